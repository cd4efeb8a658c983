"""PBN export of a folded board (the tags of PBN 2.1 that a board can fill, with its auction and play).

Pure: it returns the text; the caller writes it.
"""

from __future__ import annotations

from ..board import Board

__all__ = ["board_to_pbn"]


def board_to_pbn(board: Board) -> str:
    """The board as a PBN game: tags, then the auction and play sections.

    The Deal tag starts with the dealer, as PBN files usually do. In the Play section
    each line is a trick and each column a seat, clockwise from the opening leader.
    """
    tags = [("Board", str(board.number))] if board.number is not None else []
    tags += [
        ("Dealer", str(board.dealer)),
        ("Vulnerable", str(board.vulnerable)),
        ("Deal", board.deal.to_pbn(board.dealer)),
    ]
    contract = board.contract
    declarer = board.declarer
    if contract is not None:
        tags.append(("Declarer", "" if declarer is None else str(declarer)))
        tags.append(("Contract", str(contract)))
        tags.append(("Result", "" if board.tricks is None else str(board.tricks)))
    lines = [f'[{name} "{value}"]' for name, value in tags]
    auction = board.auction
    lines.append(f'[Auction "{auction.dealer}"]')
    calls = [str(c) for c in auction.calls]
    lines.extend(" ".join(calls[i : i + 4]) for i in range(0, len(calls), 4))
    play = board.play
    if play is not None and declarer is not None:
        first = declarer.next
        lines.append(f'[Play "{first}"]')
        rows = [dict(t.seats()) for t in play.done]
        if play.current:
            rows.append({play.leader.after(i): c for i, c in enumerate(play.current)})
        for row in rows:
            lines.append(" ".join(str(row[first.after(i)]) if first.after(i) in row else "-" for i in range(4)))
        if play.claimed_by is not None:
            lines.append("*")
    return "\n".join(lines) + "\n"
