"""``bridgefp match`` (SPEC §19): two teams at two tables, IMPs to team A.

The oracle for the summary is a scorer written here from the log alone: it folds the
log's boards, scores each contract with its own table of the Laws' scores, turns the
difference into IMPs with its own WBF scale and computes the mean, standard error and
interval with ``statistics``. It shares nothing with ``bridgefp.match`` but the log.
"""

from __future__ import annotations

import json
import math
import statistics
from collections import Counter

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp.match import MatchChunk, MatchTally, Team, match_of_boards, play_match_chunk, tally_pair
from bridgefp.simulation import board_spec
from bridgefp_cli.main import main


def run(*args: object) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def ok(*args: object) -> str:
    code, out, err = run(*args)
    assert code == 0 and err == "", err
    return out


# ---------------------------------------------------------------- an independent scorer


_IMP_FROM = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
             2000, 2250, 2500, 3000, 3500, 4000]


def wbf_imps(points: int) -> int:
    size = sum(1 for low in _IMP_FROM if abs(points) >= low)
    return size if points >= 0 else -size


def declarer_score(contract: str, tricks: int, vul: bool) -> int:
    """The Laws' duplicate score for declarer's side, worked out here line by line."""
    level, rest = int(contract[0]), contract[1:]
    doubled = rest.count("X")
    strain = rest.rstrip("X")
    need = level + 6
    if tricks < need:
        down = need - tricks
        if doubled == 0:
            return -down * (100 if vul else 50)
        steps = [200] + [300] * 12 if vul else [100, 200, 200] + [300] * 10
        return -sum(steps[:down]) * doubled
    per = 20 if strain in ("C", "D") else 30
    trick_points = (per * level + (10 if strain == "NT" else 0)) * (1, 2, 4)[doubled]
    score = trick_points + (50 * doubled)
    score += (500 if vul else 300) if trick_points >= 100 else 50
    score += {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(level, 0)
    over = tricks - need
    score += over * (per if doubled == 0 else (200 if vul else 100) * doubled)
    return score


def ns_score(board: bf.Board) -> int:
    if board.declarer is None:
        return 0
    declarer = str(board.declarer)
    vul = board.vulnerable.value in ("All", declarer in "NS" and "NS" or "EW")
    points = declarer_score(str(board.contract), board.tricks, vul)
    return points if declarer in "NS" else -points


def recomputed(log: str) -> dict[str, object]:
    """The match summary from the log alone: tables paired by their deal events' ``table``."""
    boards = bf.replay(bf.read_log(log))
    tables: dict[int, list[bf.Board]] = {1: [], 2: []}
    for board in boards:
        tables[dict(board.dealt.extra)["table"]].append(board)
    assert len(tables[1]) == len(tables[2])
    swings = []
    for first, second in zip(tables[1], tables[2]):
        assert first.deal == second.deal
        swings.append(wbf_imps(ns_score(first) - ns_score(second)))
    n = len(swings)
    mean = statistics.fmean(swings)
    se = statistics.stdev(swings) / math.sqrt(n)
    return {
        "boards": n, "imps": sum(swings), "imps_per_board": mean, "stderr": se,
        "ci95": [mean - 1.959964 * se, mean + 1.959964 * se],
        "flat": swings.count(0),
        "contracts": [Counter(str(b.contract).rstrip("X") for b in tables[t]) for t in (1, 2)],
    }


def contracts_of(summary: dict[str, dict[str, int]]) -> Counter[str]:
    counts = Counter({f"{level}{strain}": n for level, row in summary.items() for strain, n in row.items() if n})
    return counts


def assert_agrees(summary: dict, expected: dict) -> None:
    for key in ("boards", "imps"):
        assert summary[key] == expected[key], key
    for key in ("imps_per_board", "stderr"):
        assert summary[key] == pytest.approx(expected[key], rel=1e-9), key
    assert summary["ci95"] == pytest.approx(expected["ci95"], rel=1e-5)
    assert summary["swings"]["flat"] == expected["flat"]
    for t in (1, 2):
        table = summary["tables"][str(t)]
        played = contracts_of(table["contracts"])
        assert played + Counter({"Pass": table["passed_out"]}) == expected["contracts"][t - 1]


# ---------------------------------------------------------------- the command


def test_summary_is_recomputed_from_the_log_alone(tmp_path):
    log = tmp_path / "match.jsonl"
    summary = json.loads(ok("match", "--boards", 60, "--seed", 5, "--ns", "goren", "--ew", "simple",
                            "--jobs", 1, "--log", log, "--format", "json"))
    text = log.read_text()
    assert summary["boards"] == 60 and summary["swings"]["flat"] < 60
    assert_agrees(summary, recomputed(text))
    # The deals are those of `deal --seed 5 --count 60`, each at both tables in turn.
    deals = [json.loads(line) for line in text.splitlines() if '"event": "deal"' in line]
    dealt = [json.loads(line) for line in ok("deal", "--seed", 5, "--count", 60).splitlines()]
    assert [d["deal"] for d in deals] == [d["deal"] for d in dealt for _ in (1, 2)]
    assert [d["table"] for d in deals] == [1, 2] * 60


def test_the_output_is_the_same_for_every_jobs(tmp_path):
    outputs = []
    for jobs in (1, 2):
        log = tmp_path / f"m{jobs}.jsonl"
        outputs.append((ok("match", "--boards", 30, "--seed", 2, "--ns", "simple", "--ew", "goren",
                           "--jobs", jobs, "--log", log), log.read_text()))
    assert outputs[0] == outputs[1]


def test_swapping_the_teams_turns_the_result_over():
    ab = json.loads(ok("match", "--boards", 30, "--seed", 8, "--ns", "goren", "--ew", "simple", "--format", "json", "--jobs", 1))
    ba = json.loads(ok("match", "--boards", 30, "--seed", 8, "--ns", "simple", "--ew", "goren", "--format", "json", "--jobs", 1))
    assert ab["imps"] != 0 and ba["imps"] == -ab["imps"]
    assert ba["swings"]["A"] == ab["swings"]["B"] and ba["stderr"] == pytest.approx(ab["stderr"])


def test_a_team_against_itself_is_flat_on_every_board():
    summary = json.loads(ok("match", "--boards", 12, "--seed", 3, "--ns", "simple", "--ew", "simple", "--format", "json", "--jobs", 1))
    assert summary["imps"] == 0 and summary["swings"]["flat"] == 12 and summary["stderr"] == 0.0


def test_the_text_summary_names_the_teams_and_the_interval():
    out = ok("match", "--boards", 20, "--seed", 1, "--ns", "goren", "--ew", "simple", "--jobs", 1)
    summary = json.loads(ok("match", "--boards", 20, "--seed", 1, "--ns", "goren", "--ew", "simple", "--jobs", 1, "--format", "json"))
    assert "Team A  goren:basic" in out and f"IMPs to A       {summary['imps']:+d}" in out
    assert f"± {summary['stderr']:.2f} (95% interval {summary['ci95'][0]:+.2f} to {summary['ci95'][1]:+.2f})" in out
    assert "Table 2: NS simple:basic, EW goren:basic" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ns", "nope", "--ew", "simple"], "unknown bidding system 'nope'"),
        (["--ns", "simple:wild", "--ew", "simple"], "unknown card-play robot 'wild'"),
        (["--ns", "simple", "--ew", "simple", "--jobs", "2", "--scheduler", "tcp://x:1"], "not both"),
        (["--ns", "simple"], "Missing option '--ew'"),
    ],
)
def test_a_bad_command_line_is_one_line_and_exit_2(args, message):
    code, out, err = run("match", "--boards", 2, *args)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


# ---------------------------------------------------------------- the core


def chunk_of(seed: int, count: int, **how: object) -> MatchChunk:
    import random

    from bridgefp.where import deals_where

    deals = deals_where(random.Random(seed), [bf.Seat.S] * count, None)
    return MatchChunk(tuple(board_spec(bf.Dealt(d)) for d in deals), **how)  # type: ignore[arg-type]


def test_a_tally_adds_up_to_the_same_whatever_the_cut():
    chunk = chunk_of(4, 12, team_a=Team("goren"), team_b=Team("simple"))
    _, whole = play_match_chunk(chunk)
    halves = [play_match_chunk(MatchChunk(chunk.boards[i:i + 5], chunk.team_a, chunk.team_b))[1] for i in (0, 5, 10)]
    assert halves[0] + halves[1] + halves[2] == whole and MatchTally() + whole == whole
    assert whole.boards == 12 and whole.flat + sum(whole.won) + sum(whole.lost) == 12


def test_the_log_reads_back_to_the_same_tally():
    text, tally = play_match_chunk(chunk_of(6, 10, team_a=Team("simple"), team_b=Team("goren"), log=True))
    assert match_of_boards(bf.replay(bf.read_log(text))) == tally


def test_tables_that_do_not_pair_up_are_refused():
    text, _ = play_match_chunk(chunk_of(6, 2, log=True))
    boards = bf.replay(bf.read_log(text))
    with pytest.raises(bf.BridgeError, match="table 1 has 2 boards and table 2 1"):
        match_of_boards(boards[:3])
    with pytest.raises(bf.BridgeError, match="same deal"):
        tally_pair(boards[0], boards[3])


def test_team_names():
    assert Team.parse("goren:random") == Team("goren", "random") and str(Team.parse("simple")) == "simple:basic"
    with pytest.raises(bf.BridgeError, match="unknown bidding system"):
        Team.parse("")


# ---------------------------------------------------------------- double dummy only


def test_dd_only_scores_each_contract_by_its_dd_tricks(tmp_path):
    from bridgefp.dd import dd_tables, is_available

    if not is_available():
        pytest.skip("the dds extra is not installed (pip install '.[dds]')")
    log = tmp_path / "dd.jsonl"
    summary = json.loads(ok("match", "--boards", 6, "--seed", 3, "--ns", "goren", "--ew", "simple", "--dd-only",
                            "--jobs", 1, "--log", log, "--format", "json"))
    assert_agrees(summary, recomputed(log.read_text()))
    boards = bf.replay(bf.read_log(log.read_text()))
    tables = dd_tables([b.deal for b in boards[::2]], jobs=1)
    for board, table in zip(boards, [t for t in tables for _ in (1, 2)]):
        if board.declarer is not None:
            assert not any(isinstance(e, bf.CardPlayed) for e in board.events)
            assert board.tricks == table.tricks_for(board.declarer, board.contract.strain)


def test_a_dask_cluster_gives_the_same_log_and_summary(tmp_path):
    try:
        from distributed import LocalCluster
    except ImportError:
        pytest.skip("the cluster extra is not installed (pip install '.[cluster]'): the Dask test cannot run")
    here, there = tmp_path / "here.jsonl", tmp_path / "there.jsonl"
    args = ("match", "--boards", 20, "--seed", 4, "--ns", "goren", "--ew", "simple", "--format", "json")
    local = ok(*args, "--jobs", 1, "--log", here)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        remote = ok(*args, "--scheduler", cluster.scheduler_address, "--log", there)
    assert remote == local and there.read_text() == here.read_text()
