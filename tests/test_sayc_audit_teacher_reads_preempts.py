"""The ``sayc`` system read by a teacher in auctions that open with a weak two or a preempt: the direct 2NT
overcall of their weak two (15–18, balanced, their suit stopped) after advancer's five-card major at three,
which shows 8+ HCP and does not force; advancer after partner's takeout double of their four-level preempt
with no defence (a singleton or void in their suit); responder to a three-level minor preempt with a misfit
and a good long major of its own. Each is (the reason, the auction so far with North dealing, the hand to
call, the call); where the booklet is silent the reason is mainstream SAYC practice. Neighbouring hands that
keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Advancer's 3M over the 2NT overcall is 8+ HCP and five cards: with a fit and 16+ the points reach game.
    ("after (2S) 2NT (P) 3H: 16 HCP and four hearts bid the game", "P 2S 2NT P 3H P", "Q875.AKT5.KJ.K96", "4H"),
    ("after (2S) 2NT (P) 3H: 16 HCP and three hearts bid the game", "P 2S 2NT P 3H P", "Q875.AK5.KJT.K96", "4H"),
    ("after (2D) 2NT (P) 3S: 17 HCP and four spades bid the game", "P 2D 2NT P 3S P", "K975.KJ5.A76.AQ4", "4S"),
    ("after (2D) 2NT (P) 3S: 15 HCP, a minimum, pass even with four spades", "P 2D 2NT P 3S P", "K975.KJ5.A76.A54", "P"),
    ("after (2S) 2NT (P) 3H: 15 HCP and four hearts, a minimum: pass", "P 2S 2NT P 3H P", "Q875.AKT5.QJ.K96", "P"),
    ("after (2S) 2NT (P) 3H: 16 HCP but two hearts, no fit: pass", "P 2S 2NT P 3H P", "Q8752.AK.KJ5.K96", "P"),
    # Partner's double of their four-level preempt is for takeout: with a void or singleton in their suit there is
    # no defence to leave it in; a four-card major at four, else a six-card suit at five.
    ("after (4D) X (P): a void in diamonds and four spades: 4S", "P 4D X P", "AQJ2.92..T876432", "4S"),
    ("after (4D) X (P): a singleton diamond and four spades: 4S", "P 4D X P", "AQJ2.92.5.T87643", "4S"),
    ("after (4D) X (P): a singleton diamond, three spades and seven clubs: 5C", "P 4D X P", "AQJ.92.5.T876432", "5C"),
    ("after (4H) X (P): a singleton heart and six clubs: 5C", "P 4H X P", "Q2.5.K952.JT8764", "5C"),
    ("after (4D) X (P): a doubleton diamond and no four-card major leave the double in", "P 4D X P", "AQJ.92.52.T87643", "P"),
    ("after (4S) X (P): a singleton spade but no four-card major and only five clubs: pass", "P 4S X P", "5.Q92.K852.JT876", "P"),
    # Opposite a minor preempt 3NT hopes to run partner's suit; with a void or singleton in it and a good six-card
    # major of my own, the major (forcing) comes first.
    ("over partner's 3D: 18 HCP, a void in diamonds and AKT984 of spades: 3S, not 3NT", "P P 3D P", "AKT984.KJ85..AK4", "3S"),
    ("over partner's 3D: 18 HCP, a singleton diamond and AKT984 of spades: 3S", "P P 3D P", "AKT984.KJ85.2.AK", "3S"),
    ("over partner's 3C: 18 HCP, a void in clubs and AKT984 of spades: 3S", "P P 3C P", "AKT984.KJ85.AK4.", "3S"),
    ("over partner's 3D: 18 HCP and two diamonds, a fit to run them: 3NT", "P P 3D P", "AKT984.KJ8.52.AK", "3NT"),
    ("after 3D (P) 3S: the preempter's three spades raise the forcing major", "P P 3D P 3S P", "QJ72.3.AQT9762.8", "4S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_preempt_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
