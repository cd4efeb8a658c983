"""LIN (BBO's hand viewer and vugraph files): boards in, boards out.

A LIN file is a stream of ``code|value|`` pairs; line breaks carry no meaning. A board
starts at ``qx`` or ``md``: ``md`` gives the dealer (1 S, 2 W, 3 N, 4 E) and the hands of
South, West, North and East (the last may be left out), ``sv`` the vulnerability
(o, n, e, b), ``mb`` a call (``p``, ``d``, ``r``, ``1N``; ``!`` alerts it), ``an`` the
annotation of the call before, ``pc`` a card, ``mc`` declarer's total tricks by claim,
``pg`` a page break (kept where it stands, as the other codes are). Every other code (``pn`` players, ``ah`` title, ``st``, ``rh``,
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
from .notes import call_note, note_field
from .records import Item, RecordError, is_digits

__all__ = ["read_lin", "board_to_lin", "lin_deal", "lin_cannot_write"]

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
    current: list[tuple[int, str, str]] = []
    ordinal = 0
    for line, code, value in _pairs(lines):
        if code in ("qx", "pn", "st", "md") and _has_md(current):
            ordinal += 1
            yield _board_item(current, ordinal, header)
            current = []
        if not _has_md(current) and _is_header(code, header, current):
            if code != "pg":  # the header's page break is not kept
                header.append([code, value])
            continue
        current.append((line, code, value))
    if _has_md(current):
        yield _board_item(current, ordinal + 1, header)


def _has_md(pairs: list[tuple[int, str, str]]) -> bool:
    return any(code == "md" for _, code, _ in pairs)


def _is_header(code: str, header: list[list[str]], current: list[tuple[int, str, str]]) -> bool:
    """A vugraph's file-level code: vg and rs, then its players and page break before the first board."""
    return code in _HEADER or (code in ("pn", "pg") and bool(header) and not current)


def lin_deal(text: str) -> tuple[Seat, Deal]:
    """The dealer and deal of an ``md`` value (the fourth hand may be left out)."""
    if not text or text[0] not in _DEALER:
        raise BridgeError(f"md|{text}|: the first digit must be the dealer, 1 to 4")
    pbn = [_lin_hand(part, text) for part in text[1:].split(",")[:4]]
    pbn += ["..."] * (4 - len(pbn))
    if pbn[3] == "..." and sum(len(h) for h in pbn[:3]) - 9 == 39:  # three hands given: the fourth holds the rest
        held = 0
        for h in pbn[:3]:
            held |= Hand.from_pbn(h).mask
        pbn[3] = Hand((1 << 52) - 1 & ~held).to_pbn()
    return _DEALER[text[0]], Deal.from_pbn("S:" + " ".join(pbn))  # South, West, North, East: clockwise from South


def _lin_hand(part: str, text: str) -> str:
    """One LIN hand (``SKH4579QKAD69C58K``) as a PBN hand."""
    suits = {"S": "", "H": "", "D": "", "C": ""}
    suit = None
    for ch in part.upper().replace("10", "T"):
        if ch in suits:
            suit = ch
        elif suit is None:
            raise BridgeError(f"md|{text}|: {ch!r} comes before any suit letter")
        else:
            suits[suit] += ch
    return ".".join(suits[s] for s in "SHDC")


_EVENT_CODES = ("mb", "pc", "mc")


def _board_item(pairs: list[tuple[int, str, str]], ordinal: int, header: list[list[str]]) -> Item:
    title, number = _title_and_number(pairs)
    place = f"board {ordinal}" + (f" ({title})" if title else "")

    def fail(line: int, message: str) -> RecordError:
        return RecordError(f"{place}, line {line}: {message}")

    try:
        board = start_board(_dealt(pairs, ordinal, header, number, fail))
        return _fold_pairs(board, pairs[_first_event(pairs) :], fail)
    except BridgeError as e:
        return e


def _title_and_number(pairs: list[tuple[int, str, str]]) -> tuple[str, int | None]:
    """The board's title (``ah``, else its room ``qx``) and number (``Board 12``, else ``o12``/``c12``)."""
    title = next((v for _, c, v in pairs if c == "ah"), "")
    room = next((v for _, c, v in pairs if c == "qx"), "")
    number = _number(title)
    if number is None:  # a vugraph board: qx|o12| is board 12 in the open room
        m = re.match(r"^[oc]([0-9]+)", room)
        number = int(m.group(1)) if m and int(m.group(1)) >= 1 else None
    return title or room, number


def _first_event(pairs: list[tuple[int, str, str]]) -> int:
    return next((i for i, p in enumerate(pairs) if p[1] in _EVENT_CODES), len(pairs))


def _dealt(pairs: list[tuple[int, str, str]], ordinal: int, header: list[list[str]], number: int | None,
           fail: Any) -> Dealt:
    """The deal event: md and sv, with the codes bridgefp does not model kept (``lin``, ``lin_tail``)."""
    first_line = pairs[0][0] if pairs else 0
    md = next((v for _, c, v in pairs if c == "md"), "")
    try:
        dealer, deal = lin_deal(md)
    except BridgeError as e:
        raise fail(first_line, f"md|{md}|: {e}") from None
    vulnerable = _vulnerability(pairs, number, lambda message: fail(first_line, message))
    start = _first_event(pairs)
    extra: tuple[tuple[str, Any], ...] = (("lin", freeze(_kept_header(header, ordinal) + [[c, v] for _, c, v in pairs[:start]])),)
    tail = [t for t in _tail(pairs[start:]) if t[0] != "pg" or not _standard_pages(pairs[start:])]
    if tail:
        extra += (("lin_tail", freeze(tail)),)
    return Dealt(deal, dealer, vulnerable, number, extra)


def _vulnerability(pairs: list[tuple[int, str, str]], number: int | None, fail: Any) -> Vulnerability:
    """``sv``, else the board number's, else nobody."""
    sv = next((v for _, c, v in pairs if c == "sv"), None)
    if sv is None:
        return Vulnerability.of_board(number) if number is not None else Vulnerability.NONE
    if sv.lower() not in _VUL:
        raise fail(f"sv|{sv}|: not a vulnerability (o, n, e or b)")
    return _VUL[sv.lower()]


def _kept_header(header: list[list[str]], ordinal: int) -> list[list[str]]:
    """What a board keeps of a vugraph's header: the match (vg), the players, and its own rs entry."""
    results = next((v.split(",") for c, v in header if c == "rs"), [])
    kept = [list(h) for h in header if h[0] in ("vg", "pn")]
    return kept + ([["rs", results[ordinal - 1]]] if ordinal <= len(results) else [])


def _tail(pairs: list[tuple[int, str, str]]) -> list[list[str]]:
    """The codes after the last call, card or claim (an ``an`` of that call aside)."""
    last = max((i for i, p in enumerate(pairs) if p[1] in _EVENT_CODES), default=-1)
    return [[c, v] for i, (_, c, v) in enumerate(pairs) if i > last and not _annotates(pairs, i)]


def _annotates(pairs: list[tuple[int, str, str]], i: int) -> bool:
    """Whether pair ``i`` is the ``an`` of the call just before it."""
    return pairs[i][1] == "an" and i > 0 and pairs[i - 1][1] == "mb"


def _fold_pairs(board: Board, pairs: list[tuple[int, str, str]], fail: Any) -> Board:
    """Fold the calls, cards and claim; other codes ride on the next event (the last ones are the tail)."""
    pending: list[list[str]] = []
    standard = _standard_pages(pairs)
    for i, (line, code, value) in enumerate(pairs):
        if _annotates(pairs, i) or (code == "pg" and standard):
            continue
        if code not in _EVENT_CODES:
            pending.append([code, value])
            continue
        annotation = pairs[i + 1][2] if i + 1 < len(pairs) and _annotates(pairs, i + 1) else None
        try:
            board = apply_event(board, _lin_event(board, code, value, _lin_extra(pending, value, annotation)))
        except BridgeError as e:
            raise fail(line, str(e)) from None
        pending = []
    return board


def _standard_pages(pairs: list[tuple[int, str, str]]) -> bool:
    """Whether the page breaks among a board's calls and cards stand where ``board_to_lin`` writes them (after
    a finished auction's last call and its annotation, after each trick's fourth card) and nowhere else:
    then they are not kept, and are written again; else each is kept where it stands."""
    return [i for i, p in enumerate(pairs) if p[1] == "pg"] == _standard_page_places(pairs)


def _standard_page_places(pairs: list[tuple[int, str, str]]) -> list[int]:
    codes = [p[1] for p in pairs]
    first_card = next((i for i, c in enumerate(codes) if c in ("pc", "mc")), len(codes))
    places = _page_after_auction(pairs, codes, first_card)
    cards = 0
    for i, code in enumerate(codes):
        cards += code == "pc"
        if code == "pc" and cards % 4 == 0:
            places.append(i + 1)
    return places


def _page_after_auction(pairs: list[tuple[int, str, str]], codes: list[str], first_card: int) -> list[int]:
    """Where the writer puts the page break after a finished auction (after its last call's ``an``)."""
    calls = [i for i, c in enumerate(codes[:first_card]) if c == "mb"]
    texts = [pairs[i][2].lower().rstrip("!") for i in calls]
    ended = len(texts) >= 4 and texts[-3:] == ["p"] * 3
    if not calls or not (ended or first_card < len(codes)):
        return []
    last = calls[-1] + 1
    return [last + 1 if last < len(codes) and codes[last] == "an" else last]


def _lin_event(board: Board, code: str, value: str, extra: tuple[tuple[str, Any], ...]) -> Event:
    if code == "mb":
        return CallMade(board.auction.turn, _call(value), extra)
    declarer = board.declarer
    if declarer is None:
        raise BridgeError(f"{code}|{value}|: a {'card' if code == 'pc' else 'claim'} before a contract")
    if code == "pc":
        seat = board.to_act
        if seat is None:
            raise BridgeError(f"pc|{value}|: the play is over")
        return CardPlayed(seat, Card.parse(value), extra)
    if not is_digits(value.strip()):
        raise BridgeError(f"mc|{value}|: not a number of tricks")
    taken = board.play.declarer_tricks if board.play is not None else 0
    if int(value) < taken:
        raise BridgeError(f"mc|{value}| but declarer's side has already taken {taken} tricks")
    return Claimed(declarer, int(value) - taken, extra)


def _number(title: str) -> int | None:
    m = re.fullmatch(r"\s*Board\s+([0-9]+)\s*", title)
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


def _lin_extra(pending: list[list[str]], value: str, annotation: str | None) -> tuple[tuple[str, Any], ...]:
    """An event's extra fields: the alert mark of a call, the codes read before it, its annotation."""
    extra: list[tuple[str, Any]] = []
    if value.endswith("!"):
        extra.append(("alert", True))
    if pending:
        extra.append(("lin", freeze([list(p) for p in pending])))
    if annotation is not None:
        extra.append(note_field(annotation))
    return tuple(extra)


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
    stored = _stored(board, "lin") or _players_from_pbn(board)
    out = [f"{code}|{_kept(board, code, value)}|" for code, value in stored]
    wrote = {code for code, _ in stored}
    if "md" not in wrote:
        out.append(f"md|{_md(board)}|")
    if "ah" not in wrote and "qx" not in wrote and board.number is not None:
        out.append(f"ah|Board {board.number}|")
    if "sv" not in wrote:
        out.append(f"sv|{_VUL_CODE[board.vulnerable]}|")
    out += _event_codes(board)
    out += [f"{code}|{value}|" for code, value in _stored(board, "lin_tail")]
    return "".join(out) + "\n"


def lin_cannot_write(board: Board) -> str | None:
    """What of ``board`` LIN has no code for, if anything: a contract stated without an auction.

    LIN records a contract only as the calls that reach it (``mb``); a vugraph's ``rs`` list is
    the file's, not the board's. ``board_to_lin`` writes such a board's deal alone: cards or a
    claim (``pc``, ``mc``) without the calls before them would not read back.
    """
    stated = board.stated
    if stated is None:
        return None
    who = f" by {stated.declarer.full_name}" if stated.declarer is not None else ""
    return (f"the contract {stated.contract}{who} was stated without an auction, and LIN records only calls: "
            "the deal is written without the contract and the play")


def _stored(board: Board, key: str) -> list[tuple[str, str]]:
    """The LIN codes kept on the deal event under ``key``."""
    for k, value in board.dealt.extra:
        if k == key:
            return [(str(e[0]), str(e[1])) for e in value]
    return []


def _players_from_pbn(board: Board) -> list[tuple[str, str]]:
    """A board read from PBN: its players as ``pn`` (South, West, North, East)."""
    tags = {e[0]: e[1] for key, value in board.dealt.extra if key == "pbn" for e in value if len(e) > 1}
    names = [str(tags.get(seat, "")) for seat in ("South", "West", "North", "East")]
    if all(n in ("", "?") for n in names):
        return []
    return [("pn", ",".join("" if n == "?" else n for n in names))]


def _kept(board: Board, code: str, value: str) -> str:
    """A kept code's value: the file's own, unless the fold says otherwise (the deal, vulnerability, number)."""
    if code == "md":
        try:
            same = lin_deal(value) == (board.dealer, board.deal)
        except BridgeError:
            same = False
        return value if same else _md(board)
    if code == "sv":
        return value if _VUL.get(value.lower()) == board.vulnerable else _VUL_CODE[board.vulnerable]
    if code == "ah" and board.number is not None and _number(value) not in (None, board.number):
        return f"Board {board.number}"
    return value


def _event_codes(board: Board) -> list[str]:
    """The calls (with alerts and annotations), the cards, the claim; a page break after the auction and
    after each trick, unless the board carries the page breaks a LIN file had (each where it stood)."""
    out: list[str] = []
    cards = calls = 0
    pages = not _has_pages(board)
    auction_ends = len(board.auction.calls) if board.auction.is_complete and pages else -1
    for event in board.events[1:] if board.stated is None else ():  # a stated contract: see lin_cannot_write
        extra = dict(event.extra)
        out += [f"{code}|{str(value).replace('|', '/')}|" for code, value in thaw(extra.get("lin", []))]
        calls += isinstance(event, CallMade)
        cards += isinstance(event, CardPlayed)
        out += _codes_of(board, event, extra, calls == auction_ends, pages and cards % 4 == 0)
    return out


def _codes_of(board: Board, event: Event, extra: dict[str, Any], last_call: bool, page: bool) -> list[str]:
    """A call's, card's or claim's own codes (a page break after the auction's last call or a trick)."""
    if isinstance(event, CallMade):
        return _call_codes(event, extra, last_call)
    if isinstance(event, CardPlayed):
        return [f"pc|{event.card}|" + ("pg||" if page else "")]
    if isinstance(event, Claimed) and board.play is not None:
        return [f"mc|{board.play.declarer_tricks}|"]
    return []


def _has_pages(board: Board) -> bool:
    """Whether a board read from LIN kept its page breaks (``pg``) on its events or after them."""
    return any(c == "pg" for c, _ in _stored(board, "lin_tail")) or any(
        key == "lin" and any(code[0] == "pg" for code in value) for e in board.events[1:] for key, value in e.extra)


def _call_codes(event: CallMade, extra: dict[str, Any], last: bool) -> list[str]:
    out = [f"mb|{_call_text(event.call)}{'!' if extra.get('alert') is True else ''}|"]
    note = call_note(extra)
    if note is not None:
        out.append(f"an|{note.replace('|', '/')}|")  # a LIN value cannot hold '|'
    if last:
        out.append("pg||")
    return out


def boards_to_lin(boards: Iterable[Board]) -> Iterator[str]:
    """The LIN lines of many boards, one at a time; a vugraph's header (``vg``, ``rs``, ``pn``)
    goes first, once, so boards that carry one are all read before the first line is written."""
    it = iter(boards)
    first = next(it, None)
    if first is None:
        return
    if not any(code in ("vg", "rs") for code, _ in _stored(first, "lin")):
        yield board_to_lin(first)
        yield from (board_to_lin(board) for board in it)
        return
    rest = [first, *it]
    yield _vugraph_header(rest)
    for board in rest:
        yield _without_header(board_to_lin(board))


def _vugraph_header(boards: list[Board]) -> str:
    """The match header: the first board's vg and players, and every board's own rs entry."""
    header: dict[str, str] = {}
    results: list[str] = []
    for board in boards:
        codes = _stored(board, "lin")
        vugraph = any(c == "vg" for c, _ in codes)
        for code, value in codes:
            if code in ("vg", "pn") and vugraph:
                header.setdefault(code, value)
            elif code == "rs":
                results.append(value)
    vg = f"vg|{header['vg']}|" if "vg" in header else ""
    rs = f"rs|{','.join(results)}|" if results else ""
    pn = f"pn|{header['pn']}|pg||" if "pn" in header else ""
    return vg + rs + pn + "\n"


def _without_header(line: str) -> str:
    return re.sub(r"^(?:(?:vg|rs|pn)\|[^|]*\|)+", "", line)

