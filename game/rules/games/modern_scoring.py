"""Modern American Canasta's scoring (MA-10) and special hands (MA-9): the points of
threes, canasta bonuses and penalties, the deal's score lines, and the special hand
a whole hand forms. Part of the game's module (:mod:`game.rules.games.modern`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from game.rules.cards import ACE, JOKER, RANK_PLURALS, Card
from game.rules.context import Context, ScoreLine
from game.rules.messages import N_, NN_, Refusal
from game.rules.ruleset import RuleSet

# ---------------------------------------------------------------------------
# Scoring (MA-10)

THREES_POINTS = (0, 100, 300, 500, 1000)
"""MA-10.3: points of 0 to 4 threes of one colour laid out."""


def threes_points(n: int) -> int:
    """MA-10.3: ``n`` threes of one colour laid out count 100, 300, 500, 1000."""
    return THREES_POINTS[min(n, 4)]


def canasta_bonus(rank: int, cards: Sequence[Card]) -> tuple[str, int] | None:
    """MA-10.1: the kind and bonus (points) of a complete canasta of ``rank``
    (``JOKER`` for wild cards only), or None under seven cards: mixed 300, pure
    500, pure aces or sevens 2500, seven twos 3000, four jokers and three twos
    2500, any other wild canasta 2000."""
    if len(cards) < 7:
        return None
    jokers = sum(1 for c in cards if c.is_joker)
    wilds = sum(1 for c in cards if c.is_wild)
    if rank == JOKER:
        if jokers == 0:
            return "twos", 3000
        if jokers == 4:
            return "jokers", 2500
        return "wild", 2000
    if wilds:
        return "mixed", 300
    if rank in (7, ACE):
        return ("sevens" if rank == 7 else "aces"), 2500
    return "pure", 500


def incomplete_penalty(rank: int, cards: Sequence[Card]) -> int:
    """MA-10.2: the penalty (negative points) of a meld under seven cards: a pure
    ace meld or a sevens meld -2500, a wild meld -2000 (-2500 with all four
    jokers); 0 for any other meld."""
    if len(cards) >= 7:
        return 0
    if rank == 7 or (rank == ACE and not any(c.is_wild for c in cards)):
        return -2500
    if rank == JOKER:
        return -2500 if sum(1 for c in cards if c.is_joker) >= 4 else -2000
    return 0


def hand_penalty(hand: Iterable[Card]) -> int:
    """MA-10.2: a hand holding three or more aces -1500, three or more sevens -1500
    (negative points; the two add up)."""
    ranks = Counter(c.rank for c in hand)
    return -1500 * ((ranks[ACE] >= 3) + (ranks[7] >= 3))


_CANASTA_FORMS: Mapping[str, tuple[str, str]] = {
    "mixed": NN_("{n} mixed canasta", "{n} mixed canastas"),
    "pure": NN_("{n} natural canasta", "{n} natural canastas"),
    "sevens": NN_("{n} sevens canasta", "{n} sevens canastas"),
    "aces": ("{n} pure ace canasta", "{n} pure ace canastas"),
    "twos": ("{n} canasta of twos", "{n} canastas of twos"),
    "jokers": ("{n} canasta of four jokers", "{n} canastas of four jokers"),
    "wild": NN_("{n} wild canasta", "{n} wild canastas"),
}


def deal_lines(rs: RuleSet, melds: Iterable[tuple[int, Sequence[Card]]],
               threes: Iterable[Card], hands: Iterable[Sequence[Card]], went_out: bool
               ) -> list[ScoreLine]:
    """MA-10: one side's score lines: ``melds`` as (rank, cards), the ``threes`` it
    laid out, the ``hands`` of its players (bonus cards not yet joined included,
    MA-7.4), whether it went out. The matrix by canastas made: bonuses only with
    a canasta (MA-10.1); penalties always (MA-10.2); threes minus without a
    canasta, nothing with one, plus with two (MA-10.3); melded cards minus without
    a canasta (MA-10.4); cards in hands always minus (MA-10.5)."""
    melds = [(rank, tuple(cards)) for rank, cards in melds]
    hands = [tuple(h) for h in hands]
    threes = list(threes)
    value = rs.card_value
    bonuses = [canasta_bonus(rank, cards) for rank, cards in melds]
    canastas = sum(1 for b in bonuses if b is not None)
    lines: list[ScoreLine] = []
    if canastas:
        for kind, forms in _CANASTA_FORMS.items():
            found = [b[1] for b in bonuses if b is not None and b[0] == kind]
            if found:
                lines.append(ScoreLine(Refusal.counted(forms, len(found)), sum(found),
                                       rs.rule("canasta_bonus")))
        if went_out:
            lines.append(ScoreLine(Refusal(N_("going out")), rs.going_out_bonus,
                                   rs.rule("going_out_bonus")))
    for rank, cards in melds:
        penalty = incomplete_penalty(rank, cards)
        if penalty:
            lines.append(ScoreLine(_incomplete_label(rank), penalty, "MA-10.2"))
    for hand in hands:
        penalty = hand_penalty(hand)
        if penalty:
            lines.append(ScoreLine(Refusal(N_("aces or sevens held")), penalty, "MA-10.2"))
    if canastas != 1:
        sign = 1 if canastas >= 2 else -1
        for red, forms in ((True, NN_("{n} red three", "{n} red threes")),
                           (False, ("{n} black three laid out", "{n} black threes laid out"))):
            n = sum(1 for c in threes if c.is_red == red)
            if n:
                lines.append(ScoreLine(Refusal.counted(forms, n), sign * threes_points(n),
                                       rs.rule("red_three_score")))
    laid = sum(value(c) for _, cards in melds for c in cards)
    if laid:
        lines.append(ScoreLine(Refusal(N_("melded cards")), laid if canastas else -laid,
                               rs.rule("melded_points")))
    in_hands = sum(value(c) for h in hands for c in h)
    if in_hands:
        lines.append(ScoreLine(Refusal(N_("cards left in hands")), -in_hands,
                               rs.rule("hand_penalty")))
    return lines


def _incomplete_label(rank: int) -> str:
    if rank == JOKER:
        return "incomplete wild meld"
    return "incomplete meld of " + RANK_PLURALS.get(rank, "cards")


def ma_score_side(ctx: Context) -> list[ScoreLine]:
    """MA-10, MA-9.7: the deal score of the side of ``ctx``: a side that went out
    with a special hand scores only its value; else :func:`deal_lines`."""
    rs = ctx.ruleset
    went_out = ctx.went_out is not None and rs.side_of(ctx.went_out) == ctx.side
    special = ctx.special_hand
    if went_out and special is not None:
        name, points = special
        return [ScoreLine(name, points, _SPECIAL_RULES.get(name, "MA-9.1"))]
    return deal_lines(rs, ((m.rank, m.cards) for m in ctx.melds), ctx.red_threes,
                      [ctx.hand_of(s) + ctx.bonus_of(s) for s in ctx.side_seats], went_out)


# ---------------------------------------------------------------------------
# Special hands (MA-9)

_SPECIAL_RULES = {"straight": "MA-9.2", "pairs": "MA-9.3", "pairs with twos": "MA-9.4",
                  "garbage": "MA-9.5", "zip code": "MA-9.6"}


def special_hand(cards: Sequence[Card], *, joker_pair: bool = False, plain_pairs: bool = False,
                 wild_garbage: bool = False, high: bool = False, zip_code: bool = False
                 ) -> tuple[str, int] | None:
    """MA-9.2 to MA-9.6, MA-9.8: the special hand the fourteen ``cards`` form and
    its value (points), or None. Table rules: ``joker_pair`` MA-12.1,
    ``plain_pairs`` MA-12.2, ``wild_garbage`` MA-12.3, ``high`` MA-12.4 (pairs
    and garbage 3500), ``zip_code`` MA-12.6."""
    if len(cards) != 14:
        return None
    jokers = sum(1 for c in cards if c.is_joker)
    twos = sum(1 for c in cards if c.rank == 2)
    threes = sum(1 for c in cards if c.rank == 3)
    ranks = Counter(c.rank for c in cards if not c.is_joker)
    if jokers == 1 and len(ranks) == 13 and all(n == 1 for n in ranks.values()):
        return "straight", 3000                                     # MA-9.2
    pairs_value = garbage_value = 3500 if high else 2000
    shape = sorted(ranks.values(), reverse=True)
    if not threes and not jokers and shape == [2] * 7:
        if not twos:
            return "pairs", 3500 if high else 2500                  # MA-9.3
        if not plain_pairs and ranks[7] == 2 and ranks[ACE] == 2:
            return "pairs with twos", pairs_value                  # MA-9.4
    if (joker_pair and not plain_pairs and not threes and jokers == 2 and not twos
            and shape == [2] * 6 and ranks[7] == 2 and ranks[ACE] == 2):
        return "pairs with twos", pairs_value                      # MA-12.1
    if not threes:
        naturals = Counter(c.rank for c in cards if not c.is_wild)
        nshape = sorted(naturals.values(), reverse=True)
        if wild_garbage:                                            # MA-12.3
            if nshape == [3, 3, 3, 3] and (jokers, twos) in ((2, 0), (0, 2)):
                return "garbage", garbage_value
        elif not jokers and not twos and nshape == [4, 4, 3, 3]:
            return "garbage", garbage_value                        # MA-9.5
        if (zip_code and not jokers and shape == [4, 3, 3, 2, 2]
                and ranks[2] in (0, 2)):
            return "zip code", 2000                                 # MA-9.6
    return None
