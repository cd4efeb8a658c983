"""LIN (BBO's hand viewer and vugraph files): boards in, boards out.

A LIN file is a stream of ``code|value|`` pairs; line breaks carry no meaning. A board
starts at ``qx`` or ``md``: ``md`` gives the dealer (1 S, 2 W, 3 N, 4 E) and the hands of
South, West, North and East (the last may be left out), ``sv`` the vulnerability
(o, n, e, b), ``mb`` a call (``p``, ``d``, ``r``, ``1N``; ``!`` alerts it), ``an`` the
annotation of the call before, ``pc`` a card, ``mc`` declarer's total tricks by claim,
``pg`` a page break. Every other code (``pn`` players, ``ah`` title, ``st``, ``rh``,
``qx`` room, ``nt`` chat, and a vugraph's ``vg``/``rs`` header) is kept on the events
(``extra["lin"]``) and written back.

Pure: ``read_lin(lines)`` yields one item per board, streaming; ``board_to_lin(board)``
returns a board's line. The caller opens files.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from pyrsistent import freeze, thaw

from ..board import Board, apply_event, start_board
from ..calls import DOUBLE, PASS, REDOUBLE, Call
from ..cards import Card, Hand, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..events import CallMade, CardPlayed, Claimed, Dealt, Event
from .records import Item, RecordError

__all__ = ["read_lin", "board_to_lin", "lin_deal"]

_PAIR = re.compile(r"([A-Za-z]{2})\|([^|]*)\|")
_DEALER = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
_DEALER_DIGIT = {v: k for k, v in _DEALER.items()}
_MD_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
_VUL = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "-": Vulnerability.NONE, "n": Vulnerability.NS,
        "e": Vulnerability.EW, "b": Vulnerability.ALL}
_VUL_CODE = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e", Vulnerability.ALL: "b"}
_HEADER = ("vg", "rs")  # a vugraph file's match header: it belongs to the boards it describes


def _pairs(lines: Iterable[str]) -> Iterator[tuple[int, str, str]]:
    """(line, code, value) for every ``code|value|`` pair; a pair may run over a line break."""
    pending = ""
    start = 1
    for number, line in enumerate(lines, 1):
        if not pending:
            start = number
        pending += line.rstrip("\r\n") if not pending else "\n" + line.rstrip("\r\n")
        end = 0
        for m in _PAIR.finditer(pending):
            yield start, m.group(1).lower(), m.group(2)
            end = m.end()
        pending = pending[end:].lstrip("\n") if end else pending
        if not pending.strip():
            pending = ""


def read_lin(lines: Iterable[str]) -> Iterator[Item]:
    """One item per board of a LIN file: its folded Board, or the BridgeError that stops it."""
    header: list[list[str]] = []  # vg, rs and the players before the first board
    results: list[str] = []
    current: list[tuple[int, str, str]] = []
    ordinal = 0
    has_md = False
    for line, code, value in _pairs(lines):
        if has_md and code in ("qx", "pn", "st", "md"):
            ordinal += 1
            yield _board_item(current, ordinal, header, results)
            current, has_md = [], False
        if not has_md and (code in _HEADER or (code == "pn" and header and not current)):
            header.append([code, value])
            if code == "rs":
                results = value.split(",")
            continue
        if not has_md and code == "pg" and header and not current:
            continue  # the header's page break
        current.append((line, code, value))
        has_md = has_md or code == "md"
    if has_md:
        ordinal += 1
        yield _board_item(current, ordinal, header, results)


def lin_deal(text: str) -> tuple[Seat, Deal]:
    """The dealer and deal of an ``md`` value (the fourth hand may be left out)."""
    if not text or text[0] not in _DEALER:
        raise BridgeError(f"md|{text}|: the first digit must be the dealer, 1 to 4")
    hands = text[1:].split(",")
    pbn: list[str] = []
    for part in hands[:4]:
        suits = {"S": "", "H": "", "D": "", "C": ""}
        suit = None
        for ch in part.upper().replace("10", "T"):
            if ch in suits:
                suit = ch
            elif suit is None:
                raise BridgeError(f"md|{text}|: {ch!r} comes before any suit letter")
            else:
                suits[suit] += ch
        pbn.append(".".join(suits[s] for s in "SHDC"))
    while len(pbn) < 4:
        pbn.append("...")
    if pbn[3] == "..." and sum(len(h) for h in pbn[:3]) - 9 == 39:
        held = 0
        for h in pbn[:3]:
            held |= Hand.from_pbn(h).mask
        pbn[3] = Hand((1 << 52) - 1 & ~held).to_pbn()
    deal = Deal.from_pbn("S:" + " ".join(pbn))  # South, West, North, East: clockwise from South
    return _DEALER[text[0]], deal


def _board_item(pairs: list[tuple[int, str, str]], ordinal: int, header: list[list[str]], results: list[str]) -> Item:
    md = next((v for _, c, v in pairs if c == "md"), "")
    title = next((v for _, c, v in pairs if c == "ah"), "")
    room = next((v for _, c, v in pairs if c == "qx"), "")
    number = _number(title)
    if number is None:  # a vugraph board: qx|o12| is board 12 in the open room
        m = re.match(r"^[oc](\d+)", room)
        number = int(m.group(1)) if m and int(m.group(1)) >= 1 else None
        title = title or room
    place = f"board {ordinal}" + (f" ({title})" if title else "")
    first_line = pairs[0][0] if pairs else 0

    def fail(line: int, message: str) -> RecordError:
        return RecordError(f"{place}, line {line}: {message}")

    try:
        try:
            dealer, deal = lin_deal(md)
        except BridgeError as e:
            raise fail(first_line, f"md|{md}|: {e}") from None
        sv = next((v for _, c, v in pairs if c == "sv"), None)
        if sv is not None and sv.lower() not in _VUL:
            raise fail(first_line, f"sv|{sv}|: not a vulnerability (o, n, e or b)")
        vulnerable = (_VUL[sv.lower()] if sv is not None
                      else Vulnerability.of_board(number) if number is not None else Vulnerability.NONE)
        kept: list[list[str]] = [list(h) for h in header if h[0] in ("vg", "pn")]
        if ordinal - 1 < len(results):
            kept.append(["rs", results[ordinal - 1]])
        before: list[list[str]] = []  # codes read before the first call
        i = 0
        while i < len(pairs) and pairs[i][1] not in ("mb", "pc", "mc"):
            _, code, value = pairs[i]
            before.append([code, value])
            i += 1
        extra: tuple[tuple[str, Any], ...] = (("lin", freeze(kept + before)),)
        board = start_board(Dealt(deal, dealer, vulnerable, number, extra))
        pending: list[list[str]] = []  # codes between events (chat): kept on the next event
        last: Event | None = None
        for line, code, value in pairs[i:]:
            event: Event | None = None
            try:
                if code == "mb":
                    event = CallMade(board.auction.turn, _call(value), _lin_extra(pending, value.endswith("!")))
                elif code == "an" and isinstance(last, CallMade):
                    board = _annotate(board, value)
                    continue
                elif code == "pc":
                    if board.contract is None or board.declarer is None:
                        raise BridgeError(f"pc|{value}|: a card before the auction ends")
                    seat = board.to_act
                    assert seat is not None
                    event = CardPlayed(seat, Card.parse(value), _lin_extra(pending, False))
                elif code == "mc":
                    declarer = board.declarer
                    if declarer is None:
                        raise BridgeError(f"mc|{value}|: a claim with no contract")
                    if not value.strip().isdigit():
                        raise BridgeError(f"mc|{value}|: not a number of tricks")
                    taken = board.play.declarer_tricks if board.play is not None else 0
                    total = int(value)
                    if total < taken:
                        raise BridgeError(f"mc|{value}| but declarer's side has already taken {taken} tricks")
                    event = Claimed(declarer, total - taken, _lin_extra(pending, False))
                elif code == "pg":
                    continue
                else:
                    pending.append([code, value])
                    continue
                pending = []
                board = apply_event(board, event)
                last = event
            except BridgeError as e:
                raise fail(line, str(e)) from None
        if pending:  # codes after the last event: kept on the deal event
            board = _with_tail(board, pending)
        return board
    except BridgeError as e:
        return e


def _number(title: str) -> int | None:
    m = re.fullmatch(r"\s*Board\s+(\d+)\s*", title)
    return int(m.group(1)) if m and int(m.group(1)) >= 1 else None


def _call(text: str) -> Call:
    t = text.strip().rstrip("!").lower()
    if t in ("d", "x", "dbl"):
        return DOUBLE
    if t in ("r", "xx", "rdbl"):
        return REDOUBLE
    if t == "p":
        return PASS
    return Call.parse(t)


def _lin_extra(pending: list[list[str]], alert: bool) -> tuple[tuple[str, Any], ...]:
    extra: list[tuple[str, Any]] = []
    if alert:
        extra.append(("alert", True))
    if pending:
        extra.append(("lin", freeze([list(p) for p in pending])))
    return tuple(extra)


def _annotate(board: Board, text: str) -> Board:
    """Attach an ``an`` annotation to the last call (its event is replaced, the fold is unchanged)."""
    event = board.events[-1]
    assert isinstance(event, CallMade)
    annotated = CallMade(event.seat, event.call, event.extra + (("annotation", text),))
    return Board(board.dealt, board.auction, board.play, board.events.set(len(board.events) - 1, annotated), board.stated)


def _with_tail(board: Board, tail: list[list[str]]) -> Board:
    dealt = board.dealt
    extra = dealt.extra + (("lin_tail", freeze(tail)),)
    new = Dealt(dealt.deal, dealt.dealer, dealt.vulnerable, dealt.board, extra)
    return Board(new, board.auction, board.play, board.events.set(0, new), board.stated)


# ---------------------------------------------------------------- writing


def _md(board: Board) -> str:
    hands = []
    for seat in _MD_ORDER:
        hand = board.deal.hand(seat).to_pbn().split(".")
        hands.append("".join(s + "".join(reversed(r)) for s, r in zip("SHDC", hand)))
    return _DEALER_DIGIT[board.dealer] + ",".join(hands)


def _call_text(call: Call) -> str:
    if call == PASS:
        return "p"
    if call == DOUBLE:
        return "d"
    if call == REDOUBLE:
        return "r"
    return call.log_text.replace("NT", "N")


def board_to_lin(board: Board) -> str:
    """The board as one LIN line: its kept codes, ``md``, ``sv``, the calls, the cards by trick, the claim."""
    stored: list[list[str]] = []
    tail: list[list[str]] = []
    for key, value in board.dealt.extra:
        if key == "lin":
            stored = list(thaw(value))
        elif key == "lin_tail":
            tail = list(thaw(value))
    out: list[str] = []
    wrote = set()
    if not stored:  # a board read from PBN: its players become pn (South, West, North, East)
        tags = {e[0]: e[1] for key, value in board.dealt.extra if key == "pbn" for e in value if len(e) > 1}
        names = [str(tags.get(seat, "")) for seat in ("South", "West", "North", "East")]
        if any(n not in ("", "?") for n in names):
            stored = [["pn", ",".join("" if n == "?" else n for n in names)]]
    for code, value in stored:
        if code == "md":
            try:
                same = lin_deal(value) == (board.dealer, board.deal)
            except BridgeError:
                same = False
            value = value if same else _md(board)
        elif code == "sv":
            value = value if _VUL.get(value.lower()) == board.vulnerable else _VUL_CODE[board.vulnerable]
        elif code == "ah" and board.number is not None and _number(value) not in (None, board.number):
            value = f"Board {board.number}"
        wrote.add(code)
        out.append(f"{code}|{value}|")
    if "md" not in wrote:
        out.append(f"md|{_md(board)}|")
    if "ah" not in wrote and "qx" not in wrote and board.number is not None:
        out.append(f"ah|Board {board.number}|")
    if "sv" not in wrote:
        out.append(f"sv|{_VUL_CODE[board.vulnerable]}|")
    cards = calls = 0
    for event in board.events[1:]:
        extra = dict(event.extra)
        for code, value in thaw(extra.get("lin", [])):
            out.append(f"{code}|{value}|")
        if isinstance(event, CallMade):
            out.append(f"mb|{_call_text(event.call)}{'!' if extra.get('alert') else ''}|")
            if "annotation" in extra:
                out.append(f"an|{extra['annotation']}|")
            calls += 1
            if calls == len(board.auction.calls) and board.auction.is_complete:
                out.append("pg||")
        elif isinstance(event, CardPlayed):
            out.append(f"pc|{event.card}|")
            cards += 1
            if cards % 4 == 0:
                out.append("pg||")
        elif isinstance(event, Claimed):
            play = board.play
            assert play is not None
            out.append(f"mc|{play.declarer_tricks}|")
    for code, value in tail:
        out.append(f"{code}|{value}|")
    return "".join(out) + "\n"


def boards_to_lin(boards: Iterable[Board]) -> Iterator[str]:
    """The LIN lines of many boards, one at a time; a vugraph's header (``vg``, ``rs``, ``pn``)
    goes first, once, so boards that carry one are all read before the first line is written."""
    it = iter(boards)
    first = next(it, None)
    if first is None:
        return
    if not any(code in ("vg", "rs") for code, _ in _codes(first)):
        yield board_to_lin(first)
        for board in it:
            yield board_to_lin(board)
        return
    rest = [first, *it]
    header: dict[str, str] = {}
    results: list[str] = []
    for board in rest:
        codes = _codes(board)
        for code, value in codes:
            if code in ("vg", "pn") and code not in header and any(c == "vg" for c, _ in codes):
                header[code] = value
            elif code == "rs":
                results.append(value)
    vg = f"vg|{header['vg']}|" if "vg" in header else ""
    rs = f"rs|{','.join(results)}|" if results else ""
    pn = f"pn|{header['pn']}|" if "pn" in header else ""
    yield vg + rs + pn + ("pg||" if pn else "") + "\n"
    for board in rest:
        yield _without_header(board_to_lin(board))


def _codes(board: Board) -> list[tuple[str, str]]:
    for key, value in board.dealt.extra:
        if key == "lin":
            return [(str(e[0]), str(e[1])) for e in value]
    return []


def _without_header(line: str) -> str:
    return re.sub(r"^(?:(?:vg|rs|pn)\|[^|]*\|)+", "", line)

