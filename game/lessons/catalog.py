"""The lessons' words for the gettext catalogs: a Babel extraction method.

``pybabel extract`` finds it as the ``lessons`` method (an entry point of the
``babel.extractors`` group, declared in pyproject.toml; babel.cfg maps
``assets/lessons/**.toml`` to it). Every sentence a learner reads (a lesson's
title, summary and closing; a step's ``say``, ``wrong`` and ``after``) is a
message, written as :mod:`game.lessons.model` reads it (runs of white space made
one space), so the table looks up exactly what the catalogs hold.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from typing import IO, Any

_LESSON_TEXTS = ("title", "summary", "closing")
_STEP_TEXTS = ("say", "wrong", "after")


def _line_of(source: str, text: str) -> int:
    """The line (from 1) where ``text`` begins in ``source``, as near as can be told."""
    head = text[:24]
    at = source.find(head)
    return source.count("\n", 0, at) + 1 if at >= 0 else 1


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
            options: Any) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extraction interface: (line, function name, message, comments) for
    each sentence of the lesson file ``fileobj``. A file that is not valid TOML
    yields nothing (``learn --check`` and the tests report it)."""
    source = fileobj.read().decode("utf-8")
    try:
        raw = tomllib.loads(source)
    except tomllib.TOMLDecodeError:
        return
    texts = [raw.get(key) for key in _LESSON_TEXTS]
    for step in raw.get("step", []) if isinstance(raw.get("step"), list) else []:
        if isinstance(step, dict):
            texts.extend(step.get(key) for key in _STEP_TEXTS)
    for text in texts:
        if isinstance(text, str) and text.strip():
            message = " ".join(text.split())
            yield _line_of(source, text.strip()), None, message, []
