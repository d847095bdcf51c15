"""Starting a new game at the table and continuing a saved one.

Only games started with New game (and continued from their autosaves) count in
the player's statistics. A position opened from a file of the player's (an
example position, ``--load``) is played as a practice game: its autosave's id
begins with ``practice-``, so that it stays uncounted when continued later.
The session carries the answer as ``counts_in_statistics``.
"""

from __future__ import annotations

from typing import Any

from game.narrate import seat_name
from game.session import GameSession
from game.ui.scene import Context
from game.ui.scenes.table import TableScene

PRACTICE = "practice"
"""The first word of a practice game's save id (a position opened from a file)."""


def counts_in_statistics(save_id: str) -> bool:
    """True unless the save ``save_id`` is a practice game's."""
    return not save_id.startswith(f"{PRACTICE}-")


def start_table(ctx: Context, game_id: str, table_rules: dict, seed: int, human_seat: int,
                levels: list[str]) -> TableScene:
    """Start a new game and show its table; it is autosaved after every action
    when a data directory is known."""
    session = GameSession(game_id, dict(table_rules), seed, human_seat, list(levels))
    autosaver = _new_autosaver(ctx, session)
    scene = TableScene(ctx, session, autosaver=autosaver)
    from game.ui.scenes.title import TitleScene

    ctx.app.reset(TitleScene(ctx))
    ctx.app.push(scene)
    return scene


def _new_autosaver(ctx: Context, session: GameSession) -> Any:
    if ctx.data_dir is None:
        return None
    try:
        from game.storage import Autosaver, PlayerInfo, SavedGame, saves_dir

        folder = saves_dir(ctx.data_dir)
        players = [PlayerInfo(p.seat, p.kind, p.level if p.kind == "ai" else "normal",
                              seat_name(session.ruleset.players, p.seat, session.human))
                   for p in session.seats()]
        saved = SavedGame.new(session.game_id, session.seed, players, session.table_rules,
                              folder=folder)
        folder.mkdir(parents=True, exist_ok=True)
        return Autosaver(folder, saved, session.state)
    except Exception:  # the game is playable without saves
        return None


def open_saved_game(ctx: Context, path: Any) -> TableScene | None:
    """Continue the game saved at ``path``; a bad file shows its message instead
    (the file is moved aside by the storage layer, never overwritten)."""
    from pathlib import Path

    from game.storage import Autosaver, LoadResult, SaveError, load_game, open_save, saves_dir
    from game.ui.scenes.title import TitleScene

    inside = (ctx.data_dir is not None
              and Path(path).resolve().parent == saves_dir(ctx.data_dir).resolve())
    if inside:
        result = open_save(path)  # an autosave: a bad file is moved aside, .bak tried
    else:
        # a file of the player's (an example position, a copy): read it, never move it
        try:
            loaded = load_game(path)
            result = LoadResult(loaded.state, None, False, loaded.saved)
        except SaveError as error:
            result = LoadResult(None, str(error), False)
        except OSError as error:
            result = LoadResult(None, f"This save could not be opened: {error}.", False)
    if result.state is None or result.saved is None:
        title = ctx.app.find(TitleScene) or ctx.app.reset(TitleScene(ctx))
        if hasattr(title, "notify"):
            title.notify(result.message or "This save could not be opened.")
        return None
    saved = result.saved
    human = next((p.seat for p in saved.players if p.kind == "human"), None)
    levels = [p.level for p in sorted(saved.players, key=lambda p: p.seat)]
    session = GameSession.resume(saved.game, dict(saved.table_rules), saved.seed, human, levels,
                                 result.state, list(saved.actions))
    counted = inside and counts_in_statistics(saved.id)  # a file of the player's: practice
    session.counts_in_statistics = counted
    autosaver = None
    if ctx.data_dir is not None:
        try:
            import dataclasses

            from game.storage.saves import new_save_id

            folder = saves_dir(ctx.data_dir)
            folder.mkdir(parents=True, exist_ok=True)
            if Path(path).resolve().parent != folder.resolve():
                # an example position: play it as a new practice save, never write over it
                saved = dataclasses.replace(
                    saved, id=new_save_id(f"{PRACTICE}-{saved.game}", folder))
            autosaver = Autosaver(folder, saved, result.state)
        except Exception:
            autosaver = None
    scene = TableScene(ctx, session, autosaver=autosaver)
    ctx.app.reset(TitleScene(ctx))
    ctx.app.push(scene)
    if result.message:
        scene.show_toast(result.message)
    return scene
