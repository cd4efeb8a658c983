"""The errors the core raises, by concept: one base class, a kind for each thing that can be wrong.

- ``ParseError``: text that cannot be read (a card, a call, a seat, a hand, a contract);
- ``InvalidValueError``: a value built from parts that do not make one (``Contract(9, …)``);
- ``DealError``: cards that are not a deal of 52 in four hands;
- ``LogError``: an event log that is malformed;
- ``IllegalCallError``: a call that breaks the rules of the auction;
- ``IllegalPlayError``: a card (``IllegalCardError``) or a claim (``IllegalClaimError``) that breaks
  the rules of play.

Each is a ``ValueError`` (the value given breaks a rule). What fails outside the values, such as
the double-dummy solver being missing, is not a ``BridgeError``: see ``bridgefp.dd.SolverError``,
a ``RuntimeError``.
"""

from __future__ import annotations

__all__ = [
    "BridgeError",
    "ParseError",
    "InvalidValueError",
    "DealError",
    "LogError",
    "IllegalCallError",
    "IllegalPlayError",
    "IllegalCardError",
    "IllegalClaimError",
]


class BridgeError(ValueError):
    """Base of every error the library raises; the message names the rule broken."""


class ParseError(BridgeError):
    """A token (a card, a call, a seat, a hand) that cannot be read."""


class InvalidValueError(BridgeError):
    """A value built from parts that do not make one: a contract at level 9, a trick of five cards."""


class DealError(BridgeError):
    """A permutation or a PBN deal that does not describe 52 cards in four hands."""


class LogError(BridgeError):
    """An event log that is malformed: bad JSON, an unknown event, a missing field.

    ``opens_board`` is true when the bad line is read as a deal event (a deal event with a bad
    value): it opens a board of its own, so the board before it is whole.
    """

    def __init__(self, message: str = "", *, opens_board: bool = False) -> None:
        super().__init__(message)
        self.opens_board = opens_board


class IllegalCallError(BridgeError):
    """A call that breaks the rules of the auction."""


class IllegalPlayError(BridgeError):
    """A card or a claim that breaks the rules of play."""


class IllegalCardError(IllegalPlayError):
    """A card played against the rules: out of turn, not held, a revoke, no play yet."""


class IllegalClaimError(IllegalPlayError):
    """A claim against the rules: by dummy, of more tricks than remain, of a trick already decided."""
