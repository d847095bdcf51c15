"""Reading the game's versioned JSON files with reasons a player can read.

Every problem is a :class:`DocumentError` whose ``reason`` completes a sentence
such as "This save could not be read: <reason>." The helpers check one entry at
a time and name it (``players[2].level``) so a hand-edited file is easy to fix.
Reasons and sentences are :class:`~game.rules.messages.Refusal` strings: English
text that :func:`game.i18n.refusal` shows in the player's language.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from game.rules.messages import N_, Refusal, clause
from game.storage.atomic import NotRegularFileError, backup_path, read_limited

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns a document of format N into one of format N + 1 (it sets ``"format"``)."""


class DocumentError(ValueError):
    """A file that cannot be used; ``reason`` is a clause for a player, such as
    "the file is cut short (line 3)" (a :class:`~game.rules.messages.Refusal`)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_json(path: Path, max_bytes: int) -> Any:
    """Return the JSON value in ``path``.

    Raises DocumentError when the file is missing, a folder, a pipe or a device
    (never read, so never waited for), unreadable, empty, larger than ``max_bytes``,
    not UTF-8 text or not JSON (cut short or damaged, with the line, or holding a
    number too long to read).
    """
    try:
        data = read_limited(path, max_bytes)
    except FileNotFoundError:
        raise DocumentError(Refusal(N_("the file is missing"))) from None
    except IsADirectoryError:
        raise DocumentError(Refusal(N_("it is a folder, not a file"))) from None
    except NotRegularFileError:
        raise DocumentError(Refusal(N_("it is a pipe or a device, not a file"))) from None
    except OSError as err:
        raise DocumentError(Refusal(N_("the file cannot be opened ({reason})"),
                                    reason=os_reason(err))) from None
    if len(data) > max_bytes:
        raise DocumentError(Refusal(N_("the file is larger than {size} MB"),
                                    size=max_bytes // 1_000_000))
    return parse_json(data)


def parse_json(data: bytes) -> Any:
    """Parse UTF-8 JSON ``data`` (a leading byte order mark, as some editors write,
    is skipped); raises DocumentError as :func:`read_json` does."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    if not data.strip():
        raise DocumentError(Refusal(N_("the file is empty")))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise DocumentError(Refusal(N_("the file is damaged at line {line} (it is not text)"),
                                    line=line)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise DocumentError(json_problem(text, err)) from None
    except ValueError:  # an integer of more digits than Python converts
        raise DocumentError(Refusal(N_("the file holds a number too long to read (line {line})"),
                                    line=_long_number_line(text))) from None
    except RecursionError:
        raise DocumentError(Refusal(N_("the file is damaged (it is nested too deeply)"))
                            ) from None


def _long_number_line(text: str) -> int:
    """The line of the first run of more than 4,300 digits in ``text`` (1 if none)."""
    found = re.search(r"[0-9]{4301,}", text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


def json_problem(text: str, err: json.JSONDecodeError) -> Refusal:
    """Say whether a JSON error means the text stops early or is damaged, with the line."""
    end = len(text.rstrip())
    if err.pos >= end or err.msg.startswith("Unterminated string"):
        return Refusal(N_("the file is cut short (line {line})"),
                       line=text[:end].count(chr(10)) + 1)
    return Refusal(N_("the file is damaged at line {line}, column {column}"), line=err.lineno,
                   column=err.colno)


def upgrade(data: Any, current: int, upgrades: Mapping[int, Upgrade], newest_name: str) -> dict:
    """Bring a document to format ``current`` through ``upgrades`` (format N -> N+1).

    Raises DocumentError for a value that is not a JSON object, a missing or
    non-integer ``"format"``, a format newer than ``current`` (naming
    ``newest_name``, the program) or one with no upgrade path.
    """
    if not isinstance(data, dict):
        raise DocumentError(Refusal(N_("it holds {kind} where a group of entries belongs"),
                                    kind=describe(data)))
    if "format" not in data:
        raise DocumentError(Refusal(N_("it has no format number")))
    if not _is_int(data["format"]):
        raise DocumentError(Refusal(N_("its format number is {kind}, not a whole number"),
                                    kind=describe(data["format"])))
    version: int = data["format"]
    if version > current:
        raise DocumentError(Refusal(
            N_("it was written by a newer version of {program} (format {format}; this version "
               "reads formats up to {newest})"),
            program=newest_name, format=version, newest=current))
    while version < current:
        step = upgrades.get(version)
        if step is None:
            raise DocumentError(Refusal(N_("its format number {format} is unknown"),
                                        format=version))
        data = step(data)
        new_version = data.get("format")
        if not _is_int(new_version) or new_version <= version:
            raise AssertionError(f"upgrade from format {version} did not advance the format")
        version = new_version
    return data


# ---------------------------------------------------------------------------
# Checking entries


def describe(value: Any) -> str:
    """Name a JSON value's type for a player: "text", "a whole number", ... (a
    :class:`~game.rules.messages.Refusal`, translated where it is shown)."""
    if value is None:
        return Refusal(N_("nothing (null)"))
    if isinstance(value, bool):
        return _KIND_WORDS["bool"]
    if isinstance(value, int):
        return _KIND_WORDS["int"]
    if isinstance(value, float):
        return Refusal(N_("a decimal number"))
    if isinstance(value, str):
        return _KIND_WORDS["str"]
    if isinstance(value, list):
        return _KIND_WORDS["list"]
    if isinstance(value, dict):
        return _KIND_WORDS["dict"]
    return type(value).__name__


_KIND_WORDS: dict[str, Refusal] = {
    "int": Refusal(N_("a whole number")), "str": Refusal(N_("text")),
    "bool": Refusal(N_("true or false")), "list": Refusal(N_("a list")),
    "dict": Refusal(N_("a group of entries")),
}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _matches(value: Any, kind: str) -> bool:
    if kind == "int":
        return _is_int(value)
    if kind == "str":
        return isinstance(value, str)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "list":
        return isinstance(value, list)
    if kind == "dict":
        return isinstance(value, dict)
    raise ValueError(f"unknown kind {kind!r}")


def entry(obj: Mapping[str, Any], key: str, kind: str, where: str = "") -> Any:
    """Return ``obj[key]`` after checking it is of ``kind`` ("int", "str", "bool",
    "list", "dict"); raises DocumentError naming the entry otherwise."""
    name = f"{where}.{key}" if where else key
    if key not in obj:
        raise DocumentError(Refusal(N_("the entry '{name}' is missing"), name=name))
    value = obj[key]
    check(value, kind, name)
    return value


def check(value: Any, kind: str, name: str) -> None:
    """Raise DocumentError unless ``value`` is of ``kind`` (see :func:`entry`)."""
    if not _matches(value, kind):
        raise DocumentError(Refusal(N_("the entry '{name}' is {kind} where {expected} belongs"),
                                    name=name, kind=describe(value), expected=_KIND_WORDS[kind]))


def only_keys(obj: Mapping[str, Any], allowed: set[str], where: str = "") -> None:
    """Raise DocumentError if ``obj`` has an entry not in ``allowed``."""
    extra = sorted(k for k in obj if k not in allowed)
    if extra:
        name = f"{where}.{extra[0]}" if where else extra[0]
        raise DocumentError(Refusal(N_("it has an unexpected entry '{name}'"), name=name))


def one_of(value: Any, choices: tuple[Any, ...], name: str) -> Any:
    """Return ``value`` if it is among ``choices``; raises DocumentError listing them."""
    if value not in choices or isinstance(value, bool) != isinstance(choices[0], bool):
        raise DocumentError(Refusal(N_("the entry '{name}' is {value}; valid values: {valid}"),
                                    name=name, value=repr(value),
                                    valid=", ".join(str(c) for c in choices)))
    return value


def timestamp(obj: Mapping[str, Any], key: str, where: str = "") -> str:
    """Return ``obj[key]``, checked to be an ISO 8601 date and time."""
    value = entry(obj, key, "str", where)
    try:
        datetime.fromisoformat(value)
    except ValueError:
        name = f"{where}.{key}" if where else key
        raise DocumentError(Refusal(N_("the entry '{name}' is not a date and time"), name=name)
                            ) from None
    return value


def os_reason(err: OSError) -> str:
    """Why the disk refused, as a clause in the game's words ("the disk is full"; a
    :class:`~game.rules.messages.Refusal`; the system's own words, in English, for
    an error the game does not name)."""
    words = {errno.ENOSPC: N_("the disk is full"), errno.EACCES: N_("permission was refused"),
             errno.EPERM: N_("permission was refused"), errno.EROFS: N_("the disk is read-only"),
             errno.ENOTDIR: N_("a file stands where a folder belongs"),
             errno.EISDIR: N_("a folder stands where a file belongs"),
             errno.ENAMETOOLONG: N_("the name is too long"),
             errno.ENOENT: N_("a folder is missing"),
             errno.EEXIST: N_("a file stands where a folder belongs")}
    if getattr(errno, "EDQUOT", None) is not None:
        words[errno.EDQUOT] = N_("the disk quota is used up")
    if err.errno in words:
        return Refusal(words[err.errno])
    if not err.strerror:
        return Refusal(N_("the system refused"))
    text = err.strerror.rstrip(".")
    return clause(text[:1].lower() + text[1:])


# ---------------------------------------------------------------------------
# Moving a bad file aside


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``NAME.corrupt`` (or ``NAME.2.corrupt``, ... : an
    existing file is never overwritten) and return the new path.

    Raises OSError if the file cannot be renamed.
    """
    for n in itertools.count(1):
        aside = path.with_name(f"{path.name}.corrupt" if n == 1 else f"{path.name}.{n}.corrupt")
        try:
            os.link(path, aside)  # fails if ``aside`` exists: never overwrites
        except FileExistsError:
            continue
        except OSError:
            # No hard links here (FAT, some network drives): rename when free.
            if aside.exists():
                continue
            os.rename(path, aside)
            return aside
        os.unlink(path)
        return aside
    raise AssertionError("unreachable")


_ASIDE = {
    "It": (N_("It was moved aside to {name}."), N_("It could not be moved aside ({reason}).")),
    "The file": (N_("The file was moved aside to {name}."),
                 N_("The file could not be moved aside ({reason}).")),
}


def set_aside(path: Path, subject: str = "It") -> str:
    """Move a bad file aside (:func:`move_aside`) if it is there; return the
    sentence telling the player what happened ("It was moved aside to X.";
    ``subject`` "It" or "The file"), a :class:`~game.rules.messages.Refusal`."""
    if not path.is_file():
        return ""
    moved, failed = _ASIDE[subject]
    try:
        return Refusal(moved, name=move_aside(path).name)
    except OSError as err:
        return Refusal(failed, reason=os_reason(err))


def read_or_recover(path: Path, parse: Callable[[Any], Any], cannot_read: str, max_bytes: int
                    ) -> tuple[Any, list[str]]:
    """Read ``path`` with ``parse`` (JSON value -> object, raising DocumentError); on
    failure move the file aside and try its ``.bak``.

    Returns ``(object or None, sentences)``: the sentences tell the player what
    happened (:class:`~game.rules.messages.Refusal` strings), starting with
    ``cannot_read`` (a catalog message with ``{reason}``: "Your settings could not
    be read: {reason}.") (empty when all went well; a missing file is no problem
    and gives ``(None, [])``). Never raises for the file's content.
    """
    if not path.exists():
        return None, []
    try:
        return parse(read_json(path, max_bytes)), []
    except DocumentError as err:
        sentences: list[str] = [Refusal(cannot_read, reason=err.reason)]
    aside = set_aside(path, "The file")
    if aside:
        sentences.append(aside)
    bak = backup_path(path)
    if bak.exists():
        try:
            value = parse(read_json(bak, max_bytes))
        except DocumentError:
            return None, sentences
        sentences.append(Refusal(N_("The previous copy was used instead.")))
        return value, sentences
    return None, sentences
