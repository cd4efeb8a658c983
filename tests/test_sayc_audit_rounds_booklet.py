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
    # Responder's one-level answer, then a lower new suit, shows five of the first (four-four answers up the line):
    # three cards in it raise, the delayed support
    ("three spades after 1D 1S 2D 2H: 2S, the delayed support, not 3D", "1D P 1S P 2D P 2H P", "K84.4.AQJ842.Q84", "2S"),
    ("three spades after 1C 1S 2C 2H: 2S", "1C P 1S P 2C P 2H P", "K84.4.Q84.AQJ842", "2S"),
    ("four hearts after 1C 1S 2C 2H: the heart raise", "1C P 1S P 2C P 2H P", "4.K842.Q8.AQJ842", "3H"),
    ("three spades after 1C 1S 2C 2D: 2S, not the clubs again", "1C P 1S P 2C P 2D P", "K84.Q84.4.AKJ842", "2S"),
    ("two spades and the hearts stopped after 1C 1S 2C 2D: 2NT", "1C P 1S P 2C P 2D P", "84.KQ4.K4.AQJ842", "2NT"),
    ("four diamonds after 1C 1S 2C 2D: the diamond raise", "1C P 1S P 2C P 2D P", "4.Q84.KJ84.AKJ84", "3D"),
    ("four hearts and a singleton spade after 1D 1S 2D 2H: 3H", "1D P 1S P 2D P 2H P", "4.KJ84.AQJ842.Q4", "3H"),
    ("three of each major after 1D 1S 1NT 2H: 2S, as before", "1D P 1S P 1NT P 2H P", "K84.Q84.AJ84.Q84", "2S"),
    # Weak, four of opener's minor and a singleton or void in opener's new suit at one: the preference at two
    ("8 HCP, four clubs and a singleton spade after 1C 1D 1S: 2C, not an invitation", "1C P 1D P 1S P",
     "4.Q84.KJ842.Q842", "2C"),
    ("8 HCP, four diamonds and a singleton spade after 1D 1H 1S: 2D, not an invitation", "1D P 1H P 1S P",
     "4.KJ842.Q842.Q84", "2D"),
    ("5 HCP, four diamonds and a singleton spade after 1D 1H 1S: 2D, not a pass in a 4-1 fit", "1D P 1H P 1S P",
     "4.QJ842.J842.Q84", "2D"),
    ("7 HCP, four clubs and a singleton heart after 1C 1D 1H: 2C, not a pass", "1C P 1D P 1H P", "842.4.KJ842.QJ42",
     "2C"),
    ("11 HCP, four diamonds and a singleton spade after 1D 1H 1S: the jump preference", "1D P 1H P 1S P",
     "4.KJ842.KQ42.Q84", "3D"),
    ("six hearts, four diamonds and a singleton spade after 1D 1H 1S: the six-card suit first", "1D P 1H P 1S P",
     "4.KJ8742.Q842.42", "2H"),
    ("four spades and a void in hearts after 1C 1D 1H: 1S, before the preference", "1C P 1D P 1H P",
     "Q842..KJ842.J842", "1S"),
    # Opener's 1NT rebid (12–14): a balanced responder with 10 points or fewer passes, a minor fit does not invite
    ("10 HCP, balanced, four diamonds after 1D 1H 1NT: pass, not 3D", "1D P 1H P 1NT P", "KT5.QJ92.A642.92", "P"),
    ("10 HCP, balanced, four clubs after 1C 1H 1NT: pass", "1C P 1H P 1NT P", "KT5.QJ92.92.A642", "P"),
    ("12 HCP, balanced, four diamonds after 1D 1H 1NT: the invitational 2NT", "1D P 1H P 1NT P", "KT5.QJ92.A642.Q2",
     "2NT"),
    ("10 HCP, five diamonds and a singleton after 1D 1H 1NT: the diamond invitation stands", "1D P 1H P 1NT P",
     "K.QJ92.A6432.982", "3D"),
    # Responder's jump raise of opener's second suit at one: four cards and 10–12 points invite, 13 bid game
    ("11 HCP, four spades and a doubleton after 1D 1H 1S: 3S, the invitation, not game", "1D P 1H P 1S P",
     "K842.KJ84.84.A84", "3S"),
    ("11 HCP, four spades, 4-4-3-2 after 1D 1H 1S: 3S", "1D P 1H P 1S P", "K842.KJ84.842.A8", "3S"),
    ("12 HCP, four spades and a doubleton after 1D 1H 1S: 4S", "1D P 1H P 1S P", "K842.KJ84.84.AJ4", "4S"),
    ("10 HCP, four spades after 1C 1H 1S: 3S", "1C P 1H P 1S P", "K842.AJ84.Q84.84", "3S"),
    ("8 HCP, four spades after 1D 1H 1S: 2S", "1D P 1H P 1S P", "Q842.KJ84.84.Q84", "2S"),
    # Responder's raise of opener's first suit is no choice between responder's suits: opener passes a minimum
    ("13 HCP after 1C 1D 1S 3C, the jump preference: pass, not three of responder's diamonds", "1C P 1D P 1S P 3C P",
     "AT43.AK6.Q95.T87", "P"),
    ("13 HCP and three hearts after 1C 1H 1S 3C: pass, not 3H", "1C P 1H P 1S P 3C P", "AJ43.Q86.K72.QJ5", "P"),
    ("13 HCP and three hearts after 1C 1H 1S 2C, the simple preference: pass, not 2H", "1C P 1H P 1S P 2C P",
     "AJ43.Q86.K72.QJ5", "P"),
    ("17 HCP and the red suits held after 1C 1D 1S 3C: 3NT", "1C P 1D P 1S P 3C P", "AT43.AK6.K95.KT7", "3NT"),
    ("14 HCP and two hearts after 1D 1H 1S 2D: pass", "1D P 1H P 1S P 2D P", "AJ43.Q8.KJ953.K7", "P"),
    # Opener's jump rebid sets its suit alone: a singleton there is a misfit, no slam try
    ("10 HCP and a singleton spade after 1S 1NT 3S: 3NT, not a cue bid", "1S P 1NT P 3S P", "3.AJ742.Q75.K952", "3NT"),
    ("7 HCP and a singleton spade after 1S 1NT 3S: pass", "1S P 1NT P 3S P", "3.AJ742.Q75.9852", "P"),
    ("13 HCP and a singleton heart after 1H 1S 3H: 3NT", "1H P 1S P 3H P", "AQ842.4.KQ84.Q84", "3NT"),
    # Marked right on the tree these rules came to, kept as neighbours
    ("a reverse with 16 HCP after 1D 1S: 2H, forcing", "1D P 1S P", "A4.AQ73.KQJ85.72", "2H"),
    ("14 HCP, four hearts and a singleton spade after 1D 1S: 2D, too weak to reverse", "1D P 1S P", "4.AQ73.KQJ85.Q42",
     "2D"),
    ("six hearts and 16 HCP after 1H 1S: the jump rebid", "1H P 1S P", "4.AKQ853.A82.K43", "3H"),
    ("18 HCP balanced after 1C 1H: 2NT", "1C P 1H P", "AQ7.K4.KJ52.AQ73", "2NT"),
    ("five-four in the majors, 19 HCP, after 1H 1NT: the jump shift", "1H P 1NT P", "A4.AKJ74.AQ84.Q4", "3D"),
    ("a minimum balanced 1S opening after the 1NT answer: pass", "1S P 1NT P", "AKJ74.K82.Q73.84", "P"),
    ("six hearts, 10 HCP, after 1D 1H 1S: 2H, not the invitation", "1D P 1H P 1S P", "84.KJ8743.Q4.J84", "2H"),
    ("six hearts, 11 HCP, after 1D 1H 1S: the invitational jump", "1D P 1H P 1S P", "84.KQJ743.K4.Q84", "3H"),
    ("two hearts and three clubs, 8 HCP, after 1H 1S 2C: pass, no false preference", "1H P 1S P 2C P",
     "KJ74.4.J842.Q842", "P"),
    ("two hearts and two diamonds after 1H 1S 2D: 2H, the false preference", "1H P 1S P 2D P", "KJ842.Q4.84.Q842", "2H"),
    ("11 HCP and three hearts after 1H 1S 2C: 3H, the jump preference", "1H P 1S P 2C P", "KJ84.Q84.K84.Q84", "3H"),
    ("after opener's reverse a weak hand rebids its five spades", "1D P 1S P 2H P", "KJ842.84.842.Q84", "2S"),
    ("after opener's jump shift six spades again", "1D P 1S P 3H P", "KJ8742.84.84.842", "3S"),
    ("5 HCP and a singleton heart after opener's jump rebid: pass", "1H P 1S P 3H P", "QJ8742.4.J84.842", "P"),
    ("opener's jump rebid and two hearts with 6 HCP: game", "1H P 1S P 3H P", "KJ842.84.Q84.842", "4H"),
    ("1D 1S 2D 2NT: 12 HCP and six diamonds decline in diamonds", "1D P 1S P 2D P 2NT P", "4.K84.AQJ842.Q84", "3D"),
    ("1H 1S 2H 3H: a minimum passes", "1H P 1S P 2H P 3H P", "4.KJ9842.A84.Q84", "P"),
    ("the fourth suit answered with three of responder's major", "1C P 1H P 1S P 2D P", "AJ84.K84.4.KJ842", "2H"),
    ("the fourth suit, no stopper and no three spades: the five diamonds again", "1D P 1S P 2C P 2H P",
     "4.842.AKJ84.KJ84", "3D"),
    ("1D 1H 1NT 2C is not forcing: pass with four clubs", "1D P 1H P 1NT P 2C P", "KQ4.J4.AJ84.Q842", "P"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
