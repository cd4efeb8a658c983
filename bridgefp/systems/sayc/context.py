"""What a SAYC rule may read: the bidder's hand and the auction, each computed once a turn.

A rule is data: a name, a condition on the auction, a condition on the hand, the call and
its public meaning. Conditions are small predicates over one ``Ctx``; the call is a fixed
bid or a function of the context (a bid that depends on the hand, such as "the longest
suit", or on the auction, such as "the cheapest level").
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Final, NamedTuple, Union

from ...auction import Auction
from ...calls import CALLS, DOUBLE, PASS, Call
from ...cards import HCP_OF_SUIT, SUIT_MASK, Vulnerability
from ...evaluation import pattern_points
from .plain_calls import READ as _READ

__all__ = [
    "Ctx", "Rule", "Pred", "CallFn", "CallSpec", "HandFacts", "hand_facts", "bid", "C", "D", "H", "S", "NT",
    "SUIT_NAMES", "cheapest", "is_double", "is_game", "names_no_suit", "B", "hcp", "pts", "length", "always", "all_of",
    "minors_2nt", "two_suiter_suits", "our_two_suiter", "their_two_suiter_over", "artificial_last", "strong_2c_last",
    "transfer_suit", "OPEN_2C", "ANSWER_2D",
]

C: Final = 0
D: Final = 1
H: Final = 2
S: Final = 3
NT: Final = 4
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades", "no trump")

Pred = Callable[["Ctx"], bool]
CallFn = Callable[["Ctx"], Union[Call, None]]
CallSpec = Union[Call, None, CallFn]  # None: a bid the table cannot make (above seven)


@dataclass(frozen=True, slots=True)
class Rule:
    """One line of a booklet table: where we are, what the hand holds, the call, what it means."""

    name: str
    when: Pred  # a condition on the auction
    hand: Pred  # a condition on the hand
    call: CallSpec
    meaning: str

    @property
    def explain(self) -> str:
        """The call's explanation: the rule's name, then its meaning; a meaning that begins with the name
        ("game: enough points together" for the rule "game") is said once, without the name before it."""
        if self.meaning[:len(self.name)].lower() == self.name.lower():
            return self.meaning
        return f"{self.name}: {self.meaning}"


def bid(level: int, strain: int) -> Call | None:
    """The bid, or None above seven."""
    return CALLS[5 * (level - 1) + strain] if 1 <= level <= 7 else None


@lru_cache(maxsize=None)
def B(text: str) -> Call:
    """A fixed call of a table, written as the booklet writes it."""
    return Call.parse(text)


def always(ctx: Ctx) -> bool:
    return True


def hcp(low: int, high: int = 40) -> Pred:
    """HCP between ``low`` and ``high``."""
    return lambda ctx: low <= ctx.hcp <= high


def pts(low: int, high: int = 40) -> Pred:
    """Points (HCP and length) between ``low`` and ``high``."""
    return lambda ctx: low <= ctx.pts <= high


def length(suit: int, low: int, high: int = 13) -> Pred:
    """Between ``low`` and ``high`` cards in ``suit``."""
    return lambda ctx: low <= ctx.L[suit] <= high


def all_of(*preds: Pred) -> Pred:
    return lambda ctx: all(p(ctx) for p in preds)


def is_game(call: Call) -> bool:
    """Game or higher: 3NT, four of a major, five of a minor."""
    return call.level >= (3 if call % 5 == NT else 4 if call % 5 in (H, S) else 5)


def cheapest(strain: int, last: Call | None) -> Call | None:
    """The cheapest bid of ``strain`` above ``last`` (None if there is none)."""
    if last is None:
        return CALLS[strain]
    level = last.level if strain > last % 5 else last.level + 1
    return bid(level, strain)


def is_double(call: Call) -> bool:
    return call == DOUBLE


class HandFacts(NamedTuple):
    """What the rules read of a hand."""

    lengths: tuple[int, int, int, int]
    suit_hcp: tuple[int, int, int, int]
    hcp: int
    pts: int  # HCP plus one for each card beyond four in a suit
    shortness: int  # void 3, singleton 2, doubleton 1
    balanced: bool  # 4-3-3-3, 4-4-3-2 or 5-3-3-2
    stoppers: tuple[bool, bool, bool, bool]
    aces: int
    kings: int
    good: tuple[bool, bool, bool, bool]  # two of the top three honours, or three of the top five
    top: tuple[int, int, int, int]  # honours among A K Q J T in each suit
    controls: tuple[int, int, int, int]  # 2 first-round (ace or void), 1 second-round (king or singleton), 0 none
    top_three: tuple[int, int, int, int]  # honours among A K Q in each suit


def _honours(bits: int) -> tuple[int, int]:
    """(of A K Q, of A K Q J T) held in a suit."""
    return (bits >> 10).bit_count(), (bits >> 8).bit_count()


def _stopper(bits: int, n: int) -> bool:
    """A, Kx, Qxx or Jxxx."""
    return bits & 0x1000 != 0 or (bits & 0x800 != 0 and n >= 2) or (bits & 0x400 != 0 and n >= 3) or (bits & 0x200 != 0 and n >= 4)


@lru_cache(maxsize=8192)
def hand_facts(mask: int) -> HandFacts:
    fc, fd, fh, fs = (_suit_facts(mask & SUIT_MASK), _suit_facts(mask >> 13 & SUIT_MASK), _suit_facts(mask >> 26 & SUIT_MASK),
                      _suit_facts(mask >> 39 & SUIT_MASK))
    lengths = (fc[0], fd[0], fh[0], fs[0])
    hcp = fc[1] + fd[1] + fh[1] + fs[1]
    pattern = _PATTERN_FACTS.get(lengths)
    if pattern is None:
        pattern = _PATTERN_FACTS[lengths] = (*pattern_points(lengths), lengths in _BALANCED)
    shortness, length_points, balanced = pattern
    return tuple.__new__(HandFacts, (
        lengths, (fc[1], fd[1], fh[1], fs[1]), hcp, hcp + length_points, shortness, balanced,
        (fc[2], fd[2], fh[2], fs[2]), fc[3] + fd[3] + fh[3] + fs[3], fc[4] + fd[4] + fh[4] + fs[4],
        (fc[5], fd[5], fh[5], fs[5]), (fc[6], fd[6], fh[6], fs[6]), (fc[7], fd[7], fh[7], fs[7]),
        (fc[8], fd[8], fh[8], fs[8]),
    ))


@lru_cache(maxsize=None)
def _suit_facts(bits: int) -> tuple[int, int, bool, int, int, bool, int, int, int]:
    """One suit's share of the facts, from its 13 bits (at most 8,192 holdings, each worked out once):
    (length, HCP, stopper, aces, kings, good, honours among A K Q J T, control, honours among A K Q)."""
    n = bits.bit_count()
    good, top = _SUIT_HONOURS[bits >> 8]
    return (n, HCP_OF_SUIT[bits], _stopper(bits, n), bits >> 12, bits >> 11 & 1, good, top, _control(bits, n),
            (bits >> 10).bit_count())


def _control(bits: int, n: int) -> int:
    """A suit's control: 2 an ace or a void (first round), 1 a king or a singleton (second round), 0 none."""
    return 2 if n == 0 or bits & 0x1000 else 1 if n == 1 or bits & 0x800 else 0


def _good_and_top(top_five: int) -> tuple[bool, int]:
    """(two of A K Q or three of A K Q J T, how many of A K Q J T) of a suit's top five cards."""
    three, five = _honours(top_five << 8)
    return three >= 2 or five >= 3, five


# A suit's honours are its bits 8 to 12 (T to A): the 32 ways to hold them, worked out once.
_SUIT_HONOURS: Final = tuple(_good_and_top(t) for t in range(32))
# The balanced patterns (4-3-3-3, 4-4-3-2, 5-3-3-2) in every order of the suits.
_BALANCED: Final = frozenset(itertools.chain.from_iterable(
    itertools.permutations(p) for p in ((3, 3, 3, 4), (2, 3, 4, 4), (2, 3, 3, 5))))


# What follows from the suit lengths alone: (shortness points, length points, balanced), once a pattern.
_PATTERN_FACTS: dict[tuple[int, int, int, int], tuple[int, int, bool]] = {}


class Ctx:
    """The hand and the auction, as the rules read them, for the player to call."""

    __slots__ = (
        "hand", "auction", "L", "hcp", "pts", "bal", "stop", "calls", "seq", "mine", "theirs",
        "their_suits", "last", "position", "passed_hand", "rho", "opened_by_us",
        "first_theirs", "our_suits", "before", "their_bids", "first_ours", "memo", "theirs_before", "code",
        "can_x", "can_xx", "legal", "mask", "we_vul", "they_vul",
    )
    hand: HandFacts
    auction: Auction
    L: tuple[int, int, int, int]  # suit lengths, clubs first
    hcp: int
    pts: int
    bal: bool
    stop: tuple[bool, bool, bool, bool]
    calls: tuple[Call, ...]
    code: bytes  # the calls, one byte a call: the key of what follows from the calls alone
    seq: tuple[Call, ...]  # our side's calls, passes left out
    mine: tuple[bool, ...]  # which of them were mine
    before: tuple[Call | None, ...]  # the last bid before each of them
    theirs: tuple[Call, ...]  # the opponents' calls, passes left out
    their_suits: tuple[int, ...]
    our_suits: tuple[int, ...]
    their_bids: int
    theirs_before: tuple[tuple[int, ...], ...]  # the suits they had bid before each of our calls
    first_theirs: int  # the strain of their first suit bid, -1 if none
    first_ours: int  # the index in ``calls`` of our side's first call, -1 if none
    last: Call | None
    rho: Call | None  # the call just made (by my right-hand opponent)
    position: int  # my seat in the order of opening (1–4), 0 once someone has bid
    passed_hand: bool
    opened_by_us: bool | None
    can_x: bool  # a double is legal: the last bid is an undoubled opponent's
    can_xx: bool  # a redouble is legal: the standing double is an opponent's
    legal: int  # the legal calls, as the bits ``1 << call``
    mask: int  # the hand's cards, thirteen bits a suit, clubs first
    we_vul: bool  # my side is vulnerable
    they_vul: bool  # theirs is
    memo: dict[str, object]

    def __init__(self, mask: int, auction: Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> None:
        f = hand_facts(mask)
        self.hand = f
        self.mask = mask
        self.auction = auction
        self.L = f.lengths
        self.hcp = f.hcp
        self.pts = f.pts
        self.bal = f.balanced
        self.stop = f.stoppers
        self.memo = {}  # what later rules work out, once a turn
        calls = auction.calls
        self.code = code = bytes(calls)
        reading = _READINGS.get(code)
        if reading is None:
            reading = _read_calls(code)
        (self.seq, self.mine, self.theirs, self.their_suits, self.position, self.passed_hand, self.opened_by_us,
         self.first_theirs, self.our_suits, self.before, self.first_ours, self.their_bids, self.theirs_before,
         self.calls, self.last, self.rho, self.can_x, self.can_xx, self.legal) = reading
        if vulnerable is Vulnerability.NONE:
            self.we_vul = self.they_vul = False
        else:
            seat = auction.turn
            self.we_vul = vulnerable.is_vulnerable(seat)
            self.they_vul = vulnerable.is_vulnerable(seat.next)

    # The hand ---------------------------------------------------------------------------

    def support_points(self, trump: int) -> int:
        """HCP plus shortness (void 5, singleton 3, doubleton 1) with four trumps; 3/2/1 with three."""
        if self.L[trump] < 3:
            return self.pts
        short = sum((5, 3, 1)[n] if self.L[trump] >= 4 else (3, 2, 1)[n] for s, n in enumerate(self.L) if s != trump and n < 3)
        return self.hcp + short

    def longest(self, among: tuple[int, ...] = (C, D, H, S)) -> int:
        """The longest of ``among``; equal lengths of five or more: the higher; of four: the lower."""
        best = max(self.L[s] for s in among)
        tied = [s for s in among if self.L[s] == best]
        return tied[-1] if best >= 5 else tied[0]

    # The auction --------------------------------------------------------------------------

    @property
    def partner_calls(self) -> tuple[Call, ...]:
        return tuple(c for c, by_me in zip(self.seq, self.mine) if not by_me)

    @property
    def my_calls(self) -> tuple[Call, ...]:
        return tuple(c for c, by_me in zip(self.seq, self.mine) if by_me)

    @property
    def first_turn_since_ours(self) -> bool:
        """My first turn since our side's first call (which partner made)."""
        return 0 <= self.first_ours and len(self.calls) - self.first_ours < 4

    @property
    def key(self) -> str:
        """Our side's calls, passes left out: ``"1NT 2C"``."""
        return " ".join(str(c) for c in self.seq)


# The reading of each sequence of calls met (``_auction_reading`` then ``_call_facts``), one look-up a
# turn: every board starts from the same few sequences, and at most 65,536 are kept.
_READINGS: dict[bytes, tuple] = {}  # type: ignore[type-arg]


def _read_calls(code: bytes) -> tuple:  # type: ignore[type-arg]
    """The reading of a sequence of calls not met yet, worked out and kept."""
    partners = _READINGS.get(code[:-2]) if len(code) >= 2 else None
    if len(_READINGS) >= 65536:
        _READINGS.clear()
    side = _auction_reading(code) if partners is None else _reading_after_partners(partners, code)
    reading = _READINGS[code] = side + _call_facts(code)
    return reading


def _reading_after_partners(partners: tuple, code: bytes) -> tuple:  # type: ignore[type-arg]
    """``_auction_reading(code)`` from partner's reading of the calls before partner's last call and
    my right-hand opponent's: the sides are the same, partner's calls are mine as partner read them,
    and the two new calls are added (partner's to our side, my right-hand opponent's to theirs)."""
    (seq, mine, theirs, their_suits, position, _, opened_by_us, first_theirs, our_suits, before, first_ours,
     their_bids, theirs_before, _, last, *_) = partners
    n = len(code)
    ours, rho = code[-2], code[-1]
    if ours != 35:  # partner's call
        seq = (*seq, _READ[ours])
        mine = (*(not m for m in mine), False)
        before = (*before, last)
        theirs_before = (*theirs_before, their_suits)
        if first_ours < 0:
            first_ours = n - 2
        if ours < 35 and ours % 5 != NT:
            our_suits = (*our_suits, ours % 5)
    else:
        mine = tuple(not m for m in mine)
    if rho != 35:
        theirs = (*theirs, _READ[rho])
        if rho < 35:
            their_bids += 1
            if rho % 5 != NT and not names_no_suit(code, n - 1):
                their_suits = (*their_suits, rho % 5)
                if first_theirs < 0:
                    first_theirs = rho % 5
    if opened_by_us is None:
        opened_by_us = True if ours < 35 else False if rho < 35 else None
    # A pass of mine (every fourth call back from the turn) before our side's first call.
    passed_hand = 35 in code[n % 4:first_ours if first_ours >= 0 else n:4]
    position = n + 1 if position and ours == 35 and rho == 35 else 0
    return (seq, mine, theirs, their_suits, position, passed_hand, opened_by_us, first_theirs, our_suits,
            before, first_ours, their_bids, theirs_before)


# the no-trump bids as the calls' byte codes (five strains a level, clubs first)
_1NT_INDEX: Final = 4
_2NT_INDEX: Final = 9
_4NT_INDEX: Final = 19
_2C_INDEX: Final = 5
_2D_INDEX: Final = 6
# the strong 2C opening and its waiting 2D answer
OPEN_2C: Final = CALLS[_2C_INDEX]
ANSWER_2D: Final = CALLS[_2D_INDEX]


def names_no_suit(code: bytes, i: int) -> bool:
    """Whether the suit bid at ``code[i]`` says nothing of its own strain: Stayman or a transfer (two or three
    of clubs, diamonds or hearts) straight over partner's 1NT or 2NT opening or overcall, or the diamond answer
    to Stayman, whatever the other side called in between but a bid. (Their cue bid of our suit is read where
    it matters: it names our suit, which stays among theirs.)"""
    index = code[i]
    if i < 2 or code[i - 1] < 35 or index % 5 == S:
        return False
    nt = code[i - 2]
    return (nt in (_1NT_INDEX, _2NT_INDEX) and index // 5 == nt // 5 + 1 and _natural_nt(code, i - 2)
            or _stayman_denial(code, i))


def minors_2nt(call: Call | None, before: Call | None, theirs: tuple[int, ...]) -> bool:
    """2NT straight over their raise of their major at two (1S P 2S P P 2NT, ``before`` their raise, ``theirs`` the
    suits they had bid): the minors, five-five, partner to choose."""
    return (call is not None and call == CALLS[_2NT_INDEX] and before is not None and before < 35 and before.level == 2
            and before % 5 in (H, S) and theirs.count(before % 5) >= 2)


def two_suiter_suits(call: Call | None, before: Call | None, theirs: tuple[int, ...]) -> tuple[int, ...]:
    """The suits a side's first call shows when it is a two-suited overcall, five cards or more each; () when it is
    not one. ``before`` is the bid it was made over, ``theirs`` the suits the other side had bid. Over their one of a
    suit or their 1NT (which no natural 2NT overcalls): the unusual 2NT, the two lowest suits they have not bid.
    Michaels, the cue bid of their one of a suit at two: over a minor both majors, over a major the other major (its
    minor is not yet known). Over their raise of a major at two, 2NT shows the minors. Whoever made it, the reading
    is the same: their two-suiter over our one of a suit is read through ``their_two_suiter_over``.

    >>> [SUIT_NAMES[s] for s in two_suiter_suits(B("2NT"), B("1C"), (C,))]
    ['diamonds', 'hearts']
    >>> [SUIT_NAMES[s] for s in two_suiter_suits(B("2H"), B("1H"), (H,))]
    ['spades']
    >>> [SUIT_NAMES[s] for s in two_suiter_suits(B("2NT"), B("2S"), (S, S))]
    ['clubs', 'diamonds']
    >>> two_suiter_suits(B("2NT"), B("2H"), (H,)), two_suiter_suits(B("3H"), B("1H"), (H,))
    ((), ())
    """
    if minors_2nt(call, before, theirs):
        return (C, D)
    if call is not None and before is not None and before.level == 3 and theirs == (before % 5,):
        return _over_three_level_preempt(call, before % 5)
    if call is None or before is None or before.level != 1:
        return ()
    overcalled = before % 5
    if call == CALLS[_2NT_INDEX]:
        return tuple([s for s in (C, D, H, S) if s != overcalled and s not in theirs][:2])
    if call == bid(2, overcalled) and overcalled != NT:
        return (H, S) if overcalled in (C, D) else (H + S - overcalled,)
    return ()


def _over_three_level_preempt(call: Call, preempt: int) -> tuple[int, ...]:
    """Over their three-level preempt (mainstream; the booklet is silent): 4NT over a major shows the minors, the
    cue bid of a minor at four both majors."""
    if preempt in (H, S) and call == CALLS[_4NT_INDEX]:
        return (C, D)
    return (H, S) if preempt in (C, D) and call == bid(4, preempt) else ()


def our_two_suiter(ctx: Ctx) -> tuple[int, ...]:
    """The suits our side's first call showed, when they opened and it was a two-suited overcall (Michaels, the
    unusual 2NT, 2NT for the minors over their raise at two); else ()."""
    if ctx.opened_by_us or not ctx.seq:
        return ()
    return two_suiter_suits(ctx.seq[0], ctx.before[0], ctx.theirs_before[0])


def their_two_suiter_over(ours: Call, call: Call | None, theirs: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """The suits their ``call`` straight over our one-bid ``ours`` shows, when it is two-suited (the unusual 2NT,
    or the cue bid of our suit at two); else (). Given ``theirs``, the suits they had bid by then, the call must
    have been their only bid: no suit before the 2NT, none but the cue bid's."""
    if ours % 5 == NT or theirs is not None and theirs != (() if call == CALLS[_2NT_INDEX] else (ours % 5,)):
        return ()  # (over our 1NT the no-trump conventions' own tables read their calls)
    return two_suiter_suits(call, ours, (ours % 5,))


def transfer_suit(code: bytes, i: int) -> int | None:
    """The suit the transfer bid at ``code[i]`` shows (two or three of diamonds: hearts; of hearts: spades), straight
    over partner's no-trump opening or overcall; None for any other bid."""
    index = code[i]
    if index % 5 not in (D, H) or not names_no_suit(code, i) or code[i - 2] not in (_1NT_INDEX, _2NT_INDEX):
        return None
    return index % 5 + 1


def strong_2c_last(code: bytes) -> bool:
    """The last of ``code`` is the strong 2C opening, or its waiting 2D answer straight after it: every bid so far
    is theirs, and they hold the values."""
    bids = [c for c in code if c < 35]
    return (bids == [_2C_INDEX] and code[-1] == _2C_INDEX
            or bids == [_2C_INDEX, _2D_INDEX] and code[-3:] == bytes((_2C_INDEX, 35, _2D_INDEX)))


def artificial_last(code: bytes) -> bool:
    """The last of ``code`` is an artificial bid of the side that has made every bid so far: Stayman or a transfer
    over their no trump (``names_no_suit``), the strong 2C or its waiting 2D (``strong_2c_last``), or the fourth suit
    at two or three, the cheapest bid of its strain (forcing, artificial; a jump in it is natural)."""
    if not code or code[-1] >= 35:
        return False
    bids = [c for c in code if c < 35]
    return names_no_suit(code, len(code) - 1) or strong_2c_last(code) or _fourth_suit_bid(bids)


def _fourth_suit_bid(bids: list[int]) -> bool:
    """Four bids, each in a different suit, the last at two or three and no jump: the fourth suit, forcing."""
    return (len(bids) == 4 and len({b % 5 for b in bids} - {NT}) == 4 and 2 <= bids[-1] // 5 + 1 <= 3
            and bids[-1] - bids[-2] < 5)


def _natural_nt(code: bytes, i: int) -> bool:
    """The no trump bid at ``code[i]`` is its side's first bid, and a 2NT the opening (a 2NT overcall is unusual)."""
    before = code[i % 2:i:2] if code[i] == _1NT_INDEX else code[:i]
    return all(c >= 35 for c in before)


def _stayman_denial(code: bytes, i: int) -> bool:
    """The diamond answer (no four-card major) to partner's Stayman over my 1NT or 2NT, our calls in between
    not bids."""
    index = code[i]
    return (index % 5 == D and i >= 4 and code[i - 4] in (_1NT_INDEX, _2NT_INDEX) and _natural_nt(code, i - 4) and code[i - 2] == code[i - 4] + 1 and index == code[i - 2] + 1
            and code[i - 3] >= 35 and code[i - 1] >= 35)


def _call_facts(code: bytes) -> tuple[tuple[Call, ...], Call | None, Call | None, bool, bool, int]:
    """The calls as read, the last bid, the call just made, whether a double and a redouble are legal
    (the last bid is an undoubled opponent's; the standing double is an opponent's), and the calls that
    are legal, as the bits ``1 << call`` (none once the auction is over): what the rules and the loop
    over them ask of the calls alone."""
    n = len(code)
    last = last_at = risk_at = -1
    risk = passes = 0
    for i, index in enumerate(code):
        if index < 35:
            last, last_at, risk, passes = index, i, 0, 0
        elif index == 35:
            passes += 1
        else:
            risk, risk_at, passes = index - 35, i, 0
    can_x = last >= 0 and risk == 0 and (n - last_at) % 2 == 1
    can_xx = risk == 1 and (n - risk_at) % 2 == 1
    over = passes == 4 or (passes == 3 and last >= 0)
    legal = 0 if over else (1 << 35) - (1 << (last + 1)) | 1 << 35 | can_x << 36 | can_xx << 37
    calls = tuple(map(_READ.__getitem__, code))
    return calls, None if last < 0 else _READ[last], calls[-1] if calls else None, can_x, can_xx, legal


def _auction_reading(calls: bytes) -> tuple:  # type: ignore[type-arg]
    """Our side's calls (and which were mine), the opponents', and the facts rules ask of them.

    The calls come as bytes, one a call: a key that hashes and compares without running Python code,
    and indexes read as plain ints. A call ``n - i`` turns before mine is our side's when that is even,
    mine when it is a multiple of four.
    """
    n = len(calls)
    seq: list[Call] = []
    mine: list[bool] = []
    before: list[Call | None] = []  # the last bid before each of our calls
    theirs_before: list[tuple[int, ...]] = []  # the suits they had bid before each of our calls
    theirs: list[Call] = []
    their_suits: list[int] = []
    our_suits: list[int] = []
    opened_by_us: bool | None = None
    first_theirs = first_ours = -1
    passed_hand = False
    last_bid: Call | None = None
    for i, index in enumerate(calls):
        steps_back = n - i
        if index == 35:  # Pass
            passed_hand = passed_hand or (steps_back % 4 == 0 and not seq)
            continue
        call = _READ[index]
        is_bid = index < 35
        if opened_by_us is None and is_bid:
            opened_by_us = steps_back % 2 == 0
        if steps_back % 2 == 0:
            first_ours = i if first_ours < 0 else first_ours
            seq.append(call)
            mine.append(steps_back % 4 == 0)
            before.append(last_bid)
            theirs_before.append(tuple(their_suits))
            if is_bid and index % 5 != NT:
                our_suits.append(index % 5)
        else:
            theirs.append(call)
            if is_bid and index % 5 != NT and not names_no_suit(calls, i):
                their_suits.append(index % 5)
                first_theirs = index % 5 if first_theirs < 0 else first_theirs
        if is_bid:
            last_bid = call
    position = n + 1 if last_bid is None and not theirs and not seq else 0
    their_bids = sum(1 for c in theirs if c < 35)
    return (tuple(seq), tuple(mine), tuple(theirs), tuple(their_suits), position, passed_hand,
            opened_by_us, first_theirs, tuple(our_suits), tuple(before), first_ours, their_bids,
            tuple(theirs_before))
