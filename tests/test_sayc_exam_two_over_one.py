"""The ``sayc`` system after responder's two-over-one (1D 2C, 1H 2C, 1H 2D, 1S 2C, 1S 2D, 1S 2H), the opponents
silent, as a mock exam sets it: opener's rebid (the suit again, a second suit, the reverse, the raise of
responder's suit, 2NT with 12-14 balanced, 3NT with 18-19, the jump in his own suit), responder's second call
(game, invitation, the fourth suit, 2NT) and opener's third call. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard
American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H P 2C P: minimum with a six-card suit rebids it',
     '1H P 2C P', 'K4.AQJ873.Q52.63', '2H'),
    ('1S P 2D P: minimum 5-4 shows the lower second suit at the two level',
     '1S P 2D P', 'AKJ74.KQ83.5.942', '2H'),
    ("1H P 2C P: minimum with four-card support raises responder's minor",
     '1H P 2C P', 'A4.KQJ85.73.K862', '3C'),
    ('1S P 2H P: three-card support raises the two-over-one major',
     '1S P 2H P', 'KQ874.K93.A62.84', '3H'),
    ('1D P 2C P: minimum with a six-card suit rebids it',
     '1D P 2C P', 'A4.K3.KQJ874.853', '2D'),
    ('1S P 2D P: balanced 18-19 jumps to 3NT',
     '1S P 2D P', 'AKJ95.Q43.K7.AJ2', '3NT'),
    ('P 1S P 2C P: minimum 5-4 shows the second suit at the two level',
     'P 1S P 2C P', 'KQ975.AK43.86.52', '2H'),
    ("P 1D P 2C P: minimum with four clubs raises responder's minor",
     'P 1D P 2C P', '7.K65.AQ874.QJ63', '3C'),
    ('1S P 2C P: minimum with a six-card suit rebids it',
     '1S P 2C P', 'AQ8643.K5.Q72.J4', '2S'),
    ("1S P 2C P: minimum with four-card support raises responder's minor",
     '1S P 2C P', 'KQJ84.A3.85.K1074', '3C'),
    ('1H P 2C P: new lower suit at the two level, no extras needed',
     '1H P 2C P', '85.AKJ74.KQ93.62', '2D'),
    ('1S P 2H P: minimum six-card suit, no heart fit',
     '1S P 2H P', 'AQJ853.4.KJ7.Q52', '2S'),
    ("1H P 2D P: minimum with four-card support raises responder's minor",
     '1H P 2D P', 'Q4.AK874.KJ63.52', '3D'),
    ('P 1H P 2C P: balanced 18-19 jumps to 3NT',
     'P 1H P 2C P', 'KQ4.AK874.K2.A73', '3NT'),
    ('1H P 2C P: reverse into spades shows extra values',
     '1H P 2C P', 'AK74.AQ874.K5.62', '2S'),
    ('1H P 2C P: minimum cannot reverse; rebid the five-card major',
     '1H P 2C P', 'AK74.AQ874.85.62', '2H'),
    ('1S P 2C P: minimum 5-4 shows the lower second suit at the two level',
     '1S P 2C P', 'AQ874.5.KJ93.Q62', '2D'),
    ('1S P 2H P: four-card support raises the two-over-one major',
     '1S P 2H P', 'AQ874.KJ93.5.Q42', '3H'),
    ('P 1D P 2C P: balanced 18-19 jumps to 3NT',
     'P 1D P 2C P', 'AQ4.K83.KQ974.A5', '3NT'),
    ('1H P 2C P 2H P: balanced game values with the unbid suits stopped',
     '1H P 2C P 2H P', 'K83.Q5.A74.KJ853', '3NT'),
    ('1H P 2C P 2H P: three-card support and game values',
     '1H P 2C P 2H P', 'KJ4.Q52.Q4.AJ875', '4H'),
    ('1H P 2C P 2H P: new suit by responder is forcing; shows four spades',
     '1H P 2C P 2H P', 'KJ84.5.Q74.AQ974', '2S'),
    ('1S P 2D P 2S P: invitational 11-12 balanced with stoppers',
     '1S P 2D P 2S P', 'Q4.J83.AJ874.K52', '2NT'),
    ('1S P 2D P 2S P: rebid of a six-card suit, invitational minimum',
     '1S P 2D P 2S P', '84.K93.AQJ874.52', '3D'),
    ('1S P 2D P 2S P: balanced game values, no spade fit',
     '1S P 2D P 2S P', 'K2.AQ4.KQ874.J52', '3NT'),
    ('1H P 2C P 2D P: three-card support and a minimum game hand',
     '1H P 2C P 2D P', '874.KJ4.Q3.AKJ84', '4H'),
    ('1D P 2C P 2NT P: game values opposite a 12-14 balanced rebid',
     '1D P 2C P 2NT P', 'K4.Q83.J5.AQJ874', '3NT'),
    ('1S P 2H P 3H P: game values with the heart fit found',
     '1S P 2H P 3H P', 'A4.KQ874.K53.J62', '4H'),
    ('1H P 2C P 3C P: game values with the unbid suits stopped',
     '1H P 2C P 3C P', 'K74.Q2.KJ3.AQ984', '3NT'),
    ('1S P 2D P 2H P: game values with clubs stopped, no major fit',
     '1S P 2D P 2H P', '84.K5.AQJ74.K742', '3NT'),
    ('1S P 2D P 2H P: rebid of a six-card suit, invitational minimum',
     '1S P 2D P 2H P', 'J4.93.AKJ752.Q84', '3D'),
    ('1H P 2D P 2H P: game values with the black suits stopped',
     '1H P 2D P 2H P', 'K5.J4.AQJ874.K63', '3NT'),
    ('1H P 2D P 2H P: rebid of a six-card suit with ten points',
     '1H P 2D P 2H P', '874.Q5.AKJ874.84', '3D'),
    ('P 1S P 2H P 2S P: rebid of a good six-card suit, invitational',
     'P 1S P 2H P 2S P', '95.AQJ974.K83.85', '3H'),
    ('P 1H P 2C P 2D P: fourth suit forcing: game values without a spade stopper',
     'P 1H P 2C P 2D P', '85.Q5.KJ4.AKQ974', '2S'),
    ('1H P 2C P 2NT P 3NT P: responder placed the contract',
     '1H P 2C P 2NT P 3NT P', 'KQ4.AJ874.Q5.Q32', 'P'),
    ('P 1H P 2C P 2D P 2S P: spade stopper, minimum, over the fourth suit',
     'P 1H P 2C P 2D P 2S P', 'KJ4.AQ874.KJ95.3', '2NT'),
    ('1S P 2D P 2S P 2NT P: 14 points accepts the invitation',
     '1S P 2D P 2S P 2NT P', 'AKJ74.K83.52.K73', '3NT'),
    ('1H P 2C P 2NT P: 13 HCP opposite a 12-14 balanced rebid, two hearts: game in no trump',
     '1H P 2C P 2NT P', 'Q74.95.K32.AKJ87', '3NT'),
    ("1S P 2C P 2S P 3C P: minimum, singleton club: responder's rebid of his suit is not forcing",
     '1S P 2C P 2S P 3C P', 'AQJ74.K83.Q942.5', 'P'),
]

# A good six-card minor with extras jumps after the two-over-one; a minimum, a poor suit or four-card
# support for responder does not.
JUMP_IN_THE_MINOR = [
    ('1D P 2C P: solid six-card minor, 17 HCP: the jump rebid shows extras (2D would be a minimum)',
     '1D P 2C P', 'A4.K5.AKQJ74.853', '3D'),
    ('1D P 2C P: good six-card minor, 15 HCP: still the jump',
     '1D P 2C P', 'A4.J5.AKQJ74.853', '3D'),
    ('P 1D P 2C P: the same jump from the other seat',
     'P 1D P 2C P', 'A4.K5.AKQJ74.853', '3D'),
    ('1D P 2C P: one point less, 14 HCP: a minimum rebids 2D',
     '1D P 2C P', 'J4.85.AKQJ74.K53', '2D'),
    ('1D P 2C P: 16 HCP but a poor six-card suit: rebid two, not the jump',
     '1D P 2C P', 'A4.K5.Q97643.AK3', '2D'),
    ('1D P 2C P: five diamonds and four clubs: the raise, not the jump',
     '1D P 2C P', 'A4.K5.AKQJ7.8532', '3C'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), QUIZ + JUMP_IN_THE_MINOR)
def test_two_over_one_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """Opener and responder make the expected call after the two-over-one."""
    assert_booklet_call(calls, hand, call)
