"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a teacher's quiz on strong
hands in natural auctions. Opener's reverse (17+ points) and responder's answers to it; opener's jump shift (19+,
forcing to game), jump raise and jump to 2NT (18–19) and responder's answers; responder's jump shift (19+) and the
minimum opener's answers, which describe and leave the slam to the strong hand; responder's 2NT (13–15) and 3NT
(16–17) over a minor and opener's next calls; the 4-4-4-1 and 5-4-4-0 shapes with 17–21. Each position is (the
reason, the auction so far with North dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
REVERSE = [
    ("1D 1S: 17 HCP, four hearts and five diamonds: the reverse", "1D P 1S P", "2.AKJ2.AQJ32.Q32", "2H"),
    ("1C 1H: 14 HCP, five clubs and four diamonds: 2C, no reverse", "1C P 1H P", "32.K2.QJ32.AKJ32", "2C"),
    ("1D 1S: 4-4-4-1 with a singleton spade and 18 HCP: the reverse", "1D P 1S P", "2.AKJ2.KQ32.AJ32", "2H"),
    ("1D 1S: 4-4-4-1 with a singleton spade and 12 HCP: 2C, no reverse", "1D P 1S P", "2.KQJ2.KQ32.J432", "2C"),
    ("1D 1S 2H: five spades and 6 HCP: 2S, the weakest answer", "1D P 1S P 2H P", "KJ432.32.Q2.5432", "2S"),
    ("1D 1S 2H: three diamonds and 6 HCP: preference at three", "1D P 1S P 2H P", "QJ32.32.K32.5432", "3D"),
    ("1D 1S 2H: four hearts and 9 HCP: game in hearts", "1D P 1S P 2H P", "KJ32.Q432.K2.432", "4H"),
    ("1D 1S 2H: clubs stopped, 10 HCP, no fit: 3NT", "1D P 1S P 2H P", "KJ32.32.Q32.KJ32", "3NT"),
    ("1D 1S 2H: six spades to AQJ and 10 HCP: game in spades", "1D P 1S P 2H P", "AQJ432.32.32.K32", "4S"),
    ("1C 1S 2D: four diamonds and 7 HCP: the raise", "1C P 1S P 2D P", "KJ32.32.Q432.J32", "3D"),
    ("1C 1S 2D: three clubs and 6 HCP: preference", "1C P 1S P 2D P", "QJ32.J432.32.Q32", "3C"),
    ("1C 1S 2D: hearts stopped and 10 HCP: 3NT", "1C P 1S P 2D P", "KJ32.KQ2.432.J32", "3NT"),
    ("1D 1S 2H 2S: three spades and 18 HCP with a singleton: game in spades", "1D P 1S P 2H P 2S P",
     "K32.AKJ2.AQJ32.2", "4S"),
    ("1D 1S 2H 3H: four hearts raised: game", "1D P 1S P 2H P 3H P", "2.AKJ2.AQJ32.K32", "4H"),
    ("1C 1D 2H: four hearts and 6 HCP: the raise", "1C P 1D P 2H P", "32.KJ32.Q5432.32", "3H"),
    ("1C 1D 2H: four clubs, no hearts: preference to clubs", "1C P 1D P 2H P", "32.32.KJ432.Q432", "3C"),
]

OPENER_JUMPS = [
    ("1C 1H: 20 HCP, four spades and five clubs: the jump shift", "1C P 1H P", "AKJ2.2.A32.AKJ32", "2S"),
    ("1C 1S: 18 HCP balanced: the jump to 2NT", "1C P 1S P", "AQ2.KQ3.KJ32.QJ2", "2NT"),
    ("1C 1S: 19 HCP balanced: the jump to 2NT", "1C P 1S P", "AQ2.KQ3.KJ32.KJ2", "2NT"),
    ("1C 1S: four spades and 21 HCP with a singleton: game", "1C P 1S P", "AQ32.2.AK2.AKJ32", "4S"),
    ("1C 1S: four spades and 15 HCP with a singleton (18 support points): the jump raise", "1C P 1S P",
     "KQ32.2.Q32.AKJ32", "3S"),
    ("1D 1H: six diamonds to AKQJ and 17 HCP: the jump rebid", "1D P 1H P", "A2.32.AKQJ32.K32", "3D"),
    ("1D 1H 2NT: 8 HCP balanced: 3NT", "1D P 1H P 2NT P", "K32.QJ32.Q32.432", "3NT"),
    ("1D 1H 2NT: five hearts and 6 HCP: 3H, forcing", "1D P 1H P 2NT P", "K32.QJ432.32.432", "3H"),
    ("1D 1H 2NT: 4 HCP: pass", "1D P 1H P 2NT P", "432.Q432.J32.J32", "P"),
    ("1C 1H 2NT: five hearts and 3 HCP: pass", "1C P 1H P 2NT P", "432.QJ432.32.432", "P"),
    ("1D 1H 2NT: 15 HCP: 33+ together, 6NT", "1D P 1H P 2NT P", "KJ2.AQ32.Q32.K32", "6NT"),
    ("1D 1S 2NT: six spades and 6 HCP: game in spades", "1D P 1S P 2NT P", "QJ8632.432.32.K2", "4S"),
    ("1C 1S 2NT: five spades and 7 HCP: 3S, forcing", "1C P 1S P 2NT P", "KJ432.Q32.32.J32", "3S"),
    ("1C 1S 2NT 3S: three spades: game in spades", "1C P 1S P 2NT P 3S P", "AQ2.KQ3.KJ32.QJ2", "4S"),
    ("1C 1S 2NT 3S: two spades: 3NT", "1C P 1S P 2NT P 3S P", "A2.KQ3.KJ32.AJ32", "3NT"),
    ("1D 1H 3D: 6 HCP, no fit: pass", "1D P 1H P 3D P", "Q32.KJ32.2.65432", "P"),
    ("1D 1H 3D: 9 HCP, spades and clubs stopped: 3NT", "1D P 1H P 3D P", "K32.KJ32.2.Q5432", "3NT"),
    ("1C 1S 3C: 6 HCP, no fit: pass", "1C P 1S P 3C P", "KJ32.432.Q432.32", "P"),
    ("1C 1S 3C: 9 HCP, hearts and diamonds stopped: 3NT", "1C P 1S P 3C P", "KJ32.K32.Q432.32", "3NT"),
    ("1C 1H 3H: 6 HCP: pass the jump raise", "1C P 1H P 3H P", "432.KJ32.Q32.432", "P"),
    ("1C 1H 3H: 9 HCP: game", "1C P 1H P 3H P", "K32.KJ32.Q32.432", "4H"),
    ("1D 1S 3S: 6 HCP: pass the jump raise", "1D P 1S P 3S P", "QJ32.432.K32.432", "P"),
    ("1D 1S 3S: 9 HCP: game", "1D P 1S P 3S P", "KJ32.Q32.K32.432", "4S"),
    ("1D 1S 3S: 14 HCP and the heart ace: a cue bid toward slam", "1D P 1S P 3S P", "KQ32.A32.K32.Q32", "4H"),
    ("1D 1S 4S: 10 HCP: pass", "1D P 1S P 4S P", "KJ32.Q32.K32.J32", "P"),
]

# Opener's jump shift forces to game: responder with three cards of opener's first suit and the fourth suit open
# gives preference (opener may hold it; no trump is not the weak hand's to bid); with it stopped, 3NT.
AFTER_OPENER_JUMP_SHIFT = [
    ("1D 1S 3C: three diamonds, hearts unstopped, 6 HCP: preference 3D, not 3NT", "1D P 1S P 3C P",
     "KJ32.432.Q32.432", "3D"),
    ("1D 1S 3C: the same with the heart king: 3NT", "1D P 1S P 3C P", "KJ32.K32.Q32.432", "3NT"),
    ("1D 1S 3C: hearts stopped, two diamonds, 8 HCP: 3NT", "1D P 1S P 3C P", "KJ32.K32.J2.5432", "3NT"),
    ("1D 1S 3C: two diamonds, four clubs, hearts unstopped: the raise", "1D P 1S P 3C P", "KJ32.432.Q2.5432", "4C"),
    ("1D 1S 3C: five spades and 6 HCP: the suit again", "1D P 1S P 3C P", "KJ432.432.Q2.432", "3S"),
    ("1C 1H 2S: four spades: the raise", "1C P 1H P 2S P", "K432.QJ32.432.32", "3S"),
    ("1C 1H 2S: three clubs, diamonds unstopped, 6 HCP: preference", "1C P 1H P 2S P", "432.KJ32.432.Q32", "3C"),
    ("1C 1H 2S: diamonds stopped and 9 HCP: 3NT", "1C P 1H P 2S P", "432.KJ32.K32.Q32", "3NT"),
]

RESPONDER_JUMP_SHIFT = [
    ("1C: six hearts to AKQJ and 20 HCP: the jump shift", "1C P", "2.AKQJ32.AK2.K32", "2H"),
    ("1C: the same hearts and 15 HCP: 1H", "1C P", "2.AKQJ32.Q32.K32", "1H"),
    ("1D: five spades to AKQ and 20 HCP: the jump shift", "1D P", "AKQ32.A2.KJ32.K2", "2S"),
    ("1D 2S: three spades: the raise", "1D P 2S P", "K32.K2.AQJ32.432", "3S"),
    ("1D 2S: six diamonds: the suit again", "1D P 2S P", "2.K32.AQJ532.Q32", "3D"),
    ("1D 2S: four hearts, a singleton spade: 3H", "1D P 2S P", "2.KQ32.AQJ32.432", "3H"),
    ("1C 2H: three hearts: the raise", "1C P 2H P", "K32.Q32.32.AKJ32", "3H"),
    ("1C 2H: six clubs and a singleton heart: 3C", "1C P 2H P", "K32.2.Q32.AKJ432", "3C"),
    ("1C 2H 3H: 20 HCP, six trumps, a singleton and every side suit held: Blackwood at once", "1C P 2H P 3H P",
     "2.AKQJ32.AK2.K32", "4NT"),
]

# After responder's jump shift (19+) a minimum opener (under 16 HCP) describes and cooperates; the strong hand is
# the captain: no Blackwood from the minimum, which bids game in the fit or cue-bids a control instead.
MINIMUM_OPPOSITE_JUMP_SHIFT = [
    ("1D 2S 2NT 3S: 13 HCP and two spades: game in spades, not Blackwood", "1D P 2S P 2NT P 3S P",
     "32.KJ2.AQJ3.Q432", "4S"),
    ("1D 2S 3S 4C: 12 HCP: the diamond ace cue-bid back, not Blackwood", "1D P 2S P 3S P 4C P",
     "J32.K32.AQ32.Q32", "4D"),
    ("1C 2H 3H 4D: 13 HCP, no first-round control to show: game, not Blackwood", "1C P 2H P 3H P 4D P",
     "K32.Q32.32.AKJ32", "4H"),
    ("1C 2H 3H 4D: 14 HCP, the spade ace above game: game, not Blackwood", "1C P 2H P 3H P 4D P",
     "A32.Q32.32.AKJ32", "4H"),
    ("1D 2S 3S 4C: 17 HCP, every suit controlled: extras, Blackwood", "1D P 2S P 3S P 4C P", "J32.K32.AQ32.AK2", "4NT"),
    ("1C 2H 3H 4D: 16 HCP, every suit controlled: Blackwood", "1C P 2H P 3H P 4D P", "K32.Q32.A2.AQJ32", "4NT"),
    ("1D 2S 3D 3S: a singleton spade, 12 HCP: 3NT", "1D P 2S P 3D P 3S P", "2.K32.AQJ532.Q32", "3NT"),
    ("1C 2H 3C 3H: a singleton heart, 13 HCP: 3NT", "1C P 2H P 3C P 3H P", "K32.2.Q32.AKJ432", "3NT"),
]

# Opener's 2NT (18–19) and responder's new minor at three (forcing, a five-card major and the minor): balanced,
# two cards of the major and the unbid suit stopped, opener bids 3NT rather than raise the minor past it; three
# cards of the major raise it to game.
OVER_NEW_MINOR_AFTER_2NT = [
    ("1C 1H 2NT 3D: two hearts, four diamonds, spades stopped: 3NT, not 4D", "1C P 1H P 2NT P 3D P",
     "AQ2.KQ.KJ32.QJ32", "3NT"),
    ("1C 1S 2NT 3D: two spades, four diamonds, hearts stopped: 3NT, not 4D", "1C P 1S P 2NT P 3D P",
     "Q2.KQ3.KJ32.AQJ2", "3NT"),
    ("1D 1S 2NT 3C: three spades: game in spades", "1D P 1S P 2NT P 3C P", "AQ2.KQ3.KJ32.QJ2", "4S"),
    ("1D 1H 2NT 3C: three hearts: game in hearts", "1D P 1H P 2NT P 3C P", "AQ2.K32.KJ32.AQ2", "4H"),
]

MINOR_NO_TRUMP = [
    ("1C: 14 HCP 3-3-4-3: 1D, the suit up the line", "1C P", "K32.Q32.KJ32.AJ2", "1D"),
    ("1C: 13 HCP 3-3-3-4: 2NT", "1C P", "K32.Q32.AJ2.QJ32", "2NT"),
    ("1C: 17 HCP 3-3-3-4: 3NT", "1C P", "K32.KQ2.AJ2.KJ32", "3NT"),
    ("1D: 15 HCP 3-3-4-3: 2NT", "1D P", "K32.Q32.AJ32.KQ2", "2NT"),
    ("1D: 14 HCP with four spades: 1S, not 2NT", "1D P", "KJ32.Q32.AJ2.K32", "1S"),
    ("1D 2NT: 13 HCP balanced: 3NT", "1D P 2NT P", "Q32.K32.AJ32.K32", "3NT"),
    ("1D 2NT: 18 HCP balanced: the quantitative 4NT", "1D P 2NT P", "AQ2.KQ2.AJ32.Q32", "4NT"),
    ("1C 2NT: 19 HCP balanced: the quantitative 4NT", "1C P 2NT P", "AQ2.KQ2.K32.AJ32", "4NT"),
    ("1D 2NT: six diamonds, two doubletons: the suit again", "1D P 2NT P", "Q2.K2.AJ5432.K32", "3D"),
    ("1C 2NT: 5-3-3-2 minimum: 3NT", "1C P 2NT P", "K2.K32.Q32.AQ432", "3NT"),
    ("1D 2NT 3C: 13 HCP, the majors stopped: 3NT", "1D P 2NT P 3C P", "KJ2.Q32.K32.A432", "3NT"),
    ("1C 2NT 3C: two clubs, 14 HCP: 3NT", "1C P 2NT P 3C P", "K32.Q32.AJ32.KJ2", "3NT"),
    ("1C 2NT 3NT: pass", "1C P 2NT P 3NT P", "K32.Q32.AJ2.KJ32", "P"),
    ("1D 3NT: 12 HCP: pass", "1D P 3NT P", "AQ2.K32.Q432.J32", "P"),
    ("1D 3NT: 15 HCP balanced: 31–32 together, the quantitative 4NT", "1D P 3NT P", "AQ2.K32.AJ32.J32", "4NT"),
    ("1D 3NT: 21 HCP balanced: 37+ together, the grand slam", "1D P 3NT P", "AQ2.AK2.AJ32.K32", "7NT"),
    ("1D 3NT 4NT: 17 HCP, the top: 6NT", "1D P 3NT P 4NT P", "KJ2.KQ2.KJ2.A432", "6NT"),
    ("1D 3NT 4NT: 16 HCP, the bottom: pass", "1D P 3NT P 4NT P", "KJ2.KQ2.QJ2.A432", "P"),
    ("1C 3NT: 13 HCP: pass", "1C P 3NT P", "A32.K32.Q2.KJ432", "P"),
    ("1H 3NT: 16 HCP: the quantitative 4NT", "1H P 3NT P", "AQ2.KQ432.AJ2.32", "4NT"),
]

# Responder's 3NT over one of a minor shows 16–17 HCP (15–17 over a major): opposite it 17 HCP make 33 together,
# 6NT at once, and 19 make 35; the quantitative 4NT is for 15–16.
THREE_NT_OVER_A_MINOR = [
    ("1D 3NT: 17 HCP balanced: 33+ together, 6NT (not a pass)", "1D P 3NT P", "AQ2.K32.AJ32.K32", "6NT"),
    ("1D 3NT: 19 HCP balanced: 35+ together, 6NT (not the invitation)", "1D P 3NT P", "AQ2.KQ2.AJ32.K32", "6NT"),
    ("1D 3NT: 16 HCP balanced: 32-33 together, the quantitative 4NT", "1D P 3NT P", "AQ2.K32.AJ32.Q32", "4NT"),
]

# Over responder's 2NT (13–15, balanced, no four-card major) opener with a singleton or void and a second four-card
# suit bids it at three, natural and forcing, rather than 3NT with an open short suit; balanced, 3NT.
SECOND_SUIT_OVER_2NT = [
    ("1D 2NT: five-five in the minors, a singleton spade: 3C", "1D P 2NT P", "2.32.AKJ32.KJ432", "3C"),
    ("1D 2NT: five diamonds and four spades, a singleton heart: 3S", "1D P 2NT P", "KJ32.2.AKJ32.432", "3S"),
    ("1C 2NT: five clubs and four diamonds, a singleton spade: 3D", "1C P 2NT P", "2.K32.AJ32.KQ432", "3D"),
    ("1C 2NT: five clubs and four spades, a singleton heart: 3S", "1C P 2NT P", "KJ32.2.Q32.AKJ32", "3S"),
    ("1D 2NT: five-four in the minors, no singleton: 3NT", "1D P 2NT P", "32.K2.AKJ32.J432", "3NT"),
]

SHAPELY_STRONG = [
    ("4-4-4-1, a singleton club, 18 HCP: 1D", "", "AKJ2.KQ32.AJ32.2", "1D"),
    ("4-4-4-1, a singleton diamond, 18 HCP: 1C", "", "AKJ2.KQ32.2.AJ32", "1C"),
    ("4-4-4-1, a singleton heart, 18 HCP: 1D", "", "AKJ2.2.KQ32.AJ32", "1D"),
    ("4-4-4-1, a singleton spade, 18 HCP: 1D", "", "2.AKJ2.KQ32.AJ32", "1D"),
    ("4-4-4-1, 21 HCP: one of a suit, not 2C", "", "2.AKJ2.AKQ2.KJ32", "1D"),
    ("4-4-4-1, 22 HCP: 2C", "", "2.AKJ2.AKQ2.AJ32", "2C"),
    ("5-4-4-0, five spades and 18 HCP: 1S", "", "AKJ32.KQ32.AJ32.", "1S"),
    ("1D 1S: 4-4-4-1 with 18 HCP and four spades: game", "1D P 1S P", "AKJ2.KQ32.AJ32.2", "4S"),
    ("1D 1S: 4-4-4-1 with 14 HCP and four spades: the jump raise", "1D P 1S P", "KQJ2.K432.AJ32.2", "3S"),
    ("1D 1H: 4-4-4-1 with 18 HCP and four hearts: game", "1D P 1H P", "2.AKJ2.KQ32.AJ32", "4H"),
    ("1C 1H: 4-4-1-4 with 18 HCP and four hearts: game", "1C P 1H P", "AKJ2.KQ32.2.AJ32", "4H"),
    ("1C 1D: 4-4-1-4 with 18 HCP: 1H, up the line", "1C P 1D P", "AKJ2.KQ32.2.AJ32", "1H"),
    ("1D 1H: 4-1-4-4 with 18 HCP: 1S", "1D P 1H P", "AKJ2.2.KQ32.AJ32", "1S"),
    ("1D 1H 1S 1NT: 4-1-4-4 with 18 HCP: 2NT invites", "1D P 1H P 1S P 1NT P", "AKJ2.2.KQ32.AJ32", "2NT"),
]

ALL = (REVERSE + OPENER_JUMPS + AFTER_OPENER_JUMP_SHIFT + RESPONDER_JUMP_SHIFT + MINIMUM_OPPOSITE_JUMP_SHIFT
       + OVER_NEW_MINOR_AFTER_2NT + MINOR_NO_TRUMP
       + THREE_NT_OVER_A_MINOR + SECOND_SUIT_OVER_2NT + SHAPELY_STRONG)


@pytest.mark.parametrize("reason, calls, hand, call", ALL, ids=[p[0] for p in ALL])
def test_strong_hands_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
