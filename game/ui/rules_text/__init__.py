"""The rules as players read them: a guide per game, in sections of paragraphs,
bullet lists and small tables (each game's in its own module here). Written for
people at the table, not for the engine (whose specification cites rule ids). Pure
Python data, no pygame.
"""

from __future__ import annotations

from game.rules.games import playable_games
from game.rules.ruleset import RuleSet
from game.ui.rules_text.bain import BAIN
from game.ui.rules_text.classic import CLASSIC
from game.ui.rules_text.diszitett import DISZITETT
from game.ui.rules_text.dollars import DOLLARS
from game.ui.rules_text.model import CARD_KINDS, CARD_VALUES, Bullets, Guide, Section, Table
from game.ui.rules_text.modern import MODERN
from game.ui.rules_text.pennies import PENNIES
from game.ui.rules_text.railroad import RAILROAD

__all__ = ["GUIDES", "Bullets", "Guide", "Section", "Table", "guide"]

_WRITTEN: dict[str, Guide] = {g.game_id: g for g in (CLASSIC, PENNIES, DOLLARS, BAIN,
                                                            RAILROAD, DISZITETT, MODERN)}


def _short_guide(rs: RuleSet) -> Guide:
    """The guide of a registered game whose player's guide is not written yet: its
    name and what the RuleSet says of the table."""
    sides = "two teams" if rs.partnerships else "each for themself"
    foot = f", then {rs.foot_size} more as the foot" if rs.foot_size else ""
    return Guide(rs.id, rs.name, rs.blurb or f"{rs.players} players", (
        Section("The deck and the deal", (
            f"{rs.players} players, {sides}. {rs.packs} packs and {rs.jokers} jokers; "
            f"each player gets {rs.hand_size} cards{foot}.",
            CARD_VALUES, CARD_KINDS)),
    ))


GUIDES: dict[str, Guide] = {gid: _WRITTEN.get(gid) or _short_guide(rs)
                            for gid, rs in playable_games().items()}
"""The rules guides by game id, one per playable game of the registry."""


def guide(game_id: str) -> Guide:
    """The guide of ``game_id``; Classic Canasta's for a game without one."""
    return GUIDES.get(game_id, CLASSIC)
