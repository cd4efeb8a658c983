"""The ``sayc`` system reaching slam and stopping short of it, set blind as a mock exam: Blackwood and its
answers, the asker's next call (one ace missing, two missing, 5NT for kings), the quantitative 4NT and Gerber
after 1NT and 2NT, slams after a transfer, the jump shift and Jacoby 2NT, cue bids of first-round controls and
their answers, and hands with two quick losers in a side suit that cue bid rather than ask for aces. Each is
(the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream Standard American practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("15 balanced opposite 10-12: 25-27 together, bid game and stop", "1S P 3S P", "AQ853.KJ4.Q52.K2", "4S"),
    ("14 with five trumps opposite a limit raise: game, no slam", "1H P 3H P", "K73.AQ864.Q5.K72", "4H"),
    ("slam likely but two small clubs: no Blackwood, cue the heart ace", "1S P 3S P", "AKQ864.AK5.K3.54", "4H"),
    ("no aces", "1S P 3S P 4NT P", "K874.KQ5.QJ63.J4", "5C"),
    ("one ace", "1S P 3S P 4NT P", "K874.A52.QJ63.54", "5D"),
    ("two aces", "1H P 3H P 4NT P", "A5.K874.A632.965", "5H"),
    ("three aces", "1S P 2NT P 3S P 4NT P", "AQJ63.A5.A842.K4", "5S"),
    ("four aces answer like none", "1C P 1H P 3H P 4NT P", "A5.AJ74.A3.AJ852", "5C"),
    ("one king", "1S P 3S P 4NT P 5D P 5NT P", "Q874.A52.KJ63.54", "6D"),
    ("no kings", "1S P 3S P 4NT P 5H P 5NT P", "Q874.A52.A863.Q4", "6C"),
    ("two aces missing: sign off in five", "1S P 3S P 4NT P 5C P", "AKQ753.AQ4.K52.2", "5S"),
    ("one ace missing: bid the small slam", "1S P 3S P 4NT P 5D P", "AKQ753.AQ4.K52.2", "6S"),
    ("two aces missing: sign off in five of the minor", "1D P 3D P 4NT P 5C P", "K5.KJ3.AKQJ74.A2", "5D"),
    ("one ace missing: small slam in the minor", "1C P 3C P 4NT P 5D P", "A5.KQ5.K3.AKJ875", "6C"),
    ("16 balanced opposite 15-17: quantitative invitation to 6NT", "1NT P", "KQ5.A84.KJ7.QJ52", "4NT"),
    ("18 balanced opposite 15-17: 33+ together, bid the slam", "1NT P", "KQ5.A84.KJ7.AJ52", "6NT"),
    ("13 balanced: 28-30 together, game only", "1NT P", "KQ5.A84.J97.QJ52", "3NT"),
    ("maximum 17 accepts the quantitative invitation", "1NT P 4NT P", "AK5.KQ4.QJ73.Q92", "6NT"),
    ("minimum 15 declines the quantitative invitation", "1NT P 4NT P", "KJ5.KQ4.Q973.A92", "P"),
    ("12 balanced opposite 20-21: quantitative invitation", "2NT P", "K84.QJ7.K852.K94", "4NT"),
    ("14 balanced opposite 20-21: 34+ together, bid the slam", "2NT P", "K84.KJ7.K852.A94", "6NT"),
    ("six spades and slam values: transfer first", "1NT P", "AKJ863.A5.K74.52", "2H"),
    ("five hearts and slam interest: transfer first", "1NT P", "KQ.AJ873.KJ4.Q72", "2D"),
    ("16 balanced with five hearts: quantitative after the transfer", "1NT P 2D P 2H P", "KQ.AJ873.KJ4.Q72", "4NT"),
    ("maximum with three-card support: accept in the suit", "1NT P 2D P 2H P 4NT P", "A84.KQ5.AQ73.Q92", "6H"),
    ("minimum with a doubleton heart: decline", "1NT P 2D P 2H P 4NT P", "A84.Q5.KQ73.KJ92", "P"),
    ("solid seven-card suit and 18: Gerber before choosing the slam", "1NT P", "K5.KQ4.AKQJ862.5", "4C"),
    ("Gerber answer: two aces", "1NT P 4C P", "A84.KQ5.AQ73.J92", "4S"),
    ("Gerber answer: one ace", "1NT P 4C P", "K84.KQ5.AQ73.QJ2", "4H"),
    ("11 opposite 22-24: 33+ together", "2C P 2D P 2NT P", "K84.QJ7.K852.Q94", "6NT"),
    ("7 opposite 22-24: game only", "2C P 2D P 2NT P", "984.Q97.K852.Q94", "3NT"),
    ("19 with a strong six-card suit: strong jump shift", "1D P", "AKQ875.A3.K4.K52", "2S"),
    ("four-card support and 19: Jacoby 2NT, not a jump shift", "1H P", "AQJ5.KQ74.A63.K5", "2NT"),
    ("balanced minimum after the jump shift", "1D P 2S P", "84.KJ5.AQJ73.K92", "2NT"),
    ("three-card support: raise the jump shift suit first", "1D P 2S P", "Q84.KJ5.AQJ73.92", "3S"),
    ("Jacoby: show the singleton club", "1S P 2NT P", "KQ874.A63.K752.4", "3C"),
    ("Jacoby: 18+ without shortness", "1H P 2NT P", "A5.AKJ74.KQ3.Q52", "3H"),
    ("Jacoby: 15-17 without shortness", "1H P 2NT P", "A5.KQJ74.KJ3.Q52", "3NT"),
    ("opener showed a minimum: 15 opposite 12-14 is no slam", "1S P 2NT P 4S P", "A763.K5.AQ84.Q64", "P"),
    ("no first-round control to show: sign off", "1S P 3S P 4C P", "Q874.KQ5.K863.54", "4S"),
    ("answer the cue with the diamond ace (denies the club ace)", "1H P 3H P 3S P", "K5.QJ74.A863.Q54", "4D"),
    ("slam values but three small clubs: no Blackwood, cue the diamond ace",
     "1S P 2NT P 3S P", "KQ74.AQ5.AJ6.842", "4D"),
    ("11 opposite 16-18: game only", "1C P 1S P 3S P", "KJ85.Q74.K52.Q83", "4S"),
    ("no aces", "2C P 2D P 2H P 3H P 4NT P", "854.K763.Q52.842", "5C"),
    ("two kings", "1H P 2NT P 3NT P 4NT P 5H P 5NT P", "A5.AKJ74.K63.Q52", "6H"),
    ("all four aces held with 18 opposite 18+: ask for kings for the grand",
     "1S P 2NT P 3S P 4NT P 5S P", "KQ74.A5.KQJ6.K42", "5NT"),
    ("slam values but two small clubs: no Blackwood, cue the spade ace", "P 1H P 3H P", "A4.AKQ863.KQ5.75", "3S"),
    ("no aces", "P 1H P 3H P 4NT P", "K5.K874.QJ63.Q54", "5C"),
    ("15 opposite a limit raise: game only", "P P P 1S P 3S P", "AJ853.KQ4.K5.Q62", "4S"),
    ("16 balanced opposite 15-17: quantitative", "P 1NT P", "AQ5.K84.KJ7.QJ52", "4NT"),
    ("19 balanced opposite 15-17: 34+ together", "P P 1NT P", "A94.KQ5.AQJ8.K73", "6NT"),
    ("13 balanced opposite 20-21: 33+ together", "P P P 2NT P", "KQ5.Q84.KJ73.Q92", "6NT"),
    ("one ace", "P 1S P 3S P 4NT P", "A874.K5.K863.Q54", "5D"),
    ("two aces", "P P 1H P 3H P 4NT P", "Q5.A874.A863.954", "5H"),
    ("no aces", "P P P 1S P 3S P 4NT P", "K874.KQ5.Q863.J5", "5C"),
    ("Gerber answer: no aces", "1NT P 4C P", "KQ5.KQ84.KJ7.Q52", "4D"),
    ("Gerber answer: three aces", "P 1NT P 4C P", "A84.A95.AJ73.Q92", "4NT"),
    ("Gerber over 2NT: two aces", "2NT P 4C P", "AK5.KQ4.AQ73.Q92", "4S"),
    ("minimum opposite minimum: stop in game", "1S P 2NT P 4S P", "KJ63.Q52.KQ4.Q94", "P"),
    ("one ace missing: small slam", "1C P 1S P 3S P 4NT P 5D P", "AKJ85.KQ4.A52.83", "6S"),
    ("two aces missing: sign off", "1C P 1S P 3S P 4NT P 5C P", "AKJ85.KQ4.A52.83", "5S"),
    ("partner denied a club control: stop in game", "1H P 3H P 3S P 4H P", "A4.AKQ863.KQ5.75", "P"),
    ("15 opposite 15-17: 30-32, game only", "P 1NT P", "Q5.K84.AQ9.KJ852", "3NT"),
    ("19 opposite 15-17: slam", "P 1NT P", "Q5.K84.AQ9.AKJ52", "6NT"),
    ("17 balanced: quantitative", "P P 1NT P", "AQ5.K84.KJ9.KJ52", "4NT"),
    ("maximum 17 accepts", "P P P 1NT P 4NT P", "KQ5.AK4.Q973.K92", "6NT"),
    ("Jacoby: singleton club", "P 1S P 2NT P", "AQJ74.K63.KQ52.4", "3C"),
    ("Jacoby: minimum, no shortness", "P 1H P 2NT P", "85.AKJ63.K4.Q852", "4H"),
    ("21 with a good six-card suit: strong jump shift", "P 1C P", "AKJ874.AQ5.K4.A3", "2S"),
    ("22 with a solid suit and three spades: jump shift, support later", "P 1S P", "KQ5.AKQJ74.A5.K3", "3H"),
    ("14 opposite a minimum raise: game only", "1D P 1S P 2S P", "AKJ74.Q5.A63.984", "4S"),
    ("19 with a solid minor and a raise: ask for aces", "1D P 2C P 3C P", "A5.K4.Q63.AKQJ75", "4NT"),
    ("one ace missing: small slam in the minor", "1D P 2C P 3C P 4NT P 5D P", "A5.K4.Q63.AKQJ75", "6C"),
    ("six spades: transfer first", "2NT P", "KJ8742.5.Q63.K52", "3H"),
    ("weak hand with six spades: game only", "2NT P 3H P 3S P", "J87542.5.963.K52", "4S"),
    ("12 with six spades: game", "1NT P 2H P 2S P", "AQ8742.K5.K63.52", "4S"),
    ("16 balanced with five spades: quantitative after the transfer", "P 1NT P 2H P 2S P", "AQ874.K5.KQ3.Q72", "4NT"),
    ("two aces", "P 1D P 3D P 4NT P", "A52.K87.A632.965", "5H"),
    ("one ace", "2C P 2D P 2S P 3S P 4NT P", "854.K763.A52.842", "5D"),
    ("one ace missing: small slam", "2C P 2D P 2S P 3S P 4NT P 5C P", "AKQJ85.AK4.A5.K3", "6S"),
    ("no kings", "2C P 2D P 2S P 3S P 4NT P 5D P 5NT P", "854.Q763.Q52.A42", "6C"),
    ("12 with a spade fit: game only", "1NT P 2C P 2S P", "KQ85.Q74.KJ3.J92", "4S"),
    ("one ace missing: small slam", "P 1S P 3S P 4NT P 5C P", "AKQ864.AKJ3.A5.3", "6S"),
    ("one ace missing: small slam", "P P 1H P 3H P 4NT P 5D P", "A5.AKQ863.KQ5.K5", "6H"),
    ("two aces missing: sign off", "P P P 1S P 3S P 4NT P 5C P", "AKJ974.A5.KQ4.K2", "5S"),
    ("slam values but two small clubs: no Blackwood, cue the spade ace", "P P 1H P 3H P", "AK5.AKJ874.K4.52", "3S"),
    ("answer the cue with the club ace", "P 1H P 3H P 3S P", "Q5.KJ74.Q863.A54", "4C"),
    ("partner's 5C answer is already five of our minor: with two aces missing, pass it",
     "1D P 2C P 3C P 4NT P 5C P", "A5.K4.Q63.AKQJ75", "P"),
]

# A six-card major after the transfer over 1NT: its length counts toward the slam (32+ points together).
SIX_CARD_MAJOR_AFTER_TRANSFER = [
    ("15 HCP and six spades opposite 15-17: 32+ points with the length, invite slam with 4NT, not a sign-off in 4S",
     "1NT P 2H P 2S P", "AKJ863.A5.K74.52", "4NT"),
    ("the other major: 15 HCP and six hearts after the transfer to hearts, invite slam with 4NT",
     "1NT P 2D P 2H P", "A5.AKJ863.K74.52", "4NT"),
    ("one point less, 14 HCP and six spades: 31 points at most opposite a minimum, game in the major",
     "1NT P 2H P 2S P", "AKJ863.A5.Q74.52", "4S"),
    ("one card fewer, five spades and 15 HCP: no six-card suit, the choice of games",
     "1NT P 2H P 2S P", "AKJ86.A53.K74.52", "3NT"),
    ("over 2NT, 9 HCP and six spades: 31 points at most, game in the major", "2NT P 3H P 3S P", "KJ8742.5.Q63.K52", "4S"),
]

# Partner's cue bid after my hand is limited: above the bottom of my range, a first-round control below game is
# shown (it costs no level; partner, whose hand is not limited, judges the slam); at the bottom, game.
CONTROL_FOR_THE_CAPTAIN = [
    ("Jacoby answered 3NT (15-17), 16 HCP and the heart ace over partner's 4D cue: show it with 4H, not 4S",
     "1S P 2NT P 3NT P 4D P", "J9642.AKJ6.Q2.AJ", "4H"),
    ("one point less, 15 HCP: the bottom of 15-17 signs off in 4S", "1S P 2NT P 3NT P 4D P", "J9642.AKJ6.J2.AJ", "4S"),
    ("the other major: 16 HCP and the diamond ace over partner's 4C cue: 4D", "1H P 2NT P 3NT P 4C P",
     "J5.AQJ64.A3.KJ62", "4D"),
    ("the other major at the bottom, 15 HCP: game", "1H P 2NT P 3NT P 4C P", "J5.AQJ64.A3.QJ62", "4H"),
    ("a limit raise of 11 with the heart ace over opener's 4C cue: show it with 4H", "1S P 3S P 4C P",
     "Q874.A52.KQ63.54", "4H"),
    ("a limit raise of 10, the bottom of the range: game", "1S P 3S P 4C P", "Q874.A52.QJ63.J4", "4S"),
    ("a limit raise of 11 with no ace to show: game", "1S P 3S P 4C P", "Q874.KQ5.K863.54", "4S"),
]

# No fit, 33+ HCP together: a semi-balanced hand (no singleton) plays the slam in no trump.
SEMI_BALANCED_SLAM = [
    ("my jump shift, 21 HCP 5-2-2-4 opposite opener's two suits: 33+ HCP together and no fit, 6NT, not 3NT",
     "1D P 2S P 3H P", "AK632.A6.K8.AK43", "6NT"),
    ("the balanced 4-3-2-4 hand with 21 HCP: 6NT as before", "1D P 2S P 3H P", "AK63.A62.K8.AK43", "6NT"),
    ("one point less, 20 HCP: 32 together, game in no trump", "1D P 2S P 3H P", "AK632.A6.Q8.AK43", "3NT"),
]

# My jump shift found partner's major below three of it: three, forcing, keeps room for the cue bids.
JUMP_SHIFTER_SLOW_RAISE = [
    ("my jump shift, opener's 2NT and three hearts with 18 HCP: 3H, forcing, not the weakest raise to 4H",
     "1H P 2S P 2NT P", "KJT72.A52.A7.AQ5", "3H"),
    ("the other major: my 3D jump shift, opener's 3H, three spades with 21 HCP: 3S, forcing",
     "1S P 3D P 3H P", "A52.K5.AKJT72.A5", "3S"),
    ("one card fewer, two hearts: no fit, game in no trump", "1H P 2S P 2NT P", "KJT72.A5.A72.AQ5", "3NT"),
    ("opener's minimum with no first-round control over the slow raise: game", "1H P 2S P 2NT P 3H P",
     "Q9.KQJT4.Q94.K82", "4H"),
]

POSITIONS = (QUIZ + SIX_CARD_MAJOR_AFTER_TRANSFER + CONTROL_FOR_THE_CAPTAIN + SEMI_BALANCED_SLAM
             + JUMP_SHIFTER_SLOW_RAISE)


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[f"{p[1]}: {p[0]}" for p in POSITIONS])
def test_the_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
