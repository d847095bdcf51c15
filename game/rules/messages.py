"""The rules core's sentences for the player: English text that also carries what the
catalogs need to translate it.

A :class:`Refusal` is a ``str``: its value is the English sentence the rules have
always given ("Meld at least 50 points first (CL-6.1)."), so callers that compare,
search, log or save reasons see plain text. It also carries ``message`` (the catalog
msgid with ``{name}`` placeholders, without the rule id), ``params`` and ``rule``,
which :func:`game.i18n.refusal` uses to show it in the player's language. Score-line
labels and how a deal ended are built the same way (without a rule suffix).

Parameters are shown as given (numbers, card symbols, rule ids), except a
:class:`Word` (a word of the game: a rank's plural, a canasta kind, a suit), looked up
in the catalog, and a nested :class:`Refusal` (a clause), translated and started with
a small letter. Templates are marked for extraction with :func:`N_` and, with a
singular and a plural, :func:`NN_` (docs/translating.md). Several sentences told at
once (a save moved aside, then its previous copy opened) are :class:`Sentences`,
each translated on its own. The storage layer's messages are built the same way.
Pure Python.
"""

from __future__ import annotations

from typing import Any


def N_(message: str) -> str:
    """Mark ``message`` for the catalog; it is translated where it is shown."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a singular and a plural form for the catalog."""
    return singular, plural


class Word(str):
    """A word given as a parameter ("eights", "natural"), translated by the catalog
    (``context``: the catalog context, as pgettext takes it, or None)."""

    context: str | None

    def __new__(cls, text: str, context: str | None = None) -> Word:
        word = super().__new__(cls, text)
        word.context = context
        return word

    def __reduce__(self) -> tuple[Any, ...]:
        return (Word, (str(self), self.context))


def _english(value: Any) -> Any:
    if isinstance(value, Refusal):
        text = str(value)
        return text[:1].lower() + text[1:]
    return value


class Refusal(str):
    """A sentence of the rules core: the English text as a ``str``, with ``message``
    (the msgid), ``params`` (dict), ``rule`` (the rule id put after the sentence as
    " (RULE)." or None) and, for a counted message, ``plural`` and ``number`` (the
    count of things; not ``count``, which stays ``str.count``)."""

    message: str
    params: dict[str, Any]
    rule: str | None
    plural: str | None
    number: int | None

    def __new__(cls, message: str, rule: str | None = None, /, **params: Any) -> Refusal:
        return cls._make(message, None, None, rule, params)

    @classmethod
    def counted(cls, forms: tuple[str, str], count: int, rule: str | None = None, /,
                **params: Any) -> Refusal:
        """A message with a singular and a plural (``forms``, from :func:`NN_`) for
        ``count`` things; the placeholder ``n`` is ``count`` unless given."""
        params.setdefault("n", count)
        return cls._make(forms[0], forms[1], count, rule, params)

    @classmethod
    def _make(cls, message: str, plural: str | None, count: int | None, rule: str | None,
              params: dict[str, Any]) -> Refusal:
        form = plural if plural is not None and count != 1 else message
        text = form.format(**{k: _english(v) for k, v in params.items()})
        refusal = super().__new__(cls, f"{text} ({rule})." if rule else text)
        refusal.message, refusal.plural, refusal.number = message, plural, count
        refusal.rule, refusal.params = rule, params
        return refusal

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.message, self.plural, self.number, self.rule, self.params))


def _rebuild(message: str, plural: str | None, count: int | None, rule: str | None,
             params: dict[str, Any]) -> Refusal:
    return Refusal._make(message, plural, count, rule, params)


def clause(text: str) -> Refusal:
    """``text`` as a message to give as a parameter (a clause, started with a small
    letter where it is put): a :class:`Refusal` as it is, a plain sentence (from a
    hook that gives one) as a message of its own words."""
    if isinstance(text, Refusal):
        return text
    return Refusal._make(text.replace("{", "{{").replace("}", "}}"), None, None, None, {})


class Sentences(str):
    """Sentences told together: the English text is ``parts`` joined by spaces (empty
    parts left out), and :func:`game.i18n.refusal` translates each part on its own."""

    parts: tuple[str, ...]

    def __new__(cls, *parts: str | None) -> Sentences:
        kept = tuple(p for p in parts if p)
        sentences = super().__new__(cls, " ".join(kept))
        sentences.parts = kept
        return sentences

    def __reduce__(self) -> tuple[Any, ...]:
        return (Sentences, self.parts)


def joined(*parts: str | None) -> Sentences | None:
    """``parts`` (messages or None) told together, or None when all are empty: the
    English text is what ``" ".join(...) or None`` gives."""
    sentences = Sentences(*parts)
    return sentences if sentences.parts else None


def sentence_of(error: BaseException) -> str:
    """The message an exception was raised with when it is a structured one (a
    :class:`Refusal` or :class:`Sentences`, which ``str(error)`` turns into plain
    English), else ``str(error)``."""
    first = error.args[0] if error.args else None
    if isinstance(first, (Refusal, Sentences)):
        return first
    return str(error)
