"""How the computer players play díszített kanaszta (DK): the cut, twins, zsoli
moves and a hand kept for groups that grow only from it, beside the rules of thumb
of :class:`game.ai.players.HeuristicPlayer` that every game shares.

Every level keeps cards shown at the cut (DK-2.1) and discards a twin it holds
(DK-6.1); Normal plays the features of :data:`DK_FEATURES` (:data:`DK_NORMAL`).
This module sees only the player's view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from game.ai.policy import AIProfile, GamePolicy, PolicyPlayer
from game.rules.actions import Action, KeepCut, Meld, MoveWilds
from game.rules.cards import Card
from game.rules.planner import initial_meld_plan
from game.rules.state import GameState, MeldKind, Phase, TableMeld
from game.rules.view import PlayerView

DK_FEATURES = {
    "twins": "discards a twin when it holds the card identical to the one just discarded, "
             "draws rather than takes the talon then, and prices a discard by the chance "
             "that the next player holds its twin (DK-6.1 to DK-6.3)",
    "movewilds": "turns a black canasta gold or red with naturals from the hand, its "
                 "zsolis going to another group (DK-10.2, DK-10.3)",
    "opening": "lays an opening meld without zsolis where the hand has one (DK-8.1, DK-7.2)",
    "pickupopen": "opens with a penalized pickup or by going out, never from the hand "
                  "alone, which would shorten it (DK-5.4, DK-8.2, DK-10.1)",
    "threat": "opens from the hand once an opponent has a canasta and may go out, "
              "catching the hand (DK-11.1, DK-12.2)",
    "newgroup": "prices a discard by the chance of a pair of its rank in the next hand "
                "alone: the next player's laid groups do not take the talon, a pickup lays "
                "a new group (DK-5.3)",
    "hand": "keeps cards in hand instead of melding them all: groups grow only from the "
            "hand and a pickup takes two of its cards (DK-10.1, DK-5.3, DK-11.3)",
}
"""Normal's choices for díszített kanaszta, each measured with ``python -m game duel``."""

DK_NORMAL = frozenset({"twins", "hand", "newgroup", "movewilds", "opening", "pickupopen",
                       "threat"})
"""The features of :data:`DK_FEATURES` that Normal plays."""

HOLD = 12
"""Normal's least hand size after a meld that completes no canasta (DK-10.1,
DK-5.3, DK-11.3)."""


class DiszitettPolicy(GamePolicy):
    """Díszített kanaszta's own choices for one player (see the module)."""

    def __init__(self, player: PolicyPlayer) -> None:
        super().__init__(player)  # its own constructor: see GamePolicy

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """At the cut, the cards kept (:meth:`keep`); elsewhere None."""
        if view.phase is Phase.CUT:
            return self.keep(view)
        return None

    def keep(self, view: PlayerView) -> KeepCut:
        """DK-2.1: Easy keeps only the obvious cards shown at the cut, red threes
        (100 each, replaced at once, DK-3.1, DK-12.1) and jokers; the careful
        levels keep every one but a black three (it only ever costs 100 in the
        hand, DK-1.2). Keeping only red threes and zsolis made no difference to
        Normal in ``duel``."""
        if self.player.easy:
            return KeepCut(tuple(c for c in view.cut if c.is_red_three or c.is_joker))
        return KeepCut(tuple(c for c in view.cut if not c.is_black_three))

    def draws_instead(self, view: PlayerView) -> bool:
        """DK-6.3: taking the talon's top card would spoil the twin the hand holds."""
        return "twins" in self.player.flags and twin(view) is not None

    def opening_plan(self, state: GameState) -> list[Meld] | None:
        """Normal's opening meld without zsolis where the hand has one, since a group
        laid later or a canasta needs them more (DK-7.2, DK-9.1)."""
        if "opening" not in self.player.flags:
            return None
        sim = state.copy()
        hand = sim.hands[sim.current]
        hand[:] = [c for c in hand if not c.is_wild]
        return initial_meld_plan(sim, "sequence" in self.player.flags) or None

    def wants_initial(self, view: PlayerView) -> bool:
        """Normal opens only with a pickup (DK-5.4) or by going out (DK-8.2), keeping
        its hand (``pickupopen``), until an opponent has a canasta and may go out,
        catching the hand (``threat``: DK-11.1, DK-12.2)."""
        flags = self.player.flags
        if "pickupopen" not in flags:
            return True
        return "threat" in flags and any(
            m.is_canasta for side, melds in enumerate(view.melds) if side != view.side
            for m in melds)

    def least_hand(self, view: PlayerView) -> int:
        """Normal keeps :data:`HOLD` cards: groups grow only from the hand (DK-10.1)
        and a pickup takes two cards of it (DK-5.3), so a hand of one or two cards
        without a canasta can only draw and discard (DK-11.3)."""
        return HOLD if "hand" in self.player.flags else 0

    def rearrange(self, view: PlayerView, legal: Sequence[Action]) -> MoveWilds | None:
        """Normal's rearranging (DK-10.2, DK-10.3, ``movewilds``): a black canasta
        turned gold (600) or red (400) by naturals from the hand while all its zsolis
        leave it, for another group that they complete as a canasta first, else a
        group of zsolis, else any; else a group of zsolis broken up among other
        groups (DK-10.2) when that completes a canasta (two before one); None when
        no such move is legal."""
        if "movewilds" not in self.player.flags:
            return None
        mine = {m.id: m for m in view.my_melds}
        best: MoveWilds | None = None
        best_score = 0.0
        for action in legal:
            if not isinstance(action, MoveWilds):
                continue
            source = mine.get(action.source)
            if action.more:  # DK-10.2: a split, worth it when it completes canastas
                score = 0.5 * _completed_by_split(mine, action)
                if score > best_score:
                    best, best_score = action, score
                continue
            if (source is None or not source.is_canasta or source.kind is MeldKind.WILD
                    or len(action.wilds) != source.wilds):
                continue
            naturals = source.naturals + len(action.naturals)
            if naturals < view.ruleset.canasta_size:
                continue
            score = 6.0 if naturals >= 8 else 1.0
            target = mine.get(action.target) if action.target is not None else None
            if target is not None:
                size = len(target.cards) + len(action.wilds)
                score += 2 if not target.is_canasta and size >= 7 else 0
                score += 1 if target.kind is MeldKind.WILD else 0
            if score > best_score:
                best, best_score = action, score
        return best

    def discard_at_once(self, view: PlayerView) -> Card | None:
        """DK-6.1: a twin earns 100; Normal and Easy discard one they hold."""
        player = self.player
        return twin(view) if ("twins" in player.flags or player.easy) else None

    def discard_price(self, view: PlayerView) -> Callable[[Card], float] | None:
        """Normal's price (points) of a discard by the chance that the next player
        holds the identical card and earns a twin with it (DK-6.1): none when the
        other copy is in sight (hand, groups, talon), else 100 times the next hand's
        share of the unseen cards."""
        if "twins" not in self.player.flags:
            return None
        rs = view.ruleset
        seen = Counter(c.kind for c in view.hand)
        seen.update(c.kind for c in view.pile)
        for melds in view.melds:
            for m in melds:
                seen.update(c.kind for c in m.cards)
        unseen = view.stock_count + sum(n for s, n in enumerate(view.hand_counts)
                                        if s != view.seat)
        nxt = (view.seat + 1) % rs.players
        share = view.hand_counts[nxt] / unseen if unseen else 0.0

        def price(card: Card) -> float:
            if card.is_joker or seen[card.kind] >= rs.packs:
                return 0.0
            return 100.0 * share

        return price

    def next_ranks(self, view: PlayerView, ranks: set[int]) -> set[int]:
        """DK-5.3 (``newgroup``): the next player's laid groups do not take the
        talon; a pickup lays a new group."""
        return set() if "newgroup" in self.player.flags else ranks


def twin(view: PlayerView) -> Card | None:
    """The card of the hand identical in rank and suit to the one just discarded,
    still on top (DK-6.1, DK-6.2: never a joker), or None."""
    top = view.top
    if not (view.twin_top and top is not None) or top.is_joker:
        return None
    return next((c for c in view.hand if c.kind == top.kind), None)


PROFILE: AIProfile = AIProfile(features=DK_FEATURES, normal=DK_NORMAL, policy=DiszitettPolicy,
                               guard_wilds=False, expert_worlds=30)
"""Díszített kanaszta's computer players: :class:`DiszitettPolicy`, Hard with the
shared horizon, its pile guard spending no zsoli: a zsoli on top closes the talon
for one turn only (DK-5.1); Expert deals 30 worlds a decision (it looks ahead at
more decisions than in any other game, the talon's among them: with 60 its p99 came
near 2.7 s on the compiled engine beside other work, docs/benchmarks.md)."""


def _completed_by_split(mine: Mapping[int, TableMeld], action: MoveWilds) -> int:
    """DK-10.2, DK-9.1: how many of the groups ``action`` sends zsolis to reach
    seven cards (a canasta) that were under seven."""
    joining: Counter[int] = Counter(target for _card, target in action.more)
    if action.target is not None:
        joining[action.target] += len(action.wilds)
    return sum(1 for target, n in joining.items() if target in mine
               and len(mine[target].cards) < 7 <= len(mine[target].cards) + n)
