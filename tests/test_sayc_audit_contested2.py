"""The ``sayc`` system in contested auctions, marked again as a teacher marks a student's calls: positions
from the robot's own auctions, both sides bidding, where a SAYC player calls otherwise, and neighbouring
positions that keep their call. Each is (the reason, the auction so far with North dealing, the hand to
call, the call); where the booklet is silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # The takeout doubler raises partner's forced answer with extra values; game opposite a three-level answer
    # (which may hold nothing) needs the jump raise's 19+, and a balancing double, which bid some of partner's
    # values, needs three points more throughout.
    ("a balancing double answered at three: 15 HCP and four trumps pass, partner may hold nothing",
     "P 1S P 2S P P X P 3H P", "KT42.K974.AQ82.K", "P"),
    ("a balancing double answered at three: 14 HCP pass", "1S P 2S P P X P 3H P", "Q2.AKJ9.J6432.K8", "P"),
    ("a direct double of their raise answered at three: 16 HCP do not bid game opposite a forced answer",
     "1S P 2S X P 3H P", "KT42.K974.AQ82.K", "P"),
    ("a direct double answered at three: 19 points and four trumps bid game", "1S P 2S X P 3H P", "A2.AKJ9.KJ32.K82", "4H"),
    ("a balancing double answered at two: 17 HCP and four trumps raise once, not the jump", "1S P P X P 2H P",
     "A2.AKJ9.KJ32.Q82", "3H"),
    ("a balancing double answered at two: 14 HCP pass", "1S P P X P 2H P", "A2.AJ98.KJ32.Q82", "P"),
    ("a balancing double answered at two: 21 HCP and four trumps bid game", "1S P P X P 2H P", "A2.AKJ9.KJ32.AQ2", "4H"),
    # Responder's 2NT at its second turn invites game (10–12, their suit stopped) though they have overcalled.
    ("responder's 2NT invites after their overcall: opener with 14 HCP accepts", "1C P 1D 1H 1S P 2NT P",
     "AQJ7.J83.T6.AQ96", "3NT"),
    ("responder's 2NT invites after their overcall: opener with 12 HCP declines", "1C P 1D 1H 1S P 2NT P",
     "AQJ7.J83.T6.KJ96", "P"),
    # After the redouble opener's pass is forcing: the redoubler doubles their one-level escape with three cards.
    ("the redoubler doubles their one-level escape with three small trumps: the hand is ours", "1C X XX 1S P P",
     "T93.QJ6.KQT7.A83", "X"),
    ("the redoubler with three cards in partner's major raises it instead", "1H X XX 1S P P", "T93.QJ6.KQT7.A83", "4H"),
    # The law of total tricks: the overcaller with six cards opposite partner's raise knows of nine trumps.
    ("the overcaller with six spades opposite partner's raise competes to three: nine trumps", "P 1C 1S X 2S 3C",
     "QJ9843.K86.Q9.T9", "3S"),
    ("the overcaller with five spades opposite the raise: eight trumps, pass at three", "P 1C 1S X 2S 3C",
     "QJ984.K86.Q92.T9", "P"),
    # Opposite a 1NT overcall (systems on) or opening, weak and five-five in the minors: the relay to 3C, not 1NT.
    ("advancing the 1NT overcall weak with five-five minors and a void: the relay to clubs", "1S 1NT P",
     ".863.AQ832.JT986", "2S"),
    ("weak and five-five in the minors opposite 1NT: the relay to clubs", "1NT P", "2.86.Q9863.J9863", "2S"),
    ("the relay answered, equal minors: clubs, to play", "1NT P 2S P 3C P", ".863.AQ832.JT986", "P"),
    ("weak with five-four in the minors: 1NT plays", "1NT P", "2.863.AQ832.J986", "P"),
    # Over their one-bid, 15+ HCP with three of their suit, four in the unbid major and no stopper for 1NT:
    # the takeout double (a doubleton in a minor does not stop it); with less, pass.
    ("16 HCP, three hearts and four spades over 1H: the takeout double", "P 1H", "AQJ7.974.K7.KQJ2", "X"),
    ("16 HCP, three spades and four hearts over 1S: the takeout double", "1S", "974.AQJ7.K7.KQJ2", "X"),
    ("13 HCP with three of their hearts: pass", "P 1H", "AQJ7.974.K7.QJ32", "P"),
    # The simple raise of partner's overcall to the three level with three trumps (eight together, the law's two
    # level) needs some high cards: 6+ HCP; with less, pass.
    ("three small trumps and 5 HCP: no raise of the two-level overcall to three", "1S 2H P", "T52.T87.Q8542.K5", "P"),
    ("three trumps and 4 HCP opposite the overcall of 1NT: pass", "P 1NT 2H P", "QJT62.762.2.J652", "P"),
    ("three trumps and 5 HCP over their limit raise: no raise to three", "1D P 1H 1S 3H", "J94.Q42.62.QT763", "P"),
    ("three trumps and 5 HCP over their raise: no raise to three", "1D P 1H 2C 2H", "JT74.96.QT92.Q54", "P"),
    ("three trumps and 8 HCP: the raise to three", "1S 2H P", "T52.K87.Q8542.K5", "3H"),
    ("four trumps and 5 HCP: the raise to three, nine together", "1S 2H P", "T52.T874.Q542.K5", "3H"),
    ("three trumps and 5 HCP at the two level: the raise", "1D 1S 2D", "J94.Q42.62.QT763", "2S"),
    # Partner's Michaels cue bid is no suit of partner's: when partner doubles their raise later, their suit is
    # not "partner's suit" to answer in; four of it with honours pass for penalty.
    ("partner's Michaels then a double of their raise: four of their spades pass, never bid their suit", "1S 2S 3S P P X P",
     "QJ92.K8.J954.J93", "P"),
    ("partner's natural overcall then a double: partner's suit is an answer", "1C 1S 2C P P X P", "Q92.K8.J954.J932", "2S"),
    # Advancing partner's minor overcall with three trumps and a six-card major: the major, the better trump suit.
    ("seven spades and three of partner's diamonds: spades, not the raise", "1C 1D 1H", "QJT8765.JT.T82.A", "1S"),
    ("six spades and three of partner's diamonds over their pass: spades", "1C 1D P", "QJT876.JT5.T82.A", "1S"),
    ("six spades and three of partner's two-level diamonds: spades", "1H 2D P", "QJT876.JT.T82.A5", "2S"),
    ("five spades and three of partner's diamonds: the raise", "1C 1D 1H", "QJT87.JT5.T82.A3", "2D"),
    # Partner's three of a major over their overcall forces; RHO's bid over it does not end the force: opener with
    # three cards bids the game.
    ("opener with four of partner's forcing spades bids game over RHO's raise", "1H 3D 3S 4D", "AQJT.KQ7532.8.62", "4S"),
    ("opener with three of partner's forcing spades bids game over RHO's raise", "1D 3C 3S 4C", "AQ5.KQ73.KJ832.6", "4S"),
    ("opener with a doubleton in partner's forcing spades passes RHO's raise: partner decides", "1H 3D 3S 4D",
     "AQ.KQ7532.84.962", "P"),
    # Partner's 2S over 1NT was the relay to clubs, no spade suit: after their bid and partner's 3D, no preference to it.
    ("partner's relay, their 3C, then partner's 3D: diamonds to play, 2S showed no spades", "1NT P 2S 3C P P 3D P",
     "AK94.K62.KQ8.J87", "P"),
    # Partner's answer to the takeout double bid freely over RHO's bid shows values (6+): the doubler with five
    # trumps (nine together) competes to three by the law of total tricks.
    ("the doubler with five trumps raises partner's free answer to three over their bid", "1S X 2D 2H 3C",
     "K.KJ976.876.KJ54", "3H"),
    ("the doubler with four trumps and 11 HCP passes: eight together", "1S X 2D 2H 3C", "K8.KJ97.876.KJ54", "P"),
    # Partner's cue bid raises my major overcall (a limit raise or better): a minimum signs off in the major at the
    # cheapest level, extra values bid game.
    ("a minimum overcall after partner's cue-bid raise: the major at the cheapest level", "1C 1H P 2C P",
     "843.AJ962.Q.A732", "2H"),
    ("a sound overcall after partner's cue-bid raise: game", "1C 1H P 2C P", "843.AKJ96.K.AJ73", "4H"),
    ("six spades and 13 HCP after partner's cue-bid raise: game", "1D 1S P 2D P", "AKT942.KQ9.J73.6", "4S"),
    ("six spades and 11 HCP after partner's cue-bid raise: 2S", "1D 1S P 2D P", "AJT942.KQ9.J73.6", "2S"),
    # The takeout doubler's own suit after partner's answer shows a five-card suit and 17+: three trumps and 10 HCP
    # make game; a weak answer passes.
    ("the doubler's own diamonds after the double of their weak two: three trumps and 10 HCP bid game",
     "2H X P 3C P 3D P", "KT9.63.T98.AKT73", "5D"),
    ("the doubler's own diamonds: 3 HCP pass", "1H X P 1S P 2D P", "T9.J63.T98.Q9873", "P"),
    # Their 1NT over partner's takeout double: with 9+ HCP the hand is ours, double for penalty.
    ("their 1NT over partner's takeout double: 10 HCP double for penalty", "P 1D X 1NT", "QJ98.853.AK32.84", "X"),
    ("their 1NT over partner's takeout double: 11 HCP double rather than bid the suit", "1H X 1NT", "KJ98.853.AK32.84", "X"),
    ("their 1NT over partner's takeout double: 7 HCP bid the four-card major", "1H X 1NT", "KJ98.853.K832.84", "2S"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_contested_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
