"""The ``sayc`` system in contested auctions, as a teacher marks a student's calls: positions from
the robot's own auctions where a SAYC player calls otherwise, and neighbouring positions that keep
their call. Each is (the reason, the auction so far with North dealing, the hand to call, the call);
where the booklet is silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # A new suit at the two level over their overcall forces opener: it needs 10+ HCP, not length.
    ("a free bid at two needs 10+ HCP: a long suit and 7 HCP pass", "1H 2D", "KQJ8654.87.J3.85", "P"),
    ("a free bid at two: a five-card suit and 10 HCP", "1H 2D", "KQJ86.87.K32.J85", "2S"),
    ("a free bid at two: a good six-card suit and 9 HCP", "1H 2D", "KQJ865.87.K32.85", "2S"),
    # Opener after the negative double: a six-card suit and 16–18 points jump, as without their overcall.
    ("opener's jump rebid after the negative double: six cards, 16–18 points", "1C 1H X P", "KT4.74.A.AKQJ987", "3C"),
    ("opener's jump rebid after the negative double in a major", "1S 2C X P", "AKJ982.K4.A43.94", "3S"),
    ("a minimum opener with six cards rebids the suit without a jump", "1C 1H X P", "KT4.74.J5.AQJ987", "2C"),
    ("a four-card unbid major comes before the long suit: the jump in it", "1C 1H X P", "KQ54.4.A2.AJ9873", "2S"),
    # 19+ HCP and six cards: 3NT with their suit stopped, else the jump (never the minimum rebid).
    ("opener after the negative double with 21 HCP, six diamonds and a spade stopper: 3NT", "1D 1S X P",
     "A2.KQ3.AKJ973.A2", "3NT"),
    ("opener after the negative double with 19 HCP, six diamonds and a spade stopper: 3NT", "1D 1S X P",
     "A2.KQ3.AKJ973.Q2", "3NT"),
    ("opener after the negative double with 20 HCP, six diamonds and no spade stopper: the jump", "1D 1S X P",
     "32.AK3.AKJ973.AQ", "3D"),
    ("opener after the negative double with a balanced 19 and a spade stopper: the jump to 2NT (18–19)", "1D 1S X P",
     "AK2.K3.AKJ97.Q42", "2NT"),
    ("opener after the negative double with 17 HCP and six diamonds: the jump rebid", "1D 1S X P",
     "A2.K3.AKJ973.K42", "3D"),
    # 2NT over their double (Jordan) is a limit raise or better: the values, not the shape alone.
    ("2NT over their double needs the values of a limit raise: 6 HCP with six trumps jump preemptively",
     "1S X", "AT9876.7.Q3.8764", "3S"),
    ("2NT over their double: a limit raise with 9 HCP and five trumps", "1S X", "AQ952.532.K6.983", "2NT"),
    # Michaels over a major: partner's 2NT asks for the minor, and the cue bidder must name it.
    ("partner's 2NT over Michaels asks for the minor: diamonds", "1S 2S P 2NT P", "J9.97642.AQJ84.7", "3D"),
    ("partner's 2NT over Michaels asks for the minor: clubs", "1H 2H P 2NT P", "AQ974.3.2.KJ9763", "3C"),
    ("the minor named, the asker with no game passes", "1H 2H P 2NT P 3C P", "J2.32.Q8432.K832", "P"),
    ("the minor named, the asker with 13+ HCP and their suit stopped bids game", "1H 2H P 2NT P 3D P",
     "J2.AQ2.KQ32.KJ32", "3NT"),
    # The overcaller raises partner's new suit with four cards even when RHO bids on.
    ("the overcaller raises partner's new suit over RHO's raise: four trumps, a sound overcall",
     "1D 1H 2D 2S 3D", "AJT8.KQT86.K6.98", "3S"),
    ("no raise of partner's new suit with three cards: the overcaller passes", "1D 1H 2D 2S 3D", "AJT.KQT86.K64.98", "P"),
    # Over their overcall the preemptive jump raise is for shape: a balanced hand of 6+ HCP with four trumps
    # raises simply (over their double the jump stays, the simple raise there showing three trumps).
    ("a balanced 7 HCP with four trumps raises simply over their overcall", "1H 1S", "J52.JT62.A43.J86", "2H"),
    ("four-four-three-two and 7 HCP raise simply over their overcall", "1H 1S", "Q7.QJ75.Q432.865", "2H"),
    ("a balanced 6 HCP with four trumps raises simply over their two-level overcall", "1S 2H", "AJ97.J65.652.643", "2S"),
    ("advancing with four trumps and a balanced 7 HCP: the simple raise", "1C 1H P", "KJ9.5432.Q762.J7", "2H"),
    ("a singleton and four trumps, weak: the preemptive jump raise over their overcall", "1H 1S", "7.QJ75.Q5432.865", "3H"),
    ("a singleton and four trumps, weak: the preemptive jump raise over their double", "1H X", "5.J743.J8762.A64", "3H"),
    # The takeout doubler after partner's jump answer (9–12 points, four cards): game with the values.
    ("the doubler raises partner's jump answer to game: three trumps and 16 HCP", "2D X P 3S P", "854.AKJ8.87.AKQ8", "4S"),
    ("the doubler raises partner's jump answer at two to game: three trumps and 16 HCP", "1D X P 2S P", "854.AKJ8.87.AKQ8", "4S"),
    ("the doubler with a minimum passes partner's jump answer", "2D X P 3S P", "854.AKJ8.87.KQ98", "P"),
    # Opener whose opening was doubled in the pass-out seat redoubles with 18+ HCP.
    ("opener's redouble of a balancing double: 18+ HCP, the hand is ours", "1S P P X", "AKJ75.AQ95.AKT5.", "XX"),
    ("opener's redouble of a balancing double with four spades", "1S P P X", "AK75.AQ95.AKT5.2", "XX"),
    ("a minimum opener passes the balancing double", "1S P P X", "AKJ75.Q95.KT5.Q5", "P"),
    # Over their overcall of partner's 1NT a bid at two is to play, at three forcing: game values and a
    # five-card major bid three of it, and opener picks the game.
    ("over their overcall of 1NT: game values and a five-card major bid three of it, forcing", "1NT 2D", "AK2.QJT73.8.Q432", "3H"),
    ("the forcing three of a major comes before 3NT", "1NT 2C", "KQ2.QJT73.84.A32", "3H"),
    ("over their 2H: three spades, a jump, forcing", "1NT 2H", "KQJ73.Q2.84.A432", "3S"),
    ("over their overcall of 1NT: a weak five-card major bids two, to play", "1NT 2D", "K2.QJT73.84.Q432", "2H"),
    ("opener with three cards in partner's forcing major bids game in it", "1NT 2D 3H P", "AQ4.K52.K73.QJ82", "4H"),
    ("opener with a doubleton in partner's forcing major and their suit stopped bids 3NT", "1NT 2D 3H P", "AQ43.K5.KJ3.QJ82", "3NT"),
    # Four cards in partner's minor and a limit raise: the cue bid (a new suit at two would promise 10+ HCP).
    ("a limit raise with four cards in partner's diamonds: the cue bid", "1D 1H", "AT6.2.9532.AJ864", "2H"),
    ("four cards in partner's diamonds and 6–10 points: the simple raise", "1D 1H", "AT6.32.9532.AJ86", "2D"),
    ("four spades and four diamonds with a limit raise: the negative double first", "1D 1H", "KQ96.2.9532.AJ86", "X"),
    ("a balanced limit raise in diamonds with their hearts stopped: 2NT", "1D 1H", "AT6.K32.9532.AJ8", "2NT"),
    # Answering partner's takeout double without a four-card suit: the cheapest three-card suit.
    ("answering a double with three cards in each major: hearts, the cheaper", "1C X P", "642.AJ9.J8.76542", "1H"),
    ("answering a double with a five-card minor and no four-card major: the minor", "1D X P", "642.AJ9.J8.76542", "2C"),
    # The overcaller with six cards or more rebids the suit rather than double for takeout.
    ("the overcaller with seven spades competes in them, not with a double", "1D 1S 2H P 3D", "AKJ9876.AKT4..T7", "3S"),
    ("the overcaller with five spades, extras and a void in their suit doubles for takeout", "1D 1S 2H P 3D", "AKJ98.AKT4..T762", "X"),
    # Opener's bid of the major partner's negative double showed is not a reverse: it does not force.
    ("opener's 2S answering the negative double over their raise is not forcing: 7 HCP pass", "1D 1H X 2H 2S P",
     "KT85.74.T7.A7543", "P"),
    ("opener's 2S answering the negative double: with game values the doubler bids game", "1D 1H X 2H 2S P",
     "KT85.74.AJ7.A754", "4S"),
    # A two-level overcall with opening values needs a decent suit, not a perfect one.
    ("a two-level overcall: opening values and an ace-jack five-card suit", "1S", "Q8.87.AJ984.AQT7", "2D"),
    ("no two-level overcall on a five-card suit without its top honours", "1S", "Q8.87.AJ984.QJT7", "P"),
    # Advancing partner's takeout double: long strong trumps convert it, a long suit with 9–12 jumps.
    ("advancer with six of their trumps headed by the ace-jack and values passes for penalty", "1H X P", "6.AJ7532.876.AQ8", "P"),
    ("advancer with a six-card suit and 11 HCP jumps: length counts, the HCP are at most 12", "1H X P", "7.KJ9.JT9643.AQ4", "3D"),
    # Over their overcall the direct game raise is for a weak hand with shape: more values cue-bid first.
    ("15 HCP and four trumps over their overcall: the cue-bid raise, not the direct game", "1H 1S", "KJ2.QT75.AKQ2.T6", "2S"),
    ("20 HCP and four trumps over their overcall: the cue-bid raise, slam in view", "1H 2C", "KT8.AK43.AK9.QJ8", "3C"),
    ("11 HCP, four trumps and a singleton over their overcall: game directly", "1H 1S", "K873.A982.8.AT54", "4H"),
    ("four of partner's minor and a five-card major with 10+ HCP: the major first (a new suit, forcing), support later",
     "1D 2C", "KQ975.A6.K863.42", "2S"),
    ("four of partner's minor, no major to bid and their suit unstopped: the cue-bid raise", "1D 2C", "A75.A65.K863.842", "3C"),
    # In the balancing seat over their one-bid: a double with three of their suit and the majors, an
    # overcall with a five-card major or six-card minor, and a pass with five of their suit.
    ("balancing over 1S with three spades and four hearts: the double", "1S P P", "654.JT86.A8.AJ83", "X"),
    ("balancing over 1D with both majors and 14 HCP: the double", "1D P P", "AQ65.AKJ9.T92.T8", "X"),
    ("balancing over 1S with six hearts: 2H, not the double", "1S P P", "6.AQ8643.K974.52", "2H"),
    ("balancing over 1H with five spades: 1S, not the double", "1H P P", "AJ754.32.KQ54.JT", "1S"),
    ("balancing with six of their spades and 15 HCP: pass, defend", "1S P P", "AKQT72.T3.AQ95.9", "P"),
    ("balancing with three of their spades and 5 HCP: pass", "1S P P", "654.JT86.A832.J8", "P"),
    ("opener answers partner's forcing three of a minor over their overcall: 3NT with their suit stopped",
     "1NT 2H 3C P", "K54.AT.AT95.AQT4", "3NT"),
    ("opener answers partner's forcing three of a minor: their suit unstopped, the raise", "1NT 2H 3C P", "K54.T8.AKJ5.AQT4", "4C"),
    # Over their overcall of partner's 2C a weak hand passes; partner bids again.
    ("their overcall of partner's 2C: 4 HCP pass, not 3NT", "2C 2H", "T954.K8.J82.T632", "P"),
    ("their overcall of partner's 2C: values and their suit stopped: 2NT, the positive as without their bid",
     "2C 2H", "T954.K8.AJ82.Q63", "2NT"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_contested_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
