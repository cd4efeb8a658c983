"""The ``sayc`` system against the ACBL SAYC booklet's competitive bidding, a second set: overcalls
and their advances, takeout doubles and their answers, negative doubles and opener's rebid after one,
the bids over their takeout double, Michaels and the unusual 2NT, balancing, and penalty doubles.
Each position is written from the rule it checks (a hand, the auction so far with North dealing, and
the booklet's call); where the booklet is silent the description says the call is mainstream SAYC."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
OVERCALLS = [
    ("a one-level overcall: a good five-card suit, 8–16 HCP", "1C", "KQJ93.K32.Q32.32", "1S"),
    ("a one-level overcall in hearts", "1D", "32.AQJ93.Q32.J32", "1H"),
    ("a one-level overcall on 8 HCP with a good suit", "1H", "KQT93.32.K32.432", "1S"),
    ("a two-level overcall: a good suit and opening values", "1S", "32.A3.K432.AQJ93", "2C"),
    ("a two-level overcall needs more than 8 HCP: pass", "1S", "32.Q32.K32.QJ932", "P"),
    ("a jump overcall is weak: a good six-card suit", "1C", "KQJ932.32.432.32", "2S"),
    ("a weak jump overcall in hearts", "1D", "32.KQJ932.432.32", "2H"),
    ("a weak jump overcall at the three level", "1H", "32.32.432.KQJ932", "3C"),
    ("1NT overcall: 15–18 HCP, balanced, their suit stopped", "1H", "KQ3.AJ3.KJ32.Q32", "1NT"),
    ("1NT overcall of a minor: 15–18, balanced, stopped", "1C", "AJ3.KQ32.Q32.KJ3", "1NT"),
    ("no stopper in their suit: not 1NT but a takeout double", "1H", "KQ32.32.AKJ3.KQ2", "X"),
    ("balanced and too strong for a 1NT overcall, three cards in their suit: double first", "1D", "AQ3.KQ3.J32.AKJ2", "X"),
    ("a takeout double: opening values, short in their suit, support for the others", "1H", "KQ32.3.AJ32.Q432", "X"),
    ("a takeout double of a minor: both majors", "1D", "AJ32.KQ32.3.K432", "X"),
    ("a takeout double: 11 HCP and a singleton in their suit are opening values", "1D", "AJ32.KJ32.2.Q432", "X"),
    ("a double of a weak two: 12 HCP and a singleton in their suit", "2D", "AJ32.KQ32.3.Q432", "X"),
    ("too strong to overcall: double, then bid the suit", "1C", "AKJ932.AQ3.K32.3", "X"),
    ("a balanced hand without a good suit, three cards in theirs: pass", "1S", "K32.Q32.KJ32.Q32", "P"),
    ("Michaels over a minor: five-five in the majors", "1C", "KQJ93.AQT93.3.32", "2C"),
    ("Michaels over a diamond opening", "1D", "KQT93.AJ932.32.3", "2D"),
    ("Michaels over a major: the other major and a minor", "1H", "KQJ93.3.32.AQT93", "2H"),
    ("Michaels over spades: hearts and a minor", "1S", "3.KQJ93.AQT93.32", "2S"),
    ("the unusual 2NT: five-five in the two lowest unbid suits (over hearts, the minors)", "1H", "3.32.KQJ93.AQT93", "2NT"),
    ("the unusual 2NT over spades: the minors", "1S", "32.3.KQJ93.AQT93", "2NT"),
    ("the unusual 2NT over clubs: diamonds and hearts", "1C", "32.KQJ93.AQT93.3", "2NT"),
    ("a double of a weak two is for takeout", "2H", "AQ32.3.KJ32.A432", "X"),
    ("an overcall of a weak two: a good suit and opening values", "2H", "AKJ93.32.K32.Q32", "2S"),
    ("2NT over a weak two: 15–18 balanced, their suit stopped", "2S", "KQ3.AJ3.KJ32.Q32", "2NT"),
    ("a double of a three-level preempt is for takeout", "3D", "AQ32.KJ32.3.AQ32", "X"),
    ("an overcall of a preempt: a good six-card suit and values (mainstream SAYC)", "3H", "AKJ932.32.A32.32", "3S"),
    ("3NT over a preempt: to play, their suit stopped", "3H", "AQ3.KJ3.AQ32.K32", "3NT"),
    ("a double of their 1NT opening is for penalty", "1NT", "AQ3.KJ3.AQ32.K32", "X"),
    ("over their 1NT, a six-card suit is natural", "1NT", "32.AKJ932.Q32.32", "2H"),
    ("over their 1NT, a weak balanced hand passes", "1NT", "Q32.K32.J432.Q32", "P"),
    ("a jump overcall is a preempt: eight cards at the four level", "1H", "KQJT9432.3.32.32", "4S"),
    ("a takeout double of their answer: the two suits they have not bid", "1C P 1S", "32.KQ32.AJ32.Q32", "X"),
    ("a takeout double of 1D–1H: spades and clubs", "1D P 1H", "KJ32.32.Q32.AQ32", "X"),
    ("a takeout double of their 1NT answer: the suits they have not bid", "1H P 1NT", "AQ32.3.KJ32.Q432", "X"),
    ("over their 1NT answer, a good six-card suit is natural", "1H P 1NT", "KQJ932.3.A32.432", "2S"),
]

BALANCING = [
    ("balancing 1NT: about 11–14 HCP, their suit stopped", "1H P P", "K32.Q32.KJ32.Q32", "1NT"),
    ("a balancing double may be light: short in their suit", "1H P P", "KJ32.3.Q432.K432", "X"),
    ("a balancing overcall may be light", "1D P P", "32.KJ932.Q32.K32", "1H"),
    ("a balancing overcall at the two level", "1S P P", "32.KJ932.Q32.Q32", "2H"),
    ("too strong for a balancing 1NT: double first", "1C P P", "AQ3.KJ3.KQ32.J32", "X"),
    ("a balancing double of their raise", "1H P 2H P P", "KJ32.3.Q432.K432", "X"),
    ("a weak hand passes in the balancing seat", "1H P P", "Q32.432.J432.Q32", "P"),
    ("a balancing double of their preempt: short in their suit, opening values (mainstream SAYC)", "3H P P", "AQ32.3.KJ32.Q432", "X"),
]

ADVANCING_OVERCALLS = [
    ("raising partner's overcall: three-card support, 6–11 points", "1D 1S P", "K74.Q832.962.K54", "2S"),
    ("the cue bid: a limit raise or better in partner's suit", "1C 1H P", "K3.Q842.AQ32.432", "2C"),
    ("a jump raise of an overcall is preemptive", "1C 1H P", "32.Q8432.K32.432", "3H"),
    ("a new suit opposite an overcall: not forcing", "1C 1H P", "KQJ93.2.Q32.J432", "1S"),
    ("advancer's 1NT: about 8–11, their suit stopped", "1C 1S P", "32.KJ3.Q432.KJ32", "1NT"),
    ("advancer's 2NT: about 12–14, their suit stopped (mainstream SAYC)", "1C 1S P", "Q2.KJ3.Q432.KJ32", "2NT"),
    ("no fit and a weak hand: pass the overcall", "1C 1S P", "3.Q432.J432.Q432", "P"),
    ("a raise of a two-level overcall: it promised five, three trumps are enough", "1S 2D P", "32.Q432.K32.J432", "3D"),
    ("opposite a 1NT overcall, Stayman", "1D 1NT P", "KQ32.Q32.K432.32", "2C"),
    ("opposite a 1NT overcall, a transfer", "1C 1NT P", "32.QJ932.932.432", "2D"),
    ("opposite a 1NT overcall, 3NT with 10+ balanced", "1H 1NT P", "Q32.K32.K432.A32", "3NT"),
    ("Michaels answered: the longer major", "1C 2C P", "Q32.8432.K32.432", "2H"),
    ("Michaels answered: game in a major with a fit and values", "1C 2C P", "KQ32.A32.K32.432", "4S"),
    ("Michaels over a major answered: with partner's major, bid it", "1H 2H P", "Q432.32.K432.432", "2S"),
    ("Michaels over a major, no fit for spades: 2NT asks for the minor", "1H 2H P", "32.Q32.K432.Q432", "2NT"),
    ("the unusual 2NT answered: the longer minor", "1H 2NT P", "K432.32.Q432.J32", "3D"),
    ("the unusual 2NT answered: clubs with three", "1S 2NT P", "K432.Q432.32.J32", "3C"),
]

ADVANCING_DOUBLES = [
    ("partner's takeout double: 0–8 points, the cheapest suit", "1H X P", "Q432.32.J432.432", "1S"),
    ("partner's takeout double: a weak hand, five diamonds", "1H X P", "32.432.J5432.Q32", "2D"),
    ("partner's takeout double: a four-card major before a minor", "1D X P", "Q432.32.32.K5432", "1S"),
    ("partner's takeout double: a jump with about 10–12 points", "1H X P", "KQ32.32.A432.J32", "2S"),
    ("partner's takeout double: the cue bid with game values", "1H X P", "AQ32.32.AK32.432", "2H"),
    ("partner's takeout double: game in a five-card major with opening values", "1D X P", "KQ932.32.32.AK32", "4S"),
    ("partner's takeout double: 1NT with their suit stopped and no major", "1H X P", "32.KJ3.Q432.K432", "1NT"),
    ("partner's takeout double: 2NT with about 11–12 and a stopper", "1H X P", "Q2.KJ3.Q432.KJ32", "2NT"),
    ("partner's takeout double: a penalty pass with long strong trumps", "1H X P", "32.KQJ93.A32.432", "P"),
    ("their raise frees advancer: a free bid with some values", "1H X 2H", "Q432.32.K432.Q32", "2S"),
    ("their raise frees advancer: nothing to say, pass", "1H X 2H", "Q432.32.J432.432", "P"),
    ("partner doubled a weak two: the cheapest major", "2H X P", "Q432.32.K432.432", "2S"),
    ("partner doubled a weak two: game in spades with values", "2H X P", "KQ932.32.A32.K32", "4S"),
    ("partner's double of their 1NT is for penalty: pass it", "1NT X P", "K32.Q32.J432.432", "P"),
    ("partner's penalty double of 1NT, a worthless hand with a five-card suit: play it at two", "1NT X P",
     "32.32.J5432.J432", "2D"),
]

RESPONDER_OVER_OVERCALL = [
    ("1m (1H) double: four spades", "1C 1H", "KJ32.32.Q432.432", "X"),
    ("1m (1H) 1S: five spades", "1C 1H", "KJ932.32.Q32.432", "1S"),
    ("1D (1S) double: four hearts, 6+ points, shown before raising the minor", "1D 1S", "32.KJ32.Q432.432", "X"),
    ("1m (1m) double: both majors", "1C 1D", "KJ32.Q432.32.432", "X"),
    ("1D (2C) double: the majors, 8+ points at two", "1D 2C", "KJ32.Q432.32.K32", "X"),
    ("the cue bid over their overcall: a limit raise or better", "1H 1S", "32.KJ32.AQ32.432", "2S"),
    ("a single raise over their overcall: three trumps, 6–10 points", "1H 1S", "32.K43.Q432.J432", "2H"),
    ("a jump raise over their overcall is preemptive", "1H 1S", "3.K8432.Q432.432", "3H"),
    ("a two-level new suit over their overcall: five cards, 10+ points", "1H 1S", "32.32.KQJ32.A432", "2D"),
    ("1NT over their overcall: balanced, their suit stopped, about 8–10", "1H 1S", "KJ3.32.Q432.K432", "1NT"),
    ("2NT over their overcall: balanced, their suit stopped, about 11–12", "1H 1S", "KJ3.32.KQ32.Q432", "2NT"),
    ("their 1NT overcall doubled for penalty", "1H 1NT", "KJ3.32.KQ32.Q432", "X"),
    ("a weak hand passes over their overcall", "1H 1S", "Q32.32.J432.J432", "P"),
    ("1C (1S) 2H: five hearts and 10+ points, bid not doubled", "1C 1S", "32.AQJ32.K32.432", "2H"),
]

RESPONDER_OVER_DOUBLE = [
    ("redouble over their takeout double: 10+ HCP", "1H X", "KQ32.32.AJ32.432", "XX"),
    ("2NT over their double: a limit raise or better", "1H X", "32.KJ32.A432.Q32", "2NT"),
    ("a jump raise over their double is preemptive", "1H X", "3.Q8432.K432.432", "3H"),
    ("a single raise over their double", "1S X", "K32.Q32.J432.432", "2S"),
    ("a new suit at the one level over their double", "1D X", "KJ932.32.432.Q32", "1S"),
    ("a weak hand passes over their double", "1S X", "32.432.J432.Q432", "P"),
    ("after partner's redouble and their escape, opener passes: partner may double them", "1H X XX 2C",
     "32.AQJ32.K32.K32", "P"),
    ("after partner's redouble and their escape, opener with four good trumps doubles", "1H X XX 2C",
     "32.AQJ32.K3.KJ32", "X"),
    ("the redoubler doubles their escape holding their suit (mainstream SAYC)", "1H X XX 2C P P",
     "32.K32.AQ32.KJ32", "X"),
]

OPENER_AFTER_NEGATIVE_DOUBLE = [
    ("after a negative double: the unbid major at the cheapest level with a minimum", "1C 1H X P", "KJ32.32.AQ3.K432", "1S"),
    ("after a negative double: a jump in the major with 16–18", "1C 1H X P", "AQ32.32.AQ3.KJ32", "2S"),
    ("after a negative double: game in the major with 19+", "1C 1H X P", "AKJ3.3.AK3.KJ432", "4S"),
    ("after a negative double: 1NT with their suit stopped, 12–14", "1C 1H X P", "32.KQ3.AJ32.K432", "1NT"),
    ("after 1D (1S) double: four hearts", "1D 1S X P", "32.KJ32.AQ32.K32", "2H"),
    ("after a negative double: a six-card suit again", "1D 1S X P", "3.K32.AQJ932.K32", "2D"),
]

DOUBLER_AGAIN = [
    ("the strong double then the suit", "1D X P 1H P", "AKJ93.A3.32.AQ32", "1S"),
    ("a minimum takeout double passes partner's minimum answer", "1D X P 1H P", "KQ32.QJ32.3.K432", "P"),
    ("partner's cue bid answered: the cheaper four-card major", "1D X P 2D P", "AJ32.KQ32.3.K432", "2H"),
    ("partner's cue bid answered: the four-card major, spades", "1H X P 2H P", "AJ32.3.KQ32.K432", "2S"),
    ("the doubler's forced answer to the cue bid shows no extra: game, not a slam try, with a fit",
     "1D X P 2D P 2H P", "KQ32.AJ32.32.A32", "4H"),
]

ALL = [*OVERCALLS, *BALANCING, *ADVANCING_OVERCALLS, *ADVANCING_DOUBLES, *RESPONDER_OVER_OVERCALL,
       *RESPONDER_OVER_DOUBLE, *OPENER_AFTER_NEGATIVE_DOUBLE, *DOUBLER_AGAIN]


@pytest.mark.parametrize("rule, calls, hand, expected", ALL, ids=[p[0] for p in ALL])
def test_the_booklet_competitive_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
