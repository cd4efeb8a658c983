"""The ``sayc`` system's first call of each player once the other side has acted, marked on hands built at
the edges of the booklet's statements: the one-level overcall, answering partner's takeout double with
long strong trumps of theirs, and responding to partner's minor over their takeout double. Each is
(the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is
silent the reason is mainstream SAYC practice. Neighbouring hands that keep their call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # A one-level overcall: 8–16 HCP and a five-card suit worth showing; king-jack heads it well enough.
    ("a one-level overcall: 9 HCP and a five-card major headed by the king-jack", "1D", "KJ854.Q6.732.K53", "1S"),
    ("a one-level overcall: 8 HCP and a five-card major headed by the ace-jack", "1C", "8.AJ854.7432.K53", "1H"),
    ("no one-level overcall on a five-card suit with one honour and 8 HCP", "1D", "Q8754.K6.732.K53", "P"),
    ("no one-level overcall with 7 HCP, however headed", "1D", "KJ854.6.7432.K53", "P"),
    ("no two-level overcall on a king-jack suit and 9 HCP: the two level needs more", "1S", "8.KJ854.Q432.K53", "P"),
    # Answering a takeout double: a six-card suit of theirs headed by three honours converts it for penalty.
    ("penalty pass of a one-level takeout double: six of their diamonds headed by KQJT", "1D X P", "32.64.KQJT87.853", "P"),
    ("penalty pass of a one-level takeout double: six of their clubs headed by KQJT", "1C X P", "32.64.853.KQJT87", "P"),
    ("six of their diamonds without the jack: answer the double, not pass", "1D X P", "32.64.KQ9876.853", "2C"),
    ("five of their diamonds headed by KQJ and 6 HCP: answer the double", "1D X P", "32.64.KQJT8.8532", "2C"),
    # Over their takeout double of partner's minor, a major at the one level comes before the raise.
    ("over their double of 1C: a five-card heart suit is bid before raising clubs", "1C X", "9.AKT98.75.T9643", "1H"),
    ("over their double of 1D: four spades and four diamonds, 6 HCP: the major first", "1D X", "KJ54.Q6.J732.953", "1S"),
    ("over their double of 1C: five spades and four clubs: the major first", "1C X", "KJ543.Q6.73.9532", "1S"),
    ("over their double of 1D: five trumps, a singleton and four hearts raise preemptively", "1D X", "5.8762.QT972.K53", "3D"),
    ("over their double of 1D: five trumps, a singleton and four spades raise preemptively", "1D X", "KJ54.6.QT732.953", "3D"),
    ("over their double of 1D: no major, four trumps and 6 HCP raise", "1D X", "854.Q6.KJ73.9532", "2D"),
    ("over their double of 1D: 10+ HCP redouble before showing the major", "1D X", "KJ54.Q6.A732.K53", "XX"),
    # Answering partner's takeout double over their raise: a five-card suit competes at three with 6+ HCP.
    ("over their raise to 2S: five hearts headed by KJ and 6 HCP compete at three", "1S X 2S", "83.KJ964.Q432.53", "3H"),
    ("over their raise to 2S: five clubs headed by AJ and 6 HCP compete at three", "1S X 2S", "83.Q43.632.AJ964", "3C"),
    ("over their raise to 2S: four hearts and 7 HCP pass", "1S X 2S", "83.K964.Q432.Q53", "P"),
    ("over their raise to 2S: five hearts and 4 HCP pass", "1S X 2S", "83.Q9764.J432.53", "P"),
    ("over their raise to 3S: five hearts and 6 HCP pass", "1S X 3S", "83.KJ964.Q432.53", "P"),
    # Advancing an overcall when their raise leaves no room below game: a long strong major bids game.
    ("their raise to 3S leaves no room: seven hearts headed by AQ and 12 HCP bid game", "2S 3D 3S", "Q4.AQ97653.A96.T", "4H"),
    ("their raise to 3S: six hearts headed by AQ and 10 HCP bid game", "2S 3D 3S", "Q4.AQ9765.A96.T3", "4H"),
    ("their raise to 3S: seven hearts headed by the ace alone pass", "2S 3D 3S", "Q4.AT97653.A96.T", "P"),
    ("their raise to 3S: six hearts headed by AQ and 9 HCP pass", "2S 3D 3S", "Q4.AQ9765.J96.T3", "P"),
    # An overcall at the four level: a five-card suit needs shortness in theirs.
    ("over their limit raise to 3S: five diamonds and three spades pass, 14 HCP or not", "1S P 3S", "K54.J74.AKT83.K5", "P"),
    ("over their limit raise to 3S: six diamonds overcall at four", "1S P 3S", "K5.J74.AKT843.K5", "4D"),
    ("over their 3S: five diamonds and five clubs, a singleton spade and 15 HCP: 4NT shows both minors", "3S", "5.K3.AKJ82.KJ532", "4NT"),
    # Over their three-level overcall of partner's 1NT: a six-card major is a suit to play, not a penalty double.
    ("over their 3D: six spades and 9 HCP bid game, not a penalty double", "1NT 3D", "Q86543.QJ74.4.A7", "4S"),
    ("over their 3C: six spades and 9 HCP bid game", "1NT 3C", "Q86543.QJ74.4.A7", "4S"),
    ("over their 2D: six spades and 9 HCP bid two, to play", "1NT 2D", "Q86543.QJ74.4.A7", "2S"),
    ("over their 3C: five spades, four clubs and 9 HCP double for penalty", "1NT 3C", "86543.QJ7.4.AQ74", "X"),
    ("over their 3H: balanced 8 HCP double for penalty", "1NT 3H", "Q865.QJ7.43.A765", "X"),
    ("over their 2C: seven of their clubs headed by AJT double for penalty", "1NT 2C", "75.T84.K.AJT8543", "X"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_competitive_first_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
