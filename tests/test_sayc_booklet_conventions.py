"""The ``sayc`` system against the ACBL SAYC booklet: the no-trump openings' conventions beyond the
first answer (Stayman, transfers, 2S to 3C, Gerber, the quantitative 4NT), the 2NT opening and the
2C–2D–2NT rebid, the strong 2C's later rounds, the weak twos and preempts, and Blackwood. Each
position is written from the rule it checks (a hand, the auction so far with North dealing, and the
booklet's call); where the booklet is silent the description says the call is mainstream practice."""

from __future__ import annotations

import pytest

import bridgefp as bf
from bridgefp.systems.sayc.context import Ctx
from bridgefp.systems.sayc.partner import partner_shown
from sayc_positions import assert_booklet_call


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
STAYMAN = [
    ("Stayman answered 2H: four spades and 8 HCP, no heart fit: 2NT invites", "1NT P 2C P 2H P",
     "KQ32.J32.Q32.432", "2NT"),
    ("Stayman answered 2S: four spades and 8 HCP: three spades invites", "1NT P 2C P 2S P",
     "KQ32.J32.Q32.432", "3S"),
    ("Stayman answered 2S: four hearts only and 11 HCP: 3NT", "1NT P 2C P 2S P", "A32.KQ32.Q32.432", "3NT"),
    ("Stayman answered 2D: four spades and 11 HCP: 3NT", "1NT P 2C P 2D P", "KQ32.A32.Q32.432", "3NT"),
    ("Stayman answered 2D: five hearts, four spades, 9 HCP: 2H invites", "1NT P 2C P 2D P",
     "K932.QJ932.32.K2", "2H"),
    ("Stayman answered 2D: five hearts, four spades, 11 HCP: 3H forces to game", "1NT P 2C P 2D P",
     "K932.AJ932.32.K2", "3H"),
    ("Stayman answered 2D: five spades, four hearts, 11 HCP: 3S forces to game", "1NT P 2C P 2D P",
     "AJ932.K932.32.K2", "3S"),
    ("after 2H, partner's 2NT invites and promises four spades: a maximum with four spades bids 4S",
     "1NT P 2C P 2H P 2NT P", "AK32.KQ32.KQ3.32", "4S"),
    ("after 2H, partner's 2NT invites: a minimum without four spades passes", "1NT P 2C P 2H P 2NT P",
     "AK2.KQ32.Q32.J32", "P"),
    ("after 2H, partner's 2NT invites: a maximum without four spades bids 3NT", "1NT P 2C P 2H P 2NT P",
     "AK2.KQ32.Q32.KJ2", "3NT"),
    ("after 2H, partner's three hearts invites: a maximum accepts", "1NT P 2C P 2H P 3H P",
     "AK2.KQ32.J32.KJ2", "4H"),
    ("after 2H, partner's three hearts invites: a minimum passes", "1NT P 2C P 2H P 3H P",
     "AK2.KQ32.J32.Q32", "P"),
    ("after 2S, partner's three spades invites: a maximum accepts", "1NT P 2C P 2S P 3S P",
     "KQ32.AK2.J32.KJ2", "4S"),
    ("after 2D, partner's 2H (five hearts, invitational): a maximum with three hearts bids 4H",
     "1NT P 2C P 2D P 2H P", "AK2.KQ3.Q432.KJ2", "4H"),
    ("after 2D, partner's 2H (five hearts, invitational): a minimum passes", "1NT P 2C P 2D P 2H P",
     "AK2.Q32.Q432.KJ2", "P"),
    ("after 2D, partner's 3H forces: three hearts, game in hearts", "1NT P 2C P 2D P 3H P",
     "AK2.Q32.Q432.KJ2", "4H"),
    ("after 2D, partner's 3S forces: two spades, 3NT", "1NT P 2C P 2D P 3S P", "A2.KQ32.Q432.KJ2", "3NT"),
    ("after 2D, partner's 2NT invites: a maximum accepts", "1NT P 2C P 2D P 2NT P", "AK2.KQ3.Q432.KJ2", "3NT"),
    ("after 2D, partner's 2NT invites: a minimum passes", "1NT P 2C P 2D P 2NT P", "AK2.Q32.Q432.KJ2", "P"),
    ("Stayman then three of a minor is forcing with slam interest: four-card support raises",
     "1NT P 2C P 2H P 3C P", "A2.KQ32.Q32.KJ32", "4C"),
    ("Stayman then three of a minor: without a fit, 3NT", "1NT P 2C P 2H P 3D P", "A2.KQ32.Q32.KJ32", "3NT"),
]

TRANSFERS = [
    ("they bid our transferred major and opener shows the fit: not a cue bid, a weak responder passes", "1NT X 2H 2S 3S P", "J9843.93.Q2.7652", "P"),
    ("a transfer: 17 HCP and only three hearts accept at two", "1NT P 2D P", "AK32.KQ3.Q32.K32", "2H"),
    ("a transfer: a minimum with four spades accepts at two", "1NT P 2H P", "KQ32.AK2.Q32.J32", "2S"),
    ("after the transfer, a weak hand passes", "1NT P 2D P 2H P", "32.QJ932.932.432", "P"),
    ("after the transfer, five hearts and 8 HCP: 2NT invites", "1NT P 2D P 2H P", "32.KQ932.Q32.J32", "2NT"),
    ("after the transfer, six hearts and 8 HCP: three hearts invites", "1NT P 2D P 2H P", "2.KQ9832.Q32.J32", "3H"),
    ("after the transfer, five hearts and 11 HCP balanced: 3NT offers the choice", "1NT P 2D P 2H P",
     "K2.KQ932.Q32.J32", "3NT"),
    ("after the transfer, six hearts and 10 HCP: game in hearts", "1NT P 2D P 2H P", "K2.KQ9832.Q32.32", "4H"),
    ("after the transfer, six spades and 10 HCP: game in spades", "1NT P 2H P 2S P", "KQ9832.K2.Q32.32", "4S"),
    ("after the transfer, a new suit is natural and forcing to game: five-five in hearts and clubs",
     "1NT P 2D P 2H P", "2.KQ932.32.AKJ32", "3C"),
    ("after the transfer, a new suit is natural and forcing to game: five spades, five diamonds",
     "1NT P 2H P 2S P", "KQ932.2.AKJ32.32", "3D"),
    ("the transfer accepted, partner's 2NT invites: a minimum with three hearts bids 3H",
     "1NT P 2D P 2H P 2NT P", "AK2.Q32.Q432.K32", "3H"),
    ("the transfer accepted, partner's 2NT invites: a minimum with two hearts passes",
     "1NT P 2D P 2H P 2NT P", "AK2.Q3.Q5432.K32", "P"),
    ("the transfer accepted, partner's 2NT invites: a maximum with three hearts bids 4H",
     "1NT P 2D P 2H P 2NT P", "AK2.Q32.KJ32.K32", "4H"),
    ("the transfer accepted, partner's 2NT invites: a maximum with two hearts bids 3NT",
     "1NT P 2D P 2H P 2NT P", "AK2.Q3.KJ432.K32", "3NT"),
    ("the transfer accepted, partner's 3NT offers a choice: three spades, 4S", "1NT P 2H P 2S P 3NT P",
     "Q32.AK2.Q432.K32", "4S"),
    ("the transfer accepted, partner's 3NT offers a choice: two spades, pass", "1NT P 2H P 2S P 3NT P",
     "Q3.AK2.Q5432.K32", "P"),
    ("the transfer accepted, partner's three spades invites: a maximum bids 4S", "1NT P 2H P 2S P 3S P",
     "Q32.AK2.KJ32.K32", "4S"),
    ("the transfer accepted, partner's three spades invites: a minimum passes", "1NT P 2H P 2S P 3S P",
     "Q32.AK2.Q432.K32", "P"),
    ("the transfer accepted, partner's natural new suit: three-card support, game in the major",
     "1NT P 2D P 2H P 3C P", "AK2.Q32.Q432.K32", "4H"),
    ("the transfer accepted, partner's natural new suit: two-card support, 3NT",
     "1NT P 2D P 2H P 3C P", "AK2.Q3.Q5432.K32", "3NT"),
    ("partner's super-accept and a weak hand: pass", "1NT P 2D P 3H P", "32.QJ932.932.432", "P"),
    ("partner's super-accept and 6 HCP: game", "1NT P 2D P 3H P", "32.QJ932.K32.432", "4H"),
]

OTHER_NOTRUMP = [
    ("1NT–2S forces 3C even with a maximum", "1NT P 2S P", "AK2.KQ32.Q32.KJ2", "3C"),
    ("1NT–3C invites 3NT with a good six-card suit: the ace of clubs accepts", "1NT P 3C P",
     "KQ2.KQ32.Q32.A32", "3NT"),
    ("1NT–3D invites 3NT: no honour in diamonds declines", "1NT P 3D P", "AK2.KQ32.432.KJ2", "P"),
    ("1NT–3C: a good six-card club suit and 7 HCP invites", "1NT P", "32.432.32.AKJ432", "3C"),
    ("the quantitative 4NT: a minimum passes", "1NT P 4NT P", "AK2.KQ3.Q432.J32", "P"),
    ("the quantitative 4NT: a maximum bids 6NT", "1NT P 4NT P", "AK2.KQ3.Q432.KJ2", "6NT"),
    ("1NT and 18 HCP balanced: 33+ together, 6NT", "1NT P", "AK2.KQ3.KJ32.Q32", "6NT"),
    ("1NT and 22 HCP balanced: 37+ together, 7NT", "1NT P", "AK2.AKQ.KJ32.Q32", "7NT"),
    ("Gerber: no ace answers 4D", "1NT P 4C P", "KQ2.KQ32.KQ32.Q2", "4D"),
    ("Gerber: two aces answer 4S", "1NT P 4C P", "A32.KQ32.A32.J32", "4S"),
    ("Gerber: three aces answer 4NT", "1NT P 4C P", "A32.A432.A32.J32", "4NT"),
    ("Gerber answered with two aces, and I hold none: two missing, sign off in 4NT", "1NT P 4C P 4S P",
     "KQ2.K.KQJ8765.Q2", "4NT"),
    ("Gerber answered with two aces, and I hold one: one missing, 6NT", "1NT P 4C P 4S P",
     "KQ2.A.KQJ8765.Q2", "6NT"),
    ("Gerber answered with two aces, and I hold two: all four, 5C asks for kings", "1NT P 4C P 4S P",
     "A2.AK.KQJ8765.K2", "5C"),
    ("Gerber's 5C asks for kings: one king answers 5H", "1NT P 4C P 4S P 5C P", "A32.K432.A32.Q32", "5H"),
    ("Gerber's 5C asks for kings: two kings answer 5S", "1NT P 4C P 4S P 5C P", "A32.K432.A32.K32", "5S"),
]

TWO_NOTRUMP = [
    ("2NT: Stayman at three with a four-card major and 5 HCP", "2NT P", "Q432.K32.5432.J3", "3C"),
    ("2NT: a transfer at three with five hearts, weak", "2NT P", "32.QJ932.932.432", "3D"),
    ("2NT and 4 HCP balanced, no major: 3NT", "2NT P", "Q32.J32.Q432.432", "3NT"),
    ("2NT and 2 HCP: pass", "2NT P", "432.J32.5432.432", "P"),
    ("2NT and 11 HCP balanced: the quantitative 4NT", "2NT P", "K32.QJ4.K943.Q52", "4NT"),
    ("2NT–3C: four spades, not four hearts, bid 3S", "2NT P 3C P", "AK32.KQ3.AQ2.K32", "3S"),
    ("2NT–3C: no four-card major bid 3D", "2NT P 3C P", "AK2.KQ3.AQ32.K32", "3D"),
    ("2NT–3D: accept the transfer at three", "2NT P 3D P", "AK2.KQ3.AQ32.K32", "3H"),
    ("2NT–3D–3H: weak, pass", "2NT P 3D P 3H P", "32.QJ932.932.432", "P"),
    ("2NT–3H–3S: five spades and 6 HCP, 3NT offers the choice", "2NT P 3H P 3S P", "KJ932.32.Q32.432", "3NT"),
    ("2NT–3H–3S: six spades and 6 HCP, game", "2NT P 3H P 3S P", "KJ9832.32.Q32.32", "4S"),
    ("2NT–3C–3D: four spades, 5 HCP and no fit, 3NT", "2NT P 3C P 3D P", "Q432.K32.432.J32", "3NT"),
    ("2NT–3C–3H: four hearts and 5 HCP, game in hearts", "2NT P 3C P 3H P", "Q32.K432.432.J32", "4H"),
    ("2NT, partner's 3NT over my 3H promises four spades: with four spades, 4S", "2NT P 3C P 3H P 3NT P",
     "AK32.KQ32.AQ2.K2", "4S"),
    ("the quantitative 4NT over 2NT: a maximum bids 6NT", "2NT P 4NT P", "AK2.KQ3.AQ32.KJ2", "6NT"),
    ("the quantitative 4NT over 2NT: a minimum passes", "2NT P 4NT P", "AK2.KQ3.AJ32.Q32", "P"),
    ("Gerber over 2NT: two aces answer 4S", "2NT P 4C P", "AK2.KQ3.AQ32.K32", "4S"),
    ("2C–2D–2NT: 22–24, and 3 HCP balanced make game", "2C P 2D P 2NT P", "32.J32.Q432.5432", "3NT"),
    ("2C–2D–2NT: 1 HCP passes", "2C P 2D P 2NT P", "432.32.J432.5432", "P"),
    ("2C–2D–2NT, system on: Stayman with four spades and 3 HCP", "2C P 2D P 2NT P", "Q432.J32.5432.43", "3C"),
    ("2C–2D–2NT, system on: a transfer with five hearts", "2C P 2D P 2NT P", "32.QJ932.932.432", "3D"),
    ("3NT: 25–27, and a weak balanced hand passes", "3NT P", "Q32.J32.5432.432", "P"),
]

STRONG_TWO_CLUBS = [
    ("2C: a positive 2NT with 8+ HCP, balanced, no good suit", "2C P", "K32.Q32.K432.J32", "2NT"),
    ("2C–2D: a long suit is shown naturally", "2C P 2D P", "AKQJ32.AK2.AQ2.2", "2S"),
    ("2C–2D–2H: three hearts and some values raise to 3H", "2C P 2D P 2H P", "32.K32.Q5432.432", "3H"),
    ("2C–2D–2S: a five-card heart suit of my own, no fit", "2C P 2D P 2S P", "2.QJ932.5432.432", "3H"),
    ("2C–2D–2H: no fit and no suit of my own: 2NT", "2C P 2D P 2H P", "Q32.32.J432.5432", "2NT"),
    ("2C–2H positive: opener with three hearts raises", "2C P 2H P", "AK2.A32.AKQ32.K2", "3H"),
    ("2C–3D positive (a good suit): opener with three diamonds raises before showing a five-card major",
     "2C P 3D P", "A.AQJ32.K83.AKQ3", "4D"),
]

WEAK_TWOS = [
    ("a weak two: 2NT asks for a feature with 15+ and game interest", "2S P", "A2.AK32.K432.Q32", "2NT"),
    ("a weak two: three-card support and 7 HCP raise preemptively", "2H P", "32.K32.Q5432.J32", "3H"),
    ("a weak two: four trumps, a singleton and a weak hand raise to game, preemptively (the booklet: raises are "
     "preemptive; the level by the total trumps is mainstream practice)", "2S P", "Q432.2.K5432.432", "4S"),
    ("a weak two: a new suit is forcing (a good five-card spade suit, 16 HCP)", "2H P", "AKJ32.2.AQ32.K32", "2S"),
    ("a weak two: a weak hand without support passes", "2S P", "2.Q432.J5432.432", "P"),
    ("2NT asks: a minimum rebids the suit", "2S P 2NT P", "KQJ932.32.432.32", "3S"),
    ("2NT asks: a maximum shows the king of hearts as a feature", "2S P 2NT P", "KQJ932.K32.432.2", "3H"),
    ("2NT asks: a maximum shows the ace of clubs as a feature", "2H P 2NT P", "32.KQJ932.432.A2", "3C"),
    ("2NT asks: A K Q sixth bids 3NT", "2S P 2NT P", "AKQ932.32.432.32", "3NT"),
    ("the feature shown: game in the major with support", "2S P 2NT P 3H P", "A2.AK32.K432.Q32", "4S"),
    ("the feature shown, 18 HCP and a singleton in partner's suit: 3NT", "2S P 2NT P 3D P", "2.AK32.AQ32.KQ32",
     "3NT"),
    ("the minimum rebid after 2NT, a singleton in partner's suit and 19 HCP: pass, partner's suit will not run in 3NT",
     "2H P 2NT P 3H P", "AJ84.K.KQ32.AK92", "P"),
    ("the minimum rebid after 2NT: pass with no game", "2S P 2NT P 3S P", "A2.AK32.K432.Q32", "P"),
    ("partner's new suit over my weak two forces: three-card support raises", "2H P 2S P", "Q32.KQJ932.432.2",
     "3S"),
    ("partner's new suit over my weak two forces: no fit, rebid the suit", "2H P 2S P", "2.KQJ932.Q432.32", "3H"),
    ("partner's raise of my weak two is to play: pass", "2H P 3H P", "2.KQJ932.Q432.32", "P"),
    ("partner's 3NT over my weak two is to play", "2S P 3NT P", "KQJ932.32.432.32", "P"),
    ("partner's game raise: pass", "2S P 4S P", "KQJ932.32.432.32", "P"),
    ("a three-level preempt and 16 HCP with two trumps: game in the major", "3H P", "AK2.32.AK32.Q432", "4H"),
    ("a three-level minor preempt and 17 HCP with the suits stopped: 3NT", "3C P", "AK2.KQ2.AJ32.432", "3NT"),
    ("a preempt: four trumps and a weak hand raise to game", "3S P", "Q432.2.K5432.432", "4S"),
    ("a preempt: a weak hand without a fit passes", "3S P", "2.Q432.K5432.432", "P"),
    ("partner's new suit over my preempt forces below game: three-card support raises", "3C P 3H P",
     "2.Q32.43.KQJ9832", "4H"),
    ("partner's new suit over my preempt forces below game: no fit, rebid the suit", "3C P 3S P",
     "2.Q32.43.KQJ9832", "4C"),
]

BLACKWOOD = [
    ("Blackwood: no ace answers 5C", "1S P 3S P 4NT P", "KQ32.KQ2.KQ32.32", "5C"),
    ("Blackwood: one ace answers 5D", "1S P 3S P 4NT P", "KQ32.A32.KQ32.32", "5D"),
    ("Blackwood: two aces answer 5H", "1S P 3S P 4NT P", "KQ32.A32.A432.32", "5H"),
    ("Blackwood: three aces answer 5S", "1S P 3S P 4NT P", "K432.A32.A432.A2", "5S"),
    ("Blackwood answered, two aces missing: sign off at five", "1S P 3S P 4NT P 5C P",
     "AKQJ32.KQ2.KQ2.2", "5S"),
    ("Blackwood answered, one ace missing: the small slam", "1S P 3S P 4NT P 5D P", "AKQJ32.A2.KQ2.32", "6S"),
    ("Blackwood answered, all four aces: 5NT asks for kings", "1S P 3S P 4NT P 5H P",
     "AKQJ32.A2.KQJ.K2", "5NT"),
    ("5NT asks for kings: one king answers 6D", "1S P 3S P 4NT P 5H P 5NT P", "Q432.A32.A432.K2", "6D"),
    ("5NT asks for kings: no king answers 6C", "1S P 3S P 4NT P 5H P 5NT P", "Q432.A32.A432.Q2", "6C"),
    ("5NT asks for kings: two kings answer 6H", "1S P 3S P 4NT P 5H P 5NT P", "Q432.AK2.A432.K2", "6H"),
    ("kings answered, all the aces and kings: the grand slam", "1S P 3S P 4NT P 5H P 5NT P 6H P",
     "AKQJ32.AQ.QJ2.K2", "7S"),
    ("kings answered, a king missing: the small slam", "1S P 3S P 4NT P 5H P 5NT P 6D P",
     "AKQJ32.AQ.QJ2.K2", "6S"),
    ("kings answered in our own suit, a king missing: pass the small slam", "1D P 1S P 2C P 4NT P 5H P 5NT P 6C P",
     "AKQ7.AK4.Q7.K752", "P"),
    ("the kings answered 6C is no club suit: the small slam in my own hearts", "2C P 2S P 4NT P 5D P 5NT P 6C P",
     "8.AKQJ82.AK.AKJ7", "6H"),
    ("Blackwood in a minor: one ace answers 5D", "1C P 3C P 4NT P", "32.KQ2.K32.AQ432", "5D"),
    ("the quantitative 4NT after the 2NT response is not Blackwood: a minimum passes", "1D P 2NT P 4NT P",
     "Q32.K32.QJ2.KJ32", "P"),
]


SECTIONS = {"Stayman": STAYMAN, "transfers": TRANSFERS, "other 1NT": OTHER_NOTRUMP, "2NT": TWO_NOTRUMP,
            "strong 2C": STRONG_TWO_CLUBS, "weak twos and preempts": WEAK_TWOS, "Blackwood": BLACKWOOD}
POSITIONS = [(name, *p) for name, section in SECTIONS.items() for p in section]


@pytest.mark.parametrize("section, rule, calls, hand, expected", POSITIONS, ids=[f"{p[0]}: {p[1]}" for p in POSITIONS])
def test_the_booklet_convention_positions(section: str, rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize("calls, suit, most", [
    ("1S P 3S P 4NT P 5H P 5NT P 6C P", 0, 0),  # partner raised spades: 6C shows no clubs
    ("1NT P 4C P 4S P 5C P 5D P", 1, 2),  # partner opened 1NT: 5D shows no more diamonds than that
])
def test_the_answers_to_the_kings_asks_show_no_suit(calls: str, suit: int, most: int) -> None:
    auction = bf.Auction.from_calls("N", calls.split())
    shown = partner_shown(Ctx(bf.Hand.from_pbn("A432.A32.KQ2.K32").mask, auction))
    assert shown.lengths[suit] <= most


def test_gerbers_kings_ask_shows_no_clubs() -> None:
    auction = bf.Auction.from_calls("N", "1NT P 4C P 4S P 5C P".split())
    assert partner_shown(Ctx(bf.Hand.from_pbn("A32.K432.A32.Q32").mask, auction)).lengths[0] == 0
