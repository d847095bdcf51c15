"""The schema of a game: one frozen :class:`RuleSet` per game, table rules as named
options.

Games are data: the engine reads a RuleSet's fields, and what the data cannot
say is a small named hook, a pure function of a read-only
:class:`~game.rules.context.Context` stored in a field (``frozen_for``,
``pickup_size``, ``discard_rule``, ``going_out_rule``, ``winner``; the wild-card
limit ``mixed_ok`` is a :class:`WildLimit`); a game's own turn rules are a
:class:`TurnRules` (``turns``) whose methods the engine calls at named points of a
deal (the deal, the draw and the pickup, the discard, a turn's start and end).
Table rules are :class:`Option`
records, each declared once with its default, its choices, the rule id it
changes, its label and how a choice becomes the field's value, applied with
:func:`dataclasses.replace`.

Each game is a module of :mod:`game.rules.games` (its RuleSet record, its hooks
and its rule-id table), and the registry there (:data:`~game.rules.games.REGISTRY`,
:func:`~game.rules.games.get_ruleset`) finds them; this module is the schema they
share and the wild-card limits common to several games. Rule ids cited in refusals
and score lines come only from the game's own ``rule_ids`` table (keys:
:data:`RULE_KEYS`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from game.rules.cards import Card, standard_value
from game.rules.context import (
    Context,
    no_completion_rule,
    no_meld_rule,
    no_opening_refusal,
    standard_discard_rule,
    standard_frozen_for,
    standard_going_out_rule,
    standard_initial_meld_ok,
    standard_pickup_size,
    standard_winner,
)
from game.rules.messages import N_, Refusal, Word
from game.rules.own import NO_OWN_STATE, OwnState

if TYPE_CHECKING:
    import random

    from game.rules.actions import Action, LayOut, MoveWilds, SpecialHand, TakePile
    from game.rules.pile import PileRules
    from game.rules.state import GameState, Move, ScoreLine, TableMeld


class TableRuleError(ValueError):
    """An unknown table rule or a value it does not accept; the message lists the
    valid ones."""


class UnknownGameError(ValueError):
    """A game id that is not in :data:`RULESETS`; the message lists the valid ids."""


RULE_KEYS = (
    "deal", "upcard", "turn", "red_three", "black_three", "meld", "wild_limit", "one_per_rank",
    "canasta", "take", "open_take", "frozen", "top_blocked", "completed_only", "minimum",
    "minimum_hand", "go_out", "go_out_how", "ask", "empty_hand", "end", "all_sevens",
    "sevens_discard", "foot", "foot_pickup", "foot_to_go_out", "wild_meld", "sevens_meld",
    "stock_out", "game", "undo", "meld_size", "melded_points", "canasta_bonus",
    "red_three_score", "going_out_bonus", "concealed_bonus", "hand_penalty", "foot_penalty",
    "foot_red_threes", "sequence", "sequence_sevens", "sequences_per_suit", "sequence_take",
    "pile_wait", "partner_gate", "partner_second", "garbage", "foot_look", "black_three_top",
    "pickup", "rearrange", "reshuffle_limit",
)
"""The mechanisms a refusal may cite; each game maps every one to a rule id."""


def cl_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """CL-4.2: wild cards may not outnumber natural cards."""
    return naturals >= 1 and wilds <= naturals


def ph_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """PH-3.4: at least two naturals and at most three wild cards."""
    return naturals >= 2 and wilds <= 3


@dataclass(frozen=True)
class WildLimit:
    """How many wild cards a meld of naturals may hold: ``ok(naturals, wilds,
    size_after)`` and the refusal ``sentence`` (formatted with ``naturals`` and
    ``wilds``, without the rule id). Called like ``ok``."""

    ok: Callable[[int, int, int], bool]
    sentence: str

    def __call__(self, naturals: int, wilds: int, size_after: int) -> bool:
        return self.ok(naturals, wilds, size_after)


CL_WILD_LIMIT = WildLimit(
    cl_mixed_ok, N_("Wild cards may not outnumber natural cards in a meld "
                    "(this one would have {wilds} wild and {naturals} natural)"))
TWO_NATURALS_THREE_WILDS = WildLimit(
    ph_mixed_ok, N_("A mixed meld needs at least two natural cards and at most three wild "
                    "cards (this one would have {naturals} and {wilds})"))


@dataclass(frozen=True)
class MeldLimits:
    """A game's ``meld_rule`` in the form the legal-action listing builds its
    candidates with, for one position (MA-3.2 to MA-3.6): ``dead``, the natural ranks
    no meld may take a card of; ``allows(rank, before, before_wilds, naturals,
    wilds)``, whether a meld of ``rank`` holding ``before`` cards (``before_wilds``
    of them wild; 0 for a new meld) may become one of ``naturals`` natural and
    ``wilds`` wild cards. It must agree with ``meld_rule`` for every meld of a rank
    that is not dead (a test compares the listing with the oracle)."""

    dead: frozenset[int]
    allows: Callable[[int, int, int, int, int], bool]


@mypyc_attr(allow_interpreted_subclasses=True)  # subclasses compiled or not (game/build_engine.py)
class TurnRules:
    """A game's own turn rules. Where data cannot say what a game does (díszített
    kanaszta's cut, talon, twins and rearranging, DK-2, DK-5, DK-6, DK-10; Modern
    American's threes, bonus cards, special hands and pickups, MA-2, MA-6, MA-7,
    MA-9; Bain's foot look and partner gate, BH-1.2, BH-6.1), the game's module
    subclasses this; every method here answers as a game without such rules does.

    Two kinds of method:

    * events, which the engine (:mod:`game.rules.transitions`) calls at named points
      of a deal (the deal, the start of play, the start of a turn, the draw and the
      pickup, the discard, the end of a turn): they change the state in place and
      append the card movements they make to ``moves``, and are called only for
      legal actions (the oracle has checked them);
    * questions, which the oracle (:mod:`game.rules.oracle`, :mod:`game.rules.checks`)
      and the listing (:mod:`game.rules.legal`) ask: they change nothing.
    """

    goes_out_face_down: bool = False
    """Whether the discard of a player going out lies face down (MA-8.1)."""

    pile: PileRules | None = None
    """The game's own answers about its pile (:mod:`game.rules.pile`: DK-5.1 to
    DK-5.3, the talon), or None for the standard ones."""

    def first_dealer(self, rs: RuleSet, seed: int | str, dealer: int) -> int:
        """The seat that deals the first deal (G-13: ``dealer``; DK-2.4: drawn by lot,
        from the game's ``seed``)."""
        return dealer

    def own_state(self, rs: RuleSet) -> OwnState:
        """A new deal's own state of the game (:mod:`game.rules.own`), kept in
        ``GameState.own``; a game without one shares :data:`NO_OWN_STATE`."""
        return NO_OWN_STATE

    def deal_waits(self, state: GameState, rng: random.Random) -> bool:
        """Before the hands are dealt: True when the deal waits for a decision
        (DK-2.1: the cut), the state then in its phase; ``rng`` is the deal's."""
        return False

    def before_play(self, state: GameState) -> bool:
        """The hands are dealt and the upcard turned: True when play waits for the
        players first (BH-1.2: each looks at the foot), the state then in its
        phase."""
        return False

    def play_started(self, state: GameState) -> None:
        """The first turn has begun (DK-4.4: the starter's first turn is a discard
        alone)."""

    def turn_begun(self, state: GameState, seat: int, first: bool,
                   moves: list[Move]) -> None:
        """A turn of ``seat`` has begun (``first``: its first of the deal, its
        threes laid out already); the game may lay out threes or give cards
        (MA-2.2, MA-7.2), or end the play (MA-11.3)."""

    def laid_out_at_once(self, card: Card) -> bool:
        """Whether ``card`` is laid out as soon as it reaches a hand: a red three
        (CL-3.1, PH-7.1, DK-3.1; MA-2.1: every three)."""
        return card.is_red_three

    def threes_to_lay_out(self, state: GameState, seat: int,
                          threes: list[Card]) -> list[Card] | None:
        """Of the ``threes`` in the seat's hand laid out at once (CL-3.1), those to
        lay out now (MA-2.2: one may be kept), or None when the stock's last card
        is a three that stays in the hand and the play ends (MA-11.3)."""
        return threes

    def drawing(self, state: GameState, seat: int) -> bool:
        """``seat`` draws or takes the pile: returns whether the top card was
        offered to it as its free pickup, which is now spent (DK-5.2)."""
        return False

    def drawn(self, state: GameState, seat: int, before: Sequence[Card] | None) -> None:
        """``seat`` drew from the stock (its threes laid out): ``before`` is its hand
        before the turn's draw, or None for a three's replacement drawn later in
        the turn (MA-11.1: the hand was all wild and so is what was drawn)."""

    def refill_stock(self, state: GameState, moves: list[Move]) -> bool:
        """A card must be drawn from the empty stock: returns whether the pile became
        the stock (DK-4.2, DK-4.5), its moves appended to ``moves``; False where
        the game never does (the play ends, G-12)."""
        return False

    def stock_out(self, state: GameState) -> Refusal:
        """Why the play ends when a card must be drawn from the empty stock that
        :meth:`refill_stock` did not refill (G-12; DK-4.5: the talon may not become
        the stock again)."""
        return Refusal(N_("the stock ran out ({rule_id})"),
                       rule_id=state.ruleset.rule("stock_out"))

    def opened(self, state: GameState, side: int) -> None:
        """``side`` made its initial meld with the current player's action (BH-6.1:
        who made it is remembered)."""

    def asking(self, state: GameState, seat: int) -> None:
        """``seat`` asks its partner "may I go out?" (MA-8.2: once a deal)."""

    def pickup_problem(self, state: GameState, action: TakePile) -> str | bool | None:
        """The game's own conditions on a pile pickup, asked after the free pickup
        (DK-5.2) and before the shared ones: a refusal (DK-5.3: the top card starts
        a new group; MA-5.3: a side that has not melded); True: legal, nothing more
        asked (MA-12.5, MA-6.3); None: the shared checks decide (CL-5, PH-5.4)."""
        return None

    def own_pickups(self, state: GameState) -> bool:
        """Whether :meth:`pickup_problem` or :meth:`pair_in_opening` may answer for the
        current player now, so that pickups the listing builds are judged by the
        oracle."""
        return False

    def pair_in_opening(self, state: GameState, action: TakePile, rank: int) -> bool:
        """Whether a frozen pile's natural pair of ``rank`` may lie in a meld of the
        side's opening just laid this turn rather than in the hand (MA-6.3)."""
        return False

    def opening_pickups(self, state: GameState) -> list[Action] | None:
        """For a side that has not melded: the legal pickups that come with its
        initial meld, in the game's own way (MA-6.3: the meld from the hand first);
        None: the shared way (PH-5.4: the top card and the hand)."""
        return None

    def takes_top_alone(self, state: GameState, action: TakePile) -> bool:
        """``action`` takes the pile's top card alone, with no meld (MA-12.5: the
        pile's only card completes a special hand)."""
        return False

    def before_pickup(self, state: GameState, action: TakePile,
                      moves: list[Move]) -> TakePile:
        """Before the pile is taken: what must be laid first is laid (MA-6.3: the
        initial meld from the hand); returns the pickup still to make."""
        return action

    # -- questions the oracle and the listing ask (they change nothing) --------------

    def action_problem(self, state: GameState, action: Action) -> str | None:
        """Why the game holds ``action`` back before the action's own check, or None
        (MA-2.2, MA-2.4: a held three is laid out first). Asked of every action."""
        return None

    def narrowed(self, state: GameState, actions: list[Action]) -> list[Action]:
        """The listing's legal ``actions`` of a draw or meld phase, narrowed by the
        game's own rules (MA-2.2, MA-2.4: with a three held, those
        :meth:`action_problem` allows)."""
        return actions

    def lay_outs(self, state: GameState) -> list[Action]:
        """The legal lay-outs of a card held in the hand (MA-2.2); [] where the game
        lays out every three at once."""
        return []

    def lay_out_problem(self, state: GameState, action: LayOut) -> str | None:
        """Why ``action`` may not lay out a card held in the hand now (MA-2.2)."""
        return Refusal(N_("Threes are laid out as they come in this game"),
                       state.ruleset.rule("red_three"))

    def rearrangements(self, state: GameState) -> list[Action]:
        """The legal moves of wild cards between the current side's melds (DK-10);
        [] where melds on the table are never rearranged."""
        return []

    def move_wilds_problem(self, state: GameState, action: MoveWilds) -> str | None:
        """Why the wild cards of ``action`` may not move between melds now (DK-10)."""
        return Refusal(N_("Melds on the table are never rearranged in this game"),
                       state.ruleset.rule("rearrange"))

    def special_hands(self, state: GameState) -> list[Action]:
        """The legal special hands to lay down now (MA-9.1); [] in a game without."""
        return []

    def special_problem(self, state: GameState, action: SpecialHand) -> str | None:
        """Why the hand may not be laid down as a special hand now (MA-9.1)."""
        return Refusal(N_("This game has no special hands"), state.ruleset.rule("meld"))

    def cards_follow_opening(self, state: GameState) -> bool:
        """Whether cards join the hand after the side's initial meld this turn, so
        that the meld may leave the hand a single card (MA-4.2: bonus cards)."""
        return False

    def discard_problem(self, state: GameState) -> str | None:
        """Why the game's own rules forbid any discard now (MA-12.5: the pile's only
        card was taken for a special hand), or None."""
        return None

    def discarding(self, state: GameState, seat: int, card: Card) -> None:
        """``card`` leaves the seat's hand for the pile, not yet on it (DK-6.1: a
        twin)."""

    def earns_twin(self, state: GameState, card: Card) -> bool:
        """A question, changing nothing: whether discarding ``card`` now would earn
        its side a twin (DK-6.1 to DK-6.3); False where the game has no twins."""
        return False

    def holds_going_out(self, state: GameState) -> bool:
        """The current player, out of cards after the discard, does not go out
        (MA-7.1, MA-4.2: bonus cards follow and the side cannot go out yet)."""
        return False

    def discarded(self, state: GameState, seat: int, card: Card) -> None:
        """``card`` is on the pile (DK-5.2: it is offered to the next player as the
        free pickup)."""

    def turn_ending(self, state: GameState, seat: int, moves: list[Move]) -> None:
        """The seat's turn ends after its discard, the play going on (MA-7.1: its
        bonus cards are drawn)."""


_IS_WILD = attrgetter("is_wild")
_IS_RED_THREE = attrgetter("is_red_three")

_PARTNERS: dict[tuple[int, bool, int], tuple[int, ...]] = {}
""":meth:`RuleSet.partners` by number of players, partnerships and seat."""

NO_TURN_RULES = TurnRules()
"""The turn rules of a game that has none of its own."""


@dataclass(frozen=True)
class Option:
    """A table rule: a name, the RuleSet field it sets, its choices and its default.

    ``rule`` is the rule id whose "Decision" it turns into an option; ``title`` the
    name players read ("Game target"; by default the name, capitalized);
    ``to_field`` turns a choice into the field's value when they differ (the
    choice itself by default); ``counts`` the numbers of players the table rule is
    played with (CL-12.3: three; empty: every count): with another count it keeps
    its default and is not offered.
    """

    name: str
    field: str
    choices: tuple[Any, ...]
    default: Any
    rule: str
    help: str
    title: str = ""
    to_field: Callable[[Any], Any] | None = None
    names: tuple[tuple[Any, str], ...] = ()  # what a choice is called on its button
    also: Callable[[Any], Mapping[str, Any]] | None = None  # other fields the choice sets
    counts: tuple[int, ...] = ()          # the player counts it is played with (all: ())

    @property
    def label(self) -> str:
        """The table rule's name as a player reads it ("Concealed going out")."""
        return self.title or self.name.replace("_", " ").capitalize()

    def choice_name(self, choice: Any) -> str | None:
        """What ``choice`` is called where players pick it ("Up to half"), or None
        where the choice's own text says it (On/Off, numbers)."""
        return dict(self.names).get(choice)

    def text(self, choice: Any) -> str:
        """``choice`` as a table rule's value is written (``"on"``, ``"off"``,
        ``"5000"``) and read back by :meth:`parse`."""
        return _choice_text(choice)

    def plays_with(self, players: int) -> bool:
        """The table rule is played with ``players`` players (see ``counts``)."""
        return not self.counts or players in self.counts

    def field_value(self, choice: Any) -> Any:
        """The RuleSet field's value for ``choice``."""
        return self.to_field(choice) if self.to_field else choice

    def changes(self, choice: Any) -> dict[str, Any]:
        """Every RuleSet field ``choice`` sets, with its value."""
        out = dict(self.also(choice)) if self.also else {}
        out[self.field] = self.field_value(choice)
        return out

    def parse(self, value: Any) -> Any:
        """Return the choice ``value`` stands for (strings like "on", "500" are
        accepted); raises TableRuleError listing the choices."""
        for choice in self.choices:
            if value == choice or str(value).strip().lower() == _choice_text(choice):
                return choice
        raise TableRuleError(Refusal(
            N_("table rule '{rule}' cannot be {value}; valid values: {valid}"), rule=self.name,
            value=repr(value), valid=", ".join(_choice_text(c) for c in self.choices)))


def switch(name: str, field: str, rule: str, help: str, title: str,
           default: bool = False) -> Option:
    """A table rule that is on or off (``default`` first among its choices)."""
    return Option(name, field, (default, not default), default, rule, help, title=title)


def _choice_text(choice: Any) -> str:
    if choice is True:
        return "on"
    if choice is False:
        return "off"
    return str(choice).lower()


@dataclass(frozen=True)
class RuleSet:
    """Everything the engine needs to know about one game of the family.

    Points are game points; counts are cards. ``prefix`` is the rule-id prefix
    cited in refusals (``"CL"``, ``"PH"``).
    """

    id: str
    name: str
    prefix: str
    players: int
    partnerships: bool
    packs: int
    jokers: int
    hand_size: int
    starter_extra: int = 0                # more cards to the first player (DK-2.2: 15)
    talon_reshuffles: int = 0             # times the pile may be shuffled into an empty
    # stock when a card must be drawn (DK-4.2, DK-4.5); 0: the play ends (G-12)
    first_turn_discard: bool = False      # the first player's first turn is a discard
    # alone (DK-4.4)
    free_pickup: bool = False             # once a deal, the previous player's first
    # natural discard may be taken alone, with no condition (DK-5.2)
    twins: bool = False                   # a discard identical to the card just
    # discarded earns a twin (DK-6.1)
    joker_canasta: bool = False           # a wild canasta of jokers only scores double
    # (DK-14.1)
    tax_losses: bool = False              # a negative deal score is taxed too (DK-14.2)
    cut_shown: int = 0                    # cards shown at the cut the starter may keep
    # (DK-2.1: three); 0: no cut phase
    free_wild_pickup: bool = False        # the free pickup may take a wild card (DK-14.3)
    top_card_counts: bool = False         # the pile's top card counts toward the initial
    # meld when laid with it (DK-8.3)
    out_opens: bool = False               # going out in the turn meets the initial
    # minimum (DK-8.2)
    meld_value: Callable[[int, Card], int] | None = None  # what a card laid on a meld
    # of a rank counts toward the initial meld (DK-8.2); None: its card_value
    keep_one_three: bool = False          # a player keeps one three in the hand while
    # the side has not melded (MA-2.2), laid out when it melds (MA-2.4)
    last_three_stays: bool = False        # a three drawn as the stock's last card stays
    # in the hand and the play ends (MA-11.3)
    turn_card: int = 0                    # the turn card is this card from the bottom of
    # the stock (MA-1.3: the ninth); 0: none
    bonus_cards: tuple[int, ...] = ()     # bonus cards after the side's initial meld
    # while the turn card is in the stock: (first side to meld, the other) (MA-7.1)
    ask_once: bool = False                # a player asks "may I go out?" once a deal
    # (MA-8.2), not once a turn
    special_hand: Callable[[RuleSet, Sequence[Card]], tuple[str, int] | None] = (
        lambda _rs, _cards: None)
    # the special hand (name, points) a whole hand forms, or None (MA-9); the
    # default: no special hands in this game
    joker_pair: bool = False              # MA-12.1
    plain_pairs: bool = False             # MA-12.2
    wild_garbage: bool = False            # MA-12.3
    special_high: bool = False            # MA-12.4
    special_from_pile: bool = False       # MA-12.5
    zip_code: bool = False                # MA-12.6
    wild_opening: bool = False            # MA-12.7
    foot_size: int = 0
    canasta_size: int = 7                 # G-8
    draw_count: int = 1
    pile_take: str = "whole"              # "whole" | "top" (DH) | "to_crosswise" (BH) | "dk"
    pile_take_count: int = 0              # for "top"
    upcard: bool = True
    max_meld: int | None = None           # None: canastas may grow (CL-4.4)
    one_meld_per_rank: str = "always"     # "always" (CL) | "unfinished" (PH) | "any" (DK)
    mixed_ok: WildLimit = CL_WILD_LIMIT
    wild_melds: bool = False              # melds of wild cards only (PH-3.5)
    max_wild_meld: int | None = None      # most cards of a meld of wild cards only
    # (DK-7.3: seven); None: as any meld
    black_three_melds: bool = True        # black threes may be melded going out (CL-3.2);
    # False: threes are never melded (DK-7.4)
    sevens_pure: bool = False             # sevens take no wild card (PH-3.6)
    sequence_melds: bool = False          # DH samba (DH-3.3)
    sevens_in_sequences: bool = True      # DH-3.5 / DH-9.1 off: after a sevens canasta
    sequences_per_suit: str = "many"      # "many" (DH-3.6) | "one" unfinished (DH-9.3 off)
    pile_cards_wait: str = "never"        # "never" | "always" (DH-5.7) | "pair" (DH-9.2 off)
    canasta_bonus: Mapping[str, int] = field(default_factory=dict)
    canastas_to_go_out: int = 1
    going_out_kinds: frozenset[str] = frozenset()
    go_out_needs_foot: bool = False       # PH-6.3
    go_out_without_discard: bool = True   # CL-7.2, PH-8.4
    last_discard_not_seven: bool = False  # PH-8.4
    sevens_discard_needs_both_sevens: bool = False  # PH-5.1
    keep_a_discard: bool = False          # no meld may leave only undiscardable cards (PH-9.2)
    going_out_bonus: int = 100
    concealed_bonus: int = 0              # CL-9.5 table rule
    foot_pickup: str = "none"             # "none" | "after_discard" (PH-6.2)
    foot_kinds: frozenset[str] | None = None  # canasta kinds whose completion brings
    # the foot (RR-3.1: not black); None: any canasta (PH-6.1)
    red_threes: str = "classic"           # "classic" (CL-9.3) | "sevens" (PH-10.4)
    # | "always" (RR-4.1: never against the side)
    red_three_each: int = 100
    red_three_all: int | None = 800       # all red threes of the deck on one side
    # (None: no more than each, RR-4.1)
    foot_red_three_each: int | None = None  # a red three in an unpicked foot: None
    # minus red_three_each (PH-10.4); RR-4.3 0, RR-7.2 + 100
    black_threes_any_size: bool = False   # a going-out meld of black threes has no
    # size limit (RR-4.2)
    glossary: str = ""                    # a line glossing the game's own words for the
    # side panel (DK-4.1, DK-7.2: "zsoli: wild card • talon: discard pile")
    canasta_names: Callable[[TableMeld], str | None] | None = None  # the game's own
    # names of its canasta kinds where they are not the rules' kinds (DK-9.1)
    naturals_after_canasta: int = 0       # a new meld of a rank the side has a
    # canasta of starts with so many naturals (RR-2.1; RR-7.1: 0)
    red_three_upcard_freezes: bool = True  # CL-5.3, PH-5.3
    red_three_upcard_redeal: bool = True  # CL-1.4: turn another card onto a three
    red_three_last_card_ends: bool = True  # CL-8.1 (else G-12: simply laid out)
    wild_pair_take: bool = True           # CL-5.2: one natural + one wild on an open pile
    initial_minimums: tuple[tuple[int, int], ...] = ((1500, 90), (3000, 120))
    initial_base: int = 50
    initial_negative: int | None = None   # minimum below 0 when it differs (PH-4.1: 15)
    minimum_by_deal: tuple[int, ...] = ()  # by deal number instead of score (DH-4.1)
    pile_freezing: bool = True            # wild cards (and red threes) freeze it (CL-5.3)
    target: int = 5000
    deals: int | None = None              # a game of so many deals (DH-8.2), else target
    # hooks: pure functions of a read-only Context (game.rules.context)
    frozen_for: Callable[[Context], str | None] = standard_frozen_for
    pickup_size: Callable[[Context], int] = standard_pickup_size
    discard_rule: Callable[[Context, Card, bool], str | None] = standard_discard_rule
    going_out_rule: Callable[[Context, Sequence[TableMeld]], str | None] = (
        standard_going_out_rule)
    winner: Callable[[RuleSet, Sequence[int], int], int | None] = standard_winner
    completion_rule: Callable[[Context], str | None] = no_completion_rule  # BH-6.1
    meld_rule: Callable[[Context, Sequence[Card], TableMeld], str | None] = no_meld_rule
    # what a meld may take by when it is laid (MA-3.2 to MA-3.6)
    meld_limits: Callable[[Context], MeldLimits] | None = None  # ``meld_rule`` as the
    # listing builds candidates (MA-3); None with a meld_rule: the oracle judges them
    initial_meld_ok: Callable[[Context, int], bool] = standard_initial_meld_ok
    opening_refusal: Callable[[Context, int], str | None] = no_opening_refusal  # why
    # melds laid this turn of so many points do not open the side beyond the count, or
    # None for the shared count sentence (MA-6.2: the pure meld missing)
    score_side: Callable[[Context], list[ScoreLine]] | None = None  # None: the standard
    # sheet (game.rules.scoring.standard_score_side: CL-9, PH-10, DH-8.1, BH-9)
    garbage_pile: bool = False            # BH-7.1
    garbage_wilds: bool = False           # BH-10.1
    card_value: Callable[[Card], int] = standard_value
    turns: TurnRules = NO_TURN_RULES      # the game's own turn rules (DK-2, DK-5.2, MA-7)
    options: tuple[Option, ...] = ()
    rule_ids: Mapping[str, str] = field(default_factory=dict)
    own_words: Mapping[str, str | tuple[str, str]] = field(default_factory=dict)  # a
    # shared message (msgid; a counted one by its singular) -> the same message in the
    # game's own words (RR-1.2: "kitty"; DK-4.1, DK-7.2: "talon", "group", "zsoli")
    blurb: str = ""                       # one line for the game lists of the UI
    playable: bool = True                 # the table can play it (else rules core only)

    @property
    def sides(self) -> int:
        """Number of sides: 2 with partnerships, else one per player (G-4)."""
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: partners sit alternately (CL, PH)."""
        return seat % 2 if self.partnerships else seat

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side, clockwise from it."""
        key = (self.players, self.partnerships, seat)
        found = _PARTNERS.get(key)
        if found is None:  # the same for every game of the count: worked out once
            found = _PARTNERS[key] = tuple(
                s for s in ((seat + k) % self.players for k in range(1, self.players))
                if self.side_of(s) == self.side_of(seat))
        return found

    def canastas_needed(self) -> int:
        """How many canastas of its own a side (or a player each for themself) must
        have made before going out, where the game counts them (CL-7.1, CL-11.3,
        CL-12.3, MA-8.1); :attr:`going_out_rule` tells a game's further conditions."""
        return self.canastas_to_go_out

    def rule(self, key: str) -> str:
        """The rule id of this game for a mechanism key (``"frozen"`` -> ``"CL-5.3"``);
        every key of :data:`RULE_KEYS` has one in every game (a test checks it)."""
        return self.rule_ids.get(key, "G-5")

    def says(self, message: str) -> str:
        """A shared message's msgid as this game words it (:attr:`own_words`): the
        foot called the kitty (RR-1.2), the pile the talon (DK-4.1)."""
        own = self.own_words.get(message, message)
        return own if isinstance(own, str) else message

    def says_n(self, forms: tuple[str, str]) -> tuple[str, str]:
        """A counted message's singular and plural (``NN_``) as this game words
        them (:attr:`own_words`, keyed by the singular)."""
        own = self.own_words.get(forms[0])
        return own if isinstance(own, tuple) else forms

    def canasta_name(self, meld: TableMeld) -> str | None:
        """The kind of canasta ``meld`` is as the game names it (DK-9.1's gold, red,
        black, red and black zsoli; else the rules' kind, :meth:`canasta_kind`);
        None for a meld that is no canasta."""
        if self.canasta_names is not None:
            return self.canasta_names(meld) if meld.is_canasta else None
        return self.canasta_kind(meld)

    def laid_points(self, rank: int, cards: Iterable[Card]) -> int:
        """What ``cards`` laid on a meld of ``rank`` (``JOKER`` for wild cards only)
        count toward the initial meld (G-9): their card values, or the game's
        ``meld_value`` (DK-8.2: a zsoli counts as the card it stands for)."""
        value = self.meld_value
        if value is None:
            return sum(self.card_value(c) for c in cards)
        return sum(value(rank, c) for c in cards)

    def initial_minimum(self, score: int, deal_no: int = 1) -> int:
        """The initial-meld minimum for a side whose cumulative score is ``score``
        at the start of deal number ``deal_no`` (CL-6.1, PH-4.1; DH-4.1 by the deal
        number, the last value for every later deal)."""
        if self.minimum_by_deal:
            return self.minimum_by_deal[min(deal_no, len(self.minimum_by_deal)) - 1]
        if score < 0 and self.initial_negative is not None:
            return self.initial_negative
        minimum = self.initial_base
        for threshold, value in self.initial_minimums:
            if score >= threshold:
                minimum = value
        return minimum

    def pile_freezes(self, pile: Sequence[Card]) -> bool:
        """The pile itself is frozen: it holds a wild card, or a red three where
        that freezes (CL-5.3, PH-5.3, DH-5.3); never where freezing has no effect
        (BH-5.1)."""
        return self.pile_freezing and (any(map(_IS_WILD, pile)) or (
            self.red_three_upcard_freezes and any(map(_IS_RED_THREE, pile))))

    def brings_foot(self, meld: TableMeld) -> bool:
        """Completing ``meld`` (a canasta) lets the player pick up the foot: any
        canasta (PH-6.1), or one of ``foot_kinds`` (RR-3.1)."""
        return self.foot_kinds is None or self.canasta_kind(meld) in self.foot_kinds

    def canasta_kind(self, meld: TableMeld) -> str | None:
        """``"natural"``, ``"mixed"``, ``"wild"``, ``"sevens"`` or ``"sequence"`` for a
        canasta, else None (CL-4.4, PH-3.7: a natural canasta of sevens is a sevens
        canasta where the game has that kind; DH-3.4: a samba is a sequence canasta)."""
        if not meld.is_canasta:
            return None
        kind = meld.kind.value
        if kind in ("wild", "sequence"):
            return kind
        if meld.wilds:
            return "mixed"
        if meld.rank == 7 and "sevens" in self.canasta_bonus:
            return "sevens"
        return "natural"

    def option(self, name: str) -> Option:
        """The table rule called ``name``; raises TableRuleError listing the valid ones."""
        for opt in self.options:
            if opt.name == name:
                return opt
        valid = ", ".join(o.name for o in self.options) or Refusal(N_("none"))
        raise TableRuleError(Refusal(N_("{game} has no table rule '{rule}'; valid table rules: "
                                        "{valid}"), game=Word(self.name), rule=name, valid=valid))

    def with_table_rules(self, values: Mapping[str, Any]) -> RuleSet:
        """A copy with table rules applied: ``{"concealed_going_out": "on"}``, in the
        order the game declares them (a rule of some player counts after the count,
        CL-12.3). A table rule not played with the number of players keeps its
        default.

        Raises TableRuleError for an unknown name, a value not among its choices, or
        a choice other than the default for a rule not played with the number of
        players.
        """
        chosen = {self.option(name).name: self.option(name).parse(value)
                  for name, value in values.items()}
        players = self.players
        if "players" in chosen:
            players = int(self.option("players").field_value(chosen["players"]))
        changes: dict[str, Any] = {}
        for opt in self.options:
            if opt.name not in chosen:
                continue
            if not opt.plays_with(players):
                if chosen[opt.name] != opt.default:
                    raise TableRuleError(Refusal(
                        N_("table rule '{rule}' is played with {counts} players only, not "
                           "{n} ({rule_id})"), rule=opt.name, n=players, rule_id=opt.rule,
                        counts=", ".join(str(n) for n in opt.counts)))
                continue
            changes.update(opt.changes(chosen[opt.name]))
        return dataclasses.replace(self, **changes)

    def table_rules(self) -> dict[str, Any]:
        """The current value of every table rule, by name (its default where it is
        not played with the number of players)."""
        out = {}
        for opt in self.options:
            if not opt.plays_with(self.players):
                out[opt.name] = opt.default
                continue
            current = getattr(self, opt.field)
            out[opt.name] = next((c for c in opt.choices if opt.field_value(c) == current),
                                 current)
        return out
