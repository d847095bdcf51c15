"""How the computer players play Modern American Canasta (MA, modern-american.md):
the choices the game's own rules call for, beside the rules of thumb of
:class:`game.ai.players.HeuristicPlayer` that every game shares.

Easy and Normal declare a special hand they hold (MA-9.1) and lay out a held
three (MA-2.2) unless Normal keeps it for a straight (MA-9.2). Normal, by the
features of :data:`MA_FEATURES`:

* ``risk``: never begins a pure ace, sevens or wild meld it is unlikely to
  complete (MA-10.2: -2500 or -2000 under seven cards), opens with the safest
  melds that reach the minimum (MA-6), prefers completing those melds and does
  not go out leaving a new one incomplete;
* ``dead``: sheds a third ace or seven it cannot meld (MA-10.2: -1500 in the
  hand), then discards dead cards (MA-3.6: nobody can meld them or take the
  pile with them, MA-5.2) before live ones;
* ``ask``: asks the partner before going out (MA-8.2), who says no while it can
  still complete a penalized meld or holds three aces or sevens.

:class:`ModernPolicy` returns the action it chooses, or None to leave the choice
to the shared rules of thumb. This module sees only the player's view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.ai.policy import MANY_FEED_WORLDS, AIProfile, GamePolicy, PolicyPlayer
from game.rules import checks, transitions
from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    LayOut,
    Meld,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.cards import ACE, JOKER, Card
from game.rules.games.modern import dead_ranks, turn_card_drawn
from game.rules.games.modern_scoring import incomplete_penalty
from game.rules.legal import three_choice
from game.rules.melds import missing_kinds
from game.rules.planner import going_out_plan, initial_meld_plan
from game.rules.state import GameState, Phase, TableMeld
from game.rules.view import PlayerView, state_from_view

MA_FEATURES = {
    "risk": "begins a pure ace, sevens or wild meld only when it is likely to be "
            "completed, opens with the safest melds and prefers completing them (MA-10.2, "
            "MA-6)",
    "dead": "sheds a third ace or seven it cannot meld, then discards dead cards before "
            "live ones (MA-10.2, MA-3.6, MA-5.2)",
    "ask": "asks the partner before going out, who says no while it can complete a "
           "penalized meld or holds three aces or sevens (MA-8.2, MA-10.2)",
}
"""Normal's choices for Modern American Canasta, each measured with duplicate deals."""

MA_NORMAL = frozenset({"risk", "dead", "ask"})
"""The features of :data:`MA_FEATURES` that Normal plays."""

MELD_SIZE = 7
"""MA-3.1: a meld is complete (a canasta) at seven cards."""

RISK_LIMIT = 0.35
"""Normal begins a meld penalized under seven cards (MA-10.2) only when the chance
that it stays incomplete (:func:`fail_chance`) is below this."""

COPIES = {JOKER: 12}
"""Cards of a kind in the deck (MA-1.1): eight of each natural rank, twelve wild."""


class ModernPolicy(GamePolicy):
    """Modern American Canasta's own choices for one player (see the module); it
    keeps the rest of an initial meld begun in a turn (MA-6.7)."""

    def __init__(self, player: PolicyPlayer) -> None:
        super().__init__(player)
        self.plan: tuple[tuple[int, int] | None, list[Meld]] = (None, [])
        """The turn (deal, turn number) of an initial meld begun and its melds still
        to lay."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """The MA action the player (its ``easy`` and ``flags``) takes now, or None
        to follow the shared rules of thumb."""
        player = self.player
        flags = player.flags
        plain = player.level == "baseline" and flags.isdisjoint(MA_FEATURES)  # threes only
        special = next((a for a in legal if isinstance(a, SpecialHand)), None)
        if special is not None and not plain:  # MA-9.1: thousands of points, the play ends
            return special
        lay_out = _lay_out(flags, view, legal)
        if lay_out is not None or plain:
            return lay_out
        if view.phase is Phase.ANSWER and "ask" in flags:
            return Answer(answer(view))
        if view.phase is Phase.DRAW and "risk" in flags:
            risky = [a for a in legal if isinstance(a, TakePile) and _risky_take(view, a)]
            return player.draw(view, [a for a in legal if a not in risky]) if risky else None
        if view.phase is not Phase.MELD:
            return None
        side = view.side
        state = planning_state(view)  # for the initial meld, MA-4.2
        if view.pile_pending or (view.laid_this_turn and not view.melded[side]):
            if "risk" not in flags:
                return None
            plan = self._planned(view, state) or initial_meld_plan(state)
            return plan[0] if plan else UndoTurn()
        if view.permission is not False:
            out = going_out_plan(state_from_view(view))  # the stand-ins would draw bonus cards
            if out and (("risk" not in flags) or _safe_out(view, state, out)):
                if "ask" in flags and not view.asked and view.permission is None:
                    ask = next((a for a in legal if isinstance(a, AskPartner)), None)
                    if ask is not None:
                        return ask
                return out[0]
        if not view.melded[side]:
            if "risk" in flags:
                plan = opening_plan(view, state)
                if plan:
                    held = next((a for a in legal if isinstance(a, LayOut)), None)
                    if held is not None:  # MA-2.4: the three goes before the initial meld
                        return held
                    self.plan = ((view.deal_no, view.turn_no), plan[1:])
                    return plan[0]
                return _discard(player, view, legal, flags)
            return None
        if "risk" in flags:
            meld = _best_meld(player, view, legal)
            if meld is not None:
                return meld
            return _discard(player, view, legal, flags)
        if "dead" in flags:
            best = player.best_meld(view, legal)
            return best if best is not None else _discard(player, view, legal, flags)
        return None

    def _planned(self, view: PlayerView, state: GameState) -> list[Meld] | None:
        """The rest of the initial meld begun this turn (MA-6.7), while its next meld
        is legal (``state``: from the view)."""
        turn, rest = self.plan
        if (turn != (view.deal_no, view.turn_no) or not rest
                or checks.meld_problem(state, rest[0]) is not None):
            return None
        self.plan = (turn, rest[1:])
        return rest


# ---------------------------------------------------------------------------
# Threes (MA-2.2) and the straight (MA-9.2)


def _lay_out(flags: frozenset[str], view: PlayerView, legal: Sequence[Action]
             ) -> LayOut | None:
    """MA-2.2: lay out a held three, unless Normal keeps it for a straight; of a red
    and a black three (laying one out is then the only legal action), the colour
    the side has more of laid out (MA-10.3 counts each colour's threes apart, 100,
    300, 500, 1000: the next three of a colour is worth more)."""
    choice = three_choice(legal)
    if choice:
        out = view.red_threes[view.side]

        def laid(a: LayOut) -> int:
            return sum(1 for c in out if c.is_red == a.card.is_red)

        return max(choice, key=laid)
    lay_outs = [a for a in legal if isinstance(a, LayOut)]
    if not lay_outs or ("risk" in flags and straight_hopes(view.hand)):
        return None
    return lay_outs[0]


def straight_hopes(hand: Sequence[Card]) -> bool:
    """MA-9.2: the hand already holds twelve or more of the straight's fourteen cards
    (one of each rank ace to king and a joker), so a kept three may help it."""
    ranks = {c.rank for c in hand if not c.is_joker}
    return len(ranks) + any(c.is_joker for c in hand) >= 12


# ---------------------------------------------------------------------------
# Melds that cost when incomplete (MA-10.2)


def unseen(view: PlayerView, rank: int) -> int:
    """Cards of ``rank`` (``JOKER``: every wild card) the player has not seen: not in
    its hand, the discard pile or any meld (MA-1.1: eight of a natural rank,
    twelve wild cards)."""
    def kind(c: Card) -> int:
        return JOKER if c.is_wild else c.rank

    seen = sum(1 for c in view.hand if kind(c) == rank)
    seen += sum(1 for c in view.pile if kind(c) == rank)
    seen += sum(1 for melds in view.melds for m in melds for c in m.cards if kind(c) == rank)
    return max(0, COPIES.get(rank, 8) - seen)


def fail_chance(view: PlayerView, rank: int, size: int, held: int = 0) -> float:
    """The chance (0 to 1) that a meld of ``rank`` of ``size`` cards stays under
    seven, the player still holding ``held`` more of the rank: it needs the cards
    still unseen, and the more it needs the more of the stock must come (the
    stock holds :attr:`PlayerView.stock_count` cards)."""
    need = MELD_SIZE - size - held
    if need <= 0:
        return 0.0
    left = unseen(view, rank)
    if left < need:
        return 1.0
    draws = view.stock_count / 2  # the side's share of the draws still to come
    # each unseen card of the rank reaches the side by a draw or the partner's hand
    reach = min(1.0, (draws + 13) / 60)
    expected = left * reach
    return max(0.0, min(1.0, 0.4 + (need - expected) * 0.25 + need * 0.08))


def _risky_take(view: PlayerView, take: TakePile) -> bool:
    """Taking the pile with ``take`` begins a pure ace or sevens meld (the pair and the
    top card, MA-5.1) unlikely to be completed (MA-10.2), or lays one with the
    initial meld (MA-6.3)."""
    top = view.top
    if top is None:
        return False
    groups = [tuple(take.cards) + (top,)] if take.meld is None else []
    groups += [tuple(m) for m in take.melds]
    for group in groups:
        rank = JOKER if all(c.is_wild for c in group) else next(c.rank for c in group
                                                                 if c.is_natural)
        held = sum(1 for c in view.hand if c.rank == rank and c not in group)
        if (incomplete_penalty(rank, group) and len(group) < MELD_SIZE
                and fail_chance(view, rank, len(group), held) >= RISK_LIMIT):
            return True
    return False


def answer(view: PlayerView) -> bool:
    """Normal's answer when the partner asks to go out (MA-8.2): no while this hand
    holds three aces or sevens (MA-10.2: -1500) or can complete one of the side's
    pure ace, sevens or wild melds (MA-10.1, MA-10.2), else yes."""
    counts = Counter(JOKER if c.is_wild else c.rank for c in view.hand)
    if counts[ACE] >= 3 or counts[7] >= 3:
        return False
    return not any(incomplete_penalty(m.rank, m.cards) and len(m.cards) + counts[m.rank]
                   >= MELD_SIZE for m in view.my_melds)


def side_penalty(melds: Sequence[TableMeld]) -> int:
    """MA-10.2: the side's incomplete-meld penalties as its ``melds`` lie (negative
    points)."""
    return sum(incomplete_penalty(m.rank, m.cards) for m in melds)


def _safe_out(view: PlayerView, state: GameState, plan: Sequence[Action]) -> bool:
    """Going out by ``plan`` lays no new meld that is penalized (MA-10.2)."""
    sim = state.copy()
    side = view.side
    for step in plan:
        if isinstance(step, Meld):
            transitions.apply_unchecked(sim, step, in_place=True)
    return side_penalty(sim.melds[side]) >= side_penalty(view.my_melds)


def _best_meld(player: PolicyPlayer, view: PlayerView, legal: Sequence[Action]
               ) -> Meld | None:
    """Normal's meld once its side has melded: the shared scoring, but a pure ace,
    sevens or wild meld is begun only when likely to be completed, and completing
    or growing one comes first (MA-10.1: 2000 to 3000; MA-10.2)."""
    mine = {m.id: m for m in view.my_melds}
    shared = (set(missing_kinds(view.ruleset, view.my_melds)),
              Counter(c.rank for c in view.hand if not c.is_wild))

    def worth(action: Meld) -> float:
        target = mine.get(action.meld) if action.meld is not None else None
        before = tuple(target.cards) if target else ()
        after = before + tuple(action.cards)
        rank = target.rank if target else next((c.rank for c in after if not c.is_wild), JOKER)
        if rank == JOKER or rank == 7 or (rank == ACE and not any(c.is_wild for c in after)):
            return _risky_score(view, rank, before, after)
        return player.meld_score(view, action, mine, *shared)

    scored = [(worth(a), i, a) for i, a in enumerate(legal) if isinstance(a, Meld)]
    best = max(scored, key=lambda t: (t[0], -t[1]), default=None)
    return best[2] if best is not None and best[0] > 0 else None


def _risky_score(view: PlayerView, rank: int, before: Sequence[Card],
                 after: Sequence[Card]) -> float:
    """Normal's worth of laying a pure ace, sevens or wild meld from ``before`` to
    ``after`` (MA-10.1, MA-10.2)."""
    if len(after) >= MELD_SIZE:
        return 500.0
    held = sum(1 for c in view.hand if (c.is_wild if rank == JOKER else c.rank == rank)
               and c not in after)
    if before:  # the penalty is owed already: every card brings the canasta nearer
        return 40.0 + 5 * (len(after) - len(before))
    chance = fail_chance(view, rank, len(after), held)
    return 30.0 + len(after) if chance < RISK_LIMIT else -100.0


# ---------------------------------------------------------------------------
# The initial meld (MA-6)


def planning_state(view: PlayerView) -> GameState:
    """:func:`state_from_view` with a stock of as many cards as the view counts
    (stand-ins, never drawn), for MA-4.2 asks whether the turn card is still in
    the stock (MA-1.3)."""
    state = state_from_view(view)
    if view.hand:
        state.stock = [view.hand[0]] * view.stock_count
    return state


def opening_plan(view: PlayerView, state: GameState) -> list[Meld] | None:
    """Normal's initial meld (MA-6.1, MA-6.2, MA-6.4): of the ways to reach the
    minimum with melds from the hand, the one of least expected penalty (a pure ace,
    sevens or wild meld under seven cards, MA-10.2), then most points; each meld is
    checked as the engine would. None when no way is found."""
    rs = view.ruleset
    side = view.side
    hand = [c for c in view.hand if c.rank != 3]
    dead = dead_ranks(m for melds in view.melds for m in melds)
    by_rank: dict[int, list[Card]] = {}
    wilds: list[Card] = []
    for c in sorted(hand, key=lambda c: -rs.card_value(c)):
        if c.is_wild:
            wilds.append(c)
        elif c.rank not in dead:
            by_rank.setdefault(c.rank, []).append(c)
    per_rank: list[list[tuple[tuple[Card, ...], int]]] = []
    for rank, cards in by_rank.items():
        cards = cards[:MELD_SIZE]
        opts: list[tuple[tuple[Card, ...], int]] = []
        if len(cards) >= 3:
            opts.append((tuple(cards), 0))
        if len(cards) >= 2 and rank != 7:
            for w in (1, 2):
                if len(cards) + w <= MELD_SIZE:
                    opts.append((tuple(cards), w))
        if opts:
            per_rank.append(opts)
    need = view.minimums[side] - view.laid_value
    keep = 1 if not turn_card_drawn(view) else 2  # MA-4.2
    best: tuple[float, list[tuple[Card, ...]]] | None = None

    def score(groups: list[tuple[Card, ...]]) -> float | None:
        used = sum(len(g) for g in groups)
        left = [c for c in view.hand if not any(c in g for g in groups)]
        if len(left) < keep or not any(c.is_natural for c in left):
            return None
        value = sum(rs.card_value(c) for g in groups for c in g)
        splash = any(len(g) >= MELD_SIZE and len({c.is_wild for c in g}) == 1 for g in groups)
        pure = any(len(g) >= 3 and (not any(c.is_wild for c in g) or all(c.is_wild for c in g))
                   for g in groups)
        if not splash and (value < need or not pure):
            return None
        risk = 0.0
        for g in groups:
            rank = JOKER if all(c.is_wild for c in g) else next(c.rank for c in g if c.is_natural)
            if len(g) < MELD_SIZE and incomplete_penalty(rank, g):
                risk += -incomplete_penalty(rank, g) * fail_chance(view, rank, len(g))
        return value + 5 * used - risk

    def search(i: int, wild_left: int, groups: list[tuple[Card, ...]]) -> None:
        nonlocal best
        if i == len(per_rank):
            for extra in ([], [tuple(wilds[len(wilds) - wild_left:])] if wild_left >= 3 else []):
                s = score(groups + extra)
                if s is not None and (best is None or s > best[0]):
                    best = (s, groups + extra)
            return
        search(i + 1, wild_left, groups)
        for cards, w in per_rank[i]:
            if w <= wild_left:
                start = len(wilds) - wild_left
                search(i + 1, wild_left - w, groups + [cards + tuple(wilds[start:start + w])])

    search(0, len(wilds), [])
    if best is None:
        return None
    sim = state.copy()
    plan: list[Meld] = []
    for group in sorted(best[1], key=len, reverse=True):
        step = Meld(group)
        if checks.meld_problem(sim, step) is not None:
            return None
        transitions.apply_unchecked(sim, step, in_place=True)
        plan.append(step)
    return plan if sim.melded[side] else None


# ---------------------------------------------------------------------------
# Discards (MA-3.6, MA-10.2, MA-11)


def _discard(player: PolicyPlayer, view: PlayerView, legal: Sequence[Action],
             flags: set[str] | frozenset[str]) -> Action | None:
    """The shared discard order, but first a third ace or seven the side cannot
    meld (MA-10.2: three in a hand cost 1500), then dead cards (MA-3.6: the pile
    cannot be taken with one, MA-5.2)."""
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return None
    order = player.discard_order(view, discards)
    if "dead" not in flags:
        return order[0]
    dead = dead_ranks(m for melds in view.melds for m in melds)
    counts = Counter(c.rank for c in view.hand)
    open_ranks = {m.rank for m in view.my_melds if not m.is_canasta}

    def tier(action: Discard) -> int:
        c = action.card
        if c.rank in (7, ACE) and counts[c.rank] >= 3 and c.rank not in open_ranks:
            return 0
        return 1 if c.rank in dead else 2

    return min(order, key=lambda a: (tier(a), order.index(a)))


MA_FEED_WORLDS = 4 * MANY_FEED_WORLDS
"""The worlds of Modern American's pile guard (256): with 64, close risks were still
judged by the noise of the worlds; 256 gave 34.0 feeds a hundred first deals
instead of 44.0 and no tie (200 deals, Hard in every seat, ``python -m game
feeding``), within the decision times aimed at once a hand without two cards of
the top's rank skipped the planner (:func:`game.rules.games.modern.open_then_take`)."""

PROFILE: AIProfile = AIProfile(features=MA_FEATURES, normal=MA_NORMAL, policy=ModernPolicy,
                               view_plans_as_table=False,
                               feed_worlds=MA_FEED_WORLDS, expert_worlds=40)
"""Modern American Canasta's computer players: :class:`ModernPolicy`; the planner's
verdict on a view is not the table's (bonus cards, MA-7.1; asking once, MA-8.2);
Hard's pile guard deals :data:`MA_FEED_WORLDS` worlds; Expert deals 40 worlds a
decision (with 60 its p99 came near 1.8 s on the compiled engine beside other work,
docs/benchmarks.md)."""
