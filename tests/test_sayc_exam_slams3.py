"""The ``sayc`` system on the road to slam, as a third mock exam sets it: the answers to Blackwood and Gerber and
the asker's next call (two aces missing: five of the agreed suit, or a pass when the answer is that suit; 5NT and
5C for kings), DOPI over their bid and ROPI over their double, Gerber over 1NT, 2NT and 2C 2D 2NT, quantitative
4NT against the ace ask (after a no trump rebid, a 2NT response, a transfer; Blackwood after a minor raise), a solid
minor opposite 1NT, jump shifts, and the hands that stay out of slam. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard American
practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1S P 3S P 4NT P: Blackwood answer: one ace', '1S P 3S P 4NT P', 'K95.KQ84.A73.862', '5D'),
    ('1S P 3S P 4NT P: Blackwood answer: two aces', '1S P 3S P 4NT P', 'QJ84.A962.A95.73', '5H'),
    ('1S P 3S P 4NT P: Blackwood answer: no ace (5C is 0 or 4)', '1S P 3S P 4NT P', 'QJ84.KJ62.K95.73', '5C'),
    ('1S P 3S P 4NT P: Blackwood answer: three aces', '1S P 3S P 4NT P', 'A984.A76.A973.85', '5S'),
    ("1H P 2NT P 4H P 4NT P: after Jacoby and a minimum 4H, responder's 4NT asks; one ace",
     '1H P 2NT P 4H P 4NT P', 'K7.AQJ86.K94.J93', '5D'),
    ('1D P 1S P 3S P 4NT P: four aces are shown with 5C (0 or 4)', '1D P 1S P 3S P 4NT P', 'A962.A5.AJ73.A84', '5C'),
    ('2S P 4NT P: weak two opener answers Blackwood: one ace', '2S P 4NT P', 'KQJ973.84.A62.85', '5D'),
    ('P 1H P 3H P 4NT P: limit raiser answers Blackwood: one ace', 'P 1H P 3H P 4NT P', 'A84.K952.Q73.K62', '5D'),
    ('P P P 1S P 3S P 4NT P: two aces', 'P P P 1S P 3S P 4NT P', 'KJ84.A62.A73.962', '5H'),
    ('1H P 2NT P 3D P 4NT P: a void is not an ace: no aces', '1H P 2NT P 3D P 4NT P', 'KJ5.KQJ86.-.KQ873', '5C'),
    ('1C P 3C P 4NT P: 4NT after a raise of a minor is Blackwood: one ace',
     '1C P 3C P 4NT P', 'K84.Q3.A95.J8652', '5D'),
    ('1D P 2D P 4NT P: 4NT after a single raise of a minor asks: one ace', '1D P 2D P 4NT P', 'Q84.K73.A962.852', '5D'),
    ('1C P 1H P 2H P 4NT P: hearts agreed: 4NT asks; one ace', '1C P 1H P 2H P 4NT P', 'K84.KJ73.A5.Q862', '5D'),
    ('1D P 3D P 4NT P: diamonds agreed: two aces', '1D P 3D P 4NT P', 'Q84.A7.A962.8652', '5H'),
    ('2C P 2D P 2S P 3S P 4NT P: one ace', '2C P 2D P 2S P 3S P 4NT P', 'Q84.K73.A962.852', '5D'),
    ("1D P 2H P 3H P 4NT P: after responder's jump shift and raise, 4NT asks: one ace",
     '1D P 2H P 3H P 4NT P', 'K84.QJ73.AQ962.5', '5D'),
    ("1D P 1S P 3C P 4C P 4NT P: after opener's jump shift and the club raise: no ace",
     '1D P 1S P 3C P 4C P 4NT P', 'KJ84.83.Q5.QJ962', '5C'),
    ('1S P 3S P 4NT P 5D P: two aces missing: sign off in five of the trump suit',
     '1S P 3S P 4NT P 5D P', 'AKJ74.KQ6.KQ5.K3', '5S'),
    ('1S P 3S P 4NT P 5H P: one ace missing: bid the small slam', '1S P 3S P 4NT P 5H P', 'AKJ74.KQ6.KQ5.K3', '6S'),
    ('1S P 3S P 4NT P 5C P: two aces missing: five of the trump suit',
     '1S P 3S P 4NT P 5C P', 'AKJ874.A5.KQJ.Q3', '5S'),
    ('1H P 3H P 4NT P 5H P: two aces missing and the answer is our trump suit: pass',
     '1H P 3H P 4NT P 5H P', 'KQ5.KQJ874.KQ.K5', 'P'),
    ('1D P 3D P 4NT P 5D P: two aces missing and 5D is our trump suit: pass',
     '1D P 3D P 4NT P 5D P', 'KQ5.KQ4.AKJ874.5', 'P'),
    ('1S P 2H P 3H P 4NT P 5C P: two aces missing: sign off in hearts, the agreed suit',
     '1S P 2H P 3H P 4NT P 5C P', 'A5.AKQJ84.K73.Q5', '5H'),
    ("1S P 2H P 3H P 4NT P 5D P: two aces missing: hearts, not opener's spades",
     '1S P 2H P 3H P 4NT P 5D P', 'K5.AKQJ84.KQ3.Q5', '5H'),
    ('1S P 2H P 3H P 4NT P 5H P: one ace missing: small slam, do not pass 5H',
     '1S P 2H P 3H P 4NT P 5H P', 'K5.AKQJ84.KQ3.Q5', '6H'),
    ('1H P 2S P 3S P 4NT P 5D P: one ace missing: small slam', '1H P 2S P 3S P 4NT P 5D P', 'AKQJ84.K5.A3.K72', '6S'),
    ('1S P 3S P: slam values with a singleton: check aces', '1S P 3S P', 'AKQJ74.KQ5.KQ4.5', '4NT'),
    ('1S P 3S P 4NT 5C P P: DOPI pass shows one ace; one missing', '1S P 3S P 4NT 5C P P', 'AKQJ74.KQ6.A5.K4', '6S'),
    ('1S P 3S P 4NT P 5D P 5NT P: 5NT asks kings: two kings', '1S P 3S P 4NT P 5D P 5NT P', 'K84.A73.K962.Q85', '6H'),
    ('1H P 3H P 4NT P 5H P 5NT P: 5NT asks kings: no king', '1H P 3H P 4NT P 5H P 5NT P', 'A4.Q873.A962.J85', '6C'),
    ('2C P 2D P 2H P 3H P 4NT P 5D P 5NT P: 5NT asks kings: three kings',
     '2C P 2D P 2H P 3H P 4NT P 5D P 5NT P', 'K84.K973.A62.K85', '6S'),
    ('1D P 1S P 3S P 4NT P 5S P 5NT P: 5NT asks kings: one king',
     '1D P 1S P 3S P 4NT P 5S P 5NT P', 'A962.A5.KJ73.A84', '6D'),
    ('1NT P 4C P: Gerber: one ace', '1NT P 4C P', 'AQ4.KJ73.KQ5.Q82', '4H'),
    ('1NT P 4C P: Gerber: no ace', '1NT P 4C P', 'KQ4.KJ73.KQ5.QJ2', '4D'),
    ('1NT P 4C P: Gerber: two aces', '1NT P 4C P', 'A84.KQ73.A95.Q82', '4S'),
    ('1NT P 4C P: Gerber: three aces', '1NT P 4C P', 'A84.A973.A95.K82', '4NT'),
    ('2NT P 4C P: Gerber over 2NT: two aces', '2NT P 4C P', 'AKJ.KQ73.A95.QJ2', '4S'),
    ('2NT P 4C P: Gerber over 2NT: one ace', '2NT P 4C P', 'KQJ.KQ73.A95.KQ2', '4H'),
    ('P P 1NT P 4C P: Gerber: one ace', 'P P 1NT P 4C P', 'AQ5.KJ73.KQ5.982', '4H'),
    ('P 1NT P 4C P: Gerber: two aces', 'P 1NT P 4C P', 'A84.A973.KQ5.K82', '4S'),
    ('2C P 2D P 2NT P 4C P: 4C over 2C-2D-2NT is Gerber: two aces', '2C P 2D P 2NT P 4C P', 'AKJ.KQ73.AQ5.KQ2', '4S'),
    ('2C P 2D P 2NT P 4C P: Gerber: three aces', '2C P 2D P 2NT P 4C P', 'AKJ.AQ73.AQ5.KJ2', '4NT'),
    ('1NT P 4C P 4H P: two aces missing: 4NT after Gerber is to play', '1NT P 4C P 4H P', 'KQ5.A4.KQJ84.J73', '4NT'),
    ('1NT P 4C P 4S P: one ace missing: small slam in notrump', '1NT P 4C P 4S P', 'KQ5.A4.KQJ84.K73', '6NT'),
    ('2NT P 4C P 4NT P: one ace missing, 33+ combined', '2NT P 4C P 4NT P', 'KQ5.Q84.KQJ84.73', '6NT'),
    ('2C P 2D P 2NT P 4C P 4S P: one ace missing, 34+ combined',
     '2C P 2D P 2NT P 4C P 4S P', 'A5.Q84.KJ84.Q973', '6NT'),
    ('1NT P 4C P 4S P 5C P: 5C asks kings after Gerber: two kings', '1NT P 4C P 4S P 5C P', 'A84.KQ73.A95.K82', '5S'),
    ('2NT P 4C P 4H P 5C P: 5C asks kings: three kings', '2NT P 4C P 4H P 5C P', 'KQJ.KQ73.A95.KQ2', '5NT'),
    ('1NT P 4C P 4D P: partner has no ace: two missing, 4NT to play', '1NT P 4C P 4D P', '84.5.AKQJ973.A72', '4NT'),
    ('1NT P: running seven-card minor and an ace: check aces for slam', '1NT P', '84.5.AKQJ973.A72', '4C'),
    ('1NT P 4NT P: quantitative 4NT: minimum declines', '1NT P 4NT P', 'KJ4.Q973.AQ5.K82', 'P'),
    ('1NT P 4NT P: quantitative 4NT: maximum accepts', '1NT P 4NT P', 'KJ4.KQ73.AQ5.Q82', '6NT'),
    ('2NT P 4NT P: quantitative 4NT over 2NT: minimum 20 declines', '2NT P 4NT P', 'KQ4.KJ73.AQ5.AJ2', 'P'),
    ('2NT P 4NT P: quantitative: maximum 21 accepts', '2NT P 4NT P', 'KQ4.KQ73.AQ5.AJ2', '6NT'),
    ('P 1NT P 4NT P: quantitative: maximum accepts', 'P 1NT P 4NT P', 'KQ4.AJ73.AJ5.Q82', '6NT'),
    ('1D P 1S P 1NT P 4NT P: 4NT after a 1NT rebid is quantitative: minimum declines',
     '1D P 1S P 1NT P 4NT P', 'K84.Q73.AJ95.Q82', 'P'),
    ('1D P 1S P 1NT P 4NT P: 4NT after a 1NT rebid is quantitative: maximum accepts',
     '1D P 1S P 1NT P 4NT P', 'K84.KJ3.AJ95.Q82', '6NT'),
    ('1C P 2NT P 4NT P: 4NT over a 2NT response is quantitative: minimum 13 declines',
     '1C P 2NT P 4NT P', 'KJ4.Q873.KQ5.Q82', 'P'),
    ('1C P 2NT P 4NT P: quantitative: maximum 15 accepts', '1C P 2NT P 4NT P', 'KJ4.KQ73.KJ5.Q82', '6NT'),
    ('2C P 2D P 2NT P 4NT P: quantitative over 2C-2D-2NT: minimum 22 declines',
     '2C P 2D P 2NT P 4NT P', 'AKJ.KQ73.AQ5.K82', 'P'),
    ('2C P 2D P 2NT P 4NT P: quantitative: maximum 24 accepts', '2C P 2D P 2NT P 4NT P', 'AKJ.KQ73.AQ5.KQ2', '6NT'),
    ('1C P 1H P 1NT P 4NT P: quantitative after a 1NT rebid: maximum with five clubs accepts',
     '1C P 1H P 1NT P 4NT P', 'K84.Q7.KJ5.AJ862', '6NT'),
    ('1NT P 2H P 2S P 4NT P: quantitative with five spades: minimum, doubleton spade',
     '1NT P 2H P 2S P 4NT P', '84.KQ73.AQ5.KJ82', 'P'),
    ('1NT P 2H P 2S P 4NT P: quantitative with five spades: maximum with three spades',
     '1NT P 2H P 2S P 4NT P', 'K84.KQ73.AQ5.QJ2', '6S'),
    ('1NT P 2H P 2S P 4NT P: quantitative: maximum without a fit', '1NT P 2H P 2S P 4NT P', 'K8.KQ73.AQ5.QJ42', '6NT'),
    ('1NT P: 16 balanced opposite 15-17: invite 6NT', '1NT P', 'KQ4.KQ5.KJ73.Q93', '4NT'),
    ('1NT P: 14 balanced: no slam', '1NT P', 'KQ4.KQ5.KJ73.943', '3NT'),
    ('2NT P: 11 balanced opposite 20-21: invite 6NT', '2NT P', 'KQ4.K95.J973.Q93', '4NT'),
    ('2NT P: 9 points: game only', '2NT P', '84.Q73.KJ5.K9862', '3NT'),
    ('1NT P: ten points and a running suit: game only', '1NT P', '84.95.AKQJ973.72', '3NT'),
    ('1S P 3S P: at most 30 combined and two small clubs: no slam', '1S P 3S P', 'AQJ84.KQJ.KQ5.84', '4S'),
    ('1H P 2NT P 4H P: opener minimum: no slam', '1H P 2NT P 4H P', '84.KQ73.AKJ5.Q82', 'P'),
    ('1S P 2NT P 3NT P: 29-31 and two small hearts: sign off', '1S P 2NT P 3NT P', 'KJ84.84.AKJ5.Q82', '4S'),
    ('1S P 2H P 3H P: minimum two-over-one with three small clubs: game only',
     '1S P 2H P 3H P', 'K5.AKJ84.Q73.842', '4H'),
    ('2C P 2D P 2H P 3H P 4NT P 5C P: two aces missing: five of the trump suit',
     '2C P 2D P 2H P 3H P 4NT P 5C P', 'AK5.AKQJ84.KQJ.5', '5H'),
    ('1S P 3S P 4NT 5C: DOPI: double shows no ace', '1S P 3S P 4NT 5C', 'KQ84.KJ6.Q973.J5', 'X'),
    ('1S P 3S P 4NT 5C: DOPI: pass shows one ace', '1S P 3S P 4NT 5C', 'KQ84.A76.Q973.J5', 'P'),
    ('1S P 3S P 4NT 5C: DOPI: the next step shows two aces', '1S P 3S P 4NT 5C', 'Q984.A76.A973.J5', '5D'),
    ('1S P 3S P 4NT 5C: DOPI: the second step shows three aces', '1S P 3S P 4NT 5C', 'A984.A76.A973.85', '5H'),
    ('1H P 3H P 4NT 5D: DOPI: the next step shows two aces', '1H P 3H P 4NT 5D', '9843.KJ76.A9.A85', '5H'),
    ('1S P 3S P 4NT X: ROPI: redouble shows no ace', '1S P 3S P 4NT X', 'KQ84.KJ6.Q973.J5', 'XX'),
    ('1S P 3S P 4NT X: ROPI: pass shows one ace', '1S P 3S P 4NT X', 'KQ84.A76.Q973.J5', 'P'),
    ('1NT P 4C 4D: DOPI over Gerber: double shows no ace', '1NT P 4C 4D', 'KQ4.KJ73.KQ5.QJ2', 'X'),
    ('1NT P 4C 4D: DOPI over Gerber: pass shows one ace', '1NT P 4C 4D', 'AQ4.KJ73.KQ5.Q82', 'P'),
    ('P 1H P 3H P 4NT 5C: DOPI: pass shows one ace', 'P 1H P 3H P 4NT 5C', 'A84.K952.Q73.K62', 'P'),
    ('P 1S P 3S P 4NT P 5D P: two aces missing: five of the trump suit',
     'P 1S P 3S P 4NT P 5D P', 'AKJ74.KQ6.KQ5.K3', '5S'),
    ('P P 1H P 3H P 4NT P 5C P: two aces missing: five of the trump suit',
     'P P 1H P 3H P 4NT P 5C P', 'KQ5.AKJ874.A2.Q5', '5H'),
    ('P 1S P 3S P 4NT P 5H P: one ace missing: small slam', 'P 1S P 3S P 4NT P 5H P', 'AKJ74.KQ6.KQ5.K3', '6S'),
]

# Their double of the ace ask: ROPI (redouble none, pass one, then the steps above the ask), and the asker after it.
ROPI = [
    ('1S P 3S P 4NT X: ROPI, the first step above 4NT shows two aces', '1S P 3S P 4NT X', 'Q984.A76.A973.J5', '5C'),
    ('1S P 3S P 4NT X: ROPI, the second step shows three aces', '1S P 3S P 4NT X', 'A984.A76.A973.85', '5D'),
    ('1S P 3S P 4NT 5C: over their bid it stays DOPI, the next step two aces',
     '1S P 3S P 4NT 5C', 'Q984.A76.A973.J5', '5D'),
    ('1S P 3S P 4NT P: uncontested, 5C shows none', '1S P 3S P 4NT P', 'KQ84.KJ6.Q973.J5', '5C'),
    ("1S P 3S P 4NT X P P: partner's ROPI pass shows one ace; with two of mine, the small slam",
     '1S P 3S P 4NT X P P', 'AKQJ74.KQ6.A5.K4', '6S'),
    ('1S P 3S P 4NT X P P: one ace shown and one of mine: two missing, sign off at five',
     '1S P 3S P 4NT X P P', 'AKQJ74.KQ6.K5.K4', '5S'),
    ("1S P 3S P 4NT X XX P: partner's redouble shows none; two of mine: two missing, sign off at five",
     '1S P 3S P 4NT X XX P', 'AKQJ74.KQ6.A5.K4', '5S'),
    ('1S P 3S P 4NT X 5C P: the ROPI step shows two aces: with one of mine, the small slam',
     '1S P 3S P 4NT X 5C P', 'AKQJ74.KQ6.K5.K4', '6S'),
    ("1NT P 4NT X P P: my 4NT invited 6NT, partner's pass over their double declines (no ROPI): pass",
     '1NT P 4NT X P P', 'AQ4.AQ5.KJ73.Q93', 'P'),
    ('1NT P 4C X: Gerber doubled, ROPI: redouble shows no ace', '1NT P 4C X', 'KQ4.KJ73.KQ5.QJ2', 'XX'),
    ('1NT P 4C X: ROPI: pass shows one ace', '1NT P 4C X', 'AQ4.KJ73.KQ5.Q82', 'P'),
    ('1NT P 4C X: ROPI: the step above 4C shows two aces', '1NT P 4C X', 'A84.KQ73.A95.Q82', '4D'),
    ('1NT P 4C X P P: one ace shown and one of mine: two missing, 4NT to play',
     '1NT P 4C X P P', 'KQ5.A4.KQJ84.J73', '4NT'),
    ('1NT P 4C X 4D P: the ROPI step shows two aces: with one of mine, 6NT',
     '1NT P 4C X 4D P', 'KQ5.A4.KQJ84.K73', '6NT'),
]

# Opener's 3NT answer to Jacoby 2NT (15-17, no shortness) opposite a hand without shortness either: slam needs
# 32 HCP together at opener's top before a cue bid.
JACOBY_3NT = [
    ('1S P 2NT P 3NT P: 13 flat opposite 15-17 without shortness: at most 30 HCP, game',
     '1S P 2NT P 3NT P', 'KJ84.84.AKJ5.J82', '4S'),
    ("1S P 2NT P 3NT P: 15 flat reaches 32 at opener's top: cue-bid the diamond ace",
     '1S P 2NT P 3NT P', 'KJ84.84.AKJ5.K82', '4D'),
    ('1H P 2NT P 3NT P: the other major, 14 flat: game', '1H P 2NT P 3NT P', '84.KJ84.AKJ5.Q82', '4H'),
    ('1S P 2NT P 3NT P: 14 with a singleton heart: shortness to ruff, cue-bid',
     '1S P 2NT P 3NT P', 'KJ84.8.AKJ5.Q982', '4D'),
]

# Slam values opposite a limit raise, no side ace to cue, and two small in a side suit: Blackwood cannot tell
# whether the opponents hold its ace and king, so game.
NO_CUE_TWO_SMALL = [
    ("1S P 3S P: 20 HCP, one ace, two small clubs and no side ace to cue: game, not Blackwood",
     "1S P 3S P", "AKQ84.KQJ.KQ5.84", "4S"),
    ("1H P 3H P: the other major, two small clubs: game", "1H P 3H P", "KQJ.AKQ84.KQ5.84", "4H"),
    ("P 1S P 3S P: from second seat, the same hand: game", "P 1S P 3S P", "AKQ84.KQJ.KQ5.84", "4S"),
    ("1S P 3S P: a singleton club instead: every side suit controlled, Blackwood", "1S P 3S P", "AKQ84.KQJ.KQ54.8", "4NT"),
    ("1S P 3S P: the club king instead of a small one: Blackwood", "1S P 3S P", "AKQ84.KQJ.KQ5.K4", "4NT"),
    ("1S P 3S P: the diamond ace: cue-bid it (skipping clubs denies a club control)", "1S P 3S P", "AKQ84.KQJ.AQ5.84", "4D"),
]

# After my no trump, my raise of partner's suit agrees it: partner's 4NT then asks for aces (it invites 6NT only
# when my last bid was no trump, or no suit has been agreed).
RAISE_THEN_4NT = [
    ("2C P 2NT P 3S P 4S P 4NT P: my raise agreed spades: Blackwood, one ace",
     "2C P 2NT P 3S P 4S P 4NT P", "82.T96.97.AJ9652", "5D"),
    ("1NT P 3S P 4S P 4NT P: my raise of partner's spades agreed them: Blackwood, one ace",
     "1NT P 3S P 4S P 4NT P", "KJ4.Q973.AQ5.K82", "5D"),
    ("2C P 2NT P 3S P 3NT P 4NT P: my last bid was no trump: quantitative, a minimum passes",
     "2C P 2NT P 3S P 3NT P 4NT P", "82.T96.97.AJ9652", "P"),
    ("1NT P 2C P 2S P 4NT P: Stayman answered, no raise: quantitative, a minimum passes",
     "1NT P 2C P 2S P 4NT P", "KJ4.Q973.AQ5.K82", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_slam_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", ROPI, ids=[p[0] for p in ROPI])
def test_ace_ask_doubled(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", JACOBY_3NT, ids=[p[0] for p in JACOBY_3NT])
def test_flat_hands_opposite_jacoby_3nt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", NO_CUE_TWO_SMALL, ids=[p[0] for p in NO_CUE_TWO_SMALL])
def test_no_blackwood_with_two_small_and_no_cue(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", RAISE_THEN_4NT, ids=[p[0] for p in RAISE_THEN_4NT])
def test_4nt_after_my_raise_asks(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
