"""Positions after no-trump, weak-two and preempt openings that the ``sayc`` robot bids as a SAYC
expert would: the slam invitation over no trump, game over partner's weak two or preempt, and game
after my forcing new suit over the weak two. Each list also holds neighbouring hands that keep their call.
"""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand, the call)
QUANTITATIVE = [
    ("1NT is 15–17: 16 HCP balanced make 33 with opener's top: the quantitative 4NT", "1NT P",
     "A65.K3.KQJ4.K932", "4NT"),
    ("2NT is 20–21: 10 HCP with a five-card minor make 31 at most, short of slam: 3NT", "2NT P",
     "AT6.973.94.AQT42", "3NT"),
    ("2NT is 20–21: 10 HCP balanced make 31 at most: 3NT", "2NT P", "Q5.K65.A862.J753", "3NT"),
    ("2NT is 20–21: 12 HCP make 33 with opener's top: the quantitative 4NT", "2NT P", "KQ3.QJ4.K943.J52", "4NT"),
    ("Stayman answered 2D, no fit, and 16 HCP: 33 with opener's top, the quantitative 4NT", "1NT P 2C P 2D P",
     "KQ32.QJ4.K94.AJ2", "4NT"),
    ("3NT is 25–27: 5 HCP make 32 at most, short of slam: pass", "3NT P", "Q432.K432.543.32", "P"),
    ("3NT is 25–27: 6 HCP make 33 with opener's top: the quantitative 4NT", "3NT P", "Q432.K432.J43.32", "4NT"),
    ("opener's 1NT rebid is 12–14: 18 HCP balanced make 32 at most: 3NT", "1D P 1S P 1NT P", "AQ42.KQ2.K43.KJ2", "3NT"),
    ("opener's 1NT rebid is 12–14: 19 HCP balanced make 33 with its top: the quantitative 4NT", "1D P 1S P 1NT P",
     "AQ42.KQ2.K43.KQ2", "4NT"),
    ("after the transfer a 5-5 hand with a singleton shows its second suit, natural and forcing to game, before any slam:"
     " no 6NT with a singleton", "1NT P 2D P 2H P", "Q2.AQJ92.AJ543.Q", "3D"),
]

WEAK_TWO_RAISES = [
    ("over a weak two, three trumps, a void and 14 HCP are game values: game in partner's major", "2H P",
     "AKQJ872.A86.976.", "4H"),
    ("over a weak two, four trumps and 14 HCP: game, not the preemptive raise", "2S P", "K973.KQJ6.J8.AT7", "4S"),
    ("over a weak two, a solid seven-card major of my own and no slam in view: game in it", "2H P",
     "AKQ8642.A6.965.Q", "4S"),
    ("over a weak two, four trumps and 7 HCP: the preemptive raise", "2S P", "K973.QJ62.J8.T74", "3S"),
    ("over a weak two, three trumps and a flat 14 HCP: not game at once, 2NT asks (game opposite a maximum)", "2S P",
     "K97.KQJ6.J83.A74", "2NT"),
    ("over a weak two, the solid major with 16 HCP: game in it (opposite 5-11 no slam is in view, and 2NT's "
     "answer would put us in partner's suit)", "2H P", "AKQ8642.A6.965.K", "4S"),
]

PREEMPT_RAISES = [
    ("over a three-level preempt, four trumps and 13 HCP: game", "3S P", "K765.QT632.A5.A9", "4S"),
    ("over a three-level preempt, four trumps, two aces and a king: game", "3H P", "K64.T964.A93.KQJ", "4H"),
    ("over a three-level preempt, three trumps and 14 HCP: game", "3S P", "KJ2.KJ9.AQT42.52", "4S"),
    ("over a three-level preempt, 16 HCP, a singleton in partner's suit and six spades: 3S, forcing", "3H P",
     "AJT843.A.QJT.A85", "3S"),
    ("over a three-level preempt, three trumps and 9 HCP: pass", "3H P", "K64.T96.A93.Q852", "P"),
    ("over a three-level preempt, three trumps and 12 HCP: pass", "3S P", "A97.KT.JT83.KJ64", "P"),
]

AFTER_MY_NEW_SUIT = [
    ("my new suit over the weak two showed 16+; partner rebid the suit, and I hold a void in it and a second "
     "five-card suit: show it", "2H P 2S P 3H P", "AKJ83..532.AKQ73", "4C"),
    ("my new suit over the weak two showed 16+; no fit, the unbid suits stopped: 3NT", "2H P 2S P 3H P",
     "AKJ83.2.KQ2.AKQ3", "3NT"),
    ("my new suit over the weak two showed 16+; no fit and six cards of my own major: game in it", "2H P 2S P 3H P",
     "AKJ832.2.K32.AK3", "4S"),
    ("my new suit over the weak two showed 16+; partner raised my major: game", "2D P 2H P 3H P",
     "2.AKQJ3.A32.K432", "4H"),
    ("my new suit over weak 2D showed 16+; partner rebid diamonds and I hold three with a spade singleton: 5D",
     "2D P 2H P 3D P", "2.AKQJ3.A32.K432", "5D"),
]

@pytest.mark.parametrize("reason, calls, hand, expected", QUANTITATIVE, ids=[p[0] for p in QUANTITATIVE])
def test_the_quantitative_invitation_over_no_trump(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize("reason, calls, hand, expected", WEAK_TWO_RAISES, ids=[p[0] for p in WEAK_TWO_RAISES])
def test_game_over_partners_weak_two(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize("reason, calls, hand, expected", PREEMPT_RAISES, ids=[p[0] for p in PREEMPT_RAISES])
def test_game_over_partners_preempt(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize("reason, calls, hand, expected", AFTER_MY_NEW_SUIT, ids=[p[0] for p in AFTER_MY_NEW_SUIT])
def test_game_after_my_new_suit_over_the_weak_two(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
