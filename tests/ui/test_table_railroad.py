"""Railroad Canasta at the table (dummy video driver): players each on their own
with a kitty (RR-1.2, RR-3.1), closed canastas topped by a natural of their colour
and named red or black (RR-2.4), a whole deal for three players."""

from __future__ import annotations

from rules.scenario import make_state

from game.layout import table_layout
from game.rules.state import Phase
from game.session import GameSession
from game.ui.placement import Seating, meld_tag, place_cards
from game.ui.scenes.table import TableScene
from tests.ui.ui_helpers import human_moves

BLACK_KINGS = "KC KS KD KH KC 2C JK"
RED_QUEENS = "QH QD QC QS QH QD QC"


def test_closed_canastas_are_topped_by_a_natural_of_their_colour():
    """RR-2.4: a black canasta shows a black natural on top, upright; the tags say
    "black" and "red", the game's names (RR-2.2)."""
    state = make_state("railroad", table_rules={"players": 3}, hands={0: "4C"},
                       melds={0: [BLACK_KINGS, RED_QUEENS]}, current=0)
    layout = table_layout(3, (1280, 800), partnerships=False)
    placement = place_cards(state, layout, Seating(3, 0, False), state.hands[0])
    for box in placement.meld_boxes:
        top = max(box.meld.cards, key=lambda c: placement.spots[c].z)
        spot = placement.spots[top]
        if box.meld.naturals < 7:
            assert not top.is_wild and not top.is_red and spot.angle == 0.0
            assert meld_tag(state.ruleset, box.meld) == ("black", "kings")
        else:
            assert top.is_red
            assert meld_tag(state.ruleset, box.meld) == ("red", "queens")


def test_the_kitty_is_named_as_the_game_names_it(app):
    """RR-1.2: the foot of Railroad is the kitty."""
    state = make_state("railroad", table_rules={"players": 3}, hands={0: "4C 5D"},
                       feet={0: "6C 6D 7H", 1: "8C", 2: "9C"}, foot_taken=[False, True, False],
                       current=0)
    session = GameSession("railroad", {"players": 3}, 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    app.frame(1 / 60, [])
    assert scene.foot_label(state, 0) == "Kitty 3"
    assert scene.foot_label(state, 1) == "Kitty 1"


def test_a_railroad_deal_for_three_at_the_table(app):
    """A whole deal for three players each on their own reaches the score sheet,
    with a column per player; the log speaks of kitties, not feet."""
    session = GameSession("railroad", {"players": 3}, 4, 0, ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    human_moves(app, scene, 6000)
    state = session.state
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert len(state.history[-1].totals) == 3
    assert not any("foot" in line for line in session.log)
    assert any("kitty" in line for line in session.log)
