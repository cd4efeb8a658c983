"""The ``sayc`` system's defenders after partner's takeout double or overcall, set as a teacher's quiz: the
answer to a direct double of a one-bid by its ranges (the cheapest suit 0–8, the jump 9–11, the cue bid 12+, no
trump with their suit stopped), the answer over a weak two or a preempt, a free bid and a pass over their bid or
redouble, the answer to a balancing double and to opener's reopening double; the advance of an overcall (the
raise, the preemptive jump raise, the cue-bid raise, a new suit, no trump); and the doubler's and the overcaller's
next call. Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice. Neighbouring hands that keep their call
are beside the positions that were wrong."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opposite a direct double of a one-bid, 12 HCP and a five-card suit (13 points with length) are game values:
    # the cue bid, not the invitational jump. 12 HCP with four-card suits stay at the top of the jump.
    ("1H doubled: 12 HCP, five diamonds and a singleton spade cue-bid, not the invitational 3D", "1H X P",
     "7.KQ2.AQJ63.T765", "2H"),
    ("1H doubled: 12 HCP, five diamonds and four clubs cue-bid", "1H X P", "7.KQ2.AJ863.QT76", "2H"),
    ("1D doubled: 12 HCP and five clubs cue-bid, not the invitational 3C", "1D X P", "K32.Q32.7.AQJ643", "2D"),
    ("1H doubled: 11 HCP, one point less, with five diamonds: the jump to 3D", "1H X P", "7.KQ2.AQ863.T765", "3D"),
    ("1H doubled: 9 HCP with five diamonds: the jump to 3D", "1H X P", "7.Q32.AQJ63.T765", "3D"),
    ("1H doubled: 12 HCP and four diamonds, one card fewer: the jump to 3D", "1H X P", "7.KQ92.AQJ6.T765", "3D"),
    ("1H doubled: 12 HCP and four spades, flat: the jump to 2S", "1H X P", "KQ32.32.K432.A32", "2S"),
    ("1C doubled: 12 HCP and four hearts, flat: the jump to 2H", "1C X P", "432.AQ32.A32.Q32", "2H"),
    ("1S doubled: 12 HCP and five hearts: game, no cue bid", "1S X P", "432.AQJ32.A32.Q2", "4H"),
    ("1D doubled: 11 HCP and four spades: the jump to 2S", "1D X P", "KJ32.32.A32.K432", "2S"),
    ("1C doubled: 11 HCP and four hearts: the jump to 2H", "1C X P", "432.KQ32.A32.Q32", "2H"),
    ("1H doubled: balanced 12 HCP, hearts stopped: 2NT, not the cue bid", "1H X P", "32.KJ2.A843.KJ32", "2NT"),
    ("1H doubled: balanced 13 HCP, hearts stopped: 3NT", "1H X P", "AQT.KJ9.K432.432", "3NT"),
    ("2H doubled: 12 HCP and four spades jump to 3S over a weak two, no cue bid", "2H X P", "KQ32.32.A32.K432", "3S"),
    ("1H doubled in the pass-out seat: 12 HCP and four spades jump to 2S, no cue bid", "1H P P X P",
     "KJ32.32.A32.KQ32", "2S"),
    # The cheapest suit, the jump, the major first.
    ("1D doubled: 7 HCP and four spades: 1S", "1D X P", "KJ32.32.J32.Q432", "1S"),
    ("1C doubled: 6 HCP and four hearts: 1H", "1C X P", "432.KQ32.J32.432", "1H"),
    ("1C doubled: 4 HCP, four diamonds, no major: 1D", "1C X P", "K32.Q32.J432.432", "1D"),
    ("1C doubled: nothing at all still answers, the cheapest suit 1D", "1C X P", "432.432.432.5432", "1D"),
    ("1D doubled: 3 HCP and three cards in each other suit: up the line, 1H", "1D X P", "432.432.QJ932.32", "1H"),
    ("1S doubled: 7 HCP and five diamonds: 2D", "1S X P", "432.32.AQJ32.432", "2D"),
    ("1S doubled: 5 HCP and five diamonds: 2D", "1S X P", "432.32.KJ932.432", "2D"),
    ("1S doubled: 10 HCP and five hearts: the jump to 3H", "1S X P", "432.KQJ32.A32.32", "3H"),
    ("1S doubled: 4 HCP and five hearts: 2H", "1S X P", "432.KJ932.32.432", "2H"),
    ("1H doubled: 9 HCP, four spades, hearts stopped: the major before no trump", "1H X P", "A32.KQ32.432.432", "1NT"),
    # The penalty pass needs long strong trumps.
    ("1H doubled: AKQJ9 of hearts: pass for penalty", "1H X P", "432.AKQJ9.32.432", "P"),
    ("1H doubled: six hearts to the AKQJ: pass for penalty", "1H X P", "432.AKQJ98.32.32", "P"),
    ("1C doubled: AKJT9 of clubs: pass for penalty", "1C X P", "432.432.32.AKJT9", "P"),
    # Their redouble does not free me; their bid does.
    ("1H doubled and redoubled: four spades and 6 HCP: 1S", "1H X XX", "K432.32.Q843.J32", "1S"),
    ("1H doubled and redoubled: a weak hand shows its five-card suit", "1H X XX", "432.32.Q8432.J32", "2D"),
    ("1D doubled, their 1S: four hearts and 10 HCP: a free 2H", "1D X 1S", "432.KJ32.A32.Q32", "2H"),
    ("1D doubled, their 1S: 11 HCP with spades stopped: 2NT", "1D X 1S", "KQ32.32.A32.Q432", "2NT"),
    ("1C doubled, their 1S: four hearts and 12 HCP: a free 2H", "1C X 1S", "432.AQ32.K32.Q32", "2H"),
    ("1S doubled, their raise: five hearts to the KJ and 7 HCP: a free 3H", "1S X 2S", "32.KJ932.K32.432", "3H"),
    ("1S doubled, their raise: 3 HCP pass", "1S X 2S", "32.KJ932.32.5432", "P"),
    ("1D doubled, their raise: four cards in each major: hearts first", "1D X 2D", "KJ32.AQ32.32.432", "2H"),
    # Over a weak two or a preempt.
    ("2H doubled: four spades and 4 HCP: 2S", "2H X P", "K432.32.432.5432", "2S"),
    ("2S doubled: 11 HCP, five diamonds, two spades: 3D", "2S X P", "32.Q32.AK432.432", "3D"),
    ("2S doubled: 15 HCP, no four-card major, spades not stopped: the cue bid", "2S X P", "32.A32.AK432.K32", "3S"),
    ("3D doubled: four spades and 5 HCP: 3S", "3D X P", "KQ32.32.432.5432", "3S"),
    ("3D doubled: four spades and 12 HCP: game", "3D X P", "AQ32.K32.32.K432", "4S"),
    ("3C doubled: nothing at all: the cheapest 3D", "3C X P", "432.432.432.5432", "3D"),
    ("3H doubled: five clubs and 7 HCP: 4C", "3H X P", "32.432.432.AK432", "4C"),
    ("3S doubled: four hearts and 4 HCP: 4H", "3S X P", "32.KJ32.432.5432", "4H"),
    # Opposite a balancing double.
    ("1H doubled in the pass-out seat: 3 HCP and five diamonds: 2D", "1H P P X P", "432.32.Q8432.J32", "2D"),
    ("1H doubled in the pass-out seat: 10 HCP and four spades: 1S, no jump", "1H P P X P", "KJ32.32.A32.Q432", "1S"),
    ("1H doubled in the pass-out seat: 16 HCP: the cue bid", "1H P P X P", "AQ32.32.A32.KQ32", "2H"),
    ("1S doubled in the pass-out seat: 11 HCP and five diamonds: the jump to 3D", "1S P P X P", "32.A32.AK432.432",
     "3D"),
    # Opposite a balancing double no trump, like the suits, takes two points more: 1NT 8–12, 2NT 13–14, 3NT 15+.
    ("1H doubled in the pass-out seat: balanced 11 HCP, hearts stopped: 1NT, not 2NT", "1H P P X P",
     "32.KJ2.A432.K432", "1NT"),
    ("1H doubled in the pass-out seat: balanced 12 HCP, hearts stopped: 1NT", "1H P P X P", "32.AJ2.A432.K432", "1NT"),
    ("1H doubled in the pass-out seat: balanced 14 HCP, hearts stopped: 2NT, not 3NT", "1H P P X P",
     "32.AJ2.A432.KQ32", "2NT"),
    ("1D doubled in the pass-out seat: balanced 12 HCP, diamonds stopped: 1NT", "1D P P X P", "32.KJ2.AJ32.K432", "1NT"),
    ("1H doubled in the pass-out seat: balanced 8 HCP, hearts stopped: 1NT", "1H P P X P", "32.KJ2.Q432.Q432", "1NT"),
    ("1H doubled in the pass-out seat: balanced 16 HCP, hearts stopped: 3NT", "1H P P X P", "32.AJ2.AQ32.KQ32", "3NT"),
    ("1H doubled in the pass-out seat: 6 HCP: a suit, not 1NT", "1H P P X P", "32.K52.Q432.J432", "2D"),
    ("1H doubled directly: balanced 11 HCP, hearts stopped: 2NT", "1H X P", "32.KJ2.A432.K432", "2NT"),
    ("1H doubled directly: balanced 6 HCP, hearts stopped: 1NT", "1H X P", "32.K52.Q432.J432", "1NT"),
    ("2H doubled in the pass-out seat: balanced 11 HCP, hearts stopped: 2NT, the weak two's ranges stand",
     "2H P P X P", "K32.Q32.A432.Q32", "2NT"),
    ("2D doubled in the pass-out seat: balanced 11 HCP, diamonds stopped: 2NT", "2D P P X P", "Q32.KJ7.KT96.Q62", "2NT"),
    # Opposite a balancing double of a weak two, the cheapest suit reaches 10 HCP; 11 jump.
    ("2D doubled in the pass-out seat: 10 HCP and four hearts: 2H", "2D P P X P", "Q3.KJ76.KT96.J62", "2H"),
    ("2D doubled in the pass-out seat: 11 HCP and four hearts: the jump to 3H", "2D P P X P", "Q3.KJ76.KT96.Q62", "3H"),
    ("2D doubled directly: 10 HCP and four hearts: the jump to 3H", "2D X P", "Q3.KJ76.KT96.J62", "3H"),
    # Opener's reopening double of their overcall of a minor: a four-card major at the same level comes before
    # three-card preference for the minor, which may hold three; 1NT denies a four-card major.
    ("1C 1S P P X: four hearts and 6 HCP: 2H, not 2C on three", "1C 1S P P X P", "432.KQ32.J32.432", "2H"),
    ("1C 1S P P X: four hearts, four diamonds and 7 HCP: 2H", "1C 1S P P X P", "32.KQ32.Q432.Q32", "2H"),
    ("1D 1S P P X: four hearts and three diamonds: 2H", "1D 1S P P X P", "32.KJ32.Q32.5432", "2H"),
    ("1D 2C P P X: four spades and three diamonds: 2S", "1D 2C P P X P", "KJ32.32.Q32.5432", "2S"),
    ("1C 1S P P X: three hearts, one card fewer: preference to 2C", "1C 1S P P X P", "432.K32.J432.432", "2C"),
    ("1D 1S P P X: three hearts and four diamonds: 2D", "1D 1S P P X P", "32.KJ3.Q432.5432", "2D"),
    ("1H 2C P P X: four spades and three hearts: partner's five-card major, 2H", "1H 2C P P X P",
     "KJ32.Q32.432.432", "2H"),
    ("1C 1S P P X: AQJ92 of their spades: pass for penalty", "1C 1S P P X P", "AQJ92.32.Q32.432", "P"),
    ("1C 1D P P X: four hearts, balanced, diamonds stopped: 1H, not 1NT", "1C 1D P P X P", "432.KJ32.Q32.432", "1H"),
    ("1D 1S P P X: four hearts, 9 HCP, spades stopped: 2H, not 1NT", "1D 1S P P X P", "K32.KJ32.Q32.432", "2H"),
    ("1C 1D P P X: no four-card major, diamonds stopped: 1NT", "1C 1D P P X P", "432.K32.Q32.J432", "1NT"),
    ("1D 1S P P X: three hearts, spades stopped, 9 HCP: 1NT", "1D 1S P P X P", "K32.KJ3.Q32.5432", "1NT"),
    # Advancing an overcall.
    ("1D 1H: three hearts and 6 HCP: the single raise", "1D 1H P", "432.K32.Q432.J32", "2H"),
    ("1D 1H: four hearts and 7 HCP with a doubleton: the single raise", "1D 1H P", "432.K432.Q432.J2", "2H"),
    ("1D 1H: four hearts, 3 HCP and a doubleton: the preemptive jump raise", "1D 1H P", "432.K432.32.5432", "3H"),
    ("1D 1H: three hearts and 12 HCP: the cue-bid raise", "1D 1H P", "K32.K32.A432.Q32", "2D"),
    ("1D 1H: four hearts and 14 HCP: the cue-bid raise", "1D 1H P", "Q32.KQ32.AK32.32", "2D"),
    ("1D 1H: five good spades and 9 HCP: 1S, not forcing", "1D 1H P", "KQJ32.32.432.K32", "1S"),
    ("1D 1H: five spades and 13 HCP: 1S", "1D 1H P", "KQJ32.32.432.AK2", "1S"),
    ("1D 1H: 13 HCP, two hearts, balanced, diamonds stopped: 2NT", "1D 1H P", "K32.32.AQJ2.K432", "2NT"),
    ("1D 1H: 13 HCP, three hearts, diamonds stopped: the cue-bid raise", "1D 1H P", "K32.A32.AQ2.5432", "2D"),
    ("1D 1S: 14 HCP and six clubs, no fit: 2C, not forcing", "1D 1S P", "32.A32.K2.AQJ432", "2C"),
    ("1D 1S: three spades and 12 HCP: the cue-bid raise", "1D 1S P", "432.32.KQ2.AQJ32", "2D"),
    ("1C 1S: six good hearts and 11 HCP: 2H, not forcing", "1C 1S P", "32.AKJ432.32.Q32", "2H"),
    ("1H 2C: three clubs and 10 HCP: the cue-bid raise is 12+, the raise to 3C", "1H 2C P", "A32.32.KJ32.Q432", "3C"),
    ("1S 2H: four hearts and 7 HCP: the raise", "1S 2H P", "32.K432.A432.432", "3H"),
    ("1S 2H: four hearts and 13 HCP: the cue-bid raise", "1S 2H P", "32.K432.AK32.Q32", "2S"),
    ("1S 2H: four hearts and 3 HCP: the raise by the total trumps", "1S 2H P", "32.K432.8432.432", "3H"),
    ("1C 2S (weak): three spades and 7 HCP: 3S by the total trumps", "1C 2S P", "432.A32.K432.432", "3S"),
    # The doubler's next call.
    ("1H X P 1S P: 19 HCP and four spades: the jump raise", "1H X P 1S P", "AQ32.2.AKJ2.K432", "3S"),
    ("1H X P 1S P: 22 HCP and four spades: game", "1H X P 1S P", "AQ32.2.AKJ2.AK32", "4S"),
    ("1H X P 1NT P: 19 HCP: 3NT", "1H X P 1NT P", "AQ32.2.AKJ2.KQ32", "3NT"),
    ("1D X P 1H P: 19 HCP and five good spades: 1S", "1D X P 1H P", "AKQJ2.K2.K32.A32", "1S"),
    ("1D X P 1H P: 17 HCP and five spades: 1S", "1D X P 1H P", "AKQ32.K2.32.AJ32", "1S"),
    ("1H X P 2H P: four spades after the cue bid: 2S", "1H X P 2H P", "KJ32.32.AQ32.K32", "2S"),
    ("1D X P 2D P: four hearts and four spades after the cue bid: hearts first", "1D X P 2D P", "AQ32.AQ32.2.K432", "2H"),
    ("1C X P 2C P: four hearts and four spades after the cue bid: hearts first", "1C X P 2C P", "AQ32.AQ32.K32.32", "2H"),
    ("1H X P 2S P: 14 HCP and a singleton, 17 in support: game", "1H X P 2S P", "KJ32.2.AQ32.A432", "4S"),
    # The strong doubler, balanced with their suit stopped, bids no trump rather than raise partner's forced minor.
    ("1C X P 1D P: balanced 19, clubs stopped, four diamonds: 1NT, not the jump raise", "1C X P 1D P",
     "AK2.KQ2.KJ32.A32", "1NT"),
    ("1S X P 2D P: balanced 19, spades stopped, four diamonds: 2NT, not the jump to 4D", "1S X P 2D P",
     "K2.AQ32.KJ32.AQ2", "2NT"),
    ("1C X P 1D P: balanced 18, one point less, four diamonds: the raise", "1C X P 1D P", "AK2.KQ2.KJ32.Q32", "2D"),
    ("1C X P 1H P: 19 with four hearts: the jump raise of the major", "1C X P 1H P", "AK2.KQ32.KJ32.A2", "3H"),
    ("1D X P 2C P: 17 with four clubs, diamonds unstopped: the raise", "1D X P 2C P", "AK2.KQ2.432.AJ32", "3C"),
    # The doubler's bid of their suit is the cue bid, not a suit to raise: the advancer answers it.
    ("1H X P 1S P 2H P: the doubler's cue bid: four spades and three hearts bid 2S, not raise hearts", "1H X P 1S P 2H P",
     "8765.432.KJ43.Q2", "2S"),
    ("1H X P 1S P 2H P: a singleton club, the same: 2S", "1H X P 1S P 2H P", "8765.J32.KJ432.Q", "2S"),
    ("1D X P 1S P 2H P: the doubler's own hearts: three of them and 7 support points raise", "1D X P 1S P 2H P",
     "8765.Q32.K43.Q32", "3H"),
    # The overcaller's next call.
    ("1D 1H P 2D P: a minimum overcall bids 2H", "1D 1H P 2D P", "32.AKJ32.K32.432", "2H"),
    ("1D 1H P 2D P: 17 HCP bid game", "1D 1H P 2D P", "A2.AKJ32.K32.K32", "4H"),
    ("1D 1H P 2D P: 15 HCP bid game", "1D 1H P 2D P", "A2.AKJ32.K32.432", "4H"),
    ("1C 1S P 2S P: 12 HCP pass the single raise", "1C 1S P 2S P", "AKJ32.K2.32.Q432", "P"),
    ("1C 1S P 2S P: 16 HCP and five spades: game", "1C 1S P 2S P", "AKJ32.K2.A2.Q432", "4S"),
    ("1C 1S P 3S P: a minimum passes the preemptive jump raise", "1C 1S P 3S P", "KJ832.Q2.32.Q432", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_advancing_quiz_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
