"""PBN's syntax checks on a parsed game: each tag value's form, the tags a section needs, annotations.

``tag_problem(game)`` answers the first problem as ``(line, what)``, then the rules that tie tags
and sections together (``pbn_rules``); None when the game breaks none.
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from .._patterns import LazyPattern
from ..cards import Hand
from ..errors import BridgeError
from .pbn_rules import rule_problem, table_order_problem
from .pbn_syntax import ANNOTATION, TOKEN, Game, shorten
from .pbn_values import CALL_TOKEN, CARDS, PLAIN_CALLS
from .records import is_digits

__all__ = ["tag_problem", "table_problem"]

_DATE = re.compile(r"^[0-9?]{4}\.[0-9?]{1,2}\.[0-9?]{1,2}$")
_SCORE = re.compile(r"^((NS|EW) ?)?[+-]?[0-9]+( (NS|EW) ?[+-]?[0-9]+)?$")
_PERCENT = LazyPattern(r"^((NS|EW) )?[0-9]+(\.[0-9]*)?( (NS|EW) [0-9]+(\.[0-9]*)?)?$")
_NOTE = LazyPattern(r"^([0-9]+):")
_CONTRACT = LazyPattern(r"^([1-7]?(C|D|H|S|NT?)(X|XX)?|PASS)$", re.I)
_ROUND = LazyPattern(r"^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$")
_OPTIMUM_SCORE = LazyPattern(r"^(NS|EW) [+-]?[0-9]+$")
_SCORING_PART = LazyPattern(r"^[A-Za-z][A-Za-z0-9_]*$")


_SUFFIXES = ("!", "?", "!!", "??", "!?", "?!")


def tag_problem(game: Game) -> tuple[int, str] | None:
    """The first tag value that breaks PBN's syntax for its tag (unknown values ``?``, ``""``, ``#`` pass),
    then the first missing tag a section needs, then the first malformed annotation, then the first rule
    that ties tags and sections together (``pbn_rules``: irregularity marks, '+', rubber history…).

    ``game`` is one without syntax problems: no tag but Note given twice."""
    return None if _is_usual(game) else _first_problem(game)


def _first_problem(game: Game) -> tuple[int, str] | None:
    """``tag_problem``, each check in turn."""
    for e in game.entries:  # only some tags have a form; most of their values are among the usual ones
        what = _value_problem(e.name, e.value) if e.name in _CHECKED and e.value not in _USUAL[e.name] else None
        if what is not None:
            return game.tag_lines.get(e.name, 0), what
    missing = _missing_tag(game)
    if missing is not None:
        return missing
    notes = _note_numbers(game)
    for section in ("Auction", "Play"):
        what = _section_problem(game, section, notes)
        if what is not None:
            return game.tag_lines.get(section, 0), what
    return rule_problem(game)


def _is_usual(game: Game) -> bool:
    """Whether a game breaks none of ``tag_problem``'s checks, found at C speed for the usual game: no
    Note, no rubber history, every checked value valid, the tags its sections need, a plain Result, and
    sections of calls and cards alone (no annotation, mark or '+'). False sends it to the checks one by one."""
    firsts = game.firsts()
    if "Note" in firsts or "ScoreRubberHistory" in firsts or (firsts.get("Declarer") or "")[:1] == "^":
        return False
    if not _has_section_tags(firsts) or not _plain_sections(game.tokens):
        return False
    usual = _USUAL
    for name in _CHECKED.intersection(firsts):
        value = firsts[name]
        if value not in usual[name] and not _passes(name, value):
            return False
    return _result_problem(game) is None


def _passes(name: str, value: str) -> bool:
    """Whether a checked tag's value passes ``_value_problem``: a whole Deal (four hands, one space
    apart, none of them ``-``) at once; another tag's value checked once for the values a file repeats."""
    if name != "Deal":
        return _passes_its_check(name, value)
    return ("-" not in value and value[value.find(":") + 1 :].count(" ") == 3) or _value_problem(name, value) is None


@functools.lru_cache(maxsize=1024)
def _passes_its_check(name: str, value: str) -> bool:
    """``_value_problem`` finds nothing wrong with a tag's value (its date, its event's scoring…)."""
    return _value_problem(name, value) is None


def _has_section_tags(firsts: dict[str, str]) -> bool:
    """An Auction's Dealer, a Play's Deal, Declarer and Contract (an end position's is not asked)."""
    return ("Auction" not in firsts or "Dealer" in firsts) and ("Play" not in firsts or _PLAY_NEEDS.issubset(firsts))


def _plain_sections(tokens: dict[str, list[str]]) -> bool:
    """An Auction of calls alone (no '+') and a Play of cards alone."""
    auction, play = tokens.get("Auction"), tokens.get("Play")
    return (auction is None or (PLAIN_CALLS.issuperset(auction) and "+" not in auction)) and (
        play is None or _PLAIN_CARDS.issuperset(play))


_PLAY_NEEDS = frozenset(("Deal", "Declarer", "Contract"))
_PLAIN_CARDS = frozenset(CARDS)


_VALUE_CHECKS: dict[str, Callable[[str], object]] = {
    "Date": _DATE.match,
    "Dealer": lambda v: v.upper() in ("N", "E", "S", "W"),
    "Declarer": lambda v: v.upper() in ("N", "E", "S", "W"),
    "Vulnerable": lambda v: v.upper() in ("NONE", "LOVE", "-", "NS", "EW", "ALL", "BOTH"),
    "Contract": _CONTRACT.match,
    "Result": lambda v: _valid_result(v),
    "Score": _SCORE.match,
    "ScorePercentage": _PERCENT.match,
    "Round": _ROUND.match,
    "OptimumScore": _OPTIMUM_SCORE.match,
    "Scoring": lambda v: all(map(_SCORING_PART.match, v.split(";"))),
}

_CHECKED = frozenset(("Note", "Deal", *_VALUE_CHECKS))  # the tags whose values have a form to check
_UNKNOWN = ("", "?", "#")
_SEAT_VALUES = frozenset(("N", "E", "S", "W", *_UNKNOWN))
# Values of each checked tag that pass its check, as programs write them (any other is checked in full).
_USUAL: dict[str, frozenset[str]] = {name: frozenset(_UNKNOWN) for name in _CHECKED} | {
    "Note": frozenset(),  # a Note is never unknown
    "Dealer": _SEAT_VALUES,
    "Declarer": _SEAT_VALUES,
    "Vulnerable": frozenset(("None", "NS", "EW", "All", "Both", "Love", "-", *_UNKNOWN)),
    "Contract": frozenset(("Pass", *_UNKNOWN, *(f"{level}{strain}{risk}" for level in range(1, 8)
                                               for strain in ("C", "D", "H", "S", "NT") for risk in ("", "X", "XX")))),
    "Result": frozenset((*map(str, range(14)), *_UNKNOWN)),
}


def _value_problem(name: str, value: str) -> str | None:
    """What is wrong with one tag's value, if anything (tables: see table_problem)."""
    if name == "Note":
        return _note_tag_problem(value)
    v = value.lstrip("^")
    if v in ("", "?", "#") or value.startswith("##"):
        return None
    if name in _VALUE_CHECKS and not _VALUE_CHECKS[name](v):
        return f'[{name} "{value}"] is not a valid {name} value'
    problem = _partial_deal_problem(v) if name == "Deal" else None
    return None if problem is None else f'[Deal "{value}"]: {problem}'


def _note_tag_problem(value: str) -> str | None:
    m = _NOTE.match(value)
    return None if m and 1 <= int(m.group(1)) <= 32 else f'[Note "{value}"]: a note is "n:text" with n from 1 to 32'


def _note_numbers(game: Game) -> set[int]:
    if not game.has("Note"):
        return set()
    return {int(m.group(1)) for e in game.entries if e.name == "Note" for m in [_NOTE.match(e.value)] if m}


_TABLES = frozenset(("ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable", "OptimumResultTable",
                     "PlayTimeTable", "ScoreTable", "TotalScoreTable"))
_COLUMN = LazyPattern(r"^[+-]?[A-Za-z_][A-Za-z0-9_]*(\\[0-9]+[LR]?)?$")


def table_problem(game: Game) -> tuple[int, str] | None:
    """The first table section (ActionTable, ScoreTable, OptimumResultTable, …) that cannot be read: its
    columns, its elements (read as tokens, however the rows are laid out) and its sort marks."""
    if _TABLES.isdisjoint(game.firsts()):  # the usual game: no table
        return None
    for e in game.entries:
        if e.name in _TABLES and e.value.lstrip("^") not in ("", "?", "#") and not e.value.startswith("##"):
            what = _table_problem(e.name, e.value.lstrip("^"), e.section or [])
            if what is not None:
                return game.tag_lines.get(e.name, 0), what
    return None


_STRING = LazyPattern(r'"(?:[^"\\]|\\.)*"')


def _table_problem(name: str, value: str, rows: list[str]) -> str | None:
    columns = value.split(";")
    bad = next((c for c in columns if not _COLUMN.match(c)), None)
    if bad is not None:
        return f'[{name} "{value}"]: {bad!r} is not a column (Name, or Name\\width with L or R)'
    cells = _table_cells(name, rows)
    if isinstance(cells, str):
        return cells
    if len(cells) % len(columns):
        return f"[{name}]: {len(cells)} elements do not fill rows of {len(columns)}"
    table = [cells[i : i + len(columns)] for i in range(0, len(cells), len(columns))]
    return table_order_problem(name, columns, table)


def _has_comment_among_elements(row: str) -> bool:
    return not row.startswith((";", "{")) and bool(set(_STRING.sub("", row)) & set(";{"))


def _is_bad_element(cell: str) -> bool:
    return not cell.startswith('"') and bool(set(cell) & set(";%[]{}"))


_COMMENT_START = re.compile("[;{]")


def _table_cells(name: str, rows: list[str]) -> list[str] | str:
    """A table's elements, read as tokens across its rows (comments on their own lines aside); or what is
    wrong with them."""
    text = "\n".join(rows)
    row = next(filter(_has_comment_among_elements, rows), None) if _COMMENT_START.search(text) else None
    if row is not None:
        return f"[{name}]: {shorten(row)}: a comment among a table's elements (a comment stands on its own line)"
    tokens = [(m.lastgroup or "", m.group(m.lastgroup or 0)) for m in TOKEN.finditer(text)]
    other = next(filter(_is_stray, tokens), None)
    if other is not None:
        return f"[{name}]: {shorten(other[1])} is not a table element"
    cells = [text for kind, text in filter(_is_element, tokens)]  # a comment between them is no element
    bad = next(filter(_is_bad_element, cells), None) if "%" in text else None  # the one a token can hold
    if bad is not None:
        return f"[{name}]: {shorten(bad)} holds a character a table element may not hold (; % [ ] {{ }})"
    return cells


def _is_element(token: tuple[str, str]) -> bool:
    return token[0] in ("str", "tok")


def _is_stray(token: tuple[str, str]) -> bool:
    """Neither an element nor a comment."""
    return token[0] not in ("str", "tok", "brace", "semi")


def _partial_deal_problem(text: str) -> str | None:
    """What is wrong with a Deal that gives only some hands (a full deal is checked by the fold)."""
    hands = text.split(":", 1)[-1].split(" ")
    if len(hands) != 4:
        return "four hands separated by one space each"
    if "-" not in hands:
        return None
    given = [h for h in hands if h != "-"]
    if not given:
        return "no cards"
    for h in given:
        try:
            n = len(Hand.from_pbn(h))
        except BridgeError as e:
            return str(e)
        if n != 13:
            return f"{h} holds {n} cards, not 13"
    return None


def _missing_tag(game: Game) -> tuple[int, str] | None:
    """A section that needs tags the game does not have, a Result it cannot have, a call after ``+``."""
    for check in (_note_before_section, _play_prerequisites, _result_problem, _call_after_plus):
        problem = check(game)
        if problem is not None:
            return problem
    return None


def _note_before_section(game: Game) -> tuple[int, str] | None:
    if not game.has("Note"):
        return None
    for e in game.entries:
        if e.name in ("Auction", "Play"):
            return None
        if e.name == "Note":
            return game.tag_lines.get("Note", 0), "a Note belongs to an Auction or Play section, and the game has none before it"
    return None


_END_POSITION = LazyPattern(r"^(C|D|H|S|NT)$", re.I)  # a contract of a strain alone


def _play_prerequisites(game: Game) -> tuple[int, str] | None:
    if game.has("Auction") and not game.has("Dealer"):
        return game.tag_lines.get("Auction", 0), "an Auction needs a Dealer tag"
    if not game.has("Play") or _END_POSITION.match(game.tag("Contract") or ""):  # an end position
        return None
    missing = [tag for tag in ("Deal", "Declarer", "Contract") if not game.has(tag)]
    return (game.tag_lines.get("Play", 0), f"a Play section needs a {missing[0]} tag") if missing else None


def _result_problem(game: Game) -> tuple[int, str] | None:
    contract, result = (game.tag("Contract") or "").upper(), game.tag("Result")
    if result is None:
        return None
    if contract != "PASS" and game.tag("Declarer") is None and (game.has("Declarer") or is_digits(result)):
        return game.tag_lines.get("Result", 0), f'[Result "{result}"] but the Declarer is unknown'
    if contract == "PASS" and result != "0":
        return game.tag_lines.get("Result", 0), f'[Result "{result}"] for a passed-out board (Contract "Pass")'
    return None


def _call_after_plus(game: Game) -> tuple[int, str] | None:
    if "+" not in game.tokens.get("Auction", ()):
        return None
    tokens = [t for t in game.tokens.get("Auction", []) if not ANNOTATION.match(t)]
    if "+" in tokens and tokens.index("+") != len(tokens) - 1:
        return game.tag_lines.get("Auction", 0), "a call after '+' (the auction continues from '+')"
    return None


def _valid_result(text: str) -> bool:
    if is_digits(text):
        return int(text) <= 13
    parts = text.split()
    if len(parts) not in (2, 4) or any(p not in ("NS", "EW") for p in parts[::2]):
        return False
    if not all(is_digits(p) and int(p) <= 13 for p in parts[1::2]):
        return False
    return len(parts) == 2 or (parts[0] != parts[2] and int(parts[1]) + int(parts[3]) == 13)


def _section_problem(game: Game, section: str, notes: set[int]) -> str | None:
    """A malformed annotation in an Auction or Play section: suffixes, NAGs ($0..$255), note references."""
    plain, what = _SECTION_KINDS[section]
    tokens = game.tokens.get(section, [])
    if plain.issuperset(tokens):  # the usual section: calls or cards alone, at C speed
        return None
    annotated: set[str] = set()  # what the last call or card already carries
    for token in tokens:
        if token in plain:  # the usual token: a call or card with nothing attached
            annotated = set()
            continue
        t, attached, kind, problem = _token_parts(token, notes)
        if problem is not None:
            return problem
        if kind is None:  # a call or a card, perhaps with its suffix or note attached (2NT?=1=)
            if section == "Auction" and not CALL_TOKEN.match(t):
                return f"{t!r} in the Auction is not a call (Pass, X, XX, AP, 1C … 7NT)"
            annotated = attached
        elif kind in annotated and kind != "nag":
            return f"{token!r}: a second {kind} on one {what}"
        else:
            annotated.add(kind)
    return None


_SECTION_KINDS = {"Auction": (PLAIN_CALLS, "call"), "Play": (_PLAIN_CARDS, "card")}


def _token_parts(token: str, notes: set[int]) -> tuple[str, set[str], str | None, str | None]:
    """A section token as (its call or card, the annotations attached to it, the annotation kind it is —
    ``suffix`` (``!``, ``?``, $1..$6), ``nag``, ``note`` — or None for a call or card, a problem)."""
    m = re.match(r"^([^!?=$]+)([!?]+)?(=[0-9]+=)?$", token)
    if m and (m.group(2) or m.group(3)):
        suffix, note = m.group(2), m.group(3)
        attached = ({"suffix"} if suffix else set()) | ({"note"} if note else set())
        if suffix and suffix not in _SUFFIXES:
            return m.group(1), attached, None, f"{token!r}: {suffix!r} is not a suffix (! ? !! ?? !? ?!)"
        return m.group(1), attached, None, _note_problem(note, notes) if note else None
    kind, problem = _annotation_kind(token, notes)
    return token, set(), kind, problem


def _annotation_kind(token: str, notes: set[int]) -> tuple[str | None, str | None]:
    """(kind, problem) of a token standing alone: a NAG, a note reference, a suffix; (None, None) otherwise."""
    if token.startswith("$"):
        if not is_digits(token[1:]):
            return None, f"{token!r} is not a NAG ($ and a number)"
        if int(token[1:]) > 255:
            return None, f"{token!r}: a NAG is $0 to $255"
        return ("suffix" if 1 <= int(token[1:]) <= 6 else "nag"), None  # $1..$6 say what a suffix says
    if token.startswith("="):
        return "note", _note_problem(token, notes)
    if set(token) <= set("!?"):
        return "suffix", None if token in _SUFFIXES else f"{token!r} is not a suffix (! ? !! ?? !? ?!)"
    return None, None


def _note_problem(ref: str, notes: set[int]) -> str | None:
    n = ref.strip("=")
    if not (ref.endswith("=") and is_digits(n) and int(n) <= 32):
        return f"{ref!r} is not a note reference (=1= to =32=)"
    if int(n) and int(n) not in notes:  # =0= (BBO's) refers to no note
        return f"{ref!r}: no Note {n} in the game"
    return None


