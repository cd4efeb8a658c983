"""The ``bridgefp`` command: a thin click shell over the pure core.

It opens streams, calls the core, prints, and turns core errors into one line on
stderr and a non-zero exit (1 for bad data, 2 for a bad invocation).
"""

from __future__ import annotations

import itertools
import json
import random
import re
import signal
import sys
from contextlib import contextmanager
from typing import IO, Callable, Iterator, Sequence

import click

import bridgefp as bf
from bridgefp.board import Board, fold_boards
from bridgefp.log import event_to_line, iter_log
from bridgefp.formats import board_to_pbn, decode_lines
from bridgefp.cardplay import ROBOTS, dd_missing
from bridgefp.robots import CardRobot, finish_auction, finish_play
from bridgefp_cli.records import BadBoards, open_record, record_boards

SEATS = ["N", "E", "S", "W"]


class SeatType(click.ParamType):
    """A seat: N, E, S, W (or north, east…, any case)."""

    name = "seat"

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[N|E|S|W]"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> bf.Seat:
        if isinstance(value, bf.Seat):
            return value
        try:
            return bf.Seat.parse(str(value))
        except bf.BridgeError as e:
            self.fail(str(e), param, ctx)


SEAT = SeatType()


def _stdio_quiet_on_broken_pipe() -> None:
    """``bridgefp … | head`` ends quietly, as Unix tools do."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(bf.__version__, prog_name="bridgefp")
def main() -> None:
    """Contract Bridge: deal, bid, play, score and replay, as stages that pipe.

    \b
      bridgefp auction --seed 7            seed 000's program: deal, bid, show
      bridgefp deal --seed 1 --count 100 | bridgefp bid | bridgefp replay
    """
    _stdio_quiet_on_broken_pipe()


# ---------------------------------------------------------------- helpers


def _place(log: str) -> str:
    return "" if log == "-" else f"{log}, "


@contextmanager
def _data_errors(prefix: str = "") -> Iterator[None]:
    """Turn a core error into click's one-line ``Error: …`` and exit 1."""
    try:
        yield
    except bf.BridgeError as e:
        raise click.ClickException(f"{prefix}{e}") from None


def _parse_permutation(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,\[\]]+", text) if t]


def _deal_options(fn):  # type: ignore[no-untyped-def]
    fn = click.option("--seed", type=int, help="Deal reproducibly: the portable shuffle of SPEC §1.")(fn)
    fn = click.option(
        "--permutation", metavar='"38 48 …"', help="The deck order: the 52 card numbers 1..52, each once."
    )(fn)
    return fn


def _check_source(permutation: str | None, seed: int | None) -> None:
    if permutation is not None and seed is not None:
        raise click.UsageError("give --permutation or --seed, not both")


def _system_option(fn):  # type: ignore[no-untyped-def]
    return click.option(
        "--system",
        type=click.Choice(sorted(bf.SYSTEMS)),
        default="simple",
        show_default=True,
        help="The robots' bidding system.",
    )(fn)


def _scoring_option(fn):  # type: ignore[no-untyped-def]
    return click.option(
        "--scoring",
        type=click.Choice(list(bf.RULE_SETS)),
        default="duplicate",
        show_default=True,
        help="The scoring rule set.",
    )(fn)


def _write(out: IO[str], line: str) -> None:
    out.write(line + "\n")


def _boards(log: str, limit: int | None = None, bad: BadBoards | None = None) -> Iterator[Board]:
    """Fold the LOG (an event log, PBN or LIN) board by board; a bad event ends the command with
    one line naming its place, or with ``bad`` (``--keep-going``) is reported and counted.

    With ``limit``, only the first ``limit`` events of an event log are read (``--at``); fewer is an error.
    """
    fmt, raw = open_record(log)
    if fmt != "jsonl" or bad is not None:
        if limit is not None:
            raise click.UsageError("--at reads an event log (JSON Lines) without --keep-going")
        yield from record_boards(log, fmt, raw, bad)
        return
    place = _place(log)
    placed = iter_log(decode_lines(raw, "jsonl"))
    counted = [0]
    if limit is not None:
        placed = _counting(itertools.islice(placed, limit), counted)
    with _data_errors(place):
        yield from fold_boards(placed)
    if limit is not None and counted[0] < limit:
        raise click.ClickException(f"{place}--at {limit}: the log holds only {counted[0]} events")


def _counting(placed: Iterator[tuple[str, bf.Event]], counted: list[int]) -> Iterator[tuple[str, bf.Event]]:
    for item in placed:
        counted[0] += 1
        yield item


# ---------------------------------------------------------------- commands


@main.command()
@_deal_options
@_system_option
@click.option("--json", "as_json", is_flag=True, help="Write the event log instead of the text.")
def auction(permutation: str | None, seed: int | None, system: str, as_json: bool) -> None:
    """Seed 000's program: deal (South deals), let robots bid, show the deal, auction and declarer."""
    _check_source(permutation, seed)
    deal = next(_deals_for(permutation, seed, [bf.Seat.S]))
    dealt = bf.Dealt(deal, bf.Seat.S, bf.Vulnerability.NONE, None)
    board = finish_auction(bf.start_board(dealt), bf.get_system(system))
    out = sys.stdout
    if as_json:
        for event in board.events:
            _write(out, event_to_line(event))
    else:
        out.write(bf.auction_report(deal.hands(), board.auction))


@main.command()
@_deal_options
@click.option("--count", type=click.IntRange(min=1), default=1, show_default=True, help="How many deals.")
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "first_board", type=click.IntRange(min=1), help="Number the boards from N; dealer and vulnerability follow the 16-board cycle.")
def deal(permutation: str | None, seed: int | None, count: int, dealer: bf.Seat | None, first_board: int | None) -> None:
    """Stage: write deal events (JSON Lines) to stdout."""
    _check_source(permutation, seed)
    if permutation is not None and count != 1:
        raise click.UsageError("--permutation gives one deal; --count needs --seed or no option")
    out = sys.stdout
    number = first_board or 1
    # Each board's dealer is needed before its cards are dealt: deal position p goes to dealer + p.
    seats = [_dealer_of(dealer, number + i if first_board else None) for i in range(count)]
    for i, d in enumerate(_deals_for(permutation, seed, seats)):
        n = number + i
        vul = bf.Vulnerability.of_board(n) if first_board else bf.Vulnerability.NONE
        _write(out, event_to_line(bf.Dealt(d, seats[i], vul, n if first_board else None)))


def _cycle_dealer(board: int) -> bf.Seat:
    return bf.Seat((board - 1) % 4)


def _dealer_of(dealer: bf.Seat | None, board: int | None) -> bf.Seat:
    """--dealer if given, else the board's dealer in the 16-board cycle, else South (seed 000)."""
    if dealer is not None:
        return dealer
    return _cycle_dealer(board) if board is not None else bf.Seat.S


def _deals_for(permutation: str | None, seed: int | None, seats: Sequence[bf.Seat]) -> Iterator[bf.Deal]:
    if permutation is not None:
        with _data_errors("--permutation: "):
            yield bf.Deal.from_permutation(_parse_permutation(permutation), seats[0])
        return
    perms: Iterator[list[int]]
    if seed is not None:
        perms = bf.seeded_permutations(seed, len(seats))
    else:
        rng = random.Random()  # fresh entropy: no seed was given
        perms = (bf.shuffled_permutation(rng) for _ in seats)
    for perm, seat in zip(perms, seats):
        yield bf.Deal.from_permutation(perm, seat)


@main.command()
@_system_option
@click.argument("log", default="-")
def bid(system: str, log: str) -> None:
    """Stage: read a log, let robots finish every open auction, write the log."""
    robots = bf.get_system(system)
    _stage(log, lambda board: finish_auction(board, robots))


def _robot_option(fn):  # type: ignore[no-untyped-def]
    return click.option(
        "--robot",
        type=click.Choice(sorted(ROBOTS)),
        default="basic",
        show_default=True,
        help="The card-play robot: basic (rules, explained), dd (Monte-Carlo double dummy; "
             "needs the dds extra) or random (a legal card at random).",
    )(fn)


def card_robot(name: str) -> CardRobot:
    """The card robot named ``name``; one line saying how to install the solver if dd lacks it."""
    if name == "dd" and dd_missing() is not None:
        raise click.ClickException(f"--robot dd: {dd_missing()}")
    return ROBOTS[name]


@main.command()
@_robot_option
@click.argument("log", default="-")
def play(robot: str, log: str) -> None:
    """Stage: read a log, let robots finish every open play, write the log.

    Boards whose auction is still open are passed through unchanged: run `bid` first.
    """
    chooser = card_robot(robot)
    _stage(log, lambda board: finish_play(board, chooser))


def _stage(log: str, finish: Callable[[Board], Board]) -> None:
    """Read the log board by board, finish each, and write it out before reading the next."""
    out = sys.stdout
    for board in _boards(log):
        out.write("".join(event_to_line(e) + "\n" for e in finish(board).events))
        out.flush()


@main.command()
@_deal_options
@_system_option
@_scoring_option
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "number", type=click.IntRange(min=1), help="Board number: dealer and vulnerability from the 16-board cycle.")
@click.option("--json", "as_json", is_flag=True, help="Write the event log instead of the text.")
@click.option("--ascii", "ascii_only", is_flag=True, help="Suit letters, not symbols.")
@_robot_option
def board(
    permutation: str | None, seed: int | None, system: str, scoring: str, dealer: bf.Seat | None,
    number: int | None, as_json: bool, ascii_only: bool, robot: str,
) -> None:
    """One whole board by robots: the deal, the auction, the play trick by trick, the score."""
    _check_source(permutation, seed)
    chooser = card_robot(robot)
    seat = _dealer_of(dealer, number)
    vul = bf.Vulnerability.of_board(number) if number is not None else bf.Vulnerability.NONE
    deal = next(_deals_for(permutation, seed, [seat]))
    b = finish_auction(bf.start_board(bf.Dealt(deal, seat, vul, number)), bf.get_system(system))
    b = finish_play(b, chooser)
    if as_json:
        sys.stdout.write("".join(event_to_line(e) + "\n" for e in b.events))
    else:
        sys.stdout.write(bf.board_text(b, scoring, symbols=_symbols(ascii_only)))


def _symbols(ascii_only: bool) -> bool:
    """Suit symbols only on a terminal whose encoding can show them."""
    if ascii_only or not sys.stdout.isatty():
        return False
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower()
    return "utf" in encoding


@main.command()
@click.argument("log", default="-")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "pbn"]), default="text", show_default=True)
@click.option("--at", type=click.IntRange(min=1), help="Show the board as it was after event N of the log.")
@click.option("--keep-going", is_flag=True, help="Report every bad board on stderr, show every good one, exit 1 at the end.")
@_scoring_option
def replay(log: str, fmt: str, at: int | None, keep_going: bool, scoring: str) -> None:
    """Fold a log (or a PBN or LIN file), checking every event, and show each board: text for people,
    a JSON summary, or PBN."""
    out = sys.stdout
    bad = BadBoards() if keep_going else None
    numbered = _numbered(_boards(log, at, bad), bad)
    if at is not None:
        numbered = iter(list(numbered)[-1:])  # only the board in progress after event N
    first = True
    for ordinal, board in numbered:
        if fmt == "json":
            _write(out, json.dumps(_summary(board, ordinal, scoring)))
        elif fmt == "pbn":
            if not first:
                out.write("\n")
            out.write(board_to_pbn(board, ordinal))
        else:
            if not first:
                out.write("\n")
            out.write(bf.board_text(board, scoring))
        first = False
        out.flush()
    if bad is not None and bad.count:
        raise click.exceptions.Exit(1)


def _numbered(boards: Iterator[Board], bad: BadBoards | None) -> Iterator[tuple[int, Board]]:
    """Each board with its place among the log's boards, bad boards (``--keep-going``) counted."""
    good = 0
    for board in boards:
        good += 1
        yield good + (bad.count if bad is not None else 0), board


def _summary(board: Board, ordinal: int, scoring: str) -> dict[str, object]:
    contract = board.contract
    declarer = board.declarer
    return {
        "board": board.number if board.number is not None else ordinal,
        "contract": None if contract is None else str(contract),
        "declarer": None if declarer is None else str(declarer),
        "tricks": board.tricks,
        "score": board.score(scoring),
    }


from bridgefp_cli.table import table  # noqa: E402  (table imports helpers from this module)

main.add_command(table)
from bridgefp_cli.analyse import analyse  # noqa: E402

main.add_command(analyse)
from bridgefp_cli.convert import convert  # noqa: E402

main.add_command(convert)

if __name__ == "__main__":  # pragma: no cover
    main()
