"""PBN 2.1 (Portable Bridge Notation): games in, boards out, and boards back to PBN.

Reading is lenient where PBN's import format or common practice allows (``%`` lines,
``;`` and multi-line ``{…}`` comments, CRLF, inherited and ``#``/``##`` tag values,
``=n=`` notes, ``!``/``?`` suffixes, ``AP``, ``-``, ``*`` and ``+``, ``?`` and empty
tags as unknown, table sections) and strict where facts conflict (a Result the play
contradicts, a Score that disagrees with the result, a card in two hands, an illegal
call or card). Every tag, section and comment of a game rides on its deal event
(``extra["pbn"]``) and is written back; Auction, Play and the tags the fold decides
are written from the fold, keeping the file's own text wherever the fold agrees with it.

Pure: ``read_pbn(lines)`` takes lines of text and yields one item per game, streaming;
``board_to_pbn(board)`` returns a game's text. The caller opens files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import starmap
from typing import Any, Callable, Iterable, Iterator

from pyrsistent import pvector

from ..auction import Contract, apply_call
from ..board import Board, _board, apply_event, play_of, start_board
from ..play import Play, apply_play, play_cards, trick_is_lost, trick_winner
from ..calls import PASS, Call
from ..cards import Card, Hand, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..events import CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event
from .chat import chat_on_calls, chat_on_cards, game_chat, with_chat
from .pbn_rules import ExportClaim, call_note, export_layout_problem, note_fields, rule_problem, table_order_problem
from .records import Item, RecordError, Skipped

__all__ = ["read_pbn", "board_to_pbn", "MANDATORY_TAGS", "result_tricks", "score_of_tag"]

MANDATORY_TAGS = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
    "Scoring", "Declarer", "Contract", "Result",
)
"""PBN 2.1's mandatory tags, in the export format's order."""
_MANDATORY = frozenset(MANDATORY_TAGS)

# Tags a second room's game (one that states no Deal) takes from the game before it.
_BOARD_TAGS = ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring", "Stage",
               "Round", "HomeTeam", "VisitTeam", "Competition", "Section", "EventDate")
# Scorings whose points are not duplicate scores: a Score tag is not checked under them.
_NOT_DUPLICATE = ("RUBBER", "CHICAGO")

_TOKEN = re.compile(  # each match is the whitespace before a token, then the token
    r"""\s*+(?:(?P<semi>;[^\n]*)
    |(?P<brace>\{(?:[^{}]|\{[^{}]*\})*\}?)
    |(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\\n]|\\.)*)"\s*\])
    |(?P<str>"(?:[^"\\\n]|\\.)*")
    |(?P<tok>[^\s\[\]{};"]+)
    |(?P<bad>.))""",
    re.X,
)
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_UNESCAPE = re.compile(r'\\(["\\])')  # PBN escapes only \" and \\ in a tag value
_ANNOTATION = re.compile(r"^(=\d+=|\$\d+|[!?]+)$")


_Apply = Callable[[Board, Event, str], Board]  # apply an event, naming the tag it came from on an error


class _NotABoard(Exception):
    """The game is not a board bridgefp can fold (raised with the reason)."""


@dataclass(slots=True)
class _RawGame:
    ordinal: int
    lines: list[int]  # the file's line number of each of ``rows``
    rows: list[str]  # the game's lines, without their line ends

    @property
    def text(self) -> str:
        return "\n".join(self.rows)


@dataclass(slots=True)
class _Game:
    """One game's entries in order: [name, value], [name, value, section lines], ["{}", comment], [";", comment]."""

    ordinal: int
    entries: list[list[Any]] = field(default_factory=list)
    tokens: dict[str, list[str]] = field(default_factory=dict)  # Auction/Play section tokens
    tag_lines: dict[str, int] = field(default_factory=dict)
    problems: list[tuple[int, str]] = field(default_factory=list)  # (line, what is wrong): syntax
    first_values: dict[str, str] | None = None  # made when first asked; set to None when the entries change

    def tag(self, name: str) -> str | None:
        """The first value of tag ``name``, None if absent, ``?`` or empty (unknown)."""
        value = self.firsts().get(name)
        return None if value in ("", "?") else value

    def has(self, name: str) -> bool:
        return name in self.firsts()

    def firsts(self) -> dict[str, str]:
        """The first value of each name in the entries (read many times per game: made once)."""
        if self.first_values is None:
            self.first_values = {e[0]: e[1] for e in reversed(self.entries)}
        return self.first_values


# ---------------------------------------------------------------- reading


def read_pbn(lines: Iterable[str]) -> Iterator[Item]:
    """One item per game of a PBN file: its folded Board, the BridgeError that stops it, or Skipped.

    ``lines`` are the file's lines (with or without line ends); games are read one at a time.
    """
    previous: dict[str, str] = {}
    sticky: dict[str, str] = {}
    ordinal = 0
    export = ExportClaim()
    for raw in _split_games(lines, export):
        game = _parse_game(raw)
        if game is None:
            continue  # comments only: not a game
        ordinal += 1
        game.ordinal = ordinal
        _inherit(game, previous, sticky)
        previous = {e[0]: e[1] for e in game.entries if isinstance(e[1], str) and e[0] not in ("{}", ";")}
        yield _export_item(game, raw) if export.claimed else _game_item(game, raw)


def _export_item(game: _Game, raw: _RawGame) -> Item:
    """A game after a ``% EXPORT`` line: export format's layout is checked after the rest."""
    item = _game_item(game, raw)
    layout = None if isinstance(item, BridgeError) else export_layout_problem(game, raw)
    return item if layout is None else RecordError(f"{_place(game)}, line {layout[0]}: {layout[1]}")


def _split_games(lines: Iterable[str], claim: ExportClaim | None = None) -> Iterator[_RawGame]:
    """Games are separated by empty lines outside comments; ``%`` lines are escapes, skipped (``claim``
    watches them for ``% EXPORT``)."""
    buf: list[str] = []
    numbers: list[int] = []
    in_brace = False
    ordinal = 0
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\r\n")
        if not in_brace:
            if line.startswith("%"):
                if claim is not None:
                    claim.see(line)
                continue
            if not line.strip():
                if buf:
                    ordinal += 1
                    yield _RawGame(ordinal, numbers, buf)
                    buf, numbers = [], []
                continue
        buf.append(line)
        numbers.append(number)
        if in_brace or "{" in line:
            in_brace = _ends_in_brace(line, in_brace)
    if buf:
        yield _RawGame(ordinal + 1, numbers, buf)


def _ends_in_brace(line: str, in_brace: bool) -> bool:
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


def _parse_game(raw: _RawGame) -> _Game | None:
    """A game's entries, sections and syntax problems; None for a chunk of comments only."""
    game = _parse_rows_game(raw) or _parse_plain_game(raw) or _parse_full_game(raw)
    if all(e[0] in ("{}", ";") for e in game.entries) and not game.problems:
        return None
    return game


def _parse_full_game(raw: _RawGame) -> _Game:
    """Any game, token by token: comments, escapes, tags anywhere, and every syntax problem named."""
    parser = _GameParser(raw)
    for m in _TOKEN.finditer(parser.text):
        parser.feed(m)
    parser.close(len(parser.text))
    return parser.game


_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"([^"\\\n]*)"\s*\]')
# The usual layout, a row at a time: a row with a ``[`` is one whole tag (no control character in its
# value, escaped or not); any other row is a section's, with none of ``[]"{};\``.
_TAG_ROW = re.compile(r'[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]*"((?:[^"\\\x00-\x1f\x7f]|\\[^\x00-\x1f\x7f])*)"[ \t]*\][ \t]*')
_NOT_PLAIN_ROW = re.compile(r'[\]"{};\\\n]')


def _parse_rows_game(raw: _RawGame) -> _Game | None:
    """The usual game, quickest: each tag alone on its row, every other row a section's, nothing to
    report. None sends the game to the other parsers, which read such games the same way."""
    game = _Game(raw.ordinal)
    entry: list[Any] = []
    tokens = game.tokens
    for row, number in zip(raw.rows, raw.lines):
        if "[" in row:
            entry = _tag_row(game, row, number)
            if not entry:
                return None
        elif entry and len(row) <= 254 and _NOT_PLAIN_ROW.search(row) is None:
            if len(entry) == 2:
                entry.append([])
            entry[2].append(row.strip())
            if entry[0] in tokens:
                tokens[entry[0]] += row.split()
        else:
            return None
    return game


def _tag_row(game: _Game, row: str, number: int) -> list[Any]:
    """The entry of a row that is one whole tag ([] if it is not, or if the full parser has to look)."""
    m = _TAG_ROW.fullmatch(row)
    if m is None or len(row) > 254:
        return []
    name, value = m.groups()
    if name in game.tag_lines and name != "Note":
        return []
    if "\\" in value:
        value = _UNESCAPE.sub(r"\1", value)
    game.tag_lines.setdefault(name, number)
    if name in ("Auction", "Play"):
        game.tokens[name] = []
    entry = [name, value]
    game.entries.append(entry)
    return entry


def _parse_plain_game(raw: _RawGame) -> _Game | None:
    """The usual game, quickly: tags and sections only, no comment, escape, stray bracket or long line.

    None sends the game to the full parser, which reads the same games the same way and
    everything else as well (and names what is wrong)."""
    text = raw.text
    tags = list(_TAG.finditer(text))
    if not _is_plain(text, tags):
        return None
    game = _Game(raw.ordinal)
    for i, m in enumerate(tags):
        name, value = m.group(1), m.group(2)
        if (name in game.tag_lines and name != "Note") or _CONTROL.search(value):
            return None  # a problem to name: the full parser does
        game.tag_lines.setdefault(name, raw.lines[text.count("\n", 0, m.start())])
        end = tags[i + 1].start() if i + 1 < len(tags) else len(text)
        _add_plain_entry(game, name, value, text[m.end() : end])
    return game


def _add_plain_entry(game: _Game, name: str, value: str, body: str) -> None:
    """A tag and the section after it (its lines; an Auction's or Play's tokens too)."""
    entry: list[Any] = [name, value]
    if body.strip():
        entry.append([ln.strip() for ln in body.strip("\n").split("\n") if ln.strip()])
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


class _GameParser:
    """Reads one game's tokens: tags, the section after a tag, comments, and what is not PBN."""

    def __init__(self, raw: _RawGame) -> None:
        self.raw, self.text = raw, raw.text
        self.game = _Game(raw.ordinal)
        self.current: list[Any] | None = None  # the last tag entry, which a section may follow
        self.section_start = 0
        self.has_section = False
        self.pending: list[list[Any]] = []  # comments after a tag, before we know whether a section follows
        for ln, number in zip(self.text.split("\n"), raw.lines):
            if len(ln) > 254:  # 255 with the line end
                self.problem(number, f"the line is {len(ln)} characters long: PBN allows 255 with its end")
                break

    def problem(self, line: int, what: str) -> None:
        self.game.problems.append((line, what))

    def line_at(self, pos: int) -> int:
        return self.raw.lines[self.text.count("\n", 0, pos)]

    def feed(self, m: re.Match[str]) -> None:
        kind = m.lastgroup or ""
        if kind == "tag":
            self.tag(m)
        elif kind in ("semi", "brace"):
            self.comment(m.group(kind), kind)
        elif kind == "bad":
            rest = self.text[m.start(kind) :].splitlines()[0].strip()
            self.problem(self.line_at(m.start(kind)), f"{rest!r} is not a tag ([Name \"value\"])")
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
        if _CONTROL.search(value):
            self.problem(line, f"[{name}]: a control character (a tab?) in the tag value")
        self.current = [name, value]
        self.game.entries.append(self.current)
        self.game.tag_lines.setdefault(name, line)
        self.section_start = m.end()
        if name in ("Auction", "Play"):
            self.game.tokens[name] = []

    def comment(self, body: str, kind: str) -> None:
        if self.has_section:
            return  # a comment inside a section stays in the section's text
        text = (body[1:-1] if body.endswith("}") else body[1:]) if kind == "brace" else body[1:]
        entry = ["{}" if kind == "brace" else ";", text]
        (self.pending if self.current is not None else self.game.entries).append(entry)

    def section_token(self, m: re.Match[str], kind: str) -> None:
        if self.current is None:
            self.problem(self.line_at(m.start(kind)), f"{m.group(kind)!r}: text outside any tag")
            return
        if not self.has_section:
            self.has_section, self.pending = True, []
        if kind == "tok" and self.current[0] in self.game.tokens:
            self.game.tokens[self.current[0]].append(m.group(kind))

    def close(self, end: int) -> None:
        """The end of a tag's reach: its section's lines, or the comments that followed it."""
        if self.current is not None and self.has_section:
            body = self.text[self.section_start : end].strip("\n")
            self.current.append([ln.strip() for ln in body.split("\n") if ln.strip()])
        else:
            self.game.entries.extend(self.pending)
        self.pending, self.has_section = [], False


def _inherit(game: _Game, previous: dict[str, str], sticky: dict[str, str]) -> None:
    """Resolve ``#`` (the previous game's value) and ``##`` (this and the following games) tag values,
    and give a second room's game (no Deal, but its own Auction or Contract) the board's tags."""
    stated = {e[0] for e in game.entries if e[0] not in ("{}", ";")}
    for e in game.entries:
        if (e[1][:1] == "#" or e[0] in sticky) and e[0] not in ("{}", ";"):  # else _resolve keeps it as it is
            e[1] = _resolve(e[0], e[1], previous, sticky)
    game.entries += [[name, value] for name, value in sticky.items() if name not in stated]
    known = stated | set(sticky)
    if _is_second_room(game, previous, known):
        game.entries[0:0] = _board_tags(previous, known)
    game.first_values = None  # values resolved and tags added


def _board_tags(previous: dict[str, str], known: set[str]) -> list[list[str]]:
    """The board's tags a second room's game takes from the game before (those it does not state)."""
    return [[n, previous[n]] for n in _BOARD_TAGS if n in previous and n not in known]


def _is_second_room(game: _Game, previous: dict[str, str], stated: set[str]) -> bool:
    """A game that states no Deal but has its own Auction or Contract, for the previous game's board."""
    board = game.tag("Board")
    if "Deal" in stated or "Deal" not in previous or board not in (None, previous.get("Board")):
        return False
    return game.has("Auction") or game.has("Contract")


def _resolve(name: str, value: str, previous: dict[str, str], sticky: dict[str, str]) -> str:
    """A tag value with ``#`` and ``##`` resolved; ``##`` makes it the value of the following games too."""
    if value.startswith("##"):
        sticky[name] = value[2:] or previous.get(name, "")
        return sticky[name]
    sticky.pop(name, None)
    return previous.get(name, "") if value == "#" else value


def _place(game: _Game) -> str:
    board = game.tag("Board")
    return f"game {game.ordinal}" + (f" (board {board})" if board else "")


def _game_item(game: _Game, raw: _RawGame) -> Item:
    place = _place(game)
    problem = game.problems[0] if game.problems else _tag_problem(game)
    if problem is not None:
        line, what = problem
        return RecordError(f"{place}, line {line}: {what}")
    try:
        return _fold_game(game, place)
    except _NotABoard as e:
        return Skipped(place, str(e))
    except BridgeError as e:
        return e


_DATE = re.compile(r"^[\d?]{4}\.[\d?]{1,2}\.[\d?]{1,2}$")
_SCORE = re.compile(r"^((NS|EW) ?)?[+-]?\d+( (NS|EW) ?[+-]?\d+)?$")
_PERCENT = re.compile(r"^((NS|EW) )?\d+(\.\d*)?( (NS|EW) \d+(\.\d*)?)?$")
_NOTE = re.compile(r"^(\d+):")
_CALL = re.compile(r"^(PASS|P|X|XX|AP|[1-7](C|D|H|S|NT)|-|\*|\+|\^[A-Z])$", re.I)
_SUFFIXES = ("!", "?", "!!", "??", "!?", "?!")
_CARDS = {str(c): c for c in (Card(i) for i in range(52))}  # the canonical texts, read without parsing
_PLAIN_CALLS = frozenset(["Pass", "PASS", "pass", "P", "X", "XX", "AP", "-", "*", "+"]
                         + [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")])


def _tag_problem(game: _Game) -> tuple[int, str] | None:
    """The first tag value that breaks PBN's syntax for its tag (unknown values ``?``, ``""``, ``#`` pass),
    then the first missing tag a section needs, then the first malformed annotation, then the first rule
    that ties tags and sections together (``pbn_rules``: irregularity marks, '+', rubber history…)."""
    for e in game.entries:
        what = None if e[0] in ("{}", ";") else _value_problem(e[0], e[1], e[2] if len(e) > 2 else [])
        if what is not None:
            return game.tag_lines.get(e[0], 0), what
    missing = _missing_tag(game)
    if missing is not None:
        return missing
    notes = _note_numbers(game)
    for section in ("Auction", "Play"):
        what = _section_problem(game, section, notes)
        if what is not None:
            return game.tag_lines.get(section, 0), what
    return rule_problem(game)


_VALUE_CHECKS: dict[str, Callable[[str], object]] = {
    "Date": _DATE.match,
    "Dealer": lambda v: v.upper() in ("N", "E", "S", "W"),
    "Declarer": lambda v: v.upper() in ("N", "E", "S", "W"),
    "Vulnerable": lambda v: v.upper() in ("NONE", "LOVE", "-", "NS", "EW", "ALL", "BOTH"),
    "Contract": lambda v: re.match(r"^([1-7]?(C|D|H|S|NT?)(X|XX)?|PASS)$", v, re.I),
    "Result": lambda v: _valid_result(v),
    "Score": _SCORE.match,
    "ScorePercentage": _PERCENT.match,
    "Round": lambda v: re.match(r"^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$", v),
    "OptimumScore": lambda v: re.match(r"^(NS|EW) [+-]?\d+$", v),
    "Scoring": lambda v: all(re.match(r"^[A-Za-z][A-Za-z0-9_]*$", p) for p in v.split(";")),
}


def _value_problem(name: str, value: str, rows: list[str]) -> str | None:
    """What is wrong with one tag's value (and a table's rows), if anything."""
    if name == "Note":
        return _note_tag_problem(value)
    v = value.lstrip("^")
    if v in ("", "?", "#") or value.startswith("##"):
        return None
    if name in _VALUE_CHECKS and not _VALUE_CHECKS[name](v):
        return f'[{name} "{value}"] is not a valid {name} value'
    if name in _TABLES:
        return _table_problem(name, v, rows)
    problem = _partial_deal_problem(v) if name == "Deal" else None
    return None if problem is None else f'[Deal "{value}"]: {problem}'


def _note_tag_problem(value: str) -> str | None:
    m = _NOTE.match(value)
    return None if m and 1 <= int(m.group(1)) <= 32 else f'[Note "{value}"]: a note is "n:text" with n from 1 to 32'


def _note_numbers(game: _Game) -> set[int]:
    return {int(m.group(1)) for e in game.entries if e[0] == "Note" for m in [_NOTE.match(e[1])] if m}


_TABLES = ("ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable", "OptimumResultTable",
           "PlayTimeTable", "ScoreTable", "TotalScoreTable")
_COLUMN = re.compile(r"^[+-]?[A-Za-z_][A-Za-z0-9_]*(\\\d+[LR]?)?$")
_CELL = re.compile(r'"(?:[^"\\]|\\.)*"|[^\s"]+')


def _table_problem(name: str, value: str, rows: list[str]) -> str | None:
    """A table section (ActionTable, ScoreTable, OptimumResultTable, …): its columns and each row's cells."""
    columns = value.split(";")
    for column in columns:
        if not _COLUMN.match(column):
            return f'[{name} "{value}"]: {column!r} is not a column (Name, or Name\\width with L or R)'
    table = []
    for row in rows:
        if row.startswith((";", "{")):
            continue  # a comment line between the rows
        cells = _CELL.findall(row)
        for cell in cells:
            if not cell.startswith('"') and set(cell) & set(";%[]{}"):
                return f"[{name}]: {row!r}: {cell!r} holds a character a table element may not hold (; % [ ] {{ }})"
        if len(cells) != len(columns):
            return f"[{name}]: {row!r} has {len(cells)} elements, not {len(columns)}"
        table.append(cells)
    return table_order_problem(name, columns, table)


def _partial_deal_problem(text: str) -> str | None:
    """What is wrong with a Deal that gives only some hands (a full deal is checked by the fold)."""
    hands = text.split(":", 1)[-1].split(" ")
    if len(hands) != 4:
        return "four hands separated by one space each"
    if "-" not in hands:
        return None
    given = [h for h in hands if h != "-"]
    if not given:
        return "no cards"
    for h in given:
        try:
            n = len(Hand.from_pbn(h))
        except BridgeError as e:
            return str(e)
        if n != 13:
            return f"{h} holds {n} cards, not 13"
    return None


def _missing_tag(game: _Game) -> tuple[int, str] | None:
    """A section that needs tags the game does not have, a Result it cannot have, a call after ``+``."""
    for check in (_note_before_section, _play_prerequisites, _result_problem, _call_after_plus):
        problem = check(game)
        if problem is not None:
            return problem
    return None


def _note_before_section(game: _Game) -> tuple[int, str] | None:
    for e in game.entries:
        if e[0] in ("Auction", "Play"):
            return None
        if e[0] == "Note":
            return game.tag_lines.get("Note", 0), "a Note belongs to an Auction or Play section, and the game has none before it"
    return None


def _play_prerequisites(game: _Game) -> tuple[int, str] | None:
    if game.has("Auction") and not game.has("Dealer"):
        return game.tag_lines.get("Auction", 0), "an Auction needs a Dealer tag"
    if not game.has("Play") or re.match(r"^(C|D|H|S|NT)$", game.tag("Contract") or "", re.I):  # an end position
        return None
    missing = [tag for tag in ("Deal", "Declarer", "Contract") if not game.has(tag)]
    return (game.tag_lines.get("Play", 0), f"a Play section needs a {missing[0]} tag") if missing else None


def _result_problem(game: _Game) -> tuple[int, str] | None:
    contract, result = (game.tag("Contract") or "").upper(), game.tag("Result")
    if result is None:
        return None
    if contract != "PASS" and game.tag("Declarer") is None and (game.has("Declarer") or result.isdigit()):
        return game.tag_lines.get("Result", 0), f'[Result "{result}"] but the Declarer is unknown'
    if contract == "PASS" and result != "0":
        return game.tag_lines.get("Result", 0), f'[Result "{result}"] for a passed-out board (Contract "Pass")'
    return None


def _call_after_plus(game: _Game) -> tuple[int, str] | None:
    tokens = [t for t in game.tokens.get("Auction", []) if not _ANNOTATION.match(t)]
    if "+" in tokens and tokens.index("+") != len(tokens) - 1:
        return game.tag_lines.get("Auction", 0), "a call after '+' (the auction continues from '+')"
    return None


def _valid_result(text: str) -> bool:
    if text.isdigit():
        return int(text) <= 13
    parts = text.split()
    if len(parts) not in (2, 4) or any(p not in ("NS", "EW") for p in parts[::2]):
        return False
    if not all(p.isdigit() and int(p) <= 13 for p in parts[1::2]):
        return False
    return len(parts) == 2 or (parts[0] != parts[2] and int(parts[1]) + int(parts[3]) == 13)


def _section_problem(game: _Game, section: str, notes: set[int]) -> str | None:
    """A malformed annotation in an Auction or Play section: suffixes, NAGs ($0..$255), note references."""
    plain, what = _SECTION_KINDS[section]
    annotated: set[str] = set()  # what the last call or card already carries
    for token in game.tokens.get(section, []):
        if token in plain:  # the usual token: a call or card with nothing attached
            annotated = set()
            continue
        t, attached, kind, problem = _token_parts(token, notes)
        if problem is not None:
            return problem
        if kind is None:  # a call or a card, perhaps with its suffix or note attached (2NT?=1=)
            if section == "Auction" and not _CALL.match(t):
                return f"{t!r} in the Auction is not a call (Pass, X, XX, AP, 1C … 7NT)"
            annotated = attached
        elif kind in annotated and kind != "nag":
            return f"{token!r}: a second {kind} on one {what}"
        else:
            annotated.add(kind)
    return None


_SECTION_KINDS = {"Auction": (_PLAIN_CALLS, "call"), "Play": (frozenset(_CARDS), "card")}


def _token_parts(token: str, notes: set[int]) -> tuple[str, set[str], str | None, str | None]:
    """A section token as (its call or card, the annotations attached to it, the annotation kind it is —
    ``suffix`` (``!``, ``?``, $1..$6), ``nag``, ``note`` — or None for a call or card, a problem)."""
    m = re.match(r"^([^!?=$]+)([!?]+)?(=\d+=)?$", token)
    if m and (m.group(2) or m.group(3)):
        suffix, note = m.group(2), m.group(3)
        attached = ({"suffix"} if suffix else set()) | ({"note"} if note else set())
        if suffix and suffix not in _SUFFIXES:
            return m.group(1), attached, None, f"{token!r}: {suffix!r} is not a suffix (! ? !! ?? !? ?!)"
        return m.group(1), attached, None, _note_problem(note, notes) if note else None
    kind, problem = _annotation_kind(token, notes)
    return token, set(), kind, problem


def _annotation_kind(token: str, notes: set[int]) -> tuple[str | None, str | None]:
    """(kind, problem) of a token standing alone: a NAG, a note reference, a suffix; (None, None) otherwise."""
    if token.startswith("$"):
        if not token[1:].isdigit():
            return None, f"{token!r} is not a NAG ($ and a number)"
        if int(token[1:]) > 255:
            return None, f"{token!r}: a NAG is $0 to $255"
        return ("suffix" if 1 <= int(token[1:]) <= 6 else "nag"), None  # $1..$6 say what a suffix says
    if token.startswith("="):
        return "note", _note_problem(token, notes)
    if set(token) <= set("!?"):
        return "suffix", None if token in _SUFFIXES else f"{token!r} is not a suffix (! ? !! ?? !? ?!)"
    return None, None


def _note_problem(ref: str, notes: set[int]) -> str | None:
    n = ref.strip("=")
    if not (ref.endswith("=") and n.isdigit() and int(n) <= 32):
        return f"{ref!r} is not a note reference (=1= to =32=)"
    if int(n) and int(n) not in notes:  # =0= (BBO's) refers to no note
        return f"{ref!r}: no Note {n} in the game"
    return None


def _line(game: _Game, tag: str) -> str:
    n = game.tag_lines.get(tag)
    return f", line {n}" if n is not None else ""


def _fold_game(game: _Game, place: str) -> Board:
    """The board a game records, folded; RecordError naming the conflict, _NotABoard for a game that is not one."""
    _check_is_board(game)

    def fail(tag: str, message: str) -> RecordError:
        return RecordError(f"{place}{_line(game, tag)}: {message}")

    def apply(b: Board, event: Event, tag: str) -> Board:
        try:
            return apply_event(b, event)
        except BridgeError as e:
            raise fail(tag, str(e)) from None

    tokens = game.tokens.get("Auction", [])
    lead = 0
    while lead < len(tokens) and tokens[lead] == "-":
        lead += 1
    number = _board_number(game.tag("Board"))
    deal = _deal_of(game, fail)
    dealer = _dealer_of(game, number, lead, fail)
    entries = pvector([pvector(e) if len(e) == 2 else pvector([e[0], e[1], pvector(e[2])]) for e in game.entries])
    board = start_board(Dealt(deal, dealer, _vulnerable_of(game, number, fail), number, (("pbn", entries),)))
    board = _auction_or_contract(game, board, tokens[lead:], apply, fail)
    if game.tokens.get("Play") and board.declarer is not None:
        board = _play(game, board, fail)
    board = _claim_the_result(game, board, apply, fail)
    _check_score(game, board, fail)
    return with_chat(board, *game_chat(game))


def _check_is_board(game: _Game) -> None:
    """_NotABoard unless the game gives a whole deal and no irregularity marks."""
    deal_text = game.tag("Deal")
    if deal_text is None:
        raise _NotABoard("no Deal: not a board")
    if "-" in deal_text.split(":", 1)[-1].split():
        raise _NotABoard("the Deal gives only some hands: not a board")
    irregular = _irregularity(game)
    if irregular is not None:
        raise _NotABoard(irregular)


def _irregularity(game: _Game) -> str | None:
    """The first tag value, then the first Auction or Play token, that marks an irregularity (``^``)."""
    values = [e[1] for e in game.entries]
    marked = _first_marked(values)
    if marked is not None:
        return f"[{game.entries[values.index(marked)][0]} \"{marked}\"]: irregularities (^) are not modelled"
    for tokens in game.tokens.values():
        marked = _first_marked(tokens)
        if marked is not None:
            return f"the irregularity {marked} is not modelled"
    return None


def _first_marked(texts: list[str]) -> str | None:
    """The first of ``texts`` that starts with ``^`` (one join tells that most games have none)."""
    return next((t for t in texts if t.startswith("^")), None) if "^" in "".join(texts) else None


def _deal_of(game: _Game, fail: Any) -> Deal:
    deal_text = game.tag("Deal") or ""
    try:
        return Deal.from_pbn(deal_text)
    except BridgeError as e:
        hands = deal_text.split(":", 1)[-1].split()
        sizes = {len(re.sub(r"[^AKQJT2-9]", "", h.upper().replace("10", "T"))) for h in hands}
        if len(hands) == 4 and len(sizes) == 1 and sizes.pop() < 13 and "twice" not in str(e):
            raise _NotABoard("the Deal is an end position (fewer than 13 cards a hand): not a board") from None
        raise fail("Deal", f"[Deal \"{deal_text}\"]: {e}") from None


def _dealer_of(game: _Game, number: int | None, lead: int, fail: Any) -> Seat:
    """Dealer; else the Auction's first seat (after ``lead`` dashes); else the board's; else the Deal's first seat."""
    auction_seat = _seat_tag(game, "Auction", fail)
    dealer = _seat_tag(game, "Dealer", fail)
    if dealer is not None:
        if auction_seat is not None and auction_seat.after(lead) != dealer:
            raise fail("Auction", f"[Auction \"{auction_seat}\"] starts with {auction_seat.after(lead).full_name}, "
                                  f"but [Dealer \"{dealer}\"]: the dealer calls first")
        return dealer
    if auction_seat is not None:
        return auction_seat.after(lead)
    if number is not None:
        return Seat((number - 1) % 4)
    first = (game.tag("Deal") or "N")[:1].upper()  # PBN files usually start the Deal with the dealer
    return Seat.parse(first) if first in ("N", "E", "S", "W") else Seat.N


def _vulnerable_of(game: _Game, number: int | None, fail: Any) -> Vulnerability:
    text = game.tag("Vulnerable")
    if text is None:
        return Vulnerability.of_board(number) if number is not None else Vulnerability.NONE
    try:
        return Vulnerability.parse(text)
    except BridgeError as e:
        raise fail("Vulnerable", f"[Vulnerable \"{text}\"]: {e}") from None


def _auction_or_contract(game: _Game, board: Board, tokens: list[str], apply: _Apply, fail: Any) -> Board:
    """The recorded calls (Contract and Declarer must agree with them), or the contract the game states."""
    contract = _contract(game.tag("Contract"), fail)
    declarer = _seat_tag(game, "Declarer", fail)
    board = _fold_calls(board, _auction_calls(tokens, fail), _call_notes(game, tokens), fail)
    if board.auction.calls:
        _check_stated(game, board, contract, declarer, fail)
    elif contract is not None and (contract.is_passed_out or declarer is not None):
        board = apply(board, ContractStated(contract, None if contract.is_passed_out else declarer), "Contract")
    return board


def _fold_calls(board: Board, calls: Iterator[Call], notes: dict[int, str], fail: Any) -> Board:
    """The board after the calls, each by the seat to call: folded with ``apply_call`` (the rules of the
    auction) and the board built once at the end, as ``apply_event`` would build it call by call."""
    auction = board.auction
    made: list[Event] = []
    for i, call in enumerate(calls):
        seat = auction.turn
        try:
            auction = apply_call(auction, seat, call)
        except BridgeError as e:
            raise fail("Auction", str(e)) from None
        made.append(CallMade(seat, call, note_fields(notes[i]) if i in notes else ()))
    if not made:
        return board
    return _board(board.dealt, auction, None, board.events.extend(made), None)


def _check_stated(game: _Game, board: Board, contract: Contract | None, declarer: Seat | None, fail: Any) -> None:
    if board.contract is None:
        return
    if contract is not None and contract != board.contract:
        raise fail("Contract", f"[Contract \"{game.tag('Contract')}\"] but the auction ends in {board.contract}")
    if declarer is not None and board.declarer is not None and declarer != board.declarer:
        raise fail("Declarer", f"[Declarer \"{game.tag('Declarer')}\"] but the auction makes "
                               f"{board.declarer.full_name} declarer of {board.contract}")


def _claim_the_result(game: _Game, board: Board, apply: _Apply, fail: Any) -> Board:
    """A Result ends the play: a claim by declarer for the rest (a conflict if the play already says otherwise)."""
    text, declarer = game.tag("Result"), board.declarer
    if text is None or declarer is None:
        return board
    result = result_tricks(text, declarer)
    if result is None:
        raise fail("Result", f"[Result \"{text}\"] is not a number of tricks")
    play = board.play
    taken, left, over = (play.declarer_tricks, play.tricks_left, play.is_over) if play is not None else (0, 13, False)
    if over:
        if taken != result:
            raise fail("Result", f"[Result \"{text}\"] but the play gives declarer's side {taken} tricks")
        return board
    if not taken <= result <= taken + left:
        raise fail("Result", f"[Result \"{text}\"] but the play gives declarer's side {taken} tricks with {left} left")
    _check_trick_in_progress(play, result - taken, text, fail)
    return apply(board, Claimed(declarer, result - taken), "Result")


def _check_trick_in_progress(play: Play | None, rest: int, text: str, fail: Any) -> None:
    """A Result that needs every trick left when declarer's side cannot win the trick in progress."""
    if play is None or rest < play.tricks_left or not play.current:
        return
    if trick_is_lost(play, play.declarer & 1):
        cards = " ".join(str(c) for c in play.current)
        raise fail("Result", f"[Result \"{text}\"] needs all {play.tricks_left} tricks left, but declarer's side "
                             f"cannot win the trick in progress ({cards} led by {play.leader.full_name})")


def _board_number(text: str | None) -> int | None:
    if text is None or not text.isdigit() or int(text) < 1:
        return None
    return int(text)


def _seat_tag(game: _Game, tag: str, fail: Any) -> Seat | None:
    text = game.tag(tag)
    if text is None:
        return None
    try:
        return Seat.parse(text)
    except BridgeError:
        raise fail(tag, f"[{tag} \"{text}\"] is not a seat (N, E, S or W)") from None


def _contract(text: str | None, fail: Any) -> Contract | None:
    if text is None:
        return None
    try:
        return Contract.parse(text)
    except BridgeError:
        raise fail("Contract", f"[Contract \"{text}\"] is not a contract (e.g. 4H, 3NTX, Pass)") from None


def _auction_calls(tokens: list[str], fail: Any) -> Iterator[Call]:
    """The calls of an Auction section: notes and suffixes skipped, ``AP`` as the passes that end it."""
    calls: list[Call] = []
    for t in tokens:
        call = _CALL_TEXTS.get(t)  # the usual token: a call as PBN writes it, nothing attached
        if call is not None:
            calls.append(call)
            yield call
            continue
        if _ANNOTATION.match(t):
            continue
        u = t.upper()
        if u in ("*", "+", "-"):
            return  # the rest is not recorded
        if u == "AP":
            yield from _all_pass(calls)
            return
        try:
            call = Call.parse(t.rstrip("!?"))
        except BridgeError:
            raise fail("Auction", f"{t!r} in the Auction is not a call") from None
        calls.append(call)
        yield call


_CALL_TEXTS = {t: Call.parse(t) for t in _PLAIN_CALLS if t not in ("AP", "-", "*", "+")}


def _all_pass(calls: list[Call]) -> list[Call]:
    """The passes ``AP`` stands for: three after the last bid's passes, four if nobody bid."""
    trailing = 0
    for c in reversed(calls):
        if c != PASS:
            break
        trailing += 1
    return [PASS] * ((3 if any(c.is_bid for c in calls) else 4) - trailing)


def _call_notes(game: _Game, tokens: list[str]) -> dict[int, str]:
    """The text of the Note each call refers to (``=n=``), by the call's index in the auction."""
    texts = _note_texts(game)
    notes: dict[int, str] = {}
    index = -1
    for t in tokens if texts else ():
        if t in _PLAIN_CALLS:  # the usual token, quickly: a call (or - * + AP) with nothing attached
            index += t not in ("-", "*", "+", "AP")
            continue
        refs = [ref for ref in re.findall(r"=(\d+)=", t) if ref in texts]
        if refs and index >= 0:
            notes[index] = texts[refs[-1]]
        index += _is_call_token(t)
    return notes


def _is_call_token(t: str) -> bool:
    """Whether a token of an Auction section is a call (perhaps with its suffix or note attached)."""
    head = re.sub(r"[!?]*(=\d+=)?$", "", t)
    return bool(head) and head[0] not in "=$" and bool(_CALL.match(head)) and head.upper() not in ("-", "*", "+", "AP")


def _note_texts(game: _Game) -> dict[str, str]:
    texts: dict[str, str] = {}
    for e in game.entries if game.has("Note") else ():
        if e[0] == "Note" and ":" in e[1]:
            n, text = e[1].split(":", 1)
            texts.setdefault(n.strip(), text.lstrip())
    return texts


def _play(game: _Game, board: Board, fail: Any) -> Board:
    """Play the Play section's tricks: each line a trick, columns the seats from the Play tag's seat.

    The cards are folded with ``play_cards`` (the rules of play, a run of cards at once) and the
    board is built once at the end, rather than a new board per card.
    """
    declarer = board.declarer
    assert declarer is not None
    first = _seat_tag(game, "Play", fail)
    if first is None:
        return board
    if first != declarer.next:
        raise fail("Play", f"[Play \"{first}\"] but the opening leader is {declarer.next.full_name}, declarer's left")
    cells = _play_cells_of(game.tokens["Play"], fail)
    try:
        play = play_of(board)
    except BridgeError as e:
        raise fail("Play", str(e)) from None
    played: list[Event] = []
    try:
        play = _play_cells_in_order(cells, first, play, played)
    except BridgeError as e:
        raise fail("Play", str(e)) from None
    if not played:
        return board
    return _board(board.dealt, board.auction, play, board.events.extend(played), board.stated)


def _play_cells_of(tokens: list[str], fail: Any) -> list[Card | None]:
    """A Play section's cells, row by row (None for ``-``), up to ``*`` or ``+``; annotations skipped."""
    cells: list[Card | None] = []
    for t in tokens:
        card = _CARDS.get(t)
        if card is not None or set(t) == {"-"}:
            cells.append(card)
        elif t in ("*", "+"):
            break
        elif not _ANNOTATION.match(t):
            try:
                cells.append(Card.parse(t))
            except BridgeError:
                raise fail("Play", f"{t!r} in the Play section is not a card") from None
    return cells


def _play_cells_in_order(cells: list[Card | None], first: Seat, play: Play, played: list[Event]) -> Play:
    """Play the recorded cells trick by trick, each from its leader, up to the first not recorded.

    One ``play_cards`` run folds them all; the first card it refuses is played with
    ``apply_play``, whose IllegalCardError names the rule it breaks."""
    pairs = _cells_in_turn(cells, first, play.leader, play.trump)
    after, n = play_cards(play, pairs)
    if n < len(pairs):
        apply_play(after, *pairs[n])
    played += starmap(CardPlayed, pairs[:n])
    return after


def _cells_in_turn(cells: list[Card | None], first: Seat, leader: Seat, trump: int) -> list[tuple[Seat, Card]]:
    """The recorded cells as (seat, card) in the order of play, up to the first not recorded: each row
    from its trick's leader, who won the trick before (``trick_winner``, as the play decides it)."""
    pairs: list[Any] = []
    cells = cells + [None] * (-len(cells) % 4)  # whole rows
    for row in range(0, len(cells), 4):
        lead = row + ((leader - first) & 3)  # the leader's column
        in_turn = cells[lead : row + 4] + cells[row:lead]
        if None in in_turn:
            pairs += zip(_SEATS_FROM[leader], in_turn[: in_turn.index(None)])
            break  # not recorded from here on
        pairs += zip(_SEATS_FROM[leader], in_turn)
        leader = trick_winner(in_turn, leader, trump)  # type: ignore[arg-type]  # no None in it
    return pairs


_SEATS_FROM = tuple(tuple(Seat(s).after(k) for k in range(4)) for s in range(4))  # the seats in turn from each


def result_tricks(text: str, declarer: Seat) -> int | None:
    """Declarer's side's tricks from a Result tag: ``9``, ``NS 9``, ``EW 4``, ``NS 9 EW 4``; None if unreadable."""
    parts = text.split()
    if len(parts) == 1 and parts[0].isdigit():
        return int(parts[0]) if int(parts[0]) <= 13 else None
    found = _side_numbers(parts)
    if not found:
        return None
    side = "NS" if declarer & 1 == 0 else "EW"
    tricks = found[side] if side in found else 13 - next(iter(found.values()))
    return tricks if 0 <= tricks <= 13 else None


def _side_numbers(parts: list[str]) -> dict[str, int]:
    """``NS 9 EW 4`` as {"NS": 9, "EW": 4}; empty if the parts are not side-number pairs."""
    if len(parts) % 2:
        return {}
    found: dict[str, int] = {}
    for side, number in zip(parts[::2], parts[1::2]):
        if side not in ("NS", "EW") or not number.isdigit():
            return {}
        found[side] = int(number)
    return found


def score_of_tag(text: str, declarer: Seat | None) -> int | None:
    """NS's score from a Score tag: ``NS 420``, ``EW -420``, ``NS 420 EW -420``, or ``420`` (declarer's side)."""
    parts = text.replace("+", "").split()
    try:
        if len(parts) == 1:
            value = int(parts[0])
            return value if declarer is None or declarer & 1 == 0 else -value
        if len(parts) in (2, 4) and all(p in ("NS", "EW") for p in parts[::2]):
            first = int(parts[1])
            return first if parts[0] == "NS" else -first
    except ValueError:
        return None
    return None


def _check_score(game: _Game, board: Board, fail: Any) -> None:
    text = game.tag("Score")
    if text is None or not board.is_over:
        return
    scoring = (game.tag("Scoring") or "").split(";")[0].upper()
    if scoring in _NOT_DUPLICATE:
        return
    result = board.result("duplicate")
    assert result is not None
    stated = score_of_tag(text, board.declarer)
    if stated is None:
        raise fail("Score", f"[Score \"{text}\"] is not a score (e.g. NS 420)")
    if stated != result.ns:
        what = result.result_text if result.declarer is not None else "passed out"
        raise fail("Score", f"[Score \"{text}\"] disagrees with the result: {what}, vulnerable {board.vulnerable}, "
                            f"scores NS {result.ns:+d} (duplicate)")


# ---------------------------------------------------------------- writing


def _escape(value: str) -> str:
    if "\\" not in value and '"' not in value:
        return value
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _tag(name: str, value: str) -> str:
    return f'[{name} "{_escape(value)}"]'


def _fact(name: str, board: Board, ordinal: int | None) -> str:
    """The value the fold gives one of PBN's mandatory tags (``?`` where the board does not know)."""
    if name == "Board":
        number = board.number if board.number is not None else ordinal
        return "?" if number is None else str(number)
    if name in _BOARD_FACTS:
        return _BOARD_FACTS[name](board)
    if name not in ("Contract", "Declarer", "Result"):
        return "?"  # the event, the players, the scoring: not the fold's to know
    contract = board.contract
    if contract is not None and contract.is_passed_out and name in ("Declarer", "Result"):
        return ""
    value = {"Contract": contract, "Declarer": board.declarer, "Result": board.tricks}.get(name)
    return "?" if value is None else str(value)


_BOARD_FACTS: dict[str, Callable[[Board], str]] = {
    "Dealer": lambda board: str(board.dealer),
    "Vulnerable": lambda board: str(board.vulnerable),
    "Deal": lambda board: board.deal.to_pbn(board.dealer),
}


def _lin_players(board: Board) -> list[str]:
    """A board read from LIN: its players from ``pn`` (South, West, North, East); a vugraph's ``pn``
    names the open room's four, then the closed room's (``qx|c…|``)."""
    codes = _lin_codes(board)
    names = next((v.split(",") for c, v in codes if c == "pn"), [])
    closed = any(c == "qx" and v.startswith("c") for c, v in codes)
    names = names[4:8] if closed and len(names) >= 8 else names[:4]
    return names if len(names) == 4 else []


def _lin_codes(board: Board) -> list[tuple[str, str]]:
    return [(str(e[0]), str(e[1])) for key, value in board.dealt.extra if key == "lin" for e in value]


def _agrees(name: str, value: str, board: Board) -> bool:
    """Whether a stored tag value says what the fold says (so the file's own text is written back)."""
    if value in ("", "?") and name in ("Dealer", "Vulnerable"):
        return True  # unknown in the file: the fold's value is only the default
    try:
        return _AGREES[name](value, board)
    except BridgeError:
        return False


def _agrees_with_result(value: str, board: Board) -> bool:
    declarer = board.declarer
    if board.contract is None or declarer is None:  # nothing to contradict; or passed out (BBO: "0")
        return True
    return board.tricks is None or result_tricks(value, declarer) == board.tricks


_AGREES: dict[str, Callable[[str, Board], bool]] = {
    "Board": lambda value, board: _board_number(value) == board.number,
    "Dealer": lambda value, board: Seat.parse(value) == board.dealer,
    "Vulnerable": lambda value, board: Vulnerability.parse(value) == board.vulnerable,
    "Deal": lambda value, board: _deal_text_agrees(value, board) or Deal.from_pbn(value) == board.deal,
    "Contract": lambda value, board: board.contract is None or (
        value not in ("", "?") and Contract.parse(value) == board.contract),
    "Declarer": lambda value, board: board.declarer is None or (
        value not in ("", "?") and Seat.parse(value) == board.declarer),
    "Result": _agrees_with_result,
}


def _deal_text_agrees(value: str, board: Board) -> bool:
    """A Deal written as we write deals (the quick test: else it is read and compared)."""
    return value[:2] in _DEAL_STARTS and board.deal.to_pbn(_DEAL_STARTS[value[:2]]) == value


_DEAL_STARTS = {f"{seat}:": seat for seat in Seat}


def board_to_pbn(board: Board, ordinal: int | None = None) -> str:
    """The board as a PBN game: PBN 2.1's mandatory tags, then the Auction and Play sections.

    A board read from PBN writes the mandatory tags first, in the standard's order, then its
    other tags, sections and comments in the file's order; tags the fold decides (Deal,
    Contract, Result, …) and the Auction and Play keep the file's text wherever the fold
    agrees with it, else the fold's. A mandatory tag the board does not know is written
    ``?``; a board without a number gets ``ordinal`` (its place in the log). The Deal tag
    starts with the dealer. In the Play section each line is a trick and each column a seat,
    clockwise from the opening leader.
    """
    stored: Any = next((value for key, value in board.dealt.extra if key == "pbn"), ())
    first: dict[str, Any] = {}  # the first stored entry of each mandatory tag: written first, in order
    rest: list[Any] = []  # the other entries, written after them in the file's order
    for e in stored:
        if e[0] in _MANDATORY and e[0] not in first:
            first[e[0]] = e
        else:
            rest.append(e)
    lines = _mandatory_lines(board, stored, first, ordinal)
    for e in rest:
        lines += _entry_lines(board, e, ordinal)
    names = {e[0] for e in rest}
    if "Auction" not in names:
        lines += _auction_section(board, None, None)
    if "Play" not in names:
        lines += _play_section(board, None, None)
    return "\n".join(lines) + "\n"


def _mandatory_lines(board: Board, stored: Any, first: dict[str, Any], ordinal: int | None) -> list[str]:
    defaults: dict[str, str] = {}
    if not stored:  # a board read from LIN: its players
        defaults.update(zip(("South", "West", "North", "East"), _lin_players(board)))
    else:  # a PBN game that did not state its number, dealer or vulnerability: ours are only defaults
        defaults.update({"Dealer": "?", "Vulnerable": "?"} | ({"Board": "?"} if board.number is None else {}))
    lines: list[str] = []
    for name in MANDATORY_TAGS:
        if name in first:
            lines += _entry_lines(board, first[name], ordinal)
        else:
            lines.append(_tag(name, defaults[name] if name in defaults else _fact(name, board, ordinal)))
    return lines


def _entry_lines(board: Board, e: Any, ordinal: int | None) -> list[str]:
    """One stored entry written back: a comment, a section (Auction and Play from the fold), or a tag."""
    name = e[0]
    section = e[2] if len(e) > 2 else None
    if name in ("{}", ";"):
        return ["{" + e[1] + "}" if name == "{}" else ";" + e[1]]
    if name == "Auction":
        return _auction_section(board, e[1], section)
    if name == "Play":
        return _play_section(board, e[1], section)
    value = e[1] if name not in _AGREES or _agrees(name, e[1], board) else _fact(name, board, ordinal)
    return [_tag(name, value)] + list(section or [])


def _auction_section(board: Board, seat: str | None, section: Any) -> list[str]:
    auction = board.auction
    if seat is not None and section is not None and _stored_calls(section) == list(auction.calls):
        return [_tag("Auction", seat)] + list(section)
    if not auction.calls:
        return _as_stored("Auction", seat, section)
    texts = [str(c) for c in auction.calls]
    notes = _notes_on(board, texts)
    chat_on_calls(board, texts)
    rows = [" ".join(texts[i : i + 4]) for i in range(0, len(texts), 4)]
    return [_tag("Auction", str(auction.dealer))] + rows + [_tag("Note", f"{n}:{t}") for n, t in enumerate(notes, 1)]


def _as_stored(tag: str, seat: str | None, section: Any) -> list[str]:
    """A section the fold has nothing to say about: as the file had it, or nothing."""
    return [] if seat is None else [_tag(tag, seat)] + list(section or [])


def _stored_calls(section: Any) -> list[Call] | None:
    """The calls a stored Auction section records (None if it cannot be read)."""
    tokens = _section_tokens(section)
    lead = 0
    while lead < len(tokens) and tokens[lead] == "-":
        lead += 1
    try:
        return list(_auction_calls(tokens[lead:], _raise))
    except BridgeError:
        return None


# A tag value holds no control character (a line break, a tab): in a note written from a log they become spaces.
_NOTE_SAFE = {code: " " for code in [*range(32), *range(127, 160)]}


def _note_text(call: CallMade) -> str | None:
    """The PBN note of a call from a log or LIN (its annotation, alert or robot's explanation), if any."""
    text = call_note(dict(call.extra), alert=True)
    return None if text is None else text.translate(_NOTE_SAFE)


def _notes_on(board: Board, texts: list[str]) -> list[str]:
    """A LIN or log board's call annotations and robot explanations as PBN notes: ``=n=`` after the call
    in ``texts``, and the notes (one for each text; PBN numbers at most 32 in a game).

    (A board read from PBN keeps its own notes as tags.)"""
    notes: list[str] = []
    if any(key == "pbn" for key, _ in board.dealt.extra):
        return notes
    for i, event in enumerate(e for e in board.events if isinstance(e, CallMade)):
        text = _note_text(event)
        if text is not None and text not in notes and len(notes) < 32:
            notes.append(text)
        if text in notes:
            texts[i] += f" ={notes.index(text) + 1}="
    return notes


def _play_cells(board: Board, first: Seat) -> list[Card | None]:
    """The board's play as PBN cells: a row per trick, columns the seats from ``first``."""
    play = board.play
    if play is None:
        return []
    cells: list[Card | None] = []
    for trick in play.done:  # the card of seat first + i is the trick's card number (first + i - leader)
        off = (first - trick.leader) & 3
        cells += trick.cards[off:] + trick.cards[:off]
    if play.current:
        off = (first - play.leader) & 3
        current = play.current
        cells += [current[(off + i) & 3] if (off + i) & 3 < len(current) else None for i in range(4)]
    return cells


def _play_section(board: Board, seat: str | None, section: Any) -> list[str]:
    play, declarer = board.play, board.declarer
    if play is None or declarer is None:
        return _as_stored("Play", seat, section)
    cells = _play_cells(board, declarer.next)
    claimed = play.claimed_by is not None
    if seat is not None and section is not None and (
            list(section) == _play_rows(cells, claimed) or _cells_agree(section, cells)):
        return [_tag("Play", seat)] + list(section)  # the file's own text: the fold agrees with it
    return [_tag("Play", str(declarer.next))] + _play_rows(cells, claimed, chat_on_cards(board))


def _play_rows(cells: list[Card | None], claimed: bool, chat: dict[int, str] | None = None) -> list[str]:
    """The Play section's rows; ``chat`` holds the comments to write before a card (LIN's ``nt``)."""
    texts = [_CELL_TEXT[c] for c in cells]
    if chat:
        texts = [chat.get(c, "") + t if c is not None else t for c, t in zip(cells, texts)]
    rows = [" ".join(texts[row : row + 4]) for row in range(0, len(cells), 4)]
    return rows + ["*"] if claimed else rows


_CELL_TEXT: dict[Card | None, str] = {None: "-", **{c: text for text, c in _CARDS.items()}}


def _cells_agree(section: Any, cells: list[Card | None]) -> bool:
    """Every card the fold played stands in its cell of the stored section (which may record more)."""
    stored = _section_cells(section)
    return stored is not None and len(stored) >= len(cells) and all(
        c is None or c == stored[i] for i, c in enumerate(cells)
    )


def _raise(tag: str, message: str) -> BridgeError:
    return RecordError(message)


def _section_tokens(section: Any) -> list[str]:
    """A stored section's calls or cards and annotations: its lines read as one text, so that a
    comment over several lines is skipped whole."""
    text = "\n".join(section)
    if _SECTION_SPECIAL.search(text) is None:  # the usual section: its words are its tokens
        return text.split()
    return [m.group("tok") for m in _TOKEN.finditer(text) if m.lastgroup == "tok"]


_SECTION_SPECIAL = re.compile(r'[\[\]{};"]')  # what _TOKEN reads as other than a section's token


def _section_cells(section: Any) -> list[Card | None] | None:
    """The cells of a stored Play section (None for ``-``), up to ``*`` or ``+``; None if unreadable."""
    cells: list[Card | None] = []
    try:
        for t in _section_tokens(section):
            if _ANNOTATION.match(t):
                continue
            if t in ("*", "+"):
                return cells
            cells.append(None if set(t) == {"-"} else Card.parse(t))
    except BridgeError:
        return None
    return cells
