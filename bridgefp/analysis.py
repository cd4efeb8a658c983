"""Double-dummy analysis of boards (SPEC §13): DD table, par, and what every card played cost.

Pure functions over folded boards; the solving goes through :mod:`bridgefp.dd`, the one
adapter to DDS. ``analyse_boards`` solves many boards in batches on ``jobs`` cores; the
views (``analysis_to_dict``, ``analysis_text``, ``dd_pbn_tags``) need no solver.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple, Sequence

from toolz import sliding_window

from .board import Board
from .cards import Card, Seat, Strain, Vulnerability
from .dd import DDTable, Par, dd_tables, dd_traces, par
from .views import card_text
from ._records import immutable

__all__ = [
    "BoardAnalysis",
    "CostlyCard",
    "analyse_board",
    "analyse_boards",
    "played_cards",
    "costly_cards",
    "analysis_to_dict",
    "analysis_text",
    "dd_pbn_tags",
    "dd_pbn_lines",
    "with_dd_tags",
    "pbn_with_dd",
]


@immutable
@dataclass(frozen=True, slots=True)
class CostlyCard:
    """A card that cost its side tricks double dummy: its place in the play (1-based), seat, card, cost."""

    index: int
    seat: Seat
    card: Card
    cost: int


@immutable
@dataclass(frozen=True, slots=True)
class BoardAnalysis:
    """One board's DD table, par, and (for a board with play) the cards played and their DD trace."""

    number: int
    dealer: Seat
    vulnerable: Vulnerability
    table: DDTable
    par: Par
    declarer: Seat | None = None
    strain: Strain | None = None
    cards: tuple[tuple[Seat, Card], ...] = ()
    trace: tuple[int, ...] | None = None
    contract: str | None = None
    tricks: int | None = None

    @property
    def costly(self) -> list[CostlyCard]:
        """The cards that cost their side a trick or more (see :func:`costly_cards`)."""
        if self.trace is None or self.declarer is None:
            return []
        return costly_cards(self.declarer, self.cards, self.trace)


def played_cards(board: Board) -> tuple[tuple[Seat, Card], ...]:
    """The cards played on a board so far, in order, each with the seat that played it."""
    play = board.play
    if play is None:
        return ()
    cards = [sc for trick in play.done for sc in trick.seats()]
    cards += [(play.leader.after(i), c) for i, c in enumerate(play.current)]
    return tuple(cards)


def costly_cards(
    declarer: Seat, cards: Sequence[tuple[Seat, Card]], trace: Sequence[int]
) -> list[CostlyCard]:
    """The cards after which their own side's DD tricks went down.

    ``trace`` is declarer's side's DD tricks before the first card and after each card:
    a card by declarer or dummy costs what the trace drops, a defender's card what it rises.

    >>> cs = [(Seat.E, Card.parse("SA")), (Seat.S, Card.parse("S2")), (Seat.W, Card.parse("S3"))]
    >>> costly_cards(Seat.N, cs, [9, 10, 9, 9])
    [CostlyCard(index=1, seat=Seat.E, card=Card.parse('SA'), cost=1), CostlyCard(index=2, seat=Seat.S, card=Card.parse('S2'), cost=1)]
    """
    out: list[CostlyCard] = []
    for i, ((seat, card), (before, after)) in enumerate(zip(cards, sliding_window(2, trace)), 1):
        cost = before - after if (seat ^ declarer) & 1 == 0 else after - before
        if cost > 0:
            out.append(CostlyCard(i, seat, card, cost))
    return out


def analyse_board(board: Board, number: int = 1) -> BoardAnalysis:
    """:func:`analyse_boards` of one board, on one core."""
    return analyse_boards([board], numbers=[number], jobs=1)[0]


def analyse_boards(
    boards: Sequence[Board], numbers: Sequence[int] | None = None, jobs: int | None = None
) -> list[BoardAnalysis]:
    """Each board's analysis, in order; the solving runs in batches on ``jobs`` cores (None: all).

    ``numbers`` are the boards' numbers where a board has none of its own (default: the
    board's place, 1, 2, …). A board has a trace when at least one card has been played.
    """
    boards = list(boards)
    places = list(numbers) if numbers is not None else list(range(1, len(boards) + 1))
    tables = dd_tables([b.deal for b in boards], jobs=jobs)
    plays = [_play_of(b) for b in boards]
    traces = iter(dd_traces(
        [(b.deal, p.trump, p.declarer, [c for _, c in p.cards]) for b, p in zip(boards, plays) if p is not None],
        jobs=jobs,
    ))
    return [
        _analysis(b, place, table, p, None if p is None else next(traces))
        for b, place, table, p in zip(boards, places, tables, plays)
    ]


class _Played(NamedTuple):
    """What the DD trace of a board's play needs: declarer, trumps (0..4) and the cards played, with seats."""

    declarer: Seat
    trump: int
    cards: tuple[tuple[Seat, Card], ...]


def _play_of(board: Board) -> _Played | None:
    """Declarer, trumps and the cards played, for a board with a declarer and a card or more played."""
    cards = played_cards(board)
    if not cards or board.declarer is None or board.play is None:
        return None
    return _Played(board.declarer, board.play.trump, cards)


def _analysis(
    b: Board, place: int, table: DDTable, played: _Played | None, trace: tuple[int, ...] | None
) -> BoardAnalysis:
    """One board's analysis from its DD table and, with play, its trace; ``place`` numbers a board without one."""
    return BoardAnalysis(
        number=b.number if b.number is not None else place,
        dealer=b.dealer,
        vulnerable=b.vulnerable,
        table=table,
        par=par(table, b.dealer, b.vulnerable),
        declarer=b.declarer,
        strain=None if played is None else Strain(played.trump),
        cards=() if played is None else played.cards,
        trace=trace,
        contract=None if b.contract is None else str(b.contract),
        tricks=b.tricks,
    )


# ---------------------------------------------------------------- views


def analysis_to_dict(a: BoardAnalysis) -> dict[str, Any]:
    """The JSON object of SPEC §13: ``board``, ``dd``, ``par`` and, with play, ``trace``."""
    out: dict[str, Any] = {"board": a.number, "dd": a.table.to_dict(), "par": a.par.to_dict()}
    if a.trace is not None:
        out["trace"] = list(a.trace)
    return out


_GRID_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
_GRID_SEATS = (Seat.N, Seat.S, Seat.E, Seat.W)


def _grid(table: DDTable) -> list[str]:
    lines = ["     " + " ".join(f"{str(x):>2}" for x in _GRID_STRAINS)]
    for seat in _GRID_SEATS:
        lines.append(f"  {seat}  " + " ".join(f"{table.tricks[seat][x]:>2}" for x in _GRID_STRAINS))
    return lines


def _par_line(p: Par) -> str:
    if not p.contracts:
        return "Par: 0, passed out"
    return f"Par: NS {p.score:+d}, " + ", ".join(str(c) + _result(c.result) for c in p.contracts)


def _result(result: int) -> str:
    return "" if result == 0 else f" {result:+d}"


def analysis_text(a: BoardAnalysis) -> str:
    """The board's analysis for people: the DD grid, the par line, the play with costly cards marked.

    In the play, each trick is a line of its cards in the order played and declarer's
    side's DD tricks after it; ``*`` marks a card that cost its side a trick (``**`` two…).
    """
    lines = [f"Board {a.number}  Dealer {a.dealer}  Vulnerable {a.vulnerable}", ""]
    lines += _grid(a.table)
    lines += ["", _par_line(a.par)]
    lines += _contract_lines(a)
    if a.trace is not None and a.declarer is not None and a.strain is not None:
        lines += _play_lines(a, a.trace, a.declarer, a.strain)
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _contract_lines(a: BoardAnalysis) -> list[str]:
    if a.contract == "Pass":
        return ["Contract: passed out"]
    if a.contract is None:
        return []
    by = "" if a.declarer is None else f" by {a.declarer}"
    made = "" if a.tricks is None else f", {a.tricks} tricks"
    return [f"Contract: {a.contract}{by}{made}"]


def _play_lines(a: BoardAnalysis, trace: tuple[int, ...], declarer: Seat, strain: Strain) -> list[str]:
    """The play, a trick a line with declarer's side's DD tricks after it, and the cards that cost tricks."""
    costs = {c.index: c.cost for c in a.costly}
    side = declarer.side
    lines = [
        "",
        f"Play in {strain} by {declarer}: {side} can take {trace[0]} tricks double dummy before the lead;",
        f"after each trick, {side}'s DD tricks (* marks a card that cost its side a trick)",
    ]
    for start in range(0, len(a.cards), 4):
        end = min(start + 4, len(a.cards))
        cells = [
            f"{seat} {card_text(card)}{'*' * costs.get(i + 1, 0)}".ljust(7)
            for i, (seat, card) in enumerate(a.cards[start:end], start)
        ]
        lines.append(f"  {start // 4 + 1:>2}. " + " ".join(cells).ljust(32) + f"{trace[end]:>3}")
    lines.append(_costly_line(a.costly))
    return lines


def _costly_line(costly: Sequence[CostlyCard]) -> str:
    if not costly:
        return "No card cost a trick."
    return "Cost a trick: " + ", ".join(
        f"{c.seat} {card_text(c.card)} (card {c.index}{', ' + str(c.cost) + ' tricks' if c.cost > 1 else ''})" for c in costly
    )


def dd_pbn_tags(table: DDTable, p: Par) -> list[tuple[str, str]]:
    """PBN's double-dummy tags for a board: ``DoubleDummyTricks``, ``OptimumScore``, ``ParContract``.

    ``DoubleDummyTricks`` is 20 hex digits: declarers N, S, E, W, each for NT, S, H, D, C
    (the order of PBN 2.1, and of the files that carry it). ``OptimumScore`` is NS's par
    score; ``ParContract`` the par contracts, each as declarer(s) and contract.
    ``OptimumResultTable`` is a table section; :func:`dd_pbn_lines` writes it with these.

    >>> t = DDTable.from_dict({s: {"C": 5, "D": 11, "H": 6, "S": 4, "NT": 7} for s in "NESW"})
    >>> dd_pbn_tags(t, Par(-110, ()))[0]
    ('DoubleDummyTricks', '746b5746b5746b5746b5')
    """
    digits = "".join("%x" % table.tricks[s][x] for s in _GRID_SEATS for x in _GRID_STRAINS)
    contracts = ", ".join(f"{c.declarers} {c.contract}" for c in p.contracts)
    return [
        ("DoubleDummyTricks", digits),
        ("OptimumScore", f"NS {p.score}"),
        ("ParContract", contracts if contracts else "Pass"),
    ]


def dd_pbn_lines(table: DDTable, p: Par) -> list[str]:
    """The PBN lines of the DD tags and the ``OptimumResultTable`` section (declarers N, E, S, W)."""
    tags = dict(dd_pbn_tags(table, p))
    lines = [f'[DoubleDummyTricks "{tags["DoubleDummyTricks"]}"]']
    lines.append('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]')
    for seat in Seat:
        for x in _GRID_STRAINS:
            lines.append(f"{seat} {str(x):>2} {table.tricks[seat][x]:>2}")
    lines.append(f'[OptimumScore "{tags["OptimumScore"]}"]')
    lines.append(f'[ParContract "{tags["ParContract"]}"]')
    return lines



_DD_TAGS = ("DoubleDummyTricks", "OptimumResultTable", "OptimumScore", "ParContract")


def with_dd_tags(game: str, table: DDTable, p: Par) -> str:
    r"""A PBN game's text with the DD tags of :func:`dd_pbn_lines` in it, for any PBN writer.

    They go before the ``Auction`` (or ``Play``) section, or after the last tag; DD tags
    and an ``OptimumResultTable`` section the game already held are replaced, not repeated.

    >>> t = DDTable.from_dict({s: {"C": 6, "D": 6, "H": 6, "S": 6, "NT": 6} for s in "NESW"})
    >>> game = '[Deal "N:..."]\n[OptimumScore "NS 9"]\n[Auction "N"]\nPass\n'
    >>> [line for line in with_dd_tags(game, t, Par(0)).splitlines() if line[0] not in "NESW"]
    ['[Deal "N:..."]', '[DoubleDummyTricks "66666666666666666666"]', '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', '[OptimumScore "NS 0"]', '[ParContract "Pass"]', '[Auction "N"]', 'Pass']
    """
    kept = _without_dd_tags(game)
    insert = _dd_tags_place(kept)
    out = kept[:insert] + dd_pbn_lines(table, p) + kept[insert:]
    return "\n".join(out) + "\n"


def _without_dd_tags(game: str) -> list[str]:
    """The game's lines without its DD tags and the rows of its ``OptimumResultTable`` section."""
    kept: list[str] = []
    skipping = False
    for line in game.splitlines():
        stripped = line.lstrip()
        if stripped.startswith("["):
            skipping = _tag_name(stripped) in _DD_TAGS
        if not skipping:
            kept.append(line)
    return kept


def _tag_name(stripped: str) -> str:
    return stripped[1:].split(None, 1)[0] if len(stripped) > 1 else ""


def _dd_tags_place(lines: list[str]) -> int:
    """Where the DD tags go: before the ``Auction`` (or ``Play``) section, else after the last tag."""
    for i, line in enumerate(lines):
        if line.startswith("[Auction ") or line.startswith("[Play "):
            return i
    tags = [i for i, line in enumerate(lines) if line.startswith("[")]
    return tags[-1] + 1 if tags else len(lines)


def pbn_with_dd(board: Board, number: int) -> str:
    """``board_to_pbn(board, number)`` with the board's DD tags and par (needs the solver)."""
    from .formats import board_to_pbn  # the codecs are not needed by the rest of the analysis

    table = dd_tables([board.deal])[0]
    return with_dd_tags(board_to_pbn(board, number), table, par(table, board.dealer, board.vulnerable))
