"""The ``sayc`` system on our auctions after their takeout double or their bid over partner's response, a fourth
mock exam: we open one of a suit, 1NT, a weak two or a preempt and they double; responder's first call (redouble,
new suits, raises, 2NT, 1NT, pass), the advancer's answer, opener's next call, responder's second call, and the
runouts after their penalty pass; then our opening, partner's response and their double or overcall of it:
opener's rebid (no support double). All four seats, varied vulnerability. Each is (the reason, the auction so far
with North dealing, the hand to call, the call, the vulnerability); where the booklet is silent the reason is
mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability).
QUIZ = [
    ('1H X: 13 HCP, two hearts: redouble shows 10+ and usually no fit', '1H X', 'K83.J4.KQT74.A92', 'XX', 'None'),
    ('P 1H X: 10 HCP with four hearts: 2NT over the double is a limit raise or better',
     'P 1H X', 'Q4.KJ83.A962.853', '2NT', 'NS'),
    ('P P 1H X: 5 HCP with four trumps: the jump raise over a double is preemptive',
     'P P 1H X', '63.QT85.K9742.84', '3H', 'EW'),
    ('1H X: 6 HCP with three trumps: simple raise', '1H X', '952.K73.QJ84.963', '2H', 'All'),
    ('1D X: 7 HCP five spades: a new suit at the one level, forcing', '1D X', 'AQ985.73.842.J96', '1S', 'None'),
    ('1H X: 8 HCP good six diamonds: a new suit at the two level is natural and not forcing',
     '1H X', '73.5.KQJT84.Q742', '2D', 'None'),
    ('P P 1S X: 7 HCP balanced, no spade fit', 'P P 1S X', '94.QT83.K952.Q74', '1NT', 'None'),
    ('1H X: 3 HCP: nothing to say', '1H X', '9642.73.J852.Q63', 'P', 'All'),
    ('P 1D X: 7 HCP four hearts: show the major at the one level', 'P 1D X', 'J73.KJ84.952.Q64', '1H', 'None'),
    ('P P P 1D X: 6 HCP six trumps: preemptive jump raise', 'P P P 1D X', '84.92.QJ8653.K74', '3D', 'None'),
    ('P 1S X: four spades, 9 HCP and a singleton: limit raise by 2NT', 'P 1S X', 'KT74.A82.Q9654.3', '2NT', 'All'),
    ('P P 1H X: passed hand, 10 HCP four hearts: 2NT limit raise', 'P P 1H X', 'QJ4.K932.A74.962', '2NT', 'NS'),
    ("P P P 1S X: 12 HCP short in opener's suit: redouble", 'P P P 1S X', '5.AQ84.KJ73.QT82', 'XX', 'None'),
    ('1H X: 12 HCP four trumps: 2NT shows a limit raise or better', '1H X', 'A942.KQ73.K85.84', '2NT', 'EW'),
    ('1C X: 8 HCP four-four in the majors: up the line', '1C X', 'K984.QT72.J5.Q63', '1H', 'None'),
    ('P 1D X: 13 HCP no diamond fit: redouble first', 'P 1D X', '86.K73.Q4.AKJ874', 'XX', 'NS'),
    ('P P 1S X: 8 HCP six diamonds: natural, not forcing', 'P P 1S X', '5.Q84.KQT973.J64', '2D', 'All'),
    ('1NT X: systems are on over the double: transfer to spades', '1NT X', 'J9753.84.9632.72', '2H', 'None'),
    ('P 1NT X: 9 HCP both majors: Stayman still applies over the double', 'P 1NT X', 'KT84.QJ73.852.K4', '2C', 'EW'),
    ('P P 1NT X: 3 HCP no five-card suit: pass', 'P P 1NT X', '852.J73.9642.Q85', 'P', 'All'),
    ('2H X: weak with three trumps: extend the preempt', '2H X', 'Q84.K73.96532.84', '3H', 'None'),
    ('P P 2S X: four trumps, weak, not vulnerable against vulnerable: raise to game',
     'P P 2S X', 'QT83.6.KT742.963', '4S', 'EW'),
    ('P 2H X: four trumps and a singleton, favourable: raise to game', 'P 2H X', '7.JT82.K9643.Q85', '4H', 'NS'),
    ('P P P 1S X: 8 HCP balanced, no fit, four hearts too weak for two level',
     'P P P 1S X', 'Q4.K973.J852.Q63', '1NT', 'None'),
    ('1C X: 6 HCP five spades: one-level new suit', '1C X', 'KQJT5.43.8642.73', '1S', 'EW'),
    ('P P 1D X: 11 HCP only three diamonds: redouble', 'P P 1D X', '73.AJ4.J52.KQ973', 'XX', 'None'),
    ('P P 1D X: 12 HCP balanced three diamonds: redouble (2NT would be a raise)',
     'P P 1D X', 'QJ5.K72.A64.Q953', 'XX', 'None'),
    ('P P P 1C X: 3 HCP: pass', 'P P P 1C X', '842.J963.Q85.T73', 'P', 'None'),
    ('3H X: four trumps over a preempt, not vulnerable: raise to game', '3H X', '85.Q973.KJ842.73', '4H', 'EW'),
    ('P P P 2S X: three trumps, weak: extend the preempt', 'P P P 2S X', 'K73.84.J9652.Q84', '3S', 'None'),
    ('1H X 2H: advancer with four spades and 9 HCP competes', '1H X 2H', 'KJ84.72.QT63.K95', '2S', 'None'),
    ('1H X XX: weak advancer after the redouble shows his long suit', '1H X XX', '94.852.QJ863.742', '2D', 'None'),
    ('P 1D X XX: after the redouble bid the cheapest four-card major', 'P 1D X XX', '8642.973.J84.Q72', '1S', 'NS'),
    ('1D X 1S: 10 HCP five hearts: free bid', '1D X 1S', '85.AQT74.K84.J63', '2H', 'All'),
    ('1C X 1H: 8 HCP four spades: bid the major', '1C X 1H', 'QJ84.K72.Q63.852', '1S', 'None'),
    ('P P 1D X 2D: five spades: compete at the two level', 'P P 1D X 2D', 'KJ853.742.96.Q84', '2S', 'EW'),
    ('1H X 2NT: 5 HCP: nothing to add', '1H X 2NT', 'QT84.73.K952.864', 'P', 'None'),
    ('1H X XX 2C: minimum, no clubs: pass, the redoubler acts next', '1H X XX 2C', 'KQ4.AJ973.Q84.95', 'P', 'None'),
    ("P 1H X XX 2C: after a redouble opener's double is for penalty", 'P 1H X XX 2C', 'K4.AQ973.85.KJT2', 'X', 'NS'),
    ('1S X 2NT P: minimum: sign off facing a limit raise', '1S X 2NT P', 'KQT73.A84.Q52.J6', '3S', 'None'),
    ('P P 1S X 2NT P: 16 HCP: accept the limit raise', 'P P 1S X 2NT P', 'AKT73.KQ4.A52.96', '4S', 'EW'),
    ('1D X 1S P: minimum with four-card support: raise', '1D X 1S P', 'QT64.A5.KJ74.Q83', '2S', 'None'),
    ('P 1D X 1H P: 12-14 balanced, spades stopped', 'P 1D X 1H P', 'KJ5.Q4.AJ83.KT74', '1NT', 'All'),
    ('1C X 1H 1S: four-card support: raise', '1C X 1H 1S', '74.KJ93.A85.KQ62', '2H', 'None'),
    ("1H X 2H 2S: minimum five-card suit: partner's raise already said it",
     '1H X 2H 2S', 'K5.AQ974.Q83.J62', 'P', 'None'),
    ('P P 1H X 2H 2S: sixth trump: compete to three', 'P P 1H X 2H 2S', '72.AKT863.K94.Q5', '3H', 'EW'),
    ('1H X 2H 2S: 18 HCP facing a raise: game', '1H X 2H 2S', 'A2.AKJ74.KQ5.J84', '4H', 'All'),
    ('1S X 3S P: the jump raise was preemptive: no game with 15 HCP', '1S X 3S P', 'AQT73.K84.A52.Q6', 'P', 'None'),
    ('1H X 1NT P: six hearts, singleton spade: rebid the suit', '1H X 1NT P', '5.AQT974.K84.K73', '2H', 'None'),
    ('1H X 2C P: 2C is not forcing: minimum with no extra shape passes', '1H X 2C P', 'K84.AJ974.KJ5.83', 'P', 'NS'),
    ('1S X XX 2H: after a redouble, double is for penalty', '1S X XX 2H', 'AQT74.KJ93.K5.73', 'X', 'None'),
    ('1NT X 2D P: complete the transfer', '1NT X 2D P', 'KQ4.A83.KJ52.Q73', '2H', 'None'),
    ('P 1NT X 2C P: answer Stayman: four spades', 'P 1NT X 2C P', 'AJ74.K83.KQ5.Q62', '2S', 'NS'),
    ('1NT X P P: balanced 15 HCP: sit for the double', '1NT X P P', 'KQ4.A83.KJ52.Q73', 'P', 'All'),
    ('2S X P P: partner passed for penalty: a weak two never runs', '2S X P P', 'KQT874.84.Q73.52', 'P', 'None'),
    ('1D X 1NT P: balanced minimum: 1NT is fine', '1D X 1NT P', 'K84.AJ5.KQ63.952', 'P', 'None'),
    ('1H X 3H P: 19 HCP facing four trumps: bid game', '1H X 3H P', 'A5.AKJ84.KQ3.Q84', '4H', 'None'),
    ('1S X 1NT 2H: six spades: rebid them', '1S X 1NT 2H', 'AKJ874.5.Q73.J62', '2S', 'None'),
    ('1H X XX 1S P P: redoubler with spades doubles for penalty', '1H X XX 1S P P', 'KJ93.5.AQ84.JT62', 'X', 'None'),
    ('1S X 1NT 2H P P: already described: pass', '1S X 1NT 2H P P', '94.QT83.K952.Q74', 'P', 'None'),
    ('1H X 2H 2S P P: three trumps and a minimum raise already shown',
     '1H X 2H 2S P P', '952.K73.QJ84.963', 'P', 'None'),
    ('P 1C X XX 1D P P: redoubler with diamonds doubles for penalty',
     'P 1C X XX 1D P P', 'A5.KJ73.QT94.K62', 'X', 'NS'),
    ('1D X 1S P 2S P: 10 HCP five trumps: invite', '1D X 1S P 2S P', 'AQ974.K62.83.J84', '3S', 'None'),
    ('1H X 2NT P 3H P: opener signed off: limit raise already shown',
     '1H X 2NT P 3H P', 'QJ4.K932.A74.962', 'P', 'None'),
    ('1D X XX 1H P P: no heart stack: show the five spades', '1D X XX 1H P P', 'AQJ85.73.K84.Q62', '1S', 'None'),
    ('1D X 1H 1S P P: six hearts: compete', '1D X 1H 1S P P', '84.KQT974.J52.73', '2H', 'None'),
    ('1D P 1S X: four-card support: raise', '1D P 1S X', 'KJ74.5.AQ983.K62', '2S', 'None'),
    ('1C P 1H 1S: minimum balanced with spades stopped', '1C P 1H 1S', 'KJ5.Q4.Q85.AJ763', '1NT', 'NS'),
    ('P 1D P 1H 1S: four-card support: raise', 'P 1D P 1H 1S', '73.KT83.AKJ84.Q5', '2H', 'EW'),
    ('1C P 1H 2S: four-card support and a singleton: raise at the three level',
     '1C P 1H 2S', '8.AJ92.K73.KQT84', '3H', 'None'),
    ('1S P 2C 2D: six spades minimum: rebid them', '1S P 2C 2D', 'AQT974.K5.83.K72', '2S', 'All'),
    ('1H P 1S 2C: four-card support: raise', '1H P 1S 2C', 'KJ83.AQ984.5.Q72', '2S', 'None'),
    ('P 1D P 1H 2C: six diamonds minimum: rebid them', 'P 1D P 1H 2C', '84.K3.AQJ865.Q72', '2D', 'None'),
    ('1D P 1S 2H: minimum balanced: pass, partner bids again if he can', '1D P 1S 2H', 'K5.K94.AJ84.Q763', 'P', 'EW'),
    ('1H P 1NT 2C: six hearts: rebid them', '1H P 1NT 2C', '5.AQJT74.K73.Q84', '2H', 'None'),
    ('1S P 1NT 2H: five-five with a singleton heart: show the second suit',
     '1S P 1NT 2H', 'AQT74.5.KQJ84.73', '3D', 'None'),
    ('P P P 1S P 1NT X: six spades: rebid them', 'P P P 1S P 1NT X', 'AQJ974.K4.Q83.95', '2S', 'NS'),
    ('1C P 1H X: four-card support: raise', '1C P 1H X', 'A4.KQ73.J83.KJ92', '2H', 'None'),
    ('P P 1C P 1H X: six clubs, two hearts: rebid clubs', 'P P 1C P 1H X', '85.Q3.K84.AKJ963', '2C', 'EW'),
    ('1H P 1S X: six hearts: rebid them', '1H P 1S X', '7.AQJ973.KT4.Q82', '2H', 'None'),
    ('1D P 1H X: 16 HCP plus shape with four trumps: invitational jump raise',
     '1D P 1H X', 'A4.KQ73.AQJ85.73', '3H', 'All'),
    ('1S P 1NT 2H: minimum 5-3-3-2: pass', '1S P 1NT 2H', 'KQ874.A73.Q82.J5', 'P', 'None'),
    ('P P P 1C P 1S 2H: four-card support: raise', 'P P P 1C P 1S 2H', 'KJ83.94.A5.KQ753', '2S', 'NS'),
]

# Partner's preemptive jump raise over their double (four trumps, weak): opener bids game with 19+ points counting
# length and, with a singleton or void, shortness, as over the single raise: partner's fourth trump ruffs what the
# short suit loses. Without the short suit, or a point of it less, the jump stays a part score.
GAME_OPPOSITE_THE_PREEMPTIVE_RAISE = [
    ('1S X 3S P: 15 HCP, five-five with a void: four losers opposite four trumps, game',
     '1S X 3S P', 'AKQT3.AQT98.632.', '4S', 'None'),
    ('1S X 3S 4C: they bid over the raise: the same hand still bids game', '1S X 3S 4C', 'AKQT3.AQT98.632.', '4S', 'None'),
    ('1H X 3H P: 14 HCP, five-five with a singleton: game', '1H X 3H P', '6.AKJ93.KQT84.J2', '4H', 'NS'),
    ('1S X 3S P: 15 HCP, 5-4-3-1: a singleton only, 18 points: pass', '1S X 3S P', 'AKQT3.AQT9.632.4', 'P', 'None'),
    ('1S X 3S P: 15 HCP, 5-3-3-2: no short suit, pass', '1S X 3S P', 'AKQT3.AQT.632.43', 'P', 'None'),
]

# 1S 2H, the two-over-one in hearts, promises five hearts (the booklet): when they bid over it at the three level
# opener with three hearts holds an eight-card fit, and a minimum bids the game in it (neither a penalty double with
# three small of their suit nor a pass). Without the fit a six-card spade suit rebids; without their bid the raise
# is the booklet's forcing 3H.
FIT_FOR_THE_TWO_OVER_ONE_HEARTS = [
    ('1S P 2H 3C: three hearts opposite the five the two-over-one shows: game in the fit',
     '1S P 2H 3C', 'AKJ84.Q72.K3.852', '4H', 'None'),
    ('1S P 2H 3D: the same over their diamonds: game in hearts', '1S P 2H 3D', 'AKJ84.Q72.K3.852', '4H', 'EW'),
    ('P 1S P 2H 3C: third seat, a full opening, the same game', 'P 1S P 2H 3C', 'KQJ84.Q72.A3.852', '4H', 'None'),
    ('1S P 2H 3C: two hearts and six spades: rebid the spades', '1S P 2H 3C', 'AKJ842.72.KQ3.85', '3S', 'None'),
    ('1S P 2H P: no overcall: the booklet\'s raise, 3H forcing', '1S P 2H P', 'AKJ84.Q72.K3.852', '3H', 'None'),
]

# We open, partner bids a new suit at two, they overcall it and opener rebids his suit: responder with game values,
# their suit unstopped and a six-card suit that can no longer be bid below 3NT cue-bids their suit, asking for a
# stopper, rather than pass a part score. With their suit stopped, 3NT; after opener's 2NT (their suit stopped), 3NT.
CUE_FOR_A_STOPPER_WITH_A_LONG_MINOR = [
    ('1D P 2C 2H 3D P: 15 HCP, six clubs past 3NT, hearts unstopped: 3H asks for a stopper',
     '1D P 2C 2H 3D P', 'KQ3.54.Q2.AKJ654', '3H', 'None'),
    ('1D P 2C 2H 3D P: seven clubs and QJ doubleton of hearts, no stopper: 3H',
     '1D P 2C 2H 3D P', 'Q3.QJ.92.AKJT654', '3H', 'NS'),
    ('1D P 2C 2H 3D P: the king of hearts guarded: 3NT', '1D P 2C 2H 3D P', 'KQ3.K54.2.AKJ654', '3NT', 'None'),
    ("1D P 2C 2H 2NT P: opener's 2NT stopped the hearts: 3NT", '1D P 2C 2H 2NT P', 'KQ3.54.Q2.AKJ654', '3NT', 'None'),
]

# Partner raised my one-level major over their overcall and they bid again below three of it: my invitational
# values (four trumps, 11-12 support points) still bid three, which over their bid competes rather than invites, and
# 13+ game, as when they pass; less passes.
RAISED_MAJOR_BID_OVER = [
    ('1C P 1S 2D 2S 3D: four trumps and 11 HCP: three spades, competing over their 3D',
     '1C P 1S 2D 2S 3D', 'AJ62.986.83.AQ73', '3S', 'None'),
    ('1C P 1H 1S 2H 2S: four trumps and 10 HCP with a doubleton: three hearts',
     '1C P 1H 1S 2H 2S', 'AJ62.K986.83.Q73', '3H', 'EW'),
    ('1C P 1S 2D 2S 3D: 14 HCP and four trumps: game', '1C P 1S 2D 2S 3D', 'AJ62.K86.83.AQ73', '4S', 'None'),
    ('1C P 1S 2D 2S 3D: two points less, 9 HCP (10 support points): pass, the raise found the fit',
     '1C P 1S 2D 2S 3D', 'AJ62.986.83.KJ73', 'P', 'None'),
    ('1C P 1S 2D 2S 3D: four points less, 7 HCP: pass', '1C P 1S 2D 2S 3D',
     'AJ62.986.83.Q973', 'P', 'None'),
    ('1C P 1S 2D 2S P: their pass: the same 11 HCP invite with 3S', '1C P 1S 2D 2S P', 'AJ62.986.83.AQ73', '3S', 'None'),
]

# A passed hand's new suit at two is not forcing, and a minimum with two or more cards in it passes; but when they
# bid over it, a pass lets them play in their suit with our fit: four cards of partner's minor (three of hearts)
# compete at three.
PASSED_HANDS_SUIT_OVERCALLED = [
    ("P P 1S P 2C 2D: four clubs opposite the passed hand's 2C: compete with 3C",
     'P P 1S P 2C 2D', 'KT743.A5.73.KQ84', '3C', 'NS'),
    ("P P 1H P 2D 2S: four diamonds opposite the passed hand's 2D: compete with 3D",
     'P P 1H P 2D 2S', 'K5.KT743.QJ84.73', '3D', 'None'),
    ("P P 1S P 2C 2D: one club fewer, three: the minimum still passes",
     'P P 1S P 2C 2D', 'KT743.A53.73.KQ8', 'P', 'NS'),
    ("P P 1S P 2C P: no overcall: the passed hand's 2C is not forcing, the minimum passes it",
     'P P 1S P 2C P', 'KT743.A5.73.KQ84', 'P', 'NS'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"),
                         QUIZ + GAME_OPPOSITE_THE_PREEMPTIVE_RAISE + FIT_FOR_THE_TWO_OVER_ONE_HEARTS
                         + CUE_FOR_A_STOPPER_WITH_A_LONG_MINOR + RAISED_MAJOR_BID_OVER
                         + PASSED_HANDS_SUIT_OVERCALLED)
def test_over_their_double_exam(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    """Our side, after their takeout double or their bid over partner's response, makes the expected call."""
    assert_booklet_call(calls, hand, call, vulnerable)
