"""PBN and LIN readers on hostile text: nothing dropped without a line naming where, linear time,
ASCII digits only, and what we write reads back whatever the values hold."""

from __future__ import annotations

import time

import pytest
from pyrsistent import freeze

import bridgefp as bf
from bridgefp.formats import read_boards, write_boards
from shared import CORPORA

SAMPLE = CORPORA / "endplay/examples__pbn_files__sample.pbn"
DEAL = '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]'


def _read(text: str, fmt: str = "pbn") -> list[bf.Board | bf.BridgeError | bf.Skipped]:
    return list(read_boards(text.splitlines(), fmt))


def _game(*lines: str) -> str:
    return "\n".join(['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', DEAL, *lines]) + "\n"


def _sample_boards() -> list[bf.Board]:
    return [b for b in _read(SAMPLE.read_text("latin-1")) if isinstance(b, bf.Board)]


# ---------------------------------------------------------------- an unclosed comment


def test_an_unclosed_brace_is_named_and_every_game_after_it_is_still_read():
    games = _sample_boards()
    assert len(games) >= 2
    got = _read("{ x\n\n" + SAMPLE.read_text("latin-1"))
    assert [type(i).__name__ for i in got] == ["RecordError"] + ["Board"] * len(games)
    assert str(got[0]) == "game 1, line 1: a '{' comment starts here and is never closed (no '}' follows in the file)"
    assert [b.contract for b in got[1:]] == [b.contract for b in games]  # type: ignore[union-attr]


def test_an_unclosed_brace_inside_a_game_names_its_line_and_spares_the_next_game():
    text = _game('[Event "a {never closed"]', '[Contract "3NT"]', "{ and here", "") + "\n" + _game('[Contract "2S"]')
    first, second = _read(text)
    assert isinstance(first, bf.BridgeError) and "line 7: a '{' comment starts here and is never closed" in str(first)
    assert isinstance(second, bf.Skipped) or isinstance(second, bf.Board)  # read, not swallowed by the comment


def test_a_comment_over_an_empty_line_is_still_one_comment():
    text = _game('{ a comment', '', 'over an empty line }', '[Declarer "S"]', '[Contract "4H"]', '[Result "10"]')
    (board,) = _read(text)
    assert isinstance(board, bf.Board) and str(board.contract) == "4H" and board.tricks == 10


def test_a_comment_over_lines_after_a_tags_rows_is_written_back_where_it_was():
    """A ``{`` comment that opens after a tag's rows and closes lines later stays after them, whole: moved before
    the tag alone, its opening brace would swallow the tag (here the deal) and the game would not read back."""
    text = "\n".join(['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', DEAL + "\\", "   {", "", "a note", "  }",
                      '[Declarer "S"]', '[Contract "4H"]', '[Result "10"]']) + "\n"
    (board,) = _read(text)
    assert isinstance(board, bf.Board)
    pbn = "".join(write_boards([board], "pbn"))
    assert "{\na note\n}" in pbn
    (again,) = _read(pbn)
    assert isinstance(again, bf.Board) and again.dealt.deal == board.dealt.deal and str(again.contract) == "4H"



def test_comments_after_one_that_stays_after_the_rows_keep_their_order():
    """After a comment over lines that stays after a tag's rows, a one-line comment stays too, after it: moved
    before the tag alone, it would come before the comment written before it."""
    text = "\n".join(['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', DEAL + "\\", "   {", "", "b note", "  }",
                      "{a note}", '[Declarer "S"]', '[Contract "4H"]', '[Result "10"]']) + "\n"
    (board,) = _read(text)
    assert isinstance(board, bf.Board)
    pbn = "".join(write_boards([board], "pbn"))
    assert pbn.index("[Deal ") < pbn.index("b note") < pbn.index("{a note}")
    (again,) = _read(pbn)
    assert isinstance(again, bf.Board) and again.dealt.deal == board.dealt.deal and str(again.contract) == "4H"


# ---------------------------------------------------------------- linear time


def _seconds(text: str) -> float:
    start = time.perf_counter()
    items = _read(text)
    assert items and all(isinstance(i, (bf.Board, bf.BridgeError, bf.Skipped)) for i in items)
    return time.perf_counter() - start


@pytest.mark.parametrize("piece", ["}\n", "[\n", '"\n', "{\n", "}", '[Event "x"]\n}\n'])
def test_hostile_text_is_read_in_linear_time(piece):
    # Ten times the text must not take a hundred times as long: a quadratic reader took 6 s on
    # 50,000 '}' lines. The bound is generous (noise on a shared machine), not a benchmark.
    small, large = piece * 5_000, piece * 50_000
    _seconds(small)  # warm up
    t_small = max(_seconds(small), 0.002)
    t_large = _seconds(large)
    assert t_large < 30 * t_small + 0.5, (t_small, t_large)


def test_300_kb_of_braces_is_refused_in_a_few_lines():
    (item,) = _read("}\n" * 150_000)
    assert str(item) == "game 1, line 1: '}' is not a tag ([Name \"value\"])"


# ---------------------------------------------------------------- ASCII digits only


@pytest.mark.parametrize("digit", ["²", "٣"])
def test_non_ascii_digits_in_pbn_are_refused_in_one_line(digit):
    (note,) = _read(_game('[Auction "N"]', f"1S ={digit}= Pass Pass Pass", '[Note "1:x"]'))
    assert isinstance(note, bf.BridgeError) and f"'={digit}=' is not a note reference" in str(note)
    (result,) = _read(_game('[Declarer "S"]', '[Contract "4H"]', f'[Result "{digit}"]'))
    assert str(result) == f'game 1 (board 1), line 7: [Result "{digit}"] is not a valid Result value'
    (nag,) = _read(_game('[Auction "N"]', f"1S ${digit} Pass Pass Pass"))
    assert isinstance(nag, bf.BridgeError) and "is not a NAG" in str(nag)
    (board,) = _read(_game('[Board "x"]').replace('[Board "1"]', f'[Board "1{digit}"]').replace('[Board "x"]\n', ""))
    assert not isinstance(board, bf.Board) or board.number is None  # not board 12 or 13


@pytest.mark.parametrize("digit", ["²", "٣"])
def test_non_ascii_digits_in_lin_are_refused_in_one_line(digit):
    lin = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|"
    (ok,) = _read(lin + "mc|13|", "lin")
    assert isinstance(ok, bf.Board) and ok.tricks == 13
    (bad,) = _read(lin + f"mc|{digit}|", "lin")
    assert str(bad) == f"board 1, line 1: mc|{digit}|: not a number of tricks"
    (room,) = _read(f"qx|o{digit}|" + lin, "lin")
    assert isinstance(room, bf.Board) and room.number is None


# ---------------------------------------------------------------- what we write reads back


def _lin_board(names: str) -> bf.Board:
    lin = f"pn|{names}|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|mc|13|"
    (board,) = _read(lin, "lin")
    assert isinstance(board, bf.Board)
    return board


def _round_trip(board: bf.Board) -> bf.Board:
    text = "".join(write_boards([board], "pbn"))
    assert all(len(line) <= 255 for line in text.splitlines())
    (again,) = _read(text)
    assert isinstance(again, bf.Board), (again, text)
    assert (again.contract, again.declarer, again.tricks) == (board.contract, board.declarer, board.tricks)
    return again


def test_a_lin_name_with_a_tab_or_quote_is_written_as_a_pbn_value_that_reads_back():
    again = _round_trip(_lin_board('Tab\tby,"Quote" \\ back,North\r\n,East'))
    values = {e[0]: e[1] for e in dict(again.dealt.extra)["pbn"]}
    assert values["South"] == "Tab by" and values["West"] == '"Quote" \\ back' and values["East"] == "East"


def _with_pbn_extra(board: bf.Board, entries: list[list[object]]) -> bf.Board:
    dealt = board.dealt._replace(extra=(("pbn", freeze(entries)),))
    return bf.replay([dealt, *board.events[1:]])[0]


@pytest.mark.parametrize("entries", [
    [["{}", 'x}\n[Contract "7NT"]\n{y']],
    [[";", 'x\n[Contract "7NT"]']],
    [["Event", 'x"]\n[Contract "7NT"]\n[Site "y']],
    [["Event", "x", ['1S }\n[Contract "7NT"]', "{ open"]]],
    [['Bad" name]\n[Contract "7NT"]\n[X', "y"]],
])
def test_extras_that_would_inject_tags_are_written_so_they_read_back_as_they_were_meant(entries):
    board = _with_pbn_extra(_lin_board("a,b,c,d"), entries)
    again = _round_trip(board)
    assert str(again.contract) == "7S"  # no injected Contract tag
    names = [e[0] for e in dict(again.dealt.extra)["pbn"]]
    assert names.count("Contract") == 1 and "Site" in names


def test_a_long_comment_is_wrapped_within_255_characters():
    board = _with_pbn_extra(_lin_board("a,b,c,d"), [["{}", "word " * 200], [";", "x" * 400]])
    text = "".join(write_boards([board], "pbn"))
    assert max(len(line) for line in text.splitlines()) <= 255
    again = _round_trip(board)
    comments = [e[1] for e in dict(again.dealt.extra)["pbn"] if e[0] == "{}"]
    assert " ".join(" ".join(comments).split()) == " ".join(("word " * 200).split())
