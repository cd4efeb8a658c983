"""The card-play robot: it plays legal cards, keeps its habits, and sees only its own view."""

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.cardplay import choose_card, random_card, view_for
from bridgefp.robots import finish_auction, finish_play
from strategies import boards_in_play, with_hidden_cards_swapped

SIMPLE = bf.get_system("simple")


def board_from(pbn: str, dealer: str, calls: str, cards: str = "") -> bf.Board:
    """A board from a PBN deal, the calls and the cards played (texts separated by spaces)."""
    board = bf.start_board(bf.Dealt(bf.Deal.from_pbn(pbn), bf.Seat.parse(dealer)))
    for call in calls.split():
        board = bf.apply_event(board, bf.CallMade(board.auction.turn, bf.Call.parse(call)))
    for card in cards.split():
        assert board.play is not None or board.auction.is_complete
        seat = board.to_act
        assert seat is not None
        board = bf.apply_event(board, bf.CardPlayed(seat, bf.Card.parse(card)))
    return board


# North declares 4S and East leads. Each deal is 13 cards a hand; suits are spades.hearts.diamonds.clubs.
# N: S AKQJ H 432 D 432 C 432   E: S 432 H AKQ8 D KQJ C 765
# S: S T98 H JT9 D T98 C AKQ8   W: S 765 H 765 D A765 C JT9
DEAL = "N:AKQJ.432.432.432 432.AKQ8.KQJ.765 T98.JT9.T98.AKQ8 765.765.A765.JT9"
# As DEAL, but North holds D AQ2 and East D KJ3, West D 7654.
DEAL2 = "N:AKQJ.432.AQ2.432 432.AKQ8.KJ3.765 T98.JT9.T98.AKQ8 765.765.7654.JT9"
# West is void in clubs, South in diamonds.
DEAL3 = "N:AKQJ.432.AQ2.432 432.AKQ8.KJ3.765 T98.JT9.-.AKQJT98 765.765.T987654.-"


def test_opening_lead_is_the_ace_from_ace_king_against_a_suit():
    board = board_from(DEAL, "N", "4S P P P")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.E
    assert str(choice.card) == "HA"
    assert "ace from ace-king" in choice.explain


def test_opening_lead_prefers_touching_honours_then_fourth_best():
    # South declares 1NT; West holds C J T 9: the top of touching honours.
    board = board_from(DEAL, "S", "1NT P P P")
    assert board.to_act == bf.Seat.W
    choice = choose_card(view_for(board))
    assert str(choice.card) == "CJ" and "touching honours" in choice.explain
    # With no honour sequence, the fourth best of the longest suit: D T 9 8 [7] 6 5 4.
    board = board_from(DEAL3, "S", "1NT P P P")
    choice = choose_card(view_for(board))
    assert str(choice.card) == "D7" and "fourth best" in choice.explain


def test_second_hand_plays_low():
    board = board_from(DEAL, "N", "4S P P P", "HA")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.S  # dummy, played by North
    assert str(choice.card) == "H9"
    assert choice.explain == "second hand low: it cannot win the trick"


def test_third_hand_does_not_beat_partners_boss_card():
    # East's HA is the highest heart left: West, third hand, plays low under it.
    board = board_from(DEAL, "N", "4S P P P", "HA H9")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.W
    assert str(choice.card) == "H5"
    assert "partner is winning" in choice.explain


def test_third_hand_high_plays_the_lowest_of_touching_cards():
    # East leads C5, dummy plays C8: West, with J T 9, beats it with the nine.
    board = board_from(DEAL, "N", "4S P P P", "HA H9 H5 H2 C5 C8")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.W
    assert str(choice.card) == "C9"
    assert "third hand high" in choice.explain


def test_fourth_hand_wins_as_cheaply_as_possible():
    # East leads DJ; dummy D8, West D4; North holds D A Q 2 and wins with the queen.
    board = board_from(DEAL2, "N", "4S P P P", "HA H9 H5 H2 DJ D8 D4")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.N
    assert str(choice.card) == "DQ"
    assert "as cheaply as possible" in choice.explain


def test_fourth_hand_that_cannot_win_plays_low():
    board = board_from(DEAL, "N", "4S P P P", "HA H9 H5")
    choice = choose_card(view_for(board))
    assert str(choice.card) == "H2"


def test_a_void_player_ruffs_with_the_cheapest_trump_and_the_next_follows_low():
    # Spades are trumps. East leads C7, dummy C8; West is void in clubs and ruffs with S5.
    board = board_from(DEAL3, "N", "4S P P P", "C7 C8")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.W
    assert str(choice.card) == "S5"
    assert "ruff" in choice.explain
    board = bf.apply_event(board, bf.CardPlayed(bf.Seat.W, choice.card))
    choice = choose_card(view_for(board))
    assert str(choice.card) == "C2" and "ruffed" in choice.explain


def test_a_void_player_discards_from_length_when_partner_wins():
    # East leads the DK (West, third... no: East leads, dummy South is void in diamonds
    # and ruffs; play it instead with hearts: East leads HA, dummy follows, West follows.
    board = board_from(DEAL3, "N", "4S P P P", "DK")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.S  # dummy is void in diamonds: it ruffs the king
    assert choice.card // 13 == 3 and "ruff" in choice.explain
    # West, third hand, sees dummy's ruff: partner's king is beaten, West cannot win: low.
    board = bf.apply_event(board, bf.CardPlayed(bf.Seat.S, choice.card))
    choice = choose_card(view_for(board))
    assert str(choice.card) == "D4" and "ruffed" in choice.explain


def test_robot_always_plays_legal_cards_and_finishes_every_board():
    for perm in bf.seeded_permutations(5, 60):
        board = finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm))), SIMPLE)
        if board.auction.is_passed_out:
            continue
        done = finish_play(board)
        assert done.is_over and done.tricks is not None
        assert done.play is not None and done.play.declarer_tricks + done.play.defender_tricks == 13
        for event in done.events:
            if isinstance(event, bf.CardPlayed):
                assert event.explain


def test_robot_declarers_take_more_tricks_than_random_declarers():
    robot = randoms = 0
    for perm in bf.seeded_permutations(21, 80):
        board = finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(perm))), SIMPLE)
        if board.auction.is_passed_out:
            continue
        declarer = board.declarer
        assert declarer is not None

        def mixed(view):  # random for declarer's side, the robot for the defenders
            return random_card(view) if view.is_declaring else choose_card(view)

        robot += finish_play(board).tricks or 0
        randoms += finish_play(board, mixed).tricks or 0
    assert robot > randoms




@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(boards_in_play())
def test_the_robot_chooses_the_same_card_whoever_holds_the_hidden_cards(case):
    board, rng = case
    view = view_for(board)
    choice = choose_card(view)
    play = board.play or bf.start_play(board.deal, board.auction)
    assert choice.card in bf.legal_cards(play)
    other = with_hidden_cards_swapped(board, view, rng)
    assume(other is not None)  # those hands would have revoked earlier: not the same history
    assert view_for(other) == view
    assert choose_card(view_for(other)) == choice


def test_dummy_is_hidden_until_the_opening_lead():
    board = board_from(DEAL, "N", "4S P P P")
    view = view_for(board)
    assert view.seat == bf.Seat.E and view.partner_hand is None
    board = board_from(DEAL, "N", "4S P P P", "HA H9")
    view = view_for(board)
    assert view.seat == bf.Seat.W and view.partner_hand == board.hand("S").mask


def test_dummy_is_played_by_declarer_who_sees_both_hands():
    board = board_from(DEAL, "N", "4S P P P", "HA")
    view = view_for(board)
    assert view.seat == bf.Seat.S and view.partner_hand == board.hand("N").mask


def test_no_view_once_the_play_is_over():
    board = board_from(DEAL, "N", "4S P P P")
    board = bf.apply_event(board, bf.Claimed(bf.Seat.N, 10))
    with pytest.raises(bf.IllegalCardError, match="the play is over"):
        view_for(board)


# North declares 4S holding S T 7 6 2 opposite S A K J; West has S Q 5, East S 9 8 4 3.
DEAL4 = "N:T762.AKQ.AKQ.AKQ 9843.76.62.JT987 AKJ.5432.543.543 Q5.JT98.JT987.62"


def test_declarer_draws_trumps_towards_the_hand_with_the_top_trumps():
    # North's S T 7 6 2 are all below South's A K J: North leads low towards them, and
    # South, third hand, wins with a card above West's.
    board = board_from(DEAL4, "N", "4S P P P", "C7 C3 C2 CA")
    assert board.to_act == bf.Seat.N
    choice = choose_card(view_for(board))
    assert str(choice.card) == "S2" and "draw trumps" in choice.explain
    board = board_from(DEAL4, "N", "4S P P P", "C7 C3 C2 CA S2 S3")
    third = choose_card(view_for(board))
    assert third.card // 13 == 3 and third.card > bf.Card.parse("S3")


def test_declarer_draws_trumps_from_the_top_of_its_own_hand():
    # Dummy (South) wins the first trump with the ace and holds S K J over West's S Q:
    # it goes on drawing from the top with the king.
    board = board_from(DEAL4, "N", "4S P P P", "C7 C3 C2 CA S2 S3 SA S5")
    assert board.to_act == bf.Seat.S
    choice = choose_card(view_for(board))
    assert str(choice.card) == "SK" and "draw trumps" in choice.explain


def test_a_void_discard_comes_from_the_longest_suit_with_fewer_honours():
    # In 3NT, East runs out of hearts: with S 9 8 4 3, D 6 2 and C J T 9 8 left, spades
    # and clubs are equally long and East keeps the club honour: it throws the S3.
    board = board_from(DEAL4, "N", "3NT P P P", "C7 C3 C2 CA HA H6 H2 H8 HK H7 H3 H9 HQ")
    choice = choose_card(view_for(board))
    assert board.to_act == bf.Seat.E
    assert str(choice.card) == "S3"
    assert "discard from length, spades" in choice.explain


# Positions written down by hand: the cards each seat holds now; everything else was played.
def position(seat, hand, other, opponents, declarer, trump, current=(), leader=None):
    """The view of ``seat`` holding ``hand`` (texts like "S A K 2, H 3"), seeing ``other``
    (dummy, or declarer's hand for dummy), with ``opponents`` the cards it cannot see."""

    def mask(text):
        m = 0
        for part in text.split(","):
            part = part.strip()
            if not part:
                continue
            suit, *ranks = part.split()
            for r in ranks:
                m |= 1 << bf.Card.parse(suit + r)
        return m

    h, o, t = mask(hand), mask(other), mask(opponents)
    cur = tuple(bf.Card.parse(c) for c in current)
    played = ((1 << 52) - 1) & ~(h | o | t)
    for c in cur:
        played |= 1 << c
    declarer = bf.Seat.parse(declarer)
    seat = bf.Seat.parse(seat)
    left = h.bit_count() + (1 if cur else 0)  # cards this seat held when the trick began
    done = 13 - left
    leader = bf.Seat.parse(leader) if leader else seat.after(-len(cur))
    strain = "NT" if trump == "NT" else trump
    auction = bf.Auction.from_calls(declarer, [f"3{strain}", "P", "P", "P"])
    return bf.PlayView(seat, h, o, declarer, 4 if trump == "NT" else int(bf.Strain.parse(trump)), 3, auction,
                       leader, cur, played, done // 2 + done % 2, done // 2, done)


def test_declarer_ruffs_a_loser_in_the_short_trump_hand():
    # North (hearts trumps) holds five trumps and a club loser; dummy has two trumps and no clubs.
    view = position("N", "H A K Q J T, C 2, D 2", "H 3 2, D A 3, S 2 3", "H 9 8 7 6, C A K Q, S A K, D K Q 5", "N", "H")
    choice = choose_card(view)
    assert str(choice.card) == "C2" and "ruff a loser in the short trump hand" in choice.explain


def test_declarer_does_not_draw_trumps_the_opponents_do_not_hold():
    # Spades are trumps and the opponents have none left: North cashes its heart ace, not a trump.
    view = position("N", "S A K Q, H A 2", "S 5 4, H 3, D 2 3", "H K Q J, D A K Q, C A 2 3 4", "N", "S")
    choice = choose_card(view)
    assert str(choice.card) == "HA"


def test_declarer_leaves_a_master_trump_out():
    # The opponents' only trump is the ace, above all of ours: drawing it would cost a trump of ours.
    view = position("N", "S K Q J, H A K", "S T 9, H 3 2, D 2", "S A, H Q J T, D A K Q, C 2 3", "N", "S")
    choice = choose_card(view)
    assert choice.card // 13 != 3 and "draw trumps" not in choice.explain


def test_declarer_cashes_the_short_hands_winners_first():
    # North's S Q J 3 2 opposite dummy's A K: lead low to them, or the suit blocks.
    view = position("N", "S Q J 3 2, H 2", "S A K, H 4 3, D 2", "S T 9 8 7 6, H A K, D A K, C 2", "N", "NT")
    choice = choose_card(view)
    assert str(choice.card) == "S2" and "winners in spades first" in choice.explain


def test_dummy_finesses_the_queen_when_second_hand_plays_low():
    # North leads S2 towards dummy's A Q 4; East plays low; the king is missing: dummy plays the queen.
    view = position("S", "S A Q 4, H 2", "S 5 3, H 4 3", "S K J T 9 8, H A K Q", "N", "NT", current=("S2", "S6"), leader="N")
    choice = choose_card(view)
    assert str(choice.card) == "SQ" and "finesse" in choice.explain


def test_declarer_second_hand_lets_fourth_hand_win():
    # West leads a low heart; dummy (North) holds H A K Q, so South, second hand, plays low from H J 3.
    view = position("S", "H J 3, S 2", "H A K Q, S 3", "H T 9 8 7, S A K Q", "S", "NT", current=("H7",), leader="W")
    choice = choose_card(view)
    assert str(choice.card) == "H3" and "fourth, wins" in choice.explain


def test_a_defender_gives_no_ruff_and_discard_and_does_not_lead_away_from_a_king():
    # East defends 3H: dummy (South) has no clubs and holds trumps; East's spade king lies under
    # declarer's unseen ace. East leads the diamond eight, top of nothing.
    view = position("E", "S K 5 2, D 8 7 6, C 9 8", "H 4 3, S J T, D A Q, C", "S A Q, H A K Q J, D K J, C K Q J T", "N", "H", leader="E")
    choice = choose_card(view)
    assert str(choice.card) == "D8" and "top of nothing" in choice.explain


def test_a_defender_second_hand_covers_an_honour_with_an_honour():
    # Dummy (North) leads the H Q; East holds H K 4 2: the king covers (the ace is out, so
    # covering may promote West's ten or jack).
    view = position("E", "H K 4 2, S 2", "H 9 3, S 3", "H A T J 8, S A K Q 4", "S", "NT", current=("HQ",), leader="N")
    choice = choose_card(view)
    assert str(choice.card) == "HK" and "cover an honour" in choice.explain


@given(st.lists(st.integers(0, 51), min_size=1, max_size=3, unique=True), st.integers(0, 3), st.integers(0, 4))
def test_the_card_winning_a_trick_in_progress_is_the_one_that_wins_it_if_the_rest_cannot(cards, leader, trump):
    from bridgefp.cardplay.view import winning
    from bridgefp.play import trick_winner

    led = cards[0] // 13
    other = next(s for s in range(4) if s not in (led, trump))  # a suit that can win nothing
    spare = [c for c in range(13 * other, 13 * other + 13)][: 4 - len(cards)]
    current = tuple(bf.Card(c) for c in cards)
    assert winning(current, bf.Seat(leader), trump) == trick_winner(list(cards) + spare, leader, trump)
