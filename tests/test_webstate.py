"""The web table without a browser: what a page receives, seats, hosts, and the command's edges."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import bridgefp as bf
from bridgefp.board import apply_event, play_of
from bridgefp_cli.serve import INSTALL, parse_seats
from bridgefp_cli.webstate import board_phase, call_name, card_name, seat_state
from test_table import robots_board
from webserver import CLI

S, N, E, W = bf.Seat.S, bf.Seat.N, bf.Seat.E, bf.Seat.W
CARD = re.compile(r'"([SHDC][2-9TJQKA])"')


def states(seed: int):
    full = robots_board(seed)
    board = bf.start_board(full.events[0])
    yield board
    for e in full.events[1:]:
        board = apply_event(board, e)
        yield board


@pytest.mark.parametrize("seed", [3, 6, 8])
def test_a_page_receives_no_card_of_a_hidden_hand_before_the_end(seed):
    for board in states(seed):
        for seat in bf.Seat:
            payload = seat_state(board, seat)
            text = json.dumps(payload)
            if board.is_over:
                assert set(payload["end"]["deal"]) == {"N", "E", "S", "W"}
                continue
            assert payload["end"] is None
            play = board.play
            on_table = {str(c) for c in (play.current if play else ())}
            if play is not None and play.done:
                on_table |= {str(c) for c in play.done[-1].cards}
            seen = {seat} | ({play.dummy} if play is not None and play.dummy_visible else set())
            assert set(payload["hands"]) == {str(s) for s in seen}
            for other in set(bf.Seat) - seen:
                hidden = {str(c) for c in board.hand(other)} - on_table
                assert not hidden & set(CARD.findall(text))
            # a robot's reason for a card waits for the end; call meanings are public
            cards = [e for e in board.events if isinstance(e, bf.CardPlayed)]
            assert all(e.explain not in text for e in cards if e.explain)


def test_a_page_may_act_exactly_when_its_seat_chooses():
    for board in states(6):
        if board.is_over:
            continue
        for seat in bf.Seat:
            payload = seat_state(board, seat)
            chooser = board.declarer if board.play is not None and board.to_act == board.dummy else board.to_act
            assert payload["yourTurn"] == (seat == chooser)
            if not payload["yourTurn"]:
                assert payload["legalCalls"] == [] and payload["playable"] == []
            elif board.auction_is_over:
                play = board.play if board.play is not None else play_of(board)
                assert payload["playable"] == [str(c) for c in bf.legal_cards(play)] and payload["legalCalls"] == []
            else:
                assert payload["legalCalls"] == [c.log_text for c in bf.legal_calls(board.auction)]


def test_the_end_has_the_result_and_the_robots_reasons():
    full = robots_board(3)
    payload = seat_state(full, S)
    assert payload["state"] == "done" and board_phase(full) == "done"
    assert payload["end"]["score"] == full.score()
    cards = [e for e in full.events if isinstance(e, bf.CardPlayed)]
    assert [r["explain"] for r in payload["end"]["reasons"]] == [e.explain for e in cards]
    assert payload["end"]["reasons"][4]["trick"] == 2


@pytest.mark.parametrize("call, name", [
    ("1H", "one heart"), ("1NT", "one no trump"), ("3C", "three clubs"), ("7NT", "seven no trump"),
    ("P", "pass"), ("X", "double"), ("XX", "redouble"),
])
def test_calls_have_spoken_names(call, name):
    assert call_name(bf.Call.parse(call)) == name


def test_cards_have_spoken_names():
    assert card_name(bf.Card.parse("SA")) == "ace of spades"
    assert card_name(bf.Card.parse("HT")) == "ten of hearts"
    assert card_name(bf.Card.parse("C2")) == "two of clubs"


@pytest.mark.parametrize("text, seats", [
    ("S", (S,)), ("N,S", (N, S)), ("ns", (N, S)), ("EW", (E, W)), ("all", (N, E, S, W)), ("south", (S,)),
])
def test_parse_seats(text, seats):
    assert parse_seats(text) == seats


def test_hosts_other_than_ours_are_refused():
    pytest.importorskip("starlette")
    from bridgefp_cli.webapp import allowed_hosts

    ours = allowed_hosts("127.0.0.1", 8421)
    assert ours("127.0.0.1:8421") and ours("localhost:8421") and ours("[::1]:8421")
    assert not ours("evil.example:8421") and not ours("127.0.0.1:8422") and not ours("127.0.0.1") and not ours("")
    everywhere = allowed_hosts("0.0.0.0", 80)
    assert everywhere("192.0.2.7:80") and not everywhere("rebind.example:80")


def run(*args: str, code: str = "") -> subprocess.CompletedProcess[str]:
    program = code + "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"
    return subprocess.run([sys.executable, "-c", program, *args], capture_output=True, text=True, timeout=60)


def test_without_the_web_extra_serve_says_how_to_install_it(tmp_path):
    block = "import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None; sys.argv[1:] = sys.argv[1:];"
    result = run("serve", "--seat", "S", "--log", str(tmp_path / "x.jsonl"), "--port", "0", code=block)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == f"Error: {INSTALL}\n"


def test_view_without_the_viewer_says_so(tmp_path):
    block = "import sys; sys.modules['bridgefp_cli.viewer'] = None;"
    result = run("serve", "--view", str(tmp_path / "x.jsonl"), code=block)
    assert result.returncode == 1 and result.stderr == "Error: the viewer is not available\n"


def test_help_loads_no_web_framework():
    probe = ("import sys\nfrom bridgefp_cli.main import main\n"
             "try:\n    main(['serve', '--help'], prog_name='bridgefp')\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in ('starlette', 'uvicorn') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip().endswith("[]") and "--seat" in result.stdout


def test_bad_seats_are_a_usage_error():
    result = run("serve", "--seat", "Q")
    assert result.returncode == 2 and result.stderr.startswith("Error: Invalid value for '--seat'")
    assert CLI[0] == sys.executable
