"""The ``sayc`` system's opening side after their overcall or double, marked on the robot's own auctions as a
teacher reads them: responder's negative double over their two-level overcall of a minor, with a five-card
major too weak to bid at two; responder's invitation when opener has raised responder's major to two over
their overcall (a raise that may hold three trumps) and responder holds four; responder's simple raise of
partner's minor with shortness but under the cue-bid raise's 8 HCP; opener's rebid when their overcall has taken
the one level from opener's four-card major (raise partner's minor) or names opener's second suit (never bid it:
that is their cue bid); responder leaving in opener's double of their suit when opener's no trump has already
promised a stopper in it (the double is for penalty, not the strong takeout double); the negative doubler reading
opener's game in the major the double showed as four cards, not a long suit; the negative doubler's five-card
major at two after their new suit that partner passed. Each is (the reason, the auction so far with North dealing, the hand to call, the
call); where the booklet is silent the reason is mainstream SAYC practice. Neighbouring hands that keep their
call are beside them."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

# (the reason, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Over 1m (2m) a free bid of a major at two wants 10+ HCP; with 8–9 and a five-card major the negative
    # double shows it, and the major follows at the cheapest level.
    ("over 1D 2C: five hearts, 9 HCP, too weak for 2H: the negative double", "1D 2C", "QJ.KT742.Q3.J654", "X"),
    ("over 1D 2C: five hearts, 9 HCP, three spades: the negative double", "1D 2C", "QJ2.KT742.Q3.J65", "X"),
    ("over 1C 2D: five spades, 9 HCP, too weak for 2S: the negative double", "1C 2D", "QJT42.K74.Q3.J65", "X"),
    ("over 1D 2C: five hearts and 8 HCP: the negative double", "1D 2C", "QJ.KT742.J3.J654", "X"),
    ("over 1D 2C: five hearts and 11 HCP: 2H itself, forcing", "1D 2C", "QJ.KT742.Q3.K654", "2H"),
    ("over 1D 2C: five hearts but 6 HCP: too weak to act at two", "1D 2C", "Q2.KT742.T3.J654", "P"),
    ("over 1H 2C: five spades and 9 HCP with three hearts: the cue-bid raise, not a double", "1H 2C", "QJT42.K74.Q3.J65", "3C"),
    ("over 1D 2C: five hearts and four spades, 9 HCP: the negative double, as before", "1D 2C", "QJ32.KT742.Q3.J6", "X"),
    ("over 1D 2C: five hearts and four diamonds, 8 HCP: the raise of diamonds", "1D 2C", "J2.KT742.Q763.J6", "2D"),
    # The doubler's second call: the five-card major at the cheapest level, to play.
    ("1D 2C X P 2D P: the negative doubler's five hearts and 9 HCP: 2H, to play", "1D 2C X P 2D P", "QJ.KT742.Q3.J654", "2H"),
    # Opener's raise over their overcall shows 3+ trumps and a minimum: with four trumps 11–12 support points invite
    # at three (13+ bid game), as they would opposite an uncontested minimum raise.
    ("1D P 1H 1S 2H P: four hearts, 11 HCP: 3H invites", "1D P 1H 1S 2H P", "Q7.QJT9.K82.K952", "3H"),
    ("1C P 1S 2D 2S P: four spades, 11 HCP, flat: 3S invites", "1C P 1S 2D 2S P", "KJT9.Q72.Q82.K95", "3S"),
    ("1D P 1H 1S 2H P: four hearts, 9 HCP and a singleton spade: 12 support points invite", "1D P 1H 1S 2H P",
     "7.QJT9.K82.K9852", "3H"),
    ("1D P 1H 1S 2H P: four hearts, 13 HCP: game", "1D P 1H 1S 2H P", "A7.QJT9.K82.K952", "4H"),
    ("1D P 1H 1S 2H P: four hearts, 9 HCP and a doubleton: 10 support points pass", "1D P 1H 1S 2H P",
     "Q7.QJT9.K82.T952", "P"),
    ("1C P 1S 2D 2S P: four spades, 10 HCP, flat: pass", "1C P 1S 2D 2S P", "KJT9.Q72.J82.K95", "P"),
    ("1D P 1H 1S 3H P: partner's jump raise over their bid: four hearts and 11 HCP bid game", "1D P 1H 1S 3H P",
     "Q7.QJT9.K82.K952", "4H"),
    ("1C P 1H 2S 3H P: their 2S pushed partner's raise to three: 11 HCP pass", "1C P 1H 2S 3H P", "Q7.QJT9.K82.K952", "P"),
    # Over their overcall of partner's minor the cue-bid raise wants 8+ HCP; below it, four or more trumps and
    # shortness still raise simply (a pass hides the fit, and the later rules read no invitation from a weak hand).
    ("1D 2C: four diamonds, 7 HCP and a club void: the simple raise 2D", "1D 2C", "K8742.KJT9.9652.", "2D"),
    ("1C 1H: four clubs, 6 HCP and a heart void: the simple raise 2C", "1C 1H", "KJ8..986532.Q962", "2C"),
    ("1C 2D: five clubs, 6 HCP and a diamond void: the simple raise 3C", "1C 2D", "Q876.K982..J8652", "3C"),
    ("1C 1H: four clubs, 7 HCP and a singleton: 2C, as before", "1C 1H", "KJ8.7.98653.Q962", "2C"),
    ("1D 2C: four diamonds, 8 HCP and a club void: the negative double shows the majors", "1D 2C", "KJ742.KJT9.9652.", "X"),
    ("1C 1H: three clubs, 6 HCP and a singleton: no raise, pass", "1C 1H", "K98.7.QJ8652.T96", "P"),
    # Opener's rebid after 1C P 1D and their overcall: a four-card major the overcall has shut out of the one level
    # (hearts over 1S would be a reverse) no longer stops the raise of partner's diamonds.
    ("1C P 1D 1S: four hearts and four diamonds, 13 HCP: raise 2D (2H would reverse)", "1C P 1D 1S", "2.KT86.KJ62.AJ64", "2D"),
    ("1C P 1D 1H: four spades and four diamonds: 1S is still free at one", "1C P 1D 1H", "KT86.2.KJ62.A986", "1S"),
    ("1C P 1D P: four hearts and four diamonds, no overcall: 1H up the line", "1C P 1D P", "2.KT86.KJ62.AJ64", "1H"),
    ("1C P 1D 1H: four hearts and four diamonds: their hearts, so raise 2D", "1C P 1D 1H", "K2.KT86.KJ62.A98", "2D"),
    # Their suit is not opener's second suit: 2S over their 1S would be a cue bid, not a reverse.
    ("1C 1D 1H 1S: four spades (theirs), 16 HCP: not 2S; the clubs again", "1C 1D 1H 1S", "9765.A.A85.AKJ84", "2C"),
    ("1C 1D 1H P: four spades, no overcall of them: 1S", "1C 1D 1H P", "9765.A.A85.AKJ84", "1S"),
    # Opener's no trump promised their suit stopped: a later double of it is for penalty, and responder passes.
    ("1C 1S 2D P 2NT 3S P P X P: partner's 2NT stopped spades: the double is penalty, pass", "1C 1S 2D P 2NT 3S P P X P",
     "82.J6.KQJT98.A54", "P"),
    ("1C 1S 2D P 3C 3S P P X P: no no trump from partner: the strong double, answered 4D", "1C 1S 2D P 3C 3S P P X P",
     "82.J6.KQJT986.A5", "4D"),
    # Opener's 4H over the negative double raises it (four cards): the doubler's five hearts make nine, not eleven,
    # and partner's double of their save stands.
    ("1D 1S X 3S 4H P P 4S X P: partner's 4H raised my double (four hearts): 7 HCP leave the double in",
     "1D 1S X 3S 4H P P 4S X P", "K9.A6532.75.8632", "P"),
    ("1D 1S X P 2H P: partner's minimum 2H over my double: five hearts and 7 HCP pass", "1D 1S X P 2H P",
     "K9.A6532.75.8632", "P"),
    ("1D 1S X P 3H P: partner's jump to 3H invites: five hearts and 7 HCP accept", "1D 1S X P 3H P",
     "K9.A6532.75.8632", "4H"),
    # Their new suit over my negative double, passed round by partner: five cards of the major the double showed
    # are bid at two, to play; four pass.
    ("1C 1S X 2D P P: five hearts and 8 HCP: 2H, to play", "1C 1S X 2D P P", "J972.QJT83.A84.9", "2H"),
    ("1D 1S X 2C P P: five hearts and 8 HCP: 2H, to play", "1D 1S X 2C P P", "J97.QJT83.A84.92", "2H"),
    ("1C 1S X 2D P P: four hearts only: pass", "1C 1S X 2D P P", "J972.QJT8.A843.9", "P"),
    ("1C 1S X 3D P P: their jump to three: five hearts and 8 HCP pass", "1C 1S X 3D P P", "J972.QJT83.A84.9", "P"),
]


@pytest.mark.parametrize(("reason", "calls", "hand", "call"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_position(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
