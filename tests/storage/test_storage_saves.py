"""Saved games: round trips of real random games (classic, pennies), the
autosaver, the saves list, open_save's recovery, the upgrade chain and the
player's sentence for each kind of bad file."""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
from pathlib import Path

import pytest

from game.rules.engine import apply, legal_actions, new_game
from game.rules.state import Phase
from game.storage import atomic
from game.storage.atomic import backup_path
from game.storage.saves import (
    FORMAT,
    UPGRADES,
    Autosaver,
    PlayerInfo,
    SavedGame,
    SaveError,
    delete_save,
    latest_unfinished,
    list_saves,
    load_game,
    open_save,
    save_game,
    state_checksum,
)

from .storage_helpers import play_random, players_for

GAMES = ("classic", "pennies")


def doc(path):
    return json.loads(path.read_text("utf-8"))


def write_doc(path, data):
    path.write_text(json.dumps(data, indent=1), "utf-8")


@pytest.fixture
def game40(tmp_path):
    """A classic game 40 actions in, saved by the Autosaver as g.json."""
    return play_random(tmp_path, "classic", 7, 40, save_id="g")


# --- round trips of real games ------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_random_games(tmp_path, game, seed):
    auto = play_random(tmp_path, game, seed, 150)
    loaded = load_game(auto.path)
    assert loaded.state.fingerprint() == auto.state.fingerprint()
    assert loaded.saved.actions == auto.saved.actions and len(loaded.saved.actions) == 150
    assert loaded.saved.players == tuple(players_for(game))
    assert loaded.saved.table_rules == auto.state.ruleset.table_rules()
    assert loaded.state.ruleset.id == game and loaded.saved.seed == seed


def test_round_trip_every_prefix(tmp_path):
    """Every intermediate autosave of a game loads to the state of that moment."""
    saved = SavedGame.new("pennies", 11, players_for("pennies"), folder=tmp_path)
    auto = Autosaver(tmp_path, saved)
    rng = random.Random(11)
    for _ in range(60):
        auto.record(rng.choice(legal_actions(auto.state)))
        assert load_game(auto.path).state.fingerprint() == auto.state.fingerprint()


def test_round_trip_with_table_rules(tmp_path):
    rules = {"target": 3000, "concealed_going_out": "on", "wild_limit": "1950"}
    auto = play_random(tmp_path, "classic", 5, 30, table_rules=rules)
    data = doc(auto.path)
    assert data["table_rules"] == {"players": 4, "draw_two": False,
                                   "concealed_going_out": True, "wild_limit": "1950",
                                   "target": 3000}
    loaded = load_game(auto.path)
    assert loaded.state.ruleset.target == 3000 and loaded.state.ruleset.concealed_bonus == 100
    assert loaded.state.fingerprint() == auto.state.fingerprint()


def test_a_hard_computer_player_is_saved_and_loaded(game40):
    """Hard is a level of the table: a save keeps it for its seat."""
    data = doc(game40.path)
    data["players"][3]["level"] = "hard"
    write_doc(game40.path, data)
    loaded = load_game(game40.path)
    assert loaded.saved.players[3] == PlayerInfo(3, "ai", "hard", "Computer 3")
    assert loaded.state.fingerprint() == game40.state.fingerprint()
    path = save_game(loaded.saved, game40.path.parent)
    assert doc(path)["players"][3]["level"] == "hard"


def test_missing_table_rule_takes_its_default(game40):
    data = doc(game40.path)
    del data["table_rules"]["target"]  # a rule added after the save was written
    write_doc(game40.path, data)
    assert load_game(game40.path).state.ruleset.table_rules()["target"] == 5000


def test_document_shape(game40):
    data = doc(game40.path)
    assert list(data) == ["format", "game", "table_rules", "seed", "players", "actions",
                          "snapshot", "created", "updated", "finished"]
    assert data["format"] == FORMAT == 2
    assert data["players"][0] == {"seat": 0, "kind": "human", "level": "normal", "name": "You"}
    assert data["snapshot"]["checksum"] == state_checksum(game40.state)
    assert data["snapshot"]["deal"] == game40.state.deal_no
    assert data["snapshot"]["phase"] == game40.state.phase.value
    assert data["finished"] is False


def test_save_game_computes_a_missing_snapshot(tmp_path):
    state = new_game("classic", None, 9)
    actions = []
    for _ in range(5):
        action = legal_actions(state)[0]
        state, _ = apply(state, action)
        actions.append(str(action))
    saved = SavedGame.new("classic", 9, players_for("classic"))
    saved = dataclasses.replace(saved, id="s", actions=tuple(actions))
    path = save_game(saved, tmp_path)
    assert load_game(path).state.fingerprint() == state.fingerprint()
    with pytest.raises(SaveError):
        save_game(dataclasses.replace(saved, actions=("next deal",)), tmp_path)


def test_save_ids_are_file_names(tmp_path):
    saved = SavedGame.new("classic", 1, players_for("classic"))
    for bad in ("../x", "a/b", "", ".hidden", "a\\b"):
        with pytest.raises(ValueError):
            save_game(dataclasses.replace(saved, id=bad), tmp_path)
    first = SavedGame.new("classic", 1, players_for("classic"), folder=tmp_path)
    save_game(first, tmp_path)
    second = SavedGame.new("classic", 1, players_for("classic"), folder=tmp_path)
    assert second.id != first.id and second.id.startswith(first.id[:15])


def test_new_save_checks_game_and_table_rules():
    with pytest.raises(ValueError, match="valid games"):
        SavedGame.new("poker", 1, [])
    with pytest.raises(ValueError, match="valid values"):
        SavedGame.new("classic", 1, [], {"target": 42})


# --- the autosaver ------------------------------------------------------------


def test_autosaver_writes_at_once_and_after_each_action(tmp_path):
    saved = SavedGame.new("classic", 3, players_for("classic"), folder=tmp_path)
    auto = Autosaver(tmp_path, saved)
    assert doc(auto.path)["actions"] == []
    state = auto.state
    action = legal_actions(state)[0]
    returned = auto.record(str(action))  # text or Action
    assert returned is auto.state and doc(auto.path)["actions"] == [str(action)]
    assert doc(backup_path(auto.path))["actions"] == []
    auto.record(legal_actions(auto.state)[0])
    assert len(doc(auto.path)["actions"]) == 2 and len(doc(backup_path(auto.path))["actions"]) == 1


def test_autosaver_refuses_illegal_actions(game40):
    before = game40.path.read_bytes()
    with pytest.raises(ValueError):  # IllegalActionError is a ValueError
        game40.record("next deal")
    with pytest.raises(ValueError):
        game40.record("fly away")
    assert game40.path.read_bytes() == before


def test_autosaver_resumes_a_loaded_game(game40, tmp_path):
    result = open_save(game40.path)
    auto = Autosaver(tmp_path, result.saved, result.state)
    rng = random.Random(1)
    for _ in range(10):
        auto.record(rng.choice(legal_actions(auto.state)))
    loaded = load_game(auto.path)
    assert len(loaded.saved.actions) == 50
    assert loaded.saved.created == game40.saved.created
    assert loaded.state.fingerprint() == auto.state.fingerprint()


def test_autosaver_survives_a_full_disk(game40, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_write_synced", full)
    state = game40.record(legal_actions(game40.state)[0])
    assert state is game40.state
    assert "could not be saved" in game40.problem and "(the disk is full)" in game40.problem
    monkeypatch.undo()
    game40.record(legal_actions(game40.state)[0])
    assert game40.problem is None
    assert len(load_game(game40.path).saved.actions) == 42


def test_finished_game(tmp_path, monkeypatch):
    """A finished game saves ``finished: true`` and the flag is checked on load."""
    auto = play_random(tmp_path, "classic", 4, 10, save_id="f")
    over = auto.state.copy()
    over.phase = Phase.GAME_OVER
    over.winner = 0
    saved = auto.saved.with_state(over)
    assert saved.finished and saved.to_json()["snapshot"]["phase"] == "game over"
    data = doc(auto.path)
    data["finished"] = True
    write_doc(auto.path, data)
    with pytest.raises(SaveError, match="says the game is over"):
        load_game(auto.path)


# --- the saves list -----------------------------------------------------------


def test_list_latest_delete(tmp_path):
    a = play_random(tmp_path, "classic", 1, 5, save_id="a")
    b = play_random(tmp_path, "pennies", 2, 5, save_id="b")
    c = play_random(tmp_path, "classic", 3, 5, save_id="c")
    for name, stamp in (("a", "2025-01-01T10:00:00+00:00"), ("b", "2025-01-03T10:00:00+00:00"),
                        ("c", "2025-01-02T10:00:00+00:00")):
        path = tmp_path / f"{name}.json"
        data = doc(path)
        data["updated"] = stamp
        if name == "b":
            data["finished"] = True  # listing does not replay
        write_doc(path, data)
    (tmp_path / "d.json").write_text('{"format": 1, "game": "cl')
    (tmp_path / "notes.txt").write_text("hello")
    infos = list_saves(tmp_path)
    assert [i.id for i in infos] == ["b", "c", "a", "d"]
    assert infos[1].game == "classic" and infos[1].deal == c.state.deal_no
    assert infos[1].scores == tuple(c.state.scores) and infos[1].players[0] == "You"
    assert infos[0].finished and not infos[1].finished
    assert infos[3].problem == "the file is cut short (line 1)" and infos[3].game == ""
    assert latest_unfinished(tmp_path).id == "c"
    delete_save(c.path)
    assert not c.path.exists() and not backup_path(c.path).exists()
    delete_save(c.path)  # already gone: fine
    assert latest_unfinished(tmp_path).id == "a"
    assert a.path.exists() and b.path.exists()
    assert list_saves(tmp_path / "missing") == [] and latest_unfinished(tmp_path / "x") is None


def test_list_ignores_backups_temps_and_corrupt(game40, tmp_path):
    (tmp_path / "g.json.corrupt").write_text("x")
    (tmp_path / ".g.json.1-a.tmp").write_text("x")
    game40.record(legal_actions(game40.state)[0])  # makes g.json.bak
    assert [i.id for i in list_saves(tmp_path)] == ["g"]


# --- open_save: moving aside, the backup --------------------------------------


def test_open_save_good(game40):
    result = open_save(game40.path)
    assert result.message is None and not result.used_backup
    assert result.state.fingerprint() == game40.state.fingerprint()
    assert result.saved.actions == game40.saved.actions


def test_open_save_falls_back_to_backup(game40, tmp_path):
    previous = game40.state
    game40.record(legal_actions(game40.state)[0])
    text = game40.path.read_text()
    game40.path.write_text(text[: len(text) // 2])
    result = open_save(game40.path)
    assert result.used_backup and result.state.fingerprint() == previous.fingerprint()
    assert result.message.startswith("This save could not be read: the file is cut short (line ")
    assert "It was moved aside to g.json.corrupt." in result.message
    assert "previous autosave was opened instead" in result.message
    assert (tmp_path / "g.json.corrupt").read_text() == text[: len(text) // 2]
    assert load_game(game40.path).state.fingerprint() == previous.fingerprint()  # restored
    assert backup_path(game40.path).exists()


def test_open_save_never_overwrites_a_corrupt_file(game40, tmp_path):
    (tmp_path / "g.json.corrupt").write_text("older damage")
    game40.path.write_text("{")
    result = open_save(game40.path)
    assert "moved aside to g.json.2.corrupt" in result.message
    assert (tmp_path / "g.json.corrupt").read_text() == "older damage"
    assert result.used_backup and "previous autosave was opened" in result.message


def test_open_save_bad_backup_too(game40, tmp_path):
    game40.record(legal_actions(game40.state)[0])
    game40.path.write_text("[]")
    backup_path(game40.path).write_text("{")
    result = open_save(game40.path)
    assert result.state is None and not result.used_backup
    assert "previous autosave could not be read either: the file is cut short" in result.message
    assert backup_path(game40.path).read_text() == "{"  # left for the player to inspect


def test_open_save_missing_file(tmp_path):
    result = open_save(tmp_path / "nothing.json")
    assert result.state is None
    assert result.message == "This save could not be read: the file is missing."


def test_open_save_unreadable_path(tmp_path):
    (tmp_path / "dir.json").mkdir()
    result = open_save(tmp_path / "dir.json")
    assert result.state is None and "folder" in result.message


# --- one sentence per kind of problem ------------------------------------------


def edited(game40, change):
    data = doc(game40.path)
    change(data)
    write_doc(game40.path, data)
    with pytest.raises(SaveError) as info:
        load_game(game40.path)
    message = str(info.value)
    assert message.startswith("This save could not be read: ") and message.endswith(".")
    assert "\n" not in message
    return info.value.reason


def test_messages(game40):
    def setter(*keys, value):
        def change(data):
            target = data
            for k in keys[:-1]:
                target = target[k]
            target[keys[-1]] = value
        return change

    def remove(key):
        return lambda data: data.pop(key)

    n = len(game40.saved.actions)
    cases = [
        (setter("format", value=7), "it was written by a newer version of Canasta Table "
                                    "(format 7; this version reads formats up to 2)"),
        (setter("format", value=-1), "its format number -1 is unknown"),
        (setter("format", value="1"), "its format number is text, not a whole number"),
        (remove("format"), "it has no format number"),
        (remove("seed"), "the entry 'seed' is missing"),
        (setter("seed", value="7"), "the entry 'seed' is text where a whole number belongs"),
        (setter("finished", value=0), "the entry 'finished' is a whole number where true or "
                                      "false belongs"),
        (setter("players", 2, "kind", value="robot"),
         "the entry 'players[2].kind' is 'robot'; valid values: human, ai"),
        (setter("players", 3, "level", value="master"),
         "the entry 'players[3].level' is 'master'; valid values: easy, normal, hard, expert, "
         "random"),
        (setter("players", 1, "seat", value=3),
         "the entry 'players[1].seat' is 3; the seats go 0, 1, 2 ... in order"),
        (setter("extra", value=1), "it has an unexpected entry 'extra'"),
        (setter("game", value="poker"), "it is a game this version does not know ('poker')"),
        (setter("table_rules", "target", value=42),
         "its table rule 'target' cannot be 42 (valid values: 5000, 3000, 10000)"),
        (setter("table_rules", "jokers_wild", value=True),
         "it has a table rule this version does not know ('jokers_wild')"),
        (setter("actions", 3, value="fly away"), "move 4 ('fly away') is not a move of the game"),
        (setter("actions", 0, value="next deal"), "move 1 ('next deal') is not legal at that "
                                                  "point"),
        (setter("snapshot", "checksum", value="0" * 64),
         "its moves do not lead to the position it recorded (the file was changed or damaged)"),
        (setter("snapshot", "checksum", value="xyz"),
         "the entry 'snapshot.checksum' is not a sha256 checksum"),
        (lambda d: d["players"].pop(), "it lists 3 players where Classic Canasta has 4"),
        (lambda d: d["actions"].pop(), "its moves do not lead to the position it recorded "
                                       "(the file was changed or damaged)"),
        (setter("created", value="yesterday"), "the entry 'created' is not a date and time"),
    ]
    assert n == 40
    original = game40.path.read_text()
    for change, reason in cases:
        game40.path.write_text(original)
        assert edited(game40, change) == reason


@pytest.mark.parametrize("content, reason", [
    (b"", "the file is empty"),
    (b"   \n", "the file is empty"),
    (b'{"format": 1,\n "game": "clas', "the file is cut short (line 2)"),
    (b'{"format": 1,\n "game": "classic",\n', "the file is cut short (line 2)"),
    (b'{"format": 1,\n "game": x}', "the file is damaged at line 2, column 10"),
    (b'{"format": 1,\n\xff\xfe}', "the file is damaged at line 2 (it is not text)"),
    (b"[1, 2]", "it holds a list where a group of entries belongs"),
    (b"null", "it holds nothing (null) where a group of entries belongs"),
    (b"[" * 100_000, "the file is damaged (it is nested too deeply)"),
])
def test_unreadable_files(tmp_path, content, reason):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.reason == reason
    result = open_save(path)
    assert result.state is None and result.message.startswith(str(info.value))


def test_huge_file(tmp_path, monkeypatch):
    from game.storage import saves

    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    path = tmp_path / "x.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(SaveError, match="larger than"):
        load_game(path)


# --- the upgrade chain ----------------------------------------------------------


def format0(auto):
    """The hypothetical first shape of the same game."""
    data = auto.saved.to_json()
    return {
        "format": 0, "game": data["game"], "rules": {"target": 3000}, "seed": data["seed"],
        "players": ["human"] + [p["level"] for p in data["players"][1:]],
        "moves": data["actions"], "saved": "2024-05-01T12:00:00+00:00",
    }


def test_every_old_format_has_an_upgrade():
    assert sorted(UPGRADES) == list(range(FORMAT))


def test_upgrade_from_format_0(tmp_path):
    auto = play_random(tmp_path, "classic", 8, 30, table_rules={"target": 3000}, save_id="new")
    old = tmp_path / "old.json"
    write_doc(old, format0(auto))
    loaded = load_game(old)
    assert loaded.state.fingerprint() == auto.state.fingerprint()
    assert loaded.saved.actions == auto.saved.actions
    assert [p.name for p in loaded.saved.players] == ["You", "Computer 1", "Computer 2",
                                                        "Computer 3"]
    assert loaded.saved.players[2] == PlayerInfo(2, "ai", "random", "Computer 2")
    assert loaded.saved.created == loaded.saved.updated == "2024-05-01T12:00:00+00:00"
    assert loaded.saved.table_rules["target"] == 3000
    upgraded = UPGRADES[0](format0(auto))
    assert upgraded["format"] == 1 and upgraded["snapshot"]["checksum"] == \
        state_checksum(auto.state)
    # the next autosave writes the current format
    again = Autosaver(tmp_path, loaded.saved, loaded.state)
    again.record(legal_actions(again.state)[0])
    assert doc(old)["format"] == FORMAT and "moves" not in doc(old)
    assert [i.id for i in list_saves(tmp_path)][:1] in (["old"], ["new"])


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.pop("moves"), "the entry 'moves' is missing"),
    (lambda d: d.update(players=["human", 5]),
     "the entry 'players[1]' is a whole number where text belongs"),
    (lambda d: d.update(players=["human", "master"]), "the entry 'players[1]' is not a "
                                                       "player"),
    (lambda d: d.update(actions=[]), "it has an unexpected entry 'actions'"),
    (lambda d: d["moves"].insert(0, "discard JK/3"),
     "move 1 ('discard JK/3') is not legal at that point"),
])
def test_bad_format_0(tmp_path, change, reason):
    auto = play_random(tmp_path, "classic", 8, 10, save_id="new")
    data = format0(auto)
    change(data)
    old = tmp_path / "old.json"
    write_doc(old, data)
    with pytest.raises(SaveError) as info:
        load_game(old)
    assert info.value.reason == reason
    infos = {i.id: i for i in list_saves(tmp_path)}
    assert infos["old"].problem == reason


def test_example_copy_loads_elsewhere(game40, tmp_path):
    """A save is self-contained: copied under another name it loads the same."""
    other = tmp_path / "elsewhere"
    other.mkdir()
    shutil.copy(game40.path, other / "copy.json")
    loaded = load_game(other / "copy.json")
    assert loaded.saved.id == "copy"
    assert loaded.state.fingerprint() == game40.state.fingerprint()


def test_a_modern_save_from_before_the_choice_of_three_loads(tmp_path):
    """A Modern American save written when the rules core laid out threes by itself
    (the later of a red and a black, MA-2.2; the melder's held three with the
    initial meld, MA-2.4) loads: those lay-outs are replayed where the player now
    chooses them, land on the recorded position, and are written from then on."""
    source = Path(__file__).parent / "data" / "modern-threes-laid-out-by-the-core.json"
    path = tmp_path / "modern-old.json"
    shutil.copy(source, path)
    recorded = json.loads(path.read_text(encoding="utf-8"))["actions"]
    loaded = load_game(path)
    added = [a for a in loaded.saved.actions if a not in recorded]
    assert added == ["lay out 3H/0", "lay out 3C/1"]
    assert len(loaded.saved.actions) == len(recorded) + 2
    assert loaded.state.phase is Phase.DEAL_OVER
    again = save_game(loaded.saved.with_state(loaded.state), tmp_path)
    assert list(load_game(again).saved.actions) == list(loaded.saved.actions)


def test_a_diszitett_save_with_a_zsoli_moved_to_one_group_loads(tmp_path):
    """DK-10.2: a díszített kanaszta save whose log moves zsolis to one group (the
    move's form before a split among several groups could be written: no ``+``)
    loads to its recorded position, reads the move as a move with nothing more,
    and is written back with the same text."""
    from game.rules.actions import MoveWilds, parse_action

    source = Path(__file__).parent / "data" / "diszitett-zsoli-moved-to-one-group.json"
    path = tmp_path / "diszitett-old.json"
    shutil.copy(source, path)
    recorded = json.loads(path.read_text(encoding="utf-8"))["actions"]
    old = "move 2D/1 from @1 with 8S/1 to new KC/1 KD/1 KS/1"
    assert old in recorded
    loaded = load_game(path)
    assert list(loaded.saved.actions) == recorded
    move = parse_action(old)
    assert isinstance(move, MoveWilds) and move.more == () and str(move) == old
    assert any(len(m.cards) == 4 and m.rank == 13 for m in loaded.state.melds[0])
    again = save_game(loaded.saved.with_state(loaded.state), tmp_path)
    assert list(load_game(again).saved.actions) == recorded
