"""What the web table sends a seat's page: a pure function of the board and the seat.

The page knows only what ``bridgefp.table.visible_hands`` lets the seat see: its own hand,
dummy after the opening lead, every card played, every call with its meaning (public). The
robots' reasons for their cards and the other hands come only once the board is over. Cards
travel in log notation (``"SA"``, ``"HT"``), calls too (``"P"``, ``"1NT"``).
"""

from __future__ import annotations

from typing import Any

import bridgefp as bf
from bridgefp.board import Board, play_of
from bridgefp.cards import Seat
from bridgefp.events import CallMade, CardPlayed
from bridgefp.table import chooser_of, in_play, playable_cards, undo_point, visible_hands

__all__ = ["seat_state", "board_phase", "call_name", "card_name"]

_RANKS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"]
_SUITS = ["clubs", "diamonds", "hearts", "spades"]
_LEVELS = ["one", "two", "three", "four", "five", "six", "seven"]
_STRAINS = ["club", "diamond", "heart", "spade", "no trump"]
_STRAINS_MANY = ["clubs", "diamonds", "hearts", "spades", "no trump"]


def card_name(card: int) -> str:
    """A card as a screen reader says it: ``ace of spades``."""
    return f"{_RANKS[card % 13]} of {_SUITS[card // 13]}"


def call_name(call: bf.Call) -> str:
    """A call as a screen reader says it: ``one heart``, ``three no trump``, ``pass``, ``double``."""
    text = call.log_text
    if text in ("P", "X", "XX"):
        return {"P": "pass", "X": "double", "XX": "redouble"}[text]
    level, strain = int(call) // 5 + 1, int(call) % 5
    return f"{_LEVELS[level - 1]} {(_STRAINS if level == 1 else _STRAINS_MANY)[strain]}"


def board_phase(board: Board) -> str:
    """``auction``, ``play`` or ``done`` (SPEC §16's ``data-state``)."""
    if board.is_over:
        return "done"
    return "play" if board.auction_is_over else "auction"


def _cards(hand: bf.Hand) -> list[str]:
    return [str(c) for c in sorted(hand, reverse=True)]


def _auction(board: Board) -> list[dict[str, Any]]:
    return [
        {"seat": str(e.seat), "call": e.call.log_text, "name": call_name(e.call), "explain": e.explain or ""}
        for e in board.events if isinstance(e, CallMade)
    ]


def _trick(board: Board) -> dict[str, Any]:
    """The trick in progress (who played which card), and the last trick won."""
    play = board.play
    if play is None:
        return {"current": [], "last": None, "tricks": {"NS": 0, "EW": 0}}
    current = [[str(play.leader.after(i)), str(c)] for i, c in enumerate(play.current)]
    last = None
    if play.done:
        t = play.done[-1]
        last = {"cards": [[str(s), str(c)] for s, c in t.seats()], "winner": str(t.winner)}
    declarer_side = "NS" if play.declarer in (Seat.N, Seat.S) else "EW"
    other = "EW" if declarer_side == "NS" else "NS"
    return {"current": current, "last": last, "tricks": {declarer_side: play.declarer_tricks, other: play.defender_tricks}}


def _turn(board: Board, seat: Seat) -> dict[str, Any]:
    """Whose turn it is, who chooses, and what this seat may do now."""
    to_act = board.to_act
    if to_act is None:
        return {"turn": None, "chooser": None, "yourTurn": False, "legalCalls": [], "playable": [], "claim": None}
    chooser = chooser_of(board, to_act)
    mine = chooser == seat
    calls = [c.log_text for c in bf.legal_calls(board.auction)] if mine and not board.auction_is_over else []
    claim = None
    if mine and in_play(board):
        allowed = bf.claim_range(play_of(board) if board.play is None else board.play, chooser)
        claim = [allowed.start, allowed.stop - 1] if len(allowed) else None
    return {
        "turn": str(to_act), "chooser": str(chooser), "yourTurn": mine, "legalCalls": calls,
        "playable": [str(c) for c in playable_cards(board, {seat})], "claim": claim,
    }


def _end(board: Board, scoring: str, analysis: dict[str, Any] | None) -> dict[str, Any] | None:
    """At the end: the result, the score, the whole deal, the robots' card reasons, the analysis."""
    result = board.result(scoring)
    if result is None:
        return None
    reasons = []
    for i, e in enumerate((e for e in board.events if isinstance(e, CardPlayed)), 1):
        reasons.append({"trick": (i + 3) // 4, "seat": str(e.seat), "card": str(e.card), "explain": e.explain or ""})
    return {
        "text": result.result_text,
        "score": {"NS": result.ns, "EW": -result.ns},
        "deal": {str(s): _cards(board.deal.hand(s)) for s in Seat},
        "reasons": reasons,
        "analysis": analysis,
    }


def seat_state(
    board: Board, seat: Seat, scoring: str = "duplicate", thinking: Seat | None = None,
    analysis: dict[str, Any] | None = None, message: str = "",
) -> dict[str, Any]:
    """Everything ``seat``'s page shows, and nothing it may not see."""
    contract = board.contract
    declarer = board.declarer
    return {
        "seat": str(seat),
        "board": board.number,
        "dealer": str(board.dealer),
        "vulnerable": str(board.vulnerable),
        "state": board_phase(board),
        "events": len(board.events),
        "hands": {str(s): _cards(h) for s, h in visible_hands(board, {seat}).items()},
        "counts": {str(s): len(board.hand(s)) for s in Seat},
        "auction": _auction(board),
        "contract": None if contract is None else str(contract),
        "declarer": None if declarer is None else str(declarer),
        "dummy": None if declarer is None or not in_play(board) else str(declarer.partner),
        **_trick(board),
        **_turn(board, seat),
        "canUndo": undo_point(board, {seat}) is not None,
        "thinking": None if thinking is None else str(thinking),
        "end": _end(board, scoring, analysis),
        "message": message,
    }
