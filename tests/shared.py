"""Where the project's shared folder is: beside the checkout (``../shared``, as CI has it).

A worktree deeper down (``wt/<name>/``) finds the nearest ancestor that holds ``shared/``;
``BRIDGEFP_SHARED`` names another place. The real files are never copied into the repo:
tests read them where they stand, unmodified, and fail (not skip) when they are missing.
"""

from __future__ import annotations

import os
from pathlib import Path


def _find() -> Path | None:
    if "BRIDGEFP_SHARED" in os.environ:
        return Path(os.environ["BRIDGEFP_SHARED"])
    for parent in Path(__file__).resolve().parents:
        if (parent / "shared" / "corpora").is_dir():
            return parent / "shared"
    return None


SHARED = _find()


def shared_path(relative: str) -> Path:
    """``shared/relative``; an AssertionError naming what is missing if it is not there."""
    assert SHARED is not None, "the project's shared/ folder is not beside the checkout (../shared)"
    path = SHARED / relative
    assert path.exists(), f"{path} is missing from the shared folder"
    return path


CORPORA = shared_path("corpora")
