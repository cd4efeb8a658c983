"""Hostile values given to the library: only bridgefp's own errors come out.

A Hypothesis fuzzer calls every public constructor and parser with values of any type;
each either returns or raises a BridgeError. Then the cases found by hand: cards and
calls that are not what their int says, and logs that would not read back as written.
"""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyrsistent import freeze

import bridgefp as bf
from bridgefp.auction import Contract
from bridgefp.formats.log import MAX_NESTING

PBN_DEAL = "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"
DEAL = bf.Deal.from_pbn(PBN_DEAL)

# Values of every kind a caller might pass by mistake, and texts near the real ones.
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=30), st.binary(max_size=10),
    st.sampled_from(["SA", "10s", "1NT", "3NTX", "N", "hearts", "None", "All", PBN_DEAL, "hcp(N) >= 12",
                     "N:", "²", "٣", "1 2 3", '{"event": "deal"}', "[1]"]),
)
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.tuples(inner, inner), st.dictionaries(st.text(max_size=5), inner, max_size=3),
    st.frozensets(st.integers(), max_size=3),
), max_leaves=10)

CONSTRUCTORS = {
    "Card": bf.Card,
    "Card.parse": bf.Card.parse,
    "Card.from_number": bf.Card.from_number,
    "Call": bf.Call,
    "Call.parse": bf.Call.parse,
    "Call.bid level": lambda v: bf.Call.bid(v, "H"),
    "Call.bid strain": lambda v: bf.Call.bid(1, v),
    "Seat.parse": bf.Seat.parse,
    "Strain.parse": bf.Strain.parse,
    "Vulnerability.parse": bf.Vulnerability.parse,
    "Vulnerability.of_board": bf.Vulnerability.of_board,
    "Hand.from_pbn": bf.Hand.from_pbn,
    "Hand.from_cards": bf.Hand.from_cards,
    "Deal.from_pbn": bf.Deal.from_pbn,
    "Deal.from_permutation": bf.Deal.from_permutation,
    "Deal.from_permutation dealer": lambda v: bf.Deal.from_permutation(range(1, 53), v),
    "Deal.from_seed": bf.Deal.from_seed,
    "Contract.parse": Contract.parse,
    "Condition.parse": bf.Condition.parse,
    "read_log": bf.read_log,
    "event_from_dict": bf.event_from_dict,
    "event_from_dict deal": lambda v: bf.event_from_dict({"event": "deal", "deal": PBN_DEAL, "extra": v}),
    "write_log call": lambda v: bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, v)]),
    "write_log field": lambda v: bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, (("note", v),))]),
    "write_log key": lambda v: bf.write_log([bf.CardPlayed(bf.Seat.S, bf.Card(0), ((v, 1),))]),
}


@pytest.mark.parametrize("name", sorted(CONSTRUCTORS))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=values)
def test_public_constructors_raise_only_bridge_errors(name, value):
    try:
        result = CONSTRUCTORS[name](value)
    except bf.BridgeError:
        return
    if name.startswith("write_log"):  # what is written reads back as it was (README: key order aside)
        again = bf.write_log(bf.read_log(result))
        assert [json.loads(line) for line in again.splitlines()] == [json.loads(line) for line in result.splitlines()]


# ---------------------------------------------------------------- cards and calls are what they say


@pytest.mark.parametrize("index", [-1, 52, 10**20, True, 1.0, "5", None])
def test_a_card_index_out_of_range_or_not_an_int_is_refused(index):
    with pytest.raises(bf.ParseError, match="not a card index"):
        bf.Card(index)


@pytest.mark.parametrize("index", [-1, 38, True, 2.0, "1H"])
def test_a_call_index_out_of_range_or_not_an_int_is_refused(index):
    with pytest.raises(bf.ParseError, match="not a call index"):
        bf.Call(index)


def test_a_card_is_never_a_call_though_their_ints_agree():
    for i in range(38):
        assert bf.Card(i) != bf.Call(i) and not bf.Card(i) == bf.Call(i)
        assert bf.Call(i) != bf.Card(i)
    assert bf.Card(0) != bf.Seat.N and bf.Call(2) != bf.Strain.H


def test_a_card_still_equals_itself_and_its_index():
    for i in range(52):
        card = bf.Card(i)
        assert card == bf.Card.parse(str(card)) == i and hash(card) == hash(i)
        assert {card: "x"}[i] == "x" and card is not None
    assert bf.Call(35) == bf.PASS == 35 and sorted([bf.Call(3), bf.Call(1)]) == [1, 3]


@pytest.mark.parametrize(
    "call, value",
    [
        (bf.Deal.from_pbn, None), (bf.Deal.from_pbn, 5), (bf.Hand.from_pbn, b"AKQ..."), (bf.Card.parse, ["SA"]),
        (bf.Call.parse, {"1H": 1}), (Contract.parse, None), (bf.Strain.parse, None), (bf.Condition.parse, 3),
    ],
)
def test_a_parser_given_the_wrong_type_says_so(call, value):
    with pytest.raises(bf.ParseError, match="is read from a string"):
        call(value)


def test_read_log_given_bytes_says_it_reads_a_string():
    with pytest.raises(bf.LogError, match="read from a string, not bytes"):
        bf.read_log(b'{"event": "call"}')


# ---------------------------------------------------------------- logs that read back as written


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("depth", [330, 500, 989])
def test_an_extra_field_nested_deep_is_refused_in_one_error(depth):
    deep = "[" * depth + "1" + "]" * depth  # as text: the json module itself cannot write it here
    line = f'{{"event": "deal", "deal": "{PBN_DEAL}", "deep": {deep}}}'
    with pytest.raises(bf.LogError, match=rf"line 1: .*(more than {MAX_NESTING} deep|nested too deeply)"):
        bf.read_log(line)
    call = f'{{"event": "call", "seat": "S", "call": "P", "deep": {deep}}}'
    with pytest.raises(bf.LogError, match=rf"line 1: .*(more than {MAX_NESTING} deep|nested too deeply)"):
        bf.read_log(call)


def test_nesting_up_to_the_bound_reads_and_writes_back():
    line = json.dumps({"event": "call", "seat": "S", "call": "P", "deep": _nested(MAX_NESTING)})
    (event,) = bf.read_log(line)
    assert bf.write_log([event]) == line + "\n"
    with pytest.raises(bf.LogError, match="more than 100 deep"):
        bf.read_log(json.dumps({"event": "call", "seat": "S", "call": "P", "deep": _nested(MAX_NESTING + 1)}))


@pytest.mark.parametrize("depth", [MAX_NESTING + 1, 900])
def test_writing_an_extra_field_nested_too_deep_is_refused(depth):
    with pytest.raises(bf.LogError, match="more than 100 deep"):
        bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, (("deep", _nested(depth)),))])


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf])
def test_write_log_refuses_numbers_json_has_not(number):
    for value in (number, [1, number], {"a": {"b": number}}, freeze({"a": [number]})):
        with pytest.raises(bf.LogError, match="not a JSON number"):
            bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, (("x", value),))])


def test_write_log_refuses_keys_that_are_not_strings():
    with pytest.raises(bf.LogError, match="name must be a string"):
        bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, ((1, "x"),))])
    with pytest.raises(bf.LogError, match="keys are not all strings"):
        bf.write_log([bf.CallMade(bf.Seat.S, bf.PASS, (("x", {1: 2}),))])


@pytest.mark.parametrize(
    "event, key",
    [
        (bf.CallMade(bf.Seat.S, bf.Call.parse("1H")), "call"),
        (bf.CallMade(bf.Seat.S, bf.Call.parse("1H")), "seat"),
        (bf.CardPlayed(bf.Seat.S, bf.Card.parse("SA")), "card"),
        (bf.Claimed(bf.Seat.S, 3), "tricks"),
        (bf.Dealt(DEAL), "dealer"),
        (bf.Dealt(DEAL), "event"),
    ],
)
def test_write_log_refuses_an_extra_field_named_as_the_events_own(event, key):
    with pytest.raises(bf.LogError, match=f'may not be named "{key}"'):
        bf.write_log([event._replace(extra=((key, "7NT"),))])


def test_an_extra_field_that_reads_back_is_written():
    event = bf.CallMade(bf.Seat.S, bf.Call.parse("1H"), (("explain", "x"), ("n", [1, {"a": None, "b": 2.5}])))
    assert bf.read_log(bf.write_log([event])) == [bf.CallMade(bf.Seat.S, bf.Call.parse("1H"), (
        ("explain", "x"), ("n", freeze([1, {"a": None, "b": 2.5}]))))]
