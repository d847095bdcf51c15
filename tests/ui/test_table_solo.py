"""Tables of two to six players each playing for themself (a side per player, as
Railroad Canasta plays, RR-1.4): one meld zone and one red-threes zone per player,
named after the player; a whole deal played at the table (dummy video driver).
The game is a Pennies variant without partnerships, registered for the test."""

from __future__ import annotations

import dataclasses

import pytest

from game.present.names import seat_name, side_name
from game.present.session import GameSession
from game.rules import games as R
from game.rules.state import Phase
from game.ui.placement import Seating
from game.ui.scenes.table import TableScene
from tests.ui.ui_helpers import human_moves


def solo(monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    rs = dataclasses.replace(R.PENNIES, id="solo", partnerships=False, players=players,
                             options=())
    monkeypatch.setitem(R.REGISTRY, "solo", rs)


def test_each_player_is_a_side_of_their_own():
    seating = Seating(5, 2, partnerships=False)
    assert [seating.side(s) for s in range(5)] == [3, 4, 0, 1, 2]
    assert side_name(5, 2, 2, partnerships=False) == "You"
    assert side_name(5, 3, 2, partnerships=False) == seat_name(5, 3, 2) == "South-west"
    assert side_name(4, 1, 0) == "Their side"  # partnerships: unchanged


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_deal_for_players_each_on_their_own(app, monkeypatch, players):
    """Every player's melds lie in that player's zone, labelled with the name; the
    deal reaches the score sheet with a column per player."""
    solo(monkeypatch, players)
    session = GameSession("solo", {}, 5, 0, ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    human_moves(app, scene, 4000)
    state = session.state
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert len(state.history[-1].totals) == players
    assert scene.renderer.zone_label(0, "melds") == "Your melds"
    assert scene.renderer.zone_label(1, "melds") == f"{seat_name(players, 1, 0)}'s melds"
    assert len({scene.renderer.team_colour(state, s) for s in range(1, players)}) == 1
    zones = {side: scene.layout.zone(f"melds_{scene.seating.side(side)}").rect
             for side in range(players)}
    for box in scene.placement.meld_boxes:
        assert zones[box.meld.side].contains(box.rect), (box.meld.side, box.rect)
    assert sum(1 for b in scene.placement.meld_boxes) == sum(len(m) for m in state.melds)
