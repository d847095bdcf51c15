"""The rules as players read them: a guide per game, in sections of paragraphs,
bullet lists and small tables. Written for people at the table, not for the
engine (whose specification cites rule ids). Pure Python data, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.rules.games import playable_games
from game.rules.ruleset import RuleSet


@dataclass(frozen=True)
class Bullets:
    """A bullet list."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A small table: a header row and rows of cells (text)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = str | Bullets | Table
"""A paragraph (str), a bullet list or a table."""


@dataclass(frozen=True)
class Section:
    """A titled part of a guide; ``rules`` the rule ids it tells (shown after the
    title, so that a player can look them up in the rules files)."""

    title: str
    blocks: tuple[Block, ...]
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Guide:
    """The rules of one game (``game_id`` as in ``RULESETS``) for players."""

    game_id: str
    name: str
    summary: str
    sections: tuple[Section, ...]


CARD_VALUES = Table(
    (N_("Card"), N_("Points")),
    ((N_("Joker"), "50"),
     (N_("Ace, 2"), "20"),
     (N_("King, queen, jack, 10, 9, 8"), "10"),
     (N_("7, 6, 5, 4 and black 3"), "5")),
)

CARD_KINDS = Bullets((
    N_("Wild cards: every 2 and every joker. They stand in for natural cards in melds."),
    N_("Natural cards: 4 to ace."),
    N_("Threes are neither: red threes (\u2665 \u2666) are bonus cards, black threes "
       "(\u2660 \u2663) are stop cards."),
))

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

CANASTA_KINDS = (
    (N_("Natural (red)"), "500"),
    (N_("Mixed (black): one to three wild cards"), "300"),
    (N_("Wild: seven wild cards"), "1000"),
    (N_("Sevens: seven sevens"), "1500"),
)
"""The four kinds of canasta of the Hand and Foot games and their bonuses (PH-3.7)."""

CANASTA_SCORES = (
    (N_("Each natural canasta"), "+500"),
    (N_("Each mixed canasta"), "+300"),
    (N_("Each wild canasta"), "+1000"),
    (N_("Each sevens canasta"), "+1500"),
)
LEFT_IN_HANDS = (N_("Every card left in hands and in feet not picked up"), N_("\u2212 its value"))

PH_UPCARD = N_("A wild card turned up this way lies sideways and freezes the pile. A red three "
               "turned up freezes it too; whoever first takes the pile lays it out.")
"""The first upcard of Pennies from Heaven (PH-1.3), as Railroad has it too."""

PH_MELDS = Bullets((
    N_("Natural meld: cards of one rank, 4 to ace, sevens included."),
    N_("Mixed meld: at least two natural cards and at most three wild cards, never of sevens. "
       "A natural meld becomes mixed when a wild card is added."),
    N_("Wild meld: wild cards only, twos and jokers in any mix."),
    N_("Sevens meld: sevens only, never with a wild card."),
))
"""The melds of Pennies from Heaven (PH-3.3 to PH-3.6), Railroad's too (RR-2.3)."""

PH_PILE = (
    N_("You always take the whole pile. It can never be taken while its top card is a wild "
       "card or a three."),
    N_("A discarded wild card lies sideways: the pile is frozen while it holds one, buried or "
       "not, and while a red three turned up at the start is in it."),
)
"""Taking and freezing the pile in Pennies from Heaven (PH-5.2, PH-5.3) and Railroad."""

PH_MINIMUMS = (
    (N_("Below zero"), "15"),
    (N_("0 to 4995"), "50"),
    (N_("5000 to 9995"), "90"),
    (N_("10000 to 14995"), "120"),
    (N_("15000 or more"), "150"),
)
"""The initial meld minimums by score (PH-4.1; RR-6.1 per player)."""

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
            Bullets((
                N_("With a natural pair of the top card's rank in your hand you may always "
                   "take the pile, frozen or not. The top card and the pair are melded at "
                   "once, as a new meld or on your unfinished meld of that rank (up to seven "
                   "cards)."),
                N_("When the pile is not frozen you may also take it if the top card fits one "
                   "of your unfinished melds: the top card goes onto that meld."),
                N_("A top card that matches only one of your closed canastas needs a natural "
                   "pair, which starts a new meld of that rank."),
            )),
            N_("If you have not melded yet, you must at the same time put down enough from "
               "your hand to make the initial meld; only then is the rest of the pile yours."),
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

DISZITETT = Guide(
    game_id="diszitett",
    name=N_("Díszített kanaszta"),
    summary=(N_("A Hungarian home game for two to four players, each playing for themself. "
                "Cut for cards, take the talon free once a deal, make twins, lay groups "
                "and five kinds of canasta, and be the first over 10000 points, though the "
                "higher your total, the heavier the tax.")),
    sections=(
        Section(N_("The deck and the cut"), (
            N_("Two packs and eight jokers: 112 cards. Every two and every joker is a zsoli "
               "(wild card); suits matter only for twins (DK-1.1). Each player keeps a "
               "gyűjtemény (collection) of their own groups, face up; nobody adds to "
               "another's (DK-1.3)."),
            N_("The starter cuts the pack and shows the bottom three cards of the lifted "
               "part. Each of the three may be kept or not; no other card of the cut may "
               "be kept (DK-2.1). Cards shown and not kept go to the bottom of the stock "
               "(DK-2.5)."),
            Table((N_("Card"), N_("Points")), (
                (N_("Joker"), "50"),
                (N_("Ace, 2"), "20"),
                (N_("King, queen, jack, 10, 9, 8"), "10"),
                (N_("7, 6, 5, 4"), "5"),
                (N_("Black 3 (only ever left in a hand)"), "100"),
            )),
        ), ("DK-1.1", "DK-1.2", "DK-1.3", "DK-2.1", "DK-2.5")),
        Section(N_("The deal"), (
            N_("From the lower part of the cut, 14 cards go to every other player and 15 "
               "to the starter, the kept cards included. The rest is the stock, face down "
               "(DK-2.2, DK-2.3)."),
            N_("The starter role passes to the left after each deal; with two players it "
               "alternates. Two to four play, each for themself; with three or four, your "
               "\u201copponent\u201d is always the player who discards just before you "
               "(DK-1.4, DK-2.4)."),
        ), ("DK-1.4", "DK-2.2", "DK-2.3", "DK-2.4")),
        Section(N_("A turn"), (
            N_("The starter's first turn is a discard alone: no draw, no pickup, no meld. "
               "That discard starts the talon (discard pile); then, on every turn (DK-4.1, "
               "DK-4.4):"),
            Bullets((
                N_("Draw the top card of the stock, or take from the talon (see below)."),
                N_("Lay groups and rearrange your collection if you wish."),
                N_("Discard one card onto the talon. Drawing and discarding are compulsory."),
            )),
            N_("When a card must be drawn and the stock is empty, the whole talon is "
               "shuffled and becomes the new stock. This happens at most three times a deal "
               "(table rule); after that, or when the talon is empty too, the deal ends at "
               "once with no going-out bonus (DK-4.2, DK-4.5)."),
        ), ("DK-4.1", "DK-4.2", "DK-4.4", "DK-4.5")),
        Section(N_("Red and black threes"), (
            N_("Red threes go into your collection and are replaced from the stock: those "
               "dealt to you when your turn comes, a red three drawn at once (DK-3.1). They "
               "score 100 each, 800 for all four, and never count against you."),
            N_("Threes are never melded (DK-7.4). A black three left in your hand costs "
               "100."),
        ), ("DK-3.1", "DK-7.4")),
        Section(N_("Taking from the talon"), (
            N_("The talon can never be taken while its top card is a black three or a "
               "zsoli. Only the top card counts: a covered zsoli freezes nothing (DK-5.1)."),
            N_("Free pickup (büntetlen felvétel), once a deal: the first card your "
               "opponent discards after the deal, black threes and zsolis passed over, may "
               "be taken alone, with no condition. Then you may meld and you discard. If you "
               "do not take it on the turn it is offered, the free pickup is lost for the "
               "deal (DK-5.2, DK-5.5)."),
            N_("Penalized pickup (büntetett felvétel), any other time: lay at once a new "
               "group of at least three cards with the top card and cards from your hand "
               "(two fours, or a four and a zsoli, take a four); then the whole rest of "
               "the talon goes into your hand (DK-5.3). Before your opening, the top card "
               "must be part of your opening meld (DK-5.4)."),
        ), ("DK-5.1", "DK-5.2", "DK-5.3", "DK-5.4", "DK-5.5")),
        Section(N_("Twins"), (
            N_("Discard a card identical in rank and suit to the card your opponent just "
               "discarded, still on top of the talon, and you earn an iker (twin): a token "
               "kept face down in your collection, worth 100 (DK-6.1)."),
            N_("Twins may be made on black threes and on twos of the same suit, never on "
               "jokers. No twin once that card has been taken or the talon reshuffled; a "
               "discard that goes out can earn one (DK-6.2, DK-6.3)."),
        ), ("DK-6.1", "DK-6.2", "DK-6.3")),
        Section(N_("Groups and zsolis"), (
            N_("A group is three to eight cards of one value, zsolis included. You may hold "
               "several groups of the same value (DK-7.1, DK-7.5)."),
            N_("Zsolis must always be fewer than the natural cards (DK-7.2):"),
            Table((N_("Cards in the group"), N_("Zsolis at most")), (
                (N_("3 or 4"), "1"),
                (N_("5 or 6"), "2"),
                (N_("7"), "3"),
                (N_("8"), "0"),
            )),
            N_("The one exception is a group of zsolis only: three to seven twos and jokers "
               "in any mix (DK-7.3)."),
        ), ("DK-7.1", "DK-7.2", "DK-7.3", "DK-7.5")),
        Section(N_("The opening meld"), (
            N_("The first cards you lay in a deal, red threes aside, must count at least "
               "the opening minimum: 50, agreed before the game for every player and every "
               "deal (table rule: 75, 90 or 120; DK-8.1)."),
            N_("A zsoli counts as the card it stands for; in a group of zsolis only, each "
               "counts 20. Canasta bonuses, red threes and twins do not count. All groups "
               "laid that turn add up; going out that turn meets the minimum (DK-8.2, "
               "DK-8.3)."),
        ), ("DK-8.1", "DK-8.2", "DK-8.3")),
        Section(N_("Canastas"), (
            N_("Every legal group of seven or eight cards is a canasta, of five kinds "
               "(DK-9.1):"),
            Table((N_("Canasta"), N_("Bonus")), (
                (N_("Gold: eight natural cards"), "600"),
                (N_("Red zsoli: seven twos or seven jokers"), "500"),
                (N_("Red: seven natural cards"), "400"),
                (N_("Black: seven cards, one to three zsolis"), "300"),
                (N_("Black zsoli: seven zsolis, twos and jokers"), "200"),
            )),
        ), ("DK-9.1", "DK-12.1")),
        Section(N_("Rearranging your collection"), (
            N_("While you may meld, you may rearrange your own collection as often as you "
               "like (DK-10):"),
            Bullets((
                N_("Add cards from your hand to a group that stays legal (DK-10.1)."),
                N_("Move zsolis from one of your groups to another, by dragging them; a "
                   "zsoli never goes back to the hand (DK-10.2)."),
                N_("Turn a black canasta red or gold: take its zsolis out while adding the "
                   "missing natural cards. A black canasta never holds more than seven "
                   "cards: a sixth natural pushes a zsoli out to another group (DK-10.3)."),
                N_("Natural cards never move from one group to another, and a zsoli "
                   "canasta is never broken (DK-10.6, DK-10.7)."),
            )),
            N_("Until you discard, the Undo button takes back what you laid this turn, but "
               "never a pickup (DK-10.5, DK-10.8)."),
        ), ("DK-10",)),
        Section(N_("Going out"), (
            N_("You go out by discarding the last card of your hand, and only with at "
               "least one canasta. The whole hand may not be melded: keep a card to "
               "discard, or two until you have a canasta (DK-11.1, DK-11.3)."),
            N_("Once a player is out, the others may not draw, take or meld: the deal is "
               "scored (DK-11.2)."),
        ), ("DK-11.1", "DK-11.2", "DK-11.3")),
        Section(N_("Scoring"), (
            N_("At the end of a deal each player adds up (DK-12.1, DK-12.2):"),
            Table((N_("Item"), N_("Points")), (
                (N_("Every card in your collection"), N_("+ its value")),
                (N_("Each canasta"), N_("+ its bonus")),
                (N_("Each red three (all four: 800)"), "+100"),
                (N_("Each twin"), "+100"),
                (N_("Going out"), "+100"),
                (N_("Going out from hand: opening, canasta and going out in one turn"),
                 N_("+100 more")),
                (N_("Clearing the table: the same after a penalized pickup of ten cards or "
                    "more, every card laid"), N_("+100 more")),
                (N_("Every card left in your hand"), N_("\u2212 its value")),
            )),
        ), ("DK-12.1", "DK-12.2", "DK-12.3")),
        Section(N_("Tax and the game"), (
            N_("The adó (tax) narrows the gap: your deal score is cut by your total before "
               "the deal (DK-13.1):"),
            Table((N_("Your total before the deal"), N_("Deal score")), (
                (N_("Below 5000"), N_("unchanged")),
                (N_("5000 to 6999"), N_("halved")),
                (N_("7000 to 8999"), N_("quartered")),
                (N_("9000 or more"), N_("divided by ten")),
            )),
            N_("A score ending in 5 is first rounded up (545: 275); a tenth is rounded to "
               "ten (2375: 240). A negative deal score is not taxed (DK-13.2, DK-13.3)."),
            N_("The deal is won by the higher score before tax; that changes nothing. The "
               "game is won by the first player over 10000 (10000 is not enough) at the "
               "end of a deal; if several, the highest; a tie for the highest means another "
               "deal (DK-13.4)."),
        ), ("DK-13.1", "DK-13.2", "DK-13.3", "DK-13.4")),
        Section(N_("Table rules"), (
            N_("Chosen on the New game screen, with the number of players, 2 to 4:"),
            Bullets((
                N_("Joker canasta: off; on, a red zsoli canasta of seven jokers scores 1000 "
                   "instead of 500 (DK-14.1)."),
                N_("Tax on losses: off; on, a negative deal score is taxed too (DK-14.2)."),
                N_("Free zsoli: the free pickup may take a zsoli (DK-14.3)."),
                N_("Opening minimum: 50, 75, 90 or 120 (DK-14.4)."),
                N_("Reshuffles: how many times the talon may become the stock: 3, 1, 2 or "
                   "unlimited (DK-14.5)."),
            )),
        ), ("DK-14.1", "DK-14.2", "DK-14.3", "DK-14.4", "DK-14.5")),
    ),
)

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

_WRITTEN: dict[str, Guide] = {g.game_id: g for g in (CLASSIC, PENNIES, DOLLARS, BAIN,
                                                            RAILROAD, DISZITETT, MODERN)}


def _short_guide(rs: RuleSet) -> Guide:
    """The guide of a registered game whose player's guide is not written yet: its
    name and what the RuleSet says of the table."""
    sides = "two teams" if rs.partnerships else "each for themself"
    foot = f", then {rs.foot_size} more as the foot" if rs.foot_size else ""
    return Guide(rs.id, rs.name, rs.blurb or f"{rs.players} players", (
        Section("The deck and the deal", (
            f"{rs.players} players, {sides}. {rs.packs} packs and {rs.jokers} jokers; "
            f"each player gets {rs.hand_size} cards{foot}.",
            CARD_VALUES, CARD_KINDS)),
    ))


GUIDES: dict[str, Guide] = {gid: _WRITTEN.get(gid) or _short_guide(rs)
                            for gid, rs in playable_games().items()}
"""The rules guides by game id, one per playable game of the registry."""


def guide(game_id: str) -> Guide:
    """The guide of ``game_id``; Classic Canasta's for a game without one."""
    return GUIDES.get(game_id, CLASSIC)
