"""The ``sayc`` system on the road to slam, as a fourth mock exam sets it, for the hand that decides: Blackwood at
once, a cue bid first (a void, or two quick losers in a side suit), a quantitative raise, the slam or game at once,
after a limit raise, opener's jump raise, Jacoby 2NT and its answers, a jump shift, 2C, a strong no trump, a
two-over-one raised and a jump rebid; and the asker's next call after the answer. Each is (the reason, the auction so
far with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard
American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('1S P 3S P: 14 HCP opposite a limit raise: game, no slam', '1S P 3S P', 'AQ876.K54.Q3.K82', '4S'),
    ('1S P 3S P: slam interest but two quick heart losers: cue the club ace first',
     '1S P 3S P', 'AKJ874.43.KQ5.A4', '4C'),
    ('P 1H P 3H P: 19 HCP opposite a limit raise, no suit with two quick losers: Blackwood',
     'P 1H P 3H P', '5.AKJ94.AQ83.KQ2', '4NT'),
    ('P P 1S P 3S P: 18 HCP and six trumps opposite a limit raise, all suits controlled: Blackwood',
     'P P 1S P 3S P', 'KQT843.A.AQ5.K72', '4NT'),
    ('1S P 3S P: heart void: cue bid rather than Blackwood; club ace is the cheapest control',
     '1S P 3S P', 'AKJ962.-.KQ84.A73', '4C'),
    ('P 1H P 3H P: 14 HCP opposite a limit raise: game only', 'P 1H P 3H P', 'A4.KQ854.Q73.K92', '4H'),
    ('1H P 3H P: 16 HCP flat opposite 10-12: 26-28, game only', '1H P 3H P', 'QJ3.AQT84.K2.A52', '4H'),
    ('1H P 3H P: club void and slam interest: cue the spade ace, not Blackwood',
     '1H P 3H P', 'A43.AKJ852.KQ73.-', '3S'),
    ('1D P 1S P 3S P: 10 HCP opposite a jump raise: game, no slam', '1D P 1S P 3S P', 'KJ852.Q4.K73.J92', '4S'),
    ('P 1C P 1H P 3H P: slam values opposite a jump raise but two quick diamond losers: cue the spade ace',
     'P 1C P 1H P 3H P', 'A84.AKJ76.52.K83', '3S'),
    ('P 1C P 1H P 3H P: 9 HCP opposite a jump raise: game only', 'P 1C P 1H P 3H P', 'Q84.KJ976.J2.Q83', '4H'),
    ('1H P 1S P 3S P: jump raise, slam values, two quick club losers: cue the diamond ace',
     '1H P 1S P 3S P', 'AKQ85.K4.A73.Q92', '4D'),
    ('P 1D P 1S P 3S P: 9 HCP opposite a jump raise: game only', 'P 1D P 1S P 3S P', 'KQT85.84.A73.952', '4S'),
    ('1S P 2NT P 4S P: opener shows a minimum without shortness; 15 HCP is not enough for slam',
     '1S P 2NT P 4S P', 'KQ73.K85.QJ3.A64', 'P'),
    ('1S P 2NT P 3C P: minimum with club honours wasted opposite club shortness: sign off',
     '1S P 2NT P 3C P', 'QJ74.K83.Q52.KQ6', '4S'),
    ('1S P 2NT P 3H P: heart honours wasted opposite heart shortness, minimum: sign off',
     '1S P 2NT P 3H P', 'KQ74.KQ2.J95.Q73', '4S'),
    ('P 1S P 2NT P 3NT P: 12 HCP opposite 15-17: 27-29, game only', 'P 1S P 2NT P 3NT P', 'KJ74.K83.Q52.QJ6', '4S'),
    ('1H P 2NT P 4H P: 14 HCP opposite a minimum without shortness: no slam',
     '1H P 2NT P 4H P', 'KQ5.AJ84.Q73.Q52', 'P'),
    ('1S P 2NT P 3S P: opener 18+ opposite 16 HCP, all suits held: Blackwood',
     '1S P 2NT P 3S P', 'AJ74.K83.KQ5.K62', '4NT'),
    ('1H P 3H P 4NT P 5C P: partner has no ace: two aces missing, sign off in five',
     '1H P 3H P 4NT P 5C P', 'KQ3.AQJ84.A2.KQ5', '5H'),
    ('1H P 3H P 4NT P 5D P: one ace missing: bid the small slam', '1H P 3H P 4NT P 5D P', 'KQ3.AQJ84.A2.KQ5', '6H'),
    ('P 1H P 3H P 4NT P 5C P: no ace opposite: two missing, sign off',
     'P 1H P 3H P 4NT P 5C P', '5.AKJ94.AQ83.KQ2', '5H'),
    ('P 1H P 3H P 4NT P 5D P: one ace missing: small slam', 'P 1H P 3H P 4NT P 5D P', '5.AKJ94.AQ83.KQ2', '6H'),
    ('P P 1S P 3S P 4NT P 5D P: one ace missing: small slam', 'P P 1S P 3S P 4NT P 5D P', 'KQT843.A.AQ5.K72', '6S'),
    ('P P 1S P 3S P 4NT P 5C P: two aces missing: sign off at five',
     'P P 1S P 3S P 4NT P 5C P', 'KQT843.A.AQ5.K72', '5S'),
    ('1H P 2NT P 3H P 4NT P 5D P: partner has one ace, we one: two missing, sign off',
     '1H P 2NT P 3H P 4NT P 5D P', 'A84.KQ73.K95.K62', '5H'),
    ('1H P 2NT P 3H P 4NT P 5H P: three aces between us: small slam',
     '1H P 2NT P 3H P 4NT P 5H P', 'A84.KQ73.K95.K62', '6H'),
    ('1D P 1S P 3S P 4NT P 5C P: no ace opposite: two aces missing, sign off at five',
     '1D P 1S P 3S P 4NT P 5C P', 'AKJ85.K4.Q73.A92', '5S'),
    ('1D P 1S P 3S P 4NT P 5D P: one ace missing: small slam', '1D P 1S P 3S P 4NT P 5D P', 'AKJ85.K4.Q73.A92', '6S'),
    ('1S P 3S P 4C P 4H P: partner cues the heart ace: the worry is covered, ask for aces',
     '1S P 3S P 4C P 4H P', 'AKJ874.43.KQ5.A4', '4NT'),
    ('1S P 3S P 4C P 4S P: partner signs off without a heart control: two quick heart losers, stop',
     '1S P 3S P 4C P 4S P', 'AKJ874.43.KQ5.A4', 'P'),
    ('1S P 3S P: 20 HCP, six trumps, singleton club: ask for aces', '1S P 3S P', 'AK9872.AKQ4.A3.5', '4NT'),
    ('1S P 3S P 4NT P 5C P: partner has no ace: only the club ace is missing and clubs are a singleton',
     '1S P 3S P 4NT P 5C P', 'AK9872.AKQ4.A3.5', '6S'),
    ('1H P 3H P: 20 HCP, six hearts, singleton spade: ask for aces', '1H P 3H P', '4.AKQ863.AK5.A82', '4NT'),
    ('1H P 3H P 4NT P 5C P: only the spade ace missing, spades a singleton: small slam',
     '1H P 3H P 4NT P 5C P', '4.AKQ863.AK5.A82', '6H'),
    ('P P P 1H P 3H P: fourth seat: 20 HCP and a fit, ask for aces', 'P P P 1H P 3H P', '4.AKQ863.AK5.A82', '4NT'),
    ('P P P 1S P 3S P: 14 HCP opposite a limit raise: game', 'P P P 1S P 3S P', 'AQJ96.K5.Q73.Q82', '4S'),
    ('2C P 2D P 2S P 3S P: 23 HCP and a fit, singleton club: Blackwood',
     '2C P 2D P 2S P 3S P', 'AKQJ84.AK5.AQ3.5', '4NT'),
    ('2C P 2D P 2S P 3S P 4NT P 5C P: partner has no ace: only the club ace is missing, small slam',
     '2C P 2D P 2S P 3S P 4NT P 5C P', 'AKQJ84.AK5.AQ3.5', '6S'),
    ('2C P 2D P 2H P 3H P: 24 HCP and a fit: ask for aces', '2C P 2D P 2H P 3H P', 'AK5.AKQJ73.AK4.5', '4NT'),
    ('2C P 2D P 2H P 3H P 4NT P 5C P: only the club ace missing, clubs a singleton: small slam',
     '2C P 2D P 2H P 3H P 4NT P 5C P', 'AK5.AKQJ73.AK4.5', '6H'),
    ('P 2C P 2D P 2S P 3S P: 25 HCP and a spade fit: Blackwood', 'P 2C P 2D P 2S P 3S P', 'AKQT62.AKQ.A2.K4', '4NT'),
    ('2C P 2D P 2NT P: 5 HCP opposite 22-24: game only', '2C P 2D P 2NT P', 'K84.J73.9852.J62', '3NT'),
    ('2C P 2D P 2NT P: 9 HCP opposite 22-24: 31-33, quantitative invitation',
     '2C P 2D P 2NT P', 'KJ4.Q73.J852.Q62', '4NT'),
    ('1NT P: 16 HCP balanced opposite 15-17: quantitative raise', '1NT P', 'KQ4.AJ5.KJ63.Q82', '4NT'),
    ('1NT P: 17 HCP balanced: 32-34, invite with quantitative 4NT', '1NT P', 'KQ4.AJ5.KJ63.QJ2', '4NT'),
    ('1NT P: 18 HCP balanced: 33-35, bid the slam', '1NT P', 'KQ4.AJ5.KQ63.QJ2', '6NT'),
    ('1NT P: 14 HCP balanced: 29-31, game only', '1NT P', 'AQ4.KJ5.KT63.J82', '3NT'),
    ('P 1NT P: self-sufficient spades and slam values: Gerber over notrump', 'P 1NT P', 'AKQJ953.5.KQ4.A2', '4C'),
    ('P 1NT P 4C P 4H P: partner has one ace: one missing, bid the small slam',
     'P 1NT P 4C P 4H P', 'AKQJ953.5.KQ4.A2', '6S'),
    ('2NT P: 11 HCP opposite 20-21: 31-32, quantitative invitation', '2NT P', 'KJ5.Q84.K632.Q92', '4NT'),
    ('2NT P: 13 HCP opposite 20-21: 33-34, small slam', '2NT P', 'KJ5.Q84.KQ32.Q92', '6NT'),
    ('P 2NT P: 8 HCP opposite 20-21: game only', 'P 2NT P', 'J52.Q84.K632.Q92', '3NT'),
    ('1S P 2H P 3H P: 22 HCP with a heart fit opposite an opener: Blackwood',
     '1S P 2H P 3H P', 'Q5.AKQJ84.AK3.K2', '4NT'),
    ('1S P 2H P 3H P: 11 HCP two-over-one raised: game, no slam interest', '1S P 2H P 3H P', 'Q5.KJ984.K73.Q82', '4H'),
    ('1S P 2D P 3D P: 20 HCP, diamond fit opposite an opener, all suits held: Blackwood',
     '1S P 2D P 3D P', 'A5.K7.AKQJ84.K82', '4NT'),
    ('1C P 2H P 3H P: jump shift raised, 19 HCP: ask for aces', '1C P 2H P 3H P', 'A5.AKQJ84.KQ3.52', '4NT'),
    ('1H P 2S P 3S P: jump shift raised; two quick diamond losers: cue the club ace',
     '1H P 2S P 3S P', 'AKQJ5.K4.Q83.A82', '4C'),
    ('1S P 2C P 3S P: opener’s jump rebid (six spades, 16-18) with 19 opposite: ask for aces',
     '1S P 2C P 3S P', 'K5.AQ4.K73.AQJ64', '4NT'),
    ('1S P 2C P 3S P: 11 HCP opposite 16-18: game, no slam', '1S P 2C P 3S P', 'K5.Q84.J73.AJ964', '4S'),
    ('1S P 2C P 3S P 4NT P 5C P: no ace opposite: two missing, sign off',
     '1S P 2C P 3S P 4NT P 5C P', 'K5.AQ4.K73.AQJ64', '5S'),
    ('1S P 2C P 3S P 4NT P 5D P: one ace missing: small slam', '1S P 2C P 3S P 4NT P 5D P', 'K5.AQ4.K73.AQJ64', '6S'),
    ('P 1H P 1S P 3H P: opener’s jump rebid (six hearts 16-18), 19 HCP and support: Blackwood',
     'P 1H P 1S P 3H P', 'AK74.A85.KQ3.K62', '4NT'),
    ('1H P 1S P 3H P: 11 HCP opposite the jump rebid: game', '1H P 1S P 3H P', 'AJ74.Q5.K73.J862', '4H'),
]

# Opener's 3NT answer to Jacoby 2NT shows 15-17 without shortness in the agreed major: it is no natural no trump.
# With slam values the asker asks for aces (or cue-bids a first-round control below game), never 6NT.
JACOBY_3NT_IS_NO_NO_TRUMP = [
    ("1H P 2NT P 3NT P: 20 HCP, hearts agreed, no ace to cue below game: Blackwood, not 6NT",
     "1H P 2NT P 3NT P", "AQ5.KJ84.KQ3.K52", "4NT"),
    ("P 1H P 2NT P 3NT P: 19 HCP without an ace, hearts agreed: Blackwood, not 6NT",
     "P 1H P 2NT P 3NT P", "KQ5.KJ84.KQ3.KQ2", "4NT"),
    ("1H P 2NT P 3NT P: the club ace instead of the king, every side suit held, 33+ together: Blackwood",
     "1H P 2NT P 3NT P", "AQ5.KJ84.KQ3.A52", "4NT"),
    ("1H P 2NT P 3NT P: 16 HCP flat opposite 15-17 flat: game",
     "1H P 2NT P 3NT P", "AQ5.KJ84.Q83.J52", "4H"),
    ("1S P 2NT P 3NT P: spades agreed, 20 HCP and every side suit held: Blackwood",
     "1S P 2NT P 3NT P", "KQ74.AQ5.KQ3.K52", "4NT"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_slam_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", JACOBY_3NT_IS_NO_NO_TRUMP,
                         ids=[p[0] for p in JACOBY_3NT_IS_NO_NO_TRUMP])
def test_asker_over_jacoby_3nt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
