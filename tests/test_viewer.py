"""The record viewer (``serve --view``) and the printed hand record, in a real browser (SPEC §17).

The browser is the system's Chromium (``/usr/bin/chromium``, from the distribution's
packages), driven by Playwright; no browser is downloaded. Oracles: the boards' own data
(``viewer_data``), the double-dummy analysis, and the PDF Chromium prints.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp import dd
from shared import CORPORA

pytest.importorskip("starlette", reason="the viewer needs the web extra: pip install '.[web]'")
pytest.importorskip("uvicorn", reason="the viewer needs the web extra: pip install '.[web]'")
sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright: pip install '.[test]'")

from bridgefp_cli.main import main  # noqa: E402
from bridgefp_cli.viewer import board_data, viewer_data  # noqa: E402

LIN = CORPORA / "endplay/tests__lin__example1.lin"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
needs_chromium = pytest.mark.skipif(
    not Path(CHROMIUM).exists(), reason="SKIPPED LOUDLY: no system Chromium; apt-get install chromium"
)


# ---------------------------------------------------------------- the boards' data (no browser)


def test_each_board_is_sent_with_its_calls_cards_and_trick_winners():
    data = viewer_data(str(LIN), with_dd=False)
    boards = list(bf.replay(bf.read_log(CliRunner().invoke(main, ["convert", str(LIN), "-", "--to", "jsonl"]).stdout)))
    assert len(data) == len(boards) >= 3
    for d, b in zip(data, boards):
        assert d["number"] == b.number and d["dealer"] == str(b.dealer)
        assert [c["call"] for c in d["calls"]] == [c.log_text for c in b.auction.calls]
        assert [c["card"] for c in d["cards"]] == [str(c) for t in b.play.done for c in t.cards] + [
            str(c) for c in b.play.current
        ]
        assert [c["won"] for c in d["cards"] if "won" in c] == [str(t.winner) for t in b.play.done]
        assert sorted(sum(d["hands"].values(), [])) == sorted(str(bf.Card(i)) for i in range(52))
        assert d["dd"] is None and all("dd" not in c for c in d["cards"])


@pytest.mark.skipif(not dd.is_available(), reason="SKIPPED LOUDLY: the DDS solver is not installed")
def test_with_the_solver_each_card_carries_its_dd_cost():
    boards = list(bf.replay(bf.read_log(CliRunner().invoke(main, ["convert", str(LIN), "-", "--to", "jsonl"]).stdout)))
    a = bf.analyse_board(boards[0], 1)
    d = board_data(boards[0], 1, a)
    assert {c.index: c.cost for c in a.costly} == {i: c["cost"] for i, c in enumerate(d["cards"], 1) if c["cost"]}
    assert [c["dd"] for c in d["cards"]][:48] == list(a.trace[1:49])
    assert d["dd"]["before"] == a.trace[0] and d["dd"]["table"] == a.table.to_dict()


def test_without_the_web_extra_serve_says_how_to_install_it_in_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # an import of it now fails, as when it is missing
    r = CliRunner().invoke(main, ["serve", "--view", str(LIN)])
    assert r.exit_code == 1
    assert r.stderr.strip() == "Error: the viewer needs the web extra: pip install 'bridgefp[web]'"


def test_a_file_that_cannot_be_read_is_one_line_before_anything_is_served(tmp_path):
    r = CliRunner().invoke(main, ["serve", "--view", str(tmp_path / "missing.lin"), "--port", "0"])
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.startswith("Error: ") and "missing.lin" in r.stderr and len(r.stderr.splitlines()) == 1


# ---------------------------------------------------------------- the server


@pytest.fixture(scope="module")
def server():
    command = [sys.executable, "-c", "from bridgefp_cli.main import main; main()", "serve", "--view", str(LIN), "--port", "0"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", first), (first, proc.stderr.read() if proc.poll() is not None else "")
        yield first
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_the_address_is_the_first_line_and_a_foreign_host_is_refused(server):
    with urllib.request.urlopen(server) as page:
        assert page.status == 200 and "default-src 'self'" in page.headers["Content-Security-Policy"]
    request = urllib.request.Request(server, headers={"Host": "attacker.example"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request)
    assert refused.value.code == 400


def test_the_page_asks_nothing_of_another_site(server):
    for path in ("", "viewer.js", "viewer.css"):
        with urllib.request.urlopen(server + path) as page:
            text = page.read().decode()
        assert not re.search(r"(src|href)=\"(https?:)?//", text) and "https://" not in text and "http://" not in text


# ---------------------------------------------------------------- in the browser




def _where(page) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    view = page.locator("[data-board][data-step]")
    return view.get_attribute("data-board"), view.get_attribute("data-step")


def _open(browser, url: str, width: int = 1280):  # type: ignore[no-untyped-def]
    page = browser.new_page(viewport={"width": width, "height": 800})
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(url)
    page.wait_for_selector('#viewer[aria-busy="false"]')
    return page, requests


@needs_chromium
def test_right_and_left_step_one_call_or_card_and_the_address_follows(server, browser):
    page, requests = _open(browser, server)
    assert _where(page) == ("1", "0")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert _where(page) == ("1", "3")
    assert page.url.endswith("#board=1&step=3")
    page.keyboard.press("ArrowLeft")
    assert _where(page) == ("1", "2")
    assert page.locator("#auction td:not(.hidden) .call").count() == 2
    page.click("#next")
    assert _where(page) == ("1", "3")
    assert all(r.startswith(server) for r in requests)
    page.close()


@needs_chromium
def test_down_and_up_move_between_boards(server, browser):
    page, _ = _open(browser, server)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert _where(page) == ("2", "0")
    assert page.url.endswith("#board=2&step=0")
    page.keyboard.press("ArrowUp")
    assert _where(page) == ("1", "0")
    page.keyboard.press("ArrowUp")  # there is no board before the first
    assert _where(page) == ("1", "0")
    page.close()


@needs_chromium
def test_an_address_with_a_fragment_opens_the_viewer_there(server, browser):
    data = viewer_data(str(LIN), with_dd=False)
    board = next(d for d in data if d["number"] == 3)
    step = len(board["calls"]) + 6  # the auction and six cards: the second trick in progress
    page, _ = _open(browser, f"{server}#board=3&step={step}")
    assert _where(page) == ("3", str(step))
    shown = page.locator(".hand .line").all_inner_texts()
    ranks = sum(len(re.findall(r"10|[2-9JQKA]", line)) for line in shown)
    assert ranks == 52 - 6
    trick = page.locator("#trick .slot .card").all_inner_texts()
    expected = [c["card"] for c in board["cards"][4:6]]
    assert len(trick) == 2 and {t.replace("10", "T")[-1] for t in trick} == {c[1] for c in expected}
    page.close()


@needs_chromium
@pytest.mark.skipif(not dd.is_available(), reason="SKIPPED LOUDLY: the DDS solver is not installed")
def test_every_costly_card_is_marked_at_the_end_of_a_board(server, browser):
    boards = list(bf.replay(bf.read_log(CliRunner().invoke(main, ["convert", str(LIN), "-", "--to", "jsonl"]).stdout)))
    first = board_data(boards[0], 1, bf.analyse_board(boards[0], 1))
    total = len(first["calls"]) + len(first["cards"])
    page, _ = _open(browser, f"{server}#board={first['number']}&step={total}")
    assert page.locator(".played.cost").count() == sum(1 for c in first["cards"] if c["cost"])
    assert "double dummy" in page.locator("#status").inner_text()
    assert page.locator("#par").inner_text().startswith("Par: ")
    page.close()


@needs_chromium
def test_a_phone_needs_no_sideways_scrolling(server, browser):
    page, _ = _open(browser, f"{server}#board=2&step=20", width=375)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.close()


@needs_chromium
@pytest.mark.skipif(not dd.is_available(), reason="SKIPPED LOUDLY: the DDS solver is not installed")
def test_chromium_prints_the_hand_record_at_least_a_page_per_board(browser, tmp_path):
    r = CliRunner().invoke(main, ["replay", str(LIN), "--format", "html", "--dd"])
    assert r.exit_code == 0, r.stderr
    boards = r.stdout.count('<section class="board"')
    page = browser.new_page(viewport={"width": 375, "height": 800})
    page.set_content(r.stdout)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    pdf = page.pdf(format="A4")
    page.close()
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    assert boards >= 1 and pages >= boards
    assert pages <= 2 * boards  # each board fits its page, or nearly: not one card a page
