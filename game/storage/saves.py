"""Saved games: a versioned JSON file per game holding the variant, the table
rules, the seed, the players and the action log; loading replays the log through
the rules core and checks the result against a recorded snapshot.

A save of format 1::

    {"format": 1, "game": "classic", "table_rules": {"target": 5000, ...},
     "seed": 1234,
     "players": [{"seat": 0, "kind": "human", "level": "normal", "name": "You"}, ...],
     "actions": ["draw", "meld QH/0 QS/0 QD/1", "discard 9C/0", ...],
     "snapshot": {"deal": 1, "scores": [0, 0], "phase": "draw",
                  "checksum": "<sha256 of the fingerprint and table rules>"},
     "created": "2025-01-31T20:15:00+00:00", "updated": "...", "finished": false}

The file name without ``.json`` is the save's id. Files are written with
:func:`~game.storage.atomic.atomic_write_json` (the previous good file stays as
``ID.json.bak``). Every problem reading a save is a :class:`SaveError`;
:func:`open_save` turns it into a message for the player and never raises.
Older formats are brought up to date by :data:`UPGRADES`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.ai import LEVELS
from game.rules.actions import Action, LayOut, parse_action
from game.rules.engine import IllegalActionError, apply, new_game
from game.rules.games import get_ruleset
from game.rules.games.modern import threes_problem
from game.rules.messages import N_, Refusal, Sentences, Word, sentence_of
from game.rules.ruleset import RuleSet, TableRuleError, UnknownGameError
from game.rules.state import GameState, Phase
from game.storage.atomic import atomic_write_json, backup_path, copy_file_atomically
from game.storage.documents import (
    DocumentError,
    Upgrade,
    check,
    entry,
    one_of,
    only_keys,
    os_reason,
    read_json,
    set_aside,
    timestamp,
)
from game.storage.documents import upgrade as run_upgrades
from game.storage.locks import SaveLock, SaveLockedError, lock_owner, lock_path

FORMAT = 2
"""The save format this version writes (2: Modern American's lay-outs of threes
are the player's, MA-2.2, MA-2.4)."""

MAX_SAVE_BYTES = 10_000_000
"""A larger file is not a save of this game (a long game is under 100 kB)."""

KINDS = ("human", "ai")
"""Who sits in a seat."""


SAVE_ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")
"""A save id is a file name without ``.json``: letters, digits, ``_ . -``."""

_PROGRAM = "Canasta Table"


class SaveError(ValueError):
    """A save that cannot be used. ``str(error)`` is one sentence for the player:
    "This save could not be read: the file is cut short (line 3)."; ``reason`` is
    the part after the colon. Both are :class:`~game.rules.messages.Refusal`
    strings (the sentence is ``error.args[0]``), shown by :func:`game.i18n.refusal`."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(Refusal(N_("This save could not be read: {reason}."), reason=reason))


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """Who sits in ``seat`` (0-based): ``kind`` "human" or "ai", the AI ``level``
    (one of ``game.ai.LEVELS``; kept for a human too, for hints and auto-play) and
    a display ``name``."""

    seat: int
    kind: str
    level: str
    name: str

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "level": self.level, "name": self.name}


@dataclass(frozen=True, slots=True)
class SaveSnapshot:
    """What the end of the action log must reproduce: the deal number (1-based),
    the cumulative scores per side, the phase (``Phase.value``) and the
    :func:`state_checksum` (sha256 of the fingerprint and the table rules)."""

    deal: int
    scores: tuple[int, ...]
    phase: str
    checksum: str

    @classmethod
    def of(cls, state: GameState) -> SaveSnapshot:
        """The snapshot of ``state``."""
        return cls(state.deal_no, tuple(state.scores), state.phase.value, state_checksum(state))

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "scores": list(self.scores), "phase": self.phase,
                "checksum": self.checksum}


@dataclass(frozen=True)
class SavedGame:
    """A game as saved: everything needed to replay it, and its bookkeeping.

    ``id`` is the file name without ``.json``; ``actions`` are action texts
    (``str(action)``); ``snapshot`` describes the state after the last action
    (None until known: :func:`save_game` then computes it); ``created`` and
    ``updated`` are ISO 8601 times; ``finished`` says the game is over.
    """

    id: str
    game: str
    seed: int
    players: tuple[PlayerInfo, ...]
    table_rules: Mapping[str, str | int | bool] = field(default_factory=dict)
    actions: tuple[str, ...] = ()
    snapshot: SaveSnapshot | None = None
    created: str = ""
    updated: str = ""
    finished: bool = False

    @classmethod
    def new(cls, game: str, seed: int, players: list[PlayerInfo] | tuple[PlayerInfo, ...],
            table_rules: Mapping[str, str | int | bool] | None = None, *,
            folder: str | os.PathLike[str] | None = None,
            now: datetime | None = None) -> SavedGame:
        """A save for a game about to start, with an id made from the game and the
        time (``classic-20250131-201500``, plus ``-2``, ``-3`` ... if ``folder``
        already holds that id). The table rules are stored in full (every option
        of the game with its value).

        Raises UnknownGameError or TableRuleError (ValueError) as ``new_game`` does.
        """
        stamp = _now(now)
        return cls(id=new_save_id(game, folder, now), game=game, seed=seed,
                   players=tuple(players),
                   table_rules=get_ruleset(game, table_rules).table_rules(),
                   created=stamp, updated=stamp)

    def with_state(self, state: GameState, now: datetime | None = None,
                   touch: bool = True) -> SavedGame:
        """A copy whose table rules (in full), snapshot and ``finished`` describe
        ``state`` (the state after the last action of ``actions``); ``updated``
        becomes ``now`` unless ``touch`` is false."""
        return dataclasses.replace(self, table_rules=state.ruleset.table_rules(),
                                   snapshot=SaveSnapshot.of(state),
                                   finished=state.phase is Phase.GAME_OVER,
                                   updated=_now(now) if touch else self.updated)

    def to_json(self) -> dict[str, Any]:
        """The document of format :data:`FORMAT`; raises ValueError without a snapshot."""
        if self.snapshot is None:
            raise ValueError("a save needs its snapshot: use with_state(state) first")
        return {
            "format": FORMAT,
            "game": self.game,
            "table_rules": dict(self.table_rules),
            "seed": self.seed,
            "players": [p.to_json() for p in self.players],
            "actions": list(self.actions),
            "snapshot": self.snapshot.to_json(),
            "created": self.created,
            "updated": self.updated,
            "finished": self.finished,
        }


@dataclass(frozen=True)
class LoadedGame:
    """A save read from ``path`` and the state its actions lead to."""

    saved: SavedGame
    state: GameState
    path: Path


@dataclass(frozen=True)
class LoadResult:
    """What :func:`open_save` found: the state (None if nothing could be opened), a
    message for the player (None when all went well), whether the previous
    autosave (``.bak``) was used, and the save itself (to go on autosaving)."""

    state: GameState | None
    message: str | None
    used_backup: bool
    saved: SavedGame | None = None


@dataclass(frozen=True)
class SaveInfo:
    """One line of the saves list. For a file that cannot be read, ``problem`` says
    why (a clause, as :attr:`SaveError.reason`) and the other fields are empty."""

    id: str
    path: Path
    game: str = ""
    deal: int = 0
    scores: tuple[int, ...] = ()
    phase: str = ""
    players: tuple[str, ...] = ()
    created: str = ""
    updated: str = ""
    finished: bool = False
    problem: str | None = None


# ---------------------------------------------------------------------------
# Ids, times, checksums


def state_checksum(state: GameState) -> str:
    """The sha256 (hex) of ``state.fingerprint()`` followed by the table rules in
    force that differ from their defaults (the fingerprint names the game but not
    its table rules, and a changed table rule changes the game; a table rule added
    later, at its default, leaves older saves' checksums valid): equal states,
    equal checksums."""
    defaults = {opt.name: opt.default for opt in state.ruleset.options}
    changed = {name: value for name, value in state.ruleset.table_rules().items()
               if defaults.get(name, object()) != value}
    rules = json.dumps(changed, sort_keys=True)
    return hashlib.sha256(f"{state.fingerprint()}\n{rules}".encode()).hexdigest()


def new_save_id(game: str, folder: str | os.PathLike[str] | None = None,
                now: datetime | None = None) -> str:
    """``GAME-YYYYMMDD-HHMMSS`` (local time), made unique in ``folder`` if given (no
    save, previous autosave or lock of that id there)."""
    moment = now or datetime.now()
    safe_game = re.sub(r"[^A-Za-z0-9_-]", "_", game) or "game"
    base = f"{safe_game}-{moment:%Y%m%d-%H%M%S}"
    if folder is None:
        return base
    n = 1
    candidate = base
    while any(p.exists() or p.is_symlink() for p in _files_of(Path(folder) / f"{candidate}.json")):
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def _files_of(path: Path) -> tuple[Path, Path, Path]:
    return path, backup_path(path), lock_path(path)


def save_path(folder: str | os.PathLike[str], save_id: str) -> Path:
    """The file of save ``save_id`` in ``folder``; raises ValueError for an id that
    is not a plain file name (see :data:`SAVE_ID_PATTERN`)."""
    if not SAVE_ID_PATTERN.match(save_id):
        raise ValueError(f"'{save_id}' is not a save id (letters, digits, '_', '.', '-')")
    return Path(folder) / f"{save_id}.json"


def _now(now: datetime | None = None) -> str:
    moment = now or datetime.now(UTC)
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.isoformat(timespec="seconds")


# ---------------------------------------------------------------------------
# Writing


def save_game(saved: SavedGame, folder: str | os.PathLike[str], *,
              exclusive: bool = False) -> Path:
    """Write ``saved`` to ``folder/ID.json`` atomically (the previous good file
    stays as ``ID.json.bak``) and return the path; with ``exclusive``, only create
    it (FileExistsError if it exists).

    Without a snapshot, the log is replayed first to compute it (SaveError if it
    is not a legal game). Raises ValueError for a bad id, OSError if the disk
    refuses (the previous file is then untouched).
    """
    path = save_path(folder, saved.id)
    if saved.snapshot is None:
        saved = saved.with_state(replay(saved))
    atomic_write_json(path, saved.to_json(), exclusive=exclusive)
    return path


READ_ONLY = Refusal(N_("This game is open in another window, so it is read-only here: "
                       "your moves are not saved."))
"""What a read-only :class:`Autosaver` says (its :attr:`~Autosaver.problem`)."""


class Autosaver:
    """Keeps one game's save file up to date, one action at a time.

    ``Autosaver(folder, saved, state=None, lock=False, read_only=False)``:
    ``saved`` is the game so far (for a new game, :meth:`SavedGame.new` with no
    actions); ``state`` the state after its actions (replayed when not given:
    SaveError for a bad log). The table rules are stored in full (every option of
    the game with its value), as ``RuleSet.table_rules()`` gives them.

    A new save (no snapshot yet, as :meth:`SavedGame.new` makes it) or one not on
    disk is written at once, created exclusively: when another window took its id
    in the same second, the next free id is used (see :attr:`saved`). With
    ``lock``, the save is locked for this window (:mod:`game.storage.locks`) until
    :meth:`close`; an existing save open in another window raises
    SaveLockedError. ``read_only`` never writes: the game goes on in memory and
    :attr:`problem` says so.

    The table calls :meth:`record` after every completed action. A failed write
    (a folder that cannot be created, a full disk, no permission) does not stop
    the game: :attr:`problem` then holds a sentence for the player until a later
    write succeeds.
    """

    def __init__(self, folder: str | os.PathLike[str], saved: SavedGame,
                 state: GameState | None = None, *, lock: bool = False,
                 read_only: bool = False) -> None:
        self.folder = Path(folder)
        self.path: Path = save_path(self.folder, saved.id)
        self.state: GameState = state if state is not None else replay(saved)
        self.saved: SavedGame = saved.with_state(self.state, touch=False)
        self.read_only = read_only
        self.lock: SaveLock | None = None
        self.problem: str | None = READ_ONLY if read_only else None
        if read_only:
            return
        if saved.snapshot is not None and self.path.exists():  # a save read from disk
            if lock:
                self.lock = _try_lock(self.path)
        else:
            self._create(lock)

    def _create(self, lock: bool) -> None:
        """Write the new save under a free id, created exclusively (and locked)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            self.problem = self._cannot(err)
            return
        for _ in range(100):
            if lock:
                try:
                    self.lock = _try_lock(self.path)
                except SaveLockedError:
                    self._next_id()
                    continue
            try:
                save_game(self.saved, self.folder, exclusive=True)
            except FileExistsError as err:
                self.close()
                if not self.path.exists() and not self.path.is_symlink():
                    self.problem = self._cannot(err)  # the folder itself, not the id
                    return
                self._next_id()
                continue
            except OSError as err:
                self.problem = self._cannot(err)
                return
            self.problem = None
            return
        self.problem = Refusal(N_("This game could not be saved: no free name was found "
                                  "for it."))

    def _next_id(self) -> None:
        self.saved = dataclasses.replace(self.saved,
                                         id=new_save_id(self.saved.game, self.folder))
        self.path = save_path(self.folder, self.saved.id)

    def _cannot(self, err: OSError) -> str:
        if self.folder.is_dir():
            message = N_("This game could not be saved: the folder {folder} cannot be written "
                         "({reason}).")
        else:
            message = N_("This game could not be saved: the folder {folder} cannot be created "
                         "({reason}).")
        return Refusal(message, folder=str(self.folder), reason=os_reason(err))

    def record(self, action: Action | str) -> GameState:
        """Apply ``action`` (an Action or its text) to the autosaver's state, append
        it to the log, write the file and return the new state.

        Raises IllegalActionError (or ValueError for bad text) if the action is not
        legal here: the table must record only what the rules accepted.
        """
        act = parse_action(action) if isinstance(action, str) else action
        self.state, _moves = apply(self.state, act)
        self.saved = dataclasses.replace(
            self.saved, actions=self.saved.actions + (str(act),)).with_state(self.state)
        self.write()
        return self.state

    def write(self) -> bool:
        """Write the file now; returns False (and sets :attr:`problem`) on failure,
        and always when read-only."""
        if self.read_only:
            return False
        try:
            save_game(self.saved, self.folder)
        except OSError as err:
            self.problem = self._cannot(err)
            return False
        self.problem = None
        return True

    def close(self) -> None:
        """Give up the save's lock (the game is closed or another one opened)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def _try_lock(path: Path) -> SaveLock | None:
    """Lock ``path`` (SaveLockedError if another window has it); None when no lock
    file can be written: the save's own writes then say why."""
    try:
        return SaveLock.acquire(path)
    except OSError:
        return None


# ---------------------------------------------------------------------------
# Reading


def load_game(path: str | os.PathLike[str], save_id: str | None = None) -> LoadedGame:
    """Read, check and replay the save at ``path``.

    Every key and type is checked, older formats are upgraded (:data:`UPGRADES`),
    the action log is replayed through the rules core and the result compared
    with the recorded snapshot. ``save_id`` defaults to the file name without
    ``.json`` (give it when reading a ``.bak``). The loaded actions are in their
    standard text (``"drAw"`` becomes ``"draw"``). Raises SaveError for any problem.
    """
    p = Path(path)
    try:
        saved = read_save(p, save_id)
    except DocumentError as err:
        raise SaveError(err.reason) from None
    state, actions = _replay(saved)
    _check_snapshot(saved, state)
    return LoadedGame(dataclasses.replace(saved, actions=actions), state, p)


def read_save(path: Path, save_id: str | None = None) -> SavedGame:
    """Read and check a save's document without replaying it (for lists).

    Raises DocumentError (whose ``reason`` is a clause for a player).
    """
    data = read_json(path, MAX_SAVE_BYTES)
    data = run_upgrades(data, FORMAT, UPGRADES, _PROGRAM)
    return parse_document(data, save_id if save_id is not None else _id_of(path))


def _id_of(path: Path) -> str:
    name = path.name
    for suffix in (".bak", ".json"):
        name = name.removesuffix(suffix)
    return name


def parse_document(data: dict[str, Any], save_id: str) -> SavedGame:
    """Turn a format-1 document into a SavedGame, checking every key and type.

    Raises DocumentError naming the first bad entry.
    """
    only_keys(data, _KEYS)
    game = entry(data, "game", "str")
    table_rules = entry(data, "table_rules", "dict")
    for name, value in table_rules.items():
        if not isinstance(value, (str, int)):  # bool is an int
            check(value, "str", f"table_rules.{name}")
    seed = entry(data, "seed", "int")
    players = tuple(_player(p, i) for i, p in enumerate(entry(data, "players", "list")))
    if not players:
        raise DocumentError(Refusal(N_("the entry '{name}' is empty"), name="players"))
    actions = entry(data, "actions", "list")
    for i, text in enumerate(actions):
        check(text, "str", f"actions[{i}]")
    snap = entry(data, "snapshot", "dict")
    only_keys(snap, {"deal", "scores", "phase", "checksum"}, "snapshot")
    deal = entry(snap, "deal", "int", "snapshot")
    scores = entry(snap, "scores", "list", "snapshot")
    for i, s in enumerate(scores):
        check(s, "int", f"snapshot.scores[{i}]")
    phase = one_of(entry(snap, "phase", "str", "snapshot"),
                   tuple(p.value for p in Phase), "snapshot.phase")
    checksum = entry(snap, "checksum", "str", "snapshot")
    if not re.fullmatch(r"[0-9a-f]{64}", checksum):
        raise DocumentError(Refusal(N_("the entry '{name}' is not a sha256 checksum"),
                                    name="snapshot.checksum"))
    return SavedGame(
        id=save_id, game=game, seed=seed, players=players, table_rules=table_rules,
        actions=tuple(actions), snapshot=SaveSnapshot(deal, tuple(scores), phase, checksum),
        created=timestamp(data, "created"), updated=timestamp(data, "updated"),
        finished=entry(data, "finished", "bool"))


_KEYS = {"format", "game", "table_rules", "seed", "players", "actions", "snapshot", "created",
         "updated", "finished"}


def _player(obj: Any, i: int) -> PlayerInfo:
    where = f"players[{i}]"
    check(obj, "dict", where)
    only_keys(obj, {"seat", "kind", "level", "name"}, where)
    seat = entry(obj, "seat", "int", where)
    if seat != i:
        raise DocumentError(Refusal(N_("the entry '{name}' is {seat}; the seats go 0, 1, 2 ... "
                                       "in order"), name=f"{where}.seat", seat=seat))
    kind = one_of(entry(obj, "kind", "str", where), KINDS, f"{where}.kind")
    level = one_of(entry(obj, "level", "str", where), LEVELS, f"{where}.level")
    name = entry(obj, "name", "str", where)
    if len(name) > 100:
        raise DocumentError(Refusal(N_("the entry '{name}' is too long"), name=f"{where}.name"))
    return PlayerInfo(seat, kind, level, name)


def replay(saved: SavedGame) -> GameState:
    """The state after ``saved.actions``, played from ``new_game`` (G-13: a game
    replays exactly from variant, table rules, seed and actions).

    Raises SaveError naming the game, table rule or action that fails.
    """
    return _replay(saved)[0]


def _replay(saved: SavedGame) -> tuple[GameState, tuple[str, ...]]:
    """:func:`replay`, also returning the actions in their standard text."""
    try:
        ruleset = get_ruleset(saved.game)
    except UnknownGameError:
        raise SaveError(Refusal(N_("it is a game this version does not know ('{game}')"),
                                game=_short(saved.game))) from None
    _check_table_rules(ruleset, saved.table_rules)
    try:
        state = new_game(saved.game, dict(saved.table_rules), saved.seed)
    except TableRuleError as err:
        raise SaveError(Refusal(N_("its {problem}"), problem=sentence_of(err))) from None
    except Exception as err:  # the file's content drives this: never let it escape
        raise SaveError(Refusal(N_("its game could not be set up ({error})"), error=_what(err))
                        ) from None
    if len(saved.players) != state.ruleset.players:
        raise SaveError(Refusal(N_("it lists {n} players where {game} has {players}"),
                                n=len(saved.players), game=Word(state.ruleset.name),
                                players=state.ruleset.players))
    actions = []
    for i, text in enumerate(saved.actions, start=1):
        try:
            action = parse_action(text)
            actions.append(str(action))
        except ValueError:
            raise SaveError(Refusal(N_("move {n} ('{move}') is not a move of the game"),
                                    n=i, move=_short(text))) from None
        try:
            state, _moves = apply(state, action)
        except IllegalActionError:
            raise SaveError(Refusal(N_("move {n} ('{move}') is not legal at that point"),
                                    n=i, move=_short(text))) from None
        except Exception as err:  # an engine failure on odd input must not escape
            raise SaveError(Refusal(N_("move {n} ('{move}') could not be replayed ({error})"),
                                    n=i, move=_short(text), error=_what(err))) from None
    return state, tuple(actions)


def _check_table_rules(ruleset: RuleSet, table_rules: Mapping[str, Any]) -> None:
    """Each table rule must be one of the game's, with one of its values exactly
    (as ``RuleSet.table_rules()`` writes them: true/false, numbers, words). A rule
    not listed takes its default, so saves stay readable when a rule is added."""
    for name, value in table_rules.items():
        try:
            option = ruleset.option(name)
        except TableRuleError:
            raise SaveError(Refusal(N_("it has a table rule this version does not know "
                                       "('{rule}')"), rule=_short(name))) from None
        if not any(value == c and type(value) is type(c) for c in option.choices):
            valid = ", ".join(json.dumps(c) for c in option.choices)
            raise SaveError(Refusal(N_("its table rule '{rule}' cannot be {value} (valid values: "
                                       "{valid})"), rule=name, value=_short(json.dumps(value)),
                                    valid=valid))


def _check_snapshot(saved: SavedGame, state: GameState) -> None:
    snap = saved.snapshot
    assert snap is not None
    if (snap.checksum != state_checksum(state) or snap.deal != state.deal_no
            or list(snap.scores) != list(state.scores) or snap.phase != state.phase.value):
        raise SaveError(Refusal(N_("its moves do not lead to the position it recorded "
                                   "(the file was changed or damaged)")))
    if saved.finished != (state.phase is Phase.GAME_OVER):
        raise SaveError(Refusal(N_("it says the game is over, but its moves say otherwise")
                                if saved.finished else
                                N_("it says the game is not over, but its moves say otherwise")))


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _what(err: Exception) -> str:
    return f"{type(err).__name__}: {_short(str(err), 80)}" if str(err) else type(err).__name__


def open_save(path: str | os.PathLike[str]) -> LoadResult:
    """Open a save for the table; never raises, whatever the file holds.

    A save that cannot be read is moved aside to ``NAME.corrupt`` (``NAME.2.corrupt``
    ... : nothing is overwritten), then the previous autosave ``NAME.bak`` is tried;
    if it is good it is copied back to ``NAME`` and opened. The message explains
    what happened in a sentence or two; it is None when the save opened normally.
    """
    p = Path(path)
    try:
        return _open_save(p)
    except Exception as err:  # a last guard: the table must never crash on a save
        return LoadResult(None, Refusal(N_("This save could not be opened ({error})."),
                                        error=_what(err)), False)


def _open_save(path: Path) -> LoadResult:
    try:
        loaded = load_game(path)
        return LoadResult(loaded.state, None, False, loaded.saved)
    except SaveError as err:
        sentences = [err.args[0]]
    aside = set_aside(path)
    if aside:
        sentences.append(aside)
    bak = backup_path(path)
    if not bak.exists():
        return LoadResult(None, Sentences(*sentences), False)
    try:
        loaded = load_game(bak, save_id=_id_of(path))
    except SaveError as err:
        sentences.append(Refusal(N_("The previous autosave could not be read either: {reason}."),
                                 reason=err.reason))
        return LoadResult(None, Sentences(*sentences), False)
    try:
        if not path.exists():
            copy_file_atomically(bak, path)
    except OSError:
        pass  # the game still opens; the next autosave writes NAME again
    sentences.append(Refusal(N_("The previous autosave was opened instead; the last move may "
                                "be missing.")))
    return LoadResult(loaded.state, Sentences(*sentences), True, loaded.saved)


# ---------------------------------------------------------------------------
# The list of saves


def list_saves(folder: str | os.PathLike[str]) -> list[SaveInfo]:
    """Every save in ``folder`` (``*.json``), newest first, checked but not replayed.

    A file that cannot be read is listed last with its ``problem``; a missing
    folder gives an empty list.
    """
    good: list[SaveInfo] = []
    bad: list[SaveInfo] = []
    try:
        entries = sorted(Path(folder).glob("*.json"))
    except OSError:
        return []
    for path in entries:
        if path.name.startswith(".") or not path.is_file():
            continue
        save_id = _id_of(path)
        try:
            saved = read_save(path, save_id)
        except DocumentError as err:
            bad.append(SaveInfo(save_id, path, problem=err.reason))
            continue
        snap = saved.snapshot
        assert snap is not None
        good.append(SaveInfo(
            id=save_id, path=path, game=saved.game, deal=snap.deal, scores=snap.scores,
            phase=snap.phase, players=tuple(p.name for p in saved.players),
            created=saved.created, updated=saved.updated, finished=saved.finished))
    good.sort(key=lambda s: _sort_time(s.updated), reverse=True)
    return good + bad


def _sort_time(stamp: str) -> datetime:
    moment = datetime.fromisoformat(stamp)
    return moment if moment.tzinfo else moment.astimezone()


def latest_unfinished(folder: str | os.PathLike[str]) -> SaveInfo | None:
    """The most recently updated readable save whose game is not over, or None."""
    return next((s for s in list_saves(folder) if not s.finished and s.problem is None), None)


def delete_save(path: str | os.PathLike[str]) -> None:
    """Delete a save, its ``.bak`` and a stale lock (files moved aside as
    ``.corrupt`` stay).

    A file already gone is not an error. Raises SaveLockedError (nothing deleted)
    if the game is open in another window, OSError if a file cannot be deleted.
    """
    p = Path(path)
    owner = lock_owner(p)
    if owner is not None:
        raise SaveLockedError(p, owner)
    for victim in (p, backup_path(p), lock_path(p)):
        try:
            victim.unlink()
        except FileNotFoundError:
            pass


# ---------------------------------------------------------------------------
# Older formats


def _upgrade_0_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (the first shape): ``"moves"`` instead of ``"actions"``, ``"rules"``
    instead of ``"table_rules"``, ``"players"`` a list of ``"human"`` or an AI level
    per seat, one ``"saved"`` time, no ``"snapshot"`` nor ``"finished"``.

    Format 1 adds names ("You", "Computer 1" ...), created/updated times and the
    snapshot and ``finished``, computed by replaying the moves (DocumentError if
    they are not a legal game).
    """
    only_keys(data, {"format", "game", "rules", "seed", "players", "moves", "saved"})
    kinds = entry(data, "players", "list")
    players = []
    for seat, who in enumerate(kinds):
        check(who, "str", f"players[{seat}]")
        if who == "human":
            players.append(PlayerInfo(seat, "human", "normal", "You"))
        elif who in LEVELS:
            players.append(PlayerInfo(seat, "ai", who, f"Computer {seat}"))
        else:
            raise DocumentError(Refusal(N_("the entry '{name}' is not a player"),
                                        name=f"players[{seat}]"))
    if not players:
        raise DocumentError(Refusal(N_("the entry '{name}' is empty"), name="players"))
    moves = entry(data, "moves", "list")
    for i, text in enumerate(moves):
        check(text, "str", f"moves[{i}]")
    rules = entry(data, "rules", "dict")
    for name, value in rules.items():
        if not isinstance(value, (str, int)):
            check(value, "str", f"rules.{name}")
    stamp = timestamp(data, "saved")
    saved = SavedGame(id="upgrade", game=entry(data, "game", "str"),
                      seed=entry(data, "seed", "int"), players=tuple(players),
                      table_rules=rules, actions=tuple(moves), created=stamp, updated=stamp)
    try:
        state = replay(saved)
    except SaveError as err:
        raise DocumentError(err.reason) from None
    out = saved.with_state(state).to_json()
    out["updated"] = stamp
    out["format"] = 1
    return out


def _upgrade_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2: in Modern American Canasta the player chooses which of a red and a
    black three to lay out (MA-2.2) and lays out a held three before the initial
    meld (MA-2.4); format 1's rules core did both by itself. A format-1 ``modern``
    log gets those lay-outs where it made them (the later three; the melder's
    three just before the meld, which draws the same card). A log that does not
    replay is left as it is: reading it then names the move at fault."""
    out = dict(data)
    out["format"] = 2
    if data.get("game") == "modern" and isinstance(data.get("actions"), list):
        try:
            out["actions"] = _with_implied_lay_outs(data)
        except Exception:  # odd content: the replay that follows names what is wrong
            pass
    return out


def _with_implied_lay_outs(data: dict[str, Any]) -> list[str]:
    """The actions of a format-1 ``modern`` document, with the lay-outs its rules
    core made by itself (:func:`_upgrade_1_to_2`). Raises on a log that does not
    replay."""
    state = new_game("modern", dict(data.get("table_rules") or {}), data["seed"])
    out: list[str] = []
    for text in data["actions"]:
        action = parse_action(text)
        while threes_problem(state, action) is not None:
            three = LayOut([c for c in state.hands[state.current] if c.rank == 3][-1])
            state = apply(state, three)[0]
            out.append(str(three))
        state = apply(state, action)[0]
        out.append(text)
    return out


UPGRADES: dict[int, Upgrade] = {0: _upgrade_0_to_1, 1: _upgrade_1_to_2}
"""``UPGRADES[n]`` turns a save document of format n into format n + 1."""
