"""The ``sayc`` system's games against the ACBL SAYC booklet, and mainstream Standard American where the
booklet is silent: what is forcing (a new suit by responder, a two-over-one, a reverse, a jump shift, the
fourth suit) and that a forcing call is not passed; the game a side with the values reaches after a raise
or a minimum rebid; 3NT rather than a minor (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import random

import pytest

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call

# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
FORCING_CALLS_ARE_ANSWERED = [
    ("booklet: a new suit by responder is forcing; opener's balanced minimum answers 1NT", "1D P 1H P",
     "K32.Q2.AJ32.K432", "1NT"),
    ("booklet: a two-over-one is forcing; opener's minimum with six spades rebids them", "1S P 2C P",
     "AQ9832.K32.Q2.32", "2S"),
    ("booklet: a two-over-one is forcing; opener's minimum with four of responder's clubs raises", "1H P 2C P",
     "32.AQ932.K2.QJ32", "3C"),
    ("booklet: a new suit by responder is forcing; opener's five-card clubs, balanced minimum: 1NT", "1C P 1S P",
     "K32.Q2.Q32.AK432", "1NT"),
    ("booklet: a two-over-one is forcing; opener's balanced minimum answers 2NT (12–14)", "1S P 2D P",
     "AQ932.K32.Q32.K2", "2NT"),
    ("booklet: opener's jump shift forces to game; a weak responder rebids his six-card suit (the fourth suit would "
     "promise values)", "1C P 1H P 2S P", "Q8.K98736.832.84", "3H"),
]

GAME_FORCING_AUCTIONS_REACH_GAME = [
    ("mainstream: after the fourth suit no one passes below game; opener's diamonds above 3NT, my six clubs: five of them",
     "1D P 2C P 2S P 3H P 4D P", "A32.T32.3.AQJ874", "5C"),
    ("mainstream: responder's reverse after the 1NT rebid forces to game; opener's diamonds, the clubs held by the "
     "balanced opener: 3NT", "1D P 1H P 1NT P 2S P 3D P", "AKJ6.A9432.9.T62", "3NT"),
    ("booklet: opener's jump shift forces to game; responder rebid six spades, opener with a singleton and hearts "
     "stopped: 3NT", "1D P 1S P 3C P 3S P", "2.AQ3.AKJ32.KQ32", "3NT"),
    ("booklet: opener's jump shift forces to game; responder gave preference, opener with the majors stopped: 3NT",
     "1D P 1H P 3C P 3D P", "A32.2.AKQ32.AK32", "3NT"),
    ("booklet: Jacoby 2NT forces to game; opener's shortness, responder's minimum: game in the major", "1S P 2NT P 3H P",
     "KQ32.32.KJ32.Q32", "4S"),
    ("mainstream: after the fourth suit no one has shown its stopper: no 3NT without it; my five-card hearts again, "
     "forcing", "1C P 1H P 1S P 2D P 2S P", "A2.KQ953.743.AQ4", "3H"),
    ("mainstream: after the fourth suit, opener who stops it bids 3NT when responder rebids his suit",
     "1C P 1H P 1S P 2D P 2S P 3H P", "KQ42.J2.Q95.AKJ7", "3NT"),
]

GAME_AFTER_MY_FORCING_NEW_SUIT = [
    ("booklet: responder's new suit forces one round; opener's minimum answer, responder's 12 HCP and the spades "
     "held: 3NT, not a pass below game", "1C P 1H P 2C P 2D P 3C P", "AK.J9862.KJ86.98", "3NT"),
    ("booklet: responder's new suit forces one round; 13 HCP opposite opener's six clubs: game, not a pass",
     "1C P 1S P 2C P 2D P 3C P", "AKJ74.A97.J754.6", "3NT"),
    ("responder's new suit answered below game: 11 HCP opposite a minimum, no game: pass", "1C P 1H P 2C P 2D P 3C P",
     "A2.J9862.KJ86.Q8", "P"),
]

OPENERS_GAME_REBID = [
    ("mainstream: six hearts and 19+ points with no second suit: game at once (a jump to three shows 16–18 and may "
     "be passed)", "1H P 1S P", "QJ.AKQJ97.J6.A97", "4H"),
    ("opener's six-card major and 16–18 points: the jump rebid, invitational", "1H P 1S P", "Q2.AKQJ97.J6.J97", "3H"),
    ("1M–1NT: six spades and 19+ points: game", "1S P 1NT P", "AKQJ97.QJ.A6.A97", "4S"),
]

GAME_AFTER_A_RAISE = [
    ("mainstream: 1m–2m and 19 HCP balanced: 3NT (responder's raise denies a four-card major)", "1D P 2D P",
     "AK3.K964.AKQ4.93", "3NT"),
    ("1m–2m and 18 HCP balanced with every suit stopped: 3NT", "1C P 2C P", "AQ3.KJ4.K32.AQ32", "3NT"),
    ("1m–2m: a minimum passes", "1D P 2D P", "K32.Q32.AJ32.K32", "P"),
    ("1m–2m with 20 HCP and a singleton heart, no heart stopper: game in the minor, not the invitation", "1D P 2D P",
     "AKQ9.8.AQ642.KQ9", "5D"),
    ("1m–2m with 17 HCP and a singleton: the invitation", "1D P 2D P", "KQ9.8.AQ642.KQ92", "3D"),
    ("1M–2M: a six-card major and a singleton, 18 points counting shortness: game", "1H P 2H P", "A32.AKJ932.K32.2", "4H"),
    ("1M–2M: 13 HCP balanced passes", "1S P 2S P", "AJ932.K32.Q32.K2", "P"),
    ("1M–3M (limit raise): 14 HCP accepts", "1S P 3S P", "AK932.QJ2.K32.J2", "4S"),
    ("1m–3m (limit raise): 12 HCP declines", "1D P 3D P", "K32.Q32.AJ32.Q32", "P"),
    ("opener's single raise (12–15) and 13 HCP: game", "1C P 1S P 2S P", "AJ32.KQ3.Q32.J32", "4S"),
    ("opener's jump raise (16–18) and 9 points: game", "1C P 1H P 3H P", "32.KJ32.Q432.Q32", "4H"),
]

GAME_AFTER_A_MINIMUM_REBID = [
    ("opener rebid six hearts (minimum); responder with two hearts and 13 HCP: game in the eight-card fit", "1H P 1S P 2H P",
     "AQ32.Q2.KJ32.Q32", "4H"),
    ("opener's 1NT rebid (12–14): 13 HCP balanced: 3NT", "1C P 1H P 1NT P", "K32.AQ32.QJ2.J32", "3NT"),
    ("opener rebid the minor: 13 HCP and the majors stopped: 3NT", "1D P 1H P 2D P", "K32.AQ32.32.KJ32", "3NT"),
    ("opener rebid the minor: 7 HCP: pass", "1C P 1H P 2C P", "32.KJ32.Q432.J32", "P"),
    ("opener's new suit at two (12–18): 13 HCP, the fourth suit stopped: 3NT", "1D P 1H P 2C P", "KJ3.AQ32.32.K432",
     "3NT"),
]

OPENER_AFTER_RESPONDERS_INVITATION = [
    ("mainstream: responder's jump preference to my minor after my new suit invites (10–12): 14 HCP accept in 3NT",
     "1D P 1H P 1S P 3D P", "AQ85.A6.T974.AT2", "3NT"),
    ("mainstream: responder's jump preference invites: 12 HCP decline", "1D P 1H P 1S P 3D P", "QJ85.A6.T974.AT2", "P"),
    ("booklet: responder's 2NT after my new suit invites (11–12): 14 HCP accept", "1D P 1H P 1S P 2NT P",
     "AQ85.A6.T974.AT2", "3NT"),
    ("booklet: responder's 2NT after my new suit invites: 12 HCP decline", "1D P 1H P 1S P 2NT P", "QJ85.A6.T974.AT2",
     "P"),
]

THREE_NO_TRUMP_OVER_A_MINOR = [
    ("opener's jump rebid of the minor (16–18), 9 HCP and the other suits stopped: 3NT, not five of the minor",
     "1C P 1S P 3C P", "KJ32.Q32.K32.432", "3NT"),
    ("1m–3m (limit raise), 15 HCP balanced, every suit stopped: 3NT, not five of the minor", "1C P 3C P",
     "AQ3.K32.KJ3.Q432", "3NT"),
    ("mainstream: 1m–2NT (13–15): balanced 14 HCP: 3NT, not the minor", "1C P 2NT P", "K32.Q32.AJ2.KJ32", "3NT"),
    ("two-over-one in a minor raised: 13 HCP, the other suits stopped: 3NT", "1S P 2D P 3D P", "32.KJ3.AQ932.K32", "3NT"),
]

JUMP_REBIDS_IN_COMPETITION = [
    ("mainstream: over their overcall, three of my six-card minor shows the extra values; a jump to four passes 3NT",
     "1C P 1S 2D", "K7.Q72.A8.AJ7652", "3C"),
    ("mainstream: over their overcall, three of my six-card diamonds, 16 points", "1D P 1S 2C", "K2.Q32.AKJ932.Q2", "3D"),
    ("over their overcall, a six-card major with 17 points: the jump rebid at three", "1H P 1S 2D", "K2.AKJ932.Q32.Q2",
     "3H"),
]

SECTIONS = {
    "forcing calls are answered": FORCING_CALLS_ARE_ANSWERED,
    "game-forcing auctions reach game": GAME_FORCING_AUCTIONS_REACH_GAME,
    "game after my forcing new suit": GAME_AFTER_MY_FORCING_NEW_SUIT,
    "opener's game rebid": OPENERS_GAME_REBID,
    "game after a raise": GAME_AFTER_A_RAISE,
    "game after a minimum rebid": GAME_AFTER_A_MINIMUM_REBID,
    "opener after responder's invitation": OPENER_AFTER_RESPONDERS_INVITATION,
    "3NT over a minor": THREE_NO_TRUMP_OVER_A_MINOR,
    "jump rebids in competition": JUMP_REBIDS_IN_COMPETITION,
}
POSITIONS = [p for section in SECTIONS.values() for p in section]


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_call(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)



@pytest.mark.parametrize("calls", [
    "1D P 2C P 2S P 3H P 4D P",  # the fourth suit, opener's answer above 3NT
    "1D P 1H P 1NT P 2S P 3D P",  # responder's reverse after the 1NT rebid
    "1C P 1H P 2S P 3H P",  # opener's jump shift, responder's suit rebid
    "1D P 1S P 3C P 3S P",
])
def test_a_game_forcing_auction_is_never_passed_below_game(calls: str) -> None:
    """Whatever the hand, the player whose partner left a game-forcing auction below game bids on."""
    rng = random.Random(5)
    auction = bf.Auction.from_calls("N", calls.split())
    for _ in range(200):
        hand = bf.Deal.random(rng).hand(auction.turn)
        choice = SAYC.choose(hand, auction)
        assert str(choice.call) != "Pass", (hand, choice.explain)
