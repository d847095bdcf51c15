"""What each game shows and tells at the table in its own way.

The shared table (game/ui/scenes) and the shared narration (game/present/narrate.py) draw
and tell what every game of the family has alike. Where a game has a mechanism of
its own (Modern American's turn card and held threes, díszített kanaszta's talon,
Railroad's coloured canastas, Bain's garbage pile), they ask the game's
:class:`GameTable`, found by :func:`~.registry.game_table`; a game with nothing of its own is
answered by this class's defaults. Each game's entry lives in its own module here
(``game/present/games/<id>.py``), beside its rules (``game/rules/games/<id>.py``) and
its computer player's profile (:mod:`game.ai.profiles`). Nothing here imports
pygame: the table draws, these answer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import _, tr

if TYPE_CHECKING:
    from game.rules.actions import Action, MoveWilds, TakePile
    from game.rules.cards import Card
    from game.rules.ruleset import RuleSet
    from game.rules.state import GameState, TableMeld


class SessionView(Protocol):
    """The game in progress as a game's own moves ask about it (a
    :class:`game.present.session.GameSession` answers): the state, the human's
    seat (None when computers sit everywhere), why an action is refused now (a
    sentence naming the rule, or None when it is legal), whether the human is to
    act."""

    human: int | None
    state: GameState

    def why_illegal(self, action: Action) -> str | None: ...

    def human_to_act(self) -> bool: ...


GameMove = tuple[str, "Action", str]
"""A move of a game's own that no card drag makes, as the table offers it: the
button's words, the action, its key ("" for none)."""


class GameTable:
    """A game's own part of the table and of its narration. Every method is a
    question the shared table or narration asks at a named point; the defaults
    here answer for a game with no mechanism of its own. Subclasses (one per game
    that needs it) override what their rules add. Methods never change a state."""

    # --- what the table offers -------------------------------------------------------

    lays_out_threes: bool = False
    """Whether a three held in the hand is laid out by dropping it on the side's
    threes zone (MA-2.2)."""

    move_keys: tuple[str, ...] = ()
    """The keys of the game's own moves (:meth:`moves`), answered by
    :meth:`nothing_to_lay` when no such move is legal."""

    wild_drag: bool = False
    """Whether a wild card lying in one of the player's own melds may be dragged to
    another meld (DK-10.2)."""

    meld_asks_with_cards_left: int = 0
    """How many cards a meld leaves in the hand when it needs the partner's
    permission to go out: 0 in the shared rules (CL-10.2), 1 where a player asks
    before melding down to the last card (MA-8.2)."""

    def stages_split(self, state: GameState, action: MoveWilds) -> bool:
        """Whether the wild cards of ``action``, not legal as a move yet, may wait
        on their melds for more of their meld's wild cards to follow in one move
        (DK-10.2: a group of zsolis broken up among several groups); False where
        moves are never split."""
        return False

    def starter_cuts(self, rs: RuleSet) -> bool:
        """Whether the first player of a deal cuts and starts instead of a dealer
        dealing (DK-2.1, DK-2.4), for the new-game screen's deal-order sentence."""
        return False

    def moves(self, session: SessionView) -> list[GameMove]:
        """The human's legal moves of this game that no drag makes, in button order
        ("Special hand", "Lay out 3♣"); [] where the game has none."""
        return []

    def nothing_to_lay(self, session: SessionView, key: str) -> str | None:
        """Why a key of :attr:`move_keys` does nothing now (a clause, in the player's
        language), or None to stay silent (another move's key answers instead)."""
        return None

    # --- what the table shows --------------------------------------------------------

    def stock_mark(self, state: GameState) -> bool:
        """Whether a marked card lies sideways under the stock (MA-1.3's turn card)."""
        return False

    def stock_note(self, state: GameState) -> str:
        """A note under the stock in the player's language, or ""."""
        return ""

    def pile_note(self, state: GameState) -> str:
        """A note under the discard pile in the player's language, or ""."""
        return ""

    def step_toasts(self, before: GameState, after: GameState) -> list[str]:
        """Notices worth a toast after a move from ``before`` to ``after``."""
        return []

    def threes_label(self, display_side: int, watching: bool) -> str:
        """The words over a partnership's threes zone: "Your side's red threes",
        "Opponents' red threes", or "Side 2 red threes" when ``watching`` (computers
        in every seat). ``display_side`` is 0 for the human's side."""
        if watching:
            return tr("Side {n} red threes", n=display_side + 1)
        return _("Your side's red threes") if display_side == 0 else _("Opponents' red threes")

    def canasta_top(self, meld: TableMeld) -> Card:
        """The card a squared canasta shows on top: a wild card (lying sideways,
        :meth:`sideways_top`) on a mixed canasta, a red natural on a natural one."""
        cards = meld.cards
        if meld.wilds and meld.naturals:
            return next(c for c in reversed(cards) if c.is_wild)
        return next((c for c in cards if c.is_red), cards[-1])

    def sideways_top(self, meld: TableMeld) -> bool:
        """Whether a squared canasta with wild cards shows one sideways on top
        (so it is drawn a card's height wide)."""
        return meld.wilds > 0

    def meld_prompt(self, state: GameState, prompt: str) -> str:
        """The prompt of the human's meld phase (``prompt``, in the player's
        language) as the game words it; ``prompt`` itself where the game adds
        nothing."""
        return prompt

    def empty_garbage(self, state: GameState, side: int) -> bool:
        """Whether ``side``'s melds show an empty garbage pile that takes a drop
        (BH-7.1); False where the game has none."""
        return False

    # --- what the narration tells ----------------------------------------------------

    def pickup_line(self, before: GameState, action: TakePile, seat: int, who: str,
                    you: bool) -> str | None:
        """The log line for a pile pickup told in the game's own way, or None for
        the shared sentence."""
        return None

    def turn_lines(self, before: GameState, after: GameState, seat: int,
                   human: int | None) -> list[str]:
        """Lines told after any move by ``seat`` (``human``: the seat told "you")."""
        return []

    def deal_end_lines(self, after: GameState, human: int | None) -> list[str]:
        """Lines told after the deal's summary."""
        return []

    def three_line(self, action: Action, card: str, player: str | None) -> str:
        """A three laid out: "You laid out the red three 3♥." (``player`` None: the
        human) or "West laid out the red three 3♥."."""
        if player is None:
            return tr("You laid out the red three {card}.", card=card)
        return tr("{player} laid out the red three {card}.", player=player, card=card)

    def refill_line(self, after: GameState) -> str:
        """The pile turned into the empty stock, or "" where it never is."""
        return ""

    def kind_word(self, kind: str) -> str:
        """A canasta kind as the game names it (``TableMeld.canasta_kind``'s word)."""
        return kind
