"""The ``sayc`` system when our no trump, weak two, preempt or 2C opening meets their double or overcall, as a
mock exam sets it: responder over their overcall of 1NT (natural at two, forcing at three, the cue bid as Stayman,
the penalty double, 3NT, pass), over their double of 1NT (systems on, the redouble), opener's next call; the weak
two's partner (raises by the total trumps, the penalty double, the redouble) and the weak-two opener after; our
preempt doubled or overcalled; 2C overcalled or doubled. Each is (the reason, the auction so far with North
dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard American
practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1NT 2D: natural, competitive and non-forcing over their two-level overcall', '1NT 2D', '85.KJ8652.Q4.J63', '2H'),
    ('1NT 2H: natural signoff at the two level over their overcall', '1NT 2H', 'QJ9652.85.K74.63', '2S'),
    ('1NT 2H: new suit at the three level is forcing: five spades and game values', '1NT 2H', 'AQ763.5.KJ84.Q62', '3S'),
    ('1NT 2S: balanced game values with a stopper in their suit', '1NT 2S', 'K85.Q7.A942.J863', '3NT'),
    ('1NT 2H: double of their overcall is for penalty: good trumps behind the bidder and values',
     '1NT 2H', '85.AJ94.K63.Q872', 'X'),
    ('1NT 2D: cue-bid is Stayman-like and game forcing with both majors', '1NT 2D', 'AJ74.K863.52.Q84', '3D'),
    ('1NT 2C: natural and non-forcing over their natural 2C', '1NT 2C', '94.K82.QJ10976.63', '2D'),
    ('1NT 2H: nothing to say with a bust', '1NT 2H', '7542.96.8743.J52', 'P'),
    ('1NT 2S: six good hearts and enough for game opposite 15-17', '1NT 2S', '93.KQ10975.A4.852', '4H'),
    ('1NT 2C: natural competitive bid, non-forcing', '1NT 2C', 'Q10863.J74.K52.84', '2S'),
    ('1NT 2D: ten points balanced with diamonds stopped', '1NT 2D', 'K72.Q85.KJ9.J643', '3NT'),
    ('1NT 2S: penalty double with a strong trump holding behind the overcaller', '1NT 2S', 'KJ1093.A4.Q74.854', 'X'),
    ('1NT 2H: six points balanced: no game opposite a maximum, nothing to compete with',
     '1NT 2H', 'Q74.963.K852.J63', 'P'),
    ('1NT 2C: ten points balanced with a club stopper', '1NT 2C', '863.K52.AJ4.Q973', '3NT'),
    ('1NT 2C: natural invitation with a club stopper and no four-card major to show cheaply',
     '1NT 2C', 'K962.J7.Q852.K96', '2NT'),
    ('1NT 2H 2S P: responder\'s 2S is non-forcing and opener has no fit', '1NT 2H 2S P', 'A4.KQ7.KJ84.Q963', 'P'),
    ('1NT 2H 3S P: three-card support for responder\'s forcing five-card spade suit',
     '1NT 2H 3S P', 'K74.A52.KQ6.A953', '4S'),
    ('1NT 2H 3S P: no spade fit, hearts well stopped', '1NT 2H 3S P', '74.KQ5.AKJ6.Q953', '3NT'),
    ('1NT 2H X P: partner\'s double is for penalty', '1NT 2H X P', 'K74.A52.KQ6.Q953', 'P'),
    ('1NT 2D 3D P: answering the Stayman-like cue-bid with four spades', '1NT 2D 3D P', 'AQ64.K73.A52.Q84', '3S'),
    ('1NT 2D 3D P: no four-card major, diamonds stopped', '1NT 2D 3D P', 'KQ4.A73.KJ5.Q864', '3NT'),
    ('1NT 2H 2S 3H: partner\'s 2S was a competitive signoff and opener has only two spades',
     '1NT 2H 2S 3H', 'K4.A7.KJ84.QJ963', 'P'),
    ('1NT 2H P P: heart length sits under the overcaller and partner has shown nothing',
     '1NT 2H P P', 'AJ4.QJ83.AQ6.K94', 'P'),
    ('1NT X: systems on after a double: transfer to hearts with a weak hand', '1NT X', '85.Q98643.J73.42', '2D'),
    ('1NT X: redouble shows the balance of power, penalties in view', '1NT X', 'KJ4.Q105.A763.J84', 'XX'),
    ('1NT X: transfer to the five-card heart suit', '1NT X', '95.K8642.Q7.J843', '2D'),
    ('1NT X 2D P: opener completes the transfer', '1NT X 2D P', 'AQ4.K73.KJ52.Q83', '2H'),
    ('1NT X XX P: partner\'s redouble is to play; opener sits', '1NT X XX P', 'KQ5.A84.KJ73.Q92', 'P'),
    ('2NT 3C: natural and forcing; five spades and enough for game opposite 20-21', '2NT 3C', 'KJ852.74.Q63.852', '3S'),
    ('2NT 3S: enough for game with a spade stopper', '2NT 3S', 'Q74.K85.J863.964', '3NT'),
    ('2NT 3H: a bust', '2NT 3H', '7543.862.742.863', 'P'),
    ('2NT X: systems on after the double: transfer to hearts', '2NT X', '96.Q8632.853.J42', '3D'),
    ('2S 3H: nine trumps: compete to the three level', '2S 3H', 'K74.63.A8652.984', '3S'),
    ('2S 3H: ten trumps and a singleton: raise to game preemptively', '2S 3H', 'K874.6.Q8652.984', '4S'),
    ('2S X: nine trumps: preemptive raise to the three level over the double', '2S X', 'K74.963.J852.984', '3S'),
    ('2H 2S: nine trumps: raise to the three level', '2H 2S', '74.KJ5.A852.Q984', '3H'),
    ('2H 2S: penalty double with strong spades and values', '2H 2S', 'AQ108.74.KJ63.Q52', 'X'),
    ('2H 2S: nine trumps: raise to the three level', '2H 2S', '5.Q62.8743.KJ852', '3H'),
    ('2H 3C: ten trumps: raise to game preemptively', '2H 3C', 'J5.Q962.K743.852', '4H'),
    ('2D 2S: nine trumps: compete to the three level', '2D 2S', '8542.73.Q96.J952', '3D'),
    ('2H X: nine trumps: preemptive raise over the double', '2H X', 'Q5.K84.Q9763.852', '3H'),
    ('2H 2S: nine trumps: raise to the three level', '2H 2S', '963.A74.K8.Q9852', '3H'),
    ('2S 3H 3S 4H: opener has described the hand; partner decides', '2S 3H 3S 4H', 'KQJ874.5.974.Q63', 'P'),
    ('2H 2S P P: partner passed; the weak two has said it all', '2H 2S P P', 'KQ10965.74.Q83.J4', 'P'),
    ('2S X 3S P: partner\'s raise is preemptive; opener does not bid again', '2S X 3S P', 'KQJ1065.84.Q73.52', 'P'),
    ('2D 2H 3D 3H: partner\'s raise was preemptive; opener leaves the decision',
     '2D 2H 3D 3H', '54.J6.AQJ985.K82', 'P'),
    ('2H 2S X P: partner\'s double is for penalty', '2H 2S X P', '5.KQJ963.A742.84', 'P'),
    ('3H X: ten trumps: raise to game over the double', '3H X', 'K74.Q85.632.J852', '4H'),
    ('3S 4H: ten trumps: sacrifice-minded raise at the four level', '3S 4H', 'Q62.85.K8743.J92', '4S'),
    ('3D 3S: strong self-sufficient hearts and values for game', '3D 3S', 'K7.AKQ1084.5.Q963', '4H'),
    ('P 3D X: ten trumps: preemptive raise over the double', 'P 3D X', '9762.J43.Q52.854', '4D'),
    ('3S 4H P P: the preempt has said it all', '3S 4H P P', 'KQJ9852.4.Q73.J5', 'P'),
    ('4S X: nothing to add; the contract is partner\'s', '4S X', 'K74.Q852.J63.852', 'P'),
    ('3H 3S X P: partner\'s double is for penalty', '3H 3S X P', '5.KQJ9852.Q73.J5', 'P'),
    ('2C 2S: natural positive with a good five-card suit', '2C 2S', '85.KQJ84.Q74.963', '3H'),
    ('2C 2S: a bust over the overcall', '2C 2S', '752.8643.J42.963', 'P'),
    ('2C 2H: penalty double with good trumps behind the overcaller', '2C 2H', '85.KJ104.Q852.J74', 'X'),
    ('2C X: natural positive with a good five-card suit', '2C X', 'Q4.KQJ75.853.742', '2H'),
    ('2C 2S P P: 25-27 balanced with spades stopped', '2C 2S P P', 'AK4.AKQ5.KQ8.AJ3', '3NT'),
    ('2C 2H P P: natural, showing the long suit', '2C 2H P P', 'AKQJ84.5.AKQ3.K4', '2S'),
    ('2C P 2D 2H: 22-24 balanced with hearts stopped', '2C P 2D 2H', 'K4.AQ9.AKJ84.KQ5', '2NT'),
    ('2C 3D: natural positive over their preempt', '2C 3D', '852.KQ1084.A63.74', '3H'),
    ('P 1NT 2H: natural and non-forcing over their overcall', 'P 1NT 2H', 'KJ9863.74.Q52.63', '2S'),
    ('P P 1NT 2C: natural and non-forcing', 'P P 1NT 2C', '7.KJ1084.Q852.964', '2H'),
    ('P P P 1NT 2D: nothing to say', 'P P P 1NT 2D', '75.J63.8542.K962', 'P'),
    ('P 2S 3H: nine trumps: compete to the three level', 'P 2S 3H', 'Q74.85.K962.J963', '3S'),
    ('P P 2H X: nine trumps: preemptive raise over the double', 'P P 2H X', '74.Q95.K8642.J52', '3H'),
    ('P P P 2S 3D: nine trumps: compete to the three level', 'P P P 2S 3D', 'K85.Q74.62.J8642', '3S'),
    ('P 3H X: ten trumps: preemptive raise over the double', 'P 3H X', '8.K74.Q763.J8643', '4H'),
    ('P 1NT X: systems on after the double: transfer to hearts', 'P 1NT X', '63.J97542.Q84.J2', '2D'),
    ('P P 2NT 3D: a bust', 'P P 2NT 3D', '753.8642.J3.9854', 'P'),
    ('P 2C 2S: natural positive with a good five-card suit', 'P 2C 2S', '96.742.AKJ85.863', '3D'),
    ('P P 1NT 2H 2S P: partner\'s 2S is a non-forcing signoff', 'P P 1NT 2H 2S P', 'A7.KJ4.KQ85.Q963', 'P'),
    ('P 1NT 2D: cue-bid is Stayman-like and game forcing with both majors', 'P 1NT 2D', 'A963.KQ74.85.Q63', '3D'),
    ('P P 1NT X: systems on after the double: transfer to spades', 'P P 1NT X', 'QJ10953.84.72.653', '2H'),
    ('P P P 1NT 2H: penalty double: four trumps behind the overcaller and ten points',
     'P P P 1NT 2H', '84.A973.KJ85.Q62', 'X'),
    ('P 2H 2S: nine trumps: compete to the three level', 'P 2H 2S', '8.QJ5.K9752.J964', '3H'),
    ('2S 3D: three-card support and a strong hand: game opposite the weak two', '2S 3D', 'AJ5.K4.874.AKQ63', '4S'),
    ('P P 3S X: ten trumps: preemptive raise over the double', 'P P 3S X', 'J74.K852.96.Q852', '4S'),
    ('P P 3H 3S: ten trumps: raise to the four level', 'P P 3H 3S', '4.Q74.J9852.K863', '4H'),
    ('2C 2D: a bust over the overcall', '2C 2D', '752.853.J42.Q963', 'P'),
    ('P P 2C 2H: natural positive with a good five-card suit', 'P P 2C 2H', 'AJ1074.85.863.K52', '2S'),
    ('1NT 2C 2H P: responder\'s two-level suit is a non-forcing signoff', '1NT 2C 2H P', 'AQ4.K63.KJ52.Q83', 'P'),
    ('1NT X P P: partner is willing to play 1NT doubled', '1NT X P P', 'KQ5.AJ4.K963.Q72', 'P'),
    ('1NT P P X: balanced opener sits for the balancing double; partner can run', '1NT P P X', 'KQ5.AJ4.K963.Q72', 'P'),
    ('1NT P P 2S: partner passed 1NT; no reason to compete', '1NT P P 2S', 'KQ5.AJ4.K963.Q72', 'P'),
    ('2S P P 3H: the weak two has said it all; partner passed', '2S P P 3H', 'KQJ1084.5.Q73.J52', 'P'),
    ('2NT 3D: natural and forcing: five hearts and game values opposite 20-21', '2NT 3D', 'K7.QJ853.754.962', '3H'),
]


# Four trumps opposite partner's weak two in a major make ten: over their bid, straight to the four level.
FOUR_TRUMPS_OPPOSITE_WEAK_TWO = [
    ('2S 3H: four trumps and a singleton opposite the weak two: ten trumps, straight to four',
     '2S 3H', 'K874.6.Q8652.984', '4S'),
    ('2S 3H: a jack more, still weak: four trumps, still the four level',
     '2S 3H', 'K874.6.Q8652.J84', '4S'),
    ('2S 3H: one trump fewer: nine trumps, the three level', '2S 3H', 'K74.63.Q8652.984', '3S'),
    ('2H 3C: four trumps, flat and weak: ten trumps, four of the major', '2H 3C', 'J5.Q962.K743.852', '4H'),
    ('2H 3C: one trump fewer: nine trumps, the raise to three', '2H 3C', 'J5.Q96.K7432.852', '3H'),
    ('2D 3C: four diamonds opposite a weak 2D: the minor competes at three, no jump to four of it',
     '2D 3C', 'J5.Q96.K743.8532', '3D'),
]


# No fit for partner's weak two, values and four good cards in their suit: the penalty double.
PENALTY_DOUBLE_OPPOSITE_WEAK_TWO = [
    ('2H 2S: 12 HCP, AQ10x in their suit and a doubleton heart: penalty double', '2H 2S', 'AQ108.74.KJ63.Q52', 'X'),
    ('2S 3H: the other major, 12 HCP and AQ10x in their hearts: penalty double', '2S 3H', '74.AQ108.KJ63.Q52', 'X'),
    ('2H 2S: one king less, 9 HCP: not enough to double, pass', '2H 2S', 'AQ108.74.J963.Q52', 'P'),
    ('2H 2S: three spades only: no trumps to double, pass', '2H 2S', 'AQ10.74.KJ632.Q52', 'P'),
    ('2H 2S: three hearts: the raise to three by the total trumps comes first', '2H 2S', 'AQ108.743.KJ6.Q52', '3H'),
]


# Over their bid of partner's three-level preempt, a strong six-card major of my own with 14+ HCP bids its game.
OWN_MAJOR_GAME_OPPOSITE_PREEMPT = [
    ('3D 3S: 15 HCP with six hearts headed by AKQ, a singleton diamond: game in hearts',
     '3D 3S', 'K7.AKQ1084.5.Q963', '4H'),
    ('3D 3S: six hearts but only 6 HCP: no game of my own opposite the preempt, pass',
     '3D 3S', '7.QJ10984.52.K963', 'P'),
    ('3D 3S: three diamonds and 5 HCP: ten trumps, the raise to four comes instead', '3D 3S', 'K7.Q1084.J52.9632', '4D'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"),
                         QUIZ + FOUR_TRUMPS_OPPOSITE_WEAK_TWO + PENALTY_DOUBLE_OPPOSITE_WEAK_TWO + OWN_MAJOR_GAME_OPPOSITE_PREEMPT)
def test_our_openings_contested_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """Our side's calls after their double or overcall of our 1NT, 2NT, weak two, preempt or 2C opening."""
    assert_booklet_call(calls, hand, call)
