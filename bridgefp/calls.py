"""Calls: the 35 bids, Pass, Double and Redouble, as ints ordered like the bids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import STRAINS, IndexedValue, Strain, require_text, shown
from .errors import ParseError

__all__ = ["Call", "PASS", "DOUBLE", "REDOUBLE", "BIDS", "CALLS"]

_PASS, _DOUBLE, _REDOUBLE = 35, 36, 37
_LEVELS = tuple(i // 5 + 1 if i < _PASS else 0 for i in range(38))


class Call(IndexedValue):
    """A call: bids are ``5 * (level - 1) + strain`` (0 = 1C … 34 = 7NT), then Pass, X, XX.

    Bids compare as they rank in the auction. ``str`` gives the canonical text of the
    text views (``1H``, ``3NT``, ``Pass``, ``X``, ``XX``); ``log_text`` the log's (``P``
    for Pass).

    >>> Call.parse("3 notrump"), Call.parse("dbl"), Call.parse("1♥") < Call.parse("1S")
    (Call.parse('3NT'), Call.parse('X'), True)
    """

    __slots__ = ()
    _COUNT = 38  # bids 5 * (level - 1) + strain, then Pass, X, XX
    _WHAT = "call"

    @property
    def is_bid(self) -> bool:
        return self < _PASS

    @property
    def is_pass(self) -> bool:
        return self == _PASS

    if TYPE_CHECKING:
        @property
        def level(self) -> int:
            """1..7 for a bid, 0 otherwise."""
    else:  # read from a table by the tuple's own look-up: no Python code runs (the robots ask it often)
        level = property(_LEVELS.__getitem__, doc="1..7 for a bid, 0 otherwise.")

    @property
    def strain(self) -> Strain | None:
        """The bid's strain, or None for Pass, X and XX."""
        return STRAINS[self % 5] if self < _PASS else None

    @property
    def log_text(self) -> str:
        """The form written to logs: ``P`` for Pass, else as ``str``."""
        return "P" if self == _PASS else _CALL_TEXT[self]

    def __str__(self) -> str:
        return _CALL_TEXT[self]

    def __repr__(self) -> str:
        return f"Call.parse({_CALL_TEXT[self]!r})"

    @classmethod
    def bid(cls, level: int, strain: Strain | int | str) -> Call:
        """The bid of ``level`` (1..7) in ``strain``; ParseError for anything else.

        >>> Call.bid(3, "NT"), Call.bid(1, Strain.H)
        (Call.parse('3NT'), Call.parse('1H'))
        """
        s = Strain.parse(strain)
        if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 7:
            raise ParseError(f"{level} is not a bid level (1..7)")
        return CALLS[5 * (level - 1) + s]

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read any form a person or a log may use: ``P``, ``pass``, ``X``, ``dbl``,
        ``XX``, ``rdbl``, ``1C``, ``1 c``, ``1♣``, ``3N``, ``3NT``, ``3 notrump``."""
        call = _CALL_BY_TEXT.get(require_text(text, "a call"))
        if call is not None:
            return call
        key = "".join(text.split()).lower()
        call = _CALL_BY_TEXT.get(key)
        if call is not None:
            return call
        if len(key) >= 2 and key[0] in "1234567":
            try:
                return cls.bid(int(key[0]), Strain.parse(key[1:]))
            except ParseError:
                pass
        raise ParseError(f"{text!r} is not a call (a bid like 1H or 3NT, Pass, X or XX)")


_CALL_TEXT = tuple(
    [f"{level}{s.name}" for level in range(1, 8) for s in STRAINS] + ["Pass", "X", "XX"]
)
CALLS = tuple(Call(i) for i in range(38))
BIDS = CALLS[:35]
PASS, DOUBLE, REDOUBLE = CALLS[_PASS], CALLS[_DOUBLE], CALLS[_REDOUBLE]

_CALL_BY_TEXT: dict[str, Call] = {t: c for t, c in zip(_CALL_TEXT, CALLS)}
for _t, _c in list(_CALL_BY_TEXT.items()):
    _CALL_BY_TEXT[_t.lower()] = _c
for _t in ("P", "p", "pass", "PASS", "Pass"):
    _CALL_BY_TEXT[_t] = PASS
for _t in ("x", "dbl", "double"):
    _CALL_BY_TEXT[_t] = DOUBLE
for _t in ("xx", "rdbl", "redouble"):
    _CALL_BY_TEXT[_t] = REDOUBLE
