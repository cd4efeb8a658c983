"""`bridgefp serve` in a real browser: headless Chromium (the system's) driven by Playwright.

Whole boards are played by clicking and by typing; what the buttons allow is checked
against the core's legality on the log the server writes; every WebSocket frame a page
receives is checked for cards the seat may not see.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import bridgefp as bf
from bridgefp.board import Board
from bridgefp.table import chooser_of, playable_cards
from bridgefp_cli.webstate import call_name
from webserver import CHROMIUM, CLI, Server, start_server

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs the system's Chromium")

CARD = re.compile(r'"([SHDC][2-9TJQKA])"')




@pytest.fixture
def servers(tmp_path):
    started: list[Server] = []

    def start(*args: str) -> Server:
        server = start_server(list(args), tmp_path)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


def fold_log(path: Path) -> Board:
    text = path.read_text(encoding="utf-8")
    return bf.replay(bf.read_log(text))[-1]


class Page:
    """A seat's page, with every WebSocket frame it received."""

    def __init__(self, browser: Any, url: str, width: int = 1280, height: int = 900) -> None:
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.frames: list[str] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)
        self.page.wait_for_selector("main[data-state=auction], main[data-state=play], main[data-state=done]")

    def _frame(self, payload: Any) -> None:
        self.frames.append(payload if isinstance(payload, str) else payload.decode())

    @property
    def state(self) -> str:
        return self.page.get_attribute("main", "data-state")

    def enabled(self, attr: str) -> list[str]:
        return self.page.eval_on_selector_all(
            f"button[{attr}]:not([disabled])", f"els => els.map(e => e.getAttribute('{attr}'))")

    def wait_turn(self) -> None:
        """Until the person may act (a call or card enabled) or the board is over."""
        self.page.wait_for_selector(
            "button[data-call]:not([disabled]), button[data-card]:not([disabled]), main[data-state=done]")

    def close(self) -> None:
        self.context.close()


def settled(page: Page, log: Path, people: set[bf.Seat]) -> Board:
    """The board in the log once a person is to act (or it is over) and the page shows it."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        board = fold_log(log)
        if board.is_over or chooser_of(board, board.to_act) in people:
            page.page.wait_for_function("n => document.querySelector('main').dataset.events === String(n)",
                                        arg=len(board.events), timeout=10000)
            return board
        time.sleep(0.02)
    raise AssertionError("the robots did not hand over")


def check_buttons_against_the_log(page: Page, log: Path, seat: bf.Seat, people: set[bf.Seat] | None = None) -> Board:
    """The enabled calls and cards are exactly the legal ones of the board in the log."""
    board = settled(page, log, people or {seat})
    calls = sorted(page.enabled("data-call"))
    cards = sorted(page.enabled("data-card"))
    if not board.auction_is_over:
        assert board.to_act == seat
        assert calls == sorted(c.log_text for c in bf.legal_calls(board.auction)) and cards == []
    else:
        assert chooser_of(board, board.to_act) == seat
        assert cards == sorted(str(bf.Card(c)) for c in playable_cards(board, {seat})) and calls == []
    return board


def check_frames_hide_the_hidden_hands(frames: list[str], deal: bf.Deal, seat: bf.Seat) -> int:
    """No frame before the end holds a card of a hand the seat may not see, unless on the table."""
    checked = 0
    for raw in frames:
        message = json.loads(raw)
        if message.get("type") != "state" or message["state"]["state"] == "done":
            continue
        state = message["state"]
        shown = {c for _, c in state["current"]} | {c for _, c in (state["last"] or {}).get("cards", [])}
        dummy = state["dummy"]
        dummy_seen = bool(state["current"] or state["last"])
        for other in bf.Seat:
            if other == seat or (str(other) == dummy and dummy_seen):
                continue
            hidden = {str(c) for c in deal.hand(other)} - shown
            assert not hidden & set(CARD.findall(raw)), f"{other} shown to {seat}: {raw[:200]}"
        assert set(state["hands"]) <= {str(seat), dummy}
        checked += 1
    return checked


def play_by_clicking(page: Page, log: Path, seat: bf.Seat, limit: int = 60) -> None:
    """Pass in the auction, play the first playable card in the play, until the board ends."""
    for _ in range(limit):
        page.wait_turn()
        if page.state == "done":
            return
        check_buttons_against_the_log(page, log, seat)
        before = len(fold_log(log).events)
        calls = page.enabled("data-call")
        if calls:
            page.page.click("button[data-call='P']" if "P" in calls else f"button[data-call='{calls[0]}']")
        else:
            page.page.click(f"button[data-card='{page.enabled('data-card')[0]}']")
        wait_events_past(page, before)
    raise AssertionError("the board did not end")


def wait_events_past(page: Page, before: int) -> None:
    page.page.wait_for_function(
        """n => { const m = document.querySelector('main');
                  return m.dataset.events && Number(m.dataset.events) > n; }""", arg=before, timeout=10000)


def replay_score(log: Path) -> int:
    out = subprocess.run(CLI + ["replay", str(log), "--format", "json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])["score"]["NS"]


# ---------------------------------------------------------------- whole boards


def test_a_whole_board_by_clicking_replays_to_the_pages_score(browser, servers, tmp_path):
    server = servers("--seat", "S", "--seed", "3", "--log", "t.jsonl")
    page = Page(browser, server.urls["S"])
    log = tmp_path / "t.jsonl"
    play_by_clicking(page, log, bf.Seat.S)
    score = page.page.get_attribute("[data-score]", "data-score")
    assert int(score) == replay_score(log) == fold_log(log).score()["NS"]
    board = fold_log(log)
    assert check_frames_hide_the_hidden_hands(page.frames, board.deal, bf.Seat.S) > 5
    # a robot's call explains itself on hover and on keyboard focus
    explained = page.page.locator("#auction [data-auction-call][aria-describedby]")
    assert explained.count() >= 1
    tip = page.page.locator(f"#{explained.first.get_attribute('aria-describedby')}")
    assert not tip.is_visible()
    explained.first.focus()
    first_meaning = next(e.explain for e in board.events if isinstance(e, bf.CallMade) and e.explain)
    assert tip.is_visible() and tip.inner_text() == first_meaning
    page.page.locator("h1").hover()
    page.page.evaluate("() => document.activeElement.blur()")
    assert not tip.is_visible()
    explained.first.hover()
    assert tip.is_visible()
    # at the end every hand and the robots' reasons are shown
    assert page.page.locator(".deal .dealhand").count() == 4
    assert page.errors == []
    page.close()


def test_declarer_plays_dummy_and_pages_of_two_people_update_each_other(browser, servers, tmp_path):
    server = servers("--seat", "N,S", "--seed", "6", "--log", "d.jsonl")
    assert set(server.urls) == {"N", "S"} and server.urls["N"] != server.urls["S"]
    north, south = Page(browser, server.urls["N"]), Page(browser, server.urls["S"])
    log = tmp_path / "d.jsonl"
    people = {bf.Seat.N, bf.Seat.S}
    for _ in range(80):
        board = settled(north, log, people)
        if board.is_over:
            break
        chooser = chooser_of(board, board.to_act)
        page, other = (north, south) if chooser == bf.Seat.N else (south, north)
        check_buttons_against_the_log(page, log, chooser, people)
        before = len(board.events)
        calls = page.enabled("data-call")
        if calls:
            target = "1S" if before == 1 and "1S" in calls else "P"
            page.page.click(f"button[data-call='{target}']")
        else:
            page.page.click(f"button[data-card='{page.enabled('data-card')[0]}']")
        wait_events_past(other, before)  # the other page saw it, with no reload
    assert board.is_over and board.declarer in (bf.Seat.N, bf.Seat.S)  # a person declared and played dummy
    dummy_cards = [e for e in board.events if isinstance(e, bf.CardPlayed) and e.seat == board.dummy]
    assert len(dummy_cards) >= 12
    deal = board.deal
    for seat, page in ((bf.Seat.N, north), (bf.Seat.S, south)):
        page.page.wait_for_selector("main[data-state=done]")
        assert check_frames_hide_the_hidden_hands(page.frames, deal, seat) > 0
        assert int(page.page.get_attribute("[data-score]", "data-score")) == replay_score(log)
        page.close()


def test_keyboard_only_play(browser, servers, tmp_path):
    server = servers("--seat", "S", "--seed", "5", "--log", "k.jsonl")
    page = Page(browser, server.urls["S"])
    log = tmp_path / "k.jsonl"
    # Tab reaches an enabled call button, and Enter presses it
    page.wait_turn()
    for _ in range(80):
        page.page.keyboard.press("Tab")
        if page.page.evaluate("() => document.activeElement.matches('button[data-call]:not([disabled])')"):
            break
    focused = page.page.evaluate("() => document.activeElement.getAttribute('data-call')")
    name = page.page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    before = len(fold_log(log).events)
    page.page.keyboard.press("Enter")
    wait_events_past(page, before)
    assert fold_log(log).events[before] == bf.CallMade(bf.Seat.S, bf.Call.parse(focused))
    assert name == call_name(bf.Call.parse(focused))  # "one club", "pass": what a screen reader says
    for _ in range(60):
        page.wait_turn()
        if page.state == "done":
            break
        board = check_buttons_against_the_log(page, log, bf.Seat.S)
        before = len(board.events)
        if not board.auction_is_over:
            text = "p"
        else:
            card = page.enabled("data-card")[-1]
            text = [card.lower(), card, "♠♥♦♣"["SHDC".index(card[0])] + card[1]][before % 3]
        page.page.keyboard.type(text)
        page.page.keyboard.press("Enter")
        wait_events_past(page, before)
    assert page.state == "done"
    assert int(page.page.get_attribute("[data-score]", "data-score")) == replay_score(log)
    page.close()


# ---------------------------------------------------------------- faults and security


def test_reload_restores_and_kill_and_restart_continue(browser, servers, tmp_path):
    args = ("--seat", "S", "--seed", "3", "--log", "r.jsonl")
    server = servers(*args)
    log = tmp_path / "r.jsonl"
    page = Page(browser, server.urls["S"])
    page.wait_turn()
    page.page.click("button[data-call='P']")
    wait_events_past(page, 1)
    page.wait_turn()
    shown = page.page.inner_text("#auction")
    page.page.reload()
    page.page.wait_for_selector("main[data-state=auction], main[data-state=play]")
    page.wait_turn()
    assert page.page.inner_text("#auction") == shown
    events = len(fold_log(log).events)
    server.stop(signal.SIGKILL)
    again = servers(*args)
    page2 = Page(browser, again.urls["S"])
    page2.wait_turn()
    assert page2.page.inner_text("#auction") == shown
    assert len(fold_log(log).events) == events
    check_buttons_against_the_log(page2, log, bf.Seat.S)
    page2.page.click("button[data-call='P']")
    wait_events_past(page2, events)  # play goes on where the log stopped
    assert len(fold_log(log).events) > events
    page.close()
    page2.close()


def test_a_second_server_on_the_log_is_refused_and_ctrl_c_stops_cleanly(servers, tmp_path):
    first = servers("--seat", "S", "--seed", "3", "--log", "s.jsonl")
    second = subprocess.run(CLI + ["serve", "--seat", "S", "--log", "s.jsonl", "--port", "0"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=20)
    assert second.returncode == 1 and second.stdout == ""
    assert second.stderr.count("\n") == 1 and "in use" in second.stderr and second.stderr.startswith("Error: ")
    assert first.stop(signal.SIGINT) == 0
    assert len(fold_log(tmp_path / "s.jsonl").events) >= 1  # the deal, and whatever the robots did


def test_a_foreign_host_and_a_foreign_origin_are_refused(servers):
    server = servers("--seat", "S", "--seed", "3", "--log", "h.jsonl")
    host, port = server.base.removeprefix("http://").split(":")
    path = server.urls["S"].split(server.base)[1]
    token = path.split("token=")[1]

    def get(headers: dict[str, str], url: str = path, upgrade: bool = False) -> int:
        conn = http.client.HTTPConnection(host, int(port), timeout=5)
        extra = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
                 "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="} if upgrade else {}
        conn.request("GET", url, headers={**extra, **headers})
        status = conn.getresponse().status
        conn.close()
        return status

    assert get({}) == 200
    assert get({"Host": f"evil.example:{port}"}) == 403
    assert get({"Host": f"localhost:{port}"}) == 200
    assert get({"Host": f"127.0.0.1:{int(port) + 1}"}) == 403
    ws = f"/ws/S?token={token}"
    assert get({"Origin": f"http://127.0.0.1:{port}"}, ws, upgrade=True) == 101
    assert get({"Origin": "http://evil.example"}, ws, upgrade=True) != 101
    assert get({}, f"/state/S?token={token[:-1]}") == 403
    assert get({}, "/static/..%2Fserve.py") == 404


def test_a_page_without_its_token_shows_no_card(browser, servers):
    server = servers("--seat", "S", "--seed", "3", "--log", "n.jsonl")
    context = browser.new_context()
    page = context.new_page()
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(str(p))))
    for address in (f"{server.base}/table/S", f"{server.base}/table/S?token=wrong", server.urls["S"].replace("/S?", "/N?")):
        page.goto(address)
        page.wait_for_selector("main[data-state=locked]")
        assert page.locator("[data-card]").count() == 0 and page.locator(".card").count() == 0
    assert not any(CARD.search(f) for f in frames)
    context.close()


def test_two_clicks_at_once_make_one_event(browser, servers, tmp_path):
    server = servers("--seat", "S", "--seed", "3", "--log", "c.jsonl")
    page = Page(browser, server.urls["S"])
    log = tmp_path / "c.jsonl"
    page.wait_turn()
    before = len(fold_log(log).events)
    page.page.evaluate("""() => { const b = document.querySelectorAll('button[data-call]:not([disabled])');
                                  b[b.length - 1].click(); b[0].click(); }""")
    wait_events_past(page, before)
    page.page.wait_for_selector("#message:not(:empty)")
    assert "moved on" in page.page.inner_text("#message")
    board = fold_log(log)
    assert sum(1 for e in board.events[before:] if getattr(e, "seat", None) == bf.Seat.S) == 1
    page.close()


@pytest.mark.parametrize("width, height, clicks", [(375, 667, 60), (1920, 1080, 8)])
def test_no_sideways_scrolling(browser, servers, tmp_path, width, height, clicks):
    server = servers("--seat", "S", "--seed", "3", "--log", "p.jsonl")
    page = Page(browser, server.urls["S"], width, height)
    log = tmp_path / "p.jsonl"
    for _ in range(clicks):
        page.wait_turn()
        assert page.page.evaluate("() => document.documentElement.scrollWidth") <= width
        if page.state == "done":
            break
        before = len(fold_log(log).events)
        calls = page.enabled("data-call")
        target = "button[data-call='P']" if calls else f"button[data-card='{page.enabled('data-card')[0]}']"
        page.page.click(target)
        wait_events_past(page, before)
    page.close()


def test_hint_undo_and_claims_in_the_page(browser, servers, tmp_path):
    server = servers("--seat", "S", "--seed", "3", "--log", "u.jsonl")
    page = Page(browser, server.urls["S"])
    log = tmp_path / "u.jsonl"
    page.wait_turn()
    page.page.click("#hint")
    page.page.wait_for_selector("#message:has-text('Hint: the robot would')")
    page.page.click("button[data-call='P']")
    wait_events_past(page, 1)
    page.wait_turn()
    after_pass = settled(page, log, {bf.Seat.S})
    page.page.click("#undo")
    page.page.wait_for_function("() => document.querySelector('main').dataset.events === '1'")
    assert len(fold_log(log).events) == 1  # the log was cut back to the deal
    page.page.click("button[data-call='P']")
    for _ in range(10):  # pass to the play
        board = settled(page, log, {bf.Seat.S})
        if board.auction_is_over:
            break
        page.page.click("button[data-call='P']")
        wait_events_past(page, len(board.events))
    board = settled(page, log, {bf.Seat.S})
    assert list(board.events[:len(after_pass.events)]) == list(after_pass.events)
    assert board.play is None or not board.is_over
    page.page.fill("#claim-n", "13")
    page.page.click("#claim")
    page.page.wait_for_selector("#message:has-text('the claim does not hold')")
    assert not fold_log(log).is_over
    page.page.fill("#claim-n", "0")
    page.page.click("#claim")
    page.page.wait_for_selector("main[data-state=done]")
    final = fold_log(log)
    assert final.events[-1] == bf.Claimed(bf.Seat.S, 0)
    assert int(page.page.get_attribute("[data-score]", "data-score")) == replay_score(log)
    _next_board_deals_board_two(page, log, final)
    page.close()


def _next_board_deals_board_two(page, log, final):
    """"Next board" deals board 2 into the same log: East deals, North-South vulnerable."""
    page.page.click("#next")
    page.page.wait_for_selector("main[data-state=auction]")
    boards = bf.replay(bf.read_log(log.read_text(encoding="utf-8")))
    assert len(boards) == 2 and boards[0] == final
    second = boards[1]
    assert (second.number, second.dealer, str(second.vulnerable)) == (2, bf.Seat.E, "NS")
    assert second.deal != final.deal
    assert page.page.locator(".hand[data-seat=S] button[data-card]").count() == 13


def test_another_host_is_served_with_a_warning(servers):
    server = servers("--seat", "S", "--seed", "3", "--log", "w.jsonl", "--host", "127.0.0.2")
    assert server.urls["S"].startswith("http://127.0.0.2:")
    conn = http.client.HTTPConnection("127.0.0.2", int(server.base.rsplit(":", 1)[1]), timeout=5)
    conn.request("GET", server.urls["S"].split(server.base)[1])
    assert conn.getresponse().status == 200
    conn.close()
    assert server.stop() == 0
    assert server.stderr == ("Warning: listening on 127.0.0.2: anyone who can reach this address and knows a "
                             "token can play.\n")
