"""Writing PBN: a board as a PBN 2.1 game, keeping a PBN board's own text where the fold agrees with it.

Auction, Play and the tags the fold decides are written from the fold; every other tag, section
and comment a board read from PBN carries (``extra["pbn"]``) is written back in the file's order.
"""

from __future__ import annotations

from typing import Any, Callable

from ..auction import Contract
from ..board import Board
from ..calls import Call
from ..cards import Card, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..events import CallMade
from .chat import chat_on_calls, chat_on_cards
from .notes import call_note
from .pbn_syntax import section_tokens
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


def _tag(name: str, value: str) -> str:
    return f'[{name} "{_escape(value)}"]'


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
    if value in ("", "?") and name in ("Dealer", "Vulnerable"):
        return True  # unknown in the file: the fold's value is only the default
    try:
        return _AGREES[name](value, board)
    except BridgeError:
        return False


def _agrees_with_result(value: str, board: Board) -> bool:
    declarer = board.declarer
    if board.contract is None or declarer is None:  # nothing to contradict; or passed out (BBO: "0")
        return True
    return board.tricks is None or result_tricks(value, declarer) == board.tricks


_AGREES: dict[str, Callable[[str, Board], bool]] = {
    "Board": lambda value, board: board_number(value) == board.number,
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
    agrees with it, else the fold's. A mandatory tag the board does not know is written
    ``?``; a board without a number gets ``ordinal`` (its place in the log). The Deal tag
    starts with the dealer. In the Play section each line is a trick and each column a seat,
    clockwise from the opening leader.
    """
    stored: Any = next((value for key, value in board.dealt.extra if key == "pbn"), ())
    first: dict[str, Any] = {}  # the first stored entry of each mandatory tag: written first, in order
    rest: list[Any] = []  # the other entries, written after them in the file's order
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
    return "\n".join(lines) + "\n"


def _mandatory_lines(board: Board, stored: Any, first: dict[str, Any], ordinal: int | None) -> list[str]:
    defaults: dict[str, str] = {}
    if not stored:  # a board read from LIN: its players
        defaults.update(zip(("South", "West", "North", "East"), _lin_players(board)))
    else:  # a PBN game that did not state its number, dealer or vulnerability: ours are only defaults
        defaults.update({"Dealer": "?", "Vulnerable": "?"} | ({"Board": "?"} if board.number is None else {}))
    lines: list[str] = []
    for name in MANDATORY_TAGS:
        if name in first:
            lines += _entry_lines(board, first[name], ordinal)
        else:
            lines.append(_tag(name, defaults[name] if name in defaults else _fact(name, board, ordinal)))
    return lines


def _entry_lines(board: Board, e: Any, ordinal: int | None) -> list[str]:
    """One stored entry written back: a comment, a section (Auction and Play from the fold), or a tag."""
    name = e[0]
    section = e[2] if len(e) > 2 else None
    if name in ("{}", ";"):
        return ["{" + e[1] + "}" if name == "{}" else ";" + e[1]]
    if name == "Auction":
        return _auction_section(board, e[1], section)
    if name == "Play":
        return _play_section(board, e[1], section)
    value = e[1] if name not in _AGREES or _agrees(name, e[1], board) else _fact(name, board, ordinal)
    return [_tag(name, value)] + list(section or [])


def _auction_section(board: Board, seat: str | None, section: Any) -> list[str]:
    auction = board.auction
    if seat is not None and section is not None and _stored_calls(section) == list(auction.calls):
        return [_tag("Auction", seat)] + list(section)
    if not auction.calls:
        return _as_stored("Auction", seat, section)
    texts = [str(c) for c in auction.calls]
    notes = _notes_on(board, texts)
    chat_on_calls(board, texts)
    rows = [" ".join(texts[i : i + 4]) for i in range(0, len(texts), 4)]
    return [_tag("Auction", str(auction.dealer))] + rows + [_tag("Note", f"{n}:{t}") for n, t in enumerate(notes, 1)]


def _as_stored(tag: str, seat: str | None, section: Any) -> list[str]:
    """A section the fold has nothing to say about: as the file had it, or nothing."""
    return [] if seat is None else [_tag(tag, seat)] + list(section or [])


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


# A tag value holds no control character (a line break, a tab): in a note written from a log they become spaces.
_NOTE_SAFE = {code: " " for code in [*range(32), *range(127, 160)]}


def _note_text(call: CallMade) -> str | None:
    """The PBN note of a call from a log or LIN (its annotation, alert or robot's explanation), if any."""
    text = call_note(dict(call.extra), alert=True)
    return None if text is None else text.translate(_NOTE_SAFE)


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


def _play_section(board: Board, seat: str | None, section: Any) -> list[str]:
    play, declarer = board.play, board.declarer
    if play is None or declarer is None:
        return _as_stored("Play", seat, section)
    cells = _play_cells(board, declarer.next)
    claimed = play.claimed_by is not None
    if seat is not None and section is not None and (
            list(section) == _play_rows(cells, claimed) or _cells_agree(section, cells)):
        return [_tag("Play", seat)] + list(section)  # the file's own text: the fold agrees with it
    return [_tag("Play", str(declarer.next))] + _play_rows(cells, claimed, chat_on_cards(board))


def _play_rows(cells: list[Card | None], claimed: bool, chat: dict[int, str] | None = None) -> list[str]:
    """The Play section's rows; ``chat`` holds the comments to write before a card (LIN's ``nt``)."""
    texts = [_CELL_TEXT[c] for c in cells]
    if chat:
        texts = [chat.get(c, "") + t if c is not None else t for c, t in zip(cells, texts)]
    rows = [" ".join(texts[row : row + 4]) for row in range(0, len(cells), 4)]
    return rows + ["*"] if claimed else rows


_CELL_TEXT: dict[Card | None, str] = {None: "-", **{c: text for text, c in CARDS.items()}}


def _cells_agree(section: Any, cells: list[Card | None]) -> bool:
    """Every card the fold played stands in its cell of the stored section (which may record more)."""
    stored = section_cells(section)
    return stored is not None and len(stored) >= len(cells) and all(
        c is None or c == stored[i] for i, c in enumerate(cells)
    )


