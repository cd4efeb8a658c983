"""Strength floors for the card-play robots (SPEC §15), measured against DDS on fixed boards.

Each floor is a check that can fail: it runs on the real robots, and again on a robot broken
on purpose, which it must reject. The boards are the first of ``bridgefp deal --seed 20240601
| bridgefp bid`` (the simple system, as bench/strength.py deals them) not passed out.

What a card costs is what DDS says its side lost by it. basic's floor plays whole boards,
all four seats basic, and sums each side's costs from the DD trace. The dd robot is slow
early in the play, so its floors compare like with like on the same decisions: every
position of basic's own play, from the fifth trick on, where the player to act has cards
that are not all worth the same; each robot chooses a card there, and DDS on the real
layout says what that card cost against the best one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence
from unittest import mock

import pytest

import bridgefp as bf
from bridgefp.board import apply_event, play_of
from bridgefp.cardplay import choose_card, dd_card, dd_missing, montecarlo, view_for
from bridgefp.cardplay.view import legal
from bridgefp.dd import Position, dd_traces, solve_cards
from bridgefp.robots import finish_auction, robot_card

MISSING = dd_missing()
pytestmark = pytest.mark.skipif(MISSING is not None, reason=f"SKIPPED LOUDLY: {MISSING} (the floors need the solver)")

Robot = Callable[[bf.PlayView], bf.CardChoice]
SEED = 20240601
WHOLE = 60  # boards basic plays from the first card
DECISION_BOARDS = 40  # of those, the boards whose decisions the dd robot's floors use
DECISIONS = 80  # decisions for declarer's side, and as many for the defence

# basic's figures on the WHOLE boards, measured with this file's `measure` (tricks a board, all four
# seats basic): a change that makes basic worse by more than the margin fails the floor.
BASIC_DECLARER_COST = 1.55
BASIC_DEFENDER_COST = 1.32
MARGIN = 0.10


def fixed_boards(count: int) -> list[bf.Board]:
    """The boards of the seeded deals among the first ``count`` that were not passed out, bid by robots."""
    system = bf.get_system("simple")
    out = []
    for perm in bf.seeded_permutations(SEED, count):
        board = finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm, bf.Seat.S))), system)
        if not board.auction.is_passed_out:
            out.append(board)
    return out


def play(board: bf.Board, declaring: Robot, defending: Robot) -> bf.Board:
    """The board finished: declarer's side by ``declaring``, the defenders by ``defending``."""
    while not board.is_over:
        seat = board.to_act
        assert seat is not None and board.declarer is not None
        ours = (int(seat) ^ int(board.declarer)) & 1 == 0
        board = apply_event(board, robot_card(board, declaring if ours else defending))
    return board


@dataclass(frozen=True)
class Figures:
    """Per board, from a given point of the play on: what each side's cards cost, and declarer's tricks over DD."""

    boards: int
    declarer_cost: tuple[int, ...]
    defender_cost: tuple[int, ...]
    over_dd: tuple[int, ...]

    @staticmethod
    def mean(values: Sequence[int]) -> float:
        return sum(values) / len(values)

    @staticmethod
    def stderr(values: Sequence[int]) -> float:
        n = len(values)
        mean = sum(values) / n
        return (sum((v - mean) ** 2 for v in values) / (n - 1) / n) ** 0.5


def measure(boards: Sequence[bf.Board], start: int) -> Figures:
    """The costs of the cards played from card number ``start`` on, by DDS traces of every board."""
    plays = [b.play for b in boards]
    cards = [[card for trick in p.done for _, card in trick.seats()] for p in plays if p is not None]
    traces = dd_traces((b.deal, b.play.trump, b.declarer, [bf.Card(c) for c in cs])
                          for b, cs in zip(boards, cards))
    declarer_cost, defender_cost, over = [], [], []
    for board, trace in zip(boards, traces):
        seats = [seat for trick in board.play.done for seat, _ in trick.seats()]
        ours = theirs = 0
        for i in range(start, len(seats)):
            drop = trace[i] - trace[i + 1]
            if (int(seats[i]) ^ int(board.declarer)) & 1 == 0:
                ours += drop
            else:
                theirs -= drop
        declarer_cost.append(ours)
        defender_cost.append(theirs)
        over.append(board.tricks - trace[start])
    return Figures(len(boards), tuple(declarer_cost), tuple(defender_cost), tuple(over))


# ---------------------------------------------------------------- the floors


def decisions(boards: Sequence[bf.Board], first_trick: int, declaring: bool, count: int) -> list[bf.Board]:
    """The first ``count`` states of the boards' play, from trick ``first_trick`` (0-based) on, where
    declarer's side (or the defence) is to play and its cards are not all worth the same."""
    found = []
    for board in boards:
        state = bf.start_board(board.dealt)
        for event in board.events[1:]:
            if isinstance(event, bf.CardPlayed) and _is_choice(state, first_trick, declaring):
                found.append(state)
            state = apply_event(state, event)
    return found[:count]


def _is_choice(state: bf.Board, first_trick: int, declaring: bool) -> bool:
    if state.play is None or len(state.play.done) < first_trick:
        return False
    view = view_for(state)
    return view.is_declaring == declaring and len(montecarlo._equivalent(view, legal(view))) > 1


def decision_costs(robot: Robot, states: Sequence[bf.Board]) -> list[int]:
    """What the card ``robot`` chooses in each state costs its side, in DD tricks, against the best card."""
    picks = [robot(view_for(s)).card for s in states]
    solved = solve_cards([Position.of_play(play_of(s)) for s in states])
    return [max(tricks.values()) - tricks[card] for tricks, card in zip(solved, picks)]


def plays_better(robot: Robot, than: Robot, states: Sequence[bf.Board]) -> bool:
    """Floor: on the same decisions, ``robot``'s cards cost fewer DD tricks in all than ``than``'s."""
    return sum(decision_costs(robot, states)) < sum(decision_costs(than, states))


def basic_within_its_figures(robot: Robot, boards: Sequence[bf.Board]) -> bool:
    """Floor: ``robot`` at all four seats costs at most basic's measured figures plus the margin."""
    figures = measure([play(b, robot, robot) for b in boards], 0)
    return (Figures.mean(figures.declarer_cost) <= BASIC_DECLARER_COST + MARGIN
            and Figures.mean(figures.defender_cost) <= BASIC_DEFENDER_COST + MARGIN)


# ---------------------------------------------------------------- robots broken on purpose


def _flipped_scores(view: bf.PlayView) -> list[int]:
    return [-s for s in _SCORES(view)]


_SCORES = montecarlo._scores


def dd_backwards(view: bf.PlayView) -> bf.CardChoice:
    """dd with its aim turned round: the card that gives the other side the best expected score."""
    with mock.patch.object(montecarlo, "_scores", _flipped_scores):
        return dd_card(view)


def dd_giving_defence(view: bf.PlayView) -> bf.CardChoice:
    """dd whose defenders maximise declarer's score (its declarer plays as dd does)."""
    return dd_card(view) if view.is_declaring else dd_backwards(view)


def dd_giving_declarer(view: bf.PlayView) -> bf.CardChoice:
    """dd whose declarer maximises the defenders' score."""
    return dd_backwards(view) if view.is_declaring else dd_card(view)


def basic_lowest_defence(view: bf.PlayView) -> bf.CardChoice:
    """basic whose defenders always play their lowest legal card (no cashing, no covering, no ruffing high)."""
    return choose_card(view) if view.is_declaring else bf.CardChoice(min(legal(view)), "the lowest card")


def basic_lowest_declarer(view: bf.PlayView) -> bf.CardChoice:
    """basic whose declarer (and dummy) always plays the lowest legal card."""
    return bf.CardChoice(min(legal(view)), "the lowest card") if view.is_declaring else choose_card(view)


# ---------------------------------------------------------------- the tests


@pytest.fixture(scope="module")
def whole() -> list[bf.Board]:
    return fixed_boards(80)[:WHOLE]


@pytest.fixture(scope="module")
def played(whole: list[bf.Board]) -> list[bf.Board]:
    return [play(b, choose_card, choose_card) for b in whole[:DECISION_BOARDS]]


def test_dd_declares_better_than_basic_and_a_backwards_dd_does_not(played):
    states = decisions(played, 4, True, DECISIONS)
    assert len(states) == DECISIONS
    assert plays_better(dd_card, choose_card, states)
    assert not plays_better(dd_giving_declarer, choose_card, states)


def test_dd_defends_better_than_basic_and_a_giving_dd_does_not(played):
    states = decisions(played, 4, False, DECISIONS)
    assert len(states) == DECISIONS
    assert plays_better(dd_card, choose_card, states)
    assert not plays_better(dd_giving_defence, choose_card, states)


def test_basic_costs_no_more_than_its_measured_figures_and_a_broken_basic_does(whole):
    assert len(whole) == WHOLE
    assert basic_within_its_figures(choose_card, whole)
    assert not basic_within_its_figures(basic_lowest_defence, whole)
    assert not basic_within_its_figures(basic_lowest_declarer, whole)
