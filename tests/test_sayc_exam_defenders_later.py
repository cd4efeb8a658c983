"""The ``sayc`` defenders' later rounds, as a mock exam sets them: the overcaller after the advancer's raise, new
suit, 1NT, cue bid or pass; the takeout doubler after the answer at each level and strength; the advancer's second
call; the two-suiter's second call; the partner of a reopening call; with the opening side silent and competing.
Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H 1S P 2S P: minimum overcall opposite a simple raise: no game', '1H 1S P 2S P', 'KQJ84.73.A52.Q96', 'P'),
    ('1H 1S P 2S P: 17 HCP, six-card suit and a singleton: game opposite a raise', '1H 1S P 2S P', 'AKJ985.4.AQ3.K72', '4S'),
    ('P 1D 1H P 2H P: 18 HCP and a strong six-card suit: game opposite a raise', 'P 1D 1H P 2H P', '73.AKQ954.AK4.Q2', '4H'),
    ('P P 1C 1S P 2S P: light overcall; the raise does not invite', 'P P 1C 1S P 2S P', 'KT984.A63.Q72.84', 'P'),
    ('1D 1H P 2H P: 12 HCP, five-card suit: minimum', '1D 1H P 2H P', '7.KQT63.A84.K952', 'P'),
    ('P P P 1C 1H P 2H P: 17 HCP with six hearts: game opposite a raise', 'P P P 1C 1H P 2H P', 'A5.AKJ842.K7.Q63', '4H'),
    ("1H 1S P 2S 3H: minimum 5-3-3-2 overcall: partner's raise already competed", '1H 1S P 2S 3H', 'AQ974.84.KQ3.Q72', 'P'),
    ('1H 1S 2H 2S 3H: minimum, eight-card fit: leave the three level to them', '1H 1S 2H 2S 3H', 'KQT74.82.K95.Q64', 'P'),
    ('1H 1S 2H 2S 3H: six trumps and a singleton: nine-card fit, compete to three', '1H 1S 2H 2S 3H', 'AQJT64.5.K83.Q72', '3S'),
    ("P 1C 1H 2C 2H 3C: minimum five-card overcall: partner's raise already competed", 'P 1C 1H 2C 2H 3C', '84.KQJ93.A72.Q53', 'P'),
    ('1H 1S 2H P P: six-card suit and heart shortness: compete at the two level', '1H 1S 2H P P', 'KQJT74.5.KJ8.973', '2S'),
    ('1H 1S 2H P P: balanced minimum with three hearts: sell out', '1H 1S 2H P P', 'KJ874.Q84.A62.J5', 'P'),
    ('1H 1S 2H P P: sound overcall, short hearts, support for the other suits: takeout double', '1H 1S 2H P P', 'AJ874.4.KQ52.A93', 'X'),
    ("1C 1S P 2H P: minimum overcall; advancer's new suit is not forcing", '1C 1S P 2H P', 'KQJ75.4.A832.974', 'P'),
    ('1C 1S P 2H P: 16 HCP with three-card support: invitational raise', '1C 1S P 2H P', 'AKJ65.Q93.AQ4.72', '3H'),
    ('1D 1S P 2C P: good six-card suit, misfit with clubs: rebid spades', '1D 1S P 2C P', 'AKJT85.K4.Q73.52', '2S'),
    ('1H 2C P 2D P: seven-card suit, no diamond fit: rebid clubs', '1H 2C P 2D P', '7.Q52.84.AKQ9863', '3C'),
    ('P 1H 1S P 2D P: six-card spade suit: rebid it', 'P 1H 1S P 2D P', 'AQJT74.52.K4.Q83', '2S'),
    ('1D 1H P 1S P: minimum, doubleton spade: pass the non-forcing new suit', '1D 1H P 1S P', '84.AQT73.K2.Q853', 'P'),
    ("1D 1H P 1S P: four-card support for advancer's spades: raise", '1D 1H P 1S P', 'KT84.AQJ73.5.K92', '2S'),
    ('1D 1H P 1NT P: minimum overcall opposite 1NT: pass', '1D 1H P 1NT P', '82.AQJ74.93.KJ64', 'P'),
    ('1D 1H P 1NT P: 16 HCP, semi-balanced: invite 3NT', '1D 1H P 1NT P', 'A4.AKJ74.Q3.Q982', '2NT'),
    ('1C 1S P 2C P: minimum overcall: cheapest rebid of the suit after the cue bid', '1C 1S P 2C P', 'KQT73.84.AJ5.962', '2S'),
    ('1C 1S P 2C P: 15 HCP sound overcall opposite a limit raise or better: game', '1C 1S P 2C P', 'AKJ93.K84.A72.83', '4S'),
    ('P 1D 1H P 2D P: minimum overcall: cheapest rebid of the suit after the cue bid', 'P 1D 1H P 2D P', '84.KJ963.A72.Q54', '2H'),
    ('1H 1NT P 2C P: Stayman after the 1NT overcall: four spades', '1H 1NT P 2C P', 'KQ84.AJ5.KJ3.Q96', '2S'),
    ('1H 1NT P 2C P: Stayman: no four-card major', '1H 1NT P 2C P', 'KQ8.AJ5.KJ73.Q96', '2D'),
    ('1D 1NT P 2NT P: 18 HCP, top of the 1NT overcall: accept', '1D 1NT P 2NT P', 'AQ4.KJ5.KQ8.QJ93', '3NT'),
    ('1D 1NT P 2NT P: 15 HCP, bottom of the 1NT overcall: decline', '1D 1NT P 2NT P', 'KJ4.QJ5.AQ8.Q973', 'P'),
    ('1D X P 1H P: minimum double: partner may have nothing', '1D X P 1H P', 'KQ84.AJ73.5.KT62', 'P'),
    ('1D X P 1H P: 18 HCP, four trumps and a singleton: jump raise', '1D X P 1H P', 'AK84.KQ73.4.AQ62', '3H'),
    ('1C X P 1H P: 19 balanced with clubs stopped: too strong to overcall 1NT', '1C X P 1H P', 'AKJ3.Q84.KQ5.A92', '1NT'),
    ('1H X P 1S P: 17 HCP with six diamonds: double then bid the suit', '1H X P 1S P', '84.A5.AKJ964.KQ2', '2D'),
    ('1S X P 2C P: minimum double: pass the cheapest answer', '1S X P 2C P', '5.AQ84.KJ73.QT42', 'P'),
    ('1H X P 2S P: 15 HCP, four trumps and a singleton: accept the invitational jump', '1H X P 2S P', 'AQ84.5.KQ73.KJ62', '4S'),
    ('1H X P 2S P: minimum balanced double: decline the invitation', '1H X P 2S P', 'KJ84.95.AJ73.K62', 'P'),
    ('1H X P 1NT P: 14 HCP opposite 6-10: no game', '1H X P 1NT P', 'KQ84.7.AJ73.KJ62', 'P'),
    ('1H X P 1NT P: 17 HCP opposite 6-10: invite', '1H X P 1NT P', 'AQ84.7.AK73.KJ62', '2NT'),
    ('1H X P 2NT P: 14 HCP opposite 11-12: game', '1H X P 2NT P', 'KQ84.7.AJ73.KJ62', '3NT'),
    ('1H X P 2NT P: 12 HCP opposite 11-12: no game', '1H X P 2NT P', 'KJ84.7.KT73.AJ62', 'P'),
    ('1D X P 2D P: answering the cue bid: majors up the line', '1D X P 2D P', 'KJ84.AQ73.5.Q962', '2H'),
    ('1C X P 2C P: answering the cue bid: show the four-card major first', '1C X P 2C P', 'AQ95.K84.KJ73.62', '2S'),
    ('1S X P 3H P: 14 HCP, four trumps and a singleton: accept the invitation', '1S X P 3H P', '4.KJ73.AQ84.KJ62', '4H'),
    ('1S X P 2H P: minimum double', '1S X P 2H P', '84.KQ73.AT84.KJ6', 'P'),
    ('P 1H X P 1S P: minimum double', 'P 1H X P 1S P', 'KQ73.5.AJ84.Q962', 'P'),
    ('P 1H X P 1S P: 18 HCP, four trumps and a singleton: jump raise', 'P 1H X P 1S P', 'AKJ3.4.AKJ4.Q962', '3S'),
    ('P P 1D X P 1NT P: 13 HCP opposite 6-10: no game', 'P P 1D X P 1NT P', 'AQ84.KJ73.5.K962', 'P'),
    ('P 1C X P 1S P: 19 balanced with clubs stopped: 1NT shows the strong balanced hand', 'P 1C X P 1S P', 'A4.KQ8.AJ73.KQ93', '1NT'),
    ('1H X P 2C P: 17 HCP with five spades: double then bid the suit', '1H X P 2C P', 'AKJ84.5.KQ73.A62', '2S'),
    ('1S X 2S P P: 17 HCP, short spades: double again for takeout', '1S X 2S P P', '5.AQ84.KJ73.AK62', 'X'),
    ('1S X 2S P P: minimum double, partner passed: sell out', '1S X 2S P P', '5.KQ84.KJ73.Q962', 'P'),
    ('1D X 1S P 2D: minimum double, partner passed twice', '1D X 1S P 2D', 'K74.AQ83.5.QJ962', 'P'),
    ('1H X 2H P P: minimum double, partner passed the raise', '1H X 2H P P', 'AQ84.54.KJ73.K96', 'P'),
    ('P P P 1D X P 1H P: minimum double', 'P P P 1D X P 1H P', 'KJ73.AJ84.5.K962', 'P'),
    ('1C X P 1D P: minimum double, no fit for diamonds', '1C X P 1D P', 'AQ84.KJ73.54.A92', 'P'),
    ("1S X 2S 3H 3S: 15 HCP, four trumps, singleton: partner's free 3H shows values", '1S X 2S 3H 3S', '5.AQ84.KJ73.KQ62', '4H'),
    ("1S X 2S 3H 3S: minimum double: partner's 3H already competed", '1S X 2S 3H 3S', '5.KQ84.KJ73.Q962', 'P'),
    ("1D X P 1S P 2S P: 3 HCP: decline the doubler's raise", '1D X P 1S P 2S P', 'J8763.94.842.Q73', 'P'),
    ("1D X P 1S P 2S P: 8 HCP and five trumps: accept the doubler's raise", '1D X P 1S P 2S P', 'K9763.Q94.842.K3', '4S'),
    ("1C X P 1H P 2H P: 4 HCP: decline the doubler's raise", '1C X P 1H P 2H P', '85.QT73.J84.J952', 'P'),
    ("1C X P 1H P 2H P: 8 HCP and five trumps: accept the doubler's raise", '1C X P 1H P 2H P', '85.KJT73.K84.J52', '4H'),
    ("P 1H X P 1S P 2S P: 3 HCP: decline the doubler's raise", 'P 1H X P 1S P 2S P', 'T9763.84.Q73.J52', 'P'),
    ('1D 1S P 2S P 3S P: top of the simple raise: accept the invitation', '1D 1S P 2S P 3S P', 'Q84.KT63.J82.K95', '4S'),
    ('1D 1S P 2S P 3S P: bottom of the simple raise: decline', '1D 1S P 2S P 3S P', '984.KT63.J82.Q95', 'P'),
    ('1H 1S P 1NT P 2S P: overcaller showed a minimum six-card suit: pass', '1H 1S P 1NT P 2S P', 'Q4.KJ93.Q852.J73', 'P'),
    ('1C 1H P 2C P 2H P: overcaller showed a minimum: no game', '1C 1H P 2C P 2H P', 'K84.Q73.AT62.J92', 'P'),
    ('1C 1H P 2C P 2H P: 16 HCP with support: game even opposite a minimum', '1C 1H P 2C P 2H P', 'A84.KQ7.AT62.K92', '4H'),
    ('1D 1S P 2D P 2S P: 16 HCP with support: game even opposite a minimum', '1D 1S P 2D P 2S P', 'K84.A73.K52.AQ62', '4S'),
    ('1H 2H P 2S P: weak Michaels: partner chose spades', '1H 2H P 2S P', 'KQT84.5.QJT73.53', 'P'),
    ('1C 2C P 2H P: weak Michaels: partner chose hearts', '1C 2C P 2H P', 'AJT84.KQ973.53.4', 'P'),
    ('1D 2NT P 3C P: unusual notrump minimum: partner chose clubs', '1D 2NT P 3C P', '5.AJT73.4.KQJ852', 'P'),
    ('1S 2NT P 3D P: unusual notrump minimum: partner chose diamonds', '1S 2NT P 3D P', '4.3.KQT74.AJ9862', 'P'),
    ('1S 2NT 3S P P: minimum two-suiter, partner passed: sell out', '1S 2NT 3S P P', '5.4.KQJ73.AQT862', 'P'),
    ('1H 2H P 2NT P: Michaels: advancer asks for the minor, it is clubs', '1H 2H P 2NT P', 'KQJ84.5.53.AQT73', '3C'),
    ('1S 2S P 2NT P: Michaels: advancer asks for the minor, it is diamonds', '1S 2S P 2NT P', '5.KQJ84.QJT73.A4', '3D'),
    ('P P 1C 2C P 2S P: minimum Michaels: partner chose spades', 'P P 1C 2C P 2S P', 'KJ984.AQ873.5.84', 'P'),
    ('1H P P X P: trap pass: convert the reopening double for penalty', '1H P P X P', '84.AQT93.K73.A62', 'P'),
    ('1H P P X P: answer the reopening double at the cheapest level', '1H P P X P', 'Q984.72.J863.K52', '1S'),
    ('1S P P X P: answer the reopening double: major first', '1S P P X P', '85.QT84.K73.J852', '2H'),
    ('1C P P 1S P: weak hand, no fit: pass the reopening overcall', '1C P P 1S P', '72.JT85.Q843.K72', 'P'),
    ('P 1D P P X P: answer the reopening double: four-card major', 'P 1D P P X P', 'Q84.K973.852.J63', '1H'),
    ("1C 1H 1S 2H 2S: minimum overcall: partner's raise already competed", '1C 1H 1S 2H 2S', '84.AQJ73.K52.Q63', 'P'),
    ('1C 1S P 3S P: minimum overcall opposite the jump raise: pass', '1C 1S P 3S P', 'KQJ73.84.A52.963', 'P'),
    ("1D 1S X 2S P: minimum overcall; partner's raise was competitive", '1D 1S X 2S P', 'KQJ84.A73.52.Q64', 'P'),
    ('1C 1S P 1NT P: five-five: show the second suit', '1C 1S P 1NT P', 'KQJ84.AQ963.5.84', '2H'),
    ('1C X P 1S P: minimum double', '1C X P 1S P', 'AQ84.KJ73.K52.84', 'P'),
    ('1C X P 1S P: 17 HCP with four spades: raise one level', '1C X P 1S P', 'AQ84.KJ73.AK5.84', '2S'),
    ('P P 1H X P 2C P: minimum double', 'P P 1H X P 2C P', 'KQ84.5.AJ73.K962', 'P'),
    ('1H 2H 3H 3S P: minimum Michaels: partner already chose spades', '1H 2H 3H 3S P', 'KQT84.5.QJT73.53', 'P'),
    ('1D 2NT 3D 3H P: minimum unusual notrump: partner already chose hearts', '1D 2NT 3D 3H P', '5.AJT73.4.KQJ852', 'P'),
]


# The overcaller after partner's new major (five cards, not forcing): a strong overcall raises it with three cards.
RAISE_OF_A_MAJOR_ADVANCE = [
    ("1C 1H P 1S P: 16 HCP with three spades: raise partner's five-card major", '1C 1H P 1S P', 'Q93.AKJ65.AQ4.72', '2S'),
    ("1D 1S P 2H P: 16 HCP with three hearts, no diamond stopper: raise", '1D 1S P 2H P', 'AKJ65.Q93.72.AQ4', '3H'),
    ("1C 1S P 2H P: 14 HCP with three hearts and no shortness: a minimum, pass the new suit",
     '1C 1S P 2H P', 'AKJ65.Q93.KJ4.72', 'P'),
    ("1C 1S P 2H P: 16 HCP but only two hearts, clubs unstopped: pass the new suit",
     '1C 1S P 2H P', 'AKJ65.Q9.AQ43.72', 'P'),
]


# The overcaller after partner's 1NT advance (no fit): five-five with a singleton shows the second suit at two.
SECOND_SUIT_OVER_THE_1NT_ADVANCE = [
    ("1C 1S P 1NT P: five-five with a singleton diamond: show the diamonds", '1C 1S P 1NT P', 'KQJ84.5.AQ963.84', '2D'),
    ("1C 1H P 1NT P: five-five, the second suit spades: show it at two", '1C 1H P 1NT P', 'AQ963.KQJ84.5.84', '2S'),
    ("1C 1S P 1NT P: five-five with weaker spades: still show the hearts", '1C 1S P 1NT P', 'KQT84.AQ963.5.84', '2H'),
    ("1D 1S P 1NT P: five-five with a singleton club: show the hearts", '1D 1S P 1NT P', 'KQJ84.AQ963.84.5', '2H'),
    ("1C 1S P 1NT P: five-four, 5-4-2-2: minimum, pass the 1NT advance", '1C 1S P 1NT P', 'KQJ84.AQ96.53.84', 'P'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"),
                         QUIZ + RAISE_OF_A_MAJOR_ADVANCE + SECOND_SUIT_OVER_THE_1NT_ADVANCE)
def test_defenders_later_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """The overcaller, doubler, advancer, two-suiter and reopener's partner make the expected call."""
    assert_booklet_call(calls, hand, call)
