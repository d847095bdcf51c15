"""The rules as players read them: a guide per game, in sections of paragraphs,
bullet lists and small tables. Written for people at the table, not for the
engine (whose specification cites rule ids). Pure Python data, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.ruleset import RuleSet, playable_games


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
    """A titled part of a guide."""

    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Guide:
    """The rules of one game (``game_id`` as in ``RULESETS``) for players."""

    game_id: str
    name: str
    summary: str
    sections: tuple[Section, ...]


CARD_VALUES = Table(
    ("Card", "Points"),
    (("Joker", "50"),
     ("Ace, 2", "20"),
     ("King, queen, jack, 10, 9, 8", "10"),
     ("7, 6, 5, 4 and black 3", "5")),
)

CARD_KINDS = Bullets((
    "Wild cards: every 2 and every joker. They stand in for natural cards in melds.",
    "Natural cards: 4 to ace.",
    "Threes are neither: red threes (\u2665 \u2666) are bonus cards, black threes "
    "(\u2660 \u2663) are stop cards.",
))

CLASSIC = Guide(
    game_id="classic",
    name="Classic Canasta",
    summary=("Four players in two partnerships: partners sit facing each other, share "
             "their melds and score together. Build canastas, seven-card melds, and be "
             "the first side to reach 5000 points."),
    sections=(
        Section("The deck and the deal", (
            "Two packs and four jokers: 108 cards. The dealer deals 11 cards to each "
            "player, one at a time, clockwise, starting with the player on the left. The "
            "rest of the cards form the stock, face down; its top card is turned face up "
            "to start the discard pile.",
            "If that first card is a three or a wild card, another card is turned onto "
            "it, until one is neither. A wild card turned up lies sideways and freezes "
            "the pile; a red three turned up stays in the pile and goes to whoever "
            "takes the pile.",
            CARD_KINDS,
            CARD_VALUES,
        )),
        Section("A turn", (
            "The player on the dealer's left starts and play goes clockwise. The deal "
            "passes to the left after each deal. On your turn:",
            Bullets((
                "Draw the top card of the stock, or take the whole discard pile (see "
                "below).",
                "Meld if you wish: put down new melds, or add cards to your side's melds.",
                "Discard one card face up onto the pile. If melding leaves you with no "
                "card at all, you have gone out and do not discard.",
            )),
        )),
        Section("Melds and canastas", (
            "A meld is three or more cards of the same rank, laid face up in front of "
            "your side. Wild cards may stand in for natural cards, but a meld may never "
            "hold more wild cards than natural cards, and a meld of wild cards alone is "
            "not allowed.",
            "Your side has at most one meld of each rank: more cards of that rank are "
            "added to it. Either partner may add to the side's melds; nobody may add to "
            "the opponents' melds. Melded cards never go back to a hand.",
            "A meld of seven or more cards is a canasta, and it may keep growing.",
            Table(("Canasta", "Bonus"), (
                ("Natural (red): no wild card", "500"),
                ("Mixed (black): one or more wild cards", "300"),
            )),
            "A wild card added to a natural canasta makes it mixed.",
            "Table rule \u201cWild cards in a meld: Up to three\u201d: every meld needs at least "
            "two natural cards and may hold at most three wild cards.",
        )),
        Section("The discard pile and freezing", (
            "To take the pile you must meld its top card at once, with cards from your "
            "hand only. Then the rest of the pile goes into your hand; you may meld more, "
            "and you discard as usual. When the pile is not frozen, the top card may be "
            "melded:",
            Bullets((
                "with a natural pair of its rank from your hand,",
                "with one natural card of its rank and one wild card from your hand, or",
                "by adding it to your side's meld of that rank.",
            )),
            "The pile is frozen while it holds a wild card or a red three (a discarded "
            "wild card lies sideways, so you can see it). It is also frozen for a side "
            "that has not made its initial meld yet. A frozen pile can be taken only "
            "with a natural pair of the top card's rank from your hand.",
            "The pile can never be taken while its top card is a black three or a wild "
            "card. A black three blocks the next player for one turn only.",
        )),
        Section("The initial meld", (
            "The first time your side melds in a deal, the cards you put down from your "
            "hand must add up to at least a minimum, which depends on your side's score "
            "at the start of the deal. Several melds put down in the same turn count "
            "together; red threes and canasta bonuses do not count.",
            Table(("Your side's score", "Minimum"), (
                ("Below 1500 (or below zero)", "50"),
                ("1500 to 2995", "90"),
                ("3000 or more", "120"),
            )),
            "If you make your initial meld by taking the pile, neither the top card nor "
            "the cards taken with the pile count toward the minimum.",
        )),
        Section("Red and black threes", (
            "Whenever you get a red three (in the deal, from the stock or with the pile) "
            "it goes face up in your side's red-three area and you draw a card from the "
            "stock to replace it. Red threes dealt to you are laid out at the start of "
            "your first turn. A red three is never kept in a hand, melded or discarded.",
            "Each red three is worth 100, all four together 800. But if your side has "
            "made no meld at all in the deal, they count as minus points instead.",
            "A black three may be discarded to stop the next player from taking the pile. "
            "Black threes can be melded only by a player going out that turn: three or "
            "four of them, with no wild card.",
        )),
        Section("Going out", (
            "You may go out only when your side has at least one canasta (it may be "
            "completed in the same turn). To go out, meld all your cards, or all but one "
            "and discard it. You may not empty your hand any other way.",
            "Before going out you may ask your partner \u201cMay I go out?\u201d The answer "
            "binds for that turn: yes, you must go out; no, you must not.",
            "The deal also ends without anyone going out when a player must draw and the "
            "stock is empty: while it is empty, play goes on only as long as each player "
            "takes the previous player's discard. If the last card of the stock is a red "
            "three, the player lays it out and the play ends at once.",
        )),
        Section("Scoring", (
            "At the end of a deal each side adds up:",
            Table(("Item", "Points"), (
                ("Every card in the side's melds", "+ its value"),
                ("Each natural canasta", "+500"),
                ("Each mixed canasta", "+300"),
                ("Each red three (all four: 800)", "+100"),
                ("Red threes with no meld (all four: \u2212800)", "\u2212100 each"),
                ("Going out", "+100"),
                ("Going out concealed (table rule, off unless chosen)", "+100 more"),
                ("Every card left in the partners' hands", "\u2212 its value"),
            )),
            "Going out concealed means going out in one turn without your side having "
            "melded before in the deal. Card values are in the table under \u201cThe "
            "deck and the deal\u201d.",
            "The first side whose total reaches 5000 at the end of a deal wins (table "
            "rule: 3000 or 10000). If both sides reach it in the same deal, the higher "
            "total wins; if the totals are equal, another deal is played.",
        )),
    ),
)

PENNIES = Guide(
    game_id="pennies",
    name="Pennies from Heaven",
    summary=("Six players in two teams of three, seated alternately. Every player has a "
             "hand and a second, hidden hand called the foot. Complete a canasta of each "
             "of the four kinds to go out, and be the first team to 20000 points."),
    sections=(
        Section("The deck and the deal", (
            "Four packs with two jokers each: 216 cards. Each player is dealt 13 cards, "
            "the hand, then 11 more, the foot, which stays face down and unseen until it "
            "is picked up. The remaining 72 cards form the stock; its top card is turned "
            "face up to start the discard pile.",
            "A wild card turned up this way lies sideways and freezes the pile. A red "
            "three turned up freezes it too; whoever first takes the pile lays it out.",
            CARD_KINDS,
            CARD_VALUES,
        )),
        Section("A turn", (
            "Play goes clockwise. On your turn:",
            Bullets((
                "Draw the top two cards of the stock, or take the whole discard pile.",
                "Meld if you wish: start melds or add to your team's melds.",
                "Discard one card face up onto the pile.",
            )),
        )),
        Section("Melds and canastas", (
            "A meld starts with three or more cards and grows on later turns, but no meld "
            "may ever hold more than seven cards. A meld of seven cards is a canasta and "
            "is closed.",
            "Your team may have only one unfinished meld of a rank. Once it has completed "
            "a canasta of that rank, it may start another meld of that rank.",
            Bullets((
                "Natural meld: cards of one rank, 4 to ace, sevens included.",
                "Mixed meld: at least two natural cards and at most three wild cards, never "
                "of sevens. A natural meld becomes mixed when a wild card is added.",
                "Wild meld: wild cards only, twos and jokers in any mix.",
                "Sevens meld: sevens only, never with a wild card.",
            )),
            Table(("Canasta (seven cards)", "Bonus"), (
                ("Natural (red)", "500"),
                ("Mixed (black): one to three wild cards", "300"),
                ("Wild: seven wild cards", "1000"),
                ("Sevens: seven sevens", "1500"),
            )),
            "Seven natural sevens make a sevens canasta, not a natural one. Table rule "
            "\u201cMixed canasta bonus: 500\u201d raises the mixed canasta to 500.",
        )),
        Section("The discard pile and freezing", (
            "You always take the whole pile. It can never be taken while its top card is a "
            "wild card or a three.",
            "A discarded wild card lies sideways: the pile is frozen while it holds one, "
            "buried or not, and while a red three turned up at the start is in it.",
            Bullets((
                "With a natural pair of the top card's rank in your hand you may always "
                "take the pile, frozen or not. The top card and the pair are melded at "
                "once, as a new meld or on your team's unfinished meld of that rank (up to "
                "seven cards).",
                "When the pile is not frozen you may also take it if the top card fits one "
                "of your team's unfinished melds: the top card goes onto that meld.",
                "A top card that matches only a completed canasta of your team needs a "
                "natural pair, which starts a new meld of that rank.",
            )),
            "If your team has not melded yet, you must at the same time put down enough "
            "from your hand to make the initial meld; only then is the rest of the pile "
            "yours.",
            "Sevens may not be discarded until both teams have completed a sevens canasta. "
            "Any other card may be discarded, wild cards included.",
        )),
        Section("The initial meld", (
            "The first time your team melds in a deal, the cards put down from your hand "
            "must add up to at least a minimum, which depends on the team's score at the "
            "start of the deal. Several melds laid in the same turn add up; red threes "
            "and bonuses never count.",
            Table(("Your team's score", "Minimum"), (
                ("Below zero", "15"),
                ("0 to 4995", "50"),
                ("5000 to 9995", "90"),
                ("10000 to 14995", "120"),
                ("15000 or more", "150"),
            )),
            "Table rule \u201cInitial meld ranges: books\u201d uses score ranges ten times "
            "smaller: 90 from 500, 120 from 1000 and 150 from 1500.",
        )),
        Section("Red and black threes", (
            "A red three you draw or hold is laid out at once with your team's melds and "
            "replaced by one card from the stock; red threes in a foot you pick up are "
            "laid out and replaced the same way. They never count toward the initial "
            "meld.",
            "Red threes score plus only for a team that has completed a sevens canasta: "
            "+100 each, or +1000 for all eight. Without a sevens canasta they cost 100 "
            "each (\u22121000 for all eight). A red three in a foot never picked up "
            "costs 100 whatever happens.",
            "Black threes cannot be melded, except by a player going out, who may lay "
            "three or more of them with no wild card. A black three on top of the pile "
            "stops the next player from taking it; once covered it has no effect.",
        )),
        Section("The foot", (
            "You may not look at or use your foot until you personally have completed a "
            "canasta, that is, added the seventh card to one of your team's melds.",
            "At the end of that turn, after your discard, you pick up the 11 cards of "
            "your foot: they join your hand for your next turn.",
            "You cannot go out before you have picked up your foot. If completing your "
            "first canasta would empty your hand, you discard, pick up your foot and play "
            "on.",
        )),
        Section("Going out", (
            "Your team may go out only when it has completed at least one canasta of each "
            "of the four kinds: natural, mixed, wild and sevens. More canastas and "
            "smaller melds of any kind are allowed. Until then nobody may play so as to "
            "be left with no cards.",
            "To go out, meld all your cards, or all but one and discard it; that last "
            "discard may not be a seven. You may first ask one partner for permission; "
            "the answer binds.",
            "The play also ends when the stock runs out, with no going-out bonus. If a "
            "player holding only sevens has no legal discard, they meld what they can, "
            "the play ends, and nobody gets the going-out bonus.",
        )),
        Section("Scoring", (
            "At the end of a deal each team adds up:",
            Table(("Item", "Points"), (
                ("Every card in the team's melds", "+ its value"),
                ("Each natural canasta", "+500"),
                ("Each mixed canasta", "+300"),
                ("Each wild canasta", "+1000"),
                ("Each sevens canasta", "+1500"),
                ("Going out", "+100"),
                ("Each red three, with a sevens canasta (all eight: 1000)", "+100"),
                ("Each red three, without one (all eight: \u22121000)", "\u2212100"),
                ("Every card left in hands and in feet not picked up", "\u2212 its value"),
            )),
            "When a team has 20000 or more at the end of a deal (table rule: 10000 or "
            "30000), the higher total wins; a tie is broken by another deal.",
        )),
    ),
)

_WRITTEN: dict[str, Guide] = {g.game_id: g for g in (CLASSIC, PENNIES)}


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
