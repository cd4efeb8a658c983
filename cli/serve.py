"""``bridgefp serve``: the web table (SPEC §16), a board played in the browser.

The same board, rules, robots and log as ``bridgefp table``: the log is opened and locked
by ``tablelog`` (a second server on it is refused), resumed where it stops, and written
event by event. Starlette and uvicorn (the ``web`` extra) are imported only here, when the
command runs, so ``bridgefp --help`` stays fast and works without them.
"""

from __future__ import annotations

import secrets
import socket
import sys
import webbrowser
from pathlib import Path
from typing import Any

import click

import bridgefp as bf
from bridgefp.board import Board, start_board
from bridgefp.cards import Seat
from bridgefp.events import Dealt
from bridgefp.robots import CardRobot
from bridgefp.systems import System

from .common import (
    SEAT, Number, card_robot, check_source, cycle_dealer, deal_options, deals_for, robot_option, scoring_option, system_option,
)
from .table import _check_resume, _default_log_path, _dealt, _given_deal
from .tablelog import TableLog, open_log

__all__ = ["serve", "parse_seats", "INSTALL"]

INSTALL = "the web table needs the web extra: pip install 'bridgefp[web]'"
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def parse_seats(text: str) -> tuple[Seat, ...]:
    """The seats people take: ``S``, ``N,S``, ``NS``, ``EW`` or ``all``, in N E S W order."""
    key = text.strip().upper().replace(" ", "")
    if key == "ALL":
        return tuple(Seat)
    parts = key.split(",") if "," in key else ([key] if key in ("N", "E", "S", "W") or len(key) > 2 else list(key))
    seats = {Seat.parse(p) for p in parts if p}
    if not seats:
        raise bf.ParseError("no seat")
    return tuple(sorted(seats))


def _seats_option(ctx: click.Context, param: click.Parameter, value: str) -> tuple[Seat, ...]:
    try:
        return parse_seats(value)
    except bf.ParseError:
        raise click.BadParameter(f"{value!r}: give seats (S, N,S, NS, EW) or all") from None


def _next_deal(seed: int | None) -> Any:
    """The deal for board number ``n``: the n-th of the seeded stream, or a fresh shuffle."""

    def deal(number: int) -> Dealt:
        dealer = cycle_dealer(number)
        if seed is None:
            drawn = next(deals_for(None, None, [dealer]))
        else:
            perm = list(bf.seeded_permutations(seed, number))[-1]
            drawn = bf.Deal.from_permutation(perm, dealer)
        return Dealt(drawn, dealer, bf.Vulnerability.of_board(number), number)

    return deal


def _analyse(board: Board) -> dict[str, Any] | None:
    """The DD table, par and costly cards of a finished board (with the dds extra), for the page."""
    from bridgefp.analysis import analyse_board, analysis_to_dict

    if board.contract is None:
        return None
    a = analyse_board(board, board.number or 1)
    out = analysis_to_dict(a)
    out["costly"] = [{"index": c.index, "seat": str(c.seat), "card": str(c.card), "cost": c.cost} for c in a.costly]
    return out


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as e:
        sock.close()
        raise click.ClickException(f"--host {host} --port {port}: cannot listen there: {e.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def _address(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else (f"[{host}]" if ":" in host else host)
    return f"http://{shown}:{port}"


@click.command()
@click.option("--seat", "seats", default="S", show_default=True, callback=_seats_option, metavar="SEATS",
              help="Where people sit: S, N,S, NS, EW or all. Robots take the others.")
@click.option("--log", "log_path", type=click.Path(path_type=Path),
              help="The event log; an existing log is resumed.  [default: bridgefp-table-<time>.jsonl here]")
@deal_options
@system_option
@scoring_option
@robot_option
@click.option("--dealer", type=SEAT, help="Who deals [default: S, or the board's dealer].")
@click.option("--board", "number", type=Number(low=1), help="Board number: dealer and vulnerability from the cycle.")
@click.option("--hint", "hint_robot", type=click.Choice(["basic", "dd"]), help="The card robot that answers hint.")
@click.option("--host", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", default=8421, show_default=True, type=click.IntRange(0, 65535), help="0: a free port.")
@click.option("--open", "open_browser", is_flag=True, help="Open the (first) seat's page in the default browser.")
@click.option("--view", "view_file", type=click.Path(dir_okay=False), help="Serve the record viewer for FILE instead.")
def serve(
    seats: tuple[Seat, ...], log_path: Path | None, seed: int | None, permutation: str | None, system: str,
    scoring: str, robot: str, dealer: Seat | None, number: int | None, hint_robot: str | None, host: str,
    port: int, open_browser: bool, view_file: str | None,
) -> None:
    """The web table: play a board in the browser (needs the web extra).

    You (and friends) against the robots.
    Prints one address per seat (with its own token); open it in a browser. Every event
    goes to the log as it happens; the same command resumes it.
    """
    if view_file is not None:
        _view(view_file, host, port, open_browser)
        return
    try:
        import uvicorn

        from .webapp import allowed_hosts, create_app
    except ImportError:
        raise click.ClickException(INSTALL) from None
    check_source(permutation, seed)
    robots, hints = card_robot(robot), card_robot(hint_robot or ("basic" if robot == "random" else robot))
    given = _given_deal(permutation, seed, dealer, number)
    path = log_path if log_path is not None else _default_log_path()
    log, board, notices = open_log(path)
    try:
        board = _board_at_start(log, board, given, path, permutation is not None or seed is not None)
        sock = _bind(host, port)
        port = sock.getsockname()[1]
        tokens = {s: secrets.token_urlsafe(18) for s in seats}
        table = _table(board, log, tokens, bf.get_system(system), scoring, robots, hints, seed)
        _announce(tokens, host, port, path, notices, open_browser)
        _run(uvicorn.Config(create_app(table, allowed_hosts(host, port)), log_level="warning", lifespan="off",
                            ws_max_size=1 << 16), sock, path)
    finally:
        log.close()


def _run(config: Any, sock: socket.socket, path: Path) -> None:
    """Serve until Ctrl-C (or SIGTERM); the log keeps every event."""
    import uvicorn

    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn shut down cleanly, then passed Ctrl-C on
        pass
    click.echo(f"Stopped. The log is in {path}; the same command resumes it.")


def _board_at_start(log: TableLog, board: Board | None, given: Dealt | None, path: Path, has_deal: bool) -> Board:
    """The log's last board, or a new one dealt into it; options given again must describe it."""
    if board is None:
        board = start_board(given or _dealt(None, None, None, None))
        log.append(board.events[0])
    elif given is not None:
        _check_resume(path, board, given, has_deal)
    return board


def _table(
    board: Board, log: TableLog, tokens: dict[Seat, str], system: System, scoring: str, robot: CardRobot,
    hint: CardRobot, seed: int | None,
) -> Any:
    """The server's table, asking the solver for claims and the analysis when it is installed."""
    from bridgefp import dd
    from bridgefp.table import dd_solver

    from .webapp import WebTable

    analyse = _analyse if dd.is_available() else None
    return WebTable(board, log, tokens, system, scoring, robot, hint, dd_solver(), _next_deal(seed), analyse)


def _announce(tokens: dict[Seat, str], host: str, port: int, path: Path, notices: list[str], open_browser: bool) -> None:
    """The seats' addresses first on stdout, then where the log is; a warning off loopback."""
    base = _address(host, port)
    urls = [f"{base}/table/{s}?token={t}" for s, t in tokens.items()]
    for (seat, _), url in zip(tokens.items(), urls):
        click.echo(f"{seat.full_name}: {url}")
    click.echo(f"Log: {path}  (Ctrl-C stops; the same command resumes)")
    for notice in notices:
        click.echo(f"Note: {notice}.")
    if host not in _LOOPBACK:
        click.echo(f"Warning: listening on {host}: anyone who can reach this address and knows a token can play.",
                   err=True)
    sys.stdout.flush()
    if open_browser:
        webbrowser.open(urls[0])


def _view(path: str, host: str, port: int, open_browser: bool) -> None:
    try:
        from .viewer import run_viewer  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        raise click.ClickException("the viewer is not available") from None
    run_viewer(path, host, port, open_browser)
