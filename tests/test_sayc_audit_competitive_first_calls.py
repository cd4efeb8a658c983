"""The ``sayc`` system's first call of each player after the other side has acted, checked on hands
built at the booklet's boundaries (the HCP edges, the shape ties, their suit stopped or not) and
marked as a SAYC expert would. Each position is (the reason, the auction so far with North dealing,
the hand to call, the call); where the booklet is silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over their takeout double a new suit at the two level is not forcing: a weak hand with a good
    # long suit bids it (with 10+ HCP responder redoubles first).
    ("over their double a new suit at two is not forcing: six clubs and 7 HCP bid 2C", "1H X", "87.K5.843.KJ9854", "2C"),
    ("over their double: five good diamonds and 6 HCP bid 2D", "1S X", "87.854.KQJ84.J32", "2D"),
    ("over their double: a weak five-card suit without its top honours is no bid of its own", "1S X", "87.854.KJ984.Q32", "1NT"),
    ("over their double: 10+ HCP with a long suit redouble first", "1H X", "87.K5.A43.KJ9854", "XX"),
    ("over their double: three trumps and a long suit raise partner's major", "1H X", "8.K54.843.KJ9854", "2H"),
    # Over their double of our minor a four-card major at the one level comes before the minor raise.
    ("over their double of 1C a four-card major is shown before raising clubs", "1C X", "954.Q852.J7.A853", "1H"),
    ("over their double of 1D: four spades before four diamonds", "1D X", "KJ54.85.Q843.954", "1S"),
    ("over their double of 1D: no major, the raise", "1D X", "854.85.KQ43.9542", "2D"),
    ("over their double of 1C: with 10+ HCP the redouble still comes first", "1C X", "KJ54.85.Q843.AJ5", "XX"),
    # Over their double the jump raise is preemptive (0–8 HCP); a balanced 9 with four trumps raises simply.
    ("over their double a balanced 9 HCP with four trumps is no preempt: the simple raise", "1H X", "K54.Q874.KJ5.873", "2H"),
    ("over their double a weak hand with four trumps still jumps preemptively", "1H X", "KQ3.J874.532.T97", "3H"),
    ("over their double 4-3-3-3 with four trumps and 10 support points is the 2NT limit raise", "1H X", "K54.Q874.KJ5.Q73", "2NT"),
    # A strong balanced hand without a stopper for 1NT and three of their suit doubles for takeout.
    ("16 HCP, three cards in each unbid suit, no stopper in their spades: a takeout double", "1S", "875.AQ4.KJ53.AQ2", "X"),
    ("15 HCP, three of their hearts unstopped and support for the rest: a takeout double", "1H", "KQ4.875.KJ53.AQ2", "X"),
    ("15–18 balanced with their suit stopped: the 1NT overcall, not a double", "1S", "K75.AQ4.KJ53.Q82", "1NT"),
    ("14 HCP with three of their suit and no shortness: pass", "1S", "875.AQ4.KJ53.K82", "P"),
    ("16 HCP with a doubleton in an unbid major is no takeout double with three of their suit", "1S", "875.AQ.KJ532.AQ2", "2D"),
    # Over their 1NT a natural overcall: two five-card suits with 8+ HCP bid the higher (the booklet's natural defence).
    ("over their 1NT five-five in the majors with 10 HCP: the natural overcall in spades", "1NT", "KQJ54.KJ854.5.32", "2S"),
    ("over their 1NT five spades and five diamonds with 10 HCP: spades", "1NT", "KQJ54.5.KJ854.32", "2S"),
    ("over their 1NT a lone five-card suit with 9 HCP still passes", "1NT", "KQJ54.J85.Q54.32", "P"),
    # Advancing a two- or three-level overcall of their suit: partner holds opening values, so no trump needs less.
    ("opposite a two-level overcall 13 HCP with their suit stopped bid 3NT", "1H 2C P", "A54.KJ4.Q854.K32", "3NT"),
    ("opposite a two-level overcall 11 HCP with a stopper and no fit invite with 2NT", "1H 2C P", "AJ54.KJ4.Q854.93", "2NT"),
    ("opposite a three-level overcall of their weak two, 11 HCP and a stopper bid 3NT", "2H 3D P", "A64.K72.K852.JT5", "3NT"),
    ("opposite a three-level overcall 8 HCP pass", "2H 3D P", "A64.K72.J852.T95", "P"),
    ("opposite a one-level overcall 13 HCP with a stopper invite with 2NT, as before", "1H 1S P", "A5.KJ4.Q854.K532", "2NT"),
    # Over their two-suited bid (Michaels, the unusual 2NT) responder's double shows 10+ HCP, to defend.
    ("over their Michaels cue bid of 1C, 12 HCP and no fit double to show the values", "1C 2C", "K875.Q5.AQ54.J85", "X"),
    ("over their Michaels cue bid of 1S, 12 HCP double rather than bid no trump", "1S 2S", "K8.Q75.AQ54.J853", "X"),
    ("over their unusual 2NT, 12 HCP double to show the values", "1H 2NT", "K875.Q5.AQ54.J85", "X"),
    ("over their Michaels cue bid a weak hand with four of partner's minor raises", "1C 2C", "875.Q5.K854.J853", "3C"),
    ("over their Michaels cue bid 6 HCP without a fit pass", "1C 2C", "K875.Q5.9854.J85", "P"),
    ("over their Michaels cue bid three trumps and 10 HCP make the limit raise: the cue of their spades", "1H 2H",
     "K87.Q54.A54.J853", "2S"),
    ("after partner's double of their Michaels, opener with four good trumps in their suit doubles it", "1C 2C X 2H",
     "AQ4.KJ95.K4.Q853", "X"),
    ("after partner's double of their Michaels, a balanced opener passes for partner", "1C 2C X 2H", "AQ4.K5.KJ4.Q8532", "P"),
    ("after partner's double of their Michaels, opener rebids a six-card suit", "1C 2C X 2H", "A4.K5.K84.QJ8532", "3C"),
    ("the doubler of their Michaels doubles their landing spot holding it", "1C 2C X 2S P P", "K875.QJ5.AQ54.J8", "X"),
    ("the doubler of their Michaels, short in their suit, competes in partner's minor", "1C 2C X 2S P P",
     "875.Q5.AQ54.KJ85", "3C"),
    ("the doubler of their Michaels with three of partner's minor and nothing in their suit passes", "1C 2C X 2H P P",
     "K875.Q5.AQ54.J85", "P"),
    # Over their 1NT overcall of our one-bid a six-card suit at two is weak and to play; opener passes it.
    ("over their 1NT overcall six spades and 7 HCP bid 2S, weak", "1D 1NT", "AQ8652.JT6.87.T9", "2S"),
    ("over their 1NT overcall six hearts and 8 HCP bid 2H, weak", "1D 1NT", "K7.A87542.5.J654", "2H"),
    ("over their 1NT overcall a five-card suit and 6 HCP pass", "1D 1NT", "KT7.K8754.5.7654", "P"),
    ("over their 1NT overcall 9+ HCP double for penalty, long suit or not", "1D 1NT", "K7.A87542.5.Q654", "X"),
    ("opener passes responder's weak suit over their 1NT overcall", "1D 1NT 2H P", "AQ4.K5.KJ854.Q32", "P"),
    # The negative double with 10+ HCP, four cards in one unbid major and three in the other, and no other call.
    ("10 HCP, four spades and three hearts over their 2C, no stopper for 2NT: the negative double", "1D 2C",
     "A632.T96.QJ2.K63", "X"),
    ("9 HCP with four spades and three hearts over their 2C: pass", "1D 2C", "A632.T96.Q2.QJ63", "P"),
    # The jump answer to a takeout double at the three level needs 9+ HCP: length alone bids cheaply.
    ("answering a double of 1H: 8 HCP with five diamonds bid 2D, not the jump", "1H X P", "54.854.KQ854.K32", "2D"),
    ("answering a double of 1H: 9 HCP with five diamonds jump to 3D", "1H X P", "54.854.KQ854.KJ2", "3D"),
    ("answering a double of 1S: 8 HCP with five hearts bid 2H", "1S X P", "54.KQ854.854.K32", "2H"),
    ("answering a double of 1S: 10 HCP with four hearts jump to 3H", "1S X P", "54.K854.A54.K632", "3H"),
    # Over their four-level preempt the direct seat doubles for takeout with 16+ (a short suit counted) and
    # overcalls a strong suit; advancer takes the double out at four, or leaves it in.
    ("over their 4S, 16 HCP short in spades: a takeout double", "4S", "A5.AQ54.KJ54.Q83", "X"),
    ("over their 4S, 15 HCP: pass", "4S", "A5.AQ54.KJ54.J83", "P"),
    ("over their 4H, a strong six-card spade suit overcalls 4S", "4H", "AKQJ54.5.KJ5.832", "4S"),
    ("over their 4H, trump tricks and aces outside: the penalty double", "4H", "A5.KQJ9.AK54.832", "X"),
    ("their 4H passed round: no balancing at the four level", "4H P P", "AQ54.5.KJ54.Q832", "P"),
    ("partner doubled their 4H: four spades answer 4S", "4H X P", "Q854.854.Q542.32", "4S"),
    ("partner doubled their 4S: no five-level answer with a weak hand, the double stands", "4S X P", "854.854.Q542.Q32", "P"),
    # Advancing a two-level overcall in no trump needs a balanced hand with two cards in partner's suit.
    ("opposite a two-level overcall, a singleton in partner's suit is no 2NT advance", "1H 2C 2H", "KQJ6.KT972.J87.5", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_competitive_first_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
