"""Simulation at scale (SPEC §14): robots bid and play many boards, tallied into a summary.

The work is one pure function, ``play_chunk``, mapped over chunks of boards; a chunk
names its deals, the robots and the scoring by value, so it can run in this process, on
a process pool or on a cluster, and gives the same answer wherever it ran. ``Tally`` is a
monoid (``Tally() + t == t``, ``+`` associative), so chunk results add up in board order to
the same summary however the boards were cut.
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

from toolz import partition_all

from .board import Board, start_board
from .cardplay import ROBOTS
from .cards import STRAINS, Seat, Strain, Vulnerability
from .deal import Deal
from .errors import BridgeError
from .events import Dealt
from .formats.log import event_to_line
from .robots import finish_auction, finish_play
from .scoring import imps
from .systems import get_system
from ._records import immutable

if TYPE_CHECKING:
    from .dd import DDTable

__all__ = [
    "Tally", "Chunk", "BoardSpec", "board_spec", "chunks_of", "play_chunk", "tally_board", "tally_dd", "summary_text",
    "total_of",
]

_CELLS = 35  # seven levels times five strains

# A board to play, as plain values: the four hand masks (N, E, S, W), dealer, vulnerability, number.
BoardSpec = tuple[tuple[int, int, int, int], int, str, "int | None"]


def board_spec(dealt: Dealt) -> BoardSpec:
    """The plain values of a deal event that a chunk carries."""
    return (dealt.deal.masks, int(dealt.dealer), dealt.vulnerable.value, dealt.board)


def _dealt(spec: BoardSpec) -> Dealt:
    masks, dealer, vulnerable, number = spec
    return Dealt(Deal(masks), Seat(dealer), Vulnerability(vulnerable), number)


@immutable
@dataclass(frozen=True, slots=True)
class Tally:
    """Counts over a run of finished boards; ``+`` joins two runs.

    ``contracts[(level - 1) * 5 + strain]`` counts the boards played in that contract
    (doubled or not); ``ns_score`` sums the NS scores, a passed-out board counting 0.
    """

    boards: int = 0
    passed_out: int = 0
    made: int = 0
    down: int = 0
    ns_score: int = 0
    contracts: tuple[int, ...] = (0,) * _CELLS
    # With double dummy (``simulate --dd``): boards solved, of them played, the sum of
    # declarer's tricks minus DD tricks, and the sums of NS's IMPs against par and of their size.
    dd_boards: int = 0
    dd_played: int = 0
    dd_tricks: int = 0
    par_imps: int = 0
    par_abs_imps: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(
            self.boards + other.boards,
            self.passed_out + other.passed_out,
            self.made + other.made,
            self.down + other.down,
            self.ns_score + other.ns_score,
            tuple(a + b for a, b in zip(self.contracts, other.contracts)),
            self.dd_boards + other.dd_boards,
            self.dd_played + other.dd_played,
            self.dd_tricks + other.dd_tricks,
            self.par_imps + other.par_imps,
            self.par_abs_imps + other.par_abs_imps,
        )

    def contracts_of(self, level: int, strain: Strain) -> int:
        """How many boards were played in ``level`` ``strain``."""
        return self.contracts[(level - 1) * 5 + strain]

    @property
    def mean_ns_score(self) -> float:
        """The NS score over all boards, passed-out boards counting 0 (0.0 for no boards)."""
        return self.ns_score / self.boards if self.boards else 0.0

    def to_dict(self) -> dict[str, object]:
        """The summary for tools (``simulate --format json``; the keys are in README)."""
        summary: dict[str, object] = {
            "boards": self.boards,
            "passed_out": self.passed_out,
            "made": self.made,
            "down": self.down,
            "mean_ns_score": self.mean_ns_score,
            "contracts": {
                str(level): {str(s): self.contracts_of(level, s) for s in STRAINS} for level in range(1, 8)
            },
        }
        if self.dd_boards:
            summary["dd"] = self.dd_dict()
        return summary

    def dd_dict(self) -> dict[str, object]:
        """The double-dummy part of the summary: means over the boards solved (tricks: over those played)."""
        return {
            "boards": self.dd_boards,
            "tricks_vs_dd": self.dd_tricks / self.dd_played if self.dd_played else 0.0,
            "imps_vs_par": self.par_imps / self.dd_boards,
            "abs_imps_vs_par": self.par_abs_imps / self.dd_boards,
        }


def tally_board(board: Board, scoring: str = "duplicate") -> Tally:
    """The Tally of one finished board; BridgeError if it is not over."""
    result = board.result(scoring)
    if result is None:
        raise BridgeError("a board is tallied only once it is over")
    contract = result.contract
    if contract.is_passed_out or contract.strain is None:
        return Tally(boards=1, passed_out=1)
    cells = [0] * _CELLS
    cells[(contract.level - 1) * 5 + contract.strain] = 1
    made = result.tricks >= contract.tricks_needed
    return Tally(1, 0, int(made), int(not made), result.ns, tuple(cells))


def tally_dd(board: Board, table: DDTable, scoring: str = "duplicate") -> Tally:
    """The double-dummy part of a finished board's Tally: tricks against DD, NS's IMPs against par."""
    from .dd import par

    result = board.result(scoring)
    if result is None:
        raise BridgeError("a board is tallied only once it is over")
    par_ns = par(table, board.dealt.dealer, board.vulnerable).score
    swing = imps(result.ns - par_ns)
    contract, declarer = result.contract, result.declarer
    if declarer is None or contract.strain is None:
        return Tally(dd_boards=1, par_imps=swing, par_abs_imps=abs(swing))
    over_dd = result.tricks - table.tricks_for(declarer, contract.strain)
    return Tally(dd_boards=1, dd_played=1, dd_tricks=over_dd, par_imps=swing, par_abs_imps=abs(swing))


@immutable
@dataclass(frozen=True, slots=True)
class Chunk:
    """Boards to play and how: the robots and the scoring by name, whether to keep the log,
    and whether to solve each board double dummy (needs the ``dds`` extra where it runs)."""

    boards: tuple[BoardSpec, ...]
    system: str = "simple"
    robot: str = "basic"
    scoring: str = "duplicate"
    log: bool = False
    dd: bool = False


def play_chunk(chunk: Chunk) -> tuple[str, Tally]:
    """Bid and play every board of the chunk by robots: its log (JSON Lines, '' unless asked) and Tally."""
    system = get_system(chunk.system)
    robot = ROBOTS.get(chunk.robot)
    if robot is None:
        raise BridgeError(f"unknown card-play robot {chunk.robot!r} ({', '.join(sorted(ROBOTS))})")
    lines: list[str] = []
    total = Tally()
    boards = []
    for spec in chunk.boards:
        board = finish_play(finish_auction(start_board(_dealt(spec)), system), robot)
        total = total + tally_board(board, chunk.scoring)
        if chunk.log:
            lines.extend(event_to_line(e) + "\n" for e in board.events)
        if chunk.dd:
            boards.append(board)
    if boards:
        total = total + _dd_total(boards, chunk.scoring)
    return "".join(lines), total


def _dd_total(boards: list[Board], scoring: str) -> Tally:
    from .dd import dd_tables

    # One solver thread: a chunk runs on one core of a pool or a cluster worker.
    tables = dd_tables([b.deal for b in boards], jobs=1)
    total = Tally()
    for board, table in zip(boards, tables):
        total = total + tally_dd(board, table, scoring)
    return total


def chunks_of(
    dealts: Iterable[Dealt], size: int, system: str, robot: str, scoring: str, log: bool, dd: bool = False
) -> Iterable[Chunk]:
    """Cut a stream of deal events into chunks of ``size`` boards (the last may be shorter), lazily."""
    for batch in partition_all(size, map(board_spec, dealts)):
        yield Chunk(batch, system, robot, scoring, log, dd)


def summary_text(tally: Tally) -> str:
    """The summary for people: counts, the contracts by level and strain, the mean NS score."""
    played = tally.boards - tally.passed_out

    def share(n: int, of: int) -> str:
        return f" ({100 * n / of:.1f}%)" if of else ""

    lines = [
        f"Boards         {tally.boards}",
        f"Passed out     {tally.passed_out}{share(tally.passed_out, tally.boards)}",
        f"Played         {played}",
        f"  made         {tally.made}{share(tally.made, played)}",
        f"  down         {tally.down}{share(tally.down, played)}",
        f"Mean NS score  {tally.mean_ns_score:+.2f}",
        "",
        "Contracts" + "".join(f"{str(s):>7}" for s in STRAINS) + f"{'all':>7}",
    ]
    for level in range(1, 8):
        row = [tally.contracts_of(level, s) for s in STRAINS]
        lines.append(f"  {level}      " + "".join(f"{n:>7}" for n in row) + f"{sum(row):>7}")
    totals = [sum(tally.contracts_of(level, s) for level in range(1, 8)) for s in STRAINS]
    lines.append("  all    " + "".join(f"{n:>7}" for n in totals) + f"{sum(totals):>7}")
    if tally.dd_boards:
        dd = tally.dd_dict()
        lines += [
            "",
            f"Double dummy   {tally.dd_boards} boards",
            f"  declarer's tricks vs DD  {dd['tricks_vs_dd']:+.2f} a board played",
            f"  NS IMPs vs par           {dd['imps_vs_par']:+.2f} a board",
            f"  IMPs from par (size)     {dd['abs_imps_vs_par']:.2f} a board",
        ]
    return "\n".join(lines) + "\n"


def total_of(tallies: Sequence[Tally]) -> Tally:
    """The sum of tallies, in order."""
    return functools.reduce(operator.add, tallies, Tally())
