"""``replay --format html``: the boards of a LOG as one self-contained hand record (SPEC §17)."""

from __future__ import annotations

import os
from typing import Iterator

import bridgefp as bf
from bridgefp.hand_record import Anchors, board_section, page_head, page_tail

from .common import chunks, data_errors, flush, write

# Boards solved per round with --dd (the solver's batch of tables), so the page streams.
CHUNK = 40


def write_hand_record(shown: Iterator[tuple[int, bf.Board]], log: str, scoring: str, with_dd: bool) -> None:
    """Write the page board by board: its head, a section per board, its end."""
    title = "Hand record" if log == "-" else f"Hand record: {os.path.basename(log)}"
    write(page_head(title))
    anchors = Anchors()
    for chunk in chunks(shown, CHUNK if with_dd else 1):
        analyses = _analyses(chunk) if with_dd else [None] * len(chunk)
        for (number, board), analysis in zip(chunk, analyses):
            write(board_section(board, number, scoring, analysis, anchors.next(number)))
        flush()
    write(page_tail())


def _analyses(chunk: list[tuple[int, bf.Board]]) -> list[bf.BoardAnalysis | None]:
    from bridgefp.analysis import analyse_boards

    with data_errors():
        return list(analyse_boards([b for _, b in chunk], numbers=[n for n, _ in chunk]))
