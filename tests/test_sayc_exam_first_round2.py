"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a second mock exam on the
first call of each hand, both sides, written blind (before reading the rules). Openings in every seat (the Rule of
20, the choice of suit, 1NT with a five-card minor, 2NT, 2C, weak twos and preempts by seat and vulnerability, the
Rule of 15 in fourth seat); responder's first call to one of a suit, 1NT, 2NT, 2C, weak twos and preempts; the first
call over their opening (overcalls, takeout and penalty doubles, the 1NT overcall, weak jump overcalls, Michaels and
the unusual 2NT, the trap pass, balancing); responder over their takeout double or overcall; the advancer's first
call. Then the two-level overcall not vulnerable on a sound five-card suit and 10 HCP, with its neighbours. Each
position is (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability)."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call, vulnerability).
OPENINGS = [
    ("first seat: 12 HCP and five spades: open the major", "", "AK765.K32.Q54.32", "1S", "NONE"),
    ("first seat: 16 HCP balanced with a five-card minor: 1NT", "", "KJ4.A76.Q5.AQ876", "1NT", "NONE"),
    ("first seat: 17 HCP 3-3-4-3: 1NT", "", "AQ4.K72.AJ65.K83", "1NT", "NONE"),
    ("first seat: 22 HCP balanced: 2C then 2NT", "", "AK4.KQ7.AJ65.KQ3", "2C", "NONE"),
    ("first seat: 20 HCP balanced: 2NT", "", "AK4.KQ7.AJ65.K83", "2NT", "NONE"),
    ("first seat: 20 HCP balanced with a five-card minor: 2NT", "", "AK5.KQ7.AJT65.K3", "2NT", "NONE"),
    ("first seat: 14 HCP, four diamonds three clubs: 1D", "", "KQ4.A72.K865.Q83", "1D", "NONE"),
    ("first seat: 14 HCP, four clubs three diamonds: 1C", "", "KQ4.A72.K86.Q853", "1C", "NONE"),
    ("first seat: 4-4 in the minors: 1D", "", "KQ.A72.K865.Q853", "1D", "NONE"),
    ("first seat: 3-3 in the minors, no five-card major: 1C", "", "KQ54.A72.K86.Q83", "1C", "NONE"),
    ("first seat: Rule of 20 (10 HCP + 5 + 5): open, higher of 5-5", "", "AQT85.KJT64.5.32", "1S", "NONE"),
    ("first seat: 9 HCP + 10 = 19: below the Rule of 20, pass", "", "Q8654.QJ653.A.32", "P", "NONE"),
    ("first seat: 11 HCP flat: not an opening", "", "KJ4.Q72.AJ5.8643", "P", "NONE"),
    ("first seat: 6-5: open the longer suit", "", "5.AQ8762.KQJ54.3", "1H", "NONE"),
    ("first seat: 5-5 black: open the higher", "", "AKJ84.7.63.KQT72", "1S", "NONE"),
    ("first seat: five clubs four spades: open the longer suit", "", "AQ84.7.K63.KJT72", "1C", "NONE"),
    ("first seat: 4-4 majors, no five-card major: better minor (three diamonds)", "", "AQ84.KJ72.K63.72", "1D", "NONE"),
    ("first seat: 5-5 red: open the higher", "", "7.AQJ84.KQT63.72", "1H", "NONE"),
    ("first seat: six clubs four hearts: open the longer", "", "7.AQ84.K3.KJT763", "1C", "NONE"),
    ("first seat: 6 HCP, good six-card spade suit: weak two", "", "KQJT84.72.843.65", "2S", "NONE"),
    ("first seat: 7 HCP, six good hearts: weak two", "", "72.AQT984.J43.65", "2H", "NONE"),
    ("first seat: 7 HCP, six good diamonds: weak two", "", "72.43.KQJT85.J65", "2D", "NONE"),
    ("first seat: no weak 2C in SAYC and too short for 3C", "", "72.43.J65.KQJT85", "P", "NONE"),
    ("first seat: seven-card club suit, weak: preempt at three", "", "7.43.J65.KQJT865", "3C", "NONE"),
    ("first seat: seven good hearts, 7 HCP, not vulnerable: 3H", "", "7.KQJ9843.J65.65", "3H", "NONE"),
    ("first seat: eight-card spade suit, weak: 4S", "", "KQJT9854.7.652.5", "4S", "NONE"),
    ("first seat: nine playing tricks and 21 HCP: strong 2C", "", "AKQJT84.AK4.A3.5", "2C", "NONE"),
    ("first seat: 4-4-4-1 with a singleton club: 1D", "", "KJ54.AQ76.KT73.5", "1D", "NONE"),
    ("first seat: 15 HCP but 4-4-4-1 is not balanced: 1D, not 1NT", "", "AQ54.KJ76.KQ73.5", "1D", "NONE"),
    ("first seat: 19 HCP balanced: open 1D and jump in notrump", "", "AQ4.KJ7.AQ65.K83", "1D", "NONE"),
    ("first seat: 14 HCP with two aces: too strong to preempt", "", "A.72.KQJ9653.A65", "1D", "NONE"),
    ("first seat: Rule of 20 (10 + 6 + 4): open 1H", "", "AJ54.KQ9654.5.72", "1H", "NONE"),
    ("first seat: six clubs five diamonds: open the longer", "", "5.7.KQT54.AKJ976", "1C", "NONE"),
    ("first seat: five hearts four spades: open 1H", "", "AJ98.KJT54.K3.72", "1H", "NONE"),
    ("P: second seat, sound weak two", "P", "72.KQJT84.843.65", "2H", "NONE"),
    ("P: second seat opener with five hearts", "P", "AQ76.KJT54.K3.72", "1H", "NONE"),
    ("P: second seat, 16 HCP 4-3-3-3: 1NT", "P", "KQ54.AQ2.K86.Q83", "1NT", "NONE"),
    ("P: poor suit, vulnerable: no weak two", "P", "72.J98643.KJ4.65", "P", "ALL"),
    ("P: 12 HCP with six hearts and four diamonds: open", "P", "5.KQT954.AQJ4.72", "1H", "NONE"),
    ("P P: third seat: light opening with a good suit for the lead", "P P", "AKJ95.843.Q76.82", "1S", "NONE"),
    ("P P: third seat, favourable: preempt 3D", "P P", "7.652.QJT9763.K5", "3D", "EW"),
    ("P P: third seat weak two with a sound suit", "P P", "KQJT85.K72.843.5", "2S", "NS"),
    ("P P: third seat full opener: 1S", "P P", "AQT74.K2.AJ43.72", "1S", "NONE"),
    ("P P: third seat 14 HCP 4-2-3-4: better minor 1C", "P P", "9876.A5.KQ4.AJ72", "1C", "NONE"),
    ("P P P: fourth seat with a weak hand: pass the hand out", "P P P", "KQJT84.72.843.65", "P", "NONE"),
    ("P P P: fourth seat 11 HCP with one spade: Rule of 15 says pass", "P P P", "5.KQ76.AJ54.JT73", "P", "NONE"),
    ("P P P: fourth seat 12 HCP with four spades: open 1C", "P P P", "AQT4.K76.Q54.J73", "1C", "NONE"),
]

RESPONSES = [
    ("1C P: 4-4 majors: bid up the line, 1H", "1C P", "K843.Q752.J4.K83", "1H", "NONE"),
    ("1C P: a four-card major comes before 1NT", "1C P", "K843.Q75.J42.K83", "1S", "NONE"),
    ("1C P: 13-15 balanced, no four-card major: 2NT forcing to game", "1C P", "A84.K75.QJ4.K832", "2NT", "NONE"),
    ("1C P: 16 HCP balanced, no major: 3NT (16-18)", "1C P", "A84.K75.KJ4.KQ83", "3NT", "NONE"),
    ("1C P: limit raise with long clubs, no major", "1C P", "84.K75.A4.KQ8643", "3C", "NONE"),
    ("1C P: 4 HCP: too weak to respond", "1C P", "5432.J84.Q75.J32", "P", "NONE"),
    ("1D P: weak hand with a four-card major: show the major first", "1D P", "K84.Q752.KJ943.8", "1H", "NONE"),
    ("1D P: 8 HCP, too weak for 2C: 1NT", "1D P", "Q72.K84.J5.Q9843", "1NT", "NONE"),
    ("1D P: 12 HCP five clubs: two-over-one", "1D P", "Q72.K84.J5.AQ984", "2C", "NONE"),
    ("1D P: 8 HCP four-card diamond support, no major: raise", "1D P", "72.K84.QJ54.Q983", "2D", "NONE"),
    ("1H P: three-card support, 8 points: single raise", "1H P", "K84.Q75.J942.Q83", "2H", "NONE"),
    ("1H P: four spades at the one level", "1H P", "K843.75.J942.Q83", "1S", "NONE"),
    ("1H P: 7 HCP without a fit or a spade suit", "1H P", "K84.75.J942.QJ83", "1NT", "NONE"),
    ("1H P: four trumps and 11 points: limit raise", "1H P", "K84.Q753.A942.Q8", "3H", "NONE"),
    ("1H P: four trumps and 13 HCP: Jacoby 2NT", "1H P", "K84.Q753.A942.A8", "2NT", "NONE"),
    ("1H P: five trumps, singleton, weak: preemptive raise to game", "1H P", "8.Q9753.J9842.85", "4H", "NONE"),
    ("1H P: 12 HCP with five diamonds: two-over-one", "1H P", "A8.75.KQT94.K843", "2D", "NONE"),
    ("1H P: 7 HCP: too weak for a two-level response", "1H P", "72.75.KQT94.Q843", "1NT", "NONE"),
    ("1H P: 8 HCP six diamonds: 1NT, not two-over-one", "1H P", "J2.7.KQT943.Q843", "1NT", "NONE"),
    ("1H P: 1 HCP: pass", "1H P", "7642.J8.8752.952", "P", "NONE"),
    ("1S P: 9 HCP: a two-level response needs 10+", "1S P", "72.KQJ84.K94.843", "1NT", "NONE"),
    ("1S P: 10 HCP with five hearts: 2H", "1S P", "72.KQJ84.A94.843", "2H", "NONE"),
    ("1S P: three-card support, 8 HCP: single raise", "1S P", "Q72.K84.J94.Q843", "2S", "NONE"),
    ("1S P: four trumps, 11 HCP: limit raise", "1S P", "Q742.K84.A94.Q83", "3S", "NONE"),
    ("1S P: four trumps, 13 HCP: Jacoby 2NT", "1S P", "A742.K84.A94.Q83", "2NT", "NONE"),
    ("1S P: one spade, 6 HCP: 1NT", "1S P", "7.Q8742.K843.J83", "1NT", "NONE"),
    ("P P 1S P: passed hand, four trumps, 11 HCP: limit raise", "P P 1S P", "Q742.K84.A94.Q83", "3S", "NONE"),
    ("P 1H P: five spades at the one level", "P 1H P", "KQT84.75.J94.Q83", "1S", "NONE"),
    ("1NT P: 4-4 majors, invitational values: Stayman", "1NT P", "K843.Q752.J4.K83", "2C", "NONE"),
    ("1NT P: five spades: transfer", "1NT P", "KJ843.752.J4.K83", "2H", "NONE"),
    ("1NT P: five hearts, weak: transfer and pass", "1NT P", "843.QJ752.J4.983", "2D", "NONE"),
    ("1NT P: 9 HCP balanced, no major: invite", "1NT P", "K84.Q75.J94.K832", "2NT", "NONE"),
    ("1NT P: 12 HCP balanced, no major: game", "1NT P", "K84.Q75.A94.K832", "3NT", "NONE"),
    ("1NT P: 16 HCP balanced: quantitative slam invitation", "1NT P", "K84.QJ5.A94.AQ82", "4NT", "NONE"),
    ("1NT P: weak with long clubs: 2S relay to 3C", "1NT P", "8.84.J94.QT87632", "2S", "NONE"),
    ("1NT P: 4-4-5-0 weak: Stayman, pass any answer", "1NT P", "J432.Q976.98543.", "2C", "NONE"),
    ("1NT P: 1 HCP balanced: pass", "1NT P", "843.754.9843.J32", "P", "NONE"),
    ("1NT P: six spades with game values: transfer first", "1NT P", "KQT843.K5.J4.Q83", "2H", "NONE"),
    ("2NT P: five hearts: transfer", "2NT P", "843.QJ752.J4.983", "3D", "NONE"),
    ("2NT P: 4-4 majors with 6 HCP: Stayman", "2NT P", "K843.Q752.J4.983", "3C", "NONE"),
    ("2NT P: 8 HCP balanced: game", "2NT P", "K84.Q75.J94.Q832", "3NT", "NONE"),
    ("2C P: 3 HCP: waiting 2D", "2C P", "843.752.J94.Q832", "2D", "NONE"),
    ("2C P: good five-card suit with two top honours and an ace: positive", "2C P", "843.KQJ75.A4.983", "2H", "NONE"),
    ("2H P: three-card support, weak: preemptive raise", "2H P", "K84.Q75.J942.Q83", "3H", "NONE"),
    ("2H P: 17 HCP: 2NT asks opener to describe", "2H P", "AK84.7.AKJ4.Q832", "2NT", "NONE"),
    ("2S P: misfit, 8 HCP: pass", "2S P", "7.QJT76.Q942.K83", "P", "NONE"),
    ("3H P: 19 HCP with three trumps: raise to game", "3H P", "AK4.Q72.AK94.K83", "4H", "NONE"),
    ("3C P: 17 HCP with the other suits stopped: 3NT", "3C P", "AK4.KQ72.AJ94.83", "3NT", "NONE"),
    ("3D P: 8 HCP: pass the preempt", "3D P", "K84.Q752.J94.Q83", "P", "NONE"),
    ("4S P: 13 HCP opposite a 4S preempt: pass", "4S P", "A84.A752.K94.Q83", "P", "NONE"),
]

OVER_THEIR_OPENING = [
    ("1H: good five-card suit, 10 HCP: 1S overcall", "1H", "KQJ84.75.A94.832", "1S", "NONE"),
    ("1S: six good clubs, 10 HCP: 2C overcall", "1S", "84.75.A94.KQJ832", "2C", "NONE"),
    ("1S: 8 HCP and a poor five-card suit: no two-level overcall", "1S", "K4.Q75.J94.Q9832", "P", "NONE"),
    ("1C: short clubs, support for the other suits: takeout double", "1C", "AK84.Q752.KJ94.8", "X", "NONE"),
    ("1H: short hearts, 13 HCP: takeout double", "1H", "AK84.7.KJ94.Q832", "X", "NONE"),
    ("1S: 16 HCP balanced with a spade stopper: 1NT overcall", "1S", "AQ4.KJ7.KQ65.J83", "1NT", "NONE"),
    ("1H: 20 HCP: too strong for 1NT, double first", "1H", "AQ4.KJ7.KQ65.AJ3", "X", "NONE"),
    ("1H: weak jump overcall", "1H", "KQJT84.75.J94.83", "2S", "NONE"),
    ("1C: weak jump overcall", "1C", "84.KQJT84.J94.83", "2H", "NONE"),
    ("1H: Michaels: spades and a minor", "1H", "QT984.7.83.AKJ83", "2H", "NONE"),
    ("1S: unusual 2NT: both minors", "1S", "7.84.KQT84.AJ983", "2NT", "NONE"),
    ("1C: Michaels: both majors", "1C", "KQT84.AJ983.84.7", "2C", "NONE"),
    ("1D: Michaels: both majors", "1D", "KQT84.AJ983.7.84", "2D", "NONE"),
    ("1D: 11 HCP flat with nothing to overcall: pass", "1D", "KJ8.K75.A94.8632", "P", "NONE"),
    ("1NT: 16 HCP over a 15-17 notrump: penalty double", "1NT", "AQ4.KJ7.KQ65.J83", "X", "NONE"),
    ("1H: strong hearts behind the opener: pass", "1H", "82.AQJT4.K84.A83", "P", "NONE"),
    ("1C: both majors, 14 HCP: takeout double", "1C", "AJ84.KQ72.A94.83", "X", "NONE"),
    ("1D: 4-4 majors, short diamonds: takeout double", "1D", "AJ84.KQ72.84.K83", "X", "NONE"),
    ("2H: over a weak two: takeout double", "2H", "AK84.7.KJ94.Q832", "X", "NONE"),
    ("2S: 16 HCP balanced with spades stopped: 2NT", "2S", "AQ4.KJ7.KQ65.J83", "2NT", "NONE"),
    ("3H: takeout double of a preempt", "3H", "AK84.7.KJ94.AQ83", "X", "NONE"),
    ("1H P P: balancing 1NT with 12 HCP and a heart stopper", "1H P P", "K84.KQ5.Q94.Q832", "1NT", "NONE"),
    ("P 1S: good five-card suit, 10 HCP: 2H overcall", "P 1S", "84.AQJ75.K94.832", "2H", "NONE"),
    ("P P 1D: six good clubs, 13 HCP: 2C overcall", "P P 1D", "A84.K5.83.KQJ832", "2C", "NONE"),
    ("P P 1H: fourth seat, six good clubs: 2C overcall", "P P 1H", "8.KJ5.AQ4.KJ9876", "2C", "NONE"),
    ("1S: seven good diamonds, weak, favourable: weak jump overcall", "1S", "7.84.KQJT843.K83", "3D", "NS"),
]

OUR_OPENING_CONTESTED = [
    ("1H X: 12 HCP without a fit: redouble", "1H X", "K84.Q7.AJ94.Q832", "XX", "NONE"),
    ("1H X: four trumps and 10 HCP: Jordan 2NT", "1H X", "K84.Q753.A942.J8", "2NT", "NONE"),
    ("1H X: four trumps, weak: preemptive jump raise", "1H X", "84.Q975.J9432.82", "3H", "NONE"),
    ("1S X: three-card support, 6 HCP: raise", "1S X", "Q72.K84.J94.8643", "2S", "NONE"),
    ("1D X: new suit at the one level", "1D X", "KQJ84.75.94.8632", "1S", "NONE"),
    ("1D 1S: negative double: four hearts", "1D 1S", "84.KJ75.Q942.K83", "X", "NONE"),
    ("1C 1H: negative double shows exactly four spades", "1C 1H", "KJ75.84.Q942.K83", "X", "NONE"),
    ("1C 1H: five spades: bid the suit", "1C 1H", "KJ753.84.Q42.K83", "1S", "NONE"),
    ("1H 1S: 9 HCP, spade stopper, no fit", "1H 1S", "KJ4.75.Q942.K832", "1NT", "NONE"),
    ("1H 1S: cuebid: limit raise or better in hearts", "1H 1S", "84.K753.A942.K83", "2S", "NONE"),
    ("1H 1S: three-card support, 6 HCP: raise", "1H 1S", "84.K75.J942.Q832", "2H", "NONE"),
    ("1S 2D: negative double: four hearts", "1S 2D", "84.KJ75.Q94.K832", "X", "NONE"),
    ("1H 2C: negative double with four spades", "1H 2C", "KQ84.75.Q942.J83", "X", "NONE"),
    ("1H 1S: 10 HCP with five diamonds: new suit", "1H 1S", "84.75.AKJ94.Q832", "2D", "NONE"),
    ("1D 1H: 10 HCP with hearts stopped, no major", "1D 1H", "K84.AQ98.J43.832", "1NT", "NONE"),
]

ADVANCES = [
    ("1H X P: 4 HCP: cheapest four-card major", "1H X P", "K843.75.J942.832", "1S", "NONE"),
    ("1H X P: 10 HCP with four spades: jump", "1H X P", "KJ43.75.A942.Q32", "2S", "NONE"),
    ("1H X P: 13 HCP with five spades: game", "1H X P", "KJ843.75.A94.KQ3", "4S", "NONE"),
    ("1H X P: 5 HCP, no major: cheapest suit", "1H X P", "843.Q75.J94.Q832", "2C", "NONE"),
    ("1H X P: 9 HCP, heart stopper, no four-card major elsewhere", "1H X P", "843.KJ75.Q94.K83", "1NT", "NONE"),
    ("1S X P: four hearts, weak", "1S X P", "843.Q752.J94.Q83", "2H", "NONE"),
    ("1D 1S P: three-card support: raise", "1D 1S P", "Q72.K84.J943.832", "2S", "NONE"),
    ("1D 1S P: cuebid: limit raise or better in spades", "1D 1S P", "Q742.A84.K943.Q2", "2D", "NONE"),
    ("1C 1H P: 10 HCP with clubs stopped", "1C 1H P", "K84.Q7.J942.KJ83", "1NT", "NONE"),
    ("1S 2NT P: choose the longer minor", "1S 2NT P", "843.Q7.J42.Q8632", "3C", "NONE"),
    ("1H 2H P: partner has spades and a minor: take spades", "1H 2H P", "Q84.7532.J942.83", "2S", "NONE"),
    ("1C 1S P: six good hearts: natural, non-forcing", "1C 1S P", "7.KQJT84.A94.832", "2H", "NONE"),
    ("2H X P: four spades, weak", "2H X P", "Q843.752.J94.Q83", "2S", "NONE"),
]

# Not vulnerable, a two-level overcall takes 10 HCP when the five-card suit's length and honours come to eight
# (AQJ75): the suit plays itself. Vulnerable, or with a weaker suit or fewer points, it still needs 11.
TWO_LEVEL_OVERCALLS = [
    ("1S: 10 HCP, AQJ75 in diamonds, not vulnerable: 2D", "1S", "84.75.AQJ75.K832", "2D", "NONE"),
    ("1S: 10 HCP, KQT94 and an ace, not vulnerable: 2H", "1S", "84.KQT94.A4.J832", "2H", "NS"),
    ("1S: 10 HCP, AQJ75 in clubs, not vulnerable: 2C", "1S", "84.75.K832.AQJ75", "2C", "NONE"),
    ("1S: 11 HCP with AQJ75: 2H at any vulnerability", "1S", "84.AQJ75.A94.832", "2H", "ALL"),
    ("P 1S: the same 10 HCP vulnerable: pass, a vulnerable two-level overcall wants more", "P 1S",
     "84.AQJ75.K94.832", "P", "NS"),
    ("P 1S: 10 HCP with only AQ975: the suit is not sound enough at two, pass", "P 1S", "84.AQ975.K94.832", "P", "NONE"),
    ("P 1S: 9 HCP with KQJ75: too weak at the two level, pass", "P 1S", "84.KQJ75.K94.832", "P", "NONE"),
    ("1S: AQJ75 but 9 HCP (Q94 for K94): a point short even not vulnerable, pass", "1S", "84.AQJ75.Q94.832", "P",
     "NONE"),
]

POSITIONS = OPENINGS + RESPONSES + OVER_THEIR_OPENING + OUR_OPENING_CONTESTED + ADVANCES + TWO_LEVEL_OVERCALLS


@pytest.mark.parametrize("reason, calls, hand, expected, vulnerable", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_first_round_exam_position(reason: str, calls: str, hand: str, expected: str, vulnerable: str) -> None:
    held = bf.Hand.from_pbn(hand)
    assert len(held) == 13, f"{hand} holds {len(held)} cards"
    auction = bf.Auction.from_calls("N", calls.split())
    choice = SAYC.choose(held, auction, bf.Vulnerability[vulnerable])
    assert bf.is_legal_call(auction, choice.call), choice.explain
    assert str(choice.call) == str(bf.Call.parse(expected)), choice.explain
