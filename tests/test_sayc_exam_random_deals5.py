"""The ``sayc`` system on positions drawn from a fifth set of random deals (Python's ``random``, seed 6931, twenty-eight
deals taken as they came, North dealing, the vulnerability varied from deal to deal), each deal bid by four experts
before the robot was asked: openings and passes in every seat, 1NT and Stayman, Jacoby 2NT, weak twos and preempts,
overcalls, takeout doubles and their answers, rebids. Each is (the reason, the auction so far with North dealing, the
hand to call, the call, the vulnerability); where the booklet is silent the reason is mainstream Standard American
practice. Then a rule with its neighbours."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability).
RANDOM_DEALS = [
    ('12 HCP, 5-4 majors, Rule of 20 met: open the longer major', '', 'AJT95.KQJ4.J72.3', '1S', 'None'),
    ("no points: pass partner's opening", '1S', '62.8765.T986.962', 'P', 'None'),
    ('12 HCP and six clubs, no spade fit: two-over-one in the long suit', '1S P', '3.T9.AQ54.AQT754', '2C', 'None'),
    ("length and strength in opener's suit: no overcall, no takeout double", '1S P 2C', 'KQ874.A32.K3.KJ8', 'P', 'None'),
    ('minimum with a second four-card suit lower than spades: show it at the two level', '1S P 2C P', 'AJT95.KQJ4.J72.3', '2H', 'None'),
    ('17 HCP balanced: open 1NT', '', 'AK96.AJ9.AT84.J8', '1NT', 'All'),
    ('5 HCP against a strong notrump: pass', '1NT', 'T5.K762.Q932.654', 'P', 'All'),
    ('5 HCP with no five-card major: pass 1NT', '1NT P', '732.T843.K7.QT93', 'P', 'All'),
    ('balanced 13 HCP behind a strong notrump: pass', '1NT P P', 'QJ84.Q5.J65.AK72', 'P', 'All'),
    ('3 HCP: pass', '', 'J.J53.J986.T9863', 'P', 'EW'),
    ('13 HCP and six spades: open 1S', 'P', 'AQ8754.KT7.32.A4', '1S', 'EW'),
    ('6 HCP, no suit, against an opening: pass', 'P 1S', 'T2.9864.T754.KQJ', 'P', 'EW'),
    ('four-card spade support and game-forcing values: Jacoby 2NT', 'P 1S P', 'K963.AQ2.AKQ.752', '2NT', 'EW'),
    ('minimum opening without a singleton or void: jump to game in the major', 'P 1S P 2NT P', 'AQ8754.KT7.32.A4', '4S', 'EW'),
    ('18 HCP, five hearts: open 1H', '', 'K652.AKQ52.A.Q93', '1H', 'NS'),
    ('seven-card suit, 8 HCP, favourable: weak jump overcall at the three level', '1H', 'A.763.75.KJT7652', '3C', 'NS'),
    ('six spades and 7 HCP: weak two', '', 'KJ9643.64.Q54.J5', '2S', 'NS'),
    ('9 HCP: too weak to open', '', '8.KQ5.KJ865.T872', 'P', 'None'),
    ('12 HCP 6-5 in the majors: open the longer suit', 'P', 'AQT963.96432.Q.A', '1S', 'None'),
    ('6 HCP: pass', '', 'KQ3.9875.JT532.7', 'P', 'All'),
    ('15 HCP balanced: open 1NT', 'P', 'AT52.KQ.KQ8.JT65', '1NT', 'All'),
    ('11 HCP behind a strong notrump: pass', 'P 1NT', '9864.643.A96.AK4', 'P', 'All'),
    ('8 HCP with a four-card major: Stayman, planning to invite', 'P 1NT P', 'J7.AJT2.74.Q9832', '2C', 'All'),
    ('no four-card heart suit, four spades: 2S answer to Stayman', 'P 1NT P 2C P', 'AT52.KQ.KQ8.JT65', '2S', 'All'),
    ('no spade fit, 8 HCP: invite with 2NT', 'P 1NT P 2C P 2S P', 'J7.AJT2.74.Q9832', '2NT', 'All'),
    ('minimum 15 HCP: decline the invitation', 'P 1NT P 2C P 2S P 2NT P', 'AT52.KQ.KQ8.JT65', 'P', 'All'),
    ('8 HCP: pass', '', 'J986.K.T643.KJ43', 'P', 'EW'),
    ('12 HCP and six clubs, Rule of 20: open 1C', 'P', 'A3.AQ.Q52.987652', '1C', 'EW'),
    ('18 HCP: too strong for a simple overcall, double first', 'P 1C', 'KQ5.J762.AKJ97.A', 'X', 'EW'),
    ('2 HCP after the double: pass', 'P 1C X', 'T742.T98543.8.QT', 'P', 'EW'),
    ('answer the takeout double in the four-card major at the cheapest level', 'P 1C X P', 'J986.K.T643.KJ43', '1S', 'EW'),
    ('9 HCP: pass', '', 'QJ.974.KQJ9.T965', 'P', 'EW'),
    ('2 HCP: pass', 'P', '6532.J865.5.J732', 'P', 'EW'),
    ('2 HCP: pass', 'P P', '987.T32.T7632.Q8', 'P', 'EW'),
    ('27 HCP balanced: the booklet opens 3NT with 25-27', 'P P P', 'AKT4.AKQ.A84.AK4', '3NT', 'EW'),
    ('11 HCP 5-4 in the minors, Rule of 20: open the longer minor', '', 'AQT.A.J764.T7643', '1C', 'NS'),
    ('12 HCP six hearts: respond 1H', '1C P', '92.KJT632.K5.AJ2', '1H', 'NS'),
    ('10 HCP and a solid six-card spade suit: weak two', '', 'AKQJT3.73.73.862', '2S', 'None'),
    ('17 HCP, short spades, four hearts: takeout double', '2S', '9.AKJ8.JT.AKJT74', 'X', 'None'),
    ('10 HCP 5-3-3-2, Rule of 20 not met: pass', '', 'T32.AQ843.A63.97', 'P', 'All'),
    ('13 HCP and seven spades: too strong to preempt, open 1S', 'P', 'AKQJ976.76.K5.62', '1S', 'All'),
    ('12 HCP and a good six-card club suit: overcall 2C', 'P 1S', '54.KJ9.92.AKJT43', '2C', 'All'),
    ('5 HCP after the overcall: pass', 'P 1S 2C', '8.T52.QJT874.Q85', 'P', 'All'),
    ("passed hand, good five-card heart suit, short clubs: new suit after partner's overcall", 'P 1S 2C P', 'T32.AQ843.A63.97', '2H', 'All'),
    ('minimum with a solid seven-card suit: rebid spades', 'P 1S 2C P 2H', 'AKQJ976.76.K5.62', '2S', 'All'),
    ('10 HCP and six good spades: weak two', '', 'AK9863.5.754.K86', '2S', 'All'),
    ('10 HCP and a poor heart suit: no action over the weak two', '2S', 'J5.98642.KQT2.A5', 'P', 'All'),
    ('12 HCP, five hearts, Rule of 20: open 1H', '', 'T954.AKQJ8.4.Q96', '1H', 'EW'),
    ('7 HCP: pass', '1H', 'J83.T963.K98.K82', 'P', 'EW'),
    ('8 HCP, no heart fit, no four-card spade suit: 1NT', '1H P', 'K7.74.7653.AJT75', '1NT', 'EW'),
    ('16 HCP balanced with a five-card minor: open 1NT', 'P P', '953.Q7.AKT92.AK6', '1NT', 'NS'),
    ('12 HCP balanced against a strong notrump: pass', 'P P 1NT', 'AKJT.KJ86.87.752', 'P', 'NS'),
    ('14 HCP and a good six-card spade suit: overcall 1S', '1D P 1H', 'AQJ862.Q2.AJ82.3', '1S', 'None'),
    ('15 HCP and seven spades: open 1S', '', 'AQJ9876.K6.84.AJ', '1S', 'None'),
    ('15 HCP, five spades: open the major', '', 'AQ987.T7.AQ63.KT', '1S', 'All'),
    ('12 HCP with a strong five-card heart suit: overcall 2H', '1S', 'K65.AKJ84.J542.5', '2H', 'All'),
    ('14 HCP, five hearts: open 1H', '', 'K7.JT543.K83.AK8', '1H', 'EW'),
    ('8 HCP and no suit to overcall: pass', '1H', '65.K96.AJ94.T543', 'P', 'EW'),
    ('3 HCP: pass', '', '8653.JT7.J86.J75', 'P', 'NS'),
    ('8 HCP: too weak to open', 'P', 'JT974.942.AK97.9', 'P', 'NS'),
    ('17 HCP balanced: open 1NT', 'P P', 'AQ.A86.Q42.KQT43', '1NT', 'NS'),
    ('12 HCP balanced against a strong notrump: pass', 'P P 1NT', 'K2.KQ53.T53.A862', 'P', 'NS'),
    ('3 HCP, no five-card suit: pass 1NT', 'P P 1NT P', '8653.JT7.J86.J75', 'P', 'NS'),
    ('12 HCP, five hearts, Rule of 20: open 1H', '', '8542.AQ542.AT8.Q', '1H', 'NS'),
    ('8 HCP and a modest five-card suit: no two-level overcall', '1H', 'Q96.JT3.93.AJ763', 'P', 'NS'),
    ('14 HCP 4-2-3-4: open 1C', '', '9652.AJ.KJ7.KQ86', '1C', 'None'),
    ('seven good clubs and 8 HCP: preempt 3C', '', 'T3.42.J5.AQJ8743', '3C', 'All'),
    ('8 HCP: no overcall at the three level', '3C', 'QJ842.Q75.K76.T5', 'P', 'All'),
    ('12 HCP, five hearts, Rule of 20: open 1H', '', 'T85.KT973.AQT9.K', '1H', 'EW'),
    ('10 HCP, no five-card suit, no shortness: pass', '1H', 'Q43.J2.KJ65.QJT7', 'P', 'EW'),
    ('4 HCP: too weak to respond', '1H P', '972.A64.7432.962', 'P', 'EW'),
    ('3 HCP: pass', '', '62.T75.QJT83.932', 'P', 'EW'),
    ('13 HCP, five hearts: open 1H', 'P', 'K954.KQ864..AJT7', '1H', 'EW'),
    ('13 HCP and a good five-card diamond suit: overcall 2D', 'P 1H', 'J87.32.AK962.KQ4', '2D', 'EW'),
    ('8 HCP, Rule of 20 not met: pass', '', 'J8743.J.Q9.KJ542', 'P', 'All'),
    ('7 HCP: pass', 'P', 'T9.T865.KT76.AT6', 'P', 'All'),
    ('17 HCP, five hearts: open 1H', 'P P', 'A2.AKQ74.A842.87', '1H', 'All'),
    ('8 HCP, no suit: pass', 'P P 1H', 'KQ65.932.J53.Q93', 'P', 'All'),
    ('passed hand, five spades and a singleton heart: 1S', 'P P 1H P', 'J8743.J.Q9.KJ542', '1S', 'All'),
    ('second suit below hearts: 2D, not a reverse', 'P P 1H P 1S P', 'A2.AKQ74.A842.87', '2D', 'All'),
]

# Over their one-level major, a minimum opening with a good five-card minor, a doubleton in their major and three
# cards at most in the other major overcalls the minor: a takeout double would have partner answer in a three-card
# major. A singleton in their suit, or 17+ HCP, still doubles.
MINOR_OVERCALL_NOT_DOUBLE = [
    ('1H: 13 HCP, AK962 in diamonds, three spades, a doubleton heart: 2D, not a double', 'P 1H', 'J87.32.AK962.KQ4', '2D', 'EW'),
    ('the same shape over 1S, three hearts: 2D', 'P 1S', '32.J87.AK962.KQ4', '2D', 'EW'),
    ('the other minor: five clubs, three spades: 2C', 'P 1H', 'KQ4.32.J87.AK962', '2C', 'EW'),
    ('17 HCP: too strong to overcall, double first', 'P 1H', 'AJ7.32.AK962.KQ4', 'X', 'EW'),
    ('a singleton heart and four clubs: the takeout double', 'P 1H', 'J87.2.AK962.KQ42', 'X', 'EW'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"), RANDOM_DEALS + MINOR_OVERCALL_NOT_DOUBLE)
def test_random_deals_exam(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    """The robot makes the expert call at the vulnerability of the deal."""
    assert_booklet_call(calls, hand, call, vulnerable)
