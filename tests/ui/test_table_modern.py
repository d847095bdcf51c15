"""Modern American Canasta at the table (dummy video driver): the turn card marked
in the stock and announced (MA-1.3), bonus cards face down by the side's threes
(MA-7.1), a dead rank tagged under the pile (MA-3.6), the Special hand button
(MA-9.1), a held three laid out with its button (MA-2.2), the initial meld laid
with a pile pickup by the mouse (MA-6.3), penalties on the score sheet (MA-10.2)."""

from __future__ import annotations

import pygame
from rules.scenario import hand_cards, make_state

from game.present.games.modern import dead_label, turn_card_label
from game.present.narrate import narrate
from game.present.session import GameSession
from game.rules.games.modern import own as ma_own
from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.table import TableScene
from ui.test_table import frame, select, zone_centre
from ui.test_table_drag import move, path, press, release

OTHERS = {1: "4C 5C 6D 8S JC JD 9D", 2: "4D 5H 6S 8H 10C 10D 9H", 3: "4H 5S 6H 8D 10H 10S 9S"}


def ma_table(app: App, state) -> TableScene:
    session = GameSession("modern", {}, 1, 0, ["normal"] * 4)
    session.state = state
    scene = TableScene(app.ctx, session, speed="instant")
    app.push(scene)
    frame(app)
    return scene


def button(scene: TableScene, label: str):
    return next(b for b in scene.active_buttons() if b.label == label)


def labels(scene: TableScene) -> list[str]:
    return [b.label for b in scene.active_buttons()]


def click_at(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag_selected(app: App, scene: TableScene, cards, zone: str, steps: int = 8) -> None:
    """Select ``cards``, then drag them by the last one onto ``zone`` in ``steps``
    motion events; the group is moving at each of them."""
    select(app, scene, cards)
    lead = scene.sprites[cards[-1]]
    start, end = (int(lead.x - lead.width * 0.3), int(lead.y)), zone_centre(scene, zone)
    press(app, start)
    for pos in path(start, end, steps):
        move(app, pos)
        assert cards[-1] in scene.moving
    release(app, end)
    frame(app, n=5)


def test_the_turn_card_is_marked_under_the_stock_and_announced_when_drawn(app):
    """MA-1.3: while the ninth card from the bottom is in the stock, the stock
    tells how many cards lie above it; the draw that takes it is announced in the
    log, and the stock then says no more bonus cards come (MA-7.3)."""
    state = make_state("modern", hands={0: "4S 5D 6C 7H 8S 9C", **OTHERS}, pile="KD",
                       current=0, phase=Phase.DRAW)
    del state.stock[:-9]  # the turn card on top: the next draw takes it
    scene = ma_table(app, state)
    assert turn_card_label(state) == "turn card: 0 cards above it"
    click_at(app, zone_centre(scene, "stock"))
    frame(app, n=5)
    after = scene.session.state
    assert len(after.stock) == 8
    assert turn_card_label(after) == "turn card drawn: no bonus cards"
    assert scene.toast[0] == "The turn card is drawn: no more bonus cards (MA-1.3)."
    assert any("The turn card is drawn: the bottom 8 cards remain" in line and "(MA-1.3)" in line
               for line in scene.session.log)


def test_bonus_cards_lie_face_down_by_the_sides_threes(app):
    """MA-7.1, MA-7.2: North's bonus cards lie face down and sideways at the right
    end of the human's side's threes zone, tagged with their count."""
    state = make_state("modern", hands={0: "4S 5D 6C 7H 8S 9C", **OTHERS}, pile="KD",
                       current=0, phase=Phase.DRAW)
    state.bonus = [[], [], [state.stock.pop() for _ in range(4)], []]
    scene = ma_table(app, state)
    zone = pygame.Rect(scene.layout.zone("threes_0").rect)
    for card in state.bonus[2]:
        sprite = scene.sprites[card]
        assert not sprite.face_up and sprite.angle == 90.0 and sprite.zone == "bonus:2"
        assert zone.centerx < sprite.x < zone.right
    text = []
    original = scene.renderer.pill

    def record(surface, label, *args, **kwargs):
        text.append(label)
        return original(surface, label, *args, **kwargs)

    scene.renderer.pill = record
    scene.renderer.extras.draw_bonus(pygame.Surface((1280, 800)), scene.session.state)
    assert "North: 4 bonus cards" in text


def test_a_full_threes_zone_leaves_room_for_the_bonus_cards(app):
    """MA-2.1, MA-7.1: with four threes laid out and North's bonus cards waiting, the
    threes close up to the left and no three lies under the bonus stack or its tag;
    the stack keeps the zone's right end."""
    state = make_state("modern", hands={0: "4S 5D 6C 7H 8S 9C", **OTHERS}, pile="KD",
                       red_threes={0: "3C 3S 3D 3H"}, current=0, phase=Phase.DRAW)
    state.bonus = [[], [], [state.stock.pop() for _ in range(4)], []]
    scene = ma_table(app, state)
    zone = pygame.Rect(scene.layout.zone("threes_0").rect)
    threes = [scene.sprites[c].rect() for c in state.red_threes[0]]
    stack = [scene.sprites[c].rect() for c in state.bonus[2]]
    stack_rect = stack[0].unionall(stack[1:])
    assert stack_rect.right <= zone.right and stack_rect.centerx > zone.centerx
    assert all(not r.colliderect(stack_rect) for r in threes), (threes, stack_rect)
    assert all(zone.left <= r.left for r in threes)


def test_a_dead_rank_is_tagged_under_the_pile():
    """MA-3.6: a completed canasta of kings kills the kings: "dead: kings" under
    the pile, and the log says so when it happens."""
    state = make_state("modern", hands={0: "KS 4S 5D 6C 7H", **OTHERS}, pile="9C",
                       melds={1: ["KH KD KC KS KH KD"]}, current=0, phase=Phase.MELD)
    assert dead_label(state) == ""
    canasta = make_state("modern", hands={0: "4S 5D 6C 7H", **OTHERS}, pile="9C",
                         melds={1: ["KH KD KC KS KH KD KC"]}, current=0, phase=Phase.MELD)
    assert dead_label(canasta) == "dead: kings"
    lines = narrate(state, None, canasta, [], 0)
    assert "The kings are dead: no meld of them may be begun or added to (MA-3.6)." in lines


def test_the_special_hand_button_lays_the_hand_down(app):
    """MA-9.1, MA-9.3: after drawing from the stock, a side that has not melded
    holding seven pairs sees the Special hand button; a click lays the whole hand
    down as one display in the side's melds zone, the play ends and the log names
    the hand and its points."""
    state = make_state("modern", hands={0: "4S 4D 5S 5D 7C 7D 8S 8D 9S 9D 10S 10D QS", **OTHERS},
                       pile="KD", melded=[False, False], current=0, phase=Phase.DRAW,
                       stock="4C 5C 6C 7S 8C 9C JS QD")
    scene = ma_table(app, state)
    assert "Special hand" not in labels(scene)  # not before drawing
    click_at(app, zone_centre(scene, "stock"))  # QD: seven pairs
    frame(app, n=5)
    assert scene.session.state.phase is Phase.MELD
    assert "Special hand" in labels(scene)
    assert scene.guidance.guide().prompt.endswith(
        ", or lay down your special hand with its button (MA-9.1)")
    rect = button(scene, "Special hand").rect
    assert pygame.Rect(scene.layout.zone("melds_0").rect).contains(rect)
    click_at(app, rect.center)
    frame(app, n=5)
    after = scene.session.state
    assert after.special == ("pairs", 2500) and after.phase is not Phase.MELD
    zone = pygame.Rect(scene.layout.zone("melds_0").rect)
    for card in after.hands[0]:  # one display in the side's melds zone
        sprite = scene.sprites[card]
        assert sprite.zone == "special:0" and sprite.face_up
        assert zone.collidepoint(sprite.x, sprite.y)
    assert any("You laid down a special hand: pairs, 2500 points (MA-9.1)." in line
               for line in scene.session.log)


def test_a_held_three_is_laid_out_with_its_button(app):
    """MA-2.2: a three kept in the hand while the side has not melded may be laid
    out in the owner's turn: "Lay out 3♣" lays it in the threes area and replaces
    it from the stock; the log cites MA-2.2."""
    state = make_state("modern", hands={0: "3C 4S 5D 6C 7H 8S 9C KD", **OTHERS}, pile="KD",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    three = hand_cards(state, 0, "3C")[0]
    state.last_discard = state.pile[-1]  # an identical card in hand is no twin: DK only
    scene = ma_table(app, state)
    assert scene.guidance.twin_card(state) is None
    assert "Lay out 3\u2663" in labels(scene)
    assert scene.guidance.guide().prompt == ("Draw from the stock; to take the pile with your "
                                             "initial meld, first lay out your 3\u2663 (MA-2.4)")
    click_at(app, button(scene, "Lay out 3\u2663").rect.center)
    frame(app, n=5)
    after = scene.session.state
    assert three in after.red_threes[0] and three not in after.hands[0]
    assert len(after.hands[0]) == 8
    assert scene.sprites[three].zone == "threes:0"
    assert "Lay out 3\u2663" not in labels(scene)
    assert "You laid out the three 3\u2663 (MA-2.2)." in scene.session.log


def test_the_initial_meld_and_the_pile_are_taken_by_one_drag(app):
    """MA-6.3, MA-5.3: a side that has not melded selects its initial meld and the
    pair, then drags them to the pile: the melds are laid from the hand first and
    the pile joins the hand. The selected cards follow the pointer at each motion
    event, drawn on top of the table."""
    hand = "AH AS JK QH QS QC 9C 9D 2C 10C 10D 5C 6D"
    state = make_state("modern", hands={0: hand, **OTHERS}, pile="4C 10H",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    chosen = hand_cards(state, 0, "AH AS JK QH QS QC 9C 9D 2C 10C 10D")
    scene = ma_table(app, state)
    select(app, scene, chosen)
    assert set(scene.selected) == set(chosen)
    lead = scene.sprites[chosen[-1]]
    start = (int(lead.x - lead.width * 0.3), int(lead.y))
    end = zone_centre(scene, "pile")
    press(app, start)
    for pos in path(start, end, 12):
        move(app, pos)
        assert scene.pointer.drag is not None
        assert chosen[-1] in scene.moving
        sprite = scene.sprites[chosen[-1]]
        assert abs(sprite.x - pos[0]) < sprite.width and abs(sprite.y - pos[1]) < sprite.width
    release(app, end)
    frame(app, n=5)
    after = scene.session.state
    assert after.melded[0] and after.phase is Phase.MELD and not after.pile, scene.toast
    assert sorted(len(m.cards) for m in after.melds[0]) == [3, 3, 3, 3]
    assert any(c.kind == "4C" for c in after.hands[0])


def test_penalties_reach_the_score_sheet_with_their_rule_ids():
    """MA-10.2: an incomplete pure ace meld costs 2500 and three sevens in a hand
    1500, each a log line and a score sheet line with its rule id."""
    from game.present.narrate import score_sheet_lines
    from game.rules.actions import Discard
    from game.rules.engine import apply

    state = make_state("modern", hands={0: "4S", 1: "7C 7D 7H 5C", 2: "6S", 3: "8D"},
                       melds={0: ["AH AS AD", "KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]},
                       pile="9C", current=0, phase=Phase.MELD)
    before, four = state, hand_cards(state, 0, "4S")[0]
    state, moves = apply(state, Discard(four))
    assert state.history
    log = narrate(before, Discard(four), state, moves, 0)
    assert "Your side: penalty for incomplete meld of aces, -2500 (MA-10.2)." in log
    assert "Their side: penalty for aces or sevens held, -1500 (MA-10.2)." in log
    lines = "\n".join(score_sheet_lines(state.history[-1], state, 0))
    assert "incomplete meld of aces" in lines and "-2500" in lines and "(MA-10.2)" in lines
    assert "aces or sevens held" in lines and "-1500" in lines


def test_going_out_asks_the_partner_once_a_deal(app):
    """MA-8.2: with two canastas, melding down to the last card offers to ask North
    first; asked once, the side is not offered it again this deal."""
    from game.ui.scenes.dialogs import ChoiceDialog

    def position():
        return make_state("modern", hands={0: "4S 4D 4C 9H", **OTHERS}, pile="9C",
                          melds={0: ["KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]},
                          current=0, phase=Phase.MELD)

    scene = ma_table(app, position())
    fours = hand_cards(scene.session.state, 0, "4S 4D 4C")
    select(app, scene, fours)
    sprite = scene.sprites[fours[-1]]
    start, end = (int(sprite.x - sprite.width * 0.3), int(sprite.y)), zone_centre(scene, "newmeld")
    press(app, start)
    for pos in path(start, end, 8):
        move(app, pos)
        assert fours[-1] in scene.moving
    release(app, end)
    dialog = app.stack[-1]
    assert isinstance(dialog, ChoiceDialog)
    assert [label for label, _action in dialog.choices][:2] == ["Ask North", "Go out"]
    dialog.choices[0][1]()
    frame(app, n=5)
    assert scene.session.state.own.asked_this_deal(0)
    assert "You asked North: \u201cMay I go out?\u201d" in scene.session.log
    again = position()
    ma_own(again).asked_deal = [True, False, True, False]
    scene.session.state = again
    assert not scene.dialogs.may_ask()


def test_a_held_three_dragged_to_the_threes_is_laid_out(app):
    """MA-2.2: a held three dragged onto the side's threes zone is laid out and
    replaced; it follows the pointer on the way."""
    state = make_state("modern", hands={0: "3S 4S 5D 6C 7H 8S 9C", **OTHERS}, pile="KD",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    three = hand_cards(state, 0, "3S")[0]
    scene = ma_table(app, state)
    sprite = scene.sprites[three]
    start = (int(sprite.x - sprite.width * 0.3), int(sprite.y))
    end = zone_centre(scene, "threes_0")
    press(app, start)
    for pos in path(start, end, 10):
        move(app, pos)
        assert three in scene.moving
        assert scene.guidance.threes_take(scene.pointer.drag.cards)  # the threes zone glows
        assert abs(scene.sprites[three].x - pos[0]) < sprite.width
    release(app, end)
    frame(app, n=5)
    after = scene.session.state
    assert three in after.red_threes[0] and len(after.hands[0]) == 7
    assert scene.sprites[three].zone == "threes:0"


def test_hints_word_the_modern_american_moves():
    """A hint words MA's own moves: the initial meld laid before the pile is taken
    (MA-6.3), a special hand (MA-9.1), a three laid out (MA-2.2)."""
    from game.rules.actions import LayOut, SpecialHand, TakePile
    from game.ui.guidance import explain

    state = make_state("modern", hands={0: "AH AS JK QH QS QC 9C 9D 2C 10C 10D 3C", **OTHERS},
                       pile="4C 9H", melded=[False, False], current=0, phase=Phase.DRAW)
    melds = (hand_cards(state, 0, "AH AS JK"), hand_cards(state, 0, "QH QS QC"),
             hand_cards(state, 0, "9C 9D 2C"))
    text, place, _ = explain(state, TakePile((), 2, melds), 0)
    assert text == ("meld A\u2665 A\u2660 JK; Q\u2665 Q\u2660 Q\u2663; 9\u2663 9\u2666 2\u2663 "
                    "from your hand, then take the pile: 9\u2665 joins 9\u2663 9\u2666 2\u2663")
    assert place == "pile"
    assert explain(state, SpecialHand(), 0)[0] == "lay down your whole hand as a special hand"
    three = hand_cards(state, 0, "3C")[0]
    assert explain(state, LayOut(three), 0)[0] == "lay out your 3\u2663"


def test_a_computer_players_special_hand_and_three_are_called_out():
    """MA-9.1, MA-2.2: at a computer player's seat, "special hand: pairs" and "laid
    out 3♣"."""
    from game.present.session import Step
    from game.rules import apply
    from game.rules.actions import LayOut, SpecialHand
    from game.ui.guidance import callout

    state = make_state("modern", hands={0: "3C 4S", 1: "4S 4D 5S 5D 7C 7D 8S 8D 9S 9D 10S 10D "
                                        "QS QD", 2: "6S", 3: "6D"},
                       pile="KD", melded=[False, False], current=1, phase=Phase.MELD)
    after, moves = apply(state, SpecialHand())
    assert callout(Step(1, SpecialHand(), state, after, tuple(moves), ())) == "special hand: pairs"
    state = make_state("modern", hands={0: "3C 4S 5D", 1: "6S", 2: "6H", 3: "6D"}, pile="KD",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    three = hand_cards(state, 0, "3C")[0]
    after, moves = apply(state, LayOut(three))
    assert callout(Step(0, LayOut(three), state, after, tuple(moves), ())) == "laid out 3\u2663"


def test_the_top_card_joins_a_meld_of_the_opening_after_other_melds(app):
    """MA-6.3: the pile's top card may go onto a meld of the initial meld just laid;
    the melds laid first take the next meld ids after those already on the table
    (here the opponents' two), so the drag finds the legal pickup."""
    hand = "AH AS JK QH QS QC 9C 9D 2C 10C 10D 5C 6D"
    state = make_state("modern", hands={0: hand, **OTHERS}, pile="4C QD",
                       melds={1: ["7H 7D 7C", "KS KC KH"]}, melded=[False, True],
                       current=0, phase=Phase.DRAW)
    assert state.next_meld_id == 2
    chosen = hand_cards(state, 0, "AH AS JK QH QS QC 9C 9D 2C")
    scene = ma_table(app, state)
    drag_selected(app, scene, chosen, "pile", 12)
    after = scene.session.state
    assert after.melded[0] and not after.pile, scene.toast
    queens = next(m for m in after.melds[0] if m.rank == 12)
    assert any(c.kind == "QD" for c in queens.cards)


def key(app: App, k: int) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_of_a_red_and_a_black_three_the_player_lays_out_one(app):
    """MA-2.2: a red and a black three in the hand before the side has melded: the
    prompt says one may be kept, each has its Lay out button (keys L and K), and
    nothing else is allowed until one of them is laid out; K lays out the second."""
    state = make_state("modern", hands={0: "3S 4S 5D 6C 7H 8S 9C KD 3H", **OTHERS}, pile="KD",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    red = hand_cards(state, 0, "3H")[0]
    scene = ma_table(app, state)
    assert scene.guidance.guide().prompt == ("You may keep one three: lay out 3\u2660 or "
                                             "3\u2665 with its button or onto your threes "
                                             "(MA-2.2)")
    assert scene.guidance.guide().places == ("threes",)
    assert not scene.button_enabled("Draw")
    assert [(b.label, b.hotkey) for b in scene.game_buttons()] == [
        ("Lay out 3\u2660", "L"), ("Lay out 3\u2665", "K")]
    click_at(app, zone_centre(scene, "stock"))  # a draw is refused, nothing changes
    frame(app, n=5)
    assert scene.session.state.phase is Phase.DRAW
    assert len(scene.session.state.stock) == len(state.stock)
    assert "(MA-2.2)" in scene.toast[0]
    key(app, pygame.K_k)
    frame(app, n=5)
    after = scene.session.state
    assert red in after.red_threes[0] and [c.kind for c in after.hands[0] if c.rank == 3] == ["3S"]
    assert [(b.label, b.hotkey) for b in scene.game_buttons()] == [("Lay out 3\u2660", "L")]
    assert scene.guidance.guide().prompt.startswith("Draw from the stock")
    assert scene.button_enabled("Draw")


def test_the_initial_meld_waits_for_a_held_three(app):
    """MA-2.4: a meld dragged while a three is held, before the side's initial meld,
    is refused naming the rule and glides back; L lays the three out (its
    replacement joins the hand), then the same drag opens."""
    state = make_state("modern", hands={0: "3C AH AS AD KH KS JK 9C 9D", **OTHERS}, pile="4D",
                       melded=[False, False], current=0, phase=Phase.MELD,
                       stock="4C 5C 6C 7S 8C 9S JS QD")
    scene = ma_table(app, state)
    aces = hand_cards(state, 0, "AH AS AD")
    drag_selected(app, scene, aces, "newmeld")
    assert scene.toast[0] == "Lay out your 3\u2663 before the initial meld (MA-2.4)."
    assert scene.session.state.melds[0] == [] and len(scene.session.state.hands[0]) == 9
    assert scene.guidance.guide().prompt.endswith("; lay out your 3\u2663 before your initial meld "
                                         "(MA-2.4)")
    key(app, pygame.K_l)
    frame(app, n=5)
    assert any(c.kind == "QD" for c in scene.session.state.hands[0])
    scene.selected.clear()
    drag_selected(app, scene, aces, "newmeld")
    assert [len(m.cards) for m in scene.session.state.melds[0]] == [3], scene.toast


def test_the_special_hand_key(app):
    """MA-9.1: P lays down the special hand, as its button does."""
    state = make_state("modern", hands={0: "4S 4D 5S 5D 7C 7D 8S 8D 9S 9D 10S 10D QS QD",
                                        **OTHERS},
                       pile="KD", melded=[False, False], current=0, phase=Phase.MELD)
    scene = ma_table(app, state)
    assert ("Special hand", "P") in [(b.label, b.hotkey) for b in scene.game_buttons()]
    key(app, pygame.K_p)
    frame(app, n=5)
    assert scene.session.state.special == ("pairs", 2500)


def test_the_initial_meld_with_the_pile_by_keyboard_alone(app):
    """MA-6.3: with the keyboard alone, the initial meld and the pair are selected
    card by card (arrows, Enter), the focus moved to the pile (Tab) and Enter takes
    the pile with them, as the drag does."""
    hand = "AH AS JK QH QS QC 9C 9D 2C 10C 10D 5C 6D"
    state = make_state("modern", hands={0: hand, **OTHERS}, pile="4C 10H",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    chosen = set(hand_cards(state, 0, "AH AS JK QH QS QC 9C 9D 2C 10C 10D"))
    scene = ma_table(app, state)
    key(app, pygame.K_TAB)  # the focus shows on the hand
    for _ in range(len(scene.hand_order)):
        focus = scene.keyboard.focus
        assert focus is not None and focus[0] == "card"
        if focus[1] in chosen:
            key(app, pygame.K_RETURN)
        key(app, pygame.K_RIGHT)
    assert set(scene.selected) == chosen
    while scene.keyboard.focus != ("pile", None):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frame(app, n=5)
    after = scene.session.state
    assert after.melded[0] and after.phase is Phase.MELD and not after.pile, scene.toast
    assert sorted(len(m.cards) for m in after.melds[0]) == [3, 3, 3, 3]


def test_draw_and_undo_grey_out_in_every_language(app):
    """The Draw and Undo buttons are greyed by what they do, not by their English
    label: in Hungarian and Persian, Undo is grey with nothing laid this turn and
    Draw while a three waits to be chosen (MA-2.2)."""
    from game import i18n

    state = make_state("modern", hands={0: "3S 4S 5D 6C 7H 8S 9C KD 3H", **OTHERS}, pile="KD",
                       melded=[False, False], current=0, phase=Phase.DRAW)
    scene = ma_table(app, state)
    try:
        for lang in ("hu", "fa"):
            i18n.set_language(lang)
            scene._make_buttons()
            enabled = {b.hotkey: scene.button_enabled(b.label) for b in scene.buttons}
            assert enabled["D"] is False and enabled["U"] is False and enabled["S"] is True, lang
    finally:
        i18n.set_language("en")
        scene._make_buttons()


def test_p_and_l_say_why_nothing_can_be_laid(app):
    """MA-9.1, MA-2.2: P with no special hand and L with no three to lay out say
    so, with the reason, instead of doing nothing."""
    state = make_state("modern", hands={0: "4S 4D 5S 5D 7C 7D 8S 8D 9S 9D 10S 10D QS KD",
                                        **OTHERS},
                       pile="KH", melded=[False, False], current=0, phase=Phase.MELD)
    scene = ma_table(app, state)
    assert not scene.game_buttons()
    key(app, pygame.K_p)
    text, _left = scene.toast
    assert text.startswith("Nothing can be laid now: your hand of 14 cards is not a special hand")
    assert "MA-9.1" in text and scene.toast_kind == "info"
    key(app, pygame.K_l)
    assert scene.toast[0] == "Nothing can be laid now: you hold no three to lay out (MA-2.2)."
    classic = GameSession("classic", {}, 1, 0, ["normal"] * 4)
    scene.session, scene.toast = classic, None
    key(app, pygame.K_p)  # no special hands in Classic: the key means nothing there
    assert scene.toast is None


def test_the_prompt_names_the_missing_pure_meld(app):
    """MA-6.2 (MA-12.7 on): after K-K-joker and A-A-2 (130, over the minimum of
    MA-6.1) the prompt names the pure meld (or wild meld) the initial meld lacks;
    after K-K-joker alone (70) the prompt is the rules' sentence naming both what
    the count lacks (MA-6.1) and the pure meld. The discard dragged is refused with
    the rules' sentence naming MA-6.2."""
    state = make_state("modern", hands={0: "KH KS JK AH AS 2C 9C 9D 5C", **OTHERS},
                       pile="4D", melded=[False, False], current=0, phase=Phase.MELD)
    scene = ma_table(app, state)
    drag_selected(app, scene, hand_cards(state, 0, "KH KS JK"), "newmeld")
    assert scene.guidance.guide().prompt == (  # 70: short of 125 (MA-6.1) too
        "Your initial meld counts 70; it needs 125 and a pure meld of three or more natural "
        "cards, or a meld of three or more wild cards. Meld more or undo (MA-6.2).")
    scene.selected.clear()
    drag_selected(app, scene, hand_cards(state, 0, "AH AS 2C"), "newmeld")
    after = scene.session.state
    assert len(after.melds[0]) == 2 and not after.melded[0], scene.toast
    assert scene.guidance.guide().prompt == (
        "Your initial meld also needs a pure meld of three or more natural cards, or of "
        "three or more wild cards (MA-6.2)")
    scene.selected.clear()
    drag_selected(app, scene, hand_cards(state, 0, "9C"), "pile")
    assert scene.toast[0] == (
        "Your initial meld counts 130, but it needs a pure meld of three or more natural "
        "cards, or a meld of three or more wild cards. Meld one or undo (MA-6.2).")
    assert len(scene.session.state.hands[0]) == 3
