"""Immutable records that are cheap to build: NamedTuples equal only to their own kind.

A NamedTuple is the cheapest immutable record CPython builds (a tuple, no per-field
``object.__setattr__`` as a frozen dataclass needs), and the fold builds one or more
per event. ``record`` makes such a class compare like a record, not like a tuple: a
``CardPlayed`` is never equal to a ``CallMade`` with the same ints, nor to a plain tuple,
and no record is less or greater than another. ``immutable`` makes a frozen slotted
dataclass refuse a new value for a field with an ``AttributeError``.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import TypeVar

__all__ = ["immutable", "record"]

T = TypeVar("T", bound=type)


def record(cls: T) -> T:
    """Class decorator for a NamedTuple: equal (and hashed) only among instances of ``cls``."""

    def __eq__(self: tuple[object, ...], other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self: tuple[object, ...], other: object) -> bool:
        return not (type(other) is type(self) and tuple.__eq__(self, other))

    def __hash__(self: tuple[object, ...]) -> int:
        return hash((type(self).__name__, tuple.__hash__(self)))

    def _unordered(self: tuple[object, ...], other: object) -> object:
        return NotImplemented  # a record has no order: <, <=, >, >= raise TypeError

    cls.__eq__ = __eq__  # type: ignore[assignment]
    cls.__ne__ = __ne__  # type: ignore[assignment]
    cls.__hash__ = __hash__  # type: ignore[assignment]
    for name in ("__lt__", "__le__", "__gt__", "__ge__"):
        setattr(cls, name, _unordered)
    return cls


def immutable(cls: T) -> T:
    """Class decorator over ``@immutable
@dataclass(frozen=True, slots=True)``: setting or deleting a field raises
    ``dataclasses.FrozenInstanceError`` (an AttributeError) naming the field.

    (Python 3.11's frozen slotted dataclasses raise ``TypeError: super(type, obj)…`` instead.)
    """

    def __setattr__(self: object, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot set {name!r}: a {type(self).__name__} is immutable")

    def __delattr__(self: object, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete {name!r}: a {type(self).__name__} is immutable")

    cls.__setattr__ = __setattr__  # type: ignore[assignment]
    cls.__delattr__ = __delattr__  # type: ignore[assignment]
    return cls
