"""The one reducer is total: a log folds from nothing, and every way of folding it agrees."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.board import fold, fold_blocks, history

from strategies import any_events, boards_in_play, logs


def _played_log(seed: int, count: int) -> list[bf.Event]:
    """``count`` boards dealt from ``seed`` and finished by the robots (bidding and card play)."""
    rng = random.Random(seed)
    events: list[bf.Event] = []
    for number in range(1, count + 1):
        dealt = bf.Dealt(bf.Deal.random(rng, bf.Seat.N), bf.Seat.N, bf.Vulnerability.of_board(number), number)
        board = bf.finish_play(bf.finish_auction(bf.start_board(dealt), bf.get_system("simple")))
        events.extend(board.events)
    return events


PLAYED = _played_log(2026, 6)


def test_a_played_log_folds_from_nothing_to_the_board_replay_gives():
    last = bf.replay(PLAYED)[-1]
    assert functools.reduce(bf.apply_event, PLAYED, None) == last
    assert fold(PLAYED) == last
    assert last.is_over and last.score() is not None


def test_each_board_of_a_played_log_is_the_fold_of_its_own_events():
    for board in bf.replay(PLAYED):
        assert fold(board.events) == board == functools.reduce(bf.apply_event, board.events, None)


def test_history_is_every_state_of_the_fold():
    states = list(history(PLAYED))
    assert len(states) == len(PLAYED)
    assert states[-1] == fold(PLAYED)
    for n in (1, 2, 13, 60, len(PLAYED) // 2):
        assert states[n - 1] == fold(PLAYED[:n])


def test_history_is_lazy_and_stops_at_the_first_bad_event():
    bad = PLAYED[:5] + [bf.CallMade(bf.Seat.S, bf.Call.parse("1C"))]  # South calls out of turn
    states = history(bad)
    assert next(states) == fold(bad[:1])
    with pytest.raises(bf.IllegalCallError):
        list(states)


def test_a_deal_event_starts_the_next_board():
    first, second = bf.replay(PLAYED)[:2]
    assert bf.apply_event(first, second.dealt) == bf.start_board(second.dealt)
    assert bf.apply_event(None, second.dealt) == bf.start_board(second.dealt)


def test_an_event_before_any_deal_is_refused():
    with pytest.raises(bf.LogError, match="must start with a deal event"):
        bf.apply_event(None, bf.CallMade(bf.Seat.N, bf.PASS))
    with pytest.raises(bf.LogError, match="no events"):
        fold([])


@given(logs())
def test_any_log_folds_to_the_last_board_replay_gives(events):
    assert fold(events) == bf.replay(events)[-1]


@settings(max_examples=40)
@given(boards_in_play(), st.data())
def test_any_play_in_progress_folds_the_same_every_way(drawn, data):
    board, _ = drawn
    events = list(board.events)
    cut = data.draw(st.integers(1, len(events)))
    assert list(history(events))[cut - 1] == fold(events[:cut]) == bf.replay(events[:cut])[-1]


# ------------------------------------------------------------------ runs folded in one step


def _outcome(boards):
    """The boards an iterator of boards gives before it stops, and the error that stops it (kind and text)."""
    got = []
    try:
        for board in boards:
            got.append(board)
    except bf.BridgeError as e:
        return got, (type(e), str(e))
    return got, None


def _one_event_at_a_time(placed):
    """fold_boards's definition, event by event: each deal starts a board, each other event is apply_event."""
    board = None
    for place, event in placed:
        if isinstance(event, bf.Dealt):
            if board is not None:
                yield board
            board = bf.start_board(event)
        elif board is None:
            raise bf.LogError(f"{place}: the log must start with a deal event")
        else:
            try:
                board = bf.apply_event(board, event)
            except bf.BridgeError as e:
                raise type(e)(f"{place}: {e}") from None
    if board is not None:
        yield board


@st.composite
def _logs_with_a_stray_event(draw):
    """Played boards (long runs of calls and of cards), with events of any kind put in anywhere."""
    events = list(draw(boards_in_play())[0].events)
    if draw(st.booleans()):
        events += draw(logs())
    for stray in draw(any_events()):
        events.insert(draw(st.integers(0, len(events))), stray)
    return events


@settings(max_examples=150)
@given(st.one_of(_logs_with_a_stray_event(), logs(), any_events()))
def test_folding_runs_of_calls_and_cards_is_folding_one_event_at_a_time(events):
    placed = [(f"event {i}", e) for i, e in enumerate(events, 1)]
    assert _outcome(bf.fold_boards(placed)) == _outcome(_one_event_at_a_time(placed))


# ------------------------------------------------------------------ events in blocks, places named on demand


def _blocks(draw, items):
    """``items`` cut into consecutive blocks of drawn sizes (an empty block now and then)."""
    blocks, at = [], 0
    while at < len(items):
        size = draw(st.integers(0, 8))
        blocks.append(items[at:at + size])
        at += size
    return blocks


class _Unreadable(bf.LogError):
    """What a reader raises where it cannot read on."""


def _failing(blocks, at):
    """The blocks, then (when ``at`` is not None) the reader's error after block ``at``."""
    for i, block in enumerate(blocks):
        if i == at:
            raise _Unreadable("cannot read on")
        yield block


def _failing_placed(placed, blocks, at):
    """The same events with their places, and the same error where ``_failing`` raises it."""
    count = 0
    for i, block in enumerate(blocks):
        if i == at:
            raise _Unreadable("cannot read on")
        yield from placed[count:count + len(block)]
        count += len(block)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_logs_with_a_stray_event(), logs(), any_events()), st.data())
def test_folding_blocks_of_events_is_folding_them_with_their_places(events, data):
    """fold_blocks names places only when it must, and gives the same boards and errors as fold_boards."""
    placed = [(f"event {i}", e) for i, e in enumerate(events, 1)]
    blocks = _blocks(data.draw, events)
    at = data.draw(st.none() | st.integers(0, len(blocks)))
    asked, forgotten = [], [0]

    def place(index):
        assert index >= forgotten[-1], "a place asked for after it was forgotten"
        asked.append(index)
        return f"event {index + 1}"

    got = _outcome(fold_blocks(_failing(blocks, at), place, forgotten.append))
    assert forgotten == sorted(forgotten)
    assert got == _outcome(bf.fold_boards(_failing_placed(placed, blocks, at)))
    assert got == _outcome(_one_event_at_a_time(_failing_placed(placed, blocks, at)))
    assert len(asked) <= 1 and (got[1] is not None or not asked)  # a place is named for its error alone


def test_a_board_s_score_is_its_result_s():
    """Board.score reads the same points as Board.result, over every state of played and passed-out boards."""
    dealt = PLAYED[0]
    passed = [dealt] + [bf.CallMade(dealt.dealer.after(i), bf.PASS) for i in range(4)]
    states = list(history(PLAYED)) + list(history(passed))
    assert any(s.is_over for s in states) and any(not s.is_over for s in states)
    for state in states:
        for rules in ("duplicate", "simple"):
            result = state.result(rules)
            assert state.score(rules) == (None if result is None else {"NS": result.ns, "EW": -result.ns})
    with pytest.raises(bf.BridgeError, match="unknown scoring"):
        states[-1].score("rubber")
