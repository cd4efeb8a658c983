"""``--where`` (SPEC §14): the condition language, checked against an independent oracle.

The oracle deals SPEC §1's reference shuffle by hand (card n: suit (n-1) div 13, rank
(n-1) mod 13 + 2; position p to the seat p steps after the dealer) and counts points,
lengths, shape and stoppers from SPEC §3's words, with none of the library's tables.
"""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgefp as bf
import bridgefp.where as where
from bridgefp.where import (
    Arithmetic,
    Compare,
    Condition,
    HandCall,
    Logic,
    Negate,
    Not,
    Number,
    SuitCall,
    Truth,
    deals_where,
    parse_expression,
)
from bridgefp_cli.main import main
from strategies import reference_shuffles

SEATS = "NESW"
SUITS = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3}


# ---------------------------------------------------------------- the oracle


def oracle_hands(permutation: list[int], dealer: str = "S") -> dict[str, list[tuple[int, int]]]:
    """Each seat's cards as (suit, rank) pairs, dealt one at a time from the dealer's left."""
    first = SEATS.index(dealer)
    hands: dict[str, list[tuple[int, int]]] = {s: [] for s in SEATS}
    for p, n in enumerate(permutation, 1):
        hands[SEATS[(first + p) % 4]].append(((n - 1) // 13, (n - 1) % 13 + 2))
    return hands


def o_length(hand, suit: int) -> int:
    return sum(1 for s, _ in hand if s == suit)


def o_hcp(hand) -> int:
    return sum({14: 4, 13: 3, 12: 2, 11: 1}.get(r, 0) for _, r in hand)


def o_points(hand) -> int:
    return o_hcp(hand) + sum({0: 3, 1: 2, 2: 1}.get(o_length(hand, s), 0) for s in range(4))


def o_balanced(hand) -> bool:
    lengths = [o_length(hand, s) for s in range(4)]
    if all(2 <= n <= 4 for n in lengths):
        return True
    return sorted(lengths) == [2, 3, 3, 5] and (lengths[0] == 5 or lengths[1] == 5)


def o_stopper(hand, suit: int) -> bool:
    ranks = {r for s, r in hand if s == suit}
    n = len(ranks)
    return 14 in ranks or 13 in ranks or (12 in ranks and n >= 3) or (11 in ranks and n >= 4)


# Each condition beside what it means, written against the oracle's hands.
CONDITIONS = [
    ("hcp(N) >= 20 and balanced(N)", lambda h: o_hcp(h["N"]) >= 20 and o_balanced(h["N"])),
    ("hcp(N) + hcp(S) >= 25 and length(N, hearts) >= 5",
     lambda h: o_hcp(h["N"]) + o_hcp(h["S"]) >= 25 and o_length(h["N"], 2) >= 5),
    ("points(E) >= 13", lambda h: o_points(h["E"]) >= 13),
    ("points(W) - hcp(W) == 2", lambda h: o_points(h["W"]) - o_hcp(h["W"]) == 2),
    ("not balanced(S) or hcp(S) < 10", lambda h: not o_balanced(h["S"]) or o_hcp(h["S"]) < 10),
    ("stopper(W, hearts) and not stopper(w, S)", lambda h: o_stopper(h["W"], 2) and not o_stopper(h["W"], 3)),
    ("length(E, clubs) * 2 > length(E, D) + 3", lambda h: o_length(h["E"], 0) * 2 > o_length(h["E"], 1) + 3),
    ("-hcp(N) <= -12", lambda h: -o_hcp(h["N"]) <= -12),
    ("hcp(N) != hcp(S) and (hcp(E) > 10 or length(S, spades) == 0)",
     lambda h: o_hcp(h["N"]) != o_hcp(h["S"]) and (o_hcp(h["E"]) > 10 or o_length(h["S"], 3) == 0)),
    ("NOT (hcp(north) < 12) AND Length(N, Spade) >= 4", lambda h: o_hcp(h["N"]) >= 12 and o_length(h["N"], 3) >= 4),
    ("true", lambda h: True),
    ("false or 1 > 2", lambda h: False),
]


@pytest.mark.parametrize("text, meaning", CONDITIONS, ids=[c for c, _ in CONDITIONS])
def test_a_condition_means_what_it_says_on_seeded_deals(text, meaning):
    condition = Condition.parse(text)
    held = 0
    for dealer in "SN":
        for perm in reference_shuffles(11, 150):
            deal = bf.Deal.from_permutation(perm, dealer)
            expected = meaning(oracle_hands(perm, dealer))
            assert condition(deal) == expected, (text, deal)
            held += expected
    if text not in ("false or 1 > 2",):
        assert held > 0, "the condition never held: the comparison proved little"


def test_deals_where_keeps_the_filtered_stream_of_the_seeded_shuffles():
    text, meaning = CONDITIONS[0]
    kept = list(deals_where(random.Random(5), [bf.Seat.S] * 3, Condition.parse(text)))
    expected = [p for p in reference_shuffles(5, 20000) if meaning(oracle_hands(p))][:3]
    assert kept == [bf.Deal.from_permutation(p, "S") for p in expected]


def test_a_condition_nothing_meets_stops_after_the_tries_with_a_clear_error():
    with pytest.raises(bf.BridgeError, match=r"no deal met the condition hcp\(N\) > 37 in 500 shuffles in a row"):
        list(deals_where(random.Random(1), [bf.Seat.S], Condition.parse("hcp(N) > 37"), max_tries=500))


# ---------------------------------------------------------------- the command line


def run(*args: object):
    return CliRunner().invoke(main, [str(a) for a in args])


def dealt(text: str) -> list[bf.Dealt]:
    return [e for e in bf.read_log(text) if isinstance(e, bf.Dealt)]


def test_deal_where_keeps_only_deals_that_meet_it_and_count_counts_them():
    result = run("deal", "--seed", 9, "--count", 4, "--where", "hcp(N) >= 20 and balanced(N)")
    assert result.exit_code == 0 and result.stderr == ""
    events = dealt(result.stdout)
    assert len(events) == 4
    # The same boards as the unfiltered stream of `deal --seed 9`, filtered by the oracle.
    expected = [p for p in reference_shuffles(9, 30000) if CONDITIONS[0][1](oracle_hands(p))][:4]
    assert [e.deal for e in events] == [bf.Deal.from_permutation(p, "S") for p in expected]
    assert all(e.dealer == bf.Seat.S and e.board is None for e in events)


def test_deal_where_with_board_numbers_deals_each_board_by_its_own_dealer():
    result = run("deal", "--seed", 2, "--count", 3, "--board", 2, "--where", "hcp(E) >= 15")
    assert result.exit_code == 0, result.stderr
    events = dealt(result.stdout)
    assert [(e.board, str(e.dealer), str(e.vulnerable)) for e in events] == [(2, "E", "NS"), (3, "S", "EW"), (4, "W", "All")]
    shuffles = iter(reference_shuffles(2, 200))
    for event in events:
        while True:  # the next shuffle that, dealt by this board's dealer, gives East 15+
            perm = next(shuffles)
            if o_hcp(oracle_hands(perm, str(event.dealer))["E"]) >= 15:
                break
        assert event.deal == bf.Deal.from_permutation(perm, event.dealer)


def test_deal_where_true_is_plain_deal():
    plain = run("deal", "--seed", 3, "--count", 5, "--dealer", "W")
    kept = run("deal", "--seed", 3, "--count", 5, "--dealer", "W", "--where", "true")
    assert plain.exit_code == kept.exit_code == 0
    assert kept.stdout == plain.stdout


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("hcp(N) >= ", "column 11: expected a number, a function such as hcp(N), or '(', found the end"),
        ("hcp(X) > 3", "column 5: expected a seat (N, E, S or W), found 'X'"),
        ("length(N, notrump) > 3", "column 11: expected a suit (spades, hearts, diamonds or clubs)"),
        ("hcp(N) > 3 and", "column 15: expected a number, a function such as hcp(N), or '('"),
        ("hcp(N) and balanced(S)", "column 1: 'and' needs a condition (true or false), found a number: hcp(N)"),
        ("hcp(N) + 3", "column 1: the condition must be true or false, found a number"),
        ("10 < hcp(N) < 15", "column 13: expected 'and', 'or', ')' or the end, found '<'"),
        ("(hcp(N) > 3", "column 12: expected ')', found the end"),
        ("hcp(N) > 3 $", "column 12: unexpected '$'"),
        ("shape(N) == 4", "column 1: unknown name 'shape'"),
        ("hcp(N) = 4", "column 8: unexpected '='"),
    ],
)
def test_a_malformed_condition_is_one_line_naming_the_column_and_what_was_expected(text, fragment):
    with pytest.raises(bf.ParseError) as caught:
        Condition.parse(text)
    assert fragment in str(caught.value)
    for command in (["deal", "--seed", 1], ["simulate", "--boards", 1, "--seed", 1, "--jobs", 1]):
        result = run(*command, "--where", text)
        assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
        errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
        assert len(errors) == 1 and errors[0].startswith(f"Error: --where: {caught.value}"), result.stderr
        assert result.stdout == ""


def test_deal_where_gives_up_on_a_condition_no_deal_meets(monkeypatch):
    monkeypatch.setattr(where, "MAX_TRIES", 2000)
    result = run("deal", "--seed", 1, "--where", "hcp(N) + hcp(S) > 40")
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert result.stderr == (
        "Error: --where: no deal met the condition hcp(N) + hcp(S) > 40 in 2,000 shuffles in a row "
        "(of 2,000 shuffles dealt, none met it); giving up\n"
    )


def test_deal_where_does_not_take_a_permutation():
    result = run("deal", "--permutation", " ".join(map(str, range(1, 53))), "--where", "true")
    assert result.exit_code == 2 and "--where" in result.stderr


# ---------------------------------------------------------------- Hypothesis on the parser

seats = st.sampled_from(list(bf.Seat))
suits = st.sampled_from([bf.Strain.C, bf.Strain.D, bf.Strain.H, bf.Strain.S])


def numbers(depth: int) -> st.SearchStrategy[object]:
    leaves = st.one_of(
        st.integers(0, 10**6).map(Number),
        st.builds(HandCall, st.sampled_from(["hcp", "points"]), seats),
        st.builds(SuitCall, st.just("length"), seats, suits),
    )
    if depth == 0:
        return leaves
    inner = st.deferred(lambda: numbers(depth - 1))
    return st.one_of(
        leaves,
        st.builds(Negate, inner),
        st.builds(Arithmetic, st.sampled_from(["+", "-", "*"]), inner, inner),
    )


def truths(depth: int) -> st.SearchStrategy[object]:
    leaves = st.one_of(
        st.booleans().map(Truth),
        st.builds(HandCall, st.just("balanced"), seats),
        st.builds(SuitCall, st.just("stopper"), seats, suits),
        st.builds(Compare, st.sampled_from(["==", "!=", "<", "<=", ">", ">="]), numbers(2), numbers(2)),
    )
    if depth == 0:
        return leaves
    inner = st.deferred(lambda: truths(depth - 1))
    return st.one_of(leaves, st.builds(Not, inner), st.builds(Logic, st.sampled_from(["and", "or"]), inner, inner))


@settings(max_examples=300, deadline=None)
@given(truths(4))
def test_every_tree_prints_as_text_that_parses_back_to_it(tree):
    assert parse_expression(str(tree)) == tree


def _respell(text: str, data: st.DataObject) -> str:
    """The same condition typed differently: other case, other spacing, extra parentheses."""
    out = []
    for word in text.replace("(", " ( ").replace(")", " ) ").replace(",", " , ").split():
        if data.draw(st.booleans()):
            word = word.upper()
        out.append(word)
    spaces = data.draw(st.sampled_from([" ", "  ", "\t "]))
    return "((" + spaces.join(out) + "))"


@settings(max_examples=200, deadline=None)
@given(truths(3), st.data())
def test_case_spacing_and_parentheses_do_not_change_the_tree(tree, data):
    assert parse_expression(_respell(str(tree), data)) == tree


@settings(max_examples=200, deadline=None)
@given(truths(3), st.data())
def test_a_parsed_condition_agrees_with_the_oracle(tree, data):
    perm = data.draw(st.permutations(range(1, 53)))
    hands = oracle_hands(list(perm))
    assert Condition(tree)(bf.Deal.from_permutation(perm, "S")) == _oracle_value(tree, hands)


def _oracle_value(node, hands):
    if isinstance(node, (Number, Truth)):
        return node.value
    if isinstance(node, HandCall):
        return {"hcp": o_hcp, "points": o_points, "balanced": o_balanced}[node.name](hands[node.seat.name])
    if isinstance(node, SuitCall):
        return {"length": o_length, "stopper": o_stopper}[node.name](hands[node.seat.name], int(node.suit))
    if isinstance(node, Negate):
        return -_oracle_value(node.operand, hands)
    if isinstance(node, Not):
        return not _oracle_value(node.operand, hands)
    a, b = _oracle_value(node.left, hands), _oracle_value(node.right, hands)
    return {
        "and": lambda: a and b, "or": lambda: a or b, "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
        "==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b, "<=": lambda: a <= b,
        ">": lambda: a > b, ">=": lambda: a >= b,
    }[node.op]()


TOKENS = [
    "hcp", "points", "length", "balanced", "stopper", "(", ")", ",", "N", "e", "South", "W", "hearts", "S",
    "and", "or", "not", "true", "false", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "3", "12",
    "999999999999", "=", "!", "$", "nt", "x", "♠", "\u00e9",
]


def _parses_or_one_line(text: str) -> None:
    try:
        tree = parse_expression(text)
    except bf.ParseError as e:
        message = str(e)
        assert message.startswith("column ") and "\n" not in message, message
        return
    assert parse_expression(str(tree)) == tree


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=25).map(" ".join))
def test_junk_made_of_our_tokens_is_a_tree_or_one_error_line(text):
    _parses_or_one_line(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_a_tree_or_one_error_line(text):
    _parses_or_one_line(text)


@pytest.mark.parametrize("text", ["(" * 5000 + "true", "-" * 5000 + "1 > 0", "not " * 5000 + "true", "1+" * 5000 + "1 > 0"])
def test_nesting_too_deep_is_one_error_line_not_a_crash(text):
    with pytest.raises(bf.ParseError, match=f"nests more than {where.MAX_DEPTH} deep"):
        parse_expression(text)


def test_a_condition_survives_pickling_for_other_processes():
    import pickle

    c = Condition.parse("hcp(N) >= 20 and balanced(N)")
    copy = pickle.loads(pickle.dumps(c))
    assert copy == c and str(copy) == str(c)
    deal = bf.Deal.from_permutation(reference_shuffles(1, 1)[0], "S")
    assert copy(deal) == c(deal)


def test_the_printed_form_is_canonical():
    assert str(Condition.parse("(( HCP(n)+hcp( s ) )>=25)AND LENGTH(north,H)>=5")) == (
        "hcp(N) + hcp(S) >= 25 and length(N, hearts) >= 5"
    )
    assert str(Condition.parse("1 - (2 - 3) * (4 + 5) == -(-1) or (true or false) and not not true")) == (
        "1 - (2 - 3) * (4 + 5) == --1 or (true or false) and not not true"
    )
    assert json.dumps(str(Condition.parse("stopper(W,♥)"))) == '"stopper(W, hearts)"'
