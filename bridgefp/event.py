"""Scoring an event across tables (SPEC §20): matchpoints, cross-IMPs, Butler and teams.

Pure functions over a board's results at every table. A row's NS score comes from its
contract, declarer, tricks and the board's vulnerability (§7); an artificial score
(``A+``/``A``/``A-``, 60/50/40%) stands in for a result that was not played. Matchpoints
are 2 for each result beaten and 1 for each tie; a board with fewer results than the
most on any board, or with artificial scores, is scaled by Neuberg's formula
``(MP + 1) × E / A − 1``. Totals add the unrounded values.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable, Mapping, Sequence

from .auction import Contract
from .cards import Seat, Vulnerability
from .errors import BridgeError
from .scoring import imps, score_board

__all__ = [
    "METHODS", "ARTIFICIAL", "Row", "Traveller", "ScoredRow", "ScoredBoard", "Total", "Disagreement",
    "row_score", "matchpoints", "neuberg", "cross_imps", "butler_datum", "butler_imps", "trimmed_count",
    "score_event", "totals", "method_of_scoring",
]

METHODS = ("mp", "cross-imps", "cross-imps-mean", "butler", "teams")
ARTIFICIAL: Mapping[str, Fraction] = {"A+": Fraction(3, 5), "A": Fraction(1, 2), "A-": Fraction(2, 5)}
# IMPs an artificial score is worth per comparison (cross-IMPs), or against the datum (Butler).
_ARTIFICIAL_IMPS: Mapping[str, float] = {"A+": 1.5, "A": 0.0, "A-": -1.5}
_OTHER_MARK = {"A+": "A-", "A": "A", "A-": "A+"}


@dataclass(frozen=True, slots=True)
class Row:
    """One table's result on a board: the pairs, what was played, or an artificial score.

    ``artificial`` is ``(NS's mark, EW's mark)`` for a board not played; ``written`` is the
    NS score the record gives, if any; ``weight`` is how many tables the row stands for
    (PBN's ``Multiplicity``); ``extra`` keeps the record's other columns.
    """

    ns: str = ""
    ew: str = ""
    contract: Contract | None = None
    declarer: Seat | None = None
    tricks: int | None = None
    artificial: tuple[str, str] | None = None
    written: int | None = None
    weight: int = 1
    room: str | None = None
    extra: tuple[tuple[str, str], ...] = ()
    line: int | None = None  # the last line of the record that gave the row, if it was a record


@dataclass(frozen=True, slots=True)
class Traveller:
    """A board's results at every table."""

    board: str
    vulnerable: Vulnerability
    rows: tuple[Row, ...]
    teams: tuple[str, str] | None = None  # (home, visitors) of a teams match: home sits NS in the first room
    field: str = ""  # boards of one field (a section) share Neuberg's expected number of results


@dataclass(frozen=True, slots=True)
class Disagreement:
    """A row whose written score is not what its contract and result score."""

    board: str
    row: int
    written: int
    ours: int

    def __str__(self) -> str:
        return f"board {self.board}, row {self.row}: the written score is NS {self.written}, the result scores NS {self.ours}; {self.ours} used"


@dataclass(frozen=True, slots=True)
class ScoredRow:
    """A row with its NS score and what each side earned on it (None where the method gives none)."""

    row: Row
    score: int | None
    mp: tuple[float, float] | None = None
    percentage: tuple[float, float] | None = None
    imps: tuple[float, float] | None = None
    comparisons: int = 0


@dataclass(frozen=True, slots=True)
class ScoredBoard:
    traveller: Traveller
    rows: tuple[ScoredRow, ...]
    top: float | None = None  # matchpoints: the top on this board, 2 × (E − 1)
    datum: int | None = None  # Butler: the board's datum


@dataclass(frozen=True, slots=True)
class Total:
    """A pair's (or team's) event: its boards, matchpoints and percentage, or IMPs, and its rank."""

    pair: str
    direction: str | None = None  # "NS"/"EW" when the two directions are ranked apart
    boards: int = 0
    mp: float = 0.0
    top: float = 0.0
    imps: float = 0.0
    names: str = ""
    rank: int = 0

    @property
    def percentage(self) -> float:
        return 100 * self.mp / self.top if self.top else 0.0


# ---------------------------------------------------------------- one row


def row_score(row: Row, vulnerable: Vulnerability) -> int | None:
    """The NS score of a row from its contract, declarer and tricks (None: nothing to score from).

    >>> row_score(Row(contract=Contract.parse("4H"), declarer=Seat.S, tricks=10), Vulnerability.NS)
    620
    """
    contract = row.contract
    if row.artificial is not None or contract is None:
        return None
    if contract.is_passed_out:
        return 0
    if row.declarer is None or row.tricks is None:
        return None
    return score_board(contract, row.declarer, row.tricks, vulnerable).ns


def _scores(traveller: Traveller) -> tuple[list[int | None], list[Disagreement]]:
    """Each row's NS score (ours where we can compute it, else the written one) and the disagreements."""
    scores: list[int | None] = []
    notes = []
    for i, row in enumerate(traveller.rows, 1):
        ours = row_score(row, traveller.vulnerable)
        if ours is not None and row.written is not None and ours != row.written:
            notes.append(Disagreement(traveller.board, i, row.written, ours))
        scores.append(ours if ours is not None else (None if row.artificial else row.written))
    return scores, notes


# ---------------------------------------------------------------- matchpoints


def matchpoints(scores: Sequence[int], weights: Sequence[int] | None = None) -> list[float]:
    """Each score's NS matchpoints: 2 for each score it beats, 1 for each tie (top 2 × (n − 1)).

    >>> matchpoints([620, 170, 620, -100])
    [5.0, 2.0, 5.0, 0.0]
    """
    w = list(weights) if weights is not None else [1] * len(scores)
    points = []
    for i, s in enumerate(scores):
        beaten = sum(wj for j, (t, wj) in enumerate(zip(scores, w)) if j != i and s > t)
        tied = sum(wj for j, (t, wj) in enumerate(zip(scores, w)) if j != i and s == t) + w[i] - 1
        points.append(float(2 * beaten + tied))
    return points


def neuberg(mp: float, results: int, expected: int) -> float:
    """Matchpoints among ``results`` results scaled to ``expected``: (MP + 1) × E / A − 1.

    >>> neuberg(6, 4, 6)
    9.5
    """
    return (mp + 1) * expected / results - 1


def _mp_board(traveller: Traveller, scores: list[int | None], expected: int) -> ScoredBoard:
    real = [(i, s) for i, s in enumerate(scores) if s is not None]
    weights = [traveller.rows[i].weight for i, _ in real]
    results = sum(weights)
    top = 2 * (expected - 1)
    raw = matchpoints([s for _, s in real], weights)
    earned: dict[int, tuple[float, float]] = {}
    for (i, _), mp, w in zip(real, raw, weights):
        ns = neuberg(mp, results, expected)
        earned[i] = (ns, top - ns)
    rows = []
    for i, (row, score) in enumerate(zip(traveller.rows, scores)):
        pair = earned.get(i) or _artificial_mp(row, top)
        pct = (100 * pair[0] / top, 100 * pair[1] / top) if top else (50.0, 50.0)
        rows.append(ScoredRow(row, score, pair, pct))
    return ScoredBoard(traveller, tuple(rows), top=float(top))


def _marks(row: Row) -> tuple[str, str]:
    if row.artificial is None:
        raise BridgeError("a row with neither a result nor an artificial score cannot be scored")
    return row.artificial


def _artificial_mp(row: Row, top: int) -> tuple[float, float]:
    ns, ew = _marks(row)
    return (float(ARTIFICIAL[ns] * top), float(ARTIFICIAL[ew] * top))


# ---------------------------------------------------------------- IMPs


def cross_imps(scores: Sequence[int], weights: Sequence[int] | None = None) -> list[int]:
    """Each score's NS IMPs against every other score (WBF scale), summed.

    >>> cross_imps([620, 170, 620, -100])
    [22, -13, 22, -31]
    """
    w = list(weights) if weights is not None else [1] * len(scores)
    return [sum(wj * imps(s - t) for j, (t, wj) in enumerate(zip(scores, w)) if j != i) for i, s in enumerate(scores)]


def trimmed_count(n: int) -> int:
    """How many of the highest and of the lowest scores the Butler datum leaves out.

    >>> [trimmed_count(n) for n in (2, 3, 10, 11, 25, 26, 40, 41)]
    [0, 1, 1, 2, 2, 3, 3, 4]
    """
    if n <= 2:
        return 0  # nothing would be left
    return 1 if n <= 10 else math.ceil((n - 10) / 15) + 1


def butler_datum(scores: Sequence[int]) -> int:
    """The mean NS score without the highest and lowest (more of them past ten scores),
    rounded to a multiple of 10, halves away from zero.

    >>> butler_datum([620, 170, 620, -100]), butler_datum([100, 110, 120]), butler_datum([-100, -110, -120, 0])
    (400, 110, -110)
    """
    if not scores:
        raise BridgeError("a Butler datum needs at least one score")
    k = trimmed_count(len(scores))
    kept = sorted(scores)[k:len(scores) - k]
    mean = Fraction(sum(kept), len(kept)) / 10
    tens = math.floor(abs(mean) + Fraction(1, 2))
    return 10 * tens * (1 if mean >= 0 else -1)


def butler_imps(score: int, datum: int) -> int:
    """A score's NS IMPs against the datum."""
    return imps(score - datum)


def _cross_board(traveller: Traveller, scores: list[int | None]) -> ScoredBoard:
    real = [(i, s) for i, s in enumerate(scores) if s is not None]
    weights = [traveller.rows[i].weight for i, _ in real]
    sums = cross_imps([s for _, s in real], weights)
    results = sum(weights)
    earned = {i: (float(v), 0.0 - v) for (i, _), v in zip(real, sums)}
    rows = []
    for i, (row, score) in enumerate(zip(traveller.rows, scores)):
        if i in earned:
            rows.append(ScoredRow(row, score, imps=earned[i], comparisons=results - 1))
        else:
            ns, ew = _marks(row)
            pair = (_ARTIFICIAL_IMPS[ns] * results, _ARTIFICIAL_IMPS[ew] * results)
            rows.append(ScoredRow(row, None, imps=pair, comparisons=results))
    return ScoredBoard(traveller, tuple(rows))


def _butler_board(traveller: Traveller, scores: list[int | None]) -> ScoredBoard:
    real: list[int] = []
    for row, s in zip(traveller.rows, scores):
        if s is not None:
            real += [s] * row.weight
    datum = butler_datum(real) if real else 0
    rows = []
    for row, score in zip(traveller.rows, scores):
        if score is not None:
            v = float(butler_imps(score, datum))
            rows.append(ScoredRow(row, score, imps=(v, 0.0 - v), comparisons=1))
        else:
            ns, ew = _marks(row)
            rows.append(ScoredRow(row, None, imps=(_ARTIFICIAL_IMPS[ns], _ARTIFICIAL_IMPS[ew]), comparisons=1))
    return ScoredBoard(traveller, tuple(rows), datum=datum)


def _teams_board(traveller: Traveller, scores: list[int | None]) -> ScoredBoard:
    if len(scores) != 2 or None in scores:
        rows = tuple(ScoredRow(r, s) for r, s in zip(traveller.rows, scores))
        return ScoredBoard(traveller, rows)  # a board played in one room only: nothing to compare
    first, second = (s or 0 for s in scores)
    swing = float(imps(first - second))
    rows = (
        ScoredRow(traveller.rows[0], first, imps=(swing, 0.0 - swing), comparisons=1),
        ScoredRow(traveller.rows[1], second, imps=(0.0 - swing, swing), comparisons=1),
    )
    return ScoredBoard(traveller, rows)


# ---------------------------------------------------------------- the event


def score_event(travellers: Sequence[Traveller], method: str) -> tuple[list[ScoredBoard], list[Disagreement]]:
    """Every board scored by ``method`` (one of METHODS), and the rows whose written score disagreed."""
    if method not in METHODS:
        raise BridgeError(f"unknown scoring method {method!r} ({', '.join(METHODS)})")
    expected: dict[str, int] = {}
    for t in travellers:
        expected[t.field] = max(expected.get(t.field, 0), sum(r.weight for r in t.rows))
    boards, notes = [], []
    for traveller in travellers:
        scores, found = _scores(traveller)
        notes += found
        if method == "mp":
            boards.append(_mp_board(traveller, scores, expected[traveller.field]))
        elif method == "butler":
            boards.append(_butler_board(traveller, scores))
        elif method == "teams":
            boards.append(_teams_board(traveller, scores))
        else:
            boards.append(_cross_board(traveller, scores))
    return boards, notes


def _seats_apart(travellers: Iterable[Traveller]) -> bool:
    """Whether NS and EW pairs are numbered apart (a Mitchell): some board has one number on both sides."""
    return any({r.ns for r in t.rows} & {r.ew for r in t.rows} for t in travellers)


def totals(boards: Sequence[ScoredBoard], method: str, names: Mapping[str, str] | None = None) -> list[Total]:
    """Each pair's (each team's, for ``teams``) total, ranked: by percentage for matchpoints, else by IMPs.

    With ``cross-imps-mean`` a pair's IMPs are the mean over the boards it played of its IMPs
    per comparison on each.
    """
    apart = method != "teams" and _seats_apart(b.traveller for b in boards)
    found: dict[tuple[str, str | None], Total] = {}
    for board in boards:
        for side, pair, earned in _credits(board, method, apart):
            key = (pair, side)
            total = found.get(key) or Total(pair, side, names=(names or {}).get(pair, ""))
            found[key] = _add(total, earned, board.top, method)
    if method == "cross-imps-mean":
        found = {k: replace(t, imps=t.imps / t.boards) for k, t in found.items()}
    return _ranked(list(found.values()), method)


def _credits(board: ScoredBoard, method: str, apart: bool) -> list[tuple[str | None, str, tuple[int, float]]]:
    if method == "teams":
        teams = board.traveller.teams
        if teams is None or len(board.rows) != 2 or board.rows[0].imps is None:
            return []
        swing = board.rows[0].imps[0]
        return [(None, teams[0], (1, swing)), (None, teams[1], (1, 0.0 - swing))]
    credits: list[tuple[str | None, str, tuple[int, float]]] = []
    for scored in board.rows:
        for index, (side, pair) in enumerate((("NS", scored.row.ns), ("EW", scored.row.ew))):
            if pair and pair != "-":
                credits.append((side if apart else None, pair, _side_of(scored, index)))
    return credits


def _side_of(scored: ScoredRow, index: int) -> tuple[int, float]:
    """What one side of a row earned, with the row's comparisons (index 0: NS, 1: EW) — as (comparisons, value)."""
    value = scored.mp if scored.mp is not None else scored.imps
    return (scored.comparisons, 0.0 if value is None else value[index])


def _add(total: Total, earned: tuple[int, float], top: float | None, method: str) -> Total:
    comparisons, value = earned
    if method == "mp":
        return replace(total, boards=total.boards + 1, mp=total.mp + value, top=total.top + (top or 0.0))
    if method == "cross-imps-mean":
        value = value / comparisons if comparisons else 0.0
    return replace(total, boards=total.boards + 1, imps=total.imps + value)


def _ranked(found: list[Total], method: str) -> list[Total]:
    def key(t: Total) -> float:
        return round(t.percentage if method == "mp" else t.imps, 9)

    out: list[Total] = []
    for direction in sorted({t.direction or "" for t in found}):
        group = sorted((t for t in found if (t.direction or "") == direction), key=lambda t: (-key(t), _pair_order(t.pair)))
        for i, t in enumerate(group):
            rank = out[-1].rank if i and key(group[i - 1]) == key(t) else i + 1
            out.append(replace(t, rank=rank))
    return out


def _pair_order(pair: str) -> tuple[int, str]:
    return (int(pair), "") if pair.isascii() and pair.isdigit() and len(pair) < 10 else (1 << 30, pair)


def method_of_scoring(scoring: str | None, has_rooms: bool) -> str | None:
    """The method a PBN ``Scoring`` tag names (``MP…``/``MatchPoints…``, ``IMP;Cross``, ``IMP;Cross2``,
    ``IMP;Butler…``), ``teams`` for a match's two rooms; None when it names none.

    >>> [method_of_scoring(s, False) for s in ("MatchPoints;MP1", "IMP;Cross2", "IMP;Butler2", "IMP;Cross", "?", "IMP")]
    ['mp', 'cross-imps-mean', 'butler', 'cross-imps', None, 'butler']
    >>> method_of_scoring("IMP", True), method_of_scoring(None, True), method_of_scoring("Butler", False)
    ('teams', 'teams', 'butler')
    """
    words = [w.strip().upper() for w in (scoring or "").split(";")]
    for prefix, method in _NAMED_METHODS:
        if any(w.startswith(prefix) for w in words):
            return method
    if words[0].startswith("IMP"):
        return "teams" if has_rooms else "butler"
    return "teams" if has_rooms else None


# Words of a Scoring tag that name a method, first match wins (Cross2 before Cross).
_NAMED_METHODS = (("CROSS2", "cross-imps-mean"), ("CROSS", "cross-imps"), ("BUTLER", "butler"), ("MP", "mp"),
                  ("MATCHPOINT", "mp"))
