"""The four-colour deck and the marks on the threes (settings screen, renderer)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.cards import parse_card
from game.storage import Settings, load_settings
from game.ui.app import App
from game.ui.cards import BLACK, CLUBS_GREEN, DIAMONDS_BLUE, GOLD, RED, STOP_GREY, CardRenderer
from game.ui.scenes.settings import SettingsScene
from tests.ui.test_menus import button, click_button

WIDTHS = [40, 71, 120]


def _near(surface: pygame.Surface, colour, area: pygame.Rect, tolerance: int = 40) -> int:
    """How many opaque pixels in ``area`` are within ``tolerance`` of ``colour``."""
    count = 0
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and max(abs(r - colour[0]), abs(g - colour[1]),
                               abs(b - colour[2])) <= tolerance:
                count += 1
    return count


def _index(width: int) -> pygame.Rect:
    """The top-left index column of a card ``width`` px wide (rank, suit, badge)."""
    return pygame.Rect(0, 0, round(width * 0.34), round(width * 1.4 * 0.5))


@pytest.mark.parametrize("width", WIDTHS)
def test_four_colour_deck_inks_each_suit_in_its_colour(width):
    renderer = CardRenderer(four_colour=True)
    area = _index(width)
    for code, colour, others in (("4D", DIAMONDS_BLUE, (RED, BLACK, CLUBS_GREEN)),
                                 ("9C", CLUBS_GREEN, (RED, BLACK, DIAMONDS_BLUE)),
                                 ("4H", RED, (DIAMONDS_BLUE, CLUBS_GREEN)),
                                 ("9S", BLACK, (DIAMONDS_BLUE, CLUBS_GREEN, RED))):
        face = renderer.face(parse_card(code), width)
        assert _near(face, colour, area) > 3, code
        for other in others:
            assert _near(face, other, area) == 0, (code, other)


def test_the_two_colour_deck_is_the_default_and_a_change_clears_the_cache():
    renderer = CardRenderer()
    diamond = parse_card("4D")
    two = renderer.face(diamond, 71)
    assert _near(two, RED, _index(71)) > 3 and _near(two, DIAMONDS_BLUE, _index(71)) == 0
    renderer.four_colour = True
    four = renderer.face(diamond, 71)
    assert four is not two
    assert _near(four, DIAMONDS_BLUE, _index(71)) > 3
    renderer.use_settings(Settings())
    assert not renderer.four_colour and _near(renderer.face(diamond, 71), RED, _index(71)) > 3


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("width", WIDTHS)
def test_threes_carry_a_mark_that_is_not_colour_alone(four_colour, width):
    renderer = CardRenderer(four_colour=four_colour)
    area = _index(width)
    for code in ("3H", "3D"):  # a gold disc
        assert _near(renderer.face(parse_card(code), width), GOLD, area) > 3, code
    for code in ("3C", "3S"):  # a grey octagon (black ink has a few grey edge pixels too)
        face = renderer.face(parse_card(code), width)
        plain = renderer.face(parse_card("4" + code[1]), width)
        assert _near(face, STOP_GREY, area, 12) > 2 * _near(plain, STOP_GREY, area, 12) + 15
        assert _near(face, GOLD, area) == 0, code
    for code in ("4H", "4D", "4C", "4S"):  # no disc on other cards
        assert _near(renderer.face(parse_card(code), width), GOLD, area) == 0, code


@pytest.fixture
def app(tmp_path):
    app = App(data_dir=tmp_path, settings=Settings())
    yield app
    pygame.display.quit()


def test_settings_screen_switches_the_deck_and_reduced_motion(app, tmp_path):
    scene = app.push(SettingsScene(app.ctx))
    app.frame(1 / 60, [])
    assert button(scene, "Off", 1).selected and button(scene, "Off", 2).selected
    assert not app.ctx.cards.four_colour
    click_button(app, "On", 1)  # four-colour deck
    assert app.ctx.settings.four_colour and app.ctx.cards.four_colour
    click_button(app, "On", 2)  # reduce motion
    assert app.ctx.settings.reduce_motion
    reloaded, message = load_settings(tmp_path)
    assert message is None and reloaded.four_colour and reloaded.reduce_motion
    again = App(data_dir=tmp_path, settings=reloaded)
    assert again.ctx.cards.four_colour
    fresh = again.push(SettingsScene(again.ctx))
    assert button(fresh, "On", 1).selected and button(fresh, "On", 2).selected
    click_button(again, "Off", 1)
    assert not again.ctx.cards.four_colour


def test_bad_switch_values_fall_back_to_off(tmp_path):
    (tmp_path / "settings.json").write_text(
        '{"format": 1, "four_colour": "yes", "reduce_motion": 1}')
    settings, message = load_settings(tmp_path)
    assert not settings.four_colour and not settings.reduce_motion
    assert "four_colour" in message and "reduce_motion" in message
