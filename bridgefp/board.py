"""A board as a fold over its events: the deal, the auction, then the play.

``apply_event(board, event)`` is the one reducer (one entry per kind of event in
``_REDUCERS``), total over the log: a ``deal`` event starts a board from nothing (``None``)
or after the board before it, so ``functools.reduce(apply_event, events, None)`` is the
board the events leave. ``fold`` is that reduce, ``history`` every state along the way
(``toolz.accumulate``); ``fold_boards`` and ``replay`` fold a whole log, one board per ``deal``
event. Contract, declarer, tricks and score are read off the folded state, never stored twice.
"""

from __future__ import annotations

import functools
import itertools
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, NamedTuple, Sequence

from ._vectors import PVector, pvector

from .auction import Auction, Contract, apply_call, apply_calls
from .cards import Card, Hand, Seat, Vulnerability
from .deal import Deal
from . import _show
from ._records import record
from .errors import BridgeError, IllegalCallError, IllegalCardError, IllegalClaimError, LogError
from .events import PLAIN_PLAYS, CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event
from .play import Play, apply_claim, apply_play, play_cards, play_rows, start_play
from .scoring import Score, ns_score, score_board

__all__ = ["Board", "apply_event", "fold", "history", "replay", "fold_boards", "fold_blocks", "start_board", "play_table", "fold_calls"]


class _BoardRecord(NamedTuple):
    dealt: Dealt
    auction: Auction
    play: Play | None
    events: PVector[Event]
    stated: ContractStated | None  # the contract a record gave instead of an auction


@record
class Board(_BoardRecord):
    """One board folded so far: its deal event, the auction, the play once it starts, its events.

    Immutable, with named fields (a NamedTuple: the cheapest immutable record to build,
    one per event), equal only to another Board. ``Board(dealt, auction, play, events)``
    folds ``events`` (or, without them, the deal and the auction's calls) and refuses
    an auction or play that does not follow from them; the fold builds its states with
    ``_board``.
    """

    __slots__ = ()

    def __new__(
        cls, dealt: Dealt, auction: Auction | None = None, play: Play | None = None,
        events: Iterable[Event] | None = None, stated: ContractStated | None = None,
    ) -> Board:
        if events is None:
            events = [dealt] + ([CallMade(s, c) for s, c in auction.with_seats()] if auction is not None else [])
        given = list(events)
        if not given or given[0] != dealt or any(type(e) is Dealt for e in given[1:]):
            raise LogError("not a board: its events must start with its deal event, and hold no other")
        board = fold(given)
        if not _is_fold_of(board, auction, play, stated):
            raise LogError("not a board: the auction and play must be the fold of its events")
        return board

    def __str__(self) -> str:
        """The board as a player reads it: header, layout, auction, play, result (``board_text``)."""
        return _show.text(self)

    def _repr_svg_(self) -> str:
        """The diagram, for notebooks (``bridgefp.svg.board``)."""
        return _show.picture(self)

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Board:  # type: ignore[override]
        """A Board from its fields, checked as ``Board(...)`` checks them (``_replace`` comes here too)."""
        return cls(*iterable)

    def __repr__(self) -> str:
        """``Board(dealt=…, events=[…])``: the board folded again from its events by ``Board(...)``."""
        return f"Board(dealt={self.dealt!r}, events={list(self.events)!r})"

    def _replace(self, **fields: Any) -> Board:
        """A Board with some fields changed, checked as ``Board(...)`` checks them."""
        return self._make(fields.pop(name, getattr(self, name)) for name in self._fields)

    def __iter__(self) -> Iterator[Any]:
        raise TypeError("a Board is not a sequence: read its fields (deal, auction, play, events) by name")

    @property
    def deal(self) -> Deal:
        return self.dealt.deal

    @property
    def dealer(self) -> Seat:
        return self.dealt.dealer

    @property
    def vulnerable(self) -> Vulnerability:
        return self.dealt.vulnerable

    @property
    def number(self) -> int | None:
        """The board number the deal event gave, if any."""
        return self.dealt.board

    def hand(self, seat: Seat | str) -> Hand:
        """The cards ``seat`` holds now (the dealt hand less the cards played)."""
        s = Seat.parse(seat)
        if self.play is None:
            return self.deal.hand(s)
        return Hand(self.play.hands[s])

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (``Pass`` when passed out), else None."""
        return self.auction.contract if self.stated is None else self.stated.contract

    @property
    def declarer(self) -> Seat | None:
        return self.auction.declarer if self.stated is None else self.stated.declarer

    @property
    def dummy(self) -> Seat | None:
        declarer = self.declarer
        return None if declarer is None else declarer.partner

    @property
    def auction_is_over(self) -> bool:
        """The auction is complete, or a record stated its contract instead."""
        return self.stated is not None or self.auction.is_complete

    @property
    def tricks(self) -> int | None:
        """Tricks taken by declarer's side once play is over; None before, and when passed out."""
        if self.play is None or not self.play.is_over:
            return None
        return self.play.declarer_tricks

    @property
    def is_over(self) -> bool:
        """The board needs no more events: passed out, or play finished or claimed."""
        contract = self.contract
        if contract is not None and contract.is_passed_out:
            return True
        return self.play is not None and self.play.is_over

    @property
    def to_act(self) -> Seat | None:
        """The seat whose call or card comes next; None when the board is over."""
        if not self.auction_is_over:
            return self.auction.turn
        if self.play is None:
            declarer = self.declarer
            return None if declarer is None else declarer.next  # the opening leader
        return None if self.play.is_over else self.play.turn

    def score(self, rules: str = "duplicate") -> dict[str, int] | None:
        """``{"NS": …, "EW": …}`` once the board is over, by ``rules`` (``duplicate`` or ``simple``):
        ``result(rules)``'s, without building the Score."""
        if not self.is_over:
            return None
        contract = self.contract
        assert contract is not None
        declarer = None if contract.is_passed_out else self.declarer
        ns = ns_score(contract, declarer, self.tricks or 0, self.vulnerable, rules)
        return {"NS": ns, "EW": -ns}

    def result(self, rules: str = "duplicate") -> Score | None:
        """The scored result once the board is over, else None."""
        if not self.is_over:
            return None
        contract = self.contract
        assert contract is not None
        if contract.is_passed_out:
            return score_board(contract, None, 0, self.vulnerable, rules)
        return score_board(contract, self.declarer, self.tricks or 0, self.vulnerable, rules)


def _is_fold_of(board: Board, auction: Auction | None, play: Play | None, stated: ContractStated | None) -> bool:
    """Whether the given fields (None: not given) are those of the folded ``board``."""
    given = ((auction, board.auction), (play, board.play), (stated, board.stated))
    return all(mine is None or mine == folded for mine, folded in given)


def start_board(dealt: Dealt) -> Board:
    """A board with only its deal."""
    return _board(dealt, Auction.start(dealt.dealer), None, pvector([dealt]), None)


def _board(
    dealt: Dealt, auction: Auction, play: Play | None, events: PVector[Event], stated: ContractStated | None,
) -> Board:
    """The fold's constructor: a state that follows from a legal step (not checked again)."""
    return tuple.__new__(Board, (dealt, auction, play, events, stated))


def _call(board: Board, event: CallMade) -> Board:
    if board.stated is not None:
        raise IllegalCallError(f"{event.seat.full_name} cannot call {event.call}: the record stated the contract, "
                               f"{board.stated.contract}, without an auction")
    return _board(board.dealt, apply_call(board.auction, event.seat, event.call), None, board.events.append(event), None)


def _card_or_claim(board: Board, event: CardPlayed | Claimed) -> Board:
    play = board.play if board.play is not None else _start_play(board, event)
    if isinstance(event, CardPlayed):
        play = apply_play(play, event.seat, event.card)
    else:
        play = apply_claim(play, event.seat, event.tricks)
    return _board(board.dealt, board.auction, play, board.events.append(event), board.stated)


def _start_play(board: Board, event: CardPlayed | Claimed) -> Play:
    """The play before the opening lead; IllegalCardError when the auction has not given one."""
    contract = board.contract
    if contract is not None and not contract.is_passed_out:
        return play_of(board)
    error: type[IllegalCardError | IllegalClaimError]
    if isinstance(event, CardPlayed):
        what, kind, error = f"{event.seat.full_name} cannot play {event.card}", "play", IllegalCardError
    else:
        what, kind, error = f"{event.seat.full_name} cannot claim", "claim", IllegalClaimError
    if contract is not None:
        raise error(f"{what}: the board was passed out, there is no play")
    raise error(f"{what}: no {kind} before the auction ends")


# The reducer of each kind of event: a new kind of event adds one entry here.
def _stated(board: Board, event: ContractStated) -> Board:
    """A stated contract stands in for an auction that was not recorded: only before any call."""
    if board.stated is not None or board.auction.calls:
        had = "a stated contract" if board.stated is not None else "calls"
        raise IllegalCallError(f"the contract {event.contract} cannot be stated: the board already has {had}")
    if (event.declarer is None) != event.contract.is_passed_out:
        raise IllegalCallError(f"the contract {event.contract} needs a declarer exactly when it is not Pass")
    return _board(board.dealt, board.auction, None, board.events.append(event), event)


def play_of(board: Board) -> Play:
    """The play so far, or the play before the opening lead once the contract is known."""
    if board.play is not None:
        return board.play
    stated = board.stated
    if stated is None:
        return start_play(board.deal, board.auction)
    if stated.declarer is None or stated.contract.strain is None:
        raise IllegalCardError("there is no play: the board was passed out")
    return Play(declarer=stated.declarer, trump=stated.contract.strain, hands=board.deal.masks, leader=stated.declarer.next)


_REDUCERS: dict[type, Callable[[Board, Any], Board]] = {
    CallMade: _call,
    CardPlayed: _card_or_claim,
    Claimed: _card_or_claim,
    ContractStated: _stated,
}


def apply_event(board: Board | None, event: Event) -> Board:
    """The board after one more event; a BridgeError naming the rule if the event breaks one.

    A ``deal`` event starts a board, from nothing (``None``) or after the board before it
    (the next board of a log); any other event needs a board to belong to.
    """
    if type(event) is Dealt:
        return start_board(event)
    reducer = _REDUCERS.get(type(event))
    if reducer is None:
        raise LogError(f"unknown event {event!r}")
    if board is None:
        raise LogError(f"the log must start with a deal event, not {type(event).__name__}")
    return reducer(board, event)


def fold(events: Iterable[Event]) -> Board:
    """The board the events leave: ``functools.reduce(apply_event, events, None)``, which must not be empty.

    Over a log of several boards it is the last one (each ``deal`` event starts the next).
    """
    board = functools.reduce(apply_event, events, None)
    if board is None:
        raise LogError("no events: a board starts with its deal event")
    return board


def history(events: Iterable[Event]) -> Iterator[Board]:
    """Each state of the fold in turn, one per event: the board after the first event, the second, …

    ``list(history(events))[-1] == fold(events)``; the state after event N is what
    ``replay --at N`` shows, and taking back events is starting again from an earlier state.
    """
    from toolz import accumulate  # here, not at the top: a replay of a log never loads toolz

    states: Iterator[Board | None] = accumulate(apply_event, events, None)
    next(states)  # the empty start
    return (state for state in states if state is not None)


def fold_boards(placed: Iterable[tuple[str, Event]]) -> Iterator[Board]:
    """Each board of a log as soon as the next deal (or the end) closes it.

    ``placed`` yields (place, event); the first event that breaks a rule raises a
    BridgeError of the same kind whose message starts with its place (an event the
    reader cannot read is the reader's error, raised after the events before it are
    folded). A log is a sequence of boards, each started by its deal event; a board is
    the fold (``functools.reduce``) of ``apply_event`` over the events after its deal.
    A run of calls, or of cards, is folded in one step (the same rules, one state per run).
    """
    fold = _BoardFold()
    items = iter(placed)
    while True:
        try:
            item = next(items, None)
        except Exception as e:
            if fold.started:
                board = fold.board()  # a bad event before an unreadable one is the one reported
                if getattr(e, "opens_board", False):
                    yield board  # a bad deal event opens a board of its own: the one before is whole
            raise
        if item is None:
            break
        if type(item[1]) is fold.kind:
            fold.run.append(item)
        elif (done := fold.add(item)) is not None:
            yield done
    if fold.started:
        yield fold.board()


class _BoardFold:
    """One board being folded: calls and cards wait to be folded as a run of one kind."""

    __slots__ = ("_board", "run", "kind")

    def __init__(self) -> None:
        self._board: Board | None = None
        self.run: list[tuple[str, Any]] = []
        self.kind: type | None = None  # the kind of event ``run`` holds (None: no run is open)

    @property
    def started(self) -> bool:
        return self._board is not None

    def add(self, item: tuple[str, Event]) -> Board | None:
        """Take an event that does not extend the open run; the board it closes, if it is a deal."""
        place, event = item
        closed = self.board() if self._board is not None else None
        if isinstance(event, Dealt):
            self._board = start_board(event)
            return closed
        if self._board is None:
            raise LogError(f"{place}: the log must start with a deal event")
        kind = type(event)
        if kind is CallMade or kind is CardPlayed:
            self.kind, self.run = kind, [item]
        else:
            self._board = _apply_placed(self._board, item)
        return None

    def board(self) -> Board:
        """The board so far (the open run folded first)."""
        board = self._board
        assert board is not None
        if self.run:
            run, self.run, self.kind = self.run, [], None
            board = self._board = (_card_run if type(run[0][1]) is CardPlayed else _call_run)(board, run)
        return board


def _call_run(board: Board, run: list[tuple[str, CallMade]]) -> Board:
    """The board after a run of call events; the first that breaks a rule raises, naming its place."""
    return _call_steps(board, [event for _, event in run], 0, lambda i: run[i][0])


def _card_run(board: Board, run: list[tuple[str, CardPlayed]]) -> Board:
    """The board after a run of card events; the first that breaks a rule raises, naming its place."""
    return _card_steps(board, [event for _, event in run], 0, lambda i: run[i][0])


def _apply_placed(board: Board, placed: tuple[str, Event]) -> Board:
    place, event = placed
    try:
        return _apply(board, event)
    except BridgeError as e:
        raise type(e)(f"{place}: {e}") from None


def _apply(board: Board, event: Event) -> Board:
    """``apply_event`` on a board, one call less per event."""
    reducer = _REDUCERS.get(type(event))
    return reducer(board, event) if reducer is not None else apply_event(board, event)


def fold_blocks(
    blocks: Iterable[Sequence[Event]], place: Callable[[int], str], forget: Callable[[int], None] | None = None,
) -> Iterator[Board]:
    """``fold_boards`` for events that come in blocks (a reader's lines read at once), each event's
    place named only when a message needs it: ``place(i)`` for event ``i``, counted from 0 over
    every block. The same boards and the same errors as ``fold_boards`` on the events with their places.

    After each block, ``forget(i)`` (if given) says that no place before event ``i`` will be asked
    for again, so that a reader keeps what names places for the board being folded only.
    """
    fold = _BlockFold(place)
    items = iter(blocks)
    while True:
        try:
            block = next(items, None)
        except Exception as e:
            board = fold.close()  # a bad event before an unreadable one is the one reported
            if board is not None and getattr(e, "opens_board", False):
                yield board  # a bad deal event opens a board of its own: the one before is whole
            raise
        if block is None:
            break
        yield from fold.add(block)
        if forget is not None:
            forget(fold.first_open())
    board = fold.close()
    if board is not None:
        yield board


class _BlockFold:
    """One board being folded from blocks of events: calls and cards wait to be folded as a run of one kind."""

    __slots__ = ("_board", "_run", "_kind", "_start", "_seen", "_place")

    def __init__(self, place: Callable[[int], str]) -> None:
        self._board: Board | None = None
        self._run: list[Any] = []  # the open run: events of one kind, ``_kind``
        self._kind: type | None = None
        self._start = 0  # the index of the run's first event
        self._seen = 0  # events before the block being folded
        self._place = place

    def add(self, block: Sequence[Event]) -> Iterator[Board]:
        """Fold a block of events, giving each board it closes (by the next deal event) at once.

        The block is taken in stretches of events of one kind, so a run grows a stretch at a time."""
        index = self._seen
        for kind, stretch in itertools.groupby(block, type):
            events = list(stretch)
            if kind is self._kind:
                self._run += events
            elif kind is CallMade or kind is CardPlayed:
                self._event(events[0], index)  # opens a run (a call or card closes no board)
                self._run += events[1:]
            else:
                for k, event in enumerate(events):
                    board = self._event(event, index + k)
                    if board is not None:
                        yield board
            index += len(events)
        self._seen = index

    def first_open(self) -> int:
        """The first event whose place may still be asked for: the open run's first, else the next event."""
        return self._start if self._run else self._seen

    def _event(self, event: Event, index: int) -> Board | None:
        """Take an event that does not extend the open run; the board it closes, if it is a deal."""
        closed = self.close()
        kind = type(event)
        if kind is Dealt:
            self._board = start_board(event)  # type: ignore[arg-type]
            return closed
        if self._board is None:
            raise LogError(f"{self._place(index)}: the log must start with a deal event")
        if kind is CallMade or kind is CardPlayed:
            self._kind, self._run, self._start = kind, [event], index
        else:
            try:
                self._board = _apply(self._board, event)
            except BridgeError as e:  # the place named only now that a message needs it
                raise type(e)(f"{self._place(index)}: {e}") from None
        return None

    def close(self) -> Board | None:
        """The board so far, the open run folded first (None before the first deal)."""
        board = self._board
        if self._run and board is not None:
            run, self._run, self._kind = self._run, [], None
            step = _card_steps if type(run[0]) is CardPlayed else _call_steps
            board = self._board = step(board, run, self._start, self._place)
        return board


def _call_steps(board: Board, run: list[CallMade], start: int, place: Callable[[int], str]) -> Board:
    """The board after a run of call events, the first from event ``start``; the first that breaks a rule raises."""
    if board.stated is not None:
        _apply_placed(board, (place(start), run[0]))  # raises: calls after a stated contract
    auction, made = apply_calls(board.auction, run)
    if made < len(run):
        try:
            apply_call(auction, run[made].seat, run[made].call)  # raises, naming the rule
        except BridgeError as e:
            raise type(e)(f"{place(start + made)}: {e}") from None
    return _board(board.dealt, auction, None, board.events.extend(run), None)


def _card_steps(board: Board, run: list[CardPlayed], start: int, place: Callable[[int], str]) -> Board:
    """The board after a run of card events, the first from event ``start``; the first that breaks a rule raises."""
    played = 0
    try:
        play = board.play if board.play is not None else _start_play(board, run[0])
        after, played = play_cards(play, run)
        if played < len(run):
            apply_play(after, run[played].seat, run[played].card)  # raises, naming the rule
    except BridgeError as e:
        raise type(e)(f"{place(start + played)}: {e}") from None
    return _board(board.dealt, board.auction, after, board.events.extend(run), board.stated)


def fold_calls(dealt: Dealt, calls: Sequence[CallMade]) -> Board:
    """The board of a deal event and then ``calls``: ``fold`` on them, the calls folded as one run
    (``apply_calls``, one state for the run); the first call that breaks a rule raises its error."""
    board = start_board(dealt)
    if not calls:
        return board
    auction, made = apply_calls(board.auction, calls)
    if made < len(calls):
        apply_call(auction, calls[made].seat, calls[made].call)  # raises, naming the rule
    return _board(dealt, auction, None, board.events.extend(calls), None)


def play_table(board: Board, cells: Sequence[Card], first: Seat) -> tuple[Board, int]:
    """The board after the whole tricks of a play table, as far as they are legal, and how many were.

    ``cells`` are the table's cards row by row, each row a trick and its columns the seats clockwise
    from ``first`` (PBN's Play section); ``play_rows`` puts each trick in the order of play and folds
    it, and each card becomes the event of it played with nothing attached, in that order: the board
    ``apply_event`` gives on those events one by one (a property test holds them equal). A board whose
    auction gives no play yet, or whose play has a trick in progress, takes no row.
    """
    contract = board.contract
    if board.play is None and (contract is None or contract.is_passed_out):
        return board, 0
    play = play_of(board)
    events: list[Event] = []
    after, rows = play_rows(play, cells, first, PLAIN_PLAYS, events)
    if not rows:
        return board, 0
    return _board(board.dealt, board.auction, after, board.events.extend(events), board.stated), rows


def replay(events: Iterable[Event]) -> list[Board]:
    """One folded board per deal event; BridgeError (``event N: …``) on the first bad event."""
    return list(fold_boards((f"event {i}", e) for i, e in enumerate(events, 1)))
