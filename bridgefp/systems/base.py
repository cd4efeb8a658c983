"""What a bidding system is: a pure function of (own hand, auction so far) to a call and why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..auction import Auction
from ..calls import CALLS, Call
from ..cards import Hand, Strain

__all__ = ["Choice", "System", "lowest_legal_level", "bid_if_possible"]


@dataclass(frozen=True, slots=True)
class Choice:
    """A robot's call and the one-line reason for it."""

    call: Call
    explain: str


class System(Protocol):
    """A bidding system: it sees its own hand and the auction, never another hand."""

    name: str

    def choose(self, hand: Hand, auction: Auction) -> Choice:
        """The call for the player whose turn it is in ``auction``, holding ``hand``."""
        ...


def lowest_legal_level(strain: int, last_bid: int) -> int:
    """The lowest level at which ``strain`` outranks ``last_bid`` (a Call int, -1 for none); 8 means none."""
    if last_bid < 0:
        return 1
    level = last_bid // 5 + 1
    return level if strain > last_bid % 5 else level + 1


def bid_if_possible(level: int, strain: Strain | int) -> Call | None:
    """The bid, or None when the level is above 7."""
    return CALLS[5 * (level - 1) + strain] if 1 <= level <= 7 else None
