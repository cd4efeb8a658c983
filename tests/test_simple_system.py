"""SPEC §4, the "simple" bidding system (seed 000), rule by rule at its boundaries.

Each test crafts a hand whose counts were worked out by hand, asserts those counts first
(so the test documents itself), then asks the system for its call in a given auction.
Hands are PBN ``spades.hearts.diamonds.clubs``; auctions are calls from the dealer on.
"Points" are HCP + shortness points (void 3, singleton 2, doubleton 1).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgefp import (
    CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Call,
    Deal,
    Hand,
    Seat,
    apply_call,
    get_system,
    high_card_points,
    is_notrump_hand,
    legal_calls,
    seeded_permutations,
    shortness_points,
)
from bridgefp.systems.simple import SimpleSystem, choose_call, partner_minimum
from strategies import auctions


def points(h: Hand) -> int:
    return high_card_points(h) + shortness_points(h)


def hand(pbn: str, pts: int | None = None, *, hcp: int | None = None, nt: bool | None = None) -> Hand:
    """The hand, after checking the counts worked out by hand for it."""
    h = Hand.from_pbn(pbn)
    assert len(h) == 13, pbn
    if pts is not None:
        assert points(h) == pts, f"{pbn}: {points(h)} points, not {pts}"
    if hcp is not None:
        assert high_card_points(h) == hcp, f"{pbn}: {high_card_points(h)} HCP, not {hcp}"
    if nt is not None:
        assert is_notrump_hand(h) is nt, pbn
    return h


def call(h: Hand, dealer: str, calls: str = "") -> str:
    """The system's call, holding ``h``, for the player to act after ``calls``."""
    auction = Auction.from_calls(dealer, calls.split())
    choice = choose_call(h, auction)
    assert_explained(choice.explain)
    assert choice.call in legal_calls(auction)
    assert choice.call not in (DOUBLE, REDOUBLE)  # this system never doubles
    return str(choice.call)


def assert_explained(explain: str) -> None:
    assert isinstance(explain, str) and explain.strip() == explain and explain
    assert "\n" not in explain and "\r" not in explain


# ============================================================================================
# Rule 1: own side has no opener → open with 13+ points
# ============================================================================================

class TestOpening:
    def test_13_points_open_and_12_pass(self) -> None:
        # A K 4 3 2 (7), K 6 5 (3), Q 7 6 (2), 3 2 (doubleton 1): 12 HCP + 1 = 13.
        assert call(hand("AK432.K65.Q76.32", 13, hcp=12), "N") == "1S"
        # The queen of diamonds becomes the jack: 11 HCP + 1 = 12.
        assert call(hand("AK432.K65.J76.32", 12, hcp=11), "N") == "Pass"

    def test_shortness_points_count_toward_opening(self) -> None:
        # A K J 6 5 (8), Q 8 7 6 5 (2), 4 3 2, club void (3): 10 HCP + 3 = 13.
        # 5-5 in the majors: spades have more HCP (8 against 2), so spades.
        assert call(hand("AKJ65.Q8765.432.-", 13, hcp=10), "N") == "1S"

    def test_later_seats_open_after_passes(self) -> None:
        h = hand("AK432.K65.Q76.32", 13)
        assert call(h, "N", "P") == "1S"
        assert call(h, "N", "P P P") == "1S"
        assert call(hand("AK432.K65.J76.32", 12), "N", "P P P") == "Pass"

    def test_five_card_longest_suit_is_bid(self) -> None:
        # K 6 5 (3), A K 4 3 2 (7), Q 7 6 (2), 3 2 (1): 12 + 1 = 13, five hearts.
        assert call(hand("K65.AK432.Q76.32", 13), "N") == "1H"
        # A K 2 (7), K 3 2 (3), 3 2 (1), Q 5 4 3 2 (2): 12 + 1 = 13, five clubs.
        assert call(hand("AK2.K32.32.Q5432", 13), "N") == "1C"

    def test_four_card_longest_suit_is_not_bid_the_better_minor_is(self) -> None:
        # A K Q 2 (9), K 3 2 (3), Q 3 2 (2), 4 3 2: 14 points, 4-3-3-3, clubs unstopped.
        # Spades are longest but only four: the better minor, diamonds (Q against nothing).
        assert call(hand("AKQ2.K32.Q32.432", 14, nt=False), "N") == "1D"
        # 4-4-4-1: A K 3 2 (7), K 4 3 2 (3), Q 4 3 2 (2), 2 (singleton 2): 12 + 2 = 14.
        # Diamonds (four) are longer than clubs (one).
        assert call(hand("AK32.K432.Q432.2", 14), "N") == "1D"

    def test_no_trump_at_16_points_not_15(self) -> None:
        # 4-3-3-3, A K / K / K / K: 16 HCP, a stopper everywhere.
        assert call(hand("AK32.K32.K32.K32", 16, nt=True), "N") == "1NT"
        # The same with the club queen: 15 points, still a no-trump hand → better minor,
        # 3-3, diamonds K (3) over clubs Q (2).
        assert call(hand("AK32.K32.K32.Q32", 15, nt=True), "N") == "1D"

    def test_no_trump_counts_points_not_hcp(self) -> None:
        # A K 3 2, K 2 (a doubleton stopped by the king), K 4 3 2, Q 3 2: 15 HCP + 1 = 16.
        assert call(hand("AK32.K2.K432.Q32", 16, hcp=15, nt=True), "N") == "1NT"

    def test_16_points_without_a_no_trump_hand_open_the_better_minor(self) -> None:
        # A K Q 2 (9), K J 2 (4), K 3 2 (3), 4 3 2 (no club stopper): 16 points.
        assert call(hand("AKQ2.KJ2.K32.432", 16, nt=False), "N") == "1D"

    def test_five_card_suit_comes_before_no_trump(self) -> None:
        # A K 4 3 2, K 3 2, K 2, Q 3 2: 15 HCP + 1 = 16, a no-trump hand, but five spades.
        assert call(hand("AK432.K32.K2.Q32", 16, nt=True), "N") == "1S"

    @pytest.mark.parametrize(
        ("opponents", "expected"),
        [("1C", "1S"), ("1H", "1S"), ("1S", "2S"), ("1NT", "2S"), ("2D", "2S"), ("2S", "3S"),
         ("3NT", "4S"), ("6NT", "7S")],
    )
    def test_lowest_legal_level_after_an_opponents_bid(self, opponents: str, expected: str) -> None:
        # East opened (for their side); South's side has no opener, so South opens.
        assert call(hand("AK432.K65.Q76.32", 13), "E", opponents) == expected

    @pytest.mark.parametrize(
        ("opponents", "expected"),
        [("1C", "1NT"), ("1S", "1NT"), ("1NT", "2NT"), ("2D", "2NT"), ("7S", "7NT")],
    )
    def test_no_trump_opening_at_the_lowest_legal_level(self, opponents: str, expected: str) -> None:
        assert call(hand("AK32.K32.K32.K32", 16, nt=True), "E", opponents) == expected

    @pytest.mark.parametrize(
        ("opponents", "expected"), [("1C", "1D"), ("1D", "2D"), ("2C", "2D"), ("2D", "3D")]
    )
    def test_better_minor_at_the_lowest_legal_level(self, opponents: str, expected: str) -> None:
        assert call(hand("AKQ2.K32.Q32.432", 14, nt=False), "E", opponents) == expected

    def test_impossible_suit_goes_on_to_no_trump(self) -> None:
        # A 3 2 (4), A K J 3 2 (8), K 2 (3, doubleton 1), Q 3 2 (2): 17 HCP + 1 = 18,
        # five hearts, a no-trump hand (the doubleton is the king, Q 3 2 stops clubs).
        h = hand("A32.AKJ32.K2.Q32", 18, hcp=17, nt=True)
        assert call(h, "E") == "1H"
        assert call(h, "E", "6NT") == "7H"
        # 8H is impossible: rule 1.1 does not apply; rule 1.2 does.
        assert call(h, "E", "7H") == "7NT"

    def test_impossible_suit_does_not_try_the_next_suit_of_the_same_rule(self) -> None:
        # Q 5 4 3 2 (2), A K J 3 2 (8), 3 2 (1), 2 (2): 10 HCP + 3 = 13, 5-5 in the majors,
        # hearts best (8 HCP against 2). Not a no-trump hand (a singleton).
        h = hand("Q5432.AKJ32.32.2", 13, hcp=10, nt=False)
        assert call(h, "E") == "1H"
        # Over 7H the best suit needs 8H: no other five-card suit is tried (7S would be
        # legal), no-trump needs 16, and 8C is impossible too → Pass.
        assert call(h, "E", "7H") == "Pass"

    def test_impossible_better_minor_does_not_try_the_other_minor(self) -> None:
        # A K Q 2 (9), K 3 2 (3), 4 3 2, Q 3 2 (2): 14, clubs the better minor (Q).
        h = hand("AKQ2.K32.432.Q32", 14, nt=False)
        assert call(h, "E", "6S") == "7C"
        assert call(h, "E", "7C") == "Pass"  # 7D would be legal, but it is not the rule's bid

    def test_no_opening_bid_left_after_7nt(self) -> None:
        assert call(hand("AK32.K32.K32.K32", 16), "E", "7NT") == "Pass"


# ============================================================================================
# Rule 2: partner is the opener, my first turn since → answer
# ============================================================================================

class TestAnswering:
    # North deals and opens; East passes or bids; South answers.

    def test_13_points_with_a_fit_jump_raise(self) -> None:
        # A K 3 2 (7), Q 3 2 (2), Q 3 2 (2), Q 3 2 (2): 13 points, three hearts.
        # Lowest legal level for hearts over 1H is 2: one above is 3H.
        # (It is also a no-trump hand: the fit comes first.)
        assert call(hand("AK32.Q32.Q32.Q32", 13, nt=True), "N", "1H P") == "3H"

    def test_12_points_with_a_fit_do_not_jump(self) -> None:
        # The club queen becomes the jack: 12 points, clubs unstopped (J with 3 cards).
        # Rule 2.2: not a no-trump hand → best suit (spades, four) at the lowest level.
        assert call(hand("AK32.Q32.Q32.J32", 12, nt=False), "N", "1H P") == "1S"

    def test_13_points_fit_needs_three_cards(self) -> None:
        # A K 3, Q 3 2, K Q 3 2, Q 3 2: 16 HCP, three hearts → 3H.
        assert call(hand("AK3.Q32.KQ32.Q32", 16), "N", "1H P") == "3H"
        # A K 3 2, Q 2, K Q 3 2, Q 3 2: 16 + 1 = 17, two hearts: no fit; Q 2 does not stop
        # hearts, so no no-trump hand; best suit spades (4 cards, 7 HCP over diamonds' 5),
        # lowest level 1 → 2S.
        assert call(hand("AK32.Q2.KQ32.Q32", 17, nt=False), "N", "1H P") == "2S"

    def test_13_points_without_a_fit_jump_in_no_trump(self) -> None:
        # A K 3 2, K 2, Q 4 3 2, Q 3 2: 14 + 1 = 15, a no-trump hand, two hearts → 2NT.
        assert call(hand("AK32.K2.Q432.Q32", 15, nt=True), "N", "1H P") == "2NT"

    def test_13_points_without_a_fit_or_no_trump_jump_in_the_best_suit(self) -> None:
        # 3 2, A K 4 3 2, K Q 2, Q 3 2: 14 + 1 = 15; two spades, spades unstopped.
        # Lowest legal level for hearts over 1S is 2 → 3H.
        assert call(hand("32.AK432.KQ2.Q32", 15, nt=False), "N", "1S P") == "3H"

    def test_no_fit_when_partner_opened_no_trump(self) -> None:
        # 13 points and a no-trump hand: NT lowest legal over 1NT is 2 → 3NT.
        assert call(hand("AK32.Q32.Q32.Q32", 13, nt=True), "N", "1NT P") == "3NT"
        # A K 3 2, K 3 2, Q 3 2, J 3 2: 13, not a no-trump hand → best suit spades → 3S.
        assert call(hand("AK32.K32.Q32.J32", 13, nt=False), "N", "1NT P") == "3S"
        # Q 4 3 2, Q 3 2, Q 3 2, J 3 2: 7 points and three or more cards everywhere,
        # yet no fit with a no-trump opening → Pass (never 2NT).
        assert call(hand("Q432.Q32.Q32.J32", 7), "N", "1NT P") == "Pass"

    def test_impossible_jump_goes_to_rule_2_2_not_to_the_next_strain(self) -> None:
        # A K 3 2, Q 3 2, K 3 2, Q 3 2: 14, a no-trump hand, a heart fit.
        h = hand("AK32.Q32.K32.Q32", 14, nt=True)
        # Over 6S: rule 2.1 wants hearts at 7 + 1 = 8, impossible. It does not go on to
        # 7NT (rule 2.1's next strain); rule 2.2 bids NT at the lowest legal level.
        assert call(h, "N", "1H 6S") == "6NT"
        # A K J 3 2, Q 3 2, K 4 3 2, 2: 13 + 2 = 15, a heart fit, a singleton.
        h = hand("AKJ32.Q32.K432.2", 15, nt=False)
        assert call(h, "N", "1H P") == "3H"
        assert call(h, "N", "1H 7C") == "7S"  # 8H impossible → rule 2.2, best suit spades

    def test_10_points_answer_best_suit_at_the_lowest_level(self) -> None:
        # 3 2, A K 4 3 2, Q 3 2, 4 3 2: 9 + 1 = 10, spades unstopped → 2H over 1S.
        assert call(hand("32.AK432.Q32.432", 10, nt=False), "N", "1S P") == "2H"

    def test_9_points_cannot_go_to_the_next_level(self) -> None:
        # The diamond queen becomes the jack: 9 points. Rule 2.3 needs hearts at the
        # level of the last bid (1) but they need 2; no spade fit → Pass.
        assert call(hand("32.AK432.J32.432", 9), "N", "1S P") == "Pass"
        # 4 3 2, A K 4 3 2, J 3 2, 3 2: 8 + 1 = 9 with three spades → rule 2.4, 2S.
        assert call(hand("432.AK432.J32.32", 9), "N", "1S P") == "2S"

    def test_10_points_no_trump_hand_answers_no_trump(self) -> None:
        # K 2, J 4 3 2, K 3 2, Q 4 3 2: 9 + 1 = 10; K 2 stops spades, J with 4 hearts,
        # Q with 4 clubs.
        assert call(hand("K2.J432.K32.Q432", 10, nt=True), "N", "1S P") == "1NT"
        # K 2, J 4 3 2, Q 3 2, Q 4 3 2: 9 points, still a no-trump hand → not rule 2.2;
        # the best suit (clubs, Q over hearts' J) needs level 2 ≠ 1; no spade fit → Pass.
        assert call(hand("K2.J432.Q32.Q432", 9, nt=True), "N", "1S P") == "Pass"

    def test_rule_2_2_comes_before_the_fit(self) -> None:
        # K 4 3 2, Q 3 2, K 3 2, Q 3 2: 10, a no-trump hand with three hearts → 1NT, not 2H.
        assert call(hand("K432.Q32.K32.Q32", 10, nt=True), "N", "1H P") == "1NT"

    def test_8_points_best_suit_at_the_same_level(self) -> None:
        # K 4 3 2 (3), 3 2 (1), Q 4 3 2 (2), Q 3 2 (2): 7 + 1 = 8; best suit spades
        # (four, 3 HCP, over diamonds' 2). Over 1H, 1S is at the level of the last bid.
        assert call(hand("K432.32.Q432.Q32", 8), "N", "1H P") == "1S"
        # The club queen becomes the jack: 7 points, no heart fit → Pass.
        assert call(hand("K432.32.Q432.J32", 7), "N", "1H P") == "Pass"

    def test_8_points_pass_when_the_best_suit_needs_a_higher_level(self) -> None:
        # 3 2, K 4 3 2, Q 4 3 2, Q 3 2: 8 points, best suit hearts; over 1S hearts need 2.
        h = hand("32.K432.Q432.Q32", 8)
        assert call(h, "N", "1S P") == "Pass"
        # After an opponent's 2C the last bid is at level 2, and so is 2H: same level.
        assert call(h, "N", "1S 2C") == "2H"
        assert call(h, "N", "1S 2D") == "2H"
        assert call(h, "N", "1S 2H") == "Pass"  # hearts would need 3, the last bid is at 2

    def test_same_level_clause_reads_the_last_bid_whoever_made_it(self) -> None:
        h = hand("K432.32.Q432.Q32", 8)  # best suit spades
        assert call(h, "N", "1H 2C") == "2S"
        assert call(h, "N", "1C 1H") == "1S"
        assert call(h, "N", "1H 1S") == "Pass"  # spades need 2 over 1S
        assert call(h, "N", "1H X") == "1S"  # a double is no bid: the last bid is 1H

    def test_6_points_and_a_fit_raise_by_one(self) -> None:
        # Q 4 3 2 (2), J 3 2 (1), Q 4 3 2 (2), 3 2 (1): 5 + 1 = 6, three hearts.
        assert call(hand("Q432.J32.Q432.32", 6), "N", "1H P") == "2H"
        # Q 4 3 2, 4 3 2, Q 4 3 2, 3 2: 4 + 1 = 5 → Pass.
        assert call(hand("Q432.432.Q432.32", 5), "N", "1H P") == "Pass"

    def test_6_points_fit_needs_three_cards(self) -> None:
        # Q 5 4 3 2 (2), 3 2 (1), Q 4 3 2 (2), 3 2 (1): 4 + 2 = 6, two hearts → Pass.
        assert call(hand("Q5432.32.Q432.32", 6), "N", "1H P") == "Pass"

    def test_raise_is_one_above_partners_opening(self) -> None:
        h = hand("Q432.J32.Q432.32", 6)
        assert call(h, "N", "1H 1S") == "2H"
        assert call(h, "N", "1H 2C") == "2H"
        assert call(h, "N", "1H 2D") == "2H"
        # West dealt and opened 1S, partner (North) opened 2H for our side, East passed.
        assert call(h, "W", "1S 2H P") == "3H"

    def test_raise_that_is_no_longer_legal_does_not_apply(self) -> None:
        # Partner 1H, opponent 2S: the raise 2H cannot be made. Rule 2.4's bid is fixed
        # (one above partner's opening), so the rule does not apply → Pass (never 3H).
        assert call(hand("Q432.J32.Q432.32", 6), "N", "1H 2S") == "Pass"
        assert call(hand("Q432.J32.Q432.32", 6), "N", "1H 3C") == "Pass"


# ============================================================================================
# Rule 3: the opener's rebid
# ============================================================================================

# North opens 1H with five hearts; three spades, three diamonds, two clubs (so neither a
# spade nor a club answer qualifies for the opener) and one doubleton point.
H13 = "K65.AK432.Q76.32"  # 3 + 7 + 2 = 12 HCP + 1 = 13
H14 = "K65.AK432.K76.32"  # 3 + 7 + 3 = 13 + 1 = 14
H15 = "K65.AK432.KJ7.32"  # 3 + 7 + 4 = 14 + 1 = 15
H16 = "K65.AK432.KQ7.32"  # 3 + 7 + 5 = 15 + 1 = 16
H17 = "K65.AK432.AQ7.32"  # 3 + 7 + 6 = 16 + 1 = 17
H18 = "A65.AK432.AQ7.32"  # 4 + 7 + 6 = 17 + 1 = 18
H19 = "A65.AK432.AK7.32"  # 4 + 7 + 7 = 18 + 1 = 19
H20 = "AJ5.AK432.AK7.32"  # 5 + 7 + 7 = 19 + 1 = 20
H21 = "AQ5.AK432.AK7.32"  # 6 + 7 + 7 = 20 + 1 = 21
H22 = "AJ5.AK432.AK7.Q2"  # 5 + 7 + 7 + 2 = 21 + 1 = 22
H23 = "AQ5.AK432.AK7.Q2"  # 6 + 7 + 7 + 2 = 22 + 1 = 23
H26 = "AKJ.AKQJ2.AK7.32"  # 8 + 10 + 7 = 25 + 1 = 26
H27 = "AKQ.AKQJ2.AK7.32"  # 9 + 10 + 7 = 26 + 1 = 27
OPENERS = {13: H13, 14: H14, 15: H15, 16: H16, 17: H17, 18: H18, 19: H19, 20: H20,
           21: H21, 22: H22, 23: H23, 26: H26, 27: H27}


def opener(pts: int) -> Hand:
    h = hand(OPENERS[pts], pts, hcp=pts - 1)
    assert h.length(2) == 5 and h.length(3) == 3 and h.length(0) == 2
    assert call(h, "N") == "1H"  # the hand really opens 1H
    return h


class TestPartnersMinimum:
    """Partner's minimum, seen through the 27-point major game: my points + minimum."""

    @pytest.mark.parametrize(
        ("calls", "minimum", "why"),
        [
            ("1H 1S P P", 0, "partner passed"),
            ("1H 1S X P", 0, "partner doubled"),
            ("1H X XX P", 0, "partner redoubled"),
            ("1H P 3C P", 13, "a jump: clubs were possible at 2"),
            ("1H 1S 3C P", 13, "a jump over an overcall: clubs were possible at 2"),
            ("1H P 3H P", 13, "a jump in my own strain is still a jump"),
            ("1H 2D 3C P", 10, "3C is the lowest over 2D: no jump, not the level of 2D"),
            ("1H P 2H P", 6, "my own strain"),
            ("1H 1S 2H P", 6, "my own strain over an overcall"),
            ("1H P 1S P", 8, "a new suit at the level of my 1H"),
            ("1H 2C 2S P", 8, "a new suit at the level of the opponent's 2C"),
            ("1H 1S 2D P", 10, "a new suit above the level of the last bid"),
            ("1H P 2C P", 10, "a new suit at a higher level"),
            ("1H P 2D P", 10, "a new suit at a higher level"),
        ],
    )
    def test_minimum_read_from_the_answer(self, calls: str, minimum: int, why: str) -> None:
        need = 27 - minimum
        assert call(opener(need), "N", calls) == "4H", why
        assert call(opener(need - 1), "N", calls) == "Pass", why

    def test_no_trump_answer_is_10_and_counted_in_hcp(self) -> None:
        # 1NT (not a jump) → 10; the NT rule counts my HCP: 15 + 10 = 25 → 3NT.
        assert call(opener(16), "N", "1H P 1NT P") == "3NT"
        # 14 HCP + 10 = 24: no NT; 15 points + 10 = 25 < 27: no major → Pass.
        assert call(opener(15), "N", "1H P 1NT P") == "Pass"

    def test_no_trump_jump_is_13(self) -> None:
        # 2NT over 1H: NT was possible at 1 → a jump, 13. 12 HCP + 13 = 25 → 3NT.
        assert call(opener(13), "N", "1H P 2NT P") == "3NT"
        # K 6, A K 4 3 2, J 7 6 5, 3 2: 11 HCP + 2 = 13 → 24 HCP: no NT; 13 + 13 = 26: Pass.
        h = hand("K6.AK432.J765.32", 13, hcp=11)
        assert call(h, "N") == "1H"
        assert call(h, "N", "1H P 2NT P") == "Pass"

    def test_no_trump_rule_measures_hcp_then_the_major_measures_points(self) -> None:
        # K 6 (3, doubleton 1), A K 4 3 2 (7), K J 7 6 5 (4), 2 (singleton 2): 14 HCP + 3 = 17.
        # Hearts best (7 HCP over diamonds' 4). After 1NT: 14 + 10 = 24 HCP, no 3NT;
        # the major rule: 17 + 10 = 27 → 4H.
        h = hand("K6.AK432.KJ765.2", 17, hcp=14)
        assert call(h, "N") == "1H"
        assert call(h, "N", "1H P 1NT P") == "4H"

    @pytest.mark.parametrize(
        ("answer", "last_before", "mine", "minimum"),
        [
            ("Pass", "1H", 2, 0), ("X", "1S", 2, 0), ("XX", "1H", 2, 0),
            ("3C", "1H", 2, 13), ("2NT", "1H", 2, 13), ("3H", "1H", 2, 13),
            ("1NT", "1H", 2, 10), ("2NT", "2C", 2, 10),
            ("2H", "1H", 2, 6), ("2H", "1S", 2, 6),
            ("1S", "1H", 2, 8), ("2S", "2C", 2, 8), ("2D", "2C", 4, 8),
            ("2C", "1H", 2, 10), ("2D", "1S", 2, 10), ("3C", "2D", 2, 10),
        ],
    )
    def test_partner_minimum_function(self, answer: str, last_before: str, mine: int, minimum: int) -> None:
        assert partner_minimum(Call.parse(answer), Call.parse(last_before), mine) == minimum


class TestRebidThresholds:
    def test_major_game_at_27_not_26(self) -> None:
        # 1S answer: same level as 1H → 8. 19 + 8 = 27 → 4H; 18 + 8 = 26 → Pass.
        assert call(opener(19), "N", "1H P 1S P") == "4H"
        assert call(opener(18), "N", "1H P 1S P") == "Pass"

    def test_no_trump_game_at_25_hcp_not_24(self) -> None:
        # I opened 1NT. Partner's 2D is at the level of the overcall 2C → 8.
        # A K 3 2, K 3 2, K 3 2, A 3 2: 17 HCP + 8 = 25 → 3NT.
        assert call(hand("AK32.K32.K32.A32", 17, nt=True), "N", "1NT 2C 2D P") == "3NT"
        # A K 3 2, K 3 2, K 3 2, K 3 2: 16 + 8 = 24 → no NT; diamonds: I hold 3 → Pass.
        assert call(hand("AK32.K32.K32.K32", 16, nt=True), "N", "1NT 2C 2D P") == "Pass"

    def test_no_trump_answer_to_no_trump(self) -> None:
        # 2NT over 1NT is the lowest NT: 10. A K 3 2, K 2, K 4 3 2, Q 3 2: 15 HCP + 10 = 25.
        assert call(hand("AK32.K2.K432.Q32", 16, hcp=15, nt=True), "N", "1NT P 2NT P") == "3NT"

    def test_minor_game_at_29_not_28(self) -> None:
        # A 3 2 (4), K 2 (3, doubleton 1), 4 3 2, A K J 3 2 (8): 15 + 1 = 16, opens 1C.
        h16 = hand("A32.K2.432.AKJ32", 16)
        # The king of hearts becomes the queen: 15 points.
        h15 = hand("A32.Q2.432.AKJ32", 15)
        assert call(h16, "N") == "1C" and call(h15, "N") == "1C"
        # 3C over 1C is a jump → 13. 16 + 13 = 29 → 5C; 15 + 13 = 28 → Pass.
        assert call(h16, "N", "1C P 3C P") == "5C"
        assert call(h15, "N", "1C P 3C P") == "Pass"

    def test_my_minor_when_both_minors_qualify(self) -> None:
        # A 2 (4), K 2 (3), A K J 3 2 (8), Q 4 3 2 (2): 17 HCP + 2 = 19; five diamonds,
        # four clubs. Partner's 2C over 1D: not a jump, level 2 over 1 → 10. 29 → 5D.
        h = hand("A2.K2.AKJ32.Q432", 19)
        assert call(h, "N") == "1D"
        assert call(h, "N", "1D P 2C P") == "5D"
        # The heart king becomes the queen: 18 + 10 = 28 → Pass.
        assert call(hand("A2.Q2.AKJ32.Q432", 18), "N", "1D P 2C P") == "Pass"

    def test_my_major_when_both_majors_qualify(self) -> None:
        # A K 4 3 2 (7), K Q 3 2 (5), A 2 (4), 3 2: 16 HCP + 2 = 18; five spades, four hearts.
        # 2H over 1S: not a jump, level 2 over 1 → 10. 28 ≥ 27 → my spades, not hearts.
        h = hand("AK432.KQ32.A2.32", 18)
        assert call(h, "N") == "1S"
        assert call(h, "N", "1S P 2H P") == "4S"

    def test_partners_major_needs_four_cards_in_my_hand(self) -> None:
        # A K J 2 (8), 3 2 (1), A 2 (4, 1), K Q 4 3 2 (5): 17 HCP + 2 = 19, four spades; 1C.
        h4 = hand("AKJ2.32.A2.KQ432", 19)
        # A K J (8), J 3 2 (1), A 2 (4, 1), K Q 4 3 2 (5): 18 HCP + 1 = 19, three spades; 1C.
        h3 = hand("AKJ.J32.A2.KQ432", 19)
        assert call(h4, "N") == "1C" and call(h3, "N") == "1C"
        # 1S over 1C: same level → 8. 19 + 8 = 27.
        assert call(h4, "N", "1C P 1S P") == "4S"
        # With three spades the major does not qualify; clubs need 29 → Pass.
        assert call(h3, "N", "1C P 1S P") == "Pass"

    def test_partners_major_is_preferred_to_my_minor(self) -> None:
        # The major rule comes before the minor rule: with 29 both would do; 4S, not 5C.
        # A K J 2 (8), Q 2 (2), A 2 (4), K Q 4 3 2 (5): 19 HCP + 2 = 21. 1S → 8: 29.
        h = hand("AKJ2.Q2.A2.KQ432", 21)
        assert call(h, "N", "1C P 1S P") == "4S"

    def test_small_slam_at_32_not_31(self) -> None:
        # 3C over 1H: a jump → 13. 19 + 13 = 32 → 6H; 18 + 13 = 31 → game, 4H.
        assert call(opener(19), "N", "1H P 3C P") == "6H"
        assert call(opener(18), "N", "1H P 3C P") == "4H"

    def test_grand_slam_at_36_not_35(self) -> None:
        assert call(opener(23), "N", "1H P 3C P") == "7H"
        assert call(opener(22), "N", "1H P 3C P") == "6H"

    def test_no_trump_slams_are_measured_in_hcp(self) -> None:
        # 2C over 1NT: level 2 over 1, not a jump → 10.
        # A K 3 2, A K 3, K Q 3, K 3 2: 22 HCP (4-3-3-3) + 10 = 32 → 6NT.
        assert call(hand("AK32.AK3.KQ3.K32", 22, nt=True), "N", "1NT P 2C P") == "6NT"
        # A K 3 2, A K 3, K Q 3, Q 3 2: 21 + 10 = 31 → 3NT.
        assert call(hand("AK32.AK3.KQ3.Q32", 21, nt=True), "N", "1NT P 2C P") == "3NT"
        # A K 3 2, A K, K Q 3 2, Q 3 2: 21 HCP + 1 = 22 points: points would make 32,
        # but the NT rule measures HCP: 31 → 3NT.
        assert call(hand("AK32.AK.KQ32.Q32", 22, hcp=21, nt=True), "N", "1NT P 2C P") == "3NT"

    def test_no_trump_grand_slam_at_36_hcp(self) -> None:
        # 3NT over 1NT: NT was possible at 2 → a jump, 13.
        # A K 3 2, A K 3, K Q 3, A 3 2: 23 + 13 = 36 → 7NT; the club K: 22 + 13 = 35 → 6NT.
        assert call(hand("AK32.AK3.KQ3.A32", 23, nt=True), "N", "1NT P 3NT P") == "7NT"
        assert call(hand("AK32.AK3.KQ3.K32", 22, nt=True), "N", "1NT P 3NT P") == "6NT"

    def test_game_already_reached_passes_slam_does_not(self) -> None:
        # A K 3 2, A 3 2, A 3 2, A 3 2: 19 + 13 = 32 → 6NT over partner's 3NT.
        assert call(hand("AK32.A32.A32.A32", 19, nt=True), "N", "1NT P 3NT P") == "6NT"
        # A K 3 2, K 3 2, A 3 2, A 3 2: 18 + 13 = 31 → game 3NT, not higher than 3NT → Pass.
        assert call(hand("AK32.K32.A32.A32", 18, nt=True), "N", "1NT P 3NT P") == "Pass"

    def test_no_game_passes(self) -> None:
        assert call(opener(13), "N", "1H P P 1S") == "Pass"


class TestRebidOverInterference:
    def test_game_over_an_overcall(self) -> None:
        assert call(opener(14), "N", "1H P 3C 4D") == "4H"
        assert call(opener(19), "N", "1H P 3C 5S") == "6H"

    def test_bid_not_higher_than_the_last_bid_passes(self) -> None:
        assert call(opener(14), "N", "1H P 3C 4S") == "Pass"
        assert call(opener(19), "N", "1H P 3C 6S") == "Pass"
        assert call(opener(23), "N", "1H P 3C 7H") == "Pass"

    def test_no_fall_through_to_a_later_rule(self) -> None:
        # A 3 2 (4), A K J 3 2 (8), K 4 3 2 (3), 2 (singleton 2): 15 HCP + 2 = 17; opens 1H.
        h = hand("A32.AKJ32.K432.2", 17, hcp=15)
        assert call(h, "N") == "1H"
        # Partner's 1NT → 10: 15 + 10 = 25 HCP → 3NT.
        assert call(h, "N", "1H P 1NT P") == "3NT"
        # 3NT still outranks an overcall of 3S.
        assert call(h, "N", "1H P 1NT 3S") == "3NT"
        # Over 3NT it is not. The major rule would give 4H (17 + 10 = 27), but the NT
        # rule picked the strain: Pass, no fall-through.
        assert call(h, "N", "1H P 1NT 3NT") == "Pass"

    def test_no_fall_through_from_the_major_to_the_minor(self) -> None:
        # I opened 1H; partner's 2C (10), and I hold five clubs: hearts and clubs both
        # qualify. 3 2 (1), A K J 3 2 (8), A (4, singleton 2), K Q 4 3 2 (5): 17 HCP + 3 = 20.
        h = hand("32.AKJ32.A.KQ432", 20, hcp=17)
        assert call(h, "N") == "1H"  # 5-5: hearts have more HCP (8 against 5)
        assert call(h, "N", "1H P 2C P") == "4H"  # 30 ≥ 27 (5C would need 29: it is the major)
        # Over 4S, 4H is not higher: Pass, never 5C.
        assert call(h, "N", "1H P 2C 4S") == "Pass"


# ============================================================================================
# Roles: both sides open independently; doubles are passes when reading roles
# ============================================================================================

class TestRoles:
    def test_each_side_has_its_own_opener(self) -> None:
        # North opened 1S; East's side has no opener, so East opens at the lowest level.
        # A 2 (4, 1), A K J 3 2 (8), 4 3 2, 4 3 2: 12 HCP + 1 = 13.
        e = hand("A2.AKJ32.432.432", 13)
        assert call(e, "N", "1S") == "2H"
        # West answers East's 2H, not North's 1S: 6 points, three hearts → one above 2H.
        w = hand("Q432.J32.Q432.32", 6)
        assert call(w, "N", "1S 2H P") == "3H"
        # East's rebid reads West's 3H: the lowest legal heart bid over 2H, own strain → 6.
        # A Q 5, A K 4 3 2, A K 7, 3 2: 20 HCP + 1 = 21; 21 + 6 = 27 → 4H.
        e21 = hand("AQ5.AK432.AK7.32", 21)
        assert call(e21, "N", "1S 2H P 3H P") == "4H"
        assert call(hand("AJ5.AK432.AK7.32", 20), "N", "1S 2H P 3H P") == "Pass"

    def test_the_opponents_opening_does_not_make_me_an_answerer(self) -> None:
        # 12 points: with no opener on my side, Pass, whatever the opponents did.
        assert call(hand("AK432.K65.J76.32", 12), "N", "1H") == "Pass"

    def test_a_double_by_partner_is_not_an_opening(self) -> None:
        # North passed, East opened 1S, South (a person) doubled, West passed.
        # North's side still has no opener: North opens at the lowest level (2H); were
        # the double an opening, 13 points would jump-answer 3H.
        # A 2 (4, doubleton 1), A K J 3 2 (8), 4 3 2, 4 3 2: 12 HCP + 1 = 13.
        assert call(hand("A2.AKJ32.432.432", 13), "N", "P 1S X P") == "2H"
        # A 2, A K 10 3 2 (7), 4 3 2, 4 3 2: 11 + 1 = 12 → Pass (an answer would bid 2H).
        assert call(hand("A2.AKT32.432.432", 12), "N", "P 1S X P") == "Pass"

    def test_a_redouble_is_not_an_opening_either(self) -> None:
        # N 1H, E X, S XX (a person), W: West's side has no opener → West opens.
        assert call(hand("AK432.K65.Q76.32", 13), "N", "1H X XX") == "1S"
        # North's rebid sees partner's XX as a pass: 0.
        assert call(opener(27), "N", "1H X XX P") == "4H"

    def test_an_opponents_double_does_not_make_them_openers(self) -> None:
        # N 1H, E X, S P: West's side has no opener (East only doubled) → West opens 1S.
        assert call(hand("AK432.K65.Q76.32", 13), "N", "1H X P") == "1S"


# ============================================================================================
# Rule 4: anything else → Pass
# ============================================================================================

class TestLaterTurns:
    BIG = "AKQ2.AK2.AK2.432"  # 9 + 7 + 7 = 23 HCP, 4-3-3-3: 23 points

    def test_the_answerer_passes_on_a_second_turn(self) -> None:
        h = hand(self.BIG, 23)
        assert call(h, "N", "1H P 1S P 2S P") == "Pass"
        assert call(h, "N", "1H P 3H P P 3S") == "Pass"

    def test_an_answerer_who_passed_passes_again(self) -> None:
        # South's answer turn was a pass; on the next turn South passes whatever it holds.
        assert call(hand(self.BIG, 23), "N", "1H P P 1S P P") == "Pass"

    def test_the_opener_passes_on_a_third_turn(self) -> None:
        assert call(opener(27), "N", "1H P 3C P 4H 4S P P") == "Pass"
        assert call(opener(27), "N", "1H P P 1S P P 2S P") == "Pass"

    def test_the_opener_passes_on_a_third_turn_even_after_a_rebid_pass(self) -> None:
        # North (a person) passed on the rebid turn, where this hand would bid 4H
        # (27 + 0); the turn after that is a third turn → Pass.
        assert call(opener(27), "N", "1H 1S P 2S") == "4H"
        assert call(opener(27), "N", "1H 1S P 2S P 3S P P") == "Pass"


# ============================================================================================
# The worked check of SPEC §4 and seed 000's example
# ============================================================================================

SEED_000 = "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"


def test_worked_check_of_seed_000() -> None:
    deal = Deal.from_pbn(SEED_000)
    south, west, north, east = (deal.hand(s) for s in "SWNE")
    assert points(south) == 9 and points(west) == 16 and points(north) == 6 and points(east) == 16
    assert west.length(2) == 6 and not is_notrump_hand(west)
    assert east.length(2) == 1 and not is_notrump_hand(east)

    assert call(south, "S") == "Pass"
    assert call(west, "S", "P") == "1H"
    assert call(north, "S", "P 1H") == "Pass"
    assert call(east, "S", "P 1H P") == "3C"  # best suit clubs, lowest legal 2, +1
    assert call(south, "S", "P 1H P 3C") == "Pass"
    assert call(west, "S", "P 1H P 3C P") == "4H"  # 16 + 13 = 29 ≥ 27, hearts
    assert call(north, "S", "P 1H P 3C P 4H") == "Pass"
    assert call(east, "S", "P 1H P 3C P 4H P") == "Pass"
    assert call(south, "S", "P 1H P 3C P 4H P P") == "Pass"

    auction = robot_auction(deal, "S")
    assert " ".join(str(c) for c in auction.calls) == "Pass 1H Pass 3C Pass 4H Pass Pass Pass"
    assert str(auction.contract) == "4H" and auction.declarer == Seat.W


def test_worked_check_explanations() -> None:
    deal = Deal.from_pbn(SEED_000)
    assert choose_call(deal.hand("W"), Auction.from_calls("S", ["P"])).explain == (
        "16 points, 6 hearts: open the best suit"
    )


def robot_auction(deal: Deal, dealer: str) -> Auction:
    auction = Auction.start(dealer)
    while not auction.is_complete:
        choice = choose_call(deal.hand(auction.turn), auction)
        assert_explained(choice.explain)
        auction = apply_call(auction, auction.turn, choice.call)
    return auction


def test_the_system_is_registered_and_is_choose_call() -> None:
    system = get_system("simple")
    assert isinstance(system, SimpleSystem) and system.name == "simple"
    h, a = hand("AK432.K65.Q76.32", 13), Auction.from_calls("N", [])
    assert system.choose(h, a) == choose_call(h, a)


# ============================================================================================
# Properties: over any legal auction (with doubles by people) the call is legal and explained
# ============================================================================================

hands = st.sets(st.integers(0, 51), min_size=13, max_size=13).map(
    lambda cards: Hand.from_cards(cards)
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(auctions(complete=False), hands)
def test_any_open_auction_gets_a_legal_explained_call(auction: Auction, h: Hand) -> None:
    choice = choose_call(h, auction)
    assert choice.call in legal_calls(auction)
    assert choice.call not in (DOUBLE, REDOUBLE)
    assert_explained(choice.explain)


def test_robot_auctions_on_seeded_deals_end_legally() -> None:
    for perm in seeded_permutations(2024, 200):
        for dealer in "NESW":
            auction = robot_auction(Deal.from_permutation(perm, dealer=dealer), dealer)
            assert auction.is_complete
            # Nobody in this system bids after the opener's rebid and the answer: each
            # side makes at most three bids (open, answer, rebid).
            for side in (0, 1):
                bids = [c for i, c in enumerate(auction.calls)
                        if c in CALLS[:35] and (auction.seat_of(i) & 1) == side]
                assert len(bids) <= 3
