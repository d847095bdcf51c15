"""A saved game made by the game's own code, for the coach's tests (the command line
and the saved games' Review)."""

from __future__ import annotations

from game.ai import make_player
from game.rules import engine, legal_actions, observe
from game.rules.actions import NextDeal
from game.rules.state import Phase
from game.storage import save_game
from game.storage.saves import PlayerInfo, SavedGame


def save_deals(folder, ended: int, seed: int = 4):
    """A Classic game from ``seed`` saved in ``folder`` with ``ended`` deals played to
    their end (the human in seat 2 played by Easy, Normal elsewhere) and the next one
    begun; the save's path."""
    state = engine.new_game("classic", None, seed)
    players = [make_player("easy" if s == 2 else "normal", f"{seed}:{s}") for s in range(4)]
    actions: list[str] = []
    while actions.count(str(NextDeal())) < ended:
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            action = players[state.to_act].choose(observe(state, state.to_act),
                                                  legal_actions(state))
            actions.append(str(action))
            state, _ = engine.apply(state, action)
        state, _ = engine.apply(state, NextDeal())
        actions.append(str(NextDeal()))
    info = [PlayerInfo(s, "human" if s == 2 else "ai", "normal", f"P{s}") for s in range(4)]
    saved = SavedGame.new("classic", seed, info, folder=folder)
    saved = SavedGame(saved.id, saved.game, saved.seed, saved.players, saved.table_rules,
                      tuple(actions), created=saved.created, updated=saved.updated)
    return save_game(saved, folder)
