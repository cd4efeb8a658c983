"""The ``sayc`` system with a fit for partner's opening, marked as a teacher marks a quiz: every way to raise,
opener's next call, responder's answer to the invitation, the raise of opener's second suit and the preference
(simple or jump) between opener's suits. Each position is (the reason, the auction so far with North dealing, the
hand to call, the call); neighbouring hands keep theirs."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's raises of a major: 6–10 support points the single raise; 10–12 with three or four trumps the limit
    # raise (the booklet: three-card support will do); 13+ and four trumps Jacoby 2NT; five trumps, a singleton and
    # under 10 HCP game at once
    ("1H: three trumps, 6 HCP: the single raise", "1H P", "K83.Q742.9832.J2", "2H"),
    ("1H: three trumps, 6 HCP and a doubleton: the single raise", "1H P", "K83.Q74.98432.J2", "2H"),
    ("1H: four trumps, 5 HCP, 4-4-3-2: the single raise", "1H P", "983.Q742.K832.32", "2H"),
    ("1H: four trumps, 11 HCP and a doubleton: the limit raise", "1H P", "K83.KJ42.A832.32", "3H"),
    ("1H: three trumps, 10 HCP, 3-3-4-3: the limit raise", "1H P", "K83.KJ4.Q832.J32", "3H"),
    ("1H: four trumps, 12 HCP and a doubleton (13 support points): Jacoby 2NT", "1H P", "A83.KJ42.A832.32", "2NT"),
    ("1H: five trumps, a singleton, 6 HCP: four hearts", "1H P", "8.KJ742.Q8632.32", "4H"),
    ("1H: five trumps, a singleton club, 6 HCP: four hearts", "1H P", "83.KJ742.Q8632.2", "4H"),
    ("1S: three trumps, 11 HCP: the limit raise", "1S P", "K83.K4.Q832.QJ32", "3S"),
    ("1S: three trumps, 12 HCP, 3-2-4-4: two clubs first", "1S P", "KJ3.K4.A832.J432", "2C"),
    ("1S: four trumps, 12 HCP and a doubleton: Jacoby 2NT", "1S P", "KJ32.K4.A832.J42", "2NT"),
    ("1S: three trumps, 7 HCP: the single raise", "1S P", "Q32.K4.9832.Q432", "2S"),
    ("1S: four trumps, 8 HCP and a doubleton (9 support points): the single raise", "1S P", "QJ82.K4.9832.Q43", "2S"),
    ("1S: four trumps, 8 HCP and a singleton (11 support points): the limit raise", "1S P", "QJ82.4.K9832.Q43", "3S"),
    # A passed hand raises the same way (no Drury in the booklet)
    ("P P 1S: four trumps, 12 HCP: the limit raise", "P P 1S P", "QJ82.K4.A832.Q43", "3S"),
    ("P P 1S: three trumps, 12 HCP: the limit raise", "P P 1S P", "QJ8.K4.A832.Q432", "3S"),
    ("P P 1H: three trumps, 8 HCP: the single raise", "P P 1H P", "K3.QJ4.Q832.9832", "2H"),
    ("P P 1H: four trumps, 11 HCP: the limit raise", "P P 1H P", "K3.KJ42.A832.932", "3H"),
    ("P P 1H: five trumps, a singleton, 6 HCP: four hearts", "P P 1H P", "3.KJ842.Q8632.32", "4H"),
    # A fit for opener's minor, no four-card major: the single raise 6–10, the limit raise 10–12, 2NT 13–15 balanced
    ("1D: five diamonds, 10 HCP: the limit raise", "1D P", "Q8.K4.AJ832.9432", "3D"),
    ("1D: five diamonds, 6 HCP: the single raise", "1D P", "Q8.K4.J8632.9432", "2D"),
    ("1D: five diamonds, 10 HCP, 2-2-4-5: the limit raise", "1D P", "K8.K4.Q862.Q8432", "3D"),
    ("1D: four spades and four diamonds, 8 HCP: the major first", "1D P", "K842.K4.Q862.832", "1S"),
    ("1C: five clubs, 8 HCP: the single raise", "1C P", "Q8.K42.J86.Q9432", "2C"),
    ("1C: five clubs, 11 HCP: the limit raise", "1C P", "Q8.K42.A86.Q9432", "3C"),
    ("1C: five clubs, 13 HCP, balanced: 2NT", "1C P", "A8.K42.A86.Q9432", "2NT"),
    # Opener after the single raise: a minimum passes, a good hand invites with three of the major, 19+ game
    ("1H 2H: 20 HCP and a doubleton: game", "1H P 2H P", "A8.AKQ42.K83.A32", "4H"),
    ("1S 2S: 17 HCP and a singleton: game", "1S P 2S P", "AKJ42.8.KQ83.A32", "4S"),
    ("1S 2S: 20 HCP, 5-3-2-3: game", "1S P 2S P", "AKJ42.KQ3.K3.A43", "4S"),
    ("1H 2H: 13 HCP, 5-3-3-2: pass", "1H P 2H P", "98.KQJ42.K83.A32", "P"),
    ("1S 2S: 15 HCP and a doubleton: three spades invites", "1S P 2S P", "AKJ42.83.K3.A432", "3S"),
    # Responder answers the game try: a maximum or help in the suit of the try accepts
    ("1H 2H 3D: 8 HCP and a doubleton, the top of the raise: game", "1H P 2H P 3D P", "K83.Q742.Q832.J2", "4H"),
    ("1H 2H 3D: 7 HCP, no help in diamonds: three hearts", "1H P 2H P 3D P", "K83.Q742.J832.J2", "3H"),
    ("1H 2H 3H: 9 HCP, the top of the raise: game", "1H P 2H P 3H P", "K83.Q742.Q832.Q2", "4H"),
    ("1H 2H 3H: 5 HCP: pass", "1H P 2H P 3H P", "983.Q742.Q832.J2", "P"),
    ("1S 2S 3C: the king of clubs, 8 HCP: game", "1S P 2S P 3C P", "Q42.K8.9832.K432", "4S"),
    ("1S 2S 3C: 5 HCP, no help in clubs: three spades", "1S P 2S P 3C P", "Q42.K8.9832.9432", "3S"),
    # Opener over the limit raise: game with 14+ points, pass with a minimum
    ("1H 3H: 13 HCP and a doubleton: game", "1H P 3H P", "A8.KQJ42.K83.932", "4H"),
    ("1H 3H: 11 HCP in a five-five with a singleton (more than a minimum with the fit): game", "1H P 3H P",
     "9.KQJ42.K8432.Q3", "4H"),
    ("1H 3H: 11 HCP, 5-3-3-2: pass", "1H P 3H P", "98.KQJ42.K83.Q32", "P"),
    ("1H 3H: 11 HCP, 5-4-2-2: pass", "1H P 3H P", "98.KQJ42.K832.Q3", "P"),
    ("1S 3S: 12 HCP, 5-2-3-3: pass", "1S P 3S P", "AQJ42.K8.832.Q32", "P"),
    ("1S 3S: 11 HCP: pass", "1S P 3S P", "KJ842.Q8.K82.Q32", "P"),
    ("P P 1H 3H: 13 HCP and a doubleton: game", "P P 1H P 3H P", "A8.KQJ42.K83.932", "4H"),
    ("P P 1H 3H: 11 HCP: pass", "P P 1H P 3H P", "98.KQJ42.K83.Q32", "P"),
    # Opener over Jacoby 2NT: a singleton at three, a good five-card second suit at four, 3M 18+, 3NT 15–17, 4M minimum
    ("1H 2NT: 13 HCP, no shortness: four hearts", "1H P 2NT P", "A8.KQJ42.K832.32", "4H"),
    ("1H 2NT: a singleton spade: three spades", "1H P 2NT P", "A.KQJ42.K832.832", "3S"),
    ("1H 2NT: 13 HCP, 2-5-2-4: four hearts", "1H P 2NT P", "A8.KQJ42.K8.9832", "4H"),
    ("1H 2NT: 19 HCP, no shortness: three hearts", "1H P 2NT P", "A8.KQJ42.KQ83.A3", "3H"),
    ("1H 2NT: AKJ83 of diamonds: four diamonds", "1H P 2NT P", "8.KQJ42.AKJ83.32", "4D"),
    ("1S 2NT: AKJ83 of diamonds: four diamonds", "1S P 2NT P", "KQJ42.8.AKJ83.32", "4D"),
    ("1S 2NT: 15 HCP, no shortness: 3NT", "1S P 2NT P", "KQJ42.A8.K83.Q32", "3NT"),
    ("1S 2NT: 13 HCP, no shortness: four spades", "1S P 2NT P", "KQJ42.A8.K83.932", "4S"),
    ("1S 2NT: a singleton club: three clubs", "1S P 2NT P", "KQJ42.A83.K832.2", "3C"),
    # Over a 1NT answer (6–10, no fit: the booklet's 1NT is not forcing) opener's second suit and the raises
    ("1H 1NT 2C: 10 HCP, three hearts: three hearts invites", "1H P 1NT P 2C P", "K8.Q42.Q832.K832", "3H"),
    ("1S 1NT 2D: 9 HCP, three spades and five clubs: three spades", "1S P 1NT P 2D P", "Q82.K8.932.KJ832", "3S"),
    ("1S 1NT 2H: 9 HCP, three spades: three spades", "1S P 1NT P 2H P", "Q82.K8.932.KJ832", "3S"),
    ("1H 1NT 2C: 9 HCP and five clubs: three clubs invites", "1H P 1NT P 2C P", "82.Q7.KJ932.QJ76", "3C"),
    ("1S 1NT 2C: two spades and four clubs, 4 HCP: pass", "1S P 1NT P 2C P", "82.K876.932.J763", "P"),
    ("1S 1NT 2C: two spades and three clubs: pass (seven cards either way, the lower)", "1S P 1NT P 2C P",
     "82.K876.J932.Q76", "P"),
    ("1S 1NT 2D: two spades and three diamonds: pass", "1S P 1NT P 2D P", "82.K8763.Q32.J76", "P"),
    ("1S 1NT 2H: four hearts, 8 HCP and a singleton: three hearts", "1S P 1NT P 2H P", "8.QJ62.K932.Q763", "3H"),
    ("1S 1NT 2H: four hearts, 3 HCP: pass", "1S P 1NT P 2H P", "8.Q762.9832.J763", "P"),
    ("1S 1NT 2H: three hearts, 6 HCP: pass", "1S P 1NT P 2H P", "82.Q76.K932.J763", "P"),
    ("1H 1NT 2NT: 8 HCP: game", "1H P 1NT P 2NT P", "K83.42.Q832.K832", "3NT"),
    ("1H 1NT 2NT: 6 HCP: pass", "1H P 1NT P 2NT P", "K83.42.Q832.J832", "P"),
    ("1H 1NT 3H: 7 HCP and two hearts: game", "1H P 1NT P 3H P", "K83.42.Q832.Q832", "4H"),
    ("1H 1NT 3H: 3 HCP: pass", "1H P 1NT P 3H P", "983.42.Q832.J832", "P"),
    # Raising opener's second suit with four cards, and the simple preference
    ("1H 1S 2C: two hearts, 8 HCP: two hearts", "1H P 1S P 2C P", "K8762.Q7.K932.76", "2H"),
    ("1H 1S 2C: four clubs and a singleton heart, 9 HCP: three clubs", "1H P 1S P 2C P", "K876.7.KJ32.Q765", "3C"),
    ("1H 1S 2C: four clubs, 7 HCP: pass", "1H P 1S P 2C P", "K876.7.KJ32.9765", "P"),
    ("1H 1S 2D: four diamonds, 3 HCP: pass", "1H P 1S P 2D P", "K876.7.8732.9765", "P"),
    ("1D 1S 2C: four clubs and two diamonds: pass", "1D P 1S P 2C P", "K8762.Q7.K2.9765", "P"),
    ("1D 1H 2C: four clubs and two diamonds: pass", "1D P 1H P 2C P", "K8.Q8762.K2.9765", "P"),
    ("1C 1S 2H (a reverse): four hearts, 7 HCP: three hearts", "1C P 1S P 2H P", "KJ76.Q762.32.J63", "3H"),
    ("1C 1H 1S: four spades, 7 HCP: two spades", "1C P 1H P 1S P", "KJ76.Q762.32.J63", "2S"),
    ("1C 1H 1S: four spades, 13 HCP: game", "1C P 1H P 1S P", "KJ76.Q762.A2.K63", "4S"),
    ("1C 1H 1S: four spades, 11 HCP and a doubleton: three spades invites", "1C P 1H P 1S P", "KJ76.QJ62.A2.963", "3S"),
    ("1D 1H 1S: four spades, 6 HCP and a singleton: two spades", "1D P 1H P 1S P", "K976.QJ62.2.9763", "2S"),
    # Opener raises responder's major: 2 with 12–16, 3 with 17–18 (points with shortness), 4 with 19+
    ("1C 1H: four hearts, 14 HCP: two hearts", "1C P 1H P", "K8.QJ62.K32.AJ63", "2H"),
    ("1C 1H: four hearts, 18 HCP and two doubletons: game", "1C P 1H P", "K8.QJ62.A2.AKJ63", "4H"),
    ("1C 1H: four hearts, 17 HCP: three hearts", "1C P 1H P", "K8.QJ62.AQ2.AJ63", "3H"),
    ("1D 1S: four spades, 14 HCP and a singleton (17 points): three spades", "1D P 1S P", "K872.8.AKJ63.K63", "3S"),
    ("1D 1S: four spades, 18 HCP and a singleton: game", "1D P 1S P", "AK72.8.AKJ63.K63", "4S"),
    ("1D 1S: three spades, four clubs: two clubs", "1D P 1S P", "K72.8.AKJ63.K763", "2C"),
    # After a two-over-one, responder's game with three trumps; opener's game with the fit
    ("1H 2C 2H: three hearts, 13 HCP: game", "1H P 2C P 2H P", "K8.Q72.K2.AJ9765", "4H"),
    ("1S 2D 2S: three spades, 13 HCP: game", "1S P 2D P 2S P", "K82.Q72.AKJ97.65", "4S"),
    ("1H 1S 1NT: three hearts, 9 HCP and a doubleton: three hearts invites", "1H P 1S P 1NT P", "AQ87.K42.32.9765", "3H"),
    ("1H 1S 1NT: three hearts, 12 HCP and a doubleton: game", "1H P 1S P 1NT P", "AQ87.KJ2.32.Q965", "4H"),
    ("1H 1S 2C: three hearts, 12 HCP and a doubleton: game", "1H P 1S P 2C P", "AQ87.KJ2.32.Q965", "4H"),
    # Responder's invitation with three suits bid: three cards in opener's first suit, a minor, jump to three of it;
    # else the fourth suit stopped and no singleton, 2NT. The fourth suit forces to game: it waits for 13+
    ("1D 1S 2C: three diamonds, 11 HCP: three diamonds invites", "1D P 1S P 2C P", "K8762.Q7.KJ2.Q65", "3D"),
    ("1D 1S 2C: three diamonds, 10 HCP: two diamonds", "1D P 1S P 2C P", "K8762.Q7.KJ2.J65", "2D"),
    ("1D 1S 2C: three diamonds, 10 HCP with QJ: two diamonds", "1D P 1S P 2C P", "K8762.Q7.QJ2.Q65", "2D"),
    ("1D 1S 2C: three diamonds, 13 HCP: the fourth suit", "1D P 1S P 2C P", "K8762.Q7.KJ2.A65", "2H"),
    ("1D 1S 2C: two diamonds, hearts stopped, 11 HCP: 2NT", "1D P 1S P 2C P", "K8762.Q72.KJ.Q65", "2NT"),
    ("1D 1S 2C: six spades, 11 HCP: three spades", "1D P 1S P 2C P", "K87652.Q7.KJ2.Q6", "3S"),
    ("1H 1S 2C: two hearts, diamonds stopped, 11 HCP, 5-2-4-2: 2NT", "1H P 1S P 2C P", "K8762.Q7.KJ32.Q6", "2NT"),
    ("1H 1S 2C: two hearts, 10 HCP, 5-2-4-2: two hearts", "1H P 1S P 2C P", "K8762.Q7.KJ32.J6", "2H"),
    ("1H 1S 2C: a singleton heart, 11 HCP: the fourth suit, not 2NT", "1H P 1S P 2C P", "K8762.7.KJ32.KJ6", "2D"),
    ("1H 1S 2D: two hearts, clubs stopped, 11 HCP, 5-2-2-4: 2NT", "1H P 1S P 2D P", "K8762.Q7.Q6.KJ32", "2NT"),
    ("1C 1H 1S: three diamonds, 11 HCP, balanced: 2NT", "1C P 1H P 1S P", "K7.Q8762.KJ2.Q65", "2NT"),
    ("1D 1S 2C 3D: 14 HCP: 3NT", "1D P 1S P 2C P 3D P", "Q3.A8.KJ863.KJ72", "3NT"),
    ("1D 1S 2C 3D: 12 HCP and a singleton heart: pass", "1D P 1S P 2C P 3D P", "Q32.5.KQ653.AJ97", "P"),
    # Opener over responder's invitational 2NT: a minimum with three cards in responder's major and a singleton or
    # void shows the support at three rather than leaving partner in no trump; no singleton, or two cards: pass
    ("1H 1S 2C 2NT: three spades and a void, 11 HCP: three spades", "1H P 1S P 2C P 2NT P", "QJT.KQ653..QJT97",
     "3S"),
    ("1H 1S 2C 2NT: three spades and a singleton, 13 HCP: three spades", "1H P 1S P 2C P 2NT P",
     "QJ2.KQ653.2.AJ97", "3S"),
    ("1D 1S 2C 2NT: three spades and a singleton heart: three spades", "1D P 1S P 2C P 2NT P",
     "Q32.5.KQ653.AJ97", "3S"),
    ("1D 1H 2C 2NT: three hearts and a singleton spade: three hearts", "1D P 1H P 2C P 2NT P",
     "5.QJ2.KQ653.AJ97", "3H"),
    ("1H 1S 2C 2NT: three spades, no singleton: pass", "1H P 1S P 2C P 2NT P", "QJ2.KQ653.32.AJ9", "P"),
    ("1H 1S 2C 2NT: two spades and a singleton: pass", "1H P 1S P 2C P 2NT P", "Q2.KQ653.2.AJ976", "P"),
    ("1H 1S 2C 2NT: two spades, 12 HCP: pass", "1H P 1S P 2C P 2NT P", "J2.KQ653.Q2.AJ97", "P"),
    ("1H 1S 2C 2NT: 17 HCP: game", "1H P 1S P 2C P 2NT P", "J2.AKQ53.Q2.AJ97", "3NT"),
    # Opener over the minor limit raise with game values: all side suits stopped 3NT; one unstopped and no singleton
    # or void, the cheapest stopped side suit at three looks for 3NT before five of the minor; a singleton, five
    ("1D 3D: 16 HCP, spades unstopped, 2-3-5-3: three hearts", "1D P 3D P", "32.AQ3.AK986.K98", "3H"),
    ("1C 3C: 16 HCP, diamonds Q6: three hearts", "1C P 3C P", "AJ8.K32.Q6.AQ763", "3H"),
    ("1C 3C: 14 HCP, diamonds J6: three hearts", "1C P 3C P", "AJ8.K32.J6.KQ763", "3H"),
    ("1D 3D: 16 HCP, spades Q2: three hearts", "1D P 3D P", "Q2.A83.KQJ86.A98", "3H"),
    ("1D 3D: 16 HCP and a singleton spade: five diamonds", "1D P 3D P", "3.AQ32.AK986.K98", "5D"),
    ("1C 3C: 15 HCP and a singleton diamond: five clubs", "1C P 3C P", "AJ8.K32.6.AQ7653", "5C"),
    ("1C 3C: every side suit stopped, 17 HCP: 3NT", "1C P 3C P", "AJ8.K32.K6.AQ763", "3NT"),
    ("1D 3D: 11 HCP: pass", "1D P 3D P", "32.Q83.KQJ86.A98", "P"),
    ("1D 3D: 14 HCP, hearts unstopped: three spades", "1D P 3D P", "AQ3.32.K863.AJ98", "3S"),
    ("1C 3C 3H: diamonds (the suit skipped) stopped: 3NT", "1C P 3C P 3H P", "92.Q4.K83.KJ9842", "3NT"),
    ("1D 3D 3H: a singleton heart, spades and clubs stopped: 3NT", "1D P 3D P 3H P", "K92.4.K832.Q9842", "3NT"),
    ("1D 3D 3H: spades unstopped: four diamonds", "1D P 3D P 3H P", "92.K4.K832.Q9842", "4D"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
