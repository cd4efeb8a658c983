"""A PBN game's tags as its deal event's ``pbn`` field: the pairs made once are those made each time."""

from __future__ import annotations

from hypothesis import given, strategies as st
from pyrsistent import pvector

from bridgefp.formats import read_boards
from bridgefp.formats.pbn_read import _tag_field

_NAMES = st.sampled_from(["Event", "Site", "Date", "Board", "West", "Dealer", "Vulnerable", "Scoring"])
_VALUES = st.text(alphabet=st.sampled_from(list("ab 12#?-.")), max_size=6)


@given(st.lists(st.tuples(_NAMES, _VALUES), max_size=30))
def test_a_tag_field_made_once_is_the_pair_made_anew(pairs: list[tuple[str, str]]) -> None:
    for name, value in pairs + pairs:  # each pair twice: made, then found
        field = _tag_field(name, value)
        assert field == pvector((name, value)) and list(field) == [name, value]


_GAME = '[Event "{event}"]\n[Board "{board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n' \
        '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'


@given(st.lists(st.tuples(st.sampled_from(["Club", "Cup", ""]), st.integers(1, 3)), min_size=1, max_size=6))
def test_each_board_keeps_its_own_tags(games: list[tuple[str, int]]) -> None:
    text = "\n".join(_GAME.format(event=event, board=board) for event, board in games)
    boards = [b for b in read_boards(text.splitlines(True), "pbn") if not isinstance(b, Exception)]
    assert len(boards) == len(games)
    for board, (event, number) in zip(boards, games):
        fields = dict(board.dealt.extra)["pbn"]
        assert [list(f) for f in fields][:2] == [["Event", event], ["Board", str(number)]]
