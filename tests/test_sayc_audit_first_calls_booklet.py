"""The ``sayc`` system's first calls against the ACBL SAYC booklet: openings, the first answers to one
of a suit, to the no-trump openings, to 2C and to the weak twos and preempts, and the slam
conventions. Each position is (what the booklet or mainstream practice says, the auction so far with
North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

OPENINGS = [
    ("five spades and 13 HCP: one spade", "", "AQ932.K32.K32.32", "1S"),
    ("four-four in the minors: one diamond", "", "A32.K2.KJ32.Q432", "1D"),
    ("five-five in the majors: the higher, one spade", "", "AQ932.KJ932.32.2", "1S"),
    ("six hearts and five spades: the longer, one heart", "", "AQ932.KJ9432.2.2", "1H"),
    ("five-five in the minors: the higher, one diamond", "", "2.32.AQ932.KJ932", "1D"),
    ("15 HCP balanced with a five-card minor: 1NT", "", "AQ2.K3.KJ932.Q32", "1NT"),
    ("18 HCP balanced: too strong for 1NT, one of a minor", "", "AQ2.KQ2.KJ32.K32", "1D"),
    ("20 HCP balanced: 2NT", "", "AQ2.KQ2.AKJ2.Q32", "2NT"),
    ("nine tricks in hand: strong 2C", "", "AKQJ932.AK2.A2.2", "2C"),
    ("a good six-card heart suit and 7 HCP: a weak two", "", "32.KQJ932.32.432", "2H"),
    ("seven hearts and 6 HCP: three hearts", "", "2.KQJ9432.32.432", "3H"),
    ("eight spades and 6 HCP: four spades", "", "KQJ98432.2.32.32", "4S"),
    ("11 HCP balanced: pass", "", "K32.Q32.KJ32.Q32", "P"),
    ("fourth seat, 11 HCP and four spades (fifteen with the spades): open", "P P P", "KQ32.K32.QJ2.432", "1C"),
]

RESPONSES = [
    ("1C: four hearts and four spades, 6 HCP: up the line, one heart", "1C P", "KJ32.QJ32.32.432", "1H"),
    ("1H: 6 HCP, no fit, no spades: 1NT", "1H P", "K32.32.Q432.J432", "1NT"),
    ("1H: three hearts and 7 HCP: the single raise", "1H P", "K32.Q32.Q432.432", "2H"),
    ("1D: 13 HCP balanced, no major: 2NT", "1D P", "K32.AQ2.K32.Q432", "2NT"),
    ("1H: five spades, 19 HCP: the jump shift", "1H P", "AKQ32.K32.AK2.32", "2S"),
    ("1H: 15 HCP balanced with two hearts: 3NT", "1H P", "KJ2.Q2.AQ32.K432", "3NT"),
    ("a passed hand, 11 HCP balanced and no fit: 2NT invites", "P P 1S P", "K2.K32.Q432.KJ32", "2NT"),
]

NOTRUMP = [
    ("1NT: five hearts and 3 HCP: the transfer", "1NT P", "32.KJ932.432.432", "2D"),
    ("1NT: six clubs and 3 HCP: 2S, then pass 3C", "1NT P", "32.32.432.QJ9432", "2S"),
    ("1NT: 16 HCP balanced: the quantitative 4NT", "1NT P", "K32.AQ2.K32.AJ32", "4NT"),
    ("1NT 2C: both majors: two hearts first", "1NT P 2C P", "AK32.KQ32.J32.Q2", "2H"),
    ("1NT 2D: four hearts and 17 HCP: the jump acceptance", "1NT P 2D P", "AK2.QJ32.KQ3.Q32", "3H"),
    ("1NT 4C (Gerber): one ace: 4H", "1NT P 4C P", "A32.KQ2.KQ32.QJ2", "4H"),
    ("1NT 4NT: 17 HCP accepts", "1NT P 4NT P", "AQ2.KQ2.KJ32.Q32", "6NT"),
    ("1NT 4NT: 15 HCP declines", "1NT P 4NT P", "AQ2.K32.KJ32.Q32", "P"),
    ("2NT: five hearts and 3 HCP: the transfer", "2NT P", "32.KJ932.432.432", "3D"),
    ("2C: 3 HCP: 2D waiting", "2C P", "432.J32.Q432.432", "2D"),
]

PREEMPTS = [
    ("2H 2NT: a minimum rebids three hearts", "2H P 2NT P", "32.KQJ932.32.432", "3H"),
    ("2H 2NT: a maximum shows the club king", "2H P 2NT P", "32.KQJ932.32.K32", "3C"),
    ("3H: 15 HCP, two hearts and two side aces (three quick tricks and more): game", "3H P", "AK2.32.AKJ2.5432", "4H"),
    ("3H: the same with a side ace fewer (the club ace a king): not three sure tricks, pass", "3H P",
     "AK2.32.KQJ2.5432", "P"),
    ("3H: two aces but 13 HCP: pass", "3H P", "AQ2.32.AQ32.5432", "P"),
    ("3H: two side aces and 14 HCP but a singleton heart: pass", "3H P", "AK2.2.AKJ2.65432", "P"),
    ("3C: the same hand over a minor: no 3NT without the stoppers, pass", "3C P", "AK2.32.AKJ2.5432", "P"),
]

PASSED_HAND = [
    ("a passed hand, six good diamonds and 11 HCP over 1S: 2D, not forcing", "P P 1S P", "2.K32.AQJ432.J32", "2D"),
    ("a passed hand, six good hearts and 11 HCP over 1S: 2H", "P P 1S P", "2.AQJ432.K32.J32", "2H"),
    ("a passed hand, the same suit with 9 HCP: 1NT", "P P 1S P", "2.K32.AQ5432.432", "1NT"),
    ("a passed hand, only five diamonds: 1NT", "P P 1S P", "2.K32.AQJ32.J432", "1NT"),
    ("an unpassed hand, the same 11 HCP: the two-over-one", "1S P", "2.K32.AQJ432.J32", "2D"),
    ("opener after the passed hand's 2D: a minimum with two diamonds passes", "P P 1S P 2D P", "AQ932.K32.32.K32", "P"),
    ("opener after the passed hand's 2C: a minimum with three clubs passes", "P P 1H P 2C P", "A2.KQ932.Q32.J32", "P"),
    ("opener after an unpassed hand's 2D: forcing, the same minimum bids 2NT", "1S P 2D P", "AQ932.K32.32.K32", "2NT"),
    ("opener after the passed hand's 2D: five-five shows the second suit", "P P 1S P 2D P", "AQ932.KQ2.2.KJ32", "3C"),
    ("opener after the passed hand's 2C over a minor (four clubs are enough): the same minimum bids on",
     "P P 1D P 2C P", "AQ32.K32.KJ32.32", "2NT"),
    ("opener after the passed hand's 2H: a singleton heart and six spades rebid 2S", "P P 1S P 2H P", "AQ9432.2.K32.K32", "2S"),
]

SLAMS = [
    ("Blackwood: one ace, 5D", "1S P 3S P 4NT P", "AQ932.K32.K32.32", "5D"),
    ("Blackwood: no ace, 5C", "1S P 3S P 4NT P", "KQ932.K32.KQ2.Q2", "5C"),
    ("5NT asks for kings: one king, 6D", "1S P 3S P 4NT P 5H P 5NT P", "AQ932.A32.K32.32", "6D"),
]

POSITIONS = [(s, *p) for s, ps in (("openings", OPENINGS), ("responses", RESPONSES), ("no trump", NOTRUMP),
                                   ("preempts", PREEMPTS), ("passed hand", PASSED_HAND), ("slams", SLAMS)) for p in ps]


@pytest.mark.parametrize("section, rule, calls, hand, expected", POSITIONS, ids=[f"{p[0]}: {p[1]}" for p in POSITIONS])
def test_the_first_call_positions(section: str, rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
