"""The log reader's strictness: what is not JSON, or not an event, is a LogError naming the line."""

import pytest

import bridgefp as bf
from bridgefp import LogError, read_log

DEAL = '"deal": "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"'


@pytest.mark.parametrize(
    "line, message",
    [
        ('{"event": ["deal"]}', "'event' must be a string (deal, call, play or claim), not an array"),
        ('{"event": {"a": 1}}', "'event' must be a string (deal, call, play or claim), not an object"),
        ("null", "an event must be a JSON object, not null"),
        ("7", "an event must be a JSON object, not a number"),
        ('{"event": "claim", "seat": "N", "tricks": 9.0}', "'tricks' must be a whole number, not a number 9.0"),
        ('{"event": "claim", "seat": "N", "tricks": "9"}', "'tricks' must be a whole number, not a string \"9\""),
        ('{"event": "call", "seat": 1, "call": "P"}', "'seat' must be a string, not a number 1"),
        ('{"event": "call", "seat": "N", "call": "P", "x": NaN}', "not valid JSON (NaN is not JSON)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": -Infinity}', "not valid JSON (-Infinity is not JSON)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": 1e400}', "not valid JSON (1e400 is too large for a number)"),
        ('{"event": "call", "seat": "N", "call": "P", "x": 1' + "0" * 5000 + "}", "not valid JSON (Exceeds the limit"),
        ("[" * 100_000, "not valid JSON (nested too deeply)"),
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
