"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a teacher's quiz on weak twos
and preempts. The weak two (a good six-card suit, two honours and one of them the queen or better, 5–11 HCP; no
four-card major on the side) and the three- and four-level preempts (seven and eight cards) by seat (in fourth seat
none: the Rule of 15, or a six-card suit with 12+ HCP, opens one); responder's raise (preemptive, by the total
trumps), the 2NT ask (also with three of the major and 13+ HCP: game is near opposite a maximum), a new suit, game
and pass; opener's answer to 2NT and to a new suit, and responder's next call; over a three-level preempt game with
a fit, 3NT with stoppers (over a minor also with 13+ HCP and an honour in partner's suit, which should run), game in
a solid major of my own (a doubleton in partner's suit at most), a new suit, the further preempt (in a minor with
four trumps and a singleton or void); over four of a suit, pass. Each position is (the reason, the auction so far
with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
OPENINGS_BY_SEAT = [
    ("first seat: KQ10 sixth and 6 HCP: a weak two", "", "KQT983.75.843.92", "2S"),
    ("first seat: 9 HCP, a singleton and a side four-card minor: still a weak two", "", "AQT983.7.K843.92", "2S"),
    ("a four-card heart suit on the side: no weak two in spades", "", "KQT983.Q752.84.9", "P"),
    ("a void on the side does not stop a weak two", "", "KQT983.752.8432.", "2S"),
    ("11 HCP with six spades and a side three-card suit: the Rule of 20 opens one", "", "KJT983.5.AQ3.J92", "1S"),
    ("5 HCP, two honours in the suit: the bottom of the weak two", "", "KQ9876.32.432.32", "2S"),
    ("3 HCP: too weak even for a weak two", "", "Q98765.32.J32.32", "P"),
    ("a weak two in hearts: AKJ sixth, 8 HCP", "", "75.AKJ932.843.92", "2H"),
    ("a weak two in hearts with a singleton spade", "", "7.AKJ932.843.Q92", "2H"),
    ("a weak two in hearts: KJ10 sixth and a side queen", "", "75.KJT932.Q43.92", "2H"),
    ("a weak two in diamonds: KQJ sixth", "", "7.92.KQJ932.8432", "2D"),
    ("a weak two in diamonds: KQ10 sixth and a side queen", "", "Q72.92.KQT932.84", "2D"),
    ("six diamonds and four hearts: no weak two (a major on the side)", "", "7.K982.KQT932.84", "P"),
    ("10 HCP and six diamonds, short of the Rule of 20: a weak two", "", "AK7.92.QJT932.84", "2D"),
    ("a seven-card spade suit and 6 HCP: three spades", "", "QJ98732.7.K43.32", "3S"),
    ("a seven-card heart suit, weak: three hearts", "", "7.KQJ9832.843.32", "3H"),
    ("a seven-card diamond suit, weak: three diamonds", "", "7.32.KQJ9832.843", "3D"),
    ("eight spades, weak: four spades", "", "KQJ98732.7.84.32", "4S"),
    ("eight hearts, weak: four hearts", "", "7.KQJ98732.84.32", "4H"),
    ("eight diamonds, weak: four diamonds", "", "7.32.KQJ98732.84", "4D"),
    ("eight clubs, weak: four clubs", "", "7.32.84.AQJ98732", "4C"),
    ("J 10 sixth with the values outside: no good suit, no weak two", "", "JT9832.A2.K32.32", "P"),
    ("J 10 seventh with the values outside: no preempt", "", "32.JT98432.A2.K2", "P"),
    ("Q 10 sixth with the same outside cards: a weak two", "", "QT9832.A2.K32.32", "2S"),
    ("K 10 seventh with the same outside cards: three spades", "", "KT98432.A2.32.32", "3S"),
    ("Q 9 sixth, one honour of the top five: no weak two", "", "Q98432.A2.K32.32", "P"),
    ("second seat: the same weak two", "P", "KQT983.75.843.92", "2S"),
    ("second seat: three hearts with seven", "P", "7.KQJ9832.843.32", "3H"),
    ("second seat: three diamonds with seven", "P", "7.32.KQJ9832.843", "3D"),
    ("third seat: the weak two", "P P", "KQJ983.75.843.92", "2S"),
    ("third seat: AKJ sixth and 8 HCP, still a weak two", "P P", "AKJ983.75.843.92", "2S"),
    ("third seat: three spades with seven", "P P", "KQJ9832.7.843.92", "3S"),
    ("third seat: 13 HCP and six spades open one", "P P", "KQJ983.A5.K43.92", "1S"),
    ("fourth seat: no weak two (nothing to preempt): pass", "P P P", "KQJ983.75.843.92", "P"),
    ("fourth seat: 13 HCP and six spades, the Rule of 15: one spade", "P P P", "KQJ983.A5.K43.92", "1S"),
    ("fourth seat: 10 HCP and seven spades make the Rule of 15: one spade", "P P P", "KQJ9832.7.A43.92", "1S"),
    ("fourth seat: seven hearts and 6 HCP: pass it out", "P P P", "7.KQJ9832.843.32", "P"),
    ("fourth seat: seven hearts and 13 HCP, a singleton spade: the length competes, one heart", "P P P",
     "7.KQJ9832.A43.K2", "1H"),
    ("fourth seat: six diamonds, five hearts, 14 HCP and a spade void: one diamond", "P P P", ".KJ876.AQ9732.A6", "1D"),
    ("fourth seat: six hearts and 12 HCP, a singleton spade: one heart", "P P P", "7.KQJ983.A43.Q32", "1H"),
    ("fourth seat: six hearts and 11 HCP, a singleton spade: the Rule of 15 fails, pass", "P P P",
     "7.KQJ983.A43.J32", "P"),
    ("fourth seat: five hearts, 13 HCP and a singleton spade: the Rule of 15 fails, pass", "P P P",
     "2.AK432.KJ32.Q32", "P"),
    ("third seat: six hearts and 11 HCP open one", "P P", "7.KQJ983.A43.J32", "1H"),
]

ANSWERS_TO_THE_WEAK_TWO = [
    ("2S: three trumps and 8 HCP: the preemptive raise", "2S P", "Q32.K32.Q432.J32", "3S"),
    ("2S: four trumps and 7 HCP, no shortness: three spades", "2S P", "Q432.K32.Q432.32", "3S"),
    ("2S: four trumps and a singleton, weak: game as a preempt (ten trumps)", "2S P", "Q432.7.Q8432.832", "4S"),
    ("2S: five trumps and a singleton, 3 HCP: four spades", "2S P", "5432.2.K5432.432", "4S"),
    ("2S: three trumps and 16 HCP: game", "2S P", "A32.KQ3.AQ432.32", "4S"),
    ("2S: four trumps and 13 HCP: game", "2S P", "Q432.A32.AK3.432", "4S"),
    ("2S: four trumps and 12 HCP, flat: three spades", "2S P", "K432.32.A32.Q432", "3S"),
    ("2S: AKQJ sixth of hearts and 13 HCP: four hearts to play", "2S P", "32.AKQJ32.KQ2.32", "4H"),
    ("2S: five good hearts, a singleton spade and 17 HCP: three hearts, forcing", "2S P", "3.AKJ32.KQ32.A32", "3H"),
    ("2S: 16 HCP with four hearts, no good five-card suit: 2NT asks", "2S P", "3.AK32.KQ32.A432", "2NT"),
    ("2S: 8 HCP and no fit: pass", "2S P", "32.K32.Q432.J432", "P"),
    ("2S: five hearts and 9 HCP, a singleton spade: pass (a new suit forces)", "2S P", "2.KQJ32.Q432.J32", "P"),
    ("2S: six hearts and 6 HCP: pass, not a rescue", "2S P", "2.KJ9732.Q32.432", "P"),
    ("2S: five hearts and 9 HCP, a doubleton spade: pass", "2S P", "32.AQ432.K432.32", "P"),
    ("2H: AKQ fifth of spades and 18 HCP: two spades, forcing", "2H P", "AKQ32.2.AQ32.K32", "2S"),
    ("2D: 18 HCP, everything stopped and three diamonds: 3NT", "2D P", "AKQ.KQ2.432.QJ32", "3NT"),
    ("2D: three diamonds and 8 HCP: three diamonds, preemptive", "2D P", "Q32.K32.Q432.J32", "3D"),
    ("2D: four diamonds, six hearts and 9 HCP: raise diamonds (a new suit would force)", "2D P", "32.AQ5432.K432.3", "3D"),
    ("2D: AKQJ seventh of hearts: four hearts to play", "2D P", "32.AKQJ432.A2.32", "4H"),
    ("2D: 17 HCP with both majors: 2NT asks", "2D P", "AK32.KQ32.32.A32", "2NT"),
    ("2D: KQJ fifth of spades and 15 HCP: two spades, forcing", "2D P", "KQJ32.A32.32.A32", "2S"),
    ("2S: three trumps and 13 HCP: 2NT asks (four spades opposite a maximum), not the preemptive raise",
     "2S P", "432.A32.AK32.Q32", "2NT"),
    ("2H: three trumps and 13 HCP: 2NT asks, not the preemptive raise", "2H P", "A32.K32.AQ32.432", "2NT"),
    ("2S: three trumps and 12 HCP: the raise stays preemptive", "2S P", "432.A32.AK32.J32", "3S"),
    ("2H: three trumps and 12 HCP: three hearts", "2H P", "A32.K32.AJ32.432", "3H"),
    ("2S: two trumps and 13 HCP, flat: pass", "2S P", "32.A32.AK32.Q432", "P"),
    ("2D: three diamonds and 13 HCP: the raise (the game is 3NT or eleven tricks, out of reach)", "2D P",
     "AQ2.K32.Q32.Q432", "3D"),
    ("2D: three diamonds and 12 HCP: the raise", "2D P", "AQ2.K32.Q32.J432", "3D"),
]

OPENER_AND_RESPONDER_LATER = [
    ("2S 2NT: a minimum bids three of the suit", "2S P 2NT P", "KQT983.75.843.92", "3S"),
    ("2S 2NT: a maximum shows the heart ace", "2S P 2NT P", "KQT983.A5.843.92", "3H"),
    ("2S 2NT: a maximum shows the diamond king", "2S P 2NT P", "AQT983.75.K43.92", "3D"),
    ("2S 2NT: AKQ sixth: 3NT", "2S P 2NT P", "AKQ983.75.843.92", "3NT"),
    ("2H 2NT: a maximum shows the diamond king", "2H P 2NT P", "75.AQJ932.K43.92", "3D"),
    ("2H 2NT: AQJ sixth and nothing outside: a minimum", "2H P 2NT P", "75.AQJ932.843.92", "3H"),
    ("2D 2NT: AKQ sixth: 3NT", "2D P 2NT P", "75.92.AKQ932.843", "3NT"),
    ("2D 2NT: a maximum shows the spade king", "2D P 2NT P", "K5.92.AQJ932.843", "3S"),
    ("2S 2NT 3S: a minimum opposite 16 HCP and two trumps: pass", "2S P 2NT P 3S P", "A2.KQ3.AQ432.J32", "P"),
    ("2S 2NT 3H: a maximum: game", "2S P 2NT P 3H P", "A2.KQ3.AQ432.J32", "4S"),
    ("2S 2NT 3NT: the suit runs: pass", "2S P 2NT P 3NT P", "A2.KQ3.AQ432.J32", "P"),
    ("2H 2NT 3S: a maximum with three hearts: game", "2H P 2NT P 3S P", "32.A32.AKQ2.K432", "4H"),
    ("2H 2NT 3H: a minimum: pass", "2H P 2NT P 3H P", "32.A32.AKQ2.K432", "P"),
    ("2D 2NT 3D: a minimum: pass", "2D P 2NT P 3D P", "AK32.KQ32.32.A32", "P"),
    ("2D 2NT 3H: the heart feature stops hearts, spades held: 3NT", "2D P 2NT P 3H P", "AK32.Q32.32.AQ32", "3NT"),
    ("2S 2NT 3S: three trumps and 13 HCP opposite a minimum: pass", "2S P 2NT P 3S P", "432.A32.AK32.Q32", "P"),
    ("2S 2NT 3H: three trumps and 13 HCP opposite a maximum: game", "2S P 2NT P 3H P", "432.A32.AK32.Q32", "4S"),
    ("2S 2NT 3NT: partner's spades run: pass", "2S P 2NT P 3NT P", "432.A32.AK32.Q32", "P"),
    ("2S 3H (forcing): three hearts: raise", "2S P 3H P", "KQT983.K75.43.92", "4H"),
    ("2S 3H (forcing): two hearts: spades again", "2S P 3H P", "KQT983.75.K43.92", "3S"),
    ("2S 3C (forcing): two clubs: spades again", "2S P 3C P", "KQT983.75.K43.92", "3S"),
    ("2S 3C (forcing): three clubs: raise", "2S P 3C P", "KQT983.75.43.K92", "4C"),
    ("2D 2H (forcing): two hearts: diamonds again", "2D P 2H P", "75.92.AKJ932.843", "3D"),
    ("2S, their 3H: three trumps and 15 HCP, no room to ask: game", "2S 3H", "A32.K32.AQ32.Q32", "4S"),
    ("2H, their 2S: three trumps and 15 HCP: game rather than the preemptive raise", "2H 2S", "A32.K32.AQ32.Q32", "4H"),
    ("2S, their 3H: three trumps and 14 HCP: the raise to three", "2S 3H", "A32.K32.AJ32.Q32", "3S"),
    ("2H, their 2S: three trumps and 14 HCP: the raise to three", "2H 2S", "A32.K32.AJ32.Q32", "3H"),
    ("2S, their 3H: three trumps and 8 HCP: the raise to three (nine trumps)", "2S 3H", "Q32.K32.Q432.J32", "3S"),
]

OVER_THE_PREEMPT = [
    ("3S: two trumps and 16 HCP: game", "3S P", "A2.KQ3.AQ432.J32", "4S"),
    ("3S: two trumps, 16 HCP and aces: game", "3S P", "32.AQ3.AK32.K432", "4S"),
    ("3H: three trumps and 14 HCP: game", "3H P", "A32.KJ32.Q32.A32", "4H"),
    ("3H: three trumps and 9 HCP: pass", "3H P", "Q432.K32.Q432.32", "P"),
    ("3H: four trumps and a singleton, weak: four hearts, preemptive", "3H P", "Q432.K432.8432.2", "4H"),
    ("3C: 17 HCP and every suit stopped: 3NT", "3C P", "AK2.KQ3.AJ32.432", "3NT"),
    ("3D: 16 HCP, the diamond jack and the rest stopped: 3NT", "3D P", "AK2.KQ3.J432.K32", "3NT"),
    ("4S: 17 HCP opposite the eight-card preempt: pass", "4S P", "A32.AK3.AK432.32", "P"),
    ("4S: a long heart suit of my own: pass", "4S P", "32.KQJ32.AKQ.432", "P"),
    ("4S: 23 HCP, two trumps and every side suit controlled: Blackwood, as over three spades", "4S P",
     "A2.AKQ3.AK32.K32", "4NT"),
    ("4H: 23 HCP, two trumps and every side suit controlled: Blackwood", "4H P", "AK2.A2.AKQ32.K32", "4NT"),
    ("4S 4NT: no ace: five clubs", "4S P 4NT P", "KQJ98732.7.84.32", "5C"),
    ("4S 4NT 5C: one ace missing: six spades", "4S P 4NT P 5C P", "A2.AKQ3.AK32.K32", "6S"),
    ("4H: 20 HCP, clubs uncontrolled: pass", "4H P", "AK2.A2.AKQ32.432", "P"),
    ("4S: 22 HCP, clubs Q x x uncontrolled: pass", "4S P", "A2.AKQ3.AK32.Q32", "P"),
    ("4H: a singleton heart: pass", "4H P", "AK2.2.AKQ32.K432", "P"),
    ("3S 4H: the preempter passes partner's suit", "3S P 4H P", "KQJ9832.7.843.92", "P"),
    ("3S 3NT: the preempter passes", "3S P 3NT P", "KQJ9832.7.843.92", "P"),
    ("3C 3S (forcing): two spades: clubs again", "3C P 3S P", "75.Q2.84.KQJ9832", "4C"),
    ("3C 3S (forcing): three spades: four spades", "3C P 3S P", "Q75.2.84.KQJ9832", "4S"),
    ("3D 3H (forcing): two hearts: diamonds again", "3D P 3H P", "75.Q2.KQJ9832.84", "4D"),
    ("3D: 13 HCP, A x x in diamonds (partner's suit should run) and the rest stopped: 3NT", "3D P",
     "A32.KQ2.A32.Q432", "3NT"),
    ("3D: 14 HCP, A x in diamonds and the rest stopped: 3NT", "3D P", "AQ32.K2.A2.Q5432", "3NT"),
    ("3C: 13 HCP, K x x in clubs and the rest stopped: 3NT", "3C P", "A32.KQ2.Q432.K32", "3NT"),
    ("3C: 14 HCP, Q x x in clubs and the rest stopped: 3NT", "3C P", "AQ2.K32.A432.Q32", "3NT"),
    ("3D: 12 HCP: pass", "3D P", "A32.Q32.A32.Q432", "P"),
    ("3D: a small doubleton in diamonds (the suit may not run): pass", "3D P", "A32.KQ2.32.AQ432", "P"),
    ("3D: clubs unstopped: pass", "3D P", "AKJ32.A32.K32.32", "P"),
    ("3C: no honour in clubs: pass", "3C P", "A32.KQ2.Q432.432", "P"),
    ("3D: AKQJ sixth of spades, 13 HCP and a doubleton diamond: four spades to play", "3D P", "AKQJ32.K32.32.32", "4S"),
    ("3C: AKQJ sixth of hearts, 13 HCP and a doubleton club: four hearts to play", "3C P", "32.AKQJ32.K32.32", "4H"),
    ("3H: AKQJ sixth of spades, 13 HCP and a doubleton heart: four spades to play", "3H P", "AKQJ32.32.K32.32", "4S"),
    ("3D: AKQJ sixth of spades and a singleton diamond: four spades", "3D P", "AKQJ32.K32.2.432", "4S"),
    ("3D: AKQ sixth of spades only (not solid) and 12 HCP: pass", "3D P", "AKQ432.K32.32.32", "P"),
    ("3D: AKQJ sixth of spades but 10 HCP: pass", "3D P", "AKQJ32.432.32.32", "P"),
    ("3D: five trumps, a singleton and 5 HCP: five diamonds, preemptive (twelve trumps)", "3D P", "2.Q432.K8432.432", "5D"),
    ("3D: four trumps, a singleton and 5 HCP: four diamonds, preemptive", "3D P", "2.Q5432.K432.432", "4D"),
    ("3C: four trumps, a singleton and 5 HCP: four clubs, preemptive", "3C P", "2.Q432.8432.K432", "4C"),
    ("3D: four trumps but no singleton: pass", "3D P", "32.Q432.K432.432", "P"),
    ("3D: three trumps and a singleton: pass", "3D P", "2.Q5432.K32.5432", "P"),
    ("3C: three trumps and 8 HCP, flat: pass", "3C P", "Q32.K432.843.K32", "P"),
]

ALL = OPENINGS_BY_SEAT + ANSWERS_TO_THE_WEAK_TWO + OPENER_AND_RESPONDER_LATER + OVER_THE_PREEMPT


@pytest.mark.parametrize("reason, calls, hand, call", ALL, ids=[p[0] for p in ALL])
def test_preempts_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
