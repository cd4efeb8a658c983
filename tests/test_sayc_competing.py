"""The ``sayc`` system in competition (SPEC §18): booklet positions for overcalls and their
advances, takeout doubles and their answers, and the partscore battle, each written from
the rule it checks."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Advancing an overcall
    ("partner's 2NT overcall holds their suit: 10 HCP opposite 15–18 bid game over their raise",
     "2S 2NT 3S", "2.KJ432.KT4.AKQ9", "3NT"),
    ("partner's 2NT overcall and a six-card major: game in the major", "2S 2NT 3S", "3.KQJ432.K74.J92", "4H"),
    ("three-card support and 11 support points: a single raise of partner's overcall, not the cue bid",
     "1D 1S P", "K74.A83.962.KJ54", "2S"),
    ("three-card support and 12 support points: the cue-bid raise", "1D 1S P", "K74.A83.962.KQ54", "2D"),
    ("a fit and game values when their raise leaves no room to cue-bid: game in partner's major",
     "1H 1S 3H", "KQ74.82.AJ53.Q62", "4S"),
    # The doubler's second turn, partner silent
    ("a double too strong to overcall: my own suit when they bid on", "1D X 1H P 2H", "AQ983.A.K63.AK64", "2S"),
    ("a strong double and a six-card suit: the suit at three over their raise", "2H X 3H P P", "AKJ542.7.A3.AJ52", "3S"),
    ("a double too strong for a 1NT overcall: 2NT when they bid on", "1C X 1S P 2S", "KQ5.AQ4.KJ3.KJ54", "2NT"),
    ("a strong double with no suit to show: double again", "1H X 2H P P", "AKJ4.5.KQ94.AQ94", "X"),
    # Raising partner's opening over their bid
    ("a weak raise over their jump overcall stops at the total trumps: nine cards, the three level",
     "1H 2S", "83.QT84.K8532.92", "3H"),
    ("a weak raise over their double stops at the total trumps: 1C and five clubs, the two level",
     "1C X", "83.T84.K85.Q9832", "2C"),
    # Answering a takeout double
    ("their redouble does not free the advancer: the best unbid suit, however weak",
     "1H X XX", "T876.732.KQ52.86", "1S"),
    ("their raise to three over partner's double: 3NT with 10 HCP and their suit stopped",
     "1H X 3H", "KQ8.QT7.K965.Q95", "3NT"),
    ("their raise to three over partner's double: a six-card suit competes at four",
     "1H X 3H", "K5.97.843.KJ8432", "4C"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def test_a_double_of_their_fourth_suit_leaves_no_suit_to_compete_in() -> None:
    """They have bid all four suits: the answer to partner's double still finds a legal call."""
    auction = bf.Auction.from_calls("N", "1C P 1D P 1H P 3S X 4C".split())
    choice = SAYC.choose(bf.Hand.from_pbn("K5.97.843.KJ8432"), auction)
    assert bf.is_legal_call(auction, choice.call), choice.explain
