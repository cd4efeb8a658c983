"""PBN's syntax: a file's games, and each game's typed parse tree (tags, sections, comments, lines).

The bottom of the PBN codec. ``split_games`` cuts a file's lines into games (empty lines outside
comments end a game; ``%`` lines are escapes); ``parse_game`` reads a game into a ``Game``: its
entries in order, each tag's line, the Auction's and Play's tokens, and the syntax problems found
(with their lines). Nothing here knows bridge: reading a game's facts is ``pbn_read``'s work,
writing one ``pbn_write``'s.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import compress
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

from .._patterns import LazyPattern

__all__ = [
    "Game", "Entry", "Exported", "RawGame", "ExportClaim", "split_games", "parse_game", "section_tokens", "ends_in_brace", "shorten", "TOKEN", "CONTROL", "ANNOTATION",
]

TOKEN = LazyPattern(  # each match is the whitespace before a token, then the token
    r"""\s*+(?:(?P<semi>;[^\n]*)
    |(?P<brace>\{(?:[^{}]|\{[^{}]*\})*\}?)
    |(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\\n]|\\.)*)"\s*\])
    |(?P<str>"(?:[^"\\\n]|\\.)*")
    |(?P<tok>[^\s\[\]{};"]+)
    |(?P<bad>.))""",
    re.X,
)
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_UNESCAPE = re.compile(r'\\(["\\])')  # PBN escapes only \" and \\ in a tag value
ANNOTATION = re.compile(r"^(=[0-9]+=|\$[0-9]+|[!?]+)$")


class RawGame:
    """One game's lines as the file gives them: its ordinal, the file's line number of each row, the rows
    without their line ends (or the same as one text, rows joined by ``\\n``: a game cut from a block of the
    file is kept as its text, and split into rows only if asked), and a problem found while splitting."""

    __slots__ = ("ordinal", "lines", "_rows", "_text", "problem")

    def __init__(self, ordinal: int, lines: Sequence[int], rows: list[str] | None,
                 problem: tuple[int, str] | None = None, text: str | None = None) -> None:
        self.ordinal, self.lines, self._rows, self._text, self.problem = ordinal, lines, rows, text, problem

    @classmethod
    def of_text(cls, ordinal: int, first: int, text: str) -> RawGame:
        """A game of consecutive lines, the first line ``first``, given as one text."""
        return cls(ordinal, range(first, first + text.count("\n") + 1), None, None, text)

    @property
    def rows(self) -> list[str]:
        if self._rows is None:
            self._rows = self._text.split("\n") if self._text is not None else []
        return self._rows

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = "\n".join(self.rows)
        return self._text


@dataclass(slots=True)
class Entry:
    """One entry of a game, in the file's order: a tag (its name, its value, and the lines of the
    section after it, if any), or a comment (name ``{}`` or ``;``, its text for value)."""

    name: str
    value: str
    section: list[str] | None = None

    @property
    def is_comment(self) -> bool:
        return self.name in ("{}", ";")


class Exported:
    """A game's tags as the export layout gives them, in order: their names, their values, and the text of
    the section after each (``""`` for none, else its rows, each with its line end); and the file's line
    number of each of the game's rows."""

    __slots__ = ("names", "values", "sections", "lines")

    def __init__(self, names: tuple[str, ...], values: tuple[str, ...], sections: tuple[str, ...],
                 lines: Sequence[int]) -> None:
        self.names, self.values, self.sections, self.lines = names, values, sections, lines

    def rows(self, i: int) -> list[str]:
        """The rows of the section after tag ``i`` (one that has a section) as an entry holds them, stripped."""
        return list(map(str.strip, self.sections[i][:-1].split("\n")))

    def entries(self) -> list[Entry]:
        entries = list(map(Entry, self.names, self.values))
        for i in compress(range(len(entries)), self.sections):  # the tags a section follows (most have none)
            entries[i].section = self.rows(i)
        return entries

    def tag_lines(self) -> dict[str, int]:
        """The line of each tag: the tags in order, each a row, a section's rows after its tag."""
        names, sections, lines = self.names, self.sections, self.lines
        rows: list[int] = []  # each tag's line, in order
        start = shift = 0  # the first tag not placed yet; the section rows before it
        for i in compress(range(len(names)), sections):
            rows += lines[start + shift : i + 1 + shift]
            shift += sections[i].count("\n")
            start = i + 1
        rows += lines[start + shift : len(names) + shift]
        return dict(zip(names, rows))


class Game:
    """One game's parse tree: its entries in order, each tag's first line, the Auction's and Play's
    tokens, and the syntax problems found (line, what).

    A game read in export layout keeps its tags as the pattern found them (``Exported``); its entries
    and its tags' lines are made from them only when first asked (most games are folded without either)."""

    __slots__ = ("ordinal", "_entries", "tokens", "_tag_lines", "problems", "first_values", "_layout")

    def __init__(self, ordinal: int, entries: list[Entry] | None = None, tokens: dict[str, list[str]] | None = None,
                 tag_lines: dict[str, int] | None = None, problems: list[tuple[int, str]] | None = None,
                 first_values: dict[str, str] | None = None, layout: Exported | None = None) -> None:
        self.ordinal = ordinal
        self._entries = entries if entries is not None or layout is not None else []
        self.tokens: dict[str, list[str]] = {} if tokens is None else tokens  # Auction/Play section tokens
        self._tag_lines = tag_lines if tag_lines is not None or layout is not None else {}
        self.problems: list[tuple[int, str]] = [] if problems is None else problems  # (line, what is wrong): syntax
        self.first_values = first_values  # made when first asked; set to None when the entries change
        self._layout = layout

    def __repr__(self) -> str:
        return f"Game({self.ordinal!r}, {self.entries!r}, {self.tokens!r}, {self.tag_lines!r}, {self.problems!r})"

    @property
    def exported(self) -> Exported | None:
        """The tags as export layout gave them, while they are the game's tags: until its entries are made
        (a reader may change those)."""
        return self._layout if self._entries is None else None

    @property
    def entries(self) -> list[Entry]:
        """The entries in order (made from the exported tags when first asked)."""
        if self._entries is None:
            assert self._layout is not None
            self._entries = self._layout.entries()
        return self._entries

    @entries.setter
    def entries(self, entries: list[Entry]) -> None:
        self._entries = entries

    @property
    def tag_lines(self) -> dict[str, int]:
        """Each tag's first line (worked out when first asked, for a game in export layout)."""
        if self._tag_lines is None:
            assert self._layout is not None
            self._tag_lines = self._layout.tag_lines()
        return self._tag_lines

    def tag(self, name: str) -> str | None:
        """The first value of tag ``name``, None if absent, ``?`` or empty (unknown)."""
        value = (self.first_values if self.first_values is not None else self.firsts()).get(name)
        return None if not value or value == "?" else value  # (None, "" and "?" alike: unknown)

    def has(self, name: str) -> bool:
        return name in self.firsts()

    def firsts(self) -> dict[str, str]:
        """The first value of each name in the entries (read many times per game: made once)."""
        if self.first_values is None:
            self.first_values = {e.name: e.value for e in reversed(self.entries)}
        return self.first_values



def split_games(lines: Iterable[str], claim: ExportClaim | None = None) -> Iterator[RawGame]:
    """Games are separated by empty lines outside comments; ``%`` lines are escapes, skipped (``claim``
    watches them for ``% EXPORT``).

    ``lines`` are the file's lines, with or without their ends; a piece may also hold several whole
    lines (a block of the file cut at a line end), which is read the same way, only quicker.

    A ``{`` comment that is never closed cannot hide the games after it: the game that opens it is
    given the problem (its line), and the lines after that game's first empty line are read again
    as games (none of them can close a comment either: no ``}`` follows).
    """
    splitter = _Splitter(claim)
    for piece in lines:
        yield from splitter.piece(piece)
    if splitter.buf:
        yield from _unclosed(list(zip(splitter.numbers, splitter.buf)), splitter.opened, splitter.ordinal,
                             claim) if splitter.in_brace else [splitter.game()]


_BREAK = re.compile(r"%|\s*$")  # an escape line, or an empty one (between games)
_GAP = re.compile(r"\n(?:[^\S\n]*\n)+")  # the end of a line, then empty lines: between games
_LINE_END_CR = re.compile(r"\r+(?=\n|\Z)")  # what a line loses with its end (CRLF, CR CR LF …)


class _Splitter:
    """The game being read (its lines and their numbers) and whether a ``{`` comment is open, line
    after line or block after block."""

    def __init__(self, claim: ExportClaim | None) -> None:
        self.claim = claim
        self.buf: list[str] = []
        self.numbers: list[int] = []
        self.in_brace = False
        self.opened = self.ordinal = self.number = 0  # the line of the comment still open; games, lines so far

    def game(self) -> RawGame:
        self.ordinal += 1
        game = RawGame(self.ordinal, self.numbers, self.buf)
        self.buf, self.numbers = [], []
        return game

    def piece(self, piece: str) -> list[RawGame]:
        """The games a piece of the file ends: one line, or a block of whole lines."""
        if "\r" in piece:
            piece = _LINE_END_CR.sub("", piece)
        text = piece[:-1] if piece[-1:] == "\n" else piece
        if "\n" not in text:
            game = self.line(text)
            return [] if game is None else [game]
        if self.in_brace or "{" in text or text[:1] == "%" or "\n%" in text:
            return [game for game in map(self.line, text.split("\n")) if game is not None]
        return self.block(text)

    def line(self, line: str) -> RawGame | None:
        """The game a line ends (an empty line after a game's), if any."""
        self.number += 1
        if not self.in_brace and _BREAK.match(line):
            if line[:1] == "%":
                _see(self.claim, line)
            elif self.buf:
                return self.game()
            return None
        self.buf.append(line)
        self.numbers.append(self.number)
        if self.in_brace or "{" in line:
            self.in_brace, self.opened = _brace_after(line, self.number, self.in_brace, self.opened)
        return None

    def block(self, text: str) -> list[RawGame]:
        """The games a block of whole lines ends, with neither a comment nor an escape: cut at its empty lines."""
        games = []
        padded = "\n" + text + "\n"
        pos, number = 1, self.number + 1  # where the lines up to the next empty one start, and its number
        for gap in _GAP.finditer(padded):
            start = gap.start()
            if self.buf:  # the game began in an earlier piece
                self.extend(padded[pos:start], number)
                games.append(self.game())
            elif start > pos:  # a game wholly in this block: kept as its text
                self.ordinal += 1
                games.append(RawGame.of_text(self.ordinal, number, padded[pos:start]))
            number += padded.count("\n", pos, gap.end())
            pos = gap.end()
        self.extend(padded[pos:-1], number)  # the game goes on in the next piece
        self.number += text.count("\n") + 1
        return games

    def extend(self, rows: str, number: int) -> None:
        """The game goes on with ``rows`` (whole lines), the first of them line ``number``."""
        if rows:
            lines = rows.split("\n")
            self.buf += lines
            self.numbers += range(number, number + len(lines))


def _see(claim: ExportClaim | None, escape: str) -> None:
    if claim is not None:
        claim.see(escape)


def _is_escape_or_empty(line: str, claim: ExportClaim | None) -> bool:
    """Whether a line outside comments is an escape (``%``, shown to ``claim``) or empty (between games)."""
    if line.startswith("%"):
        _see(claim, line)
        return True
    return not line.strip()


def _brace_after(line: str, number: int, in_brace: bool, opened: int) -> tuple[bool, int]:
    """Whether a ``{`` comment is open after line ``number``, and the line it opened on."""
    still = ends_in_brace(line, in_brace)
    return still, (number if still and not in_brace else opened)


_NEVER_CLOSED = "a '{' comment starts here and is never closed (no '}' follows in the file)"


def _unclosed(rows: list[tuple[int, str]], opened: int, ordinal: int, claim: ExportClaim | None) -> Iterator[RawGame]:
    """The last game's rows when a comment opened on line ``opened`` is never closed: the game up to the
    first empty line after it, with the problem; then the games of the rest, where no comment closes
    (each game that opens one has the problem too)."""
    start = next(i for i, (n, _) in enumerate(rows) if n == opened)
    empty = next((i for i in range(start, len(rows)) if not rows[i][1].strip()), len(rows))
    for game in filter(None, [rows[:empty], *_games_of(rows[empty:], claim)]):
        ordinal += 1
        yield _never_closed(ordinal, game)


def _never_closed(ordinal: int, game: list[tuple[int, str]]) -> RawGame:
    """A game's lines, where no comment closes: the first that opens one has the problem."""
    first_open = next((n for n, line in game if "{" in line and ends_in_brace(line, False)), 0)
    problem = (first_open, _NEVER_CLOSED) if first_open else None
    return RawGame(ordinal, [n for n, _ in game], [line for _, line in game], problem)


def _games_of(rows: list[tuple[int, str]], claim: ExportClaim | None) -> list[list[tuple[int, str]]]:
    """Numbered lines cut into games at empty lines (escapes skipped), no comment spanning them."""
    games: list[list[tuple[int, str]]] = [[]]
    for number, line in rows:
        if _is_escape_or_empty(line, claim):
            if not line.startswith("%"):
                games.append([])
        else:
            games[-1].append((number, line))
    return games


def ends_in_brace(line: str, in_brace: bool) -> bool:
    """Whether a ``{`` comment is still open at the end of ``line``."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_brace:
            if c == "}":
                in_brace = False
        elif in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == ";":
            break
        elif c == "{":
            in_brace = True
        i += 1
    return in_brace


def parse_game(raw: RawGame) -> Game | None:
    """A game's entries, sections and syntax problems; None for a chunk of comments only."""
    game = _parse_text_game(raw)
    if game is not None:
        return game  # its tags alone: never a chunk of comments
    game = _parse_rows_game(raw) or _parse_plain_game(raw) or _parse_full_game(raw)
    if all(e.is_comment for e in game.entries) and not game.problems:
        return None
    return game


def _parse_full_game(raw: RawGame) -> Game:
    """Any game, token by token: comments, escapes, tags anywhere, and every syntax problem named."""
    parser = _GameParser(raw)
    for m in TOKEN.finditer(parser.text):
        parser.feed(m)
    parser.close(len(parser.text))
    return parser.game


_TAG = LazyPattern(r'\[\s*([A-Za-z0-9_]+)\s*"([^"\\\n]*)"\s*\]')
# The usual layout, a row at a time: a row with a ``[`` is one whole tag (no control character in its
# value, escaped or not); any other row is a section's, with none of ``[]"{};\``.
_TAG_ROW = LazyPattern(r'[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]*"((?:[^"\\\x00-\x1f\x7f]|\\[^\x00-\x1f\x7f])*)"[ \t]*\][ \t]*')
_NOT_PLAIN_ROW = re.compile(r'[\]"{};\\\n]')


# The layout export programs write, a game at a time: each tag ``[Name "value"]`` alone on its row, with
# neither an escape nor a control character in its value; then the rows of its section, if any, with
# none of ``[]"{};\``; every row at most 254 characters (255 with the line end, as PBN allows: a name of
# at most 50 and a value of at most 199 here, a longer one is left to the other parsers). A whole game of
# them is checked by one pattern that captures nothing; its names, values and sections are then cut out
# by splits (no value, section or name holds a ``"``, no section or name a ``[`` or ``]``).
_EXPORTED_GAME = re.compile(  # possessive: no step back
    r'(?:\[[A-Za-z0-9_]{1,50}+ "[^"\\\x00-\x1f\x7f]{0,199}+"\]\n(?:[^\[\]"{};\\\n]{0,254}+\n)*+)++')


def _parse_text_game(raw: RawGame) -> Game | None:
    """The game as export programs write it, quickest: its layout checked by one pattern, which must
    match the whole text, and its tags and sections cut out together. None sends the game to the other
    parsers, which read it the same way (and name what is wrong, such as a tag given twice)."""
    text = raw.text + "\n"
    if _EXPORTED_GAME.fullmatch(text) is None:
        return None
    # ``[N0 "v0"]\n s0 [N1 "v1"]\n s1 …``: the values are between the quotes; around them, the names and
    # the sections are between ``[``, `` `` and ``]\n``.
    quoted = text.split('"')
    values = tuple(quoted[1::2])
    named = "".join(quoted[0::2]).replace(" ]\n", "[").split("[")  # "", N0, s0, N1, s1, …
    names, sections = tuple(named[1::2]), tuple(named[2::2])
    firsts = dict(zip(names, values))
    if len(firsts) < len(names):
        return None  # a tag given twice
    exported = Exported(names, values, sections, raw.lines)
    return Game(raw.ordinal, None, _exported_tokens(names, sections, firsts), None, [], firsts, exported)


def _exported_tokens(names: tuple[str, ...], sections: tuple[str, ...], firsts: dict[str, str]) -> dict[str, list[str]]:
    """The Auction's and the Play's tokens, in the order of the file."""
    auction = names.index("Auction") if "Auction" in firsts else -1
    play = names.index("Play") if "Play" in firsts else -1
    tokens: dict[str, list[str]] = {}
    if auction >= 0 and not 0 <= play < auction:
        tokens["Auction"] = sections[auction].split()
    if play >= 0:
        tokens["Play"] = sections[play].split()
    if 0 <= play < auction:
        tokens["Auction"] = sections[auction].split()
    return tokens


def _parse_rows_game(raw: RawGame) -> Game | None:
    """The usual game, quickest: each tag alone on its row, every other row a section's, nothing to
    report. None sends the game to the other parsers, which read such games the same way."""
    game = Game(raw.ordinal)
    entry: Entry | None = None
    tokens = game.tokens
    for row, number in zip(raw.rows, raw.lines):
        if "[" in row:
            entry = _tag_row(game, row, number)
            if entry is None:
                return None
        elif entry is not None and len(row) <= 254 and _NOT_PLAIN_ROW.search(row) is None:
            if entry.section is None:
                entry.section = []
            entry.section.append(row.strip())
            if entry.name in tokens:
                tokens[entry.name] += row.split()
        else:
            return None
    return game


def _tag_row(game: Game, row: str, number: int) -> Entry | None:
    """The entry of a row that is one whole tag (None if it is not, or if the full parser has to look)."""
    m = _TAG_ROW.fullmatch(row)
    if m is None or len(row) > 254:
        return None
    name, value = m.groups()
    if name in game.tag_lines and name != "Note":
        return None
    if "\\" in value:
        value = _UNESCAPE.sub(r"\1", value)
    game.tag_lines.setdefault(name, number)
    if name in ("Auction", "Play"):
        game.tokens[name] = []
    entry = Entry(name, value)
    game.entries.append(entry)
    return entry


def _parse_plain_game(raw: RawGame) -> Game | None:
    """The usual game, quickly: tags and sections only, no comment, escape, stray bracket or long line.

    None sends the game to the full parser, which reads the same games the same way and
    everything else as well (and names what is wrong)."""
    text = raw.text
    tags = list(_TAG.finditer(text))
    if not _is_plain(text, tags):
        return None
    game = Game(raw.ordinal)
    starts = _line_starts(text)
    for i, m in enumerate(tags):
        name, value = m.group(1), m.group(2)
        if (name in game.tag_lines and name != "Note") or CONTROL.search(value):
            return None  # a problem to name: the full parser does
        game.tag_lines.setdefault(name, raw.lines[bisect_right(starts, m.start()) - 1])
        end = tags[i + 1].start() if i + 1 < len(tags) else len(text)
        _add_plain_entry(game, name, value, text[m.end() : end])
    return game


def _add_plain_entry(game: Game, name: str, value: str, body: str) -> None:
    """A tag and the section after it (its lines; an Auction's or Play's tokens too)."""
    entry = Entry(name, value)
    if body.strip():
        entry.section = [ln.strip() for ln in body.strip("\n").split("\n") if ln.strip()]
    if name in ("Auction", "Play"):
        game.tokens[name] = body.split()
    game.entries.append(entry)


def _is_plain(text: str, tags: list[re.Match[str]]) -> bool:
    if not tags or text[: tags[0].start()].strip() or any(c in text for c in "{};\\"):
        return False
    n = len(tags)
    if text.count("[") != n or text.count("]") != n or text.count('"') != 2 * n:
        return False
    return all(len(ln) <= 254 for ln in text.split("\n"))


_LINE_END = re.compile("\n")


def _line_starts(text: str) -> list[int]:
    """Where each line of ``text`` starts (a position's line is found by bisection)."""
    return [0] + [m.end() for m in _LINE_END.finditer(text)]
_MOST_PROBLEMS = 3


def shorten(text: str, most: int = 60) -> str:
    """A text as a message quotes it: its repr, cut to about ``most`` characters.

    >>> shorten("1S"), shorten("}" * 100, 10)
    ("'1S'", "'}}}}}}}}}}…' (100 characters)")
    """
    if len(text) <= most:
        return repr(text)
    return f"{text[:most] + '…'!r} ({len(text)} characters)"


class _GameParser:
    """Reads one game's tokens: tags, the section after a tag, comments, and what is not PBN."""

    def __init__(self, raw: RawGame) -> None:
        self.raw, self.text = raw, raw.text
        self.game = Game(raw.ordinal)
        self.current: Entry | None = None  # the last tag entry, which a section may follow
        self.section_start = 0
        self.has_section = False
        self.pending: list[Entry] = []  # comments after a tag, before we know whether a section follows
        self.starts = _line_starts(self.text)
        if raw.problem is not None:
            self.game.problems.append(raw.problem)
        for ln, number in zip(raw.rows, raw.lines):
            if len(ln) > 254:  # 255 with the line end
                self.problem(number, f"the line is {len(ln)} characters long: PBN allows 255 with its end")
                break

    def problem(self, line: int, what: str) -> None:
        """Note a syntax problem; a game keeps its first few (the first is the one reported)."""
        if len(self.game.problems) < _MOST_PROBLEMS:
            self.game.problems.append((line, what))

    def line_at(self, pos: int) -> int:
        return self.raw.lines[bisect_right(self.starts, pos) - 1]

    def feed(self, m: re.Match[str]) -> None:
        kind = m.lastgroup or ""
        if kind == "tag":
            self.tag(m)
        elif kind in ("semi", "brace"):
            self.comment(m.group(kind), kind)
        elif kind == "bad":
            if len(self.game.problems) < _MOST_PROBLEMS:
                start = m.start(kind)
                end = self.text.find("\n", start)
                rest = self.text[start : end if end >= 0 else len(self.text)].strip()
                self.problem(self.line_at(start), f"{shorten(rest)} is not a tag ([Name \"value\"])")
        elif kind:
            self.section_token(m, kind)

    def tag(self, m: re.Match[str]) -> None:
        start = m.start("tag")
        self.close(start)
        name, value = m.group("name"), m.group("value")
        value = _UNESCAPE.sub(r"\1", value) if "\\" in value else value
        line = self.line_at(start)
        if name in self.game.tag_lines and name != "Note":
            self.problem(line, f"[{name}] appears twice in the game")
        if CONTROL.search(value):
            self.problem(line, f"[{name}]: a control character (a tab?) in the tag value")
        self.current = Entry(name, value)
        self.game.entries.append(self.current)
        self.game.tag_lines.setdefault(name, line)
        self.section_start = m.end()
        if name in ("Auction", "Play"):
            self.game.tokens[name] = []

    def comment(self, body: str, kind: str) -> None:
        if self.has_section:
            return  # a comment inside a section stays in the section's text
        text = (body[1:-1] if body.endswith("}") else body[1:]) if kind == "brace" else body[1:]
        entry = Entry("{}" if kind == "brace" else ";", text)
        (self.pending if self.current is not None else self.game.entries).append(entry)

    def section_token(self, m: re.Match[str], kind: str) -> None:
        if self.current is None:
            if len(self.game.problems) < _MOST_PROBLEMS:
                self.problem(self.line_at(m.start(kind)), f"{shorten(m.group(kind))}: text outside any tag")
            return
        if not self.has_section:
            self.has_section, self.pending = True, []
        if kind == "tok" and self.current.name in self.game.tokens:
            self.game.tokens[self.current.name].append(m.group(kind))

    def close(self, end: int) -> None:
        """The end of a tag's reach: its section's lines, or the comments that followed it."""
        if self.current is not None and self.has_section:
            body = self.text[self.section_start : end].strip("\n")
            self.current.section = [ln.strip() for ln in body.split("\n") if ln.strip()]
        else:
            self.game.entries.extend(self.pending)
        self.pending, self.has_section = [], False



def section_tokens(section: Any) -> list[str]:
    """A stored section's calls or cards and annotations: its lines read as one text, so that a
    comment over several lines is skipped whole."""
    text = "\n".join(section)
    if _SECTION_SPECIAL.search(text) is None:  # the usual section: its words are its tokens
        return text.split()
    return [m.group("tok") for m in TOKEN.finditer(text) if m.lastgroup == "tok"]


_SECTION_SPECIAL = re.compile(r'[\[\]{};"]')  # what TOKEN reads as other than a section's token



class ExportClaim:
    """Watches a file's escape lines (``%``) for ``% EXPORT``: the games after it claim PBN's export format."""

    def __init__(self) -> None:
        self.claimed = False

    def see(self, escape: str) -> None:
        """One ``%`` line of the file, in order."""
        if escape[1:].strip() == "EXPORT":
            self.claimed = True
