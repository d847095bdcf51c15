"""The legality oracle: :func:`why_illegal` dispatches on the phase and the
action's kind to the checks of :mod:`game.rules.checks`; asking the partner is
checked here because it needs the planner (CL-7.3, PH-8.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules import checks as C
from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LayOut,
    LookAtFoot,
    Meld,
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.messages import N_, Refusal
from game.rules.planner import going_out_plan
from game.rules.state import GameState, Phase


def why_illegal(state: GameState, action: Action) -> str | None:
    """The sentence (ending with a rule id) saying why ``action`` is illegal now,
    or None when it is legal."""
    checker = CHECKS.get((state.phase, type(action)))
    if checker is None:
        return C.wrong_phase(state, action)
    problem = state.ruleset.turns.action_problem(state, action)  # MA-2.2, MA-2.4
    if problem is not None:
        return problem
    return checker(state, action)


def is_legal(state: GameState, action: Action) -> bool:
    return why_illegal(state, action) is None


def ask_problem(state: GameState, action: AskPartner) -> str | None:
    """Why the current player may not ask ``action.partner`` "may I go out?" now (CL-7.3,
    PH-8.3), or None."""
    rs = state.ruleset
    seat = state.current
    if state.asked:
        return Refusal(N_("You may ask only once a turn"), rs.rule("ask"))
    if state.own.asked_this_deal(seat):  # MA-8.2
        return Refusal(N_("You may ask only once a deal"), rs.rule("ask"))
    if action.partner not in rs.partners(seat):
        return Refusal(N_("Seat {seat} is not your partner"), rs.rule("ask"), seat=action.partner)
    if state.pending is not None:
        return Refusal(N_("Finish taking the pile first"), rs.rule("take"))
    if len(state.hands[seat]) < 2:
        return Refusal(N_("Ask before melding down to your last card: after a no you must be "
                          "able to play on"), rs.rule("ask"))
    if going_out_plan(state) is None:
        return Refusal(N_("Ask only when you can go out this turn: a yes would oblige you to"),
                       rs.rule("ask"))
    return None


CHECKS: dict[tuple[Phase, type[Action]], Callable[[GameState, Any], str | None]] = {
    (Phase.DRAW, Draw): C.draw_problem,
    (Phase.DRAW, TakePile): C.take_problem,
    (Phase.MELD, Meld): C.meld_problem,
    (Phase.MELD, MoveWilds): lambda s, a: s.ruleset.turns.move_wilds_problem(s, a),  # DK-10
    (Phase.MELD, Discard): C.discard_problem,
    (Phase.MELD, UndoTurn): C.undo_problem,
    (Phase.MELD, AskPartner): ask_problem,
    (Phase.MELD, EndPlay): C.end_play_problem,
    (Phase.MELD, SpecialHand): lambda s, a: s.ruleset.turns.special_problem(s, a),  # MA-9.1
    (Phase.DRAW, LayOut): lambda s, a: s.ruleset.turns.lay_out_problem(s, a),  # MA-2.2
    (Phase.MELD, LayOut): lambda s, a: s.ruleset.turns.lay_out_problem(s, a),
    (Phase.ANSWER, Answer): C.answer_problem,
    (Phase.DEAL_OVER, NextDeal): C.next_deal_problem,
    (Phase.FOOT_LOOK, LookAtFoot): C.look_problem,
    (Phase.CUT, KeepCut): C.keep_problem,
}
