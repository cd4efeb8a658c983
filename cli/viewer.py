"""The record viewer (SPEC §17): a page that steps through the boards of a log, PBN or LIN file.

The server reads the file once, turns every board into data (JSON) and serves one page, one
style sheet and one small ES module, all from this package; the page steps through the
calls and cards by itself. It listens on 127.0.0.1 by default and answers only requests
whose ``Host`` is the address it serves (no DNS rebinding). Needs the ``web`` extra.
"""

from __future__ import annotations

import json
import socket
import sys
from importlib import resources
from typing import Any

import click

import bridgefp as bf

from .common import boards, data_errors, numbered

__all__ = ["run_viewer", "viewer_data", "board_data", "make_app"]

_WEB_MISSING = "the viewer needs the web extra: pip install 'bridgefp[web]'"
_FILES = ("viewer.html", "viewer.css", "viewer.js")
_TYPES = {"html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8"}
# Nothing from another site: scripts, styles, images and connections come from this server only.
_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; base-uri 'none'; form-action 'none'"


def board_data(board: bf.Board, number: int, analysis: bf.BoardAnalysis | None = None) -> dict[str, Any]:
    """What the page needs to show one board at every step: deal, calls, cards (with who won each
    trick, and with the solver each card's DD cost and declarer's side's DD tricks after it)."""
    contract, declarer = board.contract, board.declarer
    result = board.result("duplicate")
    return {
        "number": number,
        "dealer": str(board.dealer),
        "vulnerable": str(board.vulnerable),
        "hands": {str(s): [str(c) for c in board.deal.hand(s)] for s in bf.Seat},
        "recorded": board.stated is None,
        "calls": _calls(board),
        "cards": _cards(board, analysis),
        "contract": None if contract is None else str(contract),
        "declarer": None if declarer is None else str(declarer),
        "claim": _claim(board),
        "result": None if result is None else result.result_text.split(", ", 1)[-1],  # "11 tricks, down 1"
        "score": board.score("duplicate"),
        "dd": None if analysis is None else _dd(analysis),
    }


def _calls(board: bf.Board) -> list[dict[str, Any]]:
    out = []
    for event in board.events:
        if isinstance(event, bf.CallMade):
            extra = dict(event.extra)
            note = extra.get("explain") or extra.get("annotation")
            out.append({
                "seat": str(event.seat), "call": event.call.log_text,
                "note": note if isinstance(note, str) else None, "alert": extra.get("alert") is True,
            })
    return out


def _cards(board: bf.Board, analysis: bf.BoardAnalysis | None) -> list[dict[str, Any]]:
    """Every card played, in order; the last card of a trick names the trick's winner."""
    from bridgefp.analysis import played_cards

    play = board.play
    winners = [t.winner for t in play.done] if play is not None else []
    costs = {c.index: c.cost for c in analysis.costly} if analysis is not None else {}
    trace = analysis.trace if analysis is not None else None
    out = []
    for i, (seat, card) in enumerate(played_cards(board), 1):
        item: dict[str, Any] = {"seat": str(seat), "card": str(card)}
        if i % 4 == 0 and i // 4 <= len(winners):
            item["won"] = str(winners[i // 4 - 1])
        if trace is not None:  # the last trick is forced: DDS's trace stops before it
            item["dd"] = trace[min(i, len(trace) - 1)]
            item["cost"] = costs.get(i, 0)
        out.append(item)
    return out


def _claim(board: bf.Board) -> dict[str, Any] | None:
    play = board.play
    if play is None or play.claimed_by is None:
        return None
    from bridgefp.views import tricks_line

    return {"seat": str(play.claimed_by), "text": f"{play.claimed_by.full_name} claimed. {tricks_line(board)}"}


def _dd(a: bf.BoardAnalysis) -> dict[str, Any]:
    contracts = [{"contract": c.contract, "declarers": c.declarers, "result": c.result} for c in a.par.contracts]
    return {
        "table": a.table.to_dict(),
        "par": {"score": a.par.score, "contracts": contracts},
        "before": None if a.trace is None else a.trace[0],
    }


def viewer_data(path: str, with_dd: bool) -> list[dict[str, Any]]:
    """Every board of the file at ``path`` as :func:`board_data`; with ``with_dd``, analysed by the solver."""
    shown = list(numbered(boards(path)))
    analyses: list[bf.BoardAnalysis | None] = [None] * len(shown)
    if with_dd and shown:
        from bridgefp.analysis import analyse_boards

        with data_errors():
            analyses = list(analyse_boards([b for _, b in shown], numbers=[n for n, _ in shown]))
    return [board_data(b, n, a) for (n, b), a in zip(shown, analyses)]


def _file(name: str) -> bytes:
    return (resources.files("bridgefp_cli") / "viewer_files" / name).read_bytes()


def make_app(data: list[dict[str, Any]], hosts: list[str]) -> Any:
    """The Starlette application: the page, its style and module, and the boards as JSON."""
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.trustedhost import TrustedHostMiddleware
    from starlette.requests import Request
    from starlette.responses import Response
    from starlette.routing import Route

    bodies = {f"/{name}": (_file(name), _TYPES[name.rsplit(".", 1)[1]]) for name in _FILES}
    bodies["/"] = bodies.pop("/viewer.html")
    bodies["/boards.json"] = (json.dumps(data).encode("utf-8"), "application/json")

    async def serve(request: Request) -> Response:
        body, media = bodies[request.url.path]
        return Response(body, media_type=media, headers={"Content-Security-Policy": _POLICY, "Cache-Control": "no-store"})

    return Starlette(
        routes=[Route(path, serve) for path in bodies],
        middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=hosts)],
    )


def _require_web() -> None:
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise click.ClickException(_WEB_MISSING) from None


def _listen(host: str, port: int) -> socket.socket:
    try:
        sock = socket.create_server((host, port))
    except OSError as e:
        raise click.ClickException(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    sock.set_inheritable(True)
    return sock


def _address(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def run_viewer(path: str, host: str, port: int, open_browser: bool) -> None:
    """Serve the viewer of the file at ``path`` until Ctrl-C; the page's address is stdout's first line.

    With the solver installed, every card shows its DD cost. ``port`` 0 picks a free port."""
    _require_web()
    import uvicorn

    from bridgefp.dd import is_available

    app = make_app(viewer_data(path, is_available()), [host, "127.0.0.1", "localhost", "[::1]"])
    sock = _listen(host, port)
    url = _address(host, sock.getsockname()[1])
    click.echo(url)
    sys.stdout.flush()
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(0.5, webbrowser.open, [url]).start()
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    server.run(sockets=[sock])
