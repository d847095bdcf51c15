"""Words that explain the table: a computer player's move as a short callout at
its seat ("took the pile: 12 cards"), and a hint named by the melds it uses ("add
K♣ K♦ 2♣ to your kings"). Pure Python: no pygame."""

from __future__ import annotations

from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    TakePile,
    UndoTurn,
)
from game.rules.cards import cards_str
from game.rules.melds import meld_rank, rank_name
from game.rules.state import GameState, TableMeld
from game.session import Step


def callout(step: Step) -> str:
    """A few words for a computer player's move, shown at its seat (see
    :func:`_callout`), with "picked up the foot" added when it did."""
    text = _callout(step)
    if any(m.src == f"foot:{step.seat}" for m in step.moves) and text != "went out":
        return f"{text}, picked up the foot" if text else "picked up the foot"
    return text


def _callout(step: Step) -> str:
    """A few words for a computer player's move, shown at its seat: ``"drew 2"``,
    ``"took the pile: 12 cards"``, ``"melded kings"``, ``"discarded 7♥"``,
    ``"went out"``; "" for a move with nothing to show."""
    action, before, after = step.action, step.before, step.after
    if after.went_out == step.seat and before.went_out != step.seat:
        return "went out"
    if isinstance(action, Draw):
        drawn = sum(1 for m in step.moves if m.src == "stock"
                    and m.dst == f"hand:{step.seat}")
        return f"drew {drawn}" if drawn else "could not draw"
    if isinstance(action, TakePile):
        size = len(before.pile)
        return f"took the pile: {size} card{'s' if size != 1 else ''}"
    if isinstance(action, Meld):
        return _meld_words(before, action)
    if isinstance(action, Discard):
        return f"discarded {action.card.symbol()}"
    if isinstance(action, AskPartner):
        return "asks: may I go out?"
    if isinstance(action, Answer):
        return "says yes" if action.yes else "says no"
    if isinstance(action, EndPlay):
        return "ended the play"
    if isinstance(action, UndoTurn):
        return "took back the melds"
    return ""


def _meld_words(state: GameState, action: Meld) -> str:
    target = _meld_by_id(state, action.meld)
    if target is not None:
        return f"added to the {rank_name(target.rank)}"
    rank = meld_rank(action.cards)
    return f"melded {rank_name(rank)}" if isinstance(rank, int) else "melded"


def _meld_by_id(state: GameState, meld_id: int | None) -> TableMeld | None:
    if meld_id is None:
        return None
    for side_melds in state.melds:
        for meld in side_melds:
            if meld.id == meld_id:
                return meld
    return None


def explain(state: GameState, action: Action, human: int | None) -> tuple[str, str | None,
                                                                           int | None]:
    """A hint for ``action`` in ``state``: the sentence (melds named by rank,
    cards in suit symbols), the place it points at (``"stock"``, ``"pile"``,
    ``"newmeld"`` or None) and the meld id it adds to (or None)."""
    if isinstance(action, Draw):
        return "draw from the stock", "stock", None
    if isinstance(action, Discard):
        return f"discard {action.card.symbol()}", "pile", None
    if isinstance(action, TakePile):
        top = state.top
        target = _meld_by_id(state, action.meld)
        with_cards = cards_str(action.cards, True)
        if target is not None:
            text = (f"take the pile: add {top.symbol() if top else 'the top card'} "
                    f"and {with_cards} to your {rank_name(target.rank)}" if with_cards else
                    f"take the pile: the top card {top.symbol() if top else ''} goes on "
                    f"your {rank_name(target.rank)}")
        else:
            text = (f"take the pile: meld {top.symbol() if top else 'the top card'} "
                    f"with {with_cards}")
        for group in action.melds:
            text += f", then meld {cards_str(group, True)}"
        return text, "pile", None
    if isinstance(action, Meld):
        cards = cards_str(action.cards, True)
        target = _meld_by_id(state, action.meld)
        if target is not None:
            return f"add {cards} to your {rank_name(target.rank)}", None, target.id
        rank = meld_rank(action.cards)
        what = f"a new meld of {rank_name(rank)}" if isinstance(rank, int) else "a new meld"
        return f"meld {cards} as {what}", "newmeld", None
    if isinstance(action, AskPartner):
        return "ask your partner whether you may go out", None, None
    if isinstance(action, EndPlay):
        return "end the play: no card may be discarded", None, None
    if isinstance(action, UndoTurn):
        return "take back this turn's melds", None, None
    return str(action), None, None
