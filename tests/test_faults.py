"""Faults a hostile user or a bad day brings, each reproduced, each a clean outcome.

Two tables on one log, a disk that fills up (a write that raises ENOSPC, and the kernel's
own refusal under RLIMIT_FSIZE), a full or closed stdout, a kill during undo, links to the
log, a log line without end, digits that are not ASCII, counts and logs too large to hold.
"""

from __future__ import annotations

import errno
import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp_cli import tablelog
from bridgefp_cli.common import MAX_LINE
from bridgefp_cli.main import main
from test_table import CLI, ENV, PROMPT, Person, new_board, person_entries, played, read_events, robots_board, run_table

S = bf.Seat.S
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="flock, rlimits, /dev/full and fd tricks are POSIX")
BRIDGEFP = [sys.executable, "-c", "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"]


def one_error_line(stderr: str, *fragments: str) -> None:
    assert stderr.count("\n") == 1 and stderr.startswith("Error: ") and "Traceback" not in stderr, stderr
    for fragment in fragments:
        assert fragment in stderr, (fragment, stderr)


# ---------------------------------------------------------------- 1. one table per log


@posix_only
def test_a_second_table_on_the_same_log_refuses_naming_it_and_the_first_loses_nothing(tmp_path):
    full = robots_board(3)
    entries = person_entries(full, frozenset({S}))
    first = Person(["--seat", "S", "--seed", "3", "--log", "one.jsonl"], tmp_path)
    try:
        first.read_until(PROMPT)
        second = run_table(["--seat", "S", "--log", "one.jsonl"], ["p"], tmp_path)
        assert second.returncode == 1 and second.stdout == ""
        one_error_line(second.stderr, "one.jsonl", "in use by another table")
        for entry in entries:
            first.type(entry)
        out = first.rest()
    finally:
        first.close()
    assert first.proc.returncode == 0, out
    assert played(read_events(tmp_path / "one.jsonl")) == played(full.events)


# ---------------------------------------------------------------- 2. a full disk


def _fail_after(monkeypatch, writes: int, error: int = errno.ENOSPC) -> None:
    """The table log's ``os.write`` fails with ``error`` after ``writes`` good writes."""
    real = os.write
    count = [0]

    def write(fd: int, data: bytes) -> int:
        count[0] += 1
        if count[0] > writes:
            raise OSError(error, os.strerror(error))
        return real(fd, data)

    monkeypatch.setattr(tablelog.os, "write", write)


def test_a_write_that_fails_leaves_the_log_as_it_was_and_stops_in_one_line(tmp_path, monkeypatch):
    path = tmp_path / "full.jsonl"
    path.write_text(bf.write_log(new_board(3).events), encoding="utf-8")
    before = path.read_bytes()
    _fail_after(monkeypatch, 0)
    result = CliRunner().invoke(main, ["table", "--seat", "N", "--log", str(path)], input="")
    assert isinstance(result.exception, SystemExit) and result.exit_code == 1, result.output
    one_error_line(result.stderr, str(path), "No space left on device", "the log is as it was before this event")
    assert path.read_bytes() == before
    assert CliRunner().invoke(main, ["replay", str(path)]).exit_code == 0


@posix_only
def test_the_kernel_refusing_a_write_mid_line_leaves_a_log_that_replays(tmp_path):
    """RLIMIT_FSIZE makes the kernel refuse to grow the file mid-line (EFBIG), as a full disk does."""
    path = tmp_path / "limit.jsonl"
    path.write_text(bf.write_log(new_board(3).events), encoding="utf-8")
    limit = path.stat().st_size + 150  # room for one robot call and part of the next line

    def limit_size() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    result = subprocess.run(CLI + ["table", "--seat", "N", "--log", str(path)], input="", capture_output=True,
                            text=True, env=ENV, preexec_fn=limit_size, timeout=60)
    assert result.returncode == 1, result.stderr
    one_error_line(result.stderr, str(path), "the log is as it was before this event")
    events = read_events(path)
    assert len(events) >= 2 and path.stat().st_size <= limit
    assert path.read_text(encoding="utf-8").endswith("\n")
    assert CliRunner().invoke(main, ["replay", str(path)]).exit_code == 0


# ---------------------------------------------------------------- 3. a full or closed stdout


TABLE = ["table", "--seat", "S", "--seed", "3", "--log", "t.jsonl"]
STDOUT_COMMANDS = [TABLE,
    ["deal", "--seed", "1"],
    ["auction", "--seed", "1"],
    ["board", "--seed", "1"],
    ["--help"],
    ["replay", "LOG"],
    ["bid", "LOG"],
    ["play", "LOG"],
    ["replay", "--format", "json", "LOG"],
    ["replay", "BAD"],  # a data error while stdout holds text it cannot write: still one line
]


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
@pytest.mark.parametrize("args", STDOUT_COMMANDS, ids=" ".join)
def test_a_full_stdout_is_one_line_and_exit_1(args, tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text(bf.write_log(new_board(3).events), encoding="utf-8")
    bad = tmp_path / "bad.jsonl"
    bad.write_text(bf.write_log(new_board(3).events) + '{"event": "call", "seat": "W", "call": "P"}\n', encoding="utf-8")
    paths = {"LOG": str(log), "BAD": str(bad)}
    with open("/dev/full", "w") as full:
        result = subprocess.run(BRIDGEFP + [paths.get(a, a) for a in args], stdout=full, stdin=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True, timeout=60, cwd=tmp_path)
    assert result.returncode == 1
    if "BAD" in args:
        one_error_line(result.stderr, "line 2", "South's turn")
    else:
        one_error_line(result.stderr, "cannot write to standard output", "No space left on device")


@posix_only
@pytest.mark.parametrize("args", [a for a in STDOUT_COMMANDS if "BAD" not in a], ids=" ".join)
def test_a_closed_stdout_is_one_line_and_exit_1(args, tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text(bf.write_log(new_board(3).events), encoding="utf-8")
    result = subprocess.run(BRIDGEFP + [str(log) if a == "LOG" else a for a in args], stdin=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, cwd=tmp_path, timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert result.returncode == 1
    one_error_line(result.stderr, "standard output is closed")


@posix_only
def test_a_broken_pipe_stays_quiet():
    proc = subprocess.Popen(BRIDGEFP + ["deal", "--seed", "1", "--count", "100000"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout.readline().startswith(b'{"event": "deal"')
    proc.stdout.close()
    assert proc.wait(timeout=60) != 0
    assert proc.stderr.read() == b""
    proc.stderr.close()


# ---------------------------------------------------------------- kill during undo, links, no temp files


@posix_only
def test_a_kill_right_after_undo_leaves_the_log_as_the_undo_made_it(tmp_path):
    person = Person(["--seat", "S", "--seed", "3", "--log", "k.jsonl"], tmp_path)
    try:
        person.read_until(PROMPT)
        person.type("1nt")
        person.read_until(PROMPT)
        person.type("undo")
        person.type("show")  # the undo is done once the screen that follows it is drawn
        person.read_until(re.compile(r"Undone: .*\n"))
        person.read_until(PROMPT)
        person.proc.send_signal(signal.SIGKILL)
        person.rest()
    finally:
        person.close()
    events = read_events(tmp_path / "k.jsonl")
    assert events == list(new_board(3).events)  # the deal alone: the 1NT and the robots' answers are gone
    assert [p.name for p in tmp_path.iterdir()] == ["k.jsonl"]


@posix_only
def test_a_symlinked_and_a_hard_linked_log_stay_linked(tmp_path):
    target = tmp_path / "target.jsonl"
    target.write_text(bf.write_log(new_board(3).events), encoding="utf-8")
    (tmp_path / "sym.jsonl").symlink_to(target)
    os.link(target, tmp_path / "hard.jsonl")
    result = run_table(["--seat", "S", "--log", "sym.jsonl"], ["1nt", "undo", "p", "quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "sym.jsonl").is_symlink()
    assert (tmp_path / "hard.jsonl").read_bytes() == target.read_bytes()
    assert os.stat(tmp_path / "hard.jsonl").st_ino == os.stat(target).st_ino
    calls = played(read_events(target))
    assert calls[0] == ("call", "S", "Pass") and ("call", "S", "1NT") not in calls
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hard.jsonl", "sym.jsonl", "target.jsonl"]


def test_resuming_never_rewrites_the_log(tmp_path):
    """A log the table did not write (spacing, key order, earlier boards) keeps every byte."""
    board = robots_board(3)
    lines = [json.dumps(json.loads(line), indent=None, separators=(",", ":"), sort_keys=True)
             for line in bf.write_log(board.events[:6]).splitlines()]
    text = "\n".join(lines) + "\n"
    path = tmp_path / "own.jsonl"
    path.write_text(text, encoding="utf-8")
    result = run_table(["--seat", "S", "--log", "own.jsonl"], ["quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert path.read_text(encoding="utf-8").startswith(text)


# ---------------------------------------------------------------- 5. ASCII digits only


@pytest.mark.parametrize("text", ["claim ²", "claim ١٠", "claim ３", "claim 1_0"])
def test_claims_take_ascii_digits_only(text):
    board = robots_board(6)
    lead = next(i for i, e in enumerate(board.events) if isinstance(e, bf.CardPlayed))
    from bridgefp_cli import table as tb

    in_play = tb.take_back(board, lead + 1)
    people = frozenset({tb.chooser_of(in_play, in_play.to_act)})
    action = tb.read_entry(in_play, people, text)
    assert isinstance(action, tb.Refuse) and "digits 0-9" in action.reason
    assert isinstance(tb.read_entry(in_play, people, "claim 3"), (tb.Submit, tb.Refuse))


@pytest.mark.parametrize("token", ["３８", "٣٨", "3_8", "3٨"])
def test_a_permutation_takes_ascii_digits_only(token):
    numbers = [str(n) for n in range(1, 53)]
    numbers[37] = token
    result = CliRunner().invoke(main, ["deal", "--permutation", " ".join(numbers)])
    assert result.exit_code == 2 and result.stdout == ""
    one_error_line(result.stderr, "not a number", repr(token))


@pytest.mark.parametrize("option", ["--seed", "--count", "--board"])
def test_number_options_take_ascii_digits_only(option):
    result = CliRunner().invoke(main, ["deal", option, "٣"])
    assert result.exit_code == 2
    one_error_line(result.stderr, option, "digits 0-9")


# ---------------------------------------------------------------- 6-8. bounded memory and lines


def _deal_lines(count: int) -> bytes:
    line = (bf.write_log(new_board(3).events[:1])).encode()
    return line * count


def _peak(fn) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


_HIGH_WATER = (
    "import atexit, sys\n"
    "def report():\n"
    "    status = open('/proc/self/status').read()\n"
    "    sys.stderr.write(status.split('VmHWM:')[1].split()[0] + '\\n')\n"
    "atexit.register(report)\n"
    "from bridgefp_cli.main import main\n"
    "main(prog_name='bridgefp')\n"
)


def _peak_rss_mb(args: list[str]) -> float:
    """The peak resident memory of a bridgefp process, in MB, as the process itself reports it
    (VmHWM: rusage's maxrss of a child also counts the parent's memory from before exec)."""
    result = subprocess.run([sys.executable, "-c", _HIGH_WATER, *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return int(result.stderr.split()[-1]) / 1024


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="VmHWM is read from Linux's /proc")
def test_replay_at_holds_one_board_whatever_the_log(tmp_path):
    path = tmp_path / "many.jsonl"
    path.write_bytes(_deal_lines(40_000))
    near_end = _peak_rss_mb(["replay", str(path), "--at", "39999", "--format", "json"])
    at_start = _peak_rss_mb(["replay", str(path), "--at", "1", "--format", "json"])
    assert near_end - at_start < 10, (near_end, at_start)  # 40,000 boards kept took about 36 MB more


def test_table_resume_reads_the_log_in_constant_memory(tmp_path):
    path = tmp_path / "many.jsonl"
    path.write_bytes(_deal_lines(20_000))
    found = []
    peak = _peak(lambda: found.append(tablelog.open_log(path)))
    log, board, notes = found[0]
    log.close()
    assert board.events == new_board(3).events and "holds 20000 boards" in notes[0]
    assert peak < 8_000_000, peak


@posix_only
def test_deal_count_is_lazy():
    proc = subprocess.Popen(BRIDGEFP + ["deal", "--count", "99999999999999999999"], stdout=subprocess.PIPE)
    try:
        first = proc.stdout.readline()  # the old stage built every board's dealer before the first deal
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
    assert json.loads(first)["event"] == "deal"


def test_a_line_longer_than_the_bound_is_one_line_naming_it(tmp_path):
    path = tmp_path / "long.jsonl"
    path.write_bytes(_deal_lines(1) + b" " * (MAX_LINE + 1))
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 1
    one_error_line(result.stderr, "line 2", f"longer than {MAX_LINE:,} bytes")


def test_a_line_of_exactly_the_bound_is_read(tmp_path):
    path = tmp_path / "edge.jsonl"
    deal = _deal_lines(1).rstrip(b"\n")
    path.write_bytes(deal + b" " * (MAX_LINE - len(deal)) + b"\n")
    assert CliRunner().invoke(main, ["replay", str(path)]).exit_code == 0


def _pbn_boards(count: int) -> bytes:
    return "\n".join(bf.formats.write_boards([bf.fold(new_board(3).events)] * count, "pbn")).encode()


def test_a_pbn_line_longer_than_the_bound_is_one_line_naming_it_after_the_boards_before_it(tmp_path):
    boards = _pbn_boards(3)
    path = tmp_path / "long.pbn"
    path.write_bytes(boards + b"\n{" + b" " * MAX_LINE + b"}\n")
    result = CliRunner().invoke(main, ["replay", "--format", "json", str(path)])
    assert result.exit_code == 1
    long_line = boards.count(b"\n") + 2
    one_error_line(result.stderr, f"line {long_line}:", f"longer than {MAX_LINE:,} bytes")
    assert result.stdout.count("\n") == 3


@pytest.mark.parametrize("block", [7, 64, 1 << 16])
def test_a_pbn_file_read_in_blocks_of_any_size_gives_what_its_lines_give(tmp_path, monkeypatch, block):
    from bridgefp_cli import common

    path = tmp_path / "boards.pbn"
    path.write_bytes(_pbn_boards(5).replace(b"\n", b"\r\n") + b"\n{x}\n" + b" " * (MAX_LINE - 1) + b"\n")
    whole = CliRunner().invoke(main, ["replay", "--format", "json", str(path)])
    monkeypatch.setattr(common, "_BLOCK", block)
    assert CliRunner().invoke(main, ["replay", "--format", "json", str(path)]).stdout == whole.stdout
    lines = list(common._bare_lines(path.open("rb"), ""))
    assert b"".join(common._bare_blocks(path.open("rb"), "", 0)) == b"".join(lines)
    assert whole.exit_code == 0 and whole.stdout.count("\n") == 5


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_replay_dev_zero_stops_at_the_bound():
    def cap_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))  # the unbounded reader needs far more

    result = subprocess.run(BRIDGEFP + ["replay", "/dev/zero"], capture_output=True, text=True, timeout=60,
                            preexec_fn=cap_memory)
    assert result.returncode == 1
    one_error_line(result.stderr, "/dev/zero, line 1", "longer than")


# ---------------------------------------------------------------- 10. what the table reads


def test_the_table_resumes_a_log_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + bf.write_log(new_board(3).events).encode())
    assert CliRunner().invoke(main, ["replay", str(path)]).exit_code == 0
    result = run_table(["--seat", "S", "--log", "bom.jsonl"], ["p", "quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Resuming: bom.jsonl" in result.stdout
    text = path.read_bytes()
    assert text.startswith(b"\xef\xbb\xbf")  # resumed, not rewritten
    assert played(bf.read_log(text.decode("utf-8-sig")))[0] == ("call", "S", "Pass")


def test_table_log_a_directory_is_one_line_exit_1(tmp_path):
    result = run_table(["--seat", "S", "--log", str(tmp_path)], [], tmp_path)
    assert result.returncode == 1 and result.stdout == ""
    one_error_line(result.stderr, str(tmp_path), "Is a directory")


def test_a_json_array_log_is_refused_not_rewritten(tmp_path):
    path = tmp_path / "array.json"
    text = json.dumps([json.loads(line) for line in bf.write_log(new_board(3).events).splitlines()])
    path.write_text(text, encoding="utf-8")
    result = run_table(["--seat", "S", "--log", "array.json"], [], tmp_path)
    assert result.returncode == 1
    one_error_line(result.stderr, "array.json", "one JSON array")
    assert path.read_text(encoding="utf-8") == text


@posix_only
def test_kills_at_any_moment_around_undo_leave_a_whole_log(tmp_path):
    """SIGKILL at staggered moments after `undo` is typed: the log is whole every time (it replays, ends in a
    newline), holds either the 1NT with the robots' answers or the deal alone, and no other file appears."""
    deal_only = bf.write_log(new_board(3).events)
    outcomes = set()
    for i in range(6):
        folder = tmp_path / str(i)
        folder.mkdir()
        log = folder / "k.jsonl"
        log.write_text(deal_only, encoding="utf-8")
        person = Person(["--seat", "S", "--log", "k.jsonl"], folder)
        try:
            person.read_until(PROMPT)
            person.type("1nt")
            person.read_until(PROMPT)
            person.type("undo")
            time.sleep(i * 0.004)
            person.proc.send_signal(signal.SIGKILL)
            person.proc.wait()
        finally:
            person.close()
        text = log.read_text(encoding="utf-8")
        assert text.endswith("\n")
        events = bf.read_log(text)
        bf.replay(events)
        outcomes.add(len(events))
        assert events == list(new_board(3).events) or played(events)[0] == ("call", "S", "1NT")
        assert [p.name for p in folder.iterdir()] == ["k.jsonl"]
    assert outcomes <= {1, 5}, outcomes  # the deal alone, or the deal, 1NT and three robot answers


def _can_mount_tmpfs() -> str | None:
    """None if `unshare -rm` may mount a private tmpfs here, else why not."""
    import shutil

    if shutil.which("unshare") is None:
        return "no unshare command"
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", 'd=$(mktemp -d) && mount -t tmpfs -o size=4k tmpfs "$d"'],
                           capture_output=True, text=True, timeout=30)
    return None if probe.returncode == 0 else f"cannot mount a private tmpfs: {probe.stderr.strip()[:80]}"


@posix_only
def test_a_full_tmpfs_stops_the_table_with_the_log_as_it_was(tmp_path):
    """A real full disk: a 4 kB tmpfs in a private mount namespace (`unshare -rm`), the table's log on it."""
    why_not = _can_mount_tmpfs()
    if why_not is not None:
        pytest.skip(f"{why_not}; the ENOSPC and RLIMIT_FSIZE tests above cover the same path")
    full = robots_board(7)  # North declares, South is dummy: after the auction the robots play every card
    entries = "".join(e + "\n" for e in person_entries(full, frozenset({S})))
    (tmp_path / "entries").write_text(entries, encoding="utf-8")
    script = (
        'd=$(mktemp -d) && mount -t tmpfs -o size=4k tmpfs "$d" && cd "$d" && '
        f'"$0" -c "$1" table --seat S --seed 7 --log full.jsonl < {tmp_path}/entries > /dev/null 2> {tmp_path}/err; '
        f'echo $? > {tmp_path}/rc; cp full.jsonl {tmp_path}/'
    )
    subprocess.run(["unshare", "-rm", "sh", "-c", script, sys.executable, BRIDGEFP[2]], check=True, timeout=120, env=ENV)
    assert (tmp_path / "rc").read_text().strip() == "1"
    one_error_line((tmp_path / "err").read_text(), "full.jsonl", "No space left on device",
                   "the log is as it was before this event")
    text = (tmp_path / "full.jsonl").read_text(encoding="utf-8")
    assert text.endswith("\n") and 3000 < len(text.encode()) <= 4096
    events = bf.read_log(text)
    assert played(events) == played(full.events)[: len(events) - 1]  # every event before the failed one, whole
    assert CliRunner().invoke(main, ["replay", str(tmp_path / "full.jsonl")]).exit_code == 0
