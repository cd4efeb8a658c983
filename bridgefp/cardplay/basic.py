"""The ``basic`` card robot: rules, each card explained, a pure function of one seat's view.

First rule that fits:

* opening lead: partner's bid suit; against a suit contract, the ace from ace-king, a
  singleton; the top of touching honours; else fourth best of the longest suit;
* declarer (or dummy) on lead plans with both hands: draw trumps while the opponents
  hold some that are not all masters and we hold more; ruff a loser in the short trump
  hand; cash side winners that cannot be ruffed, the shorter holding's first (so the
  suit does not block); lead towards a tenace; set up the longest suit; trumps last;
* a defender on lead scores each suit: cash what cannot be ruffed, return partner's
  suit, top of a sequence, top of nothing, through dummy's honours; never away from a
  lone honour with a higher card out, never a ruff and discard;
* second hand low, but cover an honour with an honour; on declarer's side, with fourth
  hand in view: let the other hand win or ruff, else win with the highest card left,
  cover an honour, split touching honours;
* third hand high (the lowest of touching cards); on declarer's side the cheapest sure
  winner, or the finesse against one missing honour;
* fourth hand wins as cheaply as possible; never beat partner's sure winner; when void,
  ruff as cheaply as wins unless partner is sure to win, else discard from length.
"""

from __future__ import annotations

from typing import NamedTuple

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
    return _NAMES[suit]


_NAMES = tuple(Strain(suit).full_name.lower() for suit in range(4))


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
    """The first rule that gives a card: partner's suit, ace from ace-king, a singleton,
    touching honours, fourth best of the longest suit."""
    hand, trump = view.hand, view.trump
    suits = [s for s in range(4) if _suit(hand, s)]
    side_suits = [s for s in suits if s != trump] or suits
    for rule in (_lead_partners_suit, _lead_ace_from_ace_king, _lead_singleton, _lead_touching_honours):
        choice = rule(view, side_suits)
        if choice is not None:
            return choice
    longest = max(side_suits, key=lambda s: (_suit(hand, s).bit_count(), s))
    bits = _suit(hand, longest)
    if bits.bit_count() >= 4:
        for _ in range(3):
            bits &= ~(1 << (bits.bit_length() - 1))
        return CardChoice(_high(bits, longest), f"opening lead: fourth best of the longest suit, {_name(longest)}")
    return CardChoice(_high(bits, longest), f"opening lead: top of a short suit, {_name(longest)}")


def _lead_partners_suit(view: PlayView, side_suits: list[int]) -> CardChoice | None:
    partner_suit = _partner_bid_suit(view)
    if partner_suit is None or not _suit(view.hand, partner_suit):
        return None
    bits = _suit(view.hand, partner_suit)
    card = _high(bits, partner_suit) if bits.bit_count() <= 2 or _top_of_sequence(bits) else _low(bits, partner_suit)
    return CardChoice(card, f"opening lead: partner's suit, {_name(partner_suit)}")


def _lead_ace_from_ace_king(view: PlayView, side_suits: list[int]) -> CardChoice | None:
    if view.trump == 4:
        return None
    for s in side_suits:
        if _suit(view.hand, s) >> 11 & 3 == 3:
            return CardChoice(CARDS[13 * s + 12], f"opening lead: ace from ace-king in {_name(s)}")
    return None


def _lead_singleton(view: PlayView, side_suits: list[int]) -> CardChoice | None:
    singles = [s for s in side_suits if _suit(view.hand, s).bit_count() == 1]
    if view.trump == 4 or not singles or not _suit(view.hand, view.trump):
        return None
    s = singles[0]
    return CardChoice(_high(_suit(view.hand, s), s), "opening lead: a singleton, hoping to ruff")


def _lead_touching_honours(view: PlayView, side_suits: list[int]) -> CardChoice | None:
    for s in sorted(side_suits, key=lambda s: -_suit(view.hand, s).bit_count()):
        top = _top_of_sequence(_suit(view.hand, s))
        if top is not None and top >= 9:
            return CardChoice(CARDS[13 * s + top], f"opening lead: top of touching honours in {_name(s)}")
    return None


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
    opp = _unseen(view)
    for rule in (_draw_trumps, _ruff_in_short_hand, _cash_winners, _lead_to_tenace, _set_up_long_suit):
        choice = rule(view, opp)
        if choice is not None:
            return choice
    s = next(s for s in range(4) if _suit(view.hand, s))
    return CardChoice(_high(_suit(view.hand, s), s), f"only {_name(s)} are left: cash them from the top")


def _draw_trumps(view: PlayView, opp: int) -> CardChoice | None:
    """Draw trumps while the opponents hold some that are not all above ours, and we hold more."""
    hand, other, trump = view.hand, view.partner_hand or 0, view.trump
    if trump == 4:
        return None
    mine, yours, theirs = _suit(hand, trump), _suit(other, trump), _suit(opp, trump)
    ours = mine | yours
    if not _worth_drawing(ours, theirs):
        return None
    # Ruff first when the short trump hand has losers to ruff and drawing would use its trumps.
    ruff = _ruff_in_short_hand(view, opp)
    if ruff is not None:
        return ruff
    if mine and (_high(ours, trump) == _high(mine, trump) or not yours):
        return CardChoice(_top_of_touching(mine, trump, view), "draw trumps: the opponents still hold some")
    if mine:
        return CardChoice(_low(mine, trump), "draw trumps: lead low towards the other hand's top trump")
    cross = _entry_to_partner(view)
    return None if cross is None else CardChoice(cross, "cross to the hand with trumps, to draw them")


def _worth_drawing(ours: int, theirs: int) -> bool:
    """Their trumps are worth drawing: they hold some, not all above ours, and we hold more."""
    masters = theirs >> ours.bit_length()  # their trumps above all of ours
    return bool(theirs and ours) and masters.bit_count() < theirs.bit_count() and ours.bit_count() > theirs.bit_count()


def _cash_winners(view: PlayView, opp: int) -> CardChoice | None:
    """Cash a side-suit winner that will not be ruffed, the shorter holding's winners first."""
    hand, other, trump = view.hand, view.partner_hand or 0, view.trump
    side = [s for s in range(4) if _suit(hand, s) and s != trump]
    for s in sorted(side, key=lambda s: -_winners(_suit(hand, s), _suit(other, s), _suit(opp, s))):
        h, o, t = _suit(hand, s), _suit(other, s), _suit(opp, s)
        if _winners(h, o, t) and not _ruff_risk(view, s, t, opp):
            choice = _cash_in(s, h, o, t)
            if choice is not None:
                return choice
    return None


def _ruff_risk(view: PlayView, s: int, theirs: int, opp: int) -> bool:
    """In a trump contract, an opponent with trumps may ruff a winner of suit ``s``."""
    return view.trump < 4 and bool(_suit(opp, view.trump)) and _unsafe_to_cash(view, s, theirs)


def _cash_in(s: int, h: int, o: int, t: int) -> CardChoice | None:
    """In a suit with winners: lead to the other, shorter hand's winners first, or cash our top card."""
    if o and o.bit_length() > h.bit_length() and o.bit_count() <= h.bit_count():
        return CardChoice(_low(h, s), f"cash the other hand's winners in {_name(s)} first, leading to them")
    if h.bit_length() > max(o.bit_length(), t.bit_length()):
        return CardChoice(_high(h, s), f"cash a winner: {_high(h, s)} is the highest {_name(s)[:-1]} left")
    return None


def _lead_to_tenace(view: PlayView, opp: int) -> CardChoice | None:
    """Lead low towards a tenace in the other hand (A-Q with the king out): a finesse."""
    other = view.partner_hand or 0
    for s in range(4):
        h, o, t = _suit(view.hand, s), _suit(other, s), _suit(opp, s)
        if s != view.trump and h and o and t and o.bit_length() > t.bit_length() and _has_tenace(o, t):
            return CardChoice(_low(h, s), f"lead towards the other hand's tenace in {_name(s)}: a finesse")
    return None


def _set_up_long_suit(view: PlayView, opp: int) -> CardChoice | None:
    """Give up a trick in the longest suit of the two hands (not trumps) to set it up."""
    hand, other = view.hand, view.partner_hand or 0
    side = [s for s in range(4) if _suit(hand, s) and s != view.trump]
    if not side:
        return None
    s = max(side, key=lambda s: (_suit(hand, s).bit_count() + _suit(other, s).bit_count(), -HCP_OF_SUIT[_suit(hand, s)], s))
    seq = _sequence_top(_suit(hand, s), s, view)
    if seq is not None:
        return CardChoice(seq, f"set up the longest suit of the two hands, {_name(s)}: top of a sequence, to knock out the higher card")
    return CardChoice(_low(_suit(hand, s), s), f"set up the longest suit of the two hands, {_name(s)}: lead low")


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
    unseen = _unseen(view)
    partners = _partner_suits(view)
    best: tuple[int, int, int] | None = None
    pick: CardChoice | None = None
    for s in range(4):
        h = _suit(view.hand, s)
        if h:
            score, choice = _defender_lead_in(view, s, unseen, partners)
            key = (score, h.bit_count(), -s)
            if best is None or key > best:
                best, pick = key, choice
    assert pick is not None
    return pick


def _defender_lead_in(view: PlayView, s: int, unseen: int, partners: int) -> tuple[int, CardChoice]:
    """How good a lead in suit ``s`` is for a defender (higher is better), and the card."""
    h, d, t = _suit(view.hand, s), _suit(view.partner_hand or 0, s), _suit(unseen, s)
    top = h.bit_length() - 1
    above = (d | t) >> (top + 1)
    ruffable = _ruff_and_discard(view, s, d, unseen)
    if not (above or ruffable or s == view.trump) and d | t:
        card = CARDS[13 * s + top]
        return 50, CardChoice(card, f"cash a winner: {card} is the highest {_name(s)[:-1]} left")
    score, choice = _defender_habit(view, s, h, partners, above)
    bonus = _dummy_position(view, d, top)
    score += bonus
    if bonus > 0:
        choice = CardChoice(choice.card, choice.explain + ", through dummy's honours")
    if s == view.trump:
        score += 5 if top < 9 else -20
    return score - (60 if ruffable else 0), choice


def _ruff_and_discard(view: PlayView, s: int, dummy: int, unseen: int) -> bool:
    """Leading side suit ``s`` lets declarer ruff in one hand and discard from the other."""
    if view.trump == 4 or s == view.trump:
        return False
    dummy_ruffs = not dummy and _suit(view.partner_hand or 0, view.trump)
    declarer_ruffs = _shown_out(view, view.declarer, s) and _suit(unseen, view.trump)
    return bool(dummy_ruffs or declarer_ruffs)


def _defender_habit(view: PlayView, s: int, h: int, partners: int, above: int) -> tuple[int, CardChoice]:
    """Partner's suit, then top of a sequence, then top of nothing; away from an honour is poor."""
    if partners >> s & 1:
        card = _high(h, s) if h.bit_count() <= 2 else _low(h, s)
        return 30, CardChoice(card, f"return partner's suit, {_name(s)}")
    seq = _sequence_top(h, s, view)
    if seq is not None:
        return 20, CardChoice(seq, f"top of a sequence in {_name(s)}")
    if h.bit_length() - 1 < 9:  # no honour (nothing above the ten)
        return 10, CardChoice(_high(h, s), f"a safe lead: top of nothing in {_name(s)}")
    return (-25 if above else 0), CardChoice(_low(h, s), f"lead low in {_name(s)}")


def _dummy_position(view: PlayView, dummy: int, top: int) -> int:
    """Lead through dummy's honours (dummy plays next), not up to its strength (dummy plays last)."""
    if not dummy:
        return 0
    if view.declarer.partner == view.seat.next:
        return 10 if dummy.bit_length() - 1 >= 9 and top < dummy.bit_length() - 1 else 0
    return -10 if dummy.bit_length() - 1 > top else 0


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


class _Trick(NamedTuple):
    """The trick in progress as the player to follow sees it (made for every card that follows)."""

    view: PlayView
    led: int  # the suit led
    position: int  # 1 second hand, 2 third, 3 fourth
    win_card: int  # the card winning so far
    partner_winning: bool
    in_suit: int  # our cards of the suit led (bits by rank)

    @property
    def partner_sure(self) -> bool:
        """Partner is winning and will stay winning (we play last, or partner's card is the highest left)."""
        return self.partner_winning and (self.position == 3 or _is_boss(self.view, self.win_card))


def _follow(view: PlayView) -> CardChoice:
    position = len(view.current)
    win_pos = (winning(view.current, view.leader, view.trump) - view.leader) & 3
    led = view.current[0] // 13
    t = _Trick(view, led, position, view.current[win_pos], win_pos == position - 2, _suit(view.hand, led))
    return _follow_suit(t) if t.in_suit else _void_in_suit(t)


def _follow_suit(t: _Trick) -> CardChoice:
    view, led, in_suit = t.view, t.led, t.in_suit
    low = _low(in_suit, led)
    if t.win_card // 13 != led:  # the trick is ruffed: a card of the suit cannot win
        return CardChoice(low, "the trick is ruffed: follow low")
    if t.partner_sure:
        return CardChoice(low, "partner is winning: follow low")
    if t.position == 1:
        return _second_hand(t, low)
    above = in_suit >> (t.win_card % 13 + 1) << (t.win_card % 13 + 1)
    if not above:
        return CardChoice(low, "cannot win the trick: follow low")
    if t.position == 3:
        cheapest = _low(above, led)
        return CardChoice(cheapest, f"fourth hand: win as cheaply as possible with {cheapest}")
    third = _declarer_third_hand(view, in_suit, led, above) if view.is_declaring else None
    return third or _third_hand_high(t, above)


def _second_hand(t: _Trick, low: Card) -> CardChoice:
    """Second hand low, but cover an honour with an honour; declarer's side sees fourth hand."""
    view, led = t.view, t.led
    if view.is_declaring and view.partner_hand is not None:
        return _declarer_second_hand(view, t.in_suit, led, t.win_card, low)
    above = t.in_suit >> (t.win_card % 13 + 1) << (t.win_card % 13 + 1)
    if t.win_card % 13 >= 9 and above:
        return CardChoice(_low(above, led), "cover an honour with an honour")
    return CardChoice(low, "second hand low")


def _third_hand_high(t: _Trick, above: int) -> CardChoice:
    """Third hand high, but the lowest of touching top cards (they are worth the same)."""
    top = _lowest_of_top_run(t.in_suit, t.led, t.view.played)
    if 13 * t.led + top < t.win_card:  # the run reached below the card to beat
        top = (above & -above).bit_length() - 1
    return CardChoice(CARDS[13 * t.led + top], "third hand high, the lowest of touching cards")


def _lowest_of_top_run(bits: int, suit: int, gone: int) -> int:
    """The rank of the lowest of our top cards that only cards in ``gone`` (or ours) separate."""
    top = bits.bit_length() - 1
    rank = top
    while rank > 0 and (bits >> (rank - 1) & 1 or gone >> (13 * suit + rank - 1) & 1):
        rank -= 1
        if bits >> rank & 1:
            top = rank
    return top


def _void_in_suit(t: _Trick) -> CardChoice:
    """Void: ruff as cheaply as wins (unless partner is sure to win), else discard."""
    trump = t.view.trump
    trumps = _suit(t.view.hand, trump) if trump < 4 else 0
    if trumps and not t.partner_sure:
        need = t.win_card % 13 + 1 if t.win_card // 13 == trump else 0
        over = trumps >> need << need
        if over:
            return CardChoice(_low(over, trump), f"void in {_name(t.led)}: ruff as cheaply as wins")
    return _discard(t.view, "partner is winning: " if t.partner_winning else "")


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
    theirs = _suit(_unseen(view), led)
    duck = _second_hand_duck(view, led, win_card, theirs)
    if duck is not None:
        return CardChoice(low, duck)
    rank = win_card % 13
    above = in_suit >> (rank + 1) << (rank + 1)
    if not above:
        return CardChoice(low, "second hand low: it cannot win the trick")
    return _second_hand_win(view, in_suit, above, led, rank, theirs) or CardChoice(low, "second hand low")


def _second_hand_duck(view: PlayView, led: int, win_card: int, theirs: int) -> str | None:
    """Why second hand plays low because fourth hand, our other hand, will take the trick."""
    other_hand = view.partner_hand or 0
    other = _suit(other_hand, led)
    if not other and led != view.trump and _suit(other_hand, view.trump):  # (no trumps: _suit is 0)
        return "second hand low: the other hand will ruff"
    if other >> max(theirs.bit_length(), win_card % 13 + 1):  # a card above all theirs and the card led
        return "second hand low: the other hand, fourth, wins the trick"
    return None


def _second_hand_win(view: PlayView, in_suit: int, above: int, led: int, rank: int, theirs: int) -> CardChoice | None:
    """Win with the highest card left, cover an honour, or split touching honours."""
    if in_suit >> theirs.bit_length():  # we hold the highest card left: win, the lowest of equals
        return CardChoice(_top_of_touching(in_suit, led, view), "second hand: win, the other hand cannot")
    if rank >= 9:
        return CardChoice(_low(above, led), "cover an honour with an honour")
    if _sequence_top(above, led, view) is not None:
        lowest = _lowest_of_top_run(above, led, view.played)
        return CardChoice(CARDS[13 * led + lowest], "second hand: split touching honours")
    return None


def _discard(view: PlayView, why: str) -> CardChoice:
    hand, trump = view.hand, view.trump
    suits = [s for s in range(4) if _suit(hand, s) and s != trump] or [s for s in range(4) if _suit(hand, s)]
    # The longest suit; between equally long ones, the one with fewer honours to keep.
    longest = max(suits, key=lambda s: (_suit(hand, s).bit_count(), -HCP_OF_SUIT[_suit(hand, s)], -s))
    return CardChoice(_low(_suit(hand, longest), longest), f"{why}discard from length, {_name(longest)}")



