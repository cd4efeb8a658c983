"""Text views (SPEC §9) and the PBN export."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.formats import board_to_pbn
from bridgefp.robots import finish_auction, finish_play

SIMPLE = bf.get_system("simple")


def test_hand_lines_show_ten_as_10_and_a_void_as_a_dash():
    hand = bf.Hand.from_pbn("AKT2..QJT98765.3")
    assert bf.hand_lines(hand) == ["S A K 10 2", "H -", "D Q J 10 9 8 7 6 5", "C 3"]


def test_layout_indents_by_the_longest_west_line_and_places_east_after_north_south():
    deal = bf.Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    lines = bf.layout(deal.hands()).split("\n")
    w = len("C A K Q J 10 9 8 7 6 5 4 3 2")  # West's longest line
    m = len("S A K Q J 10 9 8 7 6 5 4 3 2")  # North's and South's longest line
    assert lines[0] == " " * w + "North"
    assert lines[1] == " " * w + "S A K Q J 10 9 8 7 6 5 4 3 2"
    assert lines[5] == "West".ljust(w + m) + "East"
    assert lines[6] == "S -".ljust(w + m) + "S -"
    assert lines[7] == "H -".ljust(w + m) + "H A K Q J 10 9 8 7 6 5 4 3 2"
    assert lines[8] == "D -".ljust(w + m) + "D -"
    assert lines[9] == "C A K Q J 10 9 8 7 6 5 4 3 2".ljust(w + m) + "C -"
    assert lines[10] == " " * w + "South"
    assert len(lines) == 15


@settings(max_examples=50)
@given(st.permutations(range(1, 53)))
def test_no_layout_line_ends_in_a_space_and_hands_never_overlap(perm):
    deal = bf.Deal.from_permutation(perm)
    text = bf.layout(deal.hands())
    lines = text.split("\n")
    assert all(line == line.rstrip() for line in lines)
    west = bf.hand_lines(deal.hand("W"))
    w = max(map(len, west))
    # North's and South's lines start right after the longest West line.
    assert all(line.startswith(" " * w) and line[w] != " " for line in lines[:5] + lines[10:])
    # East starts after the longest North/South line.
    m = max(len(x) for x in bf.hand_lines(deal.hand("N")) + bf.hand_lines(deal.hand("S")))
    for row, east in zip(lines[5:10], ["East"] + bf.hand_lines(deal.hand("E"))):
        assert row[w + m :] == east and row[: w + m].rstrip() in ["West"] + west


def test_auction_table_cells_are_six_wide_with_no_trailing_spaces():
    auction = bf.Auction.from_calls("E", "1NT X XX P P P".split())
    assert bf.auction_table(auction) == "East  South West  North\n1NT   X     XX    Pass\nPass  Pass"


def test_auction_report_says_passed_out_when_all_pass():
    deal = bf.Deal.from_permutation(range(1, 53))
    auction = bf.Auction.from_calls("S", "P P P P".split())
    assert bf.auction_report(deal.hands(), auction).endswith("South West  North East\nPass  Pass  Pass  Pass\nPassed out\n")


def _robot_board(seed: int, number: int | None = 1) -> bf.Board:
    perm = next(bf.seeded_permutations(seed, 1))
    board = bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm), bf.Seat.S, bf.Vulnerability.NONE, number))
    return finish_play(finish_auction(board, SIMPLE))


def test_board_text_shows_the_tricks_the_result_and_the_score():
    board = _robot_board(7)
    assert not board.auction.is_passed_out
    text = bf.board_text(board)
    result = board.result()
    assert result is not None
    assert f"Contract: {board.contract} by {board.declarer.full_name}." in text
    assert len(re.findall(r"^\s+\d+  (North|East|South|West) ", text, re.M)) == 13
    assert f"Result: {result.result_text}." in text
    assert f"NS {result.ns:+d}, EW {-result.ns:+d}" in text


def test_pbn_export_holds_the_deal_the_contract_and_every_trick():
    board = _robot_board(7)
    pbn = board_to_pbn(board)
    deal_tag = re.search(r'\[Deal "([^"]+)"\]', pbn)
    assert deal_tag and bf.Deal.from_pbn(deal_tag.group(1)) == board.deal
    assert deal_tag.group(1).startswith("S:")  # the dealer first
    assert f'[Contract "{board.contract}"]' in pbn
    assert f'[Result "{board.tricks}"]' in pbn
    play_rows = pbn.split("[Play ")[1].split("\n")[1:-1]
    assert len(play_rows) == 13
    cards = [bf.Card.parse(c) for row in play_rows for c in row.split()]
    assert len(set(cards)) == 52


# ---------------------------------------------------------------- the lines the views share

from bridgefp.views import header_line, score_line, tricks_line  # noqa: E402

_DEAL = bf.Deal.from_pbn("W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764")


def _board(number=None, vulnerable=bf.Vulnerability.NONE, calls="P 1H P 3C P 4H P P P", claim=None):
    board = bf.start_board(bf.Dealt(_DEAL, bf.Seat.S, vulnerable, number))
    seat = bf.Seat.S
    for c in calls.split():
        board = bf.apply_event(board, bf.CallMade(seat, bf.Call.parse(c)))
        seat = seat.next
    if claim is not None:
        board = bf.apply_event(board, bf.Claimed(bf.Seat.W, claim))
    return board


def test_header_line_numbers_a_board_by_its_own_number_or_the_one_given():
    assert header_line(_board()) == "Dealer South. Vulnerable: None."
    assert header_line(_board(), 3) == "Board 3. Dealer South. Vulnerable: None."
    assert header_line(_board(9, bf.Vulnerability.ALL)) == "Board 9. Dealer South. Vulnerable: All."


def test_tricks_line_puts_ns_first_when_ew_declare():
    assert tricks_line(_board(claim=10)) == "Tricks: NS 3, EW 10."  # West declares 4H and takes 10 of 13
    assert tricks_line(_board()) == "Tricks: NS 0, EW 0."


def test_score_lines_by_hand():
    vul = _board(vulnerable=bf.Vulnerability.EW, claim=10)
    assert score_line(vul, "duplicate") == "Score (duplicate, vulnerable: EW): NS -620, EW +620."  # 120 + 500
    assert score_line(vul, "simple") == "Score (simple): NS -420, EW +420."  # 120 + 300, vulnerability ignored
    passed = _board(calls="P P P P")
    assert score_line(passed, "duplicate") == score_line(passed, "simple") == "Score: passed out, 0 to each side."
    assert score_line(_board(), "duplicate") is None  # not over yet


def test_a_fresh_process_shows_a_board_and_a_deal_as_a_player_reads_them():
    """``str(board)`` and ``_repr_svg_`` load what draws them, whatever else was imported."""
    import subprocess
    import sys

    code = (
        "import bridgefp as bf\n"
        "d = bf.Deal.from_pbn('N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32')\n"
        "b = bf.start_board(bf.Dealt(d))\n"
        "print(str(b).splitlines()[0]); print(d._repr_svg_()[:4]); print(b._repr_svg_()[:4])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:3] == ["Dealer South. Vulnerable: None.", "<svg", "<svg"]
