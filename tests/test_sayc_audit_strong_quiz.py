"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a teacher's quiz on the strong
2C opening and the later rounds of the 2NT and 3NT openings. When to open 2C (22+ HCP, or fewer with nine tricks)
rather than one of a suit or 2NT; responder's waiting 2D, the positive suits (a good five-card suit, 8+ HCP) and
2NT; opener's rebids (no trump with 4-4-4-1 and a singleton ace or king); responder's second call: three cards of
opener's suit over a positive raise it, over 3C a waiting 3D without a fit or suit, and opener's suit again at three
of a major or four of a minor after 2D is not forcing (the booklet: the suit forces only that far), so a bust passes
it, and over opener's second suit a doubleton of the first gives preference; 2C then 4NT with 28+ balanced; opener's
second call over their bid of 2C and partner's weak pass; answers to their bid over our 2NT; and the 2NT and 3NT
openings' invitations and slams by points. Each position is (the reason, the auction so far with North dealing, the
hand to call, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call).
OPENING = [
    ("22 HCP balanced: 2C, too strong for 2NT", "", "AK32.KQ3.AQ3.KJ2", "2C"),
    ("23 HCP balanced: 2C, then 2NT", "", "AK3.KQ3.AQ32.KQ2", "2C"),
    ("20 HCP with seven spades to AKQJ: nine tricks, 2C", "", "AKQJ632.AK3.A2.2", "2C"),
    ("22 HCP, five spades and four hearts: 2C", "", "AKQ32.AKJ2.AK3.2", "2C"),
    ("19 HCP balanced: one of a minor, short of 2NT", "", "AK3.KQ3.AJ32.Q32", "1D"),
    ("19 HCP with five-five: one of the higher, not 2C", "", "AKJ32.2.AKQ32.32", "1S"),
    ("25 HCP balanced: 3NT", "", "AKQ.KQ3.AQ32.KQ2", "3NT"),
    ("28 HCP balanced: above 3NT's range, 2C", "", "AKQ.AQ3.AKJ2.KQ2", "2C"),
]

RESPONDER_FIRST = [
    ("2C: nothing at all: the waiting 2D", "2C P", "432.5432.432.432", "2D"),
    ("2C: five hearts to KQJ and 8 HCP: the positive 2H", "2C P", "32.KQJ32.Q32.432", "2H"),
    ("2C: the same hearts and 7 HCP: a point short, 2D", "2C P", "32.KQJ32.J32.432", "2D"),
    ("2C: 8 HCP balanced: the positive 2NT", "2C P", "K32.Q32.Q432.J32", "2NT"),
    ("2C: 7 HCP balanced: 2D", "2C P", "K32.Q32.J432.J32", "2D"),
    ("2C: five clubs to KQ and 9 HCP: the positive 3C", "2C P", "32.K32.432.KQ432", "3C"),
    ("2C: five diamonds to AQJ and 8 HCP: the positive 3D", "2C P", "32.432.AQJ32.J32", "3D"),
    ("2C: five spades to AK and 10 HCP: the positive 2S", "2C P", "AK432.Q32.J32.32", "2S"),
    ("2C: 4-4-4-1 with 9 HCP, no five-card suit and unbalanced: 2D", "2C P", "K432.Q432.K432.2", "2D"),
    ("2C (2H): five spades to KQJ and 7 HCP: the positive suit over their bid", "2C 2H", "KQJ32.32.J32.432", "2S"),
    ("2C (X): five hearts to KQJ and 8 HCP: the positive stands", "2C X", "32.KQJ32.Q32.432", "2H"),
]

OPENER_REBID = [
    ("2C 2D: 22 HCP balanced: 2NT", "2C P 2D P", "AK32.KQ3.AQ3.KJ2", "2NT"),
    ("2C 2D: 25 HCP balanced: 3NT", "2C P 2D P", "AKQ.KQ3.AQ32.KQ2", "3NT"),
    ("2C 2D: six hearts: 2H, natural", "2C P 2D P", "A2.AKQJ32.AK2.K2", "2H"),
    ("2C 2D: six clubs: 3C, natural", "2C P 2D P", "A2.AK2.A2.AKQJ32", "3C"),
    ("2C 2D: six diamonds: 3D, natural", "2C P 2D P", "A2.AK2.AKQJ32.K2", "3D"),
    ("2C 2D: five-five in spades and diamonds: the higher first", "2C P 2D P", "AKQ32.A.AKQ32.32", "2S"),
    ("2C 2H (positive): three hearts: the raise sets the suit", "2C P 2H P", "AK3.K32.AKQ2.KQ2", "3H"),
    ("2C 2S (positive): a singleton spade, balanced in the rest: 2NT", "2C P 2S P", "2.AKQ3.AKJ2.KQ32", "2NT"),
    ("2C 2NT (positive): 22 HCP balanced: 3NT", "2C P 2NT P", "AK32.KQ3.AQ3.KJ2", "3NT"),
]

# 4-4-4-1 with a singleton ace or king rebids no trump by its points after 2C 2D, not a four-card minor at three
# (the booklet's suit rebid is almost always five cards); with a small singleton the suit stands.
FOUR_FOUR_FOUR_ONE = [
    ("2C 2D: 4-4-4-1, 23 HCP, a singleton king: 2NT, not 3D", "2C P 2D P", "AK85.KJT4.AKJ4.K", "2NT"),
    ("2C 2D: 4-4-4-1, 25 HCP, a singleton king: 3NT, not 3C", "2C P 2D P", "K.AK62.AK64.AKQ9", "3NT"),
    ("2C 2D: 4-4-4-1, 29 HCP, a singleton ace: 4NT", "2C P 2D P", "AKQ2.AKJ2.AKQ2.A", "4NT"),
    ("2C 2D: 4-4-4-1 with a small singleton: a suit, the cheapest four-card one (a major at two)", "2C P 2D P", "AKQ2.AKJ2.KQ32.2", "2H"),
    ("2C 2D: five diamonds and a small singleton: 3D", "2C P 2D P", "AK2.AKQ2.KQJ32.2", "3D"),
]

RESPONDER_SECOND = [
    ("2C 2D 2H: three hearts and 5 HCP: the raise below game", "2C P 2D P 2H P", "K32.Q32.J432.432", "3H"),
    ("2C 2D 2H: five spades, weak: 2S, natural", "2C P 2D P 2H P", "QJ432.2.5432.432", "2S"),
    ("2C 2D 2S: balanced, no fit, 5 HCP: 2NT", "2C P 2D P 2S P", "32.K432.Q432.432", "2NT"),
    ("2C 2D 3C: four clubs and 5 HCP: the raise", "2C P 2D P 3C P", "32.K432.Q32.J432", "4C"),
    ("2C 2D 3D: four diamonds: the raise", "2C P 2D P 3D P", "32.K432.Q432.432", "4D"),
    ("2C 2NT 3S: three spades: game", "2C P 2NT P 3S P", "K32.Q32.Q432.J32", "4S"),
]

# After a positive answer opener's own suit shows five cards: three of it are a fit, raised at once (game is set
# up, and the strong hand asks for slam), not jumped over to 6NT or passed by for 3NT.
FIT_FOR_OPENER_SUIT_OVER_POSITIVE = [
    ("2C 2H 2S: three spades and 10 HCP: 3S, the fit, not 6NT", "2C P 2H P 2S P", "Q32.KQJ32.K32.32", "3S"),
    ("2C 3D 3S: three spades and 8 HCP: 4S, not 3NT", "2C P 3D P 3S P", "Q32.32.AKJ32.432", "4S"),
    ("2C 2S 3D: three diamonds: 4D", "2C P 2S P 3D P", "AKJ32.32.Q32.432", "4D"),
    ("2C 2H 3C: three clubs: 4C", "2C P 2H P 3C P", "32.KQJ32.K32.Q32", "4C"),
    ("2C 3C 3H: three hearts: 4H, which opener does not pass", "2C P 3C P 3H P", "32.Q32.K32.AKJ32", "4H"),
    ("2C 3C 3H 4H: opener with slam values goes on: Blackwood", "2C P 3C P 3H P 4H P", "A2.AKQJ2.AKQ2.32", "4NT"),
    ("2C 2H 2S 3S: every side suit held by an ace or king: opener asks for aces at once", "2C P 2H P 2S P 3S P", "AKJ32.A2.AKQ2.K2", "4NT"),
    ("2C 2H 2S: two spades, no fit, 10 HCP: the no-trump slam by points", "2C P 2H P 2S P", "Q2.KQJ32.K32.432", "6NT"),
]

# 2C 2D 3C: without three clubs or a suit of its own the waiting hand bids 3D, waiting (as 2NT over a major), not
# 3NT: the strong hand then bids the no trump from its side of the table.
WAITING_OVER_OPENER_CLUBS = [
    ("2C 2D 3C: nothing at all: 3D, waiting", "2C P 2D P 3C P", "432.5432.5432.32", "3D"),
    ("2C 2D 3C: 5 HCP, two clubs, no suit: 3D, waiting", "2C P 2D P 3C P", "K32.Q432.J432.32", "3D"),
    ("2C 2D 3C: three clubs and 5 HCP: the raise, 4C", "2C P 2D P 3C P", "32.K32.5432.Q432", "4C"),
    ("2C 2D 3C: five hearts to KQ: 3H, natural", "2C P 2D P 3C P", "32.KQ432.5432.32", "3H"),
    ("2C 2D 3C 3D: opener balanced in the rest: 3NT from the strong side", "2C P 2D P 3C P 3D P",
     "AK2.A2.AQ2.AKJ32", "3NT"),
    ("2C 2D 3C 3D 3NT: nothing: pass", "2C P 2D P 3C P 3D P 3NT P", "432.5432.5432.32", "P"),
]

# Opener's suit after the waiting 2D forces to three of a major or four of a minor, no further: back in it there
# over responder's 2NT or new suit it may be passed, and a bust (0-3 HCP) does; 4+ HCP bid game.
SUIT_AGAIN_NOT_FORCING = [
    ("2C 2D 2H 2S 3H: five weak spades and 3 HCP: pass", "2C P 2D P 2H P 2S P 3H P", "QJ432.2.5432.432", "P"),
    ("2C 2D 2H 2NT 3H: no points: pass", "2C P 2D P 2H P 2NT P 3H P", "5432.2.5432.5432", "P"),
    ("2C 2D 2S 2NT 3S: 1 HCP: pass", "2C P 2D P 2S P 2NT P 3S P", "2.J5432.5432.432", "P"),
    ("2C 2D 2H 3C 3H: no points: pass", "2C P 2D P 2H P 3C P 3H P", "5432.2.5432.5432", "P"),
    ("2C 2D 3C 3D 4C: no points: pass four of the minor", "2C P 2D P 3C P 3D P 4C P", "5432.5432.432.32", "P"),
    ("2C 2D 2H 2NT 3H: 5 HCP with two hearts: game", "2C P 2D P 2H P 2NT P 3H P", "K432.32.Q432.432", "4H"),
    ("2C 2D 2H 2NT 3H: 4 HCP, a point more than a bust: game", "2C P 2D P 2H P 2NT P 3H P", "Q432.32.Q432.432", "4H"),
    ("2C 2D 2H 2NT 3H: a king with two hearts, 3 HCP: pass", "2C P 2D P 2H P 2NT P 3H P", "K432.32.5432.432", "P"),
    ("2C 2D 2S 2NT 3S: 5 HCP, a singleton spade: 3NT", "2C P 2D P 2S P 2NT P 3S P", "2.K5432.Q432.432", "3NT"),
    ("2C 2D 2H 2NT: six hearts and 22 HCP: 3H, not forcing", "2C P 2D P 2H P 2NT P", "A2.AKQJ32.AK2.32", "3H"),
    ("2C 2D 2H 2NT: seven hearts to AKQJ: game, as 3H could be passed", "2C P 2D P 2H P 2NT P", "A2.AKQJ432.AK2.2", "4H"),
    ("2C 2D 2H 2NT: five hearts and four spades: the second suit", "2C P 2D P 2H P 2NT P", "AK32.AKQJ3.AK.32", "3S"),
    ("2C 2D 2S 2NT: five spades, balanced in the rest: 3NT", "2C P 2D P 2S P 2NT P", "AKQJ2.AK2.AQ2.K2", "3NT"),
    ("2C 2D 2H 2S: seven hearts to AKQJ: game in hearts", "2C P 2D P 2H P 2S P", "A2.AKQJ432.AK2.2", "4H"),
    ("2C 2D 2H 3H: the raise agreed hearts: a cue bid with two small clubs, not Blackwood",
     "2C P 2D P 2H P 3H P", "AK.AKQJ32.AK2.32", "3S"),
    ("2C 2D 2NT 3C 3S: four spades and a king: game", "2C P 2D P 2NT P 3C P 3S P", "K432.Q32.432.432", "4S"),
    ("2C 2D 3C 3D 3NT: no fit: pass", "2C P 2D P 3C P 3D P 3NT P", "K32.Q432.J432.32", "P"),
    ("2C 2D 2H 4H: the fast arrival, weak: opener passes without a slam", "2C P 2D P 2H P 4H P", "A2.AKQJ32.AK2.K2", "P"),
]

# My 2C, their suit, partner's pass (the weak answer): I describe the hand as over the waiting 2D, not with the
# one-of-a-suit opener's reopening double (2C is no club suit): 2NT (22–24) or 3NT balanced with their suit
# stopped, my long suit natural; short in theirs with no such suit, the takeout double. Partner, weak, passes my
# suit with a bust (it forces to three of a major or four of a minor, as over 2D) and bids game with more.
OVER_THEIR_BID_OF_MY_2C = [
    ("2C (2S) P: 22 HCP balanced with A Q of spades: 2NT, not a takeout double", "2C 2S P P", "AQ3.KQ3.AK32.KJ2", "2NT"),
    ("2C (2S) P: 25 HCP balanced with spades stopped: 3NT", "2C 2S P P", "AKQ.KQ3.AQ32.KQ2", "3NT"),
    ("2C (3D) P: 22 HCP balanced with diamonds stopped: 3NT, 2NT being gone", "2C 3D P P", "AQ3.KQ3.AK32.KJ2", "3NT"),
    ("2C (2S) P: six hearts to AKQJ: 3H, natural", "2C 2S P P", "A2.AKQJ32.AK2.K2", "3H"),
    ("2C (2H) P: six diamonds: 3D, natural", "2C 2H P P", "KQ3.2.AKQJ32.AK2", "3D"),
    ("2C (2S) P: balanced with no spade stopper: the takeout double", "2C 2S P P", "32.AKQ3.AKQ2.AKJ", "X"),
    ("2C (3S) P: five-five with a singleton spade: the takeout double", "2C 3S P P", "K.AKQJ4.65.AKQT9", "X"),
    ("2C (2S) P P 3H: 2 HCP: pass", "2C 2S P P 3H P", "432.Q32.5432.432", "P"),
    ("2C (2S) P P 3H: a singleton heart and 3 HCP: pass", "2C 2S P P 3H P", "5432.2.K5432.432", "P"),
    ("2C (2S) P P 3H: two hearts and 4 HCP: game", "2C 2S P P 3H P", "5432.Q2.K432.432", "4H"),
    ("2C (2S) P P 3H: a singleton heart, spades stopped, 5 HCP: 3NT", "2C 2S P P 3H P", "K432.2.Q5432.432", "3NT"),
    ("2C (2S) P P 3D: spades stopped and 5 HCP: 3NT", "2C 2S P P 3D P", "K432.Q32.32.5432", "3NT"),
    ("2C (2S) P P 3D: three diamonds, no spade stopper, 5 HCP: 5D", "2C 2S P P 3D P", "5432.Q32.K32.432", "5D"),
    ("2C (2S) P P 3D: no points: pass", "2C 2S P P 3D P", "5432.32.432.5432", "P"),
]

# 2C 2D, opener's major, the waiting 2NT or a new suit, opener's second suit (forcing): four of a second major raise to game;
# else a doubleton of the first major gives preference at the cheapest level (five opposite two), not 3NT.
AFTER_OPENER_SECOND_SUIT = [
    ("2C 2D 2S 2NT 3H: Q2 of spades, three hearts: preference, 3S", "2C P 2D P 2S P 2NT P 3H P", "Q2.432.J5432.432", "3S"),
    ("2C 2D 2S 2NT 3H: two small spades, three hearts: 3S", "2C P 2D P 2S P 2NT P 3H P", "32.432.Q5432.432", "3S"),
    ("2C 2D 2S 2NT 3H: four hearts: game in hearts", "2C P 2D P 2S P 2NT P 3H P", "32.Q432.5432.432", "4H"),
    ("2C 2D 2H 2NT 3D: two hearts, three diamonds: 3H", "2C P 2D P 2H P 2NT P 3D P", "432.32.QJ5.K5432", "3H"),
    ("2C 2D 2H 2NT 3S: two hearts, three spades: 4H, the cheapest heart bid", "2C P 2D P 2H P 2NT P 3S P",
     "Q32.32.J5432.432", "4H"),
    ("2C 2D 2H 2NT 3C: four clubs: the raise, 4C", "2C P 2D P 2H P 2NT P 3C P", "432.32.QJ54.K432", "4C"),
    ("2C 2D 2H 2NT 3S: a singleton heart, three spades: 3NT", "2C P 2D P 2H P 2NT P 3S P", "432.2.QJ5432.432", "3NT"),
    ("2C 2D 2H 2S 3D: two hearts and five weak spades: preference, 3H", "2C P 2D P 2H P 2S P 3D P",
     "QJ432.32.432.432", "3H"),
    ("2C 2D 2H 2S 3D: a singleton heart and four diamonds: the raise, 4D", "2C P 2D P 2H P 2S P 3D P",
     "QJ432.2.K432.432", "4D"),
    ("2C 2D 2H 3C 3S: two hearts, three spades: 4H", "2C P 2D P 2H P 3C P 3S P", "432.32.432.KQJ32", "4H"),
    ("2C 2D 2S 2NT 3H 3S: opener without slam values: game in spades", "2C P 2D P 2S P 2NT P 3H P 3S P",
     "AKQJ2.AKQ2.A2.32", "4S"),
]

# 2C then 4NT is 28+ balanced, above 3NT's 25–27 (mainstream; the booklet stops at 3NT): a quantitative invitation
# that responder takes to 6NT with 5+ HCP (33 together) and to 7NT with 9+ (37).
TWENTY_EIGHT_BALANCED = [
    ("2C 2D: 28 HCP balanced: 4NT, not a four-card suit", "2C P 2D P", "AKQ.AQ3.AKJ2.KQ2", "4NT"),
    ("2C 2D: 27 HCP balanced: 3NT", "2C P 2D P", "AKQ.AQ3.AKJ2.KJ2", "3NT"),
    ("2C 2D 4NT: 5 HCP: 6NT", "2C P 2D P 4NT P", "K32.Q32.5432.432", "6NT"),
    ("2C 2D 4NT: 3 HCP: pass", "2C P 2D P 4NT P", "J32.Q32.5432.432", "P"),
    ("2C 2D 4NT: 4 HCP, a point short: pass", "2C P 2D P 4NT P", "K32.J32.5432.432", "P"),
    ("2C 2D 4NT: 12 HCP: 7NT", "2C P 2D P 4NT P", "K32.K32.K432.K32", "7NT"),
    ("2C 2D 4NT: 8 HCP: 6NT, a point short of the grand", "2C P 2D P 4NT P", "K32.Q32.K432.432", "6NT"),
]

# Their bid over our 2NT (20–21): the conventions are off and 5 HCP make game. 3NT with their suit stopped, and with
# 6+ HCP all the same; a five-card major at three forcing (opener picks 4M or 3NT); a double for penalty, which
# opener leaves in; 12+ HCP look for slam as without their bid.
OVER_THEIR_BID_OF_OUR_2NT = [
    ("2NT (3S): 10 HCP, Q x of spades: 3NT, not a pass", "2NT 3S", "Q4.T42.KQ86.KT87", "3NT"),
    ("2NT (3S): 8 HCP, a singleton spade: 3NT all the same", "2NT 3S", "4.KT87.T985.AJ93", "3NT"),
    ("2NT (3S): 5 HCP, no stopper and no long suit: pass", "2NT 3S", "4.Q542.QJ73.6543", "P"),
    ("2NT (3S): six hearts to AQ and 8 HCP: game in hearts", "2NT 3S", "92.AQT864.Q64.T8", "4H"),
    ("2NT (3S): four spades with 9 HCP: the penalty double", "2NT 3S", "T876.AJ3.QT94.Q5", "X"),
    ("2NT (3S): 16 HCP: the slam by points, as without their bid", "2NT 3S", "AK8.KT73.KQ932.9", "6NT"),
    ("2NT (3C): five spades and 7 HCP: 3S, forcing", "2NT 3C", "QT964.AQT.6.T743", "3S"),
    ("2NT (3C) 3H: three hearts: game in hearts", "2NT 3C 3H P", "AK3.K32.AQ32.KQ2", "4H"),
    ("2NT (3C) 3H: two hearts, clubs stopped: 3NT", "2NT 3C 3H P", "AK32.K2.AQ32.KQ2", "3NT"),
    ("2NT (3S) X: the penalty double stands", "2NT 3S X P", "A2.KQ32.AK32.KQ2", "P"),
]

NOTRUMP_LATER = [
    ("2NT: six clubs to KJ and 6 HCP: 3NT", "2NT P", "32.32.Q32.KJ5432", "3NT"),
    ("2NT: 12 HCP balanced: the quantitative 4NT (32-33 together)", "2NT P", "KQ3.QJ4.K943.J52", "4NT"),
    ("2NT: 15 HCP balanced: 5NT, the grand slam invitation", "2NT P", "KQ3.KQ4.K943.QJ2", "5NT"),
    ("2NT: 3 HCP flat: pass", "2NT P", "J32.Q32.5432.432", "P"),
    ("2NT: six hearts to AKJ and 10 HCP: the transfer first", "2NT P", "2.AKJ432.Q32.432", "3D"),
    ("2NT: five-five majors: the transfer to spades", "2NT P", "KJ432.QT432.32.2", "3H"),
    ("2NT 4NT: 21 HCP, the top: 6NT", "2NT P 4NT P", "AK3.KQ3.AJ32.KQ2", "6NT"),
    ("2NT 4NT: 20 HCP, the bottom: pass", "2NT P 4NT P", "AK3.KQ3.AJ32.QJ2", "P"),
    ("3NT: 5 HCP: pass", "3NT P", "K32.Q32.5432.432", "P"),
    ("3NT: 8 HCP: 33+ together, 6NT", "3NT P", "K32.Q32.J432.Q32", "6NT"),
    ("3NT: 10 HCP: 6NT", "3NT P", "K32.Q32.K432.Q32", "6NT"),
    ("3NT 4NT: 27 HCP, the top: 6NT", "3NT P 4NT P", "AKQ.AQ3.AKJ2.KQ2", "6NT"),
    ("3NT 4NT: 25 HCP, the bottom: pass", "3NT P 4NT P", "AKQ.KQ3.AQ32.KQ2", "P"),
]

ALL = (OPENING + RESPONDER_FIRST + OPENER_REBID + FOUR_FOUR_FOUR_ONE + RESPONDER_SECOND
       + FIT_FOR_OPENER_SUIT_OVER_POSITIVE + WAITING_OVER_OPENER_CLUBS + SUIT_AGAIN_NOT_FORCING
       + AFTER_OPENER_SECOND_SUIT + TWENTY_EIGHT_BALANCED + OVER_THEIR_BID_OF_MY_2C + OVER_THEIR_BID_OF_OUR_2NT
       + NOTRUMP_LATER)


@pytest.mark.parametrize("reason, calls, hand, call", ALL, ids=[p[0] for p in ALL])
def test_strong_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
