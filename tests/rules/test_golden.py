"""Golden files (style point 15): for fixed seeds, the deal and a scripted deal's
number of legal actions at each step, so that a refactor that changes behaviour
is caught.

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
from pathlib import Path

import pytest

from game.rules import GameState, NextDeal, Phase, apply, legal_actions, new_game

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
