"""The rules guide of Classic Canasta, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import CARD_KINDS, CARD_VALUES, Bullets, Guide, Section, Table

CLASSIC = Guide(
    game_id="classic",
    name=N_("Classic Canasta"),
    summary=(N_("Four players in two partnerships: partners sit facing each other, share "
                "their melds and score together. Build canastas, seven-card melds, and be "
                "the first side to reach 5000 points. Two or three can play too, each for "
                "themself.")),
    sections=(
        Section(N_("The deck and the deal"), (
            N_("Two packs and four jokers: 108 cards. The dealer deals 11 cards to each "
               "player, one at a time, clockwise, starting with the player on the left. The "
               "rest of the cards form the stock, face down; its top card is turned face up "
               "to start the discard pile."),
            N_("If that first card is a three or a wild card, another card is turned onto "
               "it, until one is neither. A wild card turned up lies sideways and freezes "
               "the pile; a red three turned up stays in the pile and goes to whoever "
               "takes the pile."),
            CARD_KINDS,
            CARD_VALUES,
        ), ("CL-1",)),
        Section(N_("A turn"), (
            N_("The player on the dealer's left starts and play goes clockwise. The deal "
               "passes to the left after each deal. On your turn:"),
            Bullets((
                N_("Draw the top card of the stock, or take the whole discard pile (see "
                   "below)."),
                N_("Meld if you wish: put down new melds, or add cards to your side's melds."),
                N_("Discard one card face up onto the pile. If melding leaves you with no "
                   "card at all, you have gone out and do not discard."),
            )),
        ), ("CL-2",)),
        Section(N_("Melds and canastas"), (
            N_("A meld is three or more cards of the same rank, laid face up in front of "
               "your side. Wild cards may stand in for natural cards, but a meld may never "
               "hold more wild cards than natural cards, and a meld of wild cards alone is "
               "not allowed."),
            N_("Your side has at most one meld of each rank: more cards of that rank are "
               "added to it. Either partner may add to the side's melds; nobody may add to "
               "the opponents' melds. Melded cards never go back to a hand."),
            N_("A meld of seven or more cards is a canasta, and it may keep growing."),
            Table((N_("Canasta"), N_("Bonus")), (
                (N_("Natural (red): no wild card"), "500"),
                (N_("Mixed (black): one or more wild cards"), "300"),
            )),
            N_("A wild card added to a natural canasta makes it mixed."),
            N_("Table rule \u201cWild cards in a meld: Up to three\u201d: every meld needs at "
               "least two natural cards and may hold at most three wild cards."),
        ), ("CL-4",)),
        Section(N_("The discard pile and freezing"), (
            N_("To take the pile you must meld its top card at once, with cards from your "
               "hand only. Then the rest of the pile goes into your hand; you may meld more, "
               "and you discard as usual. When the pile is not frozen, the top card may be "
               "melded:"),
            Bullets((
                N_("with a natural pair of its rank from your hand,"),
                N_("with one natural card of its rank and one wild card from your hand, or"),
                N_("by adding it to your side's meld of that rank."),
            )),
            N_("The pile is frozen while it holds a wild card or a red three (a discarded "
               "wild card lies sideways, so you can see it). It is also frozen for a side "
               "that has not made its initial meld yet. A frozen pile can be taken only "
               "with a natural pair of the top card's rank from your hand."),
            N_("The pile can never be taken while its top card is a black three or a wild "
               "card. A black three blocks the next player for one turn only."),
        ), ("CL-5",)),
        Section(N_("The initial meld"), (
            N_("The first time your side melds in a deal, the cards you put down from your "
               "hand must add up to at least a minimum, which depends on your side's score "
               "at the start of the deal. Several melds put down in the same turn count "
               "together; red threes and canasta bonuses do not count."),
            Table((N_("Your side's score"), N_("Minimum")), (
                (N_("Below 1500 (or below zero)"), "50"),
                (N_("1500 to 2995"), "90"),
                (N_("3000 or more"), "120"),
            )),
            N_("If you make your initial meld by taking the pile, neither the top card nor "
               "the cards taken with the pile count toward the minimum."),
        ), ("CL-6",)),
        Section(N_("Red and black threes"), (
            N_("Whenever you get a red three (in the deal, from the stock or with the pile) "
               "it goes face up in your side's red-three area and you draw a card from the "
               "stock to replace it. Red threes dealt to you are laid out at the start of "
               "your first turn. A red three is never kept in a hand, melded or discarded."),
            N_("Each red three is worth 100, all four together 800. But if your side has "
               "made no meld at all in the deal, they count as minus points instead."),
            N_("A black three may be discarded to stop the next player from taking the pile. "
               "Black threes can be melded only by a player going out that turn: three or "
               "four of them, with no wild card."),
        ), ("CL-3",)),
        Section(N_("Going out"), (
            N_("You may go out only when your side has at least one canasta (it may be "
               "completed in the same turn). To go out, meld all your cards, or all but one "
               "and discard it. You may not empty your hand any other way."),
            N_("Before going out you may ask your partner \u201cMay I go out?\u201d The answer "
               "binds for that turn: yes, you must go out; no, you must not."),
            N_("The deal also ends without anyone going out when a player must draw and the "
               "stock is empty: while it is empty, play goes on only as long as each player "
               "takes the previous player's discard. If the last card of the stock is a red "
               "three, the player lays it out and the play ends at once."),
        ), ("CL-7", "CL-8")),
        Section(N_("Scoring"), (
            N_("At the end of a deal each side adds up:"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in the side's melds"), N_("+ its value")),
                (N_("Each natural canasta"), "+500"),
                (N_("Each mixed canasta"), "+300"),
                (N_("Each red three (all four: 800)"), "+100"),
                (N_("Red threes with no meld (all four: \u2212800)"), N_("\u2212100 each")),
                (N_("Going out"), "+100"),
                (N_("Going out concealed (table rule, off unless chosen)"), N_("+100 more")),
                (N_("Every card left in the partners' hands"), N_("\u2212 its value")),
            )),
            N_("Going out concealed means going out in one turn without your side having "
               "melded before in the deal. Card values are in the table under \u201cThe "
               "deck and the deal\u201d."),
            N_("The first side whose total reaches 5000 at the end of a deal wins (table "
               "rule: 3000 or 10000). If both sides reach it in the same deal, the higher "
               "total wins; if the totals are equal, another deal is played."),
        ), ("CL-9", "CL-10")),
        Section(N_("Two or three players"), (
            N_("With two or three players everyone plays for themself: each has their own "
               "melds, red threes and score, and nobody is asked \u201cMay I go out?\u201d. "
               "Everything else is as for four, with \u201cside\u201d read as "
               "\u201cplayer\u201d."),
            Bullets((
                N_("Two players: 15 cards each. When you draw from the stock you take the "
                   "top two cards (the last card alone when only one is left), and you still "
                   "discard one. Going out needs two canastas of your own."),
                N_("Three players: 13 cards each. You draw one card, and going out needs one "
                   "canasta of your own."),
                N_("Table rule \u201cDraw two\u201d (three players, off unless chosen): draw two "
                   "and discard one, and go out with two canastas, as two players do."),
            )),
        ), ("CL-11", "CL-12")),
    ),
)
