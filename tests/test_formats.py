"""PBN and LIN on real files (SPEC §12): ../shared/corpora, unmodified.

Expected contracts, tricks and scores are the files' own (Result, Score tags) or worked
out by hand from the Laws' scoring table, never taken from our output.
"""

from __future__ import annotations

import glob
import io
import os
from pathlib import Path

import pytest
from pyrsistent import thaw

import bridgefp as bf
from bridgefp.formats import RecordWarning, Skipped, detect, iter_records, read_boards, write_boards
from bridgefp.formats.pbn import result_tricks, score_of_tag
from shared import CORPORA



def raw(relative: str) -> list[bytes]:
    return (CORPORA / relative).read_bytes().splitlines(keepends=True)


def items(relative: str) -> list[bf.Board | bf.BridgeError | Skipped]:
    return list(read_boards(raw(relative), detect(relative)))


def boards(relative: str) -> list[bf.Board]:
    return [b for b in items(relative) if isinstance(b, bf.Board)]


def errors(relative: str) -> list[str]:
    return [str(e) for e in items(relative) if isinstance(e, bf.BridgeError)]


def summary(b: bf.Board) -> tuple[object, ...]:
    return (b.number, str(b.contract), str(b.declarer) if b.declarer is not None else None, b.tricks, b.score("duplicate"))


def tags(b: bf.Board) -> list[tuple[str, str]]:
    return [(e[0], e[1]) for e in thaw(dict(b.dealt.extra)["pbn"]) if e[0] not in ("{}", ";")]


V = "pbn-verifier/spec__resource__"
CORRECT = [V + f"reference_impl_tests__correct_{n}.pbn" for n in (10, 20, 21)] + [
    V + name
    for name in (
        "test_record_with_empty_line_in_comment.pbn", "test_record_with_escape_in_comment.pbn",
        "test_record_with_lots_of_curlies.pbn", "test_record_with_single_line_curly_comment.pbn",
        "three_test_records.pbn", "three_test_records_crlf.pbn",
    )
] + [
    "endplay/tests__pbn__example1.pbn", "endplay/examples__pbn_files__sample.pbn",
    "bbo-helper/Boards__BBO__cold_6d.pbn", "bbo-helper/Boards__BBO__too_many_trumps.pbn",
    "bridgebots/bridgebots__tests__resources__sample.pbn",
    "endplay/tests__lin__example1.lin", "bridgebots/bridgebots__tests__resources__sample.lin",
]


# ---------------------------------------------------------------- correct files read


@pytest.mark.parametrize("relative", CORRECT)
def test_every_correct_file_reads_without_an_error(relative):
    assert errors(relative) == []
    assert boards(relative) or relative.endswith("escape_in_comment.pbn")


def test_the_verifiers_first_game_replays_to_its_result_and_score():
    # 5HX by South, Result 9: two down doubled, not vulnerable: 100 + 200 = 300 to EW.
    first = boards(CORRECT[0])[0]
    assert summary(first) == (1, "5HX", "S", 9, {"NS": -300, "EW": 300})
    assert len(first.auction.calls) == 15  # 1D 1S 3H 4S 4NT X P P 5C X 5H X, then AP: three passes
    # the play stops after six tricks and a card (- - - H2, then *): the rest is a claim from the Result
    assert len(first.play.done) == 6 and first.play.current == (bf.Card.parse("H2"),)
    assert first.play.claimed_by == bf.Seat.S  # South won trick 6 (H7 over-ruffs) and leads H2


def test_games_that_are_not_boards_are_skipped_with_the_reason():
    skipped = [i for i in items(CORRECT[0]) if isinstance(i, Skipped)]
    reasons = {s.reason for s in skipped}
    assert "no Deal: not a board" in reasons
    assert "the Deal gives only some hands: not a board" in reasons
    assert any("irregularit" in r for r in reasons)
    end_positions = [i for i in items(CORRECT[1]) if isinstance(i, Skipped) and "end position" in i.reason]
    assert [s.place for s in end_positions] == ["game 31"]


def test_crlf_and_lf_files_read_the_same():
    lf = boards(V + "three_test_records.pbn")
    crlf = boards(V + "three_test_records_crlf.pbn")
    assert [b.events for b in lf] == [b.events for b in crlf] and len(lf) == 3


def test_inherited_tags_hash_and_double_hash():
    games = boards(CORRECT[1])
    # game 1 says [Event "##Autumn regional"]; games 2 and 3 say nothing or "#": they inherit it
    assert ("Event", "Autumn regional") in tags(games[0])
    assert ("Event", "Autumn regional") in tags(games[2])
    assert ("West", "?") in tags(games[1])  # [West "#"] copies game 1's "?"


def test_a_second_rooms_game_takes_the_board_from_the_game_before():
    # shared_deals.pbn's second game states no Board, Dealer or Deal: it is board 62's other table.
    second = boards("bridgebots/bridgebots__tests__resources__shared_deals.pbn")[0]
    assert second.number == 62 and second.dealer == bf.Seat.E
    # 6SX by East, Result 9: three down doubled, not vulnerable: 100 + 200 + 200 = 500 to NS
    assert summary(second) == (62, "6SX", "E", 9, {"NS": 500, "EW": -500})


def test_passed_out_bbo_style_and_pbn_style():
    passed = boards("endplay/examples__pbn_files__sample.pbn")[1]
    assert summary(passed) == (11, "Pass", None, None, {"NS": 0, "EW": 0})


@pytest.mark.parametrize(
    "relative, expected",
    [
        # Score tags: the file's own; our duplicate scoring must agree (the reader checks it too)
        ("endplay/examples__pbn_files__sample.pbn", [(17, "5SX", "W", 8, {"NS": 500, "EW": -500})]),
        ("endplay/tests__pbn__example1.pbn",
         [(1, "5H", "S", 10, {"NS": -50, "EW": 50}), (1, "4H", "N", 10, {"NS": 420, "EW": -420})]),
        (CORRECT[2], [(16, "5CX", "N", 11, {"NS": 550, "EW": -550})]),
        # BBO Helper exports: full play, Result in the file
        ("bbo-helper/Boards__BBO__cold_6d.pbn", [(79, "6D", "S", 11, {"NS": -100, "EW": 100})]),
        ("bbo-helper/Boards__BBO__too_many_trumps.pbn", [(59, "4S", "S", 9, {"NS": -50, "EW": 50})]),
    ],
)
def test_contracts_results_and_scores_agree_with_the_files(relative, expected):
    got = [summary(b) for b in boards(relative) if b.contract is not None and not b.contract.is_passed_out]
    assert got == expected
    for b in boards(relative):
        score = dict(tags(b)).get("Score")
        if score and b.is_over:
            assert score_of_tag(score, b.declarer) == b.score("duplicate")["NS"]


def test_result_and_score_tag_forms():
    assert [result_tricks(t, bf.Seat.S) for t in ("9", "NS 9", "EW 4", "NS 9 EW 4", "EW 4 NS 9", "C-2", "14")] == [
        9, 9, 9, 9, 9, None, None]
    assert result_tricks("NS 9", bf.Seat.W) == 4
    assert [score_of_tag(t, bf.Seat.E) for t in ("NS 500", "EW -500", "NS +550", "-300", "x")] == [
        500, 500, 550, 300, None]


# ---------------------------------------------------------------- conflicts are named


def test_real_files_that_contradict_themselves_are_named_with_both_values():
    # rpbridge.net files: the Auction's calls do not fit the Dealer tag, so the declarer the
    # file states is not the one its auction makes (worked out by hand from the calls).
    assert errors("endplay/tests__pbn__example4.pbn") == [
        'game 1 (board 1), line 17: [Declarer "E"] but the auction makes North declarer of 5C'
    ]
    assert errors("bridgebots/bridgebots__tests__resources__shared_deals.pbn") == [
        "game 1 (board 62), line 21: C6 is not in North's hand",
        'game 3 (board 7), line 61: [Declarer "W"] but the auction makes South declarer of 6NT',
        'game 4 (board 7), line 78: [Declarer "W"] but the auction makes South declarer of 6C',
    ]


def _pbn(*tags_and_sections: str) -> list[bf.Board | bf.BridgeError | Skipped]:
    deal = '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]'
    text = "\n".join(['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', deal, *tags_and_sections]) + "\n"
    return list(read_boards(text.splitlines(), "pbn"))


def test_a_play_section_is_played_from_each_tricks_leader_and_a_revoke_is_named():
    # 4H by South, West leads. Columns W N E S. Trick 1: W SK, N (void in spades) ruffs H3, E S4,
    # S S3: North wins. Trick 2: North leads DA, E DT, S D3, W D2. Trick 3: North leads DK, East
    # and South have no diamond left (C6, C4), West holds D J654 and plays S2: a revoke.
    tags = ('[Declarer "S"]', '[Contract "4H"]', '[Play "W"]', "SK H3 S4 S3", "D2 DA DT D3")
    (board,) = _pbn(*tags)
    assert isinstance(board, bf.Board), board
    assert [(str(e.seat), str(e.card)) for e in board.events if isinstance(e, bf.CardPlayed)] == [
        ("W", "SK"), ("N", "H3"), ("E", "S4"), ("S", "S3"), ("N", "DA"), ("E", "DT"), ("S", "D3"), ("W", "D2")]
    assert board.play.declarer_tricks == 2 and board.play.leader == bf.Seat.N
    (error,) = _pbn(*tags, "S2 DK C6 C4")
    assert str(error) == "game 1 (board 1), line 7: West must follow suit in diamonds (holds D J 6 5 4)"


def test_a_score_that_disagrees_names_both_values():
    (item,) = _pbn('[Declarer "S"]', '[Contract "5HX"]', '[Result "9"]', '[Score "NS -500"]')
    assert str(item) == (
        'game 1 (board 1), line 8: [Score "NS -500"] disagrees with the result: 5HX by South, 9 tricks, down 2, '
        "vulnerable None, scores NS -300 (duplicate)"
    )
    (ok,) = _pbn('[Declarer "S"]', '[Contract "5HX"]', '[Result "9"]', '[Score "NS -300"]')
    assert isinstance(ok, bf.Board) and ok.auction.calls == bf.Auction.start("N").calls  # no calls made up
    (rubber,) = _pbn('[Scoring "Rubber"]', '[Declarer "S"]', '[Contract "5HX"]', '[Result "9"]', '[Score "NS -500"]')
    assert isinstance(rubber, bf.Board)  # not duplicate scoring: the Score is not checked


def test_a_result_the_play_contradicts_names_both_values():
    play = ['[Play "W"]', "SK H3 S4 S3", "C5 C2 C6 CK", "S2 H6 S5 S7", "*"]
    (item,) = _pbn('[Declarer "S"]', '[Contract "5HX"]', '[Result "1"]', *play)
    assert str(item) == (
        'game 1 (board 1), line 7: [Result "1"] but the play gives declarer\'s side 3 tricks with 10 left'
    )


def test_a_card_in_two_hands_and_an_illegal_call_are_named():
    text = '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8A"]\n'
    (item,) = list(read_boards([text], "pbn"))
    assert "CA is dealt twice" in str(item) and str(item).startswith("game 1, line 1: [Deal ")
    (item,) = _pbn('[Auction "N"]', "1D 1S 1C")
    assert str(item) == "game 1 (board 1), line 5: 1C is not enough: the last bid is 1S"


# ---------------------------------------------------------------- the verifier's error files

# Each game of errors_*.pbn holds one deliberate violation, named by the % comment before it.
# Every one is reported, except these (the game's first line: the % comment, and why not):
NOT_REPORTED = {
    "errors_10": {
        7: "New tag name [Wrong]: tags bridgefp does not know are kept, never refused (PBN 2.1 §4.9: "
           "a robust parser skips a tag it does not know), so an unknown name is not an error",
        180: "Bad trump '1N': read as 1NT, as a Contract tag, Call.parse and LIN read it (real files write "
             "1N; one leniency everywhere)",
    },
    "errors_20": {},
    "errors_21": {},
}

# The games whose error needs more than one tag or token (bridgefp/formats/pbn_rules.py, and the
# Result against the trick in progress): the game's first line and what its message must name,
# worked out by hand from the file (deal, auction, play), not copied from our output.
RULE_ERRORS = {
    "errors_10": {
        # Dealer S, 1C AP: the auction makes South declarer, so "^S" (an irregular declarer) is wrong
        273: "line 274: [Declarer \"^S\"] marks an irregular declarer, but the auction makes South declarer",
        # West leads SQ; North (.63.AKQ987.A9732) has no spade, so its D7 is no revoke
        414: "line 420: '^R D7' marks a revoke, but North has no spade left to follow SQ",
        # declarer South: West is the proper opening leader, so ^L (out of turn) is wrong
        441: "line 447: '^L SK' marks a lead out of turn, but West leads in turn",
        453: "line 459: '^R SK' marks a revoke, but West leads SK",  # a lead is never a revoke
        465: "line 471: '^R H3' marks a revoke, but North has no spade left to follow SK",
        477: "line 483: '^R S4' marks a revoke, but S4 follows suit to SK",
        583: "line 598: '^I 1S' marks an insufficient bid, but 1S is sufficient after 1D",
        # 5HX by South: NS won tricks 1-6; South leads H2 to trick 7, North has no heart left and
        # West holds HA T, East HK Q, so EW win trick 7 and 13 tricks cannot be
        724: "line 738: [Result \"13\"] needs all 7 tricks left, but declarer's side cannot win the trick in progress",
        840: "line 840: '[Event \"Bridge Game\"] [Site \"At Home\"]': export format has one tag a line",
    },
    "errors_20": {
        # game 1 won by NS (100 below the line), the second in progress: NS vulnerable, not both
        14: "[ScoreRubberHistory \"NS 0 0 / 100 0 EW 0 0 / 0 0\"]: the games won make NS vulnerable, "
            "but [Vulnerable \"All\"]",
        18: "the games won make NS vulnerable, but [Vulnerable \"All\"]",
        # games 1 and 2 won by NS and EW: both vulnerable
        22: "the games won make both sides vulnerable, but [Vulnerable \"None\"]",
        26: "the games won make both sides vulnerable, but [Vulnerable \"None\"]",
        # Play "E": West ruffs trick 1, East wins trick 2, North trick 3, so North leads SA to trick 4
        31: "line 36: a second '+' in the Play section",  # N SA, E +, S +
        44: "line 49: S7 by West after '+'",  # N SA, E S3, S +, W S7
        # -Percentage: low to high, as the correct file's -Rank and -Percentage_EW are; here 72.49, 70.38, 70.20
        146: "line 155: [TotalScoreTable]: '-Percentage' marks the column sorted low to high, but 72.49 comes before 70.38",
        162: "line 171: [TotalScoreTable]: '-Percentage' marks the column sorted low to high",  # inherited by '#'
    },
    "errors_21": {},
}


def _verifier_items(name: str) -> list[tuple[int, object]]:
    from bridgefp.formats.pbn import read_pbn
    from bridgefp.formats.pbn_syntax import parse_game, split_games

    lines = (CORPORA / f"{V}reference_impl_tests__{name}.pbn").read_bytes().decode("latin-1").splitlines()
    firsts = [raw.lines[0] for raw in split_games(lines) if parse_game(raw) is not None]
    got = _warnings_for_boards(list(read_pbn(lines)))
    assert len(firsts) == len(got)
    return list(zip(firsts, got))


def _warnings_for_boards(items: list[object]) -> list[object]:
    """The items, a warning standing for the board it comes before (the report of that game)."""
    out: list[object] = []
    for item in items:
        if isinstance(item, bf.Board) and out and isinstance(out[-1], RecordWarning):
            continue
        out.append(item)
    return out


@pytest.mark.parametrize("name", sorted(NOT_REPORTED))
def test_every_deliberate_error_in_the_verifier_files_is_reported_but_those_listed(name):
    got = _verifier_items(name)
    unreported = {first for first, item in got if not isinstance(item, (bf.BridgeError, RecordWarning))}
    assert unreported == set(NOT_REPORTED[name])
    reported = len(got) - len(unreported)
    assert reported == {"errors_10": 73, "errors_20": 22, "errors_21": 2}[name]  # 97 of 99


@pytest.mark.parametrize("name", sorted(RULE_ERRORS))
def test_errors_that_tie_tags_and_sections_together_are_named(name):
    got = dict(_verifier_items(name))
    for first, expected in RULE_ERRORS[name].items():
        assert isinstance(got[first], (bf.BridgeError, RecordWarning)), first
        assert expected in str(got[first]), (first, str(got[first]))


def test_tag_and_annotation_errors_are_named():
    def first_error(*lines: str) -> str:
        (item,) = list(read_boards(list(lines), "pbn"))
        return str(item)

    assert first_error('[Date "95.06.10"]') == 'game 1, line 1: [Date "95.06.10"] is not a valid Date value'
    assert first_error("[Event]") == "game 1, line 1: '[Event]' is not a tag ([Name \"value\"])"
    assert first_error('[Note "1:x"]', '[Note "44:y"]').endswith('a note is "n:text" with n from 1 to 32')
    assert first_error('[Dealer "N"]', '[Auction "N"]', "1C =2=") == (
        "game 1, line 2: '=2=': no Note 2 in the game")
    assert first_error('[Dealer "N"]', '[Auction "N"]', "1C $256").endswith("'$256': a NAG is $0 to $255")
    assert first_error('[Event "a"]', '[Event "b"]') == "game 1, line 2: [Event] appears twice in the game"


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("relative", [p for p in CORRECT if p.endswith(".pbn")] + [
    "bridgebots/bridgebots__tests__resources__shared_deals.pbn",
])
def test_pbn_to_log_to_pbn_keeps_every_tag_the_deal_calls_and_cards(relative):
    first = boards(relative)
    log = bf.write_log(e for b in first for e in b.events)
    again_events = bf.read_log(log)
    assert again_events == [e for b in first for e in b.events]  # the log keeps everything
    pbn = "".join(write_boards(bf.replay(again_events), "pbn"))
    for board in bf.replay(again_events):  # every game opens with PBN 2.1's mandatory tags, in order
        game = bf.board_to_pbn(board)
        names = [line.split('"')[0].strip("[ ") for line in game.splitlines() if line.startswith("[")]
        assert names[: len(bf.formats.MANDATORY_TAGS)] == list(bf.formats.MANDATORY_TAGS)
    second = [b for b in read_boards(pbn.splitlines(), "pbn") if isinstance(b, bf.Board)]
    assert len(second) == len(first)
    for a, b in zip(first, second):
        assert [t for t in tags(a) if t not in tags(b) and not _said_again(t, b)] == []  # every tag keeps its value
        assert (a.deal, a.dealer, a.vulnerable) == (b.deal, b.dealer, b.vulnerable)
        assert a.events[1:] == b.events[1:]  # the same calls, cards, claims


def _said_again(tag: tuple[str, str], board: bf.Board) -> bool:
    """A tag written in the form every reader reads (endplay needs numbers and seats): an unknown
    Board, Dealer or Vulnerable as the board was read with, a Result by sides as declarer's tricks."""
    name, value = tag
    written = dict(tags(board)).get(name)
    if name in ("Board", "Dealer", "Vulnerable") and value in ("", "?"):
        return written == {"Board": str(board.number), "Dealer": str(board.dealer), "Vulnerable": str(board.vulnerable)}[name]
    if name == "Result" and board.declarer is not None:
        return result_tricks(value, board.declarer) == board.tricks and written == str(board.tricks)
    return False


@pytest.mark.parametrize("relative", ["endplay/tests__lin__example1.lin", "bridgebots/bridgebots__tests__resources__sample.lin"])
def test_lin_to_log_to_lin_is_byte_for_byte(relative):
    text = (CORPORA / relative).read_text(encoding="utf-8")
    events = bf.read_log(bf.write_log(e for b in boards(relative) for e in b.events))
    assert "".join(write_boards(bf.replay(events), "lin")) == text


def test_lin_boards_alerts_annotations_and_claims():
    first = boards("endplay/tests__lin__example1.lin")
    # board 1: 5H by South, all 13 tricks played; 12 tricks, not vulnerable: 300 + 150 + 30 = 480
    assert summary(first[0]) == (1, "5H", "S", 12, {"NS": 480, "EW": -480})
    michaels = first[0].events[4]
    assert str(michaels.call) == "2H" and dict(michaels.extra)["alert"] is True
    assert dict(michaels.extra)["annotation"].startswith("Michaels")
    # board 3 ends in mc|9: 2H by South, nine tricks claimed; not vulnerable... sv|e: EW vulnerable, so 140
    assert summary(first[2]) == (3, "2H", "S", 9, {"NS": 140, "EW": -140})
    assert first[2].play.claimed_by == bf.Seat.S


def test_a_vugraph_header_belongs_to_its_boards_and_comes_back():
    # written by hand in BBO's vugraph form: a match header, then two boards of one match
    lin = (
        "vg|Club match,Round 1,I,1,2,Home,0,Away,0|rs|4HS=,3NN-1|pn|Ann,Bob,Cy,Di,Ed,Flo,Gus,Hal|pg||\n"
        "qx|o1|md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|sv|o|mb|p|mb|p|mb|1H|mb|p|mb|4H|"
        "mb|p|mb|p|mb|p|pg||mc|10|\n"
        "qx|c1|md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|sv|o|nt|hello|mb|1N|mb|p|"
        "mb|3N|mb|p|mb|p|mb|p|pg||mc|8|\n"
    )
    got = list(read_boards(lin.splitlines(), "lin"))
    assert [summary(b) for b in got] == [  # qx|o1| and qx|c1|: board 1 in the open and closed rooms
        (1, "4H", "S", 10, {"NS": 420, "EW": -420}),
        (1, "3NT", "N", 8, {"NS": -50, "EW": 50}),
    ]
    assert ["rs", "3NN-1"] in thaw(dict(got[1].dealt.extra)["lin"])
    assert "".join(write_boards(got, "lin")) == lin
    pbn = "".join(write_boards(got, "pbn"))  # the open room's players, then the closed room's
    assert '[South "Ann"]' in pbn and '[East "Di"]' in pbn and '[South "Ed"]' in pbn and '[East "Hal"]' in pbn


# ---------------------------------------------------------------- detection and the event stream


def test_detect_by_name_then_by_content():
    assert detect("a.lin") == "lin" and detect("a.JSONL") == "jsonl" and detect("a.json") == "jsonl"
    assert detect("-", b"% PBN 2.1\n") == "pbn" and detect("-", b"{ a comment }") == "pbn"
    assert detect("-", b'{"event": "deal"}') == "jsonl" and detect("-", b"[\n") == "jsonl"
    assert detect("x.txt", b"pn|a,b,c,d|") == "lin" and detect("-", b"") == "jsonl"


def test_iter_records_gives_every_event_with_its_place_and_raises_on_a_bad_board():
    placed = list(iter_records(raw("endplay/tests__pbn__example1.pbn"), "example1.pbn"))
    assert placed[0][0] == "board 1, event 1" and isinstance(placed[0][1], bf.Dealt)
    assert sum(isinstance(e, bf.Dealt) for _, e in placed) == 2
    with pytest.raises(bf.BridgeError, match="makes North declarer"):
        list(iter_records(raw("endplay/tests__pbn__example4.pbn"), "example4.pbn"))


def test_reading_streams_game_by_game():
    # a generator of lines that fails after the first game: the first board comes out before the failure
    def lines():
        yield from (CORPORA / "endplay/tests__pbn__example1.pbn").read_text().splitlines()[:33]
        raise RuntimeError("read past the first game")

    first = next(read_boards(lines(), "pbn"))
    assert isinstance(first, bf.Board) and first.number == 1


def test_latin1_pbn_is_read():
    b = boards(CORRECT[2])[1]
    assert dict(tags(b))["Site"].startswith("Hotel Des Indes")


# ---------------------------------------------------------------- endplay reads our PBN


def test_endplay_reads_our_pbn_export():
    pbn_parser = pytest.importorskip("endplay.parsers.pbn", reason="endplay (the dds extra, which CI installs) is not installed: our PBN export is not read back by a second reader")
    log = [bf.start_board(bf.Dealt(bf.Deal.from_permutation(p, bf.Seat.S))) for p in bf.seeded_permutations(3, 4)]
    played = [bf.finish_play(bf.finish_auction(b, bf.get_system("simple"))) for b in log]
    open_auction = log[0]
    ours = played + [open_auction] + boards("endplay/tests__pbn__example1.pbn")
    text = "".join(write_boards(ours, "pbn"))
    theirs = pbn_parser.load(io.StringIO(text))
    assert len(theirs) == len(ours)
    for mine, other in zip(ours, theirs):
        theirs_deal = bf.Deal.from_pbn(other.deal.to_pbn())
        assert [theirs_deal.hand(s) for s in bf.SEATS] == [mine.deal.hand(s) for s in bf.SEATS]
        if mine.contract is not None and not mine.contract.is_passed_out and mine.tricks is not None:
            assert other.contract.level == mine.contract.level
            assert other.contract.declarer.name[0].upper() == str(mine.declarer)
            assert other.contract.result == mine.tricks - mine.contract.tricks_needed
        assert len(other.auction) == len(mine.auction.calls)
    for tag in bf.formats.MANDATORY_TAGS:
        assert text.count(f"[{tag} ") == len(ours)


def test_a_board_written_to_pbn_is_the_game_worked_out_by_hand():
    # Dealer South: Pass, West 1H, Pass, East 3C, Pass, West 4H, three passes: 4H by West, North leads.
    # Trick 1 North leads SK (E S2, S S6, W S3: North's king wins); trick 2 North leads S5 (E S8, S SJ,
    # W SQ: West's queen wins); then West claims 9 of the 11 left: 10 tricks. Play rows: North first.
    deal = bf.Deal.from_pbn("W:Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764")
    board = bf.start_board(bf.Dealt(deal, bf.Seat.S, bf.Vulnerability.NONE, 3))
    for seat, call in zip("SWNESWNES", "Pass 1H Pass 3C Pass 4H Pass Pass Pass".split()):
        board = bf.apply_event(board, bf.CallMade(bf.Seat.parse(seat), bf.Call.parse(call)))
    for seat, card in zip("NESWNESW", "SK S2 S6 S3 S5 S8 SJ SQ".split()):
        board = bf.apply_event(board, bf.CardPlayed(bf.Seat.parse(seat), bf.Card.parse(card)))
    board = bf.apply_event(board, bf.Claimed(bf.Seat.W, 9))
    assert bf.board_to_pbn(board) == "\n".join([
        '[Event "?"]', '[Site "?"]', '[Date "?"]', '[Board "3"]', '[West "?"]', '[North "?"]', '[East "?"]',
        '[South "?"]', '[Dealer "S"]', '[Vulnerable "None"]',
        '[Deal "S:AJ6.64.962.K9764 Q43.AKQJT2.Q8.32 KT75.9753.T543.J 982.8.AKJ7.AQT85"]', '[Scoring "?"]',
        '[Declarer "W"]', '[Contract "4H"]', '[Result "10"]',
        '[Auction "S"]', "Pass 1H Pass 3C", "Pass 4H Pass Pass", "Pass",
        '[Play "N"]', "SK S2 S6 S3", "S5 S8 SJ SQ", "*",
    ]) + "\n"


@pytest.mark.parametrize("relative", [p for p in CORRECT if p.endswith(".pbn")] + [
    "bridgebots/bridgebots__tests__resources__shared_deals.pbn", "bridgebots/bridgebots__tests__resources__sample.pbn",
    "bbo-helper/Boards__BBO__cold_6d.pbn", "endplay/tests__pbn__example1.pbn", "endplay/examples__pbn_files__sample.pbn",
    "endplay/tests__lin__example1.lin",
])
def test_pbn_we_wrote_reads_and_writes_back_byte_for_byte(relative):
    once = "".join(write_boards(boards(relative), "pbn"))
    again = "".join(write_boards([b for b in read_boards(once.splitlines(), "pbn") if isinstance(b, bf.Board)], "pbn"))
    assert again == once


def test_robot_boards_written_from_the_fold_and_from_their_own_pbn_text_are_the_same_bytes():
    played = [bf.finish_play(bf.finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(p, bf.Seat(i % 4)),
                                                                         bf.Seat(i % 4), board=i + 1)),
                                               bf.get_system("simple")))
              for i, p in enumerate(bf.seeded_permutations(11, 12))]
    from_fold = "".join(write_boards(played, "pbn"))  # no stored text: every line from the fold
    read = [b for b in read_boards(from_fold.splitlines(), "pbn") if isinstance(b, bf.Board)]
    facts = lambda b: [(type(e), tuple(e)[:-1]) for e in b.events[1:]]  # noqa: E731 (a robot's explain is not written)
    assert [facts(b) for b in read] == [facts(b) for b in played]
    assert "".join(write_boards(read, "pbn")) == from_fold  # the stored text, kept where the fold agrees


def test_our_pbn_export_has_the_mandatory_tags_in_order():
    board = bf.start_board(bf.Dealt(bf.Deal.from_permutation(list(range(1, 53)), bf.Seat.S)))
    text = bf.board_to_pbn(board, 5)
    names = [line.split()[0][1:] for line in text.splitlines() if line.startswith("[")]
    assert names == list(bf.formats.MANDATORY_TAGS)
    assert '[Board "5"]' in text and '[Contract "?"]' in text and '[Event "?"]' in text


def test_corpora_listing_is_what_the_tests_expect():
    found = {os.path.relpath(p, CORPORA) for p in glob.glob(str(CORPORA / "*" / "*.pbn")) + glob.glob(str(CORPORA / "*" / "*.lin"))}
    assert set(CORRECT) <= found


def test_bbo_style_passed_out_board_keeps_its_declarer_and_result_tags():
    # SPEC §12: BBO writes passed-out boards with Declarer "S" and Result "0"
    for auction in ([], ['[Auction "N"]', "AP"]):
        (board,) = _pbn('[Declarer "S"]', '[Contract "Pass"]', '[Result "0"]', *auction)
        assert isinstance(board, bf.Board), board
        assert summary(board) == (1, "Pass", None, None, {"NS": 0, "EW": 0})
        text = bf.board_to_pbn(board)
        assert '[Declarer "S"]' in text and '[Result "0"]' in text and '[Contract "Pass"]' in text


def test_annotations_cross_between_lin_and_pbn_as_notes():
    lin_boards = boards("endplay/tests__lin__example1.lin")
    pbn = "".join(write_boards(lin_boards, "pbn"))
    # LIN's mb|2H!| (alerted) an|Michaels…|: the PBN note says alert too (PBN's own ! is a good call)
    assert '1H =1= 2H =2=' in pbn and '[Note "2:alert: Michaels -- 5+ !S; 9+ total points; forcing "]' in pbn
    back = [b for b in read_boards(pbn.splitlines(), "pbn") if isinstance(b, bf.Board)]
    notes = lambda b: [dict(e.extra).get("annotation") for e in b.events if isinstance(e, bf.CallMade)]  # noqa: E731
    assert [notes(b) for b in back] == [notes(b) for b in lin_boards]
    lin = "".join(write_boards(back, "lin"))
    assert "mb|2H!|an|Michaels -- 5+ !S; 9+ total points; forcing |" in lin  # the alert mark (!) comes back


@pytest.mark.parametrize("relative", [
    "bbo-helper/Boards__BBO__cold_6d.pbn", "bbo-helper/Boards__BBO__too_many_trumps.pbn",
    "endplay/examples__pbn_files__sample.pbn", "endplay/tests__pbn__example1.pbn",
    "endplay/tests__lin__example1.lin", "bridgebots/bridgebots__tests__resources__sample.lin",
    V + "three_test_records.pbn", V + "three_test_records_crlf.pbn",
])
def test_endplay_reads_our_export_of_every_real_file_it_reads_itself(relative):
    pbn_parser = pytest.importorskip("endplay.parsers.pbn", reason="endplay (the dds extra, which CI installs) is not installed: our PBN export is not read back by a second reader")
    ours = boards(relative)
    theirs = pbn_parser.loads("".join(write_boards(ours, "pbn")))
    assert len(theirs) == len(ours)
    for mine, other in zip(ours, theirs):
        assert other.board_num == mine.number
        if mine.tricks is not None and not mine.contract.is_passed_out:
            assert other.contract.level == mine.contract.level
            assert other.contract.result == mine.tricks - mine.contract.tricks_needed


def test_the_text_view_of_a_board_whose_auction_was_not_recorded():
    (board,) = _pbn('[Declarer "S"]', '[Contract "5HX"]')
    text = bf.board_text(board)
    assert "Auction not recorded." in text and "Contract: 5HX by South." in text
    assert "Opening lead: West." in text
    played = bf.finish_play(board)  # robots can play a stated contract
    assert played.tricks is not None and played.events[1] == board.events[1]


def test_export_layout_is_checked_only_where_the_file_claims_export_format():
    game = ['[Event "a"] [Site "b"]', '[Dealer "N"]', '[Auction "N"]', "1C Pass Pass Pass", ""]
    assert [type(i).__name__ for i in read_boards(game, "pbn")] == ["Skipped"]  # import format: free layout
    (item,) = read_boards(["% PBN 2.1", "% EXPORT"] + game, "pbn")
    assert str(item) == "game 1, line 3: '[Event \"a\"] [Site \"b\"]': export format has one tag a line"
    (item,) = read_boards(["% EXPORT", '[Dealer "N"]', '[Auction "N"]', "1C Pass Pass Pass Pass"], "pbn")
    assert str(item) == ("game 1, line 3: [Auction] '1C Pass Pass Pass Pass': "
                         "export format has at most four calls a line, not 5")


def test_a_result_is_read_against_the_trick_in_progress():
    # South declares 1NT; West leads SA, North plays his only spade S2, and East and South hold
    # one spade each (S3, S4), which they must play: East-West win the trick in progress, so
    # South can take 12 of the 13 tricks left, not 13.
    deal = "N:2.AKQ.AKQJT98.AK 3.J32.7654.QJT98 4.T987.32.765432 AKQJT98765.654.."
    head = ['[Deal "' + deal + '"]', '[Dealer "S"]', '[Declarer "S"]', '[Contract "1NT"]']
    play = ['[Play "W"]', "SA S2 - -", "*"]
    (twelve,) = read_boards(head + ['[Result "12"]'] + play, "pbn")
    assert isinstance(twelve, bf.Board) and twelve.tricks == 12
    (thirteen,) = read_boards(head + ['[Result "13"]'] + play, "pbn")
    assert str(thirteen) == ('game 1, line 5: [Result "13"] needs all 13 tricks left, but declarer\'s side '
                             "cannot win the trick in progress (SA S2 led by West)")


def test_a_robot_boards_explanations_cross_to_pbn_and_lin_and_back():
    board = bf.finish_auction(bf.start_board(bf.Dealt(bf.Deal.from_permutation(list(range(1, 53)), bf.Seat.S))),
                              bf.get_system("simple"))
    said = [e.explain for e in board.events if isinstance(e, bf.CallMade)]
    assert any(said)
    for fmt in ("pbn", "lin"):
        text = "".join(write_boards([board], fmt))
        assert ("[Note \"1:explain: " if fmt == "pbn" else "an|explain: ") in text
        (again,) = read_boards(text.splitlines(), fmt)
        assert [e.explain for e in again.events if isinstance(e, bf.CallMade)] == said


def test_an_explanation_with_line_breaks_or_tabs_reaches_pbn_as_a_note_that_reads_back():
    """A PBN tag value holds no control character: a note written from a log has spaces for them."""
    dealt = bf.Dealt(bf.Deal.from_permutation(list(range(1, 53)), bf.Seat.N), bf.Seat.N)
    calls = [bf.CallMade(bf.Seat.N, bf.Call.parse("1NT"), (("explain", "line one\nline two\tend\x01"),))]
    calls += [bf.CallMade(seat, bf.PASS) for seat in (bf.Seat.E, bf.Seat.S, bf.Seat.W)]
    (board,) = bf.replay([dealt, *calls])
    text = "".join(write_boards([board], "pbn"))
    assert '[Note "1:explain: line one line two end "]' in text
    (again,) = read_boards(text.splitlines(), "pbn")
    assert isinstance(again, bf.Board), again
    assert again.events[1].explain == "line one line two end "


def test_lin_alerts_and_annotations_cross_to_pbn_and_back():
    first = boards("endplay/tests__lin__example1.lin")

    def marks(b: bf.Board) -> list[tuple[object, object]]:
        return [(dict(e.extra).get("alert"), dict(e.extra).get("annotation")) for e in b.events if isinstance(e, bf.CallMade)]

    assert sum(1 for b in first for alert, _ in marks(b) if alert) > 0  # the file alerts some calls
    text = "".join(write_boards(first, "pbn"))
    assert "=1=" in text and '[Note "1:' in text and ': alert: Michaels' not in text
    michaels = next(line for line in text.splitlines() if "Michaels" in line)
    assert michaels.startswith('[Note "') and ":alert: Michaels" in michaels  # LIN's mb|2H!| an|Michaels…|
    again = [b for b in read_boards(text.splitlines(), "pbn") if isinstance(b, bf.Board)]
    assert [marks(b) for b in again] == [marks(b) for b in first]


def test_a_result_in_declarers_tricks_needs_a_declarer_whether_the_tag_is_missing_or_unknown():
    deal = '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]'
    for declarer in ([], ['[Declarer "?"]']):
        (item,) = read_boards([deal] + declarer + ['[Result "9"]'], "pbn")
        assert str(item) == f'game 1, line {2 + len(declarer)}: [Result "9"] but the Declarer is unknown'
    (item,) = read_boards([deal, '[Result "NS 9"]'], "pbn")  # a side's tricks need no declarer
    assert not isinstance(item, bf.BridgeError)


def test_table_sort_marks_and_rubber_history_each_way():
    def first(*lines: str) -> str:
        (item,) = list(read_boards(list(lines), "pbn"))
        return str(item)

    assert first('[ScoreTable "+Score\\4R;Name"]', "100 a", "200 b") == (
        "game 1, line 1: [ScoreTable]: '+Score' marks the column sorted high to low, but 100 comes before 200")
    (item,) = read_boards(['[ScoreTable "+Score\\4R;-Rank"]', "200 1", "100 2"], "pbn")
    assert isinstance(item, Skipped)  # in order both ways; not a board (no Deal), not an error
    # 3 units a side: the first game in progress, nobody vulnerable
    assert first('[Vulnerable "NS"]', '[ScoreRubberHistory "NS 0 0 / 60 EW 0 0 / 0"]') == (
        'game 1, line 2: [ScoreRubberHistory "NS 0 0 / 60 EW 0 0 / 0"]: the games won make no side vulnerable, '
        'but [Vulnerable "NS"]')
    # EW won the first game: EW vulnerable, as stated
    (item,) = read_boards(['[Vulnerable "EW"]', '[ScoreRubberHistory "NS 0 0 / 40 0 EW 0 0 / 120 0"]'], "pbn")
    assert isinstance(item, Skipped)


def test_lin_chat_crosses_to_pbn_as_commentary_before_the_auction_and_the_play():
    line = (CORPORA / "endplay/tests__lin__example1.lin").read_text(encoding="utf-8").splitlines()[0]
    # chat before North's 1H (the third call) and before the second card (the lead is the first)
    line = line.replace("mb|1H|", "nt|Nice {bid}|mb|1H|", 1)
    second = line.index("pc|", line.index("pc|") + 1)
    card = str(bf.Card.parse(line[second + 3 : line.index("|", second + 3)]))  # the second card, as the file has it
    line = line[:second] + "nt|Good lead!|" + line[second:]
    (board,) = read_boards([line], "lin")
    chat = lambda b: [(str(e.call if isinstance(e, bf.CallMade) else e.card), v)  # noqa: E731
                      for e in b.events[1:] for k, value in e.extra if k == "lin" for c, v in value if c == "nt"]
    assert chat(board) == [("1H", "Nice {bid}"), (card, "Good lead!")]
    pbn = "".join(write_boards([board], "pbn"))
    # braces cannot stand in a PBN comment; no comment among the calls or cards (endplay reads every
    # line of a section as calls or cards)
    assert "{Nice (bid)}\n[Auction " in pbn and "{Good lead!}\n[Play " in pbn
    (again,) = read_boards(pbn.splitlines(), "pbn")
    assert [e[1] for e in thaw(dict(again.dealt.extra)["pbn"]) if e[0] == "{}"] == ["Nice (bid)", "Good lead!"]
    plain = lambda b: [e._replace(extra=()) for e in b.events[1:]]  # noqa: E731
    assert plain(again) == plain(board) and chat(again) == []


@pytest.mark.parametrize("tag", ['[Play "##S"]', '[Auction "##All"]', '[Note "##1:x"]', '[Result "##9"]'])
def test_a_section_or_tag_inherited_by_double_hash_is_checked_without_a_traceback(tag):
    # the following games state no such tag: the checks must not look up a line the game does not have
    deal = '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]'
    items = list(read_boards([tag, "SK H3 S4 S3", "", '[Declarer ""]', "", deal, ""], "pbn"))
    assert len(items) == 3 and all(isinstance(i, (bf.Board, bf.BridgeError, Skipped)) for i in items)
