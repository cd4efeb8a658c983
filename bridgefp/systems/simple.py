"""Seed 000's natural system (SPEC §4): open, answer, rebid to game or slam, else pass.

Points are HCP plus shortness points. Roles are read from the auction alone: a
side's opener is the first of that side to bid; doubles and redoubles count as
passes when reading roles.
"""

from __future__ import annotations

from ..auction import Auction
from ..calls import PASS
from ..cards import Hand, Strain
from ..evaluation import Shape, shape_of
from .base import Choice, bid_if_possible, lowest_legal_level

__all__ = ["SimpleSystem", "choose_call"]

_PASS = 35
_NT = Strain.NT


def choose_call(hand: Hand, auction: Auction) -> Choice:
    """The simple system's call for the player to act, holding ``hand``, and why."""
    seat = auction.turn
    calls = auction.calls
    dealer = auction.dealer
    opener_index = -1
    for i, c in enumerate(calls):
        if c < _PASS and (dealer + i - seat) & 1 == 0:
            opener_index = i
            break
    shape = shape_of(hand.mask)
    points = shape.hcp + shape.shortness
    if opener_index < 0:
        return _open(shape, points, auction.last_bid)
    opener_is_me = (dealer + opener_index) & 3 == seat
    # My calls since the opening: my seat calls every fourth index, the next at len(calls).
    my_calls_since = (len(calls) - opener_index - 1) // 4
    if my_calls_since == 0:
        if opener_is_me:
            return _rebid(shape, points, auction, opener_index)
        return _answer(shape, points, auction.last_bid, calls[opener_index])
    if opener_is_me:
        return Choice(PASS, "opener has rebid: pass")
    return Choice(PASS, "answerer has answered: pass")


def _open(shape: Shape, points: int, last_bid: int) -> Choice:
    if points < 13:
        return Choice(PASS, f"{points} points, fewer than 13: pass")
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


def _answer(shape: Shape, points: int, last_bid: int, opening: int) -> Choice:
    theirs = opening % 5
    lengths = shape.lengths
    fit = theirs != _NT and lengths[theirs] >= 3
    best = shape.best_suit
    if points >= 13:
        if fit:
            strain, why = theirs, f"{_cards(lengths[theirs], theirs)} with partner"
        elif shape.notrump_hand:
            strain, why = _NT, "a no-trump hand"
        else:
            strain, why = best, f"best suit {_cards(lengths[best], best)}"
        bid = bid_if_possible(lowest_legal_level(strain, last_bid) + 1, strain)
        if bid is not None:
            return Choice(bid, f"{points} points, {why}: jump to show 13 or more")
    if points >= 10:
        if shape.notrump_hand:
            strain, why = _NT, "a no-trump hand"
        else:
            strain, why = best, f"best suit {_cards(lengths[best], best)}"
        bid = bid_if_possible(lowest_legal_level(strain, last_bid), strain)
        if bid is not None:
            return Choice(bid, f"{points} points, {why}: answer at the lowest level")
    if points >= 8:
        level = lowest_legal_level(best, last_bid)
        if level == last_bid // 5 + 1:
            bid = bid_if_possible(level, best)
            if bid is not None:
                return Choice(bid, f"{points} points, best suit {_cards(lengths[best], best)}: answer at the same level")
    if points >= 6 and fit:
        bid = bid_if_possible(opening // 5 + 2, theirs)
        if bid is not None and bid > last_bid:
            return Choice(bid, f"{points} points, {_cards(lengths[theirs], theirs)} with partner: raise by one")
    return Choice(PASS, f"{points} points: no answer applies, pass")


def partner_minimum(answer: int, last_bid_before: int, my_strain: int) -> int:
    """The least partner holds, read from partner's answer (SPEC §4 rule 3)."""
    if answer >= _PASS:
        return 0
    strain = answer % 5
    if answer // 5 + 1 > lowest_legal_level(strain, last_bid_before):
        return 13
    if strain == _NT:
        return 10
    if strain == my_strain:
        return 6
    if last_bid_before >= 0 and answer // 5 == last_bid_before // 5:
        return 8
    return 10


def _rebid(shape: Shape, points: int, auction: Auction, opener_index: int) -> Choice:
    calls = auction.calls
    mine = calls[opener_index] % 5
    answer = calls[opener_index + 2]
    overcall = calls[opener_index + 1]
    last_before = overcall if overcall < _PASS else calls[opener_index]
    least = partner_minimum(answer, last_before, mine)
    theirs = answer % 5 if answer < _PASS else -1
    team = points + least
    team_hcp = shape.hcp + least
    lengths = shape.lengths
    strain = -1
    if (mine == _NT or theirs == _NT) and team_hcp >= 25:
        strain, level, measure, what = _NT, 3, team_hcp, "HCP"
    else:
        for wanted, game, need in ((Strain.H, 4, 27), (Strain.C, 5, 29)):
            group = (wanted, wanted + 1)
            if mine in group:
                pick = mine
            elif theirs in group and lengths[theirs] >= 4:
                pick = theirs
            else:
                continue
            if team >= need:
                strain, level, measure, what = pick, game, team, "points"
                break
    if strain < 0:
        return Choice(PASS, f"team {team} points ({points} + partner's {least}): no game, pass")
    if measure >= 36:
        level, goal = 7, "a grand slam"
    elif measure >= 32:
        level, goal = 6, "a small slam"
    else:
        goal = "game"
    bid = bid_if_possible(level, strain)
    my_part = shape.hcp if what == "HCP" else points
    team_text = f"team {measure} {what} ({my_part} + partner's {least})"
    if bid is None or bid <= auction.last_bid:
        return Choice(PASS, f"{team_text}: {goal} is already passed, pass")
    return Choice(bid, f"{team_text}, {Strain(strain).full_name.lower()}: bid {goal}")


def _cards(n: int, strain: int) -> str:
    name = Strain(strain).full_name.lower()
    return f"{n} {name if n != 1 else name[:-1]}"


class SimpleSystem:
    """Seed 000's system as a ``System``."""

    name = "simple"

    def choose(self, hand: Hand, auction: Auction) -> Choice:
        return choose_call(hand, auction)

    def __repr__(self) -> str:
        return "SimpleSystem()"
