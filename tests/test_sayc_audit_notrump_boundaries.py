"""The ``sayc`` system after no-trump, strong and preemptive openings, asked on hands built at the
booklet's boundaries and marked as a teacher marks a student: positions where mainstream SAYC practice
makes a clear call, and neighbouring positions that must keep theirs (a hand, the auction so far with
North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
WEAK_TWO_NEW_SUITS = [
    # A new suit over a weak two is forcing one round: a good five-card suit and no fit need not wait for 16 HCP
    ("over 2H, a good five-card spade suit, a singleton heart and 15 HCP: 2S, forcing", "2H P",
     "AKJ32.2.AK32.432", "2S"),
    ("over 2D, five hearts headed by AKJ, a doubleton diamond and 18 HCP: 2H, forcing, not the feature ask", "2D P",
     "AJ93.AKJT8.62.AJ", "2H"),
    ("over 2S, six hearts headed by KQJ, a singleton spade and 15 HCP: 3H, forcing", "2S P",
     "2.KQJ432.AK2.Q32", "3H"),
    ("2H 2S: partner's three-card raise of my new suit with 15 HCP: game", "2H P 2S P 3S P",
     "AKJ32.2.AK32.432", "4S"),
    # Neighbours that keep their call
    ("over 2D, six spades and five hearts, a void and 13 HCP: 2S, forcing", "2D P", "A86542.KJ932.AJ.", "2S"),
    ("over 2D, seven hearts headed by KQT, a void and 13 HCP: 2H, forcing, not a pass", "2D P", "Q75.KQT9652..AQ5", "2H"),
    ("over 2H, five spades, 13 HCP and a misfit: pass", "2H P", "KQJ32.2.AK32.432", "P"),
    ("over 2S, no five-card suit and 18 HCP: the feature ask", "2S P", "32.AQ2.KQ32.AQJ2", "2NT"),
    ("over 2H, three hearts and 15 HCP: the feature ask, not a new suit", "2H P", "AKJ3.Q32.KQ3.432", "2NT"),
]

NO_TRUMP_FORCING_SUITS = [
    # 1NT then three of a major is a six-card suit, forcing: opener never passes it
    ("1NT 3H: three hearts, a fit for partner's six: game", "1NT P 3H P", "AK2.K32.Q432.K32", "4H"),
    ("1NT 3S: an honour doubleton makes eight trumps: game", "1NT P 3S P", "K2.AK2.Q432.K432", "4S"),
    ("1NT 3H: two small hearts: 3NT, never a pass", "1NT P 3H P", "AK2.32.KQ32.KJ32", "3NT"),
    # After the transfer a new suit is natural and forcing to game, 2S over 2H included; a second major is raised
    ("1NT 2D 2H 2S: four spades: game in spades, never a pass", "1NT P 2D P 2H P 2S P", "AK32.KJ.Q432.K32", "4S"),
    ("1NT 2D 2H 2S: three hearts: game in hearts", "1NT P 2D P 2H P 2S P", "AK2.KJ2.Q432.K32", "4H"),
    ("1NT 2D 2H 3S: four spades and two hearts: game in spades, not 3NT", "1NT P 2D P 2H P 3S P", "AK32.KJ.Q432.K32", "4S"),
    ("1NT 2D 2H 3C: two hearts and no second major: 3NT", "1NT P 2D P 2H P 3C P", "AK32.KJ.Q432.K32", "3NT"),
    # After Stayman and opener's major, the other major at three is natural and forcing: opener never passes it
    ("1NT 2C 2S 3H: three hearts: game in hearts", "1NT P 2C P 2S P 3H P", "AK32.K32.Q32.K32", "4H"),
    ("1NT 2C 2S 3H: two hearts: 3NT", "1NT P 2C P 2S P 3H P", "AK32.K2.Q432.K32", "3NT"),
    ("2NT 3C 3H 3S: four spades too: game in spades", "2NT P 3C P 3H P 3S P", "AK32.KQ32.AQ3.K2", "4S"),
    ("2NT 3C 3H 3S: three spades: 3NT", "2NT P 3C P 3H P 3S P", "AK2.KQ32.AQ32.K2", "3NT"),
    # 2S over 1NT is the relay to 3C, not spades: a major after it is no suit to prefer
    ("1NT 2S 3C 3H: 2S showed no spades: 3NT, not a preference to 3S", "1NT P 2S P 3C P 3H P", "AK2.K32.Q432.K32", "3NT"),
    ("1NT 2S 3C 3D: partner's diamonds: pass", "1NT P 2S P 3C P 3D P", "AK2.K32.Q432.K32", "P"),
    # 1NT 3m invites with six cards headed by two of the top three: any of A, K, Q in opener's hand makes them run
    ("1NT 3D: the queen doubleton of diamonds means partner holds the ace and king: 3NT", "1NT P 3D P",
     "AK3.KQ2.Q2.Q5432", "3NT"),
    ("1NT 3C: the jack doubleton of clubs is no fitting honour: pass", "1NT P 3C P", "AK3.KQ32.KQ32.J2", "P"),
    ("1NT 2H 2S 3H 4H: opener raised my hearts to game: pass, no preference back to spades", "1NT P 2H P 2S P 3H P 4H P",
     "AT542.KQ764.65.A", "P"),
    # Over 2NT the transfer is accepted at three: responder's new suit at four is natural and forcing
    ("2NT 3D 3H 4C: three hearts: game in hearts, not a preference to the transfer's diamonds", "2NT P 3D P 3H P 4C P",
     "AK2.KQ3.AQ32.K32", "4H"),
    ("2NT 3D 3H 4C: two hearts and four clubs: raise the clubs", "2NT P 3D P 3H P 4C P", "AK32.K3.AQ2.KQ32", "5C"),
    ("2NT 3H 3S 4H: four hearts and three spades: pass partner's game in the second major", "2NT P 3H P 3S P 4H P",
     "AK2.KQ32.AQ32.K2", "P"),
    ("2NT 3H 3S 4H: three cards in each major: spades, partner's five-card suit", "2NT P 3H P 3S P 4H P",
     "AK2.KQ2.AQ32.K32", "4S"),
]

TWO_CLUBS_SECOND_ANSWERS = [
    # 2C 2NT (positive, balanced) and opener's suit: raise with a fit, never five of a minor past 3NT
    ("2C 2NT 3C: four clubs: 4C, forcing, not a jump past 3NT to 5C", "2C P 2NT P 3C P", "32.KQ2.Q432.J432", "4C"),
    ("2C 2NT 3H: three hearts headed by KQ: game in hearts, not 3NT", "2C P 2NT P 3H P", "32.KQ2.Q432.J432", "4H"),
    ("2C 2NT 3S: two spades: 3NT", "2C P 2NT P 3S P", "32.KQ2.Q432.J432", "3NT"),
    ("2C 2D 2S 2NT: five spades and four hearts: 3H, the second suit, not 3NT", "2C P 2D P 2S P 2NT P",
     "AKQJ2.AKQ2.AQ2.2", "3H"),
    ("2C 2D 2H 2NT: five hearts and five diamonds: 3D", "2C P 2D P 2H P 2NT P", "A2.AKQJ2.AKQ32.2", "3D"),
    ("2C 2D 2S 2NT: six spades and no second suit: 3S", "2C P 2D P 2S P 2NT P", "AKQJ32.AK2.AQ2.2", "3S"),
    # After 2C 2D and opener's suit, a new suit by the waiting hand shows a suit worth showing; junk bids no trump
    ("2C 2D 2S: a bust with five diamonds to the jack alone and two spades: 2NT, not 3D", "2C P 2D P 2S P",
     "42.T852.J9742.T6", "2NT"),
    ("2C 2D 2H: no points, five small diamonds and two hearts: 2NT", "2C P 2D P 2H P", "32.32.65432.5432", "2NT"),
    # Neighbour that keeps its call
    ("2C 2D 2S: six diamonds headed by KQ and two spades: 3D", "2C P 2D P 2S P", "32.Q32.KQ8432.32", "3D"),
]

WEAK_TWO_OPENINGS = [
    # No weak two with a four-card major on the side: 2D is no exception
    ("six diamonds headed by KQ and four hearts, 9 HCP: no 2D, pass", "", "2.KJ32.KQ5432.32", "P"),
    # Neighbour that keeps its call: the side suit a minor
    ("six hearts headed by KQ and four diamonds, 9 HCP: 2H", "", "32.KQ5432.KJ32.2", "2H"),
]

EIGHT_CARD_PREEMPTS = [
    # An eight-card suit with 9 HCP is a four-level preempt; its length points do not make it an opening of one
    ("eight spades headed by KQT and an outside ace, 9 HCP: 4S", "", "KQT98765.2.A2.32", "4S"),
    ("eight diamonds headed by KQT and an outside ace, 9 HCP: 4D", "", "2.A2.KQT98765.32", "4D"),
    ("in second seat, eight spades and 10 HCP: 4S", "P", "KQT98765.2.AJ2.2", "4S"),
    # Neighbour that keeps its call: 12 HCP open at one
    ("eight spades and 12 HCP: 1S", "", "KQT98765.2.AK2.2", "1S"),
]

PREEMPT_RAISES = [
    ("over 3H, a singleton heart, 17 HCP in four aces and kings and no long suit of my own: game", "3H P",
     "AK32.2.AK32.K432", "4H"),
    ("over 3S, a singleton spade, 16 HCP and no five-card suit: game", "3S P", "2.AQ32.AK32.K432", "4S"),
    # Neighbours that keep their call
    ("over 3H, a singleton heart, 16 HCP and six spades of my own: 3S, forcing", "3H P", "AJT843.A.QJT.A85", "3S"),
    ("over 3H, a singleton heart and 15 HCP: pass", "3H P", "AK32.2.AK32.J432", "P"),
]

PREEMPTOR_PASSES_3NT = [
    # The weak two or preempt has told its hand: partner's 3NT or sign-off is placed with the long suit known
    ("2H 2NT 3D 3NT: the weak two with a feature passes partner's choice", "2H P 2NT P 3D P 3NT P",
     "2.KQJ432.A32.432", "P"),
    ("2S 2NT 3S 3NT: the minimum weak two passes partner's choice", "2S P 2NT P 3S P 3NT P", "KQJ432.2.432.432", "P"),
    ("2S 3C 3S 3NT: no fit for partner's clubs told, the weak two passes 3NT", "2S P 3C P 3S P 3NT P",
     "AJ9765.8.J8432.K", "P"),
    ("2H 3C 3H 3NT: six hearts told, the weak two passes 3NT", "2H P 3C P 3H P 3NT P", "973.AKQJ65.96.76", "P"),
    # Neighbour that keeps its call: an opening of one, then six hearts, takes the major game over 3NT
    ("2S 2NT 3D 3S: partner signs off after my feature: pass, not game", "2S P 2NT P 3D P 3S P", "AQ9642..QJ7.T953", "P"),
    ("2H 2NT 3C 3H: partner signs off after my feature: pass", "2H P 2NT P 3C P 3H P", "2.KQJ432.32.A432", "P"),
    ("2H 2NT 3C 3S: partner's new suit after my feature forces: six hearts and a singleton spade, 4H", "2H P 2NT P 3C P 3S P",
     "2.KQJ432.32.A432", "4H"),
    ("1H 2C 2H 3NT: a one-level opener with six good hearts and a singleton still plays in the major", "1H P 2C P 2H P 3NT P",
     "2.AKJ432.A32.432", "4H"),
]

POSITIONS = WEAK_TWO_NEW_SUITS + NO_TRUMP_FORCING_SUITS + TWO_CLUBS_SECOND_ANSWERS + WEAK_TWO_OPENINGS + EIGHT_CARD_PREEMPTS + PREEMPT_RAISES + PREEMPTOR_PASSES_3NT


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
