"""What partner's calls have shown, read from the auction: the least points, suit lengths, aces asked.

The booklet's meanings, reduced to numbers the later rules add up: an opening of one of a
suit shows 12+ points, a 1NT response 6+, a two-over-one 11+, a jump shift 19+; a suit bid
shows four cards (a major opening or an overcall five, a rebid of it one more).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, NamedTuple

from ...calls import CALLS, Call
from .context import (
    C, D, H, NT, S, Ctx, artificial_last, is_game, minors_2nt, strong_2c_last, their_two_suiter_over, two_suiter_suits,
)

__all__ = [
    "Shown", "partner_shown", "balanced_first", "answer_over_double", "weak_jump_shift_over_double",
    "cue_raise_over_unusual_2nt", "other_major_over_unusual_2nt", "artificial", "first_over",
]

_DOUBLE: Final = 36
_REDOUBLE: Final = 37
_PASS_INDEX: Final = 35

# The least points of the first call of an opening side: keyed by the call's text.
_OPENING_MIN: Final = {"1NT": 15, "2NT": 20, "3NT": 25, "2C": 22}
# The least an answer to a strong 2C shows: a waiting 2D nothing, anything else a positive.
_OVER_2C: Final = {"2D": 0}


# Conventional calls: the suit they show (five cards), or -1 for none.
_ARTIFICIAL: Final = {
    "2C": -1, "2C 2D": -1, "1NT 2C": -1, "1NT 2D": H, "1NT 2H": S, "1NT 2S": -1, "2NT 3C": -1, "2NT 3D": H,
    "2NT 3H": S, "1NT 4C": -1, "2NT 4C": -1, "1NT 2C 2D": -1, "2NT 3C 3D": -1,
    "1H 2NT": H + 10, "1S 2NT": S + 10,  # Jacoby 2NT: four trumps
    # a transfer accepted (two cards or more), or super-accepted (four)
    "1NT 2D 2H": -1, "1NT 2H 2S": -1, "2NT 3D 3H": -1, "2NT 3H 3S": -1, "1NT 2D 3H": H + 10, "1NT 2H 3S": S + 10,
    "1NT 2C 2H": H + 10, "1NT 2C 2S": S + 10, "2NT 3C 3H": H + 10, "2NT 3C 3S": S + 10,
    # the minor sign-off's forced 3C: no clubs beyond the no trump's two
    "1NT 2S 3C": -1,
    # Jacoby 2NT answered with a good five-card second suit at four, or with a shortness
    "1H 2NT 4C": C, "1H 2NT 4D": D, "1S 2NT 4C": C, "1S 2NT 4D": D, "1S 2NT 4H": H,
    "1H 2NT 3C": -1, "1H 2NT 3D": -1, "1H 2NT 3S": -1, "1S 2NT 3C": -1, "1S 2NT 3D": -1, "1S 2NT 3H": -1,
    # 2C answered: waiting, or positive
    "2C 2NT": -1,
    # Stayman answered 2D (3D): responder's major at two invites, at three forces, five cards either way
    "1NT 2C 2D 2H": H, "1NT 2C 2D 2S": S, "1NT 2C 2D 3H": H, "1NT 2C 2D 3S": S, "2NT 3C 3D 3H": H, "2NT 3C 3D 3S": S,
    # 1NT 3C/3D: a six-card minor (five at least); 2C 2D then a suit: five cards or more
    "1NT 3C": C, "1NT 3D": D, "2C 2D 2H": H, "2C 2D 2S": S, "2C 2D 3C": C, "2C 2D 3D": D,
    # a weak two's answer to 2NT: three of its suit a minimum, another suit a feature (an ace or king)
    **{f"2{w} 2NT 3{x}": -1 for w in "DHS" for x in "CDHS"},
}
# The same, keyed by the calls themselves (the table's own objects, so a lookup compares no text).
_ARTIFICIAL_BY_CALLS: Final = {tuple(CALLS[Call.parse(t)] for t in key.split()): suit for key, suit in _ARTIFICIAL.items()}
_2C_2D_2NT: Final = tuple(CALLS[Call.parse(t)] for t in ("2C", "2D", "2NT"))
_2C_2D: Final = _2C_2D_2NT[:2]
# Our 25–27 no trump (3NT, or 2C 2D 3NT), and the transfers straight over it (4D for hearts, 4H for spades).
_25_27: Final = (tuple(CALLS[Call.parse(t)] for t in ("3NT",)), tuple(CALLS[Call.parse(t)] for t in ("2C", "2D", "3NT")))
_TRANSFERS_OVER_3NT: Final = (CALLS[Call.parse("4D")], CALLS[Call.parse("4H")])
_4NT: Final = Call.parse("4NT")
_2NT: Final = Call.parse("2NT")
_3NT: Final = Call.parse("3NT")
_3C: Final = Call.parse("3C")
_1NT: Final = Call.parse("1NT")
_BALANCING_1NT: Final = 11  # 1NT in the pass-out seat over their bid: 11–14 HCP
_BALANCING_2NT: Final = 14  # 2NT in the pass-out seat over their weak two: 14–17 HCP
_BALANCING_JUMP: Final = 12  # a jump in a suit in the pass-out seat over their one-bid: intermediate, 12–16 HCP
_FREE_ANSWER: Final = 6  # an answer to partner's takeout double bid freely over their bid: 6+ points
_BALANCING_DOUBLE: Final = 8  # a takeout double in the pass-out seat: 8+ HCP (9+, or 8 with shortness in their suit)
_ASKS: Final = (Call.parse("4C"), _4NT)
_5NT: Final = Call.parse("5NT")
_KINGS_ASKS: Final = (Call.parse("5C"), _5NT)  # after Gerber's answer, after Blackwood's


# Opener's rebid over Jacoby 2NT: three of the major 18+ HCP, 3NT 15–17 HCP (a shortness or game: a minimum).
_JACOBY_REBID: Final = {"1H 2NT 3H": 18, "1S 2NT 3S": 18, "1H 2NT 3NT": 15, "1S 2NT 3NT": 15}
# A shortness shown over Jacoby 2NT is worth a trick with the nine-card fit: counted as two points more.
_JACOBY_REBID.update({f"1{m} 2NT 3{s}": 14 for m in "HS" for s in "CDHS" if s != m})
# A good five-card second suit at four over Jacoby 2NT: no jump shift, a source of tricks counted as the shortness is.
_JACOBY_SECOND_SUIT: Final = {"1H 2NT 4C": 14, "1H 2NT 4D": 14, "1S 2NT 4C": 14, "1S 2NT 4D": 14, "1S 2NT 4H": 14}

# The least a response to 1NT shows (five fewer for each level of the no-trump bid).
_OVER_NT: Final = {"2C": 8, "2NT": 8, "3C": 6, "3D": 6, "3NT": 10, "4NT": 16, "6NT": 18, "7NT": 22}


def _by_call(table: dict[str, int]) -> dict[Call, int]:
    """A table keyed by the calls themselves (the table of calls' own objects): no text to build."""
    return {CALLS[Call.parse(text)]: n for text, n in table.items()}


_OPENING_MIN_BY_CALL: Final = _by_call(_OPENING_MIN)
_OVER_2C_BY_CALL: Final = _by_call(_OVER_2C)
_OVER_NT_BY_CALL: Final = _by_call(_OVER_NT)
_2C: Final = CALLS[Call.parse("2C")]
_1S: Final = CALLS[Call.parse("1S")]
_2H: Final = CALLS[Call.parse("2H")]


class Shown(NamedTuple):
    least: int  # the least points partner has shown
    lengths: tuple[int, int, int, int]  # the least length partner has shown in each suit
    balanced: bool


@lru_cache(maxsize=65536)
def _read(
    seq: tuple[Call, ...], mine: tuple[bool, ...], opened_by_us: bool | None, theirs_before: tuple[tuple[int, ...], ...],
    befores: tuple[Call | None, ...], responder_passed: bool = False, answer_over_double: bool = False,
    balanced_first: bool = False, first_over: int = 0,
) -> Shown:
    """What each of us has shown (``responder_passed``: our side opened after the responder passed;
    ``answer_over_double``: the answer to our opening came straight over their takeout double;
    ``balanced_first``: our side's first call came in the pass-out seat over their bid, where 1NT is 11–14;
    ``first_over``: what our side's first call came over, ``_OVER_ARTIFICIAL`` or ``_OVER_STRONG_2C``, else 0)."""
    least = [0, 0]  # partner's, mine
    most = [40, 40]  # the most a limiting answer (a single raise, 1NT, a limit raise) left each of us
    lengths = [0, 0, 0, 0]
    balanced = False
    mine_suits: list[int] = []  # my natural suits, in the order I bid them
    raised: set[int] = set()  # partner's opened suit I have raised by the cue bid: partner's return to it shows no more
    last: Call | None = None
    alternating = True  # the partners have taken turns up to this call
    for i, (call, by_me) in enumerate(zip(seq, mine)):
        # The booklet's first rounds (opening, response, rebid) hold while the partners take turns.
        alternating = alternating and (i == 0 or mine[i - 1] != by_me)
        # Past the first rounds a call is read by its bidder: opener's turns even, responder's odd.
        turn = i if alternating else 10 + 2 * i + (by_me != mine[0])
        shown = 0 if _signs_off(seq, mine, i, turn, opened_by_us) else min(_least_of(
            call, turn, opened_by_us, befores[i], last, least[not by_me], balanced_first), _after_passing_most(seq, mine, i))
        if turn == 1 and opened_by_us:
            shown = _answer_in_its_setting(call, seq[0], befores[1], shown, responder_passed, answer_over_double)
            most[by_me] = _answer_most(call, seq[0], befores[1], answer_over_double, responder_passed)
        if turn == 3 and opened_by_us:
            shown = _responder_rebid_least(seq, befores, shown)
        if turn == 2 and opened_by_us:
            shown = max(shown, _opener_rebid_least(seq, befores[i], answer_over_double))
        if turn <= 2 and not opened_by_us:
            shown = _defender_least(seq, i, call, befores, theirs_before, shown, first_over)
        over_michaels = _over_michaels_raise(seq, i, theirs_before[i], opened_by_us, befores[i])
        _note_lead_double(call, i, by_me, first_over, befores[0], lengths)
        if by_me:
            _note_my_call(seq, i, lengths, mine_suits, raised, opened_by_us, befores, theirs_before[i], over_michaels)
        elif (other_major := _other_major_cue(seq, i, theirs_before[i], opened_by_us, befores[i])) is not None:
            shown = _note_other_major(lengths, other_major, shown)
        elif _control_cue_bid(seq, mine, i) or i == 3 and opened_by_us and not theirs_before[i] and _fourth_suit(seq):
            pass  # a control, or the fourth suit at two or higher (it asks for a stopper): no length
        elif mine_suits and (_cue_bid_raise(call, theirs_before[i], mine_suits) and not _own_suit_before(seq, mine, i, theirs_before)
                             or over_michaels):
            shown = max(shown, 10)  # over our minor opening the cue-bid raise promises four trumps
            lengths[mine_suits[0]] = max(lengths[mine_suits[0]], 4 if opened_by_us and mine_suits[0] in (C, D) else 3)
        else:
            held = lengths[:]
            balanced = _partner_call(seq, i, call, lengths, balanced, mine_suits, set(theirs_before[i]), opened_by_us, befores,
                                     None if mine[0] else theirs_before[0])
            _keep_raised_length(call, held, lengths, raised, befores[i] == seq[i - 1] and not _jumped_below_game(call, befores[i]))
            balanced = _note_minor_raise_over_double(seq, i, answer_over_double, held, lengths, balanced)
            _note_preemptive_jump_raise(seq, i, call, mine_suits, befores, answer_over_double, lengths)
        least[by_me] = min(max(least[by_me], shown), most[by_me])
        last = call  # our side's last call, a double included (passes are not in the sequence)
    return Shown(least[0], (lengths[0], lengths[1], lengths[2], lengths[3]), balanced)


def _note_my_call(
    seq: tuple[Call, ...], i: int, lengths: list[int], mine_suits: list[int], raised: set[int], opened_by_us: bool | None,
    befores: tuple[Call | None, ...], theirs: tuple[int, ...], over_michaels: bool,
) -> None:
    """My call as partner reads it: the cue-bid raise of partner's opened suit, or a natural suit partner has not bid
    first (partner's bid of it is support)."""
    call = seq[i]
    two_suits = _two_suiter_shown(seq, i, opened_by_us, befores[i], theirs)
    other_major = _other_major_cue(seq, i, theirs, opened_by_us, befores[i])
    if two_suits:
        mine_suits.extend(two_suits)  # my two-suiter's suits: partner's bid of one is a preference
    elif other_major is not None:
        mine_suits.append(other_major)  # the other major by the cue bid over their unusual 2NT
    elif _my_cue_bid_raise(seq, i, opened_by_us, theirs) or over_michaels:
        raised.add(seq[0] % 5)  # the cue-bid raise, over their natural overcall or their two-suiter
    elif call < 35 and call % 5 != NT and lengths[call % 5] == 0 and call % 5 not in mine_suits and (
            artificial(seq, i, opened_by_us, befores) is None) and not over_michaels:
        mine_suits.append(call % 5)


def _my_cue_bid_raise(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, theirs: tuple[int, ...]) -> bool:
    """My answer to partner's one of a suit was the cue bid of their overcall: a limit raise or better of partner's suit."""
    call = seq[i]
    return (i == 1 and bool(opened_by_us) and seq[0].level == 1 and seq[0] % 5 != NT and call < 35 and call % 5 != NT
            and call % 5 in theirs and call % 5 != seq[0] % 5)


def _jumped_below_game(call: Call, before: Call | None) -> bool:
    """``call`` skipped a level and stopped short of game."""
    return _jumped(call, before) and not is_game(call)


def _keep_raised_length(call: Call, held: list[int], lengths: list[int], raised: set[int], cheapest_over_mine: bool) -> None:
    """Partner's return to the suit my cue bid raised straight over it, at the cheapest level (1S (2D) 3D P 3S, the
    minimum; over their two-suiter 1H (2NT) 3C P 3H, 1H (2H) 2S P 3H, 1C (2C) 2H P 3C) or at game (1S (2D) 3D P 4S,
    accepting the limit raise: values, not length): the fit is known, and the bid shows no more length than the opening did. (Bid on over their raise,
    1D (1H) 2H (3H) 4D, it competes by the total trumps: a fifth card.)"""
    if cheapest_over_mine and call < 35 and call % 5 in raised:
        lengths[call % 5] = held[call % 5]


def _note_minor_raise_over_double(
    seq: tuple[Call, ...], i: int, over_double: bool, held: list[int], lengths: list[int], balanced: bool,
) -> bool:
    """Partner's 2NT straight over their takeout double of my one of a minor is the limit raise or better of it (five
    trumps, no four-card major), not the natural 2NT: five cards of my minor, no balance or side lengths shown; whether
    partner is balanced now."""
    if not (over_double and i == 1 and seq[1] == _2NT and seq[0].level == 1 and seq[0] % 5 in (C, D)):
        return balanced
    lengths[:] = held
    lengths[seq[0] % 5] = max(lengths[seq[0] % 5], 5)
    return False


def _note_preemptive_jump_raise(
    seq: tuple[Call, ...], i: int, call: Call, mine_suits: list[int], befores: tuple[Call | None, ...], over_double: bool,
    lengths: list[int],
) -> None:
    """Partner's first call jumped in my suit over their call (their bid or their double): preemptive, four trumps."""
    if (i == 1 and call < 35 and call % 5 in mine_suits and (befores[1] != seq[0] or over_double)
            and _jumped(call, befores[1])):
        lengths[call % 5] = max(lengths[call % 5], 4)


def _defender_least(
    seq: tuple[Call, ...], i: int, call: Call, befores: tuple[Call | None, ...], theirs_before: tuple[tuple[int, ...], ...],
    shown: int, first_over: int = 0,
) -> int:
    """The defenders' first three calls: 2NT over their raise of a major at two shows the minors at 6+ HCP, not a
    balanced 2NT; the first call over their artificial bid as ``_first_over_artificial``; the answer to the takeout
    double bid freely over their bid shows 6+ points (it was not forced); the doubler's or overcaller's rebid as
    below."""
    if i == 0 and first_over:
        return _first_over_artificial(call, first_over, shown)
    if i == 0:
        return _MINORS_2NT if minors_2nt(call, befores[0], theirs_before[0]) else shown
    if i == 1:
        free = seq[0] == _DOUBLE and befores[1] != befores[0] and call < 35
        return max(shown, _FREE_ANSWER) if free else shown
    return _defender_rebid_least(seq, call, befores[i], theirs_before[1], shown)


_MINORS_2NT: Final = 6  # 2NT over their raise of a major at two: five-five in the minors, 6+ HCP
# our side's first call came over their artificial bid, over their strong 2C
_OVER_ARTIFICIAL: Final = 1
_OVER_STRONG_2C: Final = 2
_OVERCALL_OF_STRONG_2C: Final = 5  # a suit overcall of their strong 2C (or its waiting 2D): 5+ HCP, a good suit


def _first_over_artificial(call: Call, first_over: int, shown: int) -> int:
    """Our first call over their artificial bid: the double asks for the lead of the suit bid and shows no points;
    a suit bid over their strong 2C shows 5+ HCP (the values are theirs)."""
    if call == _DOUBLE:
        return 0
    return min(shown, _OVERCALL_OF_STRONG_2C) if first_over == _OVER_STRONG_2C and call < 35 else shown


def _note_lead_double(call: Call, i: int, by_me: bool, first_over: int, before: Call | None, lengths: list[int]) -> None:
    """Partner's first call, a double of their artificial bid, shows five cards of the suit bid (a lead to ask for)."""
    if i == 0 and first_over and call == _DOUBLE and not by_me and before is not None and before % 5 != NT:
        lengths[before % 5] = max(lengths[before % 5], 5)


def first_over(ctx: Ctx) -> int:
    """What the defenders' first call came over: their strong 2C or its waiting 2D (``_OVER_STRONG_2C``), another
    artificial bid (``_OVER_ARTIFICIAL``: Stayman, a transfer, the fourth suit), else 0."""
    if ctx.opened_by_us or not ctx.seq:
        return 0
    before = ctx.code[:ctx.first_ours]
    return _OVER_STRONG_2C if strong_2c_last(before) else _OVER_ARTIFICIAL if artificial_last(before) else 0


def _defender_rebid_least(seq: tuple[Call, ...], call: Call, before: Call | None, theirs: tuple[int, ...], shown: int) -> int:
    """The doubler's or overcaller's second call, when they opened: the doubler's rebid over a natural
    answer (after partner's cue bid the answer is forced); the overcaller's bid below game at most the
    top of an overcall, not opener's 17."""
    if seq[0] == _DOUBLE and seq[1] < 35 and call < 35 and seq[1] % 5 not in theirs:
        return max(shown, _doubler_rebid_least(call, seq[1], before))
    if seq[0] < 35 and seq[0] % 5 != NT and call < 35 and not is_game(call):
        return min(shown, 13)
    return shown


def _answer_in_its_setting(
    call: Call, opening: Call, before: Call | None, shown: int, passed: bool, over_double: bool
) -> int:
    """The answer to our opening read in its setting: a passed hand's 2NT is 11–12, inviting; over
    their takeout double 2NT is a limit raise or better (of a major 10+, of a minor 9+ HCP), and a jump raise is
    preemptive (the 2NT or the redouble shows the values)."""
    if passed and call == _2NT and opening.level == 1 and opening % 5 != NT:
        return 11
    if passed and _passed_jump_shift(call, opening, before, over_double):
        return PASSED_JUMP_SHIFT_LEAST
    if _weak_suit_over_their_1nt(call, opening, before):
        return 5
    if not over_double:
        return shown
    if call == _2NT and opening.level == 1 and opening % 5 != NT:
        return 10 if opening % 5 in (H, S) else 9  # over a minor: five trumps, 9+ HCP
    if call < 35 and call % 5 == opening % 5 and _jumped(call, before):
        return 0
    if _weak_new_suit_over_double(call, opening, before) or weak_jump_shift_over_double(call, opening, before):
        return 3 if _jumped(call, before) else 5
    return shown


# A passed hand's jump shift (the booklet is silent; mainstream): a good suit, usually six cards, and 9–11 HCP,
# the most a passed hand holds. It is not forcing.
PASSED_JUMP_SHIFT_LEAST: Final = 9
PASSED_JUMP_SHIFT_MOST: Final = 11


def _passed_jump_shift(call: Call, opening: Call, before: Call | None, over_double: bool) -> bool:
    """A jump in a new suit below game straight over our one of a suit, the opponents silent (over their takeout
    double the jump is preemptive: ``weak_jump_shift_over_double``)."""
    return (not over_double and opening.level == 1 and opening % 5 != NT and before == opening and call < 35
            and call % 5 not in (NT, opening % 5) and _jumped_below_game(call, before))


def _weak_suit_over_their_1nt(call: Call, opening: Call, before: Call | None) -> bool:
    """Over their 1NT overcall of our one-bid a new suit at the two level is weak and to play (5–8 HCP: with
    9+ responder doubles)."""
    return (before == _1NT and call < 35 and call.level == 2 and call % 5 not in (NT, opening % 5)
            and opening.level == 1 and opening % 5 != NT)


def _weak_new_suit_over_double(call: Call, opening: Call, before: Call | None) -> bool:
    """Over their takeout double a new suit at the two level, not a jump, is not forcing (5–9 HCP: with
    10+ responder redoubles first)."""
    return (call < 35 and call % 5 not in (NT, opening % 5) and call.level == 2 and opening.level == 1
            and opening % 5 != NT and before is not None and not _jumped(call, before))


def weak_jump_shift_over_double(call: Call, opening: Call, before: Call | None) -> bool:
    """Over their takeout double a single jump in a new suit is preemptive (the booklet): a long suit, 3–5 HCP."""
    return (call < 35 and call % 5 not in (NT, opening % 5) and opening.level == 1 and opening % 5 != NT
            and before is not None and call.level == _cheapest_level(call, before) + 1)


def _answer_most(call: Call, opening: Call, before: Call | None, over_double: bool, passed: bool = False) -> int:
    """The most an answer to one of a suit leaves: 1NT and the single raise 10, the limit raise 12, a passed
    hand's jump shift 11 (a game bid later accepts an invitation, it shows no more)."""
    if _weak_suit_over_their_1nt(call, opening, before):
        return 8
    if passed and _passed_jump_shift(call, opening, before, over_double):
        return PASSED_JUMP_SHIFT_MOST
    if opening.level != 1 or opening % 5 == NT or call >= 35 or before != opening:
        return 40
    raised = call % 5 == opening % 5
    if call == _1NT or raised and call.level == 2:
        return 10
    if raised and call.level == 3 and not over_double:
        return 12
    if over_double and _weak_new_suit_over_double(call, opening, before):
        return 9
    if over_double and weak_jump_shift_over_double(call, opening, before):
        return 5
    return 40


# Over 2C, a waiting 2D and opener's suit, the raise to three shows this many HCP (four of a major fewer).
_RAISE_OVER_2C: Final = 4


def _after_passing_most(seq: tuple[Call, ...], mine: tuple[bool, ...], i: int) -> int:
    """The most a bid in a suit below game shows when it is its bidder's first call and its bidder passed at a turn
    since our side's first call (partner bid twice before it): 5, the values that passed, now competing on length;
    else no cap."""
    call = seq[i]
    late_first = i >= 2 and all(m == mine[0] for m in mine[:i])
    return 5 if late_first and call < 35 and call % 5 != NT and not is_game(call) else 40


def _signs_off(seq: tuple[Call, ...], mine: tuple[bool, ...], i: int, turn: int, opened_by_us: bool | None) -> bool:
    """The call shows nothing beyond what its bidder has shown: responder's single raise back at three after
    opener's try, four of a major straight over partner's 3NT (the choice of games), or four of the agreed
    major straight over partner's cue bid."""
    if turn == 3 and opened_by_us and seq[3].level == 3 and _single_raise_back_at_three(seq):
        return True
    if seq[i] in _FOUR_OF_A_MAJOR and i >= 1 and mine[i - 1] != mine[i] and seq[i - 1] == _3NT:
        return True
    if seq[i] not in _FOUR_OF_A_MAJOR or i == 0 or mine[i - 1] == mine[i] or not _control_cue_bid(seq, mine, i - 1):
        return False
    major = _agreed_major_before(seq, mine, i)
    return major is not None and seq[i] == CALLS[15 + major]


_FOUR_OF_A_MAJOR: Final = frozenset((CALLS[15 + H], CALLS[15 + S]))


def _single_raise_back_at_three(seq: tuple[Call, ...]) -> bool:
    """1M, the single raise 2M, opener's new suit (a game try or a cue bid), and responder's three of the major."""
    opening, raised = seq[0], seq[1]
    return (opening.level == 1 and opening % 5 in (H, S) and raised == CALLS[opening + 5] and seq[2] < 35
            and seq[2] % 5 not in (opening % 5, NT) and seq[3] == CALLS[raised + 5])


def _raise_over_2c(seq: tuple[Call, ...]) -> bool:
    """2C, 2D, opener's suit, and responder's raise of it below game (to three of a major, to four of a minor)."""
    return (len(seq) >= 4 and str(seq[0]) == "2C" and str(seq[1]) == "2D" and seq[2] < 35 and seq[2] % 5 != NT
            and seq[3] % 5 == seq[2] % 5 and seq[3].level == seq[2].level + 1 < (4 if seq[2] % 5 in (H, S) else 5))


def _doubler_rebid_least(call: Call, answer: Call, before: Call | None) -> int:
    """The takeout doubler's bid after partner's answer: a raise 16+ (a jump 19+), no trump 19+,
    a suit of the doubler's own 17+ (the double was too strong to overcall)."""
    if call % 5 == NT:
        return 19
    if call % 5 == answer % 5:
        return 19 if _jumped(call, before) else 16
    return 17


def _own_suit_before(seq: tuple[Call, ...], mine: tuple[bool, ...], i: int, theirs_before: tuple[tuple[int, ...], ...]) -> bool:
    """The bidder of the ``i``-th call had bid a suit of its own before (not theirs): its cue bid of their suit now
    asks for a stopper (1H (1S) 2C P 2D P 2S), it raises nothing."""
    return any(mine[j] == mine[i] and seq[j] < 35 and seq[j] % 5 != NT and seq[j] % 5 not in theirs_before[j] for j in range(i))


def _cue_bid_raise(call: Call, theirs: tuple[int, ...], mine_suits: list[int]) -> bool:
    """Partner bid the opponents' suit after I showed one of mine: a raise, a limit raise or better."""
    return call < 35 and call % 5 != NT and call % 5 in theirs and call % 5 not in mine_suits


def cue_raise_over_unusual_2nt(opened: int) -> Call:
    """The cue-bid raise (a limit raise or better) of our one-bid in ``opened`` over their unusual 2NT: over a major
    the cue bids pair off lower with lower (3C for hearts, 3D for spades); over a minor the cheaper suit the 2NT
    shows (the two lowest others)."""
    if opened in (H, S):
        return CALLS[5 * 2 + (C if opened == H else D)]
    return CALLS[5 * 2 + [s for s in (C, D, H) if s != opened][0]]


def other_major_over_unusual_2nt(opened: int) -> Call | None:
    """Over our one of a major and their unusual 2NT, the cue bid ``cue_raise_over_unusual_2nt`` leaves (3D over 1H,
    3C over 1S): five or more cards of the other major and game values, forcing; None over a minor."""
    if opened not in (H, S):
        return None
    return CALLS[5 * 2 + (D if opened == H else C)]


def _other_major_cue(seq: tuple[Call, ...], i: int, theirs: tuple[int, ...], opened_by_us: bool | None,
                     before: Call | None) -> int | None:
    """The ``i``-th call is responder's ``other_major_over_unusual_2nt`` straight over their 2NT: the major it shows."""
    opening = seq[0]
    if i != 1 or not opened_by_us or opening.level != 1 or before != _2NT or not their_two_suiter_over(opening, before, theirs):
        return None
    if seq[1] != other_major_over_unusual_2nt(opening % 5):
        return None
    return S if opening % 5 == H else H


def _note_other_major(lengths: list[int], major: int, shown: int) -> int:
    """Partner's cue bid for the other major over their unusual 2NT: five or more cards of it and 10+ HCP."""
    lengths[major] = max(lengths[major], 5)
    return max(shown, 10)


def _over_michaels_raise(
    seq: tuple[Call, ...], i: int, theirs: tuple[int, ...], opened_by_us: bool | None, before: Call | None,
) -> bool:
    """Responder's answer over their two-suiter straight over our one of a suit: over the unusual 2NT (their only
    bid) ``cue_raise_over_unusual_2nt``; over their cue bid of our suit, their only suit, the cheaper suit Michaels
    shows (over a major the other major, over a minor hearts), the cue bid at two or a jump alike, as responder's
    cue-bid raise bids it: the cue-bid raise, since the raise of our suit is natural."""
    opening = seq[0]
    if i != 1 or not opened_by_us or opening.level != 1 or opening % 5 == NT or seq[1] >= 35:
        return False
    if before == _2NT:
        return bool(their_two_suiter_over(opening, before, theirs)) and seq[1] == cue_raise_over_unusual_2nt(opening % 5)
    michaels = their_two_suiter_over(opening, CALLS[5 + opening % 5])
    return theirs == (opening % 5,) and seq[1] % 5 == michaels[0]


def _opener_rebid_least(seq: tuple[Call, ...], before: Call | None, over_double: bool = False) -> int:
    """What opener's rebid shows beyond the opening: a jump shift or double raise to game 19+;
    over Jacoby 2NT three of the major 18+, 3NT 15–17 (over their double 2NT is no Jacoby)."""
    if seq[:2] == _2C_2D and seq[2] == _3NT:
        return TWO_CLUBS_THEN_3NT
    if seq[1] == _2NT and not over_double and seq[2].level == 4:
        second_suit = _JACOBY_SECOND_SUIT.get(" ".join(str(c) for c in seq[:3]))
        if second_suit is not None:
            return second_suit
    if _opener_strong_jump(seq, before):
        return 19
    if _opener_single_jump_to_game(seq, before):
        return 17
    if _opener_major_game_rebid(seq, before):
        return 19
    if _opener_game_over_two_over_one(seq, before):
        return GAME_OVER_TWO_OVER_ONE
    extra = _opener_rebid_extras(seq, before)
    if extra:
        return extra
    if seq[1] == _2NT and not over_double:
        return _JACOBY_REBID.get(" ".join(str(c) for c in seq[:3]), 0)
    return 0


OPENER_MINOR_AT_FOUR: Final = 16  # 1C (1H) 1S (3H) 4C: their bid took the room, and a minimum passes: extras
TWO_CLUBS_THEN_3NT: Final = 25  # 2C, the waiting 2D, then 3NT: 25–27 balanced
GAME_OVER_TWO_OVER_ONE: Final = 16  # opener's jump to game in the major over a two-over-one: a good six-card suit, extras


def _opener_rebid_extras(seq: tuple[Call, ...], before: Call | None) -> int:
    """A reverse shows 17+; the minor again at four over their bid 16+; else 0."""
    if _opener_reverse(seq, before):
        return 17
    return OPENER_MINOR_AT_FOUR if _opener_minor_at_four_over_their_bid(seq, before) else 0


def _opener_minor_at_four_over_their_bid(seq: tuple[Call, ...], before: Call | None) -> bool:
    """Opener's minor again at the four level over their bid at three, below game, after partner's new suit
    (1D (2H) 2S (3H) 4D; not after partner's raise or cue bid, where it competes)."""
    opening, answer, call = seq[0], seq[1], seq[2]
    if before is None or before == answer or not _3C <= before < _3NT or answer >= 35:
        return False
    return (opening.level == 1 and opening % 5 in (C, D) and answer % 5 not in (opening % 5, NT, before % 5)
            and call % 5 == opening % 5 and call.level == 4)


def _opener_game_over_two_over_one(seq: tuple[Call, ...], before: Call | None) -> bool:
    """1M 2x 4M: the two-over-one promised another bid, so the jump to game is not a minimum (a minimum rebids 2M)."""
    opening, answer, call = seq[0], seq[1], seq[2]
    if opening.level != 1 or opening % 5 not in (H, S) or answer >= 35 or before != answer:
        return False
    return _two_over_one(answer, opening, opening) and call == CALLS[5 * 3 + opening % 5]


def _opener_major_game_rebid(seq: tuple[Call, ...], before: Call | None) -> bool:
    """1H 1S 4H, 1S 1NT 4S: opener's double jump to game in the major opened over a one-level answer, 19+."""
    opening, answer, call = seq[0], seq[1], seq[2]
    if opening.level != 1 or opening % 5 not in (H, S) or answer >= 35 or answer.level != 1 or before != answer:
        return False
    return call == CALLS[5 * 3 + opening % 5]


def _responder_rebid_least(seq: tuple[Call, ...], befores: tuple[Call | None, ...], shown: int) -> int:
    """Responder's rebid: over the strong 2C the raise below game shows values (game at once is the weak raise); over
    opener's reverse the jump in responder's suit shows slam interest."""
    if _raise_over_2c(seq):
        return _RAISE_OVER_2C
    if _jump_rebid_over_reverse(seq, befores):
        return max(shown, SLAM_INTEREST_OVER_REVERSE)
    return shown


SLAM_INTEREST_OVER_REVERSE: Final = 13  # responder's jump rebid of a six-card major over opener's reverse: forcing, slam interest


def _jump_rebid_over_reverse(seq: tuple[Call, ...], befores: tuple[Call | None, ...]) -> bool:
    """1D 1S 2H 3S: responder's jump in the first suit over opener's reverse (the cheap rebid was the weak one)."""
    if len(seq) < 4 or not _opener_reverse(seq, befores[2]) or befores[3] != seq[2]:
        return False
    call = seq[3]  # a jump: opener's suit lies below mine, so two of mine was the cheapest
    return call < 35 and call % 5 == seq[1] % 5 and call.level == 3 and seq[2] % 5 < seq[1] % 5


def _opener_reverse(seq: tuple[Call, ...], before: Call | None) -> bool:
    """Opener's new suit at the two level above the first, over a one-level response: a reverse, 17+."""
    opening, answer, call = seq[0], seq[1], seq[2]
    if opening.level != 1 or opening % 5 == NT or answer >= 35 or answer.level != 1 or before != answer:
        return False
    return call.level == 2 and call % 5 != NT and call % 5 > opening % 5 and call % 5 != answer % 5


def artificial(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, befores: tuple[Call | None, ...]) -> int | None:
    """The suit a conventional call shows (+10: four cards, +20: six), -1 for none; None for a natural call.
    The opening side's conventions; over their opening only a 1NT overcall's (systems on). Their bid
    over our 1NT turns the conventions off: 1NT (2H) 2S is spades, to play."""
    if i >= 1 and seq[i - 1] in _ASKS and seq[i] < 35 and seq[i].level == seq[i - 1].level + (seq[i - 1] == _4NT):
        return -1  # an answer to Blackwood or Gerber
    if _KINGS_ASKS[0] <= seq[i] < 35 and i >= 2:
        if i >= 3 and seq[i - 1] in _KINGS_ASKS and seq[i - 3] == _ASKS[seq[i - 1] == _5NT]:
            return -1  # an answer to the kings ask that follows Blackwood (5NT) or Gerber (5C)
        if seq[i] == _KINGS_ASKS[0] and seq[i - 2] == _ASKS[0]:
            return -1  # Gerber's 5C asks for kings
    if not opened_by_us and seq[0] != _1NT:
        return None
    if i >= 6 or seq[0] == _1NT and len(befores) > 1 and befores[1] != seq[0]:
        return None  # seven calls or more: longer than any convention, even after 2C 2D 2NT
    if len(seq) > 1 and seq[1] == _2NT and seq[0].level == 1 and befores[1] != seq[0]:
        return None  # 2NT over their overcall of our one-bid is natural, their suit stopped: no Jacoby 2NT
    if i >= 1 and seq[:i] in _25_27 and befores[i] == seq[i - 1] and seq[i] in _TRANSFERS_OVER_3NT:
        return seq[i] % 5 + 1 + 20  # Jacoby a level up over our 25–27 no trump: six of the next suit
    calls = seq[:i + 1]
    if calls[:3] == _2C_2D_2NT:
        calls = calls[2:]
    return _ARTIFICIAL_BY_CALLS.get(calls) if len(calls) <= 4 else None


def _partner_call(
    seq: tuple[Call, ...], i: int, call: Call, lengths: list[int], balanced: bool, mine_suits: list[int],
    theirs: set[int], opened_by_us: bool | None, befores: tuple[Call | None, ...], theirs_first: tuple[int, ...] | None,
) -> bool:
    """Note the lengths partner's ``i``-th call shows (in ``lengths``); whether partner is balanced now
    (``theirs_first``: the suits they had bid before our side's first call, when partner made it; else None)."""
    if _note_convention(seq, i, lengths, opened_by_us, befores, theirs_first):
        return balanced
    if call >= 35:
        return balanced
    strain = call % 5
    if strain == NT:
        return _note_no_trump(call, lengths) or balanced
    if strain in theirs and strain not in mine_suits and not lengths[strain]:
        return balanced  # a cue bid (not partner's own suit again, which their Michaels cue bid named first)
    if _responder_jump_rebid(seq, i, opened_by_us) or _long_suit_over_two_suiter(seq, i, opened_by_us, befores[i]) or (
            i == 2 and opened_by_us and _opener_minor_at_four_over_their_bid(seq, befores[i])) or (
            _first_suit_again_after_fourth_suit(seq, i, opened_by_us, theirs)):
        # six cards: an invitation, a suit to play over their two-suiter, opener's minor again at four, or responder's
        # first suit again after the fourth suit
        lengths[strain] = max(lengths[strain], 6)
        return balanced
    if (_shows_five(seq, i, call, opened_by_us, theirs, mine_suits) or _responder_jump_shift(seq, i, opened_by_us, theirs, befores[i])
            or i == 1 and _suit_to_play_over_their_bid(call, befores[1], seq[0])):  # to play over their bid after our 1NT
        lengths[strain] = max(lengths[strain], 5)
        return balanced
    _note_suit(strain, i, call, lengths, strain in mine_suits, opened_by_us, bool(theirs), i >= 1 and seq[i - 1] == _DOUBLE)
    if i == 3 and opened_by_us and strain in mine_suits and seq[2] % 5 == strain != seq[0] % 5:
        # the raise of my second suit (it may be four long), their bids or not: four cards
        lengths[strain] = max(lengths[strain], 4)
    if i == 3 and opened_by_us and seq[:2] == _2C_2D and strain not in mine_suits:
        lengths[strain] = max(lengths[strain], 5)  # after the waiting 2D, responder's new suit is five cards, as a positive's
    if _responder_reverse(seq, i, opened_by_us, theirs) or _responder_lower_second_suit(seq, i, opened_by_us, theirs):
        lengths[seq[1] % 5] = max(lengths[seq[1] % 5], 5)  # longer in the first suit: five cards
    return balanced and strain in mine_suits


def _note_convention(
    seq: tuple[Call, ...], i: int, lengths: list[int], opened_by_us: bool | None, befores: tuple[Call | None, ...],
    theirs_first: tuple[int, ...] | None,
) -> bool:
    """Note the lengths partner's conventional call shows; whether it was one. Partner's two-suited overcall shows
    five cards in each of its suits (not balanced: the balance starts unknown), and a later bid of one of them shows no
    more: partner competes in the suit already shown, as the total trumps allow."""
    two_suits = () if theirs_first is None else _two_suiter_shown(seq, 0, opened_by_us, befores[0], theirs_first)
    if two_suits and (i == 0 or seq[i] < 35 and seq[i] % 5 in two_suits):
        for suit in two_suits if i == 0 else ():
            lengths[suit] = max(lengths[suit], 5)
        return True
    conventional = artificial(seq, i, opened_by_us, befores)
    if conventional is not None:
        _note_artificial(conventional, lengths)
    return conventional is not None


def _two_suiter_shown(
    seq: tuple[Call, ...], i: int, opened_by_us: bool | None, before: Call | None, theirs: tuple[int, ...],
) -> tuple[int, ...]:
    """The suits of our side's two-suited overcall of their bid (``two_suiter_suits``), five cards each; () for any
    other call. None is balanced."""
    return two_suiter_suits(seq[i], before, theirs) if i == 0 and not opened_by_us else ()


def _long_suit_over_two_suiter(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, before: Call | None) -> bool:
    """Responder's new suit, not a jump, over their two-suiter straight over our one-bid (1H (2NT) 3S, 1H (2H) 3C,
    1D (2D) 3C): a six-card suit neither side has shown, to play (the cue-bid raise is read before)."""
    if i != 1 or not opened_by_us or seq[0].level != 1 or seq[0] % 5 == NT or before is None:
        return False
    call = seq[1]
    shown = their_two_suiter_over(seq[0], before)
    return call < 35 and call % 5 not in (NT, seq[0] % 5) and bool(shown) and not _jumped(call, before) and call % 5 not in shown


def _first_suit_again_after_fourth_suit(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, theirs: set[int]) -> bool:
    """Responder's one-level suit bid again after the fourth suit and opener's 2NT, the opponents silent (1D 1S 2C 2H
    2NT 3S): opener stops the fourth suit and denies three cards in responder's suit, so with five responder would
    have bid 3NT: six cards. (Over an answer without the stopper the suit again may be five, asking for it.)"""
    if i != 5 or not opened_by_us or theirs or len(seq) <= 5 or not _fourth_suit(seq) or seq[1].level != 1:
        return False
    call = seq[5]
    return call < 35 and call % 5 == seq[1] % 5 and seq[4] == _2NT


def _responder_lower_second_suit(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, theirs: set[int]) -> bool:
    """Responder's one-level answer, then a new suit below it, the opponents silent (1C 1S 2C 2H, 1C 1S 2C 2D,
    1D 1S 1NT 2H): with four cards in each the cheaper would have been answered first (up the line), so the first
    suit is five cards or more. Not a minor to play over the 1NT rebid (1C 1S 1NT 2D): a weak hand shows its four-card
    major before a longer minor. (The fourth suit, artificial, is read before and is not one.)"""
    if i != 3 or not opened_by_us or theirs or seq[1] >= 35 or seq[1].level != 1 or seq[1] % 5 == NT or seq[2] >= 35:
        return False
    call = seq[3]
    if call >= 35 or call % 5 == NT or call % 5 >= seq[1] % 5 or call % 5 in (seq[0] % 5, seq[2] % 5):
        return False
    return call % 5 == H or seq[2] != _1NT


def _responder_reverse(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, theirs: set[int]) -> bool:
    """Responder's second bid, the opponents silent, a new suit at two above the suit of a one-level response
    (1C 1H 1NT 2S, 1D 1H 2D 2S): a reverse, longer in the first suit (the fourth suit, artificial, is read before)."""
    if i != 3 or not opened_by_us or theirs or seq[1] >= 35 or seq[1].level != 1 or seq[1] % 5 == NT or seq[2] >= 35:
        return False
    call = seq[3]
    return call.level == 2 and call % 5 != NT and call % 5 > seq[1] % 5 and call % 5 not in (seq[0] % 5, seq[2] % 5)


def _fourth_suit(seq: tuple[Call, ...]) -> bool:
    """Responder's second bid is the one suit no one has bid, at the two level or higher (at one it is natural)."""
    return seq[0].level == 1 and seq[3].level >= 2 and all(c < 35 and c % 5 != NT for c in seq[:4]) and len({c % 5 for c in seq[:4]}) == 4


def _shows_five(seq: tuple[Call, ...], i: int, call: Call, opened_by_us: bool | None, theirs: set[int], mine_suits: list[int]) -> bool:
    """Partner's new suit shows five cards or more: a free bid in a major at two over their overcall; the takeout
    doubler's own suit after my answer (the double was too strong to overcall); a major rebid after the two-over-one;
    the first natural suit after our strong 2C that they bid over (the positive answer, or the 2C opener's own suit
    after the weak answer's pass); the two-over-one 2H over 1S, which the booklet has promise five hearts."""
    strain = call % 5
    if i == 1 and opened_by_us and not theirs and seq[0] == _1S and call == _2H:
        return True
    if i == 1 and opened_by_us and theirs and call.level == 2 and strain in (H, S) and strain not in mine_suits:
        return True
    if i == 1 and opened_by_us and theirs and seq[0] == _2C and strain not in mine_suits:
        return True
    if i == 2 and not opened_by_us and seq[0] == _DOUBLE and seq[1] < 35 and strain not in mine_suits:
        return True
    return _major_rebid_after_two_over_one(seq, i)


def _responder_jump_shift(seq: tuple[Call, ...], i: int, opened_by_us: bool | None, theirs: set[int], before: Call | None) -> bool:
    """Responder's strong jump shift over our one of a suit, the opponents silent (1D 2H, 1H 3C): five cards or more."""
    if i != 1 or not opened_by_us or theirs or seq[0].level != 1 or seq[0] % 5 == NT:
        return False
    call = seq[1]
    return call < 35 and call % 5 not in (NT, seq[0] % 5) and _jumped(call, before)


def _agreed_major_before(seq: tuple[Call, ...], mine: tuple[bool, ...], i: int) -> int | None:
    """A major both partners bid naturally (or raised by Jacoby 2NT) before our side's ``i``-th call."""
    if i >= 2 and seq[0].level == 1 and seq[0] % 5 in (H, S) and seq[1] == _2NT:
        return seq[0] % 5
    for j in range(1, i):
        strain = seq[j] % 5 if seq[j] < 35 else NT
        if strain in (H, S) and any(seq[k] < 35 and seq[k] % 5 == strain and mine[k] != mine[j] for k in range(j)):
            return strain
    return None


def _control_cue_bid(seq: tuple[Call, ...], mine: tuple[bool, ...], i: int) -> bool:
    """A new suit after a major was agreed, below game or below five of the major: it shows a control, not length."""
    call = seq[i]
    if call >= 24 or call % 5 == NT:
        return False  # not a suit bid below 5NT (5C is bid 20)
    major = _agreed_major_before(seq, mine, i)
    if major is None or call % 5 == major or call >= 20 + major:
        return False  # at five, only a side suit below five of the major: a cue bid over game
    return not (i == 2 and seq[1] == _2NT)  # over Jacoby 2NT opener's new suit shows a shortness (its table)


def _responder_jump_rebid(seq: tuple[Call, ...], i: int, opened_by_us: bool | None) -> bool:
    """Responder's second bid jumps to three in the suit of a one-level response: six cards."""
    if i != 3 or not opened_by_us or seq[1] >= 35 or seq[1].level != 1 or seq[2] >= 35:
        return False
    call = seq[3]
    return call.level == 3 and call % 5 == seq[1] % 5 and seq[2] < Call(5 + seq[1] % 5)


def _major_rebid_after_two_over_one(seq: tuple[Call, ...], i: int) -> bool:
    """Opener's rebid of the major at two after a two-over-one: five cards or more, not six."""
    if i != 2 or seq[0].level != 1 or seq[0] % 5 not in (H, S) or seq[1] >= 35 or seq[1].level != 2:
        return False
    return seq[1] % 5 < seq[0] % 5 and seq[2] == Call(5 + seq[0] % 5)


def _note_suit(
    strain: int, i: int, call: Call, lengths: list[int], mine: bool, opened_by_us: bool | None, contested: bool = False,
    over_my_double: bool = False,
) -> None:
    if over_my_double and not mine and lengths[strain] == 0 and (not any(lengths) or opened_by_us and i == 2 and strain in (H, S)):
        # partner's first suit answers my takeout double, at four as at one; or opener bids the major my negative
        # double showed, a jump to game too: four cards (a raise of the double, not a long suit)
        lengths[strain] = 4
        return
    if i >= 2 and lengths[strain] == 0 and not mine and call.level >= 2:
        # a second suit at two or higher (not a raise of mine): the first is longer than three (at one, up the line,
        # 1C 1D 1H, the better minor may be three)
        lengths[:] = [4 if n == 3 else n for n in lengths]
    if mine and contested and strain in (H, S) and i == 2 and opened_by_us:
        lengths[strain] = max(lengths[strain], 3)  # over their bid opener's raise of my major may have three
        return
    lengths[strain] = _length_of(strain, i, opened_by_us, lengths[strain], mine, call)


def _note_artificial(artificial: int, lengths: list[int]) -> None:
    if artificial >= 0:
        suit, n = artificial % 10, 6 if artificial >= 20 else 4 if artificial >= 10 else 5
        lengths[suit] = max(lengths[suit], n)


def _note_no_trump(call: Call, lengths: list[int]) -> bool:
    """No trump at three or lower: two cards or more everywhere, balanced."""
    if call.level <= 3:
        lengths[:] = [max(n, 2) for n in lengths]
    return call.level <= 3


def _cheapest_level(call: Call, before: Call) -> int:
    """The lowest level at which ``call``'s strain could be bid over ``before``."""
    return before.level if call % 5 > before % 5 else before.level + 1


def _jumped(call: Call, before: Call | None) -> bool:
    """``call`` skipped a level it could have bid at."""
    return before is not None and call.level > _cheapest_level(call, before)


def _balancing_jump(call: Call, before: Call | None) -> bool:
    """A jump in a suit over their one-bid: in the pass-out seat it is intermediate (a good six-card suit, 12–16
    HCP), not the direct seat's weak jump."""
    return before is not None and before.level == 1 and call % 5 != NT and _jumped(call, before)


def _least_of(
    call: Call, i: int, opened_by_us: bool | None, before: Call | None, ours: Call | None, other: int,
    balanced_first: bool = False,
) -> int:
    """The least points ``call`` shows as our side's ``i``-th call (``before``: the last bid
    before it; ``ours``: our side's last bid; ``other``: the least the bidder's partner has shown;
    ``balanced_first``: our side's first call came in the pass-out seat)."""
    if call >= 35:
        return _BALANCING_DOUBLE if balanced_first and call == _DOUBLE and i == 0 else _double_least(call, i)
    if i == 0:
        if balanced_first and call in (_1NT, _2NT):
            return _BALANCING_1NT if call == _1NT else _BALANCING_2NT if before is not None and before.level == 2 else 5
        if balanced_first and _balancing_jump(call, before):
            return _BALANCING_JUMP
        return _first_least(call, opened_by_us, before)
    jump = _jumped(call, before)
    if i == 1:
        # no trump answering a balancing double of a one-bid shows two points more (1NT 8+, 2NT 13+)
        more = 2 if balanced_first and ours == _DOUBLE and call % 5 == NT and before is not None and before.level == 1 else 0
        return _answer_least(call, opened_by_us, before, ours, jump) + more
    if call == _2NT and i == 2 and opened_by_us:
        return _opener_2nt(ours if ours is not None and ours < 35 else before)
    if ours == _DOUBLE and not jump:
        # the answer to partner's takeout double at its cheapest level is forced: it shows nothing more, but for
        # no trump, which shows a stopper and values (6+)
        return _NT_ANSWER_LEAST if call % 5 == NT else 0
    return _later_least(call, i, jump, other, before != ours)


def _opener_strong_jump(seq: tuple[Call, ...], before: Call | None) -> bool:
    """Opener's rebid jumps in a new suit (a jump shift), or double-jumps to game in partner's suit: 19+."""
    opening, answer, call = seq[0], seq[1], seq[2]
    if before is None or not _jumped(call, before) or call % 5 == NT or opening.level != 1 or answer >= 35:
        return False
    if call % 5 == answer % 5:  # a double jump to game: two levels above the cheapest raise (over their bid too)
        return is_game(call) and call.level >= _cheapest_level(call, before) + 2
    return call % 5 != opening % 5


def _opener_single_jump_to_game(seq: tuple[Call, ...], before: Call | None) -> bool:
    """Opener's rebid jumps one level to game in partner's suit (1D (1S) 2H P 4H, 1C (1S) 2H (2S) 4H): more than
    the raise, which over their bid or a forcing answer may be a minimum, short of the double jump's 19."""
    answer, call = seq[1], seq[2]
    if before is None or answer >= 35 or call >= 35 or call % 5 != answer % 5 or call % 5 == NT or not is_game(call):
        return False
    return call.level == _cheapest_level(call, before) + 1


_NT_ANSWER_LEAST: Final = 6  # no trump in answer to partner's takeout double: a stopper and 6+ HCP


def _double_least(call: Call, i: int) -> int:
    """A takeout double as our first call shows 12, a later double 6, a redouble 10, a pass nothing."""
    return 12 if call == _DOUBLE and i == 0 else 10 if call == _REDOUBLE else 6 if call == _DOUBLE else 0


def _opener_2nt(answer: Call | None) -> int:
    """Opener's 2NT rebid: 12–14 over a two-level response, 18–19 (counted 19) over one, their bid between or not
    (1C (1D) 1S (2D) 2NT: a minimum passes their raise; ``answer``: partner's bid answer, else their last bid)."""
    return 12 if answer is not None and answer.level >= 2 else 19


def _first_least(call: Call, opened_by_us: bool | None, before: Call | None) -> int:
    if opened_by_us:
        return _OPENING_MIN_BY_CALL.get(call, 12 if call.level == 1 else 5)
    if call == _1NT or call == _2NT and before is not None and before.level == 2:
        return 15  # a natural no trump overcall (2NT over their weak two): 15–18
    return 5 if _jumped(call, before) else 8


def _answer_least(call: Call, opened_by_us: bool | None, before: Call | None, ours: Call | None, jump: bool) -> int:
    """What an answer to partner's first call shows."""
    if ours is None:
        return 6
    if ours == _2C and opened_by_us and before == ours:
        return _OVER_2C_BY_CALL.get(call, 8)
    if _suit_to_play_over_their_bid(call, before, ours):
        return 0
    if not opened_by_us:
        return _advance_least(call, ours, jump)
    if ours % 5 == NT and opened_by_us:
        return _OVER_NT_BY_CALL.get(call, 0) - (5 * (ours.level - 1))
    return _answer_to_suit(call, before, ours, jump)


def _suit_to_play_over_their_bid(call: Call, before: Call | None, ours: Call) -> bool:
    """Partner's 1NT (opened, overcalled or balancing), their bid over it, and my suit at two: natural and to play,
    no values promised (a new suit at three would force)."""
    return ours == _1NT and before is not None and before != ours and call < 35 and call % 5 != NT and call.level == 2


def _advance_least(call: Call, ours: Call, jump: bool) -> int:
    """Advancing partner's overcall (6+, a jump 10+; no trump over one at one 8–11, 2NT 12–14) or takeout double
    (the cheapest suit 0–8, counted 3; no trump 6+, 2NT 11–12 at any level; a jump 10–12)."""
    if ours == _DOUBLE:
        return 11 if call == _2NT else 10 if jump else 6 if call % 5 == NT else 3
    if jump and call % 5 == ours % 5:
        return 0  # a jump raise of partner's overcall is preemptive (the cue bid is the strong raise)
    if call == _2NT and ours.level == 2 and ours % 5 != NT:
        return 10  # 2NT opposite a two-level overcall invites: 10–12
    if call % 5 == NT and call.level <= 2 and ours.level == 1 and ours % 5 != NT:
        return 8 if call.level == 1 else 12  # opposite a one-level overcall 1NT shows 8–11, 2NT invites with 12–14
    return 10 if jump else 6


def _answer_to_suit(call: Call, before: Call | None, ours: Call, jump: bool) -> int:
    strain = call % 5
    if _two_over_one(call, before, ours) and not jump:
        return 11
    if (before != ours and call.level in (2, 3) and strain not in (NT, ours % 5) and not jump
            and not their_two_suiter_over(ours, before)):
        return 10  # a new suit at two (or, over their two-level overcall, at three) over it: the free bid's 10+
    if jump and strain == ours % 5:
        return 10 if before == ours else 0  # a limit jump raise; over their bid a preemptive one
    if jump and call == _3NT and before == ours:
        return 15 if ours % 5 in (H, S) else 16  # 3NT over one of a major 15–17, over a minor 16–17
    if call == _1NT and before is not None and before < _1NT and before != ours:
        return 8  # the free 1NT over their one-level overcall: 8–10, their suit stopped
    if call == _2NT and before is not None and before != ours:
        return 12  # the free 2NT over their overcall: 11–12, their suit stopped (not Jacoby); counted 12: 13 opposite reach 3NT
    return 19 if jump and strain != NT else 13 if jump else 6


def _two_over_one(call: Call, before: Call | None, ours: Call) -> bool:
    """A new lower-ranking suit at the two level, straight over our bid."""
    strain = call % 5
    return call.level >= 2 and strain != NT and strain < ours % 5 and before == ours


def _later_least(call: Call, i: int, jump: bool, other: int, contested: bool = False) -> int:
    """Rebids: a game bid shows what game needs, an invitation (2NT, a raise to three) what it needs,
    a jump rebid by opener 17, near the middle of its 16–18 (16–19 in a major; 19 in no trump). Three of a suit straight
    over their bid competes (the total trumps), it does not invite."""
    if is_game(call):
        return max(0, min(25 - other, 13))
    if jump and i % 2 == 0:
        return 19 if call % 5 == NT else 17  # 2NT: 18–19, so narrow a range that its top is the estimate
    if call == _2NT or (call.level == 3 and i % 2 == 1 and not contested):
        return max(0, min(22 - other, 12))
    return 0


def _length_of(strain: int, i: int, opened_by_us: bool | None, had: int, mine: bool, call: Call) -> int:
    """The length a bid of ``strain`` shows: support for my suit, one more in its own suit, four in a new one."""
    if mine:  # support: four for a suit that may be four cards long (a response, an opened minor), else three
        return max(had, 4 if i % 2 == 0 or strain in (C, D) and opened_by_us else 3)
    if had:
        return max(had + 1, 5)
    if call.level >= 4 and i >= 1:
        return 6
    return _first_length(strain, opened_by_us, call) if i == 0 else 4


def _first_length(strain: int, opened_by_us: bool | None, call: Call) -> int:
    if not opened_by_us:
        return 5
    if call.level >= 2 and str(call) != "2C":
        return 6 if call.level == 2 else 7
    return 5 if strain in (H, S) else 4 if strain == D else 3


def partner_shown(ctx: Ctx) -> Shown:
    """What partner's calls have shown so far."""
    shown = ctx.memo.get("shown")
    if shown is None:
        shown = ctx.memo["shown"] = _read(ctx.seq, ctx.mine, ctx.opened_by_us, ctx.theirs_before, ctx.before,
                                          bool(ctx.opened_by_us) and ctx.first_ours >= 2, answer_over_double(ctx),
                                          balanced_first(ctx), first_over(ctx))
    return shown  # type: ignore[return-value]


def balanced_first(ctx: Ctx) -> bool:
    """Our side's first call came in the pass-out seat, after their bid and two passes (1C P P 1NT)."""
    at, calls = ctx.first_ours, ctx.calls
    return not ctx.opened_by_us and at >= 3 and calls[at - 1] == _PASS_INDEX and calls[at - 2] == _PASS_INDEX


def answer_over_double(ctx: Ctx) -> bool:
    """Our side's second call came at once over their double of our first (1H X 2NT)."""
    at, code = ctx.first_ours, ctx.code
    return 0 <= at and at + 2 < len(code) and code[at + 1] == 36 and code[at + 2] != 35
