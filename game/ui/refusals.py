"""Fixed refusal sentences of the rules core, for the catalogs.

The rules core (game/rules) says why a move is refused in English, ending with its
rule id: "A new meld needs at least three cards (CL-4.1).". The table shows a refusal
through :func:`game.i18n.refusal`, which looks up the sentence without its rule id
and puts the id back after the translation. The sentences below have no numbers or
cards in them, so a catalog entry translates them as they are; a sentence with
numbers or cards needs the rules core to give a message id and its parameters
(see :func:`game.i18n.refusal`). A sentence the rules core changes is simply shown
in English until its entry here and in the catalogs is changed too.
"""

from __future__ import annotations

from game.i18n import N_

FIXED_REFUSALS = (
    N_("A new meld needs at least three cards"),
    N_("You have already drawn this turn"),
    N_("First draw from the stock or take the discard pile"),
    N_("The discard pile is empty"),
    N_("That is not possible now"),
    N_("Red threes are never melded"),
    N_("Red threes are never discarded"),
    N_("That canasta is complete and closed"),
    N_("Choose the cards to meld"),
    N_("The last discard may not be a seven"),
    N_("You must pick up your foot before going out"),
    N_("You must keep a card to discard to go out"),
    N_("Finish or undo your initial meld first"),
    N_("Nobody has asked to go out"),
    N_("Your partner must first answer whether you may go out"),
    N_("Your partner said no: you may not go out this turn"),
    N_("Your partner said yes: you must go out this turn"),
    N_("The pile cannot be taken while a red three is on top"),
)
"""Refusals the catalogs translate today (the rules core's words, rule id aside)."""
