"""The core is typed: ``mypy --strict`` passes on ``bridgefp/``, checked in the suite."""

from pathlib import Path

from mypy import api  # in the test extra: pip install '.[test]'

PACKAGE = Path(__file__).resolve().parents[1] / "bridgefp"
CONFIG = str(Path(__file__).resolve().parents[1] / "pyproject.toml")  # the toolz stubs, the optional extras


def test_mypy_strict_passes_on_the_core():
    stdout, stderr, status = api.run(["--strict", "--no-error-summary", "--config-file", CONFIG, str(PACKAGE)])
    assert status == 0, stdout + stderr


def test_the_package_ships_its_type_marker():
    assert (PACKAGE / "py.typed").exists()


SHELL = Path(__file__).resolve().parents[1] / "cli"


def test_mypy_strict_passes_on_the_shell():
    """The click shell too: it had 9 errors when only the core was checked."""
    stdout, stderr, status = api.run(["--strict", "--no-error-summary", "--config-file", CONFIG, str(SHELL)])
    assert status == 0, stdout + stderr
