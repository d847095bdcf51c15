"""The message catalogs: every message the code uses is translated in every language
with the same placeholders, the compiled catalogs match their sources, and Persian
lines are laid out right to left with joined letters."""

from __future__ import annotations

import gettext
import io
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n
from game.rules.games import RULESETS

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
KEYWORDS = {"_": None, "N_": None, "tr": None, "ntr": (1, 2), "NN_": (1, 2),
            "ngettext": (1, 2),
            "NC_": ((1, "c"), 2), "pgettext": ((1, "c"), 2)}
LANGS = [code for code in i18n.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"(?<!\{)\{(\w*)[^{}]*\}")


def _code_messages() -> dict[tuple[str | None, str | tuple[str, ...]], str]:
    """Every message marked in game/ and every lesson sentence in assets/lessons/ (as
    pybabel extract with babel.cfg finds them):
    (context, msgid or (singular, plural)) -> where it is used."""
    found = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
            str(ROOT / "game"), method_map=[("**.py", "python")], keywords=KEYWORDS):
        msgid = message if isinstance(message, str) else tuple(message)
        found[(context, msgid)] = f"game/{filename}:{lineno}"
    # the lessons' sentences, as babel.cfg's [lessons: **.toml] finds them
    for filename, lineno, message, _comments, context in extract_from_dir(
            str(ROOT / "assets" / "lessons"),
            method_map=[("**.toml", "game.lessons.catalog:extract")]):
        found[(context, message)] = f"assets/lessons/{filename}:{lineno}"
    return found


def _catalog(lang: str):
    with open(LOCALE / lang / "LC_MESSAGES" / "canasta.po", "rb") as f:
        return read_po(f, locale=lang)


def _placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def test_the_code_marks_messages():
    messages = _code_messages()
    assert len(messages) > 250
    assert (None, "New game") in messages and ("canasta kind", "sevens") in messages


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang):
    catalog = _catalog(lang)
    missing = []
    for (context, msgid), where in sorted(_code_messages().items(), key=str):
        entry = catalog.get(msgid, context=context)
        strings = () if entry is None else (
            entry.string if isinstance(entry.string, tuple) else (entry.string,))
        if entry is None or entry.fuzzy or not all(strings):
            missing.append(f"{msgid!r} ({where})")
    assert not missing, f"{lang}: untranslated messages:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_name_is_translated(lang):
    """The screens show _(ruleset.name): a new game needs only catalog entries."""
    catalog = _catalog(lang)
    for rs in RULESETS.values():
        entry = catalog.get(rs.name)
        assert entry is not None and entry.string, f"{lang}: no translation of {rs.name!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_game_names_and_undo_are_words_of_the_language(lang):
    """Every game has a name of its own in each language (Díszített kanaszta is
    Hungarian already), and Undo is not Back."""
    catalog = _catalog(lang)
    for rs in RULESETS.values():
        if rs.id != "diszitett":
            assert catalog.get(rs.name).string != rs.name, f"{lang}: {rs.name!r} in English"
    assert catalog.get("Undo").string != catalog.get("Back").string


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_blurb_and_table_rule_is_translated(lang):
    """The New game screen shows _(blurb), _(option.label), _(option.help) and the
    choices' names: game.ui.scenes.new_game.RULE_TEXTS marks them for the catalogs."""
    from game.rules.games import REGISTRY

    catalog = _catalog(lang)
    texts = []
    for rs in REGISTRY.values():
        texts.append(rs.blurb)
        for option in rs.options:
            texts += [option.label, option.help]
            texts += [option.choice_name(c) for c in option.choices if option.choice_name(c)]
    missing = [t for t in texts if not (catalog.get(t) and catalog.get(t).string)]
    assert not missing, f"{lang}: add to RULE_TEXTS and translate: {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_are_the_same_in_every_language(lang):
    wrong = []
    for entry in _catalog(lang):
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        expected = _placeholders(ids[0])
        if any(_placeholders(i) != expected for i in ids):
            wrong.append(f"{ids!r}: singular and plural differ")
        for text in strings:
            if _placeholders(text) != expected:
                wrong.append(f"{ids[0]!r} -> {text!r}")
            try:
                text.format(**{name: "x" for name in expected})
            except (KeyError, IndexError, ValueError) as error:
                wrong.append(f"{ids[0]!r} -> {text!r}: {error}")
    assert not wrong, f"{lang}: placeholders differ:\n" + "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalog_matches_its_source(lang):
    """assets/locale/<lang>/LC_MESSAGES/canasta.mo is what ships: recompile with
    ``pybabel compile -d assets/locale -D canasta`` after editing a .po file."""
    catalog = _catalog(lang)
    fresh = io.BytesIO()
    write_mo(fresh, catalog)
    fresh.seek(0)
    expected = gettext.GNUTranslations(fresh)
    with open(LOCALE / lang / "LC_MESSAGES" / "canasta.mo", "rb") as f:
        shipped = gettext.GNUTranslations(f)
    def messages(translations):  # the header (key "") aside
        return {k: v for k, v in translations._catalog.items() if k != ""}

    assert messages(shipped) == messages(expected)


def test_the_template_lists_every_message():
    """assets/locale/canasta.pot is up to date (pybabel extract, see babel.cfg)."""
    with open(LOCALE / "canasta.pot", "rb") as f:
        template = read_po(f)
    listed = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id))
              for m in template if m.id}
    assert listed == set(_code_messages())


def test_plural_forms_come_from_the_catalog():
    i18n.set_language("hu")
    assert i18n.ntr("{n} card", "{n} cards", 5, n=5) == "5 lap"
    i18n.set_language("en")
    assert i18n.ntr("{n} card", "{n} cards", 1, n=1) == "1 card"
    assert i18n.ntr("{n} card", "{n} cards", 5, n=5) == "5 cards"


def test_persian_digits_are_a_setting():
    i18n.set_language("fa", persian_digits=True)
    assert i18n.tr("Stock {n}", n=42) == "دسته ۴۲"
    i18n.set_language("fa", persian_digits=False)
    assert i18n.tr("Stock {n}", n=42) == "دسته 42"
    i18n.set_language("hu", persian_digits=True)
    assert i18n.tr("Stock {n}", n=42) == "Pakli: 42"


def test_card_indices_stay_as_printed():
    i18n.set_language("fa", persian_digits=True)
    assert "10♦" in i18n.tr("You discarded {card}.", card="10♦")


def test_system_language():
    assert i18n.system_language({"LANG": "hu_HU.UTF-8"}) == "hu"
    assert i18n.system_language({"LANGUAGE": "fa_IR:en", "LANG": "C"}) == "fa"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_a_refusal_is_translated_with_its_rule_id():
    i18n.set_language("hu")

    class Refusal:
        message = "Discard one card at a time ({rule})."
        params = {"rule": "G-5"}
        rule = None

    assert i18n.refusal(Refusal()) == "Egyszerre egy lapot dobj a talonra (G-5)."
    assert i18n.refusal("Wait for your turn.") == "Várd meg, amíg te jössz."
    untranslated = "Meld at least 50 points first (CL-6.1)."
    assert i18n.refusal(untranslated) == untranslated


# -- right to left --------------------------------------------------------------


def test_bidi_runs_put_a_card_inside_a_persian_line():
    from game.ui.text import bidi_runs

    runs = bidi_runs("شما K♣ را انداختید", rtl_base=True)
    assert [rtl for _, rtl in runs] == [True, False, True]
    assert runs[0][0].strip() == "را انداختید"  # the end of the sentence is leftmost
    assert runs[1][0] == "K♣"  # the card reads as on the card, left to right
    assert runs[2][0].strip() == "شما"  # the first word is rightmost


def _columns(image) -> list[int]:
    """The x of every column with a visible pixel."""
    w, h = image.get_size()
    return [x for x in range(w) if any(image.get_at((x, y)).a > 40 for y in range(h))]


def test_a_persian_line_is_drawn_right_to_left(fonts):
    """The card in "K♣ را بیندازید" (discard K♣) ends up at the right end of the line,
    the Persian words at the left; the Persian letters are joined (shaped)."""
    i18n.set_language("fa")
    line = fonts.render("K♣ را بیندازید", 30)
    card = fonts.render("K♣", 30)
    words = fonts.render("را بیندازید", 30)
    assert abs(line.get_width() - card.get_width() - words.get_width()
               - fonts.render(" ", 30).get_width()) <= 2
    cols = _columns(line)
    card_cols = [x for x in cols if x >= line.get_width() - card.get_width()]
    assert card_cols and max(cols) == max(card_cols)
    # the right end of the line is the card: same ink as "K♣" drawn alone
    offset = line.get_width() - card.get_width()
    ink_line = sum(1 for x in range(card.get_width()) for y in range(line.get_height())
                   if line.get_at((offset + x, y)).a > 40)
    ink_card = sum(1 for x in range(card.get_width()) for y in range(card.get_height())
                   if card.get_at((x, y)).a > 40)
    assert abs(ink_line - ink_card) <= ink_card * 0.05
    # joined letters: "ببب" shaped is narrower than three lone "ب"
    lone = fonts.render("ب", 30).get_width()
    assert fonts.render("ببب", 30).get_width() < 3 * lone


def test_a_panel_line_starts_at_the_right_in_persian(fonts):
    import pygame

    from game.ui.text import blit_start

    surface = pygame.Surface((400, 40), pygame.SRCALPHA)
    i18n.set_language("fa")
    rect = blit_start(surface, fonts, "تنظیمات", 10, 390, 5, 20)
    assert rect.right == 390
    i18n.set_language("hu")
    rect = blit_start(surface, fonts, "Beállítások", 10, 390, 5, 20)
    assert rect.left == 10


@pytest.fixture
def fonts():
    import pygame

    from game.ui.text import Fonts

    pygame.init()
    return Fonts()


def test_a_zero_width_non_joiner_keeps_its_place():
    """X9 drops format characters from python-bidi's storage; the line keeps them."""
    from game.ui.text import bidi_runs

    runs = bidi_runs("بازی‌های ذخیره‌شده", rtl_base=True)
    assert "".join(run for run, _ in runs) == "بازی‌های ذخیره‌شده"


# -- choosing the language --------------------------------------------------------


@pytest.mark.parametrize("argv, code, rest", [
    (["--lang", "fa", "selftest", "--screenshot", "p.png"], "fa", ["selftest", "--screenshot",
                                                                   "p.png"]),
    (["selftest", "--lang=hu"], "hu", ["selftest"]),
    (["--data-dir", "d"], None, ["--data-dir", "d"]),
])
def test_lang_works_before_or_after_any_command(argv, code, rest):
    from game.cli import _take_lang

    assert _take_lang(argv) == code and argv == rest


def test_an_unknown_language_is_refused(capsys):
    from game.cli import main

    with pytest.raises(SystemExit) as info:
        main(["--lang", "xx", "selftest"])
    assert info.value.code == 2
    assert "--lang" in capsys.readouterr().err


def test_replay_speaks_the_language_asked_for(capsys):
    from game.cli import main

    assert main(["--lang", "hu", "replay", str(ROOT / "saves" / "classic-frozen-pile.json")]) == 0
    out = capsys.readouterr().out
    assert "Eredménylap" in out or "eldobta" in out or "húzott" in out


def test_settings_choose_the_language(tmp_path):
    from game.storage.settings import Settings
    from game.ui.app import use_language

    assert use_language(Settings().replace(language="hu")) == "hu"
    assert use_language(Settings().replace(language="hu"), override="fa") == "fa"
    assert i18n.is_rtl()
    assert use_language(Settings().replace(language="en", persian_digits=False)) == "en"


def _guide_texts(guide) -> list[str]:
    """Every message of a written guide: name, summary, titles, paragraphs, bullets
    and table cells."""
    from game.ui.rules_text import Bullets, Table

    texts = [guide.name, guide.summary]
    for section in guide.sections:
        texts.append(section.title)
        for block in section.blocks:
            if isinstance(block, str):
                texts.append(block)
            elif isinstance(block, Bullets):
                texts += block.items
            elif isinstance(block, Table):
                texts += [*block.header, *(cell for row in block.rows for cell in row)]
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_diszitett_guide_score_lines_and_log_are_translated(lang):
    """Díszített kanaszta's guide, its score sheet's lines (DK-9.1 kinds, twins, tax,
    going out from hand) and its log lines read in every language."""
    from game.rules.games.diszitett import _KIND_FORMS, _TAX, _TWINS
    from game.rules.messages import Refusal
    from game.ui.rules_text import GUIDES

    catalog = _catalog(lang)
    guide = GUIDES["diszitett"]
    texts = _guide_texts(guide)
    missing = [t for t in texts if not t.lstrip("+").isdigit() and not (catalog.get(t) and
                                                            catalog.get(t).string)]
    assert not missing, missing
    i18n.set_language(lang)
    try:
        for forms in (*_KIND_FORMS.values(), _TWINS):
            shown = i18n.label(Refusal.counted(forms, 2))
            assert shown != forms[1].format(n=2), shown
        assert i18n.label(Refusal(_TAX)) != "tax"
        assert i18n.label(Refusal("going out from hand")) != "going out from hand"
        line = i18n.tr("{player} made a twin on {card} (DK-6.1).", player="X", card="8♦")
        assert "8♦" in line and "DK-6.1" in line and "made a twin" not in line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_modern_american_guide_score_lines_and_log_are_translated(lang):
    """Modern American Canasta's guide, its score lines (MA-10.2 penalties, MA-10.3
    threes, MA-9 special hands) and its log lines read in every language."""
    from game.rules.cards import ACE, JOKER
    from game.rules.games.modern_scoring import _CANASTA_FORMS, _incomplete_label
    from game.rules.messages import Refusal
    from game.ui.rules_text import GUIDES

    catalog = _catalog(lang)
    guide = GUIDES["modern"]
    texts = _guide_texts(guide)
    missing = [t for t in texts if not t.lstrip("+\u2212").isdigit() and not (
        catalog.get(t) and catalog.get(t).string)]
    assert not missing, missing
    i18n.set_language(lang)
    try:
        for rank in (ACE, 7, JOKER):
            phrase = _incomplete_label(rank)
            assert i18n.label(phrase) != phrase, phrase
        for forms in _CANASTA_FORMS.values():
            assert i18n.label(Refusal.counted(forms, 2)) != forms[1].format(n=2), forms
        for name in ("straight", "pairs", "pairs with twos", "garbage", "zip code"):
            assert i18n.label(name) != name
        forms = ("{n} black three laid out", "{n} black threes laid out")
        assert i18n.label(Refusal.counted(forms, 2)) != "2 black threes laid out"
        line = i18n.ntr("{player} drew {n} bonus card face down (MA-7.1).",
                        "{player} drew {n} bonus cards face down (MA-7.1).", 3, player="X", n=3)
        assert "MA-7.1" in line and "bonus" not in line
    finally:
        i18n.set_language("en")
