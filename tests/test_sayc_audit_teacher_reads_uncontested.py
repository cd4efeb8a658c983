"""The ``sayc`` system's uncontested auctions after one of a suit, marked as a teacher reads them: responder
after 1C 1D 1H with four hearts raises opener's hearts before showing spades (the fit is found; a four-four
spade fit is not missed, since opener with four spades as well bids hearts first and can still show them);
responder after a two-over-one and opener's 2NT rebid (12–14, balanced) with a balanced hand bids 3NT even
with a five-card minor and an unbid major unstopped (opener's no trump covers it; three of the minor may be
passed); responder with a six-card major opposite opener's jump rebid (1C 1S 3C) and game values shows the
major again at three, forcing, before a new four-card minor, and opener of a minor with two cards raises it to game; opposite partner's no trump a singleton in a suit
partner has bid keeps no trump in view (1S 2C 2NT: 3NT with a singleton spade; 1C 1D 1H 1S 1NT: 12 HCP with the
singleton ace of clubs invite, not pass); opener with a minimum five-five declines responder's 2NT invitation
in the second suit at three when short (a singleton or void) in responder's suit; opener with 18 HCP, short only in responder's six-card
suit and the unbid suit stopped, invites with 2NT over responder's weak rebid rather than passing; opener's
balanced 2NT rebid answers responder's forcing new suit with 3NT, not four of its five-card minor.
Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is
silent the reason is mainstream Standard American practice. Neighbouring hands that keep their call are beside
them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # 1C 1D 1H: four hearts in responder's hand are a fit: raise them, whatever the spades.
    ("1C 1D 1H: four hearts and four spades, 11 HCP and a singleton club: game in hearts, not 1S",
     "1C P 1D P 1H P", "JT63.AQ54.KJ53.2", "4H"),
    ("1C 1D 1H: four hearts and four spades, 6 HCP: the single raise, not 1S",
     "1C P 1D P 1H P", "JT63.Q954.K953.2", "2H"),
    ("1C 1D 1H: four hearts and four spades, 8 HCP and a singleton club: the invitational jump raise, not 1S",
     "1C P 1D P 1H P", "J863.Q954.KQ53.2", "3H"),
    ("1C 1D 1H: four spades and only three hearts: 1S, natural and forcing, as before",
     "1C P 1D P 1H P", "JT63.AQ5.KJ532.2", "1S"),
    ("1C 1D 1H: four spades and two hearts, 8 HCP: 1S",
     "1C P 1D P 1H P", "KT63.Q5.KJ532.32", "1S"),
    # 1D 2C 2NT: responder balanced, opener's no trump covering the unbid suits: 3NT, not three of the minor.
    ("1D 2C 2NT: 12 HCP, five clubs, 5-3-3-2 with Qx of spades: 3NT, not 3C that opener may pass",
     "1D P 2C P 2NT P", "Q3.KQ2.Q84.KT542", "3NT"),
    ("1D 2C 2NT: 11 HCP, five clubs, 5-3-3-2 with three small hearts: 3NT",
     "1D P 2C P 2NT P", "A74.T94.Q9.AJT52", "3NT"),
    ("1D 2C 2NT: six clubs and 11 HCP, not balanced: 3C shows the long suit, as before",
     "1D P 2C P 2NT P", "A4.T94.Q9.AJT542", "3C"),
    ("1D 2C 2NT: 12 HCP, four clubs and 4-3-3-3 with the majors stopped: 3NT, as before",
     "1D P 2C P 2NT P", "Q93.KQ2.Q84.KT54", "3NT"),
    ("1D 2C 3C: partner's raise of my clubs, 12 HCP and spades unstopped: no 3NT, 4C",
     "1D P 2C P 3C P", "Q3.KQ2.Q84.KT542", "4C"),
    # 1C 1S 3C: responder's six-card major again before a new suit; opener raises it with two cards.
    ("1C 1S 3C: six spades, 6 HCP and a singleton heart, no fit: 3S, not the new suit 3D",
     "1C P 1S P 3C P", "J98642.J.KJT6.92", "3S"),
    ("1C 1H 3C: six hearts, 6 HCP, no fit: 3H, not 3D",
     "1C P 1H P 3C P", "J.J98642.KJT6.92", "3H"),
    ("1C 1S 3C: five spades only, 6 HCP: pass, as before",
     "1C P 1S P 3C P", "J9864.J2.KJT6.92", "P"),
    ("1C 1S 3C: six spades but 5 HCP, too little for game: pass",
     "1C P 1S P 3C P", "J98642.J.QT63.92", "P"),
    ("1C 1S 3C 3S: opener's two spades are a fit for partner's six: 4S",
     "1C P 1S P 3C P 3S P", "AT.Q7.A84.AJT865", "4S"),
    ("1D 1S 3D 3S: opener's two spades raise to game rather than five of the minor",
     "1D P 1S P 3D P 3S P", "K4.A7.AQT765.K64", "4S"),
    ("1C 1S 3C 3S: a singleton spade is no fit: not 4S",
     "1C P 1S P 3C P 3S P", "A.QT7.A84.AJT865", "4C"),
    # A singleton in partner's suit does not rule out no trump opposite partner's no trump.
    ("1S 2C 2NT: 12 HCP, 1-4-4-4 with the singleton in opener's spades: 3NT, not 3C that opener may pass",
     "1S P 2C P 2NT P", "T.J872.AT75.AK54", "3NT"),
    ("1S 2C 2NT: three spades and 11 HCP: game in the major, as before",
     "1S P 2C P 2NT P", "T72.J8.AT75.AK54", "4S"),
    ("1D 2C 2NT: the singleton in an unbid suit is no no-trump shape: 3C, as before",
     "1D P 2C P 2NT P", "A.T942.Q93.AJT54", "3C"),
    ("1C 1D 1H 1S 1NT: 12 HCP with the singleton ace of opener's clubs: 2NT invites, not a pass",
     "1C P 1D P 1H P 1S P 1NT P", "A986.J42.KT954.A", "2NT"),
    ("1C 1D 1H 1S 1NT: 8 HCP with a singleton club: pass, as before",
     "1C P 1D P 1H P 1S P 1NT P", "A986.J42.KT954.4", "P"),
    # Responder's 2NT invitation over opener's second suit: a minimum five-five declines in the second suit.
    ("1H 1S 2C 2NT: 13 HCP, five-five with a void in spades: 3C, not a pass of 2NT",
     "1H P 1S P 2C P 2NT P", ".A7632.A97.AJ985", "3C"),
    ("1H 1S 2C 2NT: 12 HCP, five-five with a singleton spade: 3C",
     "1H P 1S P 2C P 2NT P", "2.A7632.A9.AJ985", "3C"),
    ("1H 1S 2C 2NT: only four clubs, a minimum: pass, as before",
     "1H P 1S P 2C P 2NT P", "2.A7632.A97.AJ98", "P"),
    ("1S 1NT 2H 2NT: a minimum five-five in the majors: 3H",
     "1S P 1NT P 2H P 2NT P", "A7632.AJ985.A9.2", "3H"),
    ("1H 1S 2C 2NT: five-five but two spades: pass, as before",
     "1H P 1S P 2C P 2NT P", "Q2.A7632.2.AQJ98", "P"),
    # Opener's strength over responder's weak six-card rebid: 2NT invites with the unbid suit stopped.
    ("1C 1D 1H 2D: 18 HCP, the singleton queen of responder's diamonds, spades stopped: 2NT, not a pass",
     "1C P 1D P 1H P 2D P", "AJ74.AQT6.Q.AJ42", "2NT"),
    ("1C 1D 1H 2D: 16 HCP with the same shape: pass, as before",
     "1C P 1D P 1H P 2D P", "AJ74.KQT6.Q.KJ42", "P"),
    ("1C 1D 1H 2D: 17 HCP but spades unstopped: pass, as before",
     "1C P 1D P 1H P 2D P", "8754.AQT6.Q.AKJ4", "P"),
    # 1C 1S 2NT 3H: opener balanced, no fit for either major: 3NT, not past it to four of the minor.
    ("1C 1S 2NT 3H: 18 HCP, three hearts, two spades, five clubs: 3NT, not 4C",
     "1C P 1S P 2NT P 3H P", "Q4.KJ2.A95.AK742", "3NT"),
    ("1D 1S 2NT 3H: the same with five diamonds: 3NT, not 4D",
     "1D P 1S P 2NT P 3H P", "Q4.KJ2.AK742.A95", "3NT"),
    ("1C 1S 2NT 3H: four hearts make the fit: game in hearts, as before",
     "1C P 1S P 2NT P 3H P", "Q4.KJ72.A9.AK742", "4H"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_uncontested_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
