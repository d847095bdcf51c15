"""The rules engine: starting a game and applying actions.

``legal_actions(state)``, ``why_illegal(state, action)`` and ``apply(state,
action)`` are the only ways the table, the AI and the tests move a game on.
``apply`` never changes its argument: it returns a new state and the ordered card
movements (:class:`~game.rules.state.Move`) it made. An illegal action raises
:class:`IllegalActionError` whose message is the sentence ``why_illegal`` gives,
ending with the rule id. ``apply_unchecked`` is the fast path for search.

The work is split by role, each module importing only those before it (no
cycle): :mod:`transitions` (dealing and applying), :mod:`checks` (one check per
action kind), :mod:`planner`, :mod:`oracle` (``why_illegal``), :mod:`legal`
(``legal_actions``), :mod:`view` (``observe``), and this facade.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.actions import Action, NextDeal
from game.rules.games import get_ruleset
from game.rules.legal import legal_actions
from game.rules.oracle import is_legal, why_illegal
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, Move, Phase
from game.rules.transitions import apply_unchecked, deal, reset_turn
from game.rules.view import observe

__all__ = [
    "Action", "IllegalActionError", "NextDeal", "apply", "apply_unchecked", "is_legal",
    "legal_actions", "new_game", "observe", "reset_turn", "start_game", "why_illegal",
]


class IllegalActionError(ValueError):
    """An action the rules refuse; ``str(error)`` is the sentence for the player."""


# ---------------------------------------------------------------------------
# Starting a game and a deal


def new_game(game_id: str | RuleSet, table_rules: Mapping[str, Any] | None = None,
             seed: int | str = 0, dealer: int = 0) -> GameState:
    """A game of ``game_id`` (``"classic"``, ``"pennies"``) with its first deal dealt
    from ``random.Random`` seeded by ``seed`` (G-13: seat ``dealer`` deals; where the
    first starter is drawn by lot, DK-2.4, the seed draws it and ``dealer`` is unused).

    Raises UnknownGameError or TableRuleError (ValueError) with the valid values.
    """
    return start_game(game_id, table_rules, seed, dealer)[0]


def start_game(game_id: str | RuleSet, table_rules: Mapping[str, Any] | None = None,
               seed: int | str = 0, dealer: int = 0) -> tuple[GameState, list[Move]]:
    """Like :func:`new_game`, also returning the deal's card movements."""
    rs = (game_id.with_table_rules(table_rules or {}) if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, table_rules))
    n = rs.players
    dealer = rs.turns.first_dealer(rs, seed, dealer)  # DK-2.4: by lot
    state = GameState(
        ruleset=rs, seed=seed, deal_no=0, dealer=(dealer - 1) % n, phase=Phase.DEAL_OVER,
        current=0, stock=[], pile=[], hands=[[] for _ in range(n)],
        feet=[[] for _ in range(n)], foot_taken=[False] * n, completed=[False] * n,
        first_turn_done=[False] * n, melds=[[] for _ in range(rs.sides)],
        red_threes=[[] for _ in range(rs.sides)], melded=[False] * rs.sides,
        scores=[0] * rs.sides)
    moves = deal(state)
    return state, moves


def apply(state: GameState, action: Action) -> tuple[GameState, list[Move]]:
    """Return the state after ``action`` and the card movements it made.

    ``state`` is never changed. Raises IllegalActionError with the reason.
    """
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
    return apply_unchecked(state, action)
