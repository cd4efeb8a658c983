"""Opening a LOG of any format for the shell: the event log, PBN or LIN, by name or content.

The core decides the format (``bridgefp.formats.detect``) and reads the boards
(``read_boards``); this module opens the stream, reports each bad board and each
record that is not a board on stderr, and ends the command on a bad board unless the
caller keeps going. It imports nothing from ``main`` (no import cycles).
"""

from __future__ import annotations

import sys
from typing import Iterator

import click

import bridgefp as bf
from bridgefp.formats import Skipped, detect, read_boards


def place_of(log: str) -> str:
    """The prefix naming a file in messages (nothing for stdin)."""
    return "" if log == "-" else f"{log}, "


def raw_lines(log: str) -> Iterator[bytes]:
    """The lines of LOG (a path, or ``-`` for stdin) as bytes; a file that cannot be read ends the command."""
    try:
        stream = sys.stdin.buffer if log == "-" else open(log, "rb")
    except OSError as e:
        raise click.ClickException(f"{log}: cannot read the log: {e.strerror}") from None
    with stream:
        try:
            yield from stream
        except OSError as e:
            raise click.ClickException(f"{place_of(log)}cannot read the log: {e.strerror}") from None


def open_record(log: str, fmt: str | None = None) -> tuple[str, Iterator[bytes]]:
    """The format of LOG (``fmt`` if given, else by name or first non-blank line) and its raw lines."""
    it = raw_lines(log)
    head: list[bytes] = []
    if fmt is None:
        for line in it:
            head.append(line)
            if line.strip() or len(head) > 1000:
                break
        fmt = detect("" if log == "-" else log, b"".join(head))
    return fmt, _chain(head, it)


def _chain(head: list[bytes], rest: Iterator[bytes]) -> Iterator[bytes]:
    yield from head
    yield from rest


class BadBoards:
    """Counts the bad boards reported while keeping going."""

    def __init__(self) -> None:
        self.count = 0


def record_boards(log: str, fmt: str, lines: Iterator[bytes], bad: BadBoards | None = None) -> Iterator[bf.Board]:
    """The good boards of a record. A bad board ends the command with one line naming it, or with
    ``bad`` (keep going) is reported on stderr and counted; a record that is not a board is noted."""
    place = place_of(log)
    try:
        for item in read_boards(lines, fmt):
            if isinstance(item, bf.Board):
                yield item
            elif isinstance(item, Skipped):
                click.echo(f"Note: {place}{item.place}: skipped: {item.reason}", err=True)
            elif bad is None:
                raise click.ClickException(f"{place}{item}")
            else:
                bad.count += 1
                click.echo(f"Error: {place}{item}", err=True)
    except bf.BridgeError as e:  # a malformed log line, or bad text
        raise click.ClickException(f"{place}{e}") from None
