"""Card faces and backs draw at any size without a display."""

import pygame
import pytest

from game.rules.cards import Card, make_deck, parse_card
from game.ui.cards import HIGHLIGHT, CardRenderer, card_size, sideways

ALL_KINDS = {c.kind: c for c in make_deck(1, 2)}.values()  # 52 cards and the joker
WIDTHS = [40, 71, 120]


@pytest.fixture(scope="module")
def renderer():
    return CardRenderer()


def _red_pixels(surface: pygame.Surface) -> int:
    count = 0
    for y in range(0, surface.get_height(), 2):
        for x in range(0, surface.get_width(), 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and r > 150 and g < 90 and b < 100:
                count += 1
    return count


def test_every_kind_is_there():
    assert len(ALL_KINDS) == 53  # 52 + the joker: 54 cards in a pack with two jokers


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_renders_at_its_size(renderer, width):
    for card in ALL_KINDS:
        face = renderer.face(card, width)
        assert face.get_size() == (width, round(width * 1.4)), card.kind
        assert face.get_flags() & pygame.SRCALPHA
    assert renderer.back(width).get_size() == card_size(width)
    assert pygame.display.get_surface() is None


def test_identical_cards_share_one_cached_surface(renderer):
    first, second = parse_card("QH/0"), parse_card("QH/1")
    assert renderer.face(first, 71) is renderer.face(second, 71)
    assert renderer.face(first, 71) is not renderer.face(first, 72)
    assert renderer.back(71) is renderer.back(71)


@pytest.mark.parametrize("width", WIDTHS)
def test_red_suits_are_red_and_black_suits_are_not(renderer, width):
    for card in ALL_KINDS:
        if card.is_joker:
            continue
        red = _red_pixels(renderer.face(card, width))
        if card.is_red:
            assert red > 0, card.kind
        else:
            assert red == 0, card.kind


def test_corners_are_rounded_and_the_middle_is_opaque(renderer):
    face = renderer.face(Card(7, "S"), 71)
    w, h = face.get_size()
    assert face.get_at((0, 0)).a < 128
    assert face.get_at((w - 1, h - 1)).a < 128
    assert face.get_at((w // 2, 3)).a == 255


def test_faces_differ_and_the_back_is_red(renderer):
    seen = {pygame.image.tobytes(renderer.face(c, 40), "RGBA") for c in ALL_KINDS}
    assert len(seen) == len(ALL_KINDS)
    back = renderer.back(71)
    r, g, b, _ = back.get_at((back.get_width() // 4, back.get_height() // 3))
    assert r > g and r > b


def test_highlight_outlines_a_separate_surface(renderer):
    plain = renderer.face(Card(9, "H"), 71)
    lit = renderer.face(Card(9, "H"), 71, highlight=HIGHLIGHT)
    assert lit is not plain and lit.get_size() == plain.get_size()
    r, g, b, _ = lit.get_at((lit.get_width() // 2, 1))
    assert (r, g) == pytest.approx(HIGHLIGHT[:2], abs=40) and b < 100


def test_sideways_turns_a_card_a_quarter(renderer):
    face = renderer.face(Card(2, "C"), 71)
    assert sideways(face).get_size() == (face.get_height(), face.get_width())
    assert sideways(face, clockwise=True).get_size() == (face.get_height(), face.get_width())


def test_slot_and_bad_widths(renderer):
    assert renderer.slot(54).get_size() == card_size(54)
    with pytest.raises(ValueError, match="3 px"):
        renderer.face(Card(5, "D"), 3)
