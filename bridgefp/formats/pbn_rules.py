"""PBN rules that tie several tags or tokens together, checked on a game's text before it is folded.

A game that bridgefp does not fold (one with irregularity marks ``^``, or without a deal) is
still checked here, so a deliberate error in its tags or sections is reported, not skipped:

- irregularity marks: ``^I`` marks an insufficient bid, ``^S`` a turn passed over in the
  auction, ``^R`` a revoke, ``^L`` a lead out of turn; ``[Declarer "^S"]`` a declarer who is
  not the auction's. Each mark must fit the auction or the play it marks;
- ``+`` in a Play section (the play is not recorded from there on): once, and no card after it
  in the order of play;
- ``ScoreRubberHistory`` against ``Vulnerable`` (PBN 2.1 §4.2.6: the games won make a side
  vulnerable);
- a table's sort marks (``+Column`` high to low, ``-Column`` low to high, as the PBN
  Verifier's correct files use them);
- export format's layout (one tag a line, at most four calls or cards a line) for games after
  a ``% EXPORT`` line.

Pure functions over the parsed game (``pbn_syntax.Game``); each answers the first problem as
``(line, what)`` or ``what``, None when there is none.
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator

from .._patterns import LazyPattern
from ..auction import Auction, first_legal_bid
from ..calls import PASS, Call
from ..cards import Card, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..play import legal_cards_in, trick_winner
from .pbn_syntax import Game, RawGame


Problem = tuple[int, str]
_Cell = tuple[str, tuple[str, ...]]  # a call's or card's text and the irregularity marks before it

_NOTE_OR_NAG = LazyPattern(r"^(=[0-9]+=|\$[0-9]+|[!?]+)$")
_ATTACHED = LazyPattern(r"(=[0-9]+=|[!?]+)+$")  # a suffix or note reference written onto its call or card
_NO_TRUMP = 4  # Strain.NT: no card's suit


def rule_problem(game: Game) -> Problem | None:
    """The first rule a game's tags and sections break together (see the module's list)."""
    for check in (_rubber_history_problem, _auction_marks_problem, _declarer_mark_problem, _play_order_problem):
        problem = check(game)
        if problem is not None:
            return problem
    return None


# ---------------------------------------------------------------- ScoreRubberHistory


_HISTORY = LazyPattern(r"^\s*NS\s+([0-9]+)\s+([0-9]+)\s*/\s*([0-9\s]+?)\s*EW\s+([0-9]+)\s+([0-9]+)\s*/\s*([0-9\s]+?)\s*$")


def rubber_vulnerability(history: str) -> Vulnerability | None:
    """Who is vulnerable by a ScoreRubberHistory value: a side that has won a game of the rubber.

    The below-the-line scores are given per game, the last for the game in progress; a finished
    game was won by the side with 100 or more. None if the value is not a rubber history.

    >>> str(rubber_vulnerability("NS 0 0 / 100 0 EW 0 0 / 0 0"))
    'NS'
    >>> str(rubber_vulnerability("NS 0 0 / 100 0 0 EW 0 0 / 0 100 0"))
    'All'
    """
    m = _HISTORY.match(history)
    if m is None:
        return None
    ns, ew = [int(x) for x in m.group(3).split()], [int(x) for x in m.group(6).split()]
    if len(ns) != len(ew) or not 1 <= len(ns) <= 3:
        return None
    finished = list(zip(ns, ew))[:-1]
    won = {side for n, e in finished for side, score in (("NS", n), ("EW", e)) if score >= 100}
    return Vulnerability.parse({0: "None", 2: "All"}.get(len(won)) or won.pop())


def _rubber_history_problem(game: Game) -> Problem | None:
    if not game.has("ScoreRubberHistory"):
        return None
    history, stated = game.tag("ScoreRubberHistory"), game.tag("Vulnerable")
    if history is None or stated is None:
        return None
    games = rubber_vulnerability(history)
    try:
        vulnerable = Vulnerability.parse(stated)
    except BridgeError:
        return None  # the Vulnerable tag's own check names it
    if games is None or games == vulnerable:
        return None
    sides = "both sides" if games == Vulnerability.ALL else "no side" if games == Vulnerability.NONE else str(games)
    return game.tag_lines.get("ScoreRubberHistory", 0), (
        f'[ScoreRubberHistory "{history}"]: the games won make {sides} vulnerable, but [Vulnerable "{stated}"]')


# ---------------------------------------------------------------- the auction's marks


def _calls(tokens: Iterable[str]) -> Iterator[_Cell]:
    """A section's calls or cards in order with the marks before each (``^S`` is a call of its own);
    annotations skipped; up to ``*``."""
    marks: list[str] = []
    for t in tokens:
        if t == "*":
            return
        if t in ("^I", "^R", "^L"):
            marks.append(t)
        elif not _NOTE_OR_NAG.match(t):
            yield _ATTACHED.sub("", t) or t, tuple(marks)
            marks = []


def _auction_marks_problem(game: Game) -> Problem | None:
    """``^I`` before a bid that is in fact sufficient."""
    tokens = game.tokens.get("Auction") or []
    if "^I" not in tokens:
        return None
    last = -1  # the last bid so far (bids are numbered low to high)
    for text, marks in _calls(tokens):
        call = _call(text)
        if call is None:
            continue
        if "^I" in marks and _is_sufficient(call, last):
            after = f"after {Call(last)}" if last >= 0 else "as the first bid"
            return game.tag_lines.get("Auction", 0), f"'^I {text}' marks an insufficient bid, but {call} is sufficient {after}"
        if call.strain is not None:
            last = int(call)
    return None


def _is_sufficient(call: Call, last: int) -> bool:
    """Whether a bid is sufficient after the last bid (numbered low to high; -1 for none), by the auction's rule."""
    return call.strain is not None and call >= first_legal_bid(Call(last) if last >= 0 else None)


def _call(text: str) -> Call | None:
    if text == "AP" or text.startswith(("^", "-", "+")):
        return None
    try:
        return Call.parse(text)
    except BridgeError:
        return None


def auction_declarer(tokens: list[str], first: Seat) -> Seat | None:
    """The declarer an Auction section makes (its first seat ``first``), as the auction's rules decide
    it (``bridgefp.auction``): each ``-`` and ``^S`` takes a turn, as a pass; ``AP`` ends it. None
    while the auction is open or passed out, or when its calls break the rules.

    >>> str(auction_declarer("- 1D 1S 2D 2S AP".split(), Seat.W))  # West raises East's spades
    'E'
    """
    calls: list[Call] = []
    for text, _ in _calls(tokens):
        if text in ("AP", "+"):
            calls += [PASS] * 3 if text == "AP" else []
            break
        call = _call(text)
        calls.append(PASS if call is None else call)
    try:
        return Auction.from_calls(first, calls).declarer
    except BridgeError:
        return None


def _declarer_mark_problem(game: Game) -> Problem | None:
    """``[Declarer "^S"]`` (an irregular declarer) when the auction makes South declarer after all."""
    stated = game.tag("Declarer") or ""
    if not stated.startswith("^") or "Auction" not in game.tokens:
        return None
    try:
        seat, first = Seat.parse(stated[1:]), Seat.parse(game.tag("Auction") or "")
    except BridgeError:
        return None
    declarer = auction_declarer(game.tokens["Auction"], first)
    if declarer != seat:
        return None
    return game.tag_lines.get("Declarer", 0), (
        f'[Declarer "{stated}"] marks an irregular declarer, but the auction makes {seat.full_name} declarer')


# ---------------------------------------------------------------- the play's marks and '+'


def _play_order_problem(game: Game) -> Problem | None:
    """``^R``, ``^L`` and ``+`` in a Play section, walked in the order of play (each trick from its leader)."""
    tokens = game.tokens.get("Play") or []
    if "+" not in tokens and "^" not in "".join(tokens):  # the usual Play section, at C speed
        return None
    walk = _PlayWalk.start(game)
    if walk is None:
        return None
    cells = list(_calls(tokens))
    for row in range(0, len(cells), 4):
        what = walk.trick(cells[row : row + 4])
        if what:
            return game.tag_lines.get("Play", 0), what
        if what is not None:  # "": the trick's winner is not known, so neither is the order from here
            return None
    return None


class _PlayWalk:
    """The hands, trump and leader as the recorded tricks go by, irregular cards included."""

    def __init__(self, hands: list[int], trump: int, first: Seat, leader: Seat) -> None:
        self.hands, self.trump, self.first, self.leader = hands, trump, first, leader
        self.plus = False  # a '+' seen: no card may follow

    @classmethod
    def start(cls, game: Game) -> _PlayWalk | None:
        """From the Deal, Contract, Declarer and Play tags; None if any is missing or unreadable."""
        contract = re.match(r"^\^?[1-7](NT?|S|H|D|C)", (game.tag("Contract") or "").upper())
        try:
            deal = Deal.from_pbn(game.tag("Deal") or "")
            declarer = Seat.parse((game.tag("Declarer") or "").lstrip("^"))
            first = Seat.parse(game.tag("Play") or "")
        except BridgeError:
            return None
        if contract is None:
            return None
        trump = "CDHSN".index(contract.group(1)[0])
        return cls(list(deal.masks), trump, first, declarer.next)

    def trick(self, row: list[_Cell]) -> str | None:
        """What is wrong in one trick's cells (the columns from the Play tag's seat); "" when the
        walk cannot go on (a card not known or not held); None when all is well."""
        cells = {self.first.after(j): cell for j, cell in enumerate(row)}
        leader, what = self._leader(cells)
        if what:
            return what
        played: list[Card] = []
        for seat in (leader.after(k) for k in range(4)):
            if seat not in cells:
                break
            what = self._card(seat, cells[seat], played)
            if what is not None:
                return what
        if len(played) < 4:  # after '+' any card is out of place, whoever leads; before it the order is lost
            return None if self.plus else ""
        self.leader = trick_winner(tuple(played), leader, self.trump)
        return None

    def _leader(self, cells: dict[Seat, _Cell]) -> tuple[Seat, str | None]:
        """Who leads the trick: its proper leader, or the player whose card is marked ``^L``."""
        for seat, (text, marks) in cells.items():
            if "^L" in marks:
                if seat == self.leader:
                    return seat, f"'^L {text}' marks a lead out of turn, but {seat.full_name} leads in turn"
                return seat, None
        return self.leader, None

    def _card(self, seat: Seat, cell: _Cell, played: list[Card]) -> str | None:
        """One cell in the order of play: '+', '-' or a card, with its marks."""
        text, marks = cell
        if len(marks) > 1:
            return f"{' '.join(marks)} {text}: two irregularity marks on one card"
        if text == "+":
            if self.plus:
                return "a second '+' in the Play section (the play is not recorded from the first on)"
            self.plus = True
            return None
        if text.startswith("-"):
            return None
        if self.plus:
            return f"{text} by {seat.full_name} after '+' (the play is not recorded from '+' on)"
        return self._known_card(seat, text, marks, played)

    def _known_card(self, seat: Seat, text: str, marks: tuple[str, ...], played: list[Card]) -> str | None:
        try:
            card = Card.parse(text)
        except BridgeError:
            return ""
        if not self.hands[seat] >> card & 1:
            return ""  # not in the hand: the fold names it, where it folds
        if "^R" in marks:
            what = _revoke_problem(seat, card, played, self.hands[seat])
            if what is not None:
                return what
        self.hands[seat] &= ~(1 << card)
        played.append(card)
        return None


def _revoke_problem(seat: Seat, card: Card, played: list[Card], held: int) -> str | None:
    """``^R`` marks a revoke: a card of another suit than the one led, from a hand that holds the suit led."""
    if not played:
        return f"'^R {card}' marks a revoke, but {seat.full_name} leads {card}"
    led = played[0] // 13
    if card // 13 == led:
        return f"'^R {card}' marks a revoke, but {card} follows suit to {played[0]}"
    if not held >> (13 * led) & 0x1FFF:
        return f"'^R {card}' marks a revoke, but {seat.full_name} has no {_SUITS[led]} left to follow {played[0]}"
    return None


_SUITS = ("club", "diamond", "heart", "spade")


# ---------------------------------------------------------------- export format


_COMMENTS = LazyPattern(r"\{[^}]*\}?|;.*$")
_TAG_START = LazyPattern(r'\[\s*[A-Za-z0-9_]+\s*"')


def export_layout_problem(game: Game, raw: RawGame) -> Problem | None:
    """Export format's layout: one tag a line; an Auction or Play line holds at most four calls or cards."""
    for line, number in zip(raw.text.split("\n"), raw.lines):
        if "{" not in line and ";" not in line and len(_TAG_START.findall(line)) > 1:
            return number, f"{line.strip()!r}: export format has one tag a line"
    for e in game.entries:
        what = _section_layout_problem(e.name, e.section) if e.name in ("Auction", "Play") and e.section else None
        if what is not None:
            return game.tag_lines.get(e.name, 0), what
    return None


def _section_layout_problem(section: str, lines: list[str]) -> str | None:
    for text in lines:
        n = sum(1 for _ in _calls(_COMMENTS.sub(" ", text).split()))
        if n > 4:
            what = "calls" if section == "Auction" else "cards"
            return f"[{section}] {text!r}: export format has at most four {what} a line, not {n}"
    return None


# ---------------------------------------------------------------- tables


def table_order_problem(name: str, columns: list[str], rows: list[list[str]]) -> str | None:
    """A table's sort marks: ``+Column`` lists its numbers high to low, ``-Column`` low to high.

    ``rows`` are the rows' cells; cells that are not numbers (``-``, names) are passed over.
    """
    for i, column in enumerate(columns):
        if column[:1] not in ("+", "-"):
            continue
        values = [(r[i], n) for r in rows if i < len(r) for n in [_number(r[i])] if n is not None]
        out = _out_of_order(values, column[0] == "+")
        if out is not None:
            order = "high to low" if column[0] == "+" else "low to high"
            return f"[{name}]: '{column.split(chr(92))[0]}' marks the column sorted {order}, but {out}"
    return None


def _out_of_order(values: list[tuple[str, float]], high_first: bool) -> str | None:
    for (a, x), (b, y) in zip(values, values[1:]):
        if (x < y) if high_first else (x > y):
            return f"{a} comes before {b}"
    return None


def _number(cell: str) -> float | None:
    try:
        return float(cell)
    except ValueError:
        return None
