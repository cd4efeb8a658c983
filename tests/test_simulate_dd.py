"""``simulate --dd`` (SPEC §14): tricks against double dummy and IMPs against par.

The oracles: DDS itself (through ``bridgefp.dd``, the one adapter) for the DD tables and
par, and the WBF IMP scale written out here as ranges, independently of ``scoring.imps``.
"""

from __future__ import annotations

import json
import signal

import pytest
from click.testing import CliRunner

import bridgefp as bf
import bridgefp.dd as dd
from bridgefp.scoring import imps
from bridgefp_cli.main import main

# WBF IMP scale as published: (lowest, highest) point difference for 0, 1, 2, … 24 IMPs.
WBF = [(0, 10), (20, 40), (50, 80), (90, 120), (130, 160), (170, 210), (220, 260), (270, 310), (320, 360),
       (370, 420), (430, 490), (500, 590), (600, 740), (750, 890), (900, 1090), (1100, 1290), (1300, 1490),
       (1500, 1740), (1750, 1990), (2000, 2240), (2250, 2490), (2500, 2990), (3000, 3490), (3500, 3990),
       (4000, 7600)]


def wbf(difference: int) -> int:
    size = abs(difference)
    (count,) = [n for n, (low, high) in enumerate(WBF) if low <= size <= high]
    return count if difference >= 0 else -count


def test_imps_follow_the_wbf_scale_at_every_score_difference():
    for difference in range(-7600, 7610, 10):  # scores are multiples of ten
        assert imps(difference) == wbf(difference), difference


def _dd():
    if not dd.is_available():
        pytest.skip("the dds extra is not installed (pip install '.[dds]'): the --dd tests cannot run")
    return dd




def ok(*args: object) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exception is None, (result.exception, result.stderr)
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    return result.stdout


def test_simulate_dd_counts_tricks_against_dds_and_imps_against_its_par(tmp_path):
    _dd()
    log = tmp_path / "boards.jsonl"
    summary = json.loads(ok("simulate", "--boards", 5, "--seed", 4, "--board", 1, "--jobs", 1, "--dd",
                            "--log", log, "--format", "json"))
    boards = bf.replay(bf.read_log(log.read_text()))
    over, played, swings = 0, 0, []
    for board in boards:
        table = dd.dd_table(board.deal)
        par_ns = dd.par(table, board.dealt.dealer, board.vulnerable).score
        ns = board.score("duplicate")["NS"]
        swings.append(wbf(ns - par_ns))
        if not board.contract.is_passed_out:
            played += 1
            over += board.tricks - table.tricks_for(board.declarer, board.contract.strain)
    assert summary["dd"] == {
        "boards": 5,
        "tricks_vs_dd": over / played,
        "imps_vs_par": sum(swings) / 5,
        "abs_imps_vs_par": sum(abs(s) for s in swings) / 5,
    }


def test_simulate_dd_is_the_same_on_one_job_and_two():
    _dd()
    one = ok("simulate", "--boards", 4, "--seed", 9, "--jobs", 1, "--dd")
    two = ok("simulate", "--boards", 4, "--seed", 9, "--jobs", 2, "--dd")
    assert one == two
    assert "Double dummy   4 boards" in one


def test_without_the_solver_dd_is_one_line_saying_how_to_install_it(monkeypatch):
    def missing() -> None:
        raise dd.DDUnavailableError(dd.INSTALL_HINT)

    monkeypatch.setattr(dd, "require", missing)
    result = CliRunner().invoke(main, ["simulate", "--boards", 2, "--seed", 1, "--jobs", 1, "--dd"])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert result.stderr == f"Error: {dd.INSTALL_HINT}\n"
    assert result.stdout == ""
