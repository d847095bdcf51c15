"""The player's language: message catalogs, plural forms, numbers as the player reads them.

Every sentence the player sees is written in English in the code and looked up in the
gettext catalog of the current language (``assets/locale/<lang>/LC_MESSAGES/canasta.mo``,
compiled from the ``.po`` beside it; see docs/translating.md)::

    _("Settings")                                    # a fixed message
    tr("Deal {deal} is over", deal=3)                # placeholders by name
    ntr("{n} card", "{n} cards", n, n=n)             # plural forms from the catalog
    N_("Sound")                                      # marked for the catalog, looked up later
    pgettext("canasta kind", "sevens")               # one English word, two meanings

The rules core's own sentences (refusals, score-line labels, how a deal ended) are
:class:`game.rules.messages.Refusal` strings, shown with :func:`refusal` and
:func:`label`; so are the storage layer's messages (a save that cannot be read and
why), shown with :func:`notice`. Text for a terminal is the logical string these
give: the bidi reordering happens only when a line is drawn in the window.

Placeholders are ``{name}`` fields; numbers given to :func:`tr`/:func:`ntr` are shown in
Persian digits when the language is Persian and the setting says so (card indices are
never numbers here: they stay as printed on real cards). Pure Python: no pygame.

The current language is process-wide, like gettext's own ``install``: there is one
player and one window. ``set_language`` is called once at start and by Settings.
"""

from __future__ import annotations

import gettext
import locale
import os
import re
from collections.abc import Mapping
from typing import Any

DOMAIN = "canasta"
"""The catalogs' file name (``canasta.po`` / ``canasta.mo``)."""

LANGUAGES: dict[str, str] = {"en": "English", "fa": "فارسی", "hu": "Magyar"}
"""The languages with a catalog (English is the code's own), each in its own words."""

RTL_LANGUAGES = frozenset({"fa"})
"""Languages written right to left: text panels and menus are aligned right."""

_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


class _State:
    code = "en"
    persian_digits = True
    catalog: gettext.NullTranslations = gettext.NullTranslations()


def locale_dir():
    """The folder holding ``<lang>/LC_MESSAGES/canasta.mo`` (see game.assets)."""
    from game.assets import asset_path

    return asset_path("locale")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system locale if the game has it ("fa", "hu"), else "en".

    Reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG like gettext, then the locale
    module's guess (Windows and macOS set no variables)."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            candidates.extend(value.split(":"))
            break
    if environ is None:
        try:
            guess = locale.getlocale()[0]
        except ValueError:
            guess = None
        if guess:
            candidates.append(guess)
    for value in candidates:
        code = value.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix", "english"):
            return "en"
        if code in ("persian", "farsi"):
            return "fa"
        if code == "hungarian":
            return "hu"
    return "en"


def set_language(code: str | None, persian_digits: bool | None = None) -> str:
    """Use ``code`` ("en", "fa", "hu"; None or "" = the system's) from now on; returns
    the language in use. A language without a catalog file falls back to English."""
    code = code or system_language()
    if code not in LANGUAGES:
        code = "en"
    if code == "en":
        catalog: gettext.NullTranslations = gettext.NullTranslations()
    else:
        try:
            catalog = gettext.translation(DOMAIN, str(locale_dir()), languages=[code])
        except (OSError, FileNotFoundError):
            catalog, code = gettext.NullTranslations(), "en"
    _State.code = code
    _State.catalog = catalog
    if persian_digits is not None:
        _State.persian_digits = bool(persian_digits)
    return code


def language() -> str:
    """The language in use ("en", "fa" or "hu")."""
    return _State.code


def is_rtl() -> bool:
    """True when the language in use is written right to left."""
    return _State.code in RTL_LANGUAGES


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _State.catalog.gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it (translate it with _ later)."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark ``message`` with its ``context`` for the catalog (translate it with pgettext):
    the same English word in two roles ("sevens": a rank, a canasta's kind)."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, as meant in ``context``."""
    return _State.catalog.pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for ``n`` things, as the catalog's plural rule chooses."""
    return _State.catalog.ngettext(singular, plural, n)


def number(value: Any) -> str:
    """A number as text for the player (Persian digits when those are in use)."""
    return digits(str(value))


_GROUP_SEPARATORS = {"en": ",", "hu": "\u00a0", "fa": "\u066c"}
"""Between groups of three digits: a comma in English, a (no-break) space in
Hungarian, the Arabic thousands separator in Persian (with Persian digits)."""


def grouped(value: int) -> str:
    """A whole number as the player reads it, its digits grouped in threes from
    10 000 up as the language writes them: "20,000" in English, "20 000" in
    Hungarian (a no-break space), "۲۰٬۰۰۰" in Persian; below 10 000 ungrouped
    ("5000"), as the rules files print them."""
    if abs(value) < 10_000:
        return number(value)
    separator = _GROUP_SEPARATORS.get(_State.code, ",")
    if _State.code == "fa" and not _State.persian_digits:
        separator = ","
    return digits(f"{value:,}".replace(",", separator))


def choice_text(option: Any, value: Any) -> str:
    """A table rule's value as the player reads it: its name where the game gives
    one ("Up to half"), else On/Off, a grouped number ("20,000") or the word
    capitalized; ``option`` is a :class:`game.rules.ruleset.Option`."""
    name = option.choice_name(value) if option is not None else None
    if name:
        return _(name)
    if value is True:
        return _("On")
    if value is False:
        return _("Off")
    if isinstance(value, int):
        return grouped(value)
    text = str(value)
    return _(text[:1].upper() + text[1:] if text.isalpha() else text)


def digits(text: str) -> str:
    """``text`` with its ASCII digits as the player reads them."""
    if _State.code == "fa" and _State.persian_digits:
        return text.translate(_PERSIAN_DIGITS)
    return text


_RULE_ID = re.compile(r"\b([A-Z]{1,3}-\d+(?:\.\d+)*)")


_LARGE_NUMBER = re.compile(r"(?<![\w.,])\d{5,}(?![\w.,]\d)")
"""A whole number of five digits or more standing alone (not a part of 1.5 or of a
number already grouped)."""


def prose_digits(text: str) -> str:
    """A sentence's digits as the player reads them, rule ids ("DH-5.7") aside: those
    stay as the rules files print them. Numbers from 10 000 up are grouped as the
    language writes them (:func:`grouped`: "20,000", "20 000", "۲۰٬۰۰۰")."""
    parts = _RULE_ID.split(text)
    return "".join(part if i % 2 else digits(_LARGE_NUMBER.sub(_grouped_match, part))
                   for i, part in enumerate(parts))


def _grouped_match(match: re.Match[str]) -> str:
    return grouped(int(match.group()))


def _shown(params: Mapping[str, Any]) -> dict[str, Any]:
    return {k: number(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v
            for k, v in params.items()}


def tr(message: str, /, **params: Any) -> str:
    """``message`` translated, with its ``{name}`` placeholders filled from ``params``
    (numbers in the player's digits; in Hungarian, "a(z)" before a filled word made
    "a" or "az", :func:`hungarian_articles`). A translation that names a placeholder
    it was not given falls back to English rather than stopping the game."""
    try:
        return _articles(_(message).format(**_shown(params)))
    except (KeyError, IndexError, ValueError):
        return message.format(**_shown(params))


def ntr(singular: str, plural: str, count: int, /, **params: Any) -> str:
    """The plural form for ``count`` translated and filled like :func:`tr` (pass the
    number as a placeholder too, usually ``n=count``)."""
    try:
        return _articles(ngettext(singular, plural, count).format(**_shown(params)))
    except (KeyError, IndexError, ValueError):
        return (singular if count == 1 else plural).format(**_shown(params))


def _articles(text: str) -> str:
    return hungarian_articles(text) if _State.code == "hu" and "(z)" in text else text


_HU_ARTICLE = re.compile(r"(?<!\w)([Aa])\(z\)(\s+)([^\s]+)")
_HU_VOWELS = frozenset("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")


def _hungarian_vowel_number(n: int) -> bool:
    """Whether the Hungarian word for ``n`` begins with a vowel: egy (1), öt (5),
    ötven (50), ötszáz (500), ezer (1000), ötezer; tíz, száz, húsz... do not."""
    if n >= 1_000_000:
        return _hungarian_vowel_number(n // 1_000_000)
    if n >= 1000:
        return n // 1000 == 1 or _hungarian_vowel_number(n // 1000)
    if n >= 100:
        return n // 100 == 5
    if n >= 10:
        return n // 10 == 5
    return n in (1, 5)


def hungarian_articles(text: str) -> str:
    """Hungarian "a(z)" made "a" or "az" by the word after it, as it is read: a
    number by its first word (az 1, az 50, a 20 000), a card by its rank (az A♠: ász;
    a K♥: király), any other word by its first letter (az edző, a talon). A word it
    cannot read keeps "a(z)"."""
    def article(match: re.Match[str]) -> str:
        letter, space, word = match.groups()
        head = word.lstrip("„\"'(«")
        if not head:
            return match.group()
        leading = re.match(r"\d+", head)
        if leading:
            vowel = _hungarian_vowel_number(int(leading.group()))
        elif head[0].isalpha():
            vowel = head[0] in _HU_VOWELS
        else:
            return match.group()
        return f"{letter}{'z' if vowel else ''}{space}{word}"

    return _HU_ARTICLE.sub(article, text)


_RULE_SUFFIX = re.compile(r"^(?P<text>.*?)\s*\((?P<rule>[A-Z]{1,3}-[\w.]+)\)(?P<end>\.?)$", re.S)


def _param(value: Any) -> Any:
    """A parameter of a structured message as shown: a nested message translated (a
    clause, started with a small letter), a word of the game looked up in the catalog
    (with its context), anything else as it is."""
    if isinstance(getattr(value, "message", None), str):
        text = refusal(value)
        return text[:1].lower() + text[1:]
    if isinstance(value, str) and hasattr(value, "context"):
        context = value.context
        return pgettext(context, str(value)) if context else _(str(value))
    return value


def refusal(reason: Any) -> str:
    """A refusal (or another sentence) from the rules core as the player reads it,
    with its rule id.

    * a structured message (game.rules.messages.Refusal, or any object with
      ``message``, a catalog msgid with ``{name}`` placeholders, ``params``, a dict,
      and ``rule``, the rule id or None; ``plural`` and ``number`` for a counted one)
      is shown as ``tr(message, **params)`` followed by the rule id; its parameters
      that are words of the game or clauses are translated too (see ``_param``);
    * sentences told together (``parts``, game.rules.messages.Sentences): each
      translated on its own, joined by spaces;
    * a plain sentence: the text before its "(RULE-ID)" is looked up in the
      catalog as it is, and the rule id is put back after the translation.

    A sentence without a catalog entry is shown in English.
    """
    parts = getattr(reason, "parts", None)
    if isinstance(parts, tuple):  # game.rules.messages.Sentences: each on its own
        return " ".join(refusal(part) for part in parts if part)
    message = getattr(reason, "message", None)
    if isinstance(message, str) and (getattr(reason, "params", None) or getattr(
            reason, "rule", None) or getattr(reason, "plural", None)):
        params = {k: _param(v) for k, v in dict(getattr(reason, "params", {}) or {}).items()}
        plural = getattr(reason, "plural", None)
        if plural is not None:
            count = getattr(reason, "number", None)
            text = ntr(message, plural, count if count is not None else 1, **params)
        else:
            text = tr(message, **params)
        rule = getattr(reason, "rule", None)
        return tr("{refusal} ({rule}).", refusal=text.rstrip("."), rule=rule) if rule else text
    reason = str(reason)
    if not reason:
        return reason  # _("") would be the catalog's header
    whole = _(reason)
    if whole != reason:
        return whole
    match = _RULE_SUFFIX.match(reason)
    if match is None:
        return reason
    text = match.group("text")
    translated = _(text)
    if translated == text:
        return reason
    return tr("{refusal} ({rule}).", refusal=translated.rstrip("."), rule=match.group("rule"))


def notice(text: Any) -> str:
    """A message of the storage layer (a save that cannot be read and why, a folder
    that cannot be written, a file moved aside: ``Refusal`` or ``Sentences`` strings
    of game.rules.messages) as the player reads it; see :func:`refusal`."""
    return refusal(text)


def label(text: Any) -> str:
    """A score-line label or another phrase of the rules core in the player's
    language: a structured message (with plural forms by its count) or a fixed
    English phrase looked up as it is."""
    return refusal(text)
