"""bridgefp benchmarks, and the same operations on endplay when it is installed.

Run from the repository root:

    python bench/run.py            # full run (well under a minute on 2 cores)
    python bench/run.py --quick    # smaller inputs, fewer repeats
    python bench/run.py --only deals_random,auctions_fold

Prints one line per figure, ``name: value unit``; a peer figure is
``<name>_endplay`` and the ratio ours / endplay is ``<name>_vs_endplay: N x``.
Each figure is the best (fastest) of R timed repeats of time.perf_counter,
with the garbage collector off while timing (as timeit does), for both libraries;
our repeats and endplay's are interleaved so machine load hits both alike.
Inputs are built once, untimed, from fixed seeds; the run is deterministic
apart from the clock.

To add a figure, append a ``Benchmark`` to ``LATER`` at the bottom of this file.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator

# Benchmark the checkout this file lives in, installed or not.
_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import bridgefp as bf  # noqa: E402
from bridgefp import evaluation as _evaluation  # noqa: E402
from bridgefp import robots as _robots  # noqa: E402

try:  # the peer library is optional: `pip install endplay` (the `bench` extra)
    import endplay  # noqa: F401
    import endplay.evaluate as ep_eval
    from endplay.dealer import generate_deals as ep_generate_deals
    from endplay.types import Bid as EpBid
    from endplay.types import Contract as EpContract
    from endplay.types import Hand as EpHand
    from endplay.types import Player as EpPlayer
    import endplay.parsers.pbn as _ep_pbn

    ENDPLAY_ERROR: str | None = None
except ImportError as exc:
    missing = getattr(exc, "name", None) == "endplay"
    ENDPLAY_ERROR = "not installed" if missing else f"not importable ({type(exc).__name__}: {exc})"
except Exception as exc:  # a broken install (numpy, its ctypes library)
    ENDPLAY_ERROR = f"not importable ({type(exc).__name__}: {exc})"

SEED = 20240601


# ---------------------------------------------------------------------------
# The harness
# ---------------------------------------------------------------------------


@dataclass
class Scale:
    """How big a run is: ``factor`` scales every input size; ``repeats`` timed runs each."""

    factor: float
    repeats: int

    def n(self, full: int) -> int:
        return max(1, int(full * self.factor))


@dataclass
class Benchmark:
    """One figure.

    ``prepare(scale)`` builds the inputs (untimed, once). ``ours(data)`` and
    ``peer(data)`` (endplay; None if there is no equivalent) do the timed work
    and return how many items (``unit``) they processed. ``reset(data)``, if
    given, runs untimed before every timed repeat of either side. ``check(data)``,
    if given, runs untimed once before timing when endplay is present and raises
    if the two libraries disagree on the results (so the ratio compares equal work).
    """

    name: str
    unit: str
    prepare: Callable[[Scale], Any]
    ours: Callable[[Any], int]
    peer: Callable[[Any], int] | None = None
    reset: Callable[[Any], None] | None = None
    check: Callable[[Any], None] | None = None
    available: Callable[[], str | None] = lambda: None  # a reason to skip, or None
    clock: Callable[[], float] = time.perf_counter  # time.process_time for CPU seconds


def _timed(
    fn: Callable[[Any], int], data: Any, reset: Callable[[Any], None] | None,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[int, float]:
    """One timed run: (items processed, seconds of ``clock``)."""
    if reset is not None:
        reset(data)
    gc.collect()
    gc.disable()
    try:
        t0 = clock()
        items = fn(data)
        dt = clock() - t0
    finally:
        gc.enable()
    return items, dt


def best_rates(
    fns: list[Callable[[Any], int]], data: Any, repeats: int, reset: Callable[[Any], None] | None,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """Items per second of the fastest of ``repeats`` runs of each function.

    The functions' runs are interleaved (ours, peer, ours, peer, ...) so that a
    burst of load on the machine slows both sides alike rather than one of them.
    """
    best = [float("inf")] * len(fns)
    items = [0] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            items[i], dt = _timed(fn, data, reset, clock)
            best[i] = min(best[i], dt)
    return [n / t for n, t in zip(items, best)]


def fmt(value: float) -> str:
    """Rates as whole numbers, ratios with one decimal (two below 1)."""
    if value >= 100:
        return f"{value:.0f}"
    if value >= 1:
        return f"{value:.1f}"
    return f"{value:.2f}"


# ---------------------------------------------------------------------------
# 1. Random deals per second
# ---------------------------------------------------------------------------
# Ours: Deal.random(rng), the portable Fisher-Yates of SPEC §1, rng = random.Random(seed).
# endplay: generate_deals(produce=n, seed=seed) with no constraints (numpy RandomState
# shuffle of 52 Card objects, then four Hand.extend calls per deal).


def _deals_prepare(scale: Scale) -> int:
    return scale.n(10_000)


def _deals_ours(n: int) -> int:
    rng = random.Random(SEED)
    random_deal = bf.Deal.random
    deals = [random_deal(rng) for _ in range(n)]
    return len(deals)


def _deals_peer(n: int) -> int:
    deals = list(ep_generate_deals(produce=n, seed=SEED))
    return len(deals)


# ---------------------------------------------------------------------------
# 2. Hands evaluated (HCP + shape) per second
# ---------------------------------------------------------------------------
# Ours: high_card_points(hand) + hand.lengths() (NOT shape_of, which is lru_cached).
# endplay: endplay.evaluate.hcp(hand) + endplay.evaluate.exact_shape(hand), on
# endplay Hands built from the same PBN strings. endplay is ~100x slower, so it
# evaluates the first `peer_n` hands once while we go over all hands `passes` times;
# every hand holds 13 cards, so the per-hand cost does not depend on which hands.


@dataclass
class HandsData:
    ours: list
    peer: list
    passes: int


def _hands_prepare(scale: Scale) -> HandsData:
    rng = random.Random(SEED + 1)
    pbns = [h.to_pbn() for _ in range(scale.n(5_000)) for h in bf.Deal.random(rng).hands()]
    ours = [bf.Hand.from_pbn(p) for p in pbns]
    peer = [EpHand(p) for p in pbns[: scale.n(4_000)]] if ENDPLAY_ERROR is None else []
    return HandsData(ours, peer, passes=10)


def _hands_ours(data: HandsData) -> int:
    hcp = bf.high_card_points
    hands = data.ours
    for _ in range(data.passes):
        for h in hands:
            hcp(h)
            h.lengths()
    return data.passes * len(hands)


def _hands_peer(data: HandsData) -> int:
    hcp = ep_eval.hcp
    shape = ep_eval.exact_shape
    for h in data.peer:
        hcp(h)
        shape(h)
    return len(data.peer)


def _hands_check(data: HandsData) -> None:
    for ours, peer in zip(data.ours, data.peer):
        c, d, h, s = ours.lengths()
        if bf.high_card_points(ours) != ep_eval.hcp(peer) or [s, h, d, c] != ep_eval.exact_shape(peer):
            raise AssertionError(f"hand evaluation differs on {ours}")


# ---------------------------------------------------------------------------
# 3. Auctions folded from call strings, with full legality, per second
# ---------------------------------------------------------------------------
# Inputs: auctions of canonical call texts ("P", "X", "XX", "1H", "3NT") made by
# choosing random legal calls (seeded; Pass 55% of the time, X/XX when legal 30%
# of the other turns, else one of the five cheapest bids) and a dealer that varies.
# Ours: Auction.from_calls(dealer, texts) -- parses every text and checks every call
# against the Laws -- then reads .contract and .declarer.
# endplay: Contract.from_auction(dealer, [Bid(t) for t in texts]) -- parses, no
# legality check -- then reads .declarer (its contract fields are set by the call).


@dataclass
class AuctionsData:
    ours: list  # (Seat, [text, ...])
    peer: list  # (Player, [text, ...])


def _random_auction(rng: random.Random) -> tuple[bf.Seat, list[str]]:
    dealer = bf.Seat(rng.randrange(4))
    a = bf.Auction.start(dealer)
    texts: list[str] = []
    while not a.is_complete:
        call = bf.PASS
        if rng.random() >= 0.55:
            legal = bf.legal_calls(a)
            doubles = [c for c in legal if c in (bf.DOUBLE, bf.REDOUBLE)]
            bids = [c for c in legal if c.is_bid][:5]
            if doubles and rng.random() < 0.3:
                call = rng.choice(doubles)
            elif bids:
                call = rng.choice(bids)
        a = bf.apply_call(a, a.turn, call)
        texts.append(call.log_text)
    return dealer, texts


def _auctions_prepare(scale: Scale) -> AuctionsData:
    rng = random.Random(SEED + 2)
    ours = [_random_auction(rng) for _ in range(scale.n(5_000))]
    peer = [(EpPlayer(int(d)), t) for d, t in ours] if ENDPLAY_ERROR is None else []
    return AuctionsData(ours, peer)


def _auctions_ours(data: AuctionsData) -> int:
    from_calls = bf.Auction.from_calls
    for dealer, texts in data.ours:
        a = from_calls(dealer, texts)
        a.contract
        a.declarer
    return len(data.ours)


def _auctions_peer(data: AuctionsData) -> int:
    from_auction = EpContract.from_auction
    for dealer, texts in data.peer:
        c = from_auction(dealer, [EpBid(t) for t in texts])
        c.declarer
    return len(data.peer)


_EP_DENOM_OF_STRAIN = (3, 2, 1, 0, 4)  # endplay: spades 0, hearts 1, diamonds 2, clubs 3, nt 4
_EP_PENALTY_OF_RISK = (1, 2, 4)  # endplay Penalty: passed 1, doubled 2, redoubled 4


def _auctions_check(data: AuctionsData) -> None:
    for (dealer, texts), (ep_dealer, _) in zip(data.ours, data.peer):
        a = bf.Auction.from_calls(dealer, texts)
        c = EpContract.from_auction(ep_dealer, [EpBid(t) for t in texts])
        ours = a.contract
        if ours.is_passed_out:
            same = c.is_passout()
        else:
            same = (
                c.level == ours.level
                and c.denom.value == _EP_DENOM_OF_STRAIN[ours.strain]
                and c.penalty.value == _EP_PENALTY_OF_RISK[ours.risk]
                and c.declarer.value == int(a.declarer)
            )
        if not same:
            raise AssertionError(f"contracts differ on {dealer} {' '.join(texts)}: {ours} {a.declarer} vs {c}")


# ---------------------------------------------------------------------------
# 4. Whole auctions bid by the simple-system robots per second (no endplay equivalent)
# ---------------------------------------------------------------------------
# finish_auction(start_board(Dealt(deal, S)), get_system("simple")) over pre-made deals.
# shape_of's lru_cache is cleared before each repeat, so every repeat sees fresh hands
# (as a simulation over new deals would); within one auction the cache works as designed.


def _robots_prepare(scale: Scale) -> list:
    rng = random.Random(SEED + 3)
    return [bf.Deal.random(rng) for _ in range(scale.n(2_000))]


def _robots_reset(deals: list) -> None:
    _evaluation.shape_of.cache_clear()


def _robots_ours(deals: list) -> int:
    system = bf.get_system("simple")
    start_board, Dealt, S = bf.start_board, bf.Dealt, bf.Seat.S
    finish_auction = _robots.finish_auction
    for deal in deals:
        finish_auction(start_board(Dealt(deal, S)), system)
    return len(deals)


BENCHMARKS: list[Benchmark] = [
    Benchmark("deals_random", "deals/s", _deals_prepare, _deals_ours, _deals_peer),
    Benchmark(
        "hands_hcp_shape", "hands/s", _hands_prepare, _hands_ours, _hands_peer, check=_hands_check
    ),
    Benchmark(
        "auctions_fold", "auctions/s", _auctions_prepare, _auctions_ours, _auctions_peer,
        check=_auctions_check,
    ),
    Benchmark(
        "auctions_simple_robots", "auctions/s", _robots_prepare, _robots_ours, reset=_robots_reset
    ),
]


# ---------------------------------------------------------------------------
# Later figures: append Benchmark(...) entries to LATER. Each needs a name, a
# unit, prepare(scale) -> data, ours(data) -> items, and optionally peer/reset/
# check/available (see Benchmark). Here: boards_robots, whole boards (simple-system
# auction + basic card play) per second. The declarer-tricks figure is below, untimed.
# ---------------------------------------------------------------------------


def _boards_ours(deals: list) -> int:
    system = bf.get_system("simple")
    start_board, Dealt, S = bf.start_board, bf.Dealt, bf.Seat.S
    finish_auction, finish_play = _robots.finish_auction, _robots.finish_play
    for deal in deals:
        finish_play(finish_auction(start_board(Dealt(deal, S)), system))
    return len(deals)


def _boards_prepare(scale: Scale) -> list:
    rng = random.Random(SEED + 4)
    return [bf.Deal.random(rng) for _ in range(scale.n(300))]


# deals_where: deals kept per second under a condition that about 10% of deals meet,
# hcp(N) >= 15 (10.5% of the seeded stream here). Ours: bridgefp.where.deals_where with
# Condition.parse("hcp(N) >= 15") over the SPEC §1 stream. endplay: generate_deals with
# its own dealer-language constraint "hcp(north) >= 15". The check confirms every deal
# endplay keeps meets our condition; deals_where_tried is the shuffles we made per second.

WHERE = "hcp(N) >= 15"


def _where_prepare(scale: Scale) -> int:
    return scale.n(2_000)


def _where_ours(n: int) -> int:
    from bridgefp.where import Condition, deals_where

    kept = list(deals_where(random.Random(SEED + 6), [bf.Seat.S] * n, Condition.parse(WHERE)))
    return len(kept)


def _where_peer(n: int) -> int:
    return len(list(ep_generate_deals("hcp(north) >= 15", produce=n, seed=SEED + 6)))


def _where_check(n: int) -> None:
    from bridgefp.where import Condition

    condition = Condition.parse(WHERE)
    for deal in ep_generate_deals("hcp(north) >= 15", produce=min(n, 200), seed=SEED + 6):
        if not condition(bf.Deal.from_pbn(deal.to_pbn())):
            raise AssertionError(f"endplay kept a deal that fails {WHERE}: {deal.to_pbn()}")


def where_tries(n: int) -> int:
    """How many shuffles deals_where makes to keep ``n`` deals under WHERE (untimed, for the tried rate)."""
    from bridgefp.where import Condition

    condition = Condition.parse(WHERE)
    rng = random.Random(SEED + 6)
    tries = kept = 0
    while kept < n:
        tries += 1
        kept += condition(bf.Deal.random(rng))
    return tries
# PBN read and write: the same file for both libraries, in the same run. The file
# is written once, untimed, by our writer from robot-played boards (numbered, dealer and
# vulnerability by the cycle, full auctions and 13 tricks). Ours: read_boards(lines, "pbn"),
# which parses AND folds every call and card through the rules (legality, the Result and
# Score checks); endplay: endplay.parsers.pbn.loads(text), which parses without checking.
# Write: ours write_boards(boards, "pbn") from the boards we read; endplay pbn.dumps from its own.


@dataclass
class PbnData:
    text: str
    lines: list
    ours: list
    peer: list


def _pbn_prepare(scale: Scale) -> PbnData:
    from bridgefp.formats import read_boards, write_boards

    system = bf.get_system("simple")
    boards = []
    for i, perm in enumerate(bf.seeded_permutations(SEED + 6, scale.n(300))):
        dealer = bf.Seat(i % 4)
        dealt = bf.Dealt(bf.Deal.from_permutation(perm, dealer), dealer, bf.Vulnerability.of_board(i + 1), i + 1)
        played = _robots.finish_play(_robots.finish_auction(bf.start_board(dealt), system))
        # as a scorer's file has them: without the robots' explanations (which PBN would carry as a Note per call)
        boards.append(bf.replay([e._replace(extra=()) for e in played.events])[0])
    text = "".join(write_boards(boards, "pbn"))
    lines = text.splitlines()
    ours = [b for b in read_boards(lines, "pbn") if isinstance(b, bf.Board)]
    peer = _ep_pbn.loads(text) if ENDPLAY_ERROR is None else []
    return PbnData(text, lines, ours, peer)


def _pbn_read_ours(data: PbnData) -> int:
    from bridgefp.formats import read_boards

    return sum(1 for _ in read_boards(data.text.splitlines(), "pbn"))  # from the text, as endplay reads it


def _pbn_read_peer(data: PbnData) -> int:
    return len(_ep_pbn.loads(data.text))


def _pbn_write_ours(data: PbnData) -> int:
    from bridgefp.formats import write_boards

    "".join(write_boards(data.ours, "pbn"))
    return len(data.ours)


def _pbn_write_peer(data: PbnData) -> int:
    _ep_pbn.dumps(data.peer)
    return len(data.peer)


def _pbn_check(data: PbnData) -> None:
    """Both read the same boards: the same number, contracts and tricks."""
    assert len(data.ours) == len(data.peer)
    for mine, theirs in zip(data.ours, data.peer):
        assert theirs.contract.level == mine.contract.level, (mine.number, theirs.contract)
        if mine.tricks is not None:
            assert theirs.contract.result == mine.tricks - mine.contract.tricks_needed


# PBN read on real files: the corpus files (../shared/corpora, unmodified) that endplay
# reads too — two BBO Helper exports, endplay's own two samples, the PBN Verifier's three test
# records (LF and CRLF): comments, notes, CRLF, tab-separated auctions, play cut short. 12 boards;
# each file is read 50 times a repeat (10 with --quick).
PBN_REAL = ("bbo-helper/Boards__BBO__cold_6d.pbn", "bbo-helper/Boards__BBO__too_many_trumps.pbn",
            "endplay/examples__pbn_files__sample.pbn", "endplay/tests__pbn__example1.pbn",
            "pbn-verifier/spec__resource__three_test_records.pbn",
            "pbn-verifier/spec__resource__three_test_records_crlf.pbn")


def _corpora() -> str | None:
    """The shared corpora folder: $BRIDGEFP_SHARED/corpora, else ``shared/corpora`` beside an ancestor."""
    if "BRIDGEFP_SHARED" in os.environ:
        return os.path.join(os.environ["BRIDGEFP_SHARED"], "corpora")
    here = _ROOT
    while os.path.dirname(here) != here:
        if os.path.isdir(os.path.join(here, "shared", "corpora")):
            return os.path.join(here, "shared", "corpora")
        here = os.path.dirname(here)
    return None


def _pbn_real_available() -> str | None:
    folder = _corpora()
    if folder is None or not all(os.path.exists(os.path.join(folder, f)) for f in PBN_REAL):
        return "the shared corpora (../shared/corpora) are not beside the checkout"
    return None


def _pbn_real_prepare(scale: Scale) -> list[str]:
    folder = _corpora()
    assert folder is not None
    texts = []
    for name in PBN_REAL:
        with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
            texts.append(f.read())
    return texts * scale.n(50)


def _pbn_real_ours(texts: list[str]) -> int:
    from bridgefp.formats import read_boards

    return sum(1 for t in texts for _ in read_boards(t.splitlines(), "pbn"))


def _pbn_real_peer(texts: list[str]) -> int:
    return sum(len(_ep_pbn.loads(t)) for t in texts)


def _pbn_real_check(texts: list[str]) -> None:
    """Both read every game of these files as a board; where a contract is played, the same level and result."""
    from bridgefp.formats import read_boards

    for t in texts[: len(PBN_REAL)]:
        ours = list(read_boards(t.splitlines(), "pbn"))
        theirs = _ep_pbn.loads(t)
        assert len(ours) == len(theirs) and all(isinstance(b, bf.Board) for b in ours), ours
        for mine, other in zip(ours, theirs):
            if mine.contract is not None and not mine.contract.is_passed_out and mine.tricks is not None:
                assert other.contract.level == mine.contract.level, (mine.number, other.contract)
                assert other.contract.result == mine.tricks - mine.contract.tricks_needed, (mine.number, other.contract)


LATER: list[Benchmark] = [
    Benchmark(
        "boards_robots", "boards/s", _boards_prepare, _boards_ours,
        reset=_robots_reset,
    ),
    Benchmark("deals_where", "deals kept/s", _where_prepare, _where_ours, _where_peer, check=_where_check),
    Benchmark("pbn_read", "boards/s", _pbn_prepare, _pbn_read_ours, _pbn_read_peer, check=_pbn_check),
    Benchmark("pbn_write", "boards/s", _pbn_prepare, _pbn_write_ours, _pbn_write_peer, check=_pbn_check),
    Benchmark("pbn_read_real", "boards/s", _pbn_real_prepare, _pbn_real_ours, _pbn_real_peer, check=_pbn_real_check,
              available=_pbn_real_available),
]


# ---------------------------------------------------------------------------
# The CLI's stages as the library runs them, in boards per CPU second
# (time.process_time): each reads JSON Lines, folds them board by board (every
# event checked), lets the robots finish the board, and writes JSON Lines back, as
# `bridgefp bid` and `bridgefp play` do. `stage_replay` only reads and folds a log
# of played boards as `bridgefp replay` does (blocks of lines decoded at once, each
# reader's memo of lines fresh; the input side, no output); its peer is endplay's
# `pbn.loads` on the same boards written as PBN by `board_to_pbn`.
# ---------------------------------------------------------------------------


def _stage(lines: list[str], finish: Callable[[bf.Board], bf.Board]) -> list[str]:
    from bridgefp.formats.log import event_to_line, iter_log

    out: list[str] = []
    for board in bf.fold_boards(iter_log(lines)):
        out.append("".join(event_to_line(e) + "\n" for e in finish(board).events))
    return out


def _bid(board: bf.Board) -> bf.Board:
    return _robots.finish_auction(board, bf.get_system("simple"))


def _stage_deals(n: int) -> list[str]:
    from bridgefp.formats.log import event_to_line

    rng = random.Random(SEED + 6)
    lines = []
    for number in range(1, n + 1):
        dealer = bf.Seat((number - 1) % 4)
        dealt = bf.Dealt(bf.Deal.random(rng, dealer), dealer, bf.Vulnerability.of_board(number), number)
        lines.append(event_to_line(dealt) + "\n")
    return lines


def _stage_bid_prepare(scale: Scale) -> list[str]:
    return _stage_deals(scale.n(4_000))


def _stage_bid_ours(lines: list[str]) -> int:
    return len(_stage(lines, _bid))


def _bid_sayc(board: bf.Board) -> bf.Board:
    return _robots.finish_auction(board, bf.get_system("sayc"))


def _stage_bid_sayc_ours(lines: list[str]) -> int:
    return len(_stage(lines, _bid_sayc))


def _sayc_reset(lines: list[str]) -> None:
    """Each repeat bids fresh hands and auctions, as the stage does on new deals: the caches start empty."""
    from bridgefp.systems import sayc
    from bridgefp.systems.sayc import context, partner

    _evaluation.shape_of.cache_clear()
    context.hand_facts.cache_clear()
    context._READINGS.clear()
    partner._read.cache_clear()
    sayc._TURN_STEPS.clear()


def _stage_play_prepare(scale: Scale) -> list[str]:
    return "".join(_stage(_stage_deals(scale.n(1_000)), _bid)).splitlines(keepends=True)


def _stage_play_ours(lines: list[str]) -> int:
    return len(_stage(lines, _robots.finish_play))


@dataclass
class ReplayData:
    lines: list[str]
    pbn: str
    boards: int


def _stage_replay_prepare(scale: Scale) -> ReplayData:
    played = "".join(_stage(_stage_play_prepare(Scale(scale.factor * 4, 1)), _robots.finish_play))
    lines = played.splitlines(keepends=True)
    boards = list(bf.fold_boards(__import__("bridgefp.formats.log").formats.log.iter_log(lines)))
    return ReplayData(lines, "\n".join(bf.board_to_pbn(b) for b in boards), len(boards))


def _stage_replay_ours(data: ReplayData) -> int:
    """The log read and folded as ``replay`` reads a file: its bytes in blocks of about 64 KiB of whole
    lines, each block's lines decoded at once (``LogBlocks``) and folded by ``fold_blocks``."""
    from bridgefp.board import fold_blocks
    from bridgefp.formats.log import LogBlocks

    reader = LogBlocks()
    return sum(1 for _ in fold_blocks(reader.read(_byte_blocks(data.lines)), reader.place, reader.forget))


def _byte_blocks(lines: list[str], size: int = 1 << 16) -> Iterator[list[bytes]]:
    """The lines as bytes without their line ends, in blocks of about ``size`` bytes (as one read gives them)."""
    block: list[bytes] = []
    held = 0
    for line in lines:
        raw = line.rstrip("\n").encode()
        block.append(raw)
        held += len(raw) + 1
        if held >= size:
            yield block
            block, held = [], 0
    if block:
        yield block


def _stage_replay_peer(data: ReplayData) -> int:
    from endplay.parsers import pbn as ep_pbn

    return len(ep_pbn.loads(data.pbn))


def _stage_replay_check(data: ReplayData) -> None:
    from endplay.parsers import pbn as ep_pbn
    from bridgefp.board import fold_blocks
    from bridgefp.formats.log import LogBlocks

    theirs = ep_pbn.loads(data.pbn)
    reader = LogBlocks()
    ours = list(fold_blocks(reader.read(_byte_blocks(data.lines)), reader.place, reader.forget))
    if len(theirs) != len(ours):
        raise AssertionError(f"stage_replay: endplay read {len(theirs)} boards, we {len(ours)}")
    for mine, peer in zip(ours, theirs):
        if len(peer.auction) != len(mine.auction.calls) or len(peer.play) != 4 * len(mine.play.done if mine.play else ()):
            raise AssertionError(f"stage_replay: board {mine.number} differs in auction or play")


STAGES: list[Benchmark] = [
    Benchmark("stage_bid", "boards/s", _stage_bid_prepare, _stage_bid_ours, reset=_robots_reset,
              clock=time.process_time),
    Benchmark("stage_bid_sayc", "boards/s", _stage_bid_prepare, _stage_bid_sayc_ours, reset=_sayc_reset,
              clock=time.process_time),
    Benchmark("stage_play", "boards/s", _stage_play_prepare, _stage_play_ours, clock=time.process_time),
    Benchmark("stage_replay", "boards/s", _stage_replay_prepare, _stage_replay_ours, _stage_replay_peer,
              check=_stage_replay_check, clock=time.process_time),
]

BENCHMARKS += LATER + STAGES


# ---------------------------------------------------------------------------
# A figure of play, not of speed: over a fixed set of deals bid by the simple
# robots, the tricks declarer takes when declarer (and dummy) are played by the
# basic robot, and when they are played by the random robot; the defenders are the
# basic robot both times. Deterministic: the same figure on every run.
# ---------------------------------------------------------------------------


def declarer_tricks(boards: int = 500, seed: int = SEED + 5) -> tuple[int, float, float]:
    """(boards played, mean tricks of basic declarers, mean tricks of random declarers)."""
    system = bf.get_system("simple")

    def random_declarer(view: bf.PlayView) -> bf.CardChoice:
        return bf.random_card(view) if view.is_declaring else bf.choose_card(view)

    played = robot_total = random_total = 0
    for perm in bf.seeded_permutations(seed, boards):
        board = _robots.finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm))), system)
        if board.auction.is_passed_out:
            continue
        played += 1
        robot_total += _robots.finish_play(board).tricks or 0
        random_total += _robots.finish_play(board, random_declarer).tricks or 0
    return played, robot_total / played, random_total / played

# ---------------------------------------------------------------------------
# simulate on one core and on all cores: the chunked runner of `bridgefp simulate`
# (bridgefp_cli.runner.run_local: the parent deals, a process pool plays the chunks,
# results come back in board order), pool start-up and shut-down included. The runs at 1
# and at all cores are interleaved, best of R each; the ratio is the speed-up. The CPU
# figure (this process and its joined workers) shows what the pool costs, whatever share
# of the cores other processes on the machine leave us.
# ---------------------------------------------------------------------------


def _cpu_seconds() -> float:
    import resource

    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def simulate_run(boards: int, jobs: int) -> tuple[float, float]:
    """(boards per second of wall time, CPU seconds of this process and its workers) of one run."""
    from contextlib import ExitStack

    from bridgefp.simulation import Tally, chunks_of
    from bridgefp.where import deals_where
    from bridgefp_cli.runner import chunk_size, run_local

    cpu0, t0 = _cpu_seconds(), time.perf_counter()
    total = Tally()
    with ExitStack() as stack:  # the pool is shut down (its workers joined) inside the timing
        dealts = (bf.Dealt(d) for d in deals_where(random.Random(SEED + 7), [bf.Seat.S] * boards))
        chunks = chunks_of(dealts, chunk_size(boards, jobs), "simple", "basic", "duplicate", False)
        for _, tally in run_local(chunks, jobs, stack):
            total = total + tally
    dt, cpu = time.perf_counter() - t0, _cpu_seconds() - cpu0
    assert total.boards == boards
    return boards / dt, cpu


def simulate_scaling(boards: int, repeats: int) -> tuple[int, float, float, float, float]:
    """(cores, best boards/s on 1 core, on all cores, least CPU s on 1 core, on all), runs interleaved."""
    from bridgefp_cli.runner import all_cores

    cores = all_cores()
    one = many = 0.0
    cpu_one = cpu_many = float("inf")
    for _ in range(repeats):
        rate, cpu = simulate_run(boards, 1)
        one, cpu_one = max(one, rate), min(cpu_one, cpu)
        rate, cpu = simulate_run(boards, cores)
        many, cpu_many = max(many, rate), min(cpu_many, cpu)
    return cores, one, many, cpu_one, cpu_many


# The project's aims: ours / endplay at least this much.
AIMS = {"deals_random": 5.0, "hands_hcp_shape": 50.0, "auctions_fold": 1.0, "stage_replay": 2.0,
        "pbn_read": 5.0, "pbn_write": 5.0}
# Stage aims in boards per CPU second; `play` depends on the card robot.
RATE_AIMS = {"stage_bid": 8_000.0, "stage_play": 800.0}
RATE_AIMS["stage_bid_sayc"] = 3_000.0  # the sayc robots (SPEC §18)


# ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller inputs (1/5) and 3 repeats")
    parser.add_argument("--repeats", type=int, default=None, help="timed repeats per figure (default 7, 3 with --quick)")
    parser.add_argument("--only", default="", help="comma-separated figure names to run")
    args = parser.parse_args(argv)

    scale = Scale(0.2, 3) if args.quick else Scale(1.0, 7)
    if args.repeats:
        scale.repeats = args.repeats
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    unknown = only - {b.name for b in BENCHMARKS} - {"declarer_tricks", "simulate"}
    if unknown:
        parser.error(f"unknown figure(s): {', '.join(sorted(unknown))}; known: {', '.join(b.name for b in BENCHMARKS)}")

    has_peer = ENDPLAY_ERROR is None
    print(f"python: {platform.python_version()} {platform.python_implementation()}")
    print(f"bridgefp: {bf.__version__}")
    if has_peer:
        print(f"endplay: {getattr(endplay, '__version__', '?')}")
    else:
        print(f"endplay: {ENDPLAY_ERROR}; endplay figures skipped (pip install endplay)")
    print(f"method: best of {scale.repeats} repeats, time.perf_counter (stage_*: time.process_time, CPU), gc off while timing")
    sys.stdout.flush()

    ratios: dict[str, float] = {}
    rates_seen: dict[str, float] = {}
    start = time.perf_counter()
    # First, while this process still runs one thread (endplay's dealer leaves one behind):
    # the pool then forks its workers, as `bridgefp simulate` does.
    if not only or "simulate" in only:
        boards = 400 if args.quick else 3000
        cores, one, many, cpu_one, cpu_many = simulate_scaling(boards, 1 if args.quick else 3)
        print(f"simulate_1_core: {fmt(one)} boards/s")
        print(f"simulate_{cores}_cores: {fmt(many)} boards/s")
        print(f"simulate_speedup: {many / one:.2f} x on {cores} cores")
        print(f"simulate_cpu_overhead: {cpu_many / cpu_one:.2f} x CPU time on {cores} cores vs 1 ({boards} boards)")
        sys.stdout.flush()

    for b in BENCHMARKS:
        if only and b.name not in only:
            continue
        why_not = b.available()
        if why_not:
            print(f"{b.name}: skipped ({why_not})")
            continue
        data = b.prepare(scale)
        if has_peer and b.check is not None:
            b.check(data)
        fns = [b.ours] + ([b.peer] if has_peer and b.peer is not None else [])
        rates = best_rates(fns, data, scale.repeats, b.reset, b.clock)
        ours = rates_seen[b.name] = rates[0]
        print(f"{b.name}: {fmt(ours)} {b.unit}")
        if b.name == "deals_where":
            print(f"deals_where_tried: {fmt(ours * where_tries(data) / data)} deals tried/s")
        if len(rates) > 1:
            peer = rates[1]
            ratios[b.name] = ours / peer
            print(f"{b.name}_endplay: {fmt(peer)} {b.unit}")
            print(f"{b.name}_vs_endplay: {fmt(ours / peer)} x")
        sys.stdout.flush()

    if not only or "declarer_tricks" in only:
        played, robot, randomly = declarer_tricks(100 if args.quick else 500)
        print(f"declarer_tricks_robot: {robot:.2f} tricks/board")
        print(f"declarer_tricks_random: {randomly:.2f} tricks/board")
        print(f"declarer_tricks_robot_vs_random: {robot - randomly:+.2f} tricks/board ({played} boards)")

    if ratios or rates_seen:
        missed = [f"{n} {fmt(ratios[n])} x < {fmt(a)} x" for n, a in AIMS.items() if n in ratios and ratios[n] < a]
        missed += [f"{n} {fmt(rates_seen[n])} < {fmt(a)} boards/s" for n, a in RATE_AIMS.items()
                   if n in rates_seen and rates_seen[n] < a]
        checked = sum(1 for n in AIMS if n in ratios) + sum(1 for n in RATE_AIMS if n in rates_seen)
        print(f"aims: {checked - len(missed)} of {checked} met" + (f" (missed: {'; '.join(missed)})" if missed else ""))
    print(f"bench_time: {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
