"""The ``sayc`` system when they compete for game (SPEC §18): our game raise over their overcall
and the sacrifice over their game by the law of total tricks, booklet positions written from
the rule each checks."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call


# (what the rule says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    ("five-card support for partner's overcall, a singleton, little defence: save at five over their 4S",
     "1S 2H 4S", "5.KJ852.Q8643.J2", "5H"),
    ("the same save in the passed-out seat's turn after their opening pass", "P 1S 2H 4S", "5.KJ852.Q8643.J2", "5H"),
    ("ten trumps over their 4H: 4S is the save, no higher", "1H 1S 4H", "KJ852.3.Q8643.J2", "4S"),
    ("two aces to beat their game: no save", "1S 2H 4S", "5.KJ852.A8643.A2", "P"),
    # Responder over their overcall
    ("four trumps and 13+ support points opposite partner's major: game at once over their overcall",
     "1H 1S", "K4.AJ75.KQ63.852", "4H"),
    ("three trumps and a limit raise: the cue bid still", "1H 1S", "K4.AJ7.KQ632.852", "2S"),
    ("their preempt leaves no room to cue-bid: three trumps and 13+ support points raise to game, not 3NT",
     "1S 3H", "KJ4.A7.KQ632.852", "4S"),
    # Their game over our partscore
    ("opener's 18 points and partner's raise make 24 together: our game over their jump to game",
     "1S 2H 2S 4H", "AKJ74.83.KQ5.A83", "4S"),
    ("a minor fit and 24+ points together: five of the minor over their game", "1D 1S 2D 4S", "K.A42.AJ765.AQT2", "5D"),
    ("a minimum opening opposite a single raise: their game stands", "1S 2H 2S 4H", "AQ874.83.K95.A83", "P"),
    ("slam values opposite a single raise over their game: Blackwood, not game", "1S 2H 2S 4H", "AKQJ4.3.AKQ2.A83", "4NT"),
    # Advancing a takeout double over their raise
    ("their raise to three over partner's double: game in a four-card major with 10+ HCP", "2S X 3S", "T4.KQ96.Q6.K9843", "4H"),
    # Balancing
    ("they stop in their fit at two: balance in the passed-out seat with a five-card suit",
     "1D P 1H P 2H P P", "KQT93.J.K965.A76", "2S"),
]

# (what the rule says, the auction, the hand): positions where the save is not the call.
NO_SAVE = [
    ("nine trumps only", "1S 2H 4S", "5.KJ85.Q8643.J32"),
    ("no singleton or void: the shape does not hold the save to two down", "1S 2H 4S", "53.KJ852.Q864.J2"),
    ("two aces and a king outside our trumps", "1S 2H 4S", "5.KJ852.A864.AK2"),
    ("their game already doubled by partner", "1S 2H 4S X P", "5.KJ852.Q8643.J2"),
]


@pytest.mark.parametrize("rule, calls, hand", NO_SAVE, ids=[p[0] for p in NO_SAVE])
def test_no_save(rule: str, calls: str, hand: str) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    choice = SAYC.choose(bf.Hand.from_pbn(hand), auction)
    assert not choice.explain.startswith("sacrifice"), choice.explain
    assert bf.is_legal_call(auction, choice.call)


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def test_no_balancing_when_they_stop_at_one_without_a_fit() -> None:
    """Three bids in three suits and no fit: their strength is unplaced, the passed-out seat passes."""
    auction = bf.Auction.from_calls("N", "1D P 1H P 1S P P".split())
    assert SAYC.choose(bf.Hand.from_pbn("KT93.J.K965.AK76"), auction).call == bf.Call.parse("P")


def test_the_save_explains_itself() -> None:
    auction = bf.Auction.from_calls("N", "1S 2H 4S".split())
    choice = SAYC.choose(bf.Hand.from_pbn("5.KJ852.Q8643.J2"), auction)
    assert "save" in choice.explain and "ten trumps" in choice.explain


def test_a_weak_jump_raise_never_reaches_slam() -> None:
    """Four trumps and a weak hand over their game: the preemptive raise stops at the five level."""
    auction = bf.Auction.from_calls("N", "1S 2H 4S".split())
    choice = SAYC.choose(bf.Hand.from_pbn("52.KJ85.Q8643.J2"), auction)
    assert choice.call.level <= 5, choice.explain
