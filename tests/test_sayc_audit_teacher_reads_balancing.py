"""The ``sayc`` system in the pass-out seat, marked by a teacher reading the robot's auctions: opening values
over their one-bid are not passed out for want of a suit or a stopper; the answer to a takeout double with five
of their suit is no trump, not a jump in a four-card minor; opposite a balancing overcall in a major the raises
count three points more (the cue-bid raise 15+), and the balancer bids game over it with three points fewer; the balancing doubler reads partner's no trump
answer at its balancing range (1NT 8–12) and invites with 15. Each is (the reason, the auction so far
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
    ("over 1NT P P X: the double of their no trump is for penalty, five spades or not: pass", "1NT P P X P", "KJ654.KT.97.A872", "P"),
    ("over 1C P P X: four spades answer in the major, whatever the clubs", "P 1C P P X P", "A872.KT.97.KJ654", "2S"),
    # Opposite a balancing overcall in a major (which may be light: it bid some of advancer's values) the simple
    # raise takes 9–14 support points and the cue-bid raise 15+; over it the balancer bids game with 11+ points.
    ("over 1D P P 1H: three hearts, 11 HCP and a doubleton: the simple raise, not the cue bid", "1D P P 1H P", "A6.864.KQT4.QT73", "2H"),
    ("over 1D P P 1H: three hearts, 13 HCP and a doubleton (14 support points): still the simple raise", "1D P P 1H P", "A6.864.KQT4.AT73", "2H"),
    ("over 1D P P 1H: three hearts, 14 HCP and a doubleton (15 support points): the cue-bid raise", "1D P P 1H P", "A6.K64.KQT4.Q973", "2D"),
    ("over 1D 1H (a direct overcall): 11 HCP, three hearts and a doubleton keep the cue-bid raise", "1D 1H P", "A6.864.KQT4.QT73", "2D"),
    ("over 1D P P 1H P 2D: the balancer with 10 HCP and a good five-card suit (11 points) bids game", "1D P P 1H P 2D P", "Q4.AQJT7.762.J82", "4H"),
    ("over 1D P P 1H P 2D: 9 HCP (10 points) sign off", "1D P P 1H P 2D P", "Q4.KQJT7.762.J82", "2H"),
    ("over 1D 1H P 2D (a direct overcall): 10 HCP and five hearts sign off as before", "1D 1H P 2D P", "Q4.AQJT7.762.J82", "2H"),
    # Partner's no trump answer to a balancing double of a one-bid shows two points more (1NT 8–12): the doubler
    # with 15 HCP invites with 2NT, over their run as well; opposite a direct double's 1NT (6–10) 15 passes.
    ("over 1C P P X P 1NT: 15 HCP opposite 8–12: invite with 2NT", "1C P P X P 1NT P", "AQ72.J3.KQ87.K75", "2NT"),
    ("over 1C P P X P 1NT 2C: 15 HCP, their run to 2C: still 2NT", "1C P P X P 1NT 2C", "AQ72.J3.KQ87.K75", "2NT"),
    ("over 1C P P X P 1NT: 14 HCP opposite 8–12 pass", "1C P P X P 1NT P", "AQ72.J3.QJ87.K75", "P"),
    ("over 1C X P 1NT (a direct double): 15 HCP opposite 6–10 pass", "1C X P 1NT P", "AQ72.J3.KQ87.K75", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_balancing_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
