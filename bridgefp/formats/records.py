"""What the record readers share: the items they yield, and folding a record's events into a board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Union

from ..board import Board, apply_event, start_board
from ..errors import BridgeError
from ..events import Dealt, Event
from .._records import immutable

__all__ = ["RecordError", "Skipped", "Item", "fold_record"]


class RecordError(BridgeError):
    """A record that contradicts itself or the Laws: the message names the game or board and both values."""


@immutable
@dataclass(frozen=True, slots=True)
class Skipped:
    """A record that is not a board (no complete deal, an irregularity bridgefp does not model), and why."""

    place: str
    reason: str


Item = Union[Board, BridgeError, Skipped]
"""What a record reader yields for each game or board: a folded board, the error that stops it, or a skip."""


def fold_record(events: Iterable[tuple[str, Event]], place: str) -> Board:
    """The board folded from one record's events (the first a ``Dealt``); a BridgeError names the place."""
    board: Board | None = None
    for where, event in events:
        try:
            if isinstance(event, Dealt):
                board = start_board(event)
            else:
                assert board is not None
                board = apply_event(board, event)
        except BridgeError as e:
            at = f"{place}, {where}" if where else place
            raise type(e)(f"{at}: {e}") from None
    assert board is not None
    return board
