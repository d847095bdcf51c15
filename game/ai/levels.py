"""The computer levels and :func:`make_player`, which makes a player of any of them
(and of the variants ``python -m game duel`` measures)."""

from __future__ import annotations

import re

from game.ai.hard import BY_GAME, SAMPLES, ExpertPlayer, HardPlayer
from game.ai.players import (
    FEATURES,
    GAME_FEATURES,
    NORMAL_FEATURES,
    HeuristicPlayer,
    Player,
    RandomPlayer,
)
from game.ai.seeing import SEEN, SeeingPlayer
from game.rules.messages import N_, Refusal

LEVELS = ("easy", "normal", "hard", "expert", "random")
"""The computer levels a seat at the table can have."""

COMPARISON_LEVELS = ("baseline", "seeing")
"""Levels :func:`make_player` and ``python -m game duel`` accept that a save or the
settings do not: ``baseline`` is a yardstick, ``seeing`` Hard's search with the other
hands known (:mod:`game.ai.seeing`, shown the true state by the duel; ``seeing@next``,
``seeing@prev`` and ``seeing@partners`` see one part of them, ``seeing@guard`` the
next player's hand for its pile guard alone)."""

LAID_LEVELS = {"+laid": "all", "+laidranks": "ranks"}
"""``hard`` followed by one of these deals its worlds with the cards a melded side
would have laid taken out of its hidden hands (:data:`~game.ai.hard.LAID_WORLDS`)."""

HOLD_CHOICES = {"-hold": "", "+hold": "turn", "+out": "out"}
"""``hard`` followed by one of these weighs holding the turn's first meld never,
always, or when it begins a way out (:attr:`game.ai.policy.AIProfile.hold`)."""


def make_player(level: str, seed: int | str = 0) -> Player:
    """A computer player of ``level``: one of :data:`LEVELS` (``expert``:
    :class:`~game.ai.hard.ExpertPlayer`) or
    :data:`COMPARISON_LEVELS`, or for measuring one change ``normal`` or
    ``baseline`` followed by ``-FEATURE`` / ``+FEATURE`` (names of
    :data:`~game.ai.players.FEATURES` or a game's own,
    :data:`~game.ai.players.GAME_FEATURES`), e.g. ``normal-danger``; ``hard@H`` /
    ``hard@HxS`` (a horizon of H turns, 0 the deal's end, and S worlds), followed or
    not by ``~M`` (at most M worlds at a close decision, six more at a time,
    :meth:`~game.ai.hard.HardPlayer.more_worlds`; ``~0`` never more), then or
    not by ``-hold``, ``+hold`` or ``+out`` (:data:`HOLD_CHOICES`; without them, as
    the game's Hard does) likewise, and then or not by ``-guard`` (no guard against
    handing the next player a large pile, :meth:`HardPlayer.choose`), and then or not
    by ``+read`` (worlds that deal the cards seen taken with the pile to their
    holder and are weighed by the signs, :func:`~game.ai.hard.read_world`), by
    ``+kept`` (those cards dealt so and the hidden hands shaped as players keep them
    where the game has a fitted shape, :func:`~game.ai.hard.kept_world`) or by
    ``+blind`` (every hidden card dealt at random, :func:`~game.ai.hard.sample_world`,
    where the game's Hard reads the pickups), or by ``+laid`` or ``+laidranks``
    (:data:`LAID_LEVELS`: the cards a melded side would have laid taken out of its
    hidden hands, :func:`~game.ai.hard.lay_off`): ``hard-guard``, ``hard@0+hold-guard``,
    ``hard+read``, ``hard+kept``, ``hard~48+blind``. ``seed`` seeds its random numbers. Raises
    ValueError listing the valid levels or features for another value."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return HeuristicPlayer(level, seed)
    if level == "seeing":
        return SeeingPlayer(seed)
    if level.startswith("seeing@") and level[7:] in SEEN[1:]:
        return SeeingPlayer(seed, level[7:])
    if level == "expert":
        return ExpertPlayer(seed)
    match = re.fullmatch(
        r"hard(?:@(\d{1,3})(?:x(\d{1,2}))?)?(?:~(\d{1,2}))?([-+]hold|\+out)?(-guard)?"
        r"(\+read|\+kept|\+blind|\+laid|\+laidranks)?", level)
    if match:
        horizon, samples, most, hold, unguarded, reading = match.groups()  # hard@HxS~M
        return HardPlayer(seed, samples=int(samples) if samples else SAMPLES,
                          most=int(most) if most else BY_GAME,
                          horizon=(int(horizon) or None) if horizon else BY_GAME,
                          hold=HOLD_CHOICES[hold] if hold else BY_GAME,
                          guard=not unguarded, read=reading == "+read",
                          kept=reading == "+kept", blind=reading == "+blind",
                          laid=LAID_LEVELS.get(reading or "", ""))
    base, *changes = re.split(r"(?=[+-])", level)
    if base in ("normal", "baseline") and all(len(c) > 1 for c in changes):
        features = set(NORMAL_FEATURES if base == "normal" else ())
        for change in changes:
            name = change[1:]
            if name not in FEATURES and name not in GAME_FEATURES:
                raise ValueError(Refusal(
                    N_("unknown feature '{feature}' in level '{level}'; valid features: {valid}"),
                    feature=name, level=level, valid=", ".join([*FEATURES, *GAME_FEATURES])))
            (features.add if change[0] == "+" else features.discard)(name)
        return HeuristicPlayer(base, seed, features)
    raise ValueError(Refusal(N_("unknown computer level '{level}'; valid levels: {valid}"),
                             level=level, valid=", ".join(LEVELS + COMPARISON_LEVELS)))
