"""The ``sayc`` system over the opponents' artificial bids (Stayman, a transfer, the strong 2C and its waiting 2D, the
fourth suit): our double of one asks for a lead and shows five cards of the suit bid, no values, and partner and the
doubler read it so later; over their strong 2C a suit bid is a good suit at two with 5+ HCP, and no natural no-trump
or ordinary overcall reads their 2C as a suit; the suit their transfer shows is theirs; the fourth suit is artificial
only when bid at its cheapest level. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream Standard American. Neighbouring hands that keep their call
are beside the corrected ones."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Partner's double of their Stayman asked for a club lead: five clubs, no values. Their major fit found, 13 HCP
    # opposite it is no game: defend.
    ("1NT P 2C X 2D P 2H P P: partner's double showed clubs, not 12+: no game, pass",
     "1NT P 2C X 2D P 2H P P", "K7.QJ4.A8743.K87", "P"),
    ("1NT P 2C X 2S P 3S P P: the same over their invitation in spades: pass", "1NT P 2C X 2S P 3S P P",
     "K7.QJ4.A8743.K87", "P"),
    ("1NT P 2C X 2D P 2H P P: a point more, still no game opposite a lead-directing double: pass",
     "1NT P 2C X 2D P 2H P P", "K7.QJ4.A8743.KQ7", "P"),
    ("1NT P 2C X 2D P 2H P P: four clubs beside partner's five, nine trumps: compete at 3C",
     "1NT P 2C X 2D P 2H P P", "K7.Q54.A874.KJ87", "3C"),
    ("1C P 1H X 2H P P: a takeout double of a natural suit, no fit for the unbid suits shown: pass",
     "1C P 1H X 2H P P", "K7.QJ4.A8743.K87", "P"),
    # My own double of their artificial bid asked for a lead; it was no strong takeout double, and partner's pass
    # shows nothing: no second call.
    ("1NT P 2C X 2H P P: my double of Stayman asked for clubs: no strength to show again, pass",
     "1NT P 2C X 2H P P", "A7.K3.J874.AKQ75", "P"),
    ("1NT P 2D X 2H P P: the double of their transfer asked for diamonds: pass", "1NT P 2D X 2H P P",
     "A7.K3.AKQ75.J874", "P"),
    ("1D P 1H X 2H P P: a takeout double of a natural suit, too strong to overcall: now the five-card suit",
     "1D P 1H X 2H P P", "A7.K3.J874.AKQ75", "3C"),
    # Over their strong 2C no natural no-trump overcall exists (2C is no weak two), and the ordinary overcalls
    # stay out: only a good suit at two, 5+ HCP, bids.
    ("2C: their strong 2C is no weak two: no 2NT overcall, pass", "2C", "AQ4.KJ3.KQ84.K52", "P"),
    ("2H: over their weak two, 15–18 balanced with a stopper: 2NT", "2H", "AQ4.KJ3.KQ84.K52", "2NT"),
    ("2C: a poor five-card major with 12 HCP: the values are theirs, pass", "2C", "73.KJ874.AQ4.K52", "P"),
    ("2C: two of the top three honours, 7 HCP: 2H directs the lead", "2C", "73.KQ874.984.J52", "2H"),
    ("2C: one of the top three honours only: pass", "2C", "73.KJ874.984.Q52", "P"),
    ("2C P 2D: over the waiting 2D, a good heart suit and 7 HCP: 2H", "2C P 2D", "73.AQ874.984.J52", "2H"),
    ("2C P 2D: a good heart suit and 13 HCP: still the lead-directing 2H, no reason to pass it",
     "2C P 2D", "73.AQ874.A84.K52", "2H"),
    ("1D: over their natural one-bid the poor major overcalls at one as ever", "1D", "73.KJ874.AQ4.K52", "1H"),
    # Partner's overcall of their strong 2C showed 5+ HCP, not the 8+ of an ordinary overcall: their positive
    # answer is no contract to double with 13 HCP.
    ("2C 2S 3H: partner's overcall of their 2C may hold 5 HCP: no penalty double of their positive",
     "2C 2S 3H", "K.AKJ872.K32.643", "P"),
    ("2C 2S 3H: 16 HCP and five hearts behind their positive: the double", "2C 2S 3H", "K8.AKJ82.AJ.9852", "X"),
    # The suit their transfer shows is theirs: with length in it, pass and defend (no natural overcall in it).
    ("1NT P 2H: their transfer shows spades: no 2S overcall with six of them, pass", "1NT P 2H",
     "KQJ874.73.K84.J2", "P"),
    ("1NT P 2D: their transfer shows hearts: no 2H overcall, pass", "1NT P 2D", "73.KQJ874.K84.J2", "P"),
    ("1NT P 2H: six hearts, the suit bid, with two top honours: the lead-directing double", "1NT P 2H",
     "73.KQJ874.K84.J2", "X"),
    ("1NT P 2D: their transfer shows hearts: six spades still overcall 2S", "1NT P 2D", "KQJ874.73.K84.J2", "2S"),
    ("1NT P 2C: Stayman shows no suit: six spades overcall 2S", "1NT P 2C", "KQJ874.73.K84.J2", "2S"),
    # The fourth suit is artificial at its cheapest level only: their jump in it is natural.
    ("1C P 1D P 1H P 2S: their jump in the fourth suit is natural: no lead-directing double, pass",
     "1C P 1D P 1H P 2S", "AKJ84.73.K84.752", "P"),
    ("1C P 1D P 1S P 2H: the fourth suit at its cheapest level, artificial: the lead-directing double",
     "1C P 1D P 1S P 2H", "73.AKJ84.K84.752", "X"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


def _explain(calls: str, hand: str) -> tuple[str, str]:
    choice = SAYC.choose(bf.Hand.from_pbn(hand), bf.Auction.from_calls("N", calls.split()))
    return str(choice.call), choice.explain


def test_negative_double_with_both_majors_bid_speaks_of_the_minors() -> None:
    """1S 2H, a good five-card diamond suit too weak for 3D: the ordinary negative double, whose explanation must
    not promise an unbid major when both majors are bid."""
    call, explain = _explain("1S 2H", "73.84.AQ1084.K752")
    assert call == "X" and "in each minor" in explain and "with the values to bid it" not in explain


def test_negative_double_for_the_minors_bids_a_good_minor_with_values() -> None:
    """1S 2H with a good five-card diamond suit and the values: 3D, as the minors' double explains."""
    assert _explain("1S 2H", "73.84.AQ1084.KQ75")[0] == "3D"
    call, explain = _explain("1S 2H", "73.84.KJ84.KJ762")
    assert call == "X" and "with the values to bid it" in explain


def test_penalty_double_of_their_bid_over_stayman_names_the_suit_points() -> None:
    """1NT P 2C 2H: opener's penalty double needs 5+ HCP in their suit, and says so."""
    call, explain = _explain("1NT P 2C 2H", "AQ3.KQ109.K84.J52")
    assert call == "X" and "5+ HCP in it" in explain
    assert _explain("1NT P 2C 2H", "AQ3.KJ92.K84.Q52")[0] == "Pass"
