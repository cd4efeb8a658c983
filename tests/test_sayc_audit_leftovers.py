"""The ``sayc`` system's calls left over from earlier marking, and the openings and opener's first rebid at
their boundaries, marked as a teacher marks a student (a hand, the auction so far with North dealing, the
call), with neighbouring positions that must keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # After my redouble of their double of my own opening, their escape passed round to me: doubled
    ("1D P P (X) XX (1NT) P P: 19 HCP double their 1NT escape", "P P P 1D P P X XX 1NT P P", "QT7.AQJ9.AJ62.KQ", "X"),
    # The weak two bidder does not save over their game once partner has bid game in its suit
    ("2H (2S) 4H (4S): the weak two bidder leaves the decision to partner", "P 2H 2S 4H 4S", "8.KT9862.62.Q974", "P"),
    # The takeout doubler's second call over opener's rebid: the strong double speaks again
    ("(1D) X (1H) 2C (2D): the doubler's 19 HCP balanced with diamonds stopped: 2NT, not a pass",
     "P P P 1D X 1H 2C 2D", "AQJ2.A42.K98.AJ9", "2NT"),
    ("(1D) X P 2C (2D): four clubs and 16 HCP compete with three of them", "P P P 1D X P 2C 2D", "AQ2.A42.K98.AJ92", "3C"),
    # The weak two bidder has told its hand: once partner raises it, partner is captain
    ("2D (X) 3D (3S): the weak two bidder does not bid again", "2D X 3D 3S", "T5.6.KQJT76.QT73", "P"),
    ("2D (2S) 3D (3S): the same over their overcall", "2D 2S 3D 3S", "T5.6.KQJT76.QT73", "P"),
    # Partner's 2NT in the pass-out seat over their weak two shows 14–17: game with 11+ HCP
    ("(2D) P P 2NT: 12 HCP opposite the balancing 2NT: 3NT", "P 2D P P 2NT P", "AT94.A863.K9.J86", "3NT"),
    ("(2D) P P 2NT: 11 HCP: 3NT", "P 2D P P 2NT P", "AT94.A863.Q9.J86", "3NT"),
    ("(2D) P P 2NT: 10 HCP: pass", "P 2D P P 2NT P", "AT94.K863.Q9.J86", "P"),
    # Partner's jump raise over their overcall is preemptive: game with 19+ points of my own
    ("1S (2D) 3S: the preemptive jump raise, 20 HCP: game", "1S 2D 3S P", "AQT75.KJT2.K8.AK", "4S"),
    ("1S (2D) 3S: 17 HCP and five trumps: pass", "1S 2D 3S P", "AQT75.KJT2.K8.A4", "P"),
    ("1S (2D) 3S: six trumps and 17 points: game (ten trumps together)", "1S 2D 3S P", "AQT753.KJT2.Q8.A", "4S"),
    # Partner's double of their sacrifice chose to defend: it stands
    ("our 4S, their 5H doubled by partner: a 7-count with four spades passes", "1D 1H X 3H 4S P P 5H X P",
     "AK98.T8.T93.7642", "P"),
    ("our 4S, their 5H passed round to me: partner's 4S raised my negative double (four spades, eight together): double",
     "1D 1H X 3H 4S P P 5H P P", "AK98.T8.T93.7642", "X"),
    # Responder over their overcall with eight or more cards in a major and a weak hand: game in it
    ("over their unusual 2NT, nine spades and 7 HCP: 4S, not a pass", "1C 2NT", "KQT987654.7.Q.63", "4S"),
    ("over their 2D, eight spades and 7 HCP: 4S", "1C 2D", "KQT98765.7.Q4.63", "4S"),
    ("over their 2NT, seven spades and 6 HCP: no game, 3S to play", "1C 2NT", "KQT9876.75.Q4.63", "3S"),
    ("over their 2D, eight spades and 11 HCP: a forcing new suit first", "1C 2D", "AKQT9876.7.Q42.6", "2S"),
    # After the weak 2D's feature, partner's ace or king stops its suit, and a maximum opposite 16+ is game
    ("2D, the 2NT ask, the spade feature: 18 HCP with hearts stopped bid 3NT, spades stopped by the feature",
     "2D P 2NT P 3S P", "T9.AK97.KQJ5.KQ7", "3NT"),
    ("the same hand opposite the club feature, spades unstopped: game in diamonds", "2D P 2NT P 3C P",
     "T9.AK97.KQJ5.KQ7", "5D"),
    ("the same hand opposite the minimum's 3D: pass", "2D P 2NT P 3D P", "T9.AK97.KQJ5.KQ7", "P"),
    ("15 HCP opposite the club feature, spades unstopped: three diamonds, to play", "2D P 2NT P 3C P",
     "T9.AK97.QJ5.KQ72", "3D"),
    # Accepting partner's invitation in no trump needs their suit stopped
    ("partner's balancing 1S, my 2C and partner's 3C invitation: 3NT needs their diamonds stopped, 875 passes",
     "P P P 1D P P 1S X 2C P 3C P", "84.A43.875.AJ632", "P"),
    ("the same with K75 in their diamonds: 3NT accepts", "P P P 1D P P 1S X 2C P 3C P", "84.A43.K75.AJ632", "3NT"),
    # Opener's jump shift forces to game opposite a passed hand too: 19+ points and partner's response
    ("third seat 1H, the jump shift 3C over the passed hand's 1NT, its 3D: 3NT, no pass below game",
     "P P 1H P 1NT P 3C P 3D P", "K8.AQJ97.AJ.KT52", "3NT"),
    ("the same jump shift and partner's 3H preference: game in hearts", "P P 1H P 1NT P 3C P 3H P",
     "K8.AQJ97.AJ.KT52", "4H"),
    # Over their overcall of our 1NT a double is for penalty: it needs length in their suit
    ("over 1NT (2H) a double is for penalty: two small hearts do not double; 10 HCP and no stopper cue-bid 3H (game "
     "forcing, asks for a stopper)", "1NT 2H", "KQ32.32.KJ32.Q32", "3H"),
    ("over 1NT (2S) four spades and 9 HCP: the penalty double", "1NT 2S", "Q1093.K32.K32.J32", "X"),
    ("over 1NT (2S) three spades headed by K J and 9 HCP: the penalty double", "1NT 2S", "KJ3.Q432.K432.32", "X"),
    # Opposite partner's preempt a huge hand with every side suit controlled asks for aces
    ("23 HCP, two hearts and every side suit controlled opposite 3H: Blackwood", "3H P",
     "AKQ2.A2.AKJ3.K32", "4NT"),
    ("21 HCP, two spades and every side suit controlled opposite 3S: Blackwood", "3S P",
     "A2.AQ2.AKJ3.KQ32", "4NT"),
    ("opposite 3H a side suit of three small cards may lose two tricks: game, no Blackwood", "3H P",
     "AKQ2.A2.AKJ3.Q32", "4H"),
    ("opposite 3S 20 HCP is short of Blackwood: game", "3S P", "A2.AQ2.AKJ3.Q432", "4S"),
    ("opposite 3H a singleton heart: game, no Blackwood", "3H P", "AKQ2.2.AKJ3.KQ32", "4H"),
    # Opener over the limit raise: a void counts once the fit is known
    ("10 HCP, five-five and a void opposite the limit raise: game", "1S P 3S P", "Q9853..QJT65.AJ2", "4S"),
    ("10 HCP, five-five and a singleton opposite the limit raise: pass", "1S P 3S P", "Q9853.2.QJT65.AJ", "P"),
    ("12 HCP, 5-3-3-2, opposite the limit raise: pass", "1S P 3S P", "AQ432.K32.K32.32", "P"),
    # Their bid over our invitation, with 31+ points together: it is ours, not theirs to pass out
    ("opener's jump raise (16-18) and 13 HCP: their 4S over it is doubled, not passed",
     "1C P 1D 1S 3D 4S", "J32.A4.KQ863.K32", "X"),
    ("opener's simple raise and 9 HCP: their 4S is left to them", "1C P 1D 1S 2D 4S", "J32.A4.Q9863.432", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_marked_positions(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
