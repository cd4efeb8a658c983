"""The ``sayc`` system's calls on the boards that lose most against par, marked as a teacher marks a student
(a hand, the auction so far with North dealing, the call), with neighbouring positions that must keep their call."""

from __future__ import annotations

import bridgefp as bf
import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Their bid over our game values, above the game we could still bid: the hand is ours, doubled, not passed
    ("partner opened, my negative double and 17 HCP: their jump to 4S over it is doubled",
     "P 1C 2S X 4S P P", "KJ.KQ854.QT.AJ75", "X"),
    ("17 HCP and two spades opposite the cue-bid raise (10+, a heart fit): their 4S is doubled, not passed",
     "1H 2S 3S 4S", "A2.KQJT8.Q5.KQ95", "X"),
    ("my cue-bid raise and 12 HCP, opener passed their 4S round: the hand is ours, doubled",
     "1H 2S 3S 4S P P", "K6.962.AT74.AJT3", "X"),
    ("18 HCP opposite the simple raise (6–10): their 4S over our fit is doubled", "1H P 2H 4S",
     "A2.KQJ83.AQ5.K95", "X"),
    # ... a void or a singleton in their suit plays rather than defends
    ("6-6 in the black suits and a void in their hearts: no penalty double of their 4H",
     "P 1D 1H 1S 3H P P 3S 4H P P", "AK6543..9.A98653", "P"),
    ("a void in their clubs and six diamonds: no penalty double of their 4C",
     "1C X 2C 2D 3C P P 3D 4C P P", "K95.KJ96.A86532.", "P"),
    # ... and without the values it is left to them
    ("16 HCP opposite the simple raise: 22–26 together, their 4S is left to them", "1H P 2H 4S",
     "A2.KQJ83.Q52.K95", "P"),
    ("partner opened and my negative double holds 10 HCP: their 4S is left to them",
     "P 1C 2S X 4S P P", "J2.KQ854.QT2.J75", "P"),
    # Opener's pass after my double of their two-suiter left their suit to me: the double with two cards there
    ("partner's 2NT-overcalled opening, my double (10+), their 3H passed round by opener: 13 HCP and A K of hearts "
     "double, the hand is ours", "P 1D 2NT X 3H P P", "KQ85.AK.863.8752", "X"),
    ("the same double and a singleton heart with four diamonds: opener's suit again, game with the values",
     "P 1D 2NT X 3H P P", "KQ85.A.K863.8752", "5D"),
    # Opener's rebid after partner's negative double is made once: a later turn is not a rebid of the opening suit
    ("opener passed their raise over the negative double with a minimum; their jump to game leaves a five-card "
     "suit and 11 HCP silent, no rebid of it at five", "1D 1S X 2S P 4S P P", "T2.A4.AK642.T862", "P"),
    ("the first turn after the negative double still rebids a good six-card suit over their raise",
     "1D 1S X 2S", "T2.A4.AKQJ42.T86", "3D"),
    # Stayman answered 2D: 33 HCP together with opener's least is slam in no trump, a five-card major or not
    ("18 HCP, five spades and four hearts opposite 1NT, opener has no major: 6NT, not a game-forcing 3S",
     "1NT P 2C P 2D P", "KJ764.AQT4.A93.A", "6NT"),
    ("16 HCP and the same shape: 31–32 together at most, the five-card major at three, forcing to game",
     "1NT P 2C P 2D P", "KJ764.AQT4.Q93.A", "3S"),
    # Partner's answer to my takeout double at its cheapest level is forced: it shows no values
    ("my reopening double over their preemptive raise, partner's forced 4H, their 4S: 16 HCP and nothing known "
     "opposite, no Blackwood", "1H 1S P 3S X P 4H 4S", "5.AQ652.KQ8.AJT8", "P"),
    ("partner jumped to 4H over my reopening double of 2S: values shown, slam is asked",
     "1H 1S P 2S X P 4H P", "5.AQ652.KQ8.AJT8", "4NT"),
    # Their bid over our game values with a singleton or void in their suit: our fit at five, not a pass
    ("my cue-bid raise of partner's 1H over their Michaels, their 4S: 15 HCP, five trumps and a singleton spade "
     "bid 5H", "1H 2H 3H 4S P P", "4.AKJT8.KQ96.Q92", "5H"),
    ("the same with two spades: their 4S is doubled", "1H 2H 3H 4S P P", "43.AKJT8.KQ96.Q9", "X"),
    # Game values over their overcall of partner's 1NT, no five-card suit and no penalty double: game all the same
    ("13 HCP over 1NT (2S), three small spades: 3NT, not a pass", "1NT 2S", "J53.AKQ3.K75.T94", "3NT"),
    ("9 HCP and the same shape: no game values, their 2S is left to them", "1NT 2S", "J53.Q843.K75.T94", "P"),
    # Advancing partner's Michaels with four trumps and values short of game: the jump invites
    ("partner's Michaels over 1H shows spades: four spades and 10 HCP jump to 3S", "1H 2H P", "A873.9874.AJ7.J5", "3S"),
    ("four spades and 6 HCP: spades at the cheapest level", "1H 2H P", "A873.9874.J75.J5", "2S"),
    ("three spades and 10 HCP: spades at the cheapest level", "1H 2H P", "A73.9874.AJ75.J5", "2S"),
    # Partner's takeout double of their weak two, 10–12 HCP, their suit stopped and no four-card major: 3NT
    ("10 HCP, A x x x of their diamonds and five clubs over partner's double of 2D: 2NT invites, as the balanced "
     "10–12 does, not a minimum 3C", "2D X P", "Q6.T9.A843.AT754", "2NT"),
    ("8 HCP and the same shape: clubs at the cheapest level", "2D X P", "Q6.T9.Q843.AT754", "3C"),
    ("no diamond stopper: clubs at the cheapest level", "2D X P", "Q6.T9.8543.AT754", "3C"),
    # After Stayman's major opener reads 4NT as inviting 6NT (the fit unknown to opener): with the fit and 33 points
    # together responder bids the slam in the major, with 31–32 the invitation
    ("1NT, Stayman, 2S: four spades and 15 HCP with a singleton (33 together) bid 6S, not a 4NT opener would pass",
     "1NT P 2C P 2S P", "KQJ6.Q654.A972.K", "6S"),
    ("the same with 14 HCP (31–32 together): 4NT invites", "1NT P 2C P 2S P", "KQJ6.J654.A972.K", "4NT"),
    ("opener with the top of the range accepts the invitation in 6NT, a minimum passes",
     "1NT P 2C P 2S P 4NT P", "A754.A87.KT.A643", "P"),
    # Negative doubles run through 2S: partner's double straight over their 3H is for penalty, and opener passes it
    ("partner doubled their jump to 3H over my 1S for penalty: four hearts and a five-card suit pass",
     "1S 3H X P", "AQ987.QJ72.Q32.5", "P"),
    ("a singleton heart with a five-four hand still passes: no six-card suit, no five-five",
     "1S 3H X P", "AKT86.5.AT2.KJ65", "P"),
    ("a void in their hearts plays: the five-card spade suit at four", "1S 4H X P", "A9653..Q753.KQT3", "4S"),
    ("partner's double after passing their 3C is for takeout: the opening suit again",
     "1H 2NT P 3C P P X P", "J32.AK876.QT7.J8", "3H"),
    # The sound overcaller with three cards in partner's new suit and a short suit competes over their raise
    ("my 1S overcall, partner's 2D, their 3C: 14 HCP, three diamonds and a club void raise to 3D, not pass",
     "1C 1S P 2D 3C", "AJ8643.AJT2.AT6.", "3D"),
    ("three diamonds and no short suit: their 3C is left to partner", "1C 1S P 2D 3C", "AJ864.AJT.T65.A6", "P"),
    # After the kings' answer the small slam is placed even when the answer has gone past six of our suit
    ("clubs agreed, every ace ours, partner's 6H shows two kings: past 6C, the small slam is 6NT, not a pass of 6H",
     "P 1C P 1D 1H 3C P 4NT P 5D P 5NT P 6H P", "AQJ6.5.AQ975.A95", "6NT"),
    # My reopening double answered in a suit I do not fit: a six-card opening suit or five-five is bid again
    ("1H, their 3D passed round, my double, partner's forced 4C: six hearts and five spades bid 4H, not pass",
     "P 1H 3D P P X P 4C P", "AQT74.KQJ754.J.A", "4H"),
    ("five hearts and four spades: partner's 4C is left", "P 1H 3D P P X P 4C P", "AQT7.KQJ75.J4.A4", "P"),
    # After the transfer, 33 HCP together with opener's least is slam, not a choice of games
    ("2NT, my transfer, 3H: 13 HCP and five hearts (33 together) bid 6NT, not 3NT", "2NT P 3D P 3H P",
     "AJ3.AK875.3.J942", "6NT"),
    ("the same shape with 9 HCP: the choice of games", "2NT P 3D P 3H P", "AJ3.QT875.3.J942", "3NT"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


def test_a_strong_hand_behind_their_uncontested_auction_makes_a_legal_call() -> None:
    """Our side silent, their three bids, and 26 HCP to call: the later rules (an invitation among them) ask about
    our side's earlier calls, of which there are none; the robot still makes a legal call."""
    auction = bf.Auction.from_calls("N", "P 1H P 1S P 2C".split())
    choice = bf.get_system("sayc").choose(bf.Hand.from_pbn("AK.AK875.A964.A7"), auction)
    assert bf.is_legal_call(auction, choice.call)
