"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: the later rounds of our
own strong and weak openings. After 2C 2D the 2NT rebid (22–24) with Stayman and transfers over it, opener's
suit and the waiting hand's raise or new suit; after the 2NT opening (20–21) the Stayman and transfer
continuations and their overcall; after a weak two the 2NT ask answered, a new suit forcing, the raise
preemptive (also over their bid: six cards opposite three make nine trumps); after a three-level preempt
responder's new suit forcing and opener's rebid. Each position is (the reason, the auction so far with North
dealing, the hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
AFTER_2C_2NT = [
    ("2C 2D 2NT (22–24): no points at all, pass", "2C P 2D P 2NT P", "432.432.5432.432", "P"),
    ("2C 2D 2NT: 5 HCP balanced, no major: 3NT", "2C P 2D P 2NT P", "Q32.J32.Q432.432", "3NT"),
    ("2C 2D 2NT: four spades and 5 HCP: Stayman", "2C P 2D P 2NT P", "Q432.J32.Q432.32", "3C"),
    ("2C 2D 2NT: five hearts: the transfer", "2C P 2D P 2NT P", "32.QJ932.932.432", "3D"),
    ("2C 2D 2NT: a weak five-card minor in a balanced hand with 3 HCP: 3NT", "2C P 2D P 2NT P",
     "32.432.J32.QT432", "3NT"),
    ("2C 2D 2NT 3C: four hearts answers 3H", "2C P 2D P 2NT P 3C P", "AK2.AQ32.KQ3.KJ2", "3H"),
    ("2C 2D 2NT 3C: no four-card major answers 3D", "2C P 2D P 2NT P 3C P", "AK2.AQ3.KQ32.KJ2", "3D"),
    ("2C 2D 2NT 3D: the transfer accepted", "2C P 2D P 2NT P 3D P", "AK2.AQ3.KQ32.KJ2", "3H"),
    ("after the transfer, five hearts in a balanced hand and 3 HCP: 3NT offers the choice", "2C P 2D P 2NT P 3D P 3H P",
     "32.QJ932.932.432", "3NT"),
    ("after the transfer, no points: pass the major", "2C P 2D P 2NT P 3D P 3H P", "32.98732.932.432", "P"),
    ("after the transfer, six hearts and 3 HCP: game in the major", "2C P 2D P 2NT P 3D P 3H P",
     "2.QJ9832.932.432", "4H"),
    ("2C 2D 2NT 3C 3D: four of each major and no fit found: 3NT", "2C P 2D P 2NT P 3C P 3D P",
     "KJ32.Q432.32.432", "3NT"),
    ("2C 2D 2NT 3C 3H: the heart fit, game", "2C P 2D P 2NT P 3C P 3H P", "KJ32.Q432.32.432", "4H"),
]

AFTER_2C_SUIT = [
    ("2C 2D 2S: three spades with a king: the raise below game", "2C P 2D P 2S P", "K32.J32.Q432.432", "3S"),
    ("2C 2D 2H: five spades to KQJ: the suit, natural", "2C P 2D P 2H P", "KQJ32.32.5432.32", "2S"),
    ("2C 2D 2S: five diamonds to KQJ: 3D, natural", "2C P 2D P 2S P", "32.432.KQJ32.432", "3D"),
    ("2C 2D 2H 2NT: opener's six-card suit again at three", "2C P 2D P 2H P 2NT P", "A2.AKQJ32.AK2.32", "3H"),
    ("2C 2D 2H 3H: the raise agreed hearts; six trumps and every side suit held by an ace or a king: Blackwood at "
     "once", "2C P 2D P 2H P 3H P", "A2.AKQJ32.AK2.K2", "4NT"),
    ("2C 2S (positive): three spades and 22 HCP balanced: the raise sets the suit", "2C P 2S P",
     "AK2.AQ3.KQ32.KJ2", "3S"),
]

AFTER_2NT = [
    ("2NT: five hearts: the transfer, even with 3 HCP", "2NT P", "32.QJ932.932.432", "3D"),
    ("2NT 3D 3H: 3 HCP with five hearts: pass, no game", "2NT P 3D P 3H P", "32.QJ932.932.432", "P"),
    ("2NT 3D 3H: 6 HCP with five hearts, 5-3-3-2: 3NT offers the choice", "2NT P 3D P 3H P",
     "32.KJ932.Q32.432", "3NT"),
    ("2NT 3D 3H: six hearts and 6 HCP: game in hearts", "2NT P 3D P 3H P", "2.KJ9832.Q32.432", "4H"),
    ("2NT 3C 3D: four of each major, no fit: 3NT", "2NT P 3C P 3D P", "KJ32.Q432.32.432", "3NT"),
    ("2NT 3C 3H: the heart fit: game", "2NT P 3C P 3H P", "KJ32.Q432.32.432", "4H"),
    ("2NT 3C 3S: the spade fit: game", "2NT P 3C P 3S P", "KJ32.Q432.32.432", "4S"),
    ("2NT 3C 3H: four spades only: 3NT", "2NT P 3C P 3H P", "KJ32.Q32.432.432", "3NT"),
    ("2NT 3C: four cards in each major: hearts first", "2NT P 3C P", "AK32.AQ32.KQ2.K2", "3H"),
    ("2NT 3H: the transfer to spades accepted with three", "2NT P 3H P", "AQ2.KQ32.AK2.K32", "3S"),
    ("2NT: no points: pass", "2NT P", "432.432.5432.432", "P"),
    ("2NT: 5 HCP balanced: 3NT", "2NT P", "Q32.J32.Q432.432", "3NT"),
    ("2NT: 11 HCP balanced: the quantitative 4NT", "2NT P", "K32.Q32.KJ32.Q32", "4NT"),
    ("2NT 3NT: partner placed the contract: pass", "2NT P 3NT P", "AQ2.KQ32.AK2.K32", "P"),
    ("2NT (3S): 8 HCP and their suit stopped: 3NT", "2NT 3S", "K32.Q432.QJ32.32", "3NT"),
    ("2NT (3S): six hearts and 6 HCP: game in hearts", "2NT 3S", "32.KJ9832.Q32.32", "4H"),
]

# Over 2NT three of a minor is no sign-off (3C is Stayman): a long minor passes without values and bids 3NT with
# a point or two short of game, its length bringing the tricks.
LONG_MINOR_OVER_2NT = [
    ("2NT: seven clubs to QJ and 3 HCP: 3NT, not 3C (Stayman)", "2NT P", "32.32.42.QJ86532", "3NT"),
    ("2NT: seven clubs to the jack, 1 HCP: pass, not 3C (Stayman)", "2NT P", "32.32.42.J865432", "P"),
    # Neighbours that keep their call
    ("2NT: seven clubs and 5 HCP: 3NT on values alone", "2NT P", "Q2.32.42.QJ86532", "3NT"),
    ("1NT: seven clubs and 3 HCP: 2S, the sign-off in a minor", "1NT P", "32.32.42.QJ86532", "2S"),
]

WEAK_TWO_LATER = [
    ("2H 2NT: a maximum with the diamond king shows it", "2H P 2NT P", "32.AQJ932.K32.32", "3D"),
    ("2H 2NT: AKQ to six and nothing outside: 3NT shows the solid suit", "2H P 2NT P", "32.AKQ932.32.432", "3NT"),
    ("2S 2NT: AKQ to six: 3NT", "2S P 2NT P", "AKQ932.32.32.432", "3NT"),
    ("2S 2NT: a minimum rebids three spades", "2S P 2NT P", "KQJ932.32.32.432", "3S"),
    ("2D 2NT: a maximum with the heart king shows it", "2D P 2NT P", "32.K32.AQJ932.32", "3H"),
    ("2D 2NT: a minimum rebids three diamonds", "2D P 2NT P", "32.32.KQJ932.432", "3D"),
    ("2H 3C (forcing): no club fit, the suit again", "2H P 3C P", "32.KQJ932.Q32.32", "3H"),
    ("2H 3H: the raise is preemptive: pass", "2H P 3H P", "32.KQJ932.Q32.32", "P"),
    ("2S 4S: partner placed the contract: pass", "2S P 4S P", "KQJ932.32.Q32.32", "P"),
    ("2H 2NT 3NT: partner placed the contract: pass", "2H P 2NT P 3NT P", "32.KQJ932.Q32.32", "P"),
    ("2S: three spades and 6 HCP: the preemptive raise", "2S P", "K32.32.QJ432.432", "3S"),
    ("2S: four spades and a singleton, 5 HCP: the preemptive raise to game", "2S P", "Q432.2.QJ432.432", "4S"),
    ("2H: 15 HCP and two hearts: 2NT asks", "2H P", "AK32.32.AKJ2.432", "2NT"),
    ("2H (X): three hearts, 5 HCP: three hearts, preemptive", "2H X", "Q432.K32.432.432", "3H"),
    ("2H (2S) 3H (3S): my hand is told and partner raised: pass", "2H 2S 3H 3S", "32.KQJ932.Q32.32", "P"),
    ("2H (2S) P (3S): partner passed: pass", "2H 2S P 3S", "32.KQJ932.Q32.32", "P"),
    ("2H (X) 3H (4S): my hand is told: pass", "2H X 3H 4S", "32.KQJ932.Q32.32", "P"),
]

# Over their bid of partner's weak two, three trumps make nine: the law of total tricks raises to three,
# preemptive, whatever the points (as partner would raise without their bid).
WEAK_TWO_RAISE_OVER_THEIR_BID = [
    ("2H (2S): three hearts and 6 HCP: nine trumps, raise to three", "2H 2S", "32.K32.QJ432.432", "3H"),
    ("2S (3C): three spades and 6 HCP: nine trumps, raise to three", "2S 3C", "K32.32.QJ432.432", "3S"),
    ("2D (2S): three diamonds and 6 HCP: nine trumps, raise to three", "2D 2S", "32.432.K32.QJ432", "3D"),
    # Neighbours that keep their call
    ("2H (2S): a heart fewer (eight trumps): pass", "2H 2S", "32.K2.QJ432.5432", "P"),
    ("2H (3S): three hearts, but three is past: nine trumps do not bid four, pass", "2H 3S", "32.K32.QJ432.432",
     "P"),
    ("2H (2S): three hearts and 17 HCP: game values bid game", "2H 2S", "A2.K32.AKJ32.Q32", "4H"),
    ("2H, no bid of theirs: three hearts and 6 HCP: the same preemptive raise", "2H P", "32.K32.QJ432.432", "3H"),
]

# Over their overcall of partner's 2C a pass is the weak answer; the positive answers stand as without their bid:
# a good five-card suit, natural; no trump, balanced with their suit stopped; and four good cards of theirs double.
OVER_THEIR_BID_OF_2C = [
    ("2C (2H): 9 HCP and five spades to KQJ: 2S, the positive", "2C 2H", "KQJ32.32.K32.432", "2S"),
    ("2C (2S): 10 HCP and five hearts to AQJ: 3H, the positive, not a cue bid", "2C 2S", "32.AQJ32.K32.432", "3H"),
    ("2C (2S): 9 HCP balanced, spades stopped: 2NT, not 3NT", "2C 2S", "KJ2.Q32.K432.432", "2NT"),
    ("2C (2H): four hearts to KQT and 8 HCP: double, for penalty", "2C 2H", "32.KQT9.K432.432", "X"),
    # Neighbours that keep their call
    ("2C (2H): nothing: pass, partner bids again", "2C 2H", "32.432.5432.5432", "P"),
    ("2C (2H): 6 HCP and five spades to KQJ: pass, weak", "2C 2H", "KQJ32.32.432.432", "P"),
    ("2C (2H): four hearts to QT, 6 HCP: pass, weak", "2C 2H", "QT32.Q32.432.432", "P"),
    ("2C (2H): four small hearts and 9 HCP: no penalty double; spades to KJ, but four cards only: 2NT wants hearts "
     "stopped, pass", "2C 2H", "KJ32.5432.KQ2.32", "P"),
]

# Over their bid of partner's three-level preempt, three trumps make ten: the raise to four, preemptive, as over
# their double.
PREEMPT_RAISE_OVER_THEIR_BID = [
    ("3H (3S): three small hearts and 5 HCP: ten trumps, 4H", "3H 3S", "Q32.432.K432.432", "4H"),
    ("3D (3S): three diamonds and 5 HCP: ten trumps, 4D", "3D 3S", "32.432.K32.Q5432", "4D"),
    ("3S (4H): three small spades and 5 HCP: ten trumps, 4S", "3S 4H", "432.32.K432.Q432", "4S"),
    # Neighbours that keep their call
    ("3H (3S): two hearts (nine trumps): pass", "3H 3S", "Q32.32.K432.5432", "P"),
    ("3S (5H): three spades, but the five level is past ten trumps: pass", "3S 5H", "432.32.K432.Q432", "P"),
    ("3H (X): three small hearts and 5 HCP: 4H, as over their bid", "3H X", "Q32.432.K432.432", "4H"),
]

PREEMPT_LATER = [
    ("3C: 18 HCP, every side suit stopped and three clubs: 3NT", "3C P", "AK2.KQ2.AQ32.432", "3NT"),
    ("3H 3S (forcing): three spades to the king: raise to game", "3H P 3S P", "K32.KQJ9832.32.2", "4S"),
    ("3H 3S (forcing): a singleton spade: the hearts again at four", "3H P 3S P", "2.KQJ9832.432.32", "4H"),
    ("3C 3D (forcing): three diamonds to the queen: the raise", "3C P 3D P", "32.2.Q32.KQJ9832", "4D"),
    ("3S 3NT: partner placed the contract: pass", "3S P 3NT P", "KQJ9832.2.432.32", "P"),
    ("3D 3NT: partner placed the contract: pass", "3D P 3NT P", "2.32.KQJ9832.432", "P"),
]

# More answers and rebids that stand as the booklet writes them.
MORE_LATER_ROUNDS = [
    ("2H 2NT 3D (a feature, a maximum): 16 HCP and two hearts: game", "2H P 2NT P 3D P", "AK2.32.AQ32.K432", "4H"),
    ("2H 2NT 3H (a minimum): the same 16 HCP: pass", "2H P 2NT P 3H P", "AK2.32.AQ32.K432", "P"),
    ("2S 2NT: KQJ to six and the heart ace (10 HCP): a maximum, 3H", "2S P 2NT P", "KQJ932.A32.32.32", "3H"),
    ("2S 2NT: QJT to six and the heart ace (7 HCP): a minimum, 3S", "2S P 2NT P", "QJT932.A32.32.32", "3S"),
    ("2H 2NT (X): the feature as without their double", "2H P 2NT X", "32.AQJ932.K32.32", "3D"),
    ("2S 3H (forcing): three hearts to the queen: the raise", "2S P 3H P", "KQJ932.Q32.32.32", "4H"),
    ("2S 3H (forcing): a singleton heart: the spades again", "2S P 3H P", "KQJ932.2.K32.432", "3S"),
    ("2H 2S (forcing): three spades to the king: the raise", "2H P 2S P", "K32.KQJ932.2.432", "3S"),
    ("2NT 3H 3S 3NT: three spades: the spade game", "2NT P 3H P 3S P 3NT P", "KQ2.AQ3.AK32.Q32", "4S"),
    ("2NT 3H 3S 3NT: two spades: pass", "2NT P 3H P 3S P 3NT P", "K2.AQ32.AK32.KQ2", "P"),
    ("2NT 3H 3S: six spades and 7 HCP: game in spades", "2NT P 3H P 3S P", "QJ8632.K32.Q2.32", "4S"),
    ("2NT 3C 3D: five spades and four hearts: 3S, forcing", "2NT P 3C P 3D P", "KJ432.Q432.2.432", "3S"),
    ("3C 3S (forcing): three spades to the queen: the raise", "3C P 3S P", "Q32.2.32.KQJ9832", "4S"),
    ("3D 3H (forcing): a singleton heart and no spade stopper: the diamonds again", "3D P 3H P",
     "2.32.KQJ9832.Q32", "4D"),
]

ALL = (AFTER_2C_2NT + AFTER_2C_SUIT + AFTER_2NT + LONG_MINOR_OVER_2NT + WEAK_TWO_LATER + WEAK_TWO_RAISE_OVER_THEIR_BID + OVER_THEIR_BID_OF_2C
       + PREEMPT_RAISE_OVER_THEIR_BID + PREEMPT_LATER + MORE_LATER_ROUNDS)


@pytest.mark.parametrize("reason, calls, hand, call", ALL, ids=[p[0] for p in ALL])
def test_strong_and_weak_later_rounds(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
