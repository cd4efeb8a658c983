"""The stages and views of the pipe: ``auction``, ``deal``, ``bid``, ``play``, ``board`` (``replay`` has its own module).

Stages read a LOG and write a log board by board, so a pipe streams in constant memory.
"""

from __future__ import annotations

import gc
import itertools
from typing import Callable, Iterable, Iterator

import click

import bridgefp as bf
from bridgefp.formats.log import event_to_line

from .common import (
    SEAT, Number, boards, card_robot, check_source, deals_for, dealer_of, deal_options,
    flush, log_argument, robot_option, scoring_option, symbols, system_option, write,
)


def _write_events(events: Iterable[bf.Event]) -> None:
    """A board's events as lines of the log (a board holds at least its deal)."""
    write("\n".join(map(event_to_line, events)) + "\n")


@click.command()
@deal_options
@system_option
@click.option("--json", "as_json", is_flag=True, help="Write the event log instead of the text.")
def auction(permutation: str | None, seed: int | None, system: str, as_json: bool) -> None:
    """Seed 000's program: deal, let robots bid, show the result.

    South deals; the text is the layout, the auction and the declarer, as seed 000 prints them."""
    from bridgefp.robots import finish_auction

    check_source(permutation, seed)
    deal = next(deals_for(permutation, seed, [bf.Seat.S]))
    dealt = bf.Dealt(deal, bf.Seat.S, bf.Vulnerability.NONE, None)
    board = finish_auction(bf.start_board(dealt), bf.get_system(system))
    if as_json:
        _write_events(board.events)
    else:
        write(bf.auction_report(deal.hands(), board.auction))


@click.command()
@deal_options
@click.option("--count", type=Number(low=1), default=1, show_default=True, help="How many deals.")
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "first_board", type=Number(low=1),
              help="Number the boards from N; dealer and vulnerability follow the 16-board cycle.")
@click.option("--where", "where_text", metavar="EXPR",
              help="Keep only deals that meet a condition, e.g. 'hcp(N) >= 20 and balanced(N)'; --count counts those kept.")
def deal(
    permutation: str | None, seed: int | None, count: int, dealer: bf.Seat | None, first_board: int | None,
    where_text: str | None,
) -> None:
    """Stage: write deal events (JSON Lines) to stdout.

    One at a time, so --count may be any size and `| head` stops it at once."""
    check_source(permutation, seed)
    if permutation is not None and count != 1:
        raise click.UsageError("--permutation gives one deal; --count needs --seed or no option")
    if where_text is not None:
        _deal_where(permutation, seed, count, dealer, first_board, where_text)
        return
    numbers: Iterator[int | None] = (
        itertools.count(first_board) if first_board else itertools.repeat(None)
    )
    first, again = itertools.tee(_plan(numbers, dealer, count))
    for (n, seat), d in zip(first, deals_for(permutation, seed, (s for _, s in again))):
        vul = bf.Vulnerability.of_board(n) if n is not None else bf.Vulnerability.NONE
        write(event_to_line(bf.Dealt(d, seat, vul, n)) + "\n")
        flush()


def _deal_where(
    permutation: str | None, seed: int | None, count: int, dealer: bf.Seat | None, first_board: int | None, text: str
) -> None:
    """``deal --where``: the seeded stream filtered by the condition (SPEC §14), as ``simulate`` deals it."""
    from .simulate import dealt_stream, parse_where

    if permutation is not None:
        raise click.UsageError("--where filters shuffled deals: give --seed or no option, not --permutation")
    for dealt in dealt_stream(seed, count, dealer, first_board, parse_where(text)):
        write(event_to_line(dealt) + "\n")
        flush()


def _plan(numbers: Iterator[int | None], dealer: bf.Seat | None, count: int) -> Iterator[tuple[int | None, bf.Seat]]:
    """(board number, dealer) of each deal to come, lazily: ``count`` may be any size."""
    left = count
    for n in numbers:
        if left == 0:
            return
        left -= 1
        yield n, dealer_of(dealer, n)


@click.command()
@system_option
@log_argument
def bid(system: str, log: str) -> None:
    """Stage: robots finish every open auction of LOG.

    The log, with the robots' calls and their reasons, goes to stdout board by board.

    LOG is an event log (JSON Lines), a PBN or a LIN file, or - for standard input (the default)."""
    from bridgefp.robots import finish_auction

    robots = bf.get_system(system)
    _stage(log, lambda board: finish_auction(board, robots))


@click.command()
@robot_option
@log_argument
def play(robot: str, log: str) -> None:
    """Stage: robots finish every open play of LOG.

    The log, with the robots' cards and their reasons, goes to stdout board by board.

    LOG is an event log (JSON Lines), a PBN or a LIN file, or - for standard input (the default).
    Boards whose auction is still open are passed through unchanged: run `bid` first.
    """
    from bridgefp.robots import finish_play

    chooser = card_robot(robot)
    _stage(log, lambda board: finish_play(board, chooser))


def _stage(log: str, finish: Callable[[bf.Board], bf.Board]) -> None:
    """Read the log board by board, finish each, and write it out before reading the next."""
    # What start-up made (modules, tables) lives to the end: the collector need not walk it again; and
    # a board's objects hold no cycles, so young objects are looked at in large batches. What outlives
    # a board is the robots' memos of the sequences of calls met (bounded): walking them every 10,000
    # new objects cost SAYC's robots a few per cent of their time, for nothing to collect.
    gc.freeze()
    gc.set_threshold(1_000_000, 10, 10)
    for board in boards(log):
        _write_events(finish(board).events)
        flush()


@click.command()
@deal_options
@system_option
@scoring_option
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "number", type=Number(low=1), help="Board number: dealer and vulnerability from the 16-board cycle.")
@click.option("--json", "as_json", is_flag=True, help="Write the event log instead of the text.")
@click.option("--ascii", "ascii_only", is_flag=True, help="Suit letters, not symbols.")
@robot_option
def board(
    permutation: str | None, seed: int | None, system: str, scoring: str, dealer: bf.Seat | None,
    number: int | None, as_json: bool, ascii_only: bool, robot: str,
) -> None:
    """One whole board by robots: deal, auction, play, score.

    For a person to read: the layout, the auction, the play trick by trick, the result and the score."""
    from bridgefp.robots import finish_auction, finish_play

    check_source(permutation, seed)
    chooser = card_robot(robot)
    seat = dealer_of(dealer, number)
    vul = bf.Vulnerability.of_board(number) if number is not None else bf.Vulnerability.NONE
    deal = next(deals_for(permutation, seed, [seat]))
    b = finish_auction(bf.start_board(bf.Dealt(deal, seat, vul, number)), bf.get_system(system))
    b = finish_play(b, chooser)
    if as_json:
        _write_events(b.events)
    else:
        write(bf.board_text(b, scoring, symbols=symbols(ascii_only)))
