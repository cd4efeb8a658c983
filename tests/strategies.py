"""Hypothesis strategies for bridgefp's values, auctions and event logs.

Import them from a test module in ``tests/`` as ``from strategies import ...`` (pytest
puts ``tests/`` on ``sys.path``; the folder is not a package).

Every strategy builds its values through the public API, so what it yields is what
a caller of the library could have built: auctions are grown one call at a time from
``legal_calls``, deals come from a permutation of 1..52.
"""

from __future__ import annotations

import random
import string
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st
from pyrsistent import freeze

from bridgefp import (
    CALLS,
    PASS,
    Auction,
    BridgeError,
    CallMade,
    Card,
    CardPlayed,
    Claimed,
    Deal,
    Dealt,
    Seat,
    Vulnerability,
    apply_call,
    apply_event,
    legal_calls,
    start_board,
)

__all__ = [
    "boards_in_play",
    "with_hidden_cards_swapped",
    "seats",
    "vulnerabilities",
    "cards",
    "calls",
    "permutations",
    "deals",
    "call_sequences",
    "auctions",
    "complete_auctions",
    "json_values",
    "extras",
    "log_text",
    "dealt_events",
    "boards",
    "logs",
    "any_events",
]

seats = st.sampled_from(list(Seat))
vulnerabilities = st.sampled_from(list(Vulnerability))
cards = st.integers(1, 52).map(Card.from_number)
calls = st.sampled_from(CALLS)

permutations = st.permutations(list(range(1, 53)))


@st.composite
def deals(draw: st.DrawFn, dealer: Seat | None = None) -> Deal:
    """A deal dealt from a random permutation of 1..52 by ``dealer`` (drawn if None)."""
    perm = draw(permutations)
    who = draw(seats) if dealer is None else dealer
    return Deal.from_permutation(perm, who)


def _next_call(draw: st.DrawFn, auction: Auction, pass_out: bool = True) -> Any:
    """One call drawn from ``legal_calls(auction)``: Pass most often, then X/XX, then bids.

    Pass is the shrink target (choice 0), so failing examples shrink to short,
    pass-heavy auctions. Bids favour the few cheapest ones so auctions run long
    enough to hold doubles, redoubles and re-bids of a strain. With ``pass_out=False``
    the fourth player bids rather than pass the board out.
    """
    legal = legal_calls(auction)
    assert legal, "an open auction always has a legal call"
    choice = draw(st.integers(0, 9))
    if not pass_out and auction.last_bid is None and auction.passes == 3:
        return draw(st.sampled_from([c for c in legal if c.is_bid][:6]))
    if choice <= 4:
        return PASS
    specials = [c for c in legal if c > PASS]  # X or XX when legal
    if choice <= 6 and specials:
        return draw(st.sampled_from(specials))
    bids = [c for c in legal if c.is_bid]
    if not bids:
        return PASS
    if choice <= 8:
        return draw(st.sampled_from(bids[:4]))
    return draw(st.sampled_from(bids))


@st.composite
def call_sequences(
    draw: st.DrawFn, dealer: Seat | None = None, complete: bool | None = None, pass_out: bool = True
) -> tuple[Seat, list[Any]]:
    """``(dealer, calls)``: a legal call sequence, built by drawing from ``legal_calls``.

    ``complete=True`` runs the auction to its end; ``False`` stops while it is still
    open; ``None`` (the default) may do either, cutting a completed auction at a drawn
    length. ``pass_out=False`` never passes the board out.
    """
    who = draw(seats) if dealer is None else dealer
    auction = Auction.start(who)
    made: list[Any] = []
    while not auction.is_complete:
        call = _next_call(draw, auction, pass_out)
        auction = apply_call(auction, auction.turn, call)
        made.append(call)
    if complete is True:
        return who, made
    # Every proper prefix of a completed auction is open (the end is only reached once).
    upper = len(made) - 1 if complete is False else len(made)
    cut = draw(st.integers(0, upper))
    return who, made[:cut]


@st.composite
def auctions(draw: st.DrawFn, dealer: Seat | None = None, complete: bool | None = None) -> Auction:
    """An Auction folded from a legal call sequence (see ``call_sequences``)."""
    who, made = draw(call_sequences(dealer=dealer, complete=complete))
    auction = Auction.start(who)
    for call in made:
        auction = apply_call(auction, auction.turn, call)
    return auction


def complete_auctions(dealer: Seat | None = None) -> st.SearchStrategy[Auction]:
    """Auctions that have ended (a contract or a pass-out)."""
    return auctions(dealer=dealer, complete=True)


@st.composite
def call_events(draw: st.DrawFn, dealer: Seat, pass_out: bool = True) -> list[CallMade]:
    """The call events of a completed legal auction from ``dealer`` (never passed out unless ``pass_out``)."""
    _, made = draw(call_sequences(dealer=dealer, complete=True, pass_out=pass_out))
    return [CallMade(dealer.after(i), call) for i, call in enumerate(made)]


# Unknown fields of a log: any JSON value; text may hold any character, line separators included.
log_text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | log_text,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(log_text, children, max_size=3),
    max_leaves=5,
)

_KNOWN_FIELDS = {
    "deal": {"event", "board", "dealer", "vulnerable", "deal"},
    "call": {"event", "seat", "call"},
    "play": {"event", "seat", "card"},
    "claim": {"event", "seat", "tricks"},
}
_field_names = st.one_of(
    st.sampled_from(["explain", "note", "time", "robot", "meta"]),
    st.text(alphabet=string.ascii_lowercase + "_", min_size=1, max_size=8),
)


@st.composite
def extras(draw: st.DrawFn, kind: str) -> tuple[tuple[str, Any], ...]:
    """Unknown fields for an event of ``kind`` (``deal``, ``call``…), as the codec keeps them:
    names that are not the kind's own fields, values frozen with ``pyrsistent.freeze``."""
    names = draw(
        st.lists(_field_names.filter(lambda n: n not in _KNOWN_FIELDS[kind]), max_size=2, unique=True)
    )
    out = []
    for name in names:
        value = draw(log_text) if name == "explain" else draw(json_values)
        out.append((name, freeze(value)))
    return tuple(out)


@st.composite
def dealt_events(draw: st.DrawFn) -> Dealt:
    """A deal event: a random deal, dealer, vulnerability, maybe a board number, maybe extra fields."""
    dealer = draw(seats)
    return Dealt(
        deal=draw(deals(dealer=dealer)),
        dealer=dealer,
        vulnerable=draw(vulnerabilities),
        board=draw(st.none() | st.integers(1, 10_000)),
        extra=draw(extras("deal")),
    )


@st.composite
def boards(draw: st.DrawFn, complete: bool | None = None) -> list[Any]:
    """One board's events: a Dealt, then a legal auction as CallMade events with extra fields."""
    dealt = draw(dealt_events())
    _, made = draw(call_sequences(dealer=dealt.dealer, complete=complete))
    events: list[Any] = [dealt]
    for i, call in enumerate(made):
        # Extra fields on some calls only: they are costly to draw, and one per board is enough.
        extra = draw(extras("call")) if draw(st.integers(0, 3)) == 3 else ()
        events.append(CallMade(dealt.dealer.after(i), call, extra))
    return events


@st.composite
def logs(draw: st.DrawFn, max_boards: int = 2) -> list[Any]:
    """A whole log of one or more boards (Dealt + CallMade events)."""
    count = draw(st.integers(1, max_boards))
    events: list[Any] = []
    for _ in range(count):
        events.extend(draw(boards()))
    return events


@st.composite
def any_events(draw: st.DrawFn) -> list[Any]:
    """Events of every kind, in any order: for the codec, which reads and writes without folding."""
    one = st.one_of(
        dealt_events(),
        st.builds(CallMade, seats, calls, extras("call")),
        st.builds(CardPlayed, seats, cards, extras("play")),
        st.builds(Claimed, seats, st.integers(0, 13), extras("claim")),
    )
    return draw(st.lists(one, max_size=6))


def reference_shuffles(seed: int, count: int) -> list[list[int]]:
    """SPEC §1 word for word: Fisher–Yates with random.Random(seed).randint(0, i), i = 51..1."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        a = list(range(1, 53))
        for i in range(51, 0, -1):
            j = rng.randint(0, i)
            a[i], a[j] = a[j], a[i]
        out.append(a)
    return out


def with_hidden_cards_swapped(board: Any, view: Any, rng: random.Random) -> Any | None:
    """The same board with two hidden hands' cards dealt again between them, or None.

    The seat to play and the hand it is shown keep their cards; every event is replayed on
    the new deal, so the result has the same history. None when the new hands could not
    have played that history (a card in the wrong hand, a revoke).
    """
    visible = {view.seat}
    if view.partner_hand is not None:
        visible.add(board.declarer if view.seat == board.dummy else board.dummy)
    hidden = [s for s in Seat if s not in visible]
    assert len(hidden) >= 2
    a, b = rng.sample(hidden, 2)
    held = {s: board.hand(s).mask for s in Seat}
    pool = [c for c in range(52) if (held[a] | held[b]) >> c & 1]
    rng.shuffle(pool)
    n = held[a].bit_count()
    masks = list(board.deal.masks)
    masks[a] = masks[a] & ~held[a] | sum(1 << c for c in pool[:n])
    masks[b] = masks[b] & ~held[b] | sum(1 << c for c in pool[n:])
    other = start_board(Dealt(Deal(tuple(masks)), board.dealer))
    try:
        for event in list(board.events)[1:]:
            other = apply_event(other, event)
    except BridgeError:
        return None
    return other


@st.composite
def boards_in_play(draw: st.DrawFn, max_cards: int = 51) -> tuple[Any, random.Random]:
    """A board bid by the simple system and part played at random (not over), and the rng used."""
    from bridgefp import get_system, legal_cards, start_play
    from bridgefp.robots import finish_auction

    perm = draw(st.permutations(range(1, 53)))
    board = finish_auction(start_board(Dealt(Deal.from_permutation(perm))), get_system("simple"))
    assume(not board.auction.is_passed_out)
    steps = draw(st.integers(0, max_cards))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(steps):
        if board.is_over:
            break
        play = board.play or start_play(board.deal, board.auction)
        board = apply_event(board, CardPlayed(play.turn, rng.choice(legal_cards(play))))
    assume(not board.is_over)
    return board, rng
