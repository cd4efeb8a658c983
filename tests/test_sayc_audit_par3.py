"""The ``sayc`` system's calls on a third set of boards that lose most against par, marked as a teacher marks a
student (a hand, the auction so far with North dealing, the call), with neighbouring positions that must keep
their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opposite partner's balanced hand a singleton does not stop a slam in no trump: 33+ HCP together bid it
    ("1NT, the transfer, my clubs, partner's 3NT: 20 HCP with a singleton ace, 35+ together: 6NT, not a pass",
     "P 1NT P 2D P 2H P 3C P 3NT P", "A.AKQ32.A75.Q642", "6NT"),
    ("the same shape with 17 HCP: 32 together at most from partner's least, the game is left",
     "P 1NT P 2D P 2H P 3C P 3NT P", "A.AKQ32.975.Q642", "P"),
    # Responder's jump shift promises five cards, so its rebid shows six: two small cards are a fit
    ("1D 2H, my 3D, partner's 4H: 14 HCP and two hearts opposite the jump shift's six, 33+ together: Blackwood, not a pass",
     "1D P 2H P 3D P 4H P", "QT.J6.AJ8763.AQJ", "4NT"),
    ("the same with 9 HCP and no control in spades: the heart game is left", "1D P 2H P 3D P 4H P",
     "QT.J6.AJ8763.Q52", "P"),
    # Partner's forcing new suit at three after my two-over-one: three cards in partner's second, four-card major are
    # no fit, so the stopper in the fourth suit bids 3NT
    ("1H 2C 2H 3C 3S: three spades to the jack and the ace of diamonds: 3NT, not a third bid of my clubs",
     "P 1H P 2C P 2H P 3C P 3S P", "J87.65.A6.AK7432", "3NT"),
    ("no diamond stopper: the long clubs again", "P 1H P 2C P 2H P 3C P 3S P", "J87.65.86.AK7432", "4C"),
    ("three cards in partner's five-card hearts: the major fit", "P 1H P 2C P 2H P 3C P 3S P", "J87.652.A6.AK743", "4H"),
    ("partner's new suit at two leaves room below 3NT: six diamonds are rebid, no 2NT with a singleton spade",
     "1D P 1S P 2D P 2H P", "8.J87.KT9532.AK9", "3D"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
