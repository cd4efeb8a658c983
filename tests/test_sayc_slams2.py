"""The ``sayc`` system's slams and games, uncontested (SPEC §18): what partner's calls show on the
way to slam (a rebid major after a two-over-one, a cue bid, a raise over a strong 2C), and the
positions where that reading changes the call."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call
from bridgefp.systems.sayc.context import Ctx
from bridgefp.systems.sayc.partner import partner_shown


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    ("opener's major rebid after my two-over-one shows five cards: a doubleton is no fit, so no slow raise",
     "1S P 2C P 2S P", "K7.A83.KQ5.AJ742", "3NT"),
    ("partner's raise of my 2C-opener's suit to three agrees it: six trumps, a singleton, every side suit held by "
     "an ace or a king: Blackwood at once", "2C P 2D P 2S P 3S P", "AKQJ74.AK5.AJ3.7", "4NT"),
    ("a strong club raise starts with a forcing new suit: three clubs would be the limit raise, passed by a minimum",
     "1C P", "AJ9.4.A4.AQT9642", "1D"),
    ("a strong diamond raise starts with two clubs, forcing", "1D P", "K95.97.AQ7632.A4", "2C"),
    ("after a two-over-one, opener's five-five shows the second suit at three rather than rebid five spades",
     "1S P 2H P", "AK984.8.A4.AQT97", "3C"),
    ("after a two-over-one, a four-card second suit at three needs extra values: a minimum rebids the major",
     "1S P 2H P", "AK984.8.A42.QT97", "2S"),
    ("opener's 2NT rebid (18–19) and 11 HCP balanced: 29–30 together, short of the 33 for 6NT even at the top: 3NT",
     "1C P 1H P 2NT P", "K73.KQ54.Q73.J42", "3NT"),
    ("partner's quantitative 4NT over my 1NT rebid, and a point more than my least: 6NT", "1D P 1S P 1NT P 4NT P",
     "Q32.KJ2.AK54.432", "6NT"),
    ("partner's quantitative 4NT over my 1NT rebid, and a bare minimum: pass", "1D P 1S P 1NT P 4NT P",
     "Q32.QJ2.AK54.432", "P"),
    ("15 HCP balanced opposite a 1NT opening (15–17): 30–32 together, short of the 33 for 6NT even at the top: 3NT",
     "1NT P", "KQ3.QJ4.K943.A52", "3NT"),
    ("12 HCP opposite 1NT: 27–29 together, 3NT", "1NT P", "KQ3.QJ4.K943.J52", "3NT"),
    ("Stayman answered 2D, no fit, and 15 HCP: 30–32 together, short of 33 even at the top: 3NT", "1NT P 2C P 2D P",
     "KQ32.QJ4.K94.A52", "3NT"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def _shown(calls: str, hand: str) -> tuple[int, tuple[int, int, int, int]]:
    shown = partner_shown(Ctx(bf.Hand.from_pbn(hand).mask, bf.Auction.from_calls("N", calls.split())))
    return shown.least, shown.lengths


def test_a_major_rebid_after_a_two_over_one_shows_five_cards() -> None:
    assert _shown("1S P 2C P 2S P", "K7.A83.KQ5.AJ742")[1][3] == 5


def test_a_cue_bid_after_a_raise_shows_no_length() -> None:
    lengths = _shown("1H P 3H P 3S P", "AKJ5.KJT52.6.AT4")[1]
    assert lengths == (0, 0, 5, 0)


def test_a_natural_new_suit_before_any_agreement_still_shows_length() -> None:
    assert _shown("1H P 1S P 2C P", "AKJ5.K52.96.T543")[1][0] >= 4


def test_the_raise_over_a_strong_2c_shows_values() -> None:
    least, lengths = _shown("2C P 2D P 2S P 3S P", "AKQJ74.AK5.AJ3.7")
    assert least > 0 and lengths[3] >= 3


def test_the_jump_raise_of_a_minor_is_limited_so_a_minimum_opener_passes() -> None:
    choice = SAYC.choose(bf.Hand.from_pbn("T82.AKJ6.KJ9.J83"), bf.Auction.from_calls("N", "1C P 3C P".split()))
    assert str(choice.call) == "Pass"
