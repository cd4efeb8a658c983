"""The ``sayc`` system's uncontested later rounds in a suit against the ACBL SAYC booklet and mainstream
Standard American where the booklet is silent: responder's second call, opener's rebids after a
two-over-one, a no-trump response, a raise or Jacoby 2NT, and opener's third call (a hand, the auction
so far with North dealing, and the call)."""

from __future__ import annotations

import random

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
AFTER_ONE_NO_TRUMP_REBID = [
    ("opener's 1NT rebid (12–14) and 7 points balanced: pass", "1D P 1S P 1NT P", "KJ932.Q32.J2.432", "P"),
    ("opener's 1NT rebid: a weak six-card suit is rebid at two, to play", "1D P 1S P 1NT P", "KJ9832.32.J2.432", "2S"),
    ("opener's 1NT rebid: 11 HCP balanced invite with 2NT", "1D P 1S P 1NT P", "KJ93.Q32.K32.Q32", "2NT"),
    ("opener's 1NT rebid: 13 HCP balanced bid 3NT", "1D P 1S P 1NT P", "KJ93.K32.A32.Q32", "3NT"),
    ("opener's 1NT rebid: a six-card suit and invitational values jump rebid", "1D P 1S P 1NT P", "KQ9832.32.A32.32", "3S"),
    ("opener's 1NT rebid: a six-card major and game values: game", "1D P 1S P 1NT P", "AKJ932.K2.32.Q32", "4S"),
    ("opener's 1NT rebid: a weak five-five, the lower suit at two is not forcing", "1D P 1S P 1NT P",
     "KJ932.QJ932.2.32", "2H"),
    ("opener's 1NT rebid: weak and unbalanced with five of opener's minor: two of it", "1D P 1S P 1NT P",
     "KJ93.2.Q9532.432", "2D"),
    ("opener's 1NT rebid: weak, five clubs and four spades: the lower suit at two, not forcing", "1D P 1S P 1NT P", "KJ32.2.32.QJ9832", "2C"),
    ("opener's 1NT rebid: 13 HCP balanced after 1C–1D: 3NT", "1C P 1D P 1NT P", "K32.A32.KQ32.J32", "3NT"),
]

AFTER_OPENERS_SUIT_REBID = [
    ("opener rebid the suit (minimum): 6 points and a doubleton pass", "1H P 1S P 2H P", "KJ932.32.Q32.432", "P"),
    ("opener rebid the suit: three-card support and 11 points raise to three, invitational", "1H P 1S P 2H P",
     "KJ93.Q32.K32.Q32", "3H"),
    ("opener rebid the suit: support and 13 points: game", "1H P 1S P 2H P", "AJ93.Q32.K32.K32", "4H"),
    ("opener rebid the suit: a weak six-card suit of mine at two, to play", "1H P 1S P 2H P", "QJ9832.3.K32.432", "2S"),
    ("opener rebid the minor: 14 HCP with the other suits stopped bid 3NT", "1D P 1H P 2D P", "KQ3.KJ32.32.AJ32", "3NT"),
    ("opener rebid the suit: three-card support and 7 points pass (three would invite)", "1H P 1S P 2H P",
     "KJ93.J32.32.Q432", "P"),
    ("opener rebid the suit: 12 points, no fit, a four-card suit: a new suit at two, forcing", "1D P 1S P 2D P", "AJ32.KQ32.2.J432", "2H"),
]

AFTER_OPENERS_RAISE = [
    ("opener's single raise (12–15) and 7 points: pass", "1D P 1H P 2H P", "32.KJ32.Q32.J432", "P"),
    ("opener's single raise and 10 points: three invites", "1D P 1H P 2H P", "32.KJ32.AJ2.J432", "3H"),
    ("opener's single raise and 14 points: game", "1D P 1H P 2H P", "A2.KJ32.KQ2.J432", "4H"),
    ("opener's single raise of spades and 11 points: three invites", "1C P 1S P 2S P", "KQ32.K32.Q32.J32", "3S"),
    ("opener's jump raise (16–18) and 8 points: game", "1D P 1S P 3S P", "KJ32.Q32.Q32.432", "4S"),
    ("opener's jump raise (16–18) and 6 points: pass", "1D P 1S P 3S P", "QJ32.J32.Q32.432", "P"),
    ("opener's single raise and 13 HCP: game", "1C P 1H P 2H P", "A2.KJ32.K32.Q432", "4H"),
    ("opener's single raise of my spades and 8 HCP: pass", "1H P 1S P 2S P", "KJ32.32.Q432.Q32", "P"),
]

AFTER_A_NEW_SUIT_AT_ONE = [
    ("opener's new suit at one: 7 points, no fit, balanced: 1NT", "1C P 1H P 1S P", "32.KJ32.Q432.J32", "1NT"),
    ("opener's new suit at one: four of it and 7 points: raise", "1C P 1H P 1S P", "Q432.KJ32.32.J32", "2S"),
    ("opener's new suit at one: four of it and 10 points: jump raise, invitational", "1C P 1H P 1S P",
     "K432.KJ32.Q2.J32", "3S"),
    ("opener's new suit at one: 11 HCP, no fit, the fourth suit stopped: 2NT", "1C P 1H P 1S P", "32.KJ32.KQ32.Q32", "2NT"),
    ("opener's new suit at one: 13 HCP, no fit: 3NT", "1C P 1H P 1S P", "32.AJ32.KQ32.K32", "3NT"),
    ("opener's new suit at one: five of opener's first suit and 9 points: preference at two", "1C P 1D P 1H P",
     "32.Q2.KJ32.QJ932", "2C"),
]

AFTER_A_NEW_SUIT_AT_TWO = [
    ("opener's new lower suit at two: equal length, preference to the first suit", "1D P 1S P 2C P", "KJ932.Q32.J32.32", "2D"),
    ("opener's new lower suit at two: weak with four of it: pass", "1D P 1S P 2C P", "KJ32.Q32.32.J432", "P"),
    ("opener's new lower suit at two: 11 HCP, the fourth suit stopped: 2NT", "1D P 1S P 2C P", "KJ32.KQ3.32.Q432", "2NT"),
    ("opener's new lower suit at two: 13 HCP, the fourth suit stopped: 3NT", "1D P 1S P 2C P", "KJ32.KQ3.32.A432", "3NT"),
    ("opener's new lower suit at two: a weak six-card suit of mine, to play", "1D P 1S P 2C P", "QJ9832.32.32.K32", "2S"),
    ("opener's new lower suit at two: four of it and 10 points raise to three, invitational", "1D P 1H P 2C P",
     "32.KJ32.Q2.KJ432", "3C"),
    ("opener's new lower suit at two: two of the first suit and weak: preference", "1H P 1S P 2C P", "KJ932.Q2.J432.32", "2H"),
    ("opener's new lower suit at two: three of the first suit and 11 points: jump preference, invitational", "1H P 1S P 2C P", "KJ93.Q32.K32.Q32", "3H"),
    ("opener's minor rebid: a weak six-card suit of mine, to play", "1C P 1S P 2C P", "KJ9832.32.J32.32", "2S"),
]

AFTER_A_REVERSE = [
    ("opener's reverse forces one round: a weak five-card suit is rebid", "1D P 1S P 2H P", "KJ932.32.J32.432", "2S"),
    ("opener's reverse forces one round: weak, three of opener's first suit: preference at three", "1D P 1S P 2H P",
     "K932.32.Q32.J432", "3D"),
    ("opener's reverse (17+) and four of its suit with 11 points: game", "1D P 1S P 2H P", "K932.KJ32.32.A32", "4H"),
    ("opener's reverse (17+): 11 HCP balanced, clubs stopped: 3NT", "1D P 1S P 2H P", "KJ32.Q2.Q32.K432", "3NT"),
    ("opener's reverse (17+): 13 HCP, clubs stopped: 3NT", "1D P 1S P 2H P", "KJ32.Q2.J32.AQ32", "3NT"),
]

AFTER_A_JUMP_REBID_OR_JUMP_SHIFT = [
    ("opener's jump rebid of the minor (16–18) and 8 HCP, the other suits stopped: 3NT", "1D P 1S P 3D P",
     "KJ32.K32.32.J432", "3NT"),
    ("opener's jump rebid (16–18) and 5 points without a fit: pass", "1H P 1S P 3H P", "Q9832.32.Q32.J32", "P"),
    ("opener's jump rebid of a minor and 4 points: pass", "1D P 1H P 3D P", "32.QJ32.432.J432", "P"),
    ("opener's jump shift forces to game: a six-card suit of mine is rebid", "1D P 1S P 3C P", "KJ9832.32.Q2.432", "3S"),
    ("opener's jump shift forces to game: balanced with the fourth suit stopped: 3NT", "1D P 1S P 3C P",
     "KJ32.K32.J2.9432", "3NT"),
    ("opener's jump rebid of clubs and 9 HCP, the other suits stopped: 3NT", "1C P 1H P 3C P", "K32.KJ32.Q32.432", "3NT"),
]

AFTER_OPENERS_TWO_NO_TRUMP = [
    ("opener's 2NT rebid (18–19) and 6 points balanced: 3NT", "1D P 1S P 2NT P", "KJ32.Q32.432.432", "3NT"),
    ("opener's 2NT rebid (18–19) and a six-card major: game in it", "1D P 1H P 2NT P", "32.KJ9832.432.32", "4H"),
]

OPENER_AFTER_ONE_NO_TRUMP = [
    ("1M–1NT is not forcing: a balanced minimum passes", "1S P 1NT P", "AQ932.K32.Q32.J2", "P"),
    ("1M–1NT: a six-card major, minimum: two of it", "1S P 1NT P", "AQJ932.K32.32.32", "2S"),
    ("1M–1NT: a second suit lower than the first at two, not forcing", "1S P 1NT P", "AQ932.KJ32.K2.32", "2H"),
    ("1M–1NT: hearts and diamonds, minimum: 2D", "1H P 1NT P", "32.AQ932.KJ32.K2", "2D"),
    ("1M–1NT: 19 HCP balanced: 3NT (18 invites with 2NT)", "1S P 1NT P", "AQ932.KQ2.KJ2.A2", "3NT"),
    ("1M–1NT: a six-card major and 16–18 points: jump rebid, invitational", "1S P 1NT P", "AKQ932.K32.K2.32", "3S"),
    ("1M–1NT: a reverse shows 17+ points", "1H P 1NT P", "AK32.AKJ32.Q2.32", "2S"),
]

RESPONDER_AFTER_ONE_NO_TRUMP = [
    ("1S–1NT–2H: three spades and two hearts, weak: preference", "1S P 1NT P 2H P", "432.32.KJ32.Q432", "2S"),
    ("1S–1NT–2H: four hearts and 6 points: pass", "1S P 1NT P 2H P", "2.QJ32.K432.5432", "P"),
    ("1S–1NT–2D: three diamonds, a doubleton spade: pass", "1S P 1NT P 2D P", "32.Q432.K32.J432", "P"),
    ("1H–1NT–2H: a minimum six-card suit and 8 points: pass", "1H P 1NT P 2H P", "K32.2.QJ32.Q5432", "P"),
    ("1S–1NT–2S (minimum, six spades): two spades and 9 points pass", "1S P 1NT P 2S P", "32.KJ32.Q432.Q32", "P"),
    ("1S–1NT–3S invites: a maximum of 9 HCP accepts", "1S P 1NT P 3S P", "32.KJ32.Q432.K32", "4S"),
    ("1S–1NT–3S invites: 6 HCP and a singleton decline", "1S P 1NT P 3S P", "2.J432.Q432.Q432", "P"),
    ("1H–1NT–2NT (18–19): 9 HCP balanced: 3NT", "1H P 1NT P 2NT P", "K32.32.QJ32.K432", "3NT"),
]

OPENER_AFTER_RAISES = [
    ("1M–2M: a minimum passes", "1H P 2H P", "K32.AQ932.K32.32", "P"),
    ("1M–2M: 16 points invite with three of the major", "1H P 2H P", "A2.AKJ32.KJ2.432", "3H"),
    ("1M–2M: 19 points bid game", "1H P 2H P", "A2.AKJ32.AK2.432", "4H"),
    ("1M–2M: a six-card major, a singleton and a side suit: game", "1S P 2S P", "AKJ932.2.AQ93.32", "4S"),
    ("1M–3M (limit raise): a minimum declines", "1H P 3H P", "K32.AJ932.K32.32", "P"),
    ("1M–3M (limit raise): 14+ accepts", "1H P 3H P", "K32.AJ932.K32.A2", "4H"),
    ("1m–3m (limit raise): 15 HCP, balanced, every suit stopped: 3NT", "1D P 3D P", "KJ2.Q32.AQ932.K2", "3NT"),
    ("the single raise invited: a maximum of 9 points accepts", "1H P 2H P 3H P", "K32.Q32.KJ32.432", "4H"),
    ("the single raise invited: a minimum of 6 points declines", "1H P 2H P 3H P", "432.Q32.KJ32.432", "P"),
    ("1M–2M: 16 HCP balanced invite with three of the major", "1H P 2H P", "AQ2.KJ932.KQ2.32", "3H"),
]

OPENER_AFTER_TWO_OVER_ONE = [
    ("1m–2C: 13 HCP balanced, three clubs: 2NT (12–14)", "1D P 2C P", "AQ3.K32.QJ32.J32", "2NT"),
    ("1M–2m: a six-card major, minimum: two of it", "1S P 2C P", "AQJ932.K32.Q2.32", "2S"),
    ("1M–2m: four of responder's minor: raise it", "1S P 2C P", "AQ932.32.2.KJ432", "3C"),
    ("1M–2m: a lower second suit at two, not a reverse", "1S P 2D P", "AQ932.KJ32.32.K2", "2H"),
    ("1H–2C: four spades and a minimum: 2S would reverse, rebid the hearts", "1H P 2C P", "K932.AQ932.K32.2", "2H"),
    ("1S–2H: three hearts raise (responder's 2H shows five)", "1S P 2H P", "AQ932.K32.Q32.32", "3H"),
    ("1S–2C–2S: responder with 11 HCP, hearts and diamonds stopped: 2NT", "1S P 2C P 2S P", "32.KQ3.K32.QJ432", "2NT"),
    ("1S–2C–2D: responder with 13 HCP, hearts stopped: 3NT", "1S P 2C P 2D P", "32.KQ3.K32.AJ432", "3NT"),
    ("1S–2C–2S: three spades and 13 points: game", "1S P 2C P 2S P", "K32.Q2.K32.AQ432", "4S"),
    ("1S–2H–3H: 13 HCP: game", "1S P 2H P 3H P", "32.KQJ32.A32.K32", "4H"),
    ("1S–2C–3C (forcing): 12 HCP, hearts and diamonds stopped: 3NT", "1S P 2C P 3C P", "32.KJ2.K32.AJ432", "3NT"),
    ("1H–2D–2NT (12–14): 12 HCP: 3NT", "1H P 2D P 2NT P", "K32.32.AQJ32.Q32", "3NT"),
]

OPENER_AFTER_NO_TRUMP_RESPONSES = [
    ("1m–2NT (13–15): 12 HCP balanced bid 3NT", "1D P 2NT P", "AJ3.K32.QJ32.J32", "3NT"),
    ("1m–3NT (16–17): a balanced minimum passes", "1C P 3NT P", "K32.AJ3.Q32.QJ32", "P"),
    ("1M–3NT (15–17, two of the major): a five-card major, balanced, passes", "1H P 3NT P", "K32.AQ932.Q32.J2", "P"),
]

OPENER_AFTER_JACOBY = [
    ("Jacoby 2NT: a singleton is shown at three", "1S P 2NT P", "AQ932.2.KJ32.Q32", "3H"),
    ("Jacoby 2NT: a minimum without shortness bids game", "1S P 2NT P", "KQ932.K32.A32.32", "4S"),
    ("Jacoby 2NT: 15–17 HCP without shortness bid 3NT", "1H P 2NT P", "K32.AKJ32.K32.J2", "3NT"),
    ("Jacoby 2NT: 18+ without shortness bid three of the major", "1H P 2NT P", "A32.AKJ32.K32.A2", "3H"),
]

OPENERS_THIRD_CALL = [
    ("opener invited, partner accepted with 3NT: game is reached, opener passes (no total-trumps bid over partner's game)", "P 1C X 2C P 3C P 3NT P", "8.AKJ2.A8.AQJ542", "P"),
    ("partner's game after a single raise accepts the invitation and shows no more than 10: opener with 18 passes 3NT", "1D P 2D P 3D P 3NT P", "K.AT94.AK86.A432", "P"),
    ("responder's 2NT invitation over the 1NT rebid: 14 HCP accepts", "1D P 1S P 1NT P 2NT P", "A2.K32.KQ32.Q432", "3NT"),
    ("responder's 2NT invitation over the 1NT rebid: 12 HCP declines", "1D P 1S P 1NT P 2NT P", "A2.Q32.KJ32.Q432", "P"),
    ("responder's raise to three invites: a six-card suit and 14 HCP accept", "1H P 1S P 2H P 3H P",
     "A2.AQJ932.K32.32", "4H"),
    ("responder's raise to three invites: a minimum declines", "1H P 1S P 2H P 3H P", "32.AQ9832.K32.Q2", "P"),
    ("responder's rebid of a six-card suit is to play: a minimum passes", "1D P 1S P 2D P 2S P", "2.KJ2.AQ9832.K32", "P"),
    ("responder's single raise of my second suit: a minimum passes", "1C P 1H P 1S P 2S P", "AJ32.2.K32.KJ432", "P"),
    ("responder's jump raise of my second suit invites: 14 HCP and a singleton accept", "1C P 1H P 1S P 3S P",
     "AJ32.2.K32.AQ432", "4S"),
    ("responder's preference to my first suit: a minimum passes", "1D P 1S P 2C P 2D P", "2.KJ2.AQ932.K432", "P"),
    ("responder's preference to my major after 1NT: a minimum passes", "1S P 1NT P 2C P 2S P", "AQ932.K32.2.KJ32", "P"),
    ("responder's 3NT over my 1NT rebid: pass", "1D P 1H P 1NT P 3NT P", "A32.Q2.KJ32.Q432", "P"),
    ("responder's raise to three of my second suit invites: 14 HCP accept", "1D P 1S P 2S P 3S P", "A432.K2.AQ32.J32", "4S"),
    ("responder's raise to three of my second suit invites: 12 HCP decline", "1D P 1S P 2S P 3S P", "Q432.K2.AJ32.J32", "P"),
]

# The SAYC notes: a new suit by responder is forcing one round, and the fourth suit may be artificial;
# 1C 1D 1H 1S is natural. Mainstream: it asks for a stopper in that suit, and here it promises game.
FOURTH_SUIT_FORCING = [
    ("game values, no fit and nothing in the fourth suit: bid it, forcing, rather than 3NT", "1C P 1H P 1S P",
     "AJ.KQ953.743.AQ4", "2D"),
    ("the fourth suit at two, asking for a heart stopper", "1D P 1S P 2C P", "AQ963.732.K2.AJ3", "2H"),
    ("at the one level the fourth suit is natural: game values and no stopper jump in it", "1C P 1D P 1H P",
     "962.K2.AKJ93.AJ3", "2S"),
    ("game values with the fourth suit stopped: 3NT at once", "1C P 1H P 1S P", "AJ.KQ953.K43.Q94", "3NT"),
    ("opener answers the fourth suit with no trump when he stops it", "1C P 1H P 1S P 2D P", "KQ4.A2.KQ95.J872", "3NT"),
    ("opener without a stopper in the fourth suit does not bid no trump: his clubs again", "1C P 1H P 1S P 2D P",
     "KQ42.A2.95.KJ872", "3C"),
]

SECTIONS = {
    "after one no trump rebid": AFTER_ONE_NO_TRUMP_REBID,
    "after opener's suit rebid": AFTER_OPENERS_SUIT_REBID,
    "after opener's raise": AFTER_OPENERS_RAISE,
    "after a new suit at one": AFTER_A_NEW_SUIT_AT_ONE,
    "after a new suit at two": AFTER_A_NEW_SUIT_AT_TWO,
    "after a reverse": AFTER_A_REVERSE,
    "after a jump rebid or jump shift": AFTER_A_JUMP_REBID_OR_JUMP_SHIFT,
    "after opener's 2NT": AFTER_OPENERS_TWO_NO_TRUMP,
    "opener after 1NT": OPENER_AFTER_ONE_NO_TRUMP,
    "responder after 1M-1NT-rebid": RESPONDER_AFTER_ONE_NO_TRUMP,
    "opener after raises": OPENER_AFTER_RAISES,
    "after a two-over-one": OPENER_AFTER_TWO_OVER_ONE,
    "after no-trump responses": OPENER_AFTER_NO_TRUMP_RESPONSES,
    "after Jacoby 2NT": OPENER_AFTER_JACOBY,
    "opener's third call": OPENERS_THIRD_CALL,
    "fourth suit forcing": FOURTH_SUIT_FORCING,
}
POSITIONS = [p for section in SECTIONS.values() for p in section]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_call(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)



def test_the_fourth_suit_is_natural_after_a_strong_two_clubs() -> None:
    """After 2C 2H 2S the clubs were artificial: diamonds are a suit of responder's, never the fourth suit."""
    rng = random.Random(2)
    auction = bf.Auction.from_calls("N", "2C P 2H P 2S P".split())
    for _ in range(300):
        hand = bf.Deal.random(rng).hand(auction.turn)
        choice = SAYC.choose(hand, auction)
        assert not choice.explain.startswith("fourth suit"), (hand, choice.explain)
