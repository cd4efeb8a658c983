"""The ``sayc`` system against the ACBL SAYC booklet in the later rounds of a contested auction and
in the defences it names: against their 1NT, their weak twos and their three-level preempts; the
overcaller's and advancer's later calls; the opening side when both sides compete; bidding over
their takeout double; penalty doubles. One position for each thing, written from the rule it checks
(a hand, the auction so far with North dealing, and the call); where the booklet is silent the
description says the call is mainstream SAYC practice."""

from __future__ import annotations

import pytest

import bridgefp as bf
from bridgefp.systems.sayc.context import Ctx
from bridgefp.systems.sayc.partner import partner_shown

from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
AGAINST_THEIR_1NT = [
    ("partner doubled their 1NT for penalty and they bid 2NT: no suit of theirs to double, a modest hand passes", "1NT X 2NT", "954.K7.QJT7.J432", "P"),
    ("partner doubled their 1NT for penalty and they ran to 2C: four clubs and some values double it for penalty (mainstream practice)", "1NT X 2C", "954.K7.QJT7.J432", "X"),
    ("partner doubled their 1NT for penalty and they ran: no length in their suit and no long suit, pass (mainstream practice)", "1NT X 2C", "K954.K74.QJT7.32", "P"),
    ("partner's two-level overcall of their 1NT shows six: with a doubleton in it, advancer does not bid a five-card suit at three (mainstream practice)", "P 1NT 2S P", "J5.752.KJ4.KQ743", "P"),
    ("a double of their 1NT is for penalty: a strong balanced hand", "1NT", "AQ2.KJ3.AQ32.J32", "X"),
    ("a two-level overcall of 1NT is natural: a good six-card spade suit", "1NT", "KQJ983.A2.832.32", "2S"),
    ("a two-level overcall of 1NT is natural: hearts", "1NT", "32.AQJ982.K32.32", "2H"),
    ("a two-level overcall of 1NT is natural: diamonds", "1NT", "32.32.KQJ982.A32", "2D"),
    ("a two-level overcall of 1NT is natural: 2C shows clubs (mainstream SAYC practice)", "1NT", "A2.32.832.KQJ982", "2C"),
    ("no long suit, no values to double their 1NT: pass", "1NT", "Q32.J32.Q432.J32", "P"),
    ("partner's double of 1NT is for penalty: with some values, leave it in", "1NT X P", "K32.Q32.J432.832", "P"),
    ("partner's double of 1NT is for penalty: a worthless hand runs to its five-card club suit", "1NT X P", "32.832.832.98432", "2C"),
    ("partner's double of 1NT is for penalty: a worthless hand runs to its six-card heart suit", "1NT X P", "32.987432.832.32", "2H"),
    ("a balancing two-level bid over their 1NT is natural (mainstream SAYC practice)", "1NT P P", "32.KQJ982.A32.32", "2H"),
    ("a balanced 14 count has no double of their 1NT: pass", "1NT", "KQ3.KJ4.Q932.J83", "P"),
    ("no balancing over their 2NT opening (20–21): partner is broke, their side holds the strength (mainstream practice)", "2NT P P", "QT975.AQ3.7.Q642", "P"),
]

AGAINST_THEIR_WEAK_TWO = [
    ("2NT over their weak two: 15–18, balanced, their suit stopped", "2H", "KQ3.AJ4.Q932.K83", "2NT"),
    ("a takeout double of their weak two in diamonds: both majors", "2D", "AQ32.KJ32.2.A932", "X"),
    ("a takeout double of their weak two in spades", "2S", "2.AQ32.KJ84.A932", "X"),
    ("a natural overcall of their weak two: a good five-card suit, opening values", "2D", "32.KQJ93.A2.Q932", "2H"),
    ("a three-level overcall of their weak two: a good six-card suit, opening values", "2S", "32.AKJ932.A2.Q32", "3H"),
    ("no values to act over their weak two: pass", "2H", "K32.32.QJ32.Q832", "P"),
    ("answering a takeout double of a weak two: a four-card spade suit at two", "2H X P", "Q932.32.K832.832", "2S"),
    ("answering a takeout double of a weak two: no major, the long minor at three", "2H X P", "32.832.QT932.K82", "3D"),
    ("answering a takeout double of a weak two: game in a five-card major with values", "2H X P", "KQ932.32.A83.K82", "4S"),
    ("answering a takeout double of a weak two: 3NT with their suit stopped and game values", "2H X P", "K32.AJ3.K832.Q82", "3NT"),
    ("answering a takeout double of a weak two: long strong trumps, pass for penalty", "2H X P", "32.KQJT98.A32.32", "P"),
    ("a balancing double of their weak two: opening values, short in their suit", "2H P P", "AQ32.2.KJ84.Q932", "X"),
    ("answering a takeout double with both four-card majors: hearts, the cheaper (mainstream SAYC practice)", "1D X P", "Q932.K932.832.32", "1H"),
    ("answering a takeout double of their weak two with both majors: hearts at two (mainstream SAYC practice)", "2D X P", "Q932.K932.832.32", "2H"),
    ("answering a takeout double of their weak two after their raise: game in a four-card major with 10 HCP", "2S X 3S", "AJ32.K832.32.Q32", "4H"),
]

AGAINST_THEIR_PREEMPT = [
    ("a takeout double of their 3C: both majors, opening values", "3C", "AQ32.KJ32.AQ32.2", "X"),
    ("a takeout double of their 3S: short in spades, support for the others", "3S", "2.AQ32.KJ84.AQ93", "X"),
    ("3NT over their preempt: their suit stopped, values for game", "3H", "AQ3.KJ4.AQ2.K832", "3NT"),
    ("a natural overcall of their preempt: a very good six-card suit and opening values", "3D", "32.AKQJ93.A32.32", "3H"),
    ("no action over their preempt without values: pass", "3S", "K32.Q32.K832.J32", "P"),
    ("answering a takeout double of their 3H: spades at three", "3H X P", "Q932.32.832.K832", "3S"),
    ("answering a takeout double of their 3S: hearts at four, the double is takeout", "3S X P", "32.Q932.832.K832", "4H"),
    ("answering a takeout double of their 3H: game in a five-card spade suit with values", "3H X P", "KQ932.32.A83.K82", "4S"),
    ("answering a takeout double of their 3D with both majors: hearts (mainstream SAYC practice)", "3D X P", "Q932.K932.832.32", "3H"),
    ("answering a takeout double of their 3C: game in a four-card heart suit with 11 points", "3C X P", "K32.KJ32.A832.32", "4H"),
    ("answering a takeout double of their 3H: 3NT with their suit stopped and values", "3H X P", "K32.AJ3.K832.Q82", "3NT"),
    ("a four-level overcall of their 3S: a very good six-card heart suit and opening values", "3S", "32.AKQJ93.A32.32", "4H"),
]

ADVANCING_A_BALANCING_OVERCALL = [
    ("opposite a balancing overcall advancer counts three points fewer: 16 HCP with their suit stopped bid 2NT, not 3NT (mainstream practice)", "P 1D P P 2C P", "AK62.K732.AJ72.2", "2NT"),
]

OVERCALLER_AGAIN = [
    ("after the cue-bid raise the overcaller with opening values bids game", "1D 1S P 2D P", "AQJ93.K72.83.AQ2", "4S"),
    ("the overcaller raises advancer's new major with four cards", "1C 1H P 1S P", "AQ32.KQJ93.83.42", "2S"),
    ("the overcaller with a minimum and nothing more to say passes advancer's single raise", "1D 1S P 2S P", "KQJ93.A72.83.942", "P"),
    ("the overcaller with a six-card suit and extras bids again after the raise (mainstream SAYC practice)", "1D 1S 2D 2S 3D", "KQJ932.A72.3.942", "3S"),
    ("the overcaller with a minimum passes advancer's 1NT", "1D 1S P 1NT P", "KQJ93.A72.83.942", "P"),
    ("the overcaller passes advancer's preemptive jump raise", "1D 1S P 3S P", "KQJ93.A72.83.942", "P"),
    ("the overcaller with a sixth heart competes to three over their raise: nine trumps together", "1D 1H 2D 2H 3D", "32.KQJ932.A32.32", "3H"),
    ("advancer's new suit is not forcing: the overcaller with a minimum and no fit passes", "1C 1H P 1S P", "32.KQJ93.A83.942", "P"),
    ("their raise, partner silent: the overcaller with extra values and a singleton in their suit doubles for takeout (mainstream practice)", "1D 1H 2D P 3D", "AQ8.KQ753.2.A432", "X"),
    ("their raise, partner silent: the overcaller with six cards and sound values bids the suit again (mainstream practice)", "1D 1H 2D P P", "A2.KQJ932.A32.32", "2H"),
    ("the overcaller's later takeout double: advancer bids an unbid four-card major", "1D 1H 2D P 3D X P", "K963.T4.T74.KJT9", "3S"),
    ("the overcaller's later takeout double: no unbid major, three cards in partner's suit, preference", "1D 1H 2D P 3D X P", "K96.T42.T74.KJT9", "3H"),
]

ADVANCING_THE_1NT_OVERCALL = [
    ("systems on over a 1NT overcall: a transfer to spades", "1H 1NT P", "KJ9832.32.832.32", "2H"),
    ("systems on over a 1NT overcall: a transfer to hearts", "1S 1NT P", "32.KJ832.Q32.832", "2D"),
    ("systems on over a 1NT overcall: Stayman with both majors", "1D 1NT P", "KJ32.QJ32.32.K32", "2C"),
    ("systems on over a 1NT overcall: a weak balanced hand passes", "1D 1NT P", "J32.Q32.J832.832", "P"),
    ("systems on over a 1NT overcall: game with a balanced ten count", "1C 1NT P", "K32.Q32.K832.Q32", "3NT"),
    ("systems on over a 1NT overcall: an invitational five-card spade suit starts with the transfer", "1H 1NT P", "KJ932.32.K32.Q32", "2H"),
    ("systems on over a 1NT overcall: 2NT invites with eight HCP, balanced", "1S 1NT P", "K32.Q32.J832.Q32", "2NT"),
]

ADVANCING_TWO_SUITERS = [
    ("advancing Michaels over their jump to five: three trumps and a worthless hand pass (no six-level save)", "P 1C P 1S 2S 5S", "J.632.T72.QT8765", "P"),
    ("answering Michaels over a heart with three spades: spades", "1H 2H P", "Q32.832.K832.832", "2S"),
    ("answering Michaels over a spade with three hearts: hearts at three", "1S 2S P", "32.Q32.K832.8432", "3H"),
    ("game opposite Michaels over a diamond: four spades and opening values", "1D 2D P", "AQ32.K2.8432.A82", "4S"),
    ("answering the unusual 2NT over a club: hearts when longer", "1C 2NT P", "32.K932.832.Q832", "3H"),
    ("answering the unusual 2NT over a spade: the five-card club suit", "1S 2NT P", "32.K932.82.Q8432", "3C"),
    ("game opposite Michaels over a spade: four hearts and opening values", "1S 2S P", "32.KQ32.A832.A32", "4H"),
    ("answering the unusual 2NT over a club with equal red suits: hearts, the major at the same level (mainstream SAYC practice)", "1C 2NT P", "K32.Q32.832.8432", "3H"),
    ("answering the unusual 2NT over a diamond: hearts with four", "1D 2NT P", "32.K932.832.Q832", "3H"),
]

ADVANCING_WEAK_JUMPS = [
    ("over their cue-bid raise a weak advancer with four trumps raises to the level of the total trumps: nine, three", "1H 1S 2S", "T752.T2.K75.Q742", "3S"),
    ("raising a weak jump overcall with three trumps: nine together, the three level", "1D 2S P", "Q32.K832.832.832", "3S"),
    ("raising a weak jump overcall with four trumps: ten together, game by the total trumps", "1D 2S P", "Q832.2.8432.K832", "4S"),
    ("game opposite a weak jump overcall: a fit and a strong hand", "1D 2S P", "A32.AK32.K32.K32", "4S"),
    ("a new suit does not rescue a weak jump overcall: pass", "1C 2H P", "KQ32.2.J832.8432", "P"),
    ("three trumps opposite a weak jump overcall, their game bid: nine trumps, no higher than three: pass", "1S 3H 4S", "J6.K74.Q985.J942", "P"),
    ("a simple raise of an overcall stops at three: over their raise to 3S, three trumps and 6 HCP pass", "1S 2H 3S", "J6.K74.Q985.J942", "P"),
]

OUR_OPENING_IN_COMPETITION = [
    ("responder's escape from our 1NT doubled is natural, not a transfer: opener passes (mainstream practice)", "1NT P P X P P 2D P", "AQ3.K32.KQ3.K973", "P"),
    ("partner's reopening double is answered at once; rounds later, over their jump to game, a worthless hand passes", "1H P P 2D X 3D P 5D P P", "T65.T973.T72.AT3", "P"),
    ("opener's game raise of responder's major over their Michaels cue bid is four, not five", "P 1C P 1S 2S", "QT94.A97.K.AK942", "4S"),
    ("our 1NT doubled in the balancing seat: responder who passed with a worthless hand runs to a five-card suit (mainstream practice)", "1NT P P X P P", "JT.T8.T652.JT652", "2C"),
    ("opener's own reopening double is not partner's negative double: over their game a minimum opener passes", "1C P P 1S X 2H P 4S", "K9.KJ.KQJ4.J9873", "P"),
    ("opener with a seven-card suit and no extra strength does not reopen with a double of their raise (mainstream practice)", "1H 1S P 3S", "J.AKQ86532.J3.Q9", "P"),
    ("over their three-level raise a reopening double needs 16+ points: a minimum passes (mainstream practice)", "1H 1S P 3S", "J4.AT965.A82.A82", "P"),
    ("opener's rebid of the suit they bid after it is natural, not a cue bid: a responder who passed with nothing passes", "P P 1H P P 1S X 2H P 2S 3H P", "Q82.T32.T97.Q854", "P"),
    ("a responder who passed the opening is never forced: opener's new suit in competition is passed with nothing", "P P 1H P P 2C X 2NT P P 3S P", "Q854.J5.9754.Q43", "P"),
    ("opener with extra values and a singleton in their suit reopens with a takeout double, though their suit came after a double", "1D P P X P 1H P P", "AJ7.3.AQ962.AQJ6", "X"),
    ("the cue bid of their overcall: a limit raise or better in opener's heart suit", "1H 2C", "K2.KJ32.A832.832", "3C"),
    ("the cue bid of their overcall: a limit raise or better in opener's spade suit", "1S 2H", "KJ32.32.A832.K32", "3H"),
    ("a jump raise in competition is preemptive: four trumps, weak", "1H 1S", "2.QJ32.98432.832", "3H"),
    ("opener's reopening double: short in their suit, extra values", "1H 2C P P", "AQ32.AKJ32.K32.2", "X"),
    ("opener's reopening double with a singleton in their suit", "1S 2D P P", "AKJ32.Q32.2.KJ32", "X"),
    ("opener's reopening double left in: responder holds their suit", "1H 2C P P X P", "32.32.A832.KQJ32", "P"),
    ("no support doubles in SAYC: opener with three trumps raises responder's suit", "1D P 1H 1S", "K2.Q32.AQJ32.Q32", "2H"),
    ("opener's reopening double of their 2C: a singleton club and extras", "1D 2C P P", "AQ32.KJ32.AJ32.2", "X"),
    ("answering opener's reopening double without their suit: the long unbid minor", "1S 2H P P X P", "32.32.K8432.Q832", "3D"),
    ("opener raises responder's free one-level heart bid with four trumps over their raise (mainstream SAYC practice)", "1C 1D 1H 2D", "32.AQ32.K32.KQ32", "2H"),
    ("opener raises responder's free one-level spade bid with four trumps over their raise (mainstream SAYC practice)", "1C 1D 1S 2D", "AQ32.32.K32.KQ32", "2S"),
    ("opener's 1NT rebid over their overcall promises a stopper in their suit: a minimum with none passes (mainstream practice)", "1C P 1D 1H", "AQT.765.KT3.KJT8", "P"),
    ("opener's 1NT rebid over their overcall: a minimum balanced hand with their suit stopped", "1C P 1D 1H", "AQT.K65.KT3.JT86", "1NT"),
    ("opener's 2NT after partner's free two-over-one promises stoppers in both their suits: without a spade stopper, pass (mainstream practice)", "1D 1H 2C 2S", "92.AQ52.A954.QT6", "P"),
    ("opener's 2NT after partner's free two-over-one: 12–14 balanced with both their suits stopped", "1D 1H 2C 2S", "KT2.AQ5.A954.T62", "2NT"),
]

COMPETING_FOR_THE_PART_SCORE = [
    ("opener's raise over their overcall may hold three: responder with five trumps and a weak hand does not compete to three", "1D P 1S 2H 2S 3C", "97543.J86.754.KQ", "P"),
    ("three of our major straight over their bid competes, it does not invite: opener with a minimum passes", "1D P 1S 2H 2S 3C 3S P", "KJ6.Q543.AKT2.73", "P"),
    ("the overcaller's three of our suit over their bid competes: advancer with a minimum raise passes", "P 1D 1S 2D 2S 3D 3S P", "K72.J86543.J.K64", "P"),
    ("partner raised, then bid a new suit in competition: not forcing; a minimum without a fit passes", "1C 1NT 2C 2S P P 3D P", "AQ8.Q873.94.AJ83", "P"),
    ("opener with a sixth trump competes to three over their overcall: nine trumps together", "1H P 2H 2S", "32.AKJ932.K32.Q2", "3H"),
    ("opener with five trumps and a minimum lets them play at three: eight trumps together", "1S 2H 2S 3H", "AKJ32.32.K32.Q32", "P"),
    ("responder with four trumps competes to three: nine trumps together", "1H 2C 2H 3C P P", "K32.Q932.K832.32", "3H"),
    ("responder with four trumps for the single raise competes to three: nine trumps together", "1S 2H 2S 3H P P", "K832.32.Q832.J32", "3S"),
    ("opener with five trumps and a minimum lets them play at three after the single raise", "1H 2C 2H 3C", "K2.AQJ32.K32.832", "P"),
    ("no balancing with length in their suit: pass (mainstream SAYC practice)", "1H P P", "2.KQJ93.A83.K942", "P"),
]

OVER_THEIR_TAKEOUT_DOUBLE = [
    ("2NT over their double: four trumps and a limit raise or better in hearts", "1H X", "K2.KJ32.A832.832", "2NT"),
    ("2NT over their double: four trumps and a limit raise or better in spades", "1S X", "KJ32.32.A832.K32", "2NT"),
    ("the redouble: 10+ HCP, no fit", "1H X", "AQ32.2.KJ32.Q832", "XX"),
    ("a new suit at the one level over their double", "1D X", "KJ832.32.832.Q32", "1S"),
    ("a single raise over their double: three trumps, 6–9", "1H X", "32.K32.Q832.J832", "2H"),
    ("a jump raise over their double is preemptive: four trumps, weak", "1S X", "QJ32.2.98432.832", "3S"),
    ("1NT over their double: 6–9 HCP", "1D X", "K32.Q32.32.J8432", "1NT"),
    ("over 2NT after their double (a limit raise or better, not Jacoby) a minimum opener signs off in three", "1H X 2NT P", "K3.AQJ64.Q84.952", "3H"),
    ("over 2NT after their double opener with more than a minimum bids game", "1S X 2NT P", "AQJ64.K3.KQ4.952", "4S"),
    ("after 2NT over their double and opener's sign-off, the limit raise passes", "1H X 2NT P 3H P", "K93.QJ64.A843.52", "P"),
    ("after 2NT over their double and opener's sign-off, opening values bid game", "1H X 2NT P 3H P", "K93.QJ64.AK43.52", "4H"),
    ("after our redouble the redoubler doubles their escape for penalty", "1H X XX 2C P P", "AQ32.2.K32.KJ832", "X"),
    ("after our redouble opener doubles their escape with four good trumps", "1H X XX 2C", "2.AKJ32.832.KJ93", "X"),
    ("after our redouble opener with nothing to say passes, leaving the redoubler to act", "1H X XX 2D", "K2.AKJ32.832.Q32", "P"),
]

PENALTY_DOUBLES = [
    ("a double of their freely bid game is for penalty: trump tricks and aces (mainstream SAYC practice)", "1S P 2S P 4S", "KQJ9.A32.A32.832", "X"),
    ("a double of their 1NT overcall is for penalty: 9+ HCP", "1D 1NT", "K32.AJ32.832.K32", "X"),
    ("a penalty double of their three-level overcall: four good trumps and values", "1H 3C", "K32.32.A832.KQT9", "X"),
]

ALL = AGAINST_THEIR_1NT + AGAINST_THEIR_WEAK_TWO + AGAINST_THEIR_PREEMPT + ADVANCING_A_BALANCING_OVERCALL + OVERCALLER_AGAIN + \
    ADVANCING_THE_1NT_OVERCALL + ADVANCING_TWO_SUITERS + ADVANCING_WEAK_JUMPS + OUR_OPENING_IN_COMPETITION + \
    COMPETING_FOR_THE_PART_SCORE + OVER_THEIR_TAKEOUT_DOUBLE + PENALTY_DOUBLES


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_booklet_defences(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize(("calls", "least"), [
    ("1H X 3H P", 0),  # a jump raise over their double is preemptive
    ("1H X 2NT P", 10),  # a limit raise or better, not Jacoby's 13
    ("1H P 3H P", 10),  # without the double, the limit raise
    ("1H P 2NT P", 13),  # without the double, Jacoby 2NT
])
def test_what_the_answer_over_their_double_shows(calls: str, least: int) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    assert partner_shown(Ctx(bf.Hand.from_pbn("A3.AQJ64.K84.952").mask, auction)).least == least


@pytest.mark.parametrize(("calls", "least"), [
    ("1S P P X P", 8),  # the takeout double in the pass-out seat: 8+ HCP (9, or 8 with shortness in their suit)
    ("1S X P", 12),  # the direct takeout double: opening values
    ("P 2D P P 2NT P", 14),  # 2NT in the pass-out seat over their weak two: 14–17
    ("P 2D 2NT P", 15),  # the direct 2NT over their weak two: 15–18
])
def test_what_partners_first_call_over_their_bid_shows(calls: str, least: int) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    assert partner_shown(Ctx(bf.Hand.from_pbn("A3.AQJ64.K84.952").mask, auction)).least == least
