"""The ``sayc`` system in the later rounds of uncontested auctions after an opening of one of a suit, marked a
second time as a teacher marks a student: positions where mainstream SAYC practice makes a clear call, and
neighbouring positions that must keep theirs (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Game values and a fit for opener's minor after its simple rebid: a new suit first, looking for 3NT
    ("14 HCP, three diamonds and a singleton heart after opener's diamond rebid: a new suit, forcing, not five "
     "diamonds at once", "1D P 1S P 2D P", "KQJ82.4.K93.AJ52", "3C"),
    ("14 HCP, three clubs and a singleton spade after opener's club rebid: a new suit at two, forcing",
     "1C P 1H P 2C P", "4.KQJ82.AJ52.K93", "2D"),
    ("balanced with game values after opener's diamond rebid: 3NT, no new suit", "1D P 1S P 2D P",
     "KQJ8.Q42.K93.A52", "3NT"),
    # Opener answers the new suit: no trump with the stopper in the fourth suit, else the suit again
    ("responder's new suit forces: a stopper in the fourth suit and 16 HCP, 3NT", "1D P 1S P 2D P 3C P",
     "K4.AQ3.AKJ953.82", "3NT"),
    ("responder's new suit forces: a minimum with six clubs and the spades stopped, 2NT shows the stopper",
     "1C P 1H P 2C P 2D P", "K93.4.A82.KJ8652", "2NT"),
    ("responder's new suit forces: no stopper in the fourth suit, the six clubs again", "1C P 1H P 2C P 2D P",
     "93.K4.A82.KJ8652", "3C"),
    ("responder's new suit forces: no stopper in hearts, the six diamonds again", "1D P 1S P 2D P 3C P",
     "K4.543.AQJ953.K2", "3D"),
    ("responder's new suit forces: a six-card heart suit again before no trump", "1H P 1S P 2H P 3C P",
     "J.KJ9765.AK8.T64", "3H"),
    # Responder after opener's answer
    ("opener denied a heart stopper and the singleton heart is mine: five diamonds", "1D P 1S P 2D P 3C P 3D P",
     "KQJ82.4.K93.AJ52", "5D"),
    ("opener showed the heart stopper with 3NT: pass", "1D P 1S P 2D P 3C P 3NT P", "KQJ82.4.K93.AJ52", "P"),
    # Two cards in opener's long suit: the side suit's length does not make an invitation
    ("8 HCP and a doubleton spade after opener's spade rebid over 1NT: pass, not an invitation", "1S P 1NT P 2S P",
     "A4.Q86532.96.Q76", "P"),
    ("8 HCP, six spades and a doubleton heart after opener's heart rebid: pass, not an invitation",
     "1H P 1S P 2H P", "Q76432.J8.K3.Q96", "P"),
    ("10 HCP and a doubleton spade after opener's spade rebid over 1NT: the invitation", "1S P 1NT P 2S P",
     "84.K8.AJ52.Q8632", "3S"),
    # A six-card minor opposite opener's balanced 1NT rebid: 3NT with 12 HCP
    ("six diamonds and 12 HCP opposite the 1NT rebid: 3NT, not an invitation", "1C P 1D P 1NT P", "A7.K42.KQ9832.84",
     "3NT"),
    ("six diamonds and 11 HCP opposite the 1NT rebid: the invitational jump", "1C P 1D P 1NT P", "A7.Q42.KQ9832.84", "3D"),
    # 5-4-2-2 with 11–12 HCP opposite the 1NT rebid: the invitational 2NT, not a non-forcing new suit
    ("a five-card spade suit, four diamonds and 12 HCP opposite the 1NT rebid: 2NT invites, as with a balanced hand",
     "1C P 1S P 1NT P", "KQJT2.Q8.QJ74.J9", "2NT"),
    ("a five-card spade suit, four diamonds and 13 HCP opposite the 1NT rebid: 3NT", "1C P 1S P 1NT P",
     "KQJT2.Q8.QJ74.Q9", "3NT"),
    ("five hearts, 12 HCP and a balanced hand opposite the 1NT rebid: 2NT", "1D P 1H P 1NT P", "A7.KQ982.K42.843", "2NT"),
    # Two five-card suits and game values after opener's jump rebid: the second suit, forcing, before 3NT
    ("six hearts, five diamonds and a singleton opposite the club jump rebid: the diamonds, forcing", "1C P 1H P 3C P",
     "3.KQJ853.AQ842.4", "3D"),
    ("six spades, five hearts and a void opposite the diamond jump rebid: the hearts, forcing", "1D P 1S P 3D P",
     "AJ8742.K8742.32.", "3H"),
    ("5-5 in the majors and a singleton opposite the club jump rebid: the hearts, forcing", "1C P 1S P 3C P",
     "AJ874.KQ742.3.32", "3H"),
    ("six hearts and a singleton but no second five-card suit opposite the diamond jump rebid: 3NT", "1D P 1H P 3D P",
     "AQ3.KJ8742.3.854", "3NT"),
    # Responder's six-card major after opener's suit rebid: never a weak two of it with game values
    ("six good spades, 13 HCP and a singleton in opener's rebid hearts: game in spades, not 2S", "1H P 1S P 2H P",
     "KQ9742.8.A73.A42", "4S"),
    ("six poor spades, 13 HCP and a singleton in opener's rebid hearts: 3S invites, not 2S", "1H P 1S P 2H P",
     "K97542.8.A73.AQ2", "3S"),
    ("six good spades and 12 HCP after opener's heart rebid: the invitational jump", "1H P 1S P 2H P",
     "KQ9742.8.K73.A42", "3S"),
    ("six good spades and 13 HCP after opener's diamond rebid: game in spades, not five diamonds", "1D P 1S P 2D P",
     "KQ9742.8.A73.A42", "4S"),
    ("six good hearts and 13 HCP after opener's diamond rebid: game in hearts, not five diamonds", "1D P 1H P 2D P",
     "8.KQ9742.A73.A42", "4H"),
    ("six diamonds, 14 HCP and a singleton club after opener's club rebid: 3NT, not an invitation", "1C P 1D P 2C P",
     "JT8.AKQ.A98754.T", "3NT"),
    # 5-4-2-2 and 11 HCP opposite the 1NT rebid: invite, never pass
    ("five hearts, four diamonds and 11 HCP opposite the 1NT rebid: 2NT", "1C P 1H P 1NT P", "K9.AJ974.K942.42", "2NT"),
    # An invitation with three suits bid: 2NT needs the fourth suit stopped and a balanced hand, else the fourth suit
    ("11 HCP, balanced, no diamond stopper after 1C 1H 1S: the fourth suit, not 2NT", "1C P 1H P 1S P",
     "83.KJ74.8642.AK2", "2D"),
    ("12 HCP, balanced, the diamonds stopped after 1C 1H 1S: 2NT", "1C P 1H P 1S P", "83.KJ74.AJ92.K82", "2NT"),
    ("11 HCP and five spades, no heart stopper after opener's club rebid: the fourth suit, not 2NT", "1D P 1S P 2C P",
     "AQ742.832.K4.Q42", "2H"),
    ("11 HCP, five spades and a singleton heart after opener's club rebid: the fourth suit, never a pass",
     "1H P 1S P 2C P", "AQ742.8.K842.Q42", "2D"),
    ("11 HCP, five spades and the hearts stopped after opener's club rebid: 2NT", "1D P 1S P 2C P", "AQ742.KJ2.J4.842",
     "2NT"),
    ("13 HCP, five spades and the hearts stopped after opener's club rebid: 3NT", "1D P 1S P 2C P", "AQ742.KJ2.K4.842",
     "3NT"),
    # Responder's raise of opener's second suit shows four cards
    ("19 HCP and four spades raised by responder: game in spades, not 3NT", "1C P 1H P 1S P 2S P", "AQ82.K4.A4.AQ842",
     "4S"),
    ("13 HCP opposite responder's jump raise of the spades: a minimum declines", "1C P 1H P 1S P 3S P",
     "AQ82.K4.94.KJ842", "P"),
    # Opener's extras after responder's preference
    ("18 HCP, 5-4 in the minors, after responder's preference to diamonds: a further try, not a pass",
     "1D P 1S P 2C P 2D P", "3.A42.AQ842.AKJ2", "3D"),
    ("13 HCP after responder's preference to diamonds: pass", "1D P 1S P 2C P 2D P", "3.K42.AQ842.KJ82", "P"),
    # Two long majors and a void in opener's suit: game in a major, not 3NT
    ("6-6 in the majors and a void in opener's diamonds, opener denies support: game in hearts, not 3NT",
     "1D P 1S P 2D P 2H P 3D P", "QJ7432.KQ8543..A", "4H"),
    ("6-5 in the majors and a singleton diamond, opener denies support: game in spades, not 3NT",
     "1D P 1S P 2D P 2H P 3D P", "AQJ743.KQ854.3.2", "4S"),
    ("5-5 in the majors and a singleton diamond, opener denies support: 3NT", "1D P 1S P 2D P 2H P 3D P",
     "QJ743.KQ854.3.A2", "3NT"),
    # Game values and a minor fit with the fourth suit unstopped: the fourth suit asks, not five of the minor
    ("14 HCP, four diamonds and no spade stopper after 1D 1H 2C: the fourth suit, not five diamonds", "1D P 1H P 2C P",
     "82.KQ84.KQ82.A42", "2S"),
    ("14 HCP, four diamonds and the spades stopped after 1D 1H 2C: 3NT", "1D P 1H P 2C P", "A2.KQ84.Q982.K42", "3NT"),
    # Opener's 17 HCP over responder's 1NT after a one-level rebid: the invitation
    ("17 HCP and a singleton in responder's hearts over its 1NT: 2NT invites", "1C P 1H P 1S P 1NT P",
     "AK82.4.KQ2.AJ842", "2NT"),
    # A void in opener's rebid suit and a six-card suit of my own: the suit, forcing, not 3NT
    ("a void in opener's clubs and six diamonds opposite the club jump rebid: the diamonds, not 3NT", "1C P 1H P 3C P",
     "T42.AJ96.K87632.", "3D"),
    # Every suit bid and 12 HCP opposite opener's minimum rebid: the invitation in no trump, not a pass
    ("12 HCP, 4-2-5-2, every suit bid and opener's minimum club rebid: 2NT invites", "1C P 1D P 1H P 1S P 2C P",
     "KQ93.J3.J8432.KQ", "2NT"),
    # Six spades and 10 HCP opposite the 1NT rebid: the invitational jump, whatever the length in opener's suit
    ("six spades, four diamonds and 10 HCP opposite 1D and the 1NT rebid: 3S invites, not game", "1D P 1S P 1NT P",
     "AT7532.8.KT97.K6", "3S"),
    ("six spades, four diamonds and 12 HCP opposite 1D and the 1NT rebid: game", "1D P 1S P 1NT P", "AK7532.8.KT97.Q6",
     "4S"),
    # Opener's 2NT invites over responder's 1NT: the bottom of the range declines
    ("6 HCP after 1C 1NT 2NT: pass, the bottom of the 1NT answer", "1C P 1NT P 2NT P", "KJ4.JT8.T95.JT98", "P"),
    ("7 HCP and a singleton spade after 1S 1NT 2NT: pass, not 3NT", "1S P 1NT P 2NT P", "J.Q864.A3.987432", "P"),
    ("8 HCP after 1C 1NT 2NT: 3NT", "1C P 1NT P 2NT P", "KJ4.JT8.Q95.JT98", "3NT"),
    # Responder's long suit again invites before the fourth suit asks
    ("seven diamonds and 11 HCP after opener's heart rebid over the two-over-one: the diamonds again, not the fourth suit",
     "1S P 2D P 2H P", "K3.4.AK96432.JT7", "3D"),
    # 5-5 and a void opposite opener's 2NT rebid: the second suit, not 3NT
    ("5-5 in the majors and a void in opener's diamonds opposite its 2NT rebid: the hearts, not 3NT", "1D P 1S P 2NT P",
     "A8543.Q9653..Q65", "3H"),
    ("five spades, a balanced hand and 7 HCP opposite opener's 2NT rebid: three spades, forcing, offers 4S or 3NT",
     "1D P 1S P 2NT P", "KJ742.Q82.J2.942", "3S"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
