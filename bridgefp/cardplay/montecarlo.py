"""The ``dd`` robot (SPEC §15): Monte-Carlo double dummy.

It deals the cards it cannot see many times, each layout consistent with what its
seat has seen — its own hand, dummy, every card played, every suit a player has shown
out of, and the auction: each hidden hand must make the calls its seat made under
the bidding system (``simple`` unless told), or, when no layout does, at least the
rest. DDS solves every layout for every card it may play (one batched call); the
card with the best mean score for the contract wins (declarer's score for declarer's
side, its negative for the defenders), then the most mean tricks, then the lowest card.

It is deterministic: its random numbers are seeded from the view alone, so the same
view gives the same card however the hidden hands lie. Needs the ``dds`` extra.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..auction import Auction, Contract, apply_call
from ..cards import Card, Hand, Strain
from ..scoring import contract_score
from .. import dd
from .view import CardChoice, PlayView, legal

__all__ = ["dd_card", "SAMPLES"]

SAMPLES = 24  # layouts solved for each card the robot has to think about
_TRIES = 30  # hands dealt per layout kept, on average at most, before the auction is let go


def dd_card(view: PlayView, samples: int = SAMPLES, system: str = "simple") -> CardChoice:
    """The card with the best expected score over ``samples`` layouts of the unseen cards."""
    cards = legal(view)
    if len(cards) == 1:
        return CardChoice(cards[0], "the only card it may play")
    classes = _equivalent(view, cards)
    if len(classes) == 1:
        return CardChoice(cards[0], "every card it may play is worth the same")
    dd.require()  # DDUnavailableError, saying how to install the solver
    rng = random.Random(_seed(view))
    layouts, constrained = _layouts(view, samples, rng, system)
    solved = dd.solve_cards(dd.Position(hands, view.trump, view.leader, view.current) for hands in layouts)
    scores = _scores(view)
    best: tuple[float, float, int] | None = None
    pick = cards[0]
    mean_tricks = 0.0
    for cls in classes:
        card = cls[0]  # the lowest of cards worth the same
        tricks = [s[card] for s in solved]
        total = sum(scores[t] for t in tricks)
        key = (total / len(tricks), sum(tricks) / len(tricks), -card)
        if best is None or key > best:
            best, pick, mean_tricks = key, card, key[1]
    side = "declarer's side" if view.is_declaring else "the defence"
    told = "the auction, " if constrained else ""
    return CardChoice(
        pick,
        f"double dummy over {len(layouts)} layouts consistent with {told}the cards seen: "
        f"{pick} gives {side} {mean_tricks:.1f} more tricks on average, the best score",
    )


def _seed(view: PlayView) -> str:
    """A seed from what the seat sees, and nothing else."""
    return (
        f"dd {int(view.seat)} {view.hand} {view.partner_hand} {view.played} {view.current} "
        f"{int(view.declarer)} {view.trump} {view.level} {view.auction!r}"
    )


def _equivalent(view: PlayView, cards: list[Card]) -> list[list[Card]]:
    """The cards grouped into runs worth the same whatever the layout (low to high within each).

    Two cards of a suit in one hand are worth the same when every card between them is
    in that hand or already played.
    """
    gone = view.played | view.hand
    classes: list[list[Card]] = []
    for c in cards:
        if classes and classes[-1][-1] // 13 == c // 13 and all(gone >> k & 1 for k in range(classes[-1][-1] + 1, c)):
            classes[-1].append(c)
        else:
            classes.append([c])
    return classes


def _scores(view: PlayView) -> list[int]:
    """For the side to play: what taking t more tricks (t = 0..left) is worth."""
    left = 13 - view.declarer_tricks - view.defender_tricks
    return list(_score_table(view.level, view.trump, view.risk, view.vulnerable, view.declarer_tricks, left, view.is_declaring))


@lru_cache(maxsize=4096)
def _score_table(level: int, trump: int, risk: int, vul: bool, won: int, left: int, declaring: bool) -> tuple[int, ...]:
    contract = Contract(level, Strain(trump), risk)
    out = []
    for t in range(left + 1):
        final = won + (t if declaring else left - t)
        score = contract_score(contract, final, vul)
        out.append(score if declaring else -score)
    return tuple(out)


def _layouts(
    view: PlayView, samples: int, rng: random.Random, system: str
) -> tuple[list[tuple[int, int, int, int]], bool]:
    """``samples`` layouts of all four hands; True if they also fit the auction."""
    me = view.seat
    seen: dict[int, int] = {int(me): view.hand}
    if view.partner_hand is not None:
        other = view.declarer if me == view.dummy else view.dummy
        seen[int(other)] = view.partner_hand
    hidden = [s for s in range(4) if s not in seen]
    # Cards each seat has played, and the suits it has shown out of.
    played_by = [0, 0, 0, 0]
    void = [0, 0, 0, 0]  # bit s: shown out of suit s
    for trick in view.tricks:
        led = trick.cards[0] // 13
        for i, c in enumerate(trick.cards):
            seat = (trick.leader + i) & 3
            played_by[seat] |= 1 << c
            if c // 13 != led:
                void[seat] |= 1 << led
    if view.current:
        led = view.current[0] // 13
        for i, c in enumerate(view.current):
            seat = (view.leader + i) & 3
            played_by[seat] |= 1 << c
            if c // 13 != led:
                void[seat] |= 1 << led
    # Cards each hidden seat still holds: one per trick to come, less the card it played to this one.
    left = 13 - view.tricks_done
    counts = {s: left - (((s - view.leader) & 3) < len(view.current)) for s in hidden}
    unseen = ((1 << 52) - 1) & ~view.played & ~view.hand & ~(view.partner_hand or 0)
    unseen_cards = [c for c in range(52) if unseen >> c & 1]
    # The auction speaks of whole hands: of a seat whose history is in the view.
    calls = {s: c for s, c in _calls_by_seat(view.auction, system, hidden).items()
             if counts[s] + played_by[s].bit_count() == 13}

    def fits(s: int, mask: int) -> bool:
        return s not in calls or _bids_alike(mask | played_by[s], calls[s], system)

    out: list[tuple[int, int, int, int]] = []
    # Hands tried against the auction, at most, before it is let go; the opening lead (one
    # decision a board, three hands to fit) may try ten times as many.
    budget = _TRIES * samples * (10 if len(hidden) == 3 else 1)
    tries = 0
    constrained = bool(calls)
    while len(out) < samples:
        if constrained and tries > budget:
            constrained = False  # the auction is too hard to fit (or was not the system's): fill up without it
        hands: dict[int, int] | None
        if not constrained:
            hands = _deal(rng, unseen_cards, hidden, counts, void)
        elif len(hidden) == 3:
            # The opening lead (no show-outs yet): deal the hands that bid first, each until it fits.
            hands = {}
            pool = unseen_cards[:]
            # The seats that bid most first; the last one takes what is left, or all starts again.
            order = sorted(hidden, key=lambda s: -sum(call < 35 for _, call in calls.get(s, [])))
            for s in order:
                for _ in range(10 * _TRIES if s != order[-1] else 1):
                    tries += 1
                    mask = sum(1 << c for c in (rng.sample(pool, counts[s]) if s != order[-1] else pool))
                    if fits(s, mask):
                        break
                else:
                    hands = None
                    break
                hands[s] = mask
                pool = [c for c in pool if not mask >> c & 1]
        else:
            tries += 1
            hands = _deal(rng, unseen_cards, hidden, counts, void)
            if not all(fits(s, hands[s]) for s in hidden):
                hands = None
        if hands is None:
            continue
        full = [0, 0, 0, 0]
        for s, h in seen.items():
            full[s] = h
        for s in hidden:
            full[s] = hands[s]
        out.append((full[0], full[1], full[2], full[3]))
    return out, constrained


def _deal(rng: random.Random, unseen: list[int], hidden: list[int], counts: dict[int, int], void: list[int]) -> dict[int, int]:
    """The unseen cards dealt to the hidden seats, ``counts`` each, none in a suit a seat showed out of."""
    cards = unseen[:]
    rng.shuffle(cards)
    if len(hidden) == 2:
        a, b = hidden
        only_a = [c for c in cards if void[b] >> (c // 13) & 1]
        only_b = [c for c in cards if void[a] >> (c // 13) & 1]
        free = [c for c in cards if not (void[a] | void[b]) >> (c // 13) & 1]
        need = counts[a] - len(only_a)
        if need < 0 or need > len(free):  # the shown-out suits cannot all be honoured
            need, only_a, only_b, free = counts[a], [], [], cards
        hand_a = sum(1 << c for c in only_a + free[:need])
        hand_b = sum(1 << c for c in only_b + free[need:])
        return {a: hand_a, b: hand_b}
    out: dict[int, int] = {}
    i = 0
    for s in hidden:
        out[s] = sum(1 << c for c in cards[i:i + counts[s]])
        i += counts[s]
    return out


def _calls_by_seat(auction: Auction, system: str, hidden: list[int]) -> dict[int, list[tuple[Auction, int]]]:
    """For each hidden seat, the auctions it called over and the call it made (as ints)."""
    out: dict[int, list[tuple[Auction, int]]] = {}
    before = Auction.start(auction.dealer)
    for seat, call in auction.with_seats():
        if int(seat) in hidden:
            out.setdefault(int(seat), []).append((before, int(call)))
        before = apply_call(before, seat, call)
    return out


def _bids_alike(mask: int, calls: list[tuple[Auction, int]], system: str) -> bool:
    from ..systems import get_system

    robot = get_system(system)
    hand = Hand(mask)
    return all(int(robot.choose(hand, before).call) == call for before, call in calls)


