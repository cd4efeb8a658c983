"""Text views for people (SPEC §9): the deal layout, the auction table, a board.

Pure: each function returns a string; the caller prints it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from . import _show
from .auction import Auction
from .cards import Hand, rank_text

if TYPE_CHECKING:
    from .board import Board

__all__ = [
    "hand_lines", "layout", "auction_table", "auction_report", "board_text", "card_text",
    "header_line", "tricks_line", "score_line",
]

_SUIT_ORDER = (3, 2, 1, 0)


def hand_lines(hand: Hand, symbols: bool = False) -> list[str]:
    """Four lines, spades first: ``S K 10 7 5``, ``S -`` for a void."""
    lines = []
    for suit in _SUIT_ORDER:
        bits = hand.suit_bits(suit)
        ranks = [rank_text(r) for r in range(12, -1, -1) if bits >> r & 1]
        lines.append(f"{('♣♦♥♠' if symbols else 'CDHS')[suit]} {' '.join(ranks) if ranks else '-'}")
    return lines


def layout(hands: Sequence[Hand | None], symbols: bool = False) -> str:
    """The compass layout of seed 000: North on top, West and East side by side, South below.

    ``hands`` is indexed by seat; a None hand is left out (its place stays empty).
    """
    blocks = [hand_lines(h, symbols) if h is not None else [] for h in hands]
    north, east, south, west = blocks
    w = max((len(x) for x in west), default=0)
    # With neither North nor South shown, keep West and East apart by a gap of four.
    m = max((len(x) for x in north + south), default=4)
    out = _centred("North", north, w)
    out += _side_by_side(west, east, w + m)
    out += _centred("South", south, w)
    return "\n".join(out)


def _centred(name: str, lines: list[str], indent: int) -> list[str]:
    """North's or South's block, indented past West's; nothing for a hand not shown."""
    return [(" " * indent + x).rstrip() for x in [name, *lines]] if lines else []


def _side_by_side(west: list[str], east: list[str], column: int) -> list[str]:
    """West's and East's blocks on shared lines, East's starting at ``column``."""
    rows = max(len(west), len(east))
    if not rows:
        return []
    west_rows = ["West" if west else "", *west] + [""] * (rows - len(west))
    east_rows = ["East" if east else "", *east] + [""] * (rows - len(east))
    return [(a.ljust(column) + b).rstrip() if b else a.rstrip() for a, b in zip(west_rows, east_rows)]


def auction_table(auction: Auction) -> str:
    """Seat names from the dealer, then the calls in rows of four, cells six wide, no trailing spaces."""
    names = [auction.dealer.after(i).full_name for i in range(4)]
    rows = [names]
    calls = [str(c) for c in auction.calls]
    rows.extend(calls[i : i + 4] for i in range(0, len(calls), 4))
    return "\n".join("".join(cell.ljust(6) for cell in row[:-1]) + row[-1] for row in rows)


def auction_report(hands: Sequence[Hand], auction: Auction) -> str:
    """Seed 000's whole output: layout, a blank line, the auction, then the declarer."""
    declarer = auction.declarer
    last = "Passed out" if auction.is_passed_out else (
        f"Declarer: {declarer.full_name}" if declarer is not None else "Auction not finished"
    )
    return f"{layout(hands)}\n\n{auction_table(auction)}\n{last}\n"


def card_text(card: int, symbols: bool = False) -> str:
    """``HA``, ``S10`` (or ``♥A``) as a person reads it."""
    return f"{('♣♦♥♠' if symbols else 'CDHS')[card // 13]}{rank_text(card % 13)}"


def header_line(board: Board, number: int | None = None) -> str:
    """``Board 4. Dealer West. Vulnerable: All.`` (no ``Board`` part without a number)."""
    number = board.number if number is None else number
    prefix = f"Board {number}. " if number is not None else ""
    return f"{prefix}Dealer {board.dealer.full_name}. Vulnerable: {board.vulnerable}."


def tricks_line(board: Board) -> str:
    """``Tricks: NS 3, EW 10.``: NS first, whoever declares."""
    play = board.play
    if play is None:
        return "Tricks: NS 0, EW 0."
    ns_declares = play.declarer.side == "NS"
    ns = play.declarer_tricks if ns_declares else play.defender_tricks
    ew = play.defender_tricks if ns_declares else play.declarer_tricks
    return f"Tricks: NS {ns}, EW {ew}."


def score_line(board: Board, scoring: str) -> str | None:
    """The score once the board is over, else None. A passed-out board scores nothing; the
    ``simple`` rules ignore vulnerability, so their line does not name it."""
    result = board.result(scoring)
    if result is None:
        return None
    if result.declarer is None:
        return "Score: passed out, 0 to each side."
    rules = scoring if scoring == "simple" else f"{scoring}, vulnerable: {board.vulnerable}"
    return f"Score ({rules}): NS {result.ns:+d}, EW {result.ew:+d}."


def board_text(board: Board, scoring: str = "duplicate", symbols: bool = False, number: int | None = None) -> str:
    """A whole board for a person: header, layout, auction, contract, the play so far, the score.

    ``number`` is the board number shown when the deal has none (replay's count)."""
    auction = "Auction not recorded." if board.stated is not None else auction_table(board.auction)
    lines = [header_line(board, number), "", layout(board.deal.hands(), symbols), "", auction]
    lines.extend(_contract_lines(board))
    if board.play is not None:
        lines.extend(_play_lines(board, symbols))
    score = score_line(board, scoring)
    result = board.result(scoring)
    if result is not None and result.declarer is not None:
        lines.append(f"Result: {result.result_text}.")
    if score is not None:
        lines.append(score)
    elif board.declarer is not None and board.play is None:
        lines.append(f"Opening lead: {board.declarer.next.full_name}.")
    return "\n".join(lines) + "\n"


def _contract_lines(board: Board) -> list[str]:
    """The contract, from the auction or as the record states it (a record without an auction)."""
    contract, declarer = board.contract, board.declarer
    if contract is None:
        return [f"Auction in progress: {board.auction.turn.full_name} to call."]
    if declarer is None:
        return ["Passed out."]
    return [f"Contract: {contract} by {declarer.full_name}."]


def _play_lines(board: Board, symbols: bool) -> list[str]:
    """The tricks played, the one in progress, a claim, the tricks won and who plays next."""
    play = board.play
    assert play is not None
    lines = ["", "Trick  Lead   Cards                      Winner"]
    for n, trick in enumerate(play.done, 1):
        cells = " ".join(f"{s}:{card_text(c, symbols)}".ljust(6) for s, c in trick.seats())
        lines.append(f"{n:>5}  {trick.leader.full_name:<6} {cells.rstrip():<26} {trick.winner.full_name}")
    if play.current:
        cells = " ".join(
            f"{play.leader.after(i)}:{card_text(c, symbols)}".ljust(6) for i, c in enumerate(play.current)
        )
        lines.append(f"{len(play.done) + 1:>5}  {play.leader.full_name:<6} {cells.rstrip()}")
    if play.claimed_by is not None:
        lines.append(f"{play.claimed_by.full_name} claimed.")
    lines.append(tricks_line(board))
    if not play.is_over:
        lines.append(f"{play.turn.full_name} to play.")
    return lines


_show.register("text", board_text)
