"""Lesson files: reading and checking ``assets/lessons/<game>/NN-name.toml``.

A lesson file (TOML, read with :mod:`tomllib`)::

    title = "A turn: draw, meld, discard"
    summary = "Draw a card, lay a meld, discard to end the turn (CL-2.2)."
    closing = "That is a whole turn."

    [[step]]
    say = "It is your turn. Draw the top card of the stock (CL-2.2)."
    position = '''
    game: classic
    turn: 0 draw
    hand 0: 8H 8S 9C
    '''
    outline = ["stock"]
    moves = ["draw"]
    wrong = "Draw from the stock this time: click it."
    after = "You drew a card."

Keys of a step (``say`` is the only one required):

* ``say``: what the learner reads; rule ids in brackets, ``(CL-2.2)``.
* ``position``: the position text the step starts from; without it the step
  goes on from where the previous one left the table (the first step needs one).
* ``outline``: what the table outlines, from :data:`OUTLINES`: ``"stock"``,
  ``"pile"``, ``"new meld"``, ``"undo"``, ``"hand 8H"`` (the learner's cards of that
  kind), ``"meld 3"`` (the learner's side's meld 3), ``"threes"``, ``"foot"``,
  ``"score"``.
* ``moves``: the learner's moves that advance the step, in order, in the action
  text of :mod:`game.rules.actions` (``"meld 8H 8S 8D"``; cards compared by kind,
  the pack does not matter), or ``"any discard"``, ``"any meld"``, ``"any take"``
  for any move of that kind; an entry may be a list of alternatives.
* ``any = true``: any legal move of the learner advances the step.
* ``until``: the learner plays on freely (the computer seats in between) until
  an event of :data:`EVENTS`.
* a step with none of ``moves``, ``any`` and ``until`` is read only: Next goes on.
* ``replies``: the computer seats' moves after the learner's, in order.
* ``then``: after the replies, the computer seats play at Normal until an event
  of :data:`EVENTS` (or until the learner is to act).
* ``wrong``: the step's own sentence for a move that is legal but not the one
  the step teaches (an illegal move is refused with the rule's sentence, and
  this one after it).
* ``after``: the sentence shown once the step is done.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.assets import asset_path
from game.rules.actions import Action, parse_action
from game.rules.games import RULESETS
from game.rules.position import PositionError, parse_position

EVENTS = ("your turn", "deal over")
"""Events a step may wait for: the learner is to act (``"your turn"``: their turn
begins, or their partner asks them), the deal is over (the score sheet)."""

OUTLINES = ("stock", "pile", "new meld", "undo", "threes", "foot", "score")
"""Things a step may outline besides ``"hand KIND"`` and ``"meld ID"``."""

ANY_KIND = {"any discard": "Discard", "any meld": "Meld", "any take": "TakePile"}
"""Move patterns a step may list instead of an action: any move of that kind."""

Expected = Action | str
"""A move a step expects: an action, or a name of :data:`ANY_KIND`'s values."""

_STEP_KEYS = frozenset({"say", "position", "outline", "moves", "any", "until", "replies",
                        "then", "wrong", "after"})
_LESSON_KEYS = frozenset({"title", "summary", "closing", "step"})
_RULE_ID = re.compile(r"\b[A-Z]{1,2}-\d+(?:\.\d+)?\b")
_HAND_OUTLINE = re.compile(r"hand (?:10|[2-9TJQKA])[CDHS]|hand JK")
_MELD_OUTLINE = re.compile(r"meld \d+")


class LessonError(ValueError):
    """A lesson file that cannot be played: ``str(error)`` names the file, the step
    (counted from 1) and the problem."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson (see the module's documentation for each field).

    ``moves`` holds, per move to make, its alternatives as actions; ``mode`` is
    ``"moves"``, ``"any"``, ``"until"`` or ``"read"`` (read only)."""

    say: str
    position: str | None = None
    outline: tuple[str, ...] = ()
    moves: tuple[tuple[Expected, ...], ...] = ()
    mode: str = "read"
    until: str | None = None
    replies: tuple[Action, ...] = ()
    then: str | None = None
    wrong: str | None = None
    after: str | None = None

    @property
    def read_only(self) -> bool:
        """True when the learner only reads the step and presses Next."""
        return self.mode == "read"

    def texts(self) -> list[str]:
        """The step's sentences for the learner, in order (for the catalogs)."""
        return [t for t in (self.say, self.wrong, self.after) if t]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson of game ``game`` (an id of RULESETS): ``ident`` is the file's name
    without ``.toml`` (``"01-a-turn"``), ``steps`` at least one."""

    game: str
    ident: str
    title: str
    summary: str
    closing: str
    steps: tuple[Step, ...]
    path: str = ""

    def texts(self) -> list[str]:
        """Every sentence of the lesson the learner reads, in order."""
        out = [self.title, self.summary]
        for step in self.steps:
            out.extend(step.texts())
        out.append(self.closing)
        return [t for t in out if t]

    def rule_ids(self) -> list[str]:
        """The rule ids the lesson's sentences cite, sorted, each once."""
        found = {m for text in self.texts() for m in _RULE_ID.findall(text)}
        return sorted(found, key=_rule_order)


def _rule_order(rule: str) -> tuple[str, tuple[int, ...]]:
    prefix, _, number = rule.partition("-")
    return prefix, tuple(int(n) for n in number.split("."))


def _text(value: Any, where: str, key: str, required: bool = False) -> str | None:
    if value is None:
        if required:
            raise LessonError(f"{where}: '{key}' is missing")
        return None
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: '{key}' must be a non-empty string")
    return " ".join(value.split())


def _actions(value: Any, where: str, key: str, patterns: bool = False) -> tuple[Expected, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: '{key}' must be an action or a list of actions")
    out: list[Expected] = []
    for text in value:
        if patterns and text in ANY_KIND:
            out.append(ANY_KIND[text])
            continue
        try:
            out.append(parse_action(text))
        except ValueError as error:
            raise LessonError(f"{where}: '{key}': {error}") from None
    return tuple(out)


def _event(value: Any, where: str, key: str) -> str | None:
    if value is None:
        return None
    if value not in EVENTS:
        raise LessonError(f"{where}: '{key}' must be one of {', '.join(EVENTS)}, "
                          f"not {value!r}")
    return str(value)


def _outline(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: 'outline' must be a list of strings")
    for item in value:
        if not (item in OUTLINES or _HAND_OUTLINE.fullmatch(item)
                or _MELD_OUTLINE.fullmatch(item)):
            raise LessonError(f"{where}: cannot outline {item!r} (one of "
                              f"{', '.join(OUTLINES)}, 'hand KIND' or 'meld ID')")
    return tuple(value)


def _step(raw: Any, where: str, game: str, first: bool) -> Step:
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step must be a table of keys")
    unknown = sorted(set(raw) - _STEP_KEYS)
    if unknown:
        raise LessonError(f"{where}: unknown key {unknown[0]!r} (keys: "
                          f"{', '.join(sorted(_STEP_KEYS))})")
    position = raw.get("position")
    if position is not None:
        if not isinstance(position, str):
            raise LessonError(f"{where}: 'position' must be a position text")
        try:
            state = parse_position(position)
        except (PositionError, ValueError) as error:
            raise LessonError(f"{where}: the position: {error}") from None
        if state.ruleset.id != game:
            raise LessonError(f"{where}: the position is a game of "
                              f"{state.ruleset.id}, not {game}")
    elif first:
        raise LessonError(f"{where}: the first step needs a 'position'")
    moves: tuple[tuple[Expected, ...], ...] = ()
    modes = [k for k in ("moves", "any", "until") if raw.get(k) not in (None, False)]
    if len(modes) > 1:
        raise LessonError(f"{where}: 'moves', 'any' and 'until' exclude each other")
    mode = modes[0] if modes else "read"
    if mode == "moves":
        entries = raw["moves"]
        if not isinstance(entries, list) or not entries:
            raise LessonError(f"{where}: 'moves' must be a list of actions")
        moves = tuple(_actions(entry, where, "moves", patterns=True) for entry in entries)
    if mode == "any" and raw["any"] is not True:
        raise LessonError(f"{where}: 'any' must be true")
    replies = tuple(a for a in (_actions(raw["replies"], where, "replies")
                                if "replies" in raw else ()) if not isinstance(a, str))
    if mode == "read" and (replies or raw.get("then") or raw.get("wrong")):
        raise LessonError(f"{where}: a read-only step has no 'replies', 'then' or 'wrong'")
    return Step(
        say=_text(raw.get("say"), where, "say", required=True) or "",
        position=position, outline=_outline(raw.get("outline"), where), moves=moves,
        mode=mode, until=_event(raw.get("until"), where, "until"), replies=replies,
        then=_event(raw.get("then"), where, "then"),
        wrong=_text(raw.get("wrong"), where, "wrong"),
        after=_text(raw.get("after"), where, "after"))


def load_lesson(path: Path, game: str | None = None) -> Lesson:
    """Read and check one lesson file; ``game`` defaults to its folder's name.

    Raises LessonError naming the file, the step and the problem (a bad TOML, an
    unknown key, a position or action that does not parse, a position of another
    game)."""
    game = game or path.parent.name
    if game not in RULESETS:
        raise LessonError(f"{path}: {game!r} is not a game ({', '.join(sorted(RULESETS))})")
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise LessonError(f"{path}: {error}") from None
    unknown = sorted(set(raw) - _LESSON_KEYS)
    if unknown:
        raise LessonError(f"{path}: unknown key {unknown[0]!r}")
    steps_raw = raw.get("step")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise LessonError(f"{path}: a lesson needs at least one [[step]]")
    steps = tuple(_step(s, f"{path}, step {i}", game, i == 1)
                  for i, s in enumerate(steps_raw, 1))
    return Lesson(game=game, ident=path.stem,
                  title=_text(raw.get("title"), str(path), "title", required=True) or "",
                  summary=_text(raw.get("summary"), str(path), "summary", required=True) or "",
                  closing=_text(raw.get("closing"), str(path), "closing", required=True) or "",
                  steps=steps, path=str(path))


def _folder() -> Path | None:
    try:
        return asset_path("lessons")
    except FileNotFoundError:
        return None


@cache
def game_lessons(game: str) -> tuple[Lesson, ...]:
    """The lessons of ``game`` in file-name order (``01-...`` first); none for a
    game without a lesson folder. Raises LessonError for a file that cannot be
    played (see :func:`load_lesson`)."""
    folder = _folder()
    if folder is None or not (folder / game).is_dir():
        return ()
    return tuple(load_lesson(p, game) for p in sorted((folder / game).glob("*.toml")))


def all_lessons(games: Sequence[str] | None = None) -> dict[str, tuple[Lesson, ...]]:
    """Every game's lessons, by game id in RULESETS' order (games with none too)."""
    return {g: game_lessons(g) for g in (games or list(RULESETS))}
