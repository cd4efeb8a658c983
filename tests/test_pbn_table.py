"""Hypothesis: a PBN game's Play section folded a trick at a time (the reader's usual path, the
order of play worked out by the fold) reads as the general path reads it (the cards put in order
of play first, then folded one by one), whole or cut short, with a cell spoilt, ``-`` or an extra row."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.formats import board_to_pbn, read_boards

from strategies import call_events, deals, seats

CARD_TEXTS = [str(c) for c in bf.cards.CARDS]


@st.composite
def played_boards(draw: st.DrawFn) -> bf.Board:
    """A board with a contract and some or all of its play (random legal cards), no claim."""
    dealer = draw(seats)
    board = bf.start_board(bf.Dealt(draw(deals(dealer=dealer)), dealer))
    for event in draw(call_events(dealer, pass_out=False)):
        board = bf.apply_event(board, event)
    rng = draw(st.randoms(use_true_random=False))
    for _ in range(draw(st.integers(0, 52))):
        play = board.play or bf.start_play(board.deal, board.auction)
        board = bf.apply_event(board, bf.CardPlayed(play.turn, rng.choice(bf.legal_cards(play))))
    return board


def _read(text: str) -> object:
    items = [i for i in read_boards(text, "pbn") if not isinstance(i, bf.formats.RecordWarning)]
    assert len(items) == 1
    return items[0]


def _spoilt(data: st.DataObject, lines: list[str]) -> tuple[list[str], str]:
    """The game's lines with its Play section's tokens cut short, one replaced (by a card or ``-``), or a row added."""
    start = next(i for i, line in enumerate(lines) if line.startswith("[Play "))
    tokens = " ".join(lines[start + 1:]).split()
    how = data.draw(st.sampled_from(["none", "cut", "replace", "row"]))
    if how == "cut" and tokens:
        tokens = tokens[: data.draw(st.integers(0, len(tokens)))]
    elif how == "replace" and tokens:
        tokens[data.draw(st.integers(0, len(tokens) - 1))] = data.draw(st.sampled_from(CARD_TEXTS + ["-"]))
    elif how == "row":
        tokens += data.draw(st.lists(st.sampled_from(CARD_TEXTS), min_size=4, max_size=4))
    rows = [" ".join(tokens[i : i + 4]) for i in range(0, len(tokens), 4)]
    return lines[: start + 1] + rows, how


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_play_section_reads_as_its_cards_in_order_of_play_one_by_one(data):
    board = data.draw(played_boards())
    lines = [line for line in board_to_pbn(board).splitlines() if not line.startswith(("[Result ", "[Score "))]
    how = "none"
    if any(line.startswith("[Play ") for line in lines):
        lines, how = _spoilt(data, lines)
    text = "\n".join(lines) + "\n"
    plain = _read(text)
    # a comment before the section's first card sends the game down the general path (as chat)
    commented = _read(re.sub(r"(\[Play \"[NESW]\"\]\n)", r"\1{a comment}\n", text))
    if isinstance(commented, bf.BridgeError):
        assert isinstance(plain, bf.BridgeError) and str(plain) == str(commented)
        return
    assert isinstance(plain, bf.Board), plain
    assert plain.play == commented.play and plain.auction == commented.auction
    assert [e[:2] for e in plain.events] == [e[:2] for e in commented.events]
    if how == "none":
        assert plain.play == board.play and plain.events[1:] == board.events[1:]  # (the deal event keeps the tags)
