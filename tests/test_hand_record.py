"""``replay --format html``: one self-contained hand record (SPEC §17), from logs, PBN and LIN.

Oracles: the real BBO files of ``../shared/corpora`` (their board count from ``replay --format
json``), the standard library's XML and HTML parsers, and the double-dummy analysis of
``bridgefp.analysis`` for the par lines and the costly cards.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp import dd
from bridgefp.hand_record import board_section, hand_record
from bridgefp_cli.main import main
from shared import CORPORA

LIN = CORPORA / "endplay/tests__lin__example1.lin"
PBN = CORPORA / "bbo-helper/Boards__BBO__cold_6d.pbn"
needs_dds = pytest.mark.skipif(
    not dd.is_available(),
    reason="SKIPPED LOUDLY: the DDS solver is not installed; run pip install '.[test,dds]' to test it",
)


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, list(args), input=input)


def _summaries(path: str) -> list[dict]:
    r = run("replay", path, "--format", "json")
    assert r.exit_code == 0, r.stderr
    return [json.loads(line) for line in r.stdout.splitlines()]


def _sections(page: str) -> list[str]:
    return re.findall(r'<section class="board".*?</section>', page, re.DOTALL)


class _Links(HTMLParser):
    """Every address the page would fetch or link to: src, href, action, poster, srcset; CSS url() and @import."""

    def __init__(self) -> None:
        super().__init__()
        self.addresses: list[str] = []
        self.tags: list[str] = []
        self.css = ""
        self._in_style = False

    def handle_starttag(self, tag, attrs):  # type: ignore[no-untyped-def]
        self.tags.append(tag)
        self._in_style = tag == "style"
        for name, value in attrs:
            if name in ("src", "href", "action", "poster", "srcset", "data", "xlink:href") and value is not None:
                self.addresses.append(value)

    def handle_data(self, data):  # type: ignore[no-untyped-def]
        if self._in_style:
            self.css += data

    def handle_endtag(self, tag):  # type: ignore[no-untyped-def]
        self._in_style = False


def _external(page: str) -> list[str]:
    links = _Links()
    links.feed(page)
    found = [a for a in links.addresses if re.match(r"\s*(https?:|//|ftp:)", a, re.IGNORECASE)]
    found += re.findall(r"url\(|@import", links.css)
    return found


@pytest.mark.parametrize("path", [LIN, PBN], ids=["lin", "pbn"])
def test_a_real_bbo_file_gives_one_well_formed_svg_per_board_and_no_request_to_another_site(path):
    boards = _summaries(str(path))
    r = run("replay", str(path), "--format", "html")
    assert r.exit_code == 0, r.stderr
    page = r.stdout
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    sections = _sections(page)
    assert len(sections) == len(boards) >= 1
    assert page.count("<svg") == len(boards)
    for section, summary in zip(sections, boards):
        svgs = re.findall(r"<svg.*?</svg>", section, re.DOTALL)
        assert len(svgs) == 1
        root = ET.fromstring(svgs[0])
        assert f"Board {summary['board']}" in "".join(root.itertext())
        assert f'data-board="{summary["board"]}"' in section
        if summary["score"] is not None and summary["declarer"] is not None:
            assert f'data-score="{summary["score"]["NS"]}"' in section
    assert _external(page) == []
    assert "http://" not in page and "https://" not in page


def test_the_play_is_shown_trick_by_trick_with_the_lead_and_the_winner():
    (board,) = [b for b in bf.replay(bf.read_log(_log_of(LIN, 1)))]
    section = board_section(board, 1)
    rows = re.findall(r'<tr><td class="n">(\d+)</td>(.*?)</tr>', section)
    assert [int(n) for n, _ in rows] == list(range(1, len(board.play.done) + 1))
    for (_, row), trick in zip(rows, board.play.done):
        assert row.count('class="lead') == 1 and row.count("won") == 1
        assert row.endswith(f"<td>{trick.winner.full_name}</td>")


def _log_of(path, index: int) -> str:
    r = run("convert", str(path), "-", "--to", "jsonl")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if '"event": "deal"' in line]
    end = starts[index] if index < len(starts) else len(lines)
    return "".join(lines[starts[index - 1]:end])


def test_print_gives_each_board_a_page_of_its_own():
    page = run("replay", str(LIN), "--format", "html").stdout
    print_css = page[page.index("@media print"):]
    assert re.search(r"\.board\s*\{[^}]*break-after:\s*page", print_css)


def test_a_log_works_as_well_as_records_and_names_boards_without_numbers_by_place():
    log = run("deal", "--seed", "3", "--count", "2").stdout
    played = run("play", input=run("bid", input=log).stdout).stdout
    r = run("replay", "--format", "html", input=played)
    assert r.exit_code == 0, r.stderr
    sections = _sections(r.stdout)
    assert [re.search(r'data-board="(\d+)"', s).group(1) for s in sections] == ["1", "2"]
    assert r.stdout.count("<h1>Hand record</h1>") == 1


def test_a_board_in_progress_and_a_passed_out_board_have_sections_too():
    deal = bf.Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32")
    open_board = bf.start_board(bf.Dealt(deal, bf.Seat.N, bf.Vulnerability.NONE, 1))
    passed = open_board
    for _ in range(4):
        passed = bf.apply_event(passed, bf.CallMade(passed.to_act, bf.PASS))
    page = hand_record([(1, open_board), (2, passed)])
    sections = _sections(page)
    assert len(sections) == 2
    assert "Auction in progress." in sections[0] and "Passed out." in sections[1]
    assert "<td>?</td>" in sections[0]  # the call to come


def test_explanations_are_numbered_under_the_auction_with_bbo_suit_marks_as_symbols():
    page = run("replay", str(LIN), "--format", "html").stdout
    first = _sections(page)[0]
    notes = re.findall(r"<li>(.*?)</li>", first)
    assert notes and "Major suit opening" in notes[0]
    assert "!H" not in notes[0] and "♥" in notes[0]
    assert len(notes) == first.count("<sup>") - first.count("<sup>\u2212")


def test_text_from_a_record_is_escaped():
    board = next(iter(bf.replay(bf.read_log(
        '{"event": "deal", "board": 1, "dealer": "N", "vulnerable": "None", '
        '"deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"}\n'
        '{"event": "call", "seat": "N", "call": "1C", "explain": "<script>alert(1)</script> & more"}\n'
    ))))
    section = board_section(board, 1)
    assert "<script>" not in section and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in section


@needs_dds
@pytest.mark.parametrize("path", [LIN, PBN], ids=["lin", "pbn"])
def test_with_dd_each_board_has_a_par_line_makeable_contracts_and_its_costly_cards_marked(path):
    r = run("replay", str(path), "--format", "html", "--dd")
    assert r.exit_code == 0, r.stderr
    sections = _sections(r.stdout)
    r_json = run("analyse", str(path), "--format", "json")
    analyses = [json.loads(line) for line in r_json.stdout.splitlines()]
    assert len(sections) == len(analyses) >= 1
    boards = list(bf.replay(bf.read_log(run("convert", str(path), "-", "--to", "jsonl").stdout)))
    for section, a, board in zip(sections, analyses, boards):
        pars = re.findall(r'<p class="par">(.*?)</p>', section)
        assert len(pars) == 1 and pars[0].startswith("Par: ")
        assert (f"NS {a['par']['score']['NS']:+d}" in pars[0]) if a["par"]["contracts"] else "passed out" in pars[0]
        assert "Makeable" in section
        costly = bf.analyse_board(board, a["board"]).costly
        assert len(re.findall(r'<td class="[^"]*\bcost\b', section)) == len(costly)
        if "trace" in a:
            dd_cells = re.findall(r"<td>(\d+)</td></tr>", section)
            assert [int(x) for x in dd_cells] == [a["trace"][min(4 * t, len(a["trace"]) - 1)]
                                                 for t in range(1, len(dd_cells) + 1)]


def test_a_number_shown_twice_gets_two_section_ids():
    path = CORPORA / "endplay/tests__pbn__example1.pbn"  # the open and the closed room of board 1
    page = run("replay", str(path), "--format", "html").stdout
    ids = re.findall(r'<section class="board" id="([^"]+)"', page)
    assert len(ids) == 2 and len(set(ids)) == 2 and ids[0] == "board-1"
