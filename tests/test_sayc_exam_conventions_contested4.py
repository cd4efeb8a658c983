"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a fourth mock exam on
conventions in competition, written blind (before reading the rules). The negative double at the one and two levels
and the penalty double above 2S, with one and both unbid majors, and opener's answers to it; our Michaels cue bid and
unusual 2NT, partner's answers and their later interference; their Michaels and unusual 2NT over our opening; Stayman
and transfers over their double of our 1NT, our bids over their overcall of it; the weak two's 2NT ask; the limit
raise by 2NT over their double and by the cue bid over their overcall; our 2C overcalled; Blackwood over their bid
(DOPI). Then the other major over their unusual 2NT (the cue bid the raise leaves), with opener's and responder's
next calls. Each position is (the reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
# The quiz as written blind, but for two answers corrected on the second look (over 1S (2NT) the cue bids pair lower
# with lower: 3C shows hearts, 3D raises spades) and two positions dropped where mainstream accepts either call (a
# one-level overcall on 7 HCP; the simple or the preemptive raise over a double with four trumps and 7 HCP).
QUIZ = [
    ('exactly four spades and 9 HCP after 1C-(1H): negative double', '1C 1H', 'KJ85.743.Q92.K63', 'X'),
    ('five spades: bid the suit at the one level rather than double', '1C 1H', 'KJ853.74.Q92.K63', '1S'),
    ('5 HCP is too weak for a negative double', '1C 1H', '8532.743.Q92.K63', 'P'),
    ('both majors 4-4 with 9 HCP: negative double', '1C 1D', 'KJ85.Q743.92.K63', 'X'),
    ('five spades: bid the major', '1C 1D', 'KJ853.Q74.92.K63', '1S'),
    ('four hearts and 10 HCP after 1D-(1S): negative double', '1D 1S', '85.KJ74.Q92.KJ63', 'X'),
    ('five hearts but 7 HCP is too weak for a free 2H: double', '1D 1S', '85.KJ742.Q92.J63', 'X'),
    ('five hearts and 11 HCP: free bid of 2H', '1D 1S', '85.AKJ74.Q92.J63', '2H'),
    ('both minors, no fit, 9 HCP: negative double', '1H 1S', '852.J4.KQ92.K963', 'X'),
    ('both minors with 11 HCP after 1S-(2H): negative double', '1S 2H', '85.J74.KQ92.AJ63', 'X'),
    ('four spades and 9 HCP, not enough to bid 2S: negative double', '1H 2C', 'KJ85.74.Q962.K63', 'X'),
    ('both majors at the two level: negative double', '1D 2C', 'KJ85.Q743.92.K63', 'X'),
    ('negative doubles apply through 2S: four hearts, 10 HCP', '1C 2S', '85.KJ74.AQ92.963', 'X'),
    ('above 2S the double is for penalty: club stack', '1D 3C', '85.K74.Q92.KQJ96', 'X'),
    ('above 2S the double is for penalty: diamond stack', '1H 3D', 'K852.74.KQT9.J63', 'X'),
    ('above 2S the double is for penalty: heart stack', '1S 3H', '8.KJT9.A963.Q852', 'X'),
    ('above 2S the double is for penalty: spade stack', '1C 3S', 'KQT9.A73.Q92.964', 'X'),
    ('four hearts after 1C-(1S): negative double', '1C 1S', '85.KJ74.Q962.K63', 'X'),
    ('five hearts and 12 HCP: forcing 2H', '1C 1S', '85.AKJ74.Q92.Q63', '2H'),
    ('five hearts but only 7 HCP: negative double', '1C 1S', '85.KJ742.Q92.J63', 'X'),
    ('four spades after 1D-(1H): negative double', '1D 1H', '9853.74.AQ2.K863', 'X'),
    ('five spades: bid 1S', '1D 1H', 'KQ974.74.Q92.K63', '1S'),
    ('3 HCP: pass', '1D 1H', '9853.74.Q92.J863', 'P'),
    ('four spades and 9 HCP at the two level: negative double', '1H 2D', 'KJ84.73.Q95.K642', 'X'),
    ('6 HCP is too weak for a two-level negative double', '1H 2D', 'KJ84.73.95.Q8642', 'P'),
    ('four spades after their weak jump overcall: negative double', '1C 2H', 'KJ84.73.Q95.K642', 'X'),
    ('five spades and 11 HCP: bid 2S', '1D 2H', 'KJ984.73.A95.K64', '2S'),
    ('four hearts, 10 HCP after 1S-(2D): negative double', '1S 2D', '84.KJ73.Q95.A642', 'X'),
    ('five good hearts and 12 HCP: 2H', '1S 2D', '84.KQJ73.Q95.A64', '2H'),
    ('the double of a 1NT overcall is for penalty: 11 HCP', '1H 1NT', 'KJ9.74.AQ92.J963', 'X'),
    ('four hearts, 9 HCP: negative double from West', 'P 1D 1S', '852.KJ74.Q92.K63', 'X'),
    ('passed hand with four spades: negative double', 'P P 1C 1H', 'KJ85.743.Q92.K63', 'X'),
    ('four hearts: negative double from East', 'P P P 1D 1S', '85.KJ74.Q92.KJ63', 'X'),
    ('four hearts after 1C-(1S): negative double', 'P 1C 1S', '85.KJ74.Q962.K63', 'X'),
    ("partner's double shows four spades: minimum 1S", '1C 1H X P', 'AJ84.K5.Q93.K862', '1S'),
    ('four spades and 17 HCP: jump to 2S', '1C 1H X P', 'AQ84.K5.A93.KJ62', '2S'),
    ('no four spades, heart stopper, minimum: 1NT', '1C 1H X P', 'Q84.KJ5.A93.K862', '1NT'),
    ('four hearts, minimum: 2H', '1D 1S X P', 'K84.AJ52.KQ93.62', '2H'),
    ('six diamonds, minimum, three hearts only: rebid 2D', '1D 1S X P', '84.K52.KQJ963.A2', '2D'),
    ('four spades: bid 1S at the one level', '1C 1D X P', 'KJ84.Q32.K93.A62', '1S'),
    ('four hearts minimum: 2H', '1C 1S X P', 'Q4.KJ84.A93.K862', '2H'),
    ('four hearts and 17 HCP: jump to 3H', '1C 1S X P', 'Q4.AKJ4.A93.K862', '3H'),
    ('four spades, minimum: 2S', '1H 2C X P', 'AJ84.KQ953.K6.84', '2S'),
    ('four spades minimum: 2S', '1D 2C X P', 'AJ84.K32.KJ963.6', '2S'),
    ('partner shows the minors: four clubs, 3C', '1S 2H X P', 'AKJ84.5.KQ6.J842', '3C'),
    ('four spades, minimum: 1S as East opener', 'P 1C 1H X P', 'AJ84.K5.Q93.K862', '1S'),
    ('5-5 in the majors, weak: Michaels 2C', '1C', 'KJ974.QJT63.5.84', '2C'),
    ('5-5 in the majors: Michaels 2D', '1D', 'KJ974.QJT63.84.5', '2D'),
    ('spades and a minor 5-5: Michaels 2H', '1H', 'KJT74.5.QJT63.84', '2H'),
    ('hearts and a minor 5-5: Michaels 2S', '1S', '5.KJT74.QJT63.84', '2S'),
    ('both minors 5-5: unusual 2NT', '1H', '5.84.KJT74.QJT63', '2NT'),
    ('both minors 6-5: unusual 2NT', '1S', '8.5.KJT742.QJT63', '2NT'),
    ('over 1C the unusual 2NT shows diamonds and hearts', '1C', '84.KJT74.QJT63.5', '2NT'),
    ('over 1D the unusual 2NT shows hearts and clubs', '1D', '5.KJT74.84.QJT63', '2NT'),
    ('balanced 17 with a heart stopper: 1NT, not 2NT', '1H', 'AQ4.KJ9.KQ53.Q72', '1NT'),
    ('5-5 majors in South: Michaels', 'P 1C', 'KJ974.QJT63.5.84', '2C'),
    ('both minors: unusual 2NT from West', 'P P 1H', '5.84.KJT74.QJT63', '2NT'),
    ('hearts and a minor: Michaels from North', 'P P P 1S', '5.KJT74.QJT63.84', '2S'),
    ('partner has both majors: prefer the longer, spades', '1C 2C P', 'Q84.J7.K952.J643', '2S'),
    ('four hearts: 2H preference', '1C 2C P', '84.Q973.K952.J64', '2H'),
    ('four hearts and 12 HCP opposite Michaels: game', '1C 2C P', 'K84.AQ73.K952.64', '4H'),
    ('four hearts and 10 HCP: invitational jump', '1D 2D P', '84.KJ73.A952.Q64', '3H'),
    ('three spades: simple preference', '1H 2H P', 'Q84.73.K9852.J64', '2S'),
    ("no spade fit: 2NT asks for partner's minor", '1H 2H P', '4.873.KJ52.QJ964', '2NT'),
    ('three spades and 13 HCP: game', '1H 2H P', 'AK4.873.KQ52.J64', '4S'),
    ('spades longer than hearts: 2S', '1D 2D P', 'Q84.J7.K952.J643', '2S'),
    ('four clubs, two diamonds: 3C preference', '1S 2NT P', '8432.K95.Q7.J762', '3C'),
    ('four diamonds: 3D preference', '1S 2NT P', '8432.K95.Q762.J6', '3D'),
    ('partner has diamonds and hearts: four diamonds, 3D', '1C 2NT P', 'Q84.J7.K952.J643', '3D'),
    ('partner has diamonds and hearts: four hearts, 3H', '1C 2NT P', 'Q843.K732.J5.J64', '3H'),
    ('four hearts: compete with 3H', '1C 2C 3C', '84.Q973.K952.J64', '3H'),
    ('four spades: compete with 3S', '1H 2H 3H', 'Q984.J73.K95.J64', '3S'),
    ('six clubs opposite the minors: compete with 4C', '1S 2NT 3S', '84.K95.Q7.J76432', '4C'),
    ('four spades: bid 2S after the double', '1C 2C X', 'Q984.J73.K95.J64', '2S'),
    ('three spades: preference 2S', '1H 2H X', 'Q84.73.K9652.J64', '2S'),
    ('competitive raise over their Michaels', '1H 2H', '84.KJ73.Q952.J64', '3H'),
    ('cue bid of their known spades: limit raise or better in hearts', '1H 2H', '84.KJ73.A952.K64', '2S'),
    ('lower minor cue bid: limit raise or better in hearts', '1H 2NT', '84.KJ73.A952.K64', '3C'),
    ('competitive raise over unusual 2NT', '1H 2NT', '84.KJ73.Q952.J64', '3H'),
    ('higher minor cue bid: spades, forcing', '1H 2NT', 'AQJ74.84.952.K64', '3D'),
    ('double shows values and interest in penalizing a minor', '1H 2NT', 'K84.75.KQJ3.AJ96', 'X'),
    ('competitive raise with four spades', '1S 2S', 'J842.73.Q95.K964', '3S'),
    ('cue bid of their known hearts: limit raise or better in spades', '1S 2S', 'K842.73.A95.KJ64', '3H'),
    ('both majors held, values: double', '1D 2D', 'KJ84.AJ93.52.Q64', 'X'),
    ('both majors held, values: double over Michaels', '1C 2C', 'AJ84.KJ93.52.Q64', 'X'),
    ('lower cue bid over 1S (lower with lower): limit raise or better in spades', '1S 2NT', 'KJ4.84.A952.Q964', '3D'),
    ('over 1S the lower cue bid shows hearts: five-plus, game values, forcing', '1S 2NT', '4.AKJ974.952.Q96', '3C'),
    ('competitive raise over unusual 2NT', '1S 2NT', 'J842.73.Q952.K64', '3S'),
    ('limit raise or better in hearts: 3C from West', 'P 1H 2NT', '84.KJ73.A952.K64', '3C'),
    ('systems on over a double: transfer to hearts', '1NT X', '84.KJ973.852.964', '2D'),
    ('systems on over a double: Stayman', '1NT X', 'KJ84.Q973.852.K4', '2C'),
    ('12 HCP balanced: redouble', '1NT X', 'K84.Q97.A852.K94', 'XX'),
    ('five spades with game values: forcing 3S', '1NT 2H', 'KQ974.84.K52.Q64', '3S'),
    ('weak with six spades: 2S to play', '1NT 2H', 'Q97432.84.852.J4', '2S'),
    ('hearts behind the overcaller: penalty double', '1NT 2H', '84.KJT9.A952.Q94', 'X'),
    ('five hearts with game values: forcing 3H', 'P 1NT 2S', '84.KQT74.A52.Q64', '3H'),
    ('systems on: transfer to hearts', 'P P 1NT X', '84.Q97432.852.J4', '2D'),
    ('maximum weak two with a diamond ace: show the feature', '2S P 2NT P', 'KQJ742.5.A52.964', '3D'),
    ('minimum weak two: rebid the suit', '2S P 2NT P', 'QJ9742.5.K52.964', '3S'),
    ('over a double 2NT shows a limit raise or better', '1H X', '84.KJ73.A952.K64', '2NT'),
    ('11 HCP without a fit: redouble', '1H X', 'KJ84.7.AQ92.J642', 'XX'),
    ('limit raise or better in spades over the double', 'P 1S X', 'K842.73.A95.KJ64', '2NT'),
    ('cue bid: limit raise or better in spades', '1S 2C', 'K842.73.A95.KJ64', '3C'),
    ('cue bid: limit raise or better in hearts', '1H 1S', '84.KJ73.A952.K64', '2S'),
    ('good five-card heart suit with values: natural positive', '2C 2S', '84.KQJ74.A52.964', '3H'),
    ('weak hand after their overcall: pass', '2C 2H', '84.9732.9652.J64', 'P'),
    ('good spades with values: natural positive', 'P 2C 2H', 'KQJ74.84.A52.964', '2S'),
    ('DOPI: double shows no ace', '1S P 3S P 4NT 5H', 'K9742.KJ3.Q52.64', 'X'),
    ('DOPI: pass shows one ace', '1S P 3S P 4NT 5H', 'K9742.A63.Q52.64', 'P'),
    ('DOPI: next step shows two aces', '1S P 3S P 4NT 5H', 'K9742.A63.A52.64', '5S'),
    ('DOPI: double shows no ace', 'P 1H P 3H P 4NT 5D', '84.KQ73.KQ952.J4', 'X'),
]

# Over our major and their unusual 2NT the cue bids pair lower with lower (over 1H 3C raises hearts, 3D shows
# spades; over 1S 3C shows hearts, 3D raises spades): the cue bid the raise leaves shows five or more of the other
# major and game values; the raise comes first with a fit, the double with no major to show.
OTHER_MAJOR_OVER_UNUSUAL_2NT = [
    ('five spades and 10 HCP over 1H (2NT): 3D, the higher cue bid, not the double', '1H 2NT', 'AQJ74.84.952.K64', '3D'),
    ('five spades, 13 HCP and both minors weak: 3D', 'P 1H 2NT', 'AKJ74.84.952.KJ4', '3D'),
    ('three hearts as well: the heart raise first, 3C', '1H 2NT', 'AQJ74.K84.952.64', '3C'),
    ('one spade fewer, no fit, 10 HCP: the double shows the values', '1H 2NT', 'AQJ7.84.9532.K64', 'X'),
    ('the minors held, no major to show: double to defend', '1H 2NT', 'K4.84.KJ92.AJ964', 'X'),
    ('over 1S five hearts and 10 HCP: 3C, the lower cue bid', '1S 2NT', '84.AQJ74.952.K64', '3C'),
    ('over 1S three spades and five hearts: the spade raise first, 3D', '1S 2NT', 'K84.AQJ74.952.64', '3D'),
]

# Opener over the other major's cue bid (invitational or better): with three cards of it game with 15+ support
# points, three of it with a minimum; game in a six-card major, 3NT with both their minors stopped, else the major again.
OPENER_AFTER_OTHER_MAJOR = [
    ("partner's 3D shows five spades, invitational or better: three spades and a minimum, 3S", '1H 2NT 3D P',
     'AQ4.KJ953.K62.84', '3S'),
    ('no spade fit, both minors stopped: 3NT', '1H 2NT 3D P', '84.AKJ95.K62.K84', '3NT'),
    ('no spade fit, six hearts: game in hearts', '1H 2NT 3D P', 'K4.AKJ953.62.A84', '4H'),
    ('no spade fit, five hearts, diamonds unstopped: 3H, partner places the game', '1H 2NT 3D P', 'K4.AKJ95.62.A842', '3H'),
    ("partner's 3C shows five hearts, invitational or better: three hearts and a minimum, 3H", '1S 2NT 3C P',
     'AKJ95.K84.Q62.84', '3H'),
    ('no heart fit, both minors stopped: 3NT', '1S 2NT 3C P', 'AKJ95.84.Q62.K84', '3NT'),
    ('over the limit raise 3C of hearts, an opener with extras bids game', '1H 2NT 3C P', 'K4.AKJ95.Q62.A84', '4H'),
]

# Responder places the game after opener's major again: a six-card major, 3NT with both minors stopped, partner's
# major with two cards of it, else the five-card major.
RESPONDER_PLACES_THE_GAME = [
    ('partner rebid hearts: two of them and neither minor stopped, game in hearts', '1H 2NT 3D P 3H P', 'AQJ74.84.952.K64', '4H'),
    ('six spades: game in spades', '1H 2NT 3D P 3H P', 'AQJ742.8.952.K64', '4S'),
    ('both minors stopped: 3NT', '1H 2NT 3D P 3H P', 'AQJ74.8.K95.Q764', '3NT'),
    ('a singleton heart, minors unstopped: game in my five spades', '1H 2NT 3D P 3H P', 'AQJ74.8.9532.K64', '4S'),
    ('over 1S, partner rebid spades: two of them, game in spades', '1S 2NT 3C P 3S P', '84.AKJ97.952.K64', '4S'),
]

POSITIONS = QUIZ + OTHER_MAJOR_OVER_UNUSUAL_2NT + OPENER_AFTER_OTHER_MAJOR + RESPONDER_PLACES_THE_GAME


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
