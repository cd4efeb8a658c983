"""Pictures of boards and cards as SVG text (SPEC §17), as python-chess's ``chess.svg`` draws boards.

Pure: each function returns a string of well-formed XML. Text uses the generic font
families every browser has (``sans-serif``); hearts and diamonds are red.

>>> from bridgefp.deal import Deal
>>> picture = board(Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32"))
>>> picture.startswith("<svg") and picture.endswith("</svg>")
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

from . import _show
from .calls import Call
from .cards import SUIT_SYMBOLS, Card, Hand, Seat, Strain, Vulnerability, rank_text
from .deal import Deal
from .evaluation import high_card_points

if TYPE_CHECKING:
    from .analysis import BoardAnalysis
    from .board import Board
    from .dd import DDTable, Par

__all__ = ["board", "card", "card_name", "call_text", "contract_markup", "par_markup", "suit_markup", "RED", "BLACK", "FONT"]

RED = "#c8102e"
"""The colour of hearts and diamonds."""
BLACK = "#1a1a1a"
"""The colour of spades and clubs, and of text."""
FONT = "sans-serif"
"""A generic family: every browser has one, and its fonts hold the suit symbols."""
_GREY = "#5f6368"
_VUL_FILL = "#c8102e"
_NOT_VUL_FILL = "#f1f3f4"
_SVG_NS = "http://www.w3.org/2000/svg"

# Sizes in px of the diagram's hands.
_SIZE = 15
_LINE = 19
_PAD = 10
_ROW = 100  # a hand's cell: its seat name and four suit lines
_SQUARE = 84  # the table in the middle, with the seats' vulnerability

# Widths of characters in a sans-serif face, in em (Helvetica-like metrics, rounded up).
_WIDTH = {" ": 0.3, "1": 0.58, "J": 0.52, "Q": 0.8, "A": 0.7, "K": 0.7, "-": 0.36}
_SYMBOL_WIDTH = 0.85


def escape(text: str) -> str:
    """Text for XML character data: ``&``, ``<`` and ``>`` as entities."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quoteattr(text: str) -> str:
    """Text as a quoted XML attribute value (double quotes; no line break or tab survives raw)."""
    quoted = escape(text).replace('"', "&quot;").replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    return f'"{quoted}"'


def _width(text: str, size: float) -> float:
    """About how wide ``text`` is in a sans-serif face at ``size`` px (a little more, never less)."""
    em = sum(_WIDTH.get(ch, _SYMBOL_WIDTH if ch in SUIT_SYMBOLS else 0.62) for ch in text)
    return em * size


def _suit_colour(suit: int) -> str:
    return RED if suit in (Strain.D, Strain.H) else BLACK


def _text(x: float, y: float, body: str, **attrs: object) -> str:
    """A <text> element; ``body`` is markup (escape plain text first), attributes are quoted here."""
    extra = "".join(f" {k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}" for k, v in attrs.items())
    return f'<text x="{x:g}" y="{y:g}"{extra}>{body}</text>'


def suit_markup(suit: int, html: bool = False) -> str:
    """A suit symbol as SVG markup (or ``html``: an HTML span of class ``s0``..``s3``), hearts and diamonds red."""
    if html:
        return f'<span class="s{suit}">{SUIT_SYMBOLS[suit]}</span>'
    return f'<tspan fill="{_suit_colour(suit)}" font-size="1.15em">{SUIT_SYMBOLS[suit]}</tspan>'


def call_text(call: Call, html: bool = False) -> str:
    """A call as SVG or HTML markup: ``1<red ♥>``, ``3NT``, ``Pass``, ``X``."""
    strain = call.strain
    if strain is None or strain == Strain.NT:
        return escape(str(call))
    return f"{call.level}{suit_markup(strain, html)}"


def contract_markup(contract: str, html: bool = False) -> str:
    """A contract's text as markup: ``4HX`` as ``4<red ♥>X``; ``3NT`` and ``Pass`` as they are."""
    if len(contract) >= 2 and contract[0].isdigit() and contract[1] in "CDHS":
        return f"{contract[0]}{suit_markup('CDHS'.index(contract[1]), html)}{escape(contract[2:])}"
    return escape(contract)


def _hand_ranks(hand: Hand, suit: int) -> str:
    bits = hand.suit_bits(suit)
    ranks = [rank_text(r) for r in range(12, -1, -1) if bits >> r & 1]
    return " ".join(ranks) if ranks else "\u2014"


def _hand_width(hand: Hand) -> float:
    return max(_width(f"{SUIT_SYMBOLS[s]} {_hand_ranks(hand, s)}", _SIZE) for s in range(4))


def _hand(hand: Hand, seat: Seat, x: float, y: float) -> list[str]:
    """A hand's seat name and its four suit lines, spades first, from (x, y), the top left."""
    out = [_text(x, y + 12, seat.full_name, font_size=12, fill=_GREY)]
    for i, suit in enumerate((3, 2, 1, 0)):
        ranks = escape(_hand_ranks(hand, suit))
        out.append(_text(x, y + 12 + _LINE * (i + 1), f"{suit_markup(suit)} {ranks}", font_size=_SIZE))
    return out


@dataclass(frozen=True, slots=True)
class _Facts:
    """What the diagram shows besides the hands (None: not known, not drawn)."""

    number: int | None
    dealer: Seat | None
    vulnerable: Vulnerability | None


def _compass(cx: float, cy: float, facts: _Facts) -> list[str]:
    """The table in the middle: a band per seat, red when its side is vulnerable; the dealer marked D."""
    half = _SQUARE / 2
    band = 20
    out = [f'<rect x="{cx - half:g}" y="{cy - half:g}" width="{_SQUARE}" height="{_SQUARE}" rx="6" '
           f'fill="#ffffff" stroke="#9aa0a6"/>']
    places = {Seat.N: (0, -1), Seat.S: (0, 1), Seat.W: (-1, 0), Seat.E: (1, 0)}
    for seat, (dx, dy) in places.items():
        vul = facts.vulnerable is not None and facts.vulnerable.is_vulnerable(seat)
        w, h = (_SQUARE - 2 * band, band) if dy else (band, _SQUARE - 2 * band)
        x = cx - w / 2 + dx * (half - band / 2)
        y = cy - h / 2 + dy * (half - band / 2)
        out.append(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="3" '
                   f'fill="{_VUL_FILL if vul else _NOT_VUL_FILL}"/>')
        colour = "#ffffff" if vul else BLACK
        tx, ty = cx + dx * (half - band / 2), cy + dy * (half - band / 2) + 4.5
        if seat == facts.dealer:  # the dealer's letter bold and underlined
            out.append(f'<rect x="{tx - 5:g}" y="{ty + 2:g}" width="10" height="1.5" fill="{colour}"/>')
        weight = "bold" if seat == facts.dealer else "normal"
        out.append(_text(tx, ty, str(seat), font_size=12, text_anchor="middle", fill=colour, font_weight=weight))
    return out


def _points(cx: float, cy: float, hands: Sequence[Hand]) -> list[str]:
    """Each hand's high-card points inside the table, on its side, as hand records print them."""
    out = [f'<g font-size="11" fill="{_GREY}" text-anchor="middle"><title>high-card points</title>']
    for seat, (dx, dy) in {Seat.N: (0, -1), Seat.S: (0, 1), Seat.W: (-1, 0), Seat.E: (1, 0)}.items():
        out.append(_text(cx + dx * 12, cy + dy * 12 + 4, str(high_card_points(hands[seat]))))
    return out + ["</g>"]


def _vul_words(vul: Vulnerability) -> str:
    return {"None": "None", "NS": "N-S", "EW": "E-W", "All": "All"}[str(vul)]


def _info(x: float, y: float, facts: _Facts) -> list[str]:
    """Board number, dealer and vulnerability, top left."""
    out: list[str] = []
    line = y + 16
    if facts.number is not None:
        out.append(_text(x, line, f"Board {facts.number}", font_size=17, font_weight="bold"))
        line += 20
    if facts.dealer is not None:
        out.append(_text(x, line, f"Dealer {facts.dealer.full_name}", font_size=13))
        line += 17
    if facts.vulnerable is not None:
        out.append(_text(x, line, f"Vul {_vul_words(facts.vulnerable)}", font_size=13))
    return out


_GRID_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
_GRID_SEATS = (Seat.N, Seat.S, Seat.E, Seat.W)


def _dd_grid(x: float, y: float, table: DDTable) -> list[str]:
    """Makeable contracts: for each declarer and strain the level DD makes (tricks less six), '-' below one."""
    col, row = 20, 15.5
    out = [_text(x, y + 10, "Makeable", font_size=11, fill=_GREY)]
    for j, strain in enumerate(_GRID_STRAINS):
        head = "NT" if strain == Strain.NT else suit_markup(strain)
        out.append(_text(x + 24 + col * j, y + 10 + row, head, font_size=13, text_anchor="middle"))
    for i, seat in enumerate(_GRID_SEATS):
        ty = y + 10 + row * (i + 2)
        out.append(_text(x + 4, ty, str(seat), font_size=12, fill=_GREY))
        for j, strain in enumerate(_GRID_STRAINS):
            level = table.tricks[seat][strain] - 6
            out.append(_text(x + 24 + col * j, ty, str(level) if level > 0 else "-", font_size=13, text_anchor="middle"))
    return out


def par_markup(p: Par, html: bool = False) -> str:
    """The par line as markup: ``Par NS +420: 4♥ by N``; ``Par 0: passed out``."""
    if not p.contracts:
        return "Par 0: passed out"
    parts = []
    for c in p.contracts:
        over = "" if c.result == 0 else f" {c.result:+d}"
        parts.append(f"{contract_markup(c.contract, html)} by {escape(c.declarers)}{over}")
    return f"Par NS {p.score:+d}: " + ", ".join(parts)


def _auction_rows(dealer: Seat, calls: Sequence[Call]) -> list[list[str]]:
    """Calls as rows under West, North, East, South (blank cells before the dealer's first call)."""
    cells = [""] * ((dealer - Seat.W) % 4) + [call_text(c) for c in calls]
    return [cells[i : i + 4] for i in range(0, len(cells), 4)]


def _auction(x: float, y: float, width: float, dealer: Seat, calls: Sequence[Call], finished: bool) -> tuple[list[str], float]:
    """The auction table under the diagram; returns its elements and height."""
    col = min(width / 4, 80)
    out = []
    for j, seat in enumerate((Seat.W, Seat.N, Seat.E, Seat.S)):
        out.append(_text(x + col * j, y + 14, seat.full_name, font_size=12, fill=_GREY))
    rows = _auction_rows(dealer, calls)
    if not calls:
        rows = [[""] * ((dealer - Seat.W) % 4) + ["?"]]
    elif not finished:
        last = rows[-1]
        if len(last) < 4:
            last.append("?")
        else:
            rows.append(["?"])
    for i, cells in enumerate(rows):
        for j, cell in enumerate(cells):
            if cell:
                out.append(_text(x + col * j, y + 14 + 18 * (i + 1), cell, font_size=14))
    return out, 18 * (len(rows) + 1) + 6


def _contract_box(x: float, y: float, b: Board, scoring: str) -> list[str]:
    """Contract, declarer, tricks and score, top right, as far as the board has them."""
    contract = b.contract
    if contract is None:
        return []
    if contract.is_passed_out:
        return [_text(x, y + 16, "Passed out", font_size=15, font_weight="bold")]
    declarer = b.declarer
    assert declarer is not None
    out = [_text(x, y + 16, f"{contract_markup(str(contract))} by {declarer}", font_size=17, font_weight="bold")]
    result = b.result(scoring)
    if result is not None:
        over = result.tricks - contract.tricks_needed
        made = "=" if over == 0 else f"{over:+d}"
        out.append(_text(x, y + 36, f"{result.tricks} tricks ({made})", font_size=13))
        out.append(_text(x, y + 53, f"NS {result.ns:+d}", font_size=13, font_weight="bold"))
    return out


def _as_board(board_or_deal: Board | Deal) -> tuple[Deal, Board | None]:
    if isinstance(board_or_deal, Deal):
        return board_or_deal, None
    return board_or_deal.deal, board_or_deal


def _dd_of(dd: DDTable | BoardAnalysis | None) -> tuple[DDTable | None, Par | None]:
    """A DD table and par from what ``board`` was given: an analysis has both, a table has no par."""
    if dd is None:
        return None, None
    table = getattr(dd, "table", None)
    if table is not None:
        return table, getattr(dd, "par", None)
    return dd, None  # type: ignore[return-value]


def board(
    board_or_deal: Board | Deal,
    *,
    auction: bool = True,
    result: bool = True,
    dd: DDTable | BoardAnalysis | None = None,
    par: Par | None = None,
    number: int | None = None,
    scoring: str = "duplicate",
    size: int | None = None,
    xmlns: bool = True,
) -> str:
    """The diagram of a board (or a bare deal) as SVG text.

    Four hands in the compass layout with the board number, the dealer and the
    vulnerability (red seats are vulnerable); optionally the auction (``auction``), the
    contract, tricks and NS's score (``result``), and the makeable contracts from ``dd`` (a
    DD table, or a board's analysis, which brings its par too). ``number`` stands in for a
    board without a number; ``size`` sets the width in px (the height follows); ``xmlns``
    False leaves out the namespace, for SVG inside an HTML page.
    """
    deal, b = _as_board(board_or_deal)
    table, found_par = _dd_of(dd)
    facts = _facts(b, number)
    hands = deal.hands()
    cell = max(128.0, max(_hand_width(h) for h in hands) + 14)
    body = _diagram(hands, facts, cell)
    if b is not None and result:
        body += _contract_box(_PAD + 2 * cell + 8, _PAD, b, scoring)
    if table is not None:
        body += _dd_grid(_PAD + 2 * cell + 4, _PAD + 2 * _ROW + 4, table)
    below, height = _below(b if auction else None, par if par is not None else found_par, cell)
    return _svg(2 * _PAD + 3 * cell, _PAD + 3 * _ROW + height + _PAD, body + below, _title(facts, b), size, xmlns)


def _facts(b: Board | None, number: int | None) -> _Facts:
    if b is None:
        return _Facts(number, None, None)
    return _Facts(number if number is not None else b.number, b.dealer, b.vulnerable)


def _below(b: Board | None, p: Par | None, cell: float) -> tuple[list[str], float]:
    """What goes under the diagram: the par line, the auction; and their height."""
    y: float = _PAD + 3 * _ROW
    out: list[str] = []
    if p is not None:
        out.append(_text(_PAD, y + 14, par_markup(p), font_size=13))
        y += 22
    if b is not None and b.stated is None:
        lines, height = _auction(_PAD, y, 3 * cell, b.dealer, b.auction.calls, b.auction_is_over)
        out += lines
        y += height
    return out, y - (_PAD + 3 * _ROW)


def _diagram(hands: Sequence[Hand], facts: _Facts, cell: float) -> list[str]:
    """The hands around the table, and the board's facts in the top left corner."""
    centre = (_PAD + 1.5 * cell, _PAD + 1.5 * _ROW)
    places = {Seat.N: (1, 0), Seat.W: (0, 1), Seat.E: (2, 1), Seat.S: (1, 2)}
    out = _info(_PAD, _PAD, facts) + _compass(*centre, facts) + _points(*centre, hands)
    for seat, (col, row) in places.items():
        x = _PAD + col * cell + (8 if col != 0 else 0)
        out += _hand(hands[seat], seat, x, _PAD + row * _ROW + 4)
    return out


def _title(facts: _Facts, b: Board | None) -> str:
    parts = [f"Board {facts.number}" if facts.number is not None else "A deal"]
    if facts.dealer is not None:
        parts.append(f"dealer {facts.dealer.full_name}")
    if facts.vulnerable is not None:
        parts.append(f"vulnerable {_vul_words(facts.vulnerable)}")
    if b is not None and b.contract is not None:
        parts.append("passed out" if b.declarer is None else f"{b.contract} by {b.declarer.full_name}")
    return ", ".join(parts)


def _svg(width: float, height: float, body: Iterable[str], title: str, size: int | None, xmlns: bool) -> str:
    shown_w: float = width if size is None else size
    shown_h = height * shown_w / width
    ns = f' xmlns="{_SVG_NS}"' if xmlns else ""
    return (
        f'<svg{ns} viewBox="0 0 {width:g} {height:g}" width="{shown_w:.0f}" height="{shown_h:.0f}" '
        f'role="img" aria-label={quoteattr(title)} font-family="{FONT}" fill="{BLACK}">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width:g}" height="{height:g}" fill="#ffffff"/>'
        + "".join(body)
        + "</svg>"
    )


_RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")


def card_name(c: Card | int) -> str:
    """``ace of spades``, ``ten of hearts``: the name a screen reader speaks."""
    return f"{_RANK_NAMES[c % 13]} of {Strain(c // 13).full_name.lower()}"


def card(c: Card | int | str, *, size: int = 60, xmlns: bool = True) -> str:
    """One playing card as SVG text: rank and suit in two corners, a large suit in the middle.

    ``c`` is a card or its text (``"SA"``, ``"10h"``); ``size`` is the width in px.

    >>> card("HA").count("<text")
    5
    """
    card_ = Card.parse(c) if isinstance(c, str) else Card(c)
    suit, rank = card_ // 13, rank_text(card_ % 13)
    colour = _suit_colour(suit)
    name = card_name(card_)
    corner = (
        _text(5, 17, escape(rank), font_size=15, font_weight="bold", fill=colour, letter_spacing=-1)
        + _text(5, 31, SUIT_SYMBOLS[suit], font_size=13, fill=colour)
    )
    ns = f' xmlns="{_SVG_NS}"' if xmlns else ""
    return (
        f'<svg{ns} viewBox="0 0 60 84" width="{size}" height="{size * 1.4:.0f}" role="img" '
        f'aria-label={quoteattr(name)} font-family="{FONT}">'
        f"<title>{escape(name)}</title>"
        '<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="#ffffff" stroke="#9aa0a6" stroke-width="1.5"/>'
        + corner
        + _text(30, 51, SUIT_SYMBOLS[suit], font_size=26, text_anchor="middle", fill=colour)
        + f'<g transform="rotate(180 30 42)">{corner}</g>'
        + "</svg>"
    )


_show.register("svg", board)
