"""Every game's computer-player profile (:class:`~game.ai.policy.AIProfile`), by
game id: its own policy and Normal features, Hard's horizon and hold, and for measuring
the shape of the hands its players keep. A game with
nothing of its own plays the shared rules of thumb (:data:`SHARED`)."""

from __future__ import annotations

from game.ai import classic, diszitett, modern
from game.ai.kept import HandShape
from game.ai.policy import MANY_FEED_WORLDS, AIProfile
from game.rules.ruleset import RuleSet

PH_SHAPE = HandShape(pairs=0.7, triples=-0.6, wilds=-0.5, black_threes=-0.3)
"""The shape of a hidden hand in Pennies from Heaven for six: the weights fitted on the
first deals of seeds 1 to 20 of Normal self-play (``python -m game reading --fit-shape
--variant pennies --deals 20``, docs/data/hand-shapes.json: 0.744, -0.598, -0.453,
-0.291), rounded. The five other hands there held 10.59 natural pairs together at a
position, where hands dealt at random held 7.96 (PH-5.4: a natural pair takes the
pile, frozen or not). Used only by the measuring level ``hard+kept``
(``python -m game feeding --guards`` counts its guard's feeds)."""

PH_FEED_WORLDS = 256
"""The worlds Pennies from Heaven's pile guard deals: with 256 instead of 16, Hard
gained +45.4 a deal over the Hard before (+2.4 to +88.5, 1000 duplicate deals against
Normal, seeds 1 to 1000, compiled: ``python -m game duel --variant pennies --a hard --b
normal --deals 1000 --seed 1``, docs/feeding.md), with 64 +18.3 (-23.5 to +60.0). A
feed costs much there (PH-5.4: a natural pair takes the pile, frozen or not; piles of
twenty cards and more), and there the guard's changes spared feeds even where the
risks were close (docs/feeding.md, "The guard's tolerance"). Its decisions: median
0.014 ms, p99 96 ms on the compiled engine (docs/benchmarks.md)."""

SHARED = AIProfile()
"""The profile of a game with no choices of its own: the shared rules of thumb,
Hard with the shared horizon and no hold."""

PROFILES: dict[str, AIProfile] = {
    "classic": classic.PROFILE,
    "pennies": AIProfile(hold="turn", feed_worlds=PH_FEED_WORLDS, expert_worlds=40,
                         hand_shapes={6: PH_SHAPE}),
    "dollars": AIProfile(expert_worlds=36),
    "bain": AIProfile(feed_worlds=MANY_FEED_WORLDS, expert_worlds=40),
    "diszitett": diszitett.PROFILE,
    "modern": modern.PROFILE,
}
"""The games whose computer players differ from :data:`SHARED`, by game id. Hard's
horizon and hold were measured with 1000 duplicate deals against Normal: in Classic,
rollouts to the deal's end +46 a deal (+31 to +62), twelve turns +28 (+14 to +42); in
Pennies twelve turns +74 (+16 to +132), whole rollouts take half as long again
(Hard's p99 316 ms, 213 with the horizon). Holding the turn's first meld, against
Hard without it: in Pennies at every first meld +141 a deal (+26 to +256, 400
duplicate deals); in Classic at every first meld -6.5 (-17 to +4, 300 deals), only
when going out +2.9 (-0.9 to +6.7, 300 deals). In díszített kanaszta for two, Hard
whose pile guard spends no zsoli (``guard_wilds``) gained +44.5 a deal over Normal
(+17 to +72), where the guard that spent them had gained +6.5 (-29 to +42). In
Classic, Hard whose guard spends no wild card gained +49.0 (+31.6 to +66.4), where
the one that spent them had gained +44 (+27 to +62), and from 3000 points (an
initial-meld minimum of 120) +11.5 against +6.1. In Pennies a guard spending no
wild card gained -28.8 a deal against the one that spent them (then of 16 worlds;
-71.9 to +14.2, 512 duplicate deals, docs/feeding.md), so Pennies' spends them. Other
games are not measured.
Hard's six worlds a decision (:data:`game.ai.hard.SAMPLES`) were measured against
twelve in Classic, at the game's start, over 1000 duplicate deals against Normal: +49.0
a deal (+31.6 to +66.4) against +48.9 (+31.5 to +66.3), deal by deal -0.1 (-18.1 to
+17.8), while twelve took its p99 decision time from 133 to 221 ms.
Expert's worlds (``expert_worlds``) are fewer than 60 where 60 made its p99 decision
time well over a second on the compiled engine (Pennies 1.29 s, Dollars 1.58 s, Bain
1.27 s; docs/benchmarks.md)."""


def profile_for(ruleset: RuleSet) -> AIProfile:
    """The computer-player profile of ``ruleset``'s game (:data:`SHARED` where
    :data:`PROFILES` names none)."""
    return PROFILES.get(ruleset.id, SHARED)
