"""Conditions on a deal (SPEC §14 ``--where``): a small, safe expression language.

A condition is read by a tokenizer and a recursive-descent parser into a tree of
immutable nodes (never Python ``eval``); ``str(node)`` prints a form that parses back
to an equal tree. ``Condition`` pairs the tree with a compiled test: a chain of
closures over the hand-evaluation functions of ``evaluation.py``.

Grammar, loosest first (``not`` binds tighter than ``and``, ``and`` than ``or``)::

    condition := or
    or        := and ("or" and)*
    and       := not ("and" not)*
    not       := "not" not | compare
    compare   := sum [("==" | "!=" | "<" | "<=" | ">" | ">=") sum]
    sum       := product (("+" | "-") product)*
    product   := unary ("*" unary)*
    unary     := "-" unary | atom
    atom      := NUMBER | "true" | "false" | CALL | "(" or ")"
    CALL      := hcp(SEAT) | points(SEAT) | balanced(SEAT)
               | length(SEAT, SUIT) | stopper(SEAT, SUIT)

Seats are ``N E S W`` (or ``north``…), suits ``spades hearts diamonds clubs`` (or
``S H D C``, singular, or a suit symbol), all case-insensitive. ``points`` is seed 000's:
HCP plus shortness points. Numbers and truth values are kept apart: ``hcp(N) and 3`` or
``balanced(N) > 2`` is a malformed condition. One comparison per side of ``and``/``or``:
``10 < hcp(N) < 15`` must be written ``hcp(N) > 10 and hcp(N) < 15``.

>>> c = Condition.parse("HCP(n) + hcp(S) >= 25 AND length(N, Hearts) >= 5")
>>> str(c)
'hcp(N) + hcp(S) >= 25 and length(N, hearts) >= 5'
>>> from .deal import Deal
>>> c(Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"))
False
>>> Condition.parse("hcp(N) >= ")
Traceback (most recent call last):
...
bridgefp.errors.ParseError: column 11: expected a number, a function such as hcp(N), or '(', found the end
"""

from __future__ import annotations

import re
import random
from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator, Union

from .cards import SUITS, Hand, Seat, Strain, require_text
from .deal import Deal
from .errors import BridgeError, ParseError
from .evaluation import has_stopper, high_card_points, is_balanced, shortness_points
from ._records import immutable

__all__ = [
    "Condition",
    "Expr",
    "Number",
    "Truth",
    "HandCall",
    "SuitCall",
    "Negate",
    "Arithmetic",
    "Compare",
    "Not",
    "Logic",
    "parse_expression",
    "MAX_TRIES",
    "MAX_DEPTH",
    "deals_where",
]

# A condition no deal meets ends after this many shuffles in a row are refused (SPEC §14):
# about a second and a half; a condition met once in 100,000 deals still passes 1 - 1/e of
# the time.
MAX_TRIES = 100_000
# Deeper trees are refused: printing and testing them would exhaust Python's stack.
MAX_DEPTH = 64


# ---------------------------------------------------------------- the tree

# How tightly each kind of node binds; a child looser than its place needs parentheses.
_OR, _AND, _NOT, _COMPARE, _SUM, _PRODUCT, _UNARY, _ATOM = range(8)
_PRECEDENCE = {"or": _OR, "and": _AND, "+": _SUM, "-": _SUM, "*": _PRODUCT}


@immutable
@dataclass(frozen=True, slots=True)
class Number:
    """A whole number written in the condition."""

    value: int

    def __str__(self) -> str:
        return str(self.value)


@immutable
@dataclass(frozen=True, slots=True)
class Truth:
    """``true`` or ``false``."""

    value: bool

    def __str__(self) -> str:
        return "true" if self.value else "false"


HAND_FUNCTIONS = {"hcp": "number", "points": "number", "balanced": "truth"}
SUIT_FUNCTIONS = {"length": "number", "stopper": "truth"}
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


@immutable
@dataclass(frozen=True, slots=True)
class HandCall:
    """``hcp(N)``, ``points(N)`` or ``balanced(N)``: a fact about one seat's hand."""

    name: str
    seat: Seat

    def __str__(self) -> str:
        return f"{self.name}({self.seat.name})"


@immutable
@dataclass(frozen=True, slots=True)
class SuitCall:
    """``length(N, spades)`` or ``stopper(W, hearts)``: a fact about one suit of one hand."""

    name: str
    seat: Seat
    suit: Strain

    def __str__(self) -> str:
        return f"{self.name}({self.seat.name}, {_SUIT_NAMES[self.suit]})"


@immutable
@dataclass(frozen=True, slots=True)
class _Prefix:
    """An operator before one operand; the subclasses say which."""

    operand: Expr
    _SIGN = ""
    _BINDS = 0

    def __str__(self) -> str:
        return self._SIGN + _wrap(self.operand, self._BINDS)


@immutable
@dataclass(frozen=True, slots=True)
class _Infix:
    """An operator between two operands: ``left op right``."""

    op: str
    left: Expr
    right: Expr

    def __str__(self) -> str:
        p = _PRECEDENCE[self.op]
        return f"{_wrap(self.left, p)} {self.op} {_wrap(self.right, p + 1)}"


@immutable
@dataclass(frozen=True, slots=True)
class Negate(_Prefix):
    """``-x``."""

    _SIGN = "-"
    _BINDS = _UNARY


@immutable
@dataclass(frozen=True, slots=True)
class Arithmetic(_Infix):
    """``a + b``, ``a - b`` or ``a * b``."""


@immutable
@dataclass(frozen=True, slots=True)
class Compare(_Infix):
    """``a == b``, ``a != b``, ``a < b``, ``a <= b``, ``a > b`` or ``a >= b`` of two numbers."""

    def __str__(self) -> str:
        return f"{_wrap(self.left, _SUM)} {self.op} {_wrap(self.right, _SUM)}"


@immutable
@dataclass(frozen=True, slots=True)
class Not(_Prefix):
    """``not c``."""

    _SIGN = "not "
    _BINDS = _NOT


@immutable
@dataclass(frozen=True, slots=True)
class Logic(_Infix):
    """``a and b`` or ``a or b``."""


Expr = Union[Number, Truth, HandCall, SuitCall, Negate, Arithmetic, Compare, Not, Logic]



def _binding(node: Expr) -> int:
    if isinstance(node, (Logic, Arithmetic)):
        return _PRECEDENCE[node.op]
    if isinstance(node, Compare):
        return _COMPARE
    if isinstance(node, Not):
        return _NOT
    if isinstance(node, Negate):
        return _UNARY
    return _ATOM


def _wrap(node: Expr, needed: int) -> str:
    return f"({node})" if _binding(node) < needed else str(node)


def kind_of(node: Expr) -> str:
    """``"number"`` or ``"truth"``: what the node's value is."""
    if isinstance(node, (Number, Negate, Arithmetic)):
        return "number"
    if isinstance(node, HandCall):
        return HAND_FUNCTIONS[node.name]
    if isinstance(node, SuitCall):
        return SUIT_FUNCTIONS[node.name]
    return "truth"


# ---------------------------------------------------------------- tokens

_TOKEN = re.compile(
    r"""\s*(?:
        (?P<number>[0-9]+)
      | (?P<name>[A-Za-z_][A-Za-z_0-9]*|[♠♥♦♣♤♡♢♧])
      | (?P<op>==|!=|<=|>=|<|>|\+|-|\*|\(|\)|,)
    )""",
    re.VERBOSE,
)

_MAX_NUMBER_DIGITS = 9  # a bigger number is a typing slip, not a hand count


@immutable
@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "number", "name", "op" or "end"
    text: str
    column: int  # 1-based


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    position = 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            tokens.append(_Token("end", "", position + 1))
            return tokens
        match = _TOKEN.match(text, position)
        if match is None or match.lastgroup is None:
            raise ParseError(f"column {position + 1}: unexpected {text[position]!r}")
        kind = match.lastgroup
        token = _Token(kind, match.group(kind), match.start(kind) + 1)
        if kind == "number" and len(token.text) > _MAX_NUMBER_DIGITS:
            raise ParseError(f"column {token.column}: the number {token.text} is too big")
        tokens.append(token)
        position = match.end()


def _describe(token: _Token) -> str:
    return "the end" if token.kind == "end" else repr(token.text)


# ---------------------------------------------------------------- the parser

_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")
_KEYWORDS = ("and", "or", "not", "true", "false")


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = _tokens(text)
        self.index = 0
        self.depths: dict[int, int] = {}  # id of a node built here -> its depth
        self.nesting = 0  # parentheses, 'not' and '-' open around the current token

    def enter(self) -> None:
        self.nesting += 1
        if self.nesting > MAX_DEPTH:
            raise ParseError(f"column {self.token.column}: the condition nests more than {MAX_DEPTH} deep")

    def made(self, node: Expr) -> Expr:
        """Note the depth of a new node; too deep a tree is refused (it would exhaust the stack)."""
        children = [getattr(node, name) for name in ("operand", "left", "right") if hasattr(node, name)]
        depth = 1 + max((self.depths.get(id(c), 1) for c in children), default=0)
        if depth > MAX_DEPTH:
            raise ParseError(f"column {self.token.column}: the condition nests more than {MAX_DEPTH} deep")
        self.depths[id(node)] = depth
        return node

    @property
    def token(self) -> _Token:
        return self.tokens[self.index]

    def advance(self) -> _Token:
        token = self.tokens[self.index]
        if token.kind != "end":
            self.index += 1
        return token

    def word(self) -> str:
        """The current token as a lower-case word ('' unless it is a name)."""
        return self.token.text.lower() if self.token.kind == "name" else ""

    def fail(self, expected: str, token: _Token | None = None) -> ParseError:
        token = token or self.token
        return ParseError(f"column {token.column}: expected {expected}, found {_describe(token)}")

    def expect_op(self, op: str) -> None:
        if self.token.kind == "op" and self.token.text == op:
            self.advance()
            return
        raise self.fail(repr(op))

    def need(self, node: Expr, kind: str, token: _Token, what: str) -> Expr:
        if kind_of(node) != kind:
            article = "a number" if kind == "number" else "a condition (true or false)"
            found = "a number" if kind_of(node) == "number" else "a condition"
            raise ParseError(f"column {token.column}: {what} needs {article}, found {found}: {node}")
        return node

    # condition := or, then the end
    def condition(self) -> Expr:
        start = self.token
        node = self.logic_or()
        if self.token.kind != "end":
            raise self.fail("'and', 'or', an operator or the end")
        if kind_of(node) != "truth":
            raise ParseError(f"column {start.column}: the condition must be true or false, found a number: {node}")
        return node

    def logic_or(self) -> Expr:
        start = self.token
        node = self.logic_and()
        while self.word() == "or":
            self.advance()
            right_start = self.token
            right = self.logic_and()
            self.need(node, "truth", start, "'or'")
            self.need(right, "truth", right_start, "'or'")
            node = self.made(Logic("or", node, right))
        return node

    def logic_and(self) -> Expr:
        start = self.token
        node = self.logic_not()
        while self.word() == "and":
            self.advance()
            right_start = self.token
            right = self.logic_not()
            self.need(node, "truth", start, "'and'")
            self.need(right, "truth", right_start, "'and'")
            node = self.made(Logic("and", node, right))
        return node

    def logic_not(self) -> Expr:
        if self.word() == "not":
            self.advance()
            self.enter()
            start = self.token
            node = self.made(Not(self.need(self.logic_not(), "truth", start, "'not'")))
            self.nesting -= 1
            return node
        return self.compare()

    def compare(self) -> Expr:
        start = self.token
        left = self.sum()
        if self.token.kind == "op" and self.token.text in _COMPARISONS:
            op = self.advance().text
            right_start = self.token
            right = self.sum()
            self.need(left, "number", start, repr(op))
            self.need(right, "number", right_start, repr(op))
            if self.token.kind == "op" and self.token.text in _COMPARISONS:
                raise ParseError(
                    f"column {self.token.column}: expected 'and', 'or', ')' or the end, found "
                    f"{_describe(self.token)} (one comparison at a time: join two with 'and')"
                )
            return self.made(Compare(op, left, right))
        return left

    def sum(self) -> Expr:
        start = self.token
        node = self.product()
        while self.token.kind == "op" and self.token.text in "+-":
            op = self.advance().text
            right_start = self.token
            right = self.product()
            self.need(node, "number", start, repr(op))
            self.need(right, "number", right_start, repr(op))
            node = self.made(Arithmetic(op, node, right))
        return node

    def product(self) -> Expr:
        start = self.token
        node = self.unary()
        while self.token.kind == "op" and self.token.text == "*":
            self.advance()
            right_start = self.token
            right = self.unary()
            self.need(node, "number", start, "'*'")
            self.need(right, "number", right_start, "'*'")
            node = self.made(Arithmetic("*", node, right))
        return node

    def unary(self) -> Expr:
        if self.token.kind == "op" and self.token.text == "-":
            self.advance()
            self.enter()
            start = self.token
            node = self.made(Negate(self.need(self.unary(), "number", start, "'-'")))
            self.nesting -= 1
            return node
        return self.atom()

    def atom(self) -> Expr:
        token = self.token
        if token.kind == "number":
            self.advance()
            return Number(int(token.text))
        if token.kind == "op" and token.text == "(":
            self.advance()
            self.enter()
            node = self.logic_or()
            self.expect_op(")")
            self.nesting -= 1
            return node
        word = self.word()
        if word in ("true", "false"):
            self.advance()
            return Truth(word == "true")
        if word in HAND_FUNCTIONS or word in SUIT_FUNCTIONS:
            return self.call(word)
        if token.kind == "name" and word not in _KEYWORDS:
            names = ", ".join(f"{n}()" for n in (*HAND_FUNCTIONS, *SUIT_FUNCTIONS))
            raise ParseError(f"column {token.column}: unknown name {token.text!r} (the functions are {names})")
        raise self.fail("a number, a function such as hcp(N), or '('")

    def call(self, name: str) -> Expr:
        self.advance()
        self.expect_op("(")
        seat = self.seat()
        if name in SUIT_FUNCTIONS:
            self.expect_op(",")
            suit = self.suit()
            self.expect_op(")")
            return SuitCall(name, seat, suit)
        if self.token.kind == "op" and self.token.text == ",":
            raise self.fail(f"')': {name}() takes one seat")
        self.expect_op(")")
        return HandCall(name, seat)

    def seat(self) -> Seat:
        token = self.token
        if token.kind == "name":
            try:
                seat = Seat.parse(token.text)
            except ParseError:
                pass
            else:
                self.advance()
                return seat
        raise self.fail("a seat (N, E, S or W)")

    def suit(self) -> Strain:
        token = self.token
        if token.kind == "name":
            try:
                strain = Strain.parse(token.text)
            except ParseError:
                strain = Strain.NT
            if strain != Strain.NT:
                self.advance()
                return strain
        raise self.fail("a suit (spades, hearts, diamonds or clubs)")


def parse_expression(text: str) -> Expr:
    """The tree of a condition; ParseError naming the column and what was expected."""
    return _Parser(text).condition()


# ---------------------------------------------------------------- evaluation

Hands = tuple[Hand, Hand, Hand, Hand]
_Compiled = Callable[[Hands], int]


def _points(hand: Hand) -> int:
    return high_card_points(hand) + shortness_points(hand)


_HAND_FACTS: dict[str, Callable[[Hand], int]] = {"hcp": high_card_points, "points": _points, "balanced": is_balanced}

_OPERATORS: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}


def _compile(node: Expr) -> _Compiled:
    """A closure that computes the node's value from the four hands (a bool is an int here)."""
    if isinstance(node, (Number, Truth)):
        value = int(node.value)
        return lambda hands: value
    if isinstance(node, HandCall):
        fact, seat = _HAND_FACTS[node.name], int(node.seat)
        return lambda hands: fact(hands[seat])
    if isinstance(node, SuitCall):
        seat, suit = int(node.seat), node.suit
        if node.name == "length":
            return lambda hands: hands[seat].length(suit)
        return lambda hands: has_stopper(hands[seat], suit)
    if isinstance(node, Negate):
        operand = _compile(node.operand)
        return lambda hands: -operand(hands)
    if isinstance(node, Not):
        inner = _compile(node.operand)
        return lambda hands: not inner(hands)
    left, right = _compile(node.left), _compile(node.right)
    if isinstance(node, Logic):
        if node.op == "and":
            return lambda hands: left(hands) and right(hands)
        return lambda hands: left(hands) or right(hands)
    operator = _OPERATORS[node.op]
    return lambda hands: operator(left(hands), right(hands))


@immutable
@dataclass(frozen=True, slots=True)
class Condition:
    """A parsed condition on a deal; call it with a Deal to test it."""

    expr: Expr
    test: _Compiled = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "test", _compile(self.expr))

    @classmethod
    def parse(cls, text: str) -> Condition:
        """Read a condition; ParseError naming the column and what was expected."""
        return cls(parse_expression(require_text(text, "a condition")))

    def __call__(self, deal: Deal) -> bool:
        return bool(self.test(deal.hands()))

    def __str__(self) -> str:
        return str(self.expr)

    def __repr__(self) -> str:
        return f"Condition.parse({str(self)!r})"

    def __reduce__(self) -> tuple[Callable[[str], Condition], tuple[str]]:
        # The compiled closures do not pickle: a copy is parsed again from the text.
        return Condition.parse, (str(self),)


# ---------------------------------------------------------------- dealing under a condition


def deals_where(
    rng: random.Random, dealers: Iterable[Seat], condition: Condition | None = None, max_tries: int | None = None
) -> Iterator[Deal]:
    """One deal per dealer, each the next shuffle from ``rng`` (SPEC §1) that meets ``condition``.

    A shuffle is dealt by the board's dealer before it is tested, and a refused shuffle is
    dropped, so the deals kept are the stream of ``bridgefp deal --seed S`` filtered. After
    ``max_tries`` (default ``MAX_TRIES``) shuffles in a row are refused, BridgeError says so:
    no endless loop.

    >>> import random
    >>> kept = list(deals_where(random.Random(1), [Seat.S] * 3, Condition.parse("hcp(N) >= 15")))
    >>> [high_card_points(d.hand("N")) >= 15 for d in kept]
    [True, True, True]
    """
    limit = MAX_TRIES if max_tries is None else max_tries
    shuffled = 0
    for kept, dealer in enumerate(dealers):
        deal = Deal.random(rng, dealer)
        if condition is None:
            yield deal
            continue
        test = condition.test
        tries = 1
        while not test(deal.hands()):
            if tries >= limit:
                raise BridgeError(_giving_up(condition, tries, kept, shuffled + tries))
            deal = Deal.random(rng, dealer)
            tries += 1
        shuffled += tries
        yield deal


def _giving_up(condition: Condition, tries: int, kept: int, shuffled: int) -> str:
    """Why dealing stops: the refusals in a row, and the acceptance rate measured so far."""
    if kept == 0:
        rate = f"of {shuffled:,} shuffles dealt, none met it"
    else:
        rate = f"of {shuffled:,} shuffles dealt, {kept:,} met it: {100 * kept / shuffled:.2g}%"
    return f"no deal met the condition {condition} in {tries:,} shuffles in a row ({rate}); giving up"
