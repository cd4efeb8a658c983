"""How well and how fast the ``sayc`` system bids, measured with DDS (SPEC §18).

Run from the repository root (needs the solver: ``pip install -e '.[dds]'``):

    python bench/sayc.py                          # all of it: 400 boards from par, a 1,000-board match
    python bench/sayc.py --par 200 --match 0      # one figure only
    python bench/sayc.py --seed 90210 --system simple --match 0   # the same figure for another system

The deals are those of ``bridgefp deal --seed S --count N`` (dealer South, nobody
vulnerable). Contracts are scored by their DD tricks (``--dd-only`` in a match's words),
so the bidding is measured alone. Printed as ``name: value unit``:

* ``<system>_auctions_per_s``: whole auctions bid per second of CPU time on one core
  (``finish_auction`` over fresh deals; CPU time, so a machine busy with other work does not
  lower it);
* ``<system>_par_imps``: mean |IMPs| between NS's DD-scored result and DD par, all four seats
  bidding the system, with ``_stderr`` and the number of boards;
* ``<system>_vs_<other>_imps``: a team match, each deal bid at two tables (the system NS and
  ``--other`` EW, then the other way round): mean IMPs a board for the system, with ``_stderr``.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import sys
import time
from typing import Any

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import bridgefp as bf  # noqa: E402
from bridgefp import dd  # noqa: E402
from bridgefp.deal import seeded_permutations  # noqa: E402
from bridgefp.robots import finish_auction  # noqa: E402
from bridgefp.scoring import contract_score, imps  # noqa: E402

CACHE = "/tmp/bridgefp-bench-dd"


def deals(seed: int, count: int) -> list[bf.Deal]:
    return [bf.Deal.from_permutation(p, dealer="S") for p in seeded_permutations(seed, count)]


def dd_tables(seed: int, count: int, ds: list[bf.Deal]) -> list[Any]:
    """The deals' DD tables, kept in a file under /tmp between runs."""
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, f"{seed}-{count}.pickle")
    if os.path.exists(path):
        with open(path, "rb") as f:
            return pickle.load(f)
    tables = dd.dd_tables(ds, jobs=1)
    with open(path, "wb") as f:
        pickle.dump(tables, f)
    return tables


class Seated:
    """NS bid one system, EW another."""

    name = "seated"

    def __init__(self, ns: Any, ew: Any) -> None:
        self.ns, self.ew = ns, ew

    def choose(self, hand: bf.Hand, auction: bf.Auction, vulnerable: bf.Vulnerability = bf.Vulnerability.NONE) -> Any:
        return (self.ns if auction.turn in (bf.Seat.N, bf.Seat.S) else self.ew).choose(hand, auction, vulnerable)


def ns_score(board: Any, table: Any) -> int:
    """NS's score for the board's contract made with its DD tricks (0 passed out)."""
    auction = board.auction
    contract = auction.contract
    if contract is None or contract.is_passed_out:
        return 0
    declarer = auction.declarer
    tricks = table.tricks_for(declarer, contract.strain)
    score = contract_score(contract, tricks, False)
    return score if declarer in (bf.Seat.N, bf.Seat.S) else -score


def bid_board(deal: bf.Deal, system: Any) -> Any:
    return finish_auction(bf.start_board(bf.Dealt(deal, dealer=bf.Seat.S)), system)


def mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, math.sqrt(var / n)


def speed(system: Any, n: int = 2000) -> float:
    """The best of three runs, each over fresh deals (so no cache has seen them)."""
    best = 0.0
    for rep in range(3):
        ds = deals(7 + rep, n)
        start = time.process_time()
        for d in ds:
            bid_board(d, system)
        best = max(best, n / (time.process_time() - start))
    return best


def par_distance(system: Any, seed: int, count: int) -> list[float]:
    ds = deals(seed, count)
    tables = dd_tables(seed, count, ds)
    out: list[float] = []
    for d, t in zip(ds, tables):
        p = dd.par(t, dealer="S", vulnerable="None")
        out.append(abs(imps(ns_score(bid_board(d, system), t) - p.score)))
    return out


def match(system: Any, other: Any, seed: int, count: int) -> list[float]:
    ds = deals(seed, count)
    tables = dd_tables(seed, count, ds)
    table1, table2 = Seated(system, other), Seated(other, system)
    return [float(imps(ns_score(bid_board(d, table1), t) - ns_score(bid_board(d, table2), t))) for d, t in zip(ds, tables)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--system", default="sayc")
    ap.add_argument("--other", default="simple")
    ap.add_argument("--seed", type=int, default=90210)
    ap.add_argument("--par", type=int, default=400, help="boards for the distance from par (0: skip)")
    ap.add_argument("--match", type=int, default=1000, help="boards for the match (0: skip)")
    ap.add_argument("--speed", type=int, default=2000, help="auctions for the speed figure (0: skip)")
    args = ap.parse_args()
    system, other = bf.get_system(args.system), bf.get_system(args.other)
    name = args.system
    if args.speed:
        print(f"{name}_auctions_per_s: {speed(system, args.speed):.0f} auctions/s")
    if args.par:
        m, se = mean_se(par_distance(system, args.seed, args.par))
        print(f"{name}_par_imps: {m:.2f} IMPs/board")
        print(f"{name}_par_imps_stderr: {se:.2f} IMPs/board")
        print(f"{name}_par_boards: {args.par} boards")
    if args.match:
        m, se = mean_se(match(system, other, args.seed + 1, args.match))
        print(f"{name}_vs_{args.other}_imps: {m:+.2f} IMPs/board")
        print(f"{name}_vs_{args.other}_imps_stderr: {se:.2f} IMPs/board")
        print(f"{name}_vs_{args.other}_boards: {args.match} boards")


if __name__ == "__main__":
    main()
