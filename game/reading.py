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
from collections.abc import Callable, Iterator

from game.ai.hard import known_world, sample_world
from game.ai.kept import FEATURES, HandShape, hand_features, shape_hands
from game.ai.levels import make_player
from game.rules import engine
from game.rules.legal import legal_actions
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, observe

WORLDS = 8
"""Worlds dealt at each position."""

FIT_EVERY = 7
""":func:`fit_shape` takes every seventh decision of the self-play as a position."""

FIT_ROUNDS = 12
"""The rounds of :func:`fit_shape`'s moment matching."""

FIT_STEP = 1.2
"""How far a round moves a weight: this times the feature's relative gap,
(true - shaped) / (true + shaped)."""

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


def self_play(game_id: str, deals: int, seed: int = 1, every: int = 1,
              table_rules: dict[str, object] | None = None
              ) -> Iterator[tuple[GameState, PlayerView]]:
    """The true state and the view of the player to act at every ``every``-th
    decision of the first deals of ``game_id`` from seeds ``seed`` to ``seed + deals -
    1``, Normal in every seat, each before its decision is played (the state is played
    on in place after the pair is given). Raises ValueError for a bad game or table
    rule."""
    for number in range(seed, seed + deals):
        state = engine.new_game(game_id, table_rules, number)
        players = [make_player("normal", f"{number}:{s}") for s in range(state.ruleset.players)]
        count = 0
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            seat = state.to_act
            view = observe(state, seat)
            action = players[seat].choose(view, legal_actions(state))
            count += 1
            if count % every == 0:
                yield state, view
            state, _ = engine.apply_unchecked(state, action, in_place=True)


def fit_shape(game_id: str, deals: int, seed: int = 1,
              table_rules: dict[str, object] | None = None) -> dict[str, object]:
    """Fit the weights of :class:`~game.ai.kept.HandShape` for ``game_id`` so that the
    hidden hands Hard's worlds deal (:func:`~game.ai.hard.known_world`, then
    :func:`~game.ai.kept.shape_hands`) hold as many natural pairs, triples, wild
    cards and black threes as the other hands of Normal self-play (first deals of
    seeds ``seed`` to ``seed + deals - 1``, every :data:`FIT_EVERY`-th decision), by
    moment matching: :data:`FIT_ROUNDS` rounds, each dealing one world a position and
    moving each weight by :data:`FIT_STEP` times the feature's relative gap (a
    feature no shaped hand holds keeps its weight). Returns
    the game, positions, the true features (mean per position, the other hands
    together), each round's weights and shaped features, and the fitted ``shape``.
    Raises ValueError for a bad game or table rule."""
    positions: list[PlayerView] = []
    truth = [0.0] * len(FEATURES)
    for state, view in self_play(game_id, deals, seed, FIT_EVERY, table_rules):
        positions.append(view)
        for other in range(state.ruleset.players):
            if other != view.seat:
                for i, n in enumerate(hand_features(state.hands[other])):
                    truth[i] += n
    if not positions:
        raise ValueError(f"no positions in {deals} deals of {game_id}")
    truth = [t / len(positions) for t in truth]
    weights = [0.0] * len(FEATURES)
    rounds: list[dict[str, object]] = []
    for _ in range(FIT_ROUNDS):
        shaped = _shaped_features(positions, HandShape(*weights))
        rounds.append({"weights": [round(w, 3) for w in weights],
                       "shaped": [round(x, 3) for x in shaped]})
        # a feature no shaped hand has (Modern American's threes, laid out at once
        # in every world, MA-2.1) keeps its weight: the walk cannot bring it in
        weights = [w + FIT_STEP * (t - m) / max(0.3, t + m) if m > 0 else w
                   for w, t, m in zip(weights, truth, shaped, strict=True)]
    return {"game": game_id, "deals": deals, "seed": seed, "positions": len(positions),
            "features": list(FEATURES), "true": [round(t, 3) for t in truth],
            "rounds": rounds, "shape": [round(w, 3) for w in weights]}


def _shaped_features(positions: list[PlayerView], shape: HandShape) -> list[float]:
    """The mean features per position of the other hands of a world dealt and
    shaped by ``shape`` at each of ``positions`` (the same random numbers each
    round)."""
    rng = random.Random(7)
    total = [0.0] * len(FEATURES)
    dealt = 0
    for view in positions:
        world = known_world(view, rng)
        if world is None:
            continue
        shape_hands(world, view, rng, shape)
        dealt += 1
        for other in range(view.ruleset.players):
            if other != view.seat:
                for i, n in enumerate(hand_features(world.hands[other])):
                    total[i] += n
    return [t / max(1, dealt) for t in total]
