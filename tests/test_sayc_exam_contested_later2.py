"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a second mock exam on the
later rounds of contested auctions, written blind (before reading the rules), favouring the third and fourth rounds:
opener's and responder's later calls when they compete (the free 2NT answered, the three-level decision, the game
try over their bid, the cue-bid raise declined, the cue bid asking for a stopper), the overcaller's, the advancer's and
the takeout doubler's later calls, and the five-level decision over their game. Then the positions of the rules the
exam found wanting, with their neighbours. Each position is (the reason, the auction so far with North dealing, the
hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).

# Opener's second and third calls: the raise answered over their bid, the negative double answered, the
# reopening double, the redouble's follow-ups.
OPENERS_LATER_CALLS = [
    ('18 HCP and six good hearts opposite a raise: bid the game', '1H 1S 2H 2S', 'A4.KQJ953.AJ7.K5', '4H'),
    ('minimum 5-3-3-2 after the raise: let them play 2S', '1H 1S 2H 2S', '85.AQ974.KJ6.Q73', 'P'),
    ('six hearts opposite a raise is nine trumps: compete to the three level',
     '1H 1S 2H 2S', '62.AQ10874.K52.Q3', '3H'),
    ('18 HCP opposite a raise: game', '1S 2H 2S 3H', 'AKJ85.A6.KQ4.J72', '4S'),
    ('minimum balanced opener: no reason to bid three over three', '1S 2H 2S 3H', 'KQ975.74.AJ6.Q82', 'P'),
    ('six losers: a help-suit game try in hearts over their three clubs', '1S 2C 2S 3C', 'AK872.KJ73.5.K84', '3H'),
    ('minimum 5-3-3-2 with eight trumps: pass at the three level', '1H 2C 2H 3C', 'A7.KQ854.K63.852', 'P'),
    ('minimum with four hearts: raise the negative double at the cheapest level',
     '1D 1S X P', '84.KJ73.AQ975.K6', '2H'),
    ('17 HCP with four hearts: jump to invite after the negative double', '1D 1S X P', 'A4.AQ85.KQ976.Q3', '3H'),
    ('minimum balanced with a spade stopper and no four-card heart suit', '1D 1S X P', 'KJ5.Q4.AK873.982', '1NT'),
    ("four-card spade support: raise responder's suit in competition", '1C 1H 1S 2H', 'KJ74.85.AQ6.KJ73', '2S'),
    ('minimum with six hearts: rebid the suit over the overcall', '1H P 1S 2D', 'K5.AQJ964.73.K82', '2H'),
    ('17 HCP five-five: the new suit at the three level shows extra values', '1H P 1S 2D', '5.AKJ64.K3.AQ972', '3C'),
    ('13 HCP balanced with a spade stopper: 1NT rebid', '1D P 1H 1S', 'KQ6.J4.AQ875.J93', '1NT'),
    ('minimum with four-card heart support: a simple raise', '1D P 1H 1S', '8.QJ73.AQ975.K62', '2H'),
    ('15 HCP short in hearts with the other suits: reopen with a takeout double', '1S 2H P P', 'AQJ75.4.KJ63.A82', 'X'),
    ('six spades minimum: reopen by rebidding the suit', '1S 2H P P', 'AQJ753.4.K63.Q82', '2S'),
    ('length and strength in hearts: no takeout double, pass for penalty', '1S 2H P P', 'AKJ75.KJ9.73.Q82', 'P'),
    ('16 HCP with a singleton diamond: reopening takeout double', '1H 2D P P', 'AQ5.KQJ74.3.KJ82', 'X'),
    ('17 HCP six hearts opposite a raise: game over their preemptive raise', '1H 1S 2H 3S', '6.AKJ874.KQ5.A93', '4H'),
    ('minimum opener: the three level belongs to them', '1H 1S 2H 3S', 'Q4.AJ874.KJ5.Q93', 'P'),
    ('already competed to 3H with a minimum: do not bid again', '1H 1S 2H 2S 3H 3S P P', '5.KQJ974.A83.K92', 'P'),
    ('four spades opposite the negative double: bid them at the cheapest level', '1H 2D X P', 'KJ74.AQ975.5.K83', '2S'),
    ('no four-card spade suit, six hearts: rebid hearts', '1H 2D X P', '73.AKJ975.Q4.K82', '2H'),
    ('19 HCP with a diamond stopper opposite a two-level negative double: game',
     '1H 2D X P', 'A7.AKJ97.K5.KJ32', '3NT'),
    ('four spades opposite the negative double: compete in the major', '1D 2C X 3C', 'KQ84.A5.AJ963.72', '3S'),
    ('minimum with four hearts: raise in competition', '1C 1D 1H 2D', 'A5.KJ74.872.AQ93', '2H'),
    ('15 HCP, four hearts, six clubs and a singleton: a five-loser hand, game opposite the response',
     '1C 1D 1H 2D', 'K5.KJ74.4.AKJ973', '4H'),
    ("minimum after partner's redouble: pass, letting partner double", '1H X XX 2C', 'A5.KQ874.Q63.J94', 'P'),
]

# Responder's later calls: the free 2NT answered, the three-level decision, the game try answered, the cue-bid
# raise declined, the stopper asked and shown, the trap pass converted.
RESPONDERS_LATER_CALLS = [
    ('eight points opposite a free 2NT (18-19 range): enough for game', '1C 1D 1S 2D 2NT P', 'KJ94.Q82.863.Q82', '3NT'),
    ('six points opposite 18-19 balanced: enough for game', '1C 1D 1S 2D 2NT P', 'K1094.Q82.863.J82', '3NT'),
    ('four-card raise is nine trumps: compete at the three level', '1H 1S 2H 2S P P', '84.K973.A962.J87', '3H'),
    ("opener's 3S only competes: pass with a minimum raise", '1S 2C 2S 3C 3S P', '843.K107.QJ63.942', 'P'),
    ('maximum raise with help in hearts: accept the game try', '1S 2C 2S 3C 3H P', '843.KJ7.QJ63.K94', '4S'),
    ('minimum raise with no help in hearts: decline the game try', '1S 2C 2S 3C 3H P', '843.972.QJ63.K94', '3S'),
    ('12 HCP with spades stopped: invitational 2NT', '1H 1S 2C P 2H P', 'KJ5.Q7.K84.QJ973', '2NT'),
    ('14 HCP with spades stopped: game in notrump', '1H 1S 2C P 2H P', 'KJ5.Q7.A84.KJ973', '3NT'),
    ('game values but no spade stopper: cue bid asks opener for one', '1H 1S 2C P 2D P', '874.K5.AQ3.AQ984', '2S'),
    ("partner's cue bid asks for a spade stopper: show it with 2NT",
     '1H 1S 2C P 2D P 2S P', 'Q104.AKJ74.KJ83.5', '2NT'),
    ("six points: opener's minimum raise ends it", '1D 1S X P 2H P', '84.KQ73.J82.9652', 'P'),
    ('14 HCP with a four-four heart fit: bid game', '1D 1S X P 2H P', 'A4.KQ73.K82.Q965', '4H'),
    ('four-card raise, nine trumps: compete to 3S', '1S 2H 2S 3H P P', '9643.K2.KJ84.Q73', '3S'),
    ('only three trumps and flat: let them play 3H', '1S 2H 2S 3H P P', '964.K52.KJ84.Q73', 'P'),
    ('nine points opposite a competitive raise: no game', '1C 1H 1S 2H 2S P', 'KJ74.85.Q83.K962', 'P'),
    ('13 HCP with a spade fit opposite an opener: game', '1C 1H 1S 2H 2S P', 'AQ74.85.KJ3.K962', '4S'),
    ("trap pass with good clubs: convert partner's reopening double", '1H 2C P P X P', '832.5.KJ82.AQJ94', 'P'),
    ("weak with five spades: take out partner's reopening double", '1H 2C P P X P', 'K8743.5.Q1082.942', '2S'),
    ('limit raise by cue bid, opener declines: pass', '1S 2H 3H P 3S P', 'Q84.72.AK63.Q982', 'P'),
    ('opening values with the cue-bid raise: game even opposite a minimum',
     '1S 2H 3H P 3S P', 'Q84.72.AK63.KQ82', '4S'),
    ('limit raise, opener signs off: pass', '1H 1S 2S P 3H P', 'K84.Q973.AJ5.Q52', 'P'),
    ('redoubler with four good spades: double for penalties', '1H X XX 1S P P', 'K1074.83.AJ62.K93', 'X'),
    ("seven points: opener's 3D only competes", '1D 1H 1S 2H 3D P', 'KJ742.84.Q5.J732', 'P'),
    ('six clubs and a good hand: compete in clubs', '1D 1S 2C 2S P P', '84.A5.K73.KJ9863', '3C'),
]

# The overcaller's later calls: competing in the suit, the advance answered, the balancing double.
OVERCALLERS_LATER_CALLS = [
    ('six spades opposite a raise, nine trumps: compete to 3S', '1C 1S 2C 2S 3C', 'AQJ975.K84.62.73', '3S'),
    ('five spades only, eight trumps: let them play 3C', '1C 1S 2C 2S 3C', 'AQJ97.K842.62.73', 'P'),
    ('six spades opposite a raise: compete to the three level', '1D 1S 2D 2S 3D', 'AKJ1074.Q5.83.K72', '3S'),
    ("advancer's new suit is not forcing: pass with a minimum and support", '1D 1S P 2C P', 'AKJ74.82.953.K64', 'P'),
    ('minimum overcall over the cue-bid raise: sign off', '1D 1S P 2D P', 'AQJ74.K82.953.64', '2S'),
    ('15 HCP opposite a limit raise or better: game', '1D 1S P 2D P', 'AQJ74.K82.5.KQ64', '4S'),
    ('16 HCP six hearts opposite a raise: game', '1C 1H P 2H P', 'AJ5.AKJ874.K5.72', '4H'),
    ('minimum overcall opposite a single raise: pass', '1C 1H P 2H P', '85.KQ1074.A83.J62', 'P'),
    ('short in diamonds with the other suits: balancing takeout double', '1D 1S 2D P P', 'AKJ85.Q64.5.K873', 'X'),
    ('six spades: compete at the two level', '1D 1S 2D P P', 'AQ10874.K6.73.Q82', '2S'),
    ("four-card support for advancer's spades: raise", '1C 1H P 1S P', 'AJ74.KQ974.K6.84', '2S'),
    ("advancer's new suit is not forcing: minimum with no fit, pass", '1C 1H P 1S P', 'A4.KQ974.K62.843', 'P'),
    ('minimum overcall opposite invitational 2NT: pass', '1D 1S P 2NT P', 'AQJ74.K82.953.64', 'P'),
    ('14 HCP opposite invitational 2NT: accept in notrump', '1D 1S P 2NT P', 'AKJ74.K82.K53.64', '3NT'),
    ('six spades minimum: sign off in the suit', '1C 1S P 1NT P', 'AQ10874.K6.73.Q82', '2S'),
    ('minimum 5-3-3-2 overcall: 1NT is fine', '1C 1S P 1NT P', 'AQ974.K6.Q73.982', 'P'),
    ('weak jump overcall: the preemptor does not bid again', '1C 2S P P X', 'KQJ874.62.953.84', 'P'),
]

# The advancer's later calls: the three-level decision, the invitation answered, the cue-bid raise's follow-up.
ADVANCERS_LATER_CALLS = [
    ('four-card raise, nine trumps: compete to 3S', '1D 1S P 2S 3D P P', 'K874.Q63.873.KJ5', '3S'),
    ('maximum for the single raise: accept the invitation', '1C 1S P 2S P 3S P', 'K74.Q963.873.KJ5', '4S'),
    ('minimum single raise: decline the invitation', '1C 1S P 2S P 3S P', '874.Q963.873.KJ5', 'P'),
    ('limit raise by cue bid, overcaller shows a minimum: pass', '1H 1S P 2H P 2S P', 'K84.75.AQ73.J982', 'P'),
    ('14 HCP with support: game opposite any overcall', '1H 1S P 2H P 2S P', 'K84.75.AQ73.KQ82', '4S'),
    ('13 HCP with support: game even opposite a minimum overcall', '1S 2H P 2S P 3H P', '83.K64.AQ75.KJ94', '4H'),
    ("three diamonds and two hearts: pass partner's second suit", '1C 1H P 1S P 2D P', 'Q953.82.K97.J943', 'P'),
    ('three-card raise, eight trumps: let them play 3H', '1H 1S 2H 2S 3H P P', 'K74.832.QJ62.Q94', 'P'),
    ('already raised to the three level with nine trumps: pass', '1S 2H 2S 3H 3S P P', '84.Q1073.KJ92.Q83', 'P'),
    ('four-card raise, nine trumps: compete to 3H', '1C 1H 1S 2H 2S P P', 'K4.Q973.J852.Q84', '3H'),
    ('three-card raise, eight trumps: pass', '1C 1H 1S 2H 2S P P', 'K84.Q97.J852.Q84', 'P'),
]

# The takeout doubler's later calls, and the advancer over the doubler's raise.
DOUBLERS_LATER_CALLS = [
    ('19 HCP balanced with a diamond stopper: double then notrump', '1D X P 1H P', 'AQ4.KJ5.KJ3.AJ107', '1NT'),
    ('too strong to overcall: double then bid the suit', '1C X P 1D P', 'AKJ975.A4.K3.Q85', '1S'),
    ('minimum takeout double: pass the forced response', '1D X P 1S P', 'AQ74.KJ82.5.J932', 'P'),
    ('18 HCP with a singleton and four spades: invite with a jump raise', '1D X P 1S P', 'AQ74.AK82.5.KQ93', '3S'),
    ('15 HCP with a singleton opposite an invitational jump: game', '1H X P 2S P', 'AQ74.5.KJ82.KQ93', '4S'),
    ('minimum takeout double: decline the invitation', '1H X P 2S P', 'Q974.5.AJ82.KJ93', 'P'),
    ('15 HCP opposite 1NT (about 6-10): no game', '1C X P 1NT P', 'AQ73.KJ84.KQ5.72', 'P'),
    ("partner's cue bid asks: show the four-card major", '1H X P 2H P', 'AQ73.5.KJ84.A932', '2S'),
    ('double then a new suit shows a hand too strong to overcall', '1S X P 2D P', 'A5.AKQ974.K82.J5', '2H'),
    ('extra values with shortness in hearts: double again', '1H X 2H P P', 'AQ73.5.KJ84.AQ92', 'X'),
    ('minimum takeout double already made: pass', '1H X 2H P P', 'AJ73.5.KJ84.Q932', 'P'),
    ('13 HCP: a new suit would show 17+, and partner has nothing', '1D X 1H P P', 'AQ73.K4.985.KJ92', 'P'),
    ("eight points with five hearts opposite doubler's raise: game", '1D X P 1H P 2H P', 'Q73.KJ854.732.Q6', '4H'),
    ("one point: decline doubler's invitation", '1D X P 1H P 2H P', '973.J8542.732.86', 'P'),
    ('19 HCP: double again, showing a strong hand', '1S X 4S P P', 'AJ3.KQ74.KQ85.A6', 'X'),
    ('minimum takeout double: partner passed, so pass', '1S X 4S P P', 'K3.AJ74.KJ85.Q62', 'P'),
]

# Over their game and at the five level: the preemptive raise passes, the save doubled, partner's double left in.
OVER_THEIR_GAME = [
    ('the preemptive raise has said everything: pass', '1S 2H 2S 4H 4S P P', '5.Q984.K9752.832', 'P'),
    ("minimum opener after partner's preemptive raise: pass, no five-level bid",
     '1H 1S 4H 4S', 'Q7.AJ873.K84.Q92', 'P'),
    ("partner's double of their sacrifice is for penalties: leave it in", '1S 2H 4S 5H X P', 'K9832.6.Q862.K74', 'P'),
    ('18 HCP balanced with defence: double their game', '1H 1S 2H 4S', 'A4.KQ1074.AQ5.K83', 'X'),
    ("partner's double of 4S: minimum balanced, leave it in", '1H 4S X P', 'A5.KQ874.Q63.J94', 'P'),
    ("partner's jump to 4H was preemptive: a minimum overcall does not bid five",
     '1S 2H 2S 4H 4S', 'K4.KQJ97.J82.Q93', 'P'),
    ('eleven trumps and a singleton spade: bid on to the five level', '1H 1S 4H 4S', '4.AKJ873.KQ1095.4', '5H'),
]

# Opener's 2NT over their bid after a one-level answer (1C (1D) 1S (2D) 2NT) is the 18–19 rebid it is without
# their bid (a minimum passes their raise): six points bid game, five pass; after a two-level answer it stays 12–14.
FREE_2NT_ANSWERED = [
    ('one point less, five HCP: no game opposite 18-19', '1C 1D 1S 2D 2NT P', 'J1094.Q82.863.Q82', 'P'),
    ('the other suit: eight points opposite the free 2NT bid game', '1C 1H 1S 2H 2NT P', 'KJ94.82.Q863.Q82', '3NT'),
    ('the other suit, five HCP: pass', '1C 1H 1S 2H 2NT P', 'J1094.82.Q863.Q82', 'P'),
    ('after a two-level answer the free 2NT is a minimum (12-14): 11 HCP pass',
     '1D 1S 2C 2S 2NT P', 'K4.Q82.J63.KJ982', 'P'),
]

# Responder's cue-bid raise (a limit raise or better) and opener's return to the major at the cheapest level (a
# minimum): the limit raise passes, an opening hand (13+ support points) bids game.
CUE_BID_RAISE_DECLINED = [
    ('14 HCP: game even opposite the minimum', '1S 2H 3H P 3S P', 'Q84.72.AK63.KQ82', '4S'),
    ('13 HCP: game opposite the minimum', '1H 1S 2S P 3H P', 'K84.Q973.AJ5.K52', '4H'),
    ('one point less than 12, a limit raise: pass the minimum', '1H 1S 2S P 3H P', 'K84.Q973.AJ5.J52', 'P'),
    ("opener's own answer to the cue-bid raise: a minimum bids three of the major",
     '1H 1S 2S P', 'A5.KQ874.Q63.J94', '3H'),
]

# Opener's new suit below three of the major after our raise and their bid is a help-suit game try, answered as
# without their bid: a maximum or help accepts, else three of the major.
GAME_TRY_OVER_THEIR_BID = [
    ('six points and no help in clubs: decline with three', '1H 1S 2H 2S 3C P', '843.K72.QJ63.942', '3H'),
    ('nine points, a maximum raise: accept', '1H 1S 2H 2S 3C P', '843.K72.QJ63.K92', '4H'),
    ('the ace of the try suit is help: accept', '1S 2C 2S 3C 3H P', '843.A72.QJ63.942', '4S'),
]

# Opener's invitation over partner's raise and their bid: a help-suit game try in the weakest side suit below
# three of the major (three of the major only competes, and partner passes it).
OPENERS_GAME_TRY_OVER_THEIR_BID = [
    ('17 points with length and shortness, clubs weakest: the club try', '1H 1S 2H 2S', 'A4.AKJ84.K73.952', '3C'),
    ('one point less, 16 with shortness: a minimum with eight trumps passes', '1H 1S 2H 2S', 'A4.AKJ84.Q73.952', 'P'),
    ('balanced 17 over their three clubs: the heart try', '1S 2C 2S 3C', 'AKQ72.A73.K5.984', '3H'),
    ('19 HCP: game, no try', '1H 1S 2H 2S', 'A4.AKJ84.AK3.952', '4H'),
]

# Opener's strong second suit when their overcall has pushed it to the three level: the new suit at three, not a
# jump to four that passes 3NT by.
STRONG_NEW_SUIT_AT_THREE = [
    ('without their bid the same hand jump-shifts to 3C', '1H P 1S P', '5.AKJ64.K3.AQ972', '3C'),
    ('a two-level answer: the new suit at three is no jump either', '1S P 2D 2H', 'AKJ64.5.K3.AQ972', '3C'),
]

# Opener's 19+ after partner's negative double of a two-level overcall: the double denies three-card support,
# so game in the opened major wants six cards; with their suit stopped and no singleton, 3NT from opener's side.
STRONG_OPENER_OVER_NEGATIVE_DOUBLE = [
    ('the other major: five spades, 19 HCP, diamonds stopped: 3NT', '1S 2D X P', 'AKJ97.A7.K5.KJ32', '3NT'),
    ('a sixth heart: game in the major', '1H 2D X P', 'A7.AKJ973.K5.KJ3', '4H'),
    ('four spades, the major the double showed: game in it', '1H 2D X P', 'AK74.AKJ97.5.K32', '4S'),
]

# Bidding on over their game with ten trumps and a singleton: high cards in our own trumps take few tricks
# against them, so 13+ HCP still bids on when little of it lies outside.
SAVE_WITH_HIGH_CARDS_IN_TRUMPS = [
    ('one card fewer, five hearts: nine trumps, pass', '1H 1S 4H 4S', '4.AKJ87.KQ1095.43', 'P'),
]

# Responder's cue bid of their suit after a new suit of its own asks for a stopper (a bare ace is none): it
# raises nothing.
STOPPER_ASKED = [
    ('16 HCP with the spade stopper: game in no trump', '1H 1S 2C P 2D P 2S P', 'Q104.AKQ74.AJ83.5', '3NT'),
    ("their diamonds cue-bid after partner's 2C: a bare ace is no stopper, the fifth heart shown instead",
     '1H P 2C 2D 2H P 3D P', 'A982.QJ862.A.J64', '3H'),
]

# The overcaller when they stop in their fit at two: a singleton there, three cards in each other suit and 12+
# HCP reopen with a double.
OVERCALLER_BALANCES = [
    ('one point less, 11 HCP: pass', '1D 1S 2D P P', 'AKJ85.Q64.5.J873', 'P'),
    ('the other suits: their clubs raised, a singleton club: double', '1C 1S 2C P P', 'AKJ85.Q64.K873.5', 'X'),
    ('hearts overcalled, their clubs raised: double', '1C 1H 2C P P', 'Q64.AKJ85.K873.5', 'X'),
    ('five-five with a doubleton heart: the second suit, not a double', '1D 1S 2D P P', 'AKJ85.Q6.5.K8732', '3C'),
]

# The takeout doubler over their game: 19+ HCP double again for the values.
DOUBLER_OVER_THEIR_GAME = [
    ('one point less, 18 HCP and three spades: pass', '1S X 4S P P', 'AJ3.KQ74.KQ85.K6', 'P'),
    ('the other major: 19 HCP double again', '1H X 4H P P', 'KQ74.AJ3.A6.KQ85', 'X'),
]

POSITIONS = (OPENERS_LATER_CALLS + RESPONDERS_LATER_CALLS + OVERCALLERS_LATER_CALLS + ADVANCERS_LATER_CALLS +
             DOUBLERS_LATER_CALLS + OVER_THEIR_GAME + FREE_2NT_ANSWERED + CUE_BID_RAISE_DECLINED +
             GAME_TRY_OVER_THEIR_BID + OPENERS_GAME_TRY_OVER_THEIR_BID + STRONG_NEW_SUIT_AT_THREE +
             STRONG_OPENER_OVER_NEGATIVE_DOUBLE + SAVE_WITH_HIGH_CARDS_IN_TRUMPS + STOPPER_ASKED +
             OVERCALLER_BALANCES + DOUBLER_OVER_THEIR_GAME)


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
