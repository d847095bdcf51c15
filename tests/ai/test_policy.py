"""A game's own play is a policy with a public interface, its profile says what
Normal and Hard play in it, and make_player lives in its own module."""

from __future__ import annotations

import ast
import gc
import sys
from pathlib import Path

import pytest
from rules.scenario import make_state

from game.ai import HeuristicPlayer, make_player
from game.ai.classic import CL_FEATURES, ClassicPolicy
from game.ai.diszitett import DK_FEATURES, DiszitettPolicy
from game.ai.modern import MA_FEATURES, ModernPolicy
from game.ai.players import FEATURES, GAME_FEATURES, NORMAL_FEATURES
from game.ai.policy import GamePolicy
from game.ai.profiles import PROFILES, SHARED, profile_for
from game.rules.games import REGISTRY, get_ruleset
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe

AI = Path(__file__).resolve().parents[2] / "game" / "ai"


def _outside_access(tree: ast.AST) -> list[str]:
    """Private attributes read, and attributes set, on objects other than ``self``
    and ``cls`` (and a module's own names)."""
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        while targets:
            target = targets.pop()
            if isinstance(target, (ast.Tuple, ast.List)):
                targets.extend(target.elts)
            elif (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                    and target.value.id not in ("self", "cls")):
                found.append(f"sets {target.value.id}.{target.attr} (line {target.lineno})")
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__") and isinstance(node.value, ast.Name)
                and node.value.id not in ("self", "cls")):
            found.append(f"reads {node.value.id}.{node.attr} (line {node.lineno})")
    return found


@pytest.mark.parametrize("path", sorted(AI.glob("*.py")), ids=lambda p: p.name)
def test_players_and_policies_use_each_others_public_interface_only(path):
    """No private call across objects, no attribute set from outside (a policy keeps
    its own state)."""
    source = path.read_text(encoding="utf-8")
    allowed = {"sets state.stock", "sets state.bonus"}  # Hard's and MA's worlds, GameStates
    problems = [p for p in _outside_access(ast.parse(source))
                if p.split(" (")[0] not in allowed]
    assert problems == []


def test_make_player_lives_in_its_own_module():
    import game.ai.levels as levels
    import game.ai.players as players

    assert make_player is levels.make_player
    assert not hasattr(players, "make_player")


def test_every_profile_is_a_registered_game_and_features_are_named_once():
    assert set(PROFILES) <= set(REGISTRY)
    assert profile_for(get_ruleset("railroad")) is SHARED  # nothing of its own
    names = [*FEATURES, *(n for p in PROFILES.values() for n in p.features)]
    assert len(names) == len(set(names))
    assert set(GAME_FEATURES) == set(CL_FEATURES) | set(DK_FEATURES) | set(MA_FEATURES)
    assert all(p.normal <= set(p.features) for p in PROFILES.values())
    assert NORMAL_FEATURES >= set(DK_FEATURES) | set(MA_FEATURES)


@pytest.mark.parametrize("game_id, kind", [("diszitett", DiszitettPolicy),
                                           ("modern", ModernPolicy),
                                           ("classic", ClassicPolicy), ("bain", GamePolicy)])
def test_a_player_makes_its_games_policy_once(game_id, kind):
    state = make_state(game_id, hands={0: "4H 5S 9C"}, phase=Phase.MELD)
    player = HeuristicPlayer("normal", 1)
    view = observe(state, 0)
    policy = player.policy(view)
    assert type(policy) is kind and policy.player is player
    assert player.policy(view) is policy


def test_modern_keeps_its_initial_meld_plan_in_its_policy():
    """MA-6.7: the rest of an initial meld begun this turn is the policy's state,
    not an attribute set on the player."""
    player = HeuristicPlayer("normal", 1)
    state = make_state("modern", hands={0: "4H 5S 9C"}, phase=Phase.MELD)
    policy = player.policy(observe(state, 0))
    assert isinstance(policy, ModernPolicy) and policy.plan == (None, [])
    assert not hasattr(player, "ma_plan")


@pytest.mark.parametrize("players, takes", [(4, True), (2, False)])
def test_cl_11_2_normal_takes_a_two_card_pile_only_where_a_draw_brings_one(players, takes):
    """CL-11.2 (``drawtwo``): a pile of two cards is taken with a natural pair where a
    draw brings one card; where a draw brings two, Normal draws instead."""
    from game.rules.actions import Draw, TakePile
    from game.rules.legal import legal_actions

    hands = {0: "9H 9S 4C 6D 8S", 1: "5C 5D 7H"}
    if players == 4:
        hands.update({2: "KC KD JH", 3: "QC QD 10H"})
    state = make_state("classic", hands=hands, pile="4H 9D", melds={0: ["KH KS KD"]},
                       table_rules={"players": players})
    legal = legal_actions(state)
    assert any(isinstance(a, TakePile) for a in legal)
    choice = HeuristicPlayer("normal", 1).choose(observe(state, 0), legal)
    assert isinstance(choice, TakePile) is takes and isinstance(choice, Draw) is not takes
    without = make_player("normal-drawtwo", 1).choose(observe(state, 0), legal)
    assert isinstance(without, TakePile)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_policy_keeps_no_reference_too_many_to_its_player(game_id):
    """Each game's policy, as a player makes it, holds its player once: on the
    compiled engine a policy class that inherits GamePolicy's constructor held it
    twice, so no Classic or díszített player was ever freed (Hard's rollouts make
    hundreds a decision; .ci/compiled runs this test on that engine)."""
    ruleset = get_ruleset(game_id)
    player = HeuristicPlayer("normal", 1)
    before = sys.getrefcount(player)
    policies = [profile_for(ruleset).policy(player) for _ in range(20)]
    assert all(p.player is player for p in policies)
    assert sys.getrefcount(player) == before + len(policies)
    del policies
    assert sys.getrefcount(player) == before


@pytest.mark.parametrize("game_id", ["classic", "diszitett", "modern", "pennies"])
def test_players_are_freed_once_dropped(game_id):
    """A Normal player that has played, and its policy, leave nothing behind once
    dropped and collected (Hard's rollouts each make one player a seat)."""
    state = make_state(game_id, hands={0: "KH 5S 9D 9H 7C", 1: "4C 6D 8S JC QD"},
                       pile="4D 6H 7S", melded=[True, True], current=0, phase=Phase.MELD)
    view = observe(state, 0)

    def players_alive() -> int:
        gc.collect()
        return sum(isinstance(o, HeuristicPlayer) for o in gc.get_objects())

    alive = players_alive()
    for seed in range(30):
        HeuristicPlayer("normal", seed).choose(view, legal_actions(state))
    assert players_alive() == alive
