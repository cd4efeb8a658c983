"""The ``sayc`` system defending over their one of a suit, as a teacher's quiz: the direct seat's overcalls,
takeout doubles, Michaels and the unusual 2NT; advancing the overcall and the double, with and without their
bid in between; and the overcaller's and the doubler's next calls. Plain cases and the boundaries beside them.
Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is
silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # The direct seat over their one of a suit.
    ("a one-level overcall: a good five-card major and 9 HCP", "1D", "KQJ84.K32.32.432", "1S"),
    ("a one-level overcall: the same suit with 11 HCP", "1D", "KQJ84.K32.32.Q32", "1S"),
    ("8 HCP and a poor five-card suit: no overcall", "1D", "Q7432.K32.32.K32", "P"),
    ("a two-level overcall: a good six-card suit and 11 HCP", "1S", "32.K32.32.AKJ984", "2C"),
    ("a weak five-card suit and 5 HCP: no two-level overcall", "1S", "32.K32.432.Q9843", "P"),
    ("a two-level overcall: AKJ-fifth and 11 HCP", "1H", "32.32.AKJ84.K432", "2D"),
    ("a two-level overcall: KQT-fifth and 12 HCP", "1S", "A2.32.KQT84.K432", "2D"),
    ("a weak jump overcall: a good six-card suit and 6 HCP", "1D", "32.KQJ984.32.432", "2H"),
    ("a weak jump overcall in spades over their 1C", "1C", "AQJ984.32.32.432", "2S"),
    ("a six-card major and 14 HCP: too strong for the weak jump, the simple overcall", "1H", "AQJ984.32.A2.K32", "1S"),
    ("1NT overcall: 16 HCP, balanced, their diamonds stopped", "1D", "AQ2.KJ32.QJ3.K32", "1NT"),
    ("1NT overcall: 16 HCP, balanced, KJx in their spades", "1S", "KJ3.AQ2.KJ32.Q32", "1NT"),
    ("1NT overcall at the top of its range: 18 HCP", "1H", "AQ2.KJ3.KJ32.KJ2", "1NT"),
    ("balanced 20 HCP: too strong for 1NT, double first", "1H", "AQ2.KJ3.KJ32.AQ2", "X"),
    ("balanced 15 HCP without their suit stopped: the takeout double", "1S", "432.AQ2.KJ32.KQ3", "X"),
    ("a takeout double: 13 HCP, short in their diamonds, four cards in each other suit", "1D", "KJ32.AQ32.3.K432", "X"),
    ("a takeout double: 13 HCP, a singleton heart", "1H", "KJ32.2.AQ32.K432", "X"),
    ("the same shape with 7 HCP: pass", "1H", "KJ32.2.Q432.J432", "P"),
    ("a takeout double of 1S: 12 HCP, a singleton spade", "1S", "2.KJ32.AQ32.Q432", "X"),
    ("a six-card spade suit and 19 HCP: too strong to overcall, double first", "1H", "AKQJ82.A2.KQ2.32", "X"),
    ("the same suit with 13 HCP: the simple overcall", "1H", "AKQJ82.32.K32.32", "1S"),
    ("Michaels over their 1C: five-five in the majors", "1C", "KQJ82.AJ832.3.32", "2C"),
    ("Michaels over their 1D: five-five in the majors", "1D", "KQJ82.AJ832.32.3", "2D"),
    ("Michaels over their 1H: spades and a minor", "1H", "KQJ82.3.AJ832.32", "2H"),
    ("the unusual 2NT over their 1H: five-five in the minors", "1H", "3.32.KQJ82.AJ832", "2NT"),
    ("over their 1S hearts and clubs are Michaels, not the unusual 2NT (the minors)", "1S", "3.KQJ82.32.AJ832", "2S"),
    ("the unusual 2NT over their 1C: the two lowest unbid suits, hearts and diamonds", "1C", "3.KQJ82.AJ832.32", "2NT"),
    ("five of their hearts and 11 HCP: pass", "1H", "A32.KJ984.K32.32", "P"),
    ("four of their spades and 11 HCP, balanced, no good suit: pass", "1S", "AJ32.K2.Q32.J432", "P"),
    ("six of their diamonds and 13 HCP: pass, no cue bid", "1D", "32.A2.KQJ1094.K32", "P"),
    # Advancing the overcall.
    ("a single raise of the overcall: three trumps and 7 HCP", "1H 1S P", "K32.432.KJ32.432", "2S"),
    ("a jump raise of the overcall is preemptive: four trumps, 5 HCP and a singleton", "1H 1S P", "K432.2.Q8432.432", "3S"),
    ("the cue bid: a limit raise or better, 12 HCP and three trumps", "1H 1S P", "KJ2.32.AQ32.Q432", "2H"),
    ("1NT advance: 10 HCP, no fit, their hearts stopped", "1H 1S P", "32.K32.AQ32.J432", "1NT"),
    ("a new suit advance: a six-card suit, no fit, not forcing", "1H 1S P", "2.432.AKJ843.432", "2D"),
    ("6 HCP and a singleton in partner's suit: pass", "1H 1S P", "2.K32.Q8432.J432", "P"),
    ("a new suit at the one level: five spades, a doubleton heart", "1D 1H P", "KQJ84.32.432.K32", "1S"),
    ("the cue bid: four trumps and 11 HCP with a doubleton", "1C 1H P", "AK32.KJ32.32.432", "2C"),
    ("preemptive jump raise: four trumps, 6 HCP and a singleton", "1C 1H P", "2.QJ43.8432.K432", "3H"),
    ("the cue bid with three trumps and 12 HCP, not 1NT", "1C 1S P", "KQ2.32.A432.QJ32", "2C"),
    ("1NT advance: no fit, 10 HCP, their clubs stopped", "1C 1S P", "32.KQ32.Q432.A32", "1NT"),
    ("2NT advance: 12 HCP, no fit, their clubs stopped", "1C 1S P", "32.K32.AQ32.K432", "2NT"),
    ("a raise over their 1NT: three trumps, 6 HCP", "1C 1S 1NT", "K32.32.Q432.J432", "2S"),
    ("a raise of the two-level overcall: three trumps, 8 HCP", "1S 2C P", "K32.A32.Q32.J432", "3C"),
    ("over their negative double: six good hearts, 12 HCP, no fit", "1C 1S X", "32.AQJ432.K32.32", "2H"),
    ("over their negative double, a raise with three trumps and 6 HCP", "1C 1S X", "K32.32.Q432.J432", "2S"),
    ("over their negative double, a doubleton and 5 HCP: pass", "1C 1S X", "32.32.K432.Q8432", "P"),
    ("over their 1S, a raise of the overcall: four trumps and 5 HCP", "1C 1H 1S", "32.K432.Q8432.32", "3H"),
    ("over their 1S, KQx in their suit and 10 HCP: 1NT", "1D 1H 1S", "KQ2.32.K432.Q432", "1NT"),
    # Advancing the takeout double.
    ("the cheapest suit: five diamonds and 3 HCP", "1H X P", "432.32.Q8432.J32", "2D"),
    ("the cheapest suit: four spades at one, 6 HCP", "1H X P", "K432.32.Q843.J32", "1S"),
    ("the jump: four spades and 10 HCP invite", "1H X P", "KJ32.32.A843.Q32", "2S"),
    ("the jump: four spades and 11 HCP", "1H X P", "KJ32.32.A843.K32", "2S"),
    ("the jump with four hearts and 9 HCP: the lower of four-four majors", "1D X P", "K432.KQ32.32.J32", "2H"),
    ("the cue bid: 14 HCP and two four-card suits, forcing", "1H X P", "KJ32.32.AQ43.KJ2", "2H"),
    ("1NT: 7 HCP, their hearts stopped", "1H X P", "32.KJ2.Q843.J432", "1NT"),
    ("1NT: 10 HCP, their hearts stopped, no four-card major", "1H X P", "32.KJ2.A843.Q432", "1NT"),
    ("2NT: 12 HCP, their hearts stopped", "1H X P", "32.KJ2.A843.KJ32", "2NT"),
    ("2NT over their 1S: 12 HCP, AQx in spades", "1S X P", "AQ2.32.K843.QJ32", "2NT"),
    ("3NT: 14 HCP, balanced, their diamonds stopped", "1D X P", "AQ2.K32.Q32.K432", "3NT"),
    ("the cheapest suit: four hearts and 8 HCP", "1S X P", "432.KJ92.A32.432", "2H"),
    ("over their raise, a weak hand passes", "1H X 2H", "432.32.Q8432.J32", "P"),
    ("over their raise, a free bid: four spades and 7 HCP", "1H X 2H", "K432.32.K843.J32", "2S"),
    ("over their raise to three, 9 HCP and four spades compete at three", "1H X 3H", "K432.32.K432.Q32", "3S"),
    ("over their 1H, a free bid of a five-card spade suit with 7 HCP", "1D X 1H", "KJ432.32.Q32.432", "1S"),
    ("over their 1H, a weak hand passes", "1D X 1H", "432.32.432.Q8432", "P"),
    # The overcaller's next call.
    ("after the single raise, a minimum overcall passes", "1H 1S P 2S P", "AKJ84.32.K32.432", "P"),
    ("after the single raise, 17 HCP and a singleton bid game", "1H 1S P 2S P", "AKJ84.2.AK2.Q432", "4S"),
    ("after the cue-bid raise, a minimum bids its major at two", "1H 1S P 2H P", "KQJ84.32.K32.432", "2S"),
    ("after the cue-bid raise, 16 HCP and a singleton bid game", "1H 1S P 2H P", "AKJ84.2.AQ2.Q432", "4S"),
    ("after the cue-bid raise, 17 HCP bid game", "1D 1S P 2D P", "AKJ32.K2.32.AQ32", "4S"),
    ("after advancer's 1NT, a six-card suit and a minimum bid it again", "1H 1S P 1NT P", "KQJ843.32.K32.32", "2S"),
    ("after advancer's 2NT (12–14), 13 HCP and a five-card suit accept: 3NT", "1H 1S P 2NT P", "AKJ32.32.K2.Q432", "3NT"),
    ("after advancer's 2NT, 14 HCP accept", "1H 1S P 2NT P", "AKJ32.32.K2.K432", "3NT"),
    ("after advancer's 2NT, 15 HCP accept", "1H 1S P 2NT P", "AKJ32.32.A2.K432", "3NT"),
    ("after advancer's 2NT, a 9 HCP overcall declines", "1H 1S P 2NT P", "KQ932.32.K2.J432", "P"),
    ("after advancer's 2NT over a heart overcall, 13 HCP accept", "1C 1H P 2NT P", "32.AKJ32.K2.Q432", "3NT"),
    ("after advancer's 1NT (8–11), 15 HCP invite with 2NT", "1H 1S P 1NT P", "AKJ32.32.A2.K432", "2NT"),
    ("after advancer's 1NT, 13 HCP pass", "1H 1S P 1NT P", "AKJ32.32.K2.Q432", "P"),
    ("after advancer's 3NT, the overcaller passes", "1D 1S P 3NT P", "AKJ32.32.K2.Q432", "P"),
    # The doubler's next call.
    ("the doubler's raise needs 17+ points: 13 HCP and a singleton (16) pass a forced answer",
     "1H X P 1S P", "KJ32.2.AQ32.K432", "P"),
    ("the doubler's raise: 14 HCP and a singleton, 17 points", "1H X P 1S P", "KJ32.2.AQ32.A432", "2S"),
    ("the doubler's raise: 16 HCP and a doubleton, 17 points", "1H X P 1S P", "KJ32.32.AQ32.AQ2", "2S"),
    ("13 HCP and a doubleton pass the forced answer", "1H X P 1S P", "KJ32.32.AQ32.K32", "P"),
    ("the doubler's minimum with a singleton diamond: 16 points pass partner's 1S", "1D X P 1S P", "AJ32.KQ32.2.K432", "P"),
    ("one more point, 17 with the singleton: the raise", "1D X P 1S P", "AJ32.KQ32.2.A432", "2S"),
    ("the doubler's minimum passes partner's forced 2C", "1D X P 2C P", "AJ32.KQ32.2.K432", "P"),
    ("one more point: the raise to 3C", "1D X P 2C P", "AJ32.KQ32.2.A432", "3C"),
    ("over opener's rebid, four trumps compete with a minimum", "1H X P 1S 2H", "KJ32.2.AQ32.K432", "2S"),
    ("over opener's rebid, three trumps and a minimum pass", "1H X P 1S 2H", "KJ3.32.AQ32.K432", "P"),
    ("the doubler's jump raise: 18 HCP and a doubleton, 19 points", "1C X P 1S P", "AQJ2.AKJ2.K2.432", "3S"),
    ("a doubler too strong to overcall bids its six-card suit", "1D X P 1H P", "AKQJ62.32.A2.K32", "1S"),
    ("the strong doubler, balanced 19 with a five-card minor and their suit stopped: 1NT, not the minor",
     "1D X P 1H P", "AQ2.K2.KQ3.AJ432", "1NT"),
    ("the same over their 1H, AQx and Kx stoppers: 1NT", "1H X P 1S P", "KQ2.A2.KQ3.AJ432", "1NT"),
    ("the same with spades answered: 1NT over their 1H", "1H X P 1S P", "AQ2.K2.KQ3.AJ432", "1NT"),
    ("over their 1S partner's 2H: 19 balanced with five clubs bids 2NT", "1S X P 2H P", "K2.AQ2.KQ3.AJ432", "2NT"),
    ("19 HCP with a five-card major keeps to the major", "1D X P 1H P", "AQJ32.K2.KQ3.A32", "1S"),
    ("19 HCP with six good clubs: the jump in clubs", "1D X P 1H P", "AQ2.K2.32.AKQJ32", "3C"),
    ("19 HCP and five clubs but their hearts not stopped: clubs", "1H X P 1S P", "AQ2.32.K32.AKQJ2", "2C"),
    ("17 HCP and six clubs: clubs at the cheapest level", "1D X P 1H P", "AQ2.K2.32.AKJ432", "2C"),
    ("balanced 20 with four clubs: 1NT", "1D X P 1H P", "AK2.AQ2.K32.KJ32", "1NT"),
    # The balancing seat.
    ("balancing: a double on 10 HCP with a doubleton heart", "1H P P", "K432.32.AQ32.J32", "X"),
    ("balancing 1NT: 11–14, their hearts stopped", "1H P P", "K32.AJ2.Q432.K32", "1NT"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_defence_quiz_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
