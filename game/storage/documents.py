"""Reading the game's versioned JSON files with reasons a player can read.

Every problem is a :class:`DocumentError` whose ``reason`` completes a sentence
such as "This save could not be read: <reason>." The helpers check one entry at
a time and name it (``players[2].level``) so a hand-edited file is easy to fix.
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

from game.storage.atomic import NotRegularFileError, backup_path, read_limited

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns a document of format N into one of format N + 1 (it sets ``"format"``)."""


class DocumentError(ValueError):
    """A file that cannot be used; ``reason`` is a clause for a player, such as
    "the file is cut short (line 3)"."""

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
        raise DocumentError("the file is missing") from None
    except IsADirectoryError:
        raise DocumentError("it is a folder, not a file") from None
    except NotRegularFileError:
        raise DocumentError("it is a pipe or a device, not a file") from None
    except OSError as err:
        raise DocumentError(f"the file cannot be opened ({os_reason(err)})") from None
    if len(data) > max_bytes:
        raise DocumentError(f"the file is larger than {max_bytes // 1_000_000} MB")
    return parse_json(data)


def parse_json(data: bytes) -> Any:
    """Parse UTF-8 JSON ``data`` (a leading byte order mark, as some editors write,
    is skipped); raises DocumentError as :func:`read_json` does."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    if not data.strip():
        raise DocumentError("the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise DocumentError(f"the file is damaged at line {line} (it is not text)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise DocumentError(json_problem(text, err)) from None
    except ValueError:  # an integer of more digits than Python converts
        raise DocumentError(f"the file holds a number too long to read (line "
                            f"{_long_number_line(text)})") from None
    except RecursionError:
        raise DocumentError("the file is damaged (it is nested too deeply)") from None


def _long_number_line(text: str) -> int:
    """The line of the first run of more than 4,300 digits in ``text`` (1 if none)."""
    found = re.search(r"[0-9]{4301,}", text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


def json_problem(text: str, err: json.JSONDecodeError) -> str:
    """Say whether a JSON error means the text stops early or is damaged, with the line."""
    end = len(text.rstrip())
    if err.pos >= end or err.msg.startswith("Unterminated string"):
        return f"the file is cut short (line {text[:end].count(chr(10)) + 1})"
    return f"the file is damaged at line {err.lineno}, column {err.colno}"


def upgrade(data: Any, current: int, upgrades: Mapping[int, Upgrade], newest_name: str) -> dict:
    """Bring a document to format ``current`` through ``upgrades`` (format N -> N+1).

    Raises DocumentError for a value that is not a JSON object, a missing or
    non-integer ``"format"``, a format newer than ``current`` (naming
    ``newest_name``, the program) or one with no upgrade path.
    """
    if not isinstance(data, dict):
        raise DocumentError(f"it holds {describe(data)} where a group of entries belongs")
    if "format" not in data:
        raise DocumentError("it has no format number")
    if not _is_int(data["format"]):
        raise DocumentError(f"its format number is {describe(data['format'])}, "
                            "not a whole number")
    version: int = data["format"]
    if version > current:
        raise DocumentError(
            f"it was written by a newer version of {newest_name} (format {version}; "
            f"this version reads formats up to {current})")
    while version < current:
        step = upgrades.get(version)
        if step is None:
            raise DocumentError(f"its format number {version} is unknown")
        data = step(data)
        new_version = data.get("format")
        if not _is_int(new_version) or new_version <= version:
            raise AssertionError(f"upgrade from format {version} did not advance the format")
        version = new_version
    return data


# ---------------------------------------------------------------------------
# Checking entries


def describe(value: Any) -> str:
    """Name a JSON value's type for a player: "text", "a whole number", ..."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a group of entries"
    return type(value).__name__


_KIND_WORDS: dict[str, str] = {
    "int": "a whole number", "str": "text", "bool": "true or false", "list": "a list",
    "dict": "a group of entries",
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
        raise DocumentError(f"the entry '{name}' is missing")
    value = obj[key]
    check(value, kind, name)
    return value


def check(value: Any, kind: str, name: str) -> None:
    """Raise DocumentError unless ``value`` is of ``kind`` (see :func:`entry`)."""
    if not _matches(value, kind):
        raise DocumentError(
            f"the entry '{name}' is {describe(value)} where {_KIND_WORDS[kind]} belongs")


def only_keys(obj: Mapping[str, Any], allowed: set[str], where: str = "") -> None:
    """Raise DocumentError if ``obj`` has an entry not in ``allowed``."""
    extra = sorted(k for k in obj if k not in allowed)
    if extra:
        name = f"{where}.{extra[0]}" if where else extra[0]
        raise DocumentError(f"it has an unexpected entry '{name}'")


def one_of(value: Any, choices: tuple[Any, ...], name: str) -> Any:
    """Return ``value`` if it is among ``choices``; raises DocumentError listing them."""
    if value not in choices or isinstance(value, bool) != isinstance(choices[0], bool):
        raise DocumentError(
            f"the entry '{name}' is {value!r}; valid values: "
            + ", ".join(str(c) for c in choices))
    return value


def timestamp(obj: Mapping[str, Any], key: str, where: str = "") -> str:
    """Return ``obj[key]``, checked to be an ISO 8601 date and time."""
    value = entry(obj, key, "str", where)
    try:
        datetime.fromisoformat(value)
    except ValueError:
        name = f"{where}.{key}" if where else key
        raise DocumentError(f"the entry '{name}' is not a date and time") from None
    return value


def os_reason(err: OSError) -> str:
    """Why the disk refused, as a clause in the game's words ("the disk is full")."""
    words = {errno.ENOSPC: "the disk is full", errno.EACCES: "permission was refused",
             errno.EPERM: "permission was refused", errno.EROFS: "the disk is read-only",
             errno.ENOTDIR: "a file stands where a folder belongs",
             errno.EISDIR: "a folder stands where a file belongs",
             errno.ENAMETOOLONG: "the name is too long", errno.ENOENT: "a folder is missing",
             errno.EEXIST: "a file stands where a folder belongs"}
    if getattr(errno, "EDQUOT", None) is not None:
        words[errno.EDQUOT] = "the disk quota is used up"
    if err.errno in words:
        return words[err.errno]
    text = (err.strerror or "the system refused").rstrip(".")
    return text[:1].lower() + text[1:]


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


def set_aside(path: Path, subject: str = "It") -> str:
    """Move a bad file aside (:func:`move_aside`) if it is there; return the
    sentence telling the player what happened ("It was moved aside to X.")."""
    if not path.is_file():
        return ""
    try:
        return f"{subject} was moved aside to {move_aside(path).name}."
    except OSError as err:
        return f"{subject} could not be moved aside ({os_reason(err)})."


def read_or_recover(path: Path, parse: Callable[[Any], Any], what: str, max_bytes: int
                    ) -> tuple[Any, list[str]]:
    """Read ``path`` with ``parse`` (JSON value -> object, raising DocumentError); on
    failure move the file aside and try its ``.bak``.

    Returns ``(object or None, sentences)``: the sentences tell the player what
    happened, starting "``what`` could not be read: ..." (empty when all went
    well; a missing file is no problem and gives ``(None, [])``). Never raises
    for the file's content.
    """
    if not path.exists():
        return None, []
    try:
        return parse(read_json(path, max_bytes)), []
    except DocumentError as err:
        sentences = [f"{what} could not be read: {err.reason}."]
    aside = set_aside(path, "The file")
    if aside:
        sentences.append(aside)
    bak = backup_path(path)
    if bak.exists():
        try:
            value = parse(read_json(bak, max_bytes))
        except DocumentError:
            return None, sentences
        sentences.append("The previous copy was used instead.")
        return value, sentences
    return None, sentences
