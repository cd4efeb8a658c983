"""The DDS adapter against DDS's own published answers (SPEC §13).

The oracle is the files in ``../shared/corpora/dds-hands`` (DDS's test hands, ``hands/`` of
dds-bridge/dds @d2bc4c2, Apache-2.0, copied byte for byte with their licence): each ``list*.txt`` deal comes with its DD table, its dealer par, SolveBoard's
answer for one trump and leader, and a real play with its DD trace. ``sol10.txt`` is
GIB's format. The tests that need the solver are skipped, with the reason, only when the
``dds`` extra is not installed.
"""

from __future__ import annotations

import importlib.util

import re
from pathlib import Path

import pytest

import bridgefp as bf
from bridgefp import dd
from bridgefp.play import apply_play
from shared import CORPORA

CORPUS = CORPORA / "dds-hands"

needs_dds = pytest.mark.skipif(
    not dd.is_available(),
    reason="SKIPPED LOUDLY: the DDS solver is not installed; run pip install '.[test,dds]' to test it",
)

SEATS = "NESW"
LIST_STRAINS = ["S", "H", "D", "C", "NT"]  # the list format's trump numbers 0..4
VULS = ["None", "All", "NS", "EW"]  # the list format's vul numbers 0..3


def _read_list(name: str) -> list[dict]:
    """The deals of a DDS list file, each as a dict of its lines' values (format: corpora/README.md)."""
    lines = (CORPUS / name).read_text().splitlines()
    deals: list[dict] = []
    for line in lines:
        key, _, rest = line.strip().partition(" ")
        if key == "PBN":
            m = re.match(r'(\d) (\d) (\d) (\d) "(.*)"', rest.strip())
            assert m, line
            deals.append({
                "dealer": SEATS[int(m[1])], "vul": VULS[int(m[2])], "trump": LIST_STRAINS[int(m[3])],
                "first": SEATS[int(m[4])], "deal": bf.Deal.from_pbn(m[5]),
            })
        elif key in ("FUT", "TABLE", "TRACE"):
            deals[-1][key] = [int(x) for x in rest.split()]
        elif key in ("PAR", "PAR2"):
            deals[-1][key] = re.findall(r'"([^"]*)"', rest)
        elif key == "PLAY":
            n, cards = rest.split(maxsplit=1)
            text = cards.strip().strip('"')
            deals[-1]["PLAY"] = [text[i : i + 2] for i in range(0, 2 * int(n), 2)]
    return deals


LIST_FILES = ["hands__list1.txt", "hands__list2.txt", "hands__list10.txt", "hands__list100.txt"]
ALL = [d for name in LIST_FILES for d in _read_list(name)]
FEW = [d for name in LIST_FILES[:3] for d in _read_list(name)]  # 13 deals: for the slower checks
# Tables are the slow part (a DD table is 20 solves): 45 deals, two of the binding's batches of 40.
TABLED = ALL[:45]


@pytest.fixture(scope="module")
def tables() -> list[dd.DDTable]:
    return dd.dd_tables([d["deal"] for d in TABLED])


def test_the_corpus_is_read_whole():
    assert len(ALL) == 1 + 2 + 10 + 100
    assert all({"TABLE", "PAR2", "FUT"} <= set(d) for d in ALL)


# ---------------------------------------------------------------- values (no solver)


def test_table_round_trips_through_its_dict_and_repr():
    t = dd.DDTable(((1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11, 12, 13, 0, 1), (2, 3, 4, 5, 6)))
    assert dd.DDTable.from_dict(t.to_dict()) == t
    assert eval(repr(t), {"DDTable": dd.DDTable}) == t
    assert t.tricks_for("S", "H") == 13 and t.tricks_for(bf.Seat.E, bf.Strain.NT) == 10


@pytest.mark.parametrize("bad", [14, -1, "7"])
def test_a_table_holds_tricks_0_to_13(bad):
    with pytest.raises(dd.DDError):
        dd.DDTable(((bad, 0, 0, 0, 0),) + ((0,) * 5,) * 3)  # type: ignore[arg-type]


def test_par_contracts_print_with_their_declarers():
    assert str(dd.ParContract(4, bf.Strain.H, True, "EW", -1)) == "4HX by EW"
    assert str(dd.ParContract(3, bf.Strain.NT, False, "N", 0)) == "3NT by N"
    assert dd.Par(0).to_dict() == {"score": {"NS": 0, "EW": 0}, "contracts": []}


# ---------------------------------------------------------------- DD tables


@needs_dds
def test_tables_equal_dds_published_tables(tables):
    assert len(tables) == len(TABLED)
    for d, table in zip(TABLED, tables):
        expected = d["TABLE"]  # strains S H D C NT, each for N E S W
        got = [table.tricks_for(seat, strain) for strain in LIST_STRAINS for seat in SEATS]
        assert got == expected, d["deal"]


@needs_dds
def test_one_table_alone_equals_the_batch_and_jobs_do_not_change_it(tables):
    deals = [d["deal"] for d in TABLED[-3:]]
    assert dd.dd_tables(deals, jobs=1) == dd.dd_tables(deals, jobs=2) == [dd.dd_table(x) for x in deals]
    assert [dd.dd_table(x) for x in deals] == tables[-3:]


def _gib_deal(line: str) -> tuple[bf.Deal, str]:
    hands, digits = line.split(":")
    return bf.Deal.from_pbn("W:" + hands), digits


@needs_dds
def test_tables_equal_gib_solutions():
    # GIB's 20 hex digits, four per strain in the order NT, S, H, D, C; each digit is the
    # tricks NS take with declarer E, N, W, S in turn (the one seat order that fits the file).
    lines = (CORPUS / "hands__sol10.txt").read_text().splitlines()
    assert len(lines) == 10
    pairs = [_gib_deal(line) for line in lines]
    for (deal, digits), table in zip(pairs, dd.dd_tables([p[0] for p in pairs])):
        got = ""
        for strain in ("NT", "S", "H", "D", "C"):
            for seat in "ENWS":
                tricks = table.tricks_for(seat, strain)
                got += "%X" % (tricks if seat in "NS" else 13 - tricks)
        assert got == digits


# ---------------------------------------------------------------- par


def _par2(d: dict) -> tuple[int, list[tuple[int, str, bool, str, int]]]:
    """PAR2 ``"score" "4S*-EW-1" …``: the dealer par score (NS's view) and its contracts."""
    score, *contracts = d["PAR2"]
    out = []
    for text in contracts:
        m = re.fullmatch(r"(\d)([SHDCN])(\*?)-(NS|EW|N|E|S|W)([+-]\d+)?", text)
        assert m, text
        strain = "NT" if m[2] == "N" else m[2]
        out.append((int(m[1]), strain, m[3] == "*", m[4], int(m[5] or 0)))
    return int(score), out


@needs_dds
def test_dealer_par_equals_dds_published_par(tables):
    for d, table in zip(TABLED, tables):
        score, contracts = _par2(d)
        p = dd.par(table, d["dealer"], d["vul"])
        assert p.score == score, d["deal"]
        got = sorted((c.level, str(c.strain), c.doubled, c.declarers, c.result) for c in p.contracts)
        assert got == sorted(contracts), d["deal"]


@needs_dds
def test_dealer_par_is_the_side_par_of_the_side_that_deals(tables):
    # PAR gives each side's par when that side may bid first ("NS -110" "EW 110").
    for d, table in zip(TABLED, tables):
        ns_text, ew_text = d["PAR"][0], d["PAR"][1]
        ns_first = int(ns_text.split()[1])
        ew_first = -int(ew_text.split()[1])
        expected = ns_first if d["dealer"] in "NS" else ew_first
        assert dd.par(table, d["dealer"], d["vul"]).score == expected


@needs_dds
def test_par_from_a_deal_equals_par_from_its_table():
    d = ALL[1]
    assert dd.par(d["deal"], d["dealer"], d["vul"]) == dd.par(dd.dd_table(d["deal"]), d["dealer"], d["vul"])


# ---------------------------------------------------------------- traces


def _declarer(d: dict) -> str:
    return SEATS[(SEATS.index(d["first"]) + 3) % 4]  # the opening leader sits on declarer's left


@needs_dds
def test_traces_equal_dds_published_traces():
    played = [d for d in ALL if "PLAY" in d]
    traces = dd.dd_traces([(d["deal"], d["trump"], _declarer(d), d["PLAY"]) for d in played])
    assert len(played) == len(ALL)
    for d, trace in zip(played, traces):
        assert len(trace) == len(d["PLAY"]) + 1
        expected = d["TRACE"][1:]
        assert d["TRACE"][0] == len(expected)
        assert list(trace[: len(expected)]) == expected, d["deal"]


@needs_dds
def test_a_full_trace_ends_with_the_tricks_declarer_took():
    # DDS stops after card 48; SPEC §13: the values after cards 49-52 equal the result.
    full = [d for d in FEW if len(d["PLAY"]) == 52]
    assert full
    for d in full:
        trace = dd.dd_trace(d["deal"], d["trump"], _declarer(d), d["PLAY"])
        declarer = bf.Seat.parse(_declarer(d))
        play = bf.Play(declarer, int(bf.Strain.parse(d["trump"])), d["deal"].masks, declarer.next)
        for text in d["PLAY"]:
            play = apply_play(play, play.turn, bf.Card.parse(text))
        assert trace[48:] == (play.declarer_tricks,) * 5


@needs_dds
def test_a_trace_starts_at_the_table_value(tables):
    for d, table in zip(FEW, tables):
        trace = dd.dd_trace(d["deal"], d["trump"], _declarer(d), d["PLAY"][:1])
        assert trace[0] == table.tricks_for(_declarer(d), d["trump"])


# ---------------------------------------------------------------- every card of the seat to move


def _fut(d: dict) -> dict[bf.Card, int]:
    """SolveBoard's answer: n, then n suits, n ranks, n 'equals' rank sets, n scores."""
    n, *rest = d["FUT"]
    suits, ranks, equals, scores = (rest[i * n : (i + 1) * n] for i in range(4))
    out = {}
    for suit, rank, eq, score in zip(suits, ranks, equals, scores):
        ours = 3 - suit  # DDS suits S H D C
        for r in range(2, 15):
            if r == rank or eq >> r & 1:
                out[bf.Card(13 * ours + r - 2)] = score
    return out


@needs_dds
def test_solve_cards_equals_solveboard_for_every_card():
    positions = [dd.Position(d["deal"].masks, int(bf.Strain.parse(d["trump"])), bf.Seat.parse(d["first"])) for d in ALL]
    for d, got in zip(ALL, dd.solve_cards(positions)):
        assert got == _fut(d), d["deal"]
        assert set(got) == set(bf.Hand(d["deal"].masks[bf.Seat.parse(d["first"])]))


@needs_dds
def test_solve_cards_mid_play_agrees_with_dds_published_trace():
    # After k cards, the best card of the seat to move keeps DDS's trace value (DD play is
    # optimal): its side's remaining tricks = the trace (declarer's side's total) less the
    # tricks it has won, or, for the defenders, 13 less the trace less theirs.
    # k = 1..3 is a trick in progress at the first trick; 5..7 one after a trick is done.
    positions, expected, legal = [], [], []
    for d in FEW:
        declarer = bf.Seat.parse(_declarer(d))
        play = bf.Play(declarer, int(bf.Strain.parse(d["trump"])), d["deal"].masks, declarer.next)
        trace = d["TRACE"][1:]
        for k, text in enumerate(d["PLAY"][:7], 1):
            play = apply_play(play, play.turn, bf.Card.parse(text))
            if k == 4:
                continue
            mine = (play.turn ^ declarer) & 1 == 0
            positions.append(dd.Position.of_play(play))
            legal.append(set(bf.legal_cards(play)))
            expected.append(trace[k] - play.declarer_tricks if mine else 13 - trace[k] - play.defender_tricks)
    solved = dd.solve_cards(positions)
    assert len(solved) == len(positions) > 60  # some plays are shorter than seven cards
    for scores, want, cards in zip(solved, expected, legal):
        assert set(scores) == cards
        assert max(scores.values()) == want


def test_without_the_solver_the_error_says_how_to_install(monkeypatch):
    monkeypatch.setattr(dd, "_binding", None)
    monkeypatch.setitem(__import__("sys").modules, "endplay._dds", None)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(dd.DDUnavailableError, match=r"pip install 'bridgefp\[dds\]'"):
        dd.dd_table(ALL[0]["deal"])
    assert not dd.is_available()


@needs_dds
def test_a_passed_out_par_has_no_contract_and_scores_0():
    # Nobody takes seven tricks anywhere: nothing makes, so par is to pass.
    nothing = dd.DDTable(((6,) * 5,) * 4)
    assert dd.par(nothing, "N", "None") == dd.Par(0, ())
    assert dd.par(nothing, "W", "All").to_dict() == {"score": {"NS": 0, "EW": 0}, "contracts": []}
    # NS take seven in clubs: 1C by either of them, 70 for NS (worked by hand from SPEC §7).
    one_club = dd.DDTable(((7, 6, 6, 6, 6), (6,) * 5, (7, 6, 6, 6, 6), (6,) * 5))
    p = dd.par(one_club, "E", "All")
    assert p.score == 70 and [str(c) for c in p.contracts] == ["1C by NS"]


def test_ci_runs_readmes_test_line_which_installs_the_dds_extra():
    root = Path(__file__).resolve().parents[1]
    ci = (root / ".ci" / "run").read_text().strip().splitlines()[-1]
    extras = ci.split("'.[", 1)[1].split("]'", 1)[0].split(",")
    assert "test" in extras and "dds" in extras  # and cluster, for the Dask test of simulate
    assert ci in (root / "README.md").read_text()
