"""The ``sayc`` system on the third round, uncontested, as a mock exam sets it: opener's third call after
responder's second-round invitation, preference, new suit, fourth suit, jump or no trump; responder's third call
after opener's third; the final strain and level; forcing sequences and sign-offs; delayed support; slam tries that
start in the third round. Each is (the reason, the auction so far with North dealing, the hand to call, the call);
where the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their
call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('P P 1D P 1S P 1NT P 2NT P: 12 at the bottom of the 1NT rebid declines',
     'P P 1D P 1S P 1NT P 2NT P', 'K8.Q43.AJ52.Q973', 'P'),
    ('P P P 1D P 1S P 1NT P 2NT P: 14 at the top of the 1NT rebid accepts',
     'P P P 1D P 1S P 1NT P 2NT P', 'K8.Q43.AK52.Q973', '3NT'),
    ("1D P 1H P 1NT P 3H P: responder's jump rebid invites; 12 with a doubleton declines",
     '1D P 1H P 1NT P 3H P', 'KQ4.83.AJ52.Q973', 'P'),
    ('P 1D P 1H P 1NT P 3H P: 14 with three-card support accepts the invitation in hearts',
     'P 1D P 1H P 1NT P 3H P', 'KQ4.Q83.AJ52.Q97', '4H'),
    ("P P P 1H P 1S P 2C P 2H P: minimum two-suiter; responder's simple preference ends the auction",
     'P P P 1H P 1S P 2C P 2H P', '3.AQ985.K4.KJ852', 'P'),
    ('1D P 1H P 1S P 1NT P: minimum balanced opposite a 6-10 1NT', '1D P 1H P 1S P 1NT P', 'AQ73.Q4.KJ85.J92', 'P'),
    ('P 1D P 1S P 2C P 2H P: fourth suit forcing: show the heart stopper with a minimum',
     'P 1D P 1S P 2C P 2H P', '4.K83.AQ852.KJ74', '2NT'),
    ('P P 1D P 1S P 2C P 2H P: fourth suit forcing: three-card spade support comes first',
     'P P 1D P 1S P 2C P 2H P', 'Q84.3.AQ852.KJ74', '2S'),
    ('P P P 1D P 1S P 2C P 2H P: fourth suit forcing, no stopper, no support: show the fifth club',
     'P P P 1D P 1S P 2C P 2H P', '4.72.AK852.KQ1074', '3C'),
    ("P P 1C P 1H P 1S P 3H P: minimum with a singleton heart declines responder's invitational jump rebid",
     'P P 1C P 1H P 1S P 3H P', 'KQ84.3.Q74.AJ852', 'P'),
    ("P P P 1C P 1H P 1S P 3H P: 15 with king-doubleton in responder's six-card suit accepts",
     'P P P 1C P 1H P 1S P 3H P', 'KQ84.K3.74.AQJ82', '4H'),
    ("1H P 1S P 1NT P 2D P: preference to responder's five-card spades with three",
     '1H P 1S P 1NT P 2D P', 'K84.AQ973.Q3.K94', '2S'),
    ('P 1S P 2H P 3H P 4C P: control-bid slam try: minimum with no diamond control signs off',
     'P 1S P 2H P 3H P 4C P', 'AQ974.KJ3.Q84.82', '4H'),
    ('P P P 1C P 1S P 3S P 4NT P: Blackwood: one ace', 'P P P 1C P 1S P 3S P 4NT P', 'KQ84.A3.Q74.KQJ2', '5D'),
    ('1H P 1S P 3S P 4NT P: Blackwood: two aces', '1H P 1S P 3S P 4NT P', 'AQ84.AKJ73.K3.82', '5H'),
    ('P 1D P 1H P 1NT P 4NT P: 4NT over a notrump rebid is quantitative; 12 is a minimum',
     'P 1D P 1H P 1NT P 4NT P', 'K84.Q3.AJ52.Q973', 'P'),
    ('P P 1D P 1H P 1NT P 4NT P: 4NT over a notrump rebid is quantitative; 14 is a maximum',
     'P P 1D P 1H P 1NT P 4NT P', 'K84.Q3.AQJ5.Q973', '6NT'),
    ('P P P 1S P 2D P 2S P 4NT P: Blackwood: no aces', 'P P P 1S P 2D P 2S P 4NT P', 'KQJ974.KQ3.Q4.Q2', '5C'),
    ('1D P 1S P 1NT P 2H P: responder is 5-4: the 5-3 spade fit beats the 4-3 heart fit',
     '1D P 1S P 1NT P 2H P', 'K84.Q73.AJ52.Q93', '2S'),
    ('P 1D P 1S P 1NT P 2H P: 2H is not forcing after a 1NT rebid; three hearts and two spades pass',
     'P 1D P 1S P 1NT P 2H P', 'K8.Q73.AJ52.Q932', 'P'),
    ('P P 1C P 1H P 1S P 2D P: fourth suit forcing: delayed three-card heart support',
     'P P 1C P 1H P 1S P 2D P', 'AQ84.K73.5.KJ852', '2H'),
    ('P P P 1C P 1H P 1S P 2D P: fourth suit forcing: diamond stopper, minimum',
     'P P P 1C P 1H P 1S P 2D P', 'KQ84.3.KJ5.QJ852', '2NT'),
    ('1C P 1H P 1S P 2D P: fourth suit forcing: no stopper, no support, six clubs',
     '1C P 1H P 1S P 2D P', 'KQ84.3.82.AKJ852', '3C'),
    ('P 1D P 1S P 2C P 3D P: minimum declines the invitational jump preference',
     'P 1D P 1S P 2C P 3D P', '4.Q83.AQ852.KJ74', 'P'),
    ("P P 1D P 1S P 2C P 2S P: responder's simple rebid is weak and not forcing",
     'P P 1D P 1S P 2C P 2S P', '4.Q83.AQ852.KJ74', 'P'),
    ('P P P 1C P 1H P 1S P 2S P: minimum opposite a simple raise of the second suit',
     'P P P 1C P 1H P 1S P 2S P', 'KQ84.3.Q74.AJ852', 'P'),
    ('1C P 1H P 1S P 3S P: minimum declines the invitational jump raise',
     '1C P 1H P 1S P 3S P', 'KQ84.3.Q74.AJ852', 'P'),
    ('P 1C P 1H P 1S P 3S P: 15 with a singleton accepts the invitational jump raise',
     'P 1C P 1H P 1S P 3S P', 'KQ84.3.K74.AQJ82', '4S'),
    ('P P 1D P 1H P 2C P 2D P: minimum; simple preference ends the auction',
     'P P 1D P 1H P 2C P 2D P', '83.Q4.AQ852.KJ74', 'P'),
    ("P P P 1D P 1H P 2NT P 3H P: responder's three of his suit shows five; raise with three",
     'P P P 1D P 1H P 2NT P 3H P', 'AQ4.K83.AQ52.K93', '4H'),
    ('1D P 1H P 2NT P 3H P: only two hearts: settle in 3NT', '1D P 1H P 2NT P 3H P', 'AQ4.K8.AQ52.KJ93', '3NT'),
    ("P 1C P 1S P 2NT P 3S P: responder's three of his suit shows five; raise with three",
     'P 1C P 1S P 2NT P 3S P', 'K83.AQ4.K93.AQ52', '4S'),
    ('P P 1D P 1S P 1NT P 3H P: game-forcing jump shift; no fit for either major, clubs held',
     'P P 1D P 1S P 1NT P 3H P', 'K8.Q3.AJ852.K974', '3NT'),
    ('P P P 1H P 1S P 2D P 2NT P: 15 accepts the 2NT invitation',
     'P P P 1H P 1S P 2D P 2NT P', 'K3.AQ985.KQJ5.32', '3NT'),
    ("1H P 2D P 2H P 4H P: responder's jump to game after a two-over-one is a sign-off; minimum passes",
     '1H P 2D P 2H P 4H P', 'K4.AQJ84.Q73.J82', 'P'),
    ('P 1S P 2H P 3H P 4NT P: Blackwood: one ace', 'P 1S P 2H P 3H P 4NT P', 'KQJ74.KQ3.A84.82', '5D'),
    ('P P 1D P 1S P 2S P 4NT P: Blackwood: no aces', 'P P 1D P 1S P 2S P 4NT P', 'KQ84.K3.KQJ52.J4', '5C'),
    ('P P P 1H P 1S P 2C P 3C P: minimum declines the invitational club raise',
     'P P P 1H P 1S P 2C P 3C P', '3.KQ985.Q4.KJ852', 'P'),
    ("1D P 1S P 2C P 3S P: minimum with a singleton declines responder's invitational jump rebid",
     '1D P 1S P 2C P 3S P', '4.Q83.AQ852.KJ74', 'P'),
    ("P 1D P 1S P 2C P 3S P: 16 with king-doubleton accepts responder's invitational jump rebid",
     'P 1D P 1S P 2C P 3S P', 'K3.4.AKJ52.KQ743', '4S'),
    ('P P P 1D P 1S P 1NT P 2C P: 2C is not forcing; four clubs make a fit',
     'P P P 1D P 1S P 1NT P 2C P', 'K8.Q73.AJ52.K932', 'P'),
    ('1D P 1S P 2C P 2H P 2NT P: opener holds hearts and denies three spades: game in notrump',
     '1D P 1S P 2C P 2H P 2NT P', 'AQ843.752.K3.A73', '3NT'),
    ('P 1D P 1S P 2C P 2H P 2S P: opener shows three spades: game in the 5-3 fit',
     'P 1D P 1S P 2C P 2H P 2S P', 'AQ843.752.K3.A73', '4S'),
    ('P P P 1C P 1H P 1S P 2D P 2NT P: opener shows a diamond stopper and denies three hearts',
     'P P P 1C P 1H P 1S P 2D P 2NT P', '73.AKJ84.852.AQ3', '3NT'),
    ('1C P 1H P 1S P 2D P 2H P: opener shows three hearts: game in the 5-3 fit',
     '1C P 1H P 1S P 2D P 2H P', '73.AKJ84.852.AQ3', '4H'),
    ('P 1D P 1H P 1S P 2NT P: 12 declines the 2NT invitation', 'P 1D P 1H P 1S P 2NT P', 'AQ84.3.KJ85.Q942', 'P'),
    ('P P 1D P 1H P 1S P 2NT P: 14 accepts the 2NT invitation', 'P P 1D P 1H P 1S P 2NT P', 'AQ84.3.AJ85.K942', '3NT'),
    ("P P P 1D P 1H P 1S P 2NT P 3D P: opener's 3D rejects the invitation and is not forcing",
     'P P P 1D P 1H P 1S P 2NT P 3D P', 'K3.AQ84.J3.Q9742', 'P'),
    ("1C P 1S P 2C P 2NT P 3C P: opener's 3C rejects the invitation and is not forcing",
     '1C P 1S P 2C P 2NT P 3C P', 'KJ84.Q94.KJ3.J73', 'P'),
    ("P 1S P 1NT P 2C P 2S P 3S P: opener's 3S invites; 7 points decline",
     'P 1S P 1NT P 2C P 2S P 3S P', '83.Q974.KJ532.J8', 'P'),
    ("P P 1S P 1NT P 2C P 2S P 3S P: opener's 3S invites; 10 points with king-doubleton accept",
     'P P 1S P 1NT P 2C P 2S P 3S P', 'K3.Q974.KJ532.J8', '4S'),
    ('P P P 1S P 2H P 3H P 4NT P 5D P: one ace missing: small slam',
     'P P P 1S P 2H P 3H P 4NT P 5D P', 'A3.AKQJ84.KQ3.K2', '6H'),
    ('1S P 2H P 3H P 4NT P 5C P: two aces missing: sign off at five',
     '1S P 2H P 3H P 4NT P 5C P', 'A3.AKQJ84.KQ3.82', '5H'),
    ('P 1C P 1S P 3S P 4NT P 5H P: one ace missing: small slam',
     'P 1C P 1S P 3S P 4NT P 5H P', 'KQJ84.A3.KQ5.Q73', '6S'),
    ("P P P 1C P 1S P 1NT P 2H P 3H P: opener's raise invites; 9 points with 5-5 accept",
     'P P P 1C P 1S P 1NT P 2H P 3H P', 'KJ874.QJ852.3.Q4', '4H'),
    ('P 1S P 2D P 2S P 3NT P: seven spades and a singleton: four of the major',
     'P 1S P 2D P 2S P 3NT P', 'KQJ9742.K3.4.Q82', '4S'),
    ('P P 1D P 1H P 2NT P 4NT P: quantitative 4NT: 19 is a maximum',
     'P P 1D P 1H P 2NT P 4NT P', 'AQ4.K8.KJ52.AQ93', '6NT'),
    ('P P P 1D P 1H P 2NT P 4NT P: quantitative 4NT: 18 is a minimum',
     'P P P 1D P 1H P 2NT P 4NT P', 'AQ4.K8.QJ52.AQ93', 'P'),
    ("1D P 1S P 2D P 2H P: responder's new suit is forcing; raise with four-card support",
     '1D P 1S P 2D P 2H P', '3.KJ84.AQJ852.Q2', '3H'),
    ('P 1H P 1S P 2C P 3NT P: minimum 5-5 with a singleton spade passes 3NT',
     'P 1H P 1S P 2C P 3NT P', '3.AQ985.K4.KJ852', 'P'),
    ("P P 1H P 2C P 2D P 3NT P: minimum opposite responder's game bid",
     'P P 1H P 2C P 2D P 3NT P', '3.AQ973.KJ85.Q84', 'P'),
    ('P P P 1S P 2H P 3H P 4C P 4D P 4NT P: Blackwood after control bids: two aces',
     'P P P 1S P 2H P 3H P 4C P 4D P 4NT P', 'AQ974.KJ3.A84.82', '5H'),
    ("1D P 1S P 2C P 2H P 2NT P 3S P: responder's 3S is forcing with six spades; a singleton prefers notrump",
     '1D P 1S P 2C P 2H P 2NT P 3S P', '4.K83.AQ852.KJ74', '3NT'),
    ('P P 1S P 1NT P 2D P 3D P: minimum declines the invitational raise of the second suit',
     'P P 1S P 1NT P 2D P 3D P', 'AQ974.3.KJ85.Q42', 'P'),
    ("1H P 1NT P 2C P 2H P: minimum; responder's preference ends the auction",
     '1H P 1NT P 2C P 2H P', 'K4.AQ973.3.KJ852', 'P'),
    ("P 1S P 1NT P 2H P 2S P: minimum 5-5; responder's preference ends the auction",
     'P 1S P 1NT P 2H P 2S P', 'AQ984.KJ852.3.Q2', 'P'),
    ("P P 1D P 1S P 1NT P 2S P: responder's simple rebid after a 1NT rebid is a sign-off",
     'P P 1D P 1S P 1NT P 2S P', 'K84.Q73.AJ52.Q93', 'P'),
    ("P P P 1D P 1H P 1NT P 2H P: responder's simple rebid after a 1NT rebid is a sign-off even opposite a maximum",
     'P P P 1D P 1H P 1NT P 2H P', 'KQ4.J3.AQ52.Q973', 'P'),
    ('1D P 1H P 1S P 2D P: minimum opposite a simple preference', '1D P 1H P 1S P 2D P', 'AQ84.3.KJ85.Q942', 'P'),
    ('P P 1H P 1S P 2D P 3D P: minimum declines the invitational raise of the second suit',
     'P P 1H P 1S P 2D P 3D P', '3.AQ985.KJ852.Q4', 'P'),
    ('P P P 1C P 1H P 2C P 2NT P: 15 with stoppers accepts the 2NT invitation',
     'P P P 1C P 1H P 2C P 2NT P', 'K4.Q3.K83.AQJ852', '3NT'),
    ('1C P 1D P 1H P 1NT P: minimum opposite a 6-10 1NT', '1C P 1D P 1H P 1NT P', 'K3.AQ84.72.KJ852', 'P'),
    ("P 1C P 1D P 1H P 2D P: responder's simple rebid is weak and not forcing",
     'P 1C P 1D P 1H P 2D P', 'K3.AQ84.72.KJ852', 'P'),
    ('P P 1C P 1D P 1S P 2NT P: 14 accepts the 2NT invitation', 'P P 1C P 1D P 1S P 2NT P', 'AQ84.A3.72.KJ852', '3NT'),
    ('P P P 1D P 1H P 1S P 2C P: fourth suit forcing: club stopper, minimum',
     'P P P 1D P 1H P 1S P 2C P', 'AQ84.3.KJ852.K94', '2NT'),
    ('1D P 1H P 1S P 2C P: fourth suit forcing: delayed three-card heart support',
     '1D P 1H P 1S P 2C P', 'AQ84.K73.KJ852.4', '2H'),
]


# Partner's return to one of our suits below game over my invitation declines it: my values are told, pass.
INVITATION_DECLINED = [
    ("P P 1H P 1S P 2H P 2NT P 3H P: opener's 3H declines my 2NT invitation: the 12 points are told, pass",
     'P P 1H P 1S P 2H P 2NT P 3H P', 'KQ84.Q3.KJ5.J842', 'P'),
    ("P 1D P 1H P 2D P 2NT P 3D P: opener's 3D over my 2NT invitation is a sign-off, not an invitation: pass",
     'P 1D P 1H P 2D P 2NT P 3D P', 'K84.AQ73.J3.Q942', 'P'),
    ('P 1D P 1H P 2D P 2NT P 3NT P: the same invitation accepted: pass the game',
     'P 1D P 1H P 2D P 2NT P 3NT P', 'K84.AQ73.J3.Q942', 'P'),
    ('P P 1H P 1S P 2H P 2NT P 4H P: the same invitation accepted in hearts: pass the game',
     'P P 1H P 1S P 2H P 2NT P 4H P', 'KQ84.Q3.KJ5.J842', 'P'),
    ("1NT P 2D P 2H P 2NT P 3H P: after the transfer, opener's 3H declines my 2NT invitation: pass",
     '1NT P 2D P 2H P 2NT P 3H P', '962.AQ432.764.K2', 'P'),
    ('1NT P 2D P 2H P 2NT P 4H P: the same invitation accepted in hearts: pass',
     '1NT P 2D P 2H P 2NT P 4H P', '962.AQ432.764.K2', 'P'),
]


# Partner's invitation in three of our suit: no more high cards than the least I have shown, and no shortness my
# bidding has not told, declines (the long suit I rebid is not counted again).
MINIMUM_DECLINES = [
    ("1H P 1S P 2H P 3H P: partner's raise invites; 12 HCP, the six hearts already shown by the rebid: pass",
     '1H P 1S P 2H P 3H P', '84.KJ9874.AQ3.Q2', 'P'),
    ('1H P 1S P 2H P 3H P: one point more, 13 HCP, no shortness: still a minimum, pass',
     '1H P 1S P 2H P 3H P', '84.KJ9874.AK3.Q2', 'P'),
    ('1H P 1S P 2H P 3H P: 12 HCP but a singleton spade my bidding has not shown: game',
     '1H P 1S P 2H P 3H P', '8.KJ9874.AQ32.Q2', '4H'),
    ('P 1H P 1S P 2H P 3H P: 15 HCP, above the least shown: game', 'P 1H P 1S P 2H P 3H P', '84.AKJ874.AJ3.Q2', '4H'),
    ('P P P 1H P 1NT P 2C P 3C P: the raise from a 1NT answer is at most 10: a 13-count passes',
     'P P P 1H P 1NT P 2C P 3C P', 'K4.AQ973.3.KJ852', 'P'),
    ('P P P 1H P 1NT P 2C P 3C P: the other singleton, the same 13: five of a minor is still too far',
     'P P P 1H P 1NT P 2C P 3C P', '4.AQ973.K3.KJ852', 'P'),
    ('P P 1S P 1NT P 2H P 3H P: a minimum declines the raise of the second suit',
     'P P 1S P 1NT P 2H P 3H P', 'AJ974.KJ85.Q3.42', 'P'),
    ('P P 1S P 1NT P 2H P 3H P: the same 11 HCP but 5-5 with a singleton: game',
     'P P 1S P 1NT P 2H P 3H P', 'AJ974.KJ852.Q3.4', '4H'),
]


# Partner's invitation limits the hand: when even its top and my points stay short of a slam, game, not a slam try.
NO_SLAM_TRY_OPPOSITE_AN_INVITATION = [
    ("P 1S P 1NT P 2H P 3H P: 16 HCP opposite 1NT and a raise (at most 10): game, no control bid for slam",
     'P 1S P 1NT P 2H P 3H P', 'AK974.AQ85.K3.42', '4H'),
    ("P P 1S P 1NT P 2H P 3H P: one king fewer, 15 HCP: game as before", 'P P 1S P 1NT P 2H P 3H P',
     'AK974.AQ85.Q3.42', '4H'),
    ("1H P 1S P 2H P 3H P: 16 HCP opposite the invitational raise (10-12): game, not a slam try",
     '1H P 1S P 2H P 3H P', '84.AKJ874.AQ3.Q2', '4H'),
]


# Responder's lower new suit at two after opener's 1NT rebid is not forcing: opener's preference ends the auction.
PREFERENCE_OVER_A_WEAK_SECOND_SUIT = [
    ("P P 1C P 1S P 1NT P 2H P 2S P: my 2H was not forcing (game values would jump); the preference ends it: pass",
     'P P 1C P 1S P 1NT P 2H P 2S P', 'KJ874.QJ852.3.Q4', 'P'),
    ("1D P 1S P 1NT P 2C P 2S P: spades and clubs, 6 HCP: the preference ends it, no invitation",
     '1D P 1S P 1NT P 2C P 2S P', 'KJ864.Q5.2.QT975', 'P'),
    ("1D P 1S P 1NT P 2H P 2S P: fewer points, 5-5: pass as before", '1D P 1S P 1NT P 2H P 2S P', 'KJ864.QT975.2.43', 'P'),
    ("P P 1C P 1S P 1NT P 2H P 3H P: opener's raise of the second suit invites; 9 HCP 5-5 accept",
     'P P 1C P 1S P 1NT P 2H P 3H P', 'KJ874.QJ852.3.Q4', '4H'),
]


# Responder's first suit again after the fourth suit and opener's answer shows six cards: a doubleton is a fit.
SIX_CARDS_AFTER_THE_FOURTH_SUIT = [
    ("P 1D P 1S P 2C P 2H P 2NT P 3S P: responder's 3S after the fourth suit shows six; jack-doubleton makes the fit",
     'P 1D P 1S P 2C P 2H P 2NT P 3S P', 'J4.K8.AQ852.KJ74', '4S'),
    ("P 1D P 1S P 2C P 2H P 2NT P 3S P: the same with a weaker heart holding: 4S", 'P 1D P 1S P 2C P 2H P 2NT P 3S P',
     'J4.Q8.AQ852.KJ74', '4S'),
    ("1D P 1S P 2C P 2H P 2NT P 3S P: a singleton spade is no fit: 3NT", '1D P 1S P 2C P 2H P 2NT P 3S P',
     '4.K83.AQ852.KJ74', '3NT'),
    ("P P P 1C P 1H P 1S P 2D P 2NT P 3H P: the other major, six hearts shown: a small doubleton raises",
     'P P P 1C P 1H P 1S P 2D P 2NT P 3H P', 'KQ84.53.KJ5.QJ82', '4H'),
    ("P P P 1C P 1H P 1S P 2D P 2NT P 3H P: a singleton heart: 3NT", 'P P P 1C P 1H P 1S P 2D P 2NT P 3H P',
     'KQ84.3.KJ5.QJ852', '3NT'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), QUIZ + INVITATION_DECLINED + MINIMUM_DECLINES
                         + NO_SLAM_TRY_OPPOSITE_AN_INVITATION + PREFERENCE_OVER_A_WEAK_SECOND_SUIT
                         + SIX_CARDS_AFTER_THE_FOURTH_SUIT)
def test_third_round_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """Opener and responder make the expected call on the third round."""
    assert_booklet_call(calls, hand, call)
