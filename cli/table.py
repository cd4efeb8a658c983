"""``bridgefp table``: a person plays a board in the terminal against the robots.

What decides things is pure and lives at the top of this module: ``read_entry`` turns
what the person typed into an action (an event the core accepts, a command, or a
refusal that names the rule), ``undo_point`` says how far ``undo`` goes back, and
``screen_text``, ``event_text``, ``roles_text``, ``hint_text`` and ``end_text`` turn
the board into text through the core's views. ``_run`` is the small I/O loop around
them, and ``TableLog`` the log file.

The log is JSON Lines, the format of the other stages, written event by event (robots'
events too, with their ``explain``), each line flushed and fsync'd; ``undo`` rewrites it
atomically. So a table stopped in any way (quit, Ctrl-C, Ctrl-D, a closed terminal, a
killed process) leaves a log that ``bridgefp replay`` accepts, and ``table --log FILE``
on it continues its last board where it stopped. On such a resume the deal comes from
the log: ``--seed``/``--permutation``/``--dealer``/``--board`` may be given again (the
same command line works after a crash), but if they describe another board it is a
usage error, never a silent switch of deal.
"""

from __future__ import annotations

import functools
import io
import json
import os
import re
import shlex
import stat
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Callable, Iterable, Union

import click

import bridgefp as bf
from bridgefp.board import Board, apply_event, start_board
from bridgefp.cards import Seat
from bridgefp.events import CallMade, CardPlayed, Claimed, Dealt, Event
from bridgefp.log import event_to_line, iter_log
from bridgefp.cardplay import choose_card
from bridgefp.robots import CardRobot, robot_call, robot_card
from bridgefp.systems import System
from bridgefp.views import auction_table, card_text, layout

__all__ = [
    "People", "Submit", "Refuse", "Command", "Action", "parse_people", "chooser_of",
    "is_person_to_act", "read_entry", "robot_event", "undo_point", "take_back",
    "screen_text", "prompt_text", "event_text", "roles_text", "role_text", "hint_text", "end_text",
    "paint", "TableLog", "table",
]

People = frozenset[Seat]

_SIDES = {"NS": (Seat.N, Seat.S), "SN": (Seat.N, Seat.S), "EW": (Seat.E, Seat.W), "WE": (Seat.E, Seat.W)}

HELP = """\
Calls: 1C .. 7NT (1nt, 1 h, 1♥), p or pass, x or dbl, xx or rdbl.
Cards: a suit and a rank, either way round: ha, AH, 10h, h10, ♥A.
  ? or hint   what the robot would do here, and why
  undo        take back your last call or card (and the robots' answers after it)
  claim N     your side takes N of the remaining tricks; that ends the play
  show        draw the table again (an empty line does too)
  quit        stop here; the log keeps the board for --log to resume"""


def parse_people(text: str) -> People:
    """The seats a person takes: one seat (``S``, ``south``) or a side (``NS``, ``EW``)."""
    side = _SIDES.get(text.strip().upper().replace("-", "").replace("/", ""))
    if side is not None:
        return frozenset(side)
    return frozenset({Seat.parse(text)})


def _people_text(people: People) -> str:
    """``S``, ``NS`` or ``EW``: the form ``--seat`` takes."""
    return "".join(str(s) for s in sorted(people, key=lambda s: "NSEW".index(str(s))))


def _names(people: Iterable[Seat]) -> str:
    names = [s.full_name for s in sorted(people)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# ---------------------------------------------------------------- who acts


def _in_play(board: Board) -> bool:
    return board.auction.is_complete and not board.auction.is_passed_out


def chooser_of(board: Board, seat: Seat) -> Seat:
    """Who chooses ``seat``'s call or card: declarer chooses dummy's cards, everyone else their own."""
    if _in_play(board) and seat == board.dummy:
        assert board.declarer is not None
        return board.declarer
    return seat


def is_person_to_act(board: Board, people: People) -> bool:
    """True when the next call or card is the person's to choose."""
    seat = board.to_act
    return seat is not None and chooser_of(board, seat) in people


def robot_event(board: Board, system: System, robot: CardRobot = choose_card) -> Event:
    """The robot's call or card for the seat to act, with its explanation."""
    if not board.auction.is_complete:
        return robot_call(board, system)
    return robot_card(board, robot)


# ---------------------------------------------------------------- what the person typed


@dataclass(frozen=True, slots=True)
class Submit:
    """An entry the core accepts: the event, and the board after it."""

    event: Event
    board: Board


@dataclass(frozen=True, slots=True)
class Refuse:
    """An entry that is unreadable or breaks a rule, and why."""

    reason: str


@dataclass(frozen=True, slots=True)
class Command:
    """``hint``, ``undo``, ``show``, ``help`` or ``quit``."""

    name: str


Action = Union[Submit, Refuse, Command]

_COMMANDS = {
    "?": "hint", "hint": "hint", "undo": "undo", "show": "show", "board": "show", "": "show",
    "help": "help", "quit": "quit", "exit": "quit",
}


def read_entry(board: Board, people: People, text: str) -> Action:
    """What an entry means for ``board``, where the person is to act: a call in the auction,
    a card in the play, ``claim N``, or a command; unreadable or illegal entries are refused
    with the rule they break.

    >>> deal = bf.Deal.from_permutation(range(1, 53), "S")
    >>> board = bf.start_board(bf.Dealt(deal, Seat.S))
    >>> read_entry(board, frozenset({Seat.S}), "1 nt").event
    CallMade(seat=Seat.S, call=Call.parse('1NT'), extra=())
    >>> read_entry(board, frozenset({Seat.S}), "dbl")
    Refuse(reason='South cannot double: no bid has been made')
    """
    key = " ".join(text.split()).lower()
    if key in _COMMANDS:
        return Command(_COMMANDS[key])
    if key.split(" ")[0] == "claim":
        return _claim(board, people, key.split(" ")[1:])
    seat = board.to_act
    if seat is None:
        return Refuse("the board is over")
    if not board.auction.is_complete:
        return _call(board, seat, text)
    return _card(board, people, seat, text)


def _call(board: Board, seat: Seat, text: str) -> Action:
    try:
        call = bf.Call.parse(text.strip())
    except bf.ParseError as e:
        if _reads_as(bf.Card.parse, text):
            return Refuse("the auction is not over: make a call (a bid like 1H or 3NT, Pass, X or XX)")
        return Refuse(str(e))
    event = CallMade(seat, call)
    try:
        return Submit(event, apply_event(board, event))
    except bf.BridgeError as e:
        return Refuse(str(e))


def _card(board: Board, people: People, seat: Seat, text: str) -> Action:
    try:
        card = bf.Card.parse(text.strip())
    except bf.ParseError as e:
        if _reads_as(bf.Call.parse, text):
            return Refuse("the auction is over: play a card (a suit and a rank, e.g. HA, 10S)")
        return Refuse(str(e))
    event = CardPlayed(seat, card)
    try:
        return Submit(event, apply_event(board, event))
    except bf.BridgeError as e:
        return Refuse(_card_refusal(board, people, seat, card, str(e)))


def _reads_as(parse: Callable[[str], object], text: str) -> bool:
    try:
        parse(text.strip())
    except bf.ParseError:
        return False
    return True


def _card_refusal(board: Board, people: People, seat: Seat, card: bf.Card, core_message: str) -> str:
    """The core's reason, said to the person: ``you must follow suit in hearts``."""
    who = "dummy" if seat == board.dummy else "you"
    held = board.hand(seat)
    if card not in held:
        for other in (s for s in Seat if chooser_of(board, s) in people):  # the hands the person plays
            if other != seat and card in board.hand(other):
                owner = "your hand" if other != board.dummy else "dummy's hand"
                turn = "dummy's turn" if seat == board.dummy else f"{seat.full_name}'s turn"
                return f"{card} is in {owner}, but it is {turn}"
        return f"{who} {'do' if who == 'you' else 'does'} not hold {card}"
    play = board.play
    if play is not None and play.current:
        led = bf.Strain(play.current[0] // 13)
        if held.length(led):
            return f"{who} must follow suit in {led.full_name.lower()}"
    return core_message


def _claim(board: Board, people: People, args: list[str]) -> Action:
    if not _in_play(board):
        return Refuse("you can claim only in the play, after the auction")
    if len(args) != 1 or not args[0].isdigit():
        return Refuse("say how many of the remaining tricks your side takes: claim N")
    seat = board.to_act
    assert seat is not None
    claimer = chooser_of(board, seat)  # never dummy: declarer claims for the declaring side
    event = Claimed(claimer, int(args[0]))
    try:
        return Submit(event, apply_event(board, event))
    except bf.BridgeError as e:
        return Refuse(str(e))


# ---------------------------------------------------------------- undo


def undo_point(board: Board, people: People) -> int | None:
    """How many of the board's events an ``undo`` keeps: all before the person's last call,
    card or claim (so the person is to act there again); None if the person has done nothing."""
    events = board.events
    declarer = board.declarer
    for i in range(len(events) - 1, 0, -1):
        e = events[i]
        seat = e.seat  # type: ignore[union-attr]  # only the deal event has none, at index 0
        if isinstance(e, CardPlayed) and declarer is not None and seat == declarer.partner:
            seat = declarer
        if seat in people:
            return i
    return None


def take_back(board: Board, keep: int) -> Board:
    """The board folded from its first ``keep`` events."""
    events = board.events
    return functools.reduce(apply_event, events[1:keep], start_board(events[0]))  # type: ignore[arg-type]


# ---------------------------------------------------------------- what the person sees


_ASCII_CARD = re.compile(r"\b([CDHS])(10|[2-9TJQKA])\b")


def paint(text: str) -> str:
    """Text for a terminal that shows symbols: the cards robots and the core name in letters
    (``DQ``, ``HT``) with suit symbols, hearts and diamonds in red."""
    text = _ASCII_CARD.sub(lambda m: "♣♦♥♠"["CDHS".index(m[1])] + ("10" if m[2] == "T" else m[2]), text)
    return re.sub(r"[♥♦](?:10|[2-9JQKA])?", lambda m: click.style(m.group(0), fg="red"), text)


def _trick_counts(board: Board) -> str:
    play = board.play
    if play is None:
        return "Tricks: NS 0, EW 0."
    ns = play.declarer_tricks if play.declarer.side == "NS" else play.defender_tricks
    return f"Tricks: NS {ns}, EW {play.declarer_tricks + play.defender_tricks - ns}."


def _seat_label(board: Board, seat: Seat) -> str:
    return f"{seat.full_name} (dummy)" if _in_play(board) and seat == board.dummy else seat.full_name


def prompt_text(board: Board) -> str:
    """``South to call: ``, ``North (dummy) to play: ``."""
    seat = board.to_act
    assert seat is not None
    return f"{_seat_label(board, seat)} to {'call' if not board.auction.is_complete else 'play'}: "


def roles_text(board: Board, people: People) -> str:
    """Who the person is; in the play, the contract and what the person does in it."""
    if not _in_play(board):
        return f"You are {_names(people)}."
    declarer, dummy = board.declarer, board.dummy
    assert declarer is not None and dummy is not None
    return f"Contract {board.contract} by {declarer.full_name}, dummy {dummy.full_name}. {role_text(board, people)}"


def role_text(board: Board, people: People) -> str:
    """What the person does in the play: declare (and play dummy), defend, or watch as dummy."""
    declarer, dummy = board.declarer, board.dummy
    assert declarer is not None and dummy is not None
    if declarer in people:
        return "You declare: you play both hands." if dummy in people else "You declare: you play dummy's cards too."
    if dummy in people:
        return f"You are dummy: {declarer.full_name} (a robot) declares and plays both hands; you watch."
    return f"You are {_names(people)}, defending."


def _trick_line(board: Board, symbols: bool) -> str:
    play = board.play
    if play is None:
        assert board.declarer is not None
        return f"Trick 1: {board.declarer.next.full_name} leads."
    n = len(play.done) + 1
    if not play.current:
        return f"Trick {n}: {play.leader.full_name} leads."
    cards = ", ".join(
        f"{play.leader.after(i).full_name} {card_text(c, symbols)}" for i, c in enumerate(play.current)
    )
    return f"Trick {n}: {cards}."


def screen_text(board: Board, people: People, symbols: bool = False, full: bool = False) -> str:
    """The table as the person to act sees it: the hands they may see (theirs, dummy once the
    opening lead is made), the auction, and in the play the trick in progress and the tricks won.
    ``full`` adds the board's header, the auction during the play and the last trick."""
    lines: list[str] = []
    if full:
        number = f"Board {board.number}. " if board.number is not None else ""
        lines.append(f"{number}Dealer {board.dealer.full_name}. Vulnerable: {board.vulnerable}.")
    lines.append(roles_text(board, people))
    hands: list[bf.Hand | None] = [None, None, None, None]
    for s in people:
        hands[s] = board.hand(s)
    play = board.play
    if play is not None and play.dummy_visible:
        hands[play.dummy] = board.hand(play.dummy)
    lines.append(layout(hands, symbols))
    if not board.auction.is_complete or full:
        lines.append("")
        lines.append(auction_table(board.auction))
    if _in_play(board):
        if full and play is not None and play.done:
            last = play.done[-1]
            cards = ", ".join(f"{s.full_name} {card_text(c, symbols)}" for s, c in last.seats())
            lines.append(f"Last trick: {cards}; {last.winner.full_name} won it.")
        lines.append(f"{_trick_counts(board)} {_trick_line(board, symbols)}")
    return "\n".join(lines)


_VERBS = {"Pass": "passes", "X": "doubles", "XX": "redoubles"}


def event_text(before: Board, event: Event, after: Board, symbols: bool = False) -> str:
    """One event as it happens: ``West bids 1H (16 points, …)``; a finished trick and a
    finished auction add a line."""
    explain = getattr(event, "explain", None)
    why = f" ({explain})" if explain else ""
    lines: list[str] = []
    if isinstance(event, CallMade):
        call = str(event.call)
        lines.append(f"{event.seat.full_name} {_VERBS.get(call, 'bids ' + call)}{why}")
        if after.auction.is_complete:
            if after.auction.is_passed_out:
                lines.append("Passed out.")
            else:
                assert after.declarer is not None
                lines.append(f"Contract: {after.contract} by {after.declarer.full_name}."
                             f" {after.declarer.next.full_name} leads.")
    elif isinstance(event, CardPlayed):
        lines.append(f"{_seat_label(after, event.seat)} plays {card_text(event.card, symbols)}{why}")
        play = after.play
        if play is not None and not play.current and play.done:
            trick = play.done[-1]
            lines.append(f"{trick.winner.full_name} wins trick {len(play.done)}. {_trick_counts(after)}")
    elif isinstance(event, Claimed):
        left = before.play.tricks_left if before.play is not None else 13
        lines.append(f"{event.seat.full_name} claims {event.tricks} of the remaining {left} tricks."
                     f" {_trick_counts(after)}")
    return "\n".join(lines)


def hint_text(board: Board, system: System, symbols: bool = False, robot: CardRobot = choose_card) -> str:
    """What the robot would do at this point, and why: the system's call or the card robot's card."""
    event = robot_event(board, system, robot)
    why = dict(event.extra).get("explain")
    if isinstance(event, CallMade):
        call = str(event.call)
        verb = {"Pass": "pass", "X": "double", "XX": "redouble"}.get(call, f"bid {call}")
        return f"Hint: the robot would {verb} ({why})."
    assert isinstance(event, CardPlayed)
    return f"Hint: the robot would play {card_text(event.card, symbols)} ({why})."


def end_text(board: Board, people: People, scoring: str, symbols: bool = False) -> str:
    """The whole deal, the result and the score, once the board is over."""
    result = board.result(scoring)
    assert result is not None
    side = next(iter(people)).side
    mine = result.ns if side == "NS" else result.ew
    return "\n".join([
        "",
        "The deal:",
        layout(board.deal.hands(), symbols),
        f"Result: {result.result_text}.",
        f"Score ({scoring}, vulnerable: {board.vulnerable}): NS {result.ns:+d}, EW {result.ew:+d}."
        f" You ({side}) score {mine:+d}.",
    ])


# ---------------------------------------------------------------- the log file


class TableLog:
    """The log file: appended event by event (flushed, fsync'd), rewritten atomically on undo.

    ``prefix`` is the text of the boards before the one at the table, kept as it was.
    """

    def __init__(self, path: Path, prefix: str = "") -> None:
        self.path = path
        self.prefix = prefix
        self._handle: IO[str] = open(path, "a", encoding="utf-8")

    def append(self, event: Event) -> None:
        self._handle.write(event_to_line(event) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def rewrite(self, events: Iterable[Event]) -> None:
        """Replace the board at the table by ``events``: a temp file in the same folder, fsync, rename."""
        text = self.prefix + "".join(event_to_line(e) + "\n" for e in events)
        folder = self.path.resolve().parent
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{self.path.name}.", suffix=".tmp")
        try:
            os.chmod(tmp, stat.S_IMODE(os.stat(self.path).st_mode))  # mkstemp's 0600 would stick
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        _fsync_dir(folder)
        self._handle.close()
        self._handle = open(self.path, "a", encoding="utf-8")

    def close(self) -> None:
        self._handle.close()


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - a platform without directory handles
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


def _default_log_path() -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(f"bridgefp-table-{stamp}.jsonl")
    n = 1
    while path.exists():
        n += 1
        path = Path(f"bridgefp-table-{stamp}-{n}.jsonl")
    return path


def _read_existing(path: Path) -> tuple[str, Board | None, list[str]]:
    """(the text before the last board, the last board folded, notices) of a log; no board if
    the file is missing or empty.

    A last line cut short by a crash (no newline, not JSON) is dropped with a notice.
    """
    try:
        text = path.read_text(encoding="utf-8") if path.exists() else ""
    except OSError as e:
        raise click.ClickException(f"cannot read the log {path}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise click.ClickException(f"{path}: the log is not UTF-8 text ({e.reason} at byte {e.start})") from None
    notices: list[str] = []
    if text and not text.endswith("\n"):
        last = text.rsplit("\n", 1)[-1]
        if not last.lstrip().startswith("[") and not _is_json(last):
            text = text[: len(text) - len(last)]
            notices.append(f"dropped an unfinished last line of {path}: {last[:40]!r}")
    if not text.strip():
        return "", None, notices
    lines = io.StringIO(text, newline="\n").readlines()  # split at newlines only, as JSON Lines does
    with _data_errors(f"{path}, "):
        placed = list(iter_log(lines))
        boards = list(bf.fold_boards(placed))
    last_deal = max(i for i, (_, e) in enumerate(placed) if isinstance(e, Dealt))
    place = placed[last_deal][0]
    if text.lstrip().startswith("[") or not place.startswith("line "):
        # One JSON array: the table appends JSON Lines, so the earlier boards are rewritten as lines.
        prefix = "".join(event_to_line(e) + "\n" for _, e in placed[:last_deal])
        notices.append(f"{path} held one JSON array; it is rewritten as JSON Lines")
    else:
        prefix = "".join(lines[: int(place.split()[1]) - 1])
    if len(boards) > 1:
        notices.append(f"{path} holds {len(boards)} boards; this is the last of them")
    return prefix, boards[-1], notices


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


# ---------------------------------------------------------------- the loop


class _Stop(Exception):
    """The person left the table: ``code`` is the exit status."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class _Table:
    board: Board
    people: People
    system: System
    scoring: str
    symbols: bool
    log: TableLog
    echo_entries: bool  # input is not a terminal: show each entry after its prompt
    robot: CardRobot = choose_card  # the robots' card play
    hint: CardRobot = choose_card  # the card robot that answers ``?``

    def say(self, text: str) -> None:
        click.echo(paint(text) if self.symbols else text)

    def record(self, event: Event, after: Board) -> None:
        before = self.board
        self.log.append(event)
        self.board = after
        self.say(event_text(before, event, after, self.symbols))
        if not before.auction.is_complete and _in_play(after):
            self.say(role_text(after, self.people))


def _run(t: _Table, full: bool = False) -> None:
    """Robots act at once; at the person's turn, show the table, read an entry, act on it.

    ``full``: the first screen is the full one (header, auction), as on a resume."""
    shown: Board | None = None
    while not t.board.is_over:
        if not is_person_to_act(t.board, t.people):
            event = robot_event(t.board, t.system, t.robot)
            t.record(event, apply_event(t.board, event))
            continue
        if shown is not t.board:
            t.say("")
            t.say(screen_text(t.board, t.people, t.symbols, full=full))
            shown, full = t.board, False
        try:
            entry = input(prompt_text(t.board))
        except EOFError:
            click.echo()
            raise _Stop(0, "End of input.") from None
        if t.echo_entries:
            click.echo(entry)
        action = read_entry(t.board, t.people, entry)
        if isinstance(action, Submit):
            t.record(action.event, action.board)
        elif isinstance(action, Refuse):
            t.say(f"Not accepted: {action.reason}.")
        elif action.name == "hint":
            t.say(hint_text(t.board, t.system, t.symbols, t.hint))
        elif action.name == "help":
            t.say(HELP)
        elif action.name == "show":
            t.say(screen_text(t.board, t.people, t.symbols, full=True))
        elif action.name == "quit":
            raise _Stop(0, "Stopped.")
        else:  # undo
            keep = undo_point(t.board, t.people)
            if keep is None:
                t.say("Nothing to undo: you have not called or played yet.")
                continue
            taken = t.board.events[keep:]
            t.board = take_back(t.board, keep)
            t.log.rewrite(t.board.events)
            answers = f" and {len(taken) - 1} robot event{'s' if len(taken) != 2 else ''} after it" if len(taken) > 1 else ""
            t.say(f"Undone: {_event_short(taken[0], t.symbols)}{answers}.")
            shown = None
    t.say(end_text(t.board, t.people, t.scoring, t.symbols))


def _event_short(event: Event, symbols: bool) -> str:
    if isinstance(event, CallMade):
        return f"{event.seat.full_name}'s {event.call}"
    if isinstance(event, CardPlayed):
        return f"{event.seat.full_name}'s {card_text(event.card, symbols)}"
    if isinstance(event, Claimed):
        return f"{event.seat.full_name}'s claim"
    return "the deal"  # pragma: no cover - undo never reaches the deal


def _people_option(ctx: click.Context, param: click.Parameter, value: str) -> People:
    try:
        return parse_people(value)
    except bf.ParseError:
        raise click.BadParameter(f"{value!r}: give a seat (N, E, S, W) or a side (NS, EW)") from None


def _seat_option(ctx: click.Context, param: click.Parameter, value: str | None) -> Seat | None:
    try:
        return None if value is None else Seat.parse(value)
    except bf.ParseError as e:
        raise click.BadParameter(str(e)) from None


@click.command()
@click.option("--seat", "people", required=True, callback=_people_option, metavar="N|E|S|W|NS|EW",
              help="Where you sit: one seat, or both seats of a side. Robots take the others.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, path_type=Path),
              help="The event log, written as the board goes. An existing log is resumed where it "
                   "stopped.  [default: bridgefp-table-<time>.jsonl here]")
@click.option("--seed", type=int, help="Deal reproducibly: the portable shuffle of SPEC §1.")
@click.option("--permutation", metavar='"38 48 …"', help="The deck order: the 52 card numbers 1..52, each once.")
@click.option("--system", type=click.Choice(sorted(bf.SYSTEMS)), default="simple", show_default=True,
              help="The robots' bidding system (and the hints').")
@click.option("--scoring", type=click.Choice(list(bf.RULE_SETS)), default="duplicate", show_default=True,
              help="The scoring rule set.")
@click.option("--ascii", "ascii_only", is_flag=True, help="Suit letters, not symbols, even on a terminal.")
@click.option("--dealer", metavar="[N|E|S|W]", callback=_seat_option,
              help="Who deals [default: S, or the board's dealer].")
@click.option("--board", "number", type=click.IntRange(min=1),
              help="Board number: dealer and vulnerability from the 16-board cycle.")
@click.option("--robot", type=click.Choice(["basic", "dd", "random"]), default="basic", show_default=True,
              help="The robots' card play: basic (rules, explained), dd (Monte-Carlo double dummy; needs the dds extra) or random.")
@click.option("--hint", "hint_robot", type=click.Choice(["basic", "dd"]),
              help="The card robot that answers ? [default: --robot, or basic with --robot random].")
@click.pass_context
def table(
    ctx: click.Context, people: People, log_path: Path | None, seed: int | None, permutation: str | None,
    system: str, scoring: str, ascii_only: bool, dealer: Seat | None, number: int | None, robot: str,
    hint_robot: str | None,
) -> None:
    """Play a board at the table: you at --seat, robots at the other seats.

    \b
    Type calls (1nt, "1 ♥", p, x, xx) and cards (ha, AH, 10h, ♥A);
    ? or hint: what the robot would do; undo; claim N; show; help; quit.
    As declarer you play dummy's cards too. Every event goes to the log
    as it happens: `bridgefp table --seat S --log FILE` resumes it.
    """
    _check_source(permutation, seed)
    robots = card_robot(robot)
    hints = card_robot(hint_robot or ("basic" if robot == "random" else robot))
    seat = dealer or (_cycle_dealer(number) if number is not None else Seat.S)
    vul = bf.Vulnerability.of_board(number) if number is not None else bf.Vulnerability.NONE
    path = log_path if log_path is not None else _default_log_path()
    prefix, board, notices = _read_existing(path)
    resumed = board is not None
    if board is None:
        board = start_board(Dealt(next(_deals_for(permutation, seed, [seat])), seat, vul, number))
    elif permutation is not None or seed is not None or dealer is not None or number is not None:
        given = Dealt(next(_deals_for(permutation, seed, [seat])), seat, vul, number)
        _check_resume(path, board, given, permutation is not None or seed is not None)
    try:
        log = TableLog(path, prefix)
        log.rewrite(board.events)  # a new log's deal; a resumed log's board in canonical lines
    except OSError as e:
        raise click.ClickException(f"cannot write the log {path}: {e.strerror or e}") from None
    try:
        t = _Table(board, people, bf.get_system(system), scoring, _symbols(ascii_only), log,
                   echo_entries=not sys.stdin.isatty(), robot=robots, hint=hints)
        _sit(ctx, t, system, resumed, notices)
    except OSError as e:  # the terminal went away, or the disk is full
        raise click.ClickException(f"{e}; the log is in {path}") from None
    finally:
        log.close()


def _sit(ctx: click.Context, t: _Table, system: str, resumed: bool, notices: list[str]) -> None:
    """Greet the person, play the board out, and say where the log is however the table ends."""
    path = t.log.path
    resume = f"bridgefp table --seat {_people_text(t.people)} --log {shlex.quote(str(path))}"
    robots = _names(set(Seat) - t.people)
    click.echo(f"bridgefp table: you sit {_names(t.people)}"
               + (f"; robots sit {robots} (bidding: {system})." if robots else "."))
    click.echo(f"{'Resuming' if resumed else 'Log'}: {path}  (to resume later: {resume})")
    for notice in notices:
        click.echo(f"Note: {notice}.")
    if t.board.is_over:
        click.echo(f"The board in {path} is over. Give a new --log to play another.")
        t.say(end_text(t.board, t.people, t.scoring, t.symbols))
        return
    click.echo("Type a call or a card; ? for a hint, undo, claim N, show, help, quit.")
    _readline_if_terminal()
    try:
        _run(t, full=True)
    except _Stop as stop:
        click.echo(f"{stop.message} The log is in {path}; resume with: {resume}")
        ctx.exit(stop.code)
    except KeyboardInterrupt:
        click.echo(f"\nInterrupted. The log is in {path}; resume with: {resume}")
        ctx.exit(130)
    click.echo(f"The log is in {path}.")


def _check_resume(path: Path, board: Board, given: Dealt, has_deal: bool) -> None:
    """Options given again on a resume must describe the board in the log (the deal only if
    --seed or --permutation was given)."""
    same = (board.dealer, board.vulnerable, board.number) == (given.dealer, given.vulnerable, given.board)
    if not same or (has_deal and given.deal != board.deal):
        raise click.UsageError(
            f"{path} holds another board than --seed/--permutation/--dealer/--board describe: "
            "leave them out to resume it, or give a new --log"
        )


def _readline_if_terminal() -> None:
    """Line editing at the prompt when a person types at a terminal."""
    if sys.stdin.isatty():
        try:
            import readline  # noqa: F401
        except ImportError:  # pragma: no cover - a Python without readline
            pass


# Imported last: cli/main.py imports this module at its end to register `table`, so either
# module may be imported first without a circular-import error.
from bridgefp_cli.main import _check_source, _cycle_dealer, _data_errors, _deals_for, _symbols, card_robot  # noqa: E402
