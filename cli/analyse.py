"""``bridgefp analyse``: each board's double-dummy table, par, and the cost of every card played (SPEC §13)."""

from __future__ import annotations

import itertools
import json
import sys
from typing import Iterator

import click

from bridgefp.analysis import analyse_boards, analysis_text, analysis_to_dict
from bridgefp.board import Board
from bridgefp.dd import DDUnavailableError, require

from bridgefp_cli.main import _boards, _data_errors, _write

# Boards solved per round: the solver's batch of 40 tables, so output streams in a pipe.
CHUNK = 40


@click.command()
@click.argument("log", default="-")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    help="Cores to use in all, the solver's threads included [default: all cores].",
)
def analyse(log: str, fmt: str, jobs: int | None) -> None:
    """Double-dummy analysis: each board's DD table, par, and the cards that cost tricks.

    Needs the solver: pip install 'bridgefp[dds]'.
    """
    try:
        require()
    except DDUnavailableError as e:
        raise click.ClickException(str(e)) from None
    out = sys.stdout
    first = True
    for chunk in _chunks(enumerate(_boards(log), 1)):
        with _data_errors():
            analyses = analyse_boards([b for _, b in chunk], numbers=[n for n, _ in chunk], jobs=jobs)
        for a in analyses:
            if fmt == "json":
                _write(out, json.dumps(analysis_to_dict(a)))
            else:
                if not first:
                    out.write("\n")
                out.write(analysis_text(a))
            first = False
        out.flush()


def _chunks(numbered: Iterator[tuple[int, Board]]) -> Iterator[list[tuple[int, Board]]]:
    while True:
        chunk = list(itertools.islice(numbered, CHUNK))
        if not chunk:
            return
        yield chunk
