"""The ``sayc`` system's calls once seen wrong on random deals and looked at again: opener's strong balanced
rebid after their overcall of partner's one-level response when their suit is unstopped; the doubler's own suit
after their Stayman or transfer over their 1NT; advancer's raise of the takeout doubler's new suit; opener's
penalty double of their new suit over partner's negative double. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream SAYC practice.
Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # 18-19 balanced is game opposite a response; 2NT promises their suit stopped, so without it opener cue-bids.
    ("1C P 1D 1H: 18 HCP balanced, no heart stopper: the cue bid, forcing, not a pass", "1C P 1D 1H",
     "AJ5.854.KQ7.AKJ3", "2H"),
    ("1C P 1D 1S: 19 HCP balanced, no spade stopper: the cue bid", "1C P 1D 1S", "854.AJ5.KQ7.AKQ3", "2S"),
    ("1D P 1H 1S: 18 HCP balanced, two hearts, no spade stopper: the cue bid", "1D P 1H 1S", "854.AQ.KQ75.AKJ3", "2S"),
    ("1C P 1D 1H: the same 18 HCP with the heart king: 2NT or game, not the cue bid", "1C P 1D 1H",
     "AJ5.K54.KQ7.AJ32", "2NT"),
    ("1C P 1H 1S: 18 HCP balanced with three hearts: the raise, not the cue bid", "1C P 1H 1S",
     "854.AJ5.KQ7.AKJ3", "2H"),
    ("1C P 1D 1H: 17 HCP balanced, no heart stopper: not the cue bid", "1C P 1D 1H", "AJ5.854.KQ7.AQJ3", "P"),
    ("1D P 1H 1S: 20 HCP balanced, no spade stopper: the cue bid, not a non-forcing 2C", "1D P 1H 1S",
     "854.KQ.AQJ3.AKJ4", "2S"),
    ("1C P 1D 2H: 18 HCP balanced, their weak jump unstopped: the cue bid at three", "1C P 1D 2H",
     "AJ5.854.KQ7.AKJ3", "3H"),
    ("1C P 1D 1H: 18 HCP with four spades: 1S first, not the cue bid", "1C P 1D 1H", "AJ54.854.KQ.AKJ3", "1S"),
    ("1C P 1D 1H: 18 HCP and four diamonds: the jump raise, not the cue bid", "1C P 1D 1H", "AJ5.854.KQ73.AKJ", "3D"),
    ("1D P 1S 2C: 18 HCP and three spades: the raise, not the cue bid", "1D P 1S 2C", "AJ5.KQ7.AQJ3.854", "2S"),
    # Their Stayman and transfers over their 1NT name no suit of theirs: the doubler's long suit is still free.
    ("their transfer 2D over 1NT doubled: 17 HCP and seven diamonds bid them, not a pass", "P 1NT X 2D P 2H",
     "K5.A4.AKQJ853.82", "3D"),
    ("their Stayman's 2D answer over 1NT doubled: seven diamonds, 17 HCP: 3D", "P 1NT X 2C P 2D",
     "K5.A4.AKQJ853.82", "3D"),
    ("their transfer 2D over 1NT doubled: 14 HCP and seven diamonds compete at 3D", "P 1NT X 2D P 2H",
     "K5.A4.KQJ8532.82", "3D"),
    ("their transfer 2H over 1NT doubled: seven diamonds bid them as before", "P 1NT X 2H P 2S",
     "K5.A4.AKQJ853.82", "3D"),
    ("their transfer 2D completed in hearts: seven hearts of mine behind their suit: pass", "P 1NT X 2D P 2H",
     "K5.AKQJ853.A4.82", "P"),
    ("their transfer 2D over 1NT doubled: five good clubs and 17 HCP: 3C as before", "P 1NT X 2D P 2H",
     "K5.A4.J853.AKQ82", "3C"),
    ("their Stayman's 2D answer: seven hearts of mine, 17 HCP: 2H as before", "P 1NT X 2C P 2D",
     "K5.AKQJ853.A4.82", "2H"),
    # The doubler's new suit (17+) over advancer's forced answer (0-8): a raise is constructive, a jump 9-11.
    ("1C X P 1D P 1S P: 6 HCP and three spades: the single raise, not a jump", "1C X P 1D P 1S P",
     "K85.9643.Q75.J82", "2S"),
    ("1C X P 1D P 1S P: 5 HCP, three spades and a singleton: the single raise, not game", "1C X P 1D P 1S P",
     "K85.96432.Q753.2", "2S"),
    ("1C X P 1D P 1S P: four spades, 6 HCP: the single raise", "1C X P 1D P 1S P", "K852.964.Q753.82", "2S"),
    ("1C X P 1D P 1S P: 8 HCP, three spades and a singleton: the jump raise", "1C X P 1D P 1S P",
     "K85.K6432.Q753.2", "3S"),
    ("1C X P 1D P 1S P: 4 HCP and a doubleton: pass", "1C X P 1D P 1S P", "Q85.9643.Q752.82", "P"),
    ("1C X P 1D P 1H P: 6 HCP, four hearts and a doubleton: the single raise", "1C X P 1D P 1H P",
     "85.K643.Q7532.J2", "2H"),
    ("1C X P 1D P 1H P: 9 HCP, four hearts and a singleton: game", "1C X P 1D P 1H P", "K85.A643.Q7532.2", "4H"),
    ("1C X P 1H P 2D P: 5 HCP, four diamonds and a doubleton: the single raise to 3D", "1C X P 1H P 2D P",
     "985.8643.K752.Q2", "3D"),
    ("1C X 1H 1S P 2D P: my free 1S showed values already: no raise by these ranges, and no jump past 3NT",
     "1C X 1H 1S P 2D P", "K85.J643.Q75.K82", "3NT"),
    # Their new suit at two over partner's negative double, four good cards of it behind them: penalty.
    ("1S 2C X 2D: KJ98 of diamonds behind them: the penalty double, not a pass", "1S 2C X 2D", "AQ965.A4.KJ98.54", "X"),
    ("1S 2C X 2D: KJ98 of diamonds and a fifth spade honour: the penalty double, not 2S", "1S 2C X 2D",
     "AQ965.A4.KJ98.J4", "X"),
    ("1S 2C X 2D: K986, one honour: no penalty double, the minimum passes", "1S 2C X 2D", "AQ965.A4.K986.54", "P"),
    ("1S 2C X 2D: three diamonds only: the minimum passes", "1S 2C X 2D", "AQ965.A4.KJ9.543", "P"),
    ("1S 2C X 3D: their new suit at three: the minimum passes as before", "1S 2C X 3D", "AQ965.A4.KJ98.54", "P"),
    ("1S 2C X 2D: six spades and 16 points still jump in spades", "1S 2C X 2D", "AQ9653.A4.KJ98.5", "3S"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
