"""The ``sayc`` system defending, when they opened: overcalls, takeout doubles and their advances, as a
teacher marks a student's calls. Positions from the robot's own auctions where a SAYC player calls
otherwise, and neighbouring positions that keep their call. Each is (the reason, the auction so far
with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream
SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Their 2D after their 1NT is a transfer, not a weak two: no 2NT overcall of it.
    ("their transfer over their 1NT is no weak two: a balanced 15 passes", "1NT P 2D", "AQ64.K2.AJT.J975", "P"),
    ("over their weak two the 2NT overcall stays: 15–18, balanced, stopped", "2D", "AQ64.K2.AJT.J975", "2NT"),
    # A seven-card suit, or a six-card minor without a four-card major, is bid, not doubled for takeout.
    ("over their weak two a seven-card minor with 13 HCP overcalls, not a takeout double", "2H", "KT2..KQ97643.AJ8", "3D"),
    ("a six-card minor and no four-card major: the overcall, not the double", "2H", "KT2.3.KQ9764.AJ8", "3D"),
    ("a six-card minor with four spades and a void in theirs: the takeout double stays", "2H", "KT82..KQ9764.A84", "X"),
    # A free bid over their raise after partner's double needs values; four of their suit defend.
    ("over their raise a free bid at three needs 8+ HCP: 6 HCP pass", "1H X 2H", "32.K32.Q8432.J32", "P"),
    ("over their raise a free bid at three with 10 HCP", "1H X 2H", "32.K32.Q8432.AJ2", "3D"),
    ("five of their suit: no free bid over their raise, the hand defends", "P P 1D X 2D", "9.T65.QJ952.A985", "P"),
    ("a free bid at two over their raise: four hearts and 7 HCP", "P P 1D X 2D", "9.T652.QJ9.A9852", "2H"),
    # Their double of partner's 1NT overcall turns systems off: a two-level bid is natural, to play.
    ("their double of partner's 1NT overcall: a weak hand with six clubs plays 2C, no puppet", "1H 1NT X", "832.J32.4.Q87632", "2C"),
    ("their double of partner's 1NT overcall: values and no long suit pass, 1NT doubled makes", "1H 1NT X", "832.J32.K4.KQ763", "P"),
    ("no double of partner's 1NT overcall: systems on, 2S puppets to clubs", "1H 1NT P", "832.J32.4.Q87632", "2S"),
    ("the 1NT overcaller passes partner's escape after their double: 2C is clubs, not Stayman", "1D P P 1NT X 2C P",
     "KJ63.J963.Q75.KQ", "P"),
    # In the balancing seat over their weak two a balanced hand with their suit stopped bids 2NT.
    ("balancing over their weak two: 14 HCP, balanced, spades stopped, bids 2NT", "2S P P", "K32.AQ2.Q842.K32", "2NT"),
    ("balancing over their weak two with a doubleton spade and 11 HCP: the double", "2S P P", "32.AQ2.Q842.K732", "X"),
    # Opposite a balancing overcall, which bid some of advancer's values, a flat hand needs 9+ to raise.
    ("partner's balancing overcall: a flat 7 HCP with three trumps passes", "1H P P 2C P", "432.K32.QJ32.J32", "P"),
    ("partner's balancing overcall: a flat 9 HCP with three trumps raises", "1D P P 1S P", "432.K32.QJ32.K32", "2S"),
    ("partner's direct overcall: a flat 6 HCP with three trumps raises", "1D 1S P", "432.K32.QJ32.432", "2S"),
    # Opposite a balancing overcall at two, which leaves no 1NT, a balanced 13–16 with their suit stopped invites in 2NT.
    ("partner's balancing 2C: 13 HCP, balanced, diamonds stopped, invite with 2NT", "1D P P 2C P", "KJ4.AQ3.KT92.J32", "2NT"),
    ("partner's balancing 2C: 14 HCP, balanced, hearts stopped, invite with 2NT", "1H P P 2C P", "KQ4.AJ3.K872.J32", "2NT"),
    ("partner's balancing 2C: 12 HCP, balanced, three clubs, passes (the balancer bid some of them)", "1D P P 2C P",
     "KJ4.AQ3.J932.J32", "P"),
    ("partner's balancing 1H: 14 HCP, balanced, diamonds stopped, bid 1NT (11–14)", "1D P P 1H P", "KJ42.Q3.KT92.AJ3", "1NT"),
    ("partner's balancing 2C over their 1NT: 13 HCP pass (the 1NT opener holds 15–17)", "1NT P P 2C P", "AT76.AQ87.J92.Q5", "P"),
    # In the pass-out seat a simple overcall may be light: with 17+ HCP and a long suit, double first, then the suit.
    ("balancing over their weak two with 18 HCP and six spades: the double first", "2H P P", "AKJ975.Q72.A5.A8", "X"),
    ("the strong balancing double, then the suit: 3S over partner's 3C", "2H P P X P 3C P", "AKJ975.Q72.A5.A8", "3S"),
    ("balancing over their weak two with 13 HCP and six spades: the overcall", "2H P P", "AKJ975.Q72.95.98", "2S"),
    # Partner's 1NT in the pass-out seat shows 11–14: systems on, the ranges counted from 12 (game 13+, invite 11–12).
    ("partner's balancing 1NT: 10 HCP balanced pass", "1C P P 1NT P", "K32.Q32.K432.Q32", "P"),
    ("partner's balancing 1NT: 11 HCP balanced invite with 2NT", "1C P P 1NT P", "K32.Q32.A432.Q32", "2NT"),
    ("partner's balancing 1NT: 15 HCP balanced, game", "1C P P 1NT P", "K32.AQ2.K432.K32", "3NT"),
    ("partner's balancing 1NT: systems on, five spades transfer", "1C P P 1NT P", "QJ432.32.432.432", "2H"),
    ("partner's direct 1NT overcall (15–18): 11 HCP balanced, game", "1C 1NT P", "K32.Q32.A432.Q32", "3NT"),
    ("the balancing 1NT bidder accepts the 2NT invitation with 13", "1C P P 1NT P 2NT P", "KJ2.AJ2.Q432.Q32", "3NT"),
    ("the balancing 1NT bidder declines the 2NT invitation with 12", "1C P P 1NT P 2NT P", "K32.AJ2.Q432.Q32", "P"),
    # Advancing the unusual 2NT with four of a minor and opening values: game in it, even over their raise.
    ("partner's unusual 2NT over their raise: four diamonds and 16 HCP bid the game", "1H 2NT 3H", "KQ32.A2.K832.A32", "5D"),
    ("partner's unusual 2NT: four clubs and 15 HCP bid the game", "1H 2NT P", "AQ32.KJ2.K2.Q432", "5C"),
    ("partner's unusual 2NT: three cards in each minor and 12 HCP take the cheap preference, clubs", "1H 2NT P", "AQ32.KJ2.432.Q43", "3C"),
    # Answering a takeout double: the invitational jump is in a suit of four cards or more.
    ("answering the balancing double with a three-card spade suit: no jump, the cheapest bid", "1D P 1H P 2H P P X P",
     "Q43.A963.T986.KJ", "2S"),
    ("answering the balancing double with four spades and 11 HCP: the invitational jump", "1D P 1H P 2H P P X P",
     "QJ43.A963.T98.KJ", "3S"),
    # Advancer's new suit is not forcing: with 15+ HCP and their suit stopped, 3NT instead.
    ("advancing the overcall with 15 HCP, no fit, clubs stopped: 3NT, not the non-forcing new suit", "1C 1H P",
     "A85.J8.AKT96.K86", "3NT"),
    ("advancing the overcall with 11 HCP and a five-card suit: the new suit, not forcing", "1C 1H P", "985.J8.AKT96.K86", "2D"),
    # The takeout doubler in the pass-out seat at three doubles again with shortness in their suit.
    ("the doubler with 15 HCP and a void in their raised suit doubles again", "1S P 2S X 3S P P", ".KQ32.AK98.KT754", "X"),
    ("the doubler with 15 HCP and two of their suit passes", "1S P 2S X 3S P P", "32.KQ32.AK98.K75", "P"),
    # The overcaller's jump over advancer's cue-bid raise shows the top of an overcall, not 17+: no slam try.
    ("partner's jump after my cue-bid raise: the top of an overcall, 13 HCP bid game, not Blackwood", "P 1D 1H P 2D P 3H P",
     "K5.AK2.K943.T543", "4H"),
    # They stopped in their fit at two: partner is short in it, so three of their suit do not stop a balancing double.
    ("balancing over their raise to 2H: three hearts, four spades and 12 HCP double", "1H P 2H P P", "Q843.K63.AQJ9.52", "X"),
    ("balancing over their raise to 2H without a four-card spade suit: pass", "1H P 2H P P", "Q84.K63.AQJ9.532", "P"),
    # A one-level overcall with a long suit: seven hearts to the king-jack and 9 HCP do not pass.
    ("a seven-card suit to the king-jack and 9 HCP overcall at one level", "1C", "5.KJ98762.J654.A", "1H"),
    ("a seven-card suit with 3 HCP in it and 7 HCP in all: pass", "1C", "5.J987652.Q654.A", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_defending_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
