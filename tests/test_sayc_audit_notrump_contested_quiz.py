"""A teacher's quiz on the ``sayc`` robot's no-trump bidding when they compete: our 1NT doubled (systems on, the
redouble), our 1NT overcalled at two and three (a suit at two to play, at three forcing, the penalty double, 3NT
with their suit stopped) and opener's calls after, our 2NT overcalled or doubled, Stayman or a transfer doubled or
overcalled, and the advancer of our direct and balancing 1NT. Each position is (the reason, the auction so far with
North dealing, the hand, the call); the lists of the robot's misses (the redouble, the penalty double ahead of 3NT,
no weak suit at three, their bid over our 1NT overcall, their jump to four, their run from the penalty double)
hold each beside neighbours that keep their call; the rest is the quiz the robot already answered.
"""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand, the call)
REDOUBLE = [
    # Their double of our 1NT: with 10+ HCP, no four-card major and no six-card suit, responder redoubles (the hand is
    # ours); opener leaves 1NT redoubled in, and when they run opener doubles with four of their suit, else passes
    # (forcing), and responder doubles
    ("1NT (X): a flat 10 HCP: redouble", "1NT X", "K32.Q32.K432.Q32", "XX"),
    ("1NT (X): 13 HCP, 3-3-3-4: redouble", "1NT X", "K32.Q32.A32.KJ32", "XX"),
    ("1NT (X): 3-3-4-3, 13 HCP: redouble", "1NT X", "K32.Q32.AJ32.K32", "XX"),
    ("1NT (X) XX: they pass: leave 1NT redoubled in", "1NT X XX P", "AK3.K32.QJ32.K32", "P"),
    ("1NT (X) XX (2C): three clubs: pass, forcing, partner doubles", "1NT X XX 2C", "AK3.K32.QJ32.K32", "P"),
    ("1NT (X) XX (2D): QJ32 of diamonds: double", "1NT X XX 2D", "AK3.K32.QJ32.K32", "X"),
    ("1NT (X) XX (2C) P (P): the redoubler doubles their escape", "1NT X XX 2C P P", "K32.Q32.K432.Q32", "X"),
    ("1NT (X) XX (P) P (2D): the redoubler doubles their escape", "1NT X XX P P 2D", "K32.Q32.K432.Q32", "X"),
    ("1NT (X) XX (2S) P (P): two spades, the redoubler doubles all the same", "1NT X XX 2S P P", "K32.Q32.K432.Q32", "X"),
    # Neighbours that keep their call
    ("1NT (X): a flat 9 HCP: 2NT invites, no redouble", "1NT X", "K32.Q32.K432.J32", "2NT"),
    ("1NT (X): five spades and 10 HCP: the transfer, systems on", "1NT X", "KQ832.Q32.K32.32", "2H"),
    ("1NT (X): four spades, a doubleton and 11 HCP: Stayman, systems on", "1NT X", "KJ32.Q32.K432.Q2", "2C"),
    ("1NT (X): six clubs and 11 HCP: 3NT", "1NT X", "K2.Q2.K32.QJ8432", "3NT"),
    ("1NT (X) XX (2H): three hearts: pass, forcing", "1NT X XX 2H", "AK3.K32.QJ32.K32", "P"),
    ("2NT (X): a flat 10 HCP: 3NT", "2NT X", "K32.Q32.K432.Q32", "3NT"),
    ("1NT (X) 2C: no major: 2D, Stayman answered", "1NT X 2C P", "AQ2.K32.KJ32.Q32", "2D"),
]

PENALTY_DOUBLE = [
    # Their natural overcall of 1NT at two or three: four of their suit with 4+ HCP in it and 8+ HCP double them for
    # penalty, ahead of 3NT (their contract fails by more than 3NT scores)
    ("1NT (2H): KJ92 of hearts and 10 HCP: double, not 3NT", "1NT 2H", "K32.KJ92.Q32.J32", "X"),
    ("1NT (2D): KQ92 of diamonds and 10 HCP: double", "1NT 2D", "K32.Q32.KQ92.432", "X"),
    ("1NT (2S): KJ92 of spades and 10 HCP: double", "1NT 2S", "KJ92.K32.Q32.J32", "X"),
    ("1NT (2C): KJ92 of clubs and 10 HCP: double", "1NT 2C", "K32.Q32.J32.KJ92", "X"),
    ("1NT (2S): AQ92 of spades and 12 HCP: double", "1NT 2S", "AQ92.K32.Q32.J32", "X"),
    ("1NT (2H): KJ92 of hearts and 8 HCP: double", "1NT 2H", "Q32.KJ92.Q32.432", "X"),
    ("1NT (3H): KJ92 of hearts and 10 HCP: double at three too", "1NT 3H", "K32.KJ92.Q32.J32", "X"),
    # Neighbours that keep their call
    ("1NT (2H): Q432 of hearts (2 HCP in them) and 10 HCP: 3NT", "1NT 2H", "K32.Q432.K32.Q32", "3NT"),
    ("1NT (2H): KJ2, three hearts, and 11 HCP: 3NT", "1NT 2H", "K32.KJ2.Q432.Q32", "3NT"),
    ("1NT (2H): KJ92 of hearts but 6 HCP: pass", "1NT 2H", "Q32.KJ92.432.432", "P"),
    ("1NT (2H): KJ92 of hearts and 7 HCP: pass", "1NT 2H", "J32.KJ92.Q32.432", "P"),
    ("1NT (2H): five spades, KJ92 of hearts and 13 HCP: 3S forcing first", "1NT 2H", "KQ832.KJ92.A2.32", "3S"),
    ("1NT (2H): four spades and KJ92 of hearts, 10 HCP: the cue bid, Stayman", "1NT 2H", "K832.KJ92.Q3.J32", "3H"),
    ("1NT (2H): 6 HCP and no suit: pass", "1NT 2H", "K32.32.Q432.J432", "P"),
]

NO_WEAK_SUIT_AT_THREE = [
    # Over their two-level overcall a new suit at three forces: a weak hand whose suit cannot be bid at two passes
    ("1NT (2S): six diamonds and 6 HCP: pass, 3D would force", "1NT 2S", "Q32.32.KJ8432.32", "P"),
    ("1NT (2S): six diamonds and 8 HCP: pass", "1NT 2S", "32.A32.KJ8432.32", "P"),
    ("1NT (2H): six clubs and 6 HCP: pass", "1NT 2H", "32.Q32.32.KJ8432", "P"),
    ("1NT (2H): six diamonds and 6 HCP: pass", "1NT 2H", "32.Q32.KJ8432.32", "P"),
    ("1NT (2S): six hearts and 6 HCP: pass", "1NT 2S", "32.KJ8432.Q32.32", "P"),
    # Neighbours that keep their call
    ("1NT (2S): six diamonds and 10 HCP: 3D, forcing", "1NT 2S", "32.A32.KJ8432.Q2", "3D"),
    ("1NT (2C): six diamonds and 6 HCP: 2D, to play", "1NT 2C", "32.Q32.KJ8432.32", "2D"),
    ("1NT (2S): six hearts and 8 HCP: 4H", "1NT 2S", "32.KJ8432.A32.32", "4H"),
    ("1NT (2S): five diamonds and 6 HCP: pass", "1NT 2S", "32.Q32.KJ843.432", "P"),
    ("1NT (2S): six diamonds, five clubs and a void, 6 HCP: the shape competes at three", "1NT 2S", ".32.KJ8432.Q5432", "3D"),
]

OVER_THEIR_BID_ON_OUR_OVERCALL = [
    # Their bid over our direct 1NT overcall (15–18): the advancer bids as responder over their bid of our 1NT opening
    # (a five-card suit at two to play, at three forcing, the penalty double, 3NT with their suit stopped), and the
    # overcaller answers the forcing major as opener does (three cards raise, else 3NT)
    ("1H (1NT) (2H): five spades and 7 HCP: 2S, to play, not a 2NT invitation", "1H 1NT 2H", "KQ832.32.Q32.432", "2S"),
    ("1H (1NT) (2H): five spades and 11 HCP: 3S, forcing", "1H 1NT 2H", "KQ832.32.A32.Q32", "3S"),
    ("1S (1NT) (2S): five hearts and 11 HCP: 3H, forcing", "1S 1NT 2S", "32.KQ832.A32.Q32", "3H"),
    ("1H (1NT) (3H): five spades and 11 HCP: 3S, forcing", "1H 1NT 3H", "KQ832.32.A32.Q32", "3S"),
    ("1C (1NT) (2C): five spades and 6 HCP: 2S, to play", "1C 1NT 2C", "KJ832.32.Q32.432", "2S"),
    ("1C (1NT) (2D): KJ92 of diamonds and 10 HCP: double", "1C 1NT 2D", "K32.Q32.KJ92.J32", "X"),
    ("1H (1NT) (2H) 3S: three spades: 4S", "1H 1NT 2H 3S P", "AQ3.KJ2.KJ2.Q432", "4S"),
    ("1S (1NT) (2S) 3H: three hearts: 4H", "1S 1NT 2S 3H P", "KJ2.AQ3.KJ2.Q432", "4H"),
    ("1H (1NT) (2H): six spades and 9 HCP opposite 15–18: 4S", "1H 1NT 2H", "KQ9832.32.A32.32", "4S"),
    ("1S (1NT) (2S): six hearts and 9 HCP opposite 15–18: 4H", "1S 1NT 2S", "32.KQ9832.A32.32", "4H"),
    # Neighbours that keep their call
    ("1H (1NT) (2H): a flat 11 HCP, hearts stopped: 3NT", "1H 1NT 2H", "K32.Q32.A432.Q32", "3NT"),
    ("1C (1NT) (2C): a flat 10 HCP: 3NT", "1C 1NT 2C", "K32.Q32.K832.Q32", "3NT"),
    ("1H (1NT) (2H): a flat 6 HCP: pass", "1H 1NT 2H", "K32.32.Q432.J432", "P"),
    ("1H (1NT) (2H): six diamonds and 5 HCP: pass", "1H 1NT 2H", "32.32.KQ8432.432", "P"),
    ("1H (1NT) (2H): six spades and 5 HCP: 2S", "1H 1NT 2H", "KQ9832.32.432.32", "2S"),
    ("1H (1NT) (2H): six spades and 8 HCP: 2S, no game", "1H 1NT 2H", "KQ9832.32.K32.32", "2S"),
    ("1H (1NT) (2H) 3S: two spades: 3NT", "1H 1NT 2H 3S P", "AQ.KJ2.KJ32.Q432", "3NT"),
    ("1H (1NT) (X): five spades, weak: 2S, systems off", "1H 1NT X", "KJ832.32.432.432", "2S"),
]

RESPONDER_OVER_THEIR_BID = [
    ("1NT (2H): five spades and 6 HCP: 2S, to play", "1NT 2H", "KJ832.32.Q32.432", "2S"),
    ("1NT (2H): five spades and 11 HCP: 3S, forcing", "1NT 2H", "KQ832.32.A32.Q32", "3S"),
    ("1NT (2D): five hearts and 6 HCP: 2H, to play", "1NT 2D", "32.KJ832.Q32.432", "2H"),
    ("1NT (2D): five spades and 6 HCP: 2S, to play", "1NT 2D", "KJ832.32.Q32.432", "2S"),
    ("1NT (2S): five hearts and 10 HCP: 3H, forcing", "1NT 2S", "32.KJ832.AQ2.432", "3H"),
    ("1NT (2C): five hearts and 6 HCP: 2H, to play", "1NT 2C", "32.KJ832.Q32.432", "2H"),
    ("1NT (3D): 11 HCP, diamonds stopped: 3NT", "1NT 3D", "K32.Q32.KJ2.Q432", "3NT"),
    ("1NT (3D): 11 HCP, no diamond stopper: pass", "1NT 3D", "K32.Q32.32.AQ432", "P"),
    ("1NT (3H): 5 HCP: pass", "1NT 3H", "432.32.Q432.K432", "P"),
    ("1NT (3H): six spades and 9 HCP: 4S", "1NT 3H", "KQ9832.32.A32.32", "4S"),
    ("1NT (3S): five hearts and 11 HCP, no spade stopper: 4H", "1NT 3S", "32.KQ832.A32.Q32", "4H"),
    ("1NT (3S): five hearts and 10 HCP: 4H", "1NT 3S", "32.KQ832.K32.Q32", "4H"),
    ("1S (1NT) (3S): five hearts and 11 HCP: 4H", "1S 1NT 3S", "32.KQ832.A32.Q32", "4H"),
    ("1NT (3S): five hearts and 9 HCP: pass", "1NT 3S", "32.KQ832.Q32.Q32", "P"),
    ("1NT (3S): five hearts, AJ2 of spades and 12 HCP: 3NT", "1NT 3S", "AJ2.KQ832.32.Q32", "3NT"),
    ("1NT (3H): five spades and 11 HCP: 3S, forcing", "1NT 3H", "KQ832.32.A32.Q32", "3S"),
]

THEIR_GAME_OVER_OUR_NO_TRUMP = [
    # Their jump to four over our no trump: game values opposite it (10+ HCP over 1NT, 5+ over 2NT) double them
    ("1NT (4H): a flat 10 HCP: double", "1NT 4H", "K832.32.Q432.KQ2", "X"),
    ("1NT (4S): a flat 12 HCP: double", "1NT 4S", "32.K832.AQ2.K432", "X"),
    ("1S (1NT) (4S): a flat 12 HCP: double", "1S 1NT 4S", "32.K832.AQ2.K432", "X"),
    ("2NT (4H): a flat 6 HCP: double", "2NT 4H", "K832.32.Q432.J32", "X"),
    ("2NT (4S): a flat 6 HCP: double", "2NT 4S", "32.K832.Q32.J432", "X"),
    # Neighbours that keep their call
    ("1NT (4H): a flat 9 HCP: pass", "1NT 4H", "K832.32.Q432.KJ2", "P"),
    ("1NT (4H): six spades and 11 HCP: 4S", "1NT 4H", "KQ9832.2.A32.Q32", "4S"),
    ("2NT (4S): 3 HCP: pass", "2NT 4S", "32.8432.Q32.J432", "P"),
]

THEY_RUN_FROM_THE_PENALTY_DOUBLE = [
    # They run from partner's penalty double of their overcall of our no trump: opener doubles the new suit with
    # four of it, else passes for partner, whose double showed the values
    ("1NT (2H) X (2S): AQ92 of spades: double", "1NT 2H X 2S", "AQ92.K32.KJ2.Q32", "X"),
    ("1NT (2D) X (2H): KJ32 of hearts: double", "1NT 2D X 2H", "AK3.KJ32.K32.Q32", "X"),
    ("2NT (3C) X (3D): KJ32 of diamonds: double", "2NT 3C X 3D", "AK3.KQ2.KJ32.AQ2", "X"),
    # Neighbours that keep their call
    ("1NT (2H) X (2S): three spades: pass for partner", "1NT 2H X 2S", "A32.K32.KJ32.Q32", "P"),
    ("1NT (2D) X (2H): four small hearts: pass for partner", "1NT 2D X 2H", "AK3.5432.AK3.Q32", "P"),
    ("1NT (2H) X (P): pass the penalty double", "1NT 2H X P", "AQ2.K32.KJ32.Q32", "P"),
]

OPENER_AFTER_THEIR_BID = [
    ("1NT (2H) X: a doubleton heart: pass the penalty double", "1NT 2H X P", "AK32.32.KJ32.Q32", "P"),
    ("1NT (2H) X: a singleton heart: pass all the same", "1NT 2H X P", "AKJ2.3.KJ32.Q432", "P"),
    ("1NT (2S) X: pass the penalty double", "1NT 2S X P", "AQ2.K32.KJ32.Q32", "P"),
    ("1NT (2H) 2S: to play: pass", "1NT 2H 2S P", "AK3.K32.KJ32.Q32", "P"),
    ("1NT (2D) 2S: four spades and 16 HCP: pass, 2S is to play", "1NT 2D 2S P", "AK32.K32.KJ2.Q32", "P"),
    ("1NT (2C) 2H: four hearts: pass", "1NT 2C 2H P", "AK2.K432.KJ2.Q32", "P"),
    ("1NT (2H) 3S: three spades: 4S", "1NT 2H 3S P", "AK3.K32.KJ32.Q32", "4S"),
    ("1NT (2H) 3S: two spades, hearts stopped: 3NT", "1NT 2H 3S P", "A3.KQ2.KJ32.Q432", "3NT"),
    ("1NT (2S) 3H: three hearts: 4H", "1NT 2S 3H P", "AK2.K32.KJ32.Q32", "4H"),
    ("1NT (2S) 3H: two hearts, spades stopped: 3NT", "1NT 2S 3H P", "AQ.K2.KJ432.Q432", "3NT"),
    ("1NT (2S) 3D: spades stopped: 3NT", "1NT 2S 3D P", "AQ.K32.KJ2.Q5432", "3NT"),
    ("1NT (2H) 3C: hearts stopped: 3NT", "1NT 2H 3C P", "AQ2.K32.KJ2.Q432", "3NT"),
    ("1NT (2H) 3H, the cue bid: four spades: 3S", "1NT 2H 3H P", "AK32.K2.KJ32.Q32", "3S"),
    ("1NT (2H) 3NT: pass", "1NT 2H 3NT P", "AK2.32.KJ32.Q432", "P"),
    ("1NT (3C) 3S: three spades: 4S", "1NT 3C 3S P", "AK2.K32.KJ32.Q32", "4S"),
    ("1NT (3C) 3S: two spades, clubs stopped: 3NT", "1NT 3C 3S P", "AK.K32.KJ32.Q432", "3NT"),
]

TWO_NO_TRUMP = [
    ("2NT (3H): five spades and 6 HCP: 3S, forcing", "2NT 3H", "KJ832.32.Q32.432", "3S"),
    ("2NT (3C): 8 HCP, clubs stopped: 3NT", "2NT 3C", "K32.Q32.J32.Q432", "3NT"),
    ("2NT (3S): 3 HCP: pass", "2NT 3S", "432.Q32.J432.432", "P"),
    ("2NT (3D): six hearts and 4 HCP: 4H", "2NT 3D", "32.KJ8432.32.432", "4H"),
    ("2NT (X): five hearts: the transfer, systems on", "2NT X", "32.J8432.432.432", "3D"),
    ("2NT (X): a bust, no five-card suit: pass", "2NT X", "432.432.5432.432", "P"),
    ("2NT (3H) 3S: three spades: 4S", "2NT 3H 3S P", "AQ2.AK2.KQ32.K32", "4S"),
    ("2NT (3H) 3S: two spades: 3NT", "2NT 3H 3S P", "A2.AK2.KQ32.KQ32", "3NT"),
    ("2NT (3C) X: pass the penalty double", "2NT 3C X P", "AQ2.AK2.KJ32.KQ2", "P"),
    ("2NT (X) 3D: accept the transfer", "2NT X 3D P", "AQ2.AK2.KJ32.KQ2", "3H"),
    ("2NT (X) 3C: no major: 3D", "2NT X 3C P", "AQ2.AK2.KJ32.KQ2", "3D"),
    ("2NT (X) 3C: four spades: 3S", "2NT X 3C P", "AQ32.AK2.KJ2.KQ2", "3S"),
    ("2NT (3C) 3H: three hearts: 4H", "2NT 3C 3H P", "AQ2.AK2.KJ32.KQ2", "4H"),
    ("2NT (3C) 3H: two hearts: 3NT", "2NT 3C 3H P", "AQ32.AK.KJ2.KQ32", "3NT"),
]

DOUBLED_OR_OVERCALLED = [
    ("1NT (X): a flat bust: pass", "1NT X", "432.432.5432.432", "P"),
    ("1NT (X): five hearts, weak: the transfer", "1NT X", "32.QJ832.432.432", "2D"),
    ("1NT (X): five spades, weak: the transfer", "1NT X", "QJ832.32.432.432", "2H"),
    ("1NT (X): six diamonds, weak: 2S, the relay", "1NT X", "32.32.QJ8432.432", "2S"),
    ("1NT (X): six clubs, weak: 2S, the relay", "1NT X", "32.32.432.QJ8432", "2S"),
    ("1NT (X): 4-4-4-1, 7 HCP: the weak Stayman", "1NT X", "KJ32.QJ32.5432.2", "2C"),
    ("1NT (X) 2D: accept the transfer", "1NT X 2D P", "AK3.K32.QJ32.K32", "2H"),
    ("1NT (X) 2H: accept the transfer", "1NT X 2H P", "AK3.K32.QJ32.K32", "2S"),
    ("1NT (X) 2C: four spades: 2S", "1NT X 2C P", "AK32.K32.QJ3.K32", "2S"),
    ("1NT (X) 2S: the relay: 3C", "1NT X 2S P", "AK3.K32.QJ32.K32", "3C"),
    ("1NT (X) P (P): pass, no run with a balanced hand", "1NT X P P", "AK3.K32.QJ32.K32", "P"),
    ("1NT (X) 2D 2H: weak: pass", "1NT X 2D P 2H P", "32.QJ832.432.432", "P"),
    ("1NT (X) 2H 2S: weak: pass", "1NT X 2H P 2S P", "QJ832.32.432.432", "P"),
    ("1NT (X) 2S 3C: six clubs: pass", "1NT X 2S P 3C P", "32.32.432.QJ8432", "P"),
    ("1NT (X) 2S 3C: six diamonds: 3D", "1NT X 2S P 3C P", "32.32.QJ8432.432", "3D"),
    ("1NT (X) 2C 2D: the weak Stayman passes", "1NT X 2C P 2D P", "KJ32.QJ32.5432.2", "P"),
    ("1NT (X) 2D (2S): three hearts: 3H", "1NT X 2D 2S", "AK3.K32.QJ32.K32", "3H"),
    ("1NT (X) 2D (2S): two hearts: pass", "1NT X 2D 2S", "AK3.K2.QJ432.K32", "P"),
    ("1NT 2C (X): four hearts: 2H", "1NT P 2C X", "AQ2.K432.KJ2.Q32", "2H"),
    ("1NT 2C (X): both majors: 2H", "1NT P 2C X", "AQ32.K432.KJ2.32", "2H"),
    ("1NT 2C (2D): four spades: 2S", "1NT P 2C 2D", "AQ32.K32.KJ2.Q32", "2S"),
    ("1NT 2C (2H): four spades: 2S", "1NT P 2C 2H", "AQ32.K32.KJ2.Q32", "2S"),
    ("1NT 2C (2S): four hearts: 3H", "1NT P 2C 2S", "AQ2.K432.KJ2.Q32", "3H"),
    ("1NT 2D (2S): four hearts: 3H", "1NT P 2D 2S", "AQ2.K432.KJ2.Q32", "3H"),
    ("1NT 2H (3C): four spades: 3S", "1NT P 2H 3C", "AQ32.K32.KJ2.Q32", "3S"),
    ("1NT 2D (2S) P (P): five hearts and 6 HCP: pass", "1NT P 2D 2S P P", "32.KJ832.Q32.432", "P"),
    ("1NT 2C (2H) P (P): four spades, 11 HCP, hearts stopped: 3NT", "1NT P 2C 2H P P", "KJ32.Q32.K32.Q32", "3NT"),
]

ADVANCING_OUR_NO_TRUMP = [
    ("1H (1NT) P: a flat 6 HCP: pass", "1H 1NT P", "K32.Q32.J832.432", "P"),
    ("1H (1NT) P: a flat 8 HCP: 2NT invites", "1H 1NT P", "K32.Q32.Q832.J32", "2NT"),
    ("1H (1NT) P: four spades, 4-2-4-3, 7 HCP: pass", "1H 1NT P", "KJ32.32.Q832.J32", "P"),
    ("1H (1NT) P: four spades and 8 HCP: Stayman", "1H 1NT P", "KJ32.32.Q832.Q32", "2C"),
    ("1S (1NT) P: four hearts and 9 HCP: Stayman", "1S 1NT P", "32.KJ32.K832.Q32", "2C"),
    ("1S (1NT) P: five hearts and 9 HCP: the transfer", "1S 1NT P", "32.KJ832.K832.Q3", "2D"),
    ("1D (1NT) P: five spades, weak: the transfer", "1D 1NT P", "KJ832.32.32.Q432", "2H"),
    ("1D (1NT) P 2NT: 15 HCP declines", "1D 1NT P 2NT P", "AQ3.K32.KJ2.Q432", "P"),
    ("1D (1NT) P 2NT: 18 HCP accepts", "1D 1NT P 2NT P", "AQ3.K32.KQ2.A432", "3NT"),
    ("1D (1NT) P 2H: complete the transfer", "1D 1NT P 2H P", "AQ3.K32.KJ2.Q432", "2S"),
    ("1H P P (1NT) P: a flat 8 HCP opposite the balancing 1NT: pass", "1H P P 1NT P", "K32.Q32.J832.Q32", "P"),
    ("1H P P (1NT) P: a flat 10 HCP: pass", "1H P P 1NT P", "K32.Q32.K832.Q32", "P"),
    ("1H P P (1NT) P: a flat 12 HCP: 2NT invites", "1H P P 1NT P", "K32.Q32.K832.A32", "2NT"),
    ("1H P P (1NT) P: four spades and 11 HCP: Stayman", "1H P P 1NT P", "KJ32.32.K832.A32", "2C"),
    ("1H P P (1NT) P: five spades: the transfer", "1H P P 1NT P", "KJ832.32.K832.32", "2H"),
    ("1H P P (1NT) P 2NT: the bottom of the range declines", "1H P P 1NT P 2NT P", "AJ3.Q32.J32.Q432", "P"),
]

POSITIONS = (REDOUBLE + PENALTY_DOUBLE + NO_WEAK_SUIT_AT_THREE + OVER_THEIR_BID_ON_OUR_OVERCALL + RESPONDER_OVER_THEIR_BID
             + THEIR_GAME_OVER_OUR_NO_TRUMP + THEY_RUN_FROM_THE_PENALTY_DOUBLE + OPENER_AFTER_THEIR_BID
             + TWO_NO_TRUMP + DOUBLED_OR_OVERCALLED + ADVANCING_OUR_NO_TRUMP)


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
