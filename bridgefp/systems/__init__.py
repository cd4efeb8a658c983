"""Bidding systems, by name: each a pure function of (own hand, auction) to a call and why."""

from __future__ import annotations

import importlib
from typing import Iterator, Mapping

from ..errors import BridgeError
from .base import Choice, System, lowest_legal_level

__all__ = ["Choice", "System", "SYSTEMS", "get_system", "lowest_legal_level"]

# Each system's module and class, in the order the names are listed.
_PLACES = {"simple": ("simple", "SimpleSystem"), "goren": ("goren", "GorenSystem"), "sayc": ("sayc", "SaycSystem")}


class _Systems(Mapping[str, System]):
    """The systems by name. A system's module is imported when the system is first asked for: a program
    that bids with one system loads no other (SAYC's tables take a while to build)."""

    def __init__(self) -> None:
        self._made: dict[str, System] = {}

    def __getitem__(self, name: str) -> System:
        system = self._made.get(name)
        if system is None:
            module, cls = _PLACES[name]
            system = self._made[name] = getattr(importlib.import_module(f"{__name__}.{module}"), cls)()
        return system

    def __iter__(self) -> Iterator[str]:
        return iter(_PLACES)

    def __len__(self) -> int:
        return len(_PLACES)

    def __contains__(self, name: object) -> bool:
        return name in _PLACES

    def __repr__(self) -> str:
        return f"SYSTEMS({', '.join(_PLACES)})"


SYSTEMS: Mapping[str, System] = _Systems()


def get_system(name: str) -> System:
    """The system called ``name``; BridgeError listing the known names otherwise."""
    try:
        return SYSTEMS[name]
    except KeyError:
        raise BridgeError(f"unknown bidding system {name!r} ({', '.join(SYSTEMS)})") from None
