"""An event's results from PBN (SPEC §20): ``ScoreTable`` travellers, rooms of a match, and back.

Pure: ``read_event(lines)`` takes a PBN file's text lines and gives the boards' results as
``bridgefp.event.Traveller`` values; ``write_event(lines, …)`` gives the file's lines back
with ``ScoreTable`` and ``TotalScoreTable`` sections (or a match's ``ScoreIMP`` tags)
holding the scores computed here. Games are split and their tags resolved (``#``, ``##``,
a second room's board tags) by the PBN reader's own parser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Iterator, Mapping, Sequence

from ..auction import Contract
from ..cards import Seat, Vulnerability
from ..errors import BridgeError, ParseError
from ..event import ARTIFICIAL, Row, ScoredBoard, Total, Traveller, row_score
from .pbn_read import inherit_tags
from .pbn_syntax import Entry, parse_game, split_games
from .pbn_values import result_tricks, score_of_tag

__all__ = ["Event", "read_event", "table_columns", "table_rows", "write_event"]

_CELL = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_BRACES = re.compile(r"\{[^{}]*\}")
_OTHER_MARK = {"A+": "A-", "A": "A", "A-": "A+"}
_KEY_TAGS = ("Event", "Stage", "Round", "HomeTeam", "VisitTeam", "Section")


@dataclass(slots=True)
class Event:
    """What a PBN file holds for scoring: each board's results, the Scoring tag, pairs' names."""

    travellers: list[Traveller] = field(default_factory=list)
    scoring: str | None = None
    names: dict[str, str] = field(default_factory=dict)
    rooms: bool = False  # the results are rooms of a teams match
    tables: int = 0  # travellers read from ScoreTable sections (the first ones, in file order)
    written_totals: list[dict[str, str]] = field(default_factory=list)  # the file's own TotalScoreTable rows
    notes: list[str] = field(default_factory=list)  # rows left out, and why
    tag_lines: dict[int, dict[str, int]] = field(default_factory=dict)  # a record's tags' lines, by its last line
    columns: set[str] = field(default_factory=set)  # every ScoreTable column of the file


# ---------------------------------------------------------------- tables


def table_columns(header: str) -> list[str]:
    r"""A table section's column names from its tag value, without widths, alignment or sort marks.

    >>> table_columns(r"Table\2R;PairId_NS\2R;+Percentage_NS\4R;Names\45")
    ['Table', 'PairId_NS', 'Percentage_NS', 'Names']
    """
    return [part.split("\\")[0].strip().lstrip("+-") for part in header.split(";") if part.strip()]


def table_rows(columns: Sequence[str], lines: Iterable[str]) -> list[dict[str, str]]:
    """The rows of a table section as column → value (quotes taken off; ``{…}`` comments left out).

    A row with more values than columns gives the rest to the last column (a name with spaces
    written without quotes); a row with fewer leaves the last columns empty.
    """
    rows = []
    for line in lines:
        text = _BRACES.sub(" ", line).strip()
        if not text or text.startswith((";", "{", "}")):
            continue
        cells = [m.group(1) if m.group(1) is not None else m.group(2) for m in _CELL.finditer(text)]
        if len(cells) > len(columns) and columns:
            cells = cells[: len(columns) - 1] + [" ".join(cells[len(columns) - 1 :])]
        rows.append({c: (cells[i].strip() if i < len(cells) else "") for i, c in enumerate(columns)})
    return rows


# ---------------------------------------------------------------- one row's values


def _mark(value: str) -> str | None:
    v = value.strip().upper().replace("AVG", "A").replace("AV", "A")
    return v if v in ARTIFICIAL else None


def _artificial(cells: Mapping[str, str]) -> tuple[str, str] | None:
    """The row's artificial score as (NS's mark, EW's mark), if it has one."""
    ns, ew = _mark(cells.get("Score_NS", "")), _mark(cells.get("Score_EW", ""))
    if ns and ew:
        return (ns, ew)
    if ew:
        return (_OTHER_MARK[ew], ew)
    for name in ("Score_NS", "Contract", "Result", "Score"):
        found = _mark(cells.get(name, ""))
        if found:
            return (found, _OTHER_MARK[found])
    return None


def _contract(text: str) -> Contract | None:
    t = text.strip().upper().replace("*", "X")
    if t in ("", "-", "?"):
        return None
    if t in ("PASS", "P", "AP", "PASSED", "ALL PASS"):
        return Contract.parse("Pass")
    try:
        return Contract.parse(t)
    except ParseError:
        return None


def _declarer(text: str) -> Seat | None:
    try:
        return Seat.parse(text.strip()) if text.strip() not in ("", "-", "?") else None
    except (BridgeError, ValueError):
        return None


def _tricks(text: str, contract: Contract | None) -> int | None:
    """Tricks from a Result: ``10``; or relative to the contract, ``=``, ``+1``, ``-2``."""
    t = text.strip()
    if re.fullmatch(r"[0-9]{1,2}", t):
        return int(t) if int(t) <= 13 else None
    if contract is None or contract.is_passed_out:
        return None
    need = contract.level + 6
    if t in ("=", "0", "MADE", "M"):
        return need
    if re.fullmatch(r"[+-][0-9]{1,2}", t):
        tricks = need + int(t)
        return tricks if 0 <= tricks <= 13 else None
    return None


def _number(text: str) -> int | None:
    t = text.strip().replace("+", "")
    return int(t) if re.fullmatch(r"-?[0-9]{1,9}", t) else None


def _written(cells: Mapping[str, str], declarer: Seat | None) -> int | None:
    """The NS score a row writes: Score_NS, else minus Score_EW, else a Score column."""
    ns, ew = _number(cells.get("Score_NS", "")), _number(cells.get("Score_EW", ""))
    if ns is not None:
        return ns - (ew or 0)
    if ew is not None:
        return -ew
    if cells.get("Score"):
        return score_of_tag(cells["Score"], declarer)
    return None


_COMPUTED = {"Score_NS", "Score_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW", "IMP_NS", "IMP_EW", "Rank"}
_READ = {"PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Multiplicity"}


def row_of_cells(cells: Mapping[str, str]) -> Row:
    """A ScoreTable row as a Row (the columns it does not read or compute kept as ``extra``)."""
    contract = _contract(cells.get("Contract", ""))
    declarer = _declarer(cells.get("Declarer", ""))
    weight = _number(cells.get("Multiplicity", "")) or 1
    extra = tuple((k, v) for k, v in cells.items() if k not in _COMPUTED and k not in _READ)
    return Row(
        ns=cells.get("PairId_NS", ""), ew=cells.get("PairId_EW", ""), contract=contract, declarer=declarer,
        tricks=_tricks(cells.get("Result", ""), contract), artificial=_artificial(cells),
        written=_written(cells, declarer), weight=max(weight, 1), extra=extra,
    )


# ---------------------------------------------------------------- games


def _games(lines: Iterable[str]) -> Iterator[tuple[list[Entry], dict[str, int], int]]:
    """Each game's entries (tags resolved as the PBN reader resolves them), the line of each of its
    tags, and its last line."""
    previous: dict[str, str] = {}
    sticky: dict[str, str] = {}
    for raw in split_games(lines):
        game = parse_game(raw)
        if game is None:
            continue
        inherit_tags(game, previous, sticky)
        previous = {e.name: e.value for e in game.entries if not e.is_comment}
        yield game.entries, game.tag_lines, raw.lines[-1]


def _tags(entries: list[Entry]) -> dict[str, str]:
    tags: dict[str, str] = {}
    for e in entries:
        if not e.is_comment:
            tags.setdefault(e.name, e.value)
    return tags


def _section(entries: list[Entry], name: str) -> tuple[str, list[str]] | None:
    for e in entries:
        if e.name == name:
            return e.value, (e.section or [])
    return None


def _vulnerable(tags: Mapping[str, str]) -> Vulnerability:
    try:
        return Vulnerability.parse(tags.get("Vulnerable", ""))
    except ParseError:
        board = tags.get("Board", "")
        number = int(board) if re.fullmatch(r"[0-9]{1,9}", board) else 0
        return Vulnerability.of_board(number) if number > 0 else Vulnerability.NONE


def _record_row(tags: Mapping[str, str]) -> Row:
    """A game that records one table's result, as a row (its pairs named by its players)."""
    contract = _contract(tags.get("Contract", ""))
    declarer = _declarer(tags.get("Declarer", ""))
    score = tags.get("Score", "")
    written = score_of_tag(score, declarer) if score not in ("?", "") else None
    return Row(ns=_players(tags, "North", "South"), ew=_players(tags, "East", "West"), contract=contract,
               declarer=declarer, tricks=_record_tricks(tags.get("Result", ""), contract, declarer), written=written,
               room=tags.get("Room"), artificial=_artificial({"Contract": tags.get("Contract", "")}))


def _record_tricks(result: str, contract: Contract | None, declarer: Seat | None) -> int | None:
    """Declarer's tricks from a Result tag: ``10``, ``NS 10``, ``=``, ``+1``."""
    if declarer is not None and len(result.split()) > 1:
        return result_tricks(result, declarer)
    return _tricks(result, contract)


def _players(tags: Mapping[str, str], first: str, second: str) -> str:
    return " - ".join(n for n in (tags.get(first, ""), tags.get(second, "")) if n and n != "?")


def _add_names(event: Event, entries: list[Entry]) -> None:
    found = _section(entries, "TotalScoreTable")
    if found is None:
        return
    header, lines = found
    rows = table_rows(table_columns(header), lines)
    if rows:
        event.written_totals = rows
    for row in rows:
        pair, names = _first_of(row, ("PairId", "TeamId", "Team")), _first_of(row, ("Names", "TeamName"))
        if pair and names:
            event.names.setdefault(pair, names)


def _first_of(row: Mapping[str, str], columns: Sequence[str]) -> str:
    return next((row[c] for c in columns if row.get(c)), "")


def _scorable(event: Event, board: str, vulnerable: Vulnerability, rows: list[Row]) -> tuple[Row, ...]:
    """The rows that have a result, a written score or an artificial score; the others noted and left out."""
    kept = []
    for i, row in enumerate(rows, 1):
        if row.artificial is None and row.written is None and row_score(row, vulnerable) is None:
            event.notes.append(f"board {board}, row {i}: no result, no score: left out")
        else:
            kept.append(row)
    return tuple(kept)


_Records = dict[tuple[str, ...], list[Row]]
_RecordInfo = dict[tuple[str, ...], tuple[str, Vulnerability, tuple[str, str]]]


def read_event(lines: Iterable[str]) -> Event:
    """An event's boards from a PBN file's text lines: each ScoreTable's rows, else the records
    of each board grouped (two rooms of a teams match, or several tables of a pairs event)."""
    event = Event()
    records: _Records = {}
    info: _RecordInfo = {}
    for entries, tag_lines, last in _games(lines):
        tags = _tags(entries)
        if event.scoring is None and tags.get("Scoring") not in (None, "", "?"):
            event.scoring = tags["Scoring"]
        _add_names(event, entries)
        board = tags.get("Board", "") or str(len(event.travellers) + len(records) + 1)
        table = _section(entries, "ScoreTable")
        if table is not None and table[1]:
            _add_table(event, board, tags, table)
        elif tags.get("Contract") not in (None, "", "?") and tags.get("Deal") not in (None, ""):
            event.tag_lines[last] = tag_lines
            _add_record(event, board, tags, records, info, last)
    event.tables = len(event.travellers)
    if not event.tables:  # with ScoreTables, a record beside them is one of their rows
        _add_record_travellers(event, records, info)
    return event


def _add_table(event: Event, board: str, tags: Mapping[str, str], table: tuple[str, list[str]]) -> None:
    columns = table_columns(table[0])
    event.columns.update(columns)
    cells = table_rows(columns, table[1])
    for row in cells:
        for side in ("NS", "EW"):
            if row.get(f"Names_{side}") and row.get(f"PairId_{side}"):
                event.names.setdefault(row[f"PairId_{side}"], row[f"Names_{side}"])
    rows = _scorable(event, board, _vulnerable(tags), [row_of_cells(c) for c in cells])
    event.travellers.append(Traveller(board, _vulnerable(tags), rows, field=tags.get("Section", "")))


def _add_record(
    event: Event, board: str, tags: Mapping[str, str], records: _Records, info: _RecordInfo, last: int
) -> None:
    key = tuple(tags.get(t, "") for t in _KEY_TAGS) + (board,)
    row = replace(_record_row(tags), line=last)
    if _scorable(event, board, _vulnerable(tags), [row]):
        records.setdefault(key, []).append(row)
        teams = (tags.get("HomeTeam") or "Home", tags.get("VisitTeam") or "Visitors")
        info.setdefault(key, (board, _vulnerable(tags), teams))


def _add_record_travellers(event: Event, records: _Records, info: _RecordInfo) -> None:
    """Each board's records as a traveller: a teams match's two rooms (Room tags, or two records of
    a match between named teams), the open room first; else every table of a pairs event."""
    named = any(teams != ("Home", "Visitors") for _, _, teams in info.values())
    event.rooms = any(r.room for rows in records.values() for r in rows) or (
        named and all(len(rows) <= 2 for rows in records.values()))
    for key, rows in records.items():
        board, vul, teams = info[key]
        if event.rooms:
            rows = sorted(rows, key=lambda r: 0 if (r.room or "").lower() == "open" else 1)
        event.travellers.append(Traveller(board, vul, tuple(rows), teams if event.rooms else None))


# ---------------------------------------------------------------- writing back


def _fmt(value: float) -> str:
    return f"{value:.2f}"


def _score_cells(scored_row: Any) -> dict[str, str]:
    """The columns computed for a row: scores, then matchpoints and percentages, or IMPs."""
    s = scored_row.score
    cells = {
        "Score_NS": "-" if s is None or s < 0 else str(s),
        "Score_EW": "-" if s is None or s >= 0 else str(-s),
    }
    if s is None and scored_row.row.artificial:
        cells["Score_NS"], cells["Score_EW"] = scored_row.row.artificial
    if scored_row.mp is not None:
        cells |= {"MP_NS": _fmt(scored_row.mp[0]), "MP_EW": _fmt(scored_row.mp[1]),
                  "Percentage_NS": _fmt(scored_row.percentage[0]), "Percentage_EW": _fmt(scored_row.percentage[1])}
    if scored_row.imps is not None:
        cells |= {"IMP_NS": _fmt(scored_row.imps[0]), "IMP_EW": _fmt(scored_row.imps[1])}
    return cells


def _columns_for(original: Sequence[str], computed: Sequence[str]) -> list[str]:
    kept = [c for c in original if c not in _COMPUTED or c in computed]
    return kept + [c for c in computed if c not in kept]


def _table_text(name: str, columns: Sequence[str], rows: Sequence[Mapping[str, str]]) -> list[str]:
    """A table section: its tag with each column's width and alignment, then its rows."""
    quoted = [[_cell_text(r.get(c, "")) for c in columns] for r in rows]
    widths = [max([1] + [len(q[i]) for q in quoted]) for i in range(len(columns))]
    header = ";".join(f"{c}\\{w}{'L' if _is_left(c) else 'R'}" for c, w in zip(columns, widths))
    lines = [" ".join(_aligned(v, w, c) for v, w, c in zip(q, widths, columns)).rstrip() for q in quoted]
    return [f'[{name} "{header}"]', *lines]


def _is_left(column: str) -> bool:
    return column.startswith("Names") or column == "Contract"


def _aligned(value: str, width: int, column: str) -> str:
    return value.ljust(width) if _is_left(column) else value.rjust(width)


def _cell_text(value: str) -> str:
    if value == "" or re.search(r'[\s";{}]', value):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return value


def score_table_lines(board: ScoredBoard, original: Sequence[str]) -> list[str]:
    """A board's ScoreTable section with our numbers (the original's other columns kept)."""
    rows = []
    for scored in board.rows:
        cells = dict(scored.row.extra)
        cells |= {"PairId_NS": scored.row.ns, "PairId_EW": scored.row.ew}
        cells |= _row_result_cells(scored.row)
        cells |= _score_cells(scored)
        rows.append(cells)
    computed = [c for c in ("Score_NS", "Score_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW", "IMP_NS", "IMP_EW")
                if any(c in r for r in rows)]
    base = list(original) or ["PairId_NS", "PairId_EW", "Contract", "Declarer", "Result"]
    return _table_text("ScoreTable", _columns_for(base, computed), rows)


def _row_result_cells(row: Row) -> dict[str, str]:
    if row.contract is None:
        return {"Contract": "-", "Declarer": "-", "Result": "-"}
    passed = row.contract.is_passed_out
    return {
        "Contract": "Pass" if passed else str(row.contract),
        "Declarer": "-" if passed or row.declarer is None else str(row.declarer),
        "Result": "-" if passed or row.tricks is None else str(row.tricks),
    }


def total_table_lines(found: Sequence[Total], method: str) -> list[str]:
    """The TotalScoreTable section with our ranking."""
    if method == "mp":
        columns = ["Rank", "PairId", "Direction", "NrBoards", "TotalScoreMP", "TotalPercentage", "Names"]
    elif method == "teams":
        columns = ["Rank", "Team", "NrBoards", "TotalIMP"]
    else:
        columns = ["Rank", "PairId", "Direction", "NrBoards", "TotalIMP", "Names"]
    if not any(t.direction for t in found) and "Direction" in columns:
        columns.remove("Direction")
    rows = [{"Rank": str(t.rank), "PairId": t.pair, "Team": t.pair, "Direction": t.direction or "", "NrBoards": str(t.boards),
             "TotalScoreMP": _fmt(t.mp), "TotalPercentage": _fmt(t.percentage), "TotalIMP": _fmt(t.imps),
             "Names": t.names} for t in found]
    return _table_text("TotalScoreTable", columns, rows)


_TAG_LINE = re.compile(r'^\s*\[\s*([A-Za-z0-9_]+)\s*"')


def write_event(lines: Iterable[str], boards: Sequence[ScoredBoard], found: Sequence[Total], method: str,
                event: Event) -> Iterator[str]:
    """The file's lines with each ScoreTable (the first ``event.tables`` boards, in file order), each
    room's ScoreIMP (teams) and every TotalScoreTable holding our numbers; a TotalScoreTable is
    added to the last game if the file has none."""
    writer = _Writer(boards[:event.tables], total_table_lines(found, method))
    rooms = _room_lines(boards, event) if method == "teams" else {}
    for number, line in enumerate(lines, 1):
        keep, added = rooms.get(number, (True, []))
        for text in ([line.rstrip("\r\n")] if keep else []) + added:
            yield from writer.line(text)
    yield from writer.end()


def _room_lines(boards: Sequence[ScoredBoard], event: Event) -> dict[int, tuple[bool, list[str]]]:
    """Line number -> whether the file's line stays, and the lines written after it: each room's
    ScoreIMP (NS's IMPs) in place of the file's own, or after its Score (else its last line)."""
    out: dict[int, tuple[bool, list[str]]] = {}
    for board in boards:
        for scored in board.rows:
            line = scored.row.line
            if scored.imps is None or line is None:
                continue
            tags = event.tag_lines.get(line, {})
            tag = f'[ScoreIMP "NS {scored.imps[0]:g}"]'
            if "ScoreIMP" in tags:
                out[tags["ScoreIMP"]] = (False, [tag])
            else:
                out[tags.get("Score", line)] = (True, [tag])
    return out


class _Writer:
    """Copies a PBN file's lines, putting our tables in place of the file's own."""

    def __init__(self, boards: Sequence[ScoredBoard], totals_text: list[str]) -> None:
        self.boards, self.totals_text = boards, totals_text
        self.index = 0
        self.skipping = False  # within a table section we replaced
        self.wrote_totals = False
        self.blank = 0  # blank lines held back: added totals go into the last game, before them
        self.header: list[str] = []  # the last ScoreTable's columns, for a ``#`` one

    def line(self, line: str) -> Iterator[str]:
        m = _TAG_LINE.match(line)
        if self.skipping and (m is not None or not line.strip()):
            self.skipping = False
        if self.skipping:
            return
        if not line.strip():
            self.blank += 1
            return
        yield from [""] * self.blank
        self.blank = 0
        name = m.group(1) if m else None
        if name == "ScoreTable" and self.index < len(self.boards):
            yield from self._score_table(line)
        elif name == "TotalScoreTable":
            yield from self.totals_text
            self.skipping, self.wrote_totals = True, True
        else:
            yield line

    def _score_table(self, line: str) -> list[str]:
        value = line[line.index('"') + 1: line.rindex('"')] if line.count('"') >= 2 else ""
        if value.strip() != "#":
            self.header = table_columns(value)
        text = score_table_lines(self.boards[self.index], self.header)
        self.index, self.skipping = self.index + 1, True
        return text

    def end(self) -> Iterator[str]:
        if not self.wrote_totals:
            yield from self.totals_text
        yield from [""] * self.blank
