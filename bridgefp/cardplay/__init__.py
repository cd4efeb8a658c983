"""Card-play robots: each is a pure function of what one seat may see (``view_for``).

``ROBOTS`` names them for the command line and ``simulate``: ``basic`` (sound habits
and a declarer's plan, each card explained), ``dd`` (Monte-Carlo double dummy, SPEC
§15; needs the ``dds`` extra, see ``dd_missing``) and ``random`` (a legal card at random).
"""

from __future__ import annotations

from typing import Callable

from ..dd import INSTALL_HINT, is_available
from .basic import choose_card
from .montecarlo import dd_card
from .view import CardChoice, PlayView, random_card, view_for

__all__ = ["PlayView", "CardChoice", "view_for", "choose_card", "random_card", "dd_card", "dd_missing", "ROBOTS"]



def dd_missing() -> str | None:
    """Why the ``dd`` robot cannot play here (one line saying how to install the solver), or None."""
    return None if is_available() else INSTALL_HINT


ROBOTS: dict[str, Callable[[PlayView], CardChoice]] = {"basic": choose_card, "dd": dd_card, "random": random_card}
