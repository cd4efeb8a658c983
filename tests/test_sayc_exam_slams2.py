"""The ``sayc`` system on the road to slam and the stop before it, as a second mock exam sets it: when to ask
for aces and when to cue-bid first, answering Blackwood (and its 5NT king ask, and DOPI when they bid over it),
Gerber and its king ask, the asker's decision with one ace missing or two, quantitative 4NT and 5NT over no trump
openings and rebids (1NT, 2NT, 3NT, 2C then 2NT, opener's 2NT jump rebid), Jacoby 2NT, the limit raise opposite a
strong opener, slam after a jump shift, a 2C opening, a minor raise, and in competition. Each is (the reason, the
auction so far with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream
Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1NT P: 16 balanced opposite 15-17, no major: quantitative invitation", "1NT P", "KQ2.AJ3.KJ54.Q32", "4NT"),
    ("1NT P: 17 balanced: 32-34 together, invite with quantitative 4NT", "1NT P", "AQ2.KJ3.KQ54.Q32", "4NT"),
    ("1NT P: 15 opposite 15-17 is at most 32: game only", "1NT P", "KQ2.AJ3.KJ54.J32", "3NT"),
    ("1NT P: 19 opposite 15-17 is 34-36: small slam, grand out of reach", "1NT P", "AQ2.KJ3.KQ54.A32", "6NT"),
    ("1NT P: 20: forces 6NT and invites 7NT", "1NT P", "AK2.KQ3.AJ54.K32", "5NT"),
    ("1NT P: 23 opposite at least 15 is 38: no ace can be missing", "1NT P", "AKQ.AKJ.KQ32.J32", "7NT"),
    ("P 1NT P: 16 balanced opposite 15-17 from fourth seat: quantitative invitation",
     "P 1NT P", "QJ3.KQ2.AJ32.K54", "4NT"),
    ("1NT P 4NT P: 17, top of the range: accept the quantitative invitation", "1NT P 4NT P", "AQ3.KJ2.KQ54.Q32", "6NT"),
    ("1NT P 4NT P: 15, bottom of the range: decline", "1NT P 4NT P", "AQ3.K32.KQ54.J32", "P"),
    ("1NT P 5NT P: 17 maximum accepts the grand invitation", "1NT P 5NT P", "AQ3.KJ2.KQ54.Q32", "7NT"),
    ("1NT P 5NT P: 15 minimum: small slam only", "1NT P 5NT P", "AQ3.K32.KQ54.J32", "6NT"),
    ("2NT P: 12 opposite 20-21 is 32-33: quantitative invitation", "2NT P", "KJ4.Q32.KJ54.Q32", "4NT"),
    ("2NT P: 13 opposite 20-21 is 33-34: bid the slam", "2NT P", "Q54.KJ3.AJ54.Q32", "6NT"),
    ("2NT P: 9 opposite 20-21 is at most 30: game only", "2NT P", "J54.Q32.KJ54.Q32", "3NT"),
    ("2NT P 4NT P: 21, top of the range: accept", "2NT P 4NT P", "AK3.AQ2.KQ54.K32", "6NT"),
    ("2NT P 4NT P: 20, bottom of the range: decline", "2NT P 4NT P", "AK3.AQJ.KJ54.Q32", "P"),
    ("P P P 2NT P 4NT P: 21 maximum accepts the quantitative raise", "P P P 2NT P 4NT P", "KQ3.AKJ2.AQ5.Q32", "6NT"),
    ("2C P 2D P 2NT P: 9 opposite 22-24 is 31-33: quantitative invitation",
     "2C P 2D P 2NT P", "K54.Q32.QJ54.J32", "4NT"),
    ("2C P 2D P 2NT P: 12 opposite 22-24 is 34+: small slam", "2C P 2D P 2NT P", "KJ4.Q32.KJ54.Q32", "6NT"),
    ("2C P 2D P 2NT P 4NT P: 24, top of 22-24: accept", "2C P 2D P 2NT P 4NT P", "AKQ.KQ2.AQ32.KJ2", "6NT"),
    ("2C P 2D P 2NT P 4NT P: 22, bottom of 22-24: decline", "2C P 2D P 2NT P 4NT P", "AKQ.KQ2.AJ32.QJ2", "P"),
    ("3NT P: 8 opposite 25-27 is 33-35: small slam", "3NT P", "Q54.K32.J543.Q32", "6NT"),
    ("1C P 1H P 2NT P: 13 opposite 18-19 is 31-32: quantitative over the natural 2NT rebid",
     "1C P 1H P 2NT P", "KJ4.AQ32.J54.Q32", "4NT"),
    ("1C P 1H P 2NT P: 15 opposite 18-19 is 33-34: bid the slam", "1C P 1H P 2NT P", "KJ4.AQ32.K54.Q32", "6NT"),
    ("1C P 1H P 2NT P: 11 opposite 18-19 is at most 30: game only", "1C P 1H P 2NT P", "Q54.AQ32.J54.Q32", "3NT"),
    ("1C P 1H P 2NT P 4NT P: 19, top of 18-19: accept the quantitative raise",
     "1C P 1H P 2NT P 4NT P", "AQ2.K3.KQ3.AJ432", "6NT"),
    ("1C P 1H P 2NT P 4NT P: 18, bottom of 18-19: decline", "1C P 1H P 2NT P 4NT P", "AQ2.K3.KJ3.AJ432", "P"),
    ("1NT P 4C P: Gerber: no ace", "1NT P 4C P", "KQ3.KQ2.KJ54.QJ2", "4D"),
    ("1NT P 4C P: Gerber: one ace", "1NT P 4C P", "AQ3.KQ2.KJ54.Q32", "4H"),
    ("1NT P 4C P: Gerber: two aces", "1NT P 4C P", "AQ3.KJ2.AJ54.432", "4S"),
    ("1NT P 4C P: Gerber: three aces", "1NT P 4C P", "AK3.A32.A432.432", "4NT"),
    ("P P 1NT P 4C P: Gerber: two aces, any seat", "P P 1NT P 4C P", "A32.KQ2.AJ54.K32", "4S"),
    ("2NT P 4C P: Gerber over 2NT: three aces", "2NT P 4C P", "AK3.AQ2.AJ54.Q32", "4NT"),
    ("1NT P 4C P 4S P 5C P: Gerber king ask: two kings", "1NT P 4C P 4S P 5C P", "AK3.AK2.5432.Q32", "5S"),
    ("1NT P: solid seven-card suit: only the aces matter, ask with Gerber", "1NT P", "AKQJ987.K2.A3.32", "4C"),
    ("1NT P 4C P 4H P: one ace opposite: three aces together and a solid suit",
     "1NT P 4C P 4H P", "AKQJ987.K2.A3.32", "6S"),
    ("1NT P 4C P 4D P: no ace opposite: two aces missing, sign off in game",
     "1NT P 4C P 4D P", "AKQJ987.K2.A3.32", "4S"),
    ("1S P 3S P 4NT P: Blackwood: one ace", "1S P 3S P 4NT P", "Q543.KQ32.A32.32", "5D"),
    ("1S P 3S P 4NT P: Blackwood: no ace", "1S P 3S P 4NT P", "Q543.KQ32.KQ2.32", "5C"),
    ("1S P 3S P 4NT P: Blackwood: two aces", "1S P 3S P 4NT P", "Q543.A32.A432.32", "5H"),
    ("1H P 3H P 4NT P: Blackwood: a void is not an ace, one ace", "1H P 3H P 4NT P", "-.KQ32.A5432.Q432", "5D"),
    ("P 1H P 3H P 4NT P: Blackwood from West: one ace", "P 1H P 3H P 4NT P", "432.KJ32.A432.Q2", "5D"),
    ("P P 1S P 3S P 4NT P: passed-hand limit raise answers Blackwood: two aces",
     "P P 1S P 3S P 4NT P", "Q432.A2.A432.432", "5H"),
    ("P 1H P 2NT P 4H P 4NT P: Blackwood after a minimum Jacoby rebid: three aces",
     "P 1H P 2NT P 4H P 4NT P", "A32.AJ543.A32.32", "5S"),
    ("1H P 2NT P 3H P 4NT P: Blackwood after Jacoby 2NT: two aces", "1H P 2NT P 3H P 4NT P", "AK3.AQJ54.K32.Q2", "5H"),
    ("1S P 2C P 2S P 3S P 4NT P: Blackwood in a game-forcing auction: one ace",
     "1S P 2C P 2S P 3S P 4NT P", "KQJ54.K32.Q2.A32", "5D"),
    ("1S P 2H P 4H P 4NT P: Blackwood after opener's game raise: one ace",
     "1S P 2H P 4H P 4NT P", "KQ543.K432.A2.Q2", "5D"),
    ("2C P 2D P 2S P 3S P 4NT P: Blackwood over 2C: no ace", "2C P 2D P 2S P 3S P 4NT P", "Q5432.K32.432.32", "5C"),
    ("2C P 2D P 2H P 3H P 4NT P: Blackwood over 2C: one ace", "2C P 2D P 2H P 3H P 4NT P", "432.Q432.A32.432", "5D"),
    ("1S P 3S P 4NT P 5D P 5NT P: 5NT king ask: two kings", "1S P 3S P 4NT P 5D P 5NT P", "Q5432.K32.A32.K2", "6H"),
    ("1H P 3H P 4NT P 5D P 5NT P: 5NT king ask: one king", "1H P 3H P 4NT P 5D P 5NT P", "432.KJ32.A32.QJ2", "6D"),
    ("1S P 3S P 4NT P 5C P 5S P: partner's five of the trump suit is the sign-off",
     "1S P 3S P 4NT P 5C P 5S P", "Q543.KQ32.KQ2.32", "P"),
    ("1S P 3S P 4NT 5C: Blackwood interfered with, DOPI: double shows no ace",
     "1S P 3S P 4NT 5C", "Q543.KQ32.KQ2.32", "X"),
    ("1S P 3S P 4NT 5C: Blackwood interfered with, DOPI: pass shows one ace",
     "1S P 3S P 4NT 5C", "Q543.KQ32.A32.32", "P"),
    ("1H P 3H P: slam try with two quick club losers: cue-bid the spade ace, not Blackwood",
     "1H P 3H P", "AK2.AKJ54.KQ2.32", "3S"),
    ("1S P 3S P: two small clubs: cue-bid the diamond ace rather than ask for aces",
     "1S P 3S P", "AKQ54.K2.AKQ2.32", "4D"),
    ("1H P 3H P 3S P: top of the limit raise with the club ace: cooperate with a cue-bid",
     "1H P 3H P 3S P", "43.KQ32.QJ4.A432", "4C"),
    ("1H P 3H P 3S P: minimum with no club control: sign off", "1H P 3H P 3S P", "432.KQ32.QJ4.Q32", "4H"),
    ("1S P 3S P 4NT P 5C P: one ace missing and a singleton club: small slam",
     "1S P 3S P 4NT P 5C P", "AKJ54.A2.AKJ32.2", "6S"),
    ("1H P 3H P 4NT P 5C P: two aces missing: stop at five", "1H P 3H P 4NT P 5C P", "2.KQJ543.AKQ2.A2", "5H"),
    ("1H P 3H P 4NT P 5D P: one ace missing: small slam", "1H P 3H P 4NT P 5D P", "2.KQJ543.AKQ2.A2", "6H"),
    ("1S P 2H P 4H P: 20 with a fit and a singleton club: ask for aces", "1S P 2H P 4H P", "A2.AKQJ54.KQJ2.2", "4NT"),
    ("1S P 2H P 4H P 4NT P 5C P: two aces missing: sign off at five",
     "1S P 2H P 4H P 4NT P 5C P", "A2.AKQJ54.KQJ2.2", "5H"),
    ("1S P 2H P 4H P 4NT P 5D P: one ace missing: small slam", "1S P 2H P 4H P 4NT P 5D P", "A2.AKQJ54.KQJ2.2", "6H"),
    ("1H P 2NT P: Jacoby 2NT: 15-17 with no shortness", "1H P 2NT P", "AK2.KQJ54.K32.32", "3NT"),
    ("1H P 2NT P: Jacoby 2NT: show the club singleton", "1H P 2NT P", "AK32.KQJ54.K32.2", "3C"),
    ("1H P 2NT P: Jacoby 2NT: 18+ with no shortness", "1H P 2NT P", "AK2.AQJ54.K32.Q2", "3H"),
    ("1S P 2NT P 3C P: wasted club honours opposite the shortness: sign off",
     "1S P 2NT P 3C P", "K432.A32.32.KQJ2", "4S"),
    ("1S P 2NT P 4S P: opener minimum, responder 13: no slam", "1S P 2NT P 4S P", "K432.A32.K2.K432", "P"),
    ("2C P 2D P 2S P 3S P 4NT P 5C P: one ace missing: small slam",
     "2C P 2D P 2S P 3S P 4NT P 5C P", "AKQJ54.AK2.AQ2.2", "6S"),
    ("2C P 2D P 2H P 3H P 4NT P 5C P: two aces missing: sign off at five",
     "2C P 2D P 2H P 3H P 4NT P 5C P", "A2.AKQJ54.KQJ.K2", "5H"),
    ("1S P 2D P 3D P: 19 with a diamond fit opposite an opener: ask for aces",
     "1S P 2D P 3D P", "K2.A2.AKQT54.K32", "4NT"),
    ("1S P 2D P 3D P 4NT P: Blackwood in a minor: one ace", "1S P 2D P 3D P 4NT P", "AQ543.K2.K432.32", "5D"),
    ("1S 2H 3H P: cue-bid raise opposite 21 with a heart singleton: ask for aces",
     "1S 2H 3H P", "AKQJ5.2.AKJ2.K32", "4NT"),
    ("P 1H 1S 2S P: cue-bid raise opposite 20 with their suit a singleton: ask for aces",
     "P 1H 1S 2S P", "2.AKQJ54.AK2.K32", "4NT"),
    ("P 3D 3S P 4S P 4NT P: Blackwood after their preempt: one ace", "P 3D 3S P 4S P 4NT P", "Q432.K32.A32.432", "5D"),
    ("P 1S P 3S P: 13 opposite a limit raise: game only", "P 1S P 3S P", "KQ543.AJ2.K32.32", "4S"),
    ("1S P 2NT P 3S P 4NT P: Blackwood: five clubs shows no ace or all four",
     "1S P 2NT P 3S P 4NT P", "AK543.A2.A32.A32", "5C"),
    ("1S P 3S P: a void makes Blackwood useless: cue-bid the club control", "1S P 3S P", "AKJ54.AKQ2.A432.-", "4C"),
    ("1S P 2NT P 3NT P: 12 opposite 15-17 with no shortness: game only", "1S P 2NT P 3NT P", "K432.A32.K32.Q32", "4S"),
    ("P 1S P 3S P 4NT P 5D P 5NT P: 5NT king ask from West: two kings",
     "P 1S P 3S P 4NT P 5D P 5NT P", "Q432.K32.A32.K32", "6H"),
    ("P 1S P 2NT P: Jacoby 2NT from East: show the heart singleton", "P 1S P 2NT P", "AKJ32.2.KQ32.K32", "3H"),
    ("1NT P: 18 opposite 15-17 is 33-35: small slam", "1NT P", "AQ2.KJ3.KQ54.K32", "6NT"),
    ("P P 1NT P 4NT P: 17, top of the range: accept the quantitative raise",
     "P P 1NT P 4NT P", "AJ3.KQ2.KQ54.Q32", "6NT"),
    ("1C P 3C P 4NT P: Blackwood after a minor limit raise: one ace", "1C P 3C P 4NT P", "32.K32.A32.KQ432", "5D"),
    ("1S P 3S P 4NT P 5C P: two aces missing: stop at five", "1S P 3S P 4NT P 5C P", "AKQ54.KQ2.AK32.2", "5S"),
    ("1S P 3S P 4NT P 5D P: one ace missing: small slam", "1S P 3S P 4NT P 5D P", "AKQ54.KQ2.AK32.2", "6S"),
    ("1D P 1H P 3H P 4NT P: Blackwood after the jump raise: two aces",
     "1D P 1H P 3H P 4NT P", "K2.Q432.AKJ54.A2", "5H"),
]

# Opener's slam try opposite responder's limit raise of a one-of-a-major opening (10-12): only when the top of the
# raise and opener's points reach a slam worth asking for; below that, game.
LIMIT_RAISE = [
    ("1H P 3H P: 17 HCP opposite a 10-12 limit raise is at most 30 together: no slam try, game",
     "1H P 3H P", "A2.KQ543.KQ2.K32", "4H"),
    ("1H P 3H P: one point less, 16 HCP: game", "1H P 3H P", "A2.KQ543.QJ2.K32", "4H"),
    ("1H P 3H P: one point more, 18 HCP and a fifth heart reach 31 opposite the top of the raise: cue-bid the spade ace",
     "1H P 3H P", "A2.KQ543.KQ2.A32", "3S"),
    ("1H P 3H P: a sixth heart instead of the third club adds a trick: cue-bid the spade ace",
     "1H P 3H P", "A2.KQ5432.KQ2.K3", "3S"),
    ("1H P 3H P: 17 HCP with a singleton diamond, ruffs opposite partner's trumps: cue-bid the spade ace",
     "1H P 3H P", "AK2.KQ543.2.KQ32", "3S"),
    ("1H P 3H P: the same 17 HCP with two small diamonds instead: game", "1H P 3H P", "AK2.KQ543.32.KQ2", "4H"),
    ("1S P 3S P: the other major, 17 HCP opposite the limit raise: game", "1S P 3S P", "KQ543.A2.KQ2.K32", "4S"),
    ("1S P 3S P: the other major, 18 HCP: cue-bid the club ace", "1S P 3S P", "KQ543.A2.KQ2.A32", "4C"),
    ("P 1H P 3H P: a passed hand's limit raise opposite 17 HCP: game", "P 1H P 3H P", "A2.KQ543.KQ2.K32", "4H"),
    ("P P 1S P 3S P: a passed hand's limit raise of spades opposite 17 HCP: game",
     "P P 1S P 3S P", "KQ543.A2.KQ2.K32", "4S"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_slam_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", LIMIT_RAISE, ids=[p[0] for p in LIMIT_RAISE])
def test_slam_try_opposite_a_limit_raise(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
