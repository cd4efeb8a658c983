"""Scoring (SPEC §7): the ``duplicate`` rule set (Laws 2017) and seed 003's ``simple`` one.

Pure functions of the contract, declarer, tricks taken and vulnerability.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from .auction import Contract
from .cards import Seat, Side, Vulnerability
from .errors import BridgeError
from ._records import immutable

__all__ = ["Score", "score_board", "ns_score", "contract_score", "RULE_SETS", "imps"]

RULE_SETS = ("duplicate", "simple")


def contract_score(contract: Contract, tricks: int, vulnerable: bool, rules: str = "duplicate") -> int:
    """What declarer's side scores (negative when the contract fails).

    >>> contract_score(Contract.parse("4H"), 10, False)
    420
    >>> contract_score(Contract.parse("4HX"), 10, False, "simple"), contract_score(Contract.parse("1C"), 7, False, "simple")
    (590, 20)
    """
    _check_rules(rules)
    if contract.is_passed_out:
        return 0
    if not 0 <= tricks <= 13:
        raise BridgeError(f"{tricks} is not a number of tricks (0..13)")
    vul = vulnerable and rules == "duplicate"
    level, strain, risk = contract.level, int(contract.strain or 0), contract.risk
    need = level + 6
    if tricks < need:
        return -_undertricks(need - tricks, risk, vul)
    per_trick = 20 if strain < 2 else 30
    first = 40 if strain == 4 else per_trick
    trick_points = (first + per_trick * (level - 1)) << risk  # ×1, ×2, ×4
    over = tricks - need
    over_points = over * per_trick if risk == 0 else over * (100 << (risk - 1)) * (2 if vul else 1)
    return trick_points + over_points + _bonus(trick_points, level, risk, vul, rules)


def _check_rules(rules: str) -> None:
    if rules not in RULE_SETS:
        raise BridgeError(f"unknown scoring {rules!r} (duplicate or simple)")


def _bonus(trick_points: int, level: int, risk: int, vul: bool, rules: str) -> int:
    """Game or part score, slam, and the insult, for a made contract."""
    if trick_points >= 100:
        bonus = 500 if vul else 300
    else:
        bonus = 50 if rules == "duplicate" else 0
    bonus += _SLAM_BONUS.get(level, (0, 0))[vul]
    return bonus + 50 * risk  # the insult: 50 doubled, 100 redoubled


_SLAM_BONUS = {6: (500, 750), 7: (1000, 1500)}  # (non-vulnerable, vulnerable)


def _undertricks(down: int, risk: int, vul: bool) -> int:
    if risk == 0:
        return down * (100 if vul else 50)
    if vul:
        doubled = 200 + 300 * (down - 1)
    else:
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * risk  # redoubled is twice doubled


@immutable
@dataclass(frozen=True, slots=True)
class Score:
    """A scored board: what NS score (EW score the negative), and how the result reads."""

    contract: Contract
    declarer: Seat | None
    tricks: int
    vulnerable: Vulnerability
    rules: str
    ns: int

    @property
    def ew(self) -> int:
        return -self.ns

    @property
    def declarer_score(self) -> int:
        if self.declarer is None:
            return 0
        return self.ns if self.declarer.side == Side.NS else -self.ns

    @property
    def result_text(self) -> str:
        """``4H by West, 10 tricks, made exactly``; ``Passed out``."""
        if self.declarer is None:
            return "Passed out"
        over = self.tricks - self.contract.tricks_needed
        if over == 0:
            how = "made exactly"
        elif over > 0:
            how = f"made with {over} overtrick{'s' if over > 1 else ''}"
        else:
            how = f"down {-over}"
        return f"{self.contract} by {self.declarer.full_name}, {self.tricks} trick{'s' if self.tricks != 1 else ''}, {how}"


def score_board(
    contract: Contract, declarer: Seat | None, tricks: int, vulnerable: Vulnerability, rules: str = "duplicate"
) -> Score:
    """The Score of a finished board (``declarer`` None when passed out)."""
    ns = ns_score(contract, declarer, tricks, vulnerable, rules)
    return Score(contract, declarer, tricks if declarer is not None else 0, vulnerable, rules, ns)


def ns_score(contract: Contract, declarer: Seat | None, tricks: int, vulnerable: Vulnerability,
             rules: str = "duplicate") -> int:
    """What North–South score on a finished board (``declarer`` None when passed out): ``score_board(…).ns``."""
    if declarer is None:
        _check_rules(rules)
        return 0
    points = contract_score(contract, tricks, vulnerable.is_vulnerable(declarer), rules)
    return points if declarer & 1 == 0 else -points


# The WBF IMP scale: the smallest point difference worth 1, 2, … 24 IMPs.
_IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
              2250, 2500, 3000, 3500, 4000)


def imps(difference: int) -> int:
    """A point difference in IMPs (WBF scale), with its sign: 0–10 is 0, 20–40 is 1, … 4000 and more is 24.

    >>> imps(0), imps(30), imps(-50), imps(620 - 170), imps(4000)
    (0, 1, -2, 10, 24)
    """
    return bisect_right(_IMP_STEPS, abs(difference)) * (1 if difference >= 0 else -1)
