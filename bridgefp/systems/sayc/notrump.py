"""No-trump openings and the strong 2C: Stayman, Jacoby transfers, 2S to 3C, Gerber.

Each table is keyed by our side's calls so far (passes left out), as the booklet lays
them out: ``"1NT 2C"`` is opener's answer to Stayman.
"""

from __future__ import annotations

from typing import Final

from ...calls import Call
from .context import B, C, D, H, NT, S, CallFn, Ctx, Pred, Rule, all_of, always, bid, cheapest, hcp, length
from .later import SLAM_ASK, SLAM_ASK_HCP, SLAM_FIRST, fit_suit, long_suit_for_no_trump

__all__ = ["NOTRUMP_TABLES", "BALANCING_NT_TABLES", "RESPONDER_AFTER_DOUBLED_TRANSFER", "OPENER_AFTER_DOUBLED_TRANSFER",
           "transfer_doubled_and_passed", "doubled_transfer_completed", "cue_stayman_table"]

_X: Final = Call(36)
_XX: Final = Call(37)
_PASS: Final = Call(35)

Tables = dict[str, tuple[Rule, ...]]


def _major4(ctx: Ctx) -> bool:
    return ctx.L[H] == 4 or ctx.L[S] == 4


def _no_major4(ctx: Ctx) -> bool:
    return ctx.L[H] < 4 and ctx.L[S] < 4


def _stayman_shape(ctx: Ctx) -> bool:
    """A four-card major in a hand that is not 4-3-3-3: with the flat hand, no trump plays as well as the
    4-4 fit (no ruff in the short hand), so it raises no trump instead."""
    return _major4(ctx) and sorted(ctx.L) != [3, 3, 3, 4]


def _weak_stayman(ctx: Ctx) -> bool:
    """Both majors, four cards or more, at most one club and under invitational values: Stayman, to pass
    2D (four diamonds or more here) and to raise a major only as far as its dummy points go."""
    return ctx.L[H] >= 4 and ctx.L[S] >= 4 and ctx.L[C] <= 1 and ctx.hcp <= 7


def _five_four_majors(ctx: Ctx) -> bool:
    return sorted((ctx.L[H], ctx.L[S])) == [4, 5]


def _transfer(step: int) -> CallFn:
    """The transfer into the longer major (spades if equal), ``step`` levels up: 2D/2H or 3D/3H."""
    def call(ctx: Ctx) -> Call | None:
        major = S if ctx.L[S] >= ctx.L[H] else H
        return bid(step, major - 1) if ctx.L[major] >= 5 else None
    return call


def _gerber_answer(level: int) -> CallFn:
    """Aces shown in steps above the ask: 0 or 4, 1, 2, 3."""
    def call(ctx: Ctx) -> Call | None:
        return bid(level, (D, H, S, NT)[ctx.hand.aces % 4])
    return call


def _aces_answer(ctx: Ctx) -> Call | None:
    """Blackwood's answer: aces in steps, 5C none or four."""
    return bid(5, (C, D, H, S)[ctx.hand.aces % 4])


def _self_sufficient_suit(ctx: Ctx) -> int | None:
    """A suit that plays opposite a doubleton: seven cards, or six with four of the top five honours."""
    for s in (S, H, D, C):
        if ctx.L[s] >= 7 or ctx.L[s] >= 6 and ctx.hand.top[s] >= 4:
            return s
    return None


def _six_card_minor(ctx: Ctx) -> int | None:
    """A six-card minor (or longer) that is not self-sufficient, with no four-card major: it needs partner's
    support, and plays the slam as trumps."""
    if _self_sufficient_suit(ctx) is not None or not _no_major4(ctx):
        return None
    minor = C if ctx.L[C] >= ctx.L[D] else D
    return minor if ctx.L[minor] >= 6 else None


def _long_major(ctx: Ctx) -> int | None:
    """The slam's strain after Gerber: my self-sufficient major, or my six-card minor that is not self-sufficient
    (a self-sufficient minor plays in no trump: None)."""
    suit = _self_sufficient_suit(ctx)
    return suit if suit in (H, S) else _six_card_minor(ctx)


def _gerber_with_long_suit(base: int) -> Pred:
    """A self-sufficient suit (or a six-card minor) and slam values with partner's least: 31+ points (32+ in a
    minor) and 29+ HCP."""
    def hand(ctx: Ctx) -> bool:
        suit = _self_sufficient_suit(ctx)
        suit = _six_card_minor(ctx) if suit is None else suit
        return suit is not None and ctx.pts + base >= SLAM_ASK + (suit in (C, D)) and ctx.hcp + base >= SLAM_ASK_HCP
    return hand


def _after_gerber(partner_aces_from: int, team_hcp: int) -> CallFn:
    """Slam in my self-sufficient major or six-card minor (else in no trump) with three aces; with every ace, the
    kings asked; else the sign-off: four of my major when it is still open, else 4NT."""
    def call(ctx: Ctx) -> Call | None:
        shown = ctx.seq[-1] % 5 - partner_aces_from
        if shown == 0 and ctx.hand.aces == 0:
            shown = 4
        aces = ctx.hand.aces + shown
        major = _long_major(ctx)
        if aces >= 4 and ctx.hcp + team_hcp >= 32:
            return B("5C")  # every ace ours: the kings decide the grand slam
        if aces >= 3:
            return B("6NT") if major is None else bid(6, major)
        game = None if major not in (H, S) else bid(4, major)
        if game is not None and ctx.last is not None and ctx.last < game:
            return game
        return B("4NT") if ctx.last is not None and ctx.last < B("4NT") else None
    return call


def _after_gerber_kings(partner_kings_from: int, team_hcp: int) -> CallFn:
    """Every ace ours and the kings answered: the grand slam with every king (or 37 HCP together), else the
    small, in my self-sufficient major or six-card minor, else in no trump."""
    def call(ctx: Ctx) -> Call | None:
        shown = ctx.seq[-1] % 5 - partner_kings_from
        kings = ctx.hand.kings + (4 if shown == 0 and ctx.hand.kings == 0 else shown)
        level = 7 if kings >= 4 or ctx.hcp + team_hcp >= 37 else 6
        major = _long_major(ctx)
        return bid(level, NT if major is None else major)
    return call


def _gerber_kings_answer(ctx: Ctx) -> Call | None:
    """Gerber's 5C asks for kings, answered in steps: 5D none or four, 5H one, 5S two, 5NT three."""
    return bid(5, (D, H, S, NT)[ctx.hand.kings % 4])


def _minor_invitation(ctx: Ctx) -> bool:
    """A six-card minor with two of the top three honours, no four-card major, 6–9 HCP."""
    minor = C if ctx.L[C] >= ctx.L[D] else D
    return ctx.L[minor] >= 6 and ctx.hand.good[minor] and _no_major4(ctx) and 6 <= ctx.hcp <= 9


def _long_minor(level: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        return bid(level, C if ctx.L[C] >= ctx.L[D] else D)
    return call


def _long_minor_held(ctx: Ctx) -> bool:
    """Six cards or more in a minor."""
    return max(ctx.L[C], ctx.L[D]) >= 6


def _redouble_shape(least: int) -> Pred:
    """``least``+ HCP, no four-card major (Stayman and the transfers stay on) but in a 4-3-3-3 hand, which would not
    ask for it, and no six-card minor: a hand that scores its values on defence."""
    return lambda c: c.hcp >= least and (max(c.L[H], c.L[S]) <= 3 or sorted(c.L) == [3, 3, 3, 4]) and max(c.L) <= 5


def _stayman_game(base: int) -> int:
    """The HCP that Stayman over a no trump of ``base`` HCP at least (2NT, or 2C then 2NT) asks with, forcing to
    game: a point under the 25 together that no trump wants, the four-card major's fit (or opener's 3NT over the
    denial, which the top of the range makes) making up the point."""
    return 24 - base


def _nt_responses(base: int, step: int) -> tuple[Rule, ...]:
    """Responses to a no-trump opening of ``base`` HCP at least (15 for 1NT, 20 for 2NT);
    conventional bids ``step`` levels up (2 over 1NT, 3 over 2NT)."""
    game = 25 - base
    asks = game - 2 if step == 2 else _stayman_game(base)  # Stayman invites over 1NT, but forces to game over 2NT
    gerber = B("4C")
    return (
        Rule("Gerber", always, lambda c: c.hcp >= 33 - base + 2 and not c.bal, gerber, "Gerber: how many aces?"),
        Rule("redouble", lambda c: step == 2 and bool(c.opened_by_us) and c.can_xx, _redouble_shape(game), B("XX"),
             f"their double of our 1NT: {game}+ HCP, no four-card major (but in a 4-3-3-3 hand) and no six-card suit: "
             "the hand is ours, "
             "to play 1NT redoubled or to double them when they run"),
        Rule("Stayman with five-four", always, all_of(hcp(asks), _five_four_majors), bid(step, C),
             "Stayman: asks for a four-card major"),
        Rule("Jacoby transfer", always, always, _transfer(step),
             f"transfer: five or more cards in the major above ({'2D' if step == 2 else '3D'} hearts, "
             f"{'2H' if step == 2 else '3H'} spades)"),
        Rule("6NT", always, hcp(33 - base, 34 - base), B("6NT"), "to play: enough for a small slam"),
        Rule("grand slam invitation", always, hcp(35 - base, 36 - base), B("5NT"),
             "forces 6NT and invites 7NT: 37 HCP together if opener is at the top (mainstream; the booklet is silent)"),
        Rule("7NT", always, hcp(37 - base), B("7NT"), "to play: enough for a grand slam"),
        Rule("Stayman", always, all_of(hcp(asks), _stayman_shape), bid(step, C), "Stayman: asks for a four-card major"),
        Rule("weak Stayman", lambda c: step == 2, _weak_stayman, bid(step, C),
             "Stayman with a weak hand, both majors and a singleton or void club: to play in opener's answer"),
        Rule("minor invitation", lambda c: step == 2, _minor_invitation, _long_minor(3),
             "invites 3NT: a good six-card minor, 6–9 HCP"),
        Rule("minor sign-off", lambda c: step == 2, lambda c: c.hcp <= 7 and (max(c.L[C], c.L[D]) >= 6 or min(c.L[C], c.L[D]) >= 5),
             B("2S"), "weak with a long minor (or both minors five-five): opener must bid 3C"),
        Rule("game in no trump with a long minor", lambda c: step == 3, all_of(hcp(game - 2, game - 1), _long_minor_held),
             B("3NT"), "to play: a point or two short of game, made up by the tricks of a six-card minor"),
        Rule("pass with a long minor", lambda c: step == 3, lambda c: _long_minor_held(c) and c.hcp < game - 2, Call(35),
             "to play: no game, and over 2NT three of a minor is no sign-off"),
        Rule("quantitative 4NT", always, hcp(31 - base, 32 - base), B("4NT"), "invites 6NT: 33 HCP together if opener is at the top"),
        Rule("game in no trump", always, hcp(game, 30 - base), B("3NT"), "to play"),
        Rule("invitation in no trump", lambda c: step == 2, hcp(game - 2, game - 1), B("2NT"), f"invites 3NT: {game - 2}–{game - 1} HCP"),
        Rule("too weak for game", always, lambda c: c.pts < (game - 2 if step == 2 else game), Call(35),
             "no game opposite partner's range, counting length, and no five-card major or long minor to show: pass"),
    )


def _stayman_answer(step: int) -> tuple[Rule, ...]:
    return (
        Rule("four hearts", always, length(H, 4), bid(step, H), "four hearts (perhaps four spades too)"),
        Rule("four spades", always, length(S, 4), bid(step, S), "four spades, not four hearts"),
        Rule("no major", always, always, bid(step, D), "no four-card major"),
    )


def _five_card_major(level: int) -> CallFn:
    """The five-card major after Stayman was answered 2D (or 3D): hearts with five of each."""
    def call(ctx: Ctx) -> Call | None:
        return bid(level, H if ctx.L[H] >= 5 else S)
    return call


def _opener_after_five_card_major(major: int, base: int, invited: bool) -> tuple[Rule, ...]:
    """Opener, having denied a major, hears responder's five-card ``major``: forcing at three, inviting at two."""
    top = _max(base)
    if not invited:
        return (
            Rule("game in the major", always, length(major, 3), bid(4, major), "three-card support: game in the major"),
            Rule("3NT", always, always, B("3NT"), "two cards in partner's major: game in no trump"),
        )
    return (
        Rule("accept in the major", always, lambda c: top(c) and c.L[major] >= 3, bid(4, major),
             "a maximum and three-card support: game in the major"),
        Rule("accept in no trump", always, top, B("3NT"), "a maximum and two cards in partner's major: 3NT"),
        Rule("decline", always, always, Call(35), "a minimum: to play"),
    )


def _opener_after_stayman_game(major: int) -> tuple[Rule, ...]:
    """Responder bid 3NT over opener's major: responder holds the other major, four cards."""
    other = S if major == H else H
    return (Rule("the other major fits", always, length(other, 4), bid(4, other),
                 "four cards in the other major too: partner's Stayman promised four of one"),)


def _ruffing_points(ctx: Ctx) -> int:
    """HCP plus 3 for each singleton and 5 for each void: the dummy's worth with four trumps opposite no trump
    (a doubleton adds nothing: the booklet raises 9 HCP with one to three, inviting)."""
    return ctx.hcp + sum(3 if n == 1 else 5 if n == 0 else 0 for n in ctx.L)


def _minor_slam_try(base: int) -> Pred:
    """A five-card minor (or longer) and a point under the quantitative 4NT (30–32 HCP together): the minor's fit
    may make a slam that no trump would not, so three of it tries for one after Stayman found no major fit
    (after 2H, which may hide four spades, the spades come first)."""
    return lambda c: max(c.L[C], c.L[D]) >= 5 and c.hcp == 30 - base


def _after_stayman(major: int, step: int, base: int) -> tuple[Rule, ...]:
    """Responder's second call after opener showed ``major`` (or denied one: D). Over 2NT Stayman forced to game:
    the values it asked with bid it."""
    game = 25 - base if step == 2 else _stayman_game(base)
    rules: list[Rule] = []
    if major in (H, S):
        rules += [
            Rule("raise to game", always, lambda c: c.L[major] >= 4 and _ruffing_points(c) >= game, bid(4, major),
                 "to play: four-card support (a singleton counts 3, a void 5)"),
            Rule("invitational raise", lambda c: step == 2, lambda c: c.L[major] >= 4 and _ruffing_points(c) >= game - 2,
                 bid(3, major), "invites game: four-card support (a singleton counts 3, a void 5)"),
            Rule("the fit, too weak to invite", lambda c: step == 2, length(major, 4), Call(35),
                 "four-card support, under invitational values: to play"),
        ]
    if major == D:
        rules.append(Rule("small slam, no major fit", always, hcp(33 - base), B("6NT"),
                          "33 HCP together with partner's least and no major fit: slam in no trump, a five-card major or not"))
        rules.append(Rule("five-card major, game", always, lambda c: max(c.L[H], c.L[S]) >= 5 and c.hcp >= game,
                          _five_card_major(3), "five cards in the major (four in the other), forcing to game"))
    if major == D and step == 2:
        rules.append(Rule("five-card major, invitation", always, lambda c: max(c.L[H], c.L[S]) >= 5 and c.hcp >= game - 2,
                          _five_card_major(2), "five cards in the major (four in the other), invites game"))
    rules += [
        Rule("slam try in a minor", lambda c: step == 2 and major != H, _minor_slam_try(base), _long_minor(3),
             "slam interest: five cards or more in the minor, no major fit, 30–32 HCP together"),
        Rule("game in no trump", always, hcp(game, 30 - base), B("3NT"), "to play, no fit"),
        Rule("slam invitation", always, hcp(31 - base, 32 - base), B("4NT"), "invites 6NT: 33 HCP together if opener is at the top"),
        Rule("small slam", always, hcp(33 - base), B("6NT"), "to play"),
        Rule("invitation", lambda c: step == 2, hcp(game - 2), B("2NT"), "invites 3NT, no fit"),
        Rule("pass the weak Stayman", lambda c: step == 2, _weak_stayman, Call(35),
             "Stayman was weak, with both majors and short clubs: to play in opener's answer"),
    ]
    return tuple(rules)


# The top of each no-trump range by its least: 1NT 15–17, 2NT 20–21, 2C then 2NT 22–24, the balancing 1NT 12–14.
_TOP_OF_RANGE: Final = {15: 17, 20: 21, 22: 24, 12: 14}


def _max(base: int) -> Pred:
    return lambda c: c.hcp >= base + 1


def _opener_after_invite(major: int, step: int, base: int) -> tuple[Rule, ...]:
    """Opener after responder's invitation (2NT, or three of opener's major)."""
    top = _max(base)
    other = S if major == H else H
    return (
        Rule("the other major fits", lambda c: major in (H, S) and c.seq[-1] % 5 == NT, lambda c: c.L[other] >= 4,
             lambda c: bid(4 if top(c) else 3, other), "four cards in the other major too"),
        Rule("accept", lambda c: c.seq[-1] % 5 == NT, top, B("3NT"), "accepts: the top of the range"),
    ) + ((Rule("accept the raise", lambda c: c.seq[-1] % 5 != NT, top, B(f"4{'HS'[major - 2]}"),
              "accepts: the top of the range"),) if major in (H, S) else ()) + (
        Rule("decline", always, lambda c: c.pts <= base, _PASS, "declines: the bottom of the range, no length to add, to play"),
    )


def _accept_transfer(major: int, step: int) -> tuple[Rule, ...]:
    return (
        Rule("super-accept", lambda c: step == 2, lambda c: c.hcp >= 17 and c.L[major] >= 4, bid(3, major),
             "accepts with four trumps and a maximum"),
        Rule("pass their double with two", lambda c: c.rho == _X and bool(c.opened_by_us) and len(c.seq) == 2, length(major, 0, 2),
             Call(35), "their double of the transfer: two cards in partner's major, pass (partner bids it); "
             "accepting shows three"),
        Rule("accept the transfer", always, always, bid(step, major), "accepts the transfer"),
    )


def _doubled_transfer(ctx: Ctx) -> tuple[int, int] | None:
    """Our 1NT or 2NT opening, partner's transfer doubled and passed back (the transfer unaccepted): the major and
    the opening's least HCP."""
    seq, calls = ctx.seq, ctx.calls
    if len(seq) < 2 or not ctx.opened_by_us or seq[0] not in (B("1NT"), B("2NT")) or ctx.their_bids:
        return None
    step = seq[0].level + 1
    if seq[1] not in (bid(step, D), bid(step, H)) or calls[ctx.first_ours + 2:ctx.first_ours + 6] != (seq[1], _X, _PASS, _PASS):
        return None
    return seq[1] % 5 + 1, 15 if step == 2 else 20


def transfer_doubled_and_passed(ctx: Ctx) -> bool:
    """My transfer over partner's no trump, their double, partner's pass (two cards in my major) and theirs: my turn."""
    return _doubled_transfer(ctx) is not None and len(ctx.seq) == 2 and ctx.mine == (False, True)


def doubled_transfer_completed(ctx: Ctx) -> bool:
    """Partner bid on after my pass of their double of the transfer (our 1NT or 2NT opening): my turn."""
    return _doubled_transfer(ctx) is not None and len(ctx.seq) == 3 and ctx.mine == (True, False, False)


def _after_doubled_transfer(ctx: Ctx) -> Call | None:
    """Partner holds two cards in my major: a weak hand bids the major itself; an invitation bids three of
    it with six cards, 2NT with five (over 1NT); game values go by the later rules."""
    major, base = _doubled_transfer(ctx) or (H, 15)
    game = 25 - base
    if ctx.hcp <= game - 3 or base == 20 and ctx.hcp < game:
        return cheapest(major, ctx.last)
    if ctx.hcp < game:
        return bid(3, major) if ctx.L[major] >= 6 else B("2NT")
    return None


def _opener_after_doubled_transfer(ctx: Ctx) -> Call | None:
    """Partner's major after my pass is to play; partner's 2NT or three of the major invites: the top accepts."""
    major, base = _doubled_transfer(ctx) or (H, 15)
    last, top = ctx.seq[-1], ctx.hcp >= base + 1
    if last == B("2NT"):
        return B("3NT") if top else Call(35)
    if last == bid(3, major) and base == 15:
        return bid(4, major) if top else Call(35)
    return Call(35) if last.level <= 3 and last % 5 == major else None


RESPONDER_AFTER_DOUBLED_TRANSFER: Final[tuple[Rule, ...]] = (
    Rule("the major after their double", always, always, _after_doubled_transfer,
         "partner passed their double of my transfer (two cards in my major): weak, the major myself, to play; "
         "an invitation, three of it with six cards, else 2NT"),
)
OPENER_AFTER_DOUBLED_TRANSFER: Final[tuple[Rule, ...]] = (
    Rule("after the doubled transfer", always, always, _opener_after_doubled_transfer,
         "partner's major after their double is to play; 2NT or three of the major invites: the top of my range accepts"),
)


def _cue_stayman_seq(ctx: Ctx) -> int | None:
    """Our 1NT opening, their natural suit at two straight over it and responder's cue bid of it at three
    (Stayman), none of their calls since but passes: their suit."""
    seq, calls, at = ctx.seq, ctx.calls, ctx.first_ours
    if len(seq) < 2 or not ctx.opened_by_us or seq[0] != B("1NT") or ctx.their_bids != 1 or at + 3 >= len(calls):
        return None
    theirs = calls[at + 1]
    if theirs >= _X or theirs.level != 2 or theirs % 5 == NT or seq[1] != cheapest(theirs % 5, theirs) or calls[at + 3] != _PASS:
        return None
    return theirs % 5 if all(c == _PASS for c in calls[at + 3::2]) else None


def cue_stayman_asked(ctx: Ctx) -> bool:
    """Partner's cue bid over their overcall of my 1NT asks for a four-card major: my turn."""
    return _cue_stayman_seq(ctx) is not None and len(ctx.seq) == 2 and ctx.mine == (True, False)


def cue_stayman_answered(ctx: Ctx) -> bool:
    """My cue bid (Stayman) over their overcall of partner's 1NT, and partner's answer: my turn."""
    return _cue_stayman_seq(ctx) is not None and len(ctx.seq) == 3 and ctx.mine == (False, True, False)


def cue_stayman_3nt(ctx: Ctx) -> bool:
    """Partner's cue bid (Stayman), my four-card major, partner's 3NT: my turn."""
    return (_cue_stayman_seq(ctx) is not None and len(ctx.seq) == 4 and ctx.mine == (True, False, True, False)
            and ctx.seq[2] % 5 in (H, S) and ctx.seq[3] == B("3NT"))


def _answer_cue_stayman(ctx: Ctx) -> Call | None:
    """A four-card major they have not bid, hearts first, at its cheapest; else 3NT with their suit stopped (the
    cue bid may ask for a stopper); else four of my longer minor, natural."""
    theirs = _cue_stayman_seq(ctx)
    for major in (H, S):
        if major != theirs and ctx.L[major] >= 4:
            return cheapest(major, ctx.last)
    if theirs is None or ctx.stop[theirs]:
        return B("3NT")
    return bid(4, max((m for m in (D, C) if m != theirs), key=lambda m: ctx.L[m]))  # no stopper: my longer minor


def _after_cue_stayman_answer(ctx: Ctx) -> Call | None:
    """Game in opener's major with four cards of it (pass at four), else 3NT; partner's 3NT is passed."""
    answer, theirs = ctx.seq[-1], _cue_stayman_seq(ctx)
    if answer % 5 in (H, S) and ctx.L[answer % 5] >= 4:
        return bid(4, answer % 5) if answer.level == 3 else _PASS
    if answer % 5 in (H, S):  # no fit: 3NT if my cue bid was Stayman or I hold their suit, else the later rules
        stayman = any(ctx.L[m] >= 4 and m != theirs for m in (H, S))
        return cheapest(NT, answer) if stayman or theirs is not None and ctx.stop[theirs] else None
    if answer % 5 in (C, D) and answer.level == 4 and answer % 5 != theirs:  # no major, no stopper
        mine = max((m for m in (D, C) if m != theirs), key=lambda m: ctx.L[m])
        return bid(5, answer % 5 if ctx.L[answer % 5] >= 3 else mine)
    return _PASS if answer == B("3NT") else None


def _other_major_after_cue_stayman(ctx: Ctx) -> Call | None:
    """Partner's 3NT denied my major: partner's Stayman promised the other one, which I raise with four."""
    shown = ctx.seq[2] % 5
    other = S if shown == H else H
    return bid(4, other) if ctx.L[other] >= 4 and other != _cue_stayman_seq(ctx) else _PASS


CUE_STAYMAN_TABLES: tuple[tuple[Pred, tuple[Rule, ...]], ...] = (
    (cue_stayman_asked, (Rule("answer the cue bid", always, always, _answer_cue_stayman,
                              "partner's cue bid of their suit is Stayman: a four-card major they have not bid "
                              "(hearts first), else 3NT with their suit stopped, else four of my longer minor"),)),
    (cue_stayman_answered, (Rule("place the game", always, always, _after_cue_stayman_answer,
                                 "after my cue bid: game in partner's major with four cards, else no trump; partner's 3NT is to play; over "
                                 "partner's four of a minor (no stopper in their suit), five of it with three cards, else of my minor"),)),
    (cue_stayman_3nt, (Rule("the other major", always, always, _other_major_after_cue_stayman,
                            "partner's 3NT denied my major: the other one, four cards, plays game, else 3NT is passed"),)),
)


def cue_stayman_table(ctx: Ctx) -> tuple[Rule, ...] | None:
    """The table for this turn of the cue-bid Stayman over their overcall of our 1NT, if it is one."""
    return next((table for applies, table in CUE_STAYMAN_TABLES if applies(ctx)), None)


def _second_suit(major: int) -> CallFn:
    """A five-card side suit (or four with a singleton or void), shown naturally at three."""
    def call(ctx: Ctx) -> Call | None:
        for s in (C, D, H, S):
            if s != major and (ctx.L[s] >= 5 or ctx.L[s] >= 4 and min(ctx.L) <= 1):
                return bid(3, s)
        return None
    return call


def _after_transfer(major: int, step: int, base: int) -> tuple[Rule, ...]:
    game = 25 - base
    return (
        Rule("weak", always, hcp(0, game - 3), Call(35), "weak: to play in the major"),
        Rule("slam try", always, lambda c: c.pts >= 32 - base and c.L[major] >= 6, B("4NT"),
             "invites slam: six cards, 32+ points together (the long suit's length counts: 30+ HCP)"),
        Rule("slam invitation, five cards", always, lambda c: 31 - base <= c.hcp <= 32 - base and c.bal, B("4NT"),
             "invites slam: five cards, balanced, 31–32 HCP together (partner's least), as over no trump at once"),
        Rule("game, six cards", always, all_of(hcp(game), length(major, 6)), bid(4, major), "to play"),
        Rule("new suit", lambda c: step == 2, hcp(game), _second_suit(major),
             "natural, forcing to game: a second suit (five cards, or four with a singleton)"),
        Rule("slam values, five cards", always, hcp(33 - base), B("6NT"),
             "33 HCP together with partner's least: slam in no trump rather than a choice of games"),
        Rule("choice of games", always, hcp(game), B("3NT"), "five cards: 3NT or four of the major"),
        Rule("invitation, six cards", lambda c: step == 2, all_of(hcp(game - 2), length(major, 6)), bid(3, major),
             "invites game with six cards"),
        Rule("invitation, five cards", lambda c: step == 2, hcp(game - 2), B("2NT"), "invites game with five cards"),
    )


def _answer_slam_invitation_on_transfer(major: int, base: int) -> tuple[Rule, ...]:
    """Responder's 4NT after the transfer invites slam (five cards or more in the major), as 4NT over no trump
    does: the top of the range accepts, in the major with three cards, else in no trump; a minimum declines,
    at five of the major with three cards."""
    top = _max(base)
    return (
        Rule("slam in the major", always, lambda c: top(c) and c.L[major] >= 3, bid(6, major), "maximum, three-card support"),
        Rule("6NT", always, top, B("6NT"), "maximum, two-card support"),
        Rule("five of the major", always, length(major, 3), bid(5, major), "minimum, three-card support: declines"),
        Rule("pass", always, always, Call(35), "minimum, two-card support: declines"),
    )


def _opener_after_transfer_rebid(major: int, base: int) -> tuple[Rule, ...]:
    top = _max(base)
    return (
        Rule("game in the major", lambda c: c.seq[-1] % 5 == NT, lambda c: c.L[major] >= 3 and (top(c) or c.seq[-1] >= B("3NT")),
             bid(4, major), "three-card support"),
        Rule("three of the major", lambda c: c.seq[-1] == B("2NT"), length(major, 3), bid(3, major), "three-card support, minimum"),
        Rule("3NT", lambda c: c.seq[-1] == B("2NT"), top, B("3NT"), "maximum, two-card support"),
        Rule("accept", lambda c: c.seq[-1] == bid(3, major), top, bid(4, major), "maximum"),
        Rule("pass", always, lambda c: c.pts <= base or c.seq[-1] == B("3NT"), _PASS,
             "the bottom of the range, or two cards opposite partner's 3NT: to play"),
    )


def _stayman_tables(opening: str, base: int, step: int) -> Tables:
    """Stayman: opener's answer, responder's next call, and opener's after that."""
    stay = f"{opening} {step}C"
    t: Tables = {stay: _stayman_answer(step)}
    for answer in (D, H, S):
        key = f"{stay} {step}{'DHS'[answer - 1]}"
        t[key] = _after_stayman(answer, step, base)
        for invite in (f"{step}NT" if step == 2 else "", f"{step + 1}{'DHS'[answer - 1]}"):
            if invite:
                t[f"{key} {invite}"] = _opener_after_invite(answer, step, base)
        if answer in (H, S):
            t[f"{key} 3NT"] = _opener_after_stayman_game(answer)
    for major in (H, S):
        t[f"{stay} {step}D 3{'HS'[major - 2]}"] = _opener_after_five_card_major(major, base, invited=False)
        if step == 2:
            t[f"{stay} 2D 2{'HS'[major - 2]}"] = _opener_after_five_card_major(major, base, invited=True)
    # The other major at three after opener's major: forcing, natural (over 1NT hearts after 2S, five of
    # them; over 2NT spades after 3H, four).
    t[f"{stay} {step}S 3H" if step == 2 else f"{stay} 3H 3S"] = _opener_after_other_major(H if step == 2 else S, 3 if step == 2 else 4)
    return t


def _opener_after_other_major(major: int, fit: int) -> tuple[Rule, ...]:
    return (
        Rule("game in partner's major", always, length(major, fit), bid(4, major), "a fit for partner's major: game in it"),
        Rule("3NT", always, always, B("3NT"), "no fit for partner's major: 3NT"),
    )


def _opener_after_new_suit_on_transfer(major: int, new: int) -> tuple[Rule, ...]:
    """Responder's new suit after the accepted transfer is natural and forces to game: opener raises a
    second major with four cards, shows three-card support with game in the first, else bids 3NT. Hearts
    at three after the transfer to spades show 5-5 in the majors (with four hearts responder uses
    Stayman): three hearts are enough to raise them."""
    return (
        Rule("raise the second major", lambda c: new in (H, S), length(new, 4), bid(4, new),
             "four cards in partner's second major: game in it"),
        Rule("game in the major", always, length(major, 3), bid(4, major), "three-card support"),
        Rule("raise the five-card hearts", lambda c: (major, new) == (S, H), length(H, 3), bid(4, H),
             "three cards in partner's five-card hearts (5-5 in the majors): game in them"),
        Rule("3NT", always, always, B("3NT"), "two cards in partner's major"),
    )


def _opener_after_minor_slam_try(minor: int) -> tuple[Rule, ...]:
    """After Stayman, three of a minor shows five or more cards and slam interest: opener raises with
    four, else bids 3NT."""
    return (
        Rule("raise the minor", always, length(minor, 4), bid(4, minor), "four-card support for partner's minor"),
        Rule("3NT", always, always, B("3NT"), "no fit for partner's minor"),
    )


# Opener raised responder's second major to game: the fit is found, responder passes.
_PASS_THE_SECOND_MAJOR: Final = (Rule("pass", always, always, Call(35), "partner raised my second major: game in the fit"),)


def _forcing_second_suits(opening: str, step: int) -> Tables:
    """Opener's answers to responder's natural forcing suits after Stayman and after a transfer."""
    t: Tables = {}
    for major in (H, S):
        accepted = f"{opening} {step}{'DH'[major - 2]} {step}{'HS'[major - 2]}"
        for new in (C, D, H, S):
            if new != major and Call.bid(3, new) > Call.bid(step, major):
                t[f"{accepted} 3{'CDHS'[new]}"] = _opener_after_new_suit_on_transfer(major, new)
        if step == 2 and major == H:
            t[f"{accepted} 2S"] = _opener_after_new_suit_on_transfer(H, S)
            t[f"{accepted} 2S 4S"] = _PASS_THE_SECOND_MAJOR
        other = S if major == H else H
        if Call.bid(3, other) > Call.bid(step, major):
            t[f"{accepted} 3{'CDHS'[other]} 4{'CDHS'[other]}"] = _PASS_THE_SECOND_MAJOR
    if step == 2:
        for answer in "DHS":
            for minor in (C, D):
                t[f"{opening} 2C 2{answer} 3{'CD'[minor]}"] = _opener_after_minor_slam_try(minor)
    else:
        t.update(_four_level_suits_on_transfer(opening))
    return t


def _four_level_suits_on_transfer(opening: str) -> Tables:
    """Over 2NT the transfer is accepted at three: a new suit at four is natural, a slam try."""
    t: Tables = {}
    for major in (H, S):
        accepted = f"{opening} 3{'DH'[major - 2]} 3{'HS'[major - 2]}"
        for new in (C, D, H):
            if new != major:
                t[f"{accepted} 4{'CDH'[new]}"] = _opener_after_four_level_suit_on_transfer(major, new)
    return t


def _opener_after_four_level_suit_on_transfer(major: int, new: int) -> tuple[Rule, ...]:
    """Responder's new suit at four after the accepted transfer over 2NT is natural, a slam try: opener
    raises the major with three cards, a minor with four, else the major anyway (partner holds five);
    partner's hearts after spades, at game already, are passed with four of them and three spades or fewer."""
    return (
        Rule("pass the hearts", lambda c: new == H, lambda c: c.L[H] >= 4 and c.L[S] <= 3, Call(35),
             "four cards in partner's second major: game there"),
        Rule("game in the major", always, length(major, 3), bid(4, major), "three-card support"),
        Rule("raise the minor", lambda c: new in (C, D), length(new, 4), bid(5, new), "four cards in partner's minor"),
        Rule("the major anyway", always, always, lambda c: cheapest(major, c.last), "partner's five-card major, at game"),
    )


def _opener_after_jump_in_major(major: int) -> tuple[Rule, ...]:
    """1NT then three of a major: a six-card suit, forcing to game (a slam try): opener raises with three
    cards or an honour doubleton (eight trumps together), else bids 3NT."""
    return (
        Rule("raise", always, lambda c: c.L[major] >= 3 or c.L[major] == 2 and c.hand.suit_hcp[major] >= 2, bid(4, major),
             "a fit for partner's six-card major: three cards, or two headed by an honour"),
        Rule("3NT", always, always, B("3NT"), "two small cards in partner's major: 3NT"),
    )


def _nt_tables(opening: str, base: int, step: int) -> Tables:
    t: Tables = {opening: _nt_responses(base, step), **_stayman_tables(opening, base, step),
                 **_forcing_second_suits(opening, step)}
    if step == 2:
        for major in (H, S):
            t[f"{opening} 3{'HS'[major - 2]}"] = _opener_after_jump_in_major(major)
    t[f"{opening} 4C"] = (Rule("answer Gerber", always, always, _gerber_answer(4), "aces: 4D none or four, 4H one, 4S two, 4NT three"),)
    for major in (H, S):
        tr = f"{opening} {step}{'DH'[major - 2]}"
        t[tr] = _accept_transfer(major, step)
        t[f"{tr} {step}{'HS'[major - 2]}"] = _after_transfer(major, step, base)
        for rebid in ("2NT", "3NT", f"3{'HS'[major - 2]}"):
            if Call.parse(rebid) > Call.bid(step, major):
                t[f"{tr} {step}{'HS'[major - 2]} {rebid}"] = _opener_after_transfer_rebid(major, base)
        if step == 2:
            t[f"{tr} 3{'HS'[major - 2]}"] = (Rule("game after a super-accept", always, hcp(6), bid(4, major), "to play"),)
        t[f"{tr} {step}{'HS'[major - 2]} 4NT"] = _answer_slam_invitation_on_transfer(major, base)
    t[f"{opening} 4NT"] = (Rule("accept the invitation", always, _max(base), B("6NT"), "maximum: small slam"),)
    t[f"{opening} 5NT"] = (  # forcing to 6NT, inviting 7NT (mainstream; the booklet is silent)
        Rule("accept the grand slam invitation", always, hcp(_TOP_OF_RANGE[base]), B("7NT"), "the top of my range: grand slam"),
        Rule("decline the grand slam invitation", always, always, B("6NT"), "not a maximum: the small slam, which 5NT forces"),
    )
    for aces in ("4D", "4H", "4S", "4NT"):
        t[f"{opening} 4C {aces}"] = (Rule("place the contract", always, always,
                                            _after_gerber(D, base), "sets the level by the aces (5C: every ace ours, "
                                            "asks for kings; 4NT or four of my long major: to play)"),)
        t[f"{opening} 4C {aces} 5C"] = (Rule("answer the kings ask", always, always, _gerber_kings_answer,
                                              "kings: 5D none or four, 5H one, 5S two, 5NT three"),)
        for kings in ("5D", "5H", "5S", "5NT"):
            t[f"{opening} 4C {aces} 5C {kings}"] = (Rule("place the slam", always, always, _after_gerber_kings(D, base),
                                                          "every ace ours: the grand slam with every king, else the small (in my long major, else no trump)"),)
    return t


def _gerber_over_3nt(opening: str) -> Tables:
    """Over our 25–27 no trump (3NT, or 2C then 3NT) partner's 4C is Gerber, as over 1NT and 2NT: the aces in
    steps, and after 5C the kings (mainstream; the booklet names no other meaning)."""
    t: Tables = {f"{opening} 4C": (Rule("answer Gerber", always, always, _gerber_answer(4),
                                        "aces: 4D none or four, 4H one, 4S two, 4NT three"),)}
    for aces in ("4D", "4H", "4S", "4NT"):
        t[f"{opening} 4C {aces} 5C"] = (Rule("answer the kings ask", always, always, _gerber_kings_answer,
                                             "kings: 5D none or four, 5H one, 5S two, 5NT three"),)
    return t


def _uncontested_25_27(ctx: Ctx) -> bool:
    """Partner's 25–27 no trump (3NT, or 2C then 3NT) was our side's strength, and they have not bid."""
    return bool(ctx.opened_by_us) and not ctx.their_bids


def _transfer_to_major_fit(ctx: Ctx) -> Call | None:
    """Four of the suit below the major of our eight-card fit (six cards opposite the two a no trump opener holds)."""
    major = fit_suit(ctx)
    return bid(4, major - 1) if major in (H, S) else None


def _transfers_over_3nt(opening: str) -> Tables:
    """Over our 25–27 no trump the booklet keeps Jacoby transfers a level up: 4D for hearts, 4H for spades, so that
    the strong hand declares the major game; opener completes them."""
    return {
        opening: (Rule("transfer to the major", _uncontested_25_27, lambda c: _transfer_to_major_fit(c) is not None,
                       _transfer_to_major_fit, "Jacoby transfer: six cards in the major, game there rather than in 3NT"),),
        f"{opening} 4D": (Rule("accept the transfer", always, always, B("4H"), "accepts the transfer to hearts"),),
        f"{opening} 4H": (Rule("accept the transfer", always, always, B("4S"), "accepts the transfer to spades"),),
        **{f"{opening} {ask} {game}": (Rule("pass the game", always, always, _PASS, "the transfer placed the game: to play "
                                            "(a slam hand asks for aces before transferring)"),)
           for ask, game in (("4D", "4H"), ("4H", "4S"))},
    }


# The major game reached by a transfer over 3NT: partner's completion is no cue bid, and no slam is sought after it.
_TRANSFER_GAMES: Final = tuple(f"{opening} {ask} {game}" for opening in ("3NT", "2C 2D 3NT") for ask, game in (("4D", "4H"), ("4H", "4S")))


def _fitting_honour(minor: int) -> Pred:
    """The ace, king or queen of partner's long minor (partner holds two of the other three): its tricks run in 3NT."""
    return lambda c: c.hand.suit_hcp[minor] >= 2


def _good_long_suit(ctx: Ctx) -> bool:
    """A long suit for no trump (``long_suit_for_no_trump``) that is good, two of the top three honours or three of
    the top five: at the bottom of the range (23 HCP together) the suit must run with little help."""
    suit = long_suit_for_no_trump(ctx)
    return suit is not None and ctx.hand.good[suit]


def _minor_sign_off(base: int) -> Tables:
    """After 1NT (``base`` HCP at least): the relay to clubs, the 2NT invitation, the invitation in a minor."""
    return {
        "1NT 2S": (Rule("relay", always, always, B("3C"), "forced: 3C"),),
        "1NT 2S 3C": (
            Rule("diamonds", always, lambda c: c.L[D] > c.L[C], B("3D"), "to play in diamonds"),
            Rule("clubs", always, always, Call(35), "to play in clubs"),
        ),
        "1NT 2S 3C 3D": (Rule("pass", always, always, Call(35), "partner's diamonds, to play"),),
        # a major after the relay is no suit of partner's (2S was artificial): 3NT
        **{f"1NT 2S 3C 3{m}": (Rule("3NT", always, always, B("3NT"), "2S was the relay, not spades: 3NT"),) for m in "HS"},
        "1NT 2NT": (Rule("accept", always, hcp(base + 1), B("3NT"), f"accepts: {base + 1}–{base + 2}"),
                    Rule("accept with a long suit", always, all_of(hcp(base), _good_long_suit), B("3NT"),
                         f"accepts: {base} HCP with a good five- or six-card suit, its length a trick more in 3NT"),
                    Rule("decline", always, lambda c: c.pts <= base, _PASS, f"declines: {base} HCP, the bottom of the range")),
        **{f"1NT 3{'CD'[m]}": (Rule("accept", always, _fitting_honour(m), B("3NT"),
                                    "accepts: the ace, king or queen of partner's minor"),
                               Rule("decline", always, always, _PASS,
                                    "declines: no ace, king or queen of partner's minor, whose tricks may not run")) for m in (C, D)},
    }


# Responder's HCP that take 2C 2D 4NT (28+ balanced) to 6NT: 33 together.
STRONG_NT_ACCEPT_HCP: Final = 5


def _nt_rebid_shape(ctx: Ctx) -> bool:
    """Balanced, or 4-4-4-1 with the singleton the ace or king: the 2C opener's no trump tells more than a four-card
    suit at the three level would (mainstream; the booklet's suit rebid is almost always five cards)."""
    if ctx.bal:
        return True
    return sorted(ctx.L) == [1, 4, 4, 4] and ctx.hand.suit_hcp[ctx.L.index(1)] >= 3


def _no_club_fit_no_suit(ctx: Ctx) -> bool:
    """Fewer than three clubs and no five-card suit with two honours: nothing to say over the 2C opener's 3C."""
    return ctx.L[C] < 3 and not any(ctx.L[x] >= 5 and ctx.hand.top[x] >= 2 for x in (D, H, S))


def _major_over_minor(ctx: Ctx) -> Call | None:
    """Over the 2C opener's minor, a five-card major with two honours is shown first, at three, before the minor is
    raised past 3NT (mainstream; the booklet is silent)."""
    if ctx.seq[-1] % 5 not in (C, D):
        return None
    for major in (S, H):
        if ctx.L[major] >= 5 and ctx.hand.top[major] >= 2:
            return cheapest(major, ctx.last)
    return None


def _opener_suit_after_waiting(ctx: Ctx) -> Call | None:
    """2C 2D: opener's longest suit (of five-card suits the higher). With no five-card suit (4-4-4-1, the singleton
    too small for 2NT) the cheapest four-card suit to bid, a major at two before a minor at three: the suit rebid is
    almost always five cards (the booklet), and the four-card major keeps the auction low (mainstream)."""
    if max(ctx.L) >= 5:
        s = ctx.longest()
        if s in ctx.their_suits:
            return None  # their suit is no suit of mine to show: a double of it is for penalty
    else:
        s = min((x for x in (C, D, H, S) if ctx.L[x] == 4), key=lambda x: (x in (C, D), x))
    return cheapest(s, ctx.last)  # over their bid at two, still the cheapest level: forcing, as the auction is


def _two_clubs() -> Tables:
    def positive(ctx: Ctx) -> Call | None:
        for s in (S, H, D, C):
            if ctx.L[s] >= 5 and ctx.hand.good[s]:
                return bid(3 if s in (C, D) else 2, s)
        return None

    def support_or_suit(ctx: Ctx) -> Call | None:
        theirs = ctx.seq[-1] % 5
        if ctx.L[theirs] >= 3:
            return bid(3 if theirs in (H, S) and ctx.seq[-1].level == 2 else 4, theirs) if ctx.hcp >= 4 else bid(4, theirs) if theirs in (H, S) else bid(5, theirs)
        own = ctx.longest()
        return cheapest_own(ctx, own)

    def cheapest_own(ctx: Ctx, own: int) -> Call | None:
        from .context import cheapest
        if ctx.L[own] >= 5 and ctx.hand.top[own] >= 2 and own != ctx.seq[-1] % 5 and own not in ctx.their_suits:
            return cheapest(own, ctx.last)
        if ctx.rho is not None and ctx.rho < _PASS and not all(ctx.stop[s] for s in set(ctx.their_suits)):
            return None  # no trump straight over their bid needs their suit stopped: the forcing pass waits
        return cheapest(NT, ctx.last)

    t: Tables = {
        "2C": (
            Rule("positive suit", always, hcp(8), positive, "positive: a good five-card suit, 8+ HCP"),
            Rule("positive no trump", always, lambda c: c.hcp >= 8 and c.bal, B("2NT"), "positive: 8+ HCP, balanced"),
            Rule("waiting", always, always, B("2D"), "waiting (artificial)"),
        ),
        "2C 2D 4NT": (
            Rule("grand", always, hcp(STRONG_NT_ACCEPT_HCP + 4), B("7NT"),
                 f"{STRONG_NT_ACCEPT_HCP + 4}+ HCP opposite 28+: 37 together, 7NT"),
            Rule("accept", always, hcp(STRONG_NT_ACCEPT_HCP), B("6NT"),
                 f"{STRONG_NT_ACCEPT_HCP}+ HCP opposite 28+: 33 together, 6NT"),
            Rule("decline", always, always, _PASS, f"fewer than {STRONG_NT_ACCEPT_HCP} HCP opposite 28+: pass"),
        ),
        "2C 2D": (
            Rule("22–24 balanced", always, lambda c: _nt_rebid_shape(c) and c.hcp <= 24, B("2NT"),
                 "22–24 HCP, balanced (or 4-4-4-1 with a singleton ace or king)"),
            Rule("25–27 balanced", always, lambda c: _nt_rebid_shape(c) and c.hcp <= 27, B("3NT"),
                 "25–27 HCP, balanced (or 4-4-4-1 with a singleton ace or king)"),
            Rule("28+ balanced", always, _nt_rebid_shape, B("4NT"),
                 "28+ HCP, balanced: invites 6NT (quantitative, mainstream; the booklet stops at 25–27)"),
            Rule("own suit", always, always, _opener_suit_after_waiting,
                 "natural: forcing to three of a major or four of a minor"),
        ),
    }
    for s in ("2H", "2S", "3C", "3D"):
        t[f"2C 2D {s}"] = (Rule("major over the minor", always, always, _major_over_minor,
                                "natural: a five-card major with two honours, shown before the minor is raised"),
                           Rule("support or own suit", always, always, support_or_suit, "natural: support, a suit with two honours, or no trump"),
                           Rule("forcing pass", lambda c: c.rho is not None and c.rho < _PASS, always, _PASS,
                                "their bid over our game force: no support, no suit and no stopper, the pass is forcing"),)
        t[f"2C {s}"] = _opener_after_positive(Call.parse(s) % 5)
    t["2C 2D 3C"] = (Rule("waiting 3D", always, _no_club_fit_no_suit, B("3D"),
                          "waiting: no club support and no suit of my own (as 2NT over a major): the strong hand bids "
                          "the no trump, from its side"),) + t["2C 2D 3C"]
    return {**t, **_raise_of_opener_suit_over_positive(), **_set_major_raised()}


def _set_major_raised() -> Tables:
    """2C 2D 3H/3S: opener's jump rebid sets the major and forces to game; with no ace and no king the waiting
    hand raises to game at once, whatever its length (no 3NT from the hand with no stopper)."""
    return {f"2C 2D 3{m}": (Rule("raise the set major", lambda c: c.rho == _PASS, lambda c: c.hand.aces == 0 and c.hand.kings == 0,
                                 B(f"4{m}"), "opener's jump rebid sets the major as trumps (a suit that needs no support) "
                                 "and forces to game: no ace and no king, the raise to game, whatever my length"),)
            for m in ("H", "S")}


def _positive_and_opener_suit() -> list[tuple[str, int]]:
    """Each positive answer and opener's own five-card suit bid over it without a jump: ("2C 2H 2S", spades)."""
    keys = []
    for positive in ("2H", "2S", "3C", "3D"):
        answer = Call.parse(positive)
        for strain in (C, D, H, S):
            own = cheapest(strain, answer)
            if strain != answer % 5 and own is not None and own.level <= 3:
                keys.append((f"2C {positive} {own}", strain))
    return keys


def _raise_of_opener_suit_over_positive() -> Tables:
    """2C, a positive suit, opener's own suit (five cards): three cards of it are a fit, raised at once (forcing:
    the positive set up game) before any slam is looked at, so that the strong hand, which knows the most, asks."""
    return {key: (Rule("raise opener's suit", always, length(strain, 3), lambda c: cheapest(c.seq[-1] % 5, c.last),
                       "three cards of partner's five-card suit: the fit, agreed at once (the strong hand, which knows the most, looks for slam)"),)
            for key, strain in _positive_and_opener_suit()}


# Opener's suit after the waiting 2D forces only to three of a major or four of a minor (the booklet): back in it
# there, over responder's second call short of a raise, opener stops for a hand with at most this many HCP.
BUST_HCP: Final = 3


def _waiting_hand_after_suit_again() -> Tables:
    """2C 2D, opener's suit, responder's 2NT or new suit (no raise, no jump), opener's suit again at three of a
    major or four of a minor: not forcing. A bust passes; anything more goes on to game (the later rules)."""
    t: Tables = {}
    for first in ("2H", "2S", "3C", "3D"):
        suit = Call.parse(first) % 5
        again = bid(3 if suit in (H, S) else 4, suit)
        for second in ("2S", "2NT", "3C", "3D", "3H", "3S"):
            answer = Call.parse(second)
            if answer <= Call.parse(first) or answer % 5 == suit or again is None or answer >= again:
                continue
            t[f"2C 2D {first} {second} {again}"] = (
                Rule("pass a bust", always, hcp(0, BUST_HCP), _PASS,
                     f"opener's suit again at {again} is not forcing: 0–{BUST_HCP} HCP, no game"),)
    return t


def _opener_after_waiting_no_trump(suit: int) -> tuple[Rule, ...]:
    """2C 2D, opener's suit, and the waiting hand's 2NT (no fit, no suit to show): opener shows a second four-card
    suit, else bids game in a seven-card suit, else rebids a six-card suit (not forcing), else bids 3NT."""
    def second(ctx: Ctx) -> Call | None:
        for x in (C, D, H, S):
            if x != suit and ctx.L[x] >= 4:
                call = cheapest(x, ctx.last)
                if call is not None and call.level == 3:
                    return call
        return None

    return (
        Rule("second suit", always, always, second, "a second suit, four cards or more: natural, forcing"),
        Rule("seven-card suit", always, length(suit, 7), lambda c: bid(4, suit),
             "seven cards or more in my suit: game, as three would not force"),
        Rule("six-card suit", always, length(suit, 6), lambda c: cheapest(suit, c.last),
             "six cards in my suit: not forcing, partner passes a bust"),
        Rule("3NT", always, always, B("3NT"), "balanced in the rest: 3NT"),
    )


def _preference_or_raise(first: int, second: int) -> tuple[Rule, ...]:
    """The waiting hand over opener's second suit ``second`` after his five-card major ``first``."""
    def preference(c: Ctx) -> bool:
        return c.L[first] >= 2 and c.L[second] < 4

    raise_major = (Rule("raise the second major", always, length(second, 4), bid(4, second),
                        "four cards of partner's second major: game in it"),) if second in (H, S) else ()
    return raise_major + (
        Rule("preference to the first major", always, preference, lambda c: cheapest(first, c.last),
             "two cards of partner's five-card major and no four of his second suit: preference, at the cheapest level"),
    )


def _waiting_hand_after_second_suit() -> Tables:
    """2C 2D, opener's major, the waiting hand's 2NT or new suit, opener's second suit at three (four cards or more,
    forcing): four of a second major raise to game; without them a doubleton of the first major gives preference to it at the
    cheapest level (five cards opposite two), and opener, who knows the shape, places the contract."""
    t: Tables = {}
    for first in (H, S):
        major = bid(2, first)
        for waiting in ("2NT", "2S", "3C", "3D"):
            answer = Call.parse(waiting)
            if major is None or answer <= major or answer % 5 == first:
                continue
            for second in (C, D, H, S):
                shown = cheapest(second, answer)
                if second not in (first, answer % 5) and shown is not None and shown.level == 3:
                    t[f"2C 2D {major} {waiting} {shown}"] = _preference_or_raise(first, second)
    return t


def _after_opener_suit_over_positive_no_trump(suit: int) -> tuple[Rule, ...]:
    """2C 2NT (a positive, balanced) and opener's natural suit, forcing to game: responder raises a major
    with three cards, a minor with four (below game: opener looks for slam), else 3NT."""
    return (
        Rule("raise the major", lambda c: suit in (H, S), length(suit, 3), bid(4, suit), "three-card support: game"),
        Rule("raise the minor", lambda c: suit in (C, D), length(suit, 4), bid(4, suit), "four-card support, forcing"),
        Rule("3NT", always, always, B("3NT"), "no fit: 3NT"),
    )


def _opener_after_positive(suit: int) -> tuple[Rule, ...]:
    """Partner's positive suit (five cards, two of the top three honours) forces to game: opener shows a six-card
    suit of its own first, else raises with three-card support (partner's suit is good), shows a five-card suit, else
    no trump. Nothing is agreed yet: the slam is looked at after this description, not before."""
    def own(ctx: Ctx) -> Call | None:
        return _own_five_card_suit(ctx, suit)

    def own_six(ctx: Ctx) -> Call | None:
        return own(ctx) if ctx.L[suit] <= 3 and max(ctx.L) >= 6 else None

    return (
        Rule("own six-card suit", always, always, own_six,
             "natural: a six-card suit of my own, shown before three-card support for partner's suit, forcing"),
        Rule("raise the positive", always, length(suit, 3), lambda c: cheapest(suit, c.last),
             "support for partner's suit: trumps agreed, forcing"),
        Rule("own suit", always, always, own, "natural: a long suit of my own, forcing"),
        Rule("no trump", always, always, lambda c: cheapest(NT, c.last), "balanced, no fit: natural"),
    )


def _opener_after_positive_no_trump() -> tuple[Rule, ...]:
    """2C 2NT (8+ balanced) forces to game: opener shows a five-card suit of his own first, naturally; a balanced
    hand goes on by the points (the later rules)."""
    return (Rule("own suit", always, always, lambda c: _own_five_card_suit(c, NT), "natural: a five-card suit of my own, forcing"),)


def _own_five_card_suit(ctx: Ctx, partners: int) -> Call | None:
    """My longest suit, five cards or more, at its cheapest level, when it is not ``partners`` (partner's strain)."""
    mine = ctx.longest()
    return cheapest(mine, ctx.last) if mine != partners and ctx.L[mine] >= 5 else None


# With three of partner's major, the HCP that ask with 2NT rather than raise to three: four of the major is near opposite
# a maximum (in diamonds the game is 3NT or eleven tricks, out of reach: the raise stays preemptive).
WEAK_TWO_FIT_ASK_HCP: Final = 13


def _weak_two_responses(s: int) -> tuple[Rule, ...]:
    def game_hand(c: Ctx) -> bool:
        if s == D:
            return c.L[s] >= 3 and c.hcp >= 16 and all(c.stop[x] for x in (C, H, S))
        return c.L[s] >= 3 and (c.hcp >= 16 or c.support_points(s) >= 16 or c.L[s] >= 4 and c.hcp >= 13)

    def raise_hand(c: Ctx) -> bool:
        """Nine trumps together raise to three whatever the strength; only a flat hand (no doubleton) wants 6+ HCP."""
        return c.L[s] >= 3 and (c.hcp >= 6 or c.L[s] >= 4 or min(c.L) <= 2)

    def own_suit(c: Ctx) -> Call | None:
        for x in (S, H, D, C):
            if x != s and (c.L[x] >= 6 or c.L[x] >= 5 and c.hand.good[x]):
                return cheapest(x, c.last)
        return None

    return (
        Rule("game", always, game_hand, bid(4, s) if s != D else B("3NT"), "to play: a fit and game values (support points)"),
        Rule("game in my own major", always, _own_major_game_values(s), _solid_major_game,
             "to play: a long major of my own that needs no support, no slam in view"),
        Rule("3NT on my own running minor", always, lambda c: _runs_in_nt_opposite_weak_two(c, s), B("3NT"),
             "to play: a solid minor of my own (seven cards headed by A K Q, or six by A K Q J), 14+ HCP and the two "
             "unbid suits stopped (partner's weak two guards its own)"),
        Rule("redouble", lambda c: c.rho == _X, lambda c: c.hcp >= 15 and c.L[s] <= 1, _XX,
             "their takeout double: 15+ HCP and a singleton or void in partner's suit, the hand is ours; their escape "
             "is doubled for penalty"),
        Rule("new suit", always, lambda c: c.hcp >= 16 and c.L[s] <= 1 or c.pts >= 15 and c.L[s] <= 2 and _solid_major_game(c) is None,
             own_suit, "a good five-card suit or any six, 15+ points (HCP and length) and no fit: forcing"),
        Rule("feature ask", always, lambda c: c.hcp >= 15 or s != D and c.L[s] >= 3 and c.hcp >= WEAK_TWO_FIT_ASK_HCP, B("2NT"),
             "forcing: asks for a feature (15+ HCP, or three of the major and 13+: game opposite a maximum)"),
        Rule("preemptive game raise", lambda c: s != D, lambda c: c.L[s] >= 4 and min(c.L) <= 1 and c.hcp <= 12, bid(4, s),
             "preemptive: ten trumps together and a singleton or void"),
        Rule("preemptive game raise over their double", lambda c: s != D and c.rho == _X, lambda c: c.L[s] >= 4 and c.hcp <= 12,
             bid(4, s), "preemptive: ten trumps together, to the level of the total trumps over their takeout double"),
        Rule("preemptive raise", always, raise_hand, bid(3, s), "preemptive: not invitational"),
        Rule("preemptive raise over their double", lambda c: c.rho == _X, length(s, 3), bid(3, s),
             "preemptive: nine trumps together, to the level of the total trumps over their takeout double"),
    )


def _weak_two_rebids(s: int) -> tuple[Rule, ...]:
    def feature(c: Ctx) -> Call | None:
        return _feature(c, s)

    return (
        Rule("minimum", always, hcp(0, 8), bid(3, s), "minimum"),
        Rule("feature", always, always, feature, "maximum: an ace or king in this suit (3NT: a solid suit; our suit: no feature)"),
    )


# Opposite a weak two or a three-level preempt (a few tricks outside its suit at most) my solid major of its own needs
# no support and no slam is in view up to these HCP: its game rather than partner's suit or a forcing probe.
OWN_MAJOR_GAME_HCP: Final = (13, 19)


def _own_major_game_values(s: int) -> Pred:
    """Game values (13–19 HCP) and two cards or fewer of partner's suit ``s``: my solid major is the trump suit."""
    low, high = OWN_MAJOR_GAME_HCP
    return lambda c: low <= c.hcp <= high and c.L[s] <= 2


def _solid_major_game(ctx: Ctx) -> Call | None:
    """Game in a major of my own that needs no support: seven cards headed by A K Q, or six by A K Q J."""
    for x in (S, H):
        if ctx.L[x] >= 7 and ctx.hand.suit_hcp[x] >= 9 or ctx.L[x] >= 6 and ctx.hand.suit_hcp[x] >= 10:
            return bid(4, x)
    return None


RUNNING_MINOR_3NT_HCP: Final = 14  # a solid minor's own tricks and two stoppers: 3NT opposite a weak two


def _solid_minor(ctx: Ctx) -> int | None:
    """A minor of my own that runs without help: seven cards headed by A K Q, or six by A K Q J."""
    for m in (C, D):
        if ctx.L[m] >= 7 and ctx.hand.suit_hcp[m] >= 9 or ctx.L[m] >= 6 and ctx.hand.suit_hcp[m] >= 10:
            return m
    return None


def _runs_in_nt_opposite_weak_two(ctx: Ctx, s: int) -> bool:
    """Over partner's weak two in ``s``: my solid minor (not partner's suit), two cards or fewer of partner's
    suit, 14+ HCP and both unbid suits stopped: nine tricks in no trump, no use for a forcing new suit."""
    m = _solid_minor(ctx)
    if m is None or m == s or ctx.L[s] > 2 or ctx.hcp < RUNNING_MINOR_3NT_HCP:
        return False
    return all(ctx.stop[x] for x in (C, D, H, S) if x not in (s, m))


def _two_aces_for_game(ctx: Ctx, s: int) -> bool:
    """A doubleton trump, 14+ HCP and two side aces: three quick tricks for a three-level preempt in a major."""
    aces = sum(1 for x in (C, D, H, S) if x != s and ctx.L[x] >= 1 and ctx.hand.controls[x] == 2)
    return ctx.L[s] == 2 and ctx.hcp >= 14 and aces >= 2


MINOR_PREEMPT_3NT_HCP: Final = 13  # with an honour in partner's minor its seven cards run: two more tricks and stoppers make 3NT


def _minor_runs_for_3nt(ctx: Ctx, minor: int) -> bool:
    """Over a three-level minor preempt: the ace, king or queen in partner's suit with two cards or more (its
    seven cards should run), 13+ HCP and the three other suits stopped: nine tricks in no trump."""
    fits = ctx.L[minor] >= 2 and ctx.hand.suit_hcp[minor] >= 2
    return fits and ctx.hcp >= MINOR_PREEMPT_3NT_HCP and all(ctx.stop[x] for x in (C, D, H, S) if x != minor)


MINOR_PREEMPT_MAJOR_HCP: Final = 14  # a good six-card major of my own and these HCP look for game over a minor preempt


def _good_major(ctx: Ctx) -> Call | None:
    """Three of my good six-card major (two of the top three honours): spades first."""
    for x in (S, H):
        if ctx.L[x] >= 6 and ctx.hand.top_three[x] >= 2:
            return bid(3, x)
    return None


def _good_major_over_minor_preempt(ctx: Ctx, minor: int) -> bool:
    """Over partner's three-level minor preempt: 14+ HCP, a good six-card major and no misfit (two or more of the
    minor): a new suit below game is forcing (the booklet), so the hand need not guess between 3NT and 4 of the major."""
    return ctx.hcp >= MINOR_PREEMPT_MAJOR_HCP and ctx.L[minor] >= 2 and _good_major(ctx) is not None


def _no_suit_beside_major(ctx: Ctx, major: int) -> bool:
    """Over partner's three-level preempt in ``major``: no other major of five cards and no minor of six. A five-card
    minor is no suit to show at the four level, past 3NT and aiming at eleven tricks: partner's seven-card major
    plays opposite a singleton."""
    return all(ctx.L[x] <= (5 if x in (C, D) else 4) for x in (C, D, H, S) if x != major)


def _blackwood_over_preempt(major: int) -> Rule:
    """Over partner's preempt in a major (three or four of it): slam values ask for aces."""
    def hand(c: Ctx) -> bool:
        return c.hcp >= 21 and c.L[major] >= 2 and all(c.L[x] >= 1 and c.hand.controls[x] >= 1 for x in (C, D, H, S) if x != major)
    return Rule("Blackwood", always, hand, B("4NT"),
                "21+ HCP, two or more trumps and every side suit controlled (ace, king or singleton; no void): asks for aces")


def _preempt_responses(s: int) -> tuple[Rule, ...]:
    major = s in (H, S)

    def game_hand(c: Ctx) -> bool:
        if not major:  # a singleton or void in partner's minor with a good suit of my own shows the suit first
            misfit = c.L[s] <= 1 and c.hcp >= 16 and own_suit(c) is not None
            return not misfit and (c.hcp >= 16 and sum(c.stop) >= 3 or _minor_runs_for_3nt(c, s))
        return (c.L[s] >= 2 and c.hcp >= 16 or c.L[s] >= 3 and c.hcp >= 13 or c.L[s] == 1 and c.hcp >= 16 and _no_suit_beside_major(c, s)
                or _two_aces_for_game(c, s))

    def own_suit(c: Ctx) -> Call | None:
        for x in (S, H, D, C):
            if x != s and (c.L[x] >= 6 and c.hand.top[x] >= 2 or c.L[x] >= 5 and c.hand.good[x]):
                call = cheapest(x, c.last)
                return call if call is not None and call.level <= 4 else None  # four of a major is its game
        return None

    return (
        *((_blackwood_over_preempt(s),) if major else ()),
        Rule("game in my own major", always, _own_major_game_values(s), _solid_major_game,
             "to play: a long major of my own that needs no support (two of partner's suit at most), no slam in view"),
        Rule("game", always, game_hand, bid(4, s) if major else B("3NT"),
             "to play: a fit (a singleton with 16+ HCP and no five-card major or six-card minor of my own) and three or "
             "more tricks for partner"),
        Rule("new suit", always, lambda c: c.hcp >= 16 and c.L[s] <= 1, own_suit,
             "a long suit of my own: below game forcing, four of a major to play"),
        Rule("new suit: a good major over the minor", lambda c: not major, lambda c: _good_major_over_minor_preempt(c, s),
             _good_major,
             "forcing: a good six-card major (two of the top three honours), 14+ HCP and two or more of partner's minor: "
             "game values (partner raises with three, else bids 3NT or the minor again)"),
        Rule("further preempt", lambda c: major, lambda c: c.L[s] >= 4 and c.hcp <= 12, bid(4, s), "preemptive"),
        Rule("further preempt with a singleton", lambda c: major, lambda c: c.L[s] == 3 and min(c.L) <= 1 and c.hcp <= 12,
             bid(4, s), "preemptive: three trumps and a singleton or void, ten trumps together"),
        Rule("further preempt in a minor", lambda c: not major, lambda c: c.L[s] >= 4 and min(c.L) <= 1 and c.hcp <= 10,
             lambda c: bid(5 if c.L[s] >= 5 else 4, s),
             "preemptive, weak with a singleton or void: four trumps (eleven together) four of the minor, five trumps five"),
        Rule("further preempt over their double", lambda c: c.rho == _X, lambda c: (c.L[s] == 3 or not major and c.L[s] >= 3) and c.hcp <= 12, bid(4, s),
             "preemptive: ten trumps together, to the level of the total trumps over their takeout double"),
    )


def _weak_two_after_new_suit(s: int, new: int) -> tuple[Rule, ...]:
    """The weak two bidder after partner's new suit (five cards, forcing one round): raise it with
    three cards, else rebid the suit."""
    return (
        Rule("raise the new suit", always, length(new, 3), lambda c: cheapest(new, c.last),
             "three-card support for partner's suit"),
        Rule("rebid the suit", always, always, lambda c: cheapest(s, c.last), "no fit: the long suit again"),
    )


def _responder_after_weak_two_answer(s: int, new: int, raised: bool) -> tuple[Rule, ...]:
    """My new suit over partner's weak two showed 14+ HCP; partner raised it (three cards) or rebid the
    weak two (no fit). Game now: in my suit with the raise (a minor: 3NT with the other suits stopped);
    without it, my six-card major, 3NT with the unbid suits stopped, partner's suit with a fit for it,
    a second five-card suit with a void in partner's, else 3NT."""
    others = [x for x in (C, D, H, S) if x not in (s, new)]

    def stopped(c: Ctx) -> bool:
        return all(c.stop[x] for x in others)

    if raised:
        if new in (H, S):
            return (Rule("game in my suit", always, always, bid(4, new), "partner's support: game in my major"),)
        return (Rule("3NT", always, stopped, B("3NT"), "partner's support, the other suits stopped: 3NT"),
                Rule("game in my minor", always, always, bid(5, new), "partner's support: game in my minor"))
    return (
        Rule("game in my suit", lambda c: new in (H, S), length(new, 6), bid(4, new), "six cards of my own major: game"),
        Rule("3NT", always, stopped, B("3NT"), "no fit, the unbid suits stopped: 3NT"),
        Rule("game in partner's suit", always, length(s, 2), lambda c: bid(4, s) if s in (H, S) else bid(5, s) if c.L[s] >= 3 else None,
             "partner's six-card suit: game in it (a major with two cards, diamonds with three)"),
        Rule("second suit", always, lambda c: c.L[s] == 0, lambda c: next((cheapest(x, c.last) for x in others if c.L[x] >= 5), None),
             "a void in partner's suit and a second five-card suit: natural, forcing"),
        Rule("3NT anyway", always, always, B("3NT"), "game values and no fit: 3NT"),
    )


def _preempt_after_new_suit(s: int, new: int) -> tuple[Rule, ...]:
    """Partner's new suit below game over my three-level preempt forces: a major is raised to game
    with three cards, a minor to four; else the long suit again."""
    return (
        Rule("raise the new suit", always, length(new, 3), bid(4, new), "three-card support for partner's suit"),
        Rule("rebid the suit", always, always, lambda c: cheapest(s, c.last), "no fit: the long suit again"),
    )


def _after_preempt_rebid(minor: int, new: int) -> tuple[Rule, ...]:
    """My forcing new suit over partner's three-level minor preempt (16+ HCP) found no fit: partner's minor again
    at four. Game: in my own major with six cards, else in partner's seven-card minor."""
    return (
        Rule("game in my own major", lambda c: new in (H, S), length(new, 6), bid(4, new), "six cards of my own major: game"),
        Rule("game in partner's minor", always, always, bid(5, minor),
             "no fit for my suit: game in partner's seven-card minor (my new suit showed game values)"),
    )


def _after_the_answer(s: int, answer: int) -> tuple[Rule, ...]:
    """Responder places the contract once the weak two has answered the 2NT ask (``answer``: its strain)."""
    maximum = answer != s  # a feature, or 3NT with a solid suit
    if answer == NT:
        return (Rule("pass 3NT", always, always, Call(35), "to play: partner's suit runs"),)
    sign_off = Rule("sign off", always, always, (lambda c: cheapest(s, c.last)) if maximum else Call(35), "to play: no game")

    def own_major(c: Ctx) -> Call | None:
        for x in (S, H):
            if x != s and c.L[x] >= 6 and c.hand.good[x] and c.L[s] <= 2:
                return bid(4, x)
        return None

    own = Rule("game in my own major", always, lambda c: maximum or c.hcp >= 16, own_major,
               "to play: a good six-card major of my own and little for partner's suit")
    if s == D:  # my own good major first; 3NT with both majors stopped, partner's feature (an ace or king) stopping its own
        return (own,
                Rule("3NT", always, lambda c: (maximum or c.hcp >= 17) and all(c.stop[x] or x == answer for x in (H, S)),
                     B("3NT"), "to play: the majors stopped (partner's feature stops its suit)"),
                Rule("game in diamonds", always, lambda c: maximum and c.hcp >= 16 and c.L[D] >= 3, B("5D"),
                     "opposite a maximum with a major unstopped: game in partner's diamonds, three or more with 16+ HCP"),
                sign_off)
    return (Rule("game", always, lambda c: c.L[s] >= 2 and (maximum or c.hcp >= 17), bid(4, s), "game in partner's major"),
            Rule("3NT", always, lambda c: maximum and (c.bal or c.hcp >= 17 and c.L[s] <= 1), B("3NT"),
                 "to play opposite a maximum: balanced, or 17+ HCP with a singleton in partner's suit"),
            own, sign_off)


def _preempt_tables() -> Tables:
    """Partner's three- and four-level preempts: the answers, and the rounds after a new suit."""
    t: Tables = {}
    for s in (C, D, H, S):
        t[f"3{'CDHS'[s]}"] = _preempt_responses(s)
        for new in (D, H, S):
            if new > s:
                t[f"3{'CDHS'[s]} 3{'CDHS'[new]}"] = _preempt_after_new_suit(s, new)
                if s in (C, D):
                    t[f"3{'CDHS'[s]} 3{'CDHS'[new]} 4{'CDHS'[s]}"] = _after_preempt_rebid(s, new)
    for major in (H, S):
        t[f"4{'CDHS'[major]}"] = (_blackwood_over_preempt(major),)
    return t


def _weak_responses() -> Tables:
    t: Tables = {}
    for s in (D, H, S):
        t[f"2{'CDHS'[s]}"] = _weak_two_responses(s)
        t[f"2{'CDHS'[s]} 2NT"] = _weak_two_rebids(s)
        for answer in (C, D, H, S, NT):
            t[f"2{'CDHS'[s]} 2NT 3{('C', 'D', 'H', 'S', 'NT')[answer]}"] = _after_the_answer(s, answer)
        for new in (C, D, H, S):
            if new != s:
                asked = f"2{'CDHS'[s]} {2 if new > s else 3}{'CDHS'[new]}"
                t[asked] = _weak_two_after_new_suit(s, new)
                raise_ = Call.bid(3 if new > s else 4, new) if new in (H, S) or new < s else Call.bid(3, new)
                t[f"{asked} {raise_}"] = _responder_after_weak_two_answer(s, new, raised=True)
                t[f"{asked} 3{'CDHS'[s]}"] = _responder_after_weak_two_answer(s, new, raised=False)
    t.update(_preempt_tables())
    for opening in ("2D", "2H", "2S", "3C", "3D", "3H", "3S"):
        t[f"{opening} 3NT"] = (Rule("pass 3NT", always, always, Call(35), "partner chose 3NT knowing of the long suit: to play"),)
    return t


def _feature(ctx: Ctx, trump: int) -> Call | None:
    """A maximum's answer to the 2NT ask: a side suit's ace or king (queen-jack is no feature); else 3NT with a
    solid suit, or the suit again."""
    for s in (C, D, H, S):
        if s != trump and ctx.hand.controls[s] >= 1 and ctx.L[s] >= 2:
            return bid(3, s)
    return B("3NT") if ctx.hand.suit_hcp[trump] >= 9 else bid(3, trump)  # 3NT: a solid suit, A K Q


def _quiet(ctx: Ctx) -> bool:
    """No opponent has bid since our side's first call, and that call was a natural no trump
    (an opening, or a 1NT overcall; not the unusual 2NT): the no-trump conventions hold."""
    quiet = ctx.memo.get("quiet")
    if quiet is None:
        quiet = ctx.memo["quiet"] = _no_trump_undisturbed(ctx)
    return quiet  # type: ignore[return-value]


def _no_trump_undisturbed(ctx: Ctx) -> bool:
    n, start = len(ctx.calls), max(ctx.first_ours, 0)
    if not ctx.opened_by_us and ctx.seq and ctx.seq[0] != B("1NT"):
        return False
    return not any((n - i) % 2 == 1 and ctx.calls[i] < 35 for i in range(start, n))


def _uncontested(table: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """The table's rules, each also asking that the opponents have kept out."""
    def when(rule: Rule) -> Pred:
        return lambda c: _quiet(c) and rule.when(c)
    return tuple(Rule(r.name, when(r), r.hand, r.call, r.meaning) for r in table)


def _fit_over_their_bid(major: int) -> Rule:
    """They bid over partner's transfer: opener shows the true fit, three cards or more, at the
    cheapest level up to three; with two, pass."""
    def call(ctx: Ctx) -> Call | None:
        low = cheapest(major, ctx.last)
        return low if low is not None and low.level <= 3 else None
    return Rule("show the fit", lambda c: not _quiet(c), length(major, 3), call,
                "three cards in partner's major, over their bid (with two, pass)")


def _their_suit_held(ctx: Ctx) -> bool:
    """Four or more of the suit they bid over partner's convention, with three of its top five honours and 5+ HCP
    in it (KQ109, AJ10x): trumps that defeat them."""
    last = ctx.last
    s = last % 5 if last is not None and last < 35 else NT
    return s != NT and ctx.L[s] >= 4 and ctx.hand.top[s] >= 3 and ctx.hand.suit_hcp[s] >= 5


def _over_their_bid_rules() -> tuple[Rule, Rule]:
    """They bid over partner's Stayman or transfer: opener's penalty double with their suit held, first; and the
    pass, last, when no rule of the table shows a fit or a major (partner, who knows the hand, speaks again)."""
    double = Rule("penalty double", lambda c: _bid_over_our_stayman(c) and c.can_x, _their_suit_held, _X,
                  "their bid over partner's convention: four or more of their suit with three of the top five "
                  "honours and 5+ HCP in it (mainstream; the booklet is silent)")
    pass_ = Rule("pass over their bid", _bid_over_our_stayman, always, _PASS,
                 "their bid over partner's convention: no fit, no major to show and not their suit: partner speaks again")
    return double, pass_


def _bid_over_our_stayman(ctx: Ctx) -> bool:
    """Our no-trump opening, partner's Stayman, and RHO's bid straight over it."""
    return bool(ctx.opened_by_us) and ctx.rho is not None and ctx.rho < 35 and not _quiet(ctx)


def _major_over_their_bid() -> Rule:
    """They bid or doubled over partner's Stayman: opener still shows a four-card major they have not bid, at the
    cheapest level up to three (hearts first), up to four, game, over partner's Stayman of 2NT (opened, or
    rebid after 2C 2D), which has game values; without one, pass."""
    def call(ctx: Ctx) -> Call | None:
        top = 4 if ctx.seq[-2] == B("2NT") else 3  # Stayman of 2NT, opened or after 2C 2D: game values
        for major in (H, S):
            if ctx.L[major] >= 4 and major not in ctx.their_suits:
                low = cheapest(major, ctx.last)
                return low if low is not None and low.level <= top else None
        return None
    return Rule("a four-card major over their bid", _bid_over_our_stayman, always, call,
                "Stayman answered over their bid: a four-card major they have not bid (hearts first); without one, pass")


def _with_long_minor(rule: Rule) -> Rule:
    """``rule`` for a hand with a six-card minor and no four-card major only."""
    def hand(c: Ctx) -> bool:
        return max(c.L[C], c.L[D]) >= 6 and _no_major4(c) and rule.hand(c)
    return Rule(rule.name, rule.when, hand, rule.call, rule.meaning)


# In every sequence the points and fit for a slam are looked at first, but for the first answer to a
# strong 2C or a no-trump opening, which describes the hand (a waiting 2D or a positive; Stayman, a
# transfer, the quantitative 4NT, Gerber) before any slam is bid. A long minor has no such way to
# describe itself over no trump: with one, slam comes first there too.
_SLAM_WITH_LONG_MINOR: Final = tuple(_with_long_minor(r) for r in SLAM_FIRST)
# Over a positive answer the opener describes first (a suit, a raise, no trump): nothing is agreed yet.
_POSITIVE_ANSWERED: Final = ("2C 2H", "2C 2S", "2C 3C", "2C 3D", "2C 2NT")
# Over the 2C opener's suit the waiting responder raises first (three of a major, four of a minor, with values):
# the strong hand, which knows the most, takes charge of the slam.
_RAISED_FIRST: Final = ("2C 2D 2H", "2C 2D 2S", "2C 2D 3C", "2C 2D 3D", *(key for key, _ in _positive_and_opener_suit()))


def _no_trump_system(tables: Tables, describing_first: dict[str, int]) -> Tables:
    """The tables as they are bid: after our no trump and a response, an opponent's bid turns the conventions
    off (over a transfer, the no-trump bidder then shows a true fit); slam first, but in the first answers
    (``describing_first``: the sequence and the least HCP of its no trump), where a self-sufficient suit with
    slam values asks for aces with Gerber (the slam is then placed in the suit); once Gerber has asked, its own
    answers and asks run the auction to the slam."""
    tables = {**tables, **{k: _uncontested(v) for k, v in tables.items() if k.split()[0] in ("1NT", "2NT") and len(k.split()) >= 2}}
    double, pass_ = _over_their_bid_rules()
    tables.update({key: (double, *tables[key], _fit_over_their_bid(major), pass_)
                   for key, major in (("1NT 2D", H), ("1NT 2H", S))})
    tables.update({key: (double, *tables[key], _major_over_their_bid(), pass_) for key in ("1NT 2C", "2NT 3C", "2C 2D 2NT 3C") if key in tables})
    gerber = {key: Rule("Gerber with a long suit", always, _gerber_with_long_suit(base), B("4C"),
                        "Gerber: a self-sufficient suit (seven cards, or six with four top honours) or a six-card "
                        "minor, and slam values, 31+ points (32+ in a minor) and 29+ HCP together: how many aces?")
              for key, base in describing_first.items()}
    return {key: ((gerber[key],) + _SLAM_WITH_LONG_MINOR if key in gerber
                  else () if key == "2C" or key in _RAISED_FIRST or key in _POSITIVE_ANSWERED or key in _TRANSFER_GAMES
                  or " 4C " in f" {key} " else SLAM_FIRST) + rules
            for key, rules in tables.items()}


NOTRUMP_TABLES: Tables = _no_trump_system({
    **_nt_tables("1NT", 15, 2), **_nt_tables("2NT", 20, 3), **_minor_sign_off(15), **_two_clubs(), **_weak_responses(),
    "2C 2NT": _opener_after_positive_no_trump(),
    **{f"2C 2NT {s}": _after_opener_suit_over_positive_no_trump(Call.parse(s) % 5) for s in ("3C", "3D", "3H", "3S")},
    **{f"2C 2D 2{s} 2NT": _opener_after_waiting_no_trump(Call.parse(f"2{s}") % 5) for s in ("H", "S")},
    **_waiting_hand_after_suit_again(), **_waiting_hand_after_second_suit(),
    # 2C then 2NT (22–24) is answered as a 2NT opening with two HCP fewer needed.
    **{f"2C 2D {k}": v for k, v in _nt_tables("2NT", 22, 3).items()},
    **_gerber_over_3nt("3NT"), **_gerber_over_3nt("2C 2D 3NT"), **_transfers_over_3nt("3NT"), **_transfers_over_3nt("2C 2D 3NT"),
}, {"1NT": 15, "2NT": 20, "2C 2D 2NT": 22})

# Partner's 1NT in the pass-out seat over their bid shows 11–14: systems on, as over the opening, with the
# ranges counted from 12 (game 13+, the invitation 11–12; the balancer's top 13–14).
BALANCING_NT_TABLES: Tables = _no_trump_system({**_nt_tables("1NT", 12, 2), **_minor_sign_off(12)}, {"1NT": 12})
