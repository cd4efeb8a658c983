"""The ``sayc`` system on opener's second call, set as a teacher's quiz: plain cases and their boundaries by
opener's strength (minimum 12–15, medium 16–18, maximum 19–21) and shape, after a one-level new suit, a
two-over-one, 1NT, the single and the limit raise, and when they bid after partner's answer (a hand, the auction
so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # After a one-level new suit: the raise by support points, 1NT and 2NT by HCP
    ("1D 1S: four spades, 13 HCP: the single raise", "1D P 1S P", "K842.A3.KJ52.Q43", "2S"),
    ("1D 1S: four spades, 16 HCP and two doubletons: the jump raise", "1D P 1S P", "AQ84.A3.KQJ52.43", "3S"),
    ("1D 1S: four spades, 18 HCP and a singleton: game", "1D P 1S P", "AQ84.A.AKJ52.843", "4S"),
    ("1D 1S: 12 HCP balanced, two spades: 1NT", "1D P 1S P", "K3.QJ4.KJ52.Q843", "1NT"),
    ("1D 1S: 14 HCP balanced: 1NT, the top of it", "1D P 1S P", "K3.AJ4.KJ52.Q843", "1NT"),
    ("1D 1S: 18 HCP balanced: the jump to 2NT", "1D P 1S P", "K3.AQ4.KJ52.AJ43", "2NT"),
    ("1D 1S: 19 HCP balanced: the jump to 2NT, the top of it", "1D P 1S P", "K3.AQ4.KJ52.AQ43", "2NT"),
    ("1C 1H: 19 HCP balanced with five clubs: 2NT", "1C P 1H P", "K3.AQ4.KJ5.AQ432", "2NT"),
    ("1C 1D: 12 HCP, 3-3-2-5: 1NT, not the five-card suit again", "1C P 1D P", "K84.J32.Q5.AQ843", "1NT"),
    ("1C 1H: 13 HCP, 3-3-2-5: 1NT", "1C P 1H P", "K84.J32.Q5.AQJ84", "1NT"),
    ("1D 1H: 13 HCP, 3-3-5-2: 1NT", "1D P 1H P", "K84.Q32.AQJ84.J5", "1NT"),
    ("1H 1S: 13 HCP, 2-5-3-3: 1NT, not the five-card hearts again", "1H P 1S P", "K4.AQJ84.Q32.J53", "1NT"),
    # The suit rebid and the jump rebid
    ("1D 1S: six diamonds, 13 HCP: 2D", "1D P 1S P", "K3.Q4.AKJ852.943", "2D"),
    ("1D 1S: six good diamonds, 15 HCP: the jump rebid", "1D P 1S P", "K3.A4.AKJ852.943", "3D"),
    ("1H 1S: six hearts, 12 HCP: 2H", "1H P 1S P", "K3.AQJ984.Q52.43", "2H"),
    # New suits: non-reverse, reverse, jump shift; the major at one
    ("1H 1S: five hearts, four clubs, 15 HCP: 2C", "1H P 1S P", "K3.AQJ84.52.KQ43", "2C"),
    ("1H 1S: five hearts, four diamonds, 15 HCP: 2D", "1H P 1S P", "K3.AQJ84.KQ43.52", "2D"),
    ("1D 1S: four hearts, five diamonds, 17 HCP: the reverse", "1D P 1S P", "3.AQ84.AKJ84.K43", "2H"),
    ("1D 1S: four hearts, five diamonds, 13 HCP: too weak to reverse, 2D", "1D P 1S P", "3.KJ84.AQJ84.Q43", "2D"),
    ("1D 1H: four spades, 19 HCP: the jump shift", "1D P 1H P", "AKJ4.3.AKJ84.K43", "2S"),
    ("1H 1S: four diamonds, 19 HCP: the jump shift", "1H P 1S P", "K3.AKJ84.AKJ4.43", "3D"),
    ("1C 1H: four spades, 19 HCP: the jump shift", "1C P 1H P", "AKJ4.3.K43.AKJ84", "2S"),
    ("1C 1H: four spades, 4-2-3-4, 13 HCP: 1S, not 1NT", "1C P 1H P", "KJ84.32.A52.KQ43", "1S"),
    ("1D 1H: four spades, 4-1-4-4, 13 HCP: 1S", "1D P 1H P", "KJ84.3.AQ52.K843", "1S"),
    ("1D 1H: four spades, 16 HCP: 1S, no jump", "1D P 1H P", "AJ84.3.AQ52.KQ43", "1S"),
    ("1C 1D: four spades and five clubs: 1S", "1C P 1D P", "KJ84.A32.5.AQ843", "1S"),
    ("1C 1H: four of each major: the heart raise before the spades", "1C P 1H P", "KJ84.Q432.A5.K43", "2H"),
    ("1D 1H: four hearts, 19 HCP and a singleton: game", "1D P 1H P", "A.KJ32.AKJ43.K43", "4H"),
    # After a two-over-one
    ("1S 2C: six spades, 13 HCP: 2S", "1S P 2C P", "AQJ843.K52.Q4.J4", "2S"),
    ("1S 2H: three hearts, 12 HCP: the raise", "1S P 2H P", "AQ843.K52.Q43.J4", "3H"),
    ("1S 2D: four diamonds, 12 HCP: the raise", "1S P 2D P", "AQ843.K5.Q432.J4", "3D"),
    ("1S 2C: four clubs, 12 HCP: the raise", "1S P 2C P", "AQ843.K5.J4.Q432", "3C"),
    ("1H 2C: 14 HCP balanced: 2NT", "1H P 2C P", "K43.AQ843.KJ4.J4", "2NT"),
    ("1H 2C: four spades and 16 HCP: 2S, the reverse at two", "1H P 2C P", "AK43.AQ843.K4.43", "2S"),
    ("1H 2D: four spades and 15 HCP: 2S", "1H P 2D P", "AQ32.KQ843.4.A43", "2S"),
    ("1S 2C: four hearts, 13 HCP: 2H", "1S P 2C P", "AQ843.KJ42.Q4.J4", "2H"),
    ("1S 2D: four hearts, 13 HCP: 2H", "1S P 2D P", "AQ843.KJ42.4.QJ4", "2H"),
    # After 1NT
    ("1S 1NT: 18 HCP, 5-3-3-2: 2NT", "1S P 1NT P", "AKJ74.K82.AQ3.J4", "2NT"),
    ("1S 1NT: four clubs, 14 HCP: 2C", "1S P 1NT P", "AKJ74.K8.Q7.J842", "2C"),
    ("1S 1NT: four diamonds, 15 HCP: 2D", "1S P 1NT P", "AKJ74.K8.QJ72.J4", "2D"),
    ("1S 1NT: four diamonds, 19 HCP and a singleton: the jump shift", "1S P 1NT P", "AKJ74.3.AKJ4.K42", "3D"),
    ("1H 1NT: six hearts, 12 HCP: 2H", "1H P 1NT P", "K3.AQJ984.Q52.43", "2H"),
    ("1H 1NT: five-six, 14 HCP: 2C", "1H P 1NT P", "3.AKJ84.2.KQJ843", "2C"),
    ("1H 1NT: 14 HCP, 5-3-3-2: pass", "1H P 1NT P", "K3.AQJ84.Q52.Q43", "P"),
    ("1C 1NT: 18 HCP balanced: 2NT", "1C P 1NT P", "K3.AQ4.KJ5.AJ432", "2NT"),
    # After the single and the limit raise
    ("1S 2S: 13 HCP, 5-3-3-2: pass", "1S P 2S P", "AKJ74.K82.Q73.84", "P"),
    ("1H 2H: 13 HCP, 5-3-3-2: pass", "1H P 2H P", "K3.AQJ84.Q52.J43", "P"),
    ("1S 2S: six spades, 19 HCP: game", "1S P 2S P", "AKJ742.A8.AK3.84", "4S"),
    ("1D 2D: 14 HCP balanced: pass", "1D P 2D P", "K84.Q32.AQ52.K43", "P"),
    ("1D 2D: 18 HCP balanced, no opponents' suit: 3NT", "1D P 2D P", "943.AQ4.KJ43.AKJ", "3NT"),
    ("1D 3D: 13 HCP balanced: pass", "1D P 3D P", "Q84.Q32.AQ52.K43", "P"),
    ("1S 3S: 14 HCP: game", "1S P 3S P", "AKJ74.K82.K73.84", "4S"),
    ("1H 3H: 15 HCP: game", "1H P 3H P", "K3.AQJ84.K52.Q43", "4H"),
    # Over the single raise a balanced 17 (5-3-3-2) invites: its doubleton is no ruffing value to count
    ("1S 2S: 17 HCP, 5-3-3-2: the invitation, not game", "1S P 2S P", "AKJ74.K82.AQ3.84", "3S"),
    ("1H 2H: 17 HCP, 2-5-3-3: the invitation, not game", "1H P 2H P", "K3.AKJ84.KQ4.J43", "3H"),
    ("1S 2S: 17 HCP and a singleton: game", "1S P 2S P", "AKJ74.8.AQ32.K84", "4S"),
    ("1H 2H: 18 HCP, 2-5-3-3: game", "1H P 2H P", "K3.AKJ84.AQ4.J43", "4H"),
    # When they bid after partner's answer
    ("1D 1S (2H): 18 HCP balanced, hearts stopped: 2NT", "1D P 1S 2H", "K3.AQ4.KJ52.AJ43", "2NT"),
    ("1D 1S (2H): 14 HCP, two spades: pass", "1D P 1S 2H", "K3.Q42.KJ852.AJ4", "P"),
    ("1D 1S (2H): three spades, 14 HCP: the raise", "1D P 1S 2H", "K83.Q4.KJ852.AJ4", "2S"),
    ("1C 1H (1S): 14 HCP, 3-2-3-5 with spades stopped: 1NT", "1C P 1H 1S", "KJ4.J3.K52.AQ843", "1NT"),
    ("1C 1H (1S): three hearts, 15 HCP: the raise", "1C P 1H 1S", "KJ4.Q32.K52.AQ84", "2H"),
    ("1C 1H (X): three hearts, 14 HCP: the raise", "1C P 1H X", "K4.Q32.K52.AQ843", "2H"),
    ("1D 1S (X): three spades, 14 HCP: the raise", "1D P 1S X", "K83.Q4.KJ852.AJ4", "2S"),
    ("1H 1S (X): four clubs, 15 HCP: 2C", "1H P 1S X", "3.AQJ84.KJ5.KJ42", "2C"),
    ("1H 2H (3C): 13 HCP: pass", "1H P 2H 3C", "K3.AQJ84.Q52.J43", "P"),
    ("1S 2S (3H): six spades, 19 HCP: game", "1S P 2S 3H", "AKJ742.A8.AK3.84", "4S"),
    # More of the same: raises of a minor answer, 1NT answers, two-over-ones, limit raises and their bids
    ("1C 1D: four diamonds, 13 HCP: the single raise", "1C P 1D P", "K8.A3.Q952.KJ843", "2D"),
    ("1D 1NT: four clubs, 14 HCP: 2C", "1D P 1NT P", "K8.A3.KJ852.QJ84", "2C"),
    ("1C 1NT: six good clubs, 16 HCP: the jump rebid", "1C P 1NT P", "K8.A3.J84.AKJ852", "3C"),
    ("1H 1NT: five-five, 20 HCP: the jump shift", "1H P 1NT P", "A4.AKJ84.4.AKJ43", "3C"),
    ("1S 2C: 18 HCP, 5-3-3-2: 3NT", "1S P 2C P", "AK843.KJ2.AQ4.J4", "3NT"),
    ("1S 2H: a singleton heart, four diamonds, 15 HCP: 3D", "1S P 2H P", "AQ843.5.AQ43.K42", "3D"),
    ("1S 2H: a singleton heart, four diamonds, 12 HCP: 2S, too weak for three", "1S P 2H P", "AQ843.5.KJ43.Q42", "2S"),
    ("1S 2D: 12 HCP, 5-3-2-3: 2NT", "1S P 2D P", "AQ843.K52.Q4.J43", "2NT"),
    ("1C 3C: 18 HCP, the side suits stopped: 3NT", "1C P 3C P", "AQ4.KJ2.K52.AJ43", "3NT"),
    ("1C 3C: 13 HCP: pass", "1C P 3C P", "Q84.Q32.K5.AQ943", "P"),
    ("1H 1S (2C): six hearts, 13 HCP: 2H", "1H P 1S 2C", "K4.AQJ843.Q52.J3", "2H"),
    ("1H 1S (2C): three spades, 13 HCP: the raise before the hearts again", "1H P 1S 2C", "K43.AQJ84.Q52.J3", "2S"),
    ("1D 1S (2C): six diamonds, 18 HCP and clubs stopped: 3NT", "1D P 1S 2C", "A4.K3.AKJ852.K43", "3NT"),
    ("1D 1H (X): four spades, 15 HCP: 1S", "1D P 1H X", "AQ84.J3.KJ852.A4", "1S"),
    ("1D 1H (X): four hearts, 12 HCP: the raise", "1D P 1H X", "A4.KJ32.KJ852.84", "2H"),
    ("1S 1NT (2H): six spades, 13 HCP: 2S", "1S P 1NT 2H", "AKJ842.5.Q52.K43", "2S"),
    ("1H 2H (2S): six hearts, 11 HCP: 3H, nine trumps", "1H P 2H 2S", "43.AKJ843.K52.43", "3H"),
    # A jump shift is never made in their suit (a jump cue bid past 3NT): 19+ HCP with it stopped bid 3NT
    ("1C 1S (2H): 19 HCP and AQJx of hearts: 3NT, not a jump to 4H", "1C P 1S 2H", "K4.AQJ3.Q5.AK843", "3NT"),
    ("1C 1H (2D): 20 HCP and AQJx of diamonds: 3NT, not a jump to 4D", "1C P 1H 2D", "K4.J3.AQJ5.AKQ84", "3NT"),
    ("1D 1S (2C): 19 HCP and AKJx of clubs: 3NT, not a jump to 4C", "1D P 1S 2C", "K4.J3.AQJ52.AKJ4", "3NT"),
    ("1D 1S (2H): 21 HCP and AKJx of hearts: 3NT, not a jump to 4H", "1D P 1S 2H", "K4.AKJ3.AQJ52.K9", "3NT"),
    ("1C 1H (2D): 18 HCP and AQJx of diamonds: double for penalty, not a jump to 4D", "1C P 1H 2D", "K4.J3.AQJ5.AK843", "X"),
    # Neighbours that keep their calls
    ("1C 1S (2D): four hearts, a suit they have not bid: the jump shift stays", "1C P 1S 2D", "4.AQJ3.K53.AKJ84", "3H"),
    ("1D 1S (2C): six diamonds, 13 HCP: 2D, the minimum", "1D P 1S 2C", "Q4.J3.AQJ852.K94", "2D"),
    # Five-five when their bid leaves no room at two: the second suit at three, not a pass
    ("1D 1S (2H): five-five in the minors, 14 HCP: 3C, not a pass", "1D P 1S 2H", "4.32.AKJ52.KQJ94", "3C"),
    ("1D 1H (2S): five-five in the minors, 14 HCP: 3C, not a pass", "1D P 1H 2S", "4.32.AKJ52.KQJ94", "3C"),
    ("1H 1NT (2S): five-five with clubs, 15 HCP: 3C, not a pass", "1H P 1NT 2S", "4.AKT65.64.AKJ85", "3C"),
    ("1S 1NT (2H): five-five with clubs, 15 HCP: 3C, not a pass", "1S P 1NT 2H", "AKT65.4.64.AKJ85", "3C"),
    # Neighbours that keep their calls
    ("1D 1S (2H): five-four in the minors, 14 HCP: pass, no free bid at three", "1D P 1S 2H", "4.K32.AQJ52.KJ94", "P"),
    ("1D 1S: five-five in the minors, no bid of theirs: 2C", "1D P 1S P", "4.32.AKJ52.KQJ94", "2C"),
    ("1H 1NT (2S): five-four, 15 HCP: pass", "1H P 1NT 2S", "43.AKT65.A4.KJ85", "P"),
    ("1H 1NT: five-five with clubs, no bid of theirs: 2C", "1H P 1NT P", "4.AKT65.64.AKJ85", "2C"),
    ("1H 1S (2D): five hearts and five clubs: 2H, the rebid at two before 3C", "1H P 1S 2D", "4.AKJ52.32.KQJ94", "2H"),
    # Partner's single raise of my minor over their suit: 18+ HCP look for game, 3NT only with their suit stopped
    ("1C (2D) 3C: 18 HCP with Kxx of diamonds: 3NT, not a pass", "1C 2D 3C P", "AK3.KQ4.K43.QJ43", "3NT"),
    ("1C (2D) 3C: 19 HCP and no diamond stopper: 3D asks for one", "1C 2D 3C P", "AK3.KQ4.943.AQJ4", "3D"),
    ("1D (1S) 2D: 18 HCP and no spade stopper: 2S asks for one, not 3NT", "1D 1S 2D P", "943.AQ4.KJ43.AKJ", "2S"),
    ("1C (1H) 2C: 19 HCP and no heart stopper: 2H asks for one", "1C 1H 2C P", "AK3.943.KQ4.AQJ4", "2H"),
    ("1D (2S) 3D: 19 HCP and no spade stopper: 3S asks for one", "1D 2S 3D P", "843.AKQ.KJ43.AQ4", "3S"),
    ("1C (2D) 3C 3D: partner asks, KJx of diamonds: 3NT", "1C 2D 3C P 3D P", "84.843.KJ5.KT985", "3NT"),
    ("1D (1S) 2D 2S: partner asks, KJx of spades: 3NT", "1D 1S 2D P 2S P", "KJ4.843.J5.KT985", "3NT"),
    ("1C (2D) 3C 3D 3NT: partner holds the stopper I asked for: pass, not a slam try", "1C 2D 3C P 3D P 3NT P",
     "AK3.KQ4.943.AQJ4", "P"),
    ("1D (1S) 2D 2S 3NT: partner holds the spade stopper: pass, not 4NT", "1D 1S 2D P 2S P 3NT P", "943.AQ4.KJ43.AKJ", "P"),
    # Neighbours that keep their calls
    ("1C (2D) 3C: 17 HCP and no diamond stopper: pass", "1C 2D 3C P", "AK3.KQ4.943.AJ43", "P"),
    ("1C (2D) 3C: 13 HCP: pass", "1C 2D 3C P", "K93.Q42.43.AKJ43", "P"),
    ("1C (2D) 3C: 19 HCP with Qxx of diamonds: 3NT", "1C 2D 3C P", "AK3.KQ4.Q43.AJ43", "3NT"),
    ("1D (1S) 2D: 18 HCP with spades stopped: 3NT", "1D 1S 2D P", "KQ3.AQ4.KJ43.QJ4", "3NT"),
    ("1D (1S) 2D: 17 HCP and no spade stopper: the invitation, no cue bid", "1D 1S 2D P", "943.AQ4.KJ43.AK2", "3D"),
    ("1D (2S) 3D: 19 HCP with spades stopped: 3NT", "1D 2S 3D P", "AK3.KQ4.KJ43.QJ4", "3NT"),
    ("1D (2C) 2D: 18 HCP and a singleton club: game in the minor, no cue bid for 3NT", "1D 2C 2D P",
     "KQJ2.K97.AKQT5.4", "5D"),
    ("1D (2C) 2D: 18 HCP and two small clubs: 3C asks for a stopper", "1D 2C 2D P", "KQJ2.K9.AKQT5.43", "3C"),
    ("1C (2D) 3C 3D: partner asks, no diamond stopper: 4C", "1C 2D 3C P 3D P", "84.843.J75.KT985", "4C"),
    ("1D (1S) 2D 2S: partner asks, no spade stopper: 3D", "1D 1S 2D P 2S P", "84.843.J5.KQT985", "3D"),
]


@pytest.mark.parametrize(("calls", "hand", "expected"), [p[1:] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
