"""What every command shares: option types and options, reading a LOG, writing stdout.

Each command module imports this one (never cli/main.py, never each other), so a new
command joins with one line in ``main.COMMANDS`` and its own module. Every failure here
becomes click's one line ``Error: …`` (exit 1 for data and files, 2 for the command line).
"""

from __future__ import annotations

import errno
import os
import re
import sys
from contextlib import contextmanager
from typing import IO, TYPE_CHECKING, Any, Callable, Iterable, Iterator, Sequence, TypeVar

import click

import bridgefp as bf
from bridgefp._patterns import LazyPattern

__all__ = [
    "MAX_LINE", "SEAT", "SeatType", "Number", "deal_options", "system_option", "scoring_option",
    "robot_option", "card_robot", "dd_option", "require_dd_for", "BadBoards", "open_record", "record_boards", "raw_lines", "log_argument", "check_source", "cycle_dealer", "dealer_of", "deals_for",
    "parse_permutation", "place_of", "read_lines", "log_lines", "boards", "numbered", "data_errors",
    "symbols", "write", "flush", "output_error", "silence_stdout", "decode_line", "printable", "shown",
    "say", "MAX_DIGITS", "written_whole", "drawn_seed",
]

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")

# The longest line a log may hold, in bytes without its newline: a deal event with long
# explanations is about 200 bytes, a whole board as one JSON array about 10 kB.
MAX_LINE = 1 << 20
_ASCII_NUMBER = re.compile(r"[0-9]+")
MAX_DIGITS = 4300  # the most digits Python turns into an int (sys.get_int_max_str_digits())


# ---------------------------------------------------------------- text from the input, in a message

# What a terminal takes as a command rather than text: C0 and C1 controls (CR, ESC starting a
# colour or an OSC title, BEL), DEL, Unicode line and paragraph separators, and the marks that
# reorder text on screen (bidirectional overrides and isolates), and a byte-order mark.
_UNPRINTABLE = LazyPattern("[\x00-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")
_LONG_WORD = LazyPattern(r"\S{201,}")
_SHOWN = 60  # characters of a long value shown in a message


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    named = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}.get(char)
    if named is not None:
        return named
    code = ord(char)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def shown(text: str, longest: int = _SHOWN) -> str:
    """``text`` as a message may show it: its start and its length when it is long."""
    if len(text) <= longest:
        return text
    return f"{text[:longest]}… ({len(text):,} characters)"


def printable(message: str) -> str:
    """A message made safe to print on a terminal, on one line: every control character
    (CR, ESC, an OSC sequence's BEL…) and every line separator or reordering mark written
    as an escape (``\\r``, ``\\x1b``, ``\\u2028``), and every very long word shortened.

    Every line the shell prints about its input goes through here (``Error:``, ``Note:``).

    >>> printable("line 1: 'a\\rb\\x1b]0;owned\\x07' \\u2028x")
    "line 1: 'a\\\\rb\\\\x1b]0;owned\\\\x07' \\\\u2028x"
    """
    escaped = _UNPRINTABLE.sub(_escape, message)
    return _LONG_WORD.sub(lambda m: shown(m.group()), escaped)


def say(line: str) -> None:
    """One line about the input on stderr (a ``Note:``, or a bad board while keeping going)."""
    click.echo(printable(line), err=True)


# ---------------------------------------------------------------- option types

if TYPE_CHECKING:
    from bridgefp.robots import CardRobot

if TYPE_CHECKING:  # click's ParamType is generic in its stubs (value, input); at run time 8.1 is not
    _SeatParam = click.ParamType[bf.Seat, object]
    _NumberParam = click.ParamType[int, object]
else:
    _SeatParam = _NumberParam = click.ParamType


class SeatType(_SeatParam):
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


class Number(_NumberParam):
    """A whole number written in ASCII digits (``38``, not ``３８``, ``٣٨`` or ``3_8``), at least ``low``."""

    name = "integer"

    def __init__(self, low: int | None = None) -> None:
        self.low = low

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            number = value
        else:
            text = str(value).strip()
            if not _ASCII_NUMBER.fullmatch(text.removeprefix("-")):
                self.fail(f"{shown(text)!r} is not a whole number in digits 0-9", param, ctx)
            digits = len(text.removeprefix("-"))
            if digits > MAX_DIGITS:
                self.fail(f"a number of {digits:,} digits: at most {MAX_DIGITS:,}", param, ctx)
            number = int(text)
        if self.low is not None and number < self.low:
            self.fail(f"{number} is less than {self.low}", param, ctx)
        return number


def deal_options(fn: F) -> F:
    """``--seed`` and ``--permutation``: where the deal comes from."""
    fn = click.option("--seed", type=Number(), help="Deal reproducibly: the portable shuffle of SPEC §1.")(fn)
    return click.option(
        "--permutation", metavar='"38 48 …"', help="The deck order: the 52 card numbers 1..52, each once."
    )(fn)


def system_option(fn: F) -> F:
    return click.option(
        "--system", type=click.Choice(sorted(bf.SYSTEMS)), default="simple", show_default=True,
        help="The robots' bidding system (and the table's hints).",
    )(fn)


def scoring_option(fn: F) -> F:
    return click.option(
        "--scoring", type=click.Choice(list(bf.RULE_SETS)), default="duplicate", show_default=True,
        help="The scoring rule set (simple ignores vulnerability).",
    )(fn)


def robot_option(fn: F) -> F:
    from bridgefp.robots import CARD_ROBOT_NAMES  # not the robots themselves: a stage that only bids never loads them

    return click.option(
        "--robot", type=click.Choice(sorted(CARD_ROBOT_NAMES)), default="basic", show_default=True,
        help="The card-play robot: basic (rules, explained), dd (Monte-Carlo double dummy; "
             "needs the dds extra) or random (a legal card at random).",
    )(fn)


def card_robot(name: str) -> CardRobot:
    """The card robot named ``name``; one line saying how to install the solver if dd lacks it."""
    from bridgefp.cardplay import ROBOTS, dd_missing

    if name == "dd" and dd_missing() is not None:
        raise click.ClickException(f"--robot dd: {dd_missing()}")
    return ROBOTS[name]


def dd_option(fn: F) -> F:
    return click.option(
        "--dd", "with_dd", is_flag=True,
        help="With PBN output: add DoubleDummyTricks, OptimumResultTable, OptimumScore and "
             "ParContract; with HTML: the makeable contracts, par and the cards that cost tricks "
             "(needs the dds extra).",
    )(fn)


def require_dd_for(fmt: str, with_dd: bool) -> bool:
    """Whether to add the DD analysis: --dd asks for PBN or HTML output and the solver (one line if either lacks)."""
    if not with_dd:
        return False
    if fmt not in ("pbn", "html"):
        raise click.UsageError(f"--dd adds the analysis to PBN or HTML output, not to {fmt}")
    from bridgefp.dd import DDUnavailableError, require

    try:
        require()
    except DDUnavailableError as e:
        raise click.ClickException(f"--dd: {e}") from None
    return True


def log_argument(fn: F) -> F:
    """LOG: a path, or ``-`` (the default) for standard input."""
    return click.argument("log", default="-", metavar="[LOG]")(fn)


# ---------------------------------------------------------------- deals


def check_source(permutation: str | None, seed: int | None) -> None:
    if permutation is not None and seed is not None:
        raise click.UsageError("give --permutation or --seed, not both")


def cycle_dealer(board: int) -> bf.Seat:
    return bf.Seat((board - 1) % 4)


def dealer_of(dealer: bf.Seat | None, board: int | None) -> bf.Seat:
    """--dealer if given, else the board's dealer in the 16-board cycle, else South (seed 000)."""
    if dealer is not None:
        return dealer
    return cycle_dealer(board) if board is not None else bf.Seat.S


def parse_permutation(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,\[\]]+", text) if t]


def drawn_seed(seed: int | None) -> int:
    """``seed``, or one drawn from fresh entropy and said on stderr, so that what is dealt
    without ``--seed`` can be dealt again."""
    if seed is not None:
        return seed
    import secrets

    drawn = secrets.randbits(48)
    click.echo(f"Note: no --seed given: dealt with --seed {drawn}", err=True)
    return drawn


def deals_for(permutation: str | None, seed: int | None, seats: Iterable[bf.Seat]) -> Iterator[bf.Deal]:
    """One deal per seat in ``seats`` (lazily: ``seats`` may be endless); without a permutation
    or a seed, from a seed drawn and said on stderr."""
    if permutation is not None:
        try:
            deal = bf.Deal.from_permutation(parse_permutation(permutation), next(iter(seats)))
        except bf.BridgeError as e:  # an option's value: a bad command line (exit 2), as --seed's
            raise click.UsageError(f"--permutation: {e}") from None
        yield deal
        return
    perms = bf.seeded_permutations(drawn_seed(seed), sys.maxsize)
    for perm, seat in zip(perms, seats):
        yield bf.Deal.from_permutation(perm, seat)


# ---------------------------------------------------------------- reading a LOG


def place_of(log: str) -> str:
    return "" if log == "-" else f"{log}, "


def read_lines(stream: IO[bytes], place: str = "") -> Iterator[tuple[int, int, bytes]]:
    """(line number, byte offset, raw line) of a byte stream, each line at most MAX_LINE bytes.

    A longer line ends the command with one line naming it, before it is held in memory.
    """
    offset = 0
    number = 0
    while True:
        raw = stream.readline(MAX_LINE + 1)
        if not raw:
            return
        number += 1
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            raise _too_long(place, number)
        yield number, offset, raw
        offset += len(raw)


def _too_long(place: str, number: int) -> click.ClickException:
    return click.ClickException(f"{place}line {number}: longer than {MAX_LINE:,} bytes, the most a log line may hold")


def _bare_lines(stream: IO[bytes], place: str, number: int = 0) -> Iterator[bytes]:
    """``read_lines`` without the line numbers and offsets: each raw line alone (``number`` lines read before)."""
    readline = stream.readline
    while raw := readline(MAX_LINE + 1):
        number += 1
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            raise _too_long(place, number)
        yield raw


def decode_line(raw: bytes, number: int, place: str) -> str:
    """A raw line as text: UTF-8, a byte-order mark at the start of the log skipped."""
    from bridgefp.formats.log import decode_log_line

    try:
        return decode_log_line(raw, number)
    except bf.BridgeError as e:
        raise click.ClickException(f"{place}{e}") from None


def _open_log(log: str) -> IO[bytes]:
    if log == "-":
        return sys.stdin.buffer
    try:
        return open(log, "rb")
    except OSError as e:
        raise click.ClickException(f"{log}: cannot read the log: {e.strerror}") from None


def log_lines(log: str) -> Iterator[str]:
    """The lines of LOG (a path, or ``-`` for stdin) as text; a file that cannot be read,
    a line that is not UTF-8 or longer than MAX_LINE ends the command with one line naming it."""
    place = place_of(log)
    with _open_log(log) as stream:
        try:
            for number, _, raw in read_lines(stream, place):
                yield decode_line(raw, number, place)
        except OSError as e:
            raise click.ClickException(f"{place}cannot read the log: {e.strerror}") from None


@contextmanager
def data_errors(prefix: str = "") -> Iterator[None]:
    """Turn a core error (or the solver's failure) into click's one-line ``Error: …`` and exit 1."""
    try:
        yield
    except bf.BridgeError as e:
        raise click.ClickException(f"{prefix}{e}") from None
    except RuntimeError as e:
        # The solver fails only once its adapter is loaded: a stage that never solves never imports it.
        solver = sys.modules.get("bridgefp.dd")
        if solver is not None and isinstance(e, solver.SolverError):
            raise click.ClickException(f"{prefix}{e}") from None
        raise


def boards(log: str, limit: int | None = None, bad: BadBoards | None = None) -> Iterator[bf.Board]:
    """Fold LOG (an event log, PBN or LIN, by name or content) board by board; a bad event ends
    the command with one line naming its place, or with ``bad`` (``--keep-going``) is reported and counted.

    With ``limit``, only the first ``limit`` events of an event log are read (``--at``); fewer is an error.
    What the caller writes of a board reaches stdout before more of LOG is read: the output never
    waits for input (an event log is read in blocks, and the output flushed once a block).
    """
    if limit is None and bad is None:
        yield from _boards_in_blocks(log)
        return
    yield from _each_flushed(_boards_one_by_one(log, limit, bad))


def chunks(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """The items in lists of ``size`` (the last may be shorter), as toolz's ``partition_all`` gives
    them, but an error met while reading the items first gives the items read before it: the good
    boards before a bad one are written before the error ends the command."""
    it = iter(items)
    while True:
        chunk: list[T] = []
        try:
            for item in it:
                chunk.append(item)
                if len(chunk) == size:
                    break
        except Exception:
            if chunk:
                yield chunk
            raise
        if not chunk:
            return
        yield chunk


def _each_flushed(items: Iterable[T]) -> Iterator[T]:
    """The items, what was written after each flushed before the next is read."""
    for item in items:
        yield item
        flush()


def _boards_one_by_one(log: str, limit: int | None, bad: BadBoards | None) -> Iterator[bf.Board]:
    """``boards`` with ``--at`` or ``--keep-going``: a log read line by line."""
    from bridgefp.board import fold_boards
    from bridgefp.formats import decode_lines
    from bridgefp.formats.log import iter_log

    fmt, raw = open_record(log)
    if fmt != "jsonl" or bad is not None:
        if limit is not None:
            raise click.UsageError("--at reads an event log (JSON Lines) without --keep-going")
        yield from record_boards(log, fmt, raw, bad)
        return
    place = place_of(log)
    with data_errors(place):
        placed = iter_log(decode_lines(raw, "jsonl"))
        counted = [0]
        if limit is not None:
            placed = _counting(placed, counted, limit)
        yield from fold_boards(placed)
    if limit is not None and counted[0] < limit:
        raise click.ClickException(f"{place}--at {limit}: the log holds only {counted[0]} events")


def _boards_in_blocks(log: str) -> Iterator[bf.Board]:
    """``boards`` without ``--at`` or ``--keep-going``: an event log is read in blocks of lines, as
    many as one read gives, and folded block by block (the same boards and errors, fewer steps)."""
    from bridgefp.board import fold_blocks
    from bridgefp.formats import detect

    place = place_of(log)
    with _open_log(log) as stream:
        try:
            head = _head(stream, place)
            fmt = detect("" if log == "-" else log, b"".join(head))
            if fmt != "jsonl":
                folded = record_boards(log, fmt, _record_lines(stream, place, head, fmt))
                yield from folded if fmt == "pbn" else _each_flushed(folded)  # PBN: flushed before each read
                return
            from bridgefp.formats.log import LogBlocks  # not for PBN or LIN: msgspec stays unloaded

            reader = LogBlocks()
            with data_errors(place):
                yield from fold_blocks(reader.read(_line_blocks(stream, place, head)), reader.place, reader.forget)
        except OSError as e:
            raise click.ClickException(f"{place}cannot read the log: {e.strerror}") from None


def _head(stream: IO[bytes], place: str) -> list[bytes]:
    """The lines up to the first that is not blank (at most 1,001), as ``open_record`` reads them to tell the format."""
    head: list[bytes] = []
    for line in _bare_lines(stream, place):
        head.append(line)
        if line.strip() or len(head) > 1000:
            break
    return head


def _record_lines(stream: IO[bytes], place: str, head: list[bytes], fmt: str) -> Iterator[bytes]:
    """The raw lines of a PBN or LIN record after its first lines (``head``), as ``open_record`` gives
    them: PBN's in blocks of whole lines, LIN's line by line."""
    rest = _flushed_first(_bare_blocks(stream, place, len(head))) if fmt == "pbn" else _bare_lines(stream, place, len(head))
    return _chain(head, rest)


def _flushed_first(blocks: Iterator[bytes]) -> Iterator[bytes]:
    """The blocks, what was written so far flushed before each is read (as an event log's blocks are):
    the output never waits for input, and a file's boards go out a block at a time, not one by one."""
    while True:
        flush()
        block = next(blocks, None)
        if block is None:
            return
        yield block


_BLOCK = 1 << 16  # bytes asked of one read: a block of lines folded at once


def _line_blocks(stream: IO[bytes], place: str, head: list[bytes]) -> Iterator[list[bytes]]:
    """The lines of the stream without their line breaks, ``head`` first, in blocks of what each read
    gives (so a pipe streams); a line longer than MAX_LINE ends the command once the lines before it are given."""
    number = len(head)
    yield [line[:-1] if line.endswith(b"\n") else line for line in head]
    read = getattr(stream, "read1", stream.read)
    rest = b""
    while True:
        flush()  # what was written of the boards so far goes out before waiting for more input
        chunk = read(_BLOCK)
        if not chunk:
            break
        data = rest + chunk if rest else chunk
        lines = data.split(b"\n")
        rest = lines.pop()
        if len(data) > MAX_LINE and (len(rest) > MAX_LINE or max(map(len, lines), default=0) > MAX_LINE):
            yield from _up_to_long_line(lines + [rest], number, place)
        number += len(lines)
        yield lines
    if rest:
        yield [rest]


def _up_to_long_line(lines: list[bytes], number: int, place: str) -> Iterator[list[bytes]]:
    """The lines before the first longer than MAX_LINE (line ``number + 1`` is the first), then the error naming it."""
    long = next(i for i, line in enumerate(lines) if len(line) > MAX_LINE)
    yield lines[:long]
    raise _too_long(place, number + long + 1)


def _counting(placed: Iterator[tuple[str, bf.Event]], counted: list[int], limit: int) -> Iterator[tuple[str, bf.Event]]:
    for item in placed:
        counted[0] += 1
        yield item
        if counted[0] == limit:
            return


def numbered(folded: Iterable[bf.Board], bad: BadBoards | None = None) -> Iterator[tuple[int, bf.Board]]:
    """Each board with the number it is shown under: its own, or for a board without one its
    place in the log (bad boards skipped by ``--keep-going`` counted), raised past the highest
    number shown so far so that no number the shell makes up is shown twice."""
    highest = 0
    for good, board in enumerate(folded, 1):
        place = good + (bad.count if bad is not None else 0)
        number = board.number if board.number is not None else max(highest + 1, place)
        highest = max(highest, number)
        yield number, board


# ---------------------------------------------------------------- writing stdout


def symbols(ascii_only: bool) -> bool:
    """Suit symbols only on a terminal whose encoding can show them."""
    if ascii_only or sys.stdout is None or not sys.stdout.isatty():
        return False
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower()
    return "utf" in encoding


def output_error(e: OSError) -> click.ClickException:
    """A failed write to stdout as one line; later flushes (at exit) go nowhere."""
    silence_stdout()
    if e.errno == errno.EPIPE:  # a reader that went away: quiet, as `| head` expects
        raise SystemExit(1)
    return click.ClickException(f"cannot write to standard output: {e.strerror or e}")


def silence_stdout() -> None:
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    os.close(null)


def write(text: str) -> None:
    """Write to stdout; a full or closed stdout is one line and exit 1."""
    try:
        sys.stdout.write(text)
    except OSError as e:
        raise output_error(e) from None


def flush() -> None:
    try:
        sys.stdout.flush()
    except OSError as e:
        raise output_error(e) from None


# ---------------------------------------------------------------- writing a file whole


@contextmanager
def written_whole(path: str, name: str) -> Iterator[IO[str]]:
    """A text stream for the file at ``path``, written beside it and renamed over it only when
    the block ends without an error: a failed or interrupted command leaves the file as it was
    (or absent), never empty or cut short. A failure to write is one line naming ``name``.

    A symlink is written through (its target is replaced); the file keeps its permissions.
    What is not a regular file (``/dev/full``, a pipe) is written in place: it cannot be replaced.
    """
    import tempfile  # here, not at the top: only the commands that write a file need it

    target = os.path.realpath(path)
    if os.path.exists(target) and not os.path.isfile(target):
        yield from _written_in_place(target, name)
        return
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".part",
                                    dir=os.path.dirname(target))
    except OSError as e:
        raise click.ClickException(f"{name}: cannot write: {e.strerror}") from None
    try:
        os.fchmod(fd, _mode_for(target))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except OSError as e:
        _remove(temp)
        raise click.ClickException(f"{name}: cannot write: {e.strerror or e}") from None
    except BaseException:
        _remove(temp)
        raise


def _written_in_place(target: str, name: str) -> Iterator[IO[str]]:
    try:
        with open(target, "w", encoding="utf-8", newline="\n") as out:
            yield out
    except OSError as e:
        raise click.ClickException(f"{name}: cannot write: {e.strerror or e}") from None


def _mode_for(target: str) -> int:
    """The permissions of the file being replaced, or a new file's (0666 less the umask)."""
    try:
        return os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# ---------------------------------------------------------------- records of any format (SPEC §12)


def raw_lines(log: str) -> Iterator[bytes]:
    """The lines of LOG (a path, or ``-`` for stdin) as bytes, each at most MAX_LINE bytes;
    a file that cannot be read, or a longer line, ends the command with one line naming it."""
    return _raw_record(log, [""])


def _raw_record(log: str, fmt: list[str | None]) -> Iterator[bytes]:
    """``raw_lines``; but once ``fmt[0]`` says PBN (it may be found from the first lines, while they are
    read), the rest in blocks of whole lines: PBN is read a game at a time, not a line at a time."""
    try:
        stream = sys.stdin.buffer if log == "-" else open(log, "rb")
    except OSError as e:
        raise click.ClickException(f"{log}: cannot read the log: {e.strerror}") from None
    place = place_of(log)
    with stream:
        try:
            lines = _bare_lines(stream, place)
            number = 0
            while fmt[0] is None and (line := next(lines, None)) is not None:  # the lines that name the format
                number += 1
                yield line
            yield from _bare_blocks(stream, place, number) if fmt[0] == "pbn" else lines
        except OSError as e:
            raise click.ClickException(f"{place}cannot read the log: {e.strerror}") from None


def _bare_blocks(stream: IO[bytes], place: str, number: int) -> Iterator[bytes]:
    """The rest of a stream (``number`` lines read so far) in blocks of whole lines, the last perhaps
    without its line end: each block as much as one read gives (a pipe's is not waited for), each line
    at most MAX_LINE bytes (a longer one ends the command, as ``_bare_lines`` does)."""
    read = getattr(stream, "read1", stream.read)
    rest = b""  # a line not yet ended
    while chunk := read(_BLOCK):
        end = chunk.rfind(b"\n")
        if end < 0 or len(rest) + chunk.find(b"\n") > MAX_LINE:  # only the first line of a read can be long
            rest += chunk
            if len(rest) > MAX_LINE:
                raise _too_long(place, number + 1)
            continue
        block, rest = rest + chunk[: end + 1], chunk[end + 1 :]
        number += block.count(b"\n")
        yield block
    if len(rest) > MAX_LINE:
        raise _too_long(place, number + 1)
    if rest:
        yield rest


def open_record(log: str, fmt: str | None = None) -> tuple[str, Iterator[bytes]]:
    """The format of LOG (``fmt`` if given, else by name or first non-blank line) and its raw lines
    (for PBN, after the first ones, blocks of whole lines)."""
    found: list[str | None] = [fmt]
    it = _raw_record(log, found)
    head: list[bytes] = []
    if fmt is None:
        for line in it:
            head.append(line)
            if line.strip() or len(head) > 1000:
                break
        from bridgefp.formats import detect

        found[0] = fmt = detect("" if log == "-" else log, b"".join(head))
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
    from bridgefp.formats import RecordWarning, Skipped, read_boards

    place = place_of(log)
    try:
        for item in read_boards(lines, fmt):
            if isinstance(item, bf.Board):
                yield item
            elif isinstance(item, Skipped):
                say(f"Note: {place}{item.place}: skipped: {item.reason}")
            elif isinstance(item, RecordWarning):
                say(f"Warning: {place}{item}")
            elif bad is None:
                raise click.ClickException(f"{place}{item}")
            else:
                bad.count += 1
                say(f"Error: {place}{item}")
    except bf.BridgeError as e:  # a malformed log line, or bad text
        raise click.ClickException(f"{place}{e}") from None
