"""The rules guide of Modern American Canasta, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import Bullets, Guide, Section, Table

MODERN = Guide(
    game_id="modern",
    name=N_("Modern American Canasta"),
    summary=(N_("Four players in two partnerships, partners facing each other. Lay out "
                "every three, meld up to seven cards of a rank, earn bonus cards with the "
                "initial meld, complete two canastas to go out, or go out at once with a "
                "special hand. The first side to 8500 points wins.")),
    sections=(
        Section(N_("Cards and the deal"), (
            N_("Two packs and four jokers: 108 cards. Jokers and twos are wild. Each "
               "player gets 13 cards; there is no upcard, so the discard pile starts empty "
               "(MA-1.1, MA-1.2)."),
            N_("The ninth card from the bottom of the stock is the turn card, lying "
               "sideways. When it is drawn, by any draw, it is announced: the bottom 8 "
               "remain (MA-1.3)."),
            Table((N_("Card"), N_("Points")), (
                (N_("Joker"), "50"),
                (N_("Ace, 2"), "20"),
                (N_("King, queen, jack, 10, 9, 8"), "10"),
                (N_("7, 6, 5, 4"), "5"),
                (N_("3 left in a hand"), "5"),
            )),
        ), ("MA-1.1", "MA-1.2", "MA-1.3")),
        Section(N_("Threes"), (
            N_("At the start of your first turn every three in your hand, red or black, "
               "is laid out in your side's threes area and replaced from the stock; a "
               "three drawn later is laid out and replaced at once (MA-2.1)."),
            N_("Until your side has made its initial meld you may keep one three in hand, "
               "for a straight; never two: of a red and a black you lay out the one you do "
               "not keep. You may lay it out in your turn with the Lay out button (L); you lay "
               "it out before your own initial meld, and once your partner melds, at the "
               "start of your next turn (MA-2.2, MA-2.4). Threes are never melded or "
               "discarded (MA-2.3)."),
        ), ("MA-2.1", "MA-2.2", "MA-2.3", "MA-2.4")),
        Section(N_("A turn"), (
            N_("Draw the top card of the stock or take the whole pile, meld, then discard "
               "one card (MA-4.1, MA-4.3). Melding may not leave you with one card or none "
               "unless you go out, or make the initial meld while the turn card is still in "
               "the stock (MA-4.2)."),
        ), ("MA-4.1", "MA-4.2", "MA-4.3")),
        Section(N_("Melds"), (
            N_("A meld holds three to seven cards; your side has at most one meld of each "
               "rank (MA-3.1)."),
            Bullets((
                N_("Fours to kings: at most two wild cards, and only in a meld of the "
                   "initial meld with two naturals, or once the meld holds five naturals "
                   "(MA-3.2)."),
                N_("Sevens never take a wild card (MA-3.3)."),
                N_("Aces are pure, unless laid dirty in the initial meld (MA-3.4)."),
                N_("One wild meld a deal, of three to seven twos and jokers; while it is "
                   "incomplete, no wild card goes into another meld (MA-3.5, MA-3.7)."),
            )),
            N_("Dead ranks: once either side completes a canasta of a natural rank, nobody "
               "may begin or add to a meld of that rank; the table marks it dead (MA-3.6)."),
        ), ("MA-3.1", "MA-3.2", "MA-3.3", "MA-3.4", "MA-3.5", "MA-3.6", "MA-3.7")),
        Section(N_("Taking the pile"), (
            N_("Only with a natural pair of the top card's rank in hand: the pair and the "
               "top card are melded first, then the rest of the pile comes into your hand "
               "(MA-5.1). A meld of five or six cards of that rank, a dead rank, an empty "
               "pile or a wild top card stops the pickup (MA-5.2, MA-5.4). There is no "
               "freezing (MA-5.5)."),
            N_("Before your side has melded, the initial meld must first be laid from the "
               "hand; the pickup pair may lie in a meld just laid (MA-5.3, MA-6.3). At the "
               "table, select the melds, then drag them with the pair to the pile."),
        ), ("MA-5.1", "MA-5.2", "MA-5.3", "MA-5.4", "MA-5.5", "MA-6.3")),
        Section(N_("The initial meld"), (
            N_("It must count at least a minimum set by your side's score at the start of "
               "the deal, and include a pure meld of three natural cards, or a wild meld "
               "under table rule (MA-6.1, MA-6.2, MA-12.7):"),
            Table((N_("Your side's score"), N_("Minimum")), (
                (N_("Below 3000"), "125"),
                (N_("3000 to 4995"), "155"),
                (N_("5000 or more"), "180"),
            )),
            N_("A splash, a complete canasta of seven cards from the hand, opens with no "
               "minimum (MA-6.4). The requirement is per side (MA-6.6)."),
        ), ("MA-6.1", "MA-6.2", "MA-6.4", "MA-6.6", "MA-6.7")),
        Section(N_("Bonus cards"), (
            N_("If you make your side's initial meld and do not go out, after your discard "
               "you draw bonus cards face down, while the turn card is still in the stock: "
               "4 if your side melded first, 3 otherwise (MA-7.1, MA-7.3)."),
            N_("They lie face down beside you and join your hand at the start of your next "
               "turn, threes laid out (MA-7.2). If play ends first, they count as cards in "
               "your hand (MA-7.4)."),
        ), ("MA-7.1", "MA-7.2", "MA-7.3", "MA-7.4")),
        Section(N_("Going out"), (
            N_("Your side needs two canastas; meld all but one card and discard the last, "
               "face down, a wild card allowed (MA-8.1). Once a deal you may first ask your "
               "partner: yes binds you to go out, no forbids it this turn (MA-8.2)."),
        ), ("MA-8.1", "MA-8.2", "MA-8.3")),
        Section(N_("Special hands"), (
            N_("Before your side has melded, after drawing from the stock, you may lay down "
               "all fourteen cards as a special hand, with no discard; play ends and only "
               "its value is scored for your side (MA-9.1, MA-9.7). At the table, a "
               "Special hand button appears when you hold one."),
            Table((N_("Special hand"), N_("Points")), (
                (N_("Straight: ace to king and a joker"), "3000"),
                (N_("Seven pairs, no wild cards or threes"), "2500"),
                (N_("Seven pairs with twos, sevens and aces"), "2000"),
                (N_("Garbage: two fours and two threes of a kind"), "2000"),
            )),
            N_("The sets are of different ranks (MA-9.8)."),
        ), ("MA-9.1", "MA-9.2", "MA-9.3", "MA-9.4", "MA-9.5", "MA-9.7", "MA-9.8")),
        Section(N_("Scoring"), (
            N_("What a side counts depends on its canastas (MA-10): with none, only "
               "minuses; with one, melded cards count plus but threes are not counted; with "
               "two or more, all pluses."),
            Table((N_("Item"), N_("Points")), (
                (N_("Mixed canasta"), "300"),
                (N_("Pure canasta"), "500"),
                (N_("Pure aces or sevens"), "2500"),
                (N_("Seven twos"), "3000"),
                (N_("Four jokers and three twos"), "2500"),
                (N_("Other wild canasta"), "2000"),
                (N_("Going out"), "100"),
                (N_("Incomplete pure aces or sevens"), "\u22122500"),
                (N_("Incomplete wild meld (four jokers: \u22122500)"), "\u22122000"),
                (N_("Three aces or three sevens in a hand"), "\u22121500"),
                (N_("Threes laid out: 1, 2, 3, 4 of a colour"),
                 N_("100, 300, 500, 1000")),
            )),
        ), ("MA-10.1", "MA-10.2", "MA-10.3", "MA-10.4", "MA-10.5")),
        Section(N_("Discards and the end"), (
            N_("Threes are never discarded; a wild card only to go out or from a hand of "
               "wild cards alone (MA-11.1). Onto an empty pile, an ace or a seven only if "
               "your naturals are all aces and sevens (MA-11.2)."),
            N_("Play ends when someone goes out, or when the stock runs out (MA-11.3). A "
               "side with 8500 or more wins; the higher if both (MA-11.4)."),
        ), ("MA-11.1", "MA-11.2", "MA-11.3", "MA-11.4")),
        Section(N_("Table rules"), (
            N_("Chosen on the New game screen:"),
            Bullets((
                N_("Jokers as the wild pair (MA-12.1)."),
                N_("Pairs without wild cards only (MA-12.2)."),
                N_("Garbage with wild cards (MA-12.3)."),
                N_("Pairs and garbage 3500 (MA-12.4)."),
                N_("Special hand from the pile (MA-12.5)."),
                N_("Zip code, 2000 (MA-12.6)."),
                N_("Wild meld opens, on by default (MA-12.7)."),
            )),
        ), ("MA-12.1", "MA-12.2", "MA-12.3", "MA-12.4", "MA-12.5", "MA-12.6", "MA-12.7")),
    ),
)
