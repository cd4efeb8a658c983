"""The ``sayc`` system in the later rounds of uncontested auctions after an opening of one of a suit, marked as
a teacher marks a student: positions where mainstream SAYC practice makes a clear call, and neighbouring
positions that must keep theirs (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # 1S then 2H over opener's 1NT shows five spades: with three of each, the preference is to spades.
    ("opener with three cards in each of responder's suits gives preference to the longer, spades", "1D P 1S P 1NT P 2H P",
     "A32.K76.KQ32.Q32", "2S"),
    ("opener with four hearts passes responder's 2H", "1C P 1S P 1NT P 2H P", "A32.KQ76.K32.Q32", "P"),
    # Partner's natural no trump over their suit promises a stopper in it: game in no trump needs none of mine.
    ("partner's 2NT over their hearts holds the stopper: 3NT with a long minor, not five of it", "P P 1D X XX 1H P P 2NT P",
     "KQ.T32.AKT742.A6", "3NT"),
    # After opener's jump rebid (an invitation responder could pass) responder's bid below game forces.
    ("responder's six spades after opener's jump rebid force: with two small spades, game in the six-card heart suit",
     "1H P 1S P 3H P 3S P", "T2.AK9876.K83.A8", "4H"),
    ("responder's six spades after opener's jump rebid force: three spades raise to game", "1H P 1S P 3H P 3S P",
     "T32.AK9876.K8.A8", "4S"),
    ("responder's new suit after opener's jump rebid forces", "1D P 1H P 3D P 3S P", "AK.A2.KQJ987.432", "4D"),
    ("responder's 3NT after opener's jump rebid offers a game: the six-card heart suit takes the major, as before",
     "1H P 1S P 3H P 3NT P", "T2.AK9876.K83.A8", "4H"),
    # Responder's six-card major with game values and no fit found: game in it, not 3NT
    ("six spades and 13 HCP after opener's minimum club rebid: game in spades, not 3NT", "1C P 1S P 2C P",
     "KJT952.QT2.AK9.T", "4S"),
    ("six good hearts and 14 HCP after opener's new suit: game in hearts", "1D P 1H P 2C P",
     "95.KQT952.AJ2.K4", "4H"),
    ("six spades and game values opposite opener's invitational jump rebid: game in spades, not 3NT", "1D P 1S P 3D P",
     "KQT952.A2.T2.Q93", "4S"),
    # Neighbours that keep their calls
    ("five spades only and 13 HCP after opener's minimum rebid: 3NT", "1C P 1S P 2C P", "KJT95.QT2.AK9.T5", "3NT"),
    ("six spades and five clubs after opener's suit rebid: the second suit first", "1H P 1S P 2H P",
     "T97654.A.4.AK532", "3C"),
    ("a weak six-card suit opposite opener's jump rebid: 3NT, not four of it", "1C P 1H P 3C P", "AQ4.986532.Q98.6", "3NT"),
    ("six hearts and 10 HCP after opener's rebid over a two-over-one: three hearts, not game", "1S P 2H P 2S P",
     "JT.QJ9753.K93.A2", "3H"),
    ("opener's jump shift forces to game: the six-card suit at three, leaving room", "1C P 1H P 2S P",
     "Q8.K98736.832.84", "3H"),
    # Opener's answer to the fourth suit: three cards in responder's major first, then 5-5
    ("the fourth suit answered: three cards in responder's spades first", "1H P 1S P 2C P 2D P", "Q84.AK953.2.AK64", "2S"),
    ("the fourth suit answered: three cards in responder's hearts first", "1D P 1H P 1S P 2C P", "AJ52.K84.AQ973.2", "2H"),
    ("the fourth suit answered: three spades before the diamonds again", "1D P 1S P 2C P 2H P", "Q84.4.AK953.AK64", "2S"),
    ("the fourth suit answered: 5-5 without a stopper in it, the second suit again", "1H P 1S P 2C P 2D P",
     "Q4.AK953.2.AK642", "3C"),
    ("the fourth suit answered: 5-5 with minor-suit clubs, the clubs again", "1D P 1S P 2C P 2H P", "Q8.4.AK953.AK642", "3C"),
    # Neighbours that keep their calls
    ("the fourth suit answered: a doubleton in responder's suit and 5-4, the first suit again", "1H P 1S P 2C P 2D P",
     "K4.AK953.Q2.A642", "2H"),
    ("the fourth suit answered: a stopper in it and extras, no trump", "1H P 1S P 2C P 2D P", "4.AK953.KJ2.A642", "3NT"),
    # Opener's third call over responder's 1NT: a long suit and a void in partner's suit do not pass
    ("six clubs, a void in responder's hearts and 16 HCP over 1NT: the clubs again, never a pass", "1C P 1H P 1S P 1NT P",
     "KJ98..QJ7.AKQ762", "2C"),
    ("five clubs and a singleton heart, 15 HCP over 1NT: pass", "1C P 1H P 1S P 1NT P", "KJ98.5.QJ7.AKQ76", "P"),
    # A minor fit opposite opener's balanced 1NT rebid: 3NT with the HCP for it, not five of the minor
    ("six diamonds and 12 HCP opposite the 1NT rebid: 3NT, not five diamonds", "1D P 1S P 1NT P", "AQJ9.7.JT9863.AT", "3NT"),
    ("six diamonds and 12 HCP opposite 1C and the 1NT rebid: 3NT, not five diamonds", "1C P 1D P 1NT P",
     "AJ74.A6.K97632.8", "3NT"),
    ("six diamonds and 8 HCP opposite the 1NT rebid: opener's suit at two", "1D P 1S P 1NT P", "AQJ9.7.JT9863.T2", "2D"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
