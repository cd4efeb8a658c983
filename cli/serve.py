"""``bridgefp serve --view FILE``: the record viewer in the browser (SPEC §17)."""

from __future__ import annotations

import click

from .common import Number


@click.command()
@click.option("--view", "view", metavar="FILE", required=True,
              help="Step through the boards of FILE (an event log, PBN or LIN), call by call and card by card.")
@click.option("--host", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", type=Number(low=0), default=8421, show_default=True, help="The port; 0 picks a free one.")
@click.option("--open", "open_browser", is_flag=True, help="Open the page in the default browser.")
def serve(view: str, host: str, port: int, open_browser: bool) -> None:
    """Serve a page in the browser: the record viewer of FILE.

    The first line on stdout is the page's address. Needs the web extra: pip install 'bridgefp[web]'."""
    from .viewer import run_viewer

    if host != "127.0.0.1":
        click.echo(f"Warning: listening on {host}: anyone who can reach it can read the boards.", err=True)
    run_viewer(view, host, port, open_browser)
