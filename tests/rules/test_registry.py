"""The registry is the one list of games: table rules carry their own
labels and field translations, and the UI's lists (new game, rules guides) come
from the registry, with games the table cannot play yet kept out."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from game.rules import games as R
from game.rules.games import REGISTRY, RULESETS, get_ruleset, playable_games
from game.rules.games.classic import CL_1950_WILD_LIMIT


def test_every_option_has_a_label_and_turns_each_choice_into_its_field():
    for rs in REGISTRY.values():
        for opt in rs.options:
            assert opt.label and opt.label[0].isupper()
            for choice in opt.choices:
                # a rule of some player counts only (CL-12.3) is tried with one of them
                players = {"players": opt.counts[0]} if opt.counts else {}
                changed = rs.with_table_rules({**players, opt.name: choice})
                assert getattr(changed, opt.field) == opt.field_value(choice)
                assert changed.table_rules()[opt.name] == choice
    cl = get_ruleset("classic")
    assert cl.option("target").label == "Game target"
    assert cl.option("concealed_going_out").label == "Concealed going out"
    assert cl.with_table_rules({"wild_limit": "1950"}).mixed_ok is CL_1950_WILD_LIMIT
    assert cl.with_table_rules({"concealed_going_out": "on"}).concealed_bonus == 100


def test_every_game_has_a_name_and_a_blurb():
    for rs in REGISTRY.values():
        assert rs.name and rs.blurb


def test_the_game_lists_follow_the_registry(monkeypatch: pytest.MonkeyPatch):
    """A registered playable game appears in the rules guides with its name; one the
    table cannot play yet (``playable=False``) appears in no list of the UI."""
    new = dataclasses.replace(RULESETS["classic"], id="newgame", name="New Game")
    hidden = dataclasses.replace(RULESETS["classic"], id="hidden", name="Hidden",
                                 playable=False)
    monkeypatch.setitem(REGISTRY, "newgame", new)
    monkeypatch.setitem(REGISTRY, "hidden", hidden)
    assert list(playable_games()) == ["classic", "pennies", "dollars", "bain", "railroad",
                                     "diszitett", "modern", "newgame"]
    assert "hidden" in REGISTRY and "hidden" not in playable_games()  # not at the table
    assert get_ruleset("hidden").name == "Hidden"  # the rules core knows it
    import game.ui.rules_text as rules_text

    try:
        guides = importlib.reload(rules_text).GUIDES
        assert list(guides) == ["classic", "pennies", "dollars", "bain", "railroad",
                               "diszitett", "modern", "newgame"]
        assert guides["newgame"].name == "New Game"
        assert guides["newgame"].sections
    finally:
        monkeypatch.undo()
        importlib.reload(rules_text)
    games = ["classic", "pennies", "dollars", "bain", "railroad", "diszitett", "modern"]
    assert list(R.playable_games()) == games
    assert list(RULESETS) == games
