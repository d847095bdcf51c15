"""Railroad Canasta at the table: canastas named and squared by colour, red for a
natural one and black for a mixed one (RR-2.2, RR-2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.present.games import GameTable

if TYPE_CHECKING:
    from game.rules.cards import Card
    from game.rules.state import TableMeld

COLOUR_WORDS = {"natural": "red", "mixed": "black"}
"""RR-2.2, RR-2.4: the canasta kinds by the colours the game names them."""


class RailroadTable(GameTable):
    """Railroad Canasta's own part of the table and its narration."""

    def canasta_top(self, meld: TableMeld) -> Card:
        """RR-2.4: a mixed (black) canasta shows a black natural on top, where it has
        one; otherwise as in every game."""
        if meld.wilds and meld.naturals:
            naturals = [c for c in meld.cards if not c.is_wild]
            return next((c for c in naturals if not c.is_red), naturals[-1])
        return super().canasta_top(meld)

    def sideways_top(self, meld: TableMeld) -> bool:
        """No wild card lies sideways on top: the top card's colour tells the kind."""
        return False

    def kind_word(self, kind: str) -> str:
        return COLOUR_WORDS.get(kind, kind)


TABLE = RailroadTable()
