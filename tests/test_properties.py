"""Properties of the auction fold and the codecs, over values Hypothesis builds (see strategies.py)."""

from __future__ import annotations

import json

import hypothesis
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from bridgefp import (
    CALLS,
    PASS,
    Auction,
    BridgeError,
    Call,
    CallMade,
    Card,
    Contract,
    Deal,
    Dealt,
    IllegalCallError,
    LogError,
    Seat,
    apply_call,
    event_to_dict,
    fold_boards,
    iter_log,
    legal_calls,
    read_log,
    replay,
    write_log,
)
from bridgefp import CardPlayed, Claimed, Event, Hand, apply_event, claim_range, legal_cards, start_board, start_play
from strategies import (
    any_events,
    auctions,
    call_sequences,
    calls,
    cards,
    dealt_events,
    deals,
    logs,
    permutations,
    seats,
)

CLOCKWISE = "NESW"

# Timings live in benchmarks, never in tests (STYLE.md): no per-example deadline, so a
# loaded machine cannot turn a slow example into a failure.
untimed = settings(deadline=None)


# --- the auction fold ---------------------------------------------------------------------------


@untimed
@given(call_sequences())
def test_every_legal_sequence_folds(sequence):
    dealer, made = sequence
    auction = Auction.from_calls(dealer, made)
    assert list(auction.calls) == made
    assert auction.dealer == dealer
    # The texts of the calls, canonical or as logged, fold to the same state.
    assert Auction.from_calls(dealer, [str(c) for c in made]) == auction
    assert Auction.from_calls(dealer, [c.log_text for c in made]) == auction


@untimed
@given(auctions())
def test_legal_calls_agrees_exactly_with_apply_call(auction):
    legal = legal_calls(auction)
    assert len(legal) == len(set(legal))
    assert (legal == []) == auction.is_complete
    for call in CALLS:
        if call in legal:
            after = apply_call(auction, auction.turn, call)
            assert list(after.calls) == [*auction.calls, call]
        else:
            with pytest.raises(IllegalCallError) as caught:
                apply_call(auction, auction.turn, call)
            assert isinstance(caught.value, BridgeError)
            assert isinstance(caught.value, ValueError)
            assert str(caught.value)  # a message naming the rule, never empty


@untimed
@given(auctions(complete=False), calls)
def test_a_call_from_any_other_seat_is_refused(auction, call):
    for seat in Seat:
        if seat != auction.turn:
            with pytest.raises(IllegalCallError, match=f"it is {auction.turn.full_name}'s turn"):
                apply_call(auction, seat, call)


@untimed
@given(auctions(complete=True), calls)
def test_no_call_is_legal_after_the_end(auction, call):
    assert legal_calls(auction) == []
    with pytest.raises(IllegalCallError, match="the auction is over"):
        apply_call(auction, auction.turn, call)


def side_of_call(auction: Auction, index: int) -> int:
    """0 for North–South, 1 for East–West: the side of whoever made call ``index`` (dealer first, clockwise)."""
    return (CLOCKWISE.index(str(auction.dealer)) + index) % 2


def seat_of_call(auction: Auction, index: int) -> str:
    return CLOCKWISE[(CLOCKWISE.index(str(auction.dealer)) + index) % 4]


def reference_end(calls_made: list[Call]) -> bool:
    """SPEC §2, read directly: three passes after a non-pass call, or four passes at the start."""
    if calls_made == [PASS] * 4:
        return True
    return calls_made[-3:] == [PASS] * 3 and any(c != PASS for c in calls_made[:-3])


@untimed
@given(auctions())
def test_the_auction_ends_exactly_when_the_rules_say(auction):
    made = list(auction.calls)
    assert auction.is_complete == reference_end(made)
    # No proper prefix of the calls had ended the auction (else the fold would have refused them).
    assert not any(reference_end(made[:i]) for i in range(len(made)))


@untimed
@given(auctions(complete=True))
def test_contract_and_declarer_follow_the_last_bid(auction):
    made = list(auction.calls)
    bid_places = [i for i, c in enumerate(made) if c.is_bid]
    if not bid_places:
        assert made == [PASS] * 4
        assert str(auction.contract) == "Pass" and auction.declarer is None
        return
    last = bid_places[-1]
    last_bid = made[last]
    last_bidder_side = side_of_call(auction, last)
    risk = 0  # the last X or XX after the last bid stands
    for c in made[last + 1 :]:
        risk = {"X": 1, "XX": 2}.get(str(c), risk)
    contract = auction.contract
    assert (contract.level, contract.strain, contract.risk) == (last_bid.level, last_bid.strain, risk)

    declarer = auction.declarer
    # Declarer's side made the last bid, and declarer bid the contract's strain.
    assert CLOCKWISE.index(str(declarer)) % 2 == last_bidder_side
    own_strain_bids = [
        i for i in bid_places
        if made[i].strain == last_bid.strain and side_of_call(auction, i) == last_bidder_side
    ]  # fmt: skip
    assert own_strain_bids, "the side bid the strain at least once (the last bid)"
    # ... first among the side: no partner bid it earlier.
    assert seat_of_call(auction, own_strain_bids[0]) == str(declarer)
    assert auction.dummy == declarer.partner


@untimed
@given(auctions())
def test_auction_repr_and_contract_text_round_trip(auction):
    assert eval(repr(auction), {"Auction": Auction}) == auction
    if auction.contract is not None:
        assert Contract.parse(str(auction.contract)) == auction.contract


# --- the fold as a state machine ------------------------------------------------------------------


def snapshot(auction: Auction) -> tuple:
    """A state's fields as plain values (contract, declarer and legal calls are functions of them)."""
    return (
        auction.dealer,
        tuple(auction.calls),
        auction.last_bid,
        auction.last_bidder,
        auction.risk,
        auction.risk_seat,
        auction.passes,
    )


class AuctionMachine(RuleBasedStateMachine):
    """Grow one auction call by call; the fold of the whole list must equal the steps."""

    @initialize(dealer=seats)
    def start(self, dealer):
        self.dealer = dealer
        self.made: list[Call] = []
        self.states = [Auction.start(dealer)]
        self.snapshots = [snapshot(self.states[0])]

    @property
    def current(self) -> Auction:
        return self.states[-1]

    def _step(self, call: Call) -> None:
        after = apply_call(self.current, self.current.turn, call)
        self.made.append(call)
        self.states.append(after)
        self.snapshots.append(snapshot(after))

    @precondition(lambda self: not self.current.is_complete)
    @rule(data=st.data())
    def make_a_legal_call(self, data):
        legal = legal_calls(self.current)
        # Pass half the time, so that auctions end within the steps a run takes.
        call = PASS if data.draw(st.booleans()) else data.draw(st.sampled_from(legal))
        self._step(call)

    @rule(call=calls, seat=seats)
    def try_any_call(self, call, seat):
        before = self.current
        if not before.is_complete and seat == before.turn and call in legal_calls(before):
            self._step(call)
            return
        with pytest.raises(IllegalCallError):
            apply_call(before, seat, call)
        assert snapshot(before) == self.snapshots[-1]

    @invariant()
    def fold_of_the_whole_list_equals_the_steps(self):
        given_list = list(self.made)
        assert Auction.from_calls(self.dealer, given_list) == self.current
        assert given_list == self.made  # the fold did not touch its input

    @invariant()
    def earlier_states_are_unchanged(self):
        assert len(self.states) == len(self.made) + 1
        for i, (state, snap) in enumerate(zip(self.states, self.snapshots)):
            assert snapshot(state) == snap
            assert list(state.calls) == self.made[:i]

    @invariant()
    def legal_calls_are_empty_exactly_at_the_end(self):
        assert (legal_calls(self.current) == []) == self.current.is_complete


TestAuctionMachine = AuctionMachine.TestCase


# --- deals --------------------------------------------------------------------------------------


@untimed
@given(permutations, seats)
def test_from_permutation_deals_position_p_to_the_seat_p_steps_from_the_dealer(perm, dealer):
    deal = Deal.from_permutation(perm, dealer)
    start = CLOCKWISE.index(str(dealer))
    for position, number in enumerate(perm, 1):
        seat = CLOCKWISE[(start + position) % 4]
        assert Card.from_number(number) in deal.hand(seat)
    assert sorted(len(h) for h in deal.hands()) == [13, 13, 13, 13]


@untimed
@given(deals())
def test_pbn_deal_round_trips_from_every_seat(deal):
    for seat in Seat:
        text = deal.to_pbn(seat)
        assert text.startswith(f"{seat}:")
        assert Deal.from_pbn(text) == deal
    assert Deal.from_pbn(deal.to_pbn()) == deal
    for hand in deal.hands():
        assert type(hand).from_pbn(hand.to_pbn()) == hand
    assert eval(repr(deal), {"Deal": Deal}) == deal


def test_every_card_round_trips_through_its_texts():
    for n in range(1, 53):
        card = Card.from_number(n)
        text = str(card)
        suit, rank = text[0], text[1]
        ten = "10" if rank == "T" else rank
        symbol = "♣♦♥♠"["CDHS".index(suit)]
        for form in (text, text.lower(), rank + suit, ten + suit, suit + ten, symbol + rank, (rank + suit).lower()):
            assert Card.parse(form) == card, form


def test_every_call_round_trips_through_its_texts():
    for call in CALLS:
        assert Call.parse(str(call)) == call
        assert Call.parse(call.log_text) == call
        assert Call.parse(str(call).lower()) == call
        assert Call.parse(repr(call)[len("Call.parse('") : -2]) == call


# --- the log codec ------------------------------------------------------------------------------


@untimed
@given(any_events())
def test_log_round_trips_every_kind_of_event(events):
    text = write_log(events)
    assert text.count("\n") == len(events)
    assert read_log(text) == events


@untimed
@given(logs())
def test_log_round_trips_generated_boards(events):
    assert read_log(write_log(events)) == events
    # A log may also be one JSON array of events.
    assert read_log(json.dumps([event_to_dict(e) for e in events])) == events


@untimed
@given(logs(), st.sampled_from([None, 0, 2]))
def test_a_log_may_be_one_json_array_laid_out_any_way(events, indent):
    text = json.dumps([event_to_dict(e) for e in events], indent=indent, ensure_ascii=False)
    assert read_log(text) == events


SPEC_LOG = """\
{"event": "deal", "board": 1, "dealer": "S", "vulnerable": "None", "deal": "W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764"}
{"event": "call", "seat": "S", "call": "P"}
{"event": "call", "seat": "W", "call": "1H", "explain": "16 points, 6 hearts: open the best suit"}
{"event": "play", "seat": "N", "card": "S5"}
{"event": "claim", "seat": "W", "tricks": 9}
"""


def test_the_spec_example_log_is_read_and_written_back_byte_for_byte():
    events = read_log(SPEC_LOG)
    assert [type(e).__name__ for e in events] == ["Dealt", "CallMade", "CallMade", "CardPlayed", "Claimed"]
    dealt = events[0]
    assert (dealt.board, dealt.dealer, str(dealt.vulnerable)) == (1, Seat.S, "None")
    assert str(dealt.deal.hand("W")) == "Q43.AKQJT2.Q8.32"
    assert events[2].explain == "16 points, 6 hearts: open the best suit"
    assert write_log(events) == SPEC_LOG


def test_the_log_writes_canonical_forms_of_what_it_reads():
    text = (
        '{"event": "deal", "dealer": "n", "vulnerable": "all", '
        '"deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"}\n'
        '{"event": "call", "seat": "North", "call": "pass"}\n'
        '{"event": "call", "seat": "e", "call": "1 notrump"}\n'
        '{"event": "play", "seat": "S", "card": "10S"}\n'
    )
    assert write_log(read_log(text)) == (
        '{"event": "deal", "dealer": "N", "vulnerable": "All", '
        '"deal": "E:982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32 KT75.9753.T543.J"}\n'
        '{"event": "call", "seat": "N", "call": "P"}\n'
        '{"event": "call", "seat": "E", "call": "1NT"}\n'
        '{"event": "play", "seat": "S", "card": "ST"}\n'
    )


def test_bad_json_in_a_multi_line_array_names_its_line():
    text = '[\n{"event": "call", "seat": "N", "call": "P"},\n{"event": "call" "seat": "E"}\n]'
    with pytest.raises(LogError, match=r"^line 3: not valid JSON"):
        read_log(text)


def test_a_json_array_with_two_numbers_on_two_lines_is_rejected():
    text = '[\n{"event": "claim", "seat": "N", "tricks": 1\n2}\n]'
    with pytest.raises(LogError, match="not valid JSON"):
        read_log(text)


@pytest.mark.parametrize("separator", ["\x85", "\u2028", "\u2029"])
def test_log_round_trips_line_separators_inside_strings(separator):
    events = [CallMade(Seat.S, PASS, (("explain", f"first{separator}second"),))]
    text = write_log(events)
    assert separator not in text  # escaped, so every line reader sees one line
    assert read_log(text) == events


@untimed
@given(logs())
def test_replay_of_a_generated_log_gives_the_auctions_folded_directly(events):
    boards = replay(events)
    deals_in_log = [e for e in events if isinstance(e, Dealt)]
    assert len(boards) == len(deals_in_log)
    expected = []
    current: list[Call] = []
    for event in events[1:] + [None]:
        if event is None or isinstance(event, Dealt):
            expected.append(current)
            current = []
        else:
            current.append(event.call)
    for board, dealt, made in zip(boards, deals_in_log, expected):
        auction = Auction.from_calls(dealt.dealer, made)
        assert board.auction == auction
        assert board.dealt == dealt
        assert board.contract == auction.contract
        assert board.declarer == auction.declarer
    # Through the text of the log, too.
    assert [b.auction for b in replay(read_log(write_log(events)))] == [b.auction for b in boards]


DEAL_LINE = json.dumps(
    {
        "event": "deal",
        "dealer": "N",
        "vulnerable": "None",
        "deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32",
    }
)
CALL_LINE = '{"event": "call", "seat": "N", "call": "1C"}'


def log_error(third_line: str) -> str:
    with pytest.raises(LogError) as caught:
        read_log("\n".join([DEAL_LINE, CALL_LINE, third_line]))
    assert isinstance(caught.value, BridgeError)
    return str(caught.value)


def test_log_error_names_the_line_of_bad_json():
    assert log_error('{"event": "call", "seat": "E" "call": "P"}').startswith("line 3: not valid JSON")


def test_log_error_names_the_line_of_an_unknown_event():
    assert log_error('{"event": "bid", "seat": "E", "call": "P"}') == (
        'line 3: unknown event "bid" (deal, call, play, claim or contract)'
    )


def test_log_error_names_the_line_and_the_missing_field():
    assert log_error('{"event": "call", "call": "P"}') == "line 3: the call event has no 'seat' field"
    assert log_error('{"event": "call", "seat": "E"}') == "line 3: the call event has no 'call' field"
    assert log_error('{"seat": "E", "call": "P"}') == "line 3: the object has no 'event' field"


def test_log_error_names_the_line_of_a_deal_with_a_card_twice():
    message = log_error(DEAL_LINE.replace("AJ6.", "KJ6."))
    assert message.startswith("line 3: ")
    assert "SK is dealt twice" in message


def test_log_error_counts_blank_lines():
    with pytest.raises(LogError, match=r'^line 4: unknown event "bid"'):
        read_log("\n".join([DEAL_LINE, "", CALL_LINE, '{"event": "bid"}']))


def test_log_error_in_a_json_array_names_the_event():
    text = json.dumps([json.loads(DEAL_LINE), {"event": "call", "seat": "N"}])
    with pytest.raises(LogError, match=r"^event 2: the call event has no 'call' field$"):
        read_log(text)


def test_fold_error_names_the_line_and_the_rule():
    # North 1C, East 1S, South passes, West doubles partner's 1S on line 5.
    lines = [DEAL_LINE] + [
        json.dumps({"event": "call", "seat": s, "call": c}) for s, c in zip("NESW", ["1C", "1S", "P", "X"])
    ]
    with pytest.raises(IllegalCallError) as caught:
        list(fold_boards(iter_log(lines)))
    assert str(caught.value) == "line 5: West cannot double: the last bid, 1S, was made by West's partner"


# ------------------------------------------------------------------ a whole board, step by step


class BoardMachine(RuleBasedStateMachine):
    """Grow one board event by event (calls, cards and claims, legal or not); at every step the
    fold of the whole log equals the state built step by step, and so does the fold of the log
    written and read back."""

    @initialize(dealt=dealt_events())
    def start(self, dealt):
        self.events: list[Event] = [dealt]
        self.board = start_board(dealt)
        self.boards = [self.board]

    def _step(self, event: Event) -> None:
        self.board = apply_event(self.board, event)
        self.events.append(event)
        self.boards.append(self.board)
        hypothesis.event(f"a legal {type(event).__name__}")  # --hypothesis-show-statistics: what the runs reach

    @precondition(lambda self: not self.board.is_over)
    @rule(data=st.data())
    def make_a_legal_move(self, data):
        board = self.board
        if not board.auction.is_complete:
            legal = legal_calls(board.auction)
            must_bid = board.auction.last_bid is None and board.auction.passes == 3
            call = data.draw(st.sampled_from(legal[:6])) if must_bid or data.draw(st.integers(0, 2)) == 0 else PASS
            self._step(CallMade(board.auction.turn, call))
            return
        play = board.play or start_play(board.deal, board.auction)
        if data.draw(st.integers(0, 15)) == 0:
            seat = data.draw(st.sampled_from([s for s in Seat if s != play.dummy]))
            self._step(Claimed(seat, data.draw(st.sampled_from(claim_range(play, seat)))))
        else:
            self._step(CardPlayed(play.turn, data.draw(st.sampled_from(legal_cards(play)))))

    @rule(event=st.one_of(
        st.builds(CallMade, seats, calls, st.just(())),
        st.builds(CardPlayed, seats, cards, st.just(())),
        st.builds(Claimed, seats, st.integers(0, 13), st.just(())),
    ))
    def try_any_event(self, event):
        before = self.board
        try:
            after = apply_event(before, event)
        except BridgeError:
            assert self.board is before and self.boards[-1] == before
            return
        self.board = after
        self.events.append(event)
        self.boards.append(after)
        hypothesis.event(f"a legal {type(event).__name__} drawn at random")

    @invariant()
    def the_fold_of_the_whole_log_equals_the_steps(self):
        (folded,) = replay(self.events)
        assert folded == self.board
        assert list(folded.events) == self.events

    @invariant()
    def the_log_written_and_read_back_folds_to_the_same_board(self):
        (folded,) = replay(read_log(write_log(self.events)))
        assert folded == self.board

    @invariant()
    def each_state_is_the_fold_of_its_prefix(self):
        # spot-check the state before the last event (every earlier one was checked when it was last)
        if len(self.events) > 1:
            (folded,) = replay(self.events[:-1])
            assert folded == self.boards[-2]

    @invariant()
    def the_seat_to_act_and_the_end_agree(self):
        board = self.board
        assert (board.to_act is None) == board.is_over
        if board.play is not None:
            play = board.play
            assert play.declarer_tricks + play.defender_tricks + len(play.current) // 4 <= 13
            assert sum(Hand(m).__len__() for m in play.hands) == 52 - 4 * len(play.done) - len(play.current)


TestBoardMachine = BoardMachine.TestCase
TestBoardMachine.settings = settings(max_examples=60, stateful_step_count=90, deadline=None)
