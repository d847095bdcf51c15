"""Dollars from Heaven and Bain Hand and Foot at the table (dummy video driver):
sequences drawn as runs, the part of the pile a pickup takes shown before the
player commits, the foot looked at before play, the garbage pile, the partner
gate explained, cards from the pile waiting for the next turn."""

from __future__ import annotations

import pygame
from rules.scenario import make_state

from game.present.session import GameSession
from game.rules.actions import GARBAGE
from game.rules.state import MeldKind, Phase
from game.ui.app import App
from game.ui.placement import Seating, meld_tag, place_cards
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_draw_games import pickup_size
from ui.test_table import centre, click, frame, zone_centre


def table_for(app: App, game_id: str, state) -> TableScene:
    session = GameSession(game_id, {}, 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    return scene


def motion(app: App, pos) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])


def drag_steps(app: App, scene: TableScene, start, end, steps: int = 12) -> list:
    """Press at ``start``, move in ``steps`` motion events to ``end``, release;
    returns the dragged card's centre after each motion."""
    start = (int(start[0]), int(start[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    card = scene.pointer.drag.card
    seen = []
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                       buttons=(1, 0, 0))])
        seen.append((pos, (scene.sprites[card].x, scene.sprites[card].y)))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])),
                                   button=1)])
    return seen


DH_PILE = "8C 9S JD QD 2C KH 5S 6S"


def test_dollars_pile_shows_the_top_five_a_pickup_takes(app):
    """DH-2.1: a pickup takes the top five cards. Pointing at the pile on the
    draw shows exactly those (not for a pointer left there by the last discard),
    and moving away hides them."""
    state = make_state("dollars", hands={0: "4H 5H 9C 9D KS"}, pile=DH_PILE, current=0)
    scene = table_for(app, "dollars", state)
    preview = scene.renderer.extras.pickup_preview
    assert pickup_size(state) == 5
    scene.pointer.pos = zone_centre(scene, "pile")  # where the last discard was dropped
    frame(app)
    assert preview() == []
    before = app.screen.copy()
    motion(app, zone_centre(scene, "pile"))
    assert [c.kind for c in preview()] == ["QD", "2C", "KH", "5S", "6S"]
    pile = scene.layout.zone("pile").rect
    above = (pile.center[0], pile.y - 40)
    assert app.screen.get_at(above) != before.get_at(above)  # the panel is drawn
    motion(app, (200, 200))
    assert preview() == []


def test_a_whole_pile_game_shows_no_preview(app):
    """CL-5.1: Classic takes the whole pile; pointing at it shows nothing more."""
    state = make_state("classic", hands={0: "8C 8S 4D"}, pile="5C JH 9S 8H", current=0)
    scene = table_for(app, "classic", state)
    motion(app, zone_centre(scene, "pile"))
    assert scene.renderer.extras.pickup_preview() == []


def test_bain_pile_shows_the_cards_down_to_the_crosswise_wild(app):
    """BH-5.2: the pickup takes the cards down to and including the topmost
    crosswise wild card; the preview shows those three, the label the count."""
    state = make_state("bain", hands={0: "8C 8S 4D"}, pile="5C JH 2H 9S 8H", current=0,
                       melds={0: ["QH QS QD"]})
    scene = table_for(app, "bain", state)
    motion(app, zone_centre(scene, "pile"))
    assert [c.kind for c in scene.renderer.extras.pickup_preview()] == ["2H", "9S", "8H"]
    assert scene.guidance.guide().places == ("stock", "pile")  # the pair of eights takes it


def test_sequences_lie_as_runs_after_the_rank_melds():
    """DH-3.3: a sequence meld is drawn as a run, its cards side by side in rank
    order, tagged with its suit; rank melds come first, the sequences after."""
    from game.layout import table_layout
    state = make_state("dollars", hands={0: "4C"}, melds={0: ["9H 10H JH QH", "KS KD KC"]},
                       current=0)
    layout = table_layout(4, (1280, 800))
    placement = place_cards(state, layout, Seating(4, 0), state.hands[0])
    boxes = [b for b in placement.meld_boxes if b.meld.side == 0]
    assert [b.meld.kind for b in boxes] == [MeldKind.RANK, MeldKind.SEQUENCE]
    run = boxes[1]
    spots = [placement.spots[c] for c in run.meld.cards]
    assert [c.kind for c in run.meld.cards] == ["9H", "10H", "JH", "QH"]
    assert len({s.y for s in spots}) == 1
    assert all(a.x < b.x for a, b in zip(spots, spots[1:], strict=False))
    assert meld_tag(state.ruleset, run.meld) == ("sequence", "hearts")
    assert run.rect.x > boxes[0].rect.right


def test_a_click_on_the_pile_extends_a_sequence_with_the_top_card(app):
    """DH-5.5: the unfrozen pile's top card extends the side's sequence; a click
    on the pile with nothing selected takes it so, and the top card joins the
    run."""
    state = make_state("dollars", hands={0: "4C 5D"}, melds={0: ["9H 10H JH"]},
                       pile="8C 9S 6D QH", current=0)
    scene = table_for(app, "dollars", state)
    click(app, zone_centre(scene, "pile"))
    frame(app, n=4)
    after = scene.session.state
    assert after.phase is Phase.MELD
    run = next(m for m in after.melds[0] if m.kind is MeldKind.SEQUENCE)
    assert [c.kind for c in run.cards] == ["9H", "10H", "JH", "QH"]
    assert {"8C", "9S", "6D"} <= {c.kind for c in after.hands[0]}
    # DH-5.7: the other cards wait for the next turn, and the prompt says so
    assert {c.kind for c in after.waiting} == {"8C", "9S", "6D"}
    assert "DH-5.7" in scene.guidance.guide().prompt


def test_the_foot_is_shown_once_before_play_and_a_click_sets_it_aside(app):
    """BH-1.2: before the first turn the human's foot lies face up across the
    table; a click sets it aside and play begins."""
    state = make_state("bain", hands={0: "4C 5D 6H", 1: "4D", 2: "4H", 3: "4S"},
                       feet={0: "KH KS QD 9C 7H", 1: "5C", 2: "5H", 3: "5S"},
                       phase=Phase.FOOT_LOOK, current=0, dealer=3)
    scene = table_for(app, "bain", state)
    assert scene.session.human_to_act()
    assert "foot" in scene.guidance.guide().prompt
    spot = (300, 400)
    shown = app.screen.get_at(spot)
    click(app, (640, 380))
    frame(app, n=30)
    assert scene.session.actions[0] == "look at foot"
    assert scene.session.state.phase is not Phase.FOOT_LOOK or scene.session.state.current != 0
    assert app.screen.get_at(spot) != shown  # the foot's panel is gone


SEVENS = "7C 7C 7D 7D 7H 7H 7S"
KINGS = "KC KD KH KS KC KD KH"


def test_a_card_dragged_to_the_empty_garbage_pile_opens_it(app):
    """BH-7.1: once the side has a sevens canasta, an empty garbage pile lies
    among its melds; a king (the side has a king canasta) dragged there in steps
    follows the pointer and opens it."""
    state = make_state("bain", hands={0: "KS 4C 5D 9H"}, melds={0: [SEVENS, KINGS]},
                       current=0, phase=Phase.MELD, foot_taken=[True] * 4,
                       completed=[True, False, True, False], melders={0: 2})
    scene = table_for(app, "bain", state)
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == GARBAGE)
    assert box.meld.side == 0 and not box.meld.cards
    king = next(c for c in state.hands[0] if c.kind == "KS")
    start = centre(scene, king)
    sprite = scene.sprites[king]
    grab = (int(start[0]) - sprite.x, int(start[1]) - sprite.y)
    seen = drag_steps(app, scene, start, box.target.center)
    for pos, (x, y) in seen[1:]:
        assert abs(x - (pos[0] - grab[0])) <= 0.5 and abs(y - (pos[1] - grab[1])) <= 0.5
    after = scene.session.state
    garbage = [m for m in after.melds[0] if m.kind is MeldKind.GARBAGE]
    assert len(garbage) == 1 and [c.kind for c in garbage[0].cards] == ["KS"]
    assert "You added K\u2660 to the garbage pile." in scene.session.log
    assert all(b.meld.id != GARBAGE for b in scene.placement.meld_boxes)


def test_the_partner_gate_is_explained_when_a_canasta_is_refused(app):
    """BH-6.1: the player who made the side's initial meld may not complete a
    canasta before the partner has; the drop is refused with that sentence and
    the state is unchanged."""
    state = make_state("bain", hands={0: "KH 4C 5D 9H"}, melds={0: ["KC KD KH KS KC KD"]},
                       current=0, phase=Phase.MELD, melders={0: 0})
    scene = table_for(app, "bain", state)
    before = scene.session.state.fingerprint()
    king = next(c for c in state.hands[0] if c.kind == "KH")
    box = scene.placement.meld_boxes[0]
    drag_steps(app, scene, centre(scene, king), box.target.center)
    assert scene.session.state.fingerprint() == before
    assert scene.toast is not None and "BH-6.1" in scene.toast[0]


def test_a_hint_to_open_the_garbage_pile_points_at_its_slot():
    """BH-7.1: a hint that puts cards in the garbage pile names it and points at the
    empty slot (id GARBAGE) before it is opened, at the pile itself after."""
    from game.rules.actions import Meld
    from game.ui.guidance import explain
    state = make_state("bain", hands={0: "KS 4C 5D 9H"}, melds={0: [SEVENS, KINGS]},
                       current=0, phase=Phase.MELD, foot_taken=[True] * 4,
                       completed=[True, False, True, False], melders={0: 2})
    king = next(c for c in state.hands[0] if c.kind == "KS")
    assert explain(state, Meld((king,), GARBAGE), 0) == (
        "add K\u2660 to your garbage pile", None, GARBAGE)


def test_the_pile_preview_follows_the_keyboard_focus_of_this_turn_only(app):
    """DH-2.1: with the focus moved onto the pile this turn (Tab), the preview shows
    the top five; a focus left on the pile by the last turn's keyboard discard shows
    nothing when the next turn begins."""
    state = make_state("dollars", hands={0: "4H 5H 9C 9D KS"}, pile=DH_PILE, current=0)
    scene = table_for(app, "dollars", state)
    preview = scene.renderer.extras.pickup_preview
    scene.keyboard.focus = ("pile", None)  # left there by a discard with Tab and Enter
    scene.keyboard.focused_in_turn = (state.deal_no, state.turn_no - 1)
    frame(app)
    assert preview() == []
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    frame(app, [tab])  # the focus moves on, and round to the pile again
    while scene.keyboard.focus != ("pile", None):
        frame(app, [tab])
    assert [c.kind for c in preview()] == ["QD", "2C", "KH", "5S", "6S"]


def test_a_blocked_pile_shows_no_count_of_cards_taken(app):
    """DH-5.2: a black three on top blocks the pile; the preview says so and
    does not tell how many cards a pickup would take."""
    state = make_state("dollars", hands={0: "4H 5H 9C 9D KS"}, pile="8C 9S JD QD 2C KH 3S",
                       current=0)
    scene = table_for(app, "dollars", state)
    preview = scene.renderer.extras.pickup_preview
    motion(app, zone_centre(scene, "pile"))
    assert preview()
    caption, below = scene.renderer.extras.pickup_words(state, len(preview()))
    assert "blocks it" in caption and "DH-5.2" in caption
    assert "takes" not in caption and not below
    frame(app)  # the panel draws with no line under the cards
