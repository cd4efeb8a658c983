"""Seed 000's natural system (SPEC §4): open, answer, rebid to game or slam, else pass.

Points are HCP plus shortness points. Roles are read from the auction alone: a
side's opener is the first of that side to bid; doubles and redoubles count as
passes when reading roles.
"""

from __future__ import annotations

from functools import lru_cache

from ..auction import Auction
from ..calls import PASS, Call
from ..cards import Hand, Strain, Vulnerability
from ..evaluation import Shape, shape_of
from .base import Choice, bid_if_possible, lowest_legal_level

__all__ = ["SimpleSystem", "choose_call"]

_NT = Strain.NT


def choose_call(hand: Hand, auction: Auction, vulnerable: Vulnerability = Vulnerability.NONE) -> Choice:
    """The simple system's call for the player to act, holding ``hand``, and why. The system takes no account of
    vulnerability: ``vulnerable`` is accepted and unread."""
    calls = auction.calls
    n = len(calls)  # I make call number n; my side makes every other call, the first at index n % 2
    opener = _first_bid(calls, n & 1, n)
    shape = shape_of(hand.mask)
    points = shape.hcp + shape.shortness
    if opener < 0:
        return _open(shape, points, auction.facts.last_bid)  # the facts' field: no property's frame
    opener_is_me = (n - opener) & 3 == 0
    # My calls since the opening: my seat calls every fourth index, the next at len(calls).
    my_calls_since = (n - opener - 1) // 4
    if my_calls_since == 0:
        if opener_is_me:
            return _rebid(shape, points, auction, opener)
        last_bid = auction.facts.last_bid
        assert last_bid is not None  # partner opened
        return _answer(shape, points, last_bid, calls[opener])
    return _OPENER_HAS_REBID if opener_is_me else _ANSWERER_HAS_ANSWERED


# The passes met most, made once: nearly half of all calls are a hand too weak to open.
_OPENER_HAS_REBID = Choice(PASS, "opener has rebid: pass")
_ANSWERER_HAS_ANSWERED = Choice(PASS, "answerer has answered: pass")
_TOO_WEAK_TO_OPEN = tuple(Choice(PASS, f"{points} points, fewer than 13: pass") for points in range(13))


def _first_bid(calls: tuple[Call, ...], start: int, n: int) -> int:
    """The index of the first bid among ``calls[start::2]`` (one side's calls), or -1."""
    for i in range(start, n, 2):
        if calls[i] < PASS:
            return i
    return -1


def _open(shape: Shape, points: int, last_bid: Call | None) -> Choice:
    if points < 13:
        return _TOO_WEAK_TO_OPEN[points]
    lengths = shape.lengths
    best = shape.best_suit
    if lengths[best] >= 5:
        bid = bid_if_possible(lowest_legal_level(best, last_bid), best)
        if bid is not None:
            return Choice(bid, f"{points} points, {_cards(lengths[best], best)}: open the best suit")
    if points >= 16 and shape.notrump_hand:
        bid = bid_if_possible(lowest_legal_level(_NT, last_bid), _NT)
        if bid is not None:
            return Choice(bid, f"{points} points and a no-trump hand: open no trump")
    minor = shape.better_minor
    bid = bid_if_possible(lowest_legal_level(minor, last_bid), minor)
    if bid is not None:
        return Choice(bid, f"{points} points, {_cards(lengths[minor], minor)}: open the better minor")
    return Choice(PASS, f"{points} points, but no opening bid is left: pass")


def _answer(shape: Shape, points: int, last_bid: Call, opening: Call) -> Choice:
    """The answer to partner's opening: the first of SPEC §4's answers that applies and has a bid left."""
    for rule in (_jump_answer, _lowest_answer, _same_level_answer, _raise_answer):
        choice = rule(shape, points, last_bid, opening)
        if choice is not None:
            return choice
    return Choice(PASS, f"{points} points: no answer applies, pass")


def _fit(shape: Shape, opening: Call) -> Strain | None:
    """Partner's suit when I hold three or more of it."""
    theirs = opening.strain
    return theirs if theirs is not None and theirs != _NT and shape.lengths[theirs] >= 3 else None


def _own_strain(shape: Shape) -> tuple[Strain, str]:
    if shape.notrump_hand:
        return _NT, "a no-trump hand"
    best = shape.best_suit
    return best, f"best suit {_cards(shape.lengths[best], best)}"


def _jump_answer(shape: Shape, points: int, last_bid: Call, opening: Call) -> Choice | None:
    if points < 13:
        return None
    fit = _fit(shape, opening)
    if fit is not None:
        strain, why = fit, f"{_cards(shape.lengths[fit], fit)} with partner"
    else:
        strain, why = _own_strain(shape)
    bid = bid_if_possible(lowest_legal_level(strain, last_bid) + 1, strain)
    return None if bid is None else Choice(bid, f"{points} points, {why}: jump to show 13 or more")


def _lowest_answer(shape: Shape, points: int, last_bid: Call, opening: Call) -> Choice | None:
    if points < 10:
        return None
    strain, why = _own_strain(shape)
    bid = bid_if_possible(lowest_legal_level(strain, last_bid), strain)
    return None if bid is None else Choice(bid, f"{points} points, {why}: answer at the lowest level")


def _same_level_answer(shape: Shape, points: int, last_bid: Call, opening: Call) -> Choice | None:
    best = shape.best_suit
    if points < 8 or lowest_legal_level(best, last_bid) != last_bid.level:
        return None
    bid = bid_if_possible(last_bid.level, best)
    why = f"best suit {_cards(shape.lengths[best], best)}: answer at the same level"
    return None if bid is None else Choice(bid, f"{points} points, {why}")


def _raise_answer(shape: Shape, points: int, last_bid: Call, opening: Call) -> Choice | None:
    fit = _fit(shape, opening)
    if points < 6 or fit is None:
        return None
    bid = bid_if_possible(opening.level + 1, fit)
    if bid is None or bid <= last_bid:
        return None
    return Choice(bid, f"{points} points, {_cards(shape.lengths[fit], fit)} with partner: raise by one")


def partner_minimum(answer: Call, last_bid_before: Call | None, my_strain: int) -> int:
    """The least partner holds, read from partner's answer (SPEC §4 rule 3)."""
    strain = answer.strain
    if strain is None:
        return 0
    if answer.level > lowest_legal_level(strain, last_bid_before):
        return 13
    if strain == _NT:
        return 10
    if strain == my_strain:
        return 6
    if last_bid_before is not None and answer.level == last_bid_before.level:
        return 8
    return 10


def _rebid(shape: Shape, points: int, auction: Auction, opener: int) -> Choice:
    """Opener's rebid: game (or slam) when the team's points reach it, else pass."""
    calls = auction.calls
    mine, overcall, answer = calls[opener], calls[opener + 1], calls[opener + 2]
    least = partner_minimum(answer, overcall if overcall.is_bid else mine, mine % 5)
    goal = _game(shape, points, least, mine.strain, answer.strain)
    team = points + least
    if goal is None:
        return Choice(PASS, f"team {team} points ({points} + partner's {least}): no game, pass")
    strain, level, measure, what = goal
    level, aim = (7, "a grand slam") if measure >= 36 else (6, "a small slam") if measure >= 32 else (level, "game")
    bid = bid_if_possible(level, strain)
    my_part = shape.hcp if what == "HCP" else points
    team_text = f"team {measure} {what} ({my_part} + partner's {least})"
    last_bid = auction.last_bid
    if bid is None or (last_bid is not None and bid <= last_bid):
        return Choice(PASS, f"{team_text}: {aim} is already passed, pass")
    return Choice(bid, f"{team_text}, {strain.full_name.lower()}: bid {aim}")


def _game(
    shape: Shape, points: int, least: int, mine: Strain | None, theirs: Strain | None
) -> tuple[Strain, int, int, str] | None:
    """The strain and level of game the team reaches, with the count that reaches it, or None."""
    team_hcp = shape.hcp + least
    if _NT in (mine, theirs) and team_hcp >= 25:
        return _NT, 3, team_hcp, "HCP"
    for wanted, game, need in ((Strain.H, 4, 27), (Strain.C, 5, 29)):
        group = (wanted, wanted + 1)
        if mine in group:
            pick = mine
        elif theirs in group and shape.lengths[theirs] >= 4:
            pick = theirs
        else:
            continue
        if points + least >= need:
            return pick, game, points + least, "points"
    return None


@lru_cache(maxsize=None)  # at most 14 lengths of 5 strains
def _cards(n: int, strain: int) -> str:
    name = Strain(strain).full_name.lower()
    return f"{n} {name if n != 1 else name[:-1]}"


class SimpleSystem:
    """Seed 000's system as a ``System``."""

    name = "simple"

    choose = staticmethod(choose_call)

    def __repr__(self) -> str:
        return "SimpleSystem()"
