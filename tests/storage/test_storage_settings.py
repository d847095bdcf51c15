"""settings.json and statistics.json: round trips, checked values with the valid
ones listed, and bad files moved aside with a message."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.engine import apply, legal_actions, new_game
from game.rules.state import DealScore, Phase
from game.storage.atomic import backup_path
from game.storage.paths import settings_path, statistics_path
from game.storage.settings import Settings, SettingsError, load_settings, save_settings
from game.storage.statistics import (
    GameStats,
    Statistics,
    load_statistics,
    record_deal,
    save_statistics,
)

# --- settings -----------------------------------------------------------------


def test_defaults_without_a_file(tmp_path):
    assert load_settings(tmp_path) == (Settings(), None)
    s = Settings()
    assert (s.animation_speed, s.card_size, s.hand_sort, s.sound, s.language) == \
        ("normal", "medium", "rank", True, "")
    assert s.last_game is None and s.last_levels == ()


def test_settings_round_trip(tmp_path):
    s = Settings().replace(animation_speed="instant", card_size="large", hand_sort="suit",
                           sound=False, last_game="pennies",
                           last_levels=["easy", "normal", "hard", "random"])
    path = save_settings(s, tmp_path)
    assert path == settings_path(tmp_path) == tmp_path / "settings.json"
    data = json.loads(path.read_text())
    assert data["format"] == 1 and data["last_levels"] == ["easy", "normal", "hard", "random"]
    assert load_settings(tmp_path) == (s, None)
    save_settings(s.replace(sound=True), tmp_path)
    assert json.loads(backup_path(path).read_text())["sound"] is False


@pytest.mark.parametrize("name, value, valid", [
    ("animation_speed", "warp", "instant, fast, normal, slow"),
    ("card_size", "huge", "small, medium, large"),
    ("hand_sort", "colour", "rank, suit"),
    ("language", "fr", '"" (the system\'s), en, fa, hu'),
    ("sound", "yes", "true, false"),
    ("sound", 1, "true, false"),
    ("last_game", "poker", "classic, pennies, dollars, bain, railroad, diszitett, modern or none"),
    ("last_levels", "easy", "a list of up to 8 of easy, normal, hard, expert, random"),
    ("last_levels", ["master"], "a list of up to 8 of easy, normal, hard, expert, random"),
])
def test_bad_values_list_the_valid_ones(name, value, valid):
    with pytest.raises(SettingsError) as info:
        Settings().replace(**{name: value})
    assert str(info.value) == f"The setting '{name}' cannot be {value!r}; valid values: {valid}."


def test_a_settings_file_with_hard_levels_loads(tmp_path):
    settings_path(tmp_path).write_text(json.dumps({"format": 1, "last_game": "classic",
                                                   "last_levels": ["hard", "easy", "hard"]}))
    settings, message = load_settings(tmp_path)
    assert message is None and settings.last_levels == ("hard", "easy", "hard")


def test_unknown_setting():
    with pytest.raises(SettingsError, match="There is no setting 'volume'; the settings are: "
                                            "animation_speed, card_size"):
        Settings().replace(volume=3)


def test_bad_value_in_file_falls_back_for_that_setting_only(tmp_path):
    path = settings_path(tmp_path)
    path.write_text(json.dumps({"format": 1, "card_size": "huge", "hand_sort": "suit",
                                "sound": "loud", "future_option": 1}))
    settings, message = load_settings(tmp_path)
    assert settings == Settings(hand_sort="suit")
    assert message == (
        "The setting 'card_size' cannot be 'huge'; valid values: small, medium, large. "
        "The default (medium) is used. "
        "The setting 'sound' cannot be 'loud'; valid values: true, false. "
        "The default (true) is used.")
    assert path.exists()  # readable file: kept, corrected at the next save


@pytest.mark.parametrize("content, reason", [
    ('{"format": 1, "card_si', "the file is cut short (line 1)"),
    ("[]", "it holds a list where a group of entries belongs"),
    ('{"format": 9}', "it was written by a newer version of Canasta Table (format 9; "
                      "this version reads formats up to 1)"),
    ('{"card_size": "large"}', "it has no format number"),
    ("\xff", "the file is damaged at line 1 (it is not text)"),
])
def test_unreadable_settings_are_moved_aside(tmp_path, content, reason):
    path = settings_path(tmp_path)
    path.write_bytes(content.encode("latin-1"))
    settings, message = load_settings(tmp_path)
    assert settings == Settings()
    assert message == (f"Your settings could not be read: {reason}. The file was moved aside "
                       "to settings.json.corrupt. The default settings are used.")
    assert (tmp_path / "settings.json.corrupt").read_bytes() == content.encode("latin-1")
    assert not path.exists()


def test_unreadable_settings_use_the_previous_copy(tmp_path):
    save_settings(Settings(card_size="small"), tmp_path)
    save_settings(Settings(card_size="large"), tmp_path)
    settings_path(tmp_path).write_text("{")
    (tmp_path / "settings.json.corrupt").write_text("old")
    settings, message = load_settings(tmp_path)
    assert settings.card_size == "small"
    assert message == ("Your settings could not be read: the file is cut short (line 1). "
                       "The file was moved aside to settings.json.2.corrupt. "
                       "The previous copy was used instead.")
    assert (tmp_path / "settings.json.corrupt").read_text() == "old"


# --- statistics -------------------------------------------------------------


def test_statistics_round_trip(tmp_path):
    stats = Statistics()
    stats.record_deal("classic", points=1200, won=True, canastas=2, out_first=True)
    stats.record_deal("classic", points=-300, won=False, canastas=0, out_first=False)
    stats.record_game("classic", won=True)
    stats.record_deal("pennies", points=50, won=False, canastas=1, out_first=False)
    assert stats.of("classic") == GameStats(
        games_played=1, games_won=1, deals_played=2, deals_won=1, highest_deal_score=1200,
        total_deal_points=900, canastas_made=2, times_out_first=1)
    assert stats.of("classic").average_deal_points == 450
    assert GameStats().average_deal_points is None
    path = save_statistics(stats, tmp_path)
    assert path == statistics_path(tmp_path)
    assert json.loads(path.read_text())["format"] == 1
    assert load_statistics(tmp_path) == (stats, None)


def test_highest_score_may_be_negative(tmp_path):
    stats = Statistics()
    stats.record_deal("classic", points=-80, won=False, canastas=0, out_first=False)
    stats.record_deal("classic", points=-120, won=False, canastas=0, out_first=False)
    save_statistics(stats, tmp_path)
    assert load_statistics(tmp_path)[0].of("classic").highest_deal_score == -80


@pytest.mark.parametrize("games, reason", [
    ({"classic": {"games_played": -1}}, "the entry 'games.classic.games_played' is negative"),
    ({"classic": {"games_played": "3"}},
     "the entry 'games.classic.games_played' is text where a whole number belongs"),
    ({"classic": {"games_won": 2, "games_played": 1}},
     "the entry 'games.classic' counts more wins than played"),
    ({"classic": {"highest_deal_score": 1.5}},
     "the entry 'games.classic.highest_deal_score' is a decimal number where a whole number "
     "belongs"),
    ({"classic": {"luck": 3}}, "it has an unexpected entry 'games.classic.luck'"),
    ({"../x": {}}, "'../x' is not a game id"),
    ([], "the entry 'games' is a list where a group of entries belongs"),
])
def test_bad_statistics_start_again(tmp_path, games, reason):
    statistics_path(tmp_path).write_text(json.dumps({"format": 1, "games": games}))
    stats, message = load_statistics(tmp_path)
    assert stats == Statistics()
    assert message == (f"Your statistics could not be read: {reason}. The file was moved "
                       "aside to statistics.json.corrupt. The statistics start again from zero.")


def test_bad_statistics_use_the_previous_copy(tmp_path):
    stats = Statistics()
    stats.record_game("pennies", won=False)
    save_statistics(stats, tmp_path)
    stats.record_game("pennies", won=True)
    save_statistics(stats, tmp_path)
    statistics_path(tmp_path).write_bytes(b"\x00\x01")
    loaded, message = load_statistics(tmp_path)
    assert loaded.of("pennies").games_played == 1
    assert message.endswith("The previous copy was used instead.")


def test_record_state_from_a_real_deal():
    """Play a classic deal with random legal actions to its end and count it."""
    rng = random.Random(3)
    state = new_game("classic", None, 3)
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    deal: DealScore = state.history[-1]
    stats = Statistics()
    stats.record_state(state, seat=1)
    s = stats.of("classic")
    assert s.deals_played == 1 and s.total_deal_points == deal.totals[1]
    assert s.deals_won == int(deal.totals[1] > deal.totals[0])
    assert s.canastas_made == sum(1 for m in state.melds[1] if m.is_canasta)
    assert s.times_out_first == int(deal.went_out is not None and deal.went_out % 2 == 1)
    assert s.games_played == int(state.phase is Phase.GAME_OVER)
    with pytest.raises(ValueError):
        stats.record_state(new_game("classic", None, 1), seat=0)


def test_record_deal_in_the_data_folder(tmp_path):
    rng = random.Random(5)
    state = new_game("pennies", None, 5)
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert record_deal(tmp_path, state, 0) is None
    assert record_deal(tmp_path, state, 0) is None
    stats, message = load_statistics(tmp_path)
    assert message is None and stats.of("pennies").deals_played == 2
    statistics_path(tmp_path).write_text("{")
    message = record_deal(tmp_path, state, 0)
    assert message.startswith("Your statistics could not be read: the file is cut short")
    # the previous copy (one deal) was used, then this deal added
    assert load_statistics(tmp_path)[0].of("pennies").deals_played == 2


def test_a_diszitett_deal_is_won_before_tax():
    """DK-13.4: the deal is won by the higher score before tax, though the taxed
    totals may say otherwise; the points counted are the taxed ones (DK-13.1)."""
    from game.rules.games.diszitett import before_tax, deal_winner

    for seed in range(1, 40):
        state = new_game("diszitett", {"players": 3}, seed)
        state.scores = [9500, 0, 0]  # seat 0's deal score is divided by ten
        rng = random.Random(seed)
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            state, _ = apply(state, rng.choice(legal_actions(state)))
        deal: DealScore = state.history[-1]
        if deal_winner(deal.lines) == 0 and deal.totals[0] < max(deal.totals[1:]):
            break
    else:
        pytest.fail("no deal won before tax and lost after it")
    for seat in range(3):
        stats = Statistics()
        stats.record_state(state, seat=seat)
        s = stats.of("diszitett-3")  # three players, counted apart from two
        assert s.deals_won == int(seat == 0)
        assert s.total_deal_points == deal.totals[seat]
    assert before_tax(deal.lines[0]) > deal.totals[0]


@pytest.mark.parametrize("players, key", [(2, "classic-2"), (3, "classic-3"), (4, "classic")])
def test_each_number_of_players_is_counted_apart(players, key):
    """CL-11, CL-12: Classic for two, three and four players keep apart records;
    the usual four keep the game's own key, as before the counts were kept apart."""
    from game.storage.statistics import key_game, stats_key

    rng = random.Random(players)
    state = new_game("classic", {"players": players}, 7)
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    stats = Statistics()
    stats.record_state(state, seat=0)
    assert list(stats.games) == [key] == [stats_key("classic", players)]
    assert stats.of(key).deals_played == 1
    assert key_game(key) == ("classic", players)
    assert key_game("someday") == ("someday", None)
    assert stats_key("pennies", 6) == "pennies" and stats_key("railroad", 5) == "railroad-5"
