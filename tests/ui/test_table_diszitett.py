"""Díszített kanaszta at the table (dummy video driver): the cut kept and dealt by
click (DK-2.1, DK-2.2), the starter's discard-only turn (DK-4.4), the talon's free
and penalized pickups by the mouse (DK-5.2, DK-5.3), twin tokens (DK-6.1), the
canasta kinds named as the game names them (DK-9.1), a save in Phase.CUT."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import hand_cards, make_state

from game.layout import table_layout
from game.present.session import GameSession
from game.rules.games.diszitett import own as dk_own
from game.rules.state import Phase
from game.storage import list_saves
from game.ui.app import App
from game.ui.placement import Seating, meld_tag, place_cards
from game.ui.scenes.table import TableScene, start_table
from game.ui.scenes.table_draw import pile_frozen, pile_label
from game.ui.scenes.table_guide import REVEAL_SECONDS
from game.ui.scenes.title import TitleScene
from tests.ui.test_menus import record_text
from ui.test_table import centre, click, frame, select, zone_centre


def move(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                   buttons=(1, 0, 0))], n=1)


def press(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], n=1)


def release(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], n=1)


def path(start, end, steps):
    return [(start[0] + (end[0] - start[0]) * i // steps,
             start[1] + (end[1] - start[1]) * i // steps) for i in range(1, steps + 1)]


def dk_table(app, state, human=0, players=2) -> TableScene:
    session = GameSession("diszitett", {"players": players}, 1, human, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    return scene


def starter(seed: int, players: int = 2) -> int:
    """The first deal's starter, drawn by lot from the seed (DK-2.4)."""
    return GameSession("diszitett", {"players": players}, seed, 0, ["normal"]).state.current


def at_the_cut(app, players=2) -> TableScene:
    """A new deal whose starter is the human: Phase.CUT."""
    session = GameSession("diszitett", {"players": players}, 3, starter(3, players), ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    assert session.state.phase is Phase.CUT and session.human_to_act()
    return scene


def test_the_cut_cards_are_kept_by_click_and_dealt_with_the_button(app):
    """DK-2.1: the three cut cards lie face up; a click lifts a card (kept), a
    second click lowers it; Deal gives the starter 15 cards, the kept ones
    included (DK-2.2), and asks for the discard alone (DK-4.4)."""
    scene = at_the_cut(app)
    state = scene.session.state
    shown = state.cut_cards()
    sprites = [scene.sprites[c] for c in shown]
    assert [s.zone for s in sprites] == ["cut"] * 3 and all(s.face_up for s in sprites)
    assert "DK-2.1" in scene.guidance.guide().prompt
    rest_y = sprites[1].y
    click(app, (sprites[0].x, sprites[0].y))
    click(app, (sprites[2].x, sprites[2].y))
    frame(app, n=5)
    assert scene.kept == {shown[0], shown[2]}
    assert sprites[0].y < rest_y and sprites[2].y < rest_y and sprites[1].y == rest_y
    click(app, (sprites[2].x, sprites[2].y))  # left again
    frame(app, n=5)
    assert scene.kept == {shown[0]} and sprites[2].y == rest_y
    click(app, scene.cut_button.rect.center)
    frame(app, n=5)
    state = scene.session.state
    me = scene.session.human
    assert state.phase is Phase.MELD and state.current == me
    assert len(state.hands[me]) == 15 and shown[0] in state.hands[me]
    assert shown[2] not in state.hands[me]
    assert len(state.hands[1 - me]) == 14
    assert not scene.kept
    assert "DK-4.4" in scene.guidance.guide().prompt
    assert scene.session.actions[-1] == f"keep {shown[0].code}"


def test_enter_deals_keeping_nothing(app):
    scene = at_the_cut(app)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert scene.session.actions == ["keep"]
    assert scene.session.state.phase is Phase.MELD


def test_a_computer_starter_shows_the_cut_cards_it_kept(app):
    """DK-2.1: a computer starter's kept cards lie face up before its hand for a
    while, its callout names them, then they join its hand face down."""
    first = starter(3, 3)
    session = GameSession("diszitett", {"players": 3}, 3, (first + 1) % 3, ["normal"])
    shown = session.state.cut_cards()
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    for _ in range(5):
        frame(app)
        if session.actions:
            break
    kept = [c for c in shown if c in session.state.hands[first]]
    assert kept and session.actions[0] == "keep " + " ".join(c.code for c in kept)
    assert scene.guidance.revealed is not None and scene.guidance.revealed[0] == frozenset(kept)
    assert all(scene.sprites[c].face_up for c in kept)
    assert "of the cut" in scene.guidance.callouts[first][0]
    frame(app, n=int(REVEAL_SECONDS * 60) + 10)
    assert scene.guidance.revealed is None
    assert not any(scene.sprites[c].face_up for c in kept if c in session.state.hands[first])


def test_a_meld_on_the_discard_only_turn_is_refused_with_the_rule(app):
    """DK-4.4: the starter's first turn is the discard alone: a meld dragged to
    New meld follows the pointer, then glides back with the engine's sentence."""
    scene = at_the_cut(app)
    click(app, scene.cut_button.rect.center)
    frame(app, n=5)
    state = scene.session.state
    me = scene.session.human
    assert scene.session.view().discard_only
    ranks: dict[int, list] = {}
    for card in state.hands[me]:
        if not card.is_wild and card.rank != 3:
            ranks.setdefault(card.rank, []).append(card)
    cards = max(ranks.values(), key=len)[:2] + [c for c in state.hands[me] if c.is_wild][:1]
    if len(cards) < 3:
        cards = state.hands[me][:3]
    select(app, scene, cards)
    frame(app, n=5)
    grabbed = scene.sprites[cards[-1]]
    start = (int(grabbed.x), int(grabbed.y + 10))
    press(app, start)
    end = zone_centre(scene, "newmeld")
    followed = 0
    for pos in path(start, end, 16)[:-1]:
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert scene.sprites[cards[-1]].y == pytest.approx(pos[1] - 10, abs=0.5)
            followed += 1
    assert followed >= 12
    release(app, end)
    frame(app, n=10)
    assert all(c in scene.session.state.hands[me] for c in cards)
    assert "discard alone" in scene.toast[0]
    assert all(scene.sprites[c].zone == f"hand:{me}" for c in cards)


def free_offer_table(app):
    """Seat 1 discarded 9♠, its first discard: seat 0's free pickup (DK-5.2)."""
    state = make_state("diszitett", hands={0: "4C 5D 6H 8S JC QD 2C", 1: "4D 5H 6S"},
                       pile="7H 9S", current=0, melded=[False, False])
    dk_own(state).free_offer = [True, False]
    dk_own(state).free_spent = [True, True]
    state.last_discard = state.pile[-1]
    return dk_table(app, state)


def test_pointing_at_the_talon_previews_the_free_pickup_and_a_click_takes_it(app):
    """DK-5.2: pointing at the talon names the free pickup; a click with no card
    selected takes the top card alone."""
    scene = free_offer_table(app)
    state = scene.session.state
    top = state.pile[-1]
    assert "DK-5.2" in scene.guidance.guide().prompt and "talon" in scene.guidance.guide().prompt
    pile = zone_centre(scene, "pile")
    move(app, (pile[0] - 3, pile[1]))
    assert scene.renderer.extras.pickup_preview() == [top]
    caption, _below = scene.renderer.extras.pickup_words(state, 1)
    assert caption == "Free pickup: take 9\u2660 alone (DK-5.2)"
    assert pile_label(state, state.pile, False) == "Talon 2"
    click(app, pile)
    frame(app, n=5)
    after = scene.session.state
    assert scene.session.actions[-1] == "take"
    assert top in after.hands[0] and after.pile == state.pile[:-1]
    assert after.phase is Phase.MELD and not after.melds[0]


def test_the_talon_label_says_frozen_by_its_top_card_only(app):
    """DK-5.1: a zsoli or black three on top freezes the talon; covered, it does not."""
    state = make_state("diszitett", hands={0: "4C 5D"}, pile="2C 9S", current=0)
    dk_table(app, state)
    assert not pile_frozen(state, state.pile)
    state.pile.append(state.pile.pop(0))  # the two on top
    assert pile_frozen(state, state.pile)
    assert pile_label(state, state.pile, True) == "Talon 2 \u2022 frozen"


def test_a_zsoli_offered_as_the_free_pickup_is_not_called_frozen(app):
    """DK-14.3: with the Free zsoli table rule, a zsoli on top that is the free pickup
    offered to the player to act does not freeze the talon for that player; a black
    three on top still does."""
    state = make_state("diszitett", hands={0: "4C 5D"}, pile="9S 2C", current=0,
                       table_rules={"free_zsoli": "on"})
    dk_own(state).free_offer = [True, False]
    dk_table(app, state)
    assert not pile_frozen(state, state.pile)
    dk_own(state).free_offer = [False, False]
    assert pile_frozen(state, state.pile)
    three = make_state("diszitett", hands={0: "4C"}, pile="9S 3S", current=0)
    dk_own(three).free_offer = [True, False]
    assert pile_frozen(three, three.pile)


def test_a_penalized_pickup_by_dragging_a_pair_onto_the_talon(app):
    """DK-5.3: two nines dragged onto the talon (the cards follow the pointer, the
    talon glows as a target) lay a new group with its top nine, the rest of the
    talon joins the hand."""
    state = make_state("diszitett", hands={0: "9H 9C 4D 5S 6C 7H", 1: "4C 5C"},
                       pile="KD 8S 9S", melds={0: ["KH KC KS"]}, current=0)
    scene = dk_table(app, state)
    assert "pile" in scene.guidance.guide().places
    pile = zone_centre(scene, "pile")
    move(app, (pile[0] - 2, pile[1]))
    caption, below = scene.renderer.extras.pickup_words(state, 3)
    assert caption == "Taking the talon: 3 cards (DK-5.3)"
    assert below == ("Lay a new group of at least three with the top card, then the rest "
                     "of the talon, 2 cards, joins your hand (DK-5.3)")
    nines = hand_cards(state, 0, "9H 9C")
    select(app, scene, nines)
    frame(app, n=5)
    grabbed = scene.sprites[nines[0]]
    start = (int(grabbed.x - grabbed.width * 0.3), int(grabbed.y))
    grab = (start[0] - grabbed.x, start[1] - grabbed.y)
    press(app, start)
    seen = 0
    for pos in path(start, pile, 14)[:-1]:
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert grabbed.x == pytest.approx(pos[0] - grab[0], abs=0.5)
            assert set(nines) <= scene.moving
            seen += 1
    assert seen >= 10
    release(app, pile)
    frame(app, n=10)
    after = scene.session.state
    assert scene.session.actions[-1] in ("take 9H/0 9C/0", "take 9C/0 9H/0")
    groups = [sorted(c.kind for c in m.cards) for m in after.melds[0]]
    assert ["9C", "9H", "9S"] in groups
    assert {c.kind for c in after.hands[0]} >= {"KD", "8S"} and not after.pile


def test_twin_tokens_lie_in_each_players_zone_with_their_count(app):
    """DK-6.1, DK-1.3: twins face down, their number visible: "iker (twin) ×2"."""
    state = make_state("diszitett", hands={0: "4C 5D 9S", 1: "4D 5H"}, pile="7H 9S",
                       current=0, phase=Phase.MELD)
    dk_own(state).twin_counts = [2, 1]
    state.last_discard = state.pile[-1]
    scene = dk_table(app, state)
    pills: list[str] = []
    original = scene.renderer.pill

    def record(surface, text, *args, **kwargs):
        pills.append(text)
        return original(surface, text, *args, **kwargs)

    scene.renderer.pill = record
    scene.renderer.invalidate()
    scene.draw(pygame.Surface((1280, 800)))
    assert "iker (twin) \u00d72" in pills and "iker (twin) \u00d71" in pills
    # DK-6.1: the human holds the twin of the top card: the prompt and label say so
    twin = hand_cards(state, 0, "9S")[0]
    assert scene.guidance.twin_card(state) is twin
    assert "twin" in scene.guidance.guide().prompt and "DK-6.1" in scene.guidance.guide().prompt
    label = pile_label(state, state.pile, False)
    assert label == "Talon 2"
    # the moment a twin is made: its tokens glow and the toast says so
    click(app, centre(scene, twin))
    click(app, zone_centre(scene, "pile"))
    frame(app, n=3)
    assert scene.session.state.own.twins(0) == 3
    assert scene.guidance.twin_flash is not None and scene.guidance.twin_flash[0] == 0
    assert "twin" in scene.toast[0].lower()


def test_canastas_are_named_by_their_kinds():
    """DK-9.1: gold, red, black, red zsoli and black zsoli; zsolis named so."""
    state = make_state("diszitett", hands={0: "4C"}, current=0,
                       melds={0: ["KH KC KS KD KH KC KS KD", "QH QC QS QD QH QC QS",
                                  "JH JC JS JD JH JC JK", "2C 2D 2H 2S 2C 2D 2H",
                                  "JK JK JK JK JK JK 2S", "5H 5C JK"]})
    rs = state.ruleset
    tags = [meld_tag(rs, m) for m in state.melds[0]]
    assert tags[:5] == [("gold", "kings"), ("red", "queens"), ("black", "jacks"),
                        ("red zsoli", "canasta"), ("black zsoli", "canasta")]
    assert tags[5] == ("fives", "3 cards, 1 zsoli")
    layout = table_layout(2, (1280, 800), partnerships=False)
    place_cards(state, layout, Seating(2, 0, False), state.hands[0])


def test_a_game_saved_at_the_cut_loads_back_identically(tmp_path):
    """A díszített game saved in Phase.CUT continues at the same cut, which the
    human then deals."""
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        scene = start_table(app.ctx, "diszitett", {"players": 2}, 3, starter(3), ["normal"] * 2)
        frame(app)
        state = scene.session.state
        assert state.phase is Phase.CUT
        fingerprint = state.fingerprint()
        shown = state.cut_cards()
        app.close()
    finally:
        pygame.display.quit()
    saves = list_saves(tmp_path / "saves")
    assert len(saves) == 1
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        title = app.push(TitleScene(app.ctx))
        frame(app)
        button = next(b for b in title.buttons if b.label == "Continue")
        click(app, button.rect.center)
        table = app.top
        assert isinstance(table, TableScene)
        assert table.session.state.fingerprint() == fingerprint
        assert [table.sprites[c].zone for c in shown] == ["cut"] * 3
        click(app, table.cut_button.rect.center)
        frame(app, n=3)
        assert table.session.state.phase is Phase.MELD
    finally:
        pygame.display.quit()


def test_a_game_saved_mid_deal_loads_back_identically(tmp_path):
    """Twins, the free pickups spent and the last discard come back with the save."""
    from tests.ui.ui_helpers import human_moves

    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        scene = start_table(app.ctx, "diszitett", {"players": 3}, 5, 0, ["normal"] * 3)
        human_moves(app, scene, 40)
        for _ in range(400):
            if scene.session.human_to_act() and not scene.busy():
                break
            frame(app)
        fingerprint = scene.session.state.fingerprint()
        assert len(scene.session.actions) > 5
        app.close()
    finally:
        pygame.display.quit()
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        title = app.push(TitleScene(app.ctx))
        frame(app)
        click(app, next(b for b in title.buttons if b.label == "Continue").rect.center)
        assert app.top.session.state.fingerprint() == fingerprint
    finally:
        pygame.display.quit()


def test_four_players_at_a_diszitett_table(app):
    """DK-1.4: four players each for themself, a whole deal to the score sheet."""
    from tests.ui.ui_helpers import human_moves

    session = GameSession("diszitett", {"players": 4}, 2, 0, ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    human_moves(app, scene, 6000)
    assert session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert len(session.state.history[-1].totals) == 4


def test_the_free_pickup_by_dragging_the_talon_onto_the_hand(app):
    """DK-5.2: the talon's top card follows the pointer to the hand; dropped
    there with no card selected, it is the free pickup."""
    scene = free_offer_table(app)
    state = scene.session.state
    top = state.pile[-1]
    sprite = scene.sprites[top]
    start = (int(sprite.x), int(sprite.y))
    end = zone_centre(scene, "hand_0")
    press(app, start)
    seen = 0
    for pos in path(start, end, 14)[:-1]:
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert (sprite.x, sprite.y) == (pytest.approx(pos[0], abs=0.5),
                                            pytest.approx(pos[1], abs=0.5))
            assert top in scene.moving and top in scene.session.state.pile
            seen += 1
    assert seen >= 10
    release(app, end)
    frame(app, n=10)
    assert scene.session.actions[-1] == "take"
    assert top in scene.session.state.hands[0]


def test_the_cut_by_keyboard(app):
    """DK-2.1: Tab reaches the cut cards first; Space keeps the focused one, the
    Deal button is reached with the others."""
    scene = at_the_cut(app)
    shown = scene.session.state.cut_cards()
    assert scene.keyboard.focus_groups()[0] == [("cut", c) for c in shown]

    def key(k):
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])

    key(pygame.K_TAB)
    key(pygame.K_RIGHT)
    assert scene.keyboard.focus == ("cut", shown[1])
    key(pygame.K_SPACE)
    assert scene.kept == {shown[1]}
    assert ("button", "Deal") in scene.keyboard.focus_groups()[-1]
    scene.keyboard.focus = ("button", "Deal")
    key(pygame.K_RETURN)
    assert scene.session.actions == [f"keep {shown[1].code}"]


def rearranging_table(app, melds, hand):
    state = make_state("diszitett", hands={0: hand, 1: "4D 5H 6S"}, melds={0: melds},
                       current=0, phase=Phase.MELD)
    return dk_table(app, state)


def test_dragging_a_zsoli_from_one_group_to_another(app):
    """DK-10.2: a zsoli pressed in one's group follows the pointer (the groups
    that take it glow), and dropped on another own group it moves there."""
    scene = rearranging_table(app, ["KH KC KS 2C", "QH QC QS"], "4C 5D 6H 8S")
    state = scene.session.state
    kings, queens = state.melds[0]
    two = next(c for c in kings.cards if c.is_wild)
    sprite = scene.sprites[two]
    assert sprite.zone == f"meld:0:{kings.id}"
    start = (int(sprite.x), int(sprite.y + sprite.width * 0.4))
    grab = (start[0] - sprite.x, start[1] - sprite.y)
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == queens.id)
    end = (int(box.rect.center[0]), int(box.rect.center[1]))
    press(app, start)
    seen = 0
    for pos in path(start, end, 16)[:-1]:
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert scene.pointer.drag.targets == frozenset({queens.id})
            assert sprite.x == pytest.approx(pos[0] - grab[0], abs=0.5)
            assert sprite.y == pytest.approx(pos[1] - grab[1], abs=0.5)
            assert two in scene.moving and two in scene.session.state.melds[0][0].cards
            seen += 1
    assert seen >= 12
    release(app, end)
    frame(app, n=10)
    assert scene.session.actions[-1] == f"move {two.code} from @{kings.id} to @{queens.id}"
    after = {m.id: m for m in scene.session.state.melds[0]}
    assert two in after[queens.id].cards and two not in after[kings.id].cards
    assert scene.sprites[two].zone == f"meld:0:{queens.id}"


def test_a_zsoli_dropped_where_it_may_not_go_glides_back_with_the_rule(app):
    """DK-10.2: a group the zsoli would leave with two cards keeps it: the engine's
    sentence is shown and the card lies in its group again."""
    scene = rearranging_table(app, ["KH KC 2C", "QH QC QS"], "4C 5D 6H 8S")
    state = scene.session.state
    kings, queens = state.melds[0]
    two = next(c for c in kings.cards if c.is_wild)
    sprite = scene.sprites[two]
    start = (int(sprite.x), int(sprite.y + sprite.width * 0.4))
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == queens.id)
    end = (int(box.rect.center[0]), int(box.rect.center[1]))
    press(app, start)
    for pos in path(start, end, 12):
        move(app, pos)
    assert scene.pointer.drag.active and not scene.pointer.drag.targets
    release(app, end)
    frame(app, n=10)
    assert scene.session.actions == []
    assert "three cards" in scene.toast[0]
    assert scene.sprites[two].zone == f"meld:0:{kings.id}"


def test_a_zsoli_and_selected_cards_make_a_new_group(app):
    """DK-10.2: a zsoli dragged to New meld with two sixes selected from the hand."""
    scene = rearranging_table(app, ["KH KC KS 2C", "QH QC QS"], "6C 6D 4H 8S 9S")
    state = scene.session.state
    kings = state.melds[0][0]
    sixes = hand_cards(state, 0, "6C 6D")
    select(app, scene, sixes)
    frame(app, n=5)
    two = next(c for c in kings.cards if c.is_wild)
    sprite = scene.sprites[two]
    start = (int(sprite.x), int(sprite.y + sprite.width * 0.4))
    end = zone_centre(scene, "newmeld")
    press(app, start)
    for pos in path(start, end, 12)[:-1]:
        move(app, pos)
    assert scene.pointer.drag.active and scene.pointer.drag.new_ok
    release(app, end)
    frame(app, n=10)
    assert scene.session.actions[-1].startswith(f"move {two.code} from @{kings.id} to new")
    assert sorted(len(m.cards) for m in scene.session.state.melds[0]) == [3, 3, 3]


def test_a_natural_onto_a_black_canasta_sends_its_zsoli_to_another_group(app):
    """DK-10.3: a sixth natural onto a black canasta of five naturals and two
    zsolis: the canasta keeps seven cards, a zsoli goes to the first own group
    that takes it, and the toast says where."""
    scene = rearranging_table(app, ["JH JC JS JD JH 2C JK", "QH QC QS"], "JS 4C 5D 6H")
    state = scene.session.state
    jacks, queens = state.melds[0]
    jack = hand_cards(state, 0, "JS")[0]
    select(app, scene, [jack])
    assert jacks.id in scene.guidance.guide().melds  # the canasta glows as a target
    sprite = scene.sprites[jack]
    start = (int(sprite.x - sprite.width * 0.3), int(sprite.y))
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == jacks.id)
    end = (int(box.rect.center[0]), int(box.rect.center[1]))
    press(app, start)
    for pos in path(start, end, 14)[:-1]:
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert jack in scene.moving
    release(app, end)
    frame(app, n=10)
    two = next(c for c in jacks.cards if c.is_wild and not c.is_joker)
    assert scene.session.actions[-1] == (
        f"move {two.code} from @{jacks.id} with {jack.code} to @{queens.id}")
    after = {m.id: m for m in scene.session.state.melds[0]}
    assert len(after[jacks.id].cards) == 7 and jack in after[jacks.id].cards
    assert two in after[queens.id].cards
    assert scene.toast[0] == "2\u2663 moved to your queens (DK-10.3)"


def test_hints_name_the_cut_the_free_pickup_and_a_zsoli_move(app):
    """H at the cut names the cards to keep; the free pickup and a zsoli's move are
    explained in the game's words (DK-2.1, DK-5.2, DK-10.2)."""
    from game.rules.actions import MoveWilds, TakePile
    from game.ui.guidance import explain

    scene = at_the_cut(app)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert scene.guidance.hint is not None and "cut" in scene.guidance.hint.text
    assert scene.guidance.hint.cards <= set(scene.session.state.cut_cards())
    state = make_state("diszitett", hands={0: "4C 5D 6H 8S"}, pile="7H 9S", current=0,
                       melded=[False, False])
    dk_own(state).free_offer = [True, False]
    assert explain(state, TakePile(()), 0)[0] == "take 9\u2660 alone: your free pickup"
    state = make_state("diszitett", hands={0: "4C 5D 6H 8S"}, current=0, phase=Phase.MELD,
                       melds={0: ["KH KC KS 2C", "QH QC QS"]})
    kings, queens = state.melds[0]
    two = next(c for c in kings.cards if c.is_wild)
    text, place, meld = explain(state, MoveWilds((two,), kings.id, queens.id), 0)
    assert text == "move 2\u2663 from your kings to your queens" and meld == queens.id


def test_a_computer_players_twin_is_called_out():
    """DK-6.1: a computer player's twin is named in its callout."""
    from game.present.session import Step
    from game.rules.actions import Discard
    from game.rules.engine import apply
    from game.ui.guidance import callout

    state = make_state("diszitett", hands={0: "4C 5D", 1: "9S 6H 7H"}, pile="7H 9S",
                       current=1, phase=Phase.MELD)
    state.last_discard = state.pile[-1]
    nine = hand_cards(state, 1, "9S")[0]
    after, moves = apply(state, Discard(nine))
    assert after.own.twins(1) == 1
    step = Step(1, Discard(nine), state, after, tuple(moves), ())
    assert callout(step) == "discarded 9\u2660: a twin"


def test_the_next_deal_begins_with_the_cut_by_the_next_starter(app):
    """DK-2.4: with two players the starter alternates: after a deal started by the
    computer, the human cuts the next one at the table."""
    from tests.ui.ui_helpers import human_moves

    first = starter(9)
    session = GameSession("diszitett", {"players": 2}, 9, 1 - first, ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    human_moves(app, scene, 6000)
    assert session.state.phase is Phase.DEAL_OVER
    while app.top is not scene:
        app.pop()
    session.next_deal()
    frame(app, n=3)
    assert session.state.phase is Phase.CUT and scene.cutting()
    assert [scene.sprites[c].zone for c in session.state.cut_cards()] == ["cut"] * 3
    click(app, scene.cut_button.rect.center)
    assert session.state.phase is Phase.MELD and session.view().discard_only


def test_new_meld_does_not_light_up_on_the_discard_only_turn(app):
    """DK-4.4: on the starter's discard-only turn New meld stays unlit with cards
    selected, as it is when no meld may be made."""
    from game.ui.text import GOLD
    scene = at_the_cut(app)
    click(app, scene.cut_button.rect.center)
    frame(app, n=5)
    assert scene.session.view().discard_only
    me = scene.session.human
    select(app, scene, scene.session.state.hands[me][:3])
    frame(app, n=5)
    assert scene.selected
    rect = pygame.Rect(scene.layout.zone("newmeld").rect)
    edge = app.screen.get_at((rect.centerx, rect.top))
    assert tuple(edge)[:3] != tuple(GOLD)[:3]
    assert "newmeld" not in scene.guidance.guide().places


def test_the_glossary_line_wraps_in_a_narrow_panel():
    """DK-7.2, DK-4.1: the side panel's "zsoli: wild card • talon: discard pile"
    is never cut off: where it does not fit, each word and its meaning take a line."""
    application = App(size=(1024, 700), options={"speed": "instant"})
    try:
        session = GameSession("diszitett", {"players": 2}, 3, 0, ["normal"])
        scene = TableScene(application.ctx, session, speed="instant")
        application.push(scene)
        seen = record_text(application)
        frame(application)
        frame(application, n=20)
        assert "zsoli: wild card" in seen and "talon: discard pile" in seen
        assert not [t for t in seen if t.startswith("zsoli") and t.endswith("\u2026")]
    finally:
        pygame.display.quit()


SPLIT_MELDS = ["KC KD KH", "QC QD QH", "JC JD JH", "2C JK JK"]
"""DK-10.2: a group of zsolis none of whose zsolis may leave alone (the group
would keep two cards) nor all together to one group (DK-7.2)."""


def _uncovered(scene, card):
    """A point of ``card``'s sprite that no card drawn over it covers (pixels)."""
    sprite = scene.sprites[card]
    rect = sprite.rect()
    over = [s.rect() for s in scene.sprites.values() if s.z > sprite.z]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.2, 0.1, 0.8, 0.9, 0.35, 0.65):
            pos = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
            if not any(r.collidepoint(pos) for r in over):
                return pos
    raise AssertionError(f"{card} is covered")


def _drag_zsoli(app, scene, card, target_id, steps=12):
    """Drag ``card`` from where it lies to the centre of the group ``target_id``
    in ``steps`` motion events; at each one past the threshold the card follows
    the pointer and the state is unchanged. Returns the drag's glowing targets."""
    sprite = scene.sprites[card]
    start = _uncovered(scene, card)
    grab = (start[0] - sprite.x, start[1] - sprite.y)
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == target_id)
    end = (int(box.rect.center[0]), int(box.rect.center[1]))
    before = [list(m.cards) for m in scene.session.state.melds[0]]
    press(app, start)
    seen, targets = 0, frozenset()
    for pos in path(start, end, steps)[:-1]:
        move(app, pos)
        drag = scene.pointer.drag
        if drag is not None and drag.active:
            assert sprite.x == pytest.approx(pos[0] - grab[0], abs=0.5)
            assert sprite.y == pytest.approx(pos[1] - grab[1], abs=0.5)
            assert card in scene.moving
            assert [list(m.cards) for m in scene.session.state.melds[0]] == before
            targets = drag.targets
            seen += 1
    assert seen >= steps - 3
    release(app, end)
    frame(app, n=10)
    return targets


def test_a_group_of_zsolis_split_among_three_groups_by_drag(app):
    """DK-10.2: dragged one by one, the first two zsolis of a group of three wait on
    the groups they were dropped on (the prompt says the rest must follow, the
    state is unchanged); the third completes the split as one move."""
    scene = rearranging_table(app, SPLIT_MELDS, "4C 5D 7C")
    state = scene.session.state
    kings, queens, jacks, wild = (m.id for m in state.melds[0])
    two, joker, joker2 = state.melds[0][3].cards
    targets = _drag_zsoli(app, scene, two, kings)
    assert targets == frozenset({kings, queens, jacks})
    assert scene.session.actions == [] and scene.pointer.staged == [(two, kings)]
    assert scene.sprites[two].zone == f"meld:0:{wild}"
    king_box = next(b for b in scene.placement.meld_boxes if b.meld.id == kings)
    assert king_box.rect.x <= scene.sprites[two].x <= king_box.rect.right + scene.sprites[two].width
    assert "may not keep one or two cards (DK-10.2)" in scene.guidance.guide().prompt
    targets = _drag_zsoli(app, scene, joker, queens)
    assert scene.session.actions == []
    assert scene.pointer.staged == [(two, kings), (joker, queens)]
    assert targets == frozenset({kings, queens, jacks})
    _drag_zsoli(app, scene, joker2, jacks)
    assert scene.session.actions == [
        f"move {two.code} from @{wild} to @{kings} + {joker.code} to @{queens} + "
        f"{joker2.code} to @{jacks}"]
    after = {m.id: m for m in scene.session.state.melds[0]}
    assert wild not in after and [len(m.cards) for m in after.values()] == [4, 4, 4]
    assert scene.pointer.staged == []
    assert scene.sprites[joker2].zone == f"meld:0:{jacks}"
    assert "may not keep" not in scene.guidance.guide().prompt


def test_a_waiting_zsoli_dragged_back_waits_no_more_and_a_bad_drop_is_refused(app):
    """DK-10.2: two zsolis may wait on one group of three kings (five cards hold
    two), a third dropped there is refused with the rule (DK-7.2) while the two
    still wait; a waiting zsoli dragged back onto its own group waits no more."""
    scene = rearranging_table(app, SPLIT_MELDS, "4C 5D 7C")
    state = scene.session.state
    kings, queens, jacks, wild = (m.id for m in state.melds[0])
    two, joker, joker2 = state.melds[0][3].cards
    _drag_zsoli(app, scene, two, kings)
    _drag_zsoli(app, scene, joker, kings)
    assert scene.pointer.staged == [(two, kings), (joker, kings)]
    assert scene.toast is None
    targets = _drag_zsoli(app, scene, joker2, kings)
    assert kings not in targets and targets == frozenset({queens, jacks})
    assert scene.session.actions == [] and "(DK-7.2)" in scene.toast[0]
    assert scene.pointer.staged == [(two, kings), (joker, kings)]
    assert scene.sprites[joker2].zone == f"meld:0:{wild}"
    _drag_zsoli(app, scene, two, wild)
    assert scene.pointer.staged == [(joker, kings)] and scene.session.actions == []
    _drag_zsoli(app, scene, joker, wild)
    assert scene.pointer.staged == [] and scene.session.actions == []
    assert "may not keep" not in scene.guidance.guide().prompt


def test_a_group_of_zsolis_split_by_keyboard(app):
    """DK-10.2 with the keyboard alone: Enter on the group of zsolis picks up a
    zsoli (raised), Enter on another group puts it there to wait; the third put
    completes the split as one move."""
    scene = rearranging_table(app, SPLIT_MELDS, "4C 5D 7C")
    state = scene.session.state
    kings, queens, jacks, wild = (m.id for m in state.melds[0])

    def key(k):
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])

    def focus_meld(meld_id):
        key(pygame.K_TAB)
        for _ in range(12):
            if scene.keyboard.focus == ("meld", meld_id):
                return
            if scene.keyboard.focus and scene.keyboard.focus[0] == "meld":
                key(pygame.K_RIGHT)
            else:
                key(pygame.K_TAB)
        raise AssertionError(f"no focus on meld {meld_id}: {scene.keyboard.focus}")

    for n, target in enumerate((kings, queens, jacks)):
        focus_meld(wild)
        rest = next(m for m in scene.session.state.melds[0] if m.id == wild).cards
        y_before = {c: scene.sprites[c].y for c in rest}
        key(pygame.K_RETURN)
        held = scene.keyboard.held
        assert held is not None and held[1] == wild and "picked up" in scene.toast[0]
        frame(app, n=3)
        assert scene.sprites[held[0]].y < y_before[held[0]]  # raised in its group
        assert scene.keyboard.held == held
        focus_meld(target)
        key(pygame.K_RETURN)
        frame(app, n=5)
        assert scene.keyboard.held is None and scene.toast is None
        if n < 2:
            assert scene.session.actions == [] and len(scene.pointer.staged) == n + 1
    assert len(scene.session.actions) == 1 and "+" in scene.session.actions[0]
    after = scene.session.state.melds[0]
    assert [len(m.cards) for m in after] == [4, 4, 4] and wild not in [m.id for m in after]
