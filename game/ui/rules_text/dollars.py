"""The rules guide of Dollars from Heaven, as players read it."""

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

DOLLARS = Guide(
    game_id="dollars",
    name=N_("Dollars from Heaven"),
    summary=(N_("Four or six players in two teams, seated alternately. Pennies from Heaven "
                "with sequence canastas, pickups of the top five cards and a game of four "
                "deals. Complete a canasta of each of the five kinds to go out; after four "
                "deals the higher total wins.")),
    sections=(
        Section(N_("The deck and the deal"), (
            N_("Four players use four packs with two jokers each (216 cards), six players "
               "five packs (270 cards). Each player is dealt 13 cards, the hand, then 11 "
               "more face down, the foot, which stays unseen until it is picked up. The "
               "rest is the stock; its top card is turned face up to start the discard "
               "pile (DH-1.1 to DH-1.3)."),
            N_("A wild card turned up this way lies sideways and freezes the pile; so does a "
               "red three turned up (DH-1.3)."),
            CARD_KINDS,
            CARD_VALUES,
        ), ("DH-1",)),
        Section(N_("A turn"), (
            N_("Play goes clockwise. On your turn:"),
            Bullets((
                N_("Draw the top two cards of the stock, or take the top five cards of the "
                   "discard pile (the whole pile if it holds five or fewer; DH-2.1)."),
                N_("Meld if you wish: start melds or add to your team's melds."),
                N_("Discard one card face up onto the pile."),
            )),
        ), ("DH-2",)),
        Section(N_("Melds and canastas"), (
            N_("A meld starts with three or more cards and never holds more than seven; "
               "seven cards make a canasta, which is closed. Your team may have only one "
               "unfinished meld of a rank; once it has completed a canasta of that rank it "
               "may start another (DH-3.1)."),
            Bullets((
                N_("Natural meld: cards of one rank, 4 to ace, sevens included."),
                N_("Mixed meld: at least two natural cards and at most two wild cards while "
                   "it is being built; the card that brings it to seven may be a third wild "
                   "card. Never of sevens (DH-3.2)."),
                N_("Wild meld: wild cards only, twos and jokers in any mix."),
                N_("Sevens meld: sevens only, never with a wild card."),
                N_("Sequence meld (samba): three or more consecutive natural cards of one "
                   "suit, from 4 up to ace (ace high only, no wild card, no three), growing "
                   "at either end up to seven cards (DH-3.3)."),
            )),
            N_("Sevens may go in sequence melds at any time; a sequence holding a seven is a "
               "sequence meld, never a sevens meld (DH-3.5). Several sequence melds may lie "
               "at once, even of one suit. Melds are never joined or split (DH-3.6)."),
            Table((N_("Canasta (seven cards)"), N_("Bonus")), (
                *CANASTA_KINDS,
                (N_("Sequence: seven cards of one suit in a row"), "2000"),
            )),
            N_("Seven natural sevens make a sevens canasta, not a natural one (DH-3.4)."),
        ), ("DH-3",)),
        Section(N_("The discard pile and freezing"), (
            N_("Taking the pile means taking its top five cards, or the whole pile when it "
               "holds five or fewer. It can never be taken while its top card is a wild "
               "card, a black three or a red three turned up at the start (DH-5.2)."),
            N_("A discarded two lies sideways: the pile is frozen while it holds one, buried "
               "or not, and while it holds a wild card or a red three turned up at the "
               "start. Taking the top five can carry such a card away and unfreeze the "
               "rest (DH-5.3)."),
            Bullets((
                N_("With a natural pair of the top card's rank in your hand you may always "
                   "take the pile, frozen or not: the top card and the pair are melded at "
                   "once, as a new meld or on your team's unfinished meld of that rank "
                   "(DH-5.4)."),
                N_("When the pile is not frozen you may also take it if the top card fits "
                   "one of your team's unfinished melds, or extends one of its unfinished "
                   "sequence melds as it lies on the table; the top card goes onto that "
                   "meld. The pile is never taken to start a sequence meld (DH-5.5)."),
                N_("A top card that matches only a completed canasta of your team needs a "
                   "natural pair, which starts a new meld of that rank (DH-5.6)."),
            )),
            N_("If your team has not melded yet, you must at the same time put down enough "
               "from your hand to make the initial meld; only then is the rest of the pile "
               "yours."),
            N_("The other cards you take wait until your next turn: you may not meld them "
               "or add them to melds before then, but you may discard them at once "
               "(DH-5.7)."),
            N_("Sevens may be discarded only as the final discard of a player going out, "
               "and jokers never. Twos may be discarded (DH-5.1)."),
        ), ("DH-5",)),
        Section(N_("The initial meld"), (
            N_("The first time your team melds in a deal, the cards put down from your hand "
               "must add up to at least a minimum set by the deal's number, whatever the "
               "scores. Several melds laid in the same turn add up; the top card of the "
               "pile, red threes and bonuses never count (DH-4.1, DH-4.2)."),
            Table((N_("Deal"), N_("Minimum")), (
                (N_("First deal"), "50"),
                (N_("Second deal"), "90"),
                (N_("Third deal"), "120"),
                (N_("Fourth deal, and any deal after a tie"), "150"),
            )),
        ), ("DH-4",)),
        Section(N_("Red and black threes"), (
            N_("A red three you draw or hold is laid out at once with your team's melds and "
               "replaced by one card from the stock; red threes in a foot you pick up are "
               "laid out and replaced the same way. They never count toward the initial "
               "meld."),
            N_("At the end of the deal red threes count +100 each for a team that has "
               "completed a sevens canasta, and \u2212100 each for one that has not. A team "
               "that has laid out every red three of the deck gets 200 more: 1000 for all "
               "eight with four players, 1200 for all ten with six (negative without a "
               "sevens canasta). A red three in a foot never picked up costs 100 whatever "
               "happens (DH-6.2)."),
            N_("Black threes cannot be melded, except by a player going out, who may lay one "
               "or more melds of three to seven black threes with no wild card. Such a meld "
               "is never a canasta; its cards score 5 each (DH-6.3)."),
        ), ("DH-6.2", "DH-6.3")),
        Section(N_("The foot"), (
            N_("As in Pennies from Heaven, you may not look at or use your foot until you "
               "personally have completed a canasta. At the end of that turn, after your "
               "discard, you pick up the 11 cards of your foot for your next turn. You "
               "cannot go out before you have picked up your foot (DH-6.1)."),
        ), ("DH-6.1",)),
        Section(N_("Going out"), (
            N_("Your team may go out only when it has completed at least one canasta of each "
               "of the five kinds: natural, mixed, wild, sevens and sequence (DH-7.1). Until "
               "then nobody may play so as to be left with no cards."),
            N_("To go out, meld all your cards, or all but one and discard it; that last "
               "discard may be a seven, never a joker. You may first ask one partner for "
               "permission; the answer binds (DH-7.2)."),
            N_("The play also ends when the stock runs out, with no going-out bonus. A "
               "player who cannot go out must keep a card that may be discarded; if a draw "
               "leaves only sevens and jokers, they meld what they can, keeping a card, and "
               "the play ends at once with no going-out bonus (DH-6.4)."),
        ), ("DH-7", "DH-6.4")),
        Section(N_("Scoring"), (
            N_("At the end of a deal each team adds up:"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in the team's melds"), N_("+ its value")),
                *CANASTA_SCORES,
                (N_("Each sequence canasta"), "+2000"),
                (N_("Going out"), "+100"),
                (N_("Each red three, with a sevens canasta"), "+100"),
                (N_("Each red three, without one"), "\u2212100"),
                (N_("Every red three of the deck laid out by the team"), N_("\u00b1200 more")),
                LEFT_IN_HANDS,
            )),
            N_("A game is four deals: after the fourth the higher total wins. If the totals "
               "are equal, another deal is played, and another after each further tie "
               "(DH-8.2)."),
        ), ("DH-8",)),
        Section(N_("Table rules"), (
            N_("Chosen on the New game screen, with the number of players (DH-1.1):"),
            Bullets((
                N_("Sevens in sequences: on, sevens may go in sequence melds at any time; "
                   "off, only once the team has completed a sevens canasta (DH-9.1)."),
                N_("Pile cards wait: always, the cards taken from the pile wait for your next "
                   "turn after every pickup; pair, only after a pickup with a natural pair "
                   "(DH-9.2)."),
                N_("Sequences per suit: many, several unfinished sequence melds of one suit "
                   "may lie at once; one, at most one per suit (DH-9.3)."),
            )),
        ), ("DH-9",)),
    ),
)
