"""The ``baseline`` level is an earlier Normal, unchanged: its choices on
fixed deals match digests recorded from that Normal before any change."""

from __future__ import annotations

import hashlib

import pytest

from game.ai import make_player
from game.rules import engine
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe

# (game, seed, first 16 hex digits of the sha256 of the actions, deal totals), with
# the level in the seats of side 0 and Easy in those of side 1.
RECORDED = [
    ("classic", 1, "eb280fef1d05b5e7", (230, 665)),
    ("classic", 2, "d381eb91e5c8146c", (1440, 1215)),
    ("classic", 3, "6f89848a37c370fd", (2100, 985)),
    ("classic", 4, "6316c35db6160e53", (720, 315)),
    ("classic", 5, "80b429e9e7154287", (840, 690)),
    ("classic", 6, "53712b55bc9604b9", (515, 655)),
    ("classic", 7, "513f4722908f6007", (380, 955)),
    ("classic", 8, "d20b9759b1e9be3d", (925, 135)),
    ("pennies", 1, "80118bd9335257fc", (5650, 5420)),
    ("pennies", 2, "c98527c90c75c9f9", (3615, 6305)),
    ("pennies", 3, "f65609bee22b3d1e", (6090, 6120)),
    ("pennies", 4, "c67de21434075ca1", (6540, 6995)),
    ("pennies", 5, "344fc605f7e4d3f8", (4350, 6805)),
    ("pennies", 6, "a6d335efad870657", (5990, 5520)),
    ("pennies", 7, "9fe470b31c38017f", (4075, 5525)),
    ("pennies", 8, "af8b43ec1864edd6", (7370, 6025)),
]


@pytest.mark.parametrize("game_id, seed, digest, totals", RECORDED)
def test_baseline_plays_exactly_as_the_old_normal(game_id, seed, digest, totals):
    state = engine.new_game(game_id, None, seed)
    n = state.ruleset.players
    players = [make_player("baseline" if s % 2 == 0 else "easy", f"{seed}:{s}")
               for s in range(n)]
    actions = hashlib.sha256()
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        actions.update(str(action).encode() + b"\n")
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    assert (actions.hexdigest()[:16], state.history[-1].totals) == (digest, totals)
