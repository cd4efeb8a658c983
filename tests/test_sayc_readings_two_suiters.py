"""The ``sayc`` system's later calls where they rest on reading partner's call as the robot makes it: 2NT straight
over their takeout double of our minor is the limit raise of it (five trumps, 9+ HCP, not balanced), not a natural
13+ 2NT; 2NT over their raise of a major at two shows five-five in the minors at 6+ HCP, not the balancing 14–17 of
2NT over a weak two; opener's return to the suit of responder's cue-bid raise over their two-suiter at the cheapest
level is the minimum, and the jump to game accepts, neither with more length; responder's new suit over their two-suiter, not the cue-bid raise, is a
six-card suit to play. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where
the booklet is silent the reason is mainstream SAYC practice (the Law of Total Tricks). Neighbouring hands that keep
their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # 1m (X) 2NT: five of my minor and 9+ HCP, not a balanced 13+: ten trumps compete at four, no penalty double.
    ("1C (X) 2NT (3H): partner's five clubs and my five make ten, 12 HCP opposite a limit raise: 4C, not a double",
     "1C X 2NT 3H", "Q2.752.AJ3.QJ852", "4C"),
    ("1C (X) 2NT (3H): four clubs, nine trumps: three was the limit, pass", "1C X 2NT 3H", "Q2.752.AJ32.QJ85", "P"),
    ("1C (X) 2NT (3S): 16 HCP and their spades held twice: 3NT opposite the limit raise still", "1C X 2NT 3S",
     "AK2.K73.Q4.KJ852", "3NT"),
    # 2NT over their raise of a major at two: the minors, five-five, not a balanced 14–17 with their suit stopped.
    ("1S P 2S P P 2NT P 3C 3S: five clubs opposite partner's five make ten: 4C, not 3NT without a spade stopper",
     "1S P 2S P P 2NT P 3C 3S P P", "K2.Q73.K84.QJ532", "4C"),
    ("1H P 2H P P 2NT P 3D 3H: five diamonds opposite the minors' five: 4D, not 3NT", "1H P 2H P P 2NT P 3D 3H P P",
     "K2.Q73.KJ842.Q53", "4D"),
    ("1S P 2S P P 2NT P 3C 3S: four clubs, nine trumps: pass", "1S P 2S P P 2NT P 3C 3S P P", "K2.Q732.K84.QJ53", "P"),
    ("2S P P 2NT: over their weak two the balancing 2NT is 14–17 balanced: 11 HCP make game, 3NT", "2S P P 2NT P",
     "K2.Q73.K84.QJ532", "3NT"),
    # Opener's 3H over my cue-bid raise of hearts over their two-suiter is the minimum, five hearts, not six.
    ("1H (2H) 2S P 3H (3S): four hearts opposite five make nine, a limit raise opposite a minimum: pass, not 4H",
     "1H 2H 2S P 3H 3S", "K52.QJ73.K84.Q52", "P"),
    ("1H (2H) 2S P 3H (3S): five hearts, ten trumps: 4H", "1H 2H 2S P 3H 3S", "K2.QJ763.K84.Q52", "4H"),
    ("1H (2H) 2S P 3H (3S): 13 HCP, game opposite an opening: 4H", "1H 2H 2S P 3H 3S", "K2.QJ73.A842.Q52", "4H"),
    ("1S (2D) 3D P 3S (4D): after the plain cue-bid raise too, four spades opposite five make nine: pass",
     "1S 2D 3D P 3S 4D", "Q752.K3.K84.Q952", "P"),
    # Opener's jump to game over the cue-bid raise accepts the invitation: values, not a sixth trump.
    ("1S (2D) 3D P 4S (5D): four spades opposite five, nine trumps: double their save, not 5S", "1S 2D 3D P 4S 5D",
     "Q752.K3.K84.Q952", "X"),
    ("1S (2D) 3D P 4S (5D): five spades, ten trumps: 5S", "1S 2D 3D P 4S 5D", "Q7532.K3.K84.Q92", "5S"),
    ("1H (2NT) 3C P 4H (5C): four hearts opposite five, nine trumps: double, not 5H", "1H 2NT 3C P 4H 5C",
     "K2.QJ73.K84.Q952", "X"),
    ("1H (2NT) 3C P 4H (5C): five hearts, ten trumps: 5H", "1H 2NT 3C P 4H 5C", "K2.QJ732.K84.Q95", "5H"),
    # Responder's new suit over their two-suiter (not the cue-bid raise) is six cards, to play.
    ("1H (2H) 3C (3S): partner's six clubs and my four make ten: 4C", "1H 2H 3C 3S", "A2.AJ973.K4.K952", "4C"),
    ("1H (2H) 3C (3S): three clubs, nine trumps: three was the limit, pass", "1H 2H 3C 3S", "A2.AJ973.K84.K52", "P"),
    ("1D (2D) 3C (3S): four clubs opposite partner's six make ten: 4C", "1D 2D 3C 3S", "A2.K3.AQ984.Q952", "4C"),
    ("1D (2D) 3C (3S): three clubs, nine trumps: pass", "1D 2D 3C 3S", "A2.KJ3.AQ984.Q52", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
