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
    ("over opener's shortness, three aces and every side suit held, 33+ together: Blackwood", "1H P 2NT P 3D P", "A3.KQ752.A974.A2", "4NT"),
    # Opener's strong rebids
    ("after a two-over-one, a good six-card major and 19 points: game", "1S P 2C P", "AKQ843.A6.J75.K4", "4S"),
    ("a long minor and 19 HCP with the unbid suits stopped: 3NT, not the 16–18 jump", "1C P 1D P",
     "K9.AK2.AQ.KT9753", "3NT"),
    ("a long minor and 16 HCP: the jump rebid", "1C P 1H P", "93.AK.AQ2.KT9753", "3C"),
    # After 1M 2M opener's new suit is a game try: responder accepts with a maximum or help in the suit
    ("a game try met by a minimum without help: three of the major", "1S P 2S P 3C P", "KJ85.T654.Q76.87", "3S"),
    ("a game try met by the king of the suit: game", "1S P 2S P 3C P", "KJ85.T654.76.K72", "4S"),
    ("a game try met by a singleton: game, not a cue bid", "1S P 2S P 3C P", "Q985.KJ54.Q762.2", "4S"),
    ("a game try met by a maximum: game, not a cue bid", "1S P 2S P 3C P", "K985.T654.Q7.A72", "4S"),
    ("a game try at two met by a minimum without help: three", "1H P 2H P 2S P", "Q85.T654.K76.872", "3H"),
    ("a game try met by the queen alone: three", "1H P 2H P 3D P", "Q85.K654.Q76.872", "3H"),
    # Responder's second call with game values and only a minor fit: the fourth suit
    ("game values, a club fit and the fourth suit unstopped: the fourth suit", "1H P 1S P 2C P", "KQ32.AJ.T97.Q965", "2D"),
    ("game values, a diamond fit and hearts unstopped: the fourth suit, not a weak preference", "1D P 1S P 2C P",
     "KQ93.96.AKJ2.T42", "2H"),
    # Responder's weak second call
    ("six spades, weak, a doubleton in opener's first suit: two spades, not a preference", "1D P 1S P 2C P",
     "KT8652.QJ4.87.54", "2S"),
    ("five spades, weak, three diamonds: preference", "1D P 1S P 2C P", "KT865.QJ4.874.54", "2D"),
    # The 1NT response limits the hand: its new suit at three is not forcing
    ("the 1NT responder's new suit at three is not forcing: pass with a doubleton", "1S P 1NT P 2H P 3D P",
     "AT865.KJT2.73.K3", "P"),
    # Opener's rebid over 1C 1NT
    ("1C 1NT: an unbalanced opener with four diamonds bids them, never passes with a void", "1C P 1NT P",
     "AJT3..KQ85.AJT43", "2D"),
    ("1C 1NT: a balanced minimum passes", "1C P 1NT P", "AJ3.Q2.K985.QJ43", "P"),
    # Responder's invitation after opener's new suit at one
    ("11–12 points and four of opener's minor: jump preference, never a natural 1S on a doubleton", "1C P 1D P 1H P",
     "Q6.Q2.KQJ92.QT86", "3C"),
    ("11–12 points and four clubs after 1C 1H 1S: jump preference", "1C P 1H P 1S P", "Q6.KQJ92.Q2.QT86", "3C"),
    ("four spades after 1C 1D 1H: 1S stays natural", "1C P 1D P 1H P", "KQ74.A72.QJ532.7", "1S"),
    ("six diamonds and four HCP: pass, not 1D", "P P 1C P", "J8.Q98.J97654.76", "P"),
    ("five HCP and five spades answer 1S", "1C P", "QT954.Q98.J97.76", "1S"),
    # Responder's game try after opener's single raise of its major
    ("responder's game try, opener minimum without help: three", "1D P 1S P 2S P 3C P", "Q983.AQJ5.K52.73", "3S"),
    ("responder's game try, opener with a singleton there: game", "1D P 1S P 2S P 3C P", "Q983.AQJ5.KQ52.3", "4S"),
    # Responder's second call after opener's minimum rebid
    ("six hearts, 9 HCP, after opener's new suit at one: two hearts, not 1NT", "1C P 1H P 1S P", "82.KQ9843.A7.852", "2H"),
    ("five hearts, 9 HCP, after opener's new suit at one: 1NT", "1C P 1H P 1S P", "82.KQ984.A73.852", "1NT"),
    ("11–12 balanced after opener's minimum suit rebid: 2NT invites, never a pass", "1D P 1S P 2D P",
     "KQ984.A73.82.K52", "2NT"),
    ("six spades and 12 HCP after opener's minimum suit rebid: three spades invites", "1D P 1S P 2D P",
     "KQ9843.A7.82.K52", "3S"),
    ("six spades and five clubs after opener's suit rebid: not the jump in spades", "1H P 1S P 2H P",
     "T97654.A.4.AK532", "3C"),
    ("seven good hearts, 10 HCP and a singleton after opener's suit rebid: game, not the invitation", "1C P 1H P 2C P",
     "43.AQJ8542.KT3.3", "4H"),
    ("11–12 balanced after the 1NT rebid: 2NT invites", "1D P 1S P 1NT P", "KQ984.A73.82.K52", "2NT"),
    ("12 HCP, four spades and five diamonds after the 1NT rebid: invite in diamonds, never a pass", "1D P 1S P 1NT P",
     "KJ86.K72.KQ972.9", "3D"),
    ("six spades and 12 HCP after the 1NT rebid: game", "1D P 1S P 1NT P", "KQ9843.A7.82.K52", "4S"),
    ("1S 1NT 2D: six weak hearts are bid at two, not a preference", "1S P 1NT P 2D P", "82.KJ9653.Q5.Q82", "2H"),
    ("1H 1NT 2C: six weak diamonds are bid at two", "1H P 1NT P 2C P", "K982.3.QJ8652.Q8", "2D"),
    ("1H 1NT 2C: three clubs, pass", "1H P 1NT P 2C P", "K98.3.QJ82.Q8652", "P"),
    # Opener over responder's invitational jump in its major after a minimum rebid
    ("responder's jump invites: a six-card minor, 12 HCP and Kx: game", "1D P 1S P 2D P 3S P", "K3.Q84.AQJ973.85", "4S"),
    ("responder's jump invites: 16 HCP and a singleton: 3NT", "1D P 1S P 2D P 3S P", "3.AQ4.AQJ973.K85", "3NT"),
    ("responder's jump invites: a minimum with two spades and 13 points: pass", "1D P 1S P 2D P 3S P",
     "K3.Q842.AQJ97.85", "P"),
    ("responder's jump invites: 13 HCP and three hearts after the 1NT rebid: game", "1D P 1H P 1NT P 3H P",
     "J4.652.AKT6.AJ85", "4H"),
    ("responder's jump invites: 12 HCP and a singleton: pass", "1H P 1S P 2H P 3S P", "3.AQJ854.K84.Q85", "P"),
    # Responder over opener's reverse
    ("over a reverse, four cards in opener's second suit and a minimum: raise it", "1D P 1S P 2H P",
     "KQ843.Q973.8.852", "3H"),
    ("over a reverse, five spades, a minimum and no fit: two spades", "1D P 1S P 2H P", "KQ843.73.82.J852", "2S"),
    # Opener's rebid after responder's jump shift: describe, do not leap to slam
    ("after the jump shift, three-card support for the major: the raise, not 6NT", "1H P 2S P", "K83.AQJ84.K73.85", "3S"),
    ("after the jump shift, balanced with no fit: 2NT", "1H P 2S P", "83.AQJ84.K73.Q85", "2NT"),
    ("after the jump shift, six hearts: three hearts", "1H P 2S P", "83.AQJ842.K73.85", "3H"),
    ("after the jump shift in a minor, balanced: 2NT, not 6NT", "1C P 2D P", "K83.Q42.A3.KJ873", "2NT"),
    # Openings by seat
    ("third seat: 12 HCP open, partner has passed", "P P", "862.KQ7.A976.K75", "1D"),
    ("second seat: 12 HCP and 4-3-3-3 fail the Rule of 20", "P", "862.KQ7.A976.K75", "P"),
    ("third seat: 11 HCP and no five-card suit pass", "P P", "J92.K963.K983.KJ", "P"),
    # Opener's jump shift forces to game: a minimum with a fit for the minor raises below game
    ("over the jump shift after 1NT, a minimum with four clubs: 4C, not a leap to 5C", "1S P 1NT P 3C P",
     "Q7.AT963.73.9865", "4C"),
    ("over the jump shift, a minimum with four clubs: 4C", "1D P 1H P 3C P", "84.KQ73.Q82.J852", "4C"),
    ("over the jump shift, balanced with the fourth suit stopped: still 3NT", "1D P 1S P 3C P", "KJ32.K32.J2.9432", "3NT"),
]


@pytest.mark.parametrize("reason,calls,hand,call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
