"""The prompt beside the "You" tag: a prompt longer than the room between the tag and
the side panel wraps onto more lines instead of sliding over the tag (CL-6.1's
sentence in Hungarian at 1024x640 is among the longest)."""

from __future__ import annotations

import dataclasses

import pygame

from game.present.session import GameSession
from game.ui.app import App
from game.ui.scenes.table import TableScene


def test_a_long_prompt_wraps_beside_the_tag_and_never_covers_it(tmp_path):
    app = App(size=(1024, 640), options={"speed": "instant"}, data_dir=tmp_path)
    try:
        session = GameSession("classic", {}, 3, 0, ["normal"])
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        app.frame(1 / 60, [])
        guidance = scene.guidance
        real = guidance.guide
        long = ("Your initial meld counts 30; it needs 50. Meld more or undo (CL-6.1). "
                "Drag more cards onto the new meld, or press Undo to take them back.")
        guidance.guide = lambda: dataclasses.replace(real(), prompt=long)
        scene.renderer.next_frame(idle=False)
        surface = pygame.Surface((1024, 640))
        scene.draw(surface)
        tag = scene.renderer.tag_rects[0]
        [prompt] = scene.renderer.drawn["prompt"]
        info = scene.layout.zone("info").rect
        assert prompt.left >= tag.right, "the prompt starts beside the tag"
        assert prompt.right <= info.x, "and ends before the side panel"
        guidance.guide = lambda: dataclasses.replace(real(), prompt="Draw from the stock")
        scene.draw(surface)
        [short] = scene.renderer.drawn["prompt"]
        assert prompt.height > short.height, "the long prompt took more than one line"
    finally:
        pygame.display.quit()
