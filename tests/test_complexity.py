"""House limits on every function of the core, ``bridgefp/``: at most 40 lines, cyclomatic complexity at most 10.

The complexity is McCabe's, counted on the syntax tree as radon counts it: one, plus one per
``if``/``elif``, loop, ``except``, conditional expression, ``assert``, comprehension clause,
``match`` case, and each extra operand of ``and``/``or`` (the same figures as ``radon cc``).

``cli/`` is held to the same limits, with this module's counter, by tests/test_cli_shape.py.
Every file of the core, new ones included, is held to the limits: none is left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[1] / "bridgefp"
MAX_LINES = 40
MAX_COMPLEXITY = 10


def complexity(fn: ast.AST) -> int:
    """McCabe complexity of one function, not counting the functions nested in it."""
    count = 1
    todo = list(ast.iter_child_nodes(fn))
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, (ast.If, ast.For, ast.AsyncFor, ast.While, ast.IfExp, ast.ExceptHandler, ast.Assert)):
            count += 1
        elif isinstance(node, ast.comprehension):
            count += 1 + len(node.ifs)
        elif isinstance(node, ast.BoolOp):
            count += len(node.values) - 1
        elif isinstance(node, ast.match_case):
            count += 1
        todo.extend(ast.iter_child_nodes(node))
    return count


def functions(path: Path) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (f"{path.relative_to(CORE.parent)}:{node.lineno} {node.name}", node)
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    ]


ALL = [item for path in sorted(CORE.rglob("*.py")) for item in functions(path)]


def test_the_counter_counts_what_it_says():
    (fn,) = [n for n in ast.walk(ast.parse(
        "def f(x):\n"
        "    if x and y or z:\n"          # 1 if + 2 extra operands
        "        return [a for a in x if a]\n"  # 1 comprehension + 1 filter
        "    for i in x:\n"              # 1
        "        try:\n            pass\n        except E:\n            pass\n"  # 1
        "    return 1 if x else 2\n"     # 1
    )) if isinstance(n, ast.FunctionDef)]
    assert complexity(fn) == 1 + 3 + 2 + 1 + 1 + 1
    assert len(ALL) > 100  # the walk finds the core's functions


@pytest.mark.parametrize("name, fn", ALL, ids=[name for name, _ in ALL])
def test_no_core_function_is_over_40_lines_or_complexity_10(name, fn):
    lines = (fn.end_lineno or fn.lineno) - fn.lineno + 1
    assert lines <= MAX_LINES, f"{name}: {lines} lines (at most {MAX_LINES})"
    assert complexity(fn) <= MAX_COMPLEXITY, f"{name}: complexity {complexity(fn)} (at most {MAX_COMPLEXITY})"
