"""The ``sayc`` system advancing partner's overcall (simple, 1NT, weak jump) and takeout double, as a mock exam
sets it: raises by the total trumps, the cue bid, new suits not forcing, no trump ranges, the jump answers to the
double, the penalty pass, over their raise or new suit; the overcaller's and doubler's rebid and the advancer's
second call. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H 1S P: simple raise of the overcall: three trumps, 6 HCP', '1H 1S P', 'K84.73.QJ62.9854', '2S'),
    ('1H 1S P: jump raise of an overcall is preemptive: four trumps, weak', '1H 1S P', 'K842.7.QJ762.985', '3S'),
    ('1H 1S P: cue bid of their suit: limit raise or better in spades', '1H 1S P', 'AJ84.73.KQ62.J85', '2H'),
    ('1H 1S P: five trumps and shape, weak: preemptive raise to game', '1H 1S P', 'Q9853.4.KJ872.72', '4S'),
    ('1H 1S P: 10 HCP, heart stopper, no spade fit', '1H 1S P', '73.KJ4.AJ82.J953', '1NT'),
    ('1H 1S P: good six-card suit, no fit: new suit, not forcing', '1H 1S P', '72.854.AKJ953.84', '2D'),
    ('1H 1S P: 4 HCP and a singleton spade: nothing to say', '1H 1S P', '6.9742.QJ753.J82', 'P'),
    ('1H 1S P: 14 HCP with three trumps: cue bid first', '1H 1S P', 'AQ4.762.KQ83.K92', '2H'),
    ('P 1D 1H P: 12 HCP with four hearts: cue bid, limit raise or better', 'P 1D 1H P', 'QJ74.Q62.A83.K92', '2D'),
    ('P 1D 1H P: four trumps, 6 HCP: simple raise', 'P 1D 1H P', '974.Q842.K63.J95', '2H'),
    ('P 1D 1H P: four trumps with a singleton, weak: preemptive jump raise', 'P 1D 1H P', '8.J974.K6532.Q95', '3H'),
    ('P 1D 1H P: 13 HCP, two diamond stoppers, doubleton heart: natural invitation (11-14)',
     'P 1D 1H P', 'AQ2.J4.KJ93.Q874', '2NT'),
    ('1H 1S 2H: three trumps, 6 HCP: compete to the two level', '1H 1S 2H', 'K74.843.Q8632.J4', '2S'),
    ('1H 1S 2H: four trumps, weak: preemptive jump raise over their raise', '1H 1S 2H', 'KJ74.8.Q8632.954', '3S'),
    ('1H 1S 2H: cue bid over their raise: limit raise or better', '1H 1S 2H', 'AJ4.84.KQ63.Q954', '3H'),
    ('1H 1S 2H: four trumps and shape, weak: nine trumps, the three level', '1H 1S 2H', '8632.54.A9742.93', '3S'),
    ('1S 2C P: three-card raise of a two-level overcall, 6 HCP', '1S 2C P', '842.K73.J952.Q86', '3C'),
    ('1S 2C P: 12 HCP with club support and no spade stopper: cue bid', '1S 2C P', '84.AK73.Q952.K86', '2S'),
    ('1S 2C P: 3 HCP, no fit', '1S 2C P', '9742.Q63.J852.84', 'P'),
    ('P P 1C 1S P: three trumps, 6 HCP: simple raise', 'P P 1C 1S P', 'K95.8642.Q73.J84', '2S'),
    ('P P 1C 1S P: 11 HCP with four trumps: cue bid', 'P P 1C 1S P', 'A965.K7.KJ84.852', '2C'),
    ('P P 1C 1S P: five trumps and a singleton, weak: preemptive raise to game',
     'P P 1C 1S P', 'QJ753.8.9652.J72', '4S'),
    ('P P P 1D 1S P: 10 HCP with a diamond stopper, no fit', 'P P P 1D 1S P', '83.K72.AJ4.Q9653', '1NT'),
    ('P P P 1D 1S P: good six-card heart suit, not forcing', 'P P P 1D 1S P', 'Q2.KQJT84.73.962', '2H'),
    ('P P P 1D 1S P: 3 HCP, no fit', 'P P P 1D 1S P', 'J5.9743.862.Q843', 'P'),
    ('1C 1N P: 1NT overcall systems on: 8 HCP with both majors, Stayman', '1C 1N P', 'KJ84.Q853.72.Q95', '2C'),
    ('1C 1N P: systems on: transfer to hearts', '1C 1N P', '72.QJ9853.84.K72', '2D'),
    ('1C 1N P: 10 HCP opposite 15-18, balanced: game', '1C 1N P', '84.K72.QJ3.A9652', '3NT'),
    ('1H 1N P: 4 HCP opposite 15-18: pass', '1H 1N P', '9742.J3.Q853.J62', 'P'),
    ('1H 1N P: 11 HCP with four spades: Stayman', '1H 1N P', 'AJ83.72.KJ95.Q84', '2C'),
    ('1H 1N P: systems on: weak hand with long clubs, transfer (2S to clubs)', '1H 1N P', '73.842.J4.QJ9742', '2S'),
    ('1D 2S P: three trumps, weak: raise a weak jump overcall to the three level', '1D 2S P', 'K84.73.Q962.J854', '3S'),
    ('1D 2S P: 16 HCP with three trumps: game opposite a weak jump overcall', '1D 2S P', 'AQ7.K82.A963.K94', '4S'),
    ('1D 2S P: 6 HCP with a doubleton: no game, no fit to extend', '1D 2S P', '95.K873.Q842.J63', 'P'),
    ('1D 2S P: four trumps and a singleton, weak: ten trumps, jump to game', '1D 2S P', 'K953.4.J8642.Q73', '4S'),
    ('1C 2H P: three trumps, weak: raise a weak jump overcall to three', '1C 2H P', '73.Q84.K9632.J84', '3H'),
    ('1C 2H P: singleton heart, 10 HCP: no game opposite a weak jump overcall', '1C 2H P', 'KQ94.7.A852.J963', 'P'),
    ('1D X P: 5 HCP with four spades: cheapest four-card major', '1D X P', '8432.K62.854.Q73', '1S'),
    ('1D X P: 10 HCP with four spades: jump, invitational', '1D X P', 'Q742.KJ3.842.A95', '2S'),
    ('1D X P: 13 HCP with both majors: cue bid, forcing', '1D X P', 'KJ72.AQ84.72.K95', '2D'),
    ('1D X P: 7 HCP with a diamond stopper, no four-card major', '1D X P', '742.Q85.KJ9.J862', '1NT'),
    ('1D X P: 12 HCP with diamond stoppers: invitational', '1D X P', '84.K93.AQ95.K962', '2NT'),
    ('1D X P: 14 HCP with diamond stoppers: game', '1D X P', '84.K93.AQ95.KQ62', '3NT'),
    ('1D X P: penalty pass: long solid diamonds', '1D X P', '5.762.KQJT98.842', 'P'),
    ('1D X P: 1 HCP: must answer, cheapest four-card major', '1D X P', '943.8654.732.J42', '1H'),
    ('1D X P: 9 HCP with four hearts: jump, invitational', '1D X P', '943.7654.A2.KQ42', '2H'),
    ('1D X 2D: 8 HCP with four spades: free bid over their raise', '1D X 2D', 'K843.K72.854.Q73', '2S'),
    ('1D X 1S: 8 HCP with five hearts: natural competitive bid over their new suit',
     '1D X 1S', 'Q7.KJ843.854.Q73', '2H'),
    ('1D X 2D: 0 HCP: their raise releases me', '1D X 2D', '9843.8542.854.73', 'P'),
    ('1C X P: 10 HCP with six spades: jump, invitational', '1C X P', 'KJ8532.A4.Q62.84', '2S'),
    ('1C X P: 12 HCP with six hearts: game', '1C X P', '9.AK8643.KQ72.84', '4H'),
    ('1C X P: 6 HCP, no four-card major: the cheapest suit', '1C X P', '742.954.KJ83.Q82', '1D'),
    ('1C X P: 3 HCP, no four-card major: cheapest suit, never pass a takeout double for lack of points',
     '1C X P', 'J42.Q73.9652.843', '1D'),
    ('1H X P: 13 HCP balanced with heart stoppers: 3NT (13-16)', '1H X P', 'KQ5.AJ3.Q842.J94', '3NT'),
    ('1H X P: 6 HCP with four spades', '1H X P', '9532.Q82.K73.J84', '1S'),
    ('P P 1S X P: 6 HCP: diamonds, the only four-card unbid suit', 'P P 1S X P', '9742.Q63.K852.J4', '2D'),
    ('P P 1S X P: 10 HCP with five hearts: jump, invitational', 'P P 1S X P', '72.KJ963.Q84.A92', '3H'),
    ('P P 1S X P: 11 HCP with a spade stopper: invitational', 'P P 1S X P', 'KJ9.Q83.A942.J83', '2NT'),
    ('1S X 2S: 7 HCP with five hearts: compete over their raise', '1S X 2S', '72.KJ842.Q63.J94', '3H'),
    ('1S X 2S: 3 HCP: their raise releases me', '1S X 2S', '972.8543.Q72.J84', 'P'),
    ('1H 1S P 2S P: minimum overcall opposite a simple raise', '1H 1S P 2S P', 'KQJ84.73.A62.Q95', 'P'),
    ('1H 1S P 2H P: minimum overcall after the cue bid: sign off', '1H 1S P 2H P', 'QJ854.73.A62.Q95', '2S'),
    ('1H 1S P 2H P: sound opening values opposite a limit raise: game', '1H 1S P 2H P', 'AKJ84.73.A62.K95', '4S'),
    ("1H 1S P 2H P 2S P: limit raise opposite the overcaller's sign-off: pass",
     '1H 1S P 2H P 2S P', 'AJ84.73.KQ62.J85', 'P'),
    ("1D X P 1S P: minimum double: pass partner's answer", '1D X P 1S P', 'KJ73.AQ84.72.K95', 'P'),
    ("1D X P 1H P 2H P: 9 HCP opposite the doubler's raise: accept", '1D X P 1H P 2H P', '842.KJ73.Q84.K92', '4H'),
    ("1D X P 1H P 2H P: 2 HCP opposite the doubler's raise: decline", '1D X P 1H P 2H P', '842.J973.854.J92', 'P'),
    ('1D X P 2S P: 16 HCP with four spades opposite an invitational jump: game',
     '1D X P 2S P', 'AK73.KQ84.72.A95', '4S'),
    ('1D X P 2D P 2H P: game values found the heart fit: game', '1D X P 2D P 2H P', 'KJ72.AQ84.72.K95', '4H'),
    ('P 1D 1S P 2D P: minimum overcall after the cue bid: sign off', 'P 1D 1S P 2D P', 'KQJ94.K73.82.Q85', '2S'),
]


# Advancing an overcall: a balanced 8-11 with their suit stopped bids 1NT before a ragged five-card minor at two.
NT_BEFORE_A_WEAK_MINOR = [
    ('P P P 1D 1S P: the same with a good club suit (two of the top three): the suit is worth showing',
     'P P P 1D 1S P', '83.K72.AJ4.AQ653', '2C'),
    ('P P P 1D 1S P: the same with a singleton spade, not balanced: the own suit, not forcing',
     'P P P 1D 1S P', '3.K872.AJ4.Q9653', '2C'),
    ('P P P 1D 1S P: one point less, 9 HCP, the same shape: 1NT as before', 'P P P 1D 1S P', '83.K72.KJ4.Q9653', '1NT'),
    ('1H 1S P: the other seat, hearts stopped, balanced 10 HCP with a weak five-card minor: 1NT',
     '1H 1S P', '83.K72.AJ4.Q9653', '1NT'),
    ('1H 1S P: six good clubs, no heart stopper: the own suit at two, not forcing',
     '1H 1S P', '83.72.AJ4.KQ9653', '2C'),
]


# Answering a takeout double of a one-bid with 6-7 HCP: a four-card suit at the one level comes before 1NT.
ONE_LEVEL_SUIT_BEFORE_1NT = [
    ('1C X P: 7 HCP with four diamonds: the suit at the one level, 1NT would show 8-10', '1C X P', '742.954.KJ83.K82', '1D'),
    ('1C X P: 8 HCP with clubs stopped and balanced: 1NT (8-10) now', '1C X P', '742.954.KJ83.KJ2', '1NT'),
    ('1C X P: one diamond fewer, no four-card suit to bid at one: 1NT with clubs stopped',
     '1C X P', '742.954.KJ8.Q852', '1NT'),
    ('1H X P: without hearts stopped the cheapest answer is the four-card diamonds at two',
     '1H X P', '742.954.KJ83.Q82', '2D'),
    ('1D X P: four hearts at the one level, 6 HCP: the major, not 1NT', '1D X P', '742.9543.KJ8.Q82', '1H'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), QUIZ + NT_BEFORE_A_WEAK_MINOR + ONE_LEVEL_SUIT_BEFORE_1NT)
def test_advancing_exam(reason: str, calls: str, hand: str, call: str) -> None:
    """The advancer, overcaller and doubler make the expected call."""
    assert_booklet_call(calls, hand, call)
