"""Hostile input to the command line: each case reproduced, each a clean outcome.

Numbers too long to convert and digits that are not ASCII in every numeric option, raw
escapes from the input in error lines, files kept whole when a command fails, a foreign
file given to the table, workers that never outlive their parent, and never more of them
than there is work for.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgefp_cli.common import printable
from bridgefp_cli.main import main
from test_cli import fails, ok, run

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="signals, /proc and /dev/full are POSIX")
BRIDGEFP = [sys.executable, "-c", "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"]
DIGITS_4301 = "9" * 4301

# Every numeric option of every command, with what else the command needs to start.
NUMERIC_OPTIONS = [
    ("auction", "--seed", []),
    ("board", "--seed", []),
    ("board", "--board", []),
    ("deal", "--seed", []),
    ("deal", "--count", []),
    ("deal", "--board", []),
    ("replay", "--at", ["-"]),
    ("table", "--seed", ["--seat", "S"]),
    ("table", "--board", ["--seat", "S"]),
    ("simulate", "--boards", []),
    ("simulate", "--seed", ["--boards", "1"]),
    ("simulate", "--jobs", ["--boards", "1"]),
    ("simulate", "--board", ["--boards", "1"]),
    ("analyse", "--jobs", ["-"]),
]
IDS = [f"{command} {option}" for command, option, _ in NUMERIC_OPTIONS]


# ---------------------------------------------------------------- numbers in options


@pytest.mark.parametrize("command, option, rest", NUMERIC_OPTIONS, ids=IDS)
def test_a_number_of_4301_digits_is_a_bad_command_line_in_one_line(command, option, rest):
    result = run(command, *rest, option, DIGITS_4301, input="")
    line = fails(result, 2, option, "4,301 digits", "at most 4,300")
    assert len(line) < 200  # the number itself is not echoed
    assert result.stdout == ""


@pytest.mark.parametrize("command, option, rest", NUMERIC_OPTIONS, ids=IDS)
@pytest.mark.parametrize("text", ["3_8", "٢", "²", "３"])
def test_numeric_options_take_ascii_digits_only(command, option, rest, text):
    result = run(command, *rest, option, text, input="")
    fails(result, 2, option, "digits 0-9", repr(text))


def test_a_seed_of_4300_digits_still_deals():
    (line,) = ok("deal", "--seed", "7" * 4300).stdout.splitlines()
    assert json.loads(line)["event"] == "deal"


@pytest.mark.parametrize("command", ["auction", "board", "deal"])
def test_a_bad_permutation_is_a_bad_command_line(command):
    fails(run(command, "--permutation", "1 2 3"), 2, "--permutation", "expected 52 numbers, got 3")


# ---------------------------------------------------------------- raw escapes in error lines

HOSTILE = "a\rb\x1b]0;owned\x07c\x1b[2Jd\u2028e\u202ef\x9bg"


def test_printable_escapes_every_control_separator_and_reordering_mark():
    line = printable(HOSTILE)
    assert line == "a\\rb\\x1b]0;owned\\x07c\\x1b[2Jd\\u2028e\\u202ef\\x9bg"
    assert line.isprintable()


def test_printable_shortens_a_very_long_word_saying_how_long_it_was():
    line = printable("value " + "x" * 5000 + " end")
    assert line.startswith("value " + "x" * 60 + "… (5,000 characters)") and line.endswith(" end")
    assert printable("y" * 200) == "y" * 200


@pytest.mark.parametrize(
    "args",
    [
        ["replay", "--format", HOSTILE],
        ["replay", HOSTILE],
        ["deal", "--seed", HOSTILE],
        ["simulate", "--boards", "1", "--where", HOSTILE],
    ],
    ids=["choice", "path", "number", "where"],
)
def test_error_lines_quote_raw_escapes_from_the_command_line(args):
    result = run(*args)
    line = result.stderr.rstrip("\n")
    assert result.exit_code in (1, 2) and result.stderr.count("\n") == 1
    assert line.isprintable(), line
    assert "\\x1b" in line or "\\r" in line, line


def test_error_lines_quote_raw_escapes_from_a_log(tmp_path):
    log = tmp_path / "evil.jsonl"
    log.write_text('{"event": "bid\\r\\u001b[31m\\u2028"}\n', encoding="utf-8")
    result = run("replay", str(log))
    line = fails(result, 1, "evil.jsonl, line 1")
    assert line.isprintable(), line


def test_keep_going_lines_are_printable_too(tmp_path):
    log = tmp_path / "evil.lin"
    log.write_text("pn|a\x1b]0;x\x07,b,c,d|md|3S\x1b[2J|pg||\n", encoding="utf-8")
    result = run("replay", "--keep-going", str(log))
    assert result.exit_code == 1
    for line in result.stderr.splitlines():
        assert line.isprintable(), line


# ---------------------------------------------------------------- a failed command keeps its files


def _boards_log(tmp_path: Path, count: int = 3) -> Path:
    events = ok("deal", "--seed", "5", "--count", str(count)).stdout
    played = ok("play", "-", input=ok("bid", "-", input=events).stdout).stdout
    path = tmp_path / "good.jsonl"
    path.write_text(played, encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["out.pbn", "out.lin", "out.jsonl"])
def test_a_failed_convert_keeps_an_existing_out_and_leaves_no_part_file(tmp_path, name):
    good = _boards_log(tmp_path)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text() + '{"event": "call", "seat": "Q", "call": "P"}\n', encoding="utf-8")
    out = tmp_path / name
    out.write_text("keep me\n", encoding="utf-8")
    fails(run("convert", str(bad), str(out)), 1, "bad.jsonl, line", "not a seat")
    assert out.read_text(encoding="utf-8") == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["good.jsonl", "bad.jsonl", name])


def test_a_failed_convert_to_a_new_file_writes_nothing(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(_boards_log(tmp_path).read_text() + "{not json\n", encoding="utf-8")
    fails(run("convert", str(bad), str(tmp_path / "new.pbn")), 1, "not valid JSON")
    assert not (tmp_path / "new.pbn").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.jsonl", "good.jsonl"]


def test_a_successful_convert_replaces_out_keeping_its_permissions(tmp_path):
    good = _boards_log(tmp_path)
    out = tmp_path / "out.pbn"
    out.write_text("old\n", encoding="utf-8")
    out.chmod(0o640)
    ok("convert", str(good), str(out))
    assert out.read_text(encoding="utf-8").startswith("[Event")
    assert out.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.jsonl", "out.pbn"]


def test_convert_writes_through_a_symlink(tmp_path):
    good = _boards_log(tmp_path)
    real = tmp_path / "real.pbn"
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.pbn"
    link.symlink_to(real)
    ok("convert", str(good), str(link))
    assert link.is_symlink() and real.read_text(encoding="utf-8").startswith("[Event")


@posix_only
def test_what_is_not_a_regular_file_is_written_in_place_not_replaced(tmp_path):
    import stat
    import threading

    good = _boards_log(tmp_path)
    fifo = tmp_path / "pipe.pbn"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    ok("convert", str(good), str(fifo))
    reader.join(30)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert got and got[0].startswith(b"[Event")


@posix_only
def test_a_full_disk_under_convert_names_out_and_keeps_it(tmp_path):
    """RLIMIT_FSIZE makes the kernel refuse to grow the file (EFBIG), as a full disk does."""
    import resource

    good = _boards_log(tmp_path, 20)
    out = tmp_path / "out.pbn"
    out.write_text("keep me\n", encoding="utf-8")

    def limit_size() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    result = subprocess.run(BRIDGEFP + ["convert", str(good), str(out)], capture_output=True, text=True,
                            preexec_fn=limit_size, timeout=120)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f"Error: {out}: cannot write: ") and result.stderr.count("\n") == 1, result.stderr
    assert "standard output" not in result.stderr
    assert out.read_text(encoding="utf-8") == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.jsonl", "out.pbn"]


@pytest.mark.parametrize("name", ["out.txt", "out", "out.pbn.bak"])
def test_convert_refuses_an_out_whose_name_says_no_format(tmp_path, name):
    good = _boards_log(tmp_path)
    fails(run("convert", str(good), str(tmp_path / name)), 2, name, "--to")
    assert not (tmp_path / name).exists()
    ok("convert", "--to", "pbn", str(good), str(tmp_path / name))
    assert (tmp_path / name).read_text(encoding="utf-8").startswith("[Event")


def test_a_failed_simulate_keeps_an_existing_log(tmp_path):
    log = tmp_path / "sim.jsonl"
    log.write_text("keep me\n", encoding="utf-8")
    result = run("simulate", "--boards", "2", "--seed", "1", "--jobs", "1", "--where", "hcp(N) > 40",
                 "--log", str(log))
    fails(result, 1, "--where", "giving up")
    assert log.read_text(encoding="utf-8") == "keep me\n"
    assert [p.name for p in tmp_path.iterdir()] == ["sim.jsonl"]


@posix_only
def test_an_interrupted_simulate_keeps_an_existing_log(tmp_path):
    log = tmp_path / "sim.jsonl"
    log.write_text("keep me\n", encoding="utf-8")
    proc = subprocess.Popen(BRIDGEFP + ["simulate", "--boards", "100000", "--seed", "1", "--jobs", "1",
                                        "--log", str(log)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: any(p.name.endswith(".part") for p in tmp_path.iterdir()), 60)
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode != 0
    assert log.read_text(encoding="utf-8") == "keep me\n"
    assert [p.name for p in tmp_path.iterdir()] == ["sim.jsonl"]


def test_a_successful_simulate_writes_its_log(tmp_path):
    log = tmp_path / "sim.jsonl"
    log.write_text("old\n", encoding="utf-8")
    ok("simulate", "--boards", "2", "--seed", "1", "--jobs", "1", "--log", str(log))
    assert log.read_text(encoding="utf-8") == ok("play", input=ok("bid", input=ok("deal", "--seed", "1", "--count", "2").stdout).stdout).stdout


def test_an_impossible_where_gives_up_with_the_count_and_the_rate(monkeypatch):
    from bridgefp import where

    monkeypatch.setattr(where, "MAX_TRIES", 200)  # a condition met about once in 100 deals
    result = run("deal", "--seed", "1", "--count", "100", "--where", "hcp(N) >= 21")
    line = fails(result, 1, "in 200 shuffles in a row (of ", "%); giving up")
    found = re.search(r"of ([\d,]+) shuffles dealt, ([\d,]+) met it: ([\d.]+)%", line)
    assert found is not None, line
    dealt, kept = (int(n.replace(",", "")) for n in found.groups()[:2])
    assert kept == len(result.stdout.splitlines()) > 0 and dealt > 200
    assert found.group(3) == f"{100 * kept / dealt:.2g}"


def _wait_for(condition, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


# ---------------------------------------------------------------- a file given to table --log

LIN_RECORD = b"pn|a,b,c,d|st||md|3SKT75H9753DT543CJ,S982H8DAKJ7CAQT85,SAJ6H64D962CK9764|rh||ah|Board 1|sv|o|pg||"


@pytest.mark.parametrize(
    "content",
    [
        LIN_RECORD,  # a LIN without its final newline: the case that was destroyed
        LIN_RECORD + b"\n",
        b'[Event "Club"]\n[Board "1"]',
        b'[Event "Club"]\n[Board "1"]\n',
        b"% PBN 2.1\n",
        b"hello",
        b'42\n{"event": "ca',
    ],
    ids=["lin-no-newline", "lin", "pbn-no-newline", "pbn", "pbn-comment", "text", "json-not-an-event"],
)
def test_table_log_refuses_a_file_that_is_not_its_log_and_leaves_it_byte_for_byte(tmp_path, content):
    from test_table import run_table

    path = tmp_path / "foreign.txt"
    path.write_bytes(content)
    result = run_table(["--seat", "S", "--seed", "3", "--log", str(path)], ["p", "quit"], tmp_path)
    assert result.returncode == 1, result.stdout
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(f"Error: {path}: ")
    assert "leaves the file as it is" in result.stderr
    assert path.read_bytes() == content


def test_table_log_refuses_a_log_whose_last_line_is_not_an_event_cut_short(tmp_path):
    from test_table import run_table

    path = tmp_path / "t.jsonl"
    content = ok("deal", "--seed", "3").stdout.encode() + b"garbage"
    path.write_bytes(content)
    result = run_table(["--seat", "S", "--log", str(path)], ["quit"], tmp_path)
    assert result.returncode == 1 and "line 2, is neither JSON nor an event cut short" in result.stderr
    assert path.read_bytes() == content


@pytest.mark.parametrize("cut", [1, 4, 11, 30])
def test_table_log_still_drops_its_own_event_line_cut_anywhere(tmp_path, cut):
    from test_table import run_table

    path = tmp_path / "t.jsonl"
    deal = ok("deal", "--seed", "3").stdout.encode()
    path.write_bytes(deal + b'{"event": "call", "seat": "S", "call": "P"}'[:cut])
    result = run_table(["--seat", "S", "--log", str(path)], ["quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "dropped an unfinished last line" in result.stdout + result.stderr
    assert path.read_bytes() == deal


# ---------------------------------------------------------------- simulate's workers

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _children(pid: int) -> set[int]:
    kids: set[int] = set()
    for thread in Path(f"/proc/{pid}/task").glob("*"):
        try:
            kids.update(int(k) for k in (thread / "children").read_text().split())
        except OSError:
            pass
    return kids


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting to be reaped has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _holders(stream) -> str:
    """Which processes hold the other end of ``stream``'s pipe, and what they are."""
    pipe = os.readlink(f"/proc/self/fd/{stream.fileno()}")
    found = []
    for fd in Path("/proc").glob("[0-9]*/fd/*"):
        try:
            if os.readlink(fd) == pipe and int(fd.parts[2]) != os.getpid():
                pid = fd.parts[2]
                found.append(f"{pid}: {Path(f'/proc/{pid}/cmdline').read_bytes()[:200]!r} "
                             f"{Path(f'/proc/{pid}/stat').read_text()[:120]}")
        except OSError:
            pass
    return f"{pipe} is still held by: " + "; ".join(found)


def _eof_within(stream, seconds: float) -> bool:
    """Whether reading ``stream`` to its end (every writer gone) finishes within ``seconds``."""
    import threading

    done = threading.Event()

    def drain() -> None:
        while stream.read(65536):
            pass
        done.set()

    threading.Thread(target=drain, daemon=True).start()
    return done.wait(seconds)


@linux_only
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_no_worker_outlives_a_killed_simulate_and_its_pipe_ends(sig):
    proc = subprocess.Popen(BRIDGEFP + ["simulate", "--boards", "100000", "--seed", "1", "--jobs", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    workers: set[int] = set()
    try:
        _wait_for(lambda: len(_children(proc.pid)) >= 2, 60)
        workers = _children(proc.pid)
        proc.send_signal(sig)
        assert _eof_within(proc.stdout, 30), _holders(proc.stdout)
        proc.wait(timeout=30)
        _wait_for(lambda: not any(_running(w) for w in workers), 10)
    finally:
        for pid in [proc.pid, *workers]:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
        proc.wait()
    assert proc.returncode == (1 if sig == signal.SIGTERM else -signal.SIGKILL)
    if sig == signal.SIGTERM:
        assert proc.stderr.read().decode() == "Error: interrupted: no summary, and an existing --log is as it was\n"


def test_simulate_never_starts_more_workers_than_chunks_or_cores(monkeypatch):
    from bridgefp_cli import runner

    started: list[int] = []
    real = runner.ProcessPoolExecutor

    def counting(workers: int, **kwargs):
        started.append(workers)
        return real(workers, **kwargs)

    monkeypatch.setattr(runner, "ProcessPoolExecutor", counting)
    monkeypatch.setattr(runner, "all_cores", lambda: 4)
    ok("simulate", "--boards", "2", "--seed", "1", "--jobs", "32")
    ok("simulate", "--boards", "1000", "--seed", "1", "--jobs", "100000", "--format", "json")
    assert started == [2, 4]  # two chunks of one board; four cores
    started.clear()
    ok("simulate", "--boards", "1", "--seed", "1", "--jobs", "32")
    assert started == []  # one chunk: played in this process


@pytest.mark.parametrize("boards, jobs, cores", [(2, 32, 2), (2, 100000, 64), (1, None, 8), (10**6, None, 3), (5, 2, 8)])
def test_workers_for_is_bounded_by_chunks_and_cores(monkeypatch, boards, jobs, cores):
    from bridgefp_cli import runner

    monkeypatch.setattr(runner, "all_cores", lambda: cores)
    workers, size = runner.workers_for(boards, jobs)
    chunks = -(-boards // size)
    assert 1 <= workers <= min(chunks, cores, jobs or cores)


def test_simulate_output_is_the_same_whatever_jobs_asks_for():
    outputs = {ok("simulate", "--boards", "6", "--seed", "2", "--jobs", j, "--format", "json").stdout
               for j in ("1", "2", "64")}
    assert len(outputs) == 1


@pytest.mark.parametrize("address", ["foo", "tcp://", "tcp://[::1", "xyz://a:1", "tcp://h:x", "tcp://h:٣", "tcp://h:0",
                                     "tcp://h:70000", "tcp://:8786"])
def test_a_malformed_scheduler_is_one_line_at_once(address):
    pytest.importorskip("distributed", reason="the address is read by the cluster extra: pip install '.[cluster]'")
    started = time.monotonic()
    result = subprocess.run(BRIDGEFP + ["simulate", "--boards", "2", "--scheduler", address],
                            capture_output=True, text=True, timeout=60)
    assert time.monotonic() - started < 15
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("Error: --scheduler "), result.stderr
    assert "not a scheduler's address" in result.stderr and result.stdout == ""


# ---------------------------------------------------------------- a deep extra field


@pytest.mark.parametrize("depth", [330, 600, 989])
@pytest.mark.parametrize("command", [["replay"], ["replay", "--format", "json"], ["bid"], ["convert", "-", "-"]])
def test_an_extra_field_nested_deep_is_one_line_in_every_command(command, depth, tmp_path):
    deal_line = ok("deal", "--seed", "1").stdout
    deep = "[" * depth + "1" + "]" * depth
    log = deal_line + f'{{"event": "call", "seat": "S", "call": "P", "note": {deep}}}\n'
    args = command if command[0] == "convert" else [*command, "-"]
    result = run(*args, input=log)
    line = fails(result, 1, "line 2")
    assert "deep" in line and len(line) < 200


# ---------------------------------------------------------------- a seed drawn is said


def _said_seed(stderr: str) -> str:
    found = re.fullmatch(r"Note: no --seed given: dealt with --seed ([0-9]+)\n", stderr)
    assert found is not None, stderr
    return found.group(1)


@pytest.mark.parametrize(
    "args",
    [
        ["deal", "--count", "3"],
        ["deal", "--count", "2", "--where", "hcp(N) >= 10"],
        ["board", "--json"],
        ["auction", "--json"],
        ["simulate", "--boards", "3", "--jobs", "1", "--format", "json"],
    ],
    ids=" ".join,
)
def test_without_a_seed_the_seed_drawn_is_said_and_deals_the_same_again(args):
    first = run(*args)
    assert first.exit_code == 0, first.stderr
    seed = _said_seed(first.stderr)
    again = run(*args, "--seed", seed)
    assert again.exit_code == 0 and again.stderr == ""
    assert again.stdout == first.stdout


def test_two_runs_without_a_seed_draw_different_seeds():
    assert _said_seed(run("deal").stderr) != _said_seed(run("deal").stderr)


def test_deal_from_seed_is_the_deal_of_deal_seed():
    event = json.loads(ok("deal", "--seed", "12345").stdout)
    import bridgefp as bf

    assert bf.Deal.from_seed(12345) == bf.Deal.from_pbn(event["deal"])
    assert bf.Deal.from_seed(12345, "N") == bf.Deal.from_pbn(json.loads(ok("deal", "--seed", "12345", "--dealer", "N").stdout)["deal"])


# ---------------------------------------------------------------- analyse --keep-going


def test_analyse_keep_going_reports_each_bad_board_and_analyses_the_good(tmp_path):
    pytest.importorskip("endplay")
    good = [ok("deal", "--seed", str(s)).stdout for s in (1, 2, 3)]
    bad_call = '{"event": "call", "seat": "S", "call": "P"}\n' * 2  # South twice: West's turn
    log = tmp_path / "mixed.jsonl"
    log.write_text(good[0] + good[1] + bad_call + good[2], encoding="utf-8")
    stopped = run("analyse", "--format", "json", str(log))
    fails(stopped, 1, "mixed.jsonl, line 4", "West's turn")
    result = run("analyse", "--format", "json", "--keep-going", str(log))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    assert len(result.stderr.splitlines()) == 1 and "line 4" in result.stderr
    summaries = [json.loads(line) for line in result.stdout.splitlines()]
    assert [s["board"] for s in summaries] == [1, 3]  # the bad board keeps its place, as in replay
    alone = [json.loads(ok("analyse", "--format", "json", "-", input=g).stdout) for g in (good[0], good[2])]
    assert [s["dd"] for s in summaries] == [a["dd"] for a in alone]
