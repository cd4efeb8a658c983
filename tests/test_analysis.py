"""Double-dummy analysis of boards and ``bridgefp analyse`` (SPEC §13).

Oracles: DDS's published table, dealer par and play trace of a real deal
(``../shared/corpora/dds-hands``, list2's second deal), the DD tags that other software wrote
into real PBN files (``../shared/corpora``), and traces written down by hand.
"""

from __future__ import annotations

import importlib.util

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import bridgefp as bf
from bridgefp import analysis, dd
from bridgefp_cli.main import main
from shared import CORPORA


needs_dds = pytest.mark.skipif(
    not dd.is_available(),
    reason="SKIPPED LOUDLY: the DDS solver is not installed; run pip install '.[test,dds]' to test it",
)

# list2.txt's second deal: dealer E, NS vulnerable, no trump, East leads (so North declares).
DEAL_PBN = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63"
PLAY = (
    "SQD2S8SAHKHTH3H2HQS2H4H6H8D6HJHAS7SKS4C4D8C2DKD4H9C5S6S3H7C7C3S5H5CTD9STD3DQDAC8S9SJC9DTCQD5CAC6DJCKCJD7"
)
CARDS = [PLAY[i : i + 2] for i in range(0, len(PLAY), 2)]
TABLE = [4, 9, 4, 9, 10, 2, 10, 2, 8, 3, 8, 3, 6, 7, 6, 7, 9, 3, 9, 3]  # S H D C NT, each N E S W
TRACE = [9] + [10] * 36 + [9] * 12  # DDS: 49 values, up to card 48


def _log(n_cards: int = 52, claim: dict | None = None, board: int | None = 5) -> str:
    deal = bf.Deal.from_pbn(DEAL_PBN)
    events: list[dict] = [{"event": "deal", "dealer": "E", "vulnerable": "NS", "deal": DEAL_PBN}]
    if board is not None:
        events[0]["board"] = board
    for seat, c in zip("ESWN", ["P", "P", "P", "1NT"]):
        events.append({"event": "call", "seat": seat, "call": c})
    for seat in "ESW":
        events.append({"event": "call", "seat": seat, "call": "P"})
    for text in CARDS[:n_cards]:
        events.append({"event": "play", "seat": str(deal.seat_of(bf.Card.parse(text))), "card": text})
    if claim is not None:
        events.append(claim)
    return "".join(json.dumps(e) + "\n" for e in events)


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, list(args), input=input)


# ---------------------------------------------------------------- no solver needed


def test_costly_cards_follow_the_side_that_played_them():
    s, w, n, e = bf.Seat.S, bf.Seat.W, bf.Seat.N, bf.Seat.E
    cards = [(w, bf.Card.parse("S2")), (n, bf.Card.parse("S3")), (e, bf.Card.parse("S4")), (s, bf.Card.parse("S5"))]
    # declarer S; W leads. W's card raises S's side 8 -> 9 (W's cost 1); N's drops it 9 -> 7 (N's cost 2);
    # E's card drops it 7 -> 6 (good for E: no cost); S's keeps it.
    got = analysis.costly_cards(s, cards, [8, 9, 7, 6, 6])
    assert [(c.index, c.seat, c.cost) for c in got] == [(1, w, 1), (2, n, 2)]


def test_the_dd_pbn_tags_order_declarers_n_s_e_w_and_strains_nt_s_h_d_c():
    t = dd.DDTable(((1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11, 12, 13, 0, 1), (2, 3, 4, 5, 6)))
    p = dd.Par(-300, (dd.ParContract(5, bf.Strain.H, True, "NS", -2),))
    tags = dict(analysis.dd_pbn_tags(t, p))
    # N: NT 5, S 4, H 3, D 2, C 1 -> "54321"; S: 1 0 d c b; E: a 9 8 7 6; W: 6 5 4 3 2
    assert tags == {"DoubleDummyTricks": "5432110dcba987665432", "OptimumScore": "NS -300", "ParContract": "NS 5HX"}
    lines = analysis.dd_pbn_lines(t, p)
    assert lines[1] == '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]'
    assert lines[2:7] == ["N NT  5", "N  S  4", "N  H  3", "N  D  2", "N  C  1"]
    assert len(lines) == 1 + 1 + 20 + 2


def test_analyse_without_the_solver_says_how_to_install_and_exits_1(monkeypatch):
    monkeypatch.setattr(dd, "_binding", None)
    monkeypatch.setitem(sys.modules, "endplay._dds", None)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    result = run("analyse", input=_log())
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert result.stdout == ""
    assert result.stderr == "Error: double-dummy analysis needs the dds extra: pip install 'bridgefp[dds]'\n"


def test_import_and_help_do_not_load_the_solver():
    code = (
        "import sys, bridgefp, bridgefp_cli.main\n"
        "assert sys.modules.get('endplay') is None and sys.modules.get('endplay._dds') is None, 'solver loaded'\n"
        "assert sys.modules.get('matplotlib') is None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- against DDS's answers


@needs_dds
def test_analyse_json_is_spec_13_with_dds_table_par_and_trace():
    result = run("analyse", "--format", "json", "--jobs", "1", input=_log())
    assert result.exit_code == 0, result.stderr
    (line,) = result.stdout.splitlines()
    obj = json.loads(line)
    assert list(obj) == ["board", "dd", "par", "trace"]
    assert obj["board"] == 5
    strains = ["S", "H", "D", "C", "NT"]
    assert [obj["dd"][seat][x] for x in strains for seat in "NESW"] == TABLE
    assert list(obj["dd"]) == ["N", "E", "S", "W"] and list(obj["dd"]["N"]) == ["C", "D", "H", "S", "NT"]
    assert obj["par"] == {"score": {"NS": 100, "EW": -100}, "contracts": ["4SX by EW"]}  # PAR2 "100" "4S*-EW-1"
    # DDS's trace, then cards 49-52 equal the result: North's side took 9 tricks
    assert obj["trace"] == TRACE + [9] * 4
    board = bf.replay(bf.read_log(_log()))[0]
    assert board.tricks == 9


@needs_dds
def test_a_board_in_progress_has_a_trace_of_the_cards_played():
    (obj,) = [json.loads(x) for x in run("analyse", "--format", "json", input=_log(10)).stdout.splitlines()]
    assert obj["trace"] == TRACE[:11]


@needs_dds
def test_a_claimed_board_has_a_trace_of_the_cards_before_the_claim():
    text = _log(20, {"event": "claim", "seat": "N", "tricks": 5})
    (obj,) = [json.loads(x) for x in run("analyse", "--format", "json", input=text).stdout.splitlines()]
    assert obj["trace"] == TRACE[:21]


@needs_dds
def test_boards_without_a_number_take_their_place_and_unplayed_boards_have_no_trace():
    passed_out = json.dumps({"event": "deal", "dealer": "E", "vulnerable": "NS", "deal": DEAL_PBN}) + "\n"
    passed_out += "".join(json.dumps({"event": "call", "seat": s, "call": "P"}) + "\n" for s in "ESWN")
    result = run("analyse", "--format", "json", input=_log(0, board=None) + passed_out)
    assert result.exit_code == 0, result.stderr
    objs = [json.loads(x) for x in result.stdout.splitlines()]
    assert [o["board"] for o in objs] == [1, 2]
    assert all("trace" not in o for o in objs)
    assert objs[0]["par"] == objs[1]["par"]  # par is the deal's, whatever was bid


@needs_dds
def test_analyse_text_shows_grid_par_and_marked_play():
    result = run("analyse", input=_log())
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "     NT  S  H  D  C\n  N   9  4 10  8  6\n  S   9  4 10  8  6\n  E   3  9  2  3  7\n  W   3  9  2  3  7\n" in out
    assert "Par: NS +100, 4SX by EW -1" in out
    # DDS's trace rises 9 -> 10 at card 1 (East's lead, a defender's: cost 1) and drops
    # 10 -> 9 at card 37 (D3, trick 10's lead, by South: declarer's side, cost 1)
    assert CARDS[0] == "SQ" and CARDS[36] == "D3"
    assert bf.Deal.from_pbn(DEAL_PBN).seat_of(bf.Card.parse("D3")) == bf.Seat.S
    assert re.search(r"^   1\. E SQ\* ", out, re.M), out
    assert re.search(r"^  10\. S D3\* ", out, re.M), out
    assert "Cost a trick: E SQ (card 1), S D3 (card 37)" in out
    assert not any(line != line.rstrip() for line in out.splitlines())


@needs_dds
def test_pipeline_from_deal_to_analyse():
    deal = run("deal", "--seed", "1", "--count", "4").stdout
    bid = run("bid", input=deal).stdout
    played = run("play", input=bid).stdout
    result = run("analyse", "--format", "json", input=played)
    boards = bf.replay(bf.read_log(played))
    objs = [json.loads(x) for x in result.stdout.splitlines()]
    assert len(objs) == 4
    for b, o in zip(boards, objs):
        table = dd.dd_table(b.deal)
        assert o["dd"] == table.to_dict()
        if b.tricks is not None and "trace" in o:
            assert o["trace"][-1] == b.tricks
            assert o["trace"][0] == table.tricks_for(b.declarer, b.contract.strain)  # type: ignore[arg-type]


# ---------------------------------------------------------------- the DD tags of real PBN files


def _games(path: Path) -> list[dict[str, str]]:
    games: list[dict[str, str]] = []
    for line in path.read_text().splitlines():
        m = re.match(r'\[(\w+) "(.*)"\]', line)
        if not m:
            continue
        if m[1] == "Event":
            games.append({})
        games[-1][m[1]] = m[2]
    return [g for g in games if "DoubleDummyTricks" in g]


PBN_GAMES = _games(CORPORA / "endplay" / "examples__pbn_files__sample.pbn") + _games(
    CORPORA / "pbn-verifier" / "spec__resource__three_test_records.pbn"
)


def test_the_pbn_files_carry_five_dd_tables_and_optimum_scores():
    assert len(PBN_GAMES) == 5 and all("OptimumScore" in g for g in PBN_GAMES)


@needs_dds
def test_double_dummy_tricks_and_optimum_score_equal_those_real_files_carry():
    tables = dd.dd_tables([bf.Deal.from_pbn(g["Deal"]) for g in PBN_GAMES])
    for g, table in zip(PBN_GAMES, tables):
        vul = "None" if g["Vulnerable"] == "-" else g["Vulnerable"]
        p = dd.par(table, g["Dealer"], vul)
        tags = dict(analysis.dd_pbn_tags(table, p))
        assert tags["DoubleDummyTricks"] == g["DoubleDummyTricks"].lower()
        side, score = g["OptimumScore"].split()  # "NS +400", "EW -300": the score from that side's view
        assert p.score == (int(score) if side == "NS" else -int(score))


def test_analyse_a_bad_log_is_one_line_and_a_bad_jobs_is_usage():
    bad = _log(0) + '{"event": "play", "seat": "N", "card": "SA"}\n'
    result = run("analyse", input=bad)
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert result.stderr.startswith("Error: ") and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr
    assert run("analyse", "--jobs", "0", input=_log(0)).exit_code == 2


def test_with_dd_tags_puts_them_before_the_auction_once_and_is_idempotent():
    board = bf.replay(bf.read_log(_log(8)))[0]
    t = dd.DDTable.from_dict({s: {"C": 6, "D": 8, "H": 10, "S": 4, "NT": 9} for s in "NS"}
                             | {s: {"C": 7, "D": 3, "H": 2, "S": 9, "NT": 3} for s in "EW"})
    p = dd.Par(100, (dd.ParContract(4, bf.Strain.S, True, "EW", -1),))
    once = analysis.with_dd_tags(bf.board_to_pbn(board), t, p)
    assert analysis.with_dd_tags(once, t, p) == once
    lines = once.splitlines()
    for tag in ("DoubleDummyTricks", "OptimumResultTable", "OptimumScore", "ParContract"):
        assert sum(line.startswith(f"[{tag} ") for line in lines) == 1
    auction = lines.index('[Auction "E"]')
    assert lines[auction - 2 :auction] == ['[OptimumScore "NS 100"]', '[ParContract "EW 4SX"]']
    # N, S: NT 9, S 4, H 10, D 8, C 6; E, W: NT 3, S 9, H 2, D 3, C 7
    assert lines[auction - 24] == '[DoubleDummyTricks "94a86' + '94a86' + '39237' + '39237"]'
    dd_tags = ("DoubleDummyTricks", "OptimumResultTable", "OptimumScore", "ParContract")
    rest = [line for line in lines if not any(line.startswith(f"[{x} ") for x in dd_tags)]
    rest = [line for line in rest if not re.fullmatch(r"[NESW] +(NT|[SHDC]) +\d+", line)]
    assert rest == bf.board_to_pbn(board).splitlines()


# ---------------------------------------------------------------- --dd on PBN output


def _tag(text: str, name: str) -> list[str]:
    return re.findall(rf'^\[{name} "([^"]*)"\]', text, re.M)


@needs_dds
def test_replay_pbn_dd_carries_each_boards_dd_tricks_and_par_as_the_solver_gives_them():
    log = run("deal", "--seed", "3", "--count", "2").stdout
    r = run("replay", "--format", "pbn", "--dd", input=log)
    assert r.exit_code == 0, r.stderr
    boards = bf.replay(bf.read_log(log))
    # the oracle: the adapter's own table and par, written in DoubleDummyTricks' order as the
    # real files have it (declarers N S E W, each strains NT S H D C, one hex digit a result)
    expected = []
    for b in boards:
        t = dd.dd_table(b.deal)
        expected.append("".join(
            format(t.tricks_for(seat, strain), "x") for seat in "NSEW" for strain in ("NT", "S", "H", "D", "C")
        ))
    assert _tag(r.stdout, "DoubleDummyTricks") == expected
    scores = [dd.par(b.deal, b.dealer, b.vulnerable).score for b in boards]
    assert _tag(r.stdout, "OptimumScore") == [f"NS {s}" for s in scores]
    # without --dd, none of these tags
    plain = run("replay", "--format", "pbn", input=log).stdout
    assert _tag(plain, "DoubleDummyTricks") == [] and _tag(plain, "OptimumScore") == []


@needs_dds
def test_convert_dd_adds_the_tags_to_every_game_of_a_real_file():
    r = run("convert", str(CORPORA / "endplay/tests__lin__example1.lin"), "-", "--to", "pbn", "--dd")
    assert r.exit_code == 0, r.stderr
    games = r.stdout.count('[Event "')
    assert games > 1 and len(_tag(r.stdout, "DoubleDummyTricks")) == games == len(_tag(r.stdout, "ParContract"))


def test_dd_asks_for_pbn_output_in_one_line():
    r = run("replay", "--dd", input=run("deal", "--seed", "1").stdout)
    assert r.exit_code == 2 and "--dd adds the analysis to PBN or HTML output, not to text" in r.stderr
    r = run("convert", "-", "-", "--to", "lin", "--dd", input=run("deal", "--seed", "1").stdout)
    assert r.exit_code == 2 and "not to lin" in r.stderr


@needs_dds
def test_analyse_text_names_tens_as_the_other_views_do():
    log = run("deal", "--seed", "1", "--count", "2").stdout
    log = run("play", input=run("bid", input=log).stdout).stdout
    text = run("analyse", input=log).stdout
    play = text[text.index("Play in"):]
    assert re.search(r"\b[NESW] [CDHS]10\b", play) and not re.search(r"\b[NESW] [CDHS]T\b", play)


@needs_dds
@pytest.mark.parametrize("bad", [
    {"event": "call", "seat": "S", "call": "9Z"},  # board 3's own call: board 3 is bad
    {"event": "deal", "dealer": "S", "deal": "N:AKQJ.T98.765.432 AT98.765.432.KQJ T987.654.32.AKQJ 65432.AKQJ.KQJT9."},
], ids=["bad call", "bad deal"])
def test_analyse_writes_the_good_boards_read_before_a_bad_one(bad):
    """The solver takes boards in batches: a bad event ends the run after the good boards before it are written."""
    runner = CliRunner()
    dealt = runner.invoke(main, ["deal", "--seed", "3", "--count", "3"]).stdout
    log = dealt + json.dumps(bad) + "\n"
    result = runner.invoke(main, ["analyse", "--format", "json"], input=log)
    assert result.exit_code == 1 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "line 4:" in result.stderr
    written = [json.loads(line)["board"] for line in result.stdout.splitlines()]
    assert written == ([1, 2] if bad["event"] == "call" else [1, 2, 3])
