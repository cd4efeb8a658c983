"""The ``sayc`` system's calls on contested boards that lose most against par, marked as a teacher marks a student
(a hand, the auction so far with North dealing, the call), with neighbouring positions that must keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Partner's preempt doubled for takeout: three trumps raise to the level of the total trumps
    ("partner's 3S doubled: three spades and 4 HCP make ten trumps, raise to 4S", "3S X", "765.742.KJ62.T97", "4S"),
    ("the same over 3H: ten hearts together, 4H", "3H X", "765.742.KJ62.T97", "4H"),
    ("partner's weak 2S doubled: three spades and 4 HCP make nine trumps, raise to 3S", "2S X", "765.742.KJ62.T97", "3S"),
    ("no double: the same hand leaves partner's 3S alone", "3S P", "765.742.KJ62.T97", "P"),
    ("no double: the same hand leaves partner's weak 2H alone", "2H P", "765.742.KJ62.T97", "P"),
    ("partner's weak 2S doubled: a doubleton is no raise", "2S X", "76.742.KJ652.T97", "P"),
    # Partner's takeout double of their preempt, their raise to game: with values, double it
    ("partner doubled 3S, their 4S: 11 HCP and five hearts double, the balance of strength is ours",
     "3S X 4S", "Q8.AQT53.72.QJ94", "X"),
    ("partner doubled their 1S, their jump to 4S: 11 HCP double", "1S X 4S", "Q8.AQT53.72.QJ94", "X"),
    ("7 HCP opposite the same double: no double of their 4S", "3S X 4S", "Q8.QT53.72.QJ943", "P"),
    # Partner's one-level overcall, their preemptive raise to three: opening values and their suit stopped bid 3NT
    ("1D (1S) 3D: 13 HCP and K J x x of diamonds, 3NT: their jump took the room for 2NT",
     "1D 1S 3D", "KT.QJ7.KJ64.K752", "3NT"),
    ("1C (1H) 3C: 14 HCP and clubs stopped twice, 3NT", "1C 1H 3C", "KT2.Q7.AJ64.KJ72", "3NT"),
    ("their simple raise leaves room: the same 13 HCP bid 2NT", "1D 1S 2D", "KT.QJ7.KJ64.K752", "2NT"),
    ("11 HCP opposite the overcall over their 3D: no game", "1D 1S 3D", "KT.QJ7.QJ64.K752", "P"),
    ("diamonds unstopped: no 3NT", "1D 1S 3D", "KT.QJ7.7654.AK52", "P"),
    # My takeout double of their preempt, their raise to game passed round: a big hand short in their suit doubles again
    ("3H X 4H P P: 18 HCP, five-five in the minors and a heart void double again, partner passes with values",
     "3H X 4H P P", "AKJ..KT932.AK743", "X"),
    ("the same after their 1H raised to 4H: 18 HCP and a singleton heart double again", "1H X 4H P P", "AKJ.2.KT93.AK743", "X"),
    ("17 HCP and a singleton: the double said it, pass", "3S X 4S P P", "A.J86.AQJ93.KT53", "P"),
    ("18 HCP but two hearts: no second double", "3H X 4H P P", "AKJ.52.KT93.AK74", "P"),
    # Partner's overcall, their preemptive raise to three: a six-card suit of my own with some values competes at three
    ("1D (1S) 3D: seven hearts to the king-queen and 10 HCP bid 3H", "1D 1S 3D", "A4.KQ98742.J.JT2", "3H"),
    ("six hearts and a doubleton spade: 3H all the same", "1D 1S 3D", "A4.KQ9874.J2.JT2", "3H"),
    ("five hearts and three spades: pass, partner's suit plays as well", "1C 1S 3C", "A4.KQ987.J32.JT2", "P"),
    # I opened, they overcalled, partner bid a major at one, their jump raise to three: four trumps compete at three
    ("1D (1H) 1S (3H): four spades and a heart void raise to 3S", "P 1D 1H 1S 3H", "AQT7..AT9764.543", "3S"),
    ("four spades, balanced, 13 HCP: 3S competes", "P 1D 1H 1S 3H", "AQT7.32.AT97.K43", "3S"),
    ("four spades and 19 support points: game, no room to invite", "P 1D 1H 1S 3H", "AKT7.2.AKQ97.K43", "4S"),
    ("three spades: no raise at three", "P 1D 1H 1S 3H", "AQT.32.AT975.K43", "P"),
]


@pytest.mark.parametrize("what, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(what: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
