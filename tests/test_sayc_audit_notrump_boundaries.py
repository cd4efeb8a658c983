"""The ``sayc`` system after no-trump, strong and preemptive openings, asked on hands built at the
booklet's boundaries and marked as a teacher marks a student: positions where mainstream SAYC practice
makes a clear call, and neighbouring positions that must keep theirs (a hand, the auction so far with
North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
WEAK_TWO_NEW_SUITS = [
    # A new suit over a weak two is forcing one round: a good five-card suit and no fit need not wait for 16 HCP
    ("over 2H, a good five-card spade suit, a singleton heart and 15 HCP: 2S, forcing", "2H P",
     "AKJ32.2.AK32.432", "2S"),
    ("over 2D, five hearts headed by AKJ, a doubleton diamond and 18 HCP: 2H, forcing, not the feature ask", "2D P",
     "AJ93.AKJT8.62.AJ", "2H"),
    ("over 2S, six hearts headed by KQJ, a singleton spade and 15 HCP: 3H, forcing", "2S P",
     "2.KQJ432.AK2.Q32", "3H"),
    ("2H 2S: partner's three-card raise of my new suit with 15 HCP: game", "2H P 2S P 3S P",
     "AKJ32.2.AK32.432", "4S"),
    # Neighbours that keep their call
    ("over 2H, 13 HCP and a misfit: pass", "2H P", "KQJ432.2.AK32.32", "P"),
    ("over 2S, no five-card suit and 18 HCP: the feature ask", "2S P", "32.AQ2.KQ32.AQJ2", "2NT"),
    ("over 2H, three hearts and 15 HCP: the feature ask, not a new suit", "2H P", "AKJ3.Q32.KQ3.432", "2NT"),
]

PREEMPT_RAISES = [
    ("over 3H, a singleton heart, 17 HCP in four aces and kings and no long suit of my own: game", "3H P",
     "AK32.2.AK32.K432", "4H"),
    ("over 3S, a singleton spade, 16 HCP and no five-card suit: game", "3S P", "2.AQ32.AK32.K432", "4S"),
    # Neighbours that keep their call
    ("over 3H, a singleton heart, 16 HCP and six spades of my own: 3S, forcing", "3H P", "AJT843.A.QJT.A85", "3S"),
    ("over 3H, a singleton heart and 15 HCP: pass", "3H P", "AK32.2.AK32.J432", "P"),
]

POSITIONS = WEAK_TWO_NEW_SUITS + PREEMPT_RAISES


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
