"""PBN's tag values and section tokens read as bridge values: calls, cards, board numbers, results, scores.

Shared by reading (``pbn_read``) and writing (``pbn_write``, which compares a file's own text with
the fold before writing it back).
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .._patterns import LazyPattern
from ..auction import PASSED_OUT, Contract
from ..calls import PASS, Call
from ..cards import CARDS as _DECK, Card, Seat, Strain
from ..errors import BridgeError
from .pbn_syntax import ANNOTATION, section_tokens
from .records import RecordError, is_digits

__all__ = [
    "CALL_TOKEN", "CARDS", "CONTRACTS", "PLAIN_CALLS", "SEATS", "SEATS_FROM", "board_number", "auction_calls", "plain_calls", "result_tricks",
    "score_of_tag", "section_cells", "raise_record_error",
]

CALL_TOKEN = LazyPattern(r"^(PASS|P|X|XX|AP|[1-7](C|D|H|S|NT|N)|-|\*|\+|\^[A-Z])$", re.I)
CARDS = {str(c): c for c in _DECK}  # the canonical texts, read without parsing, to the deck's own cards
PLAIN_CALLS = frozenset(["Pass", "PASS", "pass", "P", "X", "XX", "AP", "-", "*", "+"]
                         + [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")])




def board_number(text: str | None) -> int | None:
    if text is None or not is_digits(text) or int(text) < 1:
        return None
    return int(text)




def auction_calls(tokens: list[str], fail: Any) -> Iterator[Call]:
    """The calls of an Auction section: notes and suffixes skipped, ``AP`` as the passes that end it."""
    calls: list[Call] = []
    for t in tokens:
        call = _CALL_TEXTS.get(t)  # the usual token: a call as PBN writes it, nothing attached
        if call is not None:
            calls.append(call)
            yield call
            continue
        if ANNOTATION.match(t):
            continue
        u = t.upper()
        if u in ("*", "+", "-"):
            return  # the rest is not recorded
        if u == "AP":
            yield from _all_pass(calls)
            return
        try:
            call = Call.parse(t.rstrip("!?"))
        except BridgeError:
            raise fail("Auction", f"{t!r} in the Auction is not a call") from None
        calls.append(call)
        yield call


_CALL_TEXTS = {t: Call.parse(t) for t in PLAIN_CALLS if t not in ("AP", "-", "*", "+")}


def plain_calls(tokens: list[str]) -> list[Call] | None:
    """The calls of the usual Auction section, each as PBN writes it with nothing attached, quickly;
    None for any other (``auction_calls`` reads it)."""
    if not _CALL_TEXTS.keys() >= set(tokens):
        return None
    return list(map(_CALL_TEXTS.__getitem__, tokens))


def _all_pass(calls: list[Call]) -> list[Call]:
    """The passes ``AP`` stands for: three after the last bid's passes, four if nobody bid."""
    trailing = 0
    for c in reversed(calls):
        if c != PASS:
            break
        trailing += 1
    return [PASS] * ((3 if any(c.is_bid for c in calls) else 4) - trailing)




CONTRACTS = {str(c): c for c in [PASSED_OUT] + [Contract(level, strain, risk) for level in range(1, 8)
                                                for strain in Strain for risk in range(3)]}  # as PBN writes them
SEATS = {str(s): s for s in Seat}  # as PBN writes them
SEATS_FROM = tuple(tuple(Seat(s).after(k) for k in range(4)) for s in range(4))  # the seats in turn from each


def result_tricks(text: str, declarer: Seat) -> int | None:
    """Declarer's side's tricks from a Result tag: ``9``, ``NS 9``, ``EW 4``, ``NS 9 EW 4``; None if unreadable."""
    parts = text.split()
    if len(parts) == 1 and is_digits(parts[0]):
        return int(parts[0]) if int(parts[0]) <= 13 else None
    found = _side_numbers(parts)
    if not found:
        return None
    side = "NS" if declarer & 1 == 0 else "EW"
    tricks = found[side] if side in found else 13 - next(iter(found.values()))
    return tricks if 0 <= tricks <= 13 else None


def _side_numbers(parts: list[str]) -> dict[str, int]:
    """``NS 9 EW 4`` as {"NS": 9, "EW": 4}; empty if the parts are not side-number pairs."""
    if len(parts) % 2:
        return {}
    found: dict[str, int] = {}
    for side, number in zip(parts[::2], parts[1::2]):
        if side not in ("NS", "EW") or not is_digits(number):
            return {}
        found[side] = int(number)
    return found


def score_of_tag(text: str, declarer: Seat | None) -> int | None:
    """NS's score from a Score tag: ``NS 420``, ``EW -420``, ``NS 420 EW -420``, or ``420`` (declarer's side)."""
    parts = text.replace("+", "").split()
    try:
        if len(parts) == 1:
            value = int(parts[0])
            return value if declarer is None or declarer & 1 == 0 else -value
        if len(parts) in (2, 4) and all(p in ("NS", "EW") for p in parts[::2]):
            first = int(parts[1])
            return first if parts[0] == "NS" else -first
    except ValueError:
        return None
    return None




def raise_record_error(tag: str, message: str) -> BridgeError:
    return RecordError(message)




def section_cells(section: Any) -> list[Card | None] | None:
    """The cells of a stored Play section (None for ``-``), up to ``*`` or ``+``; None if unreadable."""
    cells: list[Card | None] = []
    try:
        for t in section_tokens(section):
            if ANNOTATION.match(t):
                continue
            if t in ("*", "+"):
                return cells
            cells.append(None if set(t) == {"-"} else Card.parse(t))
    except BridgeError:
        return None
    return cells

