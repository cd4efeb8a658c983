"""``bridgefp convert IN OUT``: between the event log, PBN and LIN (SPEC §12)."""

from __future__ import annotations

import os
import sys
from contextlib import nullcontext
from typing import IO, ContextManager, Iterator

import click

import bridgefp as bf
from bridgefp.formats import FORMATS, detect, write_boards
from bridgefp.formats.lin import lin_cannot_write

from .common import (
    dd_option, flush, open_record, place_of, record_boards, require_dd_for, say, write, written_whole,
)


@click.command()
@click.argument("source", metavar="IN")
@click.argument("target", metavar="OUT")
@click.option("--from", "from_fmt", type=click.Choice(FORMATS), help="IN's format [default: by its name, else its content].")
@click.option("--to", "to_fmt", type=click.Choice(FORMATS), help="OUT's format [default: by its name; jsonl for -].")
@dd_option
def convert(source: str, target: str, from_fmt: str | None, to_fmt: str | None, with_dd: bool) -> None:
    """Convert IN to OUT between the event log (jsonl), PBN and LIN.

    `-` is stdin or stdout.

    Every board is checked as it is read: the first bad one ends the command with one line
    naming it. OUT is written whole or not at all: a failure leaves an existing OUT as it
    was (to stdout, the boards before the bad one are written). Tags and annotations
    bridgefp does not model are carried over.
    """
    _refuse_same_file(source, target)
    fmt_out = to_fmt or _format_of_name(target)
    fmt_in, lines = open_record(source, from_fmt)
    dd = require_dd_for(fmt_out, with_dd)
    boards = record_boards(source, fmt_in, lines)
    if fmt_out == "lin":
        boards = _noting_what_lin_loses(boards, source)
    with _output(target) as out:
        try:
            for piece in _pbn_with_dd(boards) if dd else write_boards(boards, fmt_out):
                _put(out, piece, target)
        except bf.BridgeError as e:
            raise click.ClickException(str(e)) from None


def _pbn_with_dd(boards: Iterator[bf.Board]) -> Iterator[str]:
    """PBN games, each with its DD tags and par (as write_boards numbers them: by place)."""
    from bridgefp.analysis import pbn_with_dd

    for ordinal, board in enumerate(boards, 1):
        yield ("\n" if ordinal > 1 else "") + pbn_with_dd(board, ordinal)


def _noting_what_lin_loses(boards: Iterator[bf.Board], source: str) -> Iterator[bf.Board]:
    """The boards, with a ``Note:`` line on stderr for what LIN cannot record of each (a stated contract)."""
    for board in boards:
        what = lin_cannot_write(board)
        if what is not None:
            number = f"board {board.number}" if board.number is not None else "a board without a number"
            say(f"Note: {place_of(source)}{number}: {what}")
        yield board


def _format_of_name(target: str) -> str:
    """OUT's format by its name (jsonl for ``-``); a name that says none is a bad command line."""
    if target == "-":
        return "jsonl"
    by_name = detect(target, "[")  # an unknown name would be read as its content says
    if by_name != detect(target, "pn|"):
        raise click.UsageError(
            f"OUT {target}: its name ends in none of .jsonl, .json, .pbn, .lin: give --to jsonl|pbn|lin"
        )
    return by_name


def _refuse_same_file(source: str, target: str) -> None:
    """Writing OUT would erase IN before it is read."""
    if "-" in (source, target) or not (os.path.exists(source) and os.path.exists(target)):
        return
    if os.path.samefile(source, target):
        raise click.UsageError("IN and OUT are the same file: writing OUT would erase IN before it is read")


def _output(target: str) -> ContextManager[IO[str]]:
    """OUT as a text stream: stdout for ``-``; a file is renamed into place only when every
    board was written."""
    if target == "-":
        return nullcontext(sys.stdout)
    return written_whole(target, target)


def _put(out: IO[str], piece: str, target: str) -> None:
    """Write a piece to OUT: stdout's faults are common's one line; a file's name the file."""
    if target == "-":
        write(piece)
        flush()
        return
    try:
        out.write(piece)
        out.flush()
    except OSError as e:
        raise click.ClickException(f"{target}: cannot write: {e.strerror}") from None
