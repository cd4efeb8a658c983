"""Where the ``sayc`` system's reading of partner's hand is wrong on the robot's own auctions.

Run from the repository root:

    python bench/sayc_readings.py --seed 4242 --deals 3000             # the largest groups
    python bench/sayc_readings.py --seed 4242 --deals 3000 --active    # only turns where the reader bids
    python bench/sayc_readings.py --seed 4242 --deals 3000 --show "1NT: 6–10"  # the auctions of one group

All four seats bid ``sayc`` (North deals, nobody vulnerable). At each turn after partner has called, the
system's reading of partner (``partner_shown``: the least points, the least length in each suit, balanced)
is compared with partner's actual hand: points (HCP plus one for each card beyond four, ``Ctx.pts``; the
raise rules count shortness too, so a raise's reading may exceed these by a point or two) below the least
shown, a suit shorter than the length shown, or an unbalanced hand read as balanced. The misreadings are
grouped by the explanation of partner's last call (the rule that made it).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import Counter, defaultdict

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import bridgefp as bf  # noqa: E402
from bridgefp.systems.sayc import choose_call  # noqa: E402
from bridgefp.systems.sayc.context import Ctx  # noqa: E402
from bridgefp.systems.sayc.partner import partner_shown  # noqa: E402

_PASS = 35


def misreadings(ctx: Ctx, partner: bf.Hand) -> list[str]:
    """What the reading of partner at this turn gets wrong about ``partner``'s hand."""
    shown, held = partner_shown(ctx), Ctx(partner.mask, bf.Auction.start("N"))
    wrong = [f"pts {held.pts}<{shown.least}"] if held.pts < shown.least else []
    wrong += [f"{'CDHS'[s]} {held.L[s]}<{shown.lengths[s]}" for s in range(4) if held.L[s] < shown.lengths[s]]
    return wrong + (["unbalanced"] if shown.balanced and not held.bal else [])


def audit(seed: int, deals: int, active: bool) -> tuple[int, dict[str, list[tuple[str, str, list[str]]]]]:
    """The turns checked and the misreadings, by the explanation of partner's last call."""
    rng, turns = random.Random(seed), 0
    groups: dict[str, list[tuple[str, str, list[str]]]] = defaultdict(list)
    for _ in range(deals):
        deal, auction, explained = bf.Deal.random(rng, "N"), bf.Auction.start("N"), []
        while not auction.is_complete:
            seat = auction.turn
            ctx = Ctx(deal.hand(seat).mask, auction)
            choice = choose_call(deal.hand(seat), auction)
            if ctx.seq and not all(ctx.mine) and (not active or int(choice.call) != _PASS):
                turns += 1
                wrong = misreadings(ctx, deal.hand(seat.next.next))
                calls = auction.calls
                partners = [i for i in range(len(calls)) if (len(calls) - i) % 4 == 2 and int(calls[i]) != _PASS]
                if wrong and partners:
                    text = " ".join(str(c) for c in calls)
                    groups[explained[partners[-1]]].append((text, str(deal.hand(seat.next.next)), wrong))
            explained.append(choice.explain)
            auction = bf.Auction.from_calls("N", [*auction.calls, choice.call])
    return turns, groups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--active", action="store_true", help="only turns where the reader makes a call other than pass")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--show", default="", help="list the auctions of the groups whose explanation contains this")
    args = parser.parse_args()
    turns, groups = audit(args.seed, args.deals, args.active)
    kinds = Counter(w.split()[0] for rows in groups.values() for row in rows for w in row[2])
    print(f"turns checked {turns}, misread {sum(map(len, groups.values()))}; by kind {dict(kinds)}")
    for explain, rows in sorted(groups.items(), key=lambda g: -len(g[1]))[:args.top]:
        print(f"{len(rows):5}  {explain[:110]}")
        if args.show and args.show in explain:
            for calls, hand, wrong in rows[:20]:
                print(f"         {calls:50} {hand:22} {', '.join(wrong)}")


if __name__ == "__main__":
    main()
