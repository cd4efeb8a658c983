"""Double-dummy benchmarks: DD tables/s through bridgefp.dd vs endplay's calc_all_tables, and import costs.

Run from the repository root, with the ``dds`` extra (and endplay, the ``bench`` extra):

    python bench/dd.py             # 80 deals, best of 3
    python bench/dd.py --quick     # 20 deals, 1 repeat

Prints ``name: value unit`` lines like bench/run.py:

- ``dd_tables_jobs1`` / ``dd_tables_jobs1_endplay``: DD tables per second on one core
  (``dd_tables(deals, jobs=1)`` vs ``calc_all_tables`` with DDS set to one thread), and
  ``…_vs_endplay``, ours / endplay;
- ``dd_tables_jobsN`` / ``…_endplay``: the same on all N cores, and ``dd_tables_scaling``,
  jobs N over jobs 1 (ours);
- ``import_bridgefp_ms`` (endplay installed) and ``import_bridgefp_no_extra_ms`` (endplay
  hidden, as without the extra), ``import_bridgefp_and_load_solver_ms``,
  ``import_endplay_ms`` and ``bridgefp_help_ms``: best of 5 fresh interpreters.

Same deals for both libraries (seeded ``Deal.random``), both solved through the same
libdds; repeats are interleaved (ours, endplay, ours, …) so load hits both alike. Before
timing, the tables of both are checked equal.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import subprocess
import sys
import time
from typing import Any, Callable

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import bridgefp as bf  # noqa: E402
from bridgefp import dd  # noqa: E402

SEED = 20241122


def _best(fn: Callable[[], Any], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        gc.disable()
        try:
            t = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - t)
        finally:
            gc.enable()
    return best


def _fresh(code: str, repeats: int = 5) -> float:
    """Best wall time of a fresh interpreter running ``code``, in ms."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, cwd=_ROOT, stdout=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - t)
    return best * 1000


def _line(name: str, value: float, unit: str) -> None:
    print(f"{name}: {value:.3g} {unit}" if value < 100 else f"{name}: {value:.0f} {unit}", flush=True)


def _importtime(code: str) -> float:
    """``python -X importtime``'s cumulative time for the bridgefp package, in ms (best of 5)."""
    best = float("inf")
    for _ in range(5):
        err = subprocess.run([sys.executable, "-X", "importtime", "-c", code], check=True, cwd=_ROOT,
                             capture_output=True, text=True).stderr
        for line in err.splitlines():
            parts = [p.strip() for p in line.split("|")]
            if len(parts) == 3 and parts[2] == "bridgefp":
                best = min(best, int(parts[1]) / 1000)
    return best


def imports() -> None:
    _line("importtime_bridgefp_ms", _importtime("import bridgefp"), "ms")
    _line("importtime_bridgefp_no_extra_ms",
          _importtime("import sys; sys.modules['endplay'] = None; import bridgefp"), "ms")
    _line("import_python_ms", _fresh("pass"), "ms")
    _line("import_bridgefp_ms", _fresh("import bridgefp"), "ms")
    _line("import_bridgefp_no_extra_ms", _fresh("import sys; sys.modules['endplay'] = None; import bridgefp"), "ms")
    if dd.is_available():
        _line("import_bridgefp_and_load_solver_ms", _fresh("import bridgefp.dd as d; d.require()"), "ms")
    try:
        import endplay  # noqa: F401
    except Exception:
        print("import_endplay_ms: endplay not installed")
    else:
        _line("import_endplay_ms", _fresh("import endplay"), "ms")
    _line("bridgefp_help_ms", _fresh("import sys; sys.argv=['bridgefp','--help']\n"
                                    "from bridgefp_cli.main import main\n"
                                    "try: main()\nexcept SystemExit: pass", ), "ms")


def tables(n: int, repeats: int) -> None:
    if not dd.is_available():
        print("dd_tables: the dds extra is not installed (pip install 'bridgefp[dds]')")
        return
    rng = random.Random(SEED)
    deals = [bf.Deal.random(rng) for _ in range(n)]
    cores = os.cpu_count() or 1
    try:
        from endplay.dds import calc_all_tables
        from endplay.types import Deal as EpDeal
        import endplay._dds as ep_dds
    except Exception as e:  # endplay is the peer: optional
        print(f"dd_tables_endplay: endplay not importable ({type(e).__name__})")
        calc_all_tables = None
    ep_deals = [EpDeal(d.to_pbn()) for d in deals] if calc_all_tables else []

    def ours(jobs: int) -> Callable[[], Any]:
        return lambda: dd.dd_tables(deals, jobs=jobs)

    def theirs(threads: int) -> Callable[[], Any]:
        def run() -> list[Any]:
            ep_dds.SetMaxThreads(threads)
            dd._threads = None  # DDS's thread count changed behind bridgefp.dd's back
            out: list[Any] = []
            for i in range(0, len(ep_deals), 40):  # its limit per call: 40 tables
                out.extend(calc_all_tables(ep_deals[i : i + 40]))
            return out
        return run

    if calc_all_tables:  # equal work: the same tables
        mine = dd.dd_tables(deals[:4])
        peer = list(calc_all_tables(ep_deals[:4]))
        for t, p in zip(mine, peer):
            assert [t.tricks_for(s, x) for s in "NESW" for x in ("C", "D", "H", "S", "NT")] == [
                p.to_list(player_major=True)[s][x] for s in range(4) for x in (3, 2, 1, 0, 4)
            ], "endplay and bridgefp disagree"

    for jobs in sorted({1, cores}):
        ours_t = theirs_t = float("inf")
        for _ in range(repeats):  # interleaved
            ours_t = min(ours_t, _best(ours(jobs), 1))
            if calc_all_tables:
                theirs_t = min(theirs_t, _best(theirs(jobs), 1))
        name = f"dd_tables_jobs{jobs}"
        _line(name, n / ours_t, "tables/s")
        if calc_all_tables:
            _line(name + "_endplay", n / theirs_t, "tables/s")
            _line(name + "_vs_endplay", theirs_t / ours_t, "x")
        if jobs == 1:
            one = ours_t
        else:
            _line("dd_tables_scaling", one / ours_t, f"x on {jobs} cores")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--deals", type=int)
    ap.add_argument("--only", choices=["tables", "imports"])
    args = ap.parse_args()
    n = args.deals or (20 if args.quick else 80)
    repeats = 1 if args.quick else 3
    print(f"# {n} seeded deals, best of {repeats}; {os.cpu_count()} cores; Python {sys.version.split()[0]}")
    if args.only in (None, "imports"):
        imports()
    if args.only in (None, "tables"):
        tables(n, repeats)


if __name__ == "__main__":
    main()
