"""The ``sayc`` system when both sides bid, as a mock exam sets it: overcalls (simple, weak jump, 1NT), the
takeout double and its answers, the doubler's rebid, responder over their overcall or double (negative
doubles, free bids, 2NT and the jump raise over the double, the redouble), opener after the negative double,
Michaels and the unusual 2NT and their answers, balancing, penalty doubles, their preempts and their 1NT, and
raising by the total trumps. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions
keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1D: 10 HCP and a good five-card spade suit: one-level overcall", "1D", "KQJ84.73.962.A85", "1S"),
    ("P 1C: 11 HCP, good five-card hearts: simple overcall", "P 1C", "A2.KQJ95.843.J62", "1H"),
    ("1H: 13 HCP with a good six-card suit: sound two-level overcall", "1H", "83.A4.KQJ983.K52", "2D"),
    ("1S: ragged five-card suit is no two-level overcall and the shape is not for a takeout double",
     "1S", "K8.Q7.J8643.KJ52", "P"),
    ("P P P 1C: 10 HCP, good hearts: one-level overcall", "P P P 1C", "9.AQJ76.K84.T753", "1H"),
    ("1C: 10 HCP, good spades: one-level overcall", "1C", "QJT95.K4.A83.752", "1S"),
    ("P 1S: 13 HCP, strong six-card diamonds: two-level overcall", "P 1S", "84.K2.AKJT73.Q95", "2D"),
    ("1D: 10 HCP with five hearts: overcall at the one level", "1D", "7.QT842.A73.KJ62", "1H"),
    ("1H: short in hearts with support for the other three suits: takeout double", "1H", "QT74.3.KQ5.A8642", "X"),
    ("1C: 6 HCP, good six-card suit: weak jump overcall", "1C", "KQJ984.73.842.62", "2S"),
    ("P P 1D: 6 HCP, six good hearts: weak jump overcall", "P P 1D", "84.KQT973.J5.852", "2H"),
    ("1H: seven-card suit, weak: jump overcall at the three level", "1H", "73.2.KQJ9864.Q83", "3D"),
    ("P 1D: 6 HCP, six good spades: weak jump overcall", "P 1D", "KQT863.84.72.J95", "2S"),
    ("P 1S: seven clubs, 8 HCP: weak jump overcall", "P 1S", "84.7.Q62.KQJ9753", "3C"),
    ("1D: 16 HCP balanced with diamonds stopped: 1NT overcall (15-18)", "1D", "KJ4.AQ83.KT2.QJ5", "1NT"),
    ("P P 1S: 17 HCP balanced with a spade stopper: 1NT overcall", "P P 1S", "AQ5.K82.KJ94.AT3", "1NT"),
    ("P 1H: 15 HCP balanced, hearts stopped: 1NT overcall", "P 1H", "KQ5.AJ4.QT73.K82", "1NT"),
    ("1H: 17 HCP without a heart stopper: double rather than 1NT", "1H", "AK84.762.KQ5.AJ3", "X"),
    ("1D: 20 HCP balanced is too strong for 1NT: double, then notrump", "1D", "AQ4.KJ5.KQ3.AJ82", "X"),
    ("1C: 19 HCP is too strong for an overcall: double, then bid spades", "1C", "AKQJ84.A5.KQ2.73", "X"),
    ("1D: opening values, short diamonds, four cards in each other suit: takeout double",
     "1D", "KJ84.AQ73.5.Q962", "X"),
    ("1H: 13 HCP, singleton heart, support for the rest: takeout double", "1H", "AQ83.4.KJ62.KT73", "X"),
    ("P P 1S: 12 HCP 1-4-4-4: takeout double", "P P 1S", "5.KQ84.AJ73.QT62", "X"),
    ("P P 1D: 12 HCP 4-4-1-4: takeout double", "P P 1D", "AJ73.KQ82.4.QT63", "X"),
    ("P 1C: 12 HCP short clubs: takeout double", "P 1C", "KT73.AJ84.KJ52.7", "X"),
    ("1C: five-five in the majors: Michaels cue bid", "1C", "KQT95.AJT84.7.62", "2C"),
    ("1H: spades and a minor, five-five: Michaels cue bid", "1H", "KQJ95.8.62.AQT84", "2H"),
    ("1S: five-five in the minors: unusual 2NT", "1S", "8.73.KQT84.AJT95", "2NT"),
    ("1H: five-five in the minors: unusual 2NT", "1H", "7.84.AQJ95.KJT83", "2NT"),
    ("1D: hearts and clubs are the two lowest unbid suits: unusual 2NT", "1D", "95.KQT82.4.AJT63", "2NT"),
    ("P 1D: both majors five-five over a minor: Michaels", "P 1D", "AJT93.KQT86.73.5", "2D"),
    ("P 1S: hearts and a minor over 1S: Michaels cue bid", "P 1S", "4.AQT83.9.KJT842", "2S"),
    ("1C 2C P: Michaels showed the majors: choose the longer, hearts", "1C 2C P", "84.K73.Q962.J852", "2H"),
    ("1H 2H P: no spade fit: 2NT asks for partner's minor", "1H 2H P", "3.Q84.K9752.Q863", "2NT"),
    ("1S 2NT P: partner has the minors: prefer the four-card clubs", "1S 2NT P", "K842.Q73.J6.Q952", "3C"),
    ("1H 2NT P: partner has the minors: take the longer, clubs", "1H 2NT P", "Q952.8743.K2.JT6", "3C"),
    ("1D 1S P: 8 HCP and three-card support: simple raise of the overcall", "1D 1S P", "K84.Q73.8642.K95", "2S"),
    ("1C 1H P: 11 HCP balanced with clubs stopped, no fit: 1NT advance", "1C 1H P", "K82.J4.QT73.KQ92", "1NT"),
    ("1D 1H P: 3 HCP and no fit: pass the overcall", "1D 1H P", "8642.7.J8543.Q62", "P"),
    ("P P 1H 1S P: three-card support and 6 HCP: raise partner's overcall", "P P 1H 1S P", "942.K83.Q7652.J4", "2S"),
    ("P 1D 1S P: 12 HCP with three-card support: cue bid, limit raise or better",
     "P 1D 1S P", "QJ7.KT84.A95.Q84", "2D"),
    ("1H 1NT P: invitational values with four spades: Stayman over the 1NT overcall",
     "1H 1NT P", "KJ84.Q72.A863.95", "2C"),
    ("1S 1NT P: 6 HCP opposite 15-18: no game", "1S 1NT P", "84.K73.Q962.J852", "P"),
    ("1D 1NT P: 12 HCP opposite 15-18: game", "1D 1NT P", "K73.Q84.J9.AQ852", "3NT"),
    ("1D X P: 3 HCP must still answer: cheapest four-card major", "1D X P", "8642.Q73.852.J94", "1S"),
    ("1D X P: 10 HCP: jump in the major is invitational", "1D X P", "KQ84.A73.852.J94", "2S"),
    ("1D X P: 13 HCP: cue bid, the forcing advance", "1D X P", "AQ84.K73.852.KJ4", "2D"),
    ("1H X P: weak with no four-card spade suit: bid the longest suit cheaply", "1H X P", "T83.72.Q84.J9652", "2C"),
    ("1H X P: 10 HCP balanced with a heart stopper: 1NT advance", "1H X P", "83.KJ2.QT84.A962", "1NT"),
    ("1D X P: long solid trumps: convert the double for penalty", "1D X P", "84.73.KQJT96.A52", "P"),
    ("1S X P: 6 HCP, five hearts: simple advance", "1S X P", "73.K9842.Q85.J62", "2H"),
    ("1S X P: 10 HCP with five hearts: invitational jump", "1S X P", "73.AQT84.K85.J62", "3H"),
    ("1C X 1H: four spades and some values: free bid of the major", "1C X 1H", "KJ84.72.Q853.963", "1S"),
    ("P P 1C X P: must answer: four-card spade suit", "P P 1C X P", "9642.KJ3.Q72.853", "1S"),
    ("P 1H X P: 10 HCP with five diamonds and no heart stopper: invitational jump",
     "P 1H X P", "Q8.97.AKT85.J642", "3D"),
    ("1D X P: weak with both majors: bid them up the line, hearts first", "1D X P", "K843.Q762.85.J94", "1H"),
    ("P 1D X P 1H P: minimum takeout double opposite 0-8: pass", "P 1D X P 1H P", "KJ84.AQ73.5.K962", "P"),
    ("P 1D X P 1H P: double then 1NT shows 19-21 balanced", "P 1D X P 1H P", "AQ4.KJ5.KQ3.AJ82", "1NT"),
    ("P 1H X P 2S P: minimum double opposite an invitational jump: pass", "P 1H X P 2S P", "KQ84.73.AJ73.Q96", "P"),
    ("P 1H X P 2S P: 16 HCP plus a singleton opposite 9-11: game", "P 1H X P 2S P", "AQ84.7.AKJ3.Q962", "4S"),
    ("1D 1S: negative double shows four hearts", "1D 1S", "84.KJ73.Q962.K85", "X"),
    ("1C 1H: negative double shows exactly four spades", "1C 1H", "KJ84.73.Q962.K85", "X"),
    ("1C 1H: five spades: bid the suit (the double would show four)", "1C 1H", "KJ842.73.Q96.K85", "1S"),
    ("1C 1D: both majors: negative double", "1C 1D", "KJ84.Q973.96.K85", "X"),
    ("1H 1S: 8 HCP and three-card support: simple raise", "1H 1S", "84.K73.Q962.K852", "2H"),
    ("1D 1S: five hearts and 13 HCP: free bid at the two level", "1D 1S", "84.AQJ73.K62.K85", "2H"),
    ("1D 1S: five hearts but only 6 HCP: negative double, not 2H", "1D 1S", "84.Q9863.K62.J85", "X"),
    ("1H 1S: 9 HCP, spade stopper, no fit: 1NT", "1H 1S", "KQ8.74.K962.J852", "1NT"),
    ("1S 2C: 11 HCP five hearts: forcing new suit", "1S 2C", "84.KQT73.K62.K85", "2H"),
    ("1D 2C: both majors: negative double", "1D 2C", "AJ84.K973.62.985", "X"),
    ("1C 1S: four hearts: negative double", "1C 1S", "84.AQ73.K962.Q85", "X"),
    ("1S 2H: length and strength in their suit, no fit: pass and hope partner reopens",
     "1S 2H", "84.KQT92.A73.J85", "P"),
    ("1S 2H P P: short in hearts, partner may be trapping: reopening double", "1S 2H P P", "AKJ84.7.KQ62.Q85", "X"),
    ("1D 1S X P: minimum with four hearts: bid them at the cheapest level", "1D 1S X P", "84.KQ73.AJ62.K85", "2H"),
    ("1D 1S X P: 17 HCP with four hearts: jump", "1D 1S X P", "84.AQ73.AKJ62.K5", "3H"),
    ("1D 1H X P: minimum, balanced, heart stopper, only three spades: 1NT", "1D 1H X P", "A84.KJ3.Q962.K85", "1NT"),
    ("1C 1H X P: minimum with four spades: 1S", "1C 1H X P", "KQ84.73.A62.KJ85", "1S"),
    ("1C 1H X P: 17 HCP with four spades: jump", "1C 1H X P", "AKJ4.73.A62.KQ85", "2S"),
    ("1H X: 8 HCP three-card support: simple raise over the double", "1H X", "84.K73.Q962.K852", "2H"),
    ("1H X: 11 HCP with four hearts: 2NT shows a limit raise or better over the double",
     "1H X", "K4.KJ73.Q962.Q52", "2NT"),
    ("1H X: four trumps and a weak hand: preemptive jump raise", "1H X", "84.KJ73.8962.852", "3H"),
    ("1S X: 13 HCP without a fit: redouble", "1S X", "AK4.73.KJ962.Q85", "XX"),
    ("1D X: long clubs, less than invitational: non-forcing 2C", "1D X", "84.K3.73.KQJT852", "2C"),
    ("1C X: new suit at the one level, forcing", "1C X", "KQT84.73.J62.852", "1S"),
    ("1D X: long trumps, weak: preemptive jump raise", "1D X", "84.7.QJT9853.K52", "3D"),
    ("1S X: 13 HCP and no spade fit: redouble", "1S X", "4.K73.AQ962.KJ85", "XX"),
    ("1S X: 10 HCP with four spades: limit raise or better over the double", "1S X", "K842.A73.K962.85", "2NT"),
    ("1H X: four spades and 8 HCP: new suit at the one level", "1H X", "KT84.73.Q962.K85", "1S"),
    ("1H P P: 13 HCP balanced with hearts stopped in the balancing seat", "1H P P", "84.AJ7.KQ83.K962", "1NT"),
    ("1D P P: balancing seat, short diamonds, both majors: reopening double", "1D P P", "KJ84.Q973.5.Q962", "X"),
    ("1S P P: balancing with five hearts and 9 HCP", "1S P P", "73.KJT84.Q52.K62", "2H"),
    ("1S P P: balancing seat, 14 HCP with spades stopped: 1NT", "1S P P", "K83.AJ4.KQ52.J95", "1NT"),
    ("P P 1C P P: balancing overcall with five spades", "P P 1C P P", "KQT85.83.A74.962", "1S"),
    ("1D P P: length in opener's suit: let them play 1D", "1D P P", "73.84.AQ962.KQ85", "P"),
    ("1H P P: 19 HCP balanced: double, then notrump", "1H P P", "AQ4.KJ5.KQ83.A92", "X"),
    ("1NT: 19 HCP over their 1NT: penalty double", "1NT", "AKQ5.A84.KJ2.Q96", "X"),
    ("P 1NT: good six-card spade suit: natural overcall of their 1NT", "P 1NT", "KQJT84.A5.Q73.82", "2S"),
    ("1NT: nothing to say over their 1NT", "1NT", "84.K73.Q962.J852", "P"),
    ("1S 3D: double of a three-level overcall is for penalty, trumps and values", "1S 3D", "84.K73.KJT9.A852", "X"),
    ("1H 1NT: 12 HCP over their 1NT overcall: penalty double", "1H 1NT", "KJ4.73.AQ84.QT62", "X"),
    ("2S: 14 HCP short spades: takeout double of the weak two", "2S", "84.KJ73.AQ62.A95", "X"),
    ("2H: 16 HCP balanced with hearts stopped: 2NT over the weak two", "2H", "KQ5.AJ4.KJT3.Q95", "2NT"),
    ("3D: opening values short in diamonds: takeout double of the preempt", "3D", "AQ84.KJ73.4.KJ62", "X"),
    ("2S: good six-card hearts and opening values: natural overcall of the weak two", "2S", "73.AKJT84.K5.Q62", "3H"),
    ("3S: too weak to act over the preempt", "3S", "84.KQ5.QT63.J952", "P"),
    ("2H X P: advance the double of the weak two in the four-card major", "2H X P", "8432.95.K62.QJ74", "2S"),
    ("2S X P: forced to answer: four-card major", "2S X P", "73.9542.Q52.J864", "3H"),
    ("1H 1S 2H: nine trumps between us: compete to the three level", "1H 1S 2H", "QT84.73.K962.852", "3S"),
    ("1D 1S 2D: eight trumps: raise to the two level", "1D 1S 2D", "Q84.73.K962.8652", "2S"),
    ("1H 1S 2H 2S: eight trumps and a minimum: leave the three level to them", "1H 1S 2H 2S", "K4.AQT83.A72.J95", "P"),
    ("1H 1S 2H 2S: nine trumps: compete to the three level", "1H 1S 2H 2S", "4.AQJT83.A72.J95", "3H"),
    ("1S 2H 2S 3H: minimum with eight trumps: do not bid 3S", "1S 2H 2S 3H", "AKT83.84.KJ2.Q95", "P"),
    ("1C 1S: four hearts and 6 HCP: negative double", "1C 1S", "84.KQ73.96.J9852", "X"),
    ("1H 2C: four spades and 8 HCP: negative double over 2C", "1H 2C", "KQ84.73.K962.852", "X"),
    ("1D 2S: four hearts, 12 HCP: negative double over 2S", "1D 2S", "84.AK73.Q962.K85", "X"),
]

# The preemptive raise of partner's major overcall goes to the level of the total trumps: with five trumps
# opposite five (ten), an unbalanced weak hand jumps straight to game; four trumps or a balanced hand keep the
# single jump, with the values for a limit raise the cue bid still comes first, and opposite our own opening the
# jump to three leaves game to opener.
TOTAL_TRUMPS = [
    ("(1H) 1S (2H): five spades and a singleton, weak: ten trumps, 4S", "P 1H 1S 2H", "K8642.5.Q8753.62", "4S"),
    ("(1H) 1S (2H): four spades make nine trumps, the single jump to 3S", "P 1H 1S 2H", "K864.5.Q8753.962", "3S"),
    ("(1H) 1S (2H): five spades but balanced, its values defend: the single jump", "P 1H 1S 2H",
     "K8642.J53.Q87.62", "3S"),
    ("(1H) 1S (2H): five spades and a singleton with 9 HCP and shape: the cue-bid raise", "P 1H 1S 2H",
     "K8642.5.Q8753.A2", "3H"),
    ("(1D) 1S (P): five spades and a singleton, weak: ten trumps, 4S", "1D 1S P", "Q8642.5.Q8753.62", "4S"),
    ("(1D) 1S (P): five spades, balanced: the single jump to 3S", "1D 1S P", "Q8642.J53.Q87.62", "3S"),
    ("(1D) 1S (P): four spades and a singleton: nine trumps, 3S", "1D 1S P", "Q864.5.Q8753.962", "3S"),
    ("1S (2H): partner opened, five spades and a singleton: the jump to three leaves game to opener", "1S 2H",
     "Q8742.5.Q8753.62", "3S"),
    ("1H (X): partner opened, five hearts, weak: the jump to three leaves game to opener", "1H X",
     "84.KJ732.8962.85", "3H"),
]


# Over their weak two a five-five hand in two unbid suits overcalls at the two level with a point less than a
# five-card suit alone wants, whatever the suit's honours: the second suit makes the tricks. One point less, or
# five-four, still passes.
TWO_SUITERS = [
    ("(2H): five-five in spades and clubs with a singleton heart, 10 HCP: 2S", "2H", "QT875.7.K6.AJ965", "2S"),
    ("P (2H): the same in the other direct seat: 2S", "P 2H", "QT875.7.K6.AJ965", "2S"),
    ("(2H): five-five in spades and diamonds, 10 HCP: 2S", "2H", "QT875.7.AJ965.K6", "2S"),
    ("(2D): five-five in hearts and clubs, 11 HCP: 2H", "2D", "7.QJ875.A6.KJ965", "2H"),
    ("(2H): five-five but 9 HCP: too weak at two, pass", "2H", "QT875.7.Q6.AJ965", "P"),
    ("(2H): five-four with a ragged suit and 10 HCP: pass", "2H", "QT875.7.K642.AJ9", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_competition_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", TOTAL_TRUMPS, ids=[p[0] for p in TOTAL_TRUMPS])
def test_preemptive_raise_by_the_total_trumps(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", TWO_SUITERS, ids=[p[0] for p in TWO_SUITERS])
def test_two_suiter_over_a_weak_two(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
