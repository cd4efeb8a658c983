"""The ``dd`` robot (SPEC §15): Monte-Carlo double dummy.

It deals the cards it cannot see many times, each layout consistent with what its
seat has seen — its own hand, dummy, every card played, every suit a player has shown
out of, and the auction: each hidden hand must make the calls its seat made under
the bidding system (the board's own, ``system_of``, unless told), or, when no layout does, at least the
rest. DDS solves every layout for every card it may play (one batched call); the
card with the best mean score for the contract wins (declarer's score for declarer's
side, its negative for the defenders), then the most mean tricks, then the lowest card.

It is deterministic: its random numbers are seeded from the view alone, so the same
view gives the same card however the hidden hands lie. Needs the ``dds`` extra.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from ..auction import Auction, Contract
from ..cards import Card, Strain, Vulnerability
from ..scoring import contract_score
from .. import dd
from .system_of import calls_by_seat, makes_calls, system_of
from .view import CardChoice, PlayView, legal
from .._records import immutable

__all__ = ["dd_card", "SAMPLES"]

SAMPLES = 24  # layouts solved for each card the robot has to think about
_TRIES = 30  # hands dealt per layout kept, on average at most, before the auction is let go


def dd_card(view: PlayView, samples: int = SAMPLES, system: str | None = None) -> CardChoice:
    """The card with the best expected score over ``samples`` layouts of the unseen cards.

    The auction is read in ``system`` (by name); by default in the board's own, as far as the
    seat can tell (``system_of``)."""
    cards = legal(view)
    if len(cards) == 1:
        return CardChoice(cards[0], "the only card it may play")
    classes = _equivalent(view, cards)
    if len(classes) == 1:
        return CardChoice(cards[0], "every card it may play is worth the same")
    dd.require()  # DDUnavailableError, saying how to install the solver
    rng = random.Random(_seed(view))
    layouts, constrained = _layouts(view, samples, rng, system or system_of(view))
    solved = dd.solve_cards(dd.Position(hands, view.trump, view.leader, view.current) for hands in layouts)
    pick, mean_tricks = _best(classes, solved, _scores(view))
    side = "declarer's side" if view.is_declaring else "the defence"
    told = "the auction, " if constrained else ""
    return CardChoice(
        pick,
        f"double dummy over {len(layouts)} layouts consistent with {told}the cards seen: "
        f"{pick} gives {side} {mean_tricks:.1f} more tricks on average, the best score",
    )


def _best(classes: list[list[Card]], solved: list[dict[Card, int]], scores: list[int]) -> tuple[Card, float]:
    """The card (the lowest of its class) with the best mean score, then most mean tricks; and those tricks."""
    best: tuple[float, float, int] | None = None
    pick, mean_tricks = classes[0][0], 0.0
    for cls in classes:
        card = cls[0]
        tricks = [s[card] for s in solved]
        key = (sum(scores[t] for t in tricks) / len(tricks), sum(tricks) / len(tricks), -card)
        if best is None or key > best:
            best, pick, mean_tricks = key, card, key[1]
    return pick, mean_tricks


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


@immutable
@dataclass(frozen=True, slots=True)
class _Knowledge:
    """What the seat knows of the cards it cannot see."""

    seen: dict[int, int]  # the hands it sees, by seat
    hidden: list[int]  # the seats whose cards it cannot see
    played_by: list[int]  # the cards each seat has played
    void: list[int]  # bit s: the seat has shown out of suit s
    counts: dict[int, int]  # how many cards each hidden seat still holds
    unseen: list[int]  # the cards it cannot see
    calls: dict[int, list[tuple[Auction, int]]]  # each hidden seat's calls, with the auction before each
    system: str
    vulnerability: Vulnerability  # the board's: the calls were made knowing it

    def fits(self, seat: int, mask: int) -> bool:
        """True if ``seat`` holding ``mask`` (and the cards it played) makes its calls."""
        return seat not in self.calls or makes_calls(self.system, mask | self.played_by[seat], self.calls[seat],
                                                     self.vulnerability)

    def layout(self, hands: dict[int, int]) -> tuple[int, int, int, int]:
        full = [0, 0, 0, 0]
        for seat, mask in list(self.seen.items()) + list(hands.items()):
            full[seat] = mask
        return (full[0], full[1], full[2], full[3])


def _seen(view: PlayView) -> dict[int, int]:
    """The hands the seat sees: its own, and dummy (or declarer's, for dummy) once shown."""
    seen: dict[int, int] = {int(view.seat): view.hand}
    if view.partner_hand is not None:
        seen[int(view.declarer if view.seat == view.dummy else view.dummy)] = view.partner_hand
    return seen


def _knowledge(view: PlayView, system: str) -> _Knowledge:
    seen = _seen(view)
    hidden = [s for s in range(4) if s not in seen]
    played_by, void = _history(view)
    # Cards each hidden seat still holds: one per trick to come, less the card it played to this one.
    left = 13 - view.tricks_done
    counts = {s: left - (((s - view.leader) & 3) < len(view.current)) for s in hidden}
    unseen = ((1 << 52) - 1) & ~view.played & ~view.hand & ~(view.partner_hand or 0)
    # The auction speaks of whole hands: of a seat whose history is in the view.
    whole = [s for s in hidden if counts[s] + played_by[s].bit_count() == 13]
    calls = {s: made for s, made in calls_by_seat(view.auction).items() if s in whole}
    return _Knowledge(seen, hidden, played_by, void, counts, [c for c in range(52) if unseen >> c & 1], calls, system,
                      view.vulnerability)


def _history(view: PlayView) -> tuple[list[int], list[int]]:
    """The cards each seat has played, and the suits each has shown out of (bit masks)."""
    played_by = [0, 0, 0, 0]
    void = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.tricks] + [(view.leader, view.current)]
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            played_by[seat] |= 1 << c
            void[seat] |= (c // 13 != cards[0] // 13) << (cards[0] // 13)
    return played_by, void


def _layouts(
    view: PlayView, samples: int, rng: random.Random, system: str
) -> tuple[list[tuple[int, int, int, int]], bool]:
    """``samples`` layouts of all four hands; True if they also fit the auction."""
    k = _knowledge(view, system)
    # Hands tried against the auction, at most, before it is let go; the opening lead (one
    # decision a board, three hands to fit) may try ten times as many.
    budget = _TRIES * samples * (10 if len(k.hidden) == 3 else 1)
    tries = 0
    constrained = bool(k.calls)
    out: list[tuple[int, int, int, int]] = []
    while len(out) < samples:
        if constrained and tries > budget:
            constrained = False  # the auction is too hard to fit (or was not the system's): fill up without it
        hands, used = _one_layout(k, rng, constrained)
        tries += used
        if hands is not None:
            out.append(k.layout(hands))
    return out, constrained


def _one_layout(k: _Knowledge, rng: random.Random, constrained: bool) -> tuple[dict[int, int] | None, int]:
    """One dealing of the hidden hands (None if it does not fit the auction), and the hands tried."""
    if not constrained:
        return _deal(rng, k.unseen, k.hidden, k.counts, k.void), 0
    if len(k.hidden) == 3:
        return _deal_in_bidding_order(k, rng)
    hands = _deal(rng, k.unseen, k.hidden, k.counts, k.void)
    return (hands if all(k.fits(s, hands[s]) for s in k.hidden) else None), 1


def _deal_in_bidding_order(k: _Knowledge, rng: random.Random) -> tuple[dict[int, int] | None, int]:
    """The opening lead (no show-outs yet): deal the hands that bid most first, each until it
    fits; the last takes what is left, or all starts again."""
    hands: dict[int, int] = {}
    pool = k.unseen[:]
    order = sorted(k.hidden, key=lambda s: -sum(call < 35 for _, call in k.calls.get(s, [])))
    tries = 0
    for s in order:
        last = s == order[-1]
        for _ in range(1 if last else 10 * _TRIES):
            tries += 1
            mask = sum(1 << c for c in (pool if last else rng.sample(pool, k.counts[s])))
            if k.fits(s, mask):
                break
        else:
            return None, tries
        hands[s] = mask
        pool = [c for c in pool if not mask >> c & 1]
    return hands, tries


def _deal(rng: random.Random, unseen: list[int], hidden: list[int], counts: dict[int, int], void: list[int]) -> dict[int, int]:
    """The unseen cards dealt to the hidden seats, ``counts`` each, none in a suit a seat showed out of."""
    cards = unseen[:]
    rng.shuffle(cards)
    if len(hidden) == 2:
        return _deal_two(cards, hidden[0], hidden[1], counts, void)
    out: dict[int, int] = {}
    i = 0
    for s in hidden:
        out[s] = sum(1 << c for c in cards[i:i + counts[s]])
        i += counts[s]
    return out


def _deal_two(cards: list[int], a: int, b: int, counts: dict[int, int], void: list[int]) -> dict[int, int]:
    """Shuffled ``cards`` dealt to seats ``a`` and ``b``: a suit one showed out of goes to the other."""
    only_a: list[int] = []
    only_b: list[int] = []
    free: list[int] = []
    for c in cards:
        suit = 1 << (c // 13)
        (only_a if void[b] & suit else only_b if void[a] & suit else free).append(c)
    need = counts[a] - len(only_a)
    if need < 0 or need > len(free):  # the shown-out suits cannot all be honoured
        need, only_a, only_b, free = counts[a], [], [], cards
    return {a: sum(1 << c for c in only_a + free[:need]), b: sum(1 << c for c in only_b + free[need:])}
