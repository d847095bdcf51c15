"""Dollars from Heaven (DH): Pennies from Heaven for four or six players with
sequence canastas, a pickup of the top five cards and four deals: its RuleSet, its
hooks and rule ids."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.rules.cards import Card
from game.rules.context import Context
from game.rules.games.pennies import PENNIES
from game.rules.messages import N_, Refusal
from game.rules.ruleset import (
    Option,
    RuleSet,
    WildLimit,
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
