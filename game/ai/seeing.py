"""The seeing reference, for measuring only (never offered at the table): Hard's
search (:class:`~game.ai.hard.HardPlayer`) with every other player's hand known.

Before each decision the one running the game shows it the true state
(:meth:`SeeingPlayer.see`; ``python -m game duel --a seeing`` does); its worlds then
hold the other hands as they truly are, and only the cards nobody could read from
the table, the stock, the feet and the bonus cards (MA-7.1), are dealt at random by
their counts (:func:`seeing_world`). How far Hard is from it measures what reading
the table could still win (docs/strength.md).
"""

from __future__ import annotations

import random

from game.ai.hard import HardPlayer, deal_rest, sample_world, unseen_cards
from game.rules.state import GameState
from game.rules.view import PlayerView, state_from_view


class SeeingPlayer(HardPlayer):
    """Hard's search, its worlds dealt with the other hands of the state last shown
    to it by :meth:`see` (without one, or for another position, as Hard deals)."""

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.truth: GameState | None = None
        self.deal_world = self.seeing_world

    def see(self, state: GameState) -> None:
        """The true state of the position it is about to choose in."""
        self.truth = state

    def seeing_world(self, view: PlayerView, rng: random.Random) -> GameState | None:
        truth = self.truth
        if truth is None or (truth.deal_no, truth.turn_no) != (view.deal_no, view.turn_no):
            return sample_world(view, rng)
        return seeing_world(view, truth, rng)


def seeing_world(view: PlayerView, truth: GameState, rng: random.Random) -> GameState | None:
    """A full state that agrees with ``view`` whose other hands are ``truth``'s, the
    rest of the unseen cards dealt at random to the feet, the bonus cards and the
    stock by their counts; None when the counts do not add up."""
    players = view.ruleset.players
    hands = {seat: list(truth.hands[seat]) for seat in range(players) if seat != view.seat}
    held = {card for hand in hands.values() for card in hand}
    rest = [card for card in unseen_cards(view) if card not in held]
    bonus = sum(view.bonus_counts) if view.bonus_counts else 0
    if (len(held) != sum(len(h) for h in hands.values())
            or len(rest) != sum(view.foot_counts) + bonus + view.stock_count):
        return None
    rng.shuffle(rest)
    state = state_from_view(view)
    for seat, hand in hands.items():
        state.hands[seat] = hand
    deal_rest(state, view, rest)
    return state
