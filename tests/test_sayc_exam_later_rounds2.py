"""The ``sayc`` system in uncontested later rounds, as a second teacher's mock exam sets them: opener's third call
(after responder's new suit, preference, 2NT or a jump), responder's third call, the fourth suit and its answers,
false preference and returning to a suit with two, the game decision after an invitation, a six-card suit or a
second suit, 3NT or a major or a minor game, and a passed hand's later calls. Each is (the reason, the auction so far
with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard
American. Neighbouring hands that keep their call are beside the corrected ones."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # The fourth suit forces one round and may hold an invitation: a minimum opener (12-14 HCP) answers at the
    # cheapest level, six cards in the first suit again before 2NT with a stopper; more jumps to game.
    ("fourth suit: 13 HCP, six diamonds, Kx in clubs and a singleton heart: 2D, not a jump to 3NT",
     "1D P 1H P 1S P 2C P", "AQ73.5.KJ9852.K6", "2D"),
    ("fourth suit: one diamond fewer, Kxx in clubs: the stopper at the cheapest level, 2NT",
     "1D P 1H P 1S P 2C P", "AQ73.5.KJ985.K64", "2NT"),
    ("fourth suit: six clubs and Kx in diamonds, a minimum: three clubs, the cheapest",
     "1C P 1H P 1S P 2D P", "AQ73.5.K6.KJ9852", "3C"),
    ("fourth suit: 15 HCP with the club stopper: the jump to game shows the extras",
     "1D P 1H P 1S P 2C P", "AQ73.54.KJ852.AJ", "3NT"),
    ("fourth suit: 15 HCP with KT6 in diamonds: 3NT", "1C P 1H P 1S P 2D P", "AJ84.7.KT6.AK852", "3NT"),
    # Responder's 2NT invitation over opener's 1NT rebid: 4-4-4-1 with the singleton in opener's five-card suit
    # counts as no trump shape; 10 points or fewer pass.
    ("1NT rebid: 12 HCP 4-1-4-4 short in opener's suit: 2NT", "1H P 1S P 1NT P", "KQ85.4.Q953.AJ42", "2NT"),
    ("1NT rebid: 13 HCP 4-1-4-4 short in opener's suit: game", "1H P 1S P 1NT P", "KQ85.4.K953.AJ42", "3NT"),
    # After opener's new suit at one, 5-4-2-2 with the fourth suit stopped invites with 2NT, not the fourth suit.
    ("new suit at one: 11 HCP 2-4-2-5 with KQ852 in the unbid clubs, not passed: 2NT",
     "1D P 1H P 1S P", "84.KJ73.Q4.KQ852", "2NT"),
    ("new suit at one: one point fewer, a passed hand: 1NT", "P P 1D P 1H P 1S P", "84.KJ73.Q4.KJ852", "1NT"),
    # Responder's invitational jump raise of opener's second suit (four trumps, 10-12): 14 HCP accept, flat or not.
    ("jump raise of the second suit: 14 HCP, 4-2-4-3, accepts", "1D P 1H P 1S P 3S P", "AQ84.K5.KJ52.J73", "4S"),
    ("jump raise of the second suit: one point less, 13 HCP flat, declines", "1D P 1H P 1S P 3S P", "KQ84.K5.KJ52.J73",
     "P"),
    ("jump raise of the second suit: 14 HCP after 1C 1H 1S accepts", "1C P 1H P 1S P 3S P", "AQ84.K5.J52.KJ73", "4S"),
    # Responder's jump rebid of a six-card suit over opener's new suit at one: 10 HCP with two of the top three
    # honours invite as 11-12 do; a weaker suit or 9 HCP rebid it at two.
    ("six-card suit: 10 HCP with AQJ863: the invitational jump", "1C P 1H P 1S P", "74.AQJ863.K52.84", "3H"),
    ("six-card suit: one point fewer, 9 HCP: two hearts", "1C P 1H P 1S P", "74.AQJ863.Q52.84", "2H"),
    ("six-card suit: 10 HCP but QJ9863: two hearts", "1C P 1H P 1S P", "74.QJ9863.K52.A4", "2H"),
    ("six-card suit: 10 HCP with AQJ863 in diamonds after 1C 1D 1H: 3D", "1C P 1D P 1H P", "74.52.AQJ863.K84", "3D"),
    # Responder's invitation in opener's major after a minimum rebid: 10-11 HCP (12 support points at most) raise
    # the rebid major with two cards or jump-prefer it with three; opening values bid game.
    ("1H 1S 2H: 11 HCP with Qx: three hearts invites", "1H P 1S P 2H P", "KQ853.Q4.A972.83", "3H"),
    ("1H 1S 2H: one point less, 10 HCP with Qx: three hearts", "1H P 1S P 2H P", "KQ853.Q4.K972.83", "3H"),
    ("1H 1S 2H: 14 HCP with Qx: game", "1H P 1S P 2H P", "KQ853.Q4.A972.K3", "4H"),
    ("1H 1S 2C: 11 HCP and three hearts: the jump preference invites", "1H P 1S P 2C P", "KJ853.Q84.K72.Q3", "3H"),
    ("1H 1S 2D: the other minor, 11 HCP and three hearts: 3H", "1H P 1S P 2D P", "KJ853.Q84.72.KQ3", "3H"),
    ("1H 1S 2C: 14 HCP and three hearts: game", "1H P 1S P 2C P", "KJ853.Q84.A72.K3", "4H"),
    # Responder's three of the major over opener's single raise invites (10-12): 14+ HCP or 15+ support points
    # accept, a minimum raise declines.
    ("1D 1S 2S 3S: 12 HCP and two doubletons decline", "1D P 1S P 2S P 3S P", "Q984.A5.QJ872.K3", "P"),
    ("1C 1H 2H 3H: the other major, 12 HCP, declines", "1C P 1H P 2H P 3H P", "A5.Q984.K3.QJ872", "P"),
    ("1C 1S 2S 3S: 14 HCP accept", "1C P 1S P 2S P 3S P", "AQ84.K5.J52.KJ73", "4S"),
    # The mock exam's positions.
    ("responder's 2H was a weak 5-4 escape; opener chose spades, nothing more to say",
     "1D P 1S P 1NT P 2H P 2S P", "KJ864.QT975.2.43", "P"),
    ("answering the fourth suit: a club stopper and a minimum", "1D P 1H P 1S P 2C P", "AQ73.54.KJ852.KJ", "2NT"),
    ("answering the fourth suit: three-card heart support comes first",
     "1D P 1H P 1S P 2C P", "AQ73.K54.KJ852.6", "2H"),
    ("answering the fourth suit: no club stopper, no heart support, six diamonds",
     "1D P 1H P 1S P 2C P", "AQ73.5.KJ9852.K6", "2D"),
    ("answering the fourth suit with a diamond stopper", "1C P 1H P 1S P 2D P", "AJ84.7.KT6.AQ852", "2NT"),
    ("answering the fourth suit: delayed three-card support for responder's major",
     "1C P 1H P 1S P 2D P", "AQ84.K72.4.KJ852", "2H"),
    ("answering the fourth suit: no stopper, no heart support, a fifth club",
     "1C P 1H P 1S P 2D P", "AQ84.7.854.AKJ82", "3C"),
    ("game values, no diamond stopper and no known fit: the fourth suit", "1C P 1H P 1S P", "A4.AQJ73.852.KQ4", "2D"),
    ("game values but nothing in hearts: the fourth suit asks", "1D P 1S P 2C P", "AQ854.83.K72.AJ4", "2H"),
    ("a balanced minimum shows a four-card spade suit at the one level", "1C P 1H P", "AJ84.K2.J73.KQ92", "1S"),
    ("a minimum with six diamonds rebids the suit", "1D P 1S P", "A4.KQ3.KJ8652.J7", "2D"),
    ("a jump rebid shows six good diamonds and 16-18", "1D P 1S P", "A4.KQ3.AKJ652.J7", "3D"),
    ("a reverse shows the extra strength with five diamonds and four hearts", "1D P 1S P", "5.AQ84.AK963.KJ5", "2H"),
    ("too weak to reverse; rebid the five-card suit", "1D P 1S P", "5.AQ84.KJ963.K52", "2D"),
    ("a four-card major at the one level before rebidding clubs", "1C P 1D P", "KQ83.73.4.AKJ852", "1S"),
    ("a minimum with six spades rebids them", "1S P 2C P", "AKJ852.K4.Q73.82", "2S"),
    ("a minimum with six spades rebids them over 1NT", "1S P 1NT P", "AKJ852.K4.Q73.82", "2S"),
    ("show the second major, 5-4, minimum", "1S P 1NT P", "AKJ85.KQ84.73.82", "2H"),
    ("an unbalanced minimum shows the second suit", "1H P 1NT P", "5.AKJ84.K73.QJ92", "2C"),
    ("a balanced minimum passes 1NT", "1H P 1NT P", "85.AKJ84.K73.J92", "P"),
    ("16 with 5-4 shows the clubs; not enough to reverse-jump", "1H P 1NT P", "85.AKJ84.K7.AJ92", "2C"),
    ("18-19 balanced invites over 1NT", "1S P 1NT P", "AKJ84.A4.KQ3.J52", "2NT"),
    ("a jump rebid: six good spades and 16-18", "1S P 1NT P", "AKJ842.A4.K3.J52", "3S"),
    ("6-10 balanced, no spade fit, no sixth heart", "1C P 1H P 1S P", "74.KJ863.K52.Q84", "1NT"),
    ("a weak hand with six hearts rebids them", "1C P 1H P 1S P", "74.KJ8632.K52.84", "2H"),
    ("a jump rebid: six good hearts, invitational values", "1C P 1H P 1S P", "74.AQJ863.K52.84", "3H"),
    ("13 balanced with the diamonds stopped: game", "1C P 1H P 1S P", "K74.AQ86.K52.J84", "3NT"),
    ("11-12 balanced invites with the diamonds stopped", "1C P 1H P 1S P", "K7.AQ86.Q52.J984", "2NT"),
    ("a simple raise of opener's second suit with four trumps", "1D P 1H P 1S P", "QJ85.K9742.J3.84", "2S"),
    ("four spades and opening values: game", "1D P 1H P 1S P", "KJ85.AQ742.A3.84", "4S"),
    ("11 points with Qx opposite a rebid six-card suit: invite", "1H P 1S P 2H P", "KQ853.Q4.A972.83", "3H"),
    ("opening values with Qx opposite six hearts: game", "1H P 1S P 2H P", "KQ853.Q4.A972.A3", "4H"),
    ("game values, both red suits stopped, no spade fit", "1S P 2C P 2S P", "7.KQ4.A83.KQJ852", "3NT"),
    ("12 points opposite a minimum rebid: invitational", "1S P 2D P 2S P", "74.K83.AQJ85.Q62", "2NT"),
    ("a weak hand with six spades signs off", "1H P 1S P 1NT P", "KQ8532.4.Q93.843", "2S"),
    ("10 points opposite 12-14: no game", "1H P 1S P 1NT P", "KQ85.4.Q953.K842", "P"),
    ("11 points opposite 12-14: invite", "1H P 1S P 1NT P", "KQ85.4.Q953.KJ42", "2NT"),
    ("15 points opposite 12-14: game", "1H P 1S P 1NT P", "AQ85.4.KQ53.KJ42", "3NT"),
    ("11 points, balanced: invitational", "1C P 1S P 2C P", "AQ853.K4.Q97.832", "2NT"),
    ("a weak hand with six spades", "1C P 1S P 2C P", "KJ8532.Q4.Q97.83", "2S"),
    ("a minimum with a club fit: no game opposite a minimum rebid", "1C P 1S P 2C P", "KJ85.Q4.Q97.8632", "P"),
    ("12 balanced invites opposite a minimum rebid", "1D P 1S P 2D P", "KJ85.Q42.A97.Q32", "2NT"),
    ("top of the 12-14 range accepts the invitation", "1C P 1S P 1NT P 2NT P", "Q4.KJ3.A82.KJ975", "3NT"),
    ("bottom of the 12-14 range declines", "1C P 1S P 1NT P 2NT P", "Q4.K83.A82.QJ975", "P"),
    ("a good 14 with a strong six-card suit accepts", "1H P 1S P 2H P 3H P", "84.AQJ953.K72.A5", "4H"),
    ("a bare minimum declines the invitation", "1H P 1S P 2H P 3H P", "84.KJ9653.KQ7.Q5", "P"),
    ("a minimum single raise declines the invitation", "1H P 2H P 3H P", "84.K73.QJ52.9742", "P"),
    ("the top of the single raise accepts", "1H P 2H P 3H P", "84.K73.AJ52.Q742", "4H"),
    ("good help in the trial suit: accept", "1S P 2S P 3D P", "K73.84.KQ6.97542", "4S"),
    ("no help in the trial suit: sign off", "1S P 2S P 3D P", "K73.84.762.QJ542", "3S"),
    ("a maximum raise accepts", "1D P 1S P 2S P 3S P", "KQ84.A5.AQ872.93", "4S"),
    ("a minimum raise declines", "1D P 1S P 2S P 3S P", "Q984.A5.QJ872.K3", "P"),
    ("6 points opposite 18-19: game", "1D P 1H P 2NT P", "84.KJ84.Q73.9852", "3NT"),
    ("preference: three spades against two hearts", "1D P 1S P 1NT P 2H P", "K73.Q4.AJ852.K93", "2S"),
    ("responder's 2D is weak and not forcing; three diamonds, two hearts: pass",
     "1C P 1H P 1NT P 2D P", "AQ5.J7.K84.QJ952", "P"),
    ("opener has the diamond stopper; game values", "1C P 1H P 1S P 2D P 2NT P", "K7.AQJ86.852.A84", "3NT"),
    ("opener declined the invitation; respect it", "1D P 1H P 2D P 2NT P 3D P", "K84.AJ73.J4.Q952", "P"),
    ("three diamonds and two hearts: leave it in diamonds", "1H P 1NT P 2D P", "K853.Q4.J72.Q853", "P"),
    ("two-two: preference to opener's longer first suit", "1H P 1NT P 2D P", "K8532.Q4.J2.Q853", "2H"),
    ("three diamonds; the hearts are not good enough to bid", "1S P 1NT P 2D P", "4.K9863.Q72.JT86", "P"),
    ("a good six-card heart suit, weak: natural and not forcing", "1S P 1NT P 2D P", "4.KQJ973.72.JT86", "2H"),
    ("four clubs, two spades: pass", "1S P 1NT P 2C P", "72.Q983.K84.JT52", "P"),
    ("two-two: false preference to the five-card suit", "1S P 1NT P 2C P", "72.Q983.K8542.J5", "2S"),
    ("opener showed a minimum six-card suit; nothing to add", "1H P 1NT P 2H P", "K52.4.QJ83.K9752", "P"),
    ("9 points opposite 18-19: game", "1H P 1NT P 2NT P", "Q84.73.K952.KJ62", "3NT"),
    ("a passed hand with a singleton heart and no extras", "P P 1H P 1S P 2H P", "KJ853.4.J72.Q832", "P"),
    ("a passed hand with 11 points invites in notrump", "P P 1D P 1H P 1S P", "84.KJ73.Q4.KQ852", "2NT"),
    ("a weak passed hand with two hearts and three clubs leaves opener in the second suit",
     "P P 1H P 1S P 2C P", "KJ853.Q4.J72.983", "P"),
    ("a maximum passed-hand raise with good heart help", "P P P 1S P 2S P 3H P", "K73.KQ4.9852.J73", "4S"),
    ("no help in hearts, minimum: sign off", "P P P 1S P 2S P 3H P", "K73.842.Q952.J73", "3S"),
    ("no help in clubs: sign off", "P 1S P 2S P 3C P", "K84.KJ3.J842.853", "3S"),
    ("a top single raise with help in the trial suit", "P P 1S P 2S P 3D P", "Q74.K853.K92.Q53", "4S"),
    ("a weak responder with a singleton heart passes the minimum rebid", "P 1H P 1S P 2H P", "Q9853.4.KJ72.Q85", "P"),
    ("12 points balanced opposite 12-14: invite", "P 1D P 1H P 1NT P", "AQ5.KJ842.Q73.84", "2NT"),
    ("a weak passed hand with six spades", "P P 1D P 1S P 1NT P", "KJ9853.4.Q73.843", "2S"),
    ("a balanced 9 with no spade fit", "P P P 1C P 1H P 1S P", "KQ.J8753.K52.853", "1NT"),
    ("a maximum raise with club help", "P P P 1S P 2S P 3C P", "853.K92.Q74.KQ53", "4S"),
    ("a minimum raise with no club help", "P P P 1S P 2S P 3C P", "853.Q92.KJ742.53", "3S"),
    ("three clubs and two diamonds, weak: pass", "1D P 1S P 2C P", "KJ853.Q54.73.Q84", "P"),
    ("two-two in the minors: preference to the first suit", "1D P 1S P 2C P", "KJ853.Q542.73.84", "2D"),
    ("two-two in the reds: false preference to the five-card suit", "1H P 1S P 2D P", "KJ853.42.Q7.Q984", "2H"),
    ("three hearts, two spades: pass", "1S P 1NT P 2H P", "73.Q42.K985.Q962", "P"),
    ("two-two in the majors: false preference to the five-card suit", "1S P 1NT P 2H P", "73.Q4.K9852.Q962", "2S"),
    ("6-10 with no fit and clubs held", "1D P 1H P 1S P", "73.KJ853.Q4.Q962", "1NT"),
    ("11 points and a spade stopper: invite", "1C P 1D P 1H P", "Q84.43.AQ852.K93", "2NT"),
    ("a weak balanced hand with no fit", "1C P 1D P 1H P", "843.Q4.KJ852.Q93", "1NT"),
    ("natural: four spades at the one level", "1C P 1D P 1H P", "KQ84.43.AJ852.93", "1S"),
    ("game values with spades and diamonds held", "1H P 2C P 2H P", "K74.Q5.A3.KJ9832", "3NT"),
    ("14, the top of the range, with a good suit accepts", "1D P 1H P 1NT P 2NT P", "K82.Q4.AQJ73.Q52", "3NT"),
    ("responder's preference is weak; a minimum passes", "1S P 1NT P 2C P 2S P", "AKJ84.5.Q73.KJ52", "P"),
    ("a jump preference shows three-card support and invitational values", "1H P 1S P 2C P", "KJ853.Q84.K72.Q3", "3H"),
    ("a simple preference with three hearts, weak", "1H P 1S P 2C P", "KJ853.Q84.72.Q83", "2H"),
    ("13 with 5-5 and a singleton accepts the invitation", "1H P 1S P 2C P 3H P", "4.AQ873.K4.KJ852", "4H"),
    ("a bare minimum declines the invitation", "1H P 1S P 2C P 3H P", "Q4.KJ873.A4.Q952", "P"),
    ("a minimum opener passes the preference", "1H P 1S P 2C P 2H P", "K2.AQ873.4.QJ852", "P"),
    ("a minimum opener passes the simple preference", "1D P 1S P 2C P 2D P", "7.KQ4.AJ852.KJ93", "P"),
    ("responder's six weak spades, opener's singleton: pass", "1D P 1S P 2C P 2S P", "7.KQ4.AJ852.KJ93", "P"),
    ("14 with Kx accepts the invitational jump rebid", "1D P 1S P 2C P 3S P", "K2.Q4.AJ852.KJ93", "4S"),
    ("a minimum with a singleton spade declines", "1D P 1S P 2C P 3S P", "2.Q84.AQ852.KJ93", "P"),
    ("a minimum opener passes responder's weak 1NT", "1C P 1H P 1S P 1NT P", "AQ84.5.K73.QJ852", "P"),
    ("a minimum opener passes the single raise", "1C P 1H P 1S P 2S P", "KJ84.5.K73.AJ952", "P"),
    ("a minimum opener declines the invitational raise", "1D P 1H P 1S P 3S P", "KQ84.Q5.KJ52.J73", "P"),
    ("11 opposite a reverse: game, with clubs held", "1D P 1S P 2H P", "KJ83.Q4.K52.Q932", "3NT"),
    ("9 opposite 16-18 with the spades held: game", "1C P 1H P 3C P", "Q84.KJ73.K52.743", "3NT"),
    ("6 points opposite 16-18 declines", "1C P 1H P 3C P", "84.K9763.Q52.J43", "P"),
    ("opener signed off; respect it", "1C P 1S P 2C P 2NT P 3C P", "KJ85.Q74.QJ3.Q92", "P"),
    ("opener declined the invitation", "1H P 1S P 2H P 2NT P 3H P", "KQ85.Q4.K972.J83", "P"),
    ("preference: three spades over two clubs", "1H P 1S P 1NT P 2C P", "Q84.AJ873.K52.Q4", "2S"),
    ("15 points with 5-5 accepts the invitation", "1H P 1S P 2C P 2NT P", "4.AKJ85.Q4.KQ862", "3NT"),
    ("the top of the minimum range accepts", "1D P 1S P 2C P 2NT P", "7.AQ4.KJ873.KJ92", "3NT"),
    ("a bare minimum declines", "1D P 1S P 2C P 2NT P", "7.Q84.KJ873.AQ92", "P"),
    ("11 opposite 16-18 with every side suit held", "1D P 1S P 3D P", "K9842.K73.Q4.K52", "3NT"),
    ("12 with Qx opposite six good hearts: game", "1H P 1S P 3H P", "AK84.Q4.Q85.J962", "4H"),
    ("a weak hand with six spades signs off", "1C P 1S P 1NT P", "KQ9853.4.K862.73", "2S"),
    ("a weak 5-5: the second suit, not forcing", "1C P 1S P 1NT P", "KQ985.4.K8632.73", "2D"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_later_round_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


# Passes that end an uncontested auction below game say why: partner's bid is not forcing, partner's invitation is
# declined, or partner declined mine (the explanation's opening words, the rule's name).
EXPLAINED_PASSES = [
    ("responder's weak 5-4 escape, opener's preference: partner's bid is not forcing",
     "1D P 1S P 1NT P 2H P 2S P", "KJ864.QT975.2.43", "partner's bid is not forcing"),
    ("a minimum with a club fit over opener's 2C rebid", "1C P 1S P 2C P", "KJ85.Q4.Q97.8632",
     "partner's bid is not forcing"),
    ("the bottom of the 12-14 range declines responder's 2NT", "1C P 1S P 1NT P 2NT P", "Q4.K83.A82.QJ975",
     "decline the invitation"),
    ("responder's 2NT invitation, opener's 3H sign-off", "1H P 1S P 2H P 2NT P 3H P", "KQ85.Q4.K972.J83",
     "my invitation declined"),
]


@pytest.mark.parametrize("reason, calls, hand, rule", EXPLAINED_PASSES, ids=[p[0] for p in EXPLAINED_PASSES])
def test_a_pass_below_game_says_why(reason: str, calls: str, hand: str, rule: str) -> None:
    choice = SAYC.choose(bf.Hand.from_pbn(hand), bf.Auction.from_calls("N", calls.split()))
    assert str(choice.call) == "Pass" and choice.explain.startswith(rule + ":"), choice.explain
