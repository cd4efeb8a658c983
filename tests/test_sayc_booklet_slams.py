"""Slam bidding after strong or forcing auctions, for the ``sayc`` system: a jump shift's follow-ups,
the strong 2C, the no-trump slam invitations and the cue bids. Each position is a hand, the auction so
far with North dealing, and the call the booklet asks for (or, where the booklet is silent, mainstream
Standard American practice, which the description says)."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
JUMP_SHIFTS = [
    ("a jump shift forces to game with slam interest: opener shows a four-card major before 3NT (standard practice)",
     "1D P 3C P", "AQ63.K94.KJ864.6", "3S"),
    ("after a jump shift opener rebids a six-card suit, void in partner's, rather than 3NT (standard practice)",
     "1C P 2S P", ".KQ62.KT4.AKT872", "3C"),
    ("after a jump shift opener with six hearts rebids them: the fit may be there (standard practice)",
     "1H P 2S P", "3.KQJ985.AT6.AJ9", "3H"),
    ("after a jump shift opener's second suit comes before 3NT with a singleton (standard practice)",
     "1S P 3D P", "AKJ84.KQ73.5.Q32", "3H"),
    ("after a jump shift opener with a singleton in it shows a four-card suit (standard practice)",
     "1C P 2H P", "AQ5.4.KJ62.AQJ73", "3D"),
    ("after a jump shift opener rebids a six-card major with a second suit (standard practice)",
     "1H P 3C P", "A4.AKJ852.QJ73.5", "3H"),
    ("after a jump shift opener with four cards in both majors shows them up the line, hearts first (standard practice)",
     "1D P 3C P", "A972.A985.K8543.", "3H"),
    ("the jump shifter with four of opener's hearts: the fit is found, Blackwood", "1D P 3C P 3H P",
     "KT.KJT4.A.AKQ842", "4NT"),
    ("the jump shifter with four of opener's new major: the fit is found, Blackwood", "1D P 3C P 3S P",
     "K987.A2.A7.AKJ84", "4NT"),
    ("the jump shifter with two of opener's six-card suit: the fit is found, Blackwood", "1H P 2S P 3H P",
     "AKQT4.A7.KJ853.2", "4NT"),
]

STRONG_TWO_CLUBS = [
    ("after 2C 2D responder's new suit is natural, five cards: three-card support raises it rather than 3NT",
     "2C P 2D P 2S P 3H P", "AKQ95.A82.AKQ97.", "4H"),
    ("after 2C 2D responder's spades are five cards: opener with three raises", "2C P 2D P 3D P 3S P",
     "Q83.AK.AKQJ82.AK", "4S"),
    ("after 2C 2D responder's hearts are five cards: opener with three raises, a singleton spade",
     "2C P 2D P 3C P 3H P", "A.K73.AKQ.AKQJ84", "4H"),
]

NO_TRUMP_INVITATIONS = [
    ("opener's 2NT rebid is 18–19: with 19, the top, the quantitative 4NT is accepted", "1D P 1H P 2NT P 4NT P",
     "AK2.Q32.AQ54.KJ2", "6NT"),
    ("opener's 2NT rebid is 18–19: with 18 the quantitative 4NT is declined", "1D P 1H P 2NT P 4NT P",
     "AK2.Q32.AQ54.K32", "P"),
    ("14 HCP opposite the 18–19 of opener's 2NT rebid make 32–33: invite with 4NT (standard practice)",
     "1C P 1S P 2NT P", "K32.AQ2.K54.Q532", "4NT"),
    ("15 HCP opposite the 18–19 of opener's 2NT rebid make 33+: 6NT", "1C P 1S P 2NT P", "K32.AQ2.K54.QJ32", "6NT"),
    ("10 HCP opposite the 18–19 of opener's 2NT rebid: game only", "1C P 1S P 2NT P", "K32.QJ32.K54.J32", "3NT"),
    ("16 HCP opposite 1NT, balanced: the quantitative 4NT invites 6NT", "1NT P", "A65.Q3.KQJ.KQT73", "4NT"),
    ("opposite the 22–24 of 2C then 2NT, 10 HCP invite with 4NT", "2C P 2D P 2NT P", "KJ3.Q82.K543.J32", "4NT"),
    ("2NT is 20–21: 10 HCP balanced make 30–31, short of the 33 for 6NT even at the top: 3NT", "2NT P",
     "K32.Q32.K432.Q32", "3NT"),
    ("2NT is 20–21: 13 HCP make 33+, 6NT", "2NT P", "KQ32.A32.K32.J32", "6NT"),
    ("1NT is 15–17: 18 HCP balanced make 33+, 6NT", "1NT P", "AK2.KQ3.KJ32.Q32", "6NT"),
    ("1NT is 15–17: 14 HCP balanced make 29–31, short of slam even at the top: 3NT", "1NT P", "K32.KQ3.KJ32.Q32", "3NT"),
    ("the quantitative 4NT over 1NT: 16 HCP accept", "1NT P 4NT P", "AQ2.K32.KJ32.KQ2", "6NT"),
    ("the quantitative 4NT over 1NT: 15 HCP, the minimum, pass", "1NT P 4NT P", "AQ2.K32.KJ32.Q32", "P"),
    ("3NT is 25–27: 10 HCP opposite make 35+, 6NT", "3NT P", "K32.Q32.K432.Q32", "6NT"),
]

CUE_BIDS_AND_BLACKWOOD = [
    ("Jacoby 2NT answered 3S (18+): responder's ace of hearts is the cheapest control to cue", "1S P 2NT P 3S P",
     "KQ32.A32.KQ32.32", "4H"),
    ("Jacoby 2NT answered 3NT (15–17): a cue bid of the diamond ace below game", "1H P 2NT P 3NT P",
     "A32.KQ32.AQ32.32", "4D"),
    ("Jacoby 2NT answered 4S (a minimum): a minimum responder passes", "1S P 2NT P 4S P", "KQ32.A32.K32.J32", "P"),
    ("over the limit raise, 20 HCP: the cheapest first-round control, a cue bid", "1H P 3H P", "AK.AQJ32.K32.K32", "3S"),
    ("opener's raise to 3S (16–18) and 16 HCP, every side suit held by an ace or king: Blackwood", "1D P 1S P 3S P", "KQ32.AK2.A32.K32", "4NT"),
    ("after 2C 2D 2S, the raise to 3S agrees spades: the cheapest ace is cued", "2C P 2D P 2S P 3S P",
     "AKQ32.AK2.A32.K2", "4D"),
    ("Blackwood: one ace answers 5D", "1S P 3S P 4NT P", "A2.KQ3.KJ32.Q432", "5D"),
    ("Blackwood: one ace missing, the small slam", "1S P 3S P 4NT P 5D P", "AKJ32.KQ32.A2.K2", "6S"),
    ("Blackwood: two aces missing, stop at five", "1S P 3S P 4NT P 5D P", "AKJ32.KQ32.K2.K2", "5S"),
]


SECTIONS = {"jump shifts": JUMP_SHIFTS, "strong 2C": STRONG_TWO_CLUBS, "no trump slam invitations": NO_TRUMP_INVITATIONS,
            "cue bids and Blackwood": CUE_BIDS_AND_BLACKWOOD}
POSITIONS = [(name, *p) for name, section in SECTIONS.items() for p in section]


@pytest.mark.parametrize("section, rule, calls, hand, expected", POSITIONS, ids=[f"{p[0]}: {p[1]}" for p in POSITIONS])
def test_the_slam_positions(section: str, rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize("calls, hand, weakest", [
    ("1C P 1H P 2D P", "A85.QT9632.K2.AT", "2H"),  # the reverse forces one round: 2H would be the weakest answer
    ("1C P 1S P 2H P", "AKJ765.K65.854.K", "2S"),
])
def test_slam_values_after_a_reverse_do_not_make_the_weakest_answer(calls: str, hand: str, weakest: str) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    assert str(SAYC.choose(bf.Hand.from_pbn(hand), auction).call) != weakest
