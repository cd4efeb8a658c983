"""The ``sayc`` system when both sides bid, as a teacher sets a quiz: who competes to three by the total
trumps once both sides have a fit at two, who balances when they stop there, the raise of an overcall
over opener's raise, game against game (the double of their save over our game), and the penalty doubles
of their overcall, their escape and their no trump (opener's double of their 1NT over partner's answer).
Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice. Neighbouring positions keep their
call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Both sides have a fit at two: opener competes to three with nine trumps, passes with eight.
    ("1H (1S) 2H (2S): 19 HCP opposite the single raise, game", "1H 1S 2H 2S", "A4.AKJ95.KQ3.Q42", "4H"),
    ("1H (1S) 2H (2S): six hearts and a singleton make nine trumps, 3H", "1H 1S 2H 2S", "4.AQJ852.KQ73.82", "3H"),
    ("1S (2H) 2S (3H): six spades make nine trumps, 3S over their 3H", "1S 2H 2S 3H", "AQJ852.84.K73.Q2", "3S"),
    ("1S (2H) 2S (3H): five spades and a minimum, eight trumps: pass", "1S 2H 2S 3H", "AQJ82.84.K73.Q82", "P"),
    ("1D (1S) 2D (2S): six diamonds opposite the raise, compete to 3D", "1D 1S 2D 2S", "A4.K73.AKJ852.82", "3D"),
    # Responder, after the raise, when their bid comes round.
    ("1H (1S) 2H (2S) P (P): four hearts make nine trumps, 3H", "1H 1S 2H 2S P P", "843.K743.A852.Q2", "3H"),
    ("1H (1S) 2H (2S) P (P): three hearts make eight, pass", "1H 1S 2H 2S P P", "843.K74.A852.Q32", "P"),
    ("opener competed to 3H over their 2S: the single raise has said it all, pass", "1H 1S 2H 2S 3H P",
     "843.K743.A852.Q2", "P"),
    ("1S (2H) 2S (3H) P (P): four spades make nine trumps, 3S", "1S 2H 2S 3H P P", "K843.84.A852.832", "3S"),
    ("1S (2H) 2S (3H) P (P): three spades make eight, pass", "1S 2H 2S 3H P P", "K84.84.A852.8532", "P"),
    ("1H (1S) 2H (3C) P (P): four hearts make nine, 3H", "1H 1S 2H 3C P P", "843.K743.A852.Q2", "3H"),
    ("1H (1S) 2H (3C) P (P): three hearts make eight, pass", "1H 1S 2H 3C P P", "843.K74.A852.Q32", "P"),
    ("1H (1S) 2H (3C): six hearts compete to 3H", "1H 1S 2H 3C", "84.AKJ852.K73.Q2", "3H"),
    ("1H (1S) 2H (3C): five hearts and a minimum pass", "1H 1S 2H 3C", "84.AKJ82.K73.Q82", "P"),
    ("1H P 2H (2S): six hearts compete to 3H", "1H P 2H 2S", "84.AQJ852.K73.Q2", "3H"),
    ("1H P 2H (2S): five hearts and a minimum pass", "1H P 2H 2S", "84.AQJ82.K73.Q82", "P"),
    ("1H (2D) 2H (3D): six hearts compete to 3H", "1H 2D 2H 3D", "84.AQJ852.K73.Q2", "3H"),
    ("1H (2D) 2H (3D): five hearts and a minimum pass", "1H 2D 2H 3D", "84.AQJ82.K73.Q82", "P"),
    ("1H (X) 2H (2S): six hearts compete to 3H", "1H X 2H 2S", "84.AQJ852.K73.Q2", "3H"),
    ("1H (X) 2H (2S): five hearts and a minimum pass", "1H X 2H 2S", "84.AQJ82.K73.Q82", "P"),
    ("1D (1H) 2D (2H) P (P): five diamonds opposite 1D's four make nine, 3D", "1D 1H 2D 2H P P", "843.K7.AJ852.Q32", "3D"),
    ("1D (1H) 2D (2H) P (P): four diamonds make eight, pass", "1D 1H 2D 2H P P", "843.K74.AJ52.Q32", "P"),
    ("1C (1S) X (2S): four hearts, the suit partner's double showed: 3H", "1C 1S X 2S", "84.KQ73.K73.AQ82", "3H"),
    ("1C (1S) X (2S): a minimum without four hearts, freed by their bid: pass", "1C 1S X 2S", "K84.Q73.K73.AQ82", "P"),
    ("1S P 3S (4H): a singleton heart and 16 HCP opposite the limit raise: 4S", "1S P 3S 4H", "AKJ82.4.A73.Q982", "4S"),
    ("1S P 3S (4H): a minimum with two hearts: pass", "1S P 3S 4H", "AQ852.84.K73.Q82", "P"),
    # The overcaller's side over opener's raise.
    ("1H (1S) 2H (2S) 3H: the overcaller's six spades make nine trumps, 3S", "1H 1S 2H 2S 3H", "AQJ952.84.K73.82", "3S"),
    ("1H (1S) 2H (2S) 3H: five spades make eight, pass", "1H 1S 2H 2S 3H", "AQJ95.84.K73.832", "P"),
    ("1S (2H) 2S (3H) 3S: the overcaller has bid the six hearts, pass", "1S 2H 2S 3H 3S", "84.AQJ852.K73.Q2", "P"),
    ("1D (1S) 2D (2S) 3D: the overcaller's six spades make nine, 3S", "1D 1S 2D 2S 3D", "AQJ952.84.K73.82", "3S"),
    ("1D (1S) 2D (2S) 3D: five spades make eight, pass", "1D 1S 2D 2S 3D", "AQJ95.84.K73.832", "P"),
    ("1H (1S) 2H P P: the overcaller's six spades come back in at 2S", "1H 1S 2H P P", "AQJ952.84.K73.82", "2S"),
    ("1H (1S) 2H P P: five spades and 10 HCP pass", "1H 1S 2H P P", "AQJ95.84.K73.832", "P"),
    ("1H (1S) 2H: three spades and 8 HCP, the simple raise", "1H 1S 2H", "Q73.84.KJ52.Q852", "2S"),
    ("1H (1S) 2H: four spades and weak, the jump to 3S (nine trumps)", "1H 1S 2H", "Q873.8.KJ752.852", "3S"),
    ("1H (1S) 2H: three spades and 13 HCP, the cue bid", "1H 1S 2H", "K87.84.AQ52.K852", "3H"),
    ("1H (1S) 2H: nothing to say, pass", "1H 1S 2H", "873.84.Q752.8532", "P"),
    ("1H (2C) 2H: three clubs and 8 HCP raise to 3C", "1H 2C 2H", "84.Q73.K852.Q852", "3C"),
    # The preemptive jump raise over their overcall or double.
    ("1H (1S) 2H: five spades, weak, no singleton: the jump to 3S", "1H 1S 2H", "Q8742.82.J85.K82", "3S"),
    ("1H (1S) 2H: a void but four spades: nine trumps, 3S", "1H 1S 2H", "Q874..J8532.K852", "3S"),
    ("1H (2C) 2H: five clubs and a singleton, ten trumps: 4C", "1H 2C 2H", "8.Q87.J853.K8752", "4C"),
    ("1H (2C) 2H: four clubs: the simple raise", "1H 2C 2H", "8.Q872.J853.K875", "3C"),
    ("1H (1S): four hearts and a singleton, weak: the jump to 3H", "1H 1S", "8.Q874.J8532.K82", "3H"),
    ("1H (1S): five hearts, no singleton: the jump to 3H", "1H 1S", "82.Q8742.J853.K8", "3H"),
    ("1D (1S): five diamonds and a singleton: nine trumps (1D promises four), 3D", "1D 1S", "8.Q87.J8532.K852", "3D"),
    # The balancing seat when they stop at two in their fit.
    ("1H P 2H P P: short hearts, 10 HCP, the other suits: double", "1H P 2H P P", "KJ84.2.Q853.K742", "X"),
    ("1H P 2H P P: five spades, 9 HCP: 2S", "1H P 2H P P", "KJ984.82.Q85.K74", "2S"),
    ("1H P 2H P P: three hearts and a flat 8 HCP: pass", "1H P 2H P P", "K84.Q82.Q853.J74", "P"),
    ("1S P 2S P P: a singleton spade and the other three suits: double", "1S P 2S P P", "2.KJ84.Q853.K742", "X"),
    ("1S P 2S P P: a doubleton spade, 11 HCP and three hearts: double", "1S P 2S P P", "82.KJ4.Q853.KJ74", "X"),
    ("1S P 2S P P: three spades and a flat 8 HCP: pass", "1S P 2S P P", "K82.Q84.Q853.J74", "P"),
    ("1H P 2H P P (2S): four hearts make nine trumps, 3H", "1H P 2H P P 2S", "843.K743.A852.Q2", "3H"),
    ("1H P 2H P P (2S): three hearts make eight, pass", "1H P 2H P P 2S", "843.K74.A852.Q32", "P"),
    ("their balancing double answered 2S: opener's six hearts compete to 3H", "1H P 2H P P X P 2S", "84.AQJ852.K73.Q2", "3H"),
    ("their balancing double answered 2S: five hearts, a minimum: pass", "1H P 2H P P X P 2S", "84.AQJ82.K73.Q82", "P"),
    # Game against game.
    ("1H P 3H (4S): 15 HCP and two spades opposite the limit raise: double", "1H P 3H 4S", "Q4.AKJ82.K73.Q82", "X"),
    ("1H P 3H (4S): a singleton spade and six hearts: 5H", "1H P 3H 4S", "4.AKJ852.KQ73.82", "5H"),
    ("1H P 3H (4S): a minimum with no defence to spare: pass", "1H P 3H 4S", "84.AQJ82.K73.Q82", "P"),
    ("their save at five over partner's 4S: 17 HCP, the king of hearts: double", "1S 2H 4S 5H", "AKJ82.K4.A73.Q82", "X"),
    ("their save at five over partner's 4S: 16 HCP still double", "1S 2H 4S 5H", "AKJ82.Q4.A73.Q82", "X"),
    ("their save at five over partner's 4S: 15 HCP pass, partner's raise may be weak", "1S 2H 4S 5H",
     "AQJ82.Q4.A73.Q82", "P"),
    ("their save at five over partner's 4S: a minimum passes", "1S 2H 4S 5H", "AQ852.84.K73.Q82", "P"),
    ("their save at five over partner's 4S: 17 HCP but a singleton heart, my values defend less: pass",
     "1S 2H 4S 5H", "AKJ82.4.A73.KQ82", "P"),
    ("their 4S over partner's 4H: 17 HCP and the ace of spades double", "1H 1S 4H 4S", "A4.AKJ82.K73.Q82", "X"),
    ("their 4S over partner's 4H: 15 HCP pass", "1H 1S 4H 4S", "A4.AQJ82.Q73.Q82", "P"),
    ("their 4S over partner's 4H: a minimum passes", "1H 1S 4H 4S", "84.AQJ82.K73.Q82", "P"),
    ("their 4S over partner's 4H: 17 HCP and a singleton spade: pass, not a penalty double", "1H 1S 4H 4S",
     "4.AKJ82.K73.AQ82", "P"),
    ("their save at five over the advancer's 4S: the overcaller's 17 HCP double", "1H 1S 2H 4S 5H",
     "AKJ82.K4.A73.Q82", "X"),
    ("their 4S over my game raise came round: 11 HCP and two spade honours double", "1H 1S 4H 4S P P",
     "K4.Q743.A852.Q82", "X"),
    ("their 4S over partner's 4H response: 17 HCP double", "1H P 4H 4S", "A4.AKJ82.K73.Q82", "X"),
    # Penalty doubles: above the negative double's range, of their no trump, of their escape.
    ("1H (3C): a double above 2S is for penalty: KQT9x of clubs", "1H 3C", "84.K7.A842.KQT92", "X"),
    ("1S (3D): KJ94 of diamonds and 12 HCP: penalty double", "1S 3D", "K4.Q73.KJ94.QJ82", "X"),
    ("1S (3D): five hearts and shape: the new suit, forcing", "1S 3D", "84.AQJ73.4.KJ872", "3H"),
    ("1H (1NT): 12 HCP double for penalty", "1H 1NT", "KJ84.84.AQ73.Q82", "X"),
    ("1H (1NT): six spades and 4 HCP: 2S, weak", "1H 1NT", "KJ8742.84.73.Q82", "2S"),
    ("1H (1S) P P X P: KQT98 of spades pass for penalty", "1H 1S P P X P", "KQT98.84.A73.842", "P"),
    ("1H (1S) P P X P: no spades, five clubs: 2C", "1H 1S P P X P", "84.Q7.KJ73.Q8742", "2C"),
    ("1D (2C) P P X P: KQT9x of clubs pass for penalty", "1D 2C P P X P", "Q4.K73.843.KQT92", "P"),
    ("1D (1NT) X (2C): opener with two clubs passes, partner's double has the balance", "1D 1NT X 2C",
     "AQ4.K82.KJ932.82", "P"),
    ("1H (1NT) X (2C) P P: partner passed, my four diamonds and spades: double the escape", "1H 1NT X 2C P P",
     "KJ84.84.AQ73.Q82", "X"),
    ("1H (1NT) X (2C): partner's double showed 9+, four clubs over the escape: double", "1H 1NT X 2C",
     "84.AK852.K3.Q982", "X"),
    ("1H (1NT) X (2C): QT98 of clubs, double", "1H 1NT X 2C", "84.AK852.K3.QT98", "X"),
    ("1S (1NT) X (2D): four diamonds over the escape, double", "1S 1NT X 2D", "AK852.84.Q982.K3", "X"),
    ("1S (1NT) X (2D): three diamonds, pass for partner", "1S 1NT X 2D", "AK852.84.982.KQ3", "P"),
    ("1H (1NT) X (2C): three clubs, pass for partner", "1H 1NT X 2C", "84.AK852.K93.Q82", "P"),
    ("1H (1NT) X (2D): two diamonds, pass for partner", "1H 1NT X 2D", "84.AK852.K3.Q982", "P"),
    # Their 1NT straight over partner's one-level answer is natural and strong: opener's 16+ HCP double it.
    ("1C P 1S (1NT): 19 HCP balanced double for penalty, not 2NT", "1C P 1S 1NT", "AQ4.K82.AKJ3.Q82", "X"),
    ("1C P 1S (1NT): 18 HCP with a doubleton spade double", "1C P 1S 1NT", "A4.K82.AKJ3.Q982", "X"),
    ("1C P 1S (1NT): 12 HCP, nothing to add: pass", "1C P 1S 1NT", "84.K82.AKJ3.Q982", "P"),
    ("1H P 1S (1NT): 16 HCP double rather than rebid the five hearts", "1H P 1S 1NT", "K4.AQJ82.KJ3.Q82", "X"),
    ("1H P 1S (1NT): 13 HCP, a minimum: the booklet's rebid", "1H P 1S 1NT", "K4.AQJ82.J93.Q82", "2H"),
    ("1D P 1S (1NT): 16 HCP with five diamonds double", "1D P 1S 1NT", "K4.Q82.AKJ93.K82", "X"),
    ("1D P 1H (1NT): 17 HCP double", "1D P 1H 1NT", "AK4.Q82.AKJ93.82", "X"),
    ("1D P 1S (1NT): 14 HCP and a second suit: 2C, no double", "1D P 1S 1NT", "4.Q82.AKJ93.KJ82", "2C"),
    ("1H P 1S (1NT) X P: partner's double is for penalty, a balanced 7 HCP pass", "1H P 1S 1NT X P",
     "KJ84.84.Q732.J82", "P"),
    # Their cue bid (two suits): the double shows values.
    ("1H (2H), Michaels: 13 HCP double, the balance of strength", "1H 2H", "K842.4.AQ52.KJ83", "X"),
    ("1S (2S), Michaels: 13 HCP double", "1S 2S", "4.KJ84.AQ52.K983", "X"),
    ("1D (1S) P (2S): a singleton spade and extras: the reopening double", "1D 1S P 2S", "4.KJ84.AQ52.K983", "X"),
    ("1H (2H) X (2S): KJ94 of spades over their spades: penalty double", "1H 2H X 2S", "KJ94.AKJ82.K3.82", "X"),
    ("1H (2H) X (2S): two spades, pass for partner", "1H 2H X 2S", "84.AKJ82.K73.Q82", "P"),
    ("1H (2H) X (2S) P P: my double's spades, K842: double", "1H 2H X 2S P P", "K842.4.AQ52.KJ83", "X"),
    ("1H (2NT): 13 HCP double, the balance of strength", "1H 2NT", "K842.4.AQ52.KJ83", "X"),
    ("1D (2NT) X (3H): KJ82 of hearts: penalty double", "1D 2NT X 3H", "AQ4.KJ82.KJ93.82", "X"),
    ("1D (2NT) X (3C): two clubs, pass for partner", "1D 2NT X 3C", "AQ4.K82.KJ932.82", "P"),
    ("1H P P (1NT): 17 HCP double", "1H P P 1NT", "AQ4.AKJ82.K73.82", "X"),
    ("1H P P (1NT): a minimum passes", "1H P P 1NT", "84.AQJ82.K73.Q82", "P"),
    ("1H (2S) P P: a singleton spade and 14 HCP: the reopening double", "1H 2S P P", "4.AKJ82.K73.Q982", "X"),
    ("1H (2S) P P: three spades and a minimum: pass", "1H 2S P P", "K84.AKJ82.K73.82", "P"),
    ("1H (2S): 13 HCP, spades stopped: 3NT", "1H 2S", "KJ4.84.AQ73.K982", "3NT"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_contested_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
