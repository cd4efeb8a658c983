"""Positions for the ``sayc`` system where a review found a rule and its reading out of step: their double of
partner's free 1NT, our strong 2C auction over their bid, Stayman over their bid after 2C 2D 2NT, their double
of our single raise, no trump over partner's double of their weak two, and what the free 1NT shows. Each wrong call comes with neighbouring hands that keep theirs (auction with North dealing)."""

from __future__ import annotations

import pytest

import bridgefp as bf
from bridgefp.systems.sayc.context import Ctx
from bridgefp.systems.sayc.partner import partner_shown

from sayc_positions import assert_booklet_call

FREE_1NT = [
    ("their double of partner's free 1NT (8–10) is for penalty: opener's 18 HCP redoubles, the deal is ours (mainstream)",
     "1C 1S 1NT X", "AK4.AJ4.K73.QJ42", "XX"),
    ("the same 18 HCP when RHO passed: 3NT, 26+ together", "1C 1S 1NT P", "AK4.AJ4.K73.QJ42", "3NT"),
    ("a balanced minimum over their double of the free 1NT passes: no extra to redouble with", "1C 1S 1NT X",
     "K4.J84.K73.AQJ42", "P"),
    ("a minimum with a six-card suit over their double of the free 1NT rebids it, as without the double", "1C 1S 1NT X",
     "4.J84.K3.AQJ8642", "2C"),
]

OUR_2C_OVER_THEIR_BID = [
    ("2C 2D 2S and their 3H: a hand with nothing and no heart stopper does not bid 3NT, the forcing pass leaves it to "
     "opener", "2C P 2D P 2S 3H", "4.9873.J952.8654", "P"),
    ("2C 2D 2S, their 3H and responder's forcing pass: opener's self-sufficient spades bid game, not a pass of 3H",
     "2C P 2D P 2S 3H P P", "AKQJ54.AK4.KQ3.A", "4S"),
    ("opener's long suit is the one they overcalled: no cue bid of it as 'own suit' (mainstream: the stopper makes "
     "3NT)", "2C P 2D 2S", "AKQJ54.AK4.KQ3.A", "3NT"),
    ("opener's own suit over their 2S, not theirs: still shown at the cheapest level", "2C P 2D 2S", "A4.AKQJ54.KQ3.AK",
     "3H"),
    ("2C 2D 2NT and their 3C: no transfer, 3D would be natural; a five-card heart suit is bid as hearts (mainstream: "
     "conventions off over their bid)", "2C P 2D P 2NT 3C", "4.KJ873.952.8654", "3H"),
    ("2C 2D 2NT without their bid: the transfer stays", "2C P 2D P 2NT P", "4.KJ873.952.8654", "3D"),
]

STAYMAN_OVER_THEIR_BID = [
    ("2C 2D 2NT, Stayman and their 3S: opener shows four hearts at four, as over a 2NT opening (game values)",
     "2C P 2D P 2NT P 3C 3S", "AK4.AQJ5.KQ3.AQ2", "4H"),
    ("the 2NT opening itself, Stayman and their 3S: four hearts at four", "2NT P 3C 3S", "AK4.AQJ5.KQ3.Q32", "4H"),
    ("1NT, Stayman and their 2S: four hearts at three, no higher", "1NT P 2C 2S", "AK4.AQJ5.K43.432", "3H"),
]

OUR_2C_OVER_THEIR_BID += [
    ("2C 2D 2NT (22–24) and their 3C: 6 HCP and nothing to bid makes game, 3NT (their bid takes no values away)",
     "2C P 2D P 2NT 3C", "J84.Q73.K952.T84", "3NT"),
    ("2C 2D 2NT and their 3C: 3 HCP and no stopper pass, no game", "2C P 2D P 2NT 3C", "J84.973.Q952.T84", "P"),
]

RAISE_DOUBLED = [
    ("1H 2H and their double: 15 HCP and an invitation invite with 2NT, as 3H would only compete (mainstream)",
     "1H P 2H X", "AQ4.KQJ85.K73.42", "2NT"),
    ("the same hand without their double: 3H invites", "1H P 2H P", "AQ4.KQJ85.K73.42", "3H"),
    ("a minimum with six trumps and a singleton over their double: 3H competes", "1H P 2H X", "4.KQJ854.K73.A42", "3H"),
    ("six trumps, no singleton, the shape of an invitation on 13 HCP: 3S competes", "P 1S P 2S X", "KQJ974.A4.K83.42",
     "3S"),
    ("a maximum raise opposite the 2NT try over their double: game", "1H P 2H X 2NT P", "854.A94.K842.Q53", "4H"),
    ("a minimum raise opposite the 2NT try over their double: back to 3H, not a pass of 2NT", "1H P 2H X 2NT P",
     "854.J94.K842.Q53", "3H"),
    ("a minimum raise opposite the 2NT try without their double: 3H to play", "1S P 2S P 2NT P", "854.J94.K842.Q53",
     "3S"),
]

OVER_THEIR_WEAK_TWO_DOUBLED = [
    ("partner doubled their weak two: 10 HCP, hearts stopped and 2-2-5-4 invite with 2NT like the balanced hand, "
     "10–12 either way", "2H X P", "KJ.K4.Q9732.J432", "2NT"),
    ("the balanced 10: 2NT", "2H X P", "K43.KJ4.Q973.J42", "2NT"),
    ("13 HCP balanced: 3NT", "2H X P", "K43.KJ4.Q973.A42", "3NT"),
    ("7 HCP: the cheapest suit, no trump is out of range", "2H X P", "K3.K4.Q9732.J432", "3D"),
]

ACES_OVER_THEIR_BID = [
    ("Gerber over 1NT, their 4D, partner's next step shows two aces: three together, the club slam",
     "1NT P 4C 4D 4H P", "K3.AQ5.K4.KQJ852", "6C"),
    ("the step after shows three: four together, the slam", "1NT P 4C 4D 4S P", "K3.AQ5.K4.KQJ852", "6C"),
    ("partner passed their 4D: one ace, two missing: double their 4D (DOPI)", "1NT P 4C 4D P P", "K3.AQ5.K4.KQJ852",
     "X"),
    ("partner doubled their 4D: none, partner's double stands", "1NT P 4C 4D X P", "K3.AQ5.K4.KQJ852", "P"),
    ("uncontested, partner's 4S shows two aces: the slam", "1NT P 4C P 4S P", "K3.AQ5.K4.KQJ852", "6C"),
    ("Blackwood, their 5H, partner's 5NT (the step after) shows three aces: four together, no room for 5NT's king ask, "
     "the slam", "1S P 3S P 4NT 5H 5NT P", "AKJ54.KQ4.KQ3.K2", "6S"),
    ("the same answered uncontested, 5S: every ace ours, 5NT asks for kings", "1S P 3S P 4NT P 5S P",
     "AKJ54.KQ4.KQ3.K2", "5NT"),
    ("opener answers Gerber straight over 1NT by DOPI over their 4D: two aces, the next step",
     "1NT P 4C 4D", "AQ4.KJ4.AQ73.J42", "4H"),
    ("over their 2S overcall of our 1NT, 4C is natural, not Gerber (mainstream): no DOPI answer, a pass",
     "1NT 2S 4C 4D", "AQ4.KJ4.AQ73.J42", "P"),
]

# (what the rule says, the hand, the vulnerability, the opening): North deals.
OPENINGS_VULNERABLE_AGAINST_NOT = [
    ("vulnerable against not, KJ98643 is a sound suit (4+ HCP in it), as KJ9864 is for the weak two: 3S",
     "KJ98643.42.73.J4", "NS", "3S"),
    ("the weak two in the same suit one card shorter: 2S", "KJ9864.542.73.J4", "NS", "2S"),
    ("vulnerable against not, QT98643 is not sound: no preempt", "QT98643.42.73.K4", "NS", "P"),
    ("not vulnerable, the same broken suit preempts", "QT98643.42.73.K4", "NONE", "3S"),
]

ALL = ACES_OVER_THEIR_BID + FREE_1NT + OUR_2C_OVER_THEIR_BID + STAYMAN_OVER_THEIR_BID + RAISE_DOUBLED + OVER_THEIR_WEAK_TWO_DOUBLED


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_review_positions(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize(("calls", "least"), [
    ("1C 1S 1NT P", 8),  # the free 1NT over their one-level overcall: 8–10
    ("1H 1S 1NT P", 8),  # the same over a major
    ("1C P 1NT P", 6),  # without their bid, 6–10
])
def test_what_the_free_1nt_shows(calls: str, least: int) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    assert partner_shown(Ctx(bf.Hand.from_pbn("A3.AQJ64.K84.952").mask, auction)).least == least


@pytest.mark.parametrize(("reason", "hand", "vul", "expected"), OPENINGS_VULNERABLE_AGAINST_NOT,
                         ids=[p[0] for p in OPENINGS_VULNERABLE_AGAINST_NOT])
def test_openings_by_vulnerability(reason: str, hand: str, vul: str, expected: str) -> None:
    auction = bf.Auction.from_calls("N", [])
    choice = bf.get_system("sayc").choose(bf.Hand.from_pbn(hand), auction, bf.Vulnerability[vul])
    assert str(choice.call) == str(bf.Call.parse(expected)), choice.explain
