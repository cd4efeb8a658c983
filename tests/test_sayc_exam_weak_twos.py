"""The ``sayc`` system on our weak twos and three- and four-level preempts, every round, as a mock exam sets it:
opening them, responder's first call (the preemptive raise, the game raise, the forcing new suit, the 2NT feature
ask, 3NT), the preempter's answer (to 2NT: a minimum rebids the suit, a maximum shows a feature, a solid suit bids
3NT; to a new suit: raise with three, else the suit again; to a raise: pass), responder's next call, and when they
compete (their double or overcall, responder's raise by the total trumps, the preempter who has said it all). Each
is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent the
reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("opening: 6 HCP and a good six-card heart suit: weak two", "", "72.KQJ953.84.852", "2H"),
    ("opening: 9 HCP, six good spades: textbook weak two", "", "KQJ953.72.K84.52", "2S"),
    ("opening: six good diamonds, 6 HCP: weak two in diamonds", "", "72.852.KQJ953.84", "2D"),
    ("opening: seven-card suit, 6 HCP: three-level preempt", "", "7.KQJ9853.84.852", "3H"),
    ("opening: eight-card suit, little outside: four-level preempt", "", "2.KQJ98532.84.85", "4H"),
    ("opening: a weak two needs six cards; a five-card suit and 6 HCP is a pass", "", "72.KJ953.84.Q852", "P"),
    ("P: second seat, six spades and 6 HCP: weak two", "P", "QJ9853.K2.84.852", "2S"),
    ("P P P: fourth seat with a weak hand: pass the deal out rather than preempt", "P P P", "72.KQJ953.84.852", "P"),
    ("2H P: three-card support and a weak hand: the raise is preemptive", "2H P", "82.Q84.K7532.962", "3H"),
    ("2H P: four-card support, a singleton, weak: preemptive jump to game", "2H P", "8.Q842.K7532.962", "4H"),
    ("2H P: 14 HCP with support: ask for a feature before deciding on game", "2H P", "AK2.Q84.KQ73.962", "2NT"),
    ("2H P: 17 HCP and four-card support: bid the game", "2H P", "AK2.KJ84.AQ73.62", "4H"),
    ("2H P: solid seven-card diamond suit and stoppers: 3NT to play", "2H P", "A2.7.AKQJ753.K62", "3NT"),
    ("2H P: 15 HCP and six good spades: new suit forcing one round", "2H P", "KQJ975.3.AQ4.K62", "2S"),
    ("2S P: 14 HCP and six hearts, no spade fit: new suit forcing", "2S P", "5.AQJ863.K72.A94", "3H"),
    ("2D P: no fit and no game: pass the weak two", "2D P", "QJ85.K972.4.J862", "P"),
    ("2S P: weak with long hearts: a new suit would be forcing, so pass", "2S P", "2.QJ97532.84.J62", "P"),
    ("2H P: 9 HCP and a singleton heart: no game, pass", "2H P", "KJ75.3.Q842.K962", "P"),
    ("2S P: 13 HCP with three-card support: 2NT asks for a feature", "2S P", "K73.A842.AQ73.62", "2NT"),
    ("2D P: 14 HCP and a good six-card spade suit: forcing one round", "2D P", "AQJ852.K4.73.A62", "2S"),
    ("2D P: 17 HCP balanced, every suit stopped, diamond fit: 3NT", "2D P", "AQ4.KJ4.A853.K62", "3NT"),
    ("2H X: after their double, raise to the three level on three trumps", "2H X", "852.Q84.K7532.62", "3H"),
    ("2H X: four trumps and a singleton over the double: jump to game preemptively", "2H X", "8.Q842.K7532.962", "4H"),
    ("2S 3H: three-card support in competition: compete to the three level", "2S 3H", "K42.72.A8632.962", "3S"),
    ("2D 2S: support and some values after their overcall: raise", "2D 2S", "K72.A84.K7532.62", "3D"),
    ("2H 2S: three trumps, competitive raise over the overcall", "2H 2S", "852.A84.K753.962", "3H"),
    ("2S 3H: 16 HCP with three trumps opposite the weak two: bid game", "2S 3H", "A72.A4.KQ73.K862", "4S"),
    ("P 2S X: four-card support and a singleton after the double: preemptive game raise",
     "P 2S X", "Q852.4.K7532.962", "4S"),
    ("P 2S X: three trumps after the double: raise to three", "P 2S X", "852.A84.K753.962", "3S"),
    ("2H 2S P 3S: the preempter has described the hand: pass", "2H 2S P 3S", "7.KQT953.J84.852", "P"),
    ("2S P 3S X: partner's raise was preemptive; the weak two has said it all", "2S P 3S X", "QJ9853.7.K84.852", "P"),
    ("2H 3C P P: partner passed the overcall; the preempter does not reopen", "2H 3C P P", "K2.KQJ953.84.852", "P"),
    ("2H P 3H X: the raise is to play; do not bid again", "2H P 3H X", "72.KQJ953.A4.852", "P"),
    ("P 2H 2S 3H P: partner raised in competition; the preempter passes", "P 2H 2S 3H P", "72.KQJ953.K4.852", "P"),
    ("2D P P 2S: partner passed the weak two; do not bid again", "2D P P 2S", "7.Q84.KQJ853.852", "P"),
    ("2H 3D 3H 4D: partner decided how high; the preempter stays out", "2H 3D 3H 4D", "72.KQJ953.A4.852", "P"),
    ("3S 4H P P: the preempt described the hand; partner passed", "3S 4H P P", "KQJ9853.7.84.852", "P"),
    ("3D X P 3H: the preempter does not bid again after partner's pass", "3D X P 3H", "7.84.KQJ9853.852", "P"),
    ("2H P 2NT P: minimum weak two (6 HCP): rebid the suit", "2H P 2NT P", "72.KQJ953.84.852", "3H"),
    ("2H P 2NT P: maximum (10 HCP, good suit) with the king of diamonds: show the feature",
     "2H P 2NT P", "7.AQJ953.K84.852", "3D"),
    ("2H P 2NT P: solid six-card suit (AKQxxx): 3NT", "2H P 2NT P", "72.AKQ953.84.852", "3NT"),
    ("2S P 2NT P: maximum with the club king: show the feature", "2S P 2NT P", "AQJ953.72.84.K52", "3C"),
    ("2S P 2NT P: maximum with the diamond ace: show the feature", "2S P 2NT P", "KQJ953.72.A84.52", "3D"),
    ("2S P 2NT P: minimum (6 HCP): rebid the suit even with a king outside", "2S P 2NT P", "QJ9853.72.84.K52", "3S"),
    ("2D P 2NT P: maximum with the club ace: show the feature", "2D P 2NT P", "72.852.KQJ953.A4", "3C"),
    ("2H P 2NT P: minimum (7 HCP, weak suit): rebid the suit, the feature is for a maximum",
     "2H P 2NT P", "72.QJ9853.A84.52", "3H"),
    ("2D P 2NT P: maximum with the heart king: show the feature", "2D P 2NT P", "72.K52.AQJ853.84", "3H"),
    ("2D P 2NT P: minimum: rebid diamonds", "2D P 2NT P", "72.852.QJ9853.K4", "3D"),
    ("2S P 2NT P: solid suit AKQxxx: 3NT", "2S P 2NT P", "AKQ953.72.852.84", "3NT"),
    ("2H P 2NT P: maximum with the spade ace: show the feature", "2H P 2NT P", "A2.KQJ953.852.84", "3S"),
    ("P 2S P 2NT P: maximum with the diamond king: show the feature", "P 2S P 2NT P", "AQJ953.72.K84.52", "3D"),
    ("P P 2H P 2NT P: third-seat weak two, minimum: rebid the suit", "P P 2H P 2NT P", "7.KQT853.84.8652", "3H"),
    ("2H P 2S P: three-card support for partner's forcing new suit: raise", "2H P 2S P", "Q72.KQJ953.84.52", "3S"),
    ("2H P 2S P: no support and nothing to show: rebid the suit", "2H P 2S P", "7.KQJ953.84.8532", "3H"),
    ("2S P 3H P: three-card support with the king for partner's forcing hearts: raise to game",
     "2S P 3H P", "KQJ953.K84.72.52", "4H"),
    ("2S P 3C P: no club fit: rebid the six-card suit", "2S P 3C P", "KQJ953.72.8652.4", "3S"),
    ("2D P 2H P: three-card support for partner's major: raise", "2D P 2H P", "7.Q84.KQJ853.852", "3H"),
    ("2H P 3H P: the raise is preemptive, not invitational: pass", "2H P 3H P", "7.AKJ953.K84.852", "P"),
    ("2H P 4H P: partner placed the contract: pass", "2H P 4H P", "72.KQJ953.84.852", "P"),
    ("2S P 3S P: the raise asks for nothing: pass even with a maximum", "2S P 3S P", "AQJ953.72.K84.52", "P"),
    ("2H P 2NT P 3H P: partner showed a minimum: stop in 3H", "2H P 2NT P 3H P", "AK2.Q84.KQ73.962", "P"),
    ("2H P 2NT P 3D P: partner showed a maximum with a diamond feature: bid game",
     "2H P 2NT P 3D P", "AK2.Q84.Q73.K962", "4H"),
    ("2S P 2NT P 3S P: partner is minimum: pass", "2S P 2NT P 3S P", "K73.A842.AQ73.62", "P"),
    ("2S P 2NT P 3C P: maximum with a club feature opposite 13 HCP and a fit: game",
     "2S P 2NT P 3C P", "K73.A842.AQ73.62", "4S"),
    ("2H P 2NT P 3S P: partner is maximum; 16 HCP with a fit: game", "2H P 2NT P 3S P", "K72.A84.AQ73.K62", "4H"),
    ("2H P 2S P 3S P: partner raised the forcing spades: bid game", "2H P 2S P 3S P", "KQJ975.3.AQ4.K62", "4S"),
    ("3H P: four trumps, singleton, weak: extend the preempt to game", "3H P", "8.Q842.K7532.962", "4H"),
    ("3H P: 16 HCP opposite a three-level preempt: bid game", "3H P", "AK72.85.AQ73.K62", "4H"),
    ("3C P: 17 HCP, stoppers in the other three suits: 3NT", "3C P", "AQ4.K84.AKJ3.962", "3NT"),
    ("3D P: 14 HCP and six hearts: new suit forcing over the preempt", "3D P", "K72.AQJ862.A4.52", "3H"),
    ("3S P: no fit and no game: pass", "3S P", "72.QJ964.KQ73.62", "P"),
    ("P 3H P: responder with 16 HCP: bid the game", "P 3H P", "AK72.85.AQ73.K62", "4H"),
    ("P P 3S P: a passed hand with 10 HCP opposite a third-seat preempt: pass", "P P 3S P", "852.K84.AJ5.Q962", "P"),
    ("4H P: four-level preempt; 16 HCP gives no slam: pass", "4H P", "AK72.85.AQ73.K62", "P"),
    ("P 3D P: 16 HCP with stoppers, the diamonds should run: 3NT", "P 3D P", "AK72.KQ4.A73.962", "3NT"),
    ("3H P: no help: pass", "3H P", "852.K4.Q7532.962", "P"),
    ("P P 4S P: passed hand opposite a four-level preempt: pass", "P P 4S P", "A2.K842.K7532.62", "P"),
    ("3D P 3H P: three-card support for partner's forcing hearts: raise to game", "3D P 3H P", "7.K84.KQJ9853.85", "4H"),
    ("3D P 3S P: three-card support for partner's forcing spades: raise to game", "3D P 3S P", "Q72.4.KQJ9853.85", "4S"),
    ("3C P 3S P: no spade support and no stoppers for 3NT: rebid clubs", "3C P 3S P", "7.842.J5.AKQ8653", "4C"),
    ("3H X: four trumps and a singleton after the double: raise to game", "3H X", "8.Q842.K7532.962", "4H"),
    ("3H P 4H P: partner placed the contract: pass", "3H P 4H P", "7.KQJ9853.84.852", "P"),
    ("P P 2S P: passed hand with 9 HCP: no game, pass", "P P 2S P", "A4.K842.Q873.962", "P"),
    ("3S P 4S X: the preempt has said it all: pass", "3S P 4S X", "KQJ9853.7.84.852", "P"),
    ("P 2H P: three-card support and a weak hand: preemptive raise", "P 2H P", "852.Q84.K7532.62", "3H"),
    ("P 2D P: four-card support and a weak hand: raise preemptively", "P 2D P", "852.74.AQ53.J962", "3D"),
    ("P P 2H P 3H P: the raise is preemptive: pass", "P P 2H P 3H P", "7.KQJ953.A84.852", "P"),
    ("P P 3H P: passed hand, four trumps and a singleton: extend to game", "P P 3H P", "8.Q842.K7532.962", "4H"),
    ("P 2H P 2NT P: minimum (7 HCP): rebid the suit", "P 2H P 2NT P", "72.KJT853.84.Q52", "3H"),
    ("3S X: four trumps and a singleton after the double: raise to game", "3S X", "Q852.4.K7532.962", "4S"),
]

# Over partner's weak two, a solid minor of my own (seven cards headed by A K Q, or six by A K Q J) with 14+ HCP,
# two cards or fewer of partner's suit and both unbid suits stopped bids 3NT to play: nine tricks are there, and
# the forcing new suit only helps the defence. An unbid suit open, or a suit that needs help, keeps the new suit.
RUNNING_MINOR = [
    ("2H P: a solid seven-card diamond suit, 17 HCP, spades and clubs stopped: 3NT to play",
     "2H P", "A2.7.AKQJ753.K62", "3NT"),
    ("2H P: AKQ seventh runs too: 3NT", "2H P", "A2.7.AKQ8753.K62", "3NT"),
    ("2H P: six diamonds headed by A K Q J and the unbid suits stopped: 3NT", "2H P", "A2.72.AKQJ75.K62", "3NT"),
    ("2D P: partner's diamonds, my solid clubs, spades and hearts stopped: 3NT", "2D P", "A2.K62.7.AKQJ753", "3NT"),
    ("2H P: clubs unstopped: the forcing new suit, not 3NT", "2H P", "A2.7.AKQJ753.862", "3D"),
    ("2H P: a club jack is no stopper: the forcing new suit", "2H P", "A2.7.AKQJ753.J62", "3D"),
    ("2S P: a singleton heart leaves an unbid suit open: the forcing new suit", "2S P", "A2.7.K62.AKQJ753", "3C"),
    ("2H P: AKQ sixth without the jack does not run: the forcing new suit", "2H P", "A2.72.AKQ875.K62", "3D"),
    ("2H P: spades unstopped: the forcing new suit", "2H P", "82.7.AKQJ753.K62", "3D"),
    ("2H P: three hearts and the values: the fit comes first, game in hearts", "2H P", "A2.Q72.AKQJ75.62", "4H"),
]

# Over partner's three-level minor preempt, 14+ HCP with a good six-card major (two of the top three honours) and
# two or more of partner's minor bid the major, forcing (the booklet's new suit below game): partner raises with
# three, else bids the minor again and the major goes to game. A point less, or a singleton in the minor, passes.
GOOD_MAJOR_OVER_MINOR_PREEMPT = [
    ("3D P: 14 HCP, the diamond ace and a good six-card heart suit: new suit forcing", "3D P", "K72.AQJ862.A4.52", "3H"),
    ("3C P: the same over clubs: 3H forcing", "3C P", "K72.AQJ862.52.A4", "3H"),
    ("3D P: a good six-card spade suit: 3S forcing", "3D P", "AQJ862.K72.A4.52", "3S"),
    ("3D P: one point less (13 HCP): no game opposite the preempt, pass", "3D P", "Q72.AQJ862.A4.52", "P"),
    ("3D P: 11 HCP: pass", "3D P", "872.AQJ862.A4.52", "P"),
    ("3D P: a singleton in partner's minor: a misfit, pass", "3D P", "K72.AQJ862.4.A52", "P"),
    ("3D P 3H P: three hearts with the king: raise partner's forcing suit to game", "3D P 3H P", "7.K84.KQJ9853.85", "4H"),
    ("3D P 3H P: two hearts: the diamonds again", "3D P 3H P", "7.84.KQJ9853.K85", "4D"),
    ("3D P 3H P 4D P: no fit found, six hearts of my own: game in hearts", "3D P 3H P 4D P", "K72.AQJ862.A4.52", "4H"),
]

# A weak two's feature, shown to 2NT with a maximum, is an ace or a king in a side suit: queen-jack is no feature
# (it neither stops the suit for 3NT nor controls it), so a maximum without one rebids the suit.
FEATURE_IS_AN_ACE_OR_KING = [
    ("2H P 2NT P: 11 HCP but the outside honours are queens and jacks: no feature, the suit again",
     "2H P 2NT P", "QJ.KQJ953.Q84.52", "3H"),
    ("2S P 2NT P: queen-jack third of diamonds is no feature: the suit again", "2S P 2NT P", "KQJ953.Q2.QJ4.52", "3S"),
    ("2S P 2NT P: the same with the diamond king: show the feature", "2S P 2NT P", "KQJ953.Q2.K84.52", "3D"),
    ("2H P 2NT P: a king beside a queen-jack: the king is the feature", "2H P 2NT P", "QJ.KJT953.K84.52", "3D"),
    ("2D P 2NT P: the spade king third: show the feature", "2D P 2NT P", "K52.Q4.AQJ853.84", "3S"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_weak_twos_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", RUNNING_MINOR, ids=[p[0] for p in RUNNING_MINOR])
def test_3nt_on_a_running_minor_over_a_weak_two(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", GOOD_MAJOR_OVER_MINOR_PREEMPT,
                         ids=[p[0] for p in GOOD_MAJOR_OVER_MINOR_PREEMPT])
def test_good_major_over_a_minor_preempt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", FEATURE_IS_AN_ACE_OR_KING, ids=[p[0] for p in FEATURE_IS_AN_ACE_OR_KING])
def test_a_feature_is_an_ace_or_king(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
