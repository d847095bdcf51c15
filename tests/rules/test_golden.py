"""Golden files (style point 15): for fixed seeds, the deal and a scripted deal's
number of legal actions at each step, so that a refactor that changes behaviour
is caught. Golden positions (``golden/positions``): a mid-deal position text of
each game, showing something of the game's own (:data:`POSITION_FEATURES`), and
its sorted legal actions.

The script is order-independent: at each step the legal actions are sorted by
their text and one is picked with ``random.Random(seed)``, so only a change in
*which* actions are legal (or in the deal) changes the file. To write the files
again after a deliberate change of the rules::

    GOLDEN_WRITE=1 python -m pytest -q tests/rules/test_golden.py
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from game.rules import GameState, NextDeal, Phase, apply, legal_actions, new_game
from game.rules.position import parse_position, position_text
from game.rules.state import MeldKind

GOLDEN = Path(__file__).parent / "golden"
SEEDS = (1, 7, 42)
STEPS = 700        # steps scripted per seed (the deal may end earlier; NextDeal goes on)


def _codes(cards) -> str:
    return " ".join(c.code for c in cards)


def deal_record(state: GameState) -> dict:
    """The zones of a fresh deal in the card notation (last card = top)."""
    return {
        "dealer": state.dealer,
        "current": state.current,
        "hands": [_codes(h) for h in state.hands],
        "feet": [_codes(f) for f in state.feet],
        "red_threes": [_codes(r) for r in state.red_threes],
        "pile": _codes(state.pile),
        "stock": _codes(state.stock),
    }


def script_record(game_id: str, seed: int) -> list[list]:
    """``[number of legal actions, action chosen]`` per step of the scripted play."""
    rng = random.Random(seed)
    state = new_game(game_id, seed=seed)
    steps: list[list] = []
    for _ in range(STEPS):
        if state.phase is Phase.GAME_OVER:
            break
        texts = sorted((str(a), a) for a in legal_actions(state))
        text, action = rng.choice(texts) if texts else ("", None)
        steps.append([len(texts), text])
        if action is None:
            break
        if isinstance(action, NextDeal):
            steps.append(["deal", deal_record(apply(state, action)[0])])
        state, _ = apply(state, action)
    return steps


def record(game_id: str, seed: int) -> dict:
    return {"game": game_id, "seed": seed,
            "deal": deal_record(new_game(game_id, seed=seed)),
            "steps": script_record(game_id, seed)}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("golden_game", ["classic", "pennies", "dollars", "bain", "railroad",
                                         "diszitett", "modern"])
def test_golden_deal_and_legal_action_counts(golden_game: str, seed: int) -> None:
    """The deal of (game, seed) and the legal-action counts of the scripted deal are
    those of the golden file."""
    path = GOLDEN / f"{golden_game}-{seed}.json"
    got = record(golden_game, seed)
    if os.environ.get("GOLDEN_WRITE"):
        path.write_text(json.dumps(got, indent=0) + "\n", encoding="utf-8")
    want = json.loads(path.read_text(encoding="utf-8"))
    assert got["deal"] == want["deal"], "the seeded deal changed"
    for i, (a, b) in enumerate(zip(got["steps"], want["steps"], strict=False)):
        assert a == b, f"step {i}: got {a}, golden {b}"
    assert len(got["steps"]) == len(want["steps"])


# ---------------------------------------------------------------------------
# Golden positions: a mid-deal position text of each game and its legal actions

POSITIONS = GOLDEN / "positions"


def _has_garbage(state: GameState) -> bool:
    return any(m.kind is MeldKind.GARBAGE for side in state.melds for m in side)


POSITION_FEATURES: dict[str, tuple[str, Callable[[GameState], bool]]] = {
    "classic": ("a pile pickup waiting for the initial meld (CL-6.2)",
                lambda s: s.pending is not None),
    "pennies": ("melds laid this turn, undo restoring the turn's start (PH-4.2)",
                lambda s: s.phase is Phase.MELD and s.laid_this_turn and not all(s.foot_taken)),
    "dollars": ("cards taken from the pile waiting for the next turn (DH-5.7)",
                lambda s: bool(s.waiting)),
    "bain": ("a garbage pile on the table (BH-7.1)",
             lambda s: s.phase is Phase.MELD and _has_garbage(s)),
    "railroad": ("a foot picked up, melds laid this turn",
                 lambda s: s.phase is Phase.MELD and s.laid_this_turn and any(s.foot_taken)),
    "diszitett": ("the free pickup offered (DK-5.2)",
                  lambda s: s.phase is Phase.DRAW and s.own.free_offered(s.current)),
    "modern": ("bonus cards not yet in the hand (MA-7.1)",
               lambda s: s.phase is not Phase.DEAL_OVER and any(s.bonus)),
}
"""Each game's golden position shows this (found by seeded random play when
the files are written)."""


def _find_position(game_id: str) -> GameState:
    """The first position of seeded eager random play showing the game's feature
    with four legal actions or more."""
    from .test_position_roundtrip import choose

    wanted = POSITION_FEATURES[game_id][1]
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(game_id, seed=seed)
        for _ in range(1500):
            if wanted(state) and len(legal_actions(state)) >= 4:
                return state
            if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                break
            state, _ = apply(state, choose(rng, legal_actions(state)))
    raise AssertionError(f"no position of {game_id} shows {POSITION_FEATURES[game_id][0]}")


@pytest.mark.parametrize("golden_game", list(POSITION_FEATURES))
def test_golden_position_reads_back_with_its_legal_actions(golden_game: str) -> None:
    """The golden position text of each game reads back to the same text, shows
    the game's feature, and has the golden sorted legal actions."""
    text_path = POSITIONS / f"{golden_game}.txt"
    actions_path = POSITIONS / f"{golden_game}.actions"
    if os.environ.get("GOLDEN_WRITE"):
        POSITIONS.mkdir(exist_ok=True)
        found = _find_position(golden_game)
        text_path.write_text(position_text(found), encoding="utf-8")
        actions_path.write_text("".join(f"{a}\n" for a in sorted(map(str, legal_actions(found)))),
                                encoding="utf-8")
    text = text_path.read_text(encoding="utf-8")
    state = parse_position(text)
    assert position_text(state) == text
    assert POSITION_FEATURES[golden_game][1](state), POSITION_FEATURES[golden_game][0]
    want = actions_path.read_text(encoding="utf-8").splitlines()
    assert sorted(str(a) for a in legal_actions(state)) == want
