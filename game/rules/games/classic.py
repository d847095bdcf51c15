"""Classic Canasta (CL): four players in two partnerships, 108 cards, 11 cards each,
one canasta to go out, the game to 5000; or two players each for themself with 15
cards, drawing two and going out with two canastas (CL-11), or three with 13 cards
(CL-12, table rule CL-12.3: draw two): its RuleSet, table rules and rule ids."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.messages import N_
from game.rules.ruleset import (
    CL_WILD_LIMIT,
    TWO_NATURALS_THREE_WILDS,
    Option,
    RuleSet,
    WildLimit,
)


def cl_1950_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """Table rule "wild_limit=1950": at least two naturals, at most three wilds."""
    return naturals >= 2 and wilds <= 3


CL_1950_WILD_LIMIT = WildLimit(cl_1950_mixed_ok, TWO_NATURALS_THREE_WILDS.sentence)


CL_RULE_IDS: Mapping[str, str] = {
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
}
"""Every mechanism's rule id in Classic Canasta for four (test_rule_keys)."""

SOLO_RULE_IDS: Mapping[int, Mapping[str, str]] = {
    2: {**CL_RULE_IDS, "deal": "CL-11.1", "turn": "CL-11.2", "go_out": "CL-11.3",
        "ask": "CL-11.4", "foot": "CL-11.3", "foot_pickup": "CL-11.3",
        "foot_to_go_out": "CL-11.3", "partner_gate": "CL-11.4", "partner_second": "CL-11.4"},
    3: {**CL_RULE_IDS, "deal": "CL-12.1", "go_out": "CL-12.2", "ask": "CL-12.2",
        "foot": "CL-12.2", "foot_pickup": "CL-12.2", "foot_to_go_out": "CL-12.2",
        "partner_gate": "CL-12.2", "partner_second": "CL-12.2"},
}
"""The rule ids that change with two players (CL-11) and three (CL-12)."""

DRAW_TWO_RULE_IDS: Mapping[str, str] = {**SOLO_RULE_IDS[3], "turn": "CL-12.3",
                                         "go_out": "CL-12.3"}
"""Three players drawing two (table rule CL-12.3)."""

HAND_SIZES = {2: 15, 3: 13, 4: 11}
"""Cards dealt to each player by the number of players (CL-11.1, CL-12.1, CL-1.2)."""


def for_players(n: int) -> dict[str, Any]:
    """The fields the number of players ``n`` sets: four in two partnerships
    (CL-1 to CL-10); two or three each for themself, 15 or 13 cards each (CL-11.1,
    CL-12.1), two players drawing two and going out with two canastas (CL-11.2,
    CL-11.3)."""
    return {"partnerships": n == 4, "hand_size": HAND_SIZES[n],
            "draw_count": 2 if n == 2 else 1, "canastas_to_go_out": 2 if n == 2 else 1,
            "rule_ids": SOLO_RULE_IDS.get(n, CL_RULE_IDS)}


def draw_two(on: bool) -> dict[str, Any]:
    """Table rule CL-12.3 for three players: draw two, discard one, two canastas to
    go out."""
    return {"canastas_to_go_out": 2 if on else 1,
            "rule_ids": DRAW_TWO_RULE_IDS if on else SOLO_RULE_IDS[3]}


CLASSIC = RuleSet(
    id="classic",
    name="Classic Canasta",
    prefix="CL",
    blurb=N_("2 to 4 players: 2 or 3 each for themself, 4 in two partnerships \u00b7 108 "
             "cards"),
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
        Option("players", "players", (2, 3, 4), 4, "CL-11.1",
               N_("two or three players each for themself (CL-11, CL-12), or four in two "
                  "partnerships"), title=N_("Players"), also=for_players),
        Option("draw_two", "draw_count", (False, True), False, "CL-12.3",
               N_("three players draw two cards and discard one, and go out with two "
                  "canastas, as two players do"), title=N_("Draw two"),
               to_field=lambda on: 2 if on else 1, also=draw_two, counts=(3,)),
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
    rule_ids=CL_RULE_IDS,
)
