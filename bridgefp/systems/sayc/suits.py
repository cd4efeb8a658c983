"""One of a suit: responses (raises, new suits, no trump, jump shifts, Jacoby 2NT) and
opener's rebids, uncontested. Keys are our side's calls: ``"1H"``, ``"1D 1S"``."""

from __future__ import annotations

from typing import Final

from ...calls import Call
from .context import NT, B, C, D, H, S, CallFn, Ctx, Pred, Rule, always, bid, cheapest
from .later import GAME, SLAM_FIRST, team_hcp

__all__ = ["SUIT_TABLES", "OPENER_AFTER_2NT_OVER_DOUBLE", "helps_game_try"]

Tables = dict[str, tuple[Rule, ...]]
_NAMES: Final = "CDHS"
_1NT: Final = B("1NT")
_3NT: Final = B("3NT")
_PASS: Final = Call(35)
_DOUBLE: Final = Call(36)
_REDOUBLE: Final = Call(37)


def _not_passed(ctx: Ctx) -> bool:
    return not ctx.passed_hand


def _short(ctx: Ctx) -> bool:
    return min(ctx.L) <= 1


def _jump_shift(ctx: Ctx) -> Call | None:
    """A jump in the longest suit other than partner's."""
    opened = ctx.seq[0] % 5
    own = ctx.longest(tuple(s for s in (C, D, H, S) if s != opened))
    low = cheapest(own, ctx.last)
    return None if low is None or ctx.L[own] < 5 else bid(low.level + 1, own)


def _one_level_major(ctx: Ctx) -> Call | None:
    """The major to show at the one level: the longer; four-four hearts; five-five spades."""
    opened = ctx.seq[0] % 5
    majors = [m for m in (H, S) if m > opened and ctx.L[m] >= 4]
    if not majors:
        return None
    if len(majors) == 2 and ctx.L[H] != ctx.L[S]:
        return bid(1, H if ctx.L[H] > ctx.L[S] else S)
    return bid(1, S if len(majors) == 2 and ctx.L[S] >= 5 else majors[0])


def _two_over_one(ctx: Ctx) -> Call | None:
    """A new suit at the two level below opener's: the longest (hearts over spades needs five)."""
    opened = ctx.seq[0] % 5
    options = [s for s in (C, D, H) if s < opened and ctx.L[s] >= (5 if s == H else 4)]
    if not options:
        return bid(2, C) if opened != C and ctx.pts >= 13 and ctx.L[C] >= 3 else None
    return bid(2, ctx.longest(tuple(options)))


def _values_to_answer(ctx: Ctx) -> bool:
    """6+ points for an answer at the one level, five of them high cards: the length of a suit does not make
    a four-count worth keeping the auction open."""
    return ctx.pts >= 6 and ctx.hcp >= 5


# The answer's last rule: a hand without the values for any answer passes partner's opening, and says so.
_TOO_WEAK_TO_ANSWER: Final = Rule("too weak to answer", always, lambda c: not _values_to_answer(c), Call(35),
                           "fewer than 6 points, or fewer than 5 of them high cards: pass")


JACOBY_HCP: Final = 10  # the fewest HCP for Jacoby 2NT: shortness alone does not make a game force (a limit raise instead)
TWO_OVER_ONE_HCP: Final = 10  # the fewest HCP for a new suit at two: the length of a suit does not make a weak hand one
GAME_VALUES: Final = 13  # the HCP with which responder shows a longer minor before a four-card major


def _longer_minor_and_game_values(ctx: Ctx) -> bool:
    """A five-card or longer minor, longer than either major, and game values: with them responder bids the
    longer suit first and can show the major later (a weaker hand shows the major at once)."""
    minor = max(ctx.L[C], ctx.L[D]) if ctx.seq[0] % 5 != D else ctx.L[C]
    return minor >= 5 and minor > max(ctx.L[H], ctx.L[S]) and ctx.hcp >= GAME_VALUES


def _raise_points(ctx: Ctx, trump: int) -> int:
    """Support points with a singleton king, queen or jack counted once: as shortness, not also as high cards."""
    return ctx.support_points(trump) - sum(
        ctx.hand.suit_hcp[s] for s in (C, D, H, S) if s != trump and ctx.L[s] == 1 and ctx.hand.suit_hcp[s] < 4)


def _support(suit: int, n: int) -> Pred:
    return lambda c: c.L[suit] >= n


# A passed hand cannot force: with 11–12 balanced it invites with 2NT (not Jacoby, not 13–15).
_PASSED_HAND_2NT: Final = Rule("passed hand 2NT", lambda c: c.passed_hand, lambda c: 11 <= c.hcp <= 12 and c.bal, B("2NT"),
                        "a passed hand: 11–12 HCP, balanced, invites 3NT")


def _partner_passed(ctx: Ctx) -> bool:
    """Partner passed before I opened: a 2NT answer is the passed hand's invitation."""
    return ctx.first_ours >= 2


def _six_card_major(ctx: Ctx) -> bool:
    return ctx.seq[0] % 5 in (H, S) and ctx.L[ctx.seq[0] % 5] >= 6


_ANSWER_PASSED_HAND_2NT: Final = (
    Rule("game in the major", _partner_passed, lambda c: _six_card_major(c) and c.hcp >= 14,
         lambda c: bid(4, c.seq[0] % 5), "six cards in the major and 14+ HCP: game"),
    Rule("three of the major", _partner_passed, _six_card_major, lambda c: bid(3, c.seq[0] % 5),
         "six cards in the major, a minimum: to play"),
    Rule("accept the passed hand's 2NT", _partner_passed, lambda c: c.hcp >= 14, B("3NT"), "accepts: 14+ HCP"),
    Rule("decline the passed hand's 2NT", _partner_passed, always, Call(35), "a minimum: to play"),
)


def _major_responses(m: int) -> tuple[Rule, ...]:
    sup3 = _support(m, 3)
    name = _NAMES[m]
    return (
        Rule("preemptive game raise", always, lambda c: c.L[m] >= 5 and c.hcp < 10 and _short(c), bid(4, m),
             "five trumps, a singleton or void, under 10 HCP (before Jacoby 2NT: the shape makes its points)"),
        Rule("Jacoby 2NT", _not_passed, lambda c: c.L[m] >= 4 and _raise_points(c, m) >= 13 and c.hcp >= JACOBY_HCP, B("2NT"),
             "Jacoby 2NT: four-card support, 13+ points (a singleton honour counted once), forcing to game"),
        Rule("jump shift", _not_passed, lambda c: c.pts >= 19, _jump_shift, "strong jump shift: 19+ points, forcing to game"),
        Rule("limit raise", always, lambda c: sup3(c) and 10 <= c.support_points(m) and (_raise_points(c, m) <= 12 or c.passed_hand or c.hcp < JACOBY_HCP),
             bid(3, m), "limit raise: three-card support, 10–12 points (a passed hand's strongest raise: shortness cannot make it more)"),
        Rule("single raise", always, lambda c: sup3(c) and 6 <= _raise_points(c, m) and c.support_points(m) <= 9 and c.hcp >= 5, bid(2, m),
             "three-card support, 6–9 points, five of them high cards"),
        Rule("longer minor first", lambda c: m == H, lambda c: c.L[S] >= 4 and _longer_minor_and_game_values(c), _two_over_one,
             "a minor longer than my four spades and game values (13+ HCP): the longer suit first, the spades later"),
        Rule("one spade", lambda c: m == H, lambda c: c.L[S] >= 4 and _values_to_answer(c), B("1S"), "four or more spades, 6+ points"),
        Rule("3NT", _not_passed, lambda c: 15 <= c.hcp <= 17 and c.bal and c.L[m] == 2 and c.L[H + S - m] < 5, B("3NT"),
             "15–17 HCP, balanced, no five cards in the other major (they are shown first: a new suit is forcing)"),
        _PASSED_HAND_2NT,
        Rule("two over one", _not_passed, lambda c: c.pts >= 11 and c.hcp >= TWO_OVER_ONE_HCP, _two_over_one,
             "a new suit: 11+ points with 10+ HCP (a nine-count with a long suit answers 1NT first), forcing"),
        Rule("passed hand two over one", lambda c: c.passed_hand, _passed_hand_long_suit, _passed_hand_two_level,
             "a passed hand: a six-card suit and 10–11 HCP, not forcing"),
        Rule("1NT", always, _values_to_answer, B("1NT"), f"6–10 points, no fit for {name}"),
        _TOO_WEAK_TO_ANSWER,
    )


def _passed_hand_long_suit(ctx: Ctx) -> bool:
    """A passed hand with 10–11 HCP and a six-card suit below opener's major shows it at the two level."""
    return 10 <= ctx.hcp <= 11 and ctx.L[ctx.seq[0] % 5] <= 2


def _passed_hand_two_level(ctx: Ctx) -> Call | None:
    opened = ctx.seq[0] % 5
    sixes = [s for s in (C, D, H) if s < opened and ctx.L[s] >= 6]
    return bid(2, ctx.longest(tuple(sixes))) if sixes else None


def _diamonds_before_a_major(ctx: Ctx) -> bool:
    """Over 1C the one level goes up the line: diamonds before a major as long (four-four) or shorter; a longer
    major, or five-five, shows the major first. Opener shows a four-card major over 1D, so no fit is lost."""
    major = max(ctx.L[H], ctx.L[S])
    return ctx.L[D] >= 4 and (ctx.L[D] > major or ctx.L[D] == major == 4)


def _invitational_balanced(ctx: Ctx) -> bool:
    """11–12 HCP, balanced, three or more diamonds: too strong for 1NT (6–10), too weak for 2NT (13–15)."""
    return 11 <= ctx.hcp <= 12 and ctx.bal and ctx.L[D] >= 3


def _limit_raise_values(ctx: Ctx) -> bool:
    """The minor's jump raise invites game: 10–12 HCP, or a nine-count whose sixth trump makes it 11 points. One
    length point does not lift a nine-count with five trumps above the single raise (6–10)."""
    return ctx.hcp <= 12 and (ctx.hcp >= 10 or ctx.hcp == 9 and ctx.pts >= 11)


def _minor_raise_length(m: int) -> int:
    return 5 if m == C else 4


def _minor_responses(m: int) -> tuple[Rule, ...]:
    need = _minor_raise_length(m)

    def no_major(c: Ctx) -> bool:
        return c.L[H] < 4 and c.L[S] < 4

    return (
        Rule("jump shift", _not_passed, lambda c: c.pts >= 19, _jump_shift, "strong jump shift: 19+ points, forcing to game"),
        Rule("diamonds up the line", lambda c: m == C, lambda c: _diamonds_before_a_major(c) and _values_to_answer(c),
             B("1D"), "four or more diamonds, 6+ points (up the line: a four-card major can follow at the one level)"),
        Rule("longer clubs first", lambda c: m == D, lambda c: max(c.L[H], c.L[S]) >= 4 and _longer_minor_and_game_values(c), B("2C"),
             "five or more clubs, longer than any major, and game values (13+ HCP): the longer suit first, a major later"),
        Rule("a major at the one level", always, _values_to_answer, _one_level_major, "four or more cards, 6+ points"),
        Rule("1D", lambda c: m == C, lambda c: c.L[D] >= 4 and _values_to_answer(c),
             B("1D"), "four or more diamonds, 6+ points"),
        Rule("2NT", _not_passed, lambda c: 13 <= c.hcp <= 15 and c.bal and no_major(c), B("2NT"), "13–15 HCP, balanced, forcing"),
        _PASSED_HAND_2NT,
        Rule("3NT", _not_passed, lambda c: 16 <= c.hcp <= 17 and c.bal and no_major(c), B("3NT"), "16–17 HCP, balanced"),
        Rule("limit raise", always, lambda c: c.L[m] >= need and _limit_raise_values(c) and no_major(c), bid(3, m),
             f"limit raise: {need}+ cards, 10–12 points (10+ HCP, or a nine-count with a sixth trump; at most 12 HCP)"),
        Rule("single raise", always, lambda c: c.L[m] >= need and 6 <= c.pts and (c.pts <= 10 or c.hcp <= 8) and no_major(c),
             bid(2, m), f"{need}+ cards, 6–10 points (or 8 HCP or fewer, however long the trumps)"),
        Rule("2C", lambda c: m == D, lambda c: c.L[C] >= 4 and c.pts >= 11 and c.hcp >= TWO_OVER_ONE_HCP, B("2C"),
             "four or more clubs, 11+ points (10+ HCP), forcing"),
        Rule("one diamond to invite", lambda c: m == C and not c.passed_hand, lambda c: _invitational_balanced(c) and no_major(c),
             B("1D"), "11–12 HCP, balanced, three or more diamonds, no four-card major: a new suit first (1NT is 6–10, 2NT "
             "13–15), 2NT next"),
        Rule("1NT", always, lambda c: _values_to_answer(c) and c.pts <= 12, B("1NT"), "6–10 points, no four-card major"),
        Rule("strong raise", always, lambda c: c.L[m] >= need and c.hcp >= 13, B("1D") if m == C else B("2C"),
             f"{need}+ cards and forcing values: a new suit first, forcing (the jump raise would be limited), support later"),
        _TOO_WEAK_TO_ANSWER,
    )


# Opener's rebids ------------------------------------------------------------------------


def _raise_partner(ctx: Ctx) -> Call | None:
    theirs = ctx.seq[-1] % 5
    sp = ctx.support_points(theirs)
    level = 2 if sp <= 16 else 3 if sp <= 18 else 4
    low = cheapest(theirs, ctx.last)
    if low is None:
        return None
    top = 4 if theirs in (H, S) else 3  # game in a major; a minor raise stays below 3NT
    target = min(low.level + level - 2, top)
    return bid(target, theirs) if target >= low.level else None


def _new_suit_one(ctx: Ctx) -> Call | None:
    """A four-card major shown at the one level (not one their overcall has taken: over 1S, hearts would reverse)."""
    for s in (H, S):
        call = bid(1, s)
        if (call is not None and s > ctx.seq[-1] % 5 and ctx.L[s] >= 4 and s != ctx.seq[0] % 5 and ctx.seq[-1].level == 1
                and (ctx.last is None or call > ctx.last) and s not in ctx.their_suits):
            return call
    return None


def _second_suit(reverse: bool) -> CallFn:
    """Opener's second suit (four+ cards) at the cheapest level: a reverse if it outranks the first."""
    def call(ctx: Ctx) -> Call | None:
        first = ctx.seq[0] % 5
        partner = ctx.seq[-1] % 5
        options = [s for s in (C, D, H, S) if s not in (first, partner) and s not in ctx.their_suits and ctx.L[s] >= 4
                   and (s > first) == reverse]  # never their suit: that would be a cue bid
        if not options:
            return None
        s = ctx.longest(tuple(options))
        low = cheapest(s, ctx.last)
        return low if low is not None and low.level <= 2 else None
    return call


def _rebid_own(jump: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        first = ctx.seq[0] % 5
        low = cheapest(first, ctx.last)
        if low is None or (low.level + jump >= 3 and ctx.L[first] < 6):
            return None  # five cards are rebid only at the two level
        if first in (C, D) and low.level >= 3:
            return low  # over their overcall three of the minor shows the values: a jump to four would pass 3NT
        return bid(low.level + jump, first)
    return call


def _jump_in_second_suit(ctx: Ctx) -> Call | None:
    """A jump in a second suit of four or more cards (never a suit they bid: that would be a cue bid); over their bid
    the new suit at three, not a jump to four (1H P 1S (2D) 3C)."""
    first, partner = ctx.seq[0] % 5, ctx.seq[-1] % 5
    options = [s for s in (C, D, H, S) if s not in (first, partner) and s not in ctx.their_suits and ctx.L[s] >= 4]
    if not options:
        return None
    s = ctx.longest(tuple(options))
    low = cheapest(s, ctx.last)
    if low is not None and low.level == 3 and ctx.last != ctx.seq[-1]:
        return low  # their bid pushed the new suit to three: strong already, and the jump would pass 3NT by
    return None if low is None else bid(low.level + 1, s)


REVERSE_UP_TO_HCP: Final = 17  # HCP with which a hand that can reverse does so rather than jump shift on length points


def _short_in_partners_suit(ctx: Ctx) -> bool:
    """Partner's last bid names a suit, and I hold a singleton or void in it."""
    answer = ctx.seq[-1]
    return answer < 35 and answer % 5 != NT and ctx.L[answer % 5] <= 1


def _reverse_will_do(ctx: Ctx) -> bool:
    """The second suit ranks above my first and its cheapest bid is at two, a reverse (17+, forcing): with
    no more than 17 HCP that describes the hand, and the game-forcing jump shift (19+ points) would stretch on
    length points alone (mainstream); with 18 HCP too when I hold a singleton or void in partner's suit, which
    is no asset opposite it."""
    if ctx.hcp > REVERSE_UP_TO_HCP + _short_in_partners_suit(ctx) or ctx.last != ctx.seq[-1]:
        return False
    jump = _jump_in_second_suit(ctx)
    return jump is not None and jump.level == 3 and jump % 5 > ctx.seq[0] % 5


def _game_in_major_or_jump(ctx: Ctx) -> Call | None:
    """Six cards and 19+ points: game in a major (20+ points: the jump rebid's 16–19 took 19; mainstream: partner's
    response brings the values), else the jump rebid, the strongest natural rebid short of game."""
    first, partner = ctx.seq[0] % 5, ctx.seq[-1] % 5
    game = bid(4, first)
    if first in (H, S) and game is not None and (ctx.last is None or ctx.last < game):
        return game
    if first in (C, D) and ctx.hcp >= 18 and all(ctx.stop[s] for s in (C, D, H, S) if s not in (first, partner)):
        return _3NT  # 18+ HCP: a minor's jump rebid (16–18 points) would undersell them; 3NT with the unbid suits stopped
    return _rebid_own(1)(ctx)


# A long suit too strong for a minimum rebid and with no second suit to jump shift in.
_STRONG_JUMP_REBID: Final = Rule(
    "strong jump rebid", always, lambda c: c.L[c.seq[0] % 5] >= 6 and 19 <= c.pts, _game_in_major_or_jump,
    "six cards, no second suit: game in a major with 20+ points, in a minor with 19+ points 3NT with 18+ HCP and the "
    "unbid suits stopped, else the jump rebid")


MAJOR_JUMP_REBID_TOP: Final = 19  # the most opener's jump rebid in a major shows; more bids game


def _jump_rebid_values(ctx: Ctx) -> bool:
    """Six cards and 16–18 points for the jump rebid (in a major 16–19: 17 HCP and six cards is an invitation, six
    losers; game takes 20), and no second five-card suit (six-five shows the second suit first); with 14 HCP the
    length must be a good suit (two of the top three honours, or three of the top five), below that the length
    alone is no jump: KT8654 and 14 HCP rebid it at the cheapest level."""
    first = ctx.seq[0] % 5
    top = MAJOR_JUMP_REBID_TOP if first in (H, S) else 18
    return (ctx.L[first] >= 6 and 16 <= ctx.pts <= top and sorted(ctx.L)[2] <= 4
            and (ctx.hcp >= 15 or ctx.hcp == 14 and ctx.hand.good[first]))


def _cheapest_raise(partner: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        return cheapest(partner, ctx.last)
    return call


def _three_card_raise_with_extras(partner: int) -> CallFn:
    """The raise of partner's major with three trumps and 16+ points: game with 19+ (partner's free bid shows 6+),
    else the cheapest raise (a jump raise promises four trumps)."""
    def call(ctx: Ctx) -> Call | None:
        return bid(4, partner) if ctx.pts >= 19 else cheapest(partner, ctx.last)
    return call


def _three_in_competition(ctx: Ctx, partner: int) -> bool:
    """After an overcall, three cards are enough to raise partner's major."""
    return bool(ctx.theirs) and partner in (H, S) and ctx.L[partner] >= 3


def _balanced_strong_unstopped(ctx: Ctx, partner: int) -> bool:
    """18+ HCP balanced after their overcall, a suit of theirs unstopped, and no three cards in partner's major."""
    return (bool(ctx.their_suits) and ctx.bal and ctx.hcp >= 18 and not _their_suits_stopped(ctx)
            and not (partner in (H, S) and ctx.L[partner] >= 3))


def _cue_their_suit(ctx: Ctx) -> Call | None:
    """Their last suit at the cheapest level, below 3NT."""
    call = cheapest(ctx.their_suits[-1], ctx.last)
    return call if call is not None and call < _3NT else None


def _opener_after_new_suit(partner: int) -> tuple[Rule, ...]:
    fit = 4 if partner in (H, S) or partner == D else 5
    return (
        Rule("raise partner", always, lambda c: c.L[partner] >= fit and (partner in (H, S) or _new_suit_one(c) is None),
             _raise_partner, "support (four cards; three after their overcall), counting dummy points: 2 with 12–16, 3 with 17–18, game with 19+"),
        Rule("three-card raise in competition", always,
             lambda c: c.L[partner] < fit and _three_in_competition(c, partner) and c.pts <= 15, _cheapest_raise(partner),
             "three-card support after their overcall, 12–15 points: the raise (a jump raise promises four trumps)"),
        Rule("jump to 2NT", always, lambda c: c.bal and 18 <= c.hcp <= 19 and _their_suits_stopped(c), B("2NT"),
             "18–19 HCP, balanced"),
        Rule("jump shift", always, lambda c: c.pts >= 19 and not c.bal and not _reverse_will_do(c), _jump_in_second_suit,
             "19+ points, forcing to game (over their bid the new suit at three, as strong)"),
        Rule("a major at the one level", always, always, _new_suit_one, "four cards, 12–18 points"),
        Rule("1NT", always, lambda c: c.bal and c.hcp <= 14 and _their_suits_stopped(c), B("1NT"),
             "12–14 HCP, balanced"),
        Rule("jump rebid", always, _jump_rebid_values, _rebid_own(1),
             "six cards, 16–18 points (16–19 in a major): 15+ HCP, or 14 and a good suit; no second five-card suit"),
        Rule("reverse", always, lambda c: c.pts >= 17, _second_suit(True), "a reverse: 17+ points, forcing"),
        Rule("cue bid for a stopper", always, lambda c: _balanced_strong_unstopped(c, partner), _cue_their_suit,
             "18+ HCP, balanced, their suit unstopped and no fit to raise: their suit, forcing to game, asks for a "
             "stopper (mainstream: 2NT would promise one, and a pass could miss game)"),
        _STRONG_JUMP_REBID,
        Rule("3NT over their suit", always, lambda c: bool(c.their_suits) and c.hcp >= 19 and _their_suits_stopped(c), _3NT,
             "19+ HCP and their suit stopped, no fit and no jump shift (a jump in their suit would be a cue bid): game "
             "in no trump, not a minimum rebid"),
        Rule("second suit", always, lambda c: c.L[c.seq[0] % 5] <= 5 or sorted(c.L)[2] >= 5, _second_suit(False),
             "a second suit, four or more cards (with six-four a minimum rebids the six-card suit, as over 1NT)"),
        Rule("three-card raise, extras", always, lambda c: _three_in_competition(c, partner) and c.L[partner] < 4,
             _three_card_raise_with_extras(partner), "three-card support after their overcall, 16+ points and no other "
             "bid: the raise, game with 19+ (a jump raise promises four trumps)"),
        Rule("three-card raise", _uncontested, lambda c: _three_card_raise(c, partner), bid(2, partner),
             "three-card support and a singleton or void, a minimum with no second suit to show without reversing: "
             "the raise (mainstream), better than rebidding a five-card suit"),
        Rule("rebid the suit", always, _rebid_values, _rebid_own(0), "minimum, a long suit (over their bid: six cards, "
             "or five with a singleton or void, or five and 15+ HCP; a flat minimum with five passes)"),
        Rule("second five-card suit at three", always, lambda c: c.hcp >= 12, _second_five_card_suit_at_three,
             "five-five, their bid over partner's answer leaves no room at two: the lower second suit at three, not a "
             "pass that could lose a fit (mainstream)"),
        Rule("compete at three with extras", lambda c: bool(c.theirs), _extras_to_compete, _compete_at_three,
             "their bid took the two level away: with 15+ HCP a second four-card suit at three, else my five-card "
             "suit at three (extras, not forcing; mainstream)"),
    )


_FREE_REBID_HCP: Final = 15  # above the 12–14 of a minimum: a flat hand with five cards rebids them freely


def _rebid_values(ctx: Ctx) -> bool:
    """The minimum rebid of my suit: any length when it is the only call (the opponents silent), five cards over
    their double, their 1NT or an earlier bid; over my right-hand opponent's suit, which frees me, six cards, or five
    with a singleton or void or with extras (mainstream: the five cards were already shown, a flat minimum passes)."""
    length, rho = ctx.L[ctx.seq[0] % 5], ctx.rho
    if rho is not None and rho < 35 and rho % 5 != NT:
        return length >= 6 or length == 5 and (min(ctx.L) <= 1 or ctx.hcp >= _FREE_REBID_HCP)
    return not ctx.theirs or length >= 5


def _second_five_card_suit_at_three(ctx: Ctx) -> Call | None:
    """Five cards in my first suit and five in a lower one neither partner nor they bid: that suit, not a jump."""
    first, partner = ctx.seq[0] % 5, ctx.seq[-1] % 5
    if ctx.L[first] < 5:
        return None
    for s in (D, C):
        if s < first and s != partner and s not in ctx.their_suits and ctx.L[s] >= 5:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level == 3 else None
    return None


def _extras_to_compete(ctx: Ctx) -> bool:
    """15+ HCP (a minimum's length points do not make extras) and at most three cards in their suit (with four a
    penalty double may suit better)."""
    last = ctx.last
    return ctx.hcp >= 15 and (last is None or last % 5 == NT or ctx.L[last % 5] <= 3)


def _compete_at_three(ctx: Ctx) -> Call | None:
    """My longest other four-card suit (not partner's, not theirs) at the three level below 3NT, else my opening
    suit of five there."""
    first, partner = ctx.seq[0] % 5, ctx.seq[-1] % 5
    options = [s for s in (S, H, D, C) if s not in (first, partner) and s not in ctx.their_suits and ctx.L[s] >= 4]
    for s in sorted(options, key=lambda x: -ctx.L[x]) + ([first] if ctx.L[first] >= 5 else []):
        low = cheapest(s, ctx.last)
        if low is not None and low.level == 3 and low < _3NT:
            return low
    return None


def _three_card_raise(ctx: Ctx, partner: int) -> bool:
    """Three of responder's major, a singleton or void, five cards at most in my suit, a minimum."""
    return partner in (H, S) and ctx.L[partner] == 3 and min(ctx.L) <= 1 and ctx.L[ctx.seq[0] % 5] <= 5 and ctx.hcp <= 15


def _their_suits_stopped(ctx: Ctx) -> bool:
    """No trump after their overcall promises a stopper in each suit they bid."""
    return all(ctx.stop[s] for s in set(ctx.their_suits))


def _opener_after_1nt() -> tuple[Rule, ...]:
    return (
        Rule("game in the major", always, lambda c: c.seq[0] % 5 in (H, S) and c.L[c.seq[0] % 5] >= 6
             and c.pts > MAJOR_JUMP_REBID_TOP,
             lambda c: bid(4, c.seq[0] % 5), "to play"),
        Rule("pass balanced", always, lambda c: c.bal and c.hcp <= 17, Call(35), "minimum, balanced"),
        Rule("jump rebid", always, _jump_rebid_values, _rebid_own(1), "six cards, 16–18 points (16–19 in a major): 15+ HCP, or 14 and a good suit; no second five-card suit"),
        Rule("3NT", lambda c: not c.theirs, lambda c: c.bal and c.hcp >= 19, _3NT,
             "19 HCP, balanced: game opposite even the 6 HCP of the uncontested 1NT answer"),
        Rule("2NT", always, lambda c: c.bal and c.hcp >= 18, B("2NT"), "18 HCP, balanced: invites 3NT (19 bids it)"),
        Rule("jump shift", always, lambda c: c.pts >= 19, _jump_in_second_suit,
             "19+ points, forcing to game (over their bid the new suit at three, as strong)"),
        _STRONG_JUMP_REBID,
        Rule("six-five", always, lambda c: c.L[c.seq[0] % 5] >= 6 and sorted(c.L)[2] >= 5, _second_suit(False),
             "six-five, a minimum: the lower five-card suit at two, then the six-card suit"),
        Rule("rebid the suit", always, lambda c: c.L[c.seq[0] % 5] >= 6, _rebid_own(0), "six cards, minimum"),
        Rule("reverse", always, lambda c: c.pts >= 17, _second_suit(True), "a reverse: 17+ points"),
        Rule("second suit", always, always, _second_suit(False), "a second suit, four or more cards"),
        Rule("diamonds", lambda c: c.seq[0] == B("1C"), lambda c: not c.bal and c.L[D] >= 4, B("2D"),
             "four or more diamonds, unbalanced: natural and not forcing (the 1NT answer denied a major and is limited)"),
        Rule("three-card minor", always, lambda c: not c.bal, _three_card_minor,
             "a three-card minor: too shapely to pass 1NT, no other rebid"),
        Rule("second five-card suit at three", always, lambda c: c.hcp >= 12, _second_five_card_suit_at_three,
             "five-five, their bid over partner's 1NT leaves no room at two: the lower second suit at three, not a pass "
             "that could lose a fit (mainstream)"),
    )


def _three_card_minor(ctx: Ctx) -> Call | None:
    """After 1M–1NT with a minimum that has no second suit to show: the longer minor (three cards) at two."""
    if ctx.seq[0] % 5 not in (H, S):
        return None
    minor = D if ctx.L[D] > ctx.L[C] else C
    return bid(2, minor) if ctx.L[minor] >= 3 else None


RAISE_INVITATION: Final = 17  # opener's points with length and shortness (singleton 2) that invite game over the single raise


def _short_honours(ctx: Ctx) -> int:
    """Honours that shortness devalues: a singleton king, queen or jack, a doubleton queen or jack without the
    ace or king (Qx, Jx, QJ). Each costs the point its shortness would add: it is counted as high cards."""
    return sum(1 for n, h, ctl in zip(ctx.L, ctx.hand.suit_hcp, ctx.hand.controls)
               if n == 1 and 1 <= h <= 3 or n == 2 and ctl == 0 and h > 0)


def _raised_opener_points(ctx: Ctx) -> int:
    """Opener's points over the single raise: HCP and length, shortness less its short honours."""
    return ctx.pts + ctx.hand.shortness - _short_honours(ctx)


def _opener_after_raise(m: int) -> tuple[Rule, ...]:
    major = m in (H, S)
    return (
        Rule("game", lambda c: major, lambda c: c.pts + (0 if c.bal else c.hand.shortness) >= 19, bid(4, m),
             "to play: 19+ points counting length, and shortness unless balanced (a 5-3-3-2 17 invites)"),
        Rule("3NT", lambda c: not major, lambda c: c.hcp >= 18 and (c.bal or sum(c.stop) >= 4), B("3NT"),
             "to play: 18+ HCP, balanced or every suit stopped (the raise denies a four-card major: mainstream)"),
        Rule("game in the minor", lambda c: not major, lambda c: c.pts + c.hand.shortness >= RAISE_INVITATION + 4, bid(5, m),
             "21+ points counting length and shortness, a suit unstopped: game in the minor"),
        Rule("invitation over their double", lambda c: major and c.rho == _DOUBLE,
             lambda c: c.hcp >= 15 and c.pts + c.hand.shortness >= RAISE_INVITATION, B("2NT"),
             "15+ HCP and 17–18 points counting length and shortness over their takeout double of the raise: 2NT "
             "invites game, as three of the major would only compete (mainstream)"),
        Rule("invitation", lambda c: not (major and c.rho == _DOUBLE), lambda c: _raised_opener_points(c) >= RAISE_INVITATION,
             bid(3, m),
             "17–18 points counting length and shortness, less a point for a short honour (Qx, Jx, a singleton K, Q "
             "or J) (in a minor up to 20; 15 HCP with five trumps and a doubleton): invites game"),
        Rule("competitive raise over their double", lambda c: major and c.rho == _DOUBLE,
             lambda c: c.L[m] >= 6 and (min(c.L) <= 1 or c.pts + c.hand.shortness >= RAISE_INVITATION), bid(3, m),
             "competes: six trumps and a singleton or void, or the shape of an invitation without its high cards, over "
             "their takeout double of the raise: nine trumps compete to the three level before they find their fit"),
    )


def helps_game_try(ctx: Ctx, suit: int) -> bool:
    """Help in a game-try suit: a singleton or void, or the ace, the king or the queen and jack."""
    return ctx.L[suit] <= 1 or ctx.hand.suit_hcp[suit] >= 3


def _answer_game_try(m: int, tried: int) -> tuple[Rule, ...]:
    """1M 2M, then opener's new suit: a game try, asking for help in that suit (not a cue bid)."""
    return (
        Rule("accept the game try", always, lambda c: c.support_points(m) >= 9 or c.support_points(m) >= 7 and helps_game_try(c, tried),
             bid(4, m), "a maximum single raise, or help in the suit of the game try (shortness, the ace, the king or QJ): game"),
        Rule("decline the game try", always, always, bid(3, m), "a minimum without help in the suit of the game try: three"),
    )


def _invites_over_the_raise(ctx: Ctx) -> bool:
    """Opener's invitation over the single raise when they have bid: extra high cards (14+ HCP and 16+ counting shortness), short
    of game; a minimum with a sixth trump competes in the major instead."""
    game = ctx.pts + (0 if ctx.bal else ctx.hand.shortness) >= 19
    return ctx.hcp >= TRY_HCP and ctx.hcp + ctx.hand.shortness >= TRY_HCP + 2 and not game


TRY_HCP: Final = 14  # opener's HCP for a game try over their bid (16+ counting shortness): length alone competes


def _help_suit_try(ctx: Ctx) -> Call | None:
    """A side suit of three cards or more that needs help (not two of the top three honours), bid below three of the
    major: the weakest such suit; None when their bid left no room."""
    m = ctx.seq[0] % 5
    tries = []
    for s in (C, D, H, S):
        low = cheapest(s, ctx.last)
        if s != m and s not in ctx.their_suits and ctx.L[s] >= 3 and not ctx.hand.good[s] and low is not None and (low.level, s) < (3, m):
            tries.append((ctx.hand.suit_hcp[s], low))
    return min(tries)[1] if tries else None


# Their bid over partner's raise of my major: three of the major only competes (partner passes it), so an invitation
# is a help-suit game try in a new suit below it, answered as without their bid.
OPENER_GAME_TRY_OVER_THEIR_BID: Final[tuple[Rule, ...]] = (
    Rule("game try over their bid", always, _invites_over_the_raise, _help_suit_try,
         "14+ HCP and 16+ counting shortness over the raise, short of game, their bid in between: a help-suit game try in my "
         "weakest side suit of three or more cards (three of the major would only compete)"),
)


def free_1nt_over_their_overcall(ctx: Ctx) -> bool:
    """I opened one of a suit, they overcalled in a suit, partner bid 1NT freely over it (8–10, their suit stopped)
    and RHO passed or doubled: my rebid."""
    seq, before = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[0].level == 1 and seq[0] % 5 != NT and seq[1] == _1NT
            and before is not None and before != seq[0] and before < _1NT and ctx.last == seq[1]
            and ctx.calls[-1] in (_PASS, _DOUBLE))


# Partner's free 1NT over their overcall shows 8–10 with their suit stopped, two points more than the 6–10 of
# the 1NT answer without their bid: opener's 18–19 balanced makes 26+ together, game rather than the 2NT
# invitation (mainstream; the booklet is silent). Their double of it is for penalty: with more than a minimum,
# the redouble says the deal is ours (8–10 opposite 15+) and asks to punish their escape.
OPENER_AFTER_FREE_1NT: Final[tuple[Rule, ...]] = (
    Rule("redouble the free 1NT", lambda c: c.calls[-1] == _DOUBLE, lambda c: c.hcp >= 15, _REDOUBLE,
         "their penalty double of partner's 8–10 1NT, and 15+ HCP: the balance of the deal is ours"),
    Rule("3NT opposite the free 1NT", lambda c: c.calls[-1] == _PASS, lambda c: c.bal and c.hcp >= 18, _3NT,
         "partner's 1NT over their overcall shows 8–10 and their suit stopped: 18–19 balanced makes game"),
)


def _opener_answers_game_try(m: int, tried: int) -> tuple[Rule, ...]:
    """1x 1M 2M, then responder's new suit: a game try; opener's raise showed 12–16, so it accepts with
    the top of that, or with help in the suit and a little more than a minimum."""
    return (
        Rule("accept the game try", always,
             lambda c: c.support_points(m) >= 15 or c.support_points(m) >= 13 and helps_game_try(c, tried), bid(4, m),
             "the top of the single raise, or help in the suit of the game try and more than a minimum: game"),
        Rule("decline the game try", always, always, bid(3, m), "a minimum without help in the suit of the game try: three"),
    )


def _stopper_up_the_line(ctx: Ctx) -> Call | None:
    """Over a minor limit raise with one side suit unstopped: the cheapest stopped side suit at three."""
    m = ctx.seq[0] % 5
    side = [s for s in (C, D, H, S) if s != m]
    if sum(not ctx.stop[s] for s in side) != 1:
        return None
    low = next((cheapest(s, ctx.last) for s in side if ctx.stop[s] and s > m), None)
    return low if low is not None and low.level == 3 else None


def _short_suit_points(ctx: Ctx) -> int:
    """Opener's points for shortness once partner has raised: a void 3, each singleton 2 (doubletons nothing)."""
    return sum(3 if n == 0 else 2 if n == 1 else 0 for n in ctx.L)


def _opener_after_limit(m: int) -> tuple[Rule, ...]:
    major = m in (H, S)
    return (
        Rule("accept", lambda c: major, lambda c: c.pts >= 14 or c.pts + _short_suit_points(c) >= 15, bid(4, m),
             "accepts: to play: 14+ points, or 15+ with a singleton (2) or void (3) now that the fit is known"),
        Rule("3NT", lambda c: not major, lambda c: c.hcp >= 14 and all(c.stop[s] for s in (C, D, H, S) if s != m), B("3NT"),
             "accepts in no trump: the side suits stopped (partner's raise holds the minor)"),
        Rule("stopper before five", lambda c: not major, lambda c: c.hcp >= 14 and min(c.L) >= 2, _stopper_up_the_line,
             "game values and no singleton or void, one side suit unstopped: a stopper at three, up the line, looking "
             "for 3NT before five of the minor (mainstream)"),
        Rule("minor game", lambda c: not major, lambda c: c.pts >= 15, bid(5, m), "accepts: to play"),
        Rule("stopper", lambda c: not major, lambda c: c.hcp >= 14, _stopper_up_the_line,
             "game values, one side suit unstopped: a stopper at three, up the line, looking for 3NT (mainstream)"),
    )


def _others_stopped(ctx: Ctx) -> bool:
    """The side suit opener may lack is stopped in my hand. Opener shows the cheapest stopped side suit with one
    unstopped, so a side suit it skipped is the unstopped one (1C 3C 3H: diamonds); with none skipped it may be
    any side suit opener has not shown."""
    m, shown = ctx.seq[0] % 5, ctx.seq[2] % 5
    skipped = [s for s in (C, D, H, S) if m < s < shown]
    return all(ctx.stop[s] for s in (skipped or [s for s in (C, D, H, S) if s not in (m, shown)]))


def _responder_after_stopper(m: int) -> tuple[Rule, ...]:
    return (
        Rule("3NT", always, _others_stopped, B("3NT"), "the other side suits stopped: 3NT"),
        Rule("four of the minor", always, always, bid(4, m), "a side suit unstopped: four of the minor, not forcing"),
    )


def _opener_after_2nt_over_double(m: int) -> tuple[Rule, ...]:
    """1M (X) 2NT, a limit raise or better (not Jacoby): game with more than a minimum, else three."""
    return (
        Rule("accept", always, lambda c: c.pts >= 14, bid(4, m), "a limit raise or better opposite: game"),
        Rule("sign-off", always, always, bid(3, m), "a minimum: three of the major; partner goes on with more than a limit raise"),
    )


def _opener_after_minor_2nt_over_double(m: int) -> tuple[Rule, ...]:
    """1m (X) 2NT, a limit raise or better in my minor: 3NT with values and the side suits stopped, five of the
    minor with values and shape, else three of it."""
    return (
        Rule("3NT", always, lambda c: c.hcp >= 14 and all(c.stop[s] for s in (C, D, H, S) if s != m), B("3NT"),
             "a limit raise or better in my minor opposite: 14+ HCP and the side suits stopped, 3NT"),
        Rule("minor game", always, lambda c: c.pts >= 15 and not c.bal, bid(5, m),
             "a limit raise or better in my minor opposite: 15+ points and shape, game in the minor"),
        Rule("sign-off", always, always, bid(3, m), "a minimum: three of the minor; partner goes on with more than a limit raise"),
    )


def _jacoby_shortness(ctx: Ctx) -> Call | None:
    trump = ctx.seq[0] % 5
    for s in (C, D, H, S):
        if s != trump and ctx.L[s] <= 1:
            return bid(3, s)
    return None


def _jacoby_second_suit(ctx: Ctx) -> Call | None:
    """A good five-card side suit (two of the top three honours, or three of the top five) that four of it
    shows below game in the major; of two, the longer."""
    trump = ctx.seq[0] % 5
    options = tuple(s for s in (C, D, H, S) if s < trump and ctx.L[s] >= 5 and ctx.hand.good[s])
    return bid(4, ctx.longest(options)) if options else None


# Opener's answers to Jacoby 2NT without shortness or a good second suit count high cards, as mainstream teaching
# has them: three of the major 18+ HCP, 3NT 15–17 HCP, four of the major a minimum (a fifth trump adds nothing).
JACOBY_THREE_OF_MAJOR_HCP: Final = 18
JACOBY_3NT_HCP: Final = 15


def _opener_after_jacoby(m: int) -> tuple[Rule, ...]:
    return (
        Rule("second suit", always, always, _jacoby_second_suit,
             "a good five-card second suit (before a singleton or void: the source of tricks tells partner more)"),
        Rule("shortness", always, always, _jacoby_shortness, "a singleton or void in this suit"),
        Rule("18+", always, lambda c: c.hcp >= JACOBY_THREE_OF_MAJOR_HCP, bid(3, m), "18+ HCP, no shortness: slam interest"),
        Rule("15–17", always, lambda c: c.hcp >= JACOBY_3NT_HCP, B("3NT"), "15–17 HCP, no shortness"),
        Rule("minimum", always, always, bid(4, m), "minimum (under 15 HCP), no shortness"),
    )


SHORTNESS_SLAM_TRY: Final = 13  # useful HCP with which Jacoby's bidder may look for slam over opener's shortness


def _wasted(ctx: Ctx, suit: int) -> int:
    """The king, queen and jack held in ``suit``: opposite partner's shortness they take no trick."""
    ace = 4 if ctx.L[suit] and ctx.hand.controls[suit] == 2 else 0
    return ctx.hand.suit_hcp[suit] - ace


def _jacoby_sign_off(m: int, short: int) -> tuple[Rule, ...]:
    """1M 2NT, opener's singleton or void in ``short``: game without the values for slam."""
    return (Rule("sign-off", lambda c: not c.passed_hand, lambda c: c.hcp - _wasted(c, short) < SHORTNESS_SLAM_TRY,
                 bid(4, m), "partner's shortness meets a minimum (under 13 HCP without the king, queen and jack held there, which are wasted): game"),)


JACOBY_3NT_TOP: Final = 17  # the most opener's 3NT answer to Jacoby 2NT shows (15–17, no shortness)
FLAT_SLAM_TRY_HCP: Final = 32  # HCP together, at partner's top, from which two hands without a short suit look for slam


def _jacoby_3nt_sign_off(m: int) -> tuple[Rule, ...]:
    """1M 2NT 3NT, opener's 15–17 without shortness: a hand without shortness either, short of 32 HCP together
    even at opener's top, signs off in game (a cue bid would look for a slam the high cards cannot make: with no
    ruffing value the fit adds little to the 33 a slam wants)."""
    return (Rule("sign-off", lambda c: not c.passed_hand,
                 lambda c: min(c.L) >= 2 and c.hcp + JACOBY_3NT_TOP < FLAT_SLAM_TRY_HCP, bid(4, m),
                 "partner's 15–17 without shortness meets my hand without shortness: under 32 HCP together, game"),)


GAME_OVER_TWO_OVER_ONE_HCP: Final = 15  # the HCP with which opener's good six-card major jumps to game over a two-over-one
THREE_LEVEL_SECOND_SUIT: Final = 15  # the points with which opener shows a four-card second suit at three after a two-over-one


def _five_five(ctx: Ctx) -> bool:
    return sorted(ctx.L)[-2] >= 5


def _second_suit_at_three(ctx: Ctx) -> Call | None:
    """Opener's second suit (four+ cards) below the first, at the three level after a two-over-one."""
    first, partner = ctx.seq[0] % 5, ctx.seq[-1] % 5
    options = [s for s in (C, D, H, S) if s not in (first, partner) and ctx.L[s] >= 4 and s < first]
    if not options:
        return None
    low = cheapest(ctx.longest(tuple(options)), ctx.last)
    return low if low is not None and low.level == 3 else None


def _good_six_and_extras(ctx: Ctx) -> bool:
    """A good six-card suit, 16+ points with 15+ HCP, and no second five-card suit (six-five shows the second
    suit first). 14 HCP is a minimum however good the suit: the two-over-one promised another bid, so the
    cheap rebid keeps the room for 3NT and slam that the jump to game takes away."""
    first = ctx.seq[0] % 5
    return (ctx.L[first] >= 6 and ctx.hand.good[first] and 16 <= ctx.pts and ctx.hcp >= GAME_OVER_TWO_OVER_ONE_HCP
            and sorted(ctx.L)[2] <= 4)


def _content_with(ctx: Ctx, partner: int) -> bool:
    """A minimum one of a major with two or more cards in the passed hand's six-card suit and no six-card suit
    of its own (over a minor the passed hand's suit may be four cards)."""
    return ctx.seq[0] % 5 in (H, S) and ctx.hcp <= 14 and ctx.L[partner] >= 2 and ctx.L[ctx.seq[0] % 5] <= 5 and not _five_five(ctx)


def _they_bid_over_partner(ctx: Ctx) -> bool:
    """The call just made, over partner's answer, is an opponent's bid (not a pass or double)."""
    return ctx.rho is not None and ctx.rho < 35


def _opener_after_two_over_one(partner: int) -> tuple[Rule, ...]:
    first_fit = 3 if partner == H else 4
    return (
        Rule("compete in the passed hand's suit", lambda c: _partner_passed(c) and _they_bid_over_partner(c),
             lambda c: c.L[partner] >= first_fit, lambda c: bid(3, partner),
             "they bid over the passed hand's new suit: support for it competes at three, not forcing (a pass would "
             "let them play with our fit)"),
        Rule("pass the passed hand's suit", _partner_passed, lambda c: _content_with(c, partner), Call(35),
             "a passed hand's new suit is not forcing: a minimum with two or more cards in it passes"),
        Rule("raise", always, lambda c: c.L[partner] >= first_fit, lambda c: bid(3, partner), "support, forcing"),
        Rule("game in the major", lambda c: c.seq[0] % 5 in (H, S), _good_six_and_extras, lambda c: bid(4, c.seq[0] % 5),
             "a good six-card major, 16+ points and 15+ HCP: game (the two-over-one promised another bid, so a minimum rebids two)"),
        Rule("jump in the minor", lambda c: c.seq[0] % 5 in (C, D), _good_six_and_extras, lambda c: bid(3, c.seq[0] % 5),
             "a good six-card minor, 16+ points and 15+ HCP: the jump, forcing (a minimum rebids two)"),
        Rule("rebid six", always, lambda c: c.L[c.seq[0] % 5] >= 6, _rebid_own(0), "six cards"),
        Rule("second suit", always, always, _second_suit(False), "a second suit"),
        Rule("reverse", always, lambda c: c.pts >= 15, _second_suit(True), "a reverse: extra values"),
        Rule("second suit at three", always, lambda c: _five_five(c) or c.pts >= THREE_LEVEL_SECOND_SUIT, _second_suit_at_three,
             "a second suit at the three level: five-five, or four cards and extra values"),
        Rule("2NT", always, lambda c: c.bal and c.hcp <= 14 and _their_suits_stopped(c), B("2NT"), "12–14 HCP, balanced"),
        Rule("3NT", always, lambda c: c.bal and c.hcp >= 18 and _their_suits_stopped(c), B("3NT"), "18–19 HCP, balanced"),
        Rule("rebid the suit", always, always, _rebid_own(0), "minimum"),
    )


def _second_suit_over_2nt(ctx: Ctx) -> Call | None:
    """A short suit (a singleton or void) and a second four-card suit: that suit at three, below 3NT."""
    others = tuple(s for s in (C, D, H, S) if s != ctx.seq[0] % 5 and ctx.L[s] >= 4)
    if min(ctx.L) > 1 or not others:
        return None
    low = cheapest(ctx.longest(others), ctx.last)
    return low if low is not None and low < _3NT else None


def _opener_after_minor_2nt() -> tuple[Rule, ...]:
    return (
        Rule("6NT", always, lambda c: c.bal and c.hcp >= 20, B("6NT"), "20+ HCP, balanced: 33+ together"),
        Rule("quantitative 4NT", always, lambda c: c.bal and 18 <= c.hcp <= 19, B("4NT"),
             "18–19 HCP, balanced: invites 6NT"),
        Rule("second suit", always, always, _second_suit_over_2nt,
             "a singleton or void and a second four-card suit: the suit at three, natural and forcing, before no trump"),
        Rule("3NT", always, lambda c: c.bal or max(c.L) <= 5, B("3NT"), "to play"),
        Rule("rebid six", always, always, _rebid_own(0), "six cards, unbalanced"),
    )


def _uncontested(ctx: Ctx) -> bool:
    return not ctx.their_bids


def _forced_by_jump_shift(ctx: Ctx) -> bool:
    """The jump shift came from an unpassed hand, the opponents silent: it forces to game. A passed hand's jump
    shift (a good suit, short of an opening) forces nothing: the contract is placed by the points and fit shown."""
    return _uncontested(ctx) and not _partner_passed(ctx)


def _opener_after_jump_shift(first: int, shown: int) -> tuple[Rule, ...]:
    """1x, responder's jump shift in y (19+, forcing to game), the opponents silent (over their bid the same
    call may be a cue bid): opener describes before any slam is bid:
    support for y, a six-card suit, a new four-card suit below 3NT, no trump when balanced, the suit again."""
    def new_suit(ctx: Ctx) -> Call | None:
        options = tuple(s for s in (C, D, H, S) if s not in (first, shown) and ctx.L[s] >= 4)
        low = cheapest(ctx.longest(options), ctx.last) if options else None
        return low if low is not None and low < _3NT else None
    forced = _forced_by_jump_shift
    return (
        Rule("support", forced, lambda c: c.L[shown] >= (3 if shown in (H, S) else 4), lambda c: cheapest(shown, c.last),
             "support for responder's suit (three cards for a major, four for a minor): the raise, forcing"),
        Rule("six-card suit", forced, lambda c: c.L[first] >= 6, lambda c: cheapest(first, c.last), "six cards in my suit"),
        Rule("new suit", forced, always, new_suit, "a new four-card suit below 3NT"),
        Rule("no trump", forced, lambda c: c.bal, lambda c: cheapest(NT, c.last), "balanced, no fit: no trump at the cheapest level"),
        Rule("the suit again", forced, always, lambda c: cheapest(first, c.last), "no fit, no second suit: my suit again"),
    )


def _jump_shifts_and_game_tries(opening: int) -> Tables:
    """Opener over each jump shift, and (one of a major) responder over each game try after the raise."""
    o = f"1{_NAMES[opening]}"
    t: Tables = {}
    for s in (C, D, H, S):
        if s == opening:
            continue
        level = 2 if s > opening else 3
        t[f"{o} {level}{_NAMES[s]}"] = _opener_after_jump_shift(opening, s)
        if opening in (H, S):
            t[f"{o} 2{_NAMES[opening]} {level}{_NAMES[s]}"] = _answer_game_try(opening, s)
    return t


# Responder's simple preference (1H 1S 2C 2H) shows 6–10 and may be a doubleton: opener, whose new suit at two
# showed 12–18, goes on only with 16+ points; a minimum, whatever its shape (already shown), passes. With 16–18 (the
# top of the new suit's range) three of the first suit invites: a doubleton opposite is no fit to jump to game on.
PREFERENCE_PASS_POINTS: Final = 15
PREFERENCE_INVITE_POINTS: Final = 18
_PASS_THE_PREFERENCE: Final = (
    Rule("pass the preference", always, lambda c: c.pts <= PREFERENCE_PASS_POINTS, Call(35),
         "partner's simple preference to my first suit (6–10, perhaps two cards): a minimum passes (mainstream)"),
    Rule("invite over the preference", always, lambda c: c.pts <= PREFERENCE_INVITE_POINTS, lambda c: bid(3, c.seq[0] % 5),
         "partner's simple preference (6–10, perhaps two cards) and 16–18 points, the top of my new suit's range: "
         "three of my first suit invites game (mainstream)"),
)


def _preference_tables(opening: int) -> Tables:
    """Opener's turn after a one-level answer (1NT included), opener's lower new suit at two and responder's
    return to the opening suit at two."""
    o = f"1{_NAMES[opening]}"
    answers = [f"1{_NAMES[a]}" for a in (D, H, S) if a > opening] + ["1NT"]
    return {f"{o} {answer} 2{_NAMES[second]} 2{_NAMES[opening]}": _PASS_THE_PREFERENCE
            for answer in answers for second in (C, D, H) if second < opening}


def _rebid_tables(opening: int) -> Tables:
    """Opener's rebid after each response to one of ``opening``."""
    o = f"1{_NAMES[opening]}"
    t: Tables = {f"{o} 1NT": _opener_after_1nt(), f"{o} 2{_NAMES[opening]}": _opener_after_raise(opening),
                 f"{o} 3{_NAMES[opening]}": _opener_after_limit(opening)}
    t.update(_jump_shifts_and_game_tries(opening))
    for s in (C, D, H, S):
        if s > opening:
            t[f"{o} 1{_NAMES[s]}"] = _opener_after_new_suit(s)
        elif s < opening:
            t[f"{o} 2{_NAMES[s]}"] = _opener_after_two_over_one(s)
    t.update(_preference_tables(opening))
    if opening in (H, S):
        t.update({f"{o} 1NT 2{_NAMES[x]}": _responder_after_1nt_response(opening, x) for x in (C, D) if x < opening})
        t.update({f"{o} 1NT 3{_NAMES[x]}": _responder_after_jump_shift_over_1nt(opening, x) for x in (C, D, H) if x < opening})
        t.update({f"{o} 1NT 3{_NAMES[x]} 3H": _RAISE_SIX_HEARTS for x in (C, D) if opening == S})
        t[f"{o} 2NT"] = _ANSWER_PASSED_HAND_2NT + _opener_after_jacoby(opening)
        for s in (C, D, H, S):
            if s != opening:
                t[f"{o} 2NT 3{_NAMES[s]}"] = _jacoby_sign_off(opening, s)
        t[f"{o} 2NT 3NT"] = _jacoby_3nt_sign_off(opening)
        t[f"{o} 3NT"] = (Rule("six-card major", always, lambda c: c.L[opening] >= 6, bid(4, opening), "six cards: game in the major"),)
    else:
        t[f"{o} 2NT"] = _ANSWER_PASSED_HAND_2NT + _opener_after_minor_2nt()
        for s in (D, H, S):
            if s > opening:
                t[f"{o} 3{_NAMES[opening]} 3{_NAMES[s]}"] = _responder_after_stopper(opening)
    return t


# Responder's second call -----------------------------------------------------------------

WEAK_RESPONDER: Final = 10  # the most points with which responder signs off below 2NT


def _weak(ctx: Ctx) -> bool:
    return ctx.pts <= WEAK_RESPONDER


def _lower_five_card_suit(ctx: Ctx) -> Call | None:
    """A second suit of five cards below my first, at two: not forcing, to play."""
    opened, mine = ctx.seq[0] % 5, ctx.seq[1] % 5
    options = [s for s in (C, D, H, S) if s not in (opened, mine) and s < mine and ctx.L[s] >= 5]
    return bid(2, ctx.longest(tuple(options))) if options else None


def _back_to_opener(ctx: Ctx) -> Call | None:
    """Opener's suit at two: five of a minor (it may be three or four long), three of a major."""
    opened = ctx.seq[0] % 5
    return bid(2, opened) if ctx.L[opened] >= (5 if opened in (C, D) else 3) else None


def _responder_after_1nt_rebid() -> tuple[Rule, ...]:
    return (
        Rule("six-card suit", always, lambda c: _weak(c) and c.L[c.seq[1] % 5] >= 6, lambda c: bid(2, c.seq[1] % 5),
             "six cards, too weak to invite: to play"),
        Rule("second suit", always, lambda c: _weak(c) and not c.bal, _lower_five_card_suit,
             "five cards in a lower suit at two, weak: not forcing"),
        Rule("hearts below five spades", _minor_then_1s, lambda c: (_weak(c) or c.hcp <= WEAK_RESPONDER and min(c.L) <= 1) and not c.bal and c.L[S] >= 5 and c.L[H] >= 4,
             B("2H"), "five spades and four hearts, weak (10 HCP with a singleton): two hearts, not forcing (opener's 1NT "
             "over 1S may hold four hearts, which a reverse would have shown; opener passes or prefers spades)"),
        Rule("hearts below five spades, game values", _minor_then_1s, lambda c: c.hcp >= GAME_VALUES_OPPOSITE_MINIMUM and c.L[S] == 5 and c.L[H] >= 4,
             B("3H"), "five spades (six rebid them), four hearts and game values: the jump to 3H forces; opener shows three spades or four "
             "hearts before 3NT"),
        Rule("second suit, some values", always, lambda c: c.hcp <= 11 and not c.bal and min(c.L) <= 1, _lower_five_card_suit,
             "five cards in a lower suit at two and a singleton, up to 11 HCP: not forcing, a better spot than 1NT"),
        Rule("preference", always, lambda c: _weak(c) and not c.bal, _back_to_opener, "weak and unbalanced: opener's suit at two"),
        Rule("preference to the major", _opened_a_major,
             lambda c: c.L[c.seq[0] % 5] >= 3 and c.support_points(c.seq[0] % 5) < INVITING_RAISE_TOP - 2, _back_to_opener,
             "three cards in opener's five-card major, 9 points or fewer counting shortness: two of it, the eight-card fit "
             "rather than 1NT"),
        Rule("second five-card suit, game values", always, _two_suiter_for_game, _second_suit_forcing,
             "five-five and game values: the second suit, forcing (a jump below my suit, a reverse above it); opener "
             "picks the fit before 3NT"),
        *_responder_invites(11),
        Rule("invitational raise of the major", _opened_a_major,
             lambda c: c.L[c.seq[0] % 5] >= 3 and c.support_points(c.seq[0] % 5) <= INVITING_RAISE_TOP, lambda c: bid(3, c.seq[0] % 5),
             "three cards in opener's five-card major and 10–12 points counting shortness: three of it, invites game"),
        Rule("invitational 2NT, 5-4-2-2", always, lambda c: 11 <= c.hcp <= 12 and max(c.L) == 5 and min(c.L) == 2 and _no_major_fit(c),
             B("2NT"), "11–12 HCP, a five-card suit and no singleton: invites 3NT as a balanced hand does"),
        Rule("pass", always, lambda c: (c.bal or _short_only_in_openers_suit(c)) and c.pts <= 10 and _no_major_fit(c), Call(35),
             "balanced (or 4-4-4-1 short in opener's suit), 10 points or fewer and no major fit opposite the 12–14 rebid: "
             "no game, and 1NT is the contract (a minor fit does not invite)"),
    )


INVITING_RAISE_TOP: Final = 12  # responder's support points for the invitational raise (10–12) of opener's major over 1NT


def _minor_then_1s(ctx: Ctx) -> bool:
    """1C or 1D, then my 1S: opener's 1NT rebid may hold four hearts."""
    return ctx.seq[0] % 5 in (C, D) and ctx.seq[1] == B("1S")


def _opened_a_major(ctx: Ctx) -> bool:
    return ctx.seq[0] % 5 in (H, S)


def _two_suiter_for_game(ctx: Ctx) -> bool:
    """Five cards in my first suit and in another no one has bid, and game values (13+ HCP) opposite the 12–14 rebid."""
    return ctx.hcp >= GAME_VALUES_OPPOSITE_MINIMUM and ctx.L[ctx.seq[1] % 5] >= 5 and _second_suit_forcing(ctx) is not None


def _second_suit_forcing(ctx: Ctx) -> Call | None:
    """My second five-card suit, forcing over opener's 1NT: at three below my first suit, at two above it (a reverse)."""
    opened, mine = ctx.seq[0] % 5, ctx.seq[1] % 5
    options = [s for s in (C, D, H, S) if s not in (opened, mine) and ctx.L[s] >= 5]
    if not options:
        return None
    suit = ctx.longest(tuple(options))
    return bid(3 if suit < mine else 2, suit)


def _no_major_fit(ctx: Ctx) -> bool:
    """Fewer than three cards in opener's suit when it is a major (after opener's rebid of it, two will do)."""
    first = ctx.seq[0] % 5
    return first in (C, D) or ctx.L[first] < (2 if ctx.seq[2] % 5 == first else 3)


def _misfit_with_rebid_suit(ctx: Ctx) -> bool:
    """Opener has rebid his suit and I hold a singleton or void in it: the misfit takes the length points away, so
    my six-card suit invites only on high cards (AJT942 2 JT53 K9 rebids 2S over 1H P 1S P 2H)."""
    opened = ctx.seq[0] % 5
    return ctx.seq[2] % 5 == opened and ctx.L[opened] <= 1


def _responder_invites(six_card_top: int) -> tuple[Rule, ...]:
    """Responder's invitation after opener's minimum rebid (1NT or the suit again): 2NT with the booklet's
    11–12 balanced; a six-card suit (not seven: that bids game) with no second five-card suit and at most
    two of opener's jumps with 10 HCP (or fewer with more points than a sign-off holds) up to ``six_card_top``
    (over 1NT, 12 and six cards are game)."""
    return (
        Rule("invitational jump rebid", always,
             lambda c: c.L[c.seq[1] % 5] == 6 and (10 <= c.hcp or not _weak(c) and not _misfit_with_rebid_suit(c)) and (c.L[c.seq[0] % 5] <= 2 or c.seq[2] % 5 == NT) and sorted(c.L)[2] <= 4
             and (c.hcp <= six_card_top or c.seq[1] % 5 in (H, S) and c.seq[2] == bid(2, c.seq[0] % 5) and c.L[c.seq[0] % 5] <= 1
                  and not c.hand.good[c.seq[1] % 5] and c.hcp <= six_card_top + 1),
             lambda c: bid(3, c.seq[1] % 5),
             f"six cards, 10–{six_card_top} HCP (a major: one more with a poor suit and a singleton in opener's rebid suit): invites game"),
        Rule("invitational 2NT", always, lambda c: c.bal and 11 <= c.hcp <= 12 and _no_major_fit(c), B("2NT"),
             "11–12 HCP, balanced: invites 3NT"),
        Rule("invitational 2NT, short in opener's suit", always,
             lambda c: _short_only_in_openers_suit(c) and 11 <= c.hcp <= 12, B("2NT"),
             "11–12 HCP, 4-4-4-1 with the singleton in opener's first suit (its five cards cover it): invites 3NT"),
    )


def _short_only_in_openers_suit(ctx: Ctx) -> bool:
    """4-4-4-1 with the singleton in opener's first suit: no suit to play in at two, and no trump is covered."""
    return max(ctx.L) == 4 and min(ctx.L) == 1 and ctx.L[ctx.seq[0] % 5] == 1


def _responder_after_reverse() -> tuple[Rule, ...]:
    return (
        Rule("raise the reverse", always, lambda c: c.hcp <= 8 and c.L[c.seq[2] % 5] >= 4, lambda c: bid(3, c.seq[2] % 5),
             "four cards in opener's second suit, a minimum: the raise to three"),
        Rule("rebid the suit", always, lambda c: c.hcp <= 8 and c.L[c.seq[1] % 5] >= 5, lambda c: bid(2, c.seq[1] % 5),
             "five cards, a minimum: the reverse forces one round, this is the weakest answer"),
        Rule("preference", always, lambda c: c.L[c.seq[0] % 5] >= 3 and c.support_points(c.seq[0] % 5) <= 8,
             lambda c: bid(3, c.seq[0] % 5), "three of opener's first suit, a minimum counting shortness"),
    )


def _responder_after_2nt_rebid(major: int) -> tuple[Rule, ...]:
    """1x 1M 2NT (18–19, balanced): with five cards in the major and values for game, three of it, forcing, so that
    opener can choose between four of the major (three cards) and 3NT (mainstream practice; the booklet is silent).
    Six cards bid the game at once, four are already known; a second five-card suit is shown instead (later rules).
    Five spades and four hearts bid the hearts (with four of each I would have answered 1H): opener raises hearts
    with four, takes spades with three, else 3NT."""
    return (Rule("hearts too", lambda c: major == S and c.seq[0] % 5 in (C, D),
                 lambda c: c.L[S] == 5 and c.L[H] == 4 and team_hcp(c) >= GAME + 1, B("3H"),
                 "five spades and four hearts (with four of each 1H came first) and game values opposite the 18–19 "
                 "rebid: 3H, forcing; opener raises hearts with four, takes spades with three, else 3NT"),
            Rule("five-card major", lambda c: c.seq[0] % 5 in (C, D) or c.L[c.seq[0] % 5] < 3,
                 lambda c: c.L[major] == 5 and sorted(c.L)[2] < 5 and team_hcp(c) >= GAME + 1,
                 bid(3, major),
                 "five cards in my major and game values opposite the 18–19 rebid: three of it, forcing; opener picks "
                 "four of it with three cards, else 3NT"),)


def _opener_after_major_over_2nt(major: int) -> tuple[Rule, ...]:
    """1x 1M 2NT 3M: responder's five cards force to game; opener picks the major with three cards, else 3NT."""
    return (Rule("raise the major", always, lambda c: c.L[major] >= 3, bid(4, major),
                 "responder's major again over my 2NT shows five cards and forces: three cards make the fit, game in it"),
            Rule("3NT", always, always, _3NT, "responder's major again over my 2NT forces: two cards, game in no trump"))


def _major_over_2nt(ctx: Ctx) -> Call | None:
    """A four-card major responder has not shown (up the line, 1D came first): hearts with both."""
    return bid(3, H) if ctx.L[H] >= 4 else bid(3, S) if ctx.L[S] >= 4 else None


# 1C 1D 2NT (18–19, balanced): responder's four-card major, bypassed to answer up the line, at three, forcing.
_RESPONDER_MAJOR_AFTER_2NT: Final = (Rule("unshown major", always, always, _major_over_2nt,
                                   "a four-card major not yet shown (1D came first, up the line): three of it, forcing"),)


def _opener_after_unshown_major(major: int) -> tuple[Rule, ...]:
    """1C 1D 2NT 3M: responder's four cards; opener raises with four, shows four spades over hearts, else 3NT."""
    return (Rule("raise the major", always, lambda c: c.L[major] >= 4, bid(4, major),
                 "four cards in responder's major: the fit, game in it"),
            Rule("four spades", lambda c: major == H, lambda c: c.L[S] >= 4, B("3S"),
                 "four spades, not four hearts: responder may hold both"),
            Rule("3NT", always, always, _3NT, "no four cards in responder's major: game in no trump"))


# 1C 1D 2NT 3H 3S: opener's four spades, not four hearts; responder picks the game.
_RESPONDER_AFTER_SPADES_OVER_HEARTS: Final = (
    Rule("four spades", always, lambda c: c.L[S] >= 4, B("4S"), "four spades too: the fit, game in it"),
    Rule("3NT", always, always, _3NT, "no four spades: game in no trump"),
)


def _after_2nt_rebid(o: int, r: int) -> Tables:
    """Responder's table for 1o 1r 2NT when r is a major, and opener's for responder's major again at three;
    over 1C 1D 2NT, responder's four-card major and opener's answer to it."""
    if r == D:
        return {"1C 1D 2NT": _RESPONDER_MAJOR_AFTER_2NT, "1C 1D 2NT 3H": _opener_after_unshown_major(H),
                "1C 1D 2NT 3S": _opener_after_unshown_major(S), "1C 1D 2NT 3H 3S": _RESPONDER_AFTER_SPADES_OVER_HEARTS}
    if r not in (H, S):
        return {}
    key = f"1{_NAMES[o]} 1{_NAMES[r]} 2NT"
    return {key: _responder_after_2nt_rebid(r), f"{key} 3{_NAMES[r]}": _opener_after_major_over_2nt(r)}


def _responder_after_lower_suit() -> tuple[Rule, ...]:
    return (Rule("six-card suit", always, lambda c: _weak(c) and c.L[c.seq[1] % 5] >= 6 and c.L[c.seq[0] % 5] <= 2,
                 lambda c: cheapest(c.seq[1] % 5, c.last),
                 "six cards, weak, a doubleton in opener's first suit: my suit again, to play (not a preference)"),
            Rule("false preference", _opened_a_major, _false_preference, lambda c: bid(2, c.seq[0] % 5),
                 "two cards in opener's five-card major, three of his second suit, 8–9 HCP: two of the major, the 5-2 fit "
                 "as long as the 4-3 and a second chance for opener's extras (mainstream)"),
            Rule("jump preference", _opened_a_major, lambda c: _invites_in_openers_major(c, 3), lambda c: bid(3, c.seq[0] % 5),
                 "three cards in opener's five-card major, 10–11 HCP (12 support points at most): the jump preference, "
                 "invites game opposite the minimum that a new suit may hold"),)


def _false_preference(ctx: Ctx) -> bool:
    """A doubleton in opener's major, three cards of his lower second suit and the top of a weak hand (8–9 HCP):
    passing leaves a 4-3 fit and no room for opener's 16–18; with less, pass."""
    return ctx.L[ctx.seq[0] % 5] == 2 and ctx.L[ctx.seq[2] % 5] == 3 and 8 <= ctx.hcp <= 9 and _weak(ctx)


def _invites_in_openers_major(ctx: Ctx, trumps: int) -> bool:
    """``trumps`` cards or more in opener's major and an invitation's values: 10–11 HCP, 12 support points at most
    (opener's minimum, 12–14, and 13 more make game, not 11)."""
    major = ctx.seq[0] % 5
    return ctx.L[major] >= trumps and 10 <= ctx.hcp <= 11 and ctx.support_points(major) <= INVITING_RAISE_TOP


def _responder_after_jump_shift() -> tuple[Rule, ...]:
    return (Rule("six-card suit", always, lambda c: c.L[c.seq[1] % 5] >= 6 and c.L[c.seq[2] % 5] < 4,
                 lambda c: cheapest(c.seq[1] % 5, c.last), "six cards and no fit for opener's second suit: show them first"),)


def _invitational(ctx: Ctx) -> bool:
    """11–12 HCP, no shape for no trump or no stopper in the fourth suit, no four cards in opener's second suit: no
    2NT and no raise to invite with."""
    return 11 <= ctx.hcp <= 12 and (not _balanced_or_5422(ctx) or not ctx.stop[_unbid_suit(ctx)]) and ctx.L[ctx.seq[2] % 5] < 4


def _good_ten(ctx: Ctx) -> bool:
    """10 HCP with six good cards in my suit (two of the top three honours) and no four of opener's second suit:
    the length is worth the point that the jump rebid needs."""
    suit = ctx.seq[1] % 5
    return ctx.hcp == 10 and ctx.L[suit] >= 6 and ctx.hand.good[suit] and ctx.L[ctx.seq[2] % 5] < 4


def _balanced_or_5422(ctx: Ctx) -> bool:
    """Balanced, or 5-4-2-2: no singleton, and with the fourth suit stopped 2NT invites as naturally."""
    return ctx.bal or (min(ctx.L) >= 2 and max(ctx.L) == 5)


def _unbid_suit(ctx: Ctx) -> int:
    """The suit of the three first calls' four that our side has not bid (the cheapest, if two are left)."""
    return min(s for s in (C, D, H, S) if s not in (ctx.seq[0] % 5, ctx.seq[1] % 5, ctx.seq[2] % 5))


def _fourth_suit_call(ctx: Ctx) -> Call | None:
    """The one suit our side has not bid, at the two level (at the one level it would be natural: 1C 1D 1H 1S)."""
    unbid = [s for s in (C, D, H, S) if s not in (ctx.seq[0] % 5, ctx.seq[1] % 5, ctx.seq[2] % 5)]
    low = cheapest(unbid[0], ctx.last) if len(unbid) == 1 else None
    if low is not None and low.level == 1:
        low = bid(2, unbid[0])
    return low if low is not None and low.level <= 2 else None


JUMP_RAISE_TOP: Final = 12  # responder's support points for the invitational jump raise of opener's second suit (13: game)


def _responder_after_new_suit_at_one() -> tuple[Rule, ...]:
    return (
        Rule("preference", always, lambda c: _weak(c) and c.L[c.seq[0] % 5] >= 5 and c.L[c.seq[2] % 5] < 4,
             lambda c: bid(2, c.seq[0] % 5), "five of opener's first suit, weak, no four of the second: preference at two"),
        Rule("1S", lambda c: c.seq[2] == B("1H"), lambda c: c.L[S] >= 4 and c.L[H] < 4 and c.pts >= 6, B("1S"),
             "four spades and no four hearts (a heart fit is raised first): natural after 1C–1D–1H, forcing one round"),
        Rule("jump raise of the second suit", always,
             lambda c: c.L[c.seq[2] % 5] >= 4 and 10 <= c.support_points(c.seq[2] % 5) <= JUMP_RAISE_TOP,
             lambda c: bid(3, c.seq[2] % 5),
             "four cards in opener's second suit and 10–12 points counting shortness: the jump raise, invites game "
             "(opener accepts with 15 points or 14 HCP)"),
        Rule("six-card suit", always,
             lambda c: c.hcp <= 10 and not _good_ten(c) and c.L[c.seq[1] % 5] >= 6 and c.L[c.seq[2] % 5] < 4,
             lambda c: bid(2, c.seq[1] % 5),
             "six cards, no four of opener's second suit, 6–10 HCP (not 10 with a good suit): my suit again at two"),
        Rule("minor preference, short in the second suit", lambda c: c.seq[0] % 5 in (C, D),
             lambda c: _weak(c) and c.L[c.seq[0] % 5] >= 4 and c.L[c.seq[2] % 5] <= 1,
             lambda c: bid(2, c.seq[0] % 5),
             "four of opener's minor, weak, a singleton or void in its second suit: preference at two, not a pass"),
        Rule("jump rebid", always, lambda c: (_invitational(c) or _good_ten(c)) and c.L[c.seq[1] % 5] >= 6,
             lambda c: bid(3, c.seq[1] % 5), "six cards, 11–12 HCP or 10 with two of the top three honours: invites game"),
        Rule("jump preference", always, lambda c: _invitational(c) and c.L[c.seq[0] % 5] >= 4, lambda c: bid(3, c.seq[0] % 5),
             "four cards in opener's first suit, 11–12 points: jump preference, invites game"),
        Rule("fourth suit", always, _invitational, _fourth_suit_call,
             "11–12 points, no natural bid to invite with: the fourth suit, forcing one round"),
    )


def _unbid_four_card_suit(ctx: Ctx) -> Call | None:
    """The longest four-card suit no one has bid, at the two level: a new suit, forcing."""
    options = [s for s in (C, D, H, S) if s not in (ctx.seq[0] % 5, ctx.seq[1] % 5) and ctx.L[s] >= 4 and s > ctx.seq[0] % 5]
    return cheapest(ctx.longest(tuple(options)), ctx.last) if options else None


GAME_VALUES_OPPOSITE_MINIMUM: Final = 13  # responder's HCP for game opposite opener's minimum rebid (12–15)


def _minor_fit_with_a_singleton(ctx: Ctx) -> bool:
    """Game values, three cards or more in opener's minor, a singleton or void and no five-card major with a fit:
    3NT may founder in the short suit and five of the minor is eleven tricks, so a new suit looks for the stopper."""
    opened = ctx.seq[0] % 5
    return (opened in (C, D) and ctx.hcp >= GAME_VALUES_OPPOSITE_MINIMUM and ctx.L[opened] >= 3 and min(ctx.L) <= 1
            and ctx.L[ctx.seq[1] % 5] <= 5)


def _new_suit_at_two_or_three(ctx: Ctx) -> Call | None:
    """My longest four-card suit no one has bid, at the cheapest level below 3NT: natural and forcing (at three,
    below opener's suit, it shows game values)."""
    options = [s for s in (C, D, H, S) if s not in (ctx.seq[0] % 5, ctx.seq[1] % 5) and ctx.L[s] >= 4]
    low = cheapest(ctx.longest(tuple(options)), ctx.last) if options else None
    return low if low is not None and low < B("3NT") else None


def _responder_after_suit_rebid() -> tuple[Rule, ...]:
    return (Rule("raise the rebid major", _opened_a_major, lambda c: _invites_in_openers_major(c, 2),
                 lambda c: bid(3, c.seq[0] % 5),
                 "two or more cards in opener's rebid major, 10–11 HCP (12 support points at most): three of it, invites "
                 "game opposite the minimum rebid"),
            Rule("new suit", always, lambda c: c.pts >= 11 and not c.bal and c.L[c.seq[0] % 5] <= 2, _unbid_four_card_suit,
                 "a new suit at two after opener's minimum rebid: 11+ points, no fit, forcing one round"),
            Rule("new suit with a minor fit", always, _minor_fit_with_a_singleton, _new_suit_at_two_or_three,
                 "game values, a fit for opener's minor and a singleton: a new suit, forcing, looking for 3NT before five"
                 " of the minor"),
            *_responder_invites(12))


ACCEPT_SECOND_SUIT_RAISE: Final = 15  # the points with which opener accepts responder's jump raise of the second suit
ACCEPT_SECOND_SUIT_RAISE_HCP: Final = 14  # or the HCP: the top of the 12–14 minimum, flat or not, makes game opposite 10–12


def _opener_after_second_suit_raised() -> tuple[Rule, ...]:
    return (Rule("accept", always,
                 lambda c: c.pts >= ACCEPT_SECOND_SUIT_RAISE or c.hcp >= ACCEPT_SECOND_SUIT_RAISE_HCP, lambda c: bid(4, c.seq[2] % 5),
                 "partner's jump raise of my second suit invites (four trumps, 10–12): accepts with 15+ points or 14+ HCP"),
            Rule("decline", always, always, Call(35), "partner's jump raise of my second suit invites: a minimum declines"))


def _responder_after_1nt_response(opened: int, second: int) -> tuple[Rule, ...]:
    """1M 1NT 2x: a weak responder with six cards in a suit between x and M bids it, to play (it could not
    be shown at the two level before)."""
    def own_suit(ctx: Ctx) -> Call | None:
        suits = [s for s in (D, H) if second < s < opened and ctx.L[s] >= 6]
        return bid(2, suits[-1]) if suits else None
    def own_suit_jump(ctx: Ctx) -> Call | None:
        low = own_suit(ctx)
        return None if low is None else bid(3, low % 5)

    return (Rule("six-card suit", always, lambda c: c.hcp <= 9 and c.L[second] <= 2, own_suit,
                 "six cards in a suit I could not show at two, weak, no fit for opener's second suit: to play"),
            Rule("six-card suit, invitational", always, lambda c: 10 <= c.hcp <= 12 and c.L[second] <= 2, own_suit_jump,
                 "six cards in a suit I could not show at two, 10–12 HCP, no fit for opener's second suit: a jump, "
                 "invites game"))


def _responder_after_jump_shift_over_1nt(opened: int, second: int) -> tuple[Rule, ...]:
    """1M 1NT 3x, opener's jump shift (19+, forcing to game): with six cards in a suit between x and M, too weak to
    bid at two, short in opener's major and no four of x, responder shows the suit at three below 3NT."""
    def own_suit(ctx: Ctx) -> Call | None:
        suits = [s for s in (D, H) if second < s < opened and ctx.L[s] >= 6]
        return bid(3, suits[-1]) if suits else None

    return (Rule("six-card suit", always, lambda c: c.L[opened] <= 2 and c.L[second] <= 3, own_suit,
                 "six cards in a suit I could not show at two, no fit for opener: show it below 3NT, forcing"),)


# 1S 1NT 3x 3H: responder's six hearts; two of them make the eight-card fit, game in the major before 3NT.
_RAISE_SIX_HEARTS: Final = (Rule("raise the six-card hearts", always, lambda c: c.L[H] >= 2, bid(4, H),
                          "two or more hearts opposite responder's six: game in the major fit"),)


def _opener_after_new_suit_over_1nt(first: int, second: int) -> tuple[Rule, ...]:
    """1x 1y 1NT, then responder's new suit below the first at two: not forcing (opener's 1NT is limited and
    responder did not reverse), so opener passes or gives preference to the longer of responder's suits."""
    return (
        Rule("preference", always, lambda c: c.L[first] >= 3 and (c.L[first] > c.L[second] or (first, second) == (S, H)
                                                                    and c.L[first] == c.L[second]), bid(2, first),
             "more cards in responder's first suit (as many after 1S then 2H, which shows five spades): preference, not forcing"),
        Rule("pass", always, always, Call(35), "responder's second suit, not forcing after the 1NT rebid: to play"),
    )


def _opener_after_jump_over_1nt(o: int, r: int, z: int) -> tuple[Rule, ...]:
    """1o 1r 1NT 3z: responder's jump in a lower new suit forces to game (two of it would not be forcing); opener
    shows three cards in responder's major (which may be five), else 3NT with the unbid suit stopped, else raises
    the new suit with four, else 3NT."""
    unbid = [s for s in (C, D, H, S) if s not in (o, r, z)]
    return (
        Rule("three of responder's major", lambda c: r in (H, S), lambda c: c.L[r] >= 3, bid(3, r),
             "three cards in responder's major: responder bids game in it with five, else 3NT"),
        Rule("raise the new major", lambda c: z == H, lambda c: c.L[z] >= 4, bid(4, z),
             "four cards in responder's hearts: the major fit, game in it before 3NT"),
        Rule("3NT", always, lambda c: all(c.stop[s] for s in unbid), _3NT, "the unbid suit stopped: 3NT"),
        Rule("raise the new suit", always, lambda c: c.L[z] >= 4, bid(4, z), "four cards in responder's new suit"),
        Rule("3NT anyway", always, always, _3NT, "no fit and nothing better to say: 3NT"),
    )


def _responder_after_major_shown(r: int) -> tuple[Rule, ...]:
    """1o 1r 1NT 3z 3r: opener's three cards in my major: game in it with five, else 3NT."""
    return (Rule("game in the major", always, lambda c: c.L[r] >= 5, bid(4, r), "five cards opposite three: game in the major"),
            Rule("3NT", always, always, _3NT, "four cards only: 3NT"))


def _after_jump_over_1nt(o: int, r: int) -> Tables:
    """Opener's tables for 1o 1r 1NT and responder's jump in a lower new suit, and responder's for the major shown."""
    key = f"1{_NAMES[o]} 1{_NAMES[r]} 1NT"
    t: Tables = {}
    for z in (C, D, H):
        if z < r and z != o:
            t[f"{key} 3{_NAMES[z]}"] = _opener_after_jump_over_1nt(o, r, z)
            t[f"{key} 3{_NAMES[z]} 3{_NAMES[r]}"] = _responder_after_major_shown(r)
    return t


def _after_new_suit_over_1nt(o: int, r: int) -> Tables:
    """Opener's tables for 1o 1r 1NT and each new suit of responder's below r at two."""
    key = f"1{_NAMES[o]} 1{_NAMES[r]} 1NT"
    return {f"{key} 2{_NAMES[z]}": _opener_after_new_suit_over_1nt(r, z) for z in (C, D, H) if z < r and z != o}


ACCEPT_RESPONDER_JUMP: Final = 14  # points with which opener's minimum rebid accepts responder's invitational jump in its major


def _opener_after_responder_jump(major: int) -> tuple[Rule, ...]:
    """1x 1M, opener's minimum rebid (1NT or the suit again) or a new suit (at one, or lower at two), 3M: responder's six
    cards and 10–12 invite game; opener accepts in the major with 14+ points and two cards (13+ and three), else
    with 14+ HCP in no trump (after 1C 1D 1H 3D, diamonds: only in no trump)."""
    return (
        Rule("accept in the major", lambda c: major in (H, S), lambda c: c.L[major] >= 2 and c.pts + (c.L[major] >= 3) >= ACCEPT_RESPONDER_JUMP, bid(4, major),
             "responder's jump shows six cards and invites: 14+ points with two cards, 13+ with three: game"),
        Rule("accept in no trump", always, lambda c: c.hcp >= ACCEPT_RESPONDER_JUMP, B("3NT"),
             "responder's jump shows six cards and invites: 14+ HCP (a misfit wants high cards), a singleton there: 3NT"),
        Rule("decline", always, always, Call(35), "a minimum: responder's invitation declined"),
    )


JUMP_RAISE_ACCEPT: Final = 8  # responder's support points that accept opener's jump raise (16–18) of a one-level major


def _responder_after_jump_raise(major: int) -> tuple[Rule, ...]:
    """1x 1M 3M: opener's jump raise invites (16–18 with four trumps); 6–7 points pass, 8+ go on (later rules)."""
    return (Rule("decline the jump raise", always, lambda c: _points_with_trumps(c, major) < JUMP_RAISE_ACCEPT, Call(35),
                 "opener's jump raise invites with 16–18: 6–7 points decline"),)


def _points_with_trumps(ctx: Ctx, trump: int) -> int:
    """My points with a fit: five or more trumps of my own count their length (and a singleton or void one more),
    four count shortness as support points."""
    return ctx.pts + (min(ctx.L) <= 1) if ctx.L[trump] >= 5 else ctx.support_points(trump)


ACCEPT_RERAISE_HCP: Final = 14  # opener's HCP that accept responder's invitational three of the major over the single raise
ACCEPT_RERAISE_POINTS: Final = 15  # or support points


def _opener_after_reraise(major: int) -> tuple[Rule, ...]:
    """1x 1M 2M 3M: responder invites (10–12); opener's raise showed four trumps and 12–16: the top of it accepts."""
    return (Rule("accept the re-raise", always,
                 lambda c: c.hcp >= ACCEPT_RERAISE_HCP or c.support_points(major) >= ACCEPT_RERAISE_POINTS, bid(4, major),
                 "responder's three of the major over my single raise invites (10–12): 14+ HCP or 15+ support points "
                 "accept"),
            Rule("decline the re-raise", always, always, Call(35),
                 "responder's three of the major over my single raise invites: a minimum raise declines"))


def _responder_after_single_raise(major: int) -> tuple[Rule, ...]:
    """1x 1M 2M: opener's raise shows four trumps and 12–16 counting its own shortness. Responder, the raised hand,
    counts HCP and length: 10–11 invite with three of the major while the support points (a doubleton 1, a
    singleton 3, a void 5) stay at 12 or fewer; 12+ points, or more shortness (a ruff in the short trump hand), is
    game, placed by the later rules."""
    return (Rule("invite", always, lambda c: 10 <= c.pts <= 11 and c.support_points(major) <= 12, bid(3, major),
                 "opener's single raise shows 12–16: 10–11 points (HCP and length) invite game with three of the major"),)


def _game_tries_after_raise(o: int, r: int) -> Tables:
    """Opener's tables for 1o 1r 2r and each new suit of responder's at three, and for responder's jump to
    3r over opener's 1NT or rebid of o (r a major)."""
    if r not in (H, S):
        return {}
    key = f"1{_NAMES[o]} 1{_NAMES[r]} 2{_NAMES[r]}"
    t = {f"{key} 3{_NAMES[x]}": _opener_answers_game_try(r, x) for x in (C, D, H) if x not in (o, r) and x < r}
    t[key] = _responder_after_single_raise(r)
    t[f"1{_NAMES[o]} 1{_NAMES[r]} 3{_NAMES[r]}"] = _responder_after_jump_raise(r)
    t[f"{key} 3{_NAMES[r]}"] = _opener_after_reraise(r)
    jump = _opener_after_responder_jump(r)  # and responder's invitational jump over opener's minimum rebid
    t[f"1{_NAMES[o]} 1{_NAMES[r]} 1NT 3{_NAMES[r]}"] = t[f"1{_NAMES[o]} 1{_NAMES[r]} 2{_NAMES[o]} 3{_NAMES[r]}"] = jump
    return t


def _responder_tables() -> Tables:
    """Responder's second call after a one-level response: opener's 1NT, 2NT, reverse, jump shift."""
    t: Tables = {}
    for o in (C, D, H, S):
        for r in (D, H, S):
            if r <= o:
                continue
            key = f"1{_NAMES[o]} 1{_NAMES[r]}"
            t[f"{key} 1NT"] = _responder_after_1nt_rebid()
            t.update(_after_2nt_rebid(o, r))
            t.update(_after_new_suit_over_1nt(o, r))
            t.update(_after_jump_over_1nt(o, r))
            t[f"{key} 2{_NAMES[o]}"] = _responder_after_suit_rebid()
            t.update(_game_tries_after_raise(o, r))
            for z in (H, S):
                if z > r:
                    t[f"{key} 1{_NAMES[z]}"] = _responder_after_new_suit_at_one()
                    t[f"{key} 1{_NAMES[z]} 3{_NAMES[z]}"] = _opener_after_second_suit_raised()
                    t[f"{key} 1{_NAMES[z]} 3{_NAMES[r]}"] = _opener_after_responder_jump(r)
            t.update(_after_opener_new_suit(o, r))
    return t


def _after_opener_new_suit(o: int, r: int) -> Tables:
    """Responder's tables for 1o 1r and opener's new suit at two (a reverse, a lower suit, or a jump shift when one of
    it was there to bid) or a jump shift at three."""
    key = f"1{_NAMES[o]} 1{_NAMES[r]}"
    t: Tables = {}
    for z in (C, D, H, S):
        if z not in (o, r) and z > r:  # 1C 1H 2S: a jump shift, forcing to game: six cards of mine first, then a
            # reverse's answers (the raise, the preference)
            t[f"{key} 2{_NAMES[z]}"] = (*_responder_after_jump_shift(), *_responder_after_reverse())
        elif z not in (o, r) and z > o:
            t[f"{key} 2{_NAMES[z]}"] = _responder_after_reverse()
        elif z < o:
            t[f"{key} 2{_NAMES[z]}"] = _responder_after_lower_suit()
            t[f"{key} 2{_NAMES[z]} 3{_NAMES[r]}"] = _opener_after_responder_jump(r)
        if z not in (o, r):
            t[f"{key} 3{_NAMES[z]}"] = _responder_after_jump_shift()
    return t


def _tables() -> Tables:
    t: Tables = {"1H": _major_responses(H), "1S": _major_responses(S), "1C": _minor_responses(C), "1D": _minor_responses(D)}
    for s in (C, D, H, S):
        t.update(_rebid_tables(s))
    t.update(_responder_tables())
    return t


def _describes_first(key: str) -> bool:
    """The first response, opener's answer to Jacoby 2NT or to a jump shift, and responder's sign-off over
    the shortness or over the 15–17 without it: they describe the hand (or its lack of extras) before any slam
    is bid."""
    calls = key.split()
    jacoby = len(calls) >= 2 and calls[0] in ("1H", "1S") and calls[1] == "2NT"
    over_3nt = len(calls) == 3 and calls[2] == "3NT"
    return len(calls) == 1 or (jacoby and (len(calls) == 2 or over_3nt or calls[2][1] not in ("N", calls[0][1]))) or (
        len(calls) == 2 and _is_jump_shift(calls[0], calls[1]))


def _is_jump_shift(opening: str, answer: str) -> bool:
    """A new suit one level higher than needed over one of a suit."""
    if opening[0] != "1" or answer[1] in ("N", opening[1]):
        return False
    return int(answer[0]) == (2 if _NAMES.index(answer[1]) > _NAMES.index(opening[1]) else 3)


# In every sequence the points and fit for a slam are looked at first, but for the first response,
# which describes the hand (Jacoby 2NT, a jump shift, a new suit) before any slam is bid, and opener's
# answer to Jacoby 2NT (shortness, strength), which does the same.
SUIT_TABLES: Tables = {key: rules if _describes_first(key) else SLAM_FIRST + rules for key, rules in _tables().items()}

# 1x (X) 2NT: the slam first, as over any raise, then the answer to a limit raise or better.
OPENER_AFTER_2NT_OVER_DOUBLE: dict[int, tuple[Rule, ...]] = {
    m: SLAM_FIRST + (_opener_after_2nt_over_double(m) if m in (H, S) else _opener_after_minor_2nt_over_double(m))
    for m in (C, D, H, S)}
