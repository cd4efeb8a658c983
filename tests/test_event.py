"""``bridgefp score`` (SPEC §20): an event scored across tables, worked by hand.

Each expected number below was worked out by hand from the Laws' scores and the rules of
SPEC §20 (matchpoints 2 a result beaten and 1 a tie; Neuberg's (MP + 1) × E / A − 1; the
Butler datum trimmed and rounded to tens, halves away from zero; cross-IMPs summed), and
is written down as a number, not computed by the code under test.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp.event import Row, Traveller, butler_datum, cross_imps, matchpoints, neuberg, score_event, totals, trimmed_count
from bridgefp.formats.pbn_tables import read_event, table_columns, table_rows
from bridgefp_cli.main import main
from shared import CORPORA

COLUMNS = r"Table\1R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\4R;Score_EW\4R;Names_NS;Names_EW"


def game(board: int, vul: str, rows: list[str], scoring: str = "MatchPoints") -> str:
    return "\n".join([
        f'[Event "Club pairs"]', f'[Board "{board}"]', f'[Dealer "N"]', f'[Vulnerable "{vul}"]',
        '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]',
        f'[Scoring "{scoring}"]', f'[ScoreTable "{COLUMNS}"]', *(r if '"' in r else r + ' "" ""' for r in rows),
    ]) + "\n"


# Four tables; board 1 has a written score that disagrees (+450 for 4S made exactly), board 3
# was played three times, board 4 three times and once given an artificial score (A+ to NS 7, A- to EW 8).
PAIRS = "\n".join([
    game(1, "None", ['1 1 2 4S N 10 450 - "Ann Åberg" "Bo Öst"', "2 3 4 4S N 11 450 -", "3 5 6 2S N 10 170 -",
                     "4 7 8 4S N 9 - 50"]),
    game(2, "NS", ["1 1 2 3NT S 9 600 -", "2 3 4 3NT S 9 600 -", "3 5 6 3N S 8 - 100", "4 7 8 4H E 10 - 420"]),
    game(3, "EW", ["1 1 2 1NT W 7 - 90", "2 3 4 2C N 8 90 -", "3 5 6 1NT W 8 - 120"]),
    game(4, "All", ["1 1 2 6NT S 12 1440 -", "2 3 4 3NT S 12 690 -", "3 5 6 6NT S 11 - 100", "4 7 8 - - - A+ A-"]),
])


def run(*args: object, input: str | bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, [str(a) for a in args], input=input)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def write(tmp_path, text: str | bytes, name: str = "event.pbn"):
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def json_out(*args: object) -> tuple[list[dict], dict, str]:
    code, out, err = run("score", *args, "--format", "json")
    assert code == 0, err
    objects = [json.loads(line) for line in out.splitlines()]
    return objects[:-1], objects[-1], err


# ---------------------------------------------------------------- matchpoints with Neuberg


def test_matchpoints_by_hand_with_neuberg_and_an_artificial_score(tmp_path):
    boards, totals_, err = json_out(write(tmp_path, PAIRS))
    by_board = {b["board"]: b["rows"] for b in boards}
    assert [r["mp"] for r in by_board[1]] == [[4.0, 2.0], [6.0, 0.0], [2.0, 4.0], [0.0, 6.0]]
    assert [r["score"] for r in by_board[1]] == [420, 450, 170, -50]
    assert [r["mp"] for r in by_board[2]] == [[5.0, 1.0], [5.0, 1.0], [2.0, 4.0], [0.0, 6.0]]
    # Board 3: three results of the four expected: (4 + 1) × 4/3 − 1 = 5.67, (2 + 1) × 4/3 − 1 = 3, 1/3.
    assert [r["mp"] for r in by_board[3]] == [[3.0, 3.0], [5.67, 0.33], [0.33, 5.67]]
    assert [r["percentage"] for r in by_board[3]] == [[50.0, 50.0], [94.44, 5.56], [5.56, 94.44]]
    # Board 4: the artificial row is 60% / 40% of the top of 6.
    assert [r["mp"] for r in by_board[4]] == [[5.67, 0.33], [3.0, 3.0], [0.33, 5.67], [3.6, 2.4]]
    assert by_board[4][3]["artificial"] == ["A+", "A-"] and by_board[4][3]["score"] is None
    ranking = [(t["pair"], t["rank"], t["mp"], t["percentage"], t["boards"]) for t in totals_["totals"]]
    assert ranking == [
        ("3", 1, 19.67, 81.94, 4), ("6", 2, 19.33, 80.56, 4), ("8", 3, 14.4, 80.0, 3), ("1", 4, 17.67, 73.61, 4),
        ("2", 5, 6.33, 26.39, 4), ("7", 6, 3.6, 20.0, 3), ("5", 7, 4.67, 19.44, 4), ("4", 8, 4.33, 18.06, 4),
    ]
    assert [t["names"] for t in totals_["totals"] if t["pair"] in ("1", "2")] == ["Ann Åberg", "Bo Öst"]
    # The written +450 on board 1 is reported in one line, and 420 is used.
    assert err == f"Note: {tmp_path / 'event.pbn'}, board 1, row 1: the written score is NS 450, the result scores NS 420; 420 used\n"


def test_totals_add_the_unrounded_values():
    # Two boards of three results where five were expected: 1/3-sized fractions that round apart.
    rows = (Row("1", "2", bf.Contract.parse("1NT"), bf.Seat.N, 8), Row("3", "4", bf.Contract.parse("1NT"), bf.Seat.N, 7),
            Row("5", "6", bf.Contract.parse("1NT"), bf.Seat.N, 6))
    full = tuple(Row(str(10 + i), str(20 + i), bf.Contract.parse("1NT"), bf.Seat.N, 7) for i in range(5))
    travellers = [Traveller("1", bf.Vulnerability.NONE, rows), Traveller("2", bf.Vulnerability.NONE, rows),
                  Traveller("3", bf.Vulnerability.NONE, full)]
    boards, _ = score_event(travellers, "mp")
    (first,) = [t for t in totals(boards, "mp") if t.pair == "1"]
    # (4 + 1) × 5/3 − 1 = 22/3 on each board: 44/3 in all, not 2 × 7.33.
    assert first.mp == pytest.approx(44 / 3, abs=1e-12) and first.percentage == pytest.approx(100 * 44 / 3 / 16)


def test_neuberg_and_matchpoints_by_hand():
    assert matchpoints([100, 100, 50]) == [3.0, 3.0, 0.0]
    assert matchpoints([100, 50], [3, 1]) == [4.0, 0.0]  # three tables at 100: each beats one, ties two
    assert neuberg(0, 1, 13) == 12  # a lone result is an average
    assert neuberg(10, 6, 7) == pytest.approx(11 * 7 / 6 - 1)


# ---------------------------------------------------------------- IMPs


def test_butler_datum_is_trimmed_and_rounded_to_tens_halves_away_from_zero():
    assert [trimmed_count(n) for n in (3, 10, 11, 25, 26, 40, 41)] == [1, 1, 2, 2, 3, 3, 4]
    # 12 scores: the 2 highest and 2 lowest go; (140 + 170 + 420 + 4 × 620 + 650) / 8 = 482.5 -> 480.
    assert butler_datum([620, 620, 650, 170, 140, 620, -100, 420, 650, 620, 1430, -200]) == 480
    assert butler_datum([100, 115, 130]) == 120 and butler_datum([-200, -115, 0]) == -120  # 11.5 tens, either sign
    assert butler_datum([100, 114, 130]) == 110 and butler_datum([-200, -114, 0]) == -110
    assert butler_datum([420]) == 420 and butler_datum([420, -50]) == 190  # 185 -> 190: nothing trimmed from two


def test_cross_imps_by_hand():
    # 620 vs 170: 10, vs 620: 0, vs -100: 12 -> 22; 170: -10 -10 +7 = -13; -100: -12 -7 -12 = -31.
    assert cross_imps([620, 170, 620, -100]) == [22, -13, 22, -31]


IMP_EVENT = "\n".join([
    game(1, "None", ["1 1 2 4S N 10 420 -", "2 3 4 2S N 10 170 -", "3 5 6 4S N 10 420 -", "4 7 8 4S N 8 - 100"],
         "IMP;Cross"),
    game(2, "None", ["1 1 2 3NT N 10 430 -", "2 3 4 3NT N 8 - 50", "3 5 6 3NT N 9 400 -"], "IMP;Cross"),
])


def test_cross_imps_summed_and_averaged(tmp_path):
    path = write(tmp_path, IMP_EVENT)
    boards, summed, _ = json_out(path)
    # Board 1: 420 vs 170: 6, vs 420: 0, vs -100: 11 -> 17; 170: -6 -6 +7 = -5; -100: -11 -7 -11 = -29.
    assert [r["imps"] for r in boards[0]["rows"]] == [[17.0, -17.0], [-5.0, 5.0], [17.0, -17.0], [-29.0, 29.0]]
    # Board 2: 430 vs -50: 10, vs 400: 1 -> 11; -50: -10 -10 = -20; 400: -1 + 10 = 9.
    assert [r["imps"] for r in boards[1]["rows"]] == [[11.0, -11.0], [-20.0, 20.0], [9.0, -9.0]]
    assert {t["pair"]: t["imps"] for t in summed["totals"]}["1"] == 28.0
    _, mean, _ = json_out(path, "--method", "cross-imps-mean")
    # Pair 1: 17 IMPs over 3 comparisons on board 1, 11 over 2 on board 2: the mean of 5.67 and 5.5.
    assert {t["pair"]: t["imps"] for t in mean["totals"]}["1"] == 5.58
    assert mean["totals"][0]["mp"] is None and mean["totals"][0]["percentage"] is None


def test_butler_imps_against_the_datum(tmp_path):
    boards, found, _ = json_out(write(tmp_path, IMP_EVENT), "--method", "butler")
    # Board 1: without 420 and -100, (170 + 420) / 2 = 295 -> 300; 420 - 300 = 120: 3 IMPs, 170: -130: -4,
    # -100: -400: -9.
    assert boards[0]["datum"] == 300
    assert [r["imps"][0] for r in boards[0]["rows"]] == [3.0, -4.0, 3.0, -9.0]
    assert boards[1]["datum"] == 400 and [r["imps"][0] for r in boards[1]["rows"]] == [1.0, -10.0, 0.0]
    assert {t["pair"]: t["imps"] for t in found["totals"]} == {
        "1": 4.0, "5": 3.0, "3": -14.0, "7": -9.0, "2": -4.0, "6": -3.0, "4": 14.0, "8": 9.0}


def test_artificial_scores_in_cross_imps_are_worth_a_comparison_each():
    rows = (Row("1", "2", bf.Contract.parse("4S"), bf.Seat.N, 10), Row("3", "4", bf.Contract.parse("4S"), bf.Seat.N, 9),
            Row("5", "6", artificial=("A+", "A-")))
    (board,), _ = score_event([Traveller("1", bf.Vulnerability.NONE, rows)], "cross-imps")
    assert [r.imps for r in board.rows] == [(10.0, -10.0), (-10.0, 10.0), (3.0, -3.0)]


# ---------------------------------------------------------------- the file


def test_the_method_comes_from_the_scoring_tag_unless_given(tmp_path):
    path = write(tmp_path, PAIRS.replace("MatchPoints", "?"))
    code, _, err = run("score", path)
    assert code == 1 and "names no method: give --method" in err and err.count("\n") == 1
    boards, _, _ = json_out(path, "--method", "butler")
    assert "datum" in boards[0]


def test_iso_8859_1_and_a_byte_order_mark_are_read(tmp_path):
    latin = write(tmp_path, PAIRS.encode("latin-1"), "latin.pbn")
    bom = write(tmp_path, b"\xef\xbb\xbf" + PAIRS.encode("utf-8"), "bom.pbn")
    for path in (latin, bom):
        _, found, _ = json_out(path)
        assert {t["pair"]: t["names"] for t in found["totals"]}["2"] == "Bo Öst"


def test_text_shows_the_ranking_and_each_traveller(tmp_path):
    code, out, _ = run("score", write(tmp_path, PAIRS))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Ranking (matchpoints)"
    assert lines[3].split()[:5] == ["1", "3", "4", "19.67", "81.94"]
    assert "Board 3 (vulnerable: EW)" in out and "94.44" in out


def test_pbn_output_holds_our_numbers_and_reads_back(tmp_path):
    code, out, _ = run("score", write(tmp_path, PAIRS), "--format", "pbn")
    assert code == 0
    event = read_event(out.splitlines())
    assert len(event.travellers) == 4 and [r.written for r in event.travellers[0].rows] == [420, 450, 170, -50]
    # Our ScoreTable columns and the TotalScoreTable we wrote, read back as a table.
    assert "MP_NS" in out and "Percentage_NS" in out
    rows = event.written_totals
    assert [(r["Rank"], r["PairId"], r["TotalPercentage"]) for r in rows][:2] == [("1", "3", "81.94"), ("2", "6", "80.56")]
    # Scoring the written file again gives the same totals, with no disagreement left.
    again = write(tmp_path, out, "again.pbn")
    _, first, _ = json_out(write(tmp_path, PAIRS))
    _, second, err = json_out(again)
    assert second == first and err == ""
    # The file is still PBN that bridgefp's reader folds, board by board.
    items = list(bf.read_boards(out.splitlines(), "pbn"))
    assert all(isinstance(i, bf.Board) for i in items) and len(items) == 4


def test_a_mitchell_ranks_each_direction_apart(tmp_path):
    # Pair numbers 1 and 2 sit NS and EW both on one board: two fields.
    text = "\n".join([
        game(1, "None", ["1 1 1 4S N 10 420 -", "2 2 2 4S N 9 - 50"]),
        game(2, "None", ["1 1 2 4S N 10 420 -", "2 2 1 4S N 10 420 -"]),
    ])
    _, found, _ = json_out(write(tmp_path, text))
    assert [(t["pair"], t["direction"], t["rank"]) for t in found["totals"]] == [
        ("2", "EW", 1), ("1", "EW", 2), ("1", "NS", 1), ("2", "NS", 2)]


def test_a_file_without_results_is_one_line(tmp_path):
    code, out, err = run("score", write(tmp_path, '[Event "x"]\n[Board "1"]\n'))
    assert code == 1 and out == "" and "no results to score" in err and err.count("\n") == 1


# ---------------------------------------------------------------- real files


def test_teams_rooms_from_a_real_match():
    # 16th European Youth Teams: board 1, Open 5H by S down one (-50), Closed 4H by N made (+420).
    code, out, _ = run("score", CORPORA / "endplay" / "tests__pbn__example1.pbn", "--format", "json")
    assert code == 0
    board, found = (json.loads(line) for line in out.splitlines())
    assert board == {"board": 1, "rooms": [{"room": "Open", "score": -50, "imps": -10},
                                           {"room": "Closed", "score": 420, "imps": 10}]}
    assert [(t["team"], t["imps"]) for t in found["totals"]] == [("J-austria", 10.0), ("J-germany", -10.0)]


def test_two_rooms_without_room_tags_are_a_teams_match():
    # Spingold: board 62, 6C by N down one (-50) against 6SX by E down two (+500): 550 is 11 IMPs.
    path = CORPORA / "bridgebots" / "bridgebots__tests__resources__shared_deals.pbn"
    boards, found, _ = json_out(path)
    assert boards[0] == {"board": 62, "rooms": [{"room": "Open", "score": -50, "imps": -11},
                                                {"room": "Closed", "score": 500, "imps": 11}]}


def test_the_pbn_standards_traveller_ranks_as_ours_do():
    """The PBN Verifier's example traveller (155 results with multiplicities): its Rank column is the
    place our matchpoints give each score, ties sharing the best place."""
    path = CORPORA / "pbn-verifier" / "spec__resource__reference_impl_tests__correct_20.pbn"
    text = path.read_text(encoding="latin-1").splitlines()
    start = next(i for i, line in enumerate(text) if line.startswith('[ScoreTable "-Rank'))
    end = next(i for i in range(start + 1, len(text)) if text[i].startswith("["))
    written = table_rows(table_columns(text[start][13:-2]), text[start + 1:end])
    event = read_event(text)
    (board,) = [b for b in score_event(event.travellers, "mp")[0] if len(b.rows) == len(written)]
    assert sum(s.row.weight for s in board.rows) == 155
    for row, ours in zip(written, board.rows):
        better = sum(o.row.weight for o in board.rows if o.mp[0] > ours.mp[0])
        assert int(row["Rank"]) == better + 1 and int(row["Score_NS"]) == ours.score
        assert int(row["Multiplicity"]) == ours.row.weight
    assert board.top == 2 * 154 and Fraction(board.rows[0].mp[0]).limit_denominator() == 2 * 153 + 1


def test_teams_pbn_output_writes_each_rooms_imps(tmp_path):
    path = CORPORA / "endplay" / "tests__pbn__example1.pbn"
    code, out, _ = run("score", path, "--format", "pbn")
    assert code == 0
    lines = out.splitlines()
    assert [line for line in lines if line.startswith("[ScoreIMP")] == ['[ScoreIMP "NS -10"]', '[ScoreIMP "NS 10"]']
    assert lines[lines.index('[Score "NS -50"]') + 1] == '[ScoreIMP "NS -10"]'
    at = lines.index('[TotalScoreTable "Rank\\1R;Team\\9R;NrBoards\\1R;TotalIMP\\6R"]')
    assert lines[at + 1:at + 3] == ["1 J-austria 1  10.00", "2 J-germany 1 -10.00"] and lines[at - 1].startswith("[")
    # Everything else is the file's own text, line for line.
    original = path.read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if not line.startswith(("[ScoreIMP", "[TotalScoreTable", "1 J-", "2 J-"))] == original


# A traveller laid out as a federation's scoring program writes one: table and round, the lead,
# scores quoted and "-" for the side that scored nothing, "2N" for 2NT, a passed board with "-"
# for declarer and result, matchpoints with one decimal and whole percentages (by hand: 790 beats
# all four, 620 three, the two passes one each and tie, -100 none; top 8).
FEDERATION = r"""[Event "Club night"]
[Board "5"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[Scoring "MatchPoints;MP1"]
[ScoreTable "Table\1R;Round\1R;PairId_NS\1R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\2L;Score_NS\5R;Score_EW\5R;MP_NS\3R;MP_EW\3R;Percentage_NS\3R;Percentage_EW\3R"]
1 3 1 11 4HX  S 10 S6 "790"     - 8.0 0.0 100   0
2 3 2 12 4H   S 10 DA "620"     - 6.0 2.0  75  25
3 3 3 13 Pass -  - -    "0"     - 3.0 5.0  38  63
4 3 4 14 Pass -  - -    "0"     - 3.0 5.0  38  63
5 3 5 15 2N   N  7 C2     - "100" 0.0 8.0   0 100
"""


def test_a_federation_traveller_gets_the_numbers_it_carries(tmp_path):
    path = write(tmp_path, FEDERATION)
    boards, _, err = json_out(path)
    assert err == ""
    written = table_rows(table_columns(FEDERATION.split('[ScoreTable "')[1].split('"]')[0]),
                         FEDERATION.split('"]\n')[-1].splitlines())
    rows = boards[0]["rows"]
    assert [r["contract"] for r in rows] == ["4HX", "4H", "Pass", "Pass", "2NT"]
    for ours, theirs in zip(rows, written):
        assert ours["mp"] == [float(theirs["MP_NS"]), float(theirs["MP_EW"])]
        assert abs(ours["percentage"][0] - int(theirs["Percentage_NS"])) <= 0.5
        assert abs(ours["percentage"][1] - int(theirs["Percentage_EW"])) <= 0.5
        assert ours["score"] == int(theirs["Score_NS"].strip('"').replace("-", "0") or 0) - int(
            theirs["Score_EW"].strip('"').replace("-", "0") or 0)
        assert ours["extra"]["Lead"] == theirs["Lead"] and ours["extra"]["Round"] == "3"
