"""Whole `bridgefp` processes as a user runs them, on the same boards, in `name: value unit` lines.

    python bench/process.py                 # 3,000 boards, median of 5 fresh processes a figure
    python bench/process.py --quick         # 600 boards, median of 3
    python bench/process.py --only replay_log,bid

Each figure times a fresh `bridgefp` process from start to exit: start-up, reading, decoding,
folding every event through the rules, the stage's own work and writing are all in it. Wall
time is measured from this parent; CPU time (user + system) from the child's rusage. A rate
is boards over the median wall time. endplay's figures are `endplay.parsers.pbn.loads` in this
process (imported before timing, so it pays no start-up) on the same boards, the median of as
many repeats, interleaved with ours; a ratio is endplay's time over ours (above 1: we are
faster). The inputs are made once, untimed, by `bridgefp` itself from fixed seeds, in a
temporary folder:

- `deals.jsonl`: `bridgefp deal --seed 20260101 --count N`; `bid.jsonl` its `bid` stage;
  `played.jsonl` the `play` stage after it; `played.pbn` the same boards by `convert`;
- `real.pbn`: the two BBO Helper exports of ../shared/corpora (unmodified), one after the
  other, repeated to N boards (skipped when the corpora are not beside the checkout).

Aims: replay of a log ≥ 2× endplay's PBN loader; replay of the real PBN ≥ 3×; `bid` ≥ 8,000
boards/s; `play` ≥ 800; `--help` ≤ 120 ms; `simulate` on all cores ≥ 1.8× one core;
`bid --system sayc` ≥ 3,000 auctions/s; `match --dd-only` ≥ 90% of its CPU in the solver
(the solver's CPU on the same deals, in process, over the whole process's CPU).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from statistics import median
from typing import Callable, NamedTuple

SEED = 20260101
# Each figure by two statistics of its runs: the median, and the best (quickest) run. On a machine shared
# with other work the quickest run is the one least disturbed, the nearest to what a quiet machine gives.
STATS: tuple[tuple[str, Callable[[list[float]], float]], ...] = (("", median), ("_best", min))
COMMAND = "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"
REAL = ("bbo-helper/Boards__BBO__cold_6d.pbn", "bbo-helper/Boards__BBO__too_many_trumps.pbn")


def bridgefp(*args: str) -> list[str]:
    """The installed ``bridgefp``, as its console script runs it: ``-P`` keeps the working directory off the
    path, so that a run from a checkout measures the installation, not the checkout's sources."""
    return [sys.executable, "-P", "-c", COMMAND, *args]


def run_once(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one process; it must succeed."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"failed: {' '.join(argv[3:])}: {err.decode(errors='replace').strip()}")
    return wall, usage.ru_utime + usage.ru_stime


class Times(NamedTuple):
    """A figure's runs: wall and CPU seconds of each fresh process, and of the in-process peer run between them."""

    walls: list[float]
    cpus: list[float]
    peers: list[float]

    def wall(self, stat: Callable[[list[float]], float]) -> float:
        return stat(self.walls)

    def peer(self, stat: Callable[[list[float]], float]) -> float:
        return stat(self.peers) if self.peers else 0.0


def timed(argv: list[str], repeats: int, peer: Callable[[], object] | None = None) -> Times:
    """Wall and CPU seconds of ``argv`` over fresh processes, and the seconds of ``peer`` (in process)
    run between them; one untimed warm-up of each first."""
    run_once(argv)
    if peer is not None:
        peer()
    times = Times([], [], [])
    for _ in range(repeats):
        wall, cpu = run_once(argv)
        times.walls.append(wall)
        times.cpus.append(cpu)
        if peer is not None:
            start = time.perf_counter()
            peer()
            times.peers.append(time.perf_counter() - start)
    return times


def make(folder: str, boards: int) -> dict[str, str]:
    """The input files, made by bridgefp itself."""
    path = {name: os.path.join(folder, name) for name in ("deals.jsonl", "bid.jsonl", "played.jsonl", "played.pbn")}
    steps = [
        (["deal", "--seed", str(SEED), "--count", str(boards)], None, path["deals.jsonl"]),
        (["bid", path["deals.jsonl"]], None, path["bid.jsonl"]),
        (["play", path["bid.jsonl"]], None, path["played.jsonl"]),
    ]
    for args, _, out in steps:
        with open(out, "wb") as f:
            subprocess.run(bridgefp(*args), stdout=f, check=True)
    subprocess.run(bridgefp("convert", path["played.jsonl"], path["played.pbn"]), check=True)
    real = _real_text(boards)
    if real is not None:
        path["real.pbn"] = os.path.join(folder, "real.pbn")
        with open(path["real.pbn"], "w", encoding="utf-8", newline="") as f:
            f.write(real)
    return path


def _real_text(boards: int) -> str | None:
    from run import _corpora  # bench/run.py, beside this file

    folder = _corpora()
    if folder is None or not all(os.path.exists(os.path.join(folder, name)) for name in REAL):
        return None
    games = []
    for name in REAL:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            games.append(f.read().strip("\n"))
    return "\n\n".join(games[i % len(games)] for i in range(boards)) + "\n"


def _pbn_loader(path: str, boards: int) -> Callable[[], object] | None:
    """endplay's PBN loader on the file's text, checked to read every board; None without endplay."""
    try:
        from endplay.parsers import pbn
    except ImportError:
        return None
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert len(pbn.loads(text)) == boards, "endplay reads another number of boards"
    return lambda: pbn.loads(text)


def _print(name: str, value: float, unit: str) -> None:
    shown = f"{value:.2f}" if unit == "x" else f"{value:.0f}" if value >= 10 else f"{value:.3g}"
    print(f"{name}: {shown} {unit}", flush=True)


def replay(name: str, path: str, boards: int, repeats: int) -> dict[str, float]:
    """``replay --format json FILE`` against endplay's loader on the same boards (as PBN)."""
    pbn_path = path.replace(".jsonl", ".pbn")
    peer = _pbn_loader(pbn_path, boards)
    times = timed(bridgefp("replay", "--format", "json", path), repeats, peer)
    _print(f"process_{name}", boards / times.wall(median), "boards/s")
    _print(f"process_{name}_cpu", boards / median(times.cpus), "boards/cpu-s")
    _print(f"process_{name}_best", boards / times.wall(min), "boards/s")
    if peer is None:
        print("endplay: not installed (pip install endplay): no ratio")
        return {}
    _print(f"process_{name}_endplay", boards / times.peer(median), "boards/s")
    figures = {f"{name}_vs_endplay{suffix}": times.peer(stat) / times.wall(stat) for suffix, stat in STATS}
    for figure, ratio in figures.items():
        _print(f"process_{figure}", ratio, "x")
    return figures


def stage(name: str, args: list[str], boards: int, repeats: int) -> dict[str, float]:
    times = timed(bridgefp(*args), repeats)
    _print(f"process_{name}", boards / times.wall(median), "boards/s")
    _print(f"process_{name}_cpu", boards / median(times.cpus), "boards/cpu-s")
    _print(f"process_{name}_best", boards / times.wall(min), "boards/s")
    return {name: boards / times.wall(median), f"{name}_best": boards / times.wall(min)}


def help_ms(repeats: int) -> dict[str, float]:
    times = timed(bridgefp("--help"), max(repeats, 10))
    _print("process_help_wall", times.wall(median) * 1000, "ms")
    _print("process_help_cpu", median(times.cpus) * 1000, "ms")
    _print("process_help_wall_best", times.wall(min) * 1000, "ms")
    return {"help": times.wall(median) * 1000, "help_best": times.wall(min) * 1000}


def simulate(boards: int, repeats: int) -> dict[str, float]:
    """``simulate`` at one job and at every core, interleaved."""
    cores = os.cpu_count() or 1
    one, many = [], []
    args = ["simulate", "--boards", str(boards), "--seed", "3", "--format", "json"]
    for _ in range(repeats):
        one.append(run_once(bridgefp(*args, "--jobs", "1")))
        many.append(run_once(bridgefp(*args, "--jobs", str(cores))))
    (wall_1, cpu_1), (wall_n, cpu_n) = (tuple(map(median, zip(*runs))) for runs in (one, many))
    speedup = wall_1 / wall_n
    best = min(w for w, _ in one) / min(w for w, _ in many)
    _print("process_simulate_1_core", boards / wall_1, "boards/s")
    _print(f"process_simulate_{cores}_cores", boards / wall_n, "boards/s")
    _print("process_simulate_speedup", speedup, "x")
    _print("process_simulate_speedup_best", best, "x")
    # CPU (parent and workers) at all cores over one: 1.0 = the pool costs nothing. Cores busy below
    # the cores asked for: other load held them, and the speedup cannot show.
    _print("process_simulate_cpu_overhead", cpu_n / cpu_1, "x")
    _print(f"process_simulate_{cores}_cores_busy", cpu_n / wall_n, "cores")
    return {"simulate": speedup, "simulate_best": best}


def match_dd(deals_path: str, boards: int, repeats: int) -> dict[str, float]:
    """The solver's share of ``match --dd-only --jobs 1``: its CPU on the same deals, in process, over the process's."""
    try:
        from bridgefp.dd import dd_tables
        from bridgefp.formats.log import read_log

        with open(deals_path, encoding="utf-8") as f:
            deals = [e.deal for e in read_log(f.read())][:boards]
        dd_tables(deals[:2], jobs=1)
    except Exception as e:  # the solver is an optional extra
        print(f"match_dd: skipped ({e})")
        return {}
    args = ["match", "--boards", str(boards), "--seed", str(SEED), "--ns", "simple", "--ew", "goren", "--dd-only",
            "--jobs", "1", "--format", "json"]
    cpu = median(timed(bridgefp(*args), repeats).cpus)
    solver = []
    for _ in range(repeats):
        start = time.process_time()
        dd_tables(deals, jobs=1)
        solver.append(time.process_time() - start)
    share = median(solver) / cpu
    _print("process_match_dd_only_cpu", cpu, "s")
    _print("process_match_dd_only_solver_cpu", median(solver), "s")
    _print("process_match_dd_only_solver_share", share * 100, "%")
    return {"match_dd_share": share * 100}


AIMS = {
    "replay_log_vs_endplay": (2.0, ">="), "replay_real_vs_endplay": (3.0, ">="), "bid": (8000, ">="),
    "play": (800, ">="), "help": (120, "<="), "simulate": (1.8, ">="), "bid_sayc": (3000, ">="),
    "match_dd_share": (90, ">="),
}


def aims_met(figures: dict[str, float], suffix: str) -> str:
    """Which aims the figures of one statistic meet (the median's have no suffix, the best run's ``_best``;
    a figure measured once, such as the solver's share, counts for both)."""
    met = []
    for name, (aim, way) in AIMS.items():
        value = figures.get(name + suffix, figures.get(name))
        if value is not None:
            met.append(f"{name} {'met' if (value >= aim if way == '>=' else value <= aim) else 'NOT met'}")
    return ", ".join(met)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--boards", type=int)
    parser.add_argument("--repeats", type=int)
    parser.add_argument("--only", default="", help="comma-separated: help,bid,bid_sayc,play,replay_log,"
                        "replay_real,simulate,match_dd")
    opts = parser.parse_args(argv)
    boards = opts.boards or (600 if opts.quick else 3000)
    repeats = opts.repeats or (3 if opts.quick else 5)
    only = set(filter(None, opts.only.split(",")))
    print(f"method: {boards} boards, median of {repeats} fresh processes (and the best of them, `_best`); "
          "wall from the parent, cpu from rusage")
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="bridgefp-process-") as folder:
        path = make(folder, boards)
        jobs: list[tuple[str, Callable[[], dict[str, float]]]] = [
            ("help", lambda: help_ms(repeats)),
            ("bid", lambda: stage("bid", ["bid", path["deals.jsonl"]], boards, repeats)),
            ("bid_sayc", lambda: stage("bid_sayc", ["bid", "--system", "sayc", path["deals.jsonl"]], boards, repeats)),
            ("play", lambda: stage("play", ["play", path["bid.jsonl"]], boards, repeats)),
            ("replay_log", lambda: replay("replay_log", path["played.jsonl"], boards, repeats)),
            ("replay_real", lambda: replay("replay_real", path["real.pbn"], boards, repeats)
             if "real.pbn" in path else {}),
            ("simulate", lambda: simulate(boards, max(3, repeats // 2))),
            ("match_dd", lambda: match_dd(path["deals.jsonl"], 40 if not opts.quick else 10, 3)),
        ]
        for name, job in jobs:
            if not only or name in only:
                figures.update(job())
    print("aims: " + aims_met(figures, ""))
    print("aims at the best run (a quiet machine's figure): " + aims_met(figures, "_best"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
