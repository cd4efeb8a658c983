"""What a bidding system is: a pure function of (own hand, auction so far, vulnerability) to a call and why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..auction import Auction, first_legal_bid
from ..calls import CALLS, Call
from ..cards import Hand, Strain, Vulnerability
from .._records import immutable

__all__ = ["Choice", "System", "lowest_legal_level", "bid_if_possible"]


@immutable
@dataclass(frozen=True, slots=True)
class Choice:
    """A robot's call and the one-line reason for it."""

    call: Call
    explain: str


class System(Protocol):
    """A bidding system: it sees its own hand, the auction and the board's vulnerability, never another hand."""

    name: str

    def choose(self, hand: Hand, auction: Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> Choice:
        """The call for the player whose turn it is in ``auction``, holding ``hand``, with ``vulnerable``
        the sides vulnerable on the board (a system may leave it unread)."""
        ...


def lowest_legal_level(strain: int, last_bid: Call | None) -> int:
    """The lowest level at which ``strain`` outranks ``last_bid`` (None before any bid); 8 means none.

    >>> lowest_legal_level(Strain.S, Call.parse("2H")), lowest_legal_level(Strain.H, Call.parse("2H"))
    (2, 3)
    >>> lowest_legal_level(Strain.C, None), lowest_legal_level(Strain.C, Call.parse("7NT"))
    (1, 8)
    """
    # The bid of level L in strain s is BIDS[5 * (L - 1) + s]: the lowest L whose bid is at or above
    # the auction's first legal bid.
    return (first_legal_bid(last_bid) - strain + 4) // 5 + 1


def bid_if_possible(level: int, strain: Strain | int) -> Call | None:
    """The bid, or None when the level is above 7."""
    return CALLS[5 * (level - 1) + strain] if 1 <= level <= 7 else None
