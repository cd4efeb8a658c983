"""The ``sayc`` system in contested auctions, as a teacher reads the robot's own auctions on random deals with
all four hands in view: the calls a teacher marks wrong, and the neighbouring hands that keep their call. Each
is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Balancing at the four level over their preempt or their limit raise: the suit must be worth it.
    ("balancing over their 3D preempt: J8652 is no suit to bid at the four level", "P P 3D P P",
     "Q8.AQ7.K82.J8652", "P"),
    ("the same hand with KQ652: a good five-card suit balances at four", "P P 3D P P", "Q8.AQ7.K82.KQ652", "4C"),
    ("the same hand with six clubs: a six-card suit balances at four", "P P 3D P P", "Q8.AQ7.K8.J86532", "4C"),
    ("balancing over their 1H–3H: 85432 is no suit to bid at the four level", "1H P 3H P P",
     "KQ.KT7.85432.AT4", "P"),
    ("the same hand with AQ432: a good five-card suit balances at four", "1H P 3H P P", "KQ.KT7.AQ432.T54", "4D"),
    ("balancing at the three level is unchanged: a five-card suit and 11 HCP", "1S P 2S P P",
     "QJ8.A72.82.KJ865", "3C"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_contested_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
