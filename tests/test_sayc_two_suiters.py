"""The ``sayc`` system's reading of a two-suited call, ours or theirs, wherever it is read: Michaels (the cue bid of
their one of a suit at two), the unusual 2NT (the two lowest suits they have not bid) and 2NT in the pass-out seat
over their raise of a major at two (the minors). Each is (the reason, the auction so far with North dealing, the
hand to call, the call); where the booklet is silent the reason is mainstream SAYC practice. Neighbouring hands
that keep their call are beside them."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Partner's 2NT over their fit at two showed the minors; its later bid of one competes, though they opened it.
    ("after 1C 1H 2H (2NT for the minors) 3H: partner's 4C competes in a suit it showed, no cue bid: pass",
     "1C P 1H P 2H P P 2NT 3H P P 4C P", "8642.Q74.J8.Q952", "P"),
    ("after 1C 1H 2H (2NT for the minors) 3H: partner's 4D competes in its other minor: pass",
     "1C P 1H P 2H P P 2NT 3H P P 4D P", "8642.Q74.J8.Q952", "P"),
    ("after 1S 2S (2NT for the minors) 3S: partner's 4C competes in its suit: pass",
     "1S P 2S P P 2NT 3S P P 4C P", "8642.Q74.J8.Q952", "P"),
    ("after 1H (2NT, the minors) 3H: partner's 4C competes in its suit: pass",
     "1H P P 2NT 3H P P 4C P", "8642.Q74.J8.Q952", "P"),
    # 2NT over their 1NT (an opening or a response) cannot be natural: the two lowest suits they have not bid.
    ("over 1NT (2NT): partner's 2NT shows the minors, not 15-18: the better minor, 3C", "1NT 2NT P", "874.A62.K83.AQ62", "3C"),
    ("over 1NT P P (2NT): in the pass-out seat too the minors: 3C", "1NT P P 2NT P", "874.A62.K83.AQ62", "3C"),
    ("over 1H P 1NT (2NT): the minors, the two suits they have not bid: 3C", "1H P 1NT 2NT P", "874.A62.K83.AQ62", "3C"),
    ("over 1S (2NT): the unusual 2NT, the minors: 3C", "1S 2NT P", "874.A62.K83.AQ62", "3C"),
    ("over 2H P P (2NT): 2NT over their weak two is natural, 14-17: 3NT with 12 HCP", "2H P P 2NT P", "874.A62.K83.AQ62", "3NT"),
    # Partner's 2NT for the minors promises no stopper in their suit: 3NT needs my own.
    ("after 1H 2H (2NT for the minors) 3C 3D: no heart stopper anywhere, no 3NT: my long spades, 3S",
     "1H P 2H P P 2NT P 3C P 3D P", "AKQ743.875.AK.A3", "3S"),
    ("after 1H 2H (2NT for the minors) 3C 3D: hearts stopped in my hand (Kxx): 3NT",
     "1H P 2H P P 2NT P 3C P 3D P", "AKQ743.K75.AK.A3", "3NT"),
    ("after 1S 2S (2NT for the minors) 3C 3D: spades stopped in my hand (Kxx), 20 HCP: 3NT",
     "1S P 2S P P 2NT P 3C P 3D P", "K43.AJ5.A83.AKQ4", "3NT"),
    # Their 2NT over our weak two is natural (15-18), not two-suited: responder's new suit over it is a free bid.
    ("after 2H (2NT) 3C (3NT): partner's free 3C shows 10+, with my 8 HCP their 3NT should fail: double",
     "2H 2NT 3C 3NT", "7.AJ9763.T4.KJ93", "X"),
    ("after 2H (2NT) 3C (3NT): 4 HCP, no defence to add: pass", "2H 2NT 3C 3NT", "7.AJ9763.T42.J93", "P"),
    ("after 1H (2NT, the minors) 3S (3NT): partner's 3S over their two-suiter is to play, not values: pass",
     "1H 2NT 3S 3NT", "7.AKJ763.T4.KJ93", "P"),
    # Their 2NT is the unusual 2NT only as their one bid straight over ours; after their overcall it is natural.
    ("after 1H (1S) P (2NT) P P 3C: partner's 3C over their natural 2NT is clubs, no cue-bid raise: pass",
     "1H 1S P 2NT P P 3C P", "K4.AQ985.K32.J72", "P"),
    ("after 1H (1S) P (2NT) P P 3D: partner's diamonds, to play: pass", "1H 1S P 2NT P P 3D P", "K4.AQ985.K32.J72", "P"),
    ("after 1H (2NT) 3C: the cue bid of their unusual 2NT is the raise, a limit raise or better: 4H",
     "1H 2NT 3C P", "K4.AQ985.K32.J72", "4H"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_two_suiter_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def test_opener_of_1nt_after_stayman_doubled_and_2nt_calls() -> None:
    """1NT P 2C (2S) X P 2NT P: my first call was 1NT, not a suit, so the 2NT invitation's 'decline in my second suit'
    (a five-five minimum) does not apply; the robot still makes a legal call."""
    held = bf.Hand.from_pbn("J73.AQ8.A5.KQT92")
    auction = bf.Auction.from_calls("N", "1NT P 2C 2S X P 2NT P".split())
    assert bf.is_legal_call(auction, SAYC.choose(held, auction).call)
