"""Díszített kanaszta at the table: the talon's pickups told in their own words
(DK-5.2, DK-5.3), the talon turned into the stock (DK-4.2, DK-4.5), zsolis dragged
between melds (DK-10.2) and the starter's cut (DK-2.1, DK-2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, ntr, tr
from game.present.games import GameTable
from game.rules.cards import cards_str
from game.rules.games.diszitett import UNLIMITED, move_wilds_problem

if TYPE_CHECKING:
    from game.rules.actions import MoveWilds, TakePile
    from game.rules.ruleset import RuleSet
    from game.rules.state import GameState


def reshuffle_sentence(after: GameState) -> str:
    """DK-4.2, DK-4.5: the talon shuffled into the empty stock, counted against the
    deal's limit (table rule DK-14.5): "The talon becomes the stock (1 of 3)."."""
    limit = after.ruleset.talon_reshuffles
    if limit >= UNLIMITED:
        return tr("The talon becomes the stock ({n}, DK-4.2).", n=after.own.refills())
    return tr("The talon becomes the stock ({n} of {limit}, DK-4.2).", n=after.own.refills(),
              limit=limit)


def talon_sentence(before: GameState, action: TakePile, seat: int, who: str,
                   you: bool) -> str:
    """DK-5.2, DK-5.3: a pickup in a game with the free pickup: the top card alone
    ("West took 9♠ as the free pickup (DK-5.2)."), or the whole talon with the cards
    of the new group ("West took the talon, 12 cards: 9♠ with 9♥ 2♣ (DK-5.3)."). The
    count ``n`` is the whole talon, its top card included."""
    top = before.top.symbol() if before.top else ""
    offered = before.own.free_offered(seat)
    if offered and not action.cards and action.meld is None:
        return (tr("You took {card} as the free pickup (DK-5.2).", card=top) if you else
                tr("{player} took {card} as the free pickup (DK-5.2).", player=who, card=top))
    n = len(before.pile)
    params = {"player": who, "n": n, "top": top,
              "cards": cards_str(action.cards, True) or _("a meld")}
    if you:
        return ntr("You took the talon, {n} card: {top} with {cards} (DK-5.3).",
                   "You took the talon, {n} cards: {top} with {cards} (DK-5.3).", n, **params)
    return ntr("{player} took the talon, {n} card: {top} with {cards} (DK-5.3).",
               "{player} took the talon, {n} cards: {top} with {cards} (DK-5.3).", n, **params)


class DiszitettTable(GameTable):
    """Díszített kanaszta's own part of the table and its narration."""

    wild_drag = True  # DK-10.2: a zsoli moves between one's own melds

    def starter_cuts(self, rs: RuleSet) -> bool:
        """DK-2.1, DK-2.4: the starter cuts unless the table rule shows no cards."""
        return rs.cut_shown > 0

    def stages_split(self, state: GameState, action: MoveWilds) -> bool:
        """DK-10.2: the zsolis of a group of zsolis only, dropped on other groups one
        by one, wait there while the group would keep one or two cards and every
        group they join takes them (the rules' partial move)."""
        return (state.ruleset.turns.move_wilds_problem(state, action) is not None
                and move_wilds_problem(state, action, partial=True) is None)

    def pickup_line(self, before: GameState, action: TakePile, seat: int, who: str,
                    you: bool) -> str | None:
        return talon_sentence(before, action, seat, who, you)

    def refill_line(self, after: GameState) -> str:
        return reshuffle_sentence(after)


TABLE = DiszitettTable()
