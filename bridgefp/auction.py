"""The auction as a fold: ``apply(auction, seat, call)`` over an immutable state.

The rules (SPEC §2, the Laws): a bid must outrank the last bid; a double needs an
opponent's undoubled bid as the last call other than Pass; a redouble needs an
opponent's double there; Pass is always legal; the auction ends after three passes
that follow a call, or four at the start. ``legal_calls`` and ``apply_call`` read
the same two predicates, ``can_double`` and ``can_redouble``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Iterable

from pyrsistent import PVector, pvector

from .calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call
from .cards import STRAINS, Seat, Strain
from .errors import IllegalCallError, ParseError

__all__ = ["Auction", "Contract", "apply_call", "legal_calls", "can_double", "can_redouble"]

_PASS, _DOUBLE, _REDOUBLE = 35, 36, 37
_SEATS = tuple(Seat)
_EMPTY: PVector[Call] = pvector()


@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract: ``level`` 1..7, ``strain``, ``risk`` 0, 1 (X) or 2 (XX).

    A passed-out board has level 0 and strain None; its text is ``Pass``.

    >>> Contract.parse("3NTX"), str(Contract.parse("4H")), Contract.parse("Pass").is_passed_out
    (Contract.parse('3NTX'), '4H', True)
    """

    level: int
    strain: Strain | None
    risk: int = 0

    @property
    def is_passed_out(self) -> bool:
        return self.level == 0

    @property
    def tricks_needed(self) -> int:
        """Book (six) plus the level; 0 for a passed-out board."""
        return self.level + 6 if self.level else 0

    def __str__(self) -> str:
        if self.level == 0:
            return "Pass"
        return f"{self.level}{self.strain}{('', 'X', 'XX')[self.risk]}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read ``4H``, ``3NTX``, ``7CXX`` or ``Pass``."""
        t = text.strip().upper()
        if t in ("PASS", "P"):
            return PASSED_OUT
        risk = 0
        if t.endswith("XX"):
            risk, t = 2, t[:-2]
        elif t.endswith("X"):
            risk, t = 1, t[:-1]
        try:
            call = Call.parse(t)
        except ParseError:
            call = None
        if call is None or not call.is_bid:
            raise ParseError(f"{text!r} is not a contract (e.g. 4H, 3NTX, 7CXX or Pass)")
        return cls(call.level, call.strain, risk)


PASSED_OUT = Contract(0, None, 0)


@dataclass(frozen=True, slots=True)
class Auction:
    """The state of an auction: the calls so far and what the rules need to know of them.

    Build it with ``Auction.start(dealer)`` and ``apply_call``; never by hand.

    >>> a = Auction.from_calls("S", "P 1H P 3C P 4H P P P".split())
    >>> a.is_complete, str(a.contract), a.declarer
    (True, '4H', Seat.W)
    """

    dealer: Seat
    calls: PVector[Call] = _EMPTY
    last_bid: int = -1  # the last bid as a Call int, -1 before any
    last_bidder: int = -1
    risk: int = 0  # 0 none, 1 doubled, 2 redoubled: of the last bid
    risk_seat: int = -1  # who made the standing double or redouble
    passes: int = 0  # consecutive passes at the end

    @classmethod
    def start(cls, dealer: Seat | str = Seat.S) -> Auction:
        """An auction with no calls yet, ``dealer`` to call first."""
        return cls(Seat.parse(dealer))

    @classmethod
    def from_calls(cls, dealer: Seat | str, calls: Iterable[Call | str]) -> Auction:
        """Fold calls (Call values or texts) from the dealer on, checking every one."""
        return functools.reduce(_apply_next, calls, cls.start(dealer))

    def __repr__(self) -> str:
        calls = " ".join(c.log_text for c in self.calls)
        return f"Auction.from_calls({str(self.dealer)!r}, {calls!r}.split())"

    @property
    def turn(self) -> Seat:
        """The seat to call next (meaningless once the auction is complete)."""
        return _SEATS[(self.dealer + len(self.calls)) & 3]

    @property
    def is_complete(self) -> bool:
        return self.passes == 4 or (self.passes == 3 and self.last_bid >= 0)

    @property
    def is_passed_out(self) -> bool:
        return self.passes == 4 and self.last_bid < 0

    def seat_of(self, index: int) -> Seat:
        """The seat that made call number ``index`` (0-based)."""
        return _SEATS[(self.dealer + index) & 3]

    def with_seats(self) -> list[tuple[Seat, Call]]:
        """The calls with the seat that made each."""
        d = self.dealer
        return [(_SEATS[(d + i) & 3], c) for i, c in enumerate(self.calls)]

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is complete; None while it is open."""
        if not self.is_complete:
            return None
        if self.last_bid < 0:
            return PASSED_OUT
        return Contract(self.last_bid // 5 + 1, STRAINS[self.last_bid % 5], self.risk)

    @property
    def declarer(self) -> Seat | None:
        """Of the side that made the last bid, the first to bid its strain; None while open or passed out."""
        if not self.is_complete or self.last_bid < 0:
            return None
        return self.first_to_bid(self.last_bidder & 1, self.last_bid % 5)

    def first_to_bid(self, side: int, strain: int) -> Seat:
        """The first player of ``side`` (0 = NS, 1 = EW) to bid ``strain``."""
        d = self.dealer
        for i, c in enumerate(self.calls):
            if c < _PASS and c % 5 == strain and (d + i) & 1 == side:
                return _SEATS[(d + i) & 3]
        raise AssertionError("the side made a bid in that strain")  # pragma: no cover

    @property
    def dummy(self) -> Seat | None:
        d = self.declarer
        return None if d is None else d.partner


def can_double(a: Auction, seat: int) -> bool:
    """The last call other than Pass is an undoubled bid by an opponent of ``seat``."""
    return a.risk == 0 and a.last_bid >= 0 and (a.last_bidder ^ seat) & 1 == 1


def can_redouble(a: Auction, seat: int) -> bool:
    """The last call other than Pass is a double by an opponent of ``seat``."""
    return a.risk == 1 and (a.risk_seat ^ seat) & 1 == 1


def legal_calls(a: Auction) -> list[Call]:
    """Every call the player to act may make, bids low to high, then Pass, X, XX."""
    if a.is_complete:
        return []
    seat = (a.dealer + len(a.calls)) & 3
    calls = list(BIDS[a.last_bid + 1 :])
    calls.append(PASS)
    if can_double(a, seat):
        calls.append(DOUBLE)
    if can_redouble(a, seat):
        calls.append(REDOUBLE)
    return calls


def apply_call(a: Auction, seat: Seat | int, call: Call) -> Auction:
    """The auction after ``seat`` calls ``call``; IllegalCallError (naming the rule) if it may not."""
    turn = (a.dealer + len(a.calls)) & 3
    if seat != turn:
        raise IllegalCallError(_why_illegal(a, _SEATS[seat], call))
    return _apply(a, turn, call)


def _apply_next(a: Auction, call: Call | str) -> Auction:
    """The auction after the player to act calls ``call`` (a Call or its text)."""
    return _apply(a, (a.dealer + len(a.calls)) & 3, call if isinstance(call, Call) else Call.parse(call))


def _apply(a: Auction, turn: int, call: Call) -> Auction:
    passes = a.passes
    if passes == 4 or (passes == 3 and a.last_bid >= 0) or not _is_legal(a, turn, call):
        raise IllegalCallError(_why_illegal(a, _SEATS[turn], call))
    calls = a.calls.append(call)
    if call < _PASS:
        return Auction(a.dealer, calls, call, turn, 0, -1, 0)
    if call == _PASS:
        return Auction(a.dealer, calls, a.last_bid, a.last_bidder, a.risk, a.risk_seat, a.passes + 1)
    return Auction(a.dealer, calls, a.last_bid, a.last_bidder, call - _PASS, turn, 0)


def _is_legal(a: Auction, seat: int, call: int) -> bool:
    if call < _PASS:
        return call > a.last_bid
    if call == _PASS:
        return True
    if call == _DOUBLE:
        return can_double(a, seat)
    return can_redouble(a, seat)


def _why_illegal(a: Auction, seat: Seat, call: Call) -> str:
    """The rule ``call`` by ``seat`` breaks (only called when it breaks one)."""
    who = seat.full_name
    if a.is_complete:
        return f"{who} cannot call {call}: the auction is over"
    if seat != a.turn:
        return f"{who} cannot call: it is {a.turn.full_name}'s turn"
    if call < _PASS:
        return f"{call} is not enough: the last bid is {CALLS[a.last_bid]}"
    last = str(CALLS[a.last_bid]) if a.last_bid >= 0 else ""
    if call == _DOUBLE:
        if a.last_bid < 0:
            return f"{who} cannot double: no bid has been made"
        if a.risk:
            return f"{who} cannot double: {last} is already {('doubled', 'redoubled')[a.risk - 1]}"
        return f"{who} cannot double: the last bid, {last}, was made by {_whom(seat, _SEATS[a.last_bidder])}"
    if a.last_bid < 0:
        return f"{who} cannot redouble: no bid has been made"
    if a.risk == 0:
        return f"{who} cannot redouble: {last} has not been doubled"
    if a.risk == 2:
        return f"{who} cannot redouble: {last} is already redoubled"
    return f"{who} cannot redouble: the double of {last} was made by {_whom(seat, _SEATS[a.risk_seat])}"


def _whom(seat: Seat, other: Seat) -> str:
    return f"{seat.full_name}'s partner" if other == seat.partner else seat.full_name


def calls_of(items: Iterable[str | Call]) -> list[Call]:
    """Parse call texts (any accepted form) into Calls."""
    return [c if isinstance(c, Call) else Call.parse(c) for c in items]


__all__ += ["PASSED_OUT", "calls_of"]
