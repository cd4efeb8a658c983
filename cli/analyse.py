"""``bridgefp analyse``: each board's double-dummy table, par, and the cost of every card played (SPEC §13)."""

from __future__ import annotations

import json

import click

from bridgefp.analysis import BoardAnalysis, analyse_boards, analysis_text, analysis_to_dict
from bridgefp.board import Board
from bridgefp.dd import DDUnavailableError, require

from .common import BadBoards, Number, boards, chunks, data_errors, flush, log_argument, numbered, write

# Boards solved per round: the solver's batch of 40 tables, so output streams in a pipe.
CHUNK = 40


@click.command()
@log_argument
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: the tables for people; json: one object per board (SPEC §13).")
@click.option(
    "--jobs",
    type=Number(low=1),
    help="Cores to use in all, the solver's threads included [default: all cores].",
)
@click.option("--keep-going", is_flag=True, help="Report every bad board on stderr, analyse every good one, exit 1 at the end.")
def analyse(log: str, fmt: str, jobs: int | None, keep_going: bool) -> None:
    """Double-dummy analysis: each board's DD table, par, and the cards that cost tricks.

    LOG is an event log (JSON Lines), a PBN or a LIN file, or - for standard input (the default).
    A bad board stops the run with one line, or with --keep-going is reported and skipped.
    Needs the solver: pip install 'bridgefp[dds]'.
    """
    try:
        require()
    except DDUnavailableError as e:
        raise click.ClickException(str(e)) from None
    bad = BadBoards() if keep_going else None
    first = True
    for chunk in chunks(numbered(boards(log, bad=bad), bad), CHUNK):
        with data_errors():
            analyses = analyse_boards([b for _, b in chunk], numbers=[n for n, _ in chunk], jobs=jobs)
        _write(analyses, fmt, first)
        first = False
    if bad is not None and bad.count:
        raise click.exceptions.Exit(1)


def _write(analyses: list[BoardAnalysis], fmt: str, first: bool) -> None:
    """One chunk's analyses on stdout, flushed; ``first``: the chunk that starts the output."""
    for a in analyses:
        if fmt == "json":
            write(json.dumps(analysis_to_dict(a)) + "\n")
        else:
            write(("" if first else "\n") + analysis_text(a))
        first = False
    flush()
