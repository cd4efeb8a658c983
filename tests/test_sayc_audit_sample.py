"""The ``sayc`` system's calls on a sample of the whole system, marked as a teacher marks a student (a hand,
the auction so far with North dealing, the call), with neighbouring positions that must keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opposite opener's jump shift a minimum with a fit for opener's minor raises below game: the strong
    # hand places the contract (five of the minor would skip 3NT and every slam try)
    ("1C 1S 3H: 9 HCP, four clubs and no diamond stopper raise to 4C, forcing", "1C P 1S P 3H P",
     "AQ72.T74.Q7.J873", "4C"),
    # neighbours: a balanced minimum with the unbid suits stopped bids 3NT; a fit for the jump shift's
    # own minor still raises it
    ("1D 1S 3C: five diamonds and the unbid hearts stopped: 3NT", "1D P 1S P 3C P", "KJ72.K84.Q8732.7", "3NT"),
    ("1C 1S 3H: balanced, the unbid diamonds stopped: 3NT", "1C P 1S P 3H P", "AQ72.T74.KJ7.J87", "3NT"),
    ("1H 1S 3C: four clubs and a minimum raise the clubs below game", "1H P 1S P 3C P", "KQ72.T7.843.KJ73", "4C"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
