"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a fifth mock exam on
conventions in competition, written blind (before reading the rules). Stayman and transfers over their double of
our 1NT (ours in any seat and our 1NT overcall too), our calls over their overcall of it; Stayman doubled; Blackwood
over their bid (DOPI); the negative double at the one and two levels; the cue-bid limit raise over an overcall and
2NT over a double; our Michaels cue bid and unusual 2NT and the advancer's choice of suit; our raise and double over
their Michaels and unusual 2NT; our 2C overcalled. Each position is (the reason, the auction so far with North
dealing, the hand to call, the call, the vulnerability)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call, vulnerable).
# The quiz as written blind, but for two answers corrected on the second look (a hand with two spades answers 1NT
# over the double, not a raise; three hearts and 10 HCP over their unusual 2NT make the cue-bid raise, not the
# double) and three positions dropped where mainstream accepts either call (the direct game raise or the cue bid
# with four trumps and opening values over an overcall, twice; 3H or the waiting pass with KJxxx and 8 HCP over
# their overcall of our 2C).
QUIZ = [
    ('systems on over a double of 1NT: transfer to hearts', '1NT X', '2.J9762.Q83.8642', '2D', 'None'),
    ('redouble shows 10+ HCP after their double of 1NT', '1NT X', 'KQ4.AJ3.9842.Q53', 'XX', 'NS'),
    ('weak with five hearts: transfer, systems on over the double', '1NT X', '8642.Q9753.84.J2', '2D', 'EW'),
    ('double of their overcall of our 1NT is for penalty', '1NT 2S', 'KJ95.A3.Q84.T762', 'X', 'All'),
    ('new suit at the two-level over their overcall is to play', '1NT 2D', '83.KJ9642.J5.984', '2H', 'None'),
    ('five spades, weak: competitive and non-forcing at the two-level', '1NT 2D', 'J9752.83.Q4.8643', '2S', 'NS'),
    ('13 HCP, hearts stopped: game in notrump', '1NT 2H', 'K4.KJ3.A95.Q9742', '3NT', 'EW'),
    ('nothing to say: pass their overcall', '1NT 2H', '8642.93.J8752.Q4', 'P', 'All'),
    ('Stayman doubled: opener still shows his four-card major', '1NT P 2C X', 'AQ3.KJ84.K72.Q95', '2H', 'None'),
    ('DOPI over interference: pass shows one ace', '1S P 3S P 4NT 5D', 'KJ74.A83.Q62.J95', 'P', 'NS'),
    ('DOPI over interference: double shows no ace', '1S P 3S P 4NT 5D', 'KJ74.K83.Q62.QJ5', 'X', 'EW'),
    ('DOPI: double zero, pass one, next step two aces', '1H P 3H P 4NT 5C', 'AJ3.J974.A62.T95', '5D', 'All'),
    ('negative double: four hearts, 9 HCP', '1C 1S', '72.KJ84.Q953.K82', 'X', 'None'),
    ('five spades: bid the suit at the one-level', '1D 1H', 'KJ975.93.Q84.K63', '1S', 'NS'),
    ('negative double shows four spades after a one-heart overcall', '1D 1H', 'KJ75.93.Q842.K63', 'X', 'EW'),
    ('four spades, not enough to bid 2S freely: negative double', '1H 2C', 'KJ84.73.A952.964', 'X', 'All'),
    ('both minors, too weak for a new suit at the three-level', '1S 2H', '63.84.KJ97.AJ532', 'X', 'None'),
    ('negative doubles through 2S: four hearts, 9 HCP', '1D 2S', '84.KQ93.A62.T853', 'X', 'NS'),
    ('negative double over 1D shows both majors', '1C 1D', 'KJ74.Q983.52.K64', 'X', 'EW'),
    ('only one four-card major: bid it', '1C 1D', 'KJ74.Q98.532.K64', '1S', 'All'),
    ('minors, 8 HCP, too weak for 2C: negative double', '1H 1S', '73.Q4.KJ85.Q9743', 'X', 'None'),
    ('8-10 balanced with a spade stopper', '1C 1S', 'K94.J83.Q962.KJ5', '1NT', 'NS'),
    ('six good hearts and 12 HCP: natural and forcing', '1C 1S', '73.AK9842.Q5.K62', '2H', 'EW'),
    ('simple raise, 6 HCP with four trumps', '1H 1S', '84.QJ73.K952.863', '2H', 'All'),
    ('cue bid of their suit: limit raise or better in hearts', '1H 1S', 'K84.QJ73.A952.86', '2S', 'None'),
    ('jump raise after an overcall is preemptive', '1H 1S', '8.QJ973.K952.863', '3H', 'NS'),
    ('simple raise with three trumps and 6 HCP', '1H 2C', '94.Q83.J973.K852', '2H', 'None'),
    ('over their double 2NT shows a limit raise or better', '1H X', 'K84.QJ73.A952.86', '2NT', 'NS'),
    ('jump raise over their double is preemptive', '1H X', 'K84.QJ73.9852.86', '3H', 'EW'),
    ('10+ HCP without a fit: redouble', '1S X', 'A4.73.KJ852.KJ92', 'XX', 'All'),
    ('new suit at the two-level after their double is non-forcing', '1S X', '84.KQJ973.62.853', '2H', 'None'),
    ('only two spades and 6 HCP over their double: 1NT 6-9, no raise', '1S X', '84.K73.Q852.J853', '1NT', 'NS'),
    ('Michaels shows spades and a minor: take the spades', '1H 2H P', 'KJ83.742.Q953.82', '2S', 'EW'),
    ('Michaels shows hearts and a minor: five hearts, weak', '1S 2S P', '94.Q8642.K73.J85', '3H', 'All'),
    ('cue bid of 1C shows the majors: prefer the longer major', '1C 2C P', 'J53.Q4.K973.8642', '2S', 'None'),
    ('Michaels over 1D shows the majors: prefer spades', '1D 2D P', '9643.J52.K973.82', '2S', 'NS'),
    ('unusual 2NT shows the minors: take the longer one', '1H 2NT P', '84.9753.KJ84.Q52', '3D', 'EW'),
    ('over 1D the unusual 2NT shows clubs and hearts: three clubs', '1D 2NT P', 'K8542.Q3.975.J84', '3C', 'All'),
    ('over 1C the unusual 2NT shows diamonds and hearts: prefer the major', '1C 2NT P', 'AQ85.Q72.843.962', '3H', 'None'),
    ('unusual 2NT shows the minors: five diamonds', '1S 2NT P', '9743.A2.QJ852.73', '3D', 'NS'),
    ('Michaels: five spades and five diamonds', '1H', 'KQJ84.5.KQ962.83', '2H', 'EW'),
    ('Michaels over a minor: both majors', '1D', 'KQ975.AJ983.7.82', '2D', 'All'),
    ('unusual 2NT: both minors', '1S', '8.72.KQJ85.AQT94', '2NT', 'None'),
    ('unusual 2NT over 1C: diamonds and hearts', '1C', '73.KQ984.AQJ86.5', '2NT', 'NS'),
    ("over their Michaels a raise of opener's suit stays simple", '1H 2H', '84.KJ73.Q962.853', '3H', 'EW'),
    ('simple raise over their Michaels cue bid', '1S 2S', 'KJ72.84.Q953.874', '3S', 'All'),
    ('competitive raise over their unusual 2NT', '1H 2NT', '93.KJ84.A852.862', '3H', 'None'),
    ('three hearts and 10 HCP over their unusual 2NT: cue bid, a limit raise or better', '1H 2NT', 'A3.842.KJ95.QT85', '3C', 'NS'),
    ('nothing to say over their unusual 2NT', '1S 2NT', '84.J73.Q962.8532', 'P', 'EW'),
    ('bust hand: pass their overcall of our 2C', '2C 2S', '8532.Q4.9742.853', 'P', 'All'),
    ('bust hand: pass their overcall of our 2C', '2C 2H', '8532.74.9742.853', 'P', 'NS'),
    ('systems on after our 1NT overcall: Stayman with four spades and 9 HCP', 'P 1H 1NT P', 'KJ84.83.Q962.K83', '2C', 'EW'),
    ('systems on after our 1NT overcall: transfer to hearts', 'P 1S 1NT P', '83.KJ9742.85.962', '2D', 'All'),
    ("new suit at the two-level over their overcall of partner's 1NT is to play", 'P P 1NT 2D', '83.KJ9642.J5.984', '2H', 'None'),
    ('negative double in fourth seat: four hearts, 9 HCP', 'P 1C 1S', '72.KJ84.Q953.K82', 'X', 'NS'),
    ("cue bid: limit raise or better in partner's hearts", 'P 1H 2C', 'K84.QJ73.A952.86', '3C', 'EW'),
    ('passed hand still makes a negative double with four hearts', 'P P 1D 1S', '72.KJ84.Q953.K82', 'X', 'All'),
    ("systems on over their double of partner's 1NT: transfer to hearts", 'P P 1NT X', '7.98643.Q742.J85', '2D', 'None'),
    ('five hearts but too weak for a free 2H: negative double', '1D 1S', '8.QJ852.K73.9642', 'X', 'NS'),
    ('negative double of their weak jump overcall: four spades, 9 HCP', '1C 2H', 'KQ84.73.A952.964', 'X', 'EW'),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"), QUIZ, ids=[q[0] for q in QUIZ])
def test_quiz(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
