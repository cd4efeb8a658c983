"""How the core's values show themselves, as a player's text and as a picture.

``str(board)`` and the notebooks' ``_repr_svg_`` ask here, so that ``board.py`` and ``deal.py``
need not import the modules that draw them (``bridgefp.views``, ``bridgefp.svg``), which import
the core: each of those modules names its drawing function here when it is imported, and
``import bridgefp`` imports both.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["text", "picture"]

Drawing = Callable[[Any], str]

_drawings: dict[str, Drawing] = {}


def register(kind: str, drawing: Drawing) -> None:
    """``kind`` ("text" or "svg") is drawn by ``drawing`` from now on."""
    _drawings[kind] = drawing


def text(value: Any) -> str:
    """The text a player reads; the repr until ``bridgefp.views`` is imported."""
    drawing = _drawings.get("text")
    return drawing(value) if drawing is not None else repr(value)


def picture(value: Any) -> str:
    """The SVG diagram of a board or deal (``bridgefp.svg.board``)."""
    return _drawings["svg"](value)
