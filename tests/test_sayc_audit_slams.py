"""The ``sayc`` system where slam is in question, marked as a teacher marks a student: the answers to
Jacoby 2NT, the raise of a strong 2C opener's suit, Blackwood and its answers, and neighbouring positions
that must keep their call (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
JACOBY_ANSWERS = [
    # The booklet: over Jacoby 2NT four of a new suit shows a good five-card suit
    ("over Jacoby 2NT a good five-card heart suit beside the spades: 4H", "1S P 2NT P",
     "AQ874.KQJ74.32.2", "4H"),
    ("over Jacoby 2NT a good five-card diamond suit: 4D, before the singleton club", "1S P 2NT P",
     "AQ874.K2.AQJ74.2", "4D"),
    ("over Jacoby 2NT a good five-card club suit beside the hearts: 4C, before the singleton spade", "1H P 2NT P",
     "2.AQ874.K2.AKJ74", "4C"),
    # Neighbours that keep their call
    ("over Jacoby 2NT a five-card side suit without two top honours: the singleton is shown", "1H P 2NT P",
     "2.AQ874.K2.KJ874", "3S"),
    ("over Jacoby 2NT a weak five-card side suit: the singleton diamond", "1S P 2NT P",
     "AQ874.KJ874.3.32", "3D"),
    ("over Jacoby 2NT 15 HCP with no shortness and a four-card side suit: 3NT", "1S P 2NT P",
     "AQ874.K2.32.AQ74", "3NT"),
    # Responder after the second suit: a minimum signs off in the major
    ("opener's four of a new suit is no jump shift: a minimum Jacoby hand signs off in game", "1S P 2NT P 4H P",
     "K932.A32.KQ32.32", "4S"),
]

BLACKWOOD_PLACEMENT = [
    # Hearts raised, a cue bid, Blackwood: the slam is placed in the agreed major, not in no trump
    ("hearts agreed by the raise: one ace missing, six of the agreed major", "1S P 2H P 3H P 3S P 4NT P 5H P",
     "KQ8764.J72.A6.K7", "6H"),
    ("hearts agreed by the raise: two aces missing, sign off at five of the agreed major", "1S P 2H P 3H P 3S P 4NT P 5D P",
     "KQ8764.J72.A6.K7", "5H"),
    # Neighbour: a fit found in the usual way keeps its slam
    ("spades raised: one ace missing, the small slam", "1S P 3S P 4NT P 5H P", "AKQ874.KQ2.KQ3.2", "6S"),
]

INVITATION_AFTER_TRANSFER = [
    # After a transfer accepted, 4NT invites slam as a direct 4NT over no trump does (mainstream practice)
    ("after the transfer 4NT invites: a minimum with two hearts passes", "1NT P 2D P 2H P 4NT P",
     "QJ3.K7.KQ97.A952", "P"),
    ("after the transfer 4NT invites: a minimum with three hearts declines at 5H", "1NT P 2D P 2H P 4NT P",
     "QJ3.K72.KQ97.A95", "5H"),
    ("after the transfer 4NT invites: a maximum with three hearts bids 6H", "1NT P 2D P 2H P 4NT P",
     "QJ3.K72.KQ97.AK5", "6H"),
    ("after the transfer 4NT invites: a maximum with two hearts bids 6NT", "1NT P 2D P 2H P 4NT P",
     "QJ3.K7.KQ97.AK52", "6NT"),
    ("over 2NT the transfer then 4NT invites: a minimum with two hearts passes", "2NT P 3D P 3H P 4NT P",
     "QJ3.K7.AKQ7.AJ52", "P"),
    ("16 HCP, five hearts, balanced opposite 1NT: transfer, then 4NT invites slam", "1NT P 2D P 2H P",
     "A3.KQ975.KQ7.Q32", "4NT"),
    ("12 HCP, five hearts, balanced opposite 2NT: 32 HCP together, transfer then 4NT, not 6NT", "2NT P 3D P 3H P",
     "A3.KQ975.K87.432", "4NT"),
    ("the invitation declined at five of the major: pass", "1NT P 2D P 2H P 4NT P 5H P", "A3.KQ975.KQ7.Q32", "P"),
    # Neighbours
    ("15 HCP, five hearts, balanced opposite 1NT: 3NT, the choice of games", "1NT P 2D P 2H P",
     "A3.KQ975.KQ7.J32", "3NT"),
    ("after Stayman and no fit 4NT invites 6NT: a minimum passes", "1NT P 2C P 2H P 4NT P", "QJ3.K742.KQ9.A95", "P"),
]

GERBER = [
    # A self-sufficient suit with slam values opposite no trump: Gerber asks for aces before the slam
    ("a solid seven-card diamond suit and 15 HCP opposite 1NT: Gerber before the slam", "1NT P",
     "K2.AQ2.KQJT742.2", "4C"),
    ("a solid seven-card spade suit and 17 HCP opposite 1NT: Gerber, not a transfer", "1NT P",
     "AKQJT74.K2.A2.32", "4C"),
    ("a solid seven-card spade suit and 13 HCP opposite 2NT: Gerber", "2NT P", "KQJT742.K2.A2.32", "4C"),
    ("Gerber answered with one ace, two of mine: one missing, six of my solid spades", "1NT P 4C P 4H P",
     "AKQJT74.K2.A2.32", "6S"),
    ("Gerber answered with none: two aces missing, sign off in four of my spades", "1NT P 4C P 4D P",
     "AKQJT74.K2.A2.32", "4S"),
    # Neighbours
    ("a solid seven-card diamond suit and 11 HCP opposite 1NT: 3NT, no slam", "1NT P", "K2.Q2.KQJT742.32", "3NT"),
    ("Gerber answered with one ace, one of mine: two missing, sign off in 4NT", "1NT P 4C P 4H P",
     "K2.AQ2.KQJT742.2", "4NT"),
]

STRONG_TWO_CLUBS = [
    # 2C then 3NT is 25–27 balanced: 8 HCP make 33, 6–7 invite with 4NT
    ("2C then 3NT shows 25–27: 8 HCP balanced make 33, 6NT", "2C P 2D P 3NT P", "832.K32.K432.Q32", "6NT"),
    ("2C then 3NT shows 25–27: 7 HCP balanced invite with 4NT", "2C P 2D P 3NT P", "832.K32.Q432.Q32", "4NT"),
    # The waiting responder with support and values raises below game: the 2C opener takes charge
    ("after 2C 2D 2S, four spades and 9 HCP: the raise to 3S, not Blackwood", "2C P 2D P 2S P",
     "Q832.A32.K432.32", "3S"),
    ("after 2C 2D 2H, four hearts and 9 HCP: the raise to 3H, not Blackwood", "2C P 2D P 2H P",
     "A2.K432.Q432.432", "3H"),
    # Neighbours
    ("2C then 3NT shows 25–27: 5 HCP make 30, pass", "2C P 2D P 3NT P", "832.K32.Q432.432", "P"),
    ("after 2C 2D 2S, three spades and no ace or king: the weak raise to game", "2C P 2D P 2S P",
     "832.J32.Q432.432", "4S"),
]

NO_BLACKWOOD = [
    # Blackwood does not tell with a void or with two quick losers in an unbid suit: a cue bid above game
    ("over the minimum 4S, two small clubs: no Blackwood, 5D shows the ace and denies a club control",
     "1S P 2NT P 4S P", "AQ32.KQ2.AKQ3.32", "5D"),
    ("over the minimum 4S, a club void: no Blackwood, 5C shows the first-round control", "1S P 2NT P 4S P",
     "AQ32.KQ32.AKQ32.", "5C"),
    ("partner's 5D over our game denied a club control: with the king of clubs, the slam", "1S P 2NT P 4S P 5D P",
     "KJ874.A2.J2.KQ32", "6S"),
    ("partner's 5D over our game denied a club control: with small clubs, 5S", "1S P 2NT P 4S P 5D P",
     "KJ874.AJ2.J2.Q32", "5S"),
    ("the cue bid above game answered 5S: pass", "1S P 2NT P 4S P 5D P 5S P", "AQ32.KQ2.AKQ3.32", "P"),
    # Neighbour: every side suit controlled, Blackwood
    ("over the minimum 4S, a singleton club and every suit controlled: Blackwood", "1S P 2NT P 4S P",
     "AQ32.KQ32.AKQ3.2", "4NT"),
]

POSITIONS = JACOBY_ANSWERS + BLACKWOOD_PLACEMENT + INVITATION_AFTER_TRANSFER + GERBER + STRONG_TWO_CLUBS + NO_BLACKWOOD


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
