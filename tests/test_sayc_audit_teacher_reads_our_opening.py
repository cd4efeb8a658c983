"""The ``sayc`` system's opening side after their overcall or double, marked on the robot's own auctions as a
teacher reads them: responder's negative double over their two-level overcall of a minor, with a five-card
major too weak to bid at two. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream SAYC practice. Neighbouring hands that keep their
call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over 1m (2m) a free bid of a major at two wants 10+ HCP; with 8–9 and a five-card major the negative
    # double shows it, and the major follows at the cheapest level.
    ("over 1D 2C: five hearts, 9 HCP, too weak for 2H: the negative double", "1D 2C", "QJ.KT742.Q3.J654", "X"),
    ("over 1D 2C: five hearts, 9 HCP, three spades: the negative double", "1D 2C", "QJ2.KT742.Q3.J65", "X"),
    ("over 1C 2D: five spades, 9 HCP, too weak for 2S: the negative double", "1C 2D", "QJT42.K74.Q3.J65", "X"),
    ("over 1D 2C: five hearts and 8 HCP: the negative double", "1D 2C", "QJ.KT742.J3.J654", "X"),
    ("over 1D 2C: five hearts and 11 HCP: 2H itself, forcing", "1D 2C", "QJ.KT742.Q3.K654", "2H"),
    ("over 1D 2C: five hearts but 6 HCP: too weak to act at two", "1D 2C", "Q2.KT742.T3.J654", "P"),
    ("over 1H 2C: five spades and 9 HCP with three hearts: the cue-bid raise, not a double", "1H 2C", "QJT42.K74.Q3.J65", "3C"),
    ("over 1D 2C: five hearts and four spades, 9 HCP: the negative double, as before", "1D 2C", "QJ32.KT742.Q3.J6", "X"),
    ("over 1D 2C: five hearts and four diamonds, 8 HCP: the raise of diamonds", "1D 2C", "J2.KT742.Q763.J6", "2D"),
    # The doubler's second call: the five-card major at the cheapest level, to play.
    ("1D 2C X P 2D P: the negative doubler's five hearts and 9 HCP: 2H, to play", "1D 2C X P 2D P", "QJ.KT742.Q3.J654", "2H"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
