"""The auction fold (SPEC §2): every rule at its boundary, with the messages the fold gives."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgefp as bf

from bridgefp import (
    BIDS,
    CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    BridgeError,
    Call,
    Contract,
    IllegalCallError,
    ParseError,
    Seat,
    Strain,
    apply_call,
    can_double,
    can_redouble,
    is_legal_call,
    legal_calls,
)
from strategies import call_sequences

SEED_002_AUCTION = "1C 1D 1H X 1S 1NT X XX 2D P P X P P XX 2H P 4H P P X P P P"


def fold(dealer: str, calls: str) -> Auction:
    return Auction.from_calls(dealer, calls.split())


def refusal(dealer: str, calls: str, seat: str, call: str) -> str:
    """The message of the IllegalCallError raised when ``seat`` calls ``call`` after ``calls``."""
    auction = fold(dealer, calls)
    with pytest.raises(IllegalCallError) as caught:
        apply_call(auction, Seat.parse(seat), Call.parse(call))
    assert isinstance(caught.value, BridgeError) and isinstance(caught.value, ValueError)
    return str(caught.value)


def accepts(dealer: str, calls: str, seat: str, call: str) -> Auction:
    """The auction after a call the rules allow; checks it is also in legal_calls."""
    auction = fold(dealer, calls)
    assert auction.turn == Seat.parse(seat)
    assert Call.parse(call) in legal_calls(auction)
    after = apply_call(auction, Seat.parse(seat), Call.parse(call))
    assert list(after.calls) == list(auction.calls) + [Call.parse(call)]
    return after


# --- seed 002's example ---------------------------------------------------------------------


def test_seed_002_example_ends_in_4h_doubled_by_west():
    auction = fold("N", SEED_002_AUCTION)
    assert auction.is_complete
    assert not auction.is_passed_out
    assert str(auction.contract) == "4HX"
    assert auction.contract == Contract(4, Strain.H, 1)
    # East made the final bid (4H), but West bid hearts first (2H).
    assert auction.declarer == Seat.W
    assert auction.dummy == Seat.E
    assert legal_calls(auction) == []


def test_seed_002_example_is_open_until_its_last_pass():
    calls = SEED_002_AUCTION.split()
    before_end = fold("N", " ".join(calls[:-1]))
    assert not before_end.is_complete
    assert before_end.contract is None and before_end.declarer is None
    assert before_end.turn == Seat.W


def test_seed_002_example_seats_go_clockwise_from_north():
    auction = fold("N", SEED_002_AUCTION)
    seats = "".join(str(seat) for seat, _ in auction.with_seats())
    assert seats == "NESW" * 6
    assert [str(c) for s, c in auction.with_seats() if s == Seat.W][:3] == ["X", "XX", "X"]


# --- bids must outrank the last bid ----------------------------------------------------------


def test_a_lower_bid_is_not_enough():
    assert refusal("N", "1C 2D", "S", "2C") == "2C is not enough: the last bid is 2D"


def test_an_equal_bid_is_not_enough():
    assert refusal("N", "1C 2D", "S", "2D") == "2D is not enough: the last bid is 2D"


def test_a_lower_level_in_a_higher_strain_is_not_enough():
    assert refusal("N", "2C", "E", "1NT") == "1NT is not enough: the last bid is 2C"


def test_the_next_higher_bid_is_enough():
    accepts("N", "1C 2D", "S", "2H")
    accepts("N", "1NT", "E", "2C")
    accepts("N", "1C", "E", "1D")


def test_a_bid_must_outrank_the_last_bid_even_after_doubles_and_passes():
    assert refusal("N", "1S X XX P P", "E", "1S") == "1S is not enough: the last bid is 1S"
    accepts("N", "1S X XX P P", "E", "1NT")


def test_nothing_outranks_7nt():
    auction = fold("N", "7NT")
    assert [c for c in legal_calls(auction) if c.is_bid] == []
    assert refusal("N", "7NT", "E", "7NT") == "7NT is not enough: the last bid is 7NT"


def test_bids_are_totally_ordered_1c_to_7nt():
    expected = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
    assert [str(b) for b in BIDS] == expected
    assert all(a < b for a, b in zip(BIDS, BIDS[1:]))


# --- double ----------------------------------------------------------------------------------


def test_double_of_partners_bid_is_refused():
    # North 1C, East 1S, South passes, West may not double partner East's 1S.
    assert (
        refusal("N", "1C 1S P", "W", "X") == "West cannot double: the last bid, 1S, was made by West's partner"
    )


def test_double_of_partners_bid_is_refused_after_passes():
    # North passes, East opens 1S, South passes: West may not double it either.
    assert refusal("N", "P 1S P", "W", "X") == "West cannot double: the last bid, 1S, was made by West's partner"


def test_double_of_an_opponents_bid_is_legal_directly_and_after_two_passes():
    after = accepts("N", "1C", "E", "X")
    assert after.risk == 1
    accepts("N", "1C P P", "W", "X")


def test_double_of_own_bid_is_refused_by_the_rule():
    # A player's own bid can never be the last call when that player's turn comes round
    # with the auction still open (three passes would have ended it), so the rule is
    # checked on the predicate that apply_call and legal_calls share.
    auction = fold("W", "1S")
    assert can_double(auction, Seat.W) is False
    assert can_double(auction, Seat.E) is False
    assert can_double(auction, Seat.N) is True
    assert can_double(auction, Seat.S) is True


def test_own_bid_after_three_passes_cannot_be_doubled_because_the_auction_is_over():
    assert refusal("W", "1S P P P", "W", "X") == "West cannot call X: the auction is over"


def test_double_with_no_bid_is_refused():
    assert refusal("N", "", "N", "X") == "North cannot double: no bid has been made"
    assert refusal("N", "P P", "S", "X") == "South cannot double: no bid has been made"
    assert refusal("N", "P P P", "W", "X") == "West cannot double: no bid has been made"


def test_double_of_a_doubled_bid_is_refused():
    assert refusal("N", "1C X", "S", "X") == "South cannot double: 1C is already doubled"
    assert refusal("N", "1C X P", "W", "X") == "West cannot double: 1C is already doubled"


def test_double_of_a_redoubled_bid_is_refused():
    assert refusal("N", "1C X XX", "W", "X") == "West cannot double: 1C is already redoubled"


def test_a_new_bid_can_be_doubled_again():
    accepts("N", "1C X XX 1D", "N", "X")


# --- redouble --------------------------------------------------------------------------------


def test_redouble_without_a_double_is_refused():
    assert refusal("N", "1C", "E", "XX") == "East cannot redouble: 1C has not been doubled"
    assert refusal("N", "", "N", "XX") == "North cannot redouble: no bid has been made"
    assert refusal("N", "1C X 1D", "W", "XX") == "West cannot redouble: 1D has not been doubled"


def test_redouble_of_partners_double_is_refused():
    assert (
        refusal("N", "1C X P", "W", "XX") == "West cannot redouble: the double of 1C was made by West's partner"
    )


def test_redouble_of_an_opponents_double_is_legal_directly_and_after_two_passes():
    assert accepts("N", "1C X", "S", "XX").risk == 2
    assert accepts("N", "1C X P P", "N", "XX").risk == 2


def test_redouble_of_own_double_is_refused_by_the_rule():
    auction = fold("N", "1C X")
    assert can_redouble(auction, Seat.E) is False  # the doubler
    assert can_redouble(auction, Seat.W) is False  # the doubler's partner
    assert can_redouble(auction, Seat.S) is True
    assert can_redouble(auction, Seat.N) is True


def test_a_second_redouble_is_refused():
    assert refusal("N", "1C X XX", "W", "XX") == "West cannot redouble: 1C is already redoubled"


# --- turn and end ----------------------------------------------------------------------------


def test_a_call_out_of_turn_is_refused_even_when_the_call_is_legal():
    assert refusal("N", "1C", "S", "P") == "South cannot call: it is East's turn"
    assert refusal("N", "", "S", "1C") == "South cannot call: it is North's turn"
    assert refusal("E", "", "N", "P") == "North cannot call: it is East's turn"


def test_the_dealer_calls_first_then_clockwise():
    auction = Auction.start("W")
    turns = []
    for _ in range(3):
        turns.append(str(auction.turn))
        auction = apply_call(auction, auction.turn, PASS)
    assert turns == ["W", "N", "E"]


def test_no_call_is_legal_after_the_end():
    assert refusal("N", "1C P P P", "E", "P") == "East cannot call Pass: the auction is over"
    assert refusal("N", "1C P P P", "E", "2C") == "East cannot call 2C: the auction is over"
    assert refusal("N", "P P P P", "N", "1C") == "North cannot call 1C: the auction is over"
    assert legal_calls(fold("N", "1C P P P")) == []


def test_four_passes_at_the_start_pass_the_board_out():
    auction = fold("N", "P P P P")
    assert auction.is_complete and auction.is_passed_out
    assert str(auction.contract) == "Pass"
    assert auction.contract.is_passed_out
    assert auction.declarer is None and auction.dummy is None


def test_three_passes_at_the_start_do_not_end_the_auction():
    auction = fold("N", "P P P")
    assert not auction.is_complete
    assert auction.contract is None
    assert auction.turn == Seat.W
    assert PASS in legal_calls(auction) and Call.parse("1C") in legal_calls(auction)


def test_three_passes_after_an_opening_bid_end_the_auction():
    for calls in ("1C P P P", "P 1C P P P", "P P P 1C P P P"):
        auction = fold("N", calls)
        assert auction.is_complete and not auction.is_passed_out, calls
        assert str(auction.contract) == "1C"


def test_two_passes_after_a_bid_leave_the_auction_open():
    auction = fold("N", "1C P P")
    assert not auction.is_complete and auction.contract is None


def test_three_passes_after_a_double_or_a_redouble_end_the_auction():
    assert str(fold("N", "1C X P P P").contract) == "1CX"
    assert str(fold("N", "1C X XX P P P").contract) == "1CXX"
    assert not fold("N", "1C X P P").is_complete


def test_pass_is_legal_whenever_the_auction_is_open():
    for calls in ("", "P P P", "1C", "1C X", "1C X XX", "7NT X XX"):
        assert PASS in legal_calls(fold("N", calls)), calls


# --- legal_calls ------------------------------------------------------------------------------


def test_legal_calls_at_the_start_are_every_bid_and_pass():
    assert legal_calls(Auction.start("N")) == [*BIDS, PASS]


def test_legal_calls_after_a_bid_add_double_for_the_opponents():
    one_club = fold("N", "1C")
    assert legal_calls(one_club) == [*BIDS[1:], PASS, DOUBLE]
    assert legal_calls(fold("N", "1C P")) == [*BIDS[1:], PASS]  # partner to call
    assert legal_calls(fold("N", "1C X")) == [*BIDS[1:], PASS, REDOUBLE]
    assert legal_calls(fold("N", "1C X XX")) == [*BIDS[1:], PASS]
    assert legal_calls(fold("N", "7NT X XX")) == [PASS]


# --- contract and declarer ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("calls", "contract", "declarer"),
    [
        ("1C P P P", "1C", "N"),
        ("4H P P P", "4H", "N"),
        ("P 3NT X P P P", "3NTX", "E"),
        ("7C X XX P P P", "7CXX", "N"),
        ("1C X 1D P P P", "1D", "S"),  # a later bid cancels the double
        ("1C X XX 1D P P P", "1D", "W"),  # and the redouble
        ("1C X P P XX P P P", "1CXX", "N"),
        ("P P P P", "Pass", None),
    ],
)
def test_contract_notation_and_declarer(calls, contract, declarer):
    auction = fold("N", calls)
    assert str(auction.contract) == contract
    assert auction.contract == Contract.parse(contract)
    assert (None if auction.declarer is None else str(auction.declarer)) == declarer


def test_declarer_bid_the_strain_first_even_if_partner_made_the_final_bid():
    auction = fold("N", "1H P 2H P 4H P P P")
    assert auction.declarer == Seat.N
    auction = fold("N", "1C P 1H P 4H P P P")
    assert auction.declarer == Seat.S  # South bid hearts first, North bid 4H
    assert auction.dummy == Seat.N


def test_declarer_ignores_the_opponents_bidding_the_strain_first():
    # East bids hearts first; North–South play in hearts, and South bid them first.
    auction = fold("N", "1C 1H 2H P 4H P P P")
    assert str(auction.contract) == "4H"
    assert auction.declarer == Seat.S


def test_declarer_ignores_partners_bids_in_other_strains():
    auction = fold("S", "1D P 1S P 2NT P 3NT P P P")
    assert auction.declarer == Seat.S  # South bid NT first (2NT); North bid 1S and 3NT
    auction = fold("S", "1D P 1NT P 3NT P P P")
    assert auction.declarer == Seat.N


# --- Contract text ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fields"),
    [("4H", (4, Strain.H, 0)), ("3NTX", (3, Strain.NT, 1)), ("7CXX", (7, Strain.C, 2)), ("Pass", (0, None, 0))],
)
def test_contract_parse_and_str(text, fields):
    contract = Contract.parse(text)
    assert (contract.level, contract.strain, contract.risk) == fields
    assert str(contract) == text


@pytest.mark.parametrize("text", ["", "X", "XX", "8H", "0C", "4Z", "4HXXX"])
def test_contract_parse_rejects_what_is_not_a_contract(text):
    with pytest.raises(ParseError):
        Contract.parse(text)


# --- Call.parse -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("P", "Pass"), ("p", "Pass"), ("pass", "Pass"), ("Pass", "Pass"), ("PASS", "Pass"),
        ("X", "X"), ("x", "X"), ("dbl", "X"), ("DBL", "X"), ("double", "X"), ("Double", "X"),
        ("XX", "XX"), ("xx", "XX"), ("rdbl", "XX"), ("RDBL", "XX"), ("redouble", "XX"), ("Redouble", "XX"),
        ("1C", "1C"), ("1c", "1C"), ("1 c", "1C"), ("1♣", "1C"), ("1♦", "1D"), ("1♥", "1H"), ("1♠", "1S"),
        ("3N", "3NT"), ("3n", "3NT"), ("3NT", "3NT"), ("3nt", "3NT"), ("3 notrump", "3NT"), ("3 NoTrump", "3NT"),
        ("7NT", "7NT"), (" 2h ", "2H"),
    ],
)  # fmt: skip
def test_call_parse_reads_every_documented_form(text, canonical):
    assert str(Call.parse(text)) == canonical


@pytest.mark.parametrize("text", ["", "1", "8C", "0C", "1X", "XXX", "1CC", "pas", "C1", "10C", "1Z", "P P"])
def test_call_parse_rejects_what_is_not_a_call(text):
    with pytest.raises(ParseError) as caught:
        Call.parse(text)
    assert f"{text!r} is not a call" in str(caught.value)


def test_canonical_text_and_log_text():
    assert (str(PASS), PASS.log_text) == ("Pass", "P")
    assert (str(DOUBLE), DOUBLE.log_text) == ("X", "X")
    assert (str(REDOUBLE), REDOUBLE.log_text) == ("XX", "XX")
    assert all(str(b) == b.log_text for b in BIDS)
    assert str(Call.parse("3 notrump")) == "3NT"
    assert (Call.parse("1♥").level, Call.parse("1♥").strain) == (1, Strain.H)
    assert (PASS.level, PASS.strain, PASS.is_bid) == (0, None, False)


# ------------------------------------------------------------ states that cannot disagree with their calls

def test_an_auction_built_from_its_calls_knows_it_is_complete():
    from pyrsistent import pvector

    a = Auction(Seat.N, pvector([Call.parse(c) for c in "1C P P P".split()]))
    assert a.is_complete and str(a.contract) == "1C" and a.declarer == Seat.N
    assert bf.legal_calls(a) == []


def test_an_auction_cannot_be_built_from_illegal_calls():
    with pytest.raises(IllegalCallError, match="1C is not enough: the last bid is 1C"):
        Auction(Seat.N, ["1C", "1C"])


def test_an_auction_changed_as_a_tuple_is_folded_again():
    a = Auction.from_calls("N", "1C P P P".split())
    shorter = a._make([a.dealer, a.calls[:2], a.facts])  # facts that belong to 1C P P P
    assert not shorter.is_complete and shorter.passes == 1
    assert a._replace(calls=a.calls[:1]) == Auction.from_calls("N", ["1C"])
    with pytest.raises(TypeError):
        a._replace(facts=a.facts)


def test_no_bid_yet_is_none_not_minus_one():
    a = Auction.from_calls("N", ["P"])
    assert a.last_bid is None and a.last_bidder is None and a.risk_seat is None
    assert a.risk == bf.Risk.UNDOUBLED


@pytest.mark.parametrize("level, strain", [(1, 7), (1, -1), (0, 1), (8, 0), (True, 1), (1, 5)])
def test_call_bid_refuses_what_is_not_a_bid(level, strain):
    with pytest.raises(bf.ParseError):
        Call.bid(level, strain)


@pytest.mark.parametrize("value", [-1, 5, True])
def test_strain_parse_refuses_ints_that_are_not_strains(value):
    with pytest.raises(bf.ParseError):
        bf.Strain.parse(value)


@pytest.mark.parametrize(
    "args", [(9, bf.Strain.H, 5), (9, bf.Strain.H), (1, None), (0, bf.Strain.H), (0, None, 1), (4, 7), (4, 2, 3)]
)
def test_a_contract_that_is_no_contract_cannot_be_built(args):
    with pytest.raises(bf.InvalidValueError, match="^not a contract: "):
        Contract(*args)


@pytest.mark.parametrize("level", range(0, 8))
@pytest.mark.parametrize("risk", range(3))
def test_every_contract_prints_and_parses_back(level, risk):
    for strain in ([None] if level == 0 else list(bf.Strain)):
        if level == 0 and risk:
            continue
        contract = Contract(level, strain, risk)
        assert eval(repr(contract), {"Contract": Contract}) == contract
        assert Contract.parse(str(contract)) == contract


def test_a_seat_s_side_is_typed_and_equal_to_its_text():
    assert Seat.N.side is bf.Side.NS and Seat.W.side is bf.Side.EW
    assert Seat.S.side == "NS" and bf.Side.NS.other is bf.Side.EW
    assert Seat.N.is_opponent_of(Seat.E) and not Seat.N.is_opponent_of(Seat.S)


# ------------------------------------------------------------------ a run of calls in one step


@settings(max_examples=200)
@given(st.data())
def test_a_run_of_calls_is_the_calls_one_by_one_and_stops_at_the_first_illegal_one(data):
    """apply_calls (the fold's step for a run of calls) against apply_call call by call, from any open auction."""
    from bridgefp.auction import apply_calls

    dealer, made = data.draw(call_sequences(complete=True))
    start = data.draw(st.integers(0, len(made)))
    before = Auction.from_calls(dealer, made[:start])
    run = [(before.seat_of(start + k), call) for k, call in enumerate(made[start:])]
    run += data.draw(st.lists(st.tuples(st.sampled_from(list(Seat)), st.sampled_from(CALLS)), max_size=3))
    if run and data.draw(st.booleans()):  # spoil one call: out of turn, or any call at all
        k = data.draw(st.integers(0, len(run) - 1))
        seat, call = run[k]
        run[k] = data.draw(st.sampled_from([(seat.next, call), (seat, data.draw(st.sampled_from(CALLS)))]))
    step, legal = before, 0
    for seat, call in run:
        try:
            step = apply_call(step, seat, call)
        except IllegalCallError:
            break
        legal += 1
    assert apply_calls(before, run) == (step, legal)
    assert legal == len(run) or legal < len(run) and not is_legal_call(step, run[legal][1]) or run[legal][0] != step.turn
