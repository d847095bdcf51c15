"""The mouse at the table: a press on the human's cards (or on the pile's top
card, or on a wild card of one's meld) that may become a drag, and a drop or a
click turned into the candidate action the human means. Besides melding and
discarding: the cut (DK-2.1), the talon's top card dragged to take it (DK-5.2,
DK-5.3), wild cards moved between one's melds (DK-10.2, DK-10.3), and the pile
pickup with the initial meld laid first where the game asks for it (MA-6.3).

A part of :class:`~game.ui.scenes.table.TableScene`, reached as
``scene.pointer``; the keyboard focus acts through its drops and clicks too. The
rules judge every action (``scene.propose``); nothing here decides a rule.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.present.games.registry import game_table
from game.rules.actions import (
    GARBAGE,
    Action,
    Discard,
    LayOut,
    LookAtFoot,
    Meld,
    MoveWilds,
    TakePile,
)
from game.rules.cards import Card
from game.rules.state import Phase
from game.ui.placement import Placement, Spot

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

DRAG_THRESHOLD = 6
"""How far a press moves before it becomes a drag (pixels)."""
FAN_STEP = 0.3
"""A dragged group's fan: the gap between cards, in card widths."""


@dataclass
class Drag:
    """A mouse press on the human's cards (or on the pile at the start of the
    human's turn) that may become a drag."""

    card: Card
    start: tuple[int, int]
    cards: list[Card]
    grab: tuple[float, float]  # the pressed point minus the card's centre (pixels)
    active: bool = False
    source: str = "hand"  # "pile": the pile's top card, dragged to take the pile;
    # "meld:<side>:<id>": a wild card of one's own meld, moved to another (DK-10.2)
    targets: frozenset[int] = frozenset()  # the melds that take the dragged wild card
    new_ok: bool = False  # ... and whether it may start a new meld


def split_move(source: int, parts: list[tuple[Card, int]], card: Card, meld_id: int | None,
               chosen: tuple[Card, ...] = ()) -> MoveWilds:
    """DK-10.2: the move of the zsoli ``card`` of the group ``source`` to the group
    ``meld_id`` (None: a new group with ``chosen`` cards of the hand) with the
    zsolis ``parts`` already waiting on other groups: one move, the zsolis of the
    first group named together, the others each with its group."""
    if meld_id is None:
        return MoveWilds((card,), source, None, (), chosen, tuple(parts))
    pairs = [*parts, (card, meld_id)]
    first = pairs[0][1]
    return MoveWilds(tuple(c for c, t in pairs if t == first), source, first, (), (),
                     tuple((c, t) for c, t in pairs if t != first))


class Pointer:
    """The mouse at the table of ``scene``: where it is, the press or drag in
    progress, and the card a shift-click selects from."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.pos: tuple[int, int] = (0, 0)
        """Where the pointer was last seen (window pixels)."""
        self.moved_in_turn: tuple[int, int] = (0, -1)
        """(deal, turn) of the pointer's last move: the pile's pickup preview shows
        only for a pointer moved onto the pile in this turn, not one left there
        by the last discard."""
        self.drag: Drag | None = None
        """The press in progress, a drag once it has moved far enough."""
        self.anchor: Card | None = None
        """The card last selected or deselected: a shift-click selects from it."""
        self.staged: list[tuple[Card, int]] = []
        """DK-10.2: zsolis of the group of zsolis ``staged_source`` dropped on other
        groups of the human's (each with that group's id), waiting there for the
        rest of the group to follow in one move (see :meth:`place_wild`)."""
        self.staged_source: int | None = None
        self._staged_at: tuple[int, int, int] = (0, -1, -1)

    @property
    def dragging(self) -> bool:
        """True while cards follow the pointer."""
        return self.drag is not None and self.drag.active

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A mouse event at the table: True if it was the pointer's (a move, the
        wheel, the left button's press or release), whatever came of it."""
        scene = self.scene
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            state = scene.session.state
            self.moved_in_turn = (state.deal_no, state.turn_no)
            for button in scene.active_buttons():
                button.handle_event(event)
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if scene.layout.zone("log").rect.contains_point(*self.pos):
                scene.log_scroll = max(0, scene.log_scroll + event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pos = event.pos
            self._press(event.pos, pygame.key.get_mods() | getattr(event, "mod", 0))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pos = event.pos
            for button in scene.active_buttons():
                if button.handle_event(event):
                    self.drag = None
                    return True
            self._release(event.pos)
            return True
        return False

    # -- a press, a drag, a release --------------------------------------------------
    def _human_card_at(self, pos: tuple[int, int]) -> Card | None:
        """The human's card uppermost at ``pos`` (pixels), or None."""
        human = self.scene.session.human
        if human is None:
            return None
        zone = f"hand:{human}"
        hits = [s for s in self.scene.sprites.values()
                if s.zone == zone and s.rect().collidepoint(pos)]
        if not hits:
            return None
        return max(hits, key=lambda s: s.z).card

    def _press(self, pos: tuple[int, int], mods: int) -> None:
        scene = self.scene
        card = self._human_card_at(pos)
        if card is None:
            self.drag = self._pile_drag(pos) or self._wild_drag(pos)
            return
        if mods & pygame.KMOD_SHIFT and self.anchor in scene.hand_order:
            a, b = scene.hand_order.index(self.anchor), scene.hand_order.index(card)
            lo, hi = min(a, b), max(a, b)
            scene.selected |= set(scene.hand_order[lo:hi + 1])
            scene.retarget(instant=False)
            self.drag = None
            return
        cards = ([c for c in scene.hand_order if c in scene.selected] if card in scene.selected
                 else [card])
        sprite = scene.sprites[card]
        grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        self.drag = Drag(card, pos, cards, grab)

    def _motion(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        scene = self.scene
        if not drag.active:
            dx, dy = pos[0] - drag.start[0], pos[1] - drag.start[1]
            if math.hypot(dx, dy) < DRAG_THRESHOLD:
                return
            drag.active = True
            for card in drag.cards:
                sprite = scene.sprites.get(card)
                if sprite is not None:
                    scene.tweens.cancel(sprite)
                    sprite.width = sprite.home_width or sprite.width
            scene.moving |= set(drag.cards)
            scene.renderer.invalidate()
        self._follow(drag, pos)

    def _follow(self, drag: Drag, pos: tuple[int, int]) -> None:
        """Put the dragged cards under the pointer: the grabbed point of the
        grabbed card stays at ``pos`` (pixels), the others fanned beside it."""
        grabbed = drag.cards.index(drag.card) if drag.card in drag.cards else 0
        for i, card in enumerate(drag.cards):
            sprite = self.scene.sprites.get(card)
            if sprite is None:
                continue
            sprite.x = pos[0] - drag.grab[0] + (i - grabbed) * sprite.width * FAN_STEP
            sprite.y = pos[1] - drag.grab[1]
            sprite.angle = 0.0
            sprite.z = 10_000 + i

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is not None and drag.active and drag.source == "pile":
            self._drop_pile(pos)
            return
        if drag is not None and drag.active and drag.source.startswith("meld:"):
            self._drop_wild(drag, pos)
            return
        if drag is not None and drag.active:
            self.drop(drag.cards, pos)
            return
        if drag is not None and drag.source != "hand":
            self.click(pos)
            return
        if drag is not None:  # a click on a card of the hand
            self.toggle(drag.card)
            return
        self.click(pos)

    def _pile_drag(self, pos: tuple[int, int]) -> Drag | None:
        """A press on the pile's top card when the human may take it: the top card
        may be dragged onto the hand (DK-5.2, DK-5.3)."""
        scene = self.scene
        state = scene.session.state
        if (state.phase is not Phase.DRAW or not scene.session.human_to_act() or not state.pile
                or scene.queue):
            return None
        sprite = scene.sprites.get(state.pile[-1])
        if sprite is None or not sprite.rect().collidepoint(pos):
            return None
        grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        return Drag(sprite.card, pos, [sprite.card], grab, source="pile")

    def _wild_drag(self, pos: tuple[int, int]) -> Drag | None:
        """A press on a wild card (a zsoli) lying uppermost in one of the human's own
        melds while the human may meld, in a game that rearranges melds (DK-10.2):
        it may be dragged to another meld of the human's, or with selected cards
        of the hand to a new meld. The melds that take it are found now, to glow."""
        scene = self.scene
        session = scene.session
        state = session.state
        human = session.human
        if (human is None or state.phase is not Phase.MELD or not session.human_to_act()
                or not game_table(state.ruleset).wild_drag or scene.queue):
            return None
        prefix = f"meld:{state.side_of(human)}:"
        hits = [s for s in scene.sprites.values()
                if s.zone.startswith(prefix) and s.rect().collidepoint(pos)]
        if not hits:
            return None
        sprite = max(hits, key=lambda s: s.z)
        if not sprite.card.is_wild:
            return None
        source = int(sprite.zone.split(":")[2])
        card = sprite.card
        parts = [p for p in self.staged_parts(source) if p[0] != card]
        look = game_table(state.ruleset)
        targets = frozenset(
            m.id for m in state.melds[state.side_of(human)] if m.id != source
            and (session.why_illegal(split_move(source, parts, card, m.id)) is None
                 or look.stages_split(state, split_move(source, parts, card, m.id))))
        chosen = tuple(c for c in scene.hand_order if c in scene.selected)
        new_ok = session.why_illegal(split_move(source, parts, card, None, chosen)) is None
        grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        return Drag(sprite.card, pos, [sprite.card], grab, source=sprite.zone,
                    targets=targets, new_ok=new_ok)

    # -- where a drop or a click lands --------------------------------------------------
    def _zone_hit(self, name: str, pos: tuple[int, int]) -> bool:
        return self.scene.layout.zone(name).rect.contains_point(*pos)

    def _meld_at(self, pos: tuple[int, int], side: int) -> int | None:
        """The id of ``side``'s meld whose drop target holds ``pos``, or None."""
        placement = self.scene.placement
        if placement is None:
            return None
        for box in placement.meld_boxes:
            if box.meld.side == side and box.target.contains_point(*pos):
                return box.meld.id
        return None

    def toggle(self, card: Card) -> None:
        """Select ``card`` of the hand, or deselect it (a click, or Enter on it)."""
        scene = self.scene
        if card in scene.selected:
            scene.selected.discard(card)
        else:
            scene.selected.add(card)
        self.anchor = card
        scene.retarget()

    def drop(self, cards: list[Card], pos: tuple[int, int]) -> None:
        """Turn ``cards`` of the hand dropped at ``pos`` (pixels) into a candidate
        action (or a reordering of the hand); a drop on an opponent's melds is
        refused with the rule (G-7)."""
        scene = self.scene
        session = scene.session
        state = session.state
        human = session.human
        if human is None:
            return
        side = state.side_of(human)
        action: Action | None = None
        if (game_table(state.ruleset).lays_out_threes and len(cards) == 1 and cards[0].rank == 3
                and self._zone_hit(f"threes_{scene.seating.side(side)}", pos)):
            action = LayOut(cards[0])  # MA-2.2: a held three laid out by hand
        elif self._zone_hit("pile", pos):
            if state.phase is Phase.DRAW:
                action = self.take_with(cards)
            elif len(cards) == 1:
                action = Discard(cards[0])
            else:
                scene.refuse(tr("Discard one card at a time ({rule}).", rule="G-5"))
                return
        else:
            meld_id = self._meld_at(pos, side)
            if meld_id is not None:
                action = (TakePile(tuple(cards), meld_id) if state.phase is Phase.DRAW
                          else Meld(tuple(cards), meld_id))
                if isinstance(action, Meld) and session.why_illegal(action) is not None:
                    action = self.give_up_wilds(cards, meld_id) or action
            elif self._zone_hit("newmeld", pos) or self._zone_hit(
                    f"melds_{scene.seating.side(side)}", pos):
                action = (TakePile(tuple(cards)) if state.phase is Phase.DRAW
                          else Meld(tuple(cards)))
            elif self._zone_hit("hand_0", pos):
                self._reorder(cards, pos)
                return
            elif any(self._zone_hit(f"melds_{d}", pos) for d in range(state.ruleset.sides)):
                scene.refuse(tr("Nobody may add to an opponent's meld: drop your cards on "
                                "your own melds or on New meld ({rule}).", rule="G-7"))
                return
        if action is None:
            scene.retarget()
            return
        scene.propose(action)

    def _reorder(self, cards: list[Card], pos: tuple[int, int]) -> None:
        """Dropping cards in the hand moves them there (the order sticks)."""
        scene = self.scene
        sprites = scene.sprites
        rest = [c for c in scene.hand_order if c not in cards]
        xs = [sprites[c].x for c in rest if c in sprites and not sprites[c].z >= 10_000]
        index = sum(1 for x in xs if x < pos[0])
        scene.hand_order = rest[:index] + cards + rest[index:]
        scene.sort_mode = None
        scene.retarget()

    def click(self, pos: tuple[int, int]) -> None:
        """A click at ``pos`` (pixels) away from the hand's cards: keep a cut card,
        set the foot aside, draw, take the pile or discard onto it, meld the
        selected cards; while the computer players move, land their moves at once."""
        scene = self.scene
        session = scene.session
        state = session.state
        human = session.human
        if human is not None and scene.others_moving():
            scene.hurry()  # the computer players' moves land at once
            return
        if human is None or not session.human_to_act():
            return
        chosen = [c for c in scene.hand_order if c in scene.selected]
        if state.phase is Phase.CUT:
            self.toggle_cut(pos)
        elif state.phase is Phase.FOOT_LOOK:
            scene.propose(LookAtFoot())  # BH-1.2: a click sets the foot aside
        elif self._zone_hit("stock", pos):
            scene.click_draw()
        elif self._zone_hit("pile", pos):
            if state.phase is Phase.DRAW:
                scene.propose(self.take_with(chosen))
            elif len(chosen) == 1:
                scene.propose(Discard(chosen[0]))
            elif not chosen:
                scene.refuse(_("Select the card to discard, then click the discard pile."))
            else:
                scene.refuse(tr("Discard one card at a time ({rule}).", rule="G-5"))
        elif chosen and state.phase is Phase.MELD:
            side = state.side_of(human)
            meld_id = self._meld_at(pos, side)
            if meld_id is not None:
                scene.propose(Meld(tuple(chosen), meld_id))
            elif self._zone_hit("newmeld", pos):
                scene.propose(Meld(tuple(chosen)))

    # -- the moves a game of the family adds ---------------------------------------------
    def _drop_pile(self, pos: tuple[int, int]) -> None:
        """The pile's top card dropped away from the pile and the stock: take the
        pile as a click on it would, with the selected cards (none: the free
        pickup, DK-5.2, or the simplest legal pickup)."""
        scene = self.scene
        if self._zone_hit("pile", pos) or self._zone_hit("stock", pos):
            scene.retarget()
            return
        scene.propose(self.take_with([c for c in scene.hand_order if c in scene.selected]))

    def _drop_wild(self, drag: Drag, pos: tuple[int, int]) -> None:
        """DK-10.2: a wild card of one's meld dropped on another meld of one's own
        joins it; dropped on New meld or the free part of one's meld zone it makes
        a new meld with the selected cards of the hand. Anywhere else it glides
        back."""
        scene = self.scene
        state = scene.session.state
        side = state.side_of(state.current)
        source = int(drag.source.split(":")[2])
        meld_id = self._meld_at(pos, side)
        chosen = tuple(c for c in scene.hand_order if c in scene.selected)
        if meld_id is not None:
            self.place_wild(drag.card, source, meld_id, chosen)
        elif self._zone_hit("newmeld", pos) or self._zone_hit(
                f"melds_{scene.seating.side(side)}", pos):
            self.place_wild(drag.card, source, None, chosen)
        else:
            scene.retarget()

    def place_wild(self, card: Card, source: int, meld_id: int | None,
                   chosen: tuple[Card, ...] = ()) -> None:
        """DK-10.2: the zsoli ``card`` of the human's group ``source`` put on the
        group ``meld_id`` (None: a new group with the ``chosen`` cards of the hand),
        by a drop or by the keyboard. With the zsolis already waiting (:attr:`staged`)
        it makes one move; a legal move is played. A group of zsolis only that
        would keep one or two cards lets the zsoli wait on its group instead, for
        the rest to follow; put back on its own group it waits no more. Any other
        move is refused with the rules' sentence, what waits staying."""
        scene = self.scene
        session = scene.session
        state = session.state
        parts = [p for p in self.staged_parts(source) if p[0] != card]
        if meld_id == source:
            self._stage(source, parts)
            scene.retarget()
            return
        action = split_move(source, parts, card, meld_id, chosen)
        if session.why_illegal(action) is None:
            self._stage(source, [])
            scene.propose(action)
            return
        if meld_id is not None and game_table(state.ruleset).stages_split(state, action):
            self._stage(source, [*parts, (card, meld_id)])
            scene.retarget()
            return
        scene.propose(action)

    def staged_parts(self, source: int | None = None) -> list[tuple[Card, int]]:
        """The zsolis waiting on other groups (:attr:`staged`), each with its
        group; [] once anything was played since, or for another ``source``."""
        session = self.scene.session
        state = session.state
        if self._staged_at != (state.deal_no, state.turn_no, len(session.actions)):
            self.staged, self.staged_source = [], None
        if source is not None and source != self.staged_source:
            return []
        return list(self.staged)

    def _stage(self, source: int, parts: list[tuple[Card, int]]) -> None:
        session = self.scene.session
        state = session.state
        self.staged = parts
        self.staged_source = source if parts else None
        self._staged_at = (state.deal_no, state.turn_no, len(session.actions))

    def place_staged(self, placement: Placement) -> None:
        """DK-10.2: each waiting zsoli (:attr:`staged`) drawn on the group it
        waits on, beside its top card and raised by a third of a card width (it
        still belongs to its own group, whence it can be dragged again); a zsoli
        picked up by Enter (``scene.keyboard.held``) raised and set aside in its
        group."""
        held = self.scene.keyboard.held
        if held is not None and held[0] in placement.spots:  # picked up by Enter: raised
            up = placement.spots[held[0]]
            placement.spots[held[0]] = Spot(up.x + up.width * 0.4, up.y - up.width * 0.25,
                                            up.width, up.angle, up.face_up, up.z + 50, up.zone)
        parts = self.staged_parts()
        if not parts or self.staged_source is None:
            return
        side = next((m.side for melds in self.scene.session.state.melds for m in melds
                     if m.id == self.staged_source), None)
        count: dict[int, int] = {}
        for card, target in parts:
            spot = placement.spots.get(card)
            zone = f"meld:{side}:{target}"
            top = max((s for s in placement.spots.values() if s.zone == zone),
                      key=lambda s: s.z, default=None)
            if spot is None or top is None:
                continue
            k = count[target] = count.get(target, 0) + 1
            placement.spots[card] = Spot(top.x + top.width * 0.3 * k,
                                         top.y - top.width * 0.3, top.width, top.angle,
                                         True, top.z + k, spot.zone)

    def give_up_wilds(self, cards: list[Card], meld_id: int) -> MoveWilds | None:
        """DK-10.3: natural cards from the hand onto one's meld that must give up a
        wild card for each (a black canasta keeps seven cards), or all of them to
        turn red or gold: the wild cards join the first other meld of one's own,
        in table order, that legally takes them. None if no such move is legal."""
        scene = self.scene
        state = scene.session.state
        side = state.side_of(state.current)
        meld = next((m for m in state.melds[side] if m.id == meld_id), None)
        if meld is None or not meld.wilds or not game_table(state.ruleset).wild_drag:
            return None
        wild = sorted((c for c in meld.cards if c.is_wild), key=lambda c: c.is_joker)
        shown = [b.meld.id for b in scene.placement.meld_boxes] if scene.placement else []
        others = sorted((m.id for m in state.melds[side] if m.id != meld_id),
                        key=lambda i: shown.index(i) if i in shown else len(shown))
        for count in sorted({min(len(cards), len(wild)), len(wild)}):
            for target in others:
                action = MoveWilds(tuple(wild[:count]), meld_id, target, tuple(cards))
                if scene.session.why_illegal(action) is None:
                    return action
        return None

    def toggle_cut(self, pos: tuple[int, int]) -> None:
        """DK-2.1: a click on a card shown at the cut keeps it, another leaves it."""
        scene = self.scene
        hits = [s for s in scene.sprites.values() if s.zone == "cut"
                and s.rect().collidepoint(pos)]
        if not hits:
            return
        card = max(hits, key=lambda s: s.z).card
        if card in scene.kept:
            scene.kept.discard(card)
        else:
            scene.kept.add(card)
        scene.retarget()

    def take_with(self, cards: list[Card]) -> Action:
        """The pile pickup the human means: with the selected cards, or the
        simplest legal one when nothing is selected. With cards, the first legal
        of: onto a meld of the side (one of the top card's rank, a sequence it
        extends, the garbage pile: DH-5.5, BH-5.1), a new meld; if none is legal,
        the new meld, whose refusal says why."""
        session = self.scene.session
        state = session.state
        if cards:
            side = state.side_of(state.current)
            onto = [TakePile(tuple(cards), meld.id) for meld in state.melds[side]]
            # BH-5.1: the garbage pile, opened if need be (refused in the other games)
            for action in [*onto, TakePile(tuple(cards), GARBAGE), TakePile(tuple(cards))]:
                if session.why_illegal(action) is None:
                    return action
            if not state.melded[side]:
                opening = self._opening_take(cards)
                if opening is not None:
                    return opening
            return TakePile(tuple(cards))
        takes = [a for a in session.legal() if isinstance(a, TakePile)]
        if takes:
            takes.sort(key=lambda a: (len(a.cards), a.meld is None))
            return takes[0]
        return TakePile(())

    def _opening_take(self, cards: list[Card]) -> TakePile | None:
        """MA-6.3: the pile taken with the initial meld laid from the hand first: the
        selected ``cards`` grouped by rank (wild cards tried in each group, or as a
        wild meld of their own), the pair of the top card's rank inside its group
        or apart; the first legal pickup, or None."""
        session = self.scene.session
        top = session.state.top
        if top is None or top.is_wild:
            return None
        wilds = [c for c in cards if c.is_wild]
        by_rank: dict[int, list[Card]] = {}
        for card in cards:
            if not card.is_wild:
                by_rank.setdefault(card.rank, []).append(card)
        if len(wilds) > 4 or len(by_rank) > 6:
            return None
        targets: list[int | None] = [*by_rank, None]  # None: a wild meld of the wild cards
        for choice in itertools.product(targets, repeat=len(wilds)):
            groups = {rank: list(naturals) for rank, naturals in by_rank.items()}
            wild_meld: list[Card] = []
            for wild, target in zip(wilds, choice, strict=True):
                (groups[target] if target is not None else wild_meld).append(wild)
            melds = [tuple(g) for g in groups.values()] + ([tuple(wild_meld)] if wild_meld
                                                           else [])
            candidates = []
            if top.rank in groups:
                index = list(groups).index(top.rank)
                # the melds laid first take the next meld ids, in order (MA-6.3)
                first = session.state.next_meld_id
                candidates.append(TakePile((), first + index, tuple(melds)))
                pair = [c for c in groups[top.rank] if not c.is_wild]
                if len(groups[top.rank]) == 2 and len(pair) == 2:
                    rest = tuple(m for i, m in enumerate(melds) if i != index)
                    candidates.append(TakePile(tuple(pair), None, rest))
            for action in candidates:
                if action.melds and session.why_illegal(action) is None:
                    return action
        return None
