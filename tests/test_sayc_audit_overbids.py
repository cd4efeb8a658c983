"""The ``sayc`` system's calls where a weaker hand bid more than a stronger one: found by asking the same auction
again with one honour of the hand turned into a small card, and marking the calls that rose (a pass to a bid, or a
higher level). Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream SAYC practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # After Stayman finds the fit, responder's raise counts a singleton (3) or a void (5) with the HCP: 8–9 invite,
    # 10+ bid game; a doubleton adds nothing (the booklet's 9 HCP with a doubleton invite).
    ("1NT 2C 2S: 8 HCP, four spades and a void: game", "1NT P 2C P 2S P", "KT65.QT863..QJ94", "4S"),
    ("1NT 2C 2S: 8 HCP, four spades and a singleton: game", "1NT P 2C P 2S P", "QJT43.JT85.3.AT3", "4S"),
    ("1NT 2C 2H: 6 HCP, four hearts and a singleton: an invitation, not game", "1NT P 2C P 2H P", "KQJ6.7653.7532.7",
     "3H"),
    ("1NT 2C 2H: 9 HCP, four hearts and a singleton: game", "1NT P 2C P 2H P", "KQJ6.7653.K753.7", "4H"),
    ("1NT 2C 2H: 9 HCP, four hearts and a doubleton: the invitation", "1NT P 2C P 2H P", "K2.QJ32.Q32.J432", "3H"),
    ("1NT 2C 2S: 7 HCP, four spades and two doubletons: under an invitation, pass", "1NT P 2C P 2S P",
     "Q652.K7632.82.QT", "P"),
    ("1NT 2C 2H: 6 HCP, four hearts and two doubletons: pass", "1NT P 2C P 2H P", "KQJ6.7653.753.72", "P"),
    ("1NT 2C 2S: 8 HCP, four spades and two doubletons: the invitation", "1NT P 2C P 2S P", "Q652.KJ763.82.QT", "3S"),
    # Over the limit raise of a minor, 14+ HCP with the three side suits stopped accept in 3NT: partner's four or
    # more trumps hold the minor, no stopper is needed there.
    ("1D 3D: 15 HCP, balanced, the side suits stopped, small diamonds: 3NT", "1D P 3D P", "KQT8.A97.9432.AQ", "3NT"),
    ("1C 3C: 14 HCP, balanced, the side suits stopped, small clubs: 3NT", "1C P 3C P", "AJ7.KQ8.K962.J84", "3NT"),
    ("1C 3C: 13 HCP, balanced: a minimum, pass", "1C P 3C P", "AJ7.KQ8.K962.984", "P"),
    ("1D 3D: 12 HCP, balanced: a minimum, pass", "1D P 3D P", "KJ8.A97.9432.KJ5", "P"),
    # After opener's 1NT rebid, a six-card suit with more points than the sign-off allows (length counted) invites.
    ("1C 1S 1NT: 9 HCP and six spades headed by AKQ: 3S invites, not game", "1C P 1S P 1NT P", "AKQT72.8.9632.T8", "3S"),
    ("1C 1S 1NT: 8 HCP and six spades headed by KQT: 2S, to play", "1C P 1S P 1NT P", "KQT972.8.9632.T8", "2S"),
    # Partner's suit raised over their overcall or double: 6+ support points, five of them high cards (as without
    # the interference); below that a pass.
    ("1C (X): 2 HCP, four clubs, a singleton and six weak hearts: pass, not a raise", "1C X", "4.QT9854.42.T932", "P"),
    ("1C (X): 5 HCP, four clubs and a doubleton: the raise", "1C X", "842.T9.5432.KQ32", "2C"),
    ("1C (1H): 4 HCP, four clubs and a singleton: pass, not a raise", "1C 1H", "T52.98742.8.A732", "P"),
    ("1C (1H): 4 HCP, five spades, four clubs: pass, too weak for 1S or a raise", "1C 1H", "AT852.7.T64.T872", "P"),
    ("1C (1H): 5 HCP, four clubs and a singleton: the raise", "1C 1H", "T52.98742.8.AJ73", "2C"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_overbid_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
