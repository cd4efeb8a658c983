"""What a table decides, for every table (the terminal's and the web's) to ask alike.

- **Who acts**: ``chooser_of`` (declarer chooses dummy's cards), ``is_person_to_act``.
- **What a seat may see**: ``visible_hands`` — its own hands, dummy once the opening lead
  is made, every hand once the board is over; the same cut ``view_for`` makes for the robots.
- **What undo takes back**: ``undo_point`` and ``take_back``.
- **Whether a claim holds**: ``check_claim``. With a double-dummy solver (``dd_solver``,
  when the ``dds`` extra is installed) a claim holds when the claiming side takes at least
  that many of the remaining tricks double dummy; without one, when the claimed tricks are
  sure winners on top, counted conservatively. A concession (claiming none) always holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ._records import immutable
from .board import Board, fold
from .cards import Hand, Seat
from .events import CardPlayed
from .play import Play, claim_range, legal_cards, trick_is_lost

__all__ = [
    "People", "ClaimCheck", "TrickSolver", "chooser_of", "is_person_to_act", "in_play", "visible_hands",
    "playable_cards", "undo_point", "take_back", "sure_tricks", "check_claim", "dd_solver",
]

People = frozenset[Seat]

TrickSolver = Callable[[Play], int]
"""Tricks that the side to move takes of those remaining (the trick in progress included), double dummy."""


# ---------------------------------------------------------------- who acts


def in_play(board: Board) -> bool:
    """The auction is over and a contract is being (or has been) played."""
    contract = board.contract
    return board.auction_is_over and contract is not None and not contract.is_passed_out


def chooser_of(board: Board, seat: Seat) -> Seat:
    """Who chooses ``seat``'s call or card: declarer chooses dummy's cards, everyone else their own."""
    if in_play(board) and seat == board.dummy:
        assert board.declarer is not None
        return board.declarer
    return seat


def is_person_to_act(board: Board, people: Iterable[Seat]) -> bool:
    """True when the next call or card is chosen by one of ``people``."""
    seat = board.to_act
    return seat is not None and chooser_of(board, seat) in frozenset(people)


# ---------------------------------------------------------------- what a seat may see


def visible_hands(board: Board, people: Iterable[Seat]) -> dict[Seat, Hand]:
    """The hands (cards still held) that ``people`` may see: their own, dummy once the opening
    lead is made, and every hand once the board is over. Never any other."""
    seen = set(people)
    play = board.play
    if board.is_over:
        seen = set(Seat)
    elif play is not None and play.dummy_visible:
        seen.add(play.dummy)
    return {s: board.hand(s) for s in sorted(seen)}


def playable_cards(board: Board, people: Iterable[Seat]) -> list[int]:
    """The cards ``people`` may play now (dummy's when declarer is among them): the legal
    cards of the seat to act when one of them chooses it, else none."""
    from .board import play_of

    play = play_of(board) if board.play is None and in_play(board) else board.play
    if play is None or play.is_over or not is_person_to_act(board, people):
        return []
    return list(legal_cards(play))


# ---------------------------------------------------------------- undo


def undo_point(board: Board, people: Iterable[Seat]) -> int | None:
    """How many of the board's events an ``undo`` keeps: all before the last call, card or
    claim chosen by one of ``people`` (so they are to act there again); None if they have done
    nothing."""
    who = frozenset(people)
    events = board.events
    declarer = board.declarer
    for i in range(len(events) - 1, 0, -1):
        e = events[i]
        seat = e.seat  # type: ignore[union-attr]  # only the deal event has none, at index 0
        if isinstance(e, CardPlayed) and declarer is not None and seat == declarer.partner:
            seat = declarer
        if seat in who:
            return i
    return None


def take_back(board: Board, keep: int) -> Board:
    """The board folded from its first ``keep`` events (what undo goes back to)."""
    return fold(board.events[:keep])


# ---------------------------------------------------------------- claims


@immutable
@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """Whether a claim holds, and if not, why (a sentence without a final stop)."""

    holds: bool
    reason: str = ""


def _masks_by_suit(mask: int) -> list[list[int]]:
    """The ranks (0..12) held in each suit, high to low."""
    return [[r for r in range(12, -1, -1) if mask >> (13 * s + r) & 1] for s in range(4)]


def _cash(leads: list[int], partner: list[int], opponents_top: int) -> int:
    """Winners the hand on lead cashes in one suit, high to low, keeping the lead: each must beat
    every opponent's card, and partner must be able to play under it (or discard)."""
    won = 0
    low = sorted(partner)
    for rank in leads:
        if rank < opponents_top:
            break
        if low and low[0] > rank:
            break  # partner would have to overtake: the lead would change hands
        if low:
            low.pop(0)
        won += 1
    return won


def sure_tricks(play: Play, side: int) -> int:
    """A sound lower bound on the tricks ``side`` (0 North–South, 1 East–West) takes of those
    remaining, whatever the others do: the top winners its hand on lead cashes without giving up
    the lead. Trumps are cashed first; side suits count only once the opponents can hold no trump.
    With a trick in progress, only that trick counts (when it is already won)."""
    if play.is_over:
        return 0
    if play.current:
        return 1 if trick_is_lost(play, 1 - side) else 0
    if play.leader & 1 != side:
        return 0
    return _top_winners(play)


def _top_winners(play: Play) -> int:
    """The winners the hand on lead cashes on top (trumps first; then, with the opponents'
    trumps drawn, the other suits)."""
    leader = play.leader
    suits = _masks_by_suit(play.hands[leader])
    partner = _masks_by_suit(play.hands[leader.partner])
    theirs = [_masks_by_suit(play.hands[leader.next]), _masks_by_suit(play.hands[leader.partner.next])]
    tops = [max([-1] + theirs[0][s] + theirs[1][s]) for s in range(4)]
    trump = int(play.trump)
    if trump == 4:
        return sum(_cash(suits[s], partner[s], tops[s]) for s in range(4))
    trumps = _cash(suits[trump], partner[trump], tops[trump])
    if max(len(theirs[0][trump]), len(theirs[1][trump])) > trumps:
        return trumps
    return trumps + sum(_cash(suits[s], partner[s], tops[s]) for s in range(4) if s != trump)


def check_claim(board: Board, seat: Seat, tricks: int, solver: TrickSolver | None = None) -> ClaimCheck:
    """Whether ``seat``'s claim of ``tricks`` of the remaining tricks for its side holds.

    A concession (0) always holds; a number outside ``claim_range`` never does. Otherwise,
    with ``solver``, when the side takes at least ``tricks`` double dummy; without one, when
    ``tricks`` are sure winners on top (``sure_tricks``).

    >>> import bridgefp as bf
    >>> deal = bf.Deal.from_permutation(range(1, 53), "S")
    >>> board = bf.start_board(bf.Dealt(deal, Seat.S))
    >>> check_claim(board, Seat.S, 1)
    ClaimCheck(holds=False, reason='you can claim only in the play, after the auction')
    """
    from .board import play_of

    if not in_play(board):
        return ClaimCheck(False, "you can claim only in the play, after the auction")
    play = board.play if board.play is not None else play_of(board)
    if tricks not in claim_range(play, seat):
        return ClaimCheck(False, f"{seat.full_name} cannot claim {tricks} of the {play.tricks_left} tricks left")
    if tricks == 0:
        return ClaimCheck(True)
    side = seat & 1
    if solver is not None:
        mover = play.turn & 1
        theirs = solver(play)
        ours = theirs if mover == side else play.tricks_left - theirs
        how = "double dummy"
    else:
        ours = sure_tricks(play, side)
        how = "as sure winners on top"
    if tricks <= ours:
        return ClaimCheck(True)
    return ClaimCheck(False, f"the claim does not hold: your side takes {ours} of the {play.tricks_left} "
                             f"tricks left {how}, not {tricks}")


def dd_solver() -> TrickSolver | None:
    """The double-dummy solver for ``check_claim`` when the ``dds`` extra is installed, else None."""
    from . import dd

    if not dd.is_available():
        return None

    def solve(play: Play) -> int:
        scores = dd.solve_cards([dd.Position.of_play(play)], jobs=1)[0]
        return max(scores.values())

    return solve
