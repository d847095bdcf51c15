"""The command line's console: one clear line for an error, lines that never stop on
a character the terminal cannot show, the words for levels and phases in the
player's language, and table rules given as NAME=VALUE (``python -m game``,
:mod:`game.cli` and :mod:`game.measuring`). Pure: no pygame."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from game.i18n import N_, NC_
from game.rules.messages import Refusal


def error_line(message: str) -> None:
    """One line on standard error (absent in a frozen app started by a double click);
    ``message`` (a catalog message, a structured one of the storage layer, or
    argparse's English) is shown in the player's language."""
    from game.i18n import notice, tr

    print_line(tr("canasta-table: error: {message}", message=notice(message)), sys.stderr)


LEVEL_WORDS = {"human": NC_("player", "human"), "easy": NC_("level", "easy"),
               "normal": NC_("level", "normal"), "random": NC_("level", "random"),
               "hard": NC_("level", "hard"), "expert": NC_("level", "expert"),
               "baseline": NC_("level", "baseline")}
"""The computer levels and the human player, as catalog words (context "level",
"player")."""

PHASE_WORDS = {"look at foot": NC_("phase", "look at foot"), "draw": NC_("phase", "draw"),
               "meld": NC_("phase", "meld"), "answer": NC_("phase", "answer"),
               "deal over": NC_("phase", "deal over"), "game over": NC_("phase", "game over")}
"""The phases of a turn and a deal, as catalog words (context "phase")."""


def word(words: dict[str, str], text: str, context: str) -> str:
    """A level, a kind of player or a phase as the player reads it (as it is when
    the catalog has no such word)."""
    from game.i18n import pgettext

    return pgettext(context, words[text]) if text in words else text


def level_word(text: str) -> str:
    """A computer level or "human" as the player reads it (:data:`LEVEL_WORDS`)."""
    return word(LEVEL_WORDS, text, "player" if text == "human" else "level")


def print_line(text: str, stream=None) -> None:
    """Print a line that may hold text from a file (a player's name): a character
    the console cannot show, or a lone surrogate, is printed as a replacement
    character instead of stopping the program."""
    stream = sys.stdout if stream is None else stream
    if stream is None:
        return
    text = re.sub("[\ud800-\udfff]", "\ufffd", text)
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.encode(encoding, "replace").decode(encoding, "replace")
    print(text, file=stream)


class Parser(argparse.ArgumentParser):
    """argparse's parser whose error is one clear line in the player's language and
    exit status 2."""

    def error(self, message: str) -> NoReturn:  # one clear line, exit 2
        error_line(message)
        raise SystemExit(2)


def parse_table_rules(items: Sequence[str]) -> dict[str, str]:
    """``--table-rule NAME=VALUE`` items as a dict of name to value (text); raises
    ValueError (a catalog message) for an item without ``=``."""
    out = {}
    for item in items:
        if "=" not in item:
            raise ValueError(Refusal(N_("table rule '{item}' must be written NAME=VALUE"),
                                     item=item))
        name, value = item.split("=", 1)
        out[name.strip()] = value.strip()
    return out
