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
    # Partner's new suit at two straight over their double is 5–9 HCP, not forcing (10+ redoubles): no 2NT rebid.
    ("partner's 2C over their double is not forcing: 14 HCP balanced pass, 2NT would promise more",
     "1H X 2C P", "K4.AKJ72.Q52.J72", "P"),
    ("partner's 2C over their double of 1S: 13 HCP pass", "1S X 2C P", "KJ872.K43.A5.Q72", "P"),
    ("partner's 2H over their double of 1S: 13 HCP and four hearts still pass, no game opposite 5–9",
     "1S X 2H P", "KJ872.K4.A5.Q872", "P"),
    ("partner's 2C over their double: six hearts and a doubleton club rebid 2H", "1H X 2C P", "K4.AKJ872.Q52.J7", "2H"),
    ("partner's 1S over their double forces: 14 HCP balanced rebid 1NT", "1H X 1S P", "K4.AKJ72.Q52.J72", "1NT"),
    ("partner's 2D over their double: 22 HCP balanced bid game in no trump", "1H X 2D P", "AK4.AKJ72.Q5.AJ2", "3NT"),
    # Partner opened and redoubled their double after my pass (18+, the hand is ours): their escape is partner's
    # to double unless I hold it; a weak hand does not bid in front of the redoubler.
    ("partner redoubled their balancing double, they ran to 2D: 4 HCP and three hearts pass for partner",
     "P P 1H P P X XX 2D", "A9753.953.T2.976", "P"),
    ("partner redoubled, they ran to 2D: king-ten to four diamonds double", "P P 1H P P X XX 2D", "A953.95.KT92.976", "X"),
    ("partner redoubled, they ran to 2H: four spades and 6 HCP still pass, partner decides", "1S P P X XX 2H",
     "Q753.953.T2.KJ76", "P"),
    # Opener's raise of responder's major over their overcall: three trumps raise once; the jump promises four.
    ("their 2H over partner's 1S: three spades, 15 HCP and a singleton heart raise to 2S, not 3S",
     "1D P 1S 2H", "KJ3.8.KQT98.AJ82", "2S"),
    ("their 2H over partner's 1S: four spades and the same values jump to 3S", "1D P 1S 2H", "KJ32.8.KQT98.AJ8", "3S"),
    ("their 2H over partner's 1S: three spades and a minimum raise to 2S", "1D P 1S 2H", "KJ3.82.KQT98.A82", "2S"),
    ("their 2H over partner's 1S: three spades but six good diamonds and 15 HCP jump to 3D",
     "1D P 1S 2H", "KJ3.8.KQT983.AJ8", "3D"),
    ("their 2H over partner's free 1S: three spades, 19 HCP, balanced without a heart stopper: game, not 2S",
     "1C 1H 1S 2H", "AJT.92.AJ8.AKQ76", "4S"),
    ("the same shape with 17 HCP: the raise once, partner's free bid may be six points", "1C 1H 1S 2H",
     "AJT.92.AJ8.AQ876", "2S"),
    # Neighbours the robot already bids as a teacher would: the total trumps at the two and three levels.
    ("their 2S over partner's raise: six hearts make nine trumps, compete to 3H", "1H 1S 2H 2S", "72.AKJ876.K65.Q2", "3H"),
    ("their 2S over partner's raise: five hearts make eight, a minimum passes", "1H 1S 2H 2S", "72.AKJ87.K65.Q72", "P"),
    ("I raised, their 2S came round: four hearts make nine trumps, 3H", "1H 1S 2H 2S P P", "72.Q873.K652.872", "3H"),
    ("I raised, their 2S came round: three hearts make eight, pass", "1H 1S 2H 2S P P", "Q72.Q87.K652.872", "P"),
    ("I raised, their 3H came round: four spades make nine trumps, 3S", "1S 2H 2S 3H P P", "K742.2.Q852.K872", "3S"),
    ("I raised, their 3H came round: three spades, let them play", "1S 2H 2S 3H P P", "K74.72.Q852.K872", "P"),
    ("I raised, their 3D came round: 10 HCP and four diamonds to the ace double", "1S 2D 2S 3D P P", "K74.72.A852.K872", "X"),
    # Opener after partner's negative double, and the overcaller after partner's cue bid.
    ("partner's negative double of 1H shows four spades: a minimum opener bids 1S", "1D 1H X P", "KJ74.A3.AQ962.72", "1S"),
    ("partner's negative double of 2C: both majors, hearts first", "1D 2C X P", "KJ74.AJ73.AQ96.2", "2H"),
    ("partner's negative double, their 2S raise, my 3C: 13 HCP and no spade stopper cue-bid 3S", "1D 1S X 2S 3C P",
     "72.KJ54.KQ3.A872", "3S"),
    ("partner's cue bid of their club: a minimum overcall rebids 2H", "1C 1H P 2C P", "72.KQJ87.Q43.K72", "2H"),
    ("partner's cue bid, their 3D raise: a minimum overcall passes", "1D 1S P 2D 3D", "KQJ87.Q72.72.K72", "P"),
    # The reopening double by opener.
    ("their 1S passed round: a singleton spade and 14 HCP reopen with a double", "1H 1S P P", "4.AKJ87.KJ65.Q72", "X"),
    ("their 2H passed round: four hearts of my own and no shortness, pass", "1S 2H P P", "AQJ87.KJ92.K5.72", "P"),
    # Opener's no trump after partner's negative double: 3NT at most, never a 4NT that would ask for aces.
    ("partner's negative double, their 3C raise: 15 HCP balanced with clubs stopped bid 3NT, not 4NT",
     "1H 2C X 3C", "72.AKJ87.KQ5.Q72", "3NT"),
    ("partner's negative double of 2C, they pass: 15 HCP balanced with clubs stopped bid 2NT, no jump",
     "1H 2C X P", "72.AKJ87.KQ5.Q72", "2NT"),
    ("partner's negative double, their 3C raise: 12 HCP, freed by their bid, pass", "1H 2C X 3C", "72.AKJ87.K65.Q72", "P"),
    ("partner's negative double of 1H: 18 HCP balanced with hearts stopped jump to 2NT", "1D 1H X P", "K72.Q72.AKJ8.KQ7", "2NT"),
    # The law of total tricks on the overcalling side: four trumps opposite the overcall's five make nine, three.
    ("I raised partner's 1H overcall, their 3C came round: four hearts make nine trumps, compete to 3H",
     "1C 1H 2C 2H 3C P P", "72.Q874.KJ52.872", "3H"),
    ("I raised partner's 1S overcall, their 3C came round: four spades, 3S", "1C 1S 2C 2S 3C P P", "Q874.72.KJ52.872", "3S"),
    ("I raised partner's 1H overcall, their 3C came round: three hearts make eight, let them play",
     "1C 1H 2C 2H 3C P P", "72.Q87.KJ52.8732", "P"),
    ("we competed to 3H and they went on to 4C: nine trumps are spent at three, pass", "1C 1H 2C 2H 3C 3H 4C P P",
     "72.Q874.KJ52.872", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_contested_later_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
