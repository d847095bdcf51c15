"""Computer players: they see a PlayerView and the legal actions, nothing else.
Pure Python, no pygame (a test checks it).

* ``players``: the :class:`Player` protocol, the random player and the shared
  rules of thumb (:class:`HeuristicPlayer`: Easy, baseline, Normal);
* ``policy``: a game's own choices (:class:`~game.ai.policy.GamePolicy`) and its
  profile (:class:`~game.ai.policy.AIProfile`); ``profiles`` every game's profile,
  with the policies of díszített kanaszta (``diszitett``) and Modern American
  Canasta (``modern``);
* ``hard``: Hard's look-ahead; ``levels``: the levels and :func:`make_player`.
"""

from game.ai.levels import COMPARISON_LEVELS, LEVELS, make_player
from game.ai.players import HeuristicPlayer, Player, RandomPlayer

__all__ = ["COMPARISON_LEVELS", "LEVELS", "HeuristicPlayer", "Player", "RandomPlayer",
           "make_player"]
