"""A deal: four hands of thirteen cards, from a permutation, a seeded shuffle or PBN."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from collections import abc
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence, TypeVar, cast

from .cards import CARDS, FULL_DECK, Hand, Seat, _suit_bits, is_whole, pbn_hand_mask, require_text, shown
from ._patterns import LazyPattern
from .errors import DealError, ParseError
from . import _show
from ._records import immutable

if TYPE_CHECKING:
    import random

__all__ = ["Deal", "seeded_permutations", "shuffled_permutation"]

T = TypeVar("T")


@immutable
@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands as 52-bit masks, indexed by seat (N, E, S, W).

    >>> d = Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32")
    >>> d.hand("W")
    Hand.from_pbn('Q43.AKQJT2.Q8.32')
    >>> d.to_pbn("W")
    'W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764'
    """

    masks: tuple[int, int, int, int]

    def __post_init__(self) -> None:
        problems = _mask_problems(self.masks)
        if problems:
            raise DealError("not a deal: " + "; ".join(problems))

    def hand(self, seat: Seat | str) -> Hand:
        """The hand of ``seat`` (a Seat or ``"N"``, ``"West"``…)."""
        return Hand(self.masks[Seat.parse(seat)])

    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The four hands, North first."""
        n, e, s, w = self.masks
        return Hand(n), Hand(e), Hand(s), Hand(w)

    def seat_of(self, card: int) -> Seat:
        """Who holds ``card``."""
        bit = 1 << card
        for seat in Seat:
            if self.masks[seat] & bit:
                return seat
        raise AssertionError("a deal holds every card")  # pragma: no cover

    @classmethod
    def from_permutation(
        cls, permutation: Iterable[int | str], dealer: Seat | str = Seat.S
    ) -> Deal:
        """Deal a shuffled deck one card at a time, starting on the dealer's left (SPEC §1).

        ``permutation`` holds the card numbers 1..52, each once (ints, or texts of
        ints); anything else raises ``DealError`` naming every problem at once.

        >>> Deal.from_permutation(range(1, 53), dealer="N").hand("E")
        Hand.from_pbn('J73.Q84.K95.AT62')
        """
        numbers = _check_permutation(permutation)
        first = Seat.parse(dealer).next
        masks = [0, 0, 0, 0]
        for position, number in enumerate(numbers):
            masks[first.after(position)] |= 1 << (number - 1)
        return cls((masks[0], masks[1], masks[2], masks[3]))

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read a PBN Deal string: ``"N:<hand> <hand> <hand> <hand>"``, hands clockwise."""
        quick = _plain_pbn_masks(text) if type(text) is str else None
        if quick is not None:
            return cls(quick)  # the deal's own check still looks at the four hands together
        return cls._from_pbn_in_full(text)

    @classmethod
    def _from_pbn_in_full(cls, text: str) -> Deal:
        """``from_pbn`` for any text: each hand read on its own, what is wrong named."""
        body = require_text(text, "a PBN deal").strip()
        if len(body) < 2 or body[1] != ":":
            raise DealError(f"{text!r} is not a PBN deal: it must start with a seat and a colon, e.g. 'N:'")
        try:
            first = Seat.parse(body[0])
            hands = [pbn_hand_mask(h) for h in body[2:].split()]
        except ParseError as e:
            raise DealError(f"not a PBN deal: {e}") from None
        if len(hands) != 4:
            raise DealError(f"{text!r} is not a PBN deal: it must hold four hands, it holds {len(hands)}")
        k = -first & 3  # the hands from North: the first seat's hand is the ``first``-th
        north, east, south, west = hands[k:] + hands[:k]
        return cls((north, east, south, west))

    def to_pbn(self, first: Seat | str = Seat.N) -> str:
        """The PBN Deal string, starting with ``first`` and going clockwise."""
        seat = Seat.parse(first)
        return f"{seat}:" + " ".join(Hand(self.masks[seat.after(i)]).to_pbn() for i in range(4))

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"

    def __str__(self) -> str:
        return self.to_pbn()

    def _repr_svg_(self) -> str:
        """The four hands as a diagram, for notebooks (``bridgefp.svg.board``)."""
        return _show.picture(self)

    @classmethod
    def from_seed(cls, seed: int, dealer: Seat | str = Seat.S) -> Deal:
        """The deal of ``bridgefp deal --seed SEED`` (SPEC §1's portable shuffle), dealt by ``dealer``.

        A seed the command line said it drew is dealt again this way; the later deals of
        ``--count`` are ``seeded_permutations(seed, count)``.

        >>> Deal.from_seed(7) == Deal.from_permutation(next(seeded_permutations(7, 1)), "S")
        True
        """
        if not is_whole(seed):
            raise ParseError(f"{shown(seed)} is not a seed: a seed is a whole number")
        import random  # here, not at the top: reading and replaying deals never shuffles

        return cls.random(random.Random(seed), dealer)

    @classmethod
    def random(cls, rng: random.Random, dealer: Seat | str = Seat.S) -> Deal:
        """A deal from one portable Fisher–Yates shuffle drawn from ``rng`` (SPEC §1).

        The same deal as ``Deal.from_permutation(shuffled_permutation(rng), dealer)``, made
        faster by shuffling the cards' bits and summing every fourth one into a hand.
        """
        deck = _spec_shuffle(rng, list(_CARD_BITS))
        first = Seat.parse(dealer).next
        masks = [0, 0, 0, 0]
        for position in range(4):
            masks[first.after(position)] = sum(deck[position::4])
        return cls((masks[0], masks[1], masks[2], masks[3]))


def shuffled_permutation(rng: random.Random) -> list[int]:
    """One Fisher–Yates shuffle of 1..52: for i from 51 down to 1, swap a[i] and a[randint(0, i)]."""
    return _spec_shuffle(rng, list(range(1, 53)))


_CARD_BITS = tuple(1 << card for card in range(52))
# For each i from 51 down to 1: how many random bits randint(0, i) draws at a time.
_DRAWS = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))


def _shuffle_by_randint(rng: random.Random, a: list[T]) -> list[T]:
    for i in range(51, 0, -1):
        j = rng.randint(0, i)
        a[i], a[j] = a[j], a[i]
    return a


def _shuffle_by_bits(rng: random.Random, a: list[T]) -> list[T]:
    # What randint(0, i) does inside CPython's random.Random: draw (i+1).bit_length()
    # bits until the number is at most i. Inlined, it is three times faster.
    bits = rng.getrandbits
    for i, k in _DRAWS:
        j = bits(k)
        while j > i:
            j = bits(k)
        a[i], a[j] = a[j], a[i]
    return a


@functools.cache
def _draws_by_bits_match_randint() -> bool:
    """True where this Python's randint draws as ``_shuffle_by_bits`` assumes (checked once, on the first shuffle)."""
    import random

    for seed in (0, 1, 2024):
        expected = _shuffle_by_randint(random.Random(seed), list(range(52)))
        if _shuffle_by_bits(random.Random(seed), list(range(52))) != expected:
            return False  # pragma: no cover - a Python whose randint draws otherwise
    return True


def _spec_shuffle(rng: random.Random, a: list[T]) -> list[T]:
    """Shuffle 52 items in place exactly as SPEC §1 says, with ``rng.randint(0, i)``."""
    import random

    if type(rng) is random.Random and _draws_by_bits_match_randint():
        return _shuffle_by_bits(rng, a)
    return _shuffle_by_randint(rng, a)  # a subclass may draw its own way


def seeded_permutations(seed: int, count: int) -> Iterator[list[int]]:
    """``count`` successive shuffles from ``random.Random(seed)``, each from a fresh 1..52."""
    import random

    rng = random.Random(seed)
    for _ in range(count):
        yield shuffled_permutation(rng)


def _check_permutation(permutation: Iterable[int | str]) -> list[int]:
    """The permutation as ints, or DealError naming every problem at once."""
    if isinstance(permutation, (str, bytes)) or not isinstance(permutation, abc.Iterable):
        raise DealError(f"bad permutation: {shown(permutation)} is not a sequence of 52 card numbers")
    items = list(permutation)
    numbers, not_numbers = _numbers_of(items)
    if len(items) == 52 and not not_numbers and sorted(numbers) == _ONE_TO_52:
        return numbers
    raise DealError("bad permutation: " + "; ".join(_permutation_problems(len(items), numbers, not_numbers)))


def _permutation_problems(count: int, numbers: list[int], not_numbers: list[str]) -> list[str]:
    out_of_range = [n for n in numbers if not 1 <= n <= 52]
    repeated = sorted({n for n in numbers if numbers.count(n) > 1}, key=numbers.index)
    missing = sorted(set(_ONE_TO_52) - set(numbers))
    found = [
        (count != 52, f"expected 52 numbers, got {count}"),
        (bool(not_numbers), "not a number: " + ", ".join(not_numbers)),
        (bool(out_of_range), "out of range 1..52: " + ", ".join(map(str, out_of_range))),
        (bool(repeated), "repeated " + ", ".join(map(str, repeated))),
        (bool(missing), "missing " + _runs(missing or [0])),
    ]
    return [text for problem, text in found if problem]


def _numbers_of(items: list[int | str]) -> tuple[list[int], list[str]]:
    """The items that are whole numbers (ints, or texts of ASCII digits), and the reprs of the others."""
    numbers: list[int] = []
    not_numbers: list[str] = []
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool):
            numbers.append(item)
        elif isinstance(item, str) and _WHOLE_NUMBER.fullmatch(item.strip()):
            numbers.append(int(item.strip()))
        else:
            not_numbers.append(repr(item))
    return numbers, not_numbers


# ASCII digits only: int() would also take "３８", "٣٨" and "3_8" as 38.
_WHOLE_NUMBER = LazyPattern(r"[+-]?[0-9]+")
_ONE_TO_52 = list(range(1, 53))


def _runs(numbers: list[int]) -> str:
    """Sorted numbers as text, three or more in a row as a range: ``1, 4..52``."""
    parts: list[str] = []
    start = prev = numbers[0]
    for n in numbers[1:] + [-1]:
        if n == prev + 1:
            prev = n
            continue
        parts.append(f"{start}..{prev}" if prev - start >= 2 else ", ".join(map(str, range(start, prev + 1))))
        start = prev = n
    return ", ".join(parts)


_PBN_FIRST = {f"{seat}:": seat for seat in Seat}  # a Deal's opening seat and colon, as PBN writes them


def _plain_pbn_masks(text: str) -> tuple[int, int, int, int] | None:
    """The four masks, North first, of a Deal as programs write it (``N:`` then four hands of four suits,
    one space between hands): one split of the hands, one of the suits, and one look-up a suit (in the
    table of suits as written, else of any suit). None for anything else, which ``Deal.from_pbn`` reads in
    full (and names what is wrong)."""
    return _pbn_masks(text, _WRITTEN_SUITS.__getitem__) or _pbn_masks(text, _suit_bits)


def _written_pbn_masks(text: str) -> tuple[int, int, int, int] | None:
    """The four masks, North first, of a Deal exactly as ``Deal.to_pbn`` writes it (each suit's ranks
    high to low, in upper case): one look-up a suit. None for any other text, which the caller reads
    with ``Deal.from_pbn``."""
    return _pbn_masks(text, _WRITTEN_SUITS.__getitem__)


def _pbn_masks(text: str, suit_bits: Callable[[str], int | None]) -> tuple[int, int, int, int] | None:
    """The four masks, North first, of a Deal written as programs write it, each suit's 13 bits from
    ``suit_bits`` (None: not a suit it reads); None for anything else."""
    first = _PBN_FIRST.get(text[:2])
    hands = text[2:].split(" ")
    if first is None or len(hands) != 4 or list(map(str.count, hands, "....")) != [3, 3, 3, 3]:
        return None
    bits = list(map(suit_bits, ".".join(hands).split(".")))
    if None in bits:
        return None
    b = cast("list[int]", bits)
    masks = [b[0] << 39 | b[1] << 26 | b[2] << 13 | b[3], b[4] << 39 | b[5] << 26 | b[6] << 13 | b[7],
             b[8] << 39 | b[9] << 26 | b[10] << 13 | b[11], b[12] << 39 | b[13] << 26 | b[14] << 13 | b[15]]
    k = -first & 3  # the hands from North: the first seat's hand is the ``first``-th
    north, east, south, west = masks[k:] + masks[:k]
    return north, east, south, west


class _WrittenSuits(dict[str, "int | None"]):
    """A suit's 13 bits by its text as PBN writes it (``AKT2``: ranks high to low, in upper case; a void
    empty), learnt on first use (at most 8,192 texts); None for a text written otherwise, which is not kept."""

    def __missing__(self, part: str) -> int | None:
        bits, below = 0, 13
        for ch in part:
            rank = _WRITTEN_RANK.get(ch)
            if rank is None or rank >= below:
                return None
            bits |= 1 << rank
            below = rank
        self[part] = bits
        return bits


_WRITTEN_RANK = {ch: rank for rank, ch in enumerate("23456789TJQKA")}


_WRITTEN_SUITS = _WrittenSuits()


def _mask_problems(masks: Sequence[int]) -> list[str]:
    if len(masks) != 4:
        return [f"a deal has four hands, not {len(masks)}"]
    n, e, s, w = masks
    if isinstance(n, int) and isinstance(e, int) and isinstance(s, int) and isinstance(w, int) and (
        n.bit_count() == e.bit_count() == s.bit_count() == w.bit_count() == 13 and n | e | s | w == FULL_DECK
    ):
        return []
    bad = [seat for seat, m in zip(Seat, masks) if not isinstance(m, int) or not 0 <= m <= FULL_DECK]
    if bad:
        return [f"{bad[0].full_name}'s hand is not a set of cards"]
    return _card_problems(masks)


def _card_problems(masks: Sequence[int]) -> list[str]:
    """Cards dealt twice, hands of other than 13 cards, cards missing."""
    problems = []
    seen = 0
    for seat, m in zip(Seat, masks):
        problems += [f"{card} is dealt twice" for card in CARDS if (seen & m) >> card & 1]
        seen |= m
        if m.bit_count() != 13:
            problems.append(f"{seat.full_name} holds {m.bit_count()} cards, not 13")
    missing = [str(c) for c in CARDS if not seen >> c & 1]
    return problems + (["missing " + " ".join(missing)] if missing else [])
