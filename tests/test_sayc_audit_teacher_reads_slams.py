"""The ``sayc`` system's slam bidding, marked on the robot's own auctions where one side holds 30 or more HCP.

The jump to six in my own long suit over partner's no trump (which shows no more than a doubleton there) needs a
suit that plays opposite it: two of the top three honours, or three of the top five; a weak suit counts its length
for nothing: 6NT with the high cards for it (33 HCP together), else game. A transfer over the 2NT rebid of 2C
agrees the major as over the 2NT opening. Over their jump overcall of partner's major no cue bid is left below
game: a fit with slam values and every side suit controlled asks for aces. Over our game in a major, partner's new
suit below five of it is a slam try even when only one of us has bid the major (1S 2H 4S 5C) or they bid before
our game: the reading agrees with the rule that makes the try. After Gerber the kings' answer is read in the same
steps as the aces' (5D none or four). Each is (the reason, the auction so far with North dealing, the hand to call,
the call); where the booklet is silent the reason is mainstream Standard American practice. Neighbouring hands that
keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over partner's 3NT after 2C and a heart rebid: six spades of my own, no support shown by partner.
    ("2C 2D 2H 2S 3NT: six spades to the queen-ten, 10 HCP, 32 together: 4S, not six in a suit that may lose two",
     "2C P 2D P 2H P 2S P 3NT P", "QT8765.5.J9.AK76", "4S"),
    ("2C 2D 2H 2S 3NT: six spades to the queen-ten, 9 HCP: 4S, no slam",
     "2C P 2D P 2H P 2S P 3NT P", "QT8765.5.J9.KQ76", "4S"),
    ("2C 2D 2H 2S 3NT: six spades to the king-queen, 12 HCP: the suit plays opposite a doubleton: 6S",
     "2C P 2D P 2H P 2S P 3NT P", "KQ8765.5.J9.AK76", "6S"),
    ("2C 2D 2H 2S 3NT: six spades to the ace-queen, 12 HCP: 6S",
     "2C P 2D P 2H P 2S P 3NT P", "AQ8765.5.J9.K876", "6S"),
    ("2C 2D 2H 2S 3NT: five spades to the queen-ten, a card fewer: 3NT stands",
     "2C P 2D P 2H P 2S P 3NT P", "QT876.54.J9.AK76", "P"),
    # Over partner's 1NT rebid 4C is Gerber, the way to a slam in a good suit of mine; a weak one asks nothing.
    ("1C 1H 1NT: six hearts to the queen-ten, 19 HCP, 31 together: no Gerber for a slam in a suit that may lose two",
     "1C P 1H P 1NT P", "AK5.QT9765.AK.K4", "4H"),
    ("1C 1H 1NT: six hearts to the king-queen, 20 HCP: Gerber, the slam in hearts in view",
     "1C P 1H P 1NT P", "AK5.KQ9765.AK.K4", "4C"),
    # A transfer over the 2NT rebid of 2C shows the major as over a 2NT opening: once game in it is bid, partner's
    # new suit above game is a slam try, answered by the controls in the side suits it skipped.
    ("2C 2D 2NT, a transfer to hearts, 4H, then 5D: spades and clubs controlled: 6H",
     "2C P 2D P 2NT P 3D P 3H P 3NT P 4H P 5D P", "AK6.KQT3.K9.AKT5", "6H"),
    ("2C 2D 2NT, a transfer to spades, 4S, then 5D: hearts and clubs controlled: 6S",
     "2C P 2D P 2NT P 3H P 3S P 3NT P 4S P 5D P", "KQT3.AK6.K9.AKT5", "6S"),
    ("2C 2D 2NT, a transfer to hearts, 4H, then 5D: no control in clubs, which the cue bid skipped: 5H",
     "2C P 2D P 2NT P 3D P 3H P 3NT P 4H P 5D P", "AKQ.KQT3.KQ9.QJ5", "5H"),
    ("1NT, a transfer to hearts, 4H, then 5D: no control in clubs: 5H, as over the 2NT rebid",
     "1NT P 2D P 2H P 3NT P 4H P 5D P", "AK6.KQT3.K9.QT53", "5H"),
    # Over their jump overcall no cue bid is left below game: with a fit and slam values, Blackwood at once.
    ("1S (3H): three spades, 20 HCP, every side suit controlled: 4NT, not a game raise that partner passes",
     "1S 3H", "AK3.K75.KQ8.KQ43", "4NT"),
    ("1H (3S): three hearts, 20 HCP, every side suit controlled: 4NT",
     "1H 3S", "K75.AK3.KQ8.KQ43", "4NT"),
    ("1S (3H): three spades, 16 HCP, no slam in view: game", "1S 3H", "AK3.K75.Q82.KJ43", "4S"),
    ("1S (3H): 20 HCP but two quick losers in their hearts: Blackwood cannot tell, game", "1S 3H", "AK3.875.KQ8.KQ43", "4S"),
    ("1S (2H): room to cue-bid: the cue-bid raise first, as before", "1S 2H", "AK3.K75.KQ8.KQ43", "3H"),
    # 1S 2H 4S: opener's good six-card suit is trumps, so responder's new suit above it is a slam try, not a suit.
    ("1S 2H 4S 5C: a void in hearts, the ace of diamonds: nothing skipped, 6S", "1S P 2H P 4S P 5C P",
     "AQJ9854..A53.AQ3", "6S"),
    ("1S 2H 4S 5D: clubs skipped and held by the king: 6S", "1S P 2H P 4S P 5D P", "AQJ9854.5.A53.K3", "6S"),
    ("1S 2H 4S 5D: clubs skipped, no control there: 5S", "1S P 2H P 4S P 5D P", "AQJ9854.5.A53.Q3", "5S"),
    # Over their preemptive raise as well: partner's new suit straight over our game in the major is the slam try.
    ("1C (1H) 1S (3H) 4S 5C: a heart void, aces of spades and diamonds: nothing skipped, 6S",
     "1C 1H 1S 3H 4S P 5C P", "AQ53..AQ43.KQ765", "6S"),
    ("1C (1H) 1S (3H) 4S (5H): their bid over our game, not a slam try: the double or bid on, as before",
     "1C 1H 1S 3H 4S 5H P P", "AQ53..AQ43.KQ765", "X"),
    # Gerber's kings: 5D none or four, 5H one, 5S two, 5NT three; every ace and every king ours is the grand slam.
    ("1NT 4C 4S 5C 5S: two kings with partner, two of mine, every ace ours: 7H", "1NT P 4C P 4S P 5C P 5S P",
     "AKJ3.AKQJ72.942.", "7H"),
    ("1NT 4C 4S 5C 5H: one king with partner, a king missing: 6H", "1NT P 4C P 4S P 5C P 5H P",
     "AKJ3.AKQJ72.942.", "6H"),
    ("1NT 4C 4S 5C 5D: no king with partner: 6H", "1NT P 4C P 4S P 5C P 5D P", "AKJ3.AKQJ72.942.", "6H"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_slam_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
