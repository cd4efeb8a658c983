"""How long `bridgefp --help` and `bridgefp deal --seed 1` take to start, in `name: value unit` lines.

    python bench/cli_startup.py [--repeats 30]

Each figure is the median of the repeats, a fresh process each time, measured from the
parent (wall clock) and from the child's rusage (CPU, user + system). `python_startup` is
`python -c pass` on the same interpreter: what no change in bridgefp can remove. For where
the time goes: `python -X importtime -c "import sys; sys.argv=['bridgefp','--help'];
from bridgefp_cli.main import main; main()"`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

COMMAND = "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"


def measure(args: list[str], repeats: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of ``python args`` over ``repeats`` fresh processes."""
    walls, cpus = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, *args], stdout=subprocess.DEVNULL)
        _, _, usage = os.wait4(proc.pid, 0)
        walls.append(time.perf_counter() - start)
        cpus.append(usage.ru_utime + usage.ru_stime)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=30)
    repeats = parser.parse_args(argv).repeats
    print(f"method: median of {repeats} fresh processes; wall from the parent, cpu from rusage")
    for name, args in [
        ("python_startup", ["-c", "pass"]),
        ("cli_help", ["-c", COMMAND, "--help"]),
        ("cli_deal_one", ["-c", COMMAND, "deal", "--seed", "1"]),
    ]:
        wall, cpu = measure(args, repeats)
        print(f"{name}_wall: {wall:.0f} ms")
        print(f"{name}_cpu: {cpu:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
