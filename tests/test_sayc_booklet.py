"""The ``sayc`` system against the ACBL SAYC booklet: openings, responses, opener's rebids and the
no-trump bidding, one position for each thing the booklet says plainly, each written from the rule
it checks (a hand, the auction so far with North dealing, and the booklet's call)."""

from __future__ import annotations

import pytest

import bridgefp as bf
from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
OPENINGS = [
    ("1NT: 15–17 HCP, balanced", "", "AKJ2.KQ3.Q32.J32", "1NT"),
    ("1NT may hold a five-card major", "", "AQ.KJ862.K73.Q84", "1NT"),
    ("1NT may hold a five-card minor", "", "K2.AQ3.KJ843.Q32", "1NT"),
    ("2NT: 20–21 HCP, balanced", "", "AK3.KQ2.AQ54.K32", "2NT"),
    ("3NT: 25–27 HCP, balanced", "", "AKQ.KQJ2.AK3.KQ2", "3NT"),
    ("balanced hands of 22–24 HCP open 2C", "", "AK3.KQ2.AQJ4.K32", "2C"),
    ("2C: 22+ points or the playing equivalent", "", "AKQJ94.AK3.AQ2.3", "2C"),
    ("five-card majors: four spades and four clubs open the minor", "", "AQ32.K32.32.KJ32", "1C"),
    ("a five-card major opens one of it", "", "AQ932.K32.32.K32", "1S"),
    ("the higher of two five-card suits", "", "AQ932.KQ932.3.32", "1S"),
    ("the higher of two five-card suits, the black ones", "", "AQ932.3.32.KQ932", "1S"),
    ("the longer of two suits first", "", "AQ932.3.2.KQ9432", "1C"),
    ("4-4 in the minors: 1D", "", "K3.Q32.AJ54.KJ93", "1D"),
    ("3-3 in the minors: 1C", "", "AJ5.KQ32.Q32.J32", "1C"),
    ("four spades, four hearts, three diamonds, two clubs: 1D", "", "AJ54.KQ32.Q32.32", "1D"),
    ("the longer minor", "", "AJ5.K32.Q4.Q8632", "1C"),
    ("a weak two in spades: a good six-card suit, 5–11 HCP", "", "KQJ932.75.843.92", "2S"),
    ("a weak two in hearts", "", "75.AQJ932.843.92", "2H"),
    ("a weak two in diamonds", "", "75.92.AQJ932.843", "2D"),
    ("no weak two in clubs (2C is strong)", "", "75.843.92.KQJ932", "P"),
    ("a three-level preempt: a seven-card suit, weak", "", "KQJ9832.7.843.92", "3S"),
    ("a three-level preempt in a minor", "", "7.843.92.KQJ9832", "3C"),
    ("a weak hand without a long suit passes", "", "Q32.K32.J432.Q32", "P"),
    ("an opening bid: 13 points", "", "K32.AQ932.K32.32", "1H"),
]

NOTRUMP = [
    ("1NT: a transfer to spades with five spades, weak", "1NT P", "QJ932.32.932.432", "2H"),
    ("1NT: a transfer to hearts with five hearts", "1NT P", "32.QJ932.932.432", "2D"),
    ("1NT: Stayman with a four-card major and 8+ HCP", "1NT P", "KQ32.Q32.K432.32", "2C"),
    ("1NT: 2NT invites with 8–9 balanced and no major", "1NT P", "Q32.K32.K432.J32", "2NT"),
    ("1NT: 3NT with 10–15 balanced and no major", "1NT P", "Q32.K32.K432.A32", "3NT"),
    ("1NT: 2S asks for 3C with a weak long minor", "1NT P", "32.32.432.QJ9432", "2S"),
    ("1NT 2S: opener bids 3C", "1NT P 2S P", "AK32.KQ3.Q32.J32", "3C"),
    ("1NT 2S 3C: responder with clubs passes", "1NT P 2S P 3C P", "32.32.432.QJ9432", "P"),
    ("1NT 2S 3C: responder with diamonds bids 3D", "1NT P 2S P 3C P", "32.32.QJ9432.432", "3D"),
    ("1NT 4C: one ace answers 4H", "1NT P 4C P", "AKJ2.KQ3.Q32.K32", "4H"),
    ("Stayman answered: 2D denies a four-card major", "1NT P 2C P", "AK2.KQ3.Q432.J32", "2D"),
    ("Stayman answered: four hearts", "1NT P 2C P", "AK2.KQ32.Q32.J32", "2H"),
    ("Stayman answered: four spades", "1NT P 2C P", "AK32.KQ3.Q32.J32", "2S"),
    ("Stayman answered: both majors bid 2H", "1NT P 2C P", "AK32.KQ32.Q3.J32", "2H"),
    ("after Stayman, a fit and game values: game in the major", "1NT P 2C P 2H P", "K2.QJ32.K32.A432", "4H"),
    ("after Stayman, a fit and invitational values: three of the major", "1NT P 2C P 2H P", "K2.QJ32.Q32.J432", "3H"),
    ("after Stayman, no fit and game values: 3NT", "1NT P 2C P 2H P", "KQ32.J2.K32.A432", "3NT"),
    ("after Stayman, no fit and invitational values: 2NT", "1NT P 2C P 2D P", "KQ32.J32.Q32.432", "2NT"),
    ("a transfer accepted at the two level", "1NT P 2D P", "AK2.KQ3.Q432.J32", "2H"),
    ("a super-accept: four trumps and a maximum", "1NT P 2D P", "AK2.KQ32.Q32.K32", "3H"),
    ("after the transfer, weak: pass", "1NT P 2H P 2S P", "QJ932.32.932.432", "P"),
    ("after the transfer, six cards and game values: game", "1NT P 2H P 2S P", "KJ9832.32.A32.K2", "4S"),
    ("after the transfer, five cards and game values: 3NT offers a choice", "1NT P 2H P 2S P",
     "KJ983.32.A32.K32", "3NT"),
    ("after the transfer, five cards and invitational values: 2NT", "1NT P 2H P 2S P", "KJ983.32.K32.J32", "2NT"),
    ("after the transfer, six cards and invitational values: three of the major", "1NT P 2H P 2S P",
     "KJ9832.32.K32.J2", "3S"),
    ("2NT invitation: a minimum passes", "1NT P 2NT P", "AK2.KQ3.Q432.J32", "P"),
    ("2NT invitation: a maximum bids 3NT", "1NT P 2NT P", "AK2.KQ3.Q432.KJ2", "3NT"),
    ("1NT: 3C invites 3NT with a six-card club suit", "1NT P", "32.432.32.AQJ432", "3C"),
    ("1NT 3C: a fitting honour accepts in 3NT", "1NT P 3C P", "AK2.KQ3.Q432.K32", "3NT"),
    ("1NT 3C: without a fitting honour, pass", "1NT P 3C P", "AK2.KQ3.KQ32.432", "P"),
    ("after Stayman's 2D, five hearts and four spades, invitational: 2H", "1NT P 2C P 2D P", "KJ32.QJ932.Q2.32", "2H"),
    ("after Stayman's 2D, five spades and four hearts, invitational: 2S", "1NT P 2C P 2D P", "QJ932.KJ32.Q2.32", "2S"),
    ("after Stayman's 2D, five hearts and four spades, game values: 3H", "1NT P 2C P 2D P", "KJ32.KQ932.Q2.32", "3H"),
    ("after Stayman's 2D, five spades and four hearts, game values: 3S", "1NT P 2C P 2D P", "KQJ32.KJ32.Q2.32", "3S"),
    ("after Stayman's 2D and 2S (five spades, invitational): a maximum with three spades bids game",
     "1NT P 2C P 2D P 2S P", "AK2.KQ3.Q432.KJ2", "4S"),
    ("after Stayman's 2D and 2S (five spades, invitational): a minimum passes", "1NT P 2C P 2D P 2S P",
     "AK2.KQ3.Q432.J32", "P"),
    ("after Stayman's 2D and 3H (five hearts, forcing): three hearts raise to game", "1NT P 2C P 2D P 3H P",
     "AK2.Q32.KQ32.J32", "4H"),
    ("after Stayman's 2D and 3H (five hearts, forcing): two hearts bid 3NT", "1NT P 2C P 2D P 3H P",
     "AK2.Q3.KQ32.J432", "3NT"),
    ("after Stayman's 2D, 3H and the raise: responder's 4NT asks for aces (the fit is known)",
     "1NT P 2C P 2D P 3H P 4H P 4NT P", "Q98.A54.AJ973.A3", "5S"),
    ("after Stayman's 2H and 3NT: four spades too, so partner's four spades fit: 4S", "1NT P 2C P 2H P 3NT P",
     "AK32.KQ32.Q3.J32", "4S"),
    ("after Stayman's 2H and 3NT: no four spades, pass", "1NT P 2C P 2H P 3NT P", "AK2.KQ32.Q32.J32", "P"),
    ("after Stayman's 2H and 2NT: four spades and a minimum: 3S", "1NT P 2C P 2H P 2NT P", "AK32.KQ32.Q3.J32", "3S"),
    ("after the transfer and 2NT: three trumps and a minimum: three of the major", "1NT P 2H P 2S P 2NT P",
     "Q32.AK2.Q432.K32", "3S"),
    ("after the transfer and 2NT: two trumps and a maximum: 3NT", "1NT P 2H P 2S P 2NT P", "Q3.AK2.KQ32.K432", "3NT"),
    ("after the transfer and 2NT: three trumps and a maximum: game in the major", "1NT P 2H P 2S P 2NT P",
     "Q32.AK2.KQ32.K32", "4S"),
    ("after the transfer and 2NT: two trumps and a minimum: pass", "1NT P 2H P 2S P 2NT P", "Q3.AK2.Q432.K432", "P"),
    ("after the transfer and 3NT: three trumps choose the major", "1NT P 2D P 2H P 3NT P", "AK2.Q32.KQ32.J32", "4H"),
    ("after the transfer and 3NT: two trumps pass", "1NT P 2D P 2H P 3NT P", "AK2.Q3.KQ32.J432", "P"),
    ("after the transfer, a new suit forces to game: three trumps bid game in the major", "1NT P 2H P 2S P 3C P",
     "KJ3.AT4.A8.KJ874", "4S"),
    ("after the transfer, a new suit forces to game: two trumps bid 3NT", "1NT P 2H P 2S P 3C P",
     "KJ.KT4.A72.KQ543", "3NT"),
    ("after the transfer, a new suit forces to game: never passed", "1NT P 2D P 2H P 3D P", "AJ4.K8.AQ3.KJ873", "3NT"),
    ("after Stayman, three of a minor shows five and slam interest: four-card support raises", "1NT P 2C P 2D P 3C P",
     "KJ3.AT4.A8.KJ874", "4C"),
    ("after Stayman, three of a minor shows five and slam interest: no fit bids 3NT", "1NT P 2C P 2D P 3D P",
     "KJ3.AT4.A8.KJ874", "3NT"),
    ("1NT: 16–17 balanced invites 6NT with 4NT, never a jump to slam", "1NT P", "QJ8.Q75.AK32.A73", "4NT"),
    ("1NT: 18–19 balanced bids 6NT", "1NT P", "QJ8.Q75.AK32.AK3", "6NT"),
    ("1NT: five spades and slam values transfer first", "1NT P", "AKJ96.K75.A75.K2", "2H"),
    ("after the transfer, 4NT invites slam as over 1NT at once: a maximum with two spades accepts in 6NT",
     "1NT P 2H P 2S P 4NT P", "Q3.AK2.KQ32.K432", "6NT"),
    ("1NT 4NT: invites 6NT, a maximum accepts", "1NT P 4NT P", "AK2.KQ3.KJ32.Q32", "6NT"),
    ("1NT 4NT: invites 6NT, a minimum passes", "1NT P 4NT P", "AK2.Q43.KJ32.Q32", "P"),
    ("2NT: a transfer to spades", "2NT P", "QJ932.32.932.432", "3H"),
    ("2NT: Stayman with a four-card major and game values", "2NT P", "KQ32.432.J432.32", "3C"),
    ("2NT: Stayman only with game values: 3 HCP and four spades pass", "2NT P", "Q432.J32.432.432", "P"),
    ("2NT: 3NT with 5–10 balanced and no major", "2NT P", "Q32.K32.J432.432", "3NT"),
    ("2NT: a weak hand passes", "2NT P", "Q32.432.J432.432", "P"),
    ("their bid over partner's transfer: three trumps show the fit", "1NT P 2D 2S", "AK2.Q32.KQ32.J32", "3H"),
    ("their bid over partner's transfer: two trumps pass", "1NT P 2D 2S", "AK2.Q3.KQ432.J32", "P"),
    ("1NT doubled: systems on, Stayman", "1NT X", "KQ32.Q32.K432.32", "2C"),
    ("1NT doubled: systems on, a transfer", "1NT X", "QJ932.32.932.432", "2H"),
]

TWO_CLUBS_AND_PREEMPTS = [
    ("2C: 2D waiting", "2C P", "Q32.J32.5432.432", "2D"),
    ("2C: a positive with a good five-card suit and 8 points", "2C P", "KQJ32.32.K32.432", "2S"),
    ("2C: 2NT with a balanced 8 HCP", "2C P", "Q32.K32.Q432.J32", "2NT"),
    ("2C: 2NT with a balanced 11 HCP, never a jump to slam", "2C P", "KQ85.K3.Q43.J642", "2NT"),
    ("2C: a positive in hearts with 11 HCP", "2C P", "Q96.AKT763.Q86.T", "2H"),
    ("2C 2D 2NT: 22–24, systems on: a transfer", "2C P 2D P 2NT P", "QJ932.32.932.432", "3H"),
    ("2C 2D 2NT: nothing, pass", "2C P 2D P 2NT P", "932.432.9432.432", "P"),
    ("2C 2D: 22–24 balanced rebids 2NT", "2C P 2D P", "AK3.KQ2.AQJ4.K32", "2NT"),
    ("2C 2D: a long suit rebids it", "2C P 2D P", "AKQJ94.AK3.AQ2.3", "2S"),
    ("a weak two answered in a new suit (forcing): three-card support raises", "2H P 2S P", "Q32.KQJ932.32.32", "3S"),
    ("a weak two answered in a new suit (forcing): no fit and a minimum rebids the suit", "2H P 2S P",
     "3.KQJ932.432.432", "3H"),
    ("a weak two answered with 3NT: to play, the weak two passes", "2S P 3NT P", "KQJ932.K32.32.32", "P"),
    ("a four-level preempt: an eight-card major, weak", "", "KQJ98432.7.43.92", "4S"),
    ("a weak two answered: 2NT asks with game interest", "2S P", "A2.AK32.KQ32.432", "2NT"),
    ("a weak two's 2NT answered: a minimum rebids the suit", "2S P 2NT P", "KQ9832.32.432.32", "3S"),
    ("a weak two's 2NT answered: a maximum shows a feature", "2S P 2NT P", "KQJ832.32.K32.32", "3D"),
    ("a weak two raised: three trumps, preemptive", "2S P", "Q32.8432.K432.Q2", "3S"),
    ("a weak two: no fit and a weak hand passes", "2S P", "2.Q8432.Q432.J32", "P"),
    ("a three-level preempt: game in the major with 16+ and two trumps", "3S P", "A2.AK32.KQ32.432", "4S"),
]

MAJOR_RESPONSES = [
    ("1H: a single raise, three trumps and 6–10", "1H P", "Q32.K32.J432.432", "2H"),
    ("1H: a limit raise, three trumps and 10–12", "1H P", "Q32.K32.AJ32.Q32", "3H"),
    ("1H: Jacoby 2NT, four trumps and 13+", "1H P", "A32.K432.KJ32.Q2", "2NT"),
    ("1H: four of the major, five trumps, a singleton, under 10 HCP", "1H P", "2.QJ432.K5432.32", "4H"),
    ("1H: 1S with four spades and no fit", "1H P", "KJ32.32.Q432.432", "1S"),
    ("1H: 1NT with 6–10 points, no fit, no four spades", "1H P", "Q32.32.K432.Q432", "1NT"),
    ("1H: a two-over-one in clubs with five clubs and 12", "1H P", "K32.32.A32.KJ432", "2C"),
    ("1H: a strong jump shift with 19+ points", "1H P", "AKQJ32.A2.KQ2.32", "2S"),
    ("1H: Jacoby 2NT first with a fit and 17 HCP, not Blackwood at once", "1H P", "AK.KT842.A975.K2", "2NT"),
    ("1H: a strong jump shift with 21 HCP, not a jump to slam", "1H P", "AKQJ5.K9.A65.A92", "2S"),
    ("a passed hand's limit raise: three trumps and 11", "P P 1H P", "Q32.K32.AJ32.Q32", "3H"),
    ("a passed hand cannot force: 11 balanced invites with 2NT over 1D", "P P 1D P", "K32.Q32.K32.QJ32", "2NT"),
    ("a passed hand cannot force: 11 balanced invites with 2NT over 1H (not Jacoby)", "P P 1H P", "K32.Q2.K432.QJ32",
     "2NT"),
    ("1S: 1NT with 6–10 and no fit, two-card support", "1S P", "32.Q32.K432.Q432", "1NT"),
    ("1S: 3NT with 15–17 balanced and two spades", "1S P", "32.KQ3.AQ32.KJ32", "3NT"),
    ("1S: 2H shows five hearts", "1S P", "32.KQJ32.A32.Q32", "2H"),
    ("1S: a four-card minor at the two level with 11+", "1S P", "32.K32.AQ432.K32", "2D"),
]

MINOR_RESPONSES = [
    ("1C: a four-card major at the one level", "1C P", "Q32.KJ32.432.432", "1H"),
    ("1C: four hearts and four spades: up the line, 1H", "1C P", "KJ32.QJ32.32.432", "1H"),
    ("1C: 2NT with 13–15 balanced and no four-card major", "1C P", "K32.A32.Q32.KQ32", "2NT"),
    ("1C: 3NT with 16–17 balanced and no four-card major", "1C P", "K32.A32.Q32.AKQ2", "3NT"),
    ("1D: a raise with four diamonds and 6–10, no major", "1D P", "432.32.KJ32.Q432", "2D"),
    ("1C: a raise needs five clubs", "1C P", "432.32.Q32.KJ432", "2C"),
    ("1C: four clubs and no major, 6–10 balanced: 1NT", "1C P", "Q32.K32.Q32.J432", "1NT"),
    ("1D: a four-card heart suit before 1NT", "1D P", "Q32.K432.Q32.J32", "1H"),
    ("1D: a limit raise with four diamonds and 10–12", "1D P", "432.32.KJ32.AQ32", "3D"),
]

REBIDS = [
    ("1D 1S: four-card support and a minimum: two of partner's major", "1D P 1S P", "K432.K3.AQ32.432", "2S"),
    ("1C 1H: 12–14 balanced: 1NT", "1C P 1H P", "K32.Q3.A32.KJ432", "1NT"),
    ("1C 1H: four spades shown at the one level", "1C P 1H P", "K432.Q3.A2.KJ432", "1S"),
    ("1C 1H: 18–19 balanced: 2NT", "1C P 1H P", "AK2.Q3.AQ2.KJ432", "2NT"),
    ("1H 1S: six hearts and a minimum: two of them", "1H P 1S P", "32.AQJ932.K32.32", "2H"),
    ("1H 1S: a second suit, clubs, at the two level", "1H P 1S P", "2.AQJ92.32.KQ432", "2C"),
    ("1D 1S: a reverse into hearts shows 17+", "1D P 1S P", "2.AKJ2.AQJ92.Q32", "2H"),
    ("1D 1S: no reverse with a minimum: rebid the diamonds", "1D P 1S P", "2.K432.AQJ92.K32", "2D"),
    ("1H 1S: six hearts and 16–18: a jump rebid", "1H P 1S P", "32.AKQ932.AJ2.32", "3H"),
    ("1H 2H: 16–18 invites game", "1H P 2H P", "K2.AKJ32.A32.432", "3H"),
    ("1H 2H: a minimum passes", "1H P 2H P", "K2.QJ932.A32.432", "P"),
    ("1H 3H: more than a minimum accepts", "1H P 3H P", "K2.AQ932.K32.Q32", "4H"),
    ("1H 3H: a bare minimum passes", "1H P 3H P", "K2.QJ932.Q32.K32", "P"),
    ("1S 2NT: a singleton is shown at the three level", "1S P 2NT P", "AQ932.K32.KJ32.2", "3C"),
    ("1S 2NT: a minimum without shortness bids game", "1S P 2NT P", "KQ932.K32.Q32.32", "4S"),
    ("1S 2NT: 15–17 without shortness: 3NT", "1S P 2NT P", "AQ932.K32.KJ2.Q2", "3NT"),
    ("1S 1NT: a balanced minimum passes", "1S P 1NT P", "AQ932.K32.K32.32", "P"),
    ("1S 1NT: six spades and a minimum: two of them", "1S P 1NT P", "AQ9832.K32.32.32", "2S"),
    ("1S 1NT: a second suit, hearts, at the two level", "1S P 1NT P", "AQ932.KJ32.432.2", "2H"),
    ("1C 1S: a minimum with five clubs and four hearts rebids clubs (2H would reverse)", "1C P 1S P",
     "3.KQ32.A32.KJ432", "2C"),
    ("1D 1H: four-card support comes before four spades", "1D P 1H P", "KJ32.KQ32.A32.32", "2H"),
    ("1C 1D: a four-card heart suit before 1NT, up the line", "1C P 1D P", "K32.KQ32.Q3.A432", "1H"),
    ("1C 1D: four hearts and four spades, up the line: 1H", "1C P 1D P", "KQ32.KQ32.3.A432", "1H"),
    ("1S 2H: three hearts raise the five-card suit", "1S P 2H P", "AQ932.K32.K32.32", "3H"),
    ("1S 2C: four hearts at the two level (no reverse)", "1S P 2C P", "AQ932.KJ32.32.Q2", "2H"),
    ("1S 1NT: five-five in the majors: 2H", "1S P 1NT P", "AQ932.KJ932.32.2", "2H"),
    ("1S 1NT: five spades, four diamonds, a minimum: 2D", "1S P 1NT P", "AQ932.32.KJ32.Q2", "2D"),
    ("1H 1NT: four spades and a singleton, a minimum: no reverse, a three-card minor", "1H P 1NT P",
     "KQ94.K8543.AT7.8", "2D"),
    ("1S 1NT: 18–19 balanced: 2NT", "1S P 1NT P", "AQ932.KQ2.KJ2.K2", "2NT"),
    ("1S 1NT: six spades, 16–18: 3S", "1S P 1NT P", "AKQ932.K32.A2.32", "3S"),
    ("1D 3D: 14 balanced with every suit stopped: 3NT", "1D P 3D P", "K32.KJ2.AJ32.Q32", "3NT"),
    ("1D 1S: 18–19 balanced: 2NT", "1D P 1S P", "K32.AK2.AJ32.K32", "2NT"),
    ("1H 1S: a jump shift with 19+ and a second suit", "1H P 1S P", "3.AKJ92.AKQ2.K32", "3D"),
    ("a passed hand's 2NT: a balanced minimum declines", "P P 1D P 2NT P", "A32.Q32.KJ32.K32", "P"),
    ("a passed hand's 2NT: 14 HCP accept", "P P 1D P 2NT P", "A32.Q32.AJ32.KQ2", "3NT"),
    ("a passed hand's 2NT: six hearts and a minimum: three of them", "P P 1H P 2NT P", "A3.KQ9832.J32.K2", "3H"),
    ("1H 2C: a balanced minimum: 2NT", "1H P 2C P", "K32.AQ932.K32.32", "2NT"),
    ("1H 2C: six hearts and a minimum: two of them", "1H P 2C P", "32.AQJ932.K32.32", "2H"),
    ("1H 2C: four clubs: raise", "1H P 2C P", "2.AQ932.Q32.KJ32", "3C"),
]

POSITIONS = OPENINGS + NOTRUMP + TWO_CLUBS_AND_PREEMPTS + MAJOR_RESPONSES + MINOR_RESPONSES + REBIDS


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_call(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)



# What a call shows, as the later rules read it: (the auction, the suit, the least length partner has shown).
SHOWN_LENGTHS = [
    ("1NT P 3C P", "C", 5),  # the invitation: a six-card club suit
    ("2C P 2D P 2H P", "H", 5),  # 2C then a suit: five or more
    ("1NT P 2C P 2D P 3H P", "H", 5),  # after Stayman's 2D, a major at three: five cards
    ("2S P 2NT P 3S P", "S", 6),  # a weak two's minimum answer: still six cards, not seven
    ("2S P 2NT P 3D P", "D", 0),  # a feature, not a suit
]


@pytest.mark.parametrize("calls, suit, least", SHOWN_LENGTHS, ids=[p[0] for p in SHOWN_LENGTHS])
def test_what_partner_has_shown(calls: str, suit: str, least: int) -> None:
    from bridgefp.systems.sayc.context import Ctx
    from bridgefp.systems.sayc.partner import partner_shown

    ctx = Ctx(bf.Hand.from_pbn("5432.432.432.432").mask, bf.Auction.from_calls("N", calls.split()))
    assert partner_shown(ctx).lengths["CDHS".index(suit)] == least
