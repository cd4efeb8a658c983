"""The ``sayc`` system advancing partner's overcall (simple, two-level, weak jump, 1NT) and takeout double, a
second mock exam: the raises by strength and trumps, the cue-bid raise, new suits not forcing, no trump ranges, the
answers to the double at each strength and the penalty pass, over their raise, new suit or redouble, and the
advancer's second call. Each is (the reason, the auction so far with North dealing, the hand to call, the call);
where the booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their
call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1H 1S P: simple raise of the overcall: 4 trumps, 8 HCP, below a limit raise', '1H 1S P', 'K842.73.Q954.K62', '2S'),
    ("1H 1S P: cue-bid of opener's suit: limit raise or better with 4 trumps and 10 HCP", '1H 1S P', 'KJ84.73.A954.Q62', '2H'),
    ('1H 1S P: five trumps, singleton, weak: preemptive raise to game', '1H 1S P', 'Q9842.7.K9854.62', '4S'),
    ('1H 1S P: jump raise of an overcall is preemptive: 4 trumps, 3 HCP', '1H 1S P', 'J843.92.Q9763.83', '3S'),
    ('1H 1S P: 10 HCP, heart stopper, no fit: 1NT about 8-11', '1H 1S P', '72.KJ4.Q86.KJ952', '1NT'),
    ('1H 1S P: new suit by advancer is natural and not forcing; no heart stopper for 1NT', '1H 1S P', '7.854.K96.AQJ952', '2C'),
    ('1H 1S P: 3 HCP and no fit: nothing to say', '1H 1S P', '6.9742.Q8643.J52', 'P'),
    ('1H 1S P: three-card support and 6 HCP: simple raise', '1H 1S P', 'Q84.763.KJ84.952', '2S'),
    ('1H 1S P: three-card support and 12 HCP: cue-bid raise', '1H 1S P', 'Q84.763.AKJ4.Q52', '2H'),
    ('1S 2H P: four-card support, 6 HCP opposite a two-level overcall: simple raise', '1S 2H P', '73.K942.Q854.J62', '3H'),
    ('1S 2D P: 11 HCP, spade stopper, no diamond fit: invitational 2NT', '1S 2D P', 'KQ9.J73.84.AJ962', '2NT'),
    ('1D 2S P: three trumps opposite a weak jump overcall: raise to the level of the fit', '1D 2S P', 'K84.973.9854.Q62', '3S'),
    ('1D 2S P: 16 HCP with support opposite a weak jump overcall: game', '1D 2S P', 'AQ4.K73.A54.K962', '4S'),
    ('1C 2H P: no fit and no game opposite a weak jump overcall', '1C 2H P', '72.J4.KQ84.A9652', 'P'),
    ('1H 1NT P: 3 HCP opposite a 15-18 notrump overcall', '1H 1NT P', '8542.73.Q954.J62', 'P'),
    ('1H 1NT P: Stayman: 8 HCP with four spades opposite the 1NT overcall', '1H 1NT P', 'K842.73.Q954.K62', '2C'),
    ('1H 1NT P: 9 HCP balanced: invite opposite 15-18', '1H 1NT P', '72.K84.Q954.KJ62', '2NT'),
    ('1H 1NT P: 12 HCP balanced: game opposite 15-18', '1H 1NT P', '72.K84.KQ54.KJ62', '3NT'),
    ('1H X P: 0-8 answer to a takeout double: cheapest major', '1H X P', '8542.73.Q954.J62', '1S'),
    ('1H X P: 9-11 HCP: jump in the major', '1H X P', 'K842.73.A954.K62', '2S'),
    ('1H X P: 12 HCP and six spades: game opposite a takeout double', '1H X P', 'KQ9842.7.A95.K62', '4S'),
    ('1H X P: 7 HCP balanced with a heart stopper and no major: 1NT 6-10', '1H X P', '742.KJ9.Q85.J862', '1NT'),
    ('1H X P: 12 HCP balanced with a heart stopper: 2NT 11-12', '1H X P', '742.KJ9.A85.KJ62', '2NT'),
    ('1H X P: 16 HCP balanced with a heart stopper: 3NT', '1H X P', 'A42.KJ9.A85.KJ62', '3NT'),
    ('1H X P: penalty pass: six solid trumps and no other values', '1H X P', '7.KQJ1097.854.962', 'P'),
    ('1H X P: forced to bid with a weak hand: cheapest four-card suit, never pass on weak trumps', '1H X P', '7.Q9842.854.9632', '2C'),
    ('1S X P: 0-8 HCP: bid the major at the cheapest level', '1S X P', '84.Q9753.K84.962', '2H'),
    ('1S X P: 8 HCP is still the minimum range: non-jump 2H', '1S X P', '84.KQ975.K84.962', '2H'),
    ('1S X P: 9 HCP and five hearts: jump to 3H', '1S X P', '84.KQ975.A84.962', '3H'),
    ('1D X P: 4-4 in the majors, weak: bid hearts first, up the line', '1D X P', 'Q942.K873.84.962', '1H'),
    ('1D X P: no major: bid the five-card club suit', '1D X P', '942.873.84.KQ962', '2C'),
    ('1C X P: no major: cheapest four-card suit', '1C X P', '942.873.K984.962', '1D'),
    ('1H X 2H: free bid over the raise: four spades and some values', '1H X 2H', 'K842.73.Q954.J62', '2S'),
    ('1H X 2H: the raise releases advancer: pass with nothing', '1H X 2H', '8542.73.9654.J62', 'P'),
    ('1H X XX: after the redouble, weak advancer names a four-card suit', '1H X XX', '8542.73.9654.J62', '1S'),
    ('1D X 1S: free bid with a five-card heart suit and 7 HCP', '1D X 1S', '742.KJ853.84.Q96', '2H'),
    ('1H 1S 2H: competitive raise with four trumps over their raise', '1H 1S 2H', 'K842.73.Q954.J62', '2S'),
    ('1H 1S 2H: cue-bid over their raise: limit raise or better with four trumps', '1H 1S 2H', 'K842.73.A954.K62', '3H'),
    ("1D 1H 1S: raise partner's overcall with three trumps over responder's 1S", '1D 1H 1S', '84.K73.Q954.J962', '2H'),
    ("1H 2C 2H: raise partner's two-level overcall with four trumps and 8 HCP", '1H 2C 2H', '73.K84.Q954.K962', '3C'),
    ('1C 2H 3C: three trumps opposite a weak jump: compete to the three level', '1C 2H 3C', 'K84.Q73.9854.962', '3H'),
    ('1H 1S P 2H P 2S P: limit raise only; partner signed off with a minimum', '1H 1S P 2H P 2S P', 'Q84.763.AKJ4.952', 'P'),
    ("1H X P 1S P 2S P: 3 HCP: decline the doubler's invitation", '1H X P 1S P 2S P', '8542.73.Q954.J62', 'P'),
    ('1H X P 1S P 2S P: 8 HCP is the top of the minimum answer: accept the raise', '1H X P 1S P 2S P', 'K842.73.Q954.K62', '4S'),
    ('1H 1S P 1NT P 2S P: partner showed a minimum with long spades: pass', '1H 1S P 1NT P 2S P', '72.KJ4.Q86.KJ952', 'P'),
    ('1H 1S P 2C P 2S P: partner rebid his suit, not forcing; no more to say', '1H 1S P 2C P 2S P', '7.854.K96.AQJ952', 'P'),
    ("1H 1S P 2H P 3S P: partner's 3S shows extras over the cue-bid; with 12 HCP accept", '1H 1S P 2H P 3S P', 'Q84.763.AKJ4.Q52', '4S'),
    ('1D X P 2D P 2H P: cue-bid found the heart fit; 13 HCP: game', '1D X P 2D P 2H P', 'KJ98.AQ98.84.K62', '4H'),
    ('1D X P 2D P 2S P: cue-bid found the spade fit; 13 HCP: game', '1D X P 2D P 2S P', 'KJ98.AQ98.84.K62', '4S'),
    ("1D X P 1H P 2H P: 1 HCP: decline the doubler's raise", '1D X P 1H P 2H P', '84.9753.984.J962', 'P'),
    ('1D X P 1H P 3H P: jump raise by doubler is a strong invitation; 6 HCP with four trumps accepts', '1D X P 1H P 3H P', '84.KQ75.984.J962', '4H'),
    ('P P 1C 1H P: passed hand with three-card support: raise rather than a new suit', 'P P 1C 1H P', 'K842.Q73.Q954.62', '2H'),
    ('P P 1D X P: 6 HCP: cheapest major', 'P P 1D X P', 'K842.Q73.954.J62', '1S'),
    ('P P 1D X P: 9 HCP: jump in the major', 'P P 1D X P', 'A842.Q73.954.K62', '2S'),
    ('P P P 1D 1S P: 8 HCP with three trumps: simple raise', 'P P P 1D 1S P', 'Q84.K73.9854.K62', '2S'),
    ('P P P 1D 1S P: 12 HCP with three trumps: cue-bid raise', 'P P P 1D 1S P', 'Q84.K73.A854.K62', '2D'),
    ('P 1C 1H P: four trumps and 4 HCP: preemptive jump raise', 'P 1C 1H P', '84.KJ73.9854.962', '3H'),
    ('P 1C 1H P: three trumps and 12 HCP: cue-bid raise first', 'P 1C 1H P', '84.K73.QJ54.AJ62', '2C'),
    ('P 1D 1S P: good six-card suit, misfit: new suit not forcing', 'P 1D 1S P', '7.AQJ984.K54.962', '2H'),
    ('1S X P: 10 HCP with four hearts: jump', '1S X P', '84.K973.AQ4.J962', '3H'),
    ('1H X P: penalty pass with a strong five-card trump holding', '1H X P', 'Q942.AQJ109.84.62', 'P'),
    ('1D X P: 10 HCP, 4-4 majors: jump in hearts', '1D X P', 'KJ98.AQ98.84.962', '2H'),
    ('1D X P: 13 HCP, 4-4 majors: cue-bid to find the fit', '1D X P', 'KJ98.AQ98.84.K62', '2D'),
    ('1C X P: 4-4 majors, weak: bid hearts first', '1C X P', '8542.9643.8.J962', '1H'),
]

# Balanced with their suit stopped and a weak five-card minor: no trump at every strength (2NT 12–14), not a
# minor partner may pass; a singleton, no stopper, or a good minor keep the suit.
NT_BEFORE_A_MINOR_WITH_VALUES = [
    ('1H 1S P: 14 HCP balanced, heart stopper: 2NT invites, a non-forcing 2C would hide the values',
     '1H 1S P', '72.KJ4.AQ6.KJ952', '2NT'),
    ('1H 1S P: 13 HCP balanced with weak diamonds and a heart stopper: 2NT', '1H 1S P', '72.KJ4.AJ986.K52', '2NT'),
    ('1H 1S P: the same values with a good club suit (two top honours): the suit is worth showing, 2C',
     '1H 1S P', '72.K84.Q86.AKJ95', '2C'),
    ('1H 1S P: one point less in the minor suit (11 HCP) with a good suit: 2C, not forcing',
     '1H 1S P', '72.K84.986.AKJ95', '2C'),
    ('1H 1S P: 10 HCP balanced with a weak club suit: 1NT 8-11', '1H 1S P', '72.KJ4.Q96.KJ952', '1NT'),
    ('1H 1S P: a singleton spade, not balanced: the club suit, 2C', '1H 1S P', '7.KJ4.AQ62.KJ952', '2C'),
    ('1H 1S P: no heart stopper: the club suit, 2C', '1H 1S P', '72.874.AQ6.KJ952', '2C'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), QUIZ + NT_BEFORE_A_MINOR_WITH_VALUES)
def test_advancing_exam2(reason: str, calls: str, hand: str, call: str) -> None:
    """The advancer makes the expected call."""
    assert_booklet_call(calls, hand, call)
