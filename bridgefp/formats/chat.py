"""LIN's chat (``nt``) and PBN's commentary in a section (``{…}`` among the calls or cards), both ways.

A LIN ``nt`` between two calls or cards rides on the next call or card (``extra["lin"]``). A PBN
comment just before a call or card in the Auction or Play section is read as the ``nt`` before
it, so a PBN file's commentary reaches LIN. PBN is written with the chat of the calls before
the Auction tag and that of the cards before the Play tag, as comments: other readers (endplay)
take a section's every line for calls or cards. Only boards read from LIN or PBN (and logs of
them) are looked at for chat: their deal event carries ``lin`` or ``pbn``. Chat before the
first call stays with the deal (LIN keeps it; PBN does not write it).

Pure functions over the parsed game (``pbn_syntax.Game``), an event's extra fields and the folded board.
"""

from __future__ import annotations

import re
from typing import Any

from .._patterns import LazyPattern
from ..board import Board
from ..cards import Card
from ..errors import BridgeError

from .pbn_syntax import Game

_PIECE = LazyPattern(r"\{([^}]*)\}?|;[^\n]*|[^\s{;]+")
_CALL = LazyPattern(r"^(PASS|P|X|XX|[1-7](C|D|H|S|NT|N))([!?]+)?(=[0-9]+=)?$", re.I)


def game_chat(game: Game) -> tuple[dict[Any, list[str]], dict[Any, list[str]]]:
    """The chat of a game's Auction and Play sections (``section_chat`` of each), quickly none for a
    game without a comment in them."""
    if game.exported is not None:
        return {}, {}  # export layout: no comment anywhere in a section
    sections = [e.section for e in game.entries if e.section is not None and e.name in ("Auction", "Play")]
    if not any("{" in line for section in sections for line in section):
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
    lines: list[str] = next((e.section for e in game.entries if e.name == section and e.section is not None), [])
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
        return Card.parse(re.sub(r"[!?]+$|=[0-9]+=$", "", piece))
    except BridgeError:
        return None


def with_nt(extra: tuple[tuple[str, Any], ...], texts: list[str]) -> tuple[tuple[str, Any], ...]:
    """A call's or card's extra fields with chat added as LIN ``nt`` codes (after any it has)."""
    from pyrsistent import freeze, thaw  # loaded only for a record with chat (start-up)

    codes = [list(v) for k, value in extra if k == "lin" for v in thaw(value)] + [["nt", t] for t in texts]
    return tuple((k, v) for k, v in extra if k != "lin") + (("lin", freeze(codes)),)


def board_chat(board: Board, kind: type) -> list[str]:
    """The chat (LIN ``nt``) on the board's calls (``kind`` CallMade) or cards (CardPlayed), in order;
    only a board read from LIN or PBN carries any (a robot's board is passed over at once)."""
    if not any(key in ("lin", "pbn") for key, _ in board.dealt.extra):
        return []
    from pyrsistent import thaw  # loaded only for a board read from a record (start-up)

    return [str(v) for event in board.events if type(event) is kind and event.extra
            for key, value in event.extra if key == "lin" for c, v in thaw(value) if c == "nt"]
