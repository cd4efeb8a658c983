"""The ``sayc`` system's later calls where the robot passed with values it had not shown: found by asking the
same auction again with one small card of the hand turned into an honour, and marking the calls that fell from
a bid to a pass. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where
the booklet is silent the reason is mainstream SAYC practice. Neighbouring hands that keep their call are beside
them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # No game in view and no other call: a long suit of my own is bid, whatever the values, not passed.
    ("opener with seven good clubs and 16 HCP after their raise: 3C, not a pass", "P 1C 1S 2D 2S", "3.A92.A6.AKJT743", "3C"),
    ("opener with seven good clubs and 12 HCP after their raise: 3C", "P 1C 1S 2D 2S", "3.A92.A6.KJT7543", "3C"),
    ("responder with six good diamonds and 13 HCP after their raise of their suit: 2D", "1C P 1D 1H 1S 2C",
     "A2.Q96.KQJ532.J4", "2D"),
    ("the redoubler's opener with six solid spades and 16 HCP: 2S over their raise", "P 1D X XX 1H P P 1S 2H P P",
     "AKQ876.J.AQ5.762", "2S"),
    ("the negative doubler with six diamonds and 11 HCP after opener's 2NT: 3D", "1C 1H X 2H 2NT P",
     "KT74.43.AKT853.J", "3D"),
    # After 1M 1NT and opener's new suit, six cards in a suit I could not show at two: with 10–12 HCP a jump invites.
    ("1S 1NT 2D: 11 HCP and six hearts jump to 3H, inviting", "P 1S P 1NT P 2D P", "A.AT8764.53.K873", "3H"),
    ("1S 1NT 2D: 7 HCP and six hearts bid 2H, to play", "P 1S P 1NT P 2D P", "9.AT8764.53.K873", "2H"),
    # The negative doubler's second call with game values opposite opener's minimum rebid.
    ("1D (1H) X, 2C: 13 HCP without a heart stopper cue-bids 2H, forcing", "P 1D 1H X P 2C P", "QT94.Q8.AK3.Q654", "2H"),
    ("1D (1H) X, 2D: 13 HCP without a heart stopper cue-bids 2H, forcing", "P 1D 1H X P 2D P", "9864.73.AKQ.A963", "2H"),
    ("1D (1H) X, 2D: 13 HCP with hearts stopped bids 3NT", "P 1D 1H X P 2D P", "9864.Q73.AKQ.A96", "3NT"),
    ("1D (1H) X, 2D: 9 HCP passes", "P 1D 1H X P 2D P", "9864.73.AK2.Q963", "P"),
    ("1D (1H) X, 1S: a spade fit and 13 HCP bid game", "P 1D 1H X P 1S P", "Q864.73.AKQ.A963", "4S"),
    ("after the cue bid, opener with hearts stopped bids 3NT", "1D 1H X P 2C P 2H P", "AK3.K92.QJT86.K4", "3NT"),
    # Opener after the negative double: the jump in the unbid major stops at game.
    ("1C (1S) X (3S): 17 points and four hearts bid 4H, not a jump to five", "P 1C 1S X 3S", "K.KQ83.K65.KQT32", "4H"),
    # The overcaller with four cards in partner's new suit: a raise with a sound overcall, a jump with 17+ points.
    ("1C (1S) 2C (2D) 3C: 17 points and four diamonds jump to 4D", "1C 1S 2C 2D 3C", "KJT975.AK.KJ76.8", "4D"),
    ("1C (1S) 2C (2D) 3C: 13 points and four diamonds raise to 3D", "1C 1S 2C 2D 3C", "KJT975.K9.KJ76.8", "3D"),
    # After the weak two's feature, responder's own good six-card major is the game.
    ("2D 2NT 3H: 15 HCP and six spades headed by AKJ, a doubleton diamond: 4S", "2D P 2NT P 3H P", "AKJT53.54.84.AK8", "4S"),
    ("2H 2NT 3D: six spades headed by AKJ and a singleton heart: 4S", "2H P 2NT P 3D P", "AKJT53.5.842.AK8", "4S"),
    ("2H 2NT 3D: two hearts and a feature opposite: game in hearts", "2H P 2NT P 3D P", "AKJT53.54.84.AK8", "4H"),
    # After opener's 1NT rebid, a second five-card suit and a singleton: the suit at two, not a pass, up to 11 HCP.
    ("1D 1S 1NT: 10 HCP, five spades, five hearts and a singleton: 2H", "1D P 1S P 1NT P", "AJ753.KJ983.T.J2", "2H"),
    ("1D 1S 1NT: 10 HCP, five spades, five clubs and a singleton: 2C", "1D P 1S P 1NT P", "QJ973.6.K5.A9532", "2C"),
    ("1D 1S 1NT: 10 HCP, five spades and four hearts, no singleton: pass", "1D P 1S P 1NT P", "AJ753.KJ98.T3.J2", "P"),
    # Game values and a minor fit with no other call: the minor again below 3NT, not a pass.
    ("1H P 2D (3C): opener with 13 HCP and four diamonds raises to 3D", "1H P 2D 3C", "53.AKQ84.KJT7.T6", "3D"),
    ("1C 1S 2C: responder with 12 HCP, three clubs and a singleton diamond: 3C", "1C P 1S P 2C P", "AJ632.T976.3.AK6", "3C"),
    ("1C 1H 2C 2D 3C: 11 HCP opposite a minimum: pass, four clubs would pass 3NT", "1C P 1H P 2C P 2D P 3C P",
     "A2.J9862.KJ86.Q8", "P"),
    # The simple raise keeps its place when the stronger calls are not there: over their 1NT (no cue bid, the
    # double needs 9 HCP), and with three cards in partner's one-level minor (the cue-bid raise needs four).
    ("1C (1NT): 8 HCP, four clubs and a void: 2C, not a pass", "1C 1NT", ".AJT5.KT543.9654", "2C"),
    ("1C (1NT): 11 HCP: the penalty double", "1C 1NT", ".AJT5.KT543.K654", "X"),
    ("1C (1D) 2D: 11 HCP and three diamonds raise to 3D, not a pass", "1C 1D 2D", "AT72.AT97.K73.T4", "3D"),
    # After a jump shift and two suits shown, partner's 3NT denies a fit: 20 HCP invite 6NT with the quantitative 4NT.
    ("1D 2S 2NT 3H 3NT: 20 HCP, five-five, no void: 4NT invites 6NT", "1D P 2S P 2NT P 3H P 3NT P", "KQJ85.AKJ54.6.AQ", "4NT"),
    ("1D 2S 2NT 3H 3NT, 4NT: opener with 16 HCP accepts in 6NT", "1D P 2S P 2NT P 3H P 3NT P 4NT P", "A4.Q82.AQ743.KJ5", "6NT"),
    # Over partner's three-level preempt, a strong hand's own long major is bid at four, to play.
    ("over partner's 3S: 20 HCP, void in spades and six hearts headed by AK: 4H", "3S P", ".AK6432.KQ.AKJ94", "4H"),
    ("over partner's 3S: 17 HCP, void in spades and a good five-card club suit: 4C, forcing", "3S P", ".A86432.KQ.AKJ94", "4C"),
    ("partner's 4H over my 3S preempt is to play: pass with a singleton heart", "3S P 4H P", "KQJT987.5.J83.T4", "P"),
    # Partner's raise of my major over their bid may hold three trumps: four of mine and 13+ support points bid game.
    ("1C P 1H (2D) 2H: four hearts, a singleton diamond and 12 HCP: 4H", "1C P 1H 2D 2H P", "AT2.7543.8.AKJ95", "4H"),
    ("1D P 1S (2H) 2S: four spades and 13 HCP: 4S", "1D P 1S 2H 2S P", "KQ84.73.AJ5.K962", "4S"),
    ("1D P 1S (2H) 2S: four spades and 8 HCP: pass", "1D P 1S 2H 2S P", "KQ84.73.J54.Q962", "P"),
    # The simple raise of partner's overcall goes as high as the total trumps allow: ten together, the four level.
    ("(2H) 3D (P): five diamonds and 10 HCP raise to 4D, not a pass", "2H 3D P", "A8.T63.Q9843.A83", "4D"),
    ("(2H) 3D (P): four diamonds and 10 HCP pass: nine trumps stop at three", "2H 3D P", "A82.T63.Q984.A83", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_values_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
