"""Codecs for records from the world: PBN and LIN (the event log's own codec is ``bridgefp.log``).

Pure: text in, events out, and events or boards in, text out; the caller opens files.
"""

from __future__ import annotations

from .pbn import board_to_pbn

__all__ = ["board_to_pbn"]
