"""How well the card-play robots play, measured against DDS (SPEC §15).

Run from the repository root (needs the solver: ``pip install -e '.[dds]'``, through ``bridgefp.dd``):

    python bench/strength.py                 # random and basic on 500 boards, all three on the first 20
    python bench/strength.py --boards 500 --dd-boards 30 --robots basic
    python bench/strength.py --worst 5       # also list the boards where basic lost most

The boards are those of ``bridgefp deal --seed 20240601 --count N | bridgefp bid``
(dealer South, nobody vulnerable, the simple system's auctions); passed-out boards
are skipped. Each robot plays all four seats. For every card, DDS gives declarer's
side's tricks before and after it; what a card lowers its own side's tricks by is
its cost. Printed per robot, as ``name: value unit``:

* ``<robot>_declarer_side_cost``: tricks per board lost by declarer's and dummy's cards;
* ``<robot>_defender_cost``: tricks per board lost by the defenders' cards;
* ``<robot>_declarer_vs_dd``: declarer's tricks minus the DD tricks at the start;
* ``<robot>_seconds``: seconds per board for the play (not the DD trace);
* ``<robot>_cards_per_s``: cards chosen per second.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import bridgefp as bf  # noqa: E402
from bridgefp import dd  # noqa: E402
from bridgefp.robots import finish_auction, finish_play  # noqa: E402

SEED = 20240601


@dataclass
class Played:
    number: int
    contract: str
    declarer: str
    tricks: int
    dd: int
    declarer_cost: int
    defender_cost: int
    worst: list[tuple[int, str, str, int]]  # (card number, seat, card, cost)


def boards(seed: int, count: int) -> list[tuple[int, bf.Board]]:
    """The numbered boards of ``deal --seed seed --count count | bid`` that were not passed out."""
    system = bf.get_system("simple")
    out = []
    for i, perm in enumerate(bf.seeded_permutations(seed, count), 1):
        board = finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm, bf.Seat.S))), system)
        if not board.auction.is_passed_out:
            out.append((i, board))
    return out


def _cards(board: bf.Board) -> tuple[list[int], list[int]]:
    """The cards of a finished play in order, and the seat that played each."""
    assert board.play is not None
    cards: list[int] = []
    seats: list[int] = []
    for trick in board.play.done:
        for seat, card in trick.seats():
            cards.append(card)
            seats.append(seat)
    return cards, seats


def measure(number: int, board: bf.Board, trace: tuple[int, ...]) -> Played:
    """What each side's cards cost on a played board, from its DD trace."""
    assert board.declarer is not None
    declarer = int(board.declarer)
    cards, seats = _cards(board)
    ours = theirs = 0
    worst = []
    for i, (seat, card) in enumerate(zip(seats, cards)):
        drop = trace[i] - trace[i + 1]
        if (seat ^ declarer) & 1 == 0:
            cost = drop
            ours += drop
        else:
            cost = -drop
            theirs -= drop
        if cost > 0:
            worst.append((i + 1, "NESW"[seat], str(bf.Card(card)), cost))
    return Played(number, str(board.contract), "NESW"[declarer], board.tricks or 0, trace[0], ours, theirs, worst)


def run(name: str, robot: bf.PlayView, numbered: list[tuple[int, bf.Board]]) -> tuple[list[Played], float, int]:
    """Let ``robot`` play every board; DDS traces them all in one batch."""
    done = []
    seconds = 0.0
    for number, board in numbered:
        t0 = time.perf_counter()
        done.append(finish_play(board, robot))  # type: ignore[arg-type]
        seconds += time.perf_counter() - t0
    traces = dd.dd_traces(
        (b.deal, b.play.trump, b.declarer, [bf.Card(c) for c in _cards(b)[0]]) for b in done  # type: ignore[union-attr,misc]
    )
    cards = sum(4 * len(b.play.done) for b in done if b.play is not None)
    played = [measure(number, b, t) for (number, _), b, t in zip(numbered, done, traces)]
    return played, seconds, cards


def report(name: str, played: list[Played], seconds: float | None, cards: int, suffix: str = "") -> None:
    """The figures of one robot on ``played``; the timings only when ``seconds`` were measured on them."""
    n = len(played)
    print(f"{name}_declarer_side_cost{suffix}: {sum(p.declarer_cost for p in played) / n:.2f} tricks/board")
    print(f"{name}_defender_cost{suffix}: {sum(p.defender_cost for p in played) / n:.2f} tricks/board")
    print(f"{name}_declarer_vs_dd{suffix}: {sum(p.tricks - p.dd for p in played) / n:+.2f} tricks/board")
    if seconds is not None:
        print(f"{name}_seconds{suffix}: {seconds / n:.3f} s/board")
        print(f"{name}_cards_per_s{suffix}: {cards / seconds:.0f} cards/s")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--boards", type=int, default=500, help="deals for random and basic")
    parser.add_argument("--dd-boards", type=int, default=20, help="the first deals of those, for all three robots")
    parser.add_argument("--robots", default="random,basic,dd")
    parser.add_argument("--worst", type=int, default=0, help="list the N boards where basic lost most")
    args = parser.parse_args(argv)
    if not dd.is_available():
        print(f"strength: skipped ({dd.INSTALL_HINT})")
        return 0
    names = [r.strip() for r in args.robots.split(",") if r.strip()]
    numbered = boards(args.seed, args.boards)
    few = [(n, b) for n, b in numbered if n <= args.dd_boards]
    print(f"boards: {len(numbered)} played of {args.boards} dealt (seed {args.seed}); the first {args.dd_boards} dealt: {len(few)} played")
    for name in names:
        robot = bf.ROBOTS[name]
        if name != "dd":
            played, seconds, cards = run(name, robot, numbered)
            report(name, played, seconds, cards)
            if name == "basic" and args.worst:
                for p in sorted(played, key=lambda p: -(p.declarer_cost + p.defender_cost))[: args.worst]:
                    print(f"#   board {p.number}: {p.contract} by {p.declarer}, {p.tricks} tricks (DD {p.dd}); "
                          f"costs {p.declarer_cost}/{p.defender_cost}: "
                          + " ".join(f"{i}.{s}:{c}-{k}" for i, s, c, k in p.worst))
            sub = [p for p in played if p.number <= args.dd_boards]
            if sub and len(sub) < len(played):
                report(name, sub, None, 0, f"_first{args.dd_boards}")
        else:
            played, seconds, cards = run(name, robot, few)
            report(name, played, seconds, cards, f"_first{args.dd_boards}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
