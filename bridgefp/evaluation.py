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


def pattern_points(lengths: tuple[int, int, int, int]) -> tuple[int, int]:
    """(shortness points, length points) of a hand with these suit lengths, clubs first."""
    return _shortness(lengths), _length_points(lengths)


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
    low, high = mask & 0x3FFFFFF, mask >> 26  # two halves of 26 bits: each suit is cut from a small int
    fc, fd, fh, fs = (_SUIT_FACTS[low & SUIT_MASK], _SUIT_FACTS[low >> 13], _SUIT_FACTS[high & SUIT_MASK],
                      _SUIT_FACTS[high >> 13])
    lengths = (fc[0], fd[0], fh[0], fs[0])
    suit_hcp = (fc[1], fd[1], fh[1], fs[1])
    pattern = _PATTERNS.get(lengths)
    if pattern is None:
        pattern = _PATTERNS[lengths] = _pattern(lengths)
    shortness, length_points, balanced, no_shortness = pattern
    notrump = no_shortness and fc[2] and fd[2] and fh[2] and fs[2]
    # The longest suit; ties to more HCP, then to the higher suit: one key a suit (HCP is at most 10).
    best = max(fc[3], fd[3] + 1, fh[3] + 2, fs[3] + 3)
    return tuple.__new__(Shape, (
        lengths, suit_hcp, fc[1] + fd[1] + fh[1] + fs[1], shortness, length_points,
        notrump, balanced, SUITS[best & 3], SUITS[0] if fc[4] >= fd[4] else SUITS[1],
    ))


class _SuitFacts(dict[int, tuple[int, int, bool, int, int]]):
    """What ``shape_of`` reads of one suit, from its 13 bits, worked out on first use (at most 8,192
    holdings): (length, HCP, stopper, the suit's key for the best suit less its index, the key for
    the better minor: length first, then HCP)."""

    def __missing__(self, bits: int) -> tuple[int, int, bool, int, int]:
        n, hcp = bits.bit_count(), HCP_OF_SUIT[bits]
        facts = self[bits] = (n, hcp, _stopper(bits), 64 * n + 4 * hcp, 16 * n + hcp)
        return facts


_SUIT_FACTS = _SuitFacts()


# What follows from the suit lengths alone, worked out once for each of the 560 patterns a hand may
# have: (shortness points, length points, balanced, no void or singleton and at most one doubleton).
_PATTERNS: dict[tuple[int, int, int, int], tuple[int, int, bool, bool]] = {}


def _pattern(lengths: tuple[int, int, int, int]) -> tuple[int, int, bool, bool]:
    no_shortness = min(lengths) >= 2 and lengths.count(2) <= 1
    return _shortness(lengths), _length_points(lengths), _balanced(lengths), no_shortness
