"""What we write, others read: every corpus file (../shared/corpora, unmodified) converted to PBN reads
back to the same boards in bridgefp and in endplay, with no line over PBN's 255 characters."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgefp as bf
from bridgefp.formats import RecordWarning, detect, read_boards, write_boards
from shared import CORPORA

RECORDS = sorted(p for p in CORPORA.rglob("*") if p.suffix.lower() in (".pbn", ".lin"))


def _boards(path: Path) -> list[bf.Board]:
    return [b for b in read_boards(path.read_bytes().splitlines(), detect(path.name)) if isinstance(b, bf.Board)]


def _facts(board: bf.Board) -> tuple[object, ...]:
    return str(board.contract), board.declarer, board.tricks, board.score()


def test_the_corpora_hold_records_of_both_formats():
    assert {p.suffix.lower() for p in RECORDS} == {".pbn", ".lin"} and len(RECORDS) >= 15


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_a_record_converted_to_pbn_reads_back_alike_here_and_in_endplay(path):
    boards = _boards(path)
    text = "".join(write_boards(boards, "pbn"))
    if not boards:  # the verifier's files of errors: no board to write
        assert text == ""
        return
    assert max(len(line) for line in text.splitlines()) <= 255
    again = [b for b in read_boards(text.splitlines(), "pbn") if not isinstance(b, RecordWarning)]  # as the file had
    assert all(isinstance(b, bf.Board) for b in again), [str(b) for b in again if not isinstance(b, bf.Board)][:1]
    assert [_facts(b) for b in again] == [_facts(b) for b in boards]  # type: ignore[arg-type]
    ep_pbn = pytest.importorskip("endplay.parsers.pbn")
    theirs = ep_pbn.loads(text)
    assert len(theirs) == len(boards)
    for mine, other in zip(boards, theirs):
        contract = mine.contract
        if contract is None or contract.is_passed_out:
            continue
        assert (other.contract.level, "NESW"[int(other.contract.declarer)]) == (contract.level, str(mine.declarer))
        assert "CDHSN"[int(contract.strain or 0)] == "SHDCN"[int(other.contract.denom)]
        if mine.tricks is not None:
            assert other.contract.result + 6 + contract.level == mine.tricks


# ---------------------------------------------------------------- what others write, we read

_HEAD = ['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]',
         '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]']


def _read(*lines: str) -> list[object]:
    return list(read_boards([*_HEAD, *lines], "pbn"))


def test_1n_is_1nt_in_a_pbn_auction_as_everywhere():
    (board,) = _read('[Auction "N"]', "1N Pass 3n AP")
    assert isinstance(board, bf.Board) and str(board.contract) == "3NT" and board.declarer == bf.Seat.N
    assert [str(c) for c in board.auction.calls] == ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]


def test_a_table_is_read_by_its_elements_however_its_rows_are_laid_out():
    one_a_line = _read('[Auction "N"]', "1N AP", '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
                       "N", "NT", "8", "S NT 8", "E", "S", "5")
    (board,) = one_a_line
    assert isinstance(board, bf.Board) and str(board.contract) == "1NT"


def test_a_table_that_cannot_be_read_keeps_its_board_with_one_warning():
    items = _read('[Auction "N"]', "1N AP", '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
                  "N NT 8", "S NT")
    assert [type(i).__name__ for i in items] == ["RecordWarning", "Board"]
    assert str(items[0]) == ("game 1 (board 1), line 7: [OptimumResultTable]: 5 elements do not fill rows of 3 "
                             "(the table is kept as it is)")
    assert str(items[1].contract) == "1NT"  # type: ignore[union-attr]


def test_the_command_line_warns_once_and_keeps_the_board(tmp_path):
    from click.testing import CliRunner

    from bridgefp_cli.main import main

    path = tmp_path / "t.pbn"
    path.write_text("\n".join(_HEAD + ['[Auction "N"]', "1N AP", '[ScoreTable "Score;Rank"]', "200 1", "100"]) + "\n")
    result = CliRunner().invoke(main, ["replay", "--format", "json", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stderr.count("Warning:") == 1 and "line 7: [ScoreTable]: 3 elements do not fill rows of 2" in result.stderr
    assert '"contract": "1NT"' in result.stdout


# ---------------------------------------------------------------- LIN through the log


def _tokens(lin: str) -> list[tuple[str, str]]:
    import re

    return re.findall(r"([A-Za-z]{2})\|([^|]*)\|", lin)


@pytest.mark.parametrize("relative", ["endplay/tests__lin__example1.lin", "bridgebots/bridgebots__tests__resources__sample.lin"])
def test_lin_through_the_log_keeps_every_token_with_chat_and_page_breaks_anywhere(relative):
    text = (CORPORA / relative).read_text(encoding="utf-8")
    # a vugraph's commentary: chat then a page break, after a trick's page break and between calls
    text = text.replace("pg||pc|", "pg||nt|what a lead|pg||pc|", 1).replace("|mb|", "|nt|thinking|pg||mb|", 2)
    boards = [b for b in read_boards(text.splitlines(), "lin") if isinstance(b, bf.Board)]
    assert boards
    events = bf.read_log(bf.write_log(e for b in boards for e in b.events))
    again = "".join(write_boards(bf.replay(events), "lin"))
    assert _tokens(again) == _tokens(text)


# ---------------------------------------------------------------- the reading API


def test_read_records_gives_results_a_loop_tells_apart():
    from bridgefp.formats import Record, read_records

    text = (CORPORA / "pbn-verifier/spec__resource__reference_impl_tests__errors_20.pbn").read_text("latin-1")
    got = list(read_records(text, "pbn"))
    records = [r for r in got if isinstance(r, Record)]
    assert records and all(isinstance(r.board, bf.Board) for r in records)
    assert any(isinstance(r, bf.BridgeError) for r in got) and not any(isinstance(r, bf.Board) for r in got)
    warned = [r for r in records if r.warnings]
    assert warned and all(str(w).startswith("game ") for r in warned for w in r.warnings)
    assert len(got) == len([i for i in read_boards(text.splitlines(), "pbn") if not isinstance(i, RecordWarning)])


@pytest.mark.parametrize("name, fmt, says", [("games.pbn", "pbn", "PBN"), ("/tmp/match.lin", "lin", "LIN"),
                                             ("boards.jsonl", "jsonl", "event log")])
def test_a_file_name_given_for_the_text_is_refused_clearly(name, fmt, says):
    with pytest.raises(bf.BridgeError, match=rf"^'{name}' is not {says} text: pass the lines of the record"):
        list(read_boards(name, fmt))


def test_a_whole_text_is_read_as_its_lines():
    text = (CORPORA / "endplay/examples__pbn_files__sample.pbn").read_text("latin-1")
    assert [str(b) for b in read_boards(text, "pbn")] == [str(b) for b in read_boards(text.splitlines(), "pbn")]
