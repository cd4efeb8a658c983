"""Booklet positions for the ``sayc`` system, shared by its test modules.

A position is (what the booklet says, the auction so far with North dealing, the hand to call,
the booklet's call): the robot must make that call, and a legal one.
"""

from __future__ import annotations

import bridgefp as bf

SAYC = bf.get_system("sayc")


def assert_booklet_call(calls: str, hand: str, expected: str, vulnerable: str = "None") -> None:
    """The ``sayc`` robot holding ``hand`` (thirteen cards) after ``calls``, at ``vulnerable`` (a vulnerability's
    name: None, NS, EW, All), makes the legal call ``expected``."""
    held = bf.Hand.from_pbn(hand)
    assert len(held) == 13, f"{hand} holds {len(held)} cards"
    auction = bf.Auction.from_calls("N", calls.split())
    choice = SAYC.choose(held, auction, bf.Vulnerability.parse(vulnerable))
    assert bf.is_legal_call(auction, choice.call), choice.explain
    assert str(choice.call) == str(bf.Call.parse(expected)), choice.explain
