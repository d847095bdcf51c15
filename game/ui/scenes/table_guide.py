"""The turn explained at the table: what the human may do now (a prompt and the
places that glow), what a shown move changed for the eye (cards new in the hand,
the last discard, a computer player's callout, a completed canasta) and the
hint a strong partner would give. A part of
:class:`~game.ui.scenes.table.TableScene`, reached as ``scene.guidance``; it keeps
these moments and their seconds left, and the renderer draws them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from game.ai.players import HeuristicPlayer
from game.i18n import N_, _, refusal, tr
from game.present.games.registry import game_table
from game.present.narrate import replacements
from game.present.session import Step
from game.rules.actions import (
    Action,
    Discard,
    Draw,
    KeepCut,
    LayOut,
    Meld,
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
)
from game.rules.cards import Card
from game.rules.checks import discard_turn_problem
from game.rules.legal import three_choice
from game.rules.pile import pickup
from game.rules.state import GameState, Phase
from game.ui.guidance import callout, explain
from game.ui.placement import meld_tag

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


@dataclass(frozen=True)
class Guide:
    """What the human may do now: a short ``prompt``, the names of the places that
    take the next move (``"stock"``, ``"pile"``, ``"newmeld"``) and the ids of the
    side's melds that take the selected cards."""

    prompt: str
    places: tuple[str, ...]
    melds: frozenset[int]


@dataclass
class Hint:
    """A hint on screen: its sentence, the cards to use, the place or meld id to
    use them on, and the seconds it stays."""

    text: str
    cards: frozenset[Card]
    place: str | None
    meld: int | None
    seconds: float


CALLOUT_SECONDS = 2.6
"""How long a computer player's callout stays over its hand."""
CELEBRATION_SECONDS = 1.6
"""How long a completed canasta is celebrated."""
HINT_SECONDS = 6.0
"""How long a hint's cards and target stay highlighted."""
REVEAL_SECONDS = 2.5
"""How long the cut cards a computer kept lie face up before its hand (DK-2.1)."""
TWIN_SECONDS = 2.0
"""How long a twin just earned glows on its owner's tokens (DK-6.1)."""


@dataclass
class Celebration:
    """A canasta just completed: its meld id, the words shown ("Canasta! natural
    kings"), the seconds gone since, and the words where the meld zone's title row
    has no room for them ("Canasta! natural": the meld's cards show the rank)."""

    meld: int
    text: str
    age: float = 0.0
    short: str = ""


DRAW_OR_TAKE = N_("Draw from the stock or take the pile")
"""The prompt when the pile may be taken (a game may word it its own way)."""


class Guidance:
    """What the table explains to the human, for ``scene``: the turn's :class:`Guide`,
    the moments a shown move leaves on screen (each with its seconds left) and the
    hint asked for with H."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.hint: Hint | None = None
        self.callouts: dict[int, tuple[str, float]] = {}
        """A computer player's last moves by seat: the words and the seconds left."""
        self.celebrations: list[Celebration] = []
        """The canastas just completed, celebrated one after the other."""
        self.fresh: set[Card] = set()
        """The cards that just came into the human's hand (outlined)."""
        self.last_discard: tuple[Card, int] | None = None
        """The pile's top card as last discarded, and by which seat."""
        self.revealed: tuple[frozenset[Card], float] | None = None
        """Cut cards a computer starter kept, shown face up for the seconds left."""
        self.twin_flash: tuple[int, float] | None = None
        """The side that just earned a twin and the seconds its tokens still glow."""
        self.hint_player = HeuristicPlayer("normal", seed=scene.session.seed)
        self._guide_key: (tuple[int, int, frozenset[Card], tuple[tuple[Card, int], ...]]
                          | None) = None
        self._guide: Guide = Guide("", (), frozenset())

    def showing(self) -> bool:
        """True while a callout, a celebration or a hint is on screen."""
        return bool(self.callouts) or bool(self.celebrations) or self.hint is not None

    def update(self, dt: float) -> None:
        """Count the moments on screen down by ``dt`` seconds; the revealed cut
        cards turn face down (the cards are placed again) when their time is up."""
        self.callouts = {seat: (text, left - dt) for seat, (text, left) in self.callouts.items()
                         if left - dt > 0}
        for party in self.celebrations[:1]:  # one after the other
            party.age += dt
        self.celebrations = [c for c in self.celebrations if c.age < CELEBRATION_SECONDS]
        if self.hint is not None:
            self.hint.seconds -= dt
            if self.hint.seconds <= 0:
                self.hint = None
        if self.revealed is not None:
            cards, left = self.revealed
            self.revealed = (cards, left - dt) if left - dt > 0 else None
            if self.revealed is None:
                self.scene.retarget()
        if self.twin_flash is not None:
            side, left = self.twin_flash
            self.twin_flash = (side, left - dt) if left - dt > 0 else None

    def give_hint(self) -> None:
        """H: the move a strong partner would make, named by the melds it uses, its
        cards and target highlighted for a few seconds."""
        scene = self.scene
        session = scene.session
        if not session.human_to_act() or scene.queue:
            return
        action = self.hint_player.choose(session.view(), session.legal())
        text, place, meld = explain(session.state, action, session.human)
        self.hint = Hint(text, hint_cards(action), place, meld, HINT_SECONDS)
        scene.show_toast(tr("Hint: {hint}.", hint=text), kind="hint")
        scene.renderer.invalidate()

    def note(self, step: Step) -> None:
        """Remember what a shown move changed for the eye: the cards new in the
        human's hand, the last discard, a computer player's callout."""
        scene = self.scene
        human = scene.session.human
        before = {m.id for side in step.before.melds for m in side if m.is_canasta}
        for side in step.after.melds:
            for meld in side:
                if meld.is_canasta and meld.id not in before:
                    kind_word, rank_word = meld_tag(step.after.ruleset, meld)[:2]
                    self.celebrations.append(Celebration(meld.id, tr(
                        "Canasta! {kind} {rank}", kind=kind_word, rank=rank_word),
                        short=tr("Canasta! {kind}", kind=kind_word)))
        self._note_dk(step)
        if isinstance(step.action, Discard):
            self.last_discard = (step.action.card, step.seat)
        elif isinstance(step.action, (TakePile, NextDeal)):
            self.last_discard = None
        if human is not None and step.seat == human:
            into = f"hand:{human}"
            self.fresh = ({m.card for m in step.moves if m.dst == into and m.face_up}
                          if isinstance(step.action, KeepCut)  # DK-2.1: the kept cards
                          else {m.card for m in step.moves if m.dst == into
                                and m.src.split(":")[0] in ("stock", "pile", "foot")})
            self.fresh &= set(step.after.hands[human])
            self.hint = None
        elif human is not None and (replaced := set(replacements(step.moves, human))
                                    & set(step.after.hands[human])):
            self.fresh = replaced  # CL-3.1: a red three dealt, replaced at the first turn
        if human is not None and step.seat != human:
            text = callout(step)
            if text:
                earlier = self.callouts.get(step.seat)
                if earlier is not None and not isinstance(step.action, Draw):
                    # the turn so far, its last two moves
                    text = " \u00b7 ".join([earlier[0].split(" \u00b7 ")[-1], text])
                self.callouts[step.seat] = (text, CALLOUT_SECONDS)

    def _note_dk(self, step: Step) -> None:
        """Díszített's moments: the cut cards a computer starter kept, shown face up
        for a while (DK-2.1); a twin just earned, its tokens glowing (DK-6.1)."""
        scene = self.scene
        human = scene.session.human
        if isinstance(step.action, KeepCut):
            scene.kept = set()
            if step.seat != human and human is not None:
                kept = step.action.cards
                self.callouts[step.seat] = (
                    tr("kept {cards} of the cut", cards=" ".join(c.symbol() for c in kept))
                    if kept else _("kept none of the cut"), REVEAL_SECONDS + 1.0)
                if kept:
                    self.revealed = (frozenset(kept), REVEAL_SECONDS)
        before, after = step.before.own, step.after.own
        for side in range(step.after.ruleset.sides):
            if after.twins(side) > before.twins(side):
                self.twin_flash = (side, TWIN_SECONDS)
                if (human is not None and step.after.side_of(human) == side
                        and isinstance(step.action, Discard)):
                    scene.show_toast(tr("A twin: {card} on {card} ({rule})",
                                        card=step.action.card.symbol(), rule="DK-6.1"),
                                     kind="info")

    def forget(self) -> None:
        """Work the guide out afresh at the next frame (what the cache key cannot
        see changed, e.g. a lesson finished)."""
        self._guide_key = None

    def guide(self) -> Guide:
        """What the human may do now (cached per state and selection)."""
        scene = self.scene
        state = scene.session.state
        key = (id(state), len(scene.queue), frozenset(scene.selected),
               tuple(scene.pointer.staged))  # DK-10.2: zsolis waiting for a split
        if key == self._guide_key:
            return self._guide
        self._guide_key = key
        guide = self._make_guide(state)
        if self.threes_take(list(scene.selected)):  # MA-2.2
            guide = replace(guide, places=(*guide.places, "threes"))
        self._guide = guide
        return guide

    def threes_take(self, cards: list[Card]) -> bool:
        """MA-2.2: whether ``cards`` are one held three the human may lay out now (the
        side's threes zone then takes them)."""
        session = self.scene.session
        return (len(cards) == 1 and game_table(session.ruleset).lays_out_threes
                and cards[0].rank == 3
                and session.human_to_act() and not self.scene.queue
                and session.why_illegal(LayOut(cards[0])) is None)

    @staticmethod
    def held_three(state: GameState, legal: list[Action]) -> Card | None:
        """MA-2.4: the three the human holds and may lay out before the side's
        initial meld, or None."""
        if state.melded[state.side_of(state.current)]:
            return None
        return next((a.card for a in legal if isinstance(a, LayOut)), None)

    def _make_guide(self, state: GameState) -> Guide:
        scene = self.scene
        session = scene.session
        if not session.human_to_act() or scene.queue:
            hurry = session.human is not None and scene.speed != "instant" and (
                scene.others_moving())
            return Guide(_("F or a click: finish the moves") if hurry else "", (),
                         frozenset())
        legal = session.legal()
        if state.phase is Phase.FOOT_LOOK:  # BH-1.2
            return Guide(_("Look at your foot, then click to set it aside"), (), frozenset())
        if state.phase is Phase.CUT:  # DK-2.1
            return Guide(tr("Click the cut cards you keep, then Deal ({rule})",
                            rule=state.ruleset.rule("deal")),
                         (), frozenset())
        choice = three_choice(legal)
        if choice:  # MA-2.2
            threes = [a.card.symbol() for a in choice]
            return Guide(tr("You may keep one three: lay out {card} or {other} with its button "
                            "or onto your threes ({rule})", card=threes[0], other=threes[1],
                            rule="MA-2.2"), ("threes",), frozenset())
        if state.phase is Phase.DRAW:
            takes = any(isinstance(a, TakePile) for a in legal)
            taking = pickup(state)
            if takes and taking is not None and taking.kind == "free":  # DK-5.2
                return Guide(tr("Draw from the stock or take the talon (the discard pile), "
                                "free this time ({rule})", rule=taking.rule),
                             ("stock", "pile"), frozenset())
            if takes:  # the game's own word: the talon (DK-4.1)
                return Guide(_(state.ruleset.says(DRAW_OR_TAKE)),
                             ("stock", "pile"), frozenset())
            held = self.held_three(state, legal)
            if held is not None and state.pile:
                return Guide(tr("Draw from the stock; to take the pile with your initial meld, "
                                "first lay out your {card} ({rule})", card=held.symbol(),
                                rule="MA-2.4"), ("stock",), frozenset())
            return Guide(_("Draw from the stock"), ("stock",), frozenset())
        if state.phase is not Phase.MELD:
            return Guide("", (), frozenset())
        if state.discard_only:  # DK-4.4
            return Guide(tr("Discard one card to start the talon; no meld this turn ({rule})",
                            rule=state.ruleset.rule("upcard")), ("pile",), frozenset())
        melds = any(isinstance(a, Meld) for a in legal)
        if state.pending is not None:
            prompt = _("Meld from your hand to complete the pile pickup (or Undo)")
        elif state.waiting:
            prompt = tr("Meld or discard; the cards from the pile wait until your next "
                        "turn ({rule})", rule=state.ruleset.rule("pile_wait"))
        elif (blocked := self._discard_blocked(state, legal)) is not None:
            prompt = refusal(blocked)  # CL-6.1: what the initial meld still lacks
        elif melds:
            prompt = _("Meld or discard")
        elif any(isinstance(a, MoveWilds) for a in legal):  # DK-10.2
            prompt = tr("Drag a zsoli to another of your groups, or discard ({rule})",
                        rule=state.ruleset.rule("rearrange"))
        else:
            prompt = _("Discard to end your turn")
        held = self.held_three(state, legal)
        if held is not None:
            prompt = tr("{prompt}; lay out your {card} before your initial meld ({rule})",
                        prompt=prompt, card=held.symbol(), rule="MA-2.4")
        if any(isinstance(a, SpecialHand) for a in legal):  # MA-9.1
            prompt = tr("{prompt}, or lay down your special hand with its button ({rule})",
                        prompt=prompt, rule="MA-9.1")
        if scene.pointer.staged_parts():  # DK-10.2: a split of a group of zsolis under way
            prompt = tr("Move that group's other zsolis too: it may not keep one or two "
                        "cards ({rule})", rule=state.ruleset.rule("rearrange"))
        prompt = game_table(state.ruleset).meld_prompt(state, prompt)  # MA-6.2
        twin = self.twin_card(state)
        if twin is not None:
            prompt = tr("{prompt}; discard your {card} onto the talon for a twin ({rule})",
                        prompt=prompt, card=twin.symbol(), rule="DK-6.1")
        places: list[str] = ["pile"] if any(isinstance(a, Discard) for a in legal) else []
        targets: set[int] = set()
        chosen = tuple(c for c in scene.hand_order if c in scene.selected)
        if chosen:
            if session.why_illegal(Meld(chosen)) is None:
                places.append("newmeld")
            side = state.side_of(state.current)
            for meld in state.melds[side]:
                if session.why_illegal(Meld(chosen, meld.id)) is None or (
                        meld.is_canasta and meld.wilds  # DK-10.3: giving up wild cards
                        and scene.pointer.give_up_wilds(list(chosen), meld.id) is not None):
                    targets.add(meld.id)
        return Guide(prompt, tuple(places), frozenset(targets))

    @staticmethod
    def _discard_blocked(state: GameState, legal: list[Action]) -> str | None:
        """Why no card may be discarded now although the turn is in its meld phase
        (an initial meld laid short of the minimum, CL-6.1), or None when a discard
        is legal or nothing stands in the way."""
        if any(isinstance(a, Discard) for a in legal):
            return None
        return discard_turn_problem(state)

    def twin_card(self, state: GameState) -> Card | None:
        """DK-6.1: the card of the human's hand identical in rank and suit to the
        talon's top card, when a discard onto it earns a twin now (a Card), else
        None."""
        human = self.scene.session.human
        if human is None or state.current != human:
            return None
        turns = state.ruleset.turns  # the game's rules answer (DK-6.2: never on jokers)
        return next((c for c in state.hands[human] if turns.earns_twin(state, c)), None)


def hint_cards(action: Action) -> frozenset[Card]:
    """The cards a hinted ``action`` uses, to highlight: the hand's cards of a
    meld or a pickup (and of the melds laid first), the discard, the cut cards
    kept (DK-2.1), the wild and natural cards a rearrangement moves (DK-10.2)."""
    if isinstance(action, (Meld, TakePile)):
        return frozenset(action.cards) | frozenset(c for g in getattr(action, "melds", ())
                                                   for c in g)
    if isinstance(action, Discard):
        return frozenset([action.card])
    if isinstance(action, KeepCut):  # DK-2.1
        return frozenset(action.cards)
    if isinstance(action, MoveWilds):  # DK-10.2
        return frozenset((*action.moving, *action.naturals, *action.cards))
    return frozenset()
