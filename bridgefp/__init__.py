"""bridgefp: a Contract Bridge engine with a pure, immutable, event-sourced core.

>>> import bridgefp as bf
>>> deal = bf.Deal.from_pbn("N:KT75.9753.T543.J 982.8.AKJ7.AQT85 AJ6.64.962.K9764 Q43.AKQJT2.Q8.32")
>>> bf.high_card_points(deal.hand("W"))
14

The top level holds the core, by concept: the values (cards, hands, deals, calls,
contracts), the events of a board, the rules (the auction, the play), the folds (a board
is the fold of its events), scoring, the event log, and the errors. The rest is in
submodules, as ``chess.pgn`` and ``chess.svg`` stand beside ``chess``:

- ``bridgefp.formats``: codecs for records from the world (PBN, LIN) beside the log;
- ``bridgefp.views``: boards as text; ``bridgefp.svg``: boards and cards as pictures;
- ``bridgefp.robots``: robots that bid (``bridgefp.systems``) and play (``bridgefp.cardplay``);
- ``bridgefp.dd``: the double-dummy solver; ``bridgefp.analysis``: what it says of a board;
- ``bridgefp.table``: the table's decisions (who acts, what a seat sees, undo, whether a claim holds);
- ``bridgefp.simulation``: many boards at once; ``bridgefp.where``: conditions on deals;
- ``bridgefp.match``: two teams at two tables; ``bridgefp.event``: scoring across tables (MP, IMPs).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

# -- values: cards, hands, seats, deals, calls, contracts
from .cards import SEATS, SUIT_SYMBOLS, Card, Hand, Seat, Side, Strain, Vulnerability
from .deal import Deal, seeded_permutations, shuffled_permutation
from .calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call
from .auction import PASSED_OUT, Contract, Risk

# -- hand evaluation
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

# -- events: every call and card of a board
from .events import CallMade, CardPlayed, Claimed, ContractStated, Dealt, Event

# -- rules: the auction and the play, one legality function for each
from .auction import Auction, apply_call, can_double, can_redouble, first_legal_bid, is_legal_call, legal_calls
from .play import (
    Play,
    Trick,
    apply_claim,
    apply_play,
    claim_range,
    legal_cards,
    play_cards,
    start_play,
    trick_is_lost,
    trick_winner,
)

# -- folds: a board is the fold of its events
from .board import Board, apply_event, fold, fold_boards, history, replay, start_board

# -- scoring
from .scoring import RULE_SETS, Score, contract_score, imps, score_board

# -- the event log (JSON Lines): ``formats.log``, loaded on first use (below)

# -- errors
from .errors import (
    BridgeError,
    DealError,
    IllegalCallError,
    IllegalCardError,
    IllegalClaimError,
    IllegalPlayError,
    InvalidValueError,
    LogError,
    ParseError,
)

# -- names of the submodules' that earlier versions gave at the top level, still importable from
#    here (``bf.dd_table``) for programs written against them; new code names the submodule.
#    The submodules and these names load on first use, so a program pays only for what it uses.
if TYPE_CHECKING:
    from .formats.log import event_from_dict, event_to_dict, iter_log, read_log, write_log
    from . import analysis, cardplay, dd, event, formats, match, robots, simulation, svg, systems, table, views, where
    from .analysis import (  # noqa: E402
        BoardAnalysis as BoardAnalysis,
        analyse_board as analyse_board,
        analyse_boards as analyse_boards,
        dd_pbn_tags as dd_pbn_tags,
    )
    from .cardplay import (  # noqa: E402
        ROBOTS as ROBOTS,
        CardChoice as CardChoice,
        PlayView as PlayView,
        choose_card as choose_card,
        dd_card as dd_card,
        random_card as random_card,
        view_for as view_for,
    )
    from .dd import (  # noqa: E402
        DDError as DDError,
        DDTable as DDTable,
        DDUnavailableError as DDUnavailableError,
        Par as Par,
        ParContract as ParContract,
        Position as Position,
        dd_table as dd_table,
        dd_tables as dd_tables,
        dd_trace as dd_trace,
        dd_traces as dd_traces,
        par as par,
        solve_cards as solve_cards,
    )
    from .formats import (  # noqa: E402
        RecordError as RecordError,
        Skipped as Skipped,
        board_to_lin as board_to_lin,
        board_to_pbn as board_to_pbn,
        iter_records as iter_records,
        read_boards as read_boards,
        write_boards as write_boards,
    )
    from .robots import (  # noqa: E402
        finish_auction as finish_auction,
        finish_play as finish_play,
        robot_calls as robot_calls,
        robot_plays as robot_plays,
    )
    from .systems import (  # noqa: E402
        SYSTEMS as SYSTEMS,
        Choice as Choice,
        System as System,
        get_system as get_system,
        lowest_legal_level as lowest_legal_level,
    )
    from .systems.goren import (  # noqa: E402
        GorenSystem as GorenSystem,
        distribution_points as distribution_points,
        length as length,
        opening_bid as opening_bid,
        point_count as point_count,
    )
    from .systems.simple import (  # noqa: E402
        choose_call as choose_call,
    )
    from .views import (  # noqa: E402
        auction_report as auction_report,
        auction_table as auction_table,
        board_text as board_text,
        hand_lines as hand_lines,
        layout as layout,
    )
    from .simulation import (  # noqa: E402
        Chunk as Chunk,
        Tally as Tally,
        play_chunk as play_chunk,
        tally_board as tally_board,
    )
    from .where import (  # noqa: E402
        Condition as Condition,
        deals_where as deals_where,
    )

_SUBMODULES = ('analysis', 'cardplay', 'dd', 'event', 'formats', 'match', 'robots', 'simulation', 'svg', 'systems', 'table', 'views', 'where')
_LAZY_NAMES = {
    'formats.log': ('event_from_dict', 'event_to_dict', 'iter_log', 'read_log', 'write_log'),
    'analysis': ('BoardAnalysis', 'analyse_board', 'analyse_boards', 'dd_pbn_tags',),
    'cardplay': ('ROBOTS', 'CardChoice', 'PlayView', 'choose_card', 'dd_card', 'random_card', 'view_for',),
    'dd': ('DDError', 'DDTable', 'DDUnavailableError', 'Par', 'ParContract', 'Position', 'dd_table', 'dd_tables', 'dd_trace', 'dd_traces', 'par', 'solve_cards',),
    'formats': ('RecordError', 'Skipped', 'board_to_lin', 'board_to_pbn', 'iter_records', 'read_boards', 'write_boards',),
    'robots': ('finish_auction', 'finish_play', 'robot_calls', 'robot_plays',),
    'systems': ('SYSTEMS', 'Choice', 'System', 'get_system', 'lowest_legal_level',),
    'systems.goren': ('GorenSystem', 'distribution_points', 'length', 'opening_bid', 'point_count',),
    'systems.simple': ('choose_call',),
    'views': ('auction_report', 'auction_table', 'board_text', 'hand_lines', 'layout',),
    'simulation': ('Chunk', 'Tally', 'play_chunk', 'tally_board',),
    'where': ('Condition', 'deals_where',),
}
_LAZY = {name: (module, name) for module, names in _LAZY_NAMES.items() for name in names}
_LAZY.update({module: (module, "") for module in _SUBMODULES})

if not TYPE_CHECKING:

    def __getattr__(name):
        """A submodule, or a name kept at the top level from one, imported on first use."""
        if name not in _LAZY:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        module, attribute = _LAZY[name]
        value = import_module(f".{module}", __name__)
        value = getattr(value, attribute) if attribute else value
        globals()[name] = value
        return value

    def __dir__():
        return sorted(set(globals()) | set(_LAZY))


__version__ = "0.1.0"

__all__ = [
    # submodules
    "analysis", "cardplay", "dd", "event", "formats", "match", "robots", "simulation", "svg", "systems", "table",
    "views", "where",
    # values
    "SEATS", "SUIT_SYMBOLS", "Card", "Hand", "Seat", "Side", "Strain", "Vulnerability",
    "Deal", "seeded_permutations", "shuffled_permutation",
    "BIDS", "CALLS", "DOUBLE", "PASS", "REDOUBLE", "Call", "PASSED_OUT", "Contract", "Risk",
    # hand evaluation
    "best_suit", "better_minor", "has_stopper", "high_card_points", "is_balanced", "is_notrump_hand",
    "length_points", "shortness_points",
    # events
    "Event", "Dealt", "CallMade", "CardPlayed", "Claimed", "ContractStated",
    # rules
    "Auction", "apply_call", "can_double", "can_redouble", "first_legal_bid", "is_legal_call", "legal_calls",
    "Play", "Trick", "start_play", "apply_play", "play_cards", "apply_claim", "claim_range", "legal_cards",
    "trick_is_lost", "trick_winner",
    # folds
    "Board", "apply_event", "fold", "history", "fold_boards", "replay", "start_board",
    # scoring
    "RULE_SETS", "Score", "contract_score", "imps", "score_board",
    # the event log
    "event_from_dict", "event_to_dict", "iter_log", "read_log", "write_log",
    # errors
    "BridgeError", "ParseError", "InvalidValueError", "DealError", "LogError", "IllegalCallError",
    "IllegalPlayError", "IllegalCardError", "IllegalClaimError",
    "__version__",
]
