"""The shell over PBN and LIN: convert, and replay/bid/play reading real files (SPEC §10, §12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp.formats import read_boards
from bridgefp_cli.main import main
from shared import CORPORA

EXAMPLE1 = str(CORPORA / "endplay/tests__pbn__example1.pbn")
LIN = str(CORPORA / "endplay/tests__lin__example1.lin")
SHARED = str(CORPORA / "bridgebots/bridgebots__tests__resources__shared_deals.pbn")


def run(*args: object, input: str | bytes | None = None):  # noqa: A002
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def test_replay_json_of_a_pbn_file_gives_each_boards_contract_declarer_tricks_and_score():
    r = run("replay", EXAMPLE1, "--format", "json")
    assert r.exit_code == 0, r.stderr
    # the file's own Score tags: NS -50 (5H by S, one down) and NS 420 (4H by N, made)
    assert [json.loads(line) for line in r.stdout.splitlines()] == [
        {"board": 1, "contract": "5H", "declarer": "S", "tricks": 10, "score": {"NS": -50, "EW": 50}},
        {"board": 1, "contract": "4H", "declarer": "N", "tricks": 10, "score": {"NS": 420, "EW": -420}},
    ]


def test_replay_reads_lin_from_stdin_by_its_content():
    r = run("replay", "--format", "json", input=Path(LIN).read_bytes())
    assert r.exit_code == 0, r.stderr
    assert len(r.stdout.splitlines()) == 8 and '"contract": "5H"' in r.stdout.splitlines()[0]


def test_replay_stops_at_the_first_bad_board_naming_file_game_and_both_values():
    r = run("replay", SHARED, "--format", "json")
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr == f"Error: {SHARED}, game 1 (board 62), line 21: C6 is not in North's hand\n"


def test_replay_keep_going_reports_every_bad_board_writes_every_good_one_and_exits_1():
    r = run("replay", SHARED, "--format", "json", "--keep-going")
    assert r.exit_code == 1
    assert [json.loads(x)["board"] for x in r.stdout.splitlines()] == [62]
    lines = r.stderr.splitlines()
    assert len(lines) == 3 and all(line.startswith(f"Error: {SHARED}, game ") for line in lines)
    assert 'game 3 (board 7), line 61: [Declarer "W"] but the auction makes South declarer of 6NT' in lines[1]


def test_keep_going_on_a_good_file_exits_0_and_at_needs_an_event_log():
    assert run("replay", EXAMPLE1, "--keep-going").exit_code == 0
    r = run("replay", EXAMPLE1, "--at", "3")
    assert r.exit_code == 2 and "--at" in r.stderr


def test_games_that_are_not_boards_are_noted_on_stderr_and_the_command_succeeds():
    path = str(CORPORA / "pbn-verifier/spec__resource__reference_impl_tests__correct_10.pbn")
    r = run("replay", path, "--format", "json")
    assert r.exit_code == 0
    assert f"Note: {path}, game 4 (board 13): skipped: no Deal: not a board\n" in r.stderr
    assert len(r.stdout.splitlines()) == 6


def test_convert_by_names_and_back(tmp_path):
    pbn, log, lin, again = (tmp_path / n for n in ("a.pbn", "a.jsonl", "a.lin", "b.pbn"))
    assert run("convert", LIN, pbn).exit_code == 0
    assert run("convert", pbn, log).exit_code == 0
    assert run("convert", log, lin).exit_code == 0
    lines = lin.read_text().splitlines()
    assert len(lines) == 8 and all(x.startswith("pn|domtp,~~M25054gn,~~M2509087,~~M25116nn|") for x in lines)
    assert '[South "domtp"]' in pbn.read_text() and '[West "~~M25054gn"]' in pbn.read_text()
    assert run("convert", log, again).exit_code == 0
    assert again.read_text() == pbn.read_text()
    boards = bf.replay(bf.read_log(log.read_text()))
    assert [(b.number, str(b.contract), b.tricks) for b in boards][:2] == [(1, "5H", 12), (2, "2S", 10)]


def test_convert_stdin_to_stdout_with_from_and_to():
    text = Path(EXAMPLE1).read_text()
    r = run("convert", "-", "-", "--to", "lin", input=text)
    assert r.exit_code == 0 and r.stdout.count("md|3") == 2
    r = run("convert", "-", "-", input=text)  # to the event log by default
    assert r.exit_code == 0 and len(bf.replay(bf.read_log(r.stdout))) == 2
    r = run("convert", "-", "-", "--from", "lin", input=text)
    assert r.exit_code == 0 and r.stdout == ""  # PBN read as LIN: no md, no board
    r = run("convert", "-", "-", "--to", "xml", input=text)
    assert r.exit_code == 2


def test_convert_a_bad_file_is_one_line_and_exit_1(tmp_path):
    r = run("convert", str(CORPORA / "endplay/tests__pbn__example4.pbn"), tmp_path / "x.jsonl")
    assert r.exit_code == 1
    assert r.stderr.count("\n") == 1 and "makes North declarer of 5C" in r.stderr
    r = run("convert", tmp_path / "missing.pbn", "-")
    assert r.exit_code == 1 and "cannot read" in r.stderr


def test_bid_and_play_read_pbn_and_write_the_log():
    r = run("play", EXAMPLE1)
    assert r.exit_code == 0, r.stderr
    boards = bf.replay(bf.read_log(r.stdout))
    # the claims from the Result end both boards: play has nothing to add
    assert [b.tricks for b in boards] == [10, 10]
    r = run("replay", "--format", "pbn", input=r.stdout)
    assert '[Event "16th European Youth Team Championships"]' in r.stdout and r.stdout.count("[Score ") == 2


def test_keep_going_on_an_event_log_skips_only_the_bad_board():
    log = run("bid", input=run("deal", "--seed", 2, "--count", 3).stdout).stdout.splitlines()
    starts = [i for i, line in enumerate(log) if '"event": "deal"' in line]
    bad = starts[1] + 1  # the second board's first call becomes a double with no bid before it
    log[bad] = log[bad].replace('"call": "P"', '"call": "X"').replace('"call": "1', '"call": "X", "was": "1')
    r = run("replay", "--format", "json", "--keep-going", input="\n".join(log) + "\n")
    assert r.exit_code == 1
    assert [json.loads(x)["board"] for x in r.stdout.splitlines()] == [1, 3]  # numbered by their place in the log
    assert r.stderr.startswith(f"Error: line {bad + 1}: ") and "cannot double: no bid has been made" in r.stderr
    assert r.stderr.count("\n") == 1


def test_an_empty_or_comment_only_pbn_file_is_no_boards(tmp_path):
    path = tmp_path / "empty.pbn"
    path.write_text("% PBN 2.1\n% EXPORT\n\n{ nothing here }\n")
    r = run("replay", path, "--format", "json")
    assert r.exit_code == 0 and r.stdout == "" and r.stderr == ""


def test_convert_refuses_to_write_over_its_input(tmp_path):
    path = tmp_path / "a.pbn"
    path.write_text(Path(EXAMPLE1).read_text())
    r = run("convert", path, path)
    assert r.exit_code == 2 and "same file" in r.stderr
    assert path.read_text() == Path(EXAMPLE1).read_text()


def test_analyse_reads_pbn_by_the_same_detection():
    pytest.importorskip("endplay", reason="endplay (the dds extra) is not installed: analyse needs the solver")
    r = run("analyse", EXAMPLE1, "--format", "json")
    assert r.exit_code == 0, r.stderr
    out = [json.loads(line) for line in r.stdout.splitlines()]
    assert [o["board"] for o in out] == [1, 1]
    # twelve cards recorded, then a claim from the Result: one trace value before the lead and one per card
    assert len(out[0]["trace"]) == 13


def test_convert_to_lin_says_when_a_stated_contract_cannot_be_written(tmp_path):
    pbn = tmp_path / "stated.pbn"
    pbn.write_text('[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]\n'
                   '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]\n'
                   '[Declarer "W"]\n[Contract "4SX"]\n[Result "9"]\n')
    r = run("convert", pbn, "-", "--to", "lin")
    assert r.exit_code == 0
    assert r.stderr == (f"Note: {pbn}, board 3: the contract 4SX by West was stated without an auction, "
                        "and LIN records only calls: the deal is written without the contract and the play\n")
    assert "md|" in r.stdout and "mb|" not in r.stdout and "mc|" not in r.stdout
    (board,) = [b for b in read_boards(r.stdout.splitlines(), "lin")]
    assert board.number == 3 and board.contract is None and str(board.vulnerable) == "EW"
    r = run("convert", LIN, "-", "--to", "lin")  # a board with an auction: nothing to say
    assert r.exit_code == 0 and r.stderr == ""
