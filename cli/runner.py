"""Where simulate's chunks run: in this process, on a process pool, or on a Dask cluster.

``bridgefp.simulation.play_chunk`` is mapped over chunks of boards. Only a few chunks are
in flight at a time and their results come back in the order the chunks were sent, so
memory stays flat however many boards, and nothing depends on where a chunk ran.
"""

from __future__ import annotations

import os
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack, contextmanager
import threading
from multiprocessing import get_all_start_methods, get_context
from multiprocessing.context import BaseContext
from typing import IO, Any, Callable, Iterable, Iterator, Protocol, TypeVar

import click

from bridgefp.errors import BridgeError

W = TypeVar("W")  # a chunk of work: simulate's Chunk, match's MatchChunk

CHUNK_BOARDS = 50  # boards per chunk at most: big enough to pay for the trip, small for a live bar


def all_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def chunk_size(boards: int, workers: int) -> int:
    """Boards per chunk: about four chunks per worker at least, at most CHUNK_BOARDS."""
    return max(1, min(CHUNK_BOARDS, boards // (4 * workers)))


# ---------------------------------------------------------------- where the chunks run


class _Pending(Protocol):
    """A future of a process pool or of a Dask client."""

    def result(self) -> Any: ...


def in_order(
    submit: Callable[[W], _Pending], chunks: Iterable[W], window: int, place: str
) -> Iterator[Any]:
    """Submit chunks, at most ``window`` in flight, and yield their results in submission order.

    A chunk that fails where it ran (a worker killed, a cluster gone, a worker without
    bridgefp) ends the run with one line starting with ``place``; a BridgeError passes through.
    """
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
        yield _result(pending.popleft(), place)


def _result(pending: _Pending, place: str) -> Any:
    try:
        result = pending.result()
    except (BridgeError, click.ClickException):
        raise
    except Exception as e:  # whatever the pool or the cluster raises: said in one line
        raise click.ClickException(f"{place}: {type(e).__name__}: {e}") from None
    return result


def _pool_context() -> BaseContext:
    """How workers start: a fork of this process when it runs one thread (nothing to import
    again, no lock held by another thread); else from a fork server that has imported the
    core once; spawn where neither exists."""
    methods = get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return get_context("fork")
    if "forkserver" in methods:
        context = get_context("forkserver")
        context.set_forkserver_preload(["bridgefp.simulation"])
        return context
    return get_context("spawn")  # pragma: no cover - Windows


@contextmanager
def _pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """A process pool whose workers are joined on the way out; chunks not started are dropped on an error."""
    pool = ProcessPoolExecutor(jobs, mp_context=_pool_context())
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def run_local(
    chunks: Iterable[W], jobs: int, stack: ExitStack, work: Callable[[W], Any],
) -> Iterator[Any]:
    """``work`` (simulate's ``play_chunk``, match's ``play_match_chunk``) mapped over the chunks, results in order."""
    if jobs == 1:
        return map(work, chunks)
    pool = stack.enter_context(_pool(jobs))
    return in_order(lambda c: pool.submit(work, c), chunks, 2 * jobs + 1, "a worker process failed")


def run_on_cluster(
    chunks: Iterable[W], address: str, stack: ExitStack, work: Callable[[W], Any],
) -> Iterator[Any]:
    try:
        from distributed import Client
    except ImportError:
        raise click.ClickException(
            "--scheduler needs the cluster extra: pip install 'bridgefp[cluster]'"
        ) from None
    try:
        client = Client(address, timeout="10s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise click.ClickException(f"--scheduler {address}: cannot reach the scheduler: {e}") from None
    stack.callback(client.close)
    threads = sum(client.nthreads().values()) or 1
    submit = lambda c: client.submit(work, c, pure=False)  # noqa: E731
    return in_order(submit, chunks, 2 * threads + 1, f"--scheduler {address}: a chunk failed on the cluster")


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
