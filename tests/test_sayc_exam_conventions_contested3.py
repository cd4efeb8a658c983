"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a third mock exam on
competing against conventions, theirs and ours, written blind (before reading the rules). Our side over their
Michaels and unusual 2NT (responder's raises, cue bids and doubles, opener's next call, the later rounds); their
takeout double of our 1NT response, raise or new suit; our takeout double of their weak two or preempt and the
advancer's answers (2NT natural: the booklet plays no Lebensohl); their double of our weak two or preempt; our 1NT
overcall and balancing 1NT with their continuations (systems on); the weak jump overcall's partner; advancing over
their raise. Then the positions of the rules the exam found wanting, with their neighbours. Each position is (the
reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

import bridgefp as bf

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
# The quiz, as written blind (two answers corrected on the second look: the raise of the doubled weak two with
# three trumps, and the pass of partner's 1NT overcall with seven points).
QUIZ = [
    ('over unusual 2NT the cue bid of the lower minor shows a limit raise or better in hearts', '1H 2NT', 'A32.KJ74.Q53.J62', '3C'),
    ('10+ with both their minors held and no fit: double to penalize', '1H 2NT', 'K5.82.AJ94.KT963', 'X'),
    ('five trumps and a weak distributional hand: jump to game preemptively (ten trumps)', '1H 2NT', '8.Q9753.J8542.Q3', '4H'),
    ('nothing to say with a bare 3 count and two hearts', '1H 2NT', '843.62.Q94.J8652', 'P'),
    ('10+ with no fit and strength in their known hearts: double', '1S 2S', '7.KJ93.Q854.AJ62', 'X'),
    ('three trumps and 8 points: competitive raise over their Michaels', '1S 2S', 'Q96.T75.K8432.K5', '3S'),
    ('over Michaels of clubs a new minor at the two level is natural and non-forcing', '1C 2C', 'K4.83.KQ9762.J52', '2D'),
    ('four diamonds and 8 points, no major stoppers: raise diamonds over their major Michaels', '1D 2D', 'J62.97.KQ84.Q853', '3D'),
    ('both their majors held and 11 points: double for penalty', '1D 2D', 'AQ93.KJ84.72.J52', 'X'),
    ("partner's raise was competitive; a minimum opener passes", '1H 2NT 3H P', 'A7.KQ963.K84.Q72', 'P'),
    ('partner doubled for penalty; with a minimum opener passes to let partner double', '1H 2NT X 3C', 'K74.AQ852.K63.73', 'P'),
    ('seven spades and 16 points opposite a competitive raise: bid game', '1S 2NT 3S P', 'AKJ9643.K5.A4.J8', '4S'),
    ("partner's cue showed a limit raise or better; a minimum opener signs off at three", '1H 2H 2S P', 'K5.AQT84.Q73.J62', '3H'),
    ('17 points opposite a limit raise or better: bid game', '1H 2H 2S P', 'A5.AKJ84.K73.Q62', '4H'),
    ("minimum opener, nine trumps, partner's raise only competitive: let them play 4C", '1H 2NT 3H 4C', 'AK74.Q9863.K8.52', 'P'),
    ('partner showed a penalty double; a minimum balanced opener passes to let partner act', '1S 2S X 3C', 'AQ964.K84.K72.85', 'P'),
    ('12 points and four trumps opposite an opener: game even after the sign-off', '1S 2S 3H P 3S P', 'KJ62.Q5.A832.Q94', '4S'),
    ('only a limit raise, opener signed off at the minimum: pass', '1H 2NT 3C P 3H P', 'A32.KJ74.Q53.J62', 'P'),
    ('seven hearts: compete at the three level over their minor', '1H 2NT P 3D', 'K4.AKJ9763.85.Q3', '3H'),
    ('minimum balanced opener with nothing to add: pass the double', '1S P 1NT X', 'AQ975.K84.Q62.J3', 'P'),
    ('six spades: rebid them as without the double', '1S P 1NT X', 'AKJ964.Q5.K83.72', '2S'),
    ('minimum balanced opener after the raise is doubled: pass', '1H P 2H X', 'KJ4.AQ853.Q72.63', 'P'),
    ('18 points opposite a single raise: bid game', '1S P 2S X', 'AKQ85.A4.KQ73.82', '4S'),
    ("four-card support for responder's major: raise as without the double", '1D P 1S X', 'KJ84.A5.KQ873.62', '2S'),
    ("four-card heart support: raise responder's major", '1C P 1H X', 'K5.Q982.A4.KJ976', '2H'),
    ('four-card majors up the line, the double changes nothing', '1C P 1D X', 'AQ84.K752.Q6.K82', '1H'),
    ('0-8 with four spades: the cheapest bid in the major', '2H X P', 'QJ74.853.K62.973', '2S'),
    ('12 points and five spades opposite a takeout double: game', '2H X P', 'AQ974.85.A62.Q83', '4S'),
    ('natural, about 10-12 with a heart stopper (no Lebensohl in the booklet)', '2H X P', 'K62.KJ9.Q754.J83', '2NT'),
    ('13 balanced points with hearts stopped: game in notrump', '2H X P', 'A62.KJ9.Q754.K83', '3NT'),
    ('no major: bid the longer minor at the cheapest level', '2H X P', '82.Q5.J7642.9752', '3D'),
    ('long strong trumps behind the opener: convert to penalties', '2H X P', '5.AQJT98.K52.964', 'P'),
    ('four hearts and a weak hand: the cheapest heart bid', '2S X P', 'J853.K842.Q5.J72', '3H'),
    ('12 points and five hearts: bid game', '2S X P', '72.KQJ85.A95.Q84', '4H'),
    ('natural and invitational with spades stopped', '2S X P', 'AJ9.Q85.K972.J63', '2NT'),
    ('four-four in the majors and a weak hand: hearts, the cheaper major', '2D X P', '9742.K863.J5.Q84', '2H'),
    ('five spades and 0-8: bid them at the cheapest level', '2D X P', 'KQJ65.Q86.75.T83', '2S'),
    ('advancing a balancing double with five spades and a weak hand', '2H P P X P', 'Q9753.J42.K63.85', '2S'),
    ('four spades and a weak hand: the cheapest spade bid', '3D X P', 'QJ75.K84.863.J72', '3S'),
    ('14 points with clubs well stopped: game in notrump', '3C X P', 'AQ6.K52.J84.KJ63', '3NT'),
    ('four spades and 6 points: cheapest spade bid', '3H X P', 'J975.84.Q862.K73', '3S'),
    ('six spades and 12 points: bid game', '3H X P', 'A97532.K4.KJ2.73', '4S'),
    ('must answer: the longest unbid suit, cheapest level', '2S X P', '8643.J52.9742.63', '3D'),
    ('four spades and 12 points: game in the major', '2H X P', 'AK84.6.KJ93.J752', '4S'),
    ('short in spades with the other three suits: balancing takeout double', '2S P P', '5.AJ84.KQ73.Q962', 'X'),
    ('opening values short in hearts with support for the rest: takeout double', '2H', 'AQ84.6.KJ93.K852', 'X'),
    ('14 points with both majors, short diamonds: takeout double of the preempt', '3D', 'AK74.Q983.5.AJ62', 'X'),
    ('16 balanced with spades stopped: natural 2NT over the weak two', '2S', 'AJ5.KQ4.KJ83.Q95', '2NT'),
    ('17 balanced with hearts stopped: natural 2NT over the weak two', '2H', 'AK9.KJ3.Q84.KJ63', '2NT'),
    ('three trumps and weak: raise to the level of the fit (nine trumps)', '2S X', 'K84.73.Q9652.J84', '3S'),
    ('four trumps and a weak shapely hand: raise to game preemptively (ten trumps)', '2S X', 'Q984.7.K9652.J84', '4S'),
    ("three trumps make nine with partner's six: the preemptive raise to the level of the fit", '2H X', '9.853.KQJ42.8643', '3H'),
    ('five trumps and a weak hand: raise to the level of the fit (twelve trumps)', '3C X', 'K74.Q852.9.J8653', '5C'),
    ("three trumps and weak after partner's weak two is doubled: raise to three", 'P 2S X', 'Q73.K84.J742.963', '3S'),
    ("three trumps, weak: raise partner's weak two to the level of the fit", 'P 2H X', 'A4.Q73.8542.J963', '3H'),
    ('three trumps and some values: ten trumps, bid game', '3S X', 'K84.Q52.A9742.63', '4S'),
    ('16 balanced with diamonds stopped: 1NT overcall (15-18)', '1D', 'KQ4.AJ3.QJ82.K75', '1NT'),
    ('15 balanced with hearts stopped: 1NT overcall', '1H', 'AQ4.K93.KJ82.Q75', '1NT'),
    ('15 balanced with spades stopped: 1NT overcall', '1S', 'A74.KQ93.KJ8.Q75', '1NT'),
    ('20 balanced: too strong for a 1NT overcall, double first', '1D', 'AK4.AQ3.K92.KJ75', 'X'),
    ('16 with no heart stopper: double rather than 1NT', '1H', 'AQ4.763.KQ82.AJ5', 'X'),
    ('seven points opposite 15-18 with the opening bid against partner: no invitation, pass', '1D 1NT P', 'KJ74.Q852.843.J2', 'P'),
    ("transfer to spades over partner's 1NT overcall, systems on", '1C 1NT P', 'Q97642.J3.84.952', '2H'),
    ("transfer to hearts over partner's 1NT overcall", '1C 1NT P', 'J3.KT8642.Q84.72', '2D'),
    ('6 points opposite 15-18: no game, pass', '1H 1NT P', 'K52.74.Q9642.J63', 'P'),
    ('10 points opposite 15-18: game', '1S 1NT P', '83.QJ4.K652.KJ83', '3NT'),
    ('Stayman with four spades and game values', '1D 1NT P', 'AJ75.Q8.K5.QT763', '2C'),
    ('answering Stayman: four hearts', '1D 1NT P 2C P', 'KQ4.AJ83.QJ8.K75', '2H'),
    ('answering Stayman: no four-card major', '1H 1NT P 2C P', 'AQ4.KJ9.KQ82.J75', '2D'),
    ('completing the transfer to spades', '1C 1NT P 2H P', 'A4.KQ5.KJ92.QJ83', '2S'),
    ('completing the transfer to hearts', '1C 1NT P 2D P', 'AQ4.K3.KJ82.QJ75', '2H'),
    ('spade fit found with game values: game', '1D 1NT P 2C P 2S P', 'AJ75.Q8.K5.QT763', '4S'),
    ('weak hand: the transfer was to play in 2S', '1C 1NT P 2H P 2S P', 'Q97642.J3.84.952', 'P'),
    ('balancing 1NT with 13 balanced and hearts stopped', '1H P P', 'K84.AJ5.Q943.K82', '1NT'),
    ('balancing 1NT with 12 balanced and spades stopped', '1S P P', 'A62.K84.J752.KJ6', '1NT'),
    ('balancing 1NT with 13 balanced and clubs stopped', '1C P P', 'AJ4.K83.Q972.K86', '1NT'),
    ("three trumps and weak: raise partner's weak jump overcall", '1C 2S P', 'Q84.K962.J873.64', '3S'),
    ('four trumps and shape: raise to game preemptively (ten trumps)', '1C 2S P', 'K984.7.QJ852.974', '4S'),
    ('misfit opposite a weak jump overcall: pass', '1C 2S P', '7.KQ852.AJ93.Q84', 'P'),
    ('16 points with three trumps opposite a weak jump overcall: game', '1D 2H P', 'AK5.Q84.A872.K93', '4H'),
    ('three trumps and weak after the negative double: raise to three', '1H 2S X', 'Q84.752.J863.K72', '3S'),
    ("14 points, spades stopped and a fit for partner's long clubs: 3NT", '1S 3C P', 'AQ4.K83.A952.J73', '3NT'),
    ('misfit and weak: pass the weak jump overcall', '1H 2S P', '4.J8642.Q973.K52', 'P'),
    ('five spades and some values: bid over the raise', '1C X 2C', 'KJ874.Q5.9763.84', '2S'),
    ('the raise frees advancer: with nothing, pass', '1C X 2C', '8532.J64.9752.43', 'P'),
    ('four spades and 7 points: compete over the raise', '1H X 2H', 'KJ85.74.Q963.J82', '2S'),
    ('three trumps and 8 points: simple raise of the overcall', '1D 1S 2D', 'K74.Q852.J63.Q84', '2S'),
    ('own long suit, no fit: natural and non-forcing', '1D 1S 2D', '6.QJ9762.K85.Q94', '2H'),
    ('nothing to add opposite the overcall', '1D 1S 2D', '853.964.J72.Q863', 'P'),
    ('four trumps and 7 points: competitive raise over their unusual 2NT', '1S 2NT', 'KJ74.83.Q72.J952', '3S'),
    ('13 points with both minors held and no fit: double for penalty', '1S 2NT', 'AQ.KJ9.9752.KT83', 'X'),
    ('their suit is diamonds and no fit for spades: pass', '1S 2NT', '2.K83.QJ9752.T84', 'P'),
    ('three trumps and 8 points: competitive raise over their Michaels', '1H 2H', 'K74.J83.Q975.Q84', '3H'),
    ('12 points, no fit and spades held: double', '1H 2H', 'AQ5.74.KJ82.QT93', 'X'),
    ('12 points and no clear bid over their majors Michaels: double shows the values', '1C 2C', 'K52.J73.AQ84.Q62', 'X'),
    ('five clubs and a weak hand: competitive raise over their Michaels', '1C 2C', '73.852.Q74.KJ963', '3C'),
]

# Opposite a weak jump overcall no trump is game or nothing: the natural 1NT/2NT ranges of a simple overcall left a
# misfit in an undefeatable part score.
NT_OPPOSITE_WEAK_JUMP = [
    ("12 HCP with a singleton in partner's suit: no game opposite 5-10, pass", "1C 2S P", "7.KQ852.AJ93.Q84", "P"),
    ("16 HCP, clubs stopped and Kx in partner's suit: 3NT", "1C 2S P", "K4.KQ52.AJ93.Q84", "3NT"),
    ("15 HCP with Kx in partner's suit and clubs stopped: 3NT", "1C 2S P", "K4.KQ5.AJ93.Q842", "3NT"),
    ("one point less, 14 HCP: no game, no 2NT either", "1C 2S P", "K4.KQ5.QJ93.Q842", "P"),
    ("opposite a jump to three: 14 HCP, a fitting jack and their suit stopped, 3NT", "1S 3C P", "AQ4.K83.A952.J73", "3NT"),
    ("the same with no honour in clubs: pass", "1S 3C P", "AQ4.K83.A952.873", "P"),
    ("two points less, 12 HCP (a queen for the ace of diamonds): pass", "1S 3C P", "AQ4.K83.Q952.J73", "P"),
    ("with three trumps and 16 points a weak jump overcall is raised to game, as before", "1D 2H P", "AK5.Q84.A872.K93", "4H"),
    ("a jump overcall in the pass-out seat is no preempt: the natural 2NT with 13 HCP stays", "1D P P 2H P",
     "A854.T3.KJ53.AJT", "2NT"),
]

# Over partner's takeout double of their weak two 2NT is natural and invites with 10-12 (no Lebensohl in the booklet);
# 3NT is for 13+.
NATURAL_2NT_OVER_WEAK_TWO = [
    ("10 HCP balanced with hearts stopped: 2NT invites", "2H X P", "K62.KJ9.Q754.J83", "2NT"),
    ("11 HCP: 2NT as well", "2H X P", "K62.KJ9.Q754.Q83", "2NT"),
    ("13 HCP: game", "2H X P", "A62.KJ9.Q754.K83", "3NT"),
    ("three points less, 7 HCP: the cheapest suit", "2H X P", "K62.KJ9.Q754.983", "3D"),
    ("over a one-bid the ranges stand: 10 HCP is 1NT", "1H X P", "K62.KJ9.Q754.J83", "1NT"),
    ("opposite a balancing double of the weak two, the same 2NT", "2H P P X P", "K62.KJ9.Q754.J83", "2NT"),
]

# Partner's double of their weak two shows opening values: 12 HCP and a singleton or void with four cards in an unbid
# major bid game.
GAME_IN_A_MAJOR_OVER_WEAK_TWO = [
    ("12 HCP and four spades opposite the double of 2H: game", "2H X P", "AK84.6.KJ93.J752", "4S"),
    ("one point less, 11 HCP: the invitational jump", "2H X P", "AK84.6.KJ93.9752", "3S"),
    ("11 HCP, four spades over 2D: the invitational jump", "2D X P", "AK84.K62.93.J752", "3S"),
    ("flat 12 HCP with two small hearts: the invitational jump", "2H X P", "KQ84.62.A93.K752", "3S"),
    ("opposite a balancing double two more are needed: 12 HCP jumps", "2H P P X P", "AK84.6.KJ93.J752", "3S"),
]


# Four trumps in partner's overcalled major with 9+ HCP: the ninth trump is worth a point, 11 support points cue-bid.
CUE_RAISE_WITH_FOUR_TRUMPS = [
    ("four trumps and 10 HCP: the cue bid of their suit shows the limit raise or better", "1D 1S 2D",
     "KJ74.A82.63.Q952", "3D"),
    ("one card fewer, three trumps and 10 HCP: the simple raise", "1D 1S 2D", "KJ7.A82.963.Q952", "2S"),
    ("two points less, 8 HCP and four trumps: the simple raise", "1D 1S 2D", "KJ74.Q82.63.Q952", "2S"),
    ("the other major, no raise by them: four trumps and 10 HCP cue-bid", "1C 1H P", "A82.KJ74.63.Q952", "2C"),
    ("four trumps, 10 HCP but no doubleton (10 support points): the simple raise", "1C 1H P", "A82.KJ74.632.Q95", "2H"),
    ("a minor overcalled: four trumps and 10 HCP stay a raise", "1C 1D P", "A82.63.KJ74.Q952", "2D"),
]

# Over their raise to two after partner's takeout double, the jump in a five-card major invites with 9-11 HCP; the
# free bid at the cheapest level shows only some values.
JUMP_OVER_THEIR_RAISE = [
    ("10 HCP and five spades over their raise: jump to invite", "1C X 2C", "AQ974.K6.J85.963", "3S"),
    ("one point less, 9 HCP: still the invitation", "1C X 2C", "AQ974.Q6.J85.963", "3S"),
    ("one card fewer, four spades: the free bid", "1C X 2C", "AQ97.K62.J85.963", "2S"),
    ("their hearts raised: five spades and 9 HCP jump over 2H", "1H X 2H", "KQ974.K6.J85.963",
     "3S"),
    ("12 HCP and five spades: game, as before", "1C X 2C", "AQ974.K6.QJ5.963", "4S"),
    ("a five-card minor is no jump: the free bid at three", "1D X 2D", "K6.85.AQ974.J963", "3C"),
]

# Their takeout double of our single raise of a major: opener's 3M is preemptive, with six trumps and a singleton or void.
COMPETITIVE_RAISE_OVER_THEIR_DOUBLE = [
    ("nine trumps and a singleton: 3H is preemptive after the double of the raise", "1H P 2H X", "4.AK9752.KJ63.72",
     "3H"),
    ("no singleton, 6-2-3-2: pass", "1H P 2H X", "84.AK9752.KJ6.72", "P"),
    ("one card fewer, five hearts: pass", "1H P 2H X", "4.AK975.KJ632.72", "P"),
    ("no double: the minimum passes the raise", "1H P 2H P", "4.AK9752.KJ63.72", "P"),
    ("the other major: six spades and a singleton heart compete to 3S", "1S P 2S X", "AQ8742.5.Q742.83", "3S"),
    ("a game hand still bids game", "1H P 2H X", "4.AKQ752.AJ63.72", "4H"),
]

# Over their raise after partner's takeout double, a five-card suit and a singleton in their suit compete with
# 6+ HCP: partner's double holds the unbid suits.
COMPETING_SHORT_IN_THEIR_FIT = [
    ("five hearts, 6 HCP and a singleton spade: compete with 3H", "1S X 2S", "7.K8642.QJ3.9852", "3H"),
    ("two spades: pass", "1S X 2S", "72.K8642.QJ3.985", "P"),
    ("one card fewer, four hearts: pass", "1S X 2S", "7.K864.QJ32.9852", "P"),
    ("three points less, 3 HCP: pass", "1S X 2S", "7.86432.QJ3.9852", "P"),
    ("over their raise to three the four level is too high: pass", "1S X 3S", "7.K8642.QJ3.9852", "P"),
]

POSITIONS = (QUIZ + NT_OPPOSITE_WEAK_JUMP + NATURAL_2NT_OVER_WEAK_TWO + GAME_IN_A_MAJOR_OVER_WEAK_TWO +
             CUE_RAISE_WITH_FOUR_TRUMPS + JUMP_OVER_THEIR_RAISE +
             COMPETITIVE_RAISE_OVER_THEIR_DOUBLE + COMPETING_SHORT_IN_THEIR_FIT)


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


def test_their_run_from_partners_penalty_double_of_1nt_is_no_raise_of_their_suit() -> None:
    """1NT X 2H: their 2H is their first suit, no raise; the advancer's rules that read their raise after partner's
    takeout double must not look for a suit they never named (it raised an IndexError)."""
    from bridgefp.auction import is_legal_call

    auction = bf.Auction.from_calls("N", "1NT X 2H".split())
    choice = bf.get_system("sayc").choose(bf.Hand.from_pbn("QJ8.62.K98543.KT"), auction)
    assert is_legal_call(auction, choice.call)
