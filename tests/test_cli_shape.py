"""The shell's shape: no import cycle inside ``cli/``, and no command module imported to answer
``bridgefp --help`` (the limits on a function's size and complexity are the linter's: tests/test_lint.py).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_no_module_of_the_shell_imports_main_and_none_imports_back():
    """main.py is the registry: commands never import it, so there is no cycle to break."""
    imports: dict[str, set[str]] = {}
    for path in (ROOT / "cli").glob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    names.add(module)
                elif module.startswith("bridgefp_cli"):
                    names.add(module.removeprefix("bridgefp_cli").lstrip("."))
        imports[path.stem] = {n.split(".")[0] for n in names if n}
    assert all("main" not in deps for name, deps in imports.items() if name != "main"), imports

    def reaches(start: str, goal: str, seen: frozenset[str] = frozenset()) -> bool:
        return any(d == goal or (d not in seen and reaches(d, goal, seen | {d})) for d in imports.get(start, ()))

    assert not [m for m in imports if reaches(m, m)], imports


def test_help_imports_no_command_and_nothing_heavy():
    code = (
        "import sys; sys.argv = ['bridgefp', '--help']\n"
        "from bridgefp_cli.main import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith(('bridgefp', 'uuid', 'json')))), file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    loaded = set(result.stderr.split())
    assert "Commands:" in result.stdout and "table" in result.stdout
    assert loaded & {"bridgefp", "bridgefp_cli.table", "bridgefp_cli.stages", "bridgefp_cli.tablelog"} == set(), loaded


def test_a_stage_does_not_import_the_table():
    code = (
        "import sys\nfrom click.testing import CliRunner\nfrom bridgefp_cli.main import main\n"
        "r = CliRunner().invoke(main, ['deal', '--seed', '1'])\nassert r.exit_code == 0, r.output\n"
        "print(' '.join(m for m in sys.modules if m.startswith('bridgefp')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    loaded = set(result.stdout.split())
    assert "bridgefp_cli.stages" in loaded and "bridgefp_cli.table" not in loaded, (loaded, result.stderr)
    assert "bridgefp_cli.tablelog" not in loaded


def test_each_registered_command_is_where_the_registry_says_with_its_own_first_line():
    """The line `bridgefp --help` shows (without importing the command) is the command's own first line."""
    from bridgefp_cli.main import COMMANDS, main

    import click

    ctx = click.Context(main)
    for name, (_, short) in COMMANDS.items():
        command = main.get_command(ctx, name)
        assert command is not None and command.name == name and command.help is not None
        assert short == command.help.strip().splitlines()[0], name
