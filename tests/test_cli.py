"""The command line (SPEC §8–§10, STYLE "The command line", "Errors"): every command,
every kind of bad input, and real pipes between real processes.

CliRunner keeps stdout and stderr apart (click ≥ 8.2), so each test says what goes
where. Bad data exits 1 with one line on stderr naming the place and the rule; a bad
invocation exits 2 with click's usage message. No traceback ever reaches a user —
and since CliRunner catches any exception and reports exit code 1 for it, ``fails``
also checks that the exit was a deliberate ``SystemExit``.
"""

from __future__ import annotations

import json
import queue
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import bridgefp as bf
from bridgefp_cli.main import main
from hypothesis import given, settings, strategies as st
from strategies import call_sequences, dealt_events, reference_shuffles

DATA = Path(__file__).parent / "data"
EXAMPLE = (DATA / "seed000-example.txt").read_text()
PERMUTATION = (
    "38 48 11 6 20 17 46 8 37 43 7 52 36 10 25 49 50 16 33 5 42 32 9 29 1 51 26 18 41 15 "
    "40 31 35 45 4 12 39 30 19 21 2 34 23 3 27 22 47 14 24 28 13 44"
)

# Seed 000's example board (South deals): W Q43.AKQJT2.Q8.32, N KT75.9753.T543.J,
# E 982.8.AKJ7.AQT85, S AJ6.64.962.K9764. Robots bid P 1H P 3C P 4H P P P: West
# declares 4H and North leads.
DEAL = {
    "event": "deal",
    "board": 1,
    "dealer": "S",
    "vulnerable": "None",
    "deal": "W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764",
}


def call(seat: str, c: str, **extra: object) -> dict:
    return {"event": "call", "seat": seat, "call": c, **extra}


def card(seat: str, c: str) -> dict:
    return {"event": "play", "seat": seat, "card": c}


def claim(seat: str, tricks: int) -> dict:
    return {"event": "claim", "seat": seat, "tricks": tricks}


def deal(**changes: object) -> dict:
    return {**DEAL, **changes}


AUCTION_4H = [call(s, c) for s, c in zip("SWNESWNES", "P 1H P 3C P 4H P P P".split())]
PASSED_OUT = [call(s, "P") for s in "SWNE"]
# Trick 1 of 4H: North leads S5, East S2, South SA wins, West S3 (lines 11–14 of the log).
TRICK_1 = [card("N", "S5"), card("E", "S2"), card("S", "SA"), card("W", "S3")]


def jsonl(*events: dict) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


def objects(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def in_order(part: list[dict], whole: list[dict]) -> bool:
    """``part`` is a subsequence of ``whole``."""
    rest = iter(whole)
    return all(any(x == y for y in rest) for x in part)


def boards(text: str) -> list[bf.Board]:
    return bf.replay(bf.read_log(text))




def run(*args: object, input: str | bytes | None = None) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def ok(*args: object, input: str | bytes | None = None) -> Result:
    """Run a command that must succeed: exit 0, nothing on stderr."""
    result = run(*args, input=input)
    assert result.exception is None, (result.exception, result.stderr)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    return result


def fails(result: Result, code: int, *fragments: str) -> str:
    """Exit ``code`` on purpose (no escaped exception), no traceback; return the error line."""
    assert isinstance(result.exception, SystemExit), f"an exception escaped: {result.exception!r}"
    assert result.exit_code == code, (result.exit_code, result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1, result.stderr
    # bad data (1) and a bad command line (2) alike: exactly one line, nothing else
    assert result.stderr.count("\n") == 1 and result.stderr.endswith("\n"), result.stderr
    for fragment in fragments:
        assert fragment in errors[0], (fragment, errors[0])
    return errors[0]


def bridgefp_exe() -> str:
    found = shutil.which("bridgefp")
    beside = Path(sys.executable).parent / "bridgefp"
    exe = str(beside) if beside.exists() else found
    if exe is None:
        pytest.skip("the bridgefp console script is not installed")
    return exe


def pipeline(*stages: list[str], input: str | None = None, timeout: float = 60) -> tuple[str, list[str], list[int]]:
    """Run ``bridgefp`` stages joined by real OS pipes; stdout of the last, every stderr and exit code."""
    exe = bridgefp_exe()
    procs: list[subprocess.Popen] = []
    stdin = subprocess.PIPE if input is not None else subprocess.DEVNULL
    for i, args in enumerate(stages):
        p = subprocess.Popen(
            [exe, *args],
            stdin=procs[-1].stdout if procs else stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        if procs:
            procs[-1].stdout.close()  # only the next stage reads it, so SIGPIPE reaches the writer
        procs.append(p)
    if input is not None:
        procs[0].stdin.write(input)
        procs[0].stdin.close()
    out, last_err = procs[-1].communicate(timeout=timeout)
    errs = [p.stderr.read() for p in procs[:-1]] + [last_err]
    for p in procs:
        p.wait(timeout=timeout)
        p.stderr.close()
    return out, errs, [p.returncode for p in procs]


# The standard 16-board cycle: board n's dealer and vulnerability.
CYCLE = [
    ("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "All"),
    ("N", "NS"), ("E", "EW"), ("S", "All"), ("W", "None"),
    ("N", "EW"), ("E", "All"), ("S", "None"), ("W", "NS"),
    ("N", "All"), ("E", "None"), ("S", "NS"), ("W", "EW"),
]


# ---------------------------------------------------------------- the program as a whole


def test_version_and_help_name_the_commands():
    assert ok("--version").stdout.strip().endswith(bf.__version__)
    listing = ok("--help").stdout
    for command in ("auction", "board", "deal", "bid", "play", "replay"):
        assert command in listing


# ---------------------------------------------------------------- auction


def test_auction_permutation_gives_seed_000_example():
    assert ok("auction", "--permutation", PERMUTATION).stdout == EXAMPLE


def test_auction_seed_is_reproducible_and_seeds_differ():
    first = ok("auction", "--seed", 7).stdout
    assert ok("auction", "--seed", 7).stdout == first
    assert ok("auction", "--seed", 8).stdout != first
    assert re.search(r"\n(Declarer: (North|East|South|West)|Passed out)\n\Z", first)


def test_auction_seed_deals_spec_shuffle_with_south_dealing():
    log = ok("auction", "--seed", 7, "--json").stdout
    (board,) = boards(log)
    assert board.deal == bf.Deal.from_permutation(reference_shuffles(7, 1)[0], "S")
    assert board.dealer == bf.Seat.S


def test_auction_without_a_source_deals_at_random():
    result = run("auction")  # the seed drawn is said on stderr, so the deal can be dealt again
    assert result.exit_code == 0 and re.fullmatch(r"Note: no --seed given: dealt with --seed [0-9]+\n", result.stderr)
    out = result.stdout
    assert out.startswith(" ") and "North" in out and "South West  North East" in out
    assert re.search(r"\n(Declarer: (North|East|South|West)|Passed out)\n\Z", out)


def test_auction_json_writes_a_log_replay_accepts():
    log = ok("auction", "--permutation", PERMUTATION, "--json").stdout
    events = objects(log)
    assert events[0]["event"] == "deal" and events[0]["dealer"] == "S"
    assert [e["call"] for e in events[1:]] == "P 1H P 3C P 4H P P P".split()
    assert all(e.get("explain") for e in events[1:])
    summary = objects(ok("replay", "--format", "json", input=log).stdout)
    assert summary == [{"board": 1, "contract": "4H", "declarer": "W", "tricks": None, "score": None}]


def test_auction_goren_system():
    log = ok("auction", "--permutation", PERMUTATION, "--system", "goren", "--json").stdout
    (board,) = boards(log)
    assert board.auction.is_complete


@pytest.mark.parametrize("command", ["auction", "board", "deal"])
def test_permutation_and_seed_together_is_a_usage_error(command):
    result = run(command, "--permutation", PERMUTATION, "--seed", 1)
    fails(result, 2, "--permutation", "--seed")
    assert result.stdout == ""
    assert "--help" in result.stderr  # the one line says where help is


# ---------------------------------------------------------------- bad permutations


@pytest.mark.parametrize(
    "permutation, fragments",
    [
        ("1 2 3", ["expected 52 numbers, got 3", "missing 4..52"]),
        ("1 " + " ".join(map(str, range(1, 52))), ["repeated 1", "missing 52"]),
        (" ".join(map(str, range(1, 52))) + " x", ["not a number", "'x'", "missing 52"]),
        (" ".join(map(str, range(1, 52))) + " 53", ["out of range", "53", "missing 52"]),
        (" ".join(map(str, range(1, 52))) + " 0", ["out of range", "0", "missing 52"]),
        ("1 1 x 99", ["expected 52 numbers, got 4", "not a number", "out of range", "repeated 1", "missing 2"]),
    ],
    ids=["too-few", "repeat", "not-a-number", "above-52", "zero", "every-problem-at-once"],
)
@pytest.mark.parametrize("command", ["auction", "deal", "board"])
def test_bad_permutation_is_one_line_naming_every_problem(command, permutation, fragments):
    result = run(command, "--permutation", permutation)
    fails(result, 2, "--permutation", *fragments)  # an option's value: a bad command line
    assert result.stdout == ""


# ---------------------------------------------------------------- deal


def test_deal_permutation_writes_one_deal_event_south_dealing():
    (event,) = objects(ok("deal", "--permutation", PERMUTATION).stdout)
    assert event["event"] == "deal" and event["dealer"] == "S" and event["vulnerable"] == "None"
    assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_permutation(PERMUTATION.split(), "S")
    assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_pbn(DEAL["deal"])


def test_deal_permutation_with_a_count_is_a_usage_error():
    result = run("deal", "--permutation", PERMUTATION, "--count", 2)
    fails(result, 2, "--permutation", "--count")
    assert result.stdout == ""


def test_deal_seed_count_gives_the_spec_shuffles_reproducibly():
    out = ok("deal", "--seed", 42, "--count", 5).stdout
    assert ok("deal", "--seed", 42, "--count", 5).stdout == out
    assert ok("deal", "--seed", 43, "--count", 5).stdout != out
    events = objects(out)
    assert len(events) == 5 and all(e["event"] == "deal" for e in events)
    perms = list(bf.seeded_permutations(42, 5))
    assert perms == reference_shuffles(42, 5)
    for event, perm in zip(events, perms):
        assert event["dealer"] == "S" and event["vulnerable"] == "None"
        assert "board" not in event  # no board number: none of the 16-board cycle applies
        assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_permutation(perm, "S")


def test_deal_first_of_a_count_is_the_single_deal_of_the_seed():
    one = objects(ok("deal", "--seed", 42).stdout)
    five = objects(ok("deal", "--seed", 42, "--count", 5).stdout)
    assert one == five[:1]


def test_deal_without_a_source_deals_at_random():
    result = run("deal", "--count", 3)  # the seed drawn is said on stderr
    assert result.exit_code == 0 and result.stderr.startswith("Note: no --seed given: dealt with --seed ")
    events = objects(result.stdout)
    assert len(events) == 3
    for e in events:
        bf.Deal.from_pbn(e["deal"])  # a whole, valid deal


@pytest.mark.parametrize(
    "dealer",
    [
        "N",
        "E",
        "S",
        "W",
    ],
)
def test_deal_dealer_deals_from_the_dealers_left(dealer):
    events = objects(ok("deal", "--seed", 3, "--count", 2, "--dealer", dealer).stdout)
    perms = reference_shuffles(3, 2)
    for event, perm in zip(events, perms):
        assert event["dealer"] == dealer
        assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_permutation(perm, dealer)
    (event,) = objects(ok("deal", "--permutation", PERMUTATION, "--dealer", dealer).stdout)
    assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_permutation(PERMUTATION.split(), dealer)


def test_deal_board_follows_the_16_board_cycle():
    events = objects(ok("deal", "--seed", 9, "--count", 17, "--board", 1).stdout)
    perms = reference_shuffles(9, 17)
    assert [e["board"] for e in events] == list(range(1, 18))
    for n, (event, perm) in enumerate(zip(events, perms), 1):
        dealer, vulnerable = CYCLE[(n - 1) % 16]
        assert (event["dealer"], event["vulnerable"]) == (dealer, vulnerable), n
        assert bf.Deal.from_pbn(event["deal"]) == bf.Deal.from_permutation(perm, dealer)
    assert (events[16]["dealer"], events[16]["vulnerable"]) == (events[0]["dealer"], events[0]["vulnerable"])


@pytest.mark.parametrize("first", [4, 13, 16, 17, 33])
def test_deal_board_starts_numbering_anywhere_in_the_cycle(first):
    events = objects(ok("deal", "--seed", 9, "--count", 3, "--board", first).stdout)
    for i, event in enumerate(events):
        n = first + i
        assert event["board"] == n
        assert (event["dealer"], event["vulnerable"]) == CYCLE[(n - 1) % 16]


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["--count", "0"], "--count"),
        (["--board", "0"], "--board"),
        (["--seed", "abc"], "--seed"),
        (["--dealer", "Q"], "--dealer"),
        (["--colour", "red"], "--colour"),
    ],
)
def test_deal_bad_options_are_usage_errors(args, fragment):
    fails(run("deal", *args), 2, fragment)


# ---------------------------------------------------------------- bid


def test_bid_finishes_every_open_auction_and_explains_each_new_call():
    given = objects(ok("deal", "--seed", 5, "--count", 20).stdout)
    given[3:4] = [given[3], call("S", "1C")]  # board 4: one call made by a person, no explain
    log = jsonl(*given)
    out = ok("bid", input=log).stdout
    events = objects(out)
    assert in_order(given, events)  # every input event is kept, in its place
    folded = boards(out)
    assert len(folded) == 20
    assert all(b.auction.is_complete for b in folded)
    new = [e for e in events if e not in given]
    assert new and all(e["event"] == "call" for e in new)
    assert all(isinstance(e.get("explain"), str) and e["explain"] for e in new)
    assert sum(e["event"] == "call" for e in events) == sum(len(b.auction.calls) for b in folded)
    assert call("S", "1C") in events  # the person's call is kept as it was


def test_bid_leaves_complete_auctions_unchanged_byte_for_byte():
    once = ok("bid", input=ok("deal", "--seed", 5, "--count", 10).stdout).stdout
    assert ok("bid", input=once).stdout == once
    played = ok("play", input=once).stdout
    assert ok("bid", input=played).stdout == played


def test_bid_keeps_unknown_fields_of_input_events():
    given = [
        deal(table="3", note={"by": "director", "tags": [1, 2]}),
        call("S", "P", explain="a person's reason", clock=12.5),
        call("W", "1H", alert=True),
    ]
    events = objects(ok("bid", input=jsonl(*given)).stdout)
    assert events[0]["table"] == "3" and events[0]["note"] == {"by": "director", "tags": [1, 2]}
    assert events[1] == given[1]
    assert events[2] == given[2]
    assert [e["call"] for e in events[1:]] == "P 1H P 3C P 4H P P P".split()


def test_bid_reads_stdin_dash_and_a_file_alike(tmp_path):
    log = ok("deal", "--seed", 6, "--count", 4).stdout
    path = tmp_path / "deals.jsonl"
    path.write_text(log)
    from_stdin = ok("bid", input=log).stdout
    assert ok("bid", "-", input=log).stdout == from_stdin
    assert ok("bid", path).stdout == from_stdin


def test_bid_accepts_a_json_array_log():
    log = ok("deal", "--seed", 6, "--count", 2).stdout
    array = json.dumps(objects(log), indent=1)
    assert ok("bid", input=array).stdout == ok("bid", input=log).stdout


def test_bid_system_choice():
    log = ok("deal", "--seed", 5, "--count", 30).stdout
    simple = ok("bid", "--system", "simple", input=log).stdout
    assert ok("bid", input=log).stdout == simple  # simple is the default
    goren = ok("bid", "--system", "goren", input=log).stdout
    assert goren != simple
    assert all(b.auction.is_complete for b in boards(goren))
    fails(run("bid", "--system", "acol", input=log), 2, "acol", "--system")


def test_empty_log_is_no_boards():
    assert ok("bid", input="").stdout == ""
    assert ok("play", input="\n\n").stdout == ""
    assert ok("replay", "--format", "json", input="").stdout == ""


# ---------------------------------------------------------------- play


def test_play_finishes_every_open_play_and_passes_open_auctions_through():
    bid_log = objects(ok("bid", input=ok("deal", "--seed", 11, "--count", 12).stdout).stdout)
    open_auction = [deal(board=13), call("S", "1H")]
    half_played = [deal(board=14), *AUCTION_4H, *TRICK_1, card("S", "D2")]
    claimed = [deal(board=15), *AUCTION_4H, claim("W", 10)]
    given = bid_log + open_auction + half_played + claimed
    out = ok("play", input=jsonl(*given)).stdout
    events = objects(out)
    folded = boards(out)
    assert len(folded) == 15
    for b in folded[:12] + folded[13:]:
        assert b.is_over, b.number
        assert b.auction.is_passed_out or b.tricks is not None
    # the open auction passes through untouched, and no card is played on it
    start = events.index(deal(board=13))
    assert events[start : start + 2] == open_auction
    assert events[start + 2] == deal(board=14)
    assert not folded[12].auction.is_complete and folded[12].play is None
    # the half-played board keeps its cards and is finished; the claimed board is unchanged
    start = events.index(deal(board=14))
    assert events[start : start + len(half_played)] == half_played
    assert len(folded[13].play.done) == 13
    assert events[-len(claimed):] == claimed
    new = [e for e in events if e not in given]
    assert all(e["event"] == "play" and e.get("explain") for e in new)


def test_play_leaves_finished_boards_unchanged_byte_for_byte():
    played = ok("play", input=ok("bid", input=ok("deal", "--seed", 4, "--count", 5).stdout).stdout).stdout
    assert ok("play", input=played).stdout == played


def test_play_robot_random_is_legal_deterministic_and_differs_from_basic(tmp_path):
    path = tmp_path / "bid.jsonl"
    path.write_text(ok("bid", input=ok("deal", "--seed", 12, "--count", 8).stdout).stdout)
    basic = ok("play", path).stdout
    rand = ok("play", "--robot", "random", path).stdout
    assert ok("play", "--robot", "random", path).stdout == rand
    assert rand != basic
    assert all(b.is_over for b in boards(rand))
    fails(run("play", "--robot", "genius", path), 2, "genius", "--robot")


def test_robot_dd_without_the_solver_says_how_to_install_it(tmp_path, monkeypatch):
    import bridgefp.cardplay as cardplay
    from bridgefp.dd import INSTALL_HINT

    monkeypatch.setattr(cardplay, "dd_missing", lambda: INSTALL_HINT)  # common.card_robot asks it on each use
    path = tmp_path / "bid.jsonl"
    path.write_text(ok("bid", input=ok("deal", "--seed", 12, "--count", 1).stdout).stdout)
    for args in (("play", "--robot", "dd", path), ("board", "--seed", 1, "--robot", "dd")):
        line = fails(run(*args), 1, "--robot dd", "pip install")
        assert "bridgefp[dds]" in line


def test_board_takes_a_card_robot():
    basic = ok("board", "--seed", 5, "--json").stdout
    rand = ok("board", "--seed", 5, "--json", "--robot", "random").stdout
    assert ok("board", "--seed", 5, "--json", "--robot", "random").stdout == rand
    assert boards(rand)[0].is_over and rand != basic
    fails(run("board", "--seed", 5, "--robot", "genius"), 2, "genius", "--robot")


# ---------------------------------------------------------------- board


def test_board_seed_is_reproducible_and_shows_the_whole_board():
    out = ok("board", "--seed", 2).stdout
    assert ok("board", "--seed", 2).stdout == out
    assert ok("board", "--seed", 3).stdout != out
    (b,) = boards(ok("board", "--seed", 2, "--json").stdout)
    for seat in ("North", "East", "South", "West"):
        assert seat in out
    for line in bf.hand_lines(b.deal.hand("N")):
        assert line in out
    assert "South West  North East" in out
    assert "Contract:" in out and str(b.contract) in out
    tricks = [int(m) for m in re.findall(r"^\s*(\d+)\s+(?:North|East|South|West)\b", out, re.M)]
    assert tricks == list(range(1, 14))
    assert "Result:" in out and "Score" in out
    assert out.index("Contract:") < out.index("Result:") < out.index("Score")


def test_board_json_replays_to_the_same_board():
    log = ok("board", "--seed", 2, "--json").stdout
    (b,) = boards(log)
    assert b.is_over and b.tricks is not None
    # replay numbers a board without a number by its place (a `Board N` header)
    assert ok("replay", input=log).stdout == "Board 1. " + ok("board", "--seed", 2).stdout
    (summary,) = objects(ok("replay", "--format", "json", input=log).stdout)
    assert summary["contract"] == str(b.contract) and summary["tricks"] == b.tricks
    assert summary["score"] == b.score("duplicate")
    assert summary["score"]["NS"] == -summary["score"]["EW"]


def shows_score(text: str, score: dict[str, int]) -> bool:
    return re.search(rf"NS {score['NS']:+d}\b.*EW {score['EW']:+d}\b".replace("+", r"\+"), text) is not None


def test_board_scoring_simple():
    (b,) = boards(ok("board", "--seed", 2, "--json").stdout)
    assert not b.auction.is_passed_out
    simple, duplicate = b.score("simple"), b.score("duplicate")
    assert simple != duplicate  # a part score made: duplicate adds 50
    text = ok("board", "--seed", 2, "--scoring", "simple").stdout
    assert shows_score(text, simple)
    text = ok("board", "--seed", 2).stdout
    assert shows_score(text, duplicate)
    fails(run("board", "--seed", 2, "--scoring", "rubber"), 2, "rubber")


def test_board_passed_out():
    out = ok("board", "--seed", 1).stdout
    assert "Passed out" in out and "Contract:" not in out
    # a passed-out board scores nothing, said in words, never `NS +0, EW +0`
    assert out.endswith("Passed out.\nScore: passed out, 0 to each side.\n") and "+0" not in out


def test_board_number_sets_dealer_and_vulnerability():
    (b,) = boards(ok("board", "--seed", 2, "--board", 4, "--json").stdout)
    assert (str(b.dealer), str(b.vulnerable), b.number) == ("W", "All", 4)
    assert b.deal == bf.Deal.from_permutation(reference_shuffles(2, 1)[0], "W")
    assert ok("board", "--seed", 2, "--board", 4).stdout.startswith("Board 4. Dealer West. Vulnerable: All.")


def test_board_dealer_overrides_the_cycle_with_a_board_number():
    """README: with --board N, --dealer still overrides the dealer; vulnerability stays the board's."""
    (b,) = boards(ok("board", "--seed", 2, "--board", 4, "--dealer", "N", "--json").stdout)
    assert (str(b.dealer), str(b.vulnerable), b.number) == ("N", "All", 4)  # board 4: West deals, All vulnerable
    assert b.deal == bf.Deal.from_permutation(reference_shuffles(2, 1)[0], "N")


# ---------------------------------------------------------------- replay


def test_replay_text_shows_each_board():
    log = ok("bid", input=ok("deal", "--seed", 5, "--count", 3).stdout).stdout
    out = ok("replay", input=log).stdout
    assert out.count("Dealer ") == 3
    assert out.count("North\n") >= 3
    assert "\n\n" in out


def test_replay_json_summary_matches_spec_example():
    log = jsonl(DEAL, *AUCTION_4H, claim("W", 10))
    assert ok("replay", "--format", "json", input=log).stdout == (
        '{"board": 1, "contract": "4H", "declarer": "W", "tricks": 10, "score": {"NS": -420, "EW": 420}}\n'
    )


def test_replay_json_tricks_and_score_are_null_until_play_ends_then_filled():
    bid_log = ok("bid", input=ok("deal", "--seed", 11, "--count", 10).stdout).stdout
    before = objects(ok("replay", "--format", "json", input=bid_log).stdout)
    after = objects(ok("replay", "--format", "json", input=ok("play", input=bid_log).stdout).stdout)
    assert len(before) == len(after) == 10
    for b, a in zip(before, after):
        assert set(b) == set(a) == {"board", "contract", "declarer", "tricks", "score"}
        assert (b["board"], b["contract"], b["declarer"]) == (a["board"], a["contract"], a["declarer"])
        if b["contract"] == "Pass":
            continue
        assert b["tricks"] is None and b["score"] is None
        assert isinstance(a["tricks"], int) and 0 <= a["tricks"] <= 13
        assert a["score"]["NS"] == -a["score"]["EW"]
    assert any(b["contract"] != "Pass" for b in before)


def test_replay_json_before_the_auction_ends():
    log = jsonl(DEAL, call("S", "P"))
    (summary,) = objects(ok("replay", "--format", "json", input=log).stdout)
    assert summary == {"board": 1, "contract": None, "declarer": None, "tricks": None, "score": None}


def test_replay_json_passed_out_board():
    (summary,) = objects(ok("replay", "--format", "json", input=jsonl(DEAL, *PASSED_OUT)).stdout)
    assert summary["contract"] == "Pass" and summary["declarer"] is None
    assert summary["score"] == {"NS": 0, "EW": 0}
    # the same through the stages: seed 1's first deal is passed out by the robots
    log = ok("bid", input=ok("deal", "--seed", 1).stdout).stdout
    (summary,) = objects(ok("replay", "--format", "json", input=log).stdout)
    assert summary["contract"] == "Pass" and summary["declarer"] is None
    assert summary["score"] == {"NS": 0, "EW": 0}


def test_replay_json_numbers_boards_without_a_number_by_their_place():
    log = jsonl({k: v for k, v in DEAL.items() if k != "board"}, {k: v for k, v in DEAL.items() if k != "board"})
    assert [s["board"] for s in objects(ok("replay", "--format", "json", input=log).stdout)] == [1, 2]


def test_replay_at_shows_the_board_after_the_nth_event_counting_deals():
    # events 1–10 board 1 (deal + 9 calls), 11 board 2's deal, 12 its first call
    log = jsonl(DEAL, *AUCTION_4H, deal(board=2), call("S", "1C"), call("W", "P"))
    def at(n):
        (summary,) = objects(ok("replay", "--format", "json", "--at", n, input=log).stdout)
        return summary
    assert at(1) == {"board": 1, "contract": None, "declarer": None, "tricks": None, "score": None}
    assert at(9)["contract"] is None
    assert at(10)["contract"] == "4H" and at(10)["declarer"] == "W"
    assert at(11) == {"board": 2, "contract": None, "declarer": None, "tricks": None, "score": None}
    text = ok("replay", "--at", 3, input=log).stdout
    assert re.search(r"^Pass +1H$", text, re.M)  # the first two calls, nothing more
    assert "3C" not in text and "Board 2" not in text
    text = ok("replay", "--at", 12, input=log).stdout
    assert "Board 2" in text and re.search(r"^1C$", text, re.M) and "Board 1" not in text
    fails(run("replay", "--at", 0, input=log), 2, "--at")


def test_replay_at_past_the_end_of_the_log_says_so():
    log = jsonl(DEAL, call("S", "P"))
    result = run("replay", "--at", 100, input=log)
    assert result.exit_code != 0
    fails(result, result.exit_code, "--at")


def test_replay_at_checks_events_before_n():
    log = jsonl(DEAL, call("W", "P"), call("S", "P"))
    fails(run("replay", "--at", 3, input=log), 1, "line 2:", "South's turn")


def test_replay_at_treats_every_event_after_n_alike():
    head = jsonl(DEAL, call("S", "P"))
    at_n_plus_1 = run("replay", "--format", "json", "--at", 2, input=head + "{not json\n")
    at_n_plus_2 = run("replay", "--format", "json", "--at", 2, input=head + jsonl(call("W", "P")) + "{not json\n")
    assert (at_n_plus_1.exit_code, at_n_plus_1.stdout) == (at_n_plus_2.exit_code, at_n_plus_2.stdout)


def test_replay_scoring_simple_and_duplicate_differ_where_they_should():
    def score(events, rules):
        (summary,) = objects(ok("replay", "--format", "json", "--scoring", rules, input=jsonl(*events)).stdout)
        return summary["score"]["EW"]
    part_score = [deal(vulnerable="EW"), call("S", "P"), call("W", "1H"), *[call(s, "P") for s in "NES"], claim("W", 9)]
    assert score(part_score, "duplicate") == 140  # 90 + part score 50
    assert score(part_score, "simple") == 90
    vulnerable_game = [deal(vulnerable="EW"), *AUCTION_4H, claim("W", 10)]
    assert score(vulnerable_game, "duplicate") == 620
    assert score(vulnerable_game, "simple") == 420  # no vulnerability
    one_down = [DEAL, *AUCTION_4H, claim("W", 9)]
    assert score(one_down, "duplicate") == score(one_down, "simple") == -50
    text = ok("replay", "--scoring", "simple", input=jsonl(*part_score)).stdout
    assert "simple" in text and re.search(r"EW \+90\b", text)


def test_replay_reads_a_file_argument(tmp_path):
    path = tmp_path / "board.jsonl"
    path.write_text(jsonl(DEAL, *AUCTION_4H, claim("W", 10)))
    assert ok("replay", "--format", "json", path).stdout == ok(
        "replay", "--format", "json", "-", input=path.read_text()
    ).stdout


def test_replay_pbn_format():
    out = ok("replay", "--format", "pbn", input=jsonl(DEAL, *AUCTION_4H, claim("W", 10))).stdout
    assert '[Deal "' in out and '[Contract "4H"]' in out and '[Declarer "W"]' in out


@pytest.mark.parametrize("command", ["replay", "bid", "play"])
def test_a_log_that_cannot_be_read_is_one_line_naming_it(tmp_path, command):
    fails(run(command, tmp_path / "nowhere.jsonl"), 1, "nowhere.jsonl", "No such file")
    fails(run(command, tmp_path), 1, str(tmp_path), "directory")


def test_a_utf8_byte_order_mark_is_skipped(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + jsonl(DEAL, *AUCTION_4H).encode())
    assert '"contract": "4H"' in ok("replay", "--format", "json", path).stdout


# ---------------------------------------------------------------- bad input


# (name, events or raw text, line of the bad event, what the message must name)
BAD_LOGS = [
    ("malformed-json", jsonl(DEAL) + '{"event": "call", "seat": "S",\n', 2, ["JSON"]),
    ("not-an-object", jsonl(DEAL) + "[1, 2]\n", 2, ["object"]),
    ("unknown-event", [DEAL, {"event": "bid", "seat": "S", "call": "P"}], 2, ["unknown event", "bid"]),
    ("missing-field", [DEAL, {"event": "call", "call": "P"}], 2, ["call", "seat"]),
    ("missing-deal-field", [{"event": "deal", "dealer": "S"}], 1, ["deal"]),
    ("event-before-deal", [call("S", "P"), DEAL], 1, ["deal"]),
    (
        "duplicated-card",
        [deal(deal="W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K976A")],
        1, ["CA", "twice"],
    ),
    ("bad-call-token", [DEAL, call("S", "8C")], 2, ["8C"]),
    ("call-out-of-turn", [DEAL, call("W", "P")], 2, ["West", "South's turn"]),
    ("insufficient-bid", [DEAL, call("S", "1H"), call("W", "1D")], 3, ["1D", "not enough", "1H"]),
    (
        "double-of-partners-bid",
        [DEAL, call("S", "1H"), call("W", "P"), call("N", "X")],
        4, ["North cannot double", "1H", "partner"],
    ),
    (
        "double-of-a-doubled-bid",
        [DEAL, call("S", "1H"), call("W", "X"), call("N", "P"), call("E", "X")],
        5, ["East cannot double", "already doubled"],
    ),
    ("redouble-without-double", [DEAL, call("S", "1H"), call("W", "XX")], 3, ["West cannot redouble", "not been doubled"]),
    ("call-after-auction-ended", [DEAL, *PASSED_OUT, call("S", "1C")], 6, ["South", "auction is over"]),
    ("play-before-auction-ends", [DEAL, call("S", "P"), card("W", "HA")], 3, ["auction"]),
    ("play-on-a-passed-out-board", [DEAL, *PASSED_OUT, card("W", "HA")], 6, ["passed out"]),
    ("bad-card-token", [DEAL, *AUCTION_4H, card("N", "Z9")], 11, ["Z9"]),
    ("card-not-in-hand", [DEAL, *AUCTION_4H, card("N", "SA")], 11, ["SA", "North's hand"]),
    ("play-out-of-turn", [DEAL, *AUCTION_4H, card("E", "S9")], 11, ["East cannot play", "North's turn"]),
    ("revoke", [DEAL, *AUCTION_4H, card("N", "SK"), card("E", "D7")], 12, ["East", "follow suit", "spades"]),
    ("card-after-play-ended", [DEAL, *AUCTION_4H, claim("W", 10), card("N", "SK")], 12, ["play is over"]),
    ("claim-more-than-remain", [DEAL, *AUCTION_4H, *TRICK_1, claim("W", 13)], 15, ["13", "12 remain"]),
    ("claim-more-than-13", [DEAL, *AUCTION_4H, claim("W", 14)], 11, ["14", "13"]),
    ("dummy-claims", [DEAL, *AUCTION_4H, claim("E", 10)], 11, ["East", "dummy"]),
]


def _text(log: str | list[dict]) -> str:
    return log if isinstance(log, str) else jsonl(*log)


@pytest.mark.parametrize("command", [["replay"], ["replay", "--format", "json"], ["bid"], ["play"]])
@pytest.mark.parametrize("name, log, line, fragments", BAD_LOGS, ids=[b[0] for b in BAD_LOGS])
def test_bad_event_on_stdin_is_one_line_naming_line_and_rule(command, name, log, line, fragments):
    result = run(*command, input=_text(log))
    message = fails(result, 1, f"line {line}:", *fragments)
    assert not re.search(rf"line (?!{line}\b)\d+", message)  # only the one place
    assert result.stdout == ""  # the bad event is in the first board: nothing is written


@pytest.mark.parametrize("command", ["replay", "bid", "play"])
@pytest.mark.parametrize("name, log, line, fragments", BAD_LOGS[::4], ids=[b[0] for b in BAD_LOGS[::4]])
def test_bad_event_in_a_file_names_the_file_and_line(tmp_path, command, name, log, line, fragments):
    path = tmp_path / "game.jsonl"
    path.write_text(_text(log))
    fails(run(command, path), 1, "game.jsonl", f"line {line}", *fragments)


def test_bad_event_in_a_json_array_names_its_place():
    array = json.dumps([DEAL, call("S", "1H"), call("W", "1D")], indent=1)
    fails(run("replay", input=array), 1, "1D", "not enough")


@pytest.mark.parametrize("command", ["replay", "bid", "play"])
def test_log_that_is_not_utf8_is_one_line_naming_the_file(tmp_path, command):
    path = tmp_path / "latin1.jsonl"
    path.write_bytes(jsonl(DEAL).encode() + b'{"event": "call", "seat": "S", "call": "P", "by": "Jos\xe9"}\n')
    message = fails(run(command, path), 1, "latin1.jsonl", "line 2")
    assert "utf-8" in message.lower() or "utf8" in message.lower()


@pytest.mark.parametrize(
    "events",
    [
        [DEAL, *AUCTION_4H, claim("W", 10), card("N", "SK")],
        [DEAL, call("S", "P"), card("W", "HA")],
        [DEAL, *PASSED_OUT, card("W", "HA")],
    ],
    ids=["after-a-claim", "during-the-auction", "passed-out"],
)
def test_play_errors_name_the_player_and_the_card(events):
    who = {"N": "North", "W": "West"}[events[-1]["seat"]]
    fails(run("replay", input=jsonl(*events)), 1, who, events[-1]["card"])


# ---------------------------------------------------------------- streaming and stopping


def _three_boards_bad_second() -> tuple[str, int]:
    """Board 1 fine (deal only), board 2 breaks a rule at line 3, board 3 fine."""
    first, second, third = objects(ok("deal", "--seed", 2, "--count", 3, "--board", 1).stdout)
    return jsonl(first, second, call("W", "P"), third), 3


@pytest.mark.parametrize("command", ["bid", "play", "replay"])
def test_stage_writes_the_boards_before_a_bad_event_and_nothing_after(command):
    log, line = _three_boards_bad_second()
    args = [command] if command != "replay" else [command, "--format", "json"]
    result = run(*args, input=log)
    fails(result, 1, f"line {line}:", "West", "East's turn")  # board 2: East deals
    if command == "replay":
        assert [s["board"] for s in objects(result.stdout)] == [1]
        return
    events = objects(result.stdout)
    assert [e["board"] for e in events if e["event"] == "deal"] == [1]
    (b,) = boards(result.stdout)
    if command == "bid":
        assert b.auction.is_complete  # board 1 was finished and written
    else:
        assert events == objects(log)[:1]  # play passes board 1's open auction through


def _board_then_bad_deal(bad: dict | str) -> str:
    """Board 1 whole (its auction over), then line 11: ``bad``, a deal event or a line that is no event."""
    (first,) = objects(ok("deal", "--seed", 2, "--board", 1).stdout)
    written = bad if isinstance(bad, str) else json.dumps(bad)
    return jsonl(first, *(call(s, "P") for s in "NESW")) + written + "\n"


# A deal event whose deal holds a card twice: read as a deal, it opens a board of its own.
_DEAL_TWICE = {**DEAL, "deal": "N:AKQJ.T98.765.432 AT98.765.432.KQJ T987.654.32.AKQJ 65432.AKQJ.KQJT9."}


@pytest.mark.parametrize("command", ["bid", "play", "replay"])
def test_stage_writes_the_whole_board_before_a_bad_deal_event(command):
    log = _board_then_bad_deal(_DEAL_TWICE)
    args = [command, "--format", "json"] if command == "replay" else [command]
    result = run(*args, input=log)
    fails(result, 1, "line 6:", "bad deal event")
    if command == "replay":
        assert [s["board"] for s in objects(result.stdout)] == [1]
    else:
        assert objects(result.stdout) == objects(log)[:5]  # board 1 as read: its auction is over


@pytest.mark.parametrize("line", ['{"event": "deal", "deal": ', '{"event": "call", "seat": "N", "call": "9Z"}'])
def test_stage_writes_nothing_of_the_board_a_line_that_is_no_deal_may_belong_to(line):
    """An unreadable line, or a bad call, may be the open board's own: that board is not written."""
    result = run("bid", input=_board_then_bad_deal(line))
    fails(result, 1, "line 6:")
    assert result.stdout == ""


def test_folding_gives_the_board_before_a_bad_deal_event_then_its_error():
    log = _board_then_bad_deal(_DEAL_TWICE)
    got: list[bf.Board] = []
    with pytest.raises(bf.LogError, match="line 6: bad deal event") as raised:
        got.extend(bf.fold_boards(bf.iter_log(log.splitlines())))
    assert raised.value.opens_board
    assert len(got) == 1 and got[0].auction.is_complete


def test_stage_streams_board_by_board_through_a_real_pipe():
    """bid writes board 1 as soon as board 2's deal arrives, before its input ends."""
    exe = bridgefp_exe()
    first, second = objects(ok("deal", "--seed", 2, "--count", 2).stdout)
    proc = subprocess.Popen(
        [exe, "bid"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in iter(proc.stdout.readline, "")], daemon=True).start()
    try:
        proc.stdin.write(jsonl(first, second))
        proc.stdin.flush()
        assert json.loads(lines.get(timeout=20)) == first
    finally:
        proc.stdin.close()
        proc.wait(timeout=20)
    assert proc.returncode == 0 and proc.stderr.read() == ""
    proc.stderr.close()


# ---------------------------------------------------------------- real pipelines


def test_pipeline_deal_bid_replay_1000_boards():
    out, errs, codes = pipeline(
        ["deal", "--seed", "1", "--count", "1000"], ["bid"], ["replay", "--format", "json"]
    )
    assert codes == [0, 0, 0] and errs == ["", "", ""]
    summaries = objects(out)
    assert [s["board"] for s in summaries] == list(range(1, 1001))
    for s in summaries:
        assert s["contract"] is not None
        if s["contract"] == "Pass":
            assert s["declarer"] is None and s["score"] == {"NS": 0, "EW": 0}
        else:
            assert s["declarer"] in ("N", "E", "S", "W") and s["tricks"] is None and s["score"] is None


def test_pipeline_deal_bid_play_replay_scores_every_board():
    out, errs, codes = pipeline(
        ["deal", "--seed", "11", "--count", "50"], ["bid"], ["play"], ["replay", "--format", "json"]
    )
    assert codes == [0, 0, 0, 0] and errs == ["", "", "", ""]
    summaries = objects(out)
    assert len(summaries) == 50
    played = [s for s in summaries if s["contract"] != "Pass"]
    assert played
    for s in played:
        assert re.fullmatch(r"[1-7](C|D|H|S|NT)(X|XX)?", s["contract"])
        assert s["declarer"] in ("N", "E", "S", "W")
        assert isinstance(s["tricks"], int) and 0 <= s["tricks"] <= 13
        assert s["score"]["NS"] == -s["score"]["EW"] and s["score"]["NS"] != 0
    for s in summaries:
        if s["contract"] == "Pass":
            assert s["score"] == {"NS": 0, "EW": 0}


def test_pipeline_stops_at_the_first_bad_event_with_one_line():
    log, line = _three_boards_bad_second()
    out, errs, codes = pipeline(["bid"], ["replay", "--format", "json"], input=log)
    assert codes == [1, 0]
    assert errs[1] == ""
    assert errs[0].count("\n") == 1 and f"line {line}" in errs[0] and "Traceback" not in errs[0]
    assert [s["board"] for s in objects(out)] == [1]


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("head") is None, reason="needs a POSIX shell and head")
@pytest.mark.parametrize(
    "command",
    [
        "{exe} deal --seed 1 --count 100000 | head -1",
        "{exe} deal --seed 1 --count 3000 | {exe} bid | head -1",
        "{exe} deal --seed 1 --count 3000 | {exe} bid | {exe} replay | head -1",
    ],
    ids=["deal", "bid", "replay"],
)
def test_broken_pipe_is_quiet(command):
    exe = shlex.quote(bridgefp_exe())
    done = subprocess.run(
        ["/bin/sh", "-c", command.format(exe=exe)], capture_output=True, text=True, timeout=60
    )
    assert done.stderr == ""
    assert len(done.stdout.splitlines()) == 1


# ---------------------------------------------------------------- what a person sees


def test_replay_text_heads_each_board_with_its_number():
    log = jsonl(deal(board=None), *PASSED_OUT, deal(board=None), deal(board=7, dealer="W"))
    out = ok("replay", input=log).stdout
    heads = [line for line in out.splitlines() if line.startswith(("Board", "Dealer"))]
    assert heads == ["Board 1. Dealer South. Vulnerable: None.", "Board 2. Dealer South. Vulnerable: None.",
                     "Board 7. Dealer West. Vulnerable: None."]


def test_replay_tricks_are_ns_first_whoever_declares():
    out = ok("replay", input=jsonl(DEAL, *AUCTION_4H, claim("W", 10))).stdout  # West declares: EW take 10 of 13
    assert "Tricks: NS 3, EW 10.\n" in out


def test_a_board_number_is_never_given_twice_to_boards_without_one():
    """A board without a number takes the one after the highest so far: its place when none has one."""
    log = jsonl(deal(board=2), deal(board=None), deal(board=None))
    numbers = [s["board"] for s in objects(ok("replay", "--format", "json", input=log).stdout)]
    assert numbers == [2, 3, 4]  # by place, the second board would have been a second "board": 2
    plain = jsonl(deal(board=None), deal(board=None), deal(board=None))
    assert [s["board"] for s in objects(ok("replay", "--format", "json", input=plain).stdout)] == [1, 2, 3]


def test_simple_scoring_names_no_vulnerability_in_its_score_line():
    log = jsonl(deal(vulnerable="All"), *AUCTION_4H, claim("W", 10))
    simple = ok("replay", "--scoring", "simple", input=log).stdout
    assert "Score (simple): NS -420, EW +420.\n" in simple  # 4H made: 120 + 300 game, vulnerability ignored
    duplicate = ok("replay", input=log).stdout
    assert "Score (duplicate, vulnerable: All): NS -620, EW +620.\n" in duplicate


@pytest.mark.parametrize("command", ["bid", "play", "replay"])
def test_help_says_log_defaults_to_standard_input(command):
    assert "standard input (the default)" in " ".join(ok(command, "--help").stdout.split())


def test_format_has_help_text():
    text = " ".join(ok("replay", "--help").stdout.split())
    assert "--format [text|json|pbn|html]" in text and "one summary line per board" in text


@pytest.mark.parametrize("args, fragment", [
    (["replay", "--format", "xml"], "--format"),
    (["deal", "--count", "0"], "--count"),
    (["deal", "--nope"], "--nope"),
    (["nope"], "nope"),
    (["board", "--dealer", "Q"], "--dealer"),
])
def test_bad_options_are_one_line_exit_2(args, fragment):
    result = run(*args)
    fails(result, 2, fragment, "--help")
    assert result.stdout == ""


# ------------------------------------------------------------------ a log's lines read in blocks


def _lines_and_error(read):
    got = []
    try:
        for line in read():
            got.append(line)
    except Exception as e:  # the error ending the reading: compared by kind and text
        return got, (type(e), str(e))
    return got, None


def test_lines_read_in_blocks_are_the_lines_read_one_by_one():
    """The block reader gives the lines (without line breaks) and the too-long-line error of the line reader."""
    import io
    import itertools
    from unittest import mock

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from bridgefp_cli import common

    @settings(max_examples=300)
    @given(st.binary(max_size=60).map(lambda b: bytes(b"ab \n"[x % 4] for x in b)), st.integers(1, 9), st.integers(1, 12))
    def check(data, block, longest):
        def one_by_one():  # the format is told from the first lines, then the rest read one by one
            stream = io.BytesIO(data)
            head = common._head(stream, "log, ")
            for line in itertools.chain(head, common._bare_lines(stream, "log, ", len(head))):
                yield line[:-1] if line.endswith(b"\n") else line

        def in_blocks():
            stream = io.BytesIO(data)
            for lines in common._line_blocks(stream, "log, ", common._head(stream, "log, ")):
                yield from lines

        with mock.patch.object(common, "MAX_LINE", longest), mock.patch.object(common, "_BLOCK", block):
            assert _lines_and_error(in_blocks) == _lines_and_error(one_by_one)

    check()


def test_the_json_summary_is_the_summary_json_dumps_writes():
    """replay --format json writes each summary as json.dumps does: finished, passed-out and open boards."""
    from bridgefp_cli.replay import _json

    played = bf.replay(bf.read_log(pipeline(["deal", "--seed", "5", "--count", "12", "--board", "7"], ["bid"], ["play"])[0]))
    dealt = played[0].dealt
    passed = bf.replay([dealt] + [bf.CallMade(dealt.dealer.after(i), bf.PASS) for i in range(4)])[0]
    opened = bf.replay(list(played[1].events)[:7])[0]
    for number, board in enumerate([*played, passed, opened, bf.start_board(dealt)], 3):
        for scoring in ("duplicate", "simple"):
            contract, declarer = board.contract, board.declarer
            summary = {
                "board": number, "contract": None if contract is None else str(contract),
                "declarer": None if declarer is None else str(declarer), "tricks": board.tricks,
                "score": board.score(scoring),
            }
            assert _json(board, number, scoring, False) == json.dumps(summary) + "\n"


@settings(max_examples=150, deadline=None)
@given(dealt_events(), st.data(), st.integers(1, 9999), st.sampled_from(["duplicate", "simple"]))
def test_the_json_summary_made_once_is_each_boards_own(dealt, data, number, scoring):
    """A summary made once for its contract, declarer, tricks and vulnerability, and then reused,
    is the one json.dumps writes for every board (open, passed out, or claimed to an end): the same
    calls under each vulnerability, and claims of different numbers of tricks."""
    from bridgefp_cli.replay import _json

    _, calls = data.draw(call_sequences(dealer=dealt.dealer, complete=data.draw(st.booleans())))
    claims = data.draw(st.lists(st.integers(0, 13), max_size=2))
    for vulnerable in bf.Vulnerability:
        events = [dealt._replace(vulnerable=vulnerable)] + [bf.CallMade(dealt.dealer.after(i), c) for i, c in enumerate(calls)]
        board = bf.replay(events)[0]
        ends = [board] + [bf.apply_event(board, bf.Claimed(board.declarer, k)) for k in claims if board.declarer is not None]
        for end in ends:
            contract, declarer = end.contract, end.declarer
            summary = {"board": number, "contract": None if contract is None else str(contract),
                       "declarer": None if declarer is None else str(declarer), "tricks": end.tricks,
                       "score": end.score(scoring)}
            assert _json(end, number, scoring, False) == json.dumps(summary) + "\n"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(), max_size=30), st.integers(min_value=1, max_value=7), st.integers(min_value=0, max_value=31))
def test_chunks_give_every_item_read_before_an_error(items, size, fail_at):
    """``chunks`` cuts the items as ``partition_all`` does; an error while reading gives what was read first."""
    from bridgefp_cli.common import chunks
    from toolz import partition_all

    def source():
        for i, item in enumerate(items):
            if i == fail_at:
                raise ValueError("bad board")
            yield item

    got: list[list[int]] = []
    if fail_at >= len(items):
        got.extend(chunks(source(), size))
        assert [tuple(c) for c in got] == list(partition_all(size, items))
        return
    with pytest.raises(ValueError, match="bad board"):
        got.extend(chunks(source(), size))
    assert [x for c in got for x in c] == items[:fail_at] and all(0 < len(c) <= size for c in got)
