"""Regular expressions compiled on their first use.

A module's patterns for what is rare (a card written loosely, a layout other than the usual,
a problem to name) would otherwise be compiled at every start, to be used by few runs.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterator

__all__ = ["LazyPattern"]


class LazyPattern:
    """``re.compile(source, flags)``, compiled the first time one of its methods is called; it has the
    compiled pattern's methods (the usual ones typed, any other attribute passed through)."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source, self._flags = source, flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not)."""
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
        return self._compiled

    def match(self, string: str, *span: int) -> re.Match[str] | None:
        return self.compiled.match(string, *span)

    def fullmatch(self, string: str, *span: int) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, *span)

    def search(self, string: str, *span: int) -> re.Match[str] | None:
        return self.compiled.search(string, *span)

    def finditer(self, string: str, *span: int) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, *span)

    def findall(self, string: str, *span: int) -> list[Any]:
        return self.compiled.findall(string, *span)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled, name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags!r})"
