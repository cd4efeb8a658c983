"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a fourth mock exam on
contested auctions after the first round, written blind (before reading the rules): opener's rebid after the negative
double at one and two (the booklet plays them through 2S: above, partner's double is for penalty), after a free bid,
a free raise, a cue-bid raise or 1NT; opener and responder after their takeout double and our redouble; the
overcaller's, the doubler's and the advancer's second calls; the partscore battle at two and three by the total
trumps; and doubling their game or save, or bidding on. Then the positions of the rules the exam found wanting, with
their neighbours. Each position is (the reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).

# The blind quiz, every position whose answer stands after the second look (the six three-level doubles corrected to
# the booklet's penalty double).
QUIZ = [
    ('negative double of 1H shows four spades; minimum opener shows them at the one level',
     '1C 1H X P', 'KQ74.85.A63.KJ72', '1S'),
    ("four spades with 17: jump in partner's promised suit is invitational", '1D 1H X P', 'AKJ4.62.AQ975.K3', '2S'),
    ('negative double of 1S shows hearts; 2H is a minimum, not a reverse', '1C 1S X P', '75.AJ84.K6.AQ972', '2H'),
    ('12-14 balanced with a spade stopper and no four hearts', '1C 1S X P', 'Q83.K7.A104.KJ952', '1NT'),
    ('negative double of 2C shows spades; minimum opener bids 2S', '1H 2C X P', 'AQ75.KJ963.84.K2', '2S'),
    ('four spades and 16: jump to invite game', '1H 2C X P', 'AQ75.AKJ63.84.Q2', '3S'),
    ('minimum balanced with diamond stopper and no four hearts', '1S 2D X P', 'AK1085.Q4.KJ7.963', '2NT'),
    ('four hearts for the negative double, minimum: 2H', '1S 2D X P', 'AK1085.KQ43.72.J6', '2H'),
    ('four hearts and 16: jump to invite', '1S 2D X P', 'AK1085.KQ43.72.A6', '3H'),
    ('12-14 with heart stopper and no four spades', '1C 1H X P', '97.KQ5.AJ4.Q10862', '1NT'),
    ('17 with a good six-card suit: jump rebid invites', '1C 1H X P', '97.K5.AJ4.AKQ862', '3C'),
    ('balanced minimum with spade stopper', '1H 1S X P', 'AJ9.AK875.96.Q103', '1NT'),
    ("negative doubles stop at 2S: partner's double of 3C is for penalty; a doubleton club leaves it in",
     '1H 3C X P', 'AQ84.KJ1075.K6.83', 'P'),
    ("partner's double of 3D is for penalty in SAYC: with a diamond stopper and no shortness, leave it in",
     '1S 3D X P', 'AKJ75.83.AQ4.K62', 'P'),
    ("partner's double of 3D is for penalty in SAYC: a doubleton diamond and defence, leave it in",
     '1S 3D X P', 'AKJ753.K3.84.A62', 'P'),
    ('solid diamond stack and no spade fit: convert the negative double', '1H 3D X P', 'A6.KQJ87.QJ109.74', 'P'),
    ('four-card heart fit with 17: jump to invite', '1D 1S X P', '63.AQ94.AK1084.KJ', '3H'),
    ('four-card heart fit, minimum: simple 2H', '1D 1S X P', '63.AQ94.AK1084.85', '2H'),
    ('minimum opposite a free raise: pass', '1H 1S 2H P', '84.AQJ75.K73.K62', 'P'),
    ('17 with six good hearts opposite a raise: bid game', '1H 1S 2H P', 'A4.AKJ753.KQ3.62', '4H'),
    ('minimum opposite a single raise', '1S 2C 2S P', 'AQ974.K83.KJ2.65', 'P'),
    ('19 opposite a raise: bid game', '1S 2C 2S P', 'AK974.AK3.KQ2.65', '4S'),
    ('minimum opposite a free raise', '1D 1S 2D P', 'A8.763.AQ1086.K94', 'P'),
    ('no heart stopper for 1NT and no spade fit: rebid clubs', '1C 1H 1S P', 'K7.864.AQ5.AJ963', '2C'),
    ('12-14 balanced with a heart stopper', '1C 1H 1S P', 'K7.AJ4.985.AQ963', '1NT'),
    ("raise partner's five-card free bid with support", '1C 1H 1S P', 'KJ74.63.A82.KQ75', '2S'),
    ('minimum, diamond stopper, no spade fit', '1H 2D 2S P', '74.AKJ85.KJ3.Q82', '2NT'),
    ('four-card support for a forcing free bid, no heart stopper', '1S 2H 3D P', 'AK864.73.K1042.A5', '4D'),
    ('minimum opposite a cue-bid limit raise: sign off', '1S 2H 3H P', 'AQ964.85.KJ3.Q72', '3S'),
    ('extras and a singleton opposite a cue-bid limit raise', '1S 2H 3H P', 'AQ964.8.AKJ3.Q72', '4S'),
    ('extras opposite a cue-bid limit raise', '1H 1S 2S P', 'A3.KQ975.AJ4.K105', '4H'),
    ('minimum balanced opposite a competitive 1NT', '1C 1S 1NT P', '86.KQ4.A73.KJ952', 'P'),
    ('after the redouble opener passes with a normal hand', '1H X XX P', '84.KQJ75.A62.K83', 'P'),
    ('a forcing pass lets partner double or bid', '1H X XX 1S', '84.KQJ75.A62.K83', 'P'),
    ("four good spades behind the bidder after partner's redouble: penalty", '1H X XX 1S', 'AQ109.KQJ75.62.83', 'X'),
    ('the redoubler doubles their escape with clubs for penalty', '1H X XX 2C P P', 'A84.73.KJ92.Q1095', 'X'),
    ('no clubs to double: show the five-card spade suit', '1H X XX 2C P P', 'KQ1087.52.AJ93.84', '2S'),
    ('minimum opposite the Jordan 2NT limit raise', '1S X 2NT P', 'AQ875.K6.984.QJ3', '3S'),
    ('extras opposite the Jordan limit raise', '1S X 2NT P', 'AQ875.K6.A84.KJ3', '4S'),
    ("partner's jump raise over the double is preemptive", '1H X 3H P', 'K84.AQ965.KJ3.72', 'P'),
    ("partner's double after the redouble is penalty: leave it", '1S X XX 2D P P X P', 'AQ875.K6.J84.Q53', 'P'),
    ('overcaller with a minimum opposite a raise', '1H 1S P 2S P', 'KQJ86.74.A95.863', 'P'),
    ('overcaller with 17 and six good spades opposite a raise', '1H 1S P 2S P', 'AKJ864.74.AQ5.K3', '4S'),
    ('minimum overcall opposite the cue-bid raise', '1D 1H P 2D P', '84.KQJ85.743.A62', '2H'),
    ('sound overcall with extras opposite the cue-bid raise', '1D 1H P 2D P', 'A4.AQJ853.74.KQ2', '4H'),
    ('minimum overcall opposite 1NT', '1C 1S P 1NT P', 'AQJ75.K64.83.952', 'P'),
    ('double then a new suit shows a strong single-suiter', '1D X P 1S P', 'A7.AKQJ64.K53.82', '2H'),
    ('minimum takeout double opposite a forced response', '1D X P 1S P', 'KQ84.AJ73.85.K98', 'P'),
    ('double then 1NT shows the hand too strong for a 1NT overcall', '1C X P 1H P', 'AQ4.KJ8.KQ73.A102', '1NT'),
    ('extras opposite the invitational jump advance', '1H X P 2S P', 'AK74.6.AQ83.K1095', '4S'),
    ('answer the cue-bid with the four-card major', '1H X P 2H P', 'KJ74.8.AQ83.Q1095', '2S'),
    ('eight trumps: do not compete at the three level', '1H 1S P 2S 3H P P', 'Q74.853.KJ64.Q92', 'P'),
    ('nine trumps: compete to the three level', '1H 1S P 2S 3H P P', 'Q742.85.KJ64.932', '3S'),
    ("nothing to add opposite the doubler's nonforcing suit", '1C X P 1D P 1H P', '864.J73.98764.62', 'P'),
    ('eight trumps and a simple raise already made: pass', '1H 1S 2H 2S P P', '853.K94.QJ74.K62', 'P'),
    ('nine trumps: compete to 3H', '1H 1S 2H 2S P P', '85.K942.QJ74.K62', '3H'),
    ('minimum five-card opener: let partner decide', '1H 1S 2H 2S', '74.AQ863.KJ5.Q92', 'P'),
    ('sixth trump: compete to 3H', '1H 1S 2H 2S', '74.AQ10863.KJ5.Q9', '3H'),
    ('17 with six hearts opposite a raise: game', '1H 1S 2H 2S', '7.AQ10863.KJ5.AK9', '4H'),
    ('eight trumps: let them play 3H', '1S 2H 2S 3H P P', 'K84.753.A962.Q84', 'P'),
    ('four-card support makes nine trumps: compete', '1S 2H 2S 3H P P', 'K842.753.A962.84', '3S'),
    ('six spades: nine trumps, compete', '1S 2H 2S 3H', 'AQJ864.52.K93.Q5', '3S'),
    ('minimum five-card opener: pass', '1S 2H 2S 3H', 'AQJ86.52.K93.Q52', 'P'),
    ('six-card suit: do not sell out at the two level when they have a fit',
     'P P 1H 1S 2H P P', 'AQJ973.84.K105.72', '2S'),
    ('six hearts opposite a raise: nine trumps', '1C 1H 1S 2H 2S', '84.AQJ963.K72.85', '3H'),
    ('five hearts only: eight trumps, pass', '1C 1H 1S 2H 2S', '842.AQJ96.K72.85', 'P'),
    ('19 with two trump tricks: penalty double of their game', '1H 1S 2H 4S', 'AK4.AQJ86.KQ5.73', 'X'),
    ('no defence and a heart void: bid on', '1S 2H 4S 5H', 'AQ10873..KJ964.83', '5S'),
    ('preemptive raise already described: partner decides', '1H P 4H 4S P P', '7.Q10864.KJ852.64', 'P'),
    ('show the four spades partner asked for', '1C 1H X 2H', 'KJ85.74.A6.KQ963', '2S'),
    ('minimum with no spade fit and no heart stopper', '1C 1H X 2H', '95.743.AQ6.AKJ63', 'P'),
    ('show the four spades at the two level', '1D 1H X 2H', 'AQ74.6.KQ1085.Q43', '2S'),
    ('four spades for the negative double of 2H', '1C 2H X P', 'KQ76.84.A5.KJ963', '2S'),
    ('minimum with a heart stopper and no spades', '1C 2H X P', '86.AQ10.QJ4.AJ752', '2NT'),
    ('four hearts for the negative double, minimum', '1D 2S X P', 'A4.KJ85.AQ1086.73', '3H'),
    ('four hearts and 18: bid the game', '1D 2S X P', 'A4.KJ85.AQ1086.A3', '4H'),
    ('minimum balanced with a spade stopper', '1D 2S X P', 'KJ9.75.AQ1086.K94', '2NT'),
    ("partner's double of 3S is for penalty in SAYC: a singleton spade, but no six-card suit or five-five: leave it in",
     '1C 3S X P', '7.AK84.K96.AJ1073', 'P'),
    ('no heart support: show the diamond suit', '1S 2C X P', 'AK864.Q8.KJ52.94', '2D'),
    ('no four hearts and no spade stopper: rebid diamonds', '1D 1S X P', '84.K93.AQ1075.KJ2', '2D'),
    ('12-14 balanced with a spade stopper', '1D 1S X P', 'Q108.K93.AJ107.KJ2', '1NT'),
    ('four spades for the negative double, minimum', '1H 2D X P', 'AJ73.KQ984.62.K5', '2S'),
    ('six hearts, minimum, no spades', '1H 2D X P', '93.AKJ984.62.KQ5', '2H'),
    ('minimum with a club stopper and no four hearts', '1S 2C X P', 'AKJ74.Q5.863.KJ4', '2NT'),
    ("partner's double of 3H is for penalty in SAYC: 5-4 with a singleton heart still defends",
     '1D 3H X P', 'KQ85.4.AQ973.J62', 'P'),
    ("partner's double of 3H is for penalty in SAYC: KQ10 of hearts behind them, leave it in",
     '1D 3H X P', 'A95.KQ10.AJ874.62', 'P'),
    ('four hearts for the negative double', '1C 2S X P', 'A5.KQ74.83.AJ1086', '3H'),
    ('show the four spades at the one level', '1C 1D 1H P', 'K964.A5.72.AKJ83', '1S'),
    ('six spades, minimum', '1S 2D 2H P', 'AQ9642.83.K5.KJ7', '2S'),
    ('minimum opposite a cue-bid raise without a spade stopper', '1D 1S 2S P', '86.AQ7.AK1084.953', '3D'),
    ("partner's jump raise in competition is preemptive", '1D 1H 3D P', 'AJ4.86.AK973.J82', 'P'),
    ('two-suiter, minimum: show the second suit', '1H 1S 1NT P', '7.AKJ96.KQ1084.75', '2D'),
    ('15 opposite an invitational 2NT with club stopper: accept', '1H 2C 2NT P', '96.AQ873.KJ4.KQ2', '3NT'),
    ("minimum opposite opener's 1NT", '1C 1H X P 1NT P', 'KJ84.653.A72.962', 'P'),
    ('answer the balancing double at the cheapest level', '1H P 2H P P X P', 'KJ974.853.K6.972', '2S'),
    ('sixth trump: compete to 3H', '1H P 2H P P X P 2S', '75.AK10864.KQ3.82', '3H'),
    ('five trumps only: pass', '1H P 2H P P X P 2S', '753.AK1086.KQ3.82', 'P'),
    ('four-card support makes nine trumps: compete', '1H P 2H P P X P 2S P P', '84.Q973.KJ62.854', '3H'),
    ('extras with four-card support: compete', '1H X P 1S 2H', 'KQ74.6.AQ85.KJ92', '2S'),
    ("nothing extra opposite the doubler's raise", '1C X P 1H P 2H P', '864.J753.962.Q84', 'P'),
    ('maximum for the raise: accept the invitation', '1C 1S P 2S P 3S P', 'Q74.KJ83.965.K42', '4S'),
    ('minimum for the raise: decline the invitation', '1C 1S P 2S P 3S P', 'Q74.J863.965.K42', 'P'),
    ('redoubled and left there: run to the cheapest four-card suit', '1H X XX P P', 'AJ84.5.KQ73.K1082', '1S'),
]

# Their bid over partner's raise of my one-level suit to game: the raise may be weak, and I decide. A singleton or
# void in their suit with six-five shape bids on; a balanced hand below 16 HCP passes (the double wants more).
THEIR_SAVE_OVER_PARTNERS_RAISE = [
    ('balanced, 11 HCP: nothing to add, pass', '1H 1S 4H 4S', 'K7.AJ864.Q53.J93', 'P'),
    ('five-four with a singleton in their suit: too little shape to bid on, pass',
     '1H 1S 4H 4S', '7.AJ864.KQ53.J93', 'P'),
    ('the singleton king of their suit does not defend: pass', '1H 1S 4H 4S', 'K.AJ8642.KQ5.J93', 'P'),
    ('six-five with a singleton in their suit: bid on', '1S 2H 4S 5H', 'AQ10873.7.KJ964.8', '5S'),
]

# My takeout double of their one of a suit redoubled, passed round to me: one of a suit redoubled is their game if it
# makes, and partner's pass named no suit: my longest other suit, the cheapest of equal length.
DOUBLER_REDOUBLED = [
    ('four-four in the majors over their 1C redoubled: the cheaper, 1H', '1C X XX P P', 'AJ84.KQ73.52.K108', '1H'),
    ('five clubs and four spades: the longer suit', '1H X XX P P', 'AJ84.5.KQ7.K10832', '2C'),
    ('a strong six-card suit: it', '1D X XX P P', 'A7.AKQJ64.K53.82', '1H'),
    ('partner bid over the redouble: it no longer stands, a minimum double passes',
     '1H X XX 1S P', 'AJ84.5.KQ73.K1082', 'P'),
]

# Opener's rebid after the negative double with a five-card major and four cards in a lower unbid suit: the second
# suit at the two level (no reverse), not the major again as if six.
LOWER_SUIT_AFTER_NEGATIVE_DOUBLE = [
    ('six spades: rebid them', '1S 2C X P', 'AK8642.Q8.KJ5.94', '2S'),
    ('three diamonds, not four: the opening suit', '1S 2C X P', 'AK864.Q87.KJ5.94', '2S'),
    ('hearts opened, their clubs doubled: four diamonds at two', '1H 2C X P', 'K84.AQ1075.KJ32.9', '2D'),
    ('clubs opened, diamonds higher: 2D would reverse, so clubs again', '1C 1S X P', '84.K9.KJ32.AQ1075', '2C'),
    ('the lower suit only at three: spades again', '1S 2D X P', 'AK864.Q8.52.KJ94', '2S'),
]

# Opener after partner's cue-bid raise of the minor: 3NT is the likely game, so their suit stopped and no singleton
# bid no trump (the cheapest with a minimum, 3NT with more); without the stopper, the minor.
OPENER_AFTER_MINOR_CUE_RAISE = [
    ('minimum with the spade stopper over the cue-bid raise: show it, 2NT', '1D 1S 2S P', 'KJ8.AQ7.K10842.95', '2NT'),
    ('three points more, 17 HCP and the stopper: 3NT, not five of the minor', '1D 1S 2S P', 'KJ8.AQ7.AK1084.95', '3NT'),
    ('a singleton club: no no trump, the minor', '1D 1S 2S P', 'KJ84.AQ7.K10842.5', '3D'),
    ('clubs opened, hearts overcalled: the same 2NT', '1C 1H 2H P', 'KJ8.Q74.95.AQ842', '2NT'),
    ('the cue bid at three over their weak jump: 3NT is the cheapest no trump',
     '1D 2S 3S P', 'KJ8.AQ7.K10842.95', '3NT'),
]

# Their jump to game over partner's forcing free bid (10+): with game values together and a trump trick (three cards,
# 4+ HCP in them) opener doubles; a point more doubles on values alone, as before.
DOUBLE_THEIR_JUMP_WITH_A_TRUMP_TRICK = [
    ('13 HCP opposite the free bid, KJx of their trumps: double', '1D 1S 2H 4S', 'KJ4.85.AQ973.K62', 'X'),
    ('K54 of their suit, no trump trick: pass', '1D 1S 2H 4S', 'K54.85.AQ973.K62', 'P'),
    ('a point more, 25 together: double on values', '1D 1S 2H 4S', 'KJ4.85.AQ973.A62', 'X'),
    ("partner's one-level answer shows only 6: no double", '1C 1H 1S 4H', 'A5.KJ4.Q73.KJ842', 'P'),
]

POSITIONS = (QUIZ + THEIR_SAVE_OVER_PARTNERS_RAISE + DOUBLER_REDOUBLED + LOWER_SUIT_AFTER_NEGATIVE_DOUBLE
             + OPENER_AFTER_MINOR_CUE_RAISE + DOUBLE_THEIR_JUMP_WITH_A_TRUMP_TRICK)


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
