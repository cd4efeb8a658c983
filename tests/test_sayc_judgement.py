"""The ``sayc`` system's judgement on the way to game and slam (SPEC §18): what a raise shows and the
slam it leads to, each position written from the rule it checks (a hand, the auction so far with North
dealing, and the call)."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import assert_booklet_call
from bridgefp.systems.sayc.context import Ctx
from bridgefp.systems.sayc.partner import partner_shown


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    ("responder's raise of opener's second suit shows four cards: with 19 HCP opposite a raise to game, Blackwood",
     "1C P 1D P 1S P 4S P", "KJ85.A6.K6.KQJ82", "4NT"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def _lengths(calls: str, hand: str) -> tuple[int, int, int, int]:
    return partner_shown(Ctx(bf.Hand.from_pbn(hand).mask, bf.Auction.from_calls("N", calls.split()))).lengths


def test_a_raise_of_my_second_suit_shows_four_cards() -> None:
    assert _lengths("1C P 1D P 1S P 2S P", "KJ85.A6.K6.KQJ82")[3] == 4


def test_a_raise_of_my_opened_major_still_shows_three() -> None:
    assert _lengths("1S P 2S P", "KJ852.A6.K6.KQ2")[3] == 3
