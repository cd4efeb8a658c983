"""The ``sayc`` system in contested auctions, as a teacher reads the robot's own auctions on random deals with
all four hands in view: the calls a teacher marks wrong, and the neighbouring hands that keep their call. Each
is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Balancing at the four level over their preempt or their limit raise: the suit must be worth it.
    ("balancing over their 3D preempt: J8652 is no suit to bid at the four level", "P P 3D P P",
     "Q8.AQ7.K82.J8652", "P"),
    ("the same hand with KQ652: a good five-card suit balances at four", "P P 3D P P", "Q8.AQ7.K82.KQ652", "4C"),
    ("the same hand with six clubs: a six-card suit balances at four", "P P 3D P P", "Q8.AQ7.K8.J86532", "4C"),
    ("balancing over their 1H–3H: 85432 is no suit to bid at the four level", "1H P 3H P P",
     "KQ.KT7.85432.AT4", "P"),
    ("the same hand with AQ432: still no four-level balance, they declined an invitation and hold the values",
     "1H P 3H P P", "KQ.KT7.AQ432.T54", "P"),
    ("balancing at the three level is unchanged: a five-card suit and 11 HCP", "1S P 2S P P",
     "QJ8.A72.82.KJ865", "3C"),
    # Partner's double of their bid over our no trump is for penalty: the no-trump opener leaves it in.
    ("partner transferred to hearts and doubled their 2H: penalty, my K9 of hearts and 16 HCP leave it in",
     "1NT P 2D 2H P P X P", "QT753.K9.A72.AKT", "P"),
    ("partner bid Stayman and doubled their 2D: penalty, my balanced 15 leaves it in",
     "1NT P 2C 2D P P X P", "QT75.K93.A72.AKT", "P"),
    ("the same with 17 HCP and four diamonds: still no game of ours to prefer", "1NT P 2C 2D P P X P",
     "KJ5.A93.QJ72.AK6", "P"),
    ("partner's double straight over their overcall of my 1NT: penalty, left in", "1NT 2H X P",
     "QT75.K93.A72.AKT", "P"),
    # Partner's new suit at three over their two-level overcall shows the free bid's 10+: their raise frees me to
    # pass only a minimum with nothing to show.
    ("partner's forcing 3D over their 2H, raised: 15 HCP, five diamonds and a singleton heart: game, not a pass",
     "1S 2H 3D 3H", "AQJ83.6.AJ965.K7", "5D"),
    ("the same auction with six spades and three diamonds: the spades again, not a pass", "1S 2H 3D 3H",
     "AQJ832.6.A96.K75", "3S"),
    ("a minimum five-card spade suit, three diamonds, two hearts: their raise frees me, pass", "1S 2H 3D 3H",
     "AQJ83.64.A96.K75", "P"),
    # Partner's simple raise of my overcalled minor shows three trumps (the overcall promised five), not four:
    # the total trumps count from three.
    ("my 2C overcall with six clubs, raised, they compete to 3D: nine trumps, the three level is ours no higher",
     "1D 2C 2H 3C 3D", "AT92.5.42.AQJT73", "P"),
    ("the same with seven clubs: ten trumps, four over their three", "1D 2C 2H 3C 3D", "AT9.5.42.AQJT732", "4C"),
    ("my 1D overcall with five diamonds, raised, they compete to 3C: eight trumps, the two level, pass",
     "1C 1D 1S 2D 3C", "3.QT7.KJT94.KT64", "P"),
    ("the same with six diamonds: nine trumps, three over their three", "1C 1D 1S 2D 3C", "3.QT7.KJT942.KT6", "3D"),
    # Balancing at three over their suit at two is lighter only when they have a fit (partner is then short in it);
    # opener's rebid over 1NT, which denied a fit, is no fit.
    ("1S 1NT 2S passed round: 9 HCP and J8752 do not balance at three; their spades are no fit",
     "1S P 1NT P 2S P P", "T2.J8752.KJ9.A54", "P"),
    ("the same hand over their 1S 2S: they have a fit, partner is short, 3H balances", "1S P 2S P P",
     "T2.J8752.KJ9.A54", "3H"),
    ("1S 1NT 2S passed round with 11 HCP: the three-level balance's own values", "1S P 1NT P 2S P P",
     "T2.J8752.KJ9.AQ4", "3H"),
    ("1S 1NT 2S passed round: three spades and a four-card heart suit do not double; their spades are no fit",
     "1S P 1NT P 2S P P", "T82.KJ85.KJ9.A54", "P"),
    ("the same hand over their 1S 2S: the balancing double", "1S P 2S P P", "T82.KJ85.KJ9.A54", "X"),
    # Over their two suits (1H P 1S) the cue bid and 2NT show suits they have not bid.
    ("1H P 1S: five hearts (opener's suit) and five diamonds, 18 HCP: no Michaels 2S, which would show hearts; "
     "the strong double", "1H P 1S", "AK.QJ864.AJT65.K", "X"),
    ("1H P 1S: the same suits with 12 HCP: the diamond overcall, not Michaels", "1H P 1S", "7.AQ864.KJT65.K2", "2D"),
    ("1H P 1S: both minors five-five, 11 HCP: the unusual 2NT still", "1H P 1S", "K2.7.AQ864.QJT65", "2NT"),
    ("1C P 1H: spades and clubs (their suit): the spade overcall, not Michaels", "1C P 1H", "AQ864.7.K2.KJT65", "1S"),
    ("1D P 1H: spades and clubs, both unbid, 11 HCP: Michaels 2H", "1D P 1H", "AQ864.7.Q2.KJT65", "2H"),
    ("1D P 1H: diamonds (their suit) and clubs: the club overcall, not the unusual 2NT", "1D P 1H",
     "K2.7.AQ864.KJT65", "2C"),
    ("partner's 2NT over 1C P 1H shows the two suits they have not bid: diamonds and spades, the spades",
     "1C P 1H 2NT P", "KJ52.432.QJ32.32", "3S"),
    # Answering partner's reopening double with no four-card unbid suit: three cards of an unbid suit before a
    # singleton in partner's suit.
    ("partner reopened with a double over their 1S and 2C (both their suits): three hearts, not 3D with a "
     "singleton diamond", "1D 1S P 2C P 2S P P X P", "98764.Q75.8.T863", "3H"),
    ("the same with two diamonds and two hearts: partner's suit", "1D 1S P 2C P 2S P P X P", "98764.Q7.85.T863", "3D"),
    ("the same with three diamonds: partner's suit", "1D 1S P 2C P 2S P P X P", "98764.75.853.T63", "3D"),
    # A bid in the suit of their Stayman or transfer is natural, not a cue bid: it does not force partner.
    ("partner's 3C over their Stayman 2C is natural; doubled, 3 HCP and a singleton club pass",
     "1NT P 2C 3C X", "JT875.JT54.J94.5", "P"),
    ("the same with 3 HCP and a 4-3-3-3 hand: no 3NT 'to keep it forcing', pass", "1NT P 2C 3C X",
     "JT8.JT54.J94.543", "P"),
    ("partner's 3D over their transfer 2D is natural; doubled, the weak hand passes", "1NT P 2D 3D X",
     "JT875.JT54.J94.5", "P"),
    ("partner's natural 3C doubled, five clubs and a weak hand: the preemptive raise still", "1NT P 2C 3C X",
     "JT8.J54.94.KJ543", "4C"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_contested_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
