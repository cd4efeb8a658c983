"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a third mock exam on the
opening bid, written blind (before reading the rules), every seat and vulnerability. One of a suit (which suit with
4-4, 5-5, 6-5, 4-4-4-1 and 5-4 in the minors; the better minor), 1NT, 2NT and 3NT (with a five-card minor; not with a
singleton or 5-4-2-2), 2C (22+ balanced or playing tricks), weak twos (suit quality, a side four-card major,
vulnerability), three- and four-level preempts, and pass (the flat 11-count, the Rule of 20, the Rule of 15 in
fourth seat, no preempt in fourth seat). Then the third-seat weak two: a hand short of the Rule of 20 with a six-card
weak-two suit opens the weak two, not a light one of the suit; with the Rule of 20, or a five-card suit, one of it.
Each position is (the reason, the auction so far with North dealing, the hand to call, the call, the
vulnerability)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call, vulnerability).

QUIZ = [
    ("first seat: 14 HCP 4-3-3-3 without a five-card major, 3-3 minors: 1C", "", "AKJ2.Q73.K84.J52", "1C", "None"),
    ("first seat: 15 HCP balanced", "", "KQ2.AJ73.K84.Q52", "1NT", "None"),
    ("first seat: 20 HCP balanced", "", "AQ3.KJ2.AK84.K75", "2NT", "NS"),
    ("first seat: 23 HCP balanced is too strong for 2NT", "", "AQ3.KQ2.AK84.KQ5", "2C", "EW"),
    ("first seat: 27 HCP balanced: 3NT is 25-27", "", "AKQ.KQJ2.AK84.KQ", "3NT", "None"),
    ("first seat: 5-5 in the majors: open the higher", "", "KQT73.AJ852.K4.3", "1S", "All"),
    ("first seat: 5-5 in the red suits: open the higher", "", "4.AJ852.AKJ73.72", "1H", "None"),
    ("first seat: 5-5 in the minors: open the higher", "", "A.K3.KJ852.AQ763", "1D", "EW"),
    ("first seat: 4-4 in the minors: 1D", "", "KQ8.84.KJ73.A952", "1D", "None"),
    ("first seat: 14 HCP, four clubs and three diamonds", "", "A84.K73.Q95.AJ62", "1C", "NS"),
    ("first seat: 4-4 majors, three diamonds: the longer minor", "", "AK84.KJ73.Q95.62", "1D", "None"),
    ("first seat: 4-4 majors, three clubs and two diamonds: 1C", "", "AK84.KJ73.95.Q62", "1C", "EW"),
    ("first seat: 4-1-4-4 with a singleton heart: 1D", "", "KQ72.A.KJ84.QJ52", "1D", "None"),
    ("first seat: 4-4-1-4 with a singleton diamond: 1C", "", "AQ72.KJ84.5.KJ52", "1C", "NS"),
    ("first seat: good six-card heart suit, 6 HCP: weak two", "", "73.KQJ954.842.63", "2H", "None"),
    ("first seat: first seat, no weak two with a side four-card major", "", "KQJ874.Q852.4.63", "P", "None"),
    ("first seat: vulnerable, a jack-high suit is too poor for a weak two", "", "7.J86432.K84.Q52", "P", "NS"),
    ("first seat: good six-card diamond suit, 8 HCP: weak two", "", "84.93.AQJ973.J52", "2D", "EW"),
    ("first seat: seven-card suit, weak: three-level preempt", "", "5.KQJ8743.86.942", "3H", "None"),
    ("first seat: seven good clubs, weak: 3C", "", "82.4.Q73.KQJ8642", "3C", "EW"),
    ("first seat: eight-card spade suit, weak: 4S", "", "KQJ98654.7.83.42", "4S", "None"),
    ("first seat: eight-card heart suit, weak: 4H", "", "4.AQJ97543.J82.6", "4H", "NS"),
    ("first seat: 11 HCP 3-4-3-3 without shape: pass", "", "KJ4.Q973.K84.Q52", "P", "None"),
    ("first seat: 10 HCP 5-5: Rule of 20 opening", "", "AQT73.KJ852.4.73", "1S", "None"),
    ("first seat: 12 HCP with a five-card major", "", "AQ874.K93.Q84.J2", "1S", "EW"),
    ("first seat: ten tricks in hand: strong 2C", "", "AKQJ874.AK3.A4.5", "2C", "None"),
    ("first seat: 16 HCP balanced", "", "AQ2.KJ3.QT84.KJ5", "1NT", "All"),
    ("first seat: 17 HCP 3-2-5-3: 1NT with a five-card minor", "", "K32.AQ.KJ874.A95", "1NT", "None"),
    ("first seat: 19 HCP balanced: open a suit, rebid 2NT", "", "AK3.KQ2.QJ84.A95", "1D", "NS"),
    ("first seat: 13 HCP, four diamonds", "", "932.AK4.KQ84.J95", "1D", "None"),
    ("second seat: 13 HCP, five hearts", "P", "K8.AQT43.K72.J63", "1H", "None"),
    ("second seat: 16 HCP balanced", "P", "AJ9.K4.QJ82.KQ73", "1NT", "EW"),
    ("second seat: good six hearts, 8 HCP: weak two", "P", "6.KQT974.J83.Q75", "2H", "None"),
    ("second seat: vulnerable but an excellent suit: weak two", "P", "AKJT86.72.984.32", "2S", "EW"),
    ("second seat: vulnerable, queen-high suit with scattered values: pass", "P", "Q97532.K4.J82.Q5", "P", "EW"),
    ("second seat: seven good diamonds, weak: 3D", "P", "4.85.KQJT873.Q64", "3D", "None"),
    ("second seat: 23 HCP balanced", "P", "A5.KQ4.AKQJ3.KJ2", "2C", "NS"),
    ("second seat: 20 HCP balanced with a five-card minor", "P", "A5.KQ4.AKJ83.K72", "2NT", "None"),
    ("second seat: 15 HCP 3-2-5-3", "P", "KQ6.J8.AQT74.K93", "1NT", "All"),
    ("second seat: 18 HCP with a singleton: not notrump", "P", "9.AKJ52.AQJ4.K84", "1H", "None"),
    ("second seat: 5-5 minors: the higher", "P", "2.AQ.KJ852.AKJ63", "1D", "EW"),
    ("second seat: 19 HCP, five clubs: too strong for 1NT", "P", "KQ54.A5.AK.QJT84", "1C", "None"),
    ("second seat: 13 HCP with five spades", "P", "JT983.AJ.K4.KJ72", "1S", "NS"),
    ("second seat: 11 HCP 5-4: Rule of 20", "P", "4.AJT53.KQ72.J83", "1H", "None"),
    ("second seat: 15 HCP 4-4-3-2", "P", "KJ53.AQ74.K82.Q4", "1NT", "EW"),
    ("second seat: 14 HCP 4-4-2-3: 1C", "P", "KT54.AQ97.Q8.K32", "1C", "None"),
    ("second seat: 18 HCP: open a suit", "P", "AQ4.K2.J83.AKJ73", "1C", "All"),
    ("second seat: eight-card heart suit: 4H", "P", "3.KQJT7652.Q4.83", "4H", "None"),
    ("third seat: third seat weak two", "P P", "KQJT95.85.J73.94", "2S", "None"),
    ("third seat: 13 HCP 4-3-3-3, 3-3 minors: 1C", "P P", "AK84.Q72.K95.J62", "1C", "NS"),
    ("third seat: third seat light opening with a good five-card spade suit", "P P", "KQT43.A72.Q65.84", "1S", "None"),
    ("third seat: 10 HCP, good six hearts: weak two", "P P", "7.AQJT94.K84.752", "2H", "EW"),
    ("third seat: 10 HCP six-card diamond suit: weak two", "P P", "8.K72.QJT986.A64", "2D", "None"),
    ("third seat: 20 HCP balanced", "P P", "AQ.KJ3.AKT85.QJ4", "2NT", "NS"),
    ("third seat: 12 HCP in third seat: open", "P P", "QT87.K32.A54.K63", "1C", "None"),
    ("third seat: 8 HCP, six hearts: weak two", "P P", "5.KJT963.A2.8743", "2H", "All"),
    ("third seat: 14 HCP with five clubs", "P P", "KJ5.A8.QJ7.K9854", "1C", "None"),
    ("third seat: seven hearts, weak: 3H", "P P", "84.KQJT765.5.K32", "3H", "NS"),
    ("third seat: 24 HCP balanced", "P P", "AKQ4.AK5.KQJ.Q73", "2C", "EW"),
    ("third seat: seven spades, weak, favourable: 3S", "P P", "QJT9873.4.K82.73", "3S", "EW"),
    ("fourth seat: Rule of 15: 12 HCP plus two spades is 14", "P P P", "K8.QJ4.A9732.Q84", "P", "None"),
    ("fourth seat: Rule of 15: 12 HCP plus five spades", "P P P", "AQ943.KJ5.84.Q62", "1S", "EW"),
    ("fourth seat: Rule of 15: 12 HCP plus one spade", "P P P", "9.AQ4.K8653.QJ42", "P", "None"),
    ("fourth seat: nothing to open", "P P P", "7.J9864.Q3.87532", "P", "NS"),
    ("fourth seat: 14 HCP with six spades", "P P P", "KQJT84.A5.72.A63", "1S", "None"),
    ("fourth seat: 20 HCP balanced", "P P P", "AJ.KQ3.KJT93.AQ4", "2NT", "All"),
    ("fourth seat: Rule of 15: 13 HCP plus four spades", "P P P", "KJ84.A3.Q8632.K4", "1D", "None"),
    ("fourth seat: 24 HCP balanced", "P P P", "AKQT.AKJ4.A95.K2", "2C", "None"),
    ("fourth seat: fourth seat: no preempt", "P P P", "4.KQJT853.72.J84", "P", "NS"),
    ("first seat: 23 HCP and a long suit", "", "AKQJT75.AKQ4.A.3", "2C", "None"),
    ("first seat: 6-5: open the six-card suit", "", "AKJ985.4.3.KQT52", "1S", "EW"),
    ("first seat: 6-5: open the six-card suit", "", "AQT93.4.3.AJ9865", "1C", "None"),
    ("first seat: 5-4 in the minors: the longer", "", "84.A3.KQ85.AJT76", "1C", "NS"),
    ("first seat: 5-4 in the minors: the longer", "", "4.K83.AQJ74.KJ82", "1D", "None"),
    ("first seat: five spades and four hearts", "", "AQ874.KJ62.A5.83", "1S", "All"),
    ("first seat: five hearts and four spades", "", "KQ75.AJT83.K4.72", "1H", "None"),
    ("first seat: 6-5: open the six-card suit", "", "5.AQ843.KQJT75.4", "1D", "EW"),
    ("first seat: 16 HCP with a singleton: not notrump", "", "5.AK4.KJT83.AJ72", "1D", "None"),
    ("first seat: seven-card heart suit, weak: 3H", "", "4.QJT9743.K5.932", "3H", "None"),
    ("first seat: 23 HCP", "", "AK.AKQJ84.AQ3.72", "2C", "NS"),
    ("first seat: 17 HCP with six hearts", "", "A4.AKQJ84.K83.72", "1H", "None"),
    ("first seat: 19 HCP 5-2-4-2", "", "AKJ83.AQ.KQ84.72", "1S", "EW"),
    ("first seat: 15 HCP 4-4-2-3", "", "AJ84.KQ73.K9.Q42", "1NT", "None"),
    ("first seat: a five-card suit is not a weak two", "", "7.KQJT7.853.9642", "P", "None"),
    ("first seat: 5-4-2-2 with 15: open the major", "", "AKJ84.Q2.KQ73.82", "1S", "NS"),
    ("first seat: 13 HCP with six diamonds", "", "A8.K7.Q86432.KJ4", "1D", "None"),
    ("first seat: 12 HCP with six diamonds: too strong for a weak two", "", "A4.K73.KQ9743.62", "1D", "EW"),
    ("first seat: good six-card diamond suit: weak two", "", "5.742.KQJT92.Q83", "2D", "NS"),
    ("first seat: 10 HCP, Rule of 20 not met", "", "KJ2.QJ5.Q8643.J4", "P", "None"),
    ("first seat: eight good spades: 4S", "", "AQJT9752.5.Q84.4", "4S", "All"),
]

THIRD_SEAT_WEAK_TWO = [
    ("third seat: 10 HCP and AQJ sixth of hearts: weak two, not a light 1H", "P P", "7.AQJT94.K84.752", "2H", "EW"),
    ("third seat, unfavourable: the sound heart suit still makes a weak two", "P P", "7.AQJT94.K84.752", "2H", "NS"),
    ("third seat: the same with the spades, a weak two spades", "P P", "AQJT94.7.K84.752", "2S", "None"),
    ("first seat: the same hand is a weak two", "", "7.AQJT94.K84.752", "2H", "EW"),
    ("third seat: a jack more makes the Rule of 20, a full opening: one heart", "P P", "7.AQJT94.K84.J52", "1H", "EW"),
    ("third seat: five hearts and 10 HCP: the light one heart", "P P", "7.AQJT9.K843.752", "1H", "EW"),
    ("third seat: six hearts, four diamonds: Rule of 20, one heart", "P P", "7.AQJT94.K843.75", "1H", "None"),
    ("third seat: an ace-jack of clubs makes the Rule of 20: one diamond", "P P", "8.K72.QJT986.AJ4", "1D", "None"),
]

POSITIONS = QUIZ + THIRD_SEAT_WEAK_TWO


@pytest.mark.parametrize("reason, calls, hand, expected, vulnerable", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_opening_exam_position(reason: str, calls: str, hand: str, expected: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, expected, vulnerable)
