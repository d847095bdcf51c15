"""Results per game in ``statistics.json`` (versioned, written atomically), each
number of players of a game apart (:func:`stats_key`: ``"classic"`` for its usual
four, ``"classic-2"`` for two; results counted before the counts were kept apart
stand with the game's usual count).

Counts are from the player's point of view: a deal or game is won when the
player's side scores more than every other side (a tie is not won); "out first"
counts the deals the player's side ended by going out. A game counts as played
when it ends (an abandoned game does not count). A file that cannot be read is
moved aside and the statistics start again from the previous copy or from zero,
with a message for the player.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.rules.games import REGISTRY, player_counts
from game.rules.games.diszitett import deal_winner, taxes_deals
from game.rules.messages import N_, Refusal, joined
from game.rules.state import GameState, Phase
from game.storage.atomic import atomic_write_json
from game.storage.documents import (
    DocumentError,
    Upgrade,
    check,
    entry,
    only_keys,
    os_reason,
    read_or_recover,
    upgrade,
)
from game.storage.paths import statistics_path
from game.storage.saves import SAVE_ID_PATTERN

FORMAT = 1
"""The statistics format this version writes."""

UPGRADES: dict[int, Upgrade] = {}
"""``UPGRADES[n]`` turns statistics of format n into format n + 1 (none yet)."""

_MAX_BYTES = 1_000_000


def default_players(game_id: str) -> int:
    """The number of players ``game_id`` is played by unless another is chosen (its
    "players" table rule's default, else its one count). Raises UnknownGameError."""
    rs = REGISTRY[game_id]
    return next((int(o.default) for o in rs.options if o.name == "players"), rs.players)


def stats_key(game_id: str, players: int) -> str:
    """Where the results of ``game_id`` played by ``players`` players are counted: the
    game id for its usual count, else ``"<id>-<players>"`` (``"classic-2"``)."""
    if game_id not in REGISTRY or players == default_players(game_id):
        return game_id
    return f"{game_id}-{players}"


def key_game(key: str) -> tuple[str, int | None]:
    """The game id and number of players a statistics key counts (the players None
    for a game this version does not know)."""
    game_id, _, count = key.rpartition("-")
    if game_id in REGISTRY and count.isdigit() and int(count) in player_counts(game_id):
        return game_id, int(count)
    if key in REGISTRY:
        return key, default_players(key)
    return key, None


@dataclass
class GameStats:
    """The player's record in one game (counts; points are game points)."""

    games_played: int = 0
    games_won: int = 0
    deals_played: int = 0
    deals_won: int = 0
    highest_deal_score: int | None = None
    total_deal_points: int = 0
    canastas_made: int = 0
    times_out_first: int = 0

    @property
    def average_deal_points(self) -> float | None:
        """Points per deal played, or None before the first deal."""
        return self.total_deal_points / self.deals_played if self.deals_played else None

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


_COUNTS = ("games_played", "games_won", "deals_played", "deals_won", "canastas_made",
           "times_out_first")


@dataclass
class Statistics:
    """Every game's :class:`GameStats`, by :func:`stats_key` (``"classic"``,
    ``"pennies"``, ``"classic-2"``)."""

    games: dict[str, GameStats] = field(default_factory=dict)

    def of(self, game_id: str) -> GameStats:
        """The record of ``game_id`` (created empty on first use)."""
        return self.games.setdefault(game_id, GameStats())

    def record_deal(self, game_id: str, *, points: int, won: bool, canastas: int,
                    out_first: bool) -> None:
        """Count one finished deal: the player's side scored ``points``, made
        ``canastas`` canastas, ``won`` it and/or went out (``out_first``)."""
        s = self.of(game_id)
        s.deals_played += 1
        s.deals_won += int(won)
        s.total_deal_points += points
        s.canastas_made += canastas
        s.times_out_first += int(out_first)
        if s.highest_deal_score is None or points > s.highest_deal_score:
            s.highest_deal_score = points

    def record_game(self, game_id: str, *, won: bool) -> None:
        """Count one finished game."""
        s = self.of(game_id)
        s.games_played += 1
        s.games_won += int(won)

    def record_state(self, state: GameState, seat: int) -> None:
        """Count the deal that just ended in ``state`` (phase DEAL_OVER or
        GAME_OVER) for the player in ``seat``, and the game if it is over. The
        deal is won by the highest total, or where deals are taxed by the highest
        score before tax (DK-13.4).

        Call it once per ended deal. Raises ValueError in another phase.
        """
        if state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER) or not state.history:
            raise ValueError("statistics are recorded when a deal has ended")
        rs = state.ruleset
        side = rs.side_of(seat)
        deal = state.history[-1]
        mine = deal.totals[side]
        others = [t for i, t in enumerate(deal.totals) if i != side]
        canastas = sum(1 for m in state.melds[side] if m.is_canasta)
        out_first = deal.went_out is not None and rs.side_of(deal.went_out) == side
        won = all(mine > t for t in others)
        if taxes_deals(rs):  # DK-13.4: the deal is won by the score before tax
            won = deal_winner(deal.lines) == side
        key = stats_key(rs.id, rs.players)
        self.record_deal(key, points=mine, won=won, canastas=canastas, out_first=out_first)
        if state.phase is Phase.GAME_OVER:
            self.record_game(key, won=state.winner == side)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT,
                "games": {gid: s.to_json() for gid, s in sorted(self.games.items())}}


def _parse(data: Any) -> Statistics:
    """Statistics from a JSON value; raises DocumentError naming the bad entry."""
    data = upgrade(data, FORMAT, UPGRADES, "Canasta Table")
    only_keys(data, {"format", "games"})
    games: dict[str, GameStats] = {}
    for gid, record in entry(data, "games", "dict").items():
        where = f"games.{gid}"
        if not SAVE_ID_PATTERN.match(gid):
            raise DocumentError(Refusal(N_("'{id}' is not a game id"), id=gid[:40]))
        check(record, "dict", where)
        only_keys(record, {f.name for f in dataclasses.fields(GameStats)}, where)
        values: dict[str, Any] = {}
        for name in _COUNTS + ("total_deal_points",):
            if name in record:
                values[name] = entry(record, name, "int", where)
                if name in _COUNTS and values[name] < 0:
                    raise DocumentError(Refusal(N_("the entry '{name}' is negative"),
                                                name=f"{where}.{name}"))
        best = record.get("highest_deal_score")
        if best is not None:
            check(best, "int", f"{where}.highest_deal_score")
        stats = GameStats(highest_deal_score=best, **values)
        if stats.games_won > stats.games_played or stats.deals_won > stats.deals_played:
            raise DocumentError(Refusal(N_("the entry '{name}' counts more wins than played"),
                                        name=where))
        games[gid] = stats
    return Statistics(games)


def load_statistics(root: str | os.PathLike[str] | None = None
                    ) -> tuple[Statistics, str | None]:
    """Read ``statistics.json`` in the data folder ``root``. Returns the statistics
    and a message for the player, or None when the file was fine (or absent:
    empty statistics). Never raises for the file's content."""
    stats, sentences = read_or_recover(
        statistics_path(root), _parse, N_("Your statistics could not be read: {reason}."),
        _MAX_BYTES)
    if stats is None:
        if sentences:
            sentences.append(Refusal(N_("The statistics start again from zero.")))
        stats = Statistics()
    return stats, joined(*sentences)


def save_statistics(stats: Statistics, root: str | os.PathLike[str] | None = None) -> Path:
    """Write ``statistics.json`` atomically (the previous copy stays as ``.bak``);
    returns its path. Raises OSError if the disk refuses."""
    return atomic_write_json(statistics_path(root), stats.to_json())


def record_deal(root: str | os.PathLike[str] | None, state: GameState, seat: int) -> str | None:
    """Count the deal that just ended in ``state`` for the player in ``seat`` (and
    the game if it is over) in ``statistics.json`` of the data folder ``root``:
    load, :meth:`Statistics.record_state`, save. Call it once per ended deal.

    Returns the sentences for the player (the file could not be read, or
    written: :func:`count_deal`) or None. Raises ValueError if no deal has just
    ended.
    """
    return joined(*count_deal(root, state, seat))


def count_deal(root: str | os.PathLike[str] | None, state: GameState, seat: int
               ) -> tuple[str | None, str | None]:
    """:func:`record_deal`, returning apart what reading found (a file moved aside)
    and why the deal could not be written ("A deal could not be counted in your
    statistics: ... cannot be written (the disk is full)."), each None when all
    went well. Raises ValueError if no deal has just ended."""
    stats, message = load_statistics(root)
    stats.record_state(state, seat)
    try:
        save_statistics(stats, root)
    except OSError as err:
        return message, Refusal(N_("A deal could not be counted in your statistics: {file} "
                                   "cannot be written ({reason})."),
                                file=str(statistics_path(root)), reason=os_reason(err))
    return message, None
