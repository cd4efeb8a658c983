"""The ``sayc`` system over the opponents' artificial bids (Stayman, a transfer, the strong 2C and its waiting 2D, the
fourth suit): our double of one asks for a lead and shows five cards of the suit bid, no values, and partner and the
doubler read it so later; over their strong 2C a suit bid is a good suit at two with 5–10 HCP, and no natural no-trump
or ordinary overcall reads their 2C as a suit; the suit their transfer shows is theirs; the fourth suit is artificial
only when bid at its cheapest level. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream Standard American. Neighbouring hands that keep their call
are beside the corrected ones."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

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
    # Partner's overcall of their strong 2C showed 5–10 HCP, not the 8+ of an ordinary overcall: their positive
    # answer is no contract to double with 13 HCP.
    ("2C 2S 3H: partner's overcall of their 2C may hold 5 HCP: no penalty double of their positive",
     "2C 2S 3H", "K.AKJ872.K32.643", "P"),
    ("2C 2S 3H: 16 HCP and five hearts behind their positive: the double", "2C 2S 3H", "K8.AKJ82.AJ.9852", "X"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
