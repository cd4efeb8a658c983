"""Fixtures for the whole suite."""

from __future__ import annotations

import signal
from typing import Iterator

import pytest


@pytest.fixture(autouse=True)
def _restore_sigpipe() -> Iterator[None]:
    """The CLI's group callback resets SIGPIPE for the whole process; give pytest its own back."""
    before = signal.getsignal(signal.SIGPIPE) if hasattr(signal, "SIGPIPE") else None
    yield
    if before is not None:
        signal.signal(signal.SIGPIPE, before)
