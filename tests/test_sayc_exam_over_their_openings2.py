"""The ``sayc`` system when they have opened and the call is ours, as a teacher sets a quiz: the simple and jump
overcalls at one and two (suit quality and vulnerability), 1NT direct and in the pass-out seat, the takeout double
(its shape and strength, the strong double then a new suit or no trump), Michaels and the unusual 2NT, over their
one of a suit, their 1NT, their weak twos and preempts; the advancer's first answer (the raise by the total trumps,
the cue-bid raise, a new suit, no trump, the jump answer to a double, the penalty pass); and the overcaller's or
doubler's second call. All four seats, varied vulnerability. Each is (the reason, the auction so far with North
dealing, the hand to call, the call, the vulnerability); where the booklet is silent the reason is mainstream
Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the sides vulnerable).
QUIZ = [
    ('five good spades and 10 HCP: a one-level overcall',
     '1C', 'KQJ85.A62.743.92', '1S', 'None'),
    ('good five-card hearts, 10 HCP: one-level overcall even vulnerable',
     '1D', '93.AQJ94.K82.763', '1H', 'All'),
    ('strong five-card spades, 11 HCP: overcall 1S',
     '1H', 'AKJ94.72.Q83.J64', '1S', 'EW'),
    ('five hearts with 2-5-3-3 shape: overcall, not a double',
     '1C', '72.KJ1083.A94.Q65', '1H', 'NS'),
    ('favourable, a fine spade suit with 7 HCP: lead-directing 1S overcall',
     '1C', 'KQJ97.843.852.J4', '1S', 'NS'),
    ('ragged suit and 6 HCP: no overcall',
     '1D', '86532.K74.Q52.J3', 'P', 'EW'),
    ('good six-card diamonds, 13 HCP: sound two-level overcall',
     '1S', '84.A73.KQJ952.K6', '2D', 'All'),
    ('poor five-card suit and 9 HCP vulnerable: too weak for a two-level overcall',
     '1S', 'K5.QJ3.J8642.Q72', 'P', 'EW'),
    ('good six-card clubs, 14 HCP: two-level overcall',
     '1H', 'A4.953.K7.AQJ1085', '2C', 'None'),
    ('20 HCP: too strong to overcall, double then bid spades',
     '1D', 'AKQ1054.AK3.4.KJ4', 'X', 'None'),
    ('six good hearts, 7 HCP: weak jump overcall',
     '1C', '5.KQJ973.862.J54', '2H', 'None'),
    ('six good spades, 6 HCP, favourable: weak jump overcall',
     '1H', 'KQ10986.5.J73.842', '2S', 'NS'),
    ('seven good clubs, weak: jump overcall to the three level',
     '1D', '7.84.J42.KQJ10863', '3C', 'None'),
    ('16 HCP balanced with a heart stopper: 1NT overcall',
     '1H', 'KJ4.AQ3.KJ72.Q94', '1NT', 'None'),
    ('18 HCP balanced with a spade stopper: top of the 1NT overcall',
     '1S', 'AQ3.K84.KQ102.A97', '1NT', 'EW'),
    ('16 HCP but no spade stopper, three cards in each other suit: takeout double',
     '1S', '973.AQ4.KQ82.AJ5', 'X', 'None'),
    ('21 HCP balanced: too strong for 1NT, double then bid notrump',
     '1D', 'AQ4.KJ3.AQ8.KQ52', 'X', 'All'),
    ('balancing 1NT: 13 HCP balanced with a heart stopper',
     '1H P P', 'K84.AJ5.Q863.K72', '1NT', 'None'),
    ('balancing takeout double: short diamonds, the other three suits',
     '1D P P', 'KJ72.Q1083.5.A964', 'X', 'EW'),
    ('balancing seat: a modest five-card spade suit is enough for 1S',
     '1C P P', 'QJ1084.K82.Q74.63', '1S', 'None'),
    ('length and strength in their suit: pass and defend 1H',
     '1H P P', '74.KJ1092.A5.Q843', 'P', 'EW'),
    ('classic takeout double: short hearts, four cards in each other suit, 13 HCP',
     '1H', 'KJ83.5.AQ74.K962', 'X', 'None'),
    ('short spades, 4-4-4 in the rest, 12 HCP: takeout double',
     '1S', '4.KQ82.A1053.QJ74', 'X', 'All'),
    ('4-4-4-1 short in clubs with 12 HCP: takeout double',
     '1C', 'AJ84.KQ73.Q1052.6', 'X', 'NS'),
    ('good five-card clubs, only two spades: overcall 2C rather than double',
     '1D', 'K7.QJ4.953.AKJ84', '2C', 'None'),
    ('short diamonds, four cards in each other suit, 12 HCP: takeout double',
     '1D', 'A1064.KJ75.2.KJ73', 'X', 'EW'),
    ('ideal shape but only 6 HCP: too weak to double',
     '1H', 'Q1073.4.K862.J975', 'P', 'None'),
    ('17 HCP with a strong heart suit: double then a new suit shows the strong hand',
     '1C X P 1D P', 'A5.AKQJ84.K73.85', '1H', 'None'),
    ('minimum double, partner showed 0-8: pass',
     '1D X P 1H P', 'KJ83.Q74.5.AQ962', 'P', 'None'),
    ('16 HCP and four-card support: raise to invite game',
     '1C X P 1H P', 'AK74.KQ85.A62.73', '2H', 'All'),
    ('20 HCP balanced: double then 1NT shows the hand too strong for a 1NT overcall',
     '1C X P 1H P', 'AQ4.K82.AK73.KJ5', '1NT', 'None'),
    ('6 HCP: cheapest bid in the unbid major',
     '1H X P', 'Q853.742.J82.K63', '1S', 'None'),
    ('10 HCP with four spades: jump response, invitational',
     '1H X P', 'KQ84.73.A1052.J64', '2S', 'NS'),
    ('13 HCP and five spades opposite a takeout double: bid game',
     '1H X P', 'AQJ85.73.K104.K64', '4S', 'EW'),
    ('nothing, but must answer: bid the four-card suit',
     '1S X P', '853.742.J82.Q963', '2C', 'None'),
    ('8 HCP, spade stopper, no four-card major: 1NT advance',
     '1S X P', 'KQ9.873.Q842.J65', '1NT', 'None'),
    ("solid trump sequence behind the doubler's short suit: penalty pass",
     '1D X P', '3.K84.KQJ1087.Q52', 'P', 'All'),
    ('13 HCP with both majors: cue bid, forcing, to find the right game',
     '1D X P', 'AQ74.KJ93.84.K62', '2D', 'None'),
    ('no values but must bid: the four-card heart suit',
     '1S X P', '6432.J542.875.96', '2H', 'EW'),
    ("responder's raise frees me, but five spades and some values: compete with 2S",
     '1H X 2H', 'K10853.84.Q72.J64', '2S', 'None'),
    ("responder's raise removes the obligation: pass with nothing",
     '1H X 2H', '8642.853.9742.J5', 'P', 'None'),
    ('three-card support, 8 HCP: simple raise of the overcall',
     '1D 1S P', 'K84.Q762.853.K72', '2S', 'None'),
    ('13 HCP with spade support: cue bid, a limit raise or better',
     '1D 1S P', 'KJ4.A862.753.KQ4', '2D', 'All'),
    ('four-card support, weak hand: preemptive jump raise',
     '1D 1S P', 'Q1085.7.9863.K842', '3S', 'None'),
    ('five-card support, weak and shapely at favourable: jump to game',
     '1D 1S P', 'J9754.6.Q1086.K32', '4S', 'NS'),
    ('good six-card hearts and no spade support: new suit, not forcing',
     '1D 1S P', '6.KQJ984.A73.J52', '2H', 'None'),
    ('10 HCP with a diamond stopper, no fit: 1NT advance',
     '1D 1S P', '72.K93.AJ84.Q1065', '1NT', 'EW'),
    ('weak and no fit: pass',
     '1D 1S P', '5.J8642.Q73.J952', 'P', 'None'),
    ('12 HCP with four clubs: cue bid, a strong raise (no spade stopper for notrump)',
     '1S 2C P', 'J5.KQ4.A872.Q1063', '2S', 'None'),
    ('four-card support and 6 HCP: simple raise',
     '1S 2D P', '843.Q75.KJ64.862', '3D', 'EW'),
    ('systems on over the 1NT overcall: transfer to hearts',
     '1C 1NT P', '74.KJ853.Q62.1073', '2D', 'None'),
    ('systems on: Stayman with a four-card spade suit and invitational values',
     '1H 1NT P', 'KQ84.73.J1062.Q84', '2C', 'None'),
    ('8 HCP opposite 15-18: invite with 2NT',
     '1S 1NT P', '73.K84.K1072.Q963', '2NT', 'All'),
    ('11 HCP opposite 15-18, no major: bid game',
     '1H 1NT P', 'K82.74.AQ85.Q1063', '3NT', 'None'),
    ("minimum overcall, partner's raise is limited: pass",
     '1D 1S P 2S P', 'KQJ84.A72.863.74', 'P', 'None'),
    ('minimum overcall: rebid the suit at the lowest level over the cue bid',
     '1D 1S P 2D P', 'KJ1083.K72.54.Q83', '2S', 'None'),
    ('16 HCP opposite a limit raise or better: bid game',
     '1D 1S P 2D P', 'AQJ83.K72.54.AQ3', '4S', 'EW'),
    ("advancer's new suit is not forcing; minimum with no fit: pass",
     '1C 1S P 2H P', 'AQ1084.K5.Q93.742', 'P', 'None'),
    ('5-5 in the majors: Michaels cue bid',
     '1C', 'KQ1083.AJ954.7.63', '2C', 'None'),
    ('five spades and five clubs: Michaels, spades and a minor',
     '1H', 'KQJ84.62.3.AQ1072', '2H', 'NS'),
    ('both minors 5-6: unusual 2NT',
     '1S', '5.7.KQJ84.QJ10863', '2NT', 'None'),
    ('both minors: unusual 2NT',
     '1H', '6.4.AQ1093.KJ10862', '2NT', 'EW'),
    ('partner shows both majors: take the longer one, spades',
     '1C 2C P', 'Q84.73.K852.Q643', '2S', 'None'),
    ('partner has spades and a minor; I fit both minors: 2NT asks which',
     '1H 2H P', '72.85.KJ963.Q1074', '2NT', 'None'),
    ('partner shows the minors: prefer the longer, diamonds',
     '1S 2NT P', 'K93.QJ52.Q742.86', '3D', 'All'),
    ("answer partner's ask: my minor is diamonds",
     '1H 2H P 2NT P', 'KQJ84.72.AQ1095.3', '3D', 'None'),
    ('good six-card hearts: natural overcall of 1NT',
     '1NT', '83.KQJ1074.A62.95', '2H', 'None'),
    ('19 HCP over a 15-17 1NT: penalty double',
     '1NT', 'AQ4.KJ3.KQ85.A72', 'X', 'All'),
    ('11 HCP balanced: pass over their strong notrump',
     '1NT', 'KJ3.Q84.A872.J65', 'P', 'None'),
    ('six good spades, non-vulnerable: balance with 2S',
     '1NT P P', 'KJ10953.4.Q82.J73', '2S', 'None'),
    ('good six-card diamonds, 12 HCP: natural 2D overcall of 1NT',
     'P 1NT', '4.K93.AQJ1085.Q73', '2D', 'EW'),
    ('short hearts, support for the rest, 14 HCP: takeout double of the weak two',
     '2H', 'AJ74.3.KQ82.A963', 'X', 'None'),
    ('18 HCP balanced with a spade stopper: natural 2NT over the weak two',
     '2S', 'KQ4.A73.KJ72.AJ5', '2NT', 'NS'),
    ('good six-card spades, 12 HCP: natural overcall',
     '2H', 'AQJ954.73.K84.Q2', '2S', 'None'),
    ('good six-card diamonds, 14 HCP: overcall 3D',
     '2S', '73.AK4.AQJ863.85', '3D', 'All'),
    ('10 HCP balanced: no sound action over the weak two',
     '2H', 'Q83.K94.A762.J83', 'P', 'None'),
    ('weak hand, five spades: the cheapest spade bid',
     '2H X P', 'Q9763.84.K72.J63', '2S', 'None'),
    ("strong hearts behind the opener's partner: convert for penalties",
     '2H X P', '6.KQJ1095.A83.972', 'P', 'EW'),
    ('15 HCP, short diamonds: takeout double of the preempt',
     '3D', 'AQ84.KJ73.5.KQ82', 'X', 'None'),
    ('good six-card spades, 13 HCP: natural overcall of the preempt',
     '3C', 'KQJ1085.A4.K73.82', '3S', 'EW'),
    ('12 HCP balanced: no safe action over a three-level preempt',
     '3H', 'KQ8.A72.J953.Q84', 'P', 'None'),
    ('17 HCP, short hearts: double for takeout',
     '4H', 'AK84.5.KQ73.AJ62', 'X', 'None'),
    ('good five-card spades, 11 HCP: overcall 1S',
     'P 1H', 'AQ1073.84.K95.Q62', '1S', 'None'),
    ('good five-card clubs, 14 HCP, only two hearts: overcall 2C',
     'P 1S', '54.A2.KJ73.AQ1082', '2C', 'NS'),
    ('good six-card clubs, 11 HCP: overcall 2C',
     'P 1D', '5.862.AJ7.KQJ1084', '2C', 'All'),
    ('five spades and five diamonds: Michaels, spades and a minor',
     'P 1H', 'KQ1076.5.QJ1095.A3', '2H', 'EW'),
    ('15 HCP balanced with a diamond stopper: 1NT overcall',
     'P P 1D', 'KQ9.A84.KJ8.Q963', '1NT', 'None'),
    ('short spades, three four-card suits, 13 HCP: takeout double',
     'P P 1S', '7.AKJ5.Q1083.K974', 'X', 'EW'),
    ('six good diamonds, weak, favourable: weak jump overcall',
     'P P 1C', '84.3.KQJ1074.9852', '2D', 'NS'),
    ('passed hand with six good hearts: overcall 2H',
     'P P P 1S', '5.KQJ965.A73.842', '2H', 'None'),
    ('short hearts with the other three suits: takeout double',
     'P P P 1H', 'KJ84.6.AQ73.J852', 'X', 'All'),
    ('6 HCP and five spades: cheapest spade answer to the double',
     'P 1H X P', 'J8743.952.K4.Q63', '1S', 'None'),
    ('10 HCP and five hearts: jump answer, invitational',
     'P 1S X P', '73.KQ1084.A95.J82', '3H', 'NS'),
    ('passed hand with 11 HCP and four spades: invitational jump',
     'P 1D X P', 'KQ84.J73.Q52.K64', '2S', 'EW'),
    ('three-card support and 8 HCP: raise the overcall',
     'P 1C 1H P', 'KQ4.Q85.J832.952', '2H', 'None'),
    ('10 HCP and five-card support: cue-bid raise, limit or better',
     'P 1D 1H P', 'A84.Q9632.K5.J72', '2D', 'All'),
    ('three-card support and 9 HCP: raise despite the interference',
     '1D 1H 2D', 'K94.J82.753.KQ62', '2H', 'None'),
    ('balancing: short diamonds and the other three suits',
     'P 1D P P', 'KJ84.A1062.5.Q973', 'X', 'None'),
    ('balancing with a good six-card diamond suit',
     'P 1H P P', '84.A73.KQJ1072.65', '2D', 'EW'),
    ('17 HCP, strong six-card hearts: double then new suit shows the strong hand',
     'P 1S X P 2C P', '3.AKQJ85.KQ4.Q72', '2H', 'None'),
    ('14 HCP and four spades: accept the invitational jump',
     '1D X P 2S P', 'AQ73.KJ4.82.KJ64', '4S', 'All'),
    ('minimum overcall, eight-card fit: let them have 3H',
     '1H 1S 2H 2S 3H', 'KQ1074.85.K73.J62', 'P', 'None'),
    ('short hearts with the other three suits: takeout double of the 1NT response',
     '1H P 1NT', 'KJ84.6.AQ73.Q962', 'X', 'None'),
    ('short hearts, support for the rest: takeout double of the raise',
     '1H P 2H', 'AQ84.5.KJ73.Q1062', 'X', 'EW'),
    ("no fit for partner's weak jump overcall and a weak hand: pass",
     '1C 2S P', '6.Q85.K9742.Q983', 'P', 'None'),
]

# A one-level overcall not vulnerable on 7 HCP when five of them are in a good suit: the lead and their room.
LEAD_DIRECTING_ONE_LEVEL = [
    ('favourable: KQJ97 and 7 HCP, a lead-directing 1S overcall',
     '1C', 'KQJ97.843.852.J4', '1S', 'NS'),
    ('neither vulnerable: the same hand overcalls 1S',
     '1C', 'KQJ97.843.852.J4', '1S', 'None'),
    ('the other major: KQJ97 in hearts overcalls 1H',
     '1C', '843.KQJ97.852.J4', '1H', 'None'),
    ('vulnerable: 7 HCP is not enough whatever the suit',
     '1C', 'KQJ97.843.852.J4', 'P', 'EW'),
    ('one point less: 6 HCP passes even with the good suit',
     '1C', 'KQJ97.843.852.54', 'P', 'NS'),
    ('7 HCP but only three of them in the suit (QJT75): pass',
     '1C', 'QJT75.K43.852.J4', 'P', 'None'),
    ('the same values at the two level: pass',
     '1S', '843.J4.KQJ97.852', 'P', 'None'),
]

# Our 3NT over their bid is to play: partner's four of a major after it is natural, not a transfer.
AFTER_OUR_3NT_OVERCALL = [
    ("3C 3NT P 4H: partner's hearts are to play, not a transfer to spades: pass",
     '3C 3NT P 4H P', 'Q6.AQ8.KQ82.KT64', 'P', 'None'),
    ("2S 3NT P 4H: over their weak two the same, partner's hearts: pass",
     '2S 3NT P 4H P', 'KQ6.AQ8.KQ82.KT6', 'P', 'None'),
    ('1C P P 3NT P 4H: the 3NT in the pass-out seat is to play too: pass',
     '1C P P 3NT P 4H P', 'A6.AQ8.KQ82.AK84', 'P', 'EW'),
    ("3D 3NT P 4S: partner's spades are to play: pass",
     '3D 3NT P 4S P', 'Q6.AQ8.KT64.KQ82', 'P', 'None'),
    ('our 3NT opening: 4H is the transfer to spades and is accepted',
     'P 3NT P 4H P', 'AK6.AQ8.KQ82.AK4', '4S', 'None'),
    ('the 1NT overcall keeps its system: 2H is the transfer to spades and is accepted',
     '1D 1NT P 2H P', 'KQ4.A73.KJ72.AJ5', '2S', 'None'),
]

# Opposite a weak jump overcall a new suit forces one round, as over a weak two opening: partner raises with three
# cards, else rebids the six-card suit.
NEW_SUIT_OVER_WEAK_JUMP = [
    ('13 HCP and six good hearts opposite the weak jump: 2H, forcing, looks for game',
     '1C 2D P', 'KQT6.AQ8532.64.Q', '2H', 'None'),
    ('the other major: six good spades, 2S forcing',
     '1C 2D P', 'AQ8532.KQT6.64.Q', '2S', 'None'),
    ('two points less (11 HCP): no game opposite a weak jump, pass',
     '1C 2D P', 'KQT6.AQ8532.64.5', 'P', 'None'),
    ('a five-card suit and 13 HCP: not enough to force, pass',
     '1C 2D P', 'KQT6.AQ853.64.Q5', 'P', 'None'),
    ("three of partner's diamonds: the raise to the total trumps, not a new suit",
     '1C 2D P', 'KQT6.AQ853.642.Q', '3D', 'None'),
    ("the weak jumper without hearts answers the forcing 2H with 3D",
     '1C 2D P 2H P', '43.J4.AQT732.T92', '3D', 'None'),
    ("the weak jumper with three hearts raises the forcing 2H",
     '1C 2D P 2H P', '43.J94.AQT732.T9', '3H', 'None'),
    ("three of partner's forcing 3H over my weak 2S: game in hearts",
     '1C 2S P 3H P', 'KQT732.J94.4.T92', '4H', 'NS'),
    ("the unusual 2NT is no weak jump: partner's 3C is the choice of contract, pass",
     '1H 2NT P 3C P', '82.K.KT653.AJ874', 'P', 'None'),
]

# Both four-card majors over their weak 2D or three-level minor: double with three of their suit, as over one of a minor.
BOTH_MAJORS_OVER_THEIR_MINOR_PREEMPT = [
    ('16 HCP, both majors, three diamonds over their weak 2D: takeout double',
     'P 2D', 'AJT2.AQJ4.J76.K9', 'X', 'None'),
    ('13 HCP, the least a double at two needs: still double',
     '2D', 'AJT2.AQJ4.J76.T9', 'X', 'NS'),
    ('one point less (12 HCP): pass their weak two',
     '2D', 'AJT2.AQJ4.T76.T9', 'P', 'None'),
    ('four of their diamonds: no double, pass',
     '2D', 'AJT2.AQJ4.J762.K', 'P', 'None'),
    ('their diamonds stopped and 15-18 balanced: 2NT comes first',
     '2D', 'AJT2.AQJ4.K76.K9', '2NT', 'None'),
    ('over their 3D, 15 HCP and both majors: takeout double',
     '3D', 'AJT2.AQJ4.J76.Q9', 'X', 'EW'),
    ('over their 3C the same: takeout double',
     '3C', 'AJT2.AQJ4.K9.J76', 'X', 'None'),
    ('their weak 2H, four of it: pass (the other major alone is no reason to double)',
     '2H', 'AJT2.J76.AQJ4.K9', 'P', 'None'),
]

# The advancer's cue bid without a fit for partner's major (17+): after partner's minimum rebid the advancer's own
# suit, forcing, and the overcaller answers it.
CUE_BID_WITHOUT_A_FIT = [
    ("a void in partner's hearts: my own spades after the minimum 2H, not game in hearts",
     '1C 1H P 2C P 2H P', 'AKQ98..J52.KQJ86', '2S', 'None'),
    ("two of partner's hearts: my own spades, not 2NT",
     '1C 1H P 2C P 2H P', 'AKQ98.52.J52.KQJ', '2S', 'None'),
    ("three of partner's hearts and an opening bid: the cue bid was a raise, game in hearts",
     '1C 1H P 2C P 2H P', 'AK98.Q52.J52.KQJ', '4H', 'None'),
    ("partner's 2S forces: three spades raise it",
     '1C 1H P 2C P 2H P 2S P', 'J53.AQ952.K84.65', '3S', 'None'),
    ("partner's 2S forces: no fit, clubs stopped: 2NT",
     '1C 1H P 2C P 2H P 2S P', 'J3.AQ952.K84.K65', '2NT', 'EW'),
    ("partner's 2S forces: six hearts, rebid them",
     '1C 1H P 2C P 2H P 2S P', '3.AQ9752.K84.765', '3H', 'None'),
    ("partner's 2S forces: no fit, no club stopper, five hearts: the hearts again",
     '1C 1H P 2C P 2H P 2S P', 'J3.AQ952.K84.765', '3H', 'None'),
]

# Partner's jump in the pass-out seat is intermediate (a good six-card suit, 12-16 HCP): the advancer bids game or
# invites with two trumps, where opposite a direct weak jump it raises to the total trumps.
ADVANCING_THE_BALANCING_JUMP = [
    ('13 HCP and three spades opposite the intermediate 2S: game',
     '1D P P 2S P', 'K95.A97.Q976.A82', '4S', 'None'),
    ('two small spades, 14 HCP and a diamond stopper: the natural 2NT, not the raise on a doubleton',
     '1D P P 2S P', '95.AQ97.KJ76.A82', '2NT', 'None'),
    ('8 HCP and two spades: the raise invites',
     '1D P P 2S P', '95.Q97.Q9763.A82', '3S', 'NS'),
    ('a singleton spade and 8 HCP: pass',
     '1D P P 2S P', '5.Q97.Q9763.A982', 'P', 'None'),
    ('the other major: 2H in the pass-out seat over 1C, 12 HCP and three hearts: game',
     '1C P P 2H P', 'A5.Q97.Q9763.A82', '4H', 'EW'),
    ("the direct seat's weak jump: three trumps and a weak hand raise to the total trumps",
     '1C 2H P', '5.Q97.Q9763.A982', '3H', 'None'),
]

# Over their opening and new-suit answer at the one level the double shows the two unbid suits: four of the opener's
# suit does not stop it when the answer's suit is a singleton or void.
DOUBLE_OF_THEIR_TWO_SUITS = [
    ('1C P 1H: four spades, four diamonds, a singleton heart and 13 HCP: double for the unbid suits',
     '1C P 1H', 'AK84.5.KQ73.J942', 'X', 'None'),
    ('1D P 1S: four hearts and four clubs, a singleton spade: double',
     '1D P 1S', '5.AK84.J942.KQ73', 'X', 'EW'),
    ('two points less (11 HCP, the queen of diamonds for the king): pass',
     '1C P 1H', 'AK84.5.QJ73.J942', 'P', 'None'),
    ('a six-card diamond suit and no four-card major: overcall 2D, not double',
     '1H P 1S', '.A98.AJT962.K972', '2D', 'None'),
    ('three clubs and two hearts: the ordinary takeout double, as before',
     '1C P 1H', 'AK84.52.KQ73.J94', 'X', 'None'),
]


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", QUIZ, ids=[p[0] for p in QUIZ])
def test_over_their_openings_quiz(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", LEAD_DIRECTING_ONE_LEVEL,
                         ids=[p[0] for p in LEAD_DIRECTING_ONE_LEVEL])
def test_lead_directing_one_level_overcall(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", AFTER_OUR_3NT_OVERCALL,
                         ids=[p[0] for p in AFTER_OUR_3NT_OVERCALL])
def test_advancers_major_after_our_3nt_overcall(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", NEW_SUIT_OVER_WEAK_JUMP,
                         ids=[p[0] for p in NEW_SUIT_OVER_WEAK_JUMP])
def test_new_suit_over_a_weak_jump_overcall(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", BOTH_MAJORS_OVER_THEIR_MINOR_PREEMPT,
                         ids=[p[0] for p in BOTH_MAJORS_OVER_THEIR_MINOR_PREEMPT])
def test_both_majors_over_their_minor_preempt(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", CUE_BID_WITHOUT_A_FIT,
                         ids=[p[0] for p in CUE_BID_WITHOUT_A_FIT])
def test_cue_bid_without_a_fit(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", ADVANCING_THE_BALANCING_JUMP,
                         ids=[p[0] for p in ADVANCING_THE_BALANCING_JUMP])
def test_advancing_the_balancing_jump(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", DOUBLE_OF_THEIR_TWO_SUITS,
                         ids=[p[0] for p in DOUBLE_OF_THEIR_TWO_SUITS])
def test_double_of_their_two_suits(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
