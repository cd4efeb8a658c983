"""Cards, hands and deals (SPEC §1, §8's card and PBN forms, §7's vulnerability cycle)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgefp import (
    BridgeError,
    Auction,
    Call,
    Card,
    Contract,
    Deal,
    DealError,
    Hand,
    ParseError,
    Seat,
    Strain,
    Vulnerability,
    seeded_permutations,
)

from strategies import deals, reference_shuffles, seats

SEED_000_PERMUTATION = [
    38, 48, 11, 6, 20, 17, 46, 8, 37, 43, 7, 52, 36, 10, 25, 49, 50, 16, 33, 5, 42, 32, 9, 29, 1, 51,
    26, 18, 41, 15, 40, 31, 35, 45, 4, 12, 39, 30, 19, 21, 2, 34, 23, 3, 27, 22, 47, 14, 24, 28, 13, 44,
]  # fmt: skip
SEED_000_PBN = "N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"

CLOCKWISE = "NESW"
SUIT_LETTERS = "CDHS"
RANK_LETTERS = "23456789TJQKA"


def numbered(n: int) -> str:
    """Card number n of SPEC §1 as suit letter + rank letter, computed from the SPEC's formula."""
    return SUIT_LETTERS[(n - 1) // 13] + RANK_LETTERS[(n - 1) % 13]


# --- card numbering -----------------------------------------------------------------------


@pytest.mark.parametrize(("number", "text"), [(38, "HK"), (48, "ST"), (11, "CQ"), (6, "C7"), (1, "C2"), (52, "SA")])
def test_the_spec_examples_of_card_numbers(number, text):
    card = Card.from_number(number)
    assert str(card) == text
    assert card.number == number


def test_every_card_number_follows_the_suit_and_rank_formula():
    for n in range(1, 53):
        card = Card.from_number(n)
        assert str(card) == numbered(n)
        assert card.suit == Strain((n - 1) // 13)
        assert card.rank == (n - 1) % 13 + 2
        assert card.number == n


def test_the_deck_starts_with_the_clubs_and_ends_with_the_spades():
    assert [str(Card.from_number(n)) for n in range(1, 14)] == [f"C{r}" for r in RANK_LETTERS]
    assert [str(Card.from_number(n)) for n in range(40, 53)] == [f"S{r}" for r in RANK_LETTERS]


@pytest.mark.parametrize("number", [0, 53, -1, 100])
def test_card_numbers_outside_1_to_52_are_rejected(number):
    with pytest.raises(ParseError, match=f"{number} is not a card number"):
        Card.from_number(number)


# --- Card.parse ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SA", "SA"), ("AS", "SA"), ("sa", "SA"), ("as", "SA"), ("As", "SA"), ("sA", "SA"),
        ("10S", "ST"), ("S10", "ST"), ("10s", "ST"), ("s10", "ST"), ("ST", "ST"), ("TS", "ST"),
        ("ht", "HT"), ("HT", "HT"), ("th", "HT"), ("H10", "HT"),
        ("♠A", "SA"), ("♥K", "HK"), ("♦Q", "DQ"), ("♣J", "CJ"), ("♥k", "HK"), ("A♠", "SA"), ("10♦", "DT"),
        ("C2", "C2"), ("2C", "C2"), ("d9", "D9"),
        (" SA ", "SA"),
    ],
)  # fmt: skip
def test_card_parse_accepts_every_documented_form(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize(
    "text", ["", "S", "A", "10", "♠", "S1", "1S", "S11", "11S", "S0", "0S", "XA", "NA", "SAA", "SS", "AA", "S-A", "ZZ"]
)
def test_card_parse_rejects_what_is_not_a_card(text):
    with pytest.raises(ParseError) as caught:
        Card.parse(text)
    assert isinstance(caught.value, BridgeError) and isinstance(caught.value, ValueError)
    assert f"{text!r} is not a card" in str(caught.value)


def test_cards_are_ints_numbered_from_zero_and_print_canonically():
    assert int(Card.parse("C2")) == 0 and int(Card.parse("SA")) == 51
    assert str(Card.parse("10H")) == "HT"


# --- Hand ---------------------------------------------------------------------------------


def test_hand_from_pbn_reads_spades_first_and_writes_it_back():
    hand = Hand.from_pbn("Q43.AKQJT2.Q8.32")
    assert len(hand) == 13
    assert hand.lengths() == (2, 2, 6, 3)  # clubs first
    assert {str(c) for c in hand.cards_in(Strain.S)} == {"SQ", "S4", "S3"}
    assert [str(c) for c in hand.cards_in(Strain.H)] == ["HA", "HK", "HQ", "HJ", "HT", "H2"]
    assert hand.to_pbn() == "Q43.AKQJT2.Q8.32"


def test_hand_from_pbn_accepts_10_for_ten_and_writes_T():
    assert Hand.from_pbn("K1075.9753.10543.J") == Hand.from_pbn("KT75.9753.T543.J")
    assert Hand.from_pbn("K1075.9753.10543.J").to_pbn() == "KT75.9753.T543.J"
    assert Card.parse("S10") in Hand.from_pbn("K1075.9753.10543.J")


def test_hand_from_pbn_is_case_insensitive_and_sorts_high_to_low():
    assert Hand.from_pbn("q43.akqjt2.q8.32") == Hand.from_pbn("Q43.AKQJT2.Q8.32")
    assert Hand.from_pbn("234.5.6.7").to_pbn() == "432.5.6.7"


def test_hand_from_pbn_reads_voids_written_empty_or_as_a_dash():
    spades = Hand.from_pbn("AKQJT98765432...")
    assert spades == Hand.from_pbn("AKQJT98765432.-.-.-")
    assert spades.lengths() == (0, 0, 0, 13)
    assert spades.to_pbn() == "AKQJT98765432..."
    hand = Hand.from_pbn("AKQJ32.-.AKQJT98.")
    assert hand.lengths() == (0, 7, 0, 6)
    assert hand.to_pbn() == "AKQJ32..AKQJT98."
    assert Hand.from_pbn(hand.to_pbn()) == hand


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("Q43.AKQJT2.Q8", "four suits separated by dots"),
        ("Q43.AKQJT2.Q8.32.5", "four suits separated by dots"),
        ("Q43.AKQJZ2.Q8.32", "'Z' is not a rank"),
        ("Q43.AKQJ12.Q8.32", "'1' is not a rank"),
        ("QQ43.AKQJT2.Q8.32", "holds SQ twice"),
        ("Q43.AKQJT102.Q8.32", "holds HT twice"),
    ],
)
def test_hand_from_pbn_rejects_malformed_hands(text, fragment):
    with pytest.raises(ParseError) as caught:
        Hand.from_pbn(text)
    assert fragment in str(caught.value)


# --- Deal.from_permutation: dealing order ---------------------------------------------------


def expected_hands(permutation, dealer: str) -> dict[str, set[str]]:
    """Position p (1-based) goes to the seat p steps clockwise from the dealer (SPEC §1)."""
    hands: dict[str, set[str]] = {s: set() for s in CLOCKWISE}
    start = CLOCKWISE.index(dealer)
    for p, number in enumerate(permutation, 1):
        hands[CLOCKWISE[(start + p) % 4]].add(numbered(number))
    return hands


def hand_texts(deal: Deal, seat: str) -> set[str]:
    return {str(c) for c in deal.hand(seat)}


def test_south_deals_west_positions_1_5_9_and_south_4_8_52():
    deal = Deal.from_permutation(range(1, 53), dealer="S")
    assert hand_texts(deal, "W") == {numbered(n) for n in range(1, 53, 4)}
    assert hand_texts(deal, "N") == {numbered(n) for n in range(2, 53, 4)}
    assert hand_texts(deal, "E") == {numbered(n) for n in range(3, 53, 4)}
    assert hand_texts(deal, "S") == {numbered(n) for n in range(4, 53, 4)}


def test_north_deals_east_gets_positions_1_5_9():
    deal = Deal.from_permutation(range(1, 53), dealer="N")
    assert hand_texts(deal, "E") == {numbered(n) for n in range(1, 53, 4)}
    assert hand_texts(deal, "N") == {numbered(n) for n in range(4, 53, 4)}


@pytest.mark.parametrize("dealer", list(CLOCKWISE))
def test_every_dealer_deals_clockwise_from_the_left(dealer):
    permutation = random.Random(dealer).sample(range(1, 53), 52)
    deal = Deal.from_permutation(permutation, dealer=dealer)
    expected = expected_hands(permutation, dealer)
    for seat in CLOCKWISE:
        assert hand_texts(deal, seat) == expected[seat]


def test_the_default_dealer_is_south():
    assert Deal.from_permutation(SEED_000_PERMUTATION) == Deal.from_permutation(SEED_000_PERMUTATION, dealer="S")


def test_seed_000_permutation_deals_the_seed_000_hands():
    deal = Deal.from_permutation(SEED_000_PERMUTATION, dealer="S")
    assert deal == Deal.from_pbn(SEED_000_PBN)
    assert str(deal.hand("W")) == "Q43.AKQJT2.Q8.32"
    assert {str(c) for c in deal.hand("W")} >= {"SQ", "HA", "HT"}
    # 38 = KH is the first card, so it goes to the player on South's left.
    assert Card.parse("HK") in deal.hand("W")
    assert Card.parse("ST") in deal.hand("N")  # 48 = 10S, position 2


def test_a_permutation_may_be_texts_of_numbers():
    assert Deal.from_permutation([str(n) for n in SEED_000_PERMUTATION]) == Deal.from_permutation(
        SEED_000_PERMUTATION
    )
    assert Deal.from_permutation([f" {n} " for n in SEED_000_PERMUTATION]) == Deal.from_permutation(
        SEED_000_PERMUTATION
    )


# --- Deal.from_permutation: validation --------------------------------------------------------

ONE_TO_52 = list(range(1, 53))


def permutation_error(permutation) -> str:
    with pytest.raises(DealError) as caught:
        Deal.from_permutation(permutation)
    assert isinstance(caught.value, BridgeError) and isinstance(caught.value, ValueError)
    return str(caught.value)


def test_a_short_permutation_names_the_count_and_the_missing_number():
    message = permutation_error([n for n in ONE_TO_52 if n != 17])
    assert "expected 52 numbers, got 51" in message
    assert "missing 17" in message


def test_a_long_permutation_names_the_count_and_the_repeat():
    message = permutation_error(ONE_TO_52 + [7])
    assert "expected 52 numbers, got 53" in message
    assert "repeated 7" in message
    assert "missing" not in message


def test_a_number_out_of_range_is_named_with_the_number_it_replaces():
    message = permutation_error([53 if n == 17 else n for n in ONE_TO_52])
    assert "out of range 1..52: 53" in message
    assert "missing 17" in message
    assert "expected 52" not in message  # the count is right


def test_zero_is_out_of_range():
    message = permutation_error([0 if n == 1 else n for n in ONE_TO_52])
    assert "out of range 1..52: 0" in message and "missing 1" in message


def test_a_repeat_is_named_with_the_number_it_replaces():
    message = permutation_error([5 if n == 17 else n for n in ONE_TO_52])
    assert "repeated 5" in message
    assert "missing 17" in message


@pytest.mark.parametrize("junk", ["x", "", "1.5", None, True])
def test_a_non_number_is_named(junk):
    message = permutation_error([junk if n == 17 else n for n in ONE_TO_52])
    assert f"not a number: {junk!r}" in message
    assert "missing 17" in message


def test_one_message_names_every_problem_at_once():
    bad = [n for n in ONE_TO_52 if n not in (17, 18, 19)] + [0, "y", 3, 99, 3]
    message = permutation_error(bad)
    for problem in (
        "expected 52 numbers, got 54",
        "not a number: 'y'",
        "out of range 1..52: 0, 99",
        "repeated 3",
        "missing 17..19",
    ):
        assert problem in message, (problem, message)


def test_an_empty_permutation_is_rejected():
    message = permutation_error([])
    assert "expected 52 numbers, got 0" in message
    assert "missing 1..52" in message


# --- Deal.from_pbn ------------------------------------------------------------------------


def test_deal_from_pbn_reads_hands_clockwise_from_the_first_seat():
    deal = Deal.from_pbn(SEED_000_PBN)
    assert str(deal.hand("N")) == "KT75.9753.T543.J"
    assert str(deal.hand("E")) == "982.8.AKJ7.AQT85"
    assert str(deal.hand("S")) == "AJ6.64.962.K9764"
    assert str(deal.hand("W")) == "Q43.AKQJT2.Q8.32"
    from_west = "W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764"
    assert Deal.from_pbn(from_west) == deal
    assert deal.to_pbn("W") == from_west
    assert deal.to_pbn() == SEED_000_PBN


def deal_error(text: str) -> str:
    with pytest.raises(DealError) as caught:
        Deal.from_pbn(text)
    return str(caught.value)


def test_deal_from_pbn_rejects_a_card_in_two_hands():
    # South's SA becomes a second SK (North holds SK): SK twice, SA nowhere.
    message = deal_error(SEED_000_PBN.replace("AJ6.", "KJ6."))
    assert "SK is dealt twice" in message
    assert "missing SA" in message


def test_deal_from_pbn_rejects_three_hands_and_five_hands():
    three = SEED_000_PBN.rsplit(" ", 1)[0]
    assert "it must hold four hands, it holds 3" in deal_error(three)
    assert "it must hold four hands, it holds 5" in deal_error(SEED_000_PBN + " A...")


def test_deal_from_pbn_rejects_a_twelve_card_hand():
    message = deal_error(SEED_000_PBN.replace("Q43.", "43."))
    assert "West holds 12 cards, not 13" in message
    assert "missing SQ" in message


def test_deal_from_pbn_rejects_a_missing_seat_prefix_and_a_bad_seat():
    assert "must start with a seat and a colon" in deal_error(SEED_000_PBN[2:])
    assert "'X' is not a seat" in deal_error("X" + SEED_000_PBN[1:])


def test_deal_from_pbn_rejects_a_card_twice_in_one_hand():
    assert "holds SQ twice" in deal_error(SEED_000_PBN.replace("Q43.", "QQ43."))


# --- seeded shuffles ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 42, 2024, 123456789, -7])
@pytest.mark.parametrize("count", [1, 3, 10])
def test_seeded_permutations_are_the_reference_fisher_yates(seed, count):
    assert list(seeded_permutations(seed, count)) == reference_shuffles(seed, count)


def test_seeded_permutations_are_reproducible_and_successive_shuffles_differ():
    first = list(seeded_permutations(7, 5))
    assert first == list(seeded_permutations(7, 5))
    assert all(sorted(p) == ONE_TO_52 for p in first)
    assert len({tuple(p) for p in first}) == 5
    # A longer run starts with the shorter one: later shuffles continue the same generator.
    assert list(seeded_permutations(7, 8))[:5] == first
    assert list(seeded_permutations(8, 1)) != first[:1]


# --- vulnerability ------------------------------------------------------------------------

STANDARD_CYCLE = "None NS EW All NS EW All None EW All None NS All None NS EW".split()


@pytest.mark.parametrize("board", range(1, 33))
def test_vulnerability_follows_the_16_board_cycle(board):
    assert str(Vulnerability.of_board(board)) == STANDARD_CYCLE[(board - 1) % 16]


def test_vulnerability_names_the_vulnerable_seats():
    assert [Vulnerability.NS.is_vulnerable(s) for s in Seat] == [True, False, True, False]
    assert [Vulnerability.EW.is_vulnerable(s) for s in Seat] == [False, True, False, True]
    assert all(Vulnerability.ALL.is_vulnerable(s) for s in Seat)
    assert not any(Vulnerability.NONE.is_vulnerable(s) for s in Seat)


# --- reprs are Python -----------------------------------------------------------------------

REPR_NAMESPACE = {
    "Auction": Auction, "Call": Call, "Card": Card, "Contract": Contract, "Deal": Deal,
    "Hand": Hand, "Seat": Seat, "Strain": Strain, "Vulnerability": Vulnerability,
}  # fmt: skip


@pytest.mark.parametrize(
    "value",
    [
        *[Card.from_number(n) for n in (1, 6, 11, 38, 48, 52)],
        Hand.from_pbn("Q43.AKQJT2.Q8.32"),
        Hand.from_pbn("AKQJT98765432..."),
        Hand.from_pbn("-.-.-.-"),
        Deal.from_pbn(SEED_000_PBN),
        Deal.from_permutation(range(1, 53), dealer="E"),
        *[Call.parse(t) for t in ("1C", "3NT", "7NT", "P", "X", "XX")],
        *[Contract.parse(t) for t in ("4H", "3NTX", "7CXX", "Pass")],
        *list(Seat),
        *list(Strain),
        *list(Vulnerability),
        Auction.start("E"),
        Auction.from_calls("N", "1C X XX 2D P".split()),
        Auction.from_calls("S", "P P P P".split()),
    ],
    ids=repr,
)
def test_repr_evaluates_back_to_an_equal_value(value):
    copy = eval(repr(value), dict(REPR_NAMESPACE))
    assert copy == value
    assert type(copy) is type(value)


class _OwnRandom(random.Random):
    """A Random subclass: the shuffle must go through its randint, not the inlined draws."""


@pytest.mark.parametrize("rng_class", [random.Random, _OwnRandom])
@pytest.mark.parametrize("seed", [0, 1, 7, 2**40 + 3])
def test_random_deals_are_the_spec_shuffles_dealt_from_the_dealers_left(rng_class, seed):
    rng = rng_class(seed)
    deals = [Deal.random(rng, dealer) for dealer in "NESWN"]
    expected = [
        Deal.from_permutation(perm, dealer)
        for perm, dealer in zip(reference_shuffles(seed, 5), "NESWN")
    ]
    assert deals == expected


@pytest.mark.parametrize(
    "absent, text",
    [((17,), "missing 17"), ((17, 18), "missing 17, 18"), ((17, 18, 19), "missing 17..19"),
     ((1, 2, 5, 6, 7, 52), "missing 1, 2, 5..7, 52")],
)
def test_missing_numbers_are_listed_with_runs_of_three_or_more_as_ranges(absent, text):
    message = permutation_error([n for n in ONE_TO_52 if n not in absent])
    assert message.endswith(text)


def test_the_points_table_counts_ace_king_queen_jack_of_every_suit_pattern():
    """HCP_OF_SUIT (built by repetition) against counting the honours of each of the 8,192 patterns."""
    from bridgefp.cards import HCP_OF_SUIT

    points = {12: 4, 11: 3, 10: 2, 9: 1}  # bit of the ace, king, queen, jack
    assert len(HCP_OF_SUIT) == 8192
    for mask in range(8192):
        assert HCP_OF_SUIT[mask] == sum(p for bit, p in points.items() if mask >> bit & 1), mask


def _deal_read_in_full(text: object) -> object:
    """What reading a Deal string one hand at a time gives: the deal, or the error's type and message."""
    try:
        return Deal._from_pbn_in_full(text)  # type: ignore[arg-type]
    except BridgeError as e:
        return type(e), str(e)


def _deal_read(text: object) -> object:
    try:
        return Deal.from_pbn(text)  # type: ignore[arg-type]
    except BridgeError as e:
        return type(e), str(e)


_DEAL_EDITS = st.sampled_from([" ", "  ", ".", "-", "10", "T", "t", "A", "2", "x", "\t", "n:", "E:", ":", ""])


@settings(max_examples=400, deadline=None)
@given(deals(), seats, st.lists(st.tuples(st.integers(0, 80), st.integers(0, 3), _DEAL_EDITS), max_size=3))
def test_a_deal_as_programs_write_it_is_read_as_hand_by_hand(deal, first, edits):
    """The quick read of a Deal (one split, one look-up a suit) gives what the read hand by hand gives,
    on the deals programs write and on those texts with a few characters cut or put in."""
    text = deal.to_pbn(first)
    for at, cut, put in edits:
        text = text[:at] + put + text[at + cut:]
    assert _deal_read(text) == _deal_read_in_full(text)


def test_the_quick_read_of_a_deal_takes_the_usual_text_and_leaves_the_rest():
    from bridgefp.deal import _plain_pbn_masks

    text = "S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95"
    assert _plain_pbn_masks(text) == Deal.from_pbn(text).masks
    assert Deal.from_pbn(text).to_pbn("S") == text
    for other in (" " + text, text + " ", text.replace(" ", "  ", 1), text.replace("A64.", "A64", 1), "s" + text[1:]):
        assert _plain_pbn_masks(other) is None
