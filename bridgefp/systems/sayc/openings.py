"""Opening bids (the booklet's "Opening bids"): five-card majors, the better minor, 1NT 15–17,
2NT 20–21, 3NT 25–27, a strong artificial 2C, weak twos in D/H/S, preempts."""

from __future__ import annotations

from typing import Final

from functools import lru_cache

from ...calls import Call
from ...cards import SUIT_MASK
from .context import B, C, D, H, S, Ctx, Rule, always, bid

__all__ = ["OPENINGS", "opening_suit", "opens"]


def opens(ctx: Ctx) -> bool:
    """Strong enough to open one of a suit in this seat.

    First and second seat: the Rule of 20 (HCP plus the two longest suits) with 10+ HCP, or 13+
    points with 11+ HCP (a 10-count whose seven-card suit makes the points alone preempts). Third
    seat may open a point lighter with a five-card suit, any 12 HCP (partner has passed: a part
    score is at stake), and 10+ HCP with a good five-card major, for the lead; but not a hand that
    has a weak two (``_third_seat_light``). Fourth seat: the Rule
    of 15 (HCP plus spades), so a part score is not given away; but a six-card suit with 12+ HCP
    opens anyway (its length competes with their spades).
    """
    two_longest = sum(sorted(ctx.L)[2:])
    if ctx.position == 4:
        return ctx.hcp >= 10 and ctx.hcp + ctx.L[S] >= 15 or ctx.hcp >= 12 and max(ctx.L) >= 6
    if ctx.position == 3 and (ctx.hcp >= 12 or _third_seat_light(ctx)):
        return True
    return ctx.pts >= 13 and ctx.hcp >= 11 or (ctx.hcp >= 10 and ctx.hcp + two_longest >= 20)


def _third_seat_light(ctx: Ctx) -> bool:
    """Third seat, 10+ HCP: a point short of the Rule of 20 with a five-card suit, or a good five-card major (two of
    the top three honours, or three of the top five), opens light, as a sound overcall would: the lead is directed
    and partner, a passed hand, bids no higher. A hand with a weak two opens that instead: the six-card suit directs
    the lead as well and takes their room (a full opening by the Rule of 20 still opens one)."""
    if ctx.hcp < 10 or _weak_two(ctx) is not None:
        return False
    two_longest = sum(sorted(ctx.L)[2:])
    return max(ctx.L) >= 5 and ctx.hcp + two_longest >= 19 or any(ctx.L[m] >= 5 and ctx.hand.good[m] for m in (H, S))


def opening_suit(ctx: Ctx) -> int:
    """A five-card major (the longer; 5-5 the higher) unless a minor is longer; else the better minor."""
    lengths = ctx.L
    longest = max(lengths)
    if longest >= 5:
        tied = [s for s in (C, D, H, S) if lengths[s] == longest]
        return tied[-1]
    return better_minor(ctx)


def better_minor(ctx: Ctx) -> int:
    """The longer minor; 3-3 clubs, 4-4 diamonds."""
    c, d = ctx.L[C], ctx.L[D]
    if c != d:
        return C if c > d else D
    return D if c >= 4 else C


def _one_of_a_suit(ctx: Ctx) -> Call | None:
    return bid(1, opening_suit(ctx))


def _weak_suit(ctx: Ctx, length: int, at_least: bool = False) -> int | None:
    """The suit of a preempt: exactly (or at least) ``length`` cards, with two honours, one of them the queen or
    higher (J 10 sixth is no suit to preempt in: the values are outside)."""
    for s in (S, H, D, C):
        n = ctx.L[s]
        if (n == length or (at_least and n > length)) and ctx.hand.top[s] >= 2 and ctx.hand.suit_hcp[s] >= 2:
            return s
    return None


def _weak_two(ctx: Ctx) -> Call | None:
    suit = _weak_suit(ctx, 6)
    if suit is None or suit == C or any(ctx.L[major] >= 4 for major in (H, S) if major != suit):
        return None  # no weak two with a four-card major on the side
    return bid(2, suit) if _sound_weak_two_suit(ctx, suit) else None


def _sound_weak_two_suit(ctx: Ctx, suit: int) -> bool:
    """Vulnerable against not, the weak two's suit is sound (``_sound_suit``): QT8653 doubled goes three down for 800
    against their part score."""
    return not (ctx.we_vul and not ctx.they_vul) or _sound_suit(ctx, suit)


def _sound_suit(ctx: Ctx, suit: int) -> bool:
    """A suit sound enough to preempt in vulnerable against not, at two or higher: two of the top three honours,
    three of the top five, or 4+ HCP in it (KJ, AJ)."""
    return ctx.hand.good[suit] or ctx.hand.suit_hcp[suit] >= 4


def _three_level(ctx: Ctx) -> Call | None:
    suit = _weak_suit(ctx, 7)
    if suit is None:
        suit = _thin_suit_white_on_red(ctx)
    return None if suit is None else bid(3, suit)


def _thin_suit_white_on_red(ctx: Ctx) -> int | None:
    """Not vulnerable against vulnerable, a seven-card suit headed by the queen or better preempts at three though
    it holds that one honour (Q976532): three down doubled costs 500, less than their vulnerable game, and the
    preempt takes their room when they are most likely to hold the deal."""
    if ctx.we_vul or not ctx.they_vul:
        return None
    for s in (S, H, D, C):
        if ctx.L[s] == 7 and ctx.hand.suit_hcp[s] >= 2:
            return s
    return None


def _four_level(ctx: Ctx) -> Call | None:
    suit = _weak_suit(ctx, 8, at_least=True)
    if suit is None:
        return None
    return bid(4, suit) if suit in (H, S) else bid(5 if ctx.L[suit] >= 9 else 4, suit)


@lru_cache(maxsize=None)
def _suit_half_tricks(bits: int) -> int:
    """A suit's playing tricks, in halves. A long suit (five cards or more): its length less its losers among the
    top three cards, and a half less without all of A K Q J. A short suit: its ace, a king with the ace or the
    queen, a queen with both."""
    a, k, q, j = (bits >> 12 & 1, bits >> 11 & 1, bits >> 10 & 1, bits >> 9 & 1)
    n = bits.bit_count()
    if n >= 5:
        return 2 * (n - (3 - a - k - q)) - (0 if a and k and q and j else 1)
    return 2 * (a + (k & (a | q)) + (q & a & k))


TRICKS_FOR_2C: Final = {H: 9, S: 9, C: 10, D: 10}  # playing tricks that open 2C, by the longest suit: game in it is near
HCP_FOR_2C_ON_TRICKS: Final = 16  # the high cards a 2C opening on playing tricks still needs


def _playing_tricks_for_2c(ctx: Ctx) -> bool:
    """Nine playing tricks with a long major, ten with a long minor (the booklet's "playing equivalent" of
    22 HCP), and 16+ HCP: game is near opposite nothing, and a one-level opening could be passed out."""
    if ctx.hcp < HCP_FOR_2C_ON_TRICKS:
        return False
    halves = sum(_suit_half_tricks(ctx.mask >> 13 * s & SUIT_MASK) for s in (C, D, H, S))
    return halves >= 2 * TRICKS_FOR_2C[ctx.longest()]


def _strong_2c(ctx: Ctx) -> bool:
    return ctx.hcp >= 22 or (ctx.pts >= 23 and max(ctx.L) >= 5) or _playing_tricks_for_2c(ctx)


def _nt_shape(ctx: Ctx) -> bool:
    return ctx.bal


def _not_fourth(ctx: Ctx) -> bool:
    return ctx.position < 4


def _anyway(ctx: Ctx) -> bool:
    return True


def _sound_when_unfavourable(ctx: Ctx) -> bool:
    """Vulnerable against not, a preempt's long suit is sound, as a weak two's (``_sound_suit``): doubled, a broken
    suit such as QT86532 goes three or four down, 800 or more against their part score."""
    long_suit = max((C, D, H, S), key=lambda s: ctx.L[s])
    return not (ctx.we_vul and not ctx.they_vul) or _sound_suit(ctx, long_suit)


LIGHT_PREEMPT_HCP: Final = 3  # the fewest HCP a good seven-card suit preempts with, not vulnerable, partner passed or they vulnerable


def _preempt_strength(ctx: Ctx) -> bool:
    if ctx.position >= 4 or opens(ctx):
        return False
    return 5 <= ctx.hcp <= 10 and _sound_when_unfavourable(ctx) or _light_preempt(ctx)


def _light_preempt(ctx: Ctx) -> bool:
    """Not vulnerable, in third seat or against vulnerable opponents, a good seven-card suit (two of the top three
    honours or three of the top five) with 3–4 HCP, 3+ of them in it, preempts at three: the values are in the suit, so
    doubled it costs little, and partner's pass (or their vulnerability) makes their game or slam the likely
    result."""
    if ctx.we_vul or not (ctx.position == 3 or ctx.they_vul) or not LIGHT_PREEMPT_HCP <= ctx.hcp < 5:
        return False
    return any(ctx.L[s] == 7 and ctx.hand.good[s] and ctx.hand.suit_hcp[s] >= LIGHT_PREEMPT_HCP for s in (C, D, H, S))


def _eight_card_preempt_strength(ctx: Ctx) -> bool:
    """An eight-card suit with 5–10 HCP preempts at four, though its length points would open it at one."""
    return 5 <= ctx.hcp <= 10 and max(ctx.L) >= 8 and ctx.position < 4 and _sound_when_unfavourable(ctx)


OPENINGS: Final[tuple[Rule, ...]] = (
    Rule("3NT opening", _anyway, lambda c: 25 <= c.hcp <= 27 and _nt_shape(c), B("3NT"),
         "25–27 HCP, balanced"),
    Rule("strong 2C", _anyway, _strong_2c, B("2C"),
         "strong and artificial: 22+ HCP, 23+ points with a five-card suit, or 16+ HCP and nine playing tricks (ten "
         "with a long minor)"),
    Rule("2NT opening", _anyway, lambda c: 20 <= c.hcp <= 21 and _nt_shape(c), B("2NT"),
         "20–21 HCP, balanced"),
    Rule("1NT opening", _anyway, lambda c: 15 <= c.hcp <= 17 and _nt_shape(c), B("1NT"),
         "15–17 HCP, balanced"),
    Rule("preempt at four", _not_fourth, _eight_card_preempt_strength, _four_level,
         "preempt: an eight-card suit, weak"),
    Rule("one of a suit", _anyway, opens, _one_of_a_suit,
         "12–21 points: a five-card major, else the better minor (three cards or more)"),
    Rule("weak two", _not_fourth, lambda c: 5 <= c.hcp <= 11 and not opens(c), _weak_two,
         "weak two: a good six-card suit, 5–11 HCP"),
    Rule("preempt at three", _not_fourth, _preempt_strength, _three_level,
         "preempt: a seven-card suit, weak (vulnerable against not, a sound one: two of the top three honours, three of the top five, or 4+ HCP in it; "
         "not vulnerable against vulnerable, the queen or better heading it is enough)"),
    Rule("preempt at four", _not_fourth, _preempt_strength, _four_level,
         "preempt: an eight-card suit, weak (vulnerable against not, a sound one: two of the top three honours, three of the top five, or 4+ HCP in it)"),
    Rule("no opening", _anyway, always, Call(35),
         "too weak to open one of a suit (the Rule of 20; in third seat a point lighter or a good five-card major, in fourth the Rule of 15 "
         "or a six-card suit with 12+ HCP) "
         "and no good long suit to preempt"),
)
