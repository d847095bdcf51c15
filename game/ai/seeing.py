"""The seeing reference, for measuring only (never offered at the table): Hard's
search (:class:`~game.ai.hard.HardPlayer`) with every other player's hand known.

Before each decision the one running the game shows it the true state
(:meth:`SeeingPlayer.see`; ``python -m game duel --a seeing`` does); its worlds then
hold the other hands as they truly are, and only the cards nobody could read from
the table, the stock, the feet and the bonus cards (MA-7.1), are dealt at random by
their counts (:func:`seeing_world`). How far Hard is from it measures what reading
the table could still win (docs/strength.md). ``seeing@next``, ``seeing@prev`` and
``seeing@partners`` see one part of that only (:data:`SEEN`): the next player's hand,
the previous player's, or its partners' (each side's seats but its own), the other
hands dealt as Hard deals them, so as to tell which hands the gap lies in.
``seeing@guard`` is Hard whose pile guard alone sees the next player's hand (the
worlds of its look-ahead are Hard's): it tells how much of that hand's worth lies in
knowing whether the next player can take a large pile (CL-5, PH-5.4).
"""

from __future__ import annotations

import random

from game.ai.hard import HardPlayer, deal_rest, game_world, unseen_cards
from game.rules.state import GameState
from game.rules.view import PlayerView, state_from_view

SEEN = ("all", "next", "prev", "partners", "guard")
"""The hands a seeing player may see: every other hand, the next player's, the
previous player's, or those of its own side; or the next player's for its pile guard
alone (:meth:`~game.ai.hard.HardPlayer.safe_discard`)."""


class SeeingPlayer(HardPlayer):
    """Hard's search, its worlds (``seen="guard"``: its pile guard's alone) dealt with
    the other hands of the state last shown to it by :meth:`see` (without one, or for
    another position, as Hard deals: :func:`~game.ai.hard.game_world`)."""

    def __init__(self, seed: int | str = 0, seen: str = "all") -> None:
        if seen not in SEEN:
            raise ValueError(f"seen must be one of {', '.join(SEEN)}, not {seen!r}")
        super().__init__(seed)
        self.seen = seen
        """Which hands it sees (:data:`SEEN`)."""
        self.truth: GameState | None = None
        if seen == "guard":
            self.guard_world = self.seeing_world
        else:
            self.deal_world = self.seeing_world

    def see(self, state: GameState) -> None:
        """The true state of the position it is about to choose in."""
        self.truth = state

    def seeing_world(self, view: PlayerView, rng: random.Random) -> GameState | None:
        truth = self.truth
        if truth is None or (truth.deal_no, truth.turn_no) != (view.deal_no, view.turn_no):
            return game_world(view, rng)
        return seeing_world(view, truth, rng, seen_seats(view, self.seen))


def seen_seats(view: PlayerView, seen: str) -> set[int]:
    """The seats whose hands a seeing player of ``seen`` (:data:`SEEN`) sees."""
    rs = view.ruleset
    others = [seat for seat in range(rs.players) if seat != view.seat]
    if seen in ("next", "guard"):
        return {(view.seat + 1) % rs.players}
    if seen == "prev":
        return {(view.seat - 1) % rs.players}
    if seen == "partners":
        return {seat for seat in others if rs.side_of(seat) == view.side}
    return set(others)


def seeing_world(view: PlayerView, truth: GameState, rng: random.Random,
                 seats: set[int] | None = None) -> GameState | None:
    """A full state that agrees with ``view`` whose other hands of ``seats`` (all by
    default) are ``truth``'s, the rest of the unseen cards dealt to the other hands
    as Hard deals them (:func:`~game.ai.hard.game_world`: where the game's Hard reads
    the pickups, the cards seen taken with the pile to their holder), the feet,
    the bonus cards and the stock by their counts; None when the counts do not add
    up."""
    players = view.ruleset.players
    others = {seat for seat in range(players) if seat != view.seat}
    if seats is not None and seats != others:
        return game_world(view, rng, given={seat: truth.hands[seat] for seat in seats})
    hands = {seat: list(truth.hands[seat]) for seat in sorted(others)}
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
