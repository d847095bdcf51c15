"""Pennies from Heaven (PH): six players in two teams of three, 216 cards, a hand
and a foot, the four canasta kinds to go out: its RuleSet, table rules and rule ids."""

from __future__ import annotations

from game.rules.ruleset import (
    TWO_NATURALS_THREE_WILDS,
    Option,
    RuleSet,
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
