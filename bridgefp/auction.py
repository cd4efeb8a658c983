"""The auction as a fold: ``apply(auction, seat, call)`` over an immutable state.

The rules (SPEC §2, the Laws): a bid must outrank the last bid; a double needs an
opponent's undoubled bid as the last call other than Pass; a redouble needs an
opponent's double there; Pass is always legal; the auction ends after three passes
that follow a call, or four at the start. One predicate decides legality,
``is_legal_call`` (a bid asks ``first_legal_bid``, a double ``can_double``, a redouble
``can_redouble``); ``legal_calls``, ``apply_call`` and the systems'
``lowest_legal_level`` all ask it.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, NamedTuple, Sequence

from .calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call
from .cards import SEATS, STRAINS, Seat, Side, Strain, require_text
from ._records import record
from .errors import IllegalCallError, InvalidValueError, ParseError
from ._records import immutable

__all__ = [
    "Auction", "Contract", "Risk", "apply_call", "apply_calls", "legal_calls", "is_legal_call", "can_double",
    "can_redouble", "first_legal_bid",
]


class Risk(enum.IntEnum):
    """Whether a bid (or contract) is undoubled, doubled or redoubled; ``text`` is ``""``, ``X``, ``XX``."""

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    def __repr__(self) -> str:
        return f"Risk.{self.name}"

    @property
    def text(self) -> str:
        return ("", "X", "XX")[self]


_RISKS = tuple(Risk)
_UNDOUBLED = Risk.UNDOUBLED


@immutable
@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract: ``level`` 1..7, ``strain``, ``risk`` (undoubled, X or XX).

    A passed-out board has level 0 and strain None; its text is ``Pass``. The one
    constructor refuses anything else, so every Contract prints and parses back.

    >>> Contract.parse("3NTX"), str(Contract.parse("4H")), Contract.parse("Pass").is_passed_out
    (Contract.parse('3NTX'), '4H', True)
    >>> Contract(9, Strain.H)
    Traceback (most recent call last):
    ...
    bridgefp.errors.InvalidValueError: not a contract: the level must be 1..7 (0 when passed out), not 9
    """

    level: int
    strain: Strain | None
    risk: int = Risk.UNDOUBLED  # given as 0, 1, 2 or a Risk; always held as a Risk

    def __post_init__(self) -> None:
        problem = _contract_problem(self.level, self.strain, self.risk)
        if problem:
            raise InvalidValueError(f"not a contract: {problem}")
        if self.strain is not None:
            object.__setattr__(self, "strain", Strain.parse(self.strain))
        object.__setattr__(self, "risk", _RISKS[self.risk])

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
        return f"{self.level}{self.strain}{_RISKS[self.risk].text}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read ``4H``, ``3NTX``, ``7CXX`` or ``Pass``."""
        t = require_text(text, "a contract").strip().upper()
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
        return cls(call.level, call.strain, _RISKS[risk])


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _contract_problem(level: object, strain: object, risk: object) -> str:
    """What makes these fields no contract ("" when they make one)."""
    if not _whole(level, 0, 7):
        return f"the level must be 1..7 (0 when passed out), not {level!r}"
    if not _whole(risk, 0, 2):
        return f"the risk must be 0, 1 (X) or 2 (XX), not {risk!r}"
    if level == 0:
        return "" if strain is None and not risk else "a passed-out board has no strain and no double"
    if not _whole(strain, 0, 4):
        return f"a level-{level} contract needs a strain (C, D, H, S or NT), not {strain!r}"
    return ""


PASSED_OUT = Contract(0, None)


class _Facts(NamedTuple):
    """What the rules need to know of the calls so far; derived from them by ``_advance`` only."""

    turn: Seat  # who calls next: the dealer, then the seat after the last caller
    last_bid: Call | None = None
    last_bidder: Seat | None = None
    risk: Risk = Risk.UNDOUBLED  # of the last bid
    doubler: Seat | None = None  # who made the standing double or redouble
    passes: int = 0  # consecutive passes at the end
    contract: Contract | None = None  # set once the auction is complete
    declarer: Seat | None = None  # set once the auction is complete with a bid




class _AuctionRecord(NamedTuple):
    dealer: Seat
    calls: tuple[Call, ...]
    facts: _Facts


@record
class Auction(_AuctionRecord):
    """The state of an auction: the dealer and the calls so far, and what the rules read of them.

    The state is a function of ``dealer`` and ``calls``: the constructor folds the calls
    (checking each one), so no Auction can disagree with its calls. Build it with
    ``Auction.start(dealer)`` and ``apply_call``, or ``Auction.from_calls``. Immutable
    (a NamedTuple record, equal only to another Auction).

    >>> a = Auction.from_calls("S", "P 1H P 3C P 4H P P P".split())
    >>> a.is_complete, str(a.contract), a.declarer, a.last_bid
    (True, '4H', Seat.W, Call.parse('4H'))
    """

    __slots__ = ()

    def __new__(cls, dealer: Seat | str, calls: Iterable[Call | str] = ()) -> Auction:
        return Auction.from_calls(dealer, calls)

    def __getnewargs__(self) -> tuple[Seat, tuple[Call, ...]]:  # copy and pickle refold the calls
        return self.dealer, self.calls

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Auction:  # type: ignore[override]
        """An auction from (dealer, calls[, facts]), folded again: given facts are not trusted."""
        dealer, calls, *_ = iterable
        return Auction(dealer, calls)

    def _replace(self, **fields: Any) -> Auction:
        """A changed auction is folded again from its dealer and calls (``facts`` cannot be set)."""
        if "facts" in fields:
            raise TypeError("an Auction's facts are derived from its calls and cannot be set")
        return Auction(fields.get("dealer", self.dealer), fields.get("calls", self.calls))

    @classmethod
    def start(cls, dealer: Seat | str = Seat.S) -> Auction:
        """An auction with no calls yet, ``dealer`` to call first (one for each dealer, made at import)."""
        return _STARTS[dealer if type(dealer) is Seat else Seat.parse(dealer)]

    @classmethod
    def from_calls(cls, dealer: Seat | str, calls: Iterable[Call | str]) -> Auction:
        """Fold calls (Call values or texts) from the dealer on, checking every one."""
        return functools.reduce(_apply_next, calls, cls.start(dealer))

    def __repr__(self) -> str:
        calls = " ".join(c.log_text for c in self.calls)
        return f"Auction.from_calls({str(self.dealer)!r}, {calls!r}.split())"

    def __iter__(self) -> Iterator[Any]:
        raise TypeError("an Auction is not a sequence: its calls are .calls, with their seats .with_seats()")

    @property
    def last_bid(self) -> Call | None:
        """The last bid made, or None before any."""
        return self.facts.last_bid

    @property
    def last_bidder(self) -> Seat | None:
        return self.facts.last_bidder

    @property
    def risk(self) -> Risk:
        """Whether the last bid stands doubled or redoubled."""
        return self.facts.risk

    @property
    def risk_seat(self) -> Seat | None:
        """Who made the standing double or redouble of the last bid, if any."""
        return self.facts.doubler

    @property
    def passes(self) -> int:
        """Consecutive passes at the end of the calls."""
        return self.facts.passes

    def seat_of(self, index: int) -> Seat:
        """The seat that made (or makes) call number ``index`` (0-based): the one turn formula."""
        return self.dealer.after(index)

    @property
    def turn(self) -> Seat:
        """The seat to call next (meaningless once the auction is complete)."""
        return self.facts.turn

    @property
    def is_complete(self) -> bool:
        return self.facts.contract is not None

    @property
    def is_passed_out(self) -> bool:
        return self.facts.contract is PASSED_OUT

    def with_seats(self) -> list[tuple[Seat, Call]]:
        """The calls with the seat that made each."""
        return [(self.seat_of(i), c) for i, c in enumerate(self.calls)]

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is complete; None while it is open."""
        return self.facts.contract

    @property
    def declarer(self) -> Seat | None:
        """Of the side that made the last bid, the first to bid its strain; None while open or passed out."""
        return self.facts.declarer

    @property
    def opening_leader(self) -> Seat | None:
        """Declarer's left-hand opponent, who leads to the first trick; None when there is no play."""
        declarer = self.facts.declarer
        return None if declarer is None else declarer.next

    def first_to_bid(self, side: Side | int, strain: int) -> Seat:
        """The first player of ``side`` (a Side, or 0 = NS, 1 = EW) to bid ``strain``."""
        member = Seat.N if side in (0, Side.NS) else Seat.E
        return _first_to_bid(self.dealer, self.calls, member, Strain.parse(strain))

    @property
    def dummy(self) -> Seat | None:
        d = self.declarer
        return None if d is None else d.partner

    def first_bid_of_side(self, seat: Seat) -> int | None:
        """The index of the first bid made by ``seat``'s side (``seat`` or partner), or None."""
        calls = self.calls
        start = 1 if self.seat_of(0).is_opponent_of(seat) else 0  # the side calls every other turn
        return next((i for i in range(start, len(calls), 2) if calls[i] < PASS), None)


def first_legal_bid(last_bid: Call | None) -> int:
    """The index in ``BIDS`` of the lowest bid that outranks ``last_bid``: the one rule of bidding.

    35 when no bid is left (after 7NT).
    """
    return 0 if last_bid is None else last_bid + 1


def can_double(a: Auction, seat: int) -> bool:
    """The last call other than Pass is an undoubled bid by an opponent of ``seat``."""
    return _can_double(a.facts, seat)


def _can_double(facts: _Facts, seat: int) -> bool:
    bidder = facts.last_bidder
    return facts.risk == 0 and bidder is not None and bidder.is_opponent_of(seat)


def can_redouble(a: Auction, seat: int) -> bool:
    """The last call other than Pass is a double by an opponent of ``seat``."""
    return _can_redouble(a.facts, seat)


def _can_redouble(facts: _Facts, seat: int) -> bool:
    doubler = facts.doubler
    return facts.risk == 1 and doubler is not None and doubler.is_opponent_of(seat)


def is_legal_call(a: Auction, call: Call) -> bool:
    """May the player to act make ``call``? The one predicate every other check asks."""
    return _is_legal(a.facts, a.turn, call)


def _is_legal(facts: _Facts, turn: Seat, call: Call) -> bool:
    """``is_legal_call`` on the facts of the calls so far, the turn already known (the fold knows it)."""
    if facts.contract is not None:
        return False
    if call < PASS:  # calls compare as ints: Pass, X and XX are the three indexes after the bids
        return call >= first_legal_bid(facts.last_bid)
    if call > DOUBLE:
        return _can_redouble(facts, turn)
    return call < DOUBLE or _can_double(facts, turn)


def legal_calls(a: Auction) -> list[Call]:
    """Every call the player to act may make, bids low to high, then Pass, X, XX."""
    if a.is_complete:
        return []
    return [*BIDS[first_legal_bid(a.last_bid):], *(c for c in CALLS[35:] if is_legal_call(a, c))]


def apply_call(a: Auction, seat: Seat | int, call: Call) -> Auction:
    """The auction after ``seat`` calls ``call``; IllegalCallError (naming the rule) if it may not."""
    f = a.facts
    turn = f.turn
    if type(call) is Call and seat == turn:  # a Call: ``_is_legal`` and ``_advance`` at once, on its index
        facts = _after_call(f, turn, call, _INDEX[call])
        if facts is not None:
            calls = (*a.calls, call)
            return _new(Auction, (a.dealer, calls, facts if facts[5] < 3 else _facts_of_run(a.dealer, calls, facts)))
    if seat != turn or not _is_legal(f, turn, call):
        raise IllegalCallError(_why_illegal(a, SEATS[seat], call))
    calls = (*a.calls, call)
    return _auction(a.dealer, calls, _advance(f, turn, call, a.dealer, calls))


def _after_call(f: _Facts, turn: Seat, call: Call, index: int) -> _Facts | None:
    """The facts after ``call`` (of that ``index``) by ``turn``, the player to act, without the contract
    three passes make (``_facts_of_run`` adds it); None when the call breaks a rule. ``_is_legal`` and
    ``_advance`` in one, on the plain int of the call: a Call's own comparisons run Python code."""
    if f.contract is not None:
        return None
    nxt = _SEATS_AFTER[turn]
    last = f.last_bid
    if index < 35:  # a bid: above the last one
        if last is not None and index <= _INDEX[last]:
            return None
        return _new(_Facts, (nxt, call, turn, _UNDOUBLED, None, 0, None, None))
    if index == 35:
        return _new(_Facts, (nxt, last, f.last_bidder, f.risk, f.doubler, f.passes + 1, None, None))
    by = f.last_bidder if index == 36 else f.doubler  # X of an undoubled bid, XX of a double, each by an opponent
    if f.risk != index - 36 or by is None or not (by ^ turn) & 1:
        return None
    return _new(_Facts, (nxt, last, f.last_bidder, _RISKS[index - 35], turn, 0, None, None))


def apply_calls(a: Auction, calls: Iterable[Sequence[Any]]) -> tuple[Auction, int]:
    """The auction after the calls ``(seat, call)`` in turn, as far as they are legal, and how many were.

    Each item is a ``(seat, call)`` pair or anything that starts with them (a ``CallMade`` event).
    The fold's step for a run of calls: the states ``apply_call`` gives call by call (a property
    test holds them equal), one Auction built for the run; the first call that breaks a rule
    stops it (``apply_call`` on it says which rule).
    """
    f, made = a.facts, list(a.calls)
    if f.contract is not None:
        return a, 0
    turn, last, bidder, risk, doubler, passes = f.turn, f.last_bid, f.last_bidder, f.risk, f.doubler, f.passes
    top = -1 if last is None else _INDEX[last]  # the last bid's index
    for item in calls:  # ``_is_legal`` and ``_advance`` on the facts held as names, one _Facts at the end
        call = item[1]
        if item[0] != turn:
            break
        i = _INDEX[call]  # compared as a plain int: a Call's own comparisons go through Python's slots
        if i < _PASS_INDEX:  # a bid: above the last one
            if i <= top:
                break
            last, top, bidder, risk, doubler, passes = call, i, turn, Risk.UNDOUBLED, None, 0
        elif i == _PASS_INDEX:
            passes += 1
        else:  # X of an undoubled bid, XX of a double, each by an opponent
            by = bidder if i == _PASS_INDEX + 1 else doubler
            if risk != i - _PASS_INDEX - 1 or by is None or not (by ^ turn) & 1:
                break
            risk, doubler, passes = _RISKS[i - _PASS_INDEX], turn, 0
        made.append(call)
        turn = _SEATS_AFTER[turn]
        if passes == 4 or (passes == 3 and last is not None):
            break  # the auction is over
    if len(made) == len(a.calls):
        return a, 0
    facts = _facts_of_run(a.dealer, made, _facts(turn, last, bidder, risk, doubler, passes))
    return _auction(a.dealer, tuple(made), facts), len(made) - len(a.calls)


def _facts_of_run(dealer: Seat, calls: Sequence[Call], f: _Facts) -> _Facts:
    """``f`` with the contract and declarer ``_advance`` sets once the passes end the auction."""
    last, bidder = f.last_bid, f.last_bidder
    if f.passes == 4 and last is None:
        return _facts(f.turn, None, None, Risk.UNDOUBLED, None, 4, PASSED_OUT)
    if f.passes < 3 or last is None or bidder is None:
        return f
    declarer = _first_to_bid(dealer, calls, bidder, STRAINS[last % 5])
    return _facts(f.turn, last, bidder, f.risk, f.doubler, 3, _CONTRACTS[3 * last + f.risk], declarer)


def _auction(dealer: Seat, calls: tuple[Call, ...], facts: _Facts) -> Auction:
    """An Auction whose facts the caller derived from its calls (by ``_advance``): the fold's own
    constructor, which skips the check ``Auction(dealer, calls)`` makes."""
    return tuple.__new__(Auction, (dealer, calls, facts))


def _apply_next(a: Auction, call: Call | str) -> Auction:
    """The auction after the player to act calls ``call`` (a Call or its text)."""
    return apply_call(a, a.facts.turn, call if isinstance(call, Call) else Call.parse(call))


# A tuple type's value from its fields in order, as the type's own ``__new__`` makes it but without its
# frame of Python: the fold builds an Auction and its facts on every call.
_new = tuple.__new__


def _facts(
    turn: Seat, last_bid: Call | None, last_bidder: Seat | None, risk: Risk, doubler: Seat | None, passes: int,
    contract: Contract | None = None, declarer: Seat | None = None,
) -> _Facts:
    """``_Facts`` from every field in order, built as a plain tuple is (one per call the fold reads)."""
    return tuple.__new__(_Facts, (turn, last_bid, last_bidder, risk, doubler, passes, contract, declarer))


def _advance(f: _Facts, seat: Seat, call: Call, dealer: Seat, calls: Sequence[Call]) -> _Facts:
    """The facts after a legal ``call`` by ``seat``; ``calls`` already ends with it."""
    last, bidder, turn = f.last_bid, f.last_bidder, _SEATS_AFTER[seat]
    if call < PASS:
        return _facts(turn, call, seat, Risk.UNDOUBLED, None, 0)
    if call > PASS:
        return _facts(turn, last, bidder, _RISKS[call - PASS], seat, 0)
    passes = f.passes + 1
    if passes == 4 and last is None:
        return _facts(turn, None, None, Risk.UNDOUBLED, None, 4, PASSED_OUT)
    if passes < 3 or last is None or bidder is None:
        return _facts(turn, last, bidder, f.risk, f.doubler, passes)
    contract = _CONTRACTS[3 * last + f.risk]
    declarer = _first_to_bid(dealer, calls, bidder, STRAINS[last % 5])
    return _facts(turn, last, bidder, f.risk, f.doubler, 3, contract, declarer)


_INDEX = tuple(range(38))  # a call's index as a plain int, ``_INDEX[call]``
_STARTS = {seat: _auction(seat, (), _Facts(turn=seat)) for seat in SEATS}  # no call yet, each dealer to call first
_INDEX = tuple(range(len(CALLS)))  # each call's index as a plain int: ``_INDEX[call]``
_PASS_INDEX = int(PASS)
_SEATS_AFTER = (Seat.E, Seat.S, Seat.W, Seat.N)  # the seat after each: ``_SEATS_AFTER[seat]``
# The contract each bid ends in, undoubled, doubled and redoubled: ``_CONTRACTS[3 * bid + risk]``.
_CONTRACTS = tuple(Contract(bid.level, bid.strain, risk) for bid in BIDS for risk in _RISKS)


def _first_to_bid(dealer: Seat, calls: Sequence[Call], bidder: Seat, strain: Strain) -> Seat:
    """The first of ``bidder``'s side to bid ``strain`` in ``calls``."""
    for i in range((bidder - dealer) & 1, len(calls), 2):  # the calls of ``bidder``'s side
        c = _INDEX[calls[i]]  # a plain int (see ``apply_calls``)
        if c < _PASS_INDEX and c % 5 == strain:  # a bid in ``strain`` (bids are ``5 * (level - 1) + strain``)
            return SEATS[(dealer + i) & 3]
    raise AssertionError("the side made a bid in that strain")  # pragma: no cover


def _why_illegal(a: Auction, seat: Seat, call: Call) -> str:
    """The rule ``call`` by ``seat`` breaks (only called when it breaks one)."""
    who = seat.full_name
    if a.is_complete:
        return f"{who} cannot call {call}: the auction is over"
    if seat != a.turn:
        return f"{who} cannot call: it is {a.turn.full_name}'s turn"
    if call < PASS:
        return f"{call} is not enough: the last bid is {a.last_bid}"
    if call == DOUBLE:
        return _why_not_double(a, seat)
    return _why_not_redouble(a, seat)


def _why_not_double(a: Auction, seat: Seat) -> str:
    who, last, f = seat.full_name, a.last_bid, a.facts
    if last is None or f.last_bidder is None:
        return f"{who} cannot double: no bid has been made"
    if f.risk:
        return f"{who} cannot double: {last} is already {('doubled', 'redoubled')[f.risk - 1]}"
    return f"{who} cannot double: the last bid, {last}, was made by {_whom(seat, f.last_bidder)}"


def _why_not_redouble(a: Auction, seat: Seat) -> str:
    who, last, f = seat.full_name, a.last_bid, a.facts
    if last is None:
        return f"{who} cannot redouble: no bid has been made"
    if f.risk == 0 or f.doubler is None:
        return f"{who} cannot redouble: {last} has not been doubled"
    if f.risk == 2:
        return f"{who} cannot redouble: {last} is already redoubled"
    return f"{who} cannot redouble: the double of {last} was made by {_whom(seat, f.doubler)}"


def _whom(seat: Seat, other: Seat) -> str:
    return f"{seat.full_name}'s partner" if other == seat.partner else seat.full_name


def calls_of(items: Iterable[str | Call]) -> list[Call]:
    """Parse call texts (any accepted form) into Calls."""
    return [c if isinstance(c, Call) else Call.parse(c) for c in items]


__all__ += ["PASSED_OUT", "calls_of"]
