"""The table's questions and the screens it opens: asking the partner before
going out (CL-7.3, PH-8.3), answering a partner, ending the play when no discard is
legal (PH-9.2), the pause menu, the score sheet and what follows it. A mixin of
:class:`~game.ui.scenes.table.TableScene`."""

from __future__ import annotations

import random

from game.i18n import _, refusal, tr
from game.narrate import seat_name
from game.rules.actions import Action, Answer, AskPartner, EndPlay
from game.rules.state import Phase


class TableDialogs:
    """The dialog half of the table scene (see the module notes)."""

    def _offer_ask(self, action: Action) -> None:
        from game.ui.scenes.dialogs import ChoiceDialog

        state = self.session.state
        partner = next(p for p in state.ruleset.partners(state.current)
                       if self.session.why_illegal(AskPartner(p)) is None)
        name = seat_name(state.ruleset.players, partner, self.session.human)

        def ask() -> None:
            self.session.propose(AskPartner(partner))

        def go() -> None:
            self.selected.clear()
            self.session.propose(action)

        self.app.push(ChoiceDialog(
            self.ctx, _("Going out"),
            tr("You can go out now. Ask {partner} first? The answer binds: yes, you must go "
               "out; no, you may not go out this turn.", partner=name),
            [(tr("Ask {partner}", partner=name), ask), (_("Go out"), go),
             (_("Cancel"), lambda: self._retarget())],
            cancel=2))

    def _offer_end_play(self, reason: str) -> None:
        """No card may be discarded (PH-9.2): offer to end the play."""
        from game.ui.scenes.dialogs import ChoiceDialog

        rule = self.session.ruleset.rule("all_sevens")
        self.app.push(ChoiceDialog(
            self.ctx, _("No legal discard"),
            tr("{refusal} No card in your hand may be discarded, so the play ends here, "
               "without a going-out bonus ({rule}).", refusal=refusal(reason), rule=rule),
            [(_("End the play"), lambda: self.session.propose(EndPlay())),
             (_("Keep melding"), lambda: None)], cancel=1))

    def _ask_human_answer(self) -> None:
        from game.ui.scenes.dialogs import ChoiceDialog

        state = self.session.state
        asker = seat_name(state.ruleset.players, state.current, self.session.human)
        self.app.push(ChoiceDialog(
            self.ctx, _("May I go out?"),
            tr("{player} asks: \u201cPartner, may I go out?\u201d Your answer binds ({rule}).",
               player=asker, rule=state.ruleset.rule("ask")),
            [(_("Yes"), lambda: self.session.propose(Answer(True))),
             (_("No"), lambda: self.session.propose(Answer(False)))]))

    def _menu(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.ctx, on_abandon=self._abandon))

    def _abandon(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.ctx))

    def _show_score_sheet(self) -> None:
        from game.ui.scenes.score_sheet import GameOverScene, ScoreSheetScene

        session = self.session
        if session.state.phase is Phase.GAME_OVER:
            # the last deal's sheet first, then the result of the game
            def result() -> None:
                self.app.push(GameOverScene(self.ctx, session, on_play_again=self._play_again,
                                            on_title=self._abandon))

            self.app.push(ScoreSheetScene(self.ctx, session, on_next=result))
        else:
            self.app.push(ScoreSheetScene(self.ctx, session, on_next=self._next_deal))

    def _next_deal(self) -> None:
        self.session.next_deal()

    def _play_again(self) -> None:
        from game.ui.scenes.table_start import start_table

        s = self.session
        start_table(self.ctx, s.game_id, s.table_rules, random.randrange(1, 10**9),
                    s.human if s.human is not None else 0, s.levels)
