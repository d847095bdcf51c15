"""The table's moves that a game of the family adds to melding and discarding:
the cut (DK-2.1), the talon's top card dragged to take it (DK-5.2, DK-5.3), wild
cards moved between one's melds (DK-10.2, DK-10.3), and the pile pickup the human
means, the initial meld laid first where the game asks for it (MA-6.3). A mixin of
:class:`~game.ui.scenes.table.TableScene`, with the press a drag starts from."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygame

from game.rules.actions import GARBAGE, Action, KeepCut, MoveWilds, TakePile
from game.rules.cards import Card
from game.rules.state import Phase
from game.ui.scenes.table_draw import _sprite_rect


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


class TableMoves:
    """The moves half of the table scene (see the module notes)."""

    def cut_button_rect(self) -> pygame.Rect:
        """DK-2.1: the Deal button at the cut, right of the cards shown (pixels)."""
        deal = pygame.Rect(self.layout.zone("button_draw").rect)
        melds = pygame.Rect(self.layout.zone("melds_0").rect)
        rect = pygame.Rect(0, 0, deal.w, deal.h)
        rect.midleft = (melds.centerx + melds.w // 4, melds.centery)
        return rect

    def cutting(self) -> bool:
        """True while the human, the starter, decides which cut cards to keep."""
        return self.session.state.phase is Phase.CUT and self.session.human_to_act()

    def _pile_drag(self, pos: tuple[int, int]) -> Drag | None:
        """A press on the pile's top card when the human may take it: the top card
        may be dragged onto the hand (DK-5.2, DK-5.3)."""
        state = self.session.state
        if (state.phase is not Phase.DRAW or not self.session.human_to_act() or not state.pile
                or self.queue):
            return None
        sprite = self.sprites.get(state.pile[-1])
        if sprite is None or not _sprite_rect(sprite).collidepoint(pos):
            return None
        grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        return Drag(sprite.card, pos, [sprite.card], grab, source="pile")

    def _wild_drag(self, pos: tuple[int, int]) -> Drag | None:
        """A press on a wild card (a zsoli) lying uppermost in one of the human's own
        melds while the human may meld, in a game that rearranges melds (DK-10.2):
        it may be dragged to another meld of the human's, or with selected cards
        of the hand to a new meld. The melds that take it are found now, to glow."""
        state = self.session.state
        human = self.session.human
        if (human is None or state.phase is not Phase.MELD or not self.session.human_to_act()
                or not state.ruleset.rearranging or self.queue):
            return None
        prefix = f"meld:{state.side_of(human)}:"
        hits = [s for s in self.sprites.values()
                if s.zone.startswith(prefix) and _sprite_rect(s).collidepoint(pos)]
        if not hits:
            return None
        sprite = max(hits, key=lambda s: s.z)
        if not sprite.card.is_wild:
            return None
        source = int(sprite.zone.split(":")[2])
        wilds = (sprite.card,)
        session = self.session
        targets = frozenset(m.id for m in state.melds[state.side_of(human)] if m.id != source
                            and session.why_illegal(MoveWilds(wilds, source, m.id)) is None)
        chosen = tuple(c for c in self.hand_order if c in self.selected)
        new_ok = session.why_illegal(MoveWilds(wilds, source, None, (), chosen)) is None
        grab = (pos[0] - sprite.x, pos[1] - sprite.y)
        return Drag(sprite.card, pos, [sprite.card], grab, source=sprite.zone,
                    targets=targets, new_ok=new_ok)

    def _drop_pile(self, pos: tuple[int, int]) -> None:
        """The pile's top card dropped away from the pile and the stock: take the
        pile as a click on it would, with the selected cards (none: the free
        pickup, DK-5.2, or the simplest legal pickup)."""
        if self._zone_hit("pile", pos) or self._zone_hit("stock", pos):
            self.retarget()
            return
        self.propose(self._take_with([c for c in self.hand_order if c in self.selected]))

    def _drop_wild(self, drag: Drag, pos: tuple[int, int]) -> None:
        """DK-10.2: a wild card of one's meld dropped on another meld of one's own
        joins it; dropped on New meld or the free part of one's meld zone it makes
        a new meld with the selected cards of the hand. Anywhere else it glides
        back."""
        state = self.session.state
        side = state.side_of(state.current)
        source = int(drag.source.split(":")[2])
        meld_id = self._meld_at(pos, side)
        chosen = tuple(c for c in self.hand_order if c in self.selected)
        if meld_id is not None and meld_id != source:
            self.propose(MoveWilds((drag.card,), source, meld_id))
        elif meld_id is None and (self._zone_hit("newmeld", pos) or self._zone_hit(
                f"melds_{self.seating.side(side)}", pos)):
            self.propose(MoveWilds((drag.card,), source, None, (), chosen))
        else:
            self.retarget()

    def _give_up_wilds(self, cards: list[Card], meld_id: int) -> MoveWilds | None:
        """DK-10.3: natural cards from the hand onto one's meld that must give up a
        wild card for each (a black canasta keeps seven cards), or all of them to
        turn red or gold: the wild cards join the first other meld of one's own,
        in table order, that legally takes them. None if no such move is legal."""
        state = self.session.state
        side = state.side_of(state.current)
        meld = next((m for m in state.melds[side] if m.id == meld_id), None)
        if meld is None or not meld.wilds or not state.ruleset.rearranging:
            return None
        wild = sorted((c for c in meld.cards if c.is_wild), key=lambda c: c.is_joker)
        shown = [b.meld.id for b in self.placement.meld_boxes] if self.placement else []
        others = sorted((m.id for m in state.melds[side] if m.id != meld_id),
                        key=lambda i: shown.index(i) if i in shown else len(shown))
        for count in sorted({min(len(cards), len(wild)), len(wild)}):
            for target in others:
                action = MoveWilds(tuple(wild[:count]), meld_id, target, tuple(cards))
                if self.session.why_illegal(action) is None:
                    return action
        return None

    def _toggle_cut(self, pos: tuple[int, int]) -> None:
        """DK-2.1: a click on a card shown at the cut keeps it, another leaves it."""
        hits = [s for s in self.sprites.values() if s.zone == "cut"
                and _sprite_rect(s).collidepoint(pos)]
        if not hits:
            return
        card = max(hits, key=lambda s: s.z).card
        if card in self.kept:
            self.kept.discard(card)
        else:
            self.kept.add(card)
        self.retarget()

    def _keep_cut(self) -> None:
        """DK-2.1, DK-2.2: deal, the starter keeping the cut cards marked."""
        if not self.cutting():
            return
        shown = self.session.state.cut_cards()
        self.propose(KeepCut(tuple(c for c in shown if c in self.kept)))

    def _take_with(self, cards: list[Card]) -> Action:
        """The pile pickup the human means: with the selected cards, or the
        simplest legal one when nothing is selected. With cards, the first legal
        of: onto a meld of the side (one of the top card's rank, a sequence it
        extends, the garbage pile: DH-5.5, BH-5.1), a new meld; if none is legal,
        the new meld, whose refusal says why."""
        state = self.session.state
        if cards:
            side = state.side_of(state.current)
            onto = [TakePile(tuple(cards), meld.id) for meld in state.melds[side]]
            if state.ruleset.garbage_pile:  # BH-5.1: the garbage pile, opened if need be
                onto.append(TakePile(tuple(cards), GARBAGE))
            for action in [*onto, TakePile(tuple(cards))]:
                if self.session.why_illegal(action) is None:
                    return action
            if not state.melded[side]:
                opening = self._opening_take(cards)
                if opening is not None:
                    return opening
            return TakePile(tuple(cards))
        takes = [a for a in self.session.legal() if isinstance(a, TakePile)]
        if takes:
            takes.sort(key=lambda a: (len(a.cards), a.meld is None))
            return takes[0]
        return TakePile(())

    def _opening_take(self, cards: list[Card]) -> TakePile | None:
        """MA-6.3: the pile taken with the initial meld laid from the hand first: the
        selected ``cards`` grouped by rank (wild cards tried in each group, or as a
        wild meld of their own), the pair of the top card's rank inside its group
        or apart; the first legal pickup, or None."""
        top = self.session.state.top
        if top is None or top.is_wild:
            return None
        wilds = [c for c in cards if c.is_wild]
        by_rank: dict[int, list[Card]] = {}
        for card in cards:
            if not card.is_wild:
                by_rank.setdefault(card.rank, []).append(card)
        if len(wilds) > 4 or len(by_rank) > 6:
            return None
        targets = [*by_rank, None]  # None: a wild meld of the wild cards alone
        for choice in itertools.product(targets, repeat=len(wilds)):
            groups = {rank: list(naturals) for rank, naturals in by_rank.items()}
            wild_meld = []
            for wild, target in zip(wilds, choice, strict=True):
                (groups[target] if target is not None else wild_meld).append(wild)
            melds = [tuple(g) for g in groups.values()] + ([tuple(wild_meld)] if wild_meld
                                                           else [])
            candidates = []
            if top.rank in groups:
                index = list(groups).index(top.rank)
                # the melds laid first take the next meld ids, in order (MA-6.3)
                first = self.session.state.next_meld_id
                candidates.append(TakePile((), first + index, tuple(melds)))
                pair = [c for c in groups[top.rank] if not c.is_wild]
                if len(groups[top.rank]) == 2 and len(pair) == 2:
                    rest = tuple(m for i, m in enumerate(melds) if i != index)
                    candidates.append(TakePile(tuple(pair), None, rest))
            for action in candidates:
                if action.melds and self.session.why_illegal(action) is None:
                    return action
        return None
