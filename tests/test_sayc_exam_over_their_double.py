"""The ``sayc`` system on our auctions after their takeout double of our one-level opening, as a mock exam sets
it: responder's first call (redouble, new suits at one and two, the raises, the preemptive jump raise, Jordan
2NT, 1NT, pass), opener's next call after the redouble (pass, penalty double, a six-card suit unsuited to
defence) or after responder's raise or new suit, the redoubler's second call (penalty double, own suit), and
opener after their takeout double of responder's answer or raise. Each is (the reason, the auction so far with
North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard
American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1H X: 12 HCP, no heart fit: redouble shows 10+ without a fit", "1H X", "KQ4.7.AJ52.Q9863", "XX"),
    ("1H X: jump raise over the double is preemptive: five trumps, weak", "1H X", "5.KJ752.Q9632.84", "3H"),
    ("1H X: 11 HCP with four trumps: 2NT over the double is a limit raise or better", "1H X", "A4.KJ52.K963.874", "2NT"),
    ("1S X: three-card support, 6 HCP: simple raise", "1S X", "874.Q73.K84.J652", "2S"),
    ("1S X: weak hand with a good six-card suit: new suit at the two level, not forcing", "1S X", "6.J82.KQJ975.964", "2D"),
    ("1D X: five spades, 7 HCP: new suit at the one level, forcing", "1D X", "KJ854.73.Q62.J94", "1S"),
    ("1C X: four hearts at the one level with 7 HCP", "1C X", "973.AQ84.J52.864", "1H"),
    ("1H X: 2 HCP, no fit: pass", "1H X", "862.4.9743.Q9652", "P"),
    ("1H X: 9 HCP balanced, no fit, stoppers: 1NT", "1H X", "K84.Q2.J965.QJ73", "1NT"),
    ("1S X: 13 HCP, short in opener's suit: redouble", "1S X", "5.AQ76.KJ84.QJ92", "XX"),
    ("P 1S X: 7 HCP, good six-card suit: two-level new suit, not forcing", "P 1S X", "73.KQJ854.82.J64", "2H"),
    ("P P 1H X: 12 HCP, two hearts: redouble", "P P 1H X", "Q82.73.KJ63.AQ94", "XX"),
    ("P P P 1D X: six hearts, 7 HCP: new suit at the one level", "P P P 1D X", "7.KJ7643.Q85.J73", "1H"),
    ("1C X: 13 HCP balanced, no fit: redouble", "1C X", "AJ5.KQ8.K742.963", "XX"),
    ("1S X: 10 HCP, four trumps and a singleton: Jordan 2NT limit raise", "1S X", "KQ86.5.A9742.J83", "2NT"),
    ("1S X: three-card support, 6 HCP: simple raise", "1S X", "976.J52.Q842.K73", "2S"),
    ("1H X XX 1S: sound opening after the redouble: pass and let partner double", "1H X XX 1S", "7.AQJ84.KJ5.A962", "P"),
    ("1H X XX 2C: four good clubs after partner's redouble: penalty double", "1H X XX 2C", "84.AKJ75.Q3.KJ92", "X"),
    ("1S X XX 2D: sound opening, nothing in diamonds: pass, forcing", "1S X XX 2D", "AQ974.K83.AJ5.82", "P"),
    ("1D X XX 1H: sound opening: pass, partner's redouble promises another call", "1D X XX 1H", "K5.Q4.AQJ863.K72", "P"),
    ("1C X XX 1S: four good spades and 15 HCP after the redouble: penalty double", "1C X XX 1S", "KJ94.A5.Q73.KQ82", "X"),
    ("1H X XX 1S P P: redoubler with four good spades: penalty double", "1H X XX 1S P P", "KQ93.5.AJ62.Q874", "X"),
    ("1H X XX 2C P P: redoubler with four clubs and 12 HCP: penalty double", "1H X XX 2C P P", "8532.6.AKJ6.KJ95", "X"),
    ("1S X XX 2H P P: redoubler with no hearts and a long diamond suit: bid it", "1S X XX 2H P P", "7.J5.KQJT84.AQ32", "3D"),
    ("1H X 2H 2S: 17 HCP and a singleton opposite a raise: game", "1H X 2H 2S", "5.AKJ85.KQ7.A962", "4H"),
    ("1H X 2H 2S: minimum balanced opener after a single raise: pass", "1H X 2H 2S", "K4.AJ874.Q73.K82", "P"),
    ("1D P 1S X: four-card support after their double: raise to 2S", "1D P 1S X", "K973.A4.KQ852.J6", "2S"),
    ("1H P 2H X: 17 HCP, six trumps and a singleton opposite a raise: game", "1H P 2H X", "6.AKJ853.KQ4.A72", "4H"),
    ("1H P 2H X: minimum balanced: pass", "1H P 2H X", "K4.AQ974.Q73.K82", "P"),
    ("1C X 1S 2H: four-card support for partner's spades: raise", "1C X 1S 2H", "KQ72.84.A93.KJ62", "2S"),
    ("1D X 1S 2H: 15 HCP with six diamonds: compete in diamonds", "1D X 1S 2H", "9.KJ3.AQJ754.A82", "3D"),
    ("1H X 1S P: 14 HCP balanced minimum, no spade fit: 1NT", "1H X 1S P", "Q5.AKJ74.K82.J73", "1NT"),
    ("P 1H X: 12 HCP, singleton heart: redouble", "P 1H X", "AQ9.6.KJ74.Q9853", "XX"),
    ("P 1D X: five hearts, 6 HCP: new suit at the one level", "P 1D X", "962.KQT87.84.J95", "1H"),
    ("P P 1C X: four spades, 7 HCP: bid the major at the one level", "P P 1C X", "KJ76.84.Q93.J952", "1S"),
    ("P P 1S X: 10 HCP, two spades: redouble", "P P 1S X", "K2.8643.AQ4.J873", "XX"),
    ("P P P 1H X: three-card support for partner's major comes first: raise, 6-9 points", "P P P 1H X", "8.Q95.K74.QJ8642", "2H"),
    ("P P P 1S X: 10 HCP with four trumps and a singleton: limit raise via 2NT", "P P P 1S X", "QJ84.7.A652.K943", "2NT"),
    ("1S X: 12 HCP, no fit: redouble first; a direct 2D would be weak", "1S X", "84.A3.KQJ973.Q82", "XX"),
    ("1H X: five spades, 6 HCP: one-level new suit", "1H X", "K8743.5.Q963.J84", "1S"),
    ("1H X: 8 HCP, six diamonds: two-level new suit, not forcing", "1H X", "3.Q8.KJ9743.Q874", "2D"),
    ("1D X: four hearts with 6 HCP: bid the major at the one level", "1D X", "83.Q742.J85.K963", "1H"),
    ("1H X: 9 HCP balanced, no fit: 1NT", "1H X", "QJ5.K9.J832.Q764", "1NT"),
    ("1C X: five diamonds, 9 HCP: one-level new suit", "1C X", "95.K72.AQ984.863", "1D"),
    ("1S X: 13 HCP, no fit: redouble", "1S X", "Q5.A9.J84.KQJ763", "XX"),
    ("1H X 2NT 3C: 14 HCP and a singleton opposite a limit raise or better: game", "1H X 2NT 3C", "6.AJ974.KQ83.A72", "4H"),
    ("1H X 2NT P: minimum opposite a limit raise: sign off in 3H", "1H X 2NT P", "K6.KQJ74.Q93.J82", "3H"),
    ("1S X 2NT P: 15 HCP and six spades opposite a limit raise: game", "1S X 2NT P", "AK9742.KJ3.A5.84", "4S"),
    ("1D X 1H 1S: 15 HCP, five diamonds and four clubs: show the second suit", "1D X 1H 1S", "A4.93.AKJ86.K972", "2C"),
    ("1H P 1S X: six hearts, minimum: rebid the suit", "1H P 1S X", "4.AQJ965.K83.K52", "2H"),
    ("1S X 2S 3D: minimum opposite a single raise: pass", "1S X 2S 3D", "AQ874.K62.K5.J93", "P"),
    ("1D X XX 1S P P: redoubler short in spades with five hearts: bid the suit", "1D X XX 1S P P", "7.AKJ84.Q96.K873", "2H"),
]

# The redoubler whose only length is a six-card suit of his own, with no honour in the suit they ran to, bids
# the suit rather than double on high cards alone; an honour in theirs, four of theirs or a fit for partner's
# major keep their calls.
REDOUBLER_OWN_SUIT = [
    ("1H X XX 2D P P: three small diamonds and a running six-card club suit: bid clubs, not a penalty on high cards",
     "1H X XX 2D P P", "A84.2.953.AKQ753", "3C"),
    ("1H X XX 2D P P: the king of diamonds makes the three-card penalty double", "1H X XX 2D P P",
     "A84.2.K53.AKQ753", "X"),
    ("1H X XX 2D P P: one club fewer and four diamonds: no six-card suit, the penalty double stands", "1H X XX 2D P P",
     "A84.2.9532.AKQ75", "X"),
    ("1D X XX 2C P P: six hearts and three small clubs: bid the hearts", "1D X XX 2C P P", "A84.KQJ752.953.2", "2H"),
    ("1H X XX 1S P P: three cards in partner's hearts: support them, not the clubs", "1H X XX 1S P P",
     "953.A84.2.AKQ753", "4H"),
]

# Opener after the redouble and their escape: a minimum with a six-card suit and a singleton or void in theirs
# plays rather than defends, so it is bid in front of the redoubler; a sounder or more balanced hand passes.
OPENER_AFTER_REDOUBLE = [
    ("1S X XX 2H: 12 HCP, six spades and a singleton heart: rebid the spades now", "1S X XX 2H",
     "AQJ974.5.K83.Q62", "2S"),
    ("1S X XX 2H: a doubleton heart defends: pass for the redoubler", "1S X XX 2H", "AQJ974.53.K83.Q6", "P"),
    ("1S X XX 2H: 14 HCP is a sound opening: pass, partner doubles or bids", "1S X XX 2H", "AQJ974.5.K83.A62", "P"),
    ("1S X XX 2H: five spades only: pass", "1S X XX 2H", "AQJ97.5.K832.Q62", "P"),
]

# Opener after partner's weak new suit at two over their double, when they bid over it: a minimum competes in
# partner's long suit with three cards of it and otherwise passes; a free 2NT would show values it has not got.
OVER_WEAK_NEW_SUIT = [
    ("1H X 2D 2S: three diamonds opposite partner's weak long suit: compete to 3D", "1H X 2D 2S", "K4.AQ974.Q73.K82", "3D"),
    ("1H X 2D 2S: two diamonds, a minimum: pass", "1H X 2D 2S", "K4.AQ974.73.KJ82", "P"),
    ("1H X 2D P: they passed partner's weak 2D: a minimum passes", "1H X 2D P", "K4.AQ974.Q73.K82", "P"),
    ("1D X 2C 2H: a minimum with two clubs: pass, not a free 2NT", "1D X 2C 2H", "AJ4.K73.KQ973.82", "P"),
    ("1H X 2D X: their double of 2D is no bid to compete over: pass", "1H X 2D X", "K4.AQ974.Q73.K82", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_over_their_double_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", REDOUBLER_OWN_SUIT, ids=[p[0] for p in REDOUBLER_OWN_SUIT])
def test_redoubler_bids_a_six_card_suit(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", OPENER_AFTER_REDOUBLE, ids=[p[0] for p in OPENER_AFTER_REDOUBLE])
def test_opener_with_a_six_card_suit_after_the_redouble(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", OVER_WEAK_NEW_SUIT, ids=[p[0] for p in OVER_WEAK_NEW_SUIT])
def test_opener_over_their_bid_after_a_weak_new_suit(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
