"""The ``sayc`` system's second and later calls in competition, as a teacher marks a student: what
partner's calls show once they have bid over our 1NT, the sign-off that stays a sign-off, the penalty
double that stands, the escape from a penalty double. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream SAYC
practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Their bid over our 1NT turns the conventions off: responder's two-level suit is natural, to play.
    ("partner's 2S over their 2H overcall of my 1NT is spades, not a relay: four trumps compete to 3S",
     "1NT 2H 2S 3H", "J765.AK2.Q92.AK8", "3S"),
    ("partner's natural 2S, their 3H: the 1NT opener with a doubleton spade passes", "1NT 2H 2S 3H", "Q7.AK52.Q92.AK86", "P"),
    ("partner's 2D over their 2C overcall of my 1NT is diamonds, to play, not a transfer: pass",
     "1NT 2C 2D P", "AKJ2.KQ3.Q32.J32", "P"),
    # Responder's two-level suit over their interference was to play: no game when they compete and partner passes.
    ("my 2H over their 2C was to play (under 10 HCP); partner passed their 3C: no game with 7 HCP",
     "1NT 2C 2H 3C P P", "K953.A87642.T4.T", "P"),
    ("my 2H over their 2C was to play; 9 HCP and six hearts: their 3C took the room to invite, game",
     "1NT 2C 2H 3C P P", "K953.AQ8642.T4.T", "4H"),
    ("my 2H over their 2C was to play; seven hearts compete to 3H by the total trumps, not game",
     "1NT 2C 2H 3C P P", "K95.A876432.T4.T", "3H"),
    ("my escape to 2H from partner's balancing 1NT doubled was weak: pass their 3D, no game with 7 HCP",
     "1S P P 1NT X 2H 3D P P", "A76.K98543.9.632", "P"),
    # Partner's double of their overcall of my 1NT is for penalty: it stands.
    ("partner doubled their 2S overcall of my 1NT for penalty: pass, do not invite in no trump",
     "1NT 2S X P", "AQ7.KJ.862.AQJ53", "P"),
    # My penalty double of their 1NT: partner's suit is a weak escape, not an answer to a takeout double.
    ("partner ran to 2S from my penalty double of their 1NT: a weak hand, pass rather than raise",
     "1NT X P 2S P", "AJ93.KQJ7.9.A532", "P"),
    # Opener's six-card suit after their takeout double and its answer: 16+ HCP jump, not a double.
    ("their double answered 1S: opener with 19 HCP and six good hearts jumps to 3H rather than doubling",
     "1H X P 1S", "AJ.AK9876.K6.A73", "3H"),
    ("their double answered 1S: opener with 13 HCP and six hearts rebids 2H", "1H X P 1S", "AJ.KQ9876.K6.J73", "2H"),
    ("their overcall passed round: a strong opener with five hearts short in clubs still reopens with a double",
     "1H 2C P P", "A2.AKJ76.K65.J73", "X"),
    # The overcaller's sound hand over advancer's new suit, which does not force: it says so rather than pass.
    ("partner's 2H advance does not force: the overcaller with 16 HCP, six diamonds and a singleton heart rebids 3D",
     "P P 1C 1D 2C 2H P", "A43.A.KQT864.K75", "3D"),
    ("partner's 1S advance does not force: the overcaller with 16 HCP, clubs stopped and no fit shows it with 1NT",
     "1C 1H P 1S P", "J7.AK762.A9.A642", "1NT"),
    ("partner's 1S advance does not force: the overcaller with 12 HCP and no club stopper passes",
     "1C 1H P 1S P", "J7.AK762.A9.5432", "P"),
    # Partner's jump raise straight over their takeout double is preemptive (four trumps, weak), not a limit raise.
    ("partner's 3S over their double is preemptive: opener with 13 HCP passes", "1S X 3S P", "A8543.AQ5.6.QJT3", "P"),
    ("partner's 3H over their double is preemptive: opener with 20 HCP and six hearts bids game", "1H X 3H P",
     "AK53.AKQT64.A3.9", "4H"),
    ("partner's preemptive 3S over their double: six trumps make ten, 14 HCP and a singleton bid game", "1S X 3S P",
     "KQT754.AJ6.KJ4.T", "4S"),
    ("partner's preemptive 3S over their double: six trumps but 11 HCP, pass", "1S X 3S P", "KQT754.J96.KJ4.T", "P"),
    ("partner's preemptive jump raise of my overcall shows four trumps: six of mine make ten, compete to 4S",
     "1C 1S 2C 3S 4C", "KQT983.AKT.K98.5", "4S"),
    ("partner's preemptive jump raise of my overcall: five of mine make nine, let them play 4C",
     "1C 1S 2C 3S 4C", "KQT98.AKT.K987.5", "P"),
    # Partner's forcing three-level suit over their overcall of my 1NT still forces when they bid again.
    ("partner's 3D forces over their 2H; their 3H does not end it: hearts stopped, 3NT", "1NT 2H 3D 3H",
     "AJ.QJ3.KJT63.AJ2", "3NT"),
    ("partner's forcing 3S over their 2H, then their 4H: three spades, game in them", "1NT 2H 3S 4H", "K43.K3.KQ42.A765", "4S"),
    ("partner's forcing 3D, their 3H: no heart stopper, four diamonds raise", "1NT 2H 3D 3H", "AJ4.432.KJT6.AKJ", "4D"),
    # Their bid over partner's negative double frees opener: a minimum without the unbid major passes.
    ("their 1NT over partner's negative double: opener with a 12-count passes, no 2NT at the two level",
     "1D 1S X 1NT", "JT72.94.AQ95.KQ6", "P"),
    ("their raise over partner's negative double: opener with 13 HCP balanced passes rather than 2NT",
     "1D 1H X 2H", "K5.K754.AJT7.Q85", "P"),
    ("their raise over partner's negative double: four spades still bid 2S", "1D 1H X 2H", "KJ54.K75.AQ85.Q8", "2S"),
    ("their raise over partner's negative double: a six-card suit competes", "1D 1H X 2H", "K5.K7.AQJT74.Q85", "3D"),
    ("no bid over partner's negative double: opener with 13 HCP balanced and a heart stopper bids 1NT",
     "1D 1H X P", "K5.K754.AJT7.Q85", "1NT"),
    # Responder's 6–10 no trump over opener's one-level rebid is 1NT; over their two-level bid it would invite.
    ("their 2D over opener's 1S: responder with 6 HCP passes, 2NT would invite", "1C 1D 1H P 1S 2D", "AT.Q972.T852.T95", "P"),
    ("opener's 1S unopposed: responder with 6 HCP and no fit bids 1NT", "1C 1D 1H P 1S P", "AT.Q972.T852.T95", "1NT"),
    # Responder's two-level suit straight over their 1NT overcall is weak, to play: not the booklet's two-over-one.
    ("partner's 2C over their 1NT overcall is to play: opener with a balanced 12 passes, no 2NT rebid",
     "P P 1D 1NT 2C P", "KT63.KJ96.Q42.K5", "P"),
    ("partner's 2C over their 1NT overcall is to play: no reverse with 17 HCP either", "P P 1D 1NT 2C P", "AT63.KJ96.Q4.AK5", "P"),
    ("my 2C over their 1NT overcall was weak: opener's 2D does not force: 6 HCP pass",
     "P 1H 1NT 2C P 2D P", "9.T3.AT97.QT9532", "P"),
    # Our game over theirs in a minor needs nine trumps: eleven tricks on eight do not come.
    ("their 4H over our club fit of eight: no 5C", "1C 2NT X 3H P 4H", "432.AT.AJ9.QT753", "P"),
    ("their 4H over our club fit of nine: 5C", "1C 2NT X 3H P 4H", "432.A.AJ9.QT7532", "5C"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_competitive_later_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
