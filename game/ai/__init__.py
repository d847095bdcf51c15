"""Computer players: they see a PlayerView and the legal actions, nothing else.
Pure Python, no pygame (a test checks it)."""

from game.ai.players import (
    COMPARISON_LEVELS,
    LEVELS,
    HeuristicPlayer,
    Player,
    RandomPlayer,
    make_player,
)

__all__ = ["COMPARISON_LEVELS", "LEVELS", "HeuristicPlayer", "Player", "RandomPlayer",
           "make_player"]
