"""The ``sayc`` system's uncontested auctions after one of a suit, marked as a teacher reads them: responder
after 1C 1D 1H with four hearts raises opener's hearts before showing spades (the fit is found; a four-four
spade fit is not missed, since opener with four spades as well bids hearts first and can still show them).
Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is
silent the reason is mainstream Standard American practice. Neighbouring hands that keep their call are beside
them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # 1C 1D 1H: four hearts in responder's hand are a fit: raise them, whatever the spades.
    ("1C 1D 1H: four hearts and four spades, 11 HCP and a singleton club: game in hearts, not 1S",
     "1C P 1D P 1H P", "JT63.AQ54.KJ53.2", "4H"),
    ("1C 1D 1H: four hearts and four spades, 6 HCP: the single raise, not 1S",
     "1C P 1D P 1H P", "JT63.Q954.K953.2", "2H"),
    ("1C 1D 1H: four hearts and four spades, 8 HCP and a singleton club: the invitational jump raise, not 1S",
     "1C P 1D P 1H P", "J863.Q954.KQ53.2", "3H"),
    ("1C 1D 1H: four spades and only three hearts: 1S, natural and forcing, as before",
     "1C P 1D P 1H P", "JT63.AQ5.KJ532.2", "1S"),
    ("1C 1D 1H: four spades and two hearts, 8 HCP: 1S",
     "1C P 1D P 1H P", "KT63.Q5.KJ532.32", "1S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_uncontested_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
