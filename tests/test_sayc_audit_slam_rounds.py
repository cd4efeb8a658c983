"""The ``sayc`` system where a fit (or the no-trump points) is known and slam is in question, marked as a
teacher marks a student: cue bids of first-round controls, Blackwood and its answers, 5NT for kings, slams
in a minor, the quantitative 4NT and 5NT over no trump, and signing off (a hand, the auction so far with
North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
GRAND_SLAM_INVITATION = [
    # 5NT over a no-trump opening forces 6NT and invites 7NT (mainstream; the booklet is silent)
    ("20 HCP opposite 1NT: 35-37 together, 5NT invites the grand slam", "1NT P", "AKQ2.KQ2.KQ32.J2", "5NT"),
    ("21 HCP opposite 1NT: 36-38 together, 5NT invites the grand slam", "1NT P", "AKQ2.AQ2.KQ32.J2", "5NT"),
    ("15 HCP opposite 2NT: 35-36 together, 5NT invites the grand slam", "2NT P", "AQ2.KQ2.Q432.Q32", "5NT"),
    ("over 5NT the top of 1NT, 17 HCP: 7NT", "1NT P 5NT P", "KQ2.KJ2.AQ32.Q32", "7NT"),
    ("over 5NT 16 HCP, not the top of 1NT: 6NT, which 5NT forces", "1NT P 5NT P", "KQ2.KJ2.AQ32.J32", "6NT"),
    ("over 5NT the top of 2NT, 21 HCP: 7NT", "2NT P 5NT P", "AQ2.KQ2.AQ32.KJ2", "7NT"),
    ("over 5NT 20 HCP, the bottom of 2NT: 6NT, not a pass", "2NT P 5NT P", "AQ2.KQ2.AQ32.K32", "6NT"),
    ("over 2C then 2NT, 5NT with 23 HCP (not the top of 22-24): 6NT", "2C P 2D P 2NT P 5NT P", "AQ2.KQ2.AQ32.AQ2", "6NT"),
    # Neighbours that keep their call
    ("22 HCP opposite 1NT: 37 together at least, 7NT at once", "1NT P", "AKQ2.AQ2.KQ32.Q2", "7NT"),
    ("19 HCP opposite 1NT: 34-36 together, 6NT", "1NT P", "KQ2.KJ2.AQ32.KJ2", "6NT"),
    ("18 HCP opposite 1NT: 33 together at least, 6NT", "1NT P", "KQ2.AJ2.AQ32.K32", "6NT"),
    ("13 HCP opposite 2NT: 33-34 together, 6NT", "2NT P", "AQ2.KQ2.Q432.J32", "6NT"),
]

QUANTITATIVE = [
    ("17 HCP opposite 1NT: 32-34 together, the quantitative 4NT", "1NT P", "KQ2.QJ2.AQ32.K32", "4NT"),
    ("over the quantitative 4NT 16 HCP, above the bottom of 1NT: 6NT", "1NT P 4NT P", "KQ2.KJ2.AQ32.J32", "6NT"),
    ("over the quantitative 4NT the bottom of 1NT: pass", "1NT P 4NT P", "KQ2.QJ2.AQ32.J32", "P"),
    ("11 HCP opposite 2NT: 31-32 together, the quantitative 4NT", "2NT P", "KQ2.Q32.K432.J32", "4NT"),
    ("9 HCP opposite 2NT: game only", "2NT P", "KQ2.J32.Q432.J32", "3NT"),
    ("over the quantitative 4NT the bottom of 2NT: pass", "2NT P 4NT P", "AQ2.KQ2.AQ32.K32", "P"),
    ("over the quantitative 4NT the top of 2NT: 6NT", "2NT P 4NT P", "AQ2.KQ2.AQ32.KQ2", "6NT"),
    ("10 HCP opposite 2C then 2NT (22-24): the quantitative 4NT", "2C P 2D P 2NT P", "K32.Q32.Q432.Q32", "4NT"),
    ("opener's 2NT rebid (18-19) and 14 HCP: 6NT", "1C P 1S P 2NT P", "AQ32.KQ2.K32.Q32", "6NT"),
    ("opener's 2NT rebid (18-19) and 13 HCP: the quantitative 4NT", "1C P 1S P 2NT P", "AQ32.K32.K32.Q32", "4NT"),
    ("Stayman answered, 4NT invites: the bottom of 1NT passes", "1NT P 2C P 2S P 4NT P", "AQ32.K2.KJ2.Q432", "P"),
]

CUE_BIDS = [
    ("Jacoby 2NT then 3NT (15-17): the cheapest first-round control is the diamond ace, clubs skipped",
     "1S P 2NT P 3NT P", "KQ32.A2.AQ32.Q32", "4D"),
    ("opener's 4S after Jacoby 2NT is a minimum: 15 HCP opposite passes", "1S P 2NT P 4S P", "KQ32.A2.AQ32.Q32", "P"),
    ("opener's minimum 4H after Jacoby 2NT: 13 HCP opposite passes", "1H P 2NT P 4H P", "KJ32.KQ32.Q32.Q2", "P"),
    ("opener's minimum 4H after Jacoby 2NT: 14 HCP and no ace outside spades: pass", "1H P 2NT P 4H P",
     "AK32.KQ32.Q32.32", "P"),
    ("the limit raise and 19 HCP: the heart ace is the only first-round control to show", "1S P 3S P",
     "AKQ84.A2.KQ2.432", "4H"),
    ("the limit raise and 18 HCP: the diamond ace, cheapest first", "1S P 3S P", "AKQ84.KQ2.A2.432", "4D"),
    ("the limit raise and 18 HCP: the club ace, cheapest first", "1S P 3S P", "AKQ84.A2.K32.A32", "4C"),
    ("the limit raise and 14 HCP: game only", "1S P 3S P", "AKJ84.Q2.KQ2.Q32", "4S"),
    ("a void: cue bid before Blackwood", "1S P 3S P", "AKQ84.KQ32.KQJ2.", "4C"),
    ("a limit raise with no extras over opener's cue bid: game", "1H P 3H P 3S P", "A32.KQ32.Q32.432", "4H"),
    ("a full limit raise with the club ace over opener's cue bid: cue back", "1H P 3H P 3S P", "K32.KQ32.Q32.A32", "4C"),
    ("a limit raise with no extras over opener's 4C: game", "1H P 3H P 4C P", "K32.KQ32.Q32.432", "4H"),
    ("a limit raise, the cue bid skipped clubs and I hold no club control: game", "1S P 3S P 4D P",
     "K9843.K32.A2.Q32", "4S"),
    ("every side suit controlled after partner's club cue bid: Blackwood", "1S P 3S P 4C P", "AK982.KQ2.A2.Q32", "4NT"),
    ("the raise's answer 4D and every suit controlled: Blackwood", "1S P 3S P 4C P 4D P", "QJ982.A2.K32.A32", "4NT"),
    ("partner's 4H cue bid and every suit controlled: Blackwood", "1S P 3S P 4C P 4H P", "AKJ82.KQ2.K32.A2", "4NT"),
    ("partner's 4S sign-off over my cue bid: pass", "1S P 3S P 4C P 4S P", "AKJ82.AQ2.K32.A2", "P"),
    ("over opener's singleton diamond, 17 HCP: the spade ace, a cue bid", "1H P 2NT P 3D P", "AK32.KQ32.AQ2.32", "3S"),
    ("over opener's singleton diamond, the diamond queen wasted and a minimum: game", "1H P 2NT P 3D P",
     "K932.KQ32.Q32.K2", "4H"),
    ("over opener's 3H (extras), the spade ace: a cue bid", "1H P 2NT P 3H P", "A932.KQ32.K32.Q2", "3S"),
    ("over opener's 3S (extras), the heart ace is the cheapest first-round control", "1S P 2NT P 3S P",
     "K932.A2.KQ2.Q432", "4H"),
    ("hearts raised and 18 HCP: the spade ace at 3S is the cheapest first-round control", "1S P 2H P 3H P",
     "A2.KQJ32.K32.A32", "3S"),
    ("the single raise and 21 points: a first-round control, hearts", "1S P 2S P", "AKQ84.AK2.KQ2.32", "3H"),
    ("the single raise, a six-card suit and a singleton: the diamond ace", "1S P 2S P", "AKQ842.AK2.A32.2", "3D"),
    ("opener's jump raise and 15 HCP, every side suit held by an ace or king, 33+ together: Blackwood", "1H P 1S P 3S P", "KQ32.A2.A32.K432", "4NT"),
    ("partner's diamond cue bid, opener's singleton club: a minimum signs off", "1S P 2NT P 3C P 4D P",
     "AQ874.K32.QJ32.2", "4S"),
]

BLACKWOOD = [
    ("the answer to Blackwood: one ace", "1S P 3S P 4NT P", "AQ32.K32.KQ2.432", "5D"),
    ("the answer to Blackwood: no ace", "1S P 3S P 4NT P", "KQ32.K32.KQ2.432", "5C"),
    ("the answer to Blackwood: two aces", "1S P 3S P 4NT P", "AQ32.A32.KQ2.432", "5H"),
    ("the answer to Blackwood: one ace in clubs", "1S P 3S P 4NT P", "KQ32.K32.Q32.A32", "5D"),
    ("two aces missing: stop at five", "1S P 3S P 4NT P 5D P", "AKQ84.KQ2.KQ2.32", "5S"),
    ("one ace missing: the small slam", "1S P 3S P 4NT P 5H P", "AKQ84.KQ2.KQ2.32", "6S"),
    ("every ace ours: 5NT asks for kings", "1S P 3S P 4NT P 5H P", "AKQ84.A32.KQ2.K2", "5NT"),
    ("the answer to 5NT: no king", "1S P 3S P 4NT P 5S P 5NT P", "J932.A32.A32.A32", "6C"),
    ("the answer to 5NT: one king", "1S P 3S P 4NT P 5S P 5NT P", "J932.AK2.A32.A32", "6D"),
    ("every ace and every king: the grand slam", "1S P 3S P 4NT P 5H P 5NT P 6D P", "AKQ84.A32.KQ2.K2", "7S"),
    ("every ace, a king missing: the small slam", "1S P 3S P 4NT P 5H P 5NT P 6C P", "AKQ84.A32.KQ2.K2", "6S"),
    ("the limit raise and 22 HCP, every suit controlled, no void: Blackwood", "1S P 3S P", "AKQ84.KQ2.KQ2.K2", "4NT"),
    ("opener's 4S (19-21) and 16 HCP: Blackwood", "1H P 1S P 4S P", "KQ32.A2.A32.K432", "4NT"),
    ("opener's 4S (19-21) and 10 HCP: pass", "1H P 1S P 4S P", "KQ32.Q2.Q32.K432", "P"),
    ("opener's 4H and 15 HCP with controls: Blackwood", "1S P 2H P 4H P", "A2.KQJ32.K32.A32", "4NT"),
    ("opener's 4H and 12 HCP: pass", "1S P 2H P 4H P", "A2.KQJ32.K32.Q32", "P"),
    ("spades over 1NT raised and 18 HCP: Blackwood", "1NT P 3S P 4S P", "AKJ932.A2.K32.K2", "4NT"),
    ("no ace shown, mine the only one: three missing, five of the major", "1H P 3H P 4NT P 5C P", "2.AKJ84.AQ2.KQ32", "5H"),
    ("one ace shown and my two: one missing, the small slam", "1H P 3H P 4NT P 5D P", "2.AKJ84.AQ2.KQ32", "6H"),
    ("5C shows none (not four, I hold two): two missing, five of the major", "1S P 3S P 4NT P 5C P",
     "AKQJ4.K2.KQJ2.A2", "5S"),
    ("a weak two answers Blackwood: one ace", "2S P 4NT P", "AQJ432.K2.432.32", "5D"),
    ("a weak two answers Blackwood: no ace", "2H P 4NT P", "2.KQJ432.Q32.432", "5C"),
    ("after my two-over-one, a heart fit and 18 HCP: the slow raise to 3H, slam interest", "1H P 2C P 2H P",
     "A2.K32.A2.AKQ432", "3H"),
    ("over the slow raise, no first-round control outside trumps: game", "1H P 2C P 2H P 3H P", "2.AQJ432.KQ2.K32", "4H"),
    ("Gerber's answer over 1NT: one ace", "1NT P 4C P", "KQ2.KJ2.AQ32.J32", "4H"),
    ("Gerber: every ace ours, ask for kings with 5C", "1NT P 4C P 4S P", "AKQJ32.K2.AQ2.32", "5C"),
    ("Gerber: two aces missing, game in the long major", "1NT P 4C P 4D P", "AKQJ32.K2.AQ2.32", "4S"),
    ("Gerber: two aces missing (one each), game in the long major", "1NT P 4C P 4H P", "AKQJ32.K2.KQ2.32", "4S"),
]

MINORS = [
    ("a club fit and 19 HCP opposite opener's minimum: Blackwood", "1C P 1S P 2C P", "AK32.A2.K32.KQ32", "4NT"),
    ("a diamond fit and 20 HCP opposite opener's minimum: Blackwood", "1D P 1S P 2D P", "AKJ2.A2.KQ32.K32", "4NT"),
    ("16 HCP, balanced, opposite opener's minimum club rebid: 28-31 HCP together, 3NT", "1C P 1S P 2C P",
     "AQ32.K2.Q32.KQ32", "3NT"),
    ("18 HCP, balanced, with four clubs opposite opener's minimum club rebid: 30-33 HCP together, the 4C slam try",
     "1C P 1S P 2C P", "AQ32.K2.A32.KQ32", "4C"),
    ("opener's jump raise of clubs and 16 HCP: Blackwood", "1C P 1H P 3C P", "A2.AKQ32.K32.Q32", "4NT"),
    ("opener's jump raise of diamonds and 15 HCP with six: Blackwood", "1C P 1D P 3D P", "K2.Q2.AKJ432.K32", "4NT"),
    ("the limit raise of diamonds and 17 HCP: game, not a slam try (clubs unstopped: a stopper at three looks for 3NT)",
     "1D P 3D P", "AK2.A32.KQJ32.32", "3H"),
    ("the strong 2C's club suit raised, 26 HCP and controls: Blackwood", "2C P 2D P 3C P 4C P", "AK2.A2.K2.AKQJ32", "4NT"),
    ("Blackwood after 2C's clubs raised: no ace", "2C P 2D P 3C P 4C P 4NT P", "32.K32.5432.Q432", "5C"),
    # The jump to four of our minor over partner's two of it: a forcing slam try (mainstream; the booklet is silent)
    ("a club fit and 17 HCP opposite opener's minimum club rebid: 4C, a forcing slam try, not 5C", "1C P 1S P 2C P",
     "AKJ2.A2.32.KQ432", "4C"),
    ("over the minor slam try, 16 HCP and every side suit controlled: Blackwood", "1C P 1S P 2C P 4C P",
     "Q2.A32.KQ4.AQJ32", "4NT"),
    ("over the minor slam try, a minimum: five of the minor", "1C P 1S P 2C P 4C P", "32.Q32.KJ4.AQJ32", "5C"),
    ("over the minor slam try, 15 HCP but hearts open to two quick losers: five of the minor", "1C P 1S P 2C P 4C P",
     "K2.Q32.KQ4.AQJ32", "5C"),
    ("over opener's jump to 4D after my single raise, a minimum raise: five of the minor", "1D P 2D P 4D P",
     "A2.Q32.KJ543.432", "5D"),
    # Neighbours that keep their call
    ("a club fit and 15 HCP: 29 points together, game in the minor", "1C P 1S P 2C P", "AKJ2.Q2.32.KQ432", "5C"),
    ("a club fit and 19 HCP: 32 points together, Blackwood at once", "1C P 1S P 2C P", "AKJ2.A2.Q2.KQ432", "4NT"),
    ("a six-card spade suit and 17 HCP over opener's diamond rebid: game in spades, no minor slam try",
     "1D P 1S P 2D P", "AKJ987.AJ6.K95.9", "4S"),
    ("after the minor slam try Blackwood's answer shows one ace: three ours, the small slam", "1C P 1S P 2C P 4C P 4NT P 5D P",
     "Q2.A32.KQ4.AQJ32", "6C"),
    ("after the minor slam try Blackwood's answer shows no ace: two missing, pass five of the minor",
     "1C P 1S P 2C P 4C P 4NT P 5C P", "Q2.A32.KQ4.AQJ32", "P"),
]

POSITIONS = GRAND_SLAM_INVITATION + QUANTITATIVE + CUE_BIDS + BLACKWOOD + MINORS


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
