"""The event log codec (SPEC §8): JSON Lines (or one JSON array) to events and back.

Pure: it turns text into events and events into text; the caller opens files.
"""

from __future__ import annotations

import itertools
import json
from typing import Any, Iterable, Iterator

from pyrsistent import freeze, thaw

from .calls import Call
from .cards import Card, Seat, Vulnerability
from .deal import Deal
from .errors import BridgeError, LogError
from .events import CallMade, CardPlayed, Claimed, Dealt, Event

__all__ = ["read_log", "write_log", "iter_log", "event_from_dict", "event_to_dict", "event_to_line"]

_KNOWN = {
    "deal": ("event", "board", "dealer", "vulnerable", "deal"),
    "call": ("event", "seat", "call"),
    "play": ("event", "seat", "card"),
    "claim": ("event", "seat", "tricks"),
}


def event_from_dict(obj: Any) -> Event:
    """One event from a decoded JSON object; LogError naming the field and the rule."""
    if not isinstance(obj, dict):
        raise LogError(f"an event must be a JSON object, not {_json_kind(obj)}")
    kind = obj.get("event")
    if kind is not None and not isinstance(kind, str):
        raise LogError(f"'event' must be a string (deal, call, play or claim), not {_json_kind(kind)}")
    if kind not in _KNOWN:
        if kind is None:
            raise LogError("the object has no 'event' field")
        raise LogError(f"unknown event {kind!r} (deal, call, play or claim)")
    known = _KNOWN[kind]
    extra = tuple((k, freeze(v)) for k, v in obj.items() if k not in known)
    try:
        if kind == "call":
            return CallMade(Seat.parse(_field(obj, "seat", str)), Call.parse(_field(obj, "call", str)), extra)
        if kind == "play":
            return CardPlayed(Seat.parse(_field(obj, "seat", str)), Card.parse(_field(obj, "card", str)), extra)
        if kind == "claim":
            tricks = _field(obj, "tricks", int)
            if isinstance(tricks, bool) or not 0 <= tricks <= 13:
                raise LogError(f"'tricks' must be a whole number 0..13, not {tricks!r}")
            return Claimed(Seat.parse(_field(obj, "seat", str)), tricks, extra)
        board = obj.get("board")
        if board is not None and (not isinstance(board, int) or isinstance(board, bool) or board < 1):
            raise LogError(f"'board' must be a whole number from 1, not {board!r}")
        # Missing dealer or vulnerability: the board's, in the 16-board cycle, else South and None (SPEC §7).
        if "dealer" in obj:
            dealer = Seat.parse(_field(obj, "dealer", str))
        else:
            dealer = Seat((board - 1) % 4) if board is not None else Seat.S
        if "vulnerable" in obj:
            vulnerable = Vulnerability.parse(_field(obj, "vulnerable", str))
        else:
            vulnerable = Vulnerability.of_board(board) if board is not None else Vulnerability.NONE
        return Dealt(Deal.from_pbn(_field(obj, "deal", str)), dealer, vulnerable, board, extra)
    except LogError:
        raise
    except BridgeError as e:
        raise LogError(f"bad {kind} event: {e}") from None


def _field(obj: dict[str, Any], name: str, kind: type) -> Any:
    if name not in obj:
        raise LogError(f"the {obj['event']} event has no {name!r} field")
    value = obj[name]
    if not isinstance(value, kind) or isinstance(value, bool):
        wanted = "a string" if kind is str else "a whole number"
        raise LogError(f"{name!r} must be {wanted}, not {_json_kind(value)} {json.dumps(value)}")
    return value


def _json_kind(value: Any) -> str:
    """What a decoded JSON value is, in JSON's words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def event_to_dict(event: Event) -> dict[str, Any]:
    """The JSON object of an event: its known fields in canonical form, then its extra fields."""
    out: dict[str, Any]
    if isinstance(event, CallMade):
        out = {"event": "call", "seat": str(event.seat), "call": event.call.log_text}
    elif isinstance(event, CardPlayed):
        out = {"event": "play", "seat": str(event.seat), "card": str(event.card)}
    elif isinstance(event, Claimed):
        out = {"event": "claim", "seat": str(event.seat), "tricks": event.tricks}
    elif isinstance(event, Dealt):
        out = {"event": "deal"}
        if event.board is not None:
            out["board"] = event.board
        out["dealer"] = str(event.dealer)
        out["vulnerable"] = str(event.vulnerable)
        out["deal"] = event.deal.to_pbn(event.dealer.next)
    else:
        raise LogError(f"not an event: {event!r}")
    for k, v in event.extra:
        out[k] = thaw(v)
    return out


# Characters JSON leaves raw in strings but line readers split on: always escaped.
_LINE_BREAKS = {"\u0085": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def event_to_line(event: Event) -> str:
    """One line of JSON Lines (without the newline)."""
    line = json.dumps(event_to_dict(event), ensure_ascii=False)
    for raw, escaped in _LINE_BREAKS.items():
        if raw in line:
            line = line.replace(raw, escaped)
    return line


def write_log(events: Iterable[Event]) -> str:
    """The events as JSON Lines, one per line, each line ending in a newline."""
    return "".join(event_to_line(e) + "\n" for e in events)


def iter_log(lines: Iterable[str]) -> Iterator[tuple[str, Event]]:
    """Events with their place (``line 9`` or, in a JSON array, ``event 9``), read lazily.

    Blank lines are skipped. A log whose first character is ``[`` is one JSON array
    and is read whole. The first malformed line raises LogError naming its place.
    """
    it = iter(lines)
    number = 0
    for line in it:
        number += 1
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("["):
            yield from _iter_array("\n".join(x.rstrip("\r\n") for x in itertools.chain([line], it)), number)
            return
        yield f"line {number}", _parse_line(stripped, number)
        break
    for line in it:
        number += 1
        stripped = line.strip()
        if stripped:
            yield f"line {number}", _parse_line(stripped, number)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"{text} is too large for a number")
    return value


def _decode(text: str, first_line: int) -> Any:
    """Strict JSON: no NaN or Infinity; any decoding failure is a LogError naming the line."""
    place = f"line {first_line}"
    try:
        return json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except json.JSONDecodeError as e:
        line = first_line + e.lineno - 1
        raise LogError(f"line {line}: not valid JSON ({e.msg} at column {e.colno})") from None
    except RecursionError:
        raise LogError(f"{place}: not valid JSON (nested too deeply)") from None
    except ValueError as e:  # a constant, an infinite float, an integer of too many digits
        raise LogError(f"{place}: not valid JSON ({e})") from None


def _parse_line(text: str, number: int) -> Event:
    place = f"line {number}"
    obj = _decode(text, number)
    try:
        return event_from_dict(obj)
    except LogError as e:
        raise LogError(f"{place}: {e}") from None


def _iter_array(text: str, first_line: int) -> Iterator[tuple[str, Event]]:
    items = _decode(text, first_line)
    if not isinstance(items, list):
        raise LogError("line 1: a log is JSON Lines or one JSON array of events")
    for i, obj in enumerate(items, 1):
        try:
            event = event_from_dict(obj)
        except LogError as e:
            raise LogError(f"event {i}: {e}") from None
        yield f"event {i}", event


def read_log(text: str) -> list[Event]:
    """Every event of a log, from JSON Lines or one JSON array.

    >>> events = read_log('{"event": "call", "seat": "S", "call": "pass", "explain": "9 points"}')
    >>> events
    [CallMade(seat=Seat.S, call=Call.parse('Pass'), extra=(('explain', '9 points'),))]
    >>> write_log(events)
    '{"event": "call", "seat": "S", "call": "P", "explain": "9 points"}\\n'
    """
    return [event for _, event in iter_log(text.split("\n"))]
