"""The ``sayc`` system where a conventional call meets the other side, a second mock exam: our 1NT and 2NT doubled
(systems on) or overcalled; our Stayman or transfer doubled or overcalled; our strong 2C with their bid at any
point, every later call forcing to game; our Blackwood overcalled (DOPI); our Michaels and unusual 2NT doubled or
bid over, and the advancer; their weak two and our 2NT overcall; their artificial calls (Stayman, transfers, the
strong 2C, Michaels, the unusual 2NT). Each is (the reason, the auction so far with North dealing, the hand to
call, the call); where the booklet is silent the reason is mainstream Standard American practice. Neighbouring
positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# The blind quiz's positions whose answer stands after the second look (exam10).
QUIZ = [
    ("1NT X: after a double of 1NT systems stay on: 2H transfers to spades with a weak five-card suit",
     "1NT X", "QJ875.42.J63.842", "2H"),
    ("1NT X: systems on over the double: transfer to hearts and pass",
     "1NT X", "84.KJ9763.T52.83", "2D"),
    ("P 1NT X: systems on over the double of partner's 1NT: transfer with five hearts",
     "P 1NT X", "J3.Q9752.864.T73", "2D"),
    ("P P P 1NT X: even with nothing, a transfer to spades beats 1NT doubled",
     "P P P 1NT X", "98642.J3.T84.952", "2H"),
    ("1NT X 2D P: opener completes the transfer after the double",
     "1NT X 2D P", "AQ4.K83.KJ62.Q85", "2H"),
    ("1NT X 2H P: opener completes the transfer to spades with a doubleton",
     "1NT X 2H P", "K5.AQ93.KQ84.J72", "2S"),
    ("1NT X 2C P: Stayman is on after the double: show the four-card heart suit",
     "1NT X 2C P", "AJ5.KQ73.K82.Q64", "2H"),
    ("1NT P 2D X: with three hearts opener completes the doubled transfer",
     "1NT P 2D X", "KQ5.J84.A73.KQ92", "2H"),
    ("1NT P 2H X: with three spades opener completes the doubled transfer",
     "1NT P 2H X", "K85.AJ4.KQ73.Q92", "2S"),
    ("1NT P 2C X: over a double of Stayman opener still shows his four-card major",
     "1NT P 2C X", "AQ84.K52.KJ7.Q93", "2S"),
    ("1NT P 2C X: no major and no club length: the normal 2D answer over the doubled Stayman",
     "1NT P 2C X", "A93.KQ5.QJ84.K62", "2D"),
    ("1NT P 2C 2H: Stayman overcalled at the two level: opener can still show four spades cheaply",
     "1NT P 2C 2H", "AK74.83.KQ5.QJ62", "2S"),
    ("1NT P 2D 2S: four-card support for the transfer suit: compete to 3H over the overcall",
     "1NT P 2D 2S", "K6.AQ84.KJ93.Q82", "3H"),
    ("1NT P 2H 3C: only two spades after the interfered transfer: pass and let responder act",
     "1NT P 2H 3C", "82.AKJ5.K762.Q94", "P"),
    ("1NT 2H: over an overcall of 1NT a two-level suit bid is natural and not forcing",
     "1NT 2H", "KQ9763.84.J52.73", "2S"),
    ("1NT 2H: game values, a heart stopper and no four-card spade suit: 3NT",
     "1NT 2H", "AJ5.Q93.KJ86.852", "3NT"),
    ("1NT 2D: a jump to three of a new suit over the overcall is natural and forcing to game",
     "1NT 2D", "AQ874.K52.73.J64", "3S"),
    ("1NT 2S: six points and nothing to show over their 2S: pass",
     "1NT 2S", "853.Q742.J63.K52", "P"),
    ("1NT 2S: over an overcall of partner's 1NT the double is for penalty",
     "1NT 2S", "KJ95.A4.9763.Q82", "X"),
    ("1NT 2D: five hearts and a weak hand: natural non-forcing 2H over the overcall",
     "1NT 2D", "84.KJ973.J62.853", "2H"),
    ("P P 1NT 2H: six spades and a weak hand over the overcall: natural, not forcing",
     "P P 1NT 2H", "QJT964.52.K73.84", "2S"),
    ("P 1NT 2S: five hearts and game values over the overcall: natural and forcing at the three level",
     "P 1NT 2S", "84.AKJ73.Q62.J53", "3H"),
    ("P P P 1NT 2H: balanced game values with a heart stopper: 3NT over the overcall",
     "P P P 1NT 2H", "K84.QJ9.A762.J53", "3NT"),
    ("P 1NT P 2C: a double of their artificial Stayman shows a good club suit for the lead",
     "P 1NT P 2C", "84.962.A73.KQJT9", "X"),
    ("P 1NT P 2D: a double of their transfer shows the suit doubled, diamonds",
     "P 1NT P 2D", "84.962.KQJ95.A73", "X"),
    ("P 1NT P 2D: a natural overcall of their transfer with a good six-card spade suit",
     "P 1NT P 2D", "AQJ874.5.K73.842", "2S"),
    ("P 1NT P 2C: nothing to say over their Stayman",
     "P 1NT P 2C", "J84.Q73.K952.T84", "P"),
    ("P 1NT P 2H: a double of their transfer to spades shows a good heart suit",
     "P 1NT P 2H", "73.AKJ94.Q84.952", "X"),
    ("2NT 3C: one point opposite 2NT and they have overcalled: pass",
     "2NT 3C", "9642.853.972.J84", "P"),
    ("2NT 3D: enough for game opposite 2NT with a diamond stopper",
     "2NT 3D", "852.Q4.KJ6.97532", "3NT"),
    ("2NT X: systems on after the double of 2NT: transfer to hearts",
     "2NT X", "84.Q9763.J52.T83", "3D"),
    ("2NT X: systems on after the double of 2NT: Stayman with both majors",
     "2NT X", "QJ84.K752.963.84", "3C"),
    ("2NT P 3C 3D: Stayman overcalled below 3S: opener still shows his four spades",
     "2NT P 3C 3D", "AK84.KQ5.AJ6.K92", "3S"),
    ("2NT P 3D X: with three hearts opener completes the doubled transfer",
     "2NT P 3D X", "AQ5.K84.AKJ3.KJ4", "3H"),
    ("2C 2H: a natural positive over their overcall of the strong 2C: good five diamonds and values",
     "2C 2H", "84.73.KQJ94.A852", "3D"),
    ("2C 2S: a natural positive response with a good five-card heart suit over their 2S",
     "2C 2S", "84.AKJ73.962.T52", "3H"),
    ("2C 2S: a bust over their overcall of 2C: pass and let opener rebid",
     "2C 2S", "8643.J72.9652.84", "P"),
    ("2C X: their double of 2C changes nothing: 2D is the waiting response",
     "2C X", "962.T84.J752.Q63", "2D"),
    ("2C X: over a double of 2C a natural positive still shows a good five-card suit",
     "2C X", "84.AKJ73.T62.852", "2H"),
    ("2C P 2D 2S: a balanced 22 with a spade stopper: 2NT as without the overcall",
     "2C P 2D 2S", "AK4.KQ3.AQJ5.K82", "2NT"),
    ("2C P 2D 2S: opener shows his long hearts over the overcall; the 2C auction is forcing to game",
     "2C P 2D 2S", "A5.AKQJ84.AK3.K2", "3H"),
    ("2C P 2D 3S: opener shows his clubs over the jump overcall; forcing to game",
     "2C P 2D 3S", "A.KQ5.AK4.AKJ973", "4C"),
    ("2C P 2D 3H: balanced strong with a heart stopper: 3NT over the overcall",
     "2C P 2D 3H", "AQ5.KJ3.AK84.KQ2", "3NT"),
    ("2C P 2D 3C: balanced strong with a club stopper: 3NT over the overcall",
     "2C P 2D 3C", "AK5.AQ4.KQ82.KJ3", "3NT"),
    ("2C P 2D 2S: opener shows his long diamonds over the overcall",
     "2C P 2D 2S", "A.AK5.AKQJ84.K53", "3D"),
    ("2C P 2D X: their double of the waiting 2D: opener shows his hearts as usual",
     "2C P 2D X", "AK4.AKJ973.A5.K3", "2H"),
    ("2C 2S P P: responder passed their overcall; opener shows his hearts and the auction stays forcing",
     "2C 2S P P", "A3.AKQ974.AK5.K4", "3H"),
    ("2C 3D P P: balanced strong with a diamond stopper after responder's pass: 3NT",
     "2C 3D P P", "KQ4.AK5.AJ5.AQ83", "3NT"),
    ("2C P 2D 2H 2S P: a 2C auction is forcing to game: with two spades and a heart holding, 2NT keeps it going",
     "2C P 2D 2H 2S P", "94.QJ53.J862.973", "2NT"),
    ("2C P 2D 2H 2NT P: systems on over opener's 2NT rebid: Stayman with four spades",
     "2C P 2D 2H 2NT P", "Q874.963.J852.T4", "3C"),
    ("2C P 2D 2H 2NT P: opener's 2NT shows 22-24: with no major to look for, raise to game",
     "2C P 2D 2H 2NT P", "872.J52.Q643.T84", "3NT"),
    ("2C P 2D P 2H 2S: forcing to game: with a spade stopper and no heart fit, 2NT",
     "2C P 2D P 2H 2S", "K93.84.Q8652.964", "2NT"),
    ("2C P 2D P 2H 2S: forcing to game: show the good six-card diamond suit",
     "2C P 2D P 2H 2S", "84.63.KQ9874.952", "3D"),
    ("2C P 2D P 2NT 3C: opener's 2NT is 22-24 and the auction is forcing: with values and no major, 3NT",
     "2C P 2D P 2NT 3C", "J84.Q73.K952.T84", "3NT"),
    ("P 2C P 2D: a natural overcall over their strong 2C auction",
     "P 2C P 2D", "84.KQJ975.T73.52", "2H"),
    ("P 2C: a natural overcall of their strong 2C with a good suit",
     "P 2C", "KQJT9.84.T73.852", "2S"),
    ("1S X: over a double 2NT shows a limit raise or better with four spades",
     "1S X", "K973.A84.QJ52.73", "2NT"),
    ("1H X 2NT P: a minimum opener signs off in three of the major opposite the limit raise",
     "1H X 2NT P", "KJ4.AQ974.Q62.84", "3H"),
    ("1S P 3S P 4NT 5C: DOPI: double shows no ace after their overcall of Blackwood",
     "1S P 3S P 4NT 5C", "KJ84.KQ5.QJ3.952", "X"),
    ("1S P 3S P 4NT 5C: DOPI: pass shows one ace after their overcall of Blackwood",
     "1S P 3S P 4NT 5C", "A984.K75.QJ3.952", "P"),
    ("1H P 3H P 4NT 5D: DOPI: the next step shows two aces",
     "1H P 3H P 4NT 5D", "A84.KJ95.A73.952", "5H"),
    ("P 1S P 3S P 4NT 5D: DOPI: pass shows one ace",
     "P 1S P 3S P 4NT 5D", "A842.K73.Q84.J62", "P"),
    ("P 1S P 3S P 4NT 5D: DOPI: double shows no ace",
     "P 1S P 3S P 4NT 5D", "K842.KQ3.Q84.J62", "X"),
    ("1D 2D P: Michaels showed both majors: weak with three hearts, take the preference",
     "1D 2D P", "84.Q73.K9652.J84", "2H"),
    ("1D 2D X: over their double, bid the four-card spade fit for partner's Michaels",
     "1D 2D X", "Q874.J2.K853.964", "2S"),
    ("1C 2C X: their double of Michaels: choose the four-card heart fit",
     "1C 2C X", "84.Q973.KJ52.963", "2H"),
    ("1D 2D P: game values with a four-card spade fit opposite Michaels",
     "1D 2D P", "KQ84.A3.952.KJ63", "4S"),
    ("1H 2H P: Michaels over 1H shows spades and a minor: three spades, take the preference",
     "1H 2H P", "J73.8642.K95.Q84", "2S"),
    ("1H 2H X: over their double, support the known spade suit of partner's Michaels",
     "1H 2H X", "Q73.84.J9652.K84", "2S"),
    ("1H 2H P: no spade fit: 2NT asks for partner's minor",
     "1H 2H P", "7.J8642.KJ95.Q84", "2NT"),
    ("1S 2NT P: preference for the longer minor after partner's unusual 2NT",
     "1S 2NT P", "K87.Q963.J2.T854", "3C"),
    ("1H 2NT X: their double of the unusual 2NT: take the preference for diamonds",
     "1H 2NT X", "QJ84.K753.9642.8", "3D"),
    ("1S 2NT P: four diamonds and two clubs: prefer diamonds after the unusual 2NT",
     "1S 2NT P", "K9874.63.Q952.84", "3D"),
    ("1H 2NT: over their unusual 2NT a raise of opener's major is competitive",
     "1H 2NT", "K84.Q752.963.J84", "3H"),
    ("1H 2H: over their Michaels a raise to three of opener's major is competitive",
     "1H 2H", "J3.K84.Q9652.J73", "3H"),
    ("1D 2D: over their Michaels double shows good values",
     "1D 2D", "KJ94.A3.Q752.K84", "X"),
    ("1S 2NT: over their unusual 2NT a raise with four spades and a weak hand",
     "1S 2NT", "KT84.J73.85.Q963", "3S"),
    ("2H 2NT P: game values opposite the 2NT overcall (15-18): raise",
     "2H 2NT P", "K84.73.QJ52.K984", "3NT"),
    ("2S 2NT P: three points opposite the 2NT overcall: pass",
     "2S 2NT P", "9742.J852.Q63.84", "P"),
    ("2H 2NT 3H: game values opposite the 2NT overcall: bid it over their raise",
     "2H 2NT 3H", "K73.842.QJ84.K92", "3NT"),
    ("1D 1NT P: Stayman over partner's 1NT overcall with four hearts and invitational values",
     "1D 1NT P", "84.KJ73.952.AQ63", "2C"),
    ("1NT P 2D 2S: only two hearts after the interfered transfer: pass",
     "1NT P 2D 2S", "AQ5.84.KQ73.KJ92", "P"),
    ("2C P 2D 2H 2S P: the 2C auction is forcing to game: show the six-card club suit",
     "2C P 2D 2H 2S P", "84.952.73.KQ9742", "3C"),
    ("2C 2D: a natural positive over their overcall of 2C with a good five-card spade suit",
     "2C 2D", "KQJ98.84.962.K52", "2S"),
    ("1C 2C P: Michaels showed both majors: take the preference for the longer spades",
     "1C 2C P", "K74.Q2.J9853.864", "2S"),
    ("1S 2S P: Michaels over 1S shows hearts and a minor: three hearts, take the preference",
     "1S 2S P", "Q82.Q73.J852.964", "3H"),
    ("2D 2NT P: four points opposite the 15-18 2NT overcall: no game, pass",
     "2D 2NT P", "Q84.J73.T952.J84", "P"),
    ("P 2S 2NT P: ten points opposite the 2NT overcall, no four hearts: raise to game",
     "P 2S 2NT P", "K84.A73.J952.Q84", "3NT"),

]


# Their bid below game in our forcing 2C auction is no sacrifice: the booklet's continuations still apply where
# their bid leaves them legal, and every later call stays forcing to game.
TWO_CLUBS_CONTESTED = [
    ("2C P 2D 2H 2S P: forcing to game: no support and no suit, 2NT, as without their 2H",
     "2C P 2D 2H 2S P", "K8.T862.Q752.842", "2NT"),
    ("2C P 2D P 2S P: uncontested, the same hand's 2NT", "2C P 2D P 2S P", "K8.T862.Q752.842", "2NT"),
    ("2C P 2D 2H 2S P: three spades raise opener's suit (a weak hand: the jump to game)",
     "2C P 2D 2H 2S P", "Q73.942.J852.T64", "4S"),
    ("2C P 2D 2H 2S P: a good six-card club suit is shown", "2C P 2D 2H 2S P", "84.952.73.KQ9742", "3C"),
    ("2C P 2D P 2H 2S: three hearts raise opener's suit over their bid", "2C P 2D P 2H 2S", "Q84.J63.K9874.95", "3H"),
    ("2C P 2D P 2H P: uncontested, a spade stopper and no fit: 2NT", "2C P 2D P 2H P", "K93.84.Q8652.964", "2NT"),
    ("2C P 2D P 2NT P: uncontested, six points opposite 22–24: 3NT", "2C P 2D P 2NT P", "J84.Q73.K952.T84", "3NT"),
    ("2C P 2D 2H 2NT P: Stayman after opener's 2NT, as without their 2H", "2C P 2D 2H 2NT P", "Q874.963.J852.T4", "3C"),
    ("2C P 2D P 2NT P: uncontested, the same hand's Stayman", "2C P 2D P 2NT P", "Q874.963.J852.T4", "3C"),
    ("2C P 2D 2S: opener's long hearts over their bid at two: the cheapest level, forcing (not the jump to game)",
     "2C P 2D 2S", "A5.AKQJ84.AK3.K2", "3H"),
    ("2C P 2D P: uncontested, the same hand's 2H", "2C P 2D P", "A5.AKQJ84.AK3.K2", "2H"),
    ("2C P 2D 2S: a 4-4-4-1 with a small singleton over their spades: the cheapest four-card suit, hearts at three",
     "2C P 2D 2S", "5.AKQ4.AKJ4.AQJ4", "3H"),
    ("2C P 2D 2S 3H P: opener's hearts at three over their bid read as 2H: three small hearts and a bust, the weak "
     "raise to game", "2C P 2D 2S 3H P", "J6.873.98642.953", "4H"),
    ("2C P 2D 2S 3H P: a doubleton heart and nothing to show: 3NT, forcing to game (no pass)",
     "2C P 2D 2S 3H P", "J64.87.Q9864.953", "3NT"),
    ("2C P 2D P 2H P: uncontested, the same doubleton heart: 2NT", "2C P 2D P 2H P", "J64.87.Q9864.953", "2NT"),
    ("2C P 2D 3H: balanced 25 with no heart stopper and no five-card suit: double, not a pass that ends it",
     "2C P 2D 3H", "AK4.83.AKQ5.AKQ3", "X"),
    ("2C P 2D 3H: the same strength with hearts stopped: 3NT", "2C P 2D 3H", "AK4.K3.AKQ5.AQ83", "3NT"),
    ("2C P 2D 3H: a good five-card diamond suit: shown, not the double", "2C P 2D 3H", "AK4.83.AKQJ5.AK3", "4D"),
]

# Blackwood or Gerber overcalled: DOPI (double none, pass one, the next step two); the asker counts the answer.
DOPI = [
    ("1S P 3S P 4NT P: uncontested, one ace: 5D", "1S P 3S P 4NT P", "A984.K75.QJ3.952", "5D"),
    ("1S P 3S P 4NT 5C: DOPI, three aces: the step after the next", "1S P 3S P 4NT 5C", "A984.A75.QJ3.A52", "5H"),
    ("1S P 3S P 4NT 5C X P: partner has none and I two: defend their 5C doubled",
     "1S P 3S P 4NT 5C X P", "AKQ74.AQ4.K2.KQ3", "P"),
    ("1S P 3S P 4NT 5C X P: partner has none and I three: the small slam", "1S P 3S P 4NT 5C X P", "AKQ74.AQ4.A2.KQ3", "6S"),
    ("1S P 3S P 4NT 5C P P: partner's pass shows one; with my two, the small slam",
     "1S P 3S P 4NT 5C P P", "AKQ74.AQ4.K2.KQ3", "6S"),
    ("1S P 3S P 4NT 5C P P: partner's pass shows one; with my one, two are missing: double",
     "1S P 3S P 4NT 5C P P", "AKQ74.KQ4.KQ2.K3", "X"),
    ("1S P 3S P 4NT 5C 5D P: the next step over their bid shows two: with my one, three together, but the king ask "
     "needs all four: the small slam", "1S P 3S P 4NT 5C 5D P", "AKQ74.KQ4.K2.KQ3", "6S"),
    ("1S P 3S P 4NT P 5D P: uncontested, 5D shows one; with my one, two are missing: stop in five",
     "1S P 3S P 4NT P 5D P", "AKQ74.KQ4.K2.KQ3", "5S"),
    ("1NT P 4C 4D: Gerber overcalled, DOPI: two aces, the next step", "1NT P 4C 4D", "AQ5.AJ84.K72.K93", "4H"),
    ("1NT P 4C 4D: three aces, the step after the next", "1NT P 4C 4D", "AQ5.AJ84.A72.K93", "4S"),
    ("1NT P 4C 4D: no ace: double", "1NT P 4C 4D", "KQ5.KJ84.KQ2.K93", "X"),
    ("1NT P 4C 4D: one ace: pass", "1NT P 4C 4D", "AQ5.KJ84.K72.K93", "P"),
    ("2NT P 4C 4S: over 2NT as well: three aces, the step after the next", "2NT P 4C 4S", "AQ5.AJ84.AK2.K93", "5C"),
    ("1NT P 4C P: uncontested, two aces: 4S", "1NT P 4C P", "AQ5.AJ84.K72.K93", "4S"),
]

# Their bid over our Stayman of 2NT: opener still shows the four-card major, at the four level if need be (the
# Stayman over 2NT has game values).
STAYMAN_OF_2NT_OVERCALLED = [
    ("2NT P 3C 3S: four hearts over their 3S: 4H", "2NT P 3C 3S", "AQ5.KJ84.AK2.K93", "4H"),
    ("2NT P 3C 3S: no four-card heart suit (their spades held three): pass, partner speaks again",
     "2NT P 3C 3S", "AQ5.KJ8.AK42.K93", "P"),
    ("1NT P 2C 3S: over 1NT the Stayman may be invitational: no major at the four level, pass",
     "1NT P 2C 3S", "AQ5.KJ84.K72.K93", "P"),
]

# Advancing Michaels over their raise: the invitational jump is gone, the upper half of it bids the game.
MICHAELS_OVER_THEIR_RAISE = [
    ("1D 2D 3D: four spades and 11 support points opposite both majors: game", "1D 2D 3D", "KJ74.83.952.AQ63", "4S"),
    ("1D 2D 3D: a point and a half less: compete at three", "1D 2D 3D", "KJ74.83.952.Q863", "3S"),
    ("1D 2D P: no bid of theirs: the invitational jump", "1D 2D P", "KJ74.83.952.AQ63", "3S"),
    ("1D 2D 3D: the same with four hearts: game in hearts", "1D 2D 3D", "84.KJ74.952.AQ63", "4H"),
    ("1D 2D 3D: only three spades: no game, compete", "1D 2D 3D", "KJ7.832.952.AQ63", "3H"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_conventions_contested_second_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", TWO_CLUBS_CONTESTED, ids=[p[0] for p in TWO_CLUBS_CONTESTED])
def test_our_2c_auction_after_their_bid(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", DOPI, ids=[p[0] for p in DOPI])
def test_blackwood_over_their_bid(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", STAYMAN_OF_2NT_OVERCALLED, ids=[p[0] for p in STAYMAN_OF_2NT_OVERCALLED])
def test_opener_over_their_bid_on_stayman_of_2nt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", MICHAELS_OVER_THEIR_RAISE, ids=[p[0] for p in MICHAELS_OVER_THEIR_RAISE])
def test_advancing_michaels_over_their_raise(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
