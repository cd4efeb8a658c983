"""Where a system loses IMPs in a team match, board by board and grouped by the two contracts.

Run from the repository root (needs the solver: ``pip install -e '.[dds]'``):

    python bench/sayc_match_loss.py --seed 1618 --boards 1000            # the groups
    python bench/sayc_match_loss.py --seed 1618 --boards 1000 --show 20  # and the twenty worst boards

The deals, DD tables and seating are those of ``bench/sayc.py``'s ``match`` for the same seed
(note that ``bench/sayc.py`` itself plays its match on ``--seed`` + 1): the system sits NS at
table 1 and EW at table 2, ``--other`` in the other seats; contracts are scored by their DD
tricks. Each losing board is grouped by the contract the system's side reached with the same
cards at each table ("game M by us | part M by them": with these cards our side bid a major game,
the other team stopped in a major partscore), which shows whether the IMPs went on overbidding,
underbidding, the strain or the competition.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from typing import Any

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bridgefp as bf  # noqa: E402
from bridgefp.scoring import imps  # noqa: E402

from sayc import Seated, bid_board, dd_tables, deals, ns_score  # noqa: E402


def contract_kind(board: Any, ours: tuple[bf.Seat, ...]) -> str:
    """``game M by us``, ``part m by them``, ``slam NT by us``, ``pass``: the contract and its side."""
    auction = board.auction
    contract = auction.contract
    if contract is None or contract.is_passed_out:
        return "pass"
    strain = int(contract.strain)
    level = contract.level
    size = "slam" if level >= 6 else "game" if level >= (3 if strain == 4 else 4 if strain >= 2 else 5) else "part"
    doubled = "x" if contract.risk else ""
    return f"{size}{doubled} {'NT' if strain == 4 else 'M' if strain >= 2 else 'm'} by {'us' if auction.declarer in ours else 'them'}"


def analyse(system: Any, other: Any, seed: int, count: int) -> list[dict[str, Any]]:
    ds = deals(seed, count)
    tables = dd_tables(seed, count, ds)
    table1, table2 = Seated(system, other), Seated(other, system)
    ns, ew = (bf.Seat.N, bf.Seat.S), (bf.Seat.E, bf.Seat.W)
    rows = []
    for i, (d, t) in enumerate(zip(ds, tables)):
        b1, b2 = bid_board(d, table1), bid_board(d, table2)
        s1, s2 = ns_score(b1, t), ns_score(b2, t)
        # The same cards compared: NS's contract at table 1 (us NS) against table 2 (them NS), and so on.
        rows.append({
            "board": i + 1, "imps": imps(s1 - s2), "scores": (s1, s2),
            "group": f"{contract_kind(b1, ns)} | {contract_kind(b2, ew)}",
            "auctions": (" ".join(str(c) for c in b1.auction.calls), " ".join(str(c) for c in b2.auction.calls)),
            "deal": str(d), "table": t,
        })
    return rows


def report(rows: list[dict[str, Any]], show: int) -> None:
    n = len(rows)
    won = sum(r["imps"] for r in rows if r["imps"] > 0)
    lost = -sum(r["imps"] for r in rows if r["imps"] < 0)
    print(f"{n} boards, {won} IMPs won, {lost} IMPs lost, {(won - lost) / n:+.2f} IMPs/board")
    groups: dict[str, list[int]] = defaultdict(list)
    for r in rows:
        if r["imps"] < 0:
            groups[r["group"]].append(-r["imps"])
    print("\nlosses by the two contracts (table 1 | table 2):")
    for name, losses in sorted(groups.items(), key=lambda kv: -sum(kv[1]))[:25]:
        print(f"  {name:44} {len(losses):4} boards {sum(losses):5} IMPs {sum(losses) / n:5.2f}/board")
    for r in sorted(rows, key=lambda r: r["imps"])[:show]:
        print(f"\nboard {r['board']}: {r['imps']:+d} IMPs ({r['scores'][0]:+d} at table 1, {r['scores'][1]:+d} at table 2), {r['group']}")
        print(f"  {r['deal']}\n  {r['table']}")
        print(f"  table 1 (us NS), S deals: {r['auctions'][0]}\n  table 2 (us EW), S deals: {r['auctions'][1]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--system", default="sayc")
    ap.add_argument("--other", default="simple")
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--boards", type=int, default=400)
    ap.add_argument("--show", type=int, default=0, help="the worst boards to print")
    args = ap.parse_args()
    report(analyse(bf.get_system(args.system), bf.get_system(args.other), args.seed, args.boards), args.show)


if __name__ == "__main__":
    main()
