"""Corruption fuzz: well over a thousand damaged variants of a real save.

Truncations at every length, wrong types and missing keys at every entry,
unknown versions, illegal or changed actions, wrong snapshots: each must give a
SaveError from load_game. Flipped bytes must give a SaveError or leave the game
itself intact (a flip inside a player's name is harmless). open_save never raises
and never loses a file.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.storage.saves import SaveError, load_game, open_save

from .storage_helpers import play_random

WRONG_VALUES = (None, "x", 7, -1, 2.5, True, [], {}, [1], {"a": 1})


def json_type(v):
    return "int" if isinstance(v, int) and not isinstance(v, bool) else type(v).__name__


def paths_in(value, prefix=()):
    """Every (path, value) inside a JSON value, containers and leaves."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_in(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_in(v, prefix + (i,))


def with_value(data, path, value):
    out = json.loads(json.dumps(data))
    target = out
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    return out


def without(data, path):
    out = json.loads(json.dumps(data))
    target = out
    for k in path[:-1]:
        target = target[k]
    del target[path[-1]]
    return out


@pytest.fixture(scope="module")
def original(tmp_path_factory):
    folder = tmp_path_factory.mktemp("original")
    auto = play_random(folder, "classic", 21, 40, save_id="orig")
    data = auto.path.read_bytes()
    return {"bytes": data, "json": json.loads(data), "fingerprint": auto.state.fingerprint(),
            "rules": auto.state.ruleset.table_rules(), "actions": auto.saved.actions}


def structured_variants(original):
    """(label, bytes, strict) of damaged documents: strict ones must be refused;
    the others (an action deleted, repeated or replaced by the next one) must be
    refused unless the changed log still reaches the very same position (an
    action and its undo deleted together, say)."""
    data = original["json"]
    out = []

    def add(label, doc, strict=True):
        out.append((label, json.dumps(doc, indent=1).encode(), strict))

    for path, value in paths_in(data):
        if not path or path[0] == "table_rules" and len(path) == 2:
            continue  # the table-rule values are covered below
        for wrong in WRONG_VALUES:
            if json_type(wrong) != json_type(value):
                add(f"type {path}={wrong!r}", with_value(data, path, wrong))
        if isinstance(path[-1], str) and path[0] != "table_rules":
            add(f"missing {path}", without(data, path))
    for name, value in data["table_rules"].items():
        for wrong in (None, "x", 1, 0, 2.5, True, False, [], {}, "on", "5000"):
            if not (wrong == value and type(wrong) is type(value)):
                add(f"rule {name}={wrong!r}", with_value(data, ("table_rules", name), wrong))
    add("unknown rule", with_value(data, ("table_rules", "joker_tax"), 1))
    add("unknown key", with_value(data, ("bonus",), 1))
    add("unknown player key", with_value(data, ("players", 0, "team"), 1))
    add("unknown snapshot key", with_value(data, ("snapshot", "stock"), 1))
    for version in (-1, 3, 4, 99, 10**9, "1", "one", 1.0, 0.5, None, True, [], {}):
        add(f"format {version!r}", with_value(data, ("format",), version))
    for top in ([], [data], "save", 1, None, True):
        add(f"top {top!r}", top)
    actions = data["actions"]
    for i in range(len(actions)):
        for replacement in ("next deal", "answer yes", "discard JK/9", "take 4C/0 4C/1",
                            "fly away", "", "draw draw"):
            add(f"action {i}={replacement!r}", with_value(data, ("actions", i), replacement))
        following = actions[(i + 1) % len(actions)]
        if following != actions[i]:
            add(f"action {i}={following!r}", with_value(data, ("actions", i), following), False)
        add(f"delete action {i}", without(data, ("actions", i)), False)
        doubled = json.loads(json.dumps(data))
        doubled["actions"].insert(i, actions[i])
        add(f"repeat action {i}", doubled, False)
    add("extra action", with_value(data, ("actions",), actions + ["draw"]))
    add("no actions", with_value(data, ("actions",), []))
    snap = data["snapshot"]
    for field, values in (("deal", [0, 2, snap["deal"] + 1]),
                          ("scores", [[0], [0, 0, 0], [s + 5 for s in snap["scores"]]]),
                          ("phase", ["meld", "draw", "answer", "deal over", "game over", "x"]),
                          ("checksum", ["0" * 64, snap["checksum"][:-1] + "0",
                                        snap["checksum"].upper(), snap["checksum"][:-1]])):
        for v in values:
            if v != snap[field]:
                add(f"snapshot {field}={v!r}", with_value(data, ("snapshot", field), v))
    add("finished", with_value(data, ("finished",), True))
    for seed in (data["seed"] + 1, 0, -data["seed"]):
        add(f"seed {seed}", with_value(data, ("seed",), seed))
    add("other game", with_value(data, ("game",), "pennies"))
    add("dates", with_value(data, ("updated",), "2025-13-45T99:00:00"))
    return out


def truncations(original):
    raw = original["bytes"]
    return [(f"cut at {n}", raw[:n]) for n in range(len(raw)) if raw[:n].strip() != raw.strip()]


def flips(original, count=600):
    raw = original["bytes"]
    rng = random.Random(5)
    out = []
    for k in range(count):
        damaged = bytearray(raw)
        for _ in range(1 + k % 3):  # one, two or three flipped bytes
            pos = rng.randrange(len(raw))
            damaged[pos] ^= 1 << rng.randrange(8)
        out.append((f"flip {k}", bytes(damaged)))
    return out


@pytest.fixture(scope="module")
def variants(original):
    return {"structured": structured_variants(original), "truncated": truncations(original),
            "flipped": flips(original)}


def test_variant_count(variants):
    assert len(variants["structured"]) >= 1000
    assert sum(len(v) for v in variants.values()) >= 3000


def check_refused(path, label, original=None):
    """load_game must raise SaveError with one sentence; with ``original`` given, a
    load that reaches exactly the original position is accepted too (True)."""
    try:
        loaded = load_game(path)
    except SaveError as err:
        message = str(err)
        assert message.startswith("This save could not be read: ") and message.endswith(".")
        assert "\n" not in message and len(message) < 300, label
        return False
    if original is not None and loaded.state.fingerprint() == original["fingerprint"] \
            and loaded.saved.table_rules == original["rules"]:
        return True
    pytest.fail(f"{label}: loaded without complaint")


def check_open_save(folder: Path, name: str, content: bytes, label: str):
    """open_save on ``content`` next to a few other files: it returns a message,
    no state, and moves the file aside without touching anything else."""
    folder.mkdir(exist_ok=True)
    for p in folder.iterdir():
        p.unlink()
    (folder / "other.json").write_bytes(b"{}")
    (folder / f"{name}.corrupt").write_bytes(b"older damage")
    path = folder / name
    path.write_bytes(content)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    result = open_save(path)  # must not raise
    assert result.state is None and result.message and not result.used_backup, label
    after = {p.name: p.read_bytes() for p in folder.iterdir()}
    # nothing lost: every earlier file is still there, the bad one moved aside
    assert all(after.get(n) == b for n, b in before.items() if n != name), label
    assert content in after.values(), label


def test_structured_damage_is_refused(original, variants, tmp_path):
    same_position = 0
    for i, (label, content, strict) in enumerate(variants["structured"]):
        path = tmp_path / f"v{i}.json"
        path.write_bytes(content)
        same_position += check_refused(path, label, None if strict else original)
    assert same_position <= 5  # the log's few equivalent rewrites
    for i, (label, content, strict) in enumerate(variants["structured"][::3]):
        if strict:
            check_open_save(tmp_path / "open", f"o{i}.json", content, label)


def test_every_truncation_is_refused(variants, tmp_path):
    path = tmp_path / "t.json"
    for label, content in variants["truncated"]:
        path.write_bytes(content)
        check_refused(path, label)
    for i, (label, content) in enumerate(variants["truncated"][::17]):
        check_open_save(tmp_path / "open", f"o{i}.json", content, label)


def test_flipped_bytes_never_corrupt_the_game(original, variants, tmp_path):
    refused = 0
    path = tmp_path / "f.json"
    for label, content in variants["flipped"]:
        path.write_bytes(content)
        try:
            loaded = load_game(path)
        except SaveError:
            refused += 1
            continue
        # accepted: only something outside the game itself can have changed
        assert loaded.state.fingerprint() == original["fingerprint"], label
        assert loaded.saved.table_rules == original["rules"], label
        assert loaded.saved.actions == original["actions"], label
    assert refused >= len(variants["flipped"]) * 0.8


def test_open_save_with_backup_recovers_every_truncation(original, variants, tmp_path):
    """A damaged main file next to a good backup always reopens the backup."""
    for i, (_label, content) in enumerate(variants["truncated"][::41]):
        folder = tmp_path / f"c{i}"
        folder.mkdir()
        (folder / "s.json").write_bytes(content)
        (folder / "s.json.bak").write_bytes(original["bytes"])
        result = open_save(folder / "s.json")
        assert result.used_backup and result.state.fingerprint() == original["fingerprint"]
        assert (folder / "s.json.corrupt").read_bytes() == content
        assert (folder / "s.json").read_bytes() == original["bytes"]
