"""The bid stage's quick paths give exactly what the plain definitions give.

Each shortcut (a batched fold of the robots' calls, a hand's shape from look-up tables, the SAYC
reading of an auction and its tables kept per sequence of calls, a call's log line from a table of
heads) is checked here against the plain code it stands for, over many seeded hands and auctions.
"""

from __future__ import annotations

import random
import subprocess
import sys
from functools import reduce
from typing import Iterator

import pytest
from hypothesis import given, settings

import bridgefp as bf
from bridgefp.auction import apply_call, is_legal_call, legal_calls
from bridgefp.board import apply_event
from bridgefp.calls import CALLS, PASS, Call
from bridgefp.cards import SUIT_MASK, Hand, Seat, Strain, Vulnerability
from bridgefp.evaluation import (
    has_stopper, high_card_points, is_balanced, length_points, shape_of, shortness_points,
)
from bridgefp.events import CallMade
from bridgefp.formats.log import _deal_text, _event_line, event_to_line
from bridgefp.robots import CARD_ROBOT_NAMES, finish_auction, robot_call
from bridgefp.systems.base import Choice
from bridgefp.systems.sayc import _no_rule, _steps, _turn_steps, choose_call, tables_for
from bridgefp.systems.sayc.context import Ctx, _auction_reading, _call_facts, _reading_after_partners, hand_facts
from strategies import auctions, deals

SEED = 20260101
SYSTEMS = ("simple", "goren", "sayc")


def _random_hand(rng: random.Random) -> Hand:
    return Hand.from_cards(rng.sample(range(52), 13))


def _random_auction(rng: random.Random, dealer: Seat, length: int) -> bf.Auction:
    """An open auction of up to ``length`` legal calls, mostly passes and low bids, some doubles."""
    auction = bf.Auction.start(dealer)
    for _ in range(length):
        legal = legal_calls(auction)
        call = rng.choice(legal[:5] + legal[-3:])
        after = apply_call(auction, auction.turn, call)
        if after.is_complete:
            break
        auction = after
    return auction


def _plain_finish(board: bf.Board, system: bf.System) -> bf.Board:
    """The definition: one robot call at a time, each folded through ``apply_event``."""
    while not board.auction_is_over:
        board = apply_event(board, robot_call(board, system))
    return board


@pytest.mark.parametrize("name", SYSTEMS)
def test_finish_auction_is_the_fold_of_one_robot_call_at_a_time(name: str) -> None:
    system = bf.get_system(name)
    rng = random.Random(SEED)
    for i, permutation in enumerate(bf.seeded_permutations(SEED, 150)):
        dealer = Seat(i % 4)
        board = bf.start_board(bf.Dealt(bf.Deal.from_permutation(permutation, dealer), dealer))
        if i % 3 == 0:  # some boards arrive with calls already made by people
            for call in _random_auction(rng, dealer, rng.randrange(1, 6)).calls:
                board = apply_event(board, CallMade(board.auction.turn, call))
        fast = finish_auction(board, system)
        assert fast == _plain_finish(board, system)
        assert list(fast.events) == list(_plain_finish(board, system).events)
        assert reduce(apply_event, fast.events, None) == fast


def test_finish_auction_leaves_a_finished_auction_as_it_is() -> None:
    deal = bf.Deal.from_seed(3)
    board = bf.start_board(bf.Dealt(deal, Seat.N))
    for _ in range(4):
        board = apply_event(board, CallMade(board.auction.turn, PASS))
    assert finish_auction(board, bf.get_system("sayc")) is board


def test_shape_of_agrees_with_each_count_defined_alone() -> None:
    rng = random.Random(SEED)
    for _ in range(3000):
        hand = _random_hand(rng)
        shape = shape_of.__wrapped__(hand.mask)
        lengths = hand.lengths()
        suit_hcp = tuple(high_card_points(Hand(hand.suit_bits(s) << (13 * s))) for s in range(4))
        assert shape.lengths == lengths and shape.suit_hcp == suit_hcp
        assert shape.hcp == high_card_points(hand)
        assert shape.shortness == shortness_points(hand) and shape.length_points == length_points(hand)
        assert shape.balanced == is_balanced(hand)
        notrump = min(lengths) >= 2 and lengths.count(2) <= 1 and all(has_stopper(hand, s) for s in range(4))
        assert shape.notrump_hand == notrump
        assert shape.best_suit == max(range(4), key=lambda s: (lengths[s], suit_hcp[s], s))
        assert shape.better_minor == (Strain.C if (lengths[0], suit_hcp[0]) >= (lengths[1], suit_hcp[1]) else Strain.D)
        assert type(shape.best_suit) is Strain and type(shape.better_minor) is Strain


def _plain_hand_facts(mask: int) -> tuple[object, ...]:
    """What the SAYC rules read of a hand, counted card by card."""
    suits = [mask >> (13 * s) & SUIT_MASK for s in range(4)]
    lengths = tuple(b.bit_count() for b in suits)
    hcp = [sum((4, 3, 2, 1)[12 - r] for r in range(9, 13) if b >> r & 1) for b in suits]
    top3 = [sum(1 for r in range(10, 13) if b >> r & 1) for b in suits]
    top5 = [sum(1 for r in range(8, 13) if b >> r & 1) for b in suits]
    stoppers = tuple(
        bool(b >> 12 & 1) or (bool(b >> 11 & 1) and n >= 2) or (bool(b >> 10 & 1) and n >= 3) or (bool(b >> 9 & 1) and n >= 4)
        for b, n in zip(suits, lengths)
    )
    return (
        lengths, tuple(hcp), sum(hcp), sum(hcp) + sum(max(0, n - 4) for n in lengths),
        sum((3, 2, 1, 0)[min(n, 3)] for n in lengths), sorted(lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5]),
        stoppers, sum(b >> 12 & 1 for b in suits), sum(b >> 11 & 1 for b in suits),
        tuple(a >= 2 or t >= 3 for a, t in zip(top3, top5)), tuple(top5),
        tuple(2 if n == 0 or b >> 12 & 1 else 1 if n == 1 or b >> 11 & 1 else 0 for b, n in zip(suits, lengths)),
        tuple(top3),
    )


def test_sayc_hand_facts_agree_with_the_hand_counted_card_by_card() -> None:
    rng = random.Random(SEED + 1)
    for _ in range(3000):
        mask = _random_hand(rng).mask
        assert tuple(hand_facts.__wrapped__(mask)) == _plain_hand_facts(mask)


def _plain_no_trump_start(calls: tuple[Call, ...], i: int) -> bool:
    """``calls[i]`` is 1NT as its side's first bid, or 2NT as the auction's first bid."""
    text = str(calls[i])
    earlier = calls[i % 2:i:2] if text == "1NT" else calls[:i]
    return text in ("1NT", "2NT") and not any(c.is_bid for c in earlier)


def _plain_convention(calls: tuple[Call, ...], i: int) -> bool:
    """Stayman or a transfer (two or three of clubs, diamonds, hearts) straight over partner's 1NT or 2NT start,
    or the diamond answer to Stayman: the other side's calls in between not bids."""
    call = calls[i]
    if i < 2 or calls[i - 1].is_bid or call.strain == Strain.S:
        return False
    if _plain_no_trump_start(calls, i - 2) and call.level == calls[i - 2].level + 1:
        return True
    return (i >= 4 and call.strain == Strain.D and _plain_no_trump_start(calls, i - 4) and not calls[i - 3].is_bid
            and calls[i - 2].strain == Strain.C and calls[i - 2].level == call.level == calls[i - 4].level + 1)


def _plain_reading(calls: tuple[Call, ...]) -> tuple[object, ...]:
    """The SAYC reading of an auction for the player to call, call by call (the calls as they were made)."""
    n = len(calls)
    seq, mine, before, theirs_before, theirs, their_suits, our_suits = [], [], [], [], [], [], []  # type: ignore[var-annotated]
    opened_by_us, first_theirs, first_ours, passed_hand, last_bid = None, -1, -1, False, None
    for i, call in enumerate(calls):
        back = n - i
        if call == PASS:
            passed_hand = passed_hand or (back % 4 == 0 and not seq)
            continue
        if opened_by_us is None and call.is_bid:
            opened_by_us = back % 2 == 0
        if back % 2 == 0:
            first_ours = i if first_ours < 0 else first_ours
            seq.append(call)
            mine.append(back % 4 == 0)
            before.append(last_bid)
            theirs_before.append(tuple(their_suits))
            if call.is_bid and call.strain != Strain.NT:
                our_suits.append(call % 5)
        else:
            theirs.append(call)
            if call.is_bid and call.strain != Strain.NT and not _plain_convention(calls, i):
                their_suits.append(call % 5)
                first_theirs = call % 5 if first_theirs < 0 else first_theirs
        last_bid = call if call.is_bid else last_bid
    position = n + 1 if last_bid is None and not theirs and not seq else 0
    return (tuple(seq), tuple(mine), tuple(theirs), tuple(their_suits), position, passed_hand, opened_by_us,
            first_theirs, tuple(our_suits), tuple(before), first_ours, sum(1 for c in theirs if c.is_bid),
            tuple(theirs_before))


def _plain_apply(a: bf.Auction, seat: Seat, call: Call) -> bf.Auction | str:
    """The definition of a call's step: ``_is_legal`` decides, ``_advance`` folds; the error's text if illegal."""
    from bridgefp.auction import _advance, _auction, _is_legal, _why_illegal

    if seat != a.turn or not _is_legal(a.facts, a.turn, call):
        return _why_illegal(a, seat, call)
    return _auction(a.dealer, (*a.calls, call), _advance(a.facts, seat, call, a.dealer, (*a.calls, call)))


def test_a_call_is_applied_as_the_rules_of_legality_and_the_fold_define_it() -> None:
    rng = random.Random(SEED + 8)
    for _ in range(400):
        auction = _random_auction(rng, Seat(rng.randrange(4)), rng.randrange(0, 16))
        if rng.random() < 0.2:  # a complete auction refuses every call
            auction = reduce(lambda a, _: apply_call(a, a.turn, PASS) if not a.is_complete else a, range(4), auction)
        for seat in Seat:
            for call in CALLS + (Call(36), Call(1)):
                try:
                    after: bf.Auction | str = apply_call(auction, seat, call)
                except bf.IllegalCallError as e:
                    after = str(e)
                expected = _plain_apply(auction, seat, call)
                assert after == expected, (auction, seat, call)  # an Auction equals another with the same facts


def test_sayc_reading_of_an_auction_is_its_reading_call_by_call() -> None:
    rng = random.Random(SEED + 2)
    for _ in range(3000):
        auction = _random_auction(rng, Seat(rng.randrange(4)), rng.randrange(0, 16))
        reading = _auction_reading(bytes(auction.calls))
        assert reading == _plain_reading(auction.calls)
        assert all(isinstance(c, Call) and str(c) == str(CALLS[c]) for c in reading[0] + reading[2])


def test_sayc_reading_from_partners_reading_is_the_reading_of_the_calls() -> None:
    """The reading worked out from partner's reading two calls back (partner's call and my right-hand
    opponent's added) is the reading of the whole sequence, passes, doubles and openings in any seat."""
    rng = random.Random(SEED + 11)
    for _ in range(3000):
        auction = _random_auction(rng, Seat(rng.randrange(4)), rng.randrange(2, 16))
        code = bytes(auction.calls)
        partners = _auction_reading(code[:-2]) + _call_facts(code[:-2])
        assert _reading_after_partners(partners, code) == _auction_reading(code), auction.calls
    for text in ("P P", "P P P P", "1H P", "P 1H", "P P 1C X", "1C X", "P P P 1S X XX"):
        code = bytes(Call.parse(t) for t in text.split())
        partners = _auction_reading(code[:-2]) + _call_facts(code[:-2])
        assert _reading_after_partners(partners, code) == _auction_reading(code), text


def test_sayc_facts_of_the_calls_are_those_of_the_auction() -> None:
    """The legal calls, the doubles allowed, the last bid and the call just made, read from the calls alone,
    are what the auction's own rules and facts say (a complete auction allows no call)."""
    rng = random.Random(SEED + 9)
    for _ in range(3000):
        auction = _random_auction(rng, Seat(rng.randrange(4)), rng.randrange(0, 16))
        if rng.random() < 0.2:
            auction = reduce(lambda a, _: apply_call(a, a.turn, PASS) if not a.is_complete else a, range(4), auction)
        calls, last, rho, can_x, can_xx, legal = _call_facts(bytes(auction.calls))
        f, turn = auction.facts, auction.turn
        assert legal == sum(1 << c for c in CALLS if is_legal_call(auction, c)), auction
        assert can_x == (f.last_bidder is not None and (f.last_bidder ^ turn) & 1 == 1 and f.risk == 0)
        assert can_xx == (f.doubler is not None and (f.doubler ^ turn) & 1 == 1 and f.risk == 1)
        assert calls == auction.calls and last == f.last_bid and rho == (auction.calls[-1] if auction.calls else None)


def test_sayc_calls_as_read_compare_as_the_calls_themselves() -> None:
    """The reading's calls compare with calls and indexes as ``Call`` does; only a card they would meet
    as an int, and the rules meet none."""
    ctx = Ctx(_random_hand(random.Random(SEED)).mask, bf.Auction.from_calls("N", "1H X 2H P 4NT".split()))
    read = ctx.seq + ctx.theirs + ctx.calls + (ctx.last, ctx.rho)
    for mine, call in zip(read, [CALLS[int(c)] for c in read]):
        assert mine == call and call == mine and not mine != call and hash(mine) == hash(call) and mine.level == call.level
        for other in CALLS:
            assert (mine == other) is (call == other) and (mine < other) is (call < other) and (other in (mine,)) is (other == call)
    assert ctx.theirs[-1] in (CALLS[19],) and ctx.seq == (CALLS[36],) and ctx.last == CALLS[19] == ctx.rho


def test_the_sayc_robot_gives_the_calls_themselves() -> None:
    """Whatever a rule returns (a call read from the auction among them), the robot's call is a ``Call``."""
    rng = random.Random(SEED + 7)
    for auction in _sayc_turns(rng, 200):
        call = choose_call(_random_hand(rng), auction).call
        assert type(call) is Call


_SAYC_COMPILED = not str(sys.modules[choose_call.__module__].__file__).endswith(".py")


@pytest.mark.skipif(_SAYC_COMPILED, reason="the compiled bidder calls its own functions: a name patched in its module does not reach it")
def test_a_call_a_rule_reads_from_the_auction_is_given_as_the_call_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    from bridgefp.systems import sayc
    from bridgefp.systems.sayc.context import Rule, always

    echo = (Rule("echo", always, always, lambda c: c.calls[0], "the first call again"),)
    monkeypatch.setattr(sayc, "_auction_tables", lambda ctx: [echo])
    monkeypatch.setattr(sayc, "_TURN_STEPS", {})
    choice = choose_call(_random_hand(random.Random(SEED)), bf.Auction.from_calls("N", ["P"]))
    assert choice == Choice(PASS, "echo: the first call again") and type(choice.call) is Call


def test_sayc_tables_kept_per_sequence_of_calls_are_the_tables_of_the_turn() -> None:
    rng = random.Random(SEED + 3)
    for _ in range(3000):
        auction = _random_auction(rng, Seat(rng.randrange(4)), rng.randrange(0, 12))
        ctx = Ctx(_random_hand(rng).mask, auction)
        assert _turn_steps(ctx) == tuple(_steps(table) for table in tables_for(ctx))


def _plain_choice(hand: Hand, auction: bf.Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> Choice:
    """The definition of a SAYC call: the first rule of the turn's tables whose auction and hand
    conditions hold and whose call is legal, every condition asked on the turn itself; else Pass (``_no_rule``)."""
    ctx = Ctx(hand.mask, auction, vulnerable)
    for table in tables_for(ctx):
        for rule in table:
            if rule.call is not None and rule.when(ctx) and rule.hand(ctx):
                call = rule.call if isinstance(rule.call, Call) else rule.call(ctx)
                if call is not None and is_legal_call(auction, call):
                    return Choice(call, rule.explain)
    return _no_rule(ctx)


def _sayc_turns(rng: random.Random, boards: int) -> Iterator[bf.Auction]:
    """Every turn of ``boards`` auctions the ``sayc`` robots bid on random deals: the sequences it meets."""
    sayc = bf.get_system("sayc")
    for _ in range(boards):
        cards = rng.sample(range(52), 52)
        hands = [Hand.from_cards(cards[13 * i:13 * i + 13]) for i in range(4)]
        auction = bf.Auction.start(Seat(rng.randrange(4)))
        while not auction.is_complete:
            yield auction
            auction = apply_call(auction, auction.turn, sayc.choose(hands[auction.turn], auction).call)


def test_sayc_steps_kept_per_sequence_choose_as_every_condition_asked_each_turn() -> None:
    """At the sequences the robots meet, with other hands too: the call and its meaning are those of the
    plain walk through the rules (each auction condition asked once a group, the steps kept per sequence)."""
    rng = random.Random(SEED + 6)
    for auction in _sayc_turns(rng, 300):
        for _ in range(3):
            hand, vulnerable = _random_hand(rng), rng.choice(list(Vulnerability))
            assert choose_call(hand, auction, vulnerable) == _plain_choice(hand, auction, vulnerable), auction.calls


@settings(max_examples=300, deadline=None)
@given(auction=auctions(complete=False), deal=deals())
def test_sayc_steps_kept_per_sequence_choose_as_the_plain_walk_on_any_auction(auction: bf.Auction, deal: bf.Deal) -> None:
    for seat in Seat:  # the second hand on meets the steps kept for the sequence
        hand = deal.hands()[seat]
        assert choose_call(hand, auction) == _plain_choice(hand, auction)


def _shaped_deal(rng: random.Random) -> bf.Deal:
    """A random deal; about a third of them sorted partly by suit, for voids and long suits."""
    cards = list(range(52))
    rng.shuffle(cards)
    if rng.random() < 0.3:
        cards.sort(key=lambda c: (c // 13 + rng.randrange(2)) % 4)
    return bf.Deal(tuple(sum(1 << c for c in cards[13 * k: 13 * k + 13]) for k in range(4)))


def test_a_deal_line_writes_the_deal_as_to_pbn_does() -> None:
    rng = random.Random(SEED + 4)
    for _ in range(500):
        deal = _shaped_deal(rng)
        for seat in Seat:
            assert _deal_text(deal, seat) == deal.to_pbn(seat)


def test_a_deal_event_line_is_written_as_the_general_writer_writes_it() -> None:
    rng = random.Random(SEED + 5)
    for _ in range(100):
        deal = _shaped_deal(rng)
        for dealer in Seat:
            for vul in bf.Vulnerability:
                for number in (None, 1, 16, 10**20, True):
                    for extra in ((), (("note", "é\u2028"),), (("event", "x"),)):
                        event = bf.Dealt(deal, dealer, vul, number, extra)
                        assert _line_or_error(event_to_line, event) == _line_or_error(_event_line, event)


REASONS = ["", "plain", "é ü — 12–14", "line\u2028break", "a\u0085b", 'quote" back\\ \n tab\t', "lone \ud800", "\x1b[31m"]


def _line_or_error(write: object, event: bf.Event) -> str:
    try:
        return write(event)  # type: ignore[operator, no-any-return]
    except bf.BridgeError as e:
        return f"error: {e}"


@pytest.mark.parametrize("kind, known", [("call", ("call", "seat")), ("play", ("card", "seat"))])
def test_a_call_or_card_line_is_written_as_the_general_writer_writes_it(kind: str, known: tuple[str, str]) -> None:
    from bridgefp.cards import CARDS
    from bridgefp.events import CardPlayed

    make, values = (CallMade, CALLS) if kind == "call" else (CardPlayed, CARDS)
    for seat in Seat:
        for value in values:
            events = [make(seat, value), make(seat, value, ())]
            events += [make(seat, value, ((name, text),)) for name in ("explain", "note", *known) for text in REASONS]
            events += [make(seat, value, (("explain", "a"), ("note", "b"))), make(seat, value, (("explain", 3),))]
            for event in events:
                assert _line_or_error(event_to_line, event) == _line_or_error(_event_line, event)


def test_the_card_robot_names_are_those_of_the_robots() -> None:
    from bridgefp.cardplay import ROBOTS

    assert sorted(CARD_ROBOT_NAMES) == sorted(ROBOTS)


def _modules_loaded_by_bid(system: str, prefixes: tuple[str, ...]) -> tuple[str, int]:
    """Run ``bridgefp bid --system SYSTEM -`` on one dealt board in a fresh process: the loaded modules
    under ``prefixes`` (as printed) and how many calls the stage wrote."""
    program = (
        "import sys\n"
        "from bridgefp_cli.main import main\n"
        f"sys.argv = ['bridgefp', 'bid', '--system', {system!r}, '-']\n"
        "try:\n"
        "    main(prog_name='bridgefp')\n"
        "except SystemExit:\n"
        "    pass\n"
        f"print(sorted(m for m in sys.modules if m.startswith({prefixes!r})), file=sys.stderr)\n"
    )
    log = event_to_line(bf.Dealt(bf.Deal.from_seed(5), Seat.S)) + "\n"
    done = subprocess.run([sys.executable, "-c", program], input=log, capture_output=True, text=True, check=True)
    return done.stderr.strip(), done.stdout.count('"event": "call"')


def test_the_bid_stage_loads_neither_card_robots_nor_the_solver() -> None:
    loaded, calls = _modules_loaded_by_bid("sayc", ("bridgefp.cardplay", "bridgefp.dd"))
    assert loaded == "[]"
    assert calls >= 4


def test_the_bid_stage_on_an_event_log_loads_neither_the_pbn_reader_nor_all_of_pyrsistent() -> None:
    loaded, calls = _modules_loaded_by_bid("simple", ("bridgefp.formats.pbn", "bridgefp.formats.records", "pyrsistent"))
    assert loaded == "[]"
    assert calls >= 4


def test_the_bid_stage_loads_only_the_system_it_bids_with() -> None:
    loaded, calls = _modules_loaded_by_bid("simple", ("bridgefp.systems.",))
    assert loaded == "['bridgefp.systems.base', 'bridgefp.systems.simple']"
    assert calls >= 4


def test_the_systems_by_name() -> None:
    from bridgefp.systems.goren import GorenSystem
    from bridgefp.systems.sayc import SaycSystem
    from bridgefp.systems.simple import SimpleSystem

    assert list(bf.SYSTEMS) == ["simple", "goren", "sayc"] and len(bf.SYSTEMS) == 3 and "sayc" in bf.SYSTEMS
    assert "acol" not in bf.SYSTEMS and bf.SYSTEMS.get("acol") is None
    for name, kind in zip(bf.SYSTEMS, (SimpleSystem, GorenSystem, SaycSystem)):
        assert type(bf.SYSTEMS[name]) is kind and bf.SYSTEMS[name] is bf.get_system(name) and bf.SYSTEMS[name].name == name
    with pytest.raises(bf.BridgeError, match="unknown bidding system 'acol' \\(simple, goren, sayc\\)"):
        bf.get_system("acol")
