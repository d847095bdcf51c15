"""Modern American Canasta at the table: the turn card under the stock (MA-1.3),
dead ranks under the pile (MA-3.6), every three laid out (MA-2.1) or held for a
straight and laid out by hand (MA-2.2), the special hand (MA-9.1), bonus cards
(MA-7.1, MA-7.2), asking before the last meld (MA-8.2) and the penalties told one
by one (MA-10.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, digits, label, ntr, refusal, tr
from game.present.games import GameMove, GameTable, SessionView
from game.present.names import rank_words, seat_name, side_name
from game.rules.actions import Action, LayOut, SpecialHand
from game.rules.games.modern import dead_ranks

if TYPE_CHECKING:
    from game.rules.state import GameState

THREE_KEYS = ("L", "K")
"""The keys of the "Lay out 3♣" buttons, in hand order (MA-2.2: at most two threes)."""


def turn_card_label(state: GameState) -> str:
    """MA-1.3: the words under the stock: "turn card: 46 cards above it" while
    the marked card is in the stock, "turn card drawn: no bonus cards" after
    (MA-7.3)."""
    turn_card = state.ruleset.turn_card
    n = len(state.stock)
    if n >= turn_card:
        return ntr("turn card: {n} card above it", "turn card: {n} cards above it",
                   n - turn_card, n=n - turn_card)
    return _("turn card drawn: no bonus cards")


def dead_label(state: GameState) -> str:
    """MA-3.6: the dead ranks, shown under the pile ("dead: kings, fives"), or ""."""
    dead = dead_ranks(m for side in state.melds for m in side)
    if not dead:
        return ""
    return tr("dead: {ranks}", ranks=", ".join(rank_words(r) for r in sorted(dead)))


def turn_card_drawn(before: GameState, after: GameState) -> bool:
    """MA-1.3: whether the move from ``before`` to ``after`` drew the turn card."""
    return len(before.stock) >= before.ruleset.turn_card > len(after.stock)


def penalty_lines(after: GameState, human: int | None = 0) -> list[str]:
    """The penalties of the deal just scored, told one by one (MA-10.2): "Their
    side: penalty for the turn card, -100 (MA-10.2)."."""
    lines = []
    for side, side_lines in enumerate(after.history[-1].lines):
        for line in side_lines:
            if line.rule == "MA-10.2":
                lines.append(tr("{side}: penalty for {item}, {points} ({rule}).",
                                side=side_name(after, side, human),
                                item=label(line.label), rule=line.rule,
                                points=digits(f"{line.points:+d}")))
    return lines


def modern_lines(before: GameState, after: GameState, seat: int, human: int | None = 0
                 ) -> list[str]:
    """The log lines for a move by ``seat``: a three kept in the human's hand
    (MA-2.2), the turn card drawn (MA-1.3), bonus cards drawn face down or joining
    the hand (MA-7.1, MA-7.2), ranks gone dead (MA-3.6)."""
    rs = before.ruleset
    lines: list[str] = []
    if human is not None and not after.melded[after.side_of(human)]:
        kept = [c for c in after.hands[human] if c.rank == 3]
        if kept and kept != [c for c in before.hands[human] if c.rank == 3]:
            lines.append(tr("You keep {card} in your hand for a straight (MA-2.2).",
                            card=kept[0].symbol()))
    if turn_card_drawn(before, after):
        n = len(after.stock)
        lines.append(ntr("The turn card is drawn: the bottom {n} card remains, no more bonus "
                         "cards (MA-1.3).",
                         "The turn card is drawn: the bottom {n} cards remain, no more bonus "
                         "cards (MA-1.3).", n, n=n))
    for s, cards in enumerate(after.bonus):
        had = len(before.bonus[s]) if s < len(before.bonus) else 0
        who = seat_name(rs.players, s, human)
        you = human is not None and s == human
        if len(cards) > had:
            n = len(cards)
            lines.append(ntr("You drew {n} bonus card face down (MA-7.1).",
                             "You drew {n} bonus cards face down (MA-7.1).", n, n=n) if you
                         else ntr("{player} drew {n} bonus card face down (MA-7.1).",
                                  "{player} drew {n} bonus cards face down (MA-7.1).", n,
                                  player=who, n=n))
        elif had and not cards:
            lines.append(ntr("Your {n} bonus card joined your hand (MA-7.2).",
                             "Your {n} bonus cards joined your hand (MA-7.2).", had, n=had)
                         if you else
                         ntr("{player}'s {n} bonus card joined the hand (MA-7.2).",
                             "{player}'s {n} bonus cards joined the hand (MA-7.2).", had,
                             player=who, n=had))
    dead = (dead_ranks(m for side in after.melds for m in side)
            - dead_ranks(m for side in before.melds for m in side))
    for rank in sorted(dead):
        lines.append(tr("The {rank} are dead: no meld of them may be begun or added to "
                        "(MA-3.6).", rank=rank_words(rank)))
    return lines


class ModernTable(GameTable):
    """Modern American Canasta's own part of the table and its narration."""

    lays_out_threes = True  # MA-2.2
    move_keys = ("P", *THREE_KEYS)
    meld_asks_with_cards_left = 1  # MA-8.2: asked before melding down to the last card

    def moves(self, session: SessionView) -> list[GameMove]:
        """"Special hand" (key P) while the whole hand may be laid down (MA-9.1),
        "Lay out 3♣" (keys L, then K for a second three to choose from) for a held
        three (MA-2.2)."""
        moves: list[GameMove] = []
        if session.why_illegal(SpecialHand()) is None:
            moves.append((_("Special hand"), SpecialHand(), "P"))
        if session.human is not None:
            keys = iter(THREE_KEYS)
            for card in session.state.hands[session.human]:
                if card.rank == 3 and session.why_illegal(LayOut(card)) is None:
                    moves.append((tr("Lay out {card}", card=card.symbol()), LayOut(card),
                                  next(keys, "")))
        return moves

    def nothing_to_lay(self, session: SessionView, key: str) -> str | None:
        """Why P (MA-9.1: no special hand) or L and K (MA-2.2: no three to lay out)
        lay nothing now; None for K while L lays out the one three there is."""
        if key == "K" and any(hotkey == "L" for _words, _action, hotkey in self.moves(session)):
            return None  # K lays out a second three to choose from; L the one there is
        human = session.human
        if human is None or not session.human_to_act():
            return _("it is not your turn.")
        if key == "P":
            return refusal(session.why_illegal(SpecialHand()) or "")
        threes = [c for c in session.state.hands[human] if c.rank == 3]
        problem = session.why_illegal(LayOut(threes[0])) if threes else None
        return (refusal(problem) if problem
                else tr("you hold no three to lay out ({rule}).", rule="MA-2.2"))

    def meld_prompt(self, state: GameState, prompt: str) -> str:
        """MA-6.2: after melds that reach the minimum (MA-6.1) but do not open the
        side for want of the pure meld (or, MA-12.7, the wild meld), a short line
        naming it instead of ``prompt`` (short of the minimum, ``prompt``)."""
        ctx = state.context()
        if (not state.laid_this_turn or state.melded[state.side_of(state.current)]
                or state.laid_value < ctx.initial_minimum
                or state.ruleset.opening_refusal(ctx, state.laid_value) is None):
            return prompt
        if state.ruleset.wild_opening:
            return _("Your initial meld also needs a pure meld of three or more natural "
                     "cards, or of three or more wild cards (MA-6.2)")
        return _("Your initial meld also needs a pure meld of three or more natural cards "
                 "(MA-6.2)")

    def stock_mark(self, state: GameState) -> bool:
        """MA-1.3: the turn card lies sideways under the stock until it is drawn."""
        return len(state.stock) >= state.ruleset.turn_card

    def stock_note(self, state: GameState) -> str:
        return turn_card_label(state)

    def pile_note(self, state: GameState) -> str:
        return dead_label(state)

    def step_toasts(self, before: GameState, after: GameState) -> list[str]:
        if turn_card_drawn(before, after):
            return [tr("The turn card is drawn: no more bonus cards ({rule}).", rule="MA-1.3")]
        return []

    def threes_label(self, display_side: int, watching: bool) -> str:
        """MA-2.1: every three is laid out, red or black: "Your side's threes"."""
        if watching:
            return tr("Side {n} threes", n=display_side + 1)
        return _("Your side's threes") if display_side == 0 else _("Opponents' threes")

    def turn_lines(self, before: GameState, after: GameState, seat: int,
                   human: int | None) -> list[str]:
        return modern_lines(before, after, seat, human)

    def deal_end_lines(self, after: GameState, human: int | None) -> list[str]:
        return penalty_lines(after, human)

    def three_line(self, action: Action, card: str, player: str | None) -> str:
        """MA-2.1, MA-2.2: every three, red or black, laid out at once or by hand."""
        rule = "MA-2.2" if isinstance(action, LayOut) else "MA-2.1"
        if player is None:
            return tr("You laid out the three {card} ({rule}).", card=card, rule=rule)
        return tr("{player} laid out the three {card} ({rule}).", player=player, card=card,
                  rule=rule)


TABLE = ModernTable()
