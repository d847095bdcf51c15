"""How well the computer players read the table: the share of the cards in the other
players' hands that a world, as Hard deals it (:func:`game.ai.hard.sample_world`),
places in the right hand, as the very card and by kind (docs/strength.md, "Reading
the table").

Positions come from first deals of Normal self-play dealt from seeds; at every
decision the player to act's view is dealt :data:`WORLDS` worlds, and each world is
compared with the true hands: by card (the very card, of its pack) and by kind (two
copies of a card are one kind: a world that gives West the queen of hearts of the
other pack places West's queen of hearts right by kind, not by card). A world dealt
at random places about a hand's share of the unseen cards right; one that reads the
table places more; the seeing reference (:func:`game.ai.seeing.seeing_world`) places
every card.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import Counter
from collections.abc import Callable

from game.ai.hard import sample_world
from game.ai.levels import make_player
from game.rules import engine
from game.rules.legal import legal_actions
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, observe

WORLDS = 8
"""Worlds dealt at each position."""

Dealer = Callable[[PlayerView, random.Random], GameState | None]


def placed(view: PlayerView, truth: GameState, world: GameState) -> tuple[int, int, int]:
    """How ``world`` deals the other hands beside ``truth``: the cards it places in
    the right hand as the very card (the same pack), the cards it places there by
    kind (per hand, two copies of a card counting as one kind), and the cards in
    those hands: (by card, by kind, cards)."""
    exact = kinds = cards = 0
    for seat in range(view.ruleset.players):
        if seat == view.seat:
            continue
        true_hand = truth.hands[seat]
        exact += len(set(true_hand) & set(world.hands[seat]))
        true_kinds = Counter(c.kind for c in true_hand)
        world_kinds = Counter(c.kind for c in world.hands[seat])
        kinds += sum((true_kinds & world_kinds).values())
        cards += len(true_hand)
    return exact, kinds, cards


def reading(game_id: str, deals: int, seed: int = 1, worlds: int = WORLDS,
            table_rules: dict[str, object] | None = None,
            deal: Dealer = sample_world) -> dict[str, object]:
    """The share of the other hands' cards that ``deal`` places in the right hand, on
    the first deals of ``game_id`` from seeds ``seed`` to ``seed + deals - 1``
    played by Normal, ``worlds`` worlds a position, ``by card`` (the very card) and
    ``by kind`` (:func:`placed`): each its mean over the deals with a 95% interval
    (each deal's share is its placed cards over its cards; mean +- 1.96 standard
    errors, for some 30 deals or more), and the positions and worlds counted.
    Raises ValueError for a bad game or table rule."""
    by_card: list[float] = []
    by_kind: list[float] = []
    positions = dealt = 0
    for number in range(seed, seed + deals):
        state = engine.new_game(game_id, table_rules, number)
        players = [make_player("normal", f"{number}:{s}") for s in range(state.ruleset.players)]
        rng = random.Random(f"reading|{game_id}|{number}")
        exact = kinds = cards = 0
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            seat = state.to_act
            view = observe(state, seat)
            if state.phase in (Phase.DRAW, Phase.MELD):
                positions += 1
                for _ in range(worlds):
                    world = deal(view, rng)
                    if world is not None:
                        dealt += 1
                        e, k, c = placed(view, state, world)
                        exact, kinds, cards = exact + e, kinds + k, cards + c
            action = players[seat].choose(view, legal_actions(state))
            state, _ = engine.apply_unchecked(state, action, in_place=True)
        if cards:
            by_card.append(exact / cards)
            by_kind.append(kinds / cards)
    return {"game": game_id, "deals": deals, "seed": seed, "dealt by": deal.__name__,
            "positions": positions, "worlds": dealt, "by card": _share(by_card),
            "by kind": _share(by_kind)}


def _share(shares: list[float]) -> dict[str, object]:
    """The mean of per-deal shares with mean +- 1.96 standard errors."""
    if not shares:
        return {"mean": None, "interval": None}
    mean = statistics.fmean(shares)
    half = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
    return {"mean": round(mean, 4), "interval": [round(mean - half, 4), round(mean + half, 4)]}
