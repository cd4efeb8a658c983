"""Seed 000's example deal, byte for byte, through the library and the command."""

from pathlib import Path

from click.testing import CliRunner

import bridgefp as bf
from bridgefp.robots import finish_auction
from bridgefp_cli.main import main
from shared import shared_path

SHARED_EXAMPLE = shared_path("examples/seed000-example.txt")
EXAMPLE = (Path(__file__).parent / "data" / "seed000-example.txt").read_text()
PERMUTATION = (
    "38 48 11 6 20 17 46 8 37 43 7 52 36 10 25 49 50 16 33 5 42 32 9 29 1 51 26 18 41 15 "
    "40 31 35 45 4 12 39 30 19 21 2 34 23 3 27 22 47 14 24 28 13 44"
)


def test_the_copy_of_the_example_matches_shared():
    assert SHARED_EXAMPLE.read_text() == EXAMPLE


def test_library_reproduces_seed_000_example():
    deal = bf.Deal.from_permutation(PERMUTATION.split(), dealer="S")
    board = finish_auction(bf.start_board(bf.Dealt(deal, bf.Seat.S)), bf.get_system("simple"))
    assert bf.auction_report(deal.hands(), board.auction) == EXAMPLE
    assert str(board.contract) == "4H" and board.declarer == bf.Seat.W


def test_auction_command_prints_the_example_byte_for_byte():
    result = CliRunner().invoke(main, ["auction", "--permutation", PERMUTATION])
    assert result.exit_code == 0, result.output
    assert result.stdout == EXAMPLE


def test_the_example_auction_explains_each_call():
    result = CliRunner().invoke(main, ["auction", "--permutation", PERMUTATION, "--json"])
    events = bf.read_log(result.stdout)
    calls = [e for e in events if isinstance(e, bf.CallMade)]
    assert [str(c.call) for c in calls] == "Pass 1H Pass 3C Pass 4H Pass Pass Pass".split()
    assert calls[1].explain == "16 points, 6 hearts: open the best suit"
