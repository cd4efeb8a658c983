"""The ``sayc`` system after their takeout double of our opening, a second mock exam: responder's first call
(redouble, new suits at one and two, the raises, the preemptive jump raise, 2NT, 1NT, pass, the weak jump shift),
opener's next call after each, the redoubler's penalty doubles and later calls, and our 1NT doubled (redouble,
transfer, pass). Each is (the reason, the auction so far with North dealing, the hand to call, the call); where
the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their
call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1H X: 12 HCP, no heart fit: redouble shows 10+", "1H X", "KQ4.73.AJ85.Q962", "XX"),
    ("1H X: 6 HCP and three trumps: simple raise", "1H X", "84.K93.Q8652.J74", "2H"),
    ("1H X: five trumps and a weak hand: preemptive jump raise", "1H X", "7.K9852.Q943.862", "3H"),
    ("1H X: 10 HCP with four trumps: 2NT is a limit raise or better over the double", "1H X", "A4.KJ74.Q962.853", "2NT"),
    ("1H X: 12 HCP, short in partner's suit: redouble", "1H X", "AJ5.4.KQ84.Q9752", "XX"),
    ("1H X: 8 HCP balanced, no fit, no major to show", "1H X", "Q95.J6.K873.Q1042", "1NT"),
    ("1H X: new suit at the one level, forcing, six spades", "1H X", "KJ9763.4.Q73.852", "1S"),
    ("1S X: new suit at the two level is not forcing: long clubs, 8 HCP", "1S X", "64.742.A5.KJ9763", "2C"),
    ("1S X: jump shift over the double is weak", "1S X", "4.J83.QJ109762.85", "3D"),
    ("1S X: 9 HCP balanced, no spade fit", "1S X", "83.KJ4.Q1074.K962", "1NT"),
    ("1S X: 12 HCP, two spades: redouble", "1S X", "K4.AQ86.J52.Q973", "XX"),
    ("1S X: limit raise with four trumps", "1S X", "KQ73.84.A962.J85", "2NT"),
    ("1S X: four trumps, 5 HCP: preemptive jump raise", "1S X", "Q976.7.K9853.862", "3S"),
    ("1S X: three trumps, 8 HCP: simple raise", "1S X", "Q74.K852.J93.Q64", "2S"),
    ("1C X: 3 HCP, nothing to say", "1C X", "8643.975.Q82.J64", "P"),
    ("1C X: five diamonds, 6 HCP, one-level new suit", "1C X", "83.Q74.KJ1085.964", "1D"),
    ("1C X: six trumps, weak: preemptive jump raise", "1C X", "94.K63.82.KJ9743", "3C"),
    ("1D X: 12 HCP, no diamond fit", "1D X", "KJ8.AQ4.73.Q9652", "XX"),
    ("1D X: five hearts, new suit at the one level", "1D X", "852.KQ984.73.J62", "1H"),
    ("1D X: four trumps, 6 HCP: simple raise", "1D X", "J42.Q73.K986.853", "2D"),
    ("1D X: 12 HCP with five diamonds: limit raise or better", "1D X", "A6.KQ5.QJ842.963", "2NT"),
    ("P 1S X: 11 HCP, singleton in partner's suit", "P 1S X", "8.K975.A863.KJ52", "XX"),
    ("P 1C X: 12 HCP balanced, no club fit", "P 1C X", "KQ6.A84.J1095.Q73", "XX"),
    ("P 1D X: five spades, 6 HCP", "P 1D X", "Q10963.872.K4.J85", "1S"),
    ("P 1S X: three trumps, 6 HCP", "P 1S X", "752.Q84.K973.J62", "2S"),
    ("P P 1H X: three trumps, 6 HCP: simple raise", "P P 1H X", "96.Q74.K873.J952", "2H"),
    ("P P 1C X: 12 HCP, no club fit", "P P 1C X", "AQ7.KJ95.Q1084.63", "XX"),
    ("P P P 1D X: 3 HCP", "P P P 1D X", "8743.J62.Q5.9843", "P"),
    ("P P P 1C X: 13 HCP balanced, three clubs only", "P P P 1C X", "J84.K1063.A95.KQ2", "XX"),
    ("1S X XX P: opener passes a redouble with a balanced minimum", "1S X XX P", "AQ975.KJ4.Q83.J2", "P"),
    ("1H X XX 1S: balanced minimum: leave it to the redoubler", "1H X XX 1S", "74.AQJ85.K96.Q83", "P"),
    ("1H X XX 1S: after the redouble, double is penalty: four good spades over the bidder", "1H X XX 1S", "KJ93.AQ1074.K5.82", "X"),
    ("1D X XX 2C: pass, the redoubler will act", "1D X XX 2C", "K5.Q83.AQ986.J42", "P"),
    ("1H X XX 1S P P: redoubler doubles their suit for penalty", "1H X XX 1S P P", "KJ95.4.AQ83.Q1072", "X"),
    ("1S X XX 2C P P: penalty double with five clubs", "1S X XX 2C P P", "7.KQ74.AJ3.K9852", "X"),
    ("1S X XX 2D P P: no diamond stack: show the five-card heart suit", "1S X XX 2D P P", "84.AQ953.K7.QJ42", "2H"),
    ("1H X XX 2C P P: four good clubs and 13 HCP: penalty", "1H X XX 2C P P", "A8.J4.K8652.AJ93", "X"),
    ("P 1S X XX 2H P P: redoubler has hearts: penalty double", "P 1S X XX 2H P P", "7.KQ95.A1043.KJ52", "X"),
    ("1H X 1S P: balanced minimum, no spade fit", "1H X 1S P", "K7.AQ865.J43.K92", "1NT"),
    ("1S X 2H P: 2H is not forcing; minimum, no fit", "1S X 2H P", "AK1083.Q5.KJ4.962", "P"),
    ("1S X 2S P: minimum opposite a weak raise", "1S X 2S P", "AQ974.K82.Q5.K83", "P"),
    ("1S X 2S P: 17 HCP and six spades: bid game", "1S X 2S P", "AKJ975.A4.KQ3.82", "4S"),
    ("1H X 2NT P: minimum: sign off in three of the major", "1H X 2NT P", "Q5.AJ874.K93.Q62", "3H"),
    ("1H X 2NT P: 17 HCP: accept, bid game", "1H X 2NT P", "A5.AKJ74.K93.Q62", "4H"),
    ("1S X 1NT P: 14 HCP balanced: no game opposite 1NT", "1S X 1NT P", "AQ1076.K54.A82.J5", "P"),
    ("1D X 2C P: 2C not forcing; minimum, three clubs", "1D X 2C P", "AQ74.4.KJ965.K83", "P"),
    ("1H X 3H P: minimum opposite a preemptive raise", "1H X 3H P", "KQ4.AQ975.Q83.J2", "P"),
    ("1D X 1S P: 16 HCP, six good diamonds: jump rebid", "1D X 1S P", "73.AK5.AQ10852.K4", "3D"),
    ("1NT X: 10 HCP balanced: redouble for penalty", "1NT X", "KJ5.Q84.K1073.J92", "XX"),
    ("1NT X: systems on: transfer to hearts and pass", "1NT X", "74.Q109652.83.J64", "2D"),
    ("1NT X: nothing to say: pass", "1NT X", "8642.9753.J62.84", "P"),
    ("P P 1NT X: 12 HCP: redouble", "P P 1NT X", "AQ6.K1094.J73.Q85", "XX"),
    ("1NT X XX P: partner's redouble wants to penalise: pass", "1NT X XX P", "AQ4.KJ5.Q1083.K94", "P"),
]

# The weak jump shift over their double: 3-5 HCP, or up to 8 with a seven-card suit and no fit for partner (the
# seventh card plays, it does not defend); six cards, 9 HCP or three of partner's suit keep their calls.
WEAK_JUMP_SHIFT = [
    ("P 1H X: seven clubs and 7 HCP, no fit: the weak jump shift, not the two-level suit", "P 1H X", "9.Q4.J73.KJ108752", "3C"),
    ("P P 1S X: seven clubs and 7 HCP: weak jump shift", "P P 1S X", "6.852.J4.KQJ10853", "3C"),
    ("P P P 1S X: seven diamonds and 7 HCP: weak jump shift", "P P P 1S X", "4.83.KQJ10976.J42", "3D"),
    ("P 1H X: seven clubs and 8 HCP: still the weak jump shift", "P 1H X", "9.Q4.Q73.KJ108752", "3C"),
    ("P 1H X: one point more (9 HCP): the suit at two, not the preempt", "P 1H X", "9.K4.Q73.KJ108752", "2C"),
    ("P 1H X: one card fewer (six clubs, 7 HCP): the suit at two, not forcing", "P 1H X", "94.Q4.J73.KJ10875", "2C"),
    ("P 1H X: three of partner's hearts beside the seven clubs: raise partner", "P 1H X", "9.Q43.J7.KJ108752", "2H"),
    ("P P P 1S X: six diamonds only, 7 HCP: the suit at two", "P P P 1S X", "4.83.KQJ1097.J642", "2D"),
]

# Our 1NT doubled: responder's redouble with 10+ HCP covers the flat 4-3-3-3 hand with a four-card major, which
# would not use Stayman; 4-4-3-2 keeps Stayman, and too few points pass.
REDOUBLE_OF_1NT = [
    ("P P 1NT X: 12 HCP, 4-3-3-3 with four hearts: no Stayman in the flat hand, so redouble", "P P 1NT X", "AQ6.K1094.J73.Q85", "XX"),
    ("1NT X: 10 HCP, 4-3-3-3 with four hearts: redouble, the hand is ours", "1NT X", "K95.QJ64.K83.J52", "XX"),
    ("P P 1NT X: the same values 4-4-3-2 with four hearts: Stayman stays on", "P P 1NT X", "AQ6.K1094.J7.Q853", "2C"),
    ("P P 1NT X: 7 HCP, 4-3-3-3: too weak to redouble, pass", "P P 1NT X", "J96.K1094.J73.Q85", "P"),
    ("P P 1NT X: 12 HCP, no four-card major: redouble", "P P 1NT X", "AQ6.K109.J743.Q85", "XX"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_over_their_double_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", WEAK_JUMP_SHIFT, ids=[p[0] for p in WEAK_JUMP_SHIFT])
def test_weak_jump_shift_with_seven_cards(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", REDOUBLE_OF_1NT, ids=[p[0] for p in REDOUBLE_OF_1NT])
def test_redouble_of_our_1nt_doubled(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
