"""Play of the hand as a fold (SPEC §6): thirteen tricks, or a claim.

The player on declarer's left leads; each player follows suit if able; the
highest trump, else the highest card of the suit led, wins and leads next.
One function decides each fact: ``_legal_mask`` which cards may be played (``legal_cards``
lists them, ``apply_play`` refuses any other and says which rule it breaks), ``trick_winner``
who wins a trick, ``Play.turn`` whose card comes next, ``play_cards`` the step of play (one
card or a run of them: ``apply_play`` is it on one card), ``claim_range`` which claims stand.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Iterable, Iterator, NamedTuple, Sequence, cast

from ._vectors import PVector, pvector

from .auction import Auction
from .cards import CARDS, SEATS, SUIT_LETTERS, SUIT_MASK, Card, Hand, Seat, Strain, rank_text
from .deal import Deal
from ._records import record
from .errors import IllegalCardError, IllegalClaimError, InvalidValueError, ParseError

__all__ = ["Play", "Trick", "start_play", "apply_play", "apply_claim", "legal_cards", "legal_cards_in", "legal_mask", "trick_winner", "play_cards", "play_rows", "claim_range", "trick_is_lost"]

@record
class Trick(NamedTuple):
    """A finished trick: who led, the four cards in the order played, who won it."""

    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def seats(self) -> list[tuple[Seat, Card]]:
        """The cards with the seat that played each."""
        return [(self.leader.after(i), c) for i, c in enumerate(self.cards)]


class _PlayRecord(NamedTuple):
    declarer: Seat
    trump: Strain  # a suit, or Strain.NT for no trump
    hands: tuple[int, int, int, int]  # the cards each seat still holds, as masks
    leader: Seat  # who led (or leads) the trick in progress
    current: tuple[Card, ...] = ()  # cards played to the trick in progress
    done: PVector[Trick] = pvector()
    declarer_tricks: int = 0
    defender_tricks: int = 0
    claimed_by: Seat | None = None


@record
class Play(_PlayRecord):
    """The play so far: the cards still held, the trick in progress, the tricks done.

    ``start_play`` gives the state before the opening lead; ``apply_play`` and
    ``apply_claim`` give every later one. Immutable, with named fields; a NamedTuple
    because a tuple is the cheapest immutable record to build (one per card), but
    equal only to another Play. Built by hand, ``Play(...)`` checks that its fields agree
    (cards held once, tricks won by their winners, counts that match the tricks); the
    fold builds its states with ``_play``, whose fields follow from the rules.
    """

    __slots__ = ()

    def __new__(
        cls, declarer: Seat, trump: Strain, hands: tuple[int | Hand, int | Hand, int | Hand, int | Hand], leader: Seat,
        current: tuple[Card, ...] = (), done: PVector[Trick] = pvector(), declarer_tricks: int = 0,
        defender_tricks: int = 0, claimed_by: Seat | None = None,
    ) -> Play:
        try:  # seats and the trump may be given as their ints
            declarer, leader, trump = _seat(declarer), _seat(leader), Strain.parse(trump)
        except (ParseError, TypeError, IndexError):
            raise InvalidValueError("not a state of play: declarer and leader must be seats, trump a strain") from None
        masks = tuple(h.mask if isinstance(h, Hand) else h for h in hands)
        play = tuple.__new__(cls, (declarer, trump, masks, leader, tuple(current), pvector(done),
                                   declarer_tricks, defender_tricks, claimed_by))
        problem = _play_problem(play)
        if problem:
            raise InvalidValueError(f"not a state of play: {problem}")
        return play

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Play:  # type: ignore[override]
        """A Play from its fields, checked as ``Play(...)`` checks them (``_replace`` comes here too)."""
        return cls(*iterable)

    def __repr__(self) -> str:
        """The ``Play(...)`` that builds this state again, hands as ``Hand`` values."""
        hands = ", ".join(repr(Hand(mask)) for mask in self.hands)
        return (f"Play(declarer={self.declarer!r}, trump={self.trump!r}, hands=({hands}), leader={self.leader!r}, "
                f"current={self.current!r}, done={list(self.done)!r}, declarer_tricks={self.declarer_tricks!r}, "
                f"defender_tricks={self.defender_tricks!r}, claimed_by={self.claimed_by!r})")

    def _replace(self, **fields: Any) -> Play:
        """A Play with some fields changed, checked as ``Play(...)`` checks them."""
        return self._make(fields.pop(name, getattr(self, name)) for name in self._fields)

    def __iter__(self) -> Iterator[Any]:
        raise TypeError("a Play is not a sequence: read its fields (hands, current, done, …) by name")

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def turn(self) -> Seat:
        """The seat whose card comes next (dummy's seat when dummy is to play)."""
        return self.leader.after(len(self.current))

    @property
    def is_over(self) -> bool:
        return self.claimed_by is not None or len(self.done) == 13

    @property
    def dummy_visible(self) -> bool:
        """Dummy's hand is shown once the opening lead is made."""
        return bool(self.done) or bool(self.current)

    @property
    def tricks_left(self) -> int:
        """Tricks not yet won or claimed, the one in progress included."""
        return 13 - self.declarer_tricks - self.defender_tricks

    def tricks_of(self, seat: Seat) -> int:
        """Tricks won so far by ``seat``'s side."""
        return self.defender_tricks if seat.is_opponent_of(self.declarer) else self.declarer_tricks


def _play(
    *, declarer: Seat, trump: Strain, hands: tuple[int, int, int, int], leader: Seat, current: tuple[Card, ...],
    done: PVector[Trick], declarer_tricks: int, defender_tricks: int, claimed_by: Seat | None = None,
) -> Play:
    """The fold's constructor: a state whose fields follow from a legal step (not checked again)."""
    return tuple.__new__(Play, (declarer, trump, hands, leader, current, done, declarer_tricks, defender_tricks,
                               claimed_by))


_NO_TRICKS: PVector[Trick] = pvector()


def _seat(value: Seat | int) -> Seat:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise TypeError("not a seat")
    return SEATS[value]


def _play_problem(p: Play) -> str:
    """What makes these fields no state of play ("" when they are one)."""
    if len(p.hands) != 4 or len(p.current) > 3 or len(p.done) > 13:
        return "four hands, at most three cards in the trick in progress, at most 13 tricks"
    return _cards_problem(p) or _tricks_problem(p)


def _cards_problem(p: Play) -> str:
    """Every card once: in a hand, or played to a trick."""
    played = [c for t in p.done for c in t.cards] + list(p.current)
    masks = [sum(1 << c for c in set(played)), *p.hands]
    if all(isinstance(m, int) and m >= 0 for m in masks):
        if sum(m.bit_count() for m in p.hands) + len(played) == 52 and _union(masks) == (1 << 52) - 1:
            return ""
    return "the hands and the cards played must hold each card once"


def _union(masks: list[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def _tricks_problem(p: Play) -> str:
    """Tricks led by the last winner and won by the rules; counts that match them."""
    leader = p.declarer.next
    for trick in p.done:
        if trick.leader != leader or trick.winner != trick_winner(trick.cards, trick.leader, p.trump):
            return "each trick is led by the last winner and won by its highest trump or card of the suit led"
        leader = trick.winner
    if p.leader != leader:
        return f"the trick in progress is led by {leader.full_name}, who won the last trick"
    return _counts_problem(p)


def _counts_problem(p: Play) -> str:
    ours = sum(1 for t in p.done if not t.winner.is_opponent_of(p.declarer))
    if p.claimed_by is None:
        ok = (p.declarer_tricks, p.defender_tricks) == (ours, len(p.done) - ours)
        return "" if ok else "the trick counts must match the tricks won"
    ok = p.declarer_tricks + p.defender_tricks == 13 and p.declarer_tricks >= ours
    return "" if ok else "after a claim, the trick counts must add up to 13"


def start_play(deal: Deal, auction: Auction) -> Play:
    """The play before the opening lead, for a completed auction with a contract."""
    declarer = auction.declarer
    contract = auction.contract
    leader = auction.opening_leader
    if declarer is None or contract is None or contract.strain is None or leader is None:
        raise IllegalCardError("there is no play: the auction is open or was passed out")
    return _play(  # the deal's four hands and the auction's declarer and leader: nothing to check again
        declarer=declarer, trump=contract.strain, hands=deal.masks, leader=leader, current=(), done=_NO_TRICKS,
        declarer_tricks=0, defender_tricks=0,
    )


def _legal_mask(held: int, current: Sequence[Card]) -> int:
    """Of the cards ``held`` by the seat to play, those it may play to ``current``: the one rule
    of following suit (any card to lead; a card of the suit led when it holds one)."""
    if current:
        in_suit = held & (SUIT_MASK << (13 * (current[0] // 13)))
        if in_suit:
            return in_suit
    return held


def legal_mask(play: Play) -> int:
    """The cards the seat to play may play, as a mask (bit ``card`` set); 0 once play is over."""
    return 0 if play.is_over else _legal_mask(play.hands[play.turn], play.current)


def legal_cards(play: Play) -> list[Card]:
    """The cards the seat to play may play, low to high; none once play is over."""
    if play.is_over:
        return []
    return legal_cards_in(play.hands[play.turn], play.current)


def legal_cards_in(held: int, current: tuple[Card, ...]) -> list[Card]:
    """Of the cards ``held`` (a mask), those that may be played to the trick ``current``, low to high.

    For a robot that knows only its own hand: the same rule as ``legal_cards``.
    """
    mask = _legal_mask(held, current)
    return [CARDS[i] for i in range(52) if mask >> i & 1]


def _powers(trump: int, led: int) -> tuple[int, ...]:
    """How strongly each card counts in a trick led in ``led`` with ``trump`` trumps: a trump above
    every card of the suit led, higher ranks above lower, a card of neither suit 0 (it cannot win)."""
    return tuple(40 + c % 13 if c // 13 == trump else 20 + c % 13 if c // 13 == led else 0 for c in range(52))


# The powers of the cards for each trump (clubs … no trump) and suit led: ``_POWER[4 * trump + led]``.
_POWER = tuple(_powers(trump, led) for trump in range(5) for led in range(4))


def card_powers(trump: int) -> tuple[tuple[int, ...], ...]:
    """How strongly each card counts with ``trump`` trumps (a suit, or 4 for no trump), for each suit
    led: ``card_powers(trump)[led][card]``. Of a trick's four cards the one of highest power wins
    (``trick_winner`` decides by these): for a reader that puts many tricks in order at once."""
    return _POWER[4 * trump : 4 * trump + 4]


def winning_place(power: Sequence[int], first: int, second: int, third: int, fourth: int) -> int:
    """Which of a trick's four cards (0 for the lead) wins, by their ``power`` for the suit led
    (``card_powers(trump)[led]``): the highest."""
    best, top = 0, power[first]
    if power[second] > top:
        best, top = 1, power[second]
    if power[third] > top:
        best, top = 2, power[third]
    if power[fourth] > top:
        best = 3
    return best


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> Seat:
    """Who wins four cards led by ``leader``: the highest trump, else the highest of the suit led."""
    first, second, third, fourth = cards[0], cards[1], cards[2], cards[3]
    return SEATS[(leader + winning_place(_POWER[4 * trump + first // 13], first, second, third, fourth)) & 3]


def apply_play(play: Play, seat: Seat | int, card: Card) -> Play:
    """The play after ``seat`` plays ``card``; IllegalCardError naming the rule if it may not.

    One card by the rule as ``legal_mask`` states it; ``play_cards`` folds a run of cards to the same states.
    """
    hands, leader, current, done = play.hands, play.leader, play.current, play.done
    turn = (leader + len(current)) & 3
    if play.claimed_by is not None or len(done) == 13 or seat != turn or not _legal_mask(hands[turn], current) >> card & 1:
        raise IllegalCardError(_why_illegal(play, SEATS[seat], card))
    held = list(hands)
    held[turn] ^= 1 << card
    current = (*current, CARDS[card])
    if len(current) < 4:
        n, e, s, w = held
        return tuple.__new__(Play, (play.declarer, play.trump, (n, e, s, w), leader, current, done,
                                    play.declarer_tricks, play.defender_tricks, None))
    tricks: list[Trick] = []
    winner = _close_trick(tricks, list(current), leader, play.trump)
    return _after_run(play, held, [], winner, tricks)


# The cards of each card's suit, as a mask: ``_SUIT_OF[card]``.
_SUIT_OF = tuple(SUIT_MASK << (13 * (c // 13)) for c in range(52))
# Each card's bit in a hand's mask: ``_BIT[card]`` (looked up, not shifted, where a loop reads many cards).
_BIT = tuple(1 << c for c in range(52))


def play_cards(play: Play, cards: Iterable[Sequence[Any]]) -> tuple[Play, int]:
    """The play after the cards ``(seat, card)`` in turn, as far as they are legal, and how many were.

    Each item is a ``(seat, card)`` pair or anything that starts with them (a ``CardPlayed`` event).

    The fold's step for a run of cards: the same states as ``apply_play`` card by card (a property
    test holds them equal), but one state for the run. The rule of ``_legal_mask`` is read here
    from the suit led's mask, set once a trick: the seat to play holds the card and, if it holds a
    card of the suit led, plays one; the fourth card closes the trick and ``trick_winner`` leads
    the next. The first card that breaks a rule stops the run (``apply_play`` on it says which rule).
    """
    room = 13 - len(play.done)  # tricks still to be played
    if play.claimed_by is not None or not room:
        return play, 0
    hands, current, leader, trump = list(play.hands), list(play.current), int(play.leader), play.trump
    tricks: list[Trick] = []
    played = 0
    if not current and isinstance(cards, list):  # whole tricks first, four cards at a time
        played, leader = _whole_tricks(hands, cards, leader, trump, tricks, room)
        if played:
            cards = itertools.islice(cards, played, None)
    turn = (leader + len(current)) & 3
    led = _SUIT_OF[current[0]] if current else 0
    for item in cards if len(tricks) < room else ():
        card = item[1]
        held = hands[turn]
        if item[0] != turn or not held >> card & 1 or held & led and not led >> card & 1:
            break
        hands[turn] = held ^ (1 << card)
        current.append(CARDS[card])
        played += 1
        if len(current) < 4:
            if len(current) == 1:
                led = _SUIT_OF[card]
            turn = (turn + 1) & 3
            continue
        turn = leader = _close_trick(tricks, current, leader, trump)
        current, led = [], 0
        if len(tricks) == room:
            break
    if not played:
        return play, 0
    return _after_run(play, hands, current, leader, tricks), played


def _whole_tricks(
    hands: list[int], cards: list[Sequence[Any]], leader: int, trump: int, tricks: list[Trick], room: int,
) -> tuple[int, int]:
    """Fold the whole tricks at the start of ``cards`` (the first led by ``leader``) while each of
    their four cards is legal, at most ``room`` of them: the cards folded and who leads next.

    The rules of ``play_cards``'s loop, on a trick's four cards at once: each seat in turn holds
    its card and, holding a card of the suit led, plays one; the highest power (``_POWER``) wins.
    At the first trick with a card that breaks a rule it stops before that trick, untouched."""
    end = 4 * min(len(cards) // 4, room)
    powers = card_powers(trump)
    k = 0
    while k < end:
        a, b, c, d = cards[k : k + 4]
        ca, cb, cc, cd = a[1], b[1], c[1], d[1]
        sb, sc, sd = (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
        ha, hb, hc, hd = hands[leader], hands[sb], hands[sc], hands[sd]
        led = _SUIT_OF[ca]
        if (a[0] != leader or b[0] != sb or c[0] != sc or d[0] != sd
                or not (ha >> ca & 1 and hb >> cb & 1 and hc >> cc & 1 and hd >> cd & 1)
                or (hb & led and not led >> cb & 1) or (hc & led and not led >> cc & 1)
                or (hd & led and not led >> cd & 1)):
            break
        hands[leader], hands[sb], hands[sc], hands[sd] = ha ^ (1 << ca), hb ^ (1 << cb), hc ^ (1 << cc), hd ^ (1 << cd)
        best = (leader + winning_place(powers[ca // 13], ca, cb, cc, cd)) & 3
        tricks.append(tuple.__new__(Trick, (SEATS[leader], (CARDS[ca], CARDS[cb], CARDS[cc], CARDS[cd]), SEATS[best])))
        leader = best
        k += 4
    return k, leader


def play_rows(play: Play, cells: Sequence[Card], first: int, plays: Sequence[Sequence[Any]] | None = None,
              out: list[Any] | None = None) -> tuple[Play, int]:
    """The play after the whole tricks of a play table, as far as they are legal, and how many were.

    ``cells`` are the table's cards row by row, each row a trick and its columns the seats
    clockwise from ``first`` (a record's Play section, e.g. PBN's); each trick is played from
    its leader, the winner of the trick before (``play``'s leader for the first row). The fold's
    step for such a table: the same states as ``apply_play`` on the cards in the order of play
    (a property test holds them equal), the order and each trick's winner worked out once.
    Only whole rows are taken, from a play with no trick in progress; the first row with a card
    that breaks a rule stops it, untouched (``apply_play`` on its cards in turn says which rule).
    With ``plays`` (a value for each seat and card: ``plays[seat][card]``, such as the event of it
    played) and ``out``, the values of the cards taken are added to ``out`` in the order of play.
    """
    room = 13 - len(play.done)
    if play.claimed_by is not None or play.current or not room:
        return play, 0
    hands, tricks = list(play.hands), cast("list[Trick]", [])
    leader = _whole_rows(hands, cells, first & 3, int(play.leader), play.trump, tricks, room, plays, out)
    if not tricks:
        return play, 0
    return _after_run(play, hands, [], leader, tricks), len(tricks)


_COLUMNS = tuple(tuple((k + i) & 3 for i in range(4)) for k in range(4))  # a row's columns in turn from column k
_SEATS_AFTER = tuple(tuple((s + i) & 3 for i in range(1, 4)) for s in range(4))  # the three seats after each
# For a table whose first column is seat ``first``, and each leader: the columns of the row in the order
# of play from the leader's, then the three seats after the leader (``_ROW_PLANS[first][leader]``).
_ROW_PLANS = tuple(tuple(_COLUMNS[(leader - first) & 3] + _SEATS_AFTER[leader] for leader in range(4)) for first in range(4))


def _whole_rows(
    hands: list[int], cells: Sequence[Card], first: int, leader: int, trump: int, tricks: list[Trick], room: int,
    plays: Sequence[Sequence[Any]] | None = None, out: list[Any] | None = None,
) -> int:
    """Fold the whole rows of ``cells`` (``play_rows``'s table) while each of their four cards is
    legal, at most ``room`` of them, adding their tricks to ``tricks`` (and with ``plays``, the
    cards' values to ``out``, as ``play_rows`` says): who leads next.

    ``_whole_tricks``'s rules on a row read from its leader's column: each seat in turn holds its
    card and, holding a card of the suit led, plays one; the highest power (``_POWER``) wins."""
    end = 4 * min(len(cells) // 4, room)
    powers, plans, suit_of, seats, bit = card_powers(trump), _ROW_PLANS[first], _SUIT_OF, SEATS, _BIT
    new, add = tuple.__new__, tricks.append  # names looked up once: this loop runs once a trick of every board
    for row in range(0, end, 4):
        i, j, m, n, sb, sc, sd = plans[leader]  # the row's columns from its leader's, the seats after it
        ca, cb, cc, cd = cells[row + i], cells[row + j], cells[row + m], cells[row + n]
        ha, hb, hc, hd = hands[leader], hands[sb], hands[sc], hands[sd]
        ba, bb, bc, bd = bit[ca], bit[cb], bit[cc], bit[cd]  # each card's bit, made once
        led = suit_of[ca]  # each follower may play what it holds of the suit led, else what it holds
        if not (ha & ba and (hb & led or hb) & bb and (hc & led or hc) & bc and (hd & led or hd) & bd):
            break
        hands[leader], hands[sb], hands[sc], hands[sd] = ha ^ ba, hb ^ bb, hc ^ bc, hd ^ bd
        power = powers[ca // 13]  # the highest power wins (``winning_place``)
        best, top = leader, power[ca]
        if power[cb] > top:
            best, top = sb, power[cb]
        if power[cc] > top:
            best, top = sc, power[cc]
        if power[cd] > top:
            best = sd
        add(new(Trick, (seats[leader], (ca, cb, cc, cd), seats[best])))  # the cells' own cards
        if plays is not None and out is not None:
            out += (plays[leader][ca], plays[sb][cb], plays[sc][cc], plays[sd][cd])
        leader = best
    return leader


def _close_trick(tricks: list[Trick], cards: list[Card], leader: int, trump: Strain) -> Seat:
    """Add the trick of these four cards to ``tricks``; its winner, who leads next."""
    winner = trick_winner(cards, leader, trump)
    tricks.append(tuple.__new__(Trick, (SEATS[leader], tuple(cards), winner)))
    return winner


def _after_run(play: Play, hands: list[int], current: list[Card], leader: int, tricks: list[Trick]) -> Play:
    """The state after a run of legal cards from ``play``: its hands, trick in progress and new tricks."""
    side = play.declarer & 1
    theirs = len([t for t in tricks if t[2] & 1 != side])  # the tricks the defenders won
    n, e, s, w = hands
    return _play(
        declarer=play.declarer, trump=play.trump, hands=(n, e, s, w), leader=SEATS[leader], current=tuple(current),
        done=play.done.extend(tricks) if tricks else play.done,
        declarer_tricks=play.declarer_tricks + len(tricks) - theirs, defender_tricks=play.defender_tricks + theirs,
    )


def _why_illegal(play: Play, seat: Seat, card: Card) -> str:
    """The rule ``card`` from ``seat`` breaks (only called when it breaks one)."""
    turn = play.turn
    if play.is_over:
        return f"{seat.full_name} cannot play {card}: the play is over"
    if seat != turn:
        return f"{seat.full_name} cannot play: it is {turn.full_name}'s turn"
    if not play.hands[turn] >> card & 1:
        return f"{card} is not in {turn.full_name}'s hand"
    suit = play.current[0] // 13
    ranks = [rank_text(r) for r in range(12, -1, -1) if play.hands[turn] >> (13 * suit + r) & 1]
    name = Strain(suit).full_name.lower()
    return f"{turn.full_name} must follow suit in {name} (holds {SUIT_LETTERS[suit]} {' '.join(ranks)})"


def apply_claim(play: Play, seat: Seat | int, tricks: int) -> Play:
    """The play after ``seat`` claims ``tricks`` of the remaining tricks for its side; it ends the play.

    A claim may neither take nor concede a trick in progress that is already decided (Laws 70
    and 71): ``claim_range`` gives the numbers allowed.
    """
    who = SEATS[seat]
    if play.is_over:
        raise IllegalClaimError(f"{who.full_name} cannot claim: the play is over")
    if who == play.dummy:
        raise IllegalClaimError(f"{who.full_name} is dummy and cannot claim")
    left = play.tricks_left
    if not 0 <= tricks <= left:
        raise IllegalClaimError(f"{who.full_name} cannot claim {tricks} tricks: only {left} remain")
    if tricks not in claim_range(play, who):
        raise IllegalClaimError(_why_not_claim(play, who, tricks))
    ours, theirs = (left - tricks, tricks) if who.is_opponent_of(play.declarer) else (tricks, left - tricks)
    return _play(
        declarer=play.declarer, trump=play.trump, hands=play.hands, leader=play.leader, current=play.current,
        done=play.done, declarer_tricks=play.declarer_tricks + ours, defender_tricks=play.defender_tricks + theirs,
        claimed_by=who,
    )


def claim_range(play: Play, seat: Seat | int) -> range:
    """How many of the tricks left ``seat`` may claim for its side (empty once play is over).

    All of them down to none, except that a trick in progress already decided goes to the side
    that has it: no claim takes a trick its side can no longer win, no concession gives one away.
    """
    if play.is_over:
        return range(0)
    side = SEATS[seat] & 1
    low = 1 if trick_is_lost(play, 1 - side) else 0
    high = play.tricks_left - 1 if trick_is_lost(play, side) else play.tricks_left
    return range(low, high + 1)


def trick_is_lost(play: Play, side: int) -> bool:
    """Whether ``side`` (0 North–South, 1 East–West) can no longer win the trick in progress,
    whatever legal cards the players still to play choose."""
    current = play.current
    if not current:
        return False
    leader = play.leader
    options = [legal_cards_in(play.hands[leader.after(k)], current) for k in range(len(current), 4)]
    return not any(trick_winner(current + rest, leader, play.trump) & 1 == side for rest in itertools.product(*options))


def _why_not_claim(play: Play, who: Seat, tricks: int) -> str:
    """Why ``who`` may not claim ``tricks`` (only called when the trick in progress is decided)."""
    cards = " ".join(str(c) for c in play.current)
    winners = "North–South" if trick_is_lost(play, 1) else "East–West"
    return (f"{who.full_name} cannot claim {tricks} tricks: {winners} have won the trick in progress "
            f"({cards} led by {play.leader.full_name})")
