"""Seed 001's Goren opening bids (SPEC §5): one rule per function, first that applies.

Points here are HCP plus *length* points (one per card beyond four in each suit),
not the shortness points of the simple system. Each rule is a question,
``should_open_…(hand)``, answered with the opening and why (a ``Choice``) when the
rule applies and ``None`` when it does not; ``choose_opening`` asks them in SPEC
§5's corrected order (the balanced 19–20 rule before the 13–21 minor rule).

The rules are read literally, so two boundaries fall where a bridge player might
not expect them: a balanced 21-HCP hand with no five-card suit has 21 points and
opens a minor (rule 4 comes before 2NT), and a balanced hand of 24+ HCP with no
five-card suit fits no rule and passes.

>>> opening_bid(Hand.from_pbn("AKJ2.KQ3.Q32.J32"))
'1NT'
>>> choose_opening(Hand.from_pbn("AKJ32.Q32.Q32.32")).explain
'13 points, 5 spades: open 1S'
"""

from __future__ import annotations

from typing import Callable

from ..auction import Auction, first_legal_bid
from ..calls import CALLS, PASS, Call
from ..cards import SUITS, Hand, Strain, Vulnerability
from ..errors import ParseError
from ..evaluation import high_card_points, is_balanced, length_points, shape_of
from .base import Choice, bid_if_possible, lowest_legal_level

__all__ = [
    "high_card_points",
    "distribution_points",
    "point_count",
    "is_balanced",
    "length",
    "opening_bid",
    "choose_opening",
    "should_open_one_notrump",
    "should_open_one_of_a_major",
    "should_open_one_of_a_minor_balanced",
    "should_open_one_of_a_minor",
    "should_open_two_notrump",
    "should_open_two_of_a_suit",
    "should_open_three_of_a_suit",
    "should_open_four_of_a_suit",
    "GorenSystem",
]

_C, _D, _H, _S, _NT = Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT


def distribution_points(hand: Hand) -> int:
    """Seed 001's distribution points: one per card beyond four in each suit.

    >>> distribution_points(Hand.from_pbn("Q43.AKQJT2.Q8.32"))
    2
    """
    return length_points(hand)


def point_count(hand: Hand) -> int:
    """High-card points plus distribution points.

    >>> point_count(Hand.from_pbn("Q43.AKQJT2.Q8.32"))
    16
    """
    shape = shape_of(hand.mask)
    return shape.hcp + shape.length_points


def length(suit: str | Strain, hand: Hand) -> int:
    """How many cards of ``suit`` the hand holds.

    ``suit`` is ``"Clubs"`` … ``"Spades"`` in any case, a letter ``C``/``D``/``H``/``S``,
    or a ``Strain`` other than NT; anything else is a ``ParseError``.

    >>> hand = Hand.from_pbn("Q43.AKQJT2.Q8.32")
    >>> length("Hearts", hand), length("spades", hand), length("D", hand), length(Strain.C, hand)
    (6, 3, 2, 2)
    """
    try:
        strain = Strain.parse(suit)
    except (ParseError, IndexError, AttributeError):
        strain = _NT
    if strain == _NT:
        raise ParseError(f"{suit!r} is not a suit (Clubs, Diamonds, Hearts or Spades)")
    return hand.length(strain)


def opening_bid(hand: Hand) -> str:
    """Seed 001's opening bid as text: ``"1NT"``, ``"2S"``, ``"Pass"``…

    >>> [opening_bid(Hand.from_pbn(pbn)) for pbn in ("K765432.Q2.32.32", "Q765432.Q2.32.32")]
    ['3S', 'Pass']
    """
    return str(choose_opening(hand).call)


def choose_opening(hand: Hand) -> Choice:
    """The opening of the first SPEC §5 rule that applies, and why; Pass if none does."""
    for rule in _RULES:
        choice = rule(hand)
        if choice is not None:
            return choice
    points = point_count(hand)
    return Choice(PASS, f"{points} points, {high_card_points(hand)} HCP: no opening applies, pass")


def should_open_one_notrump(hand: Hand) -> Choice | None:
    """Rule 1: 16–18 HCP and a balanced hand open 1NT.

    >>> should_open_one_notrump(Hand.from_pbn("AKJ2.KQ3.Q32.J32"))
    Choice(call=Call.parse('1NT'), explain='16 HCP, balanced: open 1NT')
    """
    shape = shape_of(hand.mask)
    if 16 <= shape.hcp <= 18 and shape.balanced:
        return _open(1, _NT, f"{shape.hcp} HCP, balanced")
    return None


def should_open_one_of_a_major(hand: Hand) -> Choice | None:
    """Rule 2: 13–21 points and a five-card major open the longer major; equal, spades."""
    shape = shape_of(hand.mask)
    points = shape.hcp + shape.length_points
    hearts, spades = shape.lengths[_H], shape.lengths[_S]
    if not (13 <= points <= 21 and max(hearts, spades) >= 5):
        return None
    major = _S if spades >= hearts else _H
    return _open(1, major, f"{points} points, {_cards(shape.lengths[major], major)}")


def should_open_one_of_a_minor_balanced(hand: Hand) -> Choice | None:
    """Rule 3: a balanced hand of 19–20 HCP opens the longer minor, even with three cards.

    >>> should_open_one_of_a_minor_balanced(Hand.from_pbn("AKJ2.KQ32.KQ2.J2")).explain
    '19 HCP, balanced, 3 diamonds: open 1D'
    """
    shape = shape_of(hand.mask)
    if not (19 <= shape.hcp <= 20 and shape.balanced):
        return None
    minor = _longer_minor(shape.lengths)
    return _open(1, minor, f"{shape.hcp} HCP, balanced, {_cards(shape.lengths[minor], minor)}")


def should_open_one_of_a_minor(hand: Hand) -> Choice | None:
    """Rule 4: 13–21 points open the longer minor.

    With equal minors: clubs when each has three cards or fewer, diamonds with four or more.
    """
    shape = shape_of(hand.mask)
    points = shape.hcp + shape.length_points
    if not 13 <= points <= 21:
        return None
    minor = _longer_minor(shape.lengths)
    return _open(1, minor, f"{points} points, {_cards(shape.lengths[minor], minor)}")


def should_open_two_notrump(hand: Hand) -> Choice | None:
    """Rule 5: 21–23 HCP and a balanced hand open 2NT."""
    shape = shape_of(hand.mask)
    if 21 <= shape.hcp <= 23 and shape.balanced:
        return _open(2, _NT, f"{shape.hcp} HCP, balanced")
    return None


def should_open_two_of_a_suit(hand: Hand) -> Choice | None:
    """Rule 6: 22+ points and a five-card suit open two of it.

    Between five-card suits: a major over a minor, else more HCP in the suit, else the
    longer, else the lower-ranking. (Three five-card suits need fifteen cards, so at
    most two compete.)

    >>> should_open_two_of_a_suit(Hand.from_pbn("A2.KQ432.A.AKQJ2")).explain
    '25 points, 5 hearts and 5 clubs, the major: open 2H'
    """
    shape = shape_of(hand.mask)
    points = shape.hcp + shape.length_points
    lengths, suit_hcp = shape.lengths, shape.suit_hcp
    five_card_suits = [s for s in SUITS if lengths[s] >= 5]
    if points < 22 or not five_card_suits:
        return None
    ranked = sorted(
        five_card_suits, key=lambda s: (s.is_major, suit_hcp[s], lengths[s], -s), reverse=True
    )
    suit = ranked[0]
    held = _cards(lengths[suit], suit)
    if len(ranked) > 1:
        other = ranked[1]
        if suit.is_major != other.is_major:
            why = "the major"
        elif suit_hcp[suit] != suit_hcp[other]:
            why = "more HCP"
        elif lengths[suit] != lengths[other]:
            why = "the longer"
        else:
            why = "the lower-ranking"
        held = f"{held} and {_cards(lengths[other], other)}, {why}"
    return _open(2, suit, f"{points} points, {held}")


def should_open_three_of_a_suit(hand: Hand) -> Choice | None:
    """Rule 7: 5–9 HCP and a suit of exactly seven cards preempt at three."""
    return _preempt(hand, 3, range(5, 10), lambda n: n == 7)


def should_open_four_of_a_suit(hand: Hand) -> Choice | None:
    """Rule 8: 6–8 HCP and a suit of eight or more cards preempt at four.

    >>> should_open_four_of_a_suit(Hand.from_pbn("32.KQ765432.J.32")).explain
    '6 HCP, 8 hearts: open 4H'
    """
    return _preempt(hand, 4, range(6, 9), lambda n: n >= 8)


def _preempt(
    hand: Hand, level: int, hcp_range: range, is_long_enough: Callable[[int], bool]
) -> Choice | None:
    shape = shape_of(hand.mask)
    if shape.hcp not in hcp_range:
        return None
    for suit in SUITS:
        if is_long_enough(shape.lengths[suit]):
            return _open(level, suit, f"{shape.hcp} HCP, {_cards(shape.lengths[suit], suit)}")
    return None


_RULES = (
    should_open_one_notrump,
    should_open_one_of_a_major,
    should_open_one_of_a_minor_balanced,
    should_open_one_of_a_minor,
    should_open_two_notrump,
    should_open_two_of_a_suit,
    should_open_three_of_a_suit,
    should_open_four_of_a_suit,
)


def _longer_minor(lengths: tuple[int, int, int, int]) -> Strain:
    """The longer minor; equal, clubs with three or fewer each and diamonds with four or more."""
    clubs, diamonds = lengths[_C], lengths[_D]
    if clubs != diamonds:
        return _C if clubs > diamonds else _D
    return _C if clubs <= 3 else _D


def _open(level: int, strain: Strain, reason: str) -> Choice:
    bid = CALLS[5 * (level - 1) + strain]
    return Choice(bid, f"{reason}: open {bid}")


def _cards(n: int, suit: Strain) -> str:
    name = suit.full_name.lower()
    return f"{n} {name if n != 1 else name[:-1]}"


class GorenSystem:
    """Seed 001's openings as a ``System``: open by SPEC §5, then always pass.

    A side that has bid never opens again. An opponent's bid in the way raises the
    opening to the cheapest legal bid of the same strain; with none left, Pass.

    >>> north = Hand.from_pbn("A2.K32.KJ432.Q32")
    >>> GorenSystem().choose(north, Auction.from_calls("W", ["3C"])).explain
    '14 points, 5 diamonds: open 1D; 3C is in the way: bid 3D'
    """

    name = "goren"

    def choose(self, hand: Hand, auction: Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> Choice:
        seat = auction.turn  # Goren's openings take no account of vulnerability: ``vulnerable`` is unread
        for index, call in enumerate(auction.calls):
            bidder = auction.seat_of(index)
            if call.is_bid and not bidder.is_opponent_of(seat):
                who = "I" if bidder == seat else "partner"
                return Choice(PASS, f"{who} opened {call}; goren bids only the opening: pass")
        opening = choose_opening(hand)
        return _over(opening, auction.last_bid)

    def __repr__(self) -> str:
        return "GorenSystem()"


def _over(opening: Choice, last_bid: Call | None) -> Choice:
    """The opening, raised in its strain past an opponent's bid in the way; Pass if none is left."""
    call = opening.call
    strain = call.strain
    if strain is None or call >= first_legal_bid(last_bid):
        return opening
    in_the_way = last_bid
    # The opening does not outrank the last bid, so the lowest legal level is at or above its own.
    bid: Call | None = bid_if_possible(lowest_legal_level(strain, last_bid), strain)
    if bid is None:
        return Choice(PASS, f"{opening.explain}; {in_the_way} is in the way: pass")
    return Choice(bid, f"{opening.explain}; {in_the_way} is in the way: bid {bid}")
