"""The table explains itself: who is who, what to do now, what just happened,
melds that fit their zone however many there are (dummy video driver)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from rules.scenario import hand_cards, make_state

from game.ai.hard import HardPlayer
from game.layout import table_layout
from game.present.session import GameSession
from game.rules.actions import Discard, Draw, Meld, TakePile
from game.rules.state import Phase
from game.storage import load_game
from game.ui.app import App
from game.ui.guidance import callout, explain
from game.ui.placement import Seating, place_cards
from game.ui.scenes.table import TableScene
from ui.test_table import HAND, OTHERS, click, frame, table_with, zone_centre

SAVES = Path(__file__).resolve().parents[2] / "saves"


@pytest.fixture
def app():
    application = App(size=(1280, 800), options={"speed": "instant"})
    yield application
    pygame.display.quit()


def crowded():
    return load_game(SAVES / "pennies-crowded-melds.json").state


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_crowded_melds_never_overlap_and_stay_in_their_zone(size):
    """Every meld of a Pennies team (11+ melds, canastas topped by a sideways wild
    card): no two meld boxes intersect, each lies inside its zone, and so does
    every card drawn in it."""
    state = crowded()
    assert len(state.melds[0]) >= 11 and len(state.melds[1]) >= 11
    assert any(m.is_canasta and m.wilds for m in state.melds[0])
    layout = table_layout(6, size)
    seating = Seating(6, 0)
    placement = place_cards(state, layout, seating, state.hands[0])
    for side in (0, 1):
        zone = layout.zone(f"melds_{seating.side(side)}").rect
        boxes = [b for b in placement.meld_boxes if b.meld.side == side]
        assert len(boxes) == len(state.melds[side])
        for i, box in enumerate(boxes):
            assert zone.contains(box.rect), (box.meld.rank, box.rect, zone)
            for other in boxes[i + 1:]:
                assert not box.rect.overlaps(other.rect), (box.meld.rank, other.meld.rank)
            for card in box.meld.cards:
                spot = placement.spots[card]
                w, h = spot.width, spot.width * 1.4
                if spot.angle % 180 == 90:
                    w, h = h, w
                assert box.rect.x - 1 <= spot.x - w / 2 and spot.x + w / 2 <= box.rect.right + 1
                assert box.rect.y - 1 <= spot.y - h / 2 and spot.y + h / 2 <= box.rect.bottom + 1
        assert not layout.zone("newmeld").rect.overlaps(zone)
        canastas = [b for b in boxes if b.meld.is_canasta]
        for box in canastas:
            kind = box.meld.canasta_kind(state.ruleset)
            assert box.tag[0] in (kind, "wild", "sevens")
    # the canastas say their kind in words (and their rank, where the cards are
    # large enough for a second line; else the top card shows it)
    tags = {b.tag for b in placement.meld_boxes if b.meld.is_canasta}
    assert any(t[0] in ("mixed", "natural") and t[1:] in ((), ("kings",)) for t in tags)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_seat_tags_say_partner_or_opponent_and_the_panel_names_the_sides(size):
    app = App(size=size, options={"speed": "instant"})
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.DRAW)
    scene = table_with(app, state)
    assert scene.renderer.seat_tag(state, 2) == "North \u2022 partner (Normal) \u2022 7"
    assert scene.renderer.seat_tag(state, 1).startswith("West \u2022 opponent")
    assert scene.renderer.seat_tag(state, 0) == "You"
    assert scene.renderer.team_colour(state, 2) == scene.renderer.team_colour(state, 0)
    assert scene.renderer.team_colour(state, 1) != scene.renderer.team_colour(state, 0)
    window = app.screen.get_rect()
    assert len(scene.renderer.tag_rects) == 4
    for rect in scene.renderer.tag_rects.values():
        assert window.contains(rect)
    pygame.display.quit()


def test_a_hard_seat_says_hard_in_its_tag():
    app = App(size=(1280, 800), options={"speed": "instant"})
    session = GameSession("classic", {}, 3, 0, ["normal", "hard", "easy", "hard"])
    assert isinstance(session.players[1], HardPlayer) and session.players[1].thinks_long
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    roles = [scene.renderer.seat_tag(session.state, seat).split(" \u2022 ")[1]
             for seat in (1, 2, 3)]
    assert roles == ["opponent (Hard)", "partner (Easy)", "opponent (Hard)"]
    pygame.display.quit()


def test_six_seat_tags_stay_in_the_window_at_the_smallest_size():
    app = App(size=(1024, 640), options={"speed": "instant"})
    session = GameSession("pennies", {}, 3, 0, ["normal"] * 6)
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    window = app.screen.get_rect()
    assert len(scene.renderer.tag_rects) == 6
    for seat, rect in scene.renderer.tag_rects.items():
        assert window.contains(rect), seat
    roles = [scene.renderer.seat_tag(session.state, seat).split(" \u2022 ")[1]
             for seat in range(1, 6)]
    assert roles == ["opponent (Normal)", "partner (Normal)", "opponent (Normal)",
                     "partner (Normal)", "opponent (Normal)"]
    pygame.display.quit()


def test_the_prompt_and_glow_follow_the_turn(app):
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.DRAW)
    scene = table_with(app, state)
    guide = scene.guidance.guide()
    # Q♥ Q♠ in the hand take the Q♦ on the pile
    assert guide.prompt == "Draw from the stock or take the pile"
    assert guide.places == ("stock", "pile")
    click(app, zone_centre(scene, "stock"))
    guide = scene.guidance.guide()
    assert guide.prompt == "Meld or discard" and "pile" in guide.places
    # the drawn card is marked as new in the hand until the next move
    drawn = set(scene.session.state.hands[0]) - set(state.hands[0])
    assert drawn and scene.guidance.fresh == drawn
    nines = hand_cards(scene.session.state, 0, "9S 9H 9C")
    scene.selected = set(nines)
    guide = scene.guidance.guide()
    assert "newmeld" in guide.places


def table_at_normal_speed(app, current, phase):
    """The test position at the table, cards moving at normal speed."""
    session = GameSession("classic", {}, 1, 0, ["normal"] * 4)
    session.state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD",
                               current=current, phase=phase)
    scene = TableScene(app.ctx, session, speed="normal")
    app.push(scene)
    frame(app)
    return scene


def test_draw_waits_while_the_last_discard_is_in_flight():
    app = App(size=(1280, 800), options={"speed": "normal"})
    try:
        scene = table_at_normal_speed(app, current=3, phase=Phase.MELD)
        east = scene.session.state.hands[3][0]
        scene.session.propose(Discard(east))
        assert scene.session.human_to_act()
        frame(app, n=2)  # the discard has set off but not landed
        assert scene.busy()
        scene.click_draw()
        assert scene.session.state.phase is Phase.DRAW
        assert "landed" in scene.toast[0]
        frame(app, n=120)
        assert not scene.busy()
        scene.click_draw()
        assert scene.session.state.phase is Phase.MELD
    finally:
        pygame.display.quit()


def test_callouts_name_the_move():
    state = make_state("classic", hands={0: HAND, 1: "8S 8D 4C 5C 6D JC JD", 2: OTHERS[2],
                                         3: OTHERS[3]},
                       pile="4H 8H", current=1, phase=Phase.DRAW, melded=[False, True])
    session = GameSession("classic", {}, 1, 0, ["normal"] * 4)
    session.state = state
    eights = hand_cards(state, 1, "8S 8D")
    step = session.propose(TakePile(tuple(eights)))
    assert callout(step) == "took the pile: 2 cards"
    step = session.propose(Discard(hand_cards(session.state, 1, "4C")[0]))
    assert callout(step) == "discarded 4\u2663"


def test_hints_name_melds_by_rank():
    state = make_state("classic", hands={0: "KC KD 2C 5H 6S"}, melds={0: ["KH KS KD"]},
                       melded=[True, False], current=0, phase=Phase.MELD)
    cards = tuple(hand_cards(state, 0, "KC KD 2C"))
    meld = state.melds[0][0]
    text, place, target = explain(state, Meld(cards, meld.id), 0)
    assert text == "add K\u2663 K\u2666 2\u2663 to your kings" and target == meld.id
    text, place, target = explain(state, Meld(cards), 0)
    assert text.endswith("as a new meld of kings") and place == "newmeld"
    assert explain(state, Draw(), 0)[1] == "stock"


def test_a_hint_highlights_its_cards_and_looks_unlike_a_refusal(app):
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.MELD, melded=[True, False])
    scene = table_with(app, state)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert scene.guidance.hint is not None and scene.toast_kind == "hint"
    assert scene.toast[0].startswith("Hint: ")
    assert scene.guidance.hint.cards or scene.guidance.hint.place
    four = hand_cards(scene.session.state, 0, "4S")[0]
    scene.selected = {four}
    scene.propose(Meld((four,)))
    assert scene.toast_kind == "refusal"


def test_a_completed_canasta_is_celebrated_then_the_banner_goes(app):
    """CL-4.4: seven kings make a natural canasta; it gets a short banner."""
    state = make_state("classic", hands={0: "KC 5H 6S 9D"}, melds={0: ["KH KS KD KH KS KD"]},
                       melded=[True, False], current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    meld = scene.session.state.melds[0][0]
    king = hand_cards(scene.session.state, 0, "KC")[0]
    scene.propose(Meld((king,), meld.id))
    frame(app, n=1)
    assert [c.text for c in scene.guidance.celebrations] == ["Canasta! natural kings"]
    assert scene.animating()
    frame(app, n=140)  # over two seconds at 60 frames a second
    assert scene.guidance.celebrations == []


def test_reduce_motion_puts_cards_in_place_at_once():
    from types import SimpleNamespace

    app = App(size=(1280, 800), options={"speed": "normal"},
              settings=SimpleNamespace(reduce_motion=True, sound=False))
    try:
        scene = table_at_normal_speed(app, current=0, phase=Phase.DRAW)
        state = scene.session.state
        scene.click_draw()
        frame(app, n=1)
        assert not scene.tweens.busy()
        drawn = next(iter(set(scene.session.state.hands[0]) - set(state.hands[0])))
        spot = scene.placement.spots[drawn]
        assert (scene.sprites[drawn].x, scene.sprites[drawn].y) == (spot.x, spot.y)
    finally:
        pygame.display.quit()


def test_the_frame_benchmark_plays_a_deal_with_a_human_seat():
    from game.ui.app import bench_frames

    result = bench_frames("classic", seed=4, speed="fast", max_frames=20_000)
    assert result["frames"] < 20_000, "the deal reached its score sheet"
    assert result["moves_by_you"] > 0 and result["actions"] > result["moves_by_you"]
    assert 0 < result["frame_ms"]["median"] <= result["frame_ms"]["p99"]
