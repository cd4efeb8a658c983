"""PBN 2.1 (Portable Bridge Notation): games in, boards out, and boards back to PBN.

The codec in layers: ``pbn_syntax`` (a game's typed parse tree), ``pbn_values`` (tag values
and tokens as bridge values), ``pbn_checks`` and ``pbn_rules`` (what PBN forbids), then
``pbn_read`` (``read_pbn``: one item per game, streaming) and ``pbn_write`` (``board_to_pbn``).
Pure: the caller opens files.
"""

from __future__ import annotations

from .pbn_read import read_pbn
from .pbn_values import result_tricks, score_of_tag
from .pbn_write import MANDATORY_TAGS, board_to_pbn

__all__ = ["read_pbn", "board_to_pbn", "MANDATORY_TAGS", "result_tricks", "score_of_tag"]
