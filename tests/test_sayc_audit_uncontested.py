"""The ``sayc`` system in uncontested auctions after an opening of one of a suit, marked as a teacher
marks a student: positions where mainstream SAYC practice makes a clear call, and neighbouring
positions that must keep theirs (a hand, the auction so far with North dealing, the call)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # The 1NT response: 6–10 points, and a four-count is not kept alive by the length of a suit
    ("1NT answers with 6+ points, not with four HCP and a long suit", "1S P", "A4.986432.5432.6", "P"),
    ("five HCP and a five-card suit make the six points of a 1NT answer", "1S P", "A4.98643.5432.J6", "1NT"),
    # Opener's 1NT rebid is limited: responder's new suit below the first is not forcing
    ("1NT rebid, responder's lower new suit: pass with three cards in it", "1D P 1S P 1NT P 2H P",
     "K9.A95.QJT62.Q52", "P"),
    ("1NT rebid, responder's lower new suit: pass with three clubs", "1D P 1H P 1NT P 2C P", "Q97.K76.Q965.AQ7", "P"),
    ("1NT rebid, responder's lower new suit: preference with more of the first", "1D P 1S P 1NT P 2H P",
     "K93.A5.QJT62.Q52", "2S"),
    ("1NT rebid, responder's lower new suit: pass with three diamonds", "1C P 1H P 1NT P 2D P", "K93.Q5.QJ6.AJ752", "P"),
    ("1NT rebid, responder's reverse still forces", "1D P 1H P 1NT P 2S P", "K93.A5.QJT62.Q52", "3D"),
    # Jacoby 2NT: opener's shortness, and responder's values that it makes useless
    ("over opener's shortness, a minimum with the queen and jack there wasted: game", "1S P 2NT P 3D P",
     "KQ862.2.AQJ4.J52", "4S"),
    ("over opener's shortness, AKJ opposite it are wasted: game", "1S P 2NT P 3D P", "T972.K.AKJ7.Q643", "4S"),
    ("over opener's shortness, eleven HCP: game", "1H P 2NT P 3D P", "3.Q752.KQ74.A972", "4H"),
    ("over opener's shortness, three aces and no waste: a cue bid", "1H P 2NT P 3D P", "A3.KQ752.A974.A2", "3S"),
    # Opener's strong rebids
    ("after a two-over-one, a good six-card major and 19 points: game", "1S P 2C P", "AKQ843.A6.J75.K4", "4S"),
    ("a long minor and 19 HCP with the unbid suits stopped: 3NT, not the 16–18 jump", "1C P 1D P",
     "K9.AK2.AQ.KT9753", "3NT"),
    ("a long minor and 16 HCP: the jump rebid", "1C P 1H P", "93.AK.AQ2.KT9753", "3C"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
