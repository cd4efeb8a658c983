"""The ``sayc`` system in competition, marked as a teacher of the booklet would: calls once seen wrong on random
deals (responder's slam try over opener's reverse, advancing the unusual 2NT with a long suit of one's own, the
balancing doubler's no trump, the redoubler after their escape, the overcaller with a very long suit, balancing over
their fit at two, Gerber over partner's no-trump rebid), each beside neighbouring hands that keep their call, and a
share of the booklet's plain competitive positions (overcalls, takeout doubles and their advances, negative doubles,
Michaels and the unusual 2NT, balancing, the defence to their no trump and preempts, our calls over their
interference). Each is (the reason, the auction so far with North dealing, the hand to call, the call); where the
booklet is silent the reason is mainstream Standard American practice."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
FIXED = [
    # Over opener's reverse (17+, forcing) responder's jump in a good six-card major forces and leaves room for slam;
    # game at once is the weaker hand's.
    ("over the reverse, 13 HCP and six good spades: 3S, forcing, room for slam", "1D P 1S P 2H P", "AKJ965.32.K32.Q2", "3S"),
    ("over the reverse, 13 HCP and six good hearts: 3H, forcing", "1C P 1H P 2D P", "32.AKJ965.K32.Q2", "3H"),
    ("over the reverse, 11 HCP and six good spades: game at once, no slam", "1D P 1S P 2H P", "AKJ965.32.K32.32", "4S"),
    ("over the reverse, 10 HCP and six good spades: game at once", "1D P 1S P 2H P", "AKJ965.32.Q32.32", "4S"),
    ("partner's jump over my reverse forces: 3NT with the fourth suit held, not pass", "1D P 1S P 2H P 3S P",
     "2.AKQ2.AQJ32.K32", "3NT"),
    # Advancing the unusual 2NT or Michaels: a long suit of my own and no fit for partner's two play in my suit.
    ("unusual 2NT advanced: seven spades and three-card minors: my spades, not a three-card preference", "1H 2NT P",
     "KQJ8765.2.432.32", "3S"),
    ("unusual 2NT advanced over their raise: seven spades still bid", "1H 2NT 3H", "KQJ8765.2.432.32", "3S"),
    ("unusual 2NT over 1S advanced: seven hearts and no fit: my hearts", "1S 2NT P", "2.KQJ8765.432.32", "3H"),
    ("Michaels over 1C advanced: seven diamonds and two-card majors: my diamonds", "1C 2C P", "32.32.KQJ8765.32", "2D"),
    ("unusual 2NT advanced: six spades and three cards in each minor: the preference, the cheaper minor", "1H 2NT P", "KQJ876.2.432.432", "3C"),
    ("unusual 2NT advanced: six spades and three clubs: the preference", "1H 2NT P", "KQJ876.32.32.432", "3C"),
    ("unusual 2NT advanced: five spades: the preference, the cheaper of equal minors", "1H 2NT P", "KQJ87.32.432.432", "3C"),
    # The balancing double then no trump: a balancing 1NT is 11–14, so the double then 1NT is 15–18, a jump 19–21.
    ("balancing double, then 1NT: 18 HCP and their hearts stopped", "1H P P X P 1S P", "AK2.K32.AQ32.Q32", "1NT"),
    ("balancing double, then 1NT: 16 HCP and their hearts stopped", "1H P P X P 1S P", "AK2.Q32.AQ32.J32", "1NT"),
    ("balancing double, then 2NT: 21 HCP and their hearts stopped", "1H P P X P 1S P", "AK2.KJ2.AQ32.KJ2", "2NT"),
    ("balancing double, 16 HCP opposite a two-level answer: pass, the answer may be nothing", "1H P P X P 2C P",
     "AK2.Q32.AQ32.J32", "P"),
    ("balancing double, 17 HCP without a heart stopper: pass", "1H P P X P 1S P", "AK2.Q2.AQ32.QJ32", "P"),
    ("direct double, 16 HCP: 1NT after it needs 19–21; pass", "1H X P 1S P", "AK2.Q32.AQ32.J32", "P"),
    ("direct double, 19 HCP and their hearts stopped: 1NT", "1H X P 1S P", "AK2.K32.AQ32.K32", "1NT"),
    # The redouble said the hand is ours: their escape does not play undoubled below game when it comes back.
    ("strong redouble, their escape passed round: my five-card spades", "P P 1S P P X XX 2H P P", "AKJ82.Q6.AQ.KJ94", "2S"),
    ("strong redouble, their escape passed round: no suit, their hearts stopped: 2NT", "P P 1S P P X XX 2H P P",
     "AKJ8.Q62.AQ2.KJ9", "2NT"),
    ("strong redouble, their escape passed round: no suit, no stopper: double", "P P 1S P P X XX 2H P P",
     "AKJ8.62.AQ2.KJ92", "X"),
    ("strong redouble, three hearts to the king: the penalty double as before", "P P 1S P P X XX 2H P P",
     "AKJ8.K62.AQ2.KJ9", "X"),
    ("redouble of partner's 1C, their 1H passed round: four spades, a new suit as before", "1C X XX 1H P P",
     "AKJ2.32.AQ32.KJ2", "1S"),
    ("strong redouble of the balancing double, their 1H passed round: 21 HCP bid the five-card diamonds",
     "1D P P X XX 1H P P", "AK2.32.AQJ32.KQ2", "2D"),
    ("strong redouble, their 1H and the doubler's 1NT: 19 HCP double it for penalty", "1D P P X XX 1H P 1NT",
     "AK8.K9.AQT9.KT43", "X"),
    ("strong redouble, their 1H and the doubler's 1S: three spades to the ace-king double it", "1D P P X XX 1H P 1S",
     "AK8.K9.AQT9.KT43", "X"),
    # The overcaller with a very long suit competes by the total trumps (partner holds a third of the rest).
    ("nine hearts after the overcall: 4H over their 3S", "1S 2H 3S P P", "2.KQJ987654.32.2", "4H"),
    ("seven hearts after the overcall: 3H over their 2S", "1S 2H 2S P P", "32.KQJ9876.32.32", "3H"),
    ("eight hearts after the overcall: the three level, not four over their 3S", "1S 2H 3S P P", "2.KQJ98765.432.2", "P"),
    ("six hearts and 6 HCP after the overcall: pass over their 3D", "1D 1H 3D P P", "32.KQJ987.432.32", "P"),
    # They found their fit and stopped at two: partner is short in it; balance at three with 9 HCP or six cards.
    ("their spade fit stopped at two: 9 HCP and five hearts balance 3H", "1S P 2S P P", "32.KJ854.K32.Q32", "3H"),
    ("their spade fit stopped at two: 8 HCP and six hearts balance 3H", "1S P 2S P P", "32.KJ8543.Q32.Q3", "3H"),
    ("their spade fit stopped at two: six good hearts and 9 HCP balance 3H", "1D P 1S P 2S P P", "5.AK6532.T43.Q87", "3H"),
    ("their spade fit stopped at two: 8 HCP and five hearts pass", "1S P 2S P P", "32.KJ854.Q32.Q32", "P"),
    ("their spade fit stopped at two: three spades, partner not short: pass", "1S P 2S P P", "432.KJ854.K3.Q32", "P"),
    ("their fit at three: 9 HCP and five hearts pass", "1S P 3S P P", "32.KJ854.K32.Q32", "P"),
    ("over their fit at two a two-level balance needs no more: 2S over 2H", "1H P 2H P P", "KJ854.Q32.K32.32", "2S"),
    # Over partner's no-trump rebid 4C is Gerber: a long suit asks for aces before the slam.
    ("over partner's 2NT rebid, seven spades and slam values: Gerber first", "P 1H P 1S P 2NT P", "AQJ9742.KQ8.96.9", "4C"),
    ("over partner's 2NT rebid, six good diamonds and slam values: Gerber first", "P 1C P 1D P 2NT P", "K43.K543.AQ9632.",
     "4C"),
    ("partner's 4C over my 2NT rebid is Gerber: three aces, 4NT", "P 1H P 1S P 2NT P 4C P", "65.AJ732.AK3.AK4", "4NT"),
    ("Gerber answered with two aces: three together, the slam", "P 1H P 1S P 2NT P 4C P 4S P", "AQJ9742.KQ8.96.9", "6S"),
    ("Gerber answered with one ace: two missing, sign off in 4S", "P 1H P 1S P 2NT P 4C P 4H P", "AQJ9742.KQ8.96.9", "4S"),
    ("Gerber answered with no ace: two missing (and more), 5D", "P 1C P 1D P 2NT P 4C P 4D P", "K43.K543.AQ9632.", "5D"),
    # Partner's bid of the suit I opened is a preference for mine, not partner's second suit: nothing to prefer.
    ("partner's 2C is preference for my clubs: a minimum passes, no preference to diamonds", "1C P 1D P 1H P 2C P",
     "J73.K972.KT9.AK9", "P"),
    ("the same preference after their double: a minimum passes", "1C P 1D X 1H P 2C P", "J73.K972.KT9.AK9", "P"),
    ("partner's two suits, three of each: back to the first at the same level", "1H P 1S P 2C P", "K532.Q32.J32.J32", "2H"),
    # Partner's second takeout double (after my pass) shows extras and asks again: left in only with trumps that defend.
    ("partner doubled 1S and then their 2S: four hearts, 3H, not a pass with three small trumps", "1S X 2S P P X P",
     "974.K843.32.QT74", "3H"),
    ("partner doubled 2S and then their 3S: four hearts, 4H", "2S X 3S P P X P", "974.K843.32.QT74", "4H"),
    ("partner's second double: no four-card major, five clubs", "1S X 2S P P X P", "974.K84.32.QT743", "3C"),
    ("partner's second double: five of their spades to the queen-ten defend", "1S X 2S P P X P", "QT743.K84.32.743", "P"),
    ("partner's second double: four of their hearts to the king defend", "1H X 2H P P X P", "974.K843.32.QT74", "P"),
    # Their Michaels cue bid named our suit first: partner's bid of it again is partner's suit, not a cue bid of theirs.
    ("after 1H (2H) X (2S), opener's 3H is six hearts: 18 HCP and two of them ask for aces", "1H 2H X 2S 3H P",
     "Q.Q2.AK53.AKQ987", "4NT"),
    ("after 1H (2H) X (2S), opener's 3H is six hearts: 15 HCP and two of them bid game", "1H 2H X 2S 3H P",
     "Q2.Q2.AK53.KQ987", "4H"),
    ("after the negative double the same 3H was read right already: 18 HCP ask for aces", "1H 1S X 2S 3H P",
     "Q2.Q2.AK53.AKQ98", "4NT"),
    # Balancing against their two suits, the double shows the other two: length in their first suit does not stop it.
    ("balancing over 1C-1S: a singleton spade and four of each red suit double, four clubs or not", "1C P 1S P P",
     "T.AQ42.K876.K865", "X"),
    ("balancing over 1D-1H: a singleton heart, four spades and four clubs double", "1D P 1H P P", "AQ42.T.K876.K865", "X"),
    ("balancing over 1C-1S: three clubs, the double as before", "1C P 1S P P", "T2.AQ42.K876.K86", "X"),
    ("balancing over 1C-1S: only three diamonds and 11 HCP, no double", "1C P 1S P P", "T.AQ42.Q87.K8652", "P"),
    ("balancing over 1C-1S: three diamonds but 12 HCP, opening values double", "1C P 1S P P", "T.AQ42.K87.K8652", "X"),
    # Their suit is no fit of ours: partner's no trump shows two of it, and length there defends.
    ("over their 2D overcall of partner's 1NT, six of their diamonds: pass, not a 3D 'fit'", "1NT 2D", "6.5.AQ8762.98764",
     "P"),
    ("over their 2H overcall of partner's 1NT, six of their hearts: pass, not game in their suit", "1NT 2H",
     "6.AQ8762.5.98764", "P"),
    ("over their 2D, six clubs of my own compete at three", "1NT 2D", "6.5.98762.AQ8764", "3C"),
    # Over their bid of partner's weak two a good long major of my own with game values bids its game.
    ("over their 3C on partner's weak 2D: seven spades to the ace-queen and 14 HCP, 4S", "2D 3C", "AQT8632..KJ.A985", "4S"),
    ("over their 2S on partner's weak 2D: seven hearts to the ace-king-jack, 4H", "2D 2S", "32.AKJ9632.K2.A9", "4H"),
    ("over their 3C on partner's weak 2S: seven hearts to the ace-queen and 14 HCP, 4H", "2S 3C", "2.AQT8632.KJ.A98", "4H"),
    ("over their 3C on partner's weak 2D: six spades and 13 HCP, pass", "2D 3C", "AQT863.2.K2.A985", "P"),
    # After partner's takeout double and their raise, length in their suit defends nothing: the free bid stands.
    ("over their raise to 2C after partner's double: five spades and 8 HCP bid 2S, four clubs or not", "1C X 2C",
     "J9532.72.J3.AK54", "2S"),
    ("over their raise to 2C after partner's double: four spades, four clubs and 7 HCP bid 2S", "1C X 2C",
     "KJ53.72.J32.K654", "2S"),
    ("over their new suit after partner's double of 1C: five of their spades defend, pass", "1C X 1S", "J9532.72.J3.AK54",
     "P"),
    # Over our minor opening partner's cue-bid raise promises four trumps: the total trumps count them.
    ("partner's cue-bid raise of 1D shows four diamonds: six of mine make ten, 4D over their 3H", "1D 2C 3C 3H",
     "8765.5.AKQ873.KT", "4D"),
    ("partner's cue-bid raise of 1D: five of mine make nine, pass at the four level", "1D 2C 3C 3H", "8765.52.AKQ87.KT", "P"),
    # Game values, no fit, and their suit unstopped: the cue bid asks for a stopper rather than passing below game.
    ("after 1H (P) 2C (2D) 2H: 13 HCP without a diamond stopper cue-bid 3D, not pass", "1H P 2C 2D 2H P",
     "J64.AT.J32.AK987", "3D"),
    ("the same with the diamonds stopped: 3NT", "1H P 2C 2D 2H P", "J64.AT.KJ2.AK987", "3NT"),
    ("the same uncontested: 3NT", "1H P 2C P 2H P", "J64.AT.J32.AK987", "3NT"),
    ("the same with 10 HCP, no game values together: pass", "1H P 2C 2D 2H P", "J64.AT.J32.KJ987", "P"),
    # Balancing over their two suits at the one level with opening values: three of the last suit and the majors do.
    ("balancing over 1C-1D: 13 HCP, four spades and three hearts double rather than sell out", "1C P 1D P P",
     "AQJ6.Q75.T74.A95", "X"),
    ("balancing over 1D-1H: 13 HCP, four spades and four clubs double", "1D P 1H P P", "AQJ6.Q75.T74.A95", "X"),
    ("balancing over 1C-1D: 9 HCP and three diamonds, pass", "1C P 1D P P", "QJ64.Q75.T74.A95", "P"),
    ("balancing over 1C-1S: 14 HCP, two spades without a stopper, four clubs: double", "1C P 1S P P", "Q8.AK5.AT54.J863",
     "X"),
    ("balancing over 1C-1S: the same shape with 11 HCP, pass", "1C P 1S P P", "Q8.K54.AT54.J863", "P"),
    # Opener reopens at two with a singleton or void in their suit even with a minimum: partner may sit over them.
    ("opener with a void in their hearts and 11 HCP reopens 2H with a double", "1S 2H P P", "A9653..Q753.KQT3", "X"),
    ("opener with a singleton heart and 12 HCP reopens with a double", "1S 2H P P", "A9653.2.Q753.KQ3", "X"),
    ("opener with two hearts and a minimum: pass", "1S 2H P P", "A9653.32.Q753.KQ", "P"),
    ("opener with three of their clubs: pass", "1H 2C P P", "2.AQ653.KJ53.Q32", "P"),
    # Opener's reopening double taken out by their raise, partner silent: a strong opener short in their suit doubles again.
    ("opener reopened with a double and they raised to 2S: 21 HCP and a singleton spade double again", "1H P P 1S X 2S P P",
     "8.AKJ84.AQT5.AK2", "X"),
    ("opener reopened with a double and they jumped to 3S: 21 HCP and a singleton spade double again", "1D P P 1S X 3S P P",
     "Q.AKT.AKQ43.QJT4", "X"),
    ("opener reopened with a double and they raised to 2S: 14 HCP pass", "1H P P 1S X 2S P P", "8.AKJ84.QJT5.A32", "P"),
    ("partner's second double is takeout: three small spades, back to partner's hearts", "1H P P 1S X 2S P P X P",
     "974.Q32.8432.J65", "3H"),
    ("partner's second double is takeout: four of their spades leave it in", "1H P P 1S X 2S P P X P", "9742.32.K843.J65",
     "P"),
    # They bid over partner's Stayman: opener still shows a four-card major they have not bid.
    ("over their 2H on partner's Stayman: four spades, 2S", "1NT P 2C 2H", "JT84.Q7.AQJ.AQ92", "2S"),
    ("over their 2D on partner's Stayman: four hearts, 2H (not 3NT at once)", "1NT P 2C 2D", "JT8.KQ74.AQJ.AQ9", "2H"),
    ("over their double of partner's Stayman: four spades as before", "1NT P 2C X", "JT84.Q7.AQJ.AQ92", "2S"),
    ("the unusual 2NT and partner's 3C are no 2NT opening and Stayman: pass", "1D 2NT P 3C P", "4.AQ953.A9.QT743", "P"),
    # Their cue bid of our suit (a raise of theirs, Michaels) names it only: opener's long suit is still opener's.
    ("their cue-bid raise named our hearts: six hearts and 19 HCP compete at 3H", "1H 1S P 2H", "4.AKJ865.AQ9.AJT", "3H"),
    ("their cue-bid raise named our hearts: a solid six-card suit and 19 points bid game", "1H 1S P 2H",
     "4.AKQJ65.AQ9.AJT", "4H"),
    ("over their 1NT overcall and 2H, six spades and a singleton heart reopen with a double as before", "1S 1NT P 2H",
     "AKJ865.4.AQ9.AJT", "X"),
    # Their bid at three over partner's transfer or Stayman: opener's answers over interference still apply.
    ("over their 3D on partner's transfer to spades: three spades show the fit, 3S", "1NT P 2H 3D", "AK7.AJ32.K962.Q3",
     "3S"),
    ("over their 3D on partner's transfer to spades: two spades, pass", "1NT P 2H 3D", "A7.AJ32.K962.Q32", "P"),
    ("over their 3D on partner's Stayman: four spades, 3S", "1NT P 2C 3D", "AK72.AJ3.K962.Q3", "3S"),
]

# The booklet's plain competitive positions, which the system bids as the booklet does.
BOOKLET = [
    ("a one-level overcall: 10 HCP and five spades to the ace-queen-jack", "1C", "AQJ85.K62.743.52", "1S"),
    ("a weak jump overcall: a good six-card suit and 6 HCP", "1H", "KQJ853.2.743.652", "2S"),
    ("the 1NT overcall: 15–18, balanced, their hearts stopped", "1H", "K32.AQ2.KJ32.Q32", "1NT"),
    ("16 HCP without a heart stopper, short hearts: double, not 1NT", "1H", "K32.32.AKJ2.KQ32", "X"),
    ("a strong hand with a suit doubles first", "1H", "AK2.32.AKQ32.KJ2", "X"),
    ("advancing the double: 12 HCP and four spades jump to invite", "1H X P", "KQ32.32.A32.K432", "2S"),
    ("advancing the double: 15 HCP, the cue bid forces", "1H X P", "KQ32.32.A32.AK32", "2H"),
    ("advancing the double: 11–12 HCP and their diamonds stopped, 2NT", "1D X P", "K32.Q32.KJ32.K32", "2NT"),
    ("negative double of 1S: four hearts and 9 HCP", "1C 1S", "32.KJ32.Q432.K32", "X"),
    ("over 1C (1H) four spades double, five bid", "1C 1H", "KJ832.32.Q42.K32", "1S"),
    ("negative double of 2H: both minors and 10 HCP", "1S 2H", "32.32.KJ432.AQ32", "X"),
    ("after the negative double: four spades and 17 points jump", "1C 1H X P", "AQ32.32.K32.AKJ2", "2S"),
    ("Michaels over 1H: five spades and five clubs", "1H", "KQJ32.2.32.KJ432", "2H"),
    ("the unusual 2NT over 1S: five-five in the minors", "1S", "2.32.KQJ32.AJ432", "2NT"),
    ("Michaels over 1S advanced with two hearts: 2NT asks for the minor", "1S 2S P", "2.32.QJ432.KJ432", "2NT"),
    ("balancing 1NT: 11–14 with their hearts stopped", "1H P P", "K32.Q32.KJ32.Q32", "1NT"),
    ("over their 1NT: a six-card suit and 8+ HCP overcall", "1NT", "AKJ432.32.K32.32", "2S"),
    ("over their 1NT: 15+ HCP double for penalty", "1NT", "AK2.KQ2.AJ32.Q32", "X"),
    ("over their weak 2H: 15–18 balanced with a stopper, 2NT", "2H", "AQ2.K32.KJ32.Q32", "2NT"),
    ("over their 3H: short hearts and opening values double", "3H", "AQ32.2.KJ32.KQ32", "X"),
    ("over their double of 1H: four trumps and 12 HCP, 2NT (limit raise or better)", "1H X", "32.KQ32.A432.K32", "2NT"),
    ("over their double of 1H: four trumps and a weak hand jump preemptively", "1H X", "2.K9432.Q9432.32", "3H"),
    ("over their double of 1S: 11 HCP redouble", "1S X", "K32.32.KQ432.Q32", "XX"),
    ("raise of partner's overcall by the total trumps: four trumps and a weak hand jump", "1D 1S 2D", "Q432.32.K432.432",
     "3S"),
]

POSITIONS = FIXED + BOOKLET


@pytest.mark.parametrize("reason, calls, hand, call", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_competitive_booklet_call(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
