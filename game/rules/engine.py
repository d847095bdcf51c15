"""The rules engine: dealing, the legality oracle and applying actions.

``legal_actions(state)``, ``why_illegal(state, action)`` and ``apply(state,
action)`` are the only ways the table, the AI and the tests move a game on.
``apply`` never changes its argument: it returns a new state and the ordered card
movements (:class:`~game.rules.state.Move`) it made. An illegal action raises
:class:`IllegalActionError` whose message is the sentence ``why_illegal`` gives,
ending with the rule id. ``apply_unchecked`` is the fast path for search.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import melds as M
from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    NextDeal,
    TakePile,
    UndoTurn,
)
from game.rules.cards import JOKER, RANK_PLURALS, Card, make_deck
from game.rules.ruleset import RuleSet, get_ruleset
from game.rules.scoring import finish_deal
from game.rules.state import GameState, Move, Phase, Snapshot, TableMeld


class IllegalActionError(ValueError):
    """An action the rules refuse; ``str(error)`` is the sentence for the player."""


# ---------------------------------------------------------------------------
# Starting a game and a deal


def new_game(game_id: str | RuleSet, table_rules: Mapping[str, Any] | None = None,
             seed: int | str = 0, dealer: int = 0) -> GameState:
    """A game of ``game_id`` (``"classic"``, ``"pennies"``) with its first deal dealt
    from ``random.Random`` seeded by ``seed`` (G-13: seat ``dealer`` deals).

    Raises UnknownGameError or TableRuleError (ValueError) with the valid values.
    """
    return start_game(game_id, table_rules, seed, dealer)[0]


def start_game(game_id: str | RuleSet, table_rules: Mapping[str, Any] | None = None,
               seed: int | str = 0, dealer: int = 0) -> tuple[GameState, list[Move]]:
    """Like :func:`new_game`, also returning the deal's card movements."""
    rs = game_id if isinstance(game_id, RuleSet) else get_ruleset(game_id, table_rules)
    n = rs.players
    state = GameState(
        ruleset=rs, seed=seed, deal_no=0, dealer=(dealer - 1) % n, phase=Phase.DEAL_OVER,
        current=0, stock=[], pile=[], hands=[[] for _ in range(n)],
        feet=[[] for _ in range(n)], foot_taken=[False] * n, completed=[False] * n,
        first_turn_done=[False] * n, melds=[[] for _ in range(rs.sides)],
        red_threes=[[] for _ in range(rs.sides)], melded=[False] * rs.sides,
        scores=[0] * rs.sides)
    moves = _deal(state)
    return state, moves


def _deal(state: GameState) -> list[Move]:
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
    state.feet = [[] for _ in range(n)]
    state.foot_taken = [rs.foot_size == 0] * n
    state.completed = [False] * n
    state.first_turn_done = [False] * n
    state.melds = [[] for _ in range(rs.sides)]
    state.red_threes = [[] for _ in range(rs.sides)]
    state.melded = [False] * rs.sides
    state.next_meld_id = 0
    state.went_out = None
    state.ended = ""
    moves: list[Move] = []
    order = [(state.dealer + 1 + i) % n for i in range(n)]
    for _ in range(rs.hand_size):
        for seat in order:
            card = state.stock.pop()
            state.hands[seat].append(card)
            moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
    for _ in range(rs.foot_size):
        for seat in order:
            card = state.stock.pop()
            state.feet[seat].append(card)
            moves.append(Move(card, "stock", f"foot:{seat}", face_up=False))
    if rs.upcard:
        _turn_up(state, moves)
        # CL-1.4: a three or a wild card turned up is covered by another card.
        while (rs.red_three_upcard_redeal and state.stock
               and (state.pile[-1].rank == 3 or state.pile[-1].is_wild)):
            _turn_up(state, moves)
    state.current = order[0]
    state.turn_no = 0
    _begin_turn(state, moves)
    return moves


def _turn_up(state: GameState, moves: list[Move]) -> None:
    card = state.stock.pop()
    state.pile.append(card)
    moves.append(Move(card, "stock", "pile", face_up=True, sideways=card.is_wild))


def _begin_turn(state: GameState, moves: list[Move]) -> None:
    """Reset the turn's bookkeeping; lay out the red threes dealt to a player at the
    start of the player's first turn (CL-3.1, PH-7.1)."""
    seat = state.current
    state.phase = Phase.DRAW
    state.turn_no += 1
    reset_turn(state)
    if not state.first_turn_done[seat]:
        state.first_turn_done[seat] = True
        _lay_out_red_threes(state, seat, moves)


def reset_turn(state: GameState) -> None:
    """Clear the bookkeeping of a turn for ``state.current`` (nothing laid, no
    pile pending, no question asked, nothing to undo)."""
    state.laid_value = 0
    state.pending = None
    state.snapshot = None
    state.laid_this_turn = False
    state.foot_due = False
    state.asked = False
    state.asked_partner = None
    state.permission = None
    state.melded_before_turn = state.melded[state.side_of(state.current)]


def _lay_out_red_threes(state: GameState, seat: int, moves: list[Move]) -> bool:
    """Put every red three of the seat's hand in the side's red-three area, each
    replaced by one card from the stock (CL-3.1, PH-7.1). Returns True when a
    red three could not be replaced because the stock was empty (G-12)."""
    hand = state.hands[seat]
    side = state.side_of(seat)
    unreplaced = False
    while True:
        threes = [c for c in hand if c.is_red_three]
        if not threes:
            return unreplaced
        for card in threes:
            hand.remove(card)
            state.red_threes[side].append(card)
            moves.append(Move(card, f"hand:{seat}", f"threes:{side}"))
        for _ in threes:
            if state.stock:
                card = state.stock.pop()
                hand.append(card)
                moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
            else:
                unreplaced = True


# ---------------------------------------------------------------------------
# The oracle


def why_illegal(state: GameState, action: Action) -> str | None:
    """The sentence (ending with a rule id) saying why ``action`` is illegal now,
    or None when it is legal."""
    checker = _CHECKS.get((state.phase, type(action)))
    if checker is None:
        return _wrong_phase(state, action)
    return checker(state, action)


def is_legal(state: GameState, action: Action) -> bool:
    return why_illegal(state, action) is None


def apply(state: GameState, action: Action) -> tuple[GameState, list[Move]]:
    """Return the state after ``action`` and the card movements it made.

    ``state`` is never changed. Raises IllegalActionError with the reason.
    """
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action, in_place: bool = False
                    ) -> tuple[GameState, list[Move]]:
    """Apply a legal action without checking it (for search and simulations).

    With ``in_place`` the given state is changed and returned.
    """
    new = state if in_place else state.copy()
    moves: list[Move] = []
    _APPLY[type(action)](new, action, moves)
    return new, moves


def _wrong_phase(state: GameState, action: Action) -> str:
    rs = state.ruleset
    turn = rs.rule("turn")
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return f"The game is over ({rs.rule('game')})."
    if phase is Phase.DEAL_OVER:
        return "The deal is over: start the next deal (G-13)."
    if phase is Phase.ANSWER:
        return f"Your partner must first answer whether you may go out ({rs.rule('ask')})."
    if isinstance(action, Answer):
        return f"Nobody has asked to go out ({rs.rule('ask')})."
    if isinstance(action, NextDeal):
        return "The deal is still being played (G-13)."
    if phase is Phase.DRAW:
        return f"First draw from the stock or take the discard pile ({turn})."
    if isinstance(action, (Draw, TakePile)):
        return f"You have already drawn this turn ({turn})."
    return f"That is not possible now ({turn})."


# ---------------------------------------------------------------------------
# Draw


def _check_draw(state: GameState, action: Draw) -> str | None:
    return None


def _apply_draw(state: GameState, action: Draw, moves: list[Move]) -> None:
    rs = state.ruleset
    seat = state.current
    if not state.stock:
        _end_deal(state, None, f"the stock ran out ({rs.rule('stock_out')})")
        return
    for _ in range(min(rs.draw_count, len(state.stock))):
        card = state.stock.pop()
        state.hands[seat].append(card)
        moves.append(Move(card, "stock", f"hand:{seat}", face_up=False))
    if (_lay_out_red_threes(state, seat, moves) and not state.stock
            and rs.red_three_last_card_ends):
        _end_deal(state, None, f"the last card of the stock was a red three ({rs.rule('end')})")
        return
    state.phase = Phase.MELD
    state.snapshot = _snapshot(state)


# ---------------------------------------------------------------------------
# Taking the pile


def _check_take(state: GameState, action: TakePile) -> str | None:
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    top = state.top
    if top is None:
        return f"The discard pile is empty ({rs.rule('take')})."
    if top.is_black_three:
        return (f"A black three on top of the discard pile blocks it for this turn "
                f"({rs.rule('black_three')}).")
    if top.rank == 3:
        return f"The pile cannot be taken while a red three is on top ({rs.rule('top_blocked')})."
    if top.is_wild:
        return (f"The pile cannot be taken while a wild card is on top "
                f"({rs.rule('top_blocked')}).")
    reason = _cards_in_hand(state, seat, action.cards)
    if reason:
        return reason
    rank = top.rank
    rname = RANK_PLURALS[rank]
    naturals = sum(1 for c in action.cards if c.rank == rank)
    wilds = sum(1 for c in action.cards if c.is_wild)
    if naturals + wilds != len(action.cards):
        return (f"Only {rname} and wild cards can be melded with the top card "
                f"({rs.rule('take')}).")
    frozen_pile = state.pile_frozen()
    unmelded = not state.melded[side]
    frozen = frozen_pile or (rs.frozen_for_unmelded and unmelded)
    pair = naturals >= 2
    side_melds = state.melds[side]
    if frozen and not pair:
        if frozen_pile:
            why = "the pile is frozen"
        else:
            why = "the pile is frozen for a side that has not made its initial meld"
        return (f"You cannot take the pile: {why}, so it takes a natural pair of {rname} "
                f"from your hand ({rs.rule('frozen')}).")
    if action.meld is not None:
        target = _side_meld(state, side, action.meld)
        if target is None or target.rank != rank:
            return (f"To take the pile the top card must go on your side's meld of {rname} "
                    f"({rs.rule('take')}).")
        if M.is_closed(rs, target):
            return (f"That canasta is complete and closed ({rs.rule('canasta')}): a new meld "
                    f"of {rname} takes a natural pair from your hand "
                    f"({rs.rule('completed_only')}).")
        existing: tuple[Card, ...] = target.cards
    else:
        blocker = M.blocking_meld(rs, side_melds, rank)
        if blocker is not None:
            return (f"Your side already has a meld of {rname}: the top card must go on it "
                    f"({rs.rule('one_per_rank')}).")
        existing = ()
        if len(action.cards) < 2:
            return (f"A new meld needs at least three cards: the top card and two from your "
                    f"hand ({rs.rule('take')}).")
    if not frozen and not pair and action.meld is None:
        if not (rs.wild_pair_take and naturals >= 1 and wilds >= 1):
            if any(m.rank == rank and m.is_canasta for m in side_melds) and rs.prefix == "PH":
                return (f"Your side's meld of {rname} is a completed canasta: a new one takes "
                        f"a natural pair from your hand ({rs.rule('completed_only')}).")
            need = ("a natural pair, or one natural and a wild card," if rs.wild_pair_take
                    else "a natural pair")
            return (f"To take the pile with a new meld you need {need} of {rname} from your "
                    f"hand ({rs.rule('open_take')}).")
    shape = M.shape_problem(rs, rank, existing + (top,) + tuple(action.cards))
    if shape:
        return shape
    value = sum(rs.card_value(c) for c in action.cards)
    minimum = state.initial_minimum(side)
    if unmelded:
        chosen = set(action.cards)
        rest = [c for c in state.hands[seat] if c not in chosen]
        if value + _meldable_value(rs, rest) < minimum:
            return (f"You cannot reach your initial meld of {minimum} from your hand: the top "
                    f"card does not count ({rs.rule('minimum_hand')}).")
    if action.melds:
        return _composite_take_problem(state, action)
    return _after_lay_problem(state, seat, action.cards, action.meld,
                              existing + (top,) + tuple(action.cards), len(existing), value,
                              taking=True)


def _composite_take_problem(state: GameState, action: TakePile) -> str | None:
    """The pickup and the melds laid with it, tried in order on a copy; together
    they must make the side's initial meld (PH-5.4, CL-6.2)."""
    rs = state.ruleset
    side = state.side_of(state.current)
    used = [c for group in action.melds for c in group]
    if len(set(used) | set(action.cards)) != len(used) + len(action.cards):
        return "The same card was chosen twice (G-1)."
    sim = state.copy()
    _apply_take(sim, TakePile(action.cards, action.meld), [])
    for group in action.melds:
        step = Meld(tuple(group))
        reason = _check_meld(sim, step)
        if reason is not None:
            return reason
        _apply_meld(sim, step, [])
        if sim.phase is not Phase.MELD:
            break
    if not sim.melded[side]:
        return (f"The melds laid with the pile count {sim.laid_value}; your initial meld "
                f"needs {state.initial_minimum(side)} from your hand ({rs.rule('take')}).")
    return None


def _apply_take(state: GameState, action: TakePile, moves: list[Move]) -> None:
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    snapshot = _snapshot(state)
    top = state.pile.pop()
    hand = state.hands[seat]
    for c in action.cards:
        hand.remove(c)
    dst = _place(state, side, action.meld, (top, *action.cards))
    moves.append(Move(top, "pile", dst))
    moves.extend(Move(c, f"hand:{seat}", dst) for c in action.cards)
    state.phase = Phase.MELD
    state.laid_value += sum(rs.card_value(c) for c in action.cards)
    state.laid_this_turn = True
    state.pending = state.pile
    state.pile = []
    if not state.melded[side]:
        state.snapshot = snapshot  # undo gives the top card back (PH-5.4)
        if state.laid_value >= state.initial_minimum(side):
            state.melded[side] = True
            _join_pending(state, moves)
    else:
        _join_pending(state, moves)
    for group in action.melds:  # laid together with the pickup (PH-5.4)
        if state.phase is not Phase.MELD:
            break
        _apply_meld(state, Meld(tuple(group)), moves)


def _join_pending(state: GameState, moves: list[Move]) -> None:
    """The rest of the pile joins the hand (CL-5.1, PH-5.4); red threes in it are
    laid out and replaced (CL-3.1, PH-7.2). From now on undo keeps the pickup."""
    seat = state.current
    pending = state.pending or []
    state.hands[seat].extend(pending)
    moves.extend(Move(c, "pile", f"hand:{seat}") for c in pending)
    state.pending = None
    _lay_out_red_threes(state, seat, moves)
    state.snapshot = _snapshot(state)
    state.laid_this_turn = False


# ---------------------------------------------------------------------------
# Melding


def _check_meld(state: GameState, action: Meld, trusted: bool = False) -> str | None:
    """Why ``action`` may not be laid; ``trusted``: its cards are known to be
    distinct cards of the hand (candidates built from the hand)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    if not action.cards:
        return f"Choose the cards to meld ({rs.rule('meld')})."
    reason = None if trusted else _cards_in_hand(state, seat, action.cards)
    if reason:
        return reason
    if action.meld is None:
        rank = M.meld_rank(action.cards)
        if isinstance(rank, str):
            return f"{rank[0].upper()}{rank[1:]} ({rs.rule('meld')})."
        if len(action.cards) < 3:
            return f"A new meld needs at least three cards ({rs.rule('meld')})."
        if rank != 3:
            blocker = M.blocking_meld(rs, state.melds[side], rank)
            if blocker is not None:
                return (f"Your side already has a meld of {M.rank_name(rank)}: add to it "
                        f"({rs.rule('one_per_rank')}).")
        existing: tuple[Card, ...] = ()
    else:
        target = _side_meld(state, side, action.meld)
        if target is None:
            return f"There is no meld {action.meld} on your side (G-7)."
        if M.is_closed(rs, target):
            return f"That canasta is complete and closed ({rs.rule('canasta')})."
        rank = target.rank
        existing = target.cards
    shape = M.shape_problem(rs, rank, existing + tuple(action.cards))
    if shape:
        return shape
    value = sum(rs.card_value(c) for c in action.cards)
    return _after_lay_problem(state, seat, action.cards, action.meld,
                              existing + tuple(action.cards), len(existing), value,
                              taking=False, black_threes=rank == 3)


def _apply_meld(state: GameState, action: Meld, moves: list[Move]) -> None:
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    for c in action.cards:
        hand.remove(c)
    dst = _place(state, side, action.meld, tuple(action.cards))
    moves.extend(Move(c, f"hand:{seat}", dst) for c in action.cards)
    state.laid_value += sum(rs.card_value(c) for c in action.cards)
    state.laid_this_turn = True
    if not state.melded[side] and state.laid_value >= state.initial_minimum(side):
        state.melded[side] = True
        if state.pending is not None:
            _join_pending(state, moves)
    if not hand and state.pending is None:
        _end_deal(state, seat, "went out")


def _place(state: GameState, side: int, meld_id: int | None, cards: tuple[Card, ...]) -> str:
    """Put cards on a new or existing meld; note a canasta completed by the player
    (PH-6.1). Returns the meld's zone name."""
    rs = state.ruleset
    seat = state.current
    melds = state.melds[side]
    if meld_id is None:
        rank = M.meld_rank(cards)
        assert isinstance(rank, int)
        meld = TableMeld(state.next_meld_id, side, rank, cards)
        state.next_meld_id += 1
        melds.append(meld)
        before = 0
    else:
        i = next(i for i, m in enumerate(melds) if m.id == meld_id)
        old = melds[i]
        before = len(old.cards)
        meld = TableMeld(old.id, side, old.rank, old.cards + cards)
        melds[i] = meld
    if before < 7 <= len(meld.cards) and meld.rank != 3:
        state.completed[seat] = True
        if rs.foot_pickup == "after_discard" and not state.foot_taken[seat]:
            state.foot_due = True
    return f"meld:{side}:{meld.id}"


def _after_lay_problem(state: GameState, seat: int, cards: Sequence[Card], meld_id: int | None,
                       after: tuple[Card, ...], before_len: int, value: int, *, taking: bool,
                       black_threes: bool = False) -> str | None:
    """Why laying ``cards`` from the hand, making a meld of ``after`` cards (it had
    ``before_len``), would leave the hand in a position the rules forbid (CL-7.4,
    PH-8.2, PH-6.3, PH-9.2, CL-3.2), or None."""
    rs = state.ruleset
    side = state.side_of(seat)
    minimum = state.initial_minimum(side)
    min_ok = state.melded[side] or state.laid_value + value >= minimum
    joining = state.pile[:-1] if taking else (state.pending or [])
    joins = min_ok and (taking or state.pending is not None)
    hand = state.hands[seat]
    if len(hand) - len(cards) + (len(joining) if joins else 0) > 1 and not black_threes:
        if not rs.sevens_discard_needs_both_sevens:
            return None  # cards enough remain, and any of them may be discarded
        others = (sum(1 for c in hand if c.rank != 7) - sum(1 for c in cards if c.rank != 7)
                  + (sum(1 for c in joining if c.rank != 7) if joins else 0))
        if others > 0:
            return None  # a card other than a seven remains to be discarded (PH-9.2)
    chosen = set(cards)
    left = [c for c in hand if c not in chosen]
    if joins:
        left += joining
    completes = not black_threes and before_len < 7 <= len(after)
    foot_due = state.foot_due or (completes and rs.foot_pickup == "after_discard"
                                  and not state.foot_taken[seat])
    if taking and not min_ok and not left:
        return (f"You would have no cards left to reach your initial meld of {minimum} "
                f"({rs.rule('minimum_hand')}).")
    if len(left) > 1 and not black_threes:
        if (rs.sevens_discard_needs_both_sevens and all(c.rank == 7 for c in left)
                and not _sevens_discardable(state)):
            return (f"You may not meld so as to keep only sevens: a legal discard must remain "
                    f"({rs.rule('all_sevens')}).")
        return None
    melds_after = [m for m in state.melds[side] if m.id != meld_id]
    rank = 3 if black_threes else next((c.rank for c in after if not c.is_wild), JOKER)
    melds_after.append(TableMeld(-1, side, rank, after))
    out_problem = _go_out_problem(state, seat, melds_after, min_ok)
    if black_threes and (out_problem or len(left) > 1):
        return (f"Black threes can be melded only by a player going out in that turn "
                f"({rs.rule('black_three')}).")
    if not left:
        if rs.go_out_needs_foot and not state.foot_taken[seat]:
            return (f"You must keep a card to discard: your foot is picked up after the "
                    f"discard, and you cannot go out before that ({rs.rule('foot_to_go_out')}).")
        if out_problem:
            return (f"You may not meld your last card unless you go out "
                    f"({rs.rule('empty_hand')}): {_lower(out_problem)}")
        if not rs.go_out_without_discard:
            return f"You must keep a card to discard to go out ({rs.rule('go_out_how')})."
        return None
    last = left[0]
    discard_problem = _discard_card_problem(state, last, last_card=not foot_due)
    if (discard_problem and last.rank == 7 and rs.sevens_discard_needs_both_sevens
            and all(c.rank == 7 for c in state.hands[seat])):
        # PH-9.2: holding only sevens, the player melds all but one; no discard
        # remains and the play ends (EndPlay).
        return None
    if discard_problem:
        return (f"You would be left with {last.symbol()}, which you may not discard: "
                f"{_lower(discard_problem)}")
    if not foot_due and out_problem:
        return (f"You would be left with one card and may not go out "
                f"({rs.rule('empty_hand')}): {_lower(out_problem)}")
    return None


def _go_out_problem(state: GameState, seat: int, melds: Sequence[TableMeld],
                    min_ok: bool) -> str | None:
    """Why the seat may not go out with the side's ``melds`` (CL-7, PH-8, PH-6.3)."""
    rs = state.ruleset
    if state.permission is False:
        return f"Your partner said no: you may not go out this turn ({rs.rule('ask')})."
    if rs.go_out_needs_foot and not state.foot_taken[seat]:
        return f"You must pick up your foot before going out ({rs.rule('foot_to_go_out')})."
    if not min_ok:
        minimum = state.initial_minimum(state.side_of(seat))
        return (f"Your side has not made its initial meld of {minimum} "
                f"({rs.rule('minimum')}).")
    return M.going_out_problem(rs, melds)


def _lower(sentence: str) -> str:
    return sentence[0].lower() + sentence[1:]


def _side_meld(state: GameState, side: int, meld_id: int) -> TableMeld | None:
    return next((m for m in state.melds[side] if m.id == meld_id), None)


def _cards_in_hand(state: GameState, seat: int, cards: Sequence[Card]) -> str | None:
    hand = set(state.hands[seat])
    if len(set(cards)) != len(cards):
        return "The same card was chosen twice (G-1)."
    for c in cards:
        if c not in hand:
            return f"{c.symbol()} is not in your hand (G-4)."
        if c.is_red_three:
            return f"Red threes are never melded ({state.ruleset.rule('red_three')})."
    return None


def _meldable_value(rs: RuleSet, cards: Sequence[Card]) -> int:
    """An upper bound of the points a hand could meld (for the initial meld)."""
    by_rank: dict[int, int] = {}
    wild_points = 0
    wilds = 0
    for c in cards:
        if c.is_wild:
            wild_points += rs.card_value(c)
            wilds += 1
        elif c.is_natural:
            by_rank[c.rank] = by_rank.get(c.rank, 0) + 1
    total = 0
    for c in cards:
        if c.is_natural and (by_rank[c.rank] >= 3 or (by_rank[c.rank] == 2 and wilds)):
            total += rs.card_value(c)
    return total + wild_points


# ---------------------------------------------------------------------------
# Discarding and going out


def _sevens_discardable(state: GameState) -> bool:
    """PH-5.1: sevens may be discarded once both teams have a sevens canasta."""
    rs = state.ruleset
    return all(any(m.canasta_kind(rs) == "sevens" for m in side) for side in state.melds)


def _discard_card_problem(state: GameState, card: Card, last_card: bool) -> str | None:
    rs = state.ruleset
    if card.rank == 7 and rs.sevens_discard_needs_both_sevens and not _sevens_discardable(state):
        return (f"Sevens may not be discarded until both teams have completed a sevens canasta "
                f"({rs.rule('sevens_discard')}).")
    if card.rank == 7 and last_card and rs.last_discard_not_seven:
        return f"The last discard may not be a seven ({rs.rule('go_out_how')})."
    return None


def _check_discard(state: GameState, action: Discard) -> str | None:
    card = action.card
    if card not in state.hands[state.current]:
        return f"{card.symbol()} is not in your hand (G-4)."
    if card.is_red_three:
        return f"Red threes are never discarded ({state.ruleset.rule('red_three')})."
    return _discard_turn_problem(state) or _discard_this_problem(state, card)


def _discard_turn_problem(state: GameState) -> str | None:
    """Why no card at all may be discarded now (the initial meld is unfinished)."""
    rs = state.ruleset
    side = state.side_of(state.current)
    if state.pending is not None:
        return (f"Finish your initial meld of {state.initial_minimum(side)} from your hand "
                f"before the pile is yours, or undo ({rs.rule('take')}).")
    if state.laid_this_turn and not state.melded[side]:
        return (f"Your initial meld counts {state.laid_value}; it needs "
                f"{state.initial_minimum(side)}. Meld more or undo ({rs.rule('minimum')}).")
    return None


def _discard_this_problem(state: GameState, card: Card) -> str | None:
    """Why ``card`` (in the hand) may not be the discard (PH-5.1, PH-8.4, CL-7.3, CL-7.4)."""
    rs = state.ruleset
    seat = state.current
    last = len(state.hands[seat]) == 1
    problem = _discard_card_problem(state, card, last and not state.foot_due)
    if problem:
        return problem
    if last:
        if state.foot_due:
            return None
        out = _go_out_problem(state, seat, state.melds[state.side_of(seat)], True)
        if out:
            return (f"You may not discard your last card unless you go out "
                    f"({rs.rule('empty_hand')}): {_lower(out)}")
        return None
    if state.permission is True:
        return f"Your partner said yes: you must go out this turn ({rs.rule('ask')})."
    return None


def _apply_discard(state: GameState, action: Discard, moves: list[Move]) -> None:
    rs = state.ruleset
    seat = state.current
    hand = state.hands[seat]
    hand.remove(action.card)
    state.pile.append(action.card)
    moves.append(Move(action.card, f"hand:{seat}", "pile", sideways=action.card.is_wild))
    if state.foot_due and not state.foot_taken[seat]:
        foot = state.feet[seat]
        hand.extend(foot)
        moves.extend(Move(c, f"foot:{seat}", f"hand:{seat}", face_up=False) for c in foot)
        state.feet[seat] = []
        state.foot_taken[seat] = True
        _lay_out_red_threes(state, seat, moves)
    elif not hand:
        _end_deal(state, seat, "went out")
        return
    state.current = (seat + 1) % rs.players
    _begin_turn(state, moves)


def _check_end_play(state: GameState, action: EndPlay) -> str | None:
    rs = state.ruleset
    seat = state.current
    if state.pending is not None or (state.laid_this_turn
                                     and not state.melded[state.side_of(seat)]):
        return f"Finish or undo your initial meld first ({rs.rule('minimum')})."
    hand = state.hands[seat]
    permission, state.permission = state.permission, None
    try:
        free = [c for c in hand if _discard_this_problem(state, c) is None]
    finally:
        state.permission = permission
    if free:
        return (f"You still have a legal discard, {free[0].symbol()} "
                f"({rs.rule('all_sevens')}).")
    return None


def _apply_end_play(state: GameState, action: EndPlay, moves: list[Move]) -> None:
    rs = state.ruleset
    _end_deal(state, None, f"no legal discard remained ({rs.rule('all_sevens')})")


def _end_deal(state: GameState, went_out: int | None, why: str) -> None:
    state.went_out = went_out
    state.ended = why
    state.pending = None
    state.snapshot = None
    finish_deal(state)


# ---------------------------------------------------------------------------
# Undo, asking the partner, next deal


def _snapshot(state: GameState) -> Snapshot:
    seat = state.current
    side = state.side_of(seat)
    return Snapshot(
        phase=state.phase, hand=state.hands[seat][:], melds=state.melds[side][:],
        pile=state.pile[:], melded=state.melded[side], next_meld_id=state.next_meld_id,
        completed=state.completed[seat], foot_due=state.foot_due, laid_value=state.laid_value,
        pending=None if state.pending is None else state.pending[:])


def _check_undo(state: GameState, action: UndoTurn) -> str | None:
    if state.snapshot is None or not (state.laid_this_turn or state.pending is not None):
        rid = state.ruleset.rule("undo")
        return f"Nothing was melded this turn that can be taken back ({rid})."
    return None


def _apply_undo(state: GameState, action: UndoTurn, moves: list[Move]) -> None:
    snap = state.snapshot
    assert snap is not None
    seat = state.current
    side = state.side_of(seat)
    before = {c for m in snap.melds for c in m.cards}
    back_to_pile = set(snap.pile) if snap.phase is Phase.DRAW else set()
    for m in state.melds[side]:
        for c in m.cards:
            if c not in before:
                moves.append(Move(c, f"meld:{side}:{m.id}",
                                  "pile" if c in back_to_pile else f"hand:{seat}"))
    state.phase = snap.phase
    state.hands[seat] = snap.hand[:]
    state.melds[side] = snap.melds[:]
    state.pile = snap.pile[:]
    state.melded[side] = snap.melded
    state.next_meld_id = snap.next_meld_id
    state.completed[seat] = snap.completed
    state.foot_due = snap.foot_due
    state.laid_value = snap.laid_value
    state.pending = None if snap.pending is None else snap.pending[:]
    state.laid_this_turn = False
    if snap.phase is Phase.DRAW:
        state.snapshot = None


def _check_ask(state: GameState, action: AskPartner) -> str | None:
    rs = state.ruleset
    seat = state.current
    if state.asked:
        return f"You may ask only once a turn ({rs.rule('ask')})."
    if action.partner not in rs.partners(seat):
        return f"Seat {action.partner} is not your partner ({rs.rule('ask')})."
    if state.pending is not None:
        return f"Finish taking the pile first ({rs.rule('take')})."
    if len(state.hands[seat]) < 2:
        return (f"Ask before melding down to your last card: after a no you must be able "
                f"to play on ({rs.rule('ask')}).")
    from game.rules.planner import going_out_plan

    if going_out_plan(state) is None:
        return (f"Ask only when you can go out this turn: a yes would oblige you to "
                f"({rs.rule('ask')}).")
    return None


def _apply_ask(state: GameState, action: AskPartner, moves: list[Move]) -> None:
    state.asked = True
    state.asked_partner = action.partner
    state.phase = Phase.ANSWER


def _check_answer(state: GameState, action: Answer) -> str | None:
    return None


def _apply_answer(state: GameState, action: Answer, moves: list[Move]) -> None:
    state.permission = action.yes
    state.phase = Phase.MELD


def _check_next_deal(state: GameState, action: NextDeal) -> str | None:
    return None


def _apply_next_deal(state: GameState, action: NextDeal, moves: list[Move]) -> None:
    moves.extend(_deal(state))


_CHECKS: dict[tuple[Phase, type], Any] = {
    (Phase.DRAW, Draw): _check_draw,
    (Phase.DRAW, TakePile): _check_take,
    (Phase.MELD, Meld): _check_meld,
    (Phase.MELD, Discard): _check_discard,
    (Phase.MELD, UndoTurn): _check_undo,
    (Phase.MELD, AskPartner): _check_ask,
    (Phase.MELD, EndPlay): _check_end_play,
    (Phase.ANSWER, Answer): _check_answer,
    (Phase.DEAL_OVER, NextDeal): _check_next_deal,
}

_APPLY: dict[type, Any] = {
    Draw: _apply_draw, TakePile: _apply_take, Meld: _apply_meld, Discard: _apply_discard,
    UndoTurn: _apply_undo, AskPartner: _apply_ask, Answer: _apply_answer,
    EndPlay: _apply_end_play, NextDeal: _apply_next_deal,
}


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action now (see :mod:`game.rules.legal`)."""
    from game.rules.legal import legal_actions as listing

    return listing(state)


def observe(state: GameState, seat: int) -> Any:
    """The PlayerView of ``seat`` (see :mod:`game.rules.view`)."""
    from game.rules.view import observe as view

    return view(state, seat)
