"""The ``sayc`` system's responder after partner's one of a suit and their double or overcall, as a teacher sets a
quiz: over the takeout double (the redouble, new suits, 1NT, the raises, 2NT, the weak jump shift), over their
natural overcall (the negative double and the majors it shows through 2S, the free bid and its values, the cue-bid
raise, no trump with their suit stopped, the pass and opener's reopening), over their 1NT overcall, and over their
two-suiters (Michaels: their major is theirs, no negative double of it; the unusual 2NT: 3C a limit raise or
better in hearts, 3D in spades). Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream Standard American practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over their takeout double: the redouble, 10+ HCP, no fit to show first.
    ("1C (X) XX: 12 HCP balanced", "1C X", "AQ32.K32.J32.Q32", "XX"),
    ("1D (X) XX: 11 HCP, three diamonds and a flat hand", "1D X", "K32.A32.Q32.Q432", "XX"),
    ("1S (X) XX: 10 HCP and four hearts, no fit", "1S X", "K3.A432.Q32.J432", "XX"),
    ("1H (X) XX: 14 HCP, the redouble first", "1H X", "AK32.32.AK32.532", "XX"),
    ("1H (X) XX: 11 HCP and three hearts, flat: the redouble, then the support", "1H X", "K32.A32.Q32.Q432", "XX"),
    # Over their takeout double: 1NT, 6–9 with no fit and no suit at one.
    ("1S (X) 1NT: 8 HCP, four hearts do not go to the two level", "1S X", "K3.Q432.Q32.J432", "1NT"),
    ("1H (X) 1NT: 6 HCP and five weak clubs", "1H X", "K3.32.Q432.J5432", "1NT"),
    ("1H (X) P: 2 HCP and no fit", "1H X", "832.32.Q832.8532", "P"),
    # Over their takeout double: a new suit at one is forcing, 6+.
    ("1C (X) 1S: four spades and 6 HCP", "1C X", "Q432.K32.J32.532", "1S"),
    ("1C (X) 1H: four hearts and 7 HCP", "1C X", "532.KJ32.J32.Q32", "1H"),
    ("1H (X) 1S: four spades at one over 1H", "1H X", "KJ32.32.Q832.832", "1S"),
    ("1D (X) 1H: four-four in the majors, up the line as without their double", "1D X", "KJ32.Q832.32.832", "1H"),
    ("1C (X) 1H: four-four in the majors, hearts first", "1C X", "KJ32.Q832.32.832", "1H"),
    ("1C (X) 1S: five spades and four hearts, the longer first", "1C X", "QJ832.KJ32.32.83", "1S"),
    ("1C (X) 1H: five hearts and four spades, the longer first", "1C X", "KJ32.QJ832.32.83", "1H"),
    ("1C (X) 1H: four hearts and four diamonds, the major", "1C X", "832.KJ32.QJ32.83", "1H"),
    ("1D (P) 1H: four-four in the majors without their double, hearts", "1D P", "KJ32.Q832.32.832", "1H"),
    ("1C (X) 1D: five diamonds and 6 HCP, forcing at one", "1C X", "832.32.KJ832.Q82", "1D"),
    ("1C (X) 2C: four clubs and 6 HCP, no major: the raise", "1C X", "832.32.KJ32.Q832", "2C"),
    ("1D (X) 2C: AKJ83 of clubs and 8 HCP: a new suit at two, not forcing", "1D X", "832.32.832.AKJ83", "2C"),
    ("1D (X) P: five clubs and 4 HCP", "1D X", "832.32.832.KJ832", "P"),
    # Over their takeout double: the weak jump shift.
    ("1H (X) 3D: seven good diamonds and 5 HCP, the jump to three", "1H X", "2.32.KQT9832.832", "3D"),
    ("1C (X) 2D: six good diamonds and 5 HCP, the weak jump", "1C X", "2.32.KQT932.8432", "2D"),
    # Over their takeout double: the raises.
    ("1C (X) 2C: five clubs, 8 HCP, no major: the single raise", "1C X", "32.K32.Q32.K8532", "2C"),
    ("1H (X) 3H: four trumps and 5 HCP, the preemptive jump", "1H X", "Q32.K832.32.8532", "3H"),
    ("1S (X) 3S: four trumps and a flat 7 HCP still jump over the double", "1S X", "Q832.K32.832.Q32", "3S"),
    ("1S (X) 3S: five trumps and no singleton: the jump to three only", "1S X", "K8532.32.Q853.32", "3S"),
    ("1D (X) 3D: five diamonds and a singleton: a minor stays at three", "1D X", "2.32.KJ832.85432", "3D"),
    ("1S (X) 2NT: four spades and 10 HCP, the limit raise", "1S X", "K832.32.A832.K32", "2NT"),
    ("1S (X) XX: three spades and 10 HCP, the redouble (2NT promises four)", "1S X", "K32.32.A832.K832", "XX"),
    ("1D (X) 2NT: five diamonds and 11 HCP, a limit raise in the minor (the redouble denies a fit)", "1D X",
     "K32.32.AQ832.Q32", "2NT"),
    ("1C (X) 2NT: five clubs and 11 HCP, the limit raise", "1C X", "K32.32.Q32.AQ832", "2NT"),
    ("1D (X) 2NT: five diamonds, 14 HCP: a limit raise or better", "1D X", "AK2.32.AQ832.Q32", "2NT"),
    ("1D (X) 2D: five diamonds and 9 HCP, flat: the single raise", "1D X", "K32.32.KJ832.Q32", "2D"),
    ("1D (X) XX: four diamonds only and 11 HCP, the redouble", "1D X", "K32.32.AQ83.Q432", "XX"),
    ("1D (X) XX: five diamonds and four spades, 11 HCP: the redouble, the major to come", "1D X", "KJ32.2.AQ832.Q32",
     "XX"),
    ("partner's 2NT over their double of 1D: a minimum signs off in 3D", "1D X 2NT P", "A2.K32.KJ832.Q32", "3D"),
    ("partner's 2NT over their double of 1D: 16 HCP, every side suit stopped: 3NT", "1D X 2NT P", "A2.KQ2.AKJ83.Q32",
     "3NT"),
    ("partner's 2NT over their double of 1D: six diamonds, 16 HCP and two doubletons: 5D", "1D X 2NT P",
     "A2.K32.AKJ832.Q2", "5D"),
    ("partner's 2NT over their double of 1C: a minimum signs off in 3C", "1C X 2NT P", "A32.K32.Q32.KJ32", "3C"),
    # Over their overcall: the major at one, the negative double and the free bid.
    ("1C (1D) 1S: four spades only, bid them", "1C 1D", "KJ32.Q8.832.K832", "1S"),
    ("1C (1D) 1H: four hearts only, bid them", "1C 1D", "Q8.KJ32.832.K832", "1H"),
    ("1C (1D) X: four-four in the majors, the negative double", "1C 1D", "KJ32.Q832.32.K32", "X"),
    ("1D (1S) X: four hearts", "1D 1S", "32.KJ32.Q832.K32", "X"),
    ("1D (1S) X: five hearts and 6 HCP, too weak for 2H", "1D 1S", "32.KJ932.Q832.32", "X"),
    ("1D (1S) 2H: five hearts and 10 HCP, the free bid", "1D 1S", "32.KJ932.Q832.A2", "2H"),
    ("1D (1S) X: five hearts and 9 HCP, one short of the free bid", "1D 1S", "32.KJ932.Q832.K2", "X"),
    ("1C (1H) 1S: five spades and 7 HCP at the one level", "1C 1H", "KQ932.32.Q32.832", "1S"),
    ("1S (2C) X: four hearts and 9 HCP", "1S 2C", "32.KJ32.Q832.K32", "X"),
    ("1S (2C) 2H: five hearts and 10 HCP, forcing", "1S 2C", "32.KJ932.Q832.A2", "2H"),
    ("1S (2C) P: five hearts and 6 HCP, too weak at two either way", "1S 2C", "32.KJ932.Q832.32", "P"),
    ("1S (2D) X: four hearts and five clubs, 9 HCP", "1S 2D", "32.KJ32.32.KQ832", "X"),
    ("1S (2D) P: four hearts and 5 HCP, a two-level double needs 8", "1S 2D", "32.KJ32.32.J9832", "P"),
    ("1H (2D) X: four spades and five clubs, 9 HCP", "1H 2D", "KJ32.32.32.KQ832", "X"),
    ("1H (2D) 2S: five spades and 10 HCP, forcing", "1H 2D", "KJ932.32.32.AQ83", "2S"),
    ("1H (2D) X: five spades and 9 HCP, the double instead", "1H 2D", "KJ932.32.32.KQ83", "X"),
    ("1C (2D) X: both majors, 9 HCP", "1C 2D", "KJ32.Q832.32.K32", "X"),
    ("1D (2S) X: through 2S, four hearts and 9 HCP", "1D 2S", "32.KJ32.32.KQ832", "X"),
    ("1C (2S) X: four hearts and 10 HCP", "1C 2S", "32.AJ32.Q32.K832", "X"),
    ("1H (2S) X: the minors, 10 HCP", "1H 2S", "32.32.AQ832.KJ32", "X"),
    ("1D (2H) X: four spades and 10 HCP", "1D 2H", "AQ32.32.K32.J832", "X"),
    ("1D (2H) 2S: five spades and 10 HCP, forcing", "1D 2H", "AQ932.32.K32.J83", "2S"),
    ("1D (2H) P: five spades and 6 HCP, too weak at two", "1D 2H", "AQ932.32.832.832", "P"),
    ("1C (2H) X: four spades and 13 HCP, the double first", "1C 2H", "AQ32.K32.K32.J32", "X"),
    # Over their weak jump overcall the negative double still runs through 2S.
    ("1C (2H) X: their weak jump, four spades and 9 HCP", "1C 2H", "KJ32.32.Q832.K32", "X"),
    ("1C (2H) P: their weak jump, four spades and 6 HCP: the double at two needs 8", "1C 2H", "KJ32.32.Q832.832", "P"),
    ("1D (2S) X: their weak jump to 2S, four hearts and 9 HCP", "1D 2S", "32.KQ32.A832.832", "X"),
    ("1D (2S) 2NT: 11 HCP, spades stopped", "1D 2S", "KJ3.Q32.K832.Q32", "2NT"),
    ("1D (2S) 3D: 9 HCP, four diamonds: the raise, 2NT needs 11", "1D 2S", "KJ3.Q32.K832.832", "3D"),
    ("1H (3C) 3H: their jump to three, four trumps and 5 HCP: the raise", "1H 3C", "K32.Q832.832.832", "3H"),
    ("1H (3C) 3S: five spades and 11 HCP, forcing", "1H 3C", "KQ832.32.AQ32.32", "3S"),
    # Over their overcall: a new suit.
    ("1D (1S) 2C: five clubs and 11 HCP, forcing", "1D 1S", "32.Q32.K32.AQ832", "2C"),
    ("1H (1S) P: six clubs and 6 HCP, too weak for 2C", "1H 1S", "32.32.K32.QJ8532", "P"),
    ("1S (2H) 3D: six diamonds and 11 HCP, forcing at three", "1S 2H", "32.32.AKJ832.K32", "3D"),
    ("1S (2H) P: six diamonds and 8 HCP, too weak at three", "1S 2H", "32.32.AKJ832.832", "P"),
    # Over their overcall: the cue bid, a limit raise or better.
    ("1H (1S) 2S: three hearts and 12 HCP, the cue bid", "1H 1S", "32.K83.AQ32.K832", "2S"),
    ("1D (1S) 2S: five diamonds and 12 HCP, the cue bid", "1D 1S", "32.K83.AQ832.K32", "2S"),
    ("1C (1S) 2S: five clubs and 12 HCP, the cue bid", "1C 1S", "32.K83.AQ2.K8532", "2S"),
    ("1S (2D) 3D: four spades and 10 HCP, the cue bid", "1S 2D", "K832.32.A32.K832", "3D"),
    ("1H (2C) 3C: four hearts and 10 HCP, the cue bid", "1H 2C", "32.KJ32.A32.Q832", "3C"),
    ("1D (1H) 2H: four diamonds, 10 HCP and no major or stopper, the cue bid", "1D 1H", "32.32.KJ32.AQ832", "2H"),
    # Over their overcall: the raises.
    ("1H (1S) 2H: three trumps and 6 HCP", "1H 1S", "32.K32.Q832.J832", "2H"),
    ("1S (2H) 2S: four trumps and a flat 6 HCP, the simple raise", "1S 2H", "Q832.32.K832.J32", "2S"),
    ("1S (2H) 3S: four trumps and a singleton, weak: the jump", "1S 2H", "Q832.2.K8532.832", "3S"),
    ("1S (2C) 3S: four trumps and a singleton, weak: the jump", "1S 2C", "K832.2.Q8532.832", "3S"),
    ("1H (1S) 3H: five trumps, two doubletons: the jump to three", "1H 1S", "82.Q8742.J853.K8", "3H"),
    ("1H (1S) 3H: four trumps and a singleton: nine trumps, three", "1H 1S", "8.Q874.J8532.K82", "3H"),
    ("1D (2D) 3D: their Michaels, four diamonds and 6 HCP raise", "1D 2D", "32.32.KQ32.J8532", "3D"),
    # Over their overcall: no trump with their suit stopped.
    ("1C (1H) 1NT: 9 HCP, hearts stopped", "1C 1H", "Q32.KJ3.Q832.J32", "1NT"),
    ("1C (1H) P: 8 HCP, no heart stopper, no four spades, three clubs", "1C 1H", "Q32.832.KQ32.J32", "P"),
    ("1D (1S) 1NT: 10 HCP, spades stopped", "1D 1S", "KJ3.Q32.Q32.Q832", "1NT"),
    ("1D (2C) 2NT: 11 HCP, clubs stopped", "1D 2C", "32.KJ3.Q32.AJ832", "2NT"),
    ("1H (2D) 2NT: 12 HCP, diamonds stopped", "1H 2D", "K32.32.AQ32.QJ32", "2NT"),
    ("1S (2D) 3C: five clubs and 11 HCP, the suit before 2NT", "1S 2D", "32.KJ3.KJ2.QJ832", "3C"),
    # Over their two-level overcall: the penalty pass with their suit.
    ("1S (2H) P: KQJ93 of their hearts, 10 HCP and no fit: pass for penalty, no 2NT", "1S 2H", "32.KQJ93.A32.832",
     "P"),
    ("1S (2D) P: KQJ93 of their diamonds and 10 HCP: pass", "1S 2D", "32.A32.KQJ93.832", "P"),
    ("1H (2C) P: KQT93 of their clubs and 12 HCP, a doubleton heart: pass", "1H 2C", "K32.32.A32.KQT93", "P"),
    ("1H (2C) 3NT: KQT93 of their clubs and 15 HCP: game, not the penalty pass", "1H 2C", "K32.32.AK3.KQT93",
     "3NT"),
    ("1S (2H) 3NT: KQJ93 of their hearts and 13 HCP: game", "1S 2H", "32.KQJ93.A32.K32", "3NT"),
    ("1S (2H) 2NT: 11 HCP with KQJ9 of their hearts, four only: natural 2NT", "1S 2H", "32.KQJ9.A32.Q832", "2NT"),
    ("1S (2H) P P X P: KQJ93 of their hearts leave opener's reopening double in", "1S 2H P P X P", "32.KQJ93.A32.832",
     "P"),
    ("1S (2D) P P X P: KQJ93 of their diamonds pass for penalty", "1S 2D P P X P", "32.A32.KQJ93.832", "P"),
    # Opener after the pass of their overcall.
    ("1S (2H) P (P): a singleton heart and 13 HCP reopen with a double", "1S 2H P P", "AKJ32.2.K32.Q832", "X"),
    ("1H (2D) P (P): a singleton diamond reopens", "1H 2D P P", "K32.AKJ32.2.Q832", "X"),
    ("1H (2D) P (P): three diamonds and a minimum pass", "1H 2D P P", "K32.AKJ32.Q32.82", "P"),
    ("1S (2H) P (P): six spades rebid", "1S 2H P P", "AKJ932.K2.K32.82", "2S"),
    # Over their 1NT overcall.
    ("1C (1NT) X: 10 HCP, for penalty", "1C 1NT", "KJ32.Q32.K32.J32", "X"),
    ("1S (1NT) X: 10 HCP, for penalty", "1S 1NT", "32.KJ32.AQ32.832", "X"),
    ("1S (1NT) 2C: six clubs and 6 HCP, weak", "1S 1NT", "32.32.832.KQJ832", "2C"),
    ("1H (1NT) P: 3 HCP and nothing to say", "1H 1NT", "32.832.K832.8532", "P"),
    ("1H (1NT) 2H: four hearts and 8 HCP, the raise", "1H 1NT", "32.K832.K32.Q832", "2H"),
    ("1S (1NT) 2D: six diamonds and 8 HCP, weak", "1S 1NT", "32.32.AKJ832.832", "2D"),
    ("1S (1NT) X: 9 HCP with three spades, for penalty", "1S 1NT", "K32.32.A832.Q832", "X"),
    # Over their two-suiters.
    ("1H (2H) X: their Michaels, 12 HCP and no fit: the double shows values", "1H 2H", "AQ2.32.KJ32.Q832", "X"),
    ("1H (2H) 2S: their Michaels, four hearts and 10 HCP: the cue of their spades", "1H 2H", "32.K832.A32.K832", "2S"),
    # Over their Michaels cue bid their major is theirs: no negative double of it.
    ("1S (2S): their Michaels shows hearts, four of them and 8 HCP pass, no negative double", "1S 2S",
     "32.KJ32.A32.8532", "P"),
    ("1H (2H): their Michaels shows spades, four of them and 8 HCP pass, no negative double", "1H 2H",
     "KJ32.32.A32.8532", "P"),
    ("1H (2H): four spades and 9 HCP still pass, the double needs 10", "1H 2H", "KJ32.32.A32.J532", "P"),
    ("1H (2H): four spades and 10 HCP double, for the values", "1H 2H", "KJ32.32.A32.K532", "X"),
    ("1S (2S): 13 HCP double, for the values", "1S 2S", "32.KJ32.AQ2.K532", "X"),
    ("1C (2C): their Michaels shows the majors, 8 HCP, three clubs and five diamonds pass", "1C 2C", "K32.32.AJ832.853", "P"),
    ("1D (1H): a natural overcall, four spades and 8 HCP: the negative double", "1D 1H", "KJ32.832.A32.853", "X"),
    # Over their Michaels cue bid of partner's minor (the majors) 3m is a plain raise: the cue-bid raise is 2H.
    ("1D (2D) 2H: five diamonds and 10 HCP, a limit raise: the cue bid of their hearts", "1D 2D", "32.32.AQ832.KJ32",
     "2H"),
    ("1C (2C) 2H: six clubs, a singleton and 10 HCP: the cue-bid raise", "1C 2C", "32.2.AQ32.KJ8532", "2H"),
    ("1C (2C) 2H: five clubs and 10 HCP: the cue-bid raise, not 3C", "1C 2C", "32.32.AQ32.KJ832", "2H"),
    ("1C (2C) 3C: five clubs and 6 HCP, the plain raise", "1C 2C", "32.32.KQ32.J8532", "3C"),
    ("1C (2C) X: 12 HCP and four clubs, flat: the double, for the values", "1C 2C", "K32.32.AQ32.K832", "X"),
    ("partner's 2H over their Michaels of 1D: 13 HCP and six diamonds, a minimum: 3D", "1D 2D 2H P",
     "K2.32.AKJ832.Q32", "3D"),
    ("partner's 2H over their Michaels of 1C: 15 HCP and their hearts held: 3NT", "1C 2C 2H P", "K2.A32.832.AKJ32",
     "3NT"),
    # Over their unusual 2NT (the minors) the cue bids pair off: 3C for hearts, 3D for spades.
    ("1H (2NT) 3C: four hearts and 10 HCP, the lower cue bid is a limit raise in hearts", "1H 2NT",
     "32.K832.A32.K832", "3C"),
    ("1H (2NT) 3C: three hearts and 10 HCP", "1H 2NT", "32.K83.A32.K8532", "3C"),
    ("1S (2NT) 3D: four spades and 10 HCP, the higher cue bid is a limit raise in spades", "1S 2NT",
     "K832.32.A32.K832", "3D"),
    ("1S (2NT) 3D: three spades and 10 HCP", "1S 2NT", "K83.32.AJ2.Q8532", "3D"),
    ("1H (2NT) 3H: four hearts and 5 HCP, the preemptive jump", "1H 2NT", "32.K832.832.Q832", "3H"),
    ("1H (2NT) 3H: three hearts and 7 HCP, the simple raise", "1H 2NT", "32.K83.Q832.Q832", "3H"),
    ("1H (2NT) X: 12 HCP and a doubleton heart: the double, for the values", "1H 2NT", "AQ32.32.KJ32.Q32", "X"),
    ("1S (2NT) X: 11 HCP, two spades: the double", "1S 2NT", "32.AQ32.KJ32.832", "X"),
    ("1D (2NT) X: over a minor no cue-bid raise, 10 HCP double", "1D 2NT", "32.K832.A32.K832", "X"),
    ("partner's 3C over their 2NT, a limit raise in hearts: 13 HCP and five hearts accept", "1H 2NT 3C P", "K2.AKJ32.832.Q32",
     "4H"),
    ("partner's 3C over their 2NT: 12 HCP, a minimum, sign off in 3H", "1H 2NT 3C P", "K2.AJ832.Q32.Q32", "3H"),
    ("partner's 3D over their 2NT, a limit raise in spades: 13 HCP and five spades accept", "1S 2NT 3D P", "AKJ32.K2.832.Q32",
     "4S"),
    ("partner's 3D over their 2NT: 12 HCP, a minimum, sign off in 3S", "1S 2NT 3D P", "AJ832.K2.Q32.Q32", "3S"),
    ("my cue-bid raise over their 2NT, opener signed off: 10 HCP pass", "1H 2NT 3C P 3H P", "32.K832.A32.K832",
     "P"),
    ("my cue-bid raise over their 2NT, opener signed off: 14 HCP bid game", "1H 2NT 3C P 3H P", "32.K832.A32.AK32",
     "4H"),
]


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_responder_contested_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
