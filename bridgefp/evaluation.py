"""Hand evaluation (SPEC §3): points, shape, stoppers, the best suit.

Every count is a table look-up on a 13-bit suit slice of the hand's mask.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .cards import HCP_OF_SUIT, SUIT_MASK, SUITS, Hand, Strain

__all__ = [
    "high_card_points",
    "shortness_points",
    "length_points",
    "is_balanced",
    "has_stopper",
    "is_notrump_hand",
    "best_suit",
    "better_minor",
    "Shape",
    "shape_of",
]

_SHORTNESS = (3, 2, 1) + (0,) * 11


def high_card_points(hand: Hand) -> int:
    """A 4, K 3, Q 2, J 1.

    >>> high_card_points(Hand.from_pbn("Q43.AKQJT2.Q8.32"))
    14
    """
    m = hand.mask
    return (
        HCP_OF_SUIT[m & SUIT_MASK]
        + HCP_OF_SUIT[m >> 13 & SUIT_MASK]
        + HCP_OF_SUIT[m >> 26 & SUIT_MASK]
        + HCP_OF_SUIT[m >> 39 & SUIT_MASK]
    )


def shortness_points(hand: Hand) -> int:
    """Seed 000's distribution: void 3, singleton 2, doubleton 1, per suit."""
    return _shortness(hand.lengths())


def length_points(hand: Hand) -> int:
    """Seed 001's distribution: one point per card beyond four in each suit."""
    return _length_points(hand.lengths())


def is_balanced(hand: Hand) -> bool:
    """Every suit 2..4 cards, or five cards in one minor with 3-3-2 in the others."""
    return _balanced(hand.lengths())


# Each count is defined once, over the suit lengths (clubs first); the functions above and
# shape_of both read them.


def _shortness(lengths: tuple[int, int, int, int]) -> int:
    return sum(_SHORTNESS[n] for n in lengths)


def _length_points(lengths: tuple[int, int, int, int]) -> int:
    return sum(n - 4 for n in lengths if n > 4)


def _balanced(lengths: tuple[int, int, int, int]) -> bool:
    c, d, h, s = lengths
    if min(lengths) >= 2 and max(lengths) <= 4:
        return True
    return sorted(lengths) == [2, 3, 3, 5] and (c == 5 or d == 5)


def has_stopper(hand: Hand, suit: Strain | int) -> bool:
    """The suit holds the A, or the K, or the Q with 3+ cards, or the J with 4+ cards."""
    return _stopper(hand.suit_bits(suit))


def _stopper(bits: int) -> bool:
    n = bits.bit_count()
    return bool(bits & 0x1800) or (bits & 0x400 != 0 and n >= 3) or (bits & 0x200 != 0 and n >= 4)


def is_notrump_hand(hand: Hand) -> bool:
    """No void, no singleton, at most one doubleton, and a stopper in every suit."""
    return shape_of(hand.mask).notrump_hand


def best_suit(hand: Hand) -> Strain:
    """The longest suit; ties to more HCP in the suit, then to the higher-ranking suit."""
    return shape_of(hand.mask).best_suit


def better_minor(hand: Hand) -> Strain:
    """The longer of clubs and diamonds; ties to more HCP in the suit, then to clubs."""
    return shape_of(hand.mask).better_minor


class Shape(NamedTuple):
    """What the bidding systems read of a hand, computed once per hand."""

    lengths: tuple[int, int, int, int]
    suit_hcp: tuple[int, int, int, int]
    hcp: int
    shortness: int
    length_points: int
    notrump_hand: bool
    balanced: bool
    best_suit: Strain
    better_minor: Strain


@lru_cache(maxsize=4096)
def shape_of(mask: int) -> Shape:
    """Every count the robots need, for the hand with this mask (cached: robots ask each turn)."""
    slices = [mask >> (13 * s) & SUIT_MASK for s in range(4)]
    lengths = (slices[0].bit_count(), slices[1].bit_count(), slices[2].bit_count(), slices[3].bit_count())
    suit_hcp = (HCP_OF_SUIT[slices[0]], HCP_OF_SUIT[slices[1]], HCP_OF_SUIT[slices[2]], HCP_OF_SUIT[slices[3]])
    notrump = (
        min(lengths) >= 2
        and lengths.count(2) <= 1
        and _stopper(slices[0]) and _stopper(slices[1]) and _stopper(slices[2]) and _stopper(slices[3])
    )
    best = SUITS[max((lengths[s], suit_hcp[s], s) for s in range(4))[2]]
    minor = Strain.C if (lengths[0], suit_hcp[0]) >= (lengths[1], suit_hcp[1]) else Strain.D
    return Shape(
        lengths=lengths,
        suit_hcp=suit_hcp,
        hcp=sum(suit_hcp),
        shortness=_shortness(lengths),
        length_points=_length_points(lengths),
        notrump_hand=notrump,
        balanced=_balanced(lengths),
        best_suit=best,
        better_minor=minor,
    )
