"""Play of the hand (SPEC §6) and the board fold of play and claim events (SPEC §8).

Unit tests on two fixed deals, then Hypothesis properties over random deals,
random completed auctions and random legal play (strategies defined here).
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp import (
    PASS,
    Auction,
    Board,
    Play,
    Call,
    CallMade,
    Card,
    CardPlayed,
    Claimed,
    Deal,
    Dealt,
    IllegalCardError,
    IllegalClaimError,
    InvalidValueError,
    Seat,
    Vulnerability,
    apply_call,
    apply_claim,
    apply_event,
    apply_play,
    legal_calls,
    legal_cards,
    replay,
    start_board,
    start_play,
    trick_winner,
)
from strategies import call_events

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NT = 4

# A deal built for the tests (PBN, North first):
#   North AKQJ.543.AKQ.AKQ   East T98.AKQ.JT98.T98
#   South 765.JT9.7654.J73   West 432.8762.32.6542
# South holds exactly C J 7 3; West holds two diamonds and can ruff the third.
CUSTOM = "N:AKQJ.543.AKQ.AKQ T98.AKQ.JT98.T98 765.JT9.7654.J73 432.8762.32.6542"
# North deals, West opens 1H: West declares, East is dummy, North leads.
CUSTOM_CALLS = "P P P 1H P P P"

# SPEC §8's example deal: South deals, 4H by West; North leads.
EXAMPLE = "W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764"
EXAMPLE_CALLS = "P 1H P 3C P 4H P P P"


def c(text: str) -> Card:
    return Card.parse(text)


def board_after(pbn: str, dealer: Seat, calls: str, vulnerable: Vulnerability = Vulnerability.NONE) -> Board:
    board = start_board(Dealt(Deal.from_pbn(pbn), dealer, vulnerable))
    for text in calls.split():
        board = apply_event(board, CallMade(board.auction.turn, Call.parse(text)))
    return board


def play_seq(board: Board, plays: str) -> Board:
    """Apply ``"N:CA E:C8 …"`` (seat:card) through the board fold."""
    for item in plays.split():
        seat, card = item.split(":")
        board = apply_event(board, CardPlayed(Seat.parse(seat), c(card)))
    return board


@pytest.fixture
def custom() -> Board:
    return board_after(CUSTOM, N, CUSTOM_CALLS)


# The first four tricks on the custom deal (1H by West):
#   1. N CA  E C8  S C3  W C2  → North (highest club)
#   2. N DA  E D8  S D4  W D2  → North
#   3. N DK  E D9  S D5  W D3  → North
#   4. N DQ  E DT  S D6  W H2  → West: the trump beats the higher diamonds
FOUR_TRICKS = "N:CA E:C8 S:C3 W:C2 N:DA E:D8 S:D4 W:D2 N:DK E:D9 S:D5 W:D3 N:DQ E:DT S:D6 W:H2"


# --------------------------------------------------------------------------- the opening lead


def test_opening_lead_is_from_declarers_left(custom):
    assert custom.declarer == W and custom.dummy == E
    play = start_play(custom.deal, custom.auction)
    assert play.declarer == W and play.dummy == E
    assert play.leader == N and play.turn == N
    assert legal_cards(play) == sorted(custom.deal.hand(N))  # the leader may lead anything
    assert custom.to_act == N


def test_opening_lead_for_the_spec_example_is_north():
    b = board_after(EXAMPLE, S, EXAMPLE_CALLS)
    assert b.declarer == W
    play = start_play(b.deal, b.auction)
    assert play.turn == N and play.trump == 2  # hearts


@pytest.mark.parametrize("declarer_calls, dealer, declarer, leader", [
    ("1C P P P", N, N, E),
    ("1C P P P", E, E, S),
    ("1C P P P", S, S, W),
    ("1C P P P", W, W, N),
])
def test_every_seat_declares_and_left_hand_opponent_leads(declarer_calls, dealer, declarer, leader):
    b = board_after(CUSTOM, dealer, declarer_calls)
    play = start_play(b.deal, b.auction)
    assert b.declarer == declarer and play.turn == leader and play.trump == 0


def test_declarer_and_partner_cannot_make_the_opening_lead(custom):
    play = start_play(custom.deal, custom.auction)
    with pytest.raises(IllegalCardError, match="^West cannot play: it is North's turn$"):
        apply_play(play, W, c("S4"))
    with pytest.raises(IllegalCardError, match="^East cannot play: it is North's turn$"):
        apply_play(play, E, c("HA"))
    with pytest.raises(IllegalCardError, match="^South cannot play: it is North's turn$"):
        apply_play(play, S, c("S7"))


def test_dummy_is_shown_after_the_opening_lead(custom):
    play = start_play(custom.deal, custom.auction)
    assert not play.dummy_visible
    assert apply_play(play, N, c("CA")).dummy_visible


# --------------------------------------------------------------------------- out of turn, not held, revoke


def test_play_out_of_turn_mid_trick(custom):
    b = play_seq(custom, "N:CA")
    with pytest.raises(IllegalCardError, match="^South cannot play: it is East's turn$"):
        apply_event(b, CardPlayed(S, c("C3")))
    with pytest.raises(IllegalCardError, match="^North cannot play: it is East's turn$"):
        apply_event(b, CardPlayed(N, c("CK")))


def test_a_card_not_in_the_hand_is_refused():
    b = board_after(EXAMPLE, S, EXAMPLE_CALLS)
    b = play_seq(b, "N:CJ")
    with pytest.raises(IllegalCardError, match="^HK is not in East's hand$"):
        apply_event(b, CardPlayed(E, c("HK")))
    # a card already played is no longer in the hand
    b = play_seq(b, "E:CA S:C4 W:C2")
    assert b.play.turn == E
    with pytest.raises(IllegalCardError, match="^CA is not in East's hand$"):
        apply_event(b, CardPlayed(E, c("CA")))


def test_revoke_names_the_suit_and_the_cards_held(custom):
    b = play_seq(custom, "N:CA E:C8")
    assert sorted(b.hand(S).cards_in(0)) == sorted([c("CJ"), c("C7"), c("C3")])
    for wrong in ("HJ", "S7", "D4"):
        with pytest.raises(IllegalCardError) as info:
            apply_event(b, CardPlayed(S, c(wrong)))
        assert str(info.value) == "South must follow suit in clubs (holds C J 7 3)"
    # following suit with any club is fine
    for right in ("CJ", "C7", "C3"):
        assert apply_event(b, CardPlayed(S, c(right))).play.turn == W


def test_revoke_message_writes_ten_as_10():
    # East holds D J 10 9 8; North leads a diamond, East tries a spade
    b = play_seq(board_after(CUSTOM, N, CUSTOM_CALLS), "N:DA")
    with pytest.raises(IllegalCardError, match=r"^East must follow suit in diamonds \(holds D J 10 9 8\)$"):
        apply_event(b, CardPlayed(E, c("ST")))


def test_a_player_void_in_the_suit_led_may_play_anything(custom):
    b = play_seq(custom, FOUR_TRICKS[: FOUR_TRICKS.index("W:H2")])
    # West holds no diamond now: every card is legal, a trump or a discard
    assert b.hand(W).length(1) == 0
    assert legal_cards(b.play) == sorted(b.hand(W))
    assert apply_event(b, CardPlayed(W, c("C6"))).play.done[-1].winner == N  # a discard loses
    assert apply_event(b, CardPlayed(W, c("H2"))).play.done[-1].winner == W  # a ruff wins


def test_legal_cards_follow_suit_low_to_high(custom):
    b = play_seq(custom, "N:CA")
    assert legal_cards(b.play) == [c("C8"), c("C9"), c("CT")]  # East (dummy) must follow
    b = play_seq(b, "E:C8")
    assert legal_cards(b.play) == [c("C3"), c("C7"), c("CJ")]


# --------------------------------------------------------------------------- dummy's cards


def test_dummys_cards_are_named_by_dummys_seat(custom):
    b = play_seq(custom, "N:CA")
    assert b.play.turn == E and b.to_act == E  # dummy's seat, though declarer chooses
    with pytest.raises(IllegalCardError, match="^West cannot play: it is East's turn$"):
        apply_event(b, CardPlayed(W, c("CT")))  # declarer must not name his own seat
    b = apply_event(b, CardPlayed(E, c("CT")))
    assert c("CT") not in b.hand(E)
    b = play_seq(b, "S:C3 W:C2")
    assert b.play.done[0].seats() == [(N, c("CA")), (E, c("CT")), (S, c("C3")), (W, c("C2"))]


# --------------------------------------------------------------------------- the trick winner


@pytest.mark.parametrize("cards, leader, trump, winner", [
    # no trump: the highest card of the suit led
    ("S2 SA SK S3", N, NT, E),
    ("S2 S3 S4 S5", W, NT, S),
    # no trump: an off-suit card never wins, however high
    ("H2 SA H3 DK", W, NT, E),
    ("C2 DA HA SA", S, NT, S),
    # a trump contract: a card of a third suit never wins
    ("C2 DA C3 HA", N, 3, S),
    # the trump beats a higher card of the suit led
    ("SA SK H2 SQ", N, 2, S),
    ("DA D2 D3 C2", E, 0, N),
    # over-ruff: the higher trump wins
    ("HA S2 S5 HK", E, 3, W),
    ("HA S5 S2 H3", E, 3, S),  # under-ruff: the lower trump does not
    ("HA S2 S3 S4", N, 3, W),  # three ruffs: the highest
    # trumps led: the highest trump
    ("S2 SA HA S3", N, 3, E),
    # no trump played in a trump contract: the suit led still wins
    ("DK DA CA CK", S, 2, W),
])
def test_trick_winner(cards, leader, trump, winner):
    four = tuple(c(t) for t in cards.split())
    assert trick_winner(four, leader, trump) == winner


def test_trick_winners_in_play_and_the_winner_leads_next(custom):
    b = play_seq(custom, FOUR_TRICKS)
    done = b.play.done
    assert [t.winner for t in done] == [N, N, N, W]
    assert [t.leader for t in done] == [N, N, N, N]
    assert b.play.leader == W and b.play.turn == W  # the ruff won: West leads trick 5
    assert (b.play.declarer_tricks, b.play.defender_tricks) == (1, 3)
    assert b.play.tricks_of(E) == 1 and b.play.tricks_of(S) == 3
    with pytest.raises(IllegalCardError, match="^North cannot play: it is West's turn$"):
        apply_event(b, CardPlayed(N, c("SA")))
    b = play_seq(b, "W:C4 N:CK E:C9 S:CJ")
    assert b.play.done[-1].winner == N and b.play.turn == N


# --------------------------------------------------------------------------- thirteen tricks


def _play_lowest(board: Board) -> Board:
    while not board.is_over:
        play = board.play or start_play(board.deal, board.auction)
        board = apply_event(board, CardPlayed(play.turn, legal_cards(play)[0]))
    return board


def test_thirteen_tricks_end_the_play(custom):
    b = _play_lowest(custom)
    play = b.play
    assert len(play.done) == 13 and play.current == ()
    assert play.is_over and b.is_over and b.to_act is None
    assert play.declarer_tricks + play.defender_tricks == 13
    assert b.tricks == play.declarer_tricks == sum(1 for t in play.done if t.winner in (E, W))
    assert play.hands == (0, 0, 0, 0)
    assert legal_cards(play) == []
    assert len(b.events) == 1 + 7 + 52
    assert b.score() is not None


def test_a_card_after_the_play_ended_is_refused(custom):
    b = _play_lowest(custom)
    with pytest.raises(IllegalCardError, match=f"^{b.play.turn.full_name} cannot play SA: the play is over$"):
        apply_play(b.play, b.play.turn, c("SA"))
    with pytest.raises(IllegalCardError, match="^North cannot play SA: the play is over$"):
        apply_event(b, CardPlayed(N, c("SA")))
    with pytest.raises(IllegalClaimError, match="^West cannot claim: the play is over$"):
        apply_event(b, Claimed(W, 0))


def test_the_board_is_not_over_after_twelve_tricks(custom):
    b = custom
    for _ in range(48):
        play = b.play or start_play(b.deal, b.auction)
        b = apply_event(b, CardPlayed(play.turn, legal_cards(play)[0]))
    assert len(b.play.done) == 12 and not b.is_over and b.tricks is None
    assert sum(len(b.hand(s)) for s in Seat) == 4


# --------------------------------------------------------------------------- no play before the auction ends


def test_no_play_before_the_auction_ends():
    b = board_after(CUSTOM, N, "P P P 1H P P")
    assert not b.auction.is_complete
    with pytest.raises(IllegalCardError, match="^North cannot play CA: no play before the auction ends$"):
        apply_event(b, CardPlayed(N, c("CA")))
    with pytest.raises(IllegalClaimError, match="^West cannot claim: no claim before the auction ends$"):
        apply_event(b, Claimed(W, 7))
    with pytest.raises(IllegalCardError, match="there is no play"):
        start_play(b.deal, b.auction)


def test_no_play_before_the_auction_ends_through_replay():
    events = [Dealt(Deal.from_pbn(CUSTOM), N), CallMade(N, PASS), CardPlayed(E, c("SA"))]
    with pytest.raises(IllegalCardError, match="^event 3: East cannot play SA: no play before the auction ends$"):
        replay(events)
    with pytest.raises(IllegalCardError, match="^event 2: East cannot play SA: no play before the auction ends$"):
        replay([Dealt(Deal.from_pbn(CUSTOM), N), CardPlayed(E, c("SA"))])


def test_no_play_on_a_passed_out_board():
    b = board_after(CUSTOM, N, "P P P P")
    assert b.is_over and b.play is None
    with pytest.raises(IllegalCardError, match="^East cannot play SA: the board was passed out, there is no play$"):
        apply_event(b, CardPlayed(E, c("SA")))
    with pytest.raises(IllegalCardError, match="passed out"):
        start_play(b.deal, b.auction)


# --------------------------------------------------------------------------- claims


def test_claim_of_more_tricks_than_remain_is_refused(custom):
    with pytest.raises(IllegalClaimError, match="^West cannot claim 14 tricks: only 13 remain$"):
        apply_event(custom, Claimed(W, 14))
    b = play_seq(custom, FOUR_TRICKS)
    assert b.play.tricks_left == 9
    with pytest.raises(IllegalClaimError, match="^West cannot claim 10 tricks: only 9 remain$"):
        apply_event(b, Claimed(W, 10))
    with pytest.raises(IllegalClaimError, match="^North cannot claim 10 tricks: only 9 remain$"):
        apply_event(b, Claimed(N, 10))
    with pytest.raises(IllegalClaimError, match="cannot claim -1 tricks"):
        apply_claim(b.play, W, -1)
    # the refused claim changed nothing: all nine can be claimed
    assert apply_event(b, Claimed(W, 9)).tricks == 10


def test_claim_mid_trick_counts_the_trick_in_progress(custom):
    b = play_seq(custom, FOUR_TRICKS + " W:C4 N:CK")  # trick 5 is half played
    assert b.play.current == (c("C4"), c("CK")) and b.play.tricks_left == 9
    b = apply_event(b, Claimed(W, 6))
    play = b.play
    assert play.is_over and b.is_over and play.claimed_by == W
    assert (play.declarer_tricks, play.defender_tricks) == (1 + 6, 3 + 3)
    assert b.tricks == 7
    assert b.to_act is None
    with pytest.raises(IllegalCardError, match="^East cannot play C9: the play is over$"):
        apply_event(b, CardPlayed(E, c("C9")))
    with pytest.raises(IllegalClaimError, match="^West cannot claim: the play is over$"):
        apply_event(b, Claimed(W, 0))


def test_a_defender_claims_for_the_defence(custom):
    b = play_seq(custom, FOUR_TRICKS)
    b = apply_event(b, Claimed(S, 2))  # South's side takes 2 of 9, West's side 7
    assert (b.play.declarer_tricks, b.play.defender_tricks) == (8, 5)
    assert b.tricks == 8
    # 1H by West making 8 tricks: 30 + 30 + 50 = 110 to EW (Law 77)
    assert b.score() == {"NS": -110, "EW": 110}


def test_claim_before_the_opening_lead(custom):
    b = apply_event(custom, Claimed(W, 13))
    assert b.tricks == 13 and len(b.play.done) == 0 and b.play.current == ()
    b = apply_event(custom, Claimed(N, 13))
    assert b.tricks == 0


def test_dummy_cannot_claim(custom):
    with pytest.raises(IllegalClaimError, match="^East is dummy and cannot claim$"):
        apply_event(custom, Claimed(E, 7))
    b = play_seq(custom, "N:CA")
    with pytest.raises(IllegalClaimError, match="^East is dummy and cannot claim$"):
        apply_claim(b.play, E, 1)
    # declarer may claim at the same moment
    assert apply_claim(b.play, W, 1).is_over


def test_a_claim_can_neither_take_nor_concede_a_decided_trick_in_progress(custom):
    """Worked by hand on the custom deal (1H by West, North leads; see FOUR_TRICKS)."""
    left = range(0, 14)
    assert bf.claim_range(custom.play or start_play(custom.deal, custom.auction), W) == left  # no card played yet
    # North leads the club ace: every other hand must follow with a lower club, so North-South have the trick
    b = play_seq(custom, "N:CA")
    assert bf.trick_is_lost(b.play, 1) and not bf.trick_is_lost(b.play, 0)
    assert bf.claim_range(b.play, W) == range(0, 13) and bf.claim_range(b.play, N) == range(1, 14)
    with pytest.raises(IllegalClaimError, match=r"^West cannot claim 13 tricks: North–South have won the trick in progress \(CA led by North\)$"):
        apply_claim(b.play, W, 13)
    with pytest.raises(IllegalClaimError, match="^South cannot claim 0 tricks: North–South have won"):
        apply_claim(b.play, S, 0)
    assert apply_claim(b.play, S, 1).declarer_tricks == 12
    # trick 4: North leads the diamond queen over East's ten and South's six; West, out of diamonds,
    # may ruff (and win) or discard (and lose): the trick is open to both sides
    b = play_seq(custom, FOUR_TRICKS.rsplit(" ", 1)[0])
    assert not bf.trick_is_lost(b.play, 0) and not bf.trick_is_lost(b.play, 1)
    assert bf.claim_range(b.play, W) == range(0, 11) and bf.claim_range(b.play, N) == range(0, 11)
    # once the trick is over, nothing is in progress
    b = play_seq(custom, FOUR_TRICKS)
    assert bf.claim_range(b.play, W) == range(0, 10)
    assert bf.claim_range(apply_claim(b.play, W, 9), N) == range(0)


# =========================================================================== properties

seats = st.sampled_from(list(Seat))
vulnerabilities = st.sampled_from(list(Vulnerability))


@st.composite
def deals(draw) -> Deal:
    # one drawn seed, not 52 drawn numbers: keeps Hypothesis' choice budget for the play
    perm = list(range(1, 53))
    random.Random(draw(st.integers(0, 2**32 - 1))).shuffle(perm)
    return Deal.from_permutation(perm, dealer=draw(seats))


@st.composite
def boards_after_auction(draw, allow_pass_out: bool = False) -> tuple[list[bf.Event], Board]:
    dealer = draw(seats)
    dealt = Dealt(draw(deals()), dealer, draw(vulnerabilities), draw(st.none() | st.integers(1, 32)))
    events: list[bf.Event] = [dealt, *draw(call_events(dealer, pass_out=allow_pass_out))]
    board = start_board(dealt)
    for e in events[1:]:
        board = apply_event(board, e)
    return events, board


def finish(data, events: list[bf.Event], board: Board, claims: bool) -> tuple[list[bf.Event], Board]:
    """Play random legal cards (and maybe one claim) to the end of the board."""
    claim_at = data.draw(st.none() | st.integers(0, 52)) if claims else None
    played = 0
    while not board.is_over:
        play = board.play or start_play(board.deal, board.auction)
        if played == claim_at:
            seat = data.draw(st.sampled_from([s for s in Seat if s != play.dummy]))
            event: bf.Event = Claimed(seat, data.draw(st.sampled_from(bf.claim_range(play, seat))))
        else:
            legal = legal_cards(play)
            assert legal, "a player to play always has a legal card"
            event = CardPlayed(play.turn, data.draw(st.sampled_from(legal)))
            played += 1
        board = apply_event(board, event)
        events.append(event)
    return events, board


def reference_winner(cards, leader: Seat, trump: int) -> Seat:
    def key(i: int) -> tuple[int, int]:
        card = cards[i]
        if card // 13 == trump:
            return (2, card % 13)
        if card // 13 == cards[0] // 13:
            return (1, card % 13)
        return (0, 0)

    return leader.after(max(range(4), key=key))


PROPS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPS
@given(st.data())
def test_every_random_legal_play_folds_to_the_end(data):
    events, board = data.draw(boards_after_auction())
    events, board = finish(data, events, board, claims=False)
    play = board.play
    assert board.is_over and play.is_over and len(play.done) == 13
    assert play.declarer_tricks + play.defender_tricks == 13
    assert board.tricks == play.declarer_tricks
    assert play.hands == (0, 0, 0, 0) and legal_cards(play) == []
    # every card is played once, from the hand of the seat that played it
    seen = set()
    leader = board.declarer.next  # the opening lead from declarer's left
    for trick in play.done:
        assert trick.leader == leader
        for seat, card in trick.seats():
            assert card in board.deal.hand(seat)
            seen.add(card)
        assert trick.winner == reference_winner(trick.cards, trick.leader, play.trump)
        leader = trick.winner  # the winner leads the next trick
    assert len(seen) == 52
    mine = sum(1 for t in play.done if (t.winner - board.declarer) % 2 == 0)
    assert play.declarer_tricks == mine


@PROPS
@given(st.data())
def test_legal_cards_agrees_with_apply_play(data):
    _, board = data.draw(boards_after_auction())
    play = start_play(board.deal, board.auction)
    while not play.is_over:
        turn = play.turn
        held = list(bf.Hand(play.hands[turn]))
        legal = legal_cards(play)
        # the follow-suit rule, stated independently
        if play.current:
            led = play.current[0] // 13
            same = [x for x in held if x // 13 == led]
            assert legal == sorted(same or held)
        else:
            assert legal == sorted(held)
        for card in held:
            if card in legal:
                after = apply_play(play, turn, card)
                assert card not in bf.Hand(after.hands[turn])
            else:
                with pytest.raises(IllegalCardError, match="must follow suit"):
                    apply_play(play, turn, card)
        for card in bf.cards.CARDS:
            if card not in held:
                with pytest.raises(IllegalCardError, match="is not in"):
                    apply_play(play, turn, card)
        other = turn.after(data.draw(st.integers(1, 3)))
        with pytest.raises(IllegalCardError, match="cannot play: it is"):
            apply_play(play, other, legal[0])
        play = apply_play(play, turn, data.draw(st.sampled_from(legal)))
    assert len(play.done) == 13


@PROPS
@given(st.data())
def test_the_score_is_zero_sum_for_every_board(data):
    events, board = data.draw(boards_after_auction(allow_pass_out=True))
    events, board = finish(data, events, board, claims=True)
    assert board.is_over
    for rules in ("duplicate", "simple"):
        score = board.score(rules)
        assert score is not None and score["NS"] == -score["EW"]
        result = board.result(rules)
        assert result.ns == score["NS"] and result.ew == score["EW"]
        if board.auction.is_passed_out:
            assert score == {"NS": 0, "EW": 0} and board.tricks is None
            continue
        assert 0 <= board.tricks <= 13
        assert board.play.declarer_tricks + board.play.defender_tricks == 13  # claimed or played out
        made = board.tricks >= board.contract.tricks_needed
        assert (result.declarer_score > 0) == made and result.declarer_score != 0
        side = "NS" if board.declarer in (N, S) else "EW"
        assert score[side] == result.declarer_score


@PROPS
@given(st.data())
def test_whole_log_replay_equals_the_step_by_step_board(data):
    events, board = data.draw(boards_after_auction())
    events, board = finish(data, events, board, claims=data.draw(st.booleans()))
    assert replay(events) == [board]
    assert replay(bf.read_log(bf.write_log(events))) == [board]
    # a prefix replays to the board at that point
    k = data.draw(st.integers(1, len(events)))
    step = start_board(events[0])
    for e in events[1:k]:
        step = apply_event(step, e)
    assert replay(events[:k]) == [step]
    # two boards in one log fold independently
    assert replay(events + events[:k]) == [board, step]


@PROPS
@given(st.data())
def test_a_run_of_cards_is_the_cards_one_by_one_and_stops_at_the_first_illegal_one(data):
    """play_cards (the fold's step for a run of cards) against apply_play card by card."""
    events, board = data.draw(boards_after_auction())
    events, board = finish(data, events, board, claims=False)
    cards = [(e.seat, e.card) for e in events if isinstance(e, CardPlayed)]
    start = start_play(board.deal, board.auction)
    stop = data.draw(st.integers(0, 52))
    if stop < 52:  # spoil card ``stop``: out of turn, or not held by the seat to play
        seat, card = cards[stop]
        cards[stop] = data.draw(st.sampled_from([(seat.next, card), (seat, cards[stop - 1][1] if stop else cards[1][1])]))
    after, played = bf.play_cards(start, cards)
    assert played == stop
    step = start
    for seat, card in cards[:stop]:
        step = apply_play(step, seat, card)
    assert after == step
    if stop < 52:
        with pytest.raises(IllegalCardError):
            apply_play(after, *cards[stop])
        # the fold names the line of the spoilt card
        lines = bf.write_log(events[:len(events) - 52] + [CardPlayed(s, c) for s, c in cards]).splitlines()
        with pytest.raises(IllegalCardError, match=f"^line {len(events) - 52 + stop + 1}: "):
            list(bf.fold_boards(bf.iter_log(lines)))
    else:
        assert after == board.play and bf.play_cards(after, cards[:1]) == (after, 0)


# ------------------------------------------------------------ states that cannot be built inconsistent

def _board_after_one_trick() -> Board:
    deal = Deal.from_permutation(range(1, 53), dealer="N")
    board = start_board(Dealt(deal, Seat.N))
    for call in "1C P P P".split():
        board = apply_event(board, CallMade(board.to_act, Call.parse(call)))
    for _ in range(4):
        board = apply_event(board, CardPlayed(board.to_act, legal_cards(board.play or start_play(board.deal, board.auction))[0]))
    return board


def test_a_play_built_by_hand_must_agree_with_itself():
    play = _board_after_one_trick().play
    assert Play(**{name: getattr(play, name) for name in play._fields}) == play  # its own fields are accepted
    assert eval(repr(play), vars(bf)) == play  # and its repr builds it again from bridgefp's names alone
    with pytest.raises(InvalidValueError, match="trick counts must match"):
        play._replace(declarer_tricks=play.declarer_tricks + 1)
    with pytest.raises(InvalidValueError, match="each card once"):
        play._replace(hands=(play.hands[0] | play.hands[1], play.hands[1], play.hands[2], play.hands[3]))
    with pytest.raises(InvalidValueError, match="led by"):
        play._replace(leader=play.leader.next)


def test_a_board_built_by_hand_is_the_fold_of_its_events():
    board = _board_after_one_trick()
    assert Board(board.dealt, events=board.events) == board
    assert eval(repr(board), vars(bf)) == board
    assert Board(board.dealt, board.auction) == replay(list(board.events)[:5])[0]
    with pytest.raises(bf.LogError, match="the fold of its events"):
        Board(board.dealt, board.auction, board.play, list(board.events)[:-1])
    with pytest.raises(bf.LogError, match="start with its deal"):
        Board(board.dealt, events=list(board.events)[1:])


def test_records_have_no_order_and_states_are_not_sequences():
    call, card = bf.CallMade(bf.Seat.N, bf.PASS), bf.CardPlayed(bf.Seat.N, bf.Card.parse("SA"))
    with pytest.raises(TypeError):
        call < card  # noqa: B015
    board = _board_after_one_trick()
    for state in (board, board.play, board.auction):
        with pytest.raises(TypeError, match="not a sequence"):
            list(state)


def test_a_value_refuses_a_new_field_value_with_an_attribute_error():
    hand = bf.Hand.from_pbn("AT62.J73.Q84.K92")
    with pytest.raises(AttributeError, match="immutable"):
        hand.mask = 0  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del hand.mask
    assert hand == bf.Hand.from_pbn("AT62.J73.Q84.K92")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_run_of_whole_tricks_from_any_state_is_the_cards_one_by_one(data):
    """play_cards on a list (whole tricks checked four cards at a time) and on an iterator (card by
    card) against apply_play, from any state of play, with any card of the run replaced by another
    card of the same seat's hand (legal or not: a revoke, a card already played) or another seat's."""
    events, board = data.draw(boards_after_auction())
    events, board = finish(data, events, board, claims=False)
    cards = [(e.seat, e.card) for e in events if isinstance(e, CardPlayed)]
    first = data.draw(st.sampled_from([0, 4 * data.draw(st.integers(0, 13)), data.draw(st.integers(0, 52))]))
    state = start_play(board.deal, board.auction)
    for seat, card in cards[:first]:
        state = apply_play(state, seat, card)
    run = cards[first:]
    if run and data.draw(st.integers(0, 4)):  # mostly a run with one card changed
        j = data.draw(st.integers(0, len(run) - 1))
        seat, card = run[j]
        at = state
        for s, c in run[:j]:
            at = apply_play(at, s, c)
        held = [c for c in bf.cards.CARDS if at.hands[seat] >> c & 1]  # a revoke when it holds the suit led
        other = data.draw(st.sampled_from(held + [run[0][1]]))
        run[j] = data.draw(st.sampled_from([(seat, other), (seat, other), (seat.next, card)]))
    step, expected = state, 0
    for seat, card in run:
        try:
            step = apply_play(step, seat, card)
        except IllegalCardError:
            break
        expected += 1
    assert bf.play_cards(state, run) == (step, expected)
    assert bf.play_cards(state, iter(run)) == (step, expected)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_play_table_folds_as_its_cards_one_by_one_in_the_order_of_play(data):
    """play_table and play_rows (a table of rows, each a trick with its columns the seats from one
    seat, each led by the winner of the trick before) against apply_event on the cards one by one in
    the order of play, from any trick of the play, with any cell replaced by another card (one the
    column's seat holds, legal or not, or one of another seat)."""
    events, board = data.draw(boards_after_auction())
    events, board = finish(data, events, board, claims=False)
    cards = [(e.seat, e.card) for e in events if isinstance(e, CardPlayed)]
    done = data.draw(st.integers(0, 13))
    state = start_board(events[0])
    for e in events[1:len(events) - 52 + 4 * done]:
        state = apply_event(state, e)
    first = data.draw(seats)
    rows = []
    for t in range(done, 13):  # each trick's cards put in the columns of their seats
        row = [None] * 4
        for seat, card in cards[4 * t : 4 * t + 4]:
            row[(seat - first) & 3] = card
        rows.append(row)
    cells = [card for row in rows for card in row]
    if cells and data.draw(st.integers(0, 4)):  # mostly a table with one cell changed
        j = data.draw(st.integers(0, len(cells) - 1))
        seat = first.after(j % 4)
        held = [c for c in bf.cards.CARDS if board.deal.masks[seat] >> c & 1]
        cells[j] = data.draw(st.sampled_from(held + list(bf.cards.CARDS)))
    step, taken = state, 0
    for t in range(len(cells) // 4):  # the order of play: each row from its leader's column
        row = cells[4 * t : 4 * t + 4]
        leader = step.play.leader if step.play is not None else step.declarer.next
        try:
            after = step
            for k in range(4):
                seat = leader.after(k)
                after = apply_event(after, CardPlayed(seat, row[(seat - first) & 3]))
        except IllegalCardError:
            break
        step, taken = after, taken + 1
    assert bf.board.play_table(state, cells, first) == (step, taken)
    play = state.play or start_play(state.deal, state.auction)
    assert bf.play.play_rows(play, cells, first) == ((step.play if taken else play), taken)


@PROPS
@given(st.data())
def test_a_run_of_calls_after_the_deal_folds_as_the_calls_one_by_one(data):
    """fold_calls (a deal event and a run of calls, one state for the run) against apply_event call
    by call, with any call of the run replaced by another (legal or not) or made by another seat."""
    events, board = data.draw(boards_after_auction(allow_pass_out=True))
    calls = [e for e in events if isinstance(e, CallMade)]
    if data.draw(st.booleans()):
        j = data.draw(st.integers(0, len(calls) - 1))
        seat, call = calls[j].seat, calls[j].call
        calls[j] = data.draw(st.sampled_from([CallMade(seat, data.draw(st.sampled_from(bf.calls.CALLS))),
                                              CallMade(seat.next, call)]))
    step = start_board(events[0])
    try:
        for e in calls:
            step = apply_event(step, e)
    except bf.IllegalCallError as e:
        with pytest.raises(bf.IllegalCallError, match=f"^{re.escape(str(e))}$"):
            bf.board.fold_calls(events[0], calls)
    else:
        assert bf.board.fold_calls(events[0], calls) == step
