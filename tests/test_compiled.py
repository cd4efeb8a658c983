"""An installed build's compiled modules do exactly what the Python sources do.

A regular install (``pip install .``) compiles the SAYC bidder's busiest modules, the play and the
PBN reader with mypyc (setup.py); the rest of the suite imports the sources of this checkout. Here
the installed bridgefp bids 2,000 boards in a process of its own, and the checkout's sources bid
the same boards: every call and its explanation must agree; and the test modules of what is
compiled run again against the installed build (``python -P``: the checkout is not put first on
the path). Where this installation runs the sources themselves (an editable install, or no C
compiler at build time) there is nothing compiled to compare, and the tests say so.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parents[1]
_BID = "from bridgefp_cli.main import main; main()"


def _installed(tmp_path: Path, code: str, stdin: str = "", sources: bool = False) -> str:
    """Run ``code`` in a new interpreter of this installation, away from the checkout (its sources
    first on the path when ``sources``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if sources:
        env["PYTHONPATH"] = str(CHECKOUT)
    done = subprocess.run([sys.executable, "-c", code], input=stdin, env=env,
                          cwd=tmp_path, capture_output=True, text=True, check=True)
    return done.stdout


def _compiled(tmp_path: Path) -> list[str]:
    """The installed SAYC modules that are extension modules (compiled), not sources."""
    code = ("import importlib\n"
            "for name in ('', '.context', '.partner', '.later', '.competition', '.openings', '.suits', '.notrump'):\n"
            "    module = importlib.import_module('bridgefp.systems.sayc' + name)\n"
            "    print(module.__name__, module.__file__)\n")
    lines = _installed(tmp_path, code).splitlines()
    return [name for name, path in (line.split(" ", 1) for line in lines) if not path.endswith(".py")]


def test_the_compiled_bidder_calls_as_the_sources_do(tmp_path: Path) -> None:
    compiled = _compiled(tmp_path)
    if not compiled:
        pytest.skip("this installation runs the Python sources: nothing compiled to compare")
    deals = _installed(tmp_path, _BID.replace("main()", "main(['deal', '--seed', '77', '--count', '2000'])"))
    bid = _BID.replace("main()", "main(['bid', '--system', 'sayc', '-'])")
    by_compiled = _installed(tmp_path, bid, deals)
    by_sources = _installed(tmp_path, bid, deals, sources=True)
    assert by_compiled.count('"event": "call"') > 15_000  # every board bid to its end
    assert by_compiled == by_sources


# The test modules of what a regular install compiles (setup.py): the SAYC bidder, the play and the PBN reader.
_SUITES = ("test_sayc*.py", "test_bid_paths.py", "test_formats*.py", "test_cli_formats.py", "test_pbn_*.py",
           "test_hostile_library.py", "test_play.py", "test_fold.py", "test_cardplay.py")


def test_the_compiled_modules_pass_their_tests_on_the_installed_build(tmp_path: Path) -> None:
    if not _compiled(tmp_path):
        pytest.skip("this installation runs the Python sources: the rest of the suite asks them")
    modules = sorted({str(p.relative_to(CHECKOUT)) for pattern in _SUITES for p in (CHECKOUT / "tests").glob(pattern)})
    probe = tmp_path / "probe.py"  # run by the same pytest: which modules the tests were asked of
    probe.write_text("import bridgefp.systems.sayc.later as s, bridgefp.formats.pbn_read as r\n\n"
                     "def test_probe():\n    print('MODULES', s.__file__, r.__file__)\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, "-P", "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider", "-o", "addopts=", *modules,
         str(probe)], cwd=CHECKOUT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    used = next(line.split("MODULES ", 1)[1] for line in done.stdout.splitlines() if "MODULES " in line).split()
    sources = str(CHECKOUT / "bridgefp")  # (the installation itself may live in the checkout, as .venv)
    assert len(used) == 2 and not any(path.endswith(".py") or path.startswith(sources) for path in used), used


def test_the_sources_are_what_this_test_compares_against(tmp_path: Path) -> None:
    """With the checkout first on the path, the bidder is its Python sources: the comparison above is
    between two different builds, not one with itself."""
    code = "import bridgefp.systems.sayc.later as m; print(m.__file__)"
    assert _installed(tmp_path, code, sources=True).strip() == str(CHECKOUT / "bridgefp" / "systems" / "sayc" / "later.py")
