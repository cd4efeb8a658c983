"""The ``sayc`` system's later rounds and competition (SPEC §18): booklet positions for
reading partner's strength and suits, forcing and non-forcing bids, slam tries, and
competing, each written from the rule it checks."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Reading partner's strength
    ("opener's jump shift shows 19+: with a fit and 14 HCP, Blackwood", "1D P 1S P 3C P", "AK943.QJ3.K962.9", "4NT"),
    ("opener's double raise to game shows 19+: with 18 HCP, Blackwood", "1D P 1H P 4H P", "AQ75.AQJ3.KQ4.64", "4NT"),
    ("opener's jump rebid (16–18) and 7 points: game", "1H P 1S P 3H P", "JT954.95.J9.A972", "4H"),
    ("a fit and 31 points together: Blackwood, the answer stops at five", "1D P 1H P 4H P", "AK3.JT92.T3.KT72", "4NT"),
    ("partner's rebid of the suit partner bid first shows length: the invitation accepted",
     "1S P 1NT P 2H P 2S P 3S P", "53.Q8.AT43.K9754", "4S"),
    ("an accepted transfer shows no new suit: 3NT is passed with five hearts",
     "1NT P 2D P 2H P 2NT P 3NT P", "KQ3.J9852.Q65.T6", "P"),
    # Forcing and not forcing
    ("a two-over-one response promises a second bid", "1D P 2C P 2D P", "92.QJ8.K43.AQ963", "3C"),
    ("a passed partner's answer to my reopening double does not force", "1H P P 2D X P 2S P", "AQ2.86432.A.K987", "P"),
    ("partner passed the forcing bid's next turn: it no longer forces", "1C P 1D 2D P 2S P P", "2.K862.KJ7.AT965", "P"),
    # Over their interference
    ("a five-card major overcalls before a takeout double", "1D", "KJ3.KT965.J.KQ85", "1H"),
    ("a double of their 1NT overcall is for penalty: 6 HCP passes", "1D 1NT", "KQT92.J984.942.6", "P"),
    ("a double of their 1NT opening is for penalty, never for takeout", "1NT", "AK76.Q62.A74.T83", "P"),
    ("over their overcall of partner's minor, a major at one before a raise", "1C 1D", "T5.QT8532.4.QJ73", "1H"),
    ("the no-trump conventions are off after their overcall: 2S is natural", "1NT 2D 2S P", "KJ83.AK9.KQ84.J7", "P"),
    ("no new suit in answer to partner's weak jump overcall", "1H 3C P", "QT6.Q65.AJT64.T9", "P"),
    ("the overcaller rebids a six-card suit when they bid over it", "1C 1S 2C P P", "AKT952..AK876.J8", "2S"),
    ("partner's cue bid raises my suit: a minimum bids three of it", "1S 2H 3H P", "AQ743.J97.K53.Q2", "3S"),
    ("partner's cue bid raises my suit: more than a minimum bids game in it", "1S 2H 3H P", "AQ743.J97.K5.QJ2", "4S"),
    # Competing and doubling
    ("ten trumps together bid to the four level over their overcall (the law of total tricks)", "2S 3D", "J972.QT72.Q42.A8",
     "4S"),
    ("their raise found a fit: four trumps do not convert the reopening double", "1D 1H P 2H X P", "T52.AQ72.743.642", "3D"),
    ("our preemptive game raise: no double of their sacrifice", "1D 1S 3D 4S 5D", "AKT732.7.J43.QT2", "P"),
    ("partner's jump raise of my overcall is preemptive: no penalty double", "1S 2H 2NT 4H 4S", "A43.KJ8752.954.A", "P"),
    ("a penalty double on the balance of strength needs three of their trumps", "1H 2C 3C 3S P P", "K7.T872.8763.KQJ", "P"),
    ("partner's Michaels over their second suit: three of each major, the cheaper", "1C P 1D 2D P", "Q93.Q86.J98.Q963", "2H"),
    ("an unusual 2NT's advance is natural: partner's 3D is passed", "1C 2NT P 3D P", "KT.KT874.AJ9865.", "P"),
    ("their 2C over partner's 1H: a double would be negative, so no penalty double", "1H 2C", "KJ2.J.T72.KJT975", "P"),
    ("advancing an overcall without a fit, 14 HCP: no trump, the cue bid needs 17", "1D 1S P", "Q4.AJ6.K732.Q962", "2NT"),
    ("answering a takeout double: a jump with 10–12 points", "1D X P", "KQ84.J93.762.A83", "2S"),
    ("answering a takeout double over their bid: the free bid, no jump", "1D X 1H", "KQ84.J93.762.A83", "1S"),
    ("after partner's jump answer to my double: game with a fit", "1D X P 2H P", "A53.Q954.6.AK542", "4H"),
    ("a strong double, then a five-card suit of my own", "1H X P 2D P", "AT976.AK5.6.KQJ9", "2S"),
    ("a balancing overcall at the three level needs 10+ HCP", "1D P 3D P P", "T87.A7654.A62.95", "P"),
    ("a balancing double of their 1NT is for penalty: 10 HCP pass", "1NT P P", "AT95.KT74.KT42.2", "P"),
    ("opener reopens with a double: 15 HCP, two of their suit", "1D 2C P P", "AK72.K52.KQ93.T2", "X"),
    ("partner's negative double showed the minors: four of one, bid it", "1H 1S X 2S", "K3.KJT82.Q974.A6", "3D"),
    # Slam
    ("a minor fit and 31 points together: no Blackwood (its five-level stop is above 3NT)", "1S P 2D P 3D P",
     "2.AQ2.AKJ85.K632", "3NT"),
    ("a minor fit and 33 points together: Blackwood", "1S P 2D P 3D P", "2.AQ2.AKJ85.KQ32", "4NT"),
    ("opener's shortness over Jacoby 2NT counts with the fit: 17 HCP asks for aces", "1H P 2NT P 3S P",
     "AK3.QJT7.KJ.Q953", "4NT"),
    ("opener's shortness over Jacoby 2NT: 14 HCP signs off in game", "1H P 2NT P 3S P", "A63.QJT7.KJ.J953", "4H"),
    ("over the 2NT response (13–15), 18–19 balanced invites 6NT with a quantitative 4NT", "1D P 2NT P",
     "AQJ.A83.AKT3.J95", "4NT"),
    ("over the 2NT response (13–15), 20+ balanced bids 6NT", "1D P 2NT P", "AQJ.A83.AKT3.Q95", "6NT"),
    ("the quantitative 4NT accepted with more than the 2NT response's least", "1D P 2NT P 4NT P", "953.K7.QJ876.AKQ", "6NT"),
    ("the quantitative 4NT declined with the 2NT response's least", "1D P 2NT P 4NT P", "953.K7.QJ876.AK2", "P"),
    ("opener's 2NT rebid (18–19) and 13 balanced: a quantitative 4NT", "1D P 1S P 2NT P", "KQ52.KJ3.Q42.Q62", "4NT"),
    ("opener's reverse shows 17+: 16 balanced makes 33 together, 6NT", "1D P 1S P 2H P", "KQ85.K65.AJ6.K52", "6NT"),
    ("opener's rebid of a major shows six cards: two of them make a fit, and Blackwood", "1H P 1S P 3H P",
     "AKQJ8.Q2.A632.53", "4NT"),
    ("over Jacoby 2NT, opener's 3H shows 18+: with 16, slam interest starts with the ace of spades", "1H P 2NT P 3H P", "AK43.Q932.QJT.A8", "3S"),
    ("shortness counted in both hands is not strength: game, not Blackwood, with 25 HCP",
     "1D P 1H P 3H P", "2.KQJ3.K8765.Q62", "4H"),
    ("slam before the booklet's game: a limit raise of my minor and 20 HCP ask for aces, not 3NT", "1C P 3C P",
     "A2.KQ3.A4.AQJ843", "4NT"),
    ("slam before the booklet's game: 34 HCP together after a transfer bid 6NT, not 3NT", "1NT P 2H P 2S P",
     "AQ743.K7.AK2.Q62", "6NT"),
    # Placing the game
    ("without a fit, 22 points together do not invite: pass partner's 1NT rebid", "1C P 1S P 1NT P", "KQT53.K65.85.JT8", "P"),
    ("without a fit, 23 points together invite 3NT", "1C P 1S P 1NT P", "KQT53.K65.85.QT8", "2NT"),
    ("a limit raise of a minor: 3NT needs every suit stopped; game values show a stopper instead", "1D P 3D P",
     "85.KQT.JT63.AKJ6", "3H"),
    ("a minor fit and an open side suit: four of the minor, forcing, not 3NT", "1D P 1S P 3H P", "KQT54.J3.Q943.98", "4D"),
]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
