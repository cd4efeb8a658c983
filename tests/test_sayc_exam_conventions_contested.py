"""The ``sayc`` system where a conventional call meets the other side, as a mock exam sets it: our 1NT doubled
(systems on, the redouble), overcalled (natural at two, forcing at three, the cue bid as Stayman); our Stayman or
transfer doubled or overcalled; our strong 2C and its waiting 2D doubled or overcalled; their strong 2C, their 1NT
and its Stayman or transfers, their fourth suit, their Jacoby 2NT and limit raise; their negative double and
redouble; our Michaels and unusual 2NT doubled; their Michaels; Jordan 2NT and the redouble over their takeout
double. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet
is silent the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1NT X: systems on over a double of 1NT: transfer to hearts, then pass", "1NT X", "8743.QJ852.73.42", "2D"),
    ("1NT X: systems on: a weak hand with five spades transfers and passes", "1NT X", "KJ964.72.853.642", "2H"),
    ("1NT X: systems on: transfer first with five spades and invitational values", "1NT X", "AJ964.K72.853.64", "2H"),
    ("1NT X: systems on: Stayman with a weak 4-4-5-0, passing any answer", "1NT X", "J873.Q964.K8542.", "2C"),
    ("1NT X: systems on: relay to 3C and correct to 3D with a weak diamond hand", "1NT X", "752.84.QJ9763.52", "2S"),
    ("1NT X 2D P: systems on: complete the transfer", "1NT X 2D P", "AQ3.K84.KJ62.Q93", "2H"),
    ("1NT X 2H P: systems on: complete the transfer to spades", "1NT X 2H P", "AQ3.K84.KJ62.Q93", "2S"),
    ("1NT X 2C P: systems on: answer Stayman with four hearts", "1NT X 2C P", "K85.AQ73.KJ4.Q62", "2H"),
    ("1NT X 2C P: systems on: answer Stayman denying a major", "1NT X 2C P", "K85.AQ7.KJ42.Q62", "2D"),
    ("1NT X 2S P: systems on: 2S relays to 3C", "1NT X 2S P", "AQ3.K84.KJ62.Q93", "3C"),
    ("1NT X XX P: partner's redouble is for business: pass when they leave it", "1NT X XX P", "AQ3.K84.KJ62.Q93", "P"),
    ("1NT 2H: over an overcall of 1NT a two-level suit is natural and to play", "1NT 2H", "KJ8752.63.Q84.72", "2S"),
    ("1NT 2D: over an overcall of 1NT a two-level suit is natural and to play", "1NT 2D", "8.QJ9762.J83.Q74", "2H"),
    ("1NT 2S: double of an overcall of 1NT is for penalty: four good trumps behind the bidder and 10 HCP",
     "1NT 2S", "KJ95.72.A83.Q652", "X"),
    ("1NT 2D: cue bid of the overcall: Stayman-like, forcing to game", "1NT 2D", "AQ74.K863.54.J72", "3D"),
    ("1NT 2H: cue bid of the overcall: Stayman-like game force with four spades", "1NT 2H", "AQ52.74.KJ3.9852", "3H"),
    ("1NT 2S: a new suit at the three level over their overcall is natural and forcing",
     "1NT 2S", "74.KQT76.K82.Q63", "3H"),
    ("1NT P 2C X: Stayman doubled: opener still shows his four-card major", "1NT P 2C X", "AQ73.K5.KJ84.Q62", "2S"),
    ("1NT P 2C X: Stayman doubled: opener still shows his four-card major", "1NT P 2C X", "K5.AQ73.KJ84.Q62", "2H"),
    ("1NT P 2C X: Stayman doubled: with both majors, hearts first as usual", "1NT P 2C X", "AQ73.KJ85.K4.Q62", "2H"),
    ("1NT P 2D X: transfer doubled: accept with three-card support", "1NT P 2D X", "AQ7.K85.KJ84.Q62", "2H"),
    ("1NT P 2D X: transfer doubled: pass with a doubleton and no diamond stopper; responder completes",
     "1NT P 2D X", "AQ73.K5.974.AKJ2", "P"),
    ("1NT P 2D X: transfer doubled: super-accept with four trumps and a maximum",
     "1NT P 2D X", "A4.KQ85.K942.AJ3", "3H"),
    ("1NT P 2H X: transfer doubled: accept with three-card support", "1NT P 2H X", "K85.AQ7.KJ84.Q62", "2S"),
    ("1NT P 2H X: transfer doubled: doubleton spade and no heart stopper, pass", "1NT P 2H X", "AQ.853.KJ84.AQ62", "P"),
    ("1NT P 2D 2S: transfer overcalled: two hearts and no spade strength, pass",
     "1NT P 2D 2S", "A84.K7.KQ82.A953", "P"),
    ("1NT P 2D 2S: transfer overcalled: four-card support, compete at three", "1NT P 2D 2S", "84.KQ73.AQ82.KQ5", "3H"),
    ("1NT P 2D 2S: transfer overcalled: double for penalty with strong spades", "1NT P 2D 2S", "KQT9.K7.AQ82.J53", "X"),
    ("1NT P 2H 3D: transfer overcalled: four-card support, compete at three", "1NT P 2H 3D", "KQ84.AJ7.K93.Q62", "3S"),
    ("1NT P 2C 2D: Stayman overcalled below two of a major: show the four-card major",
     "1NT P 2C 2D", "AJ74.KQ8.K42.Q62", "2S"),
    ("1NT P 2C 2H: Stayman overcalled: show four spades", "1NT P 2C 2H", "KJ74.A6.KQ82.Q73", "2S"),
    ("1NT P 2C 2H: Stayman overcalled: no spades and no heart strength, pass", "1NT P 2C 2H", "A74.Q6.KQ82.AJ73", "P"),
    ("1NT P 2C 2D: Stayman overcalled: no major, no diamond strength, pass", "1NT P 2C 2D", "A74.KQ8.K42.QJ62", "P"),
    ("2C 2S: a positive over their overcall wants the booklet's good suit (two of the top three honours): KJ862 would have bid the waiting 2D, and the pass stands for it",
     "2C 2S", "742.KJ862.Q5.K73", "P"),
    ("2C 2H: their overcall of our 2C: a natural positive in a good five-card suit", "2C 2H", "KQJ74.82.K53.952", "2S"),
    ("2C 2S: their overcall of our 2C: pass with a bust, the waiting call", "2C 2S", "8642.952.J83.752", "P"),
    ("2C 3D: their overcall of our 2C: pass with nothing", "2C 3D", "8542.963.J74.852", "P"),
    ("2C P 2D X: our waiting 2D doubled: opener shows his suit as usual", "2C P 2D X", "AKQJ74.A5.KQ2.A4", "2S"),
    ("2C P 2D X: our waiting 2D doubled: balanced 22-24 rebids 2NT as usual", "2C P 2D X", "AK.AQJ4.AK83.J54", "2NT"),
    ("2C P 2D 3H: our waiting 2D overcalled: opener shows his suit", "2C P 2D 3H", "AKQT85.A4.AK5.K3", "3S"),
    ("2C P 2D 2S: our waiting 2D overcalled: balanced 22-24 with spades stopped",
     "2C P 2D 2S", "AK5.AQJ4.AK83.J5", "2NT"),
    ("2C: over their strong 2C: a jump overcall is preemptive", "2C", "84.KQJ9763.85.73", "3H"),
    ("2C: over their strong 2C: double shows clubs and asks for a club lead", "2C", "73.84.652.KQJT75", "X"),
    ("2C P 2D: double of their waiting 2D asks for a diamond lead", "2C P 2D", "84.753.AKJ95.862", "X"),
    ("2C P 2D: a poor diamond suit: no lead-directing double", "2C P 2D", "84.753.K9542.Q62", "P"),
    ("2C P 2D: over their 2C and 2D: natural overcall with a strong suit", "2C P 2D", "83.KQJT9.J652.73", "2H"),
    ("1NT: over their 1NT: double is for penalty, 16 HCP", "1NT", "AQ4.KJ7.KQ92.J63", "X"),
    ("1NT: over their 1NT: a natural overcall with a good six-card suit", "1NT", "84.KQJT75.A62.93", "2H"),
    ("1NT: over their 1NT: a natural overcall", "1NT", "KQT97.AJ4.Q83.72", "2S"),
    ("1NT: over their 1NT: balanced 11 HCP, pass", "1NT", "AJ4.Q73.K962.J63", "P"),
    ("P 1NT: over their 1NT: double for penalty with 20 HCP", "P 1NT", "AKJ4.KQ3.AJ7.Q92", "X"),
    ("1NT P P: balancing over 1NT: natural overcall", "1NT P P", "84.KQT95.A62.Q93", "2H"),
    ("1NT P P: balancing over 1NT: balanced 11 HCP, no suit to show", "1NT P P", "KQ84.J73.Q95.K62", "P"),
    ("1NT P 2C: double of their Stayman asks for a club lead", "1NT P 2C", "84.J73.952.KQJT6", "X"),
    ("1NT P 2C: no lead to ask for: pass their Stayman", "1NT P 2C", "84.J73.K952.QT64", "P"),
    ("1NT P 2C: over their Stayman: a natural overcall with a strong suit", "1NT P 2C", "8.KQJT84.A52.863", "2H"),
    ("1NT P 2D: double of their transfer shows diamonds, asks for the lead", "1NT P 2D", "84.J73.AKJT6.962", "X"),
    ("1NT P 2H: double of their transfer to spades shows hearts", "1NT P 2H", "84.KQJT6.A96.962", "X"),
    ("1NT P 2H: nothing worth showing over their transfer", "1NT P 2H", "A4.Q7.J8652.K962", "P"),
    ("1NT P 2D: over their transfer: a natural overcall", "1NT P 2D", "KQJT86.74.A62.93", "2S"),
    ("1NT P 2D: a weak diamond suit: no double of their transfer", "1NT P 2D", "84.J73.K9652.Q62", "P"),
    ("1D P 1H P 1S P 2C: double of their artificial fourth-suit 2C asks for a club lead",
     "1D P 1H P 1S P 2C", "84.J73.952.AKQT6", "X"),
    ("1H P 2NT: over their Jacoby 2NT: nothing to say", "1H P 2NT", "K84.73.QJ62.Q952", "P"),
    ("1S P 2NT: over their Jacoby 2NT: nothing to say", "1S P 2NT", "Q84.K73.J962.Q95", "P"),
    ("1S P 3S: over their limit raise: takeout double with shortness in spades", "1S P 3S", "4.KJ83.AQ72.KJ95", "X"),
    ("1H P 3H: over their limit raise: takeout double with shortness in hearts", "1H P 3H", "KJ84.5.AQ72.K952", "X"),
    ("1H P 3H: over their limit raise: balanced, pass", "1H P 3H", "Q84.K73.J962.Q95", "P"),
    ("1C 1S X: their negative double: simple raise with three trumps", "1C 1S X", "K84.Q73.J962.852", "2S"),
    ("1C 1S X: their negative double: nothing to say", "1C 1S X", "84.Q73.J962.9852", "P"),
    ("1D 1H X: their negative double: cue bid shows a limit raise or better", "1D 1H X", "72.K84.AJ5.K9632", "2D"),
    ("1D 1H X: their negative double: simple raise with three trumps", "1D 1H X", "73.K84.J652.Q952", "2H"),
    ("1H X XX: their redouble: show your five-card suit with a weak hand", "1H X XX", "864.73.Q9852.J42", "2D"),
    ("1H X XX: their redouble: show your five-card suit", "1H X XX", "J8652.73.Q98.J42", "1S"),
    ("1S X XX: their redouble: show your five-card suit", "1S X XX", "84.QJ853.952.J72", "2H"),
    ("1C X XX: their redouble: show your five-card suit", "1C X XX", "842.K8653.952.J7", "1H"),
    ("1H 2H X: our Michaels doubled: three-card spade preference", "1H 2H X", "K84.73.J962.8652", "2S"),
    ("1C 2C X: our Michaels doubled: five-card heart preference", "1C 2C X", "843.Q8752.J9.K52", "2H"),
    ("1D 2D X: our Michaels doubled: three hearts, two spades", "1D 2D X", "84.Q73.J962.K852", "2H"),
    ("1S 2S X: our Michaels doubled: hearts are known, bid them", "1S 2S X", "84.Q9653.J96.852", "3H"),
    ("1H 2H X: our Michaels doubled: no spade fit, ask for the minor", "1H 2H X", "84.973.J962.K852", "2NT"),
    ("1S 2NT X: our unusual 2NT doubled: prefer the longer minor", "1S 2NT X", "8743.Q73.J962.85", "3D"),
    ("1S 2NT X: our unusual 2NT doubled: prefer the longer minor", "1S 2NT X", "8743.Q732.85.J96", "3C"),
    ("1H 2NT X: our unusual 2NT doubled: prefer the longer minor", "1H 2NT X", "84.753.J96.Q8652", "3C"),
    ("1H 2H: over their Michaels: a competitive raise with four trumps", "1H 2H", "842.K963.K52.J73", "3H"),
    ("1H 2H: over their Michaels: double shows values and interest in defending", "1H 2H", "KJ94.4.AQ82.K952", "X"),
    ("1H X: over their takeout double: Jordan 2NT, a limit raise or better with four trumps",
     "1H X", "K4.QJ73.K8532.Q4", "2NT"),
    ("1S X: over their takeout double: Jordan 2NT with four trumps and 10 HCP", "1S X", "KJ84.Q3.A952.832", "2NT"),
    ("1H X: over their takeout double: jump raise is preemptive", "1H X", "84.K973.J8532.84", "3H"),
    ("1H X: over their takeout double: 10+ HCP without a fit, redouble", "1H X", "AQ4.73.KJ52.QT84", "XX"),
    ("1D X: over their takeout double: 11 HCP, redouble", "1D X", "84.AQ3.K952.Q832", "XX"),
    ("1H X: over their takeout double: a simple raise", "1H X", "84.Q73.J8532.K84", "2H"),
    ("1H X: over their takeout double: a new suit at the one level", "1H X", "KJT86.4.Q852.843", "1S"),
    ("1D X: over their takeout double: a new suit at the one level", "1D X", "QJT85.73.952.K84", "1S"),
]

# A double of their artificial bid (Stayman, a transfer, their strong 2C or its waiting 2D, their fourth suit)
# asks for the lead of the suit bid: five or more cards with two of the top three honours. A suit short of that
# passes, a strong holding in another suit does not double, there is no takeout double of their strong 2C, and
# partner of the doubler has no takeout to answer.
LEAD_DIRECTING = [
    ("1NT P 2C: four clubs, however strong, are no lead worth doubling their Stayman for",
     "1NT P 2C", "84.J73.9652.KQJ6", "P"),
    ("1NT P 2C: one of the top three honours (KJ10xx) is not enough to ask for the lead",
     "1NT P 2C", "84.J73.952.KJT86", "P"),
    ("1NT P 2D: their transfer's suit is diamonds: a double would ask for diamonds, not hearts",
     "1NT P 2D", "84.KQJT6.962.J73", "P"),
    ("1NT P 2H: their transfer's suit is hearts: a double would ask for hearts, not diamonds",
     "1NT P 2H", "84.J73.AKJT6.962", "P"),
    ("2C P 2D: AQ952 of their waiting suit: double for the lead", "2C P 2D", "84.753.AQ952.K62", "X"),
    ("1D P 1H P 1S P 2C: AJ10xx holds one of the top three honours: no double of their fourth suit",
     "1D P 1H P 1S P 2C", "84.J73.952.AJT64", "P"),
    ("2C: over their strong 2C a double shows clubs: no takeout double with short clubs",
     "2C", "AQ73.KJ84.A952.6", "P"),
    ("1NT P 2C X 2H: partner's double of Stayman asked for a club lead: no takeout to answer",
     "1NT P 2C X 2H", "84.Q73.K952.K962", "P"),
    ("2C X 2D: partner's double of the strong 2C showed clubs: no takeout to answer",
     "2C X 2D", "KJ84.QT73.952.96", "P"),
]

# Over their strong 2C (and its waiting 2D) a natural overcall at two wants a suit, not values: five or more cards
# with two of the top three honours and 5+ HCP. One top honour (KJ10xx) passes, and so does a four-card suit.
OVER_THEIR_STRONG_2C = [
    ("2C: KQJ10x and 6 HCP: the two-level overcall directs the lead", "2C", "83.KQJT9.J652.73", "2H"),
    ("2C: KJ10xx holds one of the top three honours: pass", "2C", "83.KJT98.J652.A3", "P"),
    ("2C P 2D: KJ8xx holds one of the top three honours: pass", "2C P 2D", "83.KJ862.J652.A3", "P"),
    ("2C P 2D: four hearts, however strong: pass", "2C P 2D", "83.KQJT.J6532.73", "P"),
]

# Their bid over our Stayman or transfer: opener doubles for penalty with four or more of their suit and three of
# its top five honours; without a fit, a major to show or their suit, opener passes and partner speaks again.
# Over our 2NT their bid at three leaves Stayman's answer in a major as it does over 1NT.
OVER_OUR_CONVENTION = [
    ("1NT P 2D 2S: KQ9x holds two of the top five honours, not three: no penalty double, pass",
     "1NT P 2D 2S", "KQ94.K7.AQ82.J53", "P"),
    ("1NT P 2D 2S: three of their suit, however good, and two hearts: pass", "1NT P 2D 2S", "KQT.K7.AQ82.J953", "P"),
    ("1NT P 2C 2D: KQ10x of their suit, no major: penalty double", "1NT P 2C 2D", "A74.KQ8.KQT9.J62", "X"),
    ("2NT P 3C 3D: Stayman over our 2NT overcalled at three: opener still shows four spades",
     "2NT P 3C 3D", "AQ73.KJ5.AK8.KQ2", "3S"),
    ("2NT P 3C 3D: four hearts: 3H", "2NT P 3C 3D", "AQ7.KJ53.AK8.KQ2", "3H"),
    ("2NT P 3C 3D: the spades held by the other honours: still 3S", "2NT P 3C 3D", "KJ53.AQ7.AK8.KQ2", "3S"),
]


# Our 2C and its waiting 2D, their bid at three: opener describes his hand as over the waiting 2D, the cheapest bid
# of his long suit (forcing) or 3NT balanced with their suit stopped, not a jump to game that takes the room.
WAITING_2D_OVERCALLED = [
    ("2C P 2D 3D: five hearts and four spades, short in theirs: the cheapest bid of hearts, not 3NT",
     "2C P 2D 3D", "AKJ5.AKQ84.A5.K3", "3H"),
    ("2C P 2D 3C: a strong six-card heart suit: 3H, forcing, not the jump to game", "2C P 2D 3C", "AK5.AKQJ84.AQ5.3", "3H"),
    ("2C P 2D 3H: balanced 26 HCP with hearts stopped: 3NT", "2C P 2D 3H", "AKQ5.A4.AKJ5.KQ3", "3NT"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_conventions_contested_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", LEAD_DIRECTING, ids=[p[0] for p in LEAD_DIRECTING])
def test_lead_directing_double_of_their_artificial_bid(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", OVER_OUR_CONVENTION, ids=[p[0] for p in OVER_OUR_CONVENTION])
def test_opener_over_their_bid_on_our_convention(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", WAITING_2D_OVERCALLED, ids=[p[0] for p in WAITING_2D_OVERCALLED])
def test_2c_opener_over_their_bid_at_three(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", OVER_THEIR_STRONG_2C, ids=[p[0] for p in OVER_THEIR_STRONG_2C])
def test_overcall_over_their_strong_2c(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
