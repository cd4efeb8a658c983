"""The web table's server: a Starlette app around one board, its log and its seats.

A shell like ``table``: every decision is the core's (``bridgefp.table``) or the terminal
table's reading of an entry (``read_entry``); this module only keeps the board, writes the
log, runs the robots off the event loop and pushes each seat's view (``webstate``) to its
pages over a WebSocket. One ``asyncio.Lock`` orders every change, so two clicks at once
make one event: each action names the number of events its page saw, and an action on a
board that has moved on is refused.
"""

from __future__ import annotations

import asyncio
import ipaddress
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import click
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

import bridgefp as bf
from bridgefp.board import Board, start_board
from bridgefp.cards import Seat
from bridgefp.cardplay import choose_card
from bridgefp.events import Dealt
from bridgefp.robots import CardRobot
from bridgefp.systems import System
from bridgefp.table import TrickSolver, is_person_to_act, take_back, undo_point

from .table import Command, Refuse, Submit, hint_text, plain, read_entry, robot_event
from .tablelog import TableLog
from .webstate import seat_state

__all__ = ["WebTable", "create_app", "allowed_hosts"]

WEB = Path(__file__).parent / "web"
_THINK_SHOWN_AFTER = 0.15  # seconds a robot thinks before its pages are told


@dataclass
class WebTable:
    """The board at the table, its log, who sits where, and the pages watching."""

    board: Board
    log: TableLog
    tokens: dict[Seat, str]
    system: System
    scoring: str = "duplicate"
    robot: CardRobot = choose_card
    hint: CardRobot = choose_card
    solver: TrickSolver | None = None
    next_deal: Callable[[int], Dealt] | None = None
    analyse: Callable[[Board], dict[str, Any] | None] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    sockets: dict[Seat, set[WebSocket]] = field(default_factory=dict)
    thinking: Seat | None = None
    analysis: dict[str, Any] | None = None
    _robots: asyncio.Task[None] | None = None
    _analysing: asyncio.Task[None] | None = None

    @property
    def people(self) -> frozenset[Seat]:
        return frozenset(self.tokens)

    def seat_of(self, seat_text: str, token: str | None) -> Seat | None:
        """The seat a page sits at, when its token is that seat's; else None."""
        try:
            seat = Seat.parse(seat_text)
        except bf.ParseError:
            return None
        expected = self.tokens.get(seat)
        if expected is None or token is None or not secrets.compare_digest(expected, token):
            return None
        return seat

    def state(self, seat: Seat, message: str = "") -> dict[str, Any]:
        analysis = self.analysis if self.board.is_over else None
        return seat_state(self.board, seat, self.scoring, self.thinking, analysis, message)

    # ------------------------------------------------------------ actions

    async def act(self, seat: Seat, text: str, at: int | None) -> str:
        """Carry out what ``seat``'s page sent; the message for that page ("" when all went well)."""
        async with self.lock:
            message = await self._act(seat, text.strip(), at)
        await self.broadcast()
        self.start_robots()
        return message

    async def _act(self, seat: Seat, text: str, at: int | None) -> str:
        key = " ".join(text.lower().split())
        if key == "next":
            return self._next_board()
        if at is not None and at != len(self.board.events):
            return "the table has moved on since your page last looked: look again"
        if key == "undo":
            return self._undo(seat)
        if self.board.is_over:
            return "the board is over"
        if not is_person_to_act(self.board, {seat}):
            return f"it is not your turn: {self.board.to_act.full_name if self.board.to_act else 'nobody'} is to act"
        if key in ("?", "hint"):
            loop = asyncio.get_running_loop()
            return plain(await loop.run_in_executor(None, hint_text, self.board, self.system, False, self.hint))
        return self._entry(seat, text)

    def _entry(self, seat: Seat, text: str) -> str:
        """A call, a card or a claim typed or clicked by the seat to act."""
        action = read_entry(self.board, frozenset({seat}), text, self.solver)
        if isinstance(action, Submit):
            self._record(action.event, action.board)
            return ""
        if isinstance(action, Refuse):
            return f"Not accepted: {action.reason}."
        assert isinstance(action, Command)
        return "type a call (1h, p, x), a card (sa, ♠A), claim N, undo or hint"

    def _record(self, event: bf.Event, after: Board) -> None:
        """Log the event first (a failed write leaves the board as it was), then take it."""
        try:
            self.log.append(event)
        except click.ClickException as e:
            raise _LogFailed(e.format_message()) from None
        self.board = after

    def _undo(self, seat: Seat) -> str:
        keep = undo_point(self.board, {seat})
        if keep is None:
            return "nothing to undo: you have not called or played yet"
        try:
            self.log.truncate(keep)
        except click.ClickException as e:
            return e.format_message()
        self.board = take_back(self.board, keep)
        self.analysis = None
        return ""

    def _next_board(self) -> str:
        if not self.board.is_over:
            return "the board is not over yet"
        if self.next_deal is None:  # pragma: no cover - the server always gives one
            return "no next board here"
        dealt = self.next_deal((self.board.number or 1) + 1)
        try:
            self.log.begin(dealt)
        except click.ClickException as e:
            return e.format_message()
        self.board = start_board(dealt)
        self.analysis = None
        return ""

    # ------------------------------------------------------------ robots

    def start_robots(self) -> None:
        """Let the robots act (once at a time) until a person is to act or the board is over."""
        if self._robots is None or self._robots.done():
            self._robots = asyncio.get_running_loop().create_task(self._run_robots())

    async def _run_robots(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            board = self.board
            if board.is_over or is_person_to_act(board, self.people):
                break
            future = loop.run_in_executor(None, robot_event, board, self.system, self.robot)
            done, _ = await asyncio.wait({future}, timeout=_THINK_SHOWN_AFTER)
            if not done:
                self.thinking = board.to_act
                await self.broadcast()
            event = await future
            try:
                async with self.lock:
                    self.thinking = None
                    if self.board is board:  # no undo or new board while the robot thought
                        self._record(event, bf.apply_event(board, event))
            except _LogFailed:
                break  # the log is as it was; the next action tries again
            finally:
                await self.broadcast()
        self._start_analysis()

    def _start_analysis(self) -> None:
        if self.board.is_over and self.analysis is None and self.analyse is not None:
            if self._analysing is None or self._analysing.done():
                self._analysing = asyncio.get_running_loop().create_task(self._analyse(self.board))

    async def _analyse(self, board: Board) -> None:
        assert self.analyse is not None
        result = await asyncio.get_running_loop().run_in_executor(None, self.analyse, board)
        if self.board is board:
            self.analysis = result
            await self.broadcast()

    # ------------------------------------------------------------ pages

    async def broadcast(self) -> None:
        """Send every open page its seat's view."""
        for seat, pages in list(self.sockets.items()):
            state = self.state(seat)
            for ws in list(pages):
                try:
                    await ws.send_json({"type": "state", "state": state})
                except Exception:  # a page gone away mid-send
                    pages.discard(ws)


class _LogFailed(Exception):
    """The log could not be written: the event was not taken."""


# ---------------------------------------------------------------- security


def allowed_hosts(host: str, port: int) -> Callable[[str], bool]:
    """Whether a request's ``Host`` header names the address served (DNS rebinding is refused).

    On a loopback address any loopback name serves; on an address of every interface
    (``0.0.0.0``), any IP address literal does, never a name a DNS server could point here."""
    loopback = {"127.0.0.1", "localhost", "::1", "[::1]"}
    names = {host.lower(), f"[{host.lower()}]"}
    if names & loopback:
        names |= loopback
    wildcard = host in ("0.0.0.0", "::", "")

    def allowed(header: str) -> bool:
        name, _, given_port = header.lower().rpartition(":")
        if not name or given_port != str(port):
            return False
        if name in names:
            return True
        return wildcard and _is_ip(name.strip("[]"))

    return allowed


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


class HostCheck:
    """Refuse any request whose Host is not ours, and any WebSocket or POST from another origin."""

    def __init__(self, app: ASGIApp, allowed: Callable[[str], bool]) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        problem = None
        if not self.allowed(host):
            problem = "this server answers only to its own address"
        elif (scope["type"] == "websocket" or scope.get("method") == "POST") and not _same_origin(headers, host):
            problem = "actions come only from the table's own pages"
        if problem is None:
            await self.app(scope, receive, send)
        elif scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
        else:
            await PlainTextResponse(f"Error: {problem}", status_code=403)(scope, receive, send)


def _same_origin(headers: dict[str, str], host: str) -> bool:
    origin = headers.get("origin")
    return origin is None or origin.lower() in (f"http://{host.lower()}", f"https://{host.lower()}")


# ---------------------------------------------------------------- routes

_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; "
                               "form-action 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}
_STATIC = {"table.js": "text/javascript", "table.css": "text/css"}


class _Routes:
    """The page, its script and style, a seat's state, and the WebSocket."""

    def __init__(self, table: WebTable) -> None:
        self.table = table

    async def home(self, request: Request) -> Response:
        return PlainTextResponse("bridgefp serve: open the address printed for your seat (it ends in ?token=...).")

    async def no_icon(self, request: Request) -> Response:
        return Response(status_code=204)

    async def page(self, request: Request) -> Response:
        try:
            Seat.parse(request.path_params["seat"])
        except bf.ParseError:
            return PlainTextResponse("Error: no such seat", status_code=404)
        return HTMLResponse((WEB / "table.html").read_text(encoding="utf-8"), headers=_HEADERS)

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in _STATIC:  # nothing a browser sends names a file
            return PlainTextResponse("Error: not found", status_code=404)
        return FileResponse(WEB / name, media_type=_STATIC[name], headers=_HEADERS)

    async def state(self, request: Request) -> Response:
        seat = self.table.seat_of(request.path_params["seat"], request.query_params.get("token"))
        if seat is None:
            return JSONResponse({"error": "this address needs its seat's token"}, status_code=403)
        return JSONResponse(self.table.state(seat), headers=_HEADERS)

    async def socket(self, ws: WebSocket) -> None:
        table = self.table
        seat = table.seat_of(ws.path_params["seat"], ws.query_params.get("token"))
        await ws.accept()
        if seat is None:  # the page learns why (a policy close), and nothing else
            await ws.close(code=1008)
            return
        table.sockets.setdefault(seat, set()).add(ws)
        try:
            await ws.send_json({"type": "state", "state": table.state(seat)})
            table.start_robots()
            table._start_analysis()
            while True:
                await _answer(table, seat, ws, await ws.receive_json())
        except (WebSocketDisconnect, ValueError, RuntimeError):
            pass
        finally:
            table.sockets.get(seat, set()).discard(ws)


def create_app(table: WebTable, allowed: Callable[[str], bool]) -> ASGIApp:
    """The ASGI app for ``table``, answering only to the hosts ``allowed`` says are ours."""
    r = _Routes(table)
    routes = [
        Route("/", r.home), Route("/favicon.ico", r.no_icon), Route("/table/{seat}", r.page),
        Route("/static/{name}", r.static), Route("/state/{seat}", r.state), WebSocketRoute("/ws/{seat}", r.socket),
    ]
    return HostCheck(Starlette(routes=routes), allowed)


async def _answer(table: WebTable, seat: Seat, ws: WebSocket, message: Any) -> None:
    """One message from a page: ``{"text": "SA", "at": 12}``; the reply goes to that page alone."""
    if not isinstance(message, dict) or not isinstance(message.get("text"), str):
        await ws.send_json({"type": "reply", "message": "Error: send {\"text\": ..., \"at\": N}"})
        return
    at = message.get("at")
    try:
        reply = await table.act(seat, message["text"][:200], at if isinstance(at, int) else None)
    except _LogFailed as e:
        reply = f"Error: {e}"
    await ws.send_json({"type": "reply", "message": reply})
