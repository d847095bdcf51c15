"""A game's own play: the :class:`GamePolicy` a computer player consults at named
points of the shared rules of thumb, and the :class:`AIProfile` that says, for one
game, which policy, which of its own features Normal plays and how Hard looks ahead.

The shared rules of thumb (:class:`game.ai.players.HeuristicPlayer`) serve every
game; where a game's rules call for choices of their own (díszített kanaszta's
twins and zsoli moves, DK-6 and DK-10; Modern American's threes, special hands and
penalized melds, MA-2, MA-9, MA-10), its policy makes them. A policy reads its
player only through the player's public interface (:class:`PolicyPlayer`: ``flags``, ``easy``,
``level``, :meth:`~game.ai.players.HeuristicPlayer.draw`,
:meth:`~game.ai.players.HeuristicPlayer.best_meld`,
:meth:`~game.ai.players.HeuristicPlayer.meld_score`,
:meth:`~game.ai.players.HeuristicPlayer.discard_order`) and keeps its own state.
Pure Python: no pygame.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from mypy_extensions import mypyc_attr

from game.ai.kept import HandShape
from game.rules.actions import Action, Discard, Meld, MoveWilds
from game.rules.cards import Card
from game.rules.state import GameState, TableMeld
from game.rules.view import PlayerView

HORIZON = 12
"""Turns a Hard rollout plays before the deal is scored as it stands (two rounds of
six players, three of four), where the game's profile names no other."""

FEED_WORLDS = 16
"""Worlds Hard's pile guard deals to judge which discards let the next player take a
large pile, where the game's profile names no other."""

EXPERT_WORLDS = 60
"""Worlds Expert deals per decision it looks ahead at, where the game's profile
names no other: ten times Hard's (:data:`game.ai.hard.SAMPLES`)."""

ROLLOUT_BUDGET = 2_700
"""The most rollout actions Hard's worlds may take at a close decision where it deals
more of them (:meth:`game.ai.hard.HardPlayer.more_worlds`), where the game's profile
names no other: about 0.18 s in Classic on the compiled engine, at about 65
microseconds an action."""

MANY_FEED_WORLDS = 64
"""The worlds of Hard's pile guard where 16 let it feed the next player more than
needed: with 64, a hundred first deals of Bain gave 17.0 feeds instead of 38.5, of
Modern American 44.0 instead of 63.0; of Pennies 27.0 instead of 29.0 and of Classic
15.5 either way (200 deals, Hard in every seat, ``python -m game feeding``), so those
keep 16 (:data:`FEED_WORLDS`). In 1000-deal duels against Normal Pennies' Hard then
gained +18.3 a deal with 64 (-23.5 to +60.0) and +45.4 with 256 (+2.4 to +88.5), which
it now deals (:data:`game.ai.profiles.PH_FEED_WORLDS`), as Modern American's does
(:data:`game.ai.modern.MA_FEED_WORLDS`)."""


class PolicyPlayer(Protocol):
    """The player a policy serves, as the policy reads it: the public attributes and
    rules of thumb of :class:`game.ai.players.HeuristicPlayer`, which answers (the
    players sit above the policies, so a policy names this, not the player's class).
    ``level``: "easy", "baseline" or "normal"; ``easy``: the careless level;
    ``flags``: the Normal features it plays."""

    level: str
    easy: bool
    flags: frozenset[str]

    def draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Draw from the stock or take the pile, by the shared rules of thumb."""
        ...

    def best_meld(self, view: PlayerView, legal: Sequence[Action]) -> Meld | None:
        """The shared rules of thumb's meld of ``legal``, or None."""
        ...

    def meld_score(self, view: PlayerView, action: Meld, mine: dict[int, TableMeld],
                   lacking: set[str], counts: Counter[int] | None = None) -> float:
        """The shared worth of the meld ``action`` (above 0: worth laying)."""
        ...

    def discard_order(self, view: PlayerView, discards: list[Discard]) -> list[Discard]:
        """The legal ``discards``, the one the shared rules of thumb like best first."""
        ...


@mypyc_attr(allow_interpreted_subclasses=True)  # subclasses compiled or not (game/build_engine.py)
class GamePolicy:
    """The choices of one game's own rules, for one computer player.

    Each method is a named point of the shared rules of thumb; the base class makes
    no choice of its own there (it returns what the shared rules do without it), so
    a game whose rules need nothing more uses it as it is. One instance serves one
    player in one game and may keep state between its decisions.

    A subclass defines its own ``__init__`` that calls this one: compiled (mypyc 2.4,
    docs/engine.md, "The compiled engine"), a subclass that inherits this constructor keeps
    one reference too many to the player, which is then never freed, nor its policy
    (Hard's rollouts make hundreds of players a decision). A test checks every game's.
    """

    def __init__(self, player: PolicyPlayer) -> None:
        self.player = player

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """The game's own action now (an element of ``legal``), or None to leave the
        choice to the shared rules of thumb."""
        return None

    def pile_threshold(self, view: PlayerView, threshold: int) -> int:
        """The fewest cards a discard pile must hold for the player to take it rather
        than draw (CL-5, PH-5.4), from the shared rules' ``threshold``."""
        return threshold

    def draws_instead(self, view: PlayerView) -> bool:
        """Draw from the stock although the discard pile may be taken (DK-6.3: taking
        the card would spoil a twin)."""
        return False

    def opening_plan(self, state: GameState) -> list[Meld] | None:
        """The initial meld the game prefers to the planner's (DK-7.2: one without
        wild cards), as melds to lay in order, or None for the planner's."""
        return None

    def wants_initial(self, view: PlayerView) -> bool:
        """Lay the initial meld from the hand as soon as the planner finds one
        (CL-6, PH-4); False holds it back (DK-5.4, DK-8.2)."""
        return True

    def least_hand(self, view: PlayerView) -> int:
        """The fewest cards (0: no limit) a meld that completes no canasta may leave
        in the hand (DK-10.1, DK-5.3, DK-11.3)."""
        return 0

    def rearrange(self, view: PlayerView, legal: Sequence[Action]) -> MoveWilds | None:
        """A move of wild cards between the player's melds (DK-10.2, DK-10.3) to make
        before melding, or None."""
        return None

    def discard_at_once(self, view: PlayerView) -> Card | None:
        """A card of the hand to discard before any other (DK-6.1: a twin), or None."""
        return None

    def discard_price(self, view: PlayerView) -> Callable[[Card], float] | None:
        """An extra price (points) of discarding a card (DK-6.1: giving the next
        player a twin), or None for none."""
        return None

    def next_ranks(self, view: PlayerView, ranks: set[int]) -> set[int]:
        """The ranks whose discard the next player's open melds could take with the
        pile, from ``ranks``, their open melds' ranks (CL-5.2; DK-5.3: none)."""
        return ranks


@dataclass(frozen=True)
class AIProfile:
    """What the computer players of one game play beyond the shared rules of thumb.

    ``features``: the game's own Normal features, name -> what it does (each
    measured with ``python -m game duel``); ``normal``: those Normal plays;
    ``policy``: makes the game's :class:`GamePolicy` for a player; ``horizon``:
    turns a Hard rollout plays before the deal is scored as it stands (None: to the
    deal's end); ``hold``: where Hard weighs holding the turn's first meld against
    discarding at once (``"turn"`` at every such meld, ``"out"`` only when it begins
    Normal's way out, ``""`` never); ``view_plans_as_table``: the going-out planner
    judges the player's view as it judges the table (False where hidden cards such
    as bonus cards or asking once a deal change the verdict, MA-7.1, MA-8.2);
    ``guard_wilds``: Hard's pile guard may discard a wild card to keep a large pile
    from the next player (False where a wild card on top closes the pile for one turn
    only and the pile then grows on, DK-5.1: the wild card would only put the danger
    off a turn; and in Classic, where the wild card freezes the pile for good, CL-5.3,
    but is worth more in a meld); ``feed_worlds``: the worlds that guard deals (more
    judge the risk of each discard more finely, for more thinking);
    ``expert_worlds``: the worlds Expert deals per decision (fewer where its
    decisions would take more than about a second on the compiled engine);
    ``more_worlds``: the most worlds Hard deals at a close decision (six more at a
    time while it stays close, :meth:`~game.ai.hard.HardPlayer.more_worlds`; 0: never
    more than its six); ``rollout_budget``: the most rollout actions those worlds may
    take (:data:`ROLLOUT_BUDGET`); ``read_pickups``: Hard's worlds deal the cards the
    table saw a player take with the pile, and not shown since, to that player's hand
    (CL-5.1, :func:`~game.ai.hard.known_world`; False: every hidden card at random);
    ``guard_tolerance``: the weight of the guard's worlds (each weighing 1 at most) by
    which a discard's risk may exceed the least and still count as safe
    (:meth:`~game.ai.hard.HardPlayer.safe_discard`; 0: only the least risky);
    ``pile_margin``: the standard errors by which drawing must beat Normal's taking
    the pile, or taking it Normal's drawing, in Hard's worlds (CL-5, PH-5.4;
    :meth:`~game.ai.hard.HardPlayer.margin_for`; None: Hard's margin, as at every
    other decision); ``pile_close``: the leads (standard errors, the lower and the
    upper, both excluded) between which that decision is close and deals more worlds
    (:meth:`~game.ai.hard.HardPlayer.close_band`; None: as every other decision's);
    ``hand_shapes``: by the number of players, the shape of a hidden hand as the
    game's players keep it (:class:`~game.ai.kept.HandShape`, fitted by ``python -m
    game reading --fit-shape``), for the measuring level ``hard+kept``; a count it
    does not name deals the hands at random.
    """

    features: Mapping[str, str] = field(default_factory=dict)
    normal: frozenset[str] = frozenset()
    policy: Callable[[PolicyPlayer], GamePolicy] = GamePolicy
    horizon: int | None = HORIZON
    hold: str = ""
    view_plans_as_table: bool = True
    guard_wilds: bool = True
    feed_worlds: int = FEED_WORLDS
    expert_worlds: int = EXPERT_WORLDS
    more_worlds: int = 0
    rollout_budget: int = ROLLOUT_BUDGET
    read_pickups: bool = False
    guard_tolerance: float = 0.0
    pile_margin: float | None = None
    pile_close: tuple[float, float] | None = None
    hand_shapes: Mapping[int, HandShape] = field(default_factory=dict)
