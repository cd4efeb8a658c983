"""Hostile input to the command line: each case reproduced, each a clean outcome.

Numbers too long to convert and digits that are not ASCII in every numeric option, raw
escapes from the input in error lines, files kept whole when a command fails, a foreign
file given to the table, workers that never outlive their parent, and never more of them
than there is work for.
"""

from __future__ import annotations

import json
import os
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
