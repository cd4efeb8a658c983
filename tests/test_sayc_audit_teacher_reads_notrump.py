"""The ``sayc`` system after our no-trump openings, marked by a teacher reading the robot's own auctions on random
deals: responder to 1NT over their overcall with no game values and only a long minor, which a new suit at the
three level would overstate (it forces); the strong 2C opener's own suit after their overcall, five cards; the
forced 3C after the minor sign-off, no length; responder's 4NT after the transfer is accepted, an invitation. Each is (the reason, the auction so far with North dealing, the hand to
call, the call); where the booklet is silent the reason is mainstream Standard American practice. Neighbouring
hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over their overcall of 1NT a new suit at three is forcing: with no game values and no suit at two, pass.
    ("1NT (2S): 5 HCP and six clubs pass, 3C would force", "1NT 2S", "4.98.QT98.QJ8764", "P"),
    ("1NT (2D): 6 HCP and six clubs pass, 3C would force", "1NT 2D", "4.9872.K2.QJ8764", "P"),
    ("1NT (2S): 9 HCP, six clubs, spades unstopped: pass, a point short of forcing", "1NT 2S", "4.98.AJ98.KJ8764", "P"),
    ("1NT (2S): 10 HCP and six clubs: 3C, forcing", "1NT 2S", "4.98.AQ98.KJ8764", "3C"),
    ("1NT (2S): 8 HCP and six hearts: game in hearts", "1NT 2S", "4.KQ9872.K2.8764", "4H"),
    ("1NT (2S): 4 HCP and six weak hearts pass, 3H would force", "1NT 2S", "T72.J98764.7.K86", "P"),
    ("1NT (2D): 6 HCP and five hearts: 2H, to play", "1NT 2D", "4.QJ874.K2.87643", "2H"),
    ("1NT (2H): 9 HCP, their hearts stopped: 2NT invites", "1NT 2H", "Q94.K98.QT98.Q87", "2NT"),
    ("1NT (2H): 9 HCP, their hearts unstopped: pass", "1NT 2H", "KQ4.98.QT98.Q876", "P"),
    # The strong 2C opener's own suit after their overcall and the weak pass shows five: three cards are a fit.
    ("2C (2S) P (P) 3H (3S): three hearts raise to game rather than 3NT without a stopper", "2C 2S P P 3H 3S",
     "JT73.862.73.T983", "4H"),
    ("2C (2S) P (P) 3H (3S): four hearts raise to game", "2C 2S P P 3H 3S", "JT73.8642.73.T98", "4H"),
    ("2C (2S) P (P) 3H (P): a bust with three hearts passes", "2C 2S P P 3H P", "J73.862.732.T983", "P"),
    ("2C (2S) P (P) 3H (P): an ace and three hearts raise to game", "2C 2S P P 3H P", "J73.862.A32.T983", "4H"),
    # Opener's 3C after the minor sign-off 2S is forced: it shows no clubs beyond the no trump's two, so the weak
    # hand, its story told, does not compete at four over their bid.
    ("1NT 2S (X) 3C (3H): six clubs and nothing else pass, no 4C", "1NT P 2S X 3C 3H", "987.2.764.T98642", "P"),
    ("1NT 2S 3C (3H): six clubs to the ace-king-jack pass, no 4C", "1NT P 2S P 3C 3H", "987.2.764.AKJ642", "P"),
    ("1NT 2S 3C: six clubs pass, to play", "1NT P 2S P 3C P", "987.2.764.T98642", "P"),
    ("1NT 2S 3C: six diamonds correct to 3D", "1NT P 2S P 3C P", "98.2.T87642.9642", "3D"),
    # After the transfer is accepted 4NT invites slam (opener passes it with a minimum): it is no Blackwood, so
    # six cards without the slam's values settle for game.
    ("2C 2D 2NT 3D 3H: six hearts and 7 HCP opposite 22–24: 4H, not 4NT", "2C P 2D P 2NT P 3D P 3H P",
     "T43.AQJ542.2.876", "4H"),
    ("1NT 2D 2H: six hearts and 13 HCP: 4H, not 4NT", "1NT P 2D P 2H P", "T4.AQJ542.K2.A76", "4H"),
    ("1NT 2D 2H: six hearts and 11 HCP: 4H", "1NT P 2D P 2H P", "T4.AQJ542.K2.Q76", "4H"),
    ("1NT 2H 2S: five spades, balanced, 16 HCP: 4NT invites slam", "1NT P 2H P 2S P", "JT542.A8.AK7.A63", "4NT"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_notrump_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
