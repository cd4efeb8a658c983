"""Where a system's bidding loses IMPs against double-dummy par, bucket by bucket.

Run from the repository root (needs the solver: ``pip install -e '.[dds]'``):

    python bench/sayc_loss.py --seed 4242 --boards 400            # the buckets
    python bench/sayc_loss.py --seed 4242 --boards 400 --show 10  # and the ten worst boards

All four seats bid the system on the deals of ``bridgefp deal --seed S --count N``
(dealer South, nobody vulnerable); NS's result is scored by its DD tricks and compared
with DD par (the same figure as ``bench/sayc.py``'s ``_par_imps``). Each board falls in
one bucket, by what par is (passed out, partscore, game, slam), whether both sides bid,
and what went wrong (wrong side, wrong strain, too high, too low, passed out with a game
on): the table gives each bucket's boards, its IMPs lost and its share of the total.
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
from bridgefp import dd  # noqa: E402
from bridgefp.scoring import imps  # noqa: E402

from sayc import bid_board, dd_tables, deals, ns_score  # noqa: E402


def kind_of(level: int, strain: int) -> str:
    """Partscore, game or slam, for a contract of ``level`` in ``strain``."""
    if level >= 6:
        return "slam"
    return "game" if level >= (3 if strain == 4 else 4 if strain >= 2 else 5) else "part"


def par_kind(par: Any) -> tuple[str, str]:
    """What par is (``pass``, ``part``, ``game``, ``slam``) and whose it is (``NS``, ``EW``, ``-``)."""
    if not par.contracts:
        return "pass", "-"
    c = par.contracts[0]
    side = "NS" if c.declarers[0] in "NS" else "EW"
    if c.doubled:
        return "sacrifice", side
    return kind_of(c.level, int(c.strain)), side


def contested(auction: Any) -> bool:
    """Both sides made a bid."""
    bidders = {seat % 2 for seat, call in _calls_by_seat(auction) if call < 35}
    return len(bidders) == 2


def _calls_by_seat(auction: Any) -> list[tuple[int, Any]]:
    dealer = int(auction.dealer)
    return [((dealer + i) % 4, c) for i, c in enumerate(auction.calls)]


def what_went_wrong(board: Any, table: Any, par: Any, loss: int) -> str:
    """One word for the board's error against par."""
    if loss == 0:
        return "at par"
    contract = board.auction.contract
    if contract is None or contract.is_passed_out:
        return "passed out"
    declarer = board.auction.declarer
    side = "NS" if declarer in (bf.Seat.N, bf.Seat.S) else "EW"
    tricks = table.tricks_for(declarer, contract.strain)
    need = contract.level + 6
    if not par.contracts:
        return "bid, par is pass"
    pc = par.contracts[0]
    par_side = "NS" if pc.declarers[0] in "NS" else "EW"
    if side != par_side:
        return "their contract" + (" (doubled)" if contract.risk else "") + (" made" if tricks >= need else " down")
    if int(contract.strain) != int(pc.strain):
        return "wrong strain" + (" (went down)" if tricks < need else "")
    if tricks < need:
        return "too high"
    return "too low"


def analyse(system: Any, seed: int, count: int) -> list[dict[str, Any]]:
    ds = deals(seed, count)
    tables = dd_tables(seed, count, ds)
    rows = []
    for i, (d, t) in enumerate(zip(ds, tables)):
        board = bid_board(d, system)
        p = dd.par(t, dealer="S", vulnerable="None")
        loss = abs(imps(ns_score(board, t) - p.score))
        kind, side = par_kind(p)
        rows.append({
            "board": i + 1, "loss": loss, "kind": kind, "side": side, "contested": contested(board.auction),
            "wrong": what_went_wrong(board, t, p, loss), "auction": " ".join(str(c) for c in board.auction.calls),
            "contract": str(board.auction.contract), "declarer": str(board.auction.declarer),
            "par": f"{p.score:+d} " + " ".join(f"{c.level}{'CDHSN'[int(c.strain)]}{'x' if c.doubled else ''} {c.declarers}" for c in p.contracts),
            "deal": d.to_pbn() if hasattr(d, "to_pbn") else str(d),
        })
    return rows


def report(rows: list[dict[str, Any]], show: int) -> None:
    total = sum(r["loss"] for r in rows)
    n = len(rows)
    print(f"{n} boards, {total} IMPs lost, {total / n:.2f} IMPs/board")
    for title, key in (("by par", lambda r: r["kind"]),
                       ("by par and contest", lambda r: f"{r['kind']:9} {'contested' if r['contested'] else 'one side'}"),
                       ("by error", lambda r: r["wrong"]),
                       ("by par and error", lambda r: f"{r['kind']:9} {r['wrong']}")):
        buckets: dict[str, list[int]] = defaultdict(list)
        for r in rows:
            buckets[key(r)].append(r["loss"])
        print(f"\n{title}:")
        for name, losses in sorted(buckets.items(), key=lambda kv: -sum(kv[1])):
            print(f"  {name:40} {len(losses):4} boards {sum(losses):5} IMPs {sum(losses) / n:5.2f}/board {100 * sum(losses) / max(total, 1):5.1f}%")
    for r in sorted(rows, key=lambda r: -r["loss"])[:show]:
        print(f"\nboard {r['board']}: -{r['loss']} IMPs, {r['kind']} par {r['par']}; {r['contract']} by {r['declarer']} ({r['wrong']})")
        print(f"  {r['deal']}\n  S: {r['auction']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--system", default="sayc")
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--boards", type=int, default=400)
    ap.add_argument("--show", type=int, default=0, help="the worst boards to print")
    ap.add_argument("--bucket", default="", help="print only boards whose error starts with this")
    args = ap.parse_args()
    rows = analyse(bf.get_system(args.system), args.seed, args.boards)
    if args.bucket:
        rows_shown = [r for r in rows if r["wrong"].startswith(args.bucket) or r["kind"].startswith(args.bucket)]
        report(rows, 0)
        for r in sorted(rows_shown, key=lambda r: -r["loss"])[:args.show]:
            print(f"\nboard {r['board']}: -{r['loss']} IMPs, {r['kind']} par {r['par']}; {r['contract']} by {r['declarer']} ({r['wrong']})")
            print(f"  {r['deal']}\n  S: {r['auction']}")
        return
    report(rows, args.show)


if __name__ == "__main__":
    main()
