"""The ``sayc`` system's calls as a teacher marks them on the robot's own auctions over random deals:
responder's second five-card suit after opener's rebid at two, the minimum opener opposite a jump shift, and
opener's second suit rather than a reopening double that would promise the unbid major. Each is (the reason, the
auction so far with North dealing, the hand to call, the call); where the booklet is silent the reason is
mainstream SAYC practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's new suit after opener's rebid at two is forcing: five spades are shown before 3NT.
    ("after 1D 2C 2D: six clubs, five spades, two singletons and 16 HCP: 2S, not 3NT", "1D P 2C P 2D P",
     "KQT97.K.J.AQT742", "2S"),
    ("after 1D 2C 2D: five spades, five clubs, a singleton heart and 15 HCP: 2S", "1D P 2C P 2D P",
     "KQT97.2.KJ.AQT74", "2S"),
    ("after 1D 1S 2D: five spades, six clubs and game values: the second suit, 3C forcing", "1D P 1S P 2D P",
     "KQT97.K.J.AQT742", "3C"),
    ("after 1D 2C 2D: balanced 16 HCP with no second suit: 3NT", "1D P 2C P 2D P", "KQ7.KJ2.J3.AQT74", "3NT"),
    ("after 1D 2C 3D: five spades and six clubs still show the spades, 3S", "1D P 2C P 3D P", "KQT97.K.J.AQT742", "3S"),
    # Over partner's jump shift (19+, unlimited) a minimum opener shows the fit and leaves the slam to partner.
    ("after 1H 2S 3H 3S: 11 HCP and two spades: 4S, not Blackwood", "1H P 2S P 3H P 3S P", "K3.KJ5432.J6.K98", "4S"),
    ("after 1H 2S 3H 3S: 13 HCP and two spades: still a minimum, 4S", "1H P 2S P 3H P 3S P", "K3.KJ5432.Q6.K98", "4S"),
    ("after 1H 2S 3H 3S: 15 HCP and a spade fit: extras, Blackwood", "1H P 2S P 3H P 3S P", "K3.AKJ543.Q6.K98", "4NT"),
    # Opener's reopening double promises support for the unbid suits: 5-5 with two of the unbid major bids the suit.
    ("1D P P 1H: 5-5 in the minors, two spades, 13 HCP: 2C, not a double that shows spades", "1D P P 1H",
     "A6.J.KQ863.QJT75", "2C"),
    ("1D P P 1H: three spades and four clubs: the reopening double", "1D P P 1H", "A63.J.KQ863.QJT7", "X"),
    ("1D P P 1H: 5-5 in the minors with 18 HCP: strong enough to double", "1D P P 1H", "A6.J.AKQ63.AJT75", "X"),
    ("1D P P 1H: six diamonds, two spades: the diamonds again", "1D P P 1H", "A6.J.KQ8632.QJT7", "2D"),
    # Their cue bid of my overcalled major is not partner's: partner's jump to game over it is a preemptive raise.
    ("1H (1S) 2S (4S): the overcaller with 16 HCP passes partner's preemptive game raise", "1H 1S 2S 4S P",
     "KJ643..AJ65.AK73", "P"),
    ("1H (1S) P (2H): partner's cue bid is a limit raise: 16 HCP and five spades bid game", "1H 1S P 2H P",
     "KJ643..AJ65.AK73", "4S"),
    ("1H (1S) P (2H): partner's cue bid is a limit raise: a minimum overcall bids 2S", "1H 1S P 2H P",
     "KJ643.2.J765.K73", "2S"),
    # Partner's jump raise of my major over their bid shows 16-18 and four trumps: the fit is known, not 3NT.
    ("1C (X) 1S (2H) 3S: four spades and 9 HCP accept with 4S, not 3NT", "1C X 1S 2H 3S P", "QJ52.QT65.AT6.73", "4S"),
    ("1C (X) 1H (1S) 3H: four hearts and 9 HCP accept with 4H", "1C X 1H 1S 3H P", "QT52.QJ65.AT6.73", "4H"),
    ("1C (X) 1S (2H) 3S: four spades and 5 HCP decline", "1C X 1S 2H 3S P", "QJ52.QT65.T96.73", "P"),
    ("1C (X) 1S (2H) 2S: the single raise, 9 HCP pass", "1C X 1S 2H 2S P", "QJ52.QT65.AT6.73", "P"),
    # Their no trump raised shows the balance of strength: opener neither doubles nor bids no trump over it.
    ("1C (1NT) P (2NT): 13 HCP and a doubleton pass, no double", "1C 1NT P 2NT", "KQ6.Q7.K73.K9753", "P"),
    ("1C (1NT) P (2NT): 19 HCP balanced pass: they have shown 23+, no 3NT", "1C 1NT P 2NT", "AQ6.K7.K73.AK975", "P"),
    ("1C (1NT) P (P): 18 HCP double their 1NT", "1C 1NT P P", "KQ6.Q7.KJ3.AK975", "X"),
    ("1C (1H) P (2H): 19 HCP and a doubleton heart still reopen with a double", "1C 1H P 2H", "AQ6.K7.K73.AK975", "X"),
    # A free bid over their new suit after partner's takeout double shows a suit: three cards are no suit to bid.
    ("P 1S X 2H: six spades, three cards in each minor, 8 HCP: pass, no free bid", "P 1S X 2H", "A95432.8.JT7.K87", "P"),
    ("P 1S X 2H: four clubs and 8 HCP: the free bid 3C", "P 1S X 2H", "A9543.8.JT7.K876", "3C"),
    ("P 1S X 2H: four diamonds and four clubs, 8 HCP: 3D", "P 1S X 2H", "A954.8.JT72.K876", "3D"),
    # Opener with extras does not sell out at two after partner's new suit and their raise: a second suit at three.
    ("1D (1H) 1S (2H): 16 HCP, five diamonds and four clubs: 3C", "1D 1H 1S 2H", "AJ.72.AQJT9.KJ65", "3C"),
    ("1C (1H) 1S (2H): 16 HCP, five clubs and four diamonds: 3D", "1C 1H 1S 2H", "AJ.72.KJ65.AQJT9", "3D"),
    ("1D (1H) 1S (2H): 13 HCP, five diamonds and four clubs: a minimum passes", "1D 1H 1S 2H", "AJ.72.QJT98.KJ65", "P"),
    # Opposite partner's no trump rebid a slam in no trump needs 33 HCP: a minor fit's shortness counts nothing there.
    ("1D 1H 1NT: 19 HCP and a singleton club, 31 HCP together: no 6NT", "1D P 1H P 1NT P", "AKT2.AJ98.AQJ2.5", "3NT"),
    ("1D 1H 1NT: 22 HCP, 34 together: 6NT", "1D P 1H P 1NT P", "AKT2.AJ98.AQJ2.K", "6NT"),
    ("1D 1H 2NT: 14 HCP and a singleton club opposite 18-19: the five-card major, not 6NT", "1D P 1H P 2NT P",
     "AK8.K9843.A862.6", "3H"),
    # Balancing is done at the three level at most: over their invitation declined at three they hold the values.
    ("1S P 3S P P: six diamonds and 10 HCP pass, no 4D", "1S P 3S P P", "K92.K3.KJ7432.T2", "P"),
    ("1S P 3S P P: five hearts and 10 HCP pass", "1S P 3S P P", "K92.KJ743.K32.T2", "P"),
    ("1D P 2D P P: six clubs and 10 HCP balance with 3C", "1D P 2D P P", "K92.T2.K3.KJ7432", "3C"),
    # Their Michaels cue bid of our major leaves it ours: over their game our fit is bid again as over a natural overcall.
    ("1S (2S) 3H (4H): seven spades and a void opposite the cue-bid raise: 4S, not a double", "1S 2S 3H 4H",
     "KJ96543.Q3.AQ73.", "4S"),
    ("1S (2S) 3H (4H): five spades and a singleton club: 4S", "1S 2S 3H 4H", "KJ965.Q93.AQ73.4", "4S"),
    ("1S (2H) 3H (4H): the natural overcall, seven spades: 4S as before", "1S 2H 3H 4H", "KJ96543.Q3.AQ73.", "4S"),
    # Opener over partner's negative double: five-five shows the second suit at two rather than rebidding five.
    ("1D (1S) X: five diamonds, five clubs, 15 HCP: 2C", "1D 1S X P", "K.54.KJ875.AKJT2", "2C"),
    ("1D (1S) X: five diamonds, four clubs: 2D", "1D 1S X P", "K2.54.KJ875.AKJ2", "2D"),
    ("1S (2D) X: five spades and five clubs, the clubs only at three: 2S", "1S 2D X P", "KJ875.5.K2.AKJT2", "2S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
