"""The ``sayc`` system on defence (their side opened, ours came in), as a teacher reads the robot's own auctions on
random deals with all four hands in view: the calls of the defending side a teacher marks wrong, and the
neighbouring hands that keep their call. Each is (the reason, the auction so far with North dealing, the hand to
call, the call); where the booklet is silent the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # The doubler's own suit after partner's forced answer: not with four cards in partner's suit (the fit is
    # found), and past 3NT at the four level, opposite an answer that may be nothing, only with 19+ HCP.
    ("16 HCP doubled their 3C, partner's forced 3H: four hearts are the fit, no 4D on J9753", "3C X P 3H P",
     "AK.KJT5.J9753.AT", "P"),
    ("the same double with three hearts and six poor diamonds: 16 HCP do not bid 4D over a forced answer",
     "3C X P 3H P", "AK.KJT.J97532.AT", "P"),
    ("four hearts and 22 points in support: game opposite the forced answer", "3C X P 3H P",
     "AK.KJT5.AQ753.A3", "4H"),
    ("three hearts, a good six-card suit and 21 HCP: the doubler's suit at four", "3C X P 3H P",
     "AK.KJ5.AQJ753.A3", "4D"),
    ("17 HCP doubled their 2S, partner's forced 3D: 4C would pass 3NT opposite nothing, pass", "2S X P 3D P",
     "63.K98.AK7.AK865", "P"),
    ("the same with 19 HCP and six clubs: too strong to overcall 3C, now 4C", "2S X P 3D P",
     "63.K9.AK7.AKQ865", "4C"),
    ("the 17-count over their 2H and partner's 2S: my suit at the three level, too strong to overcall",
     "2H X P 2S P", "63.K98.AK7.AK865", "3C"),
    ("17 HCP doubled 1H, partner's 2C: three clubs, the five-card spade suit at two", "1H X P 2C P",
     "AKJ85.52.AQ7.K83", "2S"),
    ("the same with four clubs: partner's suit is the fit, the raise, not spades", "1H X P 2C P",
     "AKJ85.5.AQ7.K832", "4C"),
    # A partner who passed at a turn since our side came in, and now bids a suit for the first time below game,
    # competes on length: it shows no more than the values it passed with, not an invitation.
    ("my 2C over 1NT, partner passed their 2H, my 3C, partner's 3S: a weak long suit, 11 HCP do not double 4H",
     "1NT 2C 2H P P 3C P 3S 4H", "8.A3.A92.QJT8532", "P"),
    ("the same auction with 18 HCP: the double of their 4H holds on my own values", "1NT 2C 2H P P 3C P 3S 4H",
     "Q8.A3.A2.AQJT853", "X"),
    # Their bid of a suit our Michaels cue bid or unusual 2NT showed is the cue bid (their raise of their own
    # suit); partner's bid of that suit after it is natural, a preference, not a cue bid that forces.
    ("my Michaels 2H (spades and a minor), their cue-bid raise 2S, partner's 3S: a preference, pass, no 4H",
     "1H 2H 2S 3S P", "J9764.93.A.AJ984", "P"),
    ("my Michaels 2C (both majors), their 2S, partner's 3S: spades are ours, pass, no 4C", "1C 2C 2S 3S P",
     "J9764.A9764.A.98", "P"),
    ("their side silent, partner's jump to 3S over my Michaels invites: a minimum passes", "1H 2H P 3S P",
     "J9764.93.A.AJ984", "P"),
    ("a real cue bid still forces: partner's 2H over my 1S overcall, a minimum bids 2S", "1H 1S P 2H P",
     "AQJ76.93.K92.984", "2S"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_teacher_reads_defence(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
