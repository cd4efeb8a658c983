"""Writing PBN: a board as a PBN 2.1 game, keeping a PBN board's own text where the fold agrees with it.

Auction, Play and the tags the fold decides are written from the fold; every other tag, section
and comment a board read from PBN carries (``extra["pbn"]``) is written back in the file's order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any, Callable

from pyrsistent import PVector, pvector

from ..auction import Contract
from ..board import Board
from ..calls import Call
from ..cards import Card, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..events import CallMade, CardPlayed
from .chat import board_chat
from .notes import call_note
from .pbn_syntax import TOKEN, section_tokens
from .records import is_digits
from .pbn_values import CARDS, auction_calls, board_number, raise_record_error, result_tricks, section_cells

__all__ = ["board_to_pbn", "MANDATORY_TAGS"]

MANDATORY_TAGS = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
    "Scoring", "Declarer", "Contract", "Result",
)
"""PBN 2.1's mandatory tags, in the export format's order."""
_MANDATORY = frozenset(MANDATORY_TAGS)


# ---------------------------------------------------------------- writing


def _escape(value: str) -> str:
    if "\\" not in value and '"' not in value:
        return value
    return value.replace("\\", "\\\\").replace('"', '\\"')


LONGEST = 255  # PBN's longest line, its end included: we write at most this many characters a line
# A tag value or a comment holds no control character (a line break, a tab): they become spaces.
_CLEAN = {code: " " for code in [*range(32), *range(127, 160)]}
_NO_BRACES = str.maketrans({"{": "(", "}": ")"})


def _clean(value: object) -> str:
    text = value if isinstance(value, str) else str(value)
    return text if text.isprintable() else text.translate(_CLEAN)


def _tag(name: str, value: object) -> str:
    """A tag line: the value without control characters, escaped, cut to fit the line."""
    text = _escape(value if type(value) is str and value.isprintable() else _clean(value))
    room = LONGEST - 1 - len(name) - 5  # the line end, then [Name "…"]
    if len(text) > room:
        text = text[:room]
        text = text[:-1] if (len(text) - len(text.rstrip("\\"))) % 2 else text  # not half an escape
    return f'[{name} "{text}"]'


def _comment_lines(text: object, kind: str = "{}") -> list[str]:
    """A comment as lines of at most LONGEST characters: ``{…}`` each (no brace inside), or ``;…``."""
    clean = _clean(text)
    if kind == "{}":
        return ["{" + piece + "}" for piece in _wrap(clean.translate(_NO_BRACES), LONGEST - 3)]
    return [";" + piece for piece in _wrap(clean, LONGEST - 2)]


def _wrap(text: str, width: int) -> list[str]:
    """``text`` in pieces of at most ``width`` characters, cut before a space where there is one; the
    pieces joined are the text."""
    pieces: list[str] = []
    while len(text) > width:
        cut = text.rfind(" ", 1, width + 1)
        cut = cut if cut > 0 else width
        pieces.append(text[:cut])
        text = text[cut:]
    return pieces + [text]


def _fact(name: str, board: Board, ordinal: int | None) -> str:
    """The value the fold gives one of PBN's mandatory tags (``?`` where the board does not know)."""
    if name == "Board":
        number = board.number if board.number is not None else ordinal
        return "?" if number is None else str(number)
    if name in _BOARD_FACTS:
        return _BOARD_FACTS[name](board)
    if name not in ("Contract", "Declarer", "Result"):
        return "?"  # the event, the players, the scoring: not the fold's to know
    contract = board.contract
    if contract is not None and contract.is_passed_out and name in ("Declarer", "Result"):
        return ""
    value = {"Contract": contract, "Declarer": board.declarer, "Result": board.tricks}.get(name)
    return "?" if value is None else str(value)


_BOARD_FACTS: dict[str, Callable[[Board], str]] = {
    "Dealer": lambda board: str(board.dealer),
    "Vulnerable": lambda board: str(board.vulnerable),
    "Deal": lambda board: board.deal.to_pbn(board.dealer),
}


def _lin_players(board: Board) -> list[str]:
    """A board read from LIN: its players from ``pn`` (South, West, North, East); a vugraph's ``pn``
    names the open room's four, then the closed room's (``qx|c…|``)."""
    codes = _lin_codes(board)
    names = next((v.split(",") for c, v in codes if c == "pn"), [])
    closed = any(c == "qx" and v.startswith("c") for c, v in codes)
    names = names[4:8] if closed and len(names) >= 8 else names[:4]
    return names if len(names) == 4 else []


def _lin_codes(board: Board) -> list[tuple[str, str]]:
    return [(str(e[0]), str(e[1])) for key, value in board.dealt.extra if key == "lin" for e in value]


def _agrees(name: str, value: str, board: Board) -> bool:
    """Whether a stored tag value says what the fold says (so the file's own text is written back)."""
    try:
        return _AGREES[name](value, board)
    except BridgeError:
        return False


def _agrees_with_result(value: str, board: Board) -> bool:
    declarer = board.declarer
    if board.contract is None or declarer is None:  # nothing to contradict; or passed out (BBO: "0")
        return True
    # only a number of tricks: "NS 9" says the same, but other readers (endplay) read a number only
    return board.tricks is None or (is_digits(value) and result_tricks(value, declarer) == board.tricks)


_AGREES: dict[str, Callable[[str, Board], bool]] = {
    "Board": lambda value, board: board_number(value) == board.number and is_digits(value),  # "?": the ordinal
    "Dealer": lambda value, board: Seat.parse(value) == board.dealer,
    "Vulnerable": lambda value, board: Vulnerability.parse(value) == board.vulnerable,
    "Deal": lambda value, board: _deal_text_agrees(value, board) or Deal.from_pbn(value) == board.deal,
    "Contract": lambda value, board: board.contract is None or (
        value not in ("", "?") and Contract.parse(value) == board.contract),
    "Declarer": lambda value, board: board.declarer is None or (
        value not in ("", "?") and Seat.parse(value) == board.declarer),
    "Result": _agrees_with_result,
}


def _deal_text_agrees(value: str, board: Board) -> bool:
    """A Deal written as we write deals (the quick test: else it is read and compared)."""
    return value[:2] in _DEAL_STARTS and board.deal.to_pbn(_DEAL_STARTS[value[:2]]) == value


_DEAL_STARTS = {f"{seat}:": seat for seat in Seat}


def board_to_pbn(board: Board, ordinal: int | None = None) -> str:
    """The board as a PBN game: PBN 2.1's mandatory tags, then the Auction and Play sections.

    A board read from PBN writes the mandatory tags first, in the standard's order, then its
    other tags, sections and comments in the file's order; tags the fold decides (Deal,
    Contract, Result, …) and the Auction and Play keep the file's text wherever the fold
    agrees with it (and it holds only calls, cards and notes), else the fold's. A mandatory tag the board does not know is written
    ``?``; a board without a number gets ``ordinal`` (its place in the log). The Deal tag
    starts with the dealer. In the Play section each line is a trick and each column a seat,
    clockwise from the opening leader.

    What is written reads back, here and in other readers: no line is longer than 255
    characters (long comments are cut into several), a value cannot break out of its tag or
    comment, and no comment stands among the calls, cards or just after them (a LIN board's chat
    is written before the Auction or Play tag).
    """
    stored = _entries(next((value for key, value in board.dealt.extra if key == "pbn"), ()))
    first: dict[str, _Entry] = {}  # the first stored entry of each mandatory tag: written first, in order
    rest: list[_Entry] = []  # the other entries, written after them in the file's order
    for e in stored:
        if e[0] in _MANDATORY and e[0] not in first:
            first[e[0]] = e
        else:
            rest.append(e)
    lines = _mandatory_lines(board, stored, first, ordinal)
    for e in rest:
        lines += _entry_lines(board, e, ordinal)
    names = {e[0] for e in rest}
    if "Auction" not in names:
        lines += _auction_section(board, None, None)
    if "Play" not in names:
        lines += _play_section(board, None, None)
    return _text(lines)


def _text(lines: list[str]) -> str:
    text = "\n".join(lines)
    if "\n{" in text or "\n;" in text:  # a comment that may follow a section's rows
        text = "\n".join(_comments_before_sections(lines))
    return text + "\n"


_Entry = tuple[str, str, "list[str] | None"]  # a tag's name, value and section lines; or "{}" or ";", a comment
_NAME = re.compile(r"[A-Za-z0-9_]+|\{\}|;")  # a tag's name, or a comment's


def _entries(stored: Any) -> list[_Entry]:
    """The PBN entries a board carries (``extra["pbn"]``), each as (name, value, section); what is not
    an entry (an extra a log made up) becomes a comment saying so."""
    if isinstance(stored, (str, bytes)) or not isinstance(stored, Iterable):
        stored = [stored] if stored else []
    return [(e[0], e[1], None) if _is_usual(e) else _entry(e) for e in stored]


def _is_usual(e: Any) -> bool:
    """A tag as the reader keeps it: a name and a value (quickly)."""
    return type(e) is _PVECTOR and len(e) == 2 and type(e[0]) is str and type(e[1]) is str and _NAME.fullmatch(e[0]) is not None


def _entry(e: Any) -> _Entry:
    if _is_entry(e):
        section = e[2] if len(e) == 3 else None
        value = e[1] if isinstance(e[1], str) else str(e[1])
        return (e[0], value, None if section is None else list(map(str, section)))
    return ("{}", f"not a PBN tag: {e!r}", None)


def _is_entry(e: Any) -> bool:
    """A name (a tag's, or ``{}``/``;`` for a comment), a value, perhaps a section's rows."""
    if not isinstance(e, _SEQUENCES) or not 2 <= len(e) <= 3 or not isinstance(e[0], str):
        return False
    if not _NAME.fullmatch(e[0]):
        return False
    return len(e) == 2 or e[2] is None or isinstance(e[2], _SEQUENCES)


_PVECTOR: Any = type(pvector())  # the usual entry's type, checked at once
_SEQUENCES = (PVector, list, tuple)  # what an entry and its section may be (a log's, thawed or not)


def _mandatory_lines(board: Board, stored: Any, first: dict[str, Any], ordinal: int | None) -> list[str]:
    defaults: dict[str, str] = {}
    if not stored:  # a board read from LIN: its players
        defaults.update(zip(("South", "West", "North", "East"), _lin_players(board)))
    # A PBN game that did not state its number, dealer or vulnerability gets those it was read with
    # (the ordinal, the dealer and vulnerability the board was folded with): other readers (endplay)
    # need them, and read the same board from them.
    lines: list[str] = []
    for name in MANDATORY_TAGS:
        if name in first:
            lines += _entry_lines(board, first[name], ordinal)
        else:
            lines.append(_tag(name, defaults[name] if name in defaults else _fact(name, board, ordinal)))
    return lines


def _entry_lines(board: Board, e: _Entry, ordinal: int | None) -> list[str]:
    """One stored entry written back: a comment, a section (Auction and Play from the fold), or a tag."""
    name, value, section = e
    if name in ("{}", ";"):
        return _comment_lines(value, name)
    if name == "Auction":
        return _auction_section(board, value, section)
    if name == "Play":
        return _play_section(board, value, section)
    value = value if name not in _AGREES or _agrees(name, value, board) else _fact(name, board, ordinal)
    return [_tag(name, value)] + _section_rows(section) if section else [_tag(name, value)]


def _section_rows(rows: list[str]) -> list[str]:
    """A stored section's rows as they may be written: no control character, no bracket that would
    start a tag, quotes in pairs, no row taken for an escape (``%``), each within LONGEST, and a ``{``
    comment closed by the section's end."""
    out: list[str] = []
    in_brace = False
    for row in rows:
        row = _clean(row).translate(_NO_BRACKETS).strip()
        if row.count('"') % 2:
            row = row.replace('"', "'")
        for piece in _wrap(row, LONGEST - 2) if row else ():
            piece, in_brace = _closing_braces_paired(piece.strip(), in_brace)
            out.append(" " + piece if piece.startswith("%") else piece)
    if in_brace:
        out[-1] += "}"
    return out


def _closing_braces_paired(row: str, in_brace: bool) -> tuple[str, bool]:
    """A section row with each ``}`` that closes no comment made ``)``, and whether a comment is open
    at its end (a ``"`` string and a ``;`` comment are read as the reader reads them)."""
    chars = list(row)
    in_string = False
    for i, c in enumerate(chars):
        if in_brace:
            in_brace = c != "}"
        elif in_string:
            in_string = c != '"' or chars[i - 1] == "\\"
        elif c == ";":
            break
        elif c in '{"':
            in_brace, in_string = c == "{", c == '"'
        elif c == "}":
            chars[i] = ")"
    return "".join(chars), in_brace


_NO_BRACKETS = str.maketrans({"[": "(", "]": ")"})


def _comments_before_sections(lines: list[str]) -> list[str]:
    """Comment lines that would follow a section's rows moved before the section's tag: readers that
    take every line up to the next tag for the section's calls or cards (endplay) read them then. Only a
    comment whole on its line moves: one that goes on over later lines stays, and so do those lines, and so do the
    comments after it up to the next tag (moved, they would come before it and change the comments' order)."""
    out: list[str] = []
    tag_at, in_rows, in_brace, stays = 0, False, False, False
    for line in lines:
        opened, in_brace = in_brace, _closing_braces_paired(line, in_brace)[1]
        comment = line.startswith(("{", ";"))
        if opened:  # the text of a comment begun on an earlier line
            out.append(line)
        elif line.startswith("["):
            tag_at, in_rows, stays = len(out), False, False
            out.append(line)
        elif in_rows and comment and not in_brace and not stays:
            out.insert(tag_at, line)
            tag_at += 1
        else:
            stays = stays or in_rows and comment
            in_rows = in_rows or not comment
            out.append(line)
    return out


def _auction_section(board: Board, seat: str | None, section: list[str] | None) -> list[str]:
    auction = board.auction
    stored = _stored_auction(board, seat, section) if seat is not None and section is not None else None
    if stored is not None:
        return stored
    if not auction.calls:
        return _as_stored("Auction", seat, section)
    texts = [str(c) for c in auction.calls]
    notes = _notes_on(board, texts)
    rows = _call_rows(texts)
    chat = _comments(board_chat(board, CallMade))
    return chat + [_tag("Auction", str(auction.dealer))] + rows + [_tag("Note", f"{n}:{t}") for n, t in enumerate(notes, 1)]


def _stored_auction(board: Board, seat: str, section: list[str]) -> list[str] | None:
    """A PBN board's own Auction section, where the fold agrees with it (its comments before the tag)."""
    calls = board.auction.calls
    if section == _call_rows([str(c) for c in calls]):
        return [_tag("Auction", seat)] + section  # the file's own text is the fold's, as we write it
    rows, comments = _without_comments(section)
    if _stored_calls(rows) == list(calls):
        return _comments(comments) + [_tag("Auction", seat)] + rows
    return None


def _call_rows(texts: list[str]) -> list[str]:
    return [" ".join(texts[i : i + 4]) for i in range(0, len(texts), 4)]


def _comments(texts: list[str]) -> list[str]:
    return [line for text in texts for line in _comment_lines(text)]


def _without_comments(section: list[str]) -> tuple[list[str], list[str]]:
    """A stored section's rows without their comments (and NAGs, strings), and the comments' texts: the
    rows every reader reads as calls or cards (each within LONGEST), and what is written before the
    section's tag."""
    if _plain(section):  # the usual section: calls or cards alone
        return section, []
    return _split_comments(section)


def _split_comments(section: list[str]) -> tuple[list[str], list[str]]:
    rows: list[list[str]] = [[]]
    comments: list[str] = []
    for m in TOKEN.finditer("\n".join(section)):
        kind = m.lastgroup or ""
        rows += [[] for _ in range(m.group(0).count("\n", 0, m.start(kind) - m.start()))]
        if kind == "tok" and _PLAIN_TOKEN.fullmatch(m.group(kind)):
            rows[-1].append(m.group(kind))
        elif kind in ("brace", "semi"):
            comments.append(_comment_text(m.group(kind)))
    return [line for row in rows if row for line in _wrap(" ".join(row), LONGEST - 2)], comments


def _comment_text(body: str) -> str:
    """A ``{…}`` or ``;…`` comment's text."""
    return body[1:-1] if body.startswith("{") and body.endswith("}") else body[1:]


_PLAIN = r"(?:[A-Za-z0-9]+[!?]*|=[0-9]+=|[-*+])"
_PLAIN_TOKEN = re.compile(_PLAIN)
_PLAIN_ROW = re.compile(rf"{_PLAIN}(?:[ \t]+{_PLAIN})*")


def _plain(rows: list[str]) -> bool:
    """Whether section rows hold only calls or cards, suffixes and notes (no comment, no NAG)."""
    return all(len(row) < LONGEST and _PLAIN_ROW.fullmatch(row) for row in rows)


def _as_stored(tag: str, seat: str | None, section: list[str] | None) -> list[str]:
    """A section the fold has nothing to say about: as the file had it, or nothing."""
    return [] if seat is None else [_tag(tag, seat)] + _section_rows(section or [])


def _stored_calls(section: Any) -> list[Call] | None:
    """The calls a stored Auction section records (None if it cannot be read)."""
    tokens = section_tokens(section)
    lead = 0
    while lead < len(tokens) and tokens[lead] == "-":
        lead += 1
    try:
        return list(auction_calls(tokens[lead:], raise_record_error))
    except BridgeError:
        return None


def _note_text(call: CallMade) -> str | None:
    """The PBN note of a call from a log or LIN (its annotation, alert or robot's explanation), if any."""
    text = call_note(dict(call.extra), alert=True)
    return None if text is None else _clean(text)


def _notes_on(board: Board, texts: list[str]) -> list[str]:
    """A LIN or log board's call annotations and robot explanations as PBN notes: ``=n=`` after the call
    in ``texts``, and the notes (one for each text; PBN numbers at most 32 in a game).

    (A board read from PBN keeps its own notes as tags.)"""
    notes: list[str] = []
    if any(key == "pbn" for key, _ in board.dealt.extra):
        return notes
    for i, event in enumerate(e for e in board.events if isinstance(e, CallMade)):
        text = _note_text(event)
        if text is not None and text not in notes and len(notes) < 32:
            notes.append(text)
        if text in notes:
            texts[i] += f" ={notes.index(text) + 1}="
    return notes


def _play_cells(board: Board, first: Seat) -> list[Card | None]:
    """The board's play as PBN cells: a row per trick, columns the seats from ``first``."""
    play = board.play
    if play is None:
        return []
    cells: list[Card | None] = []
    for trick in play.done:  # the card of seat first + i is the trick's card number (first + i - leader)
        off = (first - trick.leader) & 3
        cells += trick.cards[off:] + trick.cards[:off]
    if play.current:
        off = (first - play.leader) & 3
        current = play.current
        cells += [current[(off + i) & 3] if (off + i) & 3 < len(current) else None for i in range(4)]
    return cells


def _play_section(board: Board, seat: str | None, section: list[str] | None) -> list[str]:
    play, declarer = board.play, board.declarer
    if declarer is None:
        return _as_stored("Play", seat, section)
    cells = _play_cells(board, declarer.next) if play is not None else []
    ours = _play_rows(cells, play is not None and play.claimed_by is not None)
    if seat is not None and section == ours:  # the file's own text is the fold's, as we write it
        return [_tag("Play", seat)] + ours
    if seat is not None and section is not None:
        rows, comments = _without_comments(section)
        if _whole_tricks(rows) and _cells_agree(rows, cells):
            return _comments(comments) + [_tag("Play", seat)] + rows  # the file's own text: the fold agrees with it
    return _comments(board_chat(board, CardPlayed)) + [_tag("Play", str(declarer.next))] + ours


def _whole_tricks(rows: list[str]) -> bool:
    """Whether a Play section's rows are each a trick of four cells (notes aside) or a lone ``*``, as other
    readers (endplay) need them."""
    return all(row == "*" or (row.count(" ") == 3 and "=" not in row) or _cells_in_row(row) == 4 for row in rows)


def _cells_in_row(row: str) -> int:
    cells = row.split()
    return len(cells) if "=" not in row else sum(not t.startswith("=") for t in cells)


def _play_rows(cells: list[Card | None], claimed: bool) -> list[str]:
    """The Play section's rows."""
    texts = [_CELL_TEXT[c] for c in cells]
    rows = [" ".join(texts[row : row + 4]) for row in range(0, len(cells), 4)]
    return rows + ["*"] if claimed else rows


_CELL_TEXT: dict[Card | None, str] = {None: "-", **{c: text for text, c in CARDS.items()}}


def _cells_agree(section: Any, cells: list[Card | None]) -> bool:
    """Every card the fold played stands in its cell of the stored section (which may record more)."""
    stored = section_cells(section)
    return stored is not None and len(stored) >= len(cells) and all(
        c is None or c == stored[i] for i, c in enumerate(cells)
    )


