"""Pictures (SPEC §17): ``bridgefp.svg`` draws boards and cards as well-formed SVG, and values show themselves.

Oracles: the XML parser of the standard library, the text layout of ``views`` (each hand's
suit lines must be drawn as the text view writes them), and the board's own facts.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp import svg
from bridgefp.views import board_text, hand_lines

NS = "{http://www.w3.org/2000/svg}"
DEAL = bf.Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32")
GENERIC_FAMILIES = {"serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"}


def _board(calls: str = "P 1H P P P", cards: str = "", number: int | None = 7) -> bf.Board:
    dealt = bf.Dealt(DEAL, bf.Seat.S, bf.Vulnerability.of_board(number or 1), number)
    board = bf.start_board(dealt)
    for call in calls.split():
        board = bf.apply_event(board, bf.CallMade(board.to_act, bf.Call.parse(call)))
    for card in cards.split():
        board = bf.apply_event(board, bf.CardPlayed(board.to_act, bf.Card.parse(card)))
    return board


def _parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    return root


def _texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(NS + "text")]


def _fonts(text: str) -> set[str]:
    return set(re.findall(r'font-family="([^"]*)"', text))


def test_a_deal_is_drawn_as_four_hands_each_as_the_text_view_writes_them():
    root = _parse(svg.board(DEAL))
    texts = _texts(root)
    for seat in bf.Seat:
        assert seat.full_name in texts
        for line in hand_lines(DEAL.hand(seat), symbols=True):
            suit, ranks = line.split(" ", 1)
            assert f"{suit} {ranks.replace('-', '—')}" in texts, (seat, line)


def test_the_table_in_the_middle_shows_each_hands_high_card_points():
    root = _parse(svg.board(DEAL))
    (group,) = [g for g in root.iter(NS + "g") if g.findtext(NS + "title") == "high-card points"]
    shown = [(float(t.get("x")), float(t.get("y")), t.text) for t in group.iter(NS + "text")]
    by_place = {  # North above the centre, South below, West left, East right
        "N": min(shown, key=lambda p: p[1]), "S": max(shown, key=lambda p: p[1]),
        "W": min(shown, key=lambda p: p[0]), "E": max(shown, key=lambda p: p[0]),
    }
    assert {s: int(p[2]) for s, p in by_place.items()} == {
        str(seat): bf.high_card_points(DEAL.hand(seat)) for seat in bf.Seat
    }


def test_hearts_and_diamonds_are_red_spades_and_clubs_black():
    root = _parse(svg.board(DEAL))
    colours = {t.text: t.get("fill") for t in root.iter(NS + "tspan")}
    assert colours["♥"] == colours["♦"] == svg.RED
    assert colours["♠"] == colours["♣"] == svg.BLACK


def test_a_board_shows_its_number_dealer_vulnerability_auction_and_result():
    board = _board(number=7)  # the deal event says South deals; board 7 is All vulnerable
    root = _parse(svg.board(board))
    texts = _texts(root)
    assert "Board 7" in texts and "Dealer South" in texts and "Vul All" in texts
    assert "1♥ by W" in texts  # West opened 1H and played there
    assert ["Pass", "1♥", "Pass", "Pass", "Pass"] == [t for t in texts if t in ("Pass", "1♥")][:5]
    assert "Board 7, dealer South, vulnerable All, 1H by West" == root.get("aria-label")


def test_the_auction_and_result_can_be_left_out():
    board = _board()
    texts = _texts(_parse(svg.board(board, auction=False, result=False)))
    assert "Pass" not in texts and "1♥ by W" not in texts
    assert "Board 7" in texts


def test_a_finished_board_shows_tricks_and_score():
    from bridgefp.cardplay import ROBOTS

    board = bf.finish_play(_board(), ROBOTS["basic"])
    result = board.result()
    assert result is not None
    texts = _texts(_parse(svg.board(board)))
    made = result.tricks - 7
    assert f"{result.tricks} tricks ({'=' if made == 0 else f'{made:+d}'})" in texts
    assert f"NS {result.ns:+d}" in texts


def test_a_passed_out_board_says_so():
    texts = _texts(_parse(svg.board(_board(calls="P P P P"))))
    assert "Passed out" in texts


def test_the_makeable_contracts_and_par_are_drawn_from_a_dd_table():
    table = bf.DDTable.from_dict({s: {"C": 5, "D": 11, "H": 6, "S": 4, "NT": 7} for s in "NESW"})
    par = bf.Par(-400, (bf.ParContract(5, bf.Strain.D, False, "EW"),))
    texts = _texts(_parse(svg.board(_board(), dd=table, par=par)))
    assert "Makeable" in texts
    assert texts.count("5") >= 4 and texts.count("1") >= 4  # D: 11 tricks is 5D; NT: 7 tricks is 1NT
    assert texts.count("-") >= 8  # S and H: fewer than 7 tricks for everyone
    assert "Par NS -400: 5♦ by EW" in texts


def test_only_generic_font_families_are_named():
    for picture in (svg.board(_board()), svg.board(DEAL), svg.card("HA")):
        assert _fonts(picture) and _fonts(picture) <= GENERIC_FAMILIES


def test_without_xmlns_the_picture_is_still_well_formed_for_an_html_page():
    text = svg.board(_board(), xmlns=False)
    assert "xmlns" not in text and "http" not in text
    assert ET.fromstring(text).tag == "svg"


def test_size_sets_the_width_and_keeps_the_proportions():
    root = _parse(svg.board(DEAL, size=300))
    _, _, w, h = (float(x) for x in root.get("viewBox").split())
    assert root.get("width") == "300"
    assert abs(float(root.get("height")) - 300 * h / w) < 1


@pytest.mark.parametrize("text, name, colour", [
    ("HA", "ace of hearts", svg.RED), ("S10", "ten of spades", svg.BLACK),
    ("dq", "queen of diamonds", svg.RED), ("C2", "two of clubs", svg.BLACK),
])
def test_a_card_is_a_well_formed_picture_with_its_name_and_colour(text, name, colour):
    root = _parse(svg.card(text))
    assert root.get("aria-label") == name and root.findtext(NS + "title") == name
    card = bf.Card.parse(text)
    rank = "10" if card.rank == 10 else "23456789TJQKA"[card.rank - 2]
    suit = bf.SUIT_SYMBOLS[card // 13]
    texts = [t for t in root.iter(NS + "text")]
    assert [t.text for t in texts].count(rank) == 2 and [t.text for t in texts].count(suit) == 3
    assert {t.get("fill") for t in texts} == {colour}


def test_deal_and_board_show_themselves_in_a_notebook():
    board = _board(cards="S5")
    for value in (DEAL, board):
        root = _parse(value._repr_svg_())
        assert "North" in _texts(root)


def test_str_of_a_board_is_the_text_a_player_reads_and_repr_is_unchanged():
    board = _board(cards="S5")
    assert str(board) == board_text(board)
    assert str(board).startswith("Board 7. Dealer South. Vulnerable: All.")
    assert repr(board).startswith("Board(dealt=Dealt(")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_every_hand_fits_its_column_for_any_deal(seed):
    """The estimated width of each suit line stays inside the picture, whatever the deal."""
    import random

    deal = bf.Deal.random(random.Random(seed))
    root = _parse(svg.board(deal))
    width = float(root.get("viewBox").split()[2])
    for t in root.iter(NS + "text"):
        text = "".join(t.itertext())
        assert float(t.get("x")) + svg._width(text, float(t.get("font-size", 15))) <= width + 1, text


def test_thirteen_card_suits_fit_too():
    deal = bf.Deal.from_pbn("N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.")
    root = _parse(svg.board(deal))
    width = float(root.get("viewBox").split()[2])
    east = [t for t in root.iter(NS + "text") if "".join(t.itertext()).startswith("♠ A K")]
    assert len(east) == 1
    assert float(east[0].get("x")) + svg._width("♠ A K Q J 10 9 8 7 6 5 4 3 2", 15) <= width
