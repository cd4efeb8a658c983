"""Positions after no-trump openings that the ``sayc`` robot bids as a SAYC expert would: the slam
invitation over no trump. Each list also holds neighbouring hands that keep their call.
"""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand, the call)
QUANTITATIVE = [
    ("1NT is 15–17: 16 HCP balanced make 33 with opener's top: the quantitative 4NT", "1NT P",
     "A65.K3.KQJ4.K932", "4NT"),
    ("2NT is 20–21: 10 HCP with a five-card minor make 31 at most, short of slam: 3NT", "2NT P",
     "AT6.973.94.AQT42", "3NT"),
    ("2NT is 20–21: 10 HCP balanced make 31 at most: 3NT", "2NT P", "Q5.K65.A862.J753", "3NT"),
    ("2NT is 20–21: 12 HCP make 33 with opener's top: the quantitative 4NT", "2NT P", "KQ3.QJ4.K943.J52", "4NT"),
    ("Stayman answered 2D, no fit, and 16 HCP: 33 with opener's top, the quantitative 4NT", "1NT P 2C P 2D P",
     "KQ32.QJ4.K94.AJ2", "4NT"),
]

@pytest.mark.parametrize("reason, calls, hand, expected", QUANTITATIVE, ids=[p[0] for p in QUANTITATIVE])
def test_the_quantitative_invitation_over_no_trump(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
