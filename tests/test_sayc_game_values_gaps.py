"""The ``sayc`` system: no pass below game with game values where a teacher would bid on.

Positions (the auction so far with North dealing, the hand, the call) where the robot passed with "no rule of the
system applies" although its points and partner's least shown reach game, and the neighbouring hands that keep
their call.
"""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

POSITIONS = [
    # Opener's no trump rebid (their suit stopped) after my free two-level suit over their one-level overcall (10+):
    # answered, as after a two-over-one.
    ("1D (1H) 2C P 2NT: 11 HCP and five clubs, hearts stopped: 3NT", "1D 1H 2C P 2NT P", "Q2.KJ4.KJ7.JT764", "3NT"),
    ("1D (1H) 2C P 2NT: 10 HCP, still forced: 3NT", "1D 1H 2C P 2NT P", "Q2.KJ4.K87.JT764", "3NT"),
    ("1D (1S) 2C P 2NT: the other overcall, the same: 3NT", "1D 1S 2C P 2NT P", "Q2.KJ4.KJ7.JT764", "3NT"),
    ("1D (1H) 2C (2H) 2NT: their raise freed opener: no promise left, pass", "1D 1H 2C 2H 2NT P",
     "Q2.KJ4.KJ7.JT764", "P"),
    ("1D (1S) 2C P 3C: opener's raise, not no trump: a minimum still passes", "1D 1S 2C P 3C P",
     "T63.QJ.KQT.QT975", "P"),
    # A minor fit and game values over their bid at three: four of the minor rather than sell out.
    ("1C (1H) 2H (3H) P P: the cue-bidder with 13 HCP and five clubs competes to 4C", "1C 1H 2H 3H P P",
     "AQ96.63.K3.AT865", "4C"),
    ("1C (1H) 2H (3H) P P: 10 HCP, no game values: pass", "1C 1H 2H 3H P P", "AQ96.63.32.AT865", "P"),
    ("2H 3C (3H): 15 HCP, three clubs opposite the overcall of their weak two: 4C", "2H 3C 3H",
     "A6.43.AK9765.A63", "4C"),
    ("2H 3C (3H): a doubleton club, no fit: pass", "2H 3C 3H", "A63.43.AK9765.A6", "P"),
    # The strong doubler's own suit at four after partner's free answer over their raise.
    ("1S X (2S) 3C (3S): 16 HCP and six diamonds after partner's free 3C: 4D", "1S X 2S 3C 3S",
     ".AK87.AQJT74.Q63", "4D"),
    ("1S X (2S) 3C (3S): 15 HCP, not the strong double's suit: pass", "1S X 2S 3C 3S", ".AK87.KQJT74.Q63", "P"),
    ("1S X P 3C (3S): partner's jump was forced, not free: no 4D under 19 HCP", "1S X P 3C 3S", ".AK87.AQJT74.Q63", "P"),
    # A free new suit over their overcall: a seven-card suit counts as two more HCP, a six-card one as one.
    ("1S (2H): 9 HCP and eight clubs to the AKQ: the free 3C", "1S 2H", "86..752.AKQT9542", "3C"),
    ("1S (2H): 8 HCP and eight clubs: too weak for three, pass", "1S 2H", "86..752.AKJT9542", "P"),
    ("1H (1S): 8 HCP and seven clubs at two: 2C", "1H 1S", "86.2.752.AKJT954", "2C"),
    # Opener passed their raise over my new suit: with game values, no fit and their suit unstopped, the cue bid.
    ("1C (1H) 1S (2H) P P: 12 HCP, five spades, hearts unstopped: the cue bid 3H", "1C 1H 1S 2H P P",
     "KQJ84.73.A82.Q64", "3H"),
    ("1C (1H) 1S (2H) P P: 10 HCP, no game values: pass", "1C 1H 1S 2H P P", "KQJ84.73.Q82.Q64", "P"),
    ("1C (1H) 1S (2H) P P: hearts stopped: 3NT", "1C 1H 1S 2H P P", "KQJ84.Q73.A8.Q64", "3NT"),
    ("1C (1H) 1S (2H) P P: six spades of my own: rebid them, 2S, not the cue bid", "1C 1H 1S 2H P P",
     "KQJ842.73.A8.Q64", "2S"),
    # Their jump raise to three took the cue bid's room below 3NT: responder's five-card major again at three shows
    # the values, and opener raises with three cards or bids 3NT with their suit stopped.
    ("1C (1H) 1S (3H) P P: 12 HCP, five spades, hearts open: 3S", "1C 1H 1S 3H P P", "KQJ84.73.A82.Q64", "3S"),
    ("1C (1H) 1S (3H) P P: 10 HCP: pass", "1C 1H 1S 3H P P", "KQJ84.73.Q82.Q64", "P"),
    ("1C (1H) 1S (3H) P P: hearts stopped: 3NT", "1C 1H 1S 3H P P", "KQJ84.Q73.A8.Q64", "3NT"),
    ("1C (1H) 1S (3H) P P 3S: opener's three spades raise to game", "1C 1H 1S 3H P P 3S P", "A95.54.K93.AJ852", "4S"),
    ("1C (1H) 1S (3H) P P 3S: a doubleton spade and the hearts stopped: 3NT", "1C 1H 1S 3H P P 3S P",
     "A5.K54.K93.AJ852", "3NT"),
    # Their bid at three took the cue bid's room: a second five-card suit at four instead, forcing.
    ("1H (1S) 2D (3S) P P: 16 HCP, five-five in the minors, spades open: 4C", "1H 1S 2D 3S P P",
     "J.QJ.AK843.K9753", "4C"),
    ("1H (1S) 2D (3S) P P: 10 HCP, no game values: pass", "1H 1S 2D 3S P P", "J.QJ.Q9843.K9753", "P"),
    ("1H (1S) 2D (3S) P P: three hearts, the fit: 4H", "1H 1S 2D 3S P P", "J.QJ2.AK843.K975", "4H"),
    # Opposite the advancer's 1NT (8-11), no fit: 23-24 HCP together invite in no trump, as after our opening.
    ("1C (1H) P 1NT: the overcaller with 16 HCP invites, 2NT", "1C 1H P 1NT P", "KJ.KQ632.AK62.T6", "2NT"),
    ("1C (1H) P 1NT: 14 HCP, no invitation: pass", "1C 1H P 1NT P", "KJ.KQ632.QJ62.T6", "P"),
    ("1C (1H) P 1NT: 18 HCP, game: 3NT", "1C 1H P 1NT P", "KJ.AKQ63.AK62.T6", "3NT"),
    # Partner's 2NT straight over their overcall of my 1NT is natural and invites (no Lebensohl): 16-17 accept.
    ("1NT (2H) 2NT: 16 HCP accepts, 3NT", "1NT 2H 2NT P", "K73.A76.K54.AQ75", "3NT"),
    ("1NT (2H) 2NT: 17 HCP and five spades accepts, 3NT", "1NT 2H 2NT P", "98754.AT.AQ8.AQT", "3NT"),
    ("1NT (2H) 2NT: 15 HCP, the bottom of the range: pass", "1NT 2H 2NT P", "K73.A76.Q54.AQ75", "P"),
    # The advancer's 2NT over a simple overcall is natural and invites game: more than the overcall's least accepts.
    ("1S (2D) P 2NT: 13 HCP, a sound two-level overcall: 3NT", "1S 2D P 2NT P", "T85.AJ63.AK752.J", "3NT"),
    ("1H (2C) P 2NT: 14 HCP: 3NT", "1H 2C P 2NT P", "AK4.QJ8.54.AT864", "3NT"),
    ("1H (2C) P 2NT: 12 HCP, not a sound overcall: pass", "1H 2C P 2NT P", "AK4.QJ8.54.QT864", "P"),
    ("1H (1S) P 2NT: 12 HCP opposite 12-14, not a sound overcall: pass", "1H 1S P 2NT P", "AKJ54.QJ8.54.T86", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_game_values_bid_on(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
