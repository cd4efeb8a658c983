"""The ``sayc`` system's slam bidding with a major agreed (SPEC §18): the hand's controls, cue bids
of first-round controls below game, reading partner's cue bids (a suit skipped has no ace or void),
and Blackwood once every side suit is controlled."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call
from bridgefp.systems.sayc.context import hand_facts


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    ("slam interest over a limit raise: the cheapest first-round control, not game", "1S P 3S P",
     "AJ9875.97.AKT7.A", "4C"),
    ("a cue bid below three of the major: the ace of spades over a heart limit raise", "1H P 3H P",
     "AKJ5.KJT52.6.AT4", "3S"),
    ("partner's cue bid, and a minimum limit raise: game", "1S P 3S P 4C P", "KQ4.A86.64.65432", "4S"),
    ("partner's cue bid, extras and the ace of hearts but not of diamonds: 4H, skipping diamonds",
     "1S P 3S P 4C P", "KQ4.A86.64.A6543", "4H"),
    ("partner's cue bid and the ace of diamonds: cue it back", "1S P 3S P 4C P", "KQ4.Q86.A4.Q6543", "4D"),
    ("partner's 4H skipped diamonds and I hold no diamond control: game", "1S P 3S P 4C P 4H P",
     "AJ9875.K7.T987.A", "4S"),
    ("partner's 4H skipped diamonds, my king of diamonds controls them: Blackwood", "1S P 3S P 4C P 4H P",
     "AJ9875.K7.KT98.A", "4NT"),
    ("partner signed off over my cue bid, and hearts may lose two tricks: pass", "1S P 3S P 4C P 4S P",
     "AJ9875.97.AKT7.A", "P"),
    ("partner's cue bid covers my weak suit: every suit controlled, Blackwood", "1H P 3H P 3S P 4C P",
     "AKJ5.KJT52.6.AT4", "4NT"),
    ("over Jacoby 2NT and a shortness, slam interest: the cheapest first-round control", "1H P 2NT P 3C P",
     "A5.KQ73.A983.Q72", "3D"),
    ("partner's cue bid after my shortness, and no more than I have shown: game", "1H P 2NT P 3C P 3D P",
     "K432.AQT72.KQ5.7", "4H"),
    ("after my two-over-one, three of partner's rebid major is forcing and shows slam interest; game is the weakest",
     "1H P 2D P 2H P", "3.K75.AQ642.AK98", "3H"),
    ("partner's slow raise and an opening with extras: the cheapest first-round control", "1H P 2D P 2H P 3H P",
     "AQ8.AQT632.K53.T", "3S"),
    ("partner's slow raise and a minimum opening: game, never a pass", "1H P 2D P 2H P 3H P", "Q98.KQJT97.Q87.Q", "4H"),
    ("my slow raise answered with a cue bid, and every side suit controlled: Blackwood", "1H P 2D P 2H P 3H P 3S P",
     "3.K75.AQ642.AK98", "4NT"),
    ("opener's jump rebid sets the major: a new suit at four is a cue bid, with slam interest", "1H P 1S P 3H P",
     "JT82.53.AKJ.AT65", "4C"),
    ("partner's cue bid after my jump rebid, every side suit controlled and extras: Blackwood", "1H P 1S P 3H P 4C P",
     "A4.KQT9876.K8.KQ", "4NT"),
    # A self-sufficient suit is trumps enough for slam
    ("a self-sufficient suit and 31+ points together: Blackwood, not game in it", "1C P 1H P 3C P",
     "A7.AQJ9876.T7.A3", "4NT"),
    ("Blackwood answered with one ace: the slam in my self-sufficient suit, not in no trump", "1C P 1H P 3C P 4NT P 5D P",
     "A7.AQJ9876.T7.A3", "6H"),
    ("eight spades to the ace-king-queen and partner's jump rebid: Blackwood", "1D P 1S P 3D P", "AKQT9532.AT7..T9", "4NT"),
    # Looking for the right game
    ("partner's rebid of clubs and a club fit: 22 points together do not invite", "1C P 1S P 2C P",
     "KQ73.J4.T85.KT92", "P"),
    ("partner's cue-bid raise of my overcall, 22 points together over their opening: the minimum rebid, no invitation",
     "1H 1S P 2H P", "AQ754.82.J85.A97", "2S"),
    ("partner's 1NT rebid and 23 points together: no game, so no new suit to look for one", "1D P 1S P 1NT P",
     "AQJ62.K864.4.J85", "P"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_slam_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def test_a_cue_bid_is_explained_as_a_control() -> None:
    choice = SAYC.choose(bf.Hand.from_pbn("AJ9875.97.AKT7.A"), bf.Auction.from_calls("N", "1S P 3S P".split()))
    assert "first-round control" in choice.explain


@pytest.mark.parametrize("hand, controls", [
    ("AJ9875.97.AKT7.A", (2, 2, 0, 2)),  # clubs first: the ace of clubs, of diamonds, of spades
    ("KQ4.A86.64.65432", (0, 0, 2, 1)),
    ("AKQJT98765432...", (2, 2, 2, 2)),  # three voids and the ace: all first-round controls
    ("K5432.Q7654.J2.3", (1, 0, 0, 1)),  # a singleton and a king: second round
])
def test_the_hand_facts_give_each_suits_control(hand: str, controls: tuple[int, int, int, int]) -> None:
    assert hand_facts(bf.Hand.from_pbn(hand).mask).controls == controls


def test_blackwood_after_cue_bids_is_answered_with_the_aces() -> None:
    auction = bf.Auction.from_calls("N", "1S P 3S P 4C P 4D P 4NT P".split())
    choice = SAYC.choose(bf.Hand.from_pbn("KQ4.Q86.A4.Q6543"), auction)
    assert str(choice.call) == "5D", choice.explain  # one ace
