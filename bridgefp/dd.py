"""Double-dummy results from DDS (Bo Haglund and Soren Hein's solver): the one adapter.

Everything the rest of bridgefp knows about double dummy goes through this module:
DD tables, par, the DD trace of a play, and the DD value of every card the seat to
move may play. The solver is DDS through the binding that the optional extra
``bridgefp[dds]`` installs (endplay, which bundles libdds). Only endplay's thin
ctypes layer (``endplay._dds``) is loaded, and only when a function here first needs
it, so ``import bridgefp`` stays fast and works without the extra; without it the
functions raise :class:`DDUnavailableError`, whose message says how to install it.
The binding's structs, encodings and batch limits never leave this module; its
failures come out as :class:`SolverError`. Both are ``RuntimeError``s, not ``BridgeError``s
(nothing in the values given is wrong), as python-chess's ``EngineError`` is; a value that is
not a DD result (a table of 14 tricks) is a :class:`DDError`, a ``BridgeError``.

``jobs`` is the number of cores a call may use in all: it sets the solver's own
thread count (``jobs=1`` solves on one core; ``None`` lets DDS use every core).
Batches of any length are split into the binding's limits here. A process pool of P
workers that each call the solver should pass ``jobs=1`` (or cores // P), or the
workers' solver threads will outnumber the cores. Calls within one process are
serialised (DDS's thread memory is shared); the GIL is released while DDS works.

The values (:class:`DDTable`, :class:`Par`, :class:`ParContract`,
:class:`Position`) need no solver and round-trip through their reprs.
"""

from __future__ import annotations

import os  # io-ok: the adapter finds and loads the binding's DDS layer alone (not endplay's package)
import sys  # io-ok: the same, registered once in sys.modules
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, TypeVar

from .cards import CARDS, SUIT_MASK, Card, Seat, Strain, Vulnerability
from .deal import Deal
from .errors import BridgeError
from ._records import immutable

if TYPE_CHECKING:
    from .play import Play

_T = TypeVar("_T")
_R = TypeVar("_R")

__all__ = [
    "DDError",
    "SolverError",
    "DDUnavailableError",
    "INSTALL_HINT",
    "DDTable",
    "ParContract",
    "Par",
    "Position",
    "is_available",
    "require",
    "dd_table",
    "dd_tables",
    "par",
    "dd_trace",
    "dd_traces",
    "solve_cards",
]

INSTALL_HINT = "double-dummy analysis needs the dds extra: pip install 'bridgefp[dds]'"


class DDError(BridgeError):
    """A value that is not a double-dummy result or position: a table of 14 tricks, a trick of four cards."""


class SolverError(RuntimeError):
    """The double-dummy solver failed; the message says why."""


class DDUnavailableError(SolverError):
    """The solver is not installed (or cannot be loaded); the message says how to install it."""


# ---------------------------------------------------------------- values

_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)


@immutable
@dataclass(frozen=True, slots=True)
class DDTable:
    """Double-dummy tricks for each declarer (N, E, S, W) in each strain (C, D, H, S, NT).

    ``tricks[seat][strain]`` with bridgefp's numbering (``Seat.N == 0``, ``Strain.C == 0``).

    >>> t = DDTable.from_dict({s: {"C": 7, "D": 6, "H": 6, "S": 7, "NT": 7} for s in "NESW"})
    >>> t.tricks_for("N", "NT"), t.to_dict()["W"]["H"]
    (7, 6)
    >>> eval(repr(t)) == t
    True
    """

    tricks: tuple[
        tuple[int, int, int, int, int],
        tuple[int, int, int, int, int],
        tuple[int, int, int, int, int],
        tuple[int, int, int, int, int],
    ]

    def __post_init__(self) -> None:
        rows = self.tricks
        if len(rows) != 4 or any(len(r) != 5 for r in rows):
            raise DDError("a DD table has 4 declarers x 5 strains")
        for row in rows:
            for n in row:
                if not isinstance(n, int) or not 0 <= n <= 13:
                    raise DDError(f"a DD table holds tricks 0..13, not {n!r}")

    def tricks_for(self, declarer: Seat | str, strain: Strain | str | int) -> int:
        """Tricks ``declarer`` takes double dummy with ``strain`` as trumps (or no trump)."""
        return self.tricks[Seat.parse(declarer)][Strain.parse(strain)]

    def to_dict(self) -> dict[str, dict[str, int]]:
        """``{"N": {"C": 7, "D": 6, "H": 6, "S": 7, "NT": 7}, "E": {…}, …}`` (SPEC §13)."""
        return {str(s): {str(x): self.tricks[s][x] for x in _STRAINS} for s in _SEATS}

    @classmethod
    def from_dict(cls, table: Mapping[str, Mapping[str, int]]) -> DDTable:
        """The table from :meth:`to_dict`'s form; DDError if a declarer or strain is missing."""
        try:
            rows = tuple(
                tuple(int(table[str(s)][str(x)]) for x in _STRAINS) for s in _SEATS
            )
        except (KeyError, TypeError, ValueError) as e:
            raise DDError(f"a DD table needs tricks for N, E, S, W in C, D, H, S, NT: {e}") from None
        return cls(rows)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"DDTable.from_dict({self.to_dict()!r})"


@immutable
@dataclass(frozen=True, slots=True)
class ParContract:
    """A par contract: level, strain, doubled or not, who declares it, and the tricks over (+) or down (-).

    ``declarers`` is a seat (``"N"``) when only that seat makes it, a side (``"NS"``) when
    either partner does. DDS's par sacrifices are doubled; its making contracts are not.

    >>> str(ParContract(4, Strain.H, True, "EW", -1)), str(ParContract(3, Strain.NT, False, "N", 1))
    ('4HX by EW', '3NT by N')
    """

    level: int
    strain: Strain
    doubled: bool
    declarers: str
    result: int = 0

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{'X' if self.doubled else ''} by {self.declarers}"

    @property
    def contract(self) -> str:
        """The contract alone, as bridgefp writes contracts: ``4HX``, ``3NT``."""
        return f"{self.level}{self.strain}{'X' if self.doubled else ''}"


@immutable
@dataclass(frozen=True, slots=True)
class Par:
    """DDS's dealer par: the score from NS's side and the par contracts (none when passed out)."""

    score: int
    contracts: tuple[ParContract, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """``{"score": {"NS": 90, "EW": -90}, "contracts": ["2C by NS"]}`` (SPEC §13)."""
        return {
            "score": {"NS": self.score, "EW": -self.score},
            "contracts": [str(c) for c in self.contracts],
        }


@immutable
@dataclass(frozen=True, slots=True)
class Position:
    """A position in the play: the cards each seat still holds, the trick in progress, trumps.

    ``hands`` are the cards still held (masks, N E S W; cards already played to the
    trick in progress are no longer in them); ``leader`` led the trick in progress
    (or leads next if it is empty); ``current`` holds its cards in the order played;
    ``trump`` is a suit 0..3 (C, D, H, S) or 4 for no trump. The seat to move is
    ``leader`` plus ``len(current)``.
    """

    hands: tuple[int, int, int, int]
    trump: int
    leader: Seat
    current: tuple[Card, ...] = ()

    @property
    def to_move(self) -> Seat:
        return self.leader.after(len(self.current))

    @classmethod
    def start(cls, deal: Deal, strain: Strain | str | int, declarer: Seat | str) -> Position:
        """The position before the opening lead: ``declarer``'s left-hand opponent to lead."""
        return cls(deal.masks, int(Strain.parse(strain)), Seat.parse(declarer).next)

    @classmethod
    def of_play(cls, play: Play) -> Position:
        """The position of a :class:`bridgefp.play.Play` in progress."""
        return cls(play.hands, play.trump, play.leader, tuple(play.current))


# ---------------------------------------------------------------- the binding, loaded lazily

_lock = threading.RLock()
_binding: Any = None
_threads: int | None = None  # the thread count last asked of DDS (0: DDS's own choice)


def _load() -> Any:
    """endplay's ctypes layer over libdds, loaded once and without the rest of endplay.

    ``import endplay`` pulls matplotlib (about a second); ``endplay._dds`` alone is a
    ctypes module that needs nothing else from endplay, so it is loaded from its file.
    """
    global _binding
    if _binding is not None:
        return _binding
    with _lock:
        if _binding is None:
            module = sys.modules.get("endplay._dds")
            _binding = module if module is not None else _load_dds_layer()
        return _binding


def _endplay_folder() -> str:
    """The folder of the installed endplay package; DDUnavailableError if there is none."""
    import importlib.util  # here, not at the top: off bridgefp's import path

    try:
        spec = importlib.util.find_spec("endplay")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise DDUnavailableError(INSTALL_HINT)
    return list(spec.submodule_search_locations)[0]


def _load_dds_layer() -> Any:
    """``endplay._dds`` executed from its file (not through ``endplay``), and registered as loaded."""
    import importlib.util  # here, not at the top: off bridgefp's import path

    path = os.path.join(_endplay_folder(), "_dds", "__init__.py")
    sub = importlib.util.spec_from_file_location("endplay._dds", path)
    if sub is None or sub.loader is None or not os.path.exists(path):
        raise DDUnavailableError(f"{INSTALL_HINT} (endplay is installed but its DDS layer is missing)")
    module = importlib.util.module_from_spec(sub)
    try:
        sub.loader.exec_module(module)
    except Exception as e:  # the library cannot be loaded on this machine
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise DDUnavailableError(f"the DDS library cannot be loaded: {first}; {INSTALL_HINT}") from None
    sys.modules["endplay._dds"] = module  # one libdds for us and for endplay itself
    return module


def is_available() -> bool:
    """True if the solver can be loaded (the ``dds`` extra is installed and works here)."""
    try:
        _load()
    except DDUnavailableError:
        return False
    return True


def require() -> None:
    """Load the solver now; DDUnavailableError, saying how to install it, if it cannot be."""
    _load()


def _use_threads(dds: Any, jobs: int | None) -> None:
    """Ask DDS for ``jobs`` threads (0 or None: all cores) if it is not set so already."""
    global _threads
    want = 0 if jobs is None else int(jobs)
    if want < 0:
        raise DDError(f"jobs must be 1 or more, not {jobs}")
    if _threads != want:
        dds.SetMaxThreads(want)
        _threads = want


def _call(fn: Any, *args: Any) -> None:
    try:
        fn(*args)
    except Exception as e:  # DDSError and ctypes errors: ours from here on
        raise SolverError(f"the DDS solver failed: {e}") from None


# DDS numbers strains S, H, D, C, NT (0..4) and suits S, H, D, C; bridgefp numbers them C, D, H, S, NT.
def _dds_strain(strain: int) -> int:
    return 4 if strain == 4 else 3 - strain


def _fill_hands(cards: Any, masks: Sequence[int]) -> None:
    """DDS's ``[hand][suit]`` rank sets (bit r for rank r, 2..14) from bridgefp's hand masks."""
    for seat in range(4):
        m = masks[seat]
        row = cards[seat]
        for suit in range(4):
            row[3 - suit] = ((m >> (13 * suit)) & SUIT_MASK) << 2


def _chunks(items: Sequence[Any], size: int) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _in_batches(
    items: Sequence[_T], jobs: int | None, limit: str, solve: Callable[[Any, Sequence[_T]], list[_R]]
) -> list[_R]:
    """``solve(dds, chunk)`` over ``items`` in chunks of the binding's ``limit``, on ``jobs`` cores, in order."""
    if not items:
        return []
    dds = _load()
    out: list[_R] = []
    with _lock:
        _use_threads(dds, jobs)
        for chunk in _chunks(items, int(getattr(dds, limit))):
            out += solve(dds, chunk)
    return out


def _dds_card(card: Card) -> tuple[int, int]:
    """DDS's suit (S, H, D, C as 0..3) and rank (2..14) of a card."""
    return 3 - card // 13, card % 13 + 2


def _boards(dds: Any, positions: Sequence[Position]) -> Any:
    """DDS's ``boards`` struct for positions: trumps, leader, trick in progress, cards held; every card's value."""
    boards = dds.boards()
    boards.noOfBoards = len(positions)
    for i, pos in enumerate(positions):
        if len(pos.current) > 3:
            raise DDError("a trick in progress holds at most three cards")
        dl = boards.deals[i]
        dl.trump = _dds_strain(pos.trump)
        dl.first = int(pos.leader)
        for k in range(3):
            suit, rank = _dds_card(pos.current[k]) if k < len(pos.current) else (0, 0)
            dl.currentTrickSuit[k] = suit
            dl.currentTrickRank[k] = rank
        _fill_hands(dl.remainCards, pos.hands)
        boards.target[i] = -1  # the most tricks the side to move can take
        boards.solutions[i] = 3  # every card, with its value
        boards.mode[i] = 1  # search even when only one card may be played
    return boards


# ---------------------------------------------------------------- DD tables


def dd_table(deal: Deal) -> DDTable:
    """The DD table of one deal: tricks for each declarer in each strain.

    >>> d = Deal.from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
    >>> dd_table(d).tricks_for("W", "S")  # doctest: +SKIP
    8
    """
    return dd_tables([deal], jobs=1)[0]


def dd_tables(deals: Iterable[Deal], jobs: int | None = None) -> list[DDTable]:
    """The DD tables of many deals, in order, solved on ``jobs`` cores (None: all)."""
    return _in_batches(list(deals), jobs, "MAXNOOFTABLES", _table_batch)  # tables per call with all five strains


def _table_batch(dds: Any, chunk: Sequence[Deal]) -> list[DDTable]:
    """The DD tables of one batch of deals."""
    batch = dds.ddTableDeals()
    batch.noOfTables = len(chunk)
    for i, deal in enumerate(chunk):
        _fill_hands(batch.ddTableDeal[i].cards, deal.masks)
    res = dds.ddTablesRes()
    pars = dds.allParResults()
    _call(dds.CalcAllTables, batch, -1, [0, 0, 0, 0, 0], res, pars)
    return [_table_of(res.results[i].resTable) for i in range(len(chunk))]


def _table_of(res: Any) -> DDTable:
    rows = tuple(tuple(int(res[_dds_strain(x)][seat]) for x in range(5)) for seat in range(4))
    return DDTable(rows)  # type: ignore[arg-type]


# ---------------------------------------------------------------- par

_VUL_CODE = {Vulnerability.NONE: 0, Vulnerability.ALL: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}
_SEATS_TEXT = ("N", "E", "S", "W", "NS", "EW")


def par(
    deal_or_table: Deal | DDTable,
    dealer: Seat | str,
    vulnerable: Vulnerability | str = Vulnerability.NONE,
) -> Par:
    """DDS's dealer par for a deal (or its DD table): the score from NS's side and the contracts.

    Dealer and vulnerability matter: of two sides that could both open the par
    contract, the one that bids first gets it.
    """
    table = deal_or_table if isinstance(deal_or_table, DDTable) else dd_table(deal_or_table)
    dealer_seat = Seat.parse(dealer)
    vul = Vulnerability.parse(vulnerable)
    dds = _load()
    res = dds.ddTableResults()
    for seat in range(4):
        for x in range(5):
            res.resTable[_dds_strain(x)][seat] = table.tricks[seat][x]
    master = dds.parResultsMaster()
    with _lock:
        _call(dds.DealerParBin, res, master, int(dealer_seat), _VUL_CODE[vul])
    contracts: list[ParContract] = []
    for i in range(int(master.number)):
        c = master.contracts[i]
        level = int(c.level)
        if level == 0:
            continue  # passed out
        denom = int(c.denom)  # here DDS numbers NT, S, H, D, C as 0..4
        strain = _STRAINS[4 if denom == 0 else 4 - denom]
        under = int(c.underTricks)
        contracts.append(
            ParContract(level, strain, under > 0, _SEATS_TEXT[int(c.seats)], -under if under else int(c.overTricks))
        )
    return Par(int(master.score), tuple(contracts))


# ---------------------------------------------------------------- DD traces of played boards


def dd_trace(
    deal: Deal, strain: Strain | str | int, declarer: Seat | str, cards: Sequence[Card | str]
) -> tuple[int, ...]:
    """DD tricks for declarer's side before the first card and after each card of ``cards``.

    ``cards`` are played in order from the opening lead (declarer's left-hand
    opponent); the result holds ``1 + len(cards)`` values. The values after cards
    49–52 are the value after card 48: the last trick is forced.
    """
    return dd_traces([(deal, strain, declarer, cards)], jobs=1)[0]


def dd_traces(
    plays: Iterable[tuple[Deal, Strain | str | int, Seat | str, Sequence[Card | str]]],
    jobs: int | None = None,
) -> list[tuple[int, ...]]:
    """:func:`dd_trace` of many plays ``(deal, strain, declarer, cards)``, solved on ``jobs`` cores."""
    items = [
        (Position.start(deal, strain, declarer), [Card.parse(c) if isinstance(c, str) else c for c in cards])
        for deal, strain, declarer, cards in plays
    ]
    return _in_batches(items, jobs, "MAXNOOFBOARDS", _trace_batch)


def _trace_batch(dds: Any, chunk: Sequence[tuple[Position, list[Card]]]) -> list[tuple[int, ...]]:
    """The DD traces of one batch of plays, each from its position before the opening lead."""
    boards = _boards(dds, [pos for pos, _ in chunk])
    traces = dds.playTracesBin()
    traces.noOfBoards = len(chunk)
    for i, (_, cards) in enumerate(chunk):
        tr = traces.plays[i]
        tr.number = len(cards)
        for k, card in enumerate(cards):
            tr.suit[k], tr.rank[k] = _dds_card(card)
    solved = dds.solvedPlays()
    _call(dds.AnalyseAllPlaysBin, boards, traces, solved, 1)
    return [_trace_of(solved.solved[i], len(cards) + 1) for i, (_, cards) in enumerate(chunk)]


def _trace_of(sp: Any, want: int) -> tuple[int, ...]:
    """``want`` values of DDS's trace: after card 48 the play is forced, so its last value repeats."""
    values = [int(sp.tricks[k]) for k in range(int(sp.number))][:want]
    if values:
        values += [values[-1]] * (want - len(values))
    return tuple(values)


# ---------------------------------------------------------------- every card of the seat to move


def solve_cards(positions: Iterable[Position], jobs: int | None = None) -> list[dict[Card, int]]:
    """For each position, every card the seat to move may play, with its DD value.

    The value of a card is the number of the remaining tricks (the trick in progress
    included) that the side to move takes double dummy after playing it. Positions
    are solved in batches on ``jobs`` cores; a batch may hold any number of them.
    This is what a Monte-Carlo double-dummy card player asks of the solver.
    """
    return _in_batches(list(positions), jobs, "MAXNOOFBOARDS", _cards_batch)


def _cards_batch(dds: Any, chunk: Sequence[Position]) -> list[dict[Card, int]]:
    """Every card's DD value in one batch of positions."""
    boards = _boards(dds, chunk)
    solved = dds.solvedBoards()
    _call(dds.SolveAllBoardsBin, boards, solved)
    return [_scores_of(solved.solvedBoard[i]) for i in range(len(chunk))]


def _scores_of(fut: Any) -> dict[Card, int]:
    """DDS's ``futureTricks`` as ``{card: value}`` in card order; equal cards share their value."""
    scores: dict[Card, int] = {}
    for k in range(int(fut.cards)):
        suit = 3 - int(fut.suit[k])
        ranks = (1 << int(fut.rank[k])) | int(fut.equals[k])
        for r in range(2, 15):
            if ranks >> r & 1:
                scores[CARDS[13 * suit + r - 2]] = int(fut.score[k])
    return dict(sorted(scores.items()))
