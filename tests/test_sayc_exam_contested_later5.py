"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a fifth mock exam on the
later rounds of contested auctions after our opening, written blind (before reading the rules). Opener's reopening
double or suit when their overcall is passed round; opener after responder's free bid, free raise, jump raise,
cue-bid raise, free 1NT or 2NT, or negative double; responder's second call after opener's rebid; both sides when
they raise their suit over ours; game decisions after their preempt. Then the positions of four rules the exam found
wanting, with their neighbours. Each position is (the reason, the auction so far with North dealing, the hand to
call, the call[, the vulnerability])."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call[, vulnerable: None, NS, EW, All]).
QUIZ = [
    ('14 HCP, short in their clubs with both other suits: reopen with a double', '1H 2C P P', 'AQ76.KJ976.KJ8.3', 'X'),
    ('four good hearts behind nothing to gain: partner cannot be sitting for a penalty pass, so pass',
     '1S 2H P P', 'AKJ84.KQ109.3.J52', 'P'),
    ('six good spades, doubleton diamond, minimum: rebid the suit', '1S 2D P P', 'AQJ1076.K4.52.K83', '2S'),
    ('length and strength in their spades: pass, do not reopen', '1H 1S P P', 'KJ94.AQ1076.K32.4', 'P'),
    ('singleton in their suit, four hearts, 15 HCP: reopening double', '1D 1S P P', '3.AJ84.AQ1076.KJ5', 'X'),
    ('six diamonds, two hearts, minimum: rebid the suit rather than double', '1D 1H P P', 'QJ4.J8.KQ10975.A3', '2D'),
    ('singleton club, four hearts: the reopening double lets partner pass for penalty or bid hearts',
     '1S 2C P P', 'AK1086.KJ72.Q83.5', 'X'),
    ('four diamonds: partner cannot have a penalty pass; minimum, pass', '1H 2D P P', 'A4.KQJ97.KJ103.52', 'P'),
    ('15 HCP with a singleton spade: reopening double', '1D 1S P P', '5.AKJ4.KQ73.Q982', 'X'),
    ('20 HCP: double first, then show the spades', '1H 2C P P', 'AKQ4.AKJ85.6.K42', 'X'),
    ('18 HCP, singleton club: reopening double of the preempt', '1S 3C P P', 'AKJ96.AQ4.KJ83.2', 'X'),
    ('six good hearts and 15 HCP: compete in the long suit at three', '1H 2S P P', 'AQ.KJ10864.AJ5.43', '3H'),
    ('15 HCP, four spades, doubleton club: reopen with a takeout double', '1H 3C P P', 'AQ73.KQJ84.K5.62', 'X'),
    ('six strong hearts and 16 HCP: bid the suit at the three level', '1H 3C P P', 'AQ.AKJ1084.Q75.62', '3H'),
    ('minimum balanced with club length: let the preempt go', '1H 3C P P', 'K5.AQJ86.Q94.J103', 'P'),
    ('18 HCP and a singleton spade: double for takeout over their game preempt',
     '1H 4S P P', '5.AKJ976.AQ4.KJ5', 'X', 'NS'),
    ('singleton spade, support for both red suits, 15 HCP: reopen with a double',
     '1C 1S P P', '4.AQ5.K84.AQ10976', 'X'),
    ('strong clubs: pass, partner may be sitting over them', '1S 2C P P', 'AJ976.K4.Q5.KJ109', 'P'),
    ('opener in second seat, singleton heart: reopening double', 'P 1S 2H P P', 'KQ1086.4.AJ73.K82', 'X'),
    ('17 HCP, doubleton spade, four diamonds: reopening double', 'P P P 1H 1S P P', '63.AKJ97.AQ104.K5', 'X'),
    ('void in clubs and both majors: reopen with a double', 'P P 1D 2C P P', 'KJ93.AQ84.KJ1076.', 'X'),
    ('six hearts, three diamonds, minimum: rebid the suit', 'P 1H 2D P P', '6.AQ10975.K83.KJ4', '2H'),
    ('four-card support for the forcing three-level club bid: raise', '1S 2H 3C P', 'AKJ83.4.K72.QJ94', '4C'),
    ('minimum opposite a free single raise: pass', '1H 1S 2H P', 'K84.KQ1076.A92.J5', 'P'),
    ('19 HCP and a singleton opposite a raise: bid game', '1H 1S 2H P', '4.AKQ76.AQ92.A85', '4H'),
    ('five spades and a minimum: eight trumps, do not go to the three level', '1S 2C 2S 3C', 'AQJ96.K84.Q93.52', 'P'),
    ('six spades (nine trumps) and a singleton club: compete to 3S', '1S 2C 2S 3C', 'AQJ965.K84.Q93.5', '3S', 'NS'),
    ('sixth heart gives nine trumps: compete to 3H', '1H 1S 2H 2S', '5.AQ9865.KJ4.K102', '3H'),
    ('flat minimum with eight trumps: pass and defend', '1H 1S 2H 2S', 'KJ4.AQ875.Q103.J4', 'P'),
    ('cue-bid raise, minimum without a spade stopper: sign off in 3D', '1D 1S 2S P', 'J5.K84.AQJ87.Q62', '3D'),
    ('17 HCP opposite a limit raise or better: bid game', '1H 1S 2S P', 'KJ4.AKJ76.Q92.K5', '4H'),
    ("minimum opener after partner's jump raise in competition: pass", '1S 2H 3S P', 'AQ1084.K52.Q93.J4', 'P'),
    ('20 HCP and a singleton heart: game', '1S 2H 3S P', 'AKJ84.5.AKQ3.K52', '4S'),
    ('four spades for the negative double, minimum: 2S', '1H 2C X P', 'KQ84.AJ976.K5.32', '2S'),
    ('four spades, 16 HCP and a singleton: jump to invite', '1H 2C X P', 'KQ84.AJ976.AQ5.3', '3S'),
    ('three spades only and no heart stopper, minimum: rebid diamonds', '1D 1H X P', 'AJ5.84.KQJ87.Q63', '2D'),
    ('heart stopper, balanced minimum: 1NT', '1D 1H X P', 'K4.KJ5.AQ873.J72', '1NT'),
    ('four hearts for the negative double, minimum: 2H', '1C 1S X P', '73.KQ95.AJ4.KJ86', '2H'),
    ('negative double promises the majors; four spades, minimum: 2S', '1D 2C X P', 'KJ84.A5.AQ976.43', '2S'),
    ('six good hearts opposite a negative double at three: game', '1H 3S X P', '5.AKJ743.KQ5.J63', '4H'),
    ('strong spades: convert the negative double to penalty', '1H 3S X P', 'AQ109.KJ974.A52.3', 'P'),
    ('three-card support for the forcing 3H: raise to game', '1C 2S 3H P', 'Q5.K84.A73.KQJ62', '4H', 'NS'),
    ('spade stopper, doubleton heart: 3NT', '1C 2S 3H P', 'KJ4.Q5.A73.KQ762', '3NT'),
    ('free 1S shows five (a double would show four): raise with three', '1C 1H 1S P', 'K84.5.AQ73.KJ1065', '2S'),
    ('19 HCP opposite a free 1NT (about 8-10): game', '1H 1S 1NT P', 'K5.AKJ76.AQ4.Q108', '3NT'),
    ('minimum balanced opposite a free 1NT: pass', '1H 1S 1NT P', '84.AQJ76.K52.Q83', 'P'),
    ('six good hearts, minimum: rebid the suit', '1H 1S 1NT P', '5.KQJ1076.A84.K53', '2H'),
    ('minimum balanced with heart length: pass', '1S 2H P 3H', 'AQ964.K74.K83.Q2', 'P'),
    ('three-card spade support, minimum: raise to 2S', '1D 1H 1S 2H', 'K84.5.AQJ96.K1072', '2S'),
    ('four spades, 15 HCP and a singleton: invitational jump', '1D 1H 1S 2H', 'AJ84.5.AQJ96.K102', '3S'),
    ('minimum without spade support: pass', '1C 1H 1S 2H', '84.K53.AQ7.KJ1065', 'P'),
    ('17 HCP opposite a raise at three: game', '1S 3H 3S P', 'AQJ84.5.KQ3.AJ52', '4S', 'All'),
    ('minimum opposite a raise that may be stretched over the preempt: pass',
     '1S 3H 3S P', 'KJ1084.J5.AQ3.Q92', 'P', 'All'),
    ('after the redouble, minimum with nothing to show: pass (forcing)', '1H X XX 2C', 'K85.AQ976.Q84.J3', 'P'),
    ('redoubler with clubs: penalty double', '1H X XX 2C P P', 'AJ4.53.K1074.KJ95', 'X'),
    ('13 HCP with a club stopper opposite an opening: 3NT', '1H 2C 2D P 2H P', '853.Q5.AQJ86.KJ4', '3NT'),
    ('delayed three-card support with 10 HCP: invite', '1H 1S 2D P 2H P', '85.Q94.AQJ83.J72', '3H'),
    ('11 HCP with a club stopper: invite in notrump', '1S 2C 2H P 2S P', 'Q5.AJ1064.972.KJ3', '2NT'),
    ('10 HCP with a heart fit: invite', '1D 1S X P 2H P', '853.KQ74.A5.J1072', '3H'),
    ('7 HCP, opener showed a minimum: pass', '1D 1S X P 2H P', '853.KJ74.Q5.J1072', 'P'),
    ('13 HCP opposite a 1NT rebid: game', '1D 1S X P 1NT P', '84.KQ74.AJ5.K1073', '3NT'),
    ('8 HCP opposite a minimum rebid: pass', '1H 2C X P 2H P', 'Q853.64.KJ72.Q53', 'P'),
    ('three-card raise already shown, eight trumps: pass', '1H 1S 2H P P 2S', '854.KJ7.Q963.K42', 'P'),
    ('fourth trump (nine): compete to 3H', '1H 1S 2H P P 2S', '85.KJ72.Q963.K42', '3H', 'All'),
    ('club stopper and game values: 3NT', '1H 2C 2D P 3D P', '852.Q4.AQJ86.KJ3', '3NT'),
    ('17 HCP opposite a free raise: game', '1H 2S 3H P', 'A5.AKJ84.KQ73.52', '4H'),
    ('14 HCP balanced opposite a competitive raise: pass', '1H 2S 3H P', 'K5.AQ874.QJ3.Q84', 'P'),
    ('17 HCP, singleton spade: reopening double', '1C 3S P P', '4.AQ85.KJ7.AK1094', 'X', 'EW'),
    ('three-card support for the forcing 3H: raise to game', '1S 3C 3H P', 'AQ1084.K73.KJ5.84', '4H'),
    ('double club stopper, singleton heart: 3NT', '1S 3C 3H P', 'AQ1084.7.KJ5.KJ83', '3NT'),
    ('five clubs opposite the negative double: bid them', '1H 2S X P', '5.AKJ87.Q4.KJ1076', '3C'),
    ('four-card support for the free 2C: raise', 'P 1D 1S 2C P', '8.AQ5.KJ1073.KQ63', '3C'),
    ('minimum opposite a cue-bid raise: sign off', 'P P P 1S 2H 3H P', 'KJ1085.84.AQ3.Q72', '3S'),
    ('17 HCP with six hearts and a singleton opposite a raise: game', 'P 1H 2C 2H P', '4.AKJ976.AQ5.K43', '4H'),
    ('singleton spade, 15 HCP: reopening double', 'P P 1H 1S P P', '3.AQJ95.KJ74.A83', 'X'),
    ('four-card support for the free 2C, minimum: raise', '1D 1H 2C P', 'AJ5.84.KQ74.Q1063', '3C'),
    ('four-card support for the free 2D: raise', '1H 1S 2D P', '5.AQ1074.KJ83.Q95', '3D'),
    ('three-card support for the free 2H: raise', '1S 2D 2H P', 'AJ1084.K73.5.KQ84', '3H'),
    ('four spades for the negative double, minimum: 1S', 'P 1C 1H X P', 'KJ84.53.A6.AQ1074', '1S'),
    ('limit raise and opener signed off: pass', '1H 2C 3C P 3H P', 'K84.Q953.AJ72.83', 'P'),
    ('13 HCP with four trumps: game over the signoff', '1H 2C 3C P 3H P', 'K84.KQ53.AJ72.83', '4H'),
]

# Responder's 2NT over their overcall is natural, 11–12 with their suit stopped: not Jacoby (which forces to game
# only uncontested), and opener accepts with 13 or more.
FREE_2NT = [
    ('the free 2NT is 11–12, not Jacoby: 12 HCP with a plain five-card suit declines', '1S 2H 2NT P',
     'AJ1074.54.KQ5.Q83', 'P'),
    ('15 HCP opposite the free 2NT: accept, 3NT', '1S 2H 2NT P', 'AQ1074.54.KQ5.KJ3', '3NT'),
    ('hearts opened, their spades: the same minimum declines', '1H 1S 2NT P', '54.AJ1074.KQ5.Q83', 'P'),
    ('hearts opened, 15 HCP: 3NT', '1H 1S 2NT P', '54.AQ1074.KQ5.KJ3', '3NT'),
    ('a minor opened, their one-level overcall: the jump to 2NT is 11–12 too, 12 HCP pass', '1D 1S 2NT P',
     'AJ5.54.KQ1074.Q83', 'P'),
    ('the same hand with no overcall: 2NT is Jacoby, forcing to game; a minimum with no shortness bids 4S',
     '1S P 2NT P', 'AJ1074.54.KQ5.Q83', '4S'),
]

# Responder's single raise told the hand; they bid over it and opener passed: no invitation now, a fourth trump
# (nine together) competes at three, else pass.
RAISE_TOLD = [
    ('three trumps already shown and opener passed their 3H: eight trumps, pass', '1S 2H 2S 3H P P',
     'Q85.64.A974.K532', 'P'),
    ('a point more, still three trumps: the raise has told it, pass', '1S 2H 2S 3H P P', 'Q85.64.AJ74.K532', 'P'),
    ('a fourth trump: nine together, compete to 3S', '1S 2H 2S 3H P P', 'K852.64.A974.Q53', '3S', 'EW'),
    ('West raised 2S, opener passed their 3D: three trumps, pass', 'P 1S 2D 2S 3D P P', 'QJ5.K8.9743.K1072', 'P'),
]

# Opener short in their suit with a six-card suit of its own: the takeout-shape double over the long suit is for
# their one bid, where partner may be sitting over them; once they have raised, the six-card suit competes.
SIX_CARDS_OVER_THEIR_RAISE = [
    ('they raised to 3H: six spades and a singleton compete with 3S, not a double', '1S 2H P 3H',
     'AKJ964.4.KQ8.Q52', '3S'),
    ('five spades, four diamonds, singleton heart, 15 HCP: the takeout double', '1S 2H P 3H', 'AKJ96.4.KQ83.Q52', 'X'),
    ('17 HCP: strong enough to double with six spades', '1S 2H P 3H', 'AKJ964.4.KQ8.A52', 'X'),
    ('their 2H passed round, not raised: the takeout shape reopens with a double', '1S 2H P P',
     'AKJ964.4.KQ8.Q52', 'X'),
]

# Over their sacrifice over our game: three of their suit in a balanced hand defend; double.
THEIR_SACRIFICE = [
    ('4-3-3-3 with Qxx of their hearts: double the sacrifice, not five', '1S 2H 3H 4H 4S 5H',
     'K1074.Q84.A62.KJ5', 'X', 'EW'),
    ('two hearts: ten trumps bid on', '1S 2H 3H 4H 4S 5H', 'K1074.84.A862.KJ5', '5S', 'EW'),
]

# Opener after partner's negative double of their two-level overcall, passed round: four of their suit with three
# top honours convert it to penalty with 6+ HCP in the suit, or in a hand of 15+ HCP whose side cards defend.
CONVERT_THE_NEGATIVE_DOUBLE = [
    ('QJ10x of their spades and 16 HCP: pass for penalty, not 3H on five hearts', '1H 2S X P',
     'QJ104.AQ973.A5.K4', 'P'),
    ('the same trumps under their clubs with 16 HCP: pass for penalty', '1D 2C X P', 'K4.A5.AQ973.QJ104', 'P'),
    ('QJ10x of their clubs in an 11 HCP opening: too little defence, rebid the spades', '1S 2C X P',
     'AKJ32.32.32.QJ109', '2S'),
]

POSITIONS = (QUIZ + FREE_2NT + RAISE_TOLD + SIX_CARDS_OVER_THEIR_RAISE + THEIR_SACRIFICE
             + CONVERT_THE_NEGATIVE_DOUBLE)


@pytest.mark.parametrize("position", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(position: tuple[str, ...]) -> None:
    _, calls, hand, call, *vulnerable = position
    assert_booklet_call(calls, hand, call, *vulnerable)
