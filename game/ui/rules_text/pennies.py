"""The rules guide of Pennies from Heaven, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import (
    CANASTA_KINDS,
    CANASTA_SCORES,
    CARD_KINDS,
    CARD_VALUES,
    LEFT_IN_HANDS,
    PH_MELDS,
    PH_MINIMUMS,
    PH_PILE,
    PH_UPCARD,
    Bullets,
    Guide,
    Section,
    Table,
)

PENNIES = Guide(
    game_id="pennies",
    name=N_("Pennies from Heaven"),
    summary=(N_("Six players in two teams of three, seated alternately. Every player has a "
                "hand and a second, hidden hand called the foot. Complete a canasta of each "
                "of the four kinds to go out, and be the first team to 20000 points.")),
    sections=(
        Section(N_("The deck and the deal"), (
            N_("Four packs with two jokers each: 216 cards. Each player is dealt 13 cards, "
               "the hand, then 11 more, the foot, which stays face down and unseen until it "
               "is picked up. The remaining 72 cards form the stock; its top card is turned "
               "face up to start the discard pile."),
            PH_UPCARD,
            CARD_KINDS,
            CARD_VALUES,
        ), ("PH-1",)),
        Section(N_("A turn"), (
            N_("Play goes clockwise. On your turn:"),
            Bullets((
                N_("Draw the top two cards of the stock, or take the whole discard pile."),
                N_("Meld if you wish: start melds or add to your team's melds."),
                N_("Discard one card face up onto the pile."),
            )),
        ), ("PH-2",)),
        Section(N_("Melds and canastas"), (
            N_("A meld starts with three or more cards and grows on later turns, but no meld "
               "may ever hold more than seven cards. A meld of seven cards is a canasta and "
               "is closed."),
            N_("Your team may have only one unfinished meld of a rank. Once it has completed "
               "a canasta of that rank, it may start another meld of that rank."),
            PH_MELDS,
            Table((N_("Canasta (seven cards)"), N_("Bonus")), (
                *CANASTA_KINDS,
            )),
            N_("Seven natural sevens make a sevens canasta, not a natural one. Table rule "
               "\u201cMixed canasta bonus: 500\u201d raises the mixed canasta to 500."),
        ), ("PH-3",)),
        Section(N_("The discard pile and freezing"), (
            *PH_PILE,
            Bullets((
                N_("With a natural pair of the top card's rank in your hand you may always "
                   "take the pile, frozen or not. The top card and the pair are melded at "
                   "once, as a new meld or on your team's unfinished meld of that rank (up to "
                   "seven cards)."),
                N_("When the pile is not frozen you may also take it if the top card fits one "
                   "of your team's unfinished melds: the top card goes onto that meld."),
                N_("A top card that matches only a completed canasta of your team needs a "
                   "natural pair, which starts a new meld of that rank."),
            )),
            N_("If your team has not melded yet, you must at the same time put down enough "
               "from your hand to make the initial meld; only then is the rest of the pile "
               "yours."),
            N_("Sevens may not be discarded until both teams have completed a sevens canasta. "
               "Any other card may be discarded, wild cards included."),
        ), ("PH-5",)),
        Section(N_("The initial meld"), (
            N_("The first time your team melds in a deal, the cards put down from your hand "
               "must add up to at least a minimum, which depends on the team's score at the "
               "start of the deal. Several melds laid in the same turn add up; red threes "
               "and bonuses never count."),
            Table((N_("Your team's score"), N_("Minimum")), (
                *PH_MINIMUMS,
            )),
            N_("Table rule \u201cInitial meld ranges: books\u201d uses score ranges ten times "
               "smaller: 90 from 500, 120 from 1000 and 150 from 1500."),
        ), ("PH-4",)),
        Section(N_("Red and black threes"), (
            N_("A red three you draw or hold is laid out at once with your team's melds and "
               "replaced by one card from the stock; red threes in a foot you pick up are "
               "laid out and replaced the same way. They never count toward the initial "
               "meld."),
            N_("Red threes score plus only for a team that has completed a sevens canasta: "
               "+100 each, or +1000 for all eight. Without a sevens canasta they cost 100 "
               "each (\u22121000 for all eight). A red three in a foot never picked up "
               "costs 100 whatever happens."),
            N_("Black threes cannot be melded, except by a player going out, who may lay "
               "three or more of them with no wild card. A black three on top of the pile "
               "stops the next player from taking it; once covered it has no effect."),
        ), ("PH-7",)),
        Section(N_("The foot"), (
            N_("You may not look at or use your foot until you personally have completed a "
               "canasta, that is, added the seventh card to one of your team's melds."),
            N_("At the end of that turn, after your discard, you pick up the 11 cards of "
               "your foot: they join your hand for your next turn."),
            N_("You cannot go out before you have picked up your foot. If completing your "
               "first canasta would empty your hand, you discard, pick up your foot and play "
               "on."),
        ), ("PH-6",)),
        Section(N_("Going out"), (
            N_("Your team may go out only when it has completed at least one canasta of each "
               "of the four kinds: natural, mixed, wild and sevens. More canastas and "
               "smaller melds of any kind are allowed. Until then nobody may play so as to "
               "be left with no cards."),
            N_("To go out, meld all your cards, or all but one and discard it; that last "
               "discard may not be a seven. You may first ask one partner for permission; "
               "the answer binds."),
            N_("The play also ends when the stock runs out, with no going-out bonus. If a "
               "player holding only sevens has no legal discard, they meld what they can, "
               "the play ends, and nobody gets the going-out bonus."),
        ), ("PH-8", "PH-9")),
        Section(N_("Scoring"), (
            N_("At the end of a deal each team adds up:"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in the team's melds"), N_("+ its value")),
                *CANASTA_SCORES,
                (N_("Going out"), "+100"),
                (N_("Each red three, with a sevens canasta (all eight: 1000)"), "+100"),
                (N_("Each red three, without one (all eight: \u22121000)"), "\u2212100"),
                LEFT_IN_HANDS,
            )),
            N_("When a team has 20000 or more at the end of a deal (table rule: 10000 or "
               "30000), the higher total wins; a tie is broken by another deal."),
        ), ("PH-10", "PH-11")),
    ),
)
