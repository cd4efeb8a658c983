"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a sixth mock exam on the
later rounds of contested auctions, written blind (before reading the rules), half after our opening and half after
theirs. Opener's reopening double or suit when their overcall is passed round; opener after responder's free bid,
free raise, cue-bid raise, free 1NT or negative double, and over a redouble; responder's second call; the
overcaller after partner's raise, new suit, cue bid or 1NT and their raise; the doubler's rebid; advancer's second
call; the part-score battle at two and three by the law of total tricks; the five level over their bid or our
save. Then the positions of the rules the exam and the robot's own auctions found wanting, with their
neighbours. Each position is (the reason, the auction so far with North dealing, the hand to call, the call[, the
vulnerability])."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call[, vulnerable: None, NS, EW, All]).
QUIZ = [
    ('opener short in their suit reopens with a double, partner may be sitting with clubs',
     '1H 2C P P', 'K4.AKJ93.QJ82.63', 'X'),
    ('minimum with six hearts and club length: rebid the suit, do not double', '1H 2C P P', 'K4.AKJ932.Q8.763', '2H'),
    ('minimum opener with four of their suit passes the overcall out', '1S 2D P P', 'AKJ73.K4.QT86.J3', 'P'),
    ('singleton in their suit and a good 15: reopening double', '1S 2H P P', 'AQJ84.3.KQ73.K82', 'X'),
    ('17 points short in spades: reopen with a double', '1H 1S P P', '3.AKJ84.KQ83.A72', 'X'),
    ('minimum six-card suit: rebid it', '1H 1S P P', 'Q3.AKJ842.K83.72', '2H'),
    ('strong spade holding behind the overcaller: defend 1S', '1H 1S P P', 'KQJ8.AK953.K2.93', 'P'),
    ('singleton heart, 16 points: reopening double keeps all three suits in play',
     '1D 1H P P', 'K83.4.AKJ83.KQ82', 'X'),
    ("minimum with a six-card suit after responder's free bid", '1H 1S 2C P', '83.AQJ642.K72.A5', '2H'),
    ("responder's 1S shows five after the overcall; four-card raise at minimum",
     '1D 1H 1S P', 'KJ84.7.AQ863.K52', '2S'),
    ('free 2H shows five-plus and is forcing; raise with three-card support, no spade stopper for notrump',
     '1C 1S 2H P', 'Q82.K93.A64.KJ82', '3H'),
    ('negative double showed four hearts; minimum opener bids them at the cheapest level',
     '1D 1S X P', 'K72.KJ84.AQ73.82', '2H'),
    ('negative double of 1H shows four spades; bid them', '1C 1H X P', 'AQ72.84.K93.KJ82', '1S'),
    ('minimum balanced with a heart stopper and no four spades', '1C 1H X P', 'AJ3.K84.Q93.KJ82', '1NT'),
    ('15 points with a singleton and four hearts: jump to invite', '1D 1S X P', 'K72.AKJ4.KJ983.2', '3H'),
    ('negative double of 2D over 1H suggests spades; opener shows the four-card spade suit',
     '1H 2D X P', 'AK84.KQ973.82.Q4', '2S'),
    ('minimum six-card spade suit, no four-card minor', '1S 2H X P', 'AQJ843.73.K2.Q86', '2S'),
    ('negative double of 2S; show the four-card club suit at the cheapest level',
     '1H 2S X P', '7.AK983.KJ4.Q982', '3C'),
    ('minimum, only eight trumps: let them have 2S or let partner act', '1H 1S 2H 2S', '83.AQJ64.K72.A95', 'P'),
    ('minimum with eight trumps and heart losers: do not go to 3S', '1S 2H 2S 3H', 'AKJ84.J73.K92.Q3', 'P'),
    ('opening values with three-card support: bid the game', '1H 1S 2C P 2H P', 'Q3.K82.K5.AQJ842', '4H'),
    ('simple raise with three trumps has said it all', '1H 1S 2H 2S P P', 'Q83.K94.K732.862', 'P'),
    ('four trumps and shape opposite a five-card major: nine trumps, compete to three',
     '1H 1S 2H 2S P P', '83.KJ94.Q8732.K6', '3H'),
    ('11 points opposite a minimum 1NT rebid that promised a spade stopper: invite',
     '1C 1S X P 1NT P', '83.KJ94.AQ73.J82', '2NT'),
    ('opening values opposite an opener with four spades: bid game', '1D 1H X P 1S P', 'KJ84.83.AQ7.K962', '4S'),
    ('cue-bid showed a limit raise or better; minimum opener signs off in 3H', '1H 1S 2S P', '83.AQ984.K72.K82', '3H'),
    ('15 points opposite a limit raise or better: bid game', '1H 1S 2S P', 'K3.AQ984.K72.K82', '4H'),
    ('opening values with four trumps: the cue-bid was game-going', '1H 1S 2S P 3H P', 'K83.KJ84.A72.Q93', '4H'),
    ('limit raise only, opener signed off: pass', '1H 1S 2S P 3H P', '83.KJ84.A72.Q932', 'P'),
    ('trap pass with a club stack: convert the reopening double for penalty', '1H 2C P P X P', '83.72.KJ64.KQT73', 'P'),
    ('weak with five spades and no clubs: take out to the long suit', '1H 2C P P X P', 'J8632.Q5.Q87.842', '2S'),
    ("minimum after partner's redouble: pass, the pass is forcing and partner may double",
     '1H X XX 2C', 'K4.AQ873.K92.832', 'P'),
    ('redoubler with four good clubs doubles for penalty', '1H X XX 2C P P', '83.K62.AJ94.QJ84', 'X'),
    ("partner's negative double showed four hearts; compete with the known fit",
     '1D 1S X 2S', 'K3.AJ84.KQ983.72', '3H'),
    ('balanced minimum, no four hearts: pass, partner can act again', '1D 1S X 2S', 'KJ3.A84.Q987.Q72', 'P'),
    ('jump in hearts shows 16-18: 17 HCP, four hearts and a singleton opposite a two-level negative double',
     '1S 2D X P', 'AKJ84.KQ83.2.A83', '3H'),
    ("partner's double of 1NT is for penalty; minimum balanced opener leaves it in",
     '1H 1NT X P', 'K4.AQJ84.K92.832', 'P'),
    ('six good diamonds, minimum: rebid the suit', '1D 1H 1NT P', 'K4.83.AKJ863.Q72', '2D'),
    ('balanced with outside tricks: double, do not bid 5S', '1S 3H 4S 5H P P', 'K83.A2.KQ84.Q932', 'X'),
    ('partner doubled the sacrifice: leave it in', '1S 3H 4S 5H X P', 'QJ83.2.KQ84.K932', 'P'),
    ('preemptive 4S raise has told the story; do not bid again', '1S 2H 4S 5H P P', 'Q9864.5.KT84.732', 'P'),
    ('15 points of defence after partner passes: double the sacrifice', '1H 2S 4H 4S P P', 'K3.KQ84.A872.K73', 'X'),
    ('balanced minimum with a spade stopper and only three hearts: 1NT', '1C 1S X P', 'A72.K84.Q73.KQ82', '1NT'),
    ('no spade stopper, no four hearts: rebid five clubs', '1C 1S X P', '72.K84.Q73.AKJ82', '2C'),
    ("responder's 1H shows four-plus; raise with four-card support", '1C 1D 1H P', 'K83.QJ84.K2.AJ83', '2H'),
    ('minimum with eight trumps: do not go to the three level', '1H 2D 2H 3D', 'K4.AQJ84.K92.832', 'P'),
    ('six hearts opposite a raise: nine trumps, compete to 3H', '1H 2D 2H 3D', '4.AKJ843.82.KQ73', '3H'),
    ('minimum overcall with eight trumps: do not go to 3S', '1D 1S P 2S 3D', 'AQJ84.K73.82.Q83', 'P'),
    ('six-card suit opposite a raise: nine trumps, compete to three', '1D 1S P 2S 3D', 'AQJ843.K73.2.Q83', '3S'),
    ('17 points with six hearts opposite a raise: bid game', '1C 1H P 2H P', '4.AKJ873.AQ4.K82', '4H'),
    ('minimum overcall, raised: pass', '1C 1H P 2H P', 'K4.KQ973.Q82.J83', 'P'),
    ("advancer's new suit is not forcing; minimum with two spades passes", '1C 1H P 1S P', 'K3.AQJ84.Q72.962', 'P'),
    ('seven-card suit and a singleton spade: rebid hearts', '1C 1H P 1S P', '3.AQJ8742.K72.K6', '2H'),
    ("four-card support for advancer's spades: raise", '1D 1H P 1S P', 'Q873.AKJ84.2.K62', '2S'),
    ("minimum takeout double: pass partner's forced response", '1D X P 1S P', 'KQ73.KJ84.82.A83', 'P'),
    ('19 points with four spades: jump raise invites', '1D X P 1S P', 'AKJ3.KQ84.82.AQ8', '3S'),
    ('double then the cheapest new suit shows the strong hand: 17 points with a good six-card spade suit',
     '1C X P 1D P', 'AKQJ84.A83.K2.83', '1S'),
    ('double then 1NT shows 18-20 balanced with a club stopper', '1C X P 1H P', 'AQ4.KJ3.KQ82.A93', '1NT'),
    ('limit raise via the cue-bid, overcaller showed a minimum: pass', '1D 1S P 2D P 2S P', 'K84.Q73.K82.Q973', 'P'),
    ("three points: decline doubler's invitation", '1D X P 1H P 2H P', '7432.J842.Q83.73', 'P'),
    ('balancing over a raise with shortness in their suit: double', '1H P 2H P P', 'KJ84.3.Q983.A742', 'X'),
    ('balancing with a five-card spade suit', '1H P 2H P P', 'AQT84.73.K83.842', '2S'),
    ('do not let them play at the two level in a fit: balancing double', '1S P 2S P P', '83.KJ4.Q973.KJ82', 'X'),
    ("minimum doubler, partner's free 2S already competed: pass", '1H X 2H 2S 3H', 'KJ84.3.AQ73.Q842', 'P'),
    ('light doubler with eleven: pass the invitation', '1D X P 2H P', 'KJ73.Q984.42.AJ3', 'P'),
    ("doubler's new suit shows a strong hand; raise with three trumps and a few values",
     '1C X P 1H P 1S P', 'Q73.J842.K842.83', '2S'),
    ('six spades opposite a raise: nine trumps, compete to 3S', '1H 1S 2H 2S 3H', 'AQJ843.K4.K72.83', '3S'),
    ('five spades only: eight trumps, let them play 3H', '1H 1S 2H 2S 3H', 'KQT84.73.A82.J83', 'P'),
    ('three-card raise, balanced, partner passed: pass', '1H 1S 2H 2S 3H P P', 'K73.842.KJ82.J73', 'P'),
    ('four trumps and a singleton heart: nine trumps, compete to 3S', '1H 1S 2H 2S 3H P P', 'K873.8.Q9842.J73', '3S'),
    ('minimum overcall after the cue-bid raise: 2S', '1D 1S P 2D P', 'KQJ84.K73.82.Q83', '2S'),
    ('sound 15-point overcall opposite a limit raise or better: game', '1D 1S P 2D P', 'AKJ84.KQ3.82.Q83', '4S'),
    ('six-card suit and a good overcall: compete again at the two level', '1D 1S P P 2C', 'AKJ843.K72.82.Q3', '2S'),
    ('minimum five-card overcall with partner silent: pass', '1D 1S P P 2C', 'KQJ84.K72.82.Q83', 'P'),
    ('we have bid to the three level on nine trumps; do not go to four', '1S 2H 2S 3H 3S', '73.KQJ873.A82.83', 'P'),
    ("16 points of defence opposite partner's 4H: double 4S rather than bid five",
     '1S 2H 2S 4H 4S', 'A2.KQJT73.QJ3.K4', 'X'),
    ('minimum doubler, partner passed: pass', '1H X 2H P P', 'KJ84.3.AQ73.Q842', 'P'),
    ('16 points and a singleton heart: double again for takeout', '1H X 2H P P', 'AQ84.3.AK73.K842', 'X'),
    ('minimum overcall with eight trumps: let them play 3H', '1D 1S X 2S 3H', 'KQJ84.73.K82.Q83', 'P'),
    ('minimum Michaels, partner chose spades: pass', '1H 2H P 2S P', 'KQT84.3.AQT73.82', 'P'),
    ('minimum unusual 2NT, partner chose clubs: pass', '1S 2NT P 3C P', '4.3.KQJ84.AQJ873', 'P'),
    ('minimum overcall opposite 8-11: pass 1NT', '1C 1S P 1NT P', 'KQJ84.K73.82.Q83', 'P'),
    ('17 points opposite 8-11 with stoppers: bid game', '1C 1S P 1NT P', 'AKJ84.KQ3.K2.J83', '3NT'),
    ('double then a new suit shows 17+ and five cards', '1C X P 1D P', 'AKJ84.Q3.K82.A83', '1S'),
    ('weak advance of the takeout double of 2S: bid the four-card major at the three level',
     '1S P 2S X P', '83.J984.Q983.K82', '3H'),
    ('weak advance of the takeout double: four spades', '1H P 2H X P', 'K873.Q84.J973.82', '2S'),
    ('nine points and four spades: compete freely to 3S', '1H P 2H X 3H', 'KJ84.83.Q973.K82', '3S'),
    ("preemptive 4H raise has told the story; partner's pass is final", '1S 2H 2S 4H 4S P P', 'Q2.KQ84.J9843.73', 'P'),
    ('six hearts opposite a raise: nine trumps, compete to 3H', '1C 1H 1S 2H 2S', '73.KQJ873.A82.83', '3H'),
    ('five hearts only: eight trumps, leave them in 2S', '1C 1H 1S 2H 2S', 'K73.KQJ87.A82.83', 'P'),
    ('weak jump overcaller has described the hand: do not bid again', '1D 2S 3H 3S 4H', 'KQJ973.84.82.Q83', 'P'),
    ('16 points with four spades opposite an invitational jump: game', '1H X P 2S P', 'AQ84.3.AK73.K842', '4S'),
    ("partner's pass of the redouble shows no suit; doubler bids the cheapest four-card suit",
     '1H X XX P P', 'KJ84.3.AQ73.Q842', '1S'),
    ('top of the 1NT advance: accept the invitation', '1D 1S P 1NT P 2NT P', 'Q3.KJ84.KJ3.J982', '3NT'),
    ('bottom of the 1NT advance: decline the invitation', '1D 1S P 1NT P 2NT P', 'Q3.K984.QJ3.J982', 'P'),
    ('maximum simple raise: accept the game try', '1C 1S P 2S P 3S P', 'K73.Q842.K93.J82', '4S'),
    ('minimum simple raise: decline the game try', '1C 1S P 2S P 3S P', '873.Q842.K93.J82', 'P'),
    ("preference to overcaller's first suit with three spades and two hearts",
     '1C 1S P 1NT P 2H P', 'K72.84.Q973.KJ82', '2S'),
]

# The defenders' game, and the side that opened bids over it: no save when they opened and only my own high cards
# make the values ours (partner's game bid may be weak); their bid may make, and the five level is theirs: double.
THEIR_BID_OVER_OUR_GAME = [
    ("16 HCP and two of their spades opposite partner's jump to 4H, vulnerable: double, do not bid five",
     '1S 2H 2S 4H 4S', 'A2.KQJT73.QJ3.K4', 'X', 'All'),
    ('the same hand at favourable vulnerability: their 4S may make, still a double, not 5H',
     '1S 2H 2S 4H 4S', 'A2.KQJT73.QJ3.K4', 'X', 'NS'),
    ('the other suit: QJx of their diamonds over their five-level bid, six spades: double, not 5S',
     '1D 1S 2D 4S 5D', 'KQJT73.A2.QJ3.K4', 'X'),
    ('they raised their response, not their opening: the same double', '1C 1H 1S 4H 4S', 'A2.KQJT73.QJ3.K4', 'X'),
    ('one spade fewer, one heart more: a singleton in their suit and eleven trumps together, the five level plays',
     '1S 2H 2S 4H 4S', 'A.KQJT732.QJ3.K4', '5H'),
    ('one spade more, one heart fewer: four of their trumps defend, double', '1S 2H 2S 4H 4S', 'QJ93.KQJT7.A3.K4', 'X'),
    ("we opened, the cue-bid raise made the strength ours and partner's pass leaves it to me: short spades, bid on",
     '1H 1S 2S P 4H 4S P P', '3.AKJ873.KQ84.Q2', '5H'),
]

# Opener after partner's preemptive jump raise over their overcall, when they bid again: below our game their bid
# takes nothing from the game opener's own points would bid (19+, or 16+ with six trumps); above it those 19+
# points double (five with ten trumps and a singleton in their suit); less passes.
GAME_OPPOSITE_THE_PREEMPTIVE_RAISE = [
    ('21 HCP opposite a preemptive raise: game, whether or not they bid 3S', '1H 1S 3H 3S', 'A6.AKJ73.KQT2.A6', '4H'),
    ('18 HCP and five hearts (19 points): game opposite the weak raise over their 3S',
     '1H 1S 3H 3S', 'Q6.AKT73.KQT2.A6', '4H'),
    ('the other suit: over their 2C and new 3S, the same game', '1H 2C 3H 3S', 'A6.AKJ73.KQT2.A6', '4H'),
    ("one point less (18 points): no game opposite a weak raise; their 3S is partner's to judge",
     '1H 1S 3H 3S', 'Q6.AKT73.KJT2.A6', 'P'),
    ('a minimum opening: pass their 3S', '1H 1S 3H 3S', 'K6.AQJ73.KJ2.Q62', 'P'),
    ('six hearts opposite four (ten trumps) and 14 HCP, 16 points: game', '1H 1S 3H 3S', '6.AKJ973.KJ2.Q62', '4H'),
    ('the jump raise over their double, and their 3S: game with 19 points', '1H X 3H 3S', 'Q6.AKT73.KQT2.A6', '4H'),
    ('their 4C is still below our game: bid it', '1H 1S 3H 4C', 'A6.AKJ73.KQT2.A6', '4H'),
    ('their 4S took our game: 21 HCP with two spades double it', '1H 1S 3H 4S', 'A6.AKJ73.KQT2.A6', 'X'),
    ('the other major: their 5H over our preemptive 3S, 19 points: double', '1S 2H 3S 5H', 'AKT73.Q6.KQT2.A6', 'X'),
    ('a singleton spade and six hearts (ten trumps) with 21 HCP: five, the hand plays',
     '1H 1S 3H 4S', 'A.AKJ973.KQT2.A6', '5H'),
    ('one point less (18 points): no game values, pass their 4S', '1H 1S 3H 4S', 'Q6.AKT73.KJT2.A6', 'P'),
]

POSITIONS = QUIZ + THEIR_BID_OVER_OUR_GAME + GAME_OPPOSITE_THE_PREEMPTIVE_RAISE


@pytest.mark.parametrize("position", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(position: tuple[str, ...]) -> None:
    _, calls, hand, call, *vulnerable = position
    assert_booklet_call(calls, hand, call, *vulnerable)
