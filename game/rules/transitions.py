"""The transitions of the rules: dealing, starting a turn and applying an action
already known to be legal. Each ``apply_*`` changes the state in place and
appends the card movements (:class:`~game.rules.state.Move`) it makes.

Nothing here checks legality: :mod:`game.rules.checks` does, and
:mod:`game.rules.engine` puts the two together.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules import melds as M
from game.rules.actions import (
    GARBAGE,
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LayOut,
    LookAtFoot,
    Meld,
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.cards import Card, make_deck
from game.rules.messages import N_, Refusal
from game.rules.ruleset import RuleSet
from game.rules.scoring import finish_deal
from game.rules.state import GameState, MeldKind, Move, Phase, Snapshot, TableMeld


def deal(state: GameState) -> list[Move]:
    """Deal the next hand into ``state`` (CL-1, PH-1) and start its first turn."""
    rs = state.ruleset
    n = rs.players
    state.deal_no += 1
    state.dealer = (state.dealer + 1) % n
    rng = random.Random(f"{rs.id}:{state.seed}:{state.deal_no}")
    deck = make_deck(rs.packs, rs.jokers)
    rng.shuffle(deck)
    state.stock = deck
    state.pile = []
    state.hands = [[] for _ in range(n)]
    state.known = [[] for _ in range(n)]
    state.declined = [[] for _ in range(n)]
    state.discarded = [[] for _ in range(n)]
    state.feet = [[] for _ in range(n)]
    state.foot_taken = [rs.foot_size == 0] * n
    state.completed = [False] * n
    state.first_turn_done = [False] * n
    state.melds = [[] for _ in range(rs.sides)]
    state.red_threes = [[] for _ in range(rs.sides)]
    state.melded = [False] * rs.sides
    state.melders = {}
    state.next_meld_id = 0
    state.went_out = None
    state.ended = ""
    state.bonus = [[] for _ in range(n)]
    state.special = None
    state.last_discard = None
    state.own = rs.turns.own_state(rs)
    moves: list[Move] = []
    state.current = (state.dealer + 1) % n
    state.turn_no = 0
    if rs.turns.deal_waits(state, rng):  # DK-2.1: the cut comes first
        return moves
    _deal_hands(state, state.stock, 0, moves)
    _start_play(state, moves)
    return moves


def _deal_hands(state: GameState, source: list[Card], kept: int, moves: list[Move]) -> None:
    """Deal the hands (and feet) from the top of ``source`` (the stock, or the lower
    part of the cut, DK-2.2), the first player receiving ``starter_extra`` more and
    ``kept`` fewer."""
    rs = state.ruleset
    n = rs.players
    order = [(state.dealer + 1 + i) % n for i in range(n)]
    quota = [rs.hand_size] * n
    quota[order[0]] += rs.starter_extra - kept  # DK-2.2: 15 with the kept cards
    for _ in range(max(quota)):
        for seat in order:
            if quota[seat]:
                quota[seat] -= 1
                card = source.pop()
                state.hands[seat].append(card)
                moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
    for _ in range(rs.foot_size):
        for seat in order:
            card = source.pop()
            state.feet[seat].append(card)
            moves.append(Move(card, "stock", f"foot:{seat}", face_up=False))


def _start_play(state: GameState, moves: list[Move]) -> None:
    """Turn up the upcard and start the first turn (or the look at the feet,
    BH-1.2)."""
    rs = state.ruleset
    if rs.upcard:
        _turn_up(state, moves)
        # CL-1.4: a three or a wild card turned up is covered by another card.
        while (rs.red_three_upcard_redeal and state.stock
               and (state.pile[-1].rank == 3 or state.pile[-1].is_wild)):
            _turn_up(state, moves)
    state.current = (state.dealer + 1) % rs.players
    if not rs.turns.before_play(state):  # BH-1.2: each looks at the foot, then play
        begin_turn(state, moves)
        rs.turns.play_started(state)


def apply_keep(state: GameState, action: KeepCut, moves: list[Move]) -> None:
    """DK-2.1 to DK-2.3: the starter takes the kept cards, the hands are dealt from
    the lower part, and the stock is the lifted part (the shown cards not kept at
    its bottom) under what is left of the lower part."""
    seat = state.current
    for card in action.cards:
        state.stock.remove(card)
        state.hands[seat].append(card)
        moves.append(Move(card, "stock", f"hand:{seat}", face_up=True))
    cut_at = state.own.cut_at()
    lower = state.stock[:cut_at]
    lifted = state.stock[cut_at:]
    _deal_hands(state, lower, len(action.cards), moves)
    state.stock = lifted + lower
    _start_play(state, moves)


def apply_look(state: GameState, action: LookAtFoot, moves: list[Move]) -> None:
    """BH-1.2: the seat has looked at its foot; the next seat looks, and after the
    last one the first player's turn begins."""
    rs = state.ruleset
    state.current = (state.current + 1) % rs.players
    if state.current == (state.dealer + 1) % rs.players:
        begin_turn(state, moves)


def _turn_up(state: GameState, moves: list[Move]) -> None:
    card = state.stock.pop()
    state.pile.append(card)
    moves.append(Move(card, "stock", "pile", face_up=True, sideways=card.is_wild))


def begin_turn(state: GameState, moves: list[Move]) -> None:
    """Reset the turn's bookkeeping; lay out the red threes dealt to a player at the
    start of the player's first turn (CL-3.1, PH-7.1; every three, MA-2.1); then the
    game's own turn rules (:meth:`~game.rules.ruleset.TurnRules.turn_begun`)."""
    seat = state.current
    state.phase = Phase.DRAW
    state.turn_no += 1
    reset_turn(state)
    first = not state.first_turn_done[seat]
    if first:
        state.first_turn_done[seat] = True
        lay_out_red_threes(state, seat, moves)
    state.ruleset.turns.turn_begun(state, seat, first, moves)


def unreplaced_three(state: GameState) -> None:
    """End the play: a three laid out could not be replaced (G-12, MA-11.3)."""
    end_deal(state, None, Refusal(N_("a three could not be replaced ({rule_id})"),
                                  rule_id=state.ruleset.rule("end")))


def reset_turn(state: GameState) -> None:
    """Clear the bookkeeping of a turn for ``state.current`` (nothing laid, no
    pile pending, no question asked, nothing to undo)."""
    state.laid_value = 0
    state.waiting = []
    state.pending = None
    state.snapshot = None
    state.laid_this_turn = False
    state.foot_due = False
    state.asked = False
    state.asked_partner = None
    state.permission = None
    state.discard_only = False
    state.taken = 0
    state.own.new_turn()
    state.melded_before_turn = state.melded[state.side_of(state.current)]


def lay_out_red_threes(state: GameState, seat: int, moves: list[Move]) -> bool:
    """Put every red three of the seat's hand in the side's red-three area, each
    replaced by one card from the stock (CL-3.1, PH-7.1; every three, MA-2.1).
    Returns True when a red three could not be replaced because the stock was
    empty (G-12, MA-11.3), or the stock's last card, just drawn, is a three that
    stays in the hand (MA-11.3)."""
    rs = state.ruleset
    hand = state.hands[seat]
    side = state.side_of(seat)
    unreplaced = False
    at_once = rs.turns.laid_out_at_once  # CL-3.1; MA-2.1: every three
    while True:
        found = rs.turns.threes_to_lay_out(state, seat, [c for c in hand if at_once(c)])
        if found is None:
            return True  # MA-11.3: the stock's last card is a three: it stays, play ends
        threes = found
        if not threes:
            return unreplaced
        for card in threes:
            hand.remove(card)
            state.red_threes[side].append(card)
            moves.append(Move(card, f"hand:{seat}", f"threes:{side}"))
        for _ in threes:
            if state.stock or refill_stock(state, moves):
                card = state.stock.pop()
                hand.append(card)
                moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
            else:
                unreplaced = True


def laid_out_at_once(rs: RuleSet, card: Card) -> bool:
    """A card laid out as soon as it reaches a hand: a red three (CL-3.1, PH-7.1,
    DK-3.1), any three where every three is laid out (MA-2.1; one may be kept,
    MA-2.2)."""
    return rs.turns.laid_out_at_once(card)


def refill_stock(state: GameState, moves: list[Move]) -> bool:
    """A card must be drawn from the empty stock: the game may turn the pile into
    the stock (DK-4.2, DK-4.5; :meth:`TurnRules.refill_stock`). Returns False (the
    play ends, G-12) when it does not."""
    return state.ruleset.turns.refill_stock(state, moves)


def apply_unchecked(state: GameState, action: Action, in_place: bool = False
                    ) -> tuple[GameState, list[Move]]:
    """Apply a legal action without checking it (for search and simulations).

    With ``in_place`` the given state is changed and returned.
    """
    new = state if in_place else state.copy()
    moves: list[Move] = []
    top = new.pile[-1] if new.pile and type(action) is Draw else None
    seat = new.current
    APPLY[type(action)](new, action, moves)
    if new.known:
        track_known(new, moves)
        if new.declined:
            track_signs(new, seat, top, moves)
    return new, moves


def track_signs(state: GameState, seat: int, top: Card | None, moves: list[Move]) -> None:
    """Keep :attr:`GameState.declined` and :attr:`GameState.discarded` after an
    action of ``seat``: ``top`` is the pile's top card when the action was a draw
    from the stock (None otherwise); each natural card moved from a hand onto the
    pile is a discard (CL-8, PH-9)."""
    if top is not None and top.is_natural and top.rank != 3:
        state.declined[seat].append(top.rank)
    for m in moves:
        if m.dst == "pile" and m.src.startswith("hand:") and m.card.is_natural:
            state.discarded[int(m.src[5:])].append(m.card.rank)


def track_known(state: GameState, moves: list[Move]) -> None:
    """Keep :attr:`GameState.known`: a card that went from the pile into a hand is
    known to be there (CL-5.1, PH-5.4: the pickup is face up); one that left a hand
    (melded, discarded, given back by undo) no longer is."""
    known = state.known
    for m in moves:
        if m.src == "pile" and m.dst.startswith("hand:"):
            known[int(m.dst[5:])].append(m.card)
        elif m.src.startswith("hand:"):
            cards = known[int(m.src[5:])]
            if m.card in cards:
                cards.remove(m.card)
    cards = known[state.current]
    if cards:  # an undo may restore a hand without a move for each card
        hand = set(state.hands[state.current])
        known[state.current] = [c for c in cards if c in hand]


def apply_draw(state: GameState, action: Draw, moves: list[Move]) -> None:
    """Draw ``draw_count`` cards (G-5, PH-2.1) and lay out red threes; an empty stock ends
    the play (G-12)."""
    rs = state.ruleset
    seat = state.current
    rs.turns.drawing(state, seat)
    if not state.stock and not refill_stock(state, moves):
        end_deal(state, None, rs.turns.stock_out(state))  # G-12, DK-4.5
        return
    hand = state.hands[seat]
    before = hand[:]
    zone = f"hand:{seat}"
    for _ in range(min(rs.draw_count, len(state.stock))):
        card = state.stock.pop()
        state.hands[seat].append(card)
        moves.append(Move(card, "stock", zone, face_up=False))
    if (lay_out_red_threes(state, seat, moves) and not state.stock
            and rs.red_three_last_card_ends):
        end_deal(state, None, Refusal(  # MA-11.3 in the game's words: "a three"
            rs.says(N_("the last card of the stock was a red three ({rule_id})")),
            rule_id=rs.rule("end")))
        return
    state.phase = Phase.MELD
    rs.turns.drawn(state, seat, before)  # MA-11.1
    state.snapshot = snapshot(state)


def apply_take(state: GameState, action: TakePile, moves: list[Move]) -> None:
    """Take the pile (CL-5.1, PH-5.4): the top card and the chosen cards to a meld, the rest
    of the cards the pickup takes (``pickup_size``) to the hand, or pending until the
    initial meld is made; where the initial meld comes first (MA-6.3), its melds
    are laid from the hand before the pile is taken."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    offered = rs.turns.drawing(state, seat)
    if ((offered or rs.turns.takes_top_alone(state, action)) and not action.cards
            and action.meld is None):
        top = state.pile.pop()  # DK-5.2: the free pickup; MA-12.5: the 14th card
        state.hands[seat].append(top)
        moves.append(Move(top, "pile", f"hand:{seat}"))
        state.phase = Phase.MELD
        state.taken = 0 if offered else 1
        state.snapshot = snapshot(state)
        return
    action = rs.turns.before_pickup(state, action, moves)
    before = snapshot(state)
    count = rs.pickup_size(state.context())  # the top card and those taken with it
    top = state.pile.pop()
    hand = state.hands[seat]
    for c in action.cards:
        hand.remove(c)
    dst = place(state, side, action.meld, (top, *action.cards)).zone
    moves.append(Move(top, "pile", dst))
    moves.extend(Move(c, f"hand:{seat}", dst) for c in action.cards)
    state.phase = Phase.MELD
    state.taken = count  # DK-12.1
    counted = (top, *action.cards) if rs.top_card_counts else action.cards  # DK-8.3
    state.laid_value += rs.laid_points(top.rank, counted)
    state.laid_this_turn = True
    rest = len(state.pile) - (count - 1)
    state.pending = state.pile[rest:]
    state.pile = state.pile[:rest]
    pair = sum(1 for c in action.cards if c.rank == top.rank) >= 2
    if rs.pile_cards_wait == "always" or (rs.pile_cards_wait == "pair" and pair):
        state.waiting = state.pending[:]  # DH-5.7: melded from the next turn on
    if not state.melded[side]:
        state.snapshot = before  # undo gives the top card back (PH-5.4)
        if rs.initial_meld_ok(state.context(), state.laid_value):
            state.melded[side] = True
            state.ruleset.turns.opened(state, side)  # BH-6.1
            join_pending(state, moves)
    else:
        join_pending(state, moves)
    _foot_at_once(state, moves)
    for group in action.melds:  # laid together with the pickup (PH-5.4)
        if state.phase is not Phase.MELD:
            break
        apply_meld(state, Meld(tuple(group)), moves)


def join_pending(state: GameState, moves: list[Move]) -> None:
    """The rest of the pile joins the hand (CL-5.1, PH-5.4); red threes in it are
    laid out and replaced (CL-3.1, PH-7.2). From now on undo keeps the pickup."""
    seat = state.current
    pending = state.pending or []
    state.hands[seat].extend(pending)
    moves.extend(Move(c, "pile", f"hand:{seat}") for c in pending)
    state.pending = None
    lay_out_red_threes(state, seat, moves)
    state.snapshot = snapshot(state)
    state.laid_this_turn = False


def apply_meld(state: GameState, action: Meld, moves: list[Move]) -> None:
    """Lay cards from the hand as a new meld or onto one (G-7); the initial meld, an at-once
    foot (BH-6.2) and going out follow."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    for c in action.cards:
        hand.remove(c)
    laid = place(state, side, action.meld, tuple(action.cards))
    src, dst = f"hand:{seat}", laid.zone
    moves.extend([Move(c, src, dst) for c in action.cards])
    state.laid_value += rs.laid_points(laid.rank, action.cards)
    state.laid_this_turn = True
    if not state.melded[side] and rs.initial_meld_ok(state.context(), state.laid_value):
        state.melded[side] = True
        state.ruleset.turns.opened(state, side)  # BH-6.1
        if state.pending is not None:
            join_pending(state, moves)
    _foot_at_once(state, moves)
    if not hand and state.pending is None:
        end_deal(state, seat, "went out")


def place(state: GameState, side: int, meld_id: int | None,
          cards: tuple[Card, ...]) -> TableMeld:
    """Put cards on a new or existing meld; note a canasta completed by the player
    and whether it brings the foot (PH-6.1, RR-3.1). Returns the meld as laid."""
    rs = state.ruleset
    seat = state.current
    melds = state.melds[side]
    if meld_id == GARBAGE:  # BH-7.1: the side's garbage pile, opened if needed
        meld_id = next((m.id for m in melds if m.kind is MeldKind.GARBAGE), None)
        if meld_id is None:
            melds.append(M.new_meld(rs, state.next_meld_id, side, MeldKind.GARBAGE, 0, ()))
            meld_id = state.next_meld_id
            state.next_meld_id += 1
    if meld_id is None:
        classified = M.classify(rs, cards)
        assert not isinstance(classified, str)
        meld = M.new_meld(rs, state.next_meld_id, side, *classified, cards)
        state.next_meld_id += 1
        melds.append(meld)
        was_canasta = False
    else:
        i = next(i for i, m in enumerate(melds) if m.id == meld_id)
        old = melds[i]
        was_canasta = old.is_canasta
        meld = M.grown(rs, old, cards)
        melds[i] = meld
    if not was_canasta and meld.is_canasta:
        state.completed[seat] = True
        if (rs.foot_pickup != "none" and not state.foot_taken[seat]
                and rs.brings_foot(meld)):
            state.foot_due = True  # picked up after the discard, or at once (BH-6.2)
    return meld


def pick_up_foot(state: GameState, seat: int, moves: list[Move]) -> None:
    """The seat's foot joins its hand (PH-6.2, BH-6.2); red threes in it are laid
    out and replaced (PH-7.1, BH-1.4)."""
    hand = state.hands[seat]
    foot = state.feet[seat]
    hand.extend(foot)
    moves.extend(Move(c, f"foot:{seat}", f"hand:{seat}", face_up=False) for c in foot)
    state.feet[seat] = []
    state.foot_taken[seat] = True
    state.foot_due = False
    lay_out_red_threes(state, seat, moves)


def _foot_at_once(state: GameState, moves: list[Move]) -> None:
    """BH-6.2: a first canasta completed, the foot joins the hand at once; from now
    on undo keeps the pickup."""
    if state.foot_due and state.ruleset.foot_pickup == "at_once":
        pick_up_foot(state, state.current, moves)
        state.snapshot = snapshot(state)


def apply_discard(state: GameState, action: Discard, moves: list[Move]) -> None:
    """Discard, then pick up a foot that is due (PH-6.2) or go out, and pass the turn
    (G-5)."""
    rs = state.ruleset
    seat = state.current
    hand = state.hands[seat]
    card = action.card
    hand.remove(card)
    rs.turns.discarding(state, seat, card)
    state.last_discard = card
    state.pile.append(card)
    held = rs.turns.holds_going_out(state)
    out = not hand and not state.foot_due and not held
    moves.append(Move(card, f"hand:{seat}", "pile", sideways=card.is_wild,
                      face_up=not (out and rs.turns.goes_out_face_down)))  # MA-8.1
    rs.turns.discarded(state, seat, card)
    if state.foot_due and not state.foot_taken[seat]:
        pick_up_foot(state, seat, moves)
    elif not hand and not held:
        end_deal(state, seat, "went out")
        return
    rs.turns.turn_ending(state, seat, moves)
    state.current = (seat + 1) % rs.players
    begin_turn(state, moves)


def can_go_out(state: GameState) -> bool:
    """The current player's side meets the going-out condition and the partner did
    not say no (CL-7.1, MA-8.1, MA-8.2)."""
    rs = state.ruleset
    melds = state.melds[state.side_of(state.current)]
    return state.permission is not False and rs.going_out_rule(state.context(), melds) is None


def apply_move_wilds(state: GameState, action: MoveWilds, moves: list[Move]) -> None:
    """DK-10.2, DK-10.3: the zsolis leave the source group (the naturals from the hand
    joining it at the same time; a group of zsolis only left empty is gone) and go
    to the target group, or with ``cards`` from the hand to a new group; those of
    ``action.more`` each to the group named with it (DK-10.2)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    melds = state.melds[side]
    hand = state.hands[seat]
    for c in (*action.naturals, *action.cards):
        hand.remove(c)
    i = next(i for i, m in enumerate(melds) if m.id == action.source)
    source = melds[i]
    was_canasta = source.is_canasta
    moving = set(action.moving)
    kept = tuple(c for c in source.cards if c not in moving) + action.naturals
    src = f"meld:{side}:{source.id}"
    if kept:
        melds[i] = M.new_meld(rs, source.id, side, source.kind, source.key, kept)
        if not was_canasta and melds[i].is_canasta:
            state.completed[seat] = True
    else:
        del melds[i]
    moves.extend(Move(c, f"hand:{seat}", src) for c in action.naturals)
    laid = place(state, side, action.target, (*action.wilds, *action.cards))
    moves.extend(Move(c, src, laid.zone) for c in action.wilds)
    moves.extend(Move(c, f"hand:{seat}", laid.zone) for c in action.cards)
    for card, target in action.more:  # DK-10.2: the rest of the zsolis, one by one
        joined = place(state, side, target, (card,))
        moves.append(Move(card, src, joined.zone))
    state.laid_value += (rs.laid_points(source.rank, action.naturals)
                         + rs.laid_points(laid.rank, action.cards))
    state.laid_this_turn = True


def apply_lay_out(state: GameState, action: LayOut, moves: list[Move]) -> None:
    """MA-2.2: the held three goes to the side's threes area and is replaced from
    the stock; an empty stock ends the play (MA-11.3). What undo restores now
    has the replacement."""
    seat = state.current
    side = state.side_of(seat)
    state.hands[seat].remove(action.card)
    state.red_threes[side].append(action.card)
    moves.append(Move(action.card, f"hand:{seat}", f"threes:{side}"))
    if not state.stock:
        unreplaced_three(state)
        return
    card = state.stock.pop()
    state.hands[seat].append(card)
    moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
    if lay_out_red_threes(state, seat, moves) and not state.stock:
        unreplaced_three(state)
        return
    state.ruleset.turns.drawn(state, seat, None)  # a replacement drawn (MA-11.1)
    if state.phase is Phase.MELD:
        state.snapshot = snapshot(state)


def apply_special(state: GameState, action: SpecialHand, moves: list[Move]) -> None:
    """MA-9.1, MA-9.7: the whole hand is laid down face up as a special hand, with no
    discard; the play ends and the side scores only its value."""
    rs = state.ruleset
    seat = state.current
    state.special = rs.special_hand(rs, state.hands[seat])
    moves.extend(Move(c, f"hand:{seat}", f"hand:{seat}") for c in state.hands[seat])
    end_deal(state, seat, "went out")


def apply_end_play(state: GameState, action: EndPlay, moves: list[Move]) -> None:
    """End the play without a discard (PH-9.2, DH-6.4, BH-7.4)."""
    rs = state.ruleset
    end_deal(state, None, Refusal(N_("no legal discard remained ({rule_id})"),
                                      rule_id=rs.rule("all_sevens")))


def end_deal(state: GameState, went_out: int | None, why: str) -> None:
    """Record who went out and why the play ended, and score the deal."""
    state.went_out = went_out
    state.ended = why
    state.pending = None
    state.snapshot = None
    finish_deal(state)


def snapshot(state: GameState) -> Snapshot:
    """What undo restores: the current player's hand, the side's melds, the pile and the
    turn's bookkeeping."""
    seat = state.current
    side = state.side_of(seat)
    return Snapshot(
        phase=state.phase, hand=state.hands[seat][:], melds=state.melds[side][:],
        pile=state.pile[:], melded=state.melded[side], next_meld_id=state.next_meld_id,
        completed=state.completed[seat], foot_due=state.foot_due, laid_value=state.laid_value,
        pending=None if state.pending is None else state.pending[:])


def apply_undo(state: GameState, action: UndoTurn, moves: list[Move]) -> None:
    """Take back this turn's melds (CL-6.3, PH-4.2), with the moves that carry the cards
    back."""
    snap = state.snapshot
    assert snap is not None
    seat = state.current
    side = state.side_of(seat)
    before = {c: f"meld:{side}:{m.id}" for m in snap.melds for c in m.cards}
    back_to_pile = set(snap.pile) if snap.phase is Phase.DRAW else set()
    for m in state.melds[side]:
        for c in m.cards:
            now = f"meld:{side}:{m.id}"
            if c not in before:
                moves.append(Move(c, now, "pile" if c in back_to_pile else f"hand:{seat}"))
            elif before[c] != now:  # a zsoli moved this turn goes back (DK-10.5)
                moves.append(Move(c, now, before[c]))
    state.phase = snap.phase
    state.hands[seat] = snap.hand[:]
    state.melds[side] = snap.melds[:]
    state.pile = snap.pile[:]
    state.melded[side] = snap.melded
    if not snap.melded:
        state.melders.pop(side, None)
    state.next_meld_id = snap.next_meld_id
    state.completed[seat] = snap.completed
    state.foot_due = snap.foot_due
    state.laid_value = snap.laid_value
    state.pending = None if snap.pending is None else snap.pending[:]
    state.laid_this_turn = False
    if snap.phase is Phase.DRAW:
        state.waiting = []
        state.taken = 0
        state.snapshot = None


def apply_ask(state: GameState, action: AskPartner, moves: list[Move]) -> None:
    """Ask a partner "may I go out?" (CL-7.3, PH-8.3)."""
    state.asked = True
    state.asked_partner = action.partner
    state.ruleset.turns.asking(state, state.current)  # MA-8.2: once a deal
    state.phase = Phase.ANSWER


def apply_answer(state: GameState, action: Answer, moves: list[Move]) -> None:
    """Record the partner's binding answer (CL-7.3, PH-8.3)."""
    state.permission = action.yes
    state.phase = Phase.MELD


def apply_next_deal(state: GameState, action: NextDeal, moves: list[Move]) -> None:
    """Deal the next hand (G-13)."""
    moves.extend(deal(state))


APPLY: dict[type, Any] = {
    Draw: apply_draw, TakePile: apply_take, Meld: apply_meld, Discard: apply_discard,
    UndoTurn: apply_undo, AskPartner: apply_ask, Answer: apply_answer,
    EndPlay: apply_end_play, NextDeal: apply_next_deal, LookAtFoot: apply_look,
    KeepCut: apply_keep, MoveWilds: apply_move_wilds, SpecialHand: apply_special,
    LayOut: apply_lay_out,
}
