"""Reading PBN: each game's parse tree checked, its tags inherited, its events folded into a board.

Reading is lenient where PBN's import format or common practice allows (``%`` lines,
``;`` and multi-line ``{…}`` comments, CRLF, inherited and ``#``/``##`` tag values,
``=n=`` notes, ``!``/``?`` suffixes, ``AP``, ``-``, ``*`` and ``+``, ``?`` and empty
tags as unknown, table sections) and strict where facts conflict (a Result the play
contradicts, a Score that disagrees with the result, a card in two hands, an illegal
call or card). Every tag, section and comment of a game rides on its deal event
(``extra["pbn"]``) so that it can be written back. A game's calls, cards and claim become
``(place, event)`` pairs that the one reducer (``bridgefp.board``) folds.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from itertools import compress, cycle
from operator import getitem
from typing import TYPE_CHECKING, Any, Iterable, Iterator, cast

from .._vectors import PVector, pvector

from ..auction import Auction, Contract, apply_call
from ..board import Board, apply_event, fold_blocks, fold_calls, play_table
from ..calls import CALLS
from ..cards import Card, Seat, Vulnerability
from ..deal import Deal
from ..errors import BridgeError
from ..events import PLAIN_PLAYS, CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event
from ..play import Play, card_powers, trick_is_lost, winning_place
from .chat import game_chat, with_nt
from .notes import note_fields
from .pbn_checks import table_problem, tag_problem
from .pbn_rules import export_layout_problem
from .pbn_syntax import ANNOTATION, Entry, ExportClaim, Game, RawGame, parse_game, split_games
from .pbn_values import CALL_TOKEN, CARDS, CONTRACTS, PLAIN_CALLS, SEATS, SEATS_FROM, auction_calls, board_number, plain_calls, result_tricks, score_of_tag
from .records import Item, RecordError, RecordWarning, Skipped

__all__ = ["read_pbn"]

# Tags a second room's game (one that states no Deal) takes from the game before it.
_BOARD_TAGS = ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring", "Stage",
               "Round", "HomeTeam", "VisitTeam", "Competition", "Section", "EventDate")
# Scorings whose points are not duplicate scores: a Score tag is not checked under them.
_NOT_DUPLICATE = ("RUBBER", "CHICAGO")





class _NotABoard(Exception):
    """The game is not a board bridgefp can fold (raised with the reason)."""




# ---------------------------------------------------------------- reading


def read_pbn(lines: Iterable[str]) -> Iterator[Item]:
    """One item per game of a PBN file: its folded Board, the BridgeError that stops it, or Skipped.

    ``lines`` are the file's lines (with or without line ends); games are read one at a time.
    """
    last: Game | None = None  # the previous game, its tags resolved
    sticky: dict[str, str] = {}
    ordinal = 0
    export = ExportClaim()
    for raw in split_games(lines, export):
        game = parse_game(raw)
        if game is None:
            continue  # comments only: not a game
        ordinal += 1
        game.ordinal = ordinal
        if sticky or not game.has("Deal") or '"#' in raw.text:  # else no value to resolve, no tag to take
            inherit_tags(game, _tags_of(last), sticky)
        last = game
        yield from _export_items(game, raw) if export.claimed else _game_items(game, raw)


def _export_items(game: Game, raw: RawGame) -> list[Item]:
    """A game after a ``% EXPORT`` line: export format's layout is checked after the rest."""
    items = _game_items(game, raw)
    layout = None if isinstance(items[-1], BridgeError) else export_layout_problem(game, raw)
    return items if layout is None else [RecordError(f"{_place(game)}, line {layout[0]}: {layout[1]}")]


_COMMENTS = ("{}", ";")  # the names of a game's comment entries


def _tags_of(game: Game | None) -> dict[str, str]:
    """The value of each tag of a game (the last given), as games after it inherit them."""
    if game is None:
        return {}
    exported = game.exported
    if exported is not None:  # tags alone, each given once
        return dict(zip(exported.names, exported.values))
    return {e.name: e.value for e in game.entries if e.name not in _COMMENTS}


def inherit_tags(game: Game, previous: dict[str, str], sticky: dict[str, str]) -> None:
    """Resolve ``#`` (the previous game's value) and ``##`` (this and the following games) tag values,
    and give a second room's game (no Deal, but its own Auction or Contract) the board's tags."""
    if not sticky and game.has("Deal") and not any(e.value[:1] == "#" for e in game.entries):
        return  # the usual game: nothing to inherit (a comment's text starting with # inherits nothing either)
    stated = {e.name for e in game.entries if e.name not in _COMMENTS}
    for e in game.entries:
        if (e.value[:1] == "#" or e.name in sticky) and e.name not in _COMMENTS:  # else _resolve keeps it as it is
            e.value = _resolve(e.name, e.value, previous, sticky)
    game.entries += [Entry(name, value) for name, value in sticky.items() if name not in stated]
    known = stated | set(sticky)
    if _is_second_room(game, previous, known):
        game.entries[0:0] = _board_tags(previous, known)
    game.first_values = None  # values resolved and tags added


def _board_tags(previous: dict[str, str], known: set[str]) -> list[Entry]:
    """The board's tags a second room's game takes from the game before (those it does not state)."""
    return [Entry(n, previous[n]) for n in _BOARD_TAGS if n in previous and n not in known]


def _is_second_room(game: Game, previous: dict[str, str], stated: set[str]) -> bool:
    """A game that states no Deal but has its own Auction or Contract, for the previous game's board."""
    board = game.tag("Board")
    if "Deal" in stated or "Deal" not in previous or board not in (None, previous.get("Board")):
        return False
    return game.has("Auction") or game.has("Contract")


def _resolve(name: str, value: str, previous: dict[str, str], sticky: dict[str, str]) -> str:
    """A tag value with ``#`` and ``##`` resolved; ``##`` makes it the value of the following games too."""
    if value.startswith("##"):
        sticky[name] = value[2:] or previous.get(name, "")
        return sticky[name]
    sticky.pop(name, None)
    return previous.get(name, "") if value == "#" else value


def _place(game: Game) -> str:
    board = game.tag("Board")
    return f"game {game.ordinal}" + (f" (board {board})" if board else "")


def _game_items(game: Game, raw: RawGame) -> list[Item]:
    """The board a game records (after a warning if a table section cannot be read), the error that
    stops it, or why it is not a board."""
    place = _place(game)
    problem = game.problems[0] if game.problems else tag_problem(game)
    if problem is not None:
        line, what = problem
        return [RecordError(f"{place}, line {line}: {what}")]
    table = table_problem(game)
    try:
        board = _fold_game(game, place)
    except _NotABoard as not_a_board:
        return [RecordError(f"{place}, line {table[0]}: {table[1]}") if table else Skipped(place, str(not_a_board))]
    except BridgeError as error:
        return [error]
    return [RecordWarning(f"{place}, line {table[0]}", f"{table[1]} (the table is kept as it is)"), board] if table else [board]


def _line(game: Game, tag: str) -> str:
    n = game.tag_lines.get(tag)
    return f", line {n}" if n is not None else ""


def _fold_game(game: Game, place: str) -> Board:
    """The board a game records: its events folded by the one reducer (``bridgefp.board``); RecordError
    naming the conflict, _NotABoard for a game that is not one."""
    _check_is_board(game)
    fail = _Fail(place, game)
    tokens = game.tokens.get("Auction", [])
    lead = 0
    while lead < len(tokens) and tokens[lead] == "-":
        lead += 1
    number = board_number(game.tag("Board"))
    deal = _deal_of(game, fail)
    dealer = _dealer_of(game, number, lead, fail)
    entries = _pbn_fields(game)
    dealt = Dealt(deal, dealer, _vulnerable_of(game, number, fail), number, (("pbn", entries),))
    call_chat, card_chat = game_chat(game)
    placed = _Placed([dealt], [0], [""], fail)
    placed.add("Auction", _call_events(game, dealer, tokens[lead:], call_chat, fail))
    board = _fold_events(game, placed, card_chat, fail)
    board = _claim_the_result(game, board, fail)
    _check_score(game, board, fail)
    return board


def _pbn_fields(game: Game) -> PVector[PVector[Any]]:
    """The game's entries as the deal event's ``pbn`` field holds them: a tag's name and value, and the
    rows of the section after it, if any."""
    exported = game.exported
    if exported is None:
        return pvector([_tag_field(e.name, e.value) if e.section is None else pvector((e.name, e.value, pvector(e.section)))
                        for e in game.entries])
    fields: list[PVector[Any]] = list(map(_tag_field, exported.names, exported.values))
    for i in compress(range(len(fields)), exported.sections):  # the tags a section follows (most have none)
        fields[i] = pvector((exported.names[i], exported.values[i], pvector(exported.rows(i))))
    return pvector(fields)


@functools.lru_cache(maxsize=4096)
def _tag_field(name: str, value: str) -> PVector[str]:
    """A tag without a section as the deal event's ``pbn`` field holds it: its name and value, made
    once for the values a file repeats (its event, site, date, players, dealer, vulnerability…)."""
    return pvector((name, value))


class _Fail:
    """Makes the RecordError of a game's conflict, naming the game and the line of the tag it concerns."""

    def __init__(self, place: str, game: Game) -> None:
        self.place, self.game = place, game

    def at(self, tag: str) -> str:
        return f"{self.place}{_line(self.game, tag)}"

    def __call__(self, tag: str, message: str) -> RecordError:
        return RecordError(f"{self.at(tag)}: {message}")


class _Placed:
    """One board's events in order, and their places: runs of events that share one (the calls
    all name the Auction tag's line, the cards the Play tag's), each from its first event's index.

    A run's place is kept as the tag it concerns (``""`` for the game itself, the deal event's) and
    written out by ``fail`` only when a message needs it."""

    __slots__ = ("events", "starts", "tags", "fail")

    def __init__(self, events: list[Event], starts: list[int], tags: list[str], fail: _Fail) -> None:
        self.events, self.starts, self.tags, self.fail = events, starts, tags, fail

    def __len__(self) -> int:
        return len(self.events)

    def add(self, tag: str, events: list[Event]) -> None:
        """``events`` after these, at ``tag``'s line."""
        if not events:
            return
        self.starts.append(len(self.events))
        self.tags.append(tag)
        self.events += events

    def plus(self, tag: str, events: list[Event]) -> _Placed:
        """These events and then ``events`` at ``tag``'s line, leaving these as they are."""
        if not events:
            return _Placed(self.events, self.starts, self.tags, self.fail)
        return _Placed(self.events + events, [*self.starts, len(self.events)], [*self.tags, tag], self.fail)

    def place(self, i: int) -> str:
        """The place of event ``i``."""
        tag = self.tags[bisect_right(self.starts, i) - 1]
        return self.fail.at(tag) if tag else self.fail.place


def _fold(placed: _Placed) -> Board:
    """One board's events folded as ``fold_boards`` folds them (by ``fold_blocks``, the events in
    one block, a place made only for a message); its error as a RecordError."""
    try:
        return next(fold_blocks([placed.events], placed.place))
    except BridgeError as e:
        raise RecordError(str(e)) from None


def _apply(board: Board, event: Event, fail: _Fail, tag: str) -> Board:
    """The board after ``event``; its error as a RecordError at ``tag``'s line."""
    try:
        return apply_event(board, event)
    except BridgeError as e:
        raise RecordError(f"{fail.at(tag)}: {e}") from None


def _check_is_board(game: Game) -> None:
    """_NotABoard unless the game gives a whole deal and no irregularity marks."""
    deal_text = game.tag("Deal")
    if deal_text is None:
        raise _NotABoard("no Deal: not a board")
    if "-" in deal_text and "-" in deal_text.split(":", 1)[-1].split():
        raise _NotABoard("the Deal gives only some hands: not a board")
    irregular = _irregularity(game)
    if irregular is not None:
        raise _NotABoard(irregular)


def _irregularity(game: Game) -> str | None:
    """The first tag value, then the first Auction or Play token, that marks an irregularity (``^``)."""
    exported = game.exported
    if exported is not None:  # the tokens are those of sections: no ``^`` in the values or sections, none anywhere
        if "^" not in "".join(exported.values) and "^" not in "".join(exported.sections):
            return None
    elif "^" not in "".join([e.value for e in game.entries]) and "^" not in "".join(map("".join, game.tokens.values())):
        return None  # the usual game: no ``^`` anywhere (one join of the values, one of the tokens)
    tags = [e for e in game.entries if e.name not in _COMMENTS]  # a comment marks nothing
    values = [e.value for e in tags]
    marked = _first_marked(values)
    if marked is not None:
        return f"[{tags[values.index(marked)].name} \"{marked}\"]: irregularities (^) are not modelled"
    for tokens in game.tokens.values():
        marked = _first_marked(tokens)
        if marked is not None:
            return f"the irregularity {marked} is not modelled"
    return None


def _first_marked(texts: list[str]) -> str | None:
    """The first of ``texts`` that starts with ``^`` (one join tells that most games have none)."""
    return next((t for t in texts if t.startswith("^")), None) if "^" in "".join(texts) else None


def _deal_of(game: Game, fail: Any) -> Deal:
    deal_text = game.tag("Deal") or ""
    try:
        return Deal.from_pbn(deal_text)
    except BridgeError as e:
        hands = deal_text.split(":", 1)[-1].split()
        sizes = {len(re.sub(r"[^AKQJT2-9]", "", h.upper().replace("10", "T"))) for h in hands}
        if len(hands) == 4 and len(sizes) == 1 and sizes.pop() < 13 and "twice" not in str(e):
            raise _NotABoard("the Deal is an end position (fewer than 13 cards a hand): not a board") from None
        raise fail("Deal", f"[Deal \"{deal_text}\"]: {e}") from None


def _dealer_of(game: Game, number: int | None, lead: int, fail: Any) -> Seat:
    """Dealer; else the Auction's first seat (after ``lead`` dashes); else the board's; else the Deal's first seat."""
    auction_seat = _seat_tag(game, "Auction", fail)
    dealer = _seat_tag(game, "Dealer", fail)
    if dealer is not None:
        if auction_seat is not None and auction_seat.after(lead) != dealer:
            raise fail("Auction", f"[Auction \"{auction_seat}\"] starts with {auction_seat.after(lead).full_name}, "
                                  f"but [Dealer \"{dealer}\"]: the dealer calls first")
        return dealer
    if auction_seat is not None:
        return auction_seat.after(lead)
    if number is not None:
        return Seat((number - 1) % 4)
    first = (game.tag("Deal") or "N")[:1].upper()  # PBN files usually start the Deal with the dealer
    return Seat.parse(first) if first in ("N", "E", "S", "W") else Seat.N


def _vulnerable_of(game: Game, number: int | None, fail: Any) -> Vulnerability:
    text = game.tag("Vulnerable")
    if text is None:
        return Vulnerability.of_board(number) if number is not None else Vulnerability.NONE
    try:
        return _VULNERABLE.get(text) or Vulnerability.parse(text)
    except BridgeError as e:
        raise fail("Vulnerable", f"[Vulnerable \"{text}\"]: {e}") from None


_VULNERABLE = {str(v): v for v in Vulnerability}  # as PBN writes them (None, NS, EW, All), read without parsing


def _contract_of(game: Game, placed: _Placed, fail: _Fail) -> ContractStated | None:
    """The contract and declarer: the auction's (Contract and Declarer must agree), or, without calls, the
    game's (its ContractStated event is added to ``placed``); None while the auction is not over.

    The calls are checked by the auction's rules (``apply_call``) to learn the contract before the
    cards, whose order in the Play section depends on it; the board is folded once, afterwards.
    """
    contract = _contract(game.tag("Contract"), fail)
    declarer = _seat_tag(game, "Declarer", fail)
    if len(placed) > 1:
        auction = _auction_of(placed, fail)
        if auction.contract is None:
            return None
        _check_stated(game, auction.contract, auction.declarer, contract, declarer, fail)
        return ContractStated(auction.contract, auction.declarer)
    if contract is None or not (contract.is_passed_out or declarer is not None):
        return None
    stated = ContractStated(contract, None if contract.is_passed_out else declarer)
    placed.add("Contract", [stated])
    return stated


def _fold_events(game: Game, placed: _Placed, chat: dict[Any, list[str]], fail: _Fail) -> Board:
    """The board of the deal event and calls in ``placed``, the stated contract if no call, and the cards."""
    if not game.tokens.get("Play"):  # no cards to order by the contract: the fold alone decides it
        return _fold_auction(game, placed, fail)
    board = _fold_as_stated(game, placed, chat, fail)
    if board is not None:
        return board
    contract = _contract_of(game, placed, fail)
    if contract is not None and contract.declarer is not None:
        placed.add("Play", _card_events(game, contract, chat, fail))
    return _fold(placed)


def _fold_as_stated(game: Game, placed: _Placed, chat: dict[Any, list[str]], fail: _Fail) -> Board | None:
    """The usual played game, folded once: its cards put in order by the contract and declarer its tags
    state, and the fold then shown to make that contract. None when the tags do not say, or when
    the fold fails or disagrees: the caller learns the contract from the calls first, and names the
    conflict."""
    if len(placed) < 2:
        return None
    try:
        contract, declarer = game.tag("Contract") or "", game.tag("Declarer") or ""
        stated = ContractStated(CONTRACTS.get(contract) or Contract.parse(contract),
                                SEATS.get(declarer) or Seat.parse(declarer))
    except BridgeError:
        return None
    if stated.contract.strain is None:
        return None
    board: Board | None
    try:
        if chat:
            board = _fold(placed.plus("Play", _card_events(game, stated, chat, fail)))
        else:
            board = _fold_table(game, placed, stated, fail)
    except BridgeError:
        return None
    if board is None or board.contract != stated.contract or board.declarer != stated.declarer:
        return None
    return board


def _fold_table(game: Game, placed: _Placed, stated: ContractStated, fail: _Fail) -> Board | None:
    """The board of the calls in ``placed`` and then the Play section's cards, the table taken a row
    (a trick) at a time by the fold (``play_table``), a row not recorded whole card by card; None when
    the Play tag names another opening leader than the stated declarer's left or a card breaks a rule
    (BridgeError for a Play tag or card that is not one). The caller refuses a board whose calls make
    another contract than the tags state."""
    declarer = stated.declarer
    assert declarer is not None
    first = _seat_tag(game, "Play", fail)
    board = fold_calls(cast(Dealt, placed.events[0]), cast("list[CallMade]", placed.events[1:]))
    if first is None:
        return board
    if first != declarer.next:  # (a board whose calls make another contract is refused by the caller)
        return None
    cells, gap = _play_cells_of(game.tokens["Play"], fail)
    whole = gap - gap % 4
    board, rows = play_table(board, cast("list[Card]", cells if whole == len(cells) else cells[:whole]), first)
    if 4 * rows < whole:
        return None
    if whole < len(cells):  # a row not recorded whole: its cards one by one
        leader = board.play.leader if board.play is not None else first
        seats, cards = _row_in_turn(cells[whole : whole + 4], (leader - first) & 3, leader)
        for event in _plays(seats, cards):
            board = apply_event(board, event)
    return board


def _fold_auction(game: Game, placed: _Placed, fail: _Fail) -> Board:
    """The board after the calls (Contract and Declarer must agree with them), or after the contract the
    game states when it records no call."""
    if len(placed) == 1:
        _contract_of(game, placed, fail)
        return _fold(placed)
    contract, declarer = _contract(game.tag("Contract"), fail), _seat_tag(game, "Declarer", fail)
    board = _fold(placed)
    if board.contract is not None:
        _check_stated(game, board.contract, board.declarer, contract, declarer, fail)
    return board


def _auction_of(placed: _Placed, fail: _Fail) -> Auction:
    """The auction the calls make (``placed``: the deal event, then the calls)."""
    dealt = placed.events[0]
    assert isinstance(dealt, Dealt)
    auction = Auction.start(dealt.dealer)
    for event in placed.events[1:]:
        assert isinstance(event, CallMade)
        try:
            auction = apply_call(auction, event.seat, event.call)
        except BridgeError as e:
            raise fail("Auction", str(e)) from None
    return auction


def _call_events(game: Game, dealer: Seat, tokens: list[str], chat: dict[Any, list[str]], fail: _Fail) -> list[Event]:
    """The Auction's calls as events, each by the seat in turn from the dealer, with its note and chat."""
    notes = _call_notes(game, tokens)
    seats = SEATS_FROM[dealer]
    if not notes and not chat:  # the usual auction: calls alone, each event made from its fields as one tuple
        calls = plain_calls(tokens)
        calls = list(auction_calls(tokens, fail)) if calls is None else calls
        return list(map(getitem, map(_MADE.__getitem__, cycle(seats)), calls))
    made: list[Event] = []
    for i, call in enumerate(auction_calls(tokens, fail)):
        extra = note_fields(notes[i]) if i in notes else ()
        made.append(CallMade(seats[i & 3], call, with_nt(extra, chat[i]) if i in chat else extra))
    return made


def _check_stated(game: Game, made: Contract, by: Seat | None, contract: Contract | None, declarer: Seat | None,
                  fail: _Fail) -> None:
    """The game's Contract and Declarer tags (if given) against the contract ``made`` ``by`` the auction."""
    if contract is not None and contract != made:
        raise fail("Contract", f"[Contract \"{game.tag('Contract')}\"] but the auction ends in {made}")
    if declarer is not None and by is not None and declarer != by:
        raise fail("Declarer", f"[Declarer \"{game.tag('Declarer')}\"] but the auction makes "
                               f"{by.full_name} declarer of {made}")


def _claim_the_result(game: Game, board: Board, fail: _Fail) -> Board:
    """A Result ends the play: a claim by declarer for the rest (a conflict if the play already says otherwise)."""
    text, declarer = game.tag("Result"), board.declarer
    if text is None or declarer is None:
        return board
    result = result_tricks(text, declarer)
    if result is None:
        raise fail("Result", f"[Result \"{text}\"] is not a number of tricks")
    play = board.play
    taken, left, over = (play.declarer_tricks, play.tricks_left, play.is_over) if play is not None else (0, 13, False)
    if over:
        if taken != result:
            raise fail("Result", f"[Result \"{text}\"] but the play gives declarer's side {taken} tricks")
        return board
    if not taken <= result <= taken + left:
        raise fail("Result", f"[Result \"{text}\"] but the play gives declarer's side {taken} tricks with {left} left")
    _check_trick_in_progress(play, result - taken, text, fail)
    return _apply(board, Claimed(declarer, result - taken), fail, "Result")


def _check_trick_in_progress(play: Play | None, rest: int, text: str, fail: Any) -> None:
    """A Result that needs every trick left when declarer's side cannot win the trick in progress."""
    if play is None or rest < play.tricks_left or not play.current:
        return
    if trick_is_lost(play, play.declarer & 1):
        cards = " ".join(str(c) for c in play.current)
        raise fail("Result", f"[Result \"{text}\"] needs all {play.tricks_left} tricks left, but declarer's side "
                             f"cannot win the trick in progress ({cards} led by {play.leader.full_name})")




def _seat_tag(game: Game, tag: str, fail: Any) -> Seat | None:
    text = game.tag(tag)
    if text is None or text in SEATS:
        return None if text is None else SEATS[text]
    try:
        return Seat.parse(text)
    except BridgeError:
        raise fail(tag, f"[{tag} \"{text}\"] is not a seat (N, E, S or W)") from None


def _contract(text: str | None, fail: Any) -> Contract | None:
    if text is None:
        return None
    try:
        return Contract.parse(text)
    except BridgeError:
        raise fail("Contract", f"[Contract \"{text}\"] is not a contract (e.g. 4H, 3NTX, Pass)") from None




def _call_notes(game: Game, tokens: list[str]) -> dict[int, str]:
    """The text of the Note each call refers to (``=n=``), by the call's index in the auction."""
    texts = _note_texts(game)
    notes: dict[int, str] = {}
    index = -1
    for t in tokens if texts else ():
        if t in PLAIN_CALLS:  # the usual token, quickly: a call (or - * + AP) with nothing attached
            index += t not in ("-", "*", "+", "AP")
            continue
        refs = [ref for ref in re.findall(r"=([0-9]+)=", t) if ref in texts]
        if refs and index >= 0:
            notes[index] = texts[refs[-1]]
        index += _is_call_token(t)
    return notes


def _is_call_token(t: str) -> bool:
    """Whether a token of an Auction section is a call (perhaps with its suffix or note attached)."""
    head = re.sub(r"[!?]*(=[0-9]+=)?$", "", t)
    return bool(head) and head[0] not in "=$" and bool(CALL_TOKEN.match(head)) and head.upper() not in ("-", "*", "+", "AP")


def _note_texts(game: Game) -> dict[str, str]:
    texts: dict[str, str] = {}
    for e in game.entries if game.has("Note") else ():
        if e.name == "Note" and ":" in e.value:
            n, text = e.value.split(":", 1)
            texts.setdefault(n.strip(), text.lstrip())
    return texts


def _card_events(game: Game, contract: ContractStated, chat: dict[Any, list[str]], fail: _Fail) -> list[Event]:
    """The Play section's cards as events in the order of play: each line a trick, columns the seats
    from the Play tag's seat, each trick from its leader."""
    declarer = contract.declarer
    assert declarer is not None
    first = _seat_tag(game, "Play", fail)
    if first is None:
        return []
    if first != declarer.next:
        raise fail("Play", f"[Play \"{first}\"] but the opening leader is {declarer.next.full_name}, declarer's left")
    cells, gap = _play_cells_of(game.tokens["Play"], fail)
    seats, cards = _cells_in_turn(cells, gap, first, int(contract.contract.strain or 0))
    if not chat:  # the usual game: no comment among the cards
        return list(_plays(seats, cards))
    return [CardPlayed(s, c, with_nt((), chat[c]) if c in chat else ()) for s, c in zip(seats, cards)]


# The events of a call or a card with nothing attached, one of each for every seat, made once:
# ``_MADE[seat][call]``, ``_PLAYED[seat][card]`` (events are immutable values; a played board
# has 52 cards, and a file thousands of boards, of these few hundred events). The cards' are the
# fold's own (``PLAIN_PLAYS``, which ``play_table`` gives a table's cards).
_MADE = tuple(tuple(tuple.__new__(CallMade, (seat, call, ())) for call in CALLS) for seat in Seat)
_PLAYED = PLAIN_PLAYS


def _plays(seats: list[Seat], cards: list[Card]) -> Iterator[CardPlayed]:
    """The events of cards played with nothing attached (``_PLAYED``'s)."""
    return map(getitem, map(_PLAYED.__getitem__, seats), cards)


def _play_cells_of(tokens: list[str], fail: Any) -> tuple[list[Card | None], int]:
    """A Play section's cells, row by row (None for ``-``), up to ``*`` or ``+``, annotations skipped;
    and the first not recorded (None), or their number if all are."""
    try:  # the usual section: cards as PBN writes them, nothing else
        plain: list[Card | None] = list(map(CARDS.__getitem__, tokens))
        return plain, len(plain)
    except KeyError:
        pass
    cells: list[Card | None] = []
    for t in tokens:
        card = CARDS.get(t)
        if card is not None or set(t) == {"-"}:
            cells.append(card)
        elif t in ("*", "+"):
            break
        elif not ANNOTATION.match(t):
            try:
                cells.append(Card.parse(t))
            except BridgeError:
                raise fail("Play", f"{t!r} in the Play section is not a card") from None
    # the first cell not recorded, found by identity (a card's == is Python code, None's is not)
    return cells, next((i for i, cell in enumerate(cells) if cell is None), len(cells))





def _cells_in_turn(cells: list[Card | None], gap: int, first: Seat, trump: int) -> tuple[list[Seat], list[Card]]:
    """The recorded cells (``gap`` the first not recorded) in the order of play, up to the first not
    recorded, as their seats and their cards: each row from its trick's leader, who won the trick
    before (``trick_winner``, as the play decides it); the first trick from the Play tag's seat."""
    seats: list[Seat] = []
    played: list[Any] = []
    leader = int(first)
    whole = gap - gap % 4  # the cells of the tricks recorded whole (no None among them)
    powers = card_powers(trump)
    full = cast("list[Card]", cells)  # up to ``whole``, every cell a card
    for row in range(0, whole, 4):
        k = (leader - first) & 3  # the leader's column
        a, b, c, d = full[row + k], full[row + ((k + 1) & 3)], full[row + ((k + 2) & 3)], full[row + ((k + 3) & 3)]
        seats += SEATS_FROM[leader]
        played += (a, b, c, d)
        leader = (leader + winning_place(powers[a // 13], a, b, c, d)) & 3  # the trick's winner (as ``trick_winner`` decides it) leads next
    if whole < len(cells):  # the row that holds the first cell not recorded (or is not a whole row)
        tail_seats, tail_cards = _row_in_turn(cells[whole : whole + 4], (leader - first) & 3, leader)
        seats += tail_seats
        played += tail_cards
    return seats, played


def _row_in_turn(row: list[Card | None], column: int, leader: int) -> tuple[list[Seat], list[Card]]:
    """A row's cells (perhaps fewer than four) in the order of play from the leader's ``column``, up to
    the first not recorded, as their seats and their cards."""
    row_cells = (row + [None] * 4)[:4]
    in_turn = row_cells[column:] + row_cells[:column]
    recorded = next(i for i, cell in enumerate(in_turn) if cell is None)
    return list(SEATS_FROM[leader][:recorded]), cast("list[Card]", in_turn[:recorded])




def _check_score(game: Game, board: Board, fail: Any) -> None:
    text = game.tag("Score")
    if text is None or not board.is_over:
        return
    scoring = (game.tag("Scoring") or "").split(";")[0].upper()
    if scoring in _NOT_DUPLICATE:
        return
    result = board.result("duplicate")
    assert result is not None
    stated = score_of_tag(text, board.declarer)
    if stated is None:
        raise fail("Score", f"[Score \"{text}\"] is not a score (e.g. NS 420)")
    if stated != result.ns:
        what = result.result_text if result.declarer is not None else "passed out"
        raise fail("Score", f"[Score \"{text}\"] disagrees with the result: {what}, vulnerable {board.vulnerable}, "
                            f"scores NS {result.ns:+d} (duplicate)")


