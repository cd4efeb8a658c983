"""``bridgefp score``: an event scored from its results, as a club's or a federation's program does (SPEC §20).

The file's ScoreTable rows (or its records of each board) are read by
``bridgefp.formats.pbn_tables``, scored by ``bridgefp.event`` and written as text, JSON
Lines, or the PBN file again with our ScoreTable and TotalScoreTable sections.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

import click

from bridgefp.event import METHODS, ScoredBoard, ScoredRow, Total, method_of_scoring, score_event, totals
from bridgefp.formats import decode_lines
from bridgefp.formats.pbn_tables import Event, read_event, write_event

from .common import data_errors, place_of, raw_lines, write

_NAMES = {"mp": "matchpoints", "cross-imps": "cross-IMPs", "cross-imps-mean": "cross-IMPs, mean per comparison",
          "butler": "Butler IMPs", "teams": "teams IMPs"}


@click.command()
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--method", type=click.Choice(METHODS), help="How to score [default: from the file's Scoring tag].")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "pbn"]), default="text", show_default=True,
              help="text: ranking and travellers; json: one object a board, then the totals; pbn: the file with our tables.")
def score(file: str, method: str | None, fmt: str) -> None:
    """Score an event from its results: matchpoints, cross-IMPs, Butler or teams.

    \b
      bridgefp score club-night.pbn
      bridgefp score championship.pbn --method butler --format json
      bridgefp score final.pbn --format pbn > scored.pbn
    """
    lines = list(decode_lines(raw_lines(file), "pbn"))
    place = place_of(file)
    event = _event(lines, place)
    chosen = method or method_of_scoring(event.scoring, event.rooms) or _from_columns(event)
    if chosen is None:
        raise click.ClickException(
            f"{place}the Scoring tag ({event.scoring or 'none'}) names no method: give --method ({', '.join(METHODS)})"
        )
    with data_errors(place):
        boards, notes = score_event(event.travellers, chosen)
        found = totals(boards, chosen, event.names)
    for disagreement in notes:
        click.echo(f"Note: {place}{disagreement}", err=True)
    _write(fmt, lines, boards, found, chosen, event)


def _event(lines: list[str], place: str) -> Event:
    """The file's results; rows left out are noted, and a file with none is one line, exit 1."""
    with data_errors(place):
        event = read_event(lines)
    for note in event.notes:
        click.echo(f"Note: {place}{note}", err=True)
    if not event.travellers:
        raise click.ClickException(f"{place}no results to score: no board has a ScoreTable or records of its tables")
    return event


def _write(fmt: str, lines: list[str], boards: list[ScoredBoard], found: list[Total], method: str, event: Event) -> None:
    if fmt == "json":
        for board in boards:
            write(json.dumps(board_json(board, method)) + "\n")
        write(json.dumps({"totals": [total_json(t, method) for t in found]}) + "\n")
    elif fmt == "pbn":
        for line in write_event(lines, boards, found, method, event):
            write(line + "\n")
    else:
        write(event_text(boards, found, method))


# ---------------------------------------------------------------- JSON


def _r2(pair: tuple[float, float] | None) -> list[float] | None:
    return None if pair is None else [round(pair[0], 2), round(pair[1], 2)]


def row_json(scored: ScoredRow) -> dict[str, Any]:
    row = scored.row
    passed = row.contract is not None and row.contract.is_passed_out
    out: dict[str, Any] = {
        "ns": row.ns, "ew": row.ew,
        "contract": None if row.contract is None else ("Pass" if passed else str(row.contract)),
        "declarer": None if row.declarer is None or passed else str(row.declarer),
        "result": None if passed else row.tricks,
        "score": scored.score,
        "mp": _r2(scored.mp), "percentage": _r2(scored.percentage), "imps": _r2(scored.imps),
    }
    if row.artificial is not None:
        out["artificial"] = list(row.artificial)
    if row.weight != 1:
        out["multiplicity"] = row.weight
    if row.extra:
        out["extra"] = dict(row.extra)
    return out


def board_json(board: ScoredBoard, method: str) -> dict[str, Any]:
    label = board.traveller.board
    number: Any = int(label) if label.isascii() and label.isdigit() and len(label) < 10 else label
    if method == "teams":
        return {"board": number, "rooms": [_room_json(i, s) for i, s in enumerate(board.rows)]}
    out: dict[str, Any] = {"board": number, "rows": [row_json(s) for s in board.rows]}
    if board.datum is not None:
        out["datum"] = board.datum
    return out


def _room_json(index: int, s: ScoredRow) -> dict[str, Any]:
    room = s.row.room or ("Open" if index == 0 else "Closed")
    return {"room": room, "score": s.score, "imps": None if s.imps is None else int(s.imps[0])}


def total_json(t: Total, method: str) -> dict[str, Any]:
    mp = method == "mp"
    out: dict[str, Any] = {"pair": t.pair, "rank": t.rank,
                           "mp": round(t.mp, 2) if mp else None, "percentage": round(t.percentage, 2) if mp else None,
                           "imps": None if mp else round(t.imps, 2), "boards": t.boards, "names": t.names}
    if t.direction:
        out["direction"] = t.direction
    if method == "teams":
        out["team"] = t.pair
    return out


# ---------------------------------------------------------------- text


def event_text(boards: Sequence[ScoredBoard], found: Sequence[Total], method: str) -> str:
    """The ranking, then each board's traveller."""
    lines = [f"Ranking ({_NAMES[method]})", ""]
    lines += _ranking(found, method)
    for board in boards:
        lines += ["", *_traveller(board, method)]
    return "\n".join(lines) + "\n"


def _ranking(found: Sequence[Total], method: str) -> list[str]:
    mp = method == "mp"
    who = "Team" if method == "teams" else "Pair"
    width = max([len(who)] + [len(t.pair) for t in found])
    head = f"{'Rank':>4}  {who:<{width}} {'Dir':<3} {'Boards':>6}  " + (f"{'MP':>9} {'%':>7}" if mp else f"{'IMPs':>9}")
    lines = [head + "  Names"]
    for t in found:
        figures = f"{t.mp:9.2f} {t.percentage:7.2f}" if mp else f"{t.imps:+9.2f}"
        lines.append(f"{t.rank:>4}  {t.pair:<{width}} {t.direction or '':<3} {t.boards:>6}  {figures}  {t.names}".rstrip())
    return lines


def _traveller(board: ScoredBoard, method: str) -> list[str]:
    t = board.traveller
    title = f"Board {t.board} (vulnerable: {t.vulnerable})"
    if board.datum is not None:
        title += f", datum {board.datum:+d}"
    head = f"  {'NS':<10} {'EW':<10} {'Contract':<8} {'By':<2} {'Tricks':>6} {'Score':>6}  "
    head += "   MP NS   MP EW    % NS    % EW" if method == "mp" else " IMPs NS IMPs EW"
    return [title, head, *(_traveller_row(s, method) for s in board.rows)]


def _traveller_row(s: ScoredRow, method: str) -> str:
    row, j = s.row, row_json(s)
    what = j["contract"] or "/".join(row.artificial or ("?",))
    score = "" if s.score is None else f"{s.score:+d}"
    figures = "".join(f"{v:8.2f}" for pair in _figures(s, method) for v in pair)
    result = "" if j["result"] is None else str(j["result"])
    return (f"  {(row.room or row.ns)[:10]:<10} {row.ew[:10]:<10} {what:<8} {j['declarer'] or '':<2} "
            f"{result:>6} {score:>6}  {figures}").rstrip()


def _figures(s: ScoredRow, method: str) -> list[tuple[float, float]]:
    """A row's matchpoints and percentages, or its IMPs (none for a row not compared)."""
    found = [s.mp, s.percentage] if method == "mp" else [s.imps]
    return [pair for pair in found if pair is not None]


def _from_columns(event: Event) -> str | None:
    """Matchpoints when the file's ScoreTables say so by their columns, though its Scoring does not."""
    return "mp" if event.columns & {"MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW"} else None
