"""Opener's jump rebid of a six-card major in ``sayc``: 16–19 points (HCP and a point for each card beyond four)
invite; game takes 20. A 17-count with six hearts is a six-loser hand, an invitation opposite a one-level answer or
1NT. Each position: (the reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

POSITIONS = [
    ("1S 1NT: 17 HCP and six spades (19 points): the jump rebid invites", "1S P 1NT P", "AKQ974.A5.KJ3.62", "3S"),
    ("1S 1NT: 17 HCP, six spades and a singleton: the jump rebid", "1S P 1NT P", "AKJ984.5.KQ3.A76", "3S"),
    ("a passed partner's 1NT: 17 HCP and six spades: the jump rebid", "P 1S P 1NT P", "AKJ865.AQ4.K7.52", "3S"),
    ("1H 1NT: 16 HCP and six hearts with a singleton: the jump rebid", "1H P 1NT P", "5.AKJ874.AQ3.K62", "3H"),
    ("1H 1S: 17 HCP and six hearts: the jump rebid", "1H P 1S P", "7.AKJT63.KQ4.A82", "3H"),
    ("1H 1S: 16 HCP and six hearts: the jump rebid", "1H P 1S P", "4.AKJ874.AQ3.K72", "3H"),
    ("1H 1S: 17 HCP and six hearts, two doubletons: the jump rebid", "1H P 1S P", "A5.AKJ843.KQ2.84", "3H"),
    # Neighbours that keep their call.
    ("1S 1NT: 18 HCP and six spades (20 points): game", "1S P 1NT P", "AKQ974.A5.KQ3.62", "4S"),
    ("1H 1S: 18 HCP and six hearts: game", "1H P 1S P", "83.AKQJ84.A5.KQ3", "4H"),
    ("1S 1NT: 17 HCP and seven spades (20 points): game", "1S P 1NT P", "AKQ9743.A5.KJ3.6", "4S"),
    ("1H 1S: 15 HCP and six hearts (17 points): the jump rebid", "1H P 1S P", "83.AKQJ84.A5.Q63", "3H"),
    ("1D 1H: 17 HCP and six diamonds in a minor, 19 points: the jump rebid", "1D P 1H P", "A4.K3.AKJ963.Q72", "3D"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_major_jump_rebid(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
