"""bridgefp: a Contract Bridge engine with a pure, immutable, event-sourced core.

>>> import bridgefp as bf
>>> deal = bf.Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32")
>>> bf.high_card_points(deal.hand("W"))
14
"""

from __future__ import annotations

from .analysis import BoardAnalysis, analyse_board, analyse_boards, dd_pbn_tags
from .auction import (
    PASSED_OUT,
    Auction,
    Contract,
    Risk,
    apply_call,
    can_double,
    can_redouble,
    first_legal_bid,
    is_legal_call,
    legal_calls,
)
from .board import Board, apply_event, fold_boards, replay, start_board
from .cardplay import ROBOTS, CardChoice, PlayView, choose_card, dd_card, random_card, view_for
from .calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call
from .cards import SEATS, SUIT_SYMBOLS, Card, Hand, Seat, Side, Strain, Vulnerability
from .deal import Deal, seeded_permutations, shuffled_permutation
from .dd import (
    DDError,
    DDTable,
    DDUnavailableError,
    Par,
    ParContract,
    Position,
    dd_table,
    dd_tables,
    dd_trace,
    dd_traces,
    par,
    solve_cards,
)
from .errors import BridgeError, DealError, IllegalCallError, IllegalCardError, LogError, ParseError
from .evaluation import (
    best_suit,
    better_minor,
    has_stopper,
    high_card_points,
    is_balanced,
    is_notrump_hand,
    length_points,
    shortness_points,
)
from .events import CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event
from .formats.log import event_from_dict, event_to_dict, iter_log, read_log, write_log
from .formats import RecordError, Skipped, board_to_lin, board_to_pbn, iter_records, read_boards, write_boards
from .play import Play, Trick, apply_claim, apply_play, claim_range, play_cards, trick_is_lost, legal_cards, start_play, trick_winner
from .robots import finish_auction, finish_play, robot_calls, robot_plays
from .scoring import RULE_SETS, Score, contract_score, imps, score_board
from .systems import SYSTEMS, Choice, System, get_system, lowest_legal_level
from .systems.goren import GorenSystem, distribution_points, length, opening_bid, point_count
from .systems.simple import choose_call
from .views import auction_report, auction_table, board_text, hand_lines, layout
from .simulation import Chunk, Tally, play_chunk, tally_board
from .where import Condition, deals_where

__version__ = "0.1.0"

__all__ = [
    "Auction", "BIDS", "Board", "BridgeError", "CALLS", "Call", "CallMade", "Card", "CardPlayed",
    "Choice", "Claimed", "Contract", "ContractStated", "DOUBLE", "Deal", "DealError", "Dealt", "Event",
    "Hand", "IllegalCallError", "IllegalCardError", "LogError", "PASS", "PASSED_OUT", "ParseError",
    "Play", "REDOUBLE", "RULE_SETS", "SYSTEMS", "Score", "Seat", "Strain", "System", "Trick",
    "Vulnerability", "apply_call", "apply_claim", "apply_event", "apply_play", "auction_report",
    "auction_table", "best_suit", "better_minor", "board_text", "can_double", "can_redouble",
    "choose_call", "contract_score", "event_from_dict", "event_to_dict", "fold_boards",
    "get_system", "hand_lines", "has_stopper", "high_card_points", "is_balanced",
    "is_notrump_hand", "iter_log", "layout", "legal_calls", "legal_cards", "length_points",
    "lowest_legal_level", "read_log", "replay", "score_board", "seeded_permutations",
    "shortness_points", "shuffled_permutation", "start_board", "start_play", "trick_winner",
    "write_log", "__version__",
    "ROBOTS", "CardChoice", "PlayView", "choose_card", "random_card", "view_for", "board_to_pbn", "dd_card",
    # records from the world (SPEC §12)
    "RecordError", "Skipped", "board_to_lin", "iter_records", "read_boards", "write_boards",
    "finish_auction", "finish_play", "robot_calls", "robot_plays",
    # double dummy (SPEC §13): DDS behind bridgefp.dd
    "DDError", "DDTable", "DDUnavailableError", "Par", "ParContract", "Position", "dd_table",
    "dd_tables", "dd_trace", "dd_traces", "par", "solve_cards",
    "BoardAnalysis", "analyse_board", "analyse_boards", "dd_pbn_tags",
    # one source of truth (issue 12)
    "Risk", "SEATS", "SUIT_SYMBOLS", "Side", "first_legal_bid", "is_legal_call",
    # the fold at full speed (issue 14)
    "play_cards", "claim_range", "trick_is_lost",
    # simulation and conditions (SPEC §14)
    "Chunk", "Condition", "Tally", "deals_where", "imps", "play_chunk", "tally_board",
    # seed 001 (the goren system)
    "GorenSystem", "distribution_points", "length", "opening_bid", "point_count",
]
