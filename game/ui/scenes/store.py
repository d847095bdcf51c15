"""The menus' one link to :mod:`game.storage` (saves, settings, statistics).

Every function works without a data folder (``ctx.data_dir`` is None: tests, or
storage unavailable): there are then no saves, no statistics, and settings live
only in ``ctx.settings``. Nothing here raises for a file's content.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.i18n import _, notice, tr
from game.rules.messages import joined, sentence_of
from game.ui.scene import Context


def _storage() -> Any:
    try:
        import game.storage as storage
    except ImportError:  # storage not there: the menus hide what needs it
        return None
    return storage


def saves_folder(ctx: Context) -> Path | None:
    """The folder of saved games, or None without storage."""
    storage = _storage()
    if storage is None or ctx.data_dir is None:
        return None
    return Path(storage.saves_dir(ctx.data_dir))


def list_saves(ctx: Context) -> list[Any]:
    """Every save (``SaveInfo``), newest first, unreadable ones last; [] without storage."""
    folder = saves_folder(ctx)
    if folder is None:
        return []
    try:
        return list(_storage().list_saves(folder))
    except Exception:  # a listing problem must not stop the menus
        return []


def latest_unfinished(ctx: Context) -> Any:
    """The most recent unfinished save (``SaveInfo``) the player did not abandon
    (see :func:`mark_abandoned`), or None: the game the title's Continue offers."""
    folder = saves_folder(ctx)
    if folder is None:
        return None
    abandoned = set(getattr(current_settings(ctx), "abandoned", ()) or ())
    try:
        return next((s for s in _storage().list_saves(folder)
                     if not s.finished and s.problem is None and s.id not in abandoned), None)
    except Exception:
        return None


def mark_abandoned(ctx: Context, save_id: str | None, abandoned: bool = True) -> str | None:
    """Remember that the player abandoned the game saved as ``save_id`` (the
    title's Continue no longer offers it; it stays among the saved games), or,
    with ``abandoned`` False, that they took it up again. Returns a sentence for
    the player if the settings could not be saved; None for no ``save_id``."""
    settings = current_settings(ctx)
    if not save_id or settings is None or not hasattr(settings, "abandoned"):
        return None
    ids = [i for i in settings.abandoned if i != save_id]
    if abandoned:
        ids.append(save_id)
    ids = ids[-_storage().settings.MAX_ABANDONED:]
    if tuple(ids) == tuple(settings.abandoned):
        return None
    return change_settings(ctx, abandoned=tuple(ids))


def delete_save(path: Path) -> str | None:
    """Delete a save and its backup; a sentence for the player if it failed (or
    the game is open in another window: nothing is deleted then)."""
    storage = _storage()
    try:
        if storage is not None:
            storage.delete_save(path)
        else:
            Path(path).unlink(missing_ok=True)
    except OSError as err:
        return tr("The save could not be deleted ({reason}).", reason=_reason(err))
    except Exception as err:
        if storage is not None and isinstance(err, storage.SaveLockedError):
            return _("This game is open in another window: close it there, then delete it.")
        return _("The save could not be deleted.")
    return None


def _reason(err: OSError) -> str:
    from game.storage.documents import os_reason

    return notice(os_reason(err))


def check_saves_folder(ctx: Context) -> str | None:
    """At start-up: make sure games can be saved (the data folder and its saves/
    can be created and written); a sentence telling the player why not, or None."""
    folder = saves_folder(ctx)
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        return tr("Games cannot be saved: the folder {folder} cannot be created ({reason}).",
                  folder=str(folder), reason=_reason(err))
    if not os.access(folder, os.W_OK):
        return tr("Games cannot be saved: the folder {folder} cannot be written "
                  "(permission was refused).", folder=str(folder))
    return None


def record_statistics(ctx: Context, state: Any, seat: int) -> str | None:
    """Count the deal just ended in ``state`` for the player in ``seat``; returns a
    sentence for the player when something went wrong. When the deal could not be
    written, :attr:`Context.statistics_problem` keeps the sentence for the
    statistics screen."""
    storage = _storage()
    if storage is None or ctx.data_dir is None:
        return None
    try:
        from game.storage.statistics import count_deal

        read, problem = count_deal(ctx.data_dir, state, seat)
    except Exception:  # statistics never stop the table
        read, problem = None, _("A deal could not be counted in your statistics.")
    if problem:
        ctx.statistics_problem = problem
    message = joined(read, problem)
    return notice(message) if message else None


def game_notice(ctx: Context) -> str | None:
    """What the score sheet repeats about storage: the game is not being saved
    (and why) or is read-only, a deal could not be counted; None when all is well."""
    table = next((s for s in reversed(ctx.app.stack) if hasattr(s, "autosaver")), None)
    notes = []
    if table is not None and ctx.data_dir is not None:
        if table.autosaver is None:
            notes.append(_("This game is not being saved."))
        elif getattr(table.autosaver, "problem", None):
            notes.append(notice(table.autosaver.problem))
    if ctx.statistics_problem:
        notes.append(notice(ctx.statistics_problem))
    return " ".join(notes) or None


def current_settings(ctx: Context) -> Any:
    """``ctx.settings``, or the default Settings when none were loaded (None
    when storage is unavailable and nothing was loaded)."""
    if ctx.settings is not None:
        return ctx.settings
    storage = _storage()
    return storage.Settings() if storage is not None else None


def change_settings(ctx: Context, **changes: Any) -> str | None:
    """Apply ``changes`` to the settings, keep them in ``ctx.settings`` and save
    them in the data folder. Returns a sentence for the player if that failed."""
    settings = current_settings(ctx)
    if settings is None:
        return _("Settings cannot be changed: the storage module is missing.")
    try:
        if hasattr(settings, "replace"):
            settings = settings.replace(**changes)
        else:
            import dataclasses

            settings = dataclasses.replace(settings, **changes)
    except (ValueError, TypeError) as err:
        return notice(sentence_of(err))
    ctx.settings = settings
    storage = _storage()
    if storage is None or ctx.data_dir is None:
        return None
    try:
        storage.save_settings(settings, ctx.data_dir)
    except OSError as err:
        return tr("Your settings could not be saved ({reason}).", reason=_reason(err))
    return None


def load_statistics(ctx: Context) -> tuple[Any, str | None]:
    """The player's statistics (``Statistics`` or None) and a message or None."""
    storage = _storage()
    if storage is None or ctx.data_dir is None:
        return None, None
    try:
        result = storage.load_statistics(ctx.data_dir)
    except Exception:  # never stop the menus
        return None, _("Your statistics could not be read.")
    if isinstance(result, tuple):
        return result[0], (result[1] if len(result) > 1 else None)
    return result, None


def recover_damaged(ctx: Context) -> str | None:
    """At start-up: every save that cannot be read is moved aside (``.corrupt``)
    and its previous autosave restored when good, and so is a ``statistics.json``
    that cannot be read (the player is told once: the next start finds no bad
    file); returns the sentences for the player, or None when all was fine."""
    storage = _storage()
    messages = []
    if storage is not None and ctx.data_dir is not None:
        _stats, message = load_statistics(ctx)
        if message:
            messages.append(message)
    for info in list_saves(ctx):
        if getattr(info, "problem", None) is None:
            continue
        try:
            result = storage.open_save(info.path)
        except Exception:  # never stop the game at start-up
            messages.append(tr("The saved game {name} could not be checked.", name=info.path.name))
            continue
        if result.message:
            messages.append(result.message)
    return joined(*messages)
