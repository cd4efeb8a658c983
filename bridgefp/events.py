"""Events: the past-tense facts a board is folded from.

Each event keeps the fields it does not know (``extra``, e.g. a robot's
``explain``) so a log is written back with them unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .calls import Call
from .cards import Card, Seat, Vulnerability
from .deal import Deal

__all__ = ["Dealt", "CallMade", "CardPlayed", "Claimed", "Event", "Extra"]

Extra = tuple[tuple[str, Any], ...]


class _Explained:
    """The ``explain`` a robot may attach to its call or card (kept among the extra fields)."""

    __slots__ = ()
    extra: Extra

    @property
    def explain(self) -> str | None:
        """The reason a robot gave, if the event carries one."""
        for key, value in self.extra:
            if key == "explain":
                return value if isinstance(value, str) else None
        return None


@dataclass(frozen=True, slots=True)
class Dealt:
    """A new board: the deal, who deals, who is vulnerable, and its number if any."""

    deal: Deal
    dealer: Seat = Seat.S
    vulnerable: Vulnerability = Vulnerability.NONE
    board: int | None = None
    extra: Extra = ()


@dataclass(frozen=True, slots=True)
class CallMade(_Explained):
    """``seat`` made ``call`` in the auction."""

    seat: Seat
    call: Call
    extra: Extra = ()


@dataclass(frozen=True, slots=True)
class CardPlayed(_Explained):
    """``card`` was played from ``seat``'s hand (dummy's seat for dummy's cards)."""

    seat: Seat
    card: Card
    extra: Extra = ()


@dataclass(frozen=True, slots=True)
class Claimed:
    """``seat`` claimed: its side takes ``tricks`` of the remaining tricks, the other side the rest."""

    seat: Seat
    tricks: int
    extra: Extra = ()


Event = Union[Dealt, CallMade, CardPlayed, Claimed]
