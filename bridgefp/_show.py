"""How the core's values show themselves, as a player's text and as a picture.

``str(board)`` and the notebooks' ``_repr_svg_`` ask here, so that ``board.py`` and ``deal.py``
need not import the modules that draw them (``bridgefp.views``, ``bridgefp.svg``), which import
the core: each of those modules names its drawing function here when it is imported, and the
first drawing of a kind loads its module by name.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable

__all__ = ["text", "picture"]

Drawing = Callable[[Any], str]

_drawings: dict[str, Drawing] = {}
_DRAWN_BY = {"text": "bridgefp.views", "svg": "bridgefp.svg"}


def register(kind: str, drawing: Drawing) -> None:
    """``kind`` ("text" or "svg") is drawn by ``drawing`` from now on."""
    _drawings[kind] = drawing


def _drawing(kind: str) -> Drawing:
    if kind not in _drawings:
        import_module(_DRAWN_BY[kind])  # registers its drawing as it is imported
    return _drawings[kind]


def text(value: Any) -> str:
    """The text a player reads (``bridgefp.views.board_text``)."""
    return _drawing("text")(value)


def picture(value: Any) -> str:
    """The SVG diagram of a board or deal (``bridgefp.svg.board``)."""
    return _drawing("svg")(value)
