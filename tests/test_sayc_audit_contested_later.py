"""The ``sayc`` system's later calls once both sides have bid, as a teacher marks a student: the penalty
double of their escape when partner has shown the balance of strength (a redouble, a negative double left
in), the reopening double converted with long trumps, and the competitive calls around them. Each is
(the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is
silent the reason is mainstream Standard American practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Partner left my negative double in for penalty and they ran: the hand is ours; I double the suit I hold.
    ("partner passed my negative double of 2C for penalty, they ran to 2D: AQT9 of diamonds doubles",
     "1S 2C X P P 2D", "72.K843.AQT9.872", "X"),
    ("my negative double of 1S left in, they ran to 2C: five clubs to the ace-queen double",
     "1H 1S X P P 2C", "K72.8432.8.AQT92", "X"),
    ("my negative double of 1S left in, they ran to 2D: king to four diamonds doubles",
     "1H 1S X P P 2D", "K72.8432.K852.92", "X"),
    ("my negative double of 1S left in, they ran to 2D: queen to four is not enough, pass for partner",
     "1H 1S X P P 2D", "K72.8432.Q852.92", "P"),
    ("my negative double of 2C left in, they ran to 2D: three diamonds pass, partner may double",
     "1S 2C X P P 2D", "72.K843.AQ9.8732", "P"),
    ("my negative double of 1S left in, they ran to 2C: no clubs, 9 HCP, no game bid: pass for partner",
     "1H 1S X P P 2C", "K72.AJ32.8.97432", "P"),
    # The redoubler doubles their escape with length and honours in it, not only with two honours.
    ("I redoubled, they ran to 2C: QT982 of clubs doubles rather than bidding 2NT",
     "1H X XX 2C P P", "KJ4.73.A65.QT982", "X"),
    ("I redoubled, they ran to 2C: queen to four clubs doubles", "1H X XX 2C P P", "KJ4.73.A652.Q982", "X"),
    ("I redoubled, they ran to 2C: ace-jack to four clubs doubles (one kept)", "1H X XX 2C P P", "AJ74.73.AK65.982", "X"),
    ("I redoubled, they ran to 2C: three small clubs and 8 HCP, pass", "1H X XX 2C P P", "KJ4.73.A6532.982", "P"),
    # Partner's reopening double converted with long trumps: five headed by the queen-jack-ten will do.
    ("partner reopened with a double of 2C: QJT98 of clubs and 9 HCP pass for penalty",
     "1S 2C P P X P", "72.K84.K52.QJT98", "P"),
    ("partner reopened with a double of 2C: QT98 is too thin to defend, bid the major",
     "1S 2C P P X P", "72.K843.K52.QT98", "2H"),
    ("partner reopened with a double of 2C: KQJ to six clubs pass for penalty", "1H 2C P P X P", "72.63.KJ5.KQJ984", "P"),
    ("partner reopened with a double of 2C: five diamonds, no clubs, take it out", "1H 2C P P X P", "72.63.KJ854.Q854", "2D"),
    # Their auction dies at two in my pass-out seat: opener reopens as on the round before (their cue bid of my
    # suit is no suit of theirs).
    ("their cue bid and 2D come round to me: 16 HCP, a singleton diamond and both majors reopen with a double",
     "1C 1D P 2C P 2D P P", "AT64.AJ43.8.AK65", "X"),
    ("the same hand a round earlier, their raise straight to 2D: the double as before", "1C 1D P 2D", "AT64.AJ43.8.AK65", "X"),
    ("their cue bid and 2D come round to me: three diamonds are no shortness, pass", "1C 1D P 2C P 2D P P",
     "AT64.4.Q87.AKJ65", "P"),
    ("their 2C advance and 2S rebid come round to me: 16 HCP and a singleton spade reopen with a double",
     "1H 1S P 2C P 2S P P", "8.AKJ43.KQ65.K65", "X"),
    ("their 2C advance and 2S rebid come round to me: 12 HCP and a singleton spade still double at two",
     "1H 1S P 2C P 2S P P", "8.AKJ43.Q765.K65", "X"),
    ("their 2C advance and 2S rebid come round to me: three small spades and 13 HCP, pass",
     "1H 1S P 2C P 2S P P", "843.AKJ43.Q76.K6", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_contested_later_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
