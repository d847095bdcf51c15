"""One frozen :class:`RuleSet` per game, table rules as named options.

Games are data: the engine reads a RuleSet's fields, and what the data cannot
say is a small named hook, a pure function of a read-only
:class:`~game.rules.context.Context` stored in a field (``frozen_for``,
``pickup_size``, ``discard_rule``, ``going_out_rule``, ``winner``; the wild-card
limit ``mixed_ok`` is a :class:`WildLimit`). Table rules are :class:`Option`
records, each declared once with its default, its choices, the rule id it
changes, its label and how a choice becomes the field's value, applied with
:func:`dataclasses.replace`.

The registry :data:`RULESETS` holds every game of the rules core;
:func:`playable_games` those the table can play (``playable``), from which the
UI's lists of games come. Rule ids cited in refusals and score lines come only
from the game's own ``rule_ids`` table (keys: :data:`RULE_KEYS`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules.cards import Card, standard_value
from game.rules.context import (
    Context,
    no_completion_rule,
    no_meld_rule,
    standard_discard_rule,
    standard_frozen_for,
    standard_going_out_rule,
    standard_initial_meld_ok,
    standard_pickup_size,
    standard_winner,
)
from game.rules.diszitett import (
    CANASTA_BONUS as DK_CANASTA_BONUS,
)
from game.rules.diszitett import (
    DK_RULE_IDS,
    UNLIMITED,
    dk_meld_value,
    dk_mixed_ok,
    dk_score_side,
    dk_value,
    dk_winner,
)
from game.rules.messages import N_, Refusal, Word
from game.rules.modern import (
    BONUS_CARDS,
    MA_RULE_IDS,
    TURN_CARD,
    ma_discard_rule,
    ma_frozen_for,
    ma_initial_meld_ok,
    ma_meld_rule,
    ma_mixed_ok,
    ma_score_side,
    ma_special_hand,
    ma_value,
)

if TYPE_CHECKING:
    from game.rules.state import ScoreLine, TableMeld


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


def cl_1950_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """Table rule "wild_limit=1950": at least two naturals, at most three wilds."""
    return naturals >= 2 and wilds <= 3


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
CL_1950_WILD_LIMIT = WildLimit(cl_1950_mixed_ok, TWO_NATURALS_THREE_WILDS.sentence)


@dataclass(frozen=True)
class Option:
    """A table rule: a name, the RuleSet field it sets, its choices and its default.

    ``rule`` is the rule id whose "Decision" it turns into an option; ``title`` the
    name players read ("Game target"; by default the name, capitalized);
    ``to_field`` turns a choice into the field's value when they differ (the
    choice itself by default).
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

    @property
    def label(self) -> str:
        """The table rule's name as a player reads it ("Concealed going out")."""
        return self.title or self.name.replace("_", " ").capitalize()

    def choice_name(self, choice: Any) -> str | None:
        """What ``choice`` is called where players pick it ("Up to half"), or None
        where the choice's own text says it (On/Off, numbers)."""
        return dict(self.names).get(choice)

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
    take_new_meld_only: bool = False      # the pile's top card starts a new meld, never
    # joins a laid one (DK-5.3)
    twins: bool = False                   # a discard identical to the card just
    # discarded earns a twin (DK-6.1)
    joker_canasta: bool = False           # a wild canasta of jokers only scores double
    # (DK-14.1)
    tax_losses: bool = False              # a negative deal score is taxed too (DK-14.2)
    cut_shown: int = 0                    # cards shown at the cut the starter may keep
    # (DK-2.1: three); 0: no cut phase
    random_starter: bool = False          # the first deal's first player is drawn by
    # lot (DK-2.4) instead of sitting left of the given dealer
    free_wild_pickup: bool = False        # the free pickup may take a wild card (DK-14.3)
    rearranging: bool = False             # wild cards move between one's melds
    # (MoveWilds, DK-10)
    top_card_counts: bool = False         # the pile's top card counts toward the initial
    # meld when laid with it (DK-8.3)
    out_opens: bool = False               # going out in the turn meets the initial
    # minimum (DK-8.2)
    meld_value: Callable[[int, Card], int] | None = None  # what a card laid on a meld
    # of a rank counts toward the initial meld (DK-8.2); None: its card_value
    all_threes_out: bool = False          # black threes too are laid out and replaced
    # like red ones, into the side's threes area (MA-2.1)
    keep_one_three: bool = False          # a player keeps one three in the hand while
    # the side has not melded (MA-2.2), laid out when it melds (MA-2.4)
    last_three_stays: bool = False        # a three drawn as the stock's last card stays
    # in the hand and the play ends (MA-11.3)
    turn_card: int = 0                    # the turn card is this card from the bottom of
    # the stock (MA-1.3: the ninth); 0: none
    bonus_cards: tuple[int, ...] = ()     # bonus cards after the side's initial meld
    # while the turn card is in the stock: (first side to meld, the other) (MA-7.1)
    out_face_down: bool = False           # the going-out discard is face down (MA-8.1)
    ask_once: bool = False                # a player asks "may I go out?" once a deal
    # (MA-8.2), not once a turn
    take_needs_melded: bool = False       # the pile is taken only by a side that has
    # made its initial meld (MA-5.3)
    special_hand: Callable[[RuleSet, Sequence[Card]], tuple[str, int] | None] | None = None
    # the special hand (name, points) a whole hand forms, or None (MA-9); None: no
    # special hands in this game
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
    foot_term: str = "foot"               # what the game calls the foot: "foot" | "kitty"
    # (RR-1.2), for the table's words
    pile_term: str = "pile"               # what the game calls the discard pile: "pile" |
    # "talon" (DK-4.1), for the table's words
    wild_term: str = "wild"               # what the game calls a wild card: "wild" | "zsoli"
    # (DK-7.2), for the table's words; "zsoli" also names the canasta kinds of DK-9.1
    canasta_colours: bool = False         # a closed red (natural) or black (mixed)
    # canasta is topped by a natural of its colour and named by it (RR-2.4)
    naturals_after_canasta: int = 0       # a new meld of a rank the side has a
    # canasta of starts with so many naturals (RR-2.1; RR-7.1: 0)
    red_three_upcard_freezes: bool = True  # CL-5.3, PH-5.3
    red_three_upcard_redeal: bool = True  # CL-1.4: turn another card onto a three
    red_three_last_card_ends: bool = True  # CL-8.1 (else G-12: simply laid out)
    frozen_for_unmelded: bool = True      # CL-5.3
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
    initial_meld_ok: Callable[[Context, int], bool] = standard_initial_meld_ok
    score_side: Callable[[Context], list[ScoreLine]] | None = None  # None: the standard
    # sheet (game.rules.scoring.standard_score_side: CL-9, PH-10, DH-8.1, BH-9)
    partner_gate: bool = False            # remember the initial melder (BH-6.1)
    garbage_pile: bool = False            # BH-7.1
    garbage_wilds: bool = False           # BH-10.1
    foot_look: bool = False               # look at the foot once before play (BH-1.2)
    card_value: Callable[[Card], int] = standard_value
    options: tuple[Option, ...] = ()
    rule_ids: Mapping[str, str] = field(default_factory=dict)
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
        return tuple(s for s in ((seat + k) % self.players for k in range(1, self.players))
                     if self.side_of(s) == self.side_of(seat))

    def rule(self, key: str) -> str:
        """The rule id of this game for a mechanism key (``"frozen"`` -> ``"CL-5.3"``);
        every key of :data:`RULE_KEYS` has one in every game (a test checks it)."""
        return self.rule_ids.get(key, "G-5")

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
        return self.pile_freezing and any(
            c.is_wild or (c.is_red_three and self.red_three_upcard_freezes) for c in pile)

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
        """A copy with table rules applied: ``{"concealed_going_out": "on"}``.

        Raises TableRuleError for an unknown name or a value not among its choices.
        """
        changes: dict[str, Any] = {}
        for name, value in values.items():
            opt = self.option(name)
            changes.update(opt.changes(opt.parse(value)))
        return dataclasses.replace(self, **changes)

    def table_rules(self) -> dict[str, Any]:
        """The current value of every table rule, by name."""
        out = {}
        for opt in self.options:
            current = getattr(self, opt.field)
            out[opt.name] = next((c for c in opt.choices if opt.field_value(c) == current),
                                 current)
        return out


CLASSIC = RuleSet(
    id="classic",
    name="Classic Canasta",
    prefix="CL",
    blurb="4 players in two partnerships \u00b7 108 cards \u00b7 11 cards each",
    players=4,
    partnerships=True,
    packs=2,
    jokers=4,
    hand_size=11,
    canasta_bonus={"natural": 500, "mixed": 300},
    canastas_to_go_out=1,
    initial_minimums=((1500, 90), (3000, 120)),
    initial_base=50,
    target=5000,
    options=(
        Option("concealed_going_out", "concealed_bonus", (False, True), False, "CL-9.5",
               "+100 more for going out in one turn without the side having melded before",
               to_field=lambda on: 100 if on else 0),
        Option("wild_limit", "mixed_ok", ("seed", "1950"), "seed", "CL-4.2",
               "up to half: wild cards may not outnumber naturals; up to three (the 1950 "
               "rule): at least two naturals and at most three wild cards in a meld",
               names=(("seed", "Up to half"), ("1950", "Up to three")),
               title="Wild cards in a meld",
               to_field=lambda c: CL_WILD_LIMIT if c == "seed" else CL_1950_WILD_LIMIT),
        Option("target", "target", (5000, 3000, 10000), 5000, "CL-10.1",
               "the cumulative score that ends the game", title="Game target"),
    ),
    rule_ids={
        "deal": "CL-1.2", "upcard": "CL-1.4", "turn": "CL-2.2", "red_three": "CL-3.1",
        "black_three": "CL-3.2", "meld": "CL-4.1", "wild_limit": "CL-4.2",
        "one_per_rank": "CL-4.3", "canasta": "CL-4.4", "take": "CL-5.1",
        "open_take": "CL-5.2", "frozen": "CL-5.3", "top_blocked": "CL-5.4",
        "minimum": "CL-6.1", "minimum_hand": "CL-6.2", "go_out": "CL-7.1",
        "go_out_how": "CL-7.2", "ask": "CL-7.3", "empty_hand": "CL-7.4", "end": "CL-8.1",
        "stock_out": "G-12", "game": "CL-10.1", "undo": "CL-6.3",
        "all_sevens": "G-12", "sevens_discard": "CL-2.2", "completed_only": "CL-5.2",
        "wild_meld": "CL-4.2", "sevens_meld": "CL-4.1", "foot": "CL-7.1",
        "foot_pickup": "CL-7.1", "foot_to_go_out": "CL-7.1", "meld_size": "CL-4.4",
        "melded_points": "CL-9.1", "canasta_bonus": "CL-9.2", "red_three_score": "CL-9.3",
        "going_out_bonus": "CL-9.4", "concealed_bonus": "CL-9.5", "hand_penalty": "CL-9.1",
        "foot_penalty": "CL-9.1", "foot_red_threes": "CL-9.3", "sequence": "CL-4.1",
        "sequence_sevens": "CL-4.1", "sequences_per_suit": "CL-4.3", "sequence_take": "CL-5.2",
        "pile_wait": "CL-5.1", "partner_gate": "CL-7.1", "partner_second": "CL-7.1",
        "garbage": "CL-4.1", "foot_look": "CL-1.2", "black_three_top": "CL-3.2",
        "pickup": "CL-5.1",
        "rearrange": "CL-4.1", "reshuffle_limit": "G-12",
    },
)

PENNIES = RuleSet(
    id="pennies",
    name="Pennies from Heaven",
    prefix="PH",
    blurb="6 players in two teams of three \u00b7 216 cards \u00b7 a hand and a foot",
    players=6,
    partnerships=True,
    packs=4,
    jokers=8,
    hand_size=13,
    foot_size=11,
    draw_count=2,
    max_meld=7,
    one_meld_per_rank="unfinished",
    mixed_ok=TWO_NATURALS_THREE_WILDS,
    wild_melds=True,
    sevens_pure=True,
    canasta_bonus={"natural": 500, "mixed": 300, "wild": 1000, "sevens": 1500},
    canastas_to_go_out=1,
    going_out_kinds=frozenset({"natural", "mixed", "wild", "sevens"}),
    go_out_needs_foot=True,
    last_discard_not_seven=True,
    sevens_discard_needs_both_sevens=True,
    keep_a_discard=True,
    foot_pickup="after_discard",
    red_threes="sevens",
    red_three_all=1000,
    red_three_upcard_redeal=False,
    red_three_last_card_ends=False,
    frozen_for_unmelded=True,
    wild_pair_take=False,
    initial_minimums=((5000, 90), (10000, 120), (15000, 150)),
    initial_base=50,
    initial_negative=15,
    target=20000,
    options=(
        Option("mixed_canasta_bonus", "canasta_bonus", (300, 500), 300, "PH-3.7",
               "bonus of a mixed (black) canasta: 300, as in the sister games, or 500, "
               "as one old table gives",
               to_field=lambda v: {"natural": 500, "mixed": v, "wild": 1000, "sevens": 1500}),
        Option("initial_meld_ranges", "initial_minimums", ("x10", "books"), "x10", "PH-4.1",
               "minimum by score: 90 from 5000, 120 from 10000, 150 from 15000 (x10), "
               "or thresholds ten times smaller, as two printed books give (books)",
               to_field=lambda c: (
                   ((5000, 90), (10000, 120), (15000, 150)) if c == "x10"
                   else ((500, 90), (1000, 120), (1500, 150)))),
        Option("foot_before_going_out", "go_out_needs_foot", (True, False), True, "PH-6.3",
               "a player must have picked up the foot before going out (the Hand and Foot "
               "custom); off: going out with the foot unpicked, which then counts against"),
        Option("target", "target", (20000, 10000, 30000), 20000, "PH-11.1",
               "the cumulative score that ends the game", title="Game target"),
    ),
    rule_ids={
        "deal": "PH-1.2", "upcard": "PH-1.3", "turn": "PH-2.1", "red_three": "PH-7.1",
        "black_three": "PH-7.3", "meld": "PH-3.1", "wild_limit": "PH-3.4",
        "one_per_rank": "PH-3.2", "canasta": "PH-3.1", "take": "PH-5.4",
        "open_take": "PH-5.5", "frozen": "PH-5.3", "top_blocked": "PH-5.2",
        "completed_only": "PH-5.6", "minimum": "PH-4.1", "minimum_hand": "PH-4.2",
        "go_out": "PH-8.1", "go_out_how": "PH-8.4", "ask": "PH-8.3", "empty_hand": "PH-8.2",
        "end": "PH-9.1", "all_sevens": "PH-9.2", "sevens_discard": "PH-5.1",
        "foot": "PH-6.1", "foot_pickup": "PH-6.2", "foot_to_go_out": "PH-6.3",
        "wild_meld": "PH-3.5", "sevens_meld": "PH-3.6", "stock_out": "G-12",
        "game": "PH-11.1", "undo": "PH-4.2", "meld_size": "PH-3.1",
        "melded_points": "PH-10.1", "canasta_bonus": "PH-3.7", "red_three_score": "PH-10.4",
        "going_out_bonus": "PH-10.2", "concealed_bonus": "PH-10.2", "hand_penalty": "PH-10.3",
        "foot_penalty": "PH-10.3", "foot_red_threes": "PH-10.4", "sequence": "PH-3.3",
        "sequence_sevens": "PH-3.6", "sequences_per_suit": "PH-3.2", "sequence_take": "PH-5.5",
        "pile_wait": "PH-5.4", "partner_gate": "PH-6.1", "partner_second": "PH-6.1",
        "garbage": "PH-3.3", "foot_look": "PH-1.2", "black_three_top": "PH-7.3",
        "pickup": "PH-5.4",
        "rearrange": "PH-3.1", "reshuffle_limit": "G-12",
    },
)

def dh_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """DH-3.2: at least two naturals and at most two wild cards; a third wild card
    only in a meld of seven (the play that completes the canasta)."""
    return naturals >= 2 and (wilds <= 2 or (wilds == 3 and size_after >= 7))


DH_WILD_LIMIT = WildLimit(
    dh_mixed_ok, N_("A mixed meld holds at least two natural cards and at most two wild cards, "
                    "a third one only as it reaches seven cards (this one would have {naturals} "
                    "and {wilds})"))


def dh_discard_rule(ctx: Context, card: Card, last_card: bool) -> str | None:
    """DH-5.1: jokers are never discarded; a seven only as the final discard of a
    player going out (DH-7.2)."""
    rs = ctx.ruleset
    if card.is_joker:
        return Refusal(N_("Jokers may never be discarded"), rs.rule("sevens_discard"))
    if card.rank == 7 and not last_card:
        return Refusal(N_("Sevens may not be discarded except as the final discard when going "
                          "out"), rs.rule("sevens_discard"))
    return None


def after_deals(rs: RuleSet, cumulative: Sequence[int], deals: int) -> int | None:
    """DH-8.2: after ``rs.deals`` deals the higher total wins; a tie means another
    deal, and another after each further tie."""
    if rs.deals is None or deals < rs.deals:
        return None
    best = max(cumulative)
    leaders = [side for side, s in enumerate(cumulative) if s == best]
    return leaders[0] if len(leaders) == 1 else None


DOLLARS = dataclasses.replace(
    PENNIES,  # "Where this file is silent, PH applies" (DH)
    id="dollars",
    name="Dollars from Heaven",
    prefix="DH",
    blurb="4 or 6 players in two teams \u00b7 216 cards \u00b7 sequence canastas \u00b7 4 deals",
    players=4,
    pile_take="top",
    pile_take_count=5,
    mixed_ok=DH_WILD_LIMIT,
    sequence_melds=True,
    pile_cards_wait="always",
    canasta_bonus={"natural": 500, "mixed": 300, "wild": 1000, "sevens": 1500,
                   "sequence": 2000},
    going_out_kinds=frozenset({"natural", "mixed", "wild", "sevens", "sequence"}),
    last_discard_not_seven=False,
    sevens_discard_needs_both_sevens=False,
    discard_rule=dh_discard_rule,
    initial_minimums=(),
    initial_negative=None,
    minimum_by_deal=(50, 90, 120, 150),
    deals=4,
    winner=after_deals,
    target=0,
    playable=True,
    options=(
        Option("players", "players", (4, 6), 4, "DH-1.1",
               "four players (four packs, 216 cards) or six (five packs, 270 cards), "
               "in two teams", title="Players",
               also=lambda n: {"packs": 4 if n == 4 else 5, "jokers": 8 if n == 4 else 10,
                               "red_three_all": 1000 if n == 4 else 1200}),
        Option("sevens_in_sequences", "sevens_in_sequences", (True, False), True, "DH-9.1",
               "sevens may go in sequence melds at any time; off: only once the team has "
               "completed a sevens canasta", title="Sevens in sequences"),
        Option("pile_cards_wait", "pile_cards_wait", ("always", "pair"), "always", "DH-9.2",
               "cards taken from the pile wait for the next turn after every pickup "
               "(always), or only after a pickup with a natural pair (pair)",
               title="Pile cards wait"),
        Option("sequences_per_suit", "sequences_per_suit", ("many", "one"), "many", "DH-9.3",
               "several unfinished sequence melds of one suit may lie at once (many), or "
               "at most one (one)", title="Sequences per suit"),
    ),
    rule_ids={
        "deal": "DH-1.2", "upcard": "DH-1.3", "turn": "DH-2.1", "red_three": "DH-6.2",
        "black_three": "DH-6.3", "meld": "DH-3.1", "wild_limit": "DH-3.2",
        "one_per_rank": "DH-3.1", "canasta": "DH-3.1", "take": "DH-5.4",
        "open_take": "DH-5.5", "frozen": "DH-5.3", "top_blocked": "DH-5.2",
        "completed_only": "DH-5.6", "minimum": "DH-4.1", "minimum_hand": "DH-4.2",
        "go_out": "DH-7.1", "go_out_how": "DH-7.2", "ask": "DH-7.2", "empty_hand": "DH-7.2",
        "end": "DH-6.4", "all_sevens": "DH-6.4", "sevens_discard": "DH-5.1",
        "foot": "DH-6.1", "foot_pickup": "DH-6.1", "foot_to_go_out": "DH-7.2",
        "wild_meld": "DH-3.4", "sevens_meld": "DH-3.2", "stock_out": "G-12",
        "game": "DH-8.2", "undo": "DH-4.2", "meld_size": "DH-3.1",
        "melded_points": "DH-8.1", "canasta_bonus": "DH-3.4", "red_three_score": "DH-6.2",
        "going_out_bonus": "DH-8.1", "concealed_bonus": "DH-8.1", "hand_penalty": "DH-8.1",
        "foot_penalty": "DH-8.1", "foot_red_threes": "DH-6.2", "sequence": "DH-3.3",
        "sequence_sevens": "DH-3.5", "sequences_per_suit": "DH-3.6", "sequence_take": "DH-5.5",
        "pile_wait": "DH-5.7", "partner_gate": "DH-6.1", "partner_second": "DH-6.1",
        "garbage": "DH-3.1", "foot_look": "DH-1.2", "black_three_top": "DH-5.2",
        "pickup": "DH-2.1",
        "rearrange": "DH-3.1", "reshuffle_limit": "G-12",
    },
)

def bh_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """BH-3.2: more naturals than wild cards (one wild in 3-4 cards, two in 5-6,
    three in a canasta)."""
    return naturals > wilds


BH_WILD_LIMIT = WildLimit(
    bh_mixed_ok, N_("A meld must hold more natural cards than wild cards "
                    "(this one would have {naturals} and {wilds})"))


def bh_frozen_for(ctx: Context) -> str | None:
    """BH-5.1: the pile is taken only with a natural pair; freezing has no effect."""
    return Refusal(N_("the pile is taken only with a natural pair matching its top card"))


def bh_discard_rule(ctx: Context, card: Card, last_card: bool) -> str | None:
    """BH-7.2: sevens are never discarded (so the last discard is never a seven)."""
    if card.rank == 7:
        return Refusal(N_("Sevens may never be discarded"), ctx.ruleset.rule("sevens_discard"))
    return None


def bh_going_out_rule(ctx: Context, melds: Sequence[TableMeld]) -> str | None:
    """BH-8.1: the four canasta kinds and every red three of the deck face up on the
    table (either side's); BH-8.3: both partners have picked up their feet."""
    rs = ctx.ruleset
    problem = standard_going_out_rule(ctx, melds)
    if problem:
        return problem
    every = 2 * rs.packs
    if ctx.red_threes_out < every:
        return Refusal(N_("All {n} red threes must be face up on the table before anyone goes "
                          "out"), rs.rule("go_out"), n=every)
    if not all(ctx.feet_taken()):
        return Refusal(N_("Both partners must have picked up their feet"),
                       rs.rule("foot_to_go_out"))
    return None


def bh_completion_rule(ctx: Context) -> str | None:
    """BH-6.1, BH-6.4: until both partners have completed a canasta, the initial
    melder's partner completes the team's first and the initial melder its second."""
    rs = ctx.ruleset
    partners = ctx.partners_completed()
    if ctx.completed and all(partners):
        return None
    if ctx.completed:
        return Refusal(N_("You have completed a canasta: your partner completes one before you "
                          "complete another"), rs.rule("partner_second"))
    melder = ctx.initial_melder if ctx.melded else ctx.seat  # melding now: the melder
    if melder == ctx.seat and not any(partners):
        return Refusal(N_("You made your side's initial meld: your partner completes its first "
                          "canasta"), rs.rule("partner_gate"))
    return None


BAIN = dataclasses.replace(
    PENNIES,  # "Where silent, PH applies" (BH)
    id="bain",
    name="Bain Hand and Foot",
    prefix="BH",
    blurb="4 players in two partnerships \u00b7 216 cards \u00b7 15-card hand, 13-card foot",
    players=4,
    hand_size=15,
    foot_size=13,
    pile_take="to_crosswise",
    pile_freezing=False,
    frozen_for=bh_frozen_for,
    mixed_ok=BH_WILD_LIMIT,
    canasta_bonus={"natural": 500, "mixed": 300, "wild": 1000, "sevens": 1500},
    going_out_rule=bh_going_out_rule,
    go_out_without_discard=False,
    last_discard_not_seven=True,
    sevens_discard_needs_both_sevens=False,
    discard_rule=bh_discard_rule,
    going_out_bonus=200,
    foot_pickup="at_once",
    completion_rule=bh_completion_rule,
    partner_gate=True,
    foot_look=True,
    garbage_pile=True,
    red_three_all=800,
    initial_negative=0,
    playable=True,
    options=(
        Option("garbage_wilds", "garbage_wilds", (False, True), False, "BH-10.1",
               "wild cards may go in the garbage pile once the team has a wild canasta",
               title="Wild cards in the garbage pile"),
        Option("all_red_threes", "red_three_all", (800, 1000), 800, "BH-10.2",
               "all eight red threes on one side count 800 (nothing extra) or 1000, as "
               "in Pennies from Heaven", title="All eight red threes"),
        Option("target", "target", (20000, 10000, 30000), 20000, "BH-9.4",
               "the cumulative score that ends the game", title="Game target"),
    ),
    rule_ids={
        "deal": "BH-1.2", "upcard": "BH-1.3", "turn": "BH-2.1", "red_three": "BH-1.4",
        "black_three": "PH-7.3", "meld": "BH-3.1", "wild_limit": "BH-3.2",
        "one_per_rank": "PH-3.2", "canasta": "BH-3.1", "take": "BH-5.1",
        "open_take": "BH-5.1", "frozen": "BH-5.1", "top_blocked": "BH-5.1",
        "completed_only": "BH-5.1", "minimum": "BH-4.1", "minimum_hand": "BH-4.1",
        "go_out": "BH-8.1", "go_out_how": "BH-8.2", "ask": "BH-8.2", "empty_hand": "BH-8.3",
        "end": "BH-9.6", "all_sevens": "BH-7.4", "sevens_discard": "BH-7.2",
        "foot": "BH-6.2", "foot_pickup": "BH-6.2", "foot_to_go_out": "BH-8.3",
        "wild_meld": "BH-3.1", "sevens_meld": "BH-3.3", "stock_out": "G-12",
        "game": "BH-9.4", "undo": "PH-4.2", "meld_size": "BH-3.1",
        "melded_points": "BH-9.3", "canasta_bonus": "BH-9.1", "red_three_score": "BH-9.2",
        "going_out_bonus": "BH-9.1", "concealed_bonus": "BH-9.1", "hand_penalty": "BH-9.3",
        "foot_penalty": "BH-9.3", "foot_red_threes": "BH-9.5", "sequence": "BH-3.1",
        "sequence_sevens": "BH-3.3", "sequences_per_suit": "BH-3.1", "sequence_take": "BH-5.1",
        "pile_wait": "BH-5.3", "partner_gate": "BH-6.1", "partner_second": "BH-6.4",
        "garbage": "BH-7.1", "foot_look": "BH-1.2", "black_three_top": "BH-5.1",
        "pickup": "BH-5.2",
        "rearrange": "BH-3.1", "reshuffle_limit": "G-12",
    },
)

RAILROAD_RULE_IDS: Mapping[str, str] = {
    "deal": "RR-1.2", "upcard": "RR-1.3", "turn": "PH-2.1", "red_three": "RR-4.1",
    "black_three": "RR-4.2", "meld": "PH-3.1", "wild_limit": "RR-2.3",
    "one_per_rank": "PH-3.2", "canasta": "RR-2.1", "take": "PH-5.4",
    "open_take": "PH-5.5", "frozen": "PH-5.3", "top_blocked": "PH-5.2",
    "completed_only": "RR-2.1", "minimum": "RR-6.1", "minimum_hand": "PH-4.2",
    "go_out": "RR-5.1", "go_out_how": "RR-5.2", "ask": "RR-5.2", "empty_hand": "PH-8.2",
    "end": "RR-5.6", "all_sevens": "RR-5.5", "sevens_discard": "RR-5.4",
    "foot": "RR-3.1", "foot_pickup": "RR-3.1", "foot_to_go_out": "RR-3.2",
    "wild_meld": "RR-2.3", "sevens_meld": "RR-2.3", "stock_out": "RR-5.6",
    "game": "RR-6.2", "undo": "PH-4.2", "meld_size": "RR-2.1",
    "melded_points": "RR-5.3", "canasta_bonus": "RR-2.2", "red_three_score": "RR-4.1",
    "going_out_bonus": "RR-5.3", "concealed_bonus": "RR-5.3", "hand_penalty": "RR-5.3",
    "foot_penalty": "RR-5.3", "foot_red_threes": "RR-4.3", "sequence": "PH-3.3",
    "sequence_sevens": "RR-2.3", "sequences_per_suit": "PH-3.2", "sequence_take": "PH-5.5",
    "pile_wait": "PH-5.4", "partner_gate": "RR-3.1", "partner_second": "RR-3.1",
    "garbage": "PH-3.3", "foot_look": "RR-1.2", "black_three_top": "RR-4.2",
    "pickup": "PH-5.4", "rearrange": "PH-3.1", "reshuffle_limit": "RR-5.6",
}
"""Railroad's rule ids: RR where it speaks, PH where it is silent (RR preamble)."""

RAILROAD = dataclasses.replace(
    PENNIES,  # "as in Pennies from Heaven ... with these exceptions" (RR)
    id="railroad",
    name="Railroad Canasta",
    prefix="RR",
    blurb=N_("2 to 6 players, each for themself \u00b7 two packs per player \u00b7 "
             "a hand and a kitty"),
    players=2,                            # RR-1.4 (the "players" table rule)
    partnerships=False,
    packs=4,                              # RR-1.1: two packs with their jokers per player
    jokers=8,
    hand_size=13,                         # RR-1.2
    foot_size=11,
    foot_kinds=frozenset({"natural", "wild", "sevens"}),  # RR-3.1: not black
    go_out_without_discard=False,         # RR-5.2
    red_threes="always",                  # RR-4.1
    red_three_all=None,
    foot_red_three_each=0,                # RR-4.3 (RR-7.2: + 100)
    black_threes_any_size=True,           # RR-4.2
    naturals_after_canasta=3,             # RR-2.1 (RR-7.1: any legal meld)
    foot_term="kitty",                    # RR-1.2
    canasta_colours=True,                 # RR-2.4
    initial_minimums=((5000, 90), (10000, 120), (15000, 150)),  # RR-6.1: PH-4.1
    target=20000,                         # RR-6.2: PH-11.1
    playable=True,
    options=(
        Option("players", "players", (2, 3, 4, 5, 6), 2, "RR-1.4",
               N_("two to six players, each for themself, with two packs and four jokers "
                  "per player"), title=N_("Players"),
               also=lambda n: {"packs": 2 * n, "jokers": 4 * n}),
        Option("new_meld_after_canasta", "naturals_after_canasta", (False, True), False,
               "RR-7.1", N_("after a closed canasta, a new meld of its rank may be any legal "
                            "meld; off: it starts with three natural cards"),
               title=N_("Any new meld after a closed canasta"),
               to_field=lambda on: 0 if on else 3),
        Option("kitty_red_threes", "foot_red_three_each", (False, True), False, "RR-7.2",
               N_("red threes in a kitty not picked up count 100 each; off: nothing"),
               title=N_("Red threes in an unpicked kitty"),
               to_field=lambda on: 100 if on else 0,
               also=lambda on: {"rule_ids": {**RAILROAD_RULE_IDS,
                                             "foot_red_threes": "RR-7.2" if on else "RR-4.3"}}),
    ),
    rule_ids=RAILROAD_RULE_IDS,
)
"""Railroad Canasta (RR): Pennies from Heaven for two to six players each on their
own, the kitty brought by a canasta that is not black, no limit of three red threes."""

DK_WILD_LIMIT = WildLimit(
    dk_mixed_ok, N_("A meld must hold more natural cards than wild cards "
                    "(this one would have {naturals} and {wilds})"))

DISZITETT = RuleSet(
    id="diszitett",
    name="Díszített kanaszta",
    prefix="DK",
    blurb=N_("2 to 4 players, each for themself \u00b7 112 cards \u00b7 15 cards to the "
             "starter, 14 to the others"),
    players=2,                            # DK-1.4 (the "players" table rule)
    partnerships=False,
    packs=2,                              # DK-1.1
    jokers=8,
    hand_size=14,                         # DK-2.2
    starter_extra=1,                      # DK-2.2: 15 to the starter
    cut_shown=3,                          # DK-2.1: three cards shown at the cut
    random_starter=True,                  # DK-2.4
    rearranging=True,                     # DK-10
    top_card_counts=True,                 # DK-8.3: all cards laid in the turn
    out_opens=True,                       # DK-8.2
    meld_value=dk_meld_value,             # DK-8.2
    first_turn_discard=True,              # DK-4.4
    talon_reshuffles=3,                   # DK-4.2, DK-4.5 (table rule DK-14.5)
    upcard=False,                         # DK-4.1: the starter's discard starts the talon
    canasta_size=7,                       # DK-9.1
    max_meld=8,                           # DK-7.1
    one_meld_per_rank="any",              # DK-7.5
    mixed_ok=DK_WILD_LIMIT,               # DK-7.2
    wild_melds=True,                      # DK-7.3
    max_wild_meld=7,                      # DK-7.3
    black_three_melds=False,              # DK-7.4
    pile_freezing=False,                  # DK-5.1: only the top card counts
    frozen_for_unmelded=False,            # DK-5.3: e.g. a four and a zsoli take a four
    free_pickup=True,                     # DK-5.2
    take_new_meld_only=True,              # DK-5.3
    twins=True,                           # DK-6
    pile_term="talon",                    # DK-4.1
    wild_term="zsoli",                    # DK-7.2, DK-9.1
    canasta_bonus=dict(DK_CANASTA_BONUS),
    going_out_bonus=100,                  # DK-12.1
    concealed_bonus=100,                  # DK-12.1: going out from hand
    go_out_without_discard=False,         # DK-11.1
    red_threes="always",                  # DK-12.1: never against the player
    red_three_all=800,
    initial_minimums=(),                  # DK-8.1: one agreed minimum
    initial_base=50,
    target=10000,                         # DK-13.4
    winner=dk_winner,
    score_side=dk_score_side,
    card_value=dk_value,
    options=(
        Option("players", "players", (2, 3, 4), 2, "DK-1.4",
               N_("two to four players, each for themself"), title=N_("Players")),
        Option("opening_minimum", "initial_base", (50, 75, 90, 120), 50, "DK-14.4",
               N_("the count the first cards laid in a deal must reach"),
               title=N_("Opening minimum")),
        Option("reshuffles", "talon_reshuffles", (3, 1, 2, "unlimited"), 3, "DK-14.5",
               N_("how many times a deal the talon may become the stock"),
               title=N_("Reshuffles"),
               to_field=lambda c: UNLIMITED if c == "unlimited" else c),
        Option("joker_canasta", "joker_canasta", (False, True), False, "DK-14.1",
               N_("a red zsoli canasta of seven jokers scores 1000 instead of 500"),
               title=N_("Joker canasta")),
        Option("free_zsoli", "free_wild_pickup", (False, True), False, "DK-14.3",
               N_("the free pickup may take a zsoli: the first discard that is not a black "
                  "three is offered even when it is a zsoli"),
               title=N_("Free zsoli")),
        Option("tax_on_losses", "tax_losses", (False, True), False, "DK-14.2",
               N_("a negative deal score is taxed too, by its absolute value"),
               title=N_("Tax on losses")),
    ),
    rule_ids=DK_RULE_IDS,
)
"""Díszített kanaszta (DK): two to four players each for themself, the cut, free
and penalized pickups, twins, five canasta kinds and a taxed score to over 10000."""

MODERN = RuleSet(
    id="modern",
    name="Modern American Canasta",
    prefix="MA",
    players=4,
    partnerships=True,
    packs=2,                              # MA-1.1
    jokers=4,
    hand_size=13,                         # MA-1.2
    upcard=False,                         # MA-1.2
    card_value=ma_value,                  # MA-1.1, MA-10.5
    all_threes_out=True,                  # MA-2.1
    keep_one_three=True,                  # MA-2.2, MA-2.4
    black_three_melds=False,              # MA-2.3
    last_three_stays=True,                # MA-11.3
    turn_card=TURN_CARD,                  # MA-1.3
    bonus_cards=BONUS_CARDS,              # MA-7.1
    max_meld=7,                           # MA-3.1
    one_meld_per_rank="always",           # MA-3.1, MA-3.7
    mixed_ok=WildLimit(ma_mixed_ok, N_(   # MA-3.2, MA-3.4
        "A meld holds at least two natural cards and at most two wild cards (this one "
        "would have {naturals} and {wilds})")),
    sevens_pure=True,                     # MA-3.3
    wild_melds=True,                      # MA-3.5
    max_wild_meld=7,
    meld_rule=ma_meld_rule,               # MA-3.2 to MA-3.6
    pile_freezing=False,                  # MA-5.5
    frozen_for=ma_frozen_for,             # MA-5.1
    take_needs_melded=True,               # MA-5.3
    initial_base=125,                     # MA-6.1
    initial_minimums=((3000, 155), (5000, 180)),
    initial_meld_ok=ma_initial_meld_ok,   # MA-6.2, MA-6.4
    wild_opening=True,                    # MA-12.7
    canastas_to_go_out=2,                 # MA-8.1
    go_out_without_discard=False,         # MA-8.1
    out_face_down=True,                   # MA-8.1
    going_out_bonus=100,                  # MA-10.1
    keep_a_discard=True,                  # MA-11.5
    ask_once=True,                        # MA-8.2
    discard_rule=ma_discard_rule,         # MA-11.1, MA-11.2
    red_three_upcard_redeal=False,
    special_hand=ma_special_hand,         # MA-9
    score_side=ma_score_side,             # MA-10
    target=8500,                          # MA-11.4
    blurb=N_("4 players in two partnerships \u00b7 108 cards \u00b7 13 cards each \u00b7 "
             "bonus cards and special hands"),
    options=tuple(switch(*args) for args in (
        ("jokers_pair", "joker_pair", "MA-12.1",
         N_("in the pairs hand with twos, sevens and aces the wild pair may be two jokers"),
         N_("Jokers as the wild pair")),
        ("plain_pairs_only", "plain_pairs", "MA-12.2",
         N_("the pairs hand never holds wild cards: the pairs hand with twos is not "
            "recognized"), N_("Pairs without wild cards only")),
        ("wild_garbage", "wild_garbage", "MA-12.3",
         N_("garbage is four natural three-of-a-kinds and two matching wild cards"),
         N_("Garbage with wild cards")),
        ("special_3500", "special_high", "MA-12.4",
         N_("both pairs hands and garbage score 3500"), N_("Pairs and garbage 3500")),
        ("special_from_pile", "special_from_pile", "MA-12.5",
         N_("a special hand may be completed with the pile's only card"),
         N_("Special hand from the pile")),
        ("zip_code", "zip_code", "MA-12.6",
         N_("the zip code special hand: a four-of-a-kind, two three-of-a-kinds and two "
            "pairs, 2000"), N_("Zip code")),
        ("wild_opening", "wild_opening", "MA-12.7",
         N_("a meld of three or more wild cards may be the initial meld's required "
            "three-card meld"), N_("Wild meld opens"), True),
    )),
    rule_ids=MA_RULE_IDS,
)
"""Modern American Canasta (MA): four players in two partnerships, every three laid
out, melds of at most seven whose wild cards depend on when they are laid, bonus
cards, two canastas to go out, special hands."""

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
        valid: Any = " or ".join(str(n) for n in counts[:-1])
        if valid:
            valid = Refusal(N_("{some} or {last}"), some=valid, last=counts[-1])
        else:
            valid = counts[-1]
        raise TableRuleError(Refusal(N_("{game} is played by {valid} players, not {n}"),
                                     game=Word(REGISTRY[game_id].name), valid=valid, n=players))
    if len(counts) > 1:
        rules["players"] = players
    return rules
