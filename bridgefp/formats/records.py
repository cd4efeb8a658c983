"""What the record readers share: the items they yield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..board import Board
from ..errors import BridgeError
from .._records import immutable

__all__ = ["RecordError", "Skipped", "RecordWarning", "Item", "is_digits"]


class RecordError(BridgeError):
    """A record that contradicts itself or the Laws: the message names the game or board and both values."""


@immutable
@dataclass(frozen=True, slots=True)
class Skipped:
    """A record that is not a board (no complete deal, an irregularity bridgefp does not model), and why."""

    place: str
    reason: str


@dataclass(frozen=True, slots=True)
class RecordWarning:
    """A part of a record that could not be read and is not needed to fold its board (a table section):
    the board is kept, and this comes just before it."""

    place: str
    message: str

    def __str__(self) -> str:
        return f"{self.place}: {self.message}"


Item = Union[Board, BridgeError, Skipped, RecordWarning]
"""What a record reader yields for each game or board: a folded board (perhaps after a warning about
a part of it that could not be read), the error that stops it, or a skip."""


def is_digits(text: str) -> bool:
    """Whether ``text`` is a number in ASCII digits (``str.isdigit`` is true for ``²`` and ``٣`` too).

    >>> is_digits("12"), is_digits("²"), is_digits("٣"), is_digits("")
    (True, False, False, False)
    """
    return text.isascii() and text.isdigit()
