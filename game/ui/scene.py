"""The scene stack: a scene is a screen (title, table) or an overlay (a dialog,
the score sheet) stacked on one. The top scene gets events first; a scene that
does not consume an event returns it and the one below may use it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from game.ui.cards import CardRenderer
    from game.ui.text import Fonts


class Stage(Protocol):
    """The scene stack as a scene uses it (:class:`game.ui.app.App` keeps it, with the
    window and the frame loop; scenes never import the app): the scenes bottom to
    top, the top one, push one on top, pop the top one (or ``scene`` and everything
    above it), swap the top one, clear the stack for one, the topmost scene of a
    class, end the frame loop, and the worker thread slow computer players think on."""

    stack: list[Scene]

    @property
    def top(self) -> Scene | None: ...

    def push(self, scene: Scene) -> Scene: ...

    def pop(self, scene: Scene | None = None) -> None: ...

    def replace(self, scene: Scene) -> Scene: ...

    def reset(self, scene: Scene) -> Scene: ...

    def find(self, kind: type) -> Scene | None: ...

    def quit(self) -> None: ...

    def thinker(self) -> ThreadPoolExecutor: ...

    def reviewer(self) -> ThreadPoolExecutor: ...


@dataclass
class Context:
    """What every scene may use: the scene stack (to push and pop scenes), fonts, the card
    renderer, the player's settings, where data lives, options from the command
    line, and why the last deal could not be counted in the statistics (a
    sentence, or None). Passed in, never global."""

    app: Stage
    fonts: Fonts
    cards: CardRenderer
    settings: Any = None
    data_dir: Any = None
    options: dict[str, Any] = field(default_factory=dict)
    statistics_problem: str | None = None


class Scene:
    """A screen or overlay. ``opaque`` scenes hide the scenes below them.

    ``handle_event(e)`` returns None when the event is consumed, else the event;
    ``update(dt)`` advances by ``dt`` seconds; ``draw(surface)`` changes nothing.
    """

    opaque = True

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    @property
    def app(self) -> Stage:
        return self.ctx.app

    def enter(self) -> None:
        """Called when pushed onto the stack."""

    def exit(self) -> None:
        """Called when removed from the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top."""

    def resume(self) -> None:
        """Called when the scene on top is removed."""

    def resize(self, size: tuple[int, int]) -> None:
        """Called when the window changes size (pixels)."""

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` without changing any state."""

    def animating(self) -> bool:
        """True while the scene changes by itself (cards moving, a timer running),
        so the window must be redrawn even without input."""
        return False
