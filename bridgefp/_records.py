"""Immutable records that are cheap to build: NamedTuples equal only to their own kind.

A NamedTuple is the cheapest immutable record CPython builds (a tuple, no per-field
``object.__setattr__`` as a frozen dataclass needs), and the fold builds one or more
per event. ``record`` makes such a class compare like a record, not like a tuple: a
``CardPlayed`` is never equal to a ``CallMade`` with the same ints, nor to a plain tuple.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T", bound=type)


def record(cls: T) -> T:
    """Class decorator for a NamedTuple: equal (and hashed) only among instances of ``cls``."""

    def __eq__(self: tuple[object, ...], other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self: tuple[object, ...], other: object) -> bool:
        return not (type(other) is type(self) and tuple.__eq__(self, other))

    def __hash__(self: tuple[object, ...]) -> int:
        return hash((type(self).__name__, tuple.__hash__(self)))

    cls.__eq__ = __eq__  # type: ignore[assignment]
    cls.__ne__ = __ne__  # type: ignore[assignment]
    cls.__hash__ = __hash__  # type: ignore[assignment]
    return cls
