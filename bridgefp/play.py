"""Play of the hand as a fold (SPEC §6): thirteen tricks, or a claim.

The player on declarer's left leads; each player follows suit if able; the
highest trump, else the highest card of the suit led, wins and leads next.
``legal_cards`` is the one source of legality: ``apply_play`` refuses any card
not in it, and says which rule the card breaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrsistent import PVector, pvector

from .auction import Auction
from .cards import CARDS, SUIT_MASK, Card, Seat, Strain, rank_text
from .deal import Deal
from .errors import IllegalCardError

__all__ = ["Play", "Trick", "start_play", "apply_play", "apply_claim", "legal_cards", "trick_winner"]

_SEATS = tuple(Seat)


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the four cards in the order played, who won it."""

    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def seats(self) -> list[tuple[Seat, Card]]:
        """The cards with the seat that played each."""
        return [(self.leader.after(i), c) for i, c in enumerate(self.cards)]


@dataclass(frozen=True, slots=True)
class Play:
    """The play so far: the cards still held, the trick in progress, the tricks done."""

    declarer: Seat
    trump: int  # 0..3 a suit, 4 no trump
    hands: tuple[int, int, int, int]  # the cards each seat still holds, as masks
    leader: Seat  # who led (or leads) the trick in progress
    current: tuple[Card, ...] = ()  # cards played to the trick in progress
    done: PVector[Trick] = pvector()
    declarer_tricks: int = 0
    defender_tricks: int = 0
    claimed_by: Seat | None = None

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def turn(self) -> Seat:
        """The seat whose card comes next (dummy's seat when dummy is to play)."""
        return _SEATS[(self.leader + len(self.current)) & 3]

    @property
    def is_over(self) -> bool:
        return self.claimed_by is not None or len(self.done) == 13

    @property
    def dummy_visible(self) -> bool:
        """Dummy's hand is shown once the opening lead is made."""
        return bool(self.done) or bool(self.current)

    @property
    def tricks_left(self) -> int:
        """Tricks not yet won or claimed, the one in progress included."""
        return 13 - self.declarer_tricks - self.defender_tricks

    def tricks_of(self, seat: Seat) -> int:
        """Tricks won so far by ``seat``'s side."""
        return self.declarer_tricks if (seat ^ self.declarer) & 1 == 0 else self.defender_tricks


def start_play(deal: Deal, auction: Auction) -> Play:
    """The play before the opening lead, for a completed auction with a contract."""
    declarer = auction.declarer
    contract = auction.contract
    if declarer is None or contract is None or contract.strain is None:
        raise IllegalCardError("there is no play: the auction is open or was passed out")
    return Play(declarer, int(contract.strain), deal.masks, declarer.next)


def legal_cards(play: Play) -> list[Card]:
    """The cards the seat to play may play, low to high; none once play is over."""
    if play.is_over:
        return []
    held = play.hands[play.turn]
    if play.current:
        suit = play.current[0] // 13
        in_suit = held & (SUIT_MASK << (13 * suit))
        if in_suit:
            held = in_suit
    return [CARDS[i] for i in range(52) if held >> i & 1]


def trick_winner(cards: tuple[int, ...], leader: int, trump: int) -> Seat:
    """Who wins four cards led by ``leader``: the highest trump, else the highest of the suit led."""
    best = 0
    best_card = cards[0]
    for i in range(1, 4):
        c = cards[i]
        if c // 13 == best_card // 13:
            if c > best_card:
                best, best_card = i, c
        elif c // 13 == trump:
            best, best_card = i, c
    return _SEATS[(leader + best) & 3]


def apply_play(play: Play, seat: Seat | int, card: Card) -> Play:
    """The play after ``seat`` plays ``card``; IllegalCardError naming the rule if it may not."""
    if play.is_over:
        raise IllegalCardError(f"{_SEATS[seat].full_name} cannot play {card}: the play is over")
    turn = play.turn
    if seat != turn:
        raise IllegalCardError(f"{_SEATS[seat].full_name} cannot play: it is {turn.full_name}'s turn")
    held = play.hands[turn]
    bit = 1 << card
    if not held & bit:
        raise IllegalCardError(f"{card} is not in {turn.full_name}'s hand")
    if play.current:
        suit = play.current[0] // 13
        in_suit = held >> (13 * suit) & SUIT_MASK
        if in_suit and card // 13 != suit:
            ranks = [rank_text(r) for r in range(12, -1, -1) if in_suit >> r & 1]
            name = Strain(suit).full_name.lower()
            raise IllegalCardError(
                f"{turn.full_name} must follow suit in {name} (holds {'CDHS'[suit]} {' '.join(ranks)})"
            )
    hands = list(play.hands)
    hands[turn] = held ^ bit
    current = play.current + (card,)
    if len(current) < 4:
        return Play(play.declarer, play.trump, tuple(hands), play.leader, current, play.done,  # type: ignore[arg-type]
                    play.declarer_tricks, play.defender_tricks)
    winner = trick_winner(current, play.leader, play.trump)
    trick = Trick(play.leader, current, winner)  # type: ignore[arg-type]
    mine = (winner ^ play.declarer) & 1 == 0
    return Play(
        play.declarer, play.trump, tuple(hands), winner, (), play.done.append(trick),  # type: ignore[arg-type]
        play.declarer_tricks + mine, play.defender_tricks + (not mine),
    )


def apply_claim(play: Play, seat: Seat | int, tricks: int) -> Play:
    """The play after ``seat`` claims ``tricks`` of the remaining tricks for its side; it ends the play."""
    who = _SEATS[seat]
    if play.is_over:
        raise IllegalCardError(f"{who.full_name} cannot claim: the play is over")
    if who == play.dummy:
        raise IllegalCardError(f"{who.full_name} is dummy and cannot claim")
    left = play.tricks_left
    if not 0 <= tricks <= left:
        raise IllegalCardError(f"{who.full_name} cannot claim {tricks} tricks: only {left} remain")
    mine = (who ^ play.declarer) & 1 == 0
    ours, theirs = (tricks, left - tricks) if mine else (left - tricks, tricks)
    return Play(
        play.declarer, play.trump, play.hands, play.leader, play.current, play.done,
        play.declarer_tricks + ours, play.defender_tricks + theirs, who,
    )
