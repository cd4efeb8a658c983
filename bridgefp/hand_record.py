"""The hand record: boards as one self-contained HTML page (SPEC §17), to print or to publish.

Pure: the functions return text. A page is ``page_head(title)``, then ``board_section(…)``
per board, then ``page_tail()``, so a caller can write it board by board. Everything is in
the page (inline SVG diagrams, one style sheet, no script): it asks nothing of another site.
Printed, each board takes a page of its own.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, Sequence

from .cards import Card, Seat
from .events import CallMade
from .svg import board as diagram, escape, quoteattr, call_text, contract_markup, par_markup, suit_markup
from .views import tricks_line

if TYPE_CHECKING:
    from .analysis import BoardAnalysis
    from .board import Board
    from .events import Event

__all__ = ["page_head", "board_section", "page_tail", "hand_record", "card_markup", "Anchors", "STYLE"]

STYLE = """
:root { color-scheme: light; }
body { font-family: sans-serif; color: #1a1a1a; background: #ffffff; margin: 0 auto;
  max-width: 60rem; padding: 1rem; line-height: 1.35; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.board { border-top: 2px solid #dadce0; padding: 1rem 0 1.5rem; }
.board h2 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
caption { text-align: left; }
.top { display: flex; flex-wrap: wrap; gap: .5rem 2rem; align-items: flex-start; }
.diagram { margin: 0; flex: 0 1 27rem; min-width: 0; }
.diagram svg { width: 100%; height: auto; max-width: 27rem; display: block; }
.facts { flex: 1 1 16rem; min-width: 0; }
.facts p { margin: .4rem 0; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: .15rem .55rem; text-align: left; }
th { font-weight: normal; color: #5f6368; font-size: .85rem; }
.auction td { min-width: 2.6rem; }
.auction sup, .notes { color: #5f6368; }
.notes { font-size: .8rem; margin: .3rem 0 0; padding-left: 1.4rem; }
.play { margin-top: .8rem; }
.play td, .play th { border-bottom: 1px solid #eceff1; }
.play td.n { color: #5f6368; text-align: right; }
.play .lead { text-decoration: underline; text-underline-offset: 3px; }
.play .won { font-weight: bold; }
.play .cost { background: #fde2e1; box-shadow: inset 0 0 0 1px #c8102e; border-radius: 3px; }
.play .cost sup { color: #c8102e; font-weight: bold; }
.key, .costly { font-size: .85rem; color: #3c4043; }
.s1, .s2 { color: #c8102e; }
.par { font-weight: bold; }
@media (max-width: 30rem) { body { padding: .5rem; } th, td { padding: .15rem .3rem; } }
@media print {
  @page { margin: 12mm; }
  body { max-width: none; padding: 0; font-size: 11pt; }
  h1 { display: none; }
  .board { border: 0; padding: 0; break-after: page; break-inside: avoid; }
  .top { flex-wrap: nowrap; gap: 1.5rem; }
  .diagram { flex: 0 0 52%; }
  th, td { padding: .05rem .5rem; }
  .board:last-of-type { break-after: auto; }
}
"""


def page_head(title: str = "Hand record") -> str:
    """The start of the page, up to the first board."""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        f"<h1>{escape(title)}</h1>\n"
    )


def page_tail() -> str:
    """The end of the page."""
    return "</body>\n</html>\n"


def hand_record(
    boards: Iterable[tuple[int, Board]], analyses: Sequence[BoardAnalysis | None] = (),
    title: str = "Hand record", scoring: str = "duplicate",
) -> str:
    """A whole page: the boards, each under its number, with their analyses where given."""
    parts = [page_head(title)]
    anchors = Anchors()
    for i, (number, b) in enumerate(boards):
        analysis = analyses[i] if i < len(analyses) else None
        parts.append(board_section(b, number, scoring, analysis, anchors.next(number)))
    return "".join(parts) + page_tail()


class Anchors:
    """Section ids, each used once: ``board-3``, then ``board-3-2`` for a second board 3."""

    def __init__(self) -> None:
        self._seen: dict[int, int] = {}

    def next(self, number: int) -> str:
        count = self._seen[number] = self._seen.get(number, 0) + 1
        return f"board-{number}" if count == 1 else f"board-{number}-{count}"


def card_markup(card: Card | int) -> str:
    """A card as HTML: ``<red ♥>A``."""
    text = str(Card(card))
    rank = "10" if text[1] == "T" else text[1]
    return f"{suit_markup(card // 13, html=True)}{rank}"


def board_section(
    b: Board, number: int, scoring: str = "duplicate", analysis: BoardAnalysis | None = None, anchor: str | None = None,
) -> str:
    """One board: the diagram, the auction, the contract and score, par, the play trick by trick.

    ``anchor`` is the section's id (default ``board-N``); a page that shows a number twice
    (two rooms of a match) gives each its own."""
    svg = diagram(b, auction=False, number=number, scoring=scoring,
                  dd=None if analysis is None else analysis.table, xmlns=False)
    facts = _auction_html(b) + _result_html(b, scoring)
    if analysis is not None:
        facts += f'<p class="par">{_par_text(analysis)}</p>\n'
    return (
        f'<section class="board" id={quoteattr(anchor or f"board-{number}")} data-board="{number}">\n'
        f"<h2>Board {number}</h2>\n"
        f'<div class="top">\n<figure class="diagram">{svg}</figure>\n<div class="facts">\n{facts}</div>\n</div>\n'
        f"{_play_html(b, analysis)}</section>\n"
    )


def _par_text(a: BoardAnalysis) -> str:
    return par_markup(a.par, html=True).replace("Par ", "Par: ", 1)


def _explanation(event: Event) -> str | None:
    """What a call meant, as the record gives it: a robot's reason, an annotation, an alert."""
    extra = dict(getattr(event, "extra", ()))
    text = extra.get("explain") or extra.get("annotation")
    if isinstance(text, str) and text.strip():
        return text.strip()
    return "alerted" if extra.get("alert") is True else None


def _call_events(b: Board) -> list[CallMade]:
    return [e for e in b.events if isinstance(e, CallMade)]


def _auction_html(b: Board) -> str:
    """The auction under West, North, East and South, explained calls numbered, their notes below."""
    if b.stated is not None:
        return '<p>Auction not recorded.</p>\n'
    cells = ["<td></td>"] * ((b.dealer - Seat.W) % 4)
    notes: list[str] = []
    for event in _call_events(b):
        note = _explanation(event)
        mark = ""
        if note is not None:
            notes.append(note)
            mark = f"<sup>{len(notes)}</sup>"
        cells.append(f"<td>{call_text(event.call, html=True)}{mark}</td>")
    if not b.auction_is_over:
        cells.append("<td>?</td>")
    rows = "".join(f"<tr>{''.join(cells[i:i + 4])}</tr>" for i in range(0, len(cells), 4))
    head = "".join(f'<th scope="col">{s.full_name}</th>' for s in (Seat.W, Seat.N, Seat.E, Seat.S))
    listed = "".join(f"<li>{_with_suits(escape(n))}</li>" for n in notes)
    return (f'<table class="auction"><caption class="key">Auction</caption><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table>\n" + (f'<ol class="notes">{listed}</ol>\n' if notes else ""))


_BBO_SUIT = re.compile(r"!([SHDC])", re.IGNORECASE)


def _with_suits(text: str) -> str:
    """BBO's ``!H`` in an explanation as the heart symbol (red), and so on."""
    return _BBO_SUIT.sub(lambda m: suit_markup("CDHS".index(m.group(1).upper()), html=True), text)


def _result_html(b: Board, scoring: str) -> str:
    """Contract, tricks and score, in words."""
    contract, declarer = b.contract, b.declarer
    if contract is None:
        return "<p>Auction in progress.</p>\n"
    if declarer is None:
        return "<p><strong>Passed out.</strong> No score.</p>\n"
    lines = [f"<p><strong>Contract {contract_markup(str(contract), html=True)} by {declarer.full_name}</strong></p>"]
    result = b.result(scoring)
    if result is not None:
        words = result.result_text.split(", ", 1)[1]  # "12 tricks, made with 1 overtrick"
        lines.append(f"<p>Result: {escape(words)}.</p>")
        lines.append(f'<p data-score="{result.ns}">Score: NS {result.ns:+d}, EW {result.ew:+d}</p>')
    elif b.play is not None:
        lines.append(f"<p>Play in progress: {escape(tricks_line(b))}</p>")
    return "\n".join(lines) + "\n"


_COLUMNS = (Seat.W, Seat.N, Seat.E, Seat.S)


def _play_html(b: Board, analysis: BoardAnalysis | None) -> str:
    """The play, a trick a row under the seats: the lead underlined, the winner bold, costly cards marked."""
    play = b.play
    if play is None:
        return '<p class="key">No play recorded.</p>\n' if b.declarer is not None else ""
    costs = {c.index: c.cost for c in analysis.costly} if analysis is not None else {}
    trace = analysis.trace if analysis is not None else None
    tricks: list[tuple[Seat, list[Card], Seat | None]] = [(t.leader, list(t.cards), t.winner) for t in play.done]
    if play.current:
        tricks.append((play.leader, list(play.current), None))
    rows = "".join(_trick_row(i, trick, costs, trace) for i, trick in enumerate(tricks))
    claim = f"<p>{play.claimed_by.full_name} claimed. {escape(tricks_line(b))}</p>\n" if play.claimed_by else ""
    return (f'<table class="play"><caption class="key">Play</caption><thead><tr>{_play_head(trace is not None)}</tr>'
            f"</thead><tbody>{rows}</tbody></table>\n{claim}{_play_key(analysis)}")


def _play_head(with_dd: bool) -> str:
    head = '<th scope="col">#</th>' + "".join(f'<th scope="col">{s.full_name}</th>' for s in _COLUMNS)
    head += '<th scope="col">Won by</th>'
    if with_dd:
        head += '<th scope="col" title="tricks declarer\'s side can take in all, double dummy, after the trick">DD</th>'
    return head


def _trick_row(
    i: int, trick: tuple[Seat, list[Card], Seat | None], costs: dict[int, int], trace: tuple[int, ...] | None,
) -> str:
    """One trick: a cell per seat in the table's order, then who won it, then declarer's side's DD tricks."""
    leader, cards, winner = trick
    cells = {}
    for j, card in enumerate(cards):
        seat = leader.after(j)
        cells[seat] = _card_cell(card, 4 * i + j + 1, seat == leader, seat == winner, costs)
    tds = "".join(cells.get(s, "<td></td>") for s in _COLUMNS)
    tds += f"<td>{winner.full_name if winner is not None else ''}</td>"
    if trace is not None:
        after = 4 * i + len(cards)
        tds += f"<td>{trace[min(after, len(trace) - 1)]}</td>"  # the last trick is forced: DDS stops before it
    return f'<tr><td class="n">{i + 1}</td>{tds}</tr>'


def _card_cell(card: Card, index: int, lead: bool, won: bool, costs: dict[int, int]) -> str:
    classes = [name for name, on in (("lead", lead), ("won", won), ("cost", index in costs)) if on]
    cost = costs.get(index, 0)
    mark = f"<sup>\u2212{cost}</sup>" if cost else ""
    tricks = "trick" if cost == 1 else "tricks"
    title = f" title={quoteattr(f'cost {cost} {tricks} double dummy')}" if cost else ""
    attr = f' class="{" ".join(classes)}"' if classes else ""
    return f"<td{attr}{title}>{card_markup(card)}{mark}</td>"


def _play_key(analysis: BoardAnalysis | None) -> str:
    key = "Underlined: the lead. Bold: the card that won the trick."
    if analysis is None or analysis.trace is None:
        return f'<p class="key">{key}</p>\n'
    key += (" DD: the tricks declarer's side can take in all, double dummy, after the trick."
            " A card marked \u22121 cost its side a trick double dummy.")
    costly = analysis.costly
    listed = ", ".join(f"{c.seat} {card_markup(c.card)} (card {c.index}, \u2212{c.cost})" for c in costly)
    summary = f"Cost tricks: {listed}." if costly else "No card cost a trick double dummy."
    return f'<p class="key">{key}</p>\n<p class="costly">{summary}</p>\n'
