"""Competitive bidding: overcalls (simple, weak jump, 1NT 15–18), takeout doubles and their
advances, Michaels and the unusual 2NT, balancing; negative doubles through 2S, the
redouble and 2NT over a takeout double, the cue-bid raise; opener after a negative double;
the takeout doubler's second turn; raises by the total trumps; over their bid at the four level,
our fit again up to game, or the save by the law of total tricks."""

from __future__ import annotations

from typing import Final

from dataclasses import replace

from ...calls import Call
from .context import (
    B, C, D, H, NT, S, Ctx, Rule, always, bid, cheapest, is_game, CallFn, CallSpec, Pred, artificial_last, minors_2nt,
    our_two_suiter, strong_2c_last, their_two_suiter_over, transfer_suit, two_suiter_suits,
)
from .suits import helps_game_try
from .partner import balanced_first, cue_raise_over_unusual_2nt, other_major_over_unusual_2nt
from .later import (
    BID_ON_OVER_THEIR_SAVE, GAME, SLAM_ASK, SLAM_ASK_HCP, _partner_passed_first, _partner_placed_my_preempt, _slam_call, _stopped, _slam_zone, doubler_shows_own_suit, fit_suit, team,
    team_hcp, total_trumps, defence as _defence,
)

__all__ = [
    "OVERCALLS", "BALANCING", "LEAD_DIRECTING_DOUBLE", "OVERCALLS_OVER_ARTIFICIAL", "their_artificial_bid",
    "ADVANCE_LEAD_DIRECTING_DOUBLE", "partner_doubled_their_artificial_bid", "ADVANCE_OVERCALL", "ADVANCE_DOUBLE", "RESPOND_OVER_OVERCALL",
    "RESPOND_OVER_DOUBLE", "OPENER_OVER_THEIR_1NT", "their_1nt_over_partners_answer",
    "OPENER_AFTER_ESCAPE_FROM_1NT_DOUBLED", "OUR_1NT_REDOUBLED", "our_1nt_redoubled", "they_ran_from_partners_double_of_1nt", "OPENER_AFTER_NEGATIVE_DOUBLE", "OPENER_AFTER_HIGH_DOUBLE", "OPENER_AFTER_REOPENING_ANSWER", "RESPOND_TO_NT_OVER_INTERFERENCE", "OPENER_REOPENS",
    "ANSWER_REOPENING_DOUBLE", "DOUBLER_AGAIN", "DOUBLER_AFTER_ANSWER", "doubler_after_answer", "SACRIFICE", "my_second_turn",
    "DOUBLER_AFTER_CUE", "doubler_after_cue", "DOUBLER_REDOUBLED", "my_double_redoubled_left_to_me", "after_our_redouble", "after_values_double", "OVERCALLER_AFTER_ADVANCE", "overcaller_after_advance",
    "OVERCALLER_AFTER_NT_ADVANCE", "overcaller_after_nt_advance", "BALANCING_JUMPER_INVITED", "balancing_jumper_invited",
    "PENALTY_OF_THEIR_GAME", "their_game_doubles", "PENALTY_OF_THEIR_GAME_OVER_OVERCALL", "their_game_over_partners_overcall", "ANSWER_OVERCALLERS_DOUBLE", "partner_doubled_after_overcall",
    "ESCAPE_FROM_OUR_1NT_DOUBLED", "our_1nt_doubled_in_balance", "OPENER_AFTER_ESCAPE", "partner_escaped_from_1nt_doubled",
    "OPENER_AFTER_FORCING_MAJOR_BID_OVER", "partner_forced_in_a_major_they_bid_on", "OVERCALLER_AFTER_CUE", "overcaller_after_cue",
    "ADVANCER_AFTER_CUE_ANSWERED", "advancer_after_cue_answered",
    "RESPONDER_AFTER_CUE_RAISE_ANSWERED", "responder_after_cue_raise_answered",
    "ADVANCE_NT_OVERCALL_DOUBLED", "partner_nt_overcall_doubled", "partner_ran_from_nt_overcall_doubled",
    "ADVANCER_AFTER_DOUBLERS_JUMP", "advancer_after_doublers_jump", "ADVANCER_AGAIN_OVER_THEIR_RAISE",
    "advancer_again_over_their_raise", "GAME_AFTER_COMPETITIVE_RAISE", "major_raised_in_competition", "OPENER_AFTER_MINOR_RAISED_OVER_THEIR_BID", "minor_raised_over_their_bid", "ANSWER_CUE_FOR_STOPPER", "partner_cued_after_my_minor_raise", "AFTER_STOPPER_SHOWN", "stopper_shown_after_my_cue", "OPENER_AFTER_MINOR_CUE_RAISE", "partner_cue_raised_my_minor", "NEGATIVE_DOUBLER_AGAIN", "PARTNER_OF_REDOUBLER", "partner_redoubled_after_my_pass", "OPENER_AFTER_NEW_SUIT_OVER_DOUBLE", "NEGATIVE_DOUBLER_AFTER_ESCAPE", "negative_double_left_in_and_run", "negative_doubler_again", "NEGATIVE_DOUBLER_AFTER_FREE_PASS", "negative_doubler_after_free_pass", "RAISE_OF_WEAK_TWO_OVER_THEIR_BID", "weak_two_overcalled", "RAISE_OF_PREEMPT_OVER_THEIR_BID", "preempt_overcalled",
    "OPENER_OVER_THEIR_RAISE_AT_THREE", "partner_major_answer_raised_over",
    "OVERCALLER_SOUND_AFTER_ADVANCE", "OVERCALLER_OF_2NT_AFTER_ADVANCE", "overcaller_of_2nt_after_advance", "AFTER_SIGN_OFF_OPPOSITE_NT", "signed_off_opposite_nt", "OPENER_AFTER_PENALTY_DOUBLE", "partner_doubled_their_overcall_of_1nt", "OPENER_AFTER_THEIR_RUN_FROM_PENALTY_DOUBLE", "they_ran_from_partners_penalty_double",
    "DOUBLER_AFTER_ESCAPE", "partner_escaped_from_my_double_of_1nt",
    "RESPOND_TO_2C_OVER_INTERFERENCE", "overcall_of_partners_2c", "OPENER_AFTER_2C_OVERCALLED", "opener_after_2c_overcalled",
    "RESPONDER_AFTER_2C_SUIT_OVER_THEIRS", "partners_suit_after_2c_overcalled", "waiting_2d_overcalled_at_three",
    "OPENER_DOUBLES_OVER_WAITING_2D",
    "RESPOND_TO_2NT_OVER_INTERFERENCE", "respond_to_2nt_over_interference", "DOUBLER_AFTER_JUMP_ANSWER", "doubler_after_jump_answer", "OPENER_AFTER_FORCING_MAJOR", "partner_forced_at_three", "MICHAELS_MINOR", "michaels_minor_asked", "MICHAELS_PASS_OR_CORRECT", "michaels_clubs_to_correct", "ANSWER_OVERCALLERS_GAME_TRY", "overcallers_game_try", "ADVANCER_AFTER_OWN_CUE_ANSWERED", "advancer_after_own_cue_answered", "DOUBLER_AFTER_CUE_THEN_NEW_SUIT", "doubler_after_cue_then_new_suit", "ADVANCER_AFTER_CUE_NEW_SUIT", "advancer_after_cue_new_suit", "ADVANCER_AFTER_MICHAELS_MINOR", "michaels_minor_named",
]

_X: Final = Call(36)
_XX: Final = Call(37)
_PASS: Final = Call(35)
_4H: Final = B("4H")
_1NT: Final = B("1NT")
_3NT: Final = B("3NT")


def _their_suit(ctx: Ctx) -> int:
    """The strain of the opponents' last bid (NT = 4)."""
    return ctx.last % 5 if ctx.last is not None else NT


def _their_level(ctx: Ctx) -> int:
    return ctx.last // 5 + 1 if ctx.last is not None else 0  # the last bid's level


def _unbid(ctx: Ctx) -> tuple[int, ...]:
    return tuple(s for s in (C, D, H, S) if s not in ctx.their_suits and s not in ctx.our_suits)


def _short_in_theirs(ctx: Ctx) -> bool:
    """Two cards at most in the suit they bid last, three in a suit they bid before it (a double of
    their answer shows the two suits they have not bid); their cue bid of our suit is not theirs."""
    last = ctx.their_suits[-1] if ctx.their_suits else NT
    return all(ctx.L[s] <= (2 if s == last else 3) for s in set(ctx.their_suits) if s == last or s not in ctx.our_suits)


def _support_for_unbid(ctx: Ctx) -> bool:
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits]
    return all(ctx.L[s] >= 3 for s in unbid) and (any(ctx.L[s] >= 4 for s in unbid if s in (H, S)) or ctx.L[H] + ctx.L[S] <= 6)


def _unbid_majors_held(ctx: Ctx) -> bool:
    """Four cards or more in each major they have not bid, two or more in every suit they have not bid."""
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits]
    return all(ctx.L[s] >= (4 if s in (H, S) else 2) for s in unbid)


def _a_suit_to_take_out(ctx: Ctx) -> bool:
    """Their last bid is a suit, or their 1NT answered their suit opening (1H P 1NT: a double asks for the others)."""
    return _their_suit(ctx) != NT or (ctx.their_bids == 2 and bool(ctx.their_suits) and ctx.last == _1NT)


def _singleton_in_theirs(ctx: Ctx) -> int:
    """One point for a singleton in the suit they bid last, two for a void: the double's opening values may count them."""
    if not ctx.their_suits:
        return 0
    n = ctx.L[ctx.their_suits[-1]]
    return 2 if n == 0 else int(n == 1)


def _takeout_shortness(ctx: Ctx) -> int:
    """The points a takeout double counts for shortness in their suit (``_singleton_in_theirs``), one more at the one
    level: there partner answers low in a suit of mine, and the singleton ruffs as a dummy's does (AK65 QJ84 2 9753
    doubles 1D)."""
    short = _singleton_in_theirs(ctx)
    return short + int(bool(short) and _one_level(ctx))


def _takeout_strength(ctx: Ctx) -> int:
    """Opening values, more as their bid is higher: 12 HCP over a one-bid, 14 over a three-level preempt, 16
    over a four-level one (a singleton in their suit counting one point, a void two, each one more at the one
    level: ``_takeout_shortness``)."""
    return 11 + min(_their_level(ctx), 3) + 2 * (_their_level(ctx) >= 4)


def _overcall_suit(ctx: Ctx, jump: int, least: int, need_good: bool) -> Call | None:
    """The cheapest (plus ``jump``) bid in my best suit of ``least``+ cards not theirs."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and ctx.L[s] >= least and (ctx.hand.good[s] or not need_good)]
    if not options:
        return None
    s = max(options, key=lambda x: (ctx.L[x], x in (H, S), ctx.hand.suit_hcp[x]))
    low = cheapest(s, ctx.last)
    return None if low is None else bid(low.level + jump, s)


def _simple_overcall(ctx: Ctx) -> Call | None:
    call = _overcall_suit(ctx, 0, 5, False)
    if call is None:
        return None
    if call.level == 1:
        s = call % 5  # at one level: a good suit, or 10+ HCP, or 4+ HCP in the suit (KJ), or six cards with 3+ HCP in them
        return call if ctx.hcp >= 8 and (ctx.hand.good[s] or ctx.hcp >= 10 or ctx.hand.suit_hcp[s] >= 4
                                         or ctx.L[s] >= 6 and ctx.hand.suit_hcp[s] >= 3) or _lead_directing(ctx, s) else None
    s = call % 5
    if call.level >= 4 and ctx.L[s] < 6 and not _singleton_in_theirs(ctx):
        return None  # at the four level a five-card suit needs a singleton or void in theirs
    # a good suit, or six cards, or with opening values an ace or king and more in the suit (AJ984),
    # or with 13+ HCP an ace or a king-jack (the strength is outside: the hand is too good to pass)
    # a five-five two-suiter (two unbid suits) plays like a good six-card suit: the shape makes the tricks
    five_five = sum(1 for x in (C, D, H, S) if x not in ctx.their_suits and ctx.L[x] >= 5) >= 2
    good = (ctx.hand.good[s] or ctx.L[s] >= 6 or five_five or ctx.hcp >= 12 and ctx.hand.suit_hcp[s] >= 5
            or ctx.hcp >= 13 and ctx.hand.suit_hcp[s] >= 4)
    strong_six = ctx.L[s] >= 6 and ctx.hand.good[s] or five_five  # a good six-card suit plays a point better
    sound = _sound_suit_not_vul(ctx, call)
    # a six-card suit both good and sound, not vulnerable, plays two points better (84 AQT863 K52 73: 2H over 1S)
    bonus = int(strong_six or sound) + int(ctx.L[s] == 6 and sound)
    return call if ctx.hcp >= 9 + 2 * min(call.level - 1, 2) - bonus and good else None


def _lead_directing(ctx: Ctx, s: int) -> bool:
    """Not vulnerable over their opening, 7 HCP with five of them in a good suit (KQJ97 843 852 J4 over 1C): the
    one-level overcall asks for the lead and takes their room, and the suit plays on its own."""
    return (not ctx.we_vul and ctx.their_bids == 1 and ctx.hcp == 7 and ctx.hand.good[s]
            and ctx.hand.suit_hcp[s] >= 5)


def _sound_suit_not_vul(ctx: Ctx, call: Call) -> bool:
    """Not vulnerable, a suit whose length and honours (A K Q J T) come to six more than the level (AQJ75 at
    two): it takes its tricks whatever partner holds, and plays a point better."""
    s = call % 5
    return not ctx.we_vul and ctx.hand.good[s] and ctx.L[s] + ctx.hand.top[s] >= 6 + call.level


def _good_major_overcall(ctx: Ctx) -> Call | None:
    """A simple overcall in a major headed by two of the top three honours."""
    call = _simple_overcall(ctx)
    return call if call is not None and call % 5 in (H, S) and ctx.hand.top[call % 5] >= 3 and ctx.hand.good[call % 5] else None


def _major_overcall(ctx: Ctx) -> Call | None:
    """A simple overcall in a five-card major: with less than 17 HCP, before a takeout double."""
    call = _simple_overcall(ctx)
    return call if call is not None and call % 5 in (H, S) else None


def _weak_jump_suit(ctx: Ctx) -> Call | None:
    """The jump in my best six-card suit: a good one (two of the top three honours, or three of the top five); at
    favourable vulnerability any suit a weak two opens (two honours, one the queen or higher: QT8643), as 2H
    doubled two down is 300 against their vulnerable part score or game."""
    call = _overcall_suit(ctx, 1, 6, not _favourable(ctx))
    if call is None or ctx.hand.good[call % 5]:
        return call
    s = call % 5
    return call if ctx.hand.top[s] >= 2 and ctx.hand.suit_hcp[s] >= 2 else None


def _over_one_level_response(ctx: Ctx) -> bool:
    """They have bid twice, the second a new suit at the one level (1C P 1H): a jump overcall is as weak as over
    the opening alone (2S over 1C P 1H), the more so as they hold the values."""
    return (ctx.their_bids == 2 and _one_level(ctx) and _their_suit(ctx) != NT
            and ctx.their_suits.count(_their_suit(ctx)) == 1)


def _weak_jump(ctx: Ctx) -> Call | None:
    if ctx.their_bids > 1 and not _over_one_level_response(ctx):
        return None
    call = _weak_jump_suit(ctx)
    if call is not None and ctx.L[call % 5] >= 8 and call.level <= 3 and call % 5 in (H, S):
        return bid(4, call % 5)  # eight cards: a preempt at the four level
    if call is not None and ctx.L[call % 5] >= 7 and call.level == 2:
        return bid(3, call % 5)
    if call is None or call.level > 3:
        return None
    if call.level == 3 and ctx.L[call % 5] == 6 and ctx.hcp >= 9:
        return None  # 9-10 HCP and six cards is an overcall's hand, not a three-level preempt's (84 AQT863 K52 73)
    return None if call.level == 3 and _thin_vulnerable_six(ctx, call % 5) else call


def _thin_vulnerable_six(ctx: Ctx, suit: int) -> bool:
    """Vulnerable, a six-card suit without two of its top three honours: at the three level it is two tricks short
    of the contract, too many when doubled."""
    return ctx.we_vul and ctx.L[suit] == 6 and ctx.hand.top_three[suit] < 2


def _their_one_minor(ctx: Ctx) -> bool:
    """Their only bid is one of a minor: the majors are the suits a takeout double looks for."""
    return ctx.their_bids == 1 and _one_level(ctx) and _their_suit(ctx) in (C, D)


def _their_two_suits_at_one(ctx: Ctx) -> bool:
    """They have bid two suits at the one level, the opening and a new-suit answer (1C P 1H), our side silent."""
    return (ctx.their_bids == 2 and _one_level(ctx) and len(set(ctx.their_suits)) == 2 and NT not in ctx.their_suits
            and not ctx.seq)


def _holds_the_unbid_suits(ctx: Ctx) -> bool:
    """Four cards or more in each suit they have not bid, one card at most in the suit they bid last."""
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits]
    return all(ctx.L[s] >= 4 for s in unbid) and ctx.L[ctx.their_suits[-1]] <= 1


def _their_minor_preempt(ctx: Ctx) -> bool:
    """Their only bid is a minor at the two or three level (a weak 2D, a preempt of 3C or 3D)."""
    return ctx.their_bids == 1 and _their_level(ctx) in (2, 3) and _their_suit(ctx) in (C, D)


def _six_card_weak_jump(ctx: Ctx) -> Call | None:
    """The weak jump (``_weak_jump``) in a six-card suit: with 8 HCP or less the jump describes the hand a simple
    overcall would hide (a weak two's hand)."""
    call = _weak_jump(ctx)
    return call if call is not None and ctx.L[call % 5] == 6 else None


def _michaels(ctx: Ctx) -> Call | None:
    """The cue bid of their (last) suit: the suits it shows (``two_suiter_suits``), five-five, none of them theirs
    (over 1H P 1S no hearts); over a major a five-card minor they have not bid with the other major."""
    x, theirs = _their_suit(ctx), set(ctx.their_suits)
    if _their_level(ctx) != 1 or x == NT:
        return None
    shown = two_suiter_suits(bid(2, x), ctx.last, ctx.their_suits)
    minor = any(ctx.L[m] >= 5 for m in (C, D) if m not in theirs)
    ok = all(s not in theirs and ctx.L[s] >= 5 for s in shown) and (len(shown) == 2 or minor)
    return bid(2, x) if ok else None


def _unusual(ctx: Ctx) -> Call | None:
    """2NT: the suits it shows (``two_suiter_suits``: the two lowest they have not bid), five-five."""
    if _their_level(ctx) != 1 or _their_suit(ctx) == NT:
        return None
    shown = two_suiter_suits(B("2NT"), ctx.last, ctx.their_suits)
    return B("2NT") if all(ctx.L[s] >= 5 for s in shown) else None


def _two_suiter_strength(ctx: Ctx) -> bool:
    """Michaels and the unusual 2NT are weak (7–12 HCP; at favourable vulnerability from 6, the save they find
    is cheap) or strong (16+, to bid again); between, the hand overcalls its higher suit and shows the other later."""
    return 7 - _favourable(ctx) <= ctx.hcp <= 12 or ctx.hcp >= 16


def _long_suit_to_overcall(ctx: Ctx) -> bool:
    """A seven-card suit, or a six-card minor without a four-card unbid major, of 16 HCP or less: it is
    bid, not doubled (a double would play in partner's suit)."""
    if ctx.hcp > 16:
        return False
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits]
    major4 = any(ctx.L[s] >= 4 for s in unbid if s in (H, S))
    return any(ctx.L[s] >= 7 or ctx.L[s] >= 6 and s in (C, D) and not major4 for s in unbid)


def _minor_to_overcall_over_major(ctx: Ctx) -> bool:
    """Over their one-level major, 12-16 HCP with a doubleton in it, three cards at most in the other major and a
    five-card minor good enough to overcall at two: the minor is bid, not doubled (J87 32 AK962 KQ4 bids 2D over
    1H); the double would have partner answer in a three-card major."""
    theirs = _their_suit(ctx)
    if not (_one_level(ctx) and ctx.their_bids == 1 and theirs in (H, S) and ctx.hcp <= 16):
        return False
    call = _simple_overcall(ctx)
    return ctx.L[theirs] == 2 and ctx.L[H + S - theirs] <= 3 and call is not None and call % 5 in (C, D)


def _direct(ctx: Ctx) -> bool:
    return ctx.last is not None and not ctx.seq


def _one_level(ctx: Ctx) -> bool:
    return _their_level(ctx) == 1


def _over_nt(ctx: Ctx) -> bool:
    return ctx.last == _1NT


def _nt_overcall(low: int, high: int) -> Pred:
    def hand(ctx: Ctx) -> bool:
        return low <= ctx.hcp <= high and ctx.bal and all(ctx.stop[s] for s in set(ctx.their_suits))
    return hand


def _long_major_game(ctx: Ctx) -> Call | None:
    for s in (S, H):
        if _not_theirs(ctx, s) and (ctx.L[s] >= 7 or ctx.L[s] >= 6 and ctx.hand.top[s] >= 4):
            return bid(4, s)
    return None


def _long_major_game_over_their_bid(ctx: Ctx) -> Call | None:
    """Game in my long major (``_long_major_game``) straight over their opening: a six-card major needs a side
    singleton or void to take its ten tricks; 6-3-2-2 doubles first and shows the suit after (AKQT83 KQ4 A5 72)."""
    call = _long_major_game(ctx)
    return None if call is None or ctx.L[call % 5] == 6 and min(ctx.L) >= 2 else call


def _not_theirs(ctx: Ctx, suit: int) -> bool:
    """A suit the opponents have not bid, or our opening suit, which their cue bid (a raise, Michaels) named only."""
    return suit not in ctx.their_suits or bool(ctx.opened_by_us) and suit == ctx.seq[0] % 5


RUNNING_MINOR_OVERCALL_HCP: Final = 14  # a solid minor and their suit stopped: 3NT over their weak two


def _runs_in_nt_over_weak_two(ctx: Ctx) -> bool:
    """Over their weak two: a minor of mine that runs without help (seven cards headed by A K Q, or six by
    A K Q J), 14+ HCP and their suit stopped."""
    solid = any(ctx.L[m] >= 7 and ctx.hand.suit_hcp[m] >= 9 or ctx.L[m] >= 6 and ctx.hand.suit_hcp[m] >= 10
                for m in (C, D) if m not in ctx.their_suits)
    return solid and ctx.hcp >= RUNNING_MINOR_OVERCALL_HCP and all(ctx.stop[s] for s in set(ctx.their_suits))


PREEMPT_TWO_SUITER_HCP: Final = 12  # five-five and these HCP bid the two-suiter at four over their three-level preempt


def _two_suiter_over_preempt(ctx: Ctx) -> Call | None:
    """Over their three-level preempt: the cue bid of their minor at four with five-five in the majors, 4NT over
    their major with five-five in the minors (``two_suiter_suits``)."""
    x = _their_suit(ctx)
    for call in (bid(4, x), B("4NT")):
        shown = two_suiter_suits(call, ctx.last, (x,))
        if shown and all(ctx.L[s] >= 5 for s in shown):
            return call
    return None


def overcaller_after_preempt_two_suiter(ctx: Ctx) -> bool:
    """I bid the two-suiter at four over their three-level preempt (4NT the minors, their minor the majors) and
    partner has chosen a suit, and RHO passed it: my next call (over RHO's bid the later rules compete)."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[0].level == 4 and seq[1] < _PASS
            and ctx.rho == _PASS and bool(our_two_suiter(ctx)))


def my_preempt_two_suiter_doubled_back(ctx: Ctx) -> bool:
    """My two-suiter at four over their three-level preempt was doubled, partner passed or redoubled (no preference:
    partner picks at five whenever one suit is better) and RHO passed: I pick, rather than play it doubled."""
    seq, calls = ctx.seq, ctx.calls
    return (1 <= len(seq) <= 2 and ctx.mine[0] and seq[0] < _PASS and seq[0].level == 4 and seq[-1] in (seq[0], _XX)
            and len(calls) >= 4 and calls[-4] == seq[0] and calls[-3] == _X and calls[-2] in (_PASS, _XX)
            and calls[-1] == _PASS and bool(our_two_suiter(ctx)))


def _longer_of_my_two(ctx: Ctx) -> Call | None:
    suits = our_two_suiter(ctx)
    return cheapest(max(suits, key=lambda s: (ctx.L[s], -s)), ctx.last) if suits else None


# My two-suiter over their preempt doubled, and partner without a preference: my longer suit, the cheaper of equal
# ones (partner corrects to the other at the same level).
PREEMPT_TWO_SUITER_DOUBLED_BACK: Final[tuple[Rule, ...]] = (
    Rule("my longer suit", always, always, _longer_of_my_two,
         "my two-suiter doubled, partner has no preference: my longer suit (the cheaper of equal ones), not the "
         "doubled two-suiter"),
)


# My 4NT or cue bid over their preempt named two suits and asked for no aces: partner's choice is the contract.
OVERCALLER_AFTER_PREEMPT_TWO_SUITER: Final[tuple[Rule, ...]] = (
    Rule("pass partner's choice", always, always, _PASS,
         "my two-suiter over their preempt asked partner to choose, not for aces: the choice is the contract"),
)


OVERCALLS: Final[tuple[Rule, ...]] = (
    Rule("game in a long major", always, lambda c: 16 <= c.hcp <= 18, _long_major_game_over_their_bid,
         "to play: a long strong major (seven cards, or six and a side singleton or void), 16–18 HCP (stronger hands "
         "double first)"),
    Rule("penalty double of 1NT", _over_nt, lambda c: c.hcp >= 15, _X, "penalty: 15+ HCP"),
    Rule("natural over 1NT", _over_nt, lambda c: c.hcp >= 8 and (max(c.L) >= 6 or sorted(c.L)[-2] >= 5) or max(c.L) >= 5 and c.hcp >= 11,
         lambda c: _overcall_suit(c, 0, 5, False), "natural: a long suit (six cards, or two five-card suits, with 8+ HCP; five with 11+)"),
    Rule("1NT overcall", _one_level, _nt_overcall(15, 18), B("1NT"), "15–18 HCP, balanced, their suit stopped"),
    Rule("2NT over a weak two", lambda c: _their_level(c) == 2 and c.their_bids == 1, _nt_overcall(15, 18), B("2NT"),
         "15–18 HCP, balanced, stopped"),
    Rule("3NT over a preempt", lambda c: _their_level(c) == 3, _nt_overcall(16, 21), B("3NT"), "to play: their suit stopped"),
    Rule("3NT on a running minor over a weak two", lambda c: _their_level(c) == 2 and c.their_bids == 1 and _their_suit(c) != NT,
         _runs_in_nt_over_weak_two, B("3NT"),
         "to play: a minor that runs (seven cards headed by A K Q, or six by A K Q J), 14+ HCP and their suit "
         "stopped: nine tricks with little from partner, where three of the minor would not be forcing"),
    Rule("Michaels", _one_level, _two_suiter_strength, _michaels,
         "Michaels: five-five, both majors (over a minor) or the other major and a minor; 7–12 HCP (6 at favourable) or 16+"),
    Rule("unusual 2NT", _one_level, _two_suiter_strength, _unusual,
         "unusual 2NT: five-five in the two lowest unbid suits; 7–12 HCP (6 at favourable) or 16+"),
    Rule("two-suiter over a preempt", lambda c: _their_level(c) == 3 and c.their_bids == 1 and _their_suit(c) != NT,
         lambda c: c.hcp >= PREEMPT_TWO_SUITER_HCP, _two_suiter_over_preempt,
         "five-five over their three-level preempt, 12+ HCP: the cue bid of their minor shows both majors, 4NT over "
         "their major the minors; partner picks the suit at the cheapest level"),
    Rule("weak jump overcall, six cards", always, lambda c: 5 <= c.hcp <= 8, _six_card_weak_jump,
         "weak jump overcall: a good six-card suit (at favourable vulnerability, one fit for a weak two) and at most "
         "8 HCP jump rather than overcall simply"),
    Rule("overcall in a major", always, lambda c: c.hcp <= 16, _major_overcall, "overcall: a five-card major"),
    Rule("takeout double", _a_suit_to_take_out, lambda c: c.hcp + _takeout_shortness(c) >= _takeout_strength(c) and _short_in_theirs(c)
         and _support_for_unbid(c) and not _long_suit_to_overcall(c) and not _minor_to_overcall_over_major(c), _X,
         "takeout: opening values, short in their suit, support for the others"),
    Rule("takeout double of their two suits", _their_two_suits_at_one,
         lambda c: c.hcp >= 12 and _holds_the_unbid_suits(c) and not _long_suit_to_overcall(c), _X,
         "takeout: opening values, four cards in each of the two suits they have not bid and a singleton or void in "
         "the answer: the double shows those suits, whatever I hold in the opener's (a six-card minor is bid)"),
    Rule("takeout double of a minor, both majors", _their_one_minor, lambda c: c.hcp >= 12 and min(c.L[H], c.L[S]) >= 4, _X,
         "takeout: opening values and both four-card majors over their minor, whatever I hold in the minors"),
    Rule("takeout double of a minor preempt, both majors", _their_minor_preempt,
         lambda c: c.hcp >= _takeout_strength(c) and min(c.L[H], c.L[S]) >= 4 and c.L[_their_suit(c)] <= 3, _X,
         "takeout: both four-card majors over their weak 2D or three-level minor, three cards at most in it, and the "
         "values a double of that level needs (13+ HCP at two, 14+ at three): the majors are where we play"),
    Rule("strong double", always, lambda c: c.hcp >= 17 and not c.bal or c.hcp >= 19
         or c.hcp >= 18 and not all(c.stop[x] for x in set(c.their_suits)), _X,
         "takeout: too strong to overcall, or balanced and too strong for a 1NT overcall (or without their suit stopped)"),
    Rule("simple overcall", always, lambda c: c.hcp <= 18, _simple_overcall,
         "overcall: a five-card suit, 8–16 HCP at one level (8–9 only with a good suit, KJ or better in it, or six "
         "cards; 7 not vulnerable with five of them in a good suit), 11+ at two (10 with a good six-card suit, or not "
         "vulnerable with a sound one: AQJ75), up to 18 when no double or no trump fits"),
    Rule("takeout double, three of their suit", lambda c: _one_level(c) and _their_suit(c) != NT,
         lambda c: c.hcp >= 15 and c.L[_their_suit(c)] == 3 and (_support_for_unbid(c) or _unbid_majors_held(c)), _X,
         "takeout: 15+ HCP with three cards in each unbid suit, or four in each unbid major and two or more in the "
         "others, too strong to pass (no stopper for 1NT)"),
    Rule("weak jump overcall", always, lambda c: 5 <= c.hcp <= 10, _weak_jump,
         "weak jump overcall: a good six-card suit (at favourable vulnerability, one fit for a weak two)"),
    Rule("takeout double, strong", always, lambda c: c.hcp >= 16 and _short_in_theirs(c), _X, "takeout: strong"),
    Rule("no overcall", always, always, _PASS,
         "no suit good enough to overcall at this level, no takeout double, no no-trump overcall"),
)

def their_artificial_bid(ctx: Ctx) -> bool:
    """RHO has just made a bid that names no suit of its own, our side silent (``artificial_last``: Stayman or a
    transfer over their no trump, their strong 2C or its waiting 2D, their fourth suit). A double of it says nothing
    of takeout: it asks for the lead of the suit bid."""
    return not ctx.seq and ctx.can_x and artificial_last(ctx.code)


def partner_doubled_their_artificial_bid(ctx: Ctx) -> bool:
    """Partner's double, our side's only call, was of their artificial bid (``their_artificial_bid``): it asked
    for a lead."""
    return ctx.seq == (_X,) and not ctx.mine[0] and artificial_last(ctx.code[:ctx.first_ours])


def _strong_in_the_suit_bid(ctx: Ctx) -> bool:
    """Five or more cards of the suit RHO bid, with two of its top three honours: a lead worth asking for."""
    s = ctx.last % 5 if ctx.last is not None else NT
    return s != NT and ctx.L[s] >= 5 and ctx.hand.top_three[s] >= 2


# Their artificial bid: a double asks partner to lead its suit (mainstream; the booklet is silent). No takeout
# double over it: the suit bid is not theirs.
LEAD_DIRECTING_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("lead-directing double", always, _strong_in_the_suit_bid, _X,
         "their bid is artificial: the double shows five or more of its suit with two of the top three honours, "
         "and asks for that lead"),
)


def _their_strong_2c(ctx: Ctx) -> bool:
    """Their strong 2C opening, or it and the waiting 2D, just bid: they hold the values."""
    return strong_2c_last(ctx.code)


def _good_suit_at_two(ctx: Ctx) -> Call | None:
    """The cheapest bid of my best suit of five or six cards with two of its top three honours, when it is at the
    two level (seven cards jump, preemptively)."""
    call = _overcall_suit(ctx, 0, 5, True)
    ok = call is not None and call.level == 2 and ctx.L[call % 5] <= 6 and ctx.hand.top_three[call % 5] >= 2
    return call if ok else None


def _outside_the_transfer_suit(spec: CallSpec) -> CallFn:
    """``spec``'s call, unless it bids the suit their transfer has just shown: that suit is theirs (with length in
    it, pass and defend; the double of the transfer shows the suit bid)."""
    def call(ctx: Ctx) -> Call | None:
        made = spec(ctx) if callable(spec) else spec
        shown = transfer_suit(ctx.code, len(ctx.code) - 1)
        return None if made is not None and made < 35 and made % 5 == shown else made
    return call


def _ordinary_over_artificial(rule: Rule) -> Rule:
    """An overcall rule over their artificial bid: never in the suit their transfer shows; over their strong 2C only
    the preemptive jump (the values are theirs: a two-level suit bid is the strong-2C overcall's)."""
    preempt = rule.name == "weak jump overcall"
    return replace(rule, when=lambda c: (preempt or not _their_strong_2c(c)) and rule.when(c),
                   call=_outside_the_transfer_suit(rule.call))


# The overcall rules that read their last bid as a natural suit or a limit: not over an artificial bid.
_NATURAL_ONLY: Final = frozenset(("penalty double of 1NT", "takeout double", "strong double", "takeout double, three of their suit", "takeout double, strong",
                           "takeout double of a minor, both majors", "takeout double of a minor preempt, both majors",
                           "2NT over a weak two", "3NT over a preempt", "no overcall"))
_BY_NAME: Final = {r.name: r for r in OVERCALLS}
OVERCALLS_OVER_ARTIFICIAL: Final[tuple[Rule, ...]] = (
    Rule("overcall over their strong 2C", _their_strong_2c, lambda c: c.hcp >= 5, _good_suit_at_two,
         "natural, 5+ HCP: five or six cards with two of the top three honours, at two (seven jump); over their strong "
         "2C it directs the lead and takes room, the values are theirs (mainstream; the booklet is silent)"),
    *(_ordinary_over_artificial(r) for r in OVERCALLS if r.name not in _NATURAL_ONLY),
    _BY_NAME["no overcall"],
)
# Partner's double of their artificial bid asked for a lead; it was no takeout double, and there is nothing to answer.
ADVANCE_LEAD_DIRECTING_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("pass partner's lead-directing double", always, always, _PASS,
         "partner's double of their artificial bid asked for a lead: no takeout to answer, they own the values"),
)

def their_1nt_answer_passed(ctx: Ctx) -> bool:
    """They opened one of a suit, I passed, opener's partner answered 1NT (6–10, no fit), and partner and opener
    passed it: the pass-out seat, no other call but passes. Their values are limited and ours may match them
    (partner passed the opening with up to an opening bid), so a shapely hand balances rather than let them play
    1NT."""
    calls = ctx.calls
    bids = [i for i, c in enumerate(calls) if c != _PASS]
    if len(bids) != 2 or ctx.auction.passes != 2 or ctx.last != _1NT:
        return False
    opening = calls[bids[0]]
    return opening.level == 1 and opening % 5 != NT and bids[1] - bids[0] == 2


def _balancing_double_of_their_1nt_answer(ctx: Ctx) -> bool:
    """Over their 1NT answer in the pass-out seat: two cards at most in the suit they opened, three or more in each
    other suit (a four-card major among them), 9+ HCP (8 with a singleton or void there); not with a five-card major
    or a six-card minor, which is bid."""
    opened = ctx.first_theirs
    if any(ctx.L[s] >= (5 if s in (H, S) else 6) for s in _unbid(ctx)):
        return False
    short = ctx.L[opened] <= 1
    major = any(ctx.L[s] >= 4 for s in (H, S) if s != opened)
    return ctx.L[opened] <= 2 and (ctx.hcp >= 9 or short and ctx.hcp >= 8) and _support_for_unbid(ctx) and major


def _suit_over_their_1nt_answer(ctx: Ctx) -> bool:
    """A balancing suit over their 1NT answer goes to the two level, with partner a passed hand: six cards, or five
    with 10+ HCP."""
    return ctx.hcp >= 10 or any(ctx.L[s] >= 6 for s in _unbid(ctx))


def _balancing_suit(ctx: Ctx) -> Call | None:
    """A five-card suit at the cheapest level: at the three level only with 10+ HCP, or (they found their fit and
    stopped at two, so partner is short in it and holds some values) with 9+ HCP and two cards at most of theirs, or
    8+ and six cards; at the four level only over a preempt, and only a six-card suit or a good five-card one (two
    of the top three honours), since the next trick is a long way up: over their invitation declined at three they
    hold the values."""
    call = _overcall_suit(ctx, 0, 5, False)
    if call is None or call.level >= 4 and (ctx.their_bids > 1 or ctx.L[call % 5] < 6 and not ctx.hand.good[call % 5]):
        return None
    return call if call.level <= 2 or ctx.hcp >= 10 or _over_their_fit_at_two(ctx, call) else None


def _their_fit(ctx: Ctx, strain: int) -> bool:
    """Both opponents have bid the suit (a raise, a preference): their fit, not one hand's suit rebid over a
    response that denied it (1S 1NT 2S)."""
    n = len(ctx.calls)
    bidders = {(n - i) % 4 for i, c in enumerate(ctx.calls) if (n - i) % 2 == 1 and c < _X and c % 5 == strain}
    return len(bidders) == 2


def _over_their_fit_at_two(ctx: Ctx, call: Call) -> bool:
    x = _their_suit(ctx)
    fit = _their_level(ctx) == 2 and x != NT and _their_fit(ctx, x)
    return fit and call.level == 3 and ctx.L[x] <= 2 and (ctx.hcp >= 9 or ctx.hcp >= 8 and ctx.L[call % 5] >= 6)


def _minor_over_their_fit(ctx: Ctx) -> bool:
    """Their fit stopped at two, a doubleton or shorter in an unbid major and a five-card unbid minor, 15 HCP or
    less: the three-level double would ask partner for the major, so the minor is bid instead."""
    unbid = _unbid(ctx)
    return (ctx.hcp <= 15 and _their_level(ctx) == 2 and _their_fit(ctx, _their_suit(ctx))
            and any(ctx.L[s] <= 2 for s in unbid if s in (H, S)) and any(ctx.L[s] >= 5 for s in unbid if s in (C, D)))


def _both_majors_unbid_held(ctx: Ctx) -> bool:
    """Neither major bid by them, and four cards or more in each."""
    return not any(s in ctx.their_suits for s in (H, S)) and min(ctx.L[H], ctx.L[S]) >= 4


def _minor_not_major(ctx: Ctx) -> bool:
    """A five-card minor they have not bid, and two cards or fewer in a major they have not bid."""
    unbid = _unbid(ctx)
    return any(ctx.L[s] >= 5 for s in unbid if s in (C, D)) and any(ctx.L[s] <= 2 for s in unbid if s in (H, S))


def _balancing_double_shape(ctx: Ctx) -> bool:
    """Short in their suit as a direct double is, or (their two suits) a singleton or void in the last with four
    cards in each unbid suit, or (their one-bid; their two at one with 12+ HCP) three of it with three or more in
    each unbid major and no void or singleton elsewhere, or (their raise to two) three of it with a four-card
    unbid major and no void or singleton elsewhere; not with a five-card unbid major or a six-card minor
    of 15 HCP or less, which is overcalled, nor (15 HCP or less) with a five-card unbid minor and a doubleton in an
    unbid major, which the double would send partner to."""
    if ctx.hcp <= 15 and (any(ctx.L[s] >= (5 if s in (H, S) else 6) for s in _unbid(ctx)) or _minor_not_major(ctx)):
        return False
    if _minor_over_their_fit(ctx):
        return False
    if _short_in_theirs(ctx):
        return True
    x = _their_suit(ctx)
    if len(set(ctx.their_suits)) >= 2 and ctx.L[x] <= 1 and all(ctx.L[s] >= 4 for s in _unbid(ctx)):
        return True  # their two suits: a singleton in the last and four of each suit they have not bid, whatever the first
    if _their_level(ctx) == 2 and _their_fit(ctx, x) and ctx.L[x] == 3:
        # they stopped in their fit: partner is short in it; a four-card unbid major and no short suit elsewhere
        unbid = _unbid(ctx)
        return all(ctx.L[s] >= 2 for s in unbid) and any(ctx.L[s] >= 4 for s in unbid if s in (H, S))
    # their one-bid: three of it; with opening values their two suits at the one level: three or fewer of the last
    # (whatever the first); three or more in each unbid major and two in an unbid minor
    return (_their_level(ctx) == 1 and (ctx.their_bids == 1 and ctx.L[x] == 3 or ctx.their_bids >= 2 and ctx.hcp >= 12
                                        and ctx.L[x] <= 3)
            and all(ctx.L[s] >= (3 if s in (H, S) else 2) for s in _unbid(ctx)))


def _minors_for_balancing_2nt(ctx: Ctx) -> bool:
    """Five-five in the minors with 6+ HCP; or five-four either way with 8–15 HCP and a singleton or void in the
    other major, where a double would send partner to it and a minor alone might miss partner's better one (with a
    doubleton there the long minor is bid itself)."""
    if ctx.L[C] >= 5 and ctx.L[D] >= 5:
        return ctx.hcp >= 6
    other_major = S if H in ctx.their_suits else H
    return (8 <= ctx.hcp <= 15 and sorted((ctx.L[C], ctx.L[D])) == [4, 5] and ctx.L[other_major] <= 1)


def _strong_balancing_double(ctx: Ctx) -> bool:
    """Too strong for a balancing overcall (which may be light): 17+ HCP and at most four of their suit double first,
    then bid the suit."""
    return ctx.hcp >= 17 and (_their_suit(ctx) == NT or ctx.L[_their_suit(ctx)] <= 4)


def _balancing_jump(ctx: Ctx) -> Call | None:
    """A jump in a good six-card suit not theirs, the three level at most."""
    call = _overcall_suit(ctx, 1, 6, True)
    return call if call is not None and call.level <= 3 else None


BALANCING: Final[tuple[Rule, ...]] = (
    Rule("balancing 1NT", _one_level, _nt_overcall(11, 14), B("1NT"), "balancing: 11–14 HCP, their suit stopped"),
    Rule("balancing 2NT over a weak two", lambda c: _their_level(c) == 2 and c.their_bids == 1 and _their_suit(c) != NT,
         _nt_overcall(14, 17), B("2NT"), "balancing over their weak two: 14–17 HCP, balanced, their suit stopped"),
    Rule("balancing Michaels", _one_level, lambda c: c.hcp >= 7, _michaels, "Michaels: five-five"),
    Rule("balancing jump overcall", lambda c: _one_level(c) and c.their_bids == 1 and _their_suit(c) != NT,
         lambda c: 12 <= c.hcp <= 16, _balancing_jump,
         "intermediate in the pass-out seat: a good six-card suit and 12–16 HCP (weaker hands overcall simply)"),
    Rule("balancing 2NT for the minors", lambda c: minors_2nt(B("2NT"), c.last, c.their_suits),
         _minors_for_balancing_2nt, B("2NT"),
         "their fit found at two: 2NT in the pass-out seat shows the minors (five-five, or five-four with a singleton "
         "or void in the other major and 8–15 HCP), partner to choose"),
    Rule("balancing double", lambda c: _their_suit(c) != NT, lambda c: (c.hcp >= 9 or c.hcp >= 8 and c.L[_their_suit(c)] <= 1)
         and _balancing_double_shape(c) and _their_level(c) <= 2, _X,
         "balancing takeout double: 9+ HCP, 8 with a singleton or void in their suit (three of it at the one level)"),
    Rule("balancing double, both majors", _their_one_minor, lambda c: c.hcp >= 9 and min(c.L[H], c.L[S]) >= 4, _X,
         "balancing takeout double: 9+ HCP and both four-card majors over their minor, whatever I hold in the minors"),
    Rule("balancing double of a preempt", lambda c: _their_level(c) == 3 and _their_suit(c) != NT,
         lambda c: c.hcp >= 12 and _short_in_theirs(c) and _support_for_unbid(c), _X,
         "balancing takeout double of their preempt: opening values, short in their suit"),
    Rule("balancing double over their 1NT answer", their_1nt_answer_passed,
         lambda c: c.can_x and _balancing_double_of_their_1nt_answer(c), _X,
         "balancing takeout double over their 1NT answer: short in the suit they opened, three or more of each other "
         "suit with a four-card major, 9+ HCP (8 with a singleton or void)"),
    Rule("balancing overcall", lambda c: _their_suit(c) != NT or _their_level(c) == 1,
         lambda c: c.hcp >= 6 and not _strong_balancing_double(c)
         and (not their_1nt_answer_passed(c) or _suit_over_their_1nt_answer(c)), _balancing_suit,
         "balancing: a five-card suit, 6–16 HCP (10+ at three); not over their 2NT, which holds the strength"),
    Rule("balancing double, opening values", lambda c: _one_level(c) and c.their_bids == 1 and _their_suit(c) != NT,
         lambda c: c.hcp >= 12 and c.L[_their_suit(c)] <= 3 and all(c.L[s] >= 2 for s in _unbid(c)), _X,
         "balancing takeout double: opening values, three or fewer of their suit and two or more of each other suit; "
         "no suit to bid and no stopper for 1NT, too strong to let them play at one"),
    Rule("balancing double, strong", always, lambda c: c.hcp >= 15 and (_their_suit(c) == NT or c.L[_their_suit(c)] <= 4), _X,
         "balancing double: strong (five of their suit defend instead); with 17+ and a suit of my own, the suit next"),
    Rule("no balancing call", always, always, _PASS,
         "too weak, or not the shape, to balance: they play it"),
)

# Advancing partner's overcall ---------------------------------------------------------------


def _partner_suit(ctx: Ctx) -> int:
    return ctx.seq[0] % 5


def _cue_bid_raise(ctx: Ctx) -> Call | None:
    """Their suit at the cheapest level, the three level at most; over their cue bid of partner's suit (Michaels)
    the raise of partner's suit is natural, so the cue bid is of a suit they have shown: over a major the other
    major, over a minor hearts, the cheaper of their majors; over their unusual 2NT, ``cue_raise_over_unusual_2nt``."""
    if _their_two_suiter_over_us(ctx) and ctx.rho == B("2NT"):
        return cue_raise_over_unusual_2nt(_partner_suit(ctx))
    x = ctx.first_theirs
    if x == _partner_suit(ctx) and x in (H, S):
        x = S if x == H else H
    elif x == _partner_suit(ctx) and x in (C, D):
        x = H
    low = None if x < 0 else cheapest(x, ctx.last)
    return low if low is not None and low.level <= 3 else None


def _cue_bid(ctx: Ctx) -> Call | None:
    x = ctx.first_theirs
    low = None if x < 0 else cheapest(x, ctx.last)
    return low if low is not None and low.level <= 3 else None


def _raise(jump: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        s = _partner_suit(ctx)
        low = cheapest(s, ctx.last)
        return None if low is None else bid(low.level + jump, s)
    return call


def _raise_at_most(level: int) -> CallFn:
    """A simple raise of partner's suit, no higher than ``level`` (above it the total trumps decide)."""
    def call(ctx: Ctx) -> Call | None:
        raised = _raise(0)(ctx)
        return raised if raised is not None and raised.level <= level else None
    return call


def _free_raise(ctx: Ctx) -> Call | None:
    """The simple raise over their overcall: up to the three level, higher only as far as the total trumps allow
    (over their four-level preempt a 6–10 point raise to five needs eleven trumps)."""
    raised = _raise(0)(ctx)
    if raised is None:
        return None
    return raised if raised.level <= max(3, ctx.L[_partner_suit(ctx)] + _promised(ctx) - 6) else None


def _promised(ctx: Ctx) -> int:
    """The cards partner's first bid promises in its suit: a weak jump six, an overcall or a
    major opening five, 1D four, 1C three."""
    first = ctx.seq[0]
    if _partner_preempted(ctx) and not ctx.opened_by_us:
        return 6
    return 5 if first % 5 in (H, S) or not ctx.opened_by_us else 3 + (first % 5 == D)


def _preemptive_raise(ctx: Ctx) -> Call | None:
    """A jump raise, but no higher than the total trumps allow (nine: the three level, ten: four). Opposite an
    overcall in a major, ten trumps and an unbalanced hand go straight to game, since a single jump would let them
    find their own fit cheaply (a balanced hand's values defend: the single jump); opposite our opening the jump
    to three leaves game to opener, whose strength is unlimited."""
    s = _partner_suit(ctx)
    low = cheapest(s, ctx.last)
    if low is None:
        return None
    total_level = ctx.L[s] + _promised(ctx) - 6
    level = min(low.level + 1, total_level)
    if total_level > level and s in (H, S) and not ctx.bal and not ctx.opened_by_us:
        level = max(level, min(total_level, 4))
    return bid(level, s) if level >= low.level else None


def _weak_jump_shift(ctx: Ctx) -> Call | None:
    """A single jump in my long suit (not theirs, not partner's): six cards or more at the two level, seven at
    three, with two of the top three honours or three of the top five."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= 6
               and ctx.hand.good[s]]
    if not options:
        return None
    s = max(options, key=lambda x: (ctx.L[x], x))
    low = cheapest(s, ctx.last)
    if low is None or low.level + 1 > 3 or ctx.L[s] < 4 + low.level + 1:
        return None
    return bid(low.level + 1, s)


def _shaped_for_preempt(ctx: Ctx) -> bool:
    """A hand for the preemptive jump raise over their overcall: five trumps, or shape, or next to nothing; a
    balanced hand of 6+ HCP with four trumps makes the simple raise (its values defend, its shape adds no
    tricks). Over their double the jump stays: the simple raise there shows three trumps."""
    return ctx.L[_partner_suit(ctx)] >= 5 or not ctx.bal or ctx.hcp <= 5


def _shape_short_of_minor_cue(ctx: Ctx) -> bool:
    """Partner's minor over their suit bid, 11+ support points from shortness but under the 8 HCP the cue-bid raise
    in a minor wants: the simple raise still describes the hand (a pass would hide the fit)."""
    return _partner_suit(ctx) in (C, D) and _their_suit(ctx) != NT and ctx.hcp < 8


def _raise_to(level: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        return bid(level, _partner_suit(ctx))
    return call


def _advance_nt(ctx: Ctx) -> Call | None:
    """1NT 8–11, 2NT 12–14, 3NT 15+; opposite a balancing overcall three more (the balancer bid my values):
    1NT 11–14, 2NT 15–17, 3NT 18+ over a one-level balance; over a two-level one of their suit, which leaves no room
    for 1NT and shows a little more, 2NT 13–16 and 3NT 17+ (over their 1NT the balancer may have nothing).
    Opposite a simple overcall of their suit at the two level (11+ HCP) 2NT 10–12 and 3NT 13+; at the three level
    (over their weak two, opening values or more) 3NT 11+."""
    first, before = ctx.seq[0], ctx.before[0]
    if _partner_preempted(ctx) and first % 5 != NT and not _partner_balanced(ctx):
        return _nt_opposite_weak_jump(ctx)
    if _partner_balanced(ctx):
        two_level = first < 35 and first % 5 != NT and first.level == 2 and before is not None and before % 5 != NT
        return _nt_by_strength(ctx, (11, 13, 17) if two_level else (11, 15, 18))
    suit_overcalled = before is not None and before % 5 != NT  # over their 1NT a two-level bid may be light
    if (first < 35 and first % 5 != NT and first.level >= 2 and suit_overcalled and not _partner_preempted(ctx)
            and ctx.L[first % 5] >= 2):  # a singleton in partner's suit leaves the lower no trump to a balanced hand
        return _nt_by_strength(ctx, (8, 10, 13) if first.level == 2 else (8, 10, 11))
    return _nt_by_strength(ctx, (8, 12, 15))


def _nt_opposite_weak_jump(ctx: Ctx) -> Call | None:
    """Opposite a weak jump overcall (a long suit, about 5–10 HCP) no trump is game or nothing: 3NT with their suits
    stopped and 15+ HCP (13+ opposite a jump to three), with two cards in partner's suit and an honour to run it; two
    more without. The lower ranges of a simple overcall would leave a misfit in an undefeatable part score."""
    suit = _partner_suit(ctx)
    fit = ctx.L[suit] >= 2 and bool(ctx.mask >> 13 * suit >> 9 & 15)
    need = (13 if ctx.seq[0].level >= 3 else 15) + (0 if fit else 2)
    if ctx.hcp < need or not all(ctx.stop[s] for s in set(ctx.their_suits)):
        return None
    low = cheapest(NT, ctx.last)
    return _3NT if low is not None and low.level <= 3 else None


def _they_took_2nt(ctx: Ctx) -> bool:
    """Their last bid is three of a suit: no 2NT is left below 3NT."""
    last = ctx.last
    return last is not None and last.level == 3 and last % 5 != NT and ctx.rho == last


def _fourth_trump_in_major(ctx: Ctx) -> bool:
    """Four cards in partner's overcalled major and 9+ HCP: the ninth trump is worth a point toward the cue-bid raise
    (a weaker hand's shape still raises by the total trumps)."""
    return _partner_suit(ctx) in (H, S) and ctx.L[_partner_suit(ctx)] >= 4 and ctx.hcp >= 9


def _partner_balancing_jump_in_a_major(ctx: Ctx) -> bool:
    """Partner's first call was a jump in a major in the pass-out seat over their one-bid: intermediate
    (``BALANCING``: a good six-card suit, 12–16 HCP), not the weak jump of the direct seat."""
    return (_partner_balanced(ctx) and _partner_preempted(ctx) and _partner_suit(ctx) in (H, S)
            and not our_two_suiter(ctx) and ctx.their_bids == 1)


def _invite_balancing_jump(ctx: Ctx) -> Call | None:
    """Partner's major raised at the cheapest level, at three at most: a raise to game would not invite."""
    low = cheapest(_partner_suit(ctx), ctx.last)
    return low if low is not None and low.level <= 3 else None


def balancing_jumper_invited(ctx: Ctx) -> bool:
    """My intermediate jump in a major in the pass-out seat (``BALANCING``), partner's single raise of it (an
    invitation: ``ADVANCE_OVERCALL``), RHO passing: my next turn."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[1] >= 35 or ctx.their_bids != 1:
        return False
    major, before = seq[0] % 5, ctx.before[0]
    return (major in (H, S) and balanced_first(ctx) and before is not None and before.level == 1
            and seq[0].level > (cheapest(major, before) or seq[0]).level and seq[1] == cheapest(major, seq[0])
            and seq[1].level <= 3 and ctx.rho == _PASS and ctx.last == seq[1])


# Partner's raise of my balancing jump invites game: the top of the 12–16 accepts, less passes.
BALANCING_JUMPER_INVITED: Final[tuple[Rule, ...]] = (
    Rule("accept the invitation opposite the balancing jump", always, lambda c: c.hcp >= 15, lambda c: bid(4, c.seq[0] % 5),
         "partner's raise of my intermediate jump in the pass-out seat (12–16 HCP) invites game: 15–16 HCP accept"),
    Rule("decline the invitation opposite the balancing jump", always, always, _PASS,
         "partner's raise of my intermediate jump in the pass-out seat (12–16 HCP) invites game: 12–14 HCP decline"),
)


def _partner_balanced_major(ctx: Ctx) -> bool:
    """Partner's balancing overcall was in a major: the raises count three points more (a limit raise 15+)."""
    return _partner_balanced(ctx) and _partner_suit(ctx) in (H, S)


def _partner_balanced(ctx: Ctx) -> bool:
    """Partner's first call came in the pass-out seat: their bid, then two passes."""
    at, calls = ctx.first_ours, ctx.calls
    return not ctx.opened_by_us and not ctx.mine[0] and at >= 3 and calls[at - 1] == _PASS and calls[at - 2] == _PASS


def _nt_by_strength(ctx: Ctx, steps: tuple[int, int, int]) -> Call | None:
    """No trump at the level the HCP reach (``steps``: the least for 1NT, 2NT, 3NT), their suits stopped."""
    if not all(ctx.stop[s] for s in set(ctx.their_suits)):
        return None
    low = cheapest(NT, ctx.last)
    reach = sum(ctx.hcp >= n for n in steps)
    if low is None or reach < low.level:
        return None
    return bid(reach, NT)


def _own_suit(least: int, top: int = 7) -> CallFn:
    """My longest suit of ``least``+ cards that no one has bid, at the cheapest level if it is ``top`` or lower."""
    def call(ctx: Ctx) -> Call | None:
        options = [s for s in (S, H, D, C) if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= least]
        if not options:
            return None
        low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
        return low if low is not None and low.level <= top else None
    return call


def _own_suit_advance(ctx: Ctx) -> Call | None:
    """Advancer's own five-card suit at the two level, or at three with no more than a singleton in
    partner's suit (with two of them, partner's long suit plays as well)."""
    call = _own_suit(5, top=3)(ctx)
    partner = _partner_suit(ctx)
    return call if call is not None and (call.level <= 2 or partner == NT or ctx.L[partner] <= 1) else None


def _nt_before_weak_minor(ctx: Ctx) -> bool:
    """Balanced, their suit stopped and a five-card minor without two of its top three honours: no trump says the
    values and the stopper at once (1NT 8–11; 2NT or more, which a minor partner may pass would hide), a better
    description than the weak minor at two."""
    call = _own_suit_advance(ctx)
    if not ctx.bal or call is None or call % 5 not in (C, D) or ctx.hand.good[call % 5]:
        return False
    nt = _advance_nt(ctx)
    return nt is not None and nt >= B("1NT")


def _four_card_suit_at_one(ctx: Ctx) -> Call | None:
    """An unbid four-card major still biddable at the one level, hearts first (up the line), else four diamonds."""
    for s in (H, S, D):
        if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= 4:
            low = cheapest(s, ctx.last)
            if low is not None and low.level == 1:
                return low
    return None


def _own_major_game(ctx: Ctx) -> Call | None:
    """Game in my own long strong major (six cards, two of the top three honours) when their bidding has
    left no room below four of it."""
    for s in (S, H):
        if s in ctx.their_suits or s in ctx.our_suits or ctx.L[s] < 6 or not ctx.hand.good[s]:
            continue
        low = cheapest(s, ctx.last)
        if low is not None and low.level == 4:
            return low
    return None


def _two_level_overcall(ctx: Ctx) -> bool:
    """Partner's overcall was a simple one at the two level (a sound five- or six-card suit)."""
    first = ctx.seq[0]
    return first < 35 and first % 5 != NT and first.level == 2 and not _partner_preempted(ctx)


def _three_level_major_overcall(ctx: Ctx) -> bool:
    """Partner's first call was a simple overcall in a major at the three level, not in the pass-out seat."""
    first = ctx.seq[0]
    return (first < 35 and first % 5 in (H, S) and first.level == 3 and not _partner_preempted(ctx)
            and not _partner_balanced(ctx) and len(ctx.seq) == 1)


def _own_major_game_at_most_four(ctx: Ctx) -> Call | None:
    """Game in my own long strong major (six cards, two of the top three honours) when four of it is still
    biddable."""
    for s in (S, H):
        if s in ctx.their_suits or s in ctx.our_suits or ctx.L[s] < 6 or not ctx.hand.good[s]:
            continue
        low = cheapest(s, ctx.last)
        if low is not None and low.level <= 4:
            return bid(4, s)
    return None


def _game_in_partners_suit(ctx: Ctx) -> Call | None:
    """Four of partner's major or five of partner's minor, if still biddable."""
    s = _partner_suit(ctx)
    low = cheapest(s, ctx.last)
    game = 4 if s in (H, S) else 5
    return bid(game, s) if low is not None and low.level <= game else None


def _raise_by_total_trumps(ctx: Ctx) -> Call | None:
    """The simple raise of partner's overcall: the three level at most, or as high as partner's five and my trumps
    allow (ten together: four); at the three level three trumps (eight together) need 6+ HCP, not shortness."""
    raised = _raise(0)(ctx)
    if raised is None:
        return None
    s = _partner_suit(ctx)
    if raised.level == 3 and ctx.L[s] == 3 and ctx.hcp < 6:
        return None
    return raised if raised.level <= max(3, ctx.L[s] + 5 - 6) else None


def _partner_preempted(ctx: Ctx) -> bool:
    """Partner's overcall was a weak jump: a new suit does not rescue it."""
    first, before = ctx.seq[0], ctx.before[0]
    if before is None or first >= 35:
        return False
    return first.level > (before.level if first % 5 > before % 5 else before.level + 1)


_4NT_CALL: Final = B("4NT")
SLAM_RAISE_HCP: Final = 17  # HCP opposite partner's opening, with a fit, that look for slam: 29+ together


def _slam_raise_without_room(ctx: Ctx) -> bool:
    """A fit for partner's major and slam values, no void, and no side suit with two quick losers (no ace, king
    or singleton): the count of aces settles the slam."""
    s = _partner_suit(ctx)
    return (ctx.L[s] >= 3 and ctx.hcp >= SLAM_RAISE_HCP and ctx.support_points(s) + 12 >= SLAM_ASK
            and all(ctx.hand.controls[x] >= 1 and ctx.L[x] > 0 for x in (C, D, H, S) if x != s))


def _sup(n_major: int, n_minor: int) -> Pred:
    def test(ctx: Ctx) -> bool:
        s = _partner_suit(ctx)
        return s != NT and ctx.L[s] >= (n_major if s in (H, S) else n_minor)
    return test


def _pick_of_two(ctx: Ctx) -> Call | None:
    """Advancing a two-suiter: game in a major with a fit and values (four trumps and 10+ support points when their
    bid leaves no room for the invitational jump), else the longer suit (of equal ones the
    major, else the cheaper) cheaply (no higher than three or the level of the total trumps: over their game the sacrifice decides)."""
    suits = our_two_suiter(ctx)
    if not suits:
        return None
    if len(suits) == 1 and ctx.L[suits[0]] < 3:
        return B("2NT") if ctx.last is not None and ctx.last < B("2NT") else None
    # equal length: a major over a minor (it scores more at the same level), else the cheaper, which partner
    # with the other suit longer can correct at the same level
    best = max(suits, key=lambda s: (ctx.L[s], s in (H, S), -s))
    if best in (H, S) and ctx.L[best] >= 3 and ctx.support_points(best) >= 12:
        return bid(4, best)
    low = cheapest(best, ctx.last)
    if best in (H, S) and ctx.L[best] >= 4 and ctx.support_points(best) >= 9 and low is not None and low.level == 2:
        return bid(3, best)  # four trumps (nine together) and values short of game: the jump invites
    if best in (H, S) and ctx.L[best] >= 4 and ctx.support_points(best) >= 10 and low is not None and low.level == 3:
        return bid(4, best)  # their bid took the invitation away: the upper half of it bids the game
    if best in (C, D) and ctx.L[best] >= 4 and ctx.support_points(best) >= 14 and low is not None and low.level <= 5:
        return bid(5, best)  # game in partner's minor: four trumps and opening values make eleven tricks likely
    # no higher than three, or the total trumps (partner's five and mine); over partner's two-suiter at four, which
    # their preempt pushed up, the choice is forced at the cheapest level (unless RHO bid over it: a double leaves
    # the choice to me)
    top = 5 if ctx.seq[0].level >= 4 and (ctx.rho is None or ctx.rho >= _PASS) else max(3, ctx.L[best] - 1)
    return low if low is not None and low.level <= top else None


def _own_suit_over_two_suiter(ctx: Ctx) -> Call | None:
    """The suit partner's unusual 2NT or Michaels cue bid left out (both of partner's suits known), at the cheapest
    level, the three level at most, when it is long and partner's suits do not fit."""
    suits = our_two_suiter(ctx)
    if len(suits) != 2 or ctx.seq[0] != B("2NT") and ctx.seq[0] % 5 in (H, S):
        return None
    fit = max(ctx.L[s] for s in suits)
    own = [s for s in (C, D, H, S) if s not in suits and s not in ctx.their_suits
           and (ctx.L[s] >= 7 and fit <= 3 or ctx.L[s] >= 6 and fit <= 2)]
    low = cheapest(own[0], ctx.last) if own else None
    return low if low is not None and low.level <= 3 else None


def _partner_overcalled_nt(ctx: Ctx) -> bool:
    """Partner's overcall was a natural 1NT or 2NT (15–18, their suit stopped): not the unusual 2NT,
    nor a balancing 1NT (11–14)."""
    first, at = ctx.seq[0], ctx.first_ours
    balancing = at >= 2 and ctx.calls[at - 1] == _PASS and ctx.calls[at - 2] == _PASS
    return first in (B("1NT"), B("2NT")) and not our_two_suiter(ctx) and not balancing


def _partner_balanced_2nt(ctx: Ctx) -> bool:
    """Partner's first call was 2NT in the pass-out seat over their weak two (14–17, their suit stopped)."""
    first, at = ctx.seq[0], ctx.first_ours
    return (first == B("2NT") and at >= 3 and ctx.calls[at - 1] == _PASS and ctx.calls[at - 2] == _PASS
            and ctx.calls[at - 3] < 35 and ctx.calls[at - 3].level == 2 and not our_two_suiter(ctx))


def _game_opposite_nt(ctx: Ctx) -> Call | None:
    """Game opposite 15–18: four of a six-card major, else 3NT (partner holds their suit)."""
    for s in (S, H):
        if s not in ctx.their_suits and ctx.L[s] >= 6:
            return bid(4, s)
    return B("3NT")


def _long_major_before_minor_raise(ctx: Ctx) -> bool:
    """Three cards in partner's minor and a six-card unbid major with 8–14 HCP: the major is shown (it is the
    better trump suit), not the raise."""
    partner = _partner_suit(ctx)
    return (partner in (C, D) and ctx.L[partner] == 3 and 8 <= ctx.hcp <= 14
            and any(ctx.L[s] >= 6 and s not in ctx.their_suits for s in (H, S)))


def _partner_weak_jump_in_a_suit(ctx: Ctx) -> bool:
    """Partner's first call was a weak jump overcall in a suit of its own (``_partner_preempted``; not the unusual
    2NT, not a jump cue bid of their suit, not a two-suiter)."""
    first = ctx.seq[0]
    return (_partner_preempted(ctx) and first % 5 != NT and first % 5 not in ctx.theirs_before[0]
            and not our_two_suiter(ctx))


def _forcing_suit_over_weak_jump(ctx: Ctx) -> Call | None:
    """Over partner's weak jump overcall, RHO passing: my longest good suit (two of the top three honours or three
    of the top five, or six cards) that no one has bid, at the cheapest level, the three level at most."""
    if ctx.rho != _PASS:
        return None
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= 5
               and (ctx.L[s] >= 6 or ctx.hand.good[s])]
    if not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level <= 3 else None


ADVANCE_OVERCALL: Final[tuple[Rule, ...]] = (
    Rule("game opposite a no-trump overcall", _partner_overcalled_nt, lambda c: c.hcp >= 10 - (c.seq[0] == B("2NT")),
         _game_opposite_nt, "game: partner's 15–18 and mine make 25, partner holds their suit"),
    Rule("game opposite the balancing 2NT", _partner_balanced_2nt, lambda c: c.hcp >= 11, _game_opposite_nt,
         "game: partner's 14–17 in the pass-out seat and mine make 25, partner holds their suit"),
    Rule("my own long suit over a two-suiter", lambda c: bool(our_two_suiter(c)), always, _own_suit_over_two_suiter,
         "no fit for partner's two suits (three cards at most) and a seven-card suit of my own (six with two cards at "
         "most in each of partner's): my suit, to play"),
    Rule("advance a two-suiter", lambda c: bool(our_two_suiter(c)), always, _pick_of_two, "the better of partner's two suits"),
    Rule("pass a two-suiter", lambda c: bool(our_two_suiter(c)), always, _PASS, "no preference to show"),
    Rule("game opposite the balancing jump", _partner_balancing_jump_in_a_major,
         lambda c: c.L[_partner_suit(c)] >= 3 and c.support_points(_partner_suit(c)) >= 11, _game_in_partners_suit,
         "partner's jump in the pass-out seat is intermediate (a good six-card suit, 12–16 HCP), not weak: three "
         "trumps and 11+ points, game"),
    Rule("invitation opposite the balancing jump", _partner_balancing_jump_in_a_major,
         lambda c: c.L[_partner_suit(c)] >= 2 and 8 <= c.support_points(_partner_suit(c)) <= 10, _invite_balancing_jump,
         "partner's jump in the pass-out seat is intermediate (a good six-card suit, 12–16 HCP): two trumps or more "
         "and 8–10 points, the raise to three invites game (over a jump to three, no room to invite)"),
    Rule("game raise of a three-level overcall", _three_level_major_overcall,
         lambda c: _sup(3, 9)(c) and c.support_points(_partner_suit(c)) >= 10, _raise_to(4),
         "game: partner's simple overcall at three (over their weak two) shows opening values and a good suit: "
         "three trumps and 10+ support points"),
    Rule("game in partner's major", always,
         lambda c: _sup(3, 9)(c) and c.support_points(_partner_suit(c)) >= 16 + 3 * _partner_balanced_major(c),
         lambda c: bid(4, _partner_suit(c)) if _partner_suit(c) in (H, S) else None,
         "to play: three trumps and 16+ support points (19+ opposite a balancing overcall)"),
    Rule("cue-bid raise", always, lambda c: _sup(3, 4 - (_two_level_overcall(c) and not _nt_fits(c)))(c)
         and c.support_points(_partner_suit(c)) >= 12 - _fourth_trump_in_major(c) + 3 * _partner_balanced_major(c),
         _cue_bid, "12+ points with support, 11+ with four trumps in partner's major and 9+ HCP (15+ opposite a balancing overcall in a major, which bid some of mine) (in a minor four cards, or three opposite a two-level overcall without a "
         "balanced hand and their suit stopped): a limit raise or better in partner's suit"),
    Rule("game raise over their raise", lambda c: _cue_bid(c) is None and _partner_suit(c) in (H, S) and not _partner_preempted(c),
         lambda c: _sup(3, 9)(c) and c.support_points(_partner_suit(c)) >= 12, _raise_to(4), "game: a fit and the values, no room to cue-bid"),
    Rule("competitive raise of partner's minor",
         lambda c: _cue_bid(c) is None and _partner_suit(c) in (C, D) and not _partner_preempted(c),
         lambda c: _sup(3, 4 - _two_level_overcall(c))(c) and c.support_points(_partner_suit(c)) >= 12, _raise_at_most(4),
         "four trumps (three opposite a two-level overcall) and a limit raise's values, no cue bid below four: the raise "
         "of partner's minor, at four at most"),
    Rule("preemptive jump raise", always, lambda c: _sup(4, 5)(c) and c.hcp <= 9 and _shaped_for_preempt(c), _preemptive_raise,
         "preemptive: four trumps, weak; a jump, no higher than the total trumps (ten in a major and shape: game)"),
    Rule("game raise of a weak jump overcall", _partner_preempted, lambda c: _sup(3, 3)(c) and c.support_points(_partner_suit(c)) >= 16,
         _game_in_partners_suit, "partner's weak jump showed a good six-card suit: with support and 16+ points, game"),
    Rule("raise of a weak jump overcall", _partner_preempted, lambda c: _sup(3, 3)(c) and c.support_points(_partner_suit(c)) < 16,
         _preemptive_raise, "partner's weak jump showed six: the level of the total trumps (nine: three), not a game try"),
    Rule("raise", always, lambda c: _sup(3, 3)(c) and 6 + 3 * _partner_balanced(c) <= c.support_points(_partner_suit(c))
         and (c.support_points(_partner_suit(c)) <= 11 + 3 * _partner_balanced_major(c) or _partner_suit(c) in (C, D) and c.L[_partner_suit(c)] == 3 and c.hcp <= 11)
         and not _long_major_before_minor_raise(c),
         _raise_by_total_trumps, "three-card support, 6–11 points (9+ opposite a balancing overcall, which bid some of mine; 9–14 in a major): "
         "partner's overcall promised five; the three level at most (with three trumps 6+ HCP), higher only as the total trumps allow (ten: four); "
         "a six-card major of mine with 8–14 HCP is bid before raising a minor"),
    Rule("cue bid, no fit", always, lambda c: c.pts >= 17, _cue_bid, "forcing: 17+ points, no fit yet"),
    Rule("new suit opposite a weak jump overcall", _partner_weak_jump_in_a_suit,
         lambda c: c.hcp >= 12 and c.pts >= 15 and c.L[_partner_suit(c)] <= 2, _forcing_suit_over_weak_jump,
         "partner's weak jump showed six cards and little else: a good suit of my own (two of the top three "
         "honours or three of the top five, or six cards) and 12+ HCP (15+ points) with two cards at most in "
         "partner's suit: forcing one round, as over a weak two opening (mainstream practice; the booklet is silent)"),
    Rule("game in a long major", lambda c: not _partner_preempted(c), lambda c: c.hcp >= 10, _own_major_game,
         "to play: a six-card major headed by two of the top three honours, 10+ HCP, no room below game"),
    Rule("game in a long major, strong", lambda c: not _partner_preempted(c) and _cue_bid(c) is None, lambda c: c.hcp >= 15,
         _own_major_game_at_most_four, "to play: a six-card major headed by two of the top three honours, 15+ HCP, their bid "
         "has left no room to cue-bid"),
    Rule("own suit", lambda c: not _partner_preempted(c), lambda c: 8 <= c.hcp <= 14 and not _nt_before_weak_minor(c),
         _own_suit_advance,
         "a five-card suit, 8–14 HCP, not forcing, at the three level or lower (at three, with a singleton in partner's suit)"),
    Rule("own six-card suit over their jump to three", lambda c: _they_took_2nt(c) and not _partner_preempted(c),
         lambda c: 8 <= c.hcp <= 14, _own_suit(6, top=3),
         "a six-card suit, 8–14 HCP, not forcing: their raise to three took the room, my suit at three competes"),
    Rule("no trump", always, lambda c: c.hcp >= 8, _advance_nt, "their suit stopped: 1NT 8–11, 2NT 12–14, 3NT 15+ (three more opposite a balancing overcall, "
         "2NT 13–16 and 3NT 17+ over one at two; opposite a two-level overcall 2NT 10–12, 3NT 13+; opposite a three-level "
         "overcall 3NT 11+; opposite a weak jump overcall only 3NT, 15+ (13+ over a jump to three) with an honour in "
         "partner's suit, two more without)"),
    Rule("3NT over their jump to three", lambda c: _they_took_2nt(c) and not _partner_preempted(c),
         lambda c: c.hcp >= 13 and all(c.stop[s] for s in set(c.their_suits)), B("3NT"),
         "to play: opening values opposite partner's overcall and their suit stopped, their bid at three took the room for 2NT"),
    Rule("four-card suit at the one level", lambda c: not _partner_preempted(c), lambda c: 8 <= c.hcp <= 14,
         _four_card_suit_at_one, "8–14 HCP, no fit and their suit unstopped: a four-card suit at the one level, not forcing"),
    Rule("cue bid, strong", always, lambda c: c.hcp >= 15, _cue_bid, "forcing: 15+ HCP, no fit and their suit unstopped"),
)


def _best_unbid(ctx: Ctx) -> int:
    """The suit to show partner's takeout double: a four-card major first, else the longest; with
    four cards in each major, hearts (up the line: partner bids spades over it with four)."""
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits] or [C, D, H, S]
    best = max(unbid, key=lambda s: (ctx.L[s] + (s in (H, S) and ctx.L[s] >= 4), s))
    if ctx.L[best] <= 3:  # no four-card suit: the cheapest of the three-card suits (up the line from their bid)
        threes = [s for s in unbid if ctx.L[s] == ctx.L[best]]
        return min(threes, key=lambda s: cheapest(s, ctx.last) or B("7NT"))
    return H if best == S and ctx.L[S] == 4 and ctx.L[H] == 4 and H in unbid else best


def _answer_double(jump: int, top: int = 3) -> CallFn:
    """The best unbid suit, ``jump`` levels above the cheapest, no higher than the ``top`` level."""
    def call(ctx: Ctx) -> Call | None:
        s = _best_unbid(ctx)
        low = cheapest(s, ctx.last)
        if low is None:
            return None
        if jump == 2:
            return bid(4, s) if s in (H, S) and ctx.L[s] >= 5 else None
        return bid(low.level + jump, s) if low.level + jump <= top else None
    return call


def _out_of_four_level_double(ctx: Ctx) -> Call | None:
    """Partner doubled their four-level preempt and I hold no defence: a four-card or longer major at four (the
    longer first), else my longest suit, six cards or more, at the five level."""
    unbid = [s for s in (C, D, H, S) if s not in ctx.their_suits]
    for s in sorted((x for x in unbid if x in (H, S)), key=lambda x: -ctx.L[x]):
        low = cheapest(s, ctx.last)
        if ctx.L[s] >= 4 and low is not None and low.level == 4:
            return low
    if not unbid:
        return None  # every suit theirs: no suit of mine to run to
    best = max(unbid, key=lambda x: (ctx.L[x], x))
    low = cheapest(best, ctx.last)
    return low if ctx.L[best] >= 6 and low is not None and low.level <= 5 else None


def _jump_values(ctx: Ctx) -> bool:
    """The jump answer to a takeout double: length counts toward it at the two level; at the three level it
    needs 9+ HCP (a long suit alone bids cheaply)."""
    low = cheapest(_best_unbid(ctx), ctx.last)
    return low is not None and (low.level + 1 <= 2 or ctx.hcp >= 9 + _balancing_allowance(ctx))


def _balancing_allowance(ctx: Ctx) -> int:
    """Two points more for each range opposite partner's double in the pass-out seat: it bid some of my values."""
    return 2 if _partner_balanced(ctx) else 0


def _free_answer_values(ctx: Ctx) -> bool:
    """Values for a free bid over their bid after partner's double: 6+ points at the two level, 8+ HCP at
    the three (6+ with a five-card suit headed by KJ or better, or with a singleton in their raised suit); not with
    four or more of their last suit, which defends (unless they raised it: with their fit, length there defends
    nothing). The suit bid freely has four cards: with three at most of every unbid suit the pass says so."""
    if ctx.pts < 6 or ctx.L[_best_unbid(ctx)] < 4 or ctx.their_suits and ctx.L[ctx.their_suits[-1]] >= 4 and ctx.their_suits.count(ctx.their_suits[-1]) == 1:
        return False
    last = ctx.last
    five = ctx.L[_best_unbid(ctx)] >= 5
    return (last is None or last.level < 2 or last.level == 2 and last % 5 < _best_unbid(ctx) or ctx.hcp >= 8
            or ctx.hcp >= 6 and five and (ctx.hand.suit_hcp[_best_unbid(ctx)] >= 4 or _short_in_their_fit(ctx)))


def _short_in_their_fit(ctx: Ctx) -> bool:
    """They raised their suit and I hold a singleton or void in it: partner's double holds length there no more than
    I do, so our fit is in the unbid suits and a five-card suit competes."""
    suits = ctx.their_suits
    return bool(suits) and suits.count(suits[-1]) >= 2 and ctx.L[suits[-1]] <= 1


def _doubled_weak_two(ctx: Ctx) -> bool:
    """Partner doubled their opening weak two, passed round to me."""
    last = ctx.last
    return (ctx.their_bids == 1 and ctx.rho == _PASS and last is not None and last.level == 2
            and last % 5 in (D, H, S))


def _doubled_at_three(ctx: Ctx) -> bool:
    """Partner doubled at the three level: their preempt, or their bid over partner's double."""
    last = ctx.last
    return last is not None and last.level == 3 and last % 5 != NT


def _they_raised_to_two(ctx: Ctx) -> bool:
    """Over partner's takeout double of their one-bid, RHO raised their suit to the two level."""
    rho = ctx.rho
    return (rho is not None and rho < 35 and rho.level == 2 and rho % 5 != NT and ctx.their_bids == 2
            and ctx.their_suits[:1] == (rho % 5,) and ctx.seq == (_X,))


def _major_to_jump_in(ctx: Ctx) -> bool:
    """The suit to show partner's double is a major of five cards or more, their suit not held four deep."""
    best = _best_unbid(ctx)
    return best in (H, S) and ctx.L[best] >= 5 and ctx.L[ctx.their_suits[0]] <= 3


def _they_raised_to_four(ctx: Ctx) -> bool:
    """Over partner's takeout double, RHO raised their suit to the four level."""
    rho = ctx.rho
    return rho is not None and rho < 35 and rho.level == 4 and rho % 5 != NT and ctx.their_bids >= 2 and rho % 5 == ctx.their_suits[0]


def _long_suit_at_four(ctx: Ctx) -> Call | None:
    """My longest unbid suit, six cards or more, at the four level: partner's double promised support for it."""
    unbid = [x for x in (C, D, H, S) if x not in ctx.their_suits]
    if not unbid:
        return None
    s = max(unbid, key=lambda x: (ctx.L[x], x))
    low = cheapest(s, ctx.last)
    if low is None or low.level > 4 or ctx.L[s] < 6:
        return None
    return low


def _unbid_major_game(ctx: Ctx) -> Call | None:
    """Four of my longer unbid major, four cards or more."""
    majors = [s for s in (S, H) if s not in ctx.their_suits and ctx.L[s] >= 4]
    return bid(4, max(majors, key=lambda s: (ctx.L[s], s))) if majors else None


def _nt_answer(ctx: Ctx) -> bool:
    x = set(ctx.their_suits)
    return all(ctx.stop[s] for s in x) and not any(ctx.L[s] >= 4 for s in (H, S) if s not in x)


def _five_of_theirs(ctx: Ctx) -> bool:
    """Five or more cards of their one suit and no singleton or void: the long suit is theirs, so no trump, not a
    four-card suit of mine, answers partner's takeout double."""
    x = _their_suit(ctx)
    return len(set(ctx.their_suits)) == 1 and x != NT and ctx.L[x] >= 5 and min(ctx.L) >= 2


def _nt_answer_by_strength(ctx: Ctx) -> Call | None:
    """No trump answering a takeout double: 1NT 6–10, 2NT 11–12, 3NT 13+; two more each opposite a balancing
    double of a one-bid, which bid some of my values. Over their weak two, where no 1NT is left and the double
    promises more, 2NT is natural and invites with 10–12 (the booklet plays no Lebensohl)."""
    more = _nt_allowance(ctx)
    return _nt_by_strength(ctx, (6 + more, 10 if _doubled_weak_two(ctx) else 11 + more, 13 + more))


def _one_level_suit_first(ctx: Ctx) -> bool:
    """6–7 HCP (two more opposite a balancing double) and a four-card unbid suit that fits at the one level: the
    suit is cheaper and says more, so 1NT over a one-bid shows 8–10 when such a suit was there to bid."""
    if ctx.hcp - _nt_allowance(ctx) >= 8 or _their_level(ctx) != 1:
        return False
    unbid = (s for s in (C, D, H, S) if s not in ctx.their_suits)
    return any(ctx.L[s] >= 4 and (low := cheapest(s, ctx.last)) is not None and low.level == 1 for s in unbid)


def _nt_allowance(ctx: Ctx) -> int:
    """The balancing allowance for no trump, over their one-bid only (over a weak two the ranges stand)."""
    return _balancing_allowance(ctx) if _their_level(ctx) == 1 else 0


def _rho_passed_or_redoubled(ctx: Ctx) -> bool:
    """Partner's takeout double stands before me: passed round, or redoubled (which does not free me)."""
    return ctx.rho == _PASS or ctx.rho == _XX


def _partner_doubled_their_1nt(ctx: Ctx) -> bool:
    """Partner doubled their 1NT opening (for penalty) and it has passed round to me, or RHO redoubled: the
    double is still for penalty, not takeout (a weak hand runs to its five-card suit, else I pass)."""
    return ctx.before[0] == _1NT and ctx.their_bids == 1 and ctx.rho in (_PASS, _XX) and ctx.last == _1NT


def _they_ran_from_the_double(ctx: Ctx) -> bool:
    """Partner doubled their 1NT opening for penalty and they bid at the two level at once."""
    last = ctx.last
    return (ctx.seq == (_X,) and ctx.before[0] == _1NT and ctx.their_bids == 2 and last is not None
            and last.level == 2 and ctx.rho == last)


def _weak_escape(ctx: Ctx) -> Call | None:
    """My longest suit of five or more, at the two level."""
    s = max((C, D, H, S), key=lambda x: (ctx.L[x], x))
    return bid(2, s) if ctx.L[s] >= 5 else None


def our_1nt_doubled_in_balance(ctx: Ctx) -> bool:
    """Partner opened 1NT, I passed, they doubled in the balancing seat and it came back to me."""
    calls = ctx.calls
    return (ctx.seq == (_1NT,) and not ctx.mine[0] and len(calls) >= 4 and calls[-3] == _X
            and calls[-2] == _PASS and calls[-1] == _PASS and calls[-4] == _PASS)


def partner_nt_overcall_doubled(ctx: Ctx) -> bool:
    """Partner's 1NT overcall (direct or balancing) is our side's only call and RHO doubled it: systems off."""
    return not ctx.opened_by_us and ctx.seq == (_1NT,) and not ctx.mine[0] and ctx.rho == _X


def _escape_from_their_double(ctx: Ctx) -> Call | None:
    """My longest suit of five or more that is not theirs, at the two level."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and ctx.L[s] >= 5]
    return bid(2, max(options, key=lambda x: (ctx.L[x], x))) if options else None


def _six_card_major_game(ctx: Ctx) -> Call | None:
    for s in (S, H):
        if s not in ctx.their_suits and ctx.L[s] >= 6:
            return bid(4, s)
    return None


# Partner's 1NT overcall doubled: systems off, a two-level bid is natural and to play.
ADVANCE_NT_OVERCALL_DOUBLED: Final[tuple[Rule, ...]] = (
    Rule("escape from the 1NT overcall doubled", always, lambda c: c.hcp <= 7, _escape_from_their_double,
         "their double of partner's 1NT: systems off, a weak hand plays its five-card suit at two"),
    Rule("game in a six-card major", always, lambda c: c.hcp >= 9, _six_card_major_game,
         "their double of partner's 1NT: game in a six-card major with the values"),
    Rule("pass the 1NT overcall doubled", always, always, _PASS,
         "their double of partner's 1NT: systems off; with values or no long suit, 1NT doubled plays"),
)


def partner_ran_from_nt_overcall_doubled(ctx: Ctx) -> bool:
    """My 1NT overcall was doubled and partner bid a suit: a natural escape, to play."""
    calls, at = ctx.calls, ctx.first_ours
    return (not ctx.opened_by_us and ctx.seq[:1] == (_1NT,) and ctx.mine[:2] == (True, False) and len(ctx.seq) == 2
            and ctx.seq[1] < 35 and ctx.seq[1] % 5 != NT and at + 1 < len(calls) and calls[at + 1] == _X)


# Our 1NT doubled for penalty after I passed it: a weak hand with a long suit runs.
ESCAPE_FROM_OUR_1NT_DOUBLED: Final[tuple[Rule, ...]] = (
    Rule("escape from 1NT doubled", always, lambda c: c.hcp <= 5, _weak_escape,
         "our 1NT doubled for penalty: a weak hand with a five-card suit plays it at two"),
)


def our_1nt_redoubled(ctx: Ctx) -> bool:
    """We opened 1NT, they doubled and responder redoubled (10+ HCP); our side has not called since."""
    return bool(ctx.opened_by_us) and ctx.seq == (_1NT, _XX) and ctx.mine[0] != ctx.mine[1]


def _their_escape_at_two(ctx: Ctx) -> bool:
    """They have run from 1NT redoubled to a suit at the two level, and it is not doubled."""
    return ctx.last is not None and ctx.last != _1NT and ctx.last.level == 2 and ctx.can_x


# Our 1NT redoubled by responder (10+ HCP: the hand is ours). Opener leaves 1NT redoubled in (made, it scores a
# game); when they run, opener doubles with four of their suit and otherwise passes, the pass forcing: responder
# then doubles them, 25+ HCP together against their two-level contract (mainstream; the booklet is silent).
OUR_1NT_REDOUBLED: Final[tuple[Rule, ...]] = (
    Rule("leave the redouble in", lambda c: c.mine[0] and c.last == _1NT, always, _PASS,
         "partner's redouble showed 10+ HCP: 1NT redoubled scores a game when it makes"),
    Rule("penalty double of their escape", lambda c: c.mine[0] and _their_escape_at_two(c), lambda c: _holds_their_suit(c, 4),
         _X, "penalty: partner's redouble said the hand is ours, and I hold four of their suit"),
    Rule("forcing pass", lambda c: c.mine[0] and _their_escape_at_two(c), always, _PASS,
         "partner's redouble said the hand is ours: the pass leaves partner to double them"),
    Rule("penalty double after the redouble", lambda c: not c.mine[0] and _their_escape_at_two(c), always, _X,
         "penalty: my redouble said the hand is ours (25+ HCP together), and they are at the two level"),
)


def partner_escaped_from_1nt_doubled(ctx: Ctx) -> bool:
    """I opened 1NT, partner passed it, they doubled, and partner has now bid a suit: a weak escape."""
    calls, at = ctx.calls, ctx.first_ours
    return (ctx.seq[:1] == (_1NT,) and ctx.mine[:2] == (True, False) and len(ctx.seq) == 2 and ctx.seq[1] < 35
            and ctx.seq[1] % 5 != NT and at + 3 < len(calls) and calls[at + 2] == _PASS and calls[at + 3] == _X)


# Partner's suit after our 1NT was doubled and partner had passed it: natural, to play.
OPENER_AFTER_ESCAPE: Final[tuple[Rule, ...]] = (
    Rule("pass the escape", always, always, _PASS, "partner's escape from 1NT doubled: natural, to play"),
)


def signed_off_opposite_nt(ctx: Ctx) -> bool:
    """Partner's 1NT met their bid or their double, and my natural suit at two was to play (over their bid,
    over their double of a 1NT overcall, or after passing the 1NT first); they have bid since and partner
    has not bid again: my turn."""
    seq, calls, at = ctx.seq, ctx.calls, ctx.first_ours
    if len(seq) != 2 or ctx.mine != (False, True) or seq[0] != _1NT or seq[1] >= 35 or seq[1] % 5 == NT or seq[1].level != 2:
        return False
    if ctx.last == seq[1] or at + 2 >= len(calls):
        return False
    return ctx.before[1] != _1NT or calls[at + 1] == _X and not ctx.opened_by_us or calls[at + 2] == _PASS


def _own_suit_by_total_trumps(ctx: Ctx) -> Call | None:
    """My suit again, as high as its length and partner's two cards make the total trumps (nine: three)."""
    s = ctx.seq[1] % 5
    low = cheapest(s, ctx.last)
    return low if s not in ctx.their_suits and low is not None and low.level <= ctx.L[s] + 2 - 6 else None


# My two-level suit opposite partner's 1NT was to play, and they have outbid it.
AFTER_SIGN_OFF_OPPOSITE_NT: Final[tuple[Rule, ...]] = (
    Rule("game in my six-card major", lambda c: c.seq[1] % 5 in (H, S), lambda c: c.hcp >= 8 and c.L[c.seq[1] % 5] >= 6,
         lambda c: bid(4, c.seq[1] % 5), "their bid took the room to invite: game in my six-card major with 8+ HCP"),
    Rule("my suit again", always, always, _own_suit_by_total_trumps,
         "my two-level bid was to play: my long suit again as far as the total trumps go"),
    Rule("no game after the sign-off", always, always, _PASS,
         "my two-level bid was to play (no values to invite) and partner has not bid again: no game"),
)


def _partners_penalty_double_of_their_suit(ctx: Ctx) -> Call | None:
    """Their suit bid that partner doubled for penalty: I opened 1NT (or 2NT), they overcalled in a suit and partner
    doubled it; or partner had answered my no trump first (Stayman, a transfer) and doubled their suit bid over it,
    which my balanced, limited hand has no reason to take out. None in any other auction."""
    seq, before, mine = ctx.seq, ctx.before, ctx.mine
    if not ctx.opened_by_us or seq[0] not in (_1NT, B("2NT")) or seq[-1] != _X or mine not in ((True, False), (True, False, False)):
        return None
    doubled = before[-1]
    return doubled if doubled is not None and doubled not in seq and doubled % 5 != NT else None


def partner_doubled_their_overcall_of_1nt(ctx: Ctx) -> bool:
    """Partner's penalty double of their suit (``_partners_penalty_double_of_their_suit``), and RHO passed."""
    doubled = _partners_penalty_double_of_their_suit(ctx)
    return doubled is not None and ctx.rho == _PASS and ctx.last == doubled


# Partner's double of their overcall of my 1NT is for penalty: the 1NT opener leaves it in.
OPENER_AFTER_PENALTY_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("pass the penalty double", always, always, _PASS,
         "partner's double of their overcall of my no trump is for penalty: my balanced hand leaves it in"),
)


def they_ran_from_partners_penalty_double(ctx: Ctx) -> bool:
    """Partner's penalty double of their suit (``_partners_penalty_double_of_their_suit``), and RHO ran to another."""
    doubled, rho = _partners_penalty_double_of_their_suit(ctx), ctx.rho
    return doubled is not None and rho is not None and rho < 35 and rho % 5 not in (NT, doubled % 5)


# They ran from partner's penalty double of their overcall of my no trump: four of their new suit double it;
# otherwise pass, and partner, whose double showed the values, speaks next (mainstream; the booklet is silent).
OPENER_AFTER_THEIR_RUN_FROM_PENALTY_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", always, lambda c: _holds_their_suit(c, 4), _X,
         "penalty: partner's double showed the values, and I hold four of the suit they ran to"),
    Rule("pass to partner", always, always, _PASS,
         "partner's penalty double showed the values: with no length in their new suit, partner speaks next"),
)


def _penalty_pass_trumps(ctx: Ctx) -> bool:
    """Trumps to convert partner's takeout double for penalty: five with 6+ HCP in them and 8+ HCP in all, or six
    with 5+ and 8+; six with 6+ in them with any values. Above the one level, where a forced answer climbs to the
    three level, five with 6+ HCP in them need no more."""
    suit, last = _their_suit(ctx), ctx.last
    if suit == NT or last is None:
        return False
    length, honours = ctx.L[suit], ctx.hand.suit_hcp[suit]
    five, six = length >= 5 and honours >= 6, length >= 6 and honours >= 5
    return (five or six) and ctx.hcp >= 8 or length >= 6 and honours >= 6 or five and last.level >= 2 or (
        _five_of_theirs_and_no_suit(ctx, suit) and last.level >= 2)


def _five_of_theirs_and_no_suit(ctx: Ctx, suit: int) -> bool:
    """Five of their suit with three of its top five honours (Q J T 9 x: a trick or three behind the bidder) and
    three cards at most in every other suit: the forced answer would be a three-card suit on a misfit."""
    return (ctx.L[suit] >= 5 and ctx.hand.top[suit] >= 3
            and all(ctx.L[s] <= 3 for s in (C, D, H, S) if s != suit))


def _doubled_weak_two_spades(ctx: Ctx) -> bool:
    """Partner doubled their opening weak 2S, passed round to me: hearts start at the three level."""
    last = ctx.last
    return _doubled_weak_two(ctx) and last is not None and last % 5 == S


def partner_escaped_from_my_double_of_1nt(ctx: Ctx) -> bool:
    """I doubled their 1NT opening for penalty and partner ran to a suit (weak, to play); RHO passed."""
    seq = ctx.seq
    return (not ctx.opened_by_us and len(seq) == 2 and ctx.mine == (True, False) and seq[0] == _X
            and ctx.before[0] == _1NT and not ctx.theirs_before[0] and seq[1] < 35 and seq[1] % 5 != NT
            and ctx.rho == _PASS and ctx.last == seq[1])


# Partner ran from my penalty double of their 1NT: a weak hand with a long suit, to play.
DOUBLER_AFTER_ESCAPE: Final[tuple[Rule, ...]] = (
    Rule("pass partner's escape", always, lambda c: c.hcp <= 19, _PASS,
         "partner ran from my penalty double of 1NT: a weak hand with a long suit, to play"),
)


ADVANCE_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("escape from 1NT doubled", _partner_doubled_their_1nt, lambda c: c.hcp <= 4, _weak_escape,
         "partner's double of 1NT is for penalty: a weak hand with a five-card suit plays it at two"),
    Rule("pass partner's penalty double", _partner_doubled_their_1nt, always, _PASS,
         "partner's double of 1NT is for penalty: pass"),
    Rule("double their escape", _they_ran_from_the_double,
         lambda c: _their_suit(c) != NT and c.L[_their_suit(c)] >= 4 and c.hcp >= 5 and c.can_x, _X,
         "partner doubled their 1NT for penalty and they ran: four of their trumps, double for penalty"),
    Rule("pass their escape", _they_ran_from_the_double, lambda c: max(c.L) < 6 or c.hcp < 6, _PASS,
         "partner doubled their 1NT for penalty and they ran: pass, partner can double again"),
    Rule("penalty pass", lambda c: c.rho == _PASS, _penalty_pass_trumps,
         _PASS, "converts for penalty: long strong trumps (five with 6+ HCP in them, six with 5+; six headed by KQJ or "
         "better with any values; over a double at two or higher, five with 6+ HCP in them with any values, or five with three "
         "of the top five honours and no four-card suit to answer in)"),
    Rule("game in a major", always, lambda c: c.hcp >= 11, _answer_double(2), "to play: a five-card major"),
    Rule("3NT, balanced", always, lambda c: 13 <= c.hcp - _nt_allowance(c) <= 16 and c.bal and _nt_answer(c),
         B("3NT"), "to play: 13–16 HCP (15–18 opposite a balancing double of a one-bid), balanced, their suit stopped, "
         "no four-card major"),
    Rule("cue bid", always, lambda c: c.hcp >= 13 + _balancing_allowance(c), _cue_bid,
         "forcing: 13+ points (15+ opposite a balancing double)"),
    Rule("3NT", always, lambda c: c.hcp >= 13 + _nt_allowance(c) and _nt_answer(c), B("3NT"), "to play"),
    Rule("no trump", lambda c: not _one_level_suit_first(c),
         lambda c: 6 <= c.hcp - _nt_allowance(c) <= 12 and _nt_answer(c) and (c.bal or _five_of_theirs(c) and c.hcp - _nt_allowance(c) >= 8),
         _nt_answer_by_strength, "their suit stopped: 6–10, 2NT 11–12 (10–12 over their weak two; two more each opposite a balancing double of a one-bid); "
         "five of their suit and no singleton count as balanced with 8+ (10+)"),
    Rule("2NT over their weak two, semi-balanced", _doubled_weak_two,
         lambda c: 10 <= c.hcp <= 12 and _nt_answer(c) and min(c.L) >= 2, B("2NT"),
         "invites 3NT: 10–12 HCP and their suit stopped, no four-card major, no singleton: the range of the balanced "
         "2NT (13+ bids 3NT), where a minor at the three level would not invite"),
    Rule("cue bid, 12 HCP and a long suit",
         lambda c: _their_level(c) == 1 and not _partner_balanced(c) and _rho_passed_or_redoubled(c),
         lambda c: c.hcp >= 12 and c.pts >= 13, _cue_bid,
         "forcing: 12 HCP and a five-card suit, 13+ points with length opposite a direct double of their one-bid: "
         "game values, too strong for the invitational jump"),
    Rule("cue bid, 12 HCP and both majors",
         lambda c: _their_level(c) == 1 and not _partner_balanced(c) and _rho_passed_or_redoubled(c),
         lambda c: c.hcp >= 12 and _both_majors_unbid_held(c), _cue_bid,
         "forcing: 12 HCP and four cards in each unbid major opposite a direct double of their one-bid: game values, "
         "and the cue bid finds the major fit the jump would guess"),
    Rule("game in a major over their weak two", _doubled_weak_two,
         lambda c: c.hcp >= 12 + _balancing_allowance(c) and min(c.L) <= 1, _unbid_major_game,
         "game: 12+ HCP (14+ opposite a balancing double), a singleton or void and four cards in an unbid major: "
         "partner's double of their weak two shows opening values, so the ruffing value takes the hand past the "
         "invitational jump"),
    Rule("jump", _rho_passed_or_redoubled,
         lambda c: 9 + _balancing_allowance(c) <= c.pts and c.hcp <= 12 + _balancing_allowance(c)
         and c.L[_best_unbid(c)] >= 4 and _jump_values(c), _answer_double(1),
         "invitational: 9–12 points (length counted, at most 12 HCP, 11 with a five-card suit over a direct double "
         "of a one-bid; at the three level 9+ HCP; "
         "two more opposite a balancing double)"),
    Rule("game in hearts over their 2S", _doubled_weak_two_spades, lambda c: c.hcp >= 10 + _balancing_allowance(c),
         _unbid_major_game, "game: 10–12 HCP and four hearts (two more opposite a balancing double): over their 2S "
         "the cheapest hearts are at three, no room to invite"),
    Rule("penalty double of their 1NT", lambda c: c.rho == _1NT and c.last == _1NT, lambda c: c.hcp >= 9 and c.can_x, _X,
         "penalty: partner's double showed opening values and I hold 9+ HCP: their 1NT is outnumbered"),
    Rule("game in a major over their raise to three", lambda c: c.rho != _PASS and _doubled_at_three(c),
         lambda c: c.hcp >= 11 and _free_answer_values(c), _unbid_major_game,
         "game: 11+ HCP and four cards in a major opposite partner's double, their raise at three: the free bid "
         "at three would show only 8–10"),
    Rule("jump over their raise", _they_raised_to_two, lambda c: 9 <= c.hcp <= 11 and _major_to_jump_in(c),
         _answer_double(1), "invitational: 9–11 HCP and five cards in an unbid major over their raise to two: the "
         "free bid at the cheapest level would show only some values"),
    Rule("free bid", lambda c: c.rho != _PASS, _free_answer_values, _answer_double(0),
         "a free bid: some values (8+ HCP at the three level, 6+ with five cards headed by KJ or a singleton in their "
         "raised suit), not with four of their suit"),
    Rule("game in a major over their raise", _doubled_at_three, lambda c: c.hcp >= 10, _unbid_major_game,
         "game: 10+ HCP and four cards in a major partner's double promised (at the three level a jump is game)"),
    Rule("3NT over their raise", _doubled_at_three, lambda c: c.hcp >= 10 and _nt_answer(c), B("3NT"),
         "to play: 10+ HCP, their suit stopped"),
    Rule("free bid at four", lambda c: c.rho != _PASS and _doubled_at_three(c), lambda c: c.hcp >= 10 and _free_answer_values(c),
         _answer_double(0, top=4), "competes: 10+ HCP opposite partner's double, their raise at three: the best unbid suit at four"),
    Rule("long suit at four", lambda c: c.rho != _PASS, lambda c: c.hcp >= 6, _long_suit_at_four,
         "competes: a six-card suit, 6+ HCP"),
    Rule("double of their raise to game", _they_raised_to_four, lambda c: c.hcp >= 10 and c.can_x, _X,
         "penalty: 10+ HCP opposite partner's takeout double, the balance of strength is ours and their raise to game is a save"),
    Rule("cheapest suit", _rho_passed_or_redoubled, always, _answer_double(0, top=4),
         "the best unbid suit at the cheapest level, 0–8 points (0–10 opposite a balancing double, which bid some of mine; "
         "forced, at four over a three-level preempt: a pass would let them play it doubled)"),
    Rule("out of their doubled four-level preempt", lambda c: _rho_passed_or_redoubled(c) and _their_level(c) == 4,
         lambda c: _their_suit(c) != NT and c.L[_their_suit(c)] <= 1, _out_of_four_level_double,
         "no defence to their four-level preempt doubled (a singleton or void in it): a four-card major at four, "
         "else a six-card suit at five"),
)

# Responding to partner's opening after an overcall or a double ------------------------------


def _negative_double_ok(ctx: Ctx) -> bool:
    """A negative double fits: their overcall at most 2S, natural (not their cue bid, which shows two suits),
    6+ HCP (8+ at two), four cards in each unbid major (with none unbid: in each unbid minor)."""
    last = ctx.last
    if last is None or not _their_overcall_doubles(ctx) or last % 5 == NT or _their_two_suiter_over_us(ctx):
        return False  # a double of their no trump is for penalty; of their two-suiter it shows values
    unbid = _unbid(ctx)
    shown = [s for s in unbid if s in (H, S)]
    if not shown and ctx.bal and _free_nt(ctx) is not None:
        return False  # no major to show: no trump says a balanced hand with their suit stopped better, when the
        # values reach its level (1NT 8+, 2NT 11+); short of that the double shows the minors
    shown = shown or list(unbid)
    return ctx.hcp >= (6 if last.level == 1 else 8) and bool(shown) and all(ctx.L[s] >= 4 for s in shown)


def _minors_for_negative_double(ctx: Ctx) -> bool:
    """The double fits, each minor holds four or five cards, and no five-card minor is good enough to bid alone."""
    minors = (C, D)
    return (_negative_double_ok(ctx) and all(4 <= ctx.L[s] <= 5 for s in minors)
            and not any(ctx.L[s] == 5 and ctx.hand.good[s] for s in minors))


def _their_overcall_doubles(ctx: Ctx) -> bool:
    """RHO's overcall, at most 2S, may be doubled."""
    return ctx.last is not None and ctx.last <= B("2S") and ctx.rho is not None and ctx.rho < 35 and ctx.can_x


_FOUR_CARD_ORDER: Final = {H: 0, S: 1, D: 2, C: 3}


def _new_suit_in_competition(ctx: Ctx) -> Call | None:
    """A new suit over their overcall: four cards at one level (five when a double would show four), five at two.
    The longest first, of two five-card suits the higher; of four-card suits the majors up the line (hearts
    before spades, as without their call), then the minors. Never a suit their two-suiter has shown (over their
    Michaels or unusual 2NT a bid of it is the cue-bid raise)."""
    one_level_length = 5 if _negative_double_ok(ctx) else 4
    shown = _their_two_suits(ctx)
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and s not in ctx.our_suits and s not in shown]
    for s in sorted(options, key=lambda x: (-ctx.L[x], _FOUR_CARD_ORDER[x] if ctx.L[x] == 4 else -x)):
        low = cheapest(s, ctx.last)
        if low is not None and _free_bid_ok(ctx, low, one_level_length):
            return low
    return None


def _long_major_bid(ctx: Ctx) -> bool:
    """A five-card major and the values to bid it over their overcall (10+ HCP at the two level)."""
    call = _new_suit_in_competition(ctx)
    return call is not None and call % 5 in (H, S) and call.level == 2 and ctx.hcp >= 10


def _major_at_one(ctx: Ctx) -> Call | None:
    """The new suit over their overcall when it is a major at the one level."""
    call = _new_suit_in_competition(ctx)
    return call if call is not None and call.level == 1 and call % 5 in (H, S) else None


def _free_bid_ok(ctx: Ctx, call: Call, one_level_length: int) -> bool:
    if call.level == 1:
        return ctx.L[call % 5] >= one_level_length and ctx.pts >= 6
    # at two, 10+ HCP (one less with six cards, two less with seven): length alone does not make a free bid,
    # which forces opener; at three, over their overcall at two, 11+ (a double there is for penalty)
    need = {2: 10, 3: 11}.get(call.level)
    length = ctx.L[call % 5]
    return need is not None and length >= 5 and ctx.hcp + min(length - 5, 2) >= need


def _major_before_minor_raise(ctx: Ctx) -> bool:
    """Partner opened a minor and I hold an unbid major to show first: four cards at the one level, five with the
    values to bid it at two, or four for the negative double, values or not (1C (1H) with AJ94 Q2 KJ J9764 doubles,
    not 2H): a major fit outranks the minor's, and the minor can wait."""
    if _partner_suit(ctx) not in (C, D):
        return False
    return (_major_at_one(ctx) is not None or _long_major_bid(ctx)
            or bool(_unbid_majors(ctx)) and _negative_double_ok(ctx))


def _nt_fits(ctx: Ctx) -> bool:
    """Balanced with their suits stopped: no trump describes the hand."""
    return ctx.bal and all(ctx.stop[s] for s in set(ctx.their_suits))


def _free_nt(ctx: Ctx) -> Call | None:
    return _nt_by_strength(ctx, (8, 11, 13))


def _their_two_suiter_over_us(ctx: Ctx) -> bool:
    """RHO's bid straight over partner's one of a suit is two-suited: the cue bid of it at two (Michaels) or 2NT."""
    return bool(_their_two_suits(ctx))


def _their_natural_overcall_at_two(ctx: Ctx) -> bool:
    """RHO overcalled partner's one of a suit in a new suit at the two level, naturally."""
    last = ctx.last
    return (len(ctx.seq) == 1 and ctx.rho == last and last is not None and last < 35 and last.level == 2
            and last % 5 not in (NT, ctx.seq[0] % 5))


def _trap_pass_hand(ctx: Ctx) -> bool:
    """Five or more cards of their suit with 5+ HCP in it (KQ, AQ, AJ or better), at most two of partner's suit and
    less than game opposite an opening (12 HCP or fewer)."""
    x = _their_suit(ctx)
    return ctx.L[x] >= 5 and ctx.hand.suit_hcp[x] >= 5 and ctx.L[_partner_suit(ctx)] <= 2 and ctx.hcp <= 12


def _their_two_suits(ctx: Ctx) -> tuple[int, ...]:
    """The suits RHO's two-suiter straight over partner's one of a suit shows (``their_two_suiter_over``); ()
    when RHO's bid was not one, or came later."""
    opening, bid_over = ctx.seq[0], ctx.rho
    if len(ctx.seq) != 1 or ctx.their_bids != 1 or bid_over is None or ctx.last != bid_over:
        return ()
    return their_two_suiter_over(opening, bid_over)


def _other_major(opened: int) -> int:
    return S if opened == H else H


def _other_major_cue(ctx: Ctx) -> Call | None:
    """Over partner's major and their unusual 2NT straight over it, ``other_major_over_unusual_2nt`` with five or
    more cards of the other major."""
    opened = _partner_suit(ctx)
    call = other_major_over_unusual_2nt(opened)
    if ctx.rho != B("2NT") or call is None or ctx.L[_other_major(opened)] < 5:
        return None
    return call


def _long_suit_over_their_two_suiter(ctx: Ctx) -> Call | None:
    """A six-card suit of mine that neither partner's opening nor their two-suiter shows, at the cheapest level,
    the three level at most."""
    shown = (*_their_two_suits(ctx), ctx.seq[0] % 5)
    options = [s for s in (S, H, D, C) if s not in shown and ctx.L[s] >= 6]
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last) if options else None
    return low if low is not None and low.level <= 3 else None


def _competitive_penalty(ctx: Ctx) -> bool:
    x = _their_suit(ctx)
    return ctx.can_x and x != NT and ctx.L[x] >= 4 and ctx.hand.suit_hcp[x] >= 4 and ctx.hcp >= 10


def _six_card_suit_at_two(ctx: Ctx) -> Call | None:
    """My six-card suit, not partner's, at the two level (a weak bid over their 1NT overcall)."""
    options = [s for s in (S, H, D, C) if s not in ctx.our_suits and ctx.L[s] >= 6]
    if not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level == 2 else None


def _both_majors_unbid_at_two(ctx: Ctx) -> bool:
    """Their natural overcall at the two level, which a double may show, leaves both majors unbid."""
    last = ctx.last
    return (last is not None and last.level == 2 and last % 5 != NT and _their_overcall_doubles(ctx)
            and not _their_two_suiter_over_us(ctx) and len(_unbid_majors(ctx)) == 2)


def _weak_five_card_major(ctx: Ctx) -> bool:
    """A five-card major with 8+ HCP but short of the values to bid it at two (the free bid above wants 10)."""
    return ctx.hcp >= 8 and max(ctx.L[H], ctx.L[S]) >= 5


def _values_double_shape(ctx: Ctx) -> bool:
    """Both majors unbid, four cards in one and three in the other: with 10+ HCP and no other call the
    negative double shows the values (the doubler can stand opener's bid of either major)."""
    majors = _unbid_majors(ctx)
    return len(majors) == 2 and max(ctx.L[H], ctx.L[S]) >= 4 and min(ctx.L[H], ctx.L[S]) >= 3


def _minor_raise_by_values(ctx: Ctx) -> Call | None:
    """Partner's minor raised over their jump: 3NT with 13+ HCP and their suit stopped, else five with 13+, four (a jump
    when three is free: more than the simple raise) with less."""
    s = _partner_suit(ctx)
    low = cheapest(s, ctx.last)
    if low is None or low.level > 5:
        return None
    if ctx.hcp >= 13:
        if ctx.last is not None and ctx.last < _3NT and all(ctx.stop[x] for x in set(ctx.their_suits)):
            return _3NT
        return bid(5, s)
    return bid(4, s) if low.level <= 4 else None


def _eight_card_major_game(ctx: Ctx) -> Call | None:
    """Four of my major of eight cards or more (not theirs), when it is still to be bid."""
    for s in (S, H):
        if ctx.L[s] >= 8 and s not in ctx.their_suits:
            game = bid(4, s)
            return game if game is not None and (ctx.last is None or ctx.last < game) else None
    return None


RESPOND_OVER_OVERCALL: Final[tuple[Rule, ...]] = (
    Rule("penalty double of 1NT", lambda c: c.last == _1NT, lambda c: c.hcp >= 9 and c.can_x, _X, "penalty: 9+ HCP"),
    Rule("weak suit over their 1NT", lambda c: c.last == _1NT and c.rho == _1NT, lambda c: 5 <= c.hcp <= 8, _six_card_suit_at_two,
         "over their 1NT overcall a six-card suit at two: natural, weak, not forcing (with 9+ HCP the penalty double)"),
    Rule("Blackwood over their preempt", lambda c: _partner_suit(c) in (H, S) and _cue_bid(c) is None,
         _slam_raise_without_room, _4NT_CALL,
         "Blackwood: three or more trumps and slam values opposite partner's major (17+ HCP, 19+ support points), "
         "their jump leaves no cue bid below game, every side suit controlled"),
    Rule("game raise over their overcall", lambda c: _partner_suit(c) in (H, S),
         lambda c: (_sup(4, 9)(c) and c.hcp <= 14 or _cue_bid(c) is None and _sup(3, 9)(c)) and c.support_points(_partner_suit(c)) >= 13,
         _raise_to(4), "game: 13+ support points opposite partner's major, four trumps and at most 14 HCP (more cue-bids first, slam in view;"
         " three trumps when their preempt leaves no room to cue-bid)"),
    Rule("cue-bid raise", lambda c: _their_suit(c) != NT or _their_two_suiter_over_us(c),
         lambda c: _sup(3, 5)(c) and c.support_points(_partner_suit(c)) >= 10 and (c.hcp >= 8 or _partner_suit(c) in (H, S))
         and not _major_before_minor_raise(c),
         _cue_bid_raise, "a limit raise or better (in a minor 8+ HCP and no major to show first: shape alone shows a "
         "major first or raises preemptively)"),
    Rule("the other major over their unusual 2NT", _their_two_suiter_over_us, lambda c: c.hcp >= 10, _other_major_cue,
         "over their unusual 2NT the cue bid the raise leaves (3D over 1H, 3C over 1S): five or more cards of the "
         "other major and 10+ HCP, invitational or better, forcing one round"),
    Rule("double of their two-suiter", _their_two_suiter_over_us, lambda c: c.hcp >= 10 and c.can_x, _X,
         "their cue bid or 2NT shows two suits: the double shows 10+ HCP and the balance of strength, to defend"
         " when they land in one of their suits"),
    Rule("game in my long major", always, lambda c: c.hcp <= 10 and max(c.L[H], c.L[S]) >= 8, _eight_card_major_game,
         "eight or more cards in a major and at most 10 HCP: game in it, to play (the length takes the tricks)"),
    Rule("a major before a minor raise", lambda c: _partner_suit(c) in (C, D), always, _major_at_one,
         "four or more cards in a major at the one level: shown before raising partner's minor"),
    Rule("a negative double before a minor raise", lambda c: _partner_suit(c) in (C, D), lambda c: bool(_unbid_majors(c)) and _negative_double_ok(c) and not _long_major_bid(c),
         _X, "negative: the unbid major(s) shown before raising partner's minor"),
    Rule("cue-bid raise with four of the minor", lambda c: _their_suit(c) != NT and _partner_suit(c) in (C, D),
         lambda c: c.L[_partner_suit(c)] == 4 and c.hcp >= 8 and c.support_points(_partner_suit(c)) >= 11 and not _nt_fits(c)
         and not _long_major_bid(c), _cue_bid_raise,
         "a limit raise or better in partner's minor: four trumps, 11+ support points, no major to show first"),
    Rule("raise of partner's minor, no room to cue-bid", lambda c: _partner_suit(c) in (C, D) and _cue_bid(c) is None
         and c.first_theirs >= 0, lambda c: _sup(3, 4)(c) and c.support_points(_partner_suit(c)) >= 11, _minor_raise_by_values,
         "four trumps and a limit raise's values over their jump: four of partner's minor (five with 13+ HCP; 3NT with "
         "their suit stopped and 13+)"),
    Rule("preemptive jump raise", always, lambda c: _sup(4, 5)(c) and c.hcp <= 8 and _shaped_for_preempt(c), _preemptive_raise, "preemptive: four trumps, weak; to the level of the total trumps"),
    Rule("raise", always, lambda c: _sup(3, 4)(c) and 6 <= c.support_points(_partner_suit(c)) and c.hcp >= 5
         and (c.support_points(_partner_suit(c)) <= 10 + 2 * (_their_suit(c) == NT) or _their_suit(c) == NT and c.hcp < 9
              or _shape_short_of_minor_cue(c)),
         _free_raise, "support, 6–10 points, five of them high cards (above three only as far as the total trumps allow; to 12 over their no trump, "
         "which leaves no cue bid; in a minor more with shortness but under the cue-bid raise's 8 HCP)"),
    Rule("penalty pass", _their_natural_overcall_at_two, _trap_pass_hand, _PASS,
         "five or more of their suit with two high honours, no fit and less than game: pass, to defend "
         "if opener reopens with a double"),
    Rule("long suit over their two-suiter", _their_two_suiter_over_us, lambda c: 5 <= c.hcp <= 9, _long_suit_over_their_two_suiter,
         "their two-suiter leaves my six-card suit unbid: to play, not forcing (with 10+ HCP the double first)"),
    Rule("negative double for the minors", lambda c: not _unbid_majors(c), _minors_for_negative_double, _X,
         "negative: both majors bid, four or five cards in each minor, no good five-card one (two of the top three "
         "honours or three of the top five) with the values to bid it: opener picks the minor at the lowest level"),
    Rule("new suit", always, always, _new_suit_in_competition, "a new suit: forcing"),
    Rule("negative double", always, _negative_double_ok, _X,
         "negative: four cards in each unbid major (both majors bid: in each minor), 6+ points at one level, 8+ at two"),
    Rule("negative double, a five-card major too weak for two", _both_majors_unbid_at_two, _weak_five_card_major, _X,
         "negative: a five-card major and 8–9 HCP, too weak to bid it at two; the major follows"),
    Rule("no trump", always, always, _free_nt, "their suit stopped: 1NT 8–10, 2NT 11–12, 3NT 13–15"),
    Rule("negative double, four and three in the majors", lambda c: _their_overcall_doubles(c) and _their_suit(c) != NT,
         lambda c: c.hcp >= 10 and _values_double_shape(c), _X,
         "negative: 10+ HCP, four cards in one unbid major and three in the other, no other call"),
    Rule("three-card raise of partner's diamonds", lambda c: _partner_suit(c) == D and _their_suit(c) != NT,
         lambda c: c.L[D] == 3 and 8 <= c.hcp <= 10, _raise_at_most(2),
         "8–10 HCP and no other call: three of partner's diamonds (1D promises four but for four-four in the majors) "
         "raise rather than pass"),
    Rule("penalty double", lambda c: c.last is not None and c.last > B("2S"), _competitive_penalty, _X, "penalty"),
)

def _weak_suit_at_two(ctx: Ctx) -> Call | None:
    """A new suit at the two level, not a jump: six cards, or five headed by two of the top three honours."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and s not in ctx.our_suits
               and (ctx.L[s] >= 6 or ctx.L[s] == 5 and ctx.hand.top[s] >= 3 and ctx.hand.good[s])]
    if not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level == 2 else None


def _partners_suit_at_three(ctx: Ctx) -> Call | None:
    """Partner's suit (our side's second call) at the cheapest level, the three level at most."""
    low = cheapest(ctx.seq[1] % 5, ctx.last)
    return low if low is not None and low.level <= 3 else None


# Partner's new suit at two straight over their double (5–9 HCP, not forcing: with 10+ partner redoubles): opener
# with a minimum passes it or rebids a six-card suit; the booklet's rebids after a two-over-one are for 17+ points.
# When they bid over it, a minimum with three cards of partner's long suit competes in it; else it passes (a free
# 2NT or new suit would show the values partner's weak suit does not need).
OPENER_AFTER_NEW_SUIT_OVER_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("compete in partner's suit", lambda c: c.last is not None and c.rho == c.last, lambda c: c.pts <= 16 and c.L[c.seq[1] % 5] >= 3,
         _partners_suit_at_three, "partner's weak new suit over their double and their bid over it: three cards of "
         "partner's long suit compete in it, not forcing"),
    Rule("a six-card suit again", always, lambda c: c.pts <= 16 and c.L[c.seq[0] % 5] >= 6 and c.L[c.seq[1] % 5] <= 2,
         lambda c: _opening_suit_again(c), "partner's new suit over their double is not forcing: a minimum with six cards and no fit rebids them"),
    Rule("pass, a minimum", always, lambda c: c.pts <= 16, _PASS,
         "partner's new suit over their double is not forcing (5–9 HCP): a minimum passes, no game opposite"),
)


def _weak_jump_shift_values(ctx: Ctx) -> bool:
    """3–5 HCP for the weak jump shift over their double; with a seven-card suit and at most two of partner's, up
    to 8: the seventh card is a trick in play, not in defence, and the two-level bid would show a five- or six-card
    suit."""
    return 3 <= ctx.hcp <= 5 or ctx.hcp <= 8 and max(ctx.L) >= 7 and ctx.L[_partner_suit(ctx)] <= 2


RESPOND_OVER_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("2NT over the double", lambda c: c.seq[0] % 5 in (H, S), lambda c: _sup(4, 9)(c) and c.hcp >= 8 and c.support_points(_partner_suit(c)) >= 10,
         B("2NT"), "a limit raise or better"),
    Rule("2NT over the double of a minor", lambda c: c.seq[0] % 5 in (C, D),
         lambda c: c.L[c.seq[0] % 5] >= 5 and max(c.L[H], c.L[S]) <= 3 and c.hcp >= 9 and c.support_points(c.seq[0] % 5) >= 11,
         B("2NT"), "a limit raise or better in partner's minor: five trumps, no four-card major, 11+ support points "
         "(the redouble denies a fit)"),
    Rule("redouble", always, lambda c: c.hcp >= 10, _XX, "10+ HCP: the hand belongs to us"),
    Rule("a major before a minor raise", lambda c: _partner_suit(c) in (C, D),
         lambda c: c.L[_partner_suit(c)] <= 4 or max(c.L[H], c.L[S]) >= 5, _major_at_one,
         "a major at the one level, 6+ points, forcing: shown before raising partner's minor (five trumps and a four-card major raise)"),
    Rule("preemptive jump raise", always, lambda c: _sup(4, 5)(c) and c.hcp <= 8, _preemptive_raise,
         "preemptive: four trumps, weak (0–8 HCP); to the level of the total trumps"),
    Rule("weak jump shift", always, _weak_jump_shift_values, _weak_jump_shift,
         "preemptive over their double: a good six-card suit (seven at three), 3–5 HCP (to 8 with seven cards and no "
         "fit), too weak to bid it without a jump"),
    Rule("raise", always, lambda c: _sup(3, 4)(c) and c.support_points(_partner_suit(c)) >= 6 and c.hcp >= 5, _raise(0),
         "support, 6–9 points, five of them high cards"),
    Rule("new suit", always, lambda c: c.pts >= 6, _new_suit_in_competition, "a new suit"),
    Rule("new suit at two, not forcing", always, lambda c: 5 <= c.hcp <= 9, _weak_suit_at_two,
         "not forcing over their double: a good suit of my own at the two level, 5–9 HCP (with 10+ the redouble first)"),
    Rule("1NT", always, lambda c: 6 <= c.hcp <= 9, B("1NT"), "6–9 HCP"),
)


def _unbid_major_after_double(jump: bool) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        for s in (H, S):
            if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= 4:
                low = cheapest(s, ctx.last)
                if low is None or low.level > 4:
                    return None
                return bid(min(low.level + jump, 4), s)  # no jump past game: at four it is the game
        return None
    return call


def major_raised_in_competition(ctx: Ctx) -> bool:
    """Partner opened one of a suit, I answered in a major at the one level, they bid, and partner raised my major
    (three or four trumps, a minimum) with RHO passing, or bidding a suit over the raise below three of my major:
    my second call."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] >= 35 or seq[0].level != 1 or seq[0] % 5 == NT:
        return False
    mine, raised = seq[1], seq[2]
    return (mine < 35 and mine.level == 1 and mine % 5 in (H, S) and raised < 35 and raised % 5 == mine % 5
            and raised.level <= 3 and ctx.their_bids >= 1
            and (ctx.rho == _PASS and ctx.last == raised or _suit_bid_over_the_raise_below_three(ctx, raised)))


def _suit_bid_over_the_raise_below_three(ctx: Ctx, raised: Call) -> bool:
    """RHO bid a suit straight over partner's raise, and three of our major is still to be bid."""
    rho, low = ctx.rho, cheapest(raised % 5, ctx.last)
    return (len(ctx.calls) >= 2 and ctx.calls[-2] == raised and rho is not None and rho < 35 and rho % 5 != NT
            and low is not None and low.level == 3)


def _partner_jump_raised(ctx: Ctx) -> bool:
    """Partner's raise of my major skipped a level over their bid."""
    low = cheapest(ctx.seq[1] % 5, ctx.before[2])
    return low is not None and ctx.seq[2].level > low.level


# Partner's raise of my major over their bid may hold three trumps: four of mine make the fit, and game is bid on
# support points (13+ opposite the minimum raise); 11–12 invite at three, or only compete there when they bid on over the raise.
GAME_AFTER_COMPETITIVE_RAISE: Final[tuple[Rule, ...]] = (
    Rule("game in my raised major", always, lambda c: c.L[c.seq[1] % 5] >= 4 and c.support_points(c.seq[1] % 5) >= 13,
         lambda c: bid(4, c.seq[1] % 5), "partner raised my major over their bid: four trumps and 13+ support points, game"),
    Rule("game opposite the jump raise", _partner_jump_raised, lambda c: c.L[c.seq[1] % 5] >= 4 and c.support_points(c.seq[1] % 5) >= 9,
         lambda c: bid(4, c.seq[1] % 5), "partner's jump raise over their bid (16–18, four trumps): four trumps and 9+ support "
         "points accept in the major, not 3NT"),
    Rule("invitation in my raised major", lambda c: c.seq[2].level == 2 and not _partner_jump_raised(c) and c.rho == _PASS,
         lambda c: c.L[c.seq[1] % 5] == 4 and c.support_points(c.seq[1] % 5) >= 11, lambda c: bid(3, c.seq[1] % 5),
         "partner raised my major to two over their bid: four trumps and 11–12 support points invite, three"),
    Rule("three in my raised major over their bid", lambda c: c.seq[2].level == 2 and not _partner_jump_raised(c),
         lambda c: c.L[c.seq[1] % 5] == 4 and c.support_points(c.seq[1] % 5) >= 11, lambda c: bid(3, c.seq[1] % 5),
         "partner raised my major to two and they bid on at three: four trumps and 11–12 support points compete at "
         "three; over their bid it does not invite (opener passes), it takes their part score"),
)


def minor_raised_over_their_bid(ctx: Ctx) -> bool:
    """I opened one of a minor, they bid a suit over it, and partner raised my minor at its cheapest level (the
    single raise, at two or three) with RHO passing: my second call."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[0].level != 1 or seq[0] % 5 not in (C, D):
        return False
    over = ctx.before[1]
    return (over is not None and over < 35 and over % 5 not in (NT, seq[0] % 5) and seq[1] == cheapest(seq[0] % 5, over)
            and ctx.rho == _PASS and ctx.last == seq[1])


def _their_suits_stopped(ctx: Ctx) -> bool:
    return all(ctx.stop[s] for s in set(ctx.their_suits))


def _cue_below_3nt(ctx: Ctx) -> Call | None:
    """Their last suit at the cheapest level, below 3NT."""
    call = cheapest(ctx.their_suits[-1], ctx.last)
    return call if call is not None and call < _3NT else None


# Partner's single raise of my minor over their suit (6–10): with 18+ HCP game is likely, and 3NT needs their suit
# stopped; without the stopper the cue bid of their suit asks partner for one (mainstream; the booklet is silent).
OPENER_AFTER_MINOR_RAISED_OVER_THEIR_BID: Final[tuple[Rule, ...]] = (
    Rule("3NT", always, lambda c: c.hcp >= 18 and _their_suits_stopped(c) and (c.bal or sum(c.stop) >= 3), _3NT,
         "partner raised my minor over their suit: 18+ HCP and their suit stopped, 3NT"),
    Rule("cue bid for a stopper", always,
         lambda c: c.hcp >= 18 and not _their_suits_stopped(c) and c.L[c.their_suits[-1]] >= 2, _cue_below_3nt,
         "partner raised my minor over their suit: 18+ HCP and their suit unstopped (two cards or more: a singleton "
         "plays in the minor), the cue bid asks for a stopper for 3NT, forcing"),
)


def partner_cued_after_my_minor_raise(ctx: Ctx) -> bool:
    """Partner opened one of a minor, they bid a suit, I raised the minor at its cheapest level, and partner bid
    their suit below 3NT with RHO passing: my answer."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] >= 35 or seq[0].level != 1 or seq[0] % 5 not in (C, D):
        return False
    over, cue = ctx.before[1], seq[2]
    return (over is not None and over < 35 and over % 5 not in (NT, seq[0] % 5) and seq[1] == cheapest(seq[0] % 5, over)
            and cue < _3NT and cue % 5 in ctx.their_suits and ctx.rho == _PASS and ctx.last == cue)


# Partner's cue bid of their suit over my minor raise asks for a stopper: with one, 3NT (partner has 18+).
ANSWER_CUE_FOR_STOPPER: Final[tuple[Rule, ...]] = (
    Rule("3NT", always, _their_suits_stopped, _3NT,
         "partner's cue bid of their suit asks for a stopper: I hold one, 3NT"),
)


def stopper_shown_after_my_cue(ctx: Ctx) -> bool:
    """My minor raised over their suit, my cue bid of it asking for a stopper, and partner's 3NT showing one."""
    seq = ctx.seq
    return (len(seq) == 4 and ctx.mine == (True, False, True, False) and seq[3] == _3NT and ctx.last == _3NT
            and seq[0] < 35 and seq[0].level == 1 and seq[0] % 5 in (C, D) and seq[1] % 5 == seq[0] % 5
            and seq[2] < _3NT and seq[2] % 5 in ctx.their_suits)


# Partner's 3NT answered my question: the contract is found (partner's raise was 6–10, no slam to look for).
AFTER_STOPPER_SHOWN: Final[tuple[Rule, ...]] = (
    Rule("pass", always, always, _PASS, "partner's 3NT shows the stopper I asked for: to play"),
)


def partner_cue_raised_my_minor(ctx: Ctx) -> bool:
    """I opened one of a minor, they overcalled a suit, partner bid it at the cheapest level (the cue-bid raise: a
    limit raise or better in my minor) and RHO passed: my rebid."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[0].level != 1 or seq[0] % 5 not in (C, D):
        return False
    over = ctx.before[1]
    return (over is not None and over < 35 and over % 5 not in (NT, seq[0] % 5) and seq[1] == cheapest(over % 5, over)
            and ctx.rho == _PASS and ctx.last == seq[1])


def _nt_over_cue_raise(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level with a minimum (12-14 HCP), 3NT with more; never past 3NT."""
    low = cheapest(NT, ctx.last)
    if low is None or low > _3NT:
        return None
    return low if ctx.hcp <= 14 else _3NT


# Partner's cue-bid raise of my minor looks for 3NT first: with their suit stopped and no singleton, no trump (the
# cheapest with a minimum, 3NT with more); without, the later rules place the minor.
OPENER_AFTER_MINOR_CUE_RAISE: Final[tuple[Rule, ...]] = (
    Rule("no trump, their suit stopped", always, lambda c: min(c.L) >= 2 and _their_suits_stopped(c), _nt_over_cue_raise,
         "partner's cue bid raised my minor (a limit raise or better): their suit stopped and no singleton, no trump, "
         "the cheapest with 12-14 HCP, 3NT with more"),
)


def partner_cued_the_other_major(ctx: Ctx) -> bool:
    """I opened one of a major, they bid the unusual 2NT, partner cue-bid ``other_major_over_unusual_2nt`` (five or
    more of the other major, game values) and RHO passed: my rebid."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[0].level != 1 or ctx.before[1] != B("2NT"):
        return False
    return (bool(their_two_suiter_over(seq[0], B("2NT"), ctx.theirs_before[1]))
            and seq[1] == other_major_over_unusual_2nt(seq[0] % 5) and ctx.rho == _PASS and ctx.last == seq[1])


def _other_major_game(ctx: Ctx) -> Call | None:
    return bid(4, _other_major(ctx.seq[0] % 5))


def _my_major_at_three(ctx: Ctx) -> Call | None:
    return cheapest(ctx.seq[0] % 5, ctx.last)


def _other_major_at_three(ctx: Ctx) -> Call | None:
    return cheapest(_other_major(ctx.seq[0] % 5), ctx.last)


OTHER_MAJOR_GAME_ACCEPT: Final = 15  # opener's support points for partner's major that bid game opposite the cue (10+ HCP)


# Partner's cue bid showed the other major and invitational values or better over their unusual 2NT (mainstream):
# with three cards of it game with 15+ support points, three of it with a minimum; with no fit game in my six-card
# major, 3NT with both their minors stopped, else my major again, partner to place the game.
OPENER_AFTER_OTHER_MAJOR_CUE: Final[tuple[Rule, ...]] = (
    Rule("game in partner's major", always,
         lambda c: c.L[_other_major(c.seq[0] % 5)] >= 3 and c.support_points(_other_major(c.seq[0] % 5)) >= OTHER_MAJOR_GAME_ACCEPT,
         _other_major_game, "three or more cards of the major partner's cue bid shows and 15+ support points: game in it"),
    Rule("partner's major at three", always, lambda c: c.L[_other_major(c.seq[0] % 5)] >= 3, _other_major_at_three,
         "three or more cards of the major partner's cue bid shows, a minimum: three of it, partner with more bids game"),
    Rule("game in my long major", always, lambda c: c.L[c.seq[0] % 5] >= 6, lambda c: bid(4, c.seq[0] % 5),
         "six or more cards of my major and no fit for partner's: game in mine"),
    Rule("3NT, their minors stopped", always, lambda c: c.stop[C] and c.stop[D], _3NT,
         "no fit for partner's major, a five-card major of mine and both their minors stopped: 3NT"),
    Rule("my major again", always, always, _my_major_at_three,
         "no fit, five cards of my major, their minors not both stopped: my major again, partner places the game"),
)


def responder_after_other_major_answered(ctx: Ctx) -> bool:
    """Partner opened one of a major, they bid the unusual 2NT, my cue bid showed the other major
    (``other_major_over_unusual_2nt``), partner bid the major again at the cheapest level (no fit, their minors not
    both stopped) and RHO passed: I place the game."""
    return _other_major_cued_then(ctx) and ctx.seq[2] == cheapest(ctx.seq[0] % 5, ctx.seq[1])


def responder_after_other_major_raised(ctx: Ctx) -> bool:
    """As ``responder_after_other_major_answered``, but partner raised my major to three: a minimum with a fit."""
    return _other_major_cued_then(ctx) and ctx.seq[2] == bid(3, _other_major(ctx.seq[0] % 5))


def _other_major_cued_then(ctx: Ctx) -> bool:
    """Partner's one of a major, their unusual 2NT, my cue bid for the other major, partner's bid and RHO's pass."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] >= 35 or ctx.before[1] != B("2NT"):
        return False
    return (bool(their_two_suiter_over(seq[0], B("2NT"), ctx.theirs_before[1]))
            and seq[1] == other_major_over_unusual_2nt(seq[0] % 5) and ctx.rho == _PASS and ctx.last == seq[2])


OTHER_MAJOR_GAME_POINTS: Final = 13  # responder's points (HCP and length) for game opposite opener's minimum raise to three


# Partner's three of my major after my cue bid: a fit and a minimum (12–14); an invitation stops, more bids game.
RESPONDER_AFTER_OTHER_MAJOR_RAISED: Final[tuple[Rule, ...]] = (
    Rule("game in my major", always, lambda c: c.pts >= OTHER_MAJOR_GAME_POINTS, _other_major_game,
         "partner's raise to three shows a fit and a minimum: 13+ points (HCP and length) bid game"),
    Rule("pass the minimum raise", always, always, _PASS,
         "partner's raise to three shows a fit and a minimum: my invitation (10–12 points) stops there"),
)


# Partner's major again after my cue bid for the other major: the game, in my six-card major, in 3NT with both their
# minors stopped, in partner's major with two cards of it, else in my five-card major.
RESPONDER_AFTER_OTHER_MAJOR_ANSWERED: Final[tuple[Rule, ...]] = (
    Rule("game in my six-card major", always, lambda c: c.L[_other_major(c.seq[0] % 5)] >= 6, _other_major_game,
         "six or more cards of the major my cue bid showed: game in it"),
    Rule("3NT, their minors stopped", always, lambda c: c.stop[C] and c.stop[D], _3NT,
         "partner has no fit for my major and not both their minors stopped; I have: 3NT"),
    Rule("game in partner's major", always, lambda c: c.L[c.seq[0] % 5] >= 2, lambda c: bid(4, c.seq[0] % 5),
         "two cards of partner's major, their minors not both stopped: game in it"),
    Rule("game in my five-card major", always, always, _other_major_game,
         "short in partner's major, their minors not both stopped: game in my major"),
)


def negative_double_left_in_and_run(ctx: Ctx) -> bool:
    """Partner opened one of a suit, they overcalled a suit, I doubled (negative), partner passed it for penalty
    and they ran to a new suit: my second call."""
    seq, calls = ctx.seq, ctx.calls
    if len(seq) != 2 or ctx.mine != (False, True) or seq[1] != _X or seq[0] >= 35 or seq[0] % 5 == NT:
        return False
    before = ctx.before[1]
    return (seq[0].level == 1 and before is not None and before < 35 and before % 5 != NT and len(calls) >= 4
            and calls[-4] == _X and calls[-3] == _PASS and calls[-2] == _PASS and calls[-1] < 35
            and calls[-1] % 5 not in (NT, before % 5))


def negative_doubler_after_free_pass(ctx: Ctx) -> bool:
    """Partner opened one of a suit, they overcalled a suit, I doubled (negative), the overcaller's partner bid a
    new suit and partner passed, as did RHO: my second call."""
    seq, calls = ctx.seq, ctx.calls
    if len(seq) != 2 or ctx.mine != (False, True) or seq[1] != _X or seq[0] >= 35 or seq[0] % 5 == NT:
        return False
    before = ctx.before[1]
    return (seq[0].level == 1 and before is not None and before < 35 and before % 5 != NT and len(calls) >= 4
            and calls[-4] == _X and calls[-3] < 35 and calls[-3] % 5 not in (NT, before % 5, seq[0] % 5)
            and calls[-2] == _PASS and calls[-1] == _PASS)


def _holds_their_suit(ctx: Ctx, cards: int) -> bool:
    """At least ``cards`` cards of the suit they bid last, length and HCP in it together ``cards + 3`` or more:
    KJx or K9x, Q98x, Jxxxx of three; Kxxx or AQTx, Qxxxx of four."""
    x = _their_suit(ctx)
    return x != NT and ctx.can_x and ctx.L[x] >= cards and ctx.L[x] + ctx.hand.suit_hcp[x] >= cards + 3


# Partner left my negative double in (their first suit is partner's) and they ran: the hand is ours, and their
# escape is doubled by the hand that holds it.
NEGATIVE_DOUBLER_AFTER_ESCAPE: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", always, lambda c: _holds_their_suit(c, 4), _X,
         "partner passed my negative double for penalty and they ran: four good cards in their new suit, penalty"),
    Rule("pass for partner", always, lambda c: c.hcp <= 12, _PASS,
         "partner passed my negative double for penalty and they ran: the hand is ours, partner may double them"),
)


def negative_doubler_again(ctx: Ctx) -> bool:
    """Partner opened one of a suit, they overcalled a suit, I doubled (negative), partner rebid below game with RHO
    passing: my second call."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[1] != _X or seq[0] >= 35 or seq[0] % 5 == NT:
        return False
    before = ctx.before[1]
    return (seq[0].level == 1 and before is not None and before < 35 and before % 5 != NT and seq[2] < 35
            and ctx.rho == _PASS and ctx.last == seq[2] and seq[2] < _3NT)


def _game_values_cue(ctx: Ctx) -> Call | None:
    """Their suit at the cheapest level, below 3NT: game values, no fit and no stopper for no trump; forcing."""
    x = ctx.first_theirs
    low = None if x < 0 else cheapest(x, ctx.last)
    return low if low is not None and low < _3NT else None


def _no_fit_yet(ctx: Ctx) -> bool:
    """No eight-card fit known in a major of ours (a minor fit still looks for 3NT first)."""
    return fit_suit(ctx) not in (H, S)


def _weak_major_after_double(ctx: Ctx) -> Call | None:
    """An unbid major of five cards or more, which the double showed, at the two level without a jump."""
    for s in (S, H):
        if s in _unbid_majors(ctx) and ctx.L[s] >= 5:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level == 2 else None
    return None


def _opener_bid_my_major(ctx: Ctx) -> bool:
    """Partner's rebid is an unbid major at the cheapest level (1D (1H) X (P) 1S): the four cards my negative double
    showed, found, and a minimum; not a new suit for me to raise."""
    rebid, major = ctx.seq[2], ctx.seq[2] % 5
    return (major in (H, S) and major not in ctx.their_suits and major != ctx.seq[0] % 5
            and rebid == cheapest(major, ctx.before[2]) and ctx.L[major] >= 4)


# The negative doubler's second call with game values: 3NT with their suit stopped, else their suit (forcing),
# asking opener for a stopper; with a major fit or less, the later rules decide.
NEGATIVE_DOUBLER_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("3NT, game values", _no_fit_yet, lambda c: c.hcp >= 13 and _stopped(c),
         lambda c: _3NT if c.last is not None and c.last < _3NT else None,
         "13+ HCP opposite the opening, their suit stopped (in my hand, or by partner's no trump over it), no major "
         "fit: game in no trump"),
    Rule("cue bid, game values", _no_fit_yet, lambda c: c.hcp >= 13, _game_values_cue,
         "13+ HCP opposite the opening, no major fit and their suit unstopped: their suit, forcing, asks for a stopper"),
    Rule("my five-card major, weak", always, lambda c: c.hcp <= 9, _weak_major_after_double,
         "the negative double first, too weak to bid it at two: now my five-card major at the cheapest level, to play"),
    Rule("pass the minimum fit", _opener_bid_my_major, lambda c: c.support_points(c.seq[2] % 5) <= 9, _PASS,
         "partner bid the major my double showed without a jump, a minimum (with 16+ partner jumps): the fit is found, "
         "and 6–9 points make no game"),
)


# The negative doubler after their new suit that partner passed: the five-card major the double showed, at two,
# to play (partner's pass said a minimum without the suit; five cards make the fit a double could not promise).
NEGATIVE_DOUBLER_AFTER_FREE_PASS: Final[tuple[Rule, ...]] = (
    Rule("my five-card major", always, lambda c: c.hcp <= 11, _weak_major_after_double,
         "the negative double showed the major: five of it now at the cheapest level, at two, to play"),
)


def _unbid_majors(ctx: Ctx) -> list[int]:
    return [s for s in (H, S) if s not in ctx.their_suits and s not in ctx.our_suits]


def _minor_shown_by_double(ctx: Ctx) -> Call | None:
    """With no major left unbid, partner's negative double showed the minors: the longer with four."""
    options = [s for s in (C, D) if s not in ctx.their_suits and s not in ctx.our_suits and ctx.L[s] >= 4]
    if not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level <= 3 else None


def _minimum_freed(ctx: Ctx) -> bool:
    """12–14 HCP, no six-card suit, and no four cards in the minor a double of their major showed."""
    return ctx.hcp <= 14 and ctx.L[ctx.seq[0] % 5] < 6 and (bool(_unbid_majors(ctx)) or _minor_shown_by_double(ctx) is None)


def _jump_in_opening_suit(ctx: Ctx) -> Call | None:
    """The opening suit one level above the cheapest, the three level at most."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return None if low is None or low.level >= 3 else bid(low.level + 1, ctx.seq[0] % 5)


def _nt_over_negative_double(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level (12–14 HCP, or 15–17 that did not open 1NT), a level higher with 18–19; never
    past 3NT (4NT would ask for aces): over their three-level bid the cheapest no trump is game."""
    low = cheapest(NT, ctx.last)
    if low is None or ctx.hcp <= 17 or low.level >= 3:
        return low if low is not None and low.level <= 3 else None
    return bid(low.level + 1, NT)


def _their_new_suit_at_two(ctx: Ctx) -> bool:
    """My right-hand opponent has just bid a suit of theirs not bid before, at the two level, and I may double."""
    rho = ctx.rho
    return (rho is not None and rho < 35 and rho // 5 == 1 and rho % 5 != NT and ctx.can_x
            and ctx.their_suits.count(rho % 5) == 1 and rho % 5 not in ctx.our_suits)


def _trumps_behind_them(ctx: Ctx) -> bool:
    """Four cards or more of their last suit with 4+ HCP in it (KJ98, AT76 is not enough)."""
    suit = ctx.rho % 5 if ctx.rho is not None else NT
    return suit != NT and ctx.L[suit] >= 4 and ctx.hand.suit_hcp[suit] >= 4


def _converts_negative_double(ctx: Ctx) -> bool:
    """Their two-level overcall passed round to me after partner's negative double (8+ HCP), and I hold four of
    their suit with three of its top five honours and 6+ HCP in it (KQJT, AQJ9), or three of them (QJT4) in a
    hand of 15+ HCP, whose side cards defend: the penalty beats any rebid."""
    x = _their_suit(ctx)
    return (x != NT and ctx.rho == _PASS and _their_level(ctx) == 2 and ctx.L[x] >= 4 and ctx.hand.top[x] >= 3
            and (ctx.hand.suit_hcp[x] >= 6 or ctx.hcp >= 15))


def _lower_suit_at_two(ctx: Ctx) -> Call | None:
    """An unbid four-card suit ranking below my five-card major, at the two level: no reverse, so no extra
    strength, and 5-4 told rather than the major rebid as if six (a five-card minor may be rebid: 1D (1S) X 2D)."""
    opening = ctx.seq[0] % 5
    options = [s for s in (C, D, H) if s < opening and ctx.L[s] >= 4 and s not in ctx.their_suits and s not in ctx.our_suits]
    if opening not in (H, S) or ctx.L[opening] != 5 or not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level == 2 else None


OPENER_AFTER_NEGATIVE_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("pass for penalty", always, _converts_negative_double, _PASS,
         "partner's negative double of their two-level overcall, and their suit is mine: four cards with three top "
         "honours, pass for penalty (mainstream: rare, but the best score)"),
    Rule("game in the major", always, lambda c: c.pts >= 19, lambda c: _game_major(c), "to play"),
    Rule("jump in the major", always, lambda c: c.pts >= 16, _unbid_major_after_double(True), "four cards, 16–18 points"),
    Rule("3NT, strong", always,
         lambda c: c.hcp >= 19 and (c.L[c.seq[0] % 5] >= 6 or min(c.L) >= 2 and _their_level(c) >= 2)
         and all(c.stop[s] for s in set(c.their_suits)),
         lambda c: _3NT if c.last is not None and c.last < _3NT else None,
         "19+ HCP, their suit stopped, six cards in the opening suit, or over their two-level bid no singleton (2NT "
         "would be a minimum): game in no trump, played from my side, their lead into the stopper"),
    Rule("jump rebid", always, lambda c: c.L[c.seq[0] % 5] >= 6 and c.pts >= 16, _jump_in_opening_suit,
         "six cards, 16+ points, no four cards in the unbid major: a jump in the opening suit"),
    Rule("cue bid, strong", always, lambda c: c.hcp >= 18 and c.pts >= 19 and not _nt_fits(c), _game_values_cue,
         "19+ points and no four cards in the major partner showed, no six-card suit, no balanced hand with their suit "
         "stopped: their suit, forcing to game"),
    Rule("the major", always, always, _unbid_major_after_double(False), "four cards in the unbid major"),
    Rule("penalty double of their new suit", _their_new_suit_at_two, _trumps_behind_them, _X,
         "their new suit at two over partner's negative double, four good cards of it behind them: penalty "
         "(mainstream: partner's values and my trumps)"),
    Rule("pass, freed by their bid", lambda c: c.rho is not None and c.rho < 35, _minimum_freed, _PASS,
         "their bid over partner's negative double frees me: a minimum without the suit it shows or a six-card suit passes"),
    Rule("no trump", always, lambda c: c.bal and all(c.stop[s] for s in set(c.their_suits)),
         _nt_over_negative_double, "their suit stopped: 12–14 (15–17 with a five-card major), a jump with 18–19 (3NT at most: no 4NT)"),
    Rule("a minor the double shows", lambda c: not _unbid_majors(c), always, _minor_shown_by_double,
         "four cards in an unbid minor: partner's double showed the minors"),
    Rule("a lower suit at two", always, always, _lower_suit_at_two,
         "five cards in the opening major and four in a lower unbid suit, at the two level: no reverse, the second suit"),
    Rule("rebid the suit", always,
         lambda c: c.L[c.seq[0] % 5] >= 6 or c.L[c.seq[0] % 5] >= 5 and not c.bal and _own_suit(5, top=2)(c) is None,
         lambda c: cheapest(c.seq[0] % 5, c.last), "a long suit (with five-five the second suit at two instead)"),
    Rule("a minor", always, always, lambda c: _own_suit(4)(c), "a second suit"),
    Rule("the opening suit", always, always, lambda c: cheapest(c.seq[0] % 5, c.last), "minimum"),
)


def _bid_on_over_penalty_double(ctx: Ctx) -> Call | None:
    """A void in their suit, or a singleton and a six-card suit or two five-card suits: a five-card major of mine
    at the cheapest level, else my longest suit, no higher than game."""
    x = _their_suit(ctx)
    if x == NT or ctx.L[x] > 1:
        return None
    mine = [s for s in (S, H, D, C) if s != x and ctx.L[s] >= 5]
    if not (ctx.L[ctx.seq[0] % 5] >= 6 or len(mine) >= 2 or ctx.L[x] == 0):
        return None
    for s in sorted(mine, key=lambda s: (s not in (H, S), -ctx.L[s])):
        low = cheapest(s, ctx.last)
        if low is not None and low.level <= (4 if s in (H, S) else 5):
            return low
    return None


# Partner's double of their overcall above 2S is for penalty: opener passes it, unless void in their suit, or
# short in it with a hand that plays (a six-card suit, or five-five).
OPENER_AFTER_HIGH_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("bid on, short in their suit", always, always, _bid_on_over_penalty_double,
         "a void in their suit, or a singleton and a six-card suit or five-five: the hand plays, it does not defend"),
    Rule("pass the penalty double", always, always, _PASS, "partner's double above 2S is for penalty: pass"),
)


def _game_major(ctx: Ctx) -> Call | None:
    """Four of the unbid major the double showed, four cards; of my opened major only with six (the double denies
    three-card support: five play opposite a doubleton)."""
    for s in (H, S):
        if s not in ctx.their_suits and ctx.L[s] >= (6 if s == ctx.seq[0] % 5 else 4):
            return bid(4, s)
    return None


def _five_card_suit(least_hcp_at_three: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        options = [s for s in (S, H, D, C) if s not in ctx.their_suits and ctx.L[s] >= 5]
        if not options:
            return None
        low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
        if low is None or low.level > 3 or low.level == 3 and ctx.hcp < least_hcp_at_three:
            return None
        return low
    return call


def _five_card_major_at_three(ctx: Ctx) -> Call | None:
    """An unbid five-card major at the three level (a jump when two is free): forcing, opener picks the game."""
    for s in (S, H):
        if s not in ctx.their_suits and ctx.L[s] == 5:
            return bid(3, s)
    return None


def _five_card_major_at_four(ctx: Ctx) -> Call | None:
    """Four of an unbid five-card major whose cheapest bid is at the four level (their bid is above three of it)."""
    for s in (S, H):
        low = cheapest(s, ctx.last)
        if s not in ctx.their_suits and ctx.L[s] == 5 and low is not None and low.level == 4:
            return low
    return None


def _long_minor_at_three(ctx: Ctx) -> Call | None:
    """My longer unbid minor of five or more cards at the three level (a jump when two is free)."""
    options = [s for s in (D, C) if s not in ctx.their_suits and ctx.L[s] >= 5]
    if not options:
        return None
    low = cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return bid(3, low % 5) if low is not None and low.level <= 3 else None


def _length_in_their_suit(ctx: Ctx) -> bool:
    """Trumps to double their suit for penalty: four cards, or three with 4+ HCP in it (their no trump: no test)."""
    x = _their_suit(ctx)
    return x == NT or ctx.L[x] >= 4 or ctx.L[x] == 3 and ctx.hand.suit_hcp[x] >= 4


def _their_suit_held(ctx: Ctx) -> bool:
    """Their suit bid at two or three, and four or more cards of it with 4+ HCP in it (KJxx, AQxx): a penalty double."""
    return _their_level(ctx) <= 3 and _trumps_to_double(ctx)


def _weak_with_a_suit_only_at_three(ctx: Ctx) -> bool:
    """Under 10 HCP with a five-card suit they have not bid that is too high for the two level, no singleton or void
    (a shapely hand still competes) and no six-card major with 7+ HCP (that one has its game)."""
    if ctx.hcp >= 10 or min(ctx.L) <= 1 or ctx.hcp >= 7 and any(ctx.L[s] >= 6 and s not in ctx.their_suits for s in (H, S)):
        return False
    lows = [cheapest(s, ctx.last) for s in (C, D, H, S) if s not in ctx.their_suits and ctx.L[s] >= 5]
    return bool(lows) and all(low is None or low.level >= 3 for low in lows)


def _cue_as_stayman(ctx: Ctx) -> Call | None:
    """The cue bid of their natural suit at two, at the three level: Stayman, forcing to game."""
    their = ctx.last
    if their is None or ctx.rho != their or their.level != 2 or their % 5 == NT or ctx.their_bids != 1:
        return None
    return cheapest(their % 5, their)


def _unbid_four_card_major(ctx: Ctx) -> bool:
    """Four cards in a major they have not bid, the hand not 4-3-3-3 (that one raises no trump, as without their bid)
    and with no five-card minor (that one is bid, forcing)."""
    return (any(ctx.L[s] == 4 and s not in ctx.their_suits for s in (H, S)) and sorted(ctx.L) != [3, 3, 3, 4]
            and max(ctx.L[C], ctx.L[D]) < 5)


def _no_invitation_over_their_bid(ctx: Ctx) -> bool:
    """Opposite 1NT over their bid, no two-level suit to play, no six-card major with 6+ HCP (its length plays a
    game or invites one) and no six-five (its tricks compete at three): under 8 HCP there is nothing to invite, and
    under 10 with their suit unstopped 2NT would be no trump without a stopper; a new suit at three forces."""
    longest, second = sorted(ctx.L)[:1:-1]
    if longest + second >= 11 or ctx.hcp >= 6 and any(ctx.L[s] >= 6 and s not in ctx.their_suits for s in (H, S)):
        return False
    return ctx.hcp < 8 or ctx.hcp < 10 and not all(ctx.stop[s] for s in set(ctx.their_suits))


def _six_card_major(ctx: Ctx) -> Call | None:
    """Four of my six-card major they have not bid (spades with six of each)."""
    majors = [s for s in (S, H) if ctx.L[s] >= 6 and s not in ctx.their_suits]
    return bid(4, max(majors, key=lambda s: ctx.L[s])) if majors else None


def _no_six_card_suit(ctx: Ctx) -> bool:
    """No six-card suit of mine outside theirs: a long suit of my own plays rather than defends."""
    return all(ctx.L[s] <= 5 for s in (S, H, D, C) if s not in ctx.their_suits)


RESPOND_TO_NT_OVER_INTERFERENCE: Final[tuple[Rule, ...]] = (
    Rule("a five-card major, forcing", always, lambda c: c.hcp >= 10, _five_card_major_at_three,
         "game values and a five-card major: three of it forces, opener chooses between four of it and 3NT"),
    Rule("the cue bid as Stayman", always, lambda c: c.hcp >= 10 and _unbid_four_card_major(c), _cue_as_stayman,
         "the cue bid of their suit: Stayman, forcing to game: a four-card major they have not bid, game values"),
    Rule("penalty double, their suit held", always, lambda c: c.hcp >= 8 and _their_suit_held(c) and _no_six_card_suit(c), _X,
         "penalty: 8+ HCP and four of their suit headed by honours (4+ HCP in it), no six-card suit of my own: their "
         "contract fails, 3NT scores less"),
    Rule("game in a major", always, lambda c: c.hcp >= 10 - (not c.opened_by_us) or c.hcp >= 8 and c.last is not None
         and c.last.level >= 3, _six_card_major,
         "to play: six cards, game in them rather than 3NT (9+ HCP opposite the 15–18 overcall; 8+ HCP over their "
         "three-level bid, which took the room to invite)"),
    Rule("3NT", always, lambda c: c.hcp >= 10 and all(c.stop[s] for s in set(c.their_suits)), B("3NT"), "to play: their suit stopped"),
    Rule("game in a five-card major above three", always, lambda c: c.hcp >= 10, _five_card_major_at_four,
         "game values and a five-card major their three-level bid leaves no room to show at three: game in it"),
    Rule("a long minor, forcing", always, lambda c: c.hcp >= 10, _long_minor_at_three,
         "game values, a five-card minor and their suit not stopped: three of it forces, opener describes"),
    Rule("a five-card suit", always, always, _five_card_suit(10), "natural: at two to play, at three forcing"),
    Rule("penalty double", always, lambda c: c.hcp >= 8 and c.can_x and _length_in_their_suit(c) and _no_six_card_suit(c), _X,
         "penalty: 8+ HCP, four cards in their suit (three with two honours), no six-card suit of my own"),
    Rule("3NT all the same", always, lambda c: c.hcp >= 12 and min(c.L) >= 2, B("3NT"),
         "12+ HCP (27+ together), no five-card suit and no penalty double: 3NT, opener's 15–17 likely holds their suit"),
    Rule("penalty double of their four-level bid", lambda c: _their_level(c) >= 4, lambda c: c.hcp >= 10 and c.can_x, _X,
         "penalty: 10+ HCP opposite partner's 15+, 25+ together against their contract at four or higher"),
    Rule("no new suit at three when weak", always, _weak_with_a_suit_only_at_three, _PASS,
         "a long suit too high for the two level, under game values and no singleton: a new suit at three would "
         "force, so pass (a six-card major with 7+ HCP bids game instead)"),
    Rule("pass, no game values", always, _no_invitation_over_their_bid, _PASS,
         "under 8 HCP, or under 10 with their suit unstopped, and no six-five or six-card major with 6+ HCP: no suit at "
         "two, a new suit at three would force, no 2NT: pass"),
)


def _long_minor_game(ctx: Ctx) -> Call | None:
    """Five of my six-card minor they have not bid."""
    options = [s for s in (D, C) if s not in ctx.their_suits and ctx.L[s] >= 6]
    return bid(5, max(options, key=lambda s: (ctx.L[s], s))) if options else None


# Their bid over partner's 2NT (20–21) at my first turn: the conventions are off, and 5 HCP make game (25 together),
# the 1NT answers (RESPOND_TO_NT_OVER_INTERFERENCE) five HCP lower: a five-card major at three forcing (opener picks
# the game), six of a major game, 3NT with their suit stopped, a penalty double with length in theirs, a six-card
# minor's game, and 3NT all the same with 6+ HCP (opener's 20–21 likely holds their suit); 12+ HCP look for slam
# as without their bid. Mainstream; the booklet is silent. Opposite 2C 2D 2NT (22–24) each is two HCP lower.
def respond_to_2nt_over_interference(low: int, top: int) -> tuple[Rule, ...]:
    """The answers over their bid of partner's 2NT showing ``low``–``top`` HCP: the thresholds below are for 20–21,
    and come down by what the 2NT shows above 20 (22–24 after 2C 2D 2NT: game on 3 HCP)."""
    d, shown = low - 20, f"{low}–{top}"

    def below_slam(ctx: Ctx) -> bool:
        return ctx.hcp <= 11 - d  # 12+ opposite 20–21 are left to the slam rules

    return (
        Rule("a five-card major, forcing", below_slam, lambda c: c.hcp >= 5 - d and max(c.L[H], c.L[S]) == 5, _five_card_major_at_three,
             f"game values opposite {shown} and a five-card major: three of it forces, opener chooses between four of it and 3NT"),
        Rule("game in a major", below_slam, lambda c: c.hcp >= 4 - d and max(c.L[H], c.L[S]) >= 6,
             lambda c: bid(4, S if c.L[S] >= c.L[H] else H) if (S if c.L[S] >= c.L[H] else H) not in c.their_suits else None,
             f"to play: six cards opposite {shown}"),
        Rule("3NT", below_slam, lambda c: c.hcp >= 5 - d and all(c.stop[s] for s in set(c.their_suits)), B("3NT"),
             f"to play: {5 - d}+ HCP opposite {shown}, their suit stopped"),
        Rule("penalty double", below_slam, lambda c: c.hcp >= 5 - d and c.can_x and _length_in_their_suit(c), _X,
             f"penalty: {5 - d}+ HCP opposite {shown} and length in their suit"),
        Rule("a long minor's game", below_slam, lambda c: c.hcp >= 5 - d, _long_minor_game,
             f"to play: a six-card minor and {5 - d}+ HCP opposite {shown}, their suit not stopped"),
        Rule("3NT all the same", below_slam, lambda c: c.hcp >= 6 - d, B("3NT"),
             f"{6 - d}+ HCP (26+ together), nothing else to bid: 3NT, opener's {shown} likely holds their suit"),
        Rule("penalty double of their four-level bid", lambda c: below_slam(c) and _their_level(c) >= 4,
             lambda c: c.hcp >= 5 - d and c.can_x, _X, f"penalty: {5 - d}+ HCP opposite {shown}, 25+ together against their contract at "
             "four or higher"),
    )


RESPOND_TO_2NT_OVER_INTERFERENCE: Final = respond_to_2nt_over_interference(20, 21)


def weak_two_overcalled(ctx: Ctx) -> bool:
    """Partner opened a weak two, they bid over it, and it is my first turn since."""
    seq = ctx.seq
    return (len(seq) == 1 and not ctx.mine[0] and seq[0] in (B("2D"), B("2H"), B("2S")) and ctx.first_turn_since_ours
            and ctx.last is not None and ctx.last != seq[0])


def _game_opposite_weak_two(ctx: Ctx) -> bool:
    """Game values opposite partner's weak two: three trumps and 16+ HCP or support points, or four trumps and 13+
    HCP, as without their bid; and three trumps with 15 HCP, which would have asked with 2NT (their bid takes the
    room, and the preemptive raise would hide the values)."""
    s = ctx.seq[0] % 5
    return ctx.L[s] >= 3 and (ctx.hcp >= 15 or ctx.support_points(s) >= 16 or ctx.L[s] >= 4 and ctx.hcp >= 13)


# Over their bid of partner's weak two: game values still bid the game (a major's, or my own good major); three
# trumps opposite the six-card suit make nine, and the law of total tricks raises to three whatever the points
# (preemptive, as without their bid); the rest competes by the total trumps.
RAISE_OF_WEAK_TWO_OVER_THEIR_BID: Final[tuple[Rule, ...]] = (
    Rule("game opposite the weak two", lambda c: c.seq[0] % 5 in (H, S), _game_opposite_weak_two, lambda c: bid(4, c.seq[0] % 5),
         "game: a fit and game values opposite partner's weak two, their bid or not"),
    Rule("game in my own major opposite the weak two", always, lambda c: c.hcp >= 14, _own_major_game_at_most_four,
         "game in my own good six-card major (two of the top three honours) with 14+ HCP: partner's weak two brings "
         "the rest, their bid or not"),
    Rule("compete to three opposite the weak two", always, lambda c: c.L[c.seq[0] % 5] == 3, _raise_at_most(3),
         "three trumps opposite partner's six make nine: the raise to the three level, preemptive, their bid or not"),
    Rule("four of the major opposite the weak two", lambda c: c.seq[0] % 5 in (H, S), lambda c: c.L[c.seq[0] % 5] >= 4,
         _game_in_partners_suit, "four trumps opposite partner's six make ten: straight to the four level, preemptive "
         "(the law of total tricks), their bid or not"),
    Rule("penalty double opposite the weak two", lambda c: 2 <= _their_level(c) <= 3,
         lambda c: c.hcp >= 10 and c.L[c.seq[0] % 5] <= 2 and max(c.L) <= 5 and _trumps_to_double(c), _X,
         "penalty: no fit for partner's weak two, 10+ HCP, four cards with two honours' worth (4+ HCP) in their suit "
         "behind the bidder and no six-card suit of my own"),
)


def preempt_overcalled(ctx: Ctx) -> bool:
    """Partner opened three of a suit, they bid over it, and it is my first turn since."""
    seq = ctx.seq
    return (len(seq) == 1 and not ctx.mine[0] and seq[0] in (B("3C"), B("3D"), B("3H"), B("3S"))
            and ctx.first_turn_since_ours and ctx.last is not None and ctx.last != seq[0])


# Over their bid of partner's three-level preempt (seven cards), three trumps make ten: the law of total tricks
# raises to the four level without game values, as over their double; a strong six-card major of my own bids its
# game; stronger hands go by the later rules.
RAISE_OF_PREEMPT_OVER_THEIR_BID: Final[tuple[Rule, ...]] = (
    Rule("game in my own major opposite the preempt", always, lambda c: c.hcp >= 14 and c.L[c.seq[0] % 5] <= 2,
         _own_major_game_at_most_four, "game in my own good six-card major (two of the top three honours) with 14+ HCP "
         "and no fit: partner's preempt brings the rest, their bid or not"),
    Rule("compete to four opposite the preempt", always, lambda c: c.L[c.seq[0] % 5] == 3 and c.hcp <= 12,
         _raise_at_most(4), "three trumps opposite partner's seven make ten: the raise to the four level, preemptive"),
)


def partner_major_answer_raised_over(ctx: Ctx) -> bool:
    """I opened one of a suit, they overcalled, partner bid a major at the one level, and RHO raised their suit to
    the three level (preemptive): my first turn since."""
    seq, last = ctx.seq, ctx.last
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[0].level == 1 and seq[0] % 5 != NT
            and seq[1] in (B("1H"), B("1S")) and last is not None and ctx.rho == last and last.level == 3
            and last % 5 != NT and len(ctx.their_suits) >= 2 and ctx.their_suits[0] == last % 5 and ctx.calls[-2] == seq[1])


# Their jump raise over partner's one-level major: four trumps compete at three, or bid the game with extra values.
OPENER_OVER_THEIR_RAISE_AT_THREE: Final[tuple[Rule, ...]] = (
    Rule("game in partner's major", always, lambda c: c.L[c.seq[1] % 5] >= 4 and c.support_points(c.seq[1] % 5) >= 17,
         lambda c: bid(4, c.seq[1] % 5), "four trumps and 17+ support points: game, their jump took the room to invite"),
    Rule("competitive raise at three", always, lambda c: c.L[c.seq[1] % 5] >= 4, lambda c: bid(3, c.seq[1] % 5),
         "four trumps: the raise at three competes by the total trumps, not a game try"),
)


def partner_forced_at_three(ctx: Ctx) -> bool:
    """Partner's new suit at three forces: I opened 1NT or 2NT (or overcalled 1NT),
    they bid, partner bid three of a suit (five cards, game values), and RHO passed or bid on (their bid does not
    end the force: the game is still mine to choose); or I opened one of a suit, they overcalled at two or three,
    partner bid a new suit at the three level without a jump (five cards, 11+ HCP), and RHO passed. Not over
    their two-suiter, where partner's new suit is to play."""
    seq = ctx.seq
    if (len(seq) != 2 or ctx.mine != (True, False) or not B("3C") <= seq[1] <= B("3S") or seq[1] % 5 == NT
            or seq[1] % 5 in ctx.their_suits or ctx.their_bids < 1):
        return False
    if seq[0] in (_1NT, B("2NT")):
        return ctx.before[1] != seq[0] and (ctx.rho == _PASS and ctx.last == seq[1]
                                          or ctx.rho is not None and ctx.rho < 35 and ctx.calls[-2] == seq[1])
    before = ctx.before[1]
    if their_two_suiter_over(seq[0], before):
        return False  # their two-suiter: partner's new suit competes (with 10+ HCP partner doubles first)
    return (ctx.rho == _PASS and ctx.last == seq[1] and seq[0].level == 1 and seq[0] % 5 not in (NT, seq[1] % 5)
            and before is not None and before < 35 and cheapest(seq[1] % 5, before) == seq[1])


def partner_forced_in_a_major_they_bid_on(ctx: Ctx) -> bool:
    """I opened one of a suit, they overcalled at two or three, partner bid a new major at the three level without
    a jump (forcing: five cards, 11+ HCP), and RHO bid on over it."""
    seq = ctx.seq
    if (len(seq) != 2 or ctx.mine != (True, False) or seq[1] not in (B("3H"), B("3S")) or seq[1] % 5 in ctx.their_suits
            or seq[0].level != 1 or seq[0] % 5 in (NT, seq[1] % 5)):
        return False
    before = ctx.before[1]
    if their_two_suiter_over(seq[0], before):
        return False  # their two-suiter: partner's new suit competes, to play
    return (ctx.rho is not None and ctx.rho < 35 and ctx.calls[-2] == seq[1] and before is not None and before < 35
            and cheapest(seq[1] % 5, before) == seq[1])


def _partner_major(ctx: Ctx) -> bool:
    return ctx.seq[1] % 5 in (H, S)


def _my_suit_at_three(ctx: Ctx) -> Call | None:
    """The suit I opened, at the three level (None above it: a minor opened below partner's suit needs four)."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level == 3 else None


# Partner's forcing three of a suit over their overcall of my opening: the game is mine to choose.
OPENER_AFTER_FORCING_MAJOR: Final[tuple[Rule, ...]] = (
    Rule("game in partner's major", _partner_major, lambda c: c.L[c.seq[1] % 5] >= 3, lambda c: bid(4, c.seq[1] % 5),
         "three cards in partner's five-card major: game in it"),
    Rule("3NT", always, lambda c: all(c.stop[s] for s in set(c.their_suits)), B("3NT"),
         "their suit stopped (and a doubleton in partner's major): game in no trump"),
    Rule("my six-card suit", lambda c: c.seq[0] % 5 != NT, lambda c: c.L[c.seq[0] % 5] >= 6 and c.L[c.seq[1] % 5] <= 2,
         _my_suit_at_three,
         "their suit unstopped and two cards at most in partner's suit: my six-card suit again at three, below game "
         "(partner raises it with two cards, or bids 3NT with their suit stopped)"),
    Rule("game in the major, no stopper", _partner_major, always, lambda c: bid(4, c.seq[1] % 5), "their suit unstopped: the five-two fit"),
    Rule("raise of partner's minor", always, lambda c: c.L[c.seq[1] % 5] >= 3, lambda c: bid(4, c.seq[1] % 5),
         "their suit unstopped, three cards in partner's minor: the raise, forcing"),
    Rule("3NT all the same", always, always, B("3NT"), "their suit unstopped and no fit: 3NT, partner's values opposite mine"),
)


# Partner's forcing three of a major and their bid over it: three cards raise to game all the same.
OPENER_AFTER_FORCING_MAJOR_BID_OVER: Final[tuple[Rule, ...]] = (
    Rule("game in partner's major", always, lambda c: c.L[c.seq[1] % 5] >= 3, lambda c: bid(4, c.seq[1] % 5),
         "three cards in partner's five-card major: game in it, their bid over it notwithstanding"),
)


def overcall_of_partners_2c(ctx: Ctx) -> bool:
    """Partner opened 2C (strong, artificial), RHO overcalled, and it is my first call."""
    return (ctx.seq == (B("2C"),) and not ctx.mine[0] and ctx.first_turn_since_ours and ctx.rho is not None
            and ctx.rho < 35 and ctx.their_bids == 1)


def _positive_suit_over_2c_overcall(ctx: Ctx) -> Call | None:
    """My good five-card suit (not theirs) at the cheapest level, the three level at most: the positive answer."""
    theirs = _their_suit(ctx)
    for s in (S, H, D, C):
        if s != theirs and ctx.L[s] >= 5 and ctx.hand.good[s]:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level <= 3 else None
    return None


def _nt_over_2c_overcall(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level below game, or 3NT: balanced values with their suit stopped."""
    theirs, low = _their_suit(ctx), cheapest(NT, ctx.last)
    stopped = theirs != NT and ctx.stop[theirs]
    return low if low is not None and low.level <= 3 and ctx.bal and stopped else None


# Over their overcall of partner's 2C a pass is the weak answer (partner speaks again): bids show values, as the
# positive answers would without their bid (a good five-card suit, no trump with their suit stopped), and a double
# with four good cards of their suit is for penalty.
RESPOND_TO_2C_OVER_INTERFERENCE: Final[tuple[Rule, ...]] = (
    Rule("pass, weak", always, lambda c: c.hcp <= 6, _PASS, "their overcall of partner's 2C: a weak hand passes, partner bids again"),
    Rule("positive suit over their bid", always, always, _positive_suit_over_2c_overcall,
         "positive over their overcall of 2C: a good five-card suit, 7+ HCP, natural and forcing"),
    Rule("penalty double over 2C", lambda c: c.can_x and _their_suit(c) != NT,
         lambda c: c.L[_their_suit(c)] >= 4 and c.hand.good[_their_suit(c)], _X,
         "penalty: four of their suit with two of its top three honours (or three of the top five), over partner's 2C"),
    Rule("positive no trump over their bid", always, always, _nt_over_2c_overcall,
         "positive over their overcall of 2C: 7+ HCP, balanced, their suit stopped"),
)


def opener_after_2c_overcalled(ctx: Ctx) -> bool:
    """I opened 2C, they bid a suit over it and partner passed (the weak answer): my second call."""
    return (ctx.seq == (B("2C"),) and ctx.mine[0] and ctx.rho == _PASS and ctx.their_bids == 1 and len(ctx.theirs) == 1
            and ctx.last is not None and ctx.last % 5 != NT)


def _nt_after_2c_overcalled(ctx: Ctx) -> Call | None:
    """No trump, balanced with their suit stopped: 2NT 22–24 where it is cheap, else 3NT."""
    if not (ctx.bal and ctx.stop[_their_suit(ctx)]):
        return None
    low = cheapest(NT, ctx.last)
    return low if low is not None and low.level == 2 and ctx.hcp <= 24 else B("3NT")


def _suit_after_2c_overcalled(ctx: Ctx) -> Call | None:
    """My long suit at the cheapest level: six cards, or five with two or more of theirs (short in theirs, a
    double shows the rest)."""
    theirs = _their_suit(ctx)
    for s in sorted((S, H, D, C), key=lambda x: -ctx.L[x]):
        if s != theirs and (ctx.L[s] >= 6 or ctx.L[s] == 5 and ctx.L[theirs] >= 2):
            return cheapest(s, ctx.last)
    return None


# My 2C, their suit, partner's pass (weak): I describe the hand as over the waiting 2D, their bid notwithstanding:
# no trump with their suit stopped, else my long suit, natural; short in theirs with no such suit, the takeout
# double of the reopening rules (mainstream; the booklet is silent).
OPENER_AFTER_2C_OVERCALLED: Final[tuple[Rule, ...]] = (
    Rule("no trump over their bid of 2C", always, always, _nt_after_2c_overcalled,
         "22–24 balanced (2NT where it is cheap, else 3NT), their suit stopped: natural"),
    Rule("my suit over their bid of 2C", always, always, _suit_after_2c_overcalled,
         "natural: my long suit, the strong 2C's own suit"),
)


def waiting_2d_overcalled_at_three(ctx: Ctx) -> bool:
    """I opened 2C, partner answered the waiting 2D and RHO bid a suit at three or higher over it: my second call.
    (Over their bid at two the booklet's rebids still apply.)"""
    last = ctx.last
    return (ctx.seq == (B("2C"), B("2D")) and ctx.mine == (True, False) and ctx.their_bids == 1 and ctx.rho == last
            and last is not None and last.level >= 3 and last % 5 != NT)


# My 2C, the waiting 2D, their bid at three or higher: with no no trump and no suit to bid, my double (strong, their
# suit held short or unstopped) keeps the forcing auction going; partner passes it with nothing, else bids.
OPENER_DOUBLES_OVER_WAITING_2D: Final[tuple[Rule, ...]] = (
    Rule("double their bid over the waiting 2D", lambda c: c.can_x, always, _X,
         "forcing to game, no stopper for no trump and no suit to show: double, cards (partner passes it with a "
         "bust, else bids)"),
)


def partners_suit_after_2c_overcalled(ctx: Ctx) -> bool:
    """Partner opened 2C, they bid a suit, I passed (weak), and partner has bid a suit of his own: my second call."""
    seq = ctx.seq
    return (len(seq) == 2 and seq[0] == B("2C") and ctx.mine == (False, False) and seq[1] < 35 and seq[1] % 5 != NT
            and ctx.their_bids == 1 and len(ctx.theirs) == 1 and ctx.rho == _PASS and ctx.last == seq[1])


def _game_opposite_2c_suit(ctx: Ctx) -> Call | None:
    """Game opposite partner's strong suit: four of his major with two cards; no trump with their suit stopped;
    else five of his minor with three cards, four with fewer (forcing that far, partner decides)."""
    suit, stopped = ctx.seq[1] % 5, ctx.stop[ctx.first_theirs]
    if suit in (H, S):
        return B("3NT") if ctx.L[suit] <= 1 and stopped and ctx.seq[1] < B("3NT") else cheapest(suit, B("3NT"))
    if stopped and ctx.seq[1] < B("3NT"):
        return B("3NT")
    return bid(5 if ctx.L[suit] >= 3 else 4, suit)


# Partner's 2C, their suit, my weak pass, partner's own suit: forcing only to three of a major or four of a minor,
# as over the waiting 2D, so a bust (0–3 HCP) passes; anything more bids game.
RESPONDER_AFTER_2C_SUIT_OVER_THEIRS: Final[tuple[Rule, ...]] = (
    Rule("pass a bust", always, lambda c: c.hcp <= 3, _PASS,
         "a bust (0–3 HCP) opposite partner's suit after their bid of his 2C: no game"),
    Rule("game opposite the strong suit", always, always, _game_opposite_2c_suit,
         "4+ HCP opposite partner's 2C and suit: game (his major with two cards, no trump with their suit stopped, "
         "else his minor)"),
)


def _long_own_suit(ctx: Ctx) -> bool:
    """My opening suit has six cards or more and my hand is not strong (under 16 HCP; under 18 with two or more of
    their suit, where a double would offer partner little): it says so itself."""
    theirs = _their_suit(ctx)
    return ctx.L[ctx.seq[0] % 5] >= 6 and (ctx.hcp < 16 or ctx.hcp < 18 and theirs != NT and ctx.L[theirs] >= 2)


def _seven_card_suit(ctx: Ctx) -> bool:
    """A seven-card opening suit and 17 HCP or less, their bid at two or lower: the suit is the message (the jump
    rebid with 16–17), and a double, which would leave partner to pass or bid a suit I do not want, is kept for 18+."""
    return ctx.L[ctx.seq[0] % 5] >= 7 and ctx.hcp <= 17 and _their_level(ctx) <= 2


def _takeout_shape_over_long_suit(ctx: Ctx) -> bool:
    """A singleton or void in their one suit, three cards or more in each suit nobody has bid and 14+ HCP: the
    classic takeout shape reopens with a double even over a six-card opening suit, partner sitting over them may
    pass for penalty (mainstream; the booklet is silent). Not once they have raised their suit: partner cannot be
    sitting over a fit for penalty, and the six-card suit competes by the total trumps."""
    theirs = _their_suit(ctx)
    return (theirs != NT and ctx.their_bids == 1 and len(set(ctx.their_suits)) == 1 and ctx.L[theirs] <= 1 and ctx.hcp >= 14
            and all(ctx.L[s] >= 3 for s in _unbid(ctx)))


def _their_double_answered(ctx: Ctx) -> bool:
    """They doubled my opening at once, partner passed, and the doubler's partner has answered at the one or two level."""
    calls, at = ctx.calls, ctx.first_ours
    return at + 3 < len(calls) and calls[at + 1] == _X and calls[at + 2] == _PASS and _their_level(ctx) <= 2


def _reopening_double(ctx: Ctx) -> bool:
    """Short in their suit with extra values: 14+ points and a doubleton somewhere (16+ over their
    three-level bid), or 17+; at the two level a singleton or void in their suit reopens with a minimum (partner
    may be sitting over them with their suit); a six-card suit of mine is rebid rather than doubled (but with 16+ HCP;
    a seven-card suit is rebid up to 17).
    Their no trump is doubled with 17+ HCP, and never once they have raised it (their strength is shown). Once
    partner has passed my opening unhindered (0–5), a doubleton in their suit is doubled only by the
    strong reopening double (17+); the singleton or void still reopens."""
    long_suit = (_long_own_suit(ctx) or _seven_card_suit(ctx)) and not _takeout_shape_over_long_suit(ctx)
    if long_suit or not _short_in_theirs(ctx) or _two_suiter_short_in_unbid(ctx):
        return False
    if _their_suit(ctx) == NT:  # their no trump: a double punishes it, with the balance of strength only
        return ctx.their_bids == 1 and ctx.hcp >= 17
    if _their_level(ctx) <= 2 and _their_suit(ctx) != NT and ctx.L[_their_suit(ctx)] <= 1 and ctx.pts >= 12:
        return True
    if _partner_passed_my_opening(ctx):
        return False  # a doubleton in their suit after partner's free pass: the strong reopening double only
    return ctx.pts >= 14 + 2 * (_their_level(ctx) >= 3) + _flat_minimum(ctx) and min(ctx.L) <= 2 or ctx.pts >= 17


def _partner_passed_my_opening(ctx: Ctx) -> bool:
    """Partner passed my opening with a free chance to answer (my right-hand opponent had passed): 0–5 points, so
    their balancing call (1D P P 1S) or their answer to it (1D P P X P 1H P P) takes nothing from us; a minimum
    opening has told its story."""
    first = ctx.first_ours
    return len(ctx.calls) > first + 2 and ctx.calls[first + 1] == _PASS and ctx.calls[first + 2] == _PASS


def _flat_minimum(ctx: Ctx) -> int:
    """A point more over their raise for a hand with no singleton or void: they have found their fit and partner
    could not bid, so a doubleton in their suit is no shape to reopen on and the double wants values beyond a
    minimum opening (13 HCP and a fifth card stay silent)."""
    raised = len(ctx.their_suits) >= 2 and ctx.their_suits[-1] == ctx.their_suits[-2]
    return 1 if raised and min(ctx.L) >= 2 else 0


def _two_suiter_short_in_unbid(ctx: Ctx) -> bool:
    """A second five-card suit to bid, two cards or fewer in a suit nobody has bid, and under 17 points: the double
    would promise support there, so the second suit is bid instead."""
    return ctx.pts < 17 and _reopening_suit(ctx) is not None and any(ctx.L[s] <= 2 for s in _unbid(ctx))


def _reopening_suit(ctx: Ctx) -> Call | None:
    """Opener's own six-card suit again (a jump to three with 16+ HCP), or a second five-card suit, at the two or
    three level."""
    first = ctx.seq[0] % 5
    for s in sorted((C, D, H, S), key=lambda x: (x != first, -ctx.L[x])):
        need = 6 if s == first else 5
        if ctx.L[s] >= need and _not_theirs(ctx, s):
            low = cheapest(s, ctx.last)
            if low is not None and low.level == 2 and s == first and ctx.hcp >= 16:
                return bid(3, s)  # the jump: 16–17 HCP and six cards, invitational
            if low is not None and low.level <= (3 if ctx.pts >= 15 else 2):
                return low
    return None


def their_1nt_over_partners_answer(ctx: Ctx) -> bool:
    """I opened one of a suit, partner answered in a new suit at the one level, and the next hand bid 1NT over
    it: natural and strong, 15–18 with our suits stopped, sitting under my opening."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[0] % 5 != NT and seq[0].level == 1
            and seq[1] < _X and seq[1].level == 1 and seq[1] % 5 not in (NT, seq[0] % 5)
            and ctx.rho == _1NT and ctx.last == _1NT)


OPENER_OVER_THEIR_1NT: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their 1NT", always, lambda c: c.hcp >= 16 and min(c.L) >= 1, _X,
         "penalty: their 1NT over partner's answer, 16+ HCP opposite partner's 6+ leave them at most half the "
         "deck (mainstream; the booklet is silent)"),
)


def they_ran_from_partners_double_of_1nt(ctx: Ctx) -> bool:
    """I opened one of a suit, they overcalled 1NT, partner doubled it (for penalty, 9+ HCP) and the next hand
    ran to a suit: my turn, the balance of strength ours."""
    seq, rho = ctx.seq, ctx.rho
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[0] % 5 != NT and seq[0].level == 1
            and seq[1] == _X and ctx.before[1] == _1NT and rho is not None and rho < _X and rho % 5 != NT
            and ctx.last == rho)


OPENER_AFTER_ESCAPE_FROM_1NT_DOUBLED: Final[tuple[Rule, ...]] = (
    Rule("double their escape", always, lambda c: c.last is not None and c.L[c.last % 5] >= 4, _X,
         "penalty: partner's double of their 1NT showed 9+ HCP, the hand is ours; four cards in the suit they ran "
         "to, sitting over it, double (mainstream; the booklet is silent)"),
)


def _their_double_left_in(ctx: Ctx) -> bool:
    """Their takeout double of my opening came back to me passed by both: partner's pass and the doubler's
    partner's pass for penalty leave my suit doubled as the contract."""
    calls = ctx.calls
    return len(ctx.seq) == 1 and len(calls) >= 4 and calls[-4] == ctx.seq[0] and calls[-3:] == (_X, _PASS, _PASS)


OPENER_REOPENS: Final[tuple[Rule, ...]] = (
    Rule("play it doubled", _their_double_left_in, lambda c: c.L[c.seq[0] % 5] >= 5, _PASS,
         "their takeout double passed for penalty: five or more trumps play it doubled (my suit again, higher, escapes "
         "nothing, and partner's pass showed no values)"),
    Rule("redouble, strong", lambda c: c.rho == _X, lambda c: c.hcp >= 18 and c.can_xx, _XX,
         "their double came back to me: 18+ HCP, the hand is ours"),
    Rule("game in a long major", always, lambda c: c.pts >= 19 and c.seq[0] % 5 in (H, S), _long_major_game,
         "to play: a long strong major, 19+ points"),
    Rule("jump rebid", _their_double_answered, lambda c: c.L[c.seq[0] % 5] >= 6 and c.hcp >= 16 and sorted(c.L)[2] <= 4,
         _jump_in_opening_suit, "their takeout double answered: six cards and 16+ HCP jump in the opening suit (a double would ask partner)"),
    Rule("reopening double", lambda c: _their_level(c) <= 3, _reopening_double, _X,
         "takeout: extra values (more at the three level), short in their suit (at two a singleton or void with a "
         "minimum); a six-card suit of mine is rebid instead, unless the hand is strong"),
    Rule("long suit again", always, lambda c: c.pts >= 13, _reopening_suit, "a six-card suit or a second five-card suit"),
    Rule("strong reopening double", lambda c: _their_level(c) <= 3,
         lambda c: c.pts >= 17 and _their_suit(c) != NT and c.L[_their_suit(c)] <= 3 and not _long_own_suit(c), _X,
         "takeout: a strong opening"),
    Rule("strong double of their four-level raise", lambda c: _their_level(c) == 4,
         lambda c: c.hcp >= 17 and _their_suit(c) != NT and c.L[_their_suit(c)] <= 1 and not _long_own_suit(c), _X,
         "takeout: a strong opening, short in their suit: their raise to four does not silence it"),
    Rule("no trump", lambda c: _their_level(c) <= 2 and _their_suit(c) != NT, lambda c: c.bal and c.hcp >= 18 and all(c.stop[s] for s in set(c.their_suits)),
         lambda c: cheapest(NT, c.last), "18–19 HCP, their suit stopped"),
)


def _suit_of_reopening(ctx: Ctx) -> Call | None:
    """An unbid four-card major a level below partner's suit (at the same level when partner opened a minor, which
    may hold three: the major fit comes first), else partner's suit with three cards (a minor only without a
    five-card suit of mine), else my longest unbid suit of four, else (short in partner's suit) an unbid suit of three,
    which the double's shortness in theirs promises some length in, else partner's suit."""
    theirs = set(ctx.their_suits)
    opened = ctx.seq[0] % 5
    back = cheapest(opened, ctx.last)
    for major in sorted((H, S), key=lambda m: -ctx.L[m]):  # the longer, hearts with four of each
        low = cheapest(major, ctx.last)
        if (major not in theirs and major != opened and ctx.L[major] >= 4 and low is not None and back is not None
                and (low.level < back.level or low.level == back.level and opened in (C, D))):
            return low
    options = [s for s in (S, H, D, C) if s not in theirs and s != opened and ctx.L[s] >= 4]
    if ctx.L[opened] >= 3 and (opened in (H, S) or all(ctx.L[s] < 5 for s in options)):
        return back
    if options:
        return cheapest(max(options, key=lambda s: (ctx.L[s], s)), ctx.last)
    threes = [s for s in (S, H, D, C) if s not in theirs and s != opened and ctx.L[s] == 3]
    if ctx.L[opened] <= 2 and threes:
        return cheapest(threes[0], ctx.last)
    return cheapest(opened, ctx.last)


def _trumps_to_convert(ctx: Ctx) -> bool:
    """Four trumps with honours (4+ HCP, or 3+ in five) to pass partner's reopening double; five when they have
    raised their suit."""
    x = _their_suit(ctx)
    if x == NT:
        return False
    need = 5 if ctx.their_suits.count(x) > 1 else 4
    return ctx.L[x] >= need and ctx.L[x] + ctx.hand.suit_hcp[x] >= need + 4


def _opening_suit_again_below_game(ctx: Ctx) -> Call | None:
    """The opening suit at the cheapest level, game at most (four of a major, five of a minor)."""
    s = ctx.seq[0] % 5
    low = cheapest(s, ctx.last)
    return low if low is not None and low.level <= (4 if s in (H, S) else 5) else None


# My reopening double answered in a suit I do not fit: a six-card opening suit, or five-five, is bid again.
OPENER_AFTER_REOPENING_ANSWER: Final[tuple[Rule, ...]] = (
    Rule("the opening suit again", always,
         lambda c: c.L[c.seq[2] % 5] <= 2 and (c.L[c.seq[0] % 5] >= 6 or c.L[c.seq[0] % 5] >= 5 and sorted(c.L)[2] >= 5),
         _opening_suit_again_below_game,
         "partner's forced answer misses my hand: a six-card opening suit (or five-five) is bid again, game at most"),
)


def _game_major_over_reopening(ctx: Ctx) -> Call | None:
    """Four of an unbid major with five cards and 10+ HCP (the forced answer at three may hold nothing)."""
    for major in (S, H):
        if major not in ctx.their_suits and ctx.L[major] >= 5 and ctx.hcp >= REOPENING_GAME_HCP:
            return bid(4, major)
    return None


REOPENING_GAME_HCP: Final = 10  # over partner's reopening double at three, the HCP that bid game in a five-card major


ANSWER_REOPENING_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("penalty pass", always, _trumps_to_convert, _PASS, "converts partner's reopening double: their trumps are mine"),
    Rule("no trump", lambda c: _their_level(c) <= 2 and _their_suit(c) != NT, lambda c: c.bal and 6 <= c.hcp <= 10 and _nt_answer(c),
         lambda c: _nt_by_strength(c, (6, 11, 13)), "their suit stopped, no four-card major to show: 6–10"),
    Rule("game in a major", lambda c: _their_level(c) == 3, lambda c: _game_major_over_reopening(c) is not None,
         _game_major_over_reopening, "partner's reopening double at three, my values (10+ HCP) and five cards in an "
         "unbid major: game in it, not the forced three (mainstream; the booklet is silent)"),
    Rule("a suit", always, always, _suit_of_reopening, "answers partner's reopening double"),
)


# My second turn after my takeout double, partner silent and the opponents bidding on -------------


def _my_strong_suit(ctx: Ctx) -> Call | None:
    """My longest five-card suit they have not bid, at the cheapest level, the four level at most."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and ctx.L[s] >= 5]
    if not options:
        return None
    low = cheapest(max(options, key=lambda x: (ctx.L[x], x)), ctx.last)
    return low if low is not None and low.level <= 4 else None


def _doublers_own_suit(ctx: Ctx) -> Call | None:
    """My five-card suit after partner's forced answer to my double: not with four cards in partner's suit, nor
    at the four level under 19 HCP."""
    return doubler_shows_own_suit(ctx, _my_strong_suit(ctx))


def _my_strong_suit_jump(ctx: Ctx) -> Call | None:
    """My good six-card suit (two of the top three honours, or three of the top five), a level above the cheapest,
    the three level at most."""
    low = _my_strong_suit(ctx)
    if low is None or ctx.L[low % 5] < 6 or not ctx.hand.good[low % 5] or low.level >= 3:
        return None
    return bid(low.level + 1, low % 5)


def _strong_nt(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level, the three level at most: 19+ HCP, their suits stopped."""
    low = cheapest(NT, ctx.last)
    ok = ctx.bal and all(ctx.stop[s] for s in set(ctx.their_suits))
    return low if ok and low is not None and low.level <= 3 else None


def _balanced_strong_doubler_with_a_minor(ctx: Ctx) -> bool:
    """19–21 HCP after my direct double, a five-card minor and no five-card major: balanced, it is a no trump hand."""
    return 19 <= ctx.hcp <= 21 and not balanced_first(ctx) and max(ctx.L[C], ctx.L[D]) >= 5 > max(ctx.L[H], ctx.L[S])


def _balancing_doubler_nt(ctx: Ctx) -> bool:
    """15–18 HCP after my balancing double: no trump at one, or at two with 17+ (partner's answer may be nothing)."""
    return balanced_first(ctx) and 15 <= ctx.hcp <= 18 and (ctx.hcp >= 17 or ctx.last is not None and ctx.last.level == 1)


def _strong_nt_jump(ctx: Ctx) -> Call | None:
    """No trump a level above the cheapest, the three level at most: their suits stopped."""
    low = _strong_nt(ctx)
    return bid(low.level + 1, NT) if low is not None and low.level <= 2 else None


def _my_penalty_double_of_1nt(ctx: Ctx) -> bool:
    """My first call was the penalty double of their 1NT opening; their runner's suit passed round to me (not
    opener's answer to an artificial bid)."""
    return (ctx.seq[0] == _X and ctx.mine[0] and ctx.before[0] == _1NT and not ctx.theirs_before[0]
            and ctx.rho == _PASS)


def _my_double_of_their_1nt_run_from(ctx: Ctx) -> bool:
    """My first call doubled their 1NT (an opening or an answer: for penalty, 15+ HCP) and their escape passed round
    to me."""
    return ctx.seq[0] == _X and ctx.mine[0] and ctx.before[0] == _1NT and ctx.rho == _PASS and _their_suit(ctx) != NT


def _my_six_card_suit_low(ctx: Ctx) -> Call | None:
    """My longest unbid suit at the cheapest level, the three level at most, when it has six cards."""
    low = _my_strong_suit_low(ctx)
    return low if low is not None and ctx.L[low % 5] >= 6 else None


DOUBLER_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", _my_penalty_double_of_1nt,
         lambda c: _their_suit(c) != NT and c.L[_their_suit(c)] >= 4 and c.can_x, _X,
         "my double of their 1NT was for penalty and they ran: four of their trumps, double for penalty"),
    Rule("my six-card suit after their escape", _my_double_of_their_1nt_run_from, lambda c: c.hcp >= 15,
         _my_six_card_suit_low, "my double of their 1NT showed 15+ HCP and they ran: my six-card suit now, not a pass "
         "that lets their escape play undoubled"),
    Rule("strong double, then no trump with a five-card minor", always, _balanced_strong_doubler_with_a_minor, _strong_nt,
         "the double was too strong for a 1NT overcall: 19–21 HCP, balanced, their suit stopped; no trump says it "
         "better than a five-card minor"),
    Rule("strong double, then my suit", always, lambda c: c.hcp >= 17, _my_strong_suit,
         "the double was too strong to overcall: my own five-card suit now"),
    Rule("strong double, then no trump", always, lambda c: c.hcp >= 19, _strong_nt,
         "the double was too strong for a 1NT overcall: 19+ HCP, their suit stopped"),
    Rule("double again", lambda c: _their_level(c) <= 3, lambda c: c.hcp >= 17 and _short_in_theirs(c)
         or c.hcp >= 14 and _their_suit(c) != NT and c.L[_their_suit(c)] <= 1 and _support_for_unbid(c), _X,
         "takeout again: extra values, or a sound double with a singleton or void in their suit"),
    Rule("double again at four", lambda c: _their_level(c) == 4 and _their_suit(c) != NT,
         lambda c: c.hcp >= 18 and c.L[_their_suit(c)] <= 1 and c.can_x, _X,
         "takeout again: 18+ HCP and a singleton or void in their suit, partner passes with some values"),
    Rule("double again at four, strong", lambda c: _their_level(c) == 4 and _their_suit(c) != NT,
         lambda c: c.hcp >= 19 and c.L[_their_suit(c)] <= 3 and c.can_x, _X,
         "their game over my double: 19+ HCP (too strong for a 1NT overcall) double again for the values; partner "
         "leaves it in with nothing to say, or bids a long suit"),
)


def _raise_answer(jump: int) -> CallFn:
    """Partner's answer raised, ``jump`` levels above the cheapest, but not past game (where the cheapest raise
    is game already, it is the raise); four trumps."""
    def call(ctx: Ctx) -> Call | None:
        s = ctx.seq[1] % 5
        low = cheapest(s, ctx.last)
        game = 4 if s in (H, S) else 5
        if low is None or ctx.L[s] < 4 or low.level > game or low.level == game and not jump:
            return None  # game as the cheapest raise is the jump raise's values, not the raise's
        return bid(min(low.level + jump, max(low.level, game)), s)
    return call


def _minor_game_raise(ctx: Ctx) -> Call | None:
    """Game opposite partner's answer in a minor: 3NT with their suits stopped, else five of the minor."""
    if ctx.last is not None and ctx.last < _3NT and all(ctx.stop[x] for x in set(ctx.their_suits)):
        return _3NT
    return _raise_to_game_in(ctx.seq[1] % 5)(ctx)


def _raise_to_game_in(s: int) -> CallFn:
    def call(ctx: Ctx) -> Call | None:
        low = cheapest(s, ctx.last)
        return bid(5, s) if low is not None and low.level <= 5 else None
    return call


def _answer_support(low: int, high: int, balancing_low: int | None = None) -> Pred:
    """Four trumps and ``low``–``high`` support points; after a balancing double, which bid some of partner's
    values, three more (from ``balancing_low`` where given)."""
    def test(ctx: Ctx) -> bool:
        s = ctx.seq[1] % 5
        if balanced_first(ctx):
            least, most = low + 3 if balancing_low is None else balancing_low, high + 3
        else:
            least, most = low, high
        return ctx.L[s] >= 4 and least <= ctx.support_points(s) <= most
    return test


def my_double_redoubled_left_to_me(ctx: Ctx) -> bool:
    """My takeout double of their one of a suit (straight over it or in the pass-out seat) was redoubled and
    partner and RHO passed: one of their suit redoubled is their game if it makes. Partner's pass named no suit
    (no preference): I pick one."""
    last, calls = ctx.last, ctx.calls
    return (ctx.seq == (_X,) and last is not None and last.level == 1 and last % 5 != NT and len(calls) >= 4
            and calls[-4:] == (_X, _XX, _PASS, _PASS))


def _run_from_their_redouble(ctx: Ctx) -> Call | None:
    """My longest suit not theirs, the cheapest of equal length."""
    theirs = set(ctx.their_suits)
    suits = [s for s in (C, D, H, S) if s not in theirs]
    longest = max(ctx.L[s] for s in suits)
    bids = [cheapest(s, ctx.last) for s in suits if ctx.L[s] == longest]
    return min((b for b in bids if b is not None), default=None)


DOUBLER_REDOUBLED: Final[tuple[Rule, ...]] = (
    Rule("run from their redouble", always, always, _run_from_their_redouble,
         "their one of a suit redoubled is a game if it makes, and partner's pass named no suit: my longest other "
         "suit, the cheapest of equal length"),
)


DOUBLER_AFTER_ANSWER: Final[tuple[Rule, ...]] = (
    Rule("game raise of the answer", lambda c: c.seq[1] % 5 in (H, S), _answer_support(22, 40), lambda c: bid(4, c.seq[1] % 5),
         "four trumps, 22+ points: game opposite partner's forced answer"),
    Rule("game raise of the answer in a minor", lambda c: c.seq[1] % 5 in (C, D), _answer_support(22, 40), _minor_game_raise,
         "four trumps, 22+ points: game opposite partner's forced answer, 3NT with their suit stopped"),
    Rule("strong double, then no trump before a minor raise", lambda c: c.seq[1] % 5 in (C, D) and not balanced_first(c),
         lambda c: 19 <= c.hcp <= 21, _strong_nt,
         "the double was too strong for a 1NT overcall: 19–21 HCP, balanced, their suit stopped; no trump says it "
         "better than a raise of partner's forced minor"),
    Rule("jump raise of the answer", always, _answer_support(19, 21), _raise_answer(1),
         "four trumps, 19–21 points (22–24 after a balancing double): invites game, or bids it over a three-level answer"),
    Rule("raise of the answer", always, _answer_support(17, 18, balancing_low=19), _raise_answer(0),
         "four trumps, 17–18 points (19–21 after a balancing double); below game, which needs the jump raise's values; "
         "a direct double's 13–16 pass, partner's answer may be nothing"),
    Rule("strong double, then a jump in my suit", always, lambda c: c.hcp >= 19, _my_strong_suit_jump,
         "the double was far too strong to overcall: a good six-card suit of my own, 19+ HCP, a jump invites game"),
    Rule("strong double, then no trump with a five-card minor", always, _balanced_strong_doubler_with_a_minor, _strong_nt,
         "the double was too strong for a 1NT overcall: 19–21 HCP, balanced, their suit stopped; no trump says it "
         "better than a five-card minor"),
    Rule("strong double, then my suit", always, lambda c: c.hcp >= 17, _doublers_own_suit,
         "the double was too strong to overcall: my own five-card suit now (not with four of partner's suit; at "
         "the four level 19+ HCP)"),
    Rule("strong double, then no trump", always, lambda c: 19 <= c.hcp <= 21 and not balanced_first(c), _strong_nt,
         "the double was too strong for a 1NT overcall: 19–21 HCP, their suit stopped"),
    Rule("balancing double, then no trump", always, _balancing_doubler_nt, _strong_nt,
         "the balancing double was too strong for a balancing 1NT (11–14): 15–18 HCP (17+ at two), their suit stopped"),
    Rule("balancing double, then a jump in no trump", always, lambda c: 19 <= c.hcp <= 21 and balanced_first(c),
         _strong_nt_jump, "the balancing double was too strong for a balancing 1NT: 19–21 HCP, a jump, their suit stopped"),
)


def _answer_jump(ctx: Ctx) -> int | None:
    """My takeout double was answered by partner in a suit and RHO passed or bid again (not doubled): how many
    levels above the cheapest bid of that suit partner went (None at any other turn)."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] != _X or seq[1] >= 35 or seq[1] % 5 == NT:
        return None
    if ctx.before[0] == _1NT and not ctx.theirs_before[0]:
        return None  # my double of their 1NT opening was for penalty: partner's suit is an escape
    before = ctx.before[1]
    if before is None or seq[1] % 5 in ctx.their_suits or ctx.rho is None or ctx.rho > _PASS:
        return None
    return seq[1].level - (before.level if seq[1] % 5 > before % 5 else before.level + 1)


def doubler_after_answer(ctx: Ctx) -> bool:
    """My takeout double was answered by partner in a suit, not jumping, and RHO passed or bid: my next turn."""
    return _answer_jump(ctx) == 0


def _accepts_jump_answer(ctx: Ctx) -> bool:
    """Partner's jump showed 9–12 points and four cards: game with four trumps and 15+ points in support,
    or three trumps and 16+ HCP."""
    s = ctx.seq[1] % 5
    return ctx.L[s] >= 4 and ctx.support_points(s) >= 15 or ctx.L[s] == 3 and ctx.hcp >= 16


def _major_over_jump_answer(ctx: Ctx) -> Call | None:
    """My five-card major, not partner's suit nor theirs, at the cheapest level, three at most: the double was
    strength, not shape, and the major is shown before no trump or a minor game."""
    for s in (S, H):
        if ctx.L[s] >= 5 and s != ctx.seq[1] % 5 and s not in ctx.their_suits:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level <= 3 else None
    return None


DOUBLER_AFTER_JUMP_ANSWER: Final[tuple[Rule, ...]] = (
    Rule("Blackwood over the jump answer", lambda c: c.seq[1] % 5 in (H, S), lambda c: c.L[c.seq[1] % 5] >= 4 and c.hcp >= 22,
         B("4NT"), "partner's jump showed 9–12 points: with four trumps and 22+ HCP, slam: asks for aces"),
    Rule("game in partner's major", lambda c: c.seq[1] % 5 in (H, S), _accepts_jump_answer,
         lambda c: bid(4, c.seq[1] % 5), "partner's jump showed 9–12 points: game with 15+ in support"),
    Rule("decline the jump answer", lambda c: c.seq[1] % 5 in (H, S) and c.rho == _PASS,
         lambda c: c.L[c.seq[1] % 5] >= 4 and c.support_points(c.seq[1] % 5) < 15, _PASS,
         "partner's jump showed 9–12 points and invites: a minimum double, four trumps and less than 15 in support, "
         "passes"),
    Rule("my five-card major", always, lambda c: c.hcp >= 15, _major_over_jump_answer,
         "partner's jump showed 9–12 points: with 15+ HCP my own five-card major, forcing (partner raises it with three)"),
    Rule("3NT", lambda c: c.seq[1] % 5 in (C, D), lambda c: c.hcp >= 15 and all(c.stop[s] for s in set(c.their_suits)), B("3NT"),
         "partner's jump in a minor showed 9–12 points: game in no trump with 15+ HCP and their suit stopped"),
)


def doubler_after_jump_answer(ctx: Ctx) -> bool:
    """My takeout double was answered by partner's jump in a suit (9–12 points), and RHO passed or bid: my next turn."""
    return _answer_jump(ctx) == 1


def advancer_after_doublers_jump(ctx: Ctx) -> bool:
    """Partner doubled for takeout, I answered in a suit, and partner, RHO passing, jumped in a new suit of
    its own (a good six-card suit and 19+ HCP): my turn, RHO passing again."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] != _X or seq[1] >= 35 or seq[2] >= 35:
        return False
    suit, answer = seq[2] % 5, seq[1]
    if suit == NT or suit == answer % 5 or suit in ctx.their_suits or ctx.last != seq[2] or ctx.rho != _PASS:
        return False
    return seq[2].level == (answer.level if suit > answer % 5 else answer.level + 1) + 1


def _game_in_doublers_suit(ctx: Ctx) -> Call | None:
    s = ctx.seq[2] % 5
    return bid(4, s) if s in (H, S) else None


ADVANCER_AFTER_DOUBLERS_JUMP: Final[tuple[Rule, ...]] = (
    Rule("game in partner's long major", always, lambda c: c.L[c.seq[2] % 5] >= 3 and c.hcp >= 4 or c.L[c.seq[2] % 5] == 2 and c.hcp >= 7,
         _game_in_doublers_suit, "partner's jump shows a good six-card suit and 19+ HCP: with three trumps and 4+ HCP, or two and 7+, game"),
)


def advancer_again_over_their_raise(ctx: Ctx) -> bool:
    """Partner doubled their one of a major for takeout (four cards in the other major), I advanced in that major,
    partner passed since, and they have bid their suit again at the two or three level: my turn."""
    seq, doubled = ctx.seq, ctx.before[0]
    if len(seq) != 2 or ctx.mine != (False, True) or seq[0] != _X or seq[1] >= 35 or doubled is None or doubled >= 35:
        return False
    if doubled.level != 1 or doubled % 5 not in (H, S) or seq[1] % 5 != S + H - doubled % 5:
        return False
    last = ctx.last
    return last is not None and last != seq[1] and last % 5 == doubled % 5 and last.level in (2, 3)


def _my_major_at_three_at_most(ctx: Ctx) -> Call | None:
    low = cheapest(ctx.seq[1] % 5, ctx.last)
    return low if low is not None and low.level <= 3 else None


# The advancer when they compete in their major over my advance in the other: the double promised four cards of it,
# so five of mine make nine trumps, and the total trumps bid to three (mainstream; the booklet is silent).
ADVANCER_AGAIN_OVER_THEIR_RAISE: Final[tuple[Rule, ...]] = (
    Rule("nine trumps compete", always, lambda c: c.L[c.seq[1] % 5] >= 5 and c.hcp >= 5, _my_major_at_three_at_most,
         "partner's takeout double of their major promised four cards in mine: five of them make nine trumps, and "
         "the total trumps compete to three"),
)


def my_second_turn(ctx: Ctx) -> tuple[Rule, ...] | None:
    """The table for my second turn when my takeout double, or my overcall in a suit, is our side's
    only call and they have bid since; None when the later rules alone apply (my double of their artificial bid
    asked for a lead: no takeout, no strength to show again)."""
    if len(ctx.seq) != 1 or not ctx.mine[0] or ctx.last is None or ctx.last == ctx.before[0] or ctx.last == ctx.seq[0]:
        return None
    first = ctx.seq[0]
    if first == _X:
        return None if artificial_last(ctx.code[:ctx.first_ours]) else DOUBLER_AGAIN
    if ctx.opened_by_us or first >= 35 or first % 5 == NT or first.level > 2:
        return None
    return OVERCALLER_AGAIN


def _own_suit_again(ctx: Ctx) -> Call | None:
    """My overcalled suit again at the cheapest level, the three level at most."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level <= 3 else None


def partner_doubled_after_overcall(ctx: Ctx) -> bool:
    """Partner overcalled in a suit (not their suit: a cue bid shows other suits), I passed, they bid on and partner
    doubled it for takeout; RHO passed."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine == (False, False) and seq[1] == _X and seq[0] < 35 and seq[0] % 5 != NT
            and seq[0] % 5 not in ctx.theirs_before[0]
            and not ctx.opened_by_us and ctx.rho == _PASS and ctx.last is not None and ctx.last % 5 != NT)


def _answer_second_double(ctx: Ctx) -> Call | None:
    """The cheapest bid in an unbid four-card major, else partner's suit with three cards, else an
    unbid four-card minor, else partner's suit (two cards support an overcall's five)."""
    theirs = set(ctx.their_suits)
    partner = ctx.seq[0] % 5
    unbid = [s for s in (S, H, D, C) if s not in theirs and s != partner and ctx.L[s] >= 4]
    majors = [s for s in unbid if s in (H, S)]
    if majors:
        suit = max(majors, key=lambda s: (ctx.L[s], s))
    elif ctx.L[partner] >= 3 or not unbid:
        suit = partner
    else:
        suit = max(unbid, key=lambda s: (ctx.L[s], s))
    low = cheapest(suit, ctx.last)
    return low if low is not None and low.level <= 4 else None


ANSWER_OVERCALLERS_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("answer the double", always, always, _answer_second_double,
         "partner's takeout double after the overcall: an unbid four-card suit (a major first), else partner's suit"),
)


def partner_doubled_again(ctx: Ctx) -> bool:
    """Partner's takeout double, my pass over their raise or bid, and partner's second double of their new contract
    in a suit; RHO passed: takeout again, showing extra values."""
    return (ctx.seq == (_X, _X) and ctx.mine == (False, False) and not ctx.opened_by_us and ctx.rho == _PASS
            and ctx.calls[-2] == _X and ctx.last is not None and ctx.last % 5 != NT)


def _answer_doubled_again(ctx: Ctx) -> Call | None:
    """My longest unbid suit, a four-card major first, at the cheapest level, the four level at most."""
    options = [s for s in (S, H, D, C) if s not in ctx.their_suits and ctx.L[s] >= 3]
    if not options:
        return None
    majors = [s for s in options if s in (H, S) and ctx.L[s] >= 4]
    low = cheapest(max(majors or options, key=lambda s: (ctx.L[s], s)), ctx.last)
    return low if low is not None and low.level <= 4 else None


def _trumps_that_defend(ctx: Ctx) -> bool:
    """Four cards of the suit they bid last with 3+ HCP in it, or five."""
    x = _their_suit(ctx)
    return x != NT and (ctx.L[x] >= 4 and ctx.hand.suit_hcp[x] >= 3 or ctx.L[x] >= 5)


# Partner doubled for takeout twice, I passed between: the second double shows extras and asks again; it is left in
# only with trumps that defend.
ANSWER_TAKEOUT_DOUBLE_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("leave the second double in", always, _trumps_that_defend, _PASS,
         "partner's second takeout double left in: four of their trumps with honours, or five"),
    Rule("answer the second double", always, always, _answer_doubled_again,
         "partner's second takeout double shows extras: my longest unbid suit (a four-card major first), cheapest"),
)


def _long_suit_by_total_trumps(ctx: Ctx) -> Call | None:
    """My overcalled suit at the cheapest level, when my length and a third of the missing cards (partner's likely
    share) make the trumps for that level."""
    suit = ctx.seq[0] % 5
    low = cheapest(suit, ctx.last)
    trumps = ctx.L[suit] + (13 - ctx.L[suit]) // 3
    return low if low is not None and low.level <= trumps - 6 else None


# My suit overcall was passed by partner and they have bid on.
def _second_five_card_suit(ctx: Ctx) -> Call | None:
    """A second suit of five cards or more, not theirs, at the cheapest level, the three level at most."""
    others = [s for s in (S, H, D, C) if s != ctx.seq[0] % 5 and s not in ctx.their_suits and ctx.L[s] >= 5]
    low = cheapest(others[0], ctx.last) if others else None
    return low if low is not None and low.level <= 3 else None


def _second_suit_at_two(ctx: Ctx) -> Call | None:
    """A second suit of five cards or more, not theirs, at the two level."""
    low = _second_five_card_suit(ctx)
    return low if low is not None and low.level == 2 else None


def _their_fit_passed_round_at_two(ctx: Ctx) -> bool:
    """Their last bid, at the two level, raised their own suit, and partner and my right-hand opponent have passed
    since."""
    last, calls = ctx.last, ctx.calls
    return (last is not None and last.level == 2 and last % 5 != NT and ctx.their_suits.count(last % 5) >= 2
            and len(calls) >= 3 and calls[-1] == calls[-2] == _PASS and calls[-3] == last)


def _other_suits_held(ctx: Ctx) -> bool:
    """Three cards or more in each suit neither side has bid."""
    return all(ctx.L[s] >= 3 for s in (C, D, H, S) if s not in ctx.their_suits and s not in ctx.our_suits)


OVERCALLER_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("second five-card suit", lambda c: c.seq[0] % 5 not in c.their_suits,
         lambda c: c.hcp >= 13 and c.L[c.seq[0] % 5] == 5, _second_five_card_suit,
         "five-five with 13+ HCP, too good for Michaels or the unusual 2NT: the overcall first, the second suit now"),
    Rule("takeout double", lambda c: _their_level(c) <= 3 and _their_suit(c) != NT,
         lambda c: c.hcp >= 15 and c.L[_their_suit(c)] <= 1 and c.L[c.seq[0] % 5] <= 5, _X,
         "extra values and a singleton in their suit: takeout, partner picks a suit (with six cards of my own, the suit again)"),
    Rule("balancing takeout double", _their_fit_passed_round_at_two,
         lambda c: c.hcp >= 12 and c.L[_their_suit(c)] <= 1 and c.L[c.seq[0] % 5] <= 5 and _other_suits_held(c), _X,
         "they stopped in their fit at two and it is passed round to me: a singleton in their suit, three cards or more "
         "in each other suit and a sound overcall (12+ HCP) reopen with a takeout double rather than sell out"),
    Rule("second five-card suit, reopening", _their_fit_passed_round_at_two,
         lambda c: c.hcp >= 11 and c.L[c.seq[0] % 5] == 5 and c.L[_their_suit(c)] <= 2, _second_suit_at_two,
         "they stopped in their fit at two and it is passed round to me: five-five with 11+ HCP, short in their suit, shows the "
         "second suit at the two level rather than sell out (partner, silent, may well fit it)"),
    Rule("six-card suit again", lambda c: c.seq[0] % 5 not in c.their_suits, lambda c: c.L[c.seq[0] % 5] >= 6 and c.hcp >= 12,
         _own_suit_again, "a sound overcall with six cards: competes in my suit (not after they bid it, when it would be a cue bid)"),
    Rule("a very long suit by the total trumps", lambda c: c.seq[0] % 5 not in c.their_suits, lambda c: c.L[c.seq[0] % 5] >= 7,
         _long_suit_by_total_trumps, "seven cards or more in my overcalled suit: compete to the level of the total trumps "
         "(partner holds a third of the rest: seven or eight cards the three level, nine the four level)"),
)


# Over their game: the sacrifice ---------------------------------------------------------------


def _may_save(ctx: Ctx) -> bool:
    """They have just bid game over our suit, partner has not raised my preempt (``_partner_decides``), and I have not
    jumped to game in partner's suit (``_my_jump_to_game_told``)."""
    return (_their_game(ctx) and not _partner_placed_my_preempt(ctx) and not _my_jump_to_game_told(ctx)
            and not _my_jump_raise_of_overcall_told(ctx))


def _my_jump_to_game_told(ctx: Ctx) -> bool:
    """Their game over my jump to four of partner's major (1H (1S) 4H, 1S (X) 4S, (1C) 1H (P) 4H): the weak jump to
    game has told my hand, trumps and all; partner, who knows it, decides whether to save."""
    bids = [i for i, (c, m) in enumerate(zip(ctx.seq, ctx.mine)) if m and c < 35]
    if not _their_game(ctx) or not bids:
        return False
    i = bids[-1]
    call, suit = ctx.seq[i], ctx.seq[i] % 5
    low = cheapest(suit, ctx.before[i])
    partners = any(not m and c < 35 and c % 5 == suit for c, m in zip(ctx.seq[:i], ctx.mine[:i]))
    return suit in (H, S) and call.level == 4 and partners and low is not None and low.level < 4


def _my_jump_raise_of_overcall_told(ctx: Ctx) -> bool:
    """Their game over my jump raise of partner's overcall below game (1H (1S) 2H (3S), 1D (1H) P (3H)): the
    raise is preemptive and has told my hand, four trumps and little else; partner, who knows it, decides."""
    bids = [i for i, (c, m) in enumerate(zip(ctx.seq, ctx.mine)) if m and c < 35]
    if ctx.opened_by_us or not _their_game(ctx) or len(bids) != 1:
        return False
    i = bids[0]
    call, suit = ctx.seq[i], ctx.seq[i] % 5
    low = cheapest(suit, ctx.before[i])
    partners = i > 0 and not ctx.mine[i - 1] and ctx.seq[i - 1] < 35 and ctx.seq[i - 1] % 5 == suit
    return partners and suit != NT and low is not None and low.level < call.level < 4


def _partner_decides(ctx: Ctx) -> bool:
    """Their game over partner's raise of my preempt: my preempt has told my hand, and partner, who raised knowing
    their game might come, decides whether to save."""
    return _their_game(ctx) and _partner_placed_my_preempt(ctx)


def _their_game(ctx: Ctx) -> bool:
    """They have just bid game in a major, undoubled, and our side has bid a suit below it."""
    last = ctx.last
    return (last is not None and ctx.can_x and last.level == 4 and last % 5 in (H, S)
            and any(c < 35 and c % 5 != NT for c in ctx.seq))


def _unfavourable(ctx: Ctx) -> bool:
    """We are vulnerable and they are not."""
    return ctx.we_vul and not ctx.they_vul


def _favourable(ctx: Ctx) -> bool:
    """They are vulnerable and we are not."""
    return ctx.they_vul and not ctx.we_vul


def _cheap_sacrifice(ctx: Ctx) -> bool:
    """A save in our fit (``_save_shape``), unless only we are vulnerable: two down doubled is 500 against their
    420."""
    return not _unfavourable(ctx) and _save_shape(ctx)


def _save_shape(ctx: Ctx) -> bool:
    """Ten trumps together (nine at favourable vulnerability: three down doubled is 500 against their 620), four of
    them mine, a singleton or void: the law of total tricks says we go down at most two; few tricks in my hand to
    beat their game."""
    suit = fit_suit(ctx)
    if suit is None or suit in ctx.their_suits or ctx.L[suit] < 4 or total_trumps(ctx, suit) < 10 - _favourable(ctx):
        return False
    outside = ctx.hcp - ctx.hand.suit_hcp[suit]  # high cards in our trumps take few tricks against their game
    return min(ctx.L) <= 1 and (ctx.hcp <= 12 or outside <= SAVE_OUTSIDE_HCP) and _defence(ctx, suit) <= 3


SAVE_OUTSIDE_HCP: Final = 6  # HCP outside our trumps with which a hand above 12 HCP still saves


def _save_in_our_fit(ctx: Ctx) -> Call | None:
    suit = fit_suit(ctx)
    low = None if suit is None else cheapest(suit, ctx.last)
    return low if low is not None and low.level <= 5 else None


def _five_in_our_fit(ctx: Ctx) -> Call | None:
    """Five of our fit, nine trumps or more together, when that is the cheapest bid in it (their cue bid of our
    suit, a Michaels 2H over 1H, leaves it ours)."""
    suit, last = fit_suit(ctx), ctx.last
    if suit is None or last is None or suit == last % 5 or total_trumps(ctx, suit) < 9:
        return None
    low = cheapest(suit, ctx.last)
    return low if low is not None and low.level == 5 else None


def _they_outbid_us(ctx: Ctx) -> bool:
    """They have just bid at the four level or higher, undoubled, and our side has bid a suit but no game."""
    last = ctx.last
    if last is None or not ctx.can_x or last.level < 4:
        return False
    ours = [c for c in ctx.seq if c < 35]
    return bool(ours) and ours[-1].level < (4 if ours[-1] % 5 in (H, S) else 5) and ours[-1] % 5 != NT


def _defends_their_suit(ctx: Ctx) -> bool:
    """Two cards or more in the strain of their last bid: a singleton or a void there plays, it does not defend."""
    last = ctx.last
    return last is not None and (last % 5 == NT or ctx.L[last % 5] >= 2)


def _trump_trick_behind(ctx: Ctx) -> bool:
    """Three cards or more of their last suit with 4+ HCP in it (KJx, AQx): a trump trick."""
    last = ctx.last
    return last is not None and last % 5 != NT and ctx.L[last % 5] >= 3 and ctx.hand.suit_hcp[last % 5] >= 4


def _slam_rules_act(ctx: Ctx) -> bool:
    """The slam rules will make a call here (Blackwood, or a slam in no trump)."""
    return _slam_zone(ctx) and _slam_call(ctx) is not None


def _our_game_over_theirs(ctx: Ctx) -> Call | None:
    """The cheapest bid in our fit, if it does not pass game (four of a major, five of a minor)."""
    suit = fit_suit(ctx)
    if suit is None or suit in ctx.their_suits and not _ours_first(ctx, suit):
        return None  # (their cue bid of our suit leaves it ours)
    low = cheapest(suit, ctx.last)
    game = 4 if suit in (H, S) else 5
    if low is not None and low.level == 5 and total_trumps(ctx, suit) < 9:
        return None  # eleven tricks on eight trumps: the law of total tricks says defend
    return low if low is not None and low.level <= game else None


def _ours_first(ctx: Ctx, suit: int) -> bool:
    """Our side bid ``suit`` before they did."""
    return next((suit not in theirs for c, theirs in zip(ctx.seq, ctx.theirs_before) if c < 35 and c % 5 == suit), False)


SACRIFICE: Final[tuple[Rule, ...]] = (
    Rule("our game over theirs", _they_outbid_us, lambda c: GAME <= team(c) < SLAM_ASK, _our_game_over_theirs,
         "24–30 points together: our fit again over their bid, up to game (more: the slam rules)"),
    Rule("double their bid, game values", _they_outbid_us, lambda c: GAME + 1 <= team(c) < SLAM_ASK and _defends_their_suit(c), _X,
         "25–30 points together, two cards in their suit, and no game of ours left below their bid: their bid over ours "
         "is doubled for penalty"),
    Rule("double their bid, game values and a trump trick", _they_outbid_us,
         lambda c: team(c) == GAME and _trump_trick_behind(c), _X,
         "24 points together (game values with partner's least) and three cards of their suit with 4+ HCP in it: "
         "their bid over ours is doubled for penalty"),
    Rule("our fit at five, short in theirs", _they_outbid_us, lambda c: GAME + 1 <= team(c) < SLAM_ASK and not _defends_their_suit(c),
         _five_in_our_fit, "25–30 points together and a singleton or void in their suit, which plays rather than defends: "
         "our fit at the five level, nine trumps or more"),
    Rule("double their bid, strong", _they_outbid_us,
         lambda c: team(c) >= SLAM_ASK and (fit_suit(c) is None or team_hcp(c) < SLAM_ASK_HCP or not _slam_rules_act(c)), _X,
         "31+ points together, too few high cards (or no fit, or too little for slam in a minor) to ask for aces: "
         "their bid over ours is doubled for penalty"),
    # (not by a preempter whose suit partner has raised, or answered in no trump: partner decides)
    BID_ON_OVER_THEIR_SAVE,  # the shape that plays at five whatever the vulnerability, no save of ours
    Rule("sacrifice", _may_save, _cheap_sacrifice, _save_in_our_fit,
         "a save over their game: ten trumps together (nine at favourable vulnerability), a short suit, little "
         "defence"),
    Rule("no save after partner's raise of my preempt", _partner_decides, _save_shape, _PASS,
         "a fit for a save, but my preempt told my hand and partner raised it: partner decides"),
    Rule("no save after my jump to game", _my_jump_to_game_told, _save_shape, _PASS,
         "a fit for a save, but my weak jump to game in partner's major told my hand: partner "
         "decides"),
    Rule("no save after my jump raise of the overcall", _my_jump_raise_of_overcall_told, _save_shape, _PASS,
         "a fit for a save, but my preemptive jump raise of partner's overcall told my hand: partner decides"),
    Rule("no save, vulnerable against not", _may_save, lambda c: _unfavourable(c) and _save_shape(c), _PASS,
         "ten trumps together, but we are vulnerable and they are not: two down doubled (500) costs more than their "
         "game"),
)


# After partner's redouble of their takeout double ---------------------------------------------


def _trumps_to_double(ctx: Ctx) -> bool:
    """Four cards with two honours' worth (4+ HCP) in the suit they have run to: their contract is ours to double."""
    x = _their_suit(ctx)
    return x != NT and ctx.can_x and ctx.L[x] >= 4 and ctx.hand.suit_hcp[x] >= 4


def _fit_for_partners_major(ctx: Ctx) -> bool:
    """Partner opened a major and I hold three cards of it."""
    opening = ctx.seq[0] % 5
    return not ctx.mine[0] and opening in (H, S) and ctx.L[opening] >= 3


def _unsuited_to_defence(ctx: Ctx) -> bool:
    """A minimum opening (11-13 HCP) with six cards in its suit and a singleton or void in the suit they ran to."""
    x = _their_suit(ctx)
    return x != NT and ctx.hcp <= 13 and ctx.L[ctx.seq[0] % 5] >= 6 and ctx.L[x] <= 1


def _opening_suit_at_two(ctx: Ctx) -> Call | None:
    """My opening suit at the cheapest level, the two level at most."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level <= 2 else None


OPENER_AFTER_REDOUBLE: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", always, _trumps_to_double, _X, "penalty: four good cards in their suit"),
    Rule("a six-card suit, unsuited to defence", always, _unsuited_to_defence, _opening_suit_at_two,
         "a minimum with six cards in my suit and a singleton in theirs: it plays, it does not defend, so I bid it in "
         "front of the redoubler (mainstream; the booklet is silent)"),
    Rule("forcing pass", always, lambda c: c.hcp <= 17, _PASS,
         "partner's redouble showed 10+ HCP: pass, leaving partner to double them or bid"),
)

# Partner redoubled their takeout double of my one of a suit and the doubler's partner passed: one of a suit
# redoubled scores a game when it makes, and our side holds the balance of the points. Opener leaves it in.
OPENER_AFTER_REDOUBLE_PASSED: Final[tuple[Rule, ...]] = (
    Rule("leave the redouble in", always, always, _PASS,
         "partner's redouble showed 10+ HCP and they have not run: pass, one of a suit redoubled is a game when it makes"),
)

REDOUBLER_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", always, lambda c: _holds_their_suit(c, 3), _X,
         "penalty: the redouble said the hand is ours, and I hold their suit"),
    Rule("penalty double of their 1NT escape", lambda c: c.last is not None and c.last % 5 == NT and c.last.level == 1,
         lambda c: c.can_x and c.hcp >= 10 and max(c.L) <= 5, _X,
         "penalty: the redouble said the hand is ours, and their 1NT holds at most half the deck"),
    Rule("penalty double of their one-level escape", lambda c: _their_level(c) == 1 and _their_suit(c) != NT,
         lambda c: c.can_x and c.L[_their_suit(c)] >= 3 and not _fit_for_partners_major(c), _X,
         "penalty: the redouble said the hand is ours, and at the one level three cards of their suit will do "
         "(three cards in partner's major raise it instead)"),
    Rule("my six-card suit, not their trumps", lambda c: _their_suit(c) != NT,
         lambda c: c.L[_their_suit(c)] <= 3 and c.hand.suit_hcp[_their_suit(c)] <= 2 and not _fit_for_partners_major(c),
         _my_six_card_suit_low, "the redouble said the hand is ours, but no honour in their suit: a six-card suit of "
         "my own, forcing, plays better than a penalty on high cards alone (three cards in partner's major support it)"),
)


def partner_redoubled_after_my_pass(ctx: Ctx) -> bool:
    """Partner opened one of a suit, I passed, they doubled and partner redoubled (18+, the hand is ours); they ran
    to a suit: my call."""
    seq, calls = ctx.seq, ctx.calls
    return (len(seq) == 2 and ctx.mine == (False, False) and seq[1] == _XX and seq[0] % 5 != NT and seq[0].level == 1
            and len(calls) >= 2 and calls[-2] == _XX and calls[-1] < 35 and calls[-1] % 5 != NT)


# Partner's strong redouble said the hand is ours: I double their escape with its suit, else pass for partner to
# double or bid (a bid in front of the redoubler would show values I have not got).
PARTNER_OF_REDOUBLER: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their escape", always, lambda c: _holds_their_suit(c, 4), _X,
         "partner's redouble said the hand is ours: four good cards in their suit, penalty"),
    Rule("pass for partner", always, lambda c: c.hcp <= 7, _PASS,
         "partner's redouble showed 18+ HCP: pass, leaving partner to double them or bid"),
)


def _my_strong_suit_low(ctx: Ctx) -> Call | None:
    """My longest unbid five-card suit at the cheapest level, the three level at most."""
    low = _my_strong_suit(ctx)
    return low if low is not None and low.level <= 3 else None


def _no_trump_at_two(ctx: Ctx) -> Call | None:
    low = cheapest(NT, ctx.last)
    return low if low is not None and low.level <= 2 else None


# After the later rules (which bid the game the points reach): the redoubler does not let their escape play
# undoubled below game, since the redouble said the hand is ours.
REDOUBLER_OWNS_THE_HAND: Final[tuple[Rule, ...]] = (
    Rule("the hand is ours: my five-card suit", always, lambda c: c.hcp >= 10, _my_strong_suit_low,
         "the redouble said the hand is ours: my five-card suit, rather than let their escape play"),
    Rule("the hand is ours: no trump", lambda c: _their_suit(c) != NT, lambda c: c.hcp >= 15 and c.stop[_their_suit(c)],
         _no_trump_at_two, "the redouble said the hand is ours: 15+ HCP and their suit stopped, no trump"),
    Rule("the hand is ours: double", lambda c: _their_level(c) <= 2, lambda c: c.hcp >= 15 and c.can_x, _X,
         "the redouble said the hand is ours: 15+ HCP, no suit to bid, their escape doubled for penalty"),
)


# Partner redoubled, they ran and partner doubled the escape: for penalty, the hand is ours; opener leaves it in.
OPENER_AFTER_REDOUBLER_DOUBLES: Final[tuple[Rule, ...]] = (
    Rule("pass the penalty double", always, always, _PASS,
         "partner redoubled and doubled their escape for penalty: pass, the penalty is our best score"),
)


def _penalty_of_their_suit(ctx: Ctx) -> bool:
    """Three or more cards with 3+ HCP in the suit they have bid (not no trump), and they are not doubled yet."""
    x = _their_suit(ctx)
    return x != NT and ctx.can_x and ctx.L[x] >= 3 and ctx.hand.suit_hcp[x] >= 3


def _opening_suit_again(ctx: Ctx) -> Call | None:
    """My opening suit at the cheapest level, the three level at most."""
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level <= 3 else None


# Partner doubled their two-suited bid over my opening (10+ HCP, the hand is ours): opener doubles their
# suit with trumps, rebids a six-card suit, or passes for partner to double.
OPENER_AFTER_VALUES_DOUBLE: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their suit", always, lambda c: _trumps_to_double(c) and c.L[_their_suit(c)] >= 4, _X,
         "penalty: partner's double showed the balance of strength, and I hold four good cards in their suit"),
    Rule("a six-card suit", lambda c: c.rho != _PASS, lambda c: c.L[c.seq[0] % 5] >= 6, _opening_suit_again,
         "a six-card suit again: it plays, it does not defend"),
    Rule("pass for partner", always, always, _PASS,
         "partner's double showed 10+ HCP: pass, leaving partner to double them or bid"),
)

# I doubled their two-suited bid, they have bid one of their suits and opener passed: the penalty is ours to take.
VALUES_DOUBLER_AGAIN: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their suit", always, _penalty_of_their_suit, _X,
         "penalty: my double showed the balance of strength, and I hold their suit"),
    Rule("opener's suit again", always, lambda c: c.L[c.seq[0] % 5] >= (3 if c.seq[0] % 5 in (H, S) else 4), _opening_suit_again,
         "support for partner's opening (three cards in a major, four in a minor) and no length in their suit: compete in it"),
    Rule("the hand is ours", always,
         lambda c: _their_suit(c) != NT and c.L[_their_suit(c)] >= 2 and c.hand.suit_hcp[_their_suit(c)] >= 4, _X,
         "opener's pass left their suit to me: my double showed the balance of strength, no support to compete with, "
         "two cards in their suit with an ace or king-queen: penalty"),
)


def after_values_double(ctx: Ctx) -> tuple[Rule, ...] | None:
    """The table when partner opened, I doubled their two-suited bid over it and they bid on (opener to call),
    or opener then passed their bid round to me; None otherwise."""
    calls, seq = ctx.calls, ctx.seq
    if len(seq) != 2 or seq[1] != _X or seq[0] % 5 == NT or seq[0].level != 1:
        return None
    over = ctx.before[1]
    if over is None or not their_two_suiter_over(seq[0], over):
        return None
    if ctx.mine == (True, False) and len(calls) >= 2 and calls[-2] == _X and calls[-3] == over:
        return OPENER_AFTER_VALUES_DOUBLE
    if (ctx.mine == (False, True) and len(calls) >= 5 and calls[-4] == _X and calls[-5] == over and calls[-3] < 35
            and calls[-2] == _PASS and calls[-1] == _PASS):
        return VALUES_DOUBLER_AGAIN
    return None


def after_our_redouble(ctx: Ctx) -> tuple[Rule, ...] | None:
    """The table when partner opened, I redoubled their takeout double and they ran (opener to call), or
    opener then passed (my turn), or I redoubled their double of my own opening and their escape came back
    to me (passed round, or run from again by the doubler); None otherwise."""
    calls = ctx.calls
    if (len(ctx.seq) == 3 and ctx.seq[1:] == (_XX, _X) and ctx.mine == (True, False, False) and ctx.seq[0] % 5 != NT
            and calls[-1] == _PASS and calls[-2] == _X):
        return OPENER_AFTER_REDOUBLER_DOUBLES
    if len(ctx.seq) != 2 or ctx.seq[1] != _XX or ctx.seq[0] % 5 == NT:
        return None
    if ctx.mine == (True, False) and len(calls) >= 2 and calls[-2] == _XX and calls[-1] < 35:
        return OPENER_AFTER_REDOUBLE
    if ctx.mine == (True, False) and calls[-2:] == (_XX, _PASS) and ctx.seq[0].level == 1:
        return OPENER_AFTER_REDOUBLE_PASSED
    if ctx.mine[1] and len(calls) >= 4 and calls[-4] == _XX and _escape_back_to_me(calls[-3:]):
        return REDOUBLER_AGAIN  # partner's opening or my own (1D P P X XX): their escape passed round to me, or run again
    return None


def _escape_back_to_me(calls: tuple[Call, ...]) -> bool:
    """The three calls since my redouble: their escape, partner's pass and a pass or another escape; or two passes
    and the doubler's own escape."""
    first, second, last = calls
    return second == _PASS and (first < _PASS and last <= _PASS or first == _PASS and last < _PASS)


# The takeout doubler after partner's cue bid ---------------------------------------------------


def _cheapest_major(ctx: Ctx) -> Call | None:
    """My cheaper unbid four-card major, at the cheapest level."""
    for s in (H, S):
        if s not in ctx.their_suits and ctx.L[s] >= 4:
            return cheapest(s, ctx.last)
    return None


def _cheapest_four_card_suit(ctx: Ctx) -> Call | None:
    """My longest unbid suit of four or more cards (the cheaper of equals), at the cheapest level."""
    options = [s for s in (C, D, H, S) if s not in ctx.their_suits and ctx.L[s] >= 4]
    if not options:
        return None
    return cheapest(max(options, key=lambda s: (ctx.L[s], -s)), ctx.last)


DOUBLER_AFTER_CUE: Final[tuple[Rule, ...]] = (
    Rule("a four-card major", always, always, _cheapest_major, "answers partner's cue bid: a four-card major, the cheaper first"),
    Rule("a long suit", always, always, _my_strong_suit, "answers partner's cue bid: a five-card suit"),
    Rule("no trump", always, lambda c: c.bal and all(c.stop[s] for s in set(c.their_suits)), lambda c: cheapest(NT, c.last),
         "answers partner's cue bid: no major, their suit stopped"),
    Rule("a four-card suit", always, always, _cheapest_four_card_suit, "answers partner's cue bid: no major, a four-card minor"),
)


def doubler_after_cue(ctx: Ctx) -> bool:
    """My takeout double was answered by partner's cue bid of their suit, RHO passing: my next turn."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] != _X or seq[1] >= 35 or ctx.rho != _PASS:
        return False
    return seq[1] % 5 in ctx.their_suits and ctx.last == seq[1]


# The overcaller after partner's advance in a new suit -----------------------------------------


def _raise_our_call(index: int) -> CallFn:
    """The suit of our side's call at ``index`` (partner's new suit) raised at the cheapest level, the four level
    at most."""
    def call(ctx: Ctx) -> Call | None:
        low = cheapest(ctx.seq[index] % 5, ctx.last)
        return low if low is not None and low.level <= 4 else None
    return call


def _my_suit_again_cheapest(ctx: Ctx) -> Call | None:
    """My overcalled suit at the cheapest level."""
    return cheapest(ctx.seq[0] % 5, ctx.last)


def _raise_advance(ctx: Ctx) -> Call | None:
    """Partner's new suit raised at the cheapest level, the three level at most."""
    s = ctx.seq[1] % 5
    low = cheapest(s, ctx.last)
    return low if low is not None and low.level <= 3 else None


def _jump_raise_advance(ctx: Ctx) -> Call | None:
    """Partner's new suit raised a level above the cheapest, no higher than game (four of a major, five of a minor)."""
    s = ctx.seq[1] % 5
    low = cheapest(s, ctx.last)
    game = 4 if s in (H, S) else 5
    return None if low is None or low.level > game else bid(min(low.level + 1, game), s)


def _sound_no_trump(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level, the two level at most: their suits stopped, no singleton."""
    low = cheapest(NT, ctx.last)
    return low if low is not None and low.level <= 2 and min(ctx.L) >= 2 and all(ctx.stop[s] for s in set(ctx.their_suits)) else None


OVERCALLER_AFTER_ADVANCE: Final[tuple[Rule, ...]] = (
    Rule("raise of the advance", always, lambda c: c.L[c.seq[1] % 5] >= 4 and 12 <= c.pts < 17, _raise_advance,
         "four cards in partner's new suit and a sound overcall: the fit found, a raise"),
    Rule("jump raise of the advance", always, lambda c: c.L[c.seq[1] % 5] >= 4 and c.pts >= 17, _jump_raise_advance,
         "four cards in partner's new suit and 17+ points: the fit found, a jump raise (at most game)"),
)

# After the later rules (which place a game the points reach): the sound overcaller does not pass partner's new suit.
OVERCALLER_SOUND_AFTER_ADVANCE: Final[tuple[Rule, ...]] = (
    Rule("six-card suit again, sound", always, lambda c: c.L[c.seq[0] % 5] >= 6 and c.hcp >= 14 and c.L[c.seq[1] % 5] <= 2,
         _own_suit_again, "partner's new suit does not force: a sound overcall (14+ HCP) with six cards and no fit rebids its suit"),
    Rule("three-card raise of the advance, sound", always,
         lambda c: c.hcp >= 13 and c.L[c.seq[1] % 5] == 3 and min(c.L) <= 1, _raise_advance,
         "partner's new suit does not force: a sound overcall (13+ HCP) with three cards in it and a singleton or void "
         "raises it"),
    Rule("three-card raise of a major advance, strong", always,
         lambda c: c.hcp >= 15 and c.L[c.seq[1] % 5] == 3 and c.seq[1] % 5 in (H, S), _raise_advance,
         "partner's new major does not force but promises five cards: a strong overcall (15+ HCP) with three of them "
         "has the eight-card fit and the values to raise"),
    Rule("no trump, sound", always, lambda c: c.hcp >= 15 and c.L[c.seq[1] % 5] <= 3, _sound_no_trump,
         "partner's new suit does not force: a sound overcall (15+ HCP), their suit stopped, no fit, shows the values in no trump"),
)


def overcaller_after_forcing_advance(ctx: Ctx) -> bool:
    """My weak jump overcall, partner's new suit no one had bid (not no trump) straight over it, RHO passing each
    time: partner's suit forces (``_forcing_suit_over_weak_jump``), my next turn. Only a suit below game and not a
    jump forces; a passed partner's new suit does not."""
    seq, calls = ctx.seq, ctx.calls
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[1] >= 35 or len(calls) < 4:
        return False
    if not _partner_weak_jump_in_a_suit(ctx) or ctx.rho != _PASS or ctx.last != seq[1] or calls[-4] != seq[0] or calls[-3] != _PASS:
        return False
    return (seq[1] % 5 not in (NT, seq[0] % 5) and seq[1] % 5 not in ctx.their_suits and _new_suit_forces(ctx, 1)
            and not _partner_passed_first(ctx))


def _new_suit_forces(ctx: Ctx, index: int) -> bool:
    """Partner's new suit (our side's call at ``index``) is the cheapest bid of it over the last bid before it, below
    game: a jump or a game bid places the contract, it does not ask me to bid again."""
    new = ctx.seq[index]
    return new == cheapest(new % 5, ctx.before[index]) and not is_game(new)


# Partner's new suit over my weak jump overcall forces one round: three cards in it raise, else my suit again.
OVERCALLER_AFTER_FORCING_ADVANCE: Final[tuple[Rule, ...]] = (
    Rule("raise of the forcing advance", always, lambda c: c.L[c.seq[1] % 5] >= 3, _raise_our_call(1),
         "partner's new suit over my weak jump forces: three cards in it, the raise at the cheapest level"),
    Rule("my suit again", always, always, _my_suit_again_cheapest,
         "partner's new suit over my weak jump forces: no fit for it, my six-card suit at the cheapest level"),
)


def overcaller_after_cue(ctx: Ctx) -> bool:
    """I made a simple overcall in a major (natural, not a jump), partner cue-bid their suit (a limit raise or
    better) and RHO passed: my next turn. (Partner's bid of my own major raises it, even after their cue bid of it.)"""
    seq, before = ctx.seq, ctx.before[0]
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[1] >= 35 or before is None:
        return False
    first = seq[0] % 5
    return (first in (H, S) and first not in ctx.theirs_before[0] and seq[0] == cheapest(first, before)
            and seq[1] % 5 in ctx.theirs_before[1] and seq[1] % 5 not in (NT, first) and ctx.rho == _PASS
            and ctx.last == seq[1])


# Partner's cue bid raised my major overcall (a limit raise or better): a minimum signs off at the cheapest level,
# more bids the game.
OVERCALLER_AFTER_CUE: Final[tuple[Rule, ...]] = (
    Rule("game after the cue-bid raise", always, lambda c: c.pts >= 14 - 3 * balanced_first(c), lambda c: bid(4, c.seq[0] % 5),
         "partner's cue bid is a limit raise or better: with 14+ points (length counted: 13 HCP with five cards, 12 with six; "
         "three fewer after my balancing overcall, which partner's cue bid already allowed for), game in my major"),
    Rule("minimum after the cue-bid raise", always, always, _my_suit_again_cheapest,
         "partner's cue bid is a limit raise or better: a minimum overcall bids its major at the cheapest level, "
         "partner goes on with more"),
)


def advancer_after_cue_answered(ctx: Ctx) -> bool:
    """Partner overcalled a major, I cue-bid their suit (a limit raise or better), partner rebid the major at the
    cheapest level (a minimum) and RHO passed: my next turn."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or any(c >= 35 for c in seq) or ctx.before[0] is None:
        return False
    major = seq[0] % 5
    return (major in (H, S) and major not in ctx.theirs_before[0] and seq[0] == cheapest(major, ctx.before[0])
            and seq[1] % 5 in ctx.theirs_before[1] and seq[1] % 5 not in (NT, major)
            and seq[2] == cheapest(major, seq[1]) and ctx.rho == _PASS and ctx.last == seq[2])


# Partner's minimum answer to my cue-bid raise: a limit raise passes (later rules), opening values bid the game.
ADVANCER_AFTER_CUE_ANSWERED: Final[tuple[Rule, ...]] = (
    Rule("game after the minimum answer", always, lambda c: c.L[c.seq[0] % 5] >= 3 and c.support_points(c.seq[0] % 5) >= 13,
         lambda c: bid(4, c.seq[0] % 5),
         "my cue bid promised a limit raise or better, partner's answer a minimum overcall: with 13+ support points, "
         "an opening bid opposite the overcall, game in partner's major"),
    Rule("my own suit after the cue bid without a fit", always, lambda c: c.L[c.seq[0] % 5] <= 2, _own_suit(5, top=3),
         "my cue bid had no fit for partner's major (17+ points): my own five-card suit now, forcing, not a pass of "
         "partner's minimum in a misfit"),
)


def advancer_after_cue_new_suit(ctx: Ctx) -> bool:
    """Partner overcalled a major, I cue-bid their suit (a limit raise or better), partner bid a new suit below game
    (not the minimum rebid of the major: more than a minimum) and RHO passed: my next turn."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or any(c >= 35 for c in seq) or ctx.before[0] is None:
        return False
    major, new = seq[0] % 5, seq[2] % 5
    return (major in (H, S) and major not in ctx.theirs_before[0] and seq[0] == cheapest(major, ctx.before[0])
            and seq[1] % 5 in ctx.theirs_before[1] and new not in (NT, major) and new not in ctx.their_suits
            and ctx.rho == _PASS and ctx.last == seq[2] and (seq[2].level, new) < (4, major))


# Partner's new suit after my cue-bid raise shows more than a minimum overcall: my limit raise or better makes game.
ADVANCER_AFTER_CUE_NEW_SUIT: Final[tuple[Rule, ...]] = (
    Rule("game after the overcaller's new suit", always, lambda c: c.L[c.seq[0] % 5] >= 3, lambda c: bid(4, c.seq[0] % 5),
         "my cue bid promised a limit raise or better, partner's new suit more than a minimum overcall: game in "
         "partner's major"),
)


def overcaller_after_cue_then_new_suit(ctx: Ctx) -> bool:
    """My major overcall, partner's cue bid, my minimum rebid of the major, and partner's new suit (the cue bid had
    no fit: ``ADVANCER_AFTER_CUE_ANSWERED``), RHO passing: the new suit, below game and not a jump, forces; my
    next turn."""
    seq = ctx.seq
    if len(seq) != 4 or ctx.mine != (True, False, True, False) or any(c >= 35 for c in seq) or ctx.before[0] is None:
        return False
    major, new = seq[0] % 5, seq[3] % 5
    return (major in (H, S) and seq[1] % 5 in ctx.theirs_before[1] and seq[2] == cheapest(major, seq[1])
            and new not in (NT, major) and new not in ctx.their_suits and _new_suit_forces(ctx, 3)
            and ctx.rho == _PASS and ctx.last == seq[3])


def _nt_with_their_suit_stopped(ctx: Ctx) -> Call | None:
    """No trump at the cheapest level, their suits stopped, no singleton."""
    low = cheapest(NT, ctx.last)
    return low if low is not None and min(ctx.L) >= 2 and _their_suits_stopped(ctx) else None


# Partner's new suit after the cue bid forces: three cards in it raise, a six-card major rebids, their suit stopped
# bids no trump, else the major again.
OVERCALLER_AFTER_CUE_THEN_NEW_SUIT: Final[tuple[Rule, ...]] = (
    Rule("raise of the new suit", always, lambda c: c.L[c.seq[3] % 5] >= 3, _raise_our_call(3),
         "partner's new suit after the cue bid forces: three cards in it, the raise"),
    Rule("six-card major again", always, lambda c: c.L[c.seq[0] % 5] >= 6, _my_suit_again_cheapest,
         "partner's new suit after the cue bid forces: no fit for it, my six-card major again"),
    Rule("no trump", always, always, _nt_with_their_suit_stopped,
         "partner's new suit after the cue bid forces: no fit for it, their suit stopped: no trump"),
    Rule("the major again", always, always, _my_suit_again_cheapest,
         "partner's new suit after the cue bid forces: no fit and their suit unstopped, my major again"),
)


def responder_after_cue_raise_answered(ctx: Ctx) -> bool:
    """Partner opened one of a major, they overcalled, I cue-bid their suit without a jump (a limit raise or better),
    partner bid the major again at the cheapest level (a minimum, declining the invitation) and RHO passed: my next
    turn."""
    seq, before = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    if len(seq) != 3 or ctx.mine != (False, True, False) or any(c >= 35 for c in seq) or before is None or before >= 35:
        return False
    major, cue = seq[0] % 5, seq[1] % 5
    return (major in (H, S) and seq[0].level == 1 and cue in ctx.theirs_before[1] and cue not in (NT, major)
            and seq[1] == cheapest(cue, before) and seq[2] == cheapest(major, seq[1]) and ctx.rho == _PASS
            and ctx.last == seq[2])


# Partner's minimum answer to my cue-bid raise of the major opened: the limit raise passes; an opening hand (13+ in
# support) goes on by the later rules.
RESPONDER_AFTER_CUE_RAISE_ANSWERED: Final[tuple[Rule, ...]] = (
    Rule("the limit raise passes the minimum", always, lambda c: c.support_points(c.seq[0] % 5) < 13, _PASS,
         "my cue bid showed a limit raise or better, partner's return to the major at the cheapest level a minimum "
         "that declines: with less than 13 support points, pass"),
)


def overcaller_after_advance(ctx: Ctx) -> bool:
    """I made a simple overcall (natural, not a jump), partner advanced in a suit no one had bid (not a
    cue bid), and RHO passed or bid on: my next turn."""
    seq, before, calls = ctx.seq, ctx.before[0], ctx.calls
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or seq[1] >= 35 or before is None:
        return False
    if not (ctx.rho == _PASS and ctx.last == seq[1] or ctx.rho is not None and ctx.rho < 35 and calls[-2] == seq[1]):
        return False  # partner's advance is the last bid, or RHO's bid came straight over it
    first, advance = seq[0] % 5, seq[1] % 5
    if NT in (first, advance) or first in ctx.their_suits or seq[0] != cheapest(first, before):
        return False
    return advance != first and advance not in ctx.their_suits


def overcaller_after_nt_advance(ctx: Ctx) -> bool:
    """I made a simple overcall in a suit (natural, not a jump), partner advanced in no trump at the cheapest level
    and RHO passed: my next turn."""
    seq, before = ctx.seq, ctx.before[0]
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] >= 35 or before is None:
        return False
    first = seq[0] % 5
    return (first != NT and first not in ctx.theirs_before[0] and seq[0] == cheapest(first, before)
            and seq[1] == cheapest(NT, seq[0]) and ctx.rho == _PASS and ctx.last == seq[1])


# Partner's 1NT advance denied a fit for my suit: a two-suiter shows its second suit (not forcing) rather than
# leave partner in no trump with a singleton.
OVERCALLER_AFTER_NT_ADVANCE: Final[tuple[Rule, ...]] = (
    Rule("second five-card suit", always, lambda c: min(c.L) <= 1, _second_suit_at_two,
         "partner's 1NT advance has no fit for my suit: five cards in a second suit and a singleton or void show it, "
         "not forcing"),
)


def overcaller_of_2nt_after_advance(ctx: Ctx) -> bool:
    """I overcalled their weak two with a natural 2NT straight over it (15–18), partner bid a new major at three
    (five cards, not forcing: 8+ HCP, too little for game alone) and RHO passed: my next turn."""
    seq, calls, at = ctx.seq, ctx.calls, ctx.first_ours
    if len(seq) != 2 or ctx.mine != (True, False) or seq[0] != B("2NT") or seq[1] >= 35 or at < 1:
        return False
    opened = calls[at - 1]
    if opened >= 35 or opened.level != 2 or opened % 5 == NT or ctx.their_bids != 1:
        return False
    advance = seq[1]
    return (advance.level == 3 and advance % 5 in (H, S) and advance % 5 not in ctx.their_suits
            and ctx.rho == _PASS and ctx.last == advance)


# Partner's five-card major at three over my 2NT overcall showed values (8+ HCP): with a fit and more than a
# minimum the 23+ points together bid the game.
OVERCALLER_OF_2NT_AFTER_ADVANCE: Final[tuple[Rule, ...]] = (
    Rule("game in partner's major", always, lambda c: c.L[c.seq[1] % 5] >= 3 and c.hcp >= 16,
         lambda c: bid(4, c.seq[1] % 5),
         "partner's five-card major and 8+ HCP opposite my 16–18 and three trumps: game"),
)


# My Michaels cue bid of their major showed the other major and a minor; partner's 2NT asks which.
MICHAELS_MINOR: Final[tuple[Rule, ...]] = (
    Rule("the minor of Michaels", always, always, lambda c: bid(3, C if c.L[C] > c.L[D] else D),
         "partner's 2NT asks for my minor: three of it"),
)


def overcallers_game_try(ctx: Ctx) -> bool:
    """Partner overcalled one of a major, I raised it to two, and partner's new suit below three of the major (RHO
    passing) tries for game, asking for help in that suit."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or ctx.last != seq[2] or ctx.rho != _PASS:
        return False
    major, tried = seq[0] % 5, seq[2] % 5
    return (major in (H, S) and seq[0].level == 1 and seq[1] == bid(2, major) and tried not in (NT, major)
            and tried not in ctx.their_suits and (seq[2].level, tried) < (3, major))


# Partner's new suit over my single raise of the major overcall is a game try: my raise showed 6-11 points, so the
# top of it accepts, or help in the suit with a little more than the least; else three of the major.
ANSWER_OVERCALLERS_GAME_TRY: Final[tuple[Rule, ...]] = (
    Rule("accept the overcaller's game try", always,
         lambda c: c.support_points(c.seq[0] % 5) >= 10 or c.support_points(c.seq[0] % 5) >= 8 and helps_game_try(c, c.seq[2] % 5),
         lambda c: bid(4, c.seq[0] % 5),
         "the top of the single raise, or help in the suit of the game try (shortness, the ace, the king or QJ): game"),
    Rule("decline the overcaller's game try", always, always, lambda c: bid(3, c.seq[0] % 5),
         "a minimum single raise without help in the suit of the game try: three of the major"),
)


def advancer_after_own_cue_answered(ctx: Ctx) -> bool:
    """Partner's takeout double, my cue bid of their suit (13+ points: game values), partner's answer below game and
    RHO passing: my next turn, which may not pass short of game."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] != _X or seq[1] >= 35 or seq[2] >= 35:
        return False
    return (seq[1] % 5 in ctx.theirs_before[1] and ctx.rho == _PASS and ctx.last == seq[2]
            and seq[2] % 5 != NT and not is_game(seq[2]))


def _game_in_answer_to_cue(ctx: Ctx) -> Call | None:
    """Game in partner's answer to my cue bid: a major with three cards or more, a minor with four."""
    suit = ctx.seq[2] % 5
    return bid(4 if suit in (H, S) else 5, suit) if ctx.L[suit] >= (3 if suit in (H, S) else 4) else None


# My cue bid over partner's takeout double promised game values: a misfit at two is not a place to stop. Their suit
# stopped: 3NT; a fit for partner's answer: game in it; else my own four-card suit, forcing, looking for either.
ADVANCER_AFTER_OWN_CUE_ANSWERED: Final[tuple[Rule, ...]] = (
    Rule("3NT after the cue bid", always, lambda c: all(c.stop[s] for s in set(c.their_suits)), _3NT,
         "my cue bid showed game values: their suit stopped, 3NT"),
    Rule("game in partner's answer", always, always, _game_in_answer_to_cue,
         "my cue bid showed game values: three cards in partner's major (four in a minor), game in it"),
    Rule("my own suit after the cue bid", always, always, _own_suit(4, top=3),
         "my cue bid showed game values: no fit yet and their suit unstopped, my own four-card suit, forcing"),
)


def doubler_after_cue_then_new_suit(ctx: Ctx) -> bool:
    """My takeout double, partner's cue bid (game values), my answer, and partner's new suit below game (no fit for
    my answer, their suit unstopped), RHO passing: the new suit forces, my next turn."""
    seq = ctx.seq
    if len(seq) != 4 or ctx.mine != (True, False, True, False) or seq[0] != _X or any(c >= 35 for c in seq[1:]):
        return False
    new = seq[3] % 5
    return (seq[1] % 5 in ctx.theirs_before[1] and new not in (NT, seq[2] % 5) and new not in ctx.their_suits
            and ctx.rho == _PASS and ctx.last == seq[3] and not is_game(seq[3]))


def _game_in_partners_new_suit(ctx: Ctx) -> Call | None:
    suit = ctx.seq[3] % 5
    return bid(4 if suit in (H, S) else 5, suit) if ctx.L[suit] >= 4 else None


# Partner's new suit after the cue bid and my answer forces to game: their suit stopped, 3NT; four cards in partner's
# suit, game in it; else 3NT, the game the values call for.
DOUBLER_AFTER_CUE_THEN_NEW_SUIT: Final[tuple[Rule, ...]] = (
    Rule("3NT with their suit stopped", always, lambda c: all(c.stop[s] for s in set(c.their_suits)), _3NT,
         "partner's cue bid showed game values and the new suit denies their suit stopped: my stopper, 3NT"),
    Rule("game in partner's new suit", always, always, _game_in_partners_new_suit,
         "partner's cue bid showed game values: four cards in partner's new suit, game in it"),
    Rule("3NT, no fit", always, always, _3NT, "partner's cue bid showed game values and no fit has come: 3NT"),
)


def michaels_clubs_to_correct(ctx: Ctx) -> bool:
    """I cue-bid their one of a major (Michaels), partner bid 3C and RHO passed: partner, without a fit for my
    major, plays in my minor, clubs or diamonds (pass or correct)."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[1] == B("3C") and ctx.last == seq[1] and ctx.rho == _PASS
            and _michaels_over_a_major(ctx))


# Partner's 3C over my Michaels cue bid of their major is pass or correct: my minor is the trump suit.
MICHAELS_PASS_OR_CORRECT: Final[tuple[Rule, ...]] = (
    Rule("correct to the diamonds", always, lambda c: c.L[D] > c.L[C], B("3D"),
         "partner's 3C is pass or correct: my minor is diamonds"),
    Rule("pass the clubs", always, always, _PASS, "partner's 3C is pass or correct: my minor is clubs"),
)


# Partner named the minor of the Michaels cue bid over my 2NT: the ask has found our suit.
ADVANCER_AFTER_MICHAELS_MINOR: Final[tuple[Rule, ...]] = (
    Rule("3NT after the minor", always, lambda c: c.hcp >= 13 and all(c.stop[s] for s in set(c.their_suits)), B("3NT"),
         "game: 13+ HCP and their suit stopped, partner's two suits for tricks"),
    Rule("pass the minor", always, always, _PASS, "my 2NT asked for partner's minor to play there"),
)


def michaels_minor_named(ctx: Ctx) -> bool:
    """Partner cue-bid their one of a major (Michaels), my 2NT asked for the minor, partner named it at
    three and RHO passed: my turn."""
    seq = ctx.seq
    return (len(seq) == 3 and ctx.mine == (False, True, False) and seq[1] == B("2NT") and ctx.rho == _PASS
            and ctx.last == seq[2] and seq[2] in (B("3C"), B("3D")) and _michaels_over_a_major(ctx))


def michaels_minor_asked(ctx: Ctx) -> bool:
    """I cue-bid their one of a major (Michaels), partner bid 2NT and RHO passed: my turn to name the minor."""
    seq = ctx.seq
    return (len(seq) == 2 and ctx.mine == (True, False) and seq[1] == B("2NT") and ctx.last == seq[1] and ctx.rho == _PASS
            and _michaels_over_a_major(ctx))


def _michaels_over_a_major(ctx: Ctx) -> bool:
    """Our side's first call was the cue bid of their one of a major (Michaels): the other major and a minor."""
    return ctx.seq[0] % 5 in (H, S) and bool(our_two_suiter(ctx))


# Their freely bid game, our side silent -------------------------------------------------------


def their_game_doubles(ctx: Ctx) -> bool:
    """RHO has just bid game in a suit, undoubled, our side passing throughout."""
    last = ctx.last
    return (last is not None and ctx.can_x and not ctx.seq and ctx.rho == last and last % 5 != NT
            and last.level == (4 if last % 5 in (H, S) else 5))


def _sets_their_game(ctx: Ctx) -> bool:
    """Two tricks in their trumps (four cards headed by two of the top honours) and two aces or
    their worth outside: their game should fail."""
    x = _their_suit(ctx)
    return ctx.L[x] >= 4 and ctx.hand.suit_hcp[x] >= 5 and _defence(ctx, x) >= 4


def _spades_over_their_heart_game(ctx: Ctx) -> bool:
    """They bid 4H in two calls or more (opened and raised: the values are theirs), and I hold a good seven-card
    spade suit (two of the top three honours, or three of the top five), a singleton or void heart, and 6+ HCP,
    unless vulnerable against not: 4S may make, and doubled it seldom costs more than their game."""
    return (ctx.their_bids >= 2 and ctx.last == _4H and ctx.L[S] >= 7 and ctx.hand.good[S] and ctx.L[H] <= 1
            and ctx.hcp >= 6 and not _unfavourable(ctx))


PENALTY_OF_THEIR_GAME: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their game", always, _sets_their_game, _X,
         "penalty: trump tricks behind their bid and aces outside"),
    Rule("4S over their 4H", always, _spades_over_their_heart_game, B("4S"),
         "natural: a good seven-card spade suit, short hearts, unless vulnerable against not: to make, or a cheap save"),
)


def their_game_over_partners_overcall(ctx: Ctx) -> bool:
    """Partner's suit overcall is our side's only bid, I have passed since, and they have bid game in their own
    suit (four of a major, five of a minor), undoubled: my turn to double it or not."""
    last, seq = ctx.last, ctx.seq
    if last is None or not ctx.can_x or len(seq) != 1 or ctx.mine[0] or ctx.first_turn_since_ours:
        return False
    overcall, trump = seq[0], last % 5
    return (overcall < 35 and overcall % 5 not in (NT, trump) and trump != NT and ctx.their_bids >= 2
            and last.level == (4 if trump in (H, S) else 5))


def _trump_stack_with_values(ctx: Ctx) -> bool:
    """Four or more of their trumps with two of the top four honours, 11+ HCP and an ace and a king or their worth
    outside: with partner's overcall the values are ours, and their trumps break badly."""
    x = _their_suit(ctx)
    return ctx.L[x] >= 4 and ctx.hand.suit_hcp[x] >= 4 and ctx.hcp >= 11 and _defence(ctx, x) >= 3


# Partner overcalled and they bid game in their fit: a trump stack and the balance of strength double it.
PENALTY_OF_THEIR_GAME_OVER_OVERCALL: Final[tuple[Rule, ...]] = (
    Rule("penalty double of their game over the overcall", always, _trump_stack_with_values, _X,
         "penalty: four of their trumps with two honours, and with partner's overcall the balance of strength"),
)
