"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a teacher's quiz on the first
call of the auction in every seat. Which suit to open at one (five-five and six-five, five-four with a longer minor,
four-four and three-three minors, 4-4-4-1 and 4-4-3-2 shapes, a weak five-card major beside a strong minor); the Rule
of 20 and its boundaries, the light opening in third seat (10+ HCP with a good five-card major, for the lead), the
Rule of 15 in fourth seat; 1NT, 2NT and 3NT by their ranges; 2C with 22+ HCP or the playing equivalent (nine tricks
with a long major, ten with a long minor, and 16+ HCP); weak twos and preempts, and the hands too strong for them.
Each position is (the reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
WHICH_SUIT = [
    ("five hearts and five clubs: the higher, one heart", "", "2.AQJ92.32.KQ932", "1H"),
    ("five spades and five diamonds, 11 HCP (the Rule of 20): the higher, one spade", "", "AKJ92.3.QJ932.32", "1S"),
    ("five hearts and five diamonds: the higher, one heart", "", "32.AKJ92.KQ932.3", "1H"),
    ("five-five in the majors with 10 HCP (twenty by the Rule of 20): one spade", "", "KJ932.AQ932.32.2", "1S"),
    ("the same majors with 9 HCP (nineteen): pass", "", "QJ932.AQ932.32.2", "P"),
    ("six diamonds and five hearts: the longer, one diamond", "", "2.AKJ92.KQ9432.3", "1D"),
    ("six spades and five hearts: one spade", "", "AKJ932.KQ932.2.2", "1S"),
    ("six clubs and five hearts: the longer, one club", "", "2.AKJ92.3.KQ9432", "1C"),
    ("six spades and five clubs: one spade", "", "AKJ932.2.2.KQJ92", "1S"),
    ("six hearts and five diamonds, 11 HCP: one heart", "", "2.AJ9842.KQJ92.2", "1H"),
    ("six-six in the minors: the higher, one diamond", "", ".2.AKJ932.KQ9432", "1D"),
    ("five spades and four hearts: one spade", "", "AKJ92.KQ32.32.32", "1S"),
    ("five hearts and four strong spades: the five-card major, one heart", "", "AKJ9.AKJ92.32.32", "1H"),
    ("four spades and five hearts: one heart", "", "AKJ2.KQ932.32.32", "1H"),
    ("five hearts and four clubs: one heart", "", "A2.AKQJ2.32.5432", "1H"),
    ("five diamonds and four spades: the longer minor, one diamond", "", "AKJ2.32.KQ932.32", "1D"),
    ("five clubs and four hearts: the longer minor, one club", "", "32.AKJ2.32.KQ932", "1C"),
    ("five diamonds and four weak hearts: one diamond", "", "A2.5432.AKQJ2.32", "1D"),
    ("five diamonds and four clubs: one diamond", "", "32.32.AKJ92.KQ32", "1D"),
    ("five clubs and four diamonds: one club", "", "32.32.KQ32.AKJ92", "1C"),
    ("six clubs and four hearts, 12 HCP in second seat: one club", "P", "32.KQ32.2.AQJ932", "1C"),
    ("six clubs and four hearts, 11 HCP (twenty-one): one club", "", "32.KQ32.2.KQJ932", "1C"),
    ("4-4-4-1 with a singleton club: the better minor, one diamond", "", "AKJ2.KQ32.Q432.2", "1D"),
    ("4-4-1-4 with a singleton diamond: one club", "", "AKJ2.KQ32.2.Q432", "1C"),
    ("4-1-4-4: four-four in the minors, one diamond", "", "AKJ2.2.KQ32.Q432", "1D"),
    ("1-4-4-4: one diamond", "", "2.AKJ2.KQ32.Q432", "1D"),
    ("four-four in the majors, two diamonds and three clubs: one club", "", "AKJ2.Q432.32.K32", "1C"),
    ("four spades, four clubs and two diamonds: one club", "", "AKJ2.Q32.32.KJ32", "1C"),
    ("four hearts, four diamonds and two clubs: one diamond", "", "AQ2.KJ32.K432.32", "1D"),
    ("four spades and three-three in the minors: one club", "", "AKJ2.Q32.K32.432", "1C"),
    ("a weak five-card spade suit beside AKQJ fifth of diamonds: the higher, one spade", "", "76432.A2.AKQJ2.2",
     "1S"),
    ("a weak five-card spade suit beside AKQJ fourth of diamonds: the major, one spade", "", "76432.A2.AKQJ.32", "1S"),
]

RULE_OF_20 = [
    ("11 HCP, five-four (twenty): one spade", "", "AQ932.KJ32.J2.32", "1S"),
    ("10 HCP, five-four (nineteen): pass", "", "AQ932.KJ32.32.32", "P"),
    ("10 HCP, six-four (twenty): one spade", "", "AQ9432.KJ32.2.32", "1S"),
    ("12 HCP, 4-3-3-3 (nineteen): pass", "", "AJ32.K32.Q32.Q32", "P"),
    ("12 HCP, 4-4-3-2 (twenty): one diamond", "", "AJ32.KQ32.Q32.32", "1D"),
    ("13 HCP, 4-3-3-3: one club", "", "AJ32.KQ3.Q32.J32", "1C"),
    ("11 HCP, six spades and three clubs (twenty): one spade, not a weak two", "", "KQJ932.A2.J2.432", "1S"),
    ("11 HCP, 5-3-3-2 (nineteen): pass", "", "KJ932.A2.QJ2.432", "P"),
    ("11 HCP, six hearts and three diamonds (twenty): one heart", "", "32.KQJ932.A32.J2", "1H"),
    ("10 HCP, six hearts (nineteen): the weak two", "", "32.KQJ932.A32.32", "2H"),
    ("second seat: 11 HCP, five-four (twenty): one spade", "P", "AQ932.KJ32.J2.32", "1S"),
    ("second seat: 10 HCP, five-four (nineteen): pass", "P", "AQ932.KJ32.32.32", "P"),
]

THIRD_AND_FOURTH_SEAT = [
    ("third seat: 10 HCP and AKJ fifth of spades: open one spade for the lead", "P P", "AKJ92.32.Q32.432", "1S"),
    ("third seat: 10 HCP and AKJ fifth of hearts: one heart", "P P", "32.AKJ92.Q32.432", "1H"),
    ("third seat: 10 HCP and KQ10 fifth of spades: one spade", "P P", "KQT92.32.A32.J32", "1S"),
    ("first seat: the same 10 HCP and AKJ fifth of spades (eighteen): pass", "", "AKJ92.32.Q32.432", "P"),
    ("third seat: KQJ fifth of spades but 9 HCP: pass", "P P", "KQJ92.32.K32.432", "P"),
    ("third seat: AKJ fifth of spades and 8 HCP: pass", "P P", "AKJ92.32.32.5432", "P"),
    ("third seat: 10 HCP and K J fifth of spades, no good suit: pass", "P P", "KJ932.Q2.A32.432", "P"),
    ("third seat: 10 HCP and AKJ fifth of clubs: no lead to direct in a minor, pass", "P P", "32.432.Q32.AKJ92",
     "P"),
    ("third seat: 12 HCP, 4-3-3-3: one club", "P P", "AJ32.K32.Q32.Q32", "1C"),
    ("third seat: 12 HCP, 4-4-3-2: one club", "P P", "KQ32.A32.K32.432", "1C"),
    ("fourth seat: 11 HCP and three spades (fourteen): pass", "P P P", "K32.KQ32.QJ2.432", "P"),
    ("fourth seat: 10 HCP and five spades (fifteen): one spade", "P P P", "AQJ92.32.K32.432", "1S"),
    ("fourth seat: 14 HCP and a singleton spade (fifteen): one heart", "P P P", "2.AK432.KQ32.Q32", "1H"),
    ("fourth seat: 13 HCP and two spades (fifteen): one diamond", "P P P", "Q2.KQ2.AJ432.J32", "1D"),
    ("fourth seat: 12 HCP and two spades (fourteen): pass", "P P P", "Q2.KQ2.AJ432.432", "P"),
    ("fourth seat: 15 HCP balanced: 1NT", "P P P", "AQ2.K32.KJ32.Q32", "1NT"),
]

NOTRUMP = [
    ("15 HCP, 4-3-3-3: 1NT", "", "AQ2.KJ2.K432.Q32", "1NT"),
    ("17 HCP with five spades, 5-3-3-2: 1NT", "", "AKJ92.K2.KQ2.J32", "1NT"),
    ("17 HCP with a small doubleton in hearts: 1NT", "", "AKJ2.32.KQ32.KJ2", "1NT"),
    ("16 HCP with five diamonds and a small doubleton: 1NT", "", "AQ2.32.AKJ32.Q32", "1NT"),
    ("14 HCP balanced: one of the better minor", "", "AQ2.KJ2.K432.J32", "1D"),
    ("18 HCP with five spades, 5-3-3-2: too strong for 1NT, one spade", "", "AKJ92.KQ2.AQ2.32", "1S"),
    ("13 HCP with five spades, 5-3-3-2: one spade", "", "AKJ92.Q32.K32.32", "1S"),
    ("15 HCP, five hearts and four spades, 5-4-2-2: the major, one heart", "", "AQ32.KQJ32.K2.32", "1H"),
    ("15 HCP, six diamonds, 6-3-2-2: not balanced, one diamond", "", "A2.K2.AQJ932.Q32", "1D"),
    ("21 HCP balanced: 2NT", "", "AKJ2.KQ2.AQ2.Q32", "2NT"),
    ("21 HCP with five hearts, 5-3-3-2: 2NT", "", "AK2.KQJ32.AQ2.Q2", "2NT"),
    ("20 HCP with five diamonds, 5-3-3-2: 2NT", "", "AK2.KQ2.AQJ32.J2", "2NT"),
    ("19 HCP balanced: one club (3-3 in the minors), to jump in no trump", "", "AKJ2.KQ2.AQ2.432", "1C"),
    ("24 HCP balanced: 2C, then 2NT", "", "AKQ.KQJ2.AQ3.K32", "2C"),
    ("25 HCP balanced: 3NT", "", "AKQ.AKQ2.K32.KJ2", "3NT"),
    ("27 HCP balanced: 3NT", "", "AKQ.AKJ2.AQ3.KJ2", "3NT"),
    ("28 HCP balanced: past 3NT's range, 2C", "", "AKQ.AKQ2.AQ3.KJ2", "2C"),
]

STRONG = [
    ("19 HCP, AKQJ fifth of spades and AKQ fifth of hearts (nine and a half tricks): 2C", "", "AKQJ2.AKQ32.2.32",
     "2C"),
    ("20 HCP, two solid five-card majors (ten tricks): 2C", "", "AKQJ2.AKQJ2.2.32", "2C"),
    ("17 HCP, AKQJ seventh of spades and AK of hearts (nine tricks): 2C", "", "AKQJ932.AK2.2.32", "2C"),
    ("19 HCP, AKQJ sixth of spades and AKQ fourth of hearts (nine tricks): 2C", "", "AKQJ93.AKQ2.2.32", "2C"),
    ("17 HCP, AKQJ eighth of diamonds and AK of clubs (ten tricks in a minor): 2C", "", "32.2.AKQJ9432.AK", "2C"),
    ("16 HCP, AKQJ seventh of spades and AQ of hearts (eight tricks): one spade", "", "AKQJ932.AQ2.32.2", "1S"),
    ("17 HCP, AKQ fifth of spades and AKJ fifth of hearts (eight tricks): one spade", "", "AKQ32.AKJ32.2.32", "1S"),
    ("14 HCP, AKQJ seventh of spades and the heart ace (eight tricks): one spade", "", "AKQJ932.A32.2.32", "1S"),
    ("16 HCP, AKQ9 seventh of spades and AK of hearts (eight and a half tricks): one spade", "", "AKQ9432.AK2.2.32",
     "1S"),
    ("18 HCP, AKJ sixth of spades and AKQ fourth of hearts (eight and a half tricks): one spade", "",
     "AKJ932.AKQ2.2.32", "1S"),
    ("17 HCP, AKQJ seventh of diamonds and AK of clubs: nine tricks in a minor are not enough, one diamond", "",
     "32.2.AKQJ932.AK2", "1D"),
    ("21 HCP, 5-4-3-1: one spade", "", "AKJ92.AKQ2.KJ2.2", "1S"),
    ("22 HCP, 5-4-3-1: 2C", "", "AKQ32.AKJ2.KQ2.2", "2C"),
    ("22 HCP, 4-4-4-1: 2C", "", "AKQ2.AKJ2.KQJ2.2", "2C"),
]

PREEMPTS = [
    ("10 HCP, KQJ seventh of spades, 7-2-2-2 (nineteen by the Rule of 20): three spades", "", "KQJ9832.A2.32.32",
     "3S"),
    ("AKQJ seventh of clubs and nothing else, 7-2-2-2 (nineteen): three clubs (3NT is 25–27)", "",
     "32.32.32.AKQJ932", "3C"),
    ("the same spades with 11 HCP (twenty): one spade", "", "KQJ9832.A2.J2.32", "1S"),
    ("the same spades with 10 HCP, 7-3-2-1 (twenty): one spade", "", "KQJ9832.A32.2.32", "1S"),
    ("the same spades with 9 HCP: three spades", "", "KQJ9832.K2.32.32", "3S"),
    ("12 HCP, 5-3-3-2 (twenty): one spade", "", "AKJ92.J32.K32.32", "1S"),
    ("third seat: seven weak clubs: three clubs", "P P", "2.32.432.KQJ9832", "3C"),
    ("AKQJ eighth of clubs and nothing outside: no gambling 3NT in SAYC, four clubs", "", "2.32.32.AKQJ9832", "4C"),
    ("13 HCP with seven spades: one spade", "", "KQJ9832.A2.K2.32", "1S"),
    ("14 HCP with seven spades: one spade", "", "AKQJ832.A2.32.32", "1S"),
    ("8 HCP and AJ seventh of hearts: three hearts", "", "2.AJ98432.K32.32", "3H"),
]

WEAK_TWOS_AND_PREEMPTS_BY_SEAT = [
    ("KQ sixth of diamonds and 5 HCP: the bottom of the weak two", "", "32.432.KQ9832.32", "2D"),
    ("KJ sixth of hearts and 4 HCP: below the weak two's 5, pass", "", "32.KJ9832.432.32", "P"),
    ("a heart weak two with a spade void and four clubs: two hearts", "", ".KQJ932.Q432.432", "2H"),
    ("six hearts, four spades and 9 HCP: no weak two beside a major, and nineteen: pass", "", "QJ32.KQJ932.2.32",
     "P"),
    ("six hearts, four spades and 10 HCP (twenty): one heart", "", "KJ32.KQJ932.2.32", "1H"),
    ("six hearts and 10 HCP with an outside ace (eighteen): the weak two", "", "A2.KQJ932.32.432", "2H"),
    ("six hearts and 12 HCP: one heart", "", "2.KQJ932.A32.Q32", "1H"),
    ("six hearts, four diamonds and 10 HCP (twenty): one heart", "", "2.AK9832.K432.32", "1H"),
    ("second seat: eight spades, weak: four spades", "P", "KQJ98432.2.32.32", "4S"),
    ("third seat: eight spades, weak: four spades", "P P", "KQJ98432.2.32.32", "4S"),
    ("fourth seat: eight spades and 6 HCP (fourteen): pass it out", "P P P", "KQJ98432.2.32.32", "P"),
    ("fourth seat: seven spades and 10 HCP (seventeen): one spade", "P P P", "KQJ9832.A2.32.32", "1S"),
    ("nine diamonds, weak: five diamonds", "", "2.2.KQJ987432.32", "5D"),
    ("eight diamonds, weak: four diamonds", "", "2.32.KQJ98432.32", "4D"),
    ("seven diamonds, weak: three diamonds", "", "32.2.KQJ9832.432", "3D"),
    ("second seat: 15 HCP balanced: 1NT", "P", "AQ2.KJ2.K432.Q32", "1NT"),
    ("third seat: 21 HCP balanced: 2NT", "P P", "AKJ2.KQ2.AQ2.Q32", "2NT"),
    ("fourth seat: 25 HCP balanced: 3NT", "P P P", "AKQ.AKQ2.K32.KJ2", "3NT"),
    ("fourth seat: two solid five-card majors: 2C", "P P P", "AKQJ2.AKQJ2.2.32", "2C"),
    ("third seat: six hearts and 11 HCP: one heart", "P P", "32.KQJ932.A32.J2", "1H"),
]

POSITIONS = WHICH_SUIT + RULE_OF_20 + THIRD_AND_FOURTH_SEAT + NOTRUMP + STRONG + PREEMPTS + WEAK_TWOS_AND_PREEMPTS_BY_SEAT


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_openings_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
