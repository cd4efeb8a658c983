"""The ``sayc`` system defending, when they opened: overcalls, takeout doubles and their advances, as a
teacher marks a student's calls. Positions from the robot's own auctions where a SAYC player calls
otherwise, and neighbouring positions that keep their call. Each is (the reason, the auction so far
with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream
SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Their 2D after their 1NT is a transfer, not a weak two: no 2NT overcall of it.
    ("their transfer over their 1NT is no weak two: a balanced 15 passes", "1NT P 2D", "AQ64.K2.AJT.J975", "P"),
    ("over their weak two the 2NT overcall stays: 15–18, balanced, stopped", "2D", "AQ64.K2.AJT.J975", "2NT"),
    # A seven-card suit, or a six-card minor without a four-card major, is bid, not doubled for takeout.
    ("over their weak two a seven-card minor with 13 HCP overcalls, not a takeout double", "2H", "KT2..KQ97643.AJ8", "3D"),
    ("a six-card minor and no four-card major: the overcall, not the double", "2H", "KT2.3.KQ9764.AJ8", "3D"),
    ("a six-card minor with four spades and a void in theirs: the takeout double stays", "2H", "KT82..KQ9764.A84", "X"),
    # A free bid over their raise after partner's double needs values; four of their suit defend.
    ("over their raise a free bid at three needs 8+ HCP: 6 HCP pass", "1H X 2H", "32.K32.Q8432.J32", "P"),
    ("over their raise a free bid at three with 10 HCP", "1H X 2H", "32.K32.Q8432.AJ2", "3D"),
    ("five of their suit: no free bid over their raise, the hand defends", "P P 1D X 2D", "9.T65.QJ952.A985", "P"),
    ("a free bid at two over their raise: four hearts and 7 HCP", "P P 1D X 2D", "9.T652.QJ9.A9852", "2H"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_defending_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
