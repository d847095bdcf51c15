"""Bain Hand and Foot (BH): Pennies from Heaven with a 15-card hand and a 13-card
foot, the pile taken down to its topmost crosswise wild card, the partner gate and
the garbage pile: its RuleSet, its hooks and rule ids."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.rules.context import Context, standard_going_out_rule
from game.rules.games.pennies import PENNIES
from game.rules.messages import N_, Refusal
from game.rules.ruleset import (
    Option,
    TurnRules,
    WildLimit,
)
from game.rules.state import Phase

if TYPE_CHECKING:
    from game.rules.state import GameState, TableMeld


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


class BainTurns(TurnRules):
    """Bain Hand and Foot's own turn rules: the foot looked at once before play
    (BH-1.2) and the seat that made its side's initial meld remembered for the
    partner gate (BH-6.1)."""

    def before_play(self, state: GameState) -> bool:
        """BH-1.2: each player looks at the foot once, then play begins."""
        state.phase = Phase.FOOT_LOOK
        return True

    def opened(self, state: GameState, side: int) -> None:
        """BH-6.1: the partner of the seat that made the initial meld completes the
        side's first canasta (:func:`bh_completion_rule`)."""
        state.melders[side] = state.current


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
    turns=BainTurns(),
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
