"""Every game of the rules core, one module each (its RuleSet record, its hooks and
its rule-id table), and the registry that finds them by stable id.

:data:`REGISTRY` holds every game; :func:`playable_games` those the table can play
(``playable``), from which the UI's lists of games come (:data:`RULESETS`).
A new game is a module here, added to :data:`REGISTRY`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.games.bain import BAIN
from game.rules.games.classic import CLASSIC
from game.rules.games.diszitett import DISZITETT
from game.rules.games.dollars import DOLLARS
from game.rules.games.modern import MODERN
from game.rules.games.pennies import PENNIES
from game.rules.games.railroad import RAILROAD
from game.rules.messages import N_, Refusal, Word
from game.rules.ruleset import RuleSet, TableRuleError, UnknownGameError

REGISTRY: dict[str, RuleSet] = {r.id: r for r in (CLASSIC, PENNIES, DOLLARS, BAIN, RAILROAD,
                                                  DISZITETT, MODERN)}
"""Every game of the rules core by stable id (the registry): :func:`get_ruleset`
finds each of them."""


def playable_games() -> dict[str, RuleSet]:
    """The registered games the table can play (``RuleSet.playable``), in
    registry order: the UI's lists of games come from here."""
    return {gid: rs for gid, rs in REGISTRY.items() if rs.playable}


RULESETS: dict[str, RuleSet] = playable_games()
"""The games the table can play, by stable id (what the menus, the settings and
the error messages list); a game still in the making is in :data:`REGISTRY` only."""


def get_ruleset(game_id: str, table_rules: Mapping[str, Any] | None = None) -> RuleSet:
    """The RuleSet of ``game_id`` with ``table_rules`` applied.

    Raises UnknownGameError or TableRuleError with the list of valid values.
    """
    try:
        base = REGISTRY[game_id]
    except KeyError:
        raise UnknownGameError(Refusal(N_("unknown game '{game}'; valid games: {valid}"),
                                       game=game_id, valid=", ".join(RULESETS))) from None
    return base.with_table_rules(table_rules or {})


def player_counts(game_id: str) -> tuple[int, ...]:
    """The numbers of players ``game_id`` is played by (its "players" table rule's
    choices, else its one count). Raises UnknownGameError."""
    rs = get_ruleset(game_id)
    try:
        return tuple(int(n) for n in rs.option("players").choices)
    except TableRuleError:
        return (rs.players,)


def with_players(game_id: str, table_rules: Mapping[str, Any] | None,
                 players: int | None) -> dict[str, Any]:
    """``table_rules`` for a game of ``players`` players (unchanged for None): the
    "players" table rule where the game has one (DH-1.1). Raises UnknownGameError,
    or TableRuleError naming the counts the game is played by."""
    rules = dict(table_rules or {})
    if players is None:
        return rules
    counts = player_counts(game_id)
    if players not in counts:
        valid: Any = ", ".join(str(n) for n in counts[:-1])  # "2, 3 or 4"
        if valid:
            valid = Refusal(N_("{some} or {last}"), some=valid, last=counts[-1])
        else:
            valid = counts[-1]
        raise TableRuleError(Refusal(N_("{game} is played by {valid} players, not {n}"),
                                     game=Word(REGISTRY[game_id].name), valid=valid, n=players))
    if len(counts) > 1:
        rules["players"] = players
    return rules
