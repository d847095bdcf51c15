"""How the computer players play Classic Canasta (CL): beside the rules of thumb of
:class:`game.ai.players.HeuristicPlayer` that every game shares, a pile worth taking
when a draw brings two cards (CL-11.2, CL-12.3). This module sees only the player's
view.
"""

from __future__ import annotations

from game.ai.kept import HandShape
from game.ai.policy import AIProfile, GamePolicy, PolicyPlayer
from game.rules.view import PlayerView

CL_FEATURES = {
    "drawtwo": "where a draw brings two cards (two players, CL-11.2; CL-12.3), takes the "
               "pile only when it holds more cards than a draw brings: a smaller pickup "
               "spends a pair from the hand for fewer cards and no red three (CL-5.1)",
}
"""Normal's choices for Classic Canasta, each measured with ``python -m game duel``."""

CL_NORMAL = frozenset(CL_FEATURES)
"""The features of :data:`CL_FEATURES` that Normal plays."""


CL_SHAPE = HandShape(pairs=1.1, triples=-0.9, wilds=-1.1, black_threes=-1.2)
"""The shape of a hidden hand in Classic for four: the weights fitted on the first
deals of seeds 1 to 40 of Normal self-play (``python -m game reading --fit-shape
--variant classic --deals 40``: 1.106, -0.911, -1.075, -1.213), rounded. A natural
pair weighs three times, a triple, a wild card and a black three about a third
(CL-5.1: pairs take the pile; wild cards and triples are melded, black threes
thrown, CL-3.2)."""


class ClassicPolicy(GamePolicy):
    """Classic Canasta's own choices for one player (see the module)."""

    def __init__(self, player: PolicyPlayer) -> None:
        super().__init__(player)  # its own constructor: see GamePolicy

    def pile_threshold(self, view: PlayerView, threshold: int) -> int:
        """``drawtwo``: at least one card more than a draw brings (CL-11.2), where a
        draw brings more than one; else the shared rules' ``threshold``."""
        draw = view.ruleset.draw_count
        if "drawtwo" in self.player.flags and draw > 1 and view.stock_count:
            return max(threshold, draw + 1)
        return threshold


CL_MORE_WORLDS = 48
"""The most worlds Classic's Hard deals at a close decision, six more at a time within
its budget of rollout actions (:meth:`game.ai.hard.HardPlayer.more_worlds`). Measured
with 1000 duplicate deals against Normal (``python -m game duel --variant classic --a
hard~48 --b normal --deals 1000 --seed 1``, compiled): +68.1 a deal (+50.1 to +86.1)
where six worlds at every decision gained +49.0, +19.1 deal by deal (+1.6 to +36.6);
twelve worlds at every decision had gained nothing (docs/strength.md, "Close
decisions")."""

CL_GUARD_TOLERANCE = 2.0
"""The weight of the guard's worlds (two of its 16) by which a discard's risk may
exceed the least and still count as safe (:meth:`game.ai.hard.HardPlayer.safe_discard`,
CL-5.1). Of the discards Hard's guard changed in Normal self-play (Classic, seeds 1 to
500), 188 of 344 were changed for a risk at most one world's weight above the least
and 79 for one or two; those 267 changes spared the next player 9 pickups of ten cards
or more in all, where the 77 for more than two spared 11 (docs/feeding.md, "The
guard's tolerance"). Against Normal (``python -m game duel --variant classic --a
hard+blind --b normal --deals 1000``, with ``--seed 1`` and ``--seed 1001``, compiled)
it gained +10.9 a deal over the guard without it, deal by deal over the 2000
duplicate deals (+1.3 to +20.5; docs/strength.md, "Reading the pickups")."""

CL_PILE_MARGIN = 0.5
"""The standard errors by which drawing must beat Normal's taking the pile (or taking
it Normal's drawing) in Classic's Hard's worlds, where every other decision keeps two
(:meth:`game.ai.hard.HardPlayer.margin_for`, CL-5). Where the player that sees the
hands drew and Hard took the pile as Normal does, drawing was worth +100.3 a decision
in truth and +42.4 in Hard's worlds (102 decisions, ``python -m game departures
--variant classic --deals 500``): Hard's worlds see the gain, two standard errors
missed it. Against Normal (``python -m game duel --variant classic --a hard --b normal
--deals 1000`` with ``--seed 1``, ``--seed 1001`` and ``--seed 2001``, compiled) one
standard error gained +8.4 a deal over two, deal by deal over the 3000 duplicate deals
(+3.0 to +13.7); half of one, with more worlds about it (:data:`CL_PILE_CLOSE`), +8.3
over one on the same deals (+1.2 to +15.3; docs/strength.md, "Where Classic's gap
lies")."""

CL_PILE_CLOSE = (0.0, 2.0)
"""The leads (standard errors) between which drawing or taking the pile is a close
decision for Classic's Hard, which deals more worlds there
(:meth:`game.ai.hard.HardPlayer.close_band`): about :data:`CL_PILE_MARGIN`, where
every other decision's, about a margin of two, are half a standard error and three.
Measured with the margin, as one change (:data:`CL_PILE_MARGIN`)."""

PROFILE: AIProfile = AIProfile(features=CL_FEATURES, normal=CL_NORMAL, policy=ClassicPolicy,
                    horizon=None, guard_wilds=False, hand_shapes={4: CL_SHAPE},
                    more_worlds=CL_MORE_WORLDS, read_pickups=True,
                    guard_tolerance=CL_GUARD_TOLERANCE, pile_margin=CL_PILE_MARGIN,
                    pile_close=CL_PILE_CLOSE)
"""Classic Canasta's computer players: :class:`ClassicPolicy`, Hard's rollouts to the
deal's end, more worlds at a close decision (:data:`CL_MORE_WORLDS`), drawing or taking
the pile against Normal's choice at half a standard error (:data:`CL_PILE_MARGIN`,
:data:`CL_PILE_CLOSE`), worlds
that deal the cards seen taken with the pile to their holder (CL-5.1), its pile guard counting a
discard within :data:`CL_GUARD_TOLERANCE` of the least risk as safe and
spending no wild card to freeze the pile (CL-5.3): the
wild card is worth more in a meld than the turn's safety, and the frozen pile grows
on (measured: :data:`game.ai.profiles.PROFILES`); with four players, the hidden
hands' shape for ``hard+kept`` (:data:`CL_SHAPE`)."""
