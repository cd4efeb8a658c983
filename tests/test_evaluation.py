"""SPEC §3, hand evaluation, rule by rule at its boundaries.

Hands are PBN ``spades.hearts.diamonds.clubs``; every count asserted below was worked out
by hand and is written next to the hand, so each test documents itself.
"""

from __future__ import annotations

import pytest

from bridgefp import (
    Hand,
    Strain,
    best_suit,
    better_minor,
    has_stopper,
    high_card_points,
    is_balanced,
    is_notrump_hand,
    length_points,
    shortness_points,
)
from bridgefp.evaluation import shape_of

C, D, H, S = Strain.C, Strain.D, Strain.H, Strain.S


def hand(pbn: str) -> Hand:
    h = Hand.from_pbn(pbn)
    assert len(h) == 13, pbn
    return h


# --- high-card points: A 4, K 3, Q 2, J 1 -------------------------------------------------

# One honour at a time on a hand with no honour at all (5-3-3-2).
@pytest.mark.parametrize(
    ("pbn", "hcp"),
    [
        ("T9876.T98.T98.32", 0),
        ("A9876.T98.T98.32", 4),
        ("K9876.T98.T98.32", 3),
        ("Q9876.T98.T98.32", 2),
        ("J9876.T98.T98.32", 1),
        ("T9876.T98.T98.A2", 4),  # an honour counts the same in every suit
        ("T9876.T98.A98.32", 4),
        ("T9876.A98.T98.32", 4),
        ("AKQJ2.AKQ.AKQ.AK", 35),  # 10 + 9 + 9 + 7
        ("AKQJ.AKQ.AKQ.AKQ", 37),  # 10 + 9 + 9 + 9: the most a hand can hold
    ],
)
def test_high_card_points(pbn: str, hcp: int) -> None:
    assert high_card_points(hand(pbn)) == hcp


def test_tens_and_small_cards_count_nothing() -> None:
    assert high_card_points(hand("T98.T98.T98.T987")) == 0


# --- shortness points: void 3, singleton 2, doubleton 1, per suit --------------------------

@pytest.mark.parametrize(
    ("pbn", "shape", "shortness"),
    [
        ("AKQ2.432.432.432", "4-3-3-3", 0),
        ("AKQ2.5432.432.32", "4-4-3-2", 1),
        ("AKQ32.5432.32.32", "5-4-2-2", 2),
        ("AKQ32.5432.432.2", "5-4-3-1", 2),
        ("AKQ32.65432.432.-", "5-5-3-0", 3),
        ("AKQ5432.32.32.32", "7-2-2-2", 3),
        ("AKQ5432.5432.2.2", "7-4-1-1", 4),
        ("AKQ432.765432.2.-", "6-6-1-0", 5),
        ("AKQJT98765432.-.-.-", "13-0-0-0", 9),
    ],
)
def test_shortness_points(pbn: str, shape: str, shortness: int) -> None:
    h = hand(pbn)
    assert "-".join(str(n) for n in sorted(h.lengths(), reverse=True)) == shape
    assert shortness_points(h) == shortness


def test_shortness_points_ignore_the_cards_in_the_short_suit() -> None:
    # A singleton ace is still 2 shortness points (seed 000: "we are keeping this simple").
    assert shortness_points(hand("5432.5432.5432.A")) == 2
    assert high_card_points(hand("5432.5432.5432.A")) == 4


# --- length points (seed 001): one per card beyond four ------------------------------------

@pytest.mark.parametrize(
    ("pbn", "length"),
    [
        ("AKQ2.432.432.432", 0),  # 4-3-3-3
        ("AKQ2.5432.432.32", 0),  # 4-4-3-2
        ("AKQ32.432.432.32", 1),  # 5-3-3-2
        ("AKQ32.65432.432.-", 2),  # 5-5-3-0
        ("AKQ432.76543.2.2", 3),  # 6-5-1-1
        ("AKQJT98765432.-.-.-", 9),
    ],
)
def test_length_points(pbn: str, length: int) -> None:
    assert length_points(hand(pbn)) == length


# --- balanced (seed 001) ------------------------------------------------------------------

@pytest.mark.parametrize(
    ("pbn", "balanced"),
    [
        ("AKQ2.432.432.432", True),  # 4-3-3-3
        ("AKQ2.5432.432.32", True),  # 4-4-3-2
        ("32.432.AKQ2.5432", True),  # 4-4-3-2, the doubleton a major
        ("AK2.432.32.AQ432", True),  # five clubs, 3-3-2 in the others
        ("AK2.432.AQ432.32", True),  # five diamonds, 3-3-2 in the others
        ("AQ432.432.AK2.32", False),  # five spades: a major
        ("AK2.AQ432.432.32", False),  # five hearts: a major
        ("AK32.32.32.AQ432", False),  # 5-4-2-2 with five clubs
        ("AK2.432.2.AQ5432", False),  # six clubs
        ("AKQ2.5432.5432.2", False),  # 4-4-4-1: a singleton
        ("AKQ2.5432.65432.-", False),  # a void
        ("AKQ2.32.32.A5432", False),  # 5-4-2-2 (two doubletons and a five-card minor)
    ],
)
def test_is_balanced(pbn: str, balanced: bool) -> None:
    assert is_balanced(hand(pbn)) is balanced


# --- stoppers -----------------------------------------------------------------------------

# The spade suit is the one under test; the rest of the hand makes up thirteen cards.
_FILLERS = {0: "5432.5432.65432", 1: "5432.5432.5432", 2: "5432.432.5432", 3: "432.432.5432",
            4: "432.432.432", 5: "432.432.32"}


def spades(holding: str) -> Hand:
    n = 0 if holding == "-" else len(holding)
    return hand(f"{holding}.{_FILLERS[n]}")


@pytest.mark.parametrize(
    ("holding", "stopper"),
    [
        ("A", True),  # the ace alone
        ("K", True),  # the king alone
        ("A2", True),
        ("K2", True),
        ("Q", False),  # the queen needs 3 cards
        ("Q2", False),
        ("Q32", True),
        ("QJ", False),
        ("J", False),  # the jack needs 4 cards
        ("J32", False),
        ("QJ2", True),  # the queen with 3 cards, not the jack
        ("J432", True),
        ("J5432", True),
        ("T987", False),  # no honour
        ("T9876", False),
        ("-", False),  # a void stops nothing
    ],
)
def test_has_stopper(holding: str, stopper: bool) -> None:
    h = spades(holding)
    assert h.length(S) == (0 if holding == "-" else len(holding))
    assert has_stopper(h, S) is stopper


def test_has_stopper_reads_each_suit_on_its_own() -> None:
    h = hand("A32.Q2.J432.5432")
    assert [has_stopper(h, s) for s in (C, D, H, S)] == [False, True, False, True]


# --- no-trump hand: no void, no singleton, at most one doubleton, a stopper everywhere ------

@pytest.mark.parametrize(
    ("pbn", "notrump", "why"),
    [
        ("A432.K32.Q32.K32", True, "4-3-3-3, every suit stopped"),
        ("A432.K2.Q432.Q32", True, "4-4-3-2 with the doubleton stopped by the king"),
        ("AK2.J432.A2.Q432", True, "J with 4, Q with 4, the doubleton an ace"),
        ("A32.K32.Q32.5432", False, "clubs not stopped"),
        ("A32.K32.5432.K32", False, "diamonds not stopped"),
        ("A32.5432.Q32.K32", False, "hearts not stopped"),
        ("5432.A32.Q32.K32", False, "spades not stopped"),
        ("A432.Q2.K432.K32", False, "a doubleton queen is not a stopper"),
        ("A432.J32.K32.K32", False, "a jack with three cards is not a stopper"),
        ("AK32.K2.A2.K5432", False, "two doubletons, though every suit is stopped"),
        ("AK32.K32.A.K5432", False, "a singleton ace"),
        ("AK32.K432.-.AK432", False, "a void"),
    ],
)
def test_is_notrump_hand(pbn: str, notrump: bool, why: str) -> None:
    assert is_notrump_hand(hand(pbn)) is notrump, why


# --- best suit: the longest; ties to more HCP in the suit, then to the higher rank ----------

def test_best_suit_is_the_longest_even_with_fewer_points() -> None:
    h = hand("AKQJ.65432.2.432")  # 4 spades (10 HCP), 5 hearts (0 HCP)
    assert best_suit(h) == H


def test_best_suit_ties_on_length_go_to_more_hcp() -> None:
    h = hand("Q5432.K5432.2.32")  # 5 spades (Q: 2), 5 hearts (K: 3)
    assert best_suit(h) == H
    h = hand("32.432.K432.Q432")  # 4 diamonds (3) and 4 clubs (2): diamonds
    assert best_suit(h) == D
    h = hand("32.432.Q432.K432")  # 4 clubs (3) beat 4 diamonds (2), though lower
    assert best_suit(h) == C


def test_best_suit_ties_on_length_and_hcp_go_to_the_higher_rank() -> None:
    assert best_suit(hand("K5432.K5432.2.32")) == S  # 5-5, 3 HCP each
    assert best_suit(hand("2.K5432.K5432.32")) == H
    assert best_suit(hand("2.32.K5432.K5432")) == D
    assert best_suit(hand("5432.5432.5432.2")) == S  # 4-4-4, no HCP: the highest
    assert best_suit(hand("A.5432.5432.5432")) == H  # the singleton ace is not the longest


# --- better minor: longer of C/D; ties to more HCP, then to clubs --------------------------

def test_better_minor_is_the_longer_even_with_fewer_points() -> None:
    assert better_minor(hand("AKQ2.K32.AK.5432")) == C  # 4 clubs (0 HCP) beat 2 diamonds (7)
    assert better_minor(hand("AKQ2.K32.5432.AK")) == D  # 4 diamonds (0) beat AK of clubs


def test_better_minor_ties_on_length_go_to_more_hcp() -> None:
    assert better_minor(hand("AKQ2.K32.Q32.432")) == D  # 3-3, diamonds Q (2) over clubs (0)
    assert better_minor(hand("AKQ2.K32.J32.Q32")) == C  # 3-3, clubs Q (2) over diamonds J (1)


def test_better_minor_ties_on_length_and_hcp_go_to_clubs() -> None:
    assert better_minor(hand("AKQ2.K32.432.432")) == C  # 3-3, no HCP in either
    assert better_minor(hand("AKQ2.K32.K32.K32")) == C  # 3-3, a king each
    assert better_minor(hand("AKQJT98765.432.-.-")) == C  # two voids


def test_better_minor_never_looks_at_the_majors() -> None:
    # 2-2 in the minors, no HCP: clubs, whatever the ten HCP in spades and hearts.
    assert better_minor(hand("AKQJT.AKQJ.32.32")) == C
    assert better_minor(hand("AKQJT.AKQJ.32.A2")) == C
    assert better_minor(hand("AKQJT.AKQJ.A2.32")) == D


# --- the cached Shape agrees with the single functions -------------------------------------

@pytest.mark.parametrize(
    "pbn",
    ["Q43.AKQJT2.Q8.32", "KT75.9753.T543.J", "982.8.AKJ7.AQT85", "AJ6.64.962.K9764",
     "AKQJT98765432.-.-.-", "A432.K2.Q432.Q32"],
)
def test_shape_agrees_with_the_functions(pbn: str) -> None:
    h = hand(pbn)
    shape = shape_of(h.mask)
    assert shape.lengths == h.lengths()
    assert shape.hcp == high_card_points(h)
    assert shape.shortness == shortness_points(h)
    assert shape.length_points == length_points(h)
    assert shape.notrump_hand == is_notrump_hand(h)
    assert shape.balanced == is_balanced(h)
    assert shape.best_suit == best_suit(h)
    assert shape.better_minor == better_minor(h)
    assert sum(shape.suit_hcp) == shape.hcp


# --- seed 000's example hands --------------------------------------------------------------

@pytest.mark.parametrize(
    ("seat", "pbn", "hcp", "shortness", "notrump", "best"),
    [
        # South: A J 6 (5), 6 4 (0, doubleton), 9 6 2, K 9 7 6 4 (3): 8 HCP + 1 = 9 points.
        ("S", "AJ6.64.962.K9764", 8, 1, False, C),
        # West: Q 4 3 (2), A K Q J 10 2 (10), Q 8 (2, doubleton), 3 2 (doubleton): 14 + 2 = 16.
        ("W", "Q43.AKQJT2.Q8.32", 14, 2, False, H),
        # North: K 10 7 5 (3), 9 7 5 3, 10 5 4 3, J (1, singleton): 4 + 2 = 6.
        ("N", "KT75.9753.T543.J", 4, 2, False, S),
        # East: 9 8 2, 8 (singleton), A K J 7 (8), A Q 10 8 5 (6): 14 + 2 = 16.
        ("E", "982.8.AKJ7.AQT85", 14, 2, False, C),
    ],
)
def test_seed_000_example_hands(
    seat: str, pbn: str, hcp: int, shortness: int, notrump: bool, best: Strain
) -> None:
    h = hand(pbn)
    assert high_card_points(h) == hcp
    assert shortness_points(h) == shortness
    assert is_notrump_hand(h) is notrump
    assert best_suit(h) == best


def test_seed_000_west_is_not_a_notrump_hand_for_two_reasons() -> None:
    # "2 doubletons, and no stoppers in clubs or diamonds" (seed 000)
    w = hand("Q43.AKQJT2.Q8.32")
    assert sorted(w.lengths()) == [2, 2, 3, 6]
    assert not has_stopper(w, C) and not has_stopper(w, D)
    assert has_stopper(w, H) and has_stopper(w, S)  # Q 4 3: the queen with three cards


def test_seed_000_east_has_no_stopper_in_the_majors() -> None:
    # "a singleton, and no stoppers in hearts or spades" (seed 000)
    e = hand("982.8.AKJ7.AQT85")
    assert not has_stopper(e, H) and not has_stopper(e, S)
    assert has_stopper(e, C) and has_stopper(e, D)
