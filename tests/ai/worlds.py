"""Checks shared by the tests of the ways Hard deals its worlds (kept, laid off)."""

from __future__ import annotations

from collections import Counter

from game.rules.state import GameState
from game.rules.view import PlayerView, observe


def check_world(world: GameState | None, state: GameState, view: PlayerView) -> int:
    """Assert that ``world``, dealt for ``view`` of the true ``state``, agrees with the
    view (CL-5.1, CL-3.1): every count as the view says, the same cards in all, no red
    three in a hand, and the cards seen taken with the pile in their holder's hand.
    Returns the hands that held such known cards."""
    assert world is not None
    assert observe(world, view.seat) == view
    assert Counter(world.all_cards()) == Counter(state.all_cards())
    knowing = 0
    for seat, hand in enumerate(world.hands):
        if seat == view.seat:
            continue
        assert not any(c.is_red_three for c in hand)
        if view.known and view.known[seat]:
            knowing += 1
            assert not Counter(view.known[seat]) - Counter(hand)
    return knowing
