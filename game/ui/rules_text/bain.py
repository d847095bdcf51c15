"""The rules guide of Bain Hand and Foot, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import (
    CANASTA_KINDS,
    CANASTA_SCORES,
    CARD_KINDS,
    CARD_VALUES,
    LEFT_IN_HANDS,
    Bullets,
    Guide,
    Section,
    Table,
)

BAIN = Guide(
    game_id="bain",
    name=N_("Bain Hand and Foot"),
    summary=(N_("Four players in two partnerships, partners facing each other. Hand and "
                "Foot as Barbara Bain plays it: a 15-card hand and a 13-card foot, partners "
                "who take turns completing canastas, and a garbage pile. Be the first team "
                "to 20000 points.")),
    sections=(
        Section(N_("The deck and the deal"), (
            N_("Four packs with two jokers each: 216 cards. Each player gets a 15-card hand "
               "and a 13-card foot. The remaining 104 cards form the stock; its top card is "
               "turned face up to start the discard pile (BH-1.1, BH-1.3)."),
            N_("Before play you may look at your foot once; then it lies face down until you "
               "pick it up (BH-1.2)."),
            N_("Red threes in your dealt hand are laid out and replaced from the stock; red "
               "threes in your foot stay there until you pick it up (BH-1.4)."),
            CARD_KINDS,
            CARD_VALUES,
        ), ("BH-1",)),
        Section(N_("A turn"), (
            N_("Play goes clockwise. On your turn:"),
            Bullets((
                N_("Draw the top two cards of the stock, or take the discard pile (see "
                   "below; BH-2.1)."),
                N_("Meld if you wish: start melds or add to your team's melds."),
                N_("Discard one card face up onto the pile."),
            )),
        ), ("BH-2",)),
        Section(N_("Melds and canastas"), (
            N_("A meld starts with three or more cards and never holds more than seven; "
               "seven cards make a canasta (BH-3.1)."),
            N_("Every meld that is not all wild must hold more natural cards than wild "
               "cards: one wild card in a meld of three or four, two in five or six, three "
               "in a canasta (BH-3.2). Sevens take no wild card (BH-3.3)."),
            Table((N_("Canasta (seven cards)"), N_("Bonus")), CANASTA_KINDS),
        ), ("BH-3",)),
        Section(N_("The discard pile"), (
            N_("You may take the pile only with a natural pair of the top card's rank from "
               "your hand: the top card and the pair are melded at once, as a new meld, on "
               "your team's unfinished meld of that rank (up to seven cards) or in the "
               "garbage pile. Never with a wild card, a three or nothing on top. Freezing "
               "has no effect (BH-5.1)."),
            N_("A discarded joker or two lies crosswise, so it stays in sight. Whoever takes "
               "the pile takes the cards from the top down to the topmost crosswise wild "
               "card, that card included; the cards below stay as the new pile. With no "
               "crosswise wild card the whole pile is taken (BH-5.2)."),
            N_("The cards taken and not melded join your hand. A red three turned up at the "
               "start is laid out by the player whose pickup reaches it (BH-5.3)."),
        ), ("BH-5",)),
        Section(N_("The initial meld"), (
            N_("The first time your team melds in a deal, the cards put down from your hand "
               "must add up to at least a minimum, which depends on the team's score at the "
               "start of the deal. Taking the pile for it, you meet the minimum at the same "
               "time from your hand (BH-4.1)."),
            Table((N_("Your team's score"), N_("Minimum")), (
                (N_("Below zero"), N_("none")),
                (N_("0 to 4999"), "50"),
                (N_("5000 to 9999"), "90"),
                (N_("10000 to 14999"), "120"),
                (N_("15000 or more"), "150"),
            )),
        ), ("BH-4",)),
        Section(N_("Partners and feet"), (
            N_("Partners take turns completing canastas. The player who made the team's "
               "initial meld may not complete a canasta until the partner has completed "
               "one: the team's first canasta is completed by the initial melder's partner, "
               "its second by the initial melder (BH-6.1, BH-6.4)."),
            N_("When you complete your first canasta you pick up your foot at once and may "
               "go on playing it in the same turn (BH-6.2)."),
            N_("Once both partners have completed a canasta and picked up their feet, either "
               "may complete more canastas (BH-6.3)."),
        ), ("BH-6",)),
        Section(N_("The garbage pile"), (
            N_("Once your team has a sevens canasta, it may open a garbage pile beside its "
               "melds. Any card of a rank, 4 to ace, in which the team has a completed "
               "canasta may be melded there, as many as you like, from the turn the sevens "
               "canasta is completed. Garbage cards score their values; the pile is never a "
               "canasta. Sevens and threes never go there, wild cards only by a table rule "
               "(BH-7.1)."),
            N_("Sevens may never be discarded, so the last discard is never a seven "
               "(BH-7.2). A seven drawn after your team's sevens canasta must be kept: it "
               "blocks going out until you hold three sevens, which may start a second "
               "sevens meld (BH-7.3)."),
            N_("If you are down to a single seven and draw two more sevens, the play ends at "
               "once, with no going-out bonus. Otherwise you may not meld so as to be left "
               "with no legal discard (BH-7.4)."),
        ), ("BH-7",)),
        Section(N_("Red and black threes"), (
            N_("Red threes count +100 each only if your team has a completed sevens canasta "
               "at the end of the deal, otherwise \u2212100 each. A red three in a foot never "
               "picked up costs 100. All eight on one side earn nothing extra (BH-9.2, "
               "BH-9.5)."),
            N_("Black threes cannot be melded, except by a player going out, who may lay "
               "three or more of them with no wild card. A black three on top of the pile "
               "stops the next player from taking it; once covered it has no effect."),
        ), ("BH-9.2", "BH-9.5")),
        Section(N_("Going out"), (
            N_("Your team may go out only when it has a sevens canasta, a wild canasta, a "
               "black canasta and a red canasta, and all eight red threes of the deck lie "
               "face up on the table, in either team's red-three area (BH-8.1). Both "
               "partners must have picked up their feet (BH-8.3)."),
            N_("To go out, meld all but one card and discard the last: going out without a "
               "discard is not allowed, and the last discard may not be a seven. You may "
               "ask your partner first (the answer binds) or go out without asking "
               "(BH-8.2)."),
            N_("Until then nobody may play so as to be left with no cards. The play also "
               "ends when the stock runs out, with no going-out bonus (BH-9.6)."),
        ), ("BH-8",)),
        Section(N_("Scoring"), (
            N_("At the end of a deal each team adds up:"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in the team's melds and garbage pile"), N_("+ its value")),
                *CANASTA_SCORES,
                (N_("Going out"), "+200"),
                (N_("Each red three, with a sevens canasta"), "+100"),
                (N_("Each red three, without one"), "\u2212100"),
                LEFT_IN_HANDS,
            )),
            N_("The first team with 20000 or more at the end of a deal wins; if both reach "
               "it, the higher total wins, and equal totals mean another deal (BH-9.4)."),
        ), ("BH-9",)),
        Section(N_("Table rules"), (
            N_("Chosen on the New game screen:"),
            Bullets((
                N_("Wild cards in the garbage pile: off; on, wild cards may go in the garbage "
                   "pile once the team has a completed wild canasta (BH-10.1)."),
                N_("All eight red threes: 800, nothing extra; 1000, all eight on one side "
                   "count 1000 instead of 800, or \u22121000 instead of \u2212800 (BH-10.2)."),
                N_("Game target: 20000, or 10000 or 30000 (BH-9.4)."),
            )),
        ), ("BH-10",)),
    ),
)
