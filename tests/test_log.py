"""The log reader's strictness: what is not JSON, or not an event, is a LogError naming the line."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp import LogError, event_to_dict, read_log, write_log
from strategies import any_events, deals, json_values, log_text

DEAL = '"deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"'


@pytest.mark.parametrize(
    "line, message",
    [
        ('{"event": ["deal"]}', "'event' must be a string (deal, call, play, claim or contract), not an array"),
        ('{"event": {"a": 1}}', "'event' must be a string (deal, call, play, claim or contract), not an object"),
        ("null", "an event must be a JSON object, not null"),
        ("7", "an event must be a JSON object, not a number"),
        ('{"event": "claim", "seat": "N", "tricks": 9.0}', "'tricks' must be a whole number, not a number 9.0"),
        ('{"event": "claim", "seat": "N", "tricks": "9"}', "'tricks' must be a whole number, not a string \"9\""),
        ('{"event": "call", "seat": 1, "call": "P"}', "'seat' must be a string, not a number 1"),
        ('{"event": "call", "seat": "N", "call": "P", "x": NaN}', "not valid JSON (NaN is not JSON)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": -Infinity}', "not valid JSON (-Infinity is not JSON)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": 1e400}', "not valid JSON (1e400 is too large for a number)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": 1' + "0" * 5000 + "}", "not valid JSON (a number has more than 4300 digits)"),
        ("[" * 100_000, "not valid JSON (nested too deeply)"),
        # Values are named as JSON (null, true, "bid"), once, and long tokens are shortened.
        ('{"event": "play", "seat": "N", "card": null}', "'card' must be a string, not null"),
        ('{"event": "deal", "board": true}', "'board' must be a whole number from 1, not true"),
        ('{"event": "bid"}', 'unknown event "bid" (deal, call, play, claim or contract)'),
        ('{"event": "claim", "seat": "N", "tricks": 14}', "'tricks' must be a whole number 0..13, not a number 14"),
        ('{"a": "abc', "not valid JSON (Unterminated string starting at column 7)"),
        # A lone surrogate, escaped or raw, is not text: it could not be written back as UTF-8.
        ('{"event": "call", "seat": "N", "call": "P", "x": "\\ud800"}', "a string holds a lone surrogate"),
        ('{"event": "call", "seat": "N", "call": "P", "x": "a\\udc00"}', "a string holds a lone surrogate"),
        ('{"event": "call", "seat": "N", "call": "P", "x": "\ud800"}', "a string holds a lone surrogate"),
    ],
)
def test_what_is_not_an_event_is_refused_naming_the_line(line, message):
    with pytest.raises(LogError) as caught:
        read_log('{"event": "call", "seat": "N", "call": "P"}\n' + line)
    text = str(caught.value)
    assert text.startswith("line 2: "), text
    assert message in text, text


@pytest.mark.parametrize("board, dealer, vulnerable", [(1, "N", "None"), (2, "E", "NS"), (7, "S", "All"), (16, "W", "EW")])
def test_a_board_number_gives_the_dealer_and_vulnerability_the_event_leaves_out(board, dealer, vulnerable):
    (dealt,) = read_log(f'{{"event": "deal", "board": {board}, {DEAL}}}')
    assert (str(dealt.dealer), str(dealt.vulnerable)) == (dealer, vulnerable)


def test_without_a_board_number_the_dealer_is_south_and_nobody_is_vulnerable():
    (dealt,) = read_log(f'{{"event": "deal", {DEAL}}}')
    assert dealt.dealer == bf.Seat.S and dealt.vulnerable == bf.Vulnerability.NONE


def test_a_given_dealer_and_vulnerability_win_over_the_board_number():
    (dealt,) = read_log(f'{{"event": "deal", "board": 2, "dealer": "W", "vulnerable": "All", {DEAL}}}')
    assert (str(dealt.dealer), str(dealt.vulnerable)) == ("W", "All")


@pytest.mark.parametrize(
    "line",
    [
        '{"event": "call", "seat": "N", "call": "P", "x": 1' + "0" * 5000 + "}",
        '{"event": "call", "seat": "N", "call": "P", "x": 1' + "0" * 5000 + "e400}",
        '{"event": "claim", "seat": "N", "tricks": 1' + "0" * 5000 + "}",
        '{"event": "play", "seat": "N", "card": "' + "x" * 5000 + '"}',
        '{"event": "' + "b" * 5000 + '"}',
    ],
)
def test_a_long_token_is_not_echoed_whole_and_no_python_hint_leaks(line):
    with pytest.raises(LogError) as caught:
        read_log(line)
    text = str(caught.value)
    assert text.startswith("line 1: ") and len(text) < 200, text
    assert "sys.set_int_max_str_digits" not in text and "at at" not in text and "null null" not in text


def test_a_bad_card_is_named_as_json():
    with pytest.raises(LogError) as caught:
        read_log('{"event": "play", "seat": "N", "card": "ZZ"}')
    assert str(caught.value) == 'line 1: bad play event: "ZZ" is not a card (a suit and a rank, e.g. SA, HT, 10C)'


def test_an_event_with_a_lone_surrogate_is_refused_on_writing_in_one_line():
    event = bf.CallMade(bf.Seat.N, bf.PASS, (("x", "\ud800"),))
    with pytest.raises(LogError, match="^an extra field cannot be written as JSON: it holds a lone surrogate$"):
        bf.write_log([event])


def test_integers_of_any_length_python_converts_are_kept_exactly():
    big = int("9" * 4300)
    (event,) = read_log(f'{{"event": "call", "seat": "N", "call": "P", "x": {big}, "y": -{2**64}}}')
    assert dict(event.extra) == {"x": big, "y": -(2**64)}
    assert bf.write_log([event]) == f'{{"event": "call", "seat": "N", "call": "P", "x": {big}, "y": -{2**64}}}\n'


# ------------------------------------------------------------------ what is read is written back

_KNOWN_NAMES = {"event", "seat", "call", "card", "tricks", "deal", "board", "dealer", "vulnerable"}


@st.composite
def laid_out_logs(draw: st.DrawFn) -> str:
    """A log of any events, each object's keys in any order, any JSON spacing and escaping,
    extra fields of any JSON value (integers of any length included), blank lines between."""
    lines = []
    for event in draw(any_events()):
        fields = list(event_to_dict(event).items())
        names = log_text.filter(lambda name: name not in _KNOWN_NAMES)  # extra fields only
        fields += draw(st.lists(st.tuples(names, json_values | st.integers(-(10**60), 10**60)), max_size=2))
        obj = dict(draw(st.permutations(fields)))
        separators = draw(st.sampled_from([(",", ":"), (", ", ": "), (" ,\t", " : ")]))
        text = json.dumps(obj, ensure_ascii=draw(st.booleans()), separators=separators)
        lines.append(draw(st.sampled_from(["", " ", "\t"])) + text + draw(st.sampled_from(["", "\n", " \r"])))
    return "\n".join(lines)


@settings(max_examples=300, deadline=None)
@given(laid_out_logs())
def test_any_log_the_reader_accepts_is_written_back_event_for_event(text):
    events = read_log(text)
    written = write_log(events)
    assert read_log(written) == events
    # each written line is JSON any tool reads, holding the event's fields
    for line, event in zip(written.splitlines(), events):
        assert json.loads(line) == event_to_dict(event)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from('{}[]":,0123456789.eE-+ tnrufalsNIy\\\n"event"deal'), max_size=60)
       | st.text(max_size=60))
def test_any_text_is_either_refused_with_a_log_error_or_written_back(text):
    try:
        events = read_log(text)
    except LogError as e:
        assert str(e).startswith(("line ", "event ")) and "\n" not in str(e)
        return
    assert read_log(write_log(events)) == events


# --- the contract event: a record's contract without its auction (SPEC §12) ----------------

_SEED_000 = '{"event": "deal", "dealer": "S", "deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"}\n'


def test_a_stated_contract_replays_to_its_contract_result_and_score_with_no_calls():
    import bridgefp as bf

    log = _SEED_000 + '{"event": "contract", "contract": "4HX", "declarer": "W", "room": "Open"}\n' + \
        '{"event": "claim", "seat": "W", "tricks": 9}\n'
    events = bf.read_log(log)
    written = bf.write_log(events).splitlines()
    assert written[1:] == log.splitlines()[1:]
    (board,) = bf.replay(events)
    assert (str(board.contract), str(board.declarer), board.tricks) == ("4HX", "W", 9)
    assert list(board.auction.calls) == []
    assert board.score("duplicate") == {"NS": 100, "EW": -100}  # one down doubled, not vulnerable


def test_a_stated_pass_is_a_passed_out_board():
    import bridgefp as bf

    (board,) = bf.replay(bf.read_log(_SEED_000 + '{"event": "contract", "contract": "Pass"}\n'))
    assert board.is_over and board.declarer is None and board.score() == {"NS": 0, "EW": 0}


@pytest.mark.parametrize(
    "lines, message",
    [
        ('{"event": "call", "seat": "S", "call": "P"}\n{"event": "contract", "contract": "4H", "declarer": "W"}',
         "event 3: the contract 4H cannot be stated: the board already has calls"),
        ('{"event": "contract", "contract": "4H", "declarer": "W"}\n{"event": "call", "seat": "S", "call": "P"}',
         "event 3: South cannot call Pass: the record stated the contract, 4H, without an auction"),
        ('{"event": "contract", "contract": "Pass"}\n{"event": "play", "seat": "N", "card": "CJ"}',
         "event 3: North cannot play CJ: the board was passed out, there is no play"),
    ],
)
def test_a_stated_contract_stands_in_for_the_whole_auction(lines, message):
    import bridgefp as bf

    with pytest.raises(bf.BridgeError) as e:
        bf.replay(bf.read_log(_SEED_000 + lines))
    assert str(e.value) == message


@pytest.mark.parametrize(
    "line, message",
    [
        ('{"event": "contract", "contract": "4H"}', "has no 'declarer' field"),
        ('{"event": "contract", "contract": "Pass", "declarer": "S"}', "a passed-out board has no declarer"),
        ('{"event": "contract", "contract": "8H", "declarer": "S"}', "is not a contract"),
    ],
)
def test_a_malformed_contract_event_is_named(line, message):
    import bridgefp as bf

    with pytest.raises(bf.LogError, match=message):
        bf.read_log(line)


def test_long_lines_are_read_alike_but_not_remembered():
    """The codec remembers the events of short call and card lines only (its memory stays small)."""
    from bridgefp.formats import log

    log._remembered_line.cache_clear()
    short = '{"event": "play", "seat": "N", "card": "SA", "explain": "x"}'
    long = '{"event": "play", "seat": "N", "card": "SA", "explain": "' + "y" * 600 + '"}'
    lines = [short, short, short, long, long]
    events = [e for _, e in bf.iter_log(lines)]
    assert events == [bf.CardPlayed(bf.Seat.N, bf.Card.parse("SA"), (("explain", "x"),))] * 3 + [
        bf.CardPlayed(bf.Seat.N, bf.Card.parse("SA"), (("explain", "y" * 600),))
    ] * 2
    info = log._remembered_line.cache_info()
    assert (info.hits, info.currsize) == (1, 1)  # the third short line came from the memo; no long line is kept


def test_the_first_bad_event_is_reported_even_when_a_later_line_cannot_be_read():
    """SPEC §8: the first event that breaks a rule is the one named, though cards are folded in runs."""
    from bridgefp.formats.log import event_to_line

    deal = bf.Deal.from_permutation(range(1, 53), dealer="N")
    head = [event_to_line(bf.Dealt(deal, bf.Seat.N))] + [
        event_to_line(bf.CallMade(seat, bf.Call.parse(c))) for seat, c in zip(bf.Seat, "1NT P P P".split())
    ]
    out_of_turn = '{"event": "play", "seat": "W", "card": "S5"}'  # East leads after North's 1NT
    lines = head + [out_of_turn, '{"event": "play", "seat": "N", "card": "S2"}', "{oops"]
    with pytest.raises(bf.IllegalCardError, match="^line 6: West cannot play: it is East's turn$"):
        list(bf.fold_boards(bf.iter_log(lines)))
    # with nothing wrong before it, the unreadable line is the error
    lead = bf.legal_cards(bf.start_play(deal, bf.Auction.from_calls(bf.Seat.N, "1NT P P P".split())))[0]
    legal = event_to_line(bf.CardPlayed(bf.Seat.E, lead))
    with pytest.raises(bf.LogError, match="^line 7: not valid JSON"):
        list(bf.fold_boards(bf.iter_log(head + [legal, "{oops"])))


def test_remembered_lines_are_the_lines_written_afresh():
    from bridgefp.formats.log import _event_line

    seat, card, call = bf.Seat.W, bf.Card.parse("HA"), bf.Call.parse("1NT")
    events = [
        bf.CardPlayed(seat, card, (("explain", "second hand low"),)),
        bf.CardPlayed(seat, card, (("explain", "second hand low"),)),
        bf.CardPlayed(seat, card),
        bf.CallMade(seat, call, (("n", "1"),)),
        bf.CallMade(seat, call, (("n", 1),)),
        bf.CallMade(seat, call, (("n", True),)),
        bf.CallMade(seat, call, (("n", 1.0),)),
        bf.CallMade(seat, call, (("n", "1"), ("m", "2"))),
    ]
    lines = [bf.formats.log.event_to_line(e) for e in events]
    assert lines == [_event_line(e) for e in events]
    assert len(set(lines[3:7])) == 4


def test_a_field_an_event_may_not_have_is_refused_every_time_it_is_written():
    event = bf.CardPlayed(bf.Seat.W, bf.Card.parse("HA"), (("seat", "N"),))
    for _ in range(2):
        with pytest.raises(LogError):
            bf.formats.log.event_to_line(event)


# ------------------------------------------------------------------ a log read in blocks of lines


def _placed_events(read):
    """The (place, event) pairs a reading gives before it stops, and its error (kind and text)."""
    got = []
    try:
        for item in read():
            got.append(item)
    except bf.BridgeError as e:
        return got, (type(e), str(e))
    return got, None


_ODD_LINES = st.sampled_from([
    b"", b"   ", b"\r", b"\t \r", "\u2028".encode(), "\xa0".encode(), b"{oops", b"\xff\xfe", b"[]", b"7",
    b'{"event": "call", "seat": "N", "call": "P", "explain": 1}', b'  {"event": "call", "seat": "E", "call": "P"}\r',
    b'{"event": "play", "seat": "N", "card": "S2", "explain": "low"}',
    # deal lines with fields left out (taken from the board number), or given in forms the general reader reads
    b'{"event": "deal", "board": 6, ' + DEAL.encode() + b'}', b'{"event": "deal", ' + DEAL.encode() + b'}',
    b'{"event": "deal", "board": 0, ' + DEAL.encode() + b'}', b'{"event": "deal", "board": true, ' + DEAL.encode() + b'}',
    b'{"event": "deal", "dealer": "west", "vulnerable": "Both", ' + DEAL.encode() + b'}',
    b'{"event": "deal", "dealer": null, ' + DEAL.encode() + b'}', b'{"event": "deal", "deal": "N:AKQ"}',
    b'{"event": "deal", "board": 3, "dealer": "E", "vulnerable": "All", ' + DEAL.encode() + b', "x": 1}',
])


@st.composite
def _raw_logs(draw):
    """The raw lines (bytes, without line breaks) of a log: written events, repeated lines, blank and bad lines."""
    lines = [line.encode() for line in write_log(draw(any_events())).splitlines()]
    for _ in range(draw(st.integers(0, 4))):
        lines.insert(draw(st.integers(0, len(lines))), draw(_ODD_LINES))
    for _ in range(draw(st.integers(0, 3))):  # a log repeats its lines: read again from the memo
        if lines:
            lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(lines)))
    if lines and draw(st.booleans()):
        lines[0] = b"\xef\xbb\xbf" + lines[0]  # a byte-order mark
    if draw(st.integers(0, 5)) == 0:  # one JSON array, over several lines
        lines = [b"["] + [line + b"," for line in lines if line.startswith(b"{")] + [b"{}]"]
    return lines


@settings(max_examples=300, suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow])
@given(_raw_logs(), st.data())
def test_a_log_read_in_blocks_of_lines_is_the_log_read_line_by_line(lines, data):
    """LogBlocks gives the events, places and errors of iter_log over the lines as decode_lines decodes them."""
    from bridgefp.formats import decode_lines
    from bridgefp.formats.log import LogBlocks

    blocks, at = [], 0
    while at < len(lines):
        size = data.draw(st.integers(0, 5))
        blocks.append(lines[at:at + size])
        at += size
    reader = LogBlocks()

    def in_blocks():
        count = 0
        for events in reader.read(blocks):
            reader.forget(count)  # the places of the events before this block are not asked for again
            for event in events:
                yield reader.place(count), event
                count += 1

    expected = _placed_events(lambda: bf.iter_log(decode_lines([line + b"\n" for line in lines], "jsonl")))
    assert _placed_events(in_blocks) == expected


@st.composite
def _deal_lines(draw: st.DrawFn) -> bytes:
    """A deal event's line as our writer writes it, or written otherwise in one way a reader accepts:
    another first seat, ranks in lower case or out of order, 10 for T, a void as '-', a board number,
    other spacing, the deal given twice."""
    deal = draw(deals())
    first = draw(st.sampled_from(list(bf.Seat)))
    hands = [bf.Hand(deal.masks[first.after(i)]).to_pbn() for i in range(4)]
    style = draw(st.sampled_from(["plain", "lower", "ten", "void", "shuffled"]))
    if style == "lower":
        hands = [h.lower() for h in hands]
    elif style == "ten":
        hands = [h.replace("T", "10") for h in hands]
    elif style == "void":
        hands = [".".join(suit or "-" for suit in h.split(".")) for h in hands]
    elif style == "shuffled":
        hands = [".".join("".join(reversed(suit)) for suit in h.split(".")) for h in hands]
    obj: dict[str, object] = {"event": "deal"}
    if draw(st.booleans()):
        obj["board"] = draw(st.integers(1, 40))
    obj["dealer"] = draw(st.sampled_from("NESW"))
    obj["vulnerable"] = draw(st.sampled_from(["None", "NS", "EW", "All"]))
    obj["deal"] = f"{first}:{' '.join(hands)}"
    separators = draw(st.sampled_from([(", ", ": "), (",", ":")]))
    line = json.dumps(obj, separators=separators)
    if draw(st.booleans()):  # the deal given twice, the one read (the last) as the writer writes it
        other = draw(deals())
        line = line.replace('"deal": "', f'"deal": "{other.to_pbn()}", "deal": "', 1)
    return line.encode()


@settings(max_examples=300, deadline=None)
@given(st.lists(_deal_lines(), min_size=2, max_size=6))
def test_a_deal_written_back_is_the_line_written_afresh_whatever_the_line_read(lines):
    """A deal line as the writer writes it is written back as read; any other is written afresh."""
    from bridgefp.formats.log import LogBlocks, _event_line, event_to_line

    events = [event for block in LogBlocks().read([lines]) for event in block]
    assert [event_to_line(event) for event in events] == [_event_line(event) for event in events]
    assert [event_to_line(event) for event in events] == [json.dumps(bf.event_to_dict(e)) for e in events]


def test_ranks_of_a_suit_read_as_before():
    """A suit's text read by adding up its ranks' bits: the same as reading rank by rank."""
    from bridgefp.cards import RANK_CHARS, _suit_bits

    def rank_by_rank(part: str) -> int | None:
        if part == "-":
            return 0
        bits = 0
        for ch in part.replace("10", "T"):
            rank = RANK_CHARS.find(ch.upper()) if len(ch.upper()) == 1 else -1
            if rank < 0 or bits >> rank & 1:
                return None
            bits |= 1 << rank
        return bits

    for part in ["", "-", "AKQJT98765432", "akqjt", "A10", "T10", "1", "10", "AA", "22", "A-", "KK2", "ı", "ß", "\u212a"]:
        assert _suit_bits.__wrapped__(part) == rank_by_rank(part), part
