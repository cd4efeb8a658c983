"""The ``sayc`` system defending against their 1NT and 2NT, their strong 2C and their weak twos and
three-level preempts, first and later rounds: the double, the overcall, the advances, the doubler's
rebid. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where
the booklet is silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Partner's takeout double of their 2S: hearts start at three, so a jump to invite is game; 10+ HCP bid it.
    ("their 2S doubled: 11 HCP and four hearts bid game, not the 0–8 cheapest 3H", "2S X P", "32.KQ32.A32.Q432", "4H"),
    ("their 2S doubled: 10 HCP and four hearts bid game", "2S X P", "32.KQ32.A32.J432", "4H"),
    ("their 2S doubled: 9 HCP and four hearts, one point less, the cheapest 3H", "2S X P", "32.KQ32.Q32.Q432", "3H"),
    ("their 2S doubled: 8 HCP and four hearts, 3H", "2S X P", "32.KQ32.J32.Q432", "3H"),
    ("their 2S doubled: three hearts, one card fewer, no game in them: 3D", "2S X P", "32.KQ3.A432.Q432", "3D"),
    ("their 2S doubled: 13 HCP and four hearts cue-bid first", "2S X P", "32.KQ32.A32.KQ32", "3S"),
    ("their 2S doubled: five hearts and 12 HCP, game", "2S X P", "32.AKQ32.A32.Q32", "4H"),
    ("their 2H doubled: four spades and 11 HCP, the other suit, jump to invite at three", "2H X P", "KQ32.32.A32.Q432", "3S"),
    ("their 2S doubled in the pass-out seat: 11 HCP count two less, 3H", "2S P P X P", "32.KQ32.A32.Q432", "3H"),
    ("their 2S doubled in the pass-out seat: 12 HCP and four hearts, game", "2S P P X P", "32.KQ32.A32.K432", "4H"),
    ("their 3S doubled: 11 HCP and four hearts, game", "3S X P", "32.KQ32.A32.Q432", "4H"),
    ("their raise to 3S over partner's double of 2S: 11 HCP and four hearts, game", "2S X 3S", "32.KQ32.A32.Q432", "4H"),
    # Partner's takeout double of their preempt: five trumps headed by KQJ or AK defend, a forced answer would climb.
    ("their 2H doubled: KQJ of five hearts and 7 HCP defend, not 3C in three small", "2H X P", "32.KQJ32.J32.432", "P"),
    ("their 2H doubled: AK of five hearts and nothing else defend", "2H X P", "32.AK432.432.432", "P"),
    ("their 2S doubled: KQJ of five spades defend", "2S X P", "KQJ32.32.J32.432", "P"),
    ("their 3H doubled: KQJ of five hearts defend, not 4C", "3H X P", "32.KQJ32.J32.432", "P"),
    ("their 2H doubled in the pass-out seat: KQJ of five hearts defend", "2H P P X P", "32.KQJ32.J32.432", "P"),
    ("their 2H doubled: KQ of five hearts, one honour less, answer 3C", "2H X P", "32.KQ432.J32.432", "3C"),
    ("their 2H doubled: KJ of five hearts, answer 3C", "2H X P", "32.KJ432.Q32.432", "3C"),
    ("their 1H doubled: KQJ of five hearts at the one level, 1NT, not a pass", "1H X P", "32.KQJ32.J32.432", "1NT"),
    # Their 1NT: the double is for penalty, two-level suits natural; after the double, their escape is doubled.
    ("partner doubled their 1NT and they ran to 2D: four diamonds and some values double it", "1NT X 2D", "K32.Q42.J432.Q32", "X"),
    ("partner doubled their 1NT and they ran to 2H: four hearts and some values double it", "1NT X 2H", "K32.QT42.J43.Q32", "X"),
    ("partner doubled their 1NT: a worthless hand with five clubs runs to 2C", "1NT X P", "32.32.5432.98432", "2C"),
    ("partner doubled their 1NT: four-card suits only, leave it in", "1NT X P", "5432.32.832.9843", "P"),
    ("my penalty double of 1NT, their 2S escape passed to me: AKJ of four spades double it, not 2NT",
     "1NT X 2S P P", "AKJ2.K3.AQ32.Q32", "X"),
    ("my penalty double of 1NT, their 2H escape: four hearts to the king-jack double it", "1NT X 2H P P",
     "AQ2.KJ32.AQ2.K32", "X"),
    ("my penalty double of 1NT, their 2C escape: four clubs to the king double it", "1NT X 2C P P", "AQ2.KJ3.AQ2.K432", "X"),
    ("my penalty double of 1NT, their 2S escape: three spades, one card fewer, 2NT with 19", "1NT X 2S P P",
     "AKJ.K32.AQ32.Q32", "2NT"),
    ("my penalty double of 1NT, their 2C escape: three clubs, 2NT with 19", "1NT X 2C P P", "AQ2.KJ3.AQ32.K32", "2NT"),
    ("my takeout double of 1H, their raise passed round: 19 HCP with hearts stopped, 2NT", "1H X 2H P P",
     "AQ2.KJ32.AQ2.K32", "2NT"),
    ("partner's 2D over their 1NT: four diamonds and 11 HCP raise", "1NT 2D P", "K32.Q2.AJ32.Q432", "3D"),
    ("their 1NT passed round: 16 HCP balanced doubles for penalty", "1NT P P", "AK2.Q32.AJ32.Q32", "X"),
    ("their Stayman passed out: six good spades and 10 HCP bid 2S", "1NT P 2C P P", "KQJ983.A2.832.32", "2S"),
    ("their 2NT opening: 21 HCP doubles, too strong to sell out", "2NT", "AKQ2.A32.KQ2.A32", "X"),
    ("their 2NT opening: a flat 10 passes", "2NT", "Q32.K32.Q432.K32", "P"),
    # Their strong 2C: suits are natural, jumps preemptive.
    ("their strong 2C: a good six-card spade suit overcalls 2S", "2C", "KQJ983.A2.832.32", "2S"),
    ("their strong 2C: seven good hearts jump to 3H", "2C", "32.KQJT982.832.3", "3H"),
    ("their strong 2C: seven good diamonds jump to 3D", "2C", "32.32.KQJT982.32", "3D"),
    ("their strong 2C: eight hearts jump to 4H", "2C", "32.KQJT9832.8.32", "4H"),
    ("their strong 2C: a flat 12 passes, they hold the strength", "2C", "AQ2.K32.Q432.K32", "P"),
    ("their strong 2C and the waiting 2D: six good spades overcall", "2C P 2D", "KQJ983.A2.832.32", "2S"),
    # Their weak twos and preempts: the takeout double, the overcall, 2NT, and the advances.
    ("their 2H: opening values, short hearts: the takeout double", "2H", "AQ32.2.KJ32.K432", "X"),
    ("their 2H doubled: 5 HCP and five clubs, the cheapest 3C", "2H X P", "32.32.Q432.K5432", "3C"),
    ("their 2H doubled: four spades and 5 HCP, 2S", "2H X P", "K432.32.Q32.5432", "2S"),
    ("their 2H doubled: 11 HCP, hearts stopped, balanced: 2NT", "2H X P", "K32.Q32.A432.Q32", "2NT"),
    ("their 2H doubled: 14 HCP, hearts stopped, no major: 3NT", "2H X P", "K32.KQ2.A432.Q32", "3NT"),
    ("their 2H doubled: 14 HCP and four spades cue-bid", "2H X P", "KQ32.32.A432.KQ2", "3H"),
    ("their 2S doubled: four hearts and 4 HCP, 3H", "2S X P", "32.Q432.Q32.5432", "3H"),
    ("their 2H: five good spades overcall", "2H", "KQJ32.32.A32.K32", "2S"),
    ("their 2H: 19 HCP, too strong for 2NT, double first", "2H", "KQ2.AJ2.AK32.Q32", "X"),
    ("their 2H: 20 HCP double first", "2H", "AK32.AQ2.K432.K2", "X"),
    ("their 2H passed round: 11 HCP short in hearts, the balancing double", "2H P P", "AQ32.2.K432.Q432", "X"),
    ("their 2H passed round: 8 HCP and a singleton heart double", "2H P P", "KQ32.2.Q432.J432", "X"),
    ("their 2S passed round: 8 HCP and a singleton spade double", "2S P P", "2.KQ32.Q432.J432", "X"),
    ("their 3H: opening values short in hearts double", "3H", "AQ32.2.KJ32.K432", "X"),
    ("their 3H doubled: 5 HCP and five clubs, 4C", "3H X P", "32.32.Q432.K5432", "4C"),
    ("their 3H doubled: four spades and 5 HCP, 3S", "3H X P", "K432.32.Q32.5432", "3S"),
    ("their 3H doubled: four spades and 10 HCP, game", "3H X P", "KQ32.32.AJ32.Q32", "4S"),
    ("their 3C doubled: four spades and 9 HCP, 3S", "3C X P", "K432.A32.Q32.432", "3S"),
    ("their 3C doubled: three of each, the cheapest 3D", "3C X P", "432.A32.K32.Q432", "3D"),
    ("their 3S doubled: four diamonds and three hearts, 4D", "3S X P", "32.K32.AQ32.Q432", "4D"),
    ("their 3S doubled: five hearts and 10 HCP, game", "3S X P", "32.KJ432.A32.Q32", "4H"),
    ("their 3H: six good spades and 14 HCP overcall 3S", "3H", "AQJ832.2.K32.A32", "3S"),
    ("their 3H passed round: opening values short in hearts double", "3H P P", "AQ32.2.KJ32.K432", "X"),
    # Partner's simple overcall at three over their weak two shows opening values: three trumps and 10+ bid game.
    ("partner's 3H over their 2S: three hearts to the king and 9 HCP bid game", "2S 3H P", "32.K42.A32.Q5432", "4H"),
    ("partner's 3H over their 2S and their raise: four hearts and 9 HCP bid game", "2S 3H 3S", "32.K432.A32.Q432", "4H"),
    ("partner's 3H over their 3D: three hearts and 9 HCP bid game", "3D 3H P", "32.K42.432.AQ432", "4H"),
    ("partner's 3H over their 2S: 7 HCP, two points less, pass", "2S 3H P", "32.K42.Q32.Q5432", "P"),
    ("partner's 3H over their 2S: two hearts, one card fewer, pass", "2S 3H P", "32.42.A32.Q65432", "P"),
    ("partner's weak jump to 3H over their 2D: 9 HCP and three hearts pass", "2D 3H P", "32.K42.432.AQ432", "P"),
    ("partner's 3H in the pass-out seat over their 2S: 9 HCP pass, partner bid some of mine", "2S P P 3H P",
     "32.K42.A32.Q5432", "P"),
    # Later rounds: the advancer over their raise, the doubler with extras.
    ("their raise over partner's double of 2H: 4 HCP pass", "2H X 3H", "K432.32.Q32.5432", "P"),
    ("their raise over partner's double of 2H: four spades and 10 HCP, a free 3S", "2H X 3H", "KQ32.32.A32.J432", "3S"),
    ("their raise to 3H over partner's double: 12 HCP and four spades bid game, not the free 3S", "2H X 3H",
     "KQ32.32.AJ32.Q32", "4S"),
    ("their raise to 3H over partner's double: 11 HCP and four spades bid game", "2H X 3H", "KQ32.32.AJ32.J32", "4S"),
    ("their raise to 3H over partner's double: 10 HCP and four spades, one point less, the free 3S", "2H X 3H",
     "KQ32.32.KJ32.J32", "3S"),
    ("their raise to 3H: 12 HCP and three spades, one card fewer, compete at four in diamonds", "2H X 3H",
     "KQ3.32.AJ32.Q432", "4D"),
    ("their raise to 3S over partner's double: 12 HCP and four hearts bid game", "2S X 3S", "32.KQ32.AJ32.Q32", "4H"),
    ("my double of 2H, their raise passed round: 13 HCP, no extras, pass", "2H X 3H P P", "AQ32.2.KJ32.K432", "P"),
    # Partner's 2NT answer to my takeout double shows 11–12: with 14+ HCP the doubler bids game.
    ("my double of 2H answered 2NT (11–12): 14 HCP bid 3NT, not pass", "2H X P 2NT P", "AQ32.2.AJ32.K432", "3NT"),
    ("my double of 2D answered 2NT: 14 HCP bid 3NT", "2D X P 2NT P", "AQ32.AJ32.2.K432", "3NT"),
    ("my double of 2S answered 2NT: 14 HCP bid 3NT", "2S X P 2NT P", "2.AQ32.AJ32.K432", "3NT"),
    ("my double of 1H answered with the jump to 2NT: 14 HCP bid 3NT", "1H X P 2NT P", "AQ32.2.AJ32.K432", "3NT"),
    ("my double of 2H answered 2NT: 13 HCP, one point less, pass", "2H X P 2NT P", "AQ32.2.KJ32.K432", "P"),
    ("my double of 2H answered 2NT: 12 HCP pass", "2H X P 2NT P", "AQ32.2.QJ32.K432", "P"),
    ("my double of 1H answered 1NT (6–10): 13 HCP pass", "1H X P 1NT P", "AQ32.2.KJ32.K432", "P"),
    ("my double of 2H answered 2S: 21 HCP and four spades jump to game", "2H X P 2S P", "AKJ2.2.AQ32.A432", "4S"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_defence_later_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
