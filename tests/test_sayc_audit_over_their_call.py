"""The ``sayc`` system when partner or I open one of a suit and they double or overcall, as a teacher marks a
student's calls: responder over the takeout double (the redouble, new suits, the raises, 2NT, the weak jump
shift), responder over their overcall (the negative double, free bids, no trump, the cue-bid raise, the
preemptive raises), and opener's next call (over the redouble, after the negative double, the reopening
double). Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream SAYC practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over their takeout double: the redouble, 10+ HCP, without the fit 2NT shows.
    ("redouble: 10 HCP and no fit for partner's hearts", "1H X", "AQ32.32.KJ32.832", "XX"),
    ("redouble: 10 HCP, three of partner's hearts and a flat hand", "1H X", "32.K83.A832.K832", "XX"),
    ("2NT, not the redouble: 10 HCP with five clubs opposite 1C is a limit raise (the redouble denies a fit)", "1C X",
     "32.32.AQ32.KJ832", "2NT"),
    ("redouble: 10 HCP, four hearts opposite partner's spades (no fit)", "1S X", "A2.K832.Q832.J32", "XX"),
    ("redouble: 11 HCP balanced opposite 1S", "1S X", "Q3.K82.KQ832.Q32", "XX"),
    ("9 HCP and three diamonds over their double: the raise, no redouble", "1D X", "K32.Q32.KJ32.932", "2D"),
    # Over their takeout double: new suits at one force, at two do not.
    ("over their double a five-card heart suit at one, forcing", "1D X", "32.KQ932.Q32.832", "1H"),
    ("over their double a five-card spade suit at one over 1C", "1C X", "KQ932.32.Q32.832", "1S"),
    ("over their double 8 HCP and six spades: 1S, no jump (not weak enough)", "1H X", "KQJ932.32.Q32.82", "1S"),
    ("over their double a good six-card diamond suit at two, 5–9 HCP, not forcing", "1S X", "32.Q82.KQJ832.32", "2D"),
    ("over their double six good hearts at two, not forcing", "1S X", "32.KQT932.932.82", "2H"),
    ("over their double six clubs at two, not forcing, below the jump's seven", "1S X", "32.3.9432.KQT983", "2C"),
    # Over their takeout double the jump shift is preemptive (the booklet).
    ("over their double a weak jump shift: six good spades and 3 HCP", "1H X", "QJT932.32.932.82", "2S"),
    ("over their double a weak jump shift in hearts over 1D", "1D X", "32.QJT932.932.82", "2H"),
    ("over their double a weak jump shift to three: seven clubs and 5 HCP", "1S X", "32.3.932.KQT9832", "3C"),
    ("over their double a weak jump shift on 4 HCP and KJT to six", "1H X", "KJT932.32.932.82", "2S"),
    ("partner's weak jump shift over their double: a minimum opener passes", "1H X 2S P", "K2.AKJ32.832.Q32", "P"),
    ("partner's weak jump shift to 3C over their double: 16 HCP pass, no forcing 3S", "1S X 3C P", "AKJ32.AQ2.K32.32",
     "P"),
    ("partner's weak jump shift to 3C: 13 HCP pass, no 3NT", "1S X 3C P", "AKJ32.Q32.K32.32", "P"),
    ("partner's new suit at two over their double: a minimum with six hearts rebids them", "1H X 2C P",
     "K2.AKJ932.832.Q2", "2H"),
    ("partner's new suit at two over their double: a balanced minimum passes", "1H X 2C P", "K2.AKJ32.832.Q32", "P"),
    # Over their takeout double: the raises.
    ("2NT over their double: a limit raise with four hearts", "1H X", "32.K832.A832.K32", "2NT"),
    ("2NT over their double: four spades and 11 HCP", "1S X", "K832.32.AQ32.K32", "2NT"),
    ("2NT over their double: five spades, a singleton and 9 HCP is a limit raise, not a preempt", "1S X",
     "Q9832.3.K32.QJ83", "2NT"),
    ("the single raise over their double: three trumps, 6–9", "1H X", "32.Q82.K832.J832", "2H"),
    ("four trumps and 5 HCP over their double: the preemptive jump raise", "1H X", "32.9832.Q832.832", "3H"),
    ("four spades and a singleton, 4 HCP: the jump to three only (nine trumps)", "1S X", "Q983.3.8532.Q832", "3S"),
    ("five spades and no singleton: the jump to three, not game", "1S X", "Q9832.32.832.Q83", "3S"),
    ("six diamonds and 5 HCP over their double of 1D: the preemptive jump raise", "1D X", "32.32.KQ9832.832", "3D"),
    ("six clubs and 3 HCP over their double of 1C: the preemptive jump raise", "1C X", "32.32.K32.Q98532", "3C"),
    ("1NT over their double: 6–9 with no fit", "1D X", "832.K2.Q32.QJ832", "1NT"),
    # Opener over the redouble.
    ("partner's redouble passed round: opener leaves 1H redoubled in, a game if it makes", "1H X XX P",
     "KQ3.AQJ32.832.32", "P"),
    ("partner's redouble passed round: 1S redoubled, a minimum leaves it in", "1S X XX P", "AKJ32.Q32.32.K32", "P"),
    ("partner's redouble passed round: six diamonds and a singleton still pass", "1D X XX P", "3.AQ32.KQJ832.32", "P"),
    ("partner's redouble passed round: 17 HCP balanced pass, no 3NT", "1C X XX P", "A3.K32.Q832.AK32", "P"),
    ("their 1S escape over the redouble: opener passes, forcing", "1H X XX 1S", "KQ3.AQJ32.832.32", "P"),
    ("their 2C escape over the redouble: opener passes, forcing", "1H X XX 2C", "KQ3.AQJ32.832.32", "P"),
    ("their 2D escape over the redouble of 1S: opener passes, forcing", "1S X XX 2D", "AKJ32.Q32.32.K32", "P"),
    # Opener after partner's new suit or no trump over their double.
    ("partner's 1S over their double: 14 HCP balanced with a doubleton spade rebids 1NT", "1H X 1S P",
     "K2.AKJ32.832.Q32", "1NT"),
    ("partner's 1S over their double: three spades and a minimum raise", "1H X 1S P", "K82.AKJ32.832.Q2", "2S"),
    ("partner's 1NT over their double: a minimum passes", "1H X 1NT P", "K82.AKJ32.Q32.32", "P"),
    ("partner's 2NT limit raise over their double: 16 HCP bid game", "1H X 2NT P", "A82.AKJ32.KQ2.32", "4H"),
    # Over their overcall: the preemptive raise.
    ("a singleton and four trumps, weak over their 1S: the jump to three only", "1H 1S", "7.QJ75.Q5432.865", "3H"),
    # Over their overcall: the negative double and the suits it shows.
    ("1C (1D) X: both majors", "1C 1D", "KJ32.Q832.32.K32", "X"),
    ("1C (1D): four spades and three hearts bid 1S", "1C 1D", "KJ32.Q83.832.K32", "1S"),
    ("1C (1H) X: four spades", "1C 1H", "KJ32.832.Q32.K32", "X"),
    ("1C (1H) 1S: five spades", "1C 1H", "KJ932.832.Q32.K3", "1S"),
    ("1D (1H) X: four spades", "1D 1H", "KJ32.832.Q32.K32", "X"),
    ("1C (1S) X: four hearts", "1C 1S", "32.KJ32.Q32.K832", "X"),
    ("1C (1S) X: five hearts too weak for 2H", "1C 1S", "32.KJ932.Q32.832", "X"),
    ("1C (1S) X: six hearts and 8 HCP, too weak for 2H", "1C 1S", "32.KQJ932.Q32.82", "X"),
    ("1H (1S) X: the minors, five-four", "1H 1S", "32.83.QJ32.K9832", "X"),
    ("1H (1S) X: the minors, balanced with 7 HCP and a spade stopper (too weak for 1NT)", "1H 1S",
     "KJ3.82.Q832.J832", "X"),
    ("1H (1S) X: the minors, balanced with 6 HCP", "1H 1S", "KJ3.82.Q832.9832", "X"),
    ("1H (1S) 1NT: 8 HCP, balanced, spades stopped", "1H 1S", "KJ3.82.Q832.Q832", "1NT"),
    ("1H (1S) 2NT: 11 HCP, spades stopped", "1H 1S", "KJ3.82.KQ32.Q832", "2NT"),
    ("1H (1S) 3NT: 13 HCP, spades stopped", "1H 1S", "KJ3.K2.KQ32.Q832", "3NT"),
    ("1H (2C) X: four spades, 9 HCP", "1H 2C", "KJ32.32.Q832.K32", "X"),
    ("1H (2C): four spades and 6 HCP pass, a negative double at two needs 8", "1H 2C", "KJ32.32.Q832.532", "P"),
    ("1D (2C) X: both majors, 9 HCP", "1D 2C", "KJ32.Q832.32.K32", "X"),
    ("1D (2C): both majors and 6 HCP pass", "1D 2C", "KJ32.Q832.32.532", "P"),
    ("1S (2H) X: the minors, 9 HCP", "1S 2H", "32.32.AQ832.K832", "X"),
    ("1D (2H) X: four spades and 13 HCP", "1D 2H", "KJ32.32.Q32.AQ32", "X"),
    ("1C (2H) X: four spades and 10 HCP", "1C 2H", "KJ32.32.Q832.A32", "X"),
    ("1S (3H) X: above 2S the double is for penalty", "1S 3H", "32.KJ93.A32.Q832", "X"),
    ("1H (3S): four hearts and 11 HCP, game", "1H 3S", "32.AQ32.K832.Q32", "4H"),
    # Over their overcall: the diamond raise with three.
    ("1D (1H): 9 HCP, three diamonds, no stopper and no four spades: raise, not pass", "1D 1H", "K32.832.Q32.KJ32",
     "2D"),
    ("1D (1S): 9 HCP, three diamonds, no spade stopper and three hearts: raise", "1D 1S", "832.K32.Q32.KJ32", "2D"),
    ("1D (1H): 6 HCP and three diamonds: pass", "1D 1H", "K32.832.J32.Q832", "P"),
    ("1D (1H): 11 HCP with hearts stopped: 2NT, not the raise", "1D 1H", "K32.K32.Q32.QJ32", "2NT"),
    ("1D (1H): four spades and three diamonds: the negative double first", "1D 1H", "KJ32.832.Q32.K32", "X"),
    ("1C (1H): 9 HCP and three clubs: the raise on three is for diamonds only, pass", "1C 1H", "K32.832.KJ32.Q32",
     "P"),
    # Opener after partner's 2NT over their overcall: natural, 11–12 with their suit stopped, not Jacoby 2NT.
    ("partner's natural 2NT over their 1S: 15 HCP and a singleton spade bid 3NT, no Jacoby shortness", "1H 1S 2NT P",
     "2.AKJ32.AJ32.Q32", "3NT"),
    ("partner's natural 2NT over their 1S: six solid hearts and 15 HCP bid 4H, no Jacoby shortness", "1H 1S 2NT P",
     "2.AKQJ32.AJ32.32", "4H"),
    ("partner's natural 2NT over their 2H: a singleton heart and 15 HCP bid 3NT", "1S 2H 2NT P", "AKJ32.2.AJ32.Q32",
     "3NT"),
    ("partner's natural 2NT over their 1S: 14 HCP balanced bid 3NT", "1H 1S 2NT P", "K2.AKJ32.Q32.Q32", "3NT"),
    ("partner's natural 2NT over their 2C: 16 HCP balanced bid 3NT", "1S 2C 2NT P", "AKJ32.K2.Q32.QJ3", "3NT"),
    ("partner's natural 2NT over their 2D: six good spades and 14 HCP bid 4S", "1S 2D 2NT P", "AKQ932.K2.32.Q32", "4S"),
    ("Jacoby 2NT with no overcall: a minimum opener bids 4H", "1H P 2NT P", "K2.AKJ32.J32.J32", "4H"),
    # Opener after the negative double.
    ("after the negative double 19 HCP and four spades: game", "1C 1H X P", "AK32.3.KQ3.AQ932", "4S"),
    ("after the negative double 19 HCP and four hearts: game", "1D 1S X P", "32.AK32.AKQ32.K2", "4H"),
    ("after the negative double a balanced 13 HCP with hearts stopped: 1NT", "1C 1H X P", "32.AQ2.K432.AJ32", "1NT"),
    ("after the negative double of 1S (the minors) four clubs: 2C", "1H 1S X P", "2.AKJ32.K32.Q432", "2C"),
    ("after the negative double of 1S six hearts and a minimum: 2H", "1H 1S X P", "32.AKJ932.K32.Q2", "2H"),
    ("after the negative double of 2H four spades: 2S", "1C 2H X P", "AK32.3.K32.Q9832", "2S"),
    ("after the negative double of 1H 19 HCP, three spades and no heart stopper: the cue bid, forcing", "1D 1H X P",
     "K32.32.AKQ32.AK2", "2H"),
    ("after the negative double of 1H 19 HCP with four-four in the minors: the cue bid, not 2D", "1C 1H X P",
     "A32.32.AKJ2.AKQ2", "2H"),
    ("after the negative double of 1S 19 HCP and three hearts: the cue bid", "1D 1S X P", "32.AK2.AKQ32.KQ2", "2S"),
    ("after the negative double of 2C 19 HCP and three of each major: the cue bid at three", "1D 2C X P",
     "A32.AK2.AKJ32.32", "3C"),
    ("after the negative double of 1H 17 HCP with four-four in the minors: 2D, no cue bid", "1C 1H X P",
     "A32.32.AKJ2.KQ32", "2D"),
    ("after the negative double of 1H 16 HCP, five diamonds: 2D, no cue bid", "1D 1H X P", "A32.32.AQJ32.KQ2", "2D"),
    ("after the negative double of 1H 19 HCP balanced with hearts stopped: the jump to 2NT", "1D 1H X P",
     "K32.K2.AKQ32.A32", "2NT"),
    ("partner's cue bid after my negative double: hearts stopped, 2NT", "1D 1H X P 2H P", "KJ32.QJ8.J432.32", "2NT"),
    # Opener converts partner's negative double of a two-level overcall with their suit held.
    ("partner's negative double of 2D and KQJT of diamonds: pass for penalty", "1H 2D X P", "32.AKJ32.KQJT.32", "P"),
    ("partner's negative double of 2C and KQJT of clubs: pass for penalty, not 2S", "1S 2C X P", "AKJ32.32.32.KQJT",
     "P"),
    ("partner's negative double of 2C and KQ98 of clubs: two top honours only, rebid 2S", "1S 2C X P",
     "AKJ32.32.32.KQ98", "2S"),
    ("partner's negative double of 2C and QJT9 of clubs: too few points in them, rebid 2S", "1S 2C X P",
     "AKJ32.32.32.QJT9", "2S"),
    # The negative doubler's five-card major, too weak to bid at two, comes next, to play.
    ("my negative double of 1S, opener's 2C: five hearts and 6 HCP bid 2H now, to play", "1C 1S X P 2C P",
     "32.KJ932.Q32.832", "2H"),
    ("my negative double of 1S, opener's 2C: five hearts and 9 HCP bid 2H", "1C 1S X P 2C P", "32.KJ932.Q32.K32", "2H"),
    ("my negative double of 1S, opener's 1NT: five hearts, weak, 2H to play", "1C 1S X P 1NT P", "32.KJ932.Q32.832",
     "2H"),
    ("my negative double of 1S, opener's 2D: five hearts, weak, 2H", "1D 1S X P 2D P", "32.KJ932.Q32.832", "2H"),
    ("my negative double of 1S, opener's 2C: four hearts only and 9 HCP pass", "1C 1S X P 2C P", "32.KJ93.Q32.K832", "P"),
    ("partner's 2H after the negative double is weak: a minimum with two hearts passes, no forced 3C", "1C 1S X P 2C P 2H P",
     "AK2.Q2.J32.KQ932", "P"),
    ("partner's 2H after the negative double: 14 HCP and three hearts pass over 1NT", "1C 1S X P 1NT P 2H P",
     "AK2.Q82.K32.J932", "P"),
    # Opener's reopening double and responder's answer.
    ("their 2C passed round: short clubs and 14 HCP reopen with a double", "1H 2C P P", "K32.AQJ32.KJ32.2", "X"),
    ("their 2C passed round: a doubleton club and 15 HCP reopen", "1H 2C P P", "KQ2.AQJ32.K32.32", "X"),
    ("their 2D passed round: a singleton diamond reopens", "1S 2D P P", "AKJ32.K32.2.QJ32", "X"),
    ("their 2D passed round: three diamonds and a minimum pass", "1S 2D P P", "AKJ32.K32.Q32.32", "P"),
    ("their 1S passed round: a singleton and 14 HCP reopen", "1H 1S P P", "4.AKJ87.KJ65.Q72", "X"),
    ("partner reopened with a double of 2C: AQJ to six clubs pass for penalty", "1H 2C P P X P",
     "32.32.K32.AQJ932", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_over_their_call_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
