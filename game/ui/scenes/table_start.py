"""Starting a new game at the table and continuing a saved one.

Only games started with New game (and continued from their autosaves) count in
the player's statistics. A position opened from a file of the player's (an
example position, ``--load``) is played as a practice game: its autosave's id
begins with ``practice-``, so that it stays uncounted when continued later.
The session carries the answer as ``counts_in_statistics``.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _, notice
from game.present.names import seat_name
from game.present.session import GameSession
from game.ui.scene import Context
from game.ui.scenes.table import TableScene

PRACTICE = "practice"
"""The first word of a practice game's save id (a position opened from a file)."""


def counts_in_statistics(save_id: str) -> bool:
    """True unless the save ``save_id`` is a practice game's."""
    return not save_id.startswith(f"{PRACTICE}-")


def start_table(ctx: Context, game_id: str, table_rules: dict[str, Any], seed: int,
                human_seat: int, levels: list[str]) -> TableScene:
    """Start a new game and show its table; it is autosaved after every action
    when a data directory is known."""
    session = GameSession(game_id, dict(table_rules), seed, human_seat, list(levels))
    autosaver, problem = _new_autosaver(ctx, session)
    scene = TableScene(ctx, session, autosaver=autosaver)
    from game.ui.scenes.title import TitleScene

    ctx.app.reset(TitleScene(ctx))
    ctx.app.push(scene)
    if problem:
        scene.show_toast(notice(problem))
    return scene


def _new_autosaver(ctx: Context, session: GameSession) -> tuple[Any, str | None]:
    """The new game's autosaver (created and locked at once) and a sentence for the
    player when the game cannot be saved; (None, None) without a data folder."""
    if ctx.data_dir is None:
        return None, None
    try:
        from game.storage import Autosaver, PlayerInfo, SavedGame, saves_dir

        folder = saves_dir(ctx.data_dir)
        players = [PlayerInfo(p.seat, p.kind, p.level if p.kind == "ai" else "normal",
                              seat_name(session.ruleset.players, p.seat, session.human,
                                        translate=False))
                   for p in session.seats()]
        saved = SavedGame.new(session.game_id, session.seed, players, session.table_rules,
                              folder=folder)
        autosaver = Autosaver(folder, saved, session.state, lock=True)
    except Exception:  # the game is playable without saves, but the player is told
        return None, _("This game cannot be saved: the saves could not be set up.")
    return autosaver, autosaver.problem


def open_saved_game(ctx: Context, path: Any, read_only: bool = False) -> TableScene | None:
    """Continue the game saved at ``path``; a bad file shows its message instead
    (the file is moved aside by the storage layer, never overwritten). A save open
    in another window is not opened: a dialog offers to open it ``read_only``
    (played here, never written) or to start a new game."""
    from pathlib import Path

    from game.rules.messages import joined, sentence_of
    from game.storage import LoadResult, SaveError, load_game, open_save, saves_dir
    from game.ui.scenes.title import TitleScene

    inside = (ctx.data_dir is not None
              and Path(path).resolve().parent == saves_dir(ctx.data_dir).resolve())
    if inside and not read_only:
        result = open_save(path)  # an autosave: a bad file is moved aside, .bak tried
    else:
        # a file of the player's (an example position, a copy) or another window's
        # save: read it, never move it
        try:
            loaded = load_game(path)
            result = LoadResult(loaded.state, None, False, loaded.saved)
        except SaveError as error:
            result = LoadResult(None, sentence_of(error), False)
    if result.state is None or result.saved is None:
        title = ctx.app.find(TitleScene) or ctx.app.reset(TitleScene(ctx))
        if hasattr(title, "notify"):
            title.notify(result.message or _("This save could not be opened."))
        return None
    saved = result.saved
    try:
        autosaver, problem = _resumed_autosaver(ctx, Path(path), saved, result.state, read_only)
    except _Locked:
        _offer_read_only(ctx, path)
        return None
    human = next((p.seat for p in saved.players if p.kind == "human"), None)
    levels = [p.level for p in sorted(saved.players, key=lambda p: p.seat)]
    session = GameSession.resume(saved.game, dict(saved.table_rules), saved.seed, human, levels,
                                 result.state, list(saved.actions))
    session.counts_in_statistics = inside and counts_in_statistics(saved.id)
    scene = TableScene(ctx, session, autosaver=autosaver)
    ctx.app.reset(TitleScene(ctx))
    ctx.app.push(scene)
    message = joined(result.message, problem)
    if message:
        scene.show_toast(notice(message))
    return scene


class _Locked(Exception):
    """The save is open in another window."""


def _resumed_autosaver(ctx: Context, path: Any, saved: Any, state: Any,
                       read_only: bool) -> tuple[Any, str | None]:
    """The autosaver of a save being continued (locked for this window, or
    read-only) and a sentence when it cannot save; raises _Locked when another
    window has the save open."""
    if ctx.data_dir is None:
        return None, None
    import dataclasses

    from game.storage import Autosaver, SaveLockedError, saves_dir
    from game.storage.saves import new_save_id

    folder = saves_dir(ctx.data_dir)
    try:
        if read_only:
            autosaver = Autosaver(folder, saved, state, read_only=True)
        else:
            if path.resolve().parent != folder.resolve():
                # an example position: play it as a new practice save, never write over it
                saved = dataclasses.replace(
                    saved, id=new_save_id(f"{PRACTICE}-{saved.game}", folder))
            autosaver = Autosaver(folder, saved, state, lock=True)
    except SaveLockedError:
        raise _Locked from None
    except Exception:  # the game is playable without saves, but the player is told
        return None, _("This game cannot be saved: the saves could not be set up.")
    return autosaver, autosaver.problem


def _offer_read_only(ctx: Context, path: Any) -> None:
    """Ask what to do with a save open in another window: open it read-only here,
    start a new game, or leave it."""
    from game.ui.scenes.dialogs import ChoiceDialog
    from game.ui.scenes.menu import noop

    def read_only() -> None:
        open_saved_game(ctx, path, read_only=True)

    def new_game() -> None:
        from game.ui.scenes.new_game import NewGameScene

        ctx.app.push(NewGameScene(ctx))

    ctx.app.push(ChoiceDialog(
        ctx, _("Open in another window"),
        _("This game is open in another window of Canasta Table. You can open it here "
          "read-only (your moves are not saved), or start a new game."),
        [(_("Open read-only"), read_only), (_("New game"), new_game), (_("Cancel"), noop)],
        cancel=2))
