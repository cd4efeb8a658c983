"""The ``sayc`` system's choices in the first two rounds, the opponents silent, marked as a teacher marks a
quiz: which of two suits to open or answer, at which level, no trump or a suit; opener's rebid and
responder's second call by shape and strength. Each position is (the reason, the auction so far with North
dealing, the hand to call, the call); neighbouring hands keep theirs."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's six-card suit again after opener's lower new suit at two: 11–12 HCP jump to three and invite,
    # as after opener's one-level rebid; 6–10 rebid it at two, not forcing; 13+ bid game
    ("1H 1S 2C: six spades, 12 HCP: three spades invites", "1H P 1S P 2C P", "KQ8742.3.A83.K72", "3S"),
    ("1H 1S 2C: six spades, 11 HCP: three spades invites", "1H P 1S P 2C P", "KQ8742.3.A83.Q72", "3S"),
    ("1H 1S 2C: six spades, 9 HCP: two spades, to play", "1H P 1S P 2C P", "KQ8742.3.K83.J72", "2S"),
    ("1H 1S 2C: six spades, 7 HCP: two spades, to play", "1H P 1S P 2C P", "KQ8742.3.983.Q72", "2S"),
    ("1H 1S 2C: six spades, 13 HCP: game", "1H P 1S P 2C P", "KQ8742.3.A83.A72", "4S"),
    ("1D 1S 2C: six spades, 12 HCP: three spades invites", "1D P 1S P 2C P", "KQ8742.K3.83.A72", "3S"),
    ("1D 1S 2C: six spades, 9 HCP: two spades, to play", "1D P 1S P 2C P", "KQ8742.83.K3.J72", "2S"),
    ("1D 1H 2C: six hearts, 11 HCP: three hearts invites", "1D P 1H P 2C P", "83.KQ8742.A3.Q72", "3H"),
    ("1D 1H 2C: six hearts, 12 HCP: three hearts invites", "1D P 1H P 2C P", "83.KQ8742.A3.K72", "3H"),
    ("1D 1H 2C: six hearts, 9 HCP: two hearts, to play", "1D P 1H P 2C P", "83.KQ8742.K3.J72", "2H"),
    ("1D 1H 2C: six hearts, 16 HCP: game", "1D P 1H P 2C P", "83.AKQ742.A3.K72", "4H"),
    ("1H 1S 2D: six spades, 12 HCP: three spades invites", "1H P 1S P 2D P", "KQ8742.3.A83.K72", "3S"),
    ("1D 1H 1S: six hearts, 12 HCP: three hearts invites", "1D P 1H P 1S P", "82.KQ8742.K3.A72", "3H"),
    ("1D 1H 1S: six hearts, 7 HCP: two hearts", "1D P 1H P 1S P", "82.KQ8742.83.Q72", "2H"),
    ("1C 1D 1H: six diamonds, 11 HCP: three diamonds invites", "1C P 1D P 1H P", "K82.3.AQ8742.Q72", "3D"),
    ("1S 2D 2H: six diamonds, 12 HCP: three diamonds (the two-over-one was at two already)", "1S P 2D P 2H P",
     "82.K32.AQJ873.Q2", "3D"),
    # After 1m 1S 1NT opener may hold four hearts (2H would have reversed): a weak responder with five spades and
    # four hearts bids two hearts, not forcing; five-three-three-two and five-two-four-two pass
    ("1C 1S 1NT: five spades, four hearts, 9 HCP: two hearts", "1C P 1S P 1NT P", "KQ874.QJ72.83.J2", "2H"),
    ("1C 1S 1NT: 5-4-3-1, 9 HCP: two hearts", "1C P 1S P 1NT P", "KQ874.QJ72.832.J", "2H"),
    ("1D 1S 1NT: 5-4-1-3, 8 HCP: two hearts", "1D P 1S P 1NT P", "KQ874.J872.8.Q82", "2H"),
    ("1C 1S 1NT: 5-3-3-2, 9 HCP: pass", "1C P 1S P 1NT P", "KQ874.QJ7.832.J2", "P"),
    ("1C 1S 1NT: five spades, four diamonds, 9 HCP: pass", "1C P 1S P 1NT P", "KQ874.Q2.J832.J2", "P"),
    ("1C 1S 1NT: six spades, four hearts, 8 HCP: two spades", "1C P 1S P 1NT P", "KQ8742.QJ72.83.2", "2S"),
    ("1C 1S 1NT: five spades, four hearts, 12 HCP: 2NT invites", "1C P 1S P 1NT P", "KQ874.QJ72.83.A2", "2NT"),
    ("1C 1S 1NT: five spades, four hearts, 14 HCP: game", "1C P 1S P 1NT P", "KQ874.AJ72.83.A2", "3NT"),
    ("1C 1S 1NT 2H: opener's four hearts and two spades: pass", "1C P 1S P 1NT P 2H P", "J2.K854.A83.KQ82", "P"),
    ("1C 1S 1NT 2H: opener's three of each: two spades, the five-card suit", "1C P 1S P 1NT P 2H P",
     "J32.K85.A83.KQ82", "2S"),
    ("1C 1S 1NT 2H: opener's four hearts and three spades: pass", "1C P 1S P 1NT P 2H P", "J32.K854.A8.KQ82", "P"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
