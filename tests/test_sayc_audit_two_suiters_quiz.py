"""The ``sayc`` system with two-suited calls and in the pass-out seat, as a teacher's quiz: our Michaels cue bid
and unusual 2NT, the advancer's answers and the two-suiter's next call; the opening side over their Michaels or
unusual 2NT; balancing over their one-bid and over their raise. Plain cases and the boundaries beside them. Each
is (the reason, the auction so far with North dealing, the hand to call, the call); where the booklet is silent
the reason is mainstream SAYC practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Our Michaels cue bid and unusual 2NT.
    ("Michaels over 1C: five-five in the majors, 11 HCP", "1C", "KJ987.QJ876.A2.3", "2C"),
    ("Michaels over 1D: five-five in the majors, 10 HCP", "1D", "AQT87.KJ976.3.32", "2D"),
    ("Michaels over 1C: six-five in the majors", "1C", "KQJ876.AJ876.3.2", "2C"),
    ("five-four in the majors is no Michaels: overcall the five-card spades", "1C", "KJ987.QJ87.A2.32", "1S"),
    ("five hearts and four spades over 1D: overcall the hearts", "1D", "KJ87.QJ987.A2.32", "1H"),
    ("Michaels over 1H: spades and clubs", "1H", "KQJ87.3.32.AJ876", "2H"),
    ("Michaels over 1H: spades and diamonds", "1H", "KQJ87.3.AJ876.32", "2H"),
    ("Michaels over 1S: hearts and diamonds", "1S", "3.KQJ87.AJ876.32", "2S"),
    ("Michaels over 1S: hearts and clubs", "1S", "3.KQJ87.32.AJ876", "2S"),
    ("unusual 2NT over 1H: both minors", "1H", "3.32.KQJ87.AJ876", "2NT"),
    ("unusual 2NT over 1S: both minors", "1S", "32.3.KQJ87.AJ876", "2NT"),
    ("unusual 2NT over 1C: the two lowest unbid suits, diamonds and hearts", "1C", "3.KQJ87.AJ876.32", "2NT"),
    ("unusual 2NT over 1D: the two lowest unbid suits, clubs and hearts", "1D", "3.KQJ87.32.AJ876", "2NT"),
    ("unusual 2NT on 8 HCP, both honours in the long suits", "1H", "3.32.KQT87.QJ876", "2NT"),
    ("spades and clubs over 1D: neither Michaels nor 2NT shows them, overcall the spades", "1D", "KQJ87.3.32.AJ876", "1S"),
    ("spades and diamonds over 1C: overcall the spades", "1C", "KQJ87.3.AJ876.32", "1S"),
    ("five-five in the majors with 3 HCP: pass", "1D", "J8765.Q8765.32.3", "P"),
    ("five-five in the minors with 3 HCP: pass", "1H", "3.32.QT876.J9876", "P"),
    ("five-four in the minors and 8 HCP over 1S: pass", "1S", "32.32.KQ876.QJ87", "P"),
    ("over their 1NT 2C is natural, not a cue bid: six clubs", "1NT", "32.3.KQ76.AKJ876", "2C"),
    ("Michaels in the pass-out seat over 1D", "1D P P", "KQJ87.AJ876.32.3", "2D"),
    # Michaels and the unusual 2NT are weak (7-12 HCP) or strong (16+); between, the higher suit is overcalled
    # and the other shown later.
    ("five-five in the minors and 13 HCP over 1S: overcall 2D, not the unusual 2NT", "1S", "32.3.AKJ87.KQ765", "2D"),
    ("five-five in the majors and 14 HCP over 1C: overcall 1S, not Michaels", "1C", "AKJ87.KQ876.32.3", "1S"),
    ("spades and diamonds, 14 HCP, over 1H: overcall 1S, not Michaels", "1H", "AKJ87.3.KQ876.32", "1S"),
    ("hearts and diamonds, 14 HCP, over 1C: overcall 1H, not the unusual 2NT", "1C", "3.AKJ87.KQ876.32", "1H"),
    ("five-five in the majors and 14 HCP over 1D: overcall 1S", "1D", "KQJ87.AJ876.K2.3", "1S"),
    ("five-five in the majors and 15 HCP over 1D: overcall 1S", "1D", "AKQ87.KQJ87.3.32", "1S"),
    ("the same shape with 12 HCP: Michaels", "1D", "KQJ87.AJ876.J2.3", "2D"),
    ("the same shape with 16 HCP: Michaels, strong, to bid again", "1D", "AKQ87.AQJ87.3.32", "2D"),
    ("the overcaller with five-five and 14 HCP shows the second suit when they compete", "1C 1S 2C P P",
     "AKJ87.KQ876.32.3", "2H"),
    ("the overcaller with five-five in the minors and 13 HCP shows the clubs at three", "1H 2D 2H P P",
     "32.3.AKJ87.KQ765", "3C"),
    ("the overcaller with five-five in the majors and 14 HCP over their raise of 1D", "1D 1S 2D P P",
     "KQJ87.AJ876.K2.3", "2H"),
    ("the overcaller with five-four: no second suit, pass", "1C 1S 2C P P", "AKJ87.KQ87.32.32", "P"),
    ("the overcaller with five-five and 10 HCP: pass", "1C 1S 2C P P", "AKJ87.Q9876.32.3", "P"),
    # Advancing partner's Michaels over a minor.
    ("preference to the longer major: three spades, two hearts", "1C 2C P", "J32.32.KJ876.Q32", "2S"),
    ("three cards in each major: the cheaper, hearts", "1C 2C P", "Q32.J32.K876.Q32", "2H"),
    ("two cards in each major: the cheaper, hearts", "1C 2C P", "32.32.KJ876.Q432", "2H"),
    ("four hearts and three spades: hearts", "1C 2C P", "32.J432.K876.Q32", "2H"),
    ("four spades, 9 HCP and a doubleton: the jump invites", "1C 2C P", "KJ32.32.A432.J32", "3S"),
    ("four spades and 14 HCP: game", "1C 2C P", "KJ32.A2.AQ32.432", "4S"),
    ("four hearts, 10 HCP and a singleton: game", "1C 2C P", "32.KQ32.A.J98765", "4H"),
    ("over 1D 2D: four hearts and 10 HCP: the jump invites", "1D 2D P", "32.KJ32.A432.Q32", "3H"),
    ("over 1D 2D: four hearts and 6 HCP: the simple preference", "1D 2D P", "32.J432.Q432.K32", "2H"),
    ("three cards in each major over 1D 2D: hearts, the cheaper", "1D 2D P", "Q32.K32.J32.Q432", "2H"),
    # Advancing partner's Michaels over a major (the other major and a minor).
    ("three spades: the preference at two", "1H 2H P", "J32.K32.432.Q432", "2S"),
    ("no spade fit: 2NT asks for the minor", "1H 2H P", "32.K32.KJ32.Q432", "2NT"),
    ("four spades and 10 HCP: the jump invites", "1H 2H P", "KJ32.432.AQ2.432", "3S"),
    ("four spades and 15 HCP: game", "1H 2H P", "KJ32.432.AQ2.AJ2", "4S"),
    ("over 1S 2S: three hearts: the preference at three", "1S 2S P", "K32.J32.Q432.432", "3H"),
    ("over 1S 2S: two hearts: 2NT asks for the minor", "1S 2S P", "K432.32.Q432.J32", "2NT"),
    # Advancing partner's unusual 2NT.
    ("over 1H 2NT: four clubs and two diamonds: clubs", "1H 2NT P", "K432.J32.32.Q432", "3C"),
    ("over 1H 2NT: four diamonds and two clubs: diamonds", "1H 2NT P", "K432.J32.Q432.32", "3D"),
    ("over 1H 2NT: three of each minor: the cheaper, clubs", "1H 2NT P", "K432.J32.432.Q32", "3C"),
    ("over 1H 2NT: four of each minor, 12 HCP and a singleton: game in the cheaper minor", "1H 2NT P",
     "A432.2.K432.AJ32", "5C"),
    ("over 1S 2NT: three of each minor: clubs", "1S 2NT P", "J32.K432.432.Q32", "3C"),
    ("over 1C 2NT (diamonds and hearts): three hearts and two diamonds: hearts", "1C 2NT P", "K432.J32.32.Q432", "3H"),
    ("over 1C 2NT: four hearts and 13 HCP: game", "1C 2NT P", "A432.KJ32.32.KQ2", "4H"),
    ("over 1C 2NT: three of each of partner's suits: the major, hearts", "1C 2NT P", "K432.J32.Q32.432", "3H"),
    ("over 1D 2NT (clubs and hearts): three clubs and two hearts: clubs", "1D 2NT P", "K432.J2.432.Q432", "3C"),
    ("over 1D 2NT: three of each of partner's suits: the major, hearts", "1D 2NT P", "K432.Q32.J32.432", "3H"),
    # The two-suiter's next call.
    ("Michaels with 11 HCP passes partner's preference", "1C 2C P 2H P", "KJ987.QJ876.A2.3", "P"),
    ("Michaels with 17 HCP raises partner's preference to game", "1C 2C P 2H P", "AKQ87.AKJ87.3.32", "4H"),
    ("Michaels of their major, asked by 2NT: the minor is clubs", "1H 2H P 2NT P", "KQJ87.3.32.AJ876", "3C"),
    ("Michaels of their major, asked by 2NT: the minor is diamonds", "1H 2H P 2NT P", "KQJ87.3.AJ876.32", "3D"),
    ("the unusual 2NT with 11 HCP passes partner's preference", "1H 2NT P 3C P", "3.32.KQJ87.AJ876", "P"),
    ("their double of our Michaels: the preference is still shown", "1C 2C X", "J32.32.KJ876.Q32", "2S"),
    # The opening side over their Michaels or unusual 2NT.
    ("their Michaels over 1H: three hearts and 8 HCP: the raise", "1H 2H", "32.K32.K432.Q432", "3H"),
    ("their Michaels over 1H: four hearts and 11 HCP: the cue bid of their spades, a limit raise or better",
     "1H 2H", "32.KJ32.AQ32.J32", "2S"),
    ("their Michaels over 1H: 12 HCP and four spades: double, the balance of strength", "1H 2H",
     "KJ32.32.AQ32.Q32", "X"),
    ("their unusual 2NT over 1H: three hearts and 8 HCP: the raise", "1H 2NT", "K32.Q32.J432.Q32", "3H"),
    ("their unusual 2NT over 1H: 13 HCP and the minors held: double", "1H 2NT", "K32.32.AQJ2.KT32", "X"),
    ("their unusual 2NT over 1S: three spades and 6 HCP: the raise", "1S 2NT", "K32.32.Q432.J432", "3S"),
    ("their Michaels over 1C: 3 HCP: pass", "1C 2C", "32.432.Q432.J432", "P"),
    ("their Michaels over 1C: 10 HCP and both majors held: double", "1C 2C", "KJ32.QT32.A2.432", "X"),
    ("their Michaels over 1D: five diamonds and 6 HCP: the raise", "1D 2D", "32.432.KJ432.Q32", "3D"),
    # Their two-suiter leaves my long suit unbid: it is bid, to play; and opener lets it be.
    ("their unusual 2NT over 1H: six good spades and 6 HCP: 3S, to play", "1H 2NT", "KQJ876.32.32.432", "3S"),
    ("their unusual 2NT over 1S: six good hearts and 7 HCP: 3H, to play", "1S 2NT", "32.KQJ876.32.J32", "3H"),
    ("their unusual 2NT over 1C (diamonds and hearts): six good spades and 6 HCP: 3S", "1C 2NT",
     "KQJ876.32.32.432", "3S"),
    ("their Michaels over 1H (spades and a minor): six good diamonds and 7 HCP: 3D", "1H 2H",
     "32.2.KQJ876.J432", "3D"),
    ("the same spades with 10 HCP: double first, the balance of strength", "1H 2NT", "KQJ876.32.A2.432", "X"),
    ("the same spades with three hearts: raise partner first", "1H 2NT", "KQJ876.J32.2.432", "3H"),
    ("five spades, 6 HCP: too short to bid at three over their 2NT: pass", "1H 2NT", "KQJ87.32.432.432", "P"),
    ("six spades but 3 HCP: pass", "1H 2NT", "QJ9876.32.432.32", "P"),
    ("partner's 3S over their 2NT is to play: a minimum opener passes", "1H 2NT 3S P", "A2.AK432.K32.432", "P"),
    ("partner's 3H over their 2NT is to play: a minimum opener passes", "1S 2NT 3H P", "AK432.2.K32.Q432", "P"),
    ("partner's 3D over their Michaels is to play: a minimum opener passes", "1H 2H 3D P", "AK2.AK432.32.432", "P"),
    ("partner's 3S over their 2NT of 1C is to play: a minimum opener passes", "1C 2NT 3S P", "A2.K32.K32.AQ432",
     "P"),
    # Balancing in the pass-out seat over their one-bid.
    ("a balancing overcall on 7 HCP and a five-card suit", "1H P P", "KJ876.32.K32.432", "1S"),
    ("balancing with 3 HCP: pass", "1H P P", "Q9876.32.J32.432", "P"),
    ("balancing 1NT: 12 HCP, their diamonds stopped", "1D P P", "KJ2.Q32.KJ32.Q32", "1NT"),
    ("balancing 1NT: 11 HCP, their clubs stopped", "1C P P", "Q32.KJ2.Q432.K32", "1NT"),
    ("balanced 15 HCP, above the balancing 1NT: double first", "1D P P", "KQ2.AJ2.Q432.K32", "X"),
    ("a balancing double: 9 HCP and a singleton heart", "1H P P", "KJ32.2.Q432.K432", "X"),
    ("the balancing jump overcall is intermediate: a good six-card suit and 14 HCP", "1D P P", "AQJ987.A2.K32.32",
     "2S"),
    ("the balancing jump overcall in hearts: a good six-card suit and 12 HCP", "1C P P", "32.AKJ987.KJ2.32", "2H"),
    ("the balancing jump overcall at three in a minor: a good six-card suit and 15 HCP", "1S P P",
     "32.A2.K32.AKJ987", "3C"),
    ("the same hearts with 10 HCP: the simple balancing overcall", "1C P P", "32.AKJ987.Q32.32", "1H"),
    ("a good six-card suit and 6 HCP: the simple balancing overcall", "1D P P", "KQJ987.32.432.32", "1S"),
    ("a poor six-card suit and 13 HCP: the simple balancing overcall", "1D P P", "Q98765.A2.AK2.32", "1S"),
    ("a good six-card suit and 17 HCP: too strong to jump, double first", "1D P P", "AKQ987.A2.KJ2.32", "X"),
    ("the direct seat's jump is weak: 14 HCP overcalls simply there", "1D", "AQJ987.A2.K32.32", "1S"),
    ("four of their hearts and 10 HCP: pass", "1H P P", "K32.QJ98.K32.J32", "P"),
    # Balancing over their raise.
    ("over their raise: double with 11 HCP and a doubleton heart", "1H P 2H P P", "KJ32.32.AJ32.Q32", "X"),
    ("over their raise: five spades and 8 HCP: 2S", "1H P 2H P P", "KJ987.32.A32.432", "2S"),
    ("over their raise: six clubs and 10 HCP: 3C", "1H P 2H P P", "32.32.K32.AQJ876", "3C"),
    ("over their raise: four hearts and 10 HCP: pass", "1H P 2H P P", "K32.Q432.A32.J32", "P"),
    ("over their raise: 3 HCP: pass", "1H P 2H P P", "J432.32.Q432.432", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_two_suiters_quiz_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
