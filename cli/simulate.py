"""``bridgefp simulate``: many boards by robots, on every core or on a Dask cluster (SPEC §14).

The parent deals (the seeded stream, filtered by ``--where``) and cuts the boards into
chunks; ``bridgefp.simulation.play_chunk`` plays each chunk wherever it is sent. Only a
few chunks are in flight at a time and results are taken back in board order, so memory
stays flat however many boards, and the log and summary never depend on where a chunk ran.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from multiprocessing import get_context
from typing import IO, Any, Callable, Iterable, Iterator, Protocol

import click

import bridgefp as bf
from bridgefp.cardplay import ROBOTS
from bridgefp.simulation import Chunk, Tally, chunks_of, play_chunk, summary_text
from bridgefp.where import Condition, deals_where

from .main import SEAT, _dealer_of, _scoring_option, _system_option

CHUNK_BOARDS = 50  # boards per chunk at most: big enough to pay for the trip, small for a live bar


def all_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def parse_where(text: str | None) -> Condition | None:
    """``--where``'s condition; a malformed one is a bad invocation (exit 2), in one line."""
    if text is None:
        return None
    try:
        return Condition.parse(text)
    except bf.ParseError as e:
        raise click.UsageError(f"--where: {e}") from None


def dealt_stream(
    seed: int | None, count: int, dealer: bf.Seat | None, first_board: int | None, where: Condition | None
) -> Iterator[bf.Dealt]:
    """The deal events of ``bridgefp deal --seed S --count N [--where …]``, lazily."""
    rng = random.Random(seed) if seed is not None else random.Random()  # no seed: fresh entropy
    numbers = range(first_board or 1, (first_board or 1) + count)
    dealers = (_dealer_of(dealer, n if first_board else None) for n in numbers)
    deals = deals_where(rng, dealers, where)
    try:
        for n, deal in zip(numbers, deals):
            vul = bf.Vulnerability.of_board(n) if first_board else bf.Vulnerability.NONE
            yield bf.Dealt(deal, _dealer_of(dealer, n if first_board else None), vul, n if first_board else None)
    except bf.BridgeError as e:
        raise click.ClickException(f"--where: {e}") from None


# ---------------------------------------------------------------- where the chunks run


class _Pending(Protocol):
    """A future of a process pool or of a Dask client."""

    def result(self) -> Any: ...


def in_order(submit: Callable[[Chunk], _Pending], chunks: Iterable[Chunk], window: int) -> Iterator[tuple[str, Tally]]:
    """Submit chunks, at most ``window`` in flight, and yield their results in submission order."""
    pending: deque[_Pending] = deque()
    source = iter(chunks)
    exhausted = False
    while True:
        while not exhausted and len(pending) < window:
            chunk = next(source, None)
            if chunk is None:
                exhausted = True
            else:
                pending.append(submit(chunk))
        if not pending:
            return
        yield pending.popleft().result()


def run_local(chunks: Iterable[Chunk], jobs: int, stack: ExitStack) -> Iterator[tuple[str, Tally]]:
    if jobs == 1:
        return map(play_chunk, chunks)
    # spawn: a clean interpreter per worker, whatever threads the parent runs
    pool = stack.enter_context(ProcessPoolExecutor(jobs, mp_context=get_context("spawn")))
    stack.callback(pool.shutdown, wait=False, cancel_futures=True)
    return in_order(lambda c: pool.submit(play_chunk, c), chunks, 2 * jobs + 1)


def run_on_cluster(chunks: Iterable[Chunk], address: str, stack: ExitStack) -> Iterator[tuple[str, Tally]]:
    try:
        from distributed import Client
    except ImportError:
        raise click.ClickException(
            "--scheduler needs the cluster extra: pip install 'bridgefp[cluster]'"
        ) from None
    try:
        client = Client(address, timeout="10s", set_as_default=False)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError) as e:
        raise click.ClickException(f"--scheduler {address}: cannot reach the scheduler: {e}") from None
    stack.callback(client.close)
    threads = sum(client.nthreads().values()) or 1  # type: ignore[no-untyped-call]
    return in_order(lambda c: client.submit(play_chunk, c, pure=False), chunks, 2 * threads + 1)


# ---------------------------------------------------------------- the progress bar


class Progress:
    """Boards done, boards/s and time left on a terminal's stderr; silent anywhere else."""

    def __init__(self, total: int, stream: IO[str]) -> None:
        self.total = total
        self.stream = stream
        self.live = stream.isatty()
        self.start = time.monotonic()
        self.shown = 0.0
        self.done = 0

    def advance(self, boards: int) -> None:
        self.done += boards
        now = time.monotonic()
        if self.live and (now - self.shown >= 0.1 or self.done == self.total):
            self.shown = now
            self.stream.write("\r" + self.line(now - self.start) + "\x1b[K")
            self.stream.flush()

    def line(self, elapsed: float) -> str:
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        width = 30
        filled = width * self.done // self.total if self.total else width
        return (
            f"[{'#' * filled}{'-' * (width - filled)}] {self.done}/{self.total} boards"
            f"  {rate:,.0f} boards/s  {_clock(left)} left"
        )

    def close(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()


def _clock(seconds: float) -> str:
    s = int(seconds + 0.5)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


# ---------------------------------------------------------------- the command


@click.command()
@click.option("--boards", "count", type=click.IntRange(min=1), required=True, help="How many boards (deals kept by --where).")
@click.option("--seed", type=int, help="Deal reproducibly: the boards of `bridgefp deal --seed S --count N`.")
@click.option("--jobs", type=click.IntRange(min=1), help="Processes on this machine [default: all cores]; 1 = in process.")
@click.option("--scheduler", metavar="ADDRESS", help="Run on a Dask distributed cluster, e.g. tcp://10.0.0.5:8786.")
@_system_option
@click.option("--robot", type=click.Choice(sorted(ROBOTS)), default="basic", show_default=True, help="The card-play robot.")
@_scoring_option
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "first_board", type=click.IntRange(min=1), help="Number the boards from N; dealer and vulnerability follow the 16-board cycle.")
@click.option("--where", "where_text", metavar="EXPR", help="Keep only deals that meet a condition, e.g. 'hcp(N) >= 20 and balanced(N)'.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, writable=True, allow_dash=False), help="Write every event here, in board order.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True, help="The summary: text for people, JSON for tools.")
def simulate(
    count: int, seed: int | None, jobs: int | None, scheduler: str | None, system: str, robot: str, scoring: str,
    dealer: bf.Seat | None, first_board: int | None, where_text: str | None, log_path: str | None, fmt: str,
) -> None:
    """Robots bid and play many boards; a progress bar, then a summary.

    \b
      bridgefp simulate --boards 10000 --seed 1
      bridgefp simulate --boards 1000 --where 'hcp(N) + hcp(S) >= 25' --format json
      bridgefp simulate --boards 100000 --scheduler tcp://scheduler:8786 --log boards.jsonl
    """
    if jobs is not None and scheduler is not None:
        raise click.UsageError("give --jobs or --scheduler, not both: the cluster decides its workers")
    where = parse_where(where_text)
    workers = jobs or all_cores()
    size = max(1, min(CHUNK_BOARDS, count // (4 * workers)))
    dealts = dealt_stream(seed, count, dealer, first_board, where)
    chunks = chunks_of(dealts, size, system, robot, scoring, log_path is not None)
    progress = Progress(count, sys.stderr)
    total = Tally()
    with ExitStack() as stack:
        log: IO[str] | None = None
        if log_path is not None:
            try:
                log = stack.enter_context(open(log_path, "w", encoding="utf-8"))
            except OSError as e:
                raise click.ClickException(f"--log {log_path}: cannot write: {e.strerror}") from None
        stack.callback(progress.close)
        if scheduler is not None:
            results = run_on_cluster(chunks, scheduler, stack)
        else:
            results = run_local(chunks, workers, stack)
        for text, tally in results:
            if log is not None:
                log.write(text)
            total = total + tally
            progress.advance(tally.boards)
    if fmt == "json":
        sys.stdout.write(json.dumps(total.to_dict()) + "\n")
    else:
        sys.stdout.write(summary_text(total))
