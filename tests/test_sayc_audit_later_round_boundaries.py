"""The ``sayc`` system in the later rounds of uncontested auctions after an opening of one of a suit,
marked as a teacher marks a student: positions where mainstream SAYC practice makes a clear call, and
neighbouring positions that must keep theirs (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # With game values, responder's own six-card major in an unbalanced hand plays game there, not in 3NT
    ("a six-card major and a singleton in opener's minor: game in the major", "1C P 1S P 2C P",
     "KJT952.QT2.AK9.T", "4S"),
    # Neighbours that keep their call
    ("a five-card major in a balanced game-going hand: 3NT", "1C P 1S P 2C P", "KJT95.QT2.AK9.T2", "3NT"),
    ("opener's long minor and the unbid suit held: 3NT, not five of the minor", "1S P 2C P 2D P",
     "4.AK2.Q54.AKJ743", "3NT"),
    ("six spades and five clubs after opener's suit rebid: the second suit first", "1H P 1S P 2H P",
     "T97654.A.4.AK532", "3C"),
    ("a six-card major opposite opener's 18–19 notrump: game in the major", "1D P 1S P 2NT P",
     "KT9543.T64.T7.A4", "4S"),
    # Opener's answer to the fourth suit: three-card support for responder's major comes first
    ("over the fourth suit, three cards in responder's spades: 2S before the heart rebid", "1H P 1S P 2C P 2D P",
     "KJT.AJ653.Q.K864", "2S"),
    ("over the fourth suit, three cards in responder's hearts: 3H before no trump", "1D P 1H P 2C P 2S P",
     "Q3.K84.AQJ62.KJ4", "3H"),
    ("over the fourth suit, two cards in responder's spades: the five-card hearts again", "1H P 1S P 2C P 2D P",
     "K4.AJ653.Q2.K864", "2H"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
