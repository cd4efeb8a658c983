"""The ``sayc`` system in the uncontested second and third rounds, marked by the booklet's sections on opener's
and responder's rebids and mainstream Standard American practice where the booklet is silent: positions a teacher
would set, and neighbouring positions that must keep their call (a hand, the auction so far with North dealing,
the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's 1NT over opener's new suit at one: a minor fit without a singleton does not make a pass
    ("8 HCP, two spades and four clubs after 1C 1D 1S: 1NT, not a pass in a 4-2 fit", "1C P 1D P 1S P",
     "84.Q84.KJ84.Q842", "1NT"),
    ("8 HCP, two spades and four clubs after 1C 1H 1S: 1NT", "1C P 1H P 1S P", "84.KJ84.Q84.Q842", "1NT"),
    ("8 HCP, two spades and four diamonds after 1D 1H 1S: 1NT", "1D P 1H P 1S P", "84.KJ84.Q842.Q84", "1NT"),
    ("8 HCP, two hearts and four clubs after 1C 1D 1H: 1NT", "1C P 1D P 1H P", "Q84.84.KJ84.Q842", "1NT"),
    ("8 HCP, two spades and three clubs after 1C 1D 1S: 1NT, as before", "1C P 1D P 1S P", "84.Q842.KJ84.Q84", "1NT"),
    ("8 HCP, a singleton spade and five diamonds after 1D 1H 1S: the preference, not 1NT", "1D P 1H P 1S P",
     "4.KJ84.Q8432.Q84", "2D"),
    ("5 HCP, two spades and four clubs after 1C 1D 1S: pass, below the 1NT answer's 6", "1C P 1D P 1S P",
     "84.Q84.QJ84.8432", "P"),
    ("four spades and 9 HCP after 1C 1D 1H: 1S, natural, before 1NT", "1C P 1D P 1H P", "Q842.4.KJ84.Q842", "1S"),
    # Opener's 2NT rebid (18–19): responder's five-card major again at three, forcing, offers 4M or 3NT
    ("five spades and 6 HCP opposite opener's 2NT rebid: 3S, forcing, not 3NT", "1D P 1S P 2NT P",
     "KJ842.Q84.84.842", "3S"),
    ("five spades and 10 HCP opposite opener's 2NT rebid: 3S, forcing", "1D P 1S P 2NT P", "KJ842.Q84.K4.Q42", "3S"),
    ("five hearts and 6 HCP opposite opener's 2NT rebid over 1H: 3H, forcing", "1C P 1H P 2NT P", "Q84.KJ842.842.84",
     "3H"),
    ("five hearts, four spades and 7 HCP opposite the 2NT rebid: 3H, the five-card suit", "1D P 1H P 2NT P",
     "KJ84.Q8432.84.84", "3H"),
    ("four spades and 6 HCP opposite the 2NT rebid: 3NT, no five-card suit to show", "1D P 1S P 2NT P",
     "KJ84.Q84.842.842", "3NT"),
    ("six spades and 6 HCP opposite the 2NT rebid: 4S at once", "1D P 1S P 2NT P", "KJ8432.Q84.84.84", "4S"),
    ("five spades and 4 HCP opposite the 2NT rebid: pass, no game", "1D P 1S P 2NT P", "QJ842.J84.842.84", "P"),
    # Opener answers the forcing major: four of it with three cards, else 3NT (no pass)
    ("19 HCP and two spades after 1D 1S 2NT 3S: 3NT, not a pass", "1D P 1S P 2NT P 3S P", "72.KQ5.AKT94.AQ8", "3NT"),
    ("18 HCP and two spades after 1D 1S 2NT 3S: 3NT", "1D P 1S P 2NT P 3S P", "KQ.J852.AQ96.AQ3", "3NT"),
    ("18 HCP and three spades after 1D 1S 2NT 3S: 4S", "1D P 1S P 2NT P 3S P", "K72.KQ5.AKT94.Q8", "4S"),
    ("18 HCP and three hearts after 1D 1H 2NT 3H: 4H", "1D P 1H P 2NT P 3H P", "K72.KQ5.AT94.AQ8", "4H"),
    # Responder's reverse (1C 1H 1NT 2S) shows five hearts: three of them raise before no trump
    ("three hearts after responder's reverse over the 1NT rebid: 3H, the five-three fit, not 2NT",
     "1C P 1H P 1NT P 2S P", "K84.Q84.AJ4.Q842", "3H"),
    ("three hearts after 1D 1H 1NT 2S: 3H", "1D P 1H P 1NT P 2S P", "K84.Q84.AJ84.Q84", "3H"),
    ("two hearts after responder's reverse over the 1NT rebid: 2NT", "1C P 1H P 1NT P 2S P", "K84.Q4.AJ84.Q842", "2NT"),
    ("three diamonds after 1C 1D 1NT 2H: 2NT, a minor is no five-three major fit", "1C P 1D P 1NT P 2H P",
     "K84.Q84.AJ4.Q842", "2NT"),
    ("three hearts after responder's reverse over the club rebid: 3H, the five-three fit, not the clubs again",
     "1C P 1H P 2C P 2S P", "4.Q84.K84.AQJ842", "3H"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
