"""Which bidding system an auction was bid in, as far as one seat at the table can tell.

A card robot that reads the auction must read it in the board's own system. The seat
knows the hands it sees (its own, and dummy's or declarer's once shown) and every call:
a system that would not have made those hands' calls did not bid this board. Of the
systems that would, the one under which the hidden hands' calls are the likeliest, on a
few random hands dealt from the unseen cards, is taken (seeded from the view: the same
view gives the same answer).
"""

from __future__ import annotations

import random

from ..auction import Auction, apply_call
from ..cards import Hand, Vulnerability
from .view import PlayView

__all__ = ["system_of", "calls_by_seat", "makes_calls"]

_TRIALS = 24  # random hands dealt to each hidden seat when several systems fit the seen hands


def system_of(view: PlayView) -> str:
    """The name of the system that bid ``view``'s auction ("simple" when no system explains it)."""
    from ..systems import SYSTEMS

    calls = calls_by_seat(view.auction)
    seen = _seen_hands(view)
    vul = view.vulnerability
    candidates = [name for name in SYSTEMS
                  if all(makes_calls(name, mask, calls.get(seat, []), vul) for seat, mask in seen.items())]
    if not candidates:
        return "simple"
    if len(candidates) == 1:
        return candidates[0]
    return _likeliest(view, candidates, calls, seen)


def _likeliest(view: PlayView, candidates: list[str], calls: dict[int, list[tuple[Auction, int]]], seen: dict[int, int]) -> str:
    """The candidate under which random hands for the hidden seats make their calls most often."""
    rng = random.Random(f"system {int(view.seat)} {view.hand} {view.partner_hand} {view.played} {view.auction!r}")
    hands = [(s, mask) for s in range(4) if s not in seen and s in calls for mask in _random_hands(rng, seen)]
    scores = [sum(makes_calls(name, mask, calls[s], view.vulnerability) for s, mask in hands) for name in candidates]
    return candidates[scores.index(max(scores))]


def _random_hands(rng: random.Random, seen: dict[int, int]) -> list[int]:
    """``_TRIALS`` random hands of thirteen cards from those the seat has not seen."""
    known = 0
    for mask in seen.values():
        known |= mask
    unseen = [c for c in range(52) if not known >> c & 1]
    return [sum(1 << c for c in rng.sample(unseen, 13)) for _ in range(_TRIALS)]


def _seen_hands(view: PlayView) -> dict[int, int]:
    """The whole hands (cards held and cards played) of the seats this seat sees."""
    played = [0, 0, 0, 0]
    for trick in list(view.tricks):
        for i, card in enumerate(trick.cards):
            played[(trick.leader + i) & 3] |= 1 << card
    for i, card in enumerate(view.current):
        played[(view.leader + i) & 3] |= 1 << card
    seen = {int(view.seat): view.hand | played[view.seat]}
    if view.partner_hand is not None:
        other = int(view.declarer if view.seat == view.dummy else view.dummy)
        seen[other] = view.partner_hand | played[other]
    return seen


def calls_by_seat(auction: Auction) -> dict[int, list[tuple[Auction, int]]]:
    """For each seat that called, the auctions it called over and the call it made (as ints)."""
    out: dict[int, list[tuple[Auction, int]]] = {}
    before = Auction.start(auction.dealer)
    for seat, call in auction.with_seats():
        out.setdefault(int(seat), []).append((before, int(call)))
        before = apply_call(before, seat, call)
    return out


def makes_calls(name: str, mask: int, calls: list[tuple[Auction, int]], vulnerability: Vulnerability) -> bool:
    """True if the system ``name``, holding ``mask``, makes each of ``calls`` over the auction before it."""
    from ..systems import get_system

    robot = get_system(name)
    hand = Hand(mask)
    return all(int(robot.choose(hand, before, vulnerability).call) == call for before, call in calls)
