"""What one seat may know: :func:`observe` turns a GameState into a frozen
:class:`PlayerView` (the AI and the table see only views).

A seat sees its own hand; other hands, every foot not yet picked up and the
stock only as counts; the whole discard pile in order (every card of it was seen
face up); every meld, red three and score.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card
from game.rules.own import NO_OWN_STATE, OwnState
from game.rules.ruleset import RuleSet
from game.rules.slots import store_in_slots
from game.rules.state import DealScore, GameState, Move, Phase, Snapshot, TableMeld


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of the game (counts are numbers of cards)."""

    ruleset: RuleSet
    seat: int
    side: int
    deal_no: int
    turn_no: int
    dealer: int
    phase: Phase
    current: int
    to_act: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    foot_counts: tuple[int, ...]
    foot_taken: tuple[bool, ...]
    completed: tuple[bool, ...]
    stock_count: int
    pile: tuple[Card, ...]
    pile_pending: bool
    melds: tuple[tuple[TableMeld, ...], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    melded: tuple[bool, ...]
    scores: tuple[int, ...]
    minimums: tuple[int, ...]
    laid_value: int
    laid_this_turn: bool
    foot_due: bool
    asked: bool
    asked_partner: int | None
    permission: bool | None
    history: tuple[DealScore, ...]
    went_out: int | None
    winner: int | None
    pending_count: int = 0    # the top cards of ``pile`` taken but not yet in the hand
    waiting: tuple[Card, ...] = ()  # own cards from the pile, melded next turn (DH-5.7)
    foot: tuple[Card, ...] = ()     # one's own foot, while looking at it (BH-1.2)
    melders: tuple[tuple[int, int], ...] = ()  # (side, seat of its initial meld), BH-6.1
    discard_only: bool = False      # this turn is the discard alone (DK-4.4)
    twin_top: bool = False          # the top card is the last discard: a twin may go on it
    cut: tuple[Card, ...] = ()      # the cards shown at the cut, in Phase.CUT (DK-2.1)
    bonus_counts: tuple[int, ...] = ()  # by seat: bonus cards lying face down (MA-7.1),
    # empty while nobody has any
    special: tuple[str, int] | None = None  # the special hand that ended the deal (MA-9)
    melded_before_turn: bool = False  # the current player's side had melded before this
    # turn (MA-6.7: melds of the initial meld's turn follow MA-3.2(a), MA-3.4, MA-3.5)
    taken: int = 0  # cards the current player took from the pile this turn by a pickup
    # that is not the free one, the top card included (DK-12.1, MA-12.5)
    next_meld_id: int = 0  # the id the next meld laid will have (meld ids are public)
    known: tuple[tuple[Card, ...], ...] = ()  # by seat: cards seen going from the pile
    # into that hand and not shown since (GameState.known); empty while none are
    declined: tuple[tuple[int, ...], ...] = ()  # by seat: ranks of the pile's top card
    # the seat drew instead of taking (GameState.declined); empty while none are
    discarded: tuple[tuple[int, ...], ...] = ()  # by seat: the natural ranks it
    # discarded this deal (GameState.discarded); empty while none are
    own: OwnState = NO_OWN_STATE  # what the seat may know of the game's own state:
    # twins, the free pickup offered to it, the talon's reshuffles (DK-4.2, DK-5.2,
    # DK-6.1), its wild draw (MA-11.1); see :mod:`game.rules.own`

    @property
    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def pile_frozen(self) -> bool:
        """The pile itself is frozen (:meth:`RuleSet.pile_freezes`: CL-5.3, PH-5.3)."""
        return self.ruleset.pile_freezes(self.pile)

    @property
    def my_melds(self) -> tuple[TableMeld, ...]:
        return self.melds[self.side]


store_in_slots(PlayerView)  # made at every move of self-play


def observe(state: GameState, seat: int) -> PlayerView:
    """The view of ``seat`` (0-based); hides other hands, feet and the stock."""
    rs = state.ruleset
    pending = state.pending
    phase = state.phase
    mine = state.current == seat
    pile = tuple(state.pile)
    if pending:
        pile += tuple(pending)
    bonus = state.bonus
    scores = state.scores
    deal_no = state.deal_no
    minimum = rs.initial_minimum
    last = state.last_discard
    return PlayerView(
        rs, seat, rs.side_of(seat), deal_no, state.turn_no, state.dealer, phase,
        state.current, state.to_act, tuple(state.hands[seat]), tuple(map(len, state.hands)),
        tuple(map(len, state.feet)), tuple(state.foot_taken), tuple(state.completed),
        len(state.stock), pile, pending is not None, tuple(map(tuple, state.melds)),
        tuple(map(tuple, state.red_threes)), tuple(state.melded), tuple(scores),
        tuple([minimum(scores[s], deal_no) for s in range(rs.sides)]),
        state.laid_value, state.laid_this_turn, state.foot_due and mine, state.asked,
        state.asked_partner, state.permission, tuple(state.history), state.went_out,
        state.winner,
        pending_count=len(pending) if pending else 0,
        waiting=tuple(state.waiting) if mine else (),
        foot=tuple(state.feet[seat]) if mine and phase is Phase.FOOT_LOOK else (),
        melders=tuple(sorted(state.melders.items())) if state.melders else (),
        discard_only=state.discard_only and mine,
        twin_top=last is not None and bool(state.pile) and state.pile[-1] is last,
        cut=tuple(state.cut_cards()),
        bonus_counts=tuple(map(len, bonus)) if any(bonus) else (),
        special=state.special, melded_before_turn=state.melded_before_turn,
        taken=state.taken, own=state.own.seen_by(seat, state.current),
        known=tuple(map(tuple, state.known)) if any(state.known) else (),
        declined=tuple(map(tuple, state.declined)) if any(state.declined) else (),
        discarded=tuple(map(tuple, state.discarded)) if any(state.discarded) else (),
        next_meld_id=state.next_meld_id)


def redact(moves: list[Move], seat: int) -> list[Move | tuple[None, str, str]]:
    """Moves as ``seat`` may see them: a face-down card going to or from another
    seat's hand or foot (or out of the stock) becomes ``(None, src, dst)``."""
    own = f"hand:{seat}"
    out: list[Move | tuple[None, str, str]] = []
    for m in moves:
        if m.face_up or m.dst == own or m.src == own:
            out.append(m)
        else:
            out.append((None, m.src, m.dst))
    return out


def state_top(view: PlayerView) -> Card | None:
    """The top card of the pile as it lies (a pickup's cards not yet in the hand
    aside)."""
    return view.pile[len(view.pile) - view.pending_count - 1] if (
        len(view.pile) > view.pending_count) else None


def state_from_view(view: PlayerView) -> GameState:
    """A GameState holding only what ``view`` knows, for planning one's own turn:
    other hands, feet and the stock are left empty (their counts are not needed to
    judge one's own melds and discards). Never use it to draw or to end a turn."""
    rs = view.ruleset
    n = rs.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[view.seat] = list(view.hand)
    state = GameState(
        ruleset=rs, seed=0, deal_no=view.deal_no, dealer=view.dealer, phase=view.phase,
        current=view.current, stock=[], pile=list(view.pile[:len(view.pile) - view.pending_count]),
        hands=hands, feet=[[] for _ in range(n)], foot_taken=list(view.foot_taken),
        completed=list(view.completed), first_turn_done=[True] * n,
        melds=[list(m) for m in view.melds], red_threes=[list(r) for r in view.red_threes],
        melded=list(view.melded), scores=list(view.scores), history=list(view.history),
        turn_no=view.turn_no, laid_value=view.laid_value,
        pending=list(view.pile[len(view.pile) - view.pending_count:]) if view.pile_pending
        else None,
        laid_this_turn=view.laid_this_turn, foot_due=view.foot_due, asked=view.asked,
        asked_partner=view.asked_partner, permission=view.permission,
        waiting=list(view.waiting), melders=dict(view.melders),
        discard_only=view.discard_only, melded_before_turn=view.melded_before_turn,
        taken=view.taken, own=view.own.copy(),
        last_discard=state_top(view) if view.twin_top else None,
        known=[list(k) for k in view.known] if view.known else [[] for _ in range(n)],
        declined=[list(d) for d in view.declined] if view.declined else [[] for _ in range(n)],
        discarded=([list(d) for d in view.discarded] if view.discarded
                   else [[] for _ in range(n)]))
    if view.phase is Phase.MELD and view.current == view.seat:
        state.snapshot = Snapshot(
            phase=Phase.MELD, hand=list(view.hand), melds=list(view.melds[view.side]),
            pile=list(state.pile), melded=view.melded[view.side], next_meld_id=10_000,
            completed=view.completed[view.seat], foot_due=view.foot_due,
            laid_value=view.laid_value, pending=state.pending)
    # the next id as the table has it: a pickup that lays the initial meld first
    # (MA-6.3) names the meld it will make by that id
    state.next_meld_id = max(view.next_meld_id,
                             1 + max((m.id for side in view.melds for m in side), default=-1))
    return state
