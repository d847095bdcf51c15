"""The rules guide of díszített kanaszta, as players read it."""

from __future__ import annotations

from game.i18n import N_
from game.ui.rules_text.model import Bullets, Guide, Section, Table

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
