"""The table's log: its database, opened once and locked for the table's life.

- **Locked**: an exclusive ``flock`` on the open file, held until the table ends; a second
  table on the same log refuses at once, naming it.
- **Append-only**: each event is one line, written with a single ``write`` at the end of the
  file and fsync'd. Nothing is ever rewritten or renamed, so a symlinked or hard-linked log
  stays what it is and no temporary file exists.
- **Undo is a truncation** to the offset where the first undone event starts, under the lock:
  one ``ftruncate`` that a kill cannot leave half done.
- **A failed write** (a full disk) is cut back to where the event started: the log is as it
  was, and the table stops with one line.
- **Only its own log is touched**: a file whose first line is not an event (a PBN or LIN
  record, any other text) is refused before anything is written, and the only line ever
  dropped is a last line that is an event line of ours cut short (it starts as every line
  the table writes does).
- **Resuming reads in constant memory**: one pass finds the last ``deal`` line, a second
  folds only that board. Earlier boards are left as they are (``replay`` checks them).
"""

from __future__ import annotations

import itertools
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Iterator

import click

import bridgefp as bf
from bridgefp.formats.log import event_to_line

from .common import data_errors, decode_line, read_lines

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks here
    fcntl = None  # type: ignore[assignment]


@dataclass
class _Scan:
    """What one pass over a log finds: where its last deal starts, and how it ends."""

    deal_line: int = 0  # line number of the last deal event (0: none)
    deal_offset: int = 0
    deals: int = 0
    array: bool = False
    end: int = 0  # the size of the log's complete lines
    unfinished: bytes = b""  # a last line cut short (no newline, not JSON)
    needs_newline: bool = False  # a last line that is whole JSON but has no newline
    foreign: str = ""  # why the file is not an event log the table may append to
    notes: list[str] = field(default_factory=list)


class TableLog:
    """An open, locked log: ``append`` an event, ``truncate`` back to an event of the board."""

    def __init__(self, path: Path, fd: int, marks: list[int], end: int) -> None:
        self.path = path
        self._fd = fd
        self._marks = marks  # the byte offset where each event of the board at the table starts
        self._end = end

    @property
    def events(self) -> int:
        """How many events of the board at the table the log holds."""
        return len(self._marks)

    def append(self, event: bf.Event) -> None:
        """Write one event; on failure cut the log back to where it started and stop the table."""
        try:
            data = (event_to_line(event) + "\n").encode("utf-8")
        except UnicodeEncodeError as e:
            raise click.ClickException(f"{self.path}: cannot write the event as UTF-8 ({e.reason})") from None
        start = self._end
        try:
            _write_all(self._fd, data)
            os.fsync(self._fd)
        except OSError as e:
            raise click.ClickException(self._restore(start, e)) from None
        self._marks.append(start)
        self._end = start + len(data)

    def _restore(self, start: int, error: OSError) -> str:
        try:
            os.ftruncate(self._fd, start)
            os.fsync(self._fd)
        except OSError:
            return (f"cannot write the log {self.path}: {error.strerror}; the last line may be cut short "
                    "(the next table on it drops that line)")
        return f"cannot write the log {self.path}: {error.strerror}; the log is as it was before this event"

    def begin(self, event: bf.Event) -> None:
        """Start the next board with its deal event: undo never reaches back before it."""
        marks = self._marks
        self._marks = []
        try:
            self.append(event)
        except BaseException:
            self._marks = marks
            raise

    def truncate(self, keep: int) -> None:
        """Keep the board's first ``keep`` events: cut the log where event ``keep`` starts."""
        offset = self._marks[keep]
        try:
            os.ftruncate(self._fd, offset)
            os.fsync(self._fd)
        except OSError as e:
            raise click.ClickException(f"cannot undo in the log {self.path}: {e.strerror}") from None
        del self._marks[keep:]
        self._end = offset

    def close(self) -> None:
        os.close(self._fd)  # releases the lock


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


# ---------------------------------------------------------------- opening


def open_log(path: Path) -> tuple[TableLog, bf.Board | None, list[str]]:
    """Open and lock the log at ``path`` (created if missing); its last board and notices.

    One line and exit 1 when it cannot be opened, is in use, or is not a log the table can
    append to."""
    fd = _open_locked(path)
    try:
        return _resume(path, fd)
    except BaseException:
        os.close(fd)
        raise


def _open_locked(path: Path) -> int:
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError as e:
        raise click.ClickException(f"{path}: cannot open the log: {e.strerror}") from None
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise click.ClickException(
                f"{path}: the log is in use by another table; let that one end, or give another --log"
            ) from None
    return fd


def _resume(path: Path, fd: int) -> tuple[TableLog, bf.Board | None, list[str]]:
    with os.fdopen(os.dup(fd), "rb") as stream:
        scan = _scan(stream, path)
        if scan.foreign:
            raise click.ClickException(
                f"{path}: {scan.foreign}: the table leaves the file as it is; give another --log"
            )
        if scan.array:
            raise click.ClickException(
                f"{path}: the log is one JSON array; the table appends JSON Lines: give another --log"
            )
        _repair(fd, scan, path)
        if scan.end == 0 or scan.deals == 0 and not _has_text(stream, scan.end):
            return TableLog(path, fd, [], scan.end), None, scan.notes
        board, marks = _fold_last(stream, scan, path)
    if scan.deals > 1:
        scan.notes.append(f"{path} holds {scan.deals} boards; this is the last of them")
    return TableLog(path, fd, marks, scan.end), board, scan.notes


def _scan(stream: IO[bytes], path: Path) -> _Scan:
    scan = _Scan()
    place = f"{path}, "
    seen_text = False
    for number, offset, raw in read_lines(stream, place):
        if not seen_text and raw.strip():
            seen_text = True
            _first_line(scan, raw, number)
            if scan.foreign:
                return scan
        if not raw.endswith(b"\n"):
            _last_line(scan, raw, offset, number)
            break
        scan.end = offset + len(raw)
        if b'"deal"' in raw and _is_deal(raw, number, place):
            scan.deal_line, scan.deal_offset = number, offset
            scan.deals += 1
    return scan


# How every line the table writes starts (log.event_to_line): a last line that starts so and
# is not whole JSON is an event the table was writing when it stopped.
_EVENT_START = b'{"event": "'
_BOM = b"\xef\xbb\xbf"


def _first_line(scan: _Scan, raw: bytes, number: int) -> None:
    """The first line with text says what the file is: an event, a JSON array, or foreign."""
    text = raw.strip().removeprefix(_BOM).lstrip()
    scan.array = text.startswith(b"[") and not text[1:].lstrip()[:1].isalpha()  # a PBN tag is not an array
    if scan.array or _is_event(text) or not raw.endswith(b"\n") and _is_cut_event(raw):
        return
    scan.foreign = f"not an event log (line {number} is not an event)"


def _last_line(scan: _Scan, raw: bytes, offset: int, number: int) -> None:
    """A last line without a newline: whole JSON is kept (a newline is added); an event line
    of ours cut short by a crash is dropped; anything else is not ours to touch."""
    if _is_json(raw):
        scan.end = offset + len(raw)
        scan.needs_newline = True
        return
    if not _is_cut_event(raw):
        scan.foreign = f"its last line, line {number}, is neither JSON nor an event cut short"
        return
    scan.end = offset
    scan.unfinished = raw


def _is_cut_event(raw: bytes) -> bool:
    """Whether a line could be one the table was writing when it stopped: cut anywhere, even
    within the start that every line it writes shares."""
    text = raw.removeprefix(_BOM)
    return text.startswith(_EVENT_START) or _EVENT_START.startswith(text)


def _is_event(text: bytes) -> bool:
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(obj, dict) and "event" in obj


def _is_deal(raw: bytes, number: int, place: str) -> bool:
    try:
        event = json.loads(decode_line(raw, number, place))
    except (ValueError, RecursionError):
        return False
    return isinstance(event, dict) and event.get("event") == "deal"


def _is_json(raw: bytes) -> bool:
    try:
        json.loads(raw.lstrip(b"\xef\xbb\xbf"))
    except (ValueError, RecursionError):
        return False
    return True


def _has_text(stream: IO[bytes], end: int) -> bool:
    stream.seek(0)
    return any(raw.strip() for _, offset, raw in read_lines(stream) if offset < end)


def _repair(fd: int, scan: _Scan, path: Path) -> None:
    """Drop a last line cut short, or end a whole last line with its newline: under the lock."""
    try:
        if scan.unfinished:
            os.ftruncate(fd, scan.end)
            text = scan.unfinished[:40].decode("utf-8", "replace")
            scan.notes.append(f"dropped an unfinished last line of {path}: {json.dumps(text, ensure_ascii=False)}")
        elif scan.needs_newline:
            _write_all(fd, b"\n")
            scan.end += 1
        else:
            return
        os.fsync(fd)
    except OSError as e:
        raise click.ClickException(f"cannot write the log {path}: {e.strerror}") from None


def _fold_last(stream: IO[bytes], scan: _Scan, path: Path) -> tuple[bf.Board, list[int]]:
    """The last board of the log, folded from its deal line, and where each of its events starts."""
    from bridgefp.board import fold_boards
    from bridgefp.formats.log import iter_log

    start_line = max(scan.deal_line, 1)
    stream.seek(scan.deal_offset)
    offsets: dict[int, int] = {}
    place = f"{path}, "

    def lines() -> Iterator[str]:
        for number, offset, raw in read_lines(stream, place):
            if scan.deal_offset + offset >= scan.end:
                return
            offsets[start_line + number - 1] = scan.deal_offset + offset
            yield decode_line(raw, start_line + number - 1, place)

    padded = itertools.chain(itertools.repeat("", start_line - 1), lines())
    marks: list[int] = []

    def marked() -> Iterator[tuple[str, bf.Event]]:
        for where, event in iter_log(padded):
            marks.append(offsets[int(where.split()[1])])
            yield where, event

    with data_errors(f"{path}, "):
        (board,) = fold_boards(marked())
    return board, marks
