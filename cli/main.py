"""The ``bridgefp`` command: a registry of subcommands, each imported only when it runs.

A command lives in its own module and joins with one line in ``COMMANDS``: its name, where
it is (``module:attribute``) and the one line ``bridgefp --help`` shows, so that ``--help``
imports no command at all. Every error is one line on stderr: ``Error: …``, exit 1 for bad
data, a file or a full stdout, exit 2 for a bad command line; a closed pipe ends quietly.
"""

from __future__ import annotations

import os
import sys
from typing import Any, NoReturn, Sequence

import click

COMMANDS: dict[str, tuple[str, str]] = {
    "auction": ("bridgefp_cli.stages:auction", "Seed 000's program: deal, let robots bid, show the result."),
    "board": ("bridgefp_cli.stages:board", "One whole board by robots: deal, auction, play, score."),
    "deal": ("bridgefp_cli.stages:deal", "Stage: write deal events (JSON Lines) to stdout."),
    "bid": ("bridgefp_cli.stages:bid", "Stage: robots finish every open auction of LOG."),
    "play": ("bridgefp_cli.stages:play", "Stage: robots finish every open play of LOG."),
    "replay": ("bridgefp_cli.replay:replay", "Fold LOG, checking every event, and show each board."),
    "analyse": ("bridgefp_cli.analyse:analyse", "Double-dummy analysis: each board's DD table, par, and the cards that cost tricks."),
    "convert": ("bridgefp_cli.convert:convert", "Convert IN to OUT between the event log (jsonl), PBN and LIN."),
    "table": ("bridgefp_cli.table:table", "Play a board at the table: you against the robots."),
    "serve": ("bridgefp_cli.serve:serve", "The web table: play a board in the browser (needs the web extra)."),
    "simulate": ("bridgefp_cli.simulate:simulate", "Robots bid and play many boards; a progress bar, then a summary."),
    "score": ("bridgefp_cli.score:score", "Score an event from its results: matchpoints, cross-IMPs, Butler or teams."),
    "match": ("bridgefp_cli.match:match", "A team match: two systems or robots at two tables, IMPs with a 95% interval."),
}


class Registry(click.Group):
    """A group whose commands are imported on use, with one-line errors for every failure."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        from importlib import import_module

        module, _, attribute = COMMANDS[cmd_name][0].partition(":")
        command = getattr(import_module(module), attribute)
        assert isinstance(command, click.Command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with formatter.section("Commands"):
            formatter.write_dl([(name, COMMANDS[name][1]) for name in sorted(COMMANDS)])

    def main(
        self, args: Sequence[str] | None = None, prog_name: str | None = None,
        complete_var: str | None = None, standalone_mode: bool = True, **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        if sys.stdout is None:  # started with stdout closed (`>&-`)
            _fail("standard output is closed", 1)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
            _flush_stdout()
        except click.UsageError as e:
            _fail(_usage_line(e), 2)
        except click.ClickException as e:
            _fail(e.format_message(), e.exit_code)
        except click.exceptions.Abort:
            _fail("aborted", 1)
        except OSError as e:  # stdout, as click writes help or version
            from .common import output_error

            _fail(output_error(e).format_message(), 1)
        sys.exit(code if isinstance(code, int) else 0)


def _usage_line(e: click.UsageError) -> str:
    """click's usage error in one line, with where to find help."""
    ctx = e.ctx
    where = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
    return f"{e.format_message().rstrip('.')}{where}"


def _flush_stdout() -> None:
    try:
        sys.stdout.flush()
    except OSError as e:
        from .common import output_error

        raise output_error(e) from None


def _fail(message: str, code: int) -> NoReturn:
    """One line on stderr and exit; what stdout still holds is flushed now, or dropped if it cannot be.

    The message is made printable: text it quotes from the input cannot move the cursor,
    restyle the terminal or break the line."""
    from .common import printable

    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except OSError:
        from .common import silence_stdout

        silence_stdout()
    line = f"Error: {printable(message)}\n"
    if sys.stderr is not None:
        try:
            sys.stderr.write(line)
            sys.stderr.flush()
        except OSError:
            pass
    else:  # pragma: no cover - stderr closed too: try its descriptor
        try:
            os.write(2, line.encode())
        except OSError:
            pass
    sys.exit(code)


def _quiet_on_broken_pipe() -> None:
    """``bridgefp … | head`` ends quietly, as Unix tools do."""
    import signal  # here, not at the top: --help needs no signals

    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)


@click.group(cls=Registry, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="bridgefp", prog_name="bridgefp", message="%(prog)s %(version)s")
def main() -> None:
    """Contract Bridge: deal, bid, play, score and replay, as stages that pipe.

    \b
      bridgefp auction --seed 7            seed 000's program: deal, bid, show
      bridgefp deal --seed 1 --count 100 | bridgefp bid | bridgefp replay
    """
    _quiet_on_broken_pipe()


if __name__ == "__main__":  # pragma: no cover
    main()
