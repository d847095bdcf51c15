"""Words that explain the table: a computer player's move as a short callout at
its seat ("took the pile: 12 cards"), and a hint named by the melds it uses ("add
K♣ K♦ 2♣ to your kings"). Pure Python: no pygame."""

from __future__ import annotations

from game.i18n import N_, _, label, ntr, tr
from game.present.names import rank_words
from game.present.narrate import meld_words
from game.present.session import Step
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
    Meld,
    MoveWilds,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.cards import cards_str
from game.rules.engine import apply
from game.rules.melds import meld_rank
from game.rules.state import GameState, MeldKind, TableMeld

PICKED_UP = N_("picked up the foot")
PICKED_UP_AFTER = N_("{move}, picked up the foot")
"""A call-out's words for a foot picked up (a game may word them its own way)."""


def callout(step: Step) -> str:
    """A few words for a computer player's move, shown at its seat (see
    :func:`_callout`), with "picked up the foot" added when it did."""
    text = _callout(step)
    went_out = step.after.went_out == step.seat and step.before.went_out != step.seat
    if any(m.src == f"foot:{step.seat}" for m in step.moves) and not went_out:
        rs = step.after.ruleset  # the game's own words: the kitty (RR-1.2, RR-3.1)
        return (tr(rs.says(PICKED_UP_AFTER), move=text) if text
                else _(rs.says(PICKED_UP)))
    return text


def _callout(step: Step) -> str:
    """A few words for a computer player's move, shown at its seat: ``"drew 2"``,
    ``"took the pile: 12 cards"``, ``"melded kings"``, ``"discarded 7♥"``,
    ``"went out"``; "" for a move with nothing to show."""
    action, before, after = step.action, step.before, step.after
    if isinstance(action, SpecialHand) and after.special is not None:  # MA-9.1
        return tr("special hand: {hand}", hand=label(after.special[0]))
    if isinstance(action, LayOut):  # MA-2.2
        return tr("laid out {card}", card=action.card.symbol())
    if after.went_out == step.seat and before.went_out != step.seat:
        return _("went out")
    if isinstance(action, Draw):
        drawn = sum(1 for m in step.moves if m.src == "stock"
                    and m.dst == f"hand:{step.seat}")
        return tr("drew {n}", n=drawn) if drawn else _("could not draw")
    if isinstance(action, MoveWilds):
        return _move_words(before, action)
    top = before.top
    if (isinstance(action, TakePile) and not action.cards
            and before.own.free_offered(step.seat) and top is not None):
        return tr("took {card} alone", card=top.symbol())  # DK-5.2: the free pickup
    if isinstance(action, TakePile):
        size = before.ruleset.pickup_size(before.context(step.seat))  # DH-2.1, BH-5.2
        return ntr("took the pile: {n} card", "took the pile: {n} cards", size, n=size)
    if isinstance(action, Meld):
        return _meld_words(before, action)
    if isinstance(action, Discard):
        side = before.side_of(step.seat)
        if after.own.twins(side) > before.own.twins(side):
            return tr("discarded {card}: a twin", card=action.card.symbol())  # DK-6.1
        return tr("discarded {card}", card=action.card.symbol())
    if isinstance(action, AskPartner):
        return _("asks: may I go out?")
    if isinstance(action, Answer):
        return _("says yes") if action.yes else _("says no")
    if isinstance(action, EndPlay):
        return _("ended the play")
    if isinstance(action, UndoTurn):
        return _("took back the melds")
    return ""


def _meld_words(state: GameState, action: Meld) -> str:
    target = _meld_by_id(state, action.meld)
    if target is not None:
        return tr("added to the {meld}", meld=meld_words(target))
    rank = meld_rank(action.cards)
    return tr("melded {rank}", rank=rank_words(rank)) if isinstance(rank, int) else _("melded")


def _move_words(state: GameState, action: MoveWilds) -> str:
    """DK-10.2: "moved 2♣ to the kings", "moved 2♣ to a new meld", "moved 2♣ 🃏 🃏
    to several melds" (a split)."""
    wilds = cards_str(action.wilds, True)
    if action.more:
        return tr("moved {cards} to several melds", cards=cards_str(action.moving, True))
    target = _meld_by_id(state, action.target)
    if target is None:
        return tr("moved {cards} to a new meld", cards=wilds)
    return tr("moved {cards} to the {meld}", cards=wilds, meld=meld_words(target))


def _meld_by_id(state: GameState, meld_id: int | None) -> TableMeld | None:
    """The meld ``meld_id`` names; for ``GARBAGE`` the current side's garbage pile,
    or an empty one (id ``GARBAGE``) that the move opens (BH-7.1)."""
    if meld_id is None:
        return None
    if meld_id == GARBAGE:
        side = state.side_of(state.current)
        opened = [m for m in state.melds[side] if m.kind is MeldKind.GARBAGE]
        return opened[0] if opened else TableMeld(GARBAGE, side, MeldKind.GARBAGE, 0, ())
    for side_melds in state.melds:
        for meld in side_melds:
            if meld.id == meld_id:
                return meld
    return None


def _still_needed(state: GameState, action: TakePile) -> str:
    """What a pile pickup leaves of the initial meld to meld from the hand before the
    pile is the player's (CL-6.2, PH-5.4): ", then meld at least 20 more from your
    hand: your initial meld needs 50 (CL-6.2)"; "" when the pickup meets it."""
    try:
        after, _moves = apply(state, action)
    except ValueError:  # IllegalActionError: no hint of a move the rules refuse
        return ""
    side = state.side_of(state.current)
    if after.pending is None or after.melded[side]:
        return ""
    minimum = state.initial_minimum(side)
    return tr(", then meld at least {more} more from your hand: your initial meld needs "
              "{minimum} ({rule})", more=max(0, minimum - after.laid_value), minimum=minimum,
              rule=state.ruleset.rule("minimum_hand"))


def explain(state: GameState, action: Action, human: int | None) -> tuple[str, str | None,
                                                                           int | None]:
    """A hint for ``action`` in ``state``: the sentence (melds named by rank,
    cards in suit symbols), the place it points at (``"stock"``, ``"pile"``,
    ``"newmeld"`` or None) and the meld id it adds to (or None)."""
    if isinstance(action, Draw):
        return _("draw from the stock"), "stock", None
    if isinstance(action, Discard):
        return tr("discard {card}", card=action.card.symbol()), "pile", None
    if isinstance(action, KeepCut):  # DK-2.1
        if not action.cards:
            return _("keep none of the cards shown at the cut"), None, None
        return tr("keep {cards} of the cut", cards=cards_str(action.cards, True)), None, None
    if isinstance(action, MoveWilds):  # DK-10.2, DK-10.3
        source = _meld_by_id(state, action.source)
        target = _meld_by_id(state, action.target)
        wilds = cards_str(action.wilds, True)
        text = (tr("move {cards} from your {source} to your {meld}", cards=wilds,
                   source=meld_words(source), meld=meld_words(target))
                if source is not None and target is not None
                else tr("move {cards} to a new meld with {hand}", cards=wilds,
                        hand=cards_str(action.cards, True)) if action.cards
                else tr("move {cards} to a new meld", cards=wilds))
        for card, target_id in action.more:  # DK-10.2: split among several groups
            joined = _meld_by_id(state, target_id)
            if joined is not None:
                text += tr(", {card} to your {meld}", card=card.symbol(),
                           meld=meld_words(joined))
        if action.naturals:
            text += tr(", adding {cards} in their place", cards=cards_str(action.naturals, True))
        return text, None if target is not None else "newmeld", action.target
    if (isinstance(action, TakePile) and not action.cards and state.top
            and state.own.free_offered(state.current)):
        return (tr("take {top} alone: your free pickup", top=state.top.symbol()), "pile",
                None)  # DK-5.2
    if isinstance(action, TakePile) and action.melds:  # MA-6.3: melds before the pickup
        top = state.top.symbol() if state.top else _("the top card")
        groups = _("; ").join(cards_str(g, True) for g in action.melds)
        if action.cards or action.meld is None:  # MA-6.3: the melds first, from the hand
            return (tr("meld {groups} from your hand, then take the pile with {cards}",
                       groups=groups, cards=cards_str(action.cards, True)), "pile", None)
        return (tr("meld {groups} from your hand, then take the pile: {top} joins {meld}",
                   groups=groups, top=top, meld=cards_str(action.melds[action.meld], True)),
                "pile", None)
    if isinstance(action, SpecialHand):  # MA-9.1
        return _("lay down your whole hand as a special hand"), None, None
    if isinstance(action, LayOut):  # MA-2.2
        return tr("lay out your {card}", card=action.card.symbol()), None, None
    if isinstance(action, TakePile):
        top = state.top.symbol() if state.top else _("the top card")
        target = _meld_by_id(state, action.meld)
        with_cards = cards_str(action.cards, True)
        if target is not None and with_cards:
            text = tr("take the pile: add {top} and {cards} to your {meld}", top=top,
                      cards=with_cards, meld=meld_words(target))
        elif target is not None:
            text = tr("take the pile: the top card {top} goes on your {meld}", top=top,
                      meld=meld_words(target))
        else:
            text = tr("take the pile: meld {top} with {cards}", top=top, cards=with_cards)
        for group in action.melds:
            text += tr(", then meld {cards}", cards=cards_str(group, True))
        return text + _still_needed(state, action), "pile", None
    if isinstance(action, Meld):
        cards = cards_str(action.cards, True)
        target = _meld_by_id(state, action.meld)
        if target is not None:
            return (tr("add {cards} to your {meld}", cards=cards, meld=meld_words(target)),
                    None, target.id)
        rank = meld_rank(action.cards)
        if isinstance(rank, int):
            return (tr("meld {cards} as a new meld of {rank}", cards=cards,
                       rank=rank_words(rank)), "newmeld", None)
        return tr("meld {cards} as a new meld", cards=cards), "newmeld", None
    if isinstance(action, AskPartner):
        return _("ask your partner whether you may go out"), None, None
    if isinstance(action, EndPlay):
        return _("end the play: no card may be discarded"), None, None
    if isinstance(action, UndoTurn):
        return _("take back this turn's melds"), None, None
    return str(action), None, None
