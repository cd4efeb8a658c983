"""What we write, others read: every corpus file (../shared/corpora, unmodified) converted to PBN reads
back to the same boards in bridgefp and in endplay, with no line over PBN's 255 characters."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgefp as bf
from bridgefp.formats import detect, read_boards, write_boards
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
    again = list(read_boards(text.splitlines(), "pbn"))
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
