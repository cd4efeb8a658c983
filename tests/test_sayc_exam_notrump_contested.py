"""The ``sayc`` system's no trump when both sides bid, as a mock exam sets it: our 1NT or 2NT opening doubled or
overcalled (responder's first and second calls, the penalty double, the cue bid, 2NT and 3NT, opener's next call),
our direct and balancing 1NT overcalls and their continuations, their 1NT opening and our actions (the penalty
double and its answers, natural overcalls, balancing over 1NT P P), and their 1NT response when we compete. Each
is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ("1NT X: over a double of 1NT systems are on: weak hand with five spades transfers out",
     "1NT X", "97543.82.J64.853", "2H"),
    ("1NT X: systems on over the double: transfer to hearts and pass to escape", "1NT X", "8.J8643.9742.853", "2D"),
    ("1NT X: systems on: transfer with game values, then 3NT", "1NT X", "AQ863.K72.Q94.83", "2H"),
    ("1NT X: 12 HCP balanced after the penalty double: redouble, we own the deal", "1NT X", "Q93.KJ4.A852.Q63", "XX"),
    ("1NT X: flat bust with no five-card suit: no better spot than 1NT", "1NT X", "842.953.7632.853", "P"),
    ("1NT X: systems on over the double: 2S relays to 3C, then 3D to play in diamonds",
     "1NT X", "63.J52.QJ9762.84", "2S"),
    ("1NT X 2D P: opener completes the transfer after the double", "1NT X 2D P", "KQ4.K93.KJ52.A84", "2H"),
    ("1NT X 2H P: opener completes the transfer to spades", "1NT X 2H P", "A94.KQ5.KJ62.Q85", "2S"),
    ("1NT X 2H P 2S P: game values, five spades, balanced: offer the choice",
     "1NT X 2H P 2S P", "AQ863.K72.Q94.83", "3NT"),
    ("1NT 2D: over a two-level overcall a two-level suit is natural and to play", "1NT 2D", "85.KJ9764.843.72", "2H"),
    ("1NT 2H: natural, non-forcing competitive bid at the two level", "1NT 2H", "KQJ82.73.965.842", "2S"),
    ("1NT 2H: new suit at the three level is forcing: game values with five spades",
     "1NT 2H", "AQ982.73.K65.Q42", "3S"),
    ("1NT 2S: 11 HCP balanced with a spade stopper: bid the game", "1NT 2S", "K84.Q75.A963.Q72", "3NT"),
    ("1NT 2S: 9 HCP balanced with a spade stopper: natural invitation", "1NT 2S", "Q93.K82.QJ74.J63", "2NT"),
    ("1NT 2H: double of the overcall is for penalty: hearts behind the bidder and values",
     "1NT 2H", "K84.KJ93.Q52.963", "X"),
    ("1NT 2H: weak hand with nothing to say", "1NT 2H", "8642.53.Q974.J83", "P"),
    ("1NT 2S: weak: 3C would be forcing, so pass", "1NT 2S", "84.73.Q96.KJ9642", "P"),
    ("1NT 2S: 13 HCP with no four-card major: game in notrump", "1NT 2S", "94.KJ5.A963.KQ72", "3NT"),
    ("1NT 3S: game values with five good hearts over the preempt", "1NT 3S", "8.AQJ73.K864.J52", "4H"),
    ("1NT 3S: weak: nothing to add at the three level", "1NT 3S", "8542.J73.Q64.J82", "P"),
    ("1NT 2H 2S P: responder's two-level suit after the overcall is to play", "1NT 2H 2S P", "KQ4.A93.QJ62.K52", "P"),
    ("1NT 2H 3S P: forcing 3S: three-card support, choose the spade game", "1NT 2H 3S P", "K94.AQ5.KJ62.Q85", "4S"),
    ("1NT 2H 3S P: forcing 3S: doubleton spade and a heart stopper, choose 3NT",
     "1NT 2H 3S P", "94.AQ5.KJ62.KQ85", "3NT"),
    ("1NT 2H 3S P 3NT P: opener chose 3NT over the five-card suit: done", "1NT 2H 3S P 3NT P", "AQ982.73.K65.Q42", "P"),
    ("1NT 2H X P: partner's double is for penalty: leave it in", "1NT 2H X P", "KQ4.Q5.AJ62.K852", "P"),
    ("1NT 2S 3D P: forcing 3D: spade stopper, notrump game", "1NT 2S 3D P", "K84.A5.KQ62.K852", "3NT"),
    ("P 1NT X: systems on over the double: transfer to spades", "P 1NT X", "97643.J52.963.82", "2H"),
    ("P 1NT 2S: 13 HCP balanced with no four-card major: game", "P 1NT 2S", "73.AK8.KJ94.Q652", "3NT"),
    ("P 1NT 2S: six hearts but 3H would be forcing: pass with a weak hand", "P 1NT 2S", "86.KQ9853.J84.73", "P"),
    ("P 1NT 2D: natural, non-forcing: play two of the long major", "P 1NT 2D", "J87532.K4.863.72", "2S"),
    ("P P 1NT 2H: penalty double: four good hearts behind the bidder and values",
     "P P 1NT 2H", "A86.KJ85.J952.74", "X"),
    ("P P 1NT 2H: weak, nothing to compete with", "P P 1NT 2H", "85.973.Q7642.J83", "P"),
    ("P P 1NT 2H: natural and to play over the overcall", "P P 1NT 2H", "QJ9742.84.K73.72", "2S"),
    ("P P 1NT 2S: 13 HCP with a spade stopper and no major: bid the notrump game",
     "P P 1NT 2S", "A4.J83.KQ972.K63", "3NT"),
    ("P P P 1NT 2H: 9 HCP balanced with a heart stopper: natural invitation",
     "P P P 1NT 2H", "Q83.K73.J865.K94", "2NT"),
    ("2NT 3D: 6 HCP opposite 20-21: bid the game", "2NT 3D", "K84.J3.Q952.8763", "3NT"),
    ("2NT 3H: six spades and enough for game opposite 20-21", "2NT 3H", "KJ9642.75.963.82", "4S"),
    ("2NT 3C: nothing at all: pass", "2NT 3C", "8643.952.9643.82", "P"),
    ("1H: 16 HCP balanced with a heart stopper: 1NT overcall", "1H", "KQ4.AJ5.KJ73.Q82", "1NT"),
    ("1D: 18 HCP balanced with a diamond stopper: top of the 15-18 range", "1D", "AQ3.KJ4.KJ9.A842", "1NT"),
    ("1C: 20 HCP balanced: too strong for 1NT, double then notrump", "1C", "AK4.KQ3.AJ62.K85", "X"),
    ("1H: no heart stopper: takeout double with four spades", "1H", "KQ84.93.AK62.KJ5", "X"),
    ("1S: 15 HCP balanced with a spade stopper", "1S", "KJ5.AQ4.Q872.K93", "1NT"),
    ("1C: 16 HCP balanced with a club stopper", "1C", "K83.AQ5.KJ62.K75", "1NT"),
    ("P 1H: 16 HCP balanced with a heart stopper", "P 1H", "AQ5.KJ4.Q963.KJ4", "1NT"),
    ("P P 1S: 15 HCP balanced with a spade stopper in any seat", "P P 1S", "KQ5.A83.KJ72.Q83", "1NT"),
    ("P P P 1D: 16 HCP balanced with a diamond stopper", "P P P 1D", "AJ4.KQ83.KJ9.Q52", "1NT"),
    ("1H 1NT P: systems on after our 1NT overcall: transfer to spades", "1H 1NT P", "QJ873.84.T52.963", "2H"),
    ("1D 1NT P: systems on: Stayman with four-four in the majors and invitational values",
     "1D 1NT P", "KJ83.Q952.84.K73", "2C"),
    ("1S 1NT P: 6 HCP opposite 15-18: no game", "1S 1NT P", "84.K72.Q853.J964", "P"),
    ("1S 1NT P: 11 HCP opposite 15-18: game", "1S 1NT P", "Q4.K72.Q853.KJ64", "3NT"),
    ("1S 1NT P: 8 HCP opposite 15-18: invite", "1S 1NT P", "84.KJ2.Q853.Q964", "2NT"),
    ("1C 1NT P: systems on: transfer to hearts and pass", "1C 1NT P", "84.KQ9764.953.82", "2D"),
    ("1C 1NT P 2D P: complete the transfer after the 1NT overcall", "1C 1NT P 2D P", "AQ5.J4.KJ62.KQ73", "2H"),
    ("1H P P: 13 HCP balanced in the balancing seat: balancing 1NT", "1H P P", "K83.KJ4.Q962.A75", "1NT"),
    ("1D P P: 16 HCP is too strong for a balancing 1NT: double, then notrump", "1D P P", "AQ4.KJ3.K84.QJ62", "X"),
    ("1S P P: 12 HCP balanced with a spade stopper in the balancing seat", "1S P P", "K84.A73.K852.Q63", "1NT"),
    ("1D P P 1NT P: 15 HCP opposite a balancing 1NT: game", "1D P P 1NT P", "K83.QJ4.A62.KQ75", "3NT"),
    ("1D P P 1NT P: nothing: pass the balancing 1NT", "1D P P 1NT P", "8643.952.J743.82", "P"),
    ("1NT: 19 HCP over a strong 1NT: penalty double", "1NT", "KQ5.AJ4.KQ72.A63", "X"),
    ("1NT: good six-card spade suit: natural overcall", "1NT", "AQJT94.K3.852.73", "2S"),
    ("1NT: weak: pass their 1NT", "1NT", "8532.Q74.K93.J62", "P"),
    ("1NT: good five-card heart suit: natural overcall", "1NT", "K4.AQJ73.862.973", "2H"),
    ("1NT: good six-card diamond suit: natural overcall", "1NT", "72.84.AKJ973.Q52", "2D"),
    ("1NT: five-five in the majors with natural overcalls: bid the higher suit", "1NT", "AJ973.KQT86.5.83", "2S"),
    ("P 1NT: 19 HCP balanced behind the notrump: penalty double", "P 1NT", "KJ4.AQ9.KJ82.AJ5", "X"),
    ("P 1NT: natural overcall with a good six-card suit", "P 1NT", "QJT953.K4.A62.84", "2S"),
    ("P 1NT: weak and balanced: pass", "P 1NT", "9642.K73.Q84.J52", "P"),
    ("P P 1NT: natural overcall with a good six-card suit", "P P 1NT", "KQJ973.A4.852.73", "2S"),
    ("P P 1NT: natural overcall with a strong diamond suit", "P P 1NT", "85.K63.AKQJ74.92", "2D"),
    ("P P P 1NT: 22 HCP behind the 1NT opener: penalty double", "P P P 1NT", "AKQ4.KJ5.AQ3.K82", "X"),
    ("1NT P P: balancing over 1NT: natural with a good six-card suit", "1NT P P", "7.KQ9863.QJ4.T52", "2H"),
    ("1NT P P: 17 HCP balanced in the pass-out seat: penalty double", "1NT P P", "AQ5.KJ4.KQ82.Q63", "X"),
    ("1NT P P: nothing to balance with", "1NT P P", "8642.Q73.J84.K52", "P"),
    ("P 1NT P P: balance in the pass-out seat with a good six-card suit", "P 1NT P P", "AQJ973.84.K52.73", "2S"),
    ("1NT X P: partner's penalty double with a bust and a five-card suit: take out to the suit",
     "1NT X P", "97532.84.963.J82", "2S"),
    ("1NT X P: 6 HCP balanced opposite a penalty double: pass for penalty", "1NT X P", "Q853.K74.J63.952", "P"),
    ("1NT P 2H X: transfer doubled: complete it with three-card support", "1NT P 2H X", "KQ4.A93.QJ62.K52", "2S"),
    ("1NT X P: 10 HCP opposite a penalty double: pass, they are in trouble", "1NT X P", "K84.QJ3.A962.852", "P"),
    ("P 1NT X P: bust with a six-card suit opposite the penalty double: run to diamonds",
     "P 1NT X P", "9.8642.J97543.82", "2D"),
    ("2NT 3C: new suit at the three level over the interference is forcing: five hearts, game values",
     "2NT 3C", "83.KJ974.Q52.J63", "3H"),
    ("1H 1S 1NT: raise partner's overcall with three-card support", "1H 1S 1NT", "K84.95.Q862.J973", "2S"),
    ("1H 1S 1NT: cue bid: limit raise or better in spades", "1H 1S 1NT", "AQ5.K72.KJ84.853", "2H"),
    ("1H 1S 1NT: hearts are opener's suit: pass", "1H 1S 1NT", "8.KQJ73.A852.963", "P"),
    ("1D 1S 1NT: natural, non-forcing new suit after the 1NT response", "1D 1S 1NT", "8.KQJ73.A852.963", "2H"),
    ("1D 1S 1NT: weak and short in partner's suit: pass", "1D 1S 1NT", "85.8432.QJ4.K963", "P"),
    ("1H 1S 1NT P: minimum balanced opener after partner's 1NT: pass", "1H 1S 1NT P", "84.AQ973.KJ4.Q62", "P"),
    ("1H 1S 1NT P: extra values and a good six-card suit: invite", "1H 1S 1NT P", "8.AQJ973.AK4.Q62", "3H"),
    ("1H 1NT: 12 HCP after their 1NT overcall: penalty double", "1H 1NT", "KQ84.72.AJ63.Q95", "X"),
    ("1H 1NT: raise with three-card support and a weak hand", "1H 1NT", "84.K73.Q8642.J73", "2H"),
    ("1S 1NT: natural and to play with a weak six-card suit", "1S 1NT", "9.KQT742.832.972", "2H"),
    ("1S 1NT: nothing to say", "1S 1NT", "832.95.T7642.J73", "P"),
    ("1C 1NT X: 8 HCP balanced: 1NT doubled may well make", "1C 1NT X", "K93.QT4.J852.Q63", "P"),
    ("1S P P 1NT P: systems on after a balancing 1NT: transfer to hearts", "1S P P 1NT P", "96.AQJ84.K72.853", "2D"),
    ("1S P P 1NT P: 10 HCP opposite a balancing 1NT (11-14): no game, pass", "1S P P 1NT P", "K94.Q83.K952.Q74", "P"),
    ("1H X 1NT: advance partner's takeout double with a five-card spade suit", "1H X 1NT", "KJ964.73.Q852.63", "2S"),
]


# Over their bid after our 1NT (opened, overcalled or in the balancing seat) partner's suit at two is natural and to
# play, promising no values: the no trump bidder passes it, whatever the top of the range (a new suit at three
# would have forced). The same hand still answers partner's forcing three-level suit and accepts a transfer when
# they stayed out.
TO_PLAY_OPPOSITE_OUR_1NT = [
    ("(1H) 1NT (2C) 2S: to play, 17 HCP and three spades still pass", "P 1H 1NT 2C 2S P", "AT9.AQT.K86.A743", "P"),
    ("(1H) 1NT (2C) 2D: the other suit, to play: pass", "P 1H 1NT 2C 2D P", "AT9.AQT.K86.A743", "P"),
    ("(1D) P P 1NT (2C) 2H: balancing 1NT, partner's two-level suit to play: pass",
     "1D P P 1NT 2C 2H P", "AT9.AQ3.K86.Q743", "P"),
    ("(1H) 1NT (2C) 2S: one point less, pass as before", "P 1H 1NT 2C 2S P", "AT9.AQT.K86.Q743", "P"),
    ("1NT (2C) 2S: our opening, partner's suit to play: pass", "1NT 2C 2S P", "AT9.AQT.K86.A743", "P"),
    ("(1H) 1NT (2C) 3S: three of a new suit forces: three spades, game in it", "P 1H 1NT 2C 3S P", "AT9.AQT.K86.A743", "4S"),
    ("(1H) 1NT (2C) 3S: forcing, a doubleton spade and their suits held: 3NT",
     "P 1H 1NT 2C 3S P", "AT.AQT.K862.A743", "3NT"),
    ("(1H) 1NT P 2D: they stayed out, systems on: accept the transfer", "P 1H 1NT P 2D P", "AT9.AQT.K86.A743", "2H"),
    ("(1H) 1NT (2H) 2S (3H): partner's suit is five cards: four trumps make nine, compete with 3S",
     "P 1H 1NT 2H 2S 3H", "AT94.AQ3.K86.A74", "3S"),
    ("(1H) 1NT (2C) 2S (3C): the same nine trumps: 3S", "P 1H 1NT 2C 2S 3C", "AT94.AQ3.K86.A74", "3S"),
    ("(1H) 1NT (2H) 2S (3H): three trumps make eight: pass", "P 1H 1NT 2H 2S 3H", "AT9.AQT.K86.A743", "P"),
    ("1NT (2H) 2S (3H): our opening, four trumps: 3S as well", "1NT 2H 2S 3H", "AT94.AQ3.K86.A74", "3S"),
]


# Partner's double of their 1NT is for penalty, and their redouble does not turn it into takeout: a weak hand
# (0-4 HCP) runs to its five-card suit at two, as when they pass; with more, or no five-card suit, it passes.
PENALTY_DOUBLE_OF_1NT_REDOUBLED = [
    ("(P 1NT) X (XX): 3 HCP and five diamonds: run to 2D, not the four-card major", "P 1NT X XX", "8.Q753.J9642.872", "2D"),
    ("(1NT) X (XX): five clubs the longest suit: 2C", "1NT X XX", "8.Q753.872.J9642", "2C"),
    ("(1NT) X (XX): 7 HCP balanced, the values are ours: pass, no free bid", "1NT X XX", "K853.Q72.J74.T93", "P"),
    ("(1NT) X (XX): six hearts and 3 HCP: run to 2H", "1NT X XX", "85.QJ9762.974.93", "2H"),
    ("(1NT) X (XX): five hearts but 7 HCP: pass", "1NT X XX", "85.Q9762.K74.Q93", "P"),
    ("(1NT) X (P): the same weak hand runs when they pass too", "1NT X P", "8.Q753.J9642.872", "2D"),
    ("(1NT) X (XX) 2D: partner ran: the doubler passes", "1NT X XX 2D P", "AQ5.KJ4.KQ82.Q63", "P"),
]

# Responder's free 1NT over their overcall shows 8-10 with their suit stopped: opener's 18-19 balanced bids the game
# (26+ together) instead of the 2NT that invites opposite the 6-10 of the uncontested 1NT. A minimum passes; over
# their double 2NT still invites; uncontested a 19-count bids the game as well (2NT invites with 18).
OPENER_AFTER_FREE_1NT = [
    ("1D (1S) 1NT: 19 HCP balanced opposite 8-10: 3NT", "1D 1S 1NT P", "K4.AQ3.AJ852.KQ7", "3NT"),
    ("1C (1H) 1NT: 18 HCP balanced, five clubs: 3NT", "1C 1H 1NT P", "KJ4.A3.Q85.AKJ97", "3NT"),
    ("1D (1S) 1NT: 14 HCP, a minimum: pass", "1D 1S 1NT P", "K4.AQ3.AJ852.J97", "P"),
    ("1D 1NT uncontested: the same 19 bids game too (an 18-count invites with 2NT)", "1D P 1NT P", "K4.AQ3.AJ852.KQ7", "3NT"),
    ("1D (X) 1NT: over their double the 1NT is weaker: 2NT", "1D X 1NT P", "K4.AQ3.AJ852.KQ7", "2NT"),
]

@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_notrump_contested_exam(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", TO_PLAY_OPPOSITE_OUR_1NT, ids=[p[0] for p in TO_PLAY_OPPOSITE_OUR_1NT])
def test_suit_to_play_opposite_our_1nt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", PENALTY_DOUBLE_OF_1NT_REDOUBLED,
                         ids=[p[0] for p in PENALTY_DOUBLE_OF_1NT_REDOUBLED])
def test_penalty_double_of_1nt_redoubled(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", OPENER_AFTER_FREE_1NT, ids=[p[0] for p in OPENER_AFTER_FREE_1NT])
def test_opener_after_free_1nt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
