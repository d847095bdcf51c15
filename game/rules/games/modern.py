"""Modern American Canasta (MA): its RuleSet, its hooks and its rule ids.

Four players in two partnerships, 108 cards, 13 cards each and no upcard (MA-1),
every three laid out (MA-2), melds of at most seven cards whose wild cards are
limited by when they are laid (MA-3), a pile taken only with a natural pair
(MA-5), three ways to open (MA-6), bonus cards (MA-7), two canastas to go out
(MA-8), special hands (MA-9) and a scoring matrix by canastas made (MA-10).

Here are the game's pure functions and hooks (card values, meld rules by rank,
canasta bonuses and penalties, special hands, the deal score), its rule ids
(:data:`MA_RULE_IDS`) and its RuleSet, :data:`MODERN`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from game.rules import checks as C
from game.rules import transitions as T
from game.rules.actions import Action, LayOut, Meld, SpecialHand, TakePile
from game.rules.cards import ACE, JOKER, RANK_PLURALS, Card, standard_value
from game.rules.context import Context
from game.rules.games.modern_scoring import ma_score_side, special_hand
from game.rules.messages import N_, Refusal, Word
from game.rules.oracle import why_illegal
from game.rules.own import OwnState, one_each, read_flags
from game.rules.planner import initial_meld_plan
from game.rules.ruleset import MeldLimits, RuleSet, TurnRules, WildLimit, switch
from game.rules.state import GameState, Move, Phase

if TYPE_CHECKING:
    from game.rules.state import TableMeld
    from game.rules.view import PlayerView

MA_RULE_IDS: Mapping[str, str] = {
    "deal": "MA-1.2", "upcard": "MA-1.2", "turn": "MA-4.1", "red_three": "MA-2.3",
    "black_three": "MA-2.3", "meld": "MA-3.1", "wild_limit": "MA-3.2",
    "one_per_rank": "MA-3.1", "canasta": "MA-3.1", "take": "MA-5.1",
    "open_take": "MA-5.1", "frozen": "MA-5.5", "top_blocked": "MA-5.4",
    "completed_only": "MA-5.2", "minimum": "MA-6.1", "minimum_hand": "MA-5.3",
    "go_out": "MA-8.1", "go_out_how": "MA-8.1", "ask": "MA-8.2", "empty_hand": "MA-8.3",
    "end": "MA-11.3", "all_sevens": "MA-11.5", "sevens_discard": "MA-11.1",
    "foot": "MA-1.2", "foot_pickup": "MA-1.2", "foot_to_go_out": "MA-8.1",
    "wild_meld": "MA-3.5", "sevens_meld": "MA-3.3", "stock_out": "MA-11.3",
    "game": "MA-11.4", "undo": "MA-4.3", "meld_size": "MA-3.1",
    "melded_points": "MA-10.4", "canasta_bonus": "MA-10.1", "red_three_score": "MA-10.3",
    "going_out_bonus": "MA-10.1", "concealed_bonus": "MA-10.1", "hand_penalty": "MA-10.5",
    "foot_penalty": "MA-10.5", "foot_red_threes": "MA-10.3", "sequence": "MA-3.1",
    "sequence_sevens": "MA-3.3", "sequences_per_suit": "MA-3.1", "sequence_take": "MA-5.1",
    "pile_wait": "MA-5.1", "partner_gate": "MA-6.6", "partner_second": "MA-6.6",
    "garbage": "MA-3.1", "foot_look": "MA-1.2", "black_three_top": "MA-11.1",
    "pickup": "MA-5.1", "rearrange": "MA-3.1", "reshuffle_limit": "MA-11.3",
}
"""Every mechanism's rule id in MA (test_rule_keys)."""

TURN_CARD = 9
"""MA-1.3: the turn card is the ninth card from the bottom of the stock: it is
still in the stock while the stock holds at least this many cards."""

BONUS_CARDS = (4, 3)
"""MA-7.1: bonus cards for the side that melds first in the deal, and for the
side that melds after the other side."""


def ma_value(card: Card) -> int:
    """MA-1.1, MA-10.5: G-3 values, any three (red or black) counts 5 (points)."""
    return 5 if card.rank == 3 else standard_value(card)


# ---------------------------------------------------------------------------
# Hooks of the RuleSet


def ma_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """MA-3.2, MA-3.4: a meld of a natural rank holds at least two naturals and at
    most two wild cards (when a wild card may join it is :func:`meld_problem`'s)."""
    return naturals >= 2 and wilds <= 2


def ma_meld_rule(ctx: Context, before: Sequence[Card], after: TableMeld) -> str | None:
    """MA-3.2 to MA-3.6 for the side of ``ctx``: :func:`meld_problem` of the meld
    ``after`` grown from ``before`` (empty: a new meld), in the turn of the side's
    initial meld when the side had not melded before the turn (MA-6.7)."""
    melds = [m for side in range(ctx.sides) for m in ctx.side_melds(side)]
    wild_open = any(m.rank == JOKER and not m.is_canasta and m.id != after.id
                    for m in ctx.melds)
    return meld_problem(after.rank, before, after.cards, not ctx.melded_before_turn,
                        dead_ranks(melds), wild_open, ctx.ruleset.rule_ids)


def ma_initial_meld_ok(ctx: Context, value: int) -> bool:
    """MA-6.1, MA-6.2, MA-6.4: the melds the side laid this turn (all its melds:
    it had none) of ``value`` points open it (:func:`opening_ok`)."""
    return opening_ok((m.cards for m in ctx.melds), value, ctx.initial_minimum,
                      ctx.ruleset.wild_opening)


def ma_opening_refusal(ctx: Context, value: int) -> str | None:
    """MA-6.2: why the melds the side laid this turn, of ``value`` points, do not
    open it when the pure meld of three or more naturals (or, under MA-12.7
    ``wild_opening``, the meld of three or more wild cards) is missing: a sentence
    naming that meld, and the minimum (MA-6.1) too when ``value`` is short of it;
    None when only the count is short (the shared sentence, MA-6.1)."""
    groups = [m.cards for m in ctx.melds]
    if opening_ok(groups, value, ctx.initial_minimum, ctx.ruleset.wild_opening) or (
            _required_meld(groups, ctx.ruleset.wild_opening)):
        return None
    minimum = ctx.initial_minimum
    if value >= minimum:
        if ctx.ruleset.wild_opening:
            return Refusal(N_("Your initial meld counts {value}, but it needs a pure meld of "
                              "three or more natural cards, or a meld of three or more wild "
                              "cards. Meld one or undo"), "MA-6.2", value=value)
        return Refusal(N_("Your initial meld counts {value}, but it needs a pure meld of "
                          "three or more natural cards. Meld one or undo"), "MA-6.2",
                       value=value)
    if ctx.ruleset.wild_opening:
        return Refusal(N_("Your initial meld counts {value}; it needs {minimum} and a pure "
                          "meld of three or more natural cards, or a meld of three or more "
                          "wild cards. Meld more or undo"), "MA-6.2", value=value,
                       minimum=minimum)
    return Refusal(N_("Your initial meld counts {value}; it needs {minimum} and a pure meld "
                      "of three or more natural cards. Meld more or undo"), "MA-6.2",
                   value=value, minimum=minimum)


def ma_frozen_for(ctx: Context) -> str | None:
    """MA-5.1, MA-5.5: no freezing, but the pile is always taken with a natural pair
    matching its top card."""
    return Refusal(N_("the pile is taken only with a natural pair matching its top card"))


def ma_discard_rule(ctx: Context, card: Card, last_card: bool) -> str | None:
    """MA-11.1: threes are never discarded; a wild card only as the going-out
    discard (``last_card``), or when the hand held only wild cards before the
    turn's draw and drew wild cards only (``ModernState.wild_draw``, melds of them laid
    since included). MA-11.2: onto an empty pile an ace or a
    seven only if the hand's naturals are all aces and sevens, a dead card only
    when no other card may be discarded."""
    problem = _discard_card(ctx, card, last_card)
    if problem or ctx.pile or card.rank not in _dead(ctx):
        return problem
    if any(c != card and c.rank not in _dead(ctx) and _discard_card(ctx, c, last_card) is None
           for c in ctx.hand):
        return Refusal(N_("A dead card goes onto an empty discard pile only when no other card "
                          "may be discarded"), "MA-11.2")
    return None


def _dead(ctx: Context) -> frozenset[int]:
    return dead_ranks(m for side in range(ctx.sides) for m in ctx.side_melds(side))


def _discard_card(ctx: Context, card: Card, last_card: bool) -> str | None:
    if card.rank == 3:
        return Refusal(N_("Threes are never discarded"), "MA-11.1")
    wild_draw = isinstance(ctx.own, ModernState) and ctx.own.wild_draw
    if card.is_wild and not last_card and not wild_draw:
        return Refusal(N_("A wild card is discarded only to go out, or from a hand of wild "
                          "cards only after drawing another"), "MA-11.1")
    if not ctx.pile and card.rank in (7, ACE) and any(
            c.is_natural and c.rank not in (7, ACE) for c in ctx.hand):
        return Refusal(N_("An ace or a seven goes onto an empty discard pile only from a hand "
                          "whose natural cards are all aces and sevens"), "MA-11.2")
    return None


def ma_special_hand(rs: RuleSet, cards: Sequence[Card]) -> tuple[str, int] | None:
    """MA-9 with the table rules of ``rs`` (MA-12.1 to MA-12.4, MA-12.6): the
    special hand of ``cards`` and its value, or None (:func:`special_hand`)."""
    return special_hand(cards, joker_pair=rs.joker_pair, plain_pairs=rs.plain_pairs,
                        wild_garbage=rs.wild_garbage, high=rs.special_high,
                        zip_code=rs.zip_code)


# ---------------------------------------------------------------------------
# Melds (MA-3)


def dead_ranks(melds: Iterable[TableMeld]) -> frozenset[int]:
    """MA-3.6: the natural ranks of which a canasta is complete on either side
    (``melds`` of both sides); a wild canasta kills nothing."""
    return frozenset(m.rank for m in melds if m.is_canasta and m.rank != JOKER
                     and 4 <= m.rank <= ACE)


def meld_problem(rank: int, before: Sequence[Card], after: Sequence[Card], initial: bool,
                 dead: frozenset[int], wild_meld_open: bool, rules: Mapping[str, str]
                 ) -> str | None:
    """Why the cards ``after`` may not be a meld of ``rank`` grown from ``before``
    (no cards: a new meld), or None (MA-3.2 to MA-3.6). ``initial``: laid in the
    turn of the side's initial meld (MA-6.7); ``dead``: the dead ranks (MA-3.6);
    ``wild_meld_open``: the side has an incomplete wild meld other than this one
    (MA-3.5); ``rules``: the game's rule ids. Sizes (MA-3.1) and one meld per rank
    are the engine's."""
    if rank in dead:
        return Refusal(N_("{rank} are dead: a canasta of them is complete, no meld of them may "
                          "be begun or added to"), rules.get("dead", "MA-3.6"),
                       rank=Word(_plural(rank)))
    wilds = sum(1 for c in after if c.is_wild)
    naturals = len(after) - wilds
    fault = wild_fault(rank, len(before), sum(1 for c in before if c.is_wild), naturals, wilds,
                       initial, wild_meld_open)
    if fault is None:
        return None
    if fault == "MA-3.5":
        return Refusal(N_("While your side has an incomplete wild meld, no wild card may go in "
                          "another meld"), "MA-3.5")
    if fault == "MA-3.3":
        return Refusal(N_("A sevens meld never takes a wild card"), "MA-3.3")
    if fault == "limit":
        return Refusal(N_("A meld holds at least two natural cards and at most two wild cards "
                          "(this one would have {naturals} and {wilds})"),
                       "MA-3.4" if rank == ACE else "MA-3.2", naturals=naturals, wilds=wilds)
    if fault == "pure ace":
        return Refusal(N_("A pure ace meld never takes a wild card"), "MA-3.4")
    if fault == "ace begun":
        return Refusal(N_("An ace meld begun after the initial meld is pure"), "MA-3.4")
    if fault == "five aces":
        return Refusal(N_("A dirty ace meld takes its second wild card only once it holds "
                          "five aces"), "MA-3.4")
    return Refusal(N_("After the initial meld a wild card joins a meld only once it holds five "
                      "natural cards"), "MA-3.2")


def wild_fault(rank: int, before: int, before_wilds: int, naturals: int, wilds: int,
               initial: bool, wild_meld_open: bool) -> str | None:
    """What of MA-3.2 to MA-3.5 forbids a meld of ``rank`` (not dead) holding
    ``before`` cards, ``before_wilds`` of them wild (0: a new meld), to become one of
    ``naturals`` and ``wilds`` cards, or None: a short name of the fault
    (:func:`meld_problem` words it). ``initial`` and ``wild_meld_open`` as there.
    Only a wild card added can be at fault; a meld of wild cards takes any."""
    if rank == JOKER or wilds <= before_wilds:
        return None
    if wild_meld_open and not initial:
        return "MA-3.5"
    if rank == 7:
        return "MA-3.3"
    if wilds > 2 or naturals < 2:
        return "limit"
    if rank == ACE:
        if before and not before_wilds:
            return "pure ace"
        if not before and not initial:
            return "ace begun"
        if before and naturals < 5:
            return "five aces"
        return None
    if initial or naturals >= 5:
        return None
    return "five naturals"


def ma_meld_limits(ctx: Context) -> MeldLimits:
    """MA-3.2 to MA-3.6 for the side of ``ctx`` as the legal-action listing builds
    its candidates (:class:`~game.rules.ruleset.MeldLimits`): the same answers as
    :func:`ma_meld_rule`, without building the melds it refuses."""
    melds = [m for side in range(ctx.sides) for m in ctx.side_melds(side)]
    wild_open = any(m.rank == JOKER and not m.is_canasta for m in ctx.melds)
    initial = not ctx.melded_before_turn

    def allows(rank: int, before: int, before_wilds: int, naturals: int, wilds: int) -> bool:
        return wild_fault(rank, before, before_wilds, naturals, wilds, initial,
                          wild_open) is None

    return MeldLimits(dead_ranks(melds), allows)


def _plural(rank: int) -> str:
    return RANK_PLURALS.get(rank, "cards")


def opening_ok(melds: Iterable[Sequence[Card]], value: int, minimum: int,
               wild_opening: bool) -> bool:
    """MA-6.1, MA-6.2, MA-6.4: the melds laid (``melds``, each its cards) open the
    side: a splash (a complete natural or wild canasta, MA-6.4) with no minimum, else
    ``value`` reaches ``minimum`` and one meld is pure of three or more naturals
    (or, ``wild_opening`` MA-12.7, of three or more wild cards)."""
    groups = [tuple(g) for g in melds]
    if any(len(g) >= 7 and len({c.is_wild for c in g}) == 1 for g in groups):
        return True  # a natural or a wild canasta, not a mixed one
    if value < minimum:
        return False
    return _required_meld(groups, wild_opening)


def _required_meld(melds: Iterable[Sequence[Card]], wild_opening: bool) -> bool:
    """MA-6.2: one of ``melds`` is pure of three or more naturals (or, with
    ``wild_opening`` MA-12.7, of three or more wild cards)."""
    for g in melds:
        if len(g) >= 3 and not any(c.is_wild for c in g):
            return True
        if wild_opening and len(g) >= 3 and all(c.is_wild for c in g):
            return True
    return False


@mypyc_attr(native_class=False)  # as OwnState (game/build_engine.py)
@dataclass(slots=True)
class ModernState(OwnState):
    """Modern American Canasta's own state of a deal (``GameState.own``): who has
    asked to go out (MA-8.2) and this turn's wild draw (MA-11.1)."""

    asked_deal: list[bool]
    """By seat: the seat has asked to go out this deal (MA-8.2)."""
    wild_draw: bool = False
    """The current player's hand held only wild cards (a held three aside) before
    this turn's draw, and every card drawn since is wild too (MA-11.1: a wild card
    may then be discarded)."""
    KEYS: ClassVar[tuple[str, ...]] = ("asked deal",)
    TURN_ITEMS: ClassVar[tuple[str, ...]] = ("wild_draw",)

    def copy(self) -> ModernState:
        return ModernState(self.asked_deal[:], self.wild_draw)

    def new_turn(self) -> None:
        self.wild_draw = False

    def seen_by(self, seat: int, current: int) -> ModernState:
        """The wild draw is the current player's to know."""
        return ModernState(self.asked_deal[:], self.wild_draw and seat == current)

    def lines(self, codes: Callable[[Iterable[Card]], str]) -> list[str]:
        if not any(self.asked_deal):
            return []
        return ["asked deal: " + " ".join("yes" if f else "no" for f in self.asked_deal)]

    def read(self, key: str, value: str, card: Callable[[str], Card]) -> None:
        if key != "asked deal":
            super().read(key, value, card)
        self.asked_deal = one_each(read_flags(value.split()), len(self.asked_deal), "seat")

    def turn_item(self, name: str) -> int | bool:
        if name != "wild_draw":
            return super().turn_item(name)
        return self.wild_draw

    def set_turn_item(self, name: str, value: int | bool) -> None:
        if name != "wild_draw":
            super().set_turn_item(name, value)
        self.wild_draw = bool(value)

    def fingerprint(self, state: GameState) -> str:
        if not (any(state.bonus) or state.special or any(self.asked_deal)):
            return ""
        bonus = [" ".join(c.code for c in b) for b in state.bonus]
        return f"ma {bonus} {state.special} {self.asked_deal}"

    def asked_this_deal(self, seat: int) -> bool:
        return self.asked_deal[seat]


def own(state: GameState) -> ModernState:
    """The deal's :class:`ModernState` (``state.own``)."""
    assert isinstance(state.own, ModernState)
    return state.own


def _all_wild(hand: Sequence[Card]) -> bool:
    """The hand's cards, threes aside, are all wild (MA-11.1)."""
    return all(c.is_wild for c in hand if c.rank != 3)


class ModernTurns(TurnRules):
    """Modern American Canasta's own turn rules: threes kept and laid out (MA-2.2,
    MA-2.4, MA-11.3), the initial meld before a pickup (MA-6.3), the pile's only
    card for a special hand (MA-12.5) and bonus cards (MA-7)."""

    goes_out_face_down = True  # MA-8.1: the last discard of one going out

    def own_state(self, rs: RuleSet) -> ModernState:
        return ModernState([False] * rs.players)

    def laid_out_at_once(self, card: Card) -> bool:
        """MA-2.1: every three, red or black (one may be kept, MA-2.2)."""
        return card.rank == 3

    def action_problem(self, state: GameState, action: Action) -> str | None:
        """MA-2.2, MA-2.4: a held three waits for nothing (:func:`threes_problem`)."""
        return None if isinstance(action, LayOut) else threes_problem(state, action)

    def narrowed(self, state: GameState, actions: list[Action]) -> list[Action]:
        """MA-2.2, MA-2.4: with a three held before the side's initial meld, the
        actions :func:`threes_problem` allows (a red and a black three: laying out
        one; a three: no initial meld before it is laid out)."""
        if (state.melded[state.side_of(state.current)]
                or not any(c.rank == 3 for c in state.hands[state.current])):
            return actions
        return [a for a in actions if isinstance(a, LayOut) or threes_problem(state, a) is None]

    def lay_outs(self, state: GameState) -> list[Action]:
        """MA-2.2: laying out a held three."""
        threes = [LayOut(c) for c in state.hands[state.current] if c.rank == 3]
        return [a for a in threes if why_illegal(state, a) is None]

    def lay_out_problem(self, state: GameState, action: LayOut) -> str | None:
        return lay_out_problem(state, action)

    def special_hands(self, state: GameState) -> list[Action]:
        """MA-9.1: the whole hand laid down as a special hand, where it is one."""
        return [SpecialHand()] if why_illegal(state, SpecialHand()) is None else []

    def special_problem(self, state: GameState, action: SpecialHand) -> str | None:
        return special_problem(state, action)

    def discard_problem(self, state: GameState) -> str | None:
        """MA-12.5: the pile's only card was taken for a special hand: no discard."""
        if state.taken == 1 and not state.melded[state.side_of(state.current)]:
            return Refusal(N_("The pile's only card was taken for a special hand: lay it "
                              "down"), "MA-12.5")
        return None

    def cards_follow_opening(self, state: GameState) -> bool:
        """MA-4.2: bonus cards follow an initial meld made while the turn card is in
        the stock (MA-7.1), so the meld may leave one card."""
        rs = state.ruleset
        return bool(rs.bonus_cards) and len(state.stock) >= rs.turn_card

    def drawn(self, state: GameState, seat: int, before: Sequence[Card] | None) -> None:
        """MA-11.1: the hand was all wild (a held three aside) before the turn's
        draw, and so is every card drawn since."""
        modern = own(state)
        was = (modern.wild_draw if before is None
               else any(c.rank != 3 for c in before) and _all_wild(before))
        modern.wild_draw = was and _all_wild(state.hands[seat])

    def asking(self, state: GameState, seat: int) -> None:
        """MA-8.2: a seat asks once a deal."""
        if state.ruleset.ask_once:
            own(state).asked_deal[seat] = True

    def turn_begun(self, state: GameState, seat: int, first: bool,
                   moves: list[Move]) -> None:
        """MA-2.2: once the side has melded, a three kept is laid out at the start of
        the turn; MA-7.2: the seat's bonus cards join the hand and their threes are
        laid out. A three that cannot be replaced ends the play (MA-11.3)."""
        rs = state.ruleset
        if (not first and rs.keep_one_three and state.melded[state.side_of(seat)]
                and any(c.rank == 3 for c in state.hands[seat])):
            if T.lay_out_red_threes(state, seat, moves) and not state.stock:
                T.unreplaced_three(state)
                return
        if state.bonus and state.bonus[seat]:
            bonus, state.bonus[seat] = state.bonus[seat], []
            state.hands[seat].extend(bonus)
            moves.extend(Move(c, f"bonus:{seat}", f"hand:{seat}", face_up=False) for c in bonus)
            if T.lay_out_red_threes(state, seat, moves) and not state.stock:
                T.unreplaced_three(state)

    def threes_to_lay_out(self, state: GameState, seat: int,
                          threes: list[Card]) -> list[Card] | None:
        """MA-11.3: the stock's last card, just drawn, is a three: it stays in the
        hand and the play ends (None); MA-2.2: while the side has not melded, one
        three may be kept (:func:`kept_threes_aside`)."""
        rs = state.ruleset
        hand = state.hands[seat]
        if rs.last_three_stays and not state.stock and threes and threes[-1] is hand[-1]:
            return None
        if rs.keep_one_three and threes and not state.melded[state.side_of(seat)]:
            return kept_threes_aside(threes)
        return threes

    def pickup_problem(self, state: GameState, action: TakePile) -> str | bool | None:
        """MA-5.3: a side that has not melded takes the pile only with its initial
        meld laid from the hand first (MA-6.3), or the pile's only card for a special
        hand (MA-12.5)."""
        if state.melded[state.side_of(state.current)]:
            return None
        if self.takes_top_alone(state, action):
            return True  # MA-12.5
        if action.melds:
            return open_then_take_problem(state, action) or True  # MA-6.3
        return Refusal(N_("Your side must put down its initial meld from the hand before "
                          "taking any card of the pile"), state.ruleset.rule("minimum_hand"))

    def own_pickups(self, state: GameState) -> bool:
        """MA-5.3, MA-6.3: until the side's initial meld is made before this turn."""
        side = state.side_of(state.current)
        return not (state.melded[side] and state.melded_before_turn)

    def pair_in_opening(self, state: GameState, action: TakePile, rank: int) -> bool:
        """MA-6.3: the natural pair may be in a meld of the opening just laid."""
        assert action.meld is not None
        opening = C.side_meld(state, state.side_of(state.current), action.meld)
        return opening is not None and opening.rank == rank and opening.naturals >= 2

    def opening_pickups(self, state: GameState) -> list[Action] | None:
        """MA-6.3: the planner's initial meld from the hand, then the pile; MA-12.5:
        the pile's only card alone for a special hand."""
        alone = TakePile(())
        out: list[Action] = [a for a in open_then_take(state) if why_illegal(state, a) is None]
        return out + ([alone] if why_illegal(state, alone) is None else [])

    def takes_top_alone(self, state: GameState, action: TakePile) -> bool:
        """MA-12.5: a side that has not melded takes the pile's only card, alone, to
        complete a special hand with it (then laid at once)."""
        rs = state.ruleset
        hand = state.hands[state.current]
        return (rs.special_from_pile and len(state.pile) == 1
                and not state.melded[state.side_of(state.current)] and not action.cards
                and action.meld is None and not action.melds
                and rs.special_hand(rs, [*hand, state.pile[0]]) is not None)

    def before_pickup(self, state: GameState, action: TakePile,
                      moves: list[Move]) -> TakePile:
        """MA-6.3: a side that has not melded lays its initial meld from the hand
        before the pile is taken."""
        if state.melded[state.side_of(state.current)] or not action.melds:
            return action
        state.phase = Phase.MELD
        for group in action.melds:
            T.apply_meld(state, Meld(tuple(group)), moves)
        return TakePile(action.cards, action.meld)

    def holds_going_out(self, state: GameState) -> bool:
        """MA-7.1, MA-4.2: bonus cards follow the discard and the side cannot go out
        yet (:func:`bonus_due`)."""
        return bonus_due(state) and not T.can_go_out(state)

    def turn_ending(self, state: GameState, seat: int, moves: list[Move]) -> None:
        """MA-7.1: bonus cards are drawn face down, joining the hand at the seat's
        next turn (MA-7.2)."""
        if not bonus_due(state):
            return
        rs = state.ruleset
        count = rs.bonus_cards[0 if not any(state.melded[d] for d in range(rs.sides)
                                            if d != state.side_of(seat)) else 1]
        if not state.bonus:
            state.bonus = [[] for _ in range(rs.players)]
        for _ in range(count):
            card = state.stock.pop()
            state.bonus[seat].append(card)
            moves.append(Move(card, "stock", f"bonus:{seat}", face_up=False))


def threes_problem(state: GameState, action: Action) -> str | None:
    """Why ``action`` must wait for a held three (MA-2.2, MA-2.4), or None. While
    the side has not melded: with a red and a black three in hand the player first
    lays out the one not kept; a held three is laid out before the initial meld
    (a meld, or a pickup, which always comes with the initial meld, MA-5.3), not
    before a special hand (MA-12.5's pickup of the pile's only card for one)."""
    if state.phase not in (Phase.DRAW, Phase.MELD) or state.melded[state.side_of(state.current)]:
        return None
    threes = [c for c in state.hands[state.current] if c.rank == 3]
    if len(threes) > 1:
        return Refusal(N_("You may keep only one three: first lay out {card} or {other}, the "
                          "one you will not keep"), "MA-2.2", card=threes[0].symbol(),
                       other=threes[1].symbol())
    if threes and (isinstance(action, Meld) or (
            isinstance(action, TakePile)
            and not state.ruleset.turns.takes_top_alone(state, action))):
        return Refusal(N_("Lay out your {card} before the initial meld"), "MA-2.4",
                       card=threes[0].symbol())
    return None


def lay_out_problem(state: GameState, action: LayOut) -> str | None:
    """Why the three ``action.card`` may not be laid out now (MA-2.2), or None: a
    three in the current player's hand, before anything is laid this turn (its
    replacement is then seen: undo could not take it back)."""
    if action.card not in state.hands[state.current] or action.card.rank != 3:
        return Refusal(N_("Only a three held in your hand is laid out"), "MA-2.2")
    if state.laid_this_turn or state.pending is not None:
        return Refusal(N_("Lay out the three before melding this turn"), "MA-2.2")
    return None


def special_problem(state: GameState, action: SpecialHand) -> str | None:
    """Why the current player may not lay the hand down as a special hand (MA-9.1),
    or None: only a side that has not melded, after drawing from the stock (the
    pile's only card under MA-12.5), with nothing laid this turn, the whole hand
    of fourteen cards forming a special hand in force (MA-9.2 to MA-9.6)."""
    rs = state.ruleset
    seat = state.current
    rid = "MA-9.1"
    if state.melded[state.side_of(seat)]:
        return Refusal(N_("A special hand is laid only by a side that has not melded"), rid)
    if state.taken and not (rs.special_from_pile and state.taken == 1):
        return Refusal(N_("A special hand is laid after drawing from the stock, never with "
                          "cards of the pile"), rid)
    if state.laid_this_turn:
        return Refusal(N_("A special hand is the whole hand: undo your melds first"), rid)
    if rs.special_hand(rs, state.hands[seat]) is None:
        return Refusal(N_("Your hand of {n} cards is not a special hand"), rid,
                       n=len(state.hands[seat]))
    return None


def open_then_take_problem(state: GameState, action: TakePile) -> str | None:
    """MA-5.3, MA-6.3: the melds of ``action`` are laid from the hand first, tried in
    order on a copy, and must make the side's initial meld by themselves; then the
    pile is taken with ``action.cards``, onto ``action.meld`` (which may be a meld
    just laid) or as a new meld."""
    rs = state.ruleset
    side = state.side_of(state.current)
    sim = state.copy()
    sim.phase = Phase.MELD
    reason = C.chosen_twice(action) or C.lay_on(sim, action.melds)
    if reason is not None:
        return reason
    if (not sim.melded[side] and sim.laid_value >= state.initial_minimum(side)
            and not _required_meld([m.cards for m in sim.melds[side]], rs.wild_opening)):
        if rs.wild_opening:
            return Refusal(N_("The melds laid before taking the pile count {value} and hold "
                              "no pure meld of three or more natural cards, nor a meld of "
                              "three or more wild cards: your initial meld needs one from "
                              "your hand"), "MA-6.2", value=sim.laid_value)
        return Refusal(N_("The melds laid before taking the pile count {value} and hold no "
                          "pure meld of three or more natural cards: your initial meld needs "
                          "one from your hand"), "MA-6.2", value=sim.laid_value)
    if not sim.melded[side]:
        return Refusal(N_("The melds laid before taking the pile count {value}; your initial "
                          "meld needs {minimum} from your hand, the pile never counts"),
                       rs.rule("minimum_hand"), value=sim.laid_value,
                       minimum=state.initial_minimum(side))
    sim.phase = Phase.DRAW
    return C.take_problem(sim, TakePile(action.cards, action.meld))


def open_then_take(state: GameState) -> list[TakePile]:
    """MA-6.3: the candidates for the planner's initial meld from the hand, then the
    pile taken with a natural pair left in the hand, or onto a meld of the plan
    holding the top card's rank (the oracle judges them); none, without asking the
    planner, where the hand holds fewer than two cards of that rank (a natural meld
    holds two naturals at least, MA-3.2 to MA-3.4)."""
    top = state.top
    assert top is not None
    if sum(1 for c in state.hands[state.current] if c.rank == top.rank) < 2:
        return []
    sim = state.copy()
    sim.phase = Phase.MELD
    plan = initial_meld_plan(sim)
    if not plan or any(step.meld is not None for step in plan):
        return []
    groups = tuple(step.cards for step in plan)
    used = {c for g in groups for c in g}
    pair = [c for c in state.hands[state.current] if c not in used and c.rank == top.rank]
    first = state.next_meld_id
    tries = [TakePile(tuple(pair[:2]), None, groups)] if len(pair) >= 2 else []
    tries += [TakePile((), first + i, groups) for i, g in enumerate(groups)
              if any(c.rank == top.rank for c in g)]
    return tries


def bonus_due(state: GameState) -> bool:
    """MA-7.1: the current player made the side's initial meld this turn while the
    turn card is still in the stock (MA-1.3): bonus cards follow the discard."""
    rs = state.ruleset
    side = state.side_of(state.current)
    return (bool(rs.bonus_cards) and state.melded[side] and not state.melded_before_turn
            and len(state.stock) >= rs.turn_card)


def kept_threes_aside(threes: list[Card]) -> list[Card]:
    """MA-2.2: of ``threes`` (a hand's, in hand order) those laid out at once while
    the side has not melded: one three may be kept, so all but the first of each
    colour go; a red and a black left are the player's choice (a LayOut, the
    only action allowed until then)."""
    first = {c.is_red: c for c in reversed(threes)}
    return [c for c in threes if not any(c is k for k in first.values())]


MA_WORDS: Mapping[str, str | tuple[str, str]] = {
    N_("the last card of the stock was a red three ({rule_id})"):
        N_("the last card of the stock was a three ({rule_id})"),
}
"""The shared messages in the game's words: every three is laid out (MA-2.1)."""


def turn_card_drawn(view: PlayerView) -> bool:
    """MA-1.3: the turn card has been drawn: the bottom cards remain, no more bonus
    cards (MA-7.3)."""
    return view.stock_count < view.ruleset.turn_card


MODERN = RuleSet(
    id="modern",
    name="Modern American Canasta",
    prefix="MA",
    players=4,
    partnerships=True,
    packs=2,                              # MA-1.1
    jokers=4,
    hand_size=13,                         # MA-1.2
    upcard=False,                         # MA-1.2
    card_value=ma_value,                  # MA-1.1, MA-10.5
    keep_one_three=True,                  # MA-2.2, MA-2.4
    black_three_melds=False,              # MA-2.3
    last_three_stays=True,                # MA-11.3
    turn_card=TURN_CARD,                  # MA-1.3
    bonus_cards=BONUS_CARDS,              # MA-7.1
    max_meld=7,                           # MA-3.1
    one_meld_per_rank="always",           # MA-3.1, MA-3.7
    mixed_ok=WildLimit(ma_mixed_ok, N_(   # MA-3.2, MA-3.4
        "A meld holds at least two natural cards and at most two wild cards (this one "
        "would have {naturals} and {wilds})")),
    sevens_pure=True,                     # MA-3.3
    wild_melds=True,                      # MA-3.5
    max_wild_meld=7,
    meld_rule=ma_meld_rule,               # MA-3.2 to MA-3.6
    meld_limits=ma_meld_limits,           # the same, as the listing builds candidates
    pile_freezing=False,                  # MA-5.5
    frozen_for=ma_frozen_for,             # MA-5.1
    initial_base=125,                     # MA-6.1
    initial_minimums=((3000, 155), (5000, 180)),
    initial_meld_ok=ma_initial_meld_ok,   # MA-6.2, MA-6.4
    opening_refusal=ma_opening_refusal,   # MA-6.2
    wild_opening=True,                    # MA-12.7
    canastas_to_go_out=2,                 # MA-8.1
    go_out_without_discard=False,         # MA-8.1
    own_words=MA_WORDS,                   # MA-2.1, MA-11.3: every three
    going_out_bonus=100,                  # MA-10.1
    keep_a_discard=True,                  # MA-11.5
    ask_once=True,                        # MA-8.2
    discard_rule=ma_discard_rule,         # MA-11.1, MA-11.2
    red_three_upcard_redeal=False,
    special_hand=ma_special_hand,         # MA-9
    score_side=ma_score_side,             # MA-10
    target=8500,                          # MA-11.4
    blurb=N_("4 players in two partnerships \u00b7 108 cards \u00b7 13 cards each \u00b7 "
             "bonus cards and special hands"),
    options=tuple(switch(*args) for args in (
        ("jokers_pair", "joker_pair", "MA-12.1",
         N_("in the pairs hand with twos, sevens and aces the wild pair may be two jokers"),
         N_("Jokers as the wild pair")),
        ("plain_pairs_only", "plain_pairs", "MA-12.2",
         N_("the pairs hand never holds wild cards: the pairs hand with twos is not "
            "recognized"), N_("Pairs without wild cards only")),
        ("wild_garbage", "wild_garbage", "MA-12.3",
         N_("garbage is four natural three-of-a-kinds and two matching wild cards"),
         N_("Garbage with wild cards")),
        ("special_3500", "special_high", "MA-12.4",
         N_("both pairs hands and garbage score 3500"), N_("Pairs and garbage 3500")),
        ("special_from_pile", "special_from_pile", "MA-12.5",
         N_("a special hand may be completed with the pile's only card"),
         N_("Special hand from the pile")),
        ("zip_code", "zip_code", "MA-12.6",
         N_("the zip code special hand: a four-of-a-kind, two three-of-a-kinds and two "
            "pairs, 2000"), N_("Zip code")),
        ("wild_opening", "wild_opening", "MA-12.7",
         N_("a meld of three or more wild cards may be the initial meld's required "
            "three-card meld"), N_("Wild meld opens"), True),
    )),
    rule_ids=MA_RULE_IDS,
    turns=ModernTurns(),
)
"""Modern American Canasta (MA): four players in two partnerships, every three laid
out, melds of at most seven whose wild cards depend on when they are laid, bonus
cards, two canastas to go out, special hands."""
