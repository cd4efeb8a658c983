"""The ``sayc`` system on opener's rebid and third call, the opponents silent, as a fourth mock exam sets them:
the 4-4-4-1 and 4-3-3-3 openers, 1D with four diamonds and four clubs, minimum five-five and six-four hands, three-card
support against a five-card suit, 1NT with and without a singleton in partner's suit, the other major after 1m-1M,
2NT after a two-level answer, every shape over Jacoby 2NT, the single and limit raises, a passed hand's answers
(2NT, the jump shift, the raises), and opener's third call after a preference, 2NT, a new suit, the fourth suit, a
jump rebid or a delayed raise. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep
their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('4-4-1-4 opened 1C: bid the majors up the line, hearts first', '1C P 1D P', 'AJ73.KQ84.5.Q1062', '1H'),
    ('4-1-4-4: show the four spades at the one level', '1D P 1H P', 'KQ82.5.AJ73.Q1043', '1S'),
    ('1-4-4-4 minimum: 2H would be a reverse, avoid 1NT with a singleton spade',
     '1D P 1S P', '5.KQ82.AJ73.Q1043', '2C'),
    ('balanced 14 with only three hearts: 1NT, not a raise', '1C P 1H P', 'AJ4.K72.Q85.KJ63', '1NT'),
    ('3-3-4-3 minimum: 1NT rather than a three-card raise', '1D P 1S P', 'K72.AJ4.KJ85.Q63', '1NT'),
    ('balanced 18: jump to 2NT', '1C P 1S P', 'AQ4.KJ7.KQ5.QJ63', '2NT'),
    ('14 HCP, four trumps and a singleton: about 17 support points, jump raise', '1D P 1H P', 'KQ84.AJ62.KJ73.5', '3H'),
    ('18 HCP 1-4-4-4: reverse into hearts', '1D P 1S P', '5.AKJ2.KQ73.AJ84', '2H'),
    ('2-3-4-4 balanced minimum: 1NT', '1D P 1H P', 'K5.Q73.AJ84.KJ62', '1NT'),
    ('singleton heart and three spades: show the clubs, not 1NT', '1D P 1H P', 'KJ5.4.AQ973.Q1084', '2C'),
    ('singleton spade: show clubs rather than 1NT', '1D P 1S P', '4.KJ5.AQ973.Q1084', '2C'),
    ('balanced 2-3-4-4 minimum: 1NT', '1D P 1S P', 'Q4.KJ5.AQ73.Q1084', '1NT'),
    ('four-card club support and a singleton: raise the two-over-one', '1D P 2C P', '4.K95.AQ973.KJ84', '3C'),
    ('balanced minimum opposite a 1NT response: pass', '1D P 1NT P', 'K5.Q73.AJ84.KJ62', 'P'),
    ('minimum balanced opposite a single raise: pass', '1D P 2D P', 'K5.Q73.AJ84.KJ62', 'P'),
    ('minimum 5-5: show the second suit', '1S P 1NT P', 'AQ874.4.KQ953.72', '2D'),
    ('minimum 5-5: new suit at the two level, not a reverse', '1H P 1S P', '4.AQ874.KQ953.72', '2D'),
    ('minimum 5-5 after a two-level response: show diamonds', '1H P 2C P', '4.AQ874.KQ953.72', '2D'),
    ('5-5 in the minors opened 1D: show clubs', '1D P 1S P', '4.A2.KQ953.AJ874', '2C'),
    ('six spades, minimum: rebid the suit (3D would show extras)', '1S P 2H P', 'AKJ874.4.KQ93.72', '2S'),
    ('six-card suit, minimum: rebid it', '1S P 1NT P', 'AKJ874.Q4.K93.72', '2S'),
    ('six clubs, minimum: rebid clubs', '1C P 1H P', '74.K2.AQ3.QJ9874', '2C'),
    ('six good clubs and 17: jump rebid', '1C P 1H P', 'K4.72.AQ3.AKJ874', '3C'),
    ('5-5 majors: show hearts at the two level', '1S P 2C P', 'AKJ74.KQ953.4.72', '2H'),
    ('minimum with a singleton heart: rebid spades (3C would show extras)', '1S P 2H P', 'AKJ74.5.Q72.K963', '2S'),
    ('minimum 5-4: show the clubs', '1H P 1S P', '5.AKJ74.Q72.K963', '2C'),
    ('minimum 5-4 after 1NT: show the clubs', '1H P 1NT P', '5.AKJ74.Q72.K963', '2C'),
    ('5-3-3-2 minimum with two spades: 1NT', '1H P 1S P', 'K7.AQJ84.Q95.972', '1NT'),
    ('three-card support for a two-level major: raise', '1S P 2H P', 'AQJ84.K73.K95.72', '3H'),
    ('balanced with three hearts: 1NT, not a raise', '1D P 1H P', 'K7.K73.AQJ84.972', '1NT'),
    ('four-card club support: raise', '1S P 2C P', 'AQJ84.K7.95.KJ72', '3C'),
    ('show four spades at the one level', '1C P 1H P', 'KJ84.5.AQ7.Q10842', '1S'),
    ('singleton heart: 2C rather than 1NT', '1D P 1H P', 'A52.4.KQJ84.KJ62', '2C'),
    ('up the line: show the four spades', '1C P 1H P', 'KJ84.Q3.A72.KJ62', '1S'),
    ('2H would be a reverse: a minimum with four hearts rebids 1NT', '1D P 1S P', 'Q3.KJ84.AQ72.962', '1NT'),
    ('minimum 5-4 in the red suits: 2H would be a reverse, rebid diamonds', '1D P 1S P', '3.KJ84.AQ972.K96', '2D'),
    ('17 HCP: reverse into hearts', '1D P 1S P', '3.AKJ4.AQ972.K96', '2H'),
    ('minimum: 2H would be a reverse, rebid clubs', '1C P 1S P', '4.AQ84.K72.KJ962', '2C'),
    ('up the line: show four spades at the one level', '1D P 1H P', 'KQ84.J3.AJ72.Q62', '1S'),
    ('four spades at the one level', '1C P 1H P', 'AQ84.K72.5.KJ962', '1S'),
    ('minimum balanced after a two-level response with both majors stopped', '1D P 2C P', 'K73.KJ4.AJ72.Q62', '2NT'),
    ('19 HCP balanced after a two-level response', '1H P 2C P', 'KQ4.AKJ74.Q73.A5', '3NT'),
    ('20 HCP 5-5: jump shift, game forcing', '1H P 1S P', '5.AKJ74.AKQ73.K2', '3D'),
    ('four-card support and 19 with a singleton: raise to game', '1C P 1S P', 'AQ73.5.KQ3.AKJ62', '4S'),
    ('18 HCP with 4 diamonds and 5 clubs: reverse', '1C P 1H P', '5.K73.AQ73.AKJ62', '2D'),
    ('balanced 18: invite with 2NT', '1S P 1NT P', 'AKJ74.KQ3.K5.Q73', '2NT'),
    ('show the second suit, hearts', '1S P 1NT P', 'AKJ74.KQ73.5.Q73', '2H'),
    ('six spades, minimum: rebid spades', '1S P 2C P', 'AQJ874.K5.Q73.62', '2S'),
    ('Jacoby: 15-17 with no shortness', '1H P 2NT P', 'A5.KQJ74.QJ73.K2', '3NT'),
    ('Jacoby: minimum with no shortness', '1H P 2NT P', 'A5.KQJ74.Q73.962', '4H'),
    ('Jacoby: singleton club', '1H P 2NT P', 'A52.KQJ74.Q973.6', '3C'),
    ('Jacoby: singleton diamond (clubs are not a good suit)', '1S P 2NT P', 'KQJ74.A5.3.Q9762', '3D'),
    ('Jacoby: diamond void', '1S P 2NT P', 'AQJ74.K852..KJ63', '3D'),
    ('Jacoby: 18+ with no shortness', '1H P 2NT P', 'AQ4.AKJ74.KQ3.52', '3H'),
    ('Jacoby: minimum, no shortness', '1S P 2NT P', 'AKJ74.Q52.J4.Q73', '4S'),
    ('Jacoby: 15 with no shortness', '1S P 2NT P', 'AKJ74.Q5.K4.Q973', '3NT'),
    ('Jacoby: singleton spade', '1H P 2NT P', '6.AQ1074.K52.AJ83', '3S'),
    ('Jacoby: 18 HCP with no shortness', 'P 1S P 2NT P', 'KQ1074.A2.K3.AQ53', '3S'),
    ('Jacoby: good five-card second suit', '1H P 2NT P', '5.AKJ74.KQJ83.72', '4D'),
    ('minimum opposite a single raise: pass', '1H P 2H P', 'A5.KQJ74.Q73.962', 'P'),
    ('20 HCP opposite a single raise: bid game', '1S P 2S P', 'AKQ74.A5.KQ73.Q2', '4S'),
    ('14 HCP 5-3-3-2 opposite a single raise: pass', '1S P 2S P', 'AKJ74.A5.Q73.962', 'P'),
    ('minimum 12 opposite a limit raise: pass', '1S P 3S P', 'AQ874.K5.Q73.J62', 'P'),
    ('14 HCP opposite a limit raise: accept', '1S P 3S P', 'AQ874.K5.K73.Q62', '4S'),
    ('13 HCP and a singleton opposite a limit raise: accept', '1H P 3H P', '5.AQ874.KJ73.K62', '4H'),
    ('14 balanced with the majors stopped opposite a limit raise: 3NT', '1D P 3D P', 'K5.KJ3.AQ84.J962', '3NT'),
    ('passed-hand 2NT is 11-12: minimum balanced, pass', 'P P 1S P 2NT P', 'AJ874.K5.Q73.Q62', 'P'),
    ('15 opposite a passed-hand 2NT: game', 'P P 1S P 2NT P', 'AJ874.K5.KQ3.Q62', '3NT'),
    ('light third-seat opener opposite a passed-hand limit raise: pass', 'P P 1H P 3H P', '5.AQ874.Q73.K962', 'P'),
    ('16 with three-card support opposite a passed-hand jump shift: game', 'P P 1D P 2H P', 'K5.AQ3.AK874.962', '4H'),
    ('light opener opposite a passed-hand 1NT: pass', 'P P 1S P 1NT P', 'AQ874.K5.Q73.962', 'P'),
    ('14 HCP in fourth seat opposite a limit raise: accept', 'P P P 1H P 3H P', 'A5.KQ874.K73.Q62', '4H'),
    ('light opener opposite a single raise: pass', 'P P 1S P 2S P', 'AQ874.K5.Q73.962', 'P'),
    ('minimum after a simple preference: pass', '1H P 1S P 2D P 2H P', '5.AQ874.KJ73.Q62', 'P'),
    ('minimum after a simple preference: pass', '1D P 1S P 2C P 2D P', '5.A73.KQ874.KJ62', 'P'),
    ('minimum after a simple preference: pass', '1S P 1NT P 2H P 2S P', 'AQ874.KJ73.5.Q62', 'P'),
    ('15 opposite an invitational 2NT: accept', '1H P 1S P 2C P 2NT P', '5.AQ874.KQ3.KJ62', '3NT'),
    ('minimum balanced opposite an invitational 2NT: pass', '1C P 1H P 1S P 2NT P', 'KQ74.J5.A73.Q862', 'P'),
    ('15 with five clubs opposite an invitational 2NT: accept', '1C P 1H P 1S P 2NT P', 'KQ74.5.A73.AQ862', '3NT'),
    ('fourth suit forcing: show the heart stopper', '1D P 1S P 2C P 2H P', '5.KJ3.AQ874.Q962', '2NT'),
    ('fourth suit forcing: show the three-card spade support', '1H P 1S P 2C P 2D P', 'K72.AQ874.5.KJ62', '2S'),
    ('fourth suit forcing: show the diamond stopper', '1C P 1H P 1S P 2D P', 'AQ74.5.KJ3.KJ962', '2NT'),
    ('2C after a 1NT rebid is not forcing: minimum with clubs as good as spades, pass',
     '1H P 1S P 1NT P 2C P', 'K5.AQ874.Q73.J62', 'P'),
    ('minimum 1NT rebid opposite an invitational jump rebid: pass', '1D P 1H P 1NT P 3H P', 'K73.Q5.AQ84.J962', 'P'),
    ('maximum 1NT rebid with a doubleton honour: accept', '1D P 1H P 1NT P 3H P', 'K73.Q5.AJ84.KJ62', '4H'),
    ('14 and a singleton opposite an invitational delayed raise: accept',
     '1H P 1S P 2C P 3H P', '5.AQ874.K73.AJ62', '4H'),
    ('new suit forcing: raise with four hearts', '1D P 1S P 2D P 2H P', '5.KJ74.AQ8742.Q2', '3H'),
    ('fourth suit forcing: show the three-card heart support', '1D P 1H P 2C P 2S P', '5.A73.KQ874.KJ62', '3H'),
    ("responder's rebid of his suit after 1NT is a sign-off: pass", '1C P 1S P 1NT P 2S P', 'K5.Q73.AJ4.K9862', 'P'),
    ('balanced minimum: 1NT', '1C P 1D P', 'KJ5.Q73.A4.K9862', '1NT'),
    ('show four spades at the one level', 'P 1C P 1D P', 'AQ84.K73.5.KJ962', '1S'),
    ('balanced minimum with three spades: 1NT', 'P 1C P 1S P', 'Q84.K73.A5.KJ962', '1NT'),
    ('minimum 5-4: show the diamonds', 'P 1H P 1NT P', '5.AQ874.KJ73.Q62', '2D'),
    ('minimum opposite a single raise: pass', 'P 1H P 2H P', '5.AQ874.KJ73.Q62', 'P'),
    ('2-3-5-3 minimum: 1NT', 'P P P 1D P 1H P', 'K5.Q73.AQ874.K62', '1NT'),
    ('3-2-3-5 minimum: 1NT', 'P P 1C P 1H P', 'AJ4.Q2.K73.KJ962', '1NT'),
]

# A passed hand's jump shift (the booklet is silent; mainstream: a good suit and 9-11 HCP) forces nothing: opener
# places the contract by the points and fit, where an unpassed hand's jump shift (19+) forces to game.
PASSED_HAND_JUMP_SHIFT = [
    ("12 HCP and three-card support opposite a passed hand's jump shift: three invites, not game",
     'P P 1D P 2H P', 'K5.Q53.AJ874.Q62', '3H'),
    ("a minimum with a singleton in the passed hand's suit: its jump shift is not forcing, pass",
     'P P 1D P 2H P', 'KQ5.3.AJ874.Q962', 'P'),
    ("a minimum five-card major with a doubleton in the passed hand's spades: pass the jump shift",
     'P P 1H P 2S P', 'K5.AQJ74.Q73.962', 'P'),
    ("a minimum with two clubs opposite a passed hand's jump shift to three: pass",
     'P P 1S P 3C P', 'KQJ74.53.AJ8.Q62', 'P'),
    ("the same 16 HCP opposite an unpassed hand's jump shift (19+, forcing to game): the raise, forcing",
     '1D P 2H P', 'K5.AQ3.AK874.962', '3H'),
]

ALL = QUIZ + PASSED_HAND_JUMP_SHIFT


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), ALL,
                         ids=[f"{c} | {h}" for _, c, h, _ in ALL])
def test_opener_rebids(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
