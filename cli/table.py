"""``bridgefp table``: a person plays a board in the terminal against the robots.

What decides things is pure and lives at the top of this module: ``read_entry`` turns
what the person typed into an action (an event the core accepts, a command, or a
refusal that names the rule), ``undo_point`` says how far ``undo`` goes back, and
``screen_text``, ``event_text``, ``roles_text``, ``hint_text`` and ``end_text`` turn
the board into text through the core's views. ``_run`` is the small I/O loop around
them, and ``TableLog`` the log file.

The log is JSON Lines, the format of the other stages, written event by event (robots'
events too, with their ``explain``) by ``tablelog.TableLog``: locked for the table's life,
appended and fsync'd line by line, cut back by ``undo``, never rewritten. So a table
stopped in any way (quit, Ctrl-C, Ctrl-D, a closed terminal, a killed process, a full
disk) leaves a log that ``bridgefp replay`` accepts, and ``table --log FILE`` on it
continues its last board where it stopped. On such a resume the deal comes from
the log: ``--seed``/``--permutation``/``--dealer``/``--board`` may be given again (the
same command line works after a crash), but if they describe another board it is a
usage error, never a silent switch of deal.
"""

from __future__ import annotations

import re
import shlex
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Union

import click

import bridgefp as bf
from bridgefp.board import Board, apply_event, start_board
from bridgefp.cards import Seat
from bridgefp.events import CallMade, CardPlayed, Claimed, Dealt, Event
from bridgefp.cardplay import choose_card
from bridgefp.robots import CardRobot, robot_call, robot_card
from bridgefp.systems import System
from bridgefp.table import (
    TrickSolver, check_claim, chooser_of, dd_solver, in_play, is_person_to_act, take_back, undo_point,
)
from bridgefp.views import auction_table, card_text, header_line, layout, score_line, tricks_line

from .common import (
    SEAT, Number, card_robot, check_source, deal_options, dealer_of, deals_for, robot_option, scoring_option, symbols,
    system_option, write,
)
from .tablelog import TableLog, open_log

__all__ = [
    "People", "Submit", "Refuse", "Command", "Action", "parse_people", "chooser_of",
    "is_person_to_act", "read_entry", "robot_event", "undo_point", "take_back",
    "screen_text", "prompt_text", "event_text", "roles_text", "role_text", "hint_text", "end_text",
    "card_reasons",
    "paint", "plain", "table",
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


def read_entry(board: Board, people: People, text: str, solver: TrickSolver | None = None) -> Action:
    """What an entry means for ``board``, where the person is to act: a call in the auction,
    a card in the play, ``claim N``, or a command; unreadable or illegal entries are refused
    with the rule they break, and a claim that does not hold (``check_claim``, asking
    ``solver`` when given) with the reason.

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
        return _claim(board, key.split(" ")[1:], solver)
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
            return Refuse("the auction is over: play a card (a suit and a rank, e.g. HA, S10)")
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
        return _not_held(board, people, seat, card) or f"{who} {'do' if who == 'you' else 'does'} not hold {card}"
    play = board.play
    if play is not None and play.current:
        led = bf.Strain(play.current[0] // 13)
        if held.length(led):
            return f"{who} must follow suit in {led.full_name.lower()}"
    return core_message


def _not_held(board: Board, people: People, seat: Seat, card: bf.Card) -> str | None:
    """``HA is in dummy's hand, but it is your turn`` when the card is in another hand the person plays."""
    for other in (s for s in Seat if chooser_of(board, s) in people and s != seat):
        if card in board.hand(other):
            owner = "your hand" if other != board.dummy else "dummy's hand"
            turn = "dummy's turn" if seat == board.dummy else f"{seat.full_name}'s turn"
            return f"{card} is in {owner}, but it is {turn}"
    return None


def _allowed(board: Board, seat: Seat) -> range:
    """The claims the rules allow (a refusal outside them is the core's own reason)."""
    from bridgefp.board import play_of

    return bf.claim_range(board.play if board.play is not None else play_of(board), seat)


_DIGITS = re.compile(r"[0-9]{1,2}")


def _claim(board: Board, args: list[str], solver: TrickSolver | None) -> Action:
    if not in_play(board):
        return Refuse("you can claim only in the play, after the auction")
    if len(args) != 1 or not _DIGITS.fullmatch(args[0]):
        return Refuse("say how many of the remaining tricks your side takes, in digits 0-9: claim N")
    seat = board.to_act
    assert seat is not None
    claimer = chooser_of(board, seat)  # never dummy: declarer claims for the declaring side
    event = Claimed(claimer, int(args[0]))
    left = board.play.tricks_left if board.play is not None else 13
    if event.tricks <= left:
        verdict = check_claim(board, claimer, event.tricks, solver)
        if not verdict.holds and event.tricks in _allowed(board, claimer):
            return Refuse(verdict.reason)
    try:
        return Submit(event, apply_event(board, event))
    except bf.BridgeError as e:
        return Refuse(str(e))


# ---------------------------------------------------------------- what the person sees


_ASCII_CARD = re.compile(r"\b([CDHS])(10|[2-9TJQKA])\b")


def paint(text: str) -> str:
    """Text for a terminal that shows symbols: the cards robots and the core name in letters
    (``DQ``, ``HT``) with suit symbols, hearts and diamonds in red."""
    text = _ASCII_CARD.sub(lambda m: "♣♦♥♠"["CDHS".index(m[1])] + ("10" if m[2] == "T" else m[2]), text)
    return re.sub(r"[♥♦](?:10|[2-9JQKA])?", lambda m: click.style(m.group(0), fg="red"), text)


def plain(text: str) -> str:
    """Text without symbols, in the views' one notation: ``C10`` where robots and the core write ``CT``."""
    return _ASCII_CARD.sub(lambda m: m[1] + ("10" if m[2] == "T" else m[2]), text)


def _seat_label(board: Board, seat: Seat) -> str:
    return f"{seat.full_name} (dummy)" if in_play(board) and seat == board.dummy else seat.full_name


def prompt_text(board: Board) -> str:
    """``South to call: ``, ``North (dummy) to play: ``."""
    seat = board.to_act
    assert seat is not None
    return f"{_seat_label(board, seat)} to {'call' if not board.auction.is_complete else 'play'}: "


def roles_text(board: Board, people: People) -> str:
    """Who the person is; in the play, the contract and what the person does in it."""
    if not in_play(board):
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
    lines = [header_line(board)] if full else []
    lines += [roles_text(board, people), layout(_visible_hands(board, people), symbols)]
    if not board.auction.is_complete or full:
        lines += ["", auction_table(board.auction)]
    if in_play(board):
        if full:
            lines += _last_trick(board, symbols)
        lines.append(f"{tricks_line(board)} {_trick_line(board, symbols)}")
    return "\n".join(lines)


def _visible_hands(board: Board, people: People) -> list[bf.Hand | None]:
    """The person's hands, and dummy's once it is on the table; None for the hands not seen."""
    hands: list[bf.Hand | None] = [None, None, None, None]
    for s in people:
        hands[s] = board.hand(s)
    play = board.play
    if play is not None and play.dummy_visible:
        hands[play.dummy] = board.hand(play.dummy)
    return hands


def _last_trick(board: Board, symbols: bool) -> list[str]:
    play = board.play
    if play is None or not play.done:
        return []
    last = play.done[-1]
    cards = ", ".join(f"{s.full_name} {card_text(c, symbols)}" for s, c in last.seats())
    return [f"Last trick: {cards}; {last.winner.full_name} won it."]


_VERBS = {"Pass": "passes", "X": "doubles", "XX": "redoubles"}


def event_text(before: Board, event: Event, after: Board, symbols: bool = False) -> str:
    """One event as it happens: ``West bids 1H (16 points, …)``; a finished trick and a
    finished auction add a line. A call's meaning is public and said at once; a robot's
    reason for a card could tell of a hidden hand, so it waits for the end (``card_reasons``)."""
    explain = getattr(event, "explain", None)
    why = f" ({explain})" if explain else ""
    if isinstance(event, CallMade):
        call = str(event.call)
        return "\n".join([f"{event.seat.full_name} {_VERBS.get(call, 'bids ' + call)}{why}", *_auction_end(after)])
    if isinstance(event, CardPlayed):
        lines = [f"{_seat_label(after, event.seat)} plays {card_text(event.card, symbols)}"]
        play = after.play
        if play is not None and not play.current and play.done:
            trick = play.done[-1]
            lines.append(f"{trick.winner.full_name} wins trick {len(play.done)}. {tricks_line(after)}")
        return "\n".join(lines)
    assert isinstance(event, Claimed)
    left = before.play.tricks_left if before.play is not None else 13
    return f"{event.seat.full_name} claims {event.tricks} of the remaining {left} tricks. {tricks_line(after)}"


def _auction_end(after: Board) -> list[str]:
    """The line that closes the auction: passed out, or the contract and who leads."""
    if not after.auction.is_complete:
        return []
    if after.auction.is_passed_out:
        return ["Passed out."]
    assert after.declarer is not None
    return [f"Contract: {after.contract} by {after.declarer.full_name}. {after.declarer.next.full_name} leads."]


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
    score = score_line(board, scoring)
    assert result is not None and score is not None
    side = next(iter(people)).side
    mine = result.ns if side == "NS" else result.ew
    yours = "" if result.declarer is None else f" You ({side}) score {mine:+d}."
    lines = ["", "The deal:", layout(board.deal.hands(), symbols), f"Result: {result.result_text}.", score + yours]
    return "\n".join(lines + card_reasons(board, symbols))


def card_reasons(board: Board, symbols: bool = False) -> list[str]:
    """Once the board is over: each robot card with its reason, trick by trick."""
    if not board.is_over:
        return []
    lines: list[str] = []
    trick = 0
    for e in board.events:
        if isinstance(e, CardPlayed):
            trick += 1
            if e.explain:
                lines.append(f"  trick {(trick + 3) // 4}: {e.seat.full_name} {card_text(e.card, symbols)}: {e.explain}")
    return ["The robots' reasons for their cards:", *lines] if lines else []


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
    solver: TrickSolver | None = None  # double dummy, for claims (sure winners without it)

    def say(self, text: str) -> None:
        write((paint(text) if self.symbols else plain(text)) + "\n")

    def record(self, event: Event, after: Board) -> None:
        """Log the event first (a failed write stops the table before anything is shown), then say it."""
        before = self.board
        self.log.append(event)
        self.board = after
        self.say(event_text(before, event, after, self.symbols))
        if not before.auction.is_complete and in_play(after) and not _actsin_play(after, self.people):
            self.say(role_text(after, self.people))  # the screens will not show it: the person only watches


def _actsin_play(board: Board, people: People) -> bool:
    """True when the person chooses cards in the play (declarer, or a defender)."""
    return any(chooser_of(board, seat) in people for seat in Seat)


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
        action = read_entry(t.board, t.people, _entry(t), t.solver)
        if _act(t, action):
            shown = None
    t.say(end_text(t.board, t.people, t.scoring, t.symbols))


def _entry(t: _Table) -> str:
    """One line typed at the prompt; the end of input stops the table."""
    try:
        entry = input(prompt_text(t.board))
    except EOFError:
        write("\n")
        raise _Stop(0, "End of input.") from None
    if t.echo_entries:
        write(entry + "\n")
    return entry


def _act(t: _Table, action: Action) -> bool:
    """Carry out what the person typed; True when the table must be drawn again (after undo)."""
    if isinstance(action, Submit):
        t.record(action.event, action.board)
    elif isinstance(action, Refuse):
        t.say(f"Not accepted: {action.reason}.")
    elif action.name == "quit":
        raise _Stop(0, "Stopped.")
    elif action.name == "undo":
        return _undo(t)
    else:
        t.say(_SCREENS[action.name](t))
    return False


_SCREENS: dict[str, Callable[[_Table], str]] = {
    "hint": lambda t: hint_text(t.board, t.system, t.symbols, t.hint),
    "help": lambda t: HELP,
    "show": lambda t: screen_text(t.board, t.people, t.symbols, full=True),
}


def _undo(t: _Table) -> bool:
    """Take back the person's last call, card or claim: the log is cut back to where it started."""
    keep = undo_point(t.board, t.people)
    if keep is None:
        t.say("Nothing to undo: you have not called or played yet.")
        return False
    taken = t.board.events[keep:]
    t.log.truncate(keep)
    t.board = take_back(t.board, keep)
    robots = len(taken) - 1
    answers = f" and {robots} robot event{'s' if robots != 1 else ''} after it" if robots else ""
    t.say(f"Undone: {_event_short(taken[0], t.symbols)}{answers}.")
    return True


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


@click.command()
@click.option("--seat", "people", required=True, callback=_people_option, metavar="N|E|S|W|NS|EW",
              help="Where you sit: one seat, or both seats of a side. Robots take the others.")
@click.option("--log", "log_path", type=click.Path(path_type=Path),
              help="The event log, written as the board goes. An existing log is resumed where it "
                   "stopped.  [default: bridgefp-table-<time>.jsonl here]")
@deal_options
@system_option
@scoring_option
@click.option("--ascii", "ascii_only", is_flag=True, help="Suit letters, not symbols, even on a terminal.")
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer].")
@click.option("--board", "number", type=Number(low=1),
              help="Board number: dealer and vulnerability from the 16-board cycle.")
@robot_option
@click.option("--hint", "hint_robot", type=click.Choice(["basic", "dd"]),
              help="The card robot that answers ? [default: --robot, or basic with --robot random].")
@click.pass_context
def table(
    ctx: click.Context, people: People, log_path: Path | None, seed: int | None, permutation: str | None,
    system: str, scoring: str, ascii_only: bool, dealer: Seat | None, number: int | None, robot: str,
    hint_robot: str | None,
) -> None:
    """Play a board at the table: you against the robots.

    You sit at --seat, robots at the other seats.

    \b
    Type calls (1nt, "1 ♥", p, x, xx) and cards (ha, AH, 10h, ♥A);
    ? or hint: what the robot would do; undo; claim N; show; help; quit.
    As declarer you play dummy's cards too. Every event goes to the log
    as it happens: `bridgefp table --seat S --log FILE` resumes it.
    """
    check_source(permutation, seed)
    robots = card_robot(robot)
    hints = card_robot(hint_robot or ("basic" if robot == "random" else robot))
    given = _given_deal(permutation, seed, dealer, number)
    path = log_path if log_path is not None else _default_log_path()
    log, board, notices = open_log(path)
    try:
        resumed = board is not None
        if board is None:
            board = start_board(given or _dealt(None, None, None, None))
            log.append(board.events[0])
        elif given is not None:
            _check_resume(path, board, given, permutation is not None or seed is not None)
        t = _Table(board, people, bf.get_system(system), scoring, symbols(ascii_only), log,
                   echo_entries=not sys.stdin.isatty(), robot=robots, hint=hints, solver=dd_solver())
        _sit(ctx, t, system, resumed, notices)
    except OSError as e:  # the terminal went away
        raise click.ClickException(f"{e.strerror or e}; the log is in {path}") from None
    finally:
        log.close()


def _dealt(permutation: str | None, seed: int | None, dealer: Seat | None, number: int | None) -> Dealt:
    seat = dealer_of(dealer, number)
    vul = bf.Vulnerability.of_board(number) if number is not None else bf.Vulnerability.NONE
    return Dealt(next(deals_for(permutation, seed, [seat])), seat, vul, number)


def _given_deal(permutation: str | None, seed: int | None, dealer: Seat | None, number: int | None) -> Dealt | None:
    """The board the options describe (checked before the log is opened), or None if they say nothing."""
    if permutation is None and seed is None and dealer is None and number is None:
        return None
    return _dealt(permutation, seed, dealer, number)


def _default_log_path() -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(f"bridgefp-table-{stamp}.jsonl")
    n = 1
    while path.exists():
        n += 1
        path = Path(f"bridgefp-table-{stamp}-{n}.jsonl")
    return path


def _sit(ctx: click.Context, t: _Table, system: str, resumed: bool, notices: list[str]) -> None:
    """Greet the person, play the board out, and say where the log is however the table ends."""
    path = t.log.path
    resume = f"bridgefp table --seat {_people_text(t.people)} --log {shlex.quote(str(path))}"
    robots = _names(set(Seat) - t.people)
    t.say(f"bridgefp table: you sit {_names(t.people)}"
          + (f"; robots sit {robots} (bidding: {system})." if robots else "."))
    t.say(f"{'Resuming' if resumed else 'Log'}: {path}  (to resume later: {resume})")
    for notice in notices:
        t.say(f"Note: {notice}.")
    if t.board.is_over:
        t.say(f"The board in {path} is over. Give a new --log to play another.")
        t.say(end_text(t.board, t.people, t.scoring, t.symbols))
        return
    t.say("Type a call or a card; ? for a hint, undo, claim N, show, help, quit.")
    _readline_if_terminal()
    try:
        _run(t, full=True)
    except _Stop as stop:
        t.say(f"{stop.message} The log is in {path}; resume with: {resume}")
        ctx.exit(stop.code)
    except KeyboardInterrupt:
        t.say(f"\nInterrupted. The log is in {path}; resume with: {resume}")
        ctx.exit(130)
    t.say(f"The log is in {path}.")


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
