"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a mock exam on the
uncontested first rounds, written blind (before reading the rules). The opening in each seat (one of a suit, 1NT,
2NT, 2C, 3NT, weak twos and preempts, the Rule of 15 in fourth seat); responder's first call to one of a suit (new
suits, 1NT, the single, limit, Jacoby and preemptive game raises, 2NT and 3NT over a minor, the jump shift, a
passed hand's calls); the answers to 1NT and 2NT (Stayman, transfers, the quantitative raises, the grand slam
counted), to 2C (2D waiting and the positives), to weak twos (the raise by the total trumps, a new suit, the 2NT
ask and its answers) and to preempts (game, 3NT, the further preempt with three trumps and a singleton). Each
position is (the reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
OPENINGS = [
    ("first seat: 13 HCP, five spades: open the major", "", "AK852.K73.Q64.J2", "1S"),
    ("first seat: 14 HCP, five hearts, too weak for 1NT", "", "K3.AQ974.K82.Q63", "1H"),
    ("first seat: 17 HCP balanced", "", "AQ3.K84.KJ72.A95", "1NT"),
    ("first seat: 15 HCP balanced", "", "KQ4.A83.K72.QJ62", "1NT"),
    ("first seat: 14 HCP balanced, four clubs three diamonds", "", "A93.K82.Q43.AJ64", "1C"),
    ("first seat: 14 HCP, four-four in the minors opens 1D", "", "KJ4.A7.QJ83.K962", "1D"),
    ("first seat: 14 HCP, no five-card major, three-three in the minors opens 1C", "", "AJ84.K72.QJ6.K85", "1C"),
    ("first seat: five-five: open the higher suit", "", "AK974.6.KQJ83.72", "1S"),
    ("first seat: five-five in the red suits: open the higher", "", "7.AQ862.KQT94.A3", "1H"),
    ("first seat: 14 HCP unbalanced, open the longer minor", "", "K4.A3.KQT83.Q972", "1D"),
    ("first seat: open the longer minor", "", "A2.76.KQ84.AJ953", "1C"),
    ("first seat: four-four majors, no five-card suit: open the longer minor, here clubs",
     "", "KQ84.AJ73.K5.962", "1C"),
    ("first seat: 20 HCP balanced", "", "AK5.KQ3.AJ84.K72", "2NT"),
    ("first seat: 21 HCP balanced", "", "AQ5.AK3.KJ84.KJ7", "2NT"),
    ("first seat: 23 HCP balanced: 2C then 2NT", "", "AK5.AQ3.AKJ4.Q72", "2C"),
    ("first seat: nine playing tricks", "", "AKQJT83.AK4.A2.5", "2C"),
    ("first seat: 27 HCP balanced: SAYC opens 3NT with 25-27", "", "AKQ.AKJ4.KQ3.AJ5", "3NT"),
    ("first seat: good six-card spade suit, 7 HCP: weak two", "", "KQJ874.83.J62.54", "2S"),
    ("first seat: good six-card heart suit, 8 HCP: weak two", "", "73.AQJ962.854.J2", "2H"),
    ("first seat: six good diamonds, 10 HCP: weak two", "", "5.Q83.AKJ974.862", "2D"),
    ("first seat: 9 HCP, no long suit: pass", "", "Q84.J73.K92.QJ63", "P"),
    ("first seat: 12 HCP, six spades four hearts", "", "AQJ854.KQ73.6.82", "1S"),
    ("first seat: 4-4-4-1 with a short club opens 1D", "", "KQ84.AJ73.K952.4", "1D"),
    ("first seat: 4-4-1-4 with a short diamond opens 1C", "", "KJ84.AQ73.4.K952", "1C"),
    ("first seat: 19 HCP balanced, too strong for 1NT: 1D then jump to 2NT", "", "AK4.QJ3.KQ82.A74", "1D"),
    ("first seat: 10 HCP five-five: rule of 20, open the higher", "", "AQT94.5.KJT83.72", "1S"),
    ("first seat: five-five hearts and clubs: open the higher", "", "4.AKJ74.83.KQT82", "1H"),
    ("first seat: six clubs five hearts: open the longer suit", "", "4.KQT85.3.AKJ965", "1C"),
    ("first seat: 15 HCP balanced with a five-card minor", "", "K5.AJ4.KQT83.Q72", "1NT"),
    ("first seat: 12 HCP, too strong for a weak two", "", "5.AQJ873.K84.Q62", "1H"),
    ("first seat: seven good clubs, 7 HCP: preempt", "", "6.J74.82.KQJ9653", "3C"),
    ("first seat: seven good hearts, 7 HCP: preempt", "", "8.KQJT764.95.J73", "3H"),
    ("first seat: eight spades, weak: preempt at the four level", "", "KQJT9752.4.832.6", "4S"),
    ("second seat: second seat, 16 HCP balanced", "P", "KJ3.AQ8.KT72.QJ5", "1NT"),
    ("second seat: second seat weak two with a good suit", "P", "QJT976.K4.832.75", "2S"),
    ("second seat: second seat, seven good diamonds: preempt", "P", "7.84.KQJT852.Q73", "3D"),
    ("second seat: second seat weak two in diamonds", "P", "94.K3.QJT875.J62", "2D"),
    ("second seat: 4-4-3-2 with three diamonds and two clubs opens 1D", "P", "KQ95.AJ84.Q73.J4", "1D"),
    ("third seat: third seat, 9 HCP with a good six-card suit: weak two", "P P", "AK9854.73.Q82.64", "2S"),
    ("third seat: third seat, 10 HCP with a strong five-card spade suit: light opening",
     "P P", "AKJ92.Q73.854.62", "1S"),
    ("third seat: third seat weak two", "P P", "4.KQT985.J63.Q72", "2H"),
    ("third seat: third seat preempt with seven spades", "P P", "KQJ9854.6.Q73.84", "3S"),
    ("fourth seat: fourth seat 11 HCP and one spade: fails the rule of 15, pass", "P P P", "5.KJ3.AQ862.J975", "P"),
    ("fourth seat: fourth seat 10 HCP plus five spades: rule of 15, open", "P P P", "AJT84.K73.Q62.84", "1S"),
    ("fourth seat: fourth seat, weak hand: no point preempting, pass it out", "P P P", "KQJ874.83.J62.54", "P"),
    ("fourth seat: fourth seat 16 HCP balanced", "P P P", "KQ4.AJ3.QJ72.K84", "1NT"),
]

ONE_OF_A_SUIT = [
    ("1H: 6 HCP and four hearts: single raise", "1H P", "K8.J953.Q742.853", "2H"),
    ("1H: 9 HCP, no fit, no four-card spade suit, too weak for two level", "1H P", "K82.Q4.J9753.K64", "1NT"),
    ("1S: 9 HCP, too weak for a two-level new suit", "1S P", "Q9.K864.A9632.54", "1NT"),
    ("1H: four spades, 9 HCP: new suit at the one level", "1H P", "KQ94.82.A753.964", "1S"),
    ("1D: four-four majors: bid hearts first, up the line", "1D P", "KJ84.AQ73.952.64", "1H"),
    ("1C: 6 HCP with four spades: show the major rather than 1NT", "1C P", "8642.K73.J95.Q84", "1S"),
    ("1S: 12 HCP with five hearts: two over one", "1S P", "73.AQJ84.K62.Q95", "2H"),
    ("1S: 10 HCP and five hearts: enough for 2H", "1S P", "7.AQ984.K62.J953", "2H"),
    ("1H: 13 HCP, four hearts: Jacoby 2NT", "1H P", "KJ5.Q963.A84.K72", "2NT"),
    ("1S: 10 HCP, four-card support: limit raise", "1S P", "Q874.K95.A63.J82", "3S"),
    ("1H: 11 HCP, three-card support: limit raise", "1H P", "A84.KJ6.Q972.J64", "3H"),
    ("1S: five trumps, singleton, 6 HCP: preemptive raise to game", "1S P", "KJ963.4.Q9842.73", "4S"),
    ("1H: five trumps, a singleton, weak: preemptive raise to game", "1H P", "8.Q9764.KT843.52", "4H"),
    ("1D: 14 HCP balanced, no major: 2NT is 13-15 over a minor", "1D P", "K84.Q73.KQ7.A952", "2NT"),
    ("1C: 16 HCP balanced, no major: 3NT is 16-18 over a minor", "1C P", "KQ4.A93.KJ8.QJ62", "3NT"),
    ("1H: 17 HCP with six good spades: strong jump shift", "1H P", "AQJ852.K4.A73.K6", "2S"),
    ("1S: three small spades, 6 HCP and a singleton: the single raise, not 1NT", "1S P", "954.82.KQJ8643.7", "2S"),
    ("1D: 6 HCP and six diamonds: single raise", "1D P", "8.J73.KQ8652.954", "2D"),
    ("1S: 6 HCP, no spade fit", "1S P", "64.Q52.J962.K863", "1NT"),
    ("1S: 7 HCP with four spades: single raise", "1S P", "8642.A5.K83.9764", "2S"),
    ("1H: 6 HCP, two hearts, no spades", "1H P", "852.K4.Q63.J9852", "1NT"),
    ("1H: 3 HCP: pass", "1H P", "J5.73.Q8642.9854", "P"),
    ("1H: weak hand with four-card heart support: raise first", "1H P", "KJ84.QT73.964.85", "2H"),
    ("1S: 16 HCP with only three spades: new suit first, support later", "1S P", "KQ6.AJ9.KJ7.QT83", "2C"),
    ("1C: four-four majors: hearts first", "1C P", "QT63.KJ85.74.962", "1H"),
    ("1D: four-four majors: hearts first", "1D P", "AK54.JT62.K3.984", "1H"),
    ("1C: 10 HCP, six diamonds, no major", "1C P", "84.93.KQJT85.A74", "1D"),
    ("1H: 15 HCP with six clubs: new suit at the two level", "1H P", "Q5.A9.K85.KQJT64", "2C"),
    ("1S: 15 HCP with four spades: Jacoby 2NT", "1S P", "AJ73.K82.A64.K95", "2NT"),
    ("1C: 11 HCP with five spades", "1C P", "AQT85.K93.74.Q82", "1S"),
    ("1C: 10 HCP with six clubs, no major: limit raise", "1C P", "7.K84.Q63.AJ8642", "3C"),
]

PASSED_HAND = [
    ("passed hand, 1H: passed hand, 11 HCP and four hearts: limit raise", "P P 1H P", "KJ5.Q963.A84.J72", "3H"),
    ("passed hand, 1D: passed hand 11 HCP balanced: invitational 2NT", "P P 1D P", "K84.Q73.KJ7.Q952", "2NT"),
    ("passed hand, 1H: passed hand with five spades", "P P 1H P", "AQJ85.4.K83.J652", "1S"),
    ("passed hand, 1S: passed hand 11 HCP with four spades: limit raise", "P P P 1S P", "Q874.K95.A63.Q82", "3S"),
]

NOTRUMP = [
    ("1NT: 9 HCP with both majors: Stayman", "1NT P", "KJ84.QT63.K72.85", "2C"),
    ("1NT: five hearts: transfer", "1NT P", "84.KQT73.J62.953", "2D"),
    ("1NT: weak with six spades: transfer and pass", "1NT P", "J97532.84.732.85", "2H"),
    ("1NT: 10 HCP balanced, no major: game", "1NT P", "K84.Q73.KJ7.J952", "3NT"),
    ("1NT: 8 HCP balanced, no major: invite", "1NT P", "K84.Q73.J72.Q952", "2NT"),
    ("1NT: 5 HCP balanced: pass", "1NT P", "Q84.J73.972.Q952", "P"),
    ("1NT: 16 HCP balanced, no major: quantitative slam invitation", "1NT P", "A84.K3.KJ72.KQ95", "4NT"),
    ("1NT: 19 HCP balanced: small slam", "1NT P", "AK4.KQ3.AJ72.Q95", "6NT"),
    ("1NT: six spades: transfer first", "1NT P", "KQJT84.A93.K5.72", "2H"),
    ("1NT: five hearts: transfer first", "1NT P", "9.KJT73.A84.Q953", "2D"),
    ("1NT: five hearts and four spades, invitational: Stayman", "1NT P", "QT84.AJ975.K3.74", "2C"),
    ("1NT: 22 HCP opposite 15–17 leaves them 3 HCP at most: partner holds all four aces, 7NT",
     "1NT P", "KQ4.KQJ.KQJ5.KQ7", "7NT"),
    ("1NT: five spades 11 HCP: transfer, then 2NT", "1NT P", "KQT74.A5.Q42.963", "2H"),
    ("2NT: 6 HCP with both majors: Stayman", "2NT P", "KT84.Q732.J62.85", "3C"),
    ("2NT: five hearts: transfer", "2NT P", "84.QT973.J62.953", "3D"),
    ("2NT: 6 HCP balanced: game", "2NT P", "K84.Q73.J72.9652", "3NT"),
    ("2NT: 1 HCP: pass", "2NT P", "843.732.J62.9652", "P"),
    ("2NT: five spades: transfer", "2NT P", "KJ974.83.Q62.J53", "3H"),
    ("2NT: 12 HCP balanced: quantitative slam invitation", "2NT P", "Q84.K83.Q72.AJ52", "4NT"),
]

TWO_CLUBS = [
    ("2C: 3 HCP: waiting", "2C P", "8642.J73.Q95.843", "2D"),
    ("2C: good five-card heart suit, 10 HCP: positive", "2C P", "84.AQJ73.K62.953", "2H"),
    ("2C: 11 HCP balanced: positive 2NT", "2C P", "KQ4.J83.Q872.K95", "2NT"),
    ("2C: poor suit, 3 HCP: waiting", "2C P", "84.Q9763.J62.953", "2D"),
    ("2C: five diamonds with two top honours: positive", "2C P", "84.732.AKJ85.953", "3D"),
    ("2C: 6 HCP with a poor suit: waiting", "2C P", "7.K9742.Q83.JT54", "2D"),
    ("2C: good five-card spade suit, 11 HCP: positive", "2C P", "AQJ84.K3.852.J73", "2S"),
]

WEAK_TWOS = [
    ("2H: three trumps, weak: preemptive raise", "2H P", "9742.Q83.K852.74", "3H"),
    ("2D: 15 HCP with five good spades: new suit forcing", "2D P", "AKJ84.K73.5.A962", "2S"),
    ("2H: 18 HCP: ask for a feature", "2H P", "AK4.Q5.AQ73.K962", "2NT"),
    ("2S: 6 HCP, no fit: pass", "2S P", "73.Q842.K86.J974", "P"),
    ("2S: three trumps: raise to further the preempt", "2S P", "Q84.A3.K9752.864", "3S"),
    ("2S 2NT: maximum weak two: show the diamond ace", "2S P 2NT P", "KQJ874.83.A62.54", "3D"),
    ("2S 2NT: minimum weak two: rebid the suit", "2S P 2NT P", "KQT874.83.862.54", "3S"),
    ("2H 2NT: AKQ-sixth: 3NT", "2H P 2NT P", "73.AKQ962.854.J2", "3NT"),
    ("2H: 15 HCP with six good diamonds: new suit forcing", "2H P", "A3.74.KQJT83.AJ5", "3D"),
]

PREEMPTS = [
    ("3H: 16 HCP with a doubleton honour: raise to game", "3H P", "A84.K3.AK73.Q852", "4H"),
    ("3C: 18 HCP with stoppers: clubs provide the tricks", "3C P", "KQ4.A973.KQ8.A62", "3NT"),
    ("3S: 8 HCP, no fit: pass", "3S P", "8.KQ73.Q962.J854", "P"),
    ("3H: three trumps and a singleton: raise to game", "3H P", "7.Q84.A8632.K652", "4H"),
    ("4S: 4S is game, no slam: pass", "4S P", "A83.K72.Q84.A932", "P"),
]
# Partner's weak two: three trumps make nine together, the raise to three whatever the strength; only a flat hand
# (no doubleton) wants some values for it.
RAISE_OF_THE_WEAK_TWO = [
    ("2S: three spades, a doubleton and 5 HCP: nine trumps, 3S", "2S P", "Q83.9742.K852.74", "3S"),
    ("2D: three diamonds and a doubleton, 5 HCP: 3D", "2D P", "9742.74.Q83.K852", "3D"),
    ("2H: three hearts and a singleton, 5 HCP: 3H", "2H P", "9742.Q83.K8532.4", "3H"),
    ("2H: one trump fewer, a doubleton heart and 5 HCP: pass", "2H P", "9742.Q8.K8532.74", "P"),
    ("2H: three hearts but 4-3-3-3 shape and 5 HCP: pass, a flat hand adds no trick", "2H P", "974.Q83.K852.742", "P"),
    ("2H: three hearts, flat, 7 HCP: the raise all the same", "2H P", "974.Q83.K852.Q42", "3H"),
]

# Partner's three-level major preempt: three trumps and a singleton or void make ten trumps and a ruff, four of it.
RAISE_OF_THE_PREEMPT = [
    ("3S: three spades, a singleton heart and 9 HCP: 4S", "3S P", "Q84.7.A8632.K652", "4S"),
    ("3H: three hearts, a void and 9 HCP: 4H", "3H P", ".Q84.A86532.K652", "4H"),
    ("3H: three hearts and 9 HCP but no singleton: pass", "3H P", "72.Q84.A863.K652", "P"),
    ("3H: a singleton but only two hearts: pass", "3H P", "7.Q8.A8632.K6542", "P"),
    ("3H: three hearts, a singleton and 14 HCP: game to make", "3H P", "7.Q84.AK632.KQ52", "4H"),
]

ALL = (OPENINGS + ONE_OF_A_SUIT + PASSED_HAND + NOTRUMP + TWO_CLUBS + WEAK_TWOS + PREEMPTS
       + RAISE_OF_THE_WEAK_TWO + RAISE_OF_THE_PREEMPT)


@pytest.mark.parametrize("reason, calls, hand, call", ALL, ids=[p[0] for p in ALL])
def test_exam_first_rounds(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
