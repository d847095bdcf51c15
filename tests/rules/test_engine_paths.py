"""The engine's fast paths keep what they replace: ``GameState.copy`` sets every
field of the state (equal values, zones that are lists of their own, G-4) and the
view's constructor stores every field with the dataclass's parameters and defaults,
the view staying frozen; mid-deal in every game."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.rules import engine
from game.rules.games import REGISTRY
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import PlayerView, observe


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_copy_sets_every_field(game_id: str):
    state = engine.new_game(game_id, None, seed=3)
    rng = random.Random(3)
    for _ in range(60):  # into the deal: melds, a pile, maybe a pickup under way
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        state, _ = engine.apply_unchecked(state, rng.choice(legal_actions(state)))
    copy = state.copy()
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        if field.name == "contexts":
            assert getattr(copy, field.name) == {}
            continue
        assert getattr(copy, field.name) == value, field.name
        if isinstance(value, (list, dict)):
            assert getattr(copy, field.name) is not value, field.name
    assert copy.fingerprint() == state.fingerprint()


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_the_view_is_built_field_by_field(game_id: str):
    state = engine.new_game(game_id, None, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        state, _ = engine.apply_unchecked(state, rng.choice(legal_actions(state)))
    view = observe(state, state.to_act)
    fields = dataclasses.fields(PlayerView)
    again = PlayerView(**{f.name: getattr(view, f.name) for f in fields})
    assert again == view
    required = [getattr(view, f.name) for f in fields if f.default is dataclasses.MISSING]
    bare = PlayerView(*required)
    for f in fields:
        expected = f.default if f.default is not dataclasses.MISSING else getattr(view, f.name)
        assert getattr(bare, f.name) == expected, f.name
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1  # type: ignore[misc]
    with pytest.raises(TypeError):  # one argument too many, as with the dataclass's
        PlayerView(*(getattr(view, f.name) for f in fields), 0)


def test_store_in_slots_serves_slots_dataclasses_only():
    """``store_in_slots`` refuses a class it cannot serve: no slots, or a field
    with a default factory."""
    from game.rules.slots import store_in_slots

    @dataclasses.dataclass(frozen=True)
    class Plain:
        x: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        x: list[int] = dataclasses.field(default_factory=list)

    for cls in (Plain, Factory):
        with pytest.raises(TypeError):
            store_in_slots(cls)
