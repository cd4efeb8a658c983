"""Robots at the table: they finish what is open on a board, seeing only what their seat may see.

The bidding robots are the systems (``SYSTEMS``, ``get_system``: ``bridgefp.systems``), the card
robots the players of ``ROBOTS`` (``bridgefp.cardplay``); both are named here too, so that
``bridgefp.robots`` is the one place a program picks its robots from.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Callable, Iterator

from .auction import Auction, apply_call
from .board import Board, _board, apply_event, play_of
from .cards import Vulnerability
from .events import CallMade, CardPlayed
from .play import Play, apply_play
from .systems import SYSTEMS, Choice, System, get_system

# An event from its fields, as ``CallMade(seat, call, extra)`` makes it but without the named tuple's
# own ``__new__`` (a frame of Python a call or card): the fields are the fold's, already checked.
_new = tuple.__new__

if TYPE_CHECKING:
    from .cardplay import ROBOTS, CardChoice, PlayView, choose_card, dd_card, random_card, view_for

__all__ = [
    "robot_call", "robot_card", "robot_calls", "finish_auction", "robot_plays", "finish_play", "CardRobot",
    "CARD_ROBOT_NAMES",
    # the robots to choose from
    "SYSTEMS", "System", "Choice", "get_system", "ROBOTS", "PlayView", "CardChoice", "view_for",
    "choose_card", "dd_card", "random_card",
]

CardRobot = Callable[["PlayView"], "CardChoice"]

# The names of ``ROBOTS``, known without loading them (a command line lists them as its choices).
CARD_ROBOT_NAMES = ("basic", "dd", "random")

# The card robots are loaded on first use: a program that only bids (the ``bid`` stage) never
# needs them, nor the double-dummy solver's adapter they bring in.
_CARD_NAMES = frozenset(("ROBOTS", "CardChoice", "PlayView", "choose_card", "dd_card", "random_card", "view_for"))


def __getattr__(name: str) -> Any:
    if name in _CARD_NAMES:
        from . import cardplay

        return getattr(cardplay, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _card_play() -> tuple[Callable[[Board], PlayView], CardRobot, Callable[[Play, Auction, int, int, bool, Vulnerability], PlayView]]:
    """``view_for``, ``choose_card`` and ``view_in``, imported when a card is first asked for."""
    from .cardplay import choose_card, view_for
    from .cardplay.view import view_in

    return view_for, choose_card, view_in


def _basic_card(view: PlayView) -> CardChoice:
    """``choose_card``: the default card robot."""
    return _card_play()[1](view)


def robot_call(board: Board, system: System) -> CallMade:
    """The robot's call for the seat to call, with its explanation.

    The robot is shown its own hand, the auction and the vulnerability, nothing else.
    """
    seat = board.auction.turn
    choice = system.choose(board.deal.hand(seat), board.auction, board.vulnerable)
    return CallMade(seat, choice.call, (("explain", choice.explain),))


def robot_card(board: Board, robot: CardRobot = _basic_card) -> CardPlayed:
    """The robot's card for the seat to play (declarer's choice for dummy), with its explanation.

    The robot is shown the view of the seat to act (``view_for``), nothing else.
    """
    view = _card_play()[0](board)
    choice = robot(view)
    return CardPlayed(view.seat, choice.card, (("explain", choice.explain),))


def _auction_steps(board: Board, system: System) -> Iterator[tuple[CallMade, Board]]:
    while not board.auction_is_over:
        event = robot_call(board, system)
        board = apply_event(board, event)
        yield event, board


def robot_calls(board: Board, system: System) -> list[CallMade]:
    """The calls robots make to finish the board's auction, each with its explanation."""
    return [event for event, _ in _auction_steps(board, system)]


def finish_auction(board: Board, system: System) -> Board:
    """The board with its auction finished by robots (unchanged if it is already complete).

    The fold of ``robot_calls``, batched: each call is checked and folded into the auction as
    it is made (``apply_call``), and the board takes the calls as one run at the end.
    """
    if board.auction_is_over:
        return board
    hands = board.deal.hands()  # ``robot_call``'s view, each hand built once a board
    choose, vulnerable = system.choose, board.vulnerable
    auction = board.auction
    made: list[CallMade] = []
    while auction.facts.contract is None:  # not complete
        seat = auction.facts.turn
        choice = choose(hands[seat], auction, vulnerable)
        call = choice.call
        auction = apply_call(auction, seat, call)
        made.append(_new(CallMade, (seat, call, (("explain", choice.explain),))))
    return _board(board.dealt, auction, None, board.events.extend(made), None)


def _play_steps(board: Board, robot: CardRobot) -> Iterator[tuple[CardPlayed, Board]]:
    while not board.is_over:
        event = robot_card(board, robot)
        board = apply_event(board, event)
        yield event, board


def robot_plays(board: Board, robot: CardRobot = _basic_card) -> list[CardPlayed]:
    """The cards robots play to finish the board's play, each with its explanation."""
    return [event for event, _ in _play_steps(board, robot)]


def finish_play(board: Board, robot: CardRobot = _basic_card) -> Board:
    """The board with its play finished by robots (unchanged if over or the auction is open)."""
    if not board.auction_is_over or board.is_over:
        return board
    _, basic, view_in = _card_play()
    if robot is _basic_card:
        robot = basic
    # The fold of ``robot_plays``, batched as ``finish_auction`` batches the calls: each card is
    # checked and folded into the play as it is played (``apply_play``), the view of each turn made
    # from the play and the board's facts the play does not hold (known once), and the board
    # takes the cards as one run at the end.
    play = play_of(board)
    contract = board.contract
    assert contract is not None  # the auction is over and the board was not passed out
    auction, level, risk = board.auction, contract.level, int(contract.risk)
    vulnerability = board.dealt.vulnerable
    vulnerable = vulnerability.is_vulnerable(play.declarer)
    made: list[CardPlayed] = []
    while not play.is_over:
        view = view_in(play, auction, level, risk, vulnerable, vulnerability)
        choice = robot(view)
        play = apply_play(play, view.seat, choice.card)
        made.append(_new(CardPlayed, (view.seat, choice.card, (("explain", choice.explain),))))
    return _board(board.dealt, auction, play, board.events.extend(made), board.stated)
