"""The ``sayc`` system in the pass-out seat, marked by a teacher reading the robot's auctions: opening values
over their one-bid are not passed out for want of a suit or a stopper; the answer to a takeout double with five
of their suit is no trump, not a jump in a four-card minor. Each is (the reason, the auction so far
with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream SAYC
practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # With opening values over 1x P P, no five-card suit and no stopper for 1NT, the balancing double: partner,
    # who passed, may hold a good hand and length in their suit; three of their suit and a doubleton are no bar.
    ("balancing over 1C: 13 HCP, three clubs, a doubleton heart, no club stopper: double", "1C P P", "A765.A3.KJ84.J87", "X"),
    ("balancing over 1D: 13 HCP, three diamonds, a doubleton heart, no diamond stopper: double", "1D P P", "A765.A3.J87.KJ84", "X"),
    ("balancing over 1C: 12 HCP, the same shape: double", "1C P P", "A765.A3.QJ84.J87", "X"),
    ("balancing over 1C: 11 HCP and a doubleton heart are too little to double: pass", "1C P P", "A765.A3.QT84.J87", "P"),
    ("balancing over 1C: four clubs to the jack stop them, 13 HCP balanced: 1NT", "1C P P", "A765.A3.KJ8.J872", "1NT"),
    ("balancing over 1C: 13 HCP with a five-card diamond suit: the suit", "1C P P", "A765.A.KJ843.J87", "1D"),
    ("balancing over 1C: 15 HCP and a club stopper, too strong for 1NT (11–14): double", "1C P P", "A765.A3.KJ84.K87", "X"),
    # Answering a takeout double with five of their suit stopped and no singleton: no trump by strength, as with a
    # balanced hand (opposite a balancing double two points more), not a jump in a four-card minor.
    ("over 1S P P X: five spades to the KJ, 11 HCP, four clubs: 1NT (8–12 opposite a balance)", "P 1S P P X P", "KJ654.KT.97.A872", "1NT"),
    ("over 1S X: the same hand opposite a direct double: 2NT (11–12)", "1S X P", "KJ654.KT.97.A872", "2NT"),
    ("over 1H P P X: five hearts to the KJ, 11 HCP: 1NT", "P 1H P P X P", "KT.KJ654.97.A872", "1NT"),
    ("over 1S X: five spades to the KJ, 8 HCP: 1NT rather than the cheapest suit", "1S X P", "KJ654.QT.97.Q872", "1NT"),
    ("over 1S X: five spades, 6 HCP: the cheapest suit, as before", "1S X P", "KJ654.T9.97.Q872", "2C"),
    ("over 1S P P X: a singleton heart is not balanced: the invitational jump in clubs", "P 1S P P X P", "KJ654.K.T97.A872", "3C"),
    ("over 1S P P X: five spades but 6 HCP, too weak for 1NT opposite a balance: the cheapest suit", "P 1S P P X P", "KJ654.T9.97.Q872", "2C"),
    ("over 1C P P X: four spades answer in the major, whatever the clubs", "P 1C P P X P", "A872.KT.97.KJ654", "2S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_balancing_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
