"""Bain Hand and Foot at the table: the garbage pile a side opens once it has a
sevens canasta (BH-7.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.present.games import GameTable
from game.rules.state import MeldKind

if TYPE_CHECKING:
    from game.rules.state import GameState


class BainTable(GameTable):
    """Bain Hand and Foot's own part of the table."""

    def empty_garbage(self, state: GameState, side: int) -> bool:
        """True when ``side`` may open its garbage pile and has not yet (BH-7.1: once
        it has a sevens canasta): the table then shows an empty garbage pile that
        takes a drop (a meld of no cards whose id is ``GARBAGE``)."""
        rs = state.ruleset
        melds = state.melds[side]
        return (rs.garbage_pile and not any(m.kind is MeldKind.GARBAGE for m in melds)
                and any(m.canasta_kind(rs) == "sevens" for m in melds))


TABLE = BainTable()
