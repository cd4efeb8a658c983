"""The ``sayc`` system in long uncontested auctions, as a fourth mock exam sets them: responder's second call and
the third and fourth calls of both hands (after the fourth suit, a reverse, a jump rebid or jump shift, a two-over-one
and opener's 2NT or raise, a preference or a delayed raise; 3NT, a major or a minor game; a partscore after an
invitation declined; the passed hand's second call). Each is (the reason, the auction so far with North dealing, the
hand to call, the call); where the booklet is silent the reason is mainstream Standard American. Neighbouring hands
that keep their call are beside the corrected ones."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opener's 1NT rebid after 1C or 1D and 1S may hide four hearts (2H would have been a reverse): five spades and
    # four hearts bid 2H when weak, not forcing; with game values the jump to 3H forces, and opener raises four hearts
    # or shows three spades before 3NT.
    ("1NT rebid: 10 HCP, five spades, four hearts and a singleton: 2H, not a pass", "1C P 1S P 1NT P", "KJ843.AQ82.7.943", "2H"),
    ("1NT rebid: a jack less and no singleton: still 2H", "1C P 1S P 1NT P", "KJ843.AJ82.72.94", "2H"),
    ("1NT rebid: 13 HCP, five spades and four hearts: 3H, forcing, not 3NT at once", "1C P 1S P 1NT P", "KJ843.AQ82.K7.94", "3H"),
    ("1NT rebid after 1D: 13 HCP 5-4 in the majors: 3H", "1D P 1S P 1NT P", "KJ843.AQ82.K7.94", "3H"),
    ("1NT rebid: 4-4 in the majors and 15 HCP: opener has no four spades, hearts are rare: 3NT", "1C P 1S P 1NT P", "AQ84.KJ82.KQ7.43", "3NT"),
    ("1NT rebid: five spades and three hearts, 13 HCP: 3NT", "1C P 1S P 1NT P", "KJ843.AQ8.K72.94", "3NT"),
    ("1NT rebid after 1H: four hearts raise opener's suit, game", "1H P 1S P 1NT P", "KJ843.AQ82.K7.94", "4H"),
    ("responder's 3H over my 1NT: four hearts, the major fit: 4H, not 3NT", "1C P 1S P 1NT P 3H P", "Q4.KJ73.K82.AJ93", "4H"),
    ("responder's 3H over my 1NT: three spades first", "1C P 1S P 1NT P 3H P", "Q74.J73.K82.AKJ9", "3S"),
    ("responder's 3H over my 1NT: two spades, three hearts, diamonds stopped: 3NT", "1C P 1S P 1NT P 3H P", "74.QJ7.KJ82.AK93", "3NT"),
    ("opener's three spades over my 3H: five spades make game in them", "1C P 1S P 1NT P 3H P 3S P", "KJ843.AQ82.K7.94", "4S"),
    # A singleton in opener's first suit ruffs nothing opener needs ruffed: with four cards in opener's second
    # (minor) suit it adds no game values, so 10-11 HCP invite with three of the minor rather than ask with the
    # fourth suit.
    ("2C rebid: 10 HCP, four clubs, a singleton diamond: 3C invites, not the fourth suit", "P 1D P 1S P 2C P", "AQ843.K52.7.J962", "3C"),
    ("2C rebid: the same hand with two diamonds and three clubs: 2NT with hearts stopped", "1D P 1S P 2C P", "AQ843.K52.73.J96", "2NT"),
    ("2C rebid: an ace more: game values in high cards, 3NT", "1D P 1S P 2C P", "AQ843.K52.7.AJ62", "3NT"),
    ("2D rebid: 11 HCP, four diamonds, a singleton heart: 3D invites, not the fourth suit at three", "1H P 1S P 2D P", "AQ843.7.K962.J52", "3D"),
    ("2D rebid: an ace more in clubs: 3NT", "1H P 1S P 2D P", "AQ843.7.K962.A52", "3NT"),
    ("2C rebid: 10 HCP, four clubs, a doubleton heart and nothing in diamonds: 3C", "1H P 1S P 2C P", "KQ74.83.872.KQ53", "3C"),
    # Opener's two-level jump shift (1C 1H 2S: 1S was there to bid) forces to game like the one at three: a weak
    # responder with six cards in the suit shows them first.
    ("jump shift to 2S: six hearts, 9 HCP: 3H, not the fourth suit", "1C P 1H P 2S P", "82.KQ8743.J7.K94", "3H"),
    ("jump shift to 2S after 1D: six hearts: 3H, not 3NT", "1D P 1H P 2S P", "82.KQ8743.J7.K94", "3H"),
    ("jump shift to 2H after 1C 1D: six diamonds: 3D", "1C P 1D P 2H P", "82.K7.KQ8743.J94", "3D"),
    ("jump shift to 3C: six spades, no club fit: 3S", "1D P 1S P 3C P", "KQ8743.J52.K4.93", "3S"),
    # Opener's 2NT (18-19) over the 1NT answer: 7 HCP with a five-card suit and no singleton make 3NT.
    ("1H 1NT 2NT: 7 HCP with five diamonds and no singleton: 3NT", "1H P 1NT P 2NT P", "Q74.83.Q9652.K84", "3NT"),
    ("1H 1NT 2NT: a queen less: pass", "1H P 1NT P 2NT P", "974.83.Q9652.K84", "P"),
    ("1H 1NT 2NT: 7 HCP with only four diamonds: pass", "1H P 1NT P 2NT P", "Q74.983.Q652.K84", "P"),
    # The blind quiz, by the booklet and mainstream practice.
    ("game values, no diamond stopper, no fit yet: fourth suit forcing", "1C P 1H P 1S P", "A8.KJ983.743.A84", "2D"),
    ("weak hand with a six-card suit rebids it", "1C P 1H P 1S P", "86.KQ10975.K4.732", "2H"),
    ("balanced 13 with the fourth suit stopped and no spade fit", "1C P 1H P 1S P", "Q4.AJ107.KJ3.Q632", "3NT"),
    ("balanced 11 with diamonds stopped invites", "1C P 1H P 1S P", "K4.QJ76.Q1083.K82", "2NT"),
    ("weak with four clubs and two diamonds: pass the better fit", "1D P 1S P 2C P", "KJ74.Q83.Q2.9854", "P"),
    ("weak preference to opener's first suit with equal length", "1D P 1S P 2C P", "AJ874.Q5.973.J62", "2D"),
    ("weak six-card suit rebid", "1D P 1S P 2C P", "QJ8743.K5.73.J62", "2S"),
    ("invitational 11 balanced with the unbid suit stopped", "1H P 1S P 2C P", "A9743.Q4.KJ7.J83", "2NT"),
    ("weak false preference to the longer first suit", "1H P 1S P 2C P", "K8653.J7.Q864.72", "2H"),
    ("invitational 11 with a singleton heart: 2NT, not a heart invite", "1H P 1S P 2H P", "AJ84.7.K842.QJ93", "2NT"),
    ("three-card support and 11: invite in hearts", "1H P 1S P 2H P", "KQ763.K84.Q2.J72", "3H"),
    ("three-card support and opening values: game in hearts", "1H P 1S P 2H P", "AQJ72.K84.A32.72", "4H"),
    ("14 with the red suits stopped and a small doubleton spade", "1S P 2C P 2S P", "84.K73.AQ2.KQ1096", "3NT"),
    ("invitational 11 balanced", "1D P 1H P 1NT P", "Q83.KJ843.K5.Q72", "2NT"),
    ("weak six-card suit: sign off", "1D P 1H P 1NT P", "72.KQ10963.84.J52", "2H"),
    ("invitational with a good six-card suit", "1D P 1H P 1NT P", "72.AQ10963.Q4.K52", "3H"),
    ("weak 5-4 in the majors: new lower suit after 1NT is not forcing", "1C P 1S P 1NT P", "KJ843.AQ82.7.943", "2H"),
    ("game-forcing 5-4 in the majors: jump in the second suit", "1C P 1S P 1NT P", "KJ843.AQ82.K7.94", "3H"),
    ("four spades: 1S is natural here", "1C P 1D P 1H P", "KQ82.73.AJ874.82", "1S"),
    ("9 with spades stopped, no major fit", "1C P 1D P 1H P", "K82.73.AJ874.J82", "1NT"),
    ("10 opposite a jump rebid with a doubleton: game in the six-card suit", "1H P 1S P 3H P", "KJ74.82.A963.Q84", "4H"),
    ("6 with a singleton heart: decline the invitation", "1H P 1S P 3H P", "QJ874.7.J632.Q84", "P"),
    ("12 opposite a jump rebid with stoppers and a diamond fit: 3NT", "1D P 1S P 3D P", "AQ84.Q72.K4.J963", "3NT"),
    ("forced to game; show the six-card suit", "1C P 1H P 2S P", "82.KQ8743.J7.K94", "3H"),
    ("over the fourth suit, three-card support for responder's suit comes first", "1D P 1H P 1S P 2C P", "AK84.Q73.KJ842.5", "2H"),
    ("over the fourth suit: minimum with the fourth suit stopped", "1D P 1H P 1S P 2C P", "AQ84.7.KJ843.KJ5", "2NT"),
    ("over the fourth suit: no fit, no stopper, sixth diamond", "1D P 1H P 1S P 2C P", "AQ84.7.AJ8432.65", "2D"),
    ("over the fourth suit: three-card heart support", "1C P 1H P 1S P 2D P", "KQ74.J52.Q3.AJ82", "2H"),
    ("over the fourth suit: diamonds stopped", "1C P 1H P 1S P 2D P", "AQ74.6.KJ3.K10852", "2NT"),
    ("four-card support and 9 opposite a reverse: game", "1D P 1S P 2H P", "KJ743.Q983.3.K52", "4H"),
    ("11 with spades stopped opposite a reverse: game in notrump", "1C P 1H P 2D P", "KJ5.AJ842.Q73.92", "3NT"),
    ("19 opposite responder's weak 2NT: still game", "1D P 1S P 2H P 2NT P", "A4.AQ84.KQJ73.K2", "3NT"),
    ("13 opposite 2NT: game in notrump", "1S P 2C P 2NT P", "73.KJ4.Q83.AQJ84", "3NT"),
    ("13 with the red suits stopped after the club raise", "1S P 2C P 3C P", "Q3.K84.A72.KJ853", "3NT"),
    ("12 with hearts and clubs covered after the raise", "1S P 2D P 3D P", "84.K73.AQJ64.Q82", "3NT"),
    ("14 balanced with stoppers and no spade fit", "1S P 2D P 2S P", "J8.A83.KQJ82.K93", "3NT"),
    ("14 opposite 2NT", "1D P 2C P 2NT P", "73.A84.K2.AQJ873", "3NT"),
    ("13 opposite 2NT which shows the clubs", "1H P 2D P 2NT P", "AJ4.K3.KQ10863.92", "3NT"),
    ("heart fit found and game values", "1S P 2H P 3H P", "72.AQ9764.K3.Q72", "4H"),
    ("five spades opposite three-card support: game in spades", "1S P 2C P 2NT P 3S P", "KQ874.K83.Q72.A4", "4S"),
    ("minimum opposite a simple preference", "1H P 1S P 2C P 2H P", "4.AQ874.K3.KJ852", "P"),
    ("minimum 12 declines the club invitation", "1H P 1S P 2C P 3C P", "72.KJ874.Q3.AQ85", "P"),
    ("17 accepts; diamonds stopped", "1H P 1S P 2C P 3C P", "4.AK874.KJ3.AQ85", "3NT"),
    ("maximum 1NT rebid accepts", "1D P 1H P 1NT P 2NT P", "KQ4.J7.K832.AJ82", "3NT"),
    ("minimum 1NT rebid declines", "1D P 1H P 1NT P 2NT P", "Q84.Q7.K832.AJ82", "P"),
    ("15 with a good six-card suit accepts the invitation", "1C P 1S P 2C P 2NT P", "3.KQ4.A72.KQJ852", "3NT"),
    ("weak with three hearts and two spades: pass", "1S P 1NT P 2H P", "Q3.K84.J962.Q853", "P"),
    ("equal length: preference to the first suit", "1S P 1NT P 2H P", "J3.84.KQ962.Q853", "2S"),
    ("7 with a singleton heart: decline", "1H P 1NT P 3H P", "K84.7.QJ82.J9653", "P"),
    ("9 with a doubleton honour: accept", "1H P 1NT P 3H P", "K84.Q7.KJ82.9653", "4H"),
    ("good help in the trial suit", "1S P 2S P 3D P", "Q74.83.KQ52.J832", "4S"),
    ("no help in diamonds: sign off", "1S P 2S P 3D P", "Q74.AJ3.832.J832", "3S"),
    ("maximum raise accepts", "1H P 2H P 3H P", "K83.Q74.A652.J83", "4H"),
    ("minimum raise declines", "1H P 2H P 3H P", "983.Q74.K652.J83", "P"),
    ("maximum passed-hand raise with club help", "P P P 1S P 2S P 3C P", "K74.83.Q962.KJ83", "4S"),
    ("weak passed hand: pass the minimum rebid", "P P 1D P 1S P 2D P", "KJ874.Q83.4.J952", "P"),
    ("passed hand 9 opposite 1NT: no game", "P P 1D P 1S P 1NT P", "AQ874.K52.73.942", "P"),
    ("maximum passed hand invites", "P P P 1D P 1S P 1NT P", "AJ874.K52.J3.Q42", "2NT"),
    ("opener has diamonds stopped: game in notrump", "1C P 1H P 1S P 2D P 2NT P", "A8.KJ983.743.A84", "3NT"),
    ("opener shows three hearts: game in hearts", "1C P 1H P 1S P 2D P 2H P", "A8.KQ983.743.A84", "4H"),
    ("over the fourth suit with hearts stopped", "1D P 1S P 2C P 2H P", "4.KJ3.AQ984.KJ52", "2NT"),
    ("over the fourth suit: no stopper, fifth club", "1D P 1S P 2C P 2H P", "4.83.AKJ84.KQ952", "3C"),
    ("clubs stopped over the fourth suit at the three level", "1H P 1S P 2D P 3C P", "8.AKJ84.KQ73.K52", "3NT"),
    ("15 with both majors stopped", "1D P 2C P 3C P", "KJ4.K73.82.AKJ85", "3NT"),
    ("minimum raise declines", "1S P 2S P 3S P", "983.K74.Q652.J83", "P"),
    ("maximum raise accepts", "1S P 2S P 3S P", "K83.Q74.A652.J83", "4S"),
    ("minimum declines", "1D P 1S P 1NT P 2NT P", "Q3.K82.AJ732.Q84", "P"),
    ("maximum accepts", "1D P 1S P 1NT P 2NT P", "K3.K82.AQ732.Q84", "3NT"),
    ("7 opposite 18-19: game", "1H P 1NT P 2NT P", "Q74.83.Q9652.K84", "3NT"),
    ("5 opposite 18-19: pass", "1H P 1NT P 2NT P", "974.83.Q9652.K84", "P"),
    ("minimum raise declines", "1C P 1H P 2H P 3H P", "A4.QJ73.K83.Q952", "P"),
    ("weak with a doubleton: pass the rebid", "1S P 1NT P 2S P", "72.KQ5.J962.Q853", "P"),
    ("6 opposite 18-19: game", "1H P 1S P 2NT P", "J874.Q4.J52.Q932", "3NT"),
    ("4 opposite 18-19: pass", "1H P 1S P 2NT P", "8743.Q4.J52.J932", "P"),
    ("maximum with a doubleton honour accepts", "1D P 1S P 1NT P 3S P", "K4.Q73.K862.AQ93", "4S"),
    ("minimum declines", "1D P 1S P 1NT P 3S P", "72.KJ7.Q862.AQ93", "P"),
    ("maximum with five hearts accepts", "1H P 1S P 1NT P 3H P", "K4.AQ873.K82.Q93", "4H"),
    ("minimum declines", "1H P 1S P 1NT P 3H P", "84.AJ873.K82.KJ3", "P"),
    ("jump shift with clubs partly covered: game in notrump", "1D P 1H P 2S P 2NT P", "AKJ4.4.AKJ83.K84", "3NT"),
    ("8 with a doubleton honour accepts", "1S P 1NT P 3S P", "Q4.K873.J962.Q85", "4S"),
    ("6 with a singleton declines", "1S P 1NT P 3S P", "4.K873.J962.Q853", "P"),
    ("12 opposite a raise: game", "1H P 1S P 2S P", "AQ74.K3.Q82.J953", "4S"),
    ("7 opposite a single raise: pass", "1H P 1S P 2S P", "KJ74.83.Q82.J953", "P"),
    ("10 invites", "1H P 1S P 2S P", "AJ74.83.Q82.K953", "3S"),
    ("weak hand raises the spade fit", "1D P 1H P 1S P", "K873.QJ84.82.J93", "2S"),
    ("invitational raise", "1D P 1H P 1S P", "K873.QJ84.82.AJ3", "3S"),
    ("9 balanced with clubs stopped", "1D P 1H P 1S P", "82.KJ84.Q93.K953", "1NT"),
    ("11 with the black suits stopped", "1D P 1H P 2D P", "K84.AJ73.52.QJ84", "2NT"),
    ("weak: pass the minimum rebid", "1D P 1H P 2D P", "84.KJ973.Q5.J842", "P"),
    ("13 balanced with the majors stopped", "1C P 1D P 2C P", "AJ4.K83.QJ73.Q82", "3NT"),
    ("weak with four diamonds: pass", "P 1S P 1NT P 2D P", "Q3.K84.9752.J853", "P"),
    ("invitational raise with four clubs", "P 1D P 1S P 2C P", "AQ843.K52.7.J962", "3C"),
    ("invitational six-card suit", "P 1C P 1H P 1NT P", "73.AKJ984.Q5.852", "3H"),
    ("13 opposite 1NT rebid", "P 1C P 1H P 1NT P", "AQ4.KJ83.K72.952", "3NT"),
    ("8 opposite 1NT rebid", "P 1C P 1H P 1NT P", "842.QJ83.K72.Q95", "P"),
    ("three losers in the trial suit: sign off", "P P 1S P 2S P 3H P", "874.5432.KQ3.J92", "3S"),
]


@pytest.mark.parametrize("reason, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_long_auction_position(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)
