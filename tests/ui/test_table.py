"""Scene tests of the table: mouse events posted to the real scene loop (dummy
video driver; positions are read from the events, never from the mouse)."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import hand_cards, make_state

from game.ai.players import HeuristicPlayer
from game.present.session import GameSession
from game.rules.cards import Card
from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.table import TableScene

HAND = "QH QS 9S 9H 9C KD KS KH 4S 5D 6C"


@pytest.fixture
def app():
    application = App(size=(1280, 800), options={"speed": "instant"})
    yield application
    pygame.display.quit()


def table_with(app: App, state, game: str = "classic", rules=None) -> TableScene:
    """The table at ``state`` (a position of ``game`` with table ``rules``), the
    human in seat 0, shown at once."""
    session = GameSession(game, dict(rules or {}), 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    return scene


def frame(app: App, events=(), n: int = 2) -> None:
    app.frame(1 / 60, list(events))
    for _ in range(n - 1):
        app.frame(1 / 60, [])


def click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app: App, start, end) -> None:
    start = (int(start[0]), int(start[1]))
    end = (int(end[0]), int(end[1]))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    frame(app, [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ])


def centre(scene: TableScene, card: Card) -> tuple[float, float]:
    sprite = scene.sprites[card]
    # the visible strip of a fanned card is its left part
    return (sprite.x - sprite.width * 0.3, sprite.y)


def zone_centre(scene: TableScene, name: str) -> tuple[int, int]:
    return scene.layout.zone(name).rect.center


def select(app: App, scene: TableScene, cards) -> None:
    for card in cards:
        click(app, centre(scene, card))


OTHERS = {1: "4C 5C 6D 8S JC JD AS", 2: "4D 5H 6S 8H 10C 10D AH",
          3: "4H 5S 6H 8D 10H 10S AD"}


def start_position(**extra):
    return make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                      phase=Phase.DRAW, **extra)


def test_click_stock_draws_a_card(app):
    """CL-2.2: a click on the stock draws its top card into the hand."""
    scene = table_with(app, start_position())
    before = len(scene.session.state.hands[0])
    click(app, zone_centre(scene, "stock"))
    state = scene.session.state
    assert state.phase is Phase.MELD
    assert len(state.hands[0]) == before + 1


def test_drag_melds_then_undo_then_meet_minimum_and_discard(app):
    """CL-6.3: melds laid in a turn stay provisional and can be undone; they must
    reach the minimum (CL-6.1) before the discard."""
    scene = table_with(app, start_position())
    click(app, zone_centre(scene, "stock"))
    state = scene.session.state
    nines = hand_cards(state, 0, "9S 9H 9C")
    select(app, scene, nines)
    assert scene.selected == set(nines)
    drag(app, centre(scene, nines[0]), zone_centre(scene, "newmeld"))
    state = scene.session.state
    assert [len(m.cards) for m in state.melds[0]] == [3]
    assert state.laid_value == 30 and not state.melded[0]
    # a discard now is refused: 30 is short of 50
    four = hand_cards(state, 0, "4S")[0]
    drag(app, centre(scene, four), zone_centre(scene, "pile"))
    assert scene.toast is not None and "(CL-6.1)" in scene.toast[0]
    assert scene.session.state is state
    # U takes the meld back
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u")])
    state = scene.session.state
    assert state.melds[0] == [] and set(nines) <= set(state.hands[0])
    # both melds together reach the minimum
    kings = hand_cards(state, 0, "KD KS KH")
    select(app, scene, nines)
    drag(app, centre(scene, nines[0]), zone_centre(scene, "newmeld"))
    select(app, scene, kings)
    drag(app, centre(scene, kings[0]), zone_centre(scene, "newmeld"))
    state = scene.session.state
    assert state.melded[0] and len(state.melds[0]) == 2
    drag(app, centre(scene, four), zone_centre(scene, "pile"))
    assert f"discard {four.code}" in scene.session.actions
    assert four not in scene.session.state.hands[0]


def test_refused_drop_glides_back_with_the_rule(app):
    """CL-4.1: one card is not a meld; the drop is refused with the rule id and the
    card returns to the hand."""
    scene = table_with(app, start_position())
    click(app, zone_centre(scene, "stock"))
    state = scene.session.state
    four = hand_cards(state, 0, "4S")[0]
    home = (scene.sprites[four].x, scene.sprites[four].y)
    drag(app, centre(scene, four), zone_centre(scene, "newmeld"))
    assert scene.session.state is state
    assert scene.toast is not None and "(CL-4.1)" in scene.toast[0]
    frame(app, n=3)
    assert (scene.sprites[four].x, scene.sprites[four].y) == pytest.approx(home)


def test_take_the_pile_with_a_pair_and_the_initial_meld(app):
    """PH-5.4 / CL-5.1, CL-6.2: the pair takes the top card; the rest of the pile joins
    the hand once the minimum is met from the hand."""
    scene = table_with(app, start_position())
    state = scene.session.state
    queens = hand_cards(state, 0, "QH QS")
    select(app, scene, queens)
    click(app, zone_centre(scene, "pile"))
    state = scene.session.state
    assert state.phase is Phase.MELD and state.pending is not None
    kings = hand_cards(state, 0, "KD KS KH")
    select(app, scene, kings)
    drag(app, centre(scene, kings[0]), zone_centre(scene, "newmeld"))
    state = scene.session.state
    assert state.pending is None and state.melded[0]
    assert any(c.kind == "7H" for c in state.hands[0])


def test_a_whole_deal_reaches_the_score_sheet_and_the_next_deal(app):
    """G-13: a deal played to its end shows the score sheet; Enter deals the next."""
    session = GameSession("classic", {}, 11, 0, ["normal"])
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    hint = HeuristicPlayer("normal", 3)
    for _ in range(5000):
        if scene.deal_over_shown():
            break
        if session.human_to_act() and not scene.busy() and app.top is scene:
            session.propose(hint.choose(session.view(), session.legal()))
        elif app.top is not scene and session.state.phase is Phase.ANSWER:
            frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                           unicode="\r")])
        frame(app, n=1)
    assert scene.deal_over_shown()
    assert app.top is not scene  # the score sheet is on top
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    frame(app, n=2)
    assert session.state.deal_no == 2


def test_no_legal_discard_offers_to_end_the_play(app):
    """PH-9.2: with only sevens left (and sevens not discardable, PH-5.1), a refused
    discard offers to end the play; the button ends it."""
    others = {s: f"4{suit} 5{suit} 6{suit} 9{suit}" for s, suit in enumerate("CDHSC", 1)}
    state = make_state("pennies", hands={0: "7H 7S", **others}, phase=Phase.MELD,
                       melds={0: ["8H 8S 8D"]}, foot_taken=[True] * 6)
    session = GameSession("pennies", {}, 1, 0, ["normal"])
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    seven = state.hands[0][0]
    drag(app, centre(scene, seven), zone_centre(scene, "pile"))
    assert "(PH-5.1)" in scene.toast[0]
    dialog = app.top
    assert dialog is not scene
    button = next(b for b in dialog.buttons if b.label == "End the play")
    click(app, button.rect.center)
    assert session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert "(PH-9.2)" in session.state.ended
