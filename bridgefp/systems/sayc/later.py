"""Later rounds: cue bids and Blackwood, placing the contract by the points and fit partner has
shown, answering a forcing bid, competing to the level of the total trumps, penalty doubles.

These rules apply wherever no booklet table for the exact sequence does: they read
partner's calls as numbers (``partner.py``) and add them to the hand.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ...calls import Call
from .context import B, C, D, H, NT, S, Ctx, Rule, always, bid, cheapest, is_game, names_no_suit, our_two_suiter, their_two_suiter_over
from .partner import Shown, answer_over_double, artificial, balanced_first, cue_raise_over_unusual_2nt, partner_shown

__all__ = ["BID_ON_OVER_THEIR_SAVE", "LATER", "SLAM_FIRST", "defence", "fit_suit", "team"]

_PASS: Final = Call(35)
FOURTH_SUIT_POINTS: Final = 10  # my own points for the fourth suit: a weaker hand describes itself after partner's strong rebid
GAME: Final = 24  # points together for game (partner's least: a little more is likely)
MINIMUM_OPENING: Final = 13  # HCP of a minimum opening: it leaves the slam to partner's jump shift
OPENING_LEAST: Final = 12  # points: the least an opening bid shows
SINGLE_RAISE_LEAST: Final = 6  # points: the least responder's single raise shows
FORCED_MINIMUM: Final = 10  # HCP with which a forced hand raises partner's minor to four rather than five
SLAM: Final = 33  # points together for a small slam bid without asking for aces
SLAM_ASK: Final = 31  # points together, with a fit, that make a small slam worth asking for aces
MINIMUM_OPPOSITE_JUMP_SHIFT: Final = 16  # HCP: an opening below it leaves the slam to partner's jump shift (19+)
SLAM_ASK_HCP: Final = 29  # and HCP together (shortness counted twice is not strength)
QUANTITATIVE_HCP: Final = 31  # HCP together (partner's least) from which 4NT invites 6NT over partner's no trump: 33 with a two-point range's top
QUANTITATIVE_ACCEPT: Final = 1  # HCP beyond the least I have shown that accept partner's invitation to 6NT
READ_AT_TOP: Final = 19  # opener's 18–19 no trump rebid, read at the top of its range
KINGS_ASK_HCP: Final = 33  # HCP together (partner's least) from which, holding every ace, 5NT asks for kings
_X: Final = Call(36)
_XX: Final = Call(37)
_4H: Final = B("4H")
_4S: Final = B("4S")
_4NT: Final = B("4NT")
_3NT: Final = B("3NT")
_2NT: Final = B("2NT")
_1NT: Final = B("1NT")
_2C: Final = B("2C")
_3C: Final = B("3C")
_6NT: Final = B("6NT")
_2D: Final = B("2D")
_4C: Final = B("4C")
_5NT: Final = B("5NT")


def fit_suit(ctx: Ctx) -> int | None:
    """Our best fit of eight or more cards, a major first, else the longest combined."""
    if "fit" not in ctx.memo:
        ctx.memo["fit"] = _fit_suit(ctx)
    return ctx.memo["fit"]  # type: ignore[return-value]


def _fit_suit(ctx: Ctx) -> int | None:
    """(Not a suit the opponents bid and our side has not: partner's no trump shows two of it, which is no fit.)"""
    shown = partner_shown(ctx).lengths
    fits = [(ctx.L[s] + shown[s], s in (H, S), s) for s in (C, D, H, S) if shown[s] > 0 and ctx.L[s] + shown[s] >= 8
            and (s not in ctx.their_suits or s in ctx.our_suits)]
    if not fits:
        return None
    majors = [f for f in fits if f[1]]
    return max(majors or fits)[2]


def total_trumps(ctx: Ctx, suit: int) -> int:
    return ctx.L[suit] + partner_shown(ctx).lengths[suit]


def team(ctx: Ctx) -> int:
    """My points (support points with a fit) plus the least partner has shown."""
    if "team" not in ctx.memo:
        ctx.memo["team"] = _team(ctx)
    return ctx.memo["team"]  # type: ignore[return-value]


def _team(ctx: Ctx) -> int:
    suit = fit_suit(ctx)
    shown = partner_shown(ctx)
    if suit is None:
        mine = ctx.pts
    elif ctx.L[suit] > shown.lengths[suit]:  # the long trumps are mine: length counts, shortness a little
        mine = ctx.pts + (min(ctx.L) <= 1)
    else:
        mine = ctx.support_points(suit)
    return mine + shown.least


def _team_without_shortness_in_partners(ctx: Ctx) -> int:
    """Points together as ``team``, but a singleton or void in partner's other suit adds nothing to a fit in
    partner's second suit: it ruffs nothing partner needs ruffed (partner's long first suit is a source of tricks)."""
    suit = fit_suit(ctx)
    if suit is None or ctx.L[suit] > partner_shown(ctx).lengths[suit]:
        return team(ctx)
    table = (5, 3) if ctx.L[suit] >= 4 else (3, 2)
    return team(ctx) - sum(table[ctx.L[s]] for s in set(_partner_suits(ctx)) if s != suit and ctx.L[s] <= 1)


def long_suit_for_no_trump(ctx: Ctx) -> int | None:
    """My five- or six-card suit headed by the ace, king or queen, in a hand with no singleton or void: a source
    of tricks in no trump, a trick more than its high cards count (None without one)."""
    if min(ctx.L) < 2:
        return None
    suits = [s for s in (C, D, H, S) if 5 <= ctx.L[s] <= 6 and ctx.hand.top_three[s] >= 1]
    return suits[0] if suits else None


def _partner_asked_aces(ctx: Ctx) -> bool:
    """Partner's 4NT asks for aces unless it raised my no trump (then it invites 6NT)."""
    return _partner_bid_4nt(ctx) and not _over_my_no_trump(ctx)


def _minor_raised_after_2c(ctx: Ctx) -> bool:
    """I opened 2C, partner waited with 2D, and raised my minor below game (3C 4C, 3D 4D), the opponents silent."""
    seq = ctx.seq
    return (len(seq) == 4 and ctx.mine[0] and not ctx.their_bids and seq[0] == _2C and seq[1] == _2D
            and seq[2] < 35 and seq[2] % 5 in (C, D) and seq[3] % 5 == seq[2] % 5 and seq[3].level == seq[2].level + 1 < 5)


def _partner_bid_4nt(ctx: Ctx) -> bool:
    return bool(ctx.mine) and not ctx.mine[-1] and ctx.seq[-1] == _4NT


def _over_my_no_trump(ctx: Ctx) -> bool:
    """My last bid before partner's last call was no trump (at three or lower); or my first bid was no trump (2C
    then no trump counts as a no trump opening), no fit is known, and my last bid did not raise a suit partner bid
    (that raise agreed it: 4NT asks)."""
    mine = [c for c, m in zip(ctx.seq[:-1], ctx.mine[:-1]) if m and c < 35]
    if not mine:
        return False
    if mine[0] == _2C and len(mine) >= 2 and mine[1] % 5 == NT:
        mine = mine[1:]
    if mine[-1] % 5 == NT:
        return mine[-1].level <= 3 or mine[0] % 5 == NT and fit_suit(ctx) is None
    return mine[0] % 5 == NT and fit_suit(ctx) is None and mine[-1] % 5 not in _partner_suits(ctx)


def _quantitative_answer(ctx: Ctx) -> Call | None:
    """Partner's 4NT invites 6NT: accept with more than I have shown (my 18–19 no trump rebid is
    read at its top, 19, so there the top itself accepts)."""
    shown_by_me = _read_mine(ctx)
    need = shown_by_me if shown_by_me == READ_AT_TOP else shown_by_me + QUANTITATIVE_ACCEPT
    return B("6NT") if ctx.hcp >= need else _PASS


def _read_mine(ctx: Ctx) -> int:
    """The least my own calls have shown (partner's view of my hand)."""
    return _shown_by_me(ctx).least


def _shown_by_me(ctx: Ctx) -> Shown:
    """What my own calls have shown (partner's view of my hand)."""
    from .partner import _read
    return _read(ctx.seq, tuple(not m for m in ctx.mine), ctx.opened_by_us, ctx.theirs_before, ctx.before,
                 balanced_first=balanced_first(ctx))


def _answer_aces(ctx: Ctx) -> Call | None:
    return bid(5, (C, D, H, S)[ctx.hand.aces % 4])


def _aces_asked_and_overcalled(ctx: Ctx) -> bool:
    """Partner asked for aces and RHO has bid over the 4NT, or doubled it."""
    return _partner_asked_aces(ctx) and ctx.rho is not None and (ctx.rho < _PASS and ctx.rho == ctx.last or ctx.rho == _X)


def answer_aces_over_their_bid(ctx: Ctx) -> Call | None:
    """DOPI (to Blackwood or Gerber): double with no ace (or four), pass with one, the next step over their bid with
    two, the step after with three; over their double of the ask (ROPI) redouble with none, and the steps count
    from the ask itself."""
    aces, last = ctx.hand.aces % 4, ctx.last
    if aces == 0:
        return _XX if ctx.rho == _X else _X
    if aces == 1 or last is None:
        return _PASS
    step = int(last) + aces - 1
    return Call(step) if step < int(_PASS) else None


def _asked_and_answered(ctx: Ctx) -> bool:
    """My 4NT and partner's answer in steps: 5C to 5S, or over their bid (DOPI) the next step or the one after."""
    if not (len(ctx.seq) >= 2 and ctx.mine[-2] and not ctx.mine[-1] and ctx.seq[-2] == _4NT) or ctx.seq[-1] >= _PASS:
        return False
    if _my_4nt_two_suited(ctx):
        return False  # partner chose one of my two suits
    return _answered_in_steps(ctx, _4NT, 20, 23) and not _invited_after_transfer(ctx.seq)


def _their_bid_over_ask(ctx: Ctx, ask: Call) -> Call | None:
    """LHO's bid straight over my ace ask ``ask``, partner's answer and RHO's call since (DOPI applies); over
    LHO's double of it (ROPI) the ask itself, from which partner's steps count."""
    calls = ctx.calls
    if len(calls) < 4 or calls[-4] != ask:
        return None
    return calls[-3] if calls[-3] < _PASS else ask if calls[-3] == _X else None


def _answered_in_steps(ctx: Ctx, ask: Call, low: int, high: int) -> bool:
    """Partner's bid answers my ace ask ``ask``: a step from ``low`` to ``high`` uncontested, or over their bid
    the next step (two aces) or the one after (three)."""
    theirs, answer = _their_bid_over_ask(ctx, ask), int(ctx.seq[-1])
    return low <= answer <= high if theirs is None else 1 <= answer - int(theirs) <= 2


_NT_TRANSFERS: Final = {B("1NT"): (B("2D"), B("2H")), B("2NT"): (B("3D"), B("3H"))}


def _invited_after_transfer(seq: tuple[Call, ...]) -> bool:
    """Our no trump, a transfer accepted, then 4NT: it invited slam (partner's five of the major declined)."""
    transfers = _NT_TRANSFERS.get(seq[0]) if len(seq) == 5 else None
    return transfers is not None and seq[1] in transfers and seq[2] == seq[1] + 1 and seq[3] == _4NT


def _aces_shown(ctx: Ctx) -> int:
    """Partner's five-level answer to my 4NT: 5C none or four, 5D one, 5H two, 5S three; over their bid (DOPI) the
    next step two, the step after three."""
    theirs = _their_bid_over_ask(ctx, _4NT)
    return ctx.seq[-1] % 5 if theirs is None else int(ctx.seq[-1]) - int(theirs) + 1


def _slam_after_answer(ctx: Ctx) -> Call | None:
    aces = _aces_together(ctx, _aces_shown(ctx))
    strain = _slam_strain(ctx)
    if aces <= 2:
        return _five_of(ctx, strain)
    if aces == 4 and team_hcp(ctx) >= KINGS_ASK_HCP and ctx.last is not None and ctx.last < _5NT:
        return _5NT  # every ace ours: the kings decide the grand slam (over their bid at five, no room: the small slam)
    return bid(6, strain)


def _dopi_answered(ctx: Ctx) -> bool:
    """My 4NT asked for aces, LHO bid over it, and partner answered by DOPI: doubled (none) or passed (one), and
    the bid has come back to me."""
    return _dopi_pass_or_double(ctx, _4NT)


def _dopi_pass_or_double(ctx: Ctx, ask: Call) -> bool:
    """My ace ask ``ask`` (4NT, or Gerber's 4C), LHO's bid over it, partner's DOPI double (none) or pass (one), and
    RHO's pass; or LHO's double of it and partner's ROPI redouble (none) or pass (one)."""
    calls, seq, mine = ctx.calls, ctx.seq, ctx.mine
    if len(calls) < 4 or calls[-4] != ask or calls[-3] > _X or calls[-1] != _PASS or not seq:
        return False
    if ask == _4NT and _my_4nt_two_suited(ctx):
        return False  # my 4NT over their preempt showed the minors: partner's pass is no preference
    if calls[-3] == _X and ask == _4NT and not _my_4nt_asked(ctx):
        return False  # my 4NT invited 6NT: partner's pass or redouble over their double counts no aces
    if mine[-1]:
        return seq[-1] == ask and calls[-2] == _PASS
    zero = _XX if calls[-3] == _X else _X
    return len(seq) >= 2 and mine[-2] and seq[-1] == zero and seq[-2] == ask


def _my_4nt_asked(ctx: Ctx) -> bool:
    """My 4NT asked for aces: we have trumps, and partner, who answered it, read it so (``_over_my_no_trump``
    from partner's seat; what invited 6NT for partner invited it for me too)."""
    at = max(i for i, m in enumerate(ctx.mine) if m and ctx.seq[i] == _4NT)
    return trump_suit(ctx) is not None and not _partner_read_invitation(ctx, at) and not _my_4nt_two_suited(ctx)


def _my_4nt_two_suited(ctx: Ctx) -> bool:
    """My 4NT was our side's first call, a two-suiter over their opening (the minors over their preempt in a
    major): it asked partner to choose a suit, not for aces."""
    return bool(ctx.seq) and ctx.mine[0] and ctx.seq[0] == _4NT and bool(our_two_suiter(ctx))


def _partner_read_invitation(ctx: Ctx, at: int) -> bool:
    """Partner read my 4NT (our side's ``at``-th call) as inviting 6NT: partner's last bid before it was no trump;
    or partner's first bid was, partner's last bid named no suit of mine, and no fit is known from the calls
    (1NT 2C 2H 4NT, 1NT 2D 2H 4NT: the transfer shows five hearts, partner's accept two)."""
    partners = [c for c, m in zip(ctx.seq[:at], ctx.mine[:at]) if not m and c < _PASS]
    if not partners or partners[-1] % 5 == NT:
        return bool(partners)
    mine = {ctx.seq[i] % 5 for i in range(at) if ctx.mine[i] and ctx.seq[i] < 35 and _shows_its_suit(ctx, i)
            and ctx.seq[i] % 5 not in ctx.theirs_before[i]}
    mine_shown, partners_shown = _shown_by_me(ctx).lengths, partner_shown(ctx).lengths
    known_fit = any(mine_shown[s] + partners_shown[s] >= 8 for s in (C, D, H, S))
    return partners[0] % 5 == NT and partners[-1] % 5 not in mine and not known_fit


def _invitation_declined_over_double(ctx: Ctx) -> bool:
    """My 4NT invited slam (as partner read it), LHO doubled it, partner passed, declining, and so did RHO."""
    calls = ctx.calls
    return (len(calls) >= 4 and calls[-4] == _4NT and calls[-3] == _X and calls[-2] == _PASS and calls[-1] == _PASS
            and bool(ctx.seq) and ctx.mine[-1] and ctx.seq[-1] == _4NT and not _my_4nt_asked(ctx))


def _ask_doubled(ctx: Ctx) -> bool:
    """LHO doubled my ace ask (partner's answer came by ROPI)."""
    return ctx.calls[-3] == _X


def _slam_after_dopi(ctx: Ctx) -> Call | None:
    """Partner's DOPI answer counted: three aces together bid the slam; missing two, their bid is doubled (or
    partner's double of it stands). After their double of my 4NT (ROPI) two missing sign off at five of our suit."""
    shown = 0 if ctx.seq[-1] in (_X, _XX) else 1
    aces = _aces_together(ctx, shown)
    if aces <= 2 and _ask_doubled(ctx):
        return _five_of(ctx, _slam_strain(ctx))
    if aces <= 2:
        return _PASS if shown == 0 else _X
    return bid(6, _slam_strain(ctx))


def _five_of(ctx: Ctx, strain: int) -> Call:
    """The sign-off two aces short: the cheapest bid of our strain when it is still at five, else pass."""
    low = cheapest(strain, ctx.last)
    return low if low is not None and low.level == 5 else _PASS


def _aces_together(ctx: Ctx, shown: int) -> int:
    """My aces and the count partner's answer showed (its none-or-four step is four when I hold none)."""
    return ctx.hand.aces + (4 if shown == 0 and ctx.hand.aces == 0 else shown)


def _slam_strain(ctx: Ctx) -> int:
    """The strain of the slam Blackwood places: our trumps, else the major both of us have bid (cue bids
    agreed it, though partner's length there is not known to make eight), else no trump."""
    suit = trump_suit(ctx)
    if suit is not None:
        return suit
    agreed = agreed_major(ctx)
    return NT if agreed is None else agreed[0]


def _asked_kings(ctx: Ctx) -> bool:
    """Partner's 5NT followed my answer to partner's 4NT: it asks for kings."""
    return (bool(ctx.seq) and ctx.seq[-1] == _5NT and len(ctx.seq) >= 3 and not ctx.mine[-1] and ctx.mine[-2]
            and 20 <= ctx.seq[-2] <= 23 and ctx.seq[-3] == _4NT)


def _answer_kings(ctx: Ctx) -> Call | None:
    return bid(6, (C, D, H, S)[ctx.hand.kings % 4])


def _kings_answered(ctx: Ctx) -> bool:
    return bool(ctx.seq) and 25 <= ctx.seq[-1] <= 28 and len(ctx.seq) >= 2 and ctx.seq[-2] == _5NT and ctx.mine[-2] and not ctx.mine[-1]


def _grand_or_small(ctx: Ctx) -> Call | None:
    """After the kings' answer (all the aces are ours): the grand slam with every king, else the small."""
    shown = ctx.seq[-1] % 5  # 6C none or four, 6D one, 6H two, 6S three
    kings = ctx.hand.kings + (4 if shown == 0 and ctx.hand.kings == 0 else shown)
    strain = _slam_strain(ctx)
    if kings == 4 or team_hcp(ctx) >= 37:
        return bid(7, strain)
    last = ctx.last
    if last is not None and last % 5 == strain:
        return _PASS  # the answer is six of our suit itself
    small = cheapest(strain, last)
    if small is not None and small.level == 6:
        return small
    return _6NT if last is not None and last < _6NT else _PASS  # the answer went past six of our suit: 6NT


def _minimum_opposite_jump_shift(ctx: Ctx) -> bool:
    """I opened with a minimum (under 16 HCP), partner's answer was a jump shift (19+) and partner's last bid is
    below game, the opponents silent: the strong hand is the captain and still exploring; I describe and cooperate,
    and do not ask for aces or place a slam (over partner's game the slam is mine to judge)."""
    seq = ctx.seq
    return (bool(ctx.opened_by_us) and ctx.hcp < MINIMUM_OPPOSITE_JUMP_SHIFT and len(seq) >= 3 and ctx.mine[0]
            and _below_game(ctx)
            and not ctx.mine[1] and not ctx.their_bids and seq[1] < 35 and not answer_over_double(ctx)
            and _new_suit_jump(ctx, 1))


def _slam_zone(ctx: Ctx) -> bool:
    if team(ctx) < SLAM_ASK or _jump_shifter_captains(ctx) or (ctx.last is not None and ctx.last >= _4NT) or _4NT in ctx.seq:
        return False
    trump = trump_suit(ctx)
    if trump is not None and not _partner_bid_last_nt(ctx):
        # Blackwood: the answer stops us at five with two aces missing (in a minor a point more:
        # that five is above 3NT)
        return team(ctx) >= SLAM_ASK + (trump in (C, D)) and team_hcp(ctx) >= SLAM_ASK_HCP
    if trump is None or ctx.L[trump] < 6 and not _stayman_fit_unshown(ctx):
        # a slam in no trump (opposite partner's no trump without a six-card suit of mine it is 6NT): 33 HCP,
        # length and shortness count nothing
        return team_hcp(ctx) - _read_at_top(ctx) >= SLAM
    return team(ctx) - _read_at_top(ctx) >= SLAM


def _jump_shifter_captains(ctx: Ctx) -> bool:
    """Partner's jump shift (19+) makes partner the captain of the slam: a minimum opener (13 HCP or less) never
    asks for aces or places a slam, one under 16 HCP not while partner's last bid is below game."""
    return _minimum_under_jump_shift(ctx) or _minimum_opposite_jump_shift(ctx) or _two_club_opener_captains(ctx)


def _two_club_opener_captains(ctx: Ctx) -> bool:
    """Partner opened 2C and has just raised my major below game, the opponents silent: the strong hand is the
    captain. I show a first-round control (a cue bid) or bid game; partner, who knows the most, asks for aces."""
    seq, last = ctx.seq, ctx.last
    return (len(seq) >= 3 and seq[0] == _2C and not ctx.mine[0] and not ctx.mine[-1] and not ctx.their_bids
            and last is not None and last == seq[-1] and last.level <= 3 and last % 5 in (H, S)
            and any(m and c < 35 and c % 5 == last % 5 for c, m in zip(seq[:-1], ctx.mine[:-1])))


def _minimum_under_jump_shift(ctx: Ctx) -> bool:
    """I opened with a minimum (13 HCP or less) and partner jump-shifted (19+, unlimited): partner is the captain,
    and I show my hand and place no slam myself."""
    return (bool(ctx.mine) and ctx.mine[0] and len(ctx.seq) >= 3 and ctx.hcp <= MINIMUM_OPENING
            and _jump_shift_made(ctx) and _jumps_in_new_suit(ctx, 1))


def _read_at_top(ctx: Ctx) -> int:
    """One when partner's last bid was the 18–19 no trump rebid, read at its top: for a slam in no trump
    partner's least counts one less."""
    return int(_partner_bid_last_nt(ctx) and partner_shown(ctx).least == READ_AT_TOP)


def _slam_call(ctx: Ctx) -> Call | None:
    """Blackwood with a fit (6NT at once when partner's last bid was no trump); else 6NT or 7NT."""
    suit = trump_suit(ctx)
    if suit is not None and _stayman_fit_unshown(ctx):
        return bid(6, suit) if team(ctx) >= SLAM else _4NT  # 4NT here invites 6NT: opener cannot know the fit
    if suit is not None and _transfer_just_accepted(ctx):
        return bid(6, suit) if team(ctx) >= SLAM else None  # 4NT here invites (the transfer's table): no Blackwood
    if suit is not None and not _partner_bid_last_nt(ctx):
        return _4NT
    if suit is not None and ctx.L[suit] >= 6:
        return _slam_in_my_long_suit(ctx, suit)
    return _slam_in_no_trump(ctx)


def _slam_in_my_long_suit(ctx: Ctx, suit: int) -> Call | None:
    """Over partner's no trump 4NT would invite: Gerber asks for aces over 1NT or 2NT, else the slam in my good
    suit. A weak suit opposite the doubleton partner's no trump shows may lose two tricks: 6NT with the high cards
    for it, else no slam (its length counted as points is no trick source)."""
    if ctx.hand.good[suit]:
        return _4C if _gerber_open(ctx) else bid(6, suit)
    return _slam_in_no_trump(ctx) if team_hcp(ctx) >= SLAM else None


def _slam_in_no_trump(ctx: Ctx) -> Call | None:
    """6NT (7NT with 37+ HCP) with no trump suit: my hand balanced or semi-balanced (no singleton: 5-4-2-2,
    6-3-2-2), or a singleton opposite partner's balanced hand; a void does not play in no trump."""
    if not (ctx.bal or min(ctx.L) >= 2 or partner_shown(ctx).balanced and min(ctx.L) >= 1):
        return None
    return B("7NT") if team_hcp(ctx) >= 37 else B("6NT")


def _gerber_open(ctx: Ctx) -> bool:
    """Partner's last bid was a no-trump rebid at one or two, the opponents silent: 4C is Gerber, as over the opening
    (whose tables ask and place the slam themselves)."""
    return _partner_bid_last_nt(ctx) and ctx.seq[-1].level <= 2 and not ctx.their_bids and len(ctx.seq) >= 3


def _gerber_asked(ctx: Ctx) -> bool:
    """My no-trump rebid at one or two (natural: not a first answer such as Jacoby 2NT), partner's jump to 4C at
    once, the opponents silent: Gerber asks for my aces."""
    seq = ctx.seq
    return (len(seq) >= 4 and ctx.mine[-2] and not ctx.mine[-1] and seq[-1] == _4C and seq[-2] % 5 == NT
            and seq[-2].level <= 2 and not ctx.their_bids)


def _gerber_answered(ctx: Ctx) -> bool:
    """Partner's no-trump rebid at one or two, my Gerber and partner's answer in steps (4D to 4NT), the opponents
    silent; or partner's 1NT or 2NT opening, my Gerber straight over it, and partner's answer: in steps, or over
    their bid by DOPI (double none, pass one, the next step two, the one after three)."""
    seq = ctx.seq
    if _gerber_over_opening(ctx):
        return seq[-1] in (_4C, _X, _XX) or _answered_in_steps(ctx, _4C, int(B("4D")), int(_4NT))
    if ctx.their_bids or len(seq) < 4:
        return False
    if ctx.mine[-1]:  # over their double of my 4C partner passed: one ace (ROPI)
        return _gerber_over_rebid(ctx, len(seq) - 1) and _dopi_pass_or_double(ctx, _4C)
    if not _gerber_over_rebid(ctx, len(seq) - 2):
        return False
    return seq[-1] == _XX and _dopi_pass_or_double(ctx, _4C) or seq[-1] < _PASS and _answered_in_steps(
        ctx, _4C, int(B("4D")), int(_4NT))


def _gerber_over_rebid(ctx: Ctx, at: int) -> bool:
    """Our side's ``at``-th call is my 4C, Gerber: straight over partner's no-trump rebid at one or two."""
    seq, mine = ctx.seq, ctx.mine
    return (at >= 3 and mine[at] and not mine[at - 1] and seq[at] == _4C and seq[at - 1] % 5 == NT
            and seq[at - 1].level <= 2)


def gerber_answered_by_dopi(ctx: Ctx) -> bool:
    """Partner's 1NT or 2NT, my Gerber straight over it, their bid, and partner's DOPI pass or double back to me;
    or their double of it and partner's ROPI answer (redouble, pass or a step)."""
    doubled = len(ctx.calls) >= 4 and ctx.calls[-4] == _4C and _ask_doubled(ctx)
    return _gerber_over_opening(ctx) and (ctx.seq[-1] in (_4C, _X, _XX) or doubled)


def _gerber_over_opening(ctx: Ctx) -> bool:
    """Partner opened 1NT or 2NT, my 4C straight over it asked for aces, and partner has answered: a step, or
    over their bid a DOPI pass or double come back to me."""
    seq, mine = ctx.seq, ctx.mine
    if len(seq) < 2 or seq[0] not in (B("1NT"), B("2NT")) or mine[0] or not mine[1] or seq[1] != _4C:
        return False
    if ctx.before[1] != seq[0]:
        return False  # their bid came between: 4C was no Gerber
    if len(seq) == 2:
        return _dopi_pass_or_double(ctx, _4C)
    return len(seq) == 3 and (seq[2] in (_X, _XX) and _dopi_pass_or_double(ctx, _4C) or seq[2] < _PASS)


def _answer_gerber(ctx: Ctx) -> Call | None:
    return bid(4, (D, H, S, NT)[ctx.hand.aces % 4])


def _gerber_aces_shown(ctx: Ctx) -> int:
    """Partner's answer to my Gerber: 4D none or four, 4H one, 4S two, 4NT three; over their bid (DOPI) double none
    or four, pass one, the next step two, the one after three."""
    if ctx.seq[-1] == _4C:
        return 1  # partner passed their bid: one ace
    if ctx.seq[-1] in (_X, _XX):
        return 0
    theirs = _their_bid_over_ask(ctx, _4C)
    return ctx.seq[-1] % 5 - D if theirs is None else int(ctx.seq[-1]) - int(theirs) + 1


def _slam_after_gerber(ctx: Ctx) -> Call | None:
    """Six of my long suit with three aces or four together; with two missing, the cheapest bid of it (five at most);
    after their double of my 4C (ROPI) with no suit of mine, 4NT to play."""
    aces = _aces_together(ctx, _gerber_aces_shown(ctx))
    doubled = _ask_doubled(ctx)
    if aces <= 2 and ctx.seq[-1] in (_4C, _X) and not doubled:
        return _PASS if ctx.seq[-1] == _X else _X  # two aces missing over their bid: defend it doubled
    suit = trump_suit(ctx)
    if suit is None:
        return B("6NT") if aces >= 3 else _4NT if doubled and ctx.last is not None and ctx.last < _4NT else _PASS
    if aces >= 3:
        return bid(6, suit)
    low = cheapest(suit, ctx.last)
    return low if low is not None and low.level <= 5 else _PASS


def _stayman_fit_unshown(ctx: Ctx) -> bool:
    """Partner opened no trump and answered my Stayman with a major: my 4NT would be read as inviting 6NT,
    the fit not yet shown."""
    seq = ctx.seq
    return (len(seq) == 3 and ctx.mine == (False, True, False) and (seq[0], seq[1]) in ((_1NT, _2C), (_2NT, _3C))
            and seq[2] % 5 in (H, S))


_TRANSFERS_ACCEPTED: Final = frozenset(
    tuple(B(t) for t in f"{prefix}{nt} {transfer} {accept}".split())
    for prefix, nt in (("", "1NT"), ("", "2NT"), ("2C 2D ", "2NT"))
    for transfer, accept in ((("2D", "2H"), ("2H", "2S")) if nt == "1NT" and not prefix else (("3D", "3H"), ("3H", "3S"))))


def _transfer_just_accepted(ctx: Ctx) -> bool:
    """Partner's no trump, my transfer to a major and partner's plain acceptance, the opponents silent: my 4NT
    is read as the transfer's slam invitation, not Blackwood."""
    return not ctx.their_bids and ctx.mine[-1:] == (False,) and ctx.seq in _TRANSFERS_ACCEPTED


def _blind_at_game(ctx: Ctx) -> bool:
    """A major as trumps, our game in it bid, and a hand whose slam the count of aces cannot settle."""
    suit = trump_suit(ctx)
    return suit in (H, S) and not _partner_bid_last_nt(ctx) and _at_game(ctx, suit) and _blackwood_blind(ctx, suit)


def _cue_or_sign_off(ctx: Ctx) -> Call | None:
    return _cue_above_game(ctx, trump_suit(ctx)) or _PASS  # type: ignore[arg-type]


def _blackwood_blind(ctx: Ctx, major: int) -> bool:
    """Aces alone do not tell: a void (an ace there is wasted), or a side suit partner has not bid with two
    quick losers (no ace, king or singleton) while the opponents may hold its ace and king."""
    return any(s != major and ctx.L[s] == 0 for s in (C, D, H, S)) or bool(_weak_side_suits(ctx, major))


def _weak_side_suits(ctx: Ctx, major: int) -> list[int]:
    """Side suits partner has not bid with two quick losers (no ace, king or singleton), when the opponents'
    HCP may hold its ace and king."""
    if team_hcp(ctx) > 40 - AK_HCP:
        return []
    shown = partner_shown(ctx).lengths
    return [s for s in (C, D, H, S) if s != major and ctx.hand.controls[s] == 0 and shown[s] < 4]


def _at_game(ctx: Ctx, major: int) -> bool:
    """Our side has bid game in the major (partner's sign-off or raise): no cue bid is left below it."""
    game = bid(4, major)
    return any(c == game for c in ctx.seq)


def _cue_above_game(ctx: Ctx, major: int) -> Call | None:
    """The cheapest side suit with my first-round control (an ace or a void) below five of the major: a slam
    try that denies a control in the side suits it skips. With two quick losers in a side suit the cue bid
    must skip it (partner bids the slam with a control there); in two such suits, or with no cue bid above
    the one, there is no slam try."""
    five = bid(5, major)
    weak = [cheapest(s, ctx.last) for s in _weak_side_suits(ctx, major)]
    if len(weak) > 1:
        return None
    options = [cheapest(s, ctx.last) for s in (C, D, H, S) if s != major and ctx.hand.controls[s] >= CUE_CONTROL]
    above = weak[0] if weak and weak[0] is not None else None
    cues = [c for c in options if c is not None and five is not None and c < five and (above is None or c > above)]
    return min(cues) if cues else None


def _cue_above_game_made(ctx: Ctx) -> bool:
    """Partner's new suit over our game in the agreed major, below five of it: a slam try (a control shown,
    the cheaper side suits denied)."""
    seq = ctx.seq
    if len(seq) < 3 or ctx.mine[-1] or _4NT in seq:
        return False
    major = _game_major(ctx)
    if major is None:
        return False
    last = seq[-1]
    game, five = bid(4, major), bid(5, major)
    return (game is not None and five is not None and last < 35 and last % 5 not in (major, NT)
            and game < last < five and game in seq[:-1])


def _game_major(ctx: Ctx) -> int | None:
    """The major our side has agreed, else the major of our game (1S 2H 4S: opener's long suit, which partner's new
    suit above it accepts as trumps; over their bids, when partner's new suit came straight over our game)."""
    agreed = agreed_major(ctx)
    if agreed is not None:
        return agreed[0]
    games = [c for c in ctx.seq[:-1] if c in (_4H, _4S)]
    if not games or ctx.their_bids and ctx.before[-1] != games[-1]:
        return None
    return games[-1] % 5


def _answer_cue_above_game(ctx: Ctx) -> Call | None:
    """Slam with a control (an ace, king, singleton or void) in every side suit partner's cue bid skipped;
    else five of the major."""
    major = _game_major(ctx)
    if major is None:
        return None
    cue, before = ctx.seq[-1], ctx.before[-1]
    denied = [s for s in (C, D, H, S) if s not in (major, cue % 5) and _cheaper(s, before, cue, B("1C"))]
    return bid(6 if all(ctx.hand.controls[s] >= 1 for s in denied) else 5, major)


def trump_suit(ctx: Ctx) -> int | None:
    """Our trumps for slam: the fit, else a self-sufficient suit of mine (seven cards, or six with four
    of the top five honours) that the opponents have not bid."""
    suit = fit_suit(ctx)
    if suit is not None:
        return suit
    own = [s for s in (S, H, D, C) if (ctx.L[s] >= 7 or ctx.L[s] >= 6 and ctx.hand.top[s] >= 4) and s not in ctx.their_suits]
    return own[0] if own else None


def _quantitative_zone(ctx: Ctx) -> bool:
    """Partner's last bid was natural no trump below 4NT, and 31–32 HCP together (partner's least) with no
    major fit: 33 for 6NT when partner is at the top of a range two or three points wide. The hand is balanced,
    or, the opponents silent, has 19+ HCP, has shown its suits (two calls of ours and more) and holds no void."""
    if not _partner_bid_last_nt(ctx) or ctx.last is None or ctx.last >= _4NT or _4NT in ctx.seq:
        return False
    # balanced, or a strong hand with no void once our suits are shown and partner's no trump has denied a fit
    shape = ctx.bal or min(ctx.L) >= 1 and len(ctx.seq) >= 4 and ctx.hcp >= 19 and not ctx.their_bids
    return shape and fit_suit(ctx) not in (H, S) and QUANTITATIVE_HCP <= team_hcp(ctx) - _read_at_top(ctx) <= 32


def _game_call(ctx: Ctx) -> Call | None:
    """The game the team reaches: four of a major fit, 3NT, five of a minor fit."""
    suit = fit_suit(ctx)
    forced = 25 if game_forced(ctx) else 0
    t = max(team(ctx), forced)
    if suit in (H, S) and t >= GAME:
        return bid(4, suit)
    minor_game = suit is not None and (t >= GAME + 3 or bool(forced))
    if _no_trump_game(ctx, forced) and not (minor_game and _side_suit_open(ctx)):
        return _3NT
    if (minor_game or suit in (C, D) and ctx.L[suit] >= 6) and _balanced_partner_nine_tricks(ctx):
        return _3NT  # nine tricks opposite a balanced hand before eleven: the long minor runs in no trump
    if minor_game:
        return bid(5, suit)  # type: ignore[arg-type]
    return None


def _cue_for_stopper_values(ctx: Ctx) -> bool:
    """Game values (25 HCP together, 10+ of them mine: the cue bid forces to game), no fit of ours but a minor's
    (eleven tricks are further than nine) and no six-card suit of mine that can still be bid below 3NT (which is
    shown instead), and one suit of theirs, which I do not stop."""
    theirs = set(ctx.their_suits)
    return (team_hcp(ctx) >= 25 and ctx.hcp >= 10 and fit_suit(ctx) in (None, C, D) and not _six_card_suit_below_3nt(ctx)
            and len(theirs) == 1 and not any(ctx.stop[s] for s in theirs) and not _stopped(ctx))


def _six_card_suit_below_3nt(ctx: Ctx) -> bool:
    """A six-card suit of mine, not theirs, that the auction leaves room to bid below 3NT."""
    for s in (C, D, H, S):
        low = cheapest(s, ctx.last) if ctx.L[s] >= 6 and s not in ctx.their_suits else None
        if low is not None and low < _3NT:
            return True
    return False


def _cue_for_stopper(ctx: Ctx) -> Call | None:
    """Their suit at the cheapest level, below 3NT."""
    low = cheapest(ctx.their_suits[0], ctx.last)
    return low if low is not None and low < _3NT else None


def _opener_passed_their_bid(ctx: Ctx) -> bool:
    """Partner opened one of a suit, I bid a new suit, they bid one suit since, and partner passed it round to me."""
    calls, seq = ctx.calls, ctx.seq
    return (bool(ctx.opened_by_us) and not ctx.mine[0] and seq[0].level == 1 and seq[0] % 5 != NT and len(set(ctx.their_suits)) == 1
            and any(m and c < 35 and c % 5 != seq[0] % 5 for c, m in zip(seq, ctx.mine)) and len(calls) >= 3
            and calls[-1] == calls[-2] == _PASS and calls[-3] == ctx.last and _below_game(ctx))


def _my_raise_told_partner_passed(ctx: Ctx) -> bool:
    """Partner opened one of a major, my one call was its single raise, they bid over it and partner passed their
    bid round to me (1S (2H) 2S (3H) P (P)): my hand is told, partner declined to compete or try for game."""
    seq, calls = ctx.seq, ctx.calls
    if (not ctx.opened_by_us or len(seq) != 2 or ctx.mine != (False, True) or seq[0] >= 35 or seq[0].level != 1
            or seq[0] % 5 not in (H, S)):
        return False
    last = ctx.last
    return (seq[1] == cheapest(seq[0] % 5, ctx.before[1]) and len(calls) >= 3 and calls[-1] == calls[-2] == _PASS
            and last is not None and calls[-3] == last and last != seq[1] and last.level <= 3 and last % 5 != NT)


def _compete_on_the_fourth_trump(ctx: Ctx) -> Call:
    """Their contract doubled when it should fail (``_penalty_double``); else partner's major with a fourth trump,
    as high as the total trumps reach (partner's five and mine, less six: three with four, four with five), else pass."""
    if ctx.can_x and _penalty_double(ctx):
        return _X
    major = ctx.seq[0] % 5
    over = cheapest(major, ctx.last)
    return over if ctx.L[major] >= 4 and over is not None and over.level <= ctx.L[major] - 1 else _PASS


def _game_values_no_fit_unstopped(ctx: Ctx) -> bool:
    """25+ points together, no fit, their suit unstopped and no six-card suit of my own (that suit is rebid)."""
    return team(ctx) >= GAME + 1 and fit_suit(ctx) is None and not _stopped(ctx) and max(ctx.L) < 6


def _partner_major_again_over_my_pass(ctx: Ctx) -> bool:
    """I opened one of a suit, partner bid a major at one, I passed their bid at three, and partner bid the major
    again at three (1C (1H) 1S (3H) P P 3S P): ``_my_major_at_three`` from the other side."""
    seq, calls = ctx.seq, ctx.calls
    if len(seq) != 3 or ctx.mine != (True, False, False) or seq[0].level != 1 or seq[0] % 5 == NT or seq[1] >= 35:
        return False
    major, theirs = seq[1] % 5, ctx.before[2]
    return (major in (H, S) and seq[1].level == 1 and seq[2] == bid(3, major) and theirs is not None and theirs < 35
            and theirs.level == 3 and theirs % 5 != NT and ctx.rho == _PASS and len(calls) >= 5 and calls[-4] == _PASS
            and calls[-5] == theirs)


def _game_opposite_major_again(ctx: Ctx) -> Call | None:
    major = ctx.seq[1] % 5
    if ctx.L[major] >= 3:
        return bid(4, major)
    return _3NT if _stopped(ctx) else None


def _my_major_at_three(ctx: Ctx) -> Call | None:
    """My five-card major bid before, again at three, when their bid at three leaves no cue bid below 3NT."""
    if _cue_for_stopper(ctx) is not None:
        return None
    for s in (S, H):
        if ctx.L[s] >= 5 and s in _my_suits(ctx):
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level == 3 else None
    return None


def _second_suit_at_four(ctx: Ctx) -> Call | None:
    """My five-card suit our side has not bid, at four below game (their bid took the room for the cue bid)."""
    for s in (S, H, D, C):
        if ctx.L[s] >= 5 and s not in ctx.our_suits and s not in ctx.their_suits:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level == 4 and _BELOW_GAME[low] else None
    return None


def _minor_fit_raise(ctx: Ctx) -> Call | None:
    """Our minor fit at the cheapest level, below 3NT (above it the game rules decide between four and five); over
    their bid at three, four of the minor rather than sell out with game values (not after our no trump opening or
    overcall, where the conventions have placed the weak hand: its story is told)."""
    suit = fit_suit(ctx)
    low = None if suit is None else cheapest(suit, ctx.last)
    four = low is not None and low.level == 4 and _their_bid_undoubled(ctx) and ctx.seq[0] % 5 != NT
    return low if low is not None and (low < _3NT or four) else None


def _their_bid_undoubled(ctx: Ctx) -> bool:
    """The last bid is theirs, just made or passed round to me, and no one has doubled it."""
    calls, last = ctx.calls, ctx.last
    return _their_bid_last(ctx) and (calls[-1] == last or len(calls) >= 3 and calls[-1] == calls[-2] == _PASS and calls[-3] == last)


def _partner_invites_over_my_1nt(ctx: Ctx) -> bool:
    """I answered partner's one of a suit with 1NT, the opponents silent, and partner's rebid is 2NT (it invites)."""
    seq = ctx.seq
    return (len(seq) == 3 and not ctx.mine[0] and seq[1] == _1NT and seq[2] == _2NT and bool(ctx.opened_by_us)
            and not ctx.their_bids and seq[0].level == 1)


def _unbid_suits(ctx: Ctx) -> list[int]:
    return [s for s in (C, D, H, S) if s not in ctx.our_suits]


def _partner_rebid_at_two_or_three(ctx: Ctx) -> bool:
    """Responder's second turn, the opponents silent, after opener's rebid below 3NT."""
    seq = ctx.seq
    return (len(seq) == 3 and not ctx.mine[0] and bool(ctx.opened_by_us) and not ctx.their_bids and seq[0].level == 1
            and seq[0] % 5 != NT and seq[2] < _3NT)


def _partner_rebid_at_three(ctx: Ctx) -> bool:
    """Responder's second turn, the opponents silent, after opener's rebid at the three level below 3NT, or its
    2NT (18–19) over a one-level answer."""
    seq = ctx.seq
    return (len(seq) == 3 and not ctx.mine[0] and bool(ctx.opened_by_us) and not ctx.their_bids and seq[0].level == 1
            and seq[0] % 5 != NT and seq[2] < _3NT and (seq[2].level == 3 or seq[2] == _2NT and seq[1].level == 1))


def _partner_rebid_at_two_or_more(ctx: Ctx) -> bool:
    """Responder's second turn after opener's rebid at two or three below 3NT, or its 2NT: a new suit of mine
    is forcing there (over a 1NT rebid a lower new suit is not)."""
    return _partner_rebid_at_three(ctx) or _partner_rebid_at_two_or_three(ctx) and ctx.seq[2].level == 2


def _two_suiter_with_game_values(ctx: Ctx) -> bool:
    """Two suits of five cards or more and a singleton or void (or a six-card suit and a void in partner's suit),
    game values and no major fit: 3NT may have no stopper in the short suit, and the new suit may find the fit."""
    if fit_suit(ctx) in (H, S) or team(ctx) < GAME + 1:
        return False
    void_in_partners = any(ctx.L[s] == 0 for s in _partner_suits(ctx))
    return sorted(ctx.L)[2] >= 5 and min(ctx.L) <= 1 or void_in_partners and max(ctx.L) >= 6


def _second_five_card_suit(ctx: Ctx) -> Call | None:
    """My five-card suit (or longer) our side has not bid, at the cheapest level below 3NT (the higher of two)."""
    for s in (S, H, D, C):
        if ctx.L[s] >= 5 and s not in ctx.our_suits:
            low = cheapest(s, ctx.last)
            return low if low is not None and low < _3NT else None
    return None


def _strong_opener_after_suit_rebid(ctx: Ctx) -> bool:
    """My strong 2C and my suit at my rebid, the auction below 3NT, my third call: after partner's answer, the
    opponents silent, or after their one bid over my rebid passed round to me (partner's pass is forcing: game is
    forced)."""
    seq = ctx.seq
    if len(seq) < 3 or seq[0] != _2C or seq[2] >= 35 or seq[2] % 5 == NT or ctx.last is None or ctx.last >= _3NT:
        return False
    if len(seq) == 4:
        return ctx.mine == (True, False, True, False) and not ctx.their_bids
    calls = ctx.calls
    return (len(seq) == 3 and ctx.mine == (True, False, True) and len(ctx.their_suits) == 1
            and calls[-1] == calls[-2] == _PASS and calls[-3] == ctx.last and calls[-4] == seq[2])


def _strong_opener_shown_suits(ctx: Ctx) -> set[int]:
    """The suits our strong 2C auction has shown: partner's natural positive answer (not 2D, waiting), and every
    suit bid since."""
    answer = ctx.seq[1]
    natural = [c for c in ctx.seq[2:] if c < 35 and c % 5 != NT]
    if answer != _2D and answer < 35 and answer % 5 != NT:
        natural.append(answer)
    return {c % 5 for c in natural}


def _strong_opener_second_suit(ctx: Ctx) -> Call | None:
    """My unshown five-card suit (or longer), not theirs, at the cheapest level below 3NT (a minor at four too, still
    below its game), the higher of two: a two-suiter with a singleton or void and no major fit shows its shape
    before no trump (mainstream: the 2C opener describes)."""
    if fit_suit(ctx) in (H, S):
        return None
    shown = _strong_opener_shown_suits(ctx)
    for s in (S, H, D, C):
        if ctx.L[s] >= 5 and s not in shown and s not in ctx.their_suits:
            low = cheapest(s, ctx.last)
            return low if low is not None and (low < _3NT or low.level == 4 and s in (C, D)) else None
    return None


def _balanced_partner_nine_tricks(ctx: Ctx) -> bool:
    """Partner has shown a balanced hand, 24 HCP together (partner's least), their suits stopped and 3NT still
    to be bid: with a minor fit 3NT rather than five."""
    return (partner_shown(ctx).balanced and team_hcp(ctx) >= GAME and _stopped(ctx)
            and (ctx.last is None or ctx.last < _3NT) and not _fourth_suit_open(ctx))


def _minimum_minor_raise(ctx: Ctx) -> bool:
    """A game-forcing auction, and a minimum (10 HCP or less) with a fit in a minor partner has bid (just now,
    or first with a jump shift after it), four of it still below game, and no balanced hand with the unbid
    suits stopped (that bids 3NT)."""
    if ctx.hcp > FORCED_MINIMUM or not ctx.seq or not _jump_shift_made(ctx) and ctx.seq[-1] % 5 not in (C, D):
        return False
    suit = fit_suit(ctx)
    if suit not in (C, D) or all(c >= 35 or c % 5 != suit for c in ctx.partner_calls) or ctx.bal and _unbid_stopped(ctx):
        return False
    low = cheapest(suit, ctx.last)
    return low is not None and low.level == 4 and _forced_below_game(ctx)


def _raise_to_four(ctx: Ctx) -> Call | None:
    suit = fit_suit(ctx)
    return None if suit is None else cheapest(suit, ctx.last)


MINOR_SLAM_TRY: Final = SLAM_ASK - 1  # points together, a minor fit at two, that try for slam by the jump to four


def _minor_at_two_uncontested(ctx: Ctx) -> int | None:
    """Partner's last bid is two of a minor that is our fit (opener's rebid of it, or a raise), the opponents silent."""
    last = ctx.seq[-1] if ctx.seq else None
    if last is None or ctx.their_bids or not _partner_just_bid(ctx) or last.level != 2 or last % 5 not in (C, D):
        return None
    return last % 5 if fit_suit(ctx) == last % 5 else None


def _minor_slam_try_values(ctx: Ctx) -> bool:
    """Slam possible if partner is at the top (30-31 points and 29+ HCP together, Blackwood's 32 not yet), at most one side suit
    with two quick losers, and no six-card major of mine (which plays game in it)."""
    suit = _minor_at_two_uncontested(ctx)
    return (suit is not None and MINOR_SLAM_TRY <= team(ctx) < SLAM_ASK + 1 and team_hcp(ctx) >= SLAM_ASK_HCP
            and len(_weak_side_suits(ctx, suit)) <= 1 and max(ctx.L[H], ctx.L[S]) < 6)


def _minor_slam_try(ctx: Ctx) -> Call | None:
    suit = _minor_at_two_uncontested(ctx)
    return None if suit is None else bid(4, suit)


def _minor_slam_try_made(ctx: Ctx) -> bool:
    """Partner's jump to four of our minor over my two of it (the opponents silent): a slam try, forcing."""
    seq = ctx.seq
    return (len(seq) >= 2 and not ctx.their_bids and _partner_just_bid(ctx) and ctx.mine[-2] and seq[-1].level == 4
            and seq[-1] % 5 in (C, D) and seq[-2] == bid(2, seq[-1] % 5))


def _answer_minor_slam_try(ctx: Ctx) -> Call | None:
    """Blackwood with more than a minimum (2+ HCP above what I have shown) and a control in every side suit;
    else five of the minor."""
    suit = ctx.seq[-1] % 5
    extras = ctx.hcp >= _read_mine(ctx) + 2 and not _weak_side_suits(ctx, suit)
    return _4NT if extras else bid(5, suit)


def _minor_cues(ctx: Ctx) -> int | None:
    """Partner opened one of a minor, my limit raise took it to three, the opponents silent, and every bid of ours
    since is a new suit at four (above 3NT, so no stopper asked): control-showing cue bids with the minor agreed.
    The minor (None otherwise)."""
    seq = ctx.seq
    if len(seq) < 3 or ctx.their_bids or ctx.mine[:2] != (False, True):
        return None
    minor = seq[0] % 5
    if seq[0].level != 1 or minor not in (C, D) or seq[1] != bid(3, minor):
        return None
    cues = seq[2:-1] if seq[-1] == bid(5, minor) else seq[2:]
    return minor if cues and all(c < 35 and c.level == 4 and c % 5 not in (minor, NT) for c in cues) else None


def _minor_cue_bid_made(ctx: Ctx) -> bool:
    """Partner's last bid is a cue bid in our minor (the cue bids above)."""
    minor = _minor_cues(ctx)
    return minor is not None and not ctx.mine[-1] and ctx.seq[-1] != bid(5, minor)


def _minor_cue_signed_off(ctx: Ctx) -> bool:
    """Partner's five of our minor after the cue bids: the slam try is over."""
    minor = _minor_cues(ctx)
    return minor is not None and not ctx.mine[-1] and ctx.seq[-1] == bid(5, minor)


def _answer_minor_cue(ctx: Ctx) -> Call | None:
    """Five of the minor when partner's cue bids skipped a side suit in which I hold no control (two quick losers
    there); else my cheapest first-round control at four above the last cue bid, else five of the minor."""
    minor = _minor_cues(ctx)
    if minor is None:
        return None
    seq, last = ctx.seq, ctx.seq[-1]
    sides = [s for s in (C, D, H, S) if s != minor]
    cued = {seq[i] % 5 for i in range(2, len(seq))}
    denied = {s for i in range(2, len(seq)) if not ctx.mine[i] for s in sides if _skipped_at_four(s, ctx.before[i], seq[i])}
    if any(ctx.hand.controls[s] == 0 and s not in cued for s in denied):
        return bid(5, minor)
    shown = [c for s in sides if s not in cued and ctx.hand.controls[s] >= CUE_CONTROL
             and (c := bid(4, s)) is not None and c > last]
    return min(shown) if shown else bid(5, minor)


def _skipped_at_four(suit: int, before: Call | None, call: Call) -> bool:
    """Four of ``suit`` lay between the bid before ``call`` and ``call``: a cue bid at four skipped it."""
    four = bid(4, suit)
    return four is not None and before is not None and before < four < call


def _side_suit_open(ctx: Ctx) -> bool:
    """A suit no one at our side has bid is unstopped in my hand and partner is not balanced."""
    if partner_shown(ctx).balanced:
        return False
    return any(not ctx.stop[s] for s in (C, D, H, S) if s not in ctx.our_suits)


def _no_trump_game(ctx: Ctx, forced: int) -> bool:
    """25 HCP together (or a game force), their suits stopped, and 3NT still to be bid."""
    below = ctx.last is None or ctx.last < _3NT
    return max(team_hcp(ctx), forced) >= 25 and _stopped(ctx) and below and not _fourth_suit_open(ctx)


def _fourth_suit_open(ctx: Ctx) -> bool:
    """The one suit our side has not bid, with the opponents silent, is not stopped in my hand, at the
    turns where that decides: responder's second bid (the fourth suit asks for a stopper instead of
    bidding 3NT), and once it is bid, every turn until one of us has shown the stopper with no trump."""
    seq = ctx.seq
    if any(c < 35 for c in ctx.theirs) or not ctx.opened_by_us or seq[0].level != 1:
        return False
    if len(seq) == 3 and not ctx.mine[0]:
        unbid = [s for s in (C, D, H, S) if s not in ctx.our_suits]
        return len(unbid) == 1 and not ctx.stop[unbid[0]] and seq[2] % 5 != NT
    if len(seq) >= 4 and _fourth_suit_bid(ctx):
        return not ctx.stop[seq[3] % 5] and all(c >= 35 or c % 5 != NT for c in seq[4:])
    return len(seq) >= 4 and _last_suit_open(ctx)


def _last_suit_open(ctx: Ctx) -> bool:
    """Responder's second bid was a third suit, and no one has bid no trump since: the fourth, unstopped in my
    hand and two cards or fewer, is the suit no one has shown a stopper in (the new suit asks for it)."""
    seq = ctx.seq
    if len(seq) > 5 or not all(c < 35 and c % 5 != NT for c in seq) or seq[3] % 5 in {c % 5 for c in seq[:3]}:
        return False
    unbid = [s for s in (C, D, H, S) if s not in ctx.our_suits]
    return len(unbid) == 1 and not ctx.stop[unbid[0]] and ctx.L[unbid[0]] <= 2


def team_hcp(ctx: Ctx) -> int:
    """My HCP plus the least partner has shown, less two when partner's long suit meets my singleton."""
    shown = partner_shown(ctx)
    misfit = any(n >= 6 and ctx.L[s] <= 1 for s, n in enumerate(shown.lengths))
    return ctx.hcp + shown.least - 2 * misfit


def _stopped(ctx: Ctx) -> bool:
    """Each suit they have bid stopped, in my hand or by partner's natural no trump bid after it."""
    theirs = set(ctx.their_suits)
    return all(ctx.stop[s] for s in theirs) or all(ctx.stop[s] for s in theirs - _partner_stoppers(ctx))


def _partner_stoppers(ctx: Ctx) -> set[int]:
    """The suits of theirs partner's natural no trump (1NT, 2NT, 3NT) was bid over, which it promises to stop:
    not a two-suited 2NT (the unusual 2NT, or the minors over their raise at two), nor 4NT, which asks."""
    shown: set[int] = set()
    for i, (call, by_me) in enumerate(zip(ctx.seq, ctx.mine)):
        if by_me or call >= 35 or call % 5 != NT or call.level >= 4 or i == 0 and our_two_suiter(ctx):
            continue
        shown.update(ctx.theirs_before[i])
    return shown


OPENERS_JUMP_2NT_HCP: Final = 18  # opener's jump to 2NT after a one-level bid: 18–19 HCP


def _invitation(ctx: Ctx) -> Call | None:
    suit = fit_suit(ctx)
    if suit is not None and ctx.L[suit] <= 2 and ctx.hcp + partner_shown(ctx).least < 22:
        return None  # two cards in partner's long suit: my high cards invite, a side suit's length takes no trick there
    below_2nt = ctx.last is not None and ctx.last < _2NT
    if suit is not None and not (suit in (C, D) and below_2nt and ctx.bal and _minor_fit_plays_no_trump(ctx)):
        low = cheapest(suit, ctx.last)
        return bid(3, suit) if low is not None and low.level <= 3 else None
    if ctx.last is None or ctx.last >= _2NT or not _stopped(ctx):
        return None
    if ctx.mine and ctx.mine[0] and partner_shown(ctx).balanced and min(ctx.L) >= 1 and team_hcp(ctx) >= 23:
        return _2NT  # opener over responder's no trump, which holds the stoppers: high cards invite, not shape
    if _short_in_responders_rebid_suit(ctx) and _no_trump_shape(ctx) and _unbid_stopped(ctx) and team_hcp(ctx) >= 22:
        return _2NT  # opener short only in responder's long suit, the unbid suits stopped: no trump invites
    if _fourth_suit_unstopped_or_short(ctx):
        own = [s for s in _my_suits(ctx) if ctx.L[s] >= 6 and not ctx.mine[0]]
        low = cheapest(own[0], ctx.last) if own else None
        if low is not None and low.level <= 3:
            return _jump_if_at_two(ctx, low)  # my long suit again invites before the fourth suit would ask
        natural = _natural_invitation(ctx)
        if natural is not None:
            return natural
        return _fourth_suit(ctx) if ctx.hcp >= FOURTH_SUIT_POINTS + 1 and not ctx.mine[0] else None
    if ctx.mine and ctx.mine[0] and ctx.last < _1NT and ctx.hcp < OPENERS_JUMP_2NT_HCP:
        return None  # opener's 2NT over a one-level bid is a jump: it shows 18–19 HCP, as partner reads it
    # with every suit bid, a 5-4-2-2 hand of 11–12 HCP invites in no trump too
    semi_balanced = ((min(ctx.L) >= 2 or _no_trump_shape(ctx)) and max(ctx.L) <= 5 and not ctx.their_bids and not game_forced(ctx) and ctx.hcp >= 11
                     and not _unbid_suits(ctx))
    return _2NT if ctx.bal or semi_balanced else None


def _short_in_responders_rebid_suit(ctx: Ctx) -> bool:
    """I opened, the opponents silent, and partner has just bid the suit of its first answer again: I hold a singleton
    in it."""
    seq = ctx.seq
    return (bool(ctx.opened_by_us) and bool(ctx.mine) and ctx.mine[0] and not ctx.their_bids and len(seq) >= 4
            and seq[1] < 35 and seq[1] % 5 != NT and seq[-1] < 35 and not ctx.mine[-1] and seq[-1] % 5 == seq[1] % 5
            and ctx.L[seq[1] % 5] == 1)


def _no_trump_shape(ctx: Ctx) -> bool:
    """Balanced, or no void, no six-card suit and each singleton in a suit partner has bid (partner's length there
    covers it): no trump opposite partner's no trump."""
    partners = set(_partner_suits(ctx))
    return ctx.bal or (min(ctx.L) >= 1 and max(ctx.L) <= 5 and all(ctx.L[s] >= 2 or s in partners for s in (C, D, H, S)))


def _natural_invitation(ctx: Ctx) -> Call | None:
    """Responder's invitation with 11+ HCP and three suits bid, before the fourth suit (which forces to game):
    three cards in opener's first suit, a minor, jump to three of it (the jump preference); else the fourth suit
    stopped and no singleton or void, 2NT."""
    if ctx.mine[0] or ctx.last is None or ctx.last >= _2NT or ctx.hcp <= FOURTH_SUIT_POINTS:
        return None
    first = ctx.seq[0] % 5
    low = cheapest(first, ctx.last)
    if first in (C, D) and ctx.L[first] >= 3 and low is not None and low.level == 2:
        return bid(3, first)
    unbid = _unbid_suits(ctx)
    return _2NT if len(unbid) == 1 and ctx.stop[unbid[0]] and min(ctx.L) >= 2 else None


SIX_CARD_JUMP_HCP: Final = 11  # responder's HCP for the jump in a six-card suit (1H 1S 2C 3S); fewer rebid it at two


def _jump_if_at_two(ctx: Ctx, low: Call) -> Call | None:
    """My six-card suit again: with 11+ HCP a jump to three, invitational, since two of it is the weak rebid."""
    return bid(3, low % 5) if low.level == 2 and ctx.hcp >= SIX_CARD_JUMP_HCP else low


def _fourth_suit_unstopped_or_short(ctx: Ctx) -> bool:
    """Three suits bid by our side, the opponents silent: the fourth is unstopped in my hand, or my hand is not
    balanced. 2NT would promise the stopper and a balanced hand; the fourth suit asks for the stopper instead."""
    if ctx.their_bids or not ctx.opened_by_us:
        return False
    unbid = [s for s in (C, D, H, S) if s not in ctx.our_suits]
    return len(unbid) == 1 and (not ctx.stop[unbid[0]] or not ctx.bal)


def _unbid_stopped(ctx: Ctx) -> bool:
    """Every suit our side has not bid is stopped in my hand: with a minor fit, no trump is the game to try."""
    return all(ctx.stop[s] for s in (C, D, H, S) if s not in ctx.our_suits)


def _minor_fit_plays_no_trump(ctx: Ctx) -> bool:
    """Balanced with a minor fit: no trump is the game to invite when every unbid suit is stopped in my hand; or, when
    they have bid, partner's no trump over them has stopped their suits, or I stop them with only three cards in the
    minor (the suits nobody bid are partner's to hold as much as mine)."""
    if _unbid_stopped(ctx) or not ctx.their_suits:
        return _unbid_stopped(ctx)
    theirs = set(ctx.their_suits)
    suit = fit_suit(ctx)
    mine = all(ctx.stop[s] for s in theirs) and suit is not None and ctx.L[suit] <= 3
    return mine or not theirs - _partner_stoppers(ctx)


def _invitation_range(ctx: Ctx) -> bool:
    """22–24 points together with a major fit; 23–24 with a minor fit (its game is 3NT or five), without
    one (no trump tricks need the points), or when they opened (their opening holds some of the points);
    after our opening, more points without a major fit but under 25 HCP (no game rule places those)."""
    if 22 + (fit_suit(ctx) not in (H, S) or not ctx.opened_by_us) <= team(ctx) <= 24:
        return fit_suit(ctx) not in (C, D) or ctx.mine[0] or _team_without_shortness_in_partners(ctx) >= 23
        # (responder's singleton in opener's first suit does not help opener's second, a minor: no invitation on it)
    if fit_suit(ctx) in (C, D) and team(ctx) >= 25 and 22 <= _team_without_shortness_in_partners(ctx) <= 24:
        return True  # a fit in partner's second suit, game values only by shortness in partner's first: invite
    if fit_suit(ctx) is None and 23 <= team_hcp(ctx) <= 24 and not game_forced(ctx):
        return True  # no fit: the HCP of 3NT decide, and shape points above 24 do not place a game (after their
        # opening too: the overcaller opposite the advancer's 1NT)
    # Over a one-level rebid: 25+ points counting length or shortness, but under the 25 HCP of 3NT and no
    # major fit, so that no game is placed: invite rather than pass (with three suits bid the fourth suit
    # asks instead)
    if ctx.last is not None and ctx.last <= _1NT and team(ctx) >= 25 and team_hcp(ctx) < 25 and fit_suit(ctx) not in (H, S) and bool(
            ctx.opened_by_us) and len(set(ctx.our_suits)) < 3:
        return True
    # Partner's raise or preference in our minor, 25–26 points counting shape but under 25 HCP: five of the minor is
    # too high, 3NT not yet there
    suit = fit_suit(ctx)
    return (suit in (C, D) and suit in _my_suits(ctx) and partner_shown(ctx).lengths[suit] >= 3 and 25 <= team(ctx) < GAME + 3
            and team_hcp(ctx) < 25 and bool(ctx.opened_by_us))


def _below_game(ctx: Ctx) -> bool:
    last = ctx.last
    return last is None or _BELOW_GAME[last]


# For each of the 35 bids: below the game of its strain (3NT, four of a major, five of a minor).
_BELOW_GAME: Final = tuple(b // 5 + 1 < (3 if b % 5 == NT else 4 if b % 5 in (H, S) else 5) for b in range(35))


def _partner_forces(ctx: Ctx) -> bool:
    """Partner's last call is forcing: a new suit by an unpassed responder, a reverse, a jump shift, a cue bid."""
    if not _partner_just_bid(ctx) or not _below_game(ctx) or _rho_bid(ctx):
        return False  # nothing to answer, or the opponents' bid frees us
    call = ctx.seq[-1]
    strain = call % 5
    if (_is_cue_bid(ctx) or _opener_rebid_after_my_two_over_one(ctx) or _over_my_jump_rebid(ctx)
            or _doublers_major_over_my_jump(ctx)):
        return True
    if strain == NT or strain in _our_earlier_strains(ctx) or not ctx.opened_by_us or ctx.seq[0] % 5 == NT:
        return False  # after our no trump, partner's suits are the tables' conventions
    return _new_suit_forces(ctx, call)


def _doublers_major_over_my_jump(ctx: Ctx) -> bool:
    """Partner doubled for takeout, I jumped in a suit (9–12 points), and partner bid a new major: strength shown by
    the double and a five-card suit, forcing."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine != (False, True, False) or seq[0] != _X or seq[1] >= _PASS or seq[2] >= _PASS:
        return False
    before, major = ctx.before[1], seq[2] % 5
    low = None if before is None else cheapest(seq[1] % 5, before)
    return (low is not None and seq[1].level > low.level and major in (H, S) and major != seq[1] % 5
            and major not in ctx.their_suits and ctx.last == seq[2])


def _partner_jump_rebid_over_my_major(ctx: Ctx) -> bool:
    """Partner opened one of a suit, I answered one of a major and partner jumped in the suit opened (1C 1S 3C),
    the opponents silent."""
    seq = ctx.seq
    if not (len(seq) == 3 and ctx.opened_by_us and not ctx.mine[0] and not ctx.their_bids and seq[1] < 35
            and seq[2] < 35 and seq[1].level == 1 and seq[1] % 5 in (H, S)):
        return False
    low = cheapest(seq[0] % 5, seq[1])
    return seq[2] % 5 == seq[0] % 5 and low is not None and seq[2].level == low.level + 1


def _over_my_jump_rebid(ctx: Ctx) -> bool:
    """I opened, partner answered and I jumped in my suit (16–18: an invitation partner could pass); partner's
    bid below game, the opponents silent, is forcing (1H 1S 3H 3S: six spades, asks me to choose the game)."""
    seq = ctx.seq
    if not (len(seq) == 4 and ctx.opened_by_us and ctx.mine[0] and not ctx.their_bids and seq[1] < 35 and seq[2] < 35):
        return False
    low = cheapest(seq[0] % 5, seq[1])
    return seq[2] % 5 == seq[0] % 5 and low is not None and seq[2].level == low.level + 1


def _new_suit_forces(ctx: Ctx, call: Call) -> bool:
    """A new suit forces from an unpassed responder, and from opener when it jumps or reverses."""
    if ctx.mine[0]:
        return (not _partner_passed_first(ctx) and _X not in ctx.my_calls and not _partner_limited_before(ctx)
                and not _weak_answer_in_competition(ctx) and not _major_after_negative_double(ctx, call))
    if not any(ctx.mine):
        return False  # I passed partner's opening: opener's later bids compete, they cannot force me
    if _X in ctx.my_calls:
        return False  # opener answers my negative double: its suit shows where it plays, its jump invites
    return len(ctx.seq) >= 3 and (call.level >= 3 or _is_reverse(ctx) or _after_two_over_one(ctx))


def _major_after_negative_double(ctx: Ctx, call: Call) -> bool:
    """Partner's negative double, my rebid, and partner's major at the two level without a jump: the five-card
    suit the double could not bid at two, weak and to play."""
    seq = ctx.seq
    if len(seq) != 4 or seq[1] != _X or ctx.mine != (True, False, True, False) or call % 5 not in (H, S) or call.level != 2:
        return False
    low = cheapest(call % 5, ctx.before[3])
    return low is not None and call == low and call % 5 not in (seq[0] % 5, seq[2] % 5)


def _weak_answer_in_competition(ctx: Ctx) -> bool:
    """Partner's answer to my one-bid is a new suit at the two level straight over their 1NT overcall or their
    takeout double (there a jump to three too, preemptive), or any new suit over their two-suiter (2NT, or the cue
    bid of my suit at two; with 10+ HCP partner doubles first): weak and to play, not forcing."""
    seq = ctx.seq
    if len(seq) != 2 or seq[1] >= 35 or seq[1].level not in (2, 3) or seq[0].level != 1 or seq[0] % 5 == NT:
        return False
    two_suiter = bool(their_two_suiter_over(seq[0], ctx.before[1]))
    return ctx.before[1] == _1NT and seq[1].level == 2 or answer_over_double(ctx) or two_suiter


def _partner_limited_before(ctx: Ctx) -> bool:
    """Partner's call before the last raised my suit or bid no trump: its hand is limited, and a new
    suit now competes or offers a place to play rather than forcing."""
    mine = set(_my_suits(ctx))
    earlier = [c for c, m in zip(ctx.seq[:-1], ctx.mine[:-1]) if not m and c < 35]
    return any(c % 5 == NT or c % 5 in mine for c in earlier)


def _after_two_over_one(ctx: Ctx) -> bool:
    """Opener's new suit after my two-over-one response (10+ shown): forcing for a round. My two-level suit straight
    over their 1NT overcall or their takeout double was weak, to play: no two-over-one."""
    opening, answer = ctx.seq[0], ctx.seq[1]
    return (len(ctx.seq) == 3 and answer.level == 2 and answer % 5 < opening % 5 and opening.level == 1 and answer % 5 != NT
            and ctx.before[1] != _1NT and not answer_over_double(ctx))


def _partner_passed_first(ctx: Ctx) -> bool:
    """Partner passed before our side's first bid: a passed hand, whose new suit does not force."""
    calls, n = ctx.calls, len(ctx.calls)
    return any((n - i) % 4 == 2 and calls[i] == _PASS for i in range(max(ctx.first_ours, 0)))


def _opener_rebid_after_my_two_over_one(ctx: Ctx) -> bool:
    """My two-over-one response promised a second bid: opener's rebid below game is answered. So is opener's no
    trump rebid after my free two-level suit over their one-level suit overcall (1D (1H) 2C P 2NT: my 10+ opposite
    a stopper in their suit), when they have bid nothing since (opener's raise of it is not: a minimum passes)."""
    seq = ctx.seq
    if len(seq) != 3 or ctx.mine[0] or ctx.passed_hand or not ctx.opened_by_us or ctx.their_bids > 1:
        return False
    opening, answer = seq[0], seq[1]
    return (opening.level == 1 and opening % 5 != NT and answer.level == 2 and answer % 5 < opening % 5
            and (ctx.before[1] == opening and not _they_bid(ctx) or seq[2] % 5 == NT and _free_bid_over_their_overcall(ctx)))


def _free_bid_over_their_overcall(ctx: Ctx) -> bool:
    """Their one suit bid was an overcall at one straight over the opening, and my answer was the cheapest bid of my suit."""
    overcall, answer = ctx.before[1], ctx.seq[1]
    return (overcall is not None and overcall < 35 and overcall.level == 1 and overcall % 5 != NT
            and ctx.their_bids == 1 and ctx.theirs[0] == overcall and answer == cheapest(answer % 5, overcall))


def _they_bid(ctx: Ctx) -> bool:
    return any(c < 35 for c in ctx.theirs)


def _is_reverse(ctx: Ctx) -> bool:
    """Opener's second suit at the two level, above the first: forcing for a round."""
    first, call = ctx.seq[0], ctx.seq[-1]
    return len(ctx.seq) == 3 and call.level == 2 and call % 5 > first % 5 and first.level == 1


def _our_earlier_strains(ctx: Ctx) -> list[int]:
    return [c % 5 for c in ctx.seq[:-1] if c < 35]


def _cue_of_their_unusual_2nt(ctx: Ctx) -> bool:
    """I opened one of a suit and partner cue-bid their unusual 2NT straight over it (``cue_raise_over_unusual_2nt``):
    a limit raise or better."""
    seq = ctx.seq
    if len(seq) != 2 or ctx.mine != (True, False) or ctx.before[1] != _2NT:
        return False
    return bool(their_two_suiter_over(seq[0], _2NT, ctx.theirs_before[1])) and seq[1] == cue_raise_over_unusual_2nt(seq[0] % 5)


def _is_cue_bid(ctx: Ctx) -> bool:
    """Partner's last bid is in a suit the opponents bid first naturally (over their Stayman or transfer the suit
    it names is partner's own), or showed with their unusual 2NT."""
    if _cue_of_their_unusual_2nt(ctx):
        return True
    calls, n = ctx.calls, len(ctx.calls)
    partner_at = max(i for i in range(n) if (n - i) % 4 == 2 and calls[i] < 35)
    strain = calls[partner_at] % 5
    theirs = [i for i in range(partner_at) if (n - i) % 2 == 1 and calls[i] < 35 and calls[i] % 5 == strain
              and not names_no_suit(ctx.code, i)]
    if strain == NT or not theirs or strain in _transferred_to(ctx) or strain in our_two_suiter(ctx):
        return False  # (their bid of a suit our two-suiter showed was the cue bid: ours is natural)
    ours = [i for i in range(theirs[0]) if (n - i) % 2 == 0 and calls[i] < 35 and calls[i] % 5 == strain]
    return not ours  # our suit before they bid it: theirs was the cue bid, ours is natural


def _transferred_to(ctx: Ctx) -> set[int]:
    """The majors our side showed by a Jacoby transfer over our 1NT or 2NT (2D hearts, 2H spades)."""
    seq, mine = ctx.seq, ctx.mine
    return {c % 5 + 1 for i, c in enumerate(seq[1:], 1)
            if seq[i - 1] in (_1NT, _2NT) and mine[i] != mine[i - 1] and c < 35 and c.level == seq[i - 1].level + 1
            and c % 5 in (D, H)}


def _partner_bid_last_nt(ctx: Ctx) -> bool:
    """Partner's last bid was natural no trump (opener's 3NT answer to Jacoby 2NT is no such bid: it shows 15–17
    without shortness in the agreed major, and 4NT over it asks for aces)."""
    return _partner_bid_last(ctx) and ctx.seq[-1] % 5 == NT and not _answers_jacoby(ctx)


def _answers_jacoby(ctx: Ctx) -> bool:
    """Partner's last bid is opener's first answer to Jacoby 2NT."""
    return len(ctx.seq) == 3 and agreed_major(ctx) == (ctx.seq[0] % 5, 1) and not ctx.mine[-1]


def _rho_bid(ctx: Ctx) -> bool:
    return ctx.rho is not None and ctx.rho < 35


def _partner_just_bid(ctx: Ctx) -> bool:
    """Partner's latest call, the one before my right-hand opponent's, is our side's last bid."""
    return _partner_bid_last(ctx) and len(ctx.calls) >= 2 and ctx.calls[-2] == ctx.seq[-1]


def _partner_bid_last(ctx: Ctx) -> bool:
    return bool(ctx.seq) and not ctx.mine[-1] and ctx.seq[-1] < 35


_PREEMPTS: Final = frozenset(B(t) for t in ("2D", "2H", "2S", "3C", "3D", "3H", "3S"))


def _i_preempted(ctx: Ctx) -> bool:
    """I opened a weak two or a three-level preempt: my hand is told, partner places the contract."""
    return bool(ctx.opened_by_us) and ctx.mine[0] and ctx.seq[0] in _PREEMPTS


def _partner_placed_my_preempt(ctx: Ctx) -> bool:
    """Partner's last bid, over my preempt, was my suit or no trump: a contract placed, not a forcing new suit."""
    return _i_preempted(ctx) and _partner_bid_last(ctx) and ctx.seq[-1] % 5 in (ctx.seq[0] % 5, NT)


def _forced_answer(ctx: Ctx) -> Call | None:
    """A call to keep a forcing auction open: support, a long suit, no trump, preference."""
    shown = partner_shown(ctx).lengths
    last = ctx.seq[-1] % 5
    if _is_cue_bid(ctx) and (_cue_asks_stopper(ctx) or _my_suits(ctx)):
        return _answer_cue(ctx)
    if _over_my_jump_rebid(ctx) and ctx.seq[0] % 5 in (C, D) and last == ctx.seq[1] % 5 and last in (H, S) and ctx.L[last] >= 2:
        return bid(4, last)  # 1C 1S 3C 3S: partner's major again shows six, and two cards make the fit (not five of my minor)
    if last == NT and _no_trump_shape(ctx) or ctx.bal and last in (C, D) and last in _my_suits(ctx) and _unbid_stopped(ctx):
        # partner's no trump (which covers the unbid suits: my five-card minor is no reason to leave it), or a
        # raise of my minor with the rest stopped: no trump
        nt = _no_trump_to_three(ctx)
        if nt is not None:
            return nt
    nt = _stopper_in_the_last_suit(ctx)
    if nt is None:
        nt = _no_trump_before_four_of_a_minor(ctx, last)
    if nt is not None:
        return nt
    if last != NT and (ctx.L[last] >= 4 or last in (H, S) and ctx.L[last] >= 3 and shown[last] >= 5):
        return cheapest(last, ctx.last)  # four cards, or three opposite partner's five-card major: the fit
    fit_or_second = _earlier_fit_or_second_suit(ctx, shown)
    if fit_or_second is not None:
        return fit_or_second
    own = [s for s in (S, H, D, C) if ctx.L[s] >= 6 or ctx.L[s] >= 5 and s in _my_suits(ctx)]
    if own:
        return _own_suit_below_game(ctx, own[0])
    return _no_trump_or_preference(ctx)


def _earlier_fit_or_second_suit(ctx: Ctx, shown: tuple[int, ...]) -> Call | None:
    """Three cards opposite partner's earlier five-card major: the fit first; else a second five-card suit of mine
    (``_unbid_second_five_card_suit``)."""
    support = [s for s in (S, H) if ctx.L[s] >= 3 and shown[s] >= 5 and s in _partner_suits(ctx)]
    if support:
        return cheapest(support[0], ctx.last)
    return _unbid_second_five_card_suit(ctx)


def _unbid_second_five_card_suit(ctx: Ctx) -> Call | None:
    """One suit bid so far and a second of five cards nobody has bid: the new suit at the cheapest level, three at
    most (five-five shown before the first suit is rebid, which would promise six)."""
    mine = _my_suits(ctx)
    if len(set(mine)) != 1:
        return None
    bid_already = {*mine, *_partner_suits(ctx), *ctx.their_suits}
    for s in (S, H, D, C):
        if s not in bid_already and ctx.L[s] >= 5:
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level <= 3 else None
    return None


def _no_trump_before_four_of_a_minor(ctx: Ctx, last: int) -> Call | None:
    """Partner's minor at three, the raise past 3NT: balanced with the unbid suits stopped, 3NT first."""
    if last in (C, D) and ctx.bal and _unbid_stopped(ctx) and (cheapest(last, ctx.last) or _4NT) > _3NT:
        return _no_trump_to_three(ctx)
    return None


def _no_trump_or_preference(ctx: Ctx) -> Call | None:
    """No fit and no long suit in a forcing auction: no trump when balanced with the unbid suits stopped; with one
    unstopped (the opponents silent), preference to partner's first suit with three cards; else the best fit."""
    shown = partner_shown(ctx).lengths
    first = _partner_suits(ctx)[:1]
    if ctx.bal and first and not ctx.their_bids and ctx.L[first[0]] >= 3 and not _unbid_stopped(ctx):
        return cheapest(first[0], ctx.last)  # a suit unstopped: preference to partner's first suit, not no trump
    nt = _no_trump_to_three(ctx) if ctx.bal else None
    if nt is not None:
        return nt
    pref = max((C, D, H, S), key=lambda s: (shown[s] > 0 and ctx.L[s] >= 3, ctx.L[s] + shown[s]))
    return cheapest(pref, ctx.last)


def _own_suit_below_game(ctx: Ctx, suit: int) -> Call | None:
    """My long suit again at the cheapest level; a balanced hand does not pass 3NT by for its five-card minor."""
    low = cheapest(suit, ctx.last)
    if ctx.bal and suit in (C, D) and low is not None and low > _3NT:
        nt = _no_trump_to_three(ctx)
        if nt is not None:
            return nt
    return low


def _fit_to_raise(ctx: Ctx, major: int) -> bool:
    """Partner's major is raised rather than no trump bid: below three with three cards of it; over partner's bid at
    three (where the raise would pass 3NT by) only with eight cards together."""
    if ctx.seq[-1].level >= 3:
        return ctx.L[major] + partner_shown(ctx).lengths[major] >= 8
    return ctx.L[major] >= 3


def _answer_cue(ctx: Ctx) -> Call | None:
    """Partner's cue bid after our side has bid twice asks for a stopper: with one, no trump; else it raises my
    suit: the minimum rebid of it."""
    if _cue_asks_stopper(ctx):
        return cheapest(NT, ctx.last)
    return cheapest(_my_suits(ctx)[0], ctx.last)


def _cue_asks_stopper(ctx: Ctx) -> bool:
    """Partner's cue bid came after our side had bid twice, below 3NT, and I stop their suit (a bare ace is no stopper
    for no trump: it wins the first round and leaves the suit to them)."""
    last = ctx.last
    return len(ctx.seq) >= 3 and last is not None and last < _3NT and ctx.stop[last % 5] and ctx.L[last % 5] >= 2


def _my_stopper_cue_answered(ctx: Ctx) -> bool:
    """My last bid was a cue bid of their suit below 3NT after our side had bid twice (it asks for a stopper), and
    partner's answer, a suit below game, denied one."""
    seq, mine = ctx.seq, ctx.mine
    if len(seq) < 4 or not mine[-2] or mine[-1] or seq[-2] >= _3NT or seq[-1] >= 35 or seq[-1] % 5 == NT:
        return False
    cue = seq[-2] % 5
    return (cue in ctx.their_suits and all(c >= 35 or c % 5 != cue for c in seq[:-2]) and _partner_just_bid(ctx)
            and _below_game(ctx))


def _five_of_our_minor(ctx: Ctx) -> Call | None:
    """Five of our minor fit."""
    suit = fit_suit(ctx)
    return bid(5, suit) if suit in (C, D) else None


def _stopper_in_the_last_suit(ctx: Ctx) -> Call | None:
    """Three suits bid by our side, the opponents silent, and partner's new suit forces: with a stopper in the fourth
    and no eight-card fit in partner's major (three cards opposite five, four opposite four), no trump (2NT a
    minimum, 3NT over a bid at three) shows it."""
    if ctx.their_bids or not all(c < 35 and c % 5 != NT for c in ctx.seq):
        return None
    unbid = [s for s in (C, D, H, S) if s not in ctx.our_suits]
    if len(unbid) != 1 or not ctx.stop[unbid[0]] or any(_fit_to_raise(ctx, s) for s in _partner_suits(ctx) if s in (H, S)):
        return None
    if any(ctx.L[s] >= 6 for s in _my_suits(ctx) if s in (H, S)):
        return None  # a six-card major of mine: it is the game to offer before no trump
    return _no_trump_to_three(ctx)


def _no_trump_to_three(ctx: Ctx) -> Call | None:
    """The cheapest no trump with their suits stopped, if it is 3NT or lower (4NT would ask for aces)."""
    low = cheapest(NT, ctx.last)
    return low if low is not None and low <= _3NT and _stopped(ctx) else None


def _my_suits(ctx: Ctx) -> list[int]:
    return [c % 5 for c, m in zip(ctx.seq, ctx.mine) if m and c < 35 and c % 5 != NT]


def _partner_suits(ctx: Ctx) -> list[int]:
    """The suits partner has bid naturally (not theirs, not no trump, not a convention's relay or transfer)."""
    calls = enumerate(zip(ctx.seq, ctx.mine, ctx.theirs_before))
    return [c % 5 for i, (c, m, theirs) in calls if not m and c < 35 and c % 5 != NT and c % 5 not in theirs
            and _shows_its_suit(ctx, i)]


def _shows_its_suit(ctx: Ctx, i: int) -> bool:
    """Our side's ``i``-th call, a suit bid, shows that suit: natural, or a convention's bid of the suit it shows
    (not a relay or a transfer, 1NT 2S asking for clubs)."""
    shown = artificial(ctx.seq, i, ctx.opened_by_us, ctx.before)
    return shown is None or shown >= 0 and shown % 10 == ctx.seq[i] % 5


def _preference(ctx: Ctx) -> Call | None:
    """Back to partner's first suit when it suits us better than the last, at the same level (not when partner's last
    suit is one I bid first: that was partner's preference for mine, 1C 1D 1H 2C)."""
    partner_suits = _partner_suits(ctx)
    if len(partner_suits) < 2 or not _partner_bid_last(ctx) or ctx.seq[-1] % 5 != partner_suits[-1]:
        return None
    if _bid_first_by_me(ctx, partner_suits[-1]):
        return None
    first, second = partner_suits[0], partner_suits[-1]
    if second in _my_suits(ctx):
        return None  # partner's last bid raised my suit: no choice of partner's suits to give
    low = cheapest(first, ctx.last)
    if low is None or ctx.L[first] < max(ctx.L[second], 2):
        return None
    return low if low.level == ctx.seq[-1].level else None


def _bid_first_by_me(ctx: Ctx, suit: int) -> bool:
    """The first bid of ``suit`` on our side was mine."""
    return next((m for c, m in zip(ctx.seq, ctx.mine) if c < 35 and c % 5 == suit), False)


def _total_trumps_level(ctx: Ctx) -> Call | None:
    """Compete in our fit up to the level of the total trumps (eight: two, nine: three), over their bid
    (over partner's own contract there is nothing to compete with)."""
    suit = fit_suit(ctx)
    if suit is None or not ctx.theirs or ctx.last is None or ctx.last % 5 == suit or not _their_bid_last(ctx):
        return None
    low = cheapest(suit, ctx.last)
    return low if low is not None and low.level <= total_trumps(ctx, suit) - 6 else None


def _their_bid_last(ctx: Ctx) -> bool:
    """The last bid is the opponents'."""
    bidder = ctx.auction.facts.last_bidder
    return bidder is not None and (bidder ^ ctx.auction.turn) & 1 == 1


def _many_trumps(ctx: Ctx) -> bool:
    """Nine trumps together, four or more of them mine (the hand that knows the total): the law of total tricks
    bids on whatever the points (to three with nine, to four with ten)."""
    suit = fit_suit(ctx)
    return suit is not None and ctx.L[suit] >= 4 and total_trumps(ctx, suit) >= 9


def _penalty_double(ctx: Ctx) -> bool:
    last = ctx.last
    if last is None or not ctx.can_x or last.level < 2 or _would_be_negative(ctx):
        return False
    strain = last % 5
    trumps = strain != NT and ctx.L[strain] >= 4 and ctx.hand.suit_hcp[strain] >= 3
    return (trumps or strain == NT) and team(ctx) >= 23 and ctx.hcp >= 8 or _balance_of_strength(ctx, strain)


def _they_outbid_my_opening(ctx: Ctx) -> bool:
    """I opened one of a suit, partner has bid or doubled since (or partner is silent and my reopening double was
    taken out by their raise), and they outbid us at the two or three level, passed round to me."""
    last, seq = ctx.last, ctx.seq
    return (bool(ctx.opened_by_us) and ctx.mine[0] and (len(seq) >= 3 or _my_reopening_double_raised_over(ctx))
            and seq[0].level == 1 and seq[0] % 5 != NT
            and ctx.can_x and ctx.rho == _PASS and last is not None and 2 <= last.level <= 3 and last % 5 != NT)


def _my_reopening_double_raised_over(ctx: Ctx) -> bool:
    """My opening and my reopening double, partner silent, and they have bid again since the double."""
    return ctx.seq[1:] == (_X,) and ctx.mine == (True, True) and ctx.calls[-4] == _X and ctx.calls[-3] < _X


def _opener_doubled_their_outbid(ctx: Ctx) -> bool:
    """Partner opened, I have bid or doubled (or partner reopened with a double I passed), they outbid us at two or
    three and partner doubled it (takeout: a strong opening), passed round to me."""
    seq, last = ctx.seq, ctx.last
    silent = len(seq) == 3 and seq[1] == _X and not any(ctx.mine)  # partner's reopening double, then this one
    return (bool(ctx.opened_by_us) and not ctx.mine[0] and (len(seq) >= 4 or silent) and seq[-1] == _X and not ctx.mine[-1]
            and ctx.rho == _PASS and seq[0].level == 1 and seq[0] % 5 != NT and last is not None and 2 <= last.level <= 3
            and last % 5 != NT and ctx.calls[-2] == _X
            and last % 5 not in _partner_stoppers(ctx))  # partner's no trump stopped their suit: the double is for penalty


def _answer_strong_double(ctx: Ctx) -> Call | None:
    """A five-card suit of mine, else the suit of partner's I hold most of (three cards at least), else my longest
    suit, at the cheapest level (their suit left out)."""
    theirs = ctx.last % 5 if ctx.last is not None else NT
    suits = [s for s in (S, H, D, C) if s != theirs]
    partners = [c % 5 for c, mine in zip(ctx.seq, ctx.mine) if not mine and c < _PASS and c % 5 in suits]
    five = [s for s in suits if ctx.L[s] >= 5]
    if five:
        choice = max(five, key=lambda s: ctx.L[s])
    elif partners and max(ctx.L[s] for s in partners) >= 3:
        choice = max(partners, key=lambda s: ctx.L[s])
    else:
        choice = max(suits, key=lambda s: ctx.L[s])
    return cheapest(choice, ctx.last)


def _negative_doubler_passed_round(ctx: Ctx) -> bool:
    """Partner opened one of a suit, they overcalled, my negative double, and their raise at two or three was passed
    round to me (partner's pass shows no extras or shape to bid on)."""
    seq, last = ctx.seq, ctx.last
    return (bool(ctx.opened_by_us) and seq[1:] == (_X,) and ctx.mine == (False, True) and seq[0].level == 1
            and seq[0] % 5 != NT and ctx.can_x and ctx.rho == _PASS and last is not None and 2 <= last.level <= 3
            and last % 5 != NT and ctx.their_suits.count(last % 5) >= 2)


def _short_with_values(ctx: Ctx) -> bool:
    """A singleton or void in their suit and 11+ HCP: partner's pass may hide length in it, and the values are ours."""
    return ctx.last is not None and ctx.L[ctx.last % 5] <= 1 and ctx.hcp >= 11


def _answering_responders_second_double(ctx: Ctx) -> bool:
    """I opened, partner's negative double, their raise of their natural overcall passed round to partner, and
    partner doubled it again (over their artificial bids the doubles are for penalty)."""
    seq, last = ctx.seq, ctx.last
    return (bool(ctx.opened_by_us) and seq[1:] == (_X, _X) and ctx.mine == (True, False, False) and ctx.rho == _PASS
            and ctx.calls[-2] == _X and last is not None and 2 <= last.level <= 3 and last % 5 != NT
            and ctx.their_suits.count(last % 5) >= 2)


def _answer_responders_double(ctx: Ctx) -> Call | None:
    """Two cards or fewer in their suit: the unbid major partner's double promised, held four deep, else my own
    suit again with five, else an unbid four-card minor, at the cheapest level (partner, short in their suit,
    asked me to pick); with three or more of theirs, pass and defend."""
    theirs = ctx.last % 5 if ctx.last is not None else NT
    if ctx.L[theirs] >= 3:
        return None
    mine = ctx.seq[0] % 5
    majors = [s for s in (S, H) if s != theirs and s != mine and ctx.L[s] >= 4]
    minors = [s for s in (C, D) if s not in ctx.their_suits and s != mine and ctx.L[s] >= 4]
    choice = majors[0] if majors else mine if ctx.L[mine] >= 5 else minors[0] if minors else None
    return cheapest(choice, ctx.last) if choice is not None else None


def _strong_opener_short_in_theirs(ctx: Ctx) -> bool:
    last = ctx.last
    return (ctx.hcp >= 17 and last is not None and ctx.L[last % 5] <= 2 and fit_suit(ctx) is None
            and ctx.L[ctx.seq[0] % 5] < 6)


def _would_be_negative(ctx: Ctx) -> bool:
    """Partner opened and they overcalled at 2S or lower: my double would be negative, not penalty."""
    last = ctx.last
    return bool(ctx.opened_by_us) and len(ctx.seq) == 1 and not ctx.mine[0] and last is not None and last <= B("2S")


# Our side's HCP that doubles their contract at each level: they hold the rest, too few for it.
PENALTY_STRENGTH: Final = {2: 23, 3: 21, 4: 20, 5: 20, 6: 20, 7: 20}


def _balance_of_strength(ctx: Ctx, strain: int) -> bool:
    """The balance of strength is ours and they have outbid it: double (not with a singleton in their suit)."""
    last = ctx.last
    if last is None or ctx.hcp < 8 or (strain != NT and ctx.L[strain] < 3):
        return False
    if ctx.their_suits.count(strain) > 1:
        return False  # they have found a fit: its tricks do not follow the points
    if strain != NT and last.level <= 3 and ctx.L[strain] <= 3 and fit_suit(ctx) in (H, S):
        return False  # our major fit plays (its game is still below): without length in their suit the points are ours
    return team_hcp(ctx) >= PENALTY_STRENGTH[last.level]


def _own_long_suit(ctx: Ctx) -> Call | None:
    """A six-card suit of mine (seven if never bid) when partner's suits do not fit: at the two level, at three with
    seven cards or game values together; after our opening of one of a suit, a minor at four with game values when
    their bid below 3NT has taken the room (a pass would sell out our game)."""
    fit = fit_suit(ctx)
    if fit is not None and ctx.L[fit] < 6:
        return None
    for s in (S, H, D, C):
        if s not in ctx.their_suits and _long_enough(ctx, s):
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level <= _own_suit_top(ctx, s) else None
    return None


def _own_suit_top(ctx: Ctx, suit: int) -> int:
    """The highest level for my own long suit again."""
    game_values = team(ctx) >= 25
    if game_values and suit in (C, D) and _suit_opening_outbid(ctx) and ctx.last is not None and ctx.last < _3NT:
        return 4
    return 2 + (ctx.L[suit] >= 7 or game_values)


def _suit_opening_outbid(ctx: Ctx) -> bool:
    """Our side opened one of a suit (after no trump the weak hand's sign-off has told its story), and the last bid
    is theirs, over a bid of ours (not over partner's double, which has chosen to defend)."""
    seq = ctx.seq
    return bool(seq) and seq[0].level == 1 and seq[0] % 5 != NT and seq[-1] < 35 and ctx.last != seq[-1]


def _long_enough(ctx: Ctx, suit: int) -> bool:
    """Seven cards, or six already bid or headed by two of the top three honours."""
    return ctx.L[suit] >= 7 or ctx.L[suit] >= 6 and (suit in ctx.our_suits or ctx.hand.good[suit])


def game_forced(ctx: Ctx) -> bool:
    """Our side is forced to game: a strong 2C opening, Jacoby 2NT, responder's fourth suit."""
    seq = ctx.seq
    if not ctx.opened_by_us or len(seq) < 2:
        return False
    if seq[0] == _2C and _2NT not in seq[1:3]:
        return True
    if (seq[0].level == 1 and seq[0] % 5 in (H, S) and seq[1] == _2NT and not ctx.passed_hand and not answer_over_double(ctx)
            and ctx.before[1] == seq[0]):
        return True  # Jacoby 2NT (over their double 2NT is a limit raise or better; over their overcall, natural 11-12)
    return _fourth_suit_bid(ctx)


def _fourth_suit_bid(ctx: Ctx) -> bool:
    """Responder's second bid was the fourth suit at the two level or higher (at the one level it is natural),
    the opponents silent: game values."""
    seq = ctx.seq
    if len(seq) < 4 or seq[0].level != 1 or any(c < 35 for c in ctx.theirs) or not all(c < 35 and c % 5 != NT for c in seq[:4]):
        return False
    return len({c % 5 for c in seq[:4]}) == 4 and seq[3].level >= 2


def _forced_below_game(ctx: Ctx) -> bool:
    """Partner's last bid, the opponents silent, left a game-forcing auction below game."""
    return not ctx.their_bids and _below_game(ctx) and _partner_just_bid(ctx) and _forcing_to_game(ctx)


def _forcing_to_game(ctx: Ctx) -> bool:
    """Our side is forced to game: ``game_forced``, a jump shift by either hand (the booklet: forcing to game), or
    responder's second suit as a reverse or at the three level (mainstream: game values; not after a 1NT
    response, which limited the hand)."""
    seq = ctx.seq
    if len(seq) < 2 or seq[0].level != 1 or seq[0] % 5 == NT or not ctx.opened_by_us or any(c >= 35 for c in seq[:4]):
        return game_forced(ctx)
    if len(seq) >= 3 and seq[1] != _2NT and _new_suit_jump(ctx, 2):
        return True  # opener's jump shift: opposite a passed hand too (19+ points and partner's response)
    if _passed_responder(ctx):
        return False  # a passed hand cannot force to game
    if _new_suit_jump(ctx, 1) and not answer_over_double(ctx):
        return True  # over their takeout double the jump shift is preemptive
    if len(seq) >= 4 and seq[3] % 5 != NT and seq[3] % 5 not in {c % 5 for c in seq[:3]} and seq[1] % 5 != NT:
        if seq[3].level >= 3 or seq[3].level == 2 and seq[3] % 5 > seq[1] % 5 and seq[1] % 5 != NT:
            return True
    return game_forced(ctx)


def _my_new_suit_answered(ctx: Ctx) -> bool:
    """Responder's new suit at the two level or higher (forcing one round) has been answered below game, the
    opponents silent."""
    seq = ctx.seq
    if ctx.their_bids or len(seq) != 5 or ctx.mine[0] or not ctx.opened_by_us or not _below_game(ctx):
        return False
    mine = seq[3]
    return (_partner_just_bid(ctx) and seq[0].level == 1 and mine < 35 and mine.level >= 2 and mine % 5 != NT
            and mine % 5 not in {c % 5 for c in seq[:3] if c < 35})


def _new_suit_jump(ctx: Ctx, i: int) -> bool:
    """Our side's call ``i`` is a jump in a suit our side had not bid."""
    call = ctx.seq[i]
    strain = call % 5
    if strain == NT or strain in {c % 5 for c in ctx.seq[:i]}:
        return False
    low = cheapest(strain, ctx.before[i])
    return low is not None and call.level > low.level


def _game_when_forced(ctx: Ctx) -> Call | None:
    """A forced auction's game where no other rule placed it: our major fit, 3NT, our minor fit, my six-card
    suit, else partner's longest suit."""
    suit = fit_suit(ctx)
    if suit in (H, S):
        return _game_in_suit(ctx, suit)
    below_3nt = ctx.last is None or ctx.last < _3NT
    two_majors = _two_long_majors_of_mine(ctx)
    if two_majors is not None:
        return _game_in_suit(ctx, two_majors)
    if below_3nt and not _fourth_suit_open(ctx):
        return _3NT
    for s in _my_suits(ctx) if below_3nt else ():
        low = cheapest(s, ctx.last)
        if ctx.L[s] >= 5 and low is not None and low < _3NT:
            return low  # the fourth suit unstopped: my five-card suit again, still forcing
    shown = partner_shown(ctx).lengths
    own = [s for s in (S, H, D, C) if ctx.L[s] >= 6]
    partners = sorted((s for s in (S, H, D, C) if shown[s] >= 4), key=lambda s: -(shown[s] + ctx.L[s]))
    for s in ([suit] if suit is not None else []) + own + partners:
        game = _game_in_suit(ctx, s)
        if game is not None:
            return game
    return _3NT if below_3nt else None


def _two_long_majors_of_mine(ctx: Ctx) -> int | None:
    """Both majors bid by me, six cards in one and five or more in the other, and a singleton or void in partner's
    suit: no 3NT, but game in the better major (the longer; of equal length, the one with more high cards)."""
    mine = _my_suits(ctx)
    if H not in mine or S not in mine or ctx.L[H] + ctx.L[S] < 11 or fit_suit(ctx) is not None:
        return None
    if not any(ctx.L[s] <= 1 for s in _partner_suits(ctx)):
        return None
    return max((S, H), key=lambda s: (ctx.L[s], ctx.hand.suit_hcp[s]))


def _game_in_suit(ctx: Ctx, suit: int) -> Call | None:
    """Game in ``suit`` (four of a major, five of a minor) if it is still a bid above the last."""
    game = bid(4 if suit in (H, S) else 5, suit)
    return game if game is not None and (ctx.last is None or ctx.last < game) else None


def _self_sufficient(ctx: Ctx) -> Call | None:
    """Game in a long strong major of my own."""
    for s in (S, H):
        if (ctx.L[s] >= 7 or ctx.L[s] >= 6 and ctx.hand.top[s] >= 4) and s not in ctx.their_suits:
            return bid(4, s)
    return None


def _my_six_card_major(ctx: Ctx) -> Call | None:
    """Game in a good six-card major I have bid (two of the top three honours or three of the top five), with
    no fit found and the HCP of 3NT: partner's two cards make eight, and a hand with
    a long suit plays better in it than in 3NT. (A 6-5 hand shows its second suit first; in a game-forcing
    auction the slower three of it leaves room.)"""
    if fit_suit(ctx) in (H, S) or ctx.their_bids or not ctx.seq or ctx.seq[0].level != 1 or sorted(ctx.L)[-2] >= 5:
        return None  # (a minor fit is eleven tricks away: the major's ten come first)
    mine = _my_suits(ctx)
    for s in (S, H):
        if ctx.L[s] >= 6 and ctx.hand.good[s] and s in mine and s not in _partner_suits(ctx):
            return bid(3 if _slam_room_after_reverse(ctx, s) else 4, s)
    return None


def _slam_room_after_reverse(ctx: Ctx, major: int) -> bool:
    """Partner's reverse forces, and my points with its least reach a slam's neighbourhood (30+): three of my major, a
    jump that forces, leaves room to look for the slam that the jump to game would shut out."""
    low = cheapest(major, ctx.last)
    return (_is_reverse(ctx) and _partner_forces(ctx) and ctx.hcp + partner_shown(ctx).least >= SLAM_ASK - 1
            and low is not None and low.level == 2)


def _fourth_suit_answered(ctx: Ctx) -> bool:
    """Partner's second bid was the fourth suit (forcing to game), and it is my turn as opener."""
    return len(ctx.seq) == 4 and ctx.mine[0] and _partner_just_bid(ctx) and _fourth_suit_bid(ctx)


def _answer_fourth_suit(ctx: Ctx) -> Call | None:
    """Opener's answer to the fourth suit, first the things it asks: three cards in partner's major (the
    cheapest raise), else with 5-5 and no stopper in the fourth suit the second suit again; a minimum then
    answers at the cheapest level (``_minimum_answer_to_fourth_suit``)."""
    first, answer, second = (c % 5 for c in ctx.seq[:3])
    if answer in (H, S) and ctx.L[answer] >= 3:
        return cheapest(answer, ctx.last)
    if ctx.L[first] >= 5 and ctx.L[second] >= 5 and not ctx.stop[ctx.seq[3] % 5]:
        return cheapest(second, ctx.last)
    fourth = ctx.seq[3]
    unjumped = fourth == cheapest(fourth % 5, ctx.seq[2])  # 1C 1D 1H 2S jumps past the natural 1S: game forcing
    return _minimum_answer_to_fourth_suit(ctx) if unjumped and ctx.hcp <= MINIMUM_ANSWER_TO_FOURTH_SUIT else None


MINIMUM_ANSWER_TO_FOURTH_SUIT: Final = 14  # opener's HCP that answer the fourth suit at the cheapest level; more jump to game


def _minimum_answer_to_fourth_suit(ctx: Ctx) -> Call | None:
    """The fourth suit at its cheapest level forces one round and may hold an invitation (11–12): a minimum opener
    does not jump to game but describes at the cheapest level, six cards in the first suit again before a stopper
    shown by no trump."""
    first = ctx.seq[0] % 5
    if ctx.L[first] >= 6:
        return cheapest(first, ctx.last)
    low = cheapest(NT, ctx.last)
    return low if ctx.stop[ctx.seq[3] % 5] and low is not None and low.level == 2 else None


def _my_three_level_new_suit_answered(ctx: Ctx) -> bool:
    """After our opening of one of a suit and partner's new suit (not a raise, which a new suit at three only tries
    for game, nor a double, over which it competes), my last bid was a new suit at the three level below 3NT
    (forcing: a suit no one had bid), and partner has answered below game."""
    seq, mine = ctx.seq, ctx.mine
    if (not ctx.opened_by_us or len(seq) < 3 or seq[0].level != 1 or seq[0] % 5 == NT or not mine[-2] or mine[-1]
            or ctx.passed_hand or not _partner_just_bid(ctx) or not _below_game(ctx)):
        return False
    new, before = seq[-2], seq[-3]
    if before >= 35 or before % 5 == NT or mine[-3] or any(c < 35 and c % 5 == before % 5 for c in seq[:-3]):
        return False
    return (new < _3NT and new.level == 3 and new % 5 not in ctx.their_suits
            and all(c >= 35 or c % 5 != new % 5 for c in seq[:-2]))


def _game_over_their_bids(ctx: Ctx) -> Call | None:
    """The forced auction's game, but no trump only with their suits stopped."""
    call = _game_when_forced(ctx)
    return None if call == _3NT and not _stopped(ctx) else call


def _over_their_sacrifice(ctx: Ctx) -> Call | None:
    """They bid over our game: bid on with a ten-card fit at the five level, or with nine when partner's forcing
    pass leaves it to me and I hold at most one card in their suit (my values play, they do not defend); else
    double, as also with four cards in their suit (their fit is thin and my length in it defends), or three of it in
    a balanced hand with four trumps (no ruff for us, my side cards are tricks on defence; five trumps bid on).
    When they opened and my own high cards are all that makes the values ours (``_only_my_values_over_their_bid``),
    double: the five level is not safe, and my values defend."""
    suit, last = fit_suit(ctx), ctx.last
    flat = suit is not None and ctx.L[suit] <= 4 and ctx.bal
    if last is not None and last % 5 != NT and (ctx.L[last % 5] >= 4 or ctx.L[last % 5] == 3 and flat):
        return _X if ctx.can_x else None
    if _only_my_values_over_their_bid(ctx):
        return _X if ctx.can_x else None
    if suit is not None and total_trumps(ctx, suit) >= (9 if _short_after_forcing_pass(ctx) else 10):
        low = cheapest(suit, ctx.last)
        if low is not None and low.level <= 5:
            return low
    return _X if ctx.can_x else None


def _short_after_forcing_pass(ctx: Ctx) -> bool:
    """Partner passed their bid over our game (forcing: the balance of strength is ours), and I hold at most one
    card in their suit."""
    last = ctx.last
    return (last is not None and last % 5 != NT and ctx.L[last % 5] <= 1 and len(ctx.calls) >= 3
            and ctx.calls[-3] == last and ctx.calls[-2] == _PASS)


def _balance_of_strength_ours(ctx: Ctx) -> bool:
    """20+ HCP together (partner's least), or a forced game: their bid over our game is a save."""
    return team_hcp(ctx) >= 20 or game_forced(ctx)


def _only_my_values_over_their_bid(ctx: Ctx) -> bool:
    """They opened and bid on over our game, and the balance of strength is not known ours (only my own high cards
    make the values, opposite partner's game bid, which may be weak): five of ours, with no known values opposite,
    is likely to fail, while my own 16+ HCP (``_values_over_their_sacrifice``) sit over their contract and are
    likely to beat it. Double; do not bid on."""
    return not ctx.opened_by_us and not _balance_of_strength_ours(ctx)


def _values_over_their_sacrifice(ctx: Ctx) -> bool:
    """The balance of strength is ours (``_balance_of_strength_ours``), or 16+ HCP in my hand and two cards
    in their suit opposite partner's game bid, which may be weak (with a singleton in their suit my values defend
    less well)."""
    if _balance_of_strength_ours(ctx):
        return True
    last = ctx.last
    return ctx.hcp >= 16 and last is not None and last % 5 != NT and ctx.L[last % 5] >= 2


def defence(ctx: Ctx, trump: int) -> int:
    """My tricks against their contract in ``trump``, in halves: an ace outside their trumps two, a king one."""
    suits = [s for s in (C, D, H, S) if s != trump]
    aces = sum(ctx.hand.controls[s] == 2 and ctx.L[s] > 0 for s in suits)
    kings = sum(ctx.hand.suit_hcp[s] - 4 * (ctx.hand.controls[s] == 2 and ctx.L[s] > 0) >= 3 for s in suits)
    return 2 * aces + kings


def _they_saved_over_partners_raise(ctx: Ctx) -> bool:
    """RHO has just bid over partner's raise of my one-level suit to game (1H (1S) 4H (4S), 1S (2H) 4S (5H)): the
    jump to game may be weak, and partner, who knows my hand only as an opening or overcall, leaves the choice to me
    (short in their suit with a long fit, the balance of strength bids on as well: ``_over_their_sacrifice``)."""
    last, seq, mine = ctx.last, ctx.seq, ctx.mine
    if last is None or not ctx.can_x or ctx.rho != last or not seq or mine[-1] or seq[-1] >= 35 or not is_game(seq[-1]):
        return False
    suit = seq[-1] % 5
    bids = [c for c, m in zip(seq, mine) if m and c < 35]
    return suit != NT and last % 5 != suit and len(bids) == 1 and bids[0] % 5 == suit and bids[0].level == 1


def _plays_over_their_save(ctx: Ctx) -> bool:
    """A singleton or void in their suit and eleven cards in two suits, six or more of them ours: no defence, and
    the trumps and the side suit take the tricks."""
    last, suit = ctx.last, ctx.seq[-1] % 5
    if last is None or last % 5 == NT or ctx.L[last % 5] > 1 or ctx.L[suit] < 6:
        return False
    return ctx.L[suit] + max(ctx.L[s] for s in (C, D, H, S) if s != suit) >= 11


def _our_suit_over_their_save(ctx: Ctx) -> Call | None:
    low = cheapest(ctx.seq[-1] % 5, ctx.last)
    return low if low is not None and low.level <= 5 else None


# Their bid over partner's raise of my suit to game (1H (1S) 4H (4S)): with this shape five of ours is no save but
# the contract; it goes ahead of the sacrifice rules (which would read their bid as their game) and of the balance of
# strength's double.
BID_ON_OVER_THEIR_SAVE: Final = Rule(
    "bid on over their save", _they_saved_over_partners_raise, _plays_over_their_save, _our_suit_over_their_save,
    "their bid over partner's raise to game: a singleton or void in their suit and eleven cards in two suits, six or "
    "more of them trumps: no defence, our fit at the five level")


def _we_reached_game(ctx: Ctx) -> bool:
    """We bid game (or were forced to it, and they have bid at the four level or higher) and an opponent has bid
    over it; partner has not doubled that bid (partner's double chose to defend: it stands). Their bid below game
    in our forcing auction (2C P 2D P 2H 2S) saves nothing: we bid on as without it."""
    ours = [c for c in ctx.seq if c < 35]
    if not ours or ctx.last is None or ctx.last == ours[-1] or not ctx.theirs:
        return False
    if ctx.seq[-1] == _X and not ctx.mine[-1] and ctx.before[-1] == ctx.last:
        return False
    top = ours[-1]
    return top.level >= (3 if top % 5 == NT else 4 if top % 5 in (H, S) else 5) or game_forced(ctx) and ctx.last.level >= 4


def _new_suit(ctx: Ctx, top: int) -> Call | None:
    """A four-card suit no one has bid, below game: looking for the right game."""
    for s in sorted((C, D, H, S), key=lambda x: (-ctx.L[x], -x)):
        if ctx.L[s] >= 4 and s not in ctx.our_suits and s not in ctx.their_suits:
            low = cheapest(s, ctx.last)
            if low is not None and _not_forcing_over_1nt_rebid(ctx, low):
                low = bid(3, s)  # 1D 1S 1NT 2C would be passed: the jump forces
            return low if low is not None and low.level <= top else None
    return None


def _not_forcing_over_1nt_rebid(ctx: Ctx, call: Call) -> bool:
    """Partner opened, I answered one of a suit and partner rebid 1NT: my new suit below my first at two is
    not forcing (no reverse, and 1NT is limited), so game values jump instead."""
    seq = ctx.seq
    return (len(seq) == 3 and ctx.mine == (False, True, False) and seq[2] == B("1NT") and seq[1].level == 1
            and call.level == 2 and call % 5 < seq[1] % 5 and not any(c < 35 for c in ctx.theirs))


def _fourth_suit(ctx: Ctx) -> Call | None:
    """The one suit no one has bid, at the two level or higher and below three no trump: artificial and
    forcing, it asks partner to describe further (a stopper in it for no trump). At the one level the
    fourth suit is natural (1C 1D 1H 1S), so there it is bid with a jump."""
    if any(c < 35 for c in ctx.theirs):
        return None
    unbid = [s for s in (C, D, H, S) if s not in ctx.our_suits]
    if len(unbid) != 1:
        return None
    low = cheapest(unbid[0], ctx.last)
    if low is not None and low.level == 1:
        low = bid(2, unbid[0])
    return low if low is not None and low < _3NT else None


def _limited(ctx: Ctx) -> bool:
    """My last bid set my strength within a few points: no trump, or a raise of partner's suit."""
    mine = [(c, b) for c, b, m in zip(ctx.seq, ctx.before, ctx.mine) if m and c < 35]
    if not mine:
        return False
    call, _ = mine[-1]
    return call % 5 == NT or call % 5 in _partner_suits(ctx)


def _raise_new_suit(ctx: Ctx) -> Call | None:
    """Four cards in partner's second suit: raise it once."""
    last = ctx.seq[-1] % 5
    if last == NT or ctx.L[last] < 4 or last in _my_suits(ctx):
        return None
    low = cheapest(last, ctx.last)
    return low if low is not None and low.level <= 2 else None


def _no_fit_for_a_suit_bid(ctx: Ctx) -> bool:
    """No fit, or a fit in partner's minor without a singleton or void: 1NT says 6–10 better than a 4-2 fit in
    partner's new suit or a preference at two (1C 1D 1S, 1NT with 2-3-4-4)."""
    suit = fit_suit(ctx)
    return suit is None or suit in (C, D) and min(ctx.L) >= 2


def _partner_rebid_at_one(ctx: Ctx) -> bool:
    return len(ctx.seq) == 3 and not ctx.mine[0] and ctx.seq[-1].level == 1 and ctx.seq[-1] % 5 != NT


def _partner_invites(ctx: Ctx) -> bool:
    """Partner's last bid invites game: 2NT, or three of our fit, after both of us have bid twice
    (three of our fit straight over their bid or their double competes, it does not invite)."""
    if not _partner_just_bid(ctx):
        return False
    if _advancer_invites_in_no_trump(ctx) or _invitation_over_their_bid_of_my_1nt(ctx):
        return True
    if len(ctx.seq) < 3 or _invitation_declined_uncontested(ctx):
        return False
    call = ctx.seq[-1]
    over_their_double = len(ctx.calls) >= 3 and ctx.calls[-3] == _X
    invites = call == _2NT or (call.level == 3 and call % 5 == fit_suit(ctx) and ctx.before[-1] == ctx.seq[-2]
                               and not over_their_double)
    return invites and (_my_last_was_limited(ctx) or _responder_invites(ctx) or _overcaller_jumped_over_my_advance(ctx))


def _invitation_over_their_bid_of_my_1nt(ctx: Ctx) -> bool:
    """I opened 1NT, they overcalled in a suit, and partner bid 2NT straight over it: natural, inviting (the booklet
    plays no Lebensohl), as 1NT P 2NT."""
    seq, theirs = ctx.seq, ctx.before[1] if len(ctx.before) > 1 else None
    return (seq == (_1NT, _2NT) and ctx.mine == (True, False) and theirs is not None and theirs < 35 and theirs % 5 != NT
            and ctx.calls[-3] == theirs)


SOUND_OVERCALL_ACCEPTS: Final = 13  # HCP with which the overcaller accepts the advancer's invitational 2NT


def _advancer_invites_in_no_trump(ctx: Ctx) -> bool:
    """They opened, I overcalled a suit at the cheapest level (not in the pass-out seat) and partner advanced 2NT,
    natural and invitational (12–14 over a one-level overcall, 10–12 over a two-level one)."""
    seq, before = ctx.seq, ctx.before[0]
    if ctx.opened_by_us or len(seq) != 2 or ctx.mine != (True, False) or seq[1] != _2NT or seq[0] >= 35 or before is None:
        return False
    return (seq[0] % 5 != NT and seq[0] % 5 not in ctx.theirs_before[0] and seq[0] == cheapest(seq[0] % 5, before)
            and before % 5 != NT and not balanced_first(ctx))


def _overcaller_jumped_over_my_advance(ctx: Ctx) -> bool:
    """They opened, partner overcalled a suit at the cheapest level, I advanced in a new suit (not forcing) and partner
    jumped to three of the overcalled suit: a strong suit and about 16–18, inviting game."""
    seq = ctx.seq
    if ctx.opened_by_us or len(seq) != 3 or ctx.mine != (False, True, False) or max(seq) >= 35:
        return False
    first, advance, rebid = seq
    low = cheapest(first % 5, ctx.before[2])
    return (first % 5 != NT and advance % 5 not in (NT, first % 5) and rebid % 5 == first % 5 and rebid.level == 3
            and low is not None and low.level == 2)


def _responder_invites(ctx: Ctx) -> bool:
    """Responder's second bid over my one-of-a-suit opening and rebid: 2NT (whether or not they have bid), or,
    the opponents silent, a jump to three in a suit our side has bid (my first suit or its own), invites game
    (10–12) whatever my rebid, short of a reverse or a jump shift after which it would be forcing."""
    seq = ctx.seq
    if len(seq) != 4 or not ctx.mine[0] or seq[0].level != 1 or seq[0] % 5 == NT or seq[1] >= 35:
        return False
    call = seq[3]
    if ctx.their_bids and call != _2NT:
        return False
    if call == _2NT:
        return not _forcing_to_game(ctx) and not _is_reverse_rebid(ctx)
    low = cheapest(call % 5, ctx.before[3])
    return call % 5 in (seq[0] % 5, seq[1] % 5) and low is not None and low.level < 3 and not _is_reverse_rebid(ctx)


def _is_reverse_rebid(ctx: Ctx) -> bool:
    """My rebid was a reverse: a new suit at the two level above my first."""
    first, rebid = ctx.seq[0], ctx.seq[2]
    return rebid < 35 and rebid.level == 2 and rebid % 5 != NT and rebid % 5 > first % 5 and rebid % 5 != ctx.seq[1] % 5


def _my_last_was_limited(ctx: Ctx) -> bool:
    """My last bid was no trump, a raise, or a rebid of my suit: partner's next bid may invite."""
    mine = [c for c, m in zip(ctx.seq, ctx.mine) if m and c < 35]
    if not mine:
        return False
    strain = mine[-1] % 5
    return strain == NT or strain in _partner_suits(ctx) or len(mine) >= 2 and strain == mine[0] % 5


def _game_try_over_my_single_raise(ctx: Ctx) -> bool:
    """Partner opened a major, I raised it to two, and partner's 2NT (over their double or not) tries for game."""
    seq = ctx.seq
    return (len(seq) == 3 and ctx.mine == (False, True, False) and seq[0].level == 1 and seq[0] % 5 in (H, S)
            and seq[1] == bid(2, seq[0] % 5) and seq[2] == _2NT and ctx.last == seq[2])


def _my_game_try_declined(ctx: Ctx) -> bool:
    """Uncontested, partner raised my major to two (1M 2M, or 1X 1M 2M), my next bid below three of it (a new suit
    or 2NT) tried for game, and partner returned to three of the major: the try is declined."""
    seq, mine = ctx.seq, ctx.mine
    if ctx.their_bids or len(seq) < 4 or not mine[-2] or mine[-1]:
        return False
    major = seq[-4] % 5
    three = bid(3, major)
    return (major in (H, S) and seq[-4] == bid(1, major) and mine[-4] and seq[-3] == bid(2, major) and not mine[-3]
            and three is not None and seq[-2] < three and seq[-1] == three and ctx.last == three)


def _below_slam_try_opposite_raise(ctx: Ctx) -> bool:
    """My points and the least partner's single raise showed (6 for responder's raise, 12 for opener's) stay short
    of a slam try: my new suit over the raise tried for game."""
    raised_by_opener = not ctx.mine[0]
    return ctx.pts + (OPENING_LEAST if raised_by_opener else SINGLE_RAISE_LEAST) < SLAM_TRY


def _accept(ctx: Ctx) -> Call | None:
    """Game, with more than the least I have shown: our major, else 3NT with their suits stopped. Opposite the
    advancer's 2NT the overcall's range is wide: a sound one (13+ HCP) accepts."""
    top = _read_mine(ctx) + (1 if _invitation_over_their_bid_of_my_1nt(ctx) else 2)  # 1NT's 16-17, as over 1NT P 2NT
    if ctx.hcp < top or ctx.hcp < SOUND_OVERCALL_ACCEPTS and _advancer_invites_in_no_trump(ctx):
        return None
    suit = fit_suit(ctx)
    if suit in (H, S):
        return bid(4, suit)
    return _3NT if _stopped(ctx) else None


def _long_first_suit(ctx: Ctx) -> bool:
    """Six cards or more in my first suit, not balanced, and no more than the least I have shown."""
    first = ctx.seq[0] % 5
    return first != NT and ctx.L[first] >= 6 and not ctx.bal and ctx.hcp < _read_mine(ctx) + 2


def _five_five_minimum(ctx: Ctx) -> bool:
    """Five cards or more in each of my two suits, a singleton or void in partner's (if partner bid one), and no more
    than the least I have shown: no trump on a misfit."""
    first, second = ctx.seq[0] % 5, ctx.seq[2] % 5
    return (first != NT and second not in (NT, first, ctx.seq[1] % 5) and ctx.L[first] >= 5 and ctx.L[second] >= 5
            and (ctx.seq[1] % 5 == NT or ctx.L[ctx.seq[1] % 5] <= 1) and ctx.hcp < _read_mine(ctx) + 2)


def _three_of(ctx: Ctx, suit: int) -> Call | None:
    low = cheapest(suit, ctx.last)
    return low if low is not None and low.level == 3 else None


def _short_with_three_of_partners_major(ctx: Ctx) -> bool:
    """Partner's first suit a major, three cards of it in my hand, a singleton or void, and no more than the least I
    have shown."""
    major = ctx.seq[1] % 5
    return major in (H, S) and ctx.L[major] == 3 and min(ctx.L) <= 1 and ctx.hcp < _read_mine(ctx) + 2


def _three_of_first_suit(ctx: Ctx) -> Call | None:
    low = cheapest(ctx.seq[0] % 5, ctx.last)
    return low if low is not None and low.level == 3 else None


def _doubled_first(ctx: Ctx) -> bool:
    """I doubled for takeout as our side's first call, partner has answered, and the double is my only call so far."""
    return (len(ctx.seq) >= 2 and ctx.mine[0] and ctx.seq[0] == _X and not ctx.opened_by_us and _partner_bid_last(ctx)
            and ctx.mine.count(True) == 1)


def _doubler_new_suit_over_my_answer(ctx: Ctx) -> bool:
    """Partner's takeout double, my forced answer (their side passed it) in a suit at the cheapest level (not their
    suit: a cue bid shows values), partner's new suit (not a raise, not no trump, not their suit: that is the strong
    doubler's cue bid) just now."""
    seq, before = ctx.seq, ctx.before
    return (len(seq) == 3 and seq[0] == _X and not ctx.mine[0] and not ctx.opened_by_us and ctx.mine[1]
            and _partner_bid_last(ctx) and seq[1] < 35 and seq[1] % 5 != NT and seq[1] % 5 not in ctx.their_suits
            and seq[1] == cheapest(seq[1] % 5, before[1]) and ctx.calls[ctx.first_ours + 1] == _PASS
            and seq[2] < 35 and seq[2] % 5 not in (NT, seq[1] % 5) and seq[2] % 5 not in ctx.their_suits)


def _raise_doublers_suit(ctx: Ctx) -> Call | None:
    """Partner's suit: the cheapest raise with 6–8 support points, a jump with 9–11 (to three at most: a minor's
    jump to four would pass 3NT), four of a major with 12+; only when the cheapest raise is at three at most."""
    suit = ctx.seq[2] % 5
    points = ctx.support_points(suit)
    low = cheapest(suit, ctx.last)
    if low is None or low.level > 3:
        return None  # above three the doubler's suit is a competitive bid, not a try
    if points >= 12 and suit in (H, S):
        return bid(4, suit)
    return bid(3, suit) if points >= 9 and low.level < 3 else low


def _answered_my_later_double(ctx: Ctx) -> bool:
    """My takeout double came after a bid of mine (a strong 2C, say), and partner has just answered it."""
    mine = ctx.mine
    return (len(ctx.seq) >= 3 and mine[-2] and not mine[-1] and ctx.seq[-2] == _X and mine.count(True) >= 2
            and _partner_bid_last(ctx) and ctx.seq[-1] < 35)


def doubler_shows_own_suit(ctx: Ctx, call: Call | None) -> Call | None:
    """``call``, my own suit after partner's answer to my takeout double, unless partner's suit is found: four cards
    in it raise or pass, a new suit would look for a fit I already hold; and past 3NT at the four level (partner's
    forced answer may be nothing) only with 19+ HCP, or when partner's answer came over their bid (a free bid shows
    values)."""
    answer = ctx.seq[-1]
    if call is None or answer < 35 and answer % 5 != NT and ctx.L[answer % 5] >= 4:
        return None
    return call if call.level <= 3 or ctx.hcp >= 19 or _answer_was_free(ctx) else None


def _answer_was_free(ctx: Ctx) -> bool:
    """Partner answered my takeout double with a bid over their bid since it (1S X 2S 3C): not forced."""
    seq, before = ctx.seq, ctx.before
    return len(seq) == 2 and seq[0] == _X and seq[1] < 35 and before[1] != before[0]


def _strong_suit_after_double(ctx: Ctx) -> Call | None:
    """Too strong to overcall: now my own long suit; over partner's 3NT (to play) only a six-card major."""
    return doubler_shows_own_suit(ctx, _long_suit_after_double(ctx))


def _long_suit_after_double(ctx: Ctx) -> Call | None:
    over_3nt = ctx.seq[-1] == _3NT
    for s in (S, H, D, C):
        if ctx.L[s] >= (6 if over_3nt else 5) and s not in ctx.their_suits and s != ctx.seq[-1] % 5 and (s in (H, S) or not over_3nt):
            low = cheapest(s, ctx.last)
            return low if low is not None and low.level <= 4 else None
    return None


def _own_suit_rebid(ctx: Ctx) -> bool:
    """Partner has spoken since my last call, or they have bid over it."""
    return len(ctx.seq) >= 2 and not ctx.mine[-1] or bool(ctx.seq) and ctx.mine[-1] and ctx.last != ctx.seq[-1]


# Slam with a major fit: cue bids of first-round controls below game, then Blackwood -------------

SLAM_TRY: Final = 28  # points together, a major agreed, that start cue bidding
SLAM_TRY_HCP: Final = 25  # and HCP together
JUMP_RAISE_TOP: Final = 18  # the most opener's invitational jump raise of a one-level major answer shows (16–18)
LIMIT_RAISE_TOP: Final = 12  # the most responder's limit raise of my one-of-a-major opening shows (10–12)
INVITATION_SPAN: Final = 2  # points over its least that partner's invitation (2NT, three of our fit) may hold
SLOW_RAISE_COOPERATES: Final = 13  # HCP with which opener answers the slow raise's slam try with a cue bid
AK_HCP: Final = 7  # an ace and a king: the opponents' two quick tricks in a suit
CUE_CONTROL: Final = 2  # a cue bid shows a first-round control (an ace or a void), as the booklet has it
_JACOBY: Final = _2NT


class Cue(NamedTuple):
    """A control-showing cue bid: its suit, whether it was mine, and the suits it skipped (denied)."""

    suit: int
    mine: bool
    denied: frozenset[int]


def agreed_major(ctx: Ctx) -> tuple[int, int] | None:
    """The major both of us have bid (or Jacoby 2NT raised), uncontested, and where it was agreed."""
    if "agreed" not in ctx.memo:
        ctx.memo["agreed"] = _agreed_major(ctx)
    return ctx.memo["agreed"]  # type: ignore[return-value]


def _agreed_major(ctx: Ctx) -> tuple[int, int] | None:
    seq, mine = ctx.seq, ctx.mine
    if ctx.their_bids or not ctx.opened_by_us or len(seq) < 2:
        return None
    if seq[0].level == 1 and seq[0] % 5 in (H, S) and seq[1] == _JACOBY and ctx.before[1] == seq[0] and not _passed_responder(ctx):
        return seq[0] % 5, 1
    bidders: dict[int, bool] = {}
    # after a transfer (1NT 2D, 2NT 3H, 2C 2D 2NT 3H) it shows the major above, and the accept (or the
    # super-accept, whose own rules follow) agrees nothing yet
    transfer = _transfer_index(seq)
    for i, (call, by_me) in enumerate(zip(seq, mine)):
        strain = call % 5 if call < 35 else NT
        if i == transfer + 1:
            continue
        if i == transfer:
            strain += 1
        if strain in (H, S):
            if strain in bidders and bidders[strain] != by_me:
                return strain, i
            bidders.setdefault(strain, by_me)
    return _jump_rebid(ctx)


def _transfer_index(seq: tuple[Call, ...]) -> int:
    """Where responder's Jacoby transfer stands: over the 1NT or 2NT opening, or over 2NT after 2C 2D; else -2."""
    at = 1 if seq[0] in (_1NT, _2NT) else 3 if seq[:3] == (_2C, _2D, _2NT) else -2
    if at < 0 or len(seq) <= at + 1:
        return -2
    call, nt = seq[at], seq[at - 1]
    return at if call < 35 and call % 5 in (D, H) and call.level == nt.level + 1 < 4 else -2


def _jump_rebid(ctx: Ctx) -> tuple[int, int] | None:
    """Opener's jump rebid of a major (six cards, 16–18) over a one-level response or 1NT sets the suit."""
    seq = ctx.seq
    if len(seq) < 3 or seq[0].level != 1 or seq[0] % 5 not in (H, S) or ctx.mine[0] == ctx.mine[1]:
        return None
    major = seq[0] % 5
    return (major, 2) if seq[1] < 35 and seq[1].level == 1 and seq[2] == bid(3, major) else None


def _cue_floor(ctx: Ctx, major: int, agreed_at: int) -> Call:
    """The cheapest cue bid: after opener's jump rebid a new suit at three is natural, so cue bids start at four."""
    return B("4C") if agreed_at == 2 and ctx.seq[0] == bid(1, major) and ctx.seq[2] == bid(3, major) else B("1C")


def _passed_responder(ctx: Ctx) -> bool:
    """The responder to our opening passed first: a 2NT response is natural, not Jacoby."""
    return ctx.passed_hand if not ctx.mine[0] else _partner_passed_first(ctx)


def _cues(ctx: Ctx, major: int, agreed_at: int) -> list[Cue]:
    """Our side's bids of a side suit after the major was agreed, below game in it."""
    game = bid(4, major)
    floor = _cue_floor(ctx, major, agreed_at)
    out: list[Cue] = []
    for i in range(agreed_at + 1, len(ctx.seq)):
        call, before = ctx.seq[i], ctx.before[i]
        if call >= 35 or call % 5 in (major, NT) or game is None or call >= game or (i == 2 and ctx.seq[1] == _JACOBY):
            continue  # over Jacoby 2NT opener's new suit shows shortness, not a control
        if call < floor:
            continue
        skipped = frozenset(s for s in (C, D, H, S) if s != major and _cheaper(s, before, call, floor))
        out.append(Cue(call % 5, ctx.mine[i], skipped))
    return out


def _cheaper(suit: int, before: Call | None, call: Call, floor: Call) -> bool:
    """A cue bid in ``suit`` was open below ``call`` (and not below the cheapest cue bid)."""
    low = cheapest(suit, before)
    return low is not None and floor <= low < call


def _covered(ctx: Ctx, suit: int, cues: list[Cue]) -> bool:
    """No two quick losers in the suit: my ace, king, void or singleton, or partner's cue bid of it."""
    return ctx.hand.controls[suit] > 0 or any(c.suit == suit and not c.mine for c in cues)


def _denied_and_open(ctx: Ctx, major: int, cues: list[Cue]) -> bool:
    """Partner's cue bids skipped a side suit in which I hold no control: two quick losers there."""
    denied = set().union(*(c.denied for c in cues if not c.mine))
    return any(ctx.hand.controls[s] == 0 and s not in {c.suit for c in cues if not c.mine} for s in denied if s != major)


def _control_to_show(ctx: Ctx, major: int) -> Call | None:
    """The cheapest side suit with my first-round control (not a void in partner's suit), below game."""
    game = bid(4, major)
    agreed = agreed_major(ctx)
    floor = _cue_floor(ctx, *agreed) if agreed is not None else B("1C")
    options = [cheapest(s, ctx.last) for s in (C, D, H, S) if s != major and ctx.hand.controls[s] >= CUE_CONTROL
               and not (ctx.L[s] == 0 and s in _partner_suits(ctx))]
    shown = [c for c in options if c is not None and game is not None and floor <= c < game]
    return min(shown) if shown else None


def _cue_auction(ctx: Ctx) -> tuple[int, list[Cue]] | None:
    """A major agreed and still below 4NT: the major and the cue bids made since (None otherwise).
    It follows from the calls alone, so it is read once for each sequence of calls (at most 65,536 kept)."""
    memo = ctx.memo
    if "cues" in memo:
        return memo["cues"]  # type: ignore[return-value]
    key = ctx.code
    reading = _CUE_READINGS.get(key, False)
    if reading is False:
        if len(_CUE_READINGS) >= 65536:
            _CUE_READINGS.clear()
        reading = _CUE_READINGS[key] = _read_cues(ctx)
    memo["cues"] = reading
    return reading  # type: ignore[return-value]


_CUE_READINGS: dict[bytes, tuple[int, list[Cue]] | None] = {}


def _read_cues(ctx: Ctx) -> tuple[int, list[Cue]] | None:
    agreed = agreed_major(ctx)
    if agreed is None or _4NT in ctx.seq or ctx.last is None or ctx.last >= _4NT:
        return None
    if len(ctx.seq) == 2 and ctx.seq[1] == _JACOBY:
        return None  # opener answers Jacoby 2NT by its table first
    return agreed[0], _cues(ctx, *agreed)


def _state(ctx: Ctx) -> tuple[int, list[Cue]]:
    state = _cue_auction(ctx)
    assert state is not None
    return state


# Where the cue bidding stands: no major agreed, agreed but no cue bid yet, a cue bid made and
# partner's last bid below game in the major, or partner's game bid over a cue bid.
_NO_AGREEMENT, _NO_CUE_YET, _CUEING, _SIGNED_OFF = range(4)


def _cue_phase(ctx: Ctx) -> int:
    phase = ctx.memo.get("cue phase")
    if phase is None:
        phase = ctx.memo["cue phase"] = _read_phase(ctx)
    return phase  # type: ignore[return-value]


def _read_phase(ctx: Ctx) -> int:
    state = _cue_auction(ctx)
    if state is None:
        return _NO_AGREEMENT
    if not state[1]:
        return _NO_CUE_YET
    return _CUEING if ctx.last is not None and ctx.last < _game_in(ctx) else _SIGNED_OFF


def _no_cue_yet(ctx: Ctx) -> bool:
    return _cue_phase(ctx) == _NO_CUE_YET


def _cue_bid_made(ctx: Ctx) -> bool:
    """A cue bid has been made, and partner's last bid is below game in the major."""
    return _cue_phase(ctx) == _CUEING


def _signed_off(ctx: Ctx) -> bool:
    """Partner bid game in the major over a cue bid."""
    return _cue_phase(ctx) == _SIGNED_OFF


def _game_in(ctx: Ctx) -> Call:
    game = bid(4, _state(ctx)[0])
    assert game is not None
    return game


def _slam_interest(ctx: Ctx) -> bool:
    """28+ points together; over opener's jump rebid (a suit set by one hand alone) 28–30, Blackwood above."""
    if team(ctx) < SLAM_TRY or team_hcp(ctx) < SLAM_TRY_HCP or _below_slam_opposite_jump_raise(ctx):
        return False
    if _below_slam_opposite_limit_raise(ctx) or _below_slam_opposite_invitation(ctx):
        return False
    agreed = agreed_major(ctx)
    if agreed is not None and ctx.L[agreed[0]] <= 1:
        return False  # partner's suit, set by partner's jump rebid alone, meets my singleton: a misfit, no slam try
    return agreed is None or _cue_floor(ctx, *agreed) == B("1C") or not _slam_zone(ctx)


def _below_slam_opposite_jump_raise(ctx: Ctx) -> bool:
    """Opener's jump raise of my one-level major (1X 1M 3M) is invitational, 16–18: when even its top and my
    points stay short of a slam worth asking for, there is no slam try, only game."""
    seq = ctx.seq
    jump_raised = (len(seq) == 3 and ctx.mine == (False, True, False) and not ctx.their_bids and seq[1] % 5 in (H, S)
                   and seq[1].level == 1 and seq[2] == bid(3, seq[1] % 5))
    return jump_raised and team(ctx) - partner_shown(ctx).least + JUMP_RAISE_TOP < SLAM_ASK


def _below_slam_opposite_limit_raise(ctx: Ctx) -> bool:
    """Partner's limit raise of my major, the opponents silent, shows 10–12 (a passed hand's, 10–11): the raise of
    my one-of-a-major opening (1M 3M) or the jump raise of the major I rebid at one (1X 1Y 1M 3M). When even its top
    and my points (my short suits counted, as partner's trumps ruff there) stay short of a slam worth asking for,
    there is no slam try, only game."""
    major = _limit_raised_major(ctx)
    if major is None:
        return False
    top = LIMIT_RAISE_TOP - _partner_passed_first(ctx)
    mine = max(team(ctx) - partner_shown(ctx).least, ctx.support_points(major))
    return mine + top < SLAM_ASK


def _below_slam_opposite_invitation(ctx: Ctx) -> bool:
    """Partner's last bid invites game (2NT, or three of our fit, after both of us have bid twice): a hand that did
    not force to game, its range some two points over its least. When even that top and my points stay short of a
    slam worth asking for, there is no slam try, only game."""
    return _partner_invites(ctx) and not game_forced(ctx) and team(ctx) + INVITATION_SPAN < SLAM_ASK


def _limit_raised_major(ctx: Ctx) -> int | None:
    """The major partner's last call raised to three, a jump over my one-level bid of it (1M 3M, 1X 1Y 1M 3M)."""
    seq, mine = ctx.seq, ctx.mine
    if ctx.their_bids or len(seq) not in (2, 4) or mine != (True, False) * (len(seq) // 2):
        return None
    major = seq[-2] % 5 if seq[-2] < 35 else NT
    if major not in (H, S) or seq[-2].level != 1 or seq[-1] != bid(3, major):
        return None
    return major if len(seq) == 2 or seq[1] < 35 and seq[1].level == 1 and seq[0] % 5 != major else None


def _first_cue(ctx: Ctx) -> Call | None:
    return _control_to_show(ctx, _state(ctx)[0])


def _blind_without_a_cue(ctx: Ctx) -> bool:
    """Slam interest in the agreed major, no first-round control to cue below game, and a worthless doubleton or
    three small, or four or more without the ace, king or queen, in a side suit partner has not bid: two quick
    losers there, which the count of aces cannot find (four or more to the queen are left to Blackwood: the queen
    opposite partner's king, or the suit's length, holds the losers there to one more often)."""
    major = _state(ctx)[0]
    if _first_cue(ctx) is not None or not _slam_interest(ctx):
        return False
    return any(ctx.L[s] <= 3 or ctx.hand.top_three[s] == 0 for s in _weak_side_suits(ctx, major))


def _all_covered(ctx: Ctx) -> bool:
    major, cues = _state(ctx)
    return all(_covered(ctx, s, cues) for s in (C, D, H, S) if s != major)


def _two_quick_losers(ctx: Ctx) -> bool:
    return _denied_and_open(ctx, *_state(ctx))


def _partner_tried_no_extras(ctx: Ctx) -> bool:
    """Partner started the cue bids and my hand adds too little for slam."""
    return not _state(ctx)[1][0].mine and not _worth_slam(ctx)


def _free_control_opposite_captain(ctx: Ctx) -> bool:
    """Partner started the cue bids and my hand adds too little for slam on the count, but it is above the bottom
    of the range I have already shown and holds a first-round control below game: showing it costs no level, and
    partner, whose hand is not limited, judges the slam."""
    return _partner_tried_no_extras(ctx) and ctx.hcp > _read_mine(ctx) and _first_cue(ctx) is not None


def _covered_and_answered(ctx: Ctx) -> bool:
    """Every side suit is controlled, and partner has cue bid."""
    return _all_covered(ctx) and any(not c.mine for c in _state(ctx)[1])


def _strong_enough_over_sign_off(ctx: Ctx) -> bool:
    team_in_major = _my_points_in(ctx, _state(ctx)[0]) + partner_shown(ctx).least
    return _all_covered(ctx) and team_in_major >= SLAM and team_hcp(ctx) >= SLAM_ASK_HCP


def _worth_slam(ctx: Ctx) -> bool:
    """Partner's cue bid started a slam try (its hand and my least reaching SLAM_TRY): mine adds to SLAM_ASK."""
    mine = _my_points_in(ctx, _state(ctx)[0])
    return mine + max(partner_shown(ctx).least, SLAM_TRY - _read_mine(ctx)) >= SLAM_ASK


def _my_points_in(ctx: Ctx, major: int) -> int:
    """My points with the agreed major as trumps (a cue bid is no suit of partner's to count a fit in)."""
    if ctx.L[major] > partner_shown(ctx).lengths[major]:
        return ctx.pts + (min(ctx.L) <= 1)
    return ctx.support_points(major)


def _major_rebid_after_two_over_one(seq: tuple[Call, ...]) -> int | None:
    """1M, a two-over-one, 2M: the major (None for another sequence)."""
    if len(seq) < 3:
        return None
    opening, answer, rebid = seq[0], seq[1], seq[2]
    if opening.level != 1 or opening % 5 not in (H, S) or answer >= 35 or answer.level != 2:
        return None
    if answer % 5 in (NT, opening % 5) or answer % 5 > opening % 5:
        return None
    return opening % 5 if rebid == bid(2, opening % 5) else None


def _slow_raise_due(ctx: Ctx) -> bool:
    """After my two-over-one partner rebid the major: three of it would be forcing, game and slam interest."""
    if len(ctx.seq) != 3 or not ctx.mine[1] or ctx.their_bids:
        return False
    major = _major_rebid_after_two_over_one(ctx.seq)
    return major is not None and fit_suit(ctx) == major


def _jump_shifter_finds_the_major(ctx: Ctx) -> bool:
    """My jump shift answered partner's one of a major, partner's rebid is below three of it, the opponents
    silent, and the major is our fit: three of it, forcing, leaves room for the cue bids (four would be the
    weakest raise)."""
    seq = ctx.seq
    if len(seq) != 3 or not ctx.mine[1] or ctx.their_bids or not _jumps_in_new_suit(ctx, 1):
        return False
    major = seq[0] % 5
    three = bid(3, major)
    return (seq[0].level == 1 and major in (H, S) and fit_suit(ctx) == major and three is not None
            and seq[2] < three)


def _slow_raise_made(ctx: Ctx) -> bool:
    """Partner raised my major rebid to three after a two-over-one: a slam try."""
    return (len(ctx.seq) == 4 and ctx.mine[0] and not ctx.their_bids
            and _major_rebid_after_two_over_one(ctx.seq) is not None and ctx.seq[3] == bid(3, ctx.seq[0] % 5))


def _answer_slow_raise(ctx: Ctx) -> Call | None:
    return _control_to_show(ctx, ctx.seq[0] % 5) or bid(4, ctx.seq[0] % 5)


def _aces_are_all(ctx: Ctx) -> bool:
    """Slam interest with the major agreed below game, no void, and every side suit partner has not bid held by my
    ace, king or singleton: the aces are all I need to know. Slam values besides: with six trumps or a singleton 31+
    points together, or my strong 2C, which partner's raise makes the captain's hand; a flat hand 33+, below that its
    slam turns on fitting honours too and it cue-bids. One ace missing leaves the small slam, two stop us at five."""
    major, partners = _state(ctx)[0], set(_partner_suits(ctx))
    if ctx.last is None or ctx.last >= _game_in(ctx) or min(ctx.L) == 0:
        return False
    if not _slam_interest(ctx) or _jump_shifter_captains(ctx):
        return False
    if any(ctx.hand.controls[s] == 0 for s in (C, D, H, S) if s != major and s not in partners):
        return False
    flat = ctx.L[major] < 6 and min(ctx.L) > 1
    return team(ctx) >= SLAM_ASK + 2 * flat or not flat and bool(ctx.mine[0]) and ctx.seq[0] == _2C


_ACES_AT_ONCE: Final = Rule("Blackwood at once", _no_cue_yet, _aces_are_all, _4NT,
                     "slam values with a major agreed (31+ together with six trumps or a singleton, 33+ with a flat "
                     "hand), no void, and every side suit partner has not bid held by my ace, king or singleton: the "
                     "aces are all I need to know (a cue bid first with a void or two quick losers)")
_CUE_START: Final = Rule("cue bid", _no_cue_yet, _slam_interest, _first_cue,
                  "slam interest with a major agreed (28+ points together): the cheapest first-round control, an ace or a void")
_BLIND_WITHOUT_A_CUE: Final = Rule(
    "no control to cue, a suit unguarded", _no_cue_yet, _blind_without_a_cue, _game_in,
    "slam interest, but no first-round control to cue below game and a worthless doubleton, three small or four "
    "without an honour above the jack in a side suit: the count of aces cannot settle the slam, game")
# Cue bidding with a major agreed, tried in this order.
_CUE: Final[tuple[Rule, ...]] = (
    Rule("slow raise", _slow_raise_due, _slam_interest, lambda c: bid(3, c.seq[0] % 5),
         "three of partner's major after my two-over-one: forcing, slam interest (game at once is the weakest raise)"),
    Rule("the jump shifter's slow raise", _jump_shifter_finds_the_major, lambda c: team(c) >= SLAM_TRY,
         lambda c: bid(3, c.seq[0] % 5),
         "my jump shift found partner's major: three of it, forcing, with slam interest (four would shut out the cue bids)"),
    Rule("answer the slow raise", _slow_raise_made, lambda c: c.hcp >= SLOW_RAISE_COOPERATES, _answer_slow_raise,
         "partner's slam try in my major: a first-round control below game, else game"),
    Rule("the slow raise, minimum", _slow_raise_made, always, lambda c: bid(4, c.seq[0] % 5),
         "partner's slam try in my major, and a minimum opening: game"),
    _ACES_AT_ONCE,
    _CUE_START,
    _BLIND_WITHOUT_A_CUE,
    Rule("Blackwood after the sign-off", _signed_off, _strong_enough_over_sign_off, _4NT,
         "partner signed off, but every side suit is controlled and 33+ points together: Blackwood"),
    Rule("the sign-off accepted", _signed_off, always, _PASS, "partner's game ends the slam try"),
    Rule("two quick losers", _cue_bid_made, _two_quick_losers, _game_in,
         "partner's cue bids skipped a side suit in which I hold no control: game"),
    Rule("a control for the captain", _cue_bid_made, _free_control_opposite_captain, _first_cue,
         "partner's slam try, my hand above the bottom of what I have shown: a first-round control below game"),
    Rule("no extras", _cue_bid_made, _partner_tried_no_extras, _game_in,
         "partner's slam try, and my hand is no better than I have shown: game"),
    Rule("Blackwood after cue bids", _cue_bid_made,
         lambda c: _covered_and_answered(c) and not _minimum_opposite_jump_shift(c), _4NT,
         "every side suit controlled by my ace, king, void or singleton or by partner's cue bid: Blackwood"),
    Rule("cue bid back", _cue_bid_made, always, _first_cue, "a first-round control below game: still interested in slam"),
    Rule("no control to show", _cue_bid_made, always, _game_in, "no first-round control to show below game: game"),
)


_CUE_ABOVE_GAME: Final = Rule("cue bid above game", _slam_zone, _blind_at_game, _cue_or_sign_off,
                       "slam values and our game in the major, but a void or two quick losers in a side suit: no "
                       "Blackwood; a first-round control above game that skips the weak suit, else pass")
_SLAM: Final = Rule("slam", _slam_zone, always, _slam_call,
             "Blackwood with a fit or a self-sufficient suit (Gerber over partner's no-trump rebid), 31+ points (32+ in a minor) and 29+ "
             "HCP together; slam in no trump with 33+ "
             "(a fit with opener's Stayman answer: 4NT invites, 33+ bids the slam)")


def _forcing_below_3nt(ctx: Ctx) -> bool:
    """Partner has just bid below 3NT, and our side is forced to game (a jump shift, 2C, Jacoby 2NT, the
    fourth suit): a cheap bid cannot be passed. (A reverse forces one round only: a cheap rebid of my suit
    after it is the weakest answer, and may be passed.)"""
    last = ctx.last
    if not ctx.opened_by_us or last is None or last >= _3NT or not _partner_just_bid(ctx):
        return False
    return _jump_shift_made(ctx) or game_forced(ctx)


def _jump_shift_made(ctx: Ctx) -> bool:
    """Our side opened one of a suit, the opponents silent, and the response or opener's rebid was a jump
    in a new suit: forcing to game."""
    seq = ctx.seq
    if len(seq) < 2 or ctx.their_bids or seq[0].level != 1 or seq[0] % 5 == NT:
        return False
    return _jumps_in_new_suit(ctx, 1) or (len(seq) > 2 and _jumps_in_new_suit(ctx, 2))


def _jumps_in_new_suit(ctx: Ctx, i: int) -> bool:
    """Our side's ``i``-th call (the response or opener's rebid) skipped a level in a suit our side had not bid."""
    call, seq = ctx.seq[i], ctx.seq
    if call >= 35 or call % 5 == NT or call % 5 == seq[0] % 5 or (i == 2 and seq[1] < 35 and call % 5 == seq[1] % 5):
        return False
    low = cheapest(call % 5, ctx.before[i])
    return low is not None and call.level > low.level


def _slam_in_view_no_fit(ctx: Ctx) -> bool:
    """Slam values together (31+), no fit found yet, and a hand too shapely for no trump."""
    return team(ctx) >= SLAM_ASK and not ctx.bal and fit_suit(ctx) is None


def _describe_for_slam(ctx: Ctx) -> Call | None:
    """Below 3NT: a six-card suit of mine, else a four-card suit our side has not bid (the longest; of
    five-card suits the higher, of four-card suits the cheaper, up the line), so that a fit can be found
    before the slam is placed."""
    own = [s for s in (S, H, D, C) if ctx.L[s] >= 6 and s not in ctx.their_suits]
    unbid = tuple(s for s in (C, D, H, S) if ctx.L[s] >= 4 and s not in ctx.our_suits and s not in ctx.their_suits)
    for suit in own[:1] + ([ctx.longest(unbid)] if unbid else []):
        low = cheapest(suit, ctx.last)
        if low is not None and low < _3NT:
            return low
    return None


_DESCRIBE: Final = Rule("describe for slam", _forcing_below_3nt, _slam_in_view_no_fit, _describe_for_slam,
                 "a game-forcing auction with slam values (31+ points together) and no fit yet: a six-card suit, else a "
                 "new four-card suit, below 3NT (standard practice; the booklet is silent)")
# Slam comes before a booklet sequence's own rules, which place games and invitations.
# (The booklet's tables are for our side's first two or three calls: of the cue bidding only its start can arise there.)
SLAM_FIRST: Final[tuple[Rule, ...]] = (_ACES_AT_ONCE, _CUE_START, _BLIND_WITHOUT_A_CUE, _CUE_ABOVE_GAME, _SLAM)

def _uncontested(ctx: Ctx) -> bool:
    """We opened and the opponents have only passed."""
    return bool(ctx.opened_by_us) and all(c == _PASS for c in ctx.theirs)


def _my_invitation_declined(ctx: Ctx) -> bool:
    """Uncontested, my last bid invited (2NT, or three of a suit our side had bid) and partner has just bid one of our
    suits again below game."""
    seq = ctx.seq
    if not _uncontested(ctx) or not _partner_just_bid(ctx) or len(seq) < 3 or not _below_game(ctx):
        return False
    mine, back = seq[-2], seq[-1]
    ours = {c % 5 for c in seq[:-2]}
    invited = mine == _2NT or mine.level == 3 and mine % 5 in ours
    return invited and back % 5 != NT and back % 5 in ours | {mine % 5}


def _invitation_declined_uncontested(ctx: Ctx) -> bool:
    """My invitation declined, made after partner had bid twice (a first answer of 2NT or three forces or is
    conventional, and partner's bid over opener's jump rebid or 2NT rebid is forcing), in an auction that does not
    force to game (my 2NT answering a forcing bid invited nothing), by a suit I have not bid: partner's own suit
    again. (Three of my suit shows support: with the fit found, the points decide.)"""
    mine = {c % 5 for c, m in zip(ctx.seq, ctx.mine) if m}
    return (len(ctx.seq) >= 5 and _my_invitation_declined(ctx) and ctx.seq[-1] % 5 not in mine and not game_forced(ctx)
            and not _forced_below_game(ctx))


def _partner_invites_in_a_suit(ctx: Ctx) -> bool:
    """Uncontested, both of us have bid twice, and partner's last bid is three of our suit and invites game (not
    forcing)."""
    return (len(ctx.seq) >= 4 and _uncontested(ctx) and _partner_invites(ctx) and ctx.seq[-1] != _2NT
            and not game_forced(ctx) and not _forced_below_game(ctx))


def _minimum_for_a_suit_invitation(ctx: Ctx) -> bool:
    """No more HCP than one over the least I have shown; and in a major no singleton or void and no trump more than
    my bidding has told (a minor's game is eleven tricks away: shape does not reach it)."""
    fit = fit_suit(ctx)
    if ctx.hcp >= _read_mine(ctx) + 2:
        return False
    if fit in (C, D):
        return True
    return min(ctx.L) >= 2 and (fit is None or ctx.L[fit] <= _shown_by_me(ctx).lengths[fit])


def _preference_over_my_weak_second_suit(ctx: Ctx) -> bool:
    """Uncontested 1x 1y 1NT 2z (z a new suit ranking below y: no reverse), and opener's preference or pass-through at
    two in y or z (1C 1S 1NT 2H 2S)."""
    seq = ctx.seq
    if len(seq) != 5 or ctx.mine != (False, True, False, True, False) or not _uncontested(ctx) or seq[2] != _1NT:
        return False
    first, second, back = seq[1] % 5, seq[3] % 5, seq[4]
    return (seq[1].level == 1 and seq[3].level == 2 and second not in (NT, seq[0] % 5) and second < first
            and back.level == 2 and back % 5 in (first, second))


def _after_two_over_one_and_my_new_suit(ctx: Ctx) -> bool:
    """Uncontested 1x 2y 2z and partner's next bid (1S 2C 2H ?): partner's two-over-one without a jump, my new suit
    at two ranking below my first (no reverse)."""
    seq = ctx.seq
    if len(seq) != 4 or ctx.mine != (True, False, True, False) or not _uncontested(ctx):
        return False
    first, answer, second = (c % 5 for c in seq[:3])
    return (seq[0].level == 1 and first != NT and seq[1] == cheapest(answer, seq[0]) and seq[1].level == 2
            and answer not in (NT, first) and seq[2].level == 2 and second not in (NT, first, answer) and second < first)


def _preference_after_two_over_one(ctx: Ctx) -> bool:
    """1S 2C 2H 2S: partner's return to my first suit at two, the booklet's simple preference, not forcing: no
    more than the two-over-one showed, and two cards in the suit."""
    return _after_two_over_one_and_my_new_suit(ctx) and ctx.seq[3] == bid(2, ctx.seq[0] % 5)


def _raise_after_two_over_one(ctx: Ctx) -> bool:
    """1S 2C 2H 3H: partner's single raise of my second suit to three, which the booklet lists as an invitation
    (10–11 points), not forcing."""
    return _after_two_over_one_and_my_new_suit(ctx) and ctx.seq[3] == bid(3, ctx.seq[2] % 5)


def _ruffing_shortness(ctx: Ctx) -> bool:
    """A singleton or void outside the suits partner has shown four of: shortness in partner's long suit ruffs
    none of partner's losers and wastes partner's high cards there, so it is no extra value."""
    lengths = partner_shown(ctx).lengths
    return any(ctx.L[s] <= 1 and lengths[s] < 4 for s in (C, D, H, S))


def _passable_bid_of_partner(ctx: Ctx) -> bool:
    """Partner has just bid below game, uncontested, and the auction is not forcing: a pass may end it (over
    partner's game the pass says that game stands)."""
    return (_uncontested(ctx) and _partner_just_bid(ctx) and _below_game(ctx) and not _partner_forces(ctx)
            and not _forced_below_game(ctx))


LATER: Final[tuple[Rule, ...]] = (
    Rule("place the slam after Gerber", _gerber_answered, always, _slam_after_gerber,
         "slam in my long suit by the aces held; two missing, the cheapest bid of it (over their bid, DOPI: their "
         "bid doubled, or partner's double of it left in; over their double of 4C, ROPI, with no suit of mine: 4NT "
         "to play)"),
    Rule("Blackwood answer over their bid", _aces_asked_and_overcalled, always, answer_aces_over_their_bid,
         "aces over their bid (DOPI): double none or four, pass one, the next step two, the step after three; over "
         "their double (ROPI) redouble none or four, pass one, 5C two, 5D three"),
    Rule("Blackwood answer", _partner_asked_aces, always, _answer_aces, "aces: 5C none or four, 5D one, 5H two, 5S three"),
    Rule("Gerber answer over their double", lambda c: _gerber_asked(c) and c.rho == _X, always, answer_aces_over_their_bid,
         "partner's 4C over my no-trump rebid is Gerber, doubled (ROPI): redouble none or four, pass one, 4D two, "
         "4H three"),
    Rule("Gerber answer", _gerber_asked, always, _answer_gerber,
         "partner's 4C over my no-trump rebid is Gerber: aces, 4D none or four, 4H one, 4S two, 4NT three"),
    Rule("answer the cue bid in our minor", _minor_cue_bid_made, always, _answer_minor_cue,
         "partner's new suit at four over my limit raise of the minor is a cue bid: five of the minor when it skipped "
         "a side suit in which I hold no control, else my cheapest first-round control, else five (mainstream)"),
    Rule("the cue bids in our minor end", _minor_cue_signed_off, always, _PASS,
         "partner's five of our minor after the cue bids signs off: the slam try is over"),
    Rule("answer the cue bid above game", _cue_above_game_made, always, _answer_cue_above_game,
         "partner's slam try over our game: six of the major with a control in every side suit it skipped, else five"),
    Rule("quantitative 4NT", lambda c: _partner_bid_4nt(c) and _over_my_no_trump(c), always, _quantitative_answer,
         "6NT with the top of my range (a point more than I have shown; 19 after my 18–19 rebid), else pass"),
    Rule("invitation declined over their double", _invitation_declined_over_double, always, _PASS,
         "my 4NT invited slam and partner's pass over their double declines it (it counts no ace): 4NT doubled stands"),
    Rule("place the slam after DOPI", _dopi_answered, always, _slam_after_dopi,
         "partner's DOPI answer over their bid (double none, pass one): slam with three aces together, else defend "
         "doubled; after their double of 4NT (ROPI: redouble none, pass one) two missing sign off at five"),
    Rule("place the slam", _asked_and_answered, always, _slam_after_answer,
         "slam by the aces held (5NT: every ace is ours, asks for kings)"),
    Rule("Blackwood kings answer", _asked_kings, always, _answer_kings, "kings: 6C none or four, 6D one, 6H two, 6S three"),
    Rule("the grand slam by the kings", _kings_answered, always, _grand_or_small,
         "every ace ours: the grand slam with every king too, else the small slam"),
    Rule("Blackwood over the raise of the strong 2C's minor", _minor_raised_after_2c,
         lambda c: c.hcp >= 23 and not _weak_side_suits(c, c.seq[-1] % 5), lambda c: _4NT,
         "partner's raise below game shows support and values: 23+ HCP and a control in every side suit ask for aces "
         "before five of the minor"),
    Rule("answer the minor slam try", _minor_slam_try_made, always, _answer_minor_slam_try,
         "partner's jump to four of our minor is a slam try: Blackwood with more than a minimum and a control in every "
         "side suit, else five of the minor (mainstream; the booklet is silent)"),
    Rule("my game try declined", _my_game_try_declined, _below_slam_try_opposite_raise, _PASS,
         "partner's return to three of our major over my game try after the single raise declines it: pass (without "
         "slam interest the new suit below three of the major tried for game, it was no cue bid)"),
    *_CUE,
    _CUE_ABOVE_GAME,
    _SLAM,
    Rule("minor slam try", _below_game, _minor_slam_try_values, _minor_slam_try,
         "a fit in partner's minor at two, 30-31 points and 29+ HCP together: the jump to four is a slam try, forcing "
         "(mainstream; the booklet is silent)"),
    _DESCRIBE,
    Rule("quantitative 4NT", _quantitative_zone, always, _4NT,
         "invites 6NT over partner's no trump: 31–32 HCP together (partner's least), balanced or my suits shown"),
    Rule("pass the preference", _preference_after_two_over_one, lambda c: c.hcp <= 14, _PASS,
         "partner's return to my suit at two after the two-over-one is a preference, not forcing (the booklet): a "
         "minimum (12–14 HCP) passes; the two-over-one and a doubleton are all it shows"),
    Rule("decline the raise after the two-over-one", _raise_after_two_over_one,
         lambda c: c.hcp <= 13 and not _ruffing_shortness(c), _PASS,
         "partner's raise of my second suit to three after the two-over-one invites (10–11, the booklet): a minimum "
         "(12–13 HCP) with no singleton outside partner's suit declines (one in partner's suit ruffs nothing)"),
    Rule("my invitation declined", _invitation_declined_uncontested, always, _PASS,
         "partner's own suit again below game over my invitation declines it: my values are told, pass (no game by "
         "points now)"),
    Rule("partner's bid is not forcing", _preference_over_my_weak_second_suit, always, _PASS,
         "my lower new suit at two after opener's 1NT rebid was not forcing (with game values I would have jumped): "
         "opener's preference to two of either of my suits ends it"),
    Rule("decline the suit invitation", _partner_invites_in_a_suit, _minimum_for_a_suit_invitation, _PASS,
         "partner's three of our suit invites: no more high cards than the least I have shown, and no shortness "
         "that my bidding has not told, declines (the long suit I rebid was counted already)"),
    Rule("self-sufficient suit", _below_game, lambda c: team(c) >= 25 or game_forced(c), _self_sufficient, "game in my own long suit"),
    Rule("my six-card major", lambda c: bool(c.opened_by_us) and _below_game(c) and not _forcing_below_3nt(c),
         lambda c: c.hcp + partner_shown(c).least >= 25,  # partner's long suit opposite my singleton: my suit plays, not theirs
         _my_six_card_major, "game in my six-card major: no fit found, and a long suit plays better than no trump"),
    Rule("the raise below game", _below_game, _minimum_minor_raise, _raise_to_four,
         "a game-forcing auction, a minimum and a fit for partner's minor: four of it, forcing; the strong hand places the game"),
    Rule("answer the fourth suit", _fourth_suit_answered, always, _answer_fourth_suit,
         "partner's fourth suit asks: three cards in partner's major first, else 5-5 without a stopper in it the second "
         "suit; a minimum (12–14 HCP) then six cards in the first suit again, else 2NT with a stopper in it"),
    Rule("decline the 2NT invitation", _partner_invites_over_my_1nt, lambda c: c.hcp + (long_suit_for_no_trump(c) is not None) < _read_mine(c) + 2, _PASS,
         "partner's 2NT invites over my 1NT answer: the bottom of my range declines (a five- or six-card suit headed by "
         "the ace, king or queen and no singleton count a point: tricks for 3NT)"),
    Rule("the fourth suit before five of a minor", lambda c: _partner_rebid_at_two_or_three(c) and len(set(c.our_suits)) == 3,
         lambda c: fit_suit(c) in (C, D) and _team_without_shortness_in_partners(c) >= GAME + 1 and not c.stop[_unbid_suits(c)[0]], _fourth_suit,
         "game values and a minor fit, the fourth suit unstopped: the fourth suit asks for its stopper before five of the minor"),
    Rule("second five-card suit", _partner_rebid_at_two_or_more, _two_suiter_with_game_values, _second_five_card_suit,
         "a second five-card suit and game values after opener's rebid at two or three: the new suit, forcing, before 3NT"),
    Rule("the strong opener's second suit", _strong_opener_after_suit_rebid, lambda c: sorted(c.L)[2] >= 5,
         _strong_opener_second_suit, "my strong 2C and my suit shown, then partner's answer or their bid and partner's "
         "forcing pass: a second five-card suit, no major fit, at the cheapest level below 3NT (a minor at four "
         "too), forcing (the two-suiter describes before no trump)"),
    Rule("raise the doubler's new suit", _doubler_new_suit_over_my_answer,
         lambda c: c.L[c.seq[2] % 5] >= 3 and c.support_points(c.seq[2] % 5) >= 6, _raise_doublers_suit,
         "partner's double and new suit (17+) over my forced answer (0–8): three trumps raise it, once with 6–8 "
         "support points, a jump to three with 9–11, four of a major with 12+ (mainstream)"),
    Rule("game opposite the major again", _partner_major_again_over_my_pass, always, _game_opposite_major_again,
         "partner's major again at three, after I passed their bid at three, shows game values: three cards raise to "
         "game, else 3NT with their suit stopped"),
    Rule("my raise told", _my_raise_told_partner_passed, always, _compete_on_the_fourth_trump,
         "my single raise told my hand and partner passed their bid: double it when it should fail, else a fourth "
         "trump competes to the level of the total trumps, else pass; no invitation, the raise showed these values"),
    Rule("game", lambda c: _below_game(c) and not _partner_placed_my_preempt(c), always, _game_call, "game: enough points together"),
    Rule("cue bid for a stopper", lambda c: bool(c.opened_by_us) and _partner_just_bid(c), _cue_for_stopper_values,
         _cue_for_stopper, "game values and no fit, their suit unstopped: the cue bid of it asks partner for a stopper "
         "(or a fit) before 3NT"),
    Rule("cue bid for a stopper over opener's pass", _opener_passed_their_bid, _game_values_no_fit_unstopped, _cue_for_stopper,
         "opener passed their bid over my new suit, and I hold game values with no fit and their suit unstopped: the cue "
         "bid, forcing, asks for a stopper (or a fit) before 3NT rather than sell out"),
    Rule("my major again over opener's pass", _opener_passed_their_bid, _game_values_no_fit_unstopped, _my_major_at_three,
         "opener passed their bid at three over my new suit: game values, no fit, their suit unstopped, and the cue bid "
         "would pass 3NT: my five-card major again at three, natural, showing the values"),
    Rule("second suit over opener's pass", _opener_passed_their_bid, lambda c: _game_values_no_fit_unstopped(c) and sorted(c.L)[2] >= 5,
         _second_suit_at_four, "opener passed their bid at three over my new suit: game values, no fit, their suit "
         "unstopped and a second five-card suit: it at four, forcing, rather than sell out (partner picks the game)"),
    Rule("the major, not 3NT", lambda c: _partner_bid_last(c) and c.seq[-1] == _3NT and _3NT not in c.seq[:-1] and not _i_preempted(c),
         lambda c: fit_suit(c) in (H, S), lambda c: bid(4, fit_suit(c)), "game in our major fit rather than 3NT"),  # type: ignore[arg-type]
    Rule("over their sacrifice", _we_reached_game, _values_over_their_sacrifice, _over_their_sacrifice,
         "they bid over our game: bid on or double"),
    Rule("penalty double", always, _penalty_double, _X, "penalty: their contract should fail"),
    Rule("strong opener's double", _they_outbid_my_opening, _strong_opener_short_in_theirs, _X,
         "takeout: a strong opening (17+ HCP), short in their suit and no fit found: it competes, partner picks the strain"),
    Rule("negative doubler reopens", _negative_doubler_passed_round, _short_with_values, _X,
         "takeout again: their raise passed round to my negative double, a singleton or void in their suit and 11+ HCP: "
         "partner passes with length in it, else bids"),
    Rule("answer the second negative double", _answering_responders_second_double, always, _answer_responders_double,
         "partner's second double is for takeout: with two or fewer of their suit the unbid major held four deep, else "
         "my five-card suit, else an unbid four-card minor; with three or more, defend"),
    Rule("answer opener's strong double", _opener_doubled_their_outbid, lambda c: c.L[c.last % 5] <= 3,  # type: ignore[operator]
         _answer_strong_double, "partner's double was for takeout: a five-card suit, else partner's suit, else my longest, at the cheapest level"),
    Rule("invite", _below_game, lambda c: _invitation_range(c) and c.last is not None, _invitation,
         "invites game: 22–24 points together with a major fit after our opening, else 23–24"),
    Rule("strong double, then my suit", _doubled_first, lambda c: c.hcp >= 16, _strong_suit_after_double,
         "the double was too strong to overcall: my own long suit now"),
    Rule("my suit after partner's forced answer", _answered_my_later_double, lambda c: c.hcp >= 19, _strong_suit_after_double,
         "partner's answer to my double was forced: with 19+ HCP my own five-card suit now rather than partner's"),
    Rule("accept the invitation", _partner_invites, always, _accept, "accepts: more than the least I have shown"),
    Rule("decline the game try in our major", _game_try_over_my_single_raise, always, lambda c: bid(3, c.seq[0] % 5),
         "partner's 2NT over my single raise of the major tries for game: a minimum returns to three of it, to play"),
    Rule("decline in my long suit", lambda c: _partner_invites(c) and c.seq[-1] == _2NT and c.mine[0], _long_first_suit,
         _three_of_first_suit, "declines the 2NT invitation: a minimum with six cards in my first suit and no balanced hand, to play"),
    Rule("three cards in partner's major", lambda c: _partner_invites(c) and c.seq[-1] == _2NT and c.mine[0] and len(c.seq) == 4,
         _short_with_three_of_partners_major, lambda c: bid(3, c.seq[1] % 5),
         "declines the 2NT invitation: a minimum with three cards in partner's major and a singleton or void, not for no "
         "trump: three of the major, to play (mainstream; the booklet is silent)"),
    Rule("decline in my second suit", lambda c: _partner_invites(c) and c.seq[-1] == _2NT and c.mine[0] and len(c.seq) == 4,
         _five_five_minimum, lambda c: _three_of(c, c.seq[2] % 5),
         "declines the 2NT invitation: a minimum five-five, short in partner's suit: three of my second suit, to play (mainstream)"),
    Rule("raise the second suit", _partner_rebid_at_one, lambda c: 18 <= team(c) < 22, _raise_new_suit,
         "four cards in partner's second suit, 6–9 points"),
    Rule("1NT", _partner_rebid_at_one, lambda c: 6 <= c.hcp <= 10 and _no_fit_for_a_suit_bid(c),
         lambda c: _1NT if c.last is not None and c.last < _1NT else None,
         "6–10 HCP, no major fit and no shape for a minor (over their two-level bid 2NT would invite: no)"),
    Rule("my six-card major over the jump rebid", _partner_jump_rebid_over_my_major,
         lambda c: c.L[c.seq[1] % 5] >= 6 and 25 <= team(c) and fit_suit(c) is None, lambda c: bid(3, c.seq[1] % 5),
         "six cards in my major opposite opener's jump rebid, game values and no fit: three of it, forcing (two "
         "cards raise it), before a new suit"),
    Rule("new suit", lambda c: bool(c.opened_by_us) and len(c.seq) >= 2 and _below_game(c) and not _limited(c),
         lambda c: 25 <= team(c) and fit_suit(c) is None, lambda c: _new_suit(c, 3), "a new suit: looking for the right game (25+ points together, no fit)"),
    Rule("fourth suit forcing", lambda c: bool(c.opened_by_us) and len(c.seq) == 3 and not c.mine[0] and c.seq[0].level == 1
         and _below_game(c) and not _limited(c),
         lambda c: 25 <= _team_without_shortness_in_partners(c) and c.pts >= FOURTH_SUIT_POINTS and fit_suit(c) not in (H, S), _fourth_suit,
         "the fourth suit: forcing, game values with no major fit and no game yet clear; asks partner to describe (a stopper in it "
         "for no trump)"),
    Rule("forced", _partner_forces, always, _forced_answer, "keeps the forcing auction going"),
    Rule("game forced", _forced_below_game, always, _game_when_forced,
         "the auction is forcing to game (a jump shift, the fourth suit, responder's reverse): no pass below game"),
    Rule("game after my new suit at three", _my_three_level_new_suit_answered, lambda c: team(c) >= GAME,
         _game_over_their_bids, "my new suit at three forced with game values, and partner's answer is below game: game"),
    Rule("no stopper opposite", _my_stopper_cue_answered, always, _five_of_our_minor,
         "my cue bid asked for a stopper in their suit and partner has none: five of our minor"),
    Rule("game values after my new suit", _my_new_suit_answered, lambda c: team(c) >= GAME + 1, _game_when_forced,
         "my new suit forced a round and partner's answer is below game: with 25+ points together, game"),
    # (not once partner has placed my preempt: my hand is told, partner is captain)
    Rule("total trumps", lambda c: not _partner_placed_my_preempt(c), lambda c: team(c) >= 17 or _many_trumps(c), _total_trumps_level,
         "competes to the level of the total trumps"),
    Rule("preference", always, always, _preference, "preference to partner's first suit"),
    Rule("own long suit", _own_suit_rebid, always, _own_long_suit,
         "a long suit of my own"),  # without a game to bid, the suit rather than a pass (to play when weak)
    Rule("the minor fit, game values", lambda c: _below_game(c) and not _partner_placed_my_preempt(c),
         lambda c: fit_suit(c) in (C, D) and team(c) >= GAME, _minor_fit_raise,
         "game values and a minor fit, and no other call: the minor again, below game, rather than a pass"),
    # The passes that end our uncontested auction, said as such rather than as no rule at all.
    Rule("my invitation declined", _my_invitation_declined, always, _PASS,
         "partner went back to one of our suits below game over my invitation: declined, pass"),
    Rule("decline the invitation", lambda c: _uncontested(c) and _partner_invites(c), always, _PASS,
         "partner's invitation asks for more than I have shown, and I have no more: pass"),
    Rule("partner's bid is not forcing", _passable_bid_of_partner, always, _PASS,
         "partner's last bid is not forcing, and I have no game values, no invitation and no better strain: pass"),
)

