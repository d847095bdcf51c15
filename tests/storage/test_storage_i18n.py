"""The storage layer's messages in the player's language: a save that
cannot be read and why, a file moved aside, a folder that cannot be written, a lock
held by another window, settings and statistics problems. Each is a structured
message (game.rules.messages.Refusal or Sentences) whose str value stays the English
sentence; game.i18n.notice shows it in Persian and Hungarian, the reason too."""

from __future__ import annotations

import copy
import pickle

import pytest

from game import i18n
from game.rules.messages import Refusal, Sentences, joined, sentence_of
from game.storage.atomic import backup_path
from game.storage.locks import SaveLockedError
from game.storage.paths import settings_path, statistics_path
from game.storage.saves import READ_ONLY, Autosaver, SaveError, list_saves, load_game, open_save
from game.storage.settings import load_settings
from game.storage.statistics import load_statistics

from .storage_helpers import play_random


def _in(lang: str, message) -> str:
    """``message`` as shown in ``lang`` (the language stays: tests end in English)."""
    i18n.set_language(lang, persian_digits=True)
    return i18n.notice(message)


def _cut_short(tmp_path, save_id="cut"):
    auto = play_random(tmp_path, "classic", 3, 6, save_id=save_id)
    text = auto.path.read_text("utf-8")
    auto.path.write_text(text[: text.index('"actions"')], "utf-8")
    backup_path(auto.path).unlink()
    return auto.path, text[: text.index('"actions"')].rstrip().count("\n") + 1


def test_a_save_cut_short_is_told_in_hungarian_and_persian_with_its_reason(tmp_path):
    path, line = _cut_short(tmp_path)
    with pytest.raises(SaveError) as info:
        load_game(path)
    english = f"This save could not be read: the file is cut short (line {line})."
    assert str(info.value) == english and sentence_of(info.value) == english
    assert info.value.reason == f"the file is cut short (line {line})"
    assert _in("hu", sentence_of(info.value)) == (
        f"Ezt a mentést nem sikerült beolvasni: a fájl csonka ({line}. sor).")
    persian_line = str(line).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    assert _in("fa", sentence_of(info.value)) == (
        f"این بازی ذخیره‌شده خوانده نشد: فایل ناقص است (خط {persian_line}).")
    assert _in("en", sentence_of(info.value)) == english


def test_a_bad_save_moved_aside_is_told_sentence_by_sentence(tmp_path):
    path, line = _cut_short(tmp_path)
    listed = list_saves(tmp_path)
    assert _in("hu", listed[0].problem) == f"a fájl csonka ({line}. sor)"
    result = open_save(path)
    assert result.message == (f"This save could not be read: the file is cut short (line {line})."
                              " It was moved aside to cut.json.corrupt.")
    assert isinstance(result.message, Sentences)
    assert _in("hu", result.message) == (
        f"Ezt a mentést nem sikerült beolvasni: a fájl csonka ({line}. sor). "
        "Félretéve cut.json.corrupt néven.")
    fa = _in("fa", result.message)
    assert fa.startswith("این بازی ذخیره‌شده خوانده نشد: فایل ناقص است (خط ")
    assert fa.endswith("با نام cut.json.corrupt کنار گذاشته شد.")


def test_a_wrong_entry_names_the_entry_and_the_kinds_in_the_language(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="kind")
    auto.path.write_text(auto.path.read_text("utf-8").replace('"seed": 3', '"seed": "3"'),
                         "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(auto.path)
    assert info.value.reason == "the entry 'seed' is text where a whole number belongs"
    assert _in("hu", info.value.reason) == (
        "a 'seed' bejegyzés szöveg, pedig egész szám kellene")
    assert _in("fa", info.value.reason) == "مدخل 'seed' متن است، جایی که باید یک عدد صحیح باشد"


def test_a_newer_format_and_an_unknown_game(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="new")
    text = auto.path.read_text("utf-8")
    auto.path.write_text(text.replace('"format": 2', '"format": 9'), "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(auto.path)
    assert info.value.reason == ("it was written by a newer version of Canasta Table (format 9; "
                                 "this version reads formats up to 2)")
    assert _in("hu", info.value.reason) == (
        "a Canasta Table egy újabb változata írta (9. formátum; ez a változat legfeljebb "
        "a 2. formátumot olvassa)")
    auto.path.write_text(text.replace('"game": "classic"', '"game": "rummy"'), "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(auto.path)
    assert str(info.value) == ("This save could not be read: it is a game this version does "
                               "not know ('rummy').")
    assert _in("fa", sentence_of(info.value)) == (
        "این بازی ذخیره‌شده خوانده نشد: بازی‌ای است که این نسخه نمی‌شناسد ('rummy').")


def test_a_folder_that_cannot_be_created_is_told_with_the_reason(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    auto = play_random(tmp_path / "saves", "classic", 3, 2, save_id="g")
    moved = Autosaver(blocker / "saves", auto.saved, auto.state)
    assert moved.problem == (f"This game could not be saved: the folder {blocker / 'saves'} "
                             "cannot be created (a file stands where a folder belongs).")
    assert _in("hu", moved.problem) == (
        f"Ezt a játékot nem sikerült menteni: a(z) {blocker / 'saves'} mappa nem hozható létre "
        "(egy fájl áll ott, ahol mappának kellene lennie).")
    assert _in("fa", moved.problem) == (
        f"این بازی ذخیره نشد: پوشه‌ی {blocker / 'saves'} ساخته نمی‌شود "
        "(جایی که باید پوشه باشد فایلی هست).")


def test_a_lock_and_a_read_only_game_are_told_in_the_language(tmp_path):
    error = SaveLockedError(tmp_path / "g.json", 12)
    assert str(error) == "This game is open in another window."
    assert _in("hu", sentence_of(error)) == "Ez a játék egy másik ablakban nyitva van."
    assert _in("fa", sentence_of(error)) == "این بازی در پنجره‌ی دیگری باز است."
    assert _in("hu", READ_ONLY).startswith("Ez a játék egy másik ablakban nyitva van, ezért")


@pytest.mark.parametrize("kind", ["settings", "statistics"])
def test_damaged_settings_and_statistics_are_told_in_hungarian(tmp_path, kind):
    if kind == "settings":
        path, load = settings_path(tmp_path), load_settings
        after = "Az alapbeállítások érvényesek."
        what = "A beállításaidat nem sikerült beolvasni"
    else:
        path, load = statistics_path(tmp_path), load_statistics
        after = "A statisztika újra nulláról indul."
        what = "A statisztikádat nem sikerült beolvasni"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("")
    _value, message = load(tmp_path)
    assert message.startswith(f"Your {kind} could not be read: the file is empty. The file was")
    assert _in("hu", message) == (f"{what}: a fájl üres. A fájl félretéve {path.name}.corrupt "
                                  f"néven. {after}")


def test_a_bad_setting_value_keeps_its_default_and_says_so(tmp_path):
    settings_path(tmp_path).parent.mkdir(parents=True, exist_ok=True)
    settings_path(tmp_path).write_text('{"format": 1, "card_size": "huge"}')
    _settings, message = load_settings(tmp_path)
    assert message == ("The setting 'card_size' cannot be 'huge'; valid values: small, medium, "
                       "large. The default (medium) is used.")
    assert _in("hu", message) == ("A 'card_size' beállítás nem lehet 'huge'; érvényes "
                                  "értékek: small, medium, large. Az alapérték (medium) érvényes.")


def test_sentences_keep_their_parts_when_copied():
    told = joined(Refusal("the file is empty"), None, "It was moved aside to x.")
    assert told == "the file is empty It was moved aside to x."
    for again in (copy.deepcopy(told), pickle.loads(pickle.dumps(told))):
        assert isinstance(again, Sentences) and again.parts == told.parts
    assert joined(None, "") is None
