"""The ``sayc`` system on our weak twos and three- and four-level preempts, every round, as a third mock exam sets
it, written blind (before reading the rules or asking the robot): the opening (suit quality, seat, vulnerability,
the Rule of 20 against the preempt, fourth seat), responder's first call (the raise by the total trumps, the 2NT
feature ask, a forcing new suit, game), the preempter's rebid (to 2NT a minimum rebids the suit, a maximum shows a
feature, a solid suit bids 3NT; to a new suit three cards raise, else the suit again; to a raise, pass), the
answers to a three-level preempt (game, 3NT, a new suit, the pass) and the same after their double or overcall.
Each is (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability); where
the booklet is silent the reason is mainstream Standard American practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability).
QUIZ = [
    ("opening: first seat, good six-card spade suit, 6 HCP: textbook weak two", "", "KQJ962.73.854.62", "2S", "None"),
    ("opening: first seat, AQ10xxx and 6 HCP: weak two in hearts", "", "73.AQ10974.852.62", "2H", "None"),
    ("opening: first seat, good six-card diamond suit, 6 HCP: weak two in diamonds",
     "", "73.852.KQJ974.62", "2D", "None"),
    ("opening: six clubs and 6 HCP: 2C is strong, so no weak two in clubs, too short for 3C",
     "", "73.852.62.KQJ974", "P", "None"),
    ("opening: 9 HCP with a good six-card suit is within 5-11, even vulnerable, both vulnerable",
     "", "AQ10974.K73.85.62", "2S", "All"),
    ("opening: 13 HCP is an opening one-bid, too strong for a weak two", "", "AKJ974.K73.Q5.62", "1S", "None"),
    ("opening: six spades headed by the nine is no weak-two suit; values are outside",
     "", "975432.KQ3.J5.62", "P", "None"),
    ("opening: seven-card suit and a weak hand: three-level preempt, not a weak two",
     "", "KQJ9742.73.85.62", "3S", "None"),
    ("opening: five-card suit: a weak two needs six cards", "", "KQJ97.732.854.62", "P", "None"),
    ("opening: QJ109xx with an outside ace, 7 HCP: weak two, East-West vulnerable",
     "", "96.QJ10973.A5.843", "2H", "EW"),
    ("opening: six-four with a side minor is fine for a weak two", "", "5.QJ10973.K842.43", "2H", "None"),
    ("opening: 12 HCP and good shape: Rule of 20, open one heart", "", "5.KQ10973.K842.A3", "1H", "None"),
    ("opening: AJ109xx and a side club king, 8 HCP: weak two, North-South vulnerable",
     "", "AJ10984.5.84.K743", "2S", "NS"),
    ("opening: five-five with no six-card suit: no weak two in SAYC, too weak to open",
     "", "5.QJ1097.K9842.43", "P", "None"),
    ("P: second seat vulnerable with a strong suit and 8 HCP: weak two, East-West vulnerable",
     "P", "AKJ974.73.854.62", "2S", "EW"),
    ("P: second seat, AQJxxx and 8 HCP: weak two in diamonds", "P", "7.862.AQJ875.J62", "2D", "None"),
    ("P: second seat, 10 HCP and KJ109xx: weak two", "P", "Q2.KJ10953.A84.76", "2H", "None"),
    ("P: second seat, KJ109xx with a side queen: weak two, both vulnerable", "P", "Q96.5.KJ10973.843", "2D", "All"),
    ("P P: third seat, KQ10xxx and 5 HCP: weak two", "P P", "KQ10974.73.854.62", "2S", "None"),
    ("P P: third seat, QJ10xxx and a side king: weak two, North-South vulnerable",
     "P P", "8.QJ10862.K72.953", "2H", "NS"),
    ("P P: third seat, 10 HCP short of an opening: weak two", "P P", "AQ5.KJ10973.84.43", "2H", "None"),
    ("P P P: fourth seat with 6 HCP: pass the hand out rather than preempt", "P P P", "KQJ974.73.854.62", "P", "None"),
    ("opening: seven good diamonds and 6 HCP: three-level preempt", "", "7.82.KQJ9642.853", "3D", "None"),
    ("opening: seven good clubs and 6 HCP: three-level preempt", "", "7.82.853.KQJ9642", "3C", "None"),
    ("opening: seven-card heart suit, 6 HCP: three-level preempt", "", "5.QJ109732.K84.43", "3H", "None"),
    ("opening: eight-card heart suit and a weak hand: four-level preempt", "", "7.KQJ108642.82.53", "4H", "None"),
    ("opening: eight-card spade suit, weak: four-level preempt, East-West vulnerable",
     "", "KQJ108642.7.82.53", "4S", "EW"),
    ("opening: eight-card diamond suit, about seven tricks: four-level preempt not vulnerable",
     "", "7.82.AQJ108642.53", "4D", "None"),
    ("opening: vulnerable first seat with a poor seven-card suit and side king: too few tricks to preempt, North-South vulnerable",
     "", "7.82.QJ86432.K53", "P", "NS"),
    ("opening: 13 HCP with a solid suit: open one spade, too strong for a preempt",
     "", "AKQJ842.K7.82.53", "1S", "None"),
    ("P: second seat vulnerable with a near-solid seven-card suit: three-level preempt, North-South vulnerable",
     "P", "AKQ10842.7.82.853", "3S", "NS"),
    ("P: second seat, seven hearts and 6 HCP: three-level preempt", "P", "7.KJ108753.Q82.53", "3H", "None"),
    ("P: second seat, seven good diamonds, 6 HCP: three-level preempt, East-West vulnerable",
     "P", "8.84.QJ109765.K43", "3D", "EW"),
    ("P P: third seat, seven hearts and 6 HCP: three-level preempt", "P P", "7.QJ98642.82.K53", "3H", "None"),
    ("P P: third seat vulnerable with a strong seven-card suit: three-level preempt, North-South vulnerable",
     "P P", "KQJ10842.5.84.843", "3S", "NS"),
    ("P P P: fourth seat: no point preempting a weak hand, pass it out", "P P P", "7.82.KQJ9642.853", "P", "None"),
    ("P P P: fourth seat 13 HCP: open one diamond", "P P P", "7.A2.KQJ9642.K53", "1D", "None"),
    ("2H P: 13 HCP and a doubleton heart opposite 5-11: no game, pass", "2H P", "KQ74.82.AJ63.K52", "P", "None"),
    ("2H P: 17 HCP with a doubleton honour: 2NT asks opener for a feature, game if maximum",
     "2H P", "AK74.Q8.AJ63.K52", "2NT", "None"),
    ("2H P: three-card support and a weak hand: preemptive raise to the level of nine trumps",
     "2H P", "853.K74.Q9652.J3", "3H", "None"),
    ("2H P: four-card support and a singleton, weak: raise to game by the ten trumps",
     "2H P", "853.K742.Q9652.3", "4H", "None"),
    ("2H P: four-card support and 13 HCP: game", "2H P", "A53.K742.AQ52.73", "4H", "None"),
    ("2H P: misfit and 7 HCP: pass", "2H P", "KJ853.7.Q9652.J3", "P", "None"),
    ("2S P: 17 HCP, five hearts, singleton spade: a new suit is forcing one round",
     "2S P", "3.AKJ75.AQ84.K73", "3H", "None"),
    ("2S P: 12 HCP and a singleton in partner's suit: no game, pass", "2S P", "7.AQ52.KJ63.Q852", "P", "None"),
    ("2D P: weak and no fit worth raising: pass", "2D P", "9753.K62.Q3.J852", "P", "None"),
    ("2D P: three-card support and a weak hand: preemptive raise to three", "2D P", "97.K62.Q93.J8652", "3D", "None"),
    ("P 2S P: 16 HCP opposite a weak two: 2NT asks for a feature", "P 2S P", "84.AK73.KQ62.A52", "2NT", "None"),
    ("P 2H P: three-card support, weak: preemptive raise by nine trumps", "P 2H P", "8532.K74.Q962.73", "3H", "None"),
    ("P P 2H P: 12 HCP and a singleton heart: pass the weak two", "P P 2H P", "KQ5.8.QJ73.KJ852", "P", "None"),
    ("2H X: after the double, three-card support and a weak hand: raise to three by nine trumps",
     "2H X", "853.K74.Q9652.J3", "3H", "None"),
    ("2S 3H: three-card support after their overcall: compete to three by nine trumps",
     "2S 3H", "Q74.83.Q962.J852", "3S", "None"),
    ("2S 3C: four-card support and 12 HCP after their overcall: game", "2S 3C", "A742.83.KQ62.K85", "4S", "None"),
    ("2S 3D: four-card support and a singleton, not vulnerable: raise to four by ten trumps",
     "2S 3D", "K742.8.Q962.J852", "4S", "None"),
    ("P 2S X: singleton spade after their double: pass, no fit to raise", "P 2S X", "8.Q742.K962.J852", "P", "None"),
    ("2S P 2NT P: minimum weak two: rebid the suit over the feature ask",
     "2S P 2NT P", "KQJ974.73.854.62", "3S", "None"),
    ("2S P 2NT P: maximum with the diamond ace: show the feature", "2S P 2NT P", "KQJ974.73.A54.62", "3D", "None"),
    ("2S P 2NT P: maximum 10 HCP with the club king: show the feature", "2S P 2NT P", "AQJ974.73.854.K2", "3C", "None"),
    ("2S P 2NT P: solid AKQxxx suit: rebid 3NT over the feature ask", "2S P 2NT P", "AKQ974.73.J54.62", "3NT", "None"),
    ("2S P 2NT P: minimum 7 HCP: rebid the suit, not the feature", "2S P 2NT P", "KJ9874.73.K54.62", "3S", "None"),
    ("2H P 2NT P: maximum with the diamond king: show the feature", "2H P 2NT P", "73.AQJ974.K54.62", "3D", "None"),
    ("2H P 2NT P: minimum: rebid the suit", "2H P 2NT P", "73.KJ9874.854.Q2", "3H", "None"),
    ("2D P 2NT P: maximum with the spade ace: show the feature", "2D P 2NT P", "A73.62.KQJ974.62", "3S", "None"),
    ("2D P 2NT P: minimum, no ace or king outside: rebid the suit", "2D P 2NT P", "73.Q62.KQJ974.62", "3D", "None"),
    ("P 2H P 2NT P: maximum with the club king: show the feature, East-West vulnerable",
     "P 2H P 2NT P", "73.AQJ974.854.K2", "3C", "EW"),
    ("P P 2S P 2NT P: minimum 6 HCP: rebid the suit", "P P 2S P 2NT P", "AQ10974.73.854.62", "3S", "None"),
    ("2H P 3H P: the raise is preemptive and to play: pass", "2H P 3H P", "73.AQJ974.K54.62", "P", "None"),
    ("2S P 4S P: partner placed the contract: pass", "2S P 4S P", "KQJ974.73.854.62", "P", "None"),
    ("2H P 2S P: new suit is forcing; no spade support: rebid hearts", "2H P 2S P", "73.AQJ974.K54.62", "3H", "None"),
    ("2H P 2S P: new suit is forcing; three-card support: raise", "2H P 2S P", "K73.AQJ974.54.62", "3S", "None"),
    ("2S P 3H P: three-card heart support with the king: raise to game", "2S P 3H P", "KQJ974.K73.854.2", "4H", "None"),
    ("2S P 3H P: no heart support: rebid spades over the forcing new suit",
     "2S P 3H P", "KQJ974.73.A54.62", "3S", "None"),
    ("2D P 2H P: the new suit is forcing; three-card support: raise it", "2D P 2H P", "73.642.KQJ974.K2", "3H", "None"),
    ("2S P P X: the weak two has told its story: pass their double", "2S P P X", "KQJ974.73.854.62", "P", "None"),
    ("3H P: 18 HCP opposite a three-level preempt: raise to game", "3H P", "AK74.82.AQ63.K52", "4H", "None"),
    ("3H P: 12 HCP and a singleton heart: pass the preempt", "3H P", "KQ74.8.AJ63.Q852", "P", "None"),
    ("3C P: 15 HCP balanced, all suits stopped, club queen to run the suit: 3NT",
     "3C P", "AQ5.KJ4.K963.Q52", "3NT", "None"),
    ("3C P: misfit with 12 HCP: pass the preempt", "3C P", "AQ752.KJ84.Q63.5", "P", "None"),
    ("3D P 3S P: new suit is forcing; three-card support: raise to game",
     "3D P 3S P", "Q72.82.KQJ9642.5", "4S", "None"),
    ("3D P 3H P: new suit is forcing; three-card support with the queen: raise to game",
     "3D P 3H P", "7.Q82.KQJ9642.53", "4H", "None"),
    ("3H 3S: four-card support after their overcall, not vulnerable: raise to four",
     "3H 3S", "8.K742.Q962.J852", "4H", "None"),
    ("3S 4H: singleton spade: pass their four hearts", "3S 4H", "8.K742.Q962.J852", "P", "None"),
    ("P P: third seat, KQJ10xx and a side queen, 8 HCP: weak two, both vulnerable",
     "P P", "5.83.KQJ1086.Q843", "2D", "All"),
    ("P 3D P: 18 HCP balanced with stoppers and a diamond fit to run the suit: 3NT",
     "P 3D P", "AKQ5.A4.J73.KQ52", "3NT", "None"),
    ("P P 3C P: weak with a doubleton club: pass the preempt", "P P 3C P", "8532.K74.Q962.73", "P", "None"),
    ("P P 3H P: 14 HCP, three aces and kings plus three trumps: raise to game",
     "P P 3H P", "A532.K74.AK62.73", "4H", "None"),
    ("P 3S P: 6 HCP and a singleton spade: pass the preempt", "P 3S P", "7.K742.Q962.J852", "P", "None"),
]

# Opposite a weak two or a three-level preempt, a solid major of my own (seven cards headed by A K Q, or six by
# A K Q J) with 13-19 HCP and two cards or fewer of partner's suit is the trump suit: its game, not a forcing probe
# (2NT, whose answer would then put us in partner's suit) and not partner's major with a doubleton. A suit that is
# not solid still bids the forcing new suit; fewer points still bid the game.
OWN_SOLID_MAJOR = [
    ("2S P: a solid seven-card heart suit and 18 HCP: game in hearts, no slam opposite a weak two",
     "2S P", "A7.AKQJ1083.K82.5", "4H", "None"),
    ("3S P: the same hand over the three-level preempt: hearts, not partner's spades with a doubleton",
     "3S P", "A7.AKQJ1083.K82.5", "4H", "None"),
    ("3H P: a solid seven-card spade suit and 18 HCP over the heart preempt: game in spades",
     "3H P", "AKQJ1083.7.K82.A5", "4S", "None"),
    ("2H P: a solid six-card spade suit (AKQJ) and 17 HCP over the weak two: game in spades",
     "2H P", "AKQJ108.72.K82.A5", "4S", "EW"),
    ("2S P: one honour fewer (AKQ10xx is not solid), 15+ points: the forcing new suit",
     "2S P", "A7.AKQ1083.K82.52", "3H", "None"),
    ("2S P: 13 HCP with the solid seven-card suit: game in hearts as before",
     "2S P", "72.AKQJ1083.K82.5", "4H", "None"),
    ("3S P: 13 HCP with the solid seven-card suit over the preempt: game in hearts",
     "3S P", "72.AKQJ1083.K82.5", "4H", "None"),
]

# Over partner's three-level preempt in a major, 16+ HCP with a singleton in it raise to game unless a suit of my
# own is worth showing: a five-card other major (a forcing new suit, or its game), or a six-card minor. A five-card
# minor at the four level would pass 3NT for eleven tricks: partner's seven-card major plays opposite a singleton.
GAME_OVER_MAJOR_PREEMPT = [
    ("3S P: 16 HCP, a singleton spade and a five-card diamond suit: raise to game, not four of the minor",
     "3S P", "7.AQ10.AK874.K852", "4S", "None"),
    ("3H P: the same with a singleton heart: game in hearts, not 4D", "3H P", "AQ10.7.AK874.K852", "4H", "None"),
    ("3S P: no five-card suit at all, 17 HCP and a singleton spade: game", "3S P", "7.AQ104.AK87.KJ85", "4S", "NS"),
    ("3H P: a five-card spade suit instead, singleton heart: the new major is forcing below game",
     "3H P", "AQ1074.7.AK87.K85", "3S", "None"),
    ("3S P: a five-card heart suit beside the singleton spade: four hearts is game in my own major",
     "3S P", "7.AQ1074.AK87.K85", "4H", "None"),
]


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", QUIZ, ids=[p[0] for p in QUIZ])
def test_preempts_exam(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", OWN_SOLID_MAJOR, ids=[p[0] for p in OWN_SOLID_MAJOR])
def test_game_in_my_own_solid_major(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)


@pytest.mark.parametrize("reason, calls, hand, call, vulnerable", GAME_OVER_MAJOR_PREEMPT,
                         ids=[p[0] for p in GAME_OVER_MAJOR_PREEMPT])
def test_game_over_a_major_preempt_with_a_singleton(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
