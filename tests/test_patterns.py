"""A pattern compiled on first use answers as the same pattern compiled at once."""

from __future__ import annotations

import re

from hypothesis import given, strategies as st

from bridgefp._patterns import LazyPattern
from bridgefp.cards import _CARD_RE
from bridgefp.formats.pbn_syntax import TOKEN
from bridgefp.formats.pbn_values import CALL_TOKEN

_SOURCES = [(r"\{([^}]*)\}?|;[^\n]*|[^\s{;]+", 0), (r"^(PASS|P|X|XX|[1-7](C|D|H|S|NT|N))([!?]+)?$", re.I),
            (r"[+-]?[0-9]+", 0), (r"\s*+(?P<tok>[^\s\[\]{};\"]+)|(?P<bad>.)", re.X)]
_TEXT = st.text(alphabet=st.sampled_from(list("1234567PXSNTCDH{};!?+- \n\"[]ab")), max_size=30)


@given(st.sampled_from(_SOURCES), _TEXT)
def test_lazy_pattern_answers_as_compiled(source: tuple[str, int], text: str) -> None:
    lazy, eager = LazyPattern(*source), re.compile(*source)
    assert repr(lazy.match(text)) == repr(eager.match(text))
    assert repr(lazy.fullmatch(text)) == repr(eager.fullmatch(text))
    assert repr(lazy.search(text, 1)) == repr(eager.search(text, 1))
    assert lazy.findall(text) == eager.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.sub("#", text) == eager.sub("#", text)
    assert lazy.groups == eager.groups and lazy.pattern == eager.pattern


def test_compiled_only_when_used() -> None:
    lazy = LazyPattern(r"a+")
    assert lazy._compiled is None
    assert lazy.sub("b", "caat") == "cbt"
    assert lazy.compiled is lazy.compiled and lazy.compiled.pattern == "a+"


def test_module_patterns_still_read_what_they_read() -> None:
    assert _CARD_RE.match(" s 10 ") is not None and _CARD_RE.match("Z9") is None
    assert CALL_TOKEN.match("1nt") is not None and CALL_TOKEN.match("8C") is None
    assert [m.lastgroup for m in TOKEN.finditer('[Board "1"] 1S ; x')] == ["tag", "tok", "semi"]
