"""The ``sayc`` system's slam bidding after natural auctions, set as a teacher's quiz: Blackwood and its
answers, the kings, Gerber over 1NT and 2NT, the quantitative 4NT, slam in no trump by the count, and slam
after a jump shift, Jacoby 2NT, a two-over-one or a strong jump rebid; each with neighbouring hands that must
keep their call (the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
BLACKWOOD_ANSWERS = [
    ("the answer to Blackwood with all four aces: 5C, as with none", "1S P 3S P 4NT P", "AQ32.AK2.A32.A32", "5C"),
    ("the answer to Blackwood with three aces: 5S", "1S P 3S P 4NT P", "AQ32.A32.A32.432", "5S"),
    ("three aces over hearts agreed: 5S", "1H P 3H P 4NT P", "K2.AQ32.A32.A432", "5S"),
    ("a king fewer, an ace fewer: two aces, 5H", "1H P 3H P 4NT P", "K2.AQ32.K32.A432", "5H"),
    ("a limit raise with no ace: 5C", "1H P 3H P 4NT P", "K2.KQ32.Q32.J432", "5C"),
    ("a void is no ace: one ace, 5D (the void is not shown in plain SAYC)", "1S P 3S P 4NT P", "AQJ32.KQ32.KJ32.",
     "5D"),
    ("the answer to 5NT with three kings: 6S", "1S P 3S P 4NT P 5H P 5NT P", "KQ32.K32.K32.A32", "6S"),
    ("three kings beside three aces: 6S", "1S P 3S P 4NT P 5S P 5NT P", "Q932.AK2.AK2.AK2", "6S"),
    ("two kings over hearts agreed: 6H", "1H P 3H P 4NT P 5S P 5NT P", "K2.AQ32.A32.AK32", "6H"),
]

BLACKWOOD_ASKER = [
    ("22 HCP, every side suit controlled, no void, no ace outside spades to cue: Blackwood", "1S P 3S P",
     "AKQJ2.KQ2.KQ2.K2", "4NT"),
    ("a void: cue bid the club void first, Blackwood would not tell", "1S P 3S P", "AKQJ2.AKQ2.KQ32.", "4C"),
    ("slam interest and the heart ace: cue 4H, skipping clubs", "1S P 3S P", "AKQ32.A32.KQ2.32", "4H"),
    ("slam interest and the club ace: cue 4C", "1S P 3S P", "AKQ32.K32.KQ2.A2", "4C"),
    ("no ace shown opposite my one: three missing, five of the major", "1S P 3S P 4NT P 5C P", "AKQJ2.KQ2.KQ2.K2",
     "5S"),
    ("one ace shown beside my one: two missing, stop at five", "1S P 3S P 4NT P 5D P", "AKQJ2.KQ2.KQ2.K2", "5S"),
    ("two aces shown beside my one: one missing, the small slam", "1S P 3S P 4NT P 5H P", "AKQJ2.KQ2.KQ2.K2", "6S"),
    ("three aces shown beside my one: every ace ours, 5NT asks for kings", "1S P 3S P 4NT P 5S P", "AKQJ2.KQ2.KQ2.K2",
     "5NT"),
    ("every ace ours, two kings shown beside my three, one missing: the small slam",
     "1S P 3S P 4NT P 5S P 5NT P 6H P", "AKQJ2.KQ2.KQ2.K2", "6S"),
    ("one ace shown, mine the only other: two missing, five of the major", "1S P 3S P 4NT P 5D P",
     "AKQ84.KQ2.KQ2.32", "5S"),
    ("5C cannot be four aces when I hold one: none, five of the major", "1S P 3S P 4NT P 5C P",
     "AKQ84.KQ2.KQ2.32", "5S"),
    ("a limit raise with no extras over partner's 4C cue bid: game", "1H P 3H P 4C P", "K2.KQ32.Q32.J432", "4H"),
    ("a limit raise at its top over partner's 4C, the spade ace lies above game: game", "1H P 3H P 4C P",
     "A2.KQ32.Q32.J432", "4H"),
    ("a minimum limit raise over partner's 4C, no ace below game: game", "1S P 3S P 4C P", "Q432.K32.Q32.K32", "4S"),
]

GERBER = [
    ("Gerber over 1NT with no ace: 4D", "1NT P 4C P", "KQ2.KJ2.KQ32.QJ2", "4D"),
    ("Gerber over 1NT with two aces: 4S", "1NT P 4C P", "AQ2.AJ2.KQ32.Q32", "4S"),
    ("Gerber over 1NT with three aces: 4NT", "1NT P 4C P", "AQ2.AJ2.AQ32.J32", "4NT"),
    ("Gerber over 2NT with two aces: 4S", "2NT P 4C P", "AK2.AK2.KQ32.Q32", "4S"),
    ("Gerber over 2NT with one ace: 4H", "2NT P 4C P", "KQ2.AK2.KQ32.KQ2", "4H"),
    ("5C after Gerber asks for kings: one, 5H", "1NT P 4C P 4S P 5C P", "AQ2.AJ2.KQ32.Q32", "5H"),
    ("5C after Gerber asks for kings: none, 5D", "1NT P 4C P 4S P 5C P", "AQ2.AJ2.QJ32.Q32", "5D"),
    ("5C after Gerber asks for kings: three, 5NT", "1NT P 4C P 4S P 5C P", "AK2.AK2.KQ32.J32", "5NT"),
    ("over 2NT, 5C after Gerber asks for kings: three, 5NT", "2NT P 4C P 4H P 5C P", "AQ2.KQ2.KQ32.KJ2", "5NT"),
    ("over 2NT, 5C after Gerber asks for kings: two, 5S", "2NT P 4C P 4S P 5C P", "AK2.AQ2.QJ32.KQ2", "5S"),
    ("over 2NT, 5C after Gerber asks for kings: one, 5H", "2NT P 4C P 4NT P 5C P", "AK2.AQ2.AJ32.QJ2", "5H"),
    ("a solid six-card spade suit and 18 HCP opposite 1NT: Gerber", "1NT P", "AKQJ32.K2.AQ2.32", "4C"),
    ("Gerber answered with none, mine one: three missing, game in my spades", "1NT P 4C P 4D P",
     "AKQJ32.K2.KQ2.32", "4S"),
    ("Gerber answered with two, mine one: one missing, six of my spades", "1NT P 4C P 4S P", "AKQJ32.K2.KQ2.32", "6S"),
    ("Gerber answered with one, mine two: one missing, six of my spades", "1NT P 4C P 4H P", "AKQJ32.K2.AQ2.32", "6S"),
    ("Gerber answered with three, mine one: every ace ours, 5C asks for kings", "1NT P 4C P 4NT P",
     "AKQJ32.K2.KQ2.32", "5C"),
    ("every ace ours and one king shown: the small slam", "1NT P 4C P 4S P 5C P 5H P", "AKQJ32.K2.AQ2.32", "6S"),
    ("a six-card spade suit opposite 1NT: the transfer first, not Gerber", "1NT P", "AKQ432.A2.K32.32", "2H"),
    ("opener's jump raise answered by 4C: a cue bid, not Gerber, and a limit raise's minimum signs off",
     "1S P 3S P 4C P", "Q432.K32.Q32.K32", "4S"),
]

QUANTITATIVE = [
    ("over the quantitative 4NT over 2NT, the top (21): 6NT", "2NT P 4NT P", "AQ2.KQ2.AJ32.KQ2", "6NT"),
    ("over the quantitative 4NT over 2NT, the bottom (20): pass", "2NT P 4NT P", "AQ2.KJ2.AJ32.KQ2", "P"),
    ("over the quantitative 4NT over 2NT, 20 HCP: pass", "2NT P 4NT P", "AQ2.KQ2.AJ32.K32", "P"),
    ("over the quantitative 4NT over 1NT, 15 HCP: pass", "1NT P 4NT P", "AQ2.KQ2.QJ32.J32", "P"),
    ("over the quantitative 4NT over 1NT, 16 HCP (the middle): 6NT", "1NT P 4NT P", "AQ2.KQ2.KJ32.J32", "6NT"),
    ("over the quantitative 4NT over 1NT, 17 HCP: 6NT", "1NT P 4NT P", "AQ2.KQ2.KJ32.Q32", "6NT"),
    ("over the quantitative 4NT after 2C then 2NT, 24 HCP: 6NT", "2C P 2D P 2NT P 4NT P", "AQ2.KQ2.AK32.KQ2", "6NT"),
    ("over the quantitative 4NT after 2C then 2NT, 22 HCP: pass", "2C P 2D P 2NT P 4NT P", "AQ2.KQ2.AK32.QJ2", "P"),
    ("after Stayman answered, 4NT invites: 17 HCP, the top, 6NT", "1NT P 2C P 2H P 4NT P", "AQ2.KQ32.KJ2.Q32", "6NT"),
    ("Stayman answered with hearts and a heart fit, 16 HCP: Blackwood", "1NT P 2C P 2H P", "AQ2.AJ32.K32.K32", "4NT"),
    ("17 HCP opposite 1NT: 32-34 together, the quantitative 4NT", "1NT P", "KQ2.KJ2.AQ32.Q32", "4NT"),
    ("16 HCP opposite 1NT: 31-33 together, the quantitative 4NT", "1NT P", "KQ2.KJ2.AQ32.J32", "4NT"),
    ("13 HCP opposite 1NT: game only", "1NT P", "QJ2.KQ2.KJ32.Q32", "3NT"),
    ("11 HCP opposite 2NT: 31-32 together, the quantitative 4NT", "2NT P", "KJ2.Q32.KJ32.Q32", "4NT"),
]

NO_TRUMP_BY_THE_COUNT = [
    ("19 HCP opposite 1NT: 34-36 together, 6NT", "1NT P", "KQ2.AJ2.AQ32.K32", "6NT"),
    ("23 HCP opposite 1NT: 38 together at least, 7NT", "1NT P", "AKQ2.KQ2.AQ32.K2", "7NT"),
    ("17 HCP opposite 2NT: 37 together at least, 7NT", "2NT P", "AQ2.KQ2.K432.K32", "7NT"),
    ("16 HCP opposite 2NT: 36-37 together, 5NT invites the grand", "2NT P", "AQ2.KQ2.K432.Q32", "5NT"),
    ("10 HCP opposite 2C then 2NT (22-24): 32-34, the quantitative 4NT", "2C P 2D P 2NT P", "K32.K32.Q432.Q32", "4NT"),
    ("11 HCP opposite 2C then 2NT: 33 together at least, 6NT", "2C P 2D P 2NT P", "K32.K32.K432.Q32", "6NT"),
    ("16 HCP opposite opener's 2NT rebid (18-19): 34 together, 6NT", "1D P 1S P 2NT P", "AQ32.KQ2.K32.Q32", "6NT"),
]

AFTER_STRONG_STARTS = [
    ("after my jump shift and partner's raise of it, the heart ace: a cue bid", "1H P 2S P 3S P", "AKQ32.A32.KQ2.32",
     "4H"),
    ("a solid spade suit after my jump shift and partner's 2NT: Gerber over the natural no trump", "1D P 2S P 2NT P",
     "AKQJ32.AQ2.K2.32", "4C"),
    ("a solid heart suit after my jump shift and partner's 2NT: Gerber over the natural no trump", "1D P 2H P 2NT P",
     "A2.KQJT32.KQ2.A2", "4C"),
    ("after my jump shift partner raised hearts: six trumps, every side suit held by an ace or a king: Blackwood at "
     "once", "1D P 2H P 3H P", "A2.KQJ432.KQ2.A2", "4NT"),
    ("Jacoby answered 3H (extras), the spade ace and 14 HCP: a cue bid", "1H P 2NT P 3H P", "A32.KQ32.K32.Q32", "3S"),
    ("Jacoby answered 3H (extras), 13 HCP and no ace outside hearts: game", "1H P 2NT P 3H P", "Q32.KQ32.K32.Q32", "4H"),
    ("Jacoby answered 3NT (15-17), 14 HCP and no ace: four of the major", "1S P 2NT P 3NT P", "KQ32.K32.K32.K32", "4S"),
    ("Jacoby answered 3NT (15-17), the heart ace: a cue bid", "1S P 2NT P 3NT P", "KQ32.A32.KQ2.K32", "4H"),
    ("Jacoby answered 4S (a minimum), 18 HCP: 30-32 together, Blackwood", "1S P 2NT P 4S P", "KQ32.AQ2.AQ2.K32",
     "4NT"),
    ("Jacoby answered 4H (a minimum), 13 HCP: pass", "1H P 2NT P 4H P", "K432.A32.K32.K32", "P"),
    ("Jacoby answered 4H (a minimum), 19 HCP: Blackwood", "1H P 2NT P 4H P", "AK32.A32.KQ2.K32", "4NT"),
    ("Jacoby answered with a club singleton, the spade ace and no wasted club honour: a cue bid", "1H P 2NT P 3C P",
     "AK32.A32.K32.432", "3S"),
    ("after a two-over-one opener's jump to 3S sets spades: 18 HCP and a control in each suit, Blackwood",
     "1S P 2C P 3S P", "K2.A32.K32.AKQ32", "4NT"),
    ("opener's jump raise of hearts and 8 HCP: game only", "1D P 1H P 3H P", "Q2.KJ632.Q32.432", "4H"),
    ("opener's strong club rebid and a solid spade suit: Blackwood", "1D P 1S P 3D P", "AK32.32.K32.AK32", "4NT"),
    ("opener's jump rebid of hearts and 18 HCP, a doubleton queen of hearts, every suit controlled: Blackwood",
     "1H P 1S P 3H P", "AKQ2.Q3.A32.K432", "4NT"),
    ("over the jump rebid 10 HCP and the same shape: game only", "1H P 1S P 3H P", "K432.Q3.K32.Q432", "4H"),
    ("the jump rebidder answers Blackwood with one ace: 5D", "1H P 1S P 3H P 4NT P", "2.AKQJ84.KQ2.K32", "5D"),
    ("the jump rebidder answers Blackwood with two aces: 5H", "1H P 1S P 3H P 4NT P", "A2.AKJ984.KQ2.32", "5H"),
    ("opener's jump rebid of clubs, 12 HCP and two small hearts: five of the minor, not 3NT", "1C P 1S P 3C P",
     "AK32.32.K32.Q432", "5C"),
    ("the single raise and 20 HCP with a singleton: the diamond ace, a cue bid", "1S P 2S P", "AKQ842.AK2.A32.2", "3D"),
    ("the single raise and 19 HCP, the diamond ace a king: the heart ace", "1S P 2S P", "AKQ842.AK2.K32.2", "3H"),
    ("the single raise and 15 HCP: game", "1S P 2S P", "AKQ842.K32.K32.2", "4S"),
    ("my jump shift raised, every side suit held by an ace or king and 33+ together: aces are all I need, Blackwood", "1D P 2S P 3S P", "AKQ32.K2.A32.A32", "4NT"),
    ("my jump shift, a solid suit of my own opposite partner's diamond rebid: Blackwood", "1D P 2S P 3D P",
     "AKQJ32.A2.K2.A32", "4NT"),
    ("the jump shifter's Blackwood answered: one ace, 5D", "1D P 2S P 3D P 4NT P", "32.K32.AKQ432.32", "5D"),
    ("one ace shown beside my three: every ace ours, 5NT asks for kings", "1D P 2S P 3D P 4NT P 5D P",
     "AKQJ32.A2.K2.A32", "5NT"),
]

# Partner's 3NT (a jump rebid: 19+ and a long minor) and my four of a major: the choice of games, to play;
# it shows no more than the response did.
GAME_OVER_3NT = [
    ("partner's 4S over my 3NT rebid chooses the game: 19 HCP and a doubleton spade pass",
     "1C P 1S P 3NT P 4S P", "85.AK.AJ9.KQJT98", "P"),
    ("partner's 4S over my 3NT rebid after 1D: a strong diamond hand passes", "1D P 1S P 3NT P 4S P",
     "85.AK.AKQT92.KJ2", "P"),
    ("partner's 4H over my 3NT rebid: the same, pass", "1C P 1H P 3NT P 4H P", "85.AK.AJ9.KQJT98", "P"),
    # Neighbours
    ("eight spades opposite 3NT: game in the major", "1C P 1S P 3NT P", "QJ976432.J9.7.A6", "4S"),
    ("Jacoby answered 3NT and four of the major signs off: a 15 HCP opener passes", "1S P 2NT P 3NT P 4S P",
     "AKJ84.K2.Q32.K32", "P"),
]

# The splinter is not SAYC: a raise with a singleton is Jacoby 2NT, the limit raise, the weak game raise, or
# opener's raise to game; never a double jump in the short suit.
NO_SPLINTER = [
    ("four spades, a singleton diamond and 12 HCP: Jacoby 2NT, not 4D", "1S P", "KQ32.A432.2.K432", "2NT"),
    ("four hearts, a singleton diamond and 12 HCP: Jacoby 2NT, not 4D", "1H P", "KQ32.A432.2.K432", "2NT"),
    ("five hearts, a singleton spade and 12 HCP: Jacoby 2NT, not 3S", "1H P", "2.AQ432.KQ32.K32", "2NT"),
    ("four spades, a singleton diamond and 8 HCP: the limit raise, not 4D", "1S P", "Q432.K432.3.K432", "3S"),
    ("five spades, a singleton diamond and 5 HCP: the weak raise to game", "1S P", "QJ432.K432.3.432", "4S"),
    ("opener with four spades, a singleton diamond and 19 points: 4S, not 4D", "1H P 1S P", "AK32.A432.2.KQ32", "4S"),
    ("opener with four spades, a singleton heart and 19 points: 4S, not 3H", "1D P 1S P", "AK32.2.AKJ32.K32", "4S"),
]

POSITIONS = (NO_SPLINTER + BLACKWOOD_ANSWERS + BLACKWOOD_ASKER + GERBER + QUANTITATIVE + NO_TRUMP_BY_THE_COUNT
             + AFTER_STRONG_STARTS + GAME_OVER_3NT)


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
