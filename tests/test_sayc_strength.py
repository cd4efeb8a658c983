"""The ``sayc`` system's stronger rules (SPEC §18): booklet positions, each at its boundary."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opener's rebid with one long suit: minimum, 16–18, and stronger still with no second suit
    ("a six-card suit, minimum: rebid it", "1D P 1S P", "K2.Q7.AQT987.J32", "2D"),
    ("a seven-card suit, 19+ points, no second suit: jump", "1D P 1S P", "K.QJ7.AKT9875.KJ", "3D"),
    ("the same after a 1NT response", "1D P 1NT P", "K.QJ7.AKT9875.KJ", "3D"),
    ("19+ points with a second suit: the jump shift", "1D P 1S P", "K.AQJ7.AKT987.K2", "3H"),
    ("21 HCP, six diamonds and the unbid suits stopped: 3NT, not the minimum rebid", "1D P 1S P", "T3.AKQ.AKJ972.A4", "3NT"),
    ("21 HCP, six clubs and the unbid suits stopped: 3NT", "1C P 1H P", "AK.95.AQJ.AQJT63", "3NT"),
    ("21 HCP, seven clubs and spades unstopped: the jump", "1C P 1D P", "K.QJ.AJ9.AKQJ872", "3C"),
    ("21 HCP, six clubs and every side suit stopped after a 1NT response: 3NT", "1C P 1NT P", "A5.KQ2.A4.AKQ962", "3NT"),
    ("19 HCP, six clubs and diamonds unstopped after a 1NT response: the jump", "1C P 1NT P", "A5.KQ2.84.AKQJ62", "3C"),
    ("20 HCP and six hearts: game in the major", "1H P 1S P", "A3.AKQJT6.K5.K32", "4H"),
    # Opener's rebid over their overcall with a long strong major
    ("opener's seven-card major, 19+ points, over their overcall: game", "1S 2D P 2H", "AKQJT63.7.3.AK98", "4S"),
    ("a six-card major without four top honours: the reopening double", "1S 2D P P", "AJ9863.K7.3.AKQ8", "X"),
    # The weak two's answer to the 2NT feature ask
    ("2NT ask: a maximum with an outside king shows it", "2H P 2NT P", "93.KQJ863.K5.932", "3D"),
    ("2NT ask: a maximum with no feature rebids the suit", "2H P 2NT P", "93.KQJ863.Q5.Q93", "3H"),
    ("2NT ask: 3NT is a solid suit, A K Q", "2H P 2NT P", "93.AKQ863.75.932", "3NT"),
    # Responder after the weak two's answer to 2NT
    ("a feature (a maximum): game in partner's major", "2H P 2NT P 3D P", "Q62.T4.AQ63.AK76", "4H"),
    ("a minimum: pass three of the major", "2H P 2NT P 3H P", "Q62.T4.AQ63.AK76", "P"),
    ("a feature but a singleton in partner's suit: three of it", "2H P 2NT P 3D P", "Q62.4.AQ63.AK762", "3H"),
    ("a solid suit: pass 3NT", "2S P 2NT P 3NT P", "Q62.T4.AQ63.AK76", "P"),
    # Penalty doubles: the balance of strength is ours and they have outbid it without a fit
    ("they compete at three in a new suit over our fit, 22 HCP together: double", "1H 2C 2H P P 3D", "64.KJ6.QT76.K974", "X"),
    ("the same with 20 HCP together: pass", "1H 2C 2H P P 3D", "64.KJ6.QT76.Q974", "P"),
    ("a singleton in their suit and four trumps: bid on, no penalty double", "1H 2C 2H P P 3D", "64.KJ62.7.KQ9743", "4H"),
    ("they have raised their suit: no penalty double, we compete", "1H 2D 2H P P 3D", "64.KJ6.QT76.K974", "3H"),
    # Partner's free bid: a new suit at two over their overcall shows 10+
    ("partner's free 2H, four trumps and a singleton: game", "1S 2C 2H 3C", "AT762.J876.J.KQ5", "4H"),
    ("partner's jump raise over their overcall is preemptive: no penalty double", "1H 2C 3H 3S", "QT6.KJT98.K98.K4", "P"),
    # Balancing and advancing
    ("their 1NT answer has placed their strength: no balancing", "1NT P 2NT P P", "AJ2.J97.Q97.AQJ2", "P"),
    ("partner's preemptive overcall doubled: no new five-card suit at four", "1NT 3S X", "64.AJ6.A76.T9743", "P"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
