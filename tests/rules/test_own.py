"""A game's own state (game.rules.own): held in one field of the GameState, made
by the game's turn rules at each deal, copied apart, written and read back by the
position text, and shown to each seat only as far as the seat may know it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.rules.engine import apply, legal_actions, start_game
from game.rules.games import REGISTRY, get_ruleset
from game.rules.own import NO_OWN_STATE, OwnState
from game.rules.position import parse_position, position_text
from game.rules.state import GameState, Phase
from game.rules.view import observe


def _played(game: str, seed: int, steps: int) -> GameState:
    """A state after ``steps`` random legal actions of a fresh game."""
    state, _ = start_game(game, {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return state


def test_game_state_holds_no_field_of_a_games_own_state():
    """GameState keeps the zones and turn every game shares; a field one game's
    own state keeps is not also a GameState field."""
    shared = {f.name for f in dataclasses.fields(GameState)}
    for game in REGISTRY:
        own = get_ruleset(game).turns.own_state(get_ruleset(game))
        if own is NO_OWN_STATE:
            continue
        fields = {f.name for f in dataclasses.fields(own)}
        assert fields and not fields & shared, (game, fields & shared)


@pytest.mark.parametrize("game", REGISTRY)
def test_each_deal_makes_the_games_own_state(game):
    """The deal's own state is the game's (a subclass where the game keeps one,
    the shared empty one where it keeps none), new at each deal."""
    rs = get_ruleset(game)
    state, _ = start_game(game, {}, seed=2)
    assert type(state.own) is type(rs.turns.own_state(rs))
    assert isinstance(state.own, OwnState)


@pytest.mark.parametrize("game", ["diszitett", "modern"])
def test_a_copy_owns_its_own_state(game):
    """Changing a copy's own state leaves the original as it was (GameState.copy)."""
    state = _played(game, 4, 30)
    before = position_text(state)
    copy = state.copy()
    assert copy.own is not state.own and copy.own == state.own
    for f in dataclasses.fields(copy.own):
        value = getattr(copy.own, f.name)
        if isinstance(value, list):
            value[:] = [not v if isinstance(v, bool) else v + 1 for v in value]
    assert position_text(state) == before


@pytest.mark.parametrize("game", ["diszitett", "modern"])
def test_the_own_state_reads_back_from_the_position_text(game):
    """Every own field written in the position text reads back the same (the
    text's round trip, test_position_roundtrip, over many positions)."""
    for seed in range(6):
        state = _played(game, seed, 25 + 7 * seed)
        again = parse_position(position_text(state))
        assert again.own == state.own
        assert again.fingerprint() == state.fingerprint()


def test_a_seat_sees_only_its_own_free_pickup():
    """DK-5.2: the free pickup offered to the player to act is shown to it alone."""
    state, _ = start_game("diszitett", {}, seed=1)
    rng = random.Random(1)
    while not state.own.free_offered(state.current):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert state.phase is Phase.DRAW
    others = [s for s in range(state.ruleset.players) if s != state.current]
    assert observe(state, state.current).own.free_offered(state.current)
    assert not any(observe(state, s).own.free_offered(state.current) for s in others)


def test_a_position_names_no_own_field_the_game_does_not_keep():
    """A key of another game's own state is refused, naming its line."""
    from game.rules.position import PositionError

    with pytest.raises(PositionError, match="line 2.*keeps no twins"):
        parse_position("game: classic\ntwins: 1 0\n")
