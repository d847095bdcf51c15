"""The player's options in ``settings.json`` (versioned, written atomically).

A file that cannot be read is moved aside and the defaults (or the previous
copy, ``settings.json.bak``) are used; a single bad value falls back to its
default. Either way :func:`load_settings` returns a message for the player.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai import LEVELS
from game.rules.games import RULESETS, player_counts
from game.rules.messages import N_, Refusal, Sentences, joined
from game.storage.atomic import atomic_write_json
from game.storage.documents import Upgrade, read_or_recover, upgrade
from game.storage.paths import settings_path

FORMAT = 1
"""The settings format this version writes."""

UPGRADES: dict[int, Upgrade] = {}
"""``UPGRADES[n]`` turns settings of format n into format n + 1 (none yet)."""

ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
CARD_SIZES = ("small", "medium", "large")
HAND_SORTS = ("rank", "suit")
LANGUAGES = ("", "en", "fa", "hu")
"""The languages: "" follows the system locale (English if it is none of the others)."""
MAX_LEVELS = 8
MAX_ABANDONED = 20
"""How many abandoned games the settings remember (the newest)."""
MAX_LESSONS = 500
"""How many finished lessons the settings remember."""
WINDOW_LIMITS = (200, 20000)
"""The least and most pixels a remembered window width or height may be."""

_MAX_BYTES = 1_000_000


class SettingsError(ValueError):
    """A setting that does not exist or a value it does not accept; the message is
    a sentence listing the valid ones (a :class:`~game.rules.messages.Refusal`:
    :func:`~game.rules.messages.sentence_of` gives it)."""


@dataclass(frozen=True)
class Settings:
    """The options: ``animation_speed`` ("instant", "fast", "normal", "slow"),
    ``card_size`` ("small", "medium", "large"), ``hand_sort`` ("rank", "suit"),
    ``sound`` (on/off), ``language`` ("" = the system's, "en", "fa", "hu"),
    ``persian_digits`` (numbers in Persian digits in Persian; on),
    ``last_game`` (a game id or None),
    ``last_levels`` (the AI levels chosen last, by seat after the player's),
    ``four_colour`` (clubs and diamonds in their own colours; off),
    ``reduce_motion`` (cards and menus move without animation; off) and
    ``window_size`` (the window's last (width, height) in pixels, or None) and
    ``last_players`` (the number of players last chosen for each game played by
    several counts, as (game id, count) pairs) and ``abandoned`` (the save ids of
    the games the player abandoned, newest last, at most :data:`MAX_ABANDONED`:
    the title's Continue does not offer them; they stay in the saved games) and
    ``lessons_done`` (the lessons played to their end, as ``"game/lesson"``, e.g.
    ``"classic/01-a-turn"``, at most :data:`MAX_LESSONS`: Learn marks them done) and
    ``live_coach`` (before a discard or a pile pickup the coach prices at 100 points
    or more, the table warns; off, docs/coach.md)."""

    animation_speed: str = "normal"
    card_size: str = "medium"
    hand_sort: str = "rank"
    sound: bool = True
    language: str = ""
    persian_digits: bool = True
    last_game: str | None = None
    last_levels: tuple[str, ...] = ()
    four_colour: bool = False
    reduce_motion: bool = False
    window_size: tuple[int, int] | None = None
    last_players: tuple[tuple[str, int], ...] = ()
    abandoned: tuple[str, ...] = ()
    lessons_done: tuple[str, ...] = ()
    live_coach: bool = False

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes`` checked by :func:`check_setting`; raises SettingsError."""
        checked = {name: check_setting(name, value) for name, value in changes.items()}
        return dataclasses.replace(self, **checked)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "last_players":
                value = dict(value)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


_CHOICES: dict[str, tuple[str, ...]] = {
    "animation_speed": ANIMATION_SPEEDS,
    "card_size": CARD_SIZES,
    "hand_sort": HAND_SORTS,
    "language": LANGUAGES,
}


def check_setting(name: str, value: Any) -> Any:
    """Return ``value`` in its stored form if setting ``name`` accepts it.

    Raises SettingsError: "The setting 'card_size' cannot be 'huge'; valid values:
    small, medium, large."
    """
    if name in _CHOICES:
        if isinstance(value, str) and value in _CHOICES[name]:
            return value
        valid: str = ", ".join(c for c in _CHOICES[name] if c)
        if "" in _CHOICES[name]:  # first: "" follows the system
            valid = Refusal(N_("\"\" (the system's), {choices}"), choices=valid)
        raise SettingsError(_cannot(name, value, valid))
    if name == "sound":
        if isinstance(value, bool):
            return value
        raise SettingsError(_cannot(name, value, "true, false"))
    if name in ("four_colour", "reduce_motion", "persian_digits", "live_coach"):  # added later
        if isinstance(value, bool):
            return value
        raise SettingsError(_cannot(name, value, "true, false"))
    if name == "last_game":
        if value is None or (isinstance(value, str) and value in RULESETS):
            return value
        raise SettingsError(_cannot(name, value, Refusal(N_("{games} or none"),
                                                         games=", ".join(RULESETS))))
    if name == "last_levels":
        if (isinstance(value, (list, tuple)) and len(value) <= MAX_LEVELS
                and all(isinstance(v, str) and v in LEVELS for v in value)):
            return tuple(value)
        raise SettingsError(_cannot(name, value, Refusal(N_("a list of up to {n} of {levels}"),
                                                         n=MAX_LEVELS, levels=", ".join(LEVELS))))
    if name == "window_size":
        if value is None or (isinstance(value, (list, tuple)) and len(value) == 2
                             and all(type(v) is int and WINDOW_LIMITS[0] <= v <= WINDOW_LIMITS[1]
                                     for v in value)):
            return None if value is None else (value[0], value[1])
        raise SettingsError(_cannot(name, value, Refusal(
            N_("none, or a width and a height from {least} to {most} pixels"),
            least=WINDOW_LIMITS[0], most=WINDOW_LIMITS[1])))
    if name == "last_players":
        pairs = value.items() if isinstance(value, dict) else value
        try:
            checked = {game: count for game, count in pairs}
        except (TypeError, ValueError):
            checked = None
        if checked is not None and all(
                game in RULESETS and type(count) is int and count in player_counts(game)
                for game, count in checked.items()):
            return tuple(sorted(checked.items()))
        raise SettingsError(_cannot(name, value, Refusal(
            N_("a game id and a number of players it is played by, for each game"))))
    if name == "abandoned":
        if (isinstance(value, (list, tuple)) and len(value) <= MAX_ABANDONED
                and all(isinstance(v, str) and 0 < len(v) <= 200 for v in value)):
            return tuple(value)
        raise SettingsError(_cannot(name, value, Refusal(
            N_("a list of up to {n} save names"), n=MAX_ABANDONED)))
    if name == "lessons_done":
        if (isinstance(value, (list, tuple)) and len(value) <= MAX_LESSONS
                and all(isinstance(v, str) and 0 < len(v) <= 200 and "/" in v for v in value)):
            return tuple(dict.fromkeys(value))
        raise SettingsError(_cannot(name, value, Refusal(
            N_("a list of up to {n} lessons, each written game/lesson"), n=MAX_LESSONS)))
    names = ", ".join(f.name for f in dataclasses.fields(Settings))
    raise SettingsError(Refusal(N_("There is no setting '{name}'; the settings are: {names}."),
                                name=name, names=names))


def _cannot(name: str, value: Any, valid: str) -> Refusal:
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
    return Refusal(N_("The setting '{name}' cannot be {value}; valid values: {valid}."),
                   name=name, value=shown, valid=valid)


def _parse(data: Any, problems: list[str]) -> Settings:
    """Settings from a JSON value: DocumentError if it is not a settings document;
    a bad value keeps its default and adds a sentence to ``problems``."""
    data = upgrade(data, FORMAT, UPGRADES, "Canasta Table")
    defaults = Settings()
    values: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        if f.name not in data:
            continue
        try:
            values[f.name] = check_setting(f.name, data[f.name])
        except SettingsError as err:
            problems.append(Sentences(err.args[0], _default_text(getattr(defaults, f.name))))
    return dataclasses.replace(defaults, **values)


def _default_text(value: Any) -> Refusal:
    if value is None:
        return Refusal(N_("No value is used."))
    if isinstance(value, tuple):
        shown = ", ".join(value) or Refusal(N_("none"))
    else:
        shown = str(value).lower()
    return Refusal(N_("The default ({value}) is used."), value=shown)


def load_settings(root: str | os.PathLike[str] | None = None) -> tuple[Settings, str | None]:
    """Read ``settings.json`` in the data folder ``root`` (see
    :func:`~game.storage.paths.data_dir`). Returns the settings and a message for
    the player, or None when the file was fine (or absent: defaults). Never raises
    for the file's content.
    """
    path = settings_path(root)
    problems: list[str] = []

    def parse(data: Any) -> Settings:
        problems.clear()
        return _parse(data, problems)

    settings, sentences = read_or_recover(
        path, parse, N_("Your settings could not be read: {reason}."), _MAX_BYTES)
    if settings is None:
        if sentences:
            sentences.append(Refusal(N_("The default settings are used.")))
        settings = Settings()
    sentences += problems
    return settings, joined(*sentences)


def save_settings(settings: Settings, root: str | os.PathLike[str] | None = None) -> Path:
    """Write ``settings.json`` atomically (the previous copy stays as ``.bak``);
    returns its path. Raises OSError if the disk refuses."""
    return atomic_write_json(settings_path(root), settings.to_json())

