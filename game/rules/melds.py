"""Meld shapes: what cards may form or join a meld (CL-4, PH-3), and whether a
side may go out (CL-7.1, PH-8.1). Pure functions over a RuleSet and cards."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.cards import JOKER, RANK_PLURALS, Card, card_order
from game.rules.context import missing_kinds as missing_kinds  # the AI and the table use it
from game.rules.messages import N_, Refusal, Word
from game.rules.ruleset import RuleSet
from game.rules.state import MeldKey, MeldKind, TableMeld


class HandGroups:
    """A hand grouped into meld candidates, each list in :func:`card_order`:
    ``by_rank`` holds the cards that are not wild (threes included) by rank;
    ``wilds`` all wild cards, ``twos`` and ``jokers`` the same split."""

    __slots__ = ("by_rank", "wilds", "twos", "jokers")

    def __init__(self) -> None:
        self.by_rank: dict[int, list[Card]] = {}
        self.wilds: list[Card] = []
        self.twos: list[Card] = []
        self.jokers: list[Card] = []


def group_hand(cards: Iterable[Card]) -> HandGroups:
    """The one way the oracle, the legal-action listing and the planner group a
    hand into meld candidates (see :class:`HandGroups`). The groups of the hand
    grouped last are given again for the same cards (the listing and the planner
    group one hand in turn): read them, never change them."""
    key = tuple(cards)
    last = _LAST_GROUPS[0]  # read once: another thread may group another hand
    if last[0] == key:
        return last[1]
    groups = HandGroups()
    by_rank, wilds, twos, jokers = groups.by_rank, groups.wilds, groups.twos, groups.jokers
    for c in sorted(key, key=card_order):
        if c.is_wild:
            wilds.append(c)
            (jokers if c.rank == JOKER else twos).append(c)
        else:
            same = by_rank.get(c.rank)
            if same is None:
                by_rank[c.rank] = [c]
            else:
                same.append(c)
    _LAST_GROUPS[0] = (key, groups)
    return groups


_LAST_GROUPS: list[tuple[tuple[Card, ...], HandGroups]] = [((), HandGroups())]
"""The cards of the last call of :func:`group_hand` and their groups."""


def rank_name(rank: int) -> str:
    """``"eights"``, ``"wild cards"``, ``"black threes"`` for refusals and logs."""
    if rank == JOKER:
        return "wild cards"
    if rank == 3:
        return "black threes"
    return RANK_PLURALS.get(rank, "cards")


def meld_name(meld: TableMeld) -> str:
    """What a meld is, for logs and refusals: ``"eights"``, ``"wild cards"``,
    ``"black threes"``, ``"a sequence of hearts"`` (DH-3.3), ``"the garbage pile"``
    (BH-7.1)."""
    if meld.kind is MeldKind.SEQUENCE:
        suit = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[str(meld.key)]
        return f"a sequence of {suit}"
    if meld.kind is MeldKind.GARBAGE:
        return "the garbage pile"
    return rank_name(meld.rank)


def meld_rank(cards: Sequence[Card]) -> int | str:
    """The rank a new meld of ``cards`` would have (a natural rank, 3 for black
    threes, JOKER for wild cards only), or a refusal sentence without rule id
    suffix when the cards cannot share a meld."""
    ranks = {c.rank for c in cards if not c.is_wild}
    if any(c.is_red_three for c in cards):
        return "red threes are never melded"
    if not ranks:
        return JOKER
    if len(ranks) > 1:
        return "a meld holds cards of one rank only (with wild cards)"
    return ranks.pop()


def kind_of_rank(rank: int) -> tuple[MeldKind, MeldKey]:
    """The kind and key of a meld of one rank: 3 is black threes, ``JOKER`` wild
    cards only, any other rank a rank meld."""
    if rank == 3:
        return MeldKind.BLACK_THREES, 3
    if rank == JOKER:
        return MeldKind.WILD, JOKER
    return MeldKind.RANK, rank


def make_meld(rs: RuleSet, meld_id: int, side: int, rank: int,
              cards: tuple[Card, ...]) -> TableMeld:
    """A TableMeld of ``rank`` (as :func:`meld_rank` gives it) with the RuleSet's
    canasta size."""
    kind, key = kind_of_rank(rank)
    return TableMeld(meld_id, side, kind, key, cards, rs.canasta_size)


def classify(rs: RuleSet, cards: Sequence[Card]) -> tuple[MeldKind, MeldKey] | str:
    """The kind and key a new meld of ``cards`` would have, or a refusal sentence
    (without rule id) when they cannot share a meld: cards of several ranks make a
    sequence meld (DH-3.3) where the game has them."""
    ranks = {c.rank for c in cards if not c.is_wild}
    if 3 in ranks and any(c.is_red_three for c in cards):
        return "red threes are never melded"
    if len(ranks) == 1:
        return kind_of_rank(next(iter(ranks)))
    if not ranks:
        return MeldKind.WILD, JOKER
    if rs.sequence_melds:
        return MeldKind.SEQUENCE, cards[0].suit
    return "a meld holds cards of one rank only (with wild cards)"


def new_meld(rs: RuleSet, meld_id: int, side: int, kind: MeldKind, key: MeldKey,
             cards: Sequence[Card]) -> TableMeld:
    """A TableMeld of ``kind`` and ``key``; a sequence keeps its cards in rank
    order (DH-3.3)."""
    laid = tuple(sorted(cards, key=lambda c: c.rank)) if kind is MeldKind.SEQUENCE else tuple(cards)
    return TableMeld(meld_id, side, kind, key, laid, rs.canasta_size)


def grown(rs: RuleSet, meld: TableMeld, cards: Sequence[Card]) -> TableMeld:
    """``meld`` with ``cards`` added (a sequence stays in rank order)."""
    return new_meld(rs, meld.id, meld.side, meld.kind, meld.key, meld.cards + tuple(cards))


def sequence_problem(rs: RuleSet, cards: Sequence[Card]) -> str | None:
    """Why ``cards`` cannot be a sequence meld (DH-3.3: consecutive naturals of one
    suit, ace high, no wild card, no three, each rank once, at most ``max_meld``),
    or None. Whether sevens may join is the caller's question (DH-3.5)."""
    rid = _id(rs, "sequence")
    if any(c.is_wild for c in cards):
        return Refusal(N_("A sequence meld takes no wild card"), rid)
    if any(not c.is_natural for c in cards):
        return Refusal(N_("Threes never go in a sequence meld"), rid)
    if len({c.suit for c in cards}) > 1:
        return Refusal(N_("A sequence meld holds cards of one suit"), rid)
    ranks = sorted(c.rank for c in cards)
    if len(set(ranks)) != len(ranks) or ranks[-1] - ranks[0] != len(ranks) - 1:
        return Refusal(N_("A sequence meld holds consecutive ranks, each once, ace high"), rid)
    if rs.max_meld is not None and len(cards) > rs.max_meld:
        return Refusal(rs.says(N_("No meld may hold more than {n} cards")), _id(rs, "meld_size"),
                       n=rs.max_meld)
    return None


def suit_runs(cards: Iterable[Card]) -> list[list[Card]]:
    """The runs of consecutive natural ranks of one suit among ``cards`` (one card
    per rank, the lowest pack), each in rank order: the sequence-meld candidates
    (DH-3.3) are their stretches of three or more."""
    by_suit: dict[str, dict[int, Card]] = {}
    for c in sorted(cards, key=card_order):
        if c.is_natural:
            by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)
    runs: list[list[Card]] = []
    for suit in sorted(by_suit):
        ranks = by_suit[suit]
        run: list[Card] = []
        for rank in sorted(ranks):
            if run and rank != run[-1].rank + 1:
                runs.append(run)
                run = []
            run.append(ranks[rank])
        runs.append(run)
    return runs


def shape_problem(rs: RuleSet, rank: int, cards: Sequence[Card]) -> str | None:
    """Why ``cards`` cannot be a meld of ``rank`` under ``rs``, or None.

    Checks the size limit (PH-3.1; none for black threes in RR-4.2), wild-card
    limits (CL-4.2, PH-3.4), melds of wild cards only (CL-4.2, PH-3.5), pure
    sevens (PH-3.6) and black threes (CL-3.2, PH-7.3). The size minimum of a
    *new* meld is checked by the caller.
    """
    size = len(cards)
    wilds = sum(1 for c in cards if c.is_wild)
    naturals = size - wilds
    if (rs.max_meld is not None and size > rs.max_meld
            and not (rank == 3 and rs.black_threes_any_size)):
        return Refusal(rs.says(N_("No meld may hold more than {n} cards")), _id(rs, "meld_size"),
                       n=rs.max_meld)
    if rank == 3:
        if not rs.black_three_melds:
            return Refusal(N_("Threes are never melded"), _id(rs, "black_three"))
        if wilds or any(not c.is_black_three for c in cards):
            return Refusal(N_("A meld of black threes takes no wild card"),
                           _id(rs, "black_three"))
        return None
    if rank == JOKER:
        if not rs.wild_melds:
            return Refusal(N_("A meld of wild cards only is not allowed: wild cards may not "
                              "outnumber natural cards"), _id(rs, "wild_limit"))
        if any(not c.is_wild for c in cards):
            return Refusal(rs.says(N_("A wild-card meld takes wild cards only")),
                           _id(rs, "wild_meld"))
        if rs.max_wild_meld is not None and size > rs.max_wild_meld:
            return Refusal(rs.says(N_("No meld may hold more than {n} cards")),
                           _id(rs, "wild_meld"), n=rs.max_wild_meld)
        return None
    if any(c.rank != rank and not c.is_wild for c in cards):
        return Refusal(rs.says(N_("This meld takes only {rank} and wild cards")), _id(rs, "meld"),
                       rank=Word(rank_name(rank)))
    if wilds:
        if rs.sevens_pure and rank == 7:
            return Refusal(N_("A sevens meld never takes a wild card"), _id(rs, "sevens_meld"))
        if not rs.mixed_ok(naturals, wilds, size):
            return _wild_limit_sentence(rs, naturals, wilds)
    return None


def _wild_limit_sentence(rs: RuleSet, naturals: int, wilds: int) -> str:
    return Refusal(rs.mixed_ok.sentence, _id(rs, "wild_limit"), naturals=naturals, wilds=wilds)


def _id(rs: RuleSet, key: str) -> str:
    return rs.rule(key)


def blocking_meld(rs: RuleSet, melds: Iterable[TableMeld], rank: int) -> TableMeld | None:
    """The side's meld that forbids starting a new meld of ``rank``: any meld of the
    rank in CL (CL-4.3), an unfinished one in PH (PH-3.2)."""
    for m in melds:
        if m.rank != rank:
            continue
        if rs.one_meld_per_rank == "always":
            return m
        if rs.one_meld_per_rank == "unfinished" and not m.is_canasta:
            return m
    return None


def is_closed(rs: RuleSet, meld: TableMeld) -> bool:
    """A meld that can take no more cards (a seven-card canasta in PH, PH-3.1; a
    meld of black threes never in RR-4.2)."""
    if meld.kind is MeldKind.BLACK_THREES and rs.black_threes_any_size:
        return False
    return rs.max_meld is not None and len(meld.cards) >= rs.max_meld


def open_ranks(rs: RuleSet, melds: Iterable[TableMeld]) -> set[int]:
    """The ranks of ``melds`` that can take more cards (:func:`is_closed`): every
    one where melds grow without limit (CL-4.4)."""
    if rs.max_meld is None:
        return {m.rank for m in melds}
    return {m.rank for m in melds if not is_closed(rs, m)}
