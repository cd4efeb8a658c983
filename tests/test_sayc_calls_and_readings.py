"""The ``sayc`` system: a call and partner's reading of it agree, and one rule says one thing.

Positions (the auction so far with North dealing, the hand, the call) where a call was made with
one meaning and read with another, or where two rules about the same thing disagreed.
"""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

POSITIONS = [
    # Over their Michaels the majors are theirs: a heart bid is the cue-bid raise, not a natural suit.
    ("1C (2C, the majors): six hearts and 9 HCP are no natural 2H, which is the cue-bid raise", "1C 2C",
     "732.AQ9632.73.K5", "P"),
    ("1D (2D, the majors): six spades and 9 HCP: no natural 2S", "1D 2D", "AQ9632.732.73.K5", "P"),
    # Partner's penalty double of their suit over our no trump, after Stayman too: their run is met alike.
    ("1NT (2H) X (2S): four spades, the penalty double of their escape", "1NT 2H X 2S", "AK32.Q92.KJ8.A43", "X"),
    ("1NT (2H) X (2S): three spades, pass to partner", "1NT 2H X 2S", "AK3.Q92.KJ82.A43", "P"),
    ("1NT P 2C (2H) P P X (2S): four spades, the penalty double of their escape", "1NT P 2C 2H P P X 2S",
     "AK32.Q92.KJ8.A43", "X"),
    ("1NT P 2C (2H) P P X (2S): three spades, pass to partner, as over the direct double", "1NT P 2C 2H P P X 2S",
     "AK3.Q92.KJ82.A43", "P"),
    # Over their overcall of our 1NT, a six-card suit of my own plays: no penalty double with it.
    ("1NT (2H): KJ92 of hearts and 8 HCP: the penalty double", "1NT 2H", "K32.KJ92.Q32.J32", "X"),
    # The cue-bid raise over their unusual 2NT is answered as a limit raise over a minor opening too.
    ("1D (2NT) 3C: a minimum signs off in three of the minor", "1D 2NT 3C P", "A32.K2.KJ432.Q32", "3D"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_calls_and_readings_agree(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


def test_a_six_card_suit_of_mine_plays_rather_than_doubles_their_overcall_of_our_1nt() -> None:
    """KJ98 of their hearts and 13 HCP, but six spades: no penalty double (a flat hand with the same hearts doubles)."""
    auction = bf.Auction.from_calls("N", "1NT 2H".split())
    six = SAYC.choose(bf.Hand.from_pbn("KQ8765.KJ98.A.32"), auction)
    assert str(six.call) != "X", six.explain
    flat = SAYC.choose(bf.Hand.from_pbn("K87.KJ98.A32.432"), auction)
    assert str(flat.call) == "X", flat.explain
