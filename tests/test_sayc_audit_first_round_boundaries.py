"""The ``sayc`` system's first rounds after an opening of one of a suit (the opening, responder's first
call, opener's first rebid), marked as a teacher marks a student: positions where mainstream SAYC
practice makes a clear call, and neighbouring positions that must keep theirs (a hand, the auction so
far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opener's rebid over the single raise: 17–18 points (HCP, length, shortness) invite, fewer pass
    ("1S 2S: 13 HCP and two doubletons are a minimum: pass", "1S P 2S P", "KQJ73.A7.86.QJ85", "P"),
    ("1H 2H: 14 HCP, 5-3-3-2, a minimum: pass", "1H P 2H P", "K54.AKJ54.54.K54", "P"),
    ("1S 2S: 12 HCP and a singleton, a minimum: pass", "1S P 2S P", "AK963.872.AJ87.3", "P"),
    ("1S 2S: 15 HCP, 5-4 and two doubletons: invites", "1S P 2S P", "AQJ54.KQ54.54.K5", "3S"),
    ("1S 2S: 14 HCP, 5-4 and a singleton ace: invites", "1S P 2S P", "KQ943.KQ42.A.T84", "3S"),
    ("1S 2S: six trumps, three aces and a singleton: invites", "1S P 2S P", "A75432.7643.A.A3", "3S"),
    ("1H 2H: 17 HCP, 5-4 and a singleton: game", "1H P 2H P", "A54.AKJ54.5.AJ54", "4H"),
    # The minor raise: twelve HCP and a five-card suit are a limit raise, never a new suit on a doubleton
    ("1C: 12 HCP, five clubs, 3-3-2-5: the limit raise, not 1D on two cards", "1C P", "K54.Q54.AJ.Q6543", "3C"),
    ("1C: 12 HCP, five clubs, 3-2-3-5: the limit raise, not 1D on three cards", "1C P", "K54.Q5.AJ5.Q6543", "3C"),
    ("1C: 13 HCP, balanced with five clubs: 2NT", "1C P", "K54.Q54.KJ.A6543", "2NT"),
    ("1C: 8 HCP, five clubs: the single raise", "1C P", "K54.Q4.J54.Q6543", "2C"),
    ("1D: 11 HCP, four diamonds, no major: the limit raise", "1D P", "K54.Q5.KJ54.Q654", "3D"),
    # 3NT over a major denies a five-card suit in the other major, which is bid first
    ("1S: 17 HCP, five hearts: 2H first, not 3NT", "1S P", "54.AKJ54.AQ5.K54", "2H"),
    ("1S: 16 HCP, 2-3-4-4: 3NT", "1S P", "54.AQ5.AQ54.KJ54", "3NT"),
    ("1S: 16 HCP, 2-3-5-3: 3NT", "1S P", "54.AQ5.AKJ54.K54", "3NT"),
    # Opener's rebid: three-card support for responder's major and a singleton, with no second suit
    # to show without reversing: the raise, not a five-card minor again
    ("1C 1H: three hearts, a singleton spade, diamonds only by reversing: 2H", "1C P 1H P", "J.AKJ.QJ43.QJ862", "2H"),
    ("1C 1S: three spades, a singleton heart, diamonds only by reversing: 2S", "1C P 1S P", "AK5.5.QJ43.QJ862", "2S"),
    ("1H 1S: three spades and a singleton, but clubs to show at two: 2C", "1H P 1S P", "K54.AKJ54.5.KJ54", "2C"),
    ("1D 1S: three spades and a singleton, but clubs to show at two: 2C", "1D P 1S P", "AK5.5.QJ862.QJ43", "2C"),
    ("1C 1H: three hearts and a singleton, six clubs and 16 HCP: the jump rebid", "1C P 1H P", "5.AKJ.KQ4.QJ8642", "3C"),
    ("1C 1H: three hearts and a singleton, 19 HCP: the jump shift", "1C P 1H P", "J.AKJ.AQJ4.KJ862", "3D"),
    # Responder with game values and a minor longer than a four-card major bids the longer suit first
    ("1D: 16 HCP, four spades and five clubs: 2C first", "1D P", "KJ83.A5.95.AKJ52", "2C"),
    ("1H: 16 HCP, four spades and five clubs: 2C first", "1H P", "KJ83.A5.95.AKJ52", "2C"),
    ("1H: 14 HCP, four spades and five diamonds: 2D first", "1H P", "KJ83.5.AQJ52.K95", "2D"),
    ("1D: 12 HCP, four spades and five clubs: the major at once", "1D P", "KJ83.A5.95.KJ952", "1S"),
    ("1H: 12 HCP, four spades and four clubs: the major at once", "1H P", "KJ83.A5.952.KJ52", "1S"),
    ("1H: 17 HCP, five spades and four clubs: the longer spades first", "1H P", "KJ832.A5.95.AKJ5", "1S"),
    ("1D: 16 HCP, 3-3-2-5 and no major: 3NT", "1D P", "KJ8.A53.95.AKJ52", "3NT"),
    ("a passed hand with four spades and five clubs: the major", "P 1D P", "KJ83.A5.95.KJ952", "1S"),
    # Opener's six-four minimum rebids the six-card suit (as over 1NT), unless the four is a major at one
    ("1H 1S: six hearts, four clubs, a minimum: 2H, not 2C", "1H P 1S P", "5.AQJ852.K5.QJ52", "2H"),
    ("1H 1S: six hearts, four diamonds, a minimum: 2H, not 2D", "1H P 1S P", "5.AQJ852.QJ52.K5", "2H"),
    ("1D 1H: six diamonds and four spades: 1S at the one level", "1D P 1H P", "AJ52.5.KQJ852.Q5", "1S"),
    ("1H 1S: six hearts and five diamonds: the second suit, not the jump", "1H P 1S P", "5.AKJ852.KQJ52.5", "2D"),
    ("1S 1NT: six spades and five diamonds: the second suit", "1S P 1NT P", "AKJ852.5.KQJ52.5", "2D"),
    ("1S 1NT: six spades and four diamonds, a minimum: the suit again", "1S P 1NT P", "AKJ852.5.K952.Q5", "2S"),
    # Jacoby 2NT and a new suit at two need high cards, not only shortness or length
    ("1S: four spades, a void and 8 HCP: the limit raise, not Jacoby", "1S P", "9873..T86.AKJT86", "3S"),
    ("1H: four hearts, a singleton and 13 HCP: Jacoby", "1H P", "8.K952.AQ3.KJ952", "2NT"),
    ("1S: seven hearts and 8 HCP: 1NT, not a two-over-one", "1S P", "2.KQ98743.J54.Q7", "1NT"),
    ("1S: seven hearts and 10 HCP: 2H", "1S P", "2.KQ98743.A54.Q7", "2H"),
    ("1H: six clubs and 10 HCP: 2C", "1H P", "832.5.A95.KQJ952", "2C"),
    ("1H: six clubs and 8 HCP: 1NT", "1H P", "832.5.Q95.KQJ952", "1NT"),
    # The single raise counts a singleton king, queen or jack once: as shortness, not also as high cards
    ("1H: four hearts, a singleton queen and nothing else: pass", "1H P", "JT75.6543.Q.T753", "P"),
    ("1H: four hearts, a small singleton and five HCP: the raise", "1H P", "JT75.6543.2.KJ53", "2H"),
    ("1H: four hearts and a singleton ace: the raise", "1H P", "JT75.6543.A.T753", "2H"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
