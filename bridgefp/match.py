"""Team matches (SPEC §19): two systems or robots play the same deals at two tables.

Team A sits North-South at table 1 and East-West at table 2; team B the other way
round. A board's result for team A is NS's score at table 1 minus NS's score at table 2,
in IMPs (WBF scale). As in ``simulation``, the work is one pure function,
``play_match_chunk``, mapped over chunks of boards, and ``MatchTally`` is a monoid of
integer sums, so the summary is the same however the boards were cut or wherever they ran.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Sequence

from .board import Board, apply_event, start_board
from .cardplay import ROBOTS
from .cards import Seat, Side, Vulnerability
from .deal import Deal
from .errors import BridgeError
from .events import Claimed, Dealt
from .formats.log import event_to_line
from .robots import CardRobot, robot_call, robot_card
from .scoring import imps
from .simulation import BoardSpec, Tally, board_spec, summary_text, tally_board
from .systems import SYSTEMS, System, get_system

if TYPE_CHECKING:
    from .dd import DDTable

__all__ = [
    "Team", "MatchChunk", "MatchTally", "SWING_BANDS", "play_table", "play_match_chunk", "tally_pair",
    "match_chunks", "match_of_boards", "match_summary_text",
]

# Swings by size: the IMPs of a board that is not flat fall in one of these bands.
SWING_BANDS: tuple[tuple[int, int], ...] = ((1, 2), (3, 5), (6, 9), (10, 12), (13, 24))
Z95 = 1.959963984540054  # the normal distribution's 97.5th percentile: a two-sided 95% interval


def _band_name(band: tuple[int, int]) -> str:
    low, high = band
    return f"{low}+" if high == 24 else f"{low}-{high}"


@dataclass(frozen=True, slots=True)
class Team:
    """A team's bidding system and card-play robot, written ``SYSTEM[:ROBOT]`` (robot basic by default)."""

    system: str = "simple"
    robot: str = "basic"

    @classmethod
    def parse(cls, text: str) -> Team:
        """``simple``, ``goren:dd``, …; BridgeError naming the known systems or robots otherwise.

        >>> Team.parse("goren:dd"), str(Team.parse("simple"))
        (Team(system='goren', robot='dd'), 'simple:basic')
        """
        system, _, robot = text.partition(":")
        if system not in SYSTEMS:
            raise BridgeError(f"unknown bidding system {system!r} ({', '.join(sorted(SYSTEMS))})")
        robot = robot or "basic"
        if robot not in ROBOTS:
            raise BridgeError(f"unknown card-play robot {robot!r} ({', '.join(sorted(ROBOTS))})")
        return cls(system, robot)

    def __str__(self) -> str:
        return f"{self.system}:{self.robot}"


@dataclass(frozen=True, slots=True)
class MatchChunk:
    """Boards to play at both tables: the two teams, whether the contracts are scored by their
    DD tricks instead of being played (needs the ``dds`` extra), and whether to keep the log."""

    boards: tuple[BoardSpec, ...]
    team_a: Team = Team()
    team_b: Team = Team()
    dd_only: bool = False
    log: bool = False


@dataclass(frozen=True, slots=True)
class MatchTally:
    """Integer sums over a run of boards played at both tables; ``+`` joins two runs.

    ``imps`` and ``imps_squared`` sum team A's IMPs and their squares (the mean, standard
    error and interval come from them); ``won[i]``/``lost[i]`` count team A's swings in
    ``SWING_BANDS[i]``; ``tables`` tallies each table's contracts and scores.
    """

    boards: int = 0
    imps: int = 0
    imps_squared: int = 0
    flat: int = 0
    won: tuple[int, ...] = (0,) * len(SWING_BANDS)
    lost: tuple[int, ...] = (0,) * len(SWING_BANDS)
    tables: tuple[Tally, Tally] = field(default_factory=lambda: (Tally(), Tally()))

    def __add__(self, other: MatchTally) -> MatchTally:
        return MatchTally(
            self.boards + other.boards,
            self.imps + other.imps,
            self.imps_squared + other.imps_squared,
            self.flat + other.flat,
            tuple(a + b for a, b in zip(self.won, other.won)),
            tuple(a + b for a, b in zip(self.lost, other.lost)),
            (self.tables[0] + other.tables[0], self.tables[1] + other.tables[1]),
        )

    @property
    def imps_per_board(self) -> float:
        """Team A's mean IMPs a board (0.0 for no boards)."""
        return self.imps / self.boards if self.boards else 0.0

    @property
    def stderr(self) -> float | None:
        """The standard error of the mean: the sample standard deviation over √n (None below two boards)."""
        n = self.boards
        if n < 2:
            return None
        variance = (self.imps_squared - self.imps * self.imps / n) / (n - 1)
        return math.sqrt(max(variance, 0.0) / n)

    @property
    def ci95(self) -> tuple[float, float] | None:
        """The normal 95% interval of the mean, mean ± 1.96 standard errors (None below two boards)."""
        se = self.stderr
        if se is None:
            return None
        mean = self.imps_per_board
        return (mean - Z95 * se, mean + Z95 * se)

    def to_dict(self, team_a: Team, team_b: Team) -> dict[str, object]:
        """The summary for tools (``match --format json``; the keys are in README)."""
        ci = self.ci95
        return {
            "boards": self.boards,
            "imps": self.imps,
            "imps_per_board": self.imps_per_board,
            "stderr": self.stderr,
            "ci95": None if ci is None else list(ci),
            "teams": {"A": str(team_a), "B": str(team_b)},
            "swings": {
                "flat": self.flat,
                "A": {_band_name(b): n for b, n in zip(SWING_BANDS, self.won)},
                "B": {_band_name(b): n for b, n in zip(SWING_BANDS, self.lost)},
            },
            "tables": {
                "1": {"ns": str(team_a), "ew": str(team_b), **self.tables[0].to_dict()},
                "2": {"ns": str(team_b), "ew": str(team_a), **self.tables[1].to_dict()},
            },
        }


def tally_pair(table1: Board, table2: Board) -> MatchTally:
    """The MatchTally of one deal played at both tables; BridgeError if either is not over
    or they are not the same deal."""
    if table1.deal != table2.deal:
        raise BridgeError("the two tables of a board must play the same deal")
    first, second = tally_board(table1), tally_board(table2)
    swing = imps(first.ns_score - second.ns_score)
    won = [0] * len(SWING_BANDS)
    lost = [0] * len(SWING_BANDS)
    for i, (low, high) in enumerate(SWING_BANDS):
        if low <= abs(swing) <= high:
            (won if swing > 0 else lost)[i] = 1
    return MatchTally(1, swing, swing * swing, int(swing == 0), tuple(won), tuple(lost), (first, second))


# ---------------------------------------------------------------- playing a table


def _bid(board: Board, ns: System, ew: System) -> Board:
    while not board.auction_is_over:
        system = ns if board.auction.turn.side == Side.NS else ew
        board = apply_event(board, robot_call(board, system))
    return board


def _play(board: Board, ns: CardRobot, ew: CardRobot) -> Board:
    while not board.is_over:
        seat = board.to_act
        robot = ns if seat is not None and seat.side == Side.NS else ew
        board = apply_event(board, robot_card(board, robot))
    return board


def _claim_dd(board: Board, table: DDTable) -> Board:
    """The contract scored by its DD tricks: declarer claims them before the opening lead."""
    contract, declarer = board.contract, board.declarer
    if declarer is None or contract is None or contract.strain is None:
        return board
    tricks = table.tricks_for(declarer, contract.strain)
    return apply_event(board, Claimed(declarer, tricks, (("explain", "double dummy"),)))


def play_table(dealt: Dealt, ns: Team, ew: Team, dd: DDTable | None = None) -> Board:
    """One table's board: robots bid (each side its system) and play (each side its robot);
    with a DD table, the contract is scored by its DD tricks instead of being played."""
    board = _bid(start_board(dealt), get_system(ns.system), get_system(ew.system))
    if dd is not None:
        return _claim_dd(board, dd)
    return _play(board, ROBOTS[ns.robot], ROBOTS[ew.robot])


def play_match_chunk(chunk: MatchChunk) -> tuple[str, MatchTally]:
    """Play every board of the chunk at both tables: the log (JSON Lines, '' unless asked;
    table 1's board, then table 2's, each deal event carrying ``"table"``) and the MatchTally."""
    dealts = [Dealt(Deal(masks), Seat(dealer), Vulnerability(vul), number) for masks, dealer, vul, number in chunk.boards]
    tables = _dd_tables(dealts) if chunk.dd_only else [None] * len(dealts)
    lines: list[str] = []
    total = MatchTally()
    for dealt, dd in zip(dealts, tables):
        first = play_table(dealt._replace(extra=(("table", 1),)), chunk.team_a, chunk.team_b, dd)
        second = play_table(dealt._replace(extra=(("table", 2),)), chunk.team_b, chunk.team_a, dd)
        total = total + tally_pair(first, second)
        if chunk.log:
            lines.extend(event_to_line(e) + "\n" for e in (*first.events, *second.events))
    return "".join(lines), total


def _dd_tables(dealts: Sequence[Dealt]) -> Sequence[DDTable | None]:
    from .dd import dd_tables

    # One solver thread: a chunk runs on one core of a pool or a cluster worker.
    return dd_tables([d.deal for d in dealts], jobs=1)


def match_chunks(
    dealts: Iterable[Dealt], size: int, team_a: Team, team_b: Team, dd_only: bool, log: bool
) -> Iterable[MatchChunk]:
    """Cut a stream of deal events into chunks of ``size`` boards (the last may be shorter), lazily."""
    batch: list[BoardSpec] = []
    for dealt in dealts:
        batch.append(board_spec(dealt))
        if len(batch) == size:
            yield MatchChunk(tuple(batch), team_a, team_b, dd_only, log)
            batch = []
    if batch:
        yield MatchChunk(tuple(batch), team_a, team_b, dd_only, log)


def _table_of(board: Board) -> int | None:
    for key, value in board.dealt.extra:
        if key == "table" and value in (1, 2):
            return int(value)
    return None


def match_of_boards(boards: Iterable[Board]) -> MatchTally:
    """The MatchTally of a match's log read back: the n-th board of table 1 against the n-th of
    table 2 (by the ``"table"`` of their deal events); BridgeError if the tables do not pair up."""
    by_table: dict[int, list[Board]] = {1: [], 2: []}
    for board in boards:
        table = _table_of(board)
        if table is None:
            raise BridgeError("a match's deal event names its table: \"table\": 1 or 2")
        by_table[table].append(board)
    if len(by_table[1]) != len(by_table[2]):
        raise BridgeError(f"table 1 has {len(by_table[1])} boards and table 2 {len(by_table[2])}")
    total = MatchTally()
    for first, second in zip(by_table[1], by_table[2]):
        total = total + tally_pair(first, second)
    return total


# ---------------------------------------------------------------- the summary for people


def match_summary_text(tally: MatchTally, team_a: Team, team_b: Team) -> str:
    """Boards, IMPs, the mean a board with its standard error and interval, swings, each table's contracts."""
    se, ci = tally.stderr, tally.ci95
    spread = "" if se is None or ci is None else f" ± {se:.2f} (95% interval {ci[0]:+.2f} to {ci[1]:+.2f})"
    lines = [
        f"Team A  {team_a}   (NS at table 1, EW at table 2)",
        f"Team B  {team_b}   (EW at table 1, NS at table 2)",
        "",
        f"Boards          {tally.boards}",
        f"IMPs to A       {tally.imps:+d}",
        f"IMPs a board    {tally.imps_per_board:+.2f}{spread}",
        "",
        "Swings (IMPs)   " + "".join(f"{_band_name(b):>7}" for b in SWING_BANDS),
        "  to A          " + "".join(f"{n:>7}" for n in tally.won),
        "  to B          " + "".join(f"{n:>7}" for n in tally.lost),
        f"  flat          {tally.flat:>7}",
    ]
    for number, (ns, ew) in ((1, (team_a, team_b)), (2, (team_b, team_a))):
        lines += ["", f"Table {number}: NS {ns}, EW {ew}", _indented(summary_text(tally.tables[number - 1]))]
    return "\n".join(lines) + "\n"


def _indented(text: str) -> str:
    return "\n".join(("  " + line) if line else line for line in text.rstrip("\n").split("\n"))
