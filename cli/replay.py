"""``replay``: fold a LOG, checking every event, and show each board.

Its own module, apart from the stages that bid and play, so that replaying a log loads
neither the bidding systems nor the card robots.
"""

from __future__ import annotations

import gc
from collections import deque
from typing import Callable, Iterator

import click

import bridgefp as bf

from .common import BadBoards, Number, boards, data_errors, dd_option, flush, log_argument, numbered, require_dd_for, scoring_option, write

_FORMAT_HELP = ("text: the board for people; json: one summary line per board (SPEC §10); pbn: PBN games; "
                "html: a hand record to print or publish, one page per board.")


@click.command()
@log_argument
@click.option("--format", "fmt", type=click.Choice(["text", "json", "pbn", "html"]), default="text",
              show_default=True, help=_FORMAT_HELP)
@click.option("--at", type=Number(low=1), help="Show the board as it was after event N of the log.")
@click.option("--keep-going", is_flag=True, help="Report every bad board on stderr, show every good one, exit 1 at the end.")
@scoring_option
@dd_option
def replay(log: str, fmt: str, at: int | None, keep_going: bool, scoring: str, with_dd: bool) -> None:
    """Fold LOG, checking every event, and show each board.

    As text for people, a JSON summary per board, or PBN.

    LOG is an event log (JSON Lines), a PBN or a LIN file, or - for standard input (the default).
    Boards without a number are shown under their place, raised past the highest number so far."""
    # What start-up made lives to the end: the collector need not walk it again; and a board's objects
    # hold no cycles, so young objects are looked at in larger batches (as the stages do).
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
    bad = BadBoards() if keep_going else None
    shown: Iterator[tuple[int, bf.Board]] = numbered(boards(log, at, bad), bad)
    if at is not None:
        shown = iter(deque(shown, maxlen=1))  # only the board in progress after event N
    dd = require_dd_for(fmt, with_dd)
    if fmt == "html":
        from .record import write_hand_record

        write_hand_record(shown, log, scoring, dd)
    else:
        show = _SHOW["pbn+dd" if dd else fmt]
        for i, (number, board) in enumerate(shown):
            write(show(board, number, scoring, i == 0))  # flushed whenever more of LOG is to be read
        flush()
    if bad is not None and bad.count:
        raise click.exceptions.Exit(1)


def _text(board: bf.Board, number: int, scoring: str, first: bool) -> str:
    return ("" if first else "\n") + bf.board_text(board, scoring, number=number)


def _pbn(board: bf.Board, number: int, scoring: str, first: bool) -> str:
    from bridgefp.formats import board_to_pbn

    return ("" if first else "\n") + board_to_pbn(board, number)


def _pbn_dd(board: bf.Board, number: int, scoring: str, first: bool) -> str:
    from bridgefp.analysis import pbn_with_dd

    with data_errors():
        return ("" if first else "\n") + pbn_with_dd(board, number)


def _json(board: bf.Board, number: int, scoring: str, first: bool) -> str:
    """The summary line of SPEC §10, laid out as ``json.dumps`` lays it out: its values are
    whole numbers, null and texts that need no escaping (a contract, a seat).

    All but the board's number follows from the contract, declarer, tricks (None until the play
    is over: the board is over when they are given or it is passed out) and vulnerability: made
    once for each of those that a run meets (``_summary``)."""
    key = (board.contract, board.declarer, board.tricks, board.dealt.vulnerable, scoring)
    rest = _SUMMARIES.get(key)
    if rest is None:
        rest = _SUMMARIES[key] = _summary(board, scoring)
    return f'{{"board": {number:d}, {rest}'


_SUMMARIES: dict[tuple[object, ...], str] = {}


def _summary(board: bf.Board, scoring: str) -> str:
    """The summary line after its board number."""
    contract, declarer, tricks, score = board.contract, board.declarer, board.tricks, board.score(scoring)
    shown = "null" if score is None else f'{{"NS": {score["NS"]:d}, "EW": {score["EW"]:d}}}'
    return (f'"contract": {_quoted(contract)}, "declarer": {_quoted(declarer)}, '
            f'"tricks": {"null" if tricks is None else f"{tricks:d}"}, "score": {shown}}}\n')


def _quoted(value: object) -> str:
    return "null" if value is None else f'"{value}"'


_SHOW: dict[str, Callable[[bf.Board, int, str, bool], str]] = {"text": _text, "json": _json, "pbn": _pbn, "pbn+dd": _pbn_dd}
