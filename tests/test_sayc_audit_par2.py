"""The ``sayc`` system's calls on more boards that lose most against par, marked as a teacher marks a student
(a hand, the auction so far with North dealing, the call), with neighbouring positions that must keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Responder's fourth suit at two is artificial: it shows no length there, so opener does not raise it to game
    ("1C 1D 1H, partner's jump to 2S is the fourth suit: Q x x x of spades and a minimum is 3NT, not 4S",
     "1C P 1D P 1H P 2S P", "Q964.K987.A7.KJ5", "3NT"),
    ("the same with three spades to the queen: 3NT", "1C P 1D P 1H P 2S P", "Q64.K987.A74.KJ5", "3NT"),
    ("no spade stopper: the forcing auction goes on below game", "1C P 1D P 1H P 2S P", "964.K987.A7.AKJ5", "2NT"),
    # After my strong takeout double, partner's 3NT is to play: a long minor does not pull it
    ("my double of their weak 2H, partner's 3NT: 18 HCP and five clubs pass, not 4C", "P 2H X P 3NT P",
     "AK4.K.KQ73.QJ965", "P"),
    ("the same hand over partner's 3C answer: four trumps and 19–21 points raise", "P 2H X P 3C P",
     "AK4.K.KQ73.QJ965", "5C"),
    # Opener's double jump to game in the major opened (1H 1S 4H) shows 19+ with six cards: opening values opposite
    # look for slam
    ("1H 1S 4H: 14 HCP and two hearts to the queen-jack, 33+ points together: Blackwood, not a pass",
     "1H P 1S P 4H P", "K7532.QJ.AT.KJ54", "4NT"),
    ("10 HCP opposite the same 4H: 29–31 together at most, the game is left", "1H P 1S P 4H P", "K753.Q2.QT7.QJ54", "P"),
    # A major fit with partner plays: three small cards in their suit do not double it for penalty
    ("partner's 1S, their weak jump to 3C: four spades and 10 HCP support spades, no double with three small clubs",
     "1S 3C", "QT42.KJT7.A3.963", "3S"),
    ("my cue-bid raise of 1H over their Michaels, their 3S passed round: five hearts compete to 4H, no double of 3S",
     "1H 2H 3H 3S P P", "A65.JT765.Q3.KT4", "4H"),
    ("no fit for partner's spades: the balance of strength doubles their 3C", "1S 3C", "Q4.KJT7.A32.Q963", "X"),
    # Partner's reopening double of their overcall of a minor: my five-card suit before three cards of partner's minor
    ("1D (1H) P P X: five clubs to the ace-king answer 2C, not 2D with three small", "1D 1H P P X P",
     "QT.953.543.AK976", "2C"),
    ("four clubs: partner's diamonds with three cards", "1D 1H P P X P", "QT7.953.543.AK97", "2D"),
    ("partner opened a major: three cards of it come before my five-card minor", "1S 2H P P X P",
     "QT4.953.54.AK976", "2S"),
    # Partner's takeout double of their weak two, their raise to three: 10+ HCP compete at four, not pass
    ("partner doubled 2S, their 3S: 11 HCP with four cards in each minor bid 4D", "2S X 3S", "T7.QT8.KJ74.AJ93", "4D"),
    ("the same shape with 5 HCP: their 3S is left to partner", "2S X 3S", "T7.QT8.KJ74.J932", "P"),
    # Over their Michaels cue bid of partner's major the raise is natural: the limit raise cues their other major
    ("1H (2H, spades and a minor): five hearts and 10 HCP, a limit raise, bid 2S", "1H 2H", "A65.JT765.Q3.KT4", "2S"),
    ("the same with 7 HCP and four trumps: the natural raise to 3H", "1H 2H", "A65.JT76.Q83.T42", "3H"),
    ("1S (2S, hearts and a minor): three spades and 10 HCP cue 3H", "1S 2S", "JT7.A65.K832.KT4", "3H"),
    ("opener reads 2S as the limit raise: 14 HCP, five-five and a singleton spade bid game over their 3S",
     "1H 2H 2S 3S", "7.AKQ84.J4.A9832", "4H"),
    ("opener reads 3H over 1S (2S) as the limit raise, not a forcing heart suit: game in spades, not 3NT",
     "1S 2S 3H P", "AKQ84.7.J4.A9832", "4S"),
    ("a minimum opener signs off in three of the major", "1S 2S 3H P", "AKQ84.72.J4.Q983", "3S"),
    # After 2C and the waiting 2D, partner's raise of my minor below game shows support and values: a strong
    # opener asks for aces before settling in five
    ("2C 2D 3D 4D: 25 HCP and the club ace missing: Blackwood, not 5D", "2C P 2D P 3D P 4D P", "AQ.A8.AKQ84.KQJ4", "4NT"),
    ("2C 2D 3D 4D: 23 HCP with a singleton ace of clubs: Blackwood", "2C P 2D P 3D P 4D P", "AKT.KQ96.AQJ94.A", "4NT"),
    ("22 HCP: the game in the minor", "2C P 2D P 3D P 4D P", "AK.KQ6.AQJ94.K54", "5D"),
    ("24 HCP but two small clubs, where they may take the ace and king: the game, no Blackwood",
     "2C P 2D P 3D P 4D P", "AKQJ.AK.AKT95.93", "5D"),
    ("partner shows no ace, one ace missing: the small slam", "2C P 2D P 3D P 4D P 4NT P 5C P", "AQ.A8.AKQ84.KQJ4", "6D"),
    # After the transfer and opener's raise to game, the major is agreed: partner's new suit above game is a slam try
    ("2NT, the transfer to spades, 3NT, my 4S, partner's 5H: a control in both skipped suits, 6S, not a pass",
     "2NT P 3H P 3S P 3NT P 4S P 5H P", "AK73.K4.KQ65.AQ2", "6S"),
    ("the accept of the transfer alone agrees nothing: six hearts and game values bid 4H", "1NT P 2D P 2H P",
     "K4.Q97432.A76.Q3", "4H"),
    ("1NT, the transfer to spades, the super-accept: 16 HCP and 33 together ask for aces at once", "1NT P 2H P 3S P",
     "AT643.Q93.K86.AK", "4NT"),
    # Partner's return to our major at three after my try over the single raise, and game straight over my cue
    # bid, are sign-offs: they show no more than the single raise
    ("1S 2S, my 3C, partner's 3S, my 4C, partner's 4S: two minimum answers, no Blackwood with 20 HCP",
     "1S P 2S P 3C P 3S P 4C P 4S P", "AJ743.AKJ75.7.AK", "P"),
    # Partner's suit answering my takeout double, even at four, is forced and shows four cards: no raise to game on
    # a doubleton; the strong hand shows its own five-card major
    ("my 2C, their 3S passed round, my double, partner's forced 4D: two diamonds and five hearts bid 4H, not 5D",
     "2C 3S P P X P 4D P", "K.AKQJ4.65.AKQT9", "4H"),
    ("partner's forced 4H over the same double: the heart game is reached, pass", "2C 3S P P X P 4H P",
     "K.AKQJ4.65.AKQT9", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
