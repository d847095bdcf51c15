"""Computer players. A player sees only its :class:`PlayerView` and the legal
actions, and returns one of them.

* :class:`RandomPlayer`: a uniformly random legal action (the baseline).
* :class:`HeuristicPlayer`: club-player rules of thumb, at three levels:
  ``"easy"`` melds what it can and discards its least useful card;
  ``"baseline"`` (an earlier Normal, kept unchanged for comparisons with
  ``python -m game duel``) also weighs the pile before taking it, keeps pairs, avoids
  feeding the opponents' melds, prefers safe discards (black threes, ranks the
  opponents cannot use), freezes a large pile with a two, chases the four canasta
  kinds of Pennies from Heaven, asks and answers "may I go out?";
  ``"normal"`` is baseline plus the changes that ``duel`` showed to help
  (:data:`FEATURES`).
* :class:`game.ai.hard.HardPlayer` (``"hard"``): Normal with a look-ahead by
  sampled worlds and Normal rollouts at the draw and the discard.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from operator import attrgetter
from typing import Protocol

from mypy_extensions import mypyc_attr

from game.ai.policy import GamePolicy
from game.ai.profiles import PROFILES, profile_for
from game.rules import engine
from game.rules.actions import (
    GARBAGE,
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
from game.rules.cards import JOKER, Card
from game.rules.melds import classify, grown, is_closed, missing_kinds, new_meld, open_ranks
from game.rules.planner import going_out_plan, initial_meld_plan
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, MeldKind, Phase, TableMeld
from game.rules.view import PlayerView, state_from_view

FEATURES = {
    "wilds": "keeps wild cards for a missing wild canasta (PH-3.7, PH-8.1)",
    "danger": "prices a discard by the pile's worth and the next side's open melds (CL-5)",
    "foot": "values completing a canasta more while the player's foot waits (PH-6.1)",
    "sequence": "keeps and lays same-suit runs for the sequence canasta, prices discards "
                "that extend a sequence meld, keeps sevens for the sevens canasta (DH-3.3, "
                "DH-5.5, DH-7.1)",
    "endgame": "once its side has every canasta kind it needs, melds all it can and keeps "
               "only cards that open melds or pairs can take (PH-8.1, DH-7.1, BH-8.1)",
    "freeze": "freezes the pile with a two only where freezing guards a large pickup "
              "(CL-5.3, PH-5.3; not DH-2.1's top five, not BH-5.1)",
    "wildkeep": "weighs ``wilds`` twice: while the side lacks the wild canasta, a wild card "
                "completes no second mixed canasta (PH-3.7, DH-3.4, BH-3.1)",
    "garbage": "sheds cards of the side's canasta ranks into the garbage pile, keeping "
               "pairs that can take the pile (BH-7.1, BH-5.1)",
}
"""Normal's changes over baseline that serve every game, each measured with
``python -m game duel``; a game's own are in its profile (:mod:`game.ai.profiles`)."""

SHARED_NORMAL = frozenset({"wilds", "danger", "foot", "sequence", "garbage", "endgame",
                           "freeze", "wildkeep"})
"""The features of :data:`FEATURES` that Normal plays."""

GAME_FEATURES = {name: text for profile in PROFILES.values()
                 for name, text in profile.features.items()}
"""Normal's changes over baseline that one game's policy plays (its profile's
``features``), by name."""

NORMAL_FEATURES = SHARED_NORMAL.union(*(profile.normal for profile in PROFILES.values()))
"""The features of the ``normal`` level: the shared ones and every game's own (a
game's policy reads only its own)."""


class Player(Protocol):
    """Anything that picks an action from a view and the legal actions."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """An action of ``legal``, the whole list :func:`legal_actions` gives for
        the view's position (a player may read what it lacks: no "may I go out?"
        offered means no way out found, CL-7.3)."""
        ...


_rank = attrgetter("rank")

MAX_TURN_ACTIONS = 60
"""The most actions the random player picks at random in one turn; then it ends
the turn the simplest legal way (see :meth:`RandomPlayer.choose`)."""


class RandomPlayer:
    """Picks uniformly among the legal actions (seeded, reproducible), at most
    ``max_turn_actions`` times a turn: then it ends the turn the simplest legal
    way, so a turn never runs on (melding and undoing) without end."""

    name = "random"

    def __init__(self, seed: int | str = 0, max_turn_actions: int = MAX_TURN_ACTIONS) -> None:
        self.rng = random.Random(seed)
        self.max_turn_actions = max_turn_actions
        self._turn: tuple[int, int, int] | None = None
        self._count = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """A random legal action; past ``max_turn_actions`` in this turn, the first
        of: a discard, ending the play, the next step of a way to go out (when the
        partner said yes, the player must go out, CL-7.3, PH-8.3), undoing the
        turn's melds, then a random action again. Raises ValueError without
        legal actions."""
        if not legal:
            raise ValueError("no legal action to choose from")
        turn = (view.deal_no, view.turn_no, view.current)
        if turn != self._turn:
            self._turn, self._count = turn, 0
        self._count += 1
        if self._count <= self.max_turn_actions or view.phase is not Phase.MELD:
            return self.rng.choice(list(legal))
        return self._end_turn(view, legal)

    def _end_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for kind in (Discard, EndPlay):
            found = next((a for a in legal if isinstance(a, kind)), None)
            if found is not None:
                return found
        plan = going_out_plan(state_from_view(view))
        if plan and plan[0] in legal:
            return plan[0]
        undo = next((a for a in legal if isinstance(a, UndoTurn)), None)
        return undo if undo is not None else self.rng.choice(list(legal))


@mypyc_attr(allow_interpreted_subclasses=True)  # subclasses compiled or not (game/build_engine.py)
class HeuristicPlayer:
    """A rule-of-thumb player (``level`` "easy", "baseline" or "normal").

    ``easy`` is the careless level; ``baseline`` and ``normal`` are careful, and
    ``normal`` alone adds the changes measured to help it (``features``, names of
    :data:`FEATURES` and :data:`GAME_FEATURES`; default :data:`NORMAL_FEATURES` for
    ``normal``). Each game's own choices are made by its policy
    (:class:`~game.ai.policy.GamePolicy`, from the game's profile), which reads this
    player's public attributes and methods only.
    """

    def __init__(self, level: str = "normal", seed: int | str = 0,
                 features: set[str] | frozenset[str] | None = None) -> None:
        self.level = level
        self.name = level
        self.easy = level == "easy"
        if features is None:
            features = NORMAL_FEATURES if level == "normal" else frozenset()
        self.flags = frozenset(features)
        self.rng = random.Random(seed)
        self._gave_up: tuple[int, int] | None = None
        self._policies: dict[str, GamePolicy] = {}

    def policy(self, view: PlayerView) -> GamePolicy:
        """This player's policy for the view's game (made once per game)."""
        rs = view.ruleset
        policy = self._policies.get(rs.id)
        if policy is None:
            policy = self._policies[rs.id] = profile_for(rs).policy(self)
        return policy

    # -- entry point -------------------------------------------------------
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """An action of ``legal``: the game's policy's, else the shared rules of
        thumb's. Raises ValueError without legal actions."""
        if not legal:
            raise ValueError("no legal action to choose from")
        action = self.policy(view).choose(view, legal)
        if action is not None:
            return action
        phase = view.phase
        if phase is Phase.DEAL_OVER:
            return next((a for a in legal if isinstance(a, NextDeal)), legal[0])
        if phase is Phase.ANSWER:
            return Answer(self._answer(view))
        if phase is Phase.DRAW:
            return self.draw(view, legal)
        if phase is not Phase.MELD:  # nothing to weigh (BH-1.2: look at the foot)
            return legal[0]
        return self._meld(view, legal)

    # -- draw or take the pile ----------------------------------------------
    def draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Draw from the stock or take the discard pile (an element of ``legal``, or
        :class:`Draw`): a pile worth taking is taken with the fewest cards from the
        hand, and before the side's initial meld only where the pickup opens it
        (CL-5, CL-6, PH-5.4)."""
        takes = [a for a in legal if isinstance(a, TakePile)]
        if not takes or self._gave_up == (view.deal_no, view.turn_no):
            return Draw()
        if self.policy(view).draws_instead(view):
            return Draw()
        pile = len(view.pile)
        threshold = 5 if self.easy else (1 if view.stock_count == 0 else 2)
        threshold = self.policy(view).pile_threshold(view, threshold)
        if pile < threshold:
            return Draw()
        # fewest cards from the hand first; adding to a meld keeps pairs
        takes.sort(key=lambda a: (len(a.cards), a.meld is None))
        if not view.melded[view.side]:
            return next((take for take in takes if self._opens(view, take)), Draw())
        return takes[0]

    def _opens(self, view: PlayerView, take: TakePile) -> bool:
        """The pickup ``take`` lays the opening meld, or the planner finds the melds
        from the hand that complete it (CL-6, PH-5.4, DK-5.4)."""
        state = state_from_view(view)
        engine.apply_unchecked(state, take, in_place=True)
        shapes = "sequence" in self.flags
        return state.pending is None or initial_meld_plan(state, shapes) is not None

    # -- melding, going out, discarding ------------------------------------
    def _meld(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if view.discard_only:  # DK-4.4: the starter's first turn
            return self._discard(view, [a for a in legal if isinstance(a, Discard)])
        made: list[GameState] = []

        def state() -> GameState:  # the position planned on, made once when needed
            if not made:
                made.append(state_from_view(view))
            return made[0]

        side = view.side
        if view.pile_pending or (view.laid_this_turn and not view.melded[side]):
            plan = self._opening_plan(view, state())
            if plan:
                return plan[0]
            self._gave_up = (view.deal_no, view.turn_no)
            return UndoTurn()
        if view.permission is not False and not self.listed_no_way_out(view, legal):
            out_plan = going_out_plan(state())
            if out_plan:
                ask = self._ask(view, legal)
                return ask or out_plan[0]
        if not view.melded[side]:
            plan = self._opening_plan(view, state())
            if plan and self.policy(view).wants_initial(view):
                return plan[0]
        else:
            move = self.policy(view).rearrange(view, legal)
            if move is not None:
                return move
            best = self.best_meld(view, legal)
            if best is not None:
                return best
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return self._discard(view, discards)
        end = next((a for a in legal if isinstance(a, EndPlay)), None)
        if end:
            return end
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds:
            return melds[0]
        return legal[0]

    @staticmethod
    def listed_no_way_out(view: PlayerView, legal: Sequence[Action]) -> bool:
        """The legal actions already say the player cannot go out this turn, so the
        going-out plan need not be made again: the listing offers "may I go out?"
        exactly when the planner finds a way (CL-7.3, PH-8.3), and here it offers
        none though nothing else forbids asking. Only where the planner judges the
        view as it judges the table: no foot that may join the hand at once
        (BH-6.2) and the game's profile says the view is planned as the table
        (not with bonus cards or asking once a deal, MA-7.1, MA-8.2)."""
        rs = view.ruleset
        if (not rs.partners(view.seat) or view.asked or view.pile_pending
                or len(view.hand) < 2 or not profile_for(rs).view_plans_as_table
                or (rs.foot_pickup == "at_once" and not view.foot_taken[view.seat])):
            return False
        return not any(isinstance(a, AskPartner) for a in legal)

    def _opening_plan(self, view: PlayerView, state: GameState) -> list[Meld] | None:
        """The initial meld (CL-6, PH-4, DK-8): the game's policy's where it prefers
        one, else the planner's."""
        plan = self.policy(view).opening_plan(state)
        return plan if plan else initial_meld_plan(state, "sequence" in self.flags)

    def _ask(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        if self.easy or view.asked or view.permission is not None:
            return None
        asks = [a for a in legal if isinstance(a, AskPartner)]
        if not asks:
            return None
        # ask when a partner still holds many cards: they may prefer to meld first
        partner = max(asks, key=lambda a: view.hand_counts[a.partner])
        if view.hand_counts[partner.partner] >= 8:
            return partner
        return None

    def _answer(self, view: PlayerView) -> bool:
        """Yes unless this hand holds many points that one more turn could meld."""
        value = sum(view.ruleset.card_value(c) for c in view.hand)
        if self.easy:
            return True
        return value <= 80 or len(view.hand) <= 4

    # -- choosing a meld ----------------------------------------------------
    def best_meld(self, view: PlayerView, legal: Sequence[Action]) -> Meld | None:
        """The meld of ``legal`` this level likes best once its side has melded,
        or None when it likes none (:meth:`meld_score` above 0)."""
        rs = view.ruleset
        mine = {m.id: m for m in view.my_melds}
        lacking = set(missing_kinds(rs, view.my_melds))
        counts = Counter([c.rank for c in view.hand if not c.is_wild])
        best: Meld | None = None
        best_score = 0.0
        hold = self.policy(view).least_hand(view)
        for action in legal:
            if not isinstance(action, Meld):
                continue
            if hold and len(view.hand) - len(action.cards) < hold and not self._completes(
                    view, action, mine):
                continue
            score = self.meld_score(view, action, mine, lacking, counts)
            if score > best_score:
                best, best_score = action, score
        return best

    def meld_score(self, view: PlayerView, action: Meld, mine: dict[int, TableMeld],
                   lacking: set[str], counts: Counter[int] | None = None) -> float:
        """This level's worth (above 0: worth laying) of the meld ``action`` for a
        side whose melds by id are ``mine``, lacking the canasta kinds ``lacking``
        (PH-8.1), with the hand's naturals counted by rank in ``counts`` (needed
        for the garbage pile, BH-7.1; counted here when None)."""
        rs = view.ruleset
        cards = action.cards
        wilds = sum(1 for c in cards if c.is_wild)
        naturals = len(cards) - wilds
        if action.meld == GARBAGE and "garbage" in self.flags:
            if counts is None:
                counts = Counter(c.rank for c in view.hand if not c.is_wild)
            return self._garbage_score(view, cards, counts, lacking)
        target = mine.get(action.meld) if action.meld is not None else None
        before = len(target.cards) if target else 0
        after = before + len(cards)
        rank = target.rank if target else next((c.rank for c in cards if not c.is_wild), JOKER)
        if rank == 3:
            return 0.0
        score = 0.0
        completes = before < rs.canasta_size <= after
        if "sequence" in self.flags and rs.sequence_melds:
            laid = self._laid(rs, view.side, target, cards)
            if laid is not None and laid.kind is MeldKind.SEQUENCE:
                return self._sequence_score(view, laid, before, cards, lacking)
            if "sequence" in lacking:
                score -= self._reserved(rs, view.my_melds, cards)
        if target is not None:
            score += 10 + 3 * naturals
        elif naturals >= 3:
            score += 8 + naturals
        elif rank == JOKER:
            score += 6 if "wild" in lacking or not lacking else -5
        elif rs.max_meld and "mixed" in lacking:
            score += 2  # Pennies: a pair with a wild card starts the mixed canasta
        else:
            score -= 12  # a pair with a wild card: keep the pair for the pile
        if wilds and rank != JOKER:
            score -= (6 if rs.max_meld and "mixed" in lacking else 14) * wilds
            if completes:
                score += 18 * wilds + (12 if "mixed" in lacking else 4)
            elif after >= 5 and not self.easy:
                score += 6 * wilds
        if completes:
            kind = "wild" if rank == JOKER else ("mixed" if wilds or (target and target.wilds)
                                                  else ("sevens" if rank == 7 else "natural"))
            score += 25 + (20 if kind in lacking else 0)
            score += self._foot_bonus(view)
        if rank == 7 and rs.sevens_pure:
            score += 15  # sevens cannot be discarded: meld them
        if "wilds" in self.flags and rs.wild_melds and "wild" in lacking:
            firm = 2.0 if "wildkeep" in self.flags else 1.0
            score += firm * self._wild_plan(rank, wilds, completes, lacking)
        if self.easy:
            score = max(score, 1.0) if naturals >= 1 or rank == JOKER else score
        if self._endgame(rs, lacking):
            score = max(score, 3.0 + len(cards))  # every card melded brings going out nearer
        return score

    @staticmethod
    def _completes(view: PlayerView, action: Meld, mine: dict[int, TableMeld]) -> bool:
        """``action`` makes a group of at least a canasta's size (DK-9.1)."""
        target = mine.get(action.meld) if action.meld is not None else None
        before = len(target.cards) if target else 0
        return before < view.ruleset.canasta_size <= before + len(action.cards)

    def _endgame(self, rs: RuleSet, lacking: set[str] | list[str]) -> bool:
        """Normal, once its side has every canasta kind the game needs to go out
        (PH-8.1, DH-7.1, BH-8.1): the hand is to be emptied."""
        return "endgame" in self.flags and bool(rs.going_out_kinds) and not lacking

    def _foot_bonus(self, view: PlayerView) -> float:
        """Normal's extra worth of completing a canasta while its foot waits: the
        foot comes to a player who completes one (PH-6.1, BH-6.2)."""
        waits = view.ruleset.foot_size and not view.completed[view.seat]
        return 40.0 if "foot" in self.flags and waits else 0.0

    @staticmethod
    def _laid(rs: RuleSet, side: int, target: TableMeld | None,
              cards: Sequence[Card]) -> TableMeld | None:
        """The meld as it would lie after adding ``cards`` to ``target`` (a new meld
        when None), or None when the cards make no meld."""
        if target is not None:
            return grown(rs, target, cards)
        shape = classify(rs, cards)
        return None if isinstance(shape, str) else new_meld(rs, -1, side, *shape, cards)

    @staticmethod
    def _garbage_score(view: PlayerView, cards: Sequence[Card], counts: Counter[int],
                       lacking: set[str]) -> float:
        """Normal's worth of putting ``cards`` in the garbage pile (BH-7.1) once
        the side has every canasta kind it needs to go out (BH-8.1): each card
        leaves the hand that must empty to go out and scores its value instead of
        costing it; a natural pair is kept while the hand is large, to take the
        pile with it (BH-5.1). Before that, cards of a canasta rank may make
        another canasta."""
        if lacking:
            return 0.0
        rank = cards[0].rank
        if (not cards[0].is_wild and counts[rank] >= 2 > counts[rank] - len(cards)
                and len(view.hand) > 6):
            return 0.0
        return 4.0 + 2 * len(cards)

    @staticmethod
    def _could_join(rs: RuleSet, melds: Sequence[TableMeld], laid: TableMeld) -> bool:
        """A new sequence meld ``laid`` that one open sequence meld of the side in
        its suit could take in whole once the cards between them come (within
        seven cards, DH-3.3)."""
        low, high = laid.cards[0].rank, laid.cards[-1].rank
        cap = rs.max_meld or 99
        return any(m.kind is MeldKind.SEQUENCE and m.key == laid.key and not is_closed(rs, m)
                   and max(high, m.cards[-1].rank) - min(low, m.cards[0].rank) < cap
                   for m in melds)

    @staticmethod
    def _reserved(rs: RuleSet, melds: Sequence[TableMeld], cards: Sequence[Card]) -> float:
        """Normal's price of melding elsewhere naturals that would extend one of the
        side's sequence melds (DH-3.3) at an end, or one further."""
        ends = sequence_ends(rs, melds)
        near = sequence_ends(rs, melds, 2)
        return sum(25.0 if (c.suit, c.rank) in ends else 8.0
                   for c in cards if (c.suit, c.rank) in near)

    def _sequence_score(self, view: PlayerView, laid: TableMeld, before: int,
                        cards: Sequence[Card], lacking: set[str]) -> float:
        """Normal's worth of laying ``cards`` into the sequence meld ``laid``
        (DH-3.3): a laid sequence grows at both ends and takes the pile's top card
        (DH-5.5); completing the sequence canasta (2000, DH-3.4) comes first, and
        sevens stay for the sevens canasta while it is missing (DH-3.5, DH-7.1)."""
        rs = view.ruleset
        score = (10.0 if before else 8.0) + 3 * len(cards)
        if not before and self._could_join(rs, view.my_melds, laid):
            return -5.0  # melds are never joined (DH-3.6): wait for the gap's card
        if "sequence" in lacking:
            score += 6
        if before < rs.canasta_size <= len(laid.cards):
            score += 45 + (30 if "sequence" in lacking else 0)
            score += self._foot_bonus(view)
        elif "sevens" in lacking:
            score -= 25 * sum(1 for c in cards if c.rank == 7)
        return score

    @staticmethod
    def _wild_plan(rank: int, wilds: int, completes: bool, lacking: set[str]) -> float:
        """Normal, while its side lacks the wild canasta (PH-3.7, PH-8.1): wild cards
        go to the meld of wild cards; one spent on a natural meld must complete the
        side's first mixed canasta."""
        if rank == JOKER:
            return 20.0 * wilds
        if wilds and not (completes and "mixed" in lacking):
            return -40.0 * wilds
        return 0.0

    # -- choosing a discard -------------------------------------------------
    def _discard(self, view: PlayerView, discards: list[Discard]) -> Discard:
        return self.discard_order(view, discards)[0]

    def discard_order(self, view: PlayerView, discards: list[Discard]) -> list[Discard]:
        """The legal ``discards`` from the one this level likes best to the one it
        likes least (its choice is the first)."""
        rs = view.ruleset
        hand_counts = Counter(map(_rank, view.hand))
        opp_ranks = set().union(*(open_ranks(rs, melds) for side, melds in enumerate(view.melds)
                                  if side != view.side))
        seen = Counter(map(_rank, chain(view.pile, *(m.cards for melds in view.melds
                                                      for m in melds))))
        frozen = view.pile_frozen
        pile = len(view.pile)
        guarded = pile
        if "freeze" in self.flags and not (rs.pile_freezing and rs.pile_take == "whole"):
            guarded = 0  # a two guards nothing here (DH-2.1: five cards; BH-5.1)
        opponents_melded = any(view.melded[s] for s in range(rs.sides) if s != view.side)
        nxt = (view.seat + 1) % rs.players
        next_ranks = open_ranks(rs, view.melds[rs.side_of(nxt)])
        next_ranks = self.policy(view).next_ranks(view, next_ranks)
        endgame = self._endgame(rs, missing_kinds(rs, view.my_melds))
        mine_open = open_ranks(rs, view.my_melds)
        kept_ranks = mine_open if endgame else {m.rank for m in view.my_melds}
        worth, next_ends = self._pile_worth(view)
        runs: dict[str, set[int]] | None = None
        if "sequence" in self.flags and rs.sequence_melds:
            runs = {}
            for card in view.hand:
                if card.is_natural:
                    runs.setdefault(card.suit, set()).add(card.rank)
            my_ends = sequence_ends(rs, view.my_melds)
            lacking = set(missing_kinds(rs, view.my_melds))

        twin = self.policy(view).discard_at_once(view)
        gives_twin = self.policy(view).discard_price(view)

        def cost(action: Discard) -> float:
            c = action.card
            if twin is not None and c.kind == twin.kind:
                return -400  # the policy's card to discard at once (DK-6.1)
            return card_cost(c) + (gives_twin(c) if gives_twin is not None else 0.0)

        def card_cost(c: Card) -> float:
            if c.is_black_three:
                return -50 if not self.easy else -5
            if c.is_wild:
                if (not self.easy and not frozen and guarded >= 8 and opponents_melded
                        and c.rank == 2):
                    return -10  # freeze a large pile
                return 200 + rs.card_value(c)
            keep = float({1: 0, 2: 30, 3: 45}.get(hand_counts[c.rank], 50))
            if c.rank in kept_ranks:
                keep += 40
            if runs is not None:
                keep += self._run_keep(c, runs, my_ends, "sequence" in lacking)
            danger = 0.0
            if "danger" in self.flags:
                danger += self._danger(view, c, seen[c.rank], next_ranks, frozen, worth,
                                       next_ends)
                value = float(rs.card_value(c))
            elif not self.easy:
                if c.rank in opp_ranks and not frozen:
                    danger += 35 + pile
                danger += max(0, 8 - 2 * seen[c.rank]) * (1 + pile / 10)
                value = float(rs.card_value(c))
            else:
                value = rs.card_value(c) + self.rng.random() * 10
            return keep + danger - value * 0.3

        return sorted(discards, key=cost)

    @staticmethod
    def _run_keep(card: Card, runs: dict[str, set[int]], ends: set[tuple[str, int]],
                  lacking: bool) -> float:
        """Normal's wish to keep ``card`` for a sequence meld (DH-3.3): it extends
        one of the side's sequence melds, or lies next to (or one apart from)
        cards of its suit in the hand (``runs``: ranks by suit)."""
        if not card.is_natural:
            return 0.0
        keep = 60.0 if (card.suit, card.rank) in ends else 0.0
        have = runs.get(card.suit, set())
        keep += sum(w for d, w in ((1, 16), (2, 7)) for r in (card.rank - d, card.rank + d)
                    if r in have and 4 <= r <= 14)
        return keep * (1.5 if lacking else 1.0)

    def _pile_worth(self, view: PlayerView) -> tuple[float, set[tuple[str, int]]]:
        """The pile's worth to the next player (its cards and points, CL-5, PH-5)
        and the cards that extend their side's sequence melds (DH-5.5; none unless
        this level weighs sequences), for :meth:`_danger`."""
        rs = view.ruleset
        nxt = (view.seat + 1) % rs.players
        worth = 20 + 4 * len(view.pile) + sum(map(rs.card_value, view.pile)) / 4
        ends = (sequence_ends(rs, view.melds[rs.side_of(nxt)])
                if "sequence" in self.flags and rs.sequence_melds else set())
        return worth, ends

    def _danger(self, view: PlayerView, card: Card, seen: int, next_ranks: set[int],
                frozen: bool, worth: float | None = None,
                next_ends: set[tuple[str, int]] | None = None) -> float:
        """Normal's price of giving the pile away with ``card``: the chance that the
        next player can take it (their side's open meld of the rank, else a pair by
        the count of the rank still unseen) times the pile's ``worth`` to them
        (:meth:`_pile_worth`, with ``next_ends``, the cards extending their
        sequences; worked out here when not given)."""
        if worth is None or next_ends is None:
            worth, next_ends = self._pile_worth(view)
        rs = view.ruleset
        nxt = (view.seat + 1) % rs.players
        extends = (card.suit, card.rank) in next_ends
        if (card.rank in next_ranks or extends) and not frozen and view.melded[rs.side_of(nxt)]:
            chance = 0.9
        else:
            chance = max(0.0, 8 - 2 * seen) / 16
        return chance * worth

def sequence_ends(rs: RuleSet, melds: Sequence[TableMeld], reach: int = 1) -> set[tuple[str, int]]:
    """The (suit, rank) of the naturals within ``reach`` ranks beyond either end of
    ``melds``' open sequence melds (``reach`` 1: the cards that extend them, DH-3.3,
    DH-5.5)."""
    ends: set[tuple[str, int]] = set()
    for m in melds:
        if m.kind is MeldKind.SEQUENCE and not is_closed(rs, m):
            low, high = m.cards[0].rank, m.cards[-1].rank
            ends.update((str(m.key), r) for d in range(1, reach + 1)
                        for r in (low - d, high + d) if 4 <= r <= 14)
    return ends


def play_turns(state: GameState, players: Sequence[Player]) -> GameState:
    """Let computer players act until the deal ends (a convenience for tests)."""
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = state.to_act
        legal = engine.legal_actions(state)
        action = players[seat].choose(engine.observe(state, seat), legal)
        state, _ = engine.apply(state, action)
    return state


def hand_points(cards: Sequence[Card], player_view: PlayerView) -> int:
    """Points the cards would cost if caught in the hand (CL-9.1, PH-10.3)."""
    return sum(player_view.ruleset.card_value(c) for c in cards)
