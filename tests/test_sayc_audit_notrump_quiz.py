"""A teacher's quiz on the ``sayc`` robot's no-trump bidding: the responses to 1NT, 2NT, 2C then 2NT and 3NT,
opener's answers to Stayman, the transfers, the invitations and Gerber, and responder's second call, plain cases
and boundaries. Each position is (the reason, the auction so far with North dealing, the hand, the call); the
lists that open the module (4-3-3-3 hands, the weak Stayman, their double of the transfer, the cue bid as Stayman
over their overcall, the six-card minor with slam values) hold the positions the robot used to miss, each beside
neighbours that keep their call.
"""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand, the call)
FLAT_HANDS = [
    # 4-3-3-3 with a four-card major: no Stayman, no trump plays as well as the 4-4 fit (no ruff in the short hand)
    ("1NT: 4-3-3-3 with four spades and 10 HCP: 3NT, not Stayman", "1NT P", "K432.Q32.K32.Q32", "3NT"),
    ("1NT: 4-3-3-3 with four spades and 9 HCP: the 2NT invitation, not Stayman", "1NT P", "K432.Q32.K32.J32", "2NT"),
    ("2NT: 4-3-3-3 with four spades and 5 HCP: 3NT, not Stayman", "2NT P", "K432.Q32.J32.432", "3NT"),
    ("2C 2D 2NT: 4-3-3-3 with four spades and 3 HCP: 3NT, not Stayman", "2C P 2D P 2NT P", "K432.432.432.432", "3NT"),
    ("1NT: 4-3-3-3 with four hearts and 10 HCP: 3NT, not Stayman", "1NT P", "Q32.K432.K32.Q32", "3NT"),
    ("1NT: 4-3-3-3 with four spades and 16 HCP: the quantitative 4NT, not Stayman", "1NT P", "KQ32.A32.K32.KJ2", "4NT"),
    # Neighbours that keep their call
    ("1NT: four spades and a doubleton, 10 HCP: Stayman", "1NT P", "K432.Q32.K432.Q2", "2C"),
    ("2NT: four spades and a doubleton, 10 HCP: Stayman", "2NT P", "K432.Q32.K432.Q2", "3C"),
    ("1NT: 4-3-3-3 with four spades and 7 HCP: pass", "1NT P", "K432.Q32.J32.432", "P"),
    ("1NT: 4-4-3-2 with both majors and 8 HCP: Stayman", "1NT P", "K432.Q432.K32.32", "2C"),
]

WEAK_STAYMAN = [
    # Both majors and a singleton or void club, under invitational values: Stayman, to play in opener's answer
    ("1NT: 4-4-4-1 with a singleton club and 7 HCP: Stayman, to play in opener's answer", "1NT P", "QJ32.KJ32.5432.2", "2C"),
    ("1NT: 4-4-5-0 with a club void and 5 HCP: Stayman, to play in opener's answer", "1NT P", "QJ32.K432.65432.", "2C"),
    ("1NT: 4-4-4-1 with a singleton club and 3 HCP: Stayman, to play in opener's answer", "1NT P", "Q432.J432.5432.2", "2C"),
    ("1NT 2C 2D: the weak Stayman passes 2D, four diamonds or five", "1NT P 2C P 2D P", "QJ32.KJ32.5432.2", "P"),
    ("1NT 2C 2S: the weak Stayman with 3 HCP passes: no invitation", "1NT P 2C P 2S P", "Q432.J432.5432.2", "P"),
    # Neighbours that keep their call
    ("1NT: 4-4-1-4 with a singleton diamond and 7 HCP: pass, 2D would be no rescue", "1NT P", "QJ32.KJ32.2.6543", "P"),
    ("1NT: both majors, three clubs and 5 HCP: pass", "1NT P", "K432.Q432.432.32", "P"),
    ("1NT: four spades, three hearts, a singleton club and 7 HCP: pass", "1NT P", "QJ32.K32.J5432.2", "P"),
    ("1NT: 4-4-4-1 with a singleton club and 8 HCP: Stayman, invitational", "1NT P", "QJ32.KJ32.J432.2", "2C"),
    ("1NT 2C 2D: 4-4-4-1 with 9 HCP invites with 2NT", "1NT P 2C P 2D P", "QJ32.KJ32.Q432.2", "2NT"),
]

DOUBLED_TRANSFER = [
    # Their double of the transfer: opener accepts with three cards, passes with two; responder then bids the major
    # itself when weak, invites with 2NT (five cards) or three of it (six), and the invitation is answered by range
    ("1NT 2D (X): two hearts: pass, partner bids them", "1NT P 2D X", "AK3.K2.QJ432.K32", "P"),
    ("1NT 2H (X): two spades: pass, partner bids them", "1NT P 2H X", "K3.AK2.QJ432.K32", "P"),
    ("2NT 3D (X): two hearts: pass, partner bids them", "2NT P 3D X", "AK3.KQ.AQJ32.Q32", "P"),
    ("1NT 2D (X) P: five hearts and 5 HCP: 2H myself, to play", "1NT P 2D X P P", "32.KQ832.432.432", "2H"),
    ("1NT 2H (X) P: five spades and 5 HCP: 2S myself, to play", "1NT P 2H X P P", "KQ832.32.432.432", "2S"),
    ("1NT 2D (X) P: five hearts and 8 HCP: 2NT invites", "1NT P 2D X P P", "32.KQ832.Q32.J32", "2NT"),
    ("1NT 2D (X) P: six hearts and 8 HCP: 3H invites", "1NT P 2D X P P", "32.KQ8432.Q32.J3", "3H"),
    ("2NT 3D (X) P: five hearts and 4 HCP: 3H myself, to play", "2NT P 3D X P P", "32.KJ832.432.432", "3H"),
    ("1NT 2D (X) P P 2NT: 16 HCP accepts: 3NT", "1NT P 2D X P P 2NT P", "AK3.K2.QJ432.K32", "3NT"),
    ("1NT 2D (X) P P 3H: 16 HCP accepts: 4H", "1NT P 2D X P P 3H P", "AK3.K2.QJ432.K32", "4H"),
    # Neighbours that keep their call
    ("1NT 2D (X): three hearts: accept, a real fit", "1NT P 2D X", "AK3.K32.QJ32.K32", "2H"),
    ("1NT 2D (X): four hearts and 16 HCP: accept, no super-accept below 17", "1NT P 2D X", "AK3.K432.QJ3.K32", "2H"),
    ("1NT 2H (X): three spades: accept", "1NT P 2H X", "K32.AK2.QJ32.K32", "2S"),
    ("2NT 3D (X): three hearts: accept", "2NT P 3D X", "AK3.KQ3.AQJ2.Q32", "3H"),
    ("1NT 2D, no double: two hearts, accept all the same", "1NT P 2D P", "AK3.K2.QJ432.K32", "2H"),
    ("1NT 2D (X) P: five hearts and 12 HCP: 3NT, opener holds two of them", "1NT P 2D X P P", "32.KQ832.A32.K32", "3NT"),
    ("1NT 2D (X) P: six hearts and 12 HCP: 4H", "1NT P 2D X P P", "32.KQ8432.A32.K3", "4H"),
    ("2NT 3D (X) P: five hearts and 5 HCP: 3NT", "2NT P 3D X P P", "32.KQ832.Q32.432", "3NT"),
    ("1NT 2D (X) P P 2H: partner's weak major: pass", "1NT P 2D X P P 2H P", "AK3.K2.QJ432.K32", "P"),
    ("1NT 2D (X) P P 2NT: 14 HCP declines: pass", "1NT P 2D X P P 2NT P", "AK3.J2.QJ432.K32", "P"),
    ("1NT 2D (X) P P 3H: 14 HCP declines: pass", "1NT P 2D X P P 3H P", "AK3.J2.QJ432.K32", "P"),
    ("2NT 3D (X) P P 3H: partner's weak major: pass", "2NT P 3D X P P 3H P", "AK3.KQ.AQJ32.Q32", "P"),
]

CUE_BID_STAYMAN = [
    # Over their natural overcall of 1NT the cue bid of their suit is Stayman, forcing to game: opener shows a four-card
    # major they have not bid, else 3NT with their suit stopped, else a minor; responder places the game
    ("1NT (2H): four spades, 12 HCP, no heart stopper: 3H, Stayman", "1NT 2H", "K832.32.AQ2.K432", "3H"),
    ("1NT (2S): four hearts and 12 HCP: 3S, Stayman", "1NT 2S", "32.K832.AQ2.K432", "3S"),
    ("1NT (2D): both majors and 14 HCP: 3D, Stayman", "1NT 2D", "K832.Q832.AQ.K32", "3D"),
    ("1NT (2C): both majors and 14 HCP: 3C, Stayman", "1NT 2C", "K832.Q832.AQ2.K3", "3C"),
    ("1NT (2H) 3H: four spades: 3S", "1NT 2H 3H P", "AK32.K4.KJ32.Q32", "3S"),
    ("1NT (2S) 3S: four hearts: 4H", "1NT 2S 3S P", "A2.KJ42.KJ32.QJ2", "4H"),
    ("1NT (2D) 3D: both majors: hearts first", "1NT 2D 3D P", "AK32.KJ42.K32.Q2", "3H"),
    ("1NT (2H) 3H: no spades, no heart stopper: four of my longer minor", "1NT 2H 3H P", "AK3.42.KJ32.AQ32", "4D"),
    ("1NT (2H) 3H 3S: four spades: game", "1NT 2H 3H P 3S P", "K832.32.AQ2.K432", "4S"),
    ("1NT (2D) 3D 3H: four hearts: game", "1NT 2D 3D P 3H P", "K832.Q832.AQ.K32", "4H"),
    ("1NT (2D) 3D 3H: four spades, not hearts: 3NT", "1NT 2D 3D P 3H P", "K832.Q83.AQ2.K32", "3NT"),
    ("1NT (2D) 3D 3H 3NT: four spades too, partner's cue promised them: 4S", "1NT 2D 3D P 3H P 3NT P", "AK32.KJ42.K32.Q2", "4S"),
    ("1NT (2H) 3H 4D: no heart stopper either side: game in diamonds", "1NT 2H 3H P 4D P", "K832.32.AQ2.K432", "5D"),
    # Neighbours that keep their call
    ("1NT (2H): 4-3-3-3 with four spades and a heart stopper: 3NT", "1NT 2H", "K832.Q32.AQ2.K32", "3NT"),
    ("1NT (2H): four spades and 8 HCP: pass, no game", "1NT 2H", "K832.32.Q32.K432", "P"),
    ("1NT (2H): five spades and 12 HCP: 3S, forcing", "1NT 2H", "KQ832.32.AQ2.K32", "3S"),
    ("1NT (2H) 3H: no spades, hearts stopped: 3NT", "1NT 2H 3H P", "AQ2.K42.KJ32.QJ2", "3NT"),
    ("1NT (2D) 3D: no major, diamonds stopped: 3NT", "1NT 2D 3D P", "AK3.KJ2.K32.Q432", "3NT"),
    ("1NT (2H) 3H 3NT: to play", "1NT 2H 3H P 3NT P", "K832.32.AQ2.K432", "P"),
    ("1NT (2S) 3S 4H: partner's game in my major: pass", "1NT 2S 3S P 4H P", "32.K832.AQ2.K432", "P"),
    ("1NT (2D) 3D 3H 3NT: three spades: pass", "1NT 2D 3D P 3H P 3NT P", "AK3.KJ42.K32.Q32", "P"),
    ("1NT (2H) 3H 3S: my cue asked for a heart stopper (no four-card major): none, 4S on three spades, not 3NT",
     "1NT 2H 3H P 3S P", "K63.543.Q54.KQ73", "4S"),
]

LONG_MINOR_SLAMS = [
    # A six-card minor with slam values opposite the no trump: Gerber first, then six of the minor (not a blind jump
    # to six, not 6NT on a suit that needs partner's support)
    ("1NT: six diamonds headed by AKJ and 15 HCP: Gerber", "1NT P", "2.A32.AKJ432.K32", "4C"),
    ("2NT: six diamonds headed by AQJ and 10 HCP: Gerber", "2NT P", "2.K32.AQJ432.432", "4C"),
    ("1NT 4C 4S: two aces and my two, six diamonds not solid: 6D", "1NT P 4C P 4S P", "2.A32.AKJ432.K32", "6D"),
    ("2NT 4C 4NT: three aces and mine: 6D", "2NT P 4C P 4NT P", "2.K32.AQJ432.432", "6D"),
    ("1NT 4C 4S 5C 5H: every ace, one king and mine: 6D", "1NT P 4C P 4S P 5C P 5H P", "2.A32.AKJ432.K32", "6D"),
    # Neighbours that keep their call
    ("1NT 4C 4D: two aces missing: 4NT, to play", "1NT P 4C P 4D P", "2.A32.AKJ432.K32", "4NT"),
    ("1NT: six diamonds headed by AKJ and 14 HCP: 3NT", "1NT P", "2.A32.AKJ432.Q32", "3NT"),
    ("1NT: seven solid diamonds: Gerber", "1NT P", "32.2.AKQJ432.A32", "4C"),
    ("1NT 4C 4S: seven solid diamonds and three aces: 6NT", "1NT P 4C P 4S P", "32.2.AKQJ432.A32", "6NT"),
    ("1NT 4C 4H: six solid spades and three aces: 6S", "1NT P 4C P 4H P", "AKQJ32.K2.A32.32", "6S"),
    ("1NT: four hearts and five diamonds, 15 HCP: Stayman", "1NT P", "2.A432.AKJ43.K32", "2C"),
]

RESPONSES = [
    ("1NT: a flat 6 HCP: pass", "1NT P", "K32.Q32.J432.432", "P"),
    ("1NT: a flat 8 HCP, no major: the 2NT invitation", "1NT P", "K32.Q32.K432.432", "2NT"),
    ("1NT: a flat 10 HCP, no major: 3NT", "1NT P", "K32.Q32.K432.Q32", "3NT"),
    ("1NT: five spades, four hearts and 7 HCP: transfer to spades, not Stayman", "1NT P", "KQ432.Q432.32.32", "2H"),
    ("1NT: five spades, four hearts and 8 HCP: Stayman, invitational", "1NT P", "KQ432.Q432.J2.32", "2C"),
    ("1NT: five spades, four hearts and 12 HCP: Stayman", "1NT P", "KQ432.KJ32.K2.32", "2C"),
    ("1NT: five-five in the majors and 4 HCP: transfer to spades", "1NT P", "Q5432.J5432.2.32", "2H"),
    ("1NT: six spades and 3 HCP: transfer to spades", "1NT P", "QJ6432.32.432.32", "2H"),
    ("1NT: six hearts and 3 HCP: transfer to hearts", "1NT P", "32.QJ8432.432.32", "2D"),
    ("1NT: six diamonds and 3 HCP: 2S, the relay to 3C", "1NT P", "32.32.QJ8432.432", "2S"),
    ("1NT: six clubs and 4 HCP: 2S, the relay to 3C", "1NT P", "432.32.32.KJ8432", "2S"),
    ("1NT: five-five in the minors and 5 HCP: 2S, the relay to 3C", "1NT P", "2.32.QJ432.Q5432", "2S"),
    ("1NT: six diamonds headed by AQ, 6 HCP: 3D invites 3NT", "1NT P", "32.32.AQ8432.432", "3D"),
    ("1NT: six clubs headed by AQ, 6 HCP: 3C invites 3NT", "1NT P", "32.432.32.AQ8432", "3C"),
    ("1NT: 18 HCP balanced: 6NT", "1NT P", "AQ5.K3.KQJ4.K9J2", "6NT"),
    ("1NT: 17 HCP balanced: the quantitative 4NT", "1NT P", "AJ5.K3.KQJ4.K932", "4NT"),
]

OPENER_ANSWERS = [
    ("1NT 2C: both majors: 2H first", "1NT P 2C P", "AK32.KQ32.Q32.32", "2H"),
    ("1NT 2C: four spades only: 2S", "1NT P 2C P", "AK32.Q32.KQ32.K2", "2S"),
    ("1NT 2C: no four-card major: 2D", "1NT P 2C P", "AK3.Q32.KQ32.K32", "2D"),
    ("1NT 2D: four hearts and 15 HCP: the plain acceptance", "1NT P 2D P", "AK3.Q432.KQ32.32", "2H"),
    ("1NT 2D: four hearts and 17 HCP: the super-accept", "1NT P 2D P", "AK3.Q432.KQ32.K2", "3H"),
    ("1NT 2H: four spades and 17 HCP: the super-accept", "1NT P 2H P", "AK32.Q43.KQ32.K2", "3S"),
    ("1NT 2H: four spades and 16 HCP: the plain acceptance", "1NT P 2H P", "AK32.Q43.KQ32.Q2", "2S"),
    ("1NT 2D 2H 2NT: 17 HCP and three hearts: 4H", "1NT P 2D P 2H P 2NT P", "AK3.Q43.KQ32.Q32", "4H"),
    ("1NT 2D 2H 2NT: 15 HCP and three hearts: 3H", "1NT P 2D P 2H P 2NT P", "AK3.J43.KQ32.J32", "3H"),
    ("1NT 2D 2H 2NT: 17 HCP and two hearts: 3NT", "1NT P 2D P 2H P 2NT P", "AK3.Q4.KQ32.Q432", "3NT"),
    ("1NT 2D 2H 2NT: 15 HCP and two hearts: pass", "1NT P 2D P 2H P 2NT P", "AK3.J4.KQ32.J432", "P"),
    ("1NT 2D 2H 3H: 17 HCP: game", "1NT P 2D P 2H P 3H P", "AK3.Q43.KQ32.Q32", "4H"),
    ("1NT 2D 2H 3H: 15 HCP: pass", "1NT P 2D P 2H P 3H P", "AK3.J43.KQ32.J32", "P"),
    ("1NT 2D 2H 3NT: three hearts: 4H", "1NT P 2D P 2H P 3NT P", "AK3.J43.KQ32.J32", "4H"),
    ("1NT 2D 2H 3NT: two hearts: pass", "1NT P 2D P 2H P 3NT P", "AK3.J4.KQ32.J432", "P"),
    ("1NT 2C 2H 2NT: four spades too and 17 HCP: 4S", "1NT P 2C P 2H P 2NT P", "AK32.QJ43.KQ3.Q2", "4S"),
    ("1NT 2C 2H 2NT: four spades too and 15 HCP: 3S", "1NT P 2C P 2H P 2NT P", "AJ32.J943.KQ3.Q2", "3S"),
    ("1NT 2C 2H 2NT: no spades and 17 HCP: 3NT", "1NT P 2C P 2H P 2NT P", "A32.QJ43.KQ3.KQ2", "3NT"),
    ("1NT 2C 2H 2NT: no spades and 15 HCP: pass", "1NT P 2C P 2H P 2NT P", "A32.QJ43.KJ3.Q32", "P"),
    ("1NT 2C 2H 3H: 17 HCP: game", "1NT P 2C P 2H P 3H P", "A32.QJ43.KQ3.KQ2", "4H"),
    ("1NT 2C 2H 3H: 15 HCP: pass", "1NT P 2C P 2H P 3H P", "A32.QJ43.KJ3.Q32", "P"),
    ("1NT 2C 2H 3H: 15 HCP, a doubleton and no five-card suit: pass, the bottom of the range", "1NT P 2C P 2H P 3H P",
     "AT85.KQ72.K8.KT7", "P"),
    ("1NT 2C 2H 3H: 15 HCP and five hearts: the fifth trump accepts", "1NT P 2C P 2H P 3H P", "KT7.J7642.KQ4.AQ", "4H"),
    ("1NT 2C 2D 2H: the invitation with five hearts, a minimum: pass", "1NT P 2C P 2D P 2H P", "AK3.KJ.Q432.J432", "P"),
    ("1NT 2C 2D 2H: three hearts and a maximum: 4H", "1NT P 2C P 2D P 2H P", "AK3.K32.Q432.KJ2", "4H"),
    ("1NT 2C 2D 2H: two hearts and a maximum: 3NT", "1NT P 2C P 2D P 2H P", "AK3.KJ.Q432.KJ32", "3NT"),
    ("1NT 2C 2D 3S: five spades, forcing: three of them, 4S", "1NT P 2C P 2D P 3S P", "AK3.KJ3.Q432.J32", "4S"),
    ("1NT 2C 2D 3S: two spades: 3NT", "1NT P 2C P 2D P 3S P", "AK.KJ3.Q432.KJ32", "3NT"),
    ("1NT 4NT: 15 HCP: pass", "1NT P 4NT P", "AQ43.J32.KJ3.Q32", "P"),
    ("1NT 4NT: 17 HCP: 6NT", "1NT P 4NT P", "AQ43.K32.KQ3.Q32", "6NT"),
    ("1NT 4C: Gerber, two aces: 4S", "1NT P 4C P", "AQ43.K32.AJ3.Q32", "4S"),
    ("1NT 4C: Gerber, no ace: 4D", "1NT P 4C P", "KQ43.K32.KJ3.Q32", "4D"),
    ("1NT 4C 4S 5C: the kings asked, one king: 5H", "1NT P 4C P 4S P 5C P", "AQ43.K32.AJ3.Q32", "5H"),
    ("1NT 2H 2S 4NT: 16 HCP and three spades: 6S", "1NT P 2H P 2S P 4NT P", "AK3.KJ2.Q432.K32", "6S"),
    ("1NT 2H 2S 4NT: 14 HCP and three spades: 5S, declining", "1NT P 2H P 2S P 4NT P", "AK3.KJ2.J432.Q32", "5S"),
]

SECOND_CALLS = [
    ("1NT 2C 2D: both majors and 8 HCP: 2NT", "1NT P 2C P 2D P", "K432.Q432.K32.32", "2NT"),
    ("1NT 2C 2D: both majors and 10 HCP: 3NT", "1NT P 2C P 2D P", "K432.Q432.K32.Q2", "3NT"),
    ("1NT 2C 2D: five spades, four hearts and 8 HCP: 2S invites", "1NT P 2C P 2D P", "KQ432.Q432.J2.32", "2S"),
    ("1NT 2C 2D: five spades, four hearts and 12 HCP: 3S, forcing", "1NT P 2C P 2D P", "KQ432.KJ32.K2.32", "3S"),
    ("1NT 2C 2D: five hearts, four spades and 11 HCP: 3H, forcing", "1NT P 2C P 2D P", "K432.QJ432.K2.Q2", "3H"),
    ("1NT 2C 2H: four hearts and 8 HCP: 3H invites", "1NT P 2C P 2H P", "K432.Q432.K32.32", "3H"),
    ("1NT 2C 2H: four spades only and 8 HCP: 2NT", "1NT P 2C P 2H P", "K432.Q32.K432.32", "2NT"),
    ("1NT 2C 2H: four spades only and 10 HCP: 3NT", "1NT P 2C P 2H P", "K432.Q32.K432.Q2", "3NT"),
    ("1NT 2C 2H: five spades, four hearts and 12 HCP: 4H", "1NT P 2C P 2H P", "KQ432.KJ32.K2.32", "4H"),
    ("1NT 2C 2S: both majors and 8 HCP: 3S invites", "1NT P 2C P 2S P", "K432.Q432.K32.32", "3S"),
    ("1NT 2C 2S: both majors and 10 HCP: 4S", "1NT P 2C P 2S P", "K432.Q432.K32.Q2", "4S"),
    ("1NT 2D 2H: five hearts, balanced, 10 HCP: 3NT, the choice of games", "1NT P 2D P 2H P", "Q32.KQ432.K32.Q2", "3NT"),
    ("1NT 2D 2H: five hearts and 8 HCP: 2NT invites", "1NT P 2D P 2H P", "Q32.KQ432.J32.32", "2NT"),
    ("1NT 2D 2H: six hearts and 8 HCP: 3H invites", "1NT P 2D P 2H P", "32.KQ8432.K32.32", "3H"),
    ("1NT 2D 2H: five hearts, five clubs and 11 HCP: 3C, forcing", "1NT P 2D P 2H P", "2.AQJ92.32.KQJ43", "3C"),
    ("1NT 2H 2S: six spades and 11 HCP: 4S", "1NT P 2H P 2S P", "KQJ432.K32.Q2.32", "4S"),
    ("1NT 2H 2S: six spades and 8 HCP: 3S invites", "1NT P 2H P 2S P", "KQ8432.K32.32.32", "3S"),
    ("1NT 2H 2S: six spades and 3 HCP: pass", "1NT P 2H P 2S P", "QJ6432.32.432.32", "P"),
    ("1NT 2S 3C: six diamonds: 3D, to play", "1NT P 2S P 3C P", "32.32.QJ8432.432", "3D"),
    ("1NT 2S 3C: five-five in the minors: pass 3C", "1NT P 2S P 3C P", "2.32.QJ432.Q5432", "P"),
    ("1NT 2D 3H (super-accept): 2 HCP: pass", "1NT P 2D P 3H P", "32.Q8432.432.432", "P"),
    ("1NT 2D 3H (super-accept): 6 HCP: game", "1NT P 2D P 3H P", "32.Q8432.K32.J32", "4H"),
]

TWO_NO_TRUMP = [
    ("2NT: 0 HCP: pass", "2NT P", "432.432.5432.432", "P"),
    ("2NT: a flat 5 HCP: 3NT", "2NT P", "K32.Q32.5432.432", "3NT"),
    ("2NT: both majors and 5 HCP: Stayman", "2NT P", "K432.Q432.432.32", "3C"),
    ("2NT: five spades and 5 HCP: transfer to spades", "2NT P", "K5432.Q32.432.32", "3H"),
    ("2NT: five hearts and 2 HCP: transfer to hearts", "2NT P", "32.Q8432.432.432", "3D"),
    ("2NT: 11 HCP balanced: the quantitative 4NT", "2NT P", "KQ3.QJ4.Q943.J52", "4NT"),
    ("2NT: 13 HCP balanced: 6NT", "2NT P", "KQ3.QJ4.K943.Q52", "6NT"),
    ("2NT 3C: both majors: 3H", "2NT P 3C P", "AK32.KQ32.AQ3.K2", "3H"),
    ("2NT 3C: no major: 3D", "2NT P 3C P", "AK3.KQ3.AQ32.K32", "3D"),
    ("2NT 3H: the transfer accepted", "2NT P 3H P", "AK3.KQ3.AQ32.K32", "3S"),
    ("2NT 3D 3H: six hearts and 5 HCP: 4H", "2NT P 3D P 3H P", "32.Q87432.K32.32", "4H"),
    ("2NT 3D 3H: five hearts and 5 HCP: 3NT, the choice of games", "2NT P 3D P 3H P", "32.Q8432.K432.32", "3NT"),
    ("2NT 3D 3H: five hearts and 2 HCP: pass", "2NT P 3D P 3H P", "432.Q8432.432.32", "P"),
    ("2NT 3C 3D: both majors: 3NT", "2NT P 3C P 3D P", "K432.Q432.432.32", "3NT"),
    ("2NT 3C 3D: five spades, four hearts: 3S", "2NT P 3C P 3D P", "KQ432.J432.32.32", "3S"),
    ("2NT 3C 3H: both majors: 4H", "2NT P 3C P 3H P", "K432.Q432.432.32", "4H"),
    ("2NT 3C 3H: four spades: 3NT, opener corrects with four spades", "2NT P 3C P 3H P", "K432.Q32.J432.32", "3NT"),
    ("2NT 3C 3H 3NT: four spades too: 4S", "2NT P 3C P 3H P 3NT P", "AK32.KQ32.AQ3.K2", "4S"),
    ("2NT 3C 3D 3S: three spades: 4S", "2NT P 3C P 3D P 3S P", "AK3.KQ3.AQ32.K32", "4S"),
    ("2NT 3C 3D 3S: two spades: 3NT", "2NT P 3C P 3D P 3S P", "AK.KQ3.AQ32.K432", "3NT"),
    ("2NT 3D 3H 3NT: three hearts: 4H", "2NT P 3D P 3H P 3NT P", "AK3.KQ3.AQ32.K32", "4H"),
    ("2NT 3D 3H 3NT: two hearts: pass", "2NT P 3D P 3H P 3NT P", "AK3.KQ.AQ432.K32", "P"),
    ("2NT 3D 3H 4NT: 21 HCP and three hearts: 6H", "2NT P 3D P 3H P 4NT P", "AK3.KQ3.AQ32.K32", "6H"),
    ("2NT 4NT: 21 HCP: 6NT", "2NT P 4NT P", "AK3.KQ.AQ432.K32", "6NT"),
    ("2NT 4C: Gerber, two aces: 4S", "2NT P 4C P", "AK3.KJ.AQ432.Q32", "4S"),
    ("2C 2D 2NT: 0 HCP: pass", "2C P 2D P 2NT P", "432.432.5432.432", "P"),
    ("2C 2D 2NT: 3 HCP balanced: 3NT", "2C P 2D P 2NT P", "K32.432.5432.432", "3NT"),
    ("2C 2D 2NT: both majors and 5 HCP: Stayman", "2C P 2D P 2NT P", "K432.Q432.432.32", "3C"),
    ("2C 2D 2NT: five hearts: transfer", "2C P 2D P 2NT P", "32.Q8432.432.432", "3D"),
    ("2C 2D 2NT: 9 HCP balanced: the quantitative 4NT", "2C P 2D P 2NT P", "KQ3.QJ4.J543.952", "4NT"),
    ("2C 2D 2NT 3C: both majors: 3H", "2C P 2D P 2NT P 3C P", "AK32.AKQ2.AQ3.K2", "3H"),
    ("2C 2D 2NT 4C: Gerber, two aces: 4S", "2C P 2D P 2NT P 4C P", "AK32.KQ32.AQ3.K2", "4S"),
    ("2C 2D 2NT 3D 3H: six hearts: 4H", "2C P 2D P 2NT P 3D P 3H P", "32.KJ8432.32.432", "4H"),
    ("2C 2D 2NT 3D 3H: five hearts and 5 HCP: 3NT", "2C P 2D P 2NT P 3D P 3H P", "32.QJ432.Q32.432", "3NT"),
    # Over 3NT (25–27) 4C is Gerber too: the aces, then the kings, in steps
    ("3NT 4C: Gerber, three aces: 4NT", "3NT P 4C P", "AK32.KQ32.AQ3.AK", "4NT"),
    ("3NT 4C 4NT 5C: three kings: 5NT", "3NT P 4C P 4NT P 5C P", "AK32.KQ32.AQ3.AK", "5NT"),
    ("2C 2D 3NT 4C: Gerber, two aces: 4S", "2C P 2D P 3NT P 4C P", "AKQ.KQ3.AQ32.KQ2", "4S"),
    ("3NT: 1 HCP: pass", "3NT P", "32.432.J8432.432", "P"),
    ("3NT: 6 HCP, 4-4 majors: 31 HCP at least, the quantitative 4NT", "3NT P", "KJ32.Q432.32.432", "4NT"),
]

POSITIONS = FLAT_HANDS + WEAK_STAYMAN + DOUBLED_TRANSFER + CUE_BID_STAYMAN + LONG_MINOR_SLAMS + RESPONSES + OPENER_ANSWERS + SECOND_CALLS + TWO_NO_TRUMP


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
