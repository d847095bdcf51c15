"""Railroad Canasta (RR): Pennies from Heaven for two to six players each for
themself: its RuleSet, table rules and rule ids."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from game.rules.games.pennies import PENNIES
from game.rules.messages import N_, NN_
from game.rules.ruleset import (
    Option,
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

RR_WORDS: Mapping[str, str | tuple[str, str]] = {
    "Foot {n}": N_("Kitty {n}"),
    "Foot taken": N_("Kitty taken"),
    "picked up the foot": N_("picked up the kitty"),
    "{move}, picked up the foot": N_("{move}, picked up the kitty"),
    "You picked up your foot ({n} card).": NN_("You picked up your kitty ({n} card).",
                                               "You picked up your kitty ({n} cards)."),
    "{player} picked up the foot ({n} card).": NN_(
        "{player} picked up the kitty ({n} card).", "{player} picked up the kitty ({n} cards)."),
    "feet not picked up": N_("kitties not picked up"),
    "{n} red three in feet not picked up": NN_("{n} red three in kitties not picked up",
                                               "{n} red threes in kitties not picked up"),
    # RR-2.2, RR-2.4: natural and mixed canastas are named by their colours
    "{n} natural canasta": NN_("{n} red canasta", "{n} red canastas"),
    "{n} mixed canasta": NN_("{n} black canasta", "{n} black canastas"),
}
"""The shared messages in Railroad's words: the foot is the kitty (RR-1.2)."""

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
    own_words=RR_WORDS,                   # RR-1.2: the kitty
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
