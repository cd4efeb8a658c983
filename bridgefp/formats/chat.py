"""LIN's chat (``nt``) and PBN's commentary in a section (``{…}`` among the calls or cards), both ways.

A LIN ``nt`` between two calls or cards rides on the next call or card (``extra["lin"]``); in
PBN it is a comment just before that call or card in the Auction or Play section, and a PBN
comment there is read as the ``nt`` before it. So a vugraph's commentary reaches PBN, and a
PBN file's commentary reaches LIN. Only boards read from LIN or PBN (and logs of them) are
looked at for chat: their deal event carries ``lin`` or ``pbn``. Chat before the first call stays with the deal (LIN keeps
it; PBN does not write it). A PBN comment cannot hold braces or a line break: they are
written as ``(``, ``)`` and a space.

Pure functions over the parsed game (``pbn_syntax.Game``), an event's extra fields and the folded board.
"""

from __future__ import annotations

import re
from typing import Any

from pyrsistent import freeze, thaw

from ..board import Board
from ..cards import Card
from ..errors import BridgeError
from ..events import CallMade, CardPlayed, Event
from .pbn_syntax import Game

_PIECE = re.compile(r"\{([^}]*)\}?|;[^\n]*|[^\s{;]+")
_CALL = re.compile(r"^(PASS|P|X|XX|[1-7](C|D|H|S|NT|N))([!?]+)?(=\d+=)?$", re.I)
_SAFE = str.maketrans({"{": "(", "}": ")", "\r": " ", "\n": " "})


def game_chat(game: Game) -> tuple[dict[Any, list[str]], dict[Any, list[str]]]:
    """The chat of a game's Auction and Play sections (``section_chat`` of each), quickly none for a
    game without a comment in them."""
    sections = [e for e in game.entries if len(e) > 2 and e[0] in ("Auction", "Play")]
    if not any("{" in line for e in sections for line in e[2]):
        return {}, {}
    return section_chat(game, "Auction"), section_chat(game, "Play")


def section_chat(game: Game, section: str) -> dict[Any, list[str]]:
    """The comments just before each call (by its index in the auction) or card (by the card) of a
    section, in order; comments after the last call or card are not chat about one."""
    lines = _section_lines(game, section)
    if not lines:
        return {}
    found: dict[Any, list[str]] = {}
    waiting: list[str] = []
    keys = _Keys(section)
    for m in _PIECE.finditer("\n".join(lines)):
        if m.group(0).startswith("{"):
            waiting.append(m.group(1))
            continue
        key = keys.of(m.group(0))
        if key is not None and waiting:
            found[key], waiting = waiting, []
    return found


def _section_lines(game: Game, section: str) -> list[str]:
    """A section's lines, if any holds a comment."""
    lines: list[str] = next((e[2] for e in game.entries if e[0] == section and len(e) > 2), [])
    return list(lines) if any("{" in line for line in lines) else []


class _Keys:
    """Numbers the calls of an Auction section; names the cards of a Play section."""

    def __init__(self, section: str) -> None:
        self.section, self.calls = section, 0

    def of(self, piece: str) -> Any:
        key = _key(piece, self.section, self.calls)
        if key is not None and self.section == "Auction":
            self.calls += 1
        return key


def _key(piece: str, section: str, calls: int) -> Any:
    """A call's index or a card, for a section token; None for anything else (annotations, ``-``, ``*``)."""
    if section == "Auction":
        return calls if _CALL.match(piece) else None
    try:
        return Card.parse(re.sub(r"[!?]+$|=\d+=$", "", piece))
    except BridgeError:
        return None


def with_nt(extra: tuple[tuple[str, Any], ...], texts: list[str]) -> tuple[tuple[str, Any], ...]:
    """A call's or card's extra fields with chat added as LIN ``nt`` codes (after any it has)."""
    codes = [list(v) for k, value in extra if k == "lin" for v in thaw(value)] + [["nt", t] for t in texts]
    return tuple((k, v) for k, v in extra if k != "lin") + (("lin", freeze(codes)),)


def chat_before(event: Event) -> str:
    """The PBN comments to write just before a call or card: its LIN chat (``nt``), each as ``{…} ``."""
    for key, value in event.extra:
        if key == "lin":
            return "".join("{" + str(v).translate(_SAFE) + "} " for c, v in thaw(value) if c == "nt")
    return ""


def _has_lin(board: Board) -> bool:
    """Whether the board came from LIN or PBN (its deal event carries ``lin`` or ``pbn``), the only boards
    whose calls and cards carry chat: a robot's board is passed over at once."""
    return any(key in ("lin", "pbn") for key, _ in board.dealt.extra)


def chat_on_calls(board: Board, texts: list[str]) -> None:
    """Put each call's chat before it in ``texts`` (the Auction's call texts, in order)."""
    if not _has_lin(board):
        return
    calls = (e for e in board.events if isinstance(e, CallMade))
    for i, event in enumerate(calls):
        if event.extra:
            texts[i] = chat_before(event) + texts[i]


def chat_on_cards(board: Board) -> dict[int, str]:
    """The comments to write before each card that has chat (by the card)."""
    found: dict[int, str] = {}
    for event in board.events if _has_lin(board) else ():
        if isinstance(event, CardPlayed) and event.extra:
            before = chat_before(event)
            if before:
                found[int(event.card)] = before
    return found
