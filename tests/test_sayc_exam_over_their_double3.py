"""The ``sayc`` system on our auctions after their takeout double, a third mock exam: we open one of a suit, 1NT, a
weak two or a preempt and they double; responder's first call (redouble, new suits, raises, 2NT, 1NT, pass),
opener's next call after the redouble, the raise or the new suit, responder's second call, our runouts after
their penalty pass, their double of our raise or of responder's suit, and the double of our 1NT. Each is (the
reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent the reason
is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H X: new suit at the one level over the double, forcing, 6+ points', '1H X', 'KQJ94.72.Q85.863', '1S'),
    ('1C X: five hearts and 8 HCP: bid the major at the one level', '1C X', '7.AJ842.Q93.J652', '1H'),
    ('1H X: three-card support and 6 HCP: simple raise', '1H X', 'K84.Q73.J962.854', '2H'),
    ('1H X: four trumps and a weak hand: the jump raise over the double is preemptive',
     '1H X', '86.Q953.K8642.73', '3H'),
    ('1S X: four trumps and 11 HCP: 2NT over the double is a limit raise or better', '1S X', 'K862.A73.KJ42.85', '2NT'),
    ('1D X: 12 HCP without a fit: redouble', '1D X', '84.J73.AQT.KQ942', 'XX'),
    ('1H X: 7 HCP, no four-card spade suit, no fit: 1NT', '1H X', 'K93.84.QJ72.J863', '1NT'),
    ('1S X: a weak hand with nothing to say: pass', '1S X', '8.743.J9643.9862', 'P'),
    ('1H X: the jump shift over the double is weak: long diamonds, little else', '1H X', '72.8.KQJ9642.973', '3D'),
    ('1S X: a good club suit, too weak to redouble: two-level new suit, not forcing', '1S X', '6.973.K82.KQ9643', '2C'),
    ("P 1H X: 12 HCP, short in partner's suit: redouble", 'P 1H X', 'A3.7.KQT64.QJ652', 'XX'),
    ('P 1S X: three trumps and 8 HCP: simple raise', 'P 1S X', 'Q74.J95.K862.Q73', '2S'),
    ('P 1D X: six trumps and 4 HCP: preemptive jump raise', 'P 1D X', '9.J84.KT8642.743', '3D'),
    ('P P 1S X: four trumps and 10 HCP: limit raise by 2NT', 'P P 1S X', 'K982.A4.QT73.J64', '2NT'),
    ('P P P 1D X: two four-card majors and 6 HCP: bid hearts first, up the line',
     'P P P 1D X', '8642.K753.QJ8.94', '1H'),
    ('P P P 1C X: 13 HCP balanced without club support: redouble', 'P P P 1C X', 'A84.QJ3.KQ72.J95', 'XX'),
    ('1D X: 14 HCP: redouble first, show the spades later', '1D X', 'AJ92.KQ3.K84.J32', 'XX'),
    ('1S X: 14 HCP and a doubleton spade: redouble', '1S X', 'J6.KQ7.AJ83.K942', 'XX'),
    ('1H X: five trumps and 10 HCP: limit raise by 2NT', '1H X', 'QJ3.K9842.A5.843', '2NT'),
    ('P 1C X: five hearts and 7 HCP: new suit at the one level', 'P 1C X', '87.QJT54.A3.9642', '1H'),
    ('P 1H X: 9 HCP, no four spades, two hearts: 1NT', 'P 1H X', 'KQ5.73.J8642.K93', '1NT'),
    ('P P 1D X: both majors with 8 HCP: bid up the line, hearts first', 'P P 1D X', 'QJ95.KQ73.82.964', '1H'),
    ('P P P 1H X: 14 HCP with a singleton heart: redouble', 'P P P 1H X', 'AQ8.5.KJ73.QJ842', 'XX'),
    ('1C X: four spades and 8 HCP: one-level major', '1C X', 'J743.AK2.953.842', '1S'),
    ('1S X: four trumps and 4 HCP: preemptive jump raise', '1S X', '9852.7.K9643.J42', '3S'),
    ('P 1S X: 10 HCP and a singleton spade: redouble, no fit', 'P 1S X', 'A.QJ7.98643.K732', 'XX'),
    ('1H X XX P: after the redouble opener passes with a normal opening: the redoubler speaks next',
     '1H X XX P', '87.AKJ95.KQ4.J73', 'P'),
    ('1S X XX 2C: a normal opening passes after the redouble; partner will act', '1S X XX 2C', 'AKJ95.Q3.KJ4.874', 'P'),
    ('1D X XX P: the doubler must still run; one of a suit redoubled with seven trumps opposite 10+ HCP is a game when it makes: pass',
     '1D X XX P', '4.Q3.AQJ8642.K92', 'P'),
    ('1H X 2H P: 14 HCP opposite a single raise: no game', '1H X 2H P', 'A5.KQ972.K84.Q63', 'P'),
    ('1H X 2H 2S: six trumps opposite a raise: compete to the three level', '1H X 2H 2S', '7.AQJ842.KJ3.Q92', '3H'),
    ('1S X 2NT P: 16 HCP accepts the limit raise', '1S X 2NT P', 'AQJ83.K4.A7.Q962', '4S'),
    ('1D X 1S P: natural rebid showing the second suit, as without the double', '1D X 1S P', '62.K4.AQ983.KJ72', '2C'),
    ('1C X 1H 1S: four-card heart support: raise partner', '1C X 1H 1S', 'Q4.K873.A3.KJ962', '2H'),
    ('1H X 1S P: six hearts and a minimum: rebid the suit', '1H X 1S P', '3.AKJ982.K74.Q85', '2H'),
    ('1H X 3H P: 14 HCP opposite a preemptive raise: no game', '1H X 3H P', 'A4.KQ852.K93.Q74', 'P'),
    ('1S X 1NT P: a minimum balanced opening passes 1NT', '1S X 1NT P', 'KQT83.A72.K65.84', 'P'),
    ('P P 1C X XX 1D: after the redouble opener passes a normal hand; the redoubler acts next',
     'P P 1C X XX 1D', 'A5.K83.K74.QJ962', 'P'),
    ('P P 1H X XX 2C P P: the redoubler doubles their runout with four clubs: penalty',
     'P P 1H X XX 2C P P', 'KJ93.6.QT84.A752', 'X'),
    ('1H X XX 1S P P: redoubler with four good spades doubles their escape for penalty',
     '1H X XX 1S P P', 'KJ98.73.AQ8.Q852', 'X'),
    ('1S X P 2H: six good spades: compete at the two level', '1S X P 2H', 'AQJT73.5.KJ4.Q82', '2S'),
    ('1H X 2H 3C P P: three trumps and a minimum: already described, do not compete to 3H',
     '1H X 2H 3C P P', 'Q74.J95.K862.Q73', 'P'),
    ('1D X 1S 2C 2D P: six spades: rebid them', '1D X 1S 2C 2D P', 'KQ8532.7.94.A863', '2S'),
    ('1H X 1NT 2C P P: 7 HCP already shown by 1NT: no reason to bid again', '1H X 1NT 2C P P', 'K93.84.QJ72.J863', 'P'),
    ('1S X 2S 3H P P: four trumps and a singleton: compete to 3S with nine trumps',
     '1S X 2S 3H P P', 'J863.7.KQ842.963', '3S'),
    ('1S X XX 2H P P: redoubler must not let 2H go undoubled: show the club suit',
     '1S X XX 2H P P', '82.Q4.AKJ7.K9643', '3C'),
    ('1C P 1H X: four-card heart support and a minimum: raise', '1C P 1H X', 'K5.Q842.A7.KJ962', '2H'),
    ('1H P 2H X: minimum opening after the double of our raise: pass', '1H P 2H X', 'A84.KQ963.K72.J5', 'P'),
    ('1S P 2S X: six trumps after the double of our raise: compete to the three level',
     '1S P 2S X', 'AKJ864.K4.Q53.72', '3S'),
    ("P 1H P 1S X: four-card support for partner's spades: raise", 'P 1H P 1S X', 'Q983.AK852.K4.73', '2S'),
    ('2H X: three trumps and a weak hand: raise preemptively', '2H X', 'K73.Q84.J9652.84', '3H'),
    ('2S X: four trumps and a singleton: preempt to game', '2S X', 'Q874.5.K9643.J82', '4S'),
    ("2D X: do not rescue partner's weak two with a misfit: pass", '2D X', '874.K52.7.QJ9864', 'P'),
    ('2S X P 3H: a weak two said it all: pass', '2S X P 3H', 'KQJ974.63.J85.72', 'P'),
    ("P P 3H X: a doubleton opposite the preempt and 9 HCP: three of partner's major is high enough",
     'P P 3H X', 'Q62.A7.K843.9752', 'P'),
    ('1NT X: 6 HCP: pass the penalty double of 1NT', '1NT X', 'J74.Q962.853.K64', 'P'),
    ('1NT X: 10 HCP: redouble, the hand belongs to us', '1NT X', 'KJ4.QT73.A62.984', 'XX'),
    ("1NT X P P: responder's pass is not a rescue request: pass", '1NT X P P', 'AQ4.KJ72.K93.QJ5', 'P'),
    ('1C X 1S P: six clubs and a minimum: rebid the suit', '1C X 1S P', '83.AQ4.K7.KJ8652', '2C'),
    ('1D X 2NT P: a minimum opening declines the limit raise in diamonds', '1D X 2NT P', '73.A5.KQ862.QJ74', '3D'),
    ('P P P 1H X: four spades and 7 HCP: one-level major', 'P P P 1H X', 'J872.Q3.A954.862', '1S'),
    ('1D X: six trumps and 5 HCP: preemptive jump raise', '1D X', '7.853.KJ9642.J84', '3D'),
    ('1S X: 15 HCP: redouble', '1S X', 'AK7.Q3.KJ84.Q972', 'XX'),
    ('P 1D X: six hearts and 8 HCP: one-level new suit', 'P 1D X', '8.AK9742.64.J852', '1H'),
    ('P P 1C X: five spades and 9 HCP: one-level new suit', 'P P 1C X', 'AK862.Q4.873.952', '1S'),
    ('P P P 1S X: three trumps and 9 HCP: simple raise', 'P P P 1S X', 'Q86.94.AK73.8642', '2S'),
    ('P P P 1D X: four spades and 7 HCP: one-level major', 'P P P 1D X', 'T974.63.KQ8.Q752', '1S'),
    ('P 1S X 2S 3H: a minimum 5332 opposite a single raise: let them play 3H', 'P 1S X 2S 3H', 'KJ983.A4.Q72.K83', 'P'),
    ('P 1H X 1S P: natural rebid showing the clubs', 'P 1H X 1S P', '6.AQ973.KQ5.J864', '2C'),
    ('P 1H X 1NT P: six hearts and a singleton: rebid the suit', 'P 1H X 1NT P', '4.AK9763.KJ4.Q52', '2H'),
    ("P P P 1D X XX P: a normal opening passes after partner's redouble", 'P P P 1D X XX P', 'AJ3.K84.KQ95.763', 'P'),
    ('1C X XX 1H P P: redoubler with a strong heart holding doubles for penalty',
     '1C X XX 1H P P', '7.QJT9.AK64.K832', 'X'),
    ('P 3S X: three trumps and 9 HCP opposite a preempt: raise to game', 'P 3S X', 'K84.A6.Q7532.864', '4S'),
    ('P P 2H X: three trumps and a weak hand: preemptive raise of the weak two', 'P P 2H X', '7.J74.K9863.T852', '3H'),
    ('P P P 2S X: four trumps and a singleton: raise the weak two to game', 'P P P 2S X', 'A753.8.QJ762.J94', '4S'),
    ('P P 1NT X: no long suit to run to: pass the double of 1NT', 'P P 1NT X', '8642.J93.Q75.J84', 'P'),
    ('P P P 1NT X P P: opener does not run from a passed double of 1NT', 'P P P 1NT X P P', 'KQ4.AJ5.KJ73.Q62', 'P'),
]


# Their takeout double of my opening passed for penalty by both: with five or more trumps opener plays it doubled;
# rebidding the suit higher escapes nothing, and partner's pass showed no values for a game.
DOUBLE_LEFT_IN = [
    ('1H X P P: solid hearts: happy to play 1H doubled', '1H X P P', 'A5.AKQJ98.K3.972', 'P'),
    ('P P P 1S X P P: a strong six-card suit: play 1S doubled', 'P P P 1S X P P', 'AK9843.KQ4.72.K5', 'P'),
    ('1S X P P: a five-card suit and a minimum: play it doubled', '1S X P P', 'AKJ73.Q84.K72.Q5', 'P'),
    ('3D X P P: the preempt doubled and left in: my seven trumps play it', '3D X P P', '7.K82.KQJ9874.83', 'P'),
    ('1H P P X: their double reopens, it is not left in: 18+ HCP redouble', '1H P P X', 'A5.AKQJ98.K3.Q72', 'XX'),
    ('1H X P 1S: they ran to a suit: a six-card minimum competes in it', '1H X P 1S', '64.AQ9873.K4.Q82', '2H'),
]

# Their takeout double of partner's weak two: 15+ HCP and a singleton or void in partner's suit redouble (the hand
# is ours, their escape is doubled for penalty); without the double the same hand bids its suit, forcing.
REDOUBLE_OVER_DOUBLED_WEAK_TWO = [
    ('2H X: 17 HCP and no fit: redouble to punish them', '2H X', 'AK84.7.KQJ93.A52', 'XX'),
    ('2H X: one point less, still the redouble', '2H X', 'AK84.7.KQJ93.K52', 'XX'),
    ('2H P: no double: the same hand bids its good suit, forcing', '2H P', 'AK84.7.KQJ93.A52', '3D'),
    ('2H X: 11 HCP and a singleton: nothing to add over the double', '2H X', 'AK84.7.KQ93.J852', 'P'),
    ('2H X XX 3C P P: the redoubler holds their clubs: penalty', '2H X XX 3C P P', 'AK84.7.KQJ93.A52', 'X'),
    ('2H X XX 3C: the weak-two opener passes for the redoubler', '2H X XX 3C', '82.KQJ974.Q73.84', 'P'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"),
                         QUIZ + DOUBLE_LEFT_IN + REDOUBLE_OVER_DOUBLED_WEAK_TWO)
def test_over_their_double_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """Our side, after their takeout double, makes the expected call."""
    assert_booklet_call(calls, hand, call)
