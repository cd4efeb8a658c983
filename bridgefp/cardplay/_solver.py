"""The double-dummy solver behind the ``dd`` robot: DDS, through the endplay binding.

One small module, so the analysis adapter (SPEC §13) can replace it. It speaks our
encoding (cards 0..51 = 13 * suit + rank, suits clubs..spades, seats N E S W, trump
0..3 or 4 for no trump) and converts to DDS's (suits spades..clubs, ranks as bits 2..14).
"""

from __future__ import annotations

from typing import Any, Sequence

__all__ = ["missing", "INSTALL", "Position", "solve_cards", "trace"]

INSTALL = "the dd robot needs the DDS solver: pip install 'bridgefp[dds]'"

# (hands still held N E S W as masks, trump 0..4, who led the trick in progress, its cards)
Position = tuple[tuple[int, int, int, int], int, int, tuple[int, ...]]

_dds: Any = None
_MAX = 200  # DDS's MAXNOOFBOARDS


def missing() -> str | None:
    """Why the solver cannot be used (one line), or None when it can."""
    global _dds
    if _dds is not None:
        return None
    try:
        import endplay._dds as dds  # noqa: PLC0415 - an optional extra, loaded on first use
    except Exception:  # not installed, or its shared library does not load
        return INSTALL
    _dds = dds
    return None


def _need() -> Any:
    reason = missing()
    if reason is not None:
        from ..errors import BridgeError

        raise BridgeError(reason)
    return _dds


def _fill(d: Any, position: Position) -> None:
    hands, trump, leader, current = position
    d.trump = 3 - trump if trump < 4 else 4
    d.first = leader
    for i in range(3):
        if i < len(current):
            c = current[i]
            d.currentTrickSuit[i] = 3 - c // 13
            d.currentTrickRank[i] = c % 13 + 2
        else:
            d.currentTrickSuit[i] = 0
            d.currentTrickRank[i] = 0
    for seat in range(4):
        h = hands[seat]
        row = d.remainCards[seat]
        for suit in range(4):
            row[3 - suit] = (h >> (13 * suit) & 0x1FFF) << 2


def solve_cards(positions: Sequence[Position]) -> list[dict[int, int]]:
    """For each position, every card the player to act may play and the tricks its side then takes.

    The tricks count from the trick in progress (included) to the end. DDS solves the
    positions in batches on all its threads.
    """
    dds = _need()
    out: list[dict[int, int]] = []
    for start in range(0, len(positions), _MAX):
        chunk = positions[start:start + _MAX]
        bo = dds.boards()
        bo.noOfBoards = len(chunk)
        for i, p in enumerate(chunk):
            _fill(bo.deals[i], p)
            bo.target[i] = -1
            bo.solutions[i] = 3
            bo.mode[i] = 1
        solved = dds.solvedBoards()
        dds.SolveAllBoardsBin(bo, solved)
        for i in range(len(chunk)):
            fut = solved.solvedBoard[i]
            scores: dict[int, int] = {}
            for k in range(fut.cards):
                suit = 3 - fut.suit[k]
                ranks = (1 << fut.rank[k]) | fut.equals[k]
                score = fut.score[k]
                for r in range(2, 15):
                    if ranks >> r & 1:
                        scores[13 * suit + r - 2] = score
            out.append(scores)
    return out


def trace(hands: tuple[int, int, int, int], trump: int, declarer: int, cards: Sequence[int]) -> list[int]:
    """DD tricks for declarer's side before the first card and after each of ``cards`` (at most 52).

    DDS's trace stops after card 48: the last trick is forced, so the values after
    cards 49..52 equal the value after card 48.
    """
    dds = _need()
    d = dds.deal()
    _fill(d, (hands, trump, (declarer + 1) & 3, ()))
    pt = dds.playTraceBin()
    n = min(len(cards), 48)
    pt.number = n
    for i in range(n):
        pt.suit[i] = 3 - cards[i] // 13
        pt.rank[i] = cards[i] % 13 + 2
    sp = dds.solvedPlay()
    dds.AnalysePlayBin(d, pt, sp, 0)
    values = [sp.tricks[i] for i in range(sp.number)]
    return values + [values[-1]] * (len(cards) - n)
