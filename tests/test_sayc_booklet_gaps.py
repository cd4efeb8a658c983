"""The ``sayc`` system where a hand with the values to act once had no rule: responder's second
call with invitational values, opener over a minor limit raise, and opener's jump to game over a
two-over-one. Each position is a hand, the auction so far with North dealing, and the call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (why, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    ("responder's jump rebid of a six-card suit invites game: 11–12 points, not balanced",
     "1C P 1D P 1S P", "7.K93.AQJ942.J93", "3D"),
    ("responder's jump rebid shows six cards and invites: opener with 14 HCP and a doubleton accepts in the major",
     "1C P 1H P 1S P 3H P", "A872.Q7.J73.AKT5", "4H"),
    ("with 11–12 points, no six-card suit, no fit and no balanced hand: the fourth suit, forcing one round",
     "1C P 1D P 1S P", "7.KJ93.AQ942.J93", "2H"),
    ("1C–1D–1H–1S is natural: four spades, forcing one round",
     "1C P 1D P 1H P", "T853.AK.A9876.64", "1S"),
    ("opener with game values and a side suit unstopped shows a stopper at three, up the line",
     "1C P 3C P", "AK3.853.KJ2.QJ74", "3D"),
    ("responder stopping both suits opener has not shown bids 3NT",
     "1C P 3C P 3D P", "K52.KJ4.93.K9632", "3NT"),
    ("responder's 2NT invites: a minimum opener with seven diamonds and a singleton declines in three of the suit",
     "1D P 1H P 1S P 2NT P", "J952.Q.AQT7432.K", "3D"),
    ("responder's 2NT invites: a minimum opener with six clubs and a singleton declines in three of the suit",
     "1C P 1H P 1S P 2NT P", "A987.3.A7.AJT953", "3C"),
    ("over a two-over-one a minimum rebids the major at two: game at once shows a good six-card suit and extras",
     "1S P 2D P", "AKQT82.A2.32.Q32", "4S"),
    ("opener's jump to game over a two-over-one shows a good six-card suit and extra values: "
     "15 HCP and a fit opposite make slam worth asking for aces",
     "1H P 2C P 4H P", "K3.Q2.KQ3.AJ9542", "4NT"),
]


@pytest.mark.parametrize(("why", "calls", "hand", "expected"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_gap_position(why: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
