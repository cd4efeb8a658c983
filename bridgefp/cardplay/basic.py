"""The card-play robot: a deterministic, pure function of what one seat may see.

``view_for(board)`` cuts a board down to what the player to act may see: the
cards they control (declarer also controls dummy), dummy after the opening
lead, the auction and the cards played. ``choose_card(view)`` then applies
sound habits, first that fits:

* opening lead: partner's bid suit; against a suit contract, the ace from
  ace-king, a singleton, the top of touching honours; else fourth best of the
  longest suit (top of a short suit);
* declarer draws trumps from the top while the opponents still hold some and the
  side has more, crossing to the hand with trumps when needed;
* a leader cashes a winner (the highest card left in its suit), else leads
  low from the longest suit;
* second hand low; third hand high, but the lowest of touching top cards;
* fourth hand wins as cheaply as possible;
* never beat partner's winning card; when void, ruff as cheaply as wins (over a
  ruff if needed) unless partner is winning, else discard from length (the longest
  suit, and of equally long ones the one with fewer honours).
"""

from __future__ import annotations

from ..cards import CARDS, HCP_OF_SUIT, SUIT_MASK, Card, Seat, Strain
from .view import CardChoice, PlayView, winning

__all__ = ["choose_card"]

_SEATS = tuple(Seat)
_FULL = (1 << 52) - 1


def _suit(mask: int, suit: int) -> int:
    return mask >> (13 * suit) & SUIT_MASK


def _low(bits: int, suit: int) -> Card:
    return CARDS[13 * suit + ((bits & -bits).bit_length() - 1)]


def _high(bits: int, suit: int) -> Card:
    return CARDS[13 * suit + bits.bit_length() - 1]


def _name(suit: int) -> str:
    return Strain(suit).full_name.lower()


def choose_card(view: PlayView) -> CardChoice:
    """The robot's card for the player to act, from what ``view`` shows, and why."""
    if not view.current:
        if view.tricks_done == 0:
            return _opening_lead(view)
        return _lead(view)
    return _follow(view)


def _unseen(view: PlayView) -> int:
    """Cards neither played nor in a hand this player sees."""
    seen = view.played | view.hand | (view.partner_hand or 0)
    return _FULL & ~seen


def _is_boss(view: PlayView, card: int) -> bool:
    suit = card // 13
    above = _suit(_unseen(view), suit) >> (card % 13 + 1)
    return above == 0


def _partner_bid_suit(view: PlayView) -> int | None:
    partner = view.seat.partner
    for seat, call in view.auction.with_seats():
        if seat == partner and call.is_bid and call.strain is not None and call.strain != Strain.NT:
            return int(call.strain)
    return None


def _top_of_sequence(bits: int) -> int | None:
    """The rank index of the top of two or more touching cards headed by an honour (T or better)."""
    top = bits.bit_length() - 1
    if top >= 8 and bits >> (top - 1) & 1:
        return top
    return None


def _opening_lead(view: PlayView) -> CardChoice:
    hand, trump = view.hand, view.trump
    suits = [s for s in range(4) if _suit(hand, s)]
    partner_suit = _partner_bid_suit(view)
    if partner_suit is not None and _suit(hand, partner_suit):
        bits = _suit(hand, partner_suit)
        card = _high(bits, partner_suit) if bits.bit_count() <= 2 or _top_of_sequence(bits) else _low(bits, partner_suit)
        return CardChoice(card, f"opening lead: partner's suit, {_name(partner_suit)}")
    side_suits = [s for s in suits if s != trump] or suits
    if trump < 4:
        for s in side_suits:
            bits = _suit(hand, s)
            if bits >> 11 & 3 == 3:
                return CardChoice(CARDS[13 * s + 12], f"opening lead: ace from ace-king in {_name(s)}")
        singles = [s for s in side_suits if _suit(hand, s).bit_count() == 1]
        if singles and _suit(hand, trump):
            s = singles[0]
            return CardChoice(_high(_suit(hand, s), s), "opening lead: a singleton, hoping to ruff")
    for s in sorted(side_suits, key=lambda s: -_suit(hand, s).bit_count()):
        bits = _suit(hand, s)
        top = _top_of_sequence(bits)
        if top is not None and top >= 9:
            return CardChoice(CARDS[13 * s + top], f"opening lead: top of touching honours in {_name(s)}")
    longest = max(side_suits, key=lambda s: (_suit(hand, s).bit_count(), s))
    bits = _suit(hand, longest)
    if bits.bit_count() >= 4:
        for _ in range(3):
            bits &= ~(1 << (bits.bit_length() - 1))
        return CardChoice(_high(bits, longest), f"opening lead: fourth best of the longest suit, {_name(longest)}")
    return CardChoice(_high(bits, longest), f"opening lead: top of a short suit, {_name(longest)}")


def _lead(view: PlayView) -> CardChoice:
    hand, trump = view.hand, view.trump
    unseen = _unseen(view)
    if view.is_declaring and trump < 4:
        ours = _suit(hand, trump).bit_count() + _suit(view.partner_hand or 0, trump).bit_count()
        theirs = _suit(unseen, trump).bit_count()
        mine = _suit(hand, trump)
        if theirs and ours > theirs:
            if mine:
                # From the top: a low trump would give a small enemy trump a trick.
                return CardChoice(_high(mine, trump), "draw trumps from the top: the opponents still hold some")
            cross = _entry_to_partner(view)
            if cross is not None:
                return CardChoice(cross, "cross to the hand with trumps, to draw them")
    # Cash a winner, where the opponents cannot ruff it (or trumps are gone).
    opp_trumps = _suit(unseen, trump) if trump < 4 else 0
    for s in sorted(range(4), key=lambda s: -_suit(hand, s).bit_count()):
        bits = _suit(hand, s)
        if not bits or (s != trump and opp_trumps and not view.is_declaring):
            continue
        top = _high(bits, s)
        if _is_boss(view, top) and (s == trump or not opp_trumps or _suit(unseen, s).bit_count() >= 2):
            return CardChoice(top, f"cash a winner: {top} is the highest {_name(s)[:-1]} left")
    choices = [s for s in range(4) if _suit(hand, s) and s != trump] or [s for s in range(4) if _suit(hand, s)]
    longest = max(choices, key=lambda s: (_suit(hand, s).bit_count(), -s))
    return CardChoice(_low(_suit(hand, longest), longest), f"lead low from the longest suit, {_name(longest)}")


def _entry_to_partner(view: PlayView) -> Card | None:
    """A low card led to a suit in which the other hand we see holds the highest card left."""
    other = view.partner_hand or 0
    for s in range(4):
        mine, theirs = _suit(view.hand, s), _suit(other, s)
        if s != view.trump and mine and theirs and _is_boss(view, _high(theirs, s)) and _high(theirs, s) > _high(mine, s):
            return _low(mine, s)
    return None


def _follow(view: PlayView) -> CardChoice:
    hand, trump = view.hand, view.trump
    position = len(view.current)  # 1 second hand, 2 third, 3 fourth
    led = view.current[0] // 13
    win_pos = (winning(view.current, view.leader, trump) - view.leader) & 3
    win_card = view.current[win_pos]
    partner_winning = win_pos == position - 2
    in_suit = _suit(hand, led)
    if in_suit:
        low = _low(in_suit, led)
        if win_card // 13 != led:  # the trick is ruffed: a card of the suit cannot win
            return CardChoice(low, "the trick is ruffed: follow low")
        above = in_suit >> (win_card % 13 + 1) << (win_card % 13 + 1)
        if partner_winning and (position == 3 or _is_boss(view, win_card)):
            return CardChoice(low, "partner is winning: follow low")
        if position == 1:
            return CardChoice(low, "second hand low")
        if not above:
            return CardChoice(low, "cannot win the trick: follow low")
        if position == 3:
            cheapest = _low(above, led)
            return CardChoice(cheapest, f"fourth hand: win as cheaply as possible with {cheapest}")
        # Third hand high, but the lowest of touching top cards (they are worth the same).
        top = in_suit.bit_length() - 1
        rank = top
        while rank > 0 and (in_suit >> (rank - 1) & 1 or view.played >> (13 * led + rank - 1) & 1):
            rank -= 1
            if in_suit >> rank & 1:
                top = rank
        if 13 * led + top < win_card:  # the run reached below the card to beat
            top = (above & -above).bit_length() - 1
        return CardChoice(CARDS[13 * led + top], "third hand high, the lowest of touching cards")
    # Void in the suit led.
    trumps = _suit(hand, trump) if trump < 4 else 0
    if trumps and not (partner_winning and (position == 3 or _is_boss(view, win_card))):
        need = win_card % 13 + 1 if win_card // 13 == trump else 0
        over = trumps >> need << need
        if over:
            card = _low(over, trump)
            return CardChoice(card, f"void in {_name(led)}: ruff as cheaply as wins")
    return _discard(view, "partner is winning: " if partner_winning else "")


def _discard(view: PlayView, why: str) -> CardChoice:
    hand, trump = view.hand, view.trump
    suits = [s for s in range(4) if _suit(hand, s) and s != trump] or [s for s in range(4) if _suit(hand, s)]
    # The longest suit; between equally long ones, the one with fewer honours to keep.
    longest = max(suits, key=lambda s: (_suit(hand, s).bit_count(), -HCP_OF_SUIT[_suit(hand, s)], -s))
    return CardChoice(_low(_suit(hand, longest), longest), f"{why}discard from length, {_name(longest)}")



