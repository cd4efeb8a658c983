"""`bridgefp table`: the pure helpers, then the command driven as a person drives it,
through pipes (not a terminal: ASCII) and through a pseudo-terminal (symbols, colour).

The oracle: a person who always does what the robot would do plays the board the robots
play alone (`finish_auction` + `finish_play`), so the table's log must hold that board's
calls and cards, and its result.
"""

from __future__ import annotations

import doctest
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp.board import Board, apply_event
from bridgefp.cardplay import choose_card, view_for
from bridgefp.views import card_text
from bridgefp.robots import finish_auction, finish_play
from strategies import reference_shuffles
from bridgefp_cli.main import main
from bridgefp_cli import table as tb
from bridgefp_cli.tablelog import open_log

S, N, E, W = bf.Seat.S, bf.Seat.N, bf.Seat.E, bf.Seat.W
SIMPLE = bf.get_system("simple")
CLI = [sys.executable, "-c", "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"]
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "LC_ALL": "C.UTF-8", "TERM": "dumb", "COLUMNS": "100"}
ENV.pop("NO_COLOR", None)
PROMPT = re.compile(r"to (call|play): $")
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals and select() on pipes are POSIX")


def _robots_result(seed: int) -> str:
    """The result line of the board the robots play alone from this seed (the oracle)."""
    return f"Result: {robots_board(seed).result().result_text}."


def new_board(seed: int, dealer: bf.Seat = S) -> Board:
    deal = bf.Deal.from_permutation(next(bf.seeded_permutations(seed, 1)), dealer)
    return bf.start_board(bf.Dealt(deal, dealer))


def robots_board(seed: int) -> Board:
    return finish_play(finish_auction(new_board(seed), SIMPLE))


ROBOTS_RESULT_3 = _robots_result(3)  # a person who plays as the robots do gets this
_NS_3 = robots_board(3).result().ns
ROBOTS_SCORE_3 = f"Score (duplicate, vulnerable: None): NS {_NS_3:+d}, EW {-_NS_3:+d}."


def fold(events) -> Board:
    board = bf.start_board(events[0])
    for e in events[1:]:
        board = apply_event(board, e)
    return board


def played(events) -> list[tuple[str, str, str]]:
    """The calls, cards and claims of a log, without their explanations."""
    out = []
    for e in events:
        if isinstance(e, bf.CallMade):
            out.append(("call", str(e.seat), str(e.call)))
        elif isinstance(e, bf.CardPlayed):
            out.append(("play", str(e.seat), str(e.card)))
        elif isinstance(e, bf.Claimed):
            out.append(("claim", str(e.seat), str(e.tricks)))
    return out


_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def call_forms(call: bf.Call) -> list[str]:
    """Ways a person may type a call: ``1nt``/``1 NT``/``1NT``, ``1h``/``1 H``/``1♥``, ``p``/``pass``/``P``…"""
    text = str(call)
    special = {"Pass": ["p", "pass", "P"], "X": ["x", "dbl", "X"], "XX": ["xx", "rdbl", "XX"]}
    return special.get(text, [text.lower(), f"{text[0]} {text[1:]}", text[0] + _SYMBOL.get(text[1:], text[1:])])


def card_forms(card: bf.Card) -> list[str]:
    """Ways a person may type a card: ``ht``, ``10H``, ``♥10``."""
    return [str(card).lower(), _rank(card) + str(card)[0], _SYMBOL[str(card)[0]] + _rank(card)]


def person_entries(board: Board, people: frozenset) -> list[str]:
    """What a person who does as the robots did on ``board`` types, in turn in every accepted form."""
    declarer = board.declarer
    out = []
    for i, e in enumerate(board.events[1:]):
        if isinstance(e, bf.CallMade) and e.seat in people:
            out.append(call_forms(e.call)[i % 3])
        elif isinstance(e, bf.CardPlayed) and (declarer if e.seat == declarer.partner else e.seat) in people:
            out.append(card_forms(e.card)[i % 3])
    return out


def _rank(card) -> str:
    r = str(card)[1]
    return "10" if r == "T" else r


def read_events(path: Path) -> list:
    return bf.read_log(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- pure helpers


def test_the_doctests_of_the_table_module():
    results = doctest.testmod(tb)
    assert results.attempted >= 2 and results.failed == 0  # zero doctests run would prove nothing


def test_parse_people_takes_a_seat_or_a_side():
    assert tb.parse_people("S") == {S}
    assert tb.parse_people("north") == {N}
    assert tb.parse_people("ns") == {N, S}
    assert tb.parse_people("EW") == {E, W}
    with pytest.raises(bf.ParseError):
        tb.parse_people("NE")


@pytest.mark.parametrize("text, call", [
    ("1nt", "1NT"), ("1 ♥", "1H"), ("1 h", "1H"), ("p", "Pass"), ("pass", "Pass"), ("3 notrump", "3NT"),
])
def test_read_entry_accepts_every_call_form(text, call):
    action = tb.read_entry(new_board(3), frozenset({S}), text)
    assert isinstance(action, tb.Submit)
    assert str(action.event.call) == call and action.event.seat == S
    assert action.board.auction.calls[-1] == bf.Call.parse(call)


def test_read_entry_accepts_doubles_where_legal():
    board = apply_event(new_board(3), bf.CallMade(S, bf.Call.parse("1D")))
    for text in ("x", "dbl", "X", "double"):
        assert str(tb.read_entry(board, frozenset({W}), text).event.call) == "X"
    doubled = apply_event(board, bf.CallMade(W, bf.Call.parse("X")))
    assert str(tb.read_entry(doubled, frozenset({N}), "xx").event.call) == "XX"


def test_read_entry_refuses_with_the_core_reason():
    board = apply_event(new_board(3), bf.CallMade(S, bf.Call.parse("2D")))
    people = frozenset({W})
    assert tb.read_entry(board, people, "2c") == tb.Refuse("2C is not enough: the last bid is 2D")
    assert tb.read_entry(new_board(3), frozenset({S}), "xx") == tb.Refuse("South cannot redouble: no bid has been made")
    refused = tb.read_entry(board, people, "3 banana")
    assert isinstance(refused, tb.Refuse) and "is not a call" in refused.reason
    assert "the auction is not over" in tb.read_entry(board, people, "ha").reason
    assert "only in the play" in tb.read_entry(board, people, "claim 3").reason


@pytest.mark.parametrize("text, name", [
    ("?", "hint"), ("hint", "hint"), ("undo", "undo"), ("quit", "quit"), ("help", "help"), ("", "show"), (" show ", "show"),
])
def test_read_entry_commands(text, name):
    assert tb.read_entry(new_board(3), frozenset({S}), text) == tb.Command(name)


def _first_board_where(predicate, seeds=range(2, 40)) -> Board:
    """The first position (of the robots' boards) where the seat to act meets ``predicate``."""
    for seed in seeds:
        full = robots_board(seed)
        if full.play is None:
            continue
        board = bf.start_board(full.events[0])
        for e in full.events[1:]:
            if board.play is not None and not board.is_over and predicate(board):
                return board
            board = apply_event(board, e)
    raise AssertionError("no such position")  # pragma: no cover


def _must_follow_hearts(board: Board) -> bool:
    play = board.play
    if not play.current or play.current[0] // 13 != 2 or play.turn == play.dummy:
        return False
    hand = board.hand(play.turn)
    return hand.length(2) > 0 and hand.length(2) < len(hand)


def test_a_revoke_is_refused_with_you_must_follow_suit():
    board = _first_board_where(_must_follow_hearts)
    seat = board.to_act
    off_suit = next(c for c in board.hand(seat) if c.suit != bf.Strain.H)
    assert tb.read_entry(board, frozenset({seat}), str(off_suit)) == tb.Refuse("you must follow suit in hearts")
    heart = next(c for c in board.hand(seat) if c.suit == bf.Strain.H)
    for form in (str(heart).lower(), _rank(heart) + "H", "♥" + _rank(heart)):
        assert tb.read_entry(board, frozenset({seat}), form).event == bf.CardPlayed(seat, heart)


def test_cards_refused_in_the_play_say_why():
    board = _first_board_where(lambda b: not b.play.current and b.play.turn != b.play.dummy)
    seat = board.to_act
    people = frozenset({seat})
    absent = next(bf.Card.from_number(n) for n in range(52, 0, -1) if bf.Card.from_number(n) not in board.hand(seat))
    assert tb.read_entry(board, people, str(absent)) == tb.Refuse(f"you do not hold {absent}")
    assert "the auction is over" in tb.read_entry(board, people, "pass").reason
    assert "not a card" in tb.read_entry(board, people, "zz").reason


def test_declarer_plays_dummy_and_is_told_whose_turn_it_is():
    board = _first_board_where(lambda b: b.play.turn == b.play.dummy)
    dummy, declarer = board.play.dummy, board.play.declarer
    people = frozenset({declarer})
    assert tb.is_person_to_act(board, people)
    assert not tb.is_person_to_act(board, frozenset({dummy}))  # a person at dummy only watches
    assert tb.prompt_text(board) == f"{dummy.full_name} (dummy) to play: "
    mine = next(iter(board.hand(declarer)))
    assert tb.read_entry(board, people, str(mine)) == tb.Refuse(
        f"{mine} is in your hand, but it is dummy's turn"
    )
    card = bf.legal_cards(board.play)[0]
    assert tb.read_entry(board, people, str(card)).event == bf.CardPlayed(dummy, card)


def test_claim_is_for_the_persons_side_and_checked():
    # dummy to play, and the trick in progress still open to declarer's side
    board = _first_board_where(lambda b: b.play.turn == b.play.dummy and not bf.trick_is_lost(b.play, b.play.declarer & 1))
    declarer = board.play.declarer
    people = frozenset({declarer})
    left = board.play.tricks_left
    mover_side = board.play.turn & 1  # dummy moves: declarer's side
    action = tb.read_entry(board, people, f"claim {left}", solver=lambda play: left)
    assert mover_side == declarer & 1
    assert action.event == bf.Claimed(declarer, left) and action.board.is_over
    assert action.board.tricks == board.play.declarer_tricks + left
    refused = tb.read_entry(board, people, f"claim {left}", solver=lambda play: left - 1)
    assert refused == tb.Refuse(f"the claim does not hold: your side takes {left - 1} of the {left} tricks left "
                                f"double dummy, not {left}")
    conceded = tb.read_entry(board, people, "claim 0", solver=lambda play: left)
    assert conceded.event == bf.Claimed(declarer, 0) and conceded.board.tricks == board.play.declarer_tricks
    assert tb.read_entry(board, people, f"claim {left + 1}").reason == (
        f"{declarer.full_name} cannot claim {left + 1} tricks: only {left} remain"
    )
    assert "claim N" in tb.read_entry(board, people, "claim lots").reason


def test_undo_goes_back_to_the_persons_last_call_or_card():
    full = robots_board(6)  # South declares 2S
    people = frozenset({S})
    keep = tb.undo_point(full, people)
    last = full.events[keep]
    assert isinstance(last, bf.CardPlayed) and last.seat in (S, N)  # South plays North's cards too
    assert all(tb.chooser_of(full, e.seat) not in people for e in full.events[keep + 1:])
    back = tb.take_back(full, keep)
    assert list(back.events) == list(full.events[:keep]) and tb.is_person_to_act(back, people)
    assert tb.undo_point(new_board(6), people) is None
    # Before the opening lead a defender has only calls to undo.
    auction = tb.take_back(full, next(i for i, e in enumerate(full.events) if isinstance(e, bf.CardPlayed)))
    keep = tb.undo_point(auction, frozenset({E}))
    assert auction.events[keep] == [e for e in auction.events[1:] if e.seat == E][-1]


def test_robot_event_is_what_the_robots_play():
    full = robots_board(3)
    board = new_board(3)
    for e in full.events[1:]:
        assert tb.robot_event(board, SIMPLE) == e
        board = apply_event(board, e)


def hand_text(hand: bf.Hand) -> list[str]:
    """A hand's four lines from its PBN string, by hand: ``S K J 8 7`` … (``T`` is ``10``)."""
    suits = hand.to_pbn().split(".")
    return [f"{letter} {' '.join('10' if r == 'T' else r for r in cards) or '-'}" for letter, cards in zip("SHDC", suits)]


def said(card: bf.Card) -> str:
    """A card as people read it: ``C10`` for the log's ``CT``."""
    return str(card)[0] + _rank(card)


def reference_deal(seed: int) -> bf.Deal:
    """The deal of ``--seed`` by SPEC §1's shuffle, written out in tests/strategies.py (South deals)."""
    return bf.Deal.from_permutation(reference_shuffles(seed, 1)[0], S)


def _calls(board: Board) -> list[str]:
    return [str(e.call) for e in board.events if isinstance(e, bf.CallMade)]


def test_screen_shows_own_hand_sorted_and_dummy_only_after_the_opening_lead():
    full = robots_board(3)
    deal = reference_deal(3)
    declarer, dummy, leader = full.declarer, full.dummy, full.declarer.next
    assert leader == S  # seed 3: South is on lead, so it sees the table before and after its lead
    people = frozenset({S})
    south = "\n".join(hand_text(deal.hand(S)))
    text = tb.screen_text(new_board(3), people)
    assert text == f"You are South.\nSouth\n{south}\n\nSouth West  North East"
    lead = next(i for i, e in enumerate(full.events) if isinstance(e, bf.CardPlayed))
    before_lead = tb.take_back(full, lead)
    text = tb.screen_text(before_lead, people)
    assert dummy.full_name + "\n" not in text  # dummy is not shown before the lead
    roles = f"Contract {full.contract} by {declarer.full_name}, dummy {dummy.full_name}. You are South, defending."
    assert text.startswith(f"{roles}\nSouth\n{south}\n")
    assert "Trick 1: South leads." in text
    text = tb.screen_text(tb.take_back(full, lead + 1), people)
    assert dummy.full_name + "\n" + "\n".join(hand_text(deal.hand(dummy))) in text
    opening = full.events[lead].card
    assert text.endswith(f"Tricks: NS 0, EW 0. Trick 1: South {said(opening)}.")


def test_a_person_at_east_west_sees_both_hands_side_by_side():
    deal = reference_deal(3)
    text = tb.screen_text(new_board(3), frozenset({E, W}))
    west, east = hand_text(deal.hand(W)), hand_text(deal.hand(E))
    width = max(map(len, west))
    gap = 4  # SPEC §9: with neither North nor South shown, East starts four past West's longest line
    rows = [f"{w.ljust(width + gap)}{e}" for w, e in zip(["West", *west], ["East", *east])]
    assert "\n".join(rows) in text


def test_screen_full_adds_the_header_auction_and_last_trick():
    full = robots_board(3)
    board = tb.take_back(full, len(full.events) - 6)
    text = tb.screen_text(board, frozenset({S}), full=True)
    assert text.startswith("Dealer South. Vulnerable: None.")
    first_row = "".join(c.ljust(6) for c in _calls(full)[:3]) + _calls(full)[3]
    assert f"South West  North East\n{first_row}" in text
    last = board.play.done[-1]
    assert f"Last trick: {', '.join(f'{s.full_name} {said(c)}' for s, c in last.seats())}; {last.winner.full_name} won it." in text


def test_event_texts_name_the_seat_the_call_or_card_and_why():
    full = robots_board(3)
    board = new_board(3)
    lines = []
    for e in full.events[1:]:
        after = apply_event(board, e)
        lines.append(tb.event_text(board, e, after))
        board = after
    events = full.events[1:]
    verbs = {"Pass": "passes", "X": "doubles", "XX": "redoubles"}
    for line, e in zip(lines, events):
        if isinstance(e, bf.CallMade):
            verb = verbs.get(str(e.call), f"bids {e.call}")
            assert line.startswith(f"{e.seat.full_name} {verb} ({e.explain})"), line
    auction_end = len(_calls(full)) - 1
    assert lines[auction_end].endswith(
        f"Contract: {full.contract} by {full.declarer.full_name}. {full.declarer.next.full_name} leads.")
    first_card = events[auction_end + 1]
    # a robot's reason for a card could tell of its hidden hand: none is said while play goes on
    assert lines[auction_end + 1] == f"{first_card.seat.full_name} plays {said(first_card.card)}"
    assert first_card.explain and all(e.explain not in line for line, e in zip(lines, events) if isinstance(e, bf.CardPlayed))
    reasons = tb.card_reasons(full)
    assert reasons[0] == "The robots' reasons for their cards:"
    assert reasons[1] == f"  trick 1: {first_card.seat.full_name} {said(first_card.card)}: {first_card.explain}"
    assert len(reasons) == 1 + sum(1 for e in events if isinstance(e, bf.CardPlayed) and e.explain)
    assert tb.card_reasons(new_board(3)) == []
    trick_1 = full.play.done[0]
    ns = 1 if trick_1.winner.side == "NS" else 0
    assert f"{trick_1.winner.full_name} wins trick 1. Tricks: NS {ns}, EW {1 - ns}." in lines[auction_end + 4]
    dummy_card = next(i for i, e in enumerate(events) if isinstance(e, bf.CardPlayed) and e.seat == full.dummy)
    assert lines[dummy_card].startswith(f"{full.dummy.full_name} (dummy) plays")


def test_hint_is_the_robots_choice_and_its_reason():
    board = new_board(3)
    choice = SIMPLE.choose(board.hand(S), board.auction)
    assert tb.hint_text(board, SIMPLE) == f"Hint: the robot would bid {choice.call} ({choice.explain})."
    in_play = _first_board_where(lambda b: b.play.turn == b.play.dummy)
    card = choose_card(view_for(in_play))
    assert tb.hint_text(in_play, SIMPLE, symbols=True).startswith(f"Hint: the robot would play {card_text(card.card, True)} (")
    other = bf.random_card(view_for(in_play))
    assert tb.hint_text(in_play, SIMPLE, robot=bf.random_card) == f"Hint: the robot would play {other.card} (a legal card at random)."
    assert tb.robot_event(in_play, SIMPLE, bf.random_card).card == other.card


def test_end_text_has_the_deal_result_and_score():
    full = robots_board(3)
    text = tb.end_text(full, frozenset({S}), "duplicate")
    result = full.result()
    assert f"Result: {result.result_text}." in text
    ns = result.ns
    assert f"Score (duplicate, vulnerable: None): NS {ns:+d}, EW {-ns:+d}. You (NS) score {ns:+d}." in text
    deal_part, _, reasons = text.partition("The robots' reasons for their cards:")
    assert deal_part.count("North") == 1 and "West" in deal_part and "East" in deal_part
    assert [line.strip() for line in reasons.strip().splitlines()] == [line.strip() for line in tb.card_reasons(full)[1:]]


def test_roles_when_the_person_is_dummy_or_declares():
    full = robots_board(7)  # North declares 4S
    assert "You are dummy: North (a robot) declares and plays both hands; you watch." in tb.roles_text(full, frozenset({S}))
    assert "You declare: you play dummy's cards too." in tb.roles_text(full, frozenset({N}))
    assert "You declare: you play both hands." in tb.roles_text(full, frozenset({N, S}))
    assert "You are East and West, defending." in tb.roles_text(full, frozenset({E, W}))


def test_plain_text_writes_tens_as_the_views_do():
    assert tb.plain("cash a winner: SA, then CT; 4S by NS; S10") == "cash a winner: SA, then C10; 4S by NS; S10"


def test_paint_makes_red_suits_red():
    painted = tb.paint("♥A ♠K ♦10")
    assert "\x1b[31m♥A\x1b[" in painted and "\x1b[31m♦10\x1b[" in painted and " ♠K " in painted
    assert tb.paint("cash a winner: SA, then CT; 4S by NS") == "cash a winner: ♠A, then ♣10; 4S by NS"


def test_the_log_is_appended_and_undo_cuts_it_back_keeping_earlier_boards(tmp_path):
    path = tmp_path / "t.jsonl"
    first, second = robots_board(3), new_board(4)
    text = bf.write_log(first.events) + "\n" + bf.write_log(second.events)
    path.write_text(text, encoding="utf-8")
    path.chmod(0o640)
    log, board, notes = open_log(path)
    assert board.events == second.events and notes == [f"{path} holds 2 boards; this is the last of them"]
    log.append(bf.CallMade(S, bf.Call.parse("P")))
    assert path.read_text(encoding="utf-8").startswith(text)  # appended: the old text is untouched
    log.truncate(1)  # an undo: back to the deal
    assert path.read_text(encoding="utf-8") == text
    log.append(bf.CallMade(S, bf.Call.parse("1D")))
    log.close()
    assert [p.name for p in tmp_path.iterdir()] == ["t.jsonl"]  # no temp file, ever
    assert path.stat().st_mode & 0o777 == 0o640
    boards = bf.replay(read_events(path))
    assert boards[0].events == first.events
    assert played(boards[1].events) == [("call", "S", "1D")]


def test_an_unfinished_last_line_is_dropped_on_resume(tmp_path):
    path = tmp_path / "t.jsonl"
    whole = bf.write_log(new_board(3).events)
    path.write_text(whole + '{"event": "call", "se', encoding="utf-8")
    log, board, notes = open_log(path)
    log.close()
    assert len(board.events) == 1 and "unfinished last line" in notes[0]
    assert path.read_text(encoding="utf-8") == whole


# ---------------------------------------------------------------- the command, through pipes


def run_table(args, entries, cwd, timeout=30):
    return subprocess.run(
        CLI + ["table", *args], input="".join(e + "\n" for e in entries), capture_output=True,
        text=True, encoding="utf-8", cwd=cwd, env=ENV, timeout=timeout,
    )


def test_a_whole_board_through_pipes_plays_the_robots_board(tmp_path):
    full = robots_board(3)
    entries = person_entries(full, frozenset({S}))
    result = run_table(["--seat", "S", "--seed", "3", "--log", "b.jsonl"], entries, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = result.stdout
    south = "\n".join(hand_text(reference_deal(3).hand(S)))
    assert f"\n{south}\n" in out  # not a terminal: ASCII
    south_cards = [said(e.card) for e in full.events if isinstance(e, bf.CardPlayed) and e.seat == S]
    assert all(f"South plays {c} (" in out or f"South plays {c}\n" in out for c in south_cards)
    assert "\x1b[" not in out and "♠ " not in out  # (the person typed some cards with symbols)
    assert ROBOTS_RESULT_3 in out
    assert ROBOTS_SCORE_3 in out
    west_call = next(e for e in full.events if isinstance(e, bf.CallMade) and e.seat == W)
    assert f"West {'passes' if str(west_call.call) == 'Pass' else f'bids {west_call.call}'} ({west_call.explain})" in out
    assert "East plays" in out  # robots' calls and cards, with reasons
    assert f"Contract {full.contract} by {full.declarer.full_name}, dummy {full.dummy.full_name}. You are South, defending." in out
    events = read_events(tmp_path / "b.jsonl")
    assert played(events) == played(full.events)
    assert all(e.explain for e in events[1:] if e.seat != S)  # robots explain, the person does not
    assert CliRunner().invoke(main, ["replay", str(tmp_path / "b.jsonl"), "--format", "json"]).stdout.strip() == json.dumps(
        {"board": 1, "contract": str(full.contract), "declarer": str(full.declarer), "tricks": full.tricks,
         "score": {"NS": _NS_3, "EW": -_NS_3}}
    )


def test_the_default_log_is_named_and_printed(tmp_path):
    result = run_table(["--seat", "S", "--seed", "3"], ["quit"], tmp_path)
    assert result.returncode == 0
    logs = list(tmp_path.glob("bridgefp-table-*.jsonl"))
    assert len(logs) == 1 and f"Log: {logs[0].name}" in result.stdout
    assert f"resume with: bridgefp table --seat S --log {logs[0].name}" in result.stdout


def test_declarer_at_a_side_plays_both_hands_and_claims(tmp_path):
    # the claim of 3 holds double dummy, not as sure winners on top: it is checked by the solver
    pytest.importorskip("endplay", reason="the claim is checked double dummy: pip install '.[dds]'")
    full = robots_board(6)  # South declares 2S
    entries = person_entries(full, frozenset({N, S}))[:20] + ["claim 3"]
    result = run_table(["--seat", "NS", "--seed", "6", "--log", "c.jsonl", "--scoring", "simple"], entries, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "North (dummy) to play: " in result.stdout and "You declare: you play both hands." in result.stdout
    events = read_events(tmp_path / "c.jsonl")
    board = fold(events)
    assert board.is_over and isinstance(events[-1], bf.Claimed) and events[-1].seat == S
    assert f"Result: {board.result('simple').result_text}." in result.stdout


def test_illegal_entries_are_refused_and_the_prompt_comes_back(tmp_path):
    entries = ["x", "2 bananas", "ha", "p", "1c", "p"]  # West opened 1D after South's pass
    result = run_table(["--seat", "S", "--seed", "3", "--log", "i.jsonl"], entries, tmp_path)
    out = result.stdout
    assert "South to call: x\nNot accepted: South cannot double: no bid has been made.\nSouth to call: " in out
    assert "Not accepted: '2 bananas' is not a call" in out
    assert "Not accepted: the auction is not over: make a call" in out
    assert "South to call: 1c\nNot accepted: 1C is not enough: the last bid is 1H.\nSouth to call: p" in out
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert [c for _, s, c in played(read_events(tmp_path / "i.jsonl")) if s == "S"] == ["Pass", "Pass"]


def test_undo_takes_back_the_call_and_the_robots_answers(tmp_path):
    result = run_table(["--seat", "S", "--seed", "3", "--log", "u.jsonl"], ["1nt", "undo", "undo", "p"], tmp_path)
    out = result.stdout
    assert "Undone: South's 1NT and 3 robot events after it." in out
    assert "Nothing to undo" in out
    calls = played(read_events(tmp_path / "u.jsonl"))
    assert calls[0] == ("call", "S", "Pass") and ("call", "S", "1NT") not in calls


def test_eof_ends_quietly_with_the_log_place(tmp_path):
    result = run_table(["--seat", "S", "--seed", "3", "--log", "e.jsonl"], [], tmp_path)
    assert result.returncode == 0
    assert "End of input. The log is in e.jsonl; resume with: bridgefp table --seat S --log e.jsonl" in result.stdout
    assert result.stderr == ""


def test_bad_options_are_usage_errors(tmp_path):
    result = run_table(["--seat", "NE", "--seed", "3"], [], tmp_path)
    assert result.returncode == 2 and "give a seat (N, E, S, W) or a side (NS, EW)" in result.stderr
    result = run_table(["--seat", "S", "--seed", "3", "--permutation", "1 2"], [], tmp_path)
    assert result.returncode == 2 and "not both" in result.stderr
    result = run_table(["--seat", "S", "--seed", "3", "--robot", "genius"], [], tmp_path)
    assert result.returncode == 2 and "--robot" in result.stderr and "genius" in result.stderr
    result = run_table(["--seat", "S", "--seed", "3", "--hint", "random"], [], tmp_path)
    assert result.returncode == 2 and "--hint" in result.stderr
    assert not list(tmp_path.iterdir())


def test_the_robots_at_the_table_play_the_card_robot_asked_for(tmp_path):
    # The person (North) passes twice and quits after the opening lead and dummy's card:
    # with --robot random, those two cards are the random robot's; its reasons wait for the end.
    result = run_table(["--seat", "N", "--seed", "3", "--robot", "random", "--log", "r.jsonl"], ["p", "p", "quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "South plays " in result.stdout and "(a legal card at random)" not in result.stdout
    cards = [e for e in read_events(tmp_path / "r.jsonl") if isinstance(e, bf.CardPlayed)]
    assert len(cards) == 2 and all(e.explain == "a legal card at random" for e in cards)


def test_the_person_at_dummy_watches_the_robot_declarer(tmp_path):
    full = robots_board(7)  # North declares 4S; South is dummy
    result = run_table(["--seat", "S", "--seed", "7", "--log", "d.jsonl"], person_entries(full, frozenset({S})), tmp_path)
    assert result.returncode == 0, result.stderr
    assert "You are dummy: North (a robot) declares and plays both hands; you watch." in result.stdout
    assert "to play: " not in result.stdout
    assert played(read_events(tmp_path / "d.jsonl")) == played(full.events)


# ---------------------------------------------------------------- interactive: pipes and a pty


class Person:
    """A person at `bridgefp table`: reads the output until a prompt, types a line."""

    def __init__(self, args, cwd, tty=False):
        self.tty = tty
        if tty:
            master, slave = os.openpty()
            import fcntl
            import termios

            def at_a_terminal() -> None:
                # A session of its own with the pty as its controlling terminal, so Ctrl-C is a SIGINT; and
                # Ctrl-C's default action, as a shell gives the job it runs in the foreground (a disposition
                # the test process may hold is not a person's terminal).
                fcntl.ioctl(0, termios.TIOCSCTTY, 0)
                signal.signal(signal.SIGINT, signal.SIG_DFL)

            self.proc = subprocess.Popen(CLI + ["table", *args], stdin=slave, stdout=slave, stderr=slave,
                                         cwd=cwd, env=ENV, start_new_session=True, preexec_fn=at_a_terminal)
            os.close(slave)
            self.fd = master
        else:
            self.proc = subprocess.Popen(CLI + ["table", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, cwd=cwd, env=ENV)
            self.fd = self.proc.stdout.fileno()
        self.seen = b""

    def read_until(self, pattern: re.Pattern, timeout: float = 15) -> str:
        """All the output up to ``pattern`` (searched in what has not been consumed yet)."""
        end = time.monotonic() + timeout
        while True:
            text = self.seen.decode("utf-8", "replace")
            m = pattern.search(text)
            if m:
                self.seen = text[m.end():].encode("utf-8")
                return text[: m.end()]
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {pattern.pattern!r} in output: {text[-2000:]!r}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # the pty's other end closed
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"output ended without {pattern.pattern!r}: {text[-2000:]!r}")
                self.seen += chunk

    def type(self, line: str) -> None:
        data = (line + "\n").encode("utf-8")
        if self.tty:
            os.write(self.fd, data)
        else:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()

    def rest(self, timeout: float = 15) -> str:
        """The output until the process ends."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    break
                self.seen += chunk
            elif self.proc.poll() is not None:
                break
        self.proc.wait(timeout=max(end - time.monotonic(), 1))
        return self.seen.decode("utf-8", "replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        if self.tty:
            os.close(self.fd)
        else:
            self.proc.stdin.close()
            self.proc.stdout.close()
            self.proc.stderr.close()


@posix_only
def test_a_whole_board_at_a_pseudo_terminal_with_symbols_and_colour(tmp_path):
    full = robots_board(3)
    people = frozenset({E})  # East declares 2H and plays West's cards
    entries = person_entries(full, people)
    person = Person(["--seat", "E", "--seed", "3", "--log", "p.jsonl"], tmp_path, tty=True)
    try:
        screens = [person.read_until(PROMPT)]
        person.type("?")
        assert "Hint: the robot would" in person.read_until(PROMPT)
        for entry in entries:
            person.type(entry)
            if entry is entries[-1]:
                break
            screens.append(person.read_until(PROMPT))
        out = person.rest()
    finally:
        person.close()
    assert person.proc.returncode == 0, out
    shown = "".join(screens) + out
    assert "♠" in shown and "\x1b[31m♥" in shown  # a UTF-8 terminal: symbols, red hearts
    assert "West (dummy) to play: " in shown
    assert ROBOTS_RESULT_3 in shown
    assert f"{ROBOTS_SCORE_3} You (EW) score {-_NS_3:+d}." in shown
    assert "Traceback" not in shown
    assert played(read_events(tmp_path / "p.jsonl")) == played(full.events)


@posix_only
def test_ctrl_c_at_a_terminal_exits_130_with_the_log_place(tmp_path):
    person = Person(["--seat", "S", "--seed", "3", "--log", "k.jsonl"], tmp_path, tty=True)
    try:
        person.read_until(PROMPT)
        person.type("p")
        person.read_until(PROMPT)
        # CPython's readline can miss a SIGINT that lands in the instant before it waits for
        # input (the flag is set, nothing wakes it): press Ctrl-C again, as a person would.
        for _ in range(5):
            time.sleep(0.1)
            os.write(person.fd, b"\x03")
            try:
                person.proc.wait(timeout=2)
                break
            except subprocess.TimeoutExpired:
                continue
        else:
            # The terminal's Ctrl-C is a SIGINT to its foreground group: send it so, should the pty's line
            # discipline not have (the program's answer to it is what is tested below).
            os.killpg(person.proc.pid, signal.SIGINT)
        out = person.rest()
    finally:
        person.close()
    assert person.proc.returncode == 130, out
    assert "Interrupted. The log is in k.jsonl; resume with: bridgefp table --seat S --log k.jsonl" in out
    assert "Traceback" not in out
    assert CliRunner().invoke(main, ["replay", str(tmp_path / "k.jsonl")]).exit_code == 0


@posix_only
def test_ctrl_d_at_a_terminal_exits_0(tmp_path):
    person = Person(["--seat", "S", "--seed", "3", "--log", "z.jsonl"], tmp_path, tty=True)
    try:
        person.read_until(PROMPT)
        os.write(person.fd, b"\x04")
        out = person.rest()
    finally:
        person.close()
    assert person.proc.returncode == 0 and "End of input. The log is in z.jsonl" in out


@posix_only
def test_killed_mid_trick_the_log_replays_and_the_table_resumes_there(tmp_path):
    full = robots_board(6)  # South declares 2S
    people = frozenset({S})
    entries = person_entries(full, people)
    log = tmp_path / "r.jsonl"
    person = Person(["--seat", "S", "--seed", "6", "--log", "r.jsonl"], tmp_path)
    typed = 0
    try:
        person.read_until(PROMPT)
        while True:
            board = fold(read_events(log))
            if board.play is not None and board.play.current and len(board.play.done) >= 2:
                break
            person.type(entries[typed])
            typed += 1
            person.read_until(PROMPT)
        os.kill(person.proc.pid, signal.SIGKILL)
        person.proc.wait()
    finally:
        person.close()
    assert person.proc.returncode == -signal.SIGKILL
    before = read_events(log)
    replayed = CliRunner().invoke(main, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output
    turn = fold(before).to_act
    assert replayed.stdout.rstrip().endswith(f"{turn.full_name} to play.")

    # The same command line again resumes the board (the --seed describes the same deal).
    result = run_table(["--seat", "S", "--seed", "6", "--log", "r.jsonl"], entries[typed:], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Resuming: r.jsonl" in result.stdout
    trick = tb._trick_line(fold(before), False)
    assert trick in result.stdout.split("to play: ")[0]  # the first screen is the trick it stopped in
    after = read_events(log)
    assert after[: len(before)] == before
    assert played(after) == played(full.events)
    assert f"Result: {full.result().result_text}." in result.stdout


def test_resuming_another_deal_is_a_usage_error_and_a_finished_board_says_so(tmp_path):
    full = robots_board(3)
    (tmp_path / "f.jsonl").write_text(bf.write_log(full.events), encoding="utf-8")
    result = run_table(["--seat", "S", "--seed", "4", "--log", "f.jsonl"], [], tmp_path)
    assert result.returncode == 2 and "holds another board" in result.stderr
    result = run_table(["--seat", "S", "--log", "f.jsonl"], [], tmp_path)
    assert result.returncode == 0
    assert "is over" in result.stdout and ROBOTS_RESULT_3 in result.stdout
    assert read_events(tmp_path / "f.jsonl") == list(full.events)


def test_a_bad_log_is_refused_with_its_place(tmp_path):
    (tmp_path / "bad.jsonl").write_text(bf.write_log(new_board(3).events) + '{"event": "call", "seat": "W", "call": "P"}\n')
    result = run_table(["--seat", "S", "--log", "bad.jsonl"], [], tmp_path)
    assert result.returncode == 1
    assert "bad.jsonl, line 2: West cannot call: it is South's turn" in result.stderr
    assert "Traceback" not in result.stderr


# ---------------------------------------------------------------- what a person sees


def test_the_role_is_said_once_when_the_auction_ends(tmp_path):
    full = robots_board(3)  # South defends and is on lead: the screen that follows says the role
    entries = person_entries(full, frozenset({S}))
    result = run_table(["--seat", "S", "--seed", "3", "--log", "r.jsonl"], entries, tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    end = out.index(f"Contract: {full.contract} by {full.declarer.full_name}.")
    assert out[end:out.index("to play: ", end)].count("You are South, defending.") == 1


def test_hints_write_cards_one_way():
    full = robots_board(3)
    lead = next(i for i, e in enumerate(full.events) if isinstance(e, bf.CardPlayed))
    action = tb.read_entry(tb.take_back(full, lead), frozenset({S}), "1nt")
    assert isinstance(action, tb.Refuse)
    examples = re.findall(r"e\.g\. (.*)\)", action.reason)[0].split(", ")
    assert all(re.fullmatch(r"[CDHS](10|[2-9JQKA])", e) for e in examples), examples  # suit first, always
    painted = tb.paint(action.reason)
    assert all(re.fullmatch(r"(\x1b\[31m)?[♣♦♥♠](10|[2-9JQKA])(\x1b\[0m)?", e) for e in
               re.findall(r"e\.g\. (.*)\)", painted)[0].split(", ")), painted
