"""The window and its scene loop (pygame-ce).

``run(args)`` opens the table (``python -m game``); ``selftest(args)`` drives the
real loop through the title, an AI-only Classic deal and an AI-only Pennies deal
to their score sheets, and exits 0 (used by packaging and CI).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pygame

from game.i18n import _, digits, tr
from game.ui.cards import CardRenderer
from game.ui.scene import Context, Scene
from game.ui.text import Fonts

MIN_SIZE = (1024, 640)
"""The smallest window (pixels)."""
DEFAULT_SIZE = (1280, 800)
FPS = 60


def display_problem(environ: dict[str, str] | None = None, platform: str | None = None,
                    ) -> str | None:
    """Why the game cannot open a visible window here, or None.

    SDL silently renders to an invisible offscreen window when there is no
    display; we refuse instead, unless ``SDL_VIDEODRIVER`` is set explicitly.
    """
    env = os.environ if environ is None else environ
    platform = platform or sys.platform
    if env.get("SDL_VIDEODRIVER"):
        return None
    if platform.startswith("linux") or "bsd" in platform:
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            return ("Canasta Table needs a graphical display, and none was found "
                    "(DISPLAY and WAYLAND_DISPLAY are not set).")
    return None


def _hidpi_aware() -> None:
    """Ask Windows for real pixels instead of a blurry scaled window."""
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shcore.SetProcessDpiAwareness(1)  # type: ignore[attr-defined]
        except Exception:  # an older Windows: keep the system scaling
            pass


def _set_icon() -> None:
    """The window's icon (before the window opens, as SDL wants)."""
    try:
        from game.assets import asset_path

        pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "canasta.png"))))
    except (FileNotFoundError, pygame.error):
        pass


def say(text: str, error: bool = False) -> None:
    """Print a line; a frozen app started by a double click may have no console
    (``sys.stdout`` is None), and then nothing is printed."""
    stream = sys.stderr if error else sys.stdout
    if stream is not None:
        print(text, file=stream, flush=True)


def window_size(desktop: tuple[int, int] | None,
                remembered: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's size at start (pixels): the remembered one (else
    :data:`DEFAULT_SIZE`), not under :data:`MIN_SIZE`, but never larger than the
    ``desktop`` (its size, or None when unknown)."""
    want = remembered or DEFAULT_SIZE
    w, h = max(MIN_SIZE[0], want[0]), max(MIN_SIZE[1], want[1])
    if desktop:
        w, h = min(w, desktop[0]), min(h, desktop[1])
    return w, h


def _desktop() -> tuple[int, int] | None:
    """The first desktop's size in pixels, or None when the video driver does not
    say (pygame's desktop sizes)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes and sizes[0][0] > 0 else None


class App:
    """The window, the scene stack and the frame loop (``dt`` in seconds)."""

    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE,
                 options: dict[str, Any] | None = None, settings: Any = None,
                 data_dir: Any = None) -> None:
        _hidpi_aware()
        pygame.init()
        if size is None:  # the player's window: the last size, within the desktop
            size = window_size(_desktop(), getattr(settings, "window_size", None))
        else:
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        _set_icon()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Canasta Table"))
        cards = CardRenderer(four_colour=bool(getattr(settings, "four_colour", False)))
        self.ctx = Context(app=self, fonts=Fonts(), cards=cards,
                           settings=settings, data_dir=data_dir, options=dict(options or {}))
        self.stack: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_seconds: list[float] = []
        self.after_frame: list[Callable[[App], None]] = []
        self._since_draw = 0.0
        self._stack_changed = True
        self._thinker: ThreadPoolExecutor | None = None
        self._reviewer: ThreadPoolExecutor | None = None

    def reviewer(self) -> ThreadPoolExecutor:
        """The worker thread of the coach's reviews (Review my play), apart from the
        computer players' (:meth:`thinker`): a review cancelled in the middle of a
        decision finishes that decision here without holding up a computer player's
        move. Made when first asked for, ended by :meth:`close`."""
        if self._reviewer is None:
            self._reviewer = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix="canasta-coach")
        return self._reviewer

    def thinker(self) -> ThreadPoolExecutor:
        """The one worker thread on which slow computer players (Hard) choose their
        moves while the table keeps drawing; made when first asked for, ended by
        :meth:`close`."""
        if self._thinker is None:
            self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="canasta-ai")
        return self._thinker

    # -- the stack ------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self._stack_changed = True
        scene.enter()
        scene.resize(self.screen.get_size())
        return scene

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or ``scene`` and everything above it)."""
        if not self.stack:
            return
        target = scene if scene is not None else self.stack[-1]
        self._stack_changed = True
        while self.stack:
            top = self.stack.pop()
            top.exit()
            if top is target:
                break
        if self.stack:
            self.stack[-1].resume()

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and show ``scene``."""
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of class ``kind`` on the stack."""
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    def quit(self) -> None:
        self.running = False
        self.remember_size()

    def remember_size(self) -> None:
        """Keep the window's size in Settings (``window_size``) when it differs from
        the one remembered, for the next start."""
        settings = self.ctx.settings
        if settings is None or not hasattr(settings, "window_size"):
            return
        size = self.screen.get_size()
        if tuple(settings.window_size or ()) != size:
            from game.ui.scenes import store

            store.change_settings(self.ctx, window_size=size)

    def close(self) -> None:
        """Exit every scene, top first (a table gives up its save's lock), and end
        the computer players' worker thread (a choice still being made is left
        unfinished: nothing waits for it)."""
        while self.stack:
            self.stack.pop().exit()
        if self._thinker is not None:
            self._thinker.shutdown(wait=False, cancel_futures=True)
            self._thinker = None
        if self._reviewer is not None:
            self._reviewer.shutdown(wait=False, cancel_futures=True)
            self._reviewer = None

    # -- one frame ------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface() or self.screen
            for scene in self.stack:
                scene.resize((w, h))
            return
        for scene in reversed(list(self.stack)):
            if scene.handle_event(event) is None:
                return

    def frame(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """Handle ``events`` (default: the queue), advance ``dt`` seconds, draw.

        Nothing is drawn when no input came and no scene is animating (a quarter
        of a second at most): an idle table costs no drawing.
        """
        handled = 0
        for event in (pygame.event.get() if events is None else events):
            self.dispatch(event)
            handled += 1
        start = time.perf_counter()
        for scene in list(self.stack):
            scene.update(dt)
        self._since_draw += dt
        if (handled or self._since_draw >= 0.25 or self._stack_changed
                or any(scene.animating() for scene in self.stack)):
            self.draw(self.screen)
            self.frame_seconds.append(time.perf_counter() - start)
            if len(self.frame_seconds) > 10_000:
                del self.frame_seconds[:5_000]
            pygame.display.flip()
            self._since_draw = 0.0
            self._stack_changed = False
        for hook in list(self.after_frame):
            hook(self)

    def draw(self, surface: pygame.Surface) -> None:
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        for scene in self.stack[first:]:
            scene.draw(surface)

    def run(self, max_seconds: float | None = None) -> int:
        """The loop: until quit (or ``max_seconds``); returns the exit status."""
        started = time.perf_counter()
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))
            if max_seconds is not None and time.perf_counter() - started > max_seconds:
                break
        return 0


def _settings_and_dir(args: Any) -> tuple[Any, Any, str | None]:
    """Load settings from the data directory; a bad file gives a message, not a crash."""
    try:
        from game.storage import data_dir as resolve_dir
        from game.storage.settings import load_settings
    except ImportError:
        return None, None, None
    directory = resolve_dir(getattr(args, "data_dir", None))
    try:
        result = load_settings(directory)
    except Exception:  # never let a settings file stop the game
        return None, directory, _("Your settings could not be read; the default settings "
                                  "are used.")
    if isinstance(result, tuple):
        settings, message = result[0], (result[1] if len(result) > 1 else None)
        return settings, directory, message
    return result, directory, None


def use_language(settings: Any, override: str | None = None) -> str:
    """Take the language from ``--lang`` (``override``), else from the settings ("" or
    no settings: the system locale's, else English); returns the language in use."""
    from game import i18n

    code = override or getattr(settings, "language", "") or ""
    return i18n.set_language(code, getattr(settings, "persian_digits", True))


def run(args: Any) -> int:
    """Open the window and play (``python -m game``). Returns the exit status."""
    problem = display_problem()
    if problem:
        say(problem, error=True)
        return 1
    t0 = time.perf_counter()
    settings, directory, message = _settings_and_dir(args)
    use_language(settings, getattr(args, "lang", None))
    app = App(None, options={"load": getattr(args, "load", None),
                             "lang": getattr(args, "lang", None)},
              settings=settings, data_dir=directory)
    from game.ui.scenes.store import check_saves_folder, recover_damaged
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app.ctx)
    app.push(title)
    damaged = recover_damaged(app.ctx)
    unsaved = check_saves_folder(app.ctx)
    from game.rules.messages import joined

    message = joined(message, damaged, unsaved)
    if message and hasattr(title, "notify"):
        title.notify(message)
    if getattr(args, "time_startup", False):
        def report(app: App) -> None:
            say(f"startup: {time.perf_counter() - t0:.3f} s to the first title frame")
            app.after_frame.remove(report)
            app.quit()  # a measurement, not a game: exit 0 once it is printed
        app.after_frame.append(report)
    load = getattr(args, "load", None)
    if load:
        _open_save(app, load)
    status = app.run()
    app.close()
    pygame.quit()
    return status


def _open_save(app: App, path: str) -> None:
    """Open a save file given on the command line (``--load``)."""
    from game.ui.scenes.table import open_saved_game

    open_saved_game(app.ctx, path)


def selftest(args: Any) -> int:
    """Run the real loop headless through the title, an AI-only Classic deal and
    an AI-only Pennies deal to their score sheets. Exit status 0 on success."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.present.session import GameSession
    from game.rules.games import playable_games
    from game.ui.scenes.table import TableScene

    t0 = time.perf_counter()
    use_language(None, getattr(args, "lang", None) or "en")
    app = App(options={"speed": "instant"})
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    say(tr("selftest: title drawn in {seconds} s",
           seconds=digits(f"{time.perf_counter() - t0:.2f}")))
    screenshot = getattr(args, "screenshot", None)
    for game_id in playable_games():
        seed = 7
        session = GameSession(game_id, {}, seed, None, ["normal"])
        table = TableScene(app.ctx, session, speed="instant")
        app.push(table)
        frames = 0
        while not table.deal_over_shown() and frames < 20_000:
            app.frame(1 / 60, [])
            frames += 1
        if not table.deal_over_shown():
            say(tr("selftest: {game} deal did not reach the score sheet", game=game_id),
                error=True)
            return 1
        app.frame(1 / 60, [])
        totals = session.state.history[-1].totals
        say(tr("selftest: {game} deal played in {frames} frames, score {totals}",
               game=game_id, frames=frames, totals=digits(str(totals))))
        if screenshot:
            root, ext = os.path.splitext(screenshot)
            pygame.image.save(app.screen, f"{root}-{game_id}{ext or '.png'}")
        app.reset(TitleScene(app.ctx))
        app.frame(1 / 60, [])
    pygame.quit()
    say(_("selftest: ok"))
    return 0


def bench_frames(game_id: str = "pennies", seed: int = 3, size: tuple[int, int] = DEFAULT_SIZE,
                 speed: str = "normal", max_frames: int = 60_000,
                 table_rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """Frame time (update + draw, milliseconds) while a deal animates at ``size``
    (window pixels) with the dummy video driver (software rendering), the game
    played with ``table_rules``. Seat 0 is the human's, as at a real table
    (prompts, glows, callouts, new cards marked); its moves are made by the Normal
    computer player half a second after the table is ready."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.players import HeuristicPlayer
    from game.present.session import GameSession
    from game.ui.scenes.table import TableScene

    app = App(size=size, options={"speed": speed})
    session = GameSession(game_id, dict(table_rules or {}), seed, 0, ["normal"])
    table = TableScene(app.ctx, session, speed=speed)
    app.push(table)
    stand_in = HeuristicPlayer("normal", seed=seed)
    app.frame_seconds.clear()
    frames = 0
    waited = 0
    moves_by_you = 0
    while not table.deal_over_shown() and frames < max_frames:
        app.frame(1 / 60, [])
        frames += 1
        if app.top is not table and not table.deal_over_shown():
            app.pop(app.top)  # a question for the human: answered below
        if session.human_to_act() and not table.busy():
            waited += 1
            if waited >= 30:
                waited = 0
                session.propose(stand_in.choose(session.view(), session.legal()))
                moves_by_you += 1
    times = sorted(app.frame_seconds)
    pygame.quit()

    def pick(q: float) -> float:
        return round(times[min(len(times) - 1, int(q * len(times)))] * 1000, 2) if times else 0.0

    return {"game": game_id, "size": list(size), "speed": speed, "frames": frames,
            "actions": len(session.actions), "moves_by_you": moves_by_you,
            "frame_ms": {"median": pick(0.5), "p99": pick(0.99), "max": pick(1.0)}}
