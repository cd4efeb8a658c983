"""Events: the past-tense facts a board is folded from.

Each event keeps the fields it does not know (``extra``, e.g. a robot's
``explain``) so a log is written back with them unchanged.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Union

from ._records import record
from .auction import Contract
from .calls import Call
from .cards import CARDS, Card, Seat, Vulnerability
from .deal import Deal

__all__ = ["Dealt", "CallMade", "CardPlayed", "Claimed", "ContractStated", "Event", "Extra", "PLAIN_PLAYS"]

Extra = tuple[tuple[str, Any], ...]

# Each event is an immutable record with named fields (a NamedTuple made to compare
# only with its own kind, see _records): the fold builds one per line of a log.
# A new kind of event is one more class here, one reducer in board.py and one reader
# and writer in log.py.


def _explain(extra: Extra) -> str | None:
    """The ``explain`` a robot may attach to its call or card (kept among the extra fields)."""
    for key, value in extra:
        if key == "explain":
            return value if isinstance(value, str) else None
    return None


@record
class Dealt(NamedTuple):
    """A new board: the deal, who deals, who is vulnerable, and its number if any."""

    deal: Deal
    dealer: Seat = Seat.S
    vulnerable: Vulnerability = Vulnerability.NONE
    board: int | None = None
    extra: Extra = ()


@record
class CallMade(NamedTuple):
    """``seat`` made ``call`` in the auction."""

    seat: Seat
    call: Call
    extra: Extra = ()

    @property
    def explain(self) -> str | None:
        """The reason a robot gave, if the event carries one."""
        return _explain(self.extra)


@record
class CardPlayed(NamedTuple):
    """``card`` was played from ``seat``'s hand (dummy's seat for dummy's cards)."""

    seat: Seat
    card: Card
    extra: Extra = ()

    @property
    def explain(self) -> str | None:
        """The reason a robot gave, if the event carries one."""
        return _explain(self.extra)


@record
class Claimed(NamedTuple):
    """``seat`` claimed: its side takes ``tricks`` of the remaining tricks, the other side the rest."""

    seat: Seat
    tricks: int
    extra: Extra = ()


@record
class ContractStated(NamedTuple):
    """A record gave the contract and declarer but not the auction (``declarer`` None: passed out).

    It stands in for the whole auction: a board holds either calls or this event, never
    both, so the fold stays the one source of contract, declarer and score.
    """

    contract: Contract
    declarer: Seat | None
    extra: Extra = ()


Event = Union[Dealt, CallMade, CardPlayed, Claimed, ContractStated]


# The event of each card played from each seat with nothing attached, made once: ``PLAIN_PLAYS[seat][card]``
# (events are immutable values; a played board has 52 of them, and a file of thousands of boards
# only these 208).
PLAIN_PLAYS = tuple(tuple(tuple.__new__(CardPlayed, (seat, card, ())) for card in CARDS) for seat in Seat)
