"""The table's questions and the screens it opens: asking the partner before
going out (CL-7.3, PH-8.3), answering a partner, ending the play when no discard is
legal (PH-9.2), the pause menu, the score sheet and what follows it. A part of
:class:`~game.ui.scenes.table.TableScene`, reached as ``scene.dialogs``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.i18n import _, number, refusal, tr
from game.present.games.registry import game_table
from game.present.names import seat_name
from game.rules.actions import Action, Answer, AskPartner, Discard, EndPlay, Meld
from game.rules.state import Phase

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


def cost_words(decision: Any) -> str:
    """"about 140 points (95%: 60 to 220)" for a coach's
    :class:`~game.coach.reviewer.Decision`."""
    return tr("about {cost} points (95%: {low} to {high})", cost=number(round(decision.cost)),
              low=number(round(decision.low)), high=number(round(decision.high)))


class TableDialogs:
    """The dialogs the table opens over itself, for ``scene``; each pushes a scene
    onto the app's stack and acts on the table's session when answered."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    # -- asking the partner ----------------------------------------------------
    def goes_out(self, action: Action) -> bool:
        """Whether the human's ``action`` ends the hand or leads to its end, so that
        a partner may be asked first: the last discard, a meld of the whole hand
        (CL-7.2), or a meld down to the last card, since a partner must be asked
        before it (CL-7.3, MA-8.2)."""
        state = self.scene.session.state
        hand = state.hands[state.current]
        if isinstance(action, Discard):
            return len(hand) == 1 and not state.foot_due
        if isinstance(action, Meld):
            left = len(hand) - len(action.cards)
            asks_at = game_table(state.ruleset).meld_asks_with_cards_left  # CL-10.2, MA-8.2
            return left in (asks_at, 1) and state.pending is None
        return False

    def may_ask(self) -> bool:
        """Whether the human may still ask a partner for permission to go out."""
        session = self.scene.session
        state = session.state
        rs = state.ruleset
        if not rs.partnerships or state.asked or state.permission is not None:
            return False
        partners = rs.partners(state.current)
        return any(session.why_illegal(AskPartner(p)) is None for p in partners)

    def offer_ask(self, action: Action) -> None:
        """The human may go out with ``action``: ask the partner first, go out, or
        take the move back (CL-7.3, PH-8.3)."""
        from game.ui.scenes.dialogs import ChoiceDialog

        scene = self.scene
        session = scene.session
        state = session.state
        partner = next(p for p in state.ruleset.partners(state.current)
                       if session.why_illegal(AskPartner(p)) is None)
        name = seat_name(state.ruleset.players, partner, session.human)

        def ask() -> None:
            session.propose(AskPartner(partner))

        def go() -> None:
            scene.selected.clear()
            session.propose(action)

        scene.app.push(ChoiceDialog(
            scene.ctx, _("Going out"),
            tr("You can go out now. Ask {partner} first? The answer binds: yes, you must go "
               "out; no, you may not go out this turn.", partner=name),
            [(tr("Ask {partner}", partner=name), ask), (_("Go out"), go),
             (_("Cancel"), lambda: scene.retarget())],
            cancel=2))

    def offer_end_play(self, reason: str) -> None:
        """No card may be discarded (PH-9.2): offer to end the play; ``reason`` is
        the refused discard's sentence."""
        from game.ui.scenes.dialogs import ChoiceDialog

        scene = self.scene
        session = scene.session
        rule = session.ruleset.rule("all_sevens")

        def end() -> None:
            session.propose(EndPlay())

        scene.app.push(ChoiceDialog(
            scene.ctx, _("No legal discard"),
            tr("{refusal} No card in your hand may be discarded, so the play ends here, "
               "without a going-out bonus ({rule}).", refusal=refusal(reason), rule=rule),
            [(_("End the play"), end),
             (_("Keep melding"), lambda: None)], cancel=1))

    def offer_coach_warning(self, action: Action, warning: Any) -> None:
        """The live coach prices the human's ``action`` (a discard or a pile pickup)
        at 100 points or more (``warning``, a :class:`game.coach.live.Warning`):
        one line, the reason with its rule ids, the cost and the coach's move, with
        "Play it anyway" and "Take it back" (Esc)."""
        from game.coach.reviewer import move_words
        from game.ui.scenes.dialogs import ChoiceDialog

        scene = self.scene
        decision = warning.decision
        rules = ", ".join(decision.rules)
        move = refusal(move_words(decision.suggested_line))
        if decision.kind == "general":  # its sentence is the cost and the move again
            text = tr("This move costs {cost} ({rules}). The coach's move: {move}.",
                      cost=cost_words(decision), rules=rules, move=move)
        else:
            text = tr("{reason} ({rules}): {cost}. The coach's move: {move}.",
                      reason=refusal(decision.words), rules=rules, cost=cost_words(decision),
                      move=move)

        def anyway() -> None:
            if scene.session.why_illegal(action) is None:
                scene.play(action)

        scene.app.push(ChoiceDialog(scene.ctx, _("The coach warns you"), text,
                                    [(_("Play it anyway"), anyway),
                                     (_("Take it back"), lambda: None)], cancel=1))

    def ask_human_answer(self) -> None:
        """A partner asks the human whether it may go out: Yes or No, which binds."""
        from game.ui.scenes.dialogs import ChoiceDialog

        scene = self.scene
        session = scene.session
        state = session.state
        asker = seat_name(state.ruleset.players, state.current, session.human)

        def yes() -> None:
            session.propose(Answer(True))

        def no() -> None:
            session.propose(Answer(False))

        scene.app.push(ChoiceDialog(
            scene.ctx, _("May I go out?"),
            tr("{player} asks: \u201cPartner, may I go out?\u201d Your answer binds ({rule}).",
               player=asker, rule=state.ruleset.rule("ask")),
            [(_("Yes"), yes), (_("No"), no)]))

    # -- the screens over the table --------------------------------------------------
    def menu(self) -> None:
        """The pause menu (Esc, the Menu button)."""
        from game.ui.scenes.pause import PauseScene

        self.scene.app.push(PauseScene(self.scene.ctx, on_abandon=self.abandon))

    def abandon(self) -> None:
        """Leave the game for the title screen."""
        from game.ui.scenes.title import TitleScene

        self.scene.app.reset(TitleScene(self.scene.ctx))

    def show_score_sheet(self) -> None:
        """The deal's score sheet; after the last deal, then the game's result."""
        from game.ui.scenes.score_sheet import GameOverScene, ScoreSheetScene

        scene = self.scene
        session = scene.session
        if session.state.phase is Phase.GAME_OVER:
            # the last deal's sheet first, then the result of the game
            def result() -> None:
                scene.app.push(GameOverScene(scene.ctx, session, on_play_again=self.play_again,
                                             on_title=self.abandon))

            scene.app.push(ScoreSheetScene(scene.ctx, session, on_next=result))
        else:
            scene.app.push(ScoreSheetScene(scene.ctx, session, on_next=self.next_deal))

    def next_deal(self) -> None:
        """Deal the next hand of the game."""
        self.scene.session.next_deal()

    def play_again(self) -> None:
        """A new game of the same kind at the same seat, with a new seed."""
        from game.ui.scenes.table_start import start_table

        s = self.scene.session
        start_table(self.scene.ctx, s.game_id, s.table_rules, random.randrange(1, 10**9),
                    s.human if s.human is not None else 0, s.levels)
