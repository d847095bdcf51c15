"""How long the player waits for the computer players: seconds per computer turn
at the table, on the table's own clock (``python -m game pace``).

The real :class:`~game.ui.scenes.table.TableScene` plays deals with computer
players at every seat (as in "Watch a game") under the dummy video driver; its
clock is advanced frame by frame at 60 frames a second, so the figures are the
seconds a player would wait, whatever the speed of the machine that measures.
A computer turn lasts from the moment its first move is shown to the moment the
next player's first move is shown: its pause, its draw, melds and discard, and
the landing of its last card.
"""

from __future__ import annotations

import os
import statistics
from typing import Any

FRAME = 1 / 60
"""The clock's step (seconds): one frame at 60 frames a second."""

DEFAULT_GAMES = ("classic:4", "railroad:6", "bain", "modern")
"""The games measured by default: ``game`` or ``game:players``."""


def _quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank; seconds, to two decimals)."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def turn_seconds(game_id: str, seed: int, players: int | None = None, speed: str = "normal",
                 turns: int = 40, size: tuple[int, int] = (1280, 800),
                 draw: bool = False) -> list[float]:
    """The seconds (table clock) of each of the first ``turns`` computer turns of
    one deal of ``game_id`` (``players`` players, or the game's own number) dealt
    with ``seed``, played by Normal computer players at ``speed``; the last turn
    of the deal (nobody's first move follows it) is left out. ``draw`` also
    draws every frame (slower; the figures are the same: drawing never moves the
    clock). Raises UnknownGameError or TableRuleError for a bad game or number
    of players."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the JSON
    import pygame

    from game.present.session import GameSession, Step
    from game.rules.games import with_players
    from game.ui.app import App
    from game.ui.scenes.table import TableScene

    app = App(size=size, options={"speed": speed})
    try:
        session = GameSession(game_id, with_players(game_id, {}, players), seed, None,
                              ["normal"])
        table = TableScene(app.ctx, session, speed=speed)
        app.push(table)
        steps: dict[int, Step] = {}
        session.on_step.append(lambda step: steps.__setitem__(id(step.after), step))
        firsts: list[float] = []  # the clock when each turn's first move is shown
        turn: tuple[int, int] | None = None
        shown = table.shown
        clock = 0.0
        frames = 0
        while len(firsts) <= turns and frames < 200_000:
            if draw:
                app.frame(FRAME, [])
            else:
                for scene in list(app.stack):
                    scene.update(FRAME)
            clock += FRAME
            frames += 1
            if table.shown is not shown:
                shown = table.shown
                step = steps.get(id(shown))
                if step is not None and step.before.phase.name in ("DRAW", "MELD", "ANSWER"):
                    key = (step.before.deal_no, step.before.turn_no)
                    if key != turn:
                        turn = key
                        firsts.append(clock)
            if table.deal_over_shown():
                break
        return [round(b - a, 4) for a, b in zip(firsts, firsts[1:], strict=False)][:turns]
    finally:
        pygame.display.quit()


def measure(games: tuple[str, ...] = DEFAULT_GAMES, seeds: int = 3, speed: str = "normal",
            turns: int = 40, draw: bool = False) -> dict[str, Any]:
    """Seconds per computer turn (median, p90, mean, shortest, longest) for each of
    ``games`` (``game`` or ``game:players``), over the first ``turns`` turns of
    one deal for each of the seeds 1 to ``seeds``; and the seconds between two
    turns of a human seated at that table (the others' median turns added up).
    Raises ValueError for a malformed game entry."""
    from game.i18n import N_
    from game.rules.games import get_ruleset, with_players
    from game.rules.messages import Refusal

    rows = []
    for entry in games:
        game_id, _colon, count = entry.partition(":")
        if count and not count.isdigit():
            raise ValueError(Refusal(N_("'{entry}' is not a game and a number of players, "
                                        "such as railroad:6"), entry=entry))
        players = int(count) if count else None
        n = get_ruleset(game_id, with_players(game_id, {}, players)).players
        seconds: list[float] = []
        for seed in range(1, seeds + 1):
            seconds += turn_seconds(game_id, seed, players, speed, turns, draw=draw)
        median = _quantile(seconds, 0.5)
        rows.append({"game": game_id, "players": n, "turns": len(seconds),
                     "median": median, "p90": _quantile(seconds, 0.9),
                     "mean": round(statistics.fmean(seconds), 2),
                     "min": _quantile(seconds, 0.0), "max": _quantile(seconds, 1.0),
                     "wait_between_your_turns": round(median * (n - 1), 1)})
    return {"speed": speed, "clock": "table clock, 60 frames a second", "seeds": seeds,
            "turns_per_deal": turns, "games": rows}
