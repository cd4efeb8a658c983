"""The house limits on a function's size and complexity live in the linter's configuration
(``[tool.ruff.lint]`` in pyproject.toml: McCabe complexity at most 10, at most 40 statements
and 12 branches); the suite runs the linter on the core and the shell, so CI does."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ruff(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert exe is not None, "ruff is in the test extra: pip install '.[test]'"
    return subprocess.run([exe, "check", "--no-cache", *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def test_the_core_and_the_shell_keep_the_house_limits():
    result = _ruff("bridgefp", "cli")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_linter_enforces_the_limits(tmp_path):
    """A function of complexity 11 is refused under the project's configuration."""
    branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(10))
    (tmp_path / "too_complex.py").write_text(f"def f(x):\n{branches}    return -1\n")
    result = _ruff("--config", str(ROOT / "pyproject.toml"), str(tmp_path / "too_complex.py"))
    assert result.returncode == 1 and "C901" in result.stdout, result.stdout + result.stderr
