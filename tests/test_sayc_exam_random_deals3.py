"""The ``sayc`` system on positions drawn from a third set of random deals (Python's ``random``, seed 5757, the
deals kept where some hand holds a six-card suit or a five-five, the dealer and the vulnerability drawn for each deal,
the seats then turned so that North deals), each deal bid by four experts before the robot was asked: openings and
passes in every seat, overcalls, weak jump overcalls, Michaels and the unusual 2NT, negative and takeout doubles,
reopening and balancing, responses, rebids, Stayman and the strong 2C. Each is (the reason, the auction so far with
North dealing, the hand to call, the call, the vulnerability); where the booklet is silent the reason is mainstream
Standard American practice. Then six rules, each with its neighbours."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability).
RANDOM_DEALS = [
    ('deal 1: 11 HCP with six clubs and two aces meets the rule of 20', '', '874.AT7.8.AKT832', '1C', 'EW'),
    ("deal 1: 4 HCP, nothing to say opposite an opponent's opening", '1C 1S', '92.K9632.J94.954', 'P', 'EW'),
    ('deal 1: simple raise of the overcall with three trumps and 8 HCP', '1C 1S P', 'T53.854.AKT53.J6', '2S', 'EW'),
    ('deal 2: 10 HCP 5-4, rule of 20 gives 19: pass', '', 'KQJ2.J.876.QJ962', 'P', 'NS'),
    ('deal 2: 10 HCP 5-4, rule of 20 gives 19: pass', 'P', 'A.7432.QJ943.K54', 'P', 'NS'),
    ('deal 2: 11 HCP 5-4, rule of 20 met, open the five-card major in third seat',
     'P P', 'T7.AKT96.AT52.T8', '1H', 'NS'),
    ('deal 2: passed hand with four spades bids them at the one level', 'P P 1H P', 'KQJ2.J.876.QJ962', '1S', 'NS'),
    ('deal 2: minimum 5-4, show the lower second suit rather than 1NT',
     'P P 1H P 1S P', 'T7.AKT96.AT52.T8', '2D', 'NS'),
    ('deal 3: 5 HCP', '', 'A8732.T76.J73.54', 'P', 'EW'),
    ('deal 4: 6 HCP', '', 'J54.Q532.T94.K97', 'P', 'All'),
    ('deal 4: 12 HCP with seven spades and two aces is a one-bid, too good to preempt',
     'P', 'AT97632.AJ.J8.Q6', '1S', 'All'),
    ('deal 4: 6 HCP vulnerable with weak suits: no unusual notrump', 'P 1S', '8.K7.K7653.T8542', 'P', 'All'),
    ('deal 4: 16 HCP and five hearts: two-over-one in hearts, forcing', 'P 1S P', 'KQ.T9864.AQ2.AJ3', '2H', 'All'),
    ('deal 4: minimum opener rebids the seven-card suit', 'P 1S P 2H P', 'AT97632.AJ.J8.Q6', '2S', 'All'),
    ('deal 5: 12 HCP 5-4, open the five-card major', '', '8.AK986.T984.KQT', '1H', 'None'),
    ('deal 6: six clubs and five spades, open the longer suit', 'P P', 'KQT52.7.4.AQT876', '1C', 'All'),
    ('deal 8: 13 HCP with six good spades overcalls 1S', 'P 1C', 'AQ9754.62.T4.AKT', '1S', 'None'),
    ('deal 9: 16 HCP with six diamonds', '', 'KJ93.74.AKQT62.K', '1D', 'EW'),
    ('deal 10: 14 HCP, six hearts', '', 'Q2.AJT862.A86.K7', '1H', 'All'),
    ('deal 10: 7 HCP, five spades at the one level', '1H P', 'KJ974.3.QT53.J62', '1S', 'All'),
    ('deal 10: 7 HCP with a singleton heart, opener showed a minimum: pass',
     '1H P 1S P 2H P', 'KJ974.3.QT53.J62', 'P', 'All'),
    ('deal 11: seven good spades, 7 HCP: a three-level preempt', '', 'AQJ8765.3.T643.9', '3S', 'NS'),
    ('deal 11: 4 HCP', '3S', 'T932.T9.985.AT74', 'P', 'NS'),
    ("deal 11: 7 HCP with a singleton in partner's suit: pass the preempt", '3S P', '4.AQJ754.72.8532', 'P', 'NS'),
    ('deal 11: 22 HCP short in spades: takeout double in the balancing seat', '3S P P', 'K.K862.AKQJ.KQJ6', 'X', 'NS'),
    ('deal 12: 19 HCP with six diamonds, open one of the suit', 'P', 'K974.AK.AKQ864.5', '1D', 'None'),
    ('deal 13: 10 HCP 4-4, rule of 20 gives 18', '', 'AK5.QJT2.8732.74', 'P', 'NS'),
    ('deal 13: 13 HCP with six spades', 'P', 'QT8732.965.A.AKT', '1S', 'NS'),
    ('deal 13: 11 HCP and a strong five-card suit: two-level overcall', 'P 1S', '64.K87.KQJT6.Q96', '2D', 'NS'),
    ('deal 13: 6 HCP, no fit and no stopper: pass', 'P 1S 2D', 'J9.A43.954.J8532', 'P', 'NS'),
    ('deal 14: 8 HCP', '', 'T863.Q2.A7.QT752', 'P', 'NS'),
    ('deal 14: 15 HCP with six diamonds', 'P', 'AJ2.A87.KQJ963.3', '1D', 'NS'),
    ('deal 14: 10 HCP, show the four-card major', 'P 1D P', 'Q54.KJ95.T52.A98', '1H', 'NS'),
    ('deal 15: 13 HCP, five hearts', 'P P', '92.AK962.AQT.T83', '1H', 'All'),
    ('deal 15: 6 HCP and both minors: the negative double over 1H (1S) shows them',
     'P P 1H 1S', '53.Q7.J8732.QJ42', 'X', 'All'),
    ("deal 15: raise partner's overcall with three trumps and 7 HCP", 'P P 1H 1S P', 'KT8.JT854.K965.7', '2S', 'All'),
    ('deal 15: minimum opener, partner silent: do not bid a five-card suit again at the three level',
     'P P 1H 1S P 2S', '92.AK962.AQT.T83', 'P', 'All'),
    ('deal 16: 14 HCP 5-4 in the minors, open the longer suit', '', 'A3.Q4.K7542.AJT2', '1D', 'None'),
    ('deal 17: 4 HCP vulnerable with a poor suit and four hearts', '', 'Q98432.7653..Q42', 'P', 'All'),
    ('deal 17: 16 HCP balanced', 'P', 'KT7.AJ8.AK2.J963', '1NT', 'All'),
    ('deal 17: game values with a four-card major: Stayman', 'P 1NT P', 'A65.K942.63.AK87', '2C', 'All'),
    ('deal 17: no four-card major', 'P 1NT P 2C P', 'KT7.AJ8.AK2.J963', '2D', 'All'),
    ('deal 17: no major fit, game values: 3NT', 'P 1NT P 2C P 2D P', 'A65.K942.63.AK87', '3NT', 'All'),
    ('deal 18: 14 HCP with seven diamonds', '', '86.KQ6.KQJ8732.K', '1D', 'NS'),
    ('deal 18: 8 HCP is too weak to double', '1D', 'KJ74.AT53.6.T762', 'P', 'NS'),
    ('deal 18: 12 HCP, four spades at the one level', '1D P', 'AQT9.J84.T54.AJ9', '1S', 'NS'),
    ('deal 19: 11 HCP 5-4, rule of 20 met', 'P', 'AK973.94.32.AT76', '1S', 'All'),
    ('deal 20: 17 HCP balanced in fourth seat', 'P P P', 'A73.Q6.AK632.KJ5', '1NT', 'EW'),
    ('deal 21: 9 HCP with six spades: weak two', '', 'AJT532.6.87.A732', '2S', 'None'),
    ('deal 22: 10 HCP 5-3-3-2, rule of 20 gives 18', '', 'QJT42.A85.T6.K32', 'P', 'EW'),
    ('deal 22: 14 HCP, five clubs and four hearts: open the longer minor', 'P', '6.KT94.A95.AQJT4', '1C', 'EW'),
    ('deal 22: 6 HCP', 'P 1C', '7.Q62.KJ743.9875', 'P', 'EW'),
    ('deal 22: six spades at the one level', 'P 1C P', 'AK9853.J73.Q82.6', '1S', 'EW'),
    ('deal 22: minimum; 2H would be a reverse, so rebid the five clubs', 'P 1C P 1S P', '6.KT94.A95.AQJT4', '2C', 'EW'),
    ('deal 22: 10 HCP with a good six-card suit: invitational jump rebid',
     'P 1C P 1S P 2C P', 'AK9853.J73.Q82.6', '3S', 'EW'),
    ('deal 23: 5-5 in the minors, open the higher-ranking', '', 'AJ7..AKT73.KJ752', '1D', 'All'),
    ('deal 25: 12 HCP, four clubs and three diamonds', '', 'AJ92.65.KT4.AT76', '1C', 'EW'),
    ('deal 25: five hearts and four spades: bid the longer suit first', '1C P', 'KQ87.AKQ87.6.932', '1H', 'EW'),
    ('deal 26: 13 HCP, four diamonds', '', 'A75.K93.K952.K63', '1D', 'All'),
    ('deal 26: six spades at the one level', '1D P', 'KQJ986.542.8.QJ5', '1S', 'All'),
    ('deal 26: 13 HCP 4-3-3-3 minimum: 1NT', '1D P 1S P', 'A75.K93.K952.K63', '1NT', 'All'),
    ('deal 27: 7 HCP', '', 'T6.9762.K.A98642', 'P', 'All'),
    ('deal 27: 10 HCP 5-3-3-2, rule of 20 gives 18', 'P', 'K9852.QT.Q97.QJ7', 'P', 'All'),
    ('deal 27: 4-4 in the minors: open 1D', 'P P', '43.AK3.AT42.KT53', '1D', 'All'),
    ("deal 27: five cards in opener's suit, 9 HCP: no takeout double", 'P P 1D', 'AQJ7.J854.J8653.', 'P', 'All'),
    ('deal 27: passed hand, 7 HCP with a four-card major: bid it at the one level',
     'P P 1D P', 'T6.9762.K.A98642', '1H', 'All'),
    ('deal 28: 14 HCP, six hearts', 'P', 'A9.AKJT42.Q5.874', '1H', 'NS'),
    ('deal 28: 12 HCP balanced, too weak for 1NT and no shape to double', 'P 1H', 'KJ2.Q87.9742.AQ2', 'P', 'NS'),
    ('deal 28: balancing with 11 HCP and short hearts: takeout double', 'P 1H P P', '6543.63.AKT.KJT6', 'X', 'NS'),
    ('deal 29: 3 HCP vulnerable with a poor suit', '', 'Q2.J985432.T42.7', 'P', 'All'),
    ('deal 29: 18 HCP, five spades', 'P P', 'J9864.A.AK8.AQ32', '1S', 'All'),
    ('deal 29: 3 HCP passed hand', 'P P 1S P', 'Q2.J985432.T42.7', 'P', 'All'),
    ('deal 30: 9 HCP', '', '32.AJ54.KJ964.94', 'P', 'NS'),
    ('deal 30: 11 HCP 5-3-3-2, rule of 20 gives 19', 'P', 'KQJ.K2.QT873.T62', 'P', 'NS'),
    ('deal 30: 5-5 black, open the higher', 'P P', 'A7654.96.5.AKQJ8', '1S', 'NS'),
    ('deal 30: passed hand, 9 HCP, two spades: 1NT', 'P P 1S P', '32.AJ54.KJ964.94', '1NT', 'NS'),
    ('deal 30: show the second five-card suit', 'P P 1S P 1NT P', 'A7654.96.5.AKQJ8', '2C', 'NS'),
    ("deal 30: equal length in partner's suits: prefer the first-bid suit",
     'P P 1S P 1NT P 2C P', '32.AJ54.KJ964.94', '2S', 'NS'),
    ('deal 31: 4-4-4-1 with a singleton heart: open 1D', '', 'AQ97.5.AT86.Q854', '1D', 'NS'),
    ('deal 31: 9 HCP, bid the four-card major at the one level', '1D P', '4.QT76.K3.KJ7632', '1H', 'NS'),
    ('deal 31: 14 HCP, five spades: overcall 1S', '1D P 1H', 'KJT53.AK3.QJ92.T', '1S', 'NS'),
    ('deal 32: 14 HCP 4-4 red: open 1D', '', 'Q9.T842.AK76.KQT', '1D', 'None'),
    ('deal 33: 9 HCP', '', 'K98.K82.K87632.4', 'P', 'EW'),
    ('deal 33: 18 HCP is too strong for 1NT: open 1C and rebid 2NT', 'P P', 'QJ.QJ4.AQJ.AJT73', '1C', 'EW'),
    ('deal 33: passed hand with six diamonds bids them at the one level', 'P P 1C P', 'K98.K82.K87632.4', '1D', 'EW'),
    ('deal 33: 18-19 balanced: jump to 2NT', 'P P 1C P 1D P', 'QJ.QJ4.AQJ.AJT73', '2NT', 'EW'),
    ('deal 33: 9 HCP with a six-card suit opposite 18-19: game',
     'P P 1C P 1D P 2NT P', 'K98.K82.K87632.4', '3NT', 'EW'),
    ('deal 34: 12 HCP, six clubs', '', 'J95.K7.83.AKJT52', '1C', 'None'),
    ('deal 34: 5 HCP', '1C', 'QT873.QJ4.T94.76', 'P', 'None'),
    ('deal 34: minimum with six clubs', '1C P 1D P', 'J95.K7.83.AKJT52', '2C', 'None'),
    ('deal 35: 7 HCP', '', 'A83.543.654.QJ63', 'P', 'EW'),
    ('deal 35: 11 HCP 5-5, rule of 20 met: open the higher of the two', 'P', '52.KJT87.9.AK854', '1H', 'EW'),
    ('deal 35: 11 HCP with a good five-card suit not vulnerable: overcall 2D', 'P 1H', 'J76.Q96.AKJ72.97', '2D', 'EW'),
    ('deal 35: 11 HCP and five spades: new suit over the overcall, forcing', 'P 1H 2D', 'KQT94.A2.QT83.T2', '2S', 'EW'),
    ('deal 35: show the second five-card suit', 'P 1H 2D 2S P', '52.KJT87.9.AK854', '3C', 'EW'),
    ('deal 36: 6 HCP', '', '642.J42.KQ854.76', 'P', 'EW'),
    ('deal 37: 13 HCP, five diamonds', 'P', 'A93.KT7.AQT42.96', '1D', 'All'),
    ("deal 37: 12 HCP with length in opener's suit: pass", 'P 1D', 'KJT.QJ32.KJ87.J5', 'P', 'All'),
    ('deal 37: 12 HCP and seven clubs: two-over-one', 'P 1D P', 'Q6.A54.5.AQT8732', '2C', 'All'),
    ('deal 38: 22 HCP balanced: 2C, then 2NT', 'P', 'A5.KJ4.AK2.AK983', '2C', 'None'),
    ('deal 38: 3 HCP', 'P 2C', 'JT9643.32.973.Q5', 'P', 'None'),
    ('deal 39: 13 HCP, five clubs', 'P', 'K85.J8.Q93.AQJ76', '1C', 'NS'),
    ('deal 39: 8 HCP', 'P 1C', 'Q7.QT97.J8.KT853', 'P', 'NS'),
    ('deal 39: 15 HCP with seven diamonds', 'P 1C P', 'JT2.AK4.AKT7542.', '1D', 'NS'),
    ('deal 41: 10 HCP 5-4, rule of 20 gives 19', '', 'T982.A7.75.AQT62', 'P', 'NS'),
    ('deal 41: 13 HCP with six hearts', 'P', 'AK4.KQT953.T3.J3', '1H', 'NS'),
    ('deal 42: 13 HCP, 4-4 spades and diamonds: 1D', 'P P', 'Q854.K62.KQJ9.Q3', '1D', 'None'),
    ('deal 42: 18 HCP with five spades: double first, too strong for an overcall',
     'P P 1D', 'AKJT6.AQ9.2.KJ52', 'X', 'None'),
    ('deal 43: 11 HCP with six clubs and four spades: rule of 20', '', 'KJ32.76.Q.KQ9543', '1C', 'None'),
    ('deal 43: 5-6 in the majors, 9 HCP: Michaels cue bid', '1C', 'Q8765.QJ9542.A2.', '2C', 'None'),
    ('deal 43: partner shows both majors; 16 HCP with four hearts: game', '1C 2C P', 'AT.AKT3.843.AJ87', '4H', 'None'),
    ('deal 44: 9 HCP, rule of 20 gives 18', '', '92.AT8.J2.AT9542', 'P', 'None'),
    ('deal 44: 10 HCP 5-4, rule of 20 gives 19', 'P', 'A3.QJ752.9864.K6', 'P', 'None'),
    ('deal 44: third seat weak two with six good spades', 'P P', 'KQT854.63.T73.83', '2S', 'None'),
    ('deal 45: 11 HCP with six solid clubs: rule of 20', '', '7.76.J987.AKQJ32', '1C', 'All'),
    ('deal 45: 4 HCP vulnerable: too weak even for a weak jump overcall', '1C', 'QJ9842.J3.5.T984', 'P', 'All'),
    ('deal 46: 18 HCP, six hearts', '', 'A6.AKJ743.Q42.A4', '1H', 'All'),
    ('deal 46: 13 HCP, short hearts, four spades: takeout double', '1H', 'QJT9.62.AK3.K832', 'X', 'All'),
    ('deal 46: three-card support, 6 HCP: raise over the double', '1H X', 'K54.T95.J985.Q65', '2H', 'All'),
    ("deal 46: 3 HCP; partner's double no longer needs an answer", '1H X 2H', '8732.Q8.T76.JT97', 'P', 'All'),
    ('deal 46: 18 HCP with six hearts opposite a raise: game', '1H X 2H P', 'A6.AKJ743.Q42.A4', '4H', 'All'),
    ('deal 47: 15 HCP 4-4-1-4: open 1C', 'P P', 'KJT5.AQ53.3.KQ62', '1C', 'NS'),
    ('deal 47: 13 HCP, five spades: overcall', 'P P 1C', 'Q9632.K7.A875.A3', '1S', 'NS'),
    ('deal 47: negative double shows four hearts', 'P P 1C 1S', 'A8.JT98.KT.JT875', 'X', 'NS'),
    ('deal 47: 3 HCP, no support', 'P P 1C 1S X', '74.642.QJ9642.94', 'P', 'NS'),
    ('deal 48: 14 HCP, five spades', '', 'AK753.A742.K62.9', '1S', 'EW'),
    ('deal 48: 7 HCP vulnerable against not: no overcall, and QJT762 is too thin to jump to 3C', '1S', 'T94.KJ5.5.QJT762', 'P', 'EW'),
    ('deal 48: 13 HCP with six diamonds: two-over-one', '1S P', 'Q6.83.AQJ743.A43', '2D', 'EW'),
    ('deal 48: new suit lower than the first: four hearts, not a reverse', '1S P 2D P', 'AK753.A742.K62.9', '2H', 'EW'),
    ('deal 49: 2 HCP', '', 'Q86542.T8642.5.6', 'P', 'None'),
    ('deal 49: 18 HCP with five diamonds', 'P', 'AKT.3.AK732.AT53', '1D', 'None'),
    ('deal 49: five hearts at the one level', 'P 1D P', '3.AKJ95.JT984.Q8', '1H', 'None'),
    ('deal 50: 14 HCP, 4-2-3-4: open 1C', '', 'KJ82.KQ.Q83.QJT5', '1C', 'None'),
    ('deal 50: 5-5 in the red suits over 1C: unusual 2NT', '1C', '4.T9532.AJ764.A7', '2NT', 'None'),
    ('deal 50: 3 HCP', '1C 2NT', '963.864.KT5.6432', 'P', 'None'),
    ('deal 51: 15 HCP 3-2-5-3 balanced', '', 'KQ6.T4.AKQJ3.T64', '1NT', 'NS'),
    ('deal 51: six hearts and 11 HCP: natural overcall', '1NT', 'AT53.AJ7532.2.Q9', '2H', 'NS'),
    ('deal 51: 7 HCP with no five-card suit', '1NT 2H', '9742.Q8.986.AJ53', 'P', 'NS'),
    ('deal 52: 11 HCP 5-4, rule of 20 met', '', 'AQ93.QJ984.Q7.96', '1H', 'All'),
    ('deal 52: 14 HCP with five clubs: two-over-one', '1H P', 'T84.A7.A43.AQ873', '2C', 'All'),
    ('deal 52: minimum; 2S would be a reverse', '1H P 2C P', 'AQ93.QJ984.Q7.96', '2H', 'All'),
    ('deal 53: 11 HCP 5-4, rule of 20 met', '', 'K8763.42.K7.KQ54', '1S', 'None'),
    ('deal 53: 12 HCP with six diamonds: two-over-one', '1S P', 'A9.KJ96.T98432.A', '2D', 'None'),
    ('deal 54: 16 HCP with eight diamonds', '', '.A.AQ876543.AQT3', '1D', 'All'),
    ('deal 54: 9 HCP vulnerable with a poor suit', '1D', 'Q96.K.JT2.K96542', 'P', 'All'),
    ('deal 54: 6-5 in the majors, bid the longer first', '1D P', 'KJ8532.97643.K.J', '1S', 'All'),
    ('deal 55: 10 HCP 5-4, rule of 20 gives 19', '', '632.AK864.QT97.J', 'P', 'EW'),
    ('deal 55: 14 HCP, five diamonds', 'P', 'Q984.Q9.AK642.K4', '1D', 'EW'),
    ('deal 55: four-card support and 6 HCP: simple raise', 'P 1D 2C', 'J75.T53.J853.A65', '2D', 'EW'),
    ('deal 56: 13 HCP, five spades', 'P', 'AKT96.QJ3.K872.3', '1S', 'None'),
    ('deal 56: 8 HCP', 'P 1S', 'J84.T864.9.AKT76', 'P', 'None'),
    ('deal 56: 12 HCP and six hearts: two-over-one', 'P 1S P', 'Q.AK9752.Q6.J542', '2H', 'None'),
]

# Over their overcall of partner's minor a major is shown before the minor is raised: a four-card major by the
# negative double (or at the one level), even with five of partner's minor and a limit raise's values.
MAJOR_BEFORE_THE_MINOR_RAISE = [
    ("P P 1C 1S: passed hand, four hearts and five clubs: the negative double, not the cue-bid raise",
     'P P 1C 1S', 'A8.JT98.KT.JT875', 'X', 'NS'),
    ("P P 1C 1S: one heart fewer, no major to show: the cue-bid raise of clubs",
     'P P 1C 1S', 'A8.JT9.KT8.JT875', '2S', 'NS'),
    ("P P 1C 1D: the four hearts go in at the one level before the clubs",
     'P P 1C 1D', 'A8.JT98.KT.JT875', '1H', 'NS'),
    ("1D 1H: four spades and six clubs, the negative double shows the spades", '1D 1H', 'KJ98.A8.T.AJ8752', 'X', 'None'),
    ("1D 1S: three hearts only: the clubs, a new suit, forcing", '1D 1S', 'A8.KJ8.T9.AJ8752', '2C', 'None'),
]

# Opener five-five, answering responder's forcing new suit over their overcall, shows the second suit before
# repeating the first (which would promise six).
SECOND_SUIT_WHEN_FORCED = [
    ("P 1H 2D 2S P: five-five in hearts and clubs: 3C, not 3H", 'P 1H 2D 2S P', '52.KJT87.9.AK854', '3C', 'EW'),
    ("P 1H 2D 2S P: a singleton spade, the same five-five: 3C", 'P 1H 2D 2S P', '5.KJT87.92.AK854', '3C', 'EW'),
    ("P 1H 2D 2S P: three spades and four clubs: support partner's suit", 'P 1H 2D 2S P', '532.KJT87.9.AK85', '3S',
     'EW'),
]

# Opener's reopening double over their raise wants extra values; a hand with no singleton needs a point more than a
# shapely one: 13 HCP and a fifth heart pass, 14 HCP or a singleton in their suit double.
REOPENING_DOUBLE_VALUES = [
    ("P P 1H 1S P 2S: 13 HCP 2-5-3-3 at love all too: pass", 'P P 1H 1S P 2S', '92.AK962.AQT.T83', 'P', 'None'),
    ("P P 1H 1S P 2S: one point more, 14 HCP: the reopening double", 'P P 1H 1S P 2S', '92.AK962.AQT.J83', 'X', 'All'),
    ("P P 1H 1S P 2S: 13 HCP with a singleton spade: the double", 'P P 1H 1S P 2S', '9.AK962.AQT2.T83', 'X', 'All'),
]

# A weak jump overcall at the three level on a six-card suit, vulnerable, wants two of the top three honours: the
# suit is two tricks short and doubled it costs too much. Not vulnerable, with seven cards, or at two, it jumps.
VULNERABLE_THREE_LEVEL_JUMP = [
    ("1S: vulnerable against not, QJT762 and 7 HCP: pass", '1S', 'T94.KJ5.5.QJT762', 'P', 'EW'),
    ("1S: the same hand not vulnerable: 3C", '1S', 'T94.KJ5.5.QJT762', '3C', 'None'),
    ("1S: vulnerable with KQT762, two of the top three honours (8 HCP: 9 would be an overcall's hand): 3C", '1S',
     'T94.QJ5.5.KQT762', '3C', 'EW'),
    ("1S: vulnerable with seven clubs: 3C", '1S', '94.KJ5.5.QJT7632', '3C', 'EW'),
    ("1C: vulnerable, the six-card jump at two: 2H", '1C', 'T94.QJT762.5.KJ5', '2H', 'EW'),
]

# The takeout doubler with a five-card major and 15+ HCP, over partner's invitational jump answer (9–12 points), shows
# the major before choosing a game (it jumped to five of partner's minor); the major is forcing, and partner raises
# it with three or bids on without.
DOUBLERS_MAJOR_OVER_THE_JUMP = [
    ("1C X P 2D P: 17 HCP with five spades: 2S, forcing, not 5D", '1C X P 2D P', 'AKQJ6.QJ.Q762.Q7', '2S', 'EW'),
    ("1C X P 2D P: the clubs stopped too: the spades before 3NT", '1C X P 2D P', 'AKQJ6.QJ.Q762.K7', '2S', 'EW'),
    ("1C X P 2D P: four spades only, the clubs stopped: 3NT", '1C X P 2D P', 'AKQJ.QJ6.Q762.K7', '3NT', 'EW'),
    ("1C X P 2D P: five hearts instead: 2H", '1C X P 2D P', 'QJ.AKQJ6.Q762.Q7', '2H', 'EW'),
    ("1C X P 2D P 2S P: three spades: game in the major", '1C X P 2D P 2S P', 'T53.854.AKT53.J6', '4S', 'EW'),
    ("1C X P 2D P 2S P: two spades, no club stopper: the diamonds again, not a pass", '1C X P 2D P 2S P',
     'T5.8543.AKT53.J6', '3D', 'EW'),
]

# My double of their 1NT (15+ HCP, for penalty) and their escape passed round to me: a six-card suit of mine is bid,
# not passed (the pass let 2D play undoubled with 16 HCP and six hearts opposite).
SIX_CARD_SUIT_AFTER_THEIR_ESCAPE = [
    ("1S P 1NT X 2D P P: 16 HCP and six hearts: 2H", '1S P 1NT X 2D P P', 'QJ.AT9753.A87.AJ', '2H', 'None'),
    ("1NT X 2D P P: the same over their 1NT opening: 2H", '1NT X 2D P P', 'QJ.AT9753.A87.AJ', '2H', 'None'),
    ("1S P 1NT X 2D P P: five hearts only: pass", '1S P 1NT X 2D P P', 'QJ8.AT975.A87.AJ', 'P', 'None'),
    ("1S P 1NT X 2D P P: the six cards are their diamonds: pass", '1S P 1NT X 2D P P', 'QJ.A87.AJ9753.AJ', 'P',
     'None'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"),
                         RANDOM_DEALS + MAJOR_BEFORE_THE_MINOR_RAISE + SECOND_SUIT_WHEN_FORCED + REOPENING_DOUBLE_VALUES
                         + VULNERABLE_THREE_LEVEL_JUMP + DOUBLERS_MAJOR_OVER_THE_JUMP
                         + SIX_CARD_SUIT_AFTER_THEIR_ESCAPE)
def test_random_deals_exam(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    """The robot makes the expert call at the vulnerability of the deal."""
    assert_booklet_call(calls, hand, call, vulnerable)
