"""``bridgefp simulate``: many boards by robots, on every core or on a Dask cluster (SPEC §14).

The parent deals (the seeded stream, filtered by ``--where``) and cuts the boards into
chunks; ``runner`` sends them to be played wherever they run and takes the results back
in board order.
"""

from __future__ import annotations

import json
import os
import random
import sys
from contextlib import ExitStack, contextmanager
from types import FrameType
from typing import IO, TYPE_CHECKING, Any, Callable, Iterable, Iterator, NoReturn, TypeVar

import click

import bridgefp as bf
from bridgefp.simulation import Tally, chunks_of, play_chunk, summary_text

from .common import SEAT, Number, dealer_of, drawn_seed, robot_option, scoring_option, system_option, written_whole
from .runner import Progress, check_scheduler, interrupt, run_local, run_on_cluster, workers_for

if TYPE_CHECKING:
    from bridgefp.where import Condition

W = TypeVar("W")  # a chunk of boards
T = TypeVar("T", bound=Any)  # what a chunk adds up to: a Tally, or a match's MatchTally


def parse_where(text: str | None) -> Condition | None:
    """``--where``'s condition; a malformed one is a bad invocation (exit 2), in one line."""
    if text is None:
        return None
    from bridgefp.where import Condition  # the condition language's classes: loaded for --where alone

    try:
        return Condition.parse(text)
    except bf.ParseError as e:
        raise click.UsageError(f"--where: {e}") from None


def dealt_stream(
    seed: int | None, count: int, dealer: bf.Seat | None, first_board: int | None, where: Condition | None
) -> Iterator[bf.Dealt]:
    """The deal events of ``bridgefp deal --seed S --count N [--where …]``, lazily."""
    rng = random.Random(drawn_seed(seed))
    seats = (_board_plan(i, dealer, first_board)[1] for i in range(count))
    if where is None:  # the stream of ``deal --seed S``: one shuffle a board, dealt by its dealer
        deals: Iterator[bf.Deal] = (bf.Deal.random(rng, seat) for seat in seats)
    else:
        from bridgefp.where import deals_where

        deals = deals_where(rng, seats, where)
    try:
        for i, deal in enumerate(deals):
            number, seat, vul = _board_plan(i, dealer, first_board)
            yield bf.Dealt(deal, seat, vul, number)
    except bf.BridgeError as e:
        raise click.ClickException(f"--where: {e}") from None


def _board_plan(i: int, dealer: bf.Seat | None, first_board: int | None) -> tuple[int | None, bf.Seat, bf.Vulnerability]:
    """The i-th board's number, dealer and vulnerability, as `deal` gives them (SPEC §14)."""
    if first_board is None:
        return None, dealer_of(dealer, None), bf.Vulnerability.NONE
    number = first_board + i
    return number, dealer_of(dealer, number), bf.Vulnerability.of_board(number)


# ---------------------------------------------------------------- the command


@click.command()
@click.option("--boards", "count", type=Number(low=1), required=True, help="How many boards (deals kept by --where).")
@click.option("--seed", type=Number(), help="Deal reproducibly: the boards of `bridgefp deal --seed S --count N`.")
@click.option("--jobs", type=Number(low=1), help="Processes on this machine [default: all cores]; 1 = in process.")
@click.option("--scheduler", metavar="ADDRESS", help="Run on a Dask distributed cluster, e.g. tcp://10.0.0.5:8786.")
@system_option
@robot_option
@scoring_option
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer with --board].")
@click.option("--board", "first_board", type=Number(low=1), help="Number the boards from N; dealer and vulnerability follow the 16-board cycle.")
@click.option("--where", "where_text", metavar="EXPR", help="Keep only deals that meet a condition, e.g. 'hcp(N) >= 20 and balanced(N)'.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, writable=True, allow_dash=False), help="Write every event here, in board order.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True, help="The summary: text for people, JSON for tools.")
@click.option("--dd", "with_dd", is_flag=True, help="Also solve every board double dummy: tricks vs DD, IMPs vs par (the dds extra).")
def simulate(
    count: int, seed: int | None, jobs: int | None, scheduler: str | None, system: str, robot: str, scoring: str,
    dealer: bf.Seat | None, first_board: int | None, where_text: str | None, log_path: str | None, fmt: str,
    with_dd: bool,
) -> None:
    """Robots bid and play many boards; a progress bar, then a summary.

    \b
      bridgefp simulate --boards 10000 --seed 1
      bridgefp simulate --boards 1000 --where 'hcp(N) + hcp(S) >= 25' --format json
      bridgefp simulate --boards 100000 --scheduler tcp://scheduler:8786 --log boards.jsonl
    """
    if jobs is not None and scheduler is not None:
        raise click.UsageError("give --jobs or --scheduler, not both: the cluster decides its workers")
    if scheduler is not None:
        check_scheduler(scheduler)
    where = parse_where(where_text)
    if with_dd:
        _require_dd()
    workers, size = workers_for(count, jobs)
    dealts = dealt_stream(seed, count, dealer, first_board, where)
    chunks = chunks_of(dealts, size, system, robot, scoring, log_path is not None, with_dd)
    total = run_until_done(chunks, count, workers, scheduler, log_path, play_chunk, Tally())
    if fmt == "json":
        sys.stdout.write(json.dumps(total.to_dict()) + "\n")
    else:
        sys.stdout.write(summary_text(total))


def run_until_done(
    chunks: Iterable[W], count: int, workers: int, scheduler: str | None, log_path: str | None,
    work: Callable[[W], tuple[str, T]], total: T,
) -> T:
    """``_run``, where SIGTERM stops it as Ctrl-C does: the workers end at once, an existing log is
    kept, and one line says so (exit 1)."""
    with _sigterm_as_interrupt():
        try:
            return _run(chunks, count, workers, scheduler, log_path, work, total)
        except KeyboardInterrupt:
            _end_interrupted()


def _run(
    chunks: Iterable[W], count: int, workers: int, scheduler: str | None, log_path: str | None,
    work: Callable[[W], tuple[str, T]], total: T,
) -> T:
    """Play the chunks where they are sent (``work`` on each), writing the log in board order,
    adding up the tallies from ``total`` on, and drawing the bar."""
    progress = Progress(count, sys.stderr)
    with ExitStack() as stack:
        # the log is renamed into place only when every board was written: a run that fails
        # or is interrupted leaves an existing log as it was
        log = None if log_path is None else stack.enter_context(written_whole(log_path, f"--log {log_path}"))
        stack.callback(progress.close)
        if scheduler is not None:
            results = run_on_cluster(chunks, scheduler, stack, work)
        else:
            results = run_local(chunks, workers, stack, work)
        try:
            for text, tally in results:
                if log is not None:
                    _write_log(log, text, log_path)
                total = total + tally
                progress.advance(tally.boards)
        except bf.BridgeError as e:  # a robot broke a rule: a bug, said in one line all the same
            raise click.ClickException(str(e)) from None
    return total


def _write_log(log: IO[str], text: str, path: str | None) -> None:
    try:
        log.write(text)
    except OSError as e:
        raise click.ClickException(f"--log {path}: cannot write: {e.strerror}") from None


@contextmanager
def _sigterm_as_interrupt() -> Iterator[None]:
    """While the boards are played, SIGTERM stops the run as Ctrl-C does: the workers are
    ended, an existing --log is left as it was, one line, exit 1.

    Once stopped, a pipe to an ended worker that the pool still writes is an error to handle,
    not a signal to die of; and the interrupt, should it be raised where Python can only
    ignore it (the pool's fork hooks), is not printed as a fault: the run stops all the same.
    """
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        signal.signal(signal.SIGPIPE, signal.SIG_IGN)
        sys.unraisablehook = _quiet_interrupts(sys.unraisablehook)
        interrupt()

    saved = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


def _end_interrupted() -> NoReturn:
    """The run was interrupted and everything it opened is closed (the workers ended, a --log
    being written removed): one line, and exit now, without waiting at exit for the pool's
    threads, which may wait for ever on a pipe to a worker that is gone."""
    try:
        sys.stdout.flush()
    except OSError:
        pass
    try:
        sys.stderr.write("Error: interrupted: no summary, and an existing --log is as it was\n")
        sys.stderr.flush()
    except OSError:
        pass
    os._exit(1)


def _quiet_interrupts(hook: Callable[[Any], object]) -> Callable[[Any], object]:
    def quiet(unraisable: Any) -> object:
        if isinstance(unraisable.exc_value, KeyboardInterrupt):
            return None
        return hook(unraisable)

    return quiet


def _require_dd() -> None:
    """The solver loads here, or the run stops before it starts: one line saying how to install it."""
    from bridgefp.dd import SolverError, require

    try:
        require()
    except SolverError as e:
        raise click.ClickException(str(e)) from None
