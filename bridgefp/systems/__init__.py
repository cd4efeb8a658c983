"""Bidding systems, by name: each a pure function of (own hand, auction) to a call and why."""

from __future__ import annotations

from ..errors import BridgeError
from .base import Choice, System, lowest_legal_level
from .goren import GorenSystem
from .sayc import SaycSystem
from .simple import SimpleSystem

__all__ = ["Choice", "System", "SYSTEMS", "get_system", "lowest_legal_level"]

SYSTEMS: dict[str, System] = {"simple": SimpleSystem(), "goren": GorenSystem(), "sayc": SaycSystem()}


def get_system(name: str) -> System:
    """The system called ``name``; BridgeError listing the known names otherwise."""
    try:
        return SYSTEMS[name]
    except KeyError:
        raise BridgeError(f"unknown bidding system {name!r} ({', '.join(SYSTEMS)})") from None
