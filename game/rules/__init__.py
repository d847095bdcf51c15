"""The rules core of the canasta family: pure Python, no pygame, pytmx or
platformdirs (a test checks it).

Entry points: :func:`new_game`, :func:`legal_actions`, :func:`why_illegal`,
:func:`apply`, :func:`observe`; data: :data:`RULESETS`.
"""

from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    LookAtFoot,
    Meld,
    NextDeal,
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
from game.rules.legal import legal_actions
from game.rules.ruleset import RULESETS, RuleSet, TableRuleError, UnknownGameError, get_ruleset
from game.rules.state import DealScore, GameState, Move, Phase, ScoreLine, TableMeld
from game.rules.view import PlayerView, observe, redact

__all__ = [
    "Action", "Answer", "AskPartner", "Card", "DealScore", "Discard", "Draw", "EndPlay",
    "GameState", "IllegalActionError", "LookAtFoot", "Meld", "Move", "NextDeal", "Phase",
    "PlayerView",
    "RULESETS", "RuleSet", "ScoreLine", "TableMeld", "TableRuleError", "TakePile",
    "UndoTurn", "UnknownGameError", "apply", "apply_unchecked", "get_ruleset", "is_legal",
    "legal_actions", "new_game", "observe", "parse_action", "parse_card", "parse_cards",
    "redact", "start_game", "why_illegal",
]
