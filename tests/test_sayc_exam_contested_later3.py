"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a third mock exam on
contested auctions after the first round, written blind (before reading the rules), favouring the defenders' side
(the overcaller's rebid, the advancer's second call, the takeout doubler's raise, new suit or no trump, the
advancer's game decision after the doubler's raise), the opening side's responder after a negative double or a free
bid, and the partscore battle at the two and three level by the total trumps. Then the positions of the rules the
exam found wanting, with their neighbours. Each position is (the reason, the auction so far with North dealing, the
hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).

# The blind quiz, every position whose answer stands after the second look.
QUIZ = [
    ('six good spades: compete over their two-level fit', '1D 1S 2D P P', 'KQJ1098.A4.72.Q53', '2S'),
    ('five-five in the majors: show the second suit in competition', '1D 1S 2D P P', 'AQ1075.KQJ83.4.72', '2H'),
    ('five-card suit, minimum, partner silent: let them play 2D', 'P 1D 1S 2D P P', 'KQ974.K83.83.Q42', 'P'),
    ('minimum overcall opposite a simple raise: no game', '1C 1S P 2S P', 'KQ984.J3.K72.853', 'P'),
    ('minimum with six hearts and no spade fit: rebid the suit', '1C 1H P 1S P', '7.AKJ1085.Q93.K62', '2H'),
    ("four-card support for advancer's new suit: raise", '1C 1H P 1S P', 'KJ85.AQJ74.83.72', '2S'),
    ('minimum overcall after the cuebid limit raise: sign off', '1C 1S P 2C P', 'KJ974.Q83.K62.J4', '2S'),
    ('sound overcall with six spades and a singleton: accept the cuebid raise',
     '1C 1S P 2C P', 'AQJ743.K83.A62.4', '4S'),
    ('six-card suit: compete at the two level after their negative double', '1C 1S X P 2C', 'KQJ1085.A4.J83.72', '2S'),
    ('five-card suit, minimum: nothing more to say', '1C 1S X P 2C', 'KQ1085.A42.J83.72', 'P'),
    ('seven good clubs: compete at the three level', '1H 2C 2H P P', '4.A3.K72.AQJ10932', '3C'),
    ('six good hearts: compete over their raise', 'P 1D 1H 2D P P', '84.AKJ1073.72.K52', '2H'),
    ('six spades opposite a raise: nine trumps, compete at three', '1D 1S 2D 2S 3D', 'AQJ974.K3.83.Q42', '3S'),
    ('five spades opposite a raise: eight trumps, defend at three', '1D 1S 2D 2S 3D', 'KQ974.K83.83.Q42', 'P'),
    ('six-card suit, minimum: sign off in the suit', '1H 1S P 1NT P', 'AQJ974.83.K62.84', '2S'),
    ('balanced minimum overcall opposite 1NT: pass', '1H 1S P 1NT P', 'KQ974.83.K62.Q84', 'P'),
    ('six hearts opposite a raise: nine trumps, compete', '1C 1H 1S 2H 2S', '84.AQJ974.K83.42', '3H'),
    ('five hearts, balanced: eight trumps, do not go to three', '1C 1H 1S 2H 2S', 'K84.AQJ74.K83.42', 'P'),
    ('six good spades: compete rather than sell out to 2C', '1H 1S P P 2C', 'AKJ975.84.A3.842', '2S'),
    ('five-card suit, minimum, partner passed: no more', '1H 1S P P 2C', 'KQ974.A4.K83.842', 'P'),
    ('six good diamonds and a singleton spade: compete', '1S 2D 2S P P', '4.A83.AKJ1074.Q42', '3D'),
    ('six hearts opposite a raise: nine trumps, compete', 'P P 1C 1H 1S 2H 2S', '84.AQJ974.K83.42', '3H'),
    ('six good spades: do not sell out to their two-level fit', 'P P 1D 1S 2D P P', 'KQJ1098.A4.72.Q53', '2S'),
    ('four-card raise: nine trumps, compete at three', '1H 1S P 2S 3H P P', 'K852.74.A963.J52', '3S'),
    ('three trumps, flat: eight trumps, defend 3H', '1H 1S P 2S 3H P P', 'Q84.J73.K962.Q85', 'P'),
    ('six good spades: compete at two', '1C 1H P 1S 2C P P', 'KQJ985.72.A63.84', '2S'),
    ('three hearts and two spades: pass the second suit', '1D 1S P 1NT P 2H P', 'Q8.J73.KJ84.Q1092', 'P'),
    ("equal length in partner's suits: prefer the first, longer one", '1D 1S P 1NT P 2H P', 'Q8.J7.KJ84.Q10932', '2S'),
    ('limit raise only and overcaller signed off: pass', '1C 1S P 2C P 2S P', 'K84.A73.J962.K85', 'P'),
    ('game values even opposite a minimum overcall', '1C 1S P 2C P 2S P', 'K84.AK73.Q962.A5', '4S'),
    ('four-card raise and a doubleton: nine trumps, compete', '1D 1H 2D 2H 3D P P', '84.K863.72.QJ1084', '3H'),
    ('three trumps, flat: eight trumps, defend at three', '1D 1H 2D 2H 3D P P', '842.K86.J72.Q1084', 'P'),
    ('four trumps and a singleton heart: nine trumps, compete', 'P 1H 1S 2H 2S 3H P P', 'J852.4.A9632.K52', '3S'),
    ('four trumps and a singleton club: nine trumps, compete', '1C 1S 2C 2S 3C P P', 'J842.K73.QJ842.5', '3S'),
    ('four-card raise: nine trumps, compete at three', '1C 1H 1S 2H 2S P P', '72.K863.Q942.J84', '3H'),
    ('four spades opposite the double: eight trumps, defend 3H', '1H X 2H 2S 3H P P', 'KJ98.82.Q743.K64', 'P'),
    ("eight points and a fifth spade opposite the doubler's raise: accept",
     '1C X P 1S P 2S P', 'K9853.Q73.J84.Q6', '4S'),
    ("four points: decline the doubler's invitation", '1C X P 1S P 2S P', '7653.J84.Q72.J95', 'P'),
    ('six points and four trumps opposite a jump raise: accept', '1D X P 1H P 3H P', '82.Q864.J742.K93', '4H'),
    ('one point: decline even the jump raise', '1D X P 1H P 3H P', '832.J864.7542.93', 'P'),
    ("eight points and five spades opposite the doubler's raise: game", 'P 1H X P 1S P 2S P', 'Q9864.J7.K842.Q6', '4S'),
    ('three points: pass the invitation', 'P 1H X P 1S P 2S P', '9864.J72.Q842.76', 'P'),
    ('minimum double: pass the forced response', '1D X P 1H P', 'KQ84.K1073.5.A962', 'P'),
    ('17 HCP with four trumps: raise one level', '1D X P 1H P', 'AQ84.KJ73.K5.A62', '2H'),
    ('18 HCP and a singleton: jump raise', '1D X P 1H P', 'AQ84.KQ73.5.AK62', '3H'),
    ('17 HCP and five spades: too strong for a simple overcall', '1D X P 1H P', 'AKJ85.A4.72.KQ32', '1S'),
    ('19 balanced with diamonds stopped: double then notrump', '1D X P 1H P', 'AJ4.KQ3.KJ8.AJ62', '1NT'),
    ('18 HCP and a singleton heart: double again', '1H X 2H P P', 'AKJ4.5.AQ83.KJ72', 'X'),
    ('minimum double, partner passed: do not repeat', '1H X 2H P P', 'KQ74.5.AJ83.Q1072', 'P'),
    ('opening values with four trumps and a singleton: accept the jump', '1D X P 2S P', 'QJ84.KQ73.5.A962', '4S'),
    ('cuebid forcing: bid four-card majors up the line', '1D X P 2D P', 'KJ84.AQ73.5.Q962', '2H'),
    ('four-card support for the free advance: compete', '1C X 1H 1S 2H', 'KQ84.A73.KJ842.5', '2S'),
    ('minimum double opposite a weak advance: pass', 'P P 1S X P 2C P', '5.AQ84.KJ73.Q962', 'P'),
    ('18 HCP and a strong six-card suit: double then bid the suit', 'P 1H X P 1S P', 'K8.Q9.AKQ1074.A83', '2D'),
    ('ten points with diamond support, no spade stopper: invitational raise',
     '1D 1S X P 2C P', '84.KJ73.Q962.A84', '3D'),
    ('weak negative double: simple preference', '1D 1S X P 2C P', '84.QJ73.Q962.J84', '2D'),
    ('11 HCP with spades stopped: invite in notrump', '1D 1S X P 2D P', 'KJ4.QJ73.A52.864', '2NT'),
    ('ten points opposite 12-14: invite', '1D 1S X P 1NT P', '84.KJ73.Q962.A84', '2NT'),
    ('13 points opposite a balanced minimum: game', '1D 1S X P 1NT P', '84.KJ73.AQ62.K84', '3NT'),
    ('14 HCP and the spade fit: bid game', '1C 1H X P 1S P', 'KQ84.72.AK63.Q52', '4S'),
    ('nine points opposite a jump in hearts: accept', '1C 1S X P 3H P', '842.KJ73.Q962.K4', '4H'),
    ('12 HCP and the heart fit opposite an opening: game', '1C 1S X P 2H P', '842.KJ73.AQ62.Q4', '4H'),
    ('nine points and the spade fit opposite a jump: accept', '1C 1D X P 2S P', 'K842.KJ73.Q62.84', '4S'),
    ('13 HCP and three hearts: game', '1H 1S 2C P 2H P', '84.Q73.AQ5.KQ1073', '4H'),
    ('game values, heart stopper, no spade fit', '1S 2H 3C P 3S P', '4.A83.KQ4.KQ10873', '3NT'),
    ("13 HCP opposite opener's raise: game", '1S 2C 2H 3C 3H P', '84.AKJ73.Q52.K84', '4H'),
    ('nine points opposite the invitational jump raise: accept', '1D 1H 1S P 3S P', 'KJ74.83.Q96.K842', '4S'),
    ('six points: decline', '1D 1H 1S P 3S P', 'QJ74.83.J96.Q842', 'P'),
    ('ten points with diamond support, no spade stopper: invitational raise',
     'P 1D 1S X P 2C P', '84.KJ73.Q962.A84', '3D'),
    ('20 HCP opposite a raise: game', '1H P 2H X', 'AK.KQJ74.A83.K42', '4H'),
    ('balanced minimum: nothing more to say', '1H P 2H X', '84.AJ974.KQ3.Q42', 'P'),
    ('six trumps opposite a raise: nine trumps, compete', 'P 1S P 2S X', 'KQJ974.A4.K83.42', '3S'),
    ('four-card raise: nine trumps, compete at three', '1S P 2S X P 3H', 'Q853.84.K972.Q53', '3S'),
    ('three trumps, flat: defend 3H', '1S P 2S X P 3H', 'Q85.843.K972.Q53', 'P'),
    ('15 HCP, six hearts and a singleton spade opposite a raise: game', '1H 1S 2H 3S', '4.AKJ974.A83.K42', '4H'),
    ('balanced minimum: their jump raise is preemptive, pass', '1H 1S 2H 3S', '84.AJ974.KQ3.Q42', 'P'),
    ('18 HCP and four hearts opposite the negative double: game', '1D 1S X 3S', '72.AKJ8.AQJ73.K4', '4H'),
    ('four trumps is nine: not enough to go to the four level', '1H 1S 2H 3S P P', '84.Q863.K872.J94', 'P'),
    ('opener declined: no game and nine trumps do not justify four', 'P 1H 1S 2H 3S P P', '84.AJ72.J872.K94', 'P'),
    ('five spades, minimum: eight trumps, defend at three', '1S 2H 2S 3H', 'AJ974.K42.Q83.Q4', 'P'),
    ('six spades opposite a raise: nine trumps, compete', '1S 2H 2S 3H', 'KQJ974.4.A83.Q42', '3S'),
    ('four-card raise: nine trumps, compete at three', '1S 2H 2S 3H P P', 'Q853.84.K972.Q53', '3S'),
    ('three trumps, flat: eight trumps, defend', '1S 2H 2S 3H P P', 'Q85.843.K972.Q53', 'P'),
    ("opener's three-level bid is competitive, not a try: pass", '1S 2H 2S 3H 3S P', 'K84.84.QJ72.Q953', 'P'),
    ('six hearts and a singleton spade: nine trumps, compete', '1H 1S 2H 2S', '4.AQJ874.K83.J42', '3H'),
    ('five hearts, balanced minimum: leave the decision to partner', '1H 1S 2H 2S', 'Q4.AJ874.K83.Q42', 'P'),
    ('four-card raise: nine trumps, compete at three', '1H 1S 2H 2S P P', '84.K863.Q972.K53', '3H'),
    ('three trumps, flat: eight trumps, defend 2S', '1H 1S 2H 2S P P', '843.K86.Q972.K53', 'P'),
    ('six diamonds opposite a raise: nine trumps, compete', '1D 1H 2D 2H', '4.K83.AQJ974.K42', '3D'),
    ('four spades to match the negative double: bid them', '1H 2C X 3C', 'AJ84.KQ973.K4.84', '3S'),
    ('balanced minimum without four spades: pass', '1H 2C X 3C', '84.AKJ73.K94.Q84', 'P'),
    ('nine clubs: not enough for the four level', '1H 2C 2H 3C 3H', '84.Q3.K72.AQJ1093', 'P'),
    ('balance with a takeout double: short hearts, other suits', '1H P 2H P P', 'AJ84.5.K1073.Q942', 'X'),
    ('balance with a five-card suit: do not sell out to their fit at two', '1S P 2S P P', '72.KJ974.A83.Q42', '3H'),
    ('balance with the two unbid suits', '1D P 1S P 2S P P', '84.AJ73.Q5.KJ942', 'X'),
    ('flat with three hearts: no reason to balance', '1H P 2H P P', 'K84.Q73.QJ84.J52', 'P'),
    ('four-card raise: nine trumps, compete at three', 'P P 1H 1S 2H 2S P P', '84.K863.Q972.K53', '3H'),
    ('six spades opposite a raise: nine trumps, compete', 'P P 1S 2H 2S 3H', 'KQJ974.4.A83.Q42', '3S'),
    ('six diamonds opposite a raise: nine trumps, compete', 'P P P 1D 1H 2D 2H', '4.K83.AQJ974.K42', '3D'),
    ('four trumps and a singleton club: nine trumps, compete', 'P 1C 1S 2C 2S 3C P P', 'J842.K73.QJ842.5', '3S'),
    ('18 HCP and a singleton: jump raise', 'P 1D X P 1H P', 'AQ84.KQ73.5.AK62', '3H'),
    ('14 HCP and the spade fit: bid game', 'P 1C 1H X P 1S P', 'KQ84.72.AK63.Q52', '4S'),
    ('minimum with six hearts and no spade fit: rebid the suit', 'P P 1C 1H P 1S P', '7.AKJ1085.Q93.K62', '2H'),
]

# The negative doubler after opener's no trump or minor rebid: opener's no trump over their suit promises its
# stopper, so game values bid 3NT and ten balanced points invite in no trump, not in the minor.
NEGATIVE_DOUBLER_OPPOSITE_NO_TRUMP = [
    ('seven points opposite 12-14: pass', '1D 1S X P 1NT P', '84.KJ73.Q962.J84', 'P'),
    ('five diamonds and a singleton spade: the raise invites, not no trump', '1D 1S X P 1NT P', '8.KJ73.Q9632.A84', '3D'),
    ('spades unstopped after the diamond rebid: the raise invites', '1D 1S X P 2D P', '864.QJ73.A52.KJ4', '3D'),
    ('13 HCP, spades unstopped after the diamond rebid: the cue bid asks for a stopper',
     '1D 1S X P 2D P', '84.KJ73.AQ62.K84', '2S'),
    ('13 HCP with spades stopped after the diamond rebid: 3NT', '1D 1S X P 2D P', 'KJ4.QJ73.A52.Q64', '3NT'),
]

# The overcaller when they stop in their fit at two and it is passed round: five-five, short in their suit, shows the
# second suit at the two level rather than sell out.
OVERCALLER_SECOND_SUIT_REOPENING = [
    ('one point less, 11 HCP: still the second suit', '1D 1S 2D P P', 'AQ1075.KQ1083.4.72', '2H'),
    ('two points less, 10 HCP: too little to bid at two alone, pass', '1D 1S 2D P P', 'AQ1075.KJ1083.4.72', 'P'),
    ('a doubleton in their suit: still the second suit', '1D 1S 2D P P', 'AQ1075.KQJ83.42.7', '2H'),
    ('one heart fewer, five-four: no second suit to show, pass', '1D 1S 2D P P', 'AQ1075.KQJ8.43.72', 'P'),
    ('six HCP: a weak overcall sells out', '1D 1S 2D P P', 'Q10975.J10983.4.72', 'P'),
    ('six spades and five hearts: the longer suit again', '1D 1S 2D P P', 'AQ10753.KQ1083.4.7', '2S'),
    ('hearts overcalled, their clubs raised: the diamonds at two', 'P 1C 1H 2C P P', '4.AQ1075.KQ1083.72', '2D'),
]

# The advancer after the overcaller's jump rebid of its suit over a new-suit advance: it invites, and more than the
# least the advance showed, with a fit, accepts.
ADVANCER_OVER_OVERCALLERS_JUMP_REBID = [
    ('eight HCP with a fitting queen opposite the invitational jump: accept',
     '1D 1H P 1S P 3H P', 'K9853.Q7.J84.Q63', '4H'),
    ('two points less, six HCP: decline', '1D 1H P 1S P 3H P', 'K9853.Q7.J84.763', 'P'),
    ('a singleton heart: no fit, decline', '1D 1H P 1S P 3H P', 'K9853.7.J842.Q63', 'P'),
    ('the other major, spades overcalled and a two-level advance: accept',
     '1C 1S P 2H P 3S P', 'Q7.K9853.J84.Q63', '4S'),
]

# The advancer when they compete in their major over my advance in the other: the takeout double promised four
# cards, so five of mine are nine trumps and compete to three.
ADVANCER_NINE_TRUMPS_OPPOSITE_DOUBLE = [
    ('five spades opposite a takeout double: nine trumps, compete',
     '1H X 2H 2S 3H P P', 'KJ985.82.Q73.K64', '3S'),
    ('after a forced one-level answer, their 2H: five spades compete at two',
     '1H X P 1S 2H P P', 'KJ985.82.Q73.K64', '2S'),
    ('one spade fewer, four: eight trumps, pass', '1H X P 1S 2H P P', 'KJ98.82.Q743.K64', 'P'),
    ('hearts advanced over their spades: four hearts would need ten trumps, pass',
     '1S X P 2H 3S P P', '82.KJ985.Q73.K64', 'P'),
]

POSITIONS = (QUIZ + NEGATIVE_DOUBLER_OPPOSITE_NO_TRUMP + OVERCALLER_SECOND_SUIT_REOPENING
             + ADVANCER_OVER_OVERCALLERS_JUMP_REBID + ADVANCER_NINE_TRUMPS_OPPOSITE_DOUBLE)


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
