"""Railroad Canasta at the table (dummy video driver): players each on their own
with a kitty (RR-1.2, RR-3.1), closed canastas topped by a natural of their colour
and named red or black (RR-2.4), a whole deal for three players."""

from __future__ import annotations

import pytest
from rules.scenario import hand_cards, make_state

from game.layout import table_layout
from game.present.session import GameSession
from game.rules.state import Phase
from game.ui.placement import Seating, meld_tag, place_cards
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_draw import foot_label, pile_frozen
from game.ui.scenes.table_draw_games import frozen_reason
from game.ui.scenes.table_pointer import FAN_STEP
from tests.ui.ui_helpers import human_moves
from ui.test_table import frame, select, zone_centre
from ui.test_table_drag import move as move_to
from ui.test_table_drag import path, press, release

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
    assert foot_label(state, 0) == "Kitty 3"
    assert foot_label(state, 1) == "Kitty 1"


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


def test_a_railroad_pickup_dragged_in_small_steps(app):
    """PH-5.4 (Railroad follows Pennies, RR): a selected natural pair dragged onto
    the pile in small steps travels fanned under the pointer the whole way, and
    the drop takes the pile: the top card joins the pair as a new meld and the rest
    of the pile joins the hand."""
    state = make_state("railroad", table_rules={"players": 3},
                       hands={0: "QH QS 9S 9H 5D 6C 8C", 1: "4C 5C 6D 8S",
                              2: "4D 5H 6S 8H"},
                       melds={0: ["KH KS KD"]}, pile="7H 10D QD", current=0,
                       foot_taken=[True] * 3)
    session = GameSession("railroad", {"players": 3}, 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="normal")
    app.push(scene)
    app.frame(1 / 60, [])
    queens = hand_cards(state, 0, "QH QS")
    select(app, scene, queens)
    frame(app, n=60)  # the selection has risen
    grabbed = queens[0]
    order = [c for c in scene.hand_order if c in queens]
    sprite = scene.sprites[grabbed]
    start = (int(sprite.x), int(sprite.y + 10))
    grab = (start[0] - sprite.x, start[1] - sprite.y)
    press(app, start)
    end = zone_centre(scene, "pile")
    followed = 0
    for pos in path(start, end, 20)[:-1]:
        move_to(app, pos)
        if not scene.pointer.drag.active:
            continue
        followed += 1
        base = scene.sprites[grabbed]
        assert (base.x, base.y) == pytest.approx((pos[0] - grab[0], pos[1] - grab[1]), abs=0.5)
        at = order.index(grabbed)
        for i, card in enumerate(order):
            other = scene.sprites[card]
            assert other.x == pytest.approx(base.x + (i - at) * other.width * FAN_STEP, abs=0.5)
        assert session.state is state  # nothing is taken before the drop
    assert followed >= 15
    release(app, end)
    frame(app, n=120)
    after = session.state
    assert after.phase is Phase.MELD and not after.pile
    queens_meld = next(m for m in after.melds[0] if m.rank == 12)
    assert len(queens_meld.cards) == 3
    assert {c.kind for c in after.hands[0]} >= {"7H", "10D"}


def test_a_pile_frozen_by_a_buried_upcard_says_why(app):
    """RR-1.3, PH-5.3: the pile is frozen by the red three turned up at the deal,
    now under a discard: the words under the pile name that cause and its rule;
    a wild card on top needs no such words."""
    state = make_state("railroad", table_rules={"players": 2}, hands={0: "4C 5D 9H"},
                       pile="3H 8S", current=0)
    state.turn_no = 2  # the upcard, then the first player's discard
    session = GameSession("railroad", {"players": 2}, 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    assert pile_frozen(state, state.pile)
    assert frozen_reason(state, state.pile) == (
        "frozen: a red three was turned up at the deal (RR-1.3)")
    wild = make_state("railroad", table_rules={"players": 2}, hands={0: "4C"}, pile="JK 8S",
                      current=0)
    wild.turn_no = 2
    assert frozen_reason(wild, wild.pile) == (
        "frozen: a wild card was turned up at the deal (RR-1.3)")
    wild.turn_no = 5  # the pile was taken since: a discarded wild card
    assert frozen_reason(wild, wild.pile) == "frozen: a wild card lies in the pile (PH-5.3)"
    top = make_state("railroad", table_rules={"players": 2}, hands={0: "4C"}, pile="8S 2C",
                     current=0)
    assert frozen_reason(top, top.pile) == ""
