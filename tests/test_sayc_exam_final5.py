"""The ``sayc`` system against the ACBL SAYC booklet and mainstream Standard American: a fifth mixed final exam
over the whole system, every seat and vulnerability. Openings (one of a suit, 1NT and 2NT by range, 2C, weak twos and
preempts, fourth-seat passes); responses (raises, Jacoby 2NT, two-over-one, Stayman and transfers, answers to 2C and
weak twos); opener's and responder's rebids; conventions (Stayman and transfer continuations, Blackwood, Gerber,
the feature ask, Michaels and the unusual 2NT, negative doubles); and competition (overcalls, takeout doubles and
their answers, balancing, raises after their overcall or double, redouble and Jordan 2NT).
Each position is (the reason, the auction so far with North dealing, the hand to call, the call, the vulnerability)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (reason, auction so far with North dealing, hand as PBN S.H.D.C, call, vulnerability).
OPENINGS = [
    ("12 HCP with five spades: open 1S", "", "AK852.K73.Q64.82", "1S", "None"),
    ("15 HCP balanced: 1NT", "", "KQ6.AJ4.K973.Q82", "1NT", "NS"),
    ("20 HCP balanced: 2NT", "P", "AK7.KQ4.AJ86.K52", "2NT", "EW"),
    ("13 HCP five hearts in third seat: 1H", "P P", "8.AQ743.K82.A965", "1H", "All"),
    ("13 HCP with four diamonds, no five-card major: 1D", "", "K84.Q72.AJ63.K95", "1D", "None"),
    ("13 HCP 3-3-3-4: 1C", "", "AJ5.K84.Q73.K962", "1C", "NS"),
    ("4-4 in the minors: open 1D", "", "73.AQ5.KJ84.QJ62", "1D", "EW"),
    ("seven-card suit, 6 HCP, not vulnerable: 3H preempt", "", "5.KQJ9874.832.62", "3H", "None"),
    ("good six-card suit 6 HCP, not vulnerable: weak 2S", "P", "KQJ874.63.852.72", "2S", "NS"),
    ("12 HCP plus three spades makes 15 in fourth seat: open 1D", "P P P", "AQ5.K7.J8632.Q74", "1D", "All"),
    ("24 HCP balanced: open 2C", "", "AKQ5.AKJ4.K3.A82", "2C", "EW"),
    ("20 HCP and nine tricks: strong 2C", "", "AKQJ963.AK4.5.K2", "2C", "None"),
    ("eight-card suit and a weak hand, not vulnerable: 4S", "", "QJT98765.4.K72.3", "4S", "None"),
    ("5-5 in the majors: open the higher", "", "AQJ86.AK973.5.42", "1S", "NS"),
    ("5-5 in the minors: open 1D", "", "4.K3.AQJ85.KQ963", "1D", "EW"),
    ("19 HCP is too strong for 1NT: open 1D (4-4 minors)", "", "KJ6.AQ.KQ74.A932", "1D", "All"),
    ("16 HCP balanced: 1NT", "", "AQ2.KJ5.J83.KQ84", "1NT", "None"),
    ("21 HCP balanced: 2NT", "", "AQ4.KJ3.AKJ5.K82", "2NT", "NS"),
    ("14 HCP 5-4 minors, two doubletons: 1D", "P", "AJ.K4.97532.AQ86", "1D", "EW"),
    ("14 HCP five hearts: 1H", "", "6.AQ965.KJ5.KJ42", "1H", "All"),
    ("seven-card suit, 6 HCP, not vulnerable: 3D", "", "3.6.KJT9762.Q843", "3D", "None"),
    ("9 HCP: pass", "", "KJ52.Q73.J84.Q62", "P", "NS"),
    ("18 HCP with five hearts: 1H then jump", "", "A5.KQJ84.AK2.J73", "1H", "EW"),
    ("10 HCP in fourth seat: no preempt, Pearson 12: pass", "P P P", "87.KQJ852.94.A63", "P", "All"),
]

RESPONSES = [
    ("6 HCP four-card support: simple raise", "1H P", "K83.Q942.J75.862", "2H", "None"),
    ("13 HCP four trumps: Jacoby 2NT", "1H P", "AJ4.K873.Q2.K962", "2NT", "NS"),
    ("12 HCP five diamonds: 2/1", "1S P", "84.KQ5.AJ732.Q64", "2D", "EW"),
    ("10 HCP four spades: 1S", "1D P", "QJ74.K82.953.A62", "1S", "All"),
    ("four-four in the majors: bid hearts first", "1C P", "K952.QJ84.73.J62", "1H", "None"),
    ("8 HCP three-card support: simple raise", "1H P", "Q74.J63.K852.Q94", "2H", "NS"),
    ("9 HCP, too weak for 2/1, no support: 1NT", "1H P", "A95.6.QJ732.Q854", "1NT", "EW"),
    ("13 HCP four spades: Jacoby 2NT", "1S P", "KQ84.A73.K952.J6", "2NT", "All"),
    ("five trumps, singleton, weak: preemptive 4S", "1S P", "J8643.5.K9742.82", "4S", "None"),
    ("12 HCP five clubs: 2C", "1D P", "84.AQ3.Q97.KJ852", "2C", "NS"),
    ("five spades weak: transfer then pass", "1NT P", "Q8742.K5.963.842", "2H", "All"),
    ("five hearts game values: transfer", "1NT P", "A6.KQ874.J52.Q93", "2D", "None"),
    ("10 HCP flat: 3NT", "1NT P", "K72.Q85.A94.J863", "3NT", "NS"),
    ("8 HCP flat: invite with 2NT", "1NT P", "Q73.K84.J952.Q63", "2NT", "EW"),
    ("3 HCP flat: pass", "1NT P", "843.J97.Q642.865", "P", "All"),
    ("weak hand: waiting 2D", "2C P", "8642.973.J85.Q62", "2D", "None"),
    ("6 HCP opposite 20-21: 3NT", "2NT P", "K84.Q63.J972.852", "3NT", "NS"),
    ("8 HCP no fit opposite a weak two: pass", "2S P", "83.KQ74.QJ852.72", "P", "All"),
    ("passed hand 10 HCP four trumps: limit raise", "P P 1H P", "KQ6.Q984.K73.862", "3H", "None"),
    ("13 HCP six diamonds: 2D", "1H P", "75.A8.KQJ874.K92", "2D", "NS"),
    ("8 HCP three trumps: raise after an overcall", "1H 1S", "K72.Q84.J95.Q863", "2H", "EW"),
    ("8 HCP five hearts: 1H", "1D P", "7.K8652.Q974.K83", "1H", "All"),
    ("14 HCP balanced, no major: 2NT 13-15", "1C P", "AQ8.K94.Q73.QJ52", "2NT", "None"),
    ("8 HCP flat no major: 1NT", "1C P", "K84.J73.Q95.Q742", "1NT", "NS"),
]

REBIDS = [
    ("12 HCP balanced: 1NT rebid", "1D P 1S P", "84.KJ3.AQ753.Q62", "1NT", "EW"),
    ("14 HCP four-card support: 2S", "1D P 1S P", "KJ84.A3.AQ753.62", "2S", "All"),
    ("19 HCP four trumps: 4S", "1D P 1S P", "AQ84.A3.AQ753.K2", "4S", "None"),
    ("16 HCP six clubs: jump rebid 3C", "1C P 1H P", "AQ5.K4.83.AQJ952", "3C", "NS"),
    ("13 HCP balanced: 1NT", "1C P 1H P", "KJ5.Q4.J83.AQ952", "1NT", "EW"),
    ("16 HCP six good hearts: 3H", "1H P 1S P", "83.AQJ852.KQ4.A6", "3H", "All"),
    ("14 HCP 5-4: 2C", "1H P 1S P", "7.AK853.KQ4.Q852", "2C", "None"),
    ("20 HCP: jump shift 3C", "1H P 1S P", "7.AK853.AK4.AQ52", "3C", "NS"),
    ("19 HCP opposite a simple raise: 4S", "1S P 2S P", "AKQ84.A93.KQ2.J5", "4S", "EW"),
    ("12 HCP minimum: pass", "1S P 2S P", "AJ874.K82.Q73.Q5", "P", "All"),
    ("13 HCP 5-3-3-2: pass", "1S P 1NT P", "AQ874.K82.Q73.Q5", "P", "None"),
    ("15 HCP with four clubs: 2C", "1S P 1NT P", "AQ874.K.Q73.KJ65", "2C", "NS"),
    ("14 HCP, four trumps and a singleton: 17 support points, the jump raise", "1D P 1H P", "5.KJ94.AKJ74.Q82", "3H", "All"),
    ("four spades: 1S", "1C P 1D P", "AK84.73.K6.QJ852", "1S", "None"),
    ("18 HCP balanced: 2NT", "1C P 1S P", "Q5.KQ4.A73.AK852", "2NT", "NS"),
    ("16 HCP six diamonds: 3D invite", "1D P 1NT P", "K4.A3.AQJ752.Q84", "3D", "EW"),
    ("18 HCP opposite a simple raise: 4H", "1H P 2H P", "A5.AQJ84.KJ6.K92", "4H", "All"),
    ("four hearts: 2H", "1NT P 2C P", "K84.AQ73.KJ5.Q92", "2H", "None"),
    ("both majors: hearts first", "1NT P 2C P", "AQ84.KJ73.K5.Q92", "2H", "NS"),
    ("complete the transfer", "1NT P 2D P", "AQ4.K5.KJ73.Q862", "2H", "EW"),
    ("two spades: complete the transfer", "1NT P 2H P", "A4.KQ8.KJ73.K862", "2S", "All"),
    ("23 HCP balanced: 2NT", "2C P 2D P", "AK5.KQ4.AQJ8.KJ2", "2NT", "None"),
    ("long spades: 2S", "2C P 2D P", "AKQJ74.A5.AK8.K2", "2S", "NS"),
    ("17 HCP maximum: accept", "1NT P 2NT P", "A84.AQ7.KQ5.Q962", "3NT", "EW"),
    ("15 HCP minimum: decline", "1NT P 2NT P", "K84.Q73.AJ5.KQ62", "P", "All"),
    ("Jacoby: minimum, no shortness: 4S", "1S P 2NT P", "AQJ84.K5.K873.62", "4S", "None"),
    ("Jacoby: singleton heart: 3H", "1S P 2NT P", "AQJ84.5.K873.K62", "3H", "NS"),
    ("11 HCP six spades: invite 3S", "1H P 1S P 2H P", "AQ8642.5.K73.Q84", "3S", "EW"),
    ("11 HCP: invite 2NT", "1D P 1H P 1NT P", "84.AQ742.K5.Q963", "2NT", "All"),
    ("12 HCP opposite a minimum rebid: invite with 2NT (13+ forces game)", "1C P 1S P 2C P", "KQ843.A72.K84.53", "2NT", "None"),
    ("10 HCP no fit: 3NT", "1NT P 2C P 2D P", "KJ84.Q62.A95.763", "3NT", "NS"),
    ("spade fit game values: 4S", "1NT P 2C P 2S P", "KJ84.Q62.A95.763", "4S", "EW"),
]

CONVENTIONS = [
    ("8 HCP no heart fit: 2NT invite", "1NT P 2C P 2H P", "KJ84.Q6.Q952.763", "2NT", "All"),
    ("Blackwood: one ace", "1S P 3S P 4NT P", "KQ74.A83.J962.85", "5D", "None"),
    ("five hearts: transfer", "2NT P", "84.KJ753.Q62.J84", "3D", "NS"),
    ("12 HCP four spades: 3NT (opener corrects with spades)", "1NT P 2C P 2H P", "KQ84.A6.J95.Q763", "3NT", "EW"),
    ("Gerber: one ace", "1NT P 4C P", "AQ4.K73.KJ5.Q962", "4H", "All"),
    ("Blackwood: two aces", "1H P 3H P 4NT P", "A72.KJ84.A63.842", "5H", "None"),
    ("negative double: four hearts", "1C 1S", "84.KJ73.Q952.K84", "X", "NS"),
    ("negative double: four hearts", "1D 1S", "84.AQ73.K95.J842", "X", "EW"),
    ("answer the takeout double with five spades", "P 1D X P", "Q8742.J63.84.K52", "1S", "All"),
    ("11 HCP four spades: jump 2S", "P 1D X P", "KQ84.A73.842.Q62", "2S", "None"),
    ("Michaels: spades and a minor", "P 1H", "KQJ84.5.73.KJ962", "2H", "NS"),
    ("unusual 2NT: both minors", "P 1S", "5.6.KQJ84.AQ9753", "2NT", "EW"),
    ("feature ask: maximum with the heart ace", "2S P 2NT P", "KQJ874.A5.842.63", "3H", "All"),
    ("feature ask: minimum", "2S P 2NT P", "QJ9874.5.K82.632", "3S", "None"),
    ("10 HCP good five spades: overcall", "1C", "AQJ84.K73.852.64", "1S", "NS"),
    ("13 HCP five spades: overcall", "1D", "AKJ84.3.K963.Q52", "1S", "EW"),
]

COMPETITIVE = [
    ("14 HCP short hearts: takeout double", "1H", "AQ84.5.KJ73.A962", "X", "All"),
    ("16 HCP balanced spade stopper: 1NT overcall", "1S", "KQ4.AJ5.KJ73.Q82", "1NT", "None"),
    ("weak jump overcall, seven diamonds", "1H", "8.974.KQJ9752.63", "3D", "NS"),
    ("weak jump overcall", "1C", "KQT985.73.J62.84", "2S", "EW"),
    ("24 HCP: double then bid notrump", "1D", "AKQ.AKJ5.Q84.AJ2", "X", "All"),
    ("6 HCP: pass", "1S", "73.Q842.K95.J862", "P", "None"),
    ("hearts and short spades: pass", "1H", "9.KJ84.AQ73.K962", "P", "NS"),
    ("balancing 13 HCP with a heart stopper: 1NT", "P 1H P P", "K84.A73.KJ52.Q94", "1NT", "EW"),
    ("9 HCP three trumps: raise", "P 1D 1S P", "K84.Q973.852.KJ6", "2S", "All"),
    ("13 HCP four trumps: cue bid", "P 1D 1S P", "KJ84.A73.852.KQ6", "2D", "None"),
    ("6 HCP three trumps: raise", "P 1C 1H P", "84.Q73.J952.K852", "2H", "NS"),
    ("10 HCP no fit: redouble", "1S X", "84.Q73.KJ952.A82", "XX", "EW"),
    ("over their double the jump raise is preemptive: four trumps, 6 HCP", "1S X", "K842.Q73.J952.82", "3S", "All"),
    ("Jordan: limit raise or better", "1S X", "KJ84.A73.K952.82", "2NT", "None"),
    ("five spades: bid 1S", "1C 1H", "KQ984.73.A52.962", "1S", "EW"),
    ("exactly four spades: negative double", "1C 1H", "Q984.73.A52.K962", "X", "All"),
    ("negative double with four hearts", "1D 2S", "84.AK73.Q952.K84", "X", "None"),
    ("9 HCP three trumps: compete 3S", "1S 3H", "K84.73.KQ52.J962", "3S", "NS"),
    ("minimum: pass", "1H 1S 2H 2S", "84.AKJ84.Q73.K62", "P", "EW"),
    ("three-card support: 2H", "1C P 1H 1S", "84.K73.AK5.QJ842", "2H", "All"),
    ("four spades: 1S", "P 1H X P", "8643.Q5.Q952.J84", "1S", "None"),
    ("four hearts: compete 2H", "P 1D X 1S", "842.KQ73.J52.963", "2H", "All"),
    ("13 HCP short hearts: takeout double", "P P 1H", "AK84.3.KJ72.Q962", "X", "NS"),
    ("12 HCP too strong for a weak jump: 1S", "1D", "KQJ974.73.A8.Q52", "1S", "All"),
    ("balancing double", "1H P P", "KQ84.5.A852.Q963", "X", "EW"),
    ("in the balancing seat a jump overcall is intermediate: good six-card suit, 12 HCP", "1S P P", "73.K5.AQJ852.Q84", "3D", "None"),
    ("natural 2S over 1NT", "1NT", "AQJ84.73.K52.862", "2S", "NS"),
    ("20 HCP: penalty double", "1NT", "KQJ.AK5.QJ73.A92", "X", "EW"),
    ("6 HCP three trumps: 2S", "1S 2H", "Q84.73.K952.J842", "2S", "All"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call", "vulnerable"), OPENINGS + RESPONSES + REBIDS + CONVENTIONS + COMPETITIVE)
def test_final_exam_position(reason: str, calls: str, hand: str, call: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, call, vulnerable)
