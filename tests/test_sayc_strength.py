"""The ``sayc`` system's stronger rules (SPEC §18): booklet positions, each at its boundary."""

from __future__ import annotations

import pytest

import bridgefp as bf

SAYC = bf.get_system("sayc")

# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opener's rebid with one long suit: minimum, 16–18, and stronger still with no second suit
    ("a six-card suit, minimum: rebid it", "1D P 1S P", "K2.Q7.AQT987.J32", "2D"),
    ("a seven-card suit, 19+ points, no second suit: jump", "1D P 1S P", "K.QJ7.AKT9875.KJ", "3D"),
    ("the same after a 1NT response", "1D P 1NT P", "K.QJ7.AKT9875.KJ", "3D"),
    ("19+ points with a second suit: the jump shift", "1D P 1S P", "K.AQJ7.AKT987.K2", "3H"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    choice = SAYC.choose(bf.Hand.from_pbn(hand), bf.Auction.from_calls("N", calls.split()))
    assert str(choice.call) == str(bf.Call.parse(expected)), choice.explain
