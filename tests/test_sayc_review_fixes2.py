"""Positions for the ``sayc`` system where a review found a rule and its reading out of step: partner's pass over
their double of a 4NT that invited slam, their double of Gerber after a no-trump rebid, a passed hand's jump shift
over their double, the side suit with no control before Blackwood, a long suit's trick for 3NT, the long-suit
accept of the 2NT invitation, 5-4 in the majors after 1H 1S 1NT, and a double of their game when every suit is
theirs. Each wrong call comes with neighbouring hands that keep theirs (auction with North dealing)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

INVITING_4NT_DOUBLED = [
    ("1NT 2C 2H 4NT invites 6NT (opener cannot know the fit): opener's pass over their double declines, it shows no "
     "ace; 4NT doubled stands, no slam with two aces missing", "P 1NT P 2C P 2H P 4NT X P P", "K4.AJ53.AQ42.Q32", "P"),
    ("1NT 2D 2H 4NT invites slam (the transfer's table): opener's pass over their double declines, no ace counted",
     "1NT P 2D P 2H P 4NT X P P", "A4.KJ5432.AQ4.J3", "P"),
    ("the inviting 4NT doubled: opener's minimum without an ace passes, declining", "P 1NT P 2C P 2H P 4NT X",
     "KQ32.KQ42.KJ3.J3", "P"),
    ("a raise agreed hearts, then 4NT asks for aces: over their double partner's pass shows one (ROPI), three together "
     "bid the slam", "1H P 3H P 4NT X P P", "A2.AKQ54.KQJ5.K3", "6H"),
    ("Texas (1NT 4D 4H) shows six hearts, the fit is known: 4NT asks, and over their double the pass shows one ace",
     "1NT P 4D P 4H P 4NT X P P", "A4.KJ5432.AQ4.J3", "6H"),
    ("Texas then 4NT asks: opener without an ace redoubles over their double (ROPI)", "1NT P 4D P 4H P 4NT X",
     "KQ3.Q76.KJ32.KQ2", "XX"),
]

GERBER_DOUBLED = [
    ("Gerber over opener's 1NT rebid, doubled: no ace redoubles (ROPI), not the plain 4D", "1D P 1H P 1NT P 4C X",
     "KQ3.K32.KQ32.Q32", "XX"),
    ("Gerber doubled: one ace passes (ROPI)", "1D P 1H P 1NT P 4C X", "AQ3.K32.KQ32.Q32", "P"),
    ("Gerber doubled: two aces, the first step 4D (ROPI)", "1D P 1H P 1NT P 4C X", "AQ3.K32.AQ32.Q32", "4D"),
    ("Gerber doubled: three aces, the second step 4H (ROPI)", "1D P 1H P 1NT P 4C X", "AQ3.A32.AQ32.Q32", "4H"),
    ("Gerber undoubled: no ace answers 4D, the plain steps", "1D P 1H P 1NT P 4C P", "KQ3.K32.KQ32.Q32", "4D"),
    ("after their double of my Gerber partner's redouble shows no ace: two missing, sign off in my suit",
     "1D P 1H P 1NT P 4C X XX P", "Q2.AKQJ954.A2.K3", "4H"),
    ("after their double of my Gerber partner's pass shows one ace: three together, the slam",
     "1D P 1H P 1NT P 4C X P P", "Q2.AKQJ954.A2.K3", "6H"),
    ("after their double of my Gerber partner's 4D shows two aces: the slam", "1D P 1H P 1NT P 4C X 4D P",
     "Q2.AKQJ954.A2.K3", "6H"),
    ("Gerber undoubled, partner's 4D shows none: two missing, sign off", "1D P 1H P 1NT P 4C P 4D P",
     "Q2.AKQJ954.A2.K3", "4H"),
]

PASSED_JUMP_SHIFT_OVER_DOUBLE = [
    ("a passed hand's jump shift over their takeout double is preemptive (3–5 HCP), not 9–11: 18 HCP passes",
     "P P 1D X 2S P", "AQ2.K73.AK84.Q52", "P"),
    ("the passed hand's preemptive jump over their double: 19 HCP and no fit pass too, no 3NT",
     "P P 1D X 2S P", "K2.K73.AKQ84.K52", "P"),
    ("the passed hand's jump shift without their double shows 9–11: 18 HCP and three spades bid game",
     "P P 1D P 2S P", "AQ2.K73.AK84.Q52", "4S"),
    ("the same jump by an unpassed hand over their double is preemptive as well: pass", "1D X 2S P",
     "AQ2.K73.AK84.Q52", "P"),
]

NO_CONTROL_BEFORE_BLACKWOOD = [
    ("four small clubs (the jack is nothing) have two quick losers as three small do: slam interest without a control "
     "to cue bids game, no Blackwood", "1S P 3S P", "AKQ84.KQ.KQ.J432", "4S"),
    ("four small clubs beside a singleton king (no first-round control): game", "1S P 3S P", "AKQJ4.KQJ.K.8643", "4S"),
    ("five small clubs: the same two quick losers, game", "1S P 3S P", "AKQJ4.KQ.K.86432", "4S"),
    ("three small clubs: game, as before", "1S P 3S P", "AKQ84.KQ.KQJ.843", "4S"),
    ("four clubs to the queen are left to Blackwood (as Q953 opposite partner's shortness)", "1S P 3S P",
     "AKQ84.KQ.KQ.Q432", "4NT"),
    ("five clubs to the queen: Blackwood", "1S P 3S P", "AKQJ4.KQ.K.Q6432", "4NT"),
    ("the king of clubs is a control: Blackwood", "1S P 3S P", "AKQ84.KQ.KQ.K432", "4NT"),
    ("the ace of diamonds to cue: the cue bid first", "1S P 3S P", "AKQ84.KQ.A2.8432", "4D"),
]

LONG_SUIT_FOR_3NT = [
    ("1H 1NT 2NT: 7 HCP and a six-card suit headed by the queen accept, as a five-card suit does: a trick more in "
     "3NT", "1H P 1NT P 2NT P", "Q7.83.Q96542.K84", "3NT"),
    ("1H 1NT 2NT: 7 HCP and a good six-card suit accept", "1H P 1NT P 2NT P", "Q7.83.KQ9654.984", "3NT"),
    ("1H 1NT 2NT: 7 HCP and five cards headed by the queen accept", "1H P 1NT P 2NT P", "Q74.83.Q9652.K84", "3NT"),
    ("1H 1NT 2NT: 7 HCP and five cards without the ace, king or queen decline: no source of tricks",
     "1H P 1NT P 2NT P", "Q74.83.98652.KQ4", "P"),
    ("1H 1NT 2NT: 8 HCP accept without a long suit", "1H P 1NT P 2NT P", "Q74.83.K9652.K84", "3NT"),
    ("1H 1NT 2NT: 6 HCP and a good five-card suit still decline", "1H P 1NT P 2NT P", "874.83.KQ965.J84", "P"),
    ("1H 1NT 2NT: 7 HCP, a good five-card suit and a singleton decline: no suit for no trump", "1H P 1NT P 2NT P",
     "4.Q73.KQ965.9842", "P"),
]

LONG_SUIT_ACCEPT = [
    ("the balancing 1NT (12–14 read): 11 HCP with a good five-card suit is below the range and declines",
     "1C P P 1NT P 2NT P", "KQ.J32.KQ432.432", "P"),
    ("the balancing 1NT: 12 HCP with a good five-card suit accepts", "1C P P 1NT P 2NT P", "KQ.Q32.KQ432.432", "3NT"),
    ("the balancing 1NT: 12 HCP with a weak five-card suit declines", "1C P P 1NT P 2NT P", "KQ.Q32.K5432.432", "P"),
    ("1NT 2NT: 15 HCP with a good five-card suit accepts", "1NT P 2NT P", "KQ2.A32.KQ432.J2", "3NT"),
    ("1NT 2NT: 15 HCP with a good six-card suit accepts", "1NT P 2NT P", "K2.A32.KQJ432.Q2", "3NT"),
    ("1NT 2NT: 15 HCP without a five-card suit declines", "1NT P 2NT P", "KQ2.A32.KQ4.J432", "P"),
    ("1NT 2NT: 15 HCP with five cards to the king alone decline: at 23 HCP together the suit must be good",
     "1NT P 2NT P", "KQ2.A32.K5432.Q2", "P"),
]

FIVE_FOUR_IN_THE_MAJORS = [
    ("1H 1S 1NT: four hearts are a fit for opener's five, 10 HCP and a singleton (13 support points) bid game; 2H "
     "would be a weak preference", "1H P 1S P 1NT P", "K8654.Q842.AJ2.2", "4H"),
    ("1H 1S 1NT: weak with four hearts, the preference to 2H", "1H P 1S P 1NT P", "K8654.Q842.J2.32", "2H"),
    ("1D 1S 1NT: 10 HCP with a singleton, five spades and four hearts: 2H, not forcing", "1D P 1S P 1NT P",
     "K8654.Q842.AJ2.2", "2H"),
    ("1C 1S 1NT: weak, five spades and four hearts: 2H, not forcing", "1C P 1S P 1NT P", "K8654.Q842.2.J32", "2H"),
]

EVERY_SUIT_THEIRS = [
    ("partner doubles the game their strong 2C auction reached, every suit bid by them: no suit to run to, pass",
     "2C P 2D P 2NT P 3H P 3S P 3NT P 4S X P", "4.J952.73.QJT952", "P"),
    ("partner doubles their 4S preempt, a singleton spade: the six-card clubs at five", "4S X P", "4.J952.73.QJT952",
     "5C"),
    ("partner doubles their 4H preempt, a singleton heart: four spades at four", "4H X P", "J952.4.73.QJT952", "4S"),
]

ALL = (INVITING_4NT_DOUBLED + GERBER_DOUBLED + PASSED_JUMP_SHIFT_OVER_DOUBLE + NO_CONTROL_BEFORE_BLACKWOOD
       + LONG_SUIT_FOR_3NT + LONG_SUIT_ACCEPT + FIVE_FOUR_IN_THE_MAJORS + EVERY_SUIT_THEIRS)


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_review_positions(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
