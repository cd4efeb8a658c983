"""`bridgefp.table`: what every table decides — who acts, what a seat sees, undo, claims."""

from __future__ import annotations

import doctest

import pytest

import bridgefp as bf
import bridgefp.table as table
from bridgefp import dd
from bridgefp.board import Board, apply_event, play_of
from bridgefp.cardplay import view_for
from bridgefp.play import Play
from test_table import new_board, person_entries, read_events, robots_board, run_table

S, N, E, W = bf.Seat.S, bf.Seat.N, bf.Seat.E, bf.Seat.W
needs_dds = pytest.mark.skipif(not dd.is_available(), reason="needs the dds extra")


def positions(seeds=range(2, 12)):
    """Every position of the robots' boards from these seeds, before each event."""
    for seed in seeds:
        full = robots_board(seed)
        board = bf.start_board(full.events[0])
        for e in full.events[1:]:
            yield board
            board = apply_event(board, e)
        yield board


def play_positions(seeds=range(2, 12), step=1):
    return [b for i, b in enumerate(p for p in positions(seeds) if p.play is not None and not p.is_over) if i % step == 0]


def test_the_doctests_of_the_table_module():
    results = doctest.testmod(table)
    assert results.attempted >= 1 and results.failed == 0


def test_declarer_chooses_dummys_cards_and_everyone_else_their_own():
    for board in play_positions(step=7):
        seat = board.to_act
        expected = board.declarer if seat == board.dummy else seat
        assert table.chooser_of(board, seat) == expected
        assert table.is_person_to_act(board, {expected})
        assert not table.is_person_to_act(board, set(bf.Seat) - {expected})
    auction = new_board(3)
    assert table.chooser_of(auction, auction.to_act) == auction.to_act


def test_visible_hands_are_what_view_for_shows_the_player_to_act():
    for board in play_positions(step=3):
        chooser = table.chooser_of(board, board.to_act)
        seen = table.visible_hands(board, {chooser})
        view = view_for(board)
        other = view.declarer if view.seat == view.dummy else view.dummy
        shown = {view.seat: view.hand} | ({} if view.partner_hand is None else {other: view.partner_hand})
        # what a page gets for the seat that chooses is exactly what the robot in its place sees
        assert {s: h.mask for s, h in seen.items()} == shown


def test_no_hidden_hand_is_seen_before_the_end():
    for board in positions(seeds=range(2, 6)):
        for seat in bf.Seat:
            seen = set(table.visible_hands(board, {seat}))
            if board.is_over:
                assert seen == set(bf.Seat)
                continue
            allowed = {seat} | ({board.dummy} if board.play is not None and board.play.dummy_visible else set())
            assert seen == allowed


def test_playable_cards_are_the_legal_cards_for_the_chooser_only():
    for board in play_positions(step=5):
        chooser = table.chooser_of(board, board.to_act)
        assert table.playable_cards(board, {chooser}) == bf.legal_cards(board.play)
        for other in set(bf.Seat) - {chooser}:
            assert table.playable_cards(board, {other}) == []
    assert table.playable_cards(new_board(3), {S}) == []


def test_undo_point_and_take_back_return_the_person_to_their_turn():
    full = robots_board(6)
    keep = table.undo_point(full, {S})
    back = table.take_back(full, keep)
    assert list(back.events) == list(full.events[:keep]) and table.is_person_to_act(back, {S})
    assert table.undo_point(new_board(6), {S}) is None


# ---------------------------------------------------------------- claims


def _play(board: Board) -> Play:
    assert board.play is not None
    return board.play


def test_a_concession_always_holds_and_a_claim_outside_the_rules_never_does():
    for board in play_positions(step=9):
        play = _play(board)
        seat = table.chooser_of(board, board.to_act)
        if 0 in bf.claim_range(play, seat):
            assert table.check_claim(board, seat, 0).holds
            assert table.check_claim(board, seat, 0, solver=lambda p: 0).holds
        too_many = table.check_claim(board, seat, play.tricks_left + 1, solver=lambda p: 13)
        assert not too_many.holds and "cannot claim" in too_many.reason


def test_a_claim_holds_by_the_solver_for_the_claiming_side():
    board = next(b for b in play_positions() if not b.play.current and b.play.tricks_left == 12)
    play = _play(board)
    left = play.tricks_left
    mover = play.turn
    claimer = table.chooser_of(board, mover)
    opponent = claimer.next
    assert table.check_claim(board, claimer, left, solver=lambda p: left).holds
    refused = table.check_claim(board, claimer, left, solver=lambda p: left - 2)
    assert not refused.holds and f"takes {left - 2} of the {left} tricks left double dummy" in refused.reason
    # the opponents of the side to move take what it does not
    if left - 2 in bf.claim_range(play, opponent):
        assert table.check_claim(board, opponent, 2, solver=lambda p: left - 2).holds
        assert not table.check_claim(board, opponent, 3, solver=lambda p: left - 2).holds


def _board_from_hands(pbn: str, declarer: bf.Seat, strain: str) -> Board:
    """A board where ``declarer`` plays ``strain`` at the one level after a short auction."""
    deal = bf.Deal.from_pbn(pbn)
    board = bf.start_board(bf.Dealt(deal, declarer))
    board = apply_event(board, bf.CallMade(declarer, bf.Call.parse("1" + strain)))
    for seat in (declarer.next, declarer.partner, declarer.partner.next):
        board = apply_event(board, bf.CallMade(seat, bf.Call.parse("P")))
    return board


def _lead(pbn: str, leader: bf.Seat, strain: str) -> Play:
    """The play before the opening lead of a one-level contract in which ``leader`` leads."""
    return play_of(_board_from_hands(pbn, leader.partner.next, strain))


def test_sure_tricks_count_top_winners_of_the_hand_on_lead():
    # South on lead at no trump: its 13 cards are all top winners, North under them.
    pbn = "N:5432.5432.543.32 JT98.JT98.JT9.T9 AKQ.AKQ.AKQ.AKQJ 76.76.8762.87654"
    south = _lead(pbn, S, "NT")
    assert table.sure_tricks(south, 0) == 13
    assert table.sure_tricks(south, 1) == 0  # the other side is not on lead
    assert table.sure_tricks(_lead(pbn, N, "NT"), 0) == 0  # North has no winner
    # West leads against South's 1NT: the trick in progress alone counts, when already won
    board = _board_from_hands(pbn, S, "NT")
    led = apply_event(board, bf.CardPlayed(W, bf.Card.parse("S7")))
    assert table.sure_tricks(_play(led), 1) == 0  # a trick EW cannot win...
    assert table.sure_tricks(_play(led), 0) == 1  # ...is NS's whatever is played


def test_sure_tricks_stop_where_partner_must_overtake():
    # South's SQ is a top card, but North's AK would have to overtake it: the lead changes hands.
    pbn = "N:AK.5432.5432.432 T98.JT98.JT9.T98 Q2.AKQ76.AKQ6.AK J76543..87.QJ765"
    assert table.sure_tricks(_lead(pbn, S, "NT"), 0) == 0 + 3 + 3 + 2  # hearts AKQ, diamonds AKQ, clubs AK
    assert table.sure_tricks(_lead(pbn, N, "NT"), 0) == 2  # North's AK over South's Q2


def test_sure_tricks_wait_for_trumps_to_be_drawn():
    # Spades are trumps; South holds AK of them, East QJ9 and West four more.
    pbn = "N:5432.5432.543.32 QJ9.JT98.JT9.T98 AK.AKQ7.AKQ.AKQJ T876.6.8762.7654"
    # two top trumps do not draw West's four: only the trumps count
    assert table.sure_tricks(_lead(pbn, S, "S"), 0) == 2
    assert table.sure_tricks(_lead(pbn, S, "NT"), 0) == 2 + 3 + 3 + 4
    # hearts trumps: AKQ leave East's fourth heart; clubs trumps: AKQJ draw every club, then all count
    assert table.sure_tricks(_lead(pbn, S, "H"), 0) == 3
    assert table.sure_tricks(_lead(pbn, S, "C"), 0) == 4 + 2 + 3 + 3


@needs_dds
def test_sure_tricks_never_exceed_double_dummy():
    solver = table.dd_solver()
    assert solver is not None
    for board in play_positions(seeds=range(2, 9), step=6):
        play = _play(board)
        for side in (0, 1):
            dd_tricks = solver(play) if play.turn & 1 == side else play.tricks_left - solver(play)
            assert table.sure_tricks(play, side) <= dd_tricks


@needs_dds
def test_a_false_claim_is_refused_double_dummy_and_a_true_one_holds():
    full = robots_board(14)  # West declares 4H; North leads
    board = bf.start_board(full.events[0])
    for e in full.events[1:]:
        if isinstance(e, bf.CardPlayed):
            break
        board = apply_event(board, e)
    solver = table.dd_solver()
    start = play_of(board)
    dd_ns = start.tricks_left - solver(start) if start.turn & 1 else solver(start)
    assert table.check_claim(board, N, dd_ns, solver).holds
    refused = table.check_claim(board, N, 12, solver)
    assert not refused.holds and refused.reason.startswith(f"the claim does not hold: your side takes {dd_ns} of the 13")


def test_the_terminal_table_refuses_a_false_claim_and_accepts_a_concession(tmp_path):
    full = robots_board(14)  # West declares 4H; North, a person, is on opening lead
    calls = [e for e in person_entries(full, frozenset({N}))][:sum(
        1 for e in full.events if isinstance(e, bf.CallMade) and e.seat == N)]
    result = run_table(["--seat", "N", "--seed", "14", "--log", "c.jsonl"], calls + ["claim 12", "claim 0"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "North to play: claim 12\nNot accepted: the claim does not hold: your side takes " in result.stdout
    events = read_events(tmp_path / "c.jsonl")
    assert events[-1] == bf.Claimed(N, 0)
    assert "North claims 0 of the remaining 13 tricks." in result.stdout
    assert "Result: 4H by West, 13 tricks" in result.stdout
