"""The rules guide of Railroad Canasta, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import (
    CANASTA_KINDS,
    CANASTA_SCORES,
    CARD_KINDS,
    CARD_VALUES,
    PH_MELDS,
    PH_MINIMUMS,
    PH_PILE,
    PH_UPCARD,
    Bullets,
    Guide,
    Section,
    Table,
)

PH_TAKE = (
    N_("With a natural pair of the top card's rank in your hand you may always take the "
       "pile, frozen or not. The top card and the pair are melded at once, as a new meld or "
       "on your unfinished meld of that rank (up to seven cards)."),
    N_("When the pile is not frozen you may also take it if the top card fits one of your "
       "unfinished melds: the top card goes onto that meld."),
    N_("A top card that matches only one of your closed canastas needs a natural pair, "
       "which starts a new meld of that rank."),
)
"""Taking the pile in Railroad as in Pennies from Heaven (PH-5.4 to PH-5.6)."""

PH_TAKE_FIRST = N_("If you have not melded yet, you must at the same time put down enough "
                   "from your hand to make the initial meld; only then is the rest of the "
                   "pile yours.")
"""PH-5.4's initial meld with the pile."""
PH_WHERE_SILENT = Table(
    (N_("What the Pennies rule says"), N_("Rule")),
    ((PH_UPCARD, "PH-1.3"),
     (N_("On your turn draw the top two cards of the stock or take the whole discard pile, "
         "meld if you wish, then discard one card."), "PH-2.1"),
     (N_("A meld starts with three or more cards and grows on later turns; no meld ever "
         "holds more than seven cards. Seven cards make a canasta, which is closed."),
      "PH-3.1"),
     (N_("You may hold only one unfinished meld of a rank; once you have completed a "
         "canasta of a rank, you may start another meld of that rank."), "PH-3.2"),
     (PH_MELDS.items[0], "PH-3.3"),
     (PH_MELDS.items[1], "PH-3.4"),
     (PH_MELDS.items[2], "PH-3.5"),
     (PH_MELDS.items[3], "PH-3.6"),
     (N_("The initial meld's minimum is met by the value of the cards from your hand; red "
         "threes and bonuses never count. Several melds laid in the same turn add up."),
      "PH-4.2"),
     (PH_PILE[0], "PH-5.2"),
     (PH_PILE[1], "PH-5.3"),
     (PH_TAKE[0], "PH-5.4"),
     (PH_TAKE_FIRST, "PH-5.4"),
     (PH_TAKE[1], "PH-5.5"),
     (PH_TAKE[2], "PH-5.6"),
     (N_("A red three drawn or held is laid out at once and replaced by one card from the "
         "stock; so are the red threes of a kitty picked up. They never count toward a "
         "minimum."), "PH-7.1"),
     (N_("A red three turned up as the first upcard freezes the pile; whoever first takes "
         "the pile lays it out at once."), "PH-7.2"),
     (N_("A black three on top of the pile stops the next player from taking it; once "
         "covered it has no effect. Only a player going out may meld black threes."),
      "PH-7.3"),
     (N_("Until you may go out, you may not play so as to be left with no cards."),
      "PH-8.2")),
)
"""The rules of Pennies from Heaven that Railroad plays where its own are silent
(the file of RR rules: "as in Pennies from Heaven ... with these exceptions"),
with their ids: those the table cites when it refuses a move in Railroad."""

RAILROAD = Guide(
    game_id="railroad",
    name=N_("Railroad Canasta"),
    summary=(N_("Two to six players, each playing for themself. Pennies from Heaven with a "
                "hand and a kitty per player: complete a canasta of each of the four kinds to "
                "go out, and be the first player to 20000 points.")),
    sections=(
        Section(N_("The deck and the deal"), (
            N_("Two packs with their jokers per player: 216 cards for two players, up to 648 "
               "for six. Each player gets a 13-card hand and an 11-card kitty, which stays "
               "face down and unseen until it is picked up. The rest, 84 cards per player, "
               "is the stock; its top card is turned face up to start the discard pile "
               "(RR-1.1 to RR-1.3)."),
            PH_UPCARD,
            N_("The stock may lie in several piles, but it counts as one: it is empty only "
               "when every pile is (RR-1.3)."),
            CARD_KINDS,
            CARD_VALUES,
        ), ("RR-1.1", "RR-1.2", "RR-1.3")),
        Section(N_("A turn"), (
            N_("Two to six players, each for themself: there are no partners (RR-1.4). The "
               "player on the dealer's left starts and play passes to the left; the deal "
               "passes to the left after each deal (RR-1.5). On your turn:"),
            Bullets((
                N_("Draw the top two cards of the stock, or take the whole discard pile."),
                N_("Meld if you wish: start melds or add to your own melds."),
                N_("Discard one card face up onto the pile."),
            )),
        ), ("RR-1.4", "RR-1.5")),
        Section(N_("Melds and canastas"), (
            N_("Each player melds in front of themself, and nobody adds to another player's "
               "melds. A meld starts with three or more cards and never holds more than "
               "seven: seven cards make a closed canasta, to which nothing may be added. "
               "You may have only one unfinished meld of a rank (RR-2.1)."),
            N_("After a closed canasta you may start a new meld of that rank with three "
               "more natural cards of it (table rule: any legal meld, RR-7.1)."),
            PH_MELDS,
            Table((N_("Canasta (seven cards)"), N_("Bonus")), CANASTA_KINDS),
            N_("Seven sevens make a sevens canasta, not a red one, and there is no black "
               "canasta of sevens (RR-2.2, RR-2.3). A closed red or black canasta is squared "
               "up, topped by a natural card of its colour (RR-2.4)."),
        ), ("RR-2",)),
        Section(N_("The discard pile and freezing"), (
            *PH_PILE,
            Bullets(PH_TAKE),
            PH_TAKE_FIRST,
            N_("Sevens may not be discarded until every player has completed a sevens "
               "canasta (RR-5.4). Any other card may be discarded, wild cards included."),
        ), ("RR-4.2", "RR-5.4")),
        Section(N_("The initial meld"), (
            N_("The first time you meld in a deal, the cards you put down from your hand must "
               "add up to at least a minimum, which depends on your own score at the start "
               "of the deal. Several melds laid in the same turn add up; red threes and "
               "bonuses never count (RR-6.1)."),
            Table((N_("Your score"), N_("Minimum")), (
                *PH_MINIMUMS,
            )),
        ), ("RR-6.1",)),
        Section(N_("The kitty"), (
            N_("You may not look at or use your kitty until you have completed a canasta "
               "that is not black: a red, wild or sevens canasta. A black canasta does not "
               "bring the kitty. After the discard that ends that turn, the kitty joins "
               "your hand (RR-3.1)."),
            N_("You cannot go out before you have picked up your kitty. If the turn that "
               "completes your first canasta that is not black would empty your hand, you "
               "discard, pick up your kitty and play on. Red threes in it are laid out and "
               "replaced (RR-3.2)."),
        ), ("RR-3",)),
        Section(N_("Red and black threes"), (
            N_("A red three you draw or hold is laid out at once beside your melds and "
               "replaced by one card from the stock. Red threes never count against you: "
               "+100 each, whatever canastas you have, with nothing extra for all of them "
               "(RR-4.1). Red threes still in a kitty never picked up score nothing "
               "(RR-4.3; table rule: +100 each, RR-7.2)."),
            N_("A black three on top of the pile stops the next player from taking it. A "
               "player going out may meld three or more black threes, with no wild card: "
               "the one meld not limited to seven cards. It earns no bonus and never counts "
               "as a canasta; its cards score 5 each (RR-4.2)."),
        ), ("RR-4",)),
        Section(N_("Going out"), (
            N_("You may go out only when you have completed at least one canasta of each of "
               "the four kinds: red, black, wild and sevens (RR-5.1). Until then nobody may "
               "play so as to be left with no cards."),
            N_("To go out, meld all but one card and discard the last: going out without a "
               "discard is not allowed, and the last discard may not be a seven. Nobody is "
               "asked for permission. Going out ends the play (RR-5.2)."),
            N_("While some player has no sevens canasta, you may not meld so as to keep only "
               "sevens. If you are left holding only sevens with no legal discard, you meld "
               "what you can and the play ends, with no going-out bonus (RR-5.5)."),
            N_("The play also ends when the stock runs out; nobody gets the going-out bonus "
               "(RR-5.6)."),
        ), ("RR-5.1", "RR-5.2", "RR-5.5", "RR-5.6")),
        Section(N_("Scoring"), (
            N_("At the end of a deal each player adds up:"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in your melds, black threes included"), N_("+ its value")),
                *CANASTA_SCORES,
                (N_("Going out"), "+100"),
                (N_("Each red three laid out"), "+100"),
                (N_("Every card left in your hand and in a kitty not picked up"),
                 N_("\u2212 its value")),
                (N_("Each red three in a kitty not picked up"), N_("nothing")),
            )),
            N_("When a player has 20000 or more at the end of a deal, the highest total "
               "wins. If two or more share the highest total, another deal is played, by "
               "all the players (RR-6.2)."),
        ), ("RR-5.3", "RR-6.2")),
        Section(N_("Where Railroad is silent: the rules of Pennies from Heaven"), (
            N_("Railroad is played by the rules of Pennies from Heaven wherever its own rules "
               "say nothing, with \u201cteam\u201d read as \u201cplayer\u201d: you meld "
               "for yourself alone. Asking a partner for permission to go out (PH-8.3) does "
               "not apply. These are the Pennies rules that apply, the ones the table names "
               "when it refuses a move:"),
            PH_WHERE_SILENT,
        ), ("PH-1.3", "PH-2", "PH-3", "PH-4.2", "PH-5", "PH-7", "PH-8.2")),
        Section(N_("Table rules"), (
            N_("Chosen on the New game screen, with the number of players, 2 to 6 (RR-1.4):"),
            Bullets((
                N_("Any new meld after a closed canasta: off, a new meld of that rank starts "
                   "with three natural cards; on, any legal meld will do, two natural cards "
                   "and a wild card for instance (RR-7.1)."),
                N_("Red threes in an unpicked kitty: off, they score nothing; on, +100 each "
                   "(RR-7.2)."),
            )),
        ), ("RR-7",)),
    ),
)
