"""The legality checks, one per action kind: each returns the sentence (ending
with a rule id) saying why the action is illegal now, or None. The sentences are
:class:`~game.rules.messages.Refusal` strings (English, with the catalog message and
its parameters for the player's language).

They are public so that the legal-action listing and the planner can ask the
same questions as the oracle (:func:`game.rules.oracle.why_illegal`) without
reaching into the engine. A check assumes the phase is the action's phase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules import melds as M
from game.rules.actions import (
    GARBAGE,
    Action,
    Answer,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LookAtFoot,
    Meld,
    NextDeal,
    TakePile,
    UndoTurn,
)
from game.rules.cards import RANK_PLURALS, Card
from game.rules.messages import N_, Refusal, Word, clause
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, MeldKind, Phase, TableMeld
from game.rules.transitions import apply_meld, apply_take

CLASSIFIED = {
    "red threes are never melded": N_("Red threes are never melded"),
    "a meld holds cards of one rank only (with wild cards)":
        N_("A meld holds cards of one rank only (with wild cards)"),
}
"""The sentences of :func:`game.rules.melds.classify` as refusals (capitalized)."""


def wrong_phase(state: GameState, action: Action) -> str:
    """Why ``action`` cannot be played in the current phase (G-5, G-13), with the rule
    id."""
    rs = state.ruleset
    turn = rs.rule("turn")
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return Refusal(N_("The game is over"), rs.rule("game"))
    if phase is Phase.DEAL_OVER:
        return Refusal(N_("The deal is over: start the next deal"), "G-13")
    if phase is Phase.ANSWER:
        return Refusal(N_("Your partner must first answer whether you may go out"), rs.rule("ask"))
    if phase is Phase.FOOT_LOOK:
        return Refusal(N_("Before play, each player looks at the foot once"), rs.rule("foot_look"))
    if phase is Phase.CUT:
        return Refusal(N_("First keep or leave the cards shown at the cut"), rs.rule("deal"))
    if isinstance(action, Answer):
        return Refusal(N_("Nobody has asked to go out"), rs.rule("ask"))
    if isinstance(action, NextDeal):
        return Refusal(N_("The deal is still being played"), "G-13")
    if phase is Phase.DRAW:
        return Refusal(N_("First draw from the stock or take the discard pile"), turn)
    if state.discard_only:
        return Refusal(N_("The first turn of the deal is the discard alone"), rs.rule("upcard"))
    if isinstance(action, (Draw, TakePile)):
        return Refusal(N_("You have already drawn this turn"), turn)
    return Refusal(N_("That is not possible now"), turn)


def draw_problem(state: GameState, action: Draw) -> str | None:
    """Drawing from the stock is always legal in Phase.DRAW (G-5; an empty stock ends the
    play, G-12)."""
    return None


BLACK_THREE_ON_TOP = N_("A black three on top of the discard pile blocks it for this turn")
RED_THREE_ON_TOP = N_("The pile cannot be taken while a red three is on top")
WILD_ON_TOP = N_("The pile cannot be taken while a wild card is on top")
TOP_BLOCKS = frozenset({BLACK_THREE_ON_TOP, RED_THREE_ON_TOP, WILD_ON_TOP})
"""The refusals of a pile its top card blocks, whatever the hand holds (CL-3.2,
PH-5.2, DH-5.2): the table shows no count of cards such a pickup would take."""


def take_problem(state: GameState, action: TakePile) -> str | None:
    """Why the pile may not be taken with ``action`` (CL-5, PH-5, DH-5, BH-5), or None."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    top = state.top
    if top is None:
        return Refusal(N_("The discard pile is empty"), rs.rule("take"))
    if state.own.free_offered(seat) and not action.cards and action.meld is None:
        return None  # DK-5.2: the free pickup, with no condition
    own = rs.turns.pickup_problem(state, action)  # DK-5.3, MA-5.3, MA-6.3, MA-12.5
    if own is True:
        return None
    if isinstance(own, str):
        return own
    if top.is_black_three:
        return Refusal(BLACK_THREE_ON_TOP, rs.rule("black_three_top"))
    if top.rank == 3:
        return Refusal(RED_THREE_ON_TOP, rs.rule("top_blocked"))
    if top.is_wild:
        return Refusal(WILD_ON_TOP, rs.rule("top_blocked"))
    reason = cards_in_hand_problem(state, seat, action.cards)
    if reason:
        return reason
    if action.meld is not None:
        target = side_meld(state, side, action.meld)
        if target is not None and target.kind is MeldKind.SEQUENCE:
            return _sequence_take_problem(state, action, target)
    rank = top.rank
    rname = Word(RANK_PLURALS[rank])
    naturals = sum(1 for c in action.cards if c.rank == rank)
    wilds = sum(1 for c in action.cards if c.is_wild)
    if naturals + wilds != len(action.cards):
        return Refusal(rs.says(N_("Only {rank} and wild cards can be melded with the top card")),
                       rs.rule("take"), rank=rname)
    unmelded = not state.melded[side]
    why = rs.frozen_for(state.context(seat))
    frozen = why is not None
    pair = naturals >= 2
    if not pair and not state.melded_before_turn and action.meld is not None:
        pair = rs.turns.pair_in_opening(state, action, rank)  # MA-6.3
    side_melds = state.melds[side]
    if frozen and not pair:
        return Refusal(N_("You cannot take the pile: {why}, so it takes a natural pair of {rank} "
                          "from your hand"), rs.rule("frozen"), why=why, rank=rname)
    if action.meld == GARBAGE:  # BH-5.1: the top card and the pair into the garbage pile
        problem = garbage_problem(state, (top, *action.cards))
        if problem:
            return problem
        garbage = garbage_meld(state, side)
        laid = (top, *action.cards)
        new = (M.grown(rs, garbage, laid) if garbage is not None
               else M.new_meld(rs, -1, side, MeldKind.GARBAGE, 0, laid))
        value = sum(rs.card_value(c) for c in action.cards)
        return _after_lay_problem(state, seat, action.cards, GARBAGE, new,
                                  len(new.cards) - len(laid), value, taking=True)
    if action.meld is not None:
        target = side_meld(state, side, action.meld)
        if target is None or target.rank != rank:
            return Refusal(N_("To take the pile the top card must go on your side's meld of "
                              "{rank}"), rs.rule("take"), rank=rname)
        if M.is_closed(rs, target):
            return Refusal(N_("That canasta is complete and closed ({canasta_rule}): a new meld "
                              "of {rank} takes a natural pair from your hand"),
                           rs.rule("completed_only"), canasta_rule=rs.rule("canasta"), rank=rname)
        existing: tuple[Card, ...] = target.cards
    else:
        blocker = M.blocking_meld(rs, side_melds, rank)
        if blocker is not None:
            return Refusal(N_("Your side already has a meld of {rank}: the top card must go on it"),
                           rs.rule("one_per_rank"), rank=rname)
        existing = ()
        target = None
        if len(action.cards) < 2:
            return Refusal(rs.says(N_("A new meld needs at least three cards: the top card and "
                                      "two from your hand")), rs.rule("take"))
    if not frozen and not pair and action.meld is None:
        if not (rs.wild_pair_take and naturals >= 1 and wilds >= 1):
            if (rs.one_meld_per_rank == "unfinished"
                    and any(m.rank == rank and m.is_canasta for m in side_melds)):
                return Refusal(N_("Your side's meld of {rank} is a completed canasta: a new one "
                                  "takes a natural pair from your hand"),
                               rs.rule("completed_only"), rank=rname)
            if rs.wild_pair_take:
                return Refusal(rs.says(N_("To take the pile with a new meld you need a natural "
                                          "pair, or one natural and a wild card, of {rank} from "
                                          "your hand")), rs.rule("open_take"), rank=rname)
            return Refusal(N_("To take the pile with a new meld you need a natural pair of {rank} "
                              "from your hand"), rs.rule("open_take"), rank=rname)
    laid = (top, *action.cards)
    new = (M.grown(rs, target, laid) if target is not None
           else M.new_meld(rs, -1, side, *M.kind_of_rank(rank), laid))
    shape = (M.shape_problem(rs, rank, new.cards)
             or rs.meld_rule(state.context(seat), existing, new))
    if shape:
        return shape
    value = rs.laid_points(rank, laid if rs.top_card_counts else action.cards)  # DK-8.3
    minimum = state.initial_minimum(side)
    if unmelded:
        chosen = set(action.cards)
        rest = [c for c in state.hands[seat] if c not in chosen]
        if value + meldable_value(rs, rest) < minimum:
            if rs.top_card_counts:
                return Refusal(N_("You cannot reach your initial meld of {minimum} with the top "
                                  "card and your hand"), rs.rule("minimum_hand"),
                               minimum=minimum)
            return Refusal(N_("You cannot reach your initial meld of {minimum} from your hand: "
                              "the top card does not count"), rs.rule("minimum_hand"),
                           minimum=minimum)
    if action.melds:
        return _composite_take_problem(state, action)
    return _after_lay_problem(state, seat, action.cards, action.meld, new, len(existing), value,
                              taking=True)


def chosen_twice(action: TakePile) -> str | None:
    """G-1: no card of a composite pickup is chosen twice."""
    used = [c for group in action.melds for c in group]
    if len(set(used) | set(action.cards)) != len(used) + len(action.cards):
        return Refusal(N_("The same card was chosen twice"), "G-1")
    return None


def lay_on(sim: GameState, melds: Sequence[Sequence[Card]]) -> str | None:
    """Lay ``melds`` from the hand one after the other on the copy ``sim`` (checked
    like Meld actions); the first refusal, or None. Stops when the play ends."""
    for group in melds:
        step = Meld(tuple(group))
        reason = meld_problem(sim, step)
        if reason is not None:
            return reason
        apply_meld(sim, step, [])
        if sim.phase is not Phase.MELD:
            break
    return None


def _sequence_take_problem(state: GameState, action: TakePile, target: TableMeld) -> str | None:
    """DH-5.5: the top card alone extends the side's unfinished sequence meld at
    one end, as the meld lies (cards from the hand may not bridge a gap)."""
    rs = state.ruleset
    rid = rs.rule("sequence_take")
    frozen = rs.frozen_for(state.context())
    if frozen:
        return Refusal(N_("You cannot take the pile onto a sequence meld: {why}, so it takes a "
                          "natural pair from your hand"), rs.rule("frozen"), why=frozen)
    if action.cards:
        return Refusal(N_("The top card goes alone onto a sequence meld; cards from your hand "
                          "may be added afterwards"), rid)
    if M.is_closed(rs, target):
        return Refusal(N_("That canasta is complete and closed"), rs.rule("canasta"))
    top = state.pile[-1]
    new = M.grown(rs, target, (top,))
    problem = _sequence_meld_problem(state, new)
    if problem:
        return Refusal(N_("The top card must extend your sequence meld at one end ({rule_id}): "
                          "{problem}"), rule_id=rid, problem=clause(problem))
    return _after_lay_problem(state, state.current, (), target.id, new, len(target.cards), 0,
                              taking=True)


def _sequence_meld_problem(state: GameState, meld: TableMeld) -> str | None:
    """Why ``meld`` is not a legal sequence meld for the current side (DH-3.3,
    DH-3.5), or None."""
    rs = state.ruleset
    problem = M.sequence_problem(rs, meld.cards)
    if problem:
        return problem
    if (not rs.sevens_in_sequences and any(c.rank == 7 for c in meld.cards)
            and not state.context().sevens_canasta()):
        return Refusal(N_("Sevens go in a sequence meld only once your side has a sevens canasta"),
                       rs.rule("sequence_sevens"))
    return None


def _composite_take_problem(state: GameState, action: TakePile) -> str | None:
    """The pickup and the melds laid with it, tried in order on a copy; together
    they must make the side's initial meld (PH-5.4, CL-6.2)."""
    rs = state.ruleset
    side = state.side_of(state.current)
    reason = chosen_twice(action)
    if reason is not None:
        return reason
    sim = state.copy()
    apply_take(sim, TakePile(action.cards, action.meld), [])
    reason = lay_on(sim, action.melds)
    if reason is not None:
        return reason
    if not sim.melded[side]:
        own = rs.opening_refusal(sim.context(), sim.laid_value)  # MA-6.2
        if own is not None:
            return own
        return Refusal(N_("The melds laid with the pile count {value}; your initial meld needs "
                          "{minimum} from your hand"), rs.rule("take"), value=sim.laid_value,
                       minimum=state.initial_minimum(side))
    return None


def meld_problem(state: GameState, action: Meld, trusted: bool = False) -> str | None:
    """Why ``action`` may not be laid; ``trusted``: its cards are known to be
    distinct cards of the hand (candidates built from the hand)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    if not action.cards:
        return Refusal(N_("Choose the cards to meld"), rs.rule("meld"))
    if state.discard_only:
        return Refusal(N_("The first turn of the deal is the discard alone"), rs.rule("upcard"))
    reason = None if trusted else cards_in_hand_problem(state, seat, action.cards)
    if reason:
        return reason
    if state.waiting and any(c in state.waiting for c in action.cards):
        return Refusal(N_("Cards taken from the pile may not be melded until your next turn"),
                       rs.rule("pile_wait"))
    if action.meld is None:
        classified = M.classify(rs, action.cards)
        if isinstance(classified, str):
            message = CLASSIFIED.get(classified)
            if message is None:
                return f"{classified[0].upper()}{classified[1:]} ({rs.rule('meld')})."
            return Refusal(rs.says(message), rs.rule("meld"))
        if len(action.cards) < 3:
            return Refusal(rs.says(N_("A new meld needs at least three cards")), rs.rule("meld"))
        new = M.new_meld(rs, -1, side, *classified, action.cards)
        if new.kind in (MeldKind.RANK, MeldKind.WILD):
            blocker = M.blocking_meld(rs, state.melds[side], new.rank)
            if blocker is not None:
                return Refusal(N_("Your side already has a meld of {rank}: add to it"),
                               rs.rule("one_per_rank"), rank=Word(M.rank_name(new.rank)))
        if (new.kind is MeldKind.RANK and new.naturals < rs.naturals_after_canasta
                and any(m.rank == new.rank and m.is_canasta for m in state.melds[side])):
            return Refusal(N_("Your side has a closed canasta of {rank}: a new meld of them "
                              "starts with {n} natural cards"), rs.rule("completed_only"),
                           rank=Word(M.rank_name(new.rank)), n=rs.naturals_after_canasta)
        if (new.kind is MeldKind.SEQUENCE and rs.sequences_per_suit == "one"
                and any(m.kind is MeldKind.SEQUENCE and m.key == new.key and not m.is_canasta
                        for m in state.melds[side])):
            return Refusal(N_("Your side already has an unfinished sequence meld of this suit"),
                           rs.rule("sequences_per_suit"))
        before = 0
    else:
        target = side_meld(state, side, action.meld)
        if action.meld == GARBAGE or (target is not None and target.kind is MeldKind.GARBAGE):
            problem = garbage_problem(state, action.cards)
            if problem:
                return problem
            garbage = garbage_meld(state, side)
            new = (M.grown(rs, garbage, action.cards) if garbage is not None
                   else M.new_meld(rs, -1, side, MeldKind.GARBAGE, 0, action.cards))
            value = sum(rs.card_value(c) for c in action.cards)
            return _after_lay_problem(state, seat, action.cards, action.meld, new,
                                      len(new.cards) - len(action.cards), value, taking=False)
        if target is None:
            return Refusal(N_("There is no meld {meld} on your side"), "G-7", meld=action.meld)
        if M.is_closed(rs, target):
            return Refusal(N_("That canasta is complete and closed"), rs.rule("canasta"))
        new = M.grown(rs, target, action.cards)
        before = len(target.cards)
    shape = (_sequence_meld_problem(state, new) if new.kind is MeldKind.SEQUENCE
             else M.shape_problem(rs, new.rank, new.cards)
             or rs.meld_rule(state.context(seat), new.cards[:before], new))
    if shape:
        return shape
    value = rs.laid_points(new.rank, action.cards)
    return _after_lay_problem(state, seat, action.cards, action.meld, new, before, value,
                              taking=False)


def _after_lay_problem(state: GameState, seat: int, cards: Sequence[Card], meld_id: int | None,
                       new: TableMeld, before_len: int, value: int, *,
                       taking: bool) -> str | None:
    """Why laying ``cards`` from the hand, making the meld ``new`` (it had
    ``before_len`` cards), would leave the hand in a position the rules forbid
    (CL-7.4, PH-8.2, PH-6.3, PH-9.2, CL-3.2), or who may complete a canasta
    forbids it (the RuleSet's completion hook, BH-6.1), or None."""
    rs = state.ruleset
    if new.is_canasta and before_len < rs.canasta_size:
        gate = rs.completion_rule(state.context(seat))
        if gate:
            return gate
    black_threes = new.kind is MeldKind.BLACK_THREES
    side = state.side_of(seat)
    minimum = state.initial_minimum(side)
    min_ok = state.melded[side] or rs.initial_meld_ok(state.context(seat),
                                                      state.laid_value + value)
    if taking:
        with_top = rs.pickup_size(state.context(seat))
        joining = state.pile[len(state.pile) - with_top:-1]
    else:
        joining = state.pending or []
    joins = min_ok and (taking or state.pending is not None)
    hand = state.hands[seat]
    chosen = set(cards)
    if len(hand) - len(cards) + (len(joining) if joins else 0) > 1 and not black_threes:
        if not rs.keep_a_discard:
            return None  # cards enough remain, and any of them may be discarded
        free = _discardable(state)
        if any(c not in chosen and free(c) for c in hand) or (
                joins and any(free(c) for c in joining)):
            return None  # a card that may be discarded remains (PH-9.2, DH-6.4)
    left = [c for c in hand if c not in chosen]
    if joins:
        left += joining
    completes = new.is_canasta and before_len < rs.canasta_size
    completes = completes and rs.brings_foot(new)  # RR-3.1: a black one does not
    if completes and rs.foot_pickup == "at_once" and not state.foot_taken[seat]:
        return None  # the foot joins the hand at once (BH-6.2): cards remain
    foot_due = state.foot_due or (completes and rs.foot_pickup == "after_discard"
                                  and not state.foot_taken[seat])
    if min_ok and not state.melded_before_turn and rs.turns.cards_follow_opening(state):
        foot_due = True  # MA-4.2: the initial meld may leave one card, bonus cards follow
    if taking and not min_ok and not left:
        return Refusal(N_("You would have no cards left to reach your initial meld of {minimum}"),
                       rs.rule("minimum_hand"), minimum=minimum)
    if len(left) > 1 and not black_threes:
        if rs.keep_a_discard and not any(map(_discardable(state), left)):
            return Refusal(N_("You may not meld so as to keep only cards you may not discard, "
                              "such as sevens: a legal discard must remain"), rs.rule("all_sevens"))
        return None
    melds_after = [m for m in state.melds[side] if m.id != meld_id]
    melds_after.append(new)
    opens = rs.out_opens and not taking and state.pending is None  # DK-8.2: going out opens
    out_problem = go_out_problem(state, seat, melds_after, min_ok or opens)
    more_threes = sum(1 for c in left if c.is_black_three) >= 3 and sum(
        1 for c in left if not c.is_black_three) <= 1  # another meld of them (DH-6.3)
    if black_threes and (out_problem or (len(left) > 1 and not more_threes)):
        return Refusal(N_("Black threes can be melded only by a player going out in that turn"),
                       rs.rule("black_three"))
    if not left:
        if rs.go_out_needs_foot and not state.foot_taken[seat]:
            return Refusal(N_("You must keep a card to discard: your foot is picked up after the "
                              "discard, and you cannot go out before that"),
                           rs.rule("foot_to_go_out"))
        if out_problem:
            return not_out(rs, out_problem,
                            N_("You may not meld your last card unless you go out ({rule_id}): "
                               "{problem}"),
                            N_("You may not meld your last card unless you go out: {problem}"))
        if not rs.go_out_without_discard:
            return Refusal(N_("You must keep a card to discard to go out"), rs.rule("go_out_how"))
        return None
    last = left[0]
    discard_problem = discard_card_problem(state, last, last_card=not foot_due)
    if (discard_problem and rs.keep_a_discard
            and not any(map(_discardable(state), state.hands[seat]))):
        # PH-9.2, DH-6.4: holding no card that may be discarded, the player melds
        # all but one; no discard remains and the play ends (EndPlay).
        return None
    if discard_problem:
        return Refusal(N_("You would be left with {card}, which you may not discard: {problem}"),
                       card=last.symbol(), problem=clause(discard_problem))
    if not foot_due and out_problem:
        return not_out(rs, out_problem, N_("You would be left with one card and may not go out "
                                            "({rule_id}): {problem}"),
                        N_("You would be left with one card and may not go out: {problem}"))
    return None


def not_out(rs: RuleSet, problem: str, cited: str, plain: str) -> Refusal:
    """"... may not go out (RULE): problem", naming the rule once: ``plain`` (without
    the id) when the problem cites the same rule (DH-7.2 twice in Dollars)."""
    rid = rs.rule("empty_hand")
    if getattr(problem, "rule", None) == rid:
        return Refusal(plain, problem=clause(problem))
    return Refusal(cited, rule_id=rid, problem=clause(problem))


def go_out_problem(state: GameState, seat: int, melds: Sequence[TableMeld],
                    min_ok: bool) -> str | None:
    """Why the seat may not go out with the side's ``melds`` (CL-7, PH-8, PH-6.3)."""
    rs = state.ruleset
    if state.permission is False:
        return Refusal(N_("Your partner said no: you may not go out this turn"), rs.rule("ask"))
    if rs.go_out_needs_foot and not state.foot_taken[seat]:
        return Refusal(N_("You must pick up your foot before going out"),
                       rs.rule("foot_to_go_out"))
    if not min_ok:
        minimum = state.initial_minimum(state.side_of(seat))
        return Refusal(N_("Your side has not made its initial meld of {minimum}"),
                       rs.rule("minimum"), minimum=minimum)
    return rs.going_out_rule(state.context(seat), melds)


def side_meld(state: GameState, side: int, meld_id: int) -> TableMeld | None:
    """The side's meld with id ``meld_id``, or None (G-7)."""
    return next((m for m in state.melds[side] if m.id == meld_id), None)


def cards_in_hand_problem(state: GameState, seat: int, cards: Sequence[Card]) -> str | None:
    hand = set(state.hands[seat])
    if len(set(cards)) != len(cards):
        return Refusal(N_("The same card was chosen twice"), "G-1")
    for c in cards:
        if c not in hand:
            return Refusal(N_("{card} is not in your hand"), "G-4", card=c.symbol())
        if c.is_red_three:
            return Refusal(N_("Red threes are never melded"), state.ruleset.rule("red_three"))
    return None


def meldable_value(rs: RuleSet, cards: Sequence[Card]) -> int:
    """An upper bound of the points a hand could meld (for the initial meld): the
    naturals of ranks held three times, or twice with a wild card, and every wild."""
    groups = M.group_hand(cards)
    total = sum(rs.card_value(c) for c in groups.wilds)
    for rank, same in groups.by_rank.items():
        if rank != 3 and (len(same) >= 3 or (len(same) == 2 and groups.wilds)):
            total += sum(rs.card_value(c) for c in same)
    return total


def _discardable(state: GameState) -> Callable[[Card], bool]:
    """A test: the card may be discarded before going out, as far as the card goes
    (the RuleSet's discard hook, one Context for every card)."""
    ctx, rule = state.context(), state.ruleset.discard_rule
    return lambda card: rule(ctx, card, False) is None


def discard_card_problem(state: GameState, card: Card, last_card: bool) -> str | None:
    """Why the current player may not discard ``card`` for what the card is (the
    RuleSet's discard hook: PH-5.1, PH-8.4, ...); ``last_card``: it would empty
    the hand."""
    return state.ruleset.discard_rule(state.context(), card, last_card)


def discard_problem(state: GameState, action: Discard) -> str | None:
    """Why ``action.card`` may not be discarded now (CL-7, PH-5.1, DH-5.1, BH-7.2), or
    None."""
    card = action.card
    if card not in state.hands[state.current]:
        return Refusal(N_("{card} is not in your hand"), "G-4", card=card.symbol())
    if card.is_red_three:
        return Refusal(N_("Red threes are never discarded"), state.ruleset.rule("red_three"))
    return discard_turn_problem(state) or discard_choice_problem(state, card)


def discard_turn_problem(state: GameState) -> str | None:
    """Why no card at all may be discarded now (the initial meld is unfinished)."""
    rs = state.ruleset
    side = state.side_of(state.current)
    if state.pending is not None:
        return Refusal(N_("Finish your initial meld of {minimum} from your hand before the pile "
                          "is yours, or undo"), rs.rule("take"),
                       minimum=state.initial_minimum(side))
    problem = rs.turns.discard_problem(state)  # MA-12.5
    if problem is not None:
        return problem
    if state.laid_this_turn and not state.melded[side]:
        if rs.out_opens and len(state.hands[state.current]) == 1:
            return None  # DK-8.2: the discard goes out, which meets the minimum
        own = rs.opening_refusal(state.context(), state.laid_value)  # MA-6.2
        if own is not None:
            return own
        return Refusal(N_("Your initial meld counts {value}; it needs {minimum}. Meld more or "
                          "undo"), rs.rule("minimum"), value=state.laid_value,
                       minimum=state.initial_minimum(side))
    return None


def discard_choice_problem(state: GameState, card: Card) -> str | None:
    """Why ``card`` (in the hand) may not be the discard (PH-5.1, PH-8.4, CL-7.3, CL-7.4)."""
    rs = state.ruleset
    seat = state.current
    last = len(state.hands[seat]) == 1
    due = state.foot_due or (last and rs.turns.holds_going_out(state))  # MA-4.2
    problem = discard_card_problem(state, card, last and not due)
    if problem:
        return problem
    if last:
        if due:
            return None
        out = go_out_problem(state, seat, state.melds[state.side_of(seat)], True)
        if out:
            return not_out(rs, out,
                            N_("You may not discard your last card unless you go out "
                               "({rule_id}): {problem}"),
                            N_("You may not discard your last card unless you go out: {problem}"))
        return None
    if state.permission is True:
        return Refusal(N_("Your partner said yes: you must go out this turn"), rs.rule("ask"))
    return None


def end_play_problem(state: GameState, action: EndPlay) -> str | None:
    """Why the play may not end for want of a legal discard (PH-9.2, DH-6.4, BH-7.4), or
    None."""
    rs = state.ruleset
    seat = state.current
    if state.pending is not None or (state.laid_this_turn
                                     and not state.melded[state.side_of(seat)]):
        return Refusal(N_("Finish or undo your initial meld first"), rs.rule("minimum"))
    hand = state.hands[seat]
    permission, state.permission = state.permission, None
    try:
        free = next((c for c in hand if discard_choice_problem(state, c) is None), None)
    finally:
        state.permission = permission
    if free is not None:
        return Refusal(N_("You still have a legal discard, {card}"), rs.rule("all_sevens"),
                       card=free.symbol())
    return None


def undo_problem(state: GameState, action: UndoTurn) -> str | None:
    """Why this turn's melds cannot be taken back (CL-6.3, PH-4.2), or None."""
    if state.snapshot is None or not (state.laid_this_turn or state.pending is not None):
        rid = state.ruleset.rule("undo")
        return Refusal(N_("Nothing was melded this turn that can be taken back"), rid)
    return None


def answer_problem(state: GameState, action: Answer) -> str | None:
    """The asked partner may answer yes or no (CL-7.3, PH-8.3)."""
    return None


def next_deal_problem(state: GameState, action: NextDeal) -> str | None:
    """The next deal may always start after a deal is scored (G-13)."""
    return None


def look_problem(state: GameState, action: LookAtFoot) -> str | None:
    """BH-1.2: in the pre-play phase the seat to act looks at its foot."""
    return None


def keep_problem(state: GameState, action: KeepCut) -> str | None:
    """DK-2.1: only the cards shown at the cut may be kept, each once."""
    shown = state.cut_cards()
    if len(set(action.cards)) != len(action.cards) or any(c not in shown
                                                          for c in action.cards):
        return Refusal(N_("Only the cards shown at the cut may be kept"),
                       state.ruleset.rule("deal"))
    return None


def garbage_meld(state: GameState, side: int) -> TableMeld | None:
    """The side's garbage pile, once opened (BH-7.1)."""
    return next((m for m in state.melds[side] if m.kind is MeldKind.GARBAGE), None)


def garbage_takes(state: GameState) -> tuple[set[int], bool]:
    """What the current side's open garbage pile takes (BH-7.1): the ranks of its
    canastas of one rank, sevens never (BH-7.2); and whether wild cards (the table
    rule BH-10.1, with a wild canasta)."""
    rs = state.ruleset
    melds = state.melds[state.side_of(state.current)]
    ranks = {m.rank for m in melds if m.is_canasta and m.kind is MeldKind.RANK} - {7}
    return ranks, rs.garbage_wilds and any(rs.canasta_kind(m) == "wild" for m in melds)


def garbage_problem(state: GameState, cards: Sequence[Card]) -> str | None:
    """Why ``cards`` may not go in the current side's garbage pile (BH-7.1: once the
    side has a sevens canasta, cards of ranks it has a canasta in, sevens never
    (BH-7.2), wild cards only by table rule BH-10.1 with a wild canasta), or None."""
    rs = state.ruleset
    rid = rs.rule("garbage")
    if not rs.garbage_pile:
        return Refusal(N_("This game has no garbage pile"), rs.rule("meld"))
    if not state.context().sevens_canasta():
        return Refusal(N_("The garbage pile opens once your side has a sevens canasta"), rid)
    canastas, wilds = garbage_takes(state)
    for c in cards:
        if c.rank == 7:
            return Refusal(N_("Sevens never go in the garbage pile"), rs.rule("sevens_discard"))
        if c.is_wild:
            if not wilds:
                return Refusal(N_("Wild cards go in the garbage pile only by the table rule, once "
                                  "your side has a wild canasta"), rid)
        elif not c.is_natural or c.rank not in canastas:
            return Refusal(N_("Only cards of a rank your side has a canasta in go in the garbage "
                              "pile"), rid)
    return None
