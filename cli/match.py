"""``bridgefp match``: two systems or robots head to head at two tables (SPEC §19).

The deals are those of ``bridgefp deal --seed S --count N``; each is played at both
tables by ``bridgefp.match.play_match_chunk``, mapped over chunks of boards wherever
``runner`` sends them, and the chunk results are added up in board order.
"""

from __future__ import annotations

import json
import sys

import click

import bridgefp as bf
from bridgefp.match import MatchTally, Team, match_chunks, match_summary_text, play_match_chunk

from .common import Number
from .runner import check_scheduler, workers_for
from .simulate import _require_dd, dealt_stream, run_until_done


class TeamParam(click.ParamType):  # type: ignore[type-arg]
    """``SYSTEM[:ROBOT]``: a system of ``bridgefp.systems.SYSTEMS`` and a card robot (basic by default)."""

    name = "SYSTEM[:ROBOT]"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> Team:
        if isinstance(value, Team):
            return value
        try:
            return Team.parse(str(value))
        except bf.BridgeError as e:
            self.fail(str(e), param, ctx)


@click.command()
@click.option("--boards", "count", type=Number(low=1), required=True, help="How many boards (deals), each played at both tables.")
@click.option("--seed", type=int, help="Deal reproducibly: the boards of `bridgefp deal --seed S --count N`.")
@click.option("--ns", "team_a", type=TeamParam(), required=True, help="Team A: NS at table 1, EW at table 2, e.g. simple or goren:dd.")
@click.option("--ew", "team_b", type=TeamParam(), required=True, help="Team B: EW at table 1, NS at table 2.")
@click.option("--dd-only", is_flag=True, help="Score each contract by its double-dummy tricks instead of playing it (the dds extra).")
@click.option("--jobs", type=Number(low=1), help="Processes on this machine [default: all cores]; 1 = in process.")
@click.option("--scheduler", metavar="ADDRESS", help="Run on a Dask distributed cluster, e.g. tcp://10.0.0.5:8786.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, writable=True, allow_dash=False), help="Write both tables' boards here as events, in board order.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True, help="The summary: text for people, JSON for tools.")
def match(
    count: int, seed: int | None, team_a: Team, team_b: Team, dd_only: bool, jobs: int | None,
    scheduler: str | None, log_path: str | None, fmt: str,
) -> None:
    """A team match: two systems or robots at two tables, IMPs with a 95% interval.

    Team A (--ns) sits NS at table 1 and EW at table 2; the result is in IMPs to team A.

    \b
      bridgefp match --boards 200 --seed 1 --ns goren --ew simple
      bridgefp match --boards 500 --seed 2 --ns simple --ew simple:dd --format json
      bridgefp match --boards 1000 --seed 3 --ns goren --ew simple --dd-only --log match.jsonl
    """
    if jobs is not None and scheduler is not None:
        raise click.UsageError("give --jobs or --scheduler, not both: the cluster decides its workers")
    if scheduler is not None:
        check_scheduler(scheduler)
    if dd_only or "dd" in (team_a.robot, team_b.robot):
        _require_dd()
    workers, size = workers_for(count, jobs)
    dealts = dealt_stream(seed, count, None, None, None)
    chunks = match_chunks(dealts, size, team_a, team_b, dd_only, log_path is not None)
    total = run_until_done(chunks, count, workers, scheduler, log_path, play_match_chunk, MatchTally())
    if fmt == "json":
        sys.stdout.write(json.dumps(total.to_dict(team_a, team_b)) + "\n")
    else:
        sys.stdout.write(match_summary_text(total, team_a, team_b))
