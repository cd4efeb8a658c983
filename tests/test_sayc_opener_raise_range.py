"""Opener's raise of responder's suit in ``sayc``, counted in dummy points (HCP, and 5 for a void, 3 for a
singleton, 1 for a doubleton with four trumps): the single raise is a minimum opening, 12–16; the jump raise 17–18;
game 19+. Mainstream Standard American gives opener's minimum as 13–16 points and the medium hand as 17–18, so a
13-count with a singleton (16) raises once. Each position: (the reason, the auction so far with North dealing, the
hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

POSITIONS = [
    ("13 HCP and a singleton club, four hearts: 16 dummy points, a minimum: the single raise",
     "1D P 1H P", "KQ84.A762.KJ93.5", "2H"),
    ("the same hand after 1S: 16 dummy points, the single raise", "1D P 1S P", "KQ84.A762.KJ93.5", "2S"),
    ("14 HCP and two doubletons, four spades: 16 dummy points, the single raise", "1D P 1S P",
     "KJ84.A3.AQ952.73", "2S"),
    ("13 HCP five hearts, four spades and a singleton: 16, the single raise", "1H P 1S P", "KJ73.AQ986.5.K52", "2S"),
    ("a passed partner's 1S, 13 HCP and a singleton heart: 16, the single raise", "P P 1C P 1S P",
     "KJ84.5.A73.KQ962", "2S"),
    ("over their takeout double, 13 HCP and a singleton club with four hearts: 16, the single raise", "1D X 1H P",
     "KJ4.QT83.AK972.5", "2H"),
    ("over their takeout double, 14 HCP and two doubletons: 16, the single raise", "1D X 1H P",
     "A3.KJ75.AQ864.73", "2H"),
    ("their double and their 2C: 14 HCP and two doubletons, four spades: 16, the single raise", "1D X 1S 2C",
     "KJ75.A3.AQ862.93", "2S"),
    ("their 2H over partner's 1S: 13 HCP and a singleton heart: 16, the cheapest raise", "1C X 1S 2H",
     "KJ84.6.AQ4.K9753", "2S"),
    # Neighbours that keep their call.
    ("14 HCP and a singleton: 17 dummy points, the jump raise", "1D P 1H P", "KQ84.AJ62.KJ93.5", "3H"),
    ("over their takeout double, 14 HCP and a singleton: 17, the jump raise", "1D X 1H P",
     "KQ4.QT83.AK972.5", "3H"),
    ("16 HCP and a singleton: 19 dummy points, game", "1D P 1H P", "KQ84.AK62.KJ93.5", "4H"),
    ("12 HCP and a singleton: 15, the single raise", "1D P 1H P", "KQ84.A762.QJ93.5", "2H"),
    ("15 HCP five hearts, four spades and a singleton: 18, the jump raise", "1H P 1S P", "KJ73.AQ986.5.A52", "3S"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_opener_raise_by_dummy_points(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
