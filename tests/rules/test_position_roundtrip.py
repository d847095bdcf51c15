"""The position text is the state's full serialisation (G-4): in seeded random
play of every game and every number of players it is played by, after every
action the text reads back to a state that writes the same text, lists the same
legal actions, holds the same fields (the score sheet of past deals aside) and
goes on the same way after the action played.

The default run plays a few deals per game and count; ``-m slow`` plays 40 (300
each were played once, about 1.5 million positions).
"""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from game.rules import (
    AskPartner,
    EndPlay,
    GameState,
    Meld,
    MoveWilds,
    Phase,
    TakePile,
    UndoTurn,
    apply_unchecked,
    legal_actions,
    new_game,
)
from game.rules.games import REGISTRY, player_counts, with_players
from game.rules.position import parse_position, position_text

TABLES = [(game_id, n) for game_id in REGISTRY for n in player_counts(game_id)]
"""Every game with every number of players it is played by."""

NOT_KEPT = {"history", "ended", "contexts", "known", "declined", "discarded"}
"""GameState fields the text does not keep: the score sheets of past deals and
how the last deal ended (shown on the score sheet, no legal action depends on
them), the cards seen taken into a hand (the deal's past); the contexts are made on
demand."""

MAX_ACTIONS = 1500   # a deal must end within this many actions


def choose(rng: random.Random, actions: list):
    """A random legal action, eager to meld and take the pile (so that pickups in
    progress, canastas, feet and going out are met); undo and moving zsolis
    seldom (they only lengthen the deal)."""
    if rng.random() < 0.6:
        keen = [a for a in actions if isinstance(a, (Meld, TakePile, AskPartner, EndPlay))]
        if keen:
            return rng.choice(keen)
    action = rng.choice(actions)
    if isinstance(action, (UndoTurn, MoveWilds)) and rng.random() < 0.7:
        others = [a for a in actions if not isinstance(a, (UndoTurn, MoveWilds))]
        action = rng.choice(others) if others else action
    return action


def differing_fields(a: GameState, b: GameState) -> list[str]:
    """The names of the fields (those the text keeps) where ``a`` and ``b`` differ."""
    return [f.name for f in dataclasses.fields(GameState)
            if f.name not in NOT_KEPT and getattr(a, f.name) != getattr(b, f.name)]


def texts(actions: list) -> list[str]:
    return sorted(str(a) for a in actions)


def check_round_trip(state: GameState, text: str | None = None) -> tuple[GameState, list]:
    """The text of ``state`` (``text`` if already written) reads back to an equal
    state; returns it and the legal actions of ``state``."""
    text = position_text(state) if text is None else text
    again = parse_position(text)
    assert position_text(again) == text
    assert differing_fields(state, again) == [], text
    legal = legal_actions(state)
    assert texts(legal_actions(again)) == texts(legal), text
    return again, legal


def play_and_check(game_id: str, players: int, seeds: range) -> int:
    """Play one deal per seed at random, round-tripping the position before every
    action and applying the action to the copy read back too (undo, the pickup
    in progress and the deal's extra state must carry on the same). Returns the
    number of positions checked."""
    rules = with_players(game_id, None, players)
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(game_id, rules, seed=seed)
        text = None
        for _ in range(MAX_ACTIONS):
            again, legal = check_round_trip(state, text)
            checked += 1
            if state.phase is Phase.GAME_OVER:
                break
            over = state.phase is Phase.DEAL_OVER  # then the next deal, dealt alike
            action = choose(rng, legal)
            state, _ = apply_unchecked(state, action, in_place=True)
            again, _ = apply_unchecked(again, action, in_place=True)
            text = position_text(state)
            assert position_text(again) == text, str(action)
            if over:
                check_round_trip(state, text)
                checked += 1
                break
        else:
            pytest.fail(f"{game_id} ({players} players) seed {seed}: the deal did not end")
    return checked


DEALS = 2       # deals per game and number of players in the default run
SLOW_DEALS = 40


@pytest.mark.parametrize("game_id, players", TABLES)
def test_every_position_of_random_play_round_trips(game_id: str, players: int):
    """G-4: every position of two seeded random deals reads back from its text to
    the same state, legal actions and play."""
    checked = play_and_check(game_id, players, range(DEALS))
    assert checked > DEALS * 10


@pytest.mark.slow
@pytest.mark.parametrize("game_id, players", TABLES)
def test_every_position_of_long_random_play_round_trips(game_id: str, players: int):
    """The long run: 40 deals per game and number of players (run with -m slow)."""
    start = time.perf_counter()
    checked = play_and_check(game_id, players, range(1000, 1000 + SLOW_DEALS))
    print(f"{game_id} {players}: {checked} positions in {time.perf_counter() - start:.1f} s")
