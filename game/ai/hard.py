"""The Hard level: Normal, plus a look-ahead at the decisions that matter most:
drawing or taking the pile (CL-5, PH-5), the discard, and where it was measured to
help (the game's profile, :attr:`~game.ai.policy.AIProfile.hold`) melding now or
holding the cards, going out now or not (CL-7, PH-8).

Hard sees only its :class:`PlayerView`. For such a decision it deals the cards it
cannot see (other hands, the feet, the stock, Modern American's bonus cards) at
random in several ways that agree with what it has seen (every card on the table,
in the pile and in its hand is known; the counts of the others' hands, feet, bonus
cards and the stock are known; a red three is never placed in a hand, since red
threes are laid out at once, CL-3.1, PH-7.1, DK-3.1, nor any three in Modern
American, MA-2.1, though a side that has not melded may keep one, MA-2.2); where the
game's profile says so (Classic), the cards the table saw a player take with the pile
and not shown since go to that player's hand first (CL-5.1, :func:`game_world`).
(``hard+kept``, for measuring and not Hard's, deals the cards the table saw a player
take with the pile to that player's hand and then shapes the hidden hands as players
keep them, more pairs and fewer wild cards than chance deals: :func:`kept_world`,
:mod:`game.ai.kept`; it played no better, docs/strength.md, "Kept hands".)
In each such world it plays every candidate and then :data:`HORIZON` turns of the
deal with Normal in every seat (the game's profile may say otherwise: the rest of
the deal in Classic, :mod:`game.ai.profiles`),
scores the deal as it then stands (the static evaluation: the deal's score sheet as
if the play ended there, no one going out; a deal that ends sooner is scored as it
ended), and leaves Normal's choice for the
candidate with the best mean deal difference (its side minus the other) only when
that candidate beats it clearly in the same worlds (:func:`paired_gain`: by
:data:`MARGIN` standard errors, or between drawing and taking the pile by the game's
:attr:`~game.ai.policy.AIProfile.pile_margin` where it names one, Classic's half). Where the
game's profile allows (Classic), a close decision deals six more worlds at a time
before it chooses (:meth:`HardPlayer.more_worlds`). The
random numbers come from the player's seed and the view: the same view and seed
give the same choice.

Onto a pile that would then be a large pickup (:data:`LARGE_PILE`), Hard first keeps
to the discards least likely to let the next player take it (CL-5, PH-5.4), judged in
:data:`~game.ai.policy.FEED_WORLDS` worlds (the game's profile may deal more), those
where the next player holds a pair of a rank it passed weighing less
(:meth:`HardPlayer.safe_discard`; in Classic a discard within the profile's
``guard_tolerance`` of the least risk counts as safe); in díszített kanaszta never a
zsoli for it, which closes the talon for one turn only (DK-5.1), nor in Classic a wild
card, which freezes the pile (CL-5.3) but is worth more in a meld.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from game.ai.kept import shape_hands
from game.ai.players import HeuristicPlayer
from game.ai.policy import HORIZON as HORIZON  # the shared horizon, for rollouts
from game.ai.profiles import profile_for
from game.rules import engine, transitions
from game.rules.actions import Action, Discard, Draw, Meld, TakePile
from game.rules.cards import Card, make_deck
from game.rules.legal import legal_actions
from game.rules.planner import going_out_plan
from game.rules.state import GameState, MeldKind, Phase
from game.rules.transitions import laid_out_at_once
from game.rules.view import PlayerView, observe, state_from_view

SAMPLES = 6
"""Worlds dealt per decision."""


DISCARD_CANDIDATES = 3
"""Normal's favourite discards that Hard compares."""

MARGIN = 2.0
"""Standard errors by which an alternative must beat Normal's choice."""

CLOSE = 0.5
"""A decision is close while its best alternative leads Normal's choice by more than
this many standard errors and less than :data:`CLEAR` (:meth:`HardPlayer.more_worlds`
then deals more worlds where the game's profile allows)."""

CLEAR = 3.0
"""Standard errors of lead beyond which a decision is no longer close."""

BY_GAME = "game"
"""The ``horizon`` or ``hold`` that takes the game's own, from its profile
(:attr:`~game.ai.policy.AIProfile.horizon`, :attr:`~game.ai.policy.AIProfile.hold`)."""

MAX_ROLLOUT_ACTIONS = 5_000
"""A rollout longer than this is cut short and scored as it stands."""

LARGE_PILE = 10
"""A pickup of this many cards or more (the top card included) is a large pile:
Hard does not hand one to the next player when a safer discard is at hand."""

DISCARDED_HELD = 0.3
"""The weight of a world in which a player holds a natural of a rank it discarded
this deal (:func:`sign_weight`), beside 1 for one in which it holds none: in Normal
self-play, first deals of seeds 1 to 20, a player held a card of a rank it had
discarded 0.12 of the time in Classic against 0.38 for the other ranks (Pennies 0.29
against 0.46, Modern American 0.19 against 0.45), a likelihood ratio of about 0.2 to
0.5 (docs/strength.md, "Reading the table")."""

DECLINED_PAIR = 0.6
"""The weight of a world in which a player holds a natural pair of a rank it drew
from the stock instead of taking with the pile (one of its last
:data:`RECENT_DECLINES`; :func:`sign_weight`): it held such a pair 0.08 of the time in
Classic against 0.14 for the other ranks (Pennies 0.15 against 0.20, Modern 0.16
against 0.19), a likelihood ratio of about 0.55 to 0.8."""

RECENT_DECLINES = 3
"""The declined pickups a world is weighed by: the player's last three."""

READ_CANDIDATES = 8
"""Worlds :func:`read_world` deals to choose one from by their weights."""

UNLIKELY_PAIR = 0.2
"""The weight of a world in which the next player holds a natural pair of a rank it
discarded itself onto this pile, or let lie on top of it at its turn: a player
seldom breaks a pair it could take the pile with, nor leaves a pile it could take."""


class HardPlayer:
    """Normal with look-ahead by sampled worlds and Normal rollouts (see module)."""

    name = "hard"
    thinks_long = True
    """Its look-ahead can take a noticeable fraction of a second: the table lets it
    choose on a worker thread."""

    def __init__(self, seed: int | str = 0, samples: int = SAMPLES,
                 discard_candidates: int = DISCARD_CANDIDATES, margin: float = MARGIN,
                 horizon: int | None | str = BY_GAME, hold: str = BY_GAME,
                 guard: bool = True, read: bool = False, kept: bool = False,
                 blind: bool = False, most: int | str = BY_GAME, laid: str = "") -> None:
        self.seed = seed
        self.most = most
        """The most worlds it deals at a close decision (:meth:`more_worlds`;
        :data:`BY_GAME`: the game's :attr:`~game.ai.policy.AIProfile.more_worlds`)."""
        self.guard = guard
        """Whether to keep from handing the next player a large pile when a safer
        discard is at hand (:meth:`safe_discard`)."""
        self.horizon = horizon
        self.hold = hold
        """Where to weigh holding the turn's melds against discarding at once (see
        :attr:`~game.ai.policy.AIProfile.hold`; :data:`BY_GAME`: the game's own)."""
        self.samples = samples
        self.margin = margin
        self.discard_candidates = discard_candidates
        self.normal = HeuristicPlayer("normal", seed)
        self.read = read
        """Whether its worlds read the table (:func:`read_world`)."""
        self.deal_world: Callable[[PlayerView, random.Random], GameState | None] = (
            read_world if read else kept_world if kept else sample_world if blind
            else LAID_WORLDS[laid] if laid else game_world)
        """How its worlds are dealt (:func:`game_world`: as the game's profile says;
        for measuring, with ``blind`` :func:`sample_world`, every hidden card at
        random, with ``kept`` :func:`kept_world`, the hidden hands shaped as kept, with
        ``laid`` one of :data:`LAID_WORLDS`, the cards a melded side would have laid
        taken out of its hands; the measuring reference
        :class:`~game.ai.seeing.SeeingPlayer` deals its own). Raises KeyError for a
        ``laid`` that :data:`LAID_WORLDS` does not name."""
        self.guard_world: Callable[[PlayerView, random.Random], GameState | None] | None = None
        """How the pile guard's worlds are dealt where not as the look-ahead's (None):
        the measuring level ``seeing@guard`` shows its guard the next player's hand
        (:class:`~game.ai.seeing.SeeingPlayer`)."""
        self.looked_ahead = 0
        """Decisions taken by look-ahead (for tests and bench)."""
        self.dealt_more = 0
        """Close decisions at which it dealt more worlds than its first
        (:meth:`more_worlds`; for tests and bench)."""
        self.guarded = 0
        """Discards changed because Normal's would hand the next player a large pile
        more often than another (for tests)."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """An action of ``legal``; raises ValueError without legal actions."""
        choice = self.normal.choose(view, legal)
        safe: set[str] | None = None
        if isinstance(choice, Discard) and self.guards(view):
            choice, safe = self.safe_discard(view, legal, choice)
        candidates = self._candidates(view, legal, choice)
        if safe is not None:
            candidates = [c for c in candidates
                          if not isinstance(c, Discard) or c.card.kind in safe]
        if len(candidates) < 2:
            return choice
        rng = random.Random(f"{self.seed}|{view_key(view)}")
        horizon = (profile_for(view.ruleset).horizon if isinstance(self.horizon, str)
                   else self.horizon)  # a text: BY_GAME
        results: list[list[float]] = [[] for _ in candidates]
        spent = 0  # rollout actions
        batch = self.worlds_for(view)
        while batch:
            worlds = [w for w in (self.deal_world(view, rng) for _ in range(batch)) if w]
            if not worlds:
                break
            start = len(results[0])
            for row, candidate in zip(results, candidates, strict=True):
                for i, world in enumerate(worlds, start):
                    score, steps = played_out(world, candidate, view.side, f"{self.seed}|{i}",
                                              horizon)
                    row.append(score)
                    spent += steps
            batch = self.more_worlds(view, results, spent)
            if batch and not start:
                self.dealt_more += 1
        if not results[0]:
            return choice
        self.looked_ahead += 1
        best, best_gain = choice, 0.0
        margin = self.margin_for(view)
        for candidate, outcome in zip(candidates[1:], results[1:], strict=True):
            gain = paired_gain(outcome, results[0], margin)
            if gain > best_gain:
                best, best_gain = candidate, gain
        return best

    def worlds_for(self, view: PlayerView) -> int:
        """The worlds it deals first at a decision it looks ahead at (``samples``)."""
        return self.samples

    def margin_for(self, view: PlayerView) -> float:
        """The standard errors by which an alternative must beat Normal's choice in
        the same worlds: ``margin``, or between drawing and taking the pile (CL-5,
        PH-5.4) the game's :attr:`~game.ai.policy.AIProfile.pile_margin` where it
        names one (Classic's 0.5)."""
        pile_margin = profile_for(view.ruleset).pile_margin
        if pile_margin is not None and view.phase is Phase.DRAW:
            return pile_margin
        return self.margin

    def more_worlds(self, view: PlayerView, results: Sequence[Sequence[float]],
                    spent: int) -> int:
        """The worlds to deal next at a close decision, or 0 to decide now:
        :data:`SAMPLES` more while the best alternative leads Normal's choice
        (``results[0]``; each row a candidate's deal differences, points, world by
        world) within the decision's :meth:`close_band` (by more than :data:`CLOSE`
        standard errors but not by :data:`CLEAR`, or the game's band for drawing or
        taking the pile), the worlds dealt stay within ``most`` (the game's
        :attr:`~game.ai.policy.AIProfile.more_worlds` where ``most`` is
        :data:`BY_GAME`) and the rollouts within the game's
        :attr:`~game.ai.policy.AIProfile.rollout_budget` actions at the pace of those
        played so far (``spent`` actions)."""
        profile = profile_for(view.ruleset)
        most = profile.more_worlds if self.most == BY_GAME else self.most
        dealt = len(results[0])
        if not isinstance(most, int) or dealt + SAMPLES > most:
            return 0
        if spent * (dealt + SAMPLES) > profile.rollout_budget * dealt:
            return 0
        low, high = self.close_band(view)
        return SAMPLES if low < best_lead(results) < high else 0

    def close_band(self, view: PlayerView) -> tuple[float, float]:
        """The leads (standard errors of the best alternative over Normal's choice,
        both excluded) between which a decision is close (:meth:`more_worlds`):
        :data:`CLOSE` and :data:`CLEAR`, or between drawing and taking the pile (CL-5,
        PH-5.4) the game's :attr:`~game.ai.policy.AIProfile.pile_close` where it names
        them (Classic's 0 and 2, about its :attr:`~game.ai.policy.AIProfile.pile_margin`
        of a half)."""
        band = profile_for(view.ruleset).pile_close
        if band is not None and view.phase is Phase.DRAW:
            return band
        return CLOSE, CLEAR

    def guards(self, view: PlayerView) -> bool:
        """Whether a discard now is judged by the pile guard: the guard is on and the
        pile would then be a large pickup (:data:`LARGE_PILE`)."""
        return self.guard and len(view.pile) + 1 >= LARGE_PILE

    def safe_discard(self, view: PlayerView, legal: Sequence[Action], choice: Discard
                      ) -> tuple[Discard, set[str] | None]:
        """Onto a pile that would then make a large pickup (:data:`LARGE_PILE`, CL-5,
        PH-5.4): Normal's ``choice`` where its risk (:meth:`discard_risks`) is
        within the game's :attr:`~game.ai.policy.AIProfile.guard_tolerance` of the
        least, else the discard Normal likes best among the least risky; and the
        kinds of card counted safe (those within the tolerance), or None where the
        guard weighs fewer than two kinds or no world agrees with the view. A wild
        card is not spent so where the game's profile says so
        (:attr:`~game.ai.policy.AIProfile.guard_wilds`, DK-5.1, CL-5.3), unless
        Normal chose it."""
        order = self.guard_options(view, legal, choice)
        if len(order) < 2:
            return choice, None
        risk = self.discard_risks(view, order)
        if not risk:
            return choice, None
        least = min(risk.values())
        safe = {kind for kind, r in risk.items()
                if r <= least + profile_for(view.ruleset).guard_tolerance}
        if choice.card.kind in safe:
            return choice, safe
        self.guarded += 1
        safest = next(a for a in order if risk[a.card.kind] == least)
        return safest, safe

    def guard_options(self, view: PlayerView, legal: Sequence[Action], choice: Discard
                      ) -> list[Discard]:
        """The discards the pile guard chooses among (:meth:`safe_discard`): one of
        each kind of card, in Normal's order of preference; no wild card but
        Normal's ``choice`` where the game's profile says so (DK-5.1, CL-5.3)."""
        discards = [a for a in legal if isinstance(a, Discard)]
        if not profile_for(view.ruleset).guard_wilds:  # DK-5.1, CL-5.3
            discards = [a for a in discards if not a.card.is_wild or a == choice]
        order: list[Discard] = []
        for action in self.normal.discard_order(view, discards):
            if all(action.card.kind != o.card.kind for o in order):
                order.append(action)
        return order

    def discard_risks(self, view: PlayerView, discards: Sequence[Discard]) -> dict[str, float]:
        """For each kind of card among ``discards`` (legal now), the weight of the
        pile guard's worlds (the game's
        :attr:`~game.ai.policy.AIProfile.feed_worlds`, dealt as its look-ahead's,
        :attr:`deal_world`, or :attr:`guard_world` where set; with ``read`` the
        pickups read and the signs weighing them; weighed by :func:`world_weight`)
        in which that discard lets the next player take a large pile
        (:func:`gives_pile`, CL-5, PH-5.4); empty when no world agrees with the
        view. The same view gives the same worlds."""
        rng = random.Random(f"{self.seed}|feed|{view_key(view)}")
        # reading, the signs weigh the guard's worlds instead of choosing among them
        deal = self.guard_world or (known_world if self.read else self.deal_world)
        fed, _ = weighed_feeds(view, discards, rng, profile_for(view.ruleset).feed_worlds,
                               deal, signs=self.read)
        return {a.card.kind: weight for a, weight in zip(discards, fed, strict=True)}

    def _candidates(self, view: PlayerView, legal: Sequence[Action],
                    choice: Action) -> list[Action]:
        """Normal's choice first, then the alternatives worth comparing: drawing
        instead of taking the pile (or the reverse); Normal's next favourite
        discards (one card of each kind); at the turn's first meld (going out
        included: CL-7, PH-8), holding the melds and discarding at once with
        Normal's favourite discard (``hold``), onto a large pile the guard's
        (:meth:`safe_discard`)."""
        if view.phase is Phase.DRAW:
            takes = [a for a in legal if isinstance(a, TakePile)]
            if not takes or not isinstance(choice, (Draw, TakePile)):
                return [choice]  # MA-2.2: laying out a held three is not weighed
            other = Draw() if isinstance(choice, TakePile) else takes[0]
            return [choice, other]
        if isinstance(choice, Discard):
            discards = [a for a in legal if isinstance(a, Discard)]
            order = self.normal.discard_order(view, discards)
            out: list[Action] = [choice]
            kinds = {choice.card.kind}
            for action in order:
                if len(out) >= self.discard_candidates:
                    break
                if action.card.kind not in kinds:
                    kinds.add(action.card.kind)
                    out.append(action)
            return out
        hold = profile_for(view.ruleset).hold if self.hold == BY_GAME else self.hold
        if hold and isinstance(choice, Meld) and not view.laid_this_turn:
            discards = [a for a in legal if isinstance(a, Discard)]
            going_out = hold == "out" and begins_way_out(view, choice)
            if discards and (hold == "turn" or going_out):
                discard = self.normal.discard_order(view, discards)[0]
                if self.guards(view):
                    discard, _ = self.safe_discard(view, legal, discard)
                return [choice, discard]
        return [choice]


class ExpertPlayer(HardPlayer):
    """The Expert level: Hard's search (:class:`HardPlayer`) with about ten times the
    worlds, the game's :attr:`~game.ai.policy.AIProfile.expert_worlds` (60, fewer
    where a decision would take more than about a second on the compiled engine), so
    that its rollouts tell closer candidates apart; the pile guard's worlds are the
    game's, as Hard's (docs/strength.md, "Expert"; its time: docs/benchmarks.md)."""

    name = "expert"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed, most=0)

    def worlds_for(self, view: PlayerView) -> int:
        return profile_for(view.ruleset).expert_worlds


def passed_by_next(view: PlayerView) -> set[int]:
    """The natural ranks the next player discarded onto the pile as it lies, or found
    on top of it at its turn and left there (each turn adds one discard: the card
    ``j`` from the top was discarded ``j`` seats back, so ``n - 1`` back is the next
    player's and ``n`` back the player's own; the first card may be the upcard,
    CL-1.4)."""
    n = view.ruleset.players
    pile = view.pile[:len(view.pile) - view.pending_count]
    return {pile[-j].rank for start in (n - 1, n) for j in range(start, len(pile) + 1, n)
            if pile[-j].is_natural}


def world_weight(view: PlayerView, world: GameState) -> float:
    """How likely ``world`` is beside the others: :data:`UNLIKELY_PAIR` when the next
    player holds a natural pair of a rank it discarded onto the pile itself, else 1."""
    ranks = passed_by_next(view)
    if not ranks:
        return 1.0
    hand = world.hands[(view.seat + 1) % view.ruleset.players]
    held = Counter(c.rank for c in hand if c.is_natural and c.rank in ranks)
    return UNLIKELY_PAIR if any(count >= 2 for count in held.values()) else 1.0


def weighed_feeds(view: PlayerView, discards: Sequence[Discard], rng: random.Random,
                  count: int,
                  deal: Callable[[PlayerView, random.Random], GameState | None] | None = None,
                  signs: bool = False) -> tuple[list[float], float]:
    """Deal ``count`` worlds for ``view`` (``deal``, by default :func:`sample_world`,
    drawing on ``rng``)
    and weigh each by :func:`world_weight` (with ``signs``, times
    :func:`sign_weight`): for each of ``discards`` (legal now)
    the weight of the worlds in which it lets the next player take a large pile
    (:func:`gives_pile`, CL-5, PH-5.4), and the weight of all the worlds; ([], 0.0)
    when no world agrees with the view."""
    deal = sample_world if deal is None else deal
    worlds = [w for w in (deal(view, rng) for _ in range(count)) if w]
    if not worlds:
        return [], 0.0
    weights = [world_weight(view, w) * (sign_weight(view, w) if signs else 1.0) for w in worlds]
    return [sum(weight for w, weight in zip(worlds, weights, strict=True) if gives_pile(w, a))
            for a in discards], sum(weights)


def gives_pile(state: GameState, discard: Discard, large: int = LARGE_PILE) -> bool:
    """After ``discard`` (legal in ``state``), the next player may take the pile and
    the pickup takes at least ``large`` cards, the top card included (CL-5.1,
    PH-5.4; DH-2.1's top five never do)."""
    after, _ = engine.apply_unchecked(state, discard)
    if after.phase is not Phase.DRAW or after.current == state.current:
        return False
    if after.ruleset.pickup_size(after.context()) < large:
        return False
    return any(isinstance(a, TakePile) for a in legal_actions(after))


def begins_way_out(view: PlayerView, action: Action) -> bool:
    """``action`` is the first step of the planner's way out for the view (CL-7,
    PH-8)."""
    plan = going_out_plan(state_from_view(view))
    return plan is not None and bool(plan) and plan[0] == action


def best_lead(results: Sequence[Sequence[float]]) -> float:
    """The most standard errors by which an alternative's mean (``results[1:]``)
    leads Normal's choice (``results[0]``) in the same worlds (points, world by
    world): negative where every alternative trails it, infinite where one leads
    it in every world by the same amount."""
    leads = []
    for row in results[1:]:
        mean, error = paired_difference(row, results[0])
        leads.append(mean / error if error else math.copysign(math.inf, mean) if mean else 0.0)
    return max(leads, default=-math.inf)


def paired_gain(other: Sequence[float], normal: Sequence[float], margin: float) -> float:
    """The mean gain of a candidate over Normal's choice in the same worlds (same
    cards, same rollout seeds), or 0 unless it exceeds ``margin`` standard errors:
    Hard leaves Normal's choice only when the rollouts clearly favour another."""
    mean, error = paired_difference(other, normal)
    return mean if mean > margin * error else 0.0


def paired_difference(other: Sequence[float], normal: Sequence[float]) -> tuple[float, float]:
    """The mean of ``other`` less ``normal`` world by world (points) and its standard
    error (0 for a single world)."""
    diffs = [a - b for a, b in zip(other, normal, strict=True)]
    error = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return statistics.fmean(diffs), error


def view_key(view: PlayerView) -> str:
    """A text equal for equal views (what Hard's random numbers are seeded by)."""
    melds = ";".join(",".join(c.code for c in m.cards) for side in view.melds for m in side)
    return "|".join([view.ruleset.id, str(view.seat), str(view.deal_no), str(view.turn_no),
                     view.phase.value, " ".join(c.code for c in view.hand),
                     " ".join(c.code for c in view.pile), melds, str(view.stock_count),
                     ",".join(map(str, view.hand_counts)), ",".join(map(str, view.scores))])


def unseen_cards(view: PlayerView) -> list[Card]:
    """The cards ``view`` cannot see, in deck order: the deck minus the hand, the
    pile, every meld and every red three on the table."""
    rs = view.ruleset
    seen = set(view.hand) | set(view.pile)
    for side in view.melds:
        for m in side:
            seen.update(m.cards)
    for threes in view.red_threes:
        seen.update(threes)
    return [c for c in make_deck(rs.packs, rs.jokers) if c not in seen]


def sample_world(view: PlayerView, rng: random.Random, read: bool = False,
                 given: Mapping[int, Sequence[Card]] | None = None) -> GameState | None:
    """A full state that agrees with ``view``: the unseen cards dealt at random to
    the other hands, the feet, the bonus cards and the stock by their counts, the
    threes laid out at once only to the feet, the bonus cards and the stock. With
    ``read``, the cards the table saw a player take with the pile and not shown since
    (:attr:`PlayerView.known`, CL-5.1) are dealt to that player's hand first; the
    cards ``given`` for a seat (by seat: the measuring reference's true hands,
    :func:`game.ai.seeing.seeing_world`) likewise. None when the counts do not add
    up (a position Hard does not understand: it then plays as Normal)."""
    unseen = unseen_cards(view)
    rs = view.ruleset
    hand_need = sum(n for s, n in enumerate(view.hand_counts) if s != view.seat)
    bonus_counts = view.bonus_counts or (0,) * rs.players
    if len(unseen) != (hand_need + sum(view.foot_counts) + sum(bonus_counts)
                       + view.stock_count):
        return None
    threes = [c for c in unseen if laid_out_at_once(rs, c)]
    others = [c for c in unseen if not laid_out_at_once(rs, c)]
    if len(others) < hand_need:
        return None
    held: list[list[Card]] = [[] for _ in range(rs.players)]
    first: dict[int, Sequence[Card]] = dict(enumerate(view.known)) if read else {}
    first.update(given or {})
    first.pop(view.seat, None)
    if first:
        hidden = set(unseen)
        placed: set[Card] = set()
        for seat, cards in first.items():
            held[seat] = [c for c in cards if c in hidden][:view.hand_counts[seat]]
            placed.update(held[seat])
        others = [c for c in others if c not in placed]
        threes = [c for c in threes if c not in placed]
    rng.shuffle(others)
    state = state_from_view(view)
    for seat in range(rs.players):
        if seat != view.seat:
            count = view.hand_counts[seat] - len(held[seat])
            state.hands[seat] = held[seat] + others[:count]
            others = others[count:]
    rest = others + threes
    rng.shuffle(rest)
    deal_rest(state, view, rest)
    return state


def game_world(view: PlayerView, rng: random.Random,
               given: Mapping[int, Sequence[Card]] | None = None) -> GameState | None:
    """A world as the game's Hard deals it: :func:`known_world` where the game's
    profile reads the pickups (:attr:`~game.ai.policy.AIProfile.read_pickups`,
    CL-5.1), else :func:`sample_world`; the cards ``given`` for a seat dealt to it
    first (:func:`sample_world`). None when the counts do not add up."""
    return sample_world(view, rng, read=profile_for(view.ruleset).read_pickups, given=given)


def known_world(view: PlayerView, rng: random.Random) -> GameState | None:
    """:func:`sample_world` with ``read``: the cards seen taken with the pile are dealt
    to their holder, the rest at random."""
    return sample_world(view, rng, read=True)


def kept_world(view: PlayerView, rng: random.Random) -> GameState | None:
    """A world for ``view`` whose hidden hands look kept (``hard+kept``): where the
    game's profile has a fitted shape for this number of players
    (:attr:`~game.ai.policy.AIProfile.hand_shapes`), the cards seen taken with the
    pile dealt to their holder (:func:`known_world`, CL-5.1) and the other hands
    then shaped as players keep them (:func:`game.ai.kept.shape_hands`: more pairs,
    fewer wild cards); elsewhere :func:`sample_world`. None when the counts do not
    add up."""
    shape = profile_for(view.ruleset).hand_shapes.get(view.ruleset.players)
    if shape is None:
        return sample_world(view, rng)
    world = known_world(view, rng)
    if world is not None:
        shape_hands(world, view, rng, shape)
    return world


def laid_world(view: PlayerView, rng: random.Random) -> GameState | None:
    """A world whose hidden hands of a side that has melded hold nothing such a player
    would have laid (``hard+laid``, for measuring): :func:`known_world`, then
    :func:`lay_off` of the wild cards, the naturals of the side's melded ranks and a
    third natural of a rank. None when the counts do not add up."""
    return _laid_off(view, rng, wilds=True)


def laid_ranks_world(view: PlayerView, rng: random.Random) -> GameState | None:
    """:func:`laid_world` for the naturals of the side's melded ranks alone
    (``hard+laidranks``, for measuring; CL-4.3)."""
    return _laid_off(view, rng, wilds=False)


def _laid_off(view: PlayerView, rng: random.Random, wilds: bool) -> GameState | None:
    """:func:`known_world`, then :func:`lay_off` with ``wilds``."""
    world = known_world(view, rng)
    if world is not None:
        lay_off(world, view, rng, wilds)
    return world


def lay_off(world: GameState, view: PlayerView, rng: random.Random, wilds: bool) -> None:
    """Swap out of ``world``'s hidden hands, in place, the cards a player whose side
    has melded would have laid on the table: each natural of a rank its side has
    melded (CL-4.3: it goes on that meld), and with ``wilds`` each wild card
    (CL-4.2) and each natural beyond a pair (CL-4.1: three make a meld). Each goes
    into the stock for a card of it chosen at random that the hand may hold (no such
    card, no red three nor any card laid out at once, CL-3.1); where the stock has
    none the card stays. The cards the view knows a player holds (CL-5.1) stay; every
    count stays. In Normal self-play (Classic, first deals of seeds 1 to 60) the
    hidden hands of melded sides held 555 naturals of their melded ranks and 791 wild
    cards where worlds dealt at random gave them 3311 and 1842 (docs/strength.md,
    "Laid-off hands")."""
    rs = view.ruleset
    known = view.known or tuple(() for _ in range(rs.players))
    stock = world.stock
    for seat in range(rs.players):
        melds = view.melds[rs.side_of(seat)]
        if seat == view.seat or not melds:
            continue
        ranks = {m.rank for m in melds if m.kind is MeldKind.RANK}
        held = Counter(known[seat])
        hand = world.hands[seat]
        counts = Counter(c.rank for c in hand if c.is_natural)
        for i in range(len(hand)):
            card = hand[i]
            if held[card] > 0:
                held[card] -= 1
                continue
            if card.is_natural:
                counts[card.rank] -= 1
            if would_lay(card, ranks, counts, wilds):
                options = [j for j, other in enumerate(stock)
                           if not laid_out_at_once(rs, other)
                           and not would_lay(other, ranks, counts, wilds)]
                if options:
                    j = options[rng.randrange(len(options))]
                    hand[i], stock[j] = stock[j], card
                    card = hand[i]
            if card.is_natural:
                counts[card.rank] += 1


def would_lay(card: Card, ranks: set[int], counts: Mapping[int, int], wilds: bool) -> bool:
    """Whether a player whose side has melded ``ranks`` and who holds ``counts`` other
    naturals by rank would lay ``card`` rather than hold it (:func:`lay_off`)."""
    if card.is_natural:
        return card.rank in ranks or (wilds and counts.get(card.rank, 0) >= 2)
    return wilds and card.is_wild


LAID_WORLDS: dict[str, Callable[[PlayerView, random.Random], GameState | None]] = {
    "all": laid_world, "ranks": laid_ranks_world}
"""The worlds of the measuring levels ``hard+laid`` and ``hard+laidranks``, by
:class:`HardPlayer`'s ``laid``."""


def read_world(view: PlayerView, rng: random.Random) -> GameState | None:
    """A world that reads the table: :func:`sample_world` with ``read`` (the cards a
    player was seen to take with the pile and has not shown since are dealt to that
    player's hand) :data:`READ_CANDIDATES` times, and one of those chosen with a
    chance in proportion to :func:`sign_weight` (sampling-importance-resampling:
    worlds dealt as the ranks each player discarded and declined make likely). None
    when no world agrees with the view."""
    worlds = [w for w in (known_world(view, rng) for _ in range(READ_CANDIDATES))
              if w is not None]
    if not worlds:
        return None
    if not view.discarded and not view.declined:
        return worlds[0]
    return rng.choices(worlds, [sign_weight(view, w) for w in worlds])[0]


def sign_weight(view: PlayerView, world: GameState) -> float:
    """How likely ``world``'s other hands are beside others by what the table has
    shown of them: :data:`DISCARDED_HELD` for each rank a player discarded this deal
    (:attr:`PlayerView.discarded`) of which its hand holds a natural, and
    :data:`DECLINED_PAIR` for each rank of its last :data:`RECENT_DECLINES` declined
    pickups (:attr:`PlayerView.declined`, CL-5, PH-5.4) of which it holds a natural
    pair; 1 when nothing tells."""
    weight = 1.0
    for seat in range(view.ruleset.players):
        if seat == view.seat:
            continue
        discarded = set(view.discarded[seat]) if view.discarded else set()
        declined = set(view.declined[seat][-RECENT_DECLINES:]) if view.declined else set()
        if not discarded and not declined:
            continue
        held = Counter(c.rank for c in world.hands[seat] if c.is_natural)
        for rank in discarded:
            if held[rank]:
                weight *= DISCARDED_HELD
        for rank in declined:
            if held[rank] >= 2:
                weight *= DECLINED_PAIR
    return weight


def deal_rest(state: GameState, view: PlayerView, rest: list[Card]) -> None:
    """Deal ``rest`` (shuffled) in ``state`` as the view's counts say: the feet, the
    bonus cards (MA-7.1: drawn face down from the stock) and the stock."""
    for seat in range(view.ruleset.players):
        count = view.foot_counts[seat]
        state.feet[seat] = rest[:count]
        rest = rest[count:]
    if view.bonus_counts:
        state.bonus = [[] for _ in range(view.ruleset.players)]
        for seat, count in enumerate(view.bonus_counts):
            state.bonus[seat] = rest[:count]
            rest = rest[count:]
    state.stock = rest


def rollout(world: GameState, first: Action, side: int, seed: str,
            horizon: int | None = None) -> float:
    """Play ``first`` in a copy of ``world``, then the rest of the deal with Normal
    in every seat, or ``horizon`` turns of it (then the deal is scored as if the
    play ended there, no one going out: the static evaluation); returns ``side``'s
    deal total minus the other side's (points)."""
    return played_out(world, first, side, seed, horizon)[0]


def played_out(world: GameState, first: Action, side: int, seed: str,
               horizon: int | None = None) -> tuple[float, int]:
    """:func:`rollout`, and the steps it took: ``first``, each action after it, and the
    deal's end at the horizon (about the actions played; what Hard's budget of
    rollout actions counts, :attr:`~game.ai.policy.AIProfile.rollout_budget`)."""
    state = world.copy()
    state, _ = engine.apply_unchecked(state, first, in_place=True)
    players = [HeuristicPlayer("normal", f"{seed}:{s}") for s in range(state.ruleset.players)]
    stop = None if horizon is None else state.turn_no + horizon
    for played in range(1, MAX_ROLLOUT_ACTIONS + 1):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            totals = state.history[-1].totals
            return float(totals[side] - sum(t for s, t in enumerate(totals) if s != side)), played
        if stop is not None and state.turn_no >= stop and state.phase is Phase.DRAW:
            transitions.end_deal(state, None, "horizon")
            continue
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    return 0.0, MAX_ROLLOUT_ACTIONS + 1
