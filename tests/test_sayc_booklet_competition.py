"""The ``sayc`` system against the ACBL SAYC booklet in competition: overcalls and their advances,
takeout doubles and their answers, negative doubles, bidding over their takeout double, Michaels
and the unusual 2NT, balancing and penalty doubles. One position for each thing the booklet says
plainly, each written from the rule it checks (a hand, the auction so far with North dealing, and
the booklet's call); where the booklet is silent the description says the call is mainstream
SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
OVERCALLS = [
    ("a one-level overcall: a good five-card suit, 8–16 HCP", "1D", "KQJ93.A72.83.942", "1S"),
    ("a one-level overcall in hearts over a club", "1C", "A72.KQT84.83.942", "1H"),
    ("a two-level overcall: a good suit and opening values", "1S", "A7.K72.83.AQJ942", "2C"),
    ("a two-level overcall in hearts over a spade", "1S", "A2.KQJ93.K83.942", "2H"),
    ("a jump overcall is weak: a good six-card suit", "1H", "KQJ932.72.83.942", "2S"),
    ("a jump overcall in hearts over a club is weak", "1C", "72.KQJ932.83.942", "2H"),
    ("a jump overcall to three in clubs over a spade is weak", "1S", "72.83.942.KQJ932", "3C"),
    ("1NT overcall: 15–18 HCP, balanced, their suit stopped", "1D", "AQ3.KJ4.QT92.K83", "1NT"),
    ("1NT overcall at the top of the range", "1H", "KQ3.AJ4.K92.KJ83", "1NT"),
    ("a takeout double: opening values, short in their suit, support for the others", "1H", "AQ32.2.KJ84.Q932", "X"),
    ("a takeout double of a diamond: both majors", "1D", "KJ84.AQ32.2.Q932", "X"),
    ("a takeout double of a club", "1C", "KJ84.AQ32.Q932.2", "X"),
    ("a hand too strong to overcall doubles first", "1C", "AKJ93.AQ2.K432.2", "X"),
    ("Michaels over a club: five-five in the majors", "1C", "KQ984.AJ983.32.2", "2C"),
    ("Michaels over a diamond: five-five in the majors", "1D", "KQ984.AJ983.32.2", "2D"),
    ("Michaels over a heart: spades and a minor", "1H", "KQ984.3.32.AJ983", "2H"),
    ("Michaels over a spade: hearts and a minor", "1S", "3.KQ984.32.AJ983", "2S"),
    ("the unusual 2NT over a spade: both minors", "1S", "32.2.KQ984.AJ983", "2NT"),
    ("the unusual 2NT over a heart: both minors", "1H", "32.2.KQ984.AJ983", "2NT"),
    ("a double of their 1NT is for penalty", "1NT", "AKJ3.KQ4.A32.J32", "X"),
    ("no good suit, no shape for a double: pass", "1D", "Q932.K32.J32.Q32", "P"),
    ("no overcall at the two level on a poor suit and few values", "1S", "72.K83.Q32.J9832", "P"),
    ("2NT over a weak two: balanced, 15–18, their suit stopped (mainstream SAYC practice)", "2S", "AQ3.KJ4.Q932.K83", "2NT"),
    ("a takeout double of a weak two", "2H", "AQ32.2.KJ84.A932", "X"),
    ("a natural overcall of a weak two: a good suit, opening values", "2H", "AKJ93.32.K32.Q32", "2S"),
    ("3NT over a three-level preempt: their suit stopped, values for game", "3D", "AQ3.KJ4.AQ2.K832", "3NT"),
    ("a takeout double of a three-level preempt", "3H", "AQ32.2.KJ84.AQ93", "X"),
]

ADVANCING_OVERCALLS = [
    ("a single raise of partner's overcall: three trumps, 6–11 points", "1D 1S P", "K74.Q83.962.KJ54", "2S"),
    ("the cue bid: a limit raise or better in partner's suit", "1D 1S P", "K742.A83.962.KQ5", "2D"),
    ("a jump raise of an overcall is preemptive", "1D 1S P", "Q742.83.9642.K54", "3S"),
    ("a new suit advancing an overcall is not forcing", "1C 1H P", "KQJ84.72.K62.953", "1S"),
    ("1NT advancing an overcall: their suit stopped, about 8–11", "1D 1S P", "72.KJ3.KJ42.Q953", "1NT"),
    ("2NT advancing an overcall: their suit stopped, about 12–14", "1D 1H P", "K72.Q3.AJ42.KJ53", "2NT"),
    ("over the 1NT overcall the 1NT responses apply: Stayman", "1D 1NT P", "KJ32.Q932.32.K32", "2C"),
    ("over the 1NT overcall the 1NT responses apply: a transfer to spades", "1D 1NT P", "KJ932.32.32.9832", "2H"),
    ("over the 1NT overcall the 1NT responses apply: a transfer to hearts", "1C 1NT P", "32.KJ932.32.9832", "2D"),
    ("game opposite the 1NT overcall: 10 HCP, balanced", "1D 1NT P", "K32.Q32.K832.Q32", "3NT"),
    ("an invitation opposite the 1NT overcall: 8–9 HCP, balanced", "1D 1NT P", "K32.Q32.J832.Q32", "2NT"),
    ("answering Michaels over a minor: the longer major", "1C 2C P", "Q32.K932.832.832", "2H"),
    ("answering Michaels over a minor: spades when they are longer", "1D 2D P", "Q932.K32.832.832", "2S"),
    ("answering Michaels over a major with no support: 2NT asks for the minor", "1H 2H P", "J2.32.Q8432.K832", "2NT"),
    ("answering the unusual 2NT: the longer minor", "1S 2NT P", "Q32.K932.8432.82", "3D"),
    ("answering the unusual 2NT: clubs", "1H 2NT P", "Q32.K932.82.8432", "3C"),
    ("game opposite Michaels: four trumps and opening values", "1C 2C P", "A32.KQ93.A832.82", "4H"),
]

ANSWERING_DOUBLES = [
    ("answering a takeout double: the cheapest four-card major with 0–8", "1D X P", "Q932.832.832.J32", "1S"),
    ("answering a takeout double: a four-card major at the one level", "1C X P", "832.Q932.832.J32", "1H"),
    ("answering a takeout double with no major: a minor, however weak", "1D X P", "832.832.Q32.J932", "2C"),
    ("answering a double of a heart: spades", "1H X P", "K932.32.832.Q832", "1S"),
    ("a jump answer shows 9–11 points", "1D X P", "KQ32.A32.832.J32", "2S"),
    ("the cue bid: game values, forcing", "1D X P", "AQ32.K32.832.KJ2", "2D"),
    ("1NT answering a double: 6–10, their suit stopped, no four-card major", "1D X P", "K32.Q32.KJ32.932", "1NT"),
    ("2NT answering a double: 11–12, their suit stopped", "1D X P", "K32.Q32.KJ32.Q32", "2NT"),
    ("3NT answering a double: game values, their suit stopped", "1D X P", "K32.Q32.KJ32.AQ2", "3NT"),
    ("a penalty pass: long strong trumps in their suit", "1D X P", "32.K2.KQJT9.8432", "P"),
    ("a free bid over their bid after partner's double shows some values", "1H X 2H", "Q932.32.K832.Q32", "2S"),
    ("a weak hand need not bid over their redouble's pass: still forced to answer", "1D X XX", "Q932.832.832.J32", "1S"),
]

DOUBLER_REBIDS = [
    ("the doubler with a minimum passes partner's forced answer", "1D X P 1H P", "KJ84.AQ32.2.Q932", "P"),
    ("the doubler shows a strong hand's own suit after the answer", "1D X P 1H P", "AKJ93.A2.K43.K32", "1S"),
    ("the doubler's 1NT shows a balanced hand too strong for the 1NT overcall", "1D X P 1H P", "AQ3.KJ3.AQ2.KJ32", "1NT"),
    ("the doubler's single raise: four trumps and 16–18 points (mainstream SAYC practice)", "1D X P 1H P", "AJ84.AQ32.32.KQ9", "2H"),
    ("the doubler's jump raise: four trumps and 19–21 points (mainstream SAYC practice)", "1D X P 1H P", "AJ84.AQ32.2.KQ93", "3H"),
    ("the doubler raises the answer in spades", "1H X P 1S P", "AQ84.2.KQ32.AJ93", "3S"),
    ("the doubler's 1NT over a club answer: 19–21, their suit stopped", "1H X P 2C P", "AQ3.KJ3.AQ32.KJ3", "2NT"),
]

NEGATIVE_DOUBLES = [
    ("1m–(1H)–X: exactly four spades", "1C 1H", "KJ32.832.Q32.K32", "X"),
    ("1m–(1H)–1S: five or more spades", "1C 1H", "KJ932.832.Q32.K3", "1S"),
    ("1m–(1S)–X: four or more hearts", "1C 1S", "32.KJ32.Q32.K832", "X"),
    ("a negative double with a five-card major too weak for a two-level bid", "1D 1S", "32.KJ932.Q32.K83", "X"),
    ("1H–(1S)–X: the minors", "1H 1S", "32.83.QJ32.KQ932", "X"),
    ("1m–(1m)–X: both majors", "1C 1D", "KJ32.Q832.32.K32", "X"),
    ("a negative double at the two level: 8+ HCP, the majors", "1D 2C", "KJ32.Q832.32.K32", "X"),
    ("1H–(2C)–X: four spades", "1H 2C", "KJ32.32.Q832.K32", "X"),
    ("a negative double of 2S: hearts, values for the three level", "1D 2S", "32.KJ32.Q32.AQ32", "X"),
    ("no negative double without the unbid major: pass a weak hand", "1C 1H", "832.Q32.K832.J32", "P"),
]

RESPONDING_OVER_OVERCALL = [
    ("a single raise over their overcall: support, 6–10", "1H 1S", "32.K83.Q832.Q832", "2H"),
    ("the cue bid: a limit raise or better", "1H 1S", "32.K832.A832.K32", "2S"),
    ("a jump raise over their overcall is preemptive", "1H 1S", "3.KT832.9832.832", "3H"),
    ("1NT over their overcall: 8–10, their suit stopped", "1H 1S", "KJ3.82.Q832.Q832", "1NT"),
    ("a new suit at the one level is forcing", "1C 1D", "KQ932.832.832.K3", "1S"),
    ("a new suit at the two level: 10+ points, forcing", "1S 2C", "32.AQ932.K32.Q32", "2H"),
    ("a double of their 1NT overcall is for penalty", "1D 1NT", "KJ32.Q32.32.KJ32", "X"),
]

OVER_THEIR_DOUBLE = [
    ("redouble: 10+ HCP", "1H X", "AQ32.32.KJ32.832", "XX"),
    ("2NT over their double: a limit raise or better in partner's major", "1H X", "32.K832.A832.K32", "2NT"),
    ("a jump raise over their double is preemptive", "1H X", "3.KT832.9832.832", "3H"),
    ("a new suit at the one level over their double is forcing", "1H X", "KQ932.32.Q32.832", "1S"),
    ("a single raise over their double", "1H X", "32.Q82.K832.Q832", "2H"),
    ("1NT over their double: 6–9, no fit", "1S X", "32.Q82.K832.Q832", "1NT"),
]

BALANCING = [
    ("a balancing 1NT: about 11–14 HCP, their suit stopped", "1D P P", "KJ3.K32.AJ2.J932", "1NT"),
    ("a balancing double may be light", "1H P P", "KJ32.32.Q832.K32", "X"),
    ("a balancing overcall may be light", "1H P P", "KJ932.32.Q83.832", "1S"),
    ("a balancing two-level overcall", "1S P P", "32.Q32.KJ932.Q32", "2D"),
    ("a balancing double after their raise", "1H P 2H P P", "KJ32.32.Q832.K32", "X"),
    ("nothing to balance with: pass", "1H P P", "Q32.QJ32.J32.832", "P"),
]

OPENER_AFTER_NEGATIVE_DOUBLE = [
    ("opener after a negative double: the unbid major with four cards, a minimum", "1C 1H X P", "KJ32.32.K32.AQ32", "1S"),
    ("opener after a negative double: a jump in the major with 16–18", "1C 1H X P", "AKJ2.32.K32.AQ32", "2S"),
    ("opener after a negative double: game in the major with 19+", "1C 1H X P", "AKJ2.3.KQ3.AQ932", "4S"),
    ("opener after a negative double: 1NT with 12–14 balanced, their suit stopped", "1C 1H X P", "K32.KJ3.Q32.AJ32", "1NT"),
    ("opener after a negative double: no major, a six-card suit again", "1C 1H X P", "32.32.KQ3.AKJ932", "2C"),
    ("opener after a negative double of 1S: four hearts", "1D 1S X P", "32.AQ32.KQ32.K32", "2H"),
    ("opener after a negative double of 2C: four spades", "1D 2C X P", "AQ32.K32.KJ32.32", "2S"),
    ("opener after a negative double of 1S over a club: four hearts", "1C 1S X P", "32.KJ32.K32.AQ32", "2H"),
]

MORE_RESPONSES_OVER_OVERCALL = [
    ("2NT over their overcall: 11–12, their suit stopped", "1H 1S", "KJ3.82.KQ32.Q832", "2NT"),
    ("3NT over their overcall: 13–15, their suit stopped", "1D 1S", "KJ3.K2.Q832.AQ32", "3NT"),
    ("a jump raise of partner's minor over their overcall is preemptive", "1D 1S", "32.32.Q98432.K32", "3D"),
    ("a new suit at the two level over their overcall: 10+, forcing", "1H 1S", "32.32.AKJ32.Q832", "2D"),
    ("a weak hand passes over their overcall", "1H 1S", "Q32.32.J432.8432", "P"),
    ("a negative double of their weak jump overcall to 2S: four hearts", "1C 2S", "32.KQ32.A432.Q32", "X"),
    ("length and strength in their suit: pass, for partner to reopen (mainstream SAYC practice)", "1S 2H", "32.KQJ3.A32.8432", "P"),
    ("a double of their overcall above 2S is for penalty (mainstream SAYC practice)", "1S 3H", "32.KJ93.A32.Q832", "X"),
    ("over their double: a jump raise of a major is preemptive", "1S X", "KQ32.32.Q832.832", "3S"),
    ("over their double: a new suit at the one level", "1D X", "32.KQJ32.Q32.832", "1H"),
    ("over their double: redouble with 10+ HCP", "1C X", "AQ32.K32.Q32.J32", "XX"),
]

MORE_ADVANCES = [
    ("a raise of a two-level overcall: three trumps, 6–11 points", "1S 2H P", "32.K83.Q832.K832", "3H"),
    ("the cue bid with three trumps and 12+ points", "1C 1S P", "Q32.32.AKJ32.K32", "2C"),
    ("answering a double of a weak two: a four-card major", "2H X P", "K932.32.Q832.832", "2S"),
    ("answering a double of a weak two without a major: a minor at three", "2H X P", "32.832.Q832.K832", "3D"),
    ("answering a double of a spade: a five-card heart suit", "1S X P", "32.Q8532.832.J32", "2H"),
    ("a free bid of a five-card suit over their raise after partner's overcall", "1D 1S 2D", "32.KQJ32.32.K832", "2H"),
]

MORE_BALANCING = [
    ("a balancing overcall in spades over a club", "1C P P", "KQ932.A2.832.832", "1S"),
    ("a balancing double short in their suit", "1S P P", "32.AQ3.KJ32.Q832", "X"),
    ("a strong balanced hand in the balancing seat doubles first", "1D P P", "KQ3.AJ3.K32.KJ32", "X"),
    ("Michaels in the balancing seat", "1C P P", "KQ984.AJ983.32.2", "2C"),
]

LATER_ROUNDS = [
    ("answering a double of a three-level preempt: a four-card major", "3H X P", "K932.32.Q832.832", "3S"),
    ("answering a double of 3S with nothing: the four-card heart suit at four, not a pass", "3S X P", "32.K832.Q832.832", "4H"),
    ("answering a double of 2S: hearts at the three level", "2S X P", "32.Q832.K832.832", "3H"),
    ("over their overcall of partner's 1NT: 3NT with values and their suit stopped", "1NT 2S", "KJ3.K32.Q832.Q32", "3NT"),
    ("over their overcall of partner's 1NT: double is for penalty", "1NT 2H", "Q32.KJ93.Q832.32", "X"),
    ("the overcaller with a minimum rebids the suit over the cue-bid raise", "1D 1S P 2D P", "KQJ93.A72.83.942", "2S"),
    ("the 1NT overcaller answers Stayman: four hearts", "1D 1NT P 2C P", "KQ3.AJ43.Q92.K83", "2H"),
    ("the 1NT overcaller completes the transfer", "1D 1NT P 2H P", "KQ3.AJ4.Q932.K83", "2S"),
    ("opener with a minimum passes once partner has raised over their overcall", "1H 1S 2H 2S", "32.AKJ93.K32.Q32", "P"),
    ("opener with six trumps competes to the three level over their raise (nine trumps together)", "1H 1S 2H 2S", "3.AKJ932.K32.Q32", "3H"),
]

SHAPES_AND_RANGES = [
    ("a two-level overcall in diamonds: a good suit and opening values", "1S", "32.A2.KQJ932.Q32", "2D"),
    ("a one-level overcall at the top of the range", "1H", "AKJ93.32.KQ3.Q32", "1S"),
    ("a six-card suit and 11 HCP is too strong for a weak jump: a simple overcall", "1C", "KQJ932.A2.832.32", "1S"),
    ("a flat hand with three cards in their suit and no good suit: pass", "1C", "A32.K32.QJ32.K32", "P"),
    ("advancing an overcall with a five-card suit and no fit: the suit, not forcing", "1H 1S P", "32.K32.Q32.AQJ32", "2C"),
    ("advancing an overcall with four trumps and 12 points: the cue bid", "1H 1S P", "Q432.32.AK32.Q32", "2H"),
    ("answering a double: 9–11 points jump", "1S X P", "32.KJ32.Q832.K32", "3H"),
    ("answering a double: a jump in spades with 9–11", "1C X P", "KJ32.Q83.832.K32", "2S"),
    ("answering a double: a four-card major before a longer minor", "1D X P", "Q932.32.32.J8432", "1S"),
    ("answering a double with 1NT: their suit stopped, 6–10, no four-card major", "1H X P", "Q32.KJ3.Q832.J32", "1NT"),
    ("a new suit at the one level over their overcall: five spades", "1D 1H", "KJ832.32.Q32.K32", "1S"),
    ("a negative double with a good hand and four spades", "1C 1H", "KJ32.32.AQ32.K32", "X"),
    ("1S–(2H)–X: the minors", "1S 2H", "32.32.AQ832.K832", "X"),
    ("1H–(2D)–X: four spades, 8+ HCP", "1H 2D", "KQ32.32.32.AJ832", "X"),
    ("a balancing double may be made on 8 HCP with the right shape", "1D P P", "KJ32.Q832.2.Q832", "X"),
    ("a balancing 1NT with 12 HCP, their suit stopped", "1H P P", "K32.AJ3.Q832.Q32", "1NT"),
    ("the doubler raises partner's 9–11 jump answer to game with 14+ and four trumps", "1H X P 2S P", "KJ84.2.AQ32.KJ93", "4S"),
    ("the doubler with a minimum passes the cheapest answer even with four trumps", "1D X P 1S P", "KJ84.AQ32.2.Q932", "P"),
    ("opener after a negative double of 1S over 1H: a second suit with a minimum", "1H 1S X P", "32.AQJ32.K3.Q832", "2C"),
    ("a raise of partner's major over their jump overcall: nine trumps, the three level", "1S 3H", "K832.32.A832.Q32", "3S"),
    ("a raise of partner's heart opening over their weak jump overcall", "1H 2S", "32.K832.Q832.Q32", "3H"),
    ("advancing an overcall over their negative double: a raise with three trumps", "1C 1S X", "K32.Q832.832.K32", "2S"),
    ("advancing an overcall over their raise: the jump raise with four trumps is preemptive", "1H 1S 2H", "Q832.32.K832.832", "3S"),
    ("1m–(1m): four hearts only, bid them at the one level (forcing)", "1C 1D", "832.KJ32.Q832.32", "1H"),
    ("1D–(1H)–X on 6 HCP and four spades", "1D 1H", "Q832.32.K832.J32", "X"),
    ("a new suit at the two level over their overcall: five hearts, 10+", "1C 1S", "32.AKJ32.Q32.J32", "2H"),
    ("over their 1NT a long suit is natural", "1NT", "32.KQJ932.K32.32", "2H"),
    ("a weak jump overcall on 6 HCP", "1D", "KQT932.32.832.32", "2S"),
    ("the unusual 2NT over a club: diamonds and hearts", "1C", "3.KQ984.AJ983.32", "2NT"),
    ("the doubler's jump raise shows 19–21: the answer with 6 points and four trumps bids game (mainstream SAYC practice)",
     "1D X P 1H P 3H P", "Q32.K832.832.Q32", "4H"),
    ("the doubler's single raise shows 16–18: the answer with 7 points and four trumps invites game (mainstream SAYC practice)",
     "1D X P 1H P 2H P", "Q32.K832.832.Q32", "3H"),
    ("the doubler's single raise shows 16–18: the answer with 4 points passes (mainstream SAYC practice)",
     "1D X P 1H P 2H P", "932.K832.832.Q32", "P"),
    ("opener raises responder's one-level spades over their overcall with four trumps", "1C 1H 1S P", "K832.32.AQ3.KJ32", "2S"),
    ("opener raises responder's spades over their overcall with three trumps: five are shown", "1C 1H 1S P", "K83.32.AQ32.KJ32", "2S"),
    ("opener after a negative double showing the minors: a minimum with a five-card major", "1S 2H X P", "AQJ32.32.K32.Q32", "2S"),
]

ALL = OVERCALLS + ADVANCING_OVERCALLS + ANSWERING_DOUBLES + DOUBLER_REBIDS + NEGATIVE_DOUBLES + \
    RESPONDING_OVER_OVERCALL + OVER_THEIR_DOUBLE + BALANCING + OPENER_AFTER_NEGATIVE_DOUBLE + \
    MORE_RESPONSES_OVER_OVERCALL + MORE_ADVANCES + MORE_BALANCING + LATER_ROUNDS + SHAPES_AND_RANGES


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_booklet_competition(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
