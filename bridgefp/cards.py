"""Seats, strains, cards and hands: small ints under a name, hands as 52-bit masks.

A card is an int 0..51: ``13 * suit + rank - 2`` with suits C=0, D=1, H=2, S=3 and
ranks 2..14 (J=11, Q=12, K=13, A=14); card number n of SPEC §1 is the card ``n - 1``.
A hand is a bit mask over those ints, so a suit is a 13-bit slice of it and counting
points or lengths is a table look-up.
"""

from __future__ import annotations

import enum
import functools
import itertools
import re
from dataclasses import dataclass
from typing import Iterable, Iterator, Self

from ._patterns import LazyPattern
from .errors import ParseError
from ._records import immutable


def shown(value: object) -> str:
    """A value named in a message: its repr, shortened when long."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:30]}… ({len(text)} characters)"


def require_text(value: object, what: str) -> str:
    """``value`` if it is a string; else ParseError saying it is not ``what`` (e.g. "a card")."""
    if not isinstance(value, str):
        raise ParseError(f"{shown(value)} is not {what}: {what} is read from a string, not {type(value).__name__}")
    return value


def is_whole(value: object) -> bool:
    """Whether ``value`` is an int (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool)

__all__ = [
    "Seat",
    "Side",
    "SEATS",
    "SUIT_SYMBOLS",
    "SUIT_LETTERS",
    "Strain",
    "Vulnerability",
    "Card",
    "Hand",
    "SUITS",
    "SUIT_MASK",
    "FULL_DECK",
    "rank_text",
]


SUIT_SYMBOLS = "♣♦♥♠"
"""The suit symbols, clubs first: ``SUIT_SYMBOLS[suit]``."""
SUIT_LETTERS = "CDHS"
"""The suit letters, clubs first: ``SUIT_LETTERS[suit]``."""
_OPEN_SYMBOLS = "♧♢♡♤"  # the white suit symbols, also read


class Side(enum.StrEnum):
    """A partnership: North–South or East–West. Compares equal to its text, ``"NS"`` or ``"EW"``."""

    NS = "NS"
    EW = "EW"

    def __repr__(self) -> str:
        return f"Side.{self.name}"

    @property
    def other(self) -> Side:
        """The opposing side."""
        return Side.EW if self is Side.NS else Side.NS


class Seat(enum.IntEnum):
    """A seat at the table, clockwise from North."""

    N = 0
    E = 1
    S = 2
    W = 3

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    @property
    def full_name(self) -> str:
        """``"North"``, ``"East"``, ``"South"`` or ``"West"``."""
        return _SEAT_NAMES[self]

    @property
    def partner(self) -> Seat:
        return _SEATS[self ^ 2]

    @property
    def next(self) -> Seat:
        """The seat on this seat's left: the next to act, clockwise."""
        return _SEATS[(self + 1) & 3]

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise from this one."""
        return _SEATS[(self + steps) & 3]

    @property
    def side(self) -> Side:
        """``Side.NS`` or ``Side.EW`` (each equal to its text, ``"NS"``, ``"EW"``)."""
        return _SIDES[self & 1]

    def is_opponent_of(self, other: int) -> bool:
        """True if ``other`` sits on the other side (the one place side arithmetic is done)."""
        return bool((self ^ other) & 1)

    @classmethod
    def parse(cls, text: str | Seat) -> Seat:
        """Read ``"N"``, ``"north"``, ``"W"``… (case-insensitive)."""
        if isinstance(text, Seat):
            return text
        seat = _SEAT_BY_TEXT.get(str(text).strip().lower())
        if seat is None:
            raise ParseError(f"{text!r} is not a seat (N, E, S or W)")
        return seat


_SEATS = SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_SIDES = (Side.NS, Side.EW)
_SEAT_NAMES = ("North", "East", "South", "West")
_SEAT_BY_TEXT = {
    **{s.name.lower(): s for s in _SEATS},
    **{n.lower(): s for s, n in zip(_SEATS, _SEAT_NAMES)},
}


class Strain(enum.IntEnum):
    """A strain, low to high: the four suits, then no trump."""

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    @property
    def full_name(self) -> str:
        """``"Clubs"`` … ``"Spades"``, ``"No trump"``."""
        return _STRAIN_NAMES[self]

    @property
    def symbol(self) -> str:
        """``♣ ♦ ♥ ♠`` for a suit, ``NT`` for no trump."""
        return SUIT_SYMBOLS[self] if self != 4 else "NT"

    @property
    def is_major(self) -> bool:
        return self == 2 or self == 3

    @property
    def is_minor(self) -> bool:
        return self == 0 or self == 1

    @classmethod
    def parse(cls, text: str | int) -> Strain:
        """Read ``"H"``, ``"hearts"``, ``"♥"``, ``"NT"``, ``"N"``, ``"notrump"``…"""
        if isinstance(text, int):
            if isinstance(text, bool) or not 0 <= text <= 4:
                raise ParseError(f"{text} is not a strain (0..4: C, D, H, S, NT)")
            return STRAINS[text]
        strain = _STRAIN_BY_TEXT.get(require_text(text, "a strain").strip().lower().replace(" ", ""))
        if strain is None:
            raise ParseError(f"{text!r} is not a strain (C, D, H, S or NT)")
        return strain


STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)
SUITS = STRAINS[:4]
_STRAIN_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades", "No trump")
_STRAIN_BY_TEXT: dict[str, Strain] = {}
for _s in STRAINS:
    _STRAIN_BY_TEXT[_s.name.lower()] = _s
    _STRAIN_BY_TEXT[_STRAIN_NAMES[_s].lower().replace(" ", "")] = _s
for _sym, _s in zip(SUIT_SYMBOLS, SUITS):
    _STRAIN_BY_TEXT[_sym] = _s
for _sym, _s in zip(_OPEN_SYMBOLS, SUITS):
    _STRAIN_BY_TEXT[_sym] = _s
for _alias in ("n", "notrumps", "nt", "notrump", "sa"):
    _STRAIN_BY_TEXT[_alias] = Strain.NT
for _alias, _s in (("club", Strain.C), ("diamond", Strain.D), ("heart", Strain.H), ("spade", Strain.S)):
    _STRAIN_BY_TEXT[_alias] = _s


class Vulnerability(enum.Enum):
    """Which sides are vulnerable: the PBN words ``None``, ``NS``, ``EW``, ``All``."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    ALL = "All"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Vulnerability.{self.name}"

    def is_vulnerable(self, seat: Seat) -> bool:
        """True if ``seat``'s side is vulnerable."""
        if self is Vulnerability.ALL:
            return True
        if self is Vulnerability.NONE:
            return False
        return bool(self.value == seat.side.value)

    @classmethod
    def parse(cls, text: str | Vulnerability) -> Vulnerability:
        """Read ``"None"``, ``"NS"``, ``"EW"``, ``"All"`` (also ``"Love"``, ``"Both"``, ``"-"``)."""
        if isinstance(text, Vulnerability):
            return text
        vul = _VUL_BY_TEXT.get(str(text).strip().lower())
        if vul is None:
            raise ParseError(f"{text!r} is not a vulnerability (None, NS, EW or All)")
        return vul

    @classmethod
    def of_board(cls, board: int) -> Vulnerability:
        """The vulnerability of ``board`` (1, 2, …) in the standard 16-board cycle."""
        if not is_whole(board) or board < 1:
            raise ParseError(f"{shown(board)} is not a board number (1, 2, …)")
        return _VUL_CYCLE[(board - 1) % 16]


_VUL_BY_TEXT = {
    "none": Vulnerability.NONE, "love": Vulnerability.NONE, "-": Vulnerability.NONE,
    "ns": Vulnerability.NS, "n-s": Vulnerability.NS, "n/s": Vulnerability.NS,
    "ew": Vulnerability.EW, "e-w": Vulnerability.EW, "e/w": Vulnerability.EW,
    "all": Vulnerability.ALL, "both": Vulnerability.ALL,
}
_VUL_CYCLE = tuple(
    Vulnerability(v)
    for v in "None NS EW All NS EW All None EW All None NS All None NS EW".split()
)

RANK_CHARS = "23456789TJQKA"
_RANK_BY_TEXT = {c: i for i, c in enumerate(RANK_CHARS)}
_RANK_BY_TEXT["10"] = 8
# A rank's bit in a 13-bit suit slice, by its letter in either case (the ranks a PBN suit is written with).
_RANK_BIT = {c: 1 << i for i, c in enumerate(RANK_CHARS)} | {c.lower(): 1 << i for i, c in enumerate(RANK_CHARS)}
_SUIT_CHARS = SUIT_LETTERS + SUIT_SYMBOLS + _OPEN_SYMBOLS
_CARD_RE = LazyPattern(
    rf"^\s*(?:([{_SUIT_CHARS}])\s*(10|[2-9TJQKA])|(10|[2-9TJQKA])\s*([{_SUIT_CHARS}]))\s*$",
    re.IGNORECASE,
)


def rank_text(rank_index: int) -> str:
    """The rank as people write it in a layout: ``2`` … ``10``, ``J``, ``Q``, ``K``, ``A``."""
    return "10" if rank_index == 8 else RANK_CHARS[rank_index]


class IndexedValue(int):
    """A value that is an index into a fixed range (a card of 52, a call of 38): built only from an
    index in range (ParseError for anything else), equal to the same value or the plain int of its
    index, never to another kind of value that happens to be the same int (a card and a call)."""

    __slots__ = ()
    _COUNT = 0
    _WHAT = "value"

    def __new__(cls, index: int = 0) -> Self:
        if type(index) is not int and type(index) is not cls or not 0 <= index < cls._COUNT:
            raise ParseError(f"{shown(index)} is not a {cls._WHAT} index (0..{cls._COUNT - 1})")
        return int.__new__(cls, index)

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self) or type(other) is int:
            return int.__eq__(self, other)  # the int comparison, no ints built
        return False if isinstance(other, int) else NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = int.__hash__


class Card(IndexedValue):
    """A card, the int ``13 * suit + rank - 2``; ``str`` gives ``"HA"``, ``"S2"``, ``"CT"``.

    >>> Card.parse("10s"), Card.from_number(38)
    (Card.parse('ST'), Card.parse('HK'))
    >>> Card.parse("HK").suit, Card.parse("HK").rank
    (Strain.H, 13)
    """

    __slots__ = ()
    _COUNT = 52
    _WHAT = "card"

    @property
    def suit(self) -> Strain:
        return STRAINS[self // 13]

    @property
    def rank(self) -> int:
        """2..14, with J=11, Q=12, K=13, A=14."""
        return self % 13 + 2

    @property
    def number(self) -> int:
        """The card's number 1..52 in the unshuffled deck of SPEC §1."""
        return int(self) + 1

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card.parse({_CARD_TEXT[self]!r})"

    @classmethod
    def from_number(cls, number: int) -> Card:
        """The card numbered 1..52 (clubs 2..A, diamonds, hearts, spades)."""
        if not is_whole(number) or not 1 <= number <= 52:
            raise ParseError(f"{shown(number)} is not a card number (1..52)")
        return CARDS[number - 1]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"SA"``, ``"AS"``, ``"10S"``, ``"S10"``, ``"♠A"``, ``"ht"`` (case-insensitive)."""
        card = _CARD_BY_TEXT.get(require_text(text, "a card"))
        if card is not None:
            return card
        m = _CARD_RE.match(text) if isinstance(text, str) else None
        if m is None:
            raise ParseError(f"{text!r} is not a card (a suit and a rank, e.g. SA, HT, 10C)")
        suit_text = m.group(1) or m.group(4)
        rank_t = (m.group(2) or m.group(3)).upper()
        return CARDS[13 * Strain.parse(suit_text) + _RANK_BY_TEXT[rank_t]]


_CARD_TEXT = tuple(f"{SUIT_LETTERS[i // 13]}{RANK_CHARS[i % 13]}" for i in range(52))
CARDS = tuple(Card(i) for i in range(52))
_CARD_BY_TEXT = {t: c for t, c in zip(_CARD_TEXT, CARDS)}

SUIT_MASK = 0x1FFF
FULL_DECK = (1 << 52) - 1

# Points of a 13-bit suit slice: bit 12 is the ace, 11 the king, 10 the queen, 9 the jack.
# Only the top four bits count, so the table is the 16 values of AKQJ, each repeated for the
# 512 patterns of the cards below the jack (built by repetition: cheap at import).
_HCP_OF_HONOURS = [4 * (t >> 3 & 1) + 3 * (t >> 2 & 1) + 2 * (t >> 1 & 1) + (t & 1) for t in range(16)]
HCP_OF_SUIT = tuple(itertools.chain.from_iterable([points] * 512 for points in _HCP_OF_HONOURS))


@immutable
@dataclass(frozen=True, slots=True)
class Hand:
    """A set of cards as a 52-bit mask; iterates, counts and tests membership like a set.

    >>> h = Hand.from_pbn("Q43.AKQJT2.Q8.32")
    >>> len(h), Card.parse("HA") in h, h.length(Strain.H)
    (13, True, 6)
    >>> h
    Hand.from_pbn('Q43.AKQJT2.Q8.32')
    """

    mask: int

    @classmethod
    def from_cards(cls, cards: Iterable[int | str]) -> Hand:
        """A hand of the given cards (ints or card texts)."""
        mask = 0
        try:
            items = iter(cards)
        except TypeError:
            raise ParseError(f"{shown(cards)} is not a collection of cards") from None
        for c in items:
            mask |= 1 << (Card.parse(c) if isinstance(c, str) else Card(c))
        return cls(mask)

    @classmethod
    def from_pbn(cls, text: str) -> Hand:
        """Read a PBN hand: ``spades.hearts.diamonds.clubs``, ``T`` (or ``10``) for ten, ``-`` for a void."""
        return cls(pbn_hand_mask(text))

    @classmethod
    def _from_pbn_checked(cls, text: str, parts: list[str]) -> Hand:
        """``from_pbn`` card by card, to name what is wrong."""
        mask = 0
        for suit, part in zip((3, 2, 1, 0), parts):
            part = part.replace("10", "T")
            if part == "-":
                continue
            for ch in part:
                r = _RANK_BY_TEXT.get(ch.upper())
                if r is None:
                    raise ParseError(f"{text!r} is not a PBN hand: {ch!r} is not a rank")
                bit = 1 << (13 * suit + r)
                if mask & bit:
                    raise ParseError(f"{text!r} holds {_CARD_TEXT[13 * suit + r]} twice")
                mask |= bit
        return cls(mask)

    def to_pbn(self) -> str:
        """The PBN hand, spades first; ``T`` for ten; an empty suit is empty."""
        m = self.mask
        return (
            f"{_suit_text(m >> 39 & SUIT_MASK)}.{_suit_text(m >> 26 & SUIT_MASK)}."
            f"{_suit_text(m >> 13 & SUIT_MASK)}.{_suit_text(m & SUIT_MASK)}"
        )

    def __repr__(self) -> str:
        return f"Hand.from_pbn({self.to_pbn()!r})"

    def __str__(self) -> str:
        return self.to_pbn()

    def suit_bits(self, suit: int) -> int:
        """The 13-bit slice of one suit: bit 0 the two, bit 12 the ace."""
        return (self.mask >> (13 * suit)) & SUIT_MASK

    def length(self, suit: int) -> int:
        """How many cards of ``suit`` the hand holds."""
        return ((self.mask >> (13 * suit)) & SUIT_MASK).bit_count()

    def lengths(self) -> tuple[int, int, int, int]:
        """Suit lengths, clubs first."""
        m = self.mask
        return (
            (m & SUIT_MASK).bit_count(),
            (m >> 13 & SUIT_MASK).bit_count(),
            (m >> 26 & SUIT_MASK).bit_count(),
            (m >> 39 & SUIT_MASK).bit_count(),
        )

    def cards_in(self, suit: int) -> list[Card]:
        """The cards of one suit, high to low."""
        return [CARDS[13 * suit + r] for r in _ranks_high_to_low(self.suit_bits(suit))]

    def __iter__(self) -> Iterator[Card]:
        m = self.mask
        while m:
            low = m & -m
            yield CARDS[low.bit_length() - 1]
            m ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 52 and bool(self.mask >> card & 1)

    def __or__(self, other: Hand) -> Hand:
        return Hand(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        return Hand(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        return Hand(self.mask & ~other.mask)

    def without(self, card: int) -> Hand:
        """This hand less one card."""
        return Hand(self.mask & ~(1 << card))


def pbn_hand_mask(text: str) -> int:
    """The mask of a PBN hand (``Hand.from_pbn(text).mask``), without building the Hand; ParseError as it raises."""
    parts = require_text(text, "a PBN hand").strip().split(".")
    if len(parts) != 4:
        raise ParseError(f"{text!r} is not a PBN hand (four suits separated by dots)")
    s, h, d, c = _suit_bits(parts[0]), _suit_bits(parts[1]), _suit_bits(parts[2]), _suit_bits(parts[3])
    if s is not None and h is not None and d is not None and c is not None:
        return s << 39 | h << 26 | d << 13 | c
    return Hand._from_pbn_checked(text, parts).mask


@functools.lru_cache(maxsize=8192)
def _suit_bits(part: str) -> int | None:
    """The 13-bit slice of one PBN suit (``AKT2``, ``-``); None if it is not one (cached). The ranks'
    bits are added up: a rank held twice carries into another bit, so the sum has fewer bits set
    than the suit has characters."""
    if part == "-":
        return 0
    try:
        bits = sum(map(_RANK_BIT.__getitem__, part))
    except KeyError:
        return _suit_bits(part.replace("10", "T")) if "10" in part else None
    return bits if bits.bit_count() == len(part) else None


@functools.lru_cache(maxsize=8192)
def _suit_text(bits: int) -> str:
    """The ranks of a 13-bit suit slice, high to low, as PBN writes them (cached: deals repeat suits)."""
    return "".join(RANK_CHARS[r] for r in _ranks_high_to_low(bits))


def _ranks_high_to_low(bits: int) -> Iterator[int]:
    while bits:
        r = bits.bit_length() - 1
        yield r
        bits ^= 1 << r
