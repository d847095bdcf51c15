"""Nothing drawn over anything, on every table and window size (issue: the table on
every screen). Each layout is filled from a crowded position of a game that uses
it: computer players (Normal) play every seat until the human is to draw with the
most melds on the table. Then, with a callout at every other seat, a canasta
celebrated, the turn's prompt and a refusal shown, the test checks that meld
boxes (cards and tags), red threes, seat tags, callouts, banners, zone labels and
the prompt never intersect, that all lie inside the window, and that every card
in a meld is at least ``MIN_CARD`` (26) pixels wide with its rank index at least
7 pixels high, a fanned card showing its index strip.
"""

from __future__ import annotations

import itertools
from functools import cache

import pygame
import pytest

from game.ai.levels import make_player
from game.present.names import seat_name
from game.present.session import GameSession
from game.rules.state import Phase
from game.ui.app import App
from game.ui.cards import index_height
from game.ui.placement import FAN_MIN, MIN_CARD, card_height, meld_title
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_guide import Celebration
from tests.ui.ui_helpers import frame

LAYOUTS = {  # case: (game, table rules, seed); the case names its layout
    "table4": ("classic", {}, 2),
    "table4-modern": ("modern", {}, 3),
    "solo3-diszitett": ("diszitett", {"players": 3}, 3),
    "table6": ("pennies", {}, 3),
    "solo2": ("railroad", {"players": 2}, 2),
    "solo3": ("railroad", {"players": 3}, 2),
    "solo4": ("railroad", {"players": 4}, 4),
    "solo5": ("railroad", {"players": 5}, 3),
    "solo6": ("railroad", {"players": 6}, 3),
}
SIZES = [(1280, 800), (1024, 640)]
INDEX_FLOOR = 7.0
"""The least height (pixels) of a meld card's rank index."""


@cache
def crowded_actions(game: str, rules: tuple, seed: int) -> tuple[dict, tuple[str, ...]]:
    """The table rules and the actions up to the crowdest moment the human (seat 0)
    is to draw in the first deal."""
    session = GameSession(game, dict(rules), seed, 0, ["normal"])
    hint = make_player("normal", "crowd")
    best, at = -1, 0
    for _ in range(4000):
        state = session.state
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        if session.human_to_act() and state.phase is Phase.DRAW:
            melds = sum(len(side) for side in state.melds)
            if melds >= best:
                best, at = melds, len(session.actions)
        if session.human_to_act():
            session.propose(hint.choose(session.view(), session.legal()))
        else:
            session.ai_step()
    return session.table_rules, tuple(session.actions[:at])


def crowded_table(name: str, size: tuple[int, int]) -> tuple[App, TableScene]:
    game, rules, seed = LAYOUTS[name]
    table_rules, actions = crowded_actions(game, tuple(sorted(rules.items())), seed)
    session = GameSession.replay(game, table_rules, seed, 0, ["normal"], actions)
    app = App(size=size, options={"speed": "instant"})
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    assert scene.layout.path.stem == name.split("-")[0]
    state = session.state
    # everything that can stand on the table at once
    scene.guidance.callouts = {
        seat: ("took the pile: 15 cards \u00b7 melded K\u2665 K\u2660 K\u2663", 5.0)
        for seat in range(1, state.ruleset.players)}
    canastas = [m for side in state.melds for m in side if m.is_canasta]
    scene.guidance.celebrations = [Celebration(m.id, "Canasta! natural kings")
                                   for m in canastas[:2]]
    scene.show_toast("You may not take the pile: it is frozen (CL-6.1).")
    if state.pile:  # the last discard marked, its discarder named
        scene.guidance.last_discard = (state.pile[-1], state.ruleset.players - 1)
        scene.renderer.invalidate()
    frame(app)
    return app, scene


def card_rect(sprite) -> pygame.Rect:
    """Where a card sprite lies on screen (window pixels), turned if sideways."""
    w, h = sprite.width, card_height(sprite.width)
    if sprite.angle % 180 == 90:
        w, h = h, w
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(sprite.x), round(sprite.y))
    return rect


def _boxes(scene: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Everything drawn that must stand clear of everything else, with its owner."""
    out: list[tuple[str, pygame.Rect]] = []
    for box in scene.placement.meld_boxes:
        out.append((f"meld {box.meld.side}:{box.meld.id}", pygame.Rect(box.rect)))
    threes: dict[str, pygame.Rect] = {}
    for sprite in scene.sprites.values():
        if sprite.zone.startswith("threes:"):
            rect = card_rect(sprite)
            threes[sprite.zone] = threes.get(sprite.zone, rect).union(rect)
    out += [(zone, rect) for zone, rect in threes.items()]
    for kind in ("tag", "banner", "label", "prompt", "note", "twins", "marker"):
        out += [(f"{kind} {i}", rect) for i, rect in enumerate(scene.renderer.drawn.get(kind, []))]
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LAYOUTS))
def test_nothing_is_drawn_over_anything(name, size):
    app, scene = crowded_table(name, size)
    try:
        window = pygame.Rect((0, 0), size)
        items = _boxes(scene)
        assert any(owner.startswith("meld") for owner, _r in items)
        drawn = scene.renderer.drawn
        assert drawn["tag"] and drawn["prompt"] and drawn["toast"]
        assert bool(scene.renderer.drawn["marker"]) == bool(scene.session.state.pile)
        for owner, rect in items + [("toast", r) for r in scene.renderer.drawn["toast"]]:
            assert window.contains(rect), (owner, rect)
        for (a, ra), (b, rb) in itertools.combinations(items, 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        # callouts lie over their own seat's face-down hand, clear of all the rest
        callouts = scene.renderer.drawn["callout"]
        assert len(callouts) == scene.session.state.ruleset.players - 1
        for rect in callouts:
            assert window.contains(rect)
            for owner, other in items:
                assert not rect.colliderect(other), f"callout {rect} overlaps {owner} {other}"
        for a, b in itertools.combinations(callouts, 2):
            assert not a.colliderect(b)
        # no tag covers a card of any hand (the 14-15-card fans included)
        for sprite in scene.sprites.values():
            if sprite.zone.startswith("hand:"):
                card = card_rect(sprite)
                for tag in scene.renderer.drawn["tag"]:
                    assert not tag.colliderect(card), (sprite.zone, card, tag)
        # a refusal never hides the turn's prompt or a seat tag
        for toast in scene.renderer.drawn["toast"]:
            for rect in scene.renderer.drawn["prompt"] + scene.renderer.drawn["tag"]:
                assert not toast.colliderect(rect), (toast, rect)
        # two canastas at once: one banner at a time (the other waits its turn)
        assert len(scene.renderer.drawn["banner"]) == min(1, len(scene.guidance.celebrations))
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LAYOUTS))
def test_every_meld_card_shows_a_readable_index(name, size):
    app, scene = crowded_table(name, size)
    try:
        spots = scene.placement.spots
        for box in scene.placement.meld_boxes:
            cards = [spots[c] for c in box.meld.cards]
            for spot in cards:
                assert spot.width >= MIN_CARD, (box.meld, spot.width)
                assert index_height(spot.width) >= INDEX_FLOOR
            ys = sorted({round(s.y, 1) for s in cards if s.angle == 0})
            if len(ys) > 1 and not box.tag:  # fanned downwards: each index strip shows
                step = min(b - a for a, b in zip(ys, ys[1:], strict=False))
                assert step >= FAN_MIN * card_height(cards[0].width) - 0.5
        threes = [s for s in scene.sprites.values() if s.zone.startswith("threes:")]
        for sprite in threes:  # the red threes too, fanned so that each index shows
            assert sprite.width >= MIN_CARD, (sprite.zone, sprite.width)
        for zone in {s.zone for s in threes}:
            spots = sorted((s for s in threes if s.zone == zone), key=lambda s: (s.x, s.y))
            for a, b in zip(spots, spots[1:], strict=False):
                assert max(b.x - a.x, b.y - a.y) >= 0.25 * a.width, (zone, a, b)
    finally:
        pygame.display.quit()


def test_twin_tokens_stand_clear_of_four_red_threes():
    """DK-6.1: a player's twin tokens and their count lie at the right end of the
    red-threes zone, clear of the fourth red three."""
    app = App(size=(1024, 640), options={"speed": "instant"})
    try:
        from game.rules.games.diszitett import own as dk_own
        from game.rules.position import setup

        state = setup("diszitett", table_rules={"players": 3}, current=0, phase=Phase.DRAW,
                      red_threes={0: "3H 3D 3H 3D"}, melded=[True, False, False])
        dk_own(state).twin_counts = [2, 1, 0]
        session = GameSession("diszitett", {"players": 3}, 1, 0, ["normal"])
        session.state = state
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        frame(app)
        threes = [card_rect(s) for s in scene.sprites.values() if s.zone == "threes:0"]
        assert len(threes) == 4 and len(scene.renderer.drawn["twins"]) == 2
        for tokens in scene.renderer.drawn["twins"]:
            assert tokens.collidelist(threes) < 0, (tokens, threes)
    finally:
        pygame.display.quit()


PANEL_GAMES = [("pennies", {}), ("dollars", {"players": 6}), ("bain", {}), ("classic", {}),
               ("modern", {}), ("diszitett", {"players": 4}), ("railroad", {"players": 6}),
               ("railroad", {"players": 5})]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "rules"), PANEL_GAMES,
                         ids=[f"{g}-{r.get('players', '')}" for g, r in PANEL_GAMES])
def test_the_side_panel_cuts_no_score_and_no_rule(game, rules, size):
    """The info panel: the deal number, every score, the initial meld, the going-out
    line and díszített's glossary whole (only a player's name may give way, to a
    score beside it), every line inside the panel."""
    app = App(size=size, options={"speed": "instant"})
    try:
        session = GameSession(game, rules, 1, 0, ["normal"])
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        frame(app)
        state = session.state
        panel = pygame.Rect(scene.layout.zone("info").rect)
        texts = [text for text, _rect in scene.renderer.panel.lines]
        for text, rect in scene.renderer.panel.lines:
            assert panel.contains(rect), (text, rect, panel)
        for a, b in itertools.combinations([r for _t, r in scene.renderer.panel.lines], 2):
            assert not a.colliderect(b), (a, b)
        cut = [t for t in texts if t.endswith("\u2026")]
        names = {seat_name(state.ruleset.players, s, 0) for s in range(state.ruleset.players)}
        assert all(any(n.startswith(t[:-1]) for n in names) for t in cut), cut
        joined = " ".join(texts)
        assert f"deal {state.deal_no}" in joined
        if state.ruleset.sides > 3:
            assert [t for t in texts if t.isdigit()] == [str(p) for p in state.scores]
        if game == "diszitett":  # DK-7.2: the glossary, wrapped, never cut
            assert "discard pile" in joined and "zsoli: wild card" in joined
    finally:
        pygame.display.quit()


FULL_HANDS = {"table4": ("classic", {}), "table6": ("pennies", {}),
              "solo2": ("classic", {"players": 2}), "solo3": ("classic", {"players": 3}),
              "solo4": ("railroad", {"players": 4}), "solo5": ("railroad", {"players": 5}),
              "solo6": ("railroad", {"players": 6})}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(FULL_HANDS))
def test_no_tag_covers_a_full_hand(name, size):
    """At the deal's start (Classic for two: 15 cards a hand, CL-11.1) every seat's
    tag stands clear of every card of every hand, and of the other tags."""
    game, rules = FULL_HANDS[name]
    app = App(size=size, options={"speed": "instant"})
    try:
        session = GameSession(game, rules, 4, 0, ["normal"])
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        frame(app)
        assert scene.layout.path.stem == name
        assert max(len(h) for h in session.state.hands) >= 11
        tags = scene.renderer.drawn["tag"]
        assert len(tags) == session.state.ruleset.players
        for sprite in scene.sprites.values():
            if not sprite.zone.startswith("hand:"):
                continue
            card = card_rect(sprite)
            assert card.collidelist(tags) < 0, (sprite.zone, card, tags)
        for a, b in itertools.combinations(tags, 2):
            assert not a.colliderect(b)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_frozen_piles_reason_stands_clear(players, size):
    """RR-1.3: a red three turned up at the deal lies under a discard; the note
    saying why the pile is frozen stands beside the pile, or where there is no room
    there in your melds' title row, clear of every label, meld zone and tag."""
    from game.rules.position import setup

    app = App(size=size, options={"speed": "instant"})
    try:
        state = setup("railroad", table_rules={"players": players}, hands={0: "4C 5D 9H"},
                      pile="3H 8S", current=0)
        state.turn_no = 2
        session = GameSession("railroad", {"players": players}, 1, 0, ["normal"])
        session.state = state
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        frame(app)
        (note,) = scene.renderer.drawn["note"]
        assert pygame.Rect((0, 0), size).contains(note)
        drawn = scene.renderer.drawn
        others = drawn["label"] + drawn["tag"] + drawn["prompt"]
        assert note.collidelist(others) < 0, (note, others)
        for zone in scene.layout.zones.values():
            if zone.type in ("melds", "threes", "hand", "stock", "pile", "info", "log"):
                inner = pygame.Rect(zone.rect)
                if zone.name == "melds_0":  # its title row may hold the note
                    title = meld_title(scene.layout.scale)
                    inner.y += title
                    inner.h -= title
                assert not note.colliderect(inner), (zone.name, note, zone.rect)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_canasta_banner_too_wide_for_its_row_shows_its_short_words(size):
    """Four each for themself (Railroad, RR-2.2): the side seats' meld zones are
    narrow, and "Canasta! black queens" beside the zone's label would be cut short;
    there the banner shows "Canasta! black" whole (the meld's cards show the rank),
    elsewhere the whole sentence. No banner is cut with an ellipsis."""
    app, scene = crowded_table("solo4", size)
    try:
        shown: list[str] = []
        pill = scene.renderer.pill

        def spy(surface, text, *args, **kwargs):
            if text.startswith("Canasta!"):
                shown.append(text)
            return pill(surface, text, *args, **kwargs)

        scene.renderer.pill = spy
        state = scene.session.state
        for side in range(len(state.melds)):
            if state.melds[side]:
                scene.guidance.celebrations = [Celebration(
                    state.melds[side][0].id, "Canasta! black queens", short="Canasta! black")]
                scene.renderer.invalidate()
                frame(app)
        assert "Canasta! black queens" in shown and "Canasta! black" in shown
        assert not [text for text in shown if text.endswith("…")]
    finally:
        pygame.display.quit()
