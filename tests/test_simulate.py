"""``bridgefp simulate`` (SPEC §14): the pipeline's boards, the same output wherever it runs.

The oracle for the boards is the pipeline `deal | bid | play` on the same seed; the
oracle for the summary is a tally written here from `replay --format json`'s per-board
summaries. The cluster test runs a real Dask scheduler and workers on 127.0.0.1.
"""

from __future__ import annotations

import io
import json
import signal
from collections import Counter

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp.simulation import Chunk, Tally, chunks_of, play_chunk, tally_board
from bridgefp_cli.main import main
from bridgefp_cli.runner import Progress




def ok(*args: object, input: str | None = None) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    assert result.exception is None, (result.exception, result.stderr)
    assert result.exit_code == 0 and result.stderr == "", result.stderr
    return result.stdout


def pipeline(*deal_args: object) -> str:
    """`bridgefp deal … | bridgefp bid | bridgefp play`."""
    return ok("play", input=ok("bid", input=ok("deal", *deal_args)))


def expected_summary(log: str) -> dict[str, object]:
    """The summary, counted here from replay's per-board JSON: the independent oracle."""
    rows = [json.loads(line) for line in ok("replay", "--format", "json", input=log).splitlines()]
    played = [r for r in rows if r["contract"] != "Pass"]
    cells = Counter()
    made = 0
    for r in played:
        contract = r["contract"].rstrip("X")
        level, strain = int(contract[0]), contract[1:]
        cells[(level, strain)] += 1
        made += r["tricks"] >= level + 6
    return {
        "boards": len(rows),
        "passed_out": len(rows) - len(played),
        "made": made,
        "down": len(played) - made,
        "mean_ns_score": sum(r["score"]["NS"] for r in rows) / len(rows),
        "contracts": {
            str(level): {s: cells[(level, s)] for s in ("C", "D", "H", "S", "NT")} for level in range(1, 8)
        },
    }


def test_simulate_plays_the_boards_of_the_pipeline_and_sums_them_up(tmp_path):
    log = tmp_path / "boards.jsonl"
    summary = ok("simulate", "--boards", 30, "--seed", 7, "--jobs", 1, "--log", log, "--format", "json")
    expected_log = pipeline("--seed", 7, "--count", 30)
    assert log.read_text() == expected_log
    assert json.loads(summary) == expected_summary(expected_log)


def test_simulate_with_where_board_and_robots_is_the_same_pipeline(tmp_path):
    log = tmp_path / "boards.jsonl"
    where = "hcp(N) + hcp(S) >= 24"
    ok(
        "simulate", "--boards", 12, "--seed", 3, "--jobs", 1, "--where", where, "--board", 5,
        "--system", "goren", "--robot", "random", "--log", log,
    )
    expected = ok(
        "play", "--robot", "random",
        input=ok("bid", "--system", "goren", input=ok("deal", "--seed", 3, "--count", 12, "--where", where, "--board", 5)),
    )
    assert log.read_text() == expected
    for board in bf.replay(bf.read_log(expected)):
        n, s = board.deal.hand("N"), board.deal.hand("S")
        assert bf.high_card_points(n) + bf.high_card_points(s) >= 24


def test_the_output_is_the_same_for_one_job_and_two(tmp_path):
    outputs = []
    for jobs in (1, 2):
        log = tmp_path / f"jobs{jobs}.jsonl"
        text = ok("simulate", "--boards", 60, "--seed", 11, "--jobs", jobs, "--log", log)
        json_text = ok("simulate", "--boards", 60, "--seed", 11, "--jobs", jobs, "--format", "json")
        outputs.append((text, json_text, log.read_text()))
    assert outputs[0] == outputs[1]
    assert outputs[0][2].count('"event": "deal"') == 60
    # The default, every core this process may use, is the same again.
    assert ok("simulate", "--boards", 60, "--seed", 11) == outputs[0][0]


def test_the_text_summary_reads_the_counts():
    text = ok("simulate", "--boards", 20, "--seed", 2, "--jobs", 1)
    numbers = json.loads(ok("simulate", "--boards", 20, "--seed", 2, "--jobs", 1, "--format", "json"))
    lines = text.splitlines()
    assert lines[0].split() == ["Boards", "20"]
    assert lines[1].split()[:3] == ["Passed", "out", str(numbers["passed_out"])]
    assert f"made         {numbers['made']}" in text
    assert lines[5].split() == ["Mean", "NS", "score", f"{numbers['mean_ns_score']:+.2f}"]
    row4 = next(line for line in lines if line.startswith("  4 "))
    assert [int(x) for x in row4.split()[1:6]] == [numbers["contracts"]["4"][s] for s in ("C", "D", "H", "S", "NT")]


def test_a_tally_does_not_depend_on_how_the_boards_are_cut():
    dealts = [bf.Dealt(d) for d in bf.where.deals_where(__import__("random").Random(4), [bf.Seat.S] * 9)]
    whole = play_chunk(Chunk(tuple(c for ch in chunks_of(dealts, 9, "simple", "basic", "duplicate", True) for c in ch.boards), log=True))
    parts = [play_chunk(c) for c in chunks_of(dealts, 2, "simple", "basic", "duplicate", True)]
    assert "".join(text for text, _ in parts) == whole[0]
    total = Tally()
    for _, t in parts:
        total = total + t
    assert total == whole[1] and total.boards == 9
    assert Tally() + total == total == total + Tally()


def test_a_passed_out_board_counts_as_passed_out_and_scores_zero():
    deal = bf.Deal.from_permutation(range(1, 53))  # any deal: the four passes are written out
    board = bf.start_board(bf.Dealt(deal))
    for seat in "SWNE":
        board = bf.apply_event(board, bf.CallMade(bf.Seat.parse(seat), bf.PASS))
    t = tally_board(board)
    assert (t.boards, t.passed_out, t.made, t.down, t.ns_score, sum(t.contracts)) == (1, 1, 0, 0, 0, 0)


def test_a_board_in_progress_is_not_tallied():
    with pytest.raises(bf.BridgeError, match="once it is over"):
        tally_board(bf.start_board(bf.Dealt(bf.Deal.from_permutation(range(1, 53)))))


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_shows_boards_rate_and_time_left_on_a_terminal_only():
    screen = _Terminal()
    bar = Progress(200, screen)
    bar.advance(50)
    bar.close()
    shown = screen.getvalue()
    assert "50/200 boards" in shown and "boards/s" in shown and "left" in shown
    assert Progress(100, io.StringIO()).live is False
    assert Progress(100, _Terminal()).line(10.0).startswith("[" + "-" * 30 + "] 0/100 boards")
    bar = Progress(100, _Terminal())
    bar.done = 25
    assert bar.line(5.0) == "[" + "#" * 7 + "-" * 23 + "] 25/100 boards  5 boards/s  0:15 left"


def test_jobs_and_scheduler_together_is_a_bad_invocation():
    result = CliRunner().invoke(main, ["simulate", "--boards", 1, "--jobs", 1, "--scheduler", "tcp://127.0.0.1:1"])
    assert result.exit_code == 2 and "--jobs or --scheduler" in result.stderr


def test_boards_is_required():
    result = CliRunner().invoke(main, ["simulate"])
    assert result.exit_code == 2 and "--boards" in result.stderr


# ---------------------------------------------------------------- a real Dask cluster on 127.0.0.1


@pytest.fixture(scope="module")
def cluster():
    try:
        from distributed import LocalCluster
    except ImportError:
        pytest.skip("the cluster extra is not installed (pip install '.[cluster]'): the Dask test cannot run")
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as local:
        yield local


def test_a_dask_cluster_gives_the_same_log_and_summary(cluster, tmp_path):
    address = cluster.scheduler_address
    assert address.startswith("tcp://127.0.0.1:")
    here, there = tmp_path / "here.jsonl", tmp_path / "there.jsonl"
    local = ok("simulate", "--boards", 40, "--seed", 5, "--jobs", 1, "--log", here, "--format", "json",
               "--where", "hcp(S) >= 12")
    remote = ok("simulate", "--boards", 40, "--seed", 5, "--scheduler", address, "--log", there, "--format", "json",
                "--where", "hcp(S) >= 12")
    assert remote == local
    assert there.read_text() == here.read_text()
    assert json.loads(remote)["boards"] == 40


def _fails_in_one_line(result, fragment: str) -> None:
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.stderr
    assert result.stderr.count("\n") == 1 and fragment in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_a_log_that_cannot_be_opened_is_one_line(tmp_path):
    path = tmp_path / "no-such-folder" / "boards.jsonl"
    result = CliRunner().invoke(main, ["simulate", "--boards", 1, "--seed", 1, "--jobs", 1, "--log", str(path)])
    _fails_in_one_line(result, f"Error: --log {path}: cannot write: No such file or directory")


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="no /dev/full on this system")
@pytest.mark.parametrize("boards", [1, 10])
def test_a_log_that_cannot_be_written_is_one_line(boards):
    # One board fails when the file is closed, ten when a chunk is written.
    result = CliRunner().invoke(main, ["simulate", "--boards", boards, "--seed", 1, "--jobs", 1, "--log", "/dev/full"])
    _fails_in_one_line(result, "Error: --log /dev/full: cannot write: No space left on device")


class _Failed:
    def __init__(self, error: BaseException) -> None:
        self.error = error

    def result(self):
        raise self.error


def test_a_chunk_that_fails_where_it_ran_is_one_line_and_a_rule_error_passes_through():
    import click

    from bridgefp_cli.runner import in_order

    chunk = Chunk(())
    with pytest.raises(click.ClickException) as caught:
        list(in_order(lambda c: _Failed(RuntimeError("worker lost")), [chunk], 3, "a worker process failed"))
    assert caught.value.message == "a worker process failed: RuntimeError: worker lost"
    with pytest.raises(bf.IllegalCardError):
        list(in_order(lambda c: _Failed(bf.IllegalCardError("no")), [chunk], 3, "x"))


def test_results_come_back_in_the_order_sent_with_a_bounded_window():
    from bridgefp_cli.runner import in_order

    in_flight, most = [], [0]

    class Done:
        def __init__(self, n):
            self.n = n
            in_flight.append(n)
            most[0] = max(most[0], len(in_flight))

        def result(self):
            in_flight.remove(self.n)
            return (str(self.n), Tally(boards=self.n))

    chunks = [Chunk((), system=str(i)) for i in range(20)]
    got = list(in_order(lambda c: Done(int(c.system)), chunks, 4, "x"))
    assert [text for text, _ in got] == [str(i) for i in range(20)]
    assert most[0] == 4


@pytest.mark.skipif(not hasattr(__import__("os"), "openpty"), reason="no pseudo-terminals on this system")
def test_the_real_command_draws_its_bar_on_a_terminal_and_writes_nothing_to_a_pipe():
    import os
    import subprocess
    import sys

    command = [sys.executable, "-c", "from bridgefp_cli.main import main; main()",
               "simulate", "--boards", "40", "--seed", "3", "--jobs", "2", "--format", "json"]
    leader, follower = os.openpty()
    try:
        on_tty = subprocess.run(command, stdout=subprocess.PIPE, stderr=follower, timeout=120)
        os.close(follower)
        shown = b""
        while True:
            try:
                data = os.read(leader, 4096)
            except OSError:  # the terminal is closed and drained
                break
            if not data:
                break
            shown += data
    finally:
        os.close(leader)
    piped = subprocess.run(command, capture_output=True, timeout=120)
    assert on_tty.returncode == piped.returncode == 0
    assert on_tty.stdout == piped.stdout and json.loads(piped.stdout)["boards"] == 40
    assert b"40/40 boards" in shown and b"boards/s" in shown and b"left" in shown
    assert piped.stderr == b""
