"""Positions for the ``sayc`` system where a review found a rule out of step with its meaning: partner's new suit
over my weak jump (or after the cue-bid raise) forcing at any level or from a passed hand, the raise of the balancing
jump inviting at the four level, the balancing jumper with no answer to the invitation, and the double over
partner's preemptive raise asking more than the game it replaces. Each wrong call comes with neighbouring hands
that keep theirs (auction with North dealing)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# My weak jump overcall, partner's new suit: only the cheapest bid of it below game forces; a game bid is to play,
# and a passed hand's new suit does not force.
FORCING_ADVANCE_BELOW_GAME = [
    ("1C 2H P 4S: partner's game in a new suit is to play, not forcing: pass, not 5H", "1C 2H P 4S P",
     "83.KQT984.742.53", "P"),
    ("1D 2H P 5C: five of a minor is game too: pass", "1D 2H P 5C P", "83.KQT984.742.53", "P"),
    ("1D 2S P 4H: the other major, game: pass, not 4S", "1D 2S P 4H P", "KQT984.83.742.53", "P"),
    ("1C 2H P 2S: the cheapest new suit below game still forces: my six hearts again", "1C 2H P 2S P",
     "83.KQT984.742.53", "3H"),
    ("1D 2S P 3H: the cheapest new suit at three still forces: three spades again", "1D 2S P 3H P",
     "KQT984.83.742.53", "3S"),
    ("1D 2S P 3H: one heart more (three): the raise", "1D 2S P 3H P", "KQT984.832.74.53", "4H"),
    ("P 1C 2H P 2S: partner passed first, the new suit does not force: pass with two spades", "P 1C 2H P 2S P",
     "83.KQT984.742.53", "P"),
]

# My major overcall, partner's cue bid, my minimum rebid, partner's new suit: it forces only below game, not a jump.
CUE_THEN_NEW_SUIT_BELOW_GAME = [
    ("1C 1H P 2C P 2H P 4S: partner's game in spades is to play: pass, not 4NT", "1C 1H P 2C P 2H P 4S P",
     "83.KQT98.742.A53", "P"),
    ("1D 1S P 2D P 2S P 5C: partner's five clubs is game: pass, not 5S", "1D 1S P 2D P 2S P 5C P",
     "KQT98.83.742.A53", "P"),
    ("1C 1H P 2C P 2H P 2S: the cheapest new suit forces: no fit, clubs stopped, 2NT", "1C 1H P 2C P 2H P 2S P",
     "83.KQT98.742.A53", "2NT"),
    ("1D 1S P 2D P 2S P 3C: the cheapest new suit forces: three clubs raise", "1D 1S P 2D P 2S P 3C P",
     "KQT98.83.742.A53", "4C"),
]

# Partner's jump in the pass-out seat is intermediate (12-16 HCP): the raise to three invites, the jumper accepts
# with 15-16 HCP; over a jump to three there is no room to invite.
BALANCING_JUMP_INVITATION = [
    ("1S P P 3H: 8 HCP and two hearts, no room to invite below game: pass, not 4H", "1S P P 3H P",
     "952.Q7.KJ763.Q82", "P"),
    ("1D P P 2H: the same hand, the raise to three invites", "1D P P 2H P", "952.Q7.KJ763.Q82", "3H"),
    ("1S P P 3H: three hearts and 11 support points: game", "1S P P 3H P", "95.Q72.KJ763.A82", "4H"),
    ("1D P P 2H P 3H: 15 HCP, the top of the intermediate jump: accept, 4H", "1D P P 2H P 3H P",
     "A2.AKJT95.72.K43", "4H"),
    ("the other major: 15 HCP after 1D P P 2S P 3S: 4S", "1D P P 2S P 3S P", "AKJT95.A2.72.K43", "4S"),
    ("two points less (13 HCP): decline, pass", "1D P P 2H P 3H P", "A2.AKJT95.72.J43", "P"),
]

# Opposite partner's preemptive raise the double of their bid over it needs the game values, counted as the game
# rule counts them (shortness with a singleton or void).
DOUBLE_OVER_PREEMPTIVE_RAISE = [
    ("1H 1S 3H 4S: 17 HCP, five hearts and a singleton spade, game values: double their 4S", "1H 1S 3H 4S",
     "2.AKJ98.AQ32.K32", "X"),
    ("1H 1S 3H P: the same hand bids the game", "1H 1S 3H P", "2.AKJ98.AQ32.K32", "4H"),
    ("1H 1S 3H 4S: a doubleton spade for the singleton, no shortness, no game values: pass", "1H 1S 3H 4S",
     "32.AKJ98.AQ32.K3", "P"),
    ("1H 1S 3H P: that hand passes the raise too", "1H 1S 3H P", "32.AKJ98.AQ32.K3", "P"),
]

ALL = [*FORCING_ADVANCE_BELOW_GAME, *CUE_THEN_NEW_SUIT_BELOW_GAME, *BALANCING_JUMP_INVITATION,
       *DOUBLE_OVER_PREEMPTIVE_RAISE]


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_review_positions(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
