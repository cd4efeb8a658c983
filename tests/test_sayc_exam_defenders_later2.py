"""The ``sayc`` system in the defenders' later rounds, a second teacher's quiz written blind: the overcaller after
advancer's raise, new suit, cue bid or pass and their raise; the doubler after the answer, the cue bid and the jump;
the advancer's second call; the 1NT overcaller and the two-suiters after the advance; competing over their raise,
doubling their game, and the sacrifice by the vulnerability. Each is (the reason, the auction so far with North
dealing, the hand to call, the call, the vulnerability); where the booklet is silent the reason is mainstream
Standard American practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability).
QUIZ = [
    ('minimum one-level overcall opposite a simple raise: pass', '1C 1S P 2S P', 'AQJ93.K84.Q72.65', 'P', 'None'),
    ('17 HCP and a six-card suit: game opposite a simple raise', '1C 1S P 2S P', 'KQJ754.A6.AK3.54', '4S', 'None'),
    ('16 HCP and a six-card suit opposite a raise: bid game', '1S 2H P 3H P', '75.AQJ1084.KQ3.A4', '4H', 'None'),
    ('five-card minimum overcall, eight trumps: the three level belongs to them',
     '1D 1H 2D 2H 3D', 'KJ.AQ854.963.Q72', 'P', 'All'),
    ('six-card suit opposite a raise makes nine trumps: compete to the three level',
     '1D 1H 2D 2H 3D', '8.KQJ976.A63.Q72', '3H', 'None'),
    ("advancer's jump raise is preemptive; a minimum overcaller passes",
     '1C 1S P 3S P', 'KQ1084.A62.K73.82', 'P', 'None'),
    ("six good spades and a singleton in advancer's suit: rebid the spades",
     'P 1C 1S P 2D P', 'KQJ1074.84.5.AJ62', '2S', 'None'),
    ("minimum overcall after advancer's cue bid: return to the suit cheaply",
     '1D 1S P 2D P', 'KQ1083.J72.84.A65', '2S', 'None'),
    ('15 HCP opposite a cue bid (limit raise or better): bid game', '1D 1S P 2D P', 'AKJ93.K84.52.A65', '4S', 'None'),
    ('minimum overcall after the cue bid: rebid the suit at the cheapest level',
     'P 1C 1H P 2C P', '84.AQ1095.KJ2.Q63', '2H', 'None'),
    ('six-card suit: compete at the two level when they stop in their fit',
     '1H 1S 2H P P', 'KQJ1074.A5.84.Q93', '2S', 'None'),
    ('five-card suit, three of their suit and a minimum: pass', '1H 1S 2H P P', 'AQ1074.842.K63.Q5', 'P', 'None'),
    ('extra values and the other major: a second-round double is takeout',
     '1D 1S 2D P P', 'AKJ84.AQ93.5.K72', 'X', 'None'),
    ('17 HCP, short in their suit: double again for takeout', 'P 1H 1S 2H P P', 'AKJ84.5.AQ93.K72', 'X', 'None'),
    ('minimum five-card overcall: let them play two of their fit', 'P 1H 1S 2H P P', 'KQ1074.A5.843.Q93', 'P', 'None'),
    ('16 HCP and four trumps: raise one level, inviting game', '1D X P 1H P', 'AQ54.AK82.95.K73', '2H', 'None'),
    ('18 HCP with four-card support and no club stopper: raise one level',
     'P 1C X P 1H P', 'KQ5.AJ84.AK3.J82', '2H', 'None'),
    ('too strong to overcall: double, then bid the suit at the cheapest level',
     '1C X P 1D P', 'AKQ1085.A4.75.AJ3', '1S', 'None'),
    ("14 HCP, four trumps and a singleton accept the jump's invitation",
     '1D X P 2H P', 'AQ54.K832.5.KQ73', '4H', 'None'),
    ("minimum balanced double declines advancer's invitational jump", '1D X P 2H P', 'KJ54.Q832.65.AQ3', 'P', 'None'),
    ('13 HCP, four trumps and a singleton accept the invitational jump',
     'P 1S X P 3H P', '5.AQ83.KJ73.K862', '4H', 'None'),
    ('15 HCP opposite a 6-10 notrump answer: no game, pass', '1H X P 1NT P', 'KQ54.5.AJ83.KQ72', 'P', 'None'),
    ("advancer's cue bid is forcing: show the four-card major", '1H X P 2H P', 'KQ54.5.AJ83.KQ72', '2S', 'None'),
    ('both majors after the cue bid: bid hearts first, leaving room for spades',
     'P 1D X P 2D P', 'KQ54.AJ83.5.K762', '2H', 'None'),
    ('18 HCP: a second takeout double shows extra values', '1H X 2H P P', 'AQ54.5.AK83.KQ72', 'X', 'None'),
    ('14 HCP opposite a 0-8 answer: no game, pass', '1S X P 2D P', '54.AQ83.KJ2.KQ62', 'P', 'None'),
    ("a balancing double of 13 HCP passes partner's forced answer", '1H P P X P 1S P', 'AQ84.5.K963.KJ72', 'P', 'None'),
    ("doubler's new suit is not forcing; 4 HCP passes", '1H X P 1S P 2D P', 'J8642.Q73.84.J63', 'P', 'None'),
    ('overcaller showed a minimum after the cue bid: stop in two',
     '1C 1S P 2C P 2S P', 'Q72.A84.K763.Q52', 'P', 'None'),
    ('16 HCP: game even opposite a minimum overcall', '1C 1S P 2C P 2S P', 'K72.A84.AK63.Q52', '4S', 'None'),
    ("4 HCP: decline the doubler's invitational raise", '1D X P 1H P 2H P', '875.J832.Q52.J63', 'P', 'None'),
    ("9 HCP and a fifth trump: top of the range accepts the doubler's raise",
     '1D X P 1H P 2H P', '75.KJ832.Q52.K63', '4H', 'None'),
    ("maximum simple raise (10 HCP) accepts the overcaller's game try",
     'P 1C 1H P 2H P 3H P', 'K52.Q64.A873.J62', '4H', 'None'),
    ('minimum simple raise (6 HCP) declines the game try', 'P 1C 1H P 2H P 3H P', '952.Q64.A873.962', 'P', 'None'),
    ('minimum with six hearts and a singleton spade: rebid the suit',
     '1D 1H P 1NT P', '4.KQJ932.Q72.J65', '2H', 'None'),
    ('balanced minimum overcall opposite a notrump advance: pass', '1D 1H P 1NT P', '84.AKJ93.K72.Q65', 'P', 'None'),
    ("six-card suit and a singleton in advancer's suit: rebid the hearts",
     'P 1D 1H P 1S P', '5.AQJ1083.K72.Q65', '2H', 'None'),
    ('Stayman found the heart fit; 9 HCP invites game', '1D 1NT P 2C P 2H P', 'KJ84.Q1073.62.K95', '3H', 'None'),
    ('Stayman found no fit; 9 HCP invites in notrump', '1C 1NT P 2C P 2D P', 'KJ84.Q1073.62.K95', '2NT', 'None'),
    ('the transfer with a weak hand was a sign-off', '1C 1NT P 2H P 2S P', 'KQ9864.75.J32.43', 'P', 'None'),
    ("complete advancer's transfer with two hearts", '1D 1NT P 2D P', 'A95.K3.KJ84.AQ95', '2H', 'None'),
    ('answer Stayman: four spades, no four hearts', '1C 1NT P 2C P', 'KJ84.AQ3.K95.Q72', '2S', 'None'),
    ('maximum 1NT overcall (18 HCP) accepts the invitation', '1C 1NT P 2NT P', 'K5.AQ84.KJ3.AJ95', '3NT', 'None'),
    ('minimum 1NT overcall (15 HCP) declines the invitation', '1C 1NT P 2NT P', 'K5.AJ84.Q73.AJ95', 'P', 'None'),
    ('partner chose clubs; a minimum unusual notrump has nothing more to say',
     '1S 2NT P 3C P', '5.3.KQJ95.AQ10864', 'P', 'None'),
    ("minimum unusual notrump passes partner's preference", '1D 2NT P 3H P', '4.KQJ83.62.AQJ84', 'P', 'None'),
    ('minimum Michaels: partner chose hearts, pass', '1C 2C P 2H P', 'KQJ94.AQ1083.5.42', 'P', 'None'),
    ('minimum Michaels: partner chose spades, pass', '1H 2H P 2S P', 'KQJ94.5.AQ1083.42', 'P', 'None'),
    ("advancer's 2NT asks for the minor: show the clubs", '1H 2H P 2NT P', 'KQJ94.5.4.AQ10832', '3C', 'None'),
    ('balance over their two-level fit with shortness in their suit', '1H P 2H P P', 'KJ84.5.QJ73.Q1086', 'X', 'None'),
    ('nine trumps and the three level already reached: let them play 3S',
     '1S 2H 2S 3H 3S', '65.AQJ1094.K83.84', 'P', 'None'),
    ('three trumps and already raised: no further action', '1H 1S 2H 2S 3H P P', 'K84.853.Q1072.A63', 'P', 'None'),
    ('four trumps opposite an overcall make nine: compete to the three level',
     'P 1H 1S 2H 2S 3H P P', 'K842.5.Q1072.A632', '3S', 'None'),
    ("minimum overcall after advancer's cue bid over their raise",
     'P 1D 1S 2D 3D P', 'KQ1083.J72.84.A65', '3S', 'None'),
    ('16 HCP opposite a cue-bid raise: bid game', 'P 1D 1S 2D 3D P', 'AKQ83.K72.84.A65', '4S', 'None'),
    ('trump stack and side values: double their game for penalty',
     '1H 1S 2H P 4H P P', '5.KJ108.AQ4.K8632', 'X', 'None'),
    ('nothing beyond a modest hand: pass their game', '1H 2C 2H P 4H P P', '8642.53.AQ7.J852', 'P', 'None'),
    ('favourable vulnerability, nine trumps and a singleton in their suit: sacrifice',
     '1H 1S 2H 2S 4H', 'KQJ1074.5.Q843.92', '4S', 'NS'),
    ('unfavourable vulnerability: defend their game', '1H 1S 2H 2S 4H', 'KQJ1074.5.Q843.92', 'P', 'EW'),
    ('only eight trumps and partner passed: defend', '1H 1S 2H 2S 4H P P', 'K84.5.Q10762.8632', 'P', 'NS'),
    ('advancer already preempted to game: leave the decision to partner',
     '1S 2H 2S 4H 4S P P', '5.Q10843.K8532.74', 'P', 'NS'),
    ('light overcall opposite a simple raise: pass', '1D 1S P 2S P', 'Q10943.A84.K72.J5', 'P', 'None'),
    ('six good clubs: compete at the three level when they stop in two',
     '1H 2C 2H P P', '84.75.AQ3.AKJ973', '3C', 'None'),
    ('five-card suit with three hearts: pass', '1H 2C 2H P P', '84.753.AQ3.AKJ97', 'P', 'None'),
]


# Partner overcalled, I passed, and they bid game in their fit: four of their trumps with two honours, 11+ HCP and
# an ace and a king outside double it; a trump fewer, an honour fewer or the aces gone, pass.
PENALTY_OF_THEIR_GAME_OVER_THE_OVERCALL = [
    ('their 4H over the overcall with J1087 of trumps: one trump trick at most, pass',
     '1H 1S 2H P 4H P P', '5.J1087.AQ4.K8632', 'P', 'None'),
    ('their 4H over the overcall with only three trumps, KJ10: no stack, pass',
     '1H 1S 2H P 4H P P', '53.KJ10.AQ4.K8632', 'P', 'None'),
    ('KJ108 of their hearts but 9 HCP and no ace outside: pass', '1H 1S 2H P 4H P P', '5.KJ108.Q74.K8632', 'P', 'None'),
    ("the other major: KJ108 of their spades over partner's 2H overcall: double",
     '1S 2H 2S P 4S P P', 'KJ108.5.AQ4.K8632', 'X', 'None'),
    ('advancer in the North seat doubles their 4S with KJ108 of trumps and 13 HCP',
     'P 1S 2H 2S P 4S P P', 'KJ108.5.AQ4.K8632', 'X', 'EW'),
]


# My Michaels cue bid of their major showed the other major and a minor; partner's 3C (no fit for the major) is
# pass or correct: with diamonds I correct, with clubs I pass.
MICHAELS_PASS_OR_CORRECT = [
    ("1H 2H P 3C P: Michaels with spades and diamonds: correct partner's 3C to the diamonds",
     '1H 2H P 3C P', 'KQJ94.5.AQ1083.42', '3D', 'None'),
    ("1H 2H P 3C P: the same Michaels with the clubs: pass", '1H 2H P 3C P', 'KQJ94.5.42.AQ1083', 'P', 'None'),
    ("1S 2S P 3C P: hearts and diamonds: correct to 3D", '1S 2S P 3C P', '5.KQJ94.AQ1083.42', '3D', 'NS'),
    ("1S 2S P 3C P: hearts and clubs: pass", '1S 2S P 3C P', '5.KQJ94.42.AQ1083', 'P', 'EW'),
    ("P 1H 2H P 3C P: six diamonds and five spades in the South seat: correct to 3D",
     'P 1H 2H P 3C P', 'KQJ94.5.AQJ1083.4', '3D', 'All'),
    ("1H 2H P 2NT P: the 2NT ask is answered as before: three of my minor", '1H 2H P 2NT P', 'KQJ94.5.AQ1083.42', '3D', 'None'),
]


# My jump raise of partner's overcall is preemptive and has told my hand (four trumps, little else): over their game
# partner, who knows it, decides whether to save; a simple raise or the overcaller's own long suit still saves.
NO_SAVE_AFTER_MY_PREEMPTIVE_RAISE = [
    ("1H 1S 2H 3S 4H P P: my preemptive raise told my four trumps and partner passed their game: no second save",
     '1H 1S 2H 3S 4H P P', 'K842.5.Q1072.8632', 'P', 'NS'),
    ("1H 1S 2H 3S P P 4H: their game straight over me, partner still to speak: partner decides",
     '1H 1S 2H 3S P P 4H', 'K842.5.Q1072.8632', 'P', 'NS'),
    ("P 1D 1H P 3H 4S P P: the same in the North seat over their 4S", 'P 1D 1H P 3H 4S P P', '5.K842.Q1072.8632', 'P', 'EW'),
    ("1H 1S 2H 2S 4H P P: a simple raise did not tell the fourth trump: the save at favourable vulnerability",
     '1H 1S 2H 2S 4H P P', 'K842.5.Q1072.8632', '4S', 'NS'),
    ("1H 1S 2H 3S 4H: the overcaller with six spades opposite the preemptive raise: ten trumps, save at favourable",
     '1H 1S 2H 3S 4H', 'KQJ1074.5.Q843.92', '4S', 'NS'),
    ("1H 1S 4H: their jump to game before I have spoken: four trumps and a singleton save at favourable",
     '1H 1S 4H', 'K842.5.Q1072.8632', '4S', 'NS'),
]


# Partner's new suit over my single raise of the major overcall is a game try, not a suit to pass: the top of the
# raise, or help in the suit with a little more than the least, bids game; else three of the major.
ANSWER_THE_OVERCALLERS_GAME_TRY = [
    ("1C 1S P 2S P 3D P: 10 HCP, the top of the raise, and K763 in the try suit: game",
     '1C 1S P 2S P 3D P', 'K72.A84.K763.952', '4S', 'None'),
    ("1C 1S P 2S P 3D P: 4 HCP and nothing in diamonds: three of the major", '1C 1S P 2S P 3D P', '972.A84.7653.952', '3S', 'None'),
    ("1C 1S P 2S P 3D P: 9 HCP with AK53 in the try suit: game", '1C 1S P 2S P 3D P', '972.Q84.AK53.952', '4S', 'EW'),
    ("P 1C 1H P 2H P 3D P: 5 HCP without diamond help in the South seat: three of the major",
     'P 1C 1H P 2H P 3D P', '984.K72.9763.Q52', '3H', 'None'),
    ("1C 1S P 2S P 3S P: the plain invitation is unchanged: a minimum passes", '1C 1S P 2S P 3S P', '972.A84.7653.952', 'P', 'None'),
]


# My cue bid over partner's takeout double showed game values: partner's answer at two is not a place to stop.
# Their suit stopped, 3NT; a fit, game; else my own four-card suit, forcing; and the doubler answers that new suit.
AFTER_THE_CUE_BID_OVER_THE_DOUBLE = [
    ("1H X P 2H P 2S P: 13 HCP, two spades and hearts unstopped: my own diamonds, forcing, not a pass at two",
     '1H X P 2H P 2S P', 'K5.854.AQ73.KJ72', '3D', 'None'),
    ("1H X P 2H P 3C P: the same hand opposite 3C: four clubs, game in the minor", '1H X P 2H P 3C P', 'K5.854.AQ73.KJ72', '5C', 'None'),
    ("1H X P 2H P 2S P: the hearts stopped: 3NT", '1H X P 2H P 2S P', 'K5.A54.Q873.KJ72', '3NT', 'None'),
    ("1H X P 2H P 2S P: four spades: game in the major", '1H X P 2H P 2S P', 'KJ54.854.AQ7.KJ7', '4S', 'None'),
    ("1H X P 2H P 2S P 3D P: four diamonds opposite partner's forcing new suit: game in it",
     '1H X P 2H P 2S P 3D P', 'AQ54.5.KJ83.Q962', '5D', 'None'),
    ("1H X P 2H P 2S P 3D P: hearts stopped by K5 opposite partner's forcing new suit: 3NT",
     '1H X P 2H P 2S P 3D P', 'AQ54.K5.QJ8.Q962', '3NT', 'None'),
]


# Partner's new suit after my cue-bid raise of the major overcall shows more than a minimum: with the limit raise
# or better I bid game; the minimum rebid of the major is passed by a limit raise.
AFTER_THE_OVERCALLERS_NEW_SUIT_OVER_THE_CUE_BID = [
    ("1C 1H P 2C P 2S P: partner's new suit over my cue bid is more than a minimum: game in hearts",
     '1C 1H P 2C P 2S P', 'Q72.A84.K763.Q52', '4H', 'None'),
    ("1D 1S P 2D P 3C P: the same at the three level: game in spades", '1D 1S P 2D P 3C P', 'Q72.A84.K763.Q52', '4S', 'NS'),
    ("1C 1S P 2C P 2D P: a new suit below the major: game in spades", '1C 1S P 2C P 2D P', 'Q72.A84.K763.Q52', '4S', 'None'),
    ("1C 1S P 2C P 2S P: the minimum rebid of the major: a limit raise passes", '1C 1S P 2C P 2S P', 'Q72.A84.K763.Q52', 'P', 'None'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"),
                         QUIZ + PENALTY_OF_THEIR_GAME_OVER_THE_OVERCALL + MICHAELS_PASS_OR_CORRECT
                         + NO_SAVE_AFTER_MY_PREEMPTIVE_RAISE
                         + ANSWER_THE_OVERCALLERS_GAME_TRY
                         + AFTER_THE_CUE_BID_OVER_THE_DOUBLE
                         + AFTER_THE_OVERCALLERS_NEW_SUIT_OVER_THE_CUE_BID)
def test_defenders_later_exam2(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    """The overcaller, doubler, advancer and two-suiter make the expected later call."""
    assert_booklet_call(calls, hand, call, vulnerable)
