"""Text views for people (SPEC §9): the deal layout, the auction table, a board.

Pure: each function returns a string; the caller prints it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .auction import Auction
from .cards import Hand, rank_text

if TYPE_CHECKING:
    from .board import Board

__all__ = ["hand_lines", "layout", "auction_table", "auction_report", "board_text", "card_text"]

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
    out: list[str] = []

    def centre(name: str, lines: list[str]) -> None:
        if lines:
            out.extend((" " * w + x).rstrip() for x in [name, *lines])

    centre("North", north)
    rows = max(len(west), len(east))
    if rows:
        west_rows = ["West" if west else "", *west] + [""] * (rows - len(west))
        east_rows = ["East" if east else "", *east] + [""] * (rows - len(east))
        for a, b in zip(west_rows, east_rows):
            out.append((a.ljust(w + m) + b).rstrip() if b else a.rstrip())
    centre("South", south)
    return "\n".join(out)


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


def board_text(board: Board, scoring: str = "duplicate", symbols: bool = False) -> str:
    """A whole board for a person: header, layout, auction, contract, the play so far, the score."""
    lines: list[str] = []
    number = f"Board {board.number}. " if board.number is not None else ""
    lines.append(f"{number}Dealer {board.dealer.full_name}. Vulnerable: {board.vulnerable}.")
    lines.append("")
    lines.append(layout(board.deal.hands(), symbols))
    lines.append("")
    auction = board.auction
    contract, declarer = board.contract, board.declarer
    if board.stated is not None:
        lines.append("Auction not recorded.")
    else:
        lines.append(auction_table(auction))
    if contract is None:
        lines.append(f"Auction in progress: {auction.turn.full_name} to call.")
        return "\n".join(lines) + "\n"
    if declarer is None:
        lines.append("Passed out.")
    else:
        lines.append(f"Contract: {contract} by {declarer.full_name}.")
    play = board.play
    if play is not None:
        lines.append("")
        lines.append("Trick  Lead   Cards                      Winner")
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
        side = "NS" if play.declarer & 1 == 0 else "EW"
        other = "EW" if side == "NS" else "NS"
        lines.append(f"Tricks: {side} {play.declarer_tricks}, {other} {play.defender_tricks}.")
        if not play.is_over:
            lines.append(f"{play.turn.full_name} to play.")
    result = board.result(scoring)
    if result is not None:
        if result.declarer is not None:
            lines.append(f"Result: {result.result_text}.")
        lines.append(f"Score ({scoring}, vulnerable: {board.vulnerable}): NS {result.ns:+d}, EW {result.ew:+d}.")
    elif declarer is not None and play is None:
        lines.append(f"Opening lead: {declarer.next.full_name}.")
    return "\n".join(lines) + "\n"
