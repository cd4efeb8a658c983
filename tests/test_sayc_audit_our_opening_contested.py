"""The ``sayc`` system when our side opened and they compete, as a teacher marks a student's later
calls: opener's strong hands over their bids, responder's answers to opener's double, raises over
their preempt, and partner's calls read after a redouble. Each is (the reason, the auction so far
with North dealing, the hand to call, the call); where the booklet is silent the reason is mainstream
SAYC practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opener with 17+ HCP, short in their suit and no fit, does not sell out at the two or three level.
    ("opener with 18 HCP and a doubleton in their spades competes with a double after partner's negative double",
     "P 1D 1S X P 2C 2S P P", "J7.854.AKJ3.AKQ6", "X"),
    ("opener with 16 HCP has shown the hand already: pass", "P 1D 1S X P 2C 2S P P", "J7.854.AKJ3.KQ76", "P"),
    ("opener with three of their spades does not double for takeout: pass", "P 1D 1S X P 2C 2S P P", "J74.85.AKJ3.AKQ6", "P"),
    # Responder answers opener's takeout double: the suit opener bid that I hold most of, a five-card suit first.
    ("opener's double asks responder to bid: four clubs, partner's second suit", "1D 1S X P 2C 2S P P X P", "Q2.AJ73.862.9852", "3C"),
    ("opener's double answered with a five-card heart suit", "1D 1S X P 2C 2S P P X P", "92.KJ732.86.T852", "3H"),
    ("four of their trumps: responder passes opener's double for penalty", "1D 1S X P 2C 2S P P X P", "KT92.KJ73.86.852", "P"),
    # Their raise to four: a strong opener short in their suit still doubles for takeout.
    ("their raise to 4D: opener with 17 HCP and a singleton doubles for takeout", "P 1H 2D P 4D", "AQ32.AK962.9.A87", "X"),
    ("their raise to 4D: 17 HCP, four-card spades and a singleton king: the double", "P 1S 3D P 4D", "AK642.AQ82.K.J74", "X"),
    ("their raise to 4D: a minimum opener passes", "P 1H 2D P 4D", "AQ32.AK962.9.J87", "P"),
    ("their raise to 4D: a doubleton in their suit, pass", "P 1H 2D P 4D", "AQ32.AK962.92.A8", "P"),
    # The free raise over their preempt: 6–10 points do not bid five of a minor on four trumps.
    ("over their 4H preempt a balanced 6 HCP with four diamonds passes, no raise to 5D", "P P 1D 4H", "K86.853.J952.QT8", "P"),
    ("over their 2S overcall the free raise to three with 6–10 points stays", "1H 2S", "K86.Q53.J952.QT8", "3H"),
    # Partner's redouble, then partner's jump in my suit: an invitation (10–12), not a strong rebid of opener's.
    ("the redoubler's jump in my diamonds invites: opener with 10 HCP passes", "P 1D X XX 1H P P 3D P", "7.9853.KQJ432.A8", "P"),
    ("the redoubler's jump in my diamonds invites: opener with 14 HCP and six diamonds bids game",
     "P 1D X XX 1H P P 3D P", "7.A853.KQJ432.A8", "5D"),
    # Answering opener's reopening double: an unbid four-card major at one comes before opener's suit at two.
    ("opener's reopening double answered with four spades at one, not three clubs at two", "P 1C 1H P P X P",
     "T985.J42.732.764", "1S"),
    ("four of each major answering opener's reopening double: hearts, the cheaper", "P 1C 1D P P X P", "T985.J842.72.764", "1H"),
    ("no four-card major: opener's suit with three cards (here four clubs)", "P 1C 1H P P X P", "T98.J42.732.7654", "2C"),
    # A new suit at two over their overcall is a free bid (five cards, 10+ HCP), not a jump shift: opener raises it.
    ("partner's free 2H over their 1S: opener with three trumps, a singleton and 16 HCP raises to game, not 3NT",
     "1C 1S 2H P", "Q752.AJT.8.AKQ32", "4H"),
    ("partner's free 2H over their 1S after 1D: opener with three trumps and 16 HCP raises to game",
     "1D 1S 2H P", "Q752.AJT.AKQ32.8", "4H"),
    # After our redouble their escape is doubled for penalty, and opener leaves the double in.
    ("the redoubler with 10 HCP and no long suit doubles their 1NT escape for penalty", "1D X XX 1NT P P", "T853.KJ3.A863.Q3", "X"),
    ("the redoubler with a six-card fit for opener's diamonds does not double 1NT", "1D X XX 1NT P P", "T85.KJ3.AQ8632.3", "3D"),
    ("opener leaves in the redoubler's penalty double of 1NT, 15 HCP and all", "1D X XX 1NT P P X P", "AKJ5.53.AQ863.Q3", "P"),
    ("opener leaves in the redoubler's penalty double of their 2C: no pull to a six-card suit", "1D X XX 2C P P X P",
     "K5.53.QJ8632.KQ3", "P"),
    # Opener's three of the major straight over their double of the raise competes, it does not invite.
    ("opener's 3S over their double of the raise competes: responder with 8 HCP passes", "1S P 2S X 3S P", "632.QJT.A954.J64", "P"),
    ("opener's 3S over their double: four trumps and 8 HCP still pass", "1S P 2S X 3S P", "Q98.K982.T7.QJ42", "P"),
    ("without their double opener's 3S invites: responder with a maximum raise accepts", "1S P 2S P 3S P", "632.QJT.A954.Q64", "4S"),
    # Opener's single jump to game in partner's suit over their raise shows extras, not the double jump's 19+.
    ("opener's 4H over their raise is a single jump: responder with 10 HCP passes, no Blackwood", "P 1C 1S 2H 2S 4H P",
     "7.KQJ52.QJ64.J64", "P"),
    # The cue-bid raise of partner's minor is a limit raise: values, not shape alone; a four-card major comes first.
    ("6 HCP, six clubs and four spades over their 1H: not the cue-bid raise; the spades first", "P 1C 1H", "KT84.K8.T.T98643", "X"),
    ("10 HCP, six clubs and four spades over their 1H: the spades first too (the negative double), the clubs later",
     "P 1C 1H", "AT84.K8.T.K98643", "X"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_our_opening_contested_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
