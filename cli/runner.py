"""Where simulate's chunks run: in this process, on a process pool, or on a Dask cluster.

``bridgefp.simulation.play_chunk`` is mapped over chunks of boards. Only a few chunks are
in flight at a time and their results come back in the order the chunks were sent, so
memory stays flat however many boards, and nothing depends on where a chunk ran.
"""

from __future__ import annotations

import os
import re
import signal
import sys
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack, contextmanager
import threading
from multiprocessing import get_all_start_methods, get_context
from multiprocessing.context import BaseContext
from typing import IO, Any, Callable, Iterable, Iterator, NoReturn, Protocol, TypeVar

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


def workers_for(boards: int, jobs: int | None) -> tuple[int, int]:
    """(processes, boards per chunk): ``jobs`` (default all cores) but never more processes than
    this process may run on, nor than there are chunks to play."""
    workers = min(jobs or all_cores(), all_cores())
    size = chunk_size(boards, workers)
    return max(1, min(workers, -(-boards // size))), size


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
                pending.append(_submitted(submit, chunk, place))
        if not pending:
            return
        if _stopping:
            raise KeyboardInterrupt
        yield _result(pending.popleft(), place)


def _submitted(submit: Callable[[W], _Pending], chunk: W, place: str) -> _Pending:
    try:
        return submit(chunk)
    except Exception as e:  # a pool whose workers are gone
        raise _failure(e, place) from None


def _result(pending: _Pending, place: str) -> Any:
    try:
        result = pending.result()
    except (BridgeError, click.ClickException):
        raise
    except Exception as e:  # whatever the pool or the cluster raises: said in one line
        raise _failure(e, place) from None
    return result


def _failure(e: Exception, place: str) -> BaseException:
    """What a failure where the chunks run means: the interrupt, if interrupt() ended the
    workers; else one line starting with ``place``."""
    if _stopping:
        return KeyboardInterrupt()
    return click.ClickException(f"{place}: {type(e).__name__}: {e}")


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


# prctl(PR_SET_PDEATHSIG, …): Linux sends the signal to a process when its parent dies.
_PR_SET_PDEATHSIG = 1


def _die_with(parent: int, forked: bool) -> None:
    """A worker's first act: end when the process that started the run ends, however it ends
    (SIGKILL included), so no worker outlives it holding stdout. The kernel's parent-death
    signal on Linux; elsewhere a thread that watches the parent. ``forked``: the worker is
    the run's own child (not a fork server's)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the parent's SIGTERM handler is not the worker's
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the parent ends the workers
    if not _parent_death_signal():
        import threading

        threading.Thread(target=_watch, args=(parent,), daemon=True).start()
    # The parent may have ended before the signal was asked for: its child was then given to
    # another process at once (even while the parent waits, a zombie, to be reaped).
    if (forked and os.getppid() != parent) or not _alive(parent):
        os._exit(1)


def _parent_death_signal() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0)
    except (OSError, AttributeError):  # pragma: no cover - no prctl in this libc
        return False


def _watch(parent: int) -> None:  # pragma: no cover - not Linux
    while _alive(parent):
        time.sleep(1.0)
    os._exit(1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # pragma: no cover - a pid taken by another user's process
        return False
    return True


# The pools of this process, so that a signal handler can end their workers; set when it has.
_live: list[ProcessPoolExecutor] = []
_stopping: list[bool] = []


def interrupt() -> NoReturn:
    """Stop the run, from a signal handler (SIGINT, SIGTERM): end every worker now, then raise
    KeyboardInterrupt. Should the exception be lost (raised inside the pool's own fork hooks,
    which ignore it), the run still stops: its next result says the workers are gone, and
    that is read as the interrupt it was."""
    _stopping.append(True)
    for pool in list(_live):
        _terminate(pool)
    raise KeyboardInterrupt


def _terminate(pool: ProcessPoolExecutor) -> None:
    processes = getattr(pool, "_processes", None) or {}
    for process in list(processes.values()):
        try:
            process.kill()  # SIGKILL: a worker just forked may still hold the parent's SIGTERM handler
        except (OSError, ValueError, AttributeError):  # pragma: no cover - already gone
            pass


@contextmanager
def _pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """A process pool whose workers are joined on the way out and die with this process;
    chunks not started are dropped on an error."""
    context = _pool_context()
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_die_with,
                               initargs=(os.getpid(), context.get_start_method() == "fork"))
    _stopping.clear()
    _live.append(pool)
    try:
        yield pool
    except BaseException:
        # the results are not wanted: end the workers now rather than wait for their chunks
        # (an interrupt may have come at any point of the pool's own work)
        _terminate(pool)
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        _live.remove(pool)
    pool.shutdown(wait=True)


def run_local(
    chunks: Iterable[W], jobs: int, stack: ExitStack, work: Callable[[W], Any],
) -> Iterator[Any]:
    """``work`` (simulate's ``play_chunk``, match's ``play_match_chunk``) mapped over the chunks, results in order."""
    if jobs == 1:
        return map(work, chunks)
    pool = stack.enter_context(_pool(jobs))
    return in_order(lambda c: pool.submit(work, c), chunks, 2 * jobs + 1, "a worker process failed")


def check_scheduler(address: str) -> None:
    """A scheduler's address must say where it is (``tcp://host:port``); a malformed one is a bad
    command line, said before the client starts (whose failure would stall and leave a traceback)."""
    try:
        from distributed.comm.addressing import get_address_host_port
    except ImportError:
        raise click.ClickException("--scheduler needs the cluster extra: pip install 'bridgefp[cluster]'") from None
    try:
        host, port = get_address_host_port(address)
    except (ValueError, TypeError) as e:
        raise click.UsageError(f"--scheduler {address}: not a scheduler's address ({e}); e.g. tcp://10.0.0.5:8786") from None
    if not host or not re.fullmatch(r"[0-9]{1,5}", address.rsplit(":", 1)[-1].rstrip("/")) or not 0 < port < 65536:
        raise click.UsageError(f"--scheduler {address}: not a scheduler's address (a host and a port 1-65535); "
                               "e.g. tcp://10.0.0.5:8786")


def run_on_cluster(
    chunks: Iterable[W], address: str, stack: ExitStack, work: Callable[[W], Any],
) -> Iterator[Any]:
    check_scheduler(address)
    from distributed import Client

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
