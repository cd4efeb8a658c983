"""The ``sayc`` system in competition at the three and five levels, as a mock exam sets it: over our fit at two
they compete, we bid on by the total trumps or pass; over theirs we compete the same way; over their game the save
by the vulnerability or the pass; over their save of our game the double, the forcing pass and what its partner
does. Each is (the reason, the vulnerability, the auction so far with North dealing, the hand to call, the call);
where the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their
call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the vulnerability, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H P 2H 3D: six hearts make nine trumps: compete to three', 'NONE', '1H P 2H 3D', 'K5.AQJ742.62.K83', '3H'),
    ('1S P 2S 3H: five spades balanced minimum: eight trumps, do not bid three over three',
     'NONE', '1S P 2S 3H', 'KQ863.K4.Q72.A52', 'P'),
    ('1S P 2S 3H: six spades make nine trumps: compete to three', 'NONE', '1S P 2S 3H', 'AQJ863.4.K72.Q52', '3S'),
    ('1S P 2S 3H P P: four-card raise makes nine trumps: compete to three',
     'NONE', '1S P 2S 3H P P', 'Q842.85.K832.J64', '3S'),
    ('1S P 2S 3H P P: three-card raise already told its story: eight trumps, defend',
     'NONE', '1S P 2S 3H P P', 'Q84.853.K832.Q64', 'P'),
    ('1H P 2H 2S: six hearts, nine trumps: compete to three', 'NONE', '1H P 2H 2S', 'A4.KQJ875.K83.52', '3H'),
    ('1H P 2H 2S: five hearts balanced minimum: eight trumps, let them play two',
     'NONE', '1H P 2H 2S', 'A43.KQJ75.K83.52', 'P'),
    ('1H P 2H 2S P P: four trumps opposite five: nine trumps, compete',
     'NONE', '1H P 2H 2S P P', '84.Q973.K852.J63', '3H'),
    ('1H P 2H 2S P P: three trumps balanced, already raised: defend two spades',
     'NONE', '1H P 2H 2S P P', '843.Q97.K852.Q63', 'P'),
    ('1H 1S 2H 2S 3H: five-card overcall raised once: eight trumps, not at three',
     'NONE', '1H 1S 2H 2S 3H', 'KQJ84.52.A73.942', 'P'),
    ('1H 1S 2H 2S 3H: six-card overcall raised: nine trumps, compete to three',
     'NONE', '1H 1S 2H 2S 3H', 'KQJ843.52.A73.94', '3S'),
    ('1H 1S 2H 2S 3H P P: four-card raise of the overcall: nine trumps, compete to three',
     'NONE', '1H 1S 2H 2S 3H P P', 'Q962.84.K832.J63', '3S'),
    ('1H 1S 2H 2S 3H P P: three-card raise already given: eight trumps, defend',
     'NONE', '1H 1S 2H 2S 3H P P', 'Q96.843.K832.J63', 'P'),
    ('1S 2H 2S: weak hand with four-card support for the overcall: nine trumps, raise to three',
     'NONE', '1S 2H 2S', '84.Q973.A842.763', '3H'),
    ('1H 1S 2H 2S: six hearts, nine trumps: compete to three over their fit',
     'NONE', '1H 1S 2H 2S', 'A5.KQ8743.K83.52', '3H'),
    ('1D 1S 2D 2S: six diamonds opposite a raise: nine trumps, compete',
     'NONE', '1D 1S 2D 2S', 'A4.K5.KQJ864.Q83', '3D'),
    ('1D 1S 2D 2S: four diamonds balanced minimum: no reason to go to three',
     'NONE', '1D 1S 2D 2S', 'A43.K52.KQ84.Q83', 'P'),
    ("1H P 2H P P 2S 3H: partner's balance pushed them to three: balanced, defend",
     'NONE', '1H P 2H P P 2S 3H', 'K84.Q73.Q842.863', 'P'),
    ('1S 2H 4S: favourable, ten trumps, singleton spade, no defence: save', 'NS', '1S 2H 4S', '5.KJ843.Q8632.52', '5H'),
    ('1S 2H 4S: unfavourable: no save, vulnerable down two costs more than their game',
     'EW', '1S 2H 4S', '5.KJ843.Q8632.52', 'P'),
    ('1H 1S 4H: favourable, ten trumps and a singleton heart: save at four',
     'NS', '1H 1S 4H', 'QJ843.5.K984.862', '4S'),
    ('1H 1S 4H: unfavourable with only nine trumps and no shortness: defend',
     'EW', '1H 1S 4H', 'QJ84.85.K984.862', 'P'),
    ('1S 2H 3H P 4S 5H: we bid game on values; heart honours and balanced: double the save',
     'NONE', '1S 2H 3H P 4S 5H', 'KJ4.KJ5.AQ63.852', 'X'),
    ("1S 2H 3H P 4S 5H P P: partner's forcing pass; minimum with a heart honour: double",
     'NONE', '1S 2H 3H P 4S 5H P P', 'AQJ63.Q4.KQ4.J73', 'X'),
    ("1S 2H 3H P 4S 5H P P: partner's forcing pass; six spades and a singleton heart: bid on",
     'NONE', '1S 2H 3H P 4S 5H P P', 'AQJ763.4.KQ84.J7', '5S'),
    ("1S 2H 4S 5H X: partner's save was doubled: nothing more to say", 'NS', '1S 2H 4S 5H X', 'AQ7.KQ984.J73.84', 'P'),
    ("1H 1S 4H 4S: partner's raise in competition was not on values: balanced minimum, defend",
     'NONE', '1H 1S 4H 4S', 'K5.AQJ74.Q62.K83', 'P'),
    ('1H 1S 4H 4S: eleven trumps and a singleton spade: the five level with a fit and shape',
     'NONE', '1H 1S 4H 4S', '5.AKJ874.KQJ4.83', '5H'),
    ('1S 2D 2S 3D: five spades balanced minimum: eight trumps, let them have three diamonds',
     'NONE', '1S 2D 2S 3D', 'KQJ74.A5.862.Q83', 'P'),
    ('1S 2D 2S 3D P P: four trumps and a doubleton diamond: nine trumps, compete',
     'NONE', '1S 2D 2S 3D P P', 'K863.Q84.74.J962', '3S'),
    ('1H 2C 2H 3C: six hearts opposite a raise: nine trumps', 'NONE', '1H 2C 2H 3C', 'Q4.AK9874.K83.52', '3H'),
    ('1H 2C 2H 3C P P: three trumps balanced, raise already given: defend three clubs',
     'NONE', '1H 2C 2H 3C P P', 'J64.K83.Q742.J65', 'P'),
    ('1C 1S 2D 2S P P: six good diamonds, 13 points, they have found a fit: compete at three',
     'NONE', '1C 1S 2D 2S P P', '84.J73.AKJ865.A2', '3D'),
    ('1S P 4S: direct seat over a game bid: no values to bid five', 'NONE', '1S P 4S', '5.QJ9742.K873.52', 'P'),
    ('1H P 2H 3C: five hearts, 12 HCP: eight trumps, leave them in three clubs',
     'NONE', '1H P 2H 3C', '54.KQJ98.A62.Q83', 'P'),
    ('1H P 2H 3C: six hearts: nine trumps, compete to three', 'NONE', '1H P 2H 3C', '4.KQJ985.A62.Q83', '3H'),
    ('1H 2D 2H: four-card support for the overcall, weak: nine trumps, raise to three',
     'NONE', '1H 2D 2H', '84.72.QJ84.K9763', '3D'),
    ("1H 2D 2H 3D 3H: five-card overcall already raised: partner's raise was preemptive, nothing extra",
     'NONE', '1H 2D 2H 3D 3H', 'A4.K53.KQJ85.942', 'P'),
    ('1D P 1H 2C 2H 3C: four hearts balanced, raised: eight trumps, defend',
     'NONE', '1D P 1H 2C 2H 3C', 'K84.QJ85.732.J63', 'P'),
    ('1H 2S 4H: favourable, four trumps opposite a weak two: ten trumps and a singleton heart, save',
     'NS', '1H 2S 4H', 'Q853.4.K9842.863', '4S'),
    ('3H 4S: favourable, four trumps opposite a three-level preempt: eleven trumps, save',
     'EW', '3H 4S', '5.K842.Q9842.863', '5H'),
    ('3H 4S: two trumps and defensive values: defend', 'EW', '3H 4S', 'K5.84.AQ842.J863', 'P'),
    ('1S 2H 2S 3H: five spades balanced minimum: eight trumps, leave them in three',
     'NONE', '1S 2H 2S 3H', 'KQ863.84.A72.K52', 'P'),
    ('1S 2H 2S 3H: six spades: nine trumps, compete to three', 'NONE', '1S 2H 2S 3H', 'KQ8632.84.A72.K5', '3S'),
    ('1S 2H 2S 3H P P: three trumps balanced, already raised: defend',
     'NONE', '1S 2H 2S 3H P P', 'J84.753.KQ72.Q63', 'P'),
    ('1D 1S 2D 2S 3D: five-card overcall raised once: eight trumps, not at three',
     'NONE', '1D 1S 2D 2S 3D', 'KQJ84.A52.73.942', 'P'),
    ('1H P 2H 2S 3H: four spades opposite the overcall: nine trumps, compete to three',
     'NONE', '1H P 2H 2S 3H', 'K842.73.Q862.J53', '3S'),
]

# Over their save of our game, partner's pass forces: I bid on with nine trumps and at most one card in their suit.
OVER_THEIR_SAVE = [
    ("1S 2H 3H P 4S 5H P P: partner's forcing pass; nine trumps and a singleton heart: my values play, bid on",
     'NONE', '1S 2H 3H P 4S 5H P P', 'AQJ763.4.KQ84.J7', '5S'),
    ('1S 2H 3H P 4S 5H P P: the same with two hearts: a doubleton in their suit defends, double',
     'NONE', '1S 2H 3H P 4S 5H P P', 'AQJ763.42.KQ8.J7', 'X'),
    ('1S 2H 3H P 4S 5H P P: the same with one spade fewer: eight trumps, double',
     'NONE', '1S 2H 3H P 4S 5H P P', 'AQJ63.4.KQ842.J7', 'X'),
    ('1S 2H 3H P 4S 5H P P: the singleton hand vulnerable: nine trumps and shortness still bid on',
     'ALL', '1S 2H 3H P 4S 5H P P', 'AQJ763.4.KQ84.J7', '5S'),
]


@pytest.mark.parametrize(("reason", "vulnerable", "calls", "hand", "call"), QUIZ)
def test_competitive_levels_exam(reason: str, vulnerable: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize(("reason", "vulnerable", "calls", "hand", "call"), OVER_THEIR_SAVE)
def test_bid_on_over_their_save_after_forcing_pass(reason: str, vulnerable: str, calls: str, hand: str,
                                                  call: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


# Over their save of our game, four cards in their suit double: their fit is thin and my length in it defends.
FOUR_IN_THEIR_SUIT = [
    ("1H P 2NT 3S 4H 4S: four spades with the king, 16 HCP: their fit is thin, double rather than bid on",
     'NONE', '1H P 2NT 3S 4H 4S', 'K852.QJ84.AQ5.K9', 'X'),
    ('1H P 2NT 3S 4H 4S: the same vulnerable: four cards in their suit still defend',
     'ALL', '1H P 2NT 3S 4H 4S', 'K852.QJ84.AQ5.K9', 'X'),
    ('1H P 2NT 3S 4H 4S: a singleton spade and ten trumps: my values play, bid on',
     'NONE', '1H P 2NT 3S 4H 4S', '5.QJ842.AQ85.K93', '5H'),
]


@pytest.mark.parametrize(("reason", "vulnerable", "calls", "hand", "call"), FOUR_IN_THEIR_SUIT)
def test_double_their_save_with_four_in_their_suit(reason: str, vulnerable: str, calls: str, hand: str,
                                                   call: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
