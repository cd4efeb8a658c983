"""The ``sayc`` system on opener's second and third calls, the opponents silent, as a mock exam sets them: after
each one-level answer, 1NT, the single and limit raises, a two-over-one, Jacoby 2NT and a passed hand's 2NT, a
jump shift, and a passed hand's answers; balanced 12-14, 18-19, six-card suits, five-four and five-five hands with
reverses, 4-4-4-1, three-card support; and opener's third call after a preference, an invitation, a new suit or the
fourth suit. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('four spades show at the one level before anything else', '1C P 1H P', 'KQ73.84.A5.KJ652', '1S'),
    ('balanced 12-14, no four-card spade suit, no heart fit', '1C P 1H P', 'K73.Q4.AJ5.KJ652', '1NT'),
    ('four-four in the majors: bid up the line, hearts first', '1C P 1D P', 'AQ73.KJ84.5.KJ65', '1H'),
    ('minimum with six diamonds; 2H would be a reverse', '1D P 1S P', '5.AQ84.KJ9653.K3', '2D'),
    ('minimum with six hearts and no spade fit', '1H P 1S P', 'A5.KQJ843.K72.84', '2H'),
    ('balanced 18-19, too strong for a 1NT opening', 'P 1D P 1H P', 'AK5.K4.AQ953.K82', '2NT'),
    ('balanced 18 with no four-card major', '1C P 1D P', 'AK5.KQ4.Q93.KJ82', '2NT'),
    ('balanced minimum with five spades: nothing to add', '1S P 1NT P', 'AQJ86.K73.84.K52', 'P'),
    ('minimum with six spades', 'P 1S P 1NT P', 'AQJ865.K7.84.K52', '2S'),
    ('five spades and four hearts, 15 points: show the second suit', '1S P 1NT P', 'AQJ86.KQ73.4.K52', '2H'),
    ('five hearts and four diamonds: show the second suit', 'P 1H P 1NT P', 'A4.KQJ86.KQ73.52', '2D'),
    ('20 points, five-five: jump shift forces to game', '1H P 1NT P', 'A4.AQJ86.5.AKQ73', '3C'),
    ('20 points with four spades: jump shift forces to game', '1D P 1H P', 'AK93.5.AKJ65.KQ2', '2S'),
    ('four-card heart support, minimum: single raise', 'P 1C P 1H P', 'K4.Q873.A5.KJ852', '2H'),
    ('19 points, four trumps and a singleton: raise to game', '1C P 1H P', 'AK4.KQ73.5.AQJ85', '4H'),
    ('balanced 12-14; three-card support does not raise a one-level response', '1D P 1H P', 'A84.K73.AQ65.J52', '1NT'),
    ('four trumps, 15 points and a singleton: invitational jump raise', '1C P 1S P', 'AQ84.K73.5.AQ652', '3S'),
    ('four spades at the one level; the heart raise can wait', 'P 1D P 1H P', 'AKJ4.Q73.AQ652.5', '1S'),
    ('minimum opposite a single raise: no game', '1S P 2S P', 'AQJ86.K73.84.K52', 'P'),
    ('15 points opposite a limit raise: accept', '1H P 3H P', 'A4.KQJ86.KQ73.52', '4H'),
    ('12 points opposite a limit raise: decline', 'P 1H P 3H P', '84.AQJ86.K73.Q52', 'P'),
    ('minimum opposite a single raise of a minor', '1D P 2D P', 'A84.K7.AQ653.J52', 'P'),
    ('Jacoby 2NT: show the singleton diamond', '1S P 2NT P', 'AQJ86.K73.5.K852', '3D'),
    ('Jacoby 2NT: 15-17 with no shortness', 'P 1S P 2NT P', 'AQJ86.KQ73.K4.52', '3NT'),
    ('Jacoby 2NT: minimum with no shortness', '1S P 2NT P', 'KQJ86.Q73.K4.Q52', '4S'),
    ('Jacoby 2NT: 18 or more with no shortness', 'P 1H P 2NT P', 'AK4.AQJ86.K73.A2', '3H'),
    ('Jacoby 2NT: show the singleton spade', '1H P 2NT P', '4.AKJ86.A73.Q865', '3S'),
    ('Jacoby 2NT: 16 points, no shortness', 'P 1H P 2NT P', 'AK4.KQ986.A73.52', '3NT'),
    ("passed hand's 2NT is 11-12 balanced: 16 accepts", 'P P 1S P 2NT P', 'AQJ86.K73.K4.K52', '3NT'),
    ("light third-seat opening, balanced: pass the passed hand's 2NT", 'P P 1S P 2NT P', 'KQJ86.Q73.84.K52', 'P'),
    ('minimum with six spades after a two-over-one', '1S P 2C P', 'AKJ865.Q4.K7.852', '2S'),
    ('four-card club support: raise the two-over-one', 'P 1S P 2C P', 'AKJ86.Q4.K7.Q852', '3C'),
    ('five spades and four hearts: show the second suit', '1S P 2D P', 'AKJ86.KQ73.7.852', '2H'),
    ("three-card support for responder's five-card hearts", 'P 1S P 2H P', 'AK986.K73.Q7.852', '3H'),
    ('five hearts and four diamonds: show the second suit', '1H P 2C P', 'A7.AKJ86.KQ73.52', '2D'),
    ('opposite a jump shift: show the six-card suit', 'P 1H P 3C P', 'A4.KQJ864.K73.52', '3H'),
    ('opposite a jump shift: show three-card spade support', '1H P 2S P', 'KJ4.AQ986.K73.52', '3S'),
    ('balanced 12-14 with five hearts', 'P P 1H P 1S P', 'A4.KQJ86.K73.852', '1NT'),
    ("minimum opposite a passed hand's raise", 'P P 1S P 2S P', 'AQJ86.K73.84.K52', 'P'),
    ('unbalanced with five diamonds and four clubs: show clubs', 'P P 1D P 1NT P', 'AK4.7.AQJ65.Q852', '2C'),
    ('4-4-4-1 with 15: 2H would be a reverse, so bid clubs', '1D P 1S P', '4.AQ73.KJ84.KQ65', '2C'),
    ('four spades at the one level', 'P 1D P 1H P', 'AQ73.4.KJ84.KQ65', '1S'),
    ('four-card support and a minimum: single raise', '1C P 1S P', 'AQ73.KJ84.4.Q865', '2S'),
    ('minimum opposite a simple preference', '1H P 1S P 2C P 2H P', 'A4.KQJ86.5.K8742', 'P'),
    ('top of the 1NT rebid accepts the invitation', 'P 1D P 1H P 1NT P 2NT P', 'K84.A7.AQ653.J52', '3NT'),
    ('bottom of the 1NT rebid declines the invitation', '1D P 1H P 1NT P 2NT P', 'K84.Q7.AQ653.J52', 'P'),
    ('fourth suit forcing: show the diamond stopper', '1H P 1S P 2C P 2D P', '4.AQJ86.KQ5.J842', '2NT'),
    ('fourth suit forcing: show delayed three-card spade support', 'P 1H P 1S P 2C P 2D P', 'K84.AKJ86.5.Q842', '2S'),
    ('fourth suit forcing: no stopper, no support, six hearts', '1H P 1S P 2C P 2D P', '4.AKJ986.52.KQ84', '2H'),
    ('good six diamonds and 14 points accept the invitation', '1D P 1S P 2D P 2NT P', 'A4.K73.AQJ865.52', '3NT'),
    ('20 points with a second suit: jump shift forces to game', '1H P 1S P', '4.AKQ86.AKJ5.K52', '3D'),
    ('21 points, five-four: jump shift forces to game', 'P 1S P 1NT P', 'AKJ86.AQ73.4.AK2', '3H'),
    ('19 points with four hearts: jump shift', '1C P 1D P', 'AK4.AQJ3.5.KQ652', '2H'),
    ('five-five in spades and clubs: show the second suit', 'P 1S P 1NT P', 'AQJ86.5.73.AKJ52', '2C'),
    ('five-five in hearts and clubs, 15 points: show clubs', '1H P 1S P', '4.AQJ86.73.AKJ52', '2C'),
    ('five-five with a minimum: show diamonds', '1S P 1NT P', 'AKJ86.5.KQJ86.52', '2D'),
    ('18 points with four hearts after a two-over-one', 'P 1D P 2C P', 'AK4.AQ73.AJ652.5', '2H'),
    ('balanced 19: jump to 2NT', '1C P 1S P', 'AK5.KQ4.KJ3.QJ52', '2NT'),
    ('balanced 19 with three hearts: 2NT', 'P 1D P 1H P', 'AQ5.KJ4.AQ93.K82', '2NT'),
    ('balanced 19 opposite a passed hand: 2NT', 'P P 1D P 1H P', 'AQ5.K4.AJ93.KQ82', '2NT'),
    ('balanced 13', '1D P 1S P', 'KJ4.A73.Q952.K82', '1NT'),
    ('four spades: bid them at the one level', 'P 1C P 1D P', 'KJ73.A84.Q5.K982', '1S'),
    ('four spades: bid them at the one level', '1C P 1H P', 'KJ73.84.AQ5.K982', '1S'),
    ('16 points and six good diamonds: jump rebid', 'P 1D P 1H P', 'A4.K5.AQJ865.Q52', '3D'),
    ('18 points, four trumps and a singleton: raise to game', 'P 1H P 1S P', 'AJ73.AQ986.5.AK2', '4S'),
    ('four-card heart support, minimum: single raise', '1D P 1H P', 'K84.QJ73.AQ65.52', '2H'),
    ("balanced minimum opposite a passed hand's 1NT", 'P P P 1S P 1NT P', 'AKJ86.K73.84.Q52', 'P'),
    ('five hearts and four clubs: show the second suit', '1H P 1NT P', '5.AKJ86.K73.Q852', '2C'),
    ('five spades and four clubs: show the second suit', 'P 1S P 1NT P', 'AKJ86.5.K73.Q852', '2C'),
    ('fourth suit forcing: show the heart stopper', '1D P 1S P 2C P 2H P', '4.A73.AQJ65.Q984', '2NT'),
    ("minimum opposite a weak rebid of responder's suit", 'P 1D P 1H P 1S P 2H P', 'AQ73.5.KQ874.K52', 'P'),
    ('responder signs off in hearts', '1C P 1H P 1NT P 2H P', 'K84.Q7.AJ5.KJ852', 'P'),
    ('top of the 1NT rebid with a doubleton honour: accept', 'P 1C P 1H P 1NT P 3H P', 'K84.Q7.AJ5.KJ852', '4H'),
    ('bottom of the 1NT rebid: decline', '1C P 1H P 1NT P 3H P', 'K84.72.AJ5.KJ852', 'P'),
    ("16 points opposite a passed hand's 11-12 balanced 2NT", 'P P P 1S P 2NT P', 'KQJ86.A73.K4.K52', '3NT'),
    ('balanced 13; 2H would be a reverse', 'P 1D P 1S P', 'K4.AJ73.KQ65.952', '1NT'),
    ('17 points, five diamonds and four hearts: reverse', '1D P 1S P', 'K4.AJ73.AKQ65.95', '2H'),
    ('four hearts at the one level', 'P 1C P 1D P', 'K4.AJ73.Q5.AK952', '1H'),
    ('four spades at the one level', '1C P 1H P', 'AQJ5.K84.5.AQ952', '1S'),
    ('balanced 13 with five hearts', '1H P 1S P', 'A5.KQJ86.K73.J52', '1NT'),
    ('17 points, five-four: 2H covers up to 18', 'P 1S P 1NT P', 'AQ986.AKJ5.K4.52', '2H'),
    ('minimum with six hearts', 'P P 1H P 1S P', '84.AKJ865.A73.52', '2H'),
    ('unbalanced with five hearts and four clubs', 'P P 1H P 1NT P', '5.KQJ86.A73.Q852', '2C'),
    ('four trumps, 15 points and a singleton opposite a passed hand', 'P P 1D P 1S P', 'AJ73.5.AK865.K52', '3S'),
    ('17 points and six good clubs: jump rebid', 'P 1C P 1D P', 'A4.K73.Q5.AKJ852', '3C'),
    ('top of the simple rebid with six hearts accepts the invitation', 'P 1H P 1S P 2H P 3H P', 'A5.KQJ843.K72.Q4', '4H'),
    ('minimum opposite a simple preference', '1S P 1NT P 2C P 2S P', 'AKJ86.5.K73.Q852', 'P'),
    ('six-five: show the second suit now, rebid the hearts later', '1H P 1S P', '4.AKJ986.5.KQ842', '2C'),
    ('Jacoby 2NT: show the diamond void', '1S P 2NT P', 'AQJ865.KQ73..K52', '3D'),
    ('balanced 13; 2H would be a reverse', 'P P P 1C P 1S P', 'K4.Q873.A52.KJ85', '1NT'),
    ('minimum opposite a simple preference', '1D P 1S P 2C P 2D P', '5.A73.AQJ65.K984', 'P'),
    ('minimum opposite a simple preference', 'P 1H P 1NT P 2C P 2H P', '5.AKJ86.K73.Q852', 'P'),
    ('top of the 1NT rebid accepts the invitation', '1H P 1S P 1NT P 2NT P', 'A5.KQJ86.Q73.Q52', '3NT'),
]


# Opposite a limit raise (10-12; a passed hand's 10-11) of my major, mine or the one I rebid at one, a slam try
# needs my points and the raise's top to reach a slam worth asking for; else game.
LIMIT_RAISE_SLAM_TRY = [
    ("a passed hand's limit raise tops at 11: 17 HCP and no shortness make at most 29, game",
     "P P P 1S P 3S P", "AKJ86.KQ73.A4.52", "4S"),
    ("a king more (20 HCP) opposite the same raise: slam is in reach, the cue bid stays",
     "P P P 1S P 3S P", "AKJ86.KQ73.A4.K2", "4D"),
    ("a passed hand's limit raise in hearts and 15 HCP: plain game",
     "P P P 1H P 3H P", "A4.AKJ86.K73.852", "4H"),
    ("the jump raise of my second suit invites (10-12): 15 HCP and a singleton accept, no slam try",
     "P 1C P 1H P 1S P 3S P", "AQ84.5.K73.AQ652", "4S"),
    ("the same raise by a passed hand, with an ace for the king (16 HCP): still only game",
     "P P 1C P 1H P 1S P 3S P", "AQ84.5.A73.AQ652", "4S"),
    ("16 HCP and a singleton opposite an unpassed hand's 10-12: the top reaches a slam try",
     "1C P 1H P 1S P 3S P", "AQ84.5.A73.AQ652", "4C"),
]

# With 17 HCP a hand that can reverse reverses: the game-forcing jump shift wants more than length points.
REVERSE_NOT_JUMP_SHIFT = [
    ("17 HCP with six clubs and four hearts: the reverse, not a jump shift on length points",
     "P 1C P 1S P", "K5.AQ84.7.AKJ653", "2H"),
    ("an ace for the king (18 HCP, 20 points): strong enough for the jump shift",
     "1C P 1S P", "A5.AQ84.7.AKJ653", "3H"),
    ("a minimum with the same shape: rebid the six-card suit",
     "P 1C P 1S P", "85.KQ84.7.AKJ653", "2C"),
    ("17 HCP with six clubs and four diamonds over 1H: the reverse",
     "1C P 1H P", "AK.4.AQ84.KJ6532", "2D"),
    ("the same shape with 18 HCP: the jump shift",
     "1C P 1H P", "AK.4.AQ84.AKJ653", "3D"),
    ("17 HCP with five diamonds and four hearts: the reverse",
     "1D P 1S P", "5.AQ84.AKJ65.K43", "2H"),
]

# Responder's simple preference to my first suit shows 6-10 and may be a doubleton: 16-18 points (the top of my
# new suit at two) invite with three of my first suit, with no jump to game; a minimum passes.
AFTER_THE_PREFERENCE = [
    ("16 HCP, five-four and a singleton: opposite 6-10, perhaps two trumps, invite, not game",
     "1S P 1NT P 2H P 2S P", "AQJ86.KQ73.4.A52", "3S"),
    ("15 HCP with a sixth spade: invite, not game",
     "1S P 1NT P 2H P 2S P", "AQJ865.KQ73.4.K5", "3S"),
    ("15 HCP five-five after the preference to hearts: invite, not game",
     "1H P 1S P 2C P 2H P", "A4.KQJ86.5.KQ742", "3H"),
    ("a minimum with the same shape: pass the preference",
     "1S P 1NT P 2H P 2S P", "AQJ86.KJ73.4.Q52", "P"),
]

ALL = QUIZ + LIMIT_RAISE_SLAM_TRY + REVERSE_NOT_JUMP_SHIFT + AFTER_THE_PREFERENCE


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), ALL,
                         ids=[f"{c} | {h}" for _, c, h, _ in ALL])
def test_opener_rebids(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
