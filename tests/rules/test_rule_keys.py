"""Every refusal names a real rule: each game maps every mechanism to a rule id."""

import re

import pytest

from game.rules.games import REGISTRY
from game.rules.ruleset import RULE_KEYS

RULE_ID = re.compile(r"^(?:[A-Z]{2}-\d+\.\d+|G-\d+)$")


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_mechanism_has_a_rule_id(game_id):
    rs = REGISTRY[game_id]
    for key in RULE_KEYS:
        assert key in rs.rule_ids, f"{game_id} has no rule id for {key}"
        assert RULE_ID.match(rs.rule(key)), (key, rs.rule(key))


def test_the_engine_cites_only_known_mechanisms():
    from pathlib import Path

    import game.rules as package

    source = "\n".join(p.read_text() for p in Path(package.__file__).parent.glob("*.py"))
    used = set(re.findall(r"rule\(['\"](\w+)['\"]\)", source))
    used |= set(re.findall(r"_id\(rs, ['\"](\w+)['\"]\)", source))
    assert used and used <= set(RULE_KEYS), used - set(RULE_KEYS)
