"""Standard American Yellow Card (SPEC §18): the ACBL booklet's system, as tables of rules.

Each turn the auction picks the tables that apply, most particular first: the opening
table; the booklet's table for our side's exact sequence (``"1NT 2C"``: opener answers
Stayman); the competitive tables (overcalls, advances, negative doubles…); and last the
later-round rules that place the contract by the points and fit partner has shown. The
first rule whose auction and hand conditions hold, and whose call is legal, is the call;
its meaning is the call's explanation. A turn no rule covers is Pass.

>>> from bridgefp.cards import Hand
>>> from bridgefp.auction import Auction
>>> SaycSystem().choose(Hand.from_pbn("AKJ2.KQ3.Q32.J32"), Auction.start("N")).call
Call.parse('1NT')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Final, Union

from ...auction import Auction
from ...calls import CALLS, PASS, Call
from ...cards import Hand, Vulnerability
from ..base import Choice
from .competition import (
    LEAD_DIRECTING_DOUBLE, OVERCALLS_OVER_ARTIFICIAL, their_artificial_bid, ADVANCE_LEAD_DIRECTING_DOUBLE,
    partner_doubled_their_artificial_bid, waiting_2d_overcalled_at_three,
    ADVANCE_DOUBLE, ADVANCE_OVERCALL, ADVANCER_AFTER_DOUBLERS_JUMP, advancer_after_doublers_jump,
    ADVANCER_AGAIN_OVER_THEIR_RAISE, advancer_again_over_their_raise,
    NEGATIVE_DOUBLER_AGAIN, NEGATIVE_DOUBLER_AFTER_FREE_PASS, negative_doubler_after_free_pass, PARTNER_OF_REDOUBLER, partner_redoubled_after_my_pass, OPENER_AFTER_NEW_SUIT_OVER_DOUBLE, negative_doubler_again, NEGATIVE_DOUBLER_AFTER_ESCAPE, negative_double_left_in_and_run, GAME_AFTER_COMPETITIVE_RAISE, major_raised_in_competition,
    OPENER_AFTER_OTHER_MAJOR_CUE, partner_cued_the_other_major, RESPONDER_AFTER_OTHER_MAJOR_ANSWERED,
    responder_after_other_major_answered, RESPONDER_AFTER_OTHER_MAJOR_RAISED, responder_after_other_major_raised,
    OPENER_AFTER_MINOR_RAISED_OVER_THEIR_BID, minor_raised_over_their_bid, ANSWER_CUE_FOR_STOPPER, partner_cued_after_my_minor_raise,
    AFTER_STOPPER_SHOWN, stopper_shown_after_my_cue, OPENER_AFTER_MINOR_CUE_RAISE, partner_cue_raised_my_minor,
    RAISE_OF_WEAK_TWO_OVER_THEIR_BID, weak_two_overcalled, RAISE_OF_PREEMPT_OVER_THEIR_BID, preempt_overcalled, OPENER_OVER_THEIR_RAISE_AT_THREE, partner_major_answer_raised_over, AFTER_SIGN_OFF_OPPOSITE_NT, DOUBLER_AFTER_ESCAPE, OPENER_AFTER_PENALTY_DOUBLE,
    partner_doubled_their_overcall_of_1nt, partner_escaped_from_my_double_of_1nt, their_1nt_answer_passed, signed_off_opposite_nt, ANSWER_OVERCALLERS_DOUBLE, ANSWER_REOPENING_DOUBLE, ESCAPE_FROM_OUR_1NT_DOUBLED, OUR_1NT_REDOUBLED, our_1nt_redoubled, OPENER_AFTER_THEIR_RUN_FROM_PENALTY_DOUBLE, they_ran_from_partners_penalty_double, RESPOND_TO_2C_OVER_INTERFERENCE, OPENER_AFTER_2C_OVERCALLED, OPENER_DOUBLES_OVER_WAITING_2D, opener_after_2c_overcalled, RESPONDER_AFTER_2C_SUIT_OVER_THEIRS, partners_suit_after_2c_overcalled, RESPOND_TO_2NT_OVER_INTERFERENCE, respond_to_2nt_over_interference, DOUBLER_AFTER_JUMP_ANSWER, OPENER_AFTER_FORCING_MAJOR, MICHAELS_MINOR, MICHAELS_PASS_OR_CORRECT, ANSWER_OVERCALLERS_GAME_TRY, ADVANCER_AFTER_OWN_CUE_ANSWERED, DOUBLER_AFTER_CUE_THEN_NEW_SUIT, ADVANCER_AFTER_CUE_NEW_SUIT, ADVANCER_AFTER_MICHAELS_MINOR, OPENER_AFTER_ESCAPE, ADVANCE_NT_OVERCALL_DOUBLED, BALANCING, DOUBLER_AFTER_ANSWER, DOUBLER_AFTER_CUE,
    OPENER_AFTER_FORCING_MAJOR_BID_OVER, partner_forced_in_a_major_they_bid_on, OVERCALLER_AFTER_CUE, overcaller_after_cue,
    ADVANCER_AFTER_CUE_ANSWERED, advancer_after_cue_answered,
    OVERCALLER_AFTER_CUE_THEN_NEW_SUIT, overcaller_after_cue_then_new_suit,
    RESPONDER_AFTER_CUE_RAISE_ANSWERED, responder_after_cue_raise_answered,
    OPENER_AFTER_HIGH_DOUBLE, OPENER_OVER_THEIR_1NT, their_1nt_over_partners_answer,
    OPENER_AFTER_ESCAPE_FROM_1NT_DOUBLED, they_ran_from_partners_double_of_1nt, OPENER_AFTER_NEGATIVE_DOUBLE, OPENER_AFTER_REOPENING_ANSWER, OPENER_REOPENS, OVERCALLER_AFTER_ADVANCE, OVERCALLER_SOUND_AFTER_ADVANCE, OVERCALLER_OF_2NT_AFTER_ADVANCE, overcaller_of_2nt_after_advance, OVERCALLS, PENALTY_OF_THEIR_GAME, PENALTY_OF_THEIR_GAME_OVER_OVERCALL,
    DOUBLER_REDOUBLED, my_double_redoubled_left_to_me, ANSWER_TAKEOUT_DOUBLE_AGAIN, partner_doubled_again, REDOUBLER_AGAIN, REDOUBLER_OWNS_THE_HAND, RESPOND_OVER_DOUBLE, RESPOND_OVER_OVERCALL, RESPOND_TO_NT_OVER_INTERFERENCE, SACRIFICE,
    after_our_redouble, after_values_double, doubler_after_answer, doubler_after_cue, doubler_after_jump_answer, michaels_minor_asked, michaels_clubs_to_correct, overcallers_game_try, advancer_after_own_cue_answered, doubler_after_cue_then_new_suit, advancer_after_cue_new_suit, michaels_minor_named, my_second_turn, overcaller_after_preempt_two_suiter, OVERCALLER_AFTER_PREEMPT_TWO_SUITER, my_preempt_two_suiter_doubled_back, PREEMPT_TWO_SUITER_DOUBLED_BACK, overcall_of_partners_2c, partner_forced_at_three, overcaller_after_advance,
    OVERCALLER_AFTER_NT_ADVANCE, overcaller_after_nt_advance,
    OVERCALLER_AFTER_FORCING_ADVANCE, overcaller_after_forcing_advance,
    BALANCING_JUMPER_INVITED, balancing_jumper_invited,
    our_1nt_doubled_in_balance, partner_doubled_after_overcall, partner_escaped_from_1nt_doubled, partner_nt_overcall_doubled, partner_ran_from_nt_overcall_doubled, their_game_doubles, their_game_over_partners_overcall,
)
from .context import (
    ANSWER_2D, NT, OPEN_2C, B, C, Ctx, D, H, Rule, S, always, bid, cheapest, is_game, their_two_suiter_over)
from .later import LATER, answer_aces_over_their_bid, gerber_answered_by_dopi
from .notrump import (
    BALANCING_NT_TABLES, NOTRUMP_TABLES, OPENER_AFTER_DOUBLED_TRANSFER, RESPONDER_AFTER_DOUBLED_TRANSFER,
    cue_stayman_table, doubled_transfer_completed, transfer_doubled_and_passed,
)
from .openings import OPENINGS
from .partner import answer_over_double, balanced_first, cue_raise_over_unusual_2nt, weak_jump_shift_over_double
from .suits import (
    OPENER_AFTER_2NT_OVER_DOUBLE, OPENER_AFTER_FREE_1NT, OPENER_GAME_TRY_OVER_THEIR_BID, SUIT_TABLES, free_1nt_over_their_overcall,
)

__all__ = ["SaycSystem", "TABLES", "tables_for", "choose_call"]

Table = tuple[Rule, ...]
TABLES: dict[str, Table] = {**SUIT_TABLES, **NOTRUMP_TABLES}
# The same tables keyed by our side's calls themselves, as ``Ctx.seq`` holds them (no text to build).
_TABLES_BY_CALLS: dict[tuple[Call, ...], Table] = {
    tuple(CALLS[Call.parse(t)] for t in key.split()): table for key, table in TABLES.items()}
# Partner's (or my) 1NT in the pass-out seat over their bid, 11–14: the same system with its own ranges.
_BALANCING_BY_CALLS: dict[tuple[Call, ...], Table] = {
    tuple(CALLS[Call.parse(t)] for t in key.split()): table for key, table in BALANCING_NT_TABLES.items()}
_DOUBLE: Final = Call(36)
_2S: Final = B("2S")
_1NT: Final = Call.parse("1NT")
_PASS: Final = Call(35)
_2NT: Final = B("2NT")
_NO_RULE: Final = Choice(PASS, "no rule of the system applies: pass")


def _alternates(ctx: Ctx) -> bool:
    """Our side's calls went partner, me, partner…: the booklet's sequences apply."""
    mine = ctx.mine
    return bool(mine) and not mine[-1] and all(a != b for a, b in zip(mine, mine[1:]))


def _they_bid_since_we_started(ctx: Ctx) -> bool:
    """An opponent bid (not only doubled) after our side's first call."""
    return len(ctx.theirs) > (0 if ctx.opened_by_us else 1) and any(c < 35 for c in ctx.theirs[(0 if ctx.opened_by_us else 1):])


def _they_doubled(ctx: Ctx) -> bool:
    return any(c == _DOUBLE for c in ctx.theirs)


def tables_for(ctx: Ctx) -> list[Table]:
    """The tables for this turn, most particular first."""
    tables = _auction_tables(ctx)
    if tables is None:
        return [LATER] if ctx.pts >= 17 else []
    return tables


def _auction_tables(ctx: Ctx) -> list[Table] | None:
    """The tables as the auction alone gives them; None: the later rules, for a hand of 17 points or more."""
    if ctx.last is None:
        return [OPENINGS]
    tables = _defending(ctx) if not ctx.opened_by_us else _opening_side(ctx)
    return [SACRIFICE, *tables] if tables is not None and ctx.seq else tables


def _defending(ctx: Ctx) -> list[Table] | None:
    if not ctx.seq:
        return _our_first_call(ctx)
    if _partners_first_call_only(ctx):
        return _advancing(ctx)
    for applies, tables in _DEFENDING_SIDE:
        if applies(ctx):
            return list(tables)
    again = my_second_turn(ctx)
    if again is not None:
        return [again, LATER]
    if partner_doubled_after_overcall(ctx):
        return [ANSWER_OVERCALLERS_DOUBLE, LATER]
    by_calls = _BALANCING_BY_CALLS if balanced_first(ctx) else _TABLES_BY_CALLS
    key_table = by_calls.get(ctx.seq) if _nt_overcall_with_system(ctx) and _alternates(ctx) else None
    return [key_table, LATER] if key_table and not _they_bid_since_we_started(ctx) else [LATER]


def _our_first_call(ctx: Ctx) -> list[Table] | None:
    """The defenders' first call: over their artificial bid the lead-directing double comes first (no takeout
    double of it); an overcall or balancing call where their auction leaves room; over their four-level bid, the
    penalty double."""
    if their_artificial_bid(ctx):
        return [LEAD_DIRECTING_DOUBLE, *([OVERCALLS_OVER_ARTIFICIAL] if _may_enter(ctx) else [])]
    if _may_enter(ctx):
        return [BALANCING if ctx.auction.passes == 2 else OVERCALLS]
    if _their_four_level_opening(ctx):
        return [PENALTY_OF_THEIR_GAME, OVERCALLS]
    if their_game_doubles(ctx):
        return [PENALTY_OF_THEIR_GAME]
    return None  # with less than 17 points, no later rule applies before our side has bid


# The defending side's later situations, in order: a test of the auction and the tables it calls for.
_DEFENDING_SIDE: tuple[tuple[Callable[[Ctx], bool], tuple[Table, ...]], ...] = (
    (partner_ran_from_nt_overcall_doubled, (OPENER_AFTER_ESCAPE,)),
    (lambda c: c.seq[0] == _1NT and partner_forced_at_three(c), (OPENER_AFTER_FORCING_MAJOR,)),
    (signed_off_opposite_nt, (AFTER_SIGN_OFF_OPPOSITE_NT,)),
    (partner_escaped_from_my_double_of_1nt, (DOUBLER_AFTER_ESCAPE, LATER)),
    (my_double_redoubled_left_to_me, (DOUBLER_REDOUBLED,)),
    (doubler_after_answer, (DOUBLER_AFTER_ANSWER, LATER)),
    (advancer_after_doublers_jump, (ADVANCER_AFTER_DOUBLERS_JUMP, LATER)),
    (advancer_again_over_their_raise, (ADVANCER_AGAIN_OVER_THEIR_RAISE, LATER)),
    (doubler_after_cue, (DOUBLER_AFTER_CUE, LATER)),
    (doubler_after_jump_answer, (DOUBLER_AFTER_JUMP_ANSWER, LATER)),
    (overcaller_after_preempt_two_suiter, (OVERCALLER_AFTER_PREEMPT_TWO_SUITER,)),
    (my_preempt_two_suiter_doubled_back, (PREEMPT_TWO_SUITER_DOUBLED_BACK,)),
    (michaels_minor_asked, (MICHAELS_MINOR, LATER)),
    (michaels_minor_named, (ADVANCER_AFTER_MICHAELS_MINOR,)),
    (michaels_clubs_to_correct, (MICHAELS_PASS_OR_CORRECT,)),
    (overcallers_game_try, (ANSWER_OVERCALLERS_GAME_TRY,)),
    (advancer_after_own_cue_answered, (LATER, ADVANCER_AFTER_OWN_CUE_ANSWERED)),
    (doubler_after_cue_then_new_suit, (LATER, DOUBLER_AFTER_CUE_THEN_NEW_SUIT)),
    (overcaller_after_advance, (OVERCALLER_AFTER_ADVANCE, LATER, OVERCALLER_SOUND_AFTER_ADVANCE)),
    (overcaller_after_forcing_advance, (OVERCALLER_AFTER_FORCING_ADVANCE,)),
    (balancing_jumper_invited, (BALANCING_JUMPER_INVITED,)),
    (overcaller_after_nt_advance, (LATER, OVERCALLER_AFTER_NT_ADVANCE)),
    (overcaller_after_cue, (OVERCALLER_AFTER_CUE, LATER)),
    (advancer_after_cue_answered, (ADVANCER_AFTER_CUE_ANSWERED, LATER)),
    (advancer_after_cue_new_suit, (ADVANCER_AFTER_CUE_NEW_SUIT, LATER)),
    (overcaller_after_cue_then_new_suit, (OVERCALLER_AFTER_CUE_THEN_NEW_SUIT, LATER)),
    (overcaller_of_2nt_after_advance, (OVERCALLER_OF_2NT_AFTER_ADVANCE, LATER)),
    (partner_doubled_again, (LATER, ANSWER_TAKEOUT_DOUBLE_AGAIN)),
    (their_game_over_partners_overcall, (PENALTY_OF_THEIR_GAME_OVER_OVERCALL, LATER)),
)


def _nt_overcall_with_system(ctx: Ctx) -> bool:
    """Our first call was a no-trump overcall below game: the system of our no-trump opening answers it. Our 3NT
    over their bid is to play: partner's four of a major after it is natural (3C 3NT P 4H), not a transfer."""
    first = ctx.seq[0]
    return first % 5 == NT and first.level < 3


def _partners_first_call_only(ctx: Ctx) -> bool:
    """Partner has made our side's only call, and this is my first turn since."""
    return len(ctx.seq) == 1 and not ctx.mine[0] and ctx.first_turn_since_ours


def _advancing(ctx: Ctx) -> list[Table]:
    first = ctx.seq[0]
    if partner_doubled_their_artificial_bid(ctx):
        return [ADVANCE_LEAD_DIRECTING_DOUBLE]
    if partner_nt_overcall_doubled(ctx):
        return [ADVANCE_NT_OVERCALL_DOUBLED]  # systems off over their double
    if first == _1NT and not _they_bid_since_we_started(ctx):  # systems on over a 1NT overcall (11–14 in the pass-out seat)
        return [BALANCING_NT_TABLES["1NT"] if balanced_first(ctx) else TABLES["1NT"], LATER]
    if first == _1NT and not balanced_first(ctx):  # their bid over the direct 1NT overcall: as over our 1NT opening
        return [RESPOND_TO_NT_OVER_INTERFERENCE, ADVANCE_OVERCALL, LATER]
    return [ADVANCE_DOUBLE if first == _DOUBLE else ADVANCE_OVERCALL, LATER]


def _their_four_level_opening(ctx: Ctx) -> bool:
    """RHO has just opened four of a suit (a preempt): the direct seat may still double or overcall."""
    last = ctx.last
    return (last is not None and ctx.their_bids == 1 and last.level == 4 and last % 5 != NT and ctx.rho == last
            and ctx.can_x)


def _may_enter(ctx: Ctx) -> bool:
    """The opponents' auction leaves room to enter: their opening, or a response or raise at a low level."""
    level = ctx.last.level if ctx.last is not None else 8
    if ctx.their_bids == 1:
        return level <= 3
    raised = len(set(ctx.their_suits)) == 1 and len(ctx.their_suits) == 2
    if ctx.last is not None and ctx.last % 5 == NT and (ctx.auction.passes == 2 or ctx.their_bids > 2):
        return their_1nt_answer_passed(ctx)  # their no trump has placed their strength: balance only over a 1NT answer
    if ctx.their_bids == 3 and ctx.auction.passes == 2 and level == 2:
        return ctx.their_suits.count(ctx.last % 5) >= 2 if ctx.last is not None else False  # they stopped in their fit at two
    return ctx.their_bids == 2 and level <= (3 if raised else 2)


def _suit_opening_answered(ctx: Ctx) -> bool:
    seq = ctx.seq
    return _partners_first_call_only(ctx) and seq[0] % 5 != NT and seq[0].level == 1


def _opener_again(ctx: Ctx) -> bool:
    """I opened one of a suit, partner passed, an opponent bid: my next turn (or the turn after, when
    their bid came after a double and a pass: 1D P P X P 1H P P; or whenever their bid is passed round
    to me: 1C 1D P 2C P 2D P P, where my pass ends it)."""
    calls = ctx.calls
    return (len(ctx.seq) == 1 and ctx.mine[0] and ctx.seq[0] % 5 != NT and bool(ctx.theirs)
            and (len(calls) - ctx.first_ours < 8 or ctx.their_bids == 1 or calls[-1] == calls[-2] == _PASS))


def _double_of_their_overcall(ctx: Ctx) -> Call | None:
    """Their suit overcall of my one-of-a-suit opening that partner doubled, when I have not called since."""
    seq, doubled = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    made = len(seq) == 2 and ctx.mine[0] and not ctx.mine[1] and seq[1] == _DOUBLE and seq[0] % 5 != NT and seq[0].level == 1 and (
        doubled is not None and doubled % 5 != NT) and ctx.calls[-2] == _DOUBLE
    return doubled if made else None


def _reopening_double_answered(ctx: Ctx) -> bool:
    """I opened one of a suit, doubled their bid to reopen, and partner answered in a new suit straight over it."""
    seq, calls = ctx.seq, ctx.calls
    return (len(seq) == 3 and ctx.mine == (True, True, False) and seq[1] == _DOUBLE and seq[0] % 5 != NT
            and seq[0].level == 1 and seq[2] < _DOUBLE and seq[2] % 5 not in (NT, seq[0] % 5) and calls[-2] == seq[2])


def _negative_double_made(ctx: Ctx) -> bool:
    """Partner doubled their suit overcall of my one-of-a-suit opening: negative through 2S, and a later double
    (after a pass) at any level."""
    return _double_of_their_overcall(ctx) is not None and not _penalty_double_made(ctx)


def _penalty_double_made(ctx: Ctx) -> bool:
    """Partner doubled their suit overcall of my one-of-a-suit opening above 2S, straight over it: for penalty."""
    doubled, calls = _double_of_their_overcall(ctx), ctx.calls
    return doubled is not None and doubled > _2S and len(calls) >= 4 and calls[-3] == doubled and calls[-4] == ctx.seq[0]


def _their_bid_took_our_game(ctx: Ctx) -> bool:
    """RHO's bid over partner's raise of my major is four of a higher strain or more: our game is no longer
    available below it, and their bid is undoubled."""
    game = bid(4, ctx.seq[0] % 5)
    rho = ctx.rho
    return ctx.seq[0] % 5 in (H, S) and game is not None and rho is not None and game < rho < _DOUBLE and ctx.can_x


def _game_values_opposite_preemptive_raise(ctx: Ctx) -> bool:
    """Game opposite partner's preemptive raise: 19+ points of my own counting length and, with a singleton or
    void, shortness (partner's fourth trump ruffs what the short suit loses); or 16+ and six trumps (ten together)."""
    shortness = ctx.hand.shortness if min(ctx.L) <= 1 else 0
    return ctx.pts + shortness >= 19 or ctx.L[ctx.seq[0] % 5] >= 6 and ctx.pts >= 16


def _plays_at_five(ctx: Ctx) -> bool:
    """Game values, six trumps (ten together) and a singleton or void in their suit: my values play, they do not
    defend."""
    last = ctx.last
    return (_game_values_opposite_preemptive_raise(ctx) and ctx.L[ctx.seq[0] % 5] >= 6 and last is not None
            and last % 5 != NT and ctx.L[last % 5] <= 1)


def _five_of_my_major(ctx: Ctx) -> Call | None:
    """My major at the cheapest level, the five level at most."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level <= 5 else None


# Partner's preemptive jump raise over their double or overcall (four trumps, weak): a major game with 19+ points of
# my own counting length, and with a singleton or void (the fit found) shortness too, as over the single raise:
# partner's fourth trump ruffs what the short suit loses; or six trumps (ten together) and 16+. Their bid over it
# above our game: the 19+ points that would have bid game double it, or bid five with ten trumps and shortness in
# their suit.
OPENER_AFTER_PREEMPTIVE_RAISE: Final[Table] = (
    Rule("game opposite the preemptive raise", lambda c: c.seq[0] % 5 in (H, S),
         _game_values_opposite_preemptive_raise, lambda c: bid(4, c.seq[0] % 5),
         "partner's jump raise in competition was preemptive: game with 19+ points of my own counting length and, "
         "with a singleton or void, shortness; or 16+ and six trumps (ten together)"),
    Rule("five opposite the preemptive raise", _their_bid_took_our_game, _plays_at_five, _five_of_my_major,
         "their bid over partner's preemptive raise took our game: game values, six trumps and a singleton or void in "
         "their suit play at five"),
    Rule("double their bid over the preemptive raise", _their_bid_took_our_game, _game_values_opposite_preemptive_raise,
         lambda c: _DOUBLE, "their bid over partner's preemptive raise took our game: the values that would have bid "
         "it (19+ points counting length and shortness, or 16+ with six trumps) double theirs"),
)


def _preemptive_raise_over_double(ctx: Ctx) -> bool:
    """I opened one of a suit, partner jumped to three of it straight over their takeout double: preemptive (four
    trumps, weak; 2NT is the limit raise), not the limit raise the booklet's table reads."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine[0] and seq[0].level == 1 and seq[0] % 5 != NT and seq[1] < 35
            and seq[1] % 5 == seq[0] % 5 and seq[1].level == 3 and answer_over_double(ctx))


def _preemptive_raise_over_overcall(ctx: Ctx) -> bool:
    """I opened one of a suit, they overcalled in a suit, partner jumped to three of mine, and RHO passed, bid or
    doubled over it: the jump raise in competition is preemptive (four trumps, weak; the cue bid is the limit raise), and
    their bid over it takes nothing from the game my own points would bid."""
    seq, before = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    if len(seq) != 2 or not ctx.mine[0] or seq[0].level != 1 or seq[0] % 5 == NT or seq[1] >= 35 or before is None:
        return False
    low = cheapest(seq[0] % 5, before)
    return (before != seq[0] and before < 35 and before % 5 != NT and seq[1] % 5 == seq[0] % 5 and seq[1].level == 3 and low is not None
            and low.level < 3 and ctx.calls[-2] == seq[1])


def _new_suit_at_two_over_double(ctx: Ctx) -> bool:
    """I opened one of a suit, they doubled, partner bid a new suit at two without a jump (5–9 HCP, not forcing)
    or jumped in one (preemptive), and they passed or bid over it."""
    seq = ctx.seq
    if len(seq) != 2 or not ctx.mine[0] or seq[0].level != 1 or seq[0] % 5 == NT or seq[1] >= 35:
        return False
    low = cheapest(seq[1] % 5, seq[0])
    weak = seq[1] == low and seq[1].level == 2 or weak_jump_shift_over_double(seq[1], seq[0], ctx.before[1])
    return seq[1] % 5 not in (NT, seq[0] % 5) and weak and answer_over_double(ctx)


def _uncontested_answers(ctx: Ctx) -> Table:
    """The booklet's table for our two calls, unless partner's was a weak jump shift over their double (the
    table reads it as the strong one)."""
    weak_jump = weak_jump_shift_over_double(ctx.seq[1], ctx.seq[0], ctx.before[1])
    return () if weak_jump else _TABLES_BY_CALLS.get(ctx.seq, ())


def _2nt_over_double(ctx: Ctx) -> bool:
    """I opened one of a suit, partner bid 2NT over their takeout double (a limit raise or better), and they passed."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine[0] and seq[1] == _2NT and seq[0].level == 1 and seq[0] % 5 != NT
            and ctx.rho == _PASS and answer_over_double(ctx))


def _raise_of_my_major_bid_over(ctx: Ctx) -> bool:
    """I opened one of a major, partner raised it to two, and RHO bid over the raise below three of the major: my
    second call (1S (2C) 2S (3C), 1H (1S) 2H (2S), 1H P 2H (2S))."""
    seq, last = ctx.seq, ctx.last
    if len(seq) != 2 or ctx.mine != (True, False) or any(c >= 35 for c in seq) or last is None or last >= 35:
        return False
    major = seq[0] % 5
    return (seq[0].level == 1 and major in (H, S) and seq[1] == bid(2, major) and ctx.rho == last and last > seq[1]
            and (last.level, last % 5) < (3, major))


def _game_try_after_raise_in_competition(ctx: Ctx) -> bool:
    """Partner opened one of a major, I raised it to two, they bid on (1S (2C) 2S (3C), 1H (1S) 2H (2S)), and partner
    bid a new suit below three of the major with RHO passing: a help-suit game try, as without their bids."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or any(c >= 35 for c in seq) or not ctx.their_bids:
        return False
    major, tried = seq[0] % 5, seq[2] % 5
    return (seq[0].level == 1 and major in (H, S) and seq[1] == bid(2, major) and tried not in (NT, major)
            and tried not in ctx.their_suits and (seq[2].level, tried) < (3, major) and ctx.rho == _PASS and ctx.last == seq[2]
            and seq in _TABLES_BY_CALLS)


def _cue_raise_over_unusual_2nt(ctx: Ctx) -> bool:
    """I opened one of a suit, they bid the unusual 2NT, partner cue-bid one of its suits as the raise
    (``cue_raise_over_unusual_2nt``: a limit raise or better), and they passed."""
    seq, before = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    if len(seq) != 2 or not ctx.mine[0] or before != _2NT or not their_two_suiter_over(seq[0], before, ctx.theirs_before[1]):
        return False
    return seq[1] == cue_raise_over_unusual_2nt(seq[0] % 5) and ctx.rho == _PASS


def _gerber_overcalled(ctx: Ctx) -> bool:
    """I opened 1NT or 2NT, partner's 4C straight over it asked for aces (Gerber), and RHO bid over it or doubled
    it (then ROPI). Over their overcall of the no trump 4C is natural, not Gerber (Gerber is for the no trump
    opening straight, mainstream)."""
    return (ctx.seq in ((_1NT, _4C), (_2NT, _4C)) and ctx.mine == (True, False) and ctx.before[1] == ctx.seq[0]
            and ctx.rho is not None
            and (ctx.rho < _PASS and ctx.rho == ctx.last or ctx.rho == _DOUBLE) and ctx.calls[-2] == _4C)


_4C: Final = B("4C")
_GERBER_OVER_THEIR_BID: Final[Table] = (
    Rule("Gerber answer over their bid", always, always, answer_aces_over_their_bid,
         "aces over their bid (DOPI): double none or four, pass one, the next step two, the step after three; over "
         "their double (ROPI) redouble none or four, pass one, the steps above 4C two and three"),
)


_RESPOND_TO_22_24_OVER_INTERFERENCE: Final = respond_to_2nt_over_interference(22, 24)  # 2C 2D 2NT, then their bid


# The situations of the opening side, in order: a test of the auction and the tables it calls for.
_OPENING_SIDE: tuple[tuple[Callable[[Ctx], bool], Callable[[Ctx], list[Table]]], ...] = (
    (our_1nt_doubled_in_balance, lambda c: [ESCAPE_FROM_OUR_1NT_DOUBLED, LATER]),
    (lambda c: _gerber_overcalled(c), lambda c: [_GERBER_OVER_THEIR_BID, LATER]),
    (gerber_answered_by_dopi, lambda c: [LATER]),
    (partner_escaped_from_1nt_doubled, lambda c: [OPENER_AFTER_ESCAPE]),
    (our_1nt_redoubled, lambda c: [OUR_1NT_REDOUBLED, LATER]),
    (signed_off_opposite_nt, lambda c: [AFTER_SIGN_OFF_OPPOSITE_NT]),
    (partner_doubled_their_overcall_of_1nt, lambda c: [OPENER_AFTER_PENALTY_DOUBLE]),
    (they_ran_from_partners_penalty_double, lambda c: [OPENER_AFTER_THEIR_RUN_FROM_PENALTY_DOUBLE]),
    (_cue_raise_over_unusual_2nt, lambda c: [OPENER_AFTER_2NT_OVER_DOUBLE[c.seq[0] % 5], LATER]),
    (partner_cued_the_other_major, lambda c: [OPENER_AFTER_OTHER_MAJOR_CUE, LATER]),
    (partner_forced_at_three, lambda c: [OPENER_AFTER_FORCING_MAJOR]),
    (partner_forced_in_a_major_they_bid_on, lambda c: [OPENER_AFTER_FORCING_MAJOR_BID_OVER, LATER]),
    (overcall_of_partners_2c, lambda c: [RESPOND_TO_2C_OVER_INTERFERENCE, LATER]),
    (weak_two_overcalled, lambda c: [RAISE_OF_WEAK_TWO_OVER_THEIR_BID, LATER]),
    (preempt_overcalled, lambda c: [RAISE_OF_PREEMPT_OVER_THEIR_BID, LATER]),
    (partner_major_answer_raised_over, lambda c: [OPENER_OVER_THEIR_RAISE_AT_THREE, LATER]),
    (transfer_doubled_and_passed, lambda c: [RESPONDER_AFTER_DOUBLED_TRANSFER, LATER]),
    (lambda c: cue_stayman_table(c) is not None, lambda c: [cue_stayman_table(c) or (), LATER]),
    (doubled_transfer_completed, lambda c: [OPENER_AFTER_DOUBLED_TRANSFER, LATER]),
    (lambda c: len(c.seq) == 1 and not c.mine[0] and c.seq[0] == _1NT and _they_bid_since_we_started(c),
     lambda c: [RESPOND_TO_NT_OVER_INTERFERENCE, LATER] if c.first_turn_since_ours else [LATER]),
    (lambda c: len(c.seq) == 1 and not c.mine[0] and c.seq[0] == _2NT and _they_bid_since_we_started(c) and c.first_turn_since_ours,
     lambda c: [RESPOND_TO_2NT_OVER_INTERFERENCE, LATER]),
    (lambda c: c.seq == (OPEN_2C, ANSWER_2D, _2NT) and c.calls[-2] == _2NT and _their_bid_over_our_nt(c),
     lambda c: [_RESPOND_TO_22_24_OVER_INTERFERENCE, LATER]),
    (lambda c: _suit_opening_answered(c) and _they_bid_since_we_started(c), lambda c: [RESPOND_OVER_OVERCALL, LATER]),
    (lambda c: _suit_opening_answered(c) and _they_doubled(c), lambda c: [RESPOND_OVER_DOUBLE, _TABLES_BY_CALLS.get(c.seq, ()), LATER]),
    (opener_after_2c_overcalled, lambda c: [OPENER_AFTER_2C_OVERCALLED, OPENER_REOPENS, LATER]),
    (waiting_2d_overcalled_at_three, lambda c: [OPENER_AFTER_2C_OVERCALLED, LATER, OPENER_DOUBLES_OVER_WAITING_2D]),
    (partners_suit_after_2c_overcalled, lambda c: [RESPONDER_AFTER_2C_SUIT_OVER_THEIRS, LATER]),
    (_opener_again, lambda c: [OPENER_REOPENS, LATER]),
    (they_ran_from_partners_double_of_1nt, lambda c: [OPENER_AFTER_ESCAPE_FROM_1NT_DOUBLED, LATER]),
    (their_1nt_over_partners_answer, lambda c: [OPENER_OVER_THEIR_1NT, _TABLES_BY_CALLS.get(c.seq, ()), LATER]),
    (lambda c: after_our_redouble(c) is not None, lambda c: [after_our_redouble(c) or (), LATER, *(
        [REDOUBLER_OWNS_THE_HAND] if after_our_redouble(c) is REDOUBLER_AGAIN else [])]),
    (lambda c: after_values_double(c) is not None, lambda c: [after_values_double(c) or (), LATER]),
    (_reopening_double_answered, lambda c: [OPENER_AFTER_REOPENING_ANSWER, LATER]),
    (_negative_double_made, lambda c: [OPENER_AFTER_NEGATIVE_DOUBLE, LATER]),
    (_penalty_double_made, lambda c: [OPENER_AFTER_HIGH_DOUBLE]),
    (negative_double_left_in_and_run, lambda c: [NEGATIVE_DOUBLER_AFTER_ESCAPE, LATER]),
    (partner_redoubled_after_my_pass, lambda c: [PARTNER_OF_REDOUBLER, LATER]),
    (negative_doubler_again, lambda c: [NEGATIVE_DOUBLER_AGAIN, LATER]),
    (negative_doubler_after_free_pass, lambda c: [NEGATIVE_DOUBLER_AFTER_FREE_PASS, LATER]),
    (responder_after_other_major_answered, lambda c: [RESPONDER_AFTER_OTHER_MAJOR_ANSWERED, LATER]),
    (responder_after_other_major_raised, lambda c: [RESPONDER_AFTER_OTHER_MAJOR_RAISED]),
    (responder_after_cue_raise_answered, lambda c: [RESPONDER_AFTER_CUE_RAISE_ANSWERED, LATER]),
    (_game_try_after_raise_in_competition, lambda c: [_TABLES_BY_CALLS[c.seq], LATER]),
    (free_1nt_over_their_overcall, lambda c: [OPENER_AFTER_FREE_1NT, *_uncontested_after_their_bid(c), LATER]),
    (_raise_of_my_major_bid_over, lambda c: [OPENER_GAME_TRY_OVER_THEIR_BID, *_uncontested_after_their_bid(c), LATER]),
    (major_raised_in_competition, lambda c: [GAME_AFTER_COMPETITIVE_RAISE, LATER]),
    (minor_raised_over_their_bid, lambda c: [
        OPENER_AFTER_MINOR_RAISED_OVER_THEIR_BID, *_uncontested_after_their_bid(c), LATER]),
    (partner_cued_after_my_minor_raise, lambda c: [ANSWER_CUE_FOR_STOPPER, LATER]),
    (partner_cue_raised_my_minor, lambda c: [OPENER_AFTER_MINOR_CUE_RAISE, LATER]),
    (stopper_shown_after_my_cue, lambda c: [AFTER_STOPPER_SHOWN]),
    (_2nt_over_double, lambda c: [OPENER_AFTER_2NT_OVER_DOUBLE[c.seq[0] % 5], LATER]),
    (_new_suit_at_two_over_double, lambda c: [OPENER_AFTER_NEW_SUIT_OVER_DOUBLE, _uncontested_answers(c), LATER]),
    (lambda c: _preemptive_raise_over_double(c) or _preemptive_raise_over_overcall(c),
     lambda c: [OPENER_AFTER_PREEMPTIVE_RAISE, LATER]),
    (lambda c: c.seq[1:] == (_DOUBLE,) and c.mine == (False, False) and c.rho == _PASS and c.seq[0] % 5 != NT
     and c.calls[-2] == _DOUBLE, lambda c: [ANSWER_REOPENING_DOUBLE, LATER]),
)


def _opening_side(ctx: Ctx) -> list[Table]:
    for applies, tables in _OPENING_SIDE:
        if applies(ctx):
            return tables(ctx)
    key_table = _TABLES_BY_CALLS.get(_2c_key(ctx)) if _alternates(ctx) and not _their_bid_over_our_nt(ctx) else None
    if key_table is None or (_they_bid_since_we_started(ctx) and not _after_their_single_bid(ctx) and not _our_2c_auction(ctx)):
        return [LATER]
    return [key_table, LATER]


def _2c_key(ctx: Ctx) -> tuple[Call, ...]:
    """Our calls as the booklet's tables key them; in our 2C auction opener's suit after the waiting 2D, bid at the
    cheapest level over their bid (2C P 2D 2S 3H), reads as the same suit uncontested (2C 2D 2H); their own suit
    does not."""
    seq = ctx.seq
    if len(seq) != 3 or seq[:2] != (OPEN_2C, ANSWER_2D) or seq[2] >= _PASS or seq[2] % 5 == NT:
        return seq
    theirs = ctx.before[2]
    suit = seq[2] % 5
    if theirs is None or theirs == ANSWER_2D or suit in ctx.their_suits or cheapest(suit, theirs) != seq[2]:
        return seq
    usual = bid(3 if suit in (C, D) else 2, suit)
    return seq if usual is None else (*seq[:2], usual)


def _their_bid_over_our_nt(ctx: Ctx) -> bool:
    """They bid over our no trump rebid in the 2C auction (2C P 2D P 2NT 3C): Stayman and the transfers are off, as
    over their bid of a no trump opening; the later rules read the calls as natural."""
    seq, last = ctx.seq, ctx.last
    return _our_2c_auction(ctx) and seq[-1] % 5 == NT and last is not None and last != seq[-1]


def _our_2c_auction(ctx: Ctx) -> bool:
    """Our strong 2C and the waiting 2D, then their bid at any point: the auction stays forcing to game and the
    booklet's continuations still apply where their bid leaves them legal (a bid it took away falls to the later
    rules)."""
    return len(ctx.seq) >= 3 and ctx.seq[:2] == (OPEN_2C, ANSWER_2D)


def _uncontested_after_their_bid(ctx: Ctx) -> list[Table]:
    """The booklet's table for our sequence, when it still applies after their bid."""
    table = _TABLES_BY_CALLS.get(ctx.seq) if _alternates(ctx) and _after_their_single_bid(ctx) else None
    return [table] if table else []


def _after_their_single_bid(ctx: Ctx) -> bool:
    """Opener's rebid after an overcall of a suit opening: the booklet's rebids still apply when partner bid on (but
    not to a new suit that would have been a jump shift over the opening and is none over their bid: 1C (1S) 2H is a
    free bid; nor to 2NT over their suit, natural and no raise, not Jacoby 2NT). Over their bid at three on our 2NT
    and partner's Stayman or transfer, opener still shows a major or the fit. Over their bid of our 1NT the conventions are off: 1NT (2C) 2D is diamonds, not a transfer; over their
    1NT overcall partner's new suit is weak, to play, not the booklet's two-over-one."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine[0] and (seq[0] % 5 != NT or ctx.before[1] == seq[0]) and ctx.last is not None
            and ctx.last.level <= (3 if seq[0] in (_1NT, _2NT) else 2)
            and not (seq[0] != _1NT and ctx.before[1] == _1NT and seq[1] % 5 not in (seq[0] % 5, NT))
            and not _free_bid_like_a_jump_shift(seq[0], seq[1], ctx.before[1])
            and not (seq[0] != _1NT and seq[1] == _2NT and ctx.before[1] != seq[0]))


def _free_bid_like_a_jump_shift(opening: Call, answer: Call, before: Call | None) -> bool:
    if answer >= 35 or answer % 5 in (NT, opening % 5) or before is None or before == opening:
        return False
    over_opening = cheapest(answer % 5, opening)
    over_theirs = cheapest(answer % 5, before)
    return (over_opening is not None and over_theirs is not None and answer.level > over_opening.level
            and answer.level == over_theirs.level)


def choose_call(hand: Hand, auction: Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> Choice:
    """The SAYC call for the player to act, holding ``hand``, and its meaning, with ``vulnerable`` the sides
    vulnerable on the board."""
    ctx = Ctx(hand.mask, auction, vulnerable)
    legal = ctx.legal  # the legal calls, as the bits ``1 << call``
    for steps in _turn_steps(ctx):
        for when, group in steps:
            if when is None or when(ctx):
                for holds, fixed, bit, call, explain in group:
                    if holds is None or holds(ctx):
                        if fixed is not None:  # a fixed call (and no function of the turn)
                            if legal & bit:
                                return fixed
                            continue
                        chosen = call(ctx)  # type: ignore[misc]
                        if chosen is not None and legal >> chosen & 1:
                            return Choice(CALLS[chosen], explain)
    return _no_rule(ctx)


def _no_rule(ctx: Ctx) -> Choice:
    """Pass, when no rule applies; over partner's game, which still stands, the pass says so."""
    last = ctx.last
    if last is not None and ctx.seq and ctx.seq[-1] == last and not ctx.mine[-1] and is_game(last):
        return _pass_over_partners_game(last)
    return _NO_RULE


@lru_cache(maxsize=None)
def _pass_over_partners_game(bid: Call) -> Choice:
    return Choice(PASS, f"no rule of the system applies over partner's {bid}, game or higher: pass")


def _turn_steps(ctx: Ctx) -> tuple[tuple[_Step, ...], ...]:
    """The steps of ``tables_for(ctx)``, table by table. The tables follow from the calls alone (but for
    one case, which the hand's points settle), so they are found once for each sequence of calls: every
    board starts from the same few, and at most 65,536 are kept."""
    key = ctx.code
    try:
        plan = _TURN_STEPS[key]
    except KeyError:
        if len(_TURN_STEPS) >= 65536:
            _TURN_STEPS.clear()
        tables = _auction_tables(ctx)
        plan = _TURN_STEPS[key] = None if tables is None else tuple(map(_steps, tables))
    if plan is None:
        return (_steps(LATER),) if ctx.pts >= 17 else ()
    return plan


_TURN_STEPS: dict[bytes, Union[tuple[tuple[_Step, ...], ...], None]] = {}


# A table's rules as the loop above reads them: a condition that always holds is None (nothing to
# call), a fixed call (with its bit among the legal calls) and a function of the turn are told apart once, the explanation is written
# once, and a rule whose bid does not exist (above seven) is left out, since it can never be the call.
# Neighbouring rules with the same auction condition form one group, the condition asked once for
# them all (a condition reads the turn alone, so its answer is the same for each). Made once a
# table, on first use.
_Line = tuple[Union[Callable[[Ctx], bool], None], Union[Choice, None], int, Union[Callable[[Ctx], Union[Call, None]], None], str]
_Step = tuple[Union[Callable[[Ctx], bool], None], tuple[_Line, ...]]
_STEPS: dict[int, tuple[Table, tuple[_Step, ...]]] = {}


def _steps(table: Table) -> tuple[_Step, ...]:
    known = _STEPS.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    groups: list[tuple[Union[Callable[[Ctx], bool], None], list[_Line]]] = []
    for rule in table:
        if rule.call is None:
            continue
        when = None if rule.when is always else rule.when
        line = _line(rule)
        if groups and groups[-1][0] is when:
            groups[-1][1].append(line)
        else:
            groups.append((when, [line]))
    steps = tuple((when, tuple(lines)) for when, lines in groups)
    _STEPS[id(table)] = (table, steps)
    return steps


def _line(rule: Rule) -> _Line:
    holds = None if rule.hand is always else rule.hand
    explain = rule.explain
    if isinstance(rule.call, Call):  # a fixed call's choice, made once, and its bit among the legal calls
        return holds, Choice(rule.call, explain), 1 << rule.call, None, explain
    return holds, None, 0, rule.call, explain


class SaycSystem:
    """Standard American Yellow Card as a ``System``."""

    name = "sayc"

    choose = staticmethod(choose_call)

    def __repr__(self) -> str:
        return "SaycSystem()"
