"""The ``sayc`` system's defenders after their opening of one of a suit, marked on the robot's own calls:
advancer (partner of the overcaller) with values and a four-card suit at the one level when no fit and no
stopper leaves another call, four of partner's minor when their raise has left no room to cue-bid, the
ranges opposite a balancing double, the very strong takeout doubler with a long suit of its own; and responder
to 1NT over their overcall with game values and a long minor; responder's forcing new suit over their jump
overcall and opener's answer; opener's six-card suit in the pass-out seat. Each is (the reason, the auction
so far with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream
SAYC practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # A new suit by advancer is natural and not forcing; at the one level four cards are enough.
    ("advancing 1H over 1C: 10 HCP, four spades, two hearts, no club stopper: 1S", "1C 1H P", "KQ84.94.KQ96.763", "1S"),
    ("advancing 1H over 1C: 8 HCP, four spades, no club stopper: 1S", "1C 1H P", "KQ84.94.Q763.J96", "1S"),
    ("advancing 1D over 1C: four cards in each major, 10 HCP: hearts first, up the line", "1C 1D P", "KQ84.AJ94.96.763", "1H"),
    ("advancing 1H over 1C: 12 HCP and their clubs stopped: 2NT, not the four-card suit", "1C 1H P", "KQ84.94.KQ96.Q63", "2NT"),
    ("advancing 1H over 1D: their diamonds stopped with 10 HCP: 1NT", "1D 1H P", "KQ84.94.K763.Q96", "1NT"),
    ("advancing 1H over 1C: 5 HCP and four spades pass", "1C 1H P", "Q984.94.Q763.J96", "P"),
    ("advancing 1S over 1C: three spades and 9 HCP raise rather than show a suit", "1C 1S P", "K984.94.KQ96.763", "2S"),
    # Over their jump to three of their major, four of partner's minor with four trumps and a limit raise's values.
    ("over 1S 2C 3S: four clubs, a singleton spade and 11 HCP: 4C", "1S 2C 3S", "9.Q75.AKQ32.8764", "4C"),
    ("over 1S 2D 3S: four diamonds, a singleton spade and 13 HCP: 4D", "1S 2D 3S", "9.Q75.A8764.AKQ2", "4D"),
    ("over 1H 2D 3H: four diamonds, a singleton heart and 12 HCP: 4D", "1H 2D 3H", "9.QJ75.A8764.AK2", "4D"),
    ("over 1S 2C 3S: four clubs but 7 HCP and no shortness pass", "1S 2C 3S", "92.Q75.K843.Q764", "P"),
    ("over 1S 2C 2S: room to cue-bid: a limit raise cue-bids 3S", "1S 2C 2S", "9.Q75.AKQ32.8764", "3S"),
    ("after 1C 1H P 1S P: the overcaller with four spades and a sound overcall raises", "1C 1H P 1S P", "A973.AKJ73.Q84.7", "2S"),
    ("after 1C 1H P 1S P: the overcaller with two spades and a minimum passes", "1C 1H P 1S P", "93.AKJ73.Q84.J72", "P"),
    # Opposite a double in the pass-out seat the doubler bid some of advancer's values: each range two points higher.
    ("opposite a balancing double of 2D: 9 HCP and four spades bid 2S, not a jump", "1D P 2D P P X P", "A963.976.A92.J76", "2S"),
    ("opposite a balancing double of 2D: 10 HCP and four spades bid 2S, not a jump", "1D P 2D P P X P", "A963.976.A92.Q76", "2S"),
    ("opposite a balancing double of 2D: 11 HCP and four spades jump to 3S", "1D P 2D P P X P", "A963.976.A92.K76", "3S"),
    ("opposite a direct double of 1D: 9 HCP and four spades jump to 2S", "1D X P", "A963.976.A92.J76", "2S"),
    ("opposite a balancing double of 1D: 10 HCP and four hearts bid 1H", "1D P P X P", "K84.AT76.9832.QJ", "1H"),
    ("opposite a balancing double of 1D: 11 HCP and four hearts jump to 2H", "1D P P X P", "K84.AT76.9832.KJ", "2H"),
    ("opposite a balancing double of 1D: 14 HCP and four hearts jump to 2H, not a cue bid", "1D P P X P", "K84.AT76.9832.AK", "2H"),
    ("opposite a balancing double of 1D: 19 HCP cue-bids", "1D P P X P", "A84.AT76.A832.AK", "2D"),
    # A very strong hand with a long major doubles first; the jump to game over their opening is 16–18 HCP.
    ("over 1C: 21 HCP and six solid spades double first, too strong to jump to game", "1C", "AKQJ64.K82.AKJ.8", "X"),
    ("over 1C: 18 HCP and seven solid spades jump to game", "1C", "AKQJ643.K2.AJ.87", "4S"),
    # The doubler's jump in a new suit after partner's answer: a good six-card suit and 19+ HCP, invitational.
    ("after 1C X P 1H P: 21 HCP and six solid spades jump to 2S", "1C X P 1H P", "AKQJ64.K82.AKJ.8", "2S"),
    ("after 1C X P 1D P: 21 HCP and six solid spades jump to 2S", "1C X P 1D P", "AKQJ64.K82.AKJ.8", "2S"),
    ("after 1C X P 1H P: 18 HCP and six solid spades bid 1S, no jump", "1C X P 1H P", "AKQJ64.K82.AJ2.8", "1S"),
    ("after 1C X P 1H P: 21 HCP and five spades bid 1S, no jump", "1C X P 1H P", "AKQJ6.K82.AKJ.82", "1S"),
    ("after 1C X P 1H P 2S P: three spades and 6 HCP accept the invitation", "1C X P 1H P 2S P", "972.Q943.K643.J2", "4S"),
    ("after 1C X P 1H P 2S P: two spades and 9 HCP accept the invitation", "1C X P 1H P 2S P", "97.Q9843.KQ43.Q2", "4S"),
    ("after 1C X P 1H P 2S P: three spades and 2 HCP pass", "1C X P 1H P 2S P", "972.Q943.8643.J2", "P"),
    ("after 1C X P 1H P 2S P: two spades and 4 HCP pass", "1C X P 1H P 2S P", "97.Q9843.K643.J2", "P"),
    # The strong doubler shows its own suit once; after partner's 3NT it passes. With 22+ HCP opposite a jump answer, slam.
    ("after X, 1NT, 3C and partner's 3NT: the doubler passes, its suit already shown", "P P P 1H X P 1NT 2H 3C P 3NT P",
     "AQT.43.KJT.AQ986", "P"),
    ("after 1D X P 2S P: 23 HCP and four spades ask for aces", "1D X P 2S P", "AK92.AQJ3.KQ.A95", "4NT"),
    ("after 1D X P 2S P: 21 HCP and three spades bid game", "1D X P 2S P", "AK9.AQJ32.K2.A95", "4S"),
    # Over their jump overcall a new suit at three is forcing (five cards, 11+ HCP; a double there is for penalty),
    # and opener places the game as over a forcing three-level suit after 1NT.
    ("over 1D (3C): 13 HCP and five spades bid 3S, forcing", "1D 3C", "AQJ94.QT32.KJ4.9", "3S"),
    ("over 1C (3D): 12 HCP and five spades bid 3S, forcing", "1C 3D", "AQJ94.Q32.K4.932", "3S"),
    ("over 1D (3C): 8 HCP and five spades pass", "1D 3C", "AQJ94.Q32.J54.92", "P"),
    ("after 1D (3C) 3S: three spades raise to game", "1D 3C 3S P", "K82.AK54.Q8652.3", "4S"),
    ("after 1D (3C) 3S: clubs stopped and two spades: 3NT", "1D 3C 3S P", "K8.AK54.Q8652.KJ", "3NT"),
    ("after 1D (3C) 3S: no club stopper and two spades: the five-two fit", "1D 3C 3S P", "K8.AK54.Q8652.J3", "4S"),
    ("after 1H (3C) 3D: three diamonds and no club stopper raise to 4D, forcing", "1H 3C 3D P", "K8.AK654.Q865.J3", "4D"),
    ("after 1H (3C) 3D 4D: responder bids the game", "1H 3C 3D P 4D P", "A32.Q2.AKJ94.932", "5D"),
    # Opener in the pass-out seat: a six-card suit with two cards in theirs is rebid (with 16–17 HCP a jump), not doubled.
    ("1S (2D) P P: 16 HCP, six spades and two diamonds: the jump to 3S", "1S 2D P P", "KQT843.83.Q3.AKQ", "3S"),
    ("1S (3D) P P: 16 HCP, six spades and two diamonds: 3S", "1S 3D P P", "KQT843.83.Q3.AKQ", "3S"),
    ("1S (2D) P P: 14 HCP and six spades: 2S", "1S 2D P P", "KQT843.83.Q3.AK2", "2S"),
    ("1S (2D) P P: 20 HCP: the double, six spades or not", "1S 2D P P", "KQT843.A3.Q3.AKQ", "X"),
    # A two-level overcall with opening values needs no more than an ace at the head of the suit.
    ("over their weak 2H: 13 HCP and five spades headed by the ace overcall 2S", "2H", "A8542.KQ2.KJT7.8", "2S"),
    ("over their weak 2H: 11 HCP and five spades headed by the ace pass", "2H", "A8542.Q92.KJT7.8", "P"),
    # The takeout double of a one-bid counts a void in their suit as three points, a singleton as two.
    ("over 1D: 10 HCP, four cards in each major and a void in diamonds: the takeout double", "1D", "KJ54.KQ65..J8632", "X"),
    ("over 1C: 10 HCP, four cards in each major and a void in clubs: the takeout double", "1C", "KJ54.KQ65.J8632.", "X"),
    ("over 1D: 10 HCP, four cards in each major and a singleton diamond: the takeout double", "1D", "KJ54.KQ65.2.J863", "X"),
    ("over 1D: 9 HCP, four cards in each major and a singleton diamond pass", "1D", "KJ54.QJ65.2.Q863", "P"),
    ("over 1D: 8 HCP and a void in diamonds pass", "1D", "KJ54.Q765..J8632", "P"),
    # Opposite a two-level overcall in a minor three trumps are a fit: with a limit raise's values, raise.
    ("over 1S (2D) 2H: 12 HCP and three diamonds cue-bid their spades", "1S 2D 2H", "5.A842.QJ8.AJ983", "2S"),
    ("over 1C P 1H (2D) 3C: 13 HCP and three diamonds compete to 3D, not pass", "1C P 1H 2D 3C", "A932.AJ8.QJ6.J72", "3D"),
    ("over 1H (2C): 13 HCP, three clubs, balanced with hearts stopped: 3NT", "1H 2C P", "A54.KJ4.Q854.K32", "3NT"),
    # The doubler's raise of partner's forced answer stops at game; 22+ in a minor bid the game.
    ("after 2D P 3D X P 4C P: 18 HCP and four clubs raise to 5C, not a jump to slam", "2D P 3D X P 4C P", "KT94.K85.A.AKJ83", "5C"),
    ("after 1C X 1S 2D P: 20 HCP, four diamonds and clubs stopped: 3NT", "P P 1C X 1S 2D P", "A986.AJ85.AK63.A", "3NT"),
    # Too strong for the overcall and no stopper for 1NT: the double first; advancer's strong six-card major bids game.
    ("over 1D: 18 HCP, five clubs and no diamond stopper: the double, not a pass", "1D", "A64.A8.J65.AKQ72", "X"),
    ("over 1D: 17 HCP, five clubs and no diamond stopper: the overcall", "1D", "A64.A8.J65.AKJ72", "2C"),
    ("over 1D (1H) 3D: 16 HCP and six spades headed by AK: 4S", "1D 1H 3D", "AK8654..J5.AKJ86", "4S"),
    ("over 1D (1H) 2D: 16 HCP and six spades: room to cue-bid", "1D 1H 2D", "AK8654..J5.AKJ86", "3D"),
    ("after P P 1H X P 2S P: 22 HCP and three spades bid game", "P P 1H X P 2S P", "AK9.QT.AQT3.AK53", "4S"),
    # Partner's weak jump overcall with a fit and 16+ points: game. Over their 1NT, the raise takes 11–12 points.
    ("over 1H (3D) 3H: four diamonds and 15 HCP: game in diamonds", "1H 3D 3H", "A2.983.AK87.AT92", "5D"),
    ("over 1D (3C) 3S: four clubs and 13 HCP with a singleton: 5C", "1D 3C 3S", "Q98.AKQ85.9.Q865", "5C"),
    ("over 1H (3D) 3H: four diamonds and 11 HCP: 4D by the total trumps", "1H 3D 3H", "A2.983.K876.AT92", "4D"),
    ("over 1C (1NT): 8 HCP, four clubs and a singleton raise", "1C 1NT", "5.Q96.AT985.QT53", "2C"),
    # With 31+ points together and too few high cards for Blackwood, their save is doubled.
    ("1D (1H) 2H (3H) 4D (4H): 16 HCP and a fit: double their save", "1D 1H 2H 3H 4D 4H", "AJ7.K.A972.A9765", "X"),
    ("1D (1H) 2H (3H) 4D (4H): 12 HCP and a fit: 5D", "1D 1H 2H 3H 4D 4H", "AJ7.K.9742.A9765", "5D"),
    # Over their jump overcall, responder's four-card raise of opener's minor by values: no cue bid below four.
    ("over 1D (3C): 12 HCP and four diamonds: 4D, more than the simple raise", "1D 3C", "T43.AK32.KQ76.95", "4D"),
    ("over 1D (3C): 15 HCP, four diamonds and clubs stopped: 3NT", "1D 3C", "T43.AK32.KQ76.A5", "3NT"),
    ("over 1D (3C): 13 HCP, four diamonds and no club stopper: 5D", "1D 3C", "T43.AK32.AQ76.95", "5D"),
    ("over 1D (3C): 8 HCP and four diamonds: the simple raise", "1D 3C", "T43.K32.KQ76.952", "3D"),
    ("over 1H P 2H: 18 HCP, five diamonds and no double shape: 3D, not a pass", "1H P 2H", "A3.KT5.AK532.AT6", "3D"),
    # Partner's weak two overcalled: game values bid the game as they would without the overcall.
    ("2H (2S): 14 HCP, three hearts and a singleton: game", "2H 2S", "Q76.A82.J.AKT642", "4H"),
    ("2S (3C): 14 HCP, three spades and a singleton: game", "2S 3C", "Q76.A82.J.AKT642", "4S"),
    ("2S (3C): 10 HCP and three spades compete at three", "2S 3C", "Q76.A82.J.KT6542", "3S"),
    # Over their overcall of partner's 1NT, game values and a long minor without their suit stopped: three of it, forcing.
    ("over 1NT (2C): 12 HCP, five diamonds, a singleton club: 3D forcing, not 2D to play", "1NT 2C", "QT86.Q76.AKJ64.2", "3D"),
    ("over 1NT (2C): 10 HCP and six diamonds: 3D forcing", "1NT 2C", "Q8.Q76.AKJ642.32", "3D"),
    ("over 1NT (2D): 12 HCP, five clubs, a singleton diamond: 3C forcing", "1NT 2D", "QT86.Q76.2.AKJ64", "3C"),
    ("over 1NT (2C): 5 HCP and six diamonds: 2D to play", "1NT 2C", "Q8.Q76.QJ8642.32", "2D"),
    ("over 1NT (2C): 15 HCP, five diamonds and clubs stopped: 3NT", "1NT 2C", "Q8.Q76.AKJ64.K32", "3NT"),
    ("after 1NT (2C) 3D: opener with clubs stopped bids 3NT", "1NT 2C 3D P", "AK3.K84.Q52.KJ93", "3NT"),
    ("after 1NT (2C) 3D: opener without a club stopper and three diamonds raises", "1NT 2C 3D P", "AK3.K84.Q52.9843", "4D"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_advancer_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
