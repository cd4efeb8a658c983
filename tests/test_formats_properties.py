"""Hypothesis: any board we can fold survives log → PBN → log and log → LIN → log (SPEC §12).

"Unchanged" means the same deal, dealer, vulnerability and number, the same calls, cards and
contract, and the same result. Two things the formats cannot say come back in their one form:
a claim is written as declarer's total tricks (PBN's Result, LIN's mc), so it is read back as
declarer's claim; and a board without a number is written to PBN with its place in the file.

A claim is drawn from what the core allows (``claim_range``: no side claims a trick in
progress it can no longer win); ``test_a_claim_the_trick_in_progress_makes_impossible_is_refused``
pins that case, in the log and in PBN's Result.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from pyrsistent import freeze
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.board import play_of
from bridgefp.formats import read_boards, write_boards

from strategies import call_sequences, deals, seats, vulnerabilities


@st.composite
def folded_boards(draw: st.DrawFn, stated: bool = True) -> bf.Board:
    """A legal board: a deal, an auction (or a stated contract), part or all of the play, maybe a claim."""
    dealer = draw(seats)
    dealt = bf.Dealt(draw(deals(dealer=dealer)), dealer, draw(vulnerabilities), draw(st.none() | st.integers(1, 64)))
    board = bf.start_board(dealt)
    if stated and draw(st.integers(0, 4)) == 0:
        level = draw(st.integers(0, 7))
        if level == 0:
            return bf.apply_event(board, bf.ContractStated(bf.PASSED_OUT, None))
        contract = bf.Contract(level, draw(st.sampled_from(list(bf.Strain))), draw(st.integers(0, 2)))
        board = bf.apply_event(board, bf.ContractStated(contract, draw(seats)))
    else:
        _, calls = draw(call_sequences(dealer=dealer))
        for call in calls:
            board = bf.apply_event(board, bf.CallMade(board.auction.turn, call))
    if board.contract is None or board.contract.is_passed_out:
        return board
    for _ in range(draw(st.integers(0, 52))):
        play = play_of(board)
        card = draw(st.sampled_from(bf.legal_cards(play)))
        board = bf.apply_event(board, bf.CardPlayed(play.turn, card))
        if board.is_over:
            return board
    if draw(st.booleans()):
        allowed = bf.claim_range(play_of(board), board.declarer)
        board = bf.apply_event(board, bf.Claimed(board.declarer, draw(st.sampled_from(allowed))))
    return board


def facts(board: bf.Board) -> tuple[Any, ...]:
    calls = [str(c) for c in board.auction.calls]
    cards = [str(e.card) for e in board.events if isinstance(e, bf.CardPlayed)]
    return (board.deal, board.dealer, board.vulnerable, calls, cards, str(board.contract), board.declarer,
            board.tricks, board.score())


def through(board: bf.Board, fmt: str) -> bf.Board:
    log = bf.write_log(board.events)
    text = "".join(write_boards(bf.replay(bf.read_log(log)), fmt))
    (again,) = list(read_boards(text.splitlines(), fmt))
    assert isinstance(again, bf.Board), again
    return bf.replay(bf.read_log(bf.write_log(again.events)))[0]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(folded_boards())
def test_log_to_pbn_to_log(board):
    again = through(board, "pbn")
    assert facts(again) == facts(board)
    assert again.number == (board.number if board.number is not None else 1)


_EXPLAIN = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="|"), max_size=30)


_NOTE_TEXT = _EXPLAIN.filter(lambda t: t == t.lstrip() and not t.startswith(("alert", "explain: ")))


def explained(board: bf.Board, data: st.DataObject) -> bf.Board:
    """The board with notes on some calls: a robot's ``explain``, an annotation, an alert, or an alert
    with its annotation, the texts drawn from at most 8 (PBN numbers at most 32 notes in a game, one
    for each text). Not drawn, as the formats cannot say them: an annotation and an explain on one
    call (the note is the annotation's), an annotation that starts with a space (PBN's Note drops
    it) or reads ``alert…`` or ``explain: …`` (the marks)."""
    pool = data.draw(st.lists(_NOTE_TEXT, min_size=1, max_size=8))
    dealt = board.events[0]  # chat comes from LIN, whose boards carry their LIN codes on the deal
    events = [dealt._replace(extra=(("lin", freeze([])),))]
    for e in board.events[1:]:
        if isinstance(e, bf.CallMade):
            text = data.draw(st.sampled_from(pool))
            kind = data.draw(st.sampled_from([(), (("explain", text),), (("annotation", text),), (("alert", True),),
                                              (("alert", True), ("annotation", text))]))
            e = e._replace(extra=kind + (chat(data) if len(events) > 1 else ()))
        elif isinstance(e, bf.CardPlayed):
            e = e._replace(extra=chat(data))
        events.append(e)
    return bf.replay(events)[0]


_CHAT = _EXPLAIN.filter(lambda t: "{" not in t and "}" not in t)


def chat(data: st.DataObject) -> tuple[tuple[str, Any], ...]:
    """Now and then LIN chat (``nt``) before a call or card: a PBN comment just before it. (Not before
    the first call: LIN keeps chat before the first call with the deal, which PBN does not write.)"""
    texts = data.draw(st.lists(_CHAT, max_size=2)) if data.draw(st.integers(0, 5)) == 0 else []
    return (("lin", freeze([["nt", t] for t in texts])),) if texts else ()


def notes(board: bf.Board) -> list[dict[str, object]]:
    return [dict(e.extra) for e in board.events if isinstance(e, (bf.CallMade, bf.CardPlayed))]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(folded_boards(stated=False), st.data(), st.sampled_from(["pbn", "lin"]))
def test_explanations_annotations_and_alerts_survive_log_to_pbn_or_lin_to_log(board, data, fmt):
    """A call's ``explain`` is written as a PBN Note / LIN ``an`` reading ``explain: …``; an alert as
    LIN's ``!`` or a PBN Note reading ``alert`` (``alert: …`` with its annotation); all read back.
    LIN chat reads back from LIN on its call or card; in PBN it is a comment before the Auction
    (the calls' chat) or the Play tag (the cards'), in order."""
    board = explained(board, data)
    again = through(board, fmt)
    assert facts(again) == facts(board)
    if fmt == "lin":
        assert notes(again) == notes(board)
        return
    without_chat = [{k: v for k, v in n.items() if k != "lin"} for n in notes(board)]
    assert notes(again) == without_chat
    said = [v for n in notes(board) for c, v in n.get("lin", ()) if c == "nt"]
    comments = [e[1] for e in dict(again.dealt.extra)["pbn"] if e[0] == "{}"]
    assert " ".join(comments).split() == " ".join(said).split()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(folded_boards(stated=False))
def test_log_to_lin_to_log(board):
    again = through(board, "lin")
    assert facts(again) == facts(board)
    assert again.number == board.number


def test_a_claim_the_trick_in_progress_makes_impossible_is_refused():
    # North deals and opens 1NT, all pass: North declares, East leads the spade ace; South, West
    # and North hold one low spade each, which they must play, so East-West win trick 1 whatever
    # is played: North may claim at most 12 tricks, and East at least one (Laws 70, 71).
    deal = bf.Deal.from_pbn("N:2.AKQ.AKQJT98.AK AKQJT98765.654.. 3.J32.7654.QJT98 4.T987.32.765432")
    board = bf.start_board(bf.Dealt(deal, bf.Seat.N, bf.Vulnerability.NONE, 1))
    for call in ("1NT", "Pass", "Pass", "Pass"):
        board = bf.apply_event(board, bf.CallMade(board.auction.turn, bf.Call.parse(call)))
    board = bf.apply_event(board, bf.CardPlayed(bf.Seat.E, bf.Card.parse("SA")))
    assert bf.claim_range(board.play, bf.Seat.N) == range(0, 13)
    assert bf.claim_range(board.play, bf.Seat.E) == range(1, 14)
    with pytest.raises(bf.IllegalClaimError, match=r"North cannot claim 13 tricks: East–West have won the trick in "
                                                  r"progress \(SA led by East\)"):
        bf.apply_event(board, bf.Claimed(bf.Seat.N, 13))
    with pytest.raises(bf.IllegalClaimError, match="West cannot claim 0 tricks: East–West have won"):
        bf.apply_event(board, bf.Claimed(bf.Seat.W, 0))
    # the same claim as a PBN Result is the PBN Verifier's "Bad result"
    text = "".join(write_boards([bf.apply_event(board, bf.Claimed(bf.Seat.N, 12))], "pbn"))
    assert '[Result "12"]' in text
    (item,) = read_boards(text.replace('[Result "12"]', '[Result "13"]').splitlines(), "pbn")
    assert isinstance(item, bf.BridgeError)
    assert "needs all 13 tricks left, but declarer's side cannot win the trick in progress (SA led by East)" in str(item)


_PBN_BITS = st.sampled_from([
    '[Board "1"]', '[Dealer "N"]', '[Vulnerable "All"]', '[Declarer "S"]', '[Contract "4HX"]', '[Result "9"]',
    '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]', '[Auction "N"]',
    '[Play "W"]', '[Score "NS 500"]', '[Note "1:x"]', "1D 1S", "AP", "Pass", "X", "SK H3 S4 S3", "*", "+", "-",
    "=1=", "$3", "!", "{ a comment", "}", ";", "%", "", "[", "]", '"', "^R", "[Event", "#", "##x",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_PBN_BITS, st.text(max_size=8)), max_size=30), st.sampled_from(["pbn", "lin"]))
def test_any_text_is_read_without_a_traceback(bits, fmt):
    text = "\n".join(bits) if fmt == "pbn" else "|".join(bits)
    for item in read_boards(text.splitlines(), fmt):
        assert isinstance(item, (bf.Board, bf.BridgeError, bf.Skipped))


def _same_game(quick: Any, full: Any) -> bool:
    return (quick.entries, quick.tokens, quick.tag_lines, quick.problems, quick.firsts()) == (
        full.entries, full.tokens, full.tag_lines, full.problems, full.firsts())


_ROW_BITS = st.sampled_from([
    " ", "\t", "  ", '[Board "1"]', ' [Event "x;y"]', '[Site "{a}"]', '[Date "a[b]"]', '[West "a\\"b"]',
    '[North "\t"]', "[ Dealer  \"N\" ] ", '[Auction "N"] 1S', '[Play "W"]', '[Note "1:x"]', "1D 1S", " AP",
    "Pass =1=", "SK H3 S4 S3", "*", "{c}", "; c", "x" * 260, '"', "]", "\x01", "a\rb", "\n",
    " {a [b] \"c\"} ", "{x", "x}", "{{y}}", " ;z {", ";", '[ScoreTable "Rank\\2R;Score\\3R"]', '[Event "a\\\\"]', '[Site "\\\x01"]', '[Room "x" ] {c}', "\\",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.one_of(_ROW_BITS, _PBN_BITS, st.text(max_size=6)), min_size=1, max_size=3), max_size=25))
def test_the_quick_pbn_parsers_read_a_game_as_the_full_parser_does(rows):
    """The two quick paths for the usual layouts either give up (None) or give what the tokenizer gives."""
    from bridgefp.formats.pbn_syntax import _parse_full_game, _parse_plain_game, _parse_rows_game, _parse_text_game, split_games

    lines = re.split(r"\r\n|\r|\n", "\n".join("".join(parts) for parts in rows))  # as bytes.splitlines splits
    for raw in split_games(lines):
        full = _parse_full_game(raw)
        for quick in (_parse_text_game(raw), _parse_rows_game(raw), _parse_plain_game(raw)):
            assert quick is None or _same_game(quick, full)


@pytest.mark.parametrize("name, value, section", [
    ("Event", "e" * 199, "1D Pass"), ("Event", "e" * 200, "1D Pass"), ("Event", "e" * 248, "1D Pass"),
    ("Event", "e" * 249, "1D Pass"), ("N" * 50, "x", "1D Pass"), ("N" * 51, "x", "1D Pass"), ("Event", "x", "P" * 254),
    ("Event", "x", "P" * 255), ("Event", "x", "1D Pass\n" + "P" * 300),
])
def test_the_export_layout_parser_leaves_a_long_row_to_the_others(name, value, section):
    """Rows up to PBN's 255 characters with their end: a tag's row (its name and value) or a section's row
    near that length is read as the full parser reads it, or left to the other parsers; one longer is
    always left, and the full parser names it."""
    from bridgefp.formats.pbn_syntax import _parse_full_game, _parse_text_game, split_games

    text = f'[Board "1"]\n[{name} "{value}"]\n[Auction "N"]\n{section}\n[Result "9"]\n'
    (raw,) = split_games(text.splitlines())
    quick, full = _parse_text_game(raw), _parse_full_game(raw)
    exported = quick is not None and quick.exported is not None  # (asked before its entries are made)
    longest = max(map(len, text.split("\n")))
    assert quick is None or (longest <= 254 and _same_game(quick, full))
    assert (longest > 254) == bool(full.problems)
    if len(name) <= 50 and len(value) <= 199 and longest <= 254:
        assert exported  # the usual game is read in export layout


def test_the_quick_pbn_parsers_read_every_corpus_game_as_the_full_parser_does():
    from bridgefp.formats.pbn_syntax import _parse_full_game, _parse_plain_game, _parse_rows_game, _parse_text_game, split_games
    from shared import CORPORA

    quick_read = text_read = 0
    for path in sorted(CORPORA.rglob("*.pbn")):
        for raw in split_games(path.read_bytes().decode("latin-1").splitlines()):
            full = _parse_full_game(raw)
            for quick in (_parse_text_game(raw), _parse_rows_game(raw), _parse_plain_game(raw)):
                assert quick is None or _same_game(quick, full), (path.name, raw.lines[0])
                quick_read += quick is not None
            text_read += _parse_text_game(raw) is not None
    assert quick_read > 100 and text_read > 50  # the quick paths are taken, not only given up


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_ROW_BITS, _PBN_BITS, st.text(max_size=6)), max_size=40), st.sets(st.integers(0, 40)),
       st.sampled_from(["\n", "\r\n"]))
def test_a_pbn_file_in_blocks_of_whole_lines_splits_into_the_games_its_lines_do(rows, cuts, end):
    """A reader may hand the splitter blocks of whole lines (cut anywhere at a line end) instead of lines:
    the same games, with the same line numbers and problems, and the same escapes seen."""
    from bridgefp.formats.pbn_syntax import ExportClaim, split_games

    lines = [line + end for line in re.split(r"\r\n|\r|\n", "\n".join(rows))]
    blocks = ["".join(lines[a:b]) for a, b in zip([0, *sorted(cuts)], [*sorted(cuts), len(lines)])]
    by_line, by_block = ExportClaim(), ExportClaim()
    as_lines = [(g.ordinal, list(g.lines), g.rows, g.problem) for g in split_games(lines, by_line)]
    as_blocks = [(g.ordinal, list(g.lines), g.rows, g.problem) for g in split_games(filter(None, blocks), by_block)]
    assert as_blocks == as_lines
    assert by_block.claimed == by_line.claimed


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([b"[Event \"caf\xc3\xa9\"]", b"[Site \"caf\xe9\"]", b"", b"1S Pass", b"\xef\xbb\xbf"]),
                max_size=12), st.integers(1, 40))
def test_pbn_blocks_decode_line_by_line(rows, size):
    """A block of raw lines decodes as its lines do, each UTF-8 where it can be, else ISO 8859-1."""
    from bridgefp.formats import decode_lines

    raw = b"\n".join(rows) + b"\n"
    lines = raw.splitlines(keepends=True)
    blocks, block = [], b""
    for line in lines:
        block += line
        if len(block) >= size:
            blocks.append(block)
            block = b""
    blocks += [block] if block else []
    assert "".join(decode_lines(blocks, "pbn")) == "".join(decode_lines(lines, "pbn"))


def test_the_usual_tag_values_taken_without_their_check_pass_it():
    """A tag value among the usual ones is not checked again: each must pass its tag's full check."""
    from bridgefp.formats.pbn_checks import _USUAL, _value_problem

    assert _USUAL["Contract"] >= {"Pass", "3NT", "4HX", "7CXX"} and "N" in _USUAL["Declarer"]
    for name, values in _USUAL.items():
        for value in values:
            assert _value_problem(name, value) is None, (name, value)


def test_the_contracts_and_seats_read_by_table_are_those_their_parsers_read():
    from bridgefp.formats.pbn_values import CONTRACTS, SEATS

    assert len(CONTRACTS) == 1 + 7 * 5 * 3 and len(SEATS) == 4
    assert all(bf.Contract.parse(text) == contract and str(contract) == text for text, contract in CONTRACTS.items())
    assert all(bf.Seat.parse(text) is seat for text, seat in SEATS.items())


def test_the_vulnerabilities_read_by_table_are_those_their_parser_reads():
    from bridgefp.formats.pbn_read import _VULNERABLE

    assert sorted(_VULNERABLE) == ["All", "EW", "NS", "None"]
    assert all(bf.Vulnerability.parse(text) is vulnerable for text, vulnerable in _VULNERABLE.items())


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(folded_boards(stated=False))
def test_the_calls_and_cards_read_from_pbn_are_the_events_the_log_holds(board):
    """The PBN reader's calls and cards with nothing attached (events made once and shared) are equal,
    field by field, to the events of the board written."""
    text = "".join(write_boards([board], "pbn"))
    (again,) = list(read_boards(text.splitlines(), "pbn"))
    assert isinstance(again, bf.Board), again
    mine = [e for e in board.events if isinstance(e, (bf.CallMade, bf.CardPlayed))]
    theirs = [e for e in again.events if isinstance(e, (bf.CallMade, bf.CardPlayed))]
    assert [(type(e), tuple(e)) for e in theirs] == [(type(e), tuple(e)) for e in mine]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(folded_boards(stated=False).filter(lambda b: b.play is not None and len(b.play.done) >= 2))
def test_a_card_played_twice_in_pbn_names_the_play_tags_line(board):
    """A card met again in the Play section is named at the line of the Play tag (the place of
    every card of the game), after the deal's and the calls' places."""
    lines = "".join(write_boards([board], "pbn")).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("[Play "))
    first = lines[at + 1].split()
    second = lines[at + 2].split()
    lines[at + 2] = " ".join([first[0]] + second[1:])
    (item,) = list(read_boards(lines, "pbn"))
    assert isinstance(item, bf.BridgeError), item
    assert f", line {at + 1}: " in str(item), str(item)


_TAG_CHOICES = st.sampled_from([
    ("Board", "1"), ("Dealer", "N"), ("Dealer", "x"), ("Dealer", "?"), ("Vulnerable", "All"), ("Vulnerable", "both"),
    ("Vulnerable", "Nobody"), ("Declarer", "S"), ("Declarer", "^S"), ("Declarer", ""), ("Declarer", "?"),
    ("Contract", "4HX"), ("Contract", "Pass"), ("Contract", "7Z"), ("Contract", "h"), ("Contract", "^3NT"),
    ("Result", "9"), ("Result", "0"), ("Result", "14"), ("Result", "NS 7 EW 6"), ("Result", ""), ("Result", "#"),
    ("Date", "2024.08.06"), ("Date", "2024.8"), ("Scoring", "IMP;Cross"), ("Scoring", "1x"), ("Note", "1:x"),
    ("Note", "40:x"), ("Deal", "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"),
    ("Deal", "N:.63.AKQ987.A9732 - - -"), ("Deal", "N:x y"), ("Auction", "N"), ("Auction", "x"), ("Play", "W"),
    ("Play", "?"), ("ScoreRubberHistory", "NS 0 0 / 100 0 EW 0 0 / 0 0"), ("Round", "1.2"), ("Round", "a b"),
    ("OptimumScore", "NS 420"), ("Event", "x"),
])
_SECTION_TOKENS = st.sampled_from(["1D", "1S", "Pass", "X", "AP", "+", "-", "*", "^I", "^S", "=1=", "$3", "!", "?",
                                   "!!?", "1C!", "2NT=1=", "Z", "SK", "H3", "S4", "^R", "^L", "+"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_TAG_CHOICES, st.lists(_SECTION_TOKENS, max_size=8)), max_size=14))
def test_the_usual_game_passes_every_tag_check_one_by_one(tags):
    """A game the quick test calls usual breaks none of the checks run one by one, so both give one answer."""
    from bridgefp.formats.pbn_checks import _first_problem, _is_usual, tag_problem
    from bridgefp.formats.pbn_syntax import parse_game, split_games

    seen: set[str] = set()
    rows = []
    for (name, value), tokens in tags:  # each tag once (a Note as often as drawn): a second is a syntax problem
        if name not in seen or name == "Note":
            seen.add(name)
            rows.append(f'[{name} "{value}"]' + ("\n" + " ".join(tokens) if tokens and name in ("Auction", "Play") else ""))
    text = "\n".join(rows)
    for raw in split_games(text.splitlines()):
        game = parse_game(raw)
        if game is None or game.problems:
            continue
        assert tag_problem(game) == _first_problem(game)
        if _is_usual(game):
            assert _first_problem(game) is None


_DEAL_BITS = st.sampled_from(["N:", "E:", "n:", ":", " ", "  ", "-", ".", "AK", "T9", "^", "x", "N : ", "W:-"])


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.sampled_from(["Deal", "Date", "Scoring", "Round", "Score", "Result", "Vulnerable"]), st.just("Deal")),
       st.lists(st.one_of(_DEAL_BITS, st.text(max_size=4)), max_size=12))
def test_a_checked_value_passes_quickly_as_its_check_says(name, bits):
    """The quick test of a checked tag's value (a whole Deal at once, another value checked once) agrees with its check."""
    from bridgefp.formats.pbn_checks import _passes, _value_problem

    value = "".join(bits)
    assert _passes(name, value) == (_value_problem(name, value) is None)
    whole = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
    for deal in (whole, whole.replace(" ", "  ", 1), whole.replace("A8654.KQ5.T.QJT6", "-"), value + whole, whole + value):
        assert _passes("Deal", deal) == (_value_problem("Deal", deal) is None), deal


def test_an_irregularity_in_export_layout_is_found_as_in_its_entries():
    """A ``^`` in a game read in export layout (in a tag's value, among the calls or cards, or in another
    section) is found as the game's entries find it: the quick test only rules out a game without one."""
    from bridgefp.formats.pbn_read import _irregularity
    from bridgefp.formats.pbn_syntax import _parse_full_game, _parse_text_game, split_games

    game = ('[Board "1"]\n[Contract "4H"]\n[Auction "N"]\n1H Pass 4H Pass\nPass Pass\n[Play "E"]\nSK H3 S4 S3\n'
            '[ScoreTable "Rank;Score"]\n1 20\n')
    for text in (game, game.replace("4H Pass\n", "4H ^I\n"), game.replace("S4 S3", "S4 ^R"),
                 game.replace('"4H"]', '"^4H"]'), game.replace("1 20", "1 ^20")):
        (raw,) = split_games(text.splitlines())
        quick = _parse_text_game(raw)
        assert quick is not None and quick.exported is not None, text
        assert _irregularity(quick) == _irregularity(_parse_full_game(raw)), text


def test_every_corpus_game_gets_the_same_tag_check_answer_quickly():
    from bridgefp.formats.pbn_checks import _first_problem, _is_usual, tag_problem
    from bridgefp.formats.pbn_syntax import parse_game, split_games
    from shared import CORPORA

    usual = 0
    for path in sorted(CORPORA.rglob("*.pbn")):
        for raw in split_games(path.read_bytes().decode("latin-1").splitlines()):
            game = parse_game(raw)
            if game is None or game.problems:
                continue
            assert tag_problem(game) == _first_problem(game), (path.name, raw.lines[0])
            usual += _is_usual(game)
    assert usual > 50  # the quick test is passed, not only failed


def test_a_game_in_export_layout_gives_the_fields_and_tags_its_entries_give():
    """A game read in export layout is folded from its tags as the pattern found them, its entries never made:
    the deal event's pbn field, the tags a next game inherits, its chat and marks are those its entries give."""
    from bridgefp.formats.chat import game_chat
    from bridgefp.formats.pbn_read import _irregularity, _pbn_fields, _tags_of
    from bridgefp.formats.pbn_syntax import _parse_full_game, _parse_text_game, split_games
    from shared import CORPORA

    seen = usual = 0
    for path in sorted(CORPORA.rglob("*.pbn")):
        for raw in split_games(path.read_bytes().decode("latin-1").splitlines()):
            quick = _parse_text_game(raw)
            if quick is None:
                continue
            assert quick.exported is not None
            full = _parse_full_game(raw)
            assert full.exported is None
            assert (_pbn_fields(quick), _tags_of(quick), game_chat(quick), _irregularity(quick)) == (
                _pbn_fields(full), _tags_of(full), game_chat(full), _irregularity(full)), (path.name, raw.lines[0])
            if _irregularity(full) is None:  # a game marked ``^`` is looked at entry by entry, as it must be
                assert quick.exported is not None  # all of that without making its entries
                usual += 1
            assert quick.entries == full.entries and quick.exported is None and quick.tag_lines == full.tag_lines
            seen += 1
    assert seen > 50 and usual > 50
