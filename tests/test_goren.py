"""Seed 001's Goren openings (SPEC §5): every rule at its boundaries, and the system in auctions.

Every hand is checked first against the counts the test relies on, so a test reads as
its own worked example: ``shape`` is the suit lengths spades-hearts-diamonds-clubs,
in the order of the PBN hand beside it.
"""

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp import Auction, Hand, ParseError, Strain
from bridgefp.robots import finish_auction
from bridgefp.systems import goren
from bridgefp.systems.goren import GorenSystem, choose_opening, length, opening_bid
from bridgefp_cli.main import main


def hand_of(pbn: str, *, hcp: int, points: int, shape: str, balanced: bool) -> Hand:
    """The PBN hand, after asserting its HCP, points, lengths (S-H-D-C) and balance."""
    hand = Hand.from_pbn(pbn)
    assert goren.high_card_points(hand) == hcp
    assert goren.point_count(hand) == points
    assert "-".join(str(length(suit, hand)) for suit in "SHDC") == shape
    assert goren.is_balanced(hand) is balanced
    return hand


def opens(pbn: str, hcp: int, points: int, shape: str, balanced: bool) -> str:
    return opening_bid(hand_of(pbn, hcp=hcp, points=points, shape=shape, balanced=balanced))


# --- the seed's counting functions -------------------------------------------------------


def test_seed_001_sample_hand_counts_12_hcp_and_13_points():
    # Seed 001: "5C 7H AS JD 9D 2C KH 10H 4C 8H 8C AD 10C" is 12 HCP + 1 for five clubs.
    hand = Hand.from_cards("5C 7H AS JD 9D 2C KH TH 4C 8H 8C AD TC".split())
    assert goren.high_card_points(hand) == 12
    assert goren.distribution_points(hand) == 1
    assert goren.point_count(hand) == 13
    assert [length(s, hand) for s in ("Clubs", "Diamonds", "Hearts", "Spades")] == [5, 3, 4, 1]
    assert goren.is_balanced(hand) is False


def test_distribution_points_count_every_card_beyond_four_in_each_suit():
    hand = Hand.from_pbn("AK432.Q765432.-.2")  # 5 spades (+1), 7 hearts (+3)
    assert goren.distribution_points(hand) == 4
    assert goren.point_count(hand) == 9 + 4
    assert goren.distribution_points(Hand.from_pbn("AKJ2.KQ3.Q32.J32")) == 0


def test_the_seed_names_are_exported_and_agree_with_evaluation():
    hand = Hand.from_pbn("Q43.AKQJT2.Q8.32")
    assert bf.high_card_points is goren.high_card_points
    assert bf.is_balanced is goren.is_balanced
    assert bf.distribution_points(hand) == bf.length_points(hand) == 2
    assert bf.point_count(hand) == 16
    assert bf.length("Hearts", hand) == 6
    assert bf.opening_bid(hand) == "1H"
    # the exported class is the system: it opens this hand 1H, as the rule above says
    assert bf.GorenSystem is GorenSystem
    assert bf.GorenSystem().choose(hand, Auction.start("S")).call == bf.Call.parse("1H")


@pytest.mark.parametrize(
    "suit, expected",
    [
        ("Clubs", 2), ("Diamonds", 2), ("Hearts", 6), ("Spades", 3),
        ("clubs", 2), ("DIAMONDS", 2), ("hEaRtS", 6),
        ("C", 2), ("D", 2), ("h", 6), ("s", 3),
        (Strain.C, 2), (Strain.D, 2), (Strain.H, 6), (Strain.S, 3),
    ],
)
def test_length_accepts_names_in_any_case_letters_and_strains(suit, expected):
    assert length(suit, Hand.from_pbn("Q43.AKQJT2.Q8.32")) == expected


@pytest.mark.parametrize("suit", ["NT", "No trump", Strain.NT, "Clovers", "", "X"])
def test_length_rejects_anything_but_the_four_suits(suit):
    with pytest.raises(ParseError, match="is not a suit"):
        length(suit, Hand.from_pbn("Q43.AKQJT2.Q8.32"))


# --- rule 1: 1NT, 16-18 HCP balanced -----------------------------------------------------


def test_15_hcp_balanced_is_not_1nt_but_a_minor():
    assert opens("AKJ2.KQ3.Q32.432", 15, 15, "4-3-3-3", True) == "1C"


def test_16_hcp_balanced_opens_1nt():
    assert opens("AKJ2.KQ3.Q32.J32", 16, 16, "4-3-3-3", True) == "1NT"


def test_18_hcp_balanced_opens_1nt():
    assert opens("AKJ2.KQ3.KQ2.432", 18, 18, "4-3-3-3", True) == "1NT"


def test_19_hcp_balanced_is_not_1nt_but_the_balanced_minor_rule():
    hand = hand_of("AKJ2.KQ3.KQ2.J32", hcp=19, points=19, shape="4-3-3-3", balanced=True)
    choice = choose_opening(hand)
    assert str(choice.call) == "1C"
    assert choice.explain == "19 HCP, balanced, 3 clubs: open 1C"


def test_16_hcp_unbalanced_is_not_1nt():
    # 4-4-4-1 with 16 HCP: rule 4 takes it, the longer minor (4 diamonds against 1 club).
    assert opens("AKJ2.KQ32.Q432.J", 16, 16, "4-4-4-1", False) == "1D"


def test_5_3_3_2_with_a_five_card_minor_is_balanced_and_opens_1nt():
    hand = hand_of("K32.AT2.Q2.AKJ32", hcp=17, points=18, shape="3-3-2-5", balanced=True)
    assert opening_bid(hand) == "1NT"
    assert choose_opening(hand).explain == "17 HCP, balanced: open 1NT"


def test_5_3_3_2_with_a_five_card_major_is_not_balanced_and_opens_the_major():
    assert opens("AKJ32.K32.AT2.Q2", 17, 18, "5-3-3-2", False) == "1S"


# --- rule 2: 1H / 1S, 13-21 points and a five-card major ---------------------------------


def test_12_points_with_five_spades_passes():
    assert opens("AKJ32.Q32.J32.32", 11, 12, "5-3-3-2", False) == "Pass"


def test_13_points_with_five_spades_opens_1s():
    hand = hand_of("AKJ32.Q32.Q32.32", hcp=12, points=13, shape="5-3-3-2", balanced=False)
    assert choose_opening(hand).explain == "13 points, 5 spades: open 1S"


def test_21_points_with_five_spades_opens_1s():
    assert opens("AKQJ2.AK3.K32.32", 20, 21, "5-3-3-2", False) == "1S"


def test_22_points_with_five_spades_opens_2s_not_1s():
    assert opens("AKQJ2.AK3.KJ2.32", 21, 22, "5-3-3-2", False) == "2S"


def test_the_longer_major_is_bid_even_with_weaker_cards():
    assert opens("AK432.Q65432.2.2", 9, 12, "5-6-1-1", False) == "Pass"
    assert opens("AK432.KQ5432.2.2", 12, 15, "5-6-1-1", False) == "1H"


def test_equal_majors_open_spades():
    assert opens("J5432.AKQ32.K2.2", 13, 15, "5-5-2-1", False) == "1S"


def test_six_six_majors_open_spades():
    assert opens("Q65432.AK5432.-.2", 9, 13, "6-6-0-1", False) == "1S"


# --- rule 3: 1C / 1D, balanced 19-20 HCP, before rule 4 ----------------------------------


def test_20_hcp_balanced_opens_a_minor_by_the_balanced_rule():
    hand = hand_of("AKJ2.KQ3.KQ2.Q32", hcp=20, points=20, shape="4-3-3-3", balanced=True)
    assert choose_opening(hand).explain == "20 HCP, balanced, 3 clubs: open 1C"


def test_balanced_19_hcp_opens_the_longer_minor_even_with_three_cards():
    assert opens("AKJ2.KQ32.KQ2.J2", 19, 19, "4-4-3-2", True) == "1D"


def test_balanced_19_hcp_with_four_four_minors_opens_1d():
    hand = hand_of("AQ2.KJ.KJ32.AJ32", hcp=19, points=19, shape="3-2-4-4", balanced=True)
    assert choose_opening(hand).explain == "19 HCP, balanced, 4 diamonds: open 1D"


def test_balanced_20_hcp_with_a_five_card_minor_uses_the_balanced_rule():
    hand = hand_of("AK2.KQ.AJ432.K32", hcp=20, points=21, shape="3-2-5-3", balanced=True)
    assert choose_opening(hand).explain == "20 HCP, balanced, 5 diamonds: open 1D"


def test_unbalanced_19_hcp_is_not_the_balanced_rule():
    hand = hand_of("AKJ2.KQ32.AQ32.2", hcp=19, points=19, shape="4-4-4-1", balanced=False)
    assert choose_opening(hand).explain == "19 points, 4 diamonds: open 1D"


# --- rule 4: 1C / 1D, 13-21 points -------------------------------------------------------


def test_12_points_without_a_major_passes():
    assert opens("AKJ2.Q32.J32.J32", 12, 12, "4-3-3-3", True) == "Pass"
    assert opens("32.Q32.AKJ32.J32", 11, 12, "2-3-5-3", True) == "Pass"


def test_13_points_opens_the_longer_minor():
    assert opens("32.K32.AKJ32.J32", 12, 13, "2-3-5-3", True) == "1D"
    assert opens("K32.Q2.432.AKJ32", 13, 14, "3-2-3-5", True) == "1C"


def test_21_points_opens_a_minor():
    hand = hand_of("AK2.AKJ2.KQ432.2", hcp=20, points=21, shape="3-4-5-1", balanced=False)
    assert choose_opening(hand).explain == "21 points, 5 diamonds: open 1D"


def test_22_points_with_a_five_card_minor_opens_two_of_it():
    assert opens("AK2.AKJ2.KQJ32.2", 21, 22, "3-4-5-1", False) == "2D"


def test_three_three_minors_open_1c():
    assert opens("AKJ2.Q32.Q32.J32", 13, 13, "4-3-3-3", True) == "1C"


def test_four_four_minors_open_1d():
    assert opens("K32.A2.KJ32.Q432", 13, 13, "3-2-4-4", True) == "1D"


def test_five_five_minors_open_1d():
    assert opens("2.32.AKJ32.KQ432", 13, 15, "1-2-5-5", False) == "1D"


def test_the_longer_minor_wins_even_with_fewer_hcp():
    assert opens("AKJ2.AQ32.432.QJ", 17, 17, "4-4-3-2", True) == "1NT"
    assert opens("AKJ2.AQ32.5432.Q", 16, 16, "4-4-4-1", False) == "1D"


# --- rule 5: 2NT, 21-23 HCP balanced ------------------------------------------------------


def test_20_hcp_balanced_is_below_2nt():
    assert opens("AKJ2.KQ3.KQ2.Q32", 20, 20, "4-3-3-3", True) == "1C"


def test_21_hcp_balanced_with_a_five_card_minor_opens_2nt():
    hand = hand_of("AK2.KQ2.J2.AKJ32", hcp=21, points=22, shape="3-3-2-5", balanced=True)
    assert choose_opening(hand).explain == "21 HCP, balanced: open 2NT"


def test_21_hcp_balanced_without_a_five_card_suit_has_21_points_and_opens_a_minor():
    # Rule 4 (13-21 points) comes before rule 5, and no length point lifts it to 22.
    hand = hand_of("AKJ2.KQ3.KQ2.K32", hcp=21, points=21, shape="4-3-3-3", balanced=True)
    assert choose_opening(hand).explain == "21 points, 3 clubs: open 1C"


def test_22_hcp_balanced_opens_2nt():
    assert opens("AKQ2.KQ3.KQ2.K32", 22, 22, "4-3-3-3", True) == "2NT"


def test_23_hcp_balanced_opens_2nt_even_with_a_five_card_minor():
    assert opens("AKQ2.KQ3.KQ2.A32", 23, 23, "4-3-3-3", True) == "2NT"
    assert opens("AK2.KQ2.KJ.AQJ32", 23, 24, "3-3-2-5", True) == "2NT"


def test_24_hcp_balanced_with_a_five_card_minor_opens_two_of_it():
    assert opens("AK2.KQ2.KQ.AQJ32", 24, 25, "3-3-2-5", True) == "2C"


def test_24_hcp_balanced_without_a_five_card_suit_fits_no_rule_and_passes():
    hand = hand_of("AKQ2.KQ3.KQ2.AJ2", hcp=24, points=24, shape="4-3-3-3", balanced=True)
    assert opening_bid(hand) == "Pass"
    assert opens("AKQ2.KQ3.KQ2.AK2", 26, 26, "4-3-3-3", True) == "Pass"


# --- rule 6: two of a suit, 22+ points and a five-card suit -----------------------------


def test_22_points_and_one_five_card_suit_opens_two_of_it():
    assert opens("AKQJ2.AK3.KJ2.32", 21, 22, "5-3-3-2", False) == "2S"
    assert opens("AK2.AKJ2.KQJ32.2", 21, 22, "3-4-5-1", False) == "2D"


def test_22_points_without_a_five_card_suit_and_unbalanced_passes():
    assert opens("AKQ2.AKJ2.KQ32.2", 22, 22, "4-4-4-1", False) == "Pass"


def test_two_suits_a_major_beats_a_richer_minor():
    hand = hand_of("A2.KQ432.A.AKQJ2", hcp=23, points=25, shape="2-5-1-5", balanced=False)
    assert goren.high_card_points(Hand.from_pbn("-.-.-.AKQJ2")) == 10  # clubs 10, hearts 5
    choice = choose_opening(hand)
    assert str(choice.call) == "2H"
    assert choice.explain == "25 points, 5 hearts and 5 clubs, the major: open 2H"


def test_two_majors_more_hcp_beats_higher_rank():
    hand = hand_of("KJ432.AKQ32.A2.A", hcp=21, points=23, shape="5-5-2-1", balanced=False)
    choice = choose_opening(hand)
    assert str(choice.call) == "2H"
    assert choice.explain.endswith("5 hearts and 5 spades, more HCP: open 2H")


def test_two_majors_more_hcp_beats_the_longer_suit():
    hand = hand_of("AKQ32.KJ5432.AK.-", hcp=20, points=23, shape="5-6-2-0", balanced=False)
    choice = choose_opening(hand)
    assert str(choice.call) == "2S"
    assert choice.explain.endswith("5 spades and 6 hearts, more HCP: open 2S")


def test_two_minors_more_hcp_beats_lower_rank():
    hand = hand_of("A2.A.AKQ32.KJ432", hcp=21, points=23, shape="2-1-5-5", balanced=False)
    assert str(choose_opening(hand).call) == "2D"


def test_equal_hcp_the_longer_suit_beats_lower_rank():
    hand = hand_of("AKQ432.AKQ32.A2.-", hcp=22, points=25, shape="6-5-2-0", balanced=False)
    choice = choose_opening(hand)
    assert str(choice.call) == "2S"
    assert choice.explain.endswith("6 spades and 5 hearts, the longer: open 2S")


def test_equal_hcp_and_length_the_lower_ranking_suit():
    hand = hand_of("AKQ32.AKQ32.A2.2", hcp=22, points=24, shape="5-5-2-1", balanced=False)
    choice = choose_opening(hand)
    assert str(choice.call) == "2H"
    assert choice.explain.endswith("the lower-ranking: open 2H")
    assert opens("A2.2.AKQ32.AKQ32", 22, 24, "2-1-5-5", False) == "2C"


# --- rule 7: three of a suit, 5-9 HCP and exactly seven cards ---------------------------


def test_4_hcp_with_seven_spades_passes():
    assert opens("Q765432.Q2.32.32", 4, 7, "7-2-2-2", False) == "Pass"


def test_5_hcp_with_seven_spades_opens_3s():
    hand = hand_of("K765432.Q2.32.32", hcp=5, points=8, shape="7-2-2-2", balanced=False)
    assert choose_opening(hand).explain == "5 HCP, 7 spades: open 3S"


def test_9_hcp_with_seven_spades_opens_3s():
    assert opens("KQ65432.Q2.Q2.32", 9, 12, "7-2-2-2", False) == "3S"


def test_10_hcp_with_seven_spades_has_13_points_and_opens_1s():
    assert opens("KQ65432.K2.Q2.32", 10, 13, "7-2-2-2", False) == "1S"


def test_seven_card_minor_preempts_too():
    assert opens("32.32.Q2.KQ65432", 7, 10, "2-2-2-7", False) == "3C"


def test_eight_cards_are_not_a_three_level_preempt():
    # 5 HCP: too few for rule 8, and rule 7 wants exactly seven cards.
    assert opens("K8765432.Q32.3.2", 5, 9, "8-3-1-1", False) == "Pass"


# --- rule 8: four of a suit, 6-8 HCP and eight or more cards ----------------------------


def test_5_hcp_with_eight_hearts_passes():
    assert opens("32.K8765432.Q2.3", 5, 9, "2-8-2-1", False) == "Pass"


def test_6_hcp_with_eight_hearts_opens_4h():
    hand = hand_of("32.KQ765432.J.32", hcp=6, points=10, shape="2-8-1-2", balanced=False)
    assert choose_opening(hand).explain == "6 HCP, 8 hearts: open 4H"


def test_8_hcp_with_eight_hearts_opens_4h():
    assert opens("Q2.KQ765432.J.32", 8, 12, "2-8-1-2", False) == "4H"


def test_9_hcp_with_eight_hearts_has_13_points_and_opens_1h():
    assert opens("Q2.KQ765432.Q.32", 9, 13, "2-8-1-2", False) == "1H"


def test_nine_cards_count_as_eight_or_more():
    assert opens("2.2.32.KQJ765432", 6, 11, "1-1-2-9", False) == "4C"
    assert opens("2.KQ8765432.J2.2", 6, 11, "1-9-2-1", False) == "4H"


# --- rule 9: pass ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pbn, hcp, points, shape, balanced",
    [
        ("K32.Q32.J432.Q32", 8, 8, "3-3-4-3", True),
        ("AQ32.K32.Q32.J32", 12, 12, "4-3-3-3", True),
        ("Q65432.K32.Q2.32", 7, 9, "6-3-2-2", False),  # a six-card suit is no preempt
        ("J.2.Q32.Q8765432", 5, 9, "1-1-3-8", False),  # eight cards want 6-8 HCP
    ],
)
def test_hands_that_fit_no_rule_pass(pbn, hcp, points, shape, balanced):
    hand = hand_of(pbn, hcp=hcp, points=points, shape=shape, balanced=balanced)
    choice = choose_opening(hand)
    assert choice.call == bf.PASS
    assert choice.explain == f"{points} points, {hcp} HCP: no opening applies, pass"


# --- the system in auctions -------------------------------------------------------------

ONE_NT = "AKJ2.KQ3.Q32.J32"  # 16 HCP, 4-3-3-3
ONE_D = "A2.K32.KJ432.Q32"  # 13 HCP, 14 points, 5 diamonds
ONE_S = "AKJ32.Q32.Q32.32"  # 12 HCP, 13 points, 5 spades


def choose(pbn: str, dealer: str, calls: str) -> bf.Choice:
    return GorenSystem().choose(Hand.from_pbn(pbn), Auction.from_calls(dealer, calls.split()))


def test_goren_is_registered_by_name():
    assert bf.get_system("goren").name == "goren"
    assert isinstance(bf.SYSTEMS["goren"], GorenSystem)


def test_the_dealer_opens_by_section_5():
    hand = hand_of(ONE_NT, hcp=16, points=16, shape="4-3-3-3", balanced=True)
    choice = GorenSystem().choose(hand, Auction.start("S"))
    assert choice == bf.Choice(bf.Call.parse("1NT"), "16 HCP, balanced: open 1NT")


def test_a_later_seat_opens_after_passes():
    assert str(choose(ONE_S, "S", "P P P").call) == "1S"


def test_a_hand_with_no_opening_passes_in_an_auction():
    assert choose("K32.Q32.J432.Q32", "S", "").call == bf.PASS


def test_partner_has_opened_so_pass():
    choice = choose(ONE_NT, "S", "1S P")
    assert choice.call == bf.PASS
    assert choice.explain == "partner opened 1S; goren bids only the opening: pass"


def test_partner_opened_before_an_opponents_bid_so_pass():
    assert choose(ONE_S, "N", "P P 1C 1H").call == bf.PASS


def test_i_have_opened_so_pass():
    # South deals and opens 1S; West overcalls 2C; North and East pass: South's turn again.
    choice = choose(ONE_S, "S", "1S 2C P P")
    assert choice.call == bf.PASS
    assert choice.explain.startswith("I opened 1S")


def test_partners_double_is_no_opening():
    # East deals 1C, South (a person) doubles, West passes: North has not opened yet.
    assert str(choose(ONE_S, "E", "1C X P").call) == "1S"


def test_an_opponents_bid_below_the_opening_is_not_in_the_way():
    choice = choose(ONE_S, "W", "1C")
    assert str(choice.call) == "1S"
    assert choice.explain == "13 points, 5 spades: open 1S"


def test_west_3c_then_norths_1d_hand_bids_3d():
    hand = hand_of(ONE_D, hcp=13, points=14, shape="2-3-5-3", balanced=True)
    choice = GorenSystem().choose(hand, Auction.from_calls("W", ["3C"]))
    assert str(choice.call) == "3D"
    assert choice.explain == "14 points, 5 diamonds: open 1D; 3C is in the way: bid 3D"


def test_an_opponents_bid_in_a_higher_strain_pushes_up_one_level():
    assert str(choose(ONE_D, "W", "1H").call) == "2D"
    assert str(choose(ONE_NT, "W", "2C").call) == "2NT"
    assert str(choose(ONE_NT, "W", "1S").call) == "1NT"


def test_the_rules_level_stands_when_it_is_already_higher():
    hand = hand_of("32.KQ765432.J.32", hcp=6, points=10, shape="2-8-1-2", balanced=False)
    assert str(GorenSystem().choose(hand, Auction.from_calls("W", ["2S"])).call) == "4H"
    assert str(GorenSystem().choose(hand, Auction.from_calls("W", ["4S"])).call) == "5H"


def test_no_legal_bid_left_in_the_strain_passes():
    choice = choose(ONE_S, "W", "7NT")
    assert choice.call == bf.PASS
    assert choice.explain == "13 points, 5 spades: open 1S; 7NT is in the way: pass"
    assert choose(ONE_D, "W", "7H").call == bf.PASS
    assert str(choose(ONE_S, "W", "7H").call) == "7S"


def test_robots_finish_an_auction_with_goren():
    deal = bf.Deal.from_pbn(
        "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"
    )
    board = finish_auction(bf.start_board(bf.Dealt(deal, bf.Seat.N)), bf.get_system("goren"))
    # North (4 HCP) passes, East (14 HCP, 3-1-4-5) opens 1C; West would open 1H but partner has.
    assert [opening_bid(deal.hand(s)) for s in "NESW"] == ["Pass", "1C", "Pass", "1H"]
    assert [str(c) for c in board.auction.calls] == ["Pass", "1C", "Pass", "Pass", "Pass"]
    assert str(board.contract) == "1C" and board.declarer == bf.Seat.E


def test_the_command_line_bids_with_goren():
    result = CliRunner().invoke(main, ["auction", "--seed", "1", "--system", "goren", "--json"])
    assert result.exit_code == 0, result.output
    calls = [e for e in bf.read_log(result.stdout) if isinstance(e, bf.CallMade)]
    assert calls and all(c.explain for c in calls)
