"""The ``sayc`` system's slam style with a major agreed (SPEC §18): when the aces are all that is left to know, ask
for them at once; cue-bid first when a side suit partner has not bid holds two quick losers, when I hold a void, or
when a flat hand (no six trumps, no singleton) is short of 33 together and its slam turns on fitting honours as
well as aces. And opener's answers to Jacoby 2NT without
shortness, which count high cards: three of the major 18+ HCP, 3NT 15–17 HCP, game a minimum (a hand, the auction so
far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
ACES_AT_ONCE = [
    ("the limit raise, 18 HCP, six trumps and a singleton, every side suit held: 4NT at once", "1S P 3S P",
     "AKQ753.KQ4.A52.2", "4NT"),
    ("the limit raise, 21 HCP, five trumps and a singleton, every side suit held: 4NT at once", "1S P 3S P",
     "AKQ54.KQ2.AK32.2", "4NT"),
    ("partner's single raise of my one-level spades, six solid trumps, every side suit held: 4NT at once",
     "1D P 1S P 2S P", "AKQJ74.K5.A63.K4", "4NT"),
    ("2C then the raise of my spades, six trumps, every side suit held by an ace or a king: 4NT at once",
     "2C P 2D P 2S P 3S P", "AKQJ85.AK4.A5.K3", "4NT"),
    ("opener raised my two-over-one hearts, six trumps, every side suit held: 4NT at once", "1S P 2H P 3H P",
     "A5.AKQJ74.K52.A3", "4NT"),
    ("opener raised my two-over-one hearts, a singleton spade and the club ace: 4NT at once", "1S P 2H P 3H P",
     "5.AKQJ74.K52.A32", "4NT"),
]

# Flat hands with every side suit held and 33+ together ask at once too: eight blind quiz positions, from four
# quiz-setters, asked 4NT there and none the cue bid.
FLAT_ACES_AT_ONCE = [
    ("1D 2S 3S: my jump shift raised, 17 HCP flat, every side suit held by an ace or king (diamonds are partner's): "
     "4NT", "1D P 2S P 3S P", "AKQJ5.K4.Q52.AJ3", "4NT"),
    ("1C 1S 3S: opener's jump raise, 16 HCP with five spades, every unbid suit held: 4NT", "1C P 1S P 3S P",
     "AKJ85.KQ4.A52.83", "4NT"),
    ("1S 2NT 3S (Jacoby, extras): 15 HCP 4-3-3-3 with every side suit held: 4NT", "1S P 2NT P 3S P",
     "K432.A32.KQ2.A32", "4NT"),
    ("1D 1S 3S: 15 HCP, every unbid suit held by an ace or king: 4NT", "1D P 1S P 3S P", "AKJ85.K4.Q73.A92", "4NT"),
    ("1D 1H 3H: 19 HCP 3-4-3-3, every side suit held: 4NT", "1D P 1H P 3H P", "AK4.KQJ6.A83.K52", "4NT"),
    ("P 1D 1S 3S: 16 HCP, every unbid suit held: 4NT", "P 1D P 1S P 3S P", "AKQ85.K4.A73.K92", "4NT"),
    ("1H 2NT 3H (Jacoby, extras): 15 HCP flat, every side suit held by a king or ace: 4NT", "1H P 2NT P 3H P",
     "A84.KQ73.K95.K62", "4NT"),
    ("1H 2S 3S: my jump shift raised, 20 HCP flat, every unbid suit held: 4NT", "1H P 2S P 3S P",
     "AKQJ5.K4.AQ3.K82", "4NT"),
    # Neighbours that keep the cue bid.
    ("the limit raise, 21 HCP flat (32 together with partner's least): short of 33, the diamond ace", "1S P 3S P",
     "AKQ54.KQ2.A43.K2", "4D"),
    ("the limit raise, 23 HCP flat but the club queen doubleton: two quick losers, the diamond ace", "1S P 3S P",
     "AKQ54.KQ2.AK3.Q2", "4D"),
]

CUE_BID_FIRST = [
    ("the same limit raise a king less (17 HCP): short of 31 together, a cue bid only", "1S P 3S P",
     "AKQ753.K54.A52.2", "4D"),
    ("the limit raise, slam values but two small clubs: the heart ace, a cue bid", "1S P 3S P",
     "AKQ864.AK5.K3.54", "4H"),
    ("the limit raise and a club void: Blackwood cannot tell which ace, a cue bid", "1S P 3S P",
     "AKJ54.AKQ2.A432.", "4C"),
    ("the limit raise, five trumps and no singleton, every suit held, 33+ together: Blackwood", "1S P 3S P",
     "AKQ54.KQ2.AK3.K2", "4NT"),
    ("Jacoby's 3S (extras) and three small clubs: the diamond ace, a cue bid", "1S P 2NT P 3S P",
     "KQ74.AQ5.AJ6.842", "4D"),
    ("the single raise, the club queen doubleton (two quick losers): the diamond cue bid", "1D P 1S P 2S P",
     "AKQJ74.K5.A63.Q4", "3D"),
    ("opener raised my two-over-one hearts, five trumps, every side suit held, 33+ together: Blackwood",
     "1S P 2H P 3H P", "A5.AKQJ7.K52.A32", "4NT"),
    ("2C then partner's fast arrival at 4H, weak: no ace-asking over the game, pass", "2C P 2D P 2H P 4H P",
     "A2.AKQJ32.AK2.K2", "P"),
]

JACOBY_ANSWERS = [
    ("Jacoby 2NT, 14 HCP and five trumps, no shortness: a minimum, game (the fifth trump is no high card)",
     "1S P 2NT P", "AQ984.K73.Q5.K62", "4S"),
    ("Jacoby 2NT, 14 HCP and five hearts, no shortness: a minimum, game", "1H P 2NT P", "K32.AKJ32.K32.32", "4H"),
    ("Jacoby 2NT, 14 HCP and six trumps, no shortness: still a minimum, game", "1S P 2NT P", "AQ9843.K73.Q5.K6",
     "4S"),
    ("Jacoby 2NT, 17 HCP and five trumps, no shortness: 3NT (15–17), not the 18+ three of the major",
     "1S P 2NT P", "AQ984.KJ3.A5.K62", "3NT"),
    ("Jacoby 2NT, a king more (15 HCP): 3NT", "1S P 2NT P", "AQ984.K73.K5.K62", "3NT"),
    ("Jacoby 2NT, 15 HCP in hearts' version: 3NT", "1H P 2NT P", "K32.AKJ32.K32.J2", "3NT"),
    ("Jacoby 2NT, 18 HCP, no shortness: three of the major", "1S P 2NT P", "AQ984.K73.AQ.K62", "3S"),
    ("Jacoby 2NT, 14 HCP and a singleton diamond: the shortness first", "1S P 2NT P", "AQ984.K73.5.K862", "3D"),
]

POSITIONS = ACES_AT_ONCE + FLAT_ACES_AT_ONCE + CUE_BID_FIRST + JACOBY_ANSWERS


@pytest.mark.parametrize("why, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_slam_style(why: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
