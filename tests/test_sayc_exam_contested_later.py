"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a mock exam on the later
rounds of contested auctions, written blind (before reading the rules). Opener's rebid after their overcall or
double (the reopening double, the answer to a negative double, the free bid and raise answered, the redouble's
follow-ups); responder's second call (the competitive raise, the negative doubler again, the reopening double
answered); the overcaller's, the takeout doubler's and the advancer's second calls; competing at the three level
and over their game; balancing after they have found a fit. Then the positions of three rules the exam found
wanting, with their neighbours. Each position is (the reason, the auction so far with North dealing, the hand to
call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
# Opener's rebid when their overcall is passed round: the reopening double, the suit, the pass.
OPENER_REOPENS = [
    ('15 HCP with a singleton in their suit: opener reopens with a takeout double', '1H 2C P P',
     'KQ74.AQJ83.K52.6', 'X'),
    ('four clubs behind the overcaller: no reopening double, a minimum passes', '1H 2C P P', 'A4.KQ974.J3.KJ92', 'P'),
    ('minimum with a good six-card suit: rebid it in the reopening seat', '1H 2C P P', '83.AKJ975.KQ4.82', '2H'),
    ('singleton diamond and 14 HCP: reopening double', 'P 1S 2D P P', 'AQ973.KJ84.7.A92', 'X'),
    ('four cards in their suit: partner cannot hold a penalty pass, let them play', 'P 1S 2D P P',
     'KQJ84.A3.KJ92.85', 'P'),
    ('singleton spade and 14 HCP: reopening double', 'P P 1D 1S P P', '6.AJ73.KQ964.A82', 'X'),
    ('minimum with six diamonds: rebid the suit rather than double with no major', 'P P 1D 1S P P',
     '92.K5.AKJ874.Q63', '2D'),
    ('four spades over the overcaller, balanced minimum: pass', 'P P 1D 1S P P', 'KJ94.J3.AJ85.K72', 'P'),
    ('singleton diamond with four spades: reopening double', 'P P P 1H 2D P P', 'AJ73.KQT85.4.K92', 'X'),
    ('six hearts and a singleton spade: rebid hearts, a double would invite spades', 'P P P 1H 2D P P',
     '4.AQ9765.K93.KJ2', '2H'),
    ('singleton heart with four spades: reopening double', '1C 1H P P', 'AJ84.5.K93.AQJ73', 'X'),
    ('singleton heart and 13 HCP: reopening double', '1S 2H P P', 'AKJ74.3.K842.Q95', 'X'),
    ('minimum with six spades and a doubleton heart: rebid spades', '1S 2H P P', 'AQT865.K3.84.K62', '2S'),
    ('four hearts behind the overcaller: pass', '1S 2H P P', 'AQJ74.KJ95.K2.82', 'P'),
]

# Opener's rebid after partner's negative double.
OPENER_AFTER_NEGATIVE_DOUBLE = [
    ("partner's double shows four hearts: a minimum raise to 2H", '1C 1S X P', '84.KQ73.A6.KJ952', '2H'),
    ('balanced minimum with a spade stopper and no four-card heart suit', '1C 1S X P', 'KJ4.Q83.AJ5.Q974', '1NT'),
    ("four hearts and 17 HCP: jump in partner's suit", '1C 1S X P', 'A4.AKJ6.Q3.QJ852', '3H'),
    ('minimum with six clubs and two hearts: rebid clubs', '1C 1S X P', '92.A5.974.AKJ863', '2C'),
    ('double of 1H shows four spades: bid them at the cheapest level with a minimum', '1D 1H X P',
     'KQ83.72.AJ854.K6', '1S'),
    ('four spades and 17 HCP: jump raise of the suit partner showed', '1D 1H X P', 'AQ84.5.AKJ73.K92', '2S'),
    ('balanced minimum with a heart stopper and three spades', '1D 1H X P', '743.KJ4.AQ82.K93', '1NT'),
    ('balanced minimum with hearts well stopped and no four spades', 'P 1C 1H X P', '64.AQT9.K52.AJ83', '1NT'),
    ('the negative double shows spades: bid the four-card suit', '1H 2D X P', 'A964.AK873.5.Q82', '2S'),
    ('the negative double shows hearts: bid four of them', '1S 2C X P', 'AK974.Q863.K5.J4', '2H'),
    ('six spades and no four hearts: rebid spades', '1S 2C X P', 'AQJ743.K5.Q84.62', '2S'),
]

# Opener's rebid after partner's free bid or raise, over their overcall or double.
OPENER_AFTER_PARTNERS_ACTION = [
    ('minimum opposite a single raise: pass', '1H 1S 2H P', 'AJ4.KJ953.Q8.K62', 'P'),
    ('19 HCP and six hearts opposite a raise: bid game', '1H 1S 2H P', 'A5.AKJ874.KQ2.Q4', '4H'),
    ('sixth heart makes nine trumps: compete to 3H', '1H 1S 2H 2S', '83.AQJ874.KJ5.Q6', '3H'),
    ('flat minimum with five hearts: let partner decide', '1H 1S 2H 2S', 'K83.AJ753.Q84.K2', 'P'),
    ("four-card support for partner's forcing 2C with no spade stopper", '1D 1S 2C P', 'K4.K83.AQJ7.9532', '3C'),
    ('minimum, spades stopped, no heart fit: 2NT', '1D 1S 2H P', 'KJ4.Q3.AQ873.J52', '2NT'),
    ("three-card support for partner's forcing free bid", 'P 1S 2D 2H P', 'AJ974.Q52.A83.K4', '3H'),
    ('three-card support for the free 1S (five cards)', '1C 1H 1S P', 'KQ4.73.A85.QJ642', '2S'),
    ('minimum with a heart stopper and only two spades', '1C 1H 1S P', '96.KJ5.A84.AQ743', '1NT'),
    ('minimum opposite a raise: pass', '1H X 2H 2S', 'KQ4.AJ974.Q85.J3', 'P'),
    ('2NT over the double is a limit raise or better: minimum signs off', '1H X 2NT P', 'Q4.AK874.J93.Q52', '3H'),
    ('16 HCP opposite a limit raise: bid game', '1H X 2NT P', 'AQ4.AK874.K93.52', '4H'),
    ('four-card support and a minimum: single raise as without the double', '1C X 1H P', '93.KJ74.A6.KQ853', '2H'),
    ('four-card heart support: raise partner over their 1S', '1C X 1H 1S', 'Q83.AQ74.J5.KJ72', '2H'),
]

# After partner's redouble (or mine) of their takeout double.
REDOUBLE_FOLLOW_UPS = [
    ("balanced minimum after partner's redouble: pass and let partner double", '1D X XX 1S', 'K4.Q73.AJ852.K93', 'P'),
    ('nothing to add: sit for the redouble', '1H X XX P', 'KQ4.AJ974.Q85.J3', 'P'),
    ("balanced minimum after partner's redouble: pass", '1S X XX 2C', 'AK974.Q83.K52.J4', 'P'),
    ('good hearts over the runout bidder after the redouble: penalty double', '1S X XX 2H', 'AKJ74.KJ93.84.Q5', 'X'),
    ('the redoubler doubles the runout with four spades', '1D X XX 1S P P', 'KJ83.A97.Q4.K832', 'X'),
    ('the redoubler doubles the runout with four good clubs', '1H X XX 2C P P', 'A3.842.KJ75.QT96', 'X'),
]

# Responder's second call: the competitive raise, the negative doubler again, the reopening double answered.
RESPONDERS_SECOND_CALL = [
    ('six spades: compete again over their raise', '1C 1H 1S 2H P P', 'KQJ874.82.Q96.J4', '2S'),
    ('four trumps: nine trumps together, compete to 3H', '1H 2C 2H 3C P P', 'Q843.K642.7.Q832', '3H'),
    ("three trumps and a flat hand: 3H is partner's decision, not mine", '1H 2C 2H 3C P P', 'K84.Q73.J942.K85', 'P'),
    ('four trumps and a singleton diamond: compete to 3S', '1S 2D 2S 3D P P', 'K763.Q84.8.J9752', '3S'),
    ("13 HCP and four spades opposite opener's 1S: game", '1D 1H X P 1S P', 'KJ73.84.A92.KQ85', '4S'),
    ('7 HCP: the spade fit is found at a low level, pass', '1D 1H X P 1S P', 'Q972.743.K84.Q62', 'P'),
    ("6 HCP: pass opener's minimum 2H", '1C 1S X P 2H P', '82.K973.Q64.J852', 'P'),
    ("trap pass: convert partner's reopening double for penalty", '1S 2H P P X P', '84.KJ93.A72.Q854', 'P'),
    ('weak with five diamonds: take out to the longest suit', '1S 2H P P X P', '7.943.KJ852.Q864', '3D'),
    ('four hearts: bid them in answer to the reopening double', '1D 1S P P X P', '52.KQ84.J73.9652', '2H'),
    ('long strong spades behind the bidder: convert for penalty', '1D 1S P P X P', 'QJT95.72.K4.8632', 'P'),
    ('five clubs behind the overcaller: convert for penalty', '1D 2C P P X P', '84.K73.J82.KJ953', 'P'),
    ('weak with five spades: bid them', '1D 2C P P X P', 'Q9742.K83.J5.842', '2S'),
    ('weak with four spades: bid the major', '1D 2C P P X P', '9742.Q85.J63.K72', '2S'),
    ('five-card support: nine trumps, compete to 3D', '1D 1S 2D 2S P P', '84.K73.QJ953.K62', '3D'),
    ('flat with four diamonds: no need to push to the three level', '1D 1S 2D 2S P P', 'J7.Q963.K852.Q84', 'P'),
]

# The overcaller's second call.
OVERCALLERS_SECOND_CALL = [
    ('minimum overcall opposite a simple raise: pass', '1C 1S P 2S P', 'KQJ85.A72.963.84', 'P'),
    ('the jump raise of an overcall is preemptive: pass with 13 HCP', '1C 1S P 3S P', 'KQJ85.A72.K63.84', 'P'),
    ('minimum overcall answers the cue-bid with the cheapest rebid of the suit', '1C 1S P 2C P',
     'KQT85.A72.963.84', '2S'),
    ('full opening values opposite a limit raise or better: game', '1C 1S P 2C P', 'AKJ95.K72.QJ3.84', '4S'),
    ('six-card suit opposite 1NT: rebid spades', '1D 1S P 1NT P', 'KQJ963.A4.82.T73', '2S'),
    ('balanced minimum overcall: pass 1NT', '1D 1S P 1NT P', 'KJ874.Q95.A3.J62', 'P'),
    ('minimum overcall without a heart stopper answers the cue-bid in clubs', '1H 2C P 2H P', '84.73.K92.AQJ874', '3C'),
    ('six hearts opposite a raise: nine trumps, compete to 3H', '1C 1H 1S 2H 2S', '7.AQJ974.K83.952', '3H'),
    ('flat minimum with five hearts: pass', '1C 1H 1S 2H 2S', 'Q4.KJ873.A92.J53', 'P'),
    ('six good spades and a singleton diamond: compete over their fit', '1D 1S 2D P P', 'AQJ874.K93.5.Q62', '2S'),
    ('five spades, three diamonds, flat: pass', '1D 1S 2D P P', 'KQ874.J5.Q93.KJ4', 'P'),
    ('five spades and a minimum opposite a raise: eight trumps, stop at two', '1H 1S 2H 2S 3H',
     'AQ974.84.K53.J92', 'P'),
    ('six spades opposite a raise: nine trumps, compete to 3S', '1H 1S 2H 2S 3H', 'KQJ865.7.A92.Q84', '3S'),
    ('six spades: compete over their club fit', '1C 1S 2C P P', 'KQJ974.A52.8.J63', '2S'),
    ('six hearts and two spades: rebid hearts', '1C 1H P 1S P', '84.AQJ974.K93.75', '2H'),
    ("four-card support for advancer's spades: raise", '1C 1H P 1S P', 'K984.AQ974.K3.75', '2S'),
]

# The takeout doubler's second call.
DOUBLERS_SECOND_CALL = [
    ('minimum double opposite a forced 1H: pass', '1D X P 1H P', 'AJ84.KQ73.5.K952', 'P'),
    ('a strong hand with five spades: double then bid the suit', '1D X P 1H P', 'AKQ75.A84.2.KJ93', '1S'),
    ('19 balanced with diamonds stopped: double then notrump', '1D X P 1H P', 'AQ5.KJ4.KJ8.AJ73', '1NT'),
    ('minimum double opposite 1NT: pass', '1S X P 1NT P', '5.AQ84.KJ73.QJ92', 'P'),
    ('15 HCP is not enough to raise a forced answer: pass', '1S X P 2H P', 'K4.AQ73.KJ82.Q94', 'P'),
    ('15 HCP and four trumps opposite a jump answer: game', '1H X P 2S P', 'KJ84.5.AQ73.KQ62', '4S'),
    ('17 HCP with five hearts: double then bid the suit', '1C X 1S P P', '84.AKJ74.AQ3.K52', '2H'),
    ('minimum double and partner could not bid: pass', '1C X 1H P P', 'KQ84.75.AJ93.K62', 'P'),
    ('17 HCP: double again for takeout', '1H X 2H P P', 'AQ84.7.KJ93.AK52', 'X'),
    ('minimum double already made: pass', '1H X 2H P P', 'K984.6.AJ82.Q743', 'P'),
]

# The advancer's second call.
ADVANCERS_SECOND_CALL = [
    ('minimum raise: decline the invitation', '1D 1H P 2H P 3H P', '84.K973.Q852.J62', 'P'),
    ('maximum raise with four trumps: accept', '1D 1H P 2H P 3H P', 'K4.Q973.852.KJ62', '4H'),
    ('limit raise opposite the minimum rebid: pass', '1C 1S P 2C P 2S P', 'Q84.KJ3.A972.J52', 'P'),
    ('13 HCP and three trumps: game in spades, no club stopper for notrump', '1C 1S P 2C P 2S P',
     'K84.AQ3.KJ72.952', '4S'),
    ('13 HCP and four spades after the cue-bid: game', '1H X P 2H P 2S P', 'KJ84.73.AQ92.K53', '4S'),
    ("7 HCP with five trumps opposite the doubler's invitation: accept", '1S X P 2H P 3H P', '84.KJ874.Q93.J62', '4H'),
    ('3 HCP: decline the invitation', '1S X P 2H P 3H P', '843.J974.Q52.T62', 'P'),
    ("the doubler's second double asks: bid the four-card major", '1H X 2H P P X P', '9753.84.Q962.J83', '2S'),
]

# At the three level and over their game.
THREE_LEVEL_AND_GAME = [
    ('six spades opposite a raise: compete to 3S', '1S 2H 2S 3H', 'AKJ874.93.Q5.K82', '3S'),
    ('five-three-three-two minimum: leave it to partner', '1S 2H 2S 3H', 'KJ853.Q84.A52.K4', 'P'),
    ('minimum opening opposite a single raise: pass their game', '1H 1S 2H 4S', 'K4.AQ874.Q93.J52', 'P'),
    ('the preemptive raise has told its story: pass', '1H 1S 4H 4S P P', '83.KJ9742.Q865.4', 'P'),
]

# Balancing after they have found a fit.
BALANCING = [
    ('short hearts with the other suits: balance with a double', '1H P 2H P P', 'KJ84.5.A973.Q862', 'X'),
    ('five spades and short hearts: balance in spades', '1H P 2H P P', 'QJ975.63.K84.Q72', '2S'),
    ('three hearts with values in them: partner is short but weak, pass', '1H P 2H P P', '972.KJ4.Q83.K952', 'P'),
    ('singleton spade, four cards in each other suit: balancing double', 'P 1S P 2S P P', '5.KJ73.Q984.A652', 'X'),
    ('six good diamonds: balance in the suit', 'P 1S P 2S P P', '84.A7.KJT973.952', '3D'),
    ('both majors and short diamonds: balancing double', 'P P 1D P 2D P P', 'AJ74.K852.63.Q94', 'X'),
    ('five hearts: balance in the major', 'P P 1D P 2D P P', 'K3.QJ984.752.J63', '2H'),
    ('4 HCP: nothing to balance with', '1C P 2C P P', '9643.J72.Q85.J64', 'P'),
    ('six hearts and short spades: balance in hearts', '1S P 2S P P', '3.AQ8743.J92.K86', '3H'),
    ('short hearts with spades and clubs: balancing double', '1D P 1H P 2H P P', 'AJ64.5.K873.Q942', 'X'),
]

# Their game over my weak jump to game in partner's major: my hand is told, partner decides on the save (the
# position itself, 1H 1S 4H 4S P P, is among the game decisions above).
NO_SAVE_AFTER_MY_JUMP_TO_GAME = [
    ("one card fewer in hearts, five-five: still told, pass", "1H 1S 4H 4S P P", "83.KJ974.Q8652.4", "P"),
    ("the advancer's jump to 4H over the overcall: the same, pass", "1C 1H P 4H 4S P P", "83.KJ9742.Q865.4", "P"),
    ("partner's weak jump showed five trumps: with six and a singleton, eleven trumps, opener saves",
     "1H 1S 4H 4S", "7.KQJ874.KJ852.3", "5H"),
]

# The negative doubler after opener bid the major the double showed at the cheapest level: a minimum and the fit
# found, not a new suit to raise; 6–9 pass, more invites or bids game (1D 1H X P 1S P itself is among responder's
# calls above).
NEGATIVE_DOUBLER_FIT_FOUND = [
    ("one point more, 9 HCP flat: still no game opposite the minimum", "1D 1H X P 1S P", "Q972.743.K84.A62", "P"),
    ("10 HCP: invite with the jump raise", "1D 1H X P 1S P", "Q972.743.A84.A62", "3S"),
    ("the double of 1D showed both majors: opener's 1H is a minimum fit, 7 HCP pass", "1C 1D X P 1H P",
     "Q972.K743.84.Q62", "P"),
]

# The advancer after the overcaller's minimum answer to the cue-bid raise: the limit raise passes, an opening hand
# (13+ in support) bids the game (1C 1S P 2C P 2S P itself is among the advancer's calls above).
ADVANCER_AFTER_MINIMUM_ANSWER = [
    ("one point less, 12 HCP flat: the limit raise passes the minimum", "1C 1S P 2C P 2S P", "K84.AQ3.QJ72.952", "P"),
    ("the other major: 14 HCP with three trumps bids game", "1D 1H P 2D P 2H P", "K84.Q73.KJ72.AJ5", "4H"),
    ("the other major: 10 HCP passes the minimum", "1D 1H P 2D P 2H P", "K84.Q73.QJ72.Q52", "P"),
]

POSITIONS = (OPENER_REOPENS + OPENER_AFTER_NEGATIVE_DOUBLE + OPENER_AFTER_PARTNERS_ACTION + REDOUBLE_FOLLOW_UPS +
             RESPONDERS_SECOND_CALL + OVERCALLERS_SECOND_CALL + DOUBLERS_SECOND_CALL + ADVANCERS_SECOND_CALL +
             THREE_LEVEL_AND_GAME + BALANCING + NO_SAVE_AFTER_MY_JUMP_TO_GAME + NEGATIVE_DOUBLER_FIT_FOUND +
             ADVANCER_AFTER_MINIMUM_ANSWER)


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
