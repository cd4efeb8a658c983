"""The event log codec (SPEC §8): JSON Lines (or one JSON array) to events and back.

Pure: it turns text into events and events into text; the caller opens files.
"""

from __future__ import annotations

import bisect
import codecs
import functools
import itertools
import json
import math
import operator
import re
from collections.abc import Mapping
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar, Union

import msgspec

from ..calls import CALLS, Call
from ..cards import CARDS, SUIT_MASK, Card, Seat, Vulnerability, _suit_text
from ..deal import Deal, _written_pbn_masks
from ..errors import BridgeError, LogError
from ..auction import Contract
from ..events import CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event, Extra

__all__ = ["read_log", "write_log", "iter_log", "LogBlocks", "event_from_dict", "event_to_dict", "event_to_line", "decode_log_line"]

_KNOWN = {
    "deal": frozenset(("event", "board", "dealer", "vulnerable", "deal")),
    "call": frozenset(("event", "seat", "call")),
    "play": frozenset(("event", "seat", "card")),
    "claim": frozenset(("event", "seat", "tricks")),
    "contract": frozenset(("event", "contract", "declarer")),
}
_KNOWN_CALL, _KNOWN_PLAY = _KNOWN["call"], _KNOWN["play"]
_KINDS = "deal, call, play, claim or contract"
T = TypeVar("T")
_SEAT_BY_LOG = {s.name: s for s in Seat}
_SCALARS = (str, int, float, bool, type(None))


def event_from_dict(obj: Any) -> Event:
    """One event from a decoded JSON object; LogError naming the field and the rule."""
    if type(obj) is dict:
        event = _common_event(obj)
        if event is not None:
            return event
    if not isinstance(obj, dict):
        raise LogError(f"an event must be a JSON object, not {_json_kind(obj)}")
    kind = obj.get("event")
    if not isinstance(kind, str) or kind not in _READERS:
        raise LogError(_no_reader(obj, kind))
    reader = _READERS[kind]
    try:
        return reader(obj, _extra(obj, kind))
    except LogError as e:
        if kind != "deal":
            raise
        raise LogError(str(e), opens_board=True) from None
    except BridgeError as e:
        raise LogError(f"bad {kind} event: {e}", opens_board=kind == "deal") from None


def _common_event(obj: dict[str, Any]) -> Event | None:
    """A call or card event in its canonical form (with or without extra fields), read in a few
    look-ups; None for anything else, which the general readers then read or refuse."""
    kind = obj.get("event")
    if kind == "play":
        name, table, make = "card", _CARD_BY_LOG, CardPlayed
    elif kind == "call":
        name, table, make = "call", _CALL_BY_LOG, CallMade  # type: ignore[assignment]
    else:
        return None
    seat, value = obj.get("seat"), obj.get(name)
    if type(seat) is not str or type(value) is not str or seat not in _SEAT_BY_LOG or value not in table:
        return None
    return make(_SEAT_BY_LOG[seat], table[value], () if len(obj) == 3 else _extra(obj, kind))


def _extra(obj: dict[str, Any], kind: str) -> Extra:
    """The fields of ``obj`` that a ``kind`` event does not know, in their order, values frozen."""
    unknown = obj.keys() - _KNOWN[kind]
    if not unknown:
        return ()
    if len(unknown) == 1:
        (k,) = unknown
        v = obj[k]
        return ((k, v if type(v) in _SCALARS else _frozen(k, v)),)
    known = _KNOWN[kind]
    return tuple((k, v if type(v) in _SCALARS else _frozen(k, v)) for k, v in obj.items() if k not in known)


# How deep an extra field's arrays and objects may nest: far beyond any real annotation, and
# well within what freezing, thawing and writing it back (all recursive) can follow.
MAX_NESTING = 100


def _frozen(key: str, value: Any) -> Any:
    """An extra field's array or object, frozen; LogError if it nests deeper than MAX_NESTING."""
    if _nesting(value) > MAX_NESTING:
        raise LogError(f"the extra field {_json_text(key)} nests arrays or objects more than {MAX_NESTING} deep")
    from pyrsistent import freeze  # loaded only for an array or object in a field: the package is slow to load

    return freeze(value)


def _nesting(value: Any) -> int:
    """How deep arrays and objects nest in a JSON value (1 for ``[1]``), counted without recursion
    and no further than one level past MAX_NESTING."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_NESTING:
            break
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children if isinstance(child, (list, dict)))
    return deepest


_CARD_BY_LOG = {str(c): c for c in CARDS}
_CALL_BY_LOG = {c.log_text: c for c in CALLS}


def _no_reader(obj: dict[str, Any], kind: Any) -> str:
    """Why an object names no kind of event we read."""
    if kind is None:
        return "the object has no 'event' field"
    if not isinstance(kind, str):
        return f"'event' must be a string ({_KINDS}), not {_json_kind(kind)}"
    return f"unknown event {_json_text(kind)} ({_KINDS})"


def _seat(obj: dict[str, Any], name: str) -> Seat:
    seat = _SEAT_BY_LOG.get(obj.get(name))  # type: ignore[arg-type]
    return seat if seat is not None else _parsed(obj, name, Seat.parse)


def _parsed(obj: dict[str, Any], name: str, parse: Callable[[str], T]) -> T:
    """The string field ``name`` read by ``parse``; its error names the value as JSON, shortened."""
    text = _field(obj, name, str)
    try:
        return parse(text)
    except BridgeError as e:
        raise type(e)(str(e).replace(repr(text), _json_text(text), 1)) from None


def _read_call(obj: dict[str, Any], extra: Extra) -> Event:
    return CallMade(_seat(obj, "seat"), _parsed(obj, "call", Call.parse), extra)


def _read_play(obj: dict[str, Any], extra: Extra) -> Event:
    return CardPlayed(_seat(obj, "seat"), _parsed(obj, "card", Card.parse), extra)


def _read_claim(obj: dict[str, Any], extra: Extra) -> Event:
    tricks = _field(obj, "tricks", int)
    if not 0 <= tricks <= 13:
        raise LogError(f"'tricks' must be a whole number 0..13, not {_describe(tricks)}")
    return Claimed(_seat(obj, "seat"), tricks, extra)


def _read_contract(obj: dict[str, Any], extra: Extra) -> Event:
    """A ``contract`` event: a record's contract and declarer, standing in for an auction not recorded."""
    contract = _parsed(obj, "contract", Contract.parse)
    declarer = obj.get("declarer")
    if contract.is_passed_out:
        if declarer is not None:
            raise LogError(f"a passed-out board has no declarer, not {_describe(declarer)}")
        return ContractStated(contract, None, extra)
    if declarer is None:
        raise LogError(f"the contract event for {contract} has no 'declarer' field")
    return ContractStated(contract, _seat(obj, "declarer"), extra)


def _read_deal(obj: dict[str, Any], extra: Extra) -> Event:
    board = obj.get("board")
    if board is not None and (not isinstance(board, int) or isinstance(board, bool) or board < 1):
        raise LogError(f"'board' must be a whole number from 1, not {_describe(board)}")
    # Missing dealer or vulnerability: the board's, in the 16-board cycle, else South and None (SPEC §7).
    if "dealer" in obj:
        dealer = _seat(obj, "dealer")
    else:
        dealer = Seat((board - 1) % 4) if board is not None else Seat.S
    if "vulnerable" in obj:
        vulnerable = _parsed(obj, "vulnerable", Vulnerability.parse)
    else:
        vulnerable = Vulnerability.of_board(board) if board is not None else Vulnerability.NONE
    return Dealt(_parsed(obj, "deal", Deal.from_pbn), dealer, vulnerable, board, extra)


# The reader of each kind of event: a new kind of event adds one entry here (and in _KNOWN).
_READERS: dict[str, Callable[[dict[str, Any], Extra], Event]] = {
    "deal": _read_deal,
    "call": _read_call,
    "play": _read_play,
    "claim": _read_claim,
    "contract": _read_contract,
}


def _field(obj: dict[str, Any], name: str, kind: type) -> Any:
    if name not in obj:
        raise LogError(f"the {obj['event']} event has no {name!r} field")
    value = obj[name]
    if not isinstance(value, kind) or isinstance(value, bool):
        wanted = "a string" if kind is str else "a whole number"
        raise LogError(f"{name!r} must be {wanted}, not {_describe(value)}")
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


def _describe(value: Any) -> str:
    """A decoded JSON value named in a message: ``null``, ``true``, ``a number 9.0``, ``a string "9"``, ``an array``."""
    if value is None or isinstance(value, bool):
        return _json_text(value)
    if isinstance(value, (int, float, str)):
        return f"{_json_kind(value)} {_json_text(value)}"
    return _json_kind(value)


_LONGEST = 40  # characters of a value or token quoted in a message


def _short(text: str) -> str:
    """``text``, or its start and how long it is when it is too long to quote whole."""
    if len(text) <= _LONGEST:
        return text
    return f"{text[:_LONGEST - 10]}… ({len(text)} characters)"


def _json_text(value: Any) -> str:
    """A value as JSON text, shortened for a message."""
    try:
        return _short(json.dumps(value, ensure_ascii=False))
    except ValueError:  # an int of more digits than Python converts
        return "a number too long to show"


def event_to_dict(event: Event) -> dict[str, Any]:
    """The JSON object of an event: its known fields in canonical form, then its extra fields.

    Read back from ``event_to_line``, the one writer of an event's JSON.
    """
    obj: dict[str, Any] = _decode_fast(event_to_line(event))
    return obj


# Characters JSON leaves raw in strings but line readers split on: always escaped.
_LINE_BREAKS = {"\u0085": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_encode = msgspec.json.Encoder().encode


def _head(event: Event) -> str:
    """The known fields of an event as JSON text, without the closing brace.

    Their values are seats, calls, cards, PBN deals, vulnerabilities and small ints:
    text that needs no escaping in JSON.
    """
    if isinstance(event, CallMade):
        return f'{{"event": "call", "seat": "{event.seat.name}", "call": "{event.call.log_text}"'
    if isinstance(event, CardPlayed):
        return f'{{"event": "play", "seat": "{event.seat.name}", "card": "{event.card}"'
    if isinstance(event, Claimed):
        return f'{{"event": "claim", "seat": "{event.seat.name}", "tricks": {int(event.tricks)}'
    if isinstance(event, ContractStated):
        declarer = "" if event.declarer is None else f', "declarer": "{event.declarer.name}"'
        return f'{{"event": "contract", "contract": "{event.contract}"{declarer}'
    if isinstance(event, Dealt):
        board = "" if event.board is None else f', "board": {int(event.board)}'
        return (
            f'{{"event": "deal"{board}, "dealer": "{event.dealer.name}", "vulnerable": "{event.vulnerable}", '
            f'"deal": "{_deal_text(event.deal, event.dealer.next)}"'
        )
    raise LogError(f"not an event: {event!r}")


def _deal_text(deal: Deal, first: Seat | int) -> str:
    """``deal.to_pbn(first)``, written from the masks with no Hand built (seats N E S W are 0..3)."""
    masks = deal.masks
    return f"{'NESW'[first]}:{_hand_text(masks[first])} {_hand_text(masks[(first + 1) & 3])} " \
        f"{_hand_text(masks[(first + 2) & 3])} {_hand_text(masks[(first + 3) & 3])}"


def _plain_deal_text(masks: tuple[int, ...], first: int) -> str:
    """``_deal_text`` of a Deal's masks in one piece: the sixteen suits looked up in the table of suit texts."""
    t, k = _SUIT_TEXTS, SUIT_MASK
    a, b, c, d = masks[first], masks[(first + 1) & 3], masks[(first + 2) & 3], masks[(first + 3) & 3]
    return f"{'NESW'[first]}:{t[a >> 39 & k]}.{t[a >> 26 & k]}.{t[a >> 13 & k]}.{t[a & k]} " \
        f"{t[b >> 39 & k]}.{t[b >> 26 & k]}.{t[b >> 13 & k]}.{t[b & k]} " \
        f"{t[c >> 39 & k]}.{t[c >> 26 & k]}.{t[c >> 13 & k]}.{t[c & k]} " \
        f"{t[d >> 39 & k]}.{t[d >> 26 & k]}.{t[d >> 13 & k]}.{t[d & k]}"


class _SuitTexts(dict[int, str]):
    """The ranks of each 13-bit suit slice as PBN writes them, worked out on first use (at most 8,192):
    a plain look-up each time after, which a deal line makes sixteen of."""

    def __missing__(self, bits: int) -> str:
        text = self[bits] = _suit_text(bits)
        return text


_SUIT_TEXTS = _SuitTexts()


def _hand_text(m: int) -> str:
    """``Hand(m).to_pbn()``: spades first, each suit's ranks from the table of suit texts."""
    texts = _SUIT_TEXTS
    return f"{texts[m >> 39 & SUIT_MASK]}.{texts[m >> 26 & SUIT_MASK]}.{texts[m >> 13 & SUIT_MASK]}.{texts[m & SUIT_MASK]}"


def _deal_line(event: Dealt) -> str | None:
    """The line of a deal event with no extra field, as ``_event_line`` writes it, from a table of heads;
    None for any other deal event (one with extra fields, or fields of other types)."""
    dealer, vulnerable, board = event[1], event[2], event[3]
    if event[4] != () or type(dealer) is not Seat or type(vulnerable) is not Vulnerability:
        return None
    if board is not None and type(board) is not int:
        return None
    return f'{_deal_head(dealer, vulnerable, board)}{_plain_deal_text(event[0].masks, (dealer + 1) & 3)}"}}'


def _deal_head(dealer: Seat, vulnerable: Vulnerability, board: int | None) -> str:
    """A deal line up to the deal's text, as ``_event_line`` writes it."""
    head = _DEAL_HEADS[vulnerable._value_][dealer]
    return head if board is None else f'{{"event": "deal", "board": {board}{head[16:]}'


# ``_head`` of a deal event without a board number up to the deal's text, by vulnerability (its text) and dealer.
_DEAL_HEADS = {
    vul.value: tuple(f'{{"event": "deal", "dealer": "{dealer.name}", "vulnerable": "{vul.value}", "deal": "' for dealer in Seat)
    for vul in Vulnerability
}
_DEAL_HEAD_BYTES = {vul: tuple(head.encode() for head in heads) for vul, heads in _DEAL_HEADS.items()}


@functools.lru_cache(maxsize=256)
def _key_text(key: str) -> str:
    """A field name as JSON text (cached: logs repeat a few names, ``explain`` above all)."""
    return _encode(key).decode()


def _value_text(value: Any) -> str:
    """One extra field's value as JSON text, laid out as ``json.dumps`` lays it out."""
    if type(value) is str:
        return _encode(value).decode()
    if type(value) in _SCALARS:
        return json.dumps(value, ensure_ascii=False)
    from pyrsistent import thaw  # loaded only for an array or object in a field

    return json.dumps(thaw(value), ensure_ascii=False)


def event_to_line(event: Event) -> str:
    """One line of JSON Lines (without the newline); LogError if a value cannot be written as JSON
    or would not read back as it is (a non-finite number, a key that is not a string, an extra
    field named as one of the event's own fields, arrays or objects nested too deep)."""
    kind = type(event)
    if kind is CallMade and type(event[0]) is Seat and type(event[1]) is Call:
        line = _call_line(event[0], event[1], event[2])
        if line is not None:
            return line
    elif kind is CardPlayed and type(event[0]) is Seat and type(event[1]) is Card:
        line = _card_line(event[0], event[1], event[2])
        if line is not None:
            return line
    if (kind is CardPlayed or kind is CallMade) and type(event[0]) is Seat and type(event[1]) in _PLAIN \
            and _is_one_text_field(event[2]):
        return _remembered_event_line(event)
    if kind is Dealt and type(event[0]) is Deal:
        read = _DEAL_LINES_READ.get(id(event))
        if read is not None and read[0] is event:
            return read[1].decode()
        line = _deal_line(event)
        if line is not None:
            return line
    return _event_line(event)


def _call_line(seat: Seat, call: Call, extra: object) -> str | None:
    """The line of a call with no extra field or one text field under a name of its own, as
    ``_event_line`` writes it, from a table of heads and a memo of tails; None for any other call."""
    head = _CALL_HEADS[38 * seat + call]
    if extra == ():
        return head + "}"
    pair = extra[0] if type(extra) is tuple and len(extra) == 1 else None  # ``_is_text_field``, inline
    if type(pair) is tuple and len(pair) == 2 and type(pair[0]) is str and type(pair[1]) is str \
            and pair[0] not in _KNOWN_CALL:
        return head + _text_tail(pair[0], pair[1]) + "}"
    return None


def _card_line(seat: Seat, card: Card, extra: object) -> str | None:
    """The line of a card with no extra field or one text field under a name of its own (a robot's
    reason), as ``_call_line`` writes a call's; None for any other card."""
    head = _CARD_HEADS[52 * seat + card]
    if extra == ():
        return head + "}"
    pair = extra[0] if type(extra) is tuple and len(extra) == 1 else None  # ``_is_text_field``, inline
    if type(pair) is tuple and len(pair) == 2 and type(pair[0]) is str and type(pair[1]) is str \
            and pair[0] not in _KNOWN_PLAY:
        return head + _text_tail(pair[0], pair[1]) + "}"
    return None


@functools.lru_cache(maxsize=1 << 14)
def _text_tail(key: str, value: str) -> str:
    """One extra text field as ``_event_line`` writes it (cached: robots give the same reasons again)."""
    try:
        tail = f", {_key_text(key)}: {_value_text(value)}"
    except (UnicodeEncodeError, msgspec.EncodeError, TypeError, ValueError, RecursionError) as e:
        raise LogError(f"an extra field cannot be written as JSON: {_unwritable(e)}") from None
    if not tail.isascii():  # ASCII text holds no line break JSON leaves raw, and no surrogate
        tail = _escaped_breaks(tail)
    return tail


def _is_one_text_field(extra: object) -> bool:
    """Whether extra fields are none, or one text value under a text name (exactly ``str``: equal is the same text)."""
    if extra == ():
        return True
    pair = extra[0] if type(extra) is tuple and len(extra) == 1 else None
    return type(pair) is tuple and len(pair) == 2 and type(pair[0]) is str and type(pair[1]) is str


def _event_line(event: Event) -> str:
    head = _head(event)
    if not event.extra:
        return head + "}"
    _check_extra(event)
    try:
        tail = "".join([f", {_key_text(k)}: {_value_text(v)}" for k, v in event.extra])
    except (UnicodeEncodeError, msgspec.EncodeError, TypeError, ValueError, RecursionError) as e:
        raise LogError(f"an extra field cannot be written as JSON: {_unwritable(e)}") from None
    if not tail.isascii():  # ASCII text holds no line break JSON leaves raw, and no surrogate
        tail = _escaped_breaks(tail)
    return head + tail + "}"


# A call or card with no extra field, or one text field, is written from a memo: a log repeats them (the
# same card from the same seat with the same reason), and equal events of exactly these types
# (a Seat, a Call or Card, a text field) are written alike; a field the event may not have is
# refused each time (an error is not remembered). At most 16,384 lines are kept.
_PLAIN = (Call, Card)
_remembered_event_line = functools.lru_cache(maxsize=1 << 14)(_event_line)

# ``_head`` of each call by each seat, at 38 * seat + call.
_CALL_HEADS = tuple(
    f'{{"event": "call", "seat": "{seat.name}", "call": "{call.log_text}"' for seat in Seat for call in CALLS
)

# ``_head`` of each card by each seat, at 52 * seat + card.
_CARD_HEADS = tuple(f'{{"event": "play", "seat": "{seat.name}", "card": "{card}"' for seat in Seat for card in CARDS)

_KIND_OF: dict[type, str] = {Dealt: "deal", CallMade: "call", CardPlayed: "play", Claimed: "claim", ContractStated: "contract"}


def _check_extra(event: Event) -> None:
    """LogError unless every extra field is a (name, value) pair that reads back as it is written."""
    known = _KNOWN[_KIND_OF[type(event)]]
    extra = event.extra
    if _is_plain_text(extra, known):
        return  # the common case, in a few look-ups
    if type(extra) is not tuple or not all(type(p) is tuple and len(p) == 2 for p in extra):
        raise LogError("an event's extra fields must be (name, value) pairs")
    for key, value in extra:
        _check_field(event, known, key, value)
    _check_once([key for key, _ in extra])


def _check_once(names: list[str]) -> None:
    if len(set(names)) != len(names):
        twice = next(key for key in names if names.count(key) > 1)
        raise LogError(f"the extra field {_json_text(twice)} is given twice: a JSON object holds a name once")


def _is_plain_text(extra: object, known: frozenset[str]) -> bool:
    """Whether extra fields are text values under names of their own, each name once."""
    return type(extra) is tuple and all(_is_text_field(pair, known) for pair in extra) \
        and (len(extra) == 1 or len({pair[0] for pair in extra}) == len(extra))


def _is_text_field(pair: object, known: frozenset[str]) -> bool:
    return type(pair) is tuple and len(pair) == 2 and type(pair[0]) is str and type(pair[1]) is str \
        and pair[0] not in known


def _check_field(event: Event, known: frozenset[str], key: object, value: Any) -> None:
    if type(key) is not str:
        raise LogError(f"an extra field's name must be a string, not {_short(repr(key))}")
    if key in known:
        raise LogError(f"an extra field may not be named {_json_text(key)}: the {_KIND_OF[type(event)]} event's own field")
    if type(value) is not str:
        _check_value(key, value)


def _check_value(key: str, value: Any) -> None:
    """An extra field's value walked without recursion: finite numbers, string keys, bounded nesting."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        stack.extend((child, depth + 1) for child in _parts(key, item, depth))


def _parts(key: str, item: Any, depth: int) -> Iterable[Any]:
    """The values inside one value of extra field ``key`` at ``depth``; LogError if it is not JSON."""
    if isinstance(item, float) and not math.isfinite(item):
        raise LogError(f"the extra field {_json_text(key)} holds {item}, which is not a JSON number")
    if isinstance(item, (str, int, float)) or item is None:
        return ()
    if depth >= MAX_NESTING:
        raise LogError(f"the extra field {_json_text(key)} nests arrays or objects more than {MAX_NESTING} deep")
    if isinstance(item, Mapping):
        if not all(type(k) is str for k in item):
            raise LogError(f"the extra field {_json_text(key)} holds an object whose keys are not all strings")
        return item.values()
    from pyrsistent import PVector  # only an array or object in a field comes this far

    if isinstance(item, (list, tuple, PVector)):
        return item
    raise LogError(f"the extra field {_json_text(key)} holds {_short(type(item).__name__)}, which is not JSON")


def _escaped_breaks(tail: str) -> str:
    """``tail`` with the line breaks JSON leaves raw escaped; LogError if it holds a lone surrogate."""
    for raw, escaped in _LINE_BREAKS.items():
        if raw in tail:
            tail = tail.replace(raw, escaped)
    if _has_surrogate(tail):
        raise LogError("an extra field cannot be written as JSON: it holds a lone surrogate")
    return tail


def _unwritable(e: Exception) -> str:
    if isinstance(e, UnicodeEncodeError):
        return "it holds a lone surrogate"
    return _short(str(e))


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


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
    for number, line in enumerate(it, number + 1):
        event = _common_line(line)  # most lines: a call or card seen before
        if event is not None:
            yield f"line {number}", event
            continue
        stripped = line.strip()
        if stripped:
            yield f"line {number}", _parse_line(stripped, number)


class LogBlocks:
    """A JSON Lines log read block by block, with the events and errors ``iter_log`` gives.

    ``read`` takes the log's raw lines in blocks (bytes without their line breaks, in order:
    a block holds as many lines as the caller read at once) and gives each block's events;
    ``place(i)`` names the place of event ``i`` (0-based, over every block) as ``iter_log``
    names it, ``line 9`` (``event 9`` in a JSON array), built only when a message needs it.
    Each line is decoded as ``decode_log_line`` decodes it and read as ``iter_log`` reads it;
    a line met before (most lines of a log: the same card from the same seat, the same
    reason) gives the event it gave then, without decoding it again. The first bad line
    raises its LogError after the events before it are given.
    """

    __slots__ = ("_memo", "_number", "_count", "_starts", "_array", "_started", "_error")

    def __init__(self) -> None:
        self._memo: dict[bytes, Event] = {}  # a line's event, for the lines of calls and cards
        self._number = 0  # lines read
        self._count = 0  # events given
        self._starts = [(0, 1)]  # (event, its line) wherever a blank line shifts the line numbers
        self._array: list[str] | None = None  # the lines of a log that is one JSON array
        self._started = False  # the first line that is not blank has been read
        self._error: LogError | None = None

    def read(self, blocks: Iterable[Sequence[bytes]]) -> Iterator[list[Event]]:
        """The events of each block of lines (a block whose lines are all blank gives none)."""
        for lines in blocks:
            events = self._events(lines)
            if events:
                yield events
            if self._error is not None:
                raise self._error
        if self._array is not None:
            events = self._array_events()
            if events:
                yield events
            if self._error is not None:
                raise self._error

    def place(self, index: int) -> str:
        """Where event ``index`` (0-based) stands: its line, or in a JSON array its number."""
        if self._array is not None:
            return f"event {index + 1}"
        first, line = self._starts[bisect.bisect_right(self._starts, index, key=_first) - 1]
        return f"line {line + index - first}"

    def forget(self, index: int) -> None:
        """No place before event ``index`` will be asked for again: keep only what names the others
        (so a log of many blank lines is read in constant memory)."""
        if self._array is None:
            keep = bisect.bisect_right(self._starts, index, key=_first) - 1
            if keep > 0:
                del self._starts[:keep]

    def _events(self, lines: Sequence[bytes]) -> list[Event]:
        """The events of one block of lines; a bad line ends it, its error kept for ``read`` to raise.

        Every line is first looked up among the lines met before, in one pass; the lines not
        found are then read in their order (a line found is a call or card, read as it was)."""
        if self._array is not None:
            self._array_lines(lines, 0)
            self._number += len(lines)
            return []
        found: list[Any] = list(map(self._memo.get, lines))
        missing = list(map(operator.is_, found, itertools.repeat(None)))
        out = self._read_missing(lines, found, missing) if True in missing else found
        self._number += len(lines)
        self._count += len(out)
        return out

    def _read_missing(self, lines: Sequence[bytes], found: list[Any], missing: list[bool]) -> list[Event]:
        """The block's events, the lines ``missing`` from the memo read in turn (until a bad one)."""
        out: list[Event] = []
        at = 0
        try:
            while (i := _index(missing, at)) >= 0:
                out += found[at:i]
                event = self._read_line(lines[i], self._number + i + 1, out)
                at = i + 1
                if event is not None:
                    out.append(event)
                elif self._array is not None:
                    self._array_lines(lines, at)
                    return out
            out += found[at:]
        except LogError as e:
            self._error = e
        return out

    def _read_line(self, raw: bytes, number: int, out: list[Event]) -> Event | None:
        """A line not met before, as ``iter_log`` reads it; None when it is blank or opens a JSON array."""
        if self._started:
            event = _known_line(raw)
            if event is not None:
                if type(event) is not Dealt and len(raw) <= _MEMO_LINE:
                    self._remember(raw, event)
                return event
        text = decode_log_line(raw, number)
        stripped = text.strip()
        if not stripped:
            self._skip(self._count + len(out), number)
            return None
        if not self._started:
            self._started = True
            if stripped.startswith("["):
                self._array = [text.rstrip("\r\n")]
                self._starts = [(0, number)]
                return None
        return _parse_line(stripped, number)

    def _remember(self, raw: bytes, event: Event) -> None:
        if len(self._memo) >= _MEMO_LINES:
            self._memo.clear()  # a log of ever new lines: start again rather than grow
        self._memo[raw] = event

    def _skip(self, index: int, number: int) -> None:
        """Line ``number`` is blank: event ``index`` stands on a later line, the next one at the earliest."""
        if self._starts[-1][0] == index:
            self._starts[-1] = (index, number + 1)
        else:
            self._starts.append((index, number + 1))

    def _array_lines(self, lines: Sequence[bytes], start: int) -> None:
        """Keep lines ``start`` on of a block of a log that is one JSON array, to read it whole at the end."""
        assert self._array is not None
        try:
            for number, raw in enumerate(lines[start:], self._number + start + 1):
                self._array.append(decode_log_line(raw, number).rstrip("\r\n"))
        except LogError as e:
            self._error = e

    def _array_events(self) -> list[Event]:
        assert self._array is not None
        out: list[Event] = []
        try:
            for _, event in _iter_array("\n".join(self._array), self._starts[0][1]):
                out.append(event)
        except LogError as e:
            self._error = e
        return out


def _index(missing: list[bool], start: int) -> int:
    """The index of the first True in ``missing`` from ``start`` on, -1 when there is none."""
    try:
        return missing.index(True, start)
    except ValueError:
        return -1


def _first(pair: tuple[int, int]) -> int:
    return pair[0]


_decode_fast = msgspec.json.Decoder().decode


def _decode(text: str, first_line: int) -> Any:
    """Strict JSON: no NaN or Infinity, no number too large for a float, no lone surrogate.

    msgspec decodes (exactly: integers of any length Python converts stay integers);
    when it refuses, the standard library decodes again only to say where and why.
    Any failure is a LogError naming the line.
    """
    try:
        return _decode_fast(text)
    except (msgspec.DecodeError, RecursionError, UnicodeEncodeError):
        pass
    line, why = _why_not_json(text, first_line)
    raise LogError(f"line {line}: not valid JSON ({why})")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"{_short(text)} is too large for a number")
    return value


def _why_not_json(text: str, first_line: int) -> tuple[int, str]:
    """The line and the reason text that msgspec refused is not JSON, in our words."""
    try:
        json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except json.JSONDecodeError as e:
        return first_line + e.lineno - 1, f"{e.msg} at column {e.colno}".replace(" at at ", " at ")
    except RecursionError:
        return first_line, "nested too deeply"
    except ValueError as e:  # a constant, an infinite float, an integer of too many digits
        if "Exceeds the limit" in str(e):
            return first_line, f"a number has more than {_MAX_DIGITS} digits"
        return first_line, str(e)
    if _LONE_SURROGATE.search(text) or _has_surrogate(text):
        return first_line, "a string holds a lone surrogate, which is not text"
    return first_line, "msgspec could not decode it"  # pragma: no cover - no such text is known


# An escaped UTF-16 half: a high one not followed by a low one, or a low one not after a high one.
_LONE_SURROGATE = re.compile(
    r"(?<!\\)(?:\\\\)*\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)


_MAX_DIGITS = 4300  # what Python (and msgspec) convert; JSON numbers longer than this are refused


class _CallLine(msgspec.Struct, tag_field="event", tag="call", forbid_unknown_fields=True):
    """A call line in its common form: the three fields, perhaps a robot's text ``explain``."""

    seat: str
    call: str
    explain: str | msgspec.UnsetType = msgspec.UNSET


class _PlayLine(msgspec.Struct, tag_field="event", tag="play", forbid_unknown_fields=True):
    """A card line in its common form, as ``_CallLine``."""

    seat: str
    card: str
    explain: str | msgspec.UnsetType = msgspec.UNSET


_decode_common = msgspec.json.Decoder(Union[_CallLine, _PlayLine]).decode


class _DealLine(msgspec.Struct, tag_field="event", tag="deal", forbid_unknown_fields=True):
    """A deal line in its common form: the known fields only, a whole number for ``board`` if any."""

    deal: str
    board: int | None = None
    dealer: str | msgspec.UnsetType = msgspec.UNSET
    vulnerable: str | msgspec.UnsetType = msgspec.UNSET


_decode_known = msgspec.json.Decoder(Union[_CallLine, _PlayLine, _DealLine]).decode
_VUL_BY_LOG = {str(v): v for v in Vulnerability}


def _known_line(raw: bytes) -> Event | None:
    """The call, card or deal event a raw line holds in its common form (read as the general
    reader reads it), else None: anything else, or anything wrong, is the general reader's case."""
    try:
        line = _decode_known(raw)
    except (msgspec.DecodeError, RecursionError):
        return None
    if isinstance(line, _DealLine):
        return _known_deal(line, raw)
    return _call_or_card(line)


# The lines the last deal events were read from, where the writer writes the same line: a deal
# written back (a stage passing a board on) is its line as read, with no text built. At most 1,024 are
# kept: more than the deal lines of one block of input (64 KiB).
_DEAL_LINES_READ: dict[int, tuple[Dealt, bytes]] = {}


def _keep_deal_line(event: Dealt, deal: str, raw: bytes) -> None:
    """Keep ``raw`` for the writer when it is the line the writer writes for ``event``. ``deal`` is the deal's text
    as decoded from ``raw``, written as ``Deal.to_pbn`` writes it (ASCII). The line is the writer's head, the text
    and ``"}``, exactly, when it begins with the head, ends with ``"}`` and has just the room for the text between:
    an escape or a character beyond ASCII would take more room than the text, and so would anything else
    between (another field, the deal given twice), the text being a part of it."""
    dealer, vulnerable, board = event[1], event[2], event[3]
    if deal[0] != "NESW"[(dealer + 1) & 3]:
        return
    head = _DEAL_HEAD_BYTES[vulnerable._value_][dealer] if board is None else _deal_head(dealer, vulnerable, board).encode()
    if len(raw) != len(head) + len(deal) + 2 or not raw.startswith(head) or not raw.endswith(b'"}'):
        return
    if len(_DEAL_LINES_READ) >= 1024:
        _DEAL_LINES_READ.clear()
    _DEAL_LINES_READ[id(event)] = (event, raw)


def _known_deal(line: _DealLine, raw: bytes) -> Event | None:
    """``_read_deal`` on a deal line in its common form, or None where that would need more than a look-up.
    A line just as the writer writes it is kept for the writer."""
    board = line.board
    if board is not None and board < 1:
        return None
    if line.dealer is msgspec.UNSET:
        dealer: Seat | None = Seat((board - 1) % 4) if board is not None else Seat.S
    else:
        dealer = _SEAT_BY_LOG.get(line.dealer)
    if line.vulnerable is msgspec.UNSET:
        vulnerable: Vulnerability | None = Vulnerability.of_board(board) if board is not None else Vulnerability.NONE
    else:
        vulnerable = _VUL_BY_LOG.get(line.vulnerable)
    if dealer is None or vulnerable is None:
        return None
    try:
        masks = _written_pbn_masks(line.deal)
        deal = Deal(masks) if masks is not None else Deal.from_pbn(line.deal)
    except BridgeError:
        return None
    event = Dealt(deal, dealer, vulnerable, board, ())
    if masks is not None:
        _keep_deal_line(event, line.deal, raw)
    return event


def _common_line(text: str) -> Event | None:
    """The call or card event a line holds in its common form, else None (the general reader's case).

    A pure function of the text, remembered for lines of up to ``_MEMO_LINE`` characters: a log
    repeats its lines (the same card from the same seat, the same robot's explanation), and the
    events are immutable values. The memo holds at most ``_MEMO_LINES`` lines, so at most a few
    megabytes whatever the log.
    """
    return _remembered_line(text) if len(text) <= _MEMO_LINE else _read_common_line(text)


def _read_common_line(text: str) -> Event | None:
    try:
        line = _decode_common(text)
    except (msgspec.DecodeError, RecursionError, UnicodeEncodeError):
        return None
    return _call_or_card(line)


def _call_or_card(line: _CallLine | _PlayLine) -> Event | None:
    """The event of a call or card line in its common form; None for a seat, call or card the log does not write."""
    extra: Extra = () if line.explain is msgspec.UNSET else (("explain", line.explain),)
    seat = _SEAT_BY_LOG.get(line.seat)
    if isinstance(line, _PlayLine):
        card = _CARD_BY_LOG.get(line.card)
        return None if seat is None or card is None else CardPlayed(seat, card, extra)
    call = _CALL_BY_LOG.get(line.call)
    return None if seat is None or call is None else CallMade(seat, call, extra)


_MEMO_LINE, _MEMO_LINES = 512, 1 << 14
_remembered_line = functools.lru_cache(maxsize=_MEMO_LINES)(_read_common_line)


def _parse_line(text: str, number: int) -> Event:
    try:
        obj = _decode_fast(text)
    except (msgspec.DecodeError, RecursionError, UnicodeEncodeError):
        obj = _decode(text, number)  # raises, naming the line and why
    try:
        if type(obj) is dict:
            event = _common_event(obj)
            if event is not None:
                return event
        return event_from_dict(obj)
    except LogError as e:
        raise LogError(f"line {number}: {e}", opens_board=e.opens_board) from None


def _iter_array(text: str, first_line: int) -> Iterator[tuple[str, Event]]:
    items = _decode(text, first_line)
    if not isinstance(items, list):
        raise LogError("line 1: a log is JSON Lines or one JSON array of events")
    for i, obj in enumerate(items, 1):
        try:
            event = event_from_dict(obj)
        except LogError as e:
            raise LogError(f"event {i}: {e}", opens_board=e.opens_board) from None
        yield f"event {i}", event


def read_log(text: str) -> list[Event]:
    """Every event of a log, from JSON Lines or one JSON array.

    >>> events = read_log('{"event": "call", "seat": "S", "call": "pass", "explain": "9 points"}')
    >>> events
    [CallMade(seat=Seat.S, call=Call.parse('Pass'), extra=(('explain', '9 points'),))]
    >>> write_log(events)
    '{"event": "call", "seat": "S", "call": "P", "explain": "9 points"}\\n'
    """
    if not isinstance(text, str):
        raise LogError(f"a log is read from a string, not {type(text).__name__}")
    return [event for _, event in iter_log(text.split("\n"))]


def decode_log_line(raw: bytes, number: int) -> str:
    """A log's raw line as text: UTF-8 (a byte-order mark at the start of the log skipped); LogError
    naming the line and the byte where it is not."""
    if number == 1 and raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LogError(f"line {number}: not UTF-8 text ({e.reason} at byte {e.start + 1} of the line)") from None
