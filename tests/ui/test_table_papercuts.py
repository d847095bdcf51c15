"""Scene tests of small things a newcomer met at the table: prompts that say what
is missing, buttons greyed by what they would do, messages for drops that do
nothing, labels placed by whose they are (dummy video driver, real scene loop)."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import hand_cards, make_state

from game.present.session import GameSession
from game.rules.actions import Discard, Meld, UndoTurn
from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_paint import GLOW
from game.ui.text import GOLD
from ui.test_table import frame, table_with

OTHERS = {1: "4C 5C 6D 8S JC JD AS", 2: "4D 5H 6S 8H 10C 10D AH",
          3: "4H 5S 6H 8D 10H 10S AD"}


@pytest.fixture
def app():
    application = App(size=(1280, 800), options={"speed": "instant"})
    yield application
    pygame.display.quit()


def test_prompt_after_a_short_initial_meld_says_what_is_missing(app):
    """CL-6.1: four jacks (40) of the 50 needed and nothing more to meld: the prompt
    does not invite a discard the rules refuse; it names the 40 and the 50."""
    state = make_state("classic", hands={0: "JH JS JD JC 4S 5D 6C 9H", **OTHERS},
                       pile="7H QD", current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    scene.propose(Meld(hand_cards(state, 0, "JH JS JD JC")))
    frame(app)
    state = scene.session.state
    assert state.laid_value == 40 and not state.melded[0]
    prompt = scene.guidance.guide().prompt
    assert "Discard to end your turn" not in prompt
    assert "40" in prompt and "50" in prompt and "(CL-6.1)" in prompt
    assert "pile" not in scene.guidance.guide().places  # no glow on a refused discard


def test_undo_is_greyed_when_the_rules_would_refuse_it(app):
    """CL-6.3: Undo is enabled only when pressing it takes something back; a turn
    whose melds can no longer be taken back (nothing kept to restore, as after
    the pile is taken) greys it."""
    state = make_state("classic", hands={0: "QH QS 9S 9H 9C KD 4S 5D 6C", **OTHERS},
                       pile="7H QD", melds={0: ["AC AD AS"]}, current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    scene.propose(Meld(hand_cards(state, 0, "9S 9H 9C")))
    frame(app)
    assert scene.session.why_illegal(UndoTurn()) is None
    assert scene.button_enabled("Undo")
    scene.session.state.snapshot = None  # nothing left to restore
    assert scene.session.state.laid_this_turn
    assert scene.session.why_illegal(UndoTurn()) is not None
    assert not scene.button_enabled("Undo")


@pytest.mark.parametrize("game", ["classic", "diszitett"])
def test_red_threes_stand_under_their_owners_name_with_three_players(app, game):
    """CL-3.1 / DK-3.1: with three players each on their own, every player's red
    threes lie under that player's name: the label nearest each row of threes (and
    above it) is its owner's, not the neighbour's whose row ends beside it."""
    state = make_state(game, table_rules={"players": 3},
                       hands={0: "QH QS 9S 9H 9C KD KS KH 4S 5D 6C",
                              1: "4C 5C 6D 8S JC JD AS", 2: "4D 5H 6S 8H 10C 10D AH"},
                       red_threes={1: "3H", 2: "3D 3H"}, pile="7H QD", current=0,
                       phase=Phase.DRAW)
    scene = table_with(app, state, game, {"players": 3})
    frame(app)
    labels = scene.renderer.drawn["threes"]
    assert len(labels) == 3
    for side in (1, 2):
        display = scene.seating.side(side)
        threes = [s.rect() for s in scene.sprites.values() if s.zone == f"threes:{side}"]
        assert threes
        first = min(threes, key=lambda r: r.x)
        above = [r for r in labels if r.bottom <= first.top + 2]
        nearest = min(above, key=lambda r: abs(r.x - first.x) + abs(r.bottom - first.top))
        assert nearest is labels[display]
        assert labels[display].x < first.right  # over its own first card


def _fonts():
    from game.ui.text import Fonts

    return Fonts()


@pytest.mark.parametrize("width", range(40, 260, 7))
def test_wrap_never_leaves_a_separator_or_a_number_alone(app, width):
    """A wrapped line never holds only "·", never ends with it, and a number stays
    with the word before it wherever the two fit on a line ("melded 40")."""
    fonts = _fonts()
    for text in ("drew 2 \u00b7 melded wild cards",
                 "took the pile: 12 cards \u00b7 discarded 7\u2665",
                 "Initial meld: need 50, melded 40"):
        lines = fonts.wrap(text, 13, width)
        assert " ".join(lines) == text
        for line in lines:
            assert line.strip() != "\u00b7" and not line.endswith("\u00b7")
        if fonts.size("melded 40", 13)[0] <= width:
            assert "40" not in lines or len(lines) == 1


@pytest.mark.parametrize("width", range(60, 200, 5))
def test_wrap_leaves_no_short_word_alone_where_it_can_share_a_line(app, width):
    """"the" does not stand alone on a line when a split into as many lines gives it
    company; the lines are no more than the greedy fill needs."""
    fonts = _fonts()
    text = "added to the North-west's melds"
    lines = fonts.wrap(text, 12, width)
    greedy = fonts._greedy(text.split(" "), 12, width, False)
    assert len(lines) == len(greedy)
    if fonts.size("to the", 12)[0] <= width:
        assert "the" not in lines


def test_a_persian_line_holding_only_the_rule_id_keeps_the_full_stop_on_the_left(app):
    """A Persian refusal wrapped so narrowly that its rule id stands on a line of
    its own: that line is laid out right to left like the sentence, the full stop
    at its left end (".(CL-6.1)"), not at its right ("(CL-6.1).")."""
    from game import i18n
    i18n.set_language("fa")
    try:
        fonts = _fonts()
        text = i18n.refusal(scene_refusal())
        assert "(CL-6.1)." in text
        width = fonts.size("(CL-6.1).", 14)[0] + 2
        lines = fonts.wrap(text, 14, width)
        alone = [line for line in lines if "CL-6.1" in line]
        assert alone and alone[0].strip("\u200f") == "(CL-6.1)."
        # the image: the full stop (a few inked rows) at the left end, the closing
        # bracket (many) at the right end
        image = fonts.render(alone[0], 14)

        def rows(x: int) -> int:
            return sum(1 for y in range(image.get_height()) if image.get_at((x, y)).a > 100)

        ink = [x for x in range(image.get_width()) if rows(x)]
        assert rows(ink[0]) <= 3 < rows(ink[-1])
    finally:
        i18n.set_language("en")


def scene_refusal():
    """The rules' refusal of a discard after a short initial meld (CL-6.1)."""
    from game.rules import engine
    from game.rules.checks import discard_turn_problem

    state = make_state("classic", hands={0: "JH JS JD JC 4S 5D 6C 9H", **OTHERS},
                       pile="7H QD", current=0, phase=Phase.MELD)
    state, _moves = engine.apply(state, Meld(hand_cards(state, 0, "JH JS JD JC")))
    return discard_turn_problem(state)


def test_six_seats_at_1024x640_show_names_whole_or_short_never_cut():
    """RR-1.1: Railroad for six at 1024x640: every seat tag and every score line of
    the side panel names its player whole ("North-west") or by the short form
    ("SW"), never cut ("South-…"), the player to act (bold, marked) included."""
    application = App(size=(1024, 640), options={"speed": "normal"})
    try:
        session = GameSession("railroad", {"players": 6}, 1, 0, ["normal"])
        scene = TableScene(application.ctx, session, speed="normal")
        application.push(scene)
        frame(application)
        state = scene.session.state
        assert state.to_act != 0
        tags = scene.renderer.tag_texts
        texts = [*tags.values(), *(text for text, _rect in scene.renderer.panel.lines)]
        assert len(tags) == 6
        assert not [t for t in texts if "\u2026" in t], texts
        active = tags[state.to_act].split("\n")[0]
        assert active.startswith("\u25b6 ")
        assert active[2:] in ("SW", "South-west", "NW", "North-west", "NE", "North-east",
                              "SE", "South-east", "North")
        panel = [text for text, _rect in scene.renderer.panel.lines]
        assert {"NW", "SW", "NE", "SE"} & set(panel) or "North-west" in panel
    finally:
        pygame.display.quit()


def test_the_focus_ring_on_the_pile_leaves_your_discard_label_readable(app):
    """CL-4.2: after a discard by the keyboard the focus stays on the pile; its ring
    does not cover the "▼ Your discard" label: the label's words look the same with
    and without the ring."""
    state = make_state("classic", hands={0: "4S 5D 6C 9H KD KS", **OTHERS},
                       melds={0: ["AC AD AS"]}, pile="7H QD", current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    scene._speed = "slow"  # West waits: the label stays on the pile
    scene.keyboard.focus = ("pile", None)
    scene.selected = set(hand_cards(state, 0, "4S"))
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    frame(app, n=3)
    assert scene.guidance.last_discard is not None and scene.renderer.marker is not None
    assert scene.renderer.marker[0].endswith("Your discard")
    label = scene.renderer.drawn["marker"][0]
    ring = scene.keyboard.focus_rect()
    assert ring is not None and ring.inflate(16, 16).colliderect(label)
    words = label.inflate(-2 * (label.h // 2), -4)
    screen = pygame.display.get_surface()

    def gold() -> set[tuple[int, int]]:  # the label's letters: pixels of its gold
        return {(x, y) for x in range(words.left, words.right)
                for y in range(words.top, words.bottom)
                if sum(abs(a - b) for a, b in
                       zip(screen.get_at((x, y))[:3], GLOW, strict=True)) < 90}

    with_ring = gold()
    scene.keyboard.focus = None
    frame(app)
    without = gold()
    assert len(without) > 20
    hidden = without - with_ring  # letters' pixels the ring would cover
    assert len(hidden) <= len(without) // 20


def test_a_card_dropped_on_an_opponents_melds_is_refused_with_the_rule(app):
    """G-7: nobody adds to an opponent's meld; cards dropped on the opponents' meld
    zone glide back with a sentence naming the rule, the game unchanged."""
    state = make_state("classic", hands={0: "QH QS QD 9S 9H 9C 4S", **OTHERS},
                       melds={1: ["KC KD KS"]}, pile="7H QC", current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    queens = hand_cards(state, 0, "QH QS QD")
    scene.selected = set(queens)
    scene.retarget(instant=True)
    frame(app)
    sprite = scene.sprites[queens[0]]
    home = (sprite.x, sprite.y)
    start = (int(sprite.x - sprite.width * 0.3), int(sprite.y))
    end = pygame.Rect(scene.layout.zone("melds_1").rect).center
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, 7):
        pos = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(1, 0, 0)))
    frame(app, events[:4])
    assert scene.pointer.dragging  # the cards follow the pointer on the way
    frame(app, [*events[4:], pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert scene.session.state is state
    assert scene.toast is not None and "(G-7)" in scene.toast[0]
    frame(app, n=3)
    assert (scene.sprites[queens[0]].x, scene.sprites[queens[0]].y) == pytest.approx(home)


def test_the_card_replacing_a_dealt_red_three_is_outlined_and_logged(app):
    """CL-3.1: a red three dealt to the human is laid out at the first turn (during
    the previous player's move) and replaced from the stock: the replacement is
    outlined as new in the hand and the log names it."""
    state = make_state("classic", hands={0: "4S 5D 6C 9H KD KS 3D", **OTHERS},
                       pile="7H QD", stock="JS 8C", current=3, phase=Phase.MELD)
    state.first_turn_done[0] = False
    scene = table_with(app, state)
    east_card = hand_cards(state, 3, "4H")[0]
    scene.session.propose(Discard(east_card))
    frame(app, n=4)
    after = scene.session.state
    eight = hand_cards(after, 0, "8C")[0]
    assert [c.kind for c in after.red_threes[0]] == ["3D"]
    assert scene.guidance.fresh == {eight}
    log = scene.session.log[-2:]
    assert log == ["You laid out the red three 3\u2666.", "You drew 8\u2663 to replace it."]


def test_new_meld_is_gold_only_for_cards_that_make_a_meld(app):
    """CL-4.1: the New meld box turns gold for selected cards that make a new meld
    (three queens), not for a black three alone, which makes none."""
    state = make_state("classic", hands={0: "QH QS QD 3C 9H 4S", **OTHERS},
                       melds={0: ["AC AD AS"]}, pile="7H QC", current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    box = pygame.Rect(scene.layout.zone("newmeld").rect)
    edge = (box.x + 1, box.centery)

    def gold() -> bool:
        colour = pygame.display.get_surface().get_at(edge)[:3]
        return sum(abs(a - b) for a, b in zip(colour, GOLD, strict=True)) < 60

    for cards, expected in (("3C", False), ("QH QS QD", True), ("", False)):
        scene.selected = set(hand_cards(state, 0, cards)) if cards else set()
        scene.retarget(instant=True)
        frame(app, n=20)  # an idle table is drawn again within a quarter second
        assert gold() is expected, cards


def test_a_pickup_hint_says_how_much_the_initial_meld_still_needs(app):
    """CL-6.2: a hint to take the pile with a pair before the side's initial meld
    says that more must be melded from the hand, how much, and the minimum; a pickup
    that meets the minimum says nothing more."""
    from game.rules.actions import TakePile
    from game.ui.guidance import explain

    state = make_state("classic", hands={0: "8C 8D KH KD KS 4S 5D", **OTHERS},
                       pile="7H 8S", current=0, phase=Phase.DRAW)
    text, place, _meld = explain(state, TakePile(hand_cards(state, 0, "8C 8D")), 0)
    assert place == "pile" and text.startswith("take the pile: meld 8\u2660 with 8\u2663 8\u2666")
    assert "at least 30 more" in text and "50" in text and "(CL-6.2)" in text
    aces = make_state("classic", hands={0: "AC AD JK KS 4S 5D", **OTHERS},
                      pile="7H AH", current=0, phase=Phase.DRAW)
    text, _place, _meld = explain(aces, TakePile(hand_cards(aces, 0, "AC AD JK")), 0)
    assert "more" not in text and "(CL-6.2)" not in text


def test_the_hint_lies_beside_tall_melds_not_over_their_cards(app):
    """BH-3.1: in Bain the side's melds grow tall (up to seven cards) and reach the
    message's place above the hand; the hint is then drawn beside them, over none
    of their cards (their corner indices stay readable), and still above the hand."""
    state = make_state(
        "bain", hands={0: "4S 5D 6C 9H KD KS 7H 7D 8C", 1: "4C 5C 6D 8S JC JD AS",
                       2: "4D 5H 6S 8H 10C 10D AH", 3: "4H 5S 6H 8D 10H 10S AD"},
        melds={0: ["QH QS QD QC QH QS", "JH JS JD JC 2C", "9C 9D 9S 9H 9C 9D",
                   "AC AD AS AH AC", "6H 6D 6S 6C 6H 6D 6S", "KH KC KH KC"]},
        pile="7C 10D", current=0, phase=Phase.DRAW)
    scene = table_with(app, state, "bain")
    zone = pygame.Rect(scene.layout.zone("toast").rect)
    boxes = [pygame.Rect(b.rect) for b in scene.placement.meld_boxes]
    assert zone.collidelist(boxes) >= 0  # the usual place lies over the melds
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert scene.toast is not None and scene.toast_kind == "hint"
    toast = scene.renderer.drawn["toast"][0]
    assert toast.collidelist(boxes) < 0
    assert toast.bottom == zone.bottom
    assert toast.w >= 200


def test_a_message_with_no_melds_under_it_keeps_its_place(app):
    """The message stands in its zone above the hand when no meld reaches it."""
    state = make_state("classic", hands={0: "4S 5D 6C 9H KD KS", **OTHERS},
                       pile="7H QD", current=0, phase=Phase.MELD)
    scene = table_with(app, state)
    scene.refuse("Wait for your turn.")
    frame(app)
    zone = pygame.Rect(scene.layout.zone("toast").rect)
    toast = scene.renderer.drawn["toast"][0]
    assert toast.x == zone.x and toast.w == zone.w and toast.bottom == zone.bottom


def test_melding_down_to_the_last_card_offers_to_ask_the_partner_first(app):
    """CL-7.3: the partner is asked before melding down to the last card (after a no
    the player must be able to play on), so the table offers the question at that
    meld, not only at the last discard, where asking is no longer allowed."""
    from game.ui.scenes.dialogs import ChoiceDialog

    state = make_state("classic", hands={0: "5H 5S 5D 8C", **OTHERS},
                       melds={0: ["KH KH KS KS KD KD KC"]}, pile="6D", current=0,
                       phase=Phase.MELD)
    scene = table_with(app, state)
    scene.propose(Meld(tuple(hand_cards(state, 0, "5H 5S 5D"))))
    frame(app)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert [b.label for b in dialog.buttons][:2] == ["Ask North", "Go out"]
    assert len(scene.session.state.hands[0]) == 4, "nothing is melded before the answer"
