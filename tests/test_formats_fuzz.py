"""A fuzzer of the PBN and LIN readers: corpus files (../shared/corpora, unmodified) mutated at random.

Whatever the text, a reader yields boards, skips, warnings or our errors, and raises nothing but a
BridgeError; a board it yields writes to PBN and LIN that read back without a foreign exception,
and the PBN we write reads back to the same contract, declarer and tricks, within 255 characters a line.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridgefp as bf
from bridgefp.formats import RecordWarning, read_boards, write_boards
from shared import CORPORA

_TEXTS = [p.read_bytes() for p in sorted(CORPORA.rglob("*")) if p.suffix.lower() in (".pbn", ".lin")]
# what hostile text is made of: PBN's and LIN's own marks, digits that are not ASCII, control characters
_PIECES = st.sampled_from([
    b"{", b"}", b"[", b"]", b'"', b"\\", b";", b"%", b"\n", b"\r\n", b"\n\n", b"\t", b"\x00", b"\x1b[2J",
    b"|", b"pg||", b"nt|x|", b"mb|", b"pc|", b"mc|", b"md|", b"qx|o", b"=1=", b"$", b"!", b"^", b"*", b"+", b"-",
    "²".encode(), "٣".encode(), "\u2028".encode(), b"\xff\xfe", b"1N", b"AP", b"Pass", b"SA", b"10",
    b'[Note "1:x"]', b'[Auction "N"]', b'[Play "E"]', b'[Result "NS 9"]', b'[Deal "N:', b"#", b"##",
])


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A corpus file with a few pieces inserted, cut out or repeated."""
    text = draw(st.sampled_from(_TEXTS))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "cut", "repeat"]))
        if kind == "insert":
            text = text[:at] + draw(st.one_of(_PIECES, st.binary(max_size=8))) + text[at:]
        else:
            end = min(len(text), at + draw(st.integers(1, 200)))
            text = text[:at] + (text[at:end] * draw(st.integers(2, 20)) if kind == "repeat" else b"") + text[end:]
    return text


def _facts(board: bf.Board) -> tuple[object, ...]:
    return str(board.contract), board.declarer, board.tricks


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutated(), st.sampled_from(["pbn", "lin"]))
def test_the_readers_raise_only_our_errors_and_what_they_read_writes_back(text, fmt):
    try:
        items = list(read_boards(text.splitlines(keepends=True), fmt))
    except bf.BridgeError:
        return
    assert all(isinstance(i, (bf.Board, bf.BridgeError, bf.Skipped, RecordWarning)) for i in items)
    boards = [b for b in items if isinstance(b, bf.Board)]
    pbn = "".join(write_boards(boards, "pbn"))
    assert all(len(line) <= 255 for line in pbn.splitlines())
    again = [b for b in read_boards(pbn.splitlines(), "pbn") if not isinstance(b, RecordWarning)]
    assert [_facts(b) if isinstance(b, bf.Board) else str(b) for b in again] == [_facts(b) for b in boards]
    lin = "".join(write_boards(boards, "lin"))
    list(read_boards(lin.splitlines(), "lin"))  # nothing but our errors, as items
