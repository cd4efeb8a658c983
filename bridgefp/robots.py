"""Robots at the table: they finish what is open on a board, seeing only what their seat may see."""

from __future__ import annotations

from typing import Iterator

from .board import Board, apply_event
from .events import CallMade
from .systems import System

__all__ = ["robot_calls", "finish_auction"]


def _auction_steps(board: Board, system: System) -> Iterator[tuple[CallMade, Board]]:
    while not board.auction.is_complete:
        seat = board.auction.turn
        # A robot is shown its own hand and the auction, nothing else.
        choice = system.choose(board.deal.hand(seat), board.auction)
        event = CallMade(seat, choice.call, (("explain", choice.explain),))
        board = apply_event(board, event)
        yield event, board


def robot_calls(board: Board, system: System) -> list[CallMade]:
    """The calls robots make to finish the board's auction, each with its explanation."""
    return [event for event, _ in _auction_steps(board, system)]


def finish_auction(board: Board, system: System) -> Board:
    """The board with its auction finished by robots (unchanged if it is already complete)."""
    for _, board in _auction_steps(board, system):
        pass
    return board
