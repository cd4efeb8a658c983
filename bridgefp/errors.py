"""The errors the core raises: one base class, a few precise kinds below it."""

from __future__ import annotations

__all__ = [
    "BridgeError",
    "ParseError",
    "DealError",
    "LogError",
    "IllegalCallError",
    "IllegalCardError",
]


class BridgeError(ValueError):
    """Base of every error the library raises; the message names the rule broken."""


class ParseError(BridgeError):
    """A token (a card, a call, a seat, a hand) that cannot be read."""


class DealError(BridgeError):
    """A permutation or a PBN deal that does not describe 52 cards in four hands."""


class LogError(BridgeError):
    """An event log that is malformed: bad JSON, an unknown event, a missing field."""


class IllegalCallError(BridgeError):
    """A call that breaks the rules of the auction."""


class IllegalCardError(BridgeError):
    """A card play or claim that breaks the rules of play."""
