"""The ``sayc`` system's first rounds after an opening of one of a suit, the opponents silent, marked as a
teacher marks a student: the opening, responder's first call and opener's first rebid where mainstream SAYC
practice makes a clear call, and neighbouring positions that must keep theirs (a hand, the auction so far
with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's raises: the booklet's 4M (five trumps, a singleton, under 10 HCP) before Jacoby 2NT; a raise
    # needs five high-card points; a long minor with 10–12 HCP is the limit raise, not a forcing new suit
    ("1S: five trumps, a singleton and 9 HCP: four spades, not Jacoby 2NT", "1S P", "K8632.KQJ74.64.5", "4S"),
    ("1S: five trumps, a singleton and 10 HCP: Jacoby 2NT", "1S P", "A8632.KQJ74.64.5", "2NT"),
    ("1S: four trumps and 13 HCP: Jacoby 2NT", "1S P", "K863.KQJ7.A42.52", "2NT"),
    ("1H: four trumps, a singleton and 3 HCP: pass", "1H P", "943.K852.8.98543", "P"),
    ("1H: four trumps, a singleton and 5 HCP: the single raise", "1H P", "943.K852.8.Q8543", "2H"),
    ("1C: six clubs and 11 HCP: the limit raise, not a new suit on three cards", "1C P", "J7.Q2.J74.AQJ743", "3C"),
    ("1D: six diamonds and 11 HCP: the limit raise, not 2C on three cards", "1D P", "J7.Q2.AQJ743.J74", "3D"),
    ("1C: six clubs and 13 HCP: forcing values, a new suit first", "1C P", "J7.K2.Q74.AQJ743", "1D"),
    ("1C: five clubs and 7 HCP: the single raise", "1C P", "K42.64.T54.KJ742", "2C"),
    # The two-over-one needs 10+ HCP: a nine-count with a long suit answers 1NT and shows the suit later
    ("1S: six hearts and 9 HCP: 1NT, not two hearts", "1S P", "Q6.KQT932.Q8.854", "1NT"),
    ("1S: six hearts and 10 HCP: two hearts", "1S P", "Q6.KQT932.K8.854", "2H"),
    ("1S: five diamonds and 10 HCP: two diamonds", "1S P", "32.K32.AQ432.J32", "2D"),
    # Opener over the single raise of a major: 17–18 points counting length and shortness invite game
    ("1H 2H: 14 HCP, five trumps and a doubleton: a minimum, pass", "1H P 2H P", "982.AKT87.KT7.A8", "P"),
    ("1H 2H: 12 HCP and a singleton queen: a minimum, pass", "1H P 2H P", "K972.A6542.Q.K87", "P"),
    ("1S 2S: 14 HCP, 5-3-3-2: pass", "1S P 2S P", "AQ942.K92.Q97.K4", "P"),
    ("1S 2S: 15 HCP, 5-3-3-2: invites game", "1S P 2S P", "AQ942.K92.Q97.A4", "3S"),
    ("1H 2H: 15 HCP, five trumps and a singleton: invites game", "1H P 2H P", "AT42.AK862.4.AT7", "3H"),
    ("1S 2S: 12 HCP, five-five and a void: invites game", "1S P 2S P", "AK942.K92.Q9754.", "3S"),
    # Opener's jump rebid: six cards and 16–18 points, the length no substitute for a poor suit and 14 HCP
    ("1D 1H: 14 HCP and KT8654: two diamonds, not the jump", "1D P 1H P", "KQ.K8.KT8654.K87", "2D"),
    ("1C 1H: 14 HCP and AJ9752: two clubs, not the jump", "1C P 1H P", "KT8.KT.K6.AJ9752", "2C"),
    ("1S 1NT: 14 HCP and KT9852: two spades, not the jump", "1S P 1NT P", "KT9852.A2.KQ4.Q2", "2S"),
    ("1C 1H: 15 HCP and AQJ752: the jump rebid", "1C P 1H P", "Q8.KT.K63.AQJ752", "3C"),
    ("1S 1NT: 16 HCP and KJ9852: the jump rebid", "1S P 1NT P", "KJ9852.A2.KQ4.K2", "3S"),
    # Six-five: the second five-card suit is shown first, never the jump in the six-card suit
    ("1H 1S: six hearts, five diamonds, 15 HCP: two diamonds", "1H P 1S P", "T.AJT752.AK952.K", "2D"),
    ("1H 1S: six hearts, four diamonds, 15 HCP: the jump rebid", "1H P 1S P", "T.AJT752.AK95.K2", "3H"),
    ("1H 1NT: six hearts, five clubs, 13 HCP: two clubs", "1H P 1NT P", "5.AKT632.Q.A9742", "2C"),
    ("1H 1NT: six hearts, five clubs, 12 HCP: two clubs, not two hearts", "1H P 1NT P", "5.KQT632.Q.AJ742", "2C"),
    ("1H 1NT: six hearts, four clubs, 12 HCP: two hearts", "1H P 1NT P", "5.AKT632.Q2.Q974", "2H"),
    ("1S 2C: six-five and 13 HCP: not the jump to game, the six-card suit at two", "1S P 2C P", "AKQ832..A5432.T6", "2S"),
    ("1H 2D: six-five and 17 HCP: not the jump to game, the six-card suit at two", "1H P 2D P", "AQT83.AKJ543.5.K", "2H"),
    ("1S 2C: a good six-card major, 16 HCP, no second suit: game", "1S P 2C P", "AKJ875.A75.A87.5", "4S"),
    ("1D 1NT: six diamonds, five spades, a minimum: two diamonds (two spades would reverse)", "1D P 1NT P", "AJ932.2.AK9632.2", "2D"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
