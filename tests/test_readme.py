"""README's examples are run, so what it shows a library user stays true."""

import doctest
from pathlib import Path

import pytest

from bridgefp import dd

README = Path(__file__).resolve().parents[1] / "README.md"
DD_SECTION = "## Double-dummy analysis"


def _readme(with_dd: bool) -> str:
    """README's text; without the solver, less its double-dummy section (which needs it)."""
    text = README.read_text()
    if with_dd:
        return text
    start = text.index(DD_SECTION)
    end = text.index("\n## ", start + 1)
    return text[:start] + text[end:]


def test_readme_examples_run():
    text = _readme(dd.is_available())
    test = doctest.DocTestParser().get_doctest(text, {}, "README.md", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    failures, tried = runner.summarize(verbose=False)
    assert tried >= 15
    assert failures == 0


@pytest.mark.skipif(
    not dd.is_available(),
    reason="SKIPPED LOUDLY: README's double-dummy examples need the solver; run pip install '.[test,dds]'",
)
def test_readme_double_dummy_examples_ran():
    # test_readme_examples_run ran the whole README, this section included.
    section = _readme(True).split(DD_SECTION, 1)[1].split("\n## ", 1)[0]
    assert section.count(">>> ") >= 5
