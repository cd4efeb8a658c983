"""The ``sayc`` system deciding how high to compete once both sides have found a fit, as a second mock exam sets it:
the opening side and the overcalling side, in the direct and the pass-out seat, from the two level to the five: pass,
the balancing double, one more by the total trumps, the help-suit game try, game, the save and the double of theirs.
Each is (the reason, the vulnerability, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the vulnerability, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H P 2H 2S: minimum opener, 8-card fit: let the 2-level go, partner can compete',
     'NONE', '1H P 2H 2S', '74.AQJ84.K93.Q52', 'P'),
    ('1H P 2H 2S: six hearts make nine trumps: compete to the three level (competitive, not a try)',
     'NONE', '1H P 2H 2S', '7.AQJ943.K93.Q52', '3H'),
    ('1H P 2H 2S: 20 HCP opposite a single raise: bid the game',
     'NONE', '1H P 2H 2S', 'A4.AKJ84.KQ3.K52', '4H'),
    ('1H P 2H 2S: 17 HCP five-card suit: help-suit game try in the weak suit over their overcall',
     'NONE', '1H P 2H 2S', '74.AKJ84.AQ6.K52', '3C'),
    ('1S 2H 2S 3H: minimum with eight trumps: the three level belongs to them',
     'NONE', '1S 2H 2S 3H', 'AQJ85.72.K84.Q93', 'P'),
    ('1S 2H 2S 3H: nine trumps by six-card suit: compete to three',
     'NONE', '1S 2H 2S 3H', 'AQJ852.7.KJ94.83', '3S'),
    ('1H 1S 2H 2S P P: fourth trump and shape: nine trumps, do not sell out at two',
     'NONE', '1H 1S 2H 2S P P', '74.K874.Q9652.43', '3H'),
    ("1H 1S 2H 2S P P: flat with three trumps after opener's pass: defend",
     'NONE', '1H 1S 2H 2S P P', '742.K84.QJ52.K43', 'P'),
    ('1S P 2S P P: pass-out seat, short in their suit with the other three: balancing takeout double',
     'NONE', '1S P 2S P P', '7.KJ93.AQ85.J742', 'X'),
    ('1H P 2H P P: flat with three of their suit: partner is short in hearts but not strong, no balance',
     'NONE', '1H P 2H P P', 'Q85.K72.KJ4.Q963', 'P'),
    ('1H P 2H P P: pass-out seat with five spades and a singleton heart: balance in the major',
     'NONE', '1H P 2H P P', 'KJ874.6.83.AQ952', '2S'),
    ('1D 1S 2D 2S 3D: overcaller with five and eight trumps: three over three is theirs',
     'NONE', '1D 1S 2D 2S 3D', 'KQJ84.743.62.K94', 'P'),
    ('1D 1S 2D 2S 3D: six-card overcall and a raise: nine trumps, compete to three',
     'NONE', '1D 1S 2D 2S 3D', 'KQJ874.74.62.K94', '3S'),
    ('1H 1S 4H: ten trumps at favourable vulnerability with a singleton heart: save at once',
     'NS', '1H 1S 4H', 'Q9852.4.KJ873.52', '4S'),
    ('1H 1S 4H: three trumps, flat, unfavourable: no save',
     'EW', '1H 1S 4H', 'Q98.642.KJ87.852', 'P'),
    ('1S 2H 2S: four trumps and a weak hand: competitive raise of the overcall',
     'NONE', '1S 2H 2S', '842.KJ53.A96.752', '3H'),
    ("1S 2H 2S: four trumps and limit values: cue-bid opener's suit",
     'NONE', '1S 2H 2S', '842.KJ53.AK6.752', '3S'),
    ('1S 2H 2S 3H P P: flat three-card raise: eight trumps, do not bid three over three',
     'NONE', '1S 2H 2S 3H P P', 'K84.652.QJ73.K82', 'P'),
    ('1S 2H 2S 3H P P: fourth trump: nine trumps, compete to three',
     'NONE', '1S 2H 2S 3H P P', 'K842.65.QJ73.K82', '3S'),
    ('1H 2C 2H 3C: 17 HCP 5-5 with a singleton in their suit: game opposite a raise',
     'NONE', '1H 2C 2H 3C', 'A8.AKJ74.KQ1063.5', '4H'),
    ('1H 2C 2H 3C P P: four trumps and a singleton club: nine trumps, compete to three',
     'NONE', '1H 2C 2H 3C P P', 'K952.Q863.J742.5', '3H'),
    ('1H 2C 2H 3C P P: flat three-card raise already shown: defend at three',
     'NONE', '1H 2C 2H 3C P P', 'QJ5.K83.9742.J82', 'P'),
    ('1D P 2D P P: pass-out seat over a minor raise, both majors and short diamonds: double',
     'NONE', '1D P 2D P P', 'KJ85.AJ84.72.Q93', 'X'),
    ('1H 2S 3H 3S: minimum opener with eight trumps: pass the three level decision',
     'NONE', '1H 2S 3H 3S', '84.AQJ63.KJ5.Q92', 'P'),
    ("1H 1S 4H 4S: partner's jump raise is preemptive, minimum opener: no five-level bid",
     'NONE', '1H 1S 4H 4S', '853.AQJ74.KQ3.82', 'P'),
    ('1H 1S 4H 4S P P: the preemptive raise has told the story: do not bid again',
     'NONE', '1H 1S 4H 4S P P', '7.K9852.Q8642.93', 'P'),
    ('1S 2H 2S 3H 3S P P: already raised with a weak hand: nine trumps, three level is enough',
     'NONE', '1S 2H 2S 3H 3S P P', '842.KJ53.A96.752', 'P'),
    ('1H 1S 2H P P: six-card suit in the pass-out seat: do not let them play at two',
     'NONE', '1H 1S 2H P P', 'AKJ852.74.Q93.82', '2S'),
    ('1H 1S 2H P P: five-card suit, three hearts, partner passed: defend',
     'NONE', '1H 1S 2H P P', 'KQ984.853.K72.84', 'P'),
    ('1D 1S 2D 2S: six diamonds opposite a raise: ten trumps, compete to three',
     'NONE', '1D 1S 2D 2S', '84.A3.AQJ974.K82', '3D'),
    ('1C 1H 2C 2H: five clubs opposite a raise showing five: compete to three',
     'NONE', '1C 1H 2C 2H', 'AJ4.63.K52.AQ873', '3C'),
    ('1D 1S 2D 2S 3D P P: fourth trump opposite an overcall: nine trumps, compete to three',
     'NONE', '1D 1S 2D 2S 3D P P', 'Q874.KJ3.85.J942', '3S'),
    ('1D 1S 2D 2S 3D P P: three-card raise already shown: eight trumps, defend',
     'NONE', '1D 1S 2D 2S 3D P P', 'Q87.KJ43.85.J942', 'P'),
    ('1C 1S 2C 2S 3C: 18 HCP six-card suit opposite a raise: bid the game',
     'NONE', '1C 1S 2C 2S 3C', 'AKQ874.KQ3.A4.92', '4S'),
    ('1S 2H 4S 5H: they save at favourable: strong balanced opener with defence doubles',
     'NS', '1S 2H 4S 5H', 'AKQ84.A5.KJ3.Q82', 'X'),
    ('1H P 2H 2S 3H 3S: minimum single raise, opener only competed: pass',
     'NONE', '1H P 2H 2S 3H 3S', '854.K93.QJ62.943', 'P'),
    ('1H 2C 2H P P: six-card suit in the pass-out seat over a fit: compete to three',
     'NONE', '1H 2C 2H P P', 'K4.73.Q82.AKJ965', '3C'),
    ('1H 2C 2H P P: three hearts and a five-card suit: defend at two',
     'NONE', '1H 2C 2H P P', 'K84.743.A2.KQJ85', 'P'),
    ('1S 2D 2S 3D: six spades opposite a raise: nine trumps, compete to three',
     'ALL', '1S 2D 2S 3D', 'KQJ852.A4.83.Q52', '3S'),
    ('1H P 2H 3C: minimum with five trumps: let partner decide at the three level',
     'NONE', '1H P 2H 3C', 'AQ5.KJ942.K2.874', 'P'),
    ('1H 1S 2H: five trumps and shape, weak: preemptive raise to game by the law',
     'NONE', '1H 1S 2H', 'KJ952.7.Q8642.93', '4S'),
    ('1H 1S 2H: three trumps, weak: simple raise of the overcall',
     'NONE', '1H 1S 2H', 'K95.763.KJ42.983', '2S'),
    ('1S 2H 2S 4H: 16 HCP 5-5 with a singleton heart: bid the game over their jump',
     'NONE', '1S 2H 2S 4H', 'AKJ84.5.A7.KJ963', '4S'),
    ('1S 2H 2S 4H: minimum flat opener: no five-level, no four-level without a fit beyond eight',
     'NONE', '1S 2H 2S 4H', 'AQ984.K83.KJ4.52', 'P'),
    ('1S P 2S 3C P P: four trumps opposite a five-card major and a doubleton club: nine trumps, compete to three',
     'NONE', '1S P 2S 3C P P', 'Q963.KJ52.972.84', '3S'),
    ('1S P 2S 3C P P: three trumps, flat, raise already shown: defend at three',
     'NONE', '1S P 2S 3C P P', 'Q96.KJ52.972.K84', 'P'),
    ('1S 2C 2S 3C 3S: partner competed to three: nine clubs do not justify four over three',
     'NONE', '1S 2C 2S 3C 3S', '84.K73.Q5.AQJ842', 'P'),
    ('1S 2C 2S 3C 3S P P: three-card raise already given: defend against three spades',
     'NONE', '1S 2C 2S 3C 3S P P', '74.Q862.K963.K95', 'P'),
    ('1H 1S 2H 2S 3H: six-card overcall opposite a raise: nine trumps, compete to three',
     'NONE', '1H 1S 2H 2S 3H', 'AQJ974.84.K72.93', '3S'),
    ('1H 1S 2H 2S 3H: five-card overcall with eight trumps: the three level is theirs',
     'NONE', '1H 1S 2H 2S 3H', 'KQ984.853.K72.84', 'P'),
    ('1D P 1S P 2S P P: pass-out seat over a fit, hearts and clubs, short in spades: balancing double',
     'NONE', '1D P 1S P 2S P P', '84.AQ93.72.KJ852', 'X'),
    ('1C P 1H P 2H P P: pass-out seat over a heart fit with five spades: balance in spades',
     'NONE', '1C P 1H P 2H P P', 'KJ974.72.AJ83.84', '2S'),
    ('1S P 2S P P: strong balanced hand in the pass-out seat: double first',
     'NONE', '1S P 2S P P', 'KQ4.AK8.AJ73.Q52', 'X'),
]


@pytest.mark.parametrize(("reason", "vulnerable", "calls", "hand", "call"), QUIZ)
def test_competitive_decisions_exam(reason: str, vulnerable: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


# After their balance in the pass-out seat over our raise, we compete as over any bid: the total trumps.
AFTER_THEIR_BALANCE = [
    ("1H P 2H P P 2S: four trumps opposite five and a doubleton spade: nine trumps, compete to three",
     'NONE', '1H P 2H P P 2S', '84.Q973.K852.J63', '3H'),
    ("1H P 2H P P 2S: three trumps, flat, the raise already given: eight trumps, defend at two",
     'NONE', '1H P 2H P P 2S', '843.Q97.K852.Q63', 'P'),
    ("1H P 2H P P 2S P P: opener's sixth heart makes nine trumps: compete to three",
     'NONE', '1H P 2H P P 2S P P', '84.AQJ973.K52.Q4', '3H'),
    ("1H P 2H P P 2S P P: five hearts and a minimum already passed: eight trumps, let them play two",
     'NONE', '1H P 2H P P 2S P P', 'A84.AQJ73.Q52.54', 'P'),
    ("1S P 2S P P 3C: four trumps opposite five: nine trumps, compete to three",
     'NONE', '1S P 2S P P 3C', 'Q963.KJ52.972.84', '3S'),
]


@pytest.mark.parametrize(("reason", "vulnerable", "calls", "hand", "call"), AFTER_THEIR_BALANCE)
def test_compete_after_their_balance(reason: str, vulnerable: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
