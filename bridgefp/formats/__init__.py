"""Codecs for records from the world: PBN and LIN, beside the event log (``formats.log``).

Pure: text in, boards or events out, and boards in, text out; the caller opens files.
``detect`` names a record's format from its file name or its first line; ``read_boards``
reads any of the three, streaming, one item per board (a folded Board, the BridgeError
that stops that board, or ``Skipped``); ``read_records`` the same with each board in a
``Record`` beside its warnings; ``iter_records`` gives the events with their
places; ``write_boards`` writes boards in any of the three.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from ..board import Board, apply_event, start_board
from ..errors import BridgeError, LogError
from ..events import Dealt, Event

__all__ = [
    "FORMATS", "detect", "read_boards", "read_records", "Record", "iter_records", "write_boards", "decode_lines",
    "board_to_pbn", "board_to_lin", "read_pbn", "read_lin", "Item", "RecordError", "RecordWarning", "Skipped",
    "MANDATORY_TAGS",
]


if TYPE_CHECKING:
    from .lin import board_to_lin, boards_to_lin, read_lin
    from .pbn import MANDATORY_TAGS, board_to_pbn
    from .pbn_read import read_pbn
    from .records import Item, RecordError, RecordWarning, Skipped
else:

    def __getattr__(name: str) -> Any:
        """The PBN and LIN codecs, loaded on first use: reading an event log needs neither."""
        if name not in _LAZY:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        from importlib import import_module

        value = getattr(import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value


_LAZY = {
    "board_to_lin": ".lin", "boards_to_lin": ".lin", "read_lin": ".lin", "MANDATORY_TAGS": ".pbn", "board_to_pbn": ".pbn",
    "read_pbn": ".pbn_read", "Item": ".records", "RecordError": ".records", "RecordWarning": ".records", "Skipped": ".records",
}


def _log() -> ModuleType:
    """The event log's codec, loaded on first use: reading or writing PBN never needs it (nor msgspec)."""
    from . import log

    return log


FORMATS = ("jsonl", "pbn", "lin")
_SUFFIXES = {".jsonl": "jsonl", ".json": "jsonl", ".ndjson": "jsonl", ".pbn": "pbn", ".lin": "lin"}
_LIN_START = re.compile(r"^[A-Za-z]{2}\|")


def detect(name: str, head: str | bytes = "") -> str:
    """The format of a record: from the file name's suffix, else from its first non-blank text.

    >>> detect("results.PBN"), detect("-", '[Event "Club"]'), detect("-", "pn|a,b,c,d|md|3S…"), detect("x", '{"event": "deal"}')
    ('pbn', 'pbn', 'lin', 'jsonl')
    """
    lower = name.lower()
    for suffix, fmt in _SUFFIXES.items():
        if lower.endswith(suffix):
            return fmt
    text = head.decode("latin-1") if isinstance(head, bytes) else head
    text = text.lstrip("\ufeff \t\r\n")
    if text.startswith("\xef\xbb\xbf"):
        text = text[3:].lstrip()
    if _LIN_START.match(text):
        return "lin"
    if text.startswith("%") or re.match(r"^\[\s*[A-Za-z]", text) or re.match(r"^\{\s*[^\s\"]", text):
        return "pbn"
    return "jsonl"


def decode_lines(raw: Iterable[bytes | str], fmt: str) -> Iterator[str]:
    """Text lines from raw lines: a log must be UTF-8 (LogError naming the line); PBN and LIN are
    UTF-8 where they can be, else ISO 8859-1 (PBN's own character set), line by line (a piece of a
    PBN file may be a block of whole lines). A byte-order mark is skipped."""
    if fmt == "jsonl":
        yield from _decode_log_lines(raw)
        return
    for number, line in enumerate(raw, 1):
        if isinstance(line, str):
            yield line.lstrip("\ufeff") if number == 1 else line
            continue
        if fmt == "jsonl":
            yield _log().decode_log_line(line, number)
            continue
        if number == 1 and line.startswith(codecs.BOM_UTF8):
            line = line[len(codecs.BOM_UTF8) :]
        try:
            yield line.decode("utf-8")
        except UnicodeDecodeError:
            yield _decode_each_line(line)


def _decode_each_line(raw: bytes) -> str:
    """Raw lines that are not all UTF-8 (one, or a block of whole lines) as text, each line UTF-8 where
    it can be, else ISO 8859-1."""
    if b"\n" not in raw[:-1]:
        return raw.decode("latin-1")
    return "\n".join(map(_text_of_line, raw.split(b"\n")))


def _text_of_line(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _decode_log_lines(raw: Iterable[bytes | str]) -> Iterator[str]:
    """``decode_lines`` for a log, in one loop: the first line as ``decode_log_line`` reads it, then plain UTF-8."""
    number = 0
    for line in raw:
        number += 1
        if type(line) is bytes and number > 1:
            try:
                text = line.decode("utf-8")
            except UnicodeDecodeError:
                text = _log().decode_log_line(line, number)  # raises, naming the line and the byte
        elif isinstance(line, str):
            text = line.lstrip("\ufeff") if number == 1 else line
        else:
            text = _log().decode_log_line(line, number)
        yield text


def read_boards(lines: Iterable[str | bytes] | str | bytes, fmt: str) -> Iterator[Item]:
    """One item per board of a log, PBN or LIN file, streaming: a folded Board, the BridgeError
    that stops that board (the reader goes on with the next), or Skipped (not a board, and why);
    a RecordWarning comes just before a board a part of which could not be read.

    ``lines`` are the record's lines (an open file, ``text.splitlines()``) or its whole text; a
    string that is a file's name rather than its text is refused (BridgeError): the caller opens
    files. ``read_records`` gives the same, each board with its warnings.
    """
    text = decode_lines(_lines_of(lines, fmt), fmt)
    if fmt == "pbn":
        from .pbn_read import read_pbn

        yield from read_pbn(text)
    elif fmt == "lin":
        from .lin import read_lin

        yield from read_lin(text)
    elif fmt == "jsonl":
        yield from _log_boards(text)
    else:
        raise BridgeError(f"unknown format {fmt!r} ({', '.join(FORMATS)})")


def _lines_of(lines: Iterable[str | bytes] | str | bytes, fmt: str) -> Iterable[str | bytes]:
    """A record's lines: a whole text is split; a string that names a file is refused."""
    if not isinstance(lines, (str, bytes)):
        return lines
    text = lines.decode("latin-1") if isinstance(lines, bytes) else lines
    if "\n" not in text and "\r" not in text and text.strip() and not _looks_like(text, fmt):
        from .pbn_syntax import shorten

        raise BridgeError(f"{shorten(text)} is not {fmt.upper() if fmt != 'jsonl' else 'event log'} text: "
                          "pass the lines of the record (an open file, or its text), not its file name")
    return lines.splitlines()


def _looks_like(text: str, fmt: str) -> bool:
    """Whether one line of text could be a record of ``fmt`` (rather than, say, a file's name)."""
    head = text.lstrip("\ufeff \t")
    if fmt == "pbn":
        return head.startswith(("[", "%", "{", ";"))
    if fmt == "lin":
        return _LIN_START.match(head) is not None
    return head.startswith("{")


@dataclass(frozen=True, slots=True)
class Record:
    """A board read from a record, with the warnings about parts of it that could not be read."""

    board: Board
    warnings: tuple[RecordWarning, ...] = ()


def read_records(lines: Iterable[str | bytes] | str | bytes, fmt: str) -> Iterator[Record | BridgeError | Skipped]:
    """``read_boards`` with results a loop tells apart by type: a Record (``.board``, ``.warnings``) for
    each board, the BridgeError that stops a board, or Skipped (not a board, and why).

    >>> game = ['[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]',
    ...         '[Declarer "N"]', '[Contract "7S"]', '[Result "13"]']
    >>> [type(r).__name__ for r in read_records(game, "pbn")], next(read_records(game, "pbn")).board.score()
    (['Record'], {'NS': 1510, 'EW': -1510})
    """
    from .records import RecordWarning

    warnings: list[RecordWarning] = []
    for item in read_boards(lines, fmt):
        if isinstance(item, RecordWarning):
            warnings.append(item)
            continue
        yield Record(item, tuple(warnings)) if isinstance(item, Board) else item
        warnings = []


def _log_boards(lines: Iterable[str]) -> Iterator[Item]:
    """The boards of an event log; an illegal event spoils its board only, a malformed line ends the log."""
    for chunk in _chunks(_log().iter_log(lines)):
        if isinstance(chunk, BridgeError):
            yield chunk
            return
        yield _fold_chunk(chunk)


def _chunks(placed: Iterator[tuple[str, Event]]) -> Iterator[list[tuple[str, Event]] | BridgeError]:
    """Each board's events (a deal and what follows it), then the error that ends the log, if any."""
    chunk: list[tuple[str, Event]] = []
    try:
        for place, event in placed:
            if isinstance(event, Dealt) and chunk:
                yield chunk
                chunk = []
            chunk.append((place, event))
    except BridgeError as e:
        if chunk:
            yield chunk
        yield e
        return
    if chunk:
        yield chunk


def _fold_chunk(chunk: list[tuple[str, Event]]) -> Item:
    place, first = chunk[0]
    if not isinstance(first, Dealt):
        return LogError(f"{place}: the log must start with a deal event")
    board = start_board(first)
    for place, event in chunk[1:]:
        try:
            board = apply_event(board, event)
        except BridgeError as e:
            return type(e)(f"{place}: {e}")
    return board


def iter_records(lines: Iterable[str | bytes], name: str = "-", fmt: str | None = None) -> Iterator[tuple[str, Event]]:
    """Every event of a log, PBN or LIN file with its place; the first bad board raises its error.

    Records that are not boards (a PBN game without a complete deal) are passed over.
    """
    it = iter(lines)
    if fmt is None:
        first = next(it, "")
        fmt = detect(name, first)
        it = _chain(first, it)
    if fmt == "jsonl":
        yield from _log().iter_log(decode_lines(it, fmt))
        return
    for item in read_boards(it, fmt):
        if isinstance(item, BridgeError):
            raise item
        if isinstance(item, Board):
            place = f"board {item.number}" if item.number is not None else "board"
            for i, event in enumerate(item.events):
                yield f"{place}, event {i + 1}", event


def _chain(first: str | bytes, rest: Iterator[str | bytes]) -> Iterator[str | bytes]:
    yield first
    yield from rest


def write_boards(boards: Iterable[Board], fmt: str) -> Iterator[str]:
    """The text of boards in a format, a piece at a time (LIN with a vugraph header reads all boards first)."""
    if fmt == "jsonl":
        for board in boards:
            event_to_line = _log().event_to_line
            yield "".join(event_to_line(e) + "\n" for e in board.events)
    elif fmt == "pbn":
        from .pbn import board_to_pbn

        for ordinal, board in enumerate(boards, 1):
            yield ("\n" if ordinal > 1 else "") + board_to_pbn(board, ordinal)
    elif fmt == "lin":
        from .lin import boards_to_lin

        yield from boards_to_lin(boards)
    else:
        raise BridgeError(f"unknown format {fmt!r} ({', '.join(FORMATS)})")
