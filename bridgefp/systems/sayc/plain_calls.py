"""The calls of an auction as the SAYC rules read them: each compared as the plain int it is.

The rules compare calls with calls and with indexes, never with cards, so ``==``, ``<`` and ``in``
need run no Python code. This module stays interpreted when the rules are compiled (a compiled
class cannot take ``int``'s own comparisons as its methods).
"""

from __future__ import annotations

from ...calls import Call

__all__ = ["READ"]


class _ReadCall(Call):
    """A call of the auction as the rules read it. It stays inside the reading: the call a rule
    chooses is given back as the ``Call`` itself."""

    __slots__ = ()
    __eq__ = int.__eq__
    __ne__ = int.__ne__
    __hash__ = int.__hash__


# The calls as the reading holds them, at their indexes.
READ = tuple(_ReadCall(i) for i in range(38))
