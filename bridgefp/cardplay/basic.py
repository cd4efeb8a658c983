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
    if view.is_declaring and view.partner_hand is not None:
        return _declarer_lead(view)
    return _defender_lead(view)


def _winners(mine: int, other: int, theirs: int) -> int:
    """Sure tricks of one suit for two hands: cards above all of the opponents', at most the longer holding."""
    top = theirs.bit_length()
    both = (mine | other) >> top
    return min(both.bit_count(), max(mine.bit_count(), other.bit_count()))


def _declarer_lead(view: PlayView) -> CardChoice:
    """Declarer (or dummy) leads with both hands in view: a plan, not habits.

    First that fits: draw the opponents' trumps while it pays; ruff a loser in the
    short trump hand; cash a winner, the short hand's honours first (so the suit does
    not block); lead towards honours that may win a finesse; give up a trick in the
    longest suit to set it up; trumps last.
    """
    hand, other, trump = view.hand, view.partner_hand or 0, view.trump
    opp = _unseen(view)
    suits = [s for s in range(4) if _suit(hand, s)]
    side = [s for s in suits if s != trump]
    if trump < 4:
        mine, yours, theirs = _suit(hand, trump), _suit(other, trump), _suit(opp, trump)
        ours = mine | yours
        if theirs and ours:
            masters = theirs >> ours.bit_length()  # their trumps above all of ours
            if masters.bit_count() < theirs.bit_count() and mine.bit_count() + yours.bit_count() > theirs.bit_count():
                # Ruff first when the short trump hand has losers to ruff and drawing would use its trumps.
                ruff = _ruff_in_short_hand(view, opp)
                if ruff is not None:
                    return ruff
                top = _high(ours, trump)
                if mine and (top == _high(mine, trump) or not yours):
                    return CardChoice(_top_of_touching(mine, trump, view), "draw trumps: the opponents still hold some")
                if mine:
                    return CardChoice(_low(mine, trump), "draw trumps: lead low towards the other hand's top trump")
                cross = _entry_to_partner(view)
                if cross is not None:
                    return CardChoice(cross, "cross to the hand with trumps, to draw them")
        ruff = _ruff_in_short_hand(view, opp)
        if ruff is not None:
            return ruff
    # Cash winners, the shorter holding's first.
    for s in sorted(side, key=lambda s: -_winners(_suit(hand, s), _suit(other, s), _suit(opp, s))):
        h, o, t = _suit(hand, s), _suit(other, s), _suit(opp, s)
        if not _winners(h, o, t):
            continue
        if trump < 4 and s != trump and _suit(opp, trump) and _unsafe_to_cash(view, s, t):
            continue
        top_h = h.bit_length()
        top_o = o.bit_length()
        if o and top_o > top_h and o.bit_count() <= h.bit_count():
            # The other hand's winners first: lead low to them.
            return CardChoice(_low(h, s), f"cash the other hand's winners in {_name(s)} first, leading to them")
        if top_h > max(top_o, t.bit_length()):
            return CardChoice(_high(h, s), f"cash a winner: {_high(h, s)} is the highest {_name(s)[:-1]} left")
    # Lead towards a tenace in the other hand (a finesse), or towards honours.
    for s in side:
        h, o, t = _suit(hand, s), _suit(other, s), _suit(opp, s)
        if o and t and o.bit_length() > t.bit_length() and _has_tenace(o, t):
            return CardChoice(_low(h, s), f"lead towards the other hand's tenace in {_name(s)}: a finesse")
    # Set up the longest suit of the two hands: give up a trick while we keep control.
    if side:
        s = max(side, key=lambda s: (_suit(hand, s).bit_count() + _suit(other, s).bit_count(), -HCP_OF_SUIT[_suit(hand, s)], s))
        h = _suit(hand, s)
        return CardChoice(_low(h, s), f"set up the longest suit of the two hands, {_name(s)}: lead low")
    s = suits[0]
    return CardChoice(_high(_suit(hand, s), s), f"only {_name(s)} are left: cash them from the top")


def _has_tenace(bits: int, theirs: int) -> bool:
    """True if ``bits`` holds the top card and a card that a single missing card splits from it (A-Q)."""
    top = bits.bit_length() - 1
    above_theirs = bits >> theirs.bit_length()
    if not above_theirs:
        return False
    # The next card of ours below the top, with exactly one of theirs in between.
    rest = bits & ~(1 << top)
    while rest:
        nxt = rest.bit_length() - 1
        between = (theirs >> (nxt + 1)) & ((1 << (top - nxt - 1)) - 1)
        if between:
            return between.bit_count() == 1
        top = nxt
        rest &= ~(1 << nxt)
    return False


def _unsafe_to_cash(view: PlayView, s: int, theirs: int) -> bool:
    """A side-suit winner may be ruffed: an opponent has shown out, or they hold one card of it."""
    if theirs.bit_count() <= 1 and theirs != 0:
        return False
    if theirs == 0:
        return True
    return any(_shown_out(view, seat, s) for seat in (view.declarer.next, view.declarer.partner.next))


def _shown_out(view: PlayView, seat: Seat, s: int) -> bool:
    for trick in view.tricks:
        led = trick.cards[0] // 13
        if led != s:
            continue
        for i, c in enumerate(trick.cards):
            if (trick.leader + i) & 3 == seat and c // 13 != s:
                return True
    return False


def _ruff_in_short_hand(view: PlayView, opp: int) -> CardChoice | None:
    """Lead a loser the other hand can ruff, when it holds fewer trumps (ruffs there are extra tricks)."""
    hand, other, trump = view.hand, view.partner_hand or 0, view.trump
    mine, yours = _suit(hand, trump), _suit(other, trump)
    if not yours or yours.bit_count() > mine.bit_count():
        return None
    for s in range(4):
        h, o, t = _suit(hand, s), _suit(other, s), _suit(opp, s)
        if s == trump or not h or o:
            continue
        if h.bit_length() > t.bit_length():  # our top card here is a winner: not a loser to ruff
            continue
        return CardChoice(_low(h, s), f"ruff a loser in the short trump hand: lead a {_name(s)[:-1]} to ruff")
    return None


def _top_of_touching(bits: int, suit: int, view: PlayView) -> Card:
    """The highest card, but the lowest of the top cards that are worth the same."""
    top = bits.bit_length() - 1
    rank = top
    while rank > 0 and (bits >> (rank - 1) & 1 or view.played >> (13 * suit + rank - 1) & 1 or (view.partner_hand or 0) >> (13 * suit + rank - 1) & 1):
        rank -= 1
        if bits >> rank & 1:
            top = rank
    return CARDS[13 * suit + top]


def _partner_suits(view: PlayView) -> int:
    """Suits partner has led or bid (a mask of bits 0..3)."""
    partner = view.seat.partner
    out = 0
    for trick in view.tricks:
        if trick.leader == partner:
            out |= 1 << (trick.cards[0] // 13)
    bid = _partner_bid_suit(view)
    if bid is not None:
        out |= 1 << bid
    return out


def _defender_lead(view: PlayView) -> CardChoice:
    """A defender leads, by sound habits: cash what cannot be ruffed, return partner's suit, lead
    top of a sequence or through dummy's honours; never away from a lone honour into
    declarer's tenace, never a suit that gives declarer a ruff and a discard."""
    hand, trump = view.hand, view.trump
    dummy = view.partner_hand or 0
    unseen = _unseen(view)
    dummy_left = view.declarer.partner == view.seat.next  # dummy plays second, after me
    partners = _partner_suits(view)
    best: tuple[int, int, int] | None = None
    pick: CardChoice | None = None
    for s in range(4):
        h = _suit(hand, s)
        if not h:
            continue
        d, t = _suit(dummy, s), _suit(unseen, s)
        top = h.bit_length() - 1
        above = (d | t) >> (top + 1)
        score = 0
        card = _low(h, s)
        why = f"lead low in {_name(s)}"
        ruffable = False
        if trump < 4 and s != trump:
            dummy_ruffs = not d and _suit(dummy, trump)
            declarer_ruffs = _shown_out(view, view.declarer, s) and _suit(unseen, trump)
            ruffable = bool(dummy_ruffs or declarer_ruffs)
        if not above and not ruffable and (d or t) and s != trump:
            score, card, why = 50, CARDS[13 * s + top], f"cash a winner: {CARDS[13 * s + top]} is the highest {_name(s)[:-1]} left"
        else:
            seq = _sequence_top(h, s, view)
            if partners >> s & 1:
                score = 30
                card = _high(h, s) if h.bit_count() <= 2 else _low(h, s)
                why = f"return partner's suit, {_name(s)}"
            elif seq is not None:
                score, card, why = 20, seq, f"top of a sequence in {_name(s)}"
            elif top < 9:  # no honour (nothing above the ten)
                score, card, why = 10, _high(h, s), f"a safe lead: top of nothing in {_name(s)}"
            else:
                score = -25 if above else 0  # away from an honour that has a higher card out
            if d and dummy_left and d.bit_length() - 1 >= 9 and top < d.bit_length() - 1:
                score += 10  # through dummy's honours
                why += ", through dummy's honours"
            elif d and not dummy_left and d.bit_length() - 1 > top:
                score -= 10  # up to dummy's strength
            if s == trump:
                score += 5 if top < 9 else -20
            if ruffable:
                score -= 60
        key = (score, h.bit_count(), -s)
        if best is None or key > best:
            best, pick = key, CardChoice(card, why)
    assert pick is not None
    return pick


def _sequence_top(bits: int, suit: int, view: PlayView) -> Card | None:
    """The top of two or more of our cards worth the same, headed by a queen or better."""
    top = bits.bit_length() - 1
    if top < 10:
        return None
    below = top - 1
    while below >= 0 and view.played >> (13 * suit + below) & 1:
        below -= 1
    if below >= 0 and bits >> below & 1:
        return CARDS[13 * suit + top]
    return None


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
            if view.is_declaring and view.partner_hand is not None:
                return _declarer_second_hand(view, in_suit, led, win_card, low)
            return CardChoice(low, "second hand low")
        if not above:
            return CardChoice(low, "cannot win the trick: follow low")
        if position == 3:
            cheapest = _low(above, led)
            return CardChoice(cheapest, f"fourth hand: win as cheaply as possible with {cheapest}")
        if view.is_declaring:
            third = _declarer_third_hand(view, in_suit, led, above)
            if third is not None:
                return third
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


def _declarer_third_hand(view: PlayView, in_suit: int, led: int, above: int) -> CardChoice | None:
    """Third hand on declarer's side, after our other hand led: win cheaply, or finesse."""
    theirs = _suit(_unseen(view), led)  # fourth hand's cards are among these
    cheapest = (above & -above).bit_length() - 1
    if not theirs >> (cheapest + 1):
        return CardChoice(CARDS[13 * led + cheapest], "third hand: the cheapest card that is sure to win")
    # A finesse: one card of theirs between our cheapest winner-to-be and a higher card of ours.
    higher = in_suit >> (cheapest + 1)
    if higher:
        nxt = cheapest + 1 + (higher & -higher).bit_length() - 1
        between = theirs >> (cheapest + 1) & ((1 << (nxt - cheapest - 1)) - 1)
        if between.bit_count() == 1 and not theirs >> (nxt + 1) and theirs.bit_count() >= 3:
            return CardChoice(
                CARDS[13 * led + cheapest],
                f"finesse: {CARDS[13 * led + cheapest]} wins if second hand holds the {CARDS[13 * led + (between.bit_length() - 1)]}",
            )
    return None


def _declarer_second_hand(view: PlayView, in_suit: int, led: int, win_card: int, low: Card) -> CardChoice:
    """Second hand on declarer's side, with fourth hand (our other hand) in view."""
    other = _suit(view.partner_hand or 0, led)
    theirs = _suit(_unseen(view), led)
    trump = view.trump
    if not other and trump < 4 and led != trump and _suit(view.partner_hand or 0, trump):
        return CardChoice(low, "second hand low: the other hand will ruff")
    beat = max(theirs.bit_length(), win_card % 13 + 1)  # rank a card must reach to be sure to win
    if other >> beat:
        return CardChoice(low, "second hand low: the other hand, fourth, wins the trick")
    rank = win_card % 13
    above = in_suit >> (rank + 1) << (rank + 1)
    if not above:
        return CardChoice(low, "second hand low: it cannot win the trick")
    if in_suit >> theirs.bit_length():  # we hold the highest card left: win, the lowest of equals
        return CardChoice(_top_of_touching(in_suit, led, view), "second hand: win, the other hand cannot")
    if rank >= 9:
        cover = _low(above, led)
        return CardChoice(cover, "cover an honour with an honour")
    seq = _sequence_top(above, led, view)
    if seq is not None:
        # Split touching honours: the lowest of them.
        r = seq % 13
        while r > 0 and (above >> (r - 1) & 1 or view.played >> (13 * led + r - 1) & 1):
            r -= 1
        lowest = _low(above >> r << r, led)
        return CardChoice(lowest, "second hand: split touching honours")
    return CardChoice(low, "second hand low")


def _discard(view: PlayView, why: str) -> CardChoice:
    hand, trump = view.hand, view.trump
    suits = [s for s in range(4) if _suit(hand, s) and s != trump] or [s for s in range(4) if _suit(hand, s)]
    # The longest suit; between equally long ones, the one with fewer honours to keep.
    longest = max(suits, key=lambda s: (_suit(hand, s).bit_count(), -HCP_OF_SUIT[_suit(hand, s)], -s))
    return CardChoice(_low(_suit(hand, longest), longest), f"{why}discard from length, {_name(longest)}")



