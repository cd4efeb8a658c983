"""The ``sayc`` system in the uncontested second and third rounds, marked by the booklet's sections on opener's
and responder's rebids and mainstream Standard American practice where the booklet is silent: positions a teacher
would set, and neighbouring positions that must keep their call (a hand, the auction so far with North dealing,
the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's 1NT over opener's new suit at one: a minor fit without a singleton does not make a pass
    ("8 HCP, two spades and four clubs after 1C 1D 1S: 1NT, not a pass in a 4-2 fit", "1C P 1D P 1S P",
     "84.Q84.KJ84.Q842", "1NT"),
    ("8 HCP, two spades and four clubs after 1C 1H 1S: 1NT", "1C P 1H P 1S P", "84.KJ84.Q84.Q842", "1NT"),
    ("8 HCP, two spades and four diamonds after 1D 1H 1S: 1NT", "1D P 1H P 1S P", "84.KJ84.Q842.Q84", "1NT"),
    ("8 HCP, two hearts and four clubs after 1C 1D 1H: 1NT", "1C P 1D P 1H P", "Q84.84.KJ84.Q842", "1NT"),
    ("8 HCP, two spades and three clubs after 1C 1D 1S: 1NT, as before", "1C P 1D P 1S P", "84.Q842.KJ84.Q84", "1NT"),
    ("8 HCP, a singleton spade and five diamonds after 1D 1H 1S: the preference, not 1NT", "1D P 1H P 1S P",
     "4.KJ84.Q8432.Q84", "2D"),
    ("5 HCP, two spades and four clubs after 1C 1D 1S: pass, below the 1NT answer's 6", "1C P 1D P 1S P",
     "84.Q84.QJ84.8432", "P"),
    ("four spades and 9 HCP after 1C 1D 1H: 1S, natural, before 1NT", "1C P 1D P 1H P", "Q842.4.KJ84.Q842", "1S"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
