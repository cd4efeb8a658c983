"""The ``sayc`` system's later calls where they rest on what partner's earlier calls showed: partner's
two-suited overcall (the unusual 2NT, Michaels) shows five cards in each of its suits and is not balanced, so the
advancer competes again by the total trumps, and the advancer's preference to one of them shows three cards,
not a suit of its own; opener's raise of my suit is support, not a second suit that would
make the opened minor four cards long; opener's return to the suit of my cue-bid raise shows the minimum and no
more length; opener's second suit at the one level leaves the opened minor three cards long. Each is (the reason, the auction so far with North dealing, the hand
to call, the call); where the booklet is silent the reason is mainstream SAYC practice (the Law of Total Tricks).
Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Michaels over a minor shows five hearts and five spades: my four hearts make nine, worth three.
    ("1C (2C) P (2H) 3C: four hearts opposite partner's Michaels, nine trumps: 3H", "1C 2C P 2H 3C P P",
     "Q83.J943.K82.952", "3H"),
    ("1C (2C) P (2H) 3C: five hearts, ten trumps: 3H", "1C 2C P 2H 3C P P", "Q83.J9432.K82.95", "3H"),
    ("1C (2C) P (2H) 3C: three hearts, eight trumps: no higher than two, pass", "1C 2C P 2H 3C P P",
     "Q83.J94.K832.952", "P"),
    ("1D (2D) P (2S) 3D: four spades opposite Michaels' five: 3S", "1D 2D P 2S 3D P P", "Q943.J83.K82.952", "3S"),
    # The unusual 2NT over 1H shows five clubs and five diamonds, not a balanced hand with two clubs.
    ("1H (2NT) P (3C) 3H: five clubs opposite the unusual 2NT, ten trumps: 4C", "1H 2NT P 3C 3H P P",
     "83.943.K82.QJ952", "4C"),
    ("1H (2NT) P (3C) 3H: four clubs, nine trumps: three is the limit, pass", "1H 2NT P 3C 3H P P",
     "83.9432.K82.QJ95", "P"),
    ("1H (2NT) P (3D) 3H: four diamonds, nine trumps: pass", "1H 2NT P 3D 3H P P", "832.943.QJ95.K82", "P"),
    ("1H (2NT) 3H (4C) P P 4H: six clubs, eleven trumps: 5C", "1H 2NT 3H 4C P P 4H", "83.94.K82.QJ9532", "5C"),
    ("1H (2NT) 3H (4C) P P 4H: five clubs, ten trumps: the four level was enough, pass", "1H 2NT 3H 4C P P 4H",
     "83.9432.K8.QJ953", "P"),
    ("1S (2NT) 3S (4C) 4S: five clubs, ten trumps, little defence: the save, 5C", "1S 2NT 3S 4C 4S P P",
     "8.9432.K82.QJ952", "5C"),
    ("1S (2NT) 3S (4C) 4S: four clubs, nine trumps: no save, pass", "1S 2NT 3S 4C 4S P P", "8.9432.K832.QJ95", "P"),
    # Opener's raise of my major is support, not a second suit: 1C and the raise show three clubs, not four.
    ("1C (1D) 1S (2D) 2S: four clubs are no club fit, and 9 HCP opposite the competitive raise pass",
     "1C 1D 1S 2D 2S P", "JT75.AJ.T98.QJ63", "P"),
    ("1C (1D) 1H (2D) 2H: four clubs, 9 HCP: pass, not a club try", "1C 1D 1H 2D 2H P", "AJ.JT75.T98.QJ63", "P"),
    ("1C (1D) 1S (2D) 2S: four clubs and 10 HCP: the invitation in spades, not a club try", "1C 1D 1S 2D 2S P",
     "JT75.AJ.T98.KJ63", "3S"),
    ("1C (1D) 1S (2D) 2S: 8 HCP, four clubs: pass", "1C 1D 1S 2D 2S P", "JT75.AJ8.T98.K63", "P"),
    ("1C (1D) 1S (2D) 2S: 12 HCP and four spades: game in the raised major", "1C 1D 1S 2D 2S P", "JT75.AK.T98.KQ63", "4S"),
    ("1C 1S 2S uncontested: the raise shows four spades, 9 HCP and a doubleton invite in the major, 3S",
     "1C P 1S P 2S P", "JT75.AJ.T98.KJ63", "3S"),
    # Opener's return to the suit of my cue-bid raise at the cheapest level is the minimum, with no more length: 1C and
    # 3C still show three clubs, so four clubs are no fit, and game values look for 3NT.
    ("1C (1S) 2S 3C: 13 HCP and four clubs, no spade stopper: game values ask for one with 3S", "P 1C 1S 2S P 3C P",
     "Q4.QT9.AKQ7.8654", "3S"),
    ("1C (1S) 2S 3C: 12 HCP, a limit raise opposite the minimum: pass", "P 1C 1S 2S P 3C P", "Q4.QT9.AKJ7.8654", "P"),
    ("1C (1S) 2S 3C: 10 HCP: pass", "P 1C 1S 2S P 3C P", "Q4.QT9.KJ87.8654", "P"),
    ("1C (1S) 2S 3C: 16 HCP with the spades stopped: 3NT", "P 1C 1S 2S P 3C P", "KJ4.QT9.AKQ7.865", "3NT"),
    # Opener's second suit at the one level (1C 1H 1S, up the line) leaves the better minor three cards long: four
    # clubs are no fit yet, and 10 HCP make no game force.
    ("1C 1H 1S: 10 HCP, five hearts, four clubs: 1NT, not the fourth suit forcing to game", "1C P 1H P 1S P",
     "8.AQ743.J96.K972", "1NT"),
    ("1C 1H 1S: 11 HCP and four clubs: the jump preference invites", "1C P 1H P 1S P", "8.AQ743.Q96.K972", "3C"),
    ("1C 1H 1S: five clubs and 10 HCP: the jump preference", "1C P 1H P 1S P", "8.AQ743.J9.KJ972", "3C"),
    ("1C 1H 1S: 13 HCP and four clubs: game", "1C P 1H P 1S P", "8.AQ743.A96.K972", "3NT"),
    # The advancer's cheapest bid of one of my two-suiter's suits is a preference (three cards may be all), not a suit
    # of partner's own: my five and the preference make eight, worth the two level; the two-suiter has told its story.
    ("1H (2H) X (2S) 3H: Michaels with five spades opposite the preference: pass", "P 1H 2H X 2S 3H",
     "AQ864.T.J8.AT643", "P"),
    ("1C (2C) P (2H) X P 3C: Michaels, five hearts opposite the preference: pass", "P P 1C 2C P 2H X P 3C P P",
     "KQT94.KQJ65.J2.3", "P"),
    ("1H (2H) X (2S) 3H: six spades make nine: 3S", "P 1H 2H X 2S 3H", "AQ8642.T.J8.AT64", "3S"),
    ("1C (2C) P (2H) X P 3C: six hearts make nine: 3H", "P P 1C 2C P 2H X P 3C P P", "KQT9.KQJ653.J2.3", "3H"),
    ("1H (2H) X (2S) 3H: the strong Michaels (17 HCP) bids again: 4S", "P 1H 2H X 2S 3H", "AQ864.T.A8.AK643", "4S"),
    ("1H (2H) X (3S): partner's jump invites: game with five spades and 11 HCP", "P 1H 2H X 3S P", "AQ864.T.J8.AT643",
     "4S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_reading_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
