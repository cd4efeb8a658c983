"""What one seat may see during the play (SPEC §6), and the robots' common answer type.

``view_for(board)`` cuts a board down to what the player to act may see: the cards
they control (declarer also controls dummy), dummy after the opening lead, the
auction, the contract and vulnerability, and every card played so far (who played
it, trick by trick). It is built once per card and holds references, not copies.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from pyrsistent import PVector, pvector

from ..auction import Auction
from ..board import Board, play_of
from ..cards import Card, Seat, Vulnerability
from ..errors import IllegalCardError
from ..play import Play, Trick, card_powers, legal_cards_in
from .._records import record

__all__ = ["PlayView", "CardChoice", "view_for", "view_in", "random_card", "legal", "winning"]

_FULL = (1 << 52) - 1
_NO_TRICKS: PVector[Trick] = pvector()


@record
class PlayView(NamedTuple):
    """What the player to act may see: nothing of the two hands hidden from them.

    A record (``_records.record``): one is built for every card a robot plays, and a NamedTuple
    is the cheapest immutable value to build; it equals only another PlayView.
    """

    seat: Seat  # whose card is to be played (dummy's seat when dummy plays)
    hand: int  # the cards of ``seat`` still held: the choice is among these
    partner_hand: int | None  # the other hand this player sees (dummy, or declarer's for dummy), if any
    declarer: Seat
    trump: int  # 0..3, or 4 for no trump
    level: int
    auction: Auction
    leader: Seat
    current: tuple[Card, ...]
    played: int  # mask of every card played so far
    declarer_tricks: int
    defender_tricks: int
    tricks_done: int
    tricks: PVector[Trick] = _NO_TRICKS  # the tricks played so far, who led and who won each
    risk: int = 0  # 0, 1 doubled, 2 redoubled
    vulnerable: bool = False  # declarer's side
    vulnerability: Vulnerability = Vulnerability.NONE  # the board's: the auction is read with it

    @property
    def is_declaring(self) -> bool:
        return (self.seat ^ self.declarer) & 1 == 0

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner


@record
class CardChoice(NamedTuple):
    """A robot's card and the one-line reason for it."""

    card: Card
    explain: str


def view_for(board: Board) -> PlayView:
    """The view of the player to act on ``board`` (whose play must be under way or about to start)."""
    play = play_of(board)  # the play before the lead, for a stated contract too
    if play.is_over:
        raise IllegalCardError("the play is over")
    contract = board.contract
    assert contract is not None  # a play is under way
    vulnerability = board.dealt.vulnerable
    return view_in(play, board.auction, contract.level, int(contract.risk),
                   vulnerability.is_vulnerable(play.declarer), vulnerability)


def view_in(play: Play, auction: Auction, level: int, risk: int, vulnerable: bool, vulnerability: Vulnerability) -> PlayView:
    """``view_for``'s view from a play that is not over and the board's facts the play does not hold
    (the auction, the contract's level and risk, whether declarer's side is vulnerable, the board's
    vulnerability): for a loop that plays a whole board, which knows those once."""
    declarer, hands, current, done = play.declarer, play.hands, play.current, play.done
    seat = play.leader.after(len(current))
    other: int | None
    if seat == declarer.partner:
        other = hands[declarer]  # declarer plays dummy's cards and sees both hands
    elif done or current:
        other = hands[declarer.partner]
    else:
        other = None
    played = _FULL ^ (hands[0] | hands[1] | hands[2] | hands[3])
    for c in current:
        played |= 1 << c
    return tuple.__new__(PlayView, (
        seat, hands[seat], other, declarer, play.trump, level, auction, play.leader, current, played,
        play.declarer_tricks, play.defender_tricks, len(done), done, risk, vulnerable, vulnerability,
    ))


def legal(view: PlayView) -> list[Card]:
    """The cards the player to act may play, low to high (``play.legal_cards`` decides)."""
    return legal_cards_in(view.hand, view.current)


def winning(current: tuple[Card, ...], leader: Seat, trump: int) -> Seat:
    """Who is winning the trick in progress so far: the card of highest power for the suit led
    (``play.card_powers``, by which ``play.trick_winner`` decides a whole trick)."""
    power = card_powers(trump)[current[0] // 13]
    best, top = 0, power[current[0]]
    for place in range(1, len(current)):
        if power[current[place]] > top:
            best, top = place, power[current[place]]
    return leader.after(best)


def random_card(view: PlayView, seed: int = 0) -> CardChoice:
    """A legal card at random, seeded by the seat's own cards and the cards played (deterministic)."""
    rng = random.Random(hash((seed, view.hand, view.played, view.current)))
    return CardChoice(rng.choice(legal(view)), "a legal card at random")
