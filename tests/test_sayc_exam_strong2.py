"""The ``sayc`` system with strong hands, set blind as a second mock exam: the 2C opening with every kind of
strong hand and its auctions (2D waiting and the positives, opener's rebid, responder's second call, Stayman and
transfers over the 2NT rebid, Blackwood answers), the 2NT and 3NT openings and their continuations, opener's
18–19 no trump rebids, a strong one-level opening's rebid over 1NT or a single raise, the strong jump shift by
responder and by opener, and the 2C auction when they bid or double. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard American
practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('24 HCP balanced is too strong for 2NT: open 2C and rebid 2NT (22-24)', '', 'AKQ4.KQ5.AJ7.KQ3', '2C'),
    ('23 HCP balanced: 2C, planning a 2NT rebid', 'P', 'AK5.KQJ4.AQ6.KJ3', '2C'),
    ('20 HCP balanced is a 2NT opening (20-21)', 'P P', 'KQ4.AJ5.AK7.QJ93', '2NT'),
    ('22 HCP balanced: 2C then 2NT', 'P P P', 'AK3.AQ2.KQJ5.K54', '2C'),
    ('21 HCP balanced is the top of the 2NT opening', '', 'AQ6.KJ5.AKJ4.K73', '2NT'),
    ("25 HCP balanced: the booklet's 3NT opening is 25-27", '', 'AKJ.KQ4.AKQ5.QJ3', '3NT'),
    ('a solid seven-card major and two side aces: ten tricks, open 2C', '', 'AKQJ863.AK5.A4.7', '2C'),
    ('eight-card heart suit and 22 HCP: game in hand, 2C', 'P', 'A5.AKQ9874.AKQ.8', '2C'),
    ('19 HCP with a six-card major is a one-level opening, not 2C', '', 'AQ5.AKJ863.K4.Q7', '1H'),
    ('eight solid diamonds and two aces: ten and a half tricks, 2C', 'P P', 'A.K5.AKQJT653.A3', '2C'),
    ('23 HCP five-five majors with all the top cards: 2C', '', 'AKQJ5.AKQT4.A3.7', '2C'),
    ('23 HCP five-five minors: 2C', 'P P P', 'A4.7.AKQT5.AKQJ4', '2C'),
    ('23 HCP balanced with a five-card minor: 2C then 2NT', '', 'KQ5.AJ4.AKJ73.KQ', '2C'),
    ('20 HCP 5-3-3-2: the booklet allows a five-card major in a notrump opening', 'P', 'KJ4.AQJ85.AK3.Q7', '2NT'),
    ('19 HCP 4-3-3-3: too weak for 2NT, open a minor and rebid 2NT', 'P', 'AK85.AQ4.KJ5.Q85', '1C'),
    ('3 HCP: the waiting 2D', '2C P', '8643.J52.Q74.962', '2D'),
    ('positive: five hearts with two of the top three honours, game-forcing values', '2C P', 'K74.KQJ95.84.J62', '2H'),
    ('positive: six clubs headed by the ace-queen and 12 HCP', '2C P', 'A6.74.J85.AQJ942', '3C'),
    ('positive: KQ-headed five-card spade suit and an ace', '2C P', 'KQT74.863.A5.972', '2S'),
    ('11 HCP balanced with no good five-card suit: 2NT positive', '2C P', 'QJ5.K84.Q963.K72', '2NT'),
    ('7 HCP and a queen-high suit: not a positive, wait with 2D', '2C P', 'Q8754.J62.K5.J83', '2D'),
    ('hearts lack two of the top three honours and the hand is unbalanced: 2D', '2C P', '8.J8642.KQ7.Q953', '2D'),
    ('positive: six diamonds headed by ace-king', 'P 2C P', '84.963.AKJT53.72', '3D'),
    ('1 HCP: the waiting 2D (no pass of 2C)', 'P P 2C P', '952.8643.763.J42', '2D'),
    ('10 HCP balanced: 2NT positive', '2C P', 'A83.K752.Q94.J63', '2NT'),
    ('8 HCP balanced: 2NT positive', 'P 2C P', 'J85.Q74.K962.Q83', '2NT'),
    ('positive: six hearts headed by ace-king', 'P P P 2C P', '84.AK9753.Q4.J85', '2H'),
    ('24 HCP balanced: 2NT rebid shows 22-24, not forcing', '2C P 2D P', 'AKQ4.KQ5.AJ7.KQ3', '2NT'),
    ('show the long major at the two level', '2C P 2D P', 'AKQJ863.AK5.A4.7', '2S'),
    ('show the long heart suit', '2C P 2D P', 'A5.AKQ9874.AKQ.8', '2H'),
    ('show the long diamond suit', '2C P 2D P', 'A.K5.AKQJT653.A3', '3D'),
    ('five-five majors: show the higher suit first', '2C P 2D P', 'AKQJ5.AKQT4.A3.7', '2S'),
    ('five-five minors: show the higher suit first', '2C P 2D P', 'A4.7.AKQT5.AKQJ4', '3D'),
    ('23 HCP balanced with a five-card minor: 2NT', '2C P 2D P', 'KQ5.AJ4.AKJ73.KQ', '2NT'),
    ('22 HCP 4-3-3-3: 2NT, the four-card major can be found by Stayman', '2C P 2D P', 'AQ74.AK5.KQ3.KJ6', '2NT'),
    ('five spades and five clubs: spades first', '2C P 2D P', 'AKJ74.A5.K.AKJ83', '2S'),
    ('four spades and enough to play game: Stayman over the 2NT rebid', '2C P 2D P 2NT P', '9743.J5.Q842.K62', '3C'),
    ('five hearts: transfer with 3D', '2C P 2D P 2NT P', '86.QJ875.742.953', '3D'),
    ('six spades: transfer with 3H, spades will play better than notrump', '2C P 2D P 2NT P', 'J97652.84.73.962', '3H'),
    ('4 HCP opposite 22-24: enough for game', '2C P 2D P 2NT P', '854.K73.9652.J83', '3NT'),
    ('1 HCP and no major: pass the non-forcing 2NT', '2C P 2D P 2NT P', '864.953.87432.J5', 'P'),
    ('both majors: Stayman', 'P 2C P 2D P 2NT P', 'KJ74.Q962.853.74', '3C'),
    ('three-card support with a king: raise to 3S', '2C P 2D P 2S P', 'K84.7532.J962.84', '3S'),
    ('six good diamonds, only two hearts: natural 3D', '2C P 2D P 2H P', '64.K3.QJT875.842', '3D'),
    ('six spades: bid them naturally', '2C P 2D P 2H P', 'KQT874.83.952.74', '2S'),
    ('complete the transfer', '2C P 2D P 2NT P 3D P', 'AKQ4.K5.AJ73.KQ3', '3H'),
    ('four spades in answer to Stayman', '2C P 2D P 2NT P 3C P', 'AKQ4.K5.AJ73.KQ3', '3S'),
    ('no four-card major', '2C P 2D P 2NT P 3C P', 'KQ5.AJ4.AKJ73.KQ', '3D'),
    ('complete the transfer', '2C P 2D P 2NT P 3H P', 'A5.KQ5.AKJ73.KQ4', '3S'),
    ('three-card support for the positive heart suit: set trumps', '2C P 2H P', 'AK3.Q84.AKQ5.KJ4', '3H'),
    ('Blackwood: no ace', '2C P 2D P 2S P 3S P 4NT P', 'K84.7532.J962.84', '5C'),
    ('Blackwood: one ace', '2C P 2D P 2H P 3H P 4NT P', '84.J75.A962.8643', '5D'),
    ('6 HCP balanced: game opposite 20-21', '2NT P', '853.J74.Q962.K83', '3NT'),
    ('2 HCP balanced: pass', '2NT P', '853.J74.9632.J83', 'P'),
    ('five hearts: transfer', '2NT P', '85.QJ874.962.J83', '3D'),
    ('both four-card majors: Stayman', '2NT P', 'KJ85.Q742.96.J83', '3C'),
    ('11 HCP balanced: quantitative slam invitation', '2NT P', 'K74.QJ5.K962.Q83', '4NT'),
    ('14 HCP balanced opposite 20-21: small slam', '2NT P', 'KQ4.QJ5.K962.K83', '6NT'),
    ('seven spades: transfer, then game', '2NT P', 'QT87542.84.96.J3', '3H'),
    ('Gerber: two aces', '2NT P 4C P', 'AQ5.KJ4.AK73.KJ5', '4S'),
    ('Gerber: one ace', 'P 2NT P 4C P', 'KQ5.KJ4.AK73.KQ5', '4H'),
    ('four spades in answer to Stayman', '2NT P 3C P', 'AQ85.KQ4.AK7.Q85', '3S'),
    ('no four-card major', '2NT P 3C P', 'AQ8.KQ4.AK75.Q85', '3D'),
    ('both majors: hearts first', '2NT P 3C P', 'AQ85.KQ94.AK7.Q5', '3H'),
    ('complete the transfer', '2NT P 3D P', 'AQ8.K4.AK752.KQ5', '3H'),
    ('two hearts: pass 3NT', '2NT P 3D P 3H P 3NT P', 'AQ8.K4.AK752.KQ5', 'P'),
    ('three hearts: choose the heart game', '2NT P 3D P 3H P 3NT P', 'AQ8.K94.AK75.KQ5', '4H'),
    ('21, the top of the range: accept the slam invitation', '2NT P 4NT P', 'AQ8.K94.AK75.KQ5', '6NT'),
    ('20, the bottom of the range: decline', '2NT P 4NT P', 'AQ8.K94.AK75.KJ5', 'P'),
    ('heart fit found, game values', '2NT P 3C P 3H P', 'KJ85.Q742.96.J83', '4H'),
    ('no major fit: 3NT', '2NT P 3C P 3D P', 'KJ85.Q742.96.J83', '3NT'),
    ('3 HCP balanced: nothing to add opposite 25-27', '3NT P', '854.Q96.J732.843', 'P'),
    ('six hearts: transfer to play 4H', '3NT P', '85.J97652.84.962', '4D'),
    ('complete the transfer', '3NT P 4D P', 'AK5.KQ4.AKJ7.KQ5', '4H'),
    ('11 HCP opposite 25-27: small slam', '3NT P', 'KQ5.J84.Q962.K83', '6NT'),
    ('19 HCP balanced: 2NT rebid (18-19)', '1C P 1H P', 'AK5.Q4.KJ7.AQ853', '2NT'),
    ('18 HCP balanced: 2NT rebid', '1D P 1S P', 'Q5.AJ4.AQ973.KQ5', '2NT'),
    ('four-card support and 19 HCP: raise to game', '1C P 1S P', 'AK74.KQ5.A5.QJ83', '4S'),
    ('18 HCP balanced: 2NT rebid', '1D P 1H P', 'AQ5.K4.AKJ73.J65', '2NT'),
    ('20 HCP with four spades: jump shift, forcing to game', '1C P 1H P', 'AKJ4.A5.74.AKJ83', '2S'),
    ('21 HCP with five diamonds and four clubs: jump shift, forcing to game', '1D P 1S P', 'A5.K4.AKJ93.AQ85', '3C'),
    ('19 HCP 5-3-3-2 opposite 6-10: game', '1H P 1NT P', 'AK5.AQJ74.KQ3.85', '3NT'),
    ('19 HCP opposite a single raise: game', '1S P 2S P', 'AKJ74.AK5.KJ4.85', '4S'),
    ('20 HCP with five spades and four hearts: jump shift, game forcing', '1S P 1NT P', 'AKQ74.AKJ5.84.K5', '3H'),
    ('19 HCP balanced opposite 6-10: game', '1C P 1NT P', 'AK5.KQ4.Q73.AJ85', '3NT'),
    ('19 HCP and six strong hearts opposite a single raise: game', '1H P 2H P', 'A5.AKQJ74.K4.Q85', '4H'),
    ('19 HCP with six solid spades: game, not an invitation', '1S P 1NT P', 'AKQJ74.A5.KQ4.85', '4S'),
    ('21 HCP five-five: jump shift, game forcing', '1H P 1NT P', '85.AKJ74.A.AKQ85', '3C'),
    ('four-card heart support and 19 HCP: game', '1D P 1H P', 'AK5.KQ74.AQ73.J5', '4H'),
    ('20 HCP with a good spade suit: strong jump shift', '1H P', 'AKJ75.K4.AQ5.K83', '2S'),
    ('22 HCP with six solid diamonds: strong jump shift', '1S P', 'A5.KQ4.AKQJ85.K3', '3D'),
    ('19 HCP with six solid hearts: strong jump shift', '1D P', '85.AKQJ74.AK5.Q5', '2H'),
    ('20 HCP with six solid diamonds: strong jump shift', 'P 1S P', 'AK5.8.AKQJ74.K73', '3D'),
    ('minimum balanced opener without spade support: 2NT', '1H P 2S P', '85.AQ974.K93.KJ5', '2NT'),
    ('three-card support for the jump shift suit: raise', '1H P 2S P', 'K84.AQ974.K93.J5', '3S'),
    ('six diamonds, no heart support: rebid the suit', '1D P 2H P', '852.7.AKJ974.KQ5', '3D'),
    ('six hearts: rebid the suit in the game-forcing auction', '1C P 1H P 2S P', '85.KQ9742.Q93.52', '3H'),
    ('a natural positive over the overcall: good hearts and 8 HCP', '2C 2S', '85.KQJ74.Q93.852', '3H'),
    ('3 HCP: pass is the weak action over the overcall', '2C 2S', '85.J974.Q932.852', 'P'),
    ('natural positive: AK-headed diamonds and 8 HCP', 'P P 2C 2H', '96.84.AKJ85.9632', '3D'),
    ('show the long major as without the double', '2C P 2D X', 'AKQJ863.AK5.A4.7', '2S'),
    ('22-24 balanced with a diamond stopper: 2NT as without the double', '2C P 2D X', 'AKQ4.KQ5.AJ7.KQ3', '2NT'),
]

# Over our 25–27 no trump the transfers work a level up: 4D for hearts (the quiz's 3NT P and 3NT P 4D P), 4H for
# spades, and opener completes them.
TRANSFERS_OVER_3NT = [
    ("the other major: six spades transfer with 4H", "3NT P", "J97652.85.84.962", "4H"),
    ("the other major: 4H over 3NT is a transfer, opener bids 4S", "3NT P 4H P", "AK5.KQ4.AKJ7.KQ5", "4S"),
    ("one card fewer, five hearts and 1 HCP: 3NT is as good a game, pass", "3NT P", "85.J9765.842.962", "P"),
    ("the same transfer over 2C then 3NT (25-27)", "2C P 2D P 3NT P", "85.J97652.84.962", "4D"),
    ("opener's 4S completes the transfer, no cue bid: a weak hand passes the game", "3NT P 4H P 4S P",
     "J97652.85.84.962", "P"),
]

# Over a 1NT answer (6-10) opener's 2NT invites with 18 and 19 bids game (the quiz's 1H P 1NT P and 1C P 1NT P).
NINETEEN_OVER_1NT = [
    ("one point less, 18 HCP 5-3-3-2: invite with 2NT", "1H P 1NT P", "AK5.AQJ74.KJ3.85", "2NT"),
    ("the other opening, 18 HCP: invite with 2NT", "1C P 1NT P", "AK5.KQ4.J73.AJ85", "2NT"),
    ("three points less, 16 HCP balanced: pass 1NT", "1H P 1NT P", "AK5.AQJ74.Q73.85", "P"),
    ("8 HCP opposite the 18 HCP invitation: accept", "1C P 1NT P 2NT P", "K84.J53.Q962.Q83", "3NT"),
    ("6 HCP, the bottom of the 1NT answer: decline the invitation", "1C P 1NT P 2NT P", "Q84.J53.Q962.J83", "P"),
]

POSITIONS = QUIZ + TRANSFERS_OVER_3NT + NINETEEN_OVER_1NT


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[f"{p[1]}: {p[0]}" for p in POSITIONS])
def test_the_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
