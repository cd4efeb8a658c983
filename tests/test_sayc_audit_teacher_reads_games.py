"""The ``sayc`` system on deals where one side holds 25+ HCP, marked as a teacher reads the robot's auctions
that stopped below game: partner's raise of my second suit in a contested auction shows four cards, and the
game my new suit was looking for is bid; partner's no trump answer to my reopening double shows values; their
raise over partner's new suit does not silence a six-card minor with game values, and partner's minor again
at four over their bid shows six cards and extras; a minor fit with game values cue-bids their suit for a
stopper, answered with no trump or five of the minor; opener's new suit at three after partner's new suit
forces to game; over partner's reopening double at three, values and a five-card major bid game. Each is
(the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream SAYC practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # A new suit by responder looks for game; opener's raise of it (a four-card suit) shows four, their bids or not.
    ("1C (1D) 1H (2D) P P 2S P 3S: opener's raise shows four spades: game in the 4-4 fit", "P 1C 1D 1H 2D P P 2S P 3S P",
     "QJ83.AQJ873.54.Q", "4S"),
    ("1C (1D) 1H (2D) P P 2S P 3S: a point less, the 2S call still promised game values: 4S", "P 1C 1D 1H 2D P P 2S P 3S P",
     "QJ83.KQ8732.54.Q", "4S"),
    ("1C (1D) 1H (2D) P P 2S P 3S: seven hearts, three spades: game in my own suit", "P 1C 1D 1H 2D P P 2S P 3S P",
     "QJ8.AQJ8732.54.Q", "4H"),
    ("1C (1D) 1H (2D) P P 2S P 3H: opener's preference: game in hearts", "P 1C 1D 1H 2D P P 2S P 3H P",
     "QJ83.AQJ873.54.Q", "4H"),
    ("1C (1D) 1H (2D) P P 2S P 3C: opener's clubs again, no fit shown: my six hearts", "P 1C 1D 1H 2D P P 2S P 3C P",
     "QJ83.AQJ873.54.Q", "3H"),
    # Partner's no trump answer to my reopening double is not a forced nothing: a stopper and 6–10 HCP.
    ("1D (1H) P (P) X (P) 1NT: 20 HCP opposite 6–10 with hearts stopped: 3NT", "1D 1H P P X P 1NT P",
     "AK62.A8.AJ854.A2", "3NT"),
    ("1D (1H) P (P) X (P) 1NT: a point less, 19 HCP: still 3NT", "1D 1H P P X P 1NT P", "AK62.A8.AJ854.K2", "3NT"),
    ("1D (1S) P (P) X (P) 1NT: the other major, 20 HCP: 3NT", "1D 1S P P X P 1NT P", "A8.AK62.AJ854.A2", "3NT"),
    ("1D (1H) P (P) X (P) 1NT: 17 HCP opposite 6–10: 2NT invites", "1D 1H P P X P 1NT P", "AK62.A8.AJ854.Q2", "2NT"),
    ("1D (1H) P (P) X (P) 1NT: 13 HCP, the double's least: pass", "1D 1H P P X P 1NT P", "AK62.8.KJ854.Q32", "P"),
    ("1D (1H) P (P) X (P) 2C: a suit answer is forced, may be nothing: my own suit", "1D 1H P P X P 2C P",
     "AK62.A8.AJ854.A2", "2D"),
    # Their raise over partner's new suit took the room: with game values my six-card minor at four, not a pass.
    ("1D (2H) 2S (3H): 19 HCP, six diamonds, no fit and hearts open: 4D", "1D 2H 2S 3H", "AJ.75.AKJ932.AQ3", "4D"),
    ("1C (1H) 1S (3H): 17 HCP, six clubs, two spades: 4C", "1C 1H 1S 3H", "K9.KQ.A92.AJT874", "4C"),
    ("1C (1H) 1S (3H): two points less, 15 HCP opposite 6+: pass", "1C 1H 1S 3H", "K9.Q2.A92.AJT874", "P"),
    ("1C (1H) 2D (3H): partner's two-level answer, hearts stopped: 3NT", "1C 1H 2D 3H", "K9.KQ.A92.AJT874", "3NT"),
    # Opener's minor again at four over their bid after my new suit: six cards and extras (a minimum passes).
    ("1D (2H) 2S (3H) 4D: 11 HCP, two diamonds and the heart ace: 5D", "1D 2H 2S 3H 4D P", "Q8653.A3.Q4.K962", "5D"),
    ("1C (1H) 1S (3H) 4C: 12 HCP and three clubs: 5C", "1C 1H 1S 3H 4C P", "AQ872.93.K87.K93", "5C"),
    ("1C (1H) 1S (3H) 4C: 5 HCP: pass", "1C 1H 1S 3H 4C P", "Q8762.93.K87.953", "P"),
    ("1D (2H) 2S (3H) 4D: 10 HCP, nothing in hearts: pass", "1D 2H 2S 3H 4D P", "Q8653.93.J4.KQ62", "P"),
    # A minor fit with game values and their suit unstopped: the cue bid asks for a stopper before five of the minor.
    ("1D (1S) 2C 3C: 13 HCP, spades open: 3S asks for a stopper", "1D 1S 2C P 3C P", "T63.QJ.KQT.KQT75", "3S"),
    ("1D (1S) 2C 3C: two points less, 11 HCP: pass", "1D 1S 2C P 3C P", "T63.QJ.KQT.QT975", "P"),
    ("1D (1S) 2C 3C 3S: opener's spades stopped: 3NT", "1D 1S 2C P 3C P 3S P", "QJ5.A.98762.AJ84", "3NT"),
    ("1D (1S) 2C 3C 3S: no spade stopper: the club game", "1D 1S 2C P 3C P 3S P", "852.A.KQ762.AJ84", "5C"),
    ("1D (1S) 2C 3C 3S 4D: no stopper opposite: 5C", "1D 1S 2C P 3C P 3S P 4D P", "T63.QJ.KQT.KQT75", "5C"),
    # Opener's new suit at three after partner's new suit forces to game: partner's answer below it is not passed.
    ("1C (1S) 2D (2S) 3H 4D: six clubs, game values: 5C, no pass", "1C 1S 2D 2S 3H P 4D P", "9.QT92.AJ.AKJT53", "5C"),
    ("1C (1S) 2D (2S) 3H 4D: the diamond jack less: still 5C", "1C 1S 2D 2S 3H P 4D P", "9.QT92.A2.AKJT53", "5C"),
    ("1C (1S) 2D (2S) 3H 4C: partner's preference: 5C", "1C 1S 2D 2S 3H P 4C P", "9.QT92.AJ.AKJT53", "5C"),
    ("1D 3D 3S 4D: after the limit raise the new suit only tried for 3NT: pass", "1D P 3D P 3S P 4D P",
     "KQT2.J9.K872.AJ3", "P"),
    # Partner's reopening double at three: the forced answer may hold nothing, so values bid the game.
    ("1C (3D) P (P) X (P): 10 HCP and five spades: 4S", "1C 3D P P X P", "T9754.A963.Q3.A5", "4S"),
    ("1C (3D) P (P) X (P): 7 HCP and five spades: 3S", "1C 3D P P X P", "T9754.A963.J3.Q5", "3S"),
    ("1C (3D) P (P) X (P): 10 HCP, four cards in each major: 3H", "1C 3D P P X P", "T975.A963.Q3.A54", "3H"),
    ("1C (3H) P (P) X (P): their hearts held: pass for penalty", "1C 3H P P X P", "T9754.A963.Q3.A5", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_games_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
