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
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_competitive_later_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
