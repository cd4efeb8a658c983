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


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Headless Chromium from the system's packages (``apt-get install chromium``), driven by
    Playwright: one browser per test module, launched by its path (browser downloads do not work)."""
    from webserver import CHROMIUM

    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM)
        yield launched
        launched.close()
