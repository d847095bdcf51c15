"""The menu screens and overlays, driven through the real App loop without a
display (SDL dummy driver): clicks are posted at button centres, keys as
KEYDOWN events; storage goes to a temporary data folder."""

from __future__ import annotations

import dataclasses
import sys
import types
from pathlib import Path

import pygame
import pytest

from game.present.session import GameSession
from game.rules.state import Phase
from game.storage import (
    PlayerInfo,
    SavedGame,
    Settings,
    Statistics,
    load_settings,
    save_game,
    save_statistics,
    saves_dir,
)
from game.ui.app import App
from game.ui.rules_text import GUIDES, Bullets, Table
from game.ui.scene import Scene
from game.ui.scenes.dialogs import ChoiceDialog, MessageDialog
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saves import SavesScene, describe, scores_text
from game.ui.scenes.score_sheet import GameOverScene, ScoreSheetScene, points
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


# -- helpers ------------------------------------------------------------------


@pytest.fixture
def make_app(tmp_path):
    apps = []

    def make(size=(1280, 800), data_dir=tmp_path, settings=None):
        app = App(size=size, data_dir=data_dir,
                  settings=Settings() if settings is None else settings)
        apps.append(app)
        return app

    yield make
    pygame.display.quit()  # other tests expect no display surface


@pytest.fixture
def app(make_app):
    return make_app()


@pytest.fixture
def table_calls(monkeypatch):
    """Replace the table module's entry points (the real module, or a stand-in
    while it does not exist yet); returns the list of calls."""
    calls: list[tuple] = []
    try:
        import game.ui.scenes.table as table
    except Exception:  # not written yet (or mid-edit): a stand-in module
        table = types.ModuleType("game.ui.scenes.table")

        class TableScene(Scene):
            pass

        table.TableScene = TableScene
        monkeypatch.setitem(sys.modules, "game.ui.scenes.table", table)
    monkeypatch.setattr(table, "start_table", lambda ctx, *args: calls.append(("start", args)),
                        raising=False)
    monkeypatch.setattr(table, "open_saved_game",
                        lambda ctx, path: calls.append(("open", Path(path))), raising=False)
    return calls


def click(app: App, pos) -> None:
    pos = tuple(int(v) for v in pos)
    app.frame(1 / 60, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ])


def button(scene: Scene, label: str, nth: int = 0):
    found = [b for b in scene.buttons if b.label == label]
    assert len(found) > nth, f"no button {label!r} in {[b.label for b in scene.buttons]}"
    return found[nth]


def click_button(app: App, label: str, nth: int = 0) -> None:
    click(app, button(app.top, label, nth).rect.center)


def press(app: App, key: int, text: str = "", mod: int = 0) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, unicode=text, mod=mod,
                                          scancode=0)])


def type_text(app: App, text: str) -> None:
    for ch in text:
        press(app, getattr(pygame, f"K_{ch}"), ch)


def wheel(app: App, dy: int) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)])


def record_text(app: App) -> list[str]:
    """Record every text the fonts render from now on."""
    seen: list[str] = []
    original = app.ctx.fonts.render

    def render(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    app.ctx.fonts.render = render
    return seen


def ai_deal(game_id: str = "classic", seed: int = 7) -> GameSession:
    session = GameSession(game_id, {}, seed, None, ["normal"])
    while session.ai_step():
        pass
    assert session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return session


def ai_game(seed: int = 7) -> GameSession:
    session = GameSession("classic", {"target": 3000}, seed, None, ["normal"])
    for _ in range(50):
        while session.ai_step():
            pass
        if session.state.phase is Phase.GAME_OVER:
            return session
        session.next_deal()
    raise AssertionError("the game did not end")


def make_save(data_dir: Path, save_id: str, game: str = "classic", seed: int = 5) -> Path:
    folder = saves_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    session = ai_deal(game, seed)
    players = [PlayerInfo(i, "human" if i == 0 else "ai", "normal",
                          "You" if i == 0 else f"Computer {i}")
               for i in range(session.ruleset.players)]
    saved = dataclasses.replace(SavedGame.new(game, seed, players, {}),
                                id=save_id, actions=tuple(session.actions))
    return save_game(saved, folder)


# -- title --------------------------------------------------------------------


def test_title_keys_and_buttons(app, table_calls):
    title = app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    labels = [b.label for b in title.buttons]
    assert labels == ["New game", "Learn", "Saved games", "Rules", "Settings", "Statistics",
                      "Watch a game", "Quit"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    for label, kind in (("Saved games", SavesScene), ("Rules", RulesScene),
                        ("Settings", SettingsScene), ("Statistics", StatisticsScene)):
        click_button(app, label)
        assert isinstance(app.top, kind), label
        click_button(app, "Back")
        assert app.top is title
    press(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, ChoiceDialog)
    press(app, pygame.K_RETURN)
    assert not app.running


def test_escape_on_the_title_asks_before_quitting(app):
    """Esc on the title does not quit at once: a dialog asks; Esc again or No
    returns to the title, Enter or Yes quits."""
    title = app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    press(app, pygame.K_ESCAPE)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and app.running
    assert [b.label for b in dialog.buttons] == ["Yes", "No"]
    assert dialog.text == "Quit Canasta Table?"
    press(app, pygame.K_ESCAPE)
    assert app.top is title and app.running
    press(app, pygame.K_ESCAPE)
    app.frame(1 / 60, [])
    click_button(app, "No")
    assert app.top is title and app.running
    press(app, pygame.K_ESCAPE)
    app.frame(1 / 60, [])
    click_button(app, "Yes")
    assert not app.running


def test_title_continue_opens_the_latest_unfinished_save(app, table_calls, tmp_path):
    path = make_save(tmp_path, "classic-1")
    title = app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    assert [b.label for b in title.buttons][:2] == ["New game", "Continue"]
    click_button(app, "Continue")
    assert table_calls == [("open", path)]


def test_title_hides_continue_without_storage(make_app):
    app = make_app(data_dir=None)
    title = app.push(TitleScene(app.ctx))
    assert "Continue" not in [b.label for b in title.buttons]


def test_title_notice_shows_and_clicks_away(app):
    title = app.push(TitleScene(app.ctx))
    seen = record_text(app)
    title.notify("A save could not be read; it was moved aside.")
    app.frame(1 / 60, [])
    assert any("moved aside" in t for t in seen)
    click(app, title.banner_rect.center)
    assert title.banner is None
    assert app.top is title


# -- new game -----------------------------------------------------------------


def test_new_game_start_calls_start_table_with_the_choices(app, table_calls, tmp_path):
    title = app.push(TitleScene(app.ctx))
    click_button(app, "New game")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert scene.game_id == "classic" and scene.human == 0
    click_button(app, "Pennies from Heaven")
    assert scene.game_id == "pennies"
    click_button(app, "North")
    assert scene.human == 3
    click_button(app, "Normal", 4)  # seats in order, North (you) aside: South-east, a partner
    assert button(scene, "Hard").enabled  # Normal is followed by Hard
    type_text(app, "1234")
    click_button(app, "Start")
    assert app.top is title
    assert len(table_calls) == 1
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert kind == "start"
    assert (game_id, seed, human) == ("pennies", 1234, 3)
    assert table_rules == {"mixed_canasta_bonus": 300, "initial_meld_ranges": "x10",
                           "foot_before_going_out": True, "target": 20000}
    assert levels == ["normal", "normal", "normal", "normal", "normal", "hard"]
    # the game and the levels are remembered, in memory and on disk
    assert app.ctx.settings.last_game == "pennies"
    assert app.ctx.settings.last_levels == ("normal", "hard", "normal", "normal", "normal")
    reloaded, message = load_settings(tmp_path)
    assert message is None and reloaded.last_game == "pennies"
    assert reloaded.last_levels == ("normal", "hard", "normal", "normal", "normal")
    again = NewGameScene(app.ctx)
    assert again.game_id == "pennies"
    assert again.relative_levels["pennies"][1] == "hard"


def test_new_game_offers_dollars_for_four_or_six(app, table_calls):
    """DH-1.1: Dollars from Heaven is played by 4 or 6 (its "players" table rule);
    the seats and the computer players follow the count."""
    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Dollars from Heaven")
    assert scene.game_id == "dollars" and scene.ruleset.players == 4
    assert button(scene, "4 players").selected and not button(scene, "6 players").selected
    assert [b.label for b in scene.buttons if b.label == "Normal"] == ["Normal"] * 3
    labels = [b.label for b in scene.buttons]
    for title in ("Sevens in sequences", "Pile cards wait", "Sequences per suit"):
        assert title not in labels  # titles are text beside their buttons
    click_button(app, "6 players")
    assert scene.ruleset.players == 6 and scene.ruleset.packs == 5
    assert len([b for b in scene.buttons if b.label == "Normal"]) == 5
    click_button(app, "North-east")
    click_button(app, "Normal", 4)  # South-east, the last computer seat
    click_button(app, "Hard")  # Normal, Hard, Expert, Easy
    click_button(app, "Expert")
    click_button(app, "Always")  # pile cards wait (DH-9.2)
    type_text(app, "42")
    click_button(app, "Start")
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert (game_id, seed, human) == ("dollars", 42, 4)
    assert table_rules == {"players": 6, "sevens_in_sequences": True,
                           "pile_cards_wait": "pair", "sequences_per_suit": "many"}
    assert levels == ["normal", "normal", "normal", "normal", "normal", "easy"]
    again = NewGameScene(app.ctx)  # the count last played is remembered with the levels
    assert again.game_id == "dollars" and again.ruleset.players == 6
    assert again.relative_levels["dollars"] == ["easy", "normal", "normal", "normal", "normal"]
    app.push(again)
    click_button(app, "4 players")
    assert again.relative_levels["dollars"] == ["easy", "normal", "normal"]
    assert again.levels() == ["normal", "easy", "normal", "normal"]


def test_new_game_offers_bain_and_starts_it(app, table_calls):
    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Bain Hand and Foot")
    assert scene.game_id == "bain" and scene.ruleset.players == 4
    assert not any(b.label.endswith("players") for b in scene.buttons)  # 4 only
    click_button(app, "800")  # all eight red threes (BH-10.2)
    click_button(app, "Off")  # wild cards in the garbage pile (BH-10.1)
    click_button(app, "West")
    click_button(app, "Start")
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert (game_id, human) == ("bain", 1)
    assert table_rules == {"garbage_wilds": True, "all_red_threes": 1000, "target": 20000}
    assert len(levels) == 4


def test_new_game_offers_railroad_for_two_to_six_each_for_themself(app, table_calls):
    """RR-1.4: Railroad Canasta is played by 2 to 6, each for themself: the seats are
    named as in the game log, every other seat is an opponent, the computer players
    follow the count, and the two table rules (RR-7.1, RR-7.2) are offered."""
    from game.present.names import SEAT_NAMES

    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Railroad Canasta")
    assert scene.game_id == "railroad" and scene.ruleset.players == 2
    counts = [b for b in scene.buttons if b.label.endswith("players")]
    assert [b.label for b in counts] == [f"{n} players" for n in range(2, 7)]
    for n in range(2, 7):
        click_button(app, f"{n} players")
        seen = [t.text for t in scene.texts]
        assert scene.ruleset.players == n and scene.ruleset.packs == 2 * n
        seats = [b.label for b in scene.buttons if b.label in SEAT_NAMES[n]]
        assert seats == list(SEAT_NAMES[n])
        assert len([b for b in scene.buttons if b.label == "Normal"]) == n - 1
        assert seen.count("opponent") == n - 1 and "partner" not in seen
        assert "You (South) deal the first deal; " + SEAT_NAMES[n][1] + " plays first." in seen
        for text in ("Any new meld after a closed canasta", "Red threes in an unpicked kitty"):
            assert text in seen
        assert any("(RR-7.1)" in t for t in seen) and any("(RR-7.2)" in t for t in seen)
    click_button(app, "5 players")
    click_button(app, "North-east")
    assert scene.human == 3
    click_button(app, "Normal")  # South, the first computer seat after North-east
    click_button(app, "Hard")  # Normal, Hard, Expert, Easy
    click_button(app, "Expert")
    click_button(app, "Off")  # any new meld after a closed canasta (RR-7.1)
    type_text(app, "5")
    click_button(app, "Start")
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert (game_id, seed, human) == ("railroad", 5, 3)
    assert table_rules == {"players": 5, "new_meld_after_canasta": True,
                           "kitty_red_threes": False}
    assert levels == ["easy", "normal", "normal", "normal", "normal"]
    assert app.ctx.settings.last_game == "railroad"
    again = NewGameScene(app.ctx)
    assert again.game_id == "railroad" and again.ruleset.players == 5


def test_new_game_offers_modern_american_for_four_with_every_table_rule(app, table_calls):
    """Modern American Canasta is played by four in two partnerships; each MA-12 table
    rule shows its title and its line ending with its rule id, even shortened, and a
    click changes it."""
    from game.rules.games import MODERN

    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Modern American Canasta")
    assert scene.game_id == "modern" and scene.ruleset.players == 4
    assert not [b for b in scene.buttons if b.label.endswith("players")]
    seen = [t.text for t in scene.texts]
    assert seen.count("partner") == 1 and seen.count("opponent") == 2
    assert len(MODERN.options) == 7
    drawn = record_text(app)
    scene.draw(app.screen)
    assert "Modern American Canasta" in drawn  # its tab on one line at 1280 x 800
    for option in MODERN.options:
        assert option.title in seen, option.title
        assert any(t.endswith(f"({option.rule})") for t in seen), option.rule
    click_button(app, "On")  # MA-12.7: the wild meld opens no more
    assert scene.table_rules["modern"]["wild_opening"] is False
    assert scene.table_rules["modern"]["zip_code"] is False
    type_text(app, "5")
    click_button(app, "Start")
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert (game_id, seed) == ("modern", 5) and len(levels) == 4
    assert table_rules["wild_opening"] is False


def test_new_game_offers_diszitett_for_two_to_four_with_its_table_rules(app, table_calls):
    """DK-1.4: díszített kanaszta is played by 2, 3 or 4, each for themself; the
    starter, drawn by lot, cuts and starts (DK-2.1, DK-2.4); its table rules DK-14.1,
    DK-14.2, DK-14.4 and DK-14.5 are offered, each with its line and rule id."""
    from game.present.names import SEAT_NAMES

    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Díszített kanaszta")
    assert scene.game_id == "diszitett" and scene.ruleset.players == 2
    counts = [b.label for b in scene.buttons if b.label.endswith("players")]
    assert counts == ["2 players", "3 players", "4 players"]
    for n in (2, 3, 4):
        click_button(app, f"{n} players")
        seen = [t.text for t in scene.texts]
        assert scene.ruleset.players == scene.ruleset.sides == n
        assert seen.count("opponent") == n - 1 and "partner" not in seen
        start = next(i for i, t in enumerate(seen) if t.startswith("The first deal's"))
        order = " ".join(seen[start:start + 2]) if not seen[start].endswith(").") \
            else seen[start]
        assert ("The first deal's starter is drawn by lot, cuts and starts; then the starter "
                "passes to the left (DK-2.4).") == order  # DK-2.4: nobody is promised
        assert not any(t.startswith(name) for t in seen for name in SEAT_NAMES[n][1:])
        for title in ("Opening minimum", "Reshuffles", "Joker canasta", "Tax on losses"):
            assert title in seen
        for rule in ("DK-14.1", "DK-14.2", "DK-14.4", "DK-14.5"):
            assert any(f"({rule})" in t for t in seen), rule
    assert "2 to 4 players, each for themself \u00b7 112 cards \u00b7 15 cards to the starter, " \
        "14 to the others" in seen
    click_button(app, "3")  # reshuffles: 3 -> 1 (DK-14.5)
    click_button(app, "1")
    click_button(app, "2")
    assert any(b.label == "Unlimited" for b in scene.buttons)
    click_button(app, "50")  # the opening minimum: 75 (DK-14.4)
    type_text(app, "9")
    click_button(app, "Start")
    kind, (game_id, table_rules, seed, human, levels) = table_calls[0]
    assert (game_id, seed) == ("diszitett", 9) and len(levels) == 4
    assert table_rules["players"] == 4 and table_rules["opening_minimum"] == 75
    assert table_rules["reshuffles"] == "unlimited"


@pytest.mark.parametrize("game_id, players", [("dollars", 4), ("dollars", 6), ("bain", 4),
                                              ("classic", 2), ("classic", 3),
                                              *(("railroad", n) for n in range(2, 7))])
def test_new_games_start_at_the_table(app, game_id, players):
    """Start opens the real table with the game and its number of seats."""
    from game.ui.scenes.table import TableScene

    scene = app.push(NewGameScene(app.ctx))
    scene.choose_game(game_id)
    if players != scene.ruleset.players:
        scene.choose_players(players)
    type_text(app, "7")
    click_button(app, "Start")
    table = app.find(TableScene)
    assert table is not None
    assert table.session.game_id == game_id
    assert table.session.ruleset.players == players
    for _ in range(3):
        app.frame(1 / 60, [])


def test_table_rule_cycling_changes_the_value(app, table_calls):
    scene = app.push(NewGameScene(app.ctx))
    assert scene.table_rules["classic"]["target"] == 5000
    click_button(app, "5000")
    assert scene.table_rules["classic"]["target"] == 3000
    click_button(app, "3000")
    assert scene.table_rules["classic"]["target"] == 10000
    click_button(app, "Off")  # concealed going out
    assert scene.table_rules["classic"]["concealed_going_out"] is True
    assert "On" in [b.label for b in scene.buttons]
    press(app, pygame.K_RETURN)  # Enter starts
    assert table_calls[0][1][1] == {"players": 4, "draw_two": False,
                                    "concealed_going_out": True, "wild_limit": "seed",
                                    "target": 10000}


def test_classic_offers_two_three_or_four_players_and_draw_two_for_three(app, table_calls):
    """CL-11, CL-12: New game offers 2, 3 and 4 players for Classic (4 chosen at
    first); table rule CL-12.3 is offered with three players only, and a game of
    another count starts without it."""
    scene = app.push(NewGameScene(app.ctx))
    labels = [b.label for b in scene.buttons]
    assert {"2 players", "3 players", "4 players"} <= set(labels)
    assert scene.ruleset.players == 4 and "Draw two" not in [t.text for t in scene.texts]
    click_button(app, "3 players")
    assert scene.ruleset.players == 3 and len(scene.levels()) == 3
    assert "Draw two" in [t.text for t in scene.texts]
    assert [o.name for o in scene.ruleset.options if o.plays_with(3)][:2] == ["players",
                                                                             "draw_two"]
    scene.cycle_rule("draw_two")
    assert scene.chosen_rules()["draw_two"] is True
    click_button(app, "2 players")
    assert "Draw two" not in [t.text for t in scene.texts]
    click_button(app, "Start")
    rules = table_calls[0][1][1]
    assert rules["players"] == 2 and rules["draw_two"] is False
    assert len(table_calls[0][1][4]) == 2


def test_seed_typing(app, table_calls):
    scene = app.push(NewGameScene(app.ctx))
    type_text(app, "0907")
    assert scene.seed_text == "907"
    press(app, pygame.K_BACKSPACE)
    assert scene.seed_text == "90"
    press(app, pygame.K_KP5, "5")
    assert scene.seed_text == "905" and scene.seed() == 905
    press(app, pygame.K_a, "a")  # not a digit: ignored
    assert scene.seed_text == "905"
    press(app, pygame.K_DELETE)
    assert scene.seed_text == ""
    assert isinstance(scene.seed(), int)
    click_button(app, "Start")
    assert isinstance(table_calls[0][1][2], int)


def test_levels_cycle_through_easy_normal_hard_and_expert(app):
    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Normal")
    assert scene.levels() == ["normal", "hard", "normal", "normal"]
    assert [b.label for b in scene.buttons if b.label in ("Easy", "Normal", "Hard")] == [
        "Hard", "Normal", "Normal"]
    click_button(app, "Hard")
    assert scene.levels() == ["normal", "expert", "normal", "normal"]
    assert button(scene, "Expert").enabled
    click_button(app, "Expert")
    assert scene.levels() == ["normal", "easy", "normal", "normal"]
    click_button(app, "Easy")
    assert scene.levels() == ["normal"] * 4


# -- settings -----------------------------------------------------------------


def test_settings_change_is_saved_and_reloaded(make_app, tmp_path):
    app = make_app()
    scene = app.push(SettingsScene(app.ctx))
    click_button(app, "Fast")
    click_button(app, "Large")
    click_button(app, "By suit")
    click_button(app, "Off")
    assert button(scene, "English").enabled and button(scene, "Magyar").enabled
    assert app.ctx.settings.animation_speed == "fast"
    reloaded, message = load_settings(tmp_path)
    assert message is None
    assert (reloaded.animation_speed, reloaded.card_size, reloaded.hand_sort,
            reloaded.sound) == ("fast", "large", "suit", False)
    other = make_app(settings=reloaded)
    fresh = other.push(SettingsScene(other.ctx))
    assert button(fresh, "Fast").selected and not button(fresh, "Normal").selected
    assert button(fresh, "By suit").selected


# -- score sheet and game over --------------------------------------------------


@pytest.mark.parametrize("game_id", ["classic", "pennies"])
def test_score_sheet_shows_every_line_and_next_calls_on_next(app, game_id):
    session = ai_deal(game_id)
    score = session.state.history[-1]
    under = app.push(Scene(app.ctx))
    calls = []
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: calls.append(app.top)))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert f"Deal {score.deal}" in seen
    for side, lines in enumerate(score.lines):
        assert lines, "a side always has score lines"
        for line in lines:
            assert any(t.lower() == line.label.lower() for t in seen), line.label
            assert points(line.points) in seen
            assert line.rule in seen
        assert points(score.totals[side]) in seen
        assert points(score.cumulative[side], sign=False) in seen
    assert {"Side 1", "Side 2"} <= set(seen)  # human=None
    assert str(score.next_minimums[0]) in seen
    press(app, pygame.K_ESCAPE)  # Esc does not skip the sheet
    assert app.top is sheet and not calls
    click_button(app, "Next deal")
    assert calls == [under]  # popped before on_next ran
    assert sheet not in app.stack


def dk_taxed_deal(players: int, seed: int) -> GameSession:
    """A díszített deal played by the computer, every player at 6000 before it: each
    deal score is halved (DK-13.1)."""
    session = GameSession("diszitett", {"players": players}, seed, None, ["normal"])
    session.state.scores = [6000] * players
    while session.ai_step():
        pass
    assert session.state.phase is Phase.DEAL_OVER
    return session


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 1), (4, 1)])
def test_score_sheet_of_diszitett_shows_twins_tax_and_the_deal_won_before_tax(
        app, players, seed):
    """DK-12.1, DK-13.1, DK-13.4: a column per player; twins and the tax are lines of
    their own, the score before tax and after it, and who wins the deal before tax."""
    from game.present.names import seat_name
    from game.rules.games.diszitett import before_tax, deal_winner

    session = dk_taxed_deal(players, seed)
    score = session.state.history[-1]
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert len(sheet.columns) == players
    assert all(c.width > 150 for c in sheet.columns)
    assert all(sheet.panel.contains(c) for c in sheet.columns)
    labels = [str(line.label) for lines in score.lines for line in lines]
    assert any(label.endswith(("twin", "twins")) for label in labels)
    assert "tax" in labels and "Tax" in seen and "DK-13.1" in seen
    for side, lines in enumerate(score.lines):
        for line in lines:
            assert any(t.lower() == line.label.lower() for t in seen), line.label
        assert points(before_tax(lines)) in seen and points(score.totals[side]) in seen
    assert "Before tax" in seen and "After tax" in seen
    winner = deal_winner(score.lines)
    expected = (f"{seat_name(players, winner, None)} wins the deal before tax (DK-13.4)."
                if winner is not None
                else "The deal is tied before tax (DK-13.4).")
    assert any(expected in t for t in seen)


def test_score_sheet_of_modern_american_shows_penalties_with_their_rule_ids(app):
    """MA-10.2: an incomplete pure ace meld (-2500) and three sevens left in a hand
    (-1500) are lines of the score sheet, each with its rule id."""
    from game.rules import apply
    from game.rules.actions import Discard
    from game.rules.position import setup

    state = setup("modern", hands={0: "4S", 1: "7C 7D 7H 5C", 2: "6S", 3: "8D"},
                  melds={0: ["AH AS AD", "KH KS KD KC KH KS KD", "QH QS QD QC QH QS QD"]},
                  pile="9C", current=0, phase=Phase.MELD)
    four = next(c for c in state.hands[0] if c.kind == "4S")
    state, _ = apply(state, Discard(four))
    session = GameSession("modern", {}, 1, 0, ["normal"] * 4)
    session.state = state
    app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert "Incomplete meld of aces" in seen and "Aces or sevens held" in seen
    assert seen.count("MA-10.2") == 2
    assert "\u22122500" in seen and "\u22121500" in seen


def test_score_sheet_space_and_side_names(app):
    session = ai_deal("classic")
    session.human = 0
    calls = []
    app.push(ScoreSheetScene(app.ctx, session, lambda: calls.append(1)))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert "Your side" in seen and "Their side" in seen
    press(app, pygame.K_SPACE, " ")
    press(app, pygame.K_SPACE, " ")  # only once
    assert calls == [1]


def test_game_over_scene(app):
    session = ai_game()
    state = session.state
    played, titles = [], []
    scene = app.push(GameOverScene(app.ctx, session, lambda: played.append(1),
                                   lambda: titles.append(1)))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert scene.headline() == f"Side {state.winner + 1} wins."
    assert scene.margin() == abs(state.scores[0] - state.scores[1]) > 0
    for total in state.scores:
        assert str(total) in seen
    click_button(app, "Play again")
    assert played == [1] and scene not in app.stack
    app.push(GameOverScene(app.ctx, session, lambda: played.append(2), lambda: titles.append(2)))
    press(app, pygame.K_ESCAPE)
    assert titles == [2]


@pytest.mark.parametrize("players", [3, 4])
def test_game_over_of_diszitett_names_the_player_over_10000(app, players):
    """DK-13.4: the game is won by the first player over 10000 with the highest
    total; a column per player, the totals apart and the deals' numbers beside them."""
    from game.present.names import seat_name

    for seed in range(1, 30):
        session = GameSession("diszitett", {"players": players}, seed, None, ["normal"])
        session.state.scores = [9980 - 10 * i for i in range(players)]
        while session.ai_step():
            pass
        if session.state.phase is Phase.GAME_OVER:
            break
    state = session.state
    assert state.scores[state.winner] == max(state.scores) > 10000
    scene = app.push(GameOverScene(app.ctx, session, lambda: None, lambda: None))
    seen = record_text(app)
    app.frame(1 / 60, [])
    winner = seat_name(players, state.winner, None)
    assert scene.headline() == f"{winner} wins."
    assert f"{winner} is over 10000 with the highest total (DK-13.4)." in seen
    for total in state.scores:
        assert str(total) in seen
    assert scene.panel.width >= 680 + 120 * (players - 2) or scene.panel.width == 1240


def test_score_sheet_look_at_the_table_and_back(app):
    session = ai_deal("classic")
    app.push(Scene(app.ctx))
    calls = []
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: calls.append(1)))
    app.frame(1 / 60, [])
    click_button(app, "Look at the table")
    assert sheet.looking and app.top is sheet
    seen = record_text(app)
    app.draw(app.screen)
    assert "Deal 1" not in seen and "Next deal" not in seen  # the sheet is hidden
    assert "Any key or click shows the score sheet again" in seen
    press(app, pygame.K_SPACE, " ")  # any key: back to the sheet, not the next deal
    assert not sheet.looking and not calls
    seen.clear()
    app.draw(app.screen)
    assert "Deal 1" in seen
    press(app, pygame.K_t, "t")  # T looks too; a click anywhere brings the sheet back
    assert sheet.looking
    click(app, button(sheet, "Next deal").rect.center)
    assert not sheet.looking and not calls and app.top is sheet
    click_button(app, "Next deal")
    assert calls == [1]


def test_game_over_look_at_the_table_and_back(app):
    session = ai_game()
    app.push(Scene(app.ctx))
    played, titles = [], []
    scene = app.push(GameOverScene(app.ctx, session, lambda: played.append(1),
                                   lambda: titles.append(1)))
    app.frame(1 / 60, [])
    click_button(app, "Look at the table")
    assert scene.looking
    seen = record_text(app)
    app.draw(app.screen)
    assert "Play again" not in seen and "Any key or click shows the result again" in seen
    press(app, pygame.K_ESCAPE)  # back to the result, not to the title
    assert not scene.looking and not titles and not played and app.top is scene
    click_button(app, "Play again")
    assert played == [1]


# -- dialogs ------------------------------------------------------------------


def _dialog(app, log, cancel=None):
    choices = [(name, lambda name=name: log.append((name, app.top))) for name in
               ("Take", "Draw", "Cancel")]
    return app.push(ChoiceDialog(app.ctx, "Your turn", "Take the pile or draw?", choices,
                                 cancel=cancel))


def test_choice_dialog_keyboard(app):
    under = app.push(Scene(app.ctx))
    log: list = []
    _dialog(app, log)
    press(app, pygame.K_RETURN)
    assert log == [("Take", under)]  # the dialog popped itself first
    _dialog(app, log)
    press(app, pygame.K_2, "2")
    assert log[-1] == ("Draw", under)
    _dialog(app, log, cancel=2)
    press(app, pygame.K_ESCAPE)
    assert log[-1] == ("Cancel", under)
    dialog = _dialog(app, log)
    press(app, pygame.K_ESCAPE)  # no cancel choice: Esc does nothing
    press(app, pygame.K_9, "9")  # no ninth choice
    assert app.top is dialog and len(log) == 3
    press(app, pygame.K_KP3)
    assert log[-1] == ("Cancel", under)


def test_choice_dialog_mouse_and_modality(app):
    under = app.push(TitleScene(app.ctx))
    log: list = []
    dialog = _dialog(app, log)
    # a click outside the dialog's buttons reaches nothing below
    new_game = button(under, "New game").rect.center
    if not any(b.rect.collidepoint(new_game) for b in dialog.buttons):
        click(app, new_game)
        assert app.top is dialog and not log
    click_button(app, "Draw")
    assert log == [("Draw", under)]
    assert app.top is under


def test_message_dialog(app):
    under = app.push(Scene(app.ctx))
    closed = []
    app.push(MessageDialog(app.ctx, "Saved game", "It was moved aside.",
                           on_close=lambda: closed.append(1)))
    click_button(app, "OK")
    assert closed == [1] and app.top is under
    app.push(MessageDialog(app.ctx, "Saved game", "It was moved aside."))
    press(app, pygame.K_ESCAPE)
    assert app.top is under


def test_dialog_rejects_bad_arguments(app):
    with pytest.raises(ValueError):
        ChoiceDialog(app.ctx, "t", "x", [])
    with pytest.raises(ValueError):
        ChoiceDialog(app.ctx, "t", "x", [("OK", lambda: None)], cancel=1)


# -- rules ----------------------------------------------------------------------


def test_rules_scene_scrolls_and_switches(app):
    scene = app.push(RulesScene(app.ctx, "classic"))
    app.frame(1 / 60, [])
    assert scene.max_scroll > 0 and scene.scroll == 0
    wheel(app, -2)
    assert scene.scroll > 0
    down = scene.scroll
    press(app, pygame.K_DOWN)
    assert scene.scroll > down
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    wheel(app, -3)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    wheel(app, 1)
    assert scene.scroll == 0
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    click_button(app, "Pennies from Heaven")
    assert scene.game_id == "pennies" and scene.scroll == 0
    press(app, pygame.K_RIGHT)
    assert scene.game_id == "dollars"
    click_button(app, "Bain Hand and Foot")
    press(app, pygame.K_RIGHT)
    assert scene.game_id == "railroad"
    press(app, pygame.K_RIGHT)
    assert scene.game_id == "diszitett"
    press(app, pygame.K_RIGHT)
    assert scene.game_id == "modern"
    press(app, pygame.K_RIGHT)
    assert scene.game_id == "classic"
    press(app, pygame.K_ESCAPE)
    assert scene not in app.stack


def test_rules_scrollbar_drag(app):
    scene = app.push(RulesScene(app.ctx, "pennies"))
    app.frame(1 / 60, [])
    track, thumb = scene._scrollbar()
    app.frame(1 / 60, [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.bottom),
                           rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, track.bottom), button=1),
    ])
    assert scene.scroll == scene.max_scroll


@pytest.mark.parametrize("game_id", ["classic", "pennies"])
def test_rules_text_covers_the_sections(game_id):
    guide = GUIDES[game_id]
    titles = [s.title for s in guide.sections]
    expected = ["The deck and the deal", "A turn", "Melds and canastas",
                "The discard pile and freezing", "The initial meld", "Red and black threes",
                "Going out", "Scoring"]
    if game_id == "pennies":
        expected.insert(6, "The foot")
    else:
        expected.append("Two or three players")  # CL-11, CL-12
    assert titles == expected
    text = " ".join(
        b if isinstance(b, str) else " ".join(b.items) if isinstance(b, Bullets)
        else " ".join(" ".join(r) for r in b.rows)
        for s in guide.sections for b in s.blocks)
    for needle in ("500", "300", "100", "5000" if game_id == "classic" else "20000"):
        assert needle in text
    tables = [b for s in guide.sections for b in s.blocks if isinstance(b, Table)]
    assert any(t.header[-1] == "Minimum" for t in tables)


def _guide_text(guide) -> str:
    return " ".join(
        b if isinstance(b, str) else " ".join(b.items) if isinstance(b, Bullets)
        else " ".join(" ".join(r) for r in b.rows)
        for s in guide.sections for b in s.blocks)


def test_every_playable_game_has_a_written_guide_citing_its_rules():
    """Each game's guide is written (not the short one made from the RuleSet), and
    every section names the rule ids it tells, with the game's own prefix (and in
    Railroad's, PH: where Railroad is silent, Pennies from Heaven applies)."""
    from game.rules.games import RULESETS

    assert list(GUIDES) == list(RULESETS)
    for game_id, rs in RULESETS.items():
        guide = GUIDES[game_id]
        assert guide.name == rs.name and len(guide.sections) >= 8
        for section in guide.sections:
            assert section.rules, (game_id, section.title)
            prefixes = (rs.prefix + "-", "PH-") if game_id == "railroad" else rs.prefix + "-"
            assert all(r.startswith(prefixes) for r in section.rules)


@pytest.mark.parametrize("game_id, needles", [
    ("dollars", ["top five", "DH-5.7", "next turn", "2000", "sequence", "50", "90", "120",
                 "150", "four deals", "DH-9.1", "DH-9.2", "DH-9.3", "1200", "joker"]),
    ("bain", ["look at your foot once", "crosswise", "topmost", "BH-6.1", "BH-6.4",
              "at once", "garbage pile", "never be discarded", "all eight red threes",
              "BH-10.1", "BH-10.2", "+200", "20000"]),
    ("railroad", ["each for themself", "no partners", "kitty", "not black", "13-card hand",
                  "11-card kitty", "84 cards", "two cards", "648", "closed canasta",
                  "three more natural cards", "every player has completed a sevens canasta",
                  "your own score", "never count against you", "score nothing",
                  "not limited to seven cards", "may not be a seven", "Nobody is asked",
                  "20000", "RR-7.1", "RR-7.2", "RR-5.5", "RR-5.6", "RR-2.4"]),
    ("diszitett", ["zsoli (wild card)", "talon (discard pile)", "iker (twin)", "15",
                   "14", "three cards of the lifted part", "discard alone", "three times",
                   "Free pickup", "Penalized pickup", "whole rest of the talon", "Gold",
                   "Black zsoli", "by dragging", "red or gold", "Natural cards never move",
                   "adó (tax)", "divided by ten", "over 10000", "DK-2.1", "DK-4.2", "DK-5.2",
                   "DK-5.3", "DK-6.1", "DK-7.2", "DK-8.1", "DK-10.2", "DK-10.3", "DK-10.7",
                   "DK-9.1", "DK-11.1", "DK-12.1", "DK-13.1", "DK-13.4", "DK-14.1",
                   "DK-14.2", "DK-14.3", "DK-14.4", "DK-14.5"]),
    ("modern", ["108 cards", "13 cards", "no upcard", "turn card", "the bottom 8",
                "red or black", "keep one three", "Lay out", "at most one meld of each rank",
                "five naturals", "Sevens never take a wild card", "Dead ranks",
                "natural pair", "drag them with the pair to the pile", "125", "155", "180",
                "splash", "bonus cards face down", "4 if your side melded first",
                "two canastas", "ask your partner", "Special hand button", "3000", "2500",
                "Garbage", "\u22122500", "\u22121500", "100, 300, 500, 1000", "8500",
                "MA-1.3", "MA-2.2", "MA-3.6", "MA-5.1", "MA-6.3", "MA-6.4", "MA-7.1", "MA-8.2",
                "MA-9.1", "MA-10", "MA-11.4", "MA-12.1", "MA-12.7"]),
])
def test_the_new_guides_tell_their_games_rules(game_id, needles):
    text = _guide_text(GUIDES[game_id])
    for needle in needles:
        assert needle in text, needle
    titles = [s.title for s in GUIDES[game_id].sections]
    assert titles[-1] == "Table rules" and "Scoring" in titles
    assert any(p in t for t in text.split() for p in ("DH-", "BH-", "RR-", "DK-", "MA-"))


# -- statistics -------------------------------------------------------------------


def test_statistics_empty_and_filled(make_app, tmp_path):
    app = make_app()
    scene = app.push(StatisticsScene(app.ctx))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert scene.empty and "No games yet" in seen
    stats = Statistics()
    stats.record_deal("classic", points=1035, won=True, canastas=2, out_first=True)
    stats.record_deal("classic", points=-85, won=False, canastas=0, out_first=False)
    stats.record_game("classic", won=True)
    save_statistics(stats, tmp_path)
    scene = app.push(StatisticsScene(app.ctx))
    seen.clear()
    app.frame(1 / 60, [])
    assert not scene.empty
    for text in ("Classic Canasta", "Pennies from Heaven", "1 (100%)", "1 (50%)", "1035", "475",
                 "Times out first", "Canastas made", "No games yet"):
        assert text in seen, text


# -- saves ----------------------------------------------------------------------


def test_saves_resume_and_delete(app, table_calls, tmp_path):
    first = make_save(tmp_path, "classic-a", "classic", 5)
    second = make_save(tmp_path, "pennies-b", "pennies", 6)
    (saves_dir(tmp_path) / "broken.json").write_text("{not json", encoding="utf-8")
    scene = app.push(SavesScene(app.ctx))
    seen = record_text(app)
    app.frame(1 / 60, [])
    assert {s.id for s in scene.saves} == {"classic-a", "pennies-b", "broken"}
    assert any("Cannot be opened" in t for t in seen)
    row = next(i for i, (info, _) in enumerate(scene.rows) if info.id == "pennies-b")
    click_button(app, "Resume", row)
    assert table_calls == [("open", second)]
    click_button(app, "Delete", row)
    assert isinstance(app.top, ChoiceDialog)
    press(app, pygame.K_ESCAPE)  # Keep
    assert app.top is scene and second.exists()
    click_button(app, "Delete", row)
    click_button(app, "Delete")  # the dialog's
    assert app.top is scene and not second.exists()
    assert {s.id for s in scene.saves} == {"classic-a", "broken"}
    assert first.exists()


def test_saves_and_statistics_show_diszitett_games(app, tmp_path):
    """A díszített game of three, each for themself (DK-1.4), is listed with a score
    per player; its record has a card of its own among the six games."""
    folder = saves_dir(tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    session = GameSession("diszitett", {"players": 3}, 4, None, ["normal"])
    while session.ai_step():
        pass
    session.next_deal()
    players = [PlayerInfo(i, "human" if i == 0 else "ai", "normal",
                          "You" if i == 0 else f"Computer {i}") for i in range(3)]
    saved = dataclasses.replace(SavedGame.new("diszitett", 4, players, {"players": 3}),
                                id="dk-three", actions=tuple(session.actions))
    save_game(saved.with_state(session.state), folder)
    scene = app.push(SavesScene(app.ctx))
    seen = record_text(app)
    app.frame(1 / 60, [])
    (info,) = scene.saves
    assert len(info.scores) == 3
    line = describe(info)
    scores = " \u00b7 ".join(f"{name} {score}" for name, score in
                             zip(("You", "West", "East"), session.state.scores, strict=True))
    assert line == f"Díszített kanaszta, deal 2: {scores}"
    assert "Díszített kanaszta \u00b7 deal 2" in seen
    assert any(t.startswith(scores_text(info)) for t in seen)
    stats = Statistics()
    stats.record_deal("diszitett", points=745, won=True, canastas=1, out_first=True)
    save_statistics(stats, tmp_path)
    statistics = app.push(StatisticsScene(app.ctx))
    seen.clear()
    app.frame(1 / 60, [])
    assert [gid for gid, _ in statistics.cards][-2:] == ["diszitett", "modern"]
    for text in ("Díszített kanaszta", "1 (100%)", "745"):
        assert text in seen, text


def test_saves_list_scrolls(make_app, tmp_path):
    app = make_app(size=(1024, 640))
    folder = saves_dir(tmp_path)
    path = make_save(tmp_path, "game-0")
    for i in range(1, 12):
        (folder / f"game-{i}.json").write_bytes(path.read_bytes())
    scene = app.push(SavesScene(app.ctx))
    app.frame(1 / 60, [])
    assert len(scene.saves) == 12 and len(scene.rows) < 12
    wheel(app, -1)
    assert scene.first == 1
    press(app, pygame.K_PAGEDOWN)
    assert scene.first + len(scene.rows) == 12


# -- pause ------------------------------------------------------------------------


def test_pause_menu(app, table_calls):
    under = app.push(Scene(app.ctx))
    abandoned = []
    pause = app.push(PauseScene(app.ctx, lambda: abandoned.append(app.top)))
    press(app, pygame.K_ESCAPE)
    assert app.top is under
    app.push(pause)
    click_button(app, "Rules")
    assert isinstance(app.top, RulesScene) and app.top.game_id == "classic"
    press(app, pygame.K_ESCAPE)
    click_button(app, "Settings")
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is pause
    click_button(app, "Abandon game")
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.text == "Abandon this game? It stays in your saved games."
    press(app, pygame.K_ESCAPE)  # keep playing
    assert app.top is pause and not abandoned
    click_button(app, "Abandon game")
    click_button(app, "Abandon")
    assert abandoned == [under]
    assert app.top is under
    app.push(PauseScene(app.ctx, lambda: None))
    click_button(app, "Quit")
    assert not app.running


def test_pause_rules_follow_the_table(app, table_calls, monkeypatch):
    pause = app.push(PauseScene(app.ctx, lambda: None))
    table = types.SimpleNamespace(session=types.SimpleNamespace(game_id="pennies"))
    monkeypatch.setattr(app, "find", lambda kind: table)
    assert pause.game_id() == "pennies"
    click_button(app, "Rules")
    assert app.top.game_id == "pennies"


# -- every screen at the smallest and a large window --------------------------------


def assert_buttons_fit(screen: pygame.Rect, scene: Scene, name: str) -> None:
    """Every button of ``scene`` lies on the screen, and no two overlap."""
    rects = [b.rect for b in scene.buttons]
    for i, rect in enumerate(rects):
        assert screen.contains(rect), (name, scene.buttons[i].label, rect)
        for other in rects[i + 1:]:
            assert not rect.colliderect(other), (name, rect, other)


def _scenes(ctx, session, over):
    return [
        ("title", lambda: TitleScene(ctx)),
        ("new game", lambda: NewGameScene(ctx)),
        ("settings", lambda: SettingsScene(ctx)),
        ("rules", lambda: RulesScene(ctx, "pennies")),
        ("statistics", lambda: StatisticsScene(ctx)),
        ("saves", lambda: SavesScene(ctx)),
        ("choice", lambda: ChoiceDialog(ctx, "Question", "A longer question " * 8,
                                        [("One", lambda: None), ("Two", lambda: None),
                                         ("Three", lambda: None)], cancel=2)),
        ("message", lambda: MessageDialog(ctx, "Message", "Something happened.")),
        ("pause", lambda: PauseScene(ctx, lambda: None)),
        ("score sheet", lambda: ScoreSheetScene(ctx, session, lambda: None)),
        ("game over", lambda: GameOverScene(ctx, over, lambda: None, lambda: None)),
    ]


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_draws_and_fits(make_app, tmp_path, size):
    make_save(tmp_path, "classic-x")
    session = ai_deal("pennies")
    over = ai_game()
    app = make_app(size=size)
    assert app.screen.get_size() == size
    screen = app.screen.get_rect()
    for name, make in _scenes(app.ctx, session, over):
        app.reset(TitleScene(app.ctx))
        scene = app.push(make()) if name != "title" else app.top
        if isinstance(scene, NewGameScene):
            scene.choose_game("pennies")
        app.frame(1 / 60, [])
        assert_buttons_fit(screen, scene, name)
    # a resize lays the top scene out again
    app.reset(NewGameScene(app.ctx))
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)  # what the window manager does
    app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))])
    assert app.top.size == (1100, 700)


# -- keyboard focus ---------------------------------------------------------------


def test_arrow_keys_move_the_focus_and_enter_presses_it(app):
    title = app.push(TitleScene(app.ctx))
    for _ in range(4):
        press(app, pygame.K_DOWN)
    assert title.focus is button(title, "Rules")
    press(app, pygame.K_UP)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)


def test_focus_stays_on_a_cycled_button(app):
    scene = app.push(NewGameScene(app.ctx))
    second_level = button(scene, "Normal", 1)
    scene.focus = second_level
    press(app, pygame.K_RETURN)
    assert scene.levels() == ["normal", "normal", "hard", "normal"]
    assert scene.focus is scene.buttons[scene.buttons.index(button(scene, "Hard"))]
    press(app, pygame.K_SPACE, " ")
    assert scene.levels() == ["normal", "normal", "expert", "normal"]
    assert scene.focus is scene.buttons[scene.buttons.index(button(scene, "Expert"))]
    press(app, pygame.K_SPACE, " ")
    assert scene.levels() == ["normal", "normal", "easy", "normal"]
    assert scene.focus is scene.buttons[scene.buttons.index(button(scene, "Easy"))]


def test_table_rule_choices_are_named_by_what_they_do():
    """The Classic wild-card limit (CL-4.2) reads "Up to half" / "Up to three", never
    "Seed", which names the random seed field next to it."""
    from game.rules.games import get_ruleset

    option = get_ruleset("classic").option("wild_limit")
    assert [option.choice_name(c) for c in option.choices] == ["Up to half", "Up to three"]
    assert option.choice_name(True) is None


@pytest.mark.parametrize("lang", ["en", "fa", "hu"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_game_and_rules_fit_every_game_in_every_language(make_app, size, lang):
    """Every game's choices and the rules tabs fit the window in every language:
    buttons on the screen and apart, texts on the screen and above Back/Start."""
    from game import i18n

    app = make_app(size=size)
    i18n.set_language(lang)
    try:
        screen = app.screen.get_rect()
        for game_id, players in [("classic", 4), ("pennies", 6), ("dollars", 4),
                                 ("dollars", 6), ("bain", 4),
                                 *(("railroad", n) for n in range(2, 7)),
                                 *(("diszitett", n) for n in range(2, 5))]:
            scene = app.reset(NewGameScene(app.ctx))
            scene.choose_game(game_id)
            if game_id in ("dollars", "railroad", "diszitett"):
                scene.choose_players(players)
            app.frame(1 / 60, [])
            assert scene.ruleset.players == players
            assert_buttons_fit(screen, scene, game_id)
            floor = min(b.rect.top for b in scene.buttons[-2:])
            for t in scene.texts:
                image = app.ctx.fonts.render(t.text, t.size, t.colour, t.bold)
                where = image.get_rect(**{t.anchor: t.pos})
                assert screen.contains(where) and where.bottom <= floor, (game_id, t.text)
            rules = app.reset(RulesScene(app.ctx, game_id))
            app.frame(1 / 60, [])
            assert_buttons_fit(screen, rules, game_id)
            assert rules.content_height > rules.view.height
    finally:
        i18n.set_language("en")


def test_rules_tabs_run_right_to_left_in_persian(app):
    """In Persian the first game's tab is at the right, and the arrow keys move the
    way the tabs lie: Left goes to the next game."""
    from game import i18n

    i18n.set_language("fa")
    try:
        scene = app.push(RulesScene(app.ctx, "classic"))
        app.frame(1 / 60, [])
        tabs = scene.buttons[:4]
        assert [t.rect.x for t in tabs] == sorted((t.rect.x for t in tabs), reverse=True)
        press(app, pygame.K_LEFT)
        assert scene.game_id == "pennies"
        press(app, pygame.K_RIGHT)
        assert scene.game_id == "classic"
    finally:
        i18n.set_language("en")


def test_statistics_cards_name_the_number_of_players_apart_from_the_usual():
    """CL-11, CL-12: Classic for two or three has a card of its own."""
    from game.ui.scenes.statistics import card_title

    assert card_title("classic") == "Classic Canasta"
    assert card_title("classic-2") == "Classic Canasta \u00b7 2 players"
    assert card_title("railroad-5") == "Railroad Canasta \u00b7 5 players"
    assert card_title("someday") == "someday"


def test_new_game_remembers_each_games_count_of_players(app, table_calls):
    """RR-1.4, CL-11: the count last chosen for a game is chosen again next time,
    even after another game was played; on disk too."""
    from game.storage.settings import load_settings

    app.push(NewGameScene(app.ctx))
    click_button(app, "Railroad Canasta")
    click_button(app, "5 players")
    click_button(app, "Start")
    app.push(NewGameScene(app.ctx))
    click_button(app, "Classic Canasta")
    click_button(app, "3 players")
    click_button(app, "Start")
    again = app.push(NewGameScene(app.ctx))
    assert again.game_id == "classic" and again.ruleset.players == 3
    click_button(app, "Railroad Canasta")
    assert again.ruleset.players == 5 and button(again, "5 players").selected
    assert len(again.levels()) == 5
    assert dict(app.ctx.settings.last_players) == {"railroad": 5, "classic": 3}
    reloaded, problem = load_settings(app.ctx.data_dir)
    assert problem is None and dict(reloaded.last_players) == {"railroad": 5, "classic": 3}


@pytest.mark.parametrize("lang", ["en", "fa", "hu"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_modern_american_table_rules_are_described_in_full(make_app, size, lang):
    """MA-12.1 to MA-12.7: at 1024 x 640 and 1280 x 800, in every language, each of
    Modern American's table rules shows its whole description (nothing cut with
    "…", nothing only on hover), ending with its rule id, inside a panel and
    above Back and Start; the rules the right column has no room for continue in
    the left one, under the seed."""
    from game import i18n
    from game.rules.games import RULESETS

    app = make_app(size=size)
    i18n.set_language(lang)
    try:
        scene = app.reset(NewGameScene(app.ctx))
        scene.choose_game("modern")
        app.frame(1 / 60, [])
        assert scene.long_help == []
        assert not any(t.text.endswith("\u2026") for t in scene.texts)
        shown = " ".join(t.text for t in scene.texts)
        floor = min(b.rect.top for b in scene.buttons[-2:])
        for option in RULESETS["modern"].options:
            words = i18n._(option.help).split()
            assert all(word in shown for word in words), option.rule
            assert f"({option.rule})" in shown
        for t in scene.texts:
            image = app.ctx.fonts.render(t.text, t.size, t.colour, t.bold)
            where = image.get_rect(**{t.anchor: t.pos})
            assert any(panel.contains(where) for panel in scene.panels) or t.pos[1] < (
                scene.panels[0].top), t.text
            assert where.bottom <= floor
    finally:
        i18n.set_language("en")


def test_classic_for_two_or_three_says_what_changes(app):
    """CL-11.1 to CL-11.3: for two, 15 cards each, a draw takes two, two canastas
    to go out; CL-12.1, CL-12.2: for three, 13 cards, one card, one canasta, and
    with CL-12.3's table rule two cards and two canastas; four players (the
    game's own count) need no note."""
    from game.ui.scenes.new_game import count_note

    scene = app.push(NewGameScene(app.ctx))
    scene.choose_game("classic")
    scene.choose_players(2)
    note = ("2 players, each for themself: 15 cards each; a draw from the stock takes 2 "
            "cards; going out needs 2 canastas of your own (CL-11.1, CL-11.2, CL-11.3).")
    assert count_note("classic", scene.chosen_rules()) == note
    assert " ".join(t.text for t in scene.texts).count("15 cards each") == 1
    scene.choose_players(3)
    assert count_note("classic", scene.chosen_rules()) == (
        "3 players, each for themself: 13 cards each; a draw from the stock takes 1 card; "
        "going out needs 1 canasta of your own (CL-12.1, CL-2.2, CL-12.2).")
    scene.cycle_rule("draw_two")
    three = count_note("classic", scene.chosen_rules())
    assert "takes 2 cards" in three and "needs 2 canastas" in three
    assert "13 cards each" in " ".join(t.text for t in scene.texts)
    scene.choose_players(4)
    assert count_note("classic", scene.chosen_rules()) is None
    assert count_note("railroad", {"players": 3}) is None  # RR-1.4: only the count differs


@pytest.mark.parametrize("lang", ["en", "fa", "hu"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_game_tabs_share_one_font_size(make_app, size, lang):
    """The games' tabs are drawn at one font size; at 1024 x 640 "Pennies from
    Heaven" stays on one line (a label goes on two lines only where one line
    leaves too little room)."""
    from game import i18n
    from game.ui.scenes.menu import Toggle

    app = make_app(size=size)
    i18n.set_language(lang)
    try:
        scene = app.reset(NewGameScene(app.ctx))
        app.frame(1 / 60, [])
        tabs = [b for b in scene.buttons if isinstance(b, Toggle) and b.text_size]
        assert len(tabs) == 7 and len({t.text_size for t in tabs}) == 1
        pennies = tabs[1]
        width = app.ctx.fonts.size(pennies.label, pennies.text_size, True)[0]
        assert width <= pennies.rect.width - 10, pennies.label
    finally:
        i18n.set_language("en")


def test_bains_target_reads_twenty_thousand_as_each_language_writes_it(app):
    """BH-9.4: Bain Hand and Foot's game target on its button: "20,000" in English,
    "20 000" (a no-break space) in Hungarian, Persian digits and separator in
    Persian; numbers under 10 000 ungrouped ("5000")."""
    from game import i18n
    from game.i18n import grouped

    scene = app.push(NewGameScene(app.ctx))
    click_button(app, "Bain Hand and Foot")
    assert any(b.label == "20,000" for b in scene.buttons)
    try:
        assert grouped(20000) == "20,000" and grouped(5000) == "5000"
        i18n.set_language("hu")
        assert grouped(20000) == "20\u00a0000"
        i18n.set_language("fa")
        assert grouped(20000) == "\u06f2\u06f0\u066c\u06f0\u06f0\u06f0"
    finally:
        i18n.set_language("en")


def test_the_rules_prose_groups_large_numbers_as_each_language_writes_them():
    """BH-9.4: the rules' prose reads "20,000" (English), "20 000" (Hungarian),
    Persian digits with their separator (Persian); rule ids, 5000, 1950 and 1.5
    stay as written."""
    from game import i18n
    from game.i18n import prose_digits

    text = "The first team with 20000 or more wins (BH-9.4); 5000, 1950 and 1.5."
    try:
        assert prose_digits(text) == ("The first team with 20,000 or more wins (BH-9.4); "
                                      "5000, 1950 and 1.5.")
        i18n.set_language("hu")
        assert "20\u00a0000 or more" in prose_digits(text)
        i18n.set_language("fa")
        shown = prose_digits(text)
        assert "\u06f2\u06f0\u066c\u06f0\u06f0\u06f0" in shown and "(BH-9.4)" in shown
        assert "\u06f5\u06f0\u06f0\u06f0," in shown  # 5000 ungrouped, in Persian digits
    finally:
        i18n.set_language("en")


def test_saved_games_at_1024_keep_the_deal_and_the_date(make_app, tmp_path):
    """At 1024 x 640 a row keeps its deal ("Modern American Canasta · deal 1",
    not cut after the name) and its date: a six-player Railroad row (RR-1.4)
    whose scores and date do not fit one line puts the date on a line of its own."""
    make_save(tmp_path, "modern-1", "modern", 5)
    folder = saves_dir(tmp_path)
    session = GameSession("railroad", {"players": 6}, 6, None, ["normal"])
    for _ in range(10):
        session.ai_step()
    players = [PlayerInfo(i, "human" if i == 0 else "ai", "normal",
                          "You" if i == 0 else f"Computer {i}") for i in range(6)]
    save_game(dataclasses.replace(SavedGame.new("railroad", 6, players, {"players": 6}),
                                  id="railroad-1", actions=tuple(session.actions)), folder)
    app = make_app(size=(1024, 640))
    scene = app.push(SavesScene(app.ctx))
    app.frame(1 / 60, [])
    texts = {info.game: scene.row_texts(info, scene.text_width(rect))
             for info, rect in scene.rows}
    title, lines = texts["modern"]
    assert title == "Modern American Canasta \u00b7 deal 1"
    title, lines = texts["railroad"]
    assert title == "Railroad Canasta \u00b7 deal 1"
    assert len(lines) == 2 and lines[1].startswith("last played ")
    assert not any(line.endswith("\u2026") for line in lines)
    seen = record_text(app)
    scene.draw(pygame.Surface((1024, 640)))
    assert lines[1] in seen and "Modern American Canasta \u00b7 deal 1" in seen


def test_railroads_rules_list_the_pennies_rules_that_apply_where_it_is_silent():
    """RR (the file's head): where Railroad is silent, Pennies from Heaven applies
    with "team" read as "player", PH-8.3 aside. Railroad's guide says so and lists,
    each with its id, every PH rule the Railroad rules core cites in a refusal or
    a note (PH-5.3, PH-5.4 among them), each in its own words."""
    from game.rules.games import RULESETS

    guide = GUIDES["railroad"]
    section = next(s for s in guide.sections if "Pennies from Heaven" in s.title)
    intro, table = section.blocks
    assert "PH-8.3" in intro and "\u201cteam\u201d read as \u201cplayer\u201d" in intro
    assert isinstance(table, Table)
    listed = {row[1] for row in table.rows}
    cited = {rule for rule in RULESETS["railroad"].rule_ids.values() if rule.startswith("PH")}
    assert cited <= listed, cited - listed
    assert {"PH-5.3", "PH-5.4"} <= listed and "PH-8.3" not in listed
    assert all(len(row[0]) > 30 for row in table.rows)  # words, not only the id


def test_railroads_pennies_rules_are_shown_in_hungarian(make_app):
    """The Railroad Rules screen draws the PH section translated (hu)."""
    from game import i18n

    app = make_app()
    i18n.set_language("hu")
    try:
        seen = record_text(app)
        app.push(RulesScene(app.ctx, "railroad"))
        app.frame(1 / 60, [])
        assert "Ahol a vasúti kanaszta hallgat: a Pennyk az égből szabályai" in seen
        assert "PH-5.3" in seen and "PH-5.4" in seen
    finally:
        i18n.set_language("en")


def test_settings_show_the_language_given_with_lang_as_chosen(tmp_path):
    """With ``--lang hu`` in force, Settings shows Magyar chosen (not "System",
    the saved setting it overrides); choosing a language there replaces it."""
    from game import i18n

    i18n.set_language("hu")
    app = App(size=(1280, 800), data_dir=tmp_path, settings=Settings(language=""),
              options={"lang": "hu"})
    try:
        scene = app.push(SettingsScene(app.ctx))
        app.frame(1 / 60, [])
        chosen = [b.label for b in scene.buttons if getattr(b, "selected", False)]
        assert "Magyar" in chosen and "Rendszer" not in chosen
        click_button(app, "English")
        assert app.ctx.options["lang"] is None and app.ctx.settings.language == "en"
        assert i18n.language() == "en"
        chosen = [b.label for b in scene.buttons if getattr(b, "selected", False)]
        assert "English" in chosen and "Magyar" not in chosen
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_a_table_rule_too_long_for_both_columns_is_shortened_and_shown_whole_on_hover(
        app, monkeypatch):
    """A game with more table rules than both columns hold (MA-12's seven rules
    given twice here) shortens their descriptions, each line still ending with
    its rule id, and shows a description whole, over its lines, while its
    button has the pointer or the keyboard focus."""
    import dataclasses

    from game.rules import games

    modern = games.RULESETS["modern"]
    crowded = dataclasses.replace(modern, options=modern.options * 2)
    monkeypatch.setitem(games.RULESETS, "modern", crowded)
    scene = app.push(NewGameScene(app.ctx))
    scene.choose_game("modern")
    app.frame(1 / 60, [])
    assert scene.long_help, "nothing was shortened"
    button_, text, area = scene.long_help[0]
    shown = [t.text for t in scene.texts if area.collidepoint(t.pos)]
    assert shown and shown[-1].endswith(")") and "\u2026" in " ".join(shown)
    assert "\u2026" not in text and text.endswith(")")
    assert scene.shown_help() is None
    before = app.screen.copy()
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=button_.rect.center,
                                          rel=(1, 1), buttons=(0, 0, 0))])
    assert button_.hover and scene.shown_help() == (text, area)
    assert app.screen.get_at(area.center) != before.get_at(area.center)
    button_.hover = False
    scene.focus = button_
    assert scene.shown_help() == (text, area)
