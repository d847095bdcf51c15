"""The rules core of the canasta family: pure Python, no pygame, pytmx or
platformdirs (a test checks it).

Entry points: :func:`new_game`, :func:`legal_actions`, :func:`why_illegal`,
:func:`apply`, :func:`observe`; data: :data:`RULESETS` (the games the table
plays) and :data:`~game.rules.games.REGISTRY` (every game of the core).

How the core is built (each module imports only those above it; a test checks
there is no import cycle):

* ``cards`` the cards and their notation; ``context`` the read-only
  :class:`~game.rules.context.Context` hooks receive and the default hooks;
  ``ruleset`` the schema of a game (the frozen RuleSet: data, table-rule Options,
  hooks); ``games`` one module per game (``games.classic``, ``games.pennies``,
  ``games.dollars``, ``games.bain``, ``games.railroad``, ``games.diszitett``,
  ``games.modern``: its RuleSet record, its hooks, its rule ids) and the registry;
  ``state`` the GameState, its Phase and the meld model (``TableMeld`` with a
  ``MeldKind`` and a key); ``melds`` meld shapes and the one hand grouping.
* ``scoring``, ``transitions`` (dealing, applying a legal action), ``checks``
  (one check per action kind, public), ``planner``, ``oracle`` (``why_illegal``),
  ``legal`` (``legal_actions``), ``view`` (``observe``), ``engine`` (the facade).
* ``position``: a position written in the card notation and validated (every card
  exactly once), as keywords (:func:`~game.rules.position.setup`) or as text
  (:func:`~game.rules.position.parse_position`,
  :func:`~game.rules.position.position_text`), the way chess programs use FEN.

A new game is a module of ``games`` added to the registry: its RuleSet's data,
its ``rule_ids`` table (every key of ``RULE_KEYS``), its Options, and hooks where
data cannot say it.
``playable=False`` keeps it out of the table's menus until the table can play it.

The core may run compiled: ``python -m game.build_engine`` compiles it (and the
computer players) with mypyc from these sources; :func:`engine_compiled` tells.
"""

from importlib.machinery import EXTENSION_SUFFIXES

from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LayOut,
    LookAtFoot,
    Meld,
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
    UndoTurn,
    parse_action,
)
from game.rules.cards import Card, parse_card, parse_cards
from game.rules.engine import (
    IllegalActionError,
    apply,
    apply_unchecked,
    is_legal,
    new_game,
    start_game,
    why_illegal,
)
from game.rules.games import RULESETS, get_ruleset
from game.rules.legal import legal_actions
from game.rules.ruleset import RuleSet, TableRuleError, UnknownGameError
from game.rules.state import DealScore, GameState, Move, Phase, ScoreLine, TableMeld
from game.rules.view import PlayerView, observe, redact

__all__ = [
    "Action", "Answer", "AskPartner", "Card", "DealScore", "Discard", "Draw", "EndPlay",
    "GameState", "IllegalActionError", "KeepCut", "LayOut", "LookAtFoot", "Meld", "Move",
    "MoveWilds", "NextDeal", "Phase", "PlayerView", "SpecialHand",
    "RULESETS", "RuleSet", "ScoreLine", "TableMeld", "TableRuleError", "TakePile",
    "UndoTurn", "UnknownGameError", "apply", "apply_unchecked", "get_ruleset", "is_legal",
    "legal_actions", "new_game", "observe", "parse_action", "parse_card", "parse_cards",
    "redact", "start_game", "why_illegal", "engine_compiled",
]


def engine_compiled() -> bool:
    """Whether this copy of the rules core runs compiled by mypyc (an extension module
    in place of the source, :mod:`game.build_engine`) rather than as Python."""
    from game.rules import legal

    return (legal.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))
