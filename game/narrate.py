"""Sentences for the game log: what a move did, as a player at the table saw it
("West took the pile: 12 cards, with 8♠ 8♦"). Pure Python."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.actions import (
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
from game.rules.cards import cards_str
from game.rules.melds import rank_name
from game.rules.state import DealScore, GameState, Move

SEAT_NAMES = {
    4: ("South", "West", "North", "East"),
    6: ("South", "South-west", "North-west", "North", "North-east", "South-east"),
}


def seat_name(players: int, seat: int, human: int | None = 0) -> str:
    """A compass name for ``seat`` at a table of ``players`` ("You" for the human)."""
    if human is not None and seat == human:
        return "You"
    names = SEAT_NAMES.get(players)
    if names is None:
        return f"Player {seat + 1}"
    return names[(seat - (human or 0)) % players]


def side_name(state_or_players: GameState | int, side: int, human: int | None = 0) -> str:
    """"Your side" / "Their side" in partnerships."""
    if human is not None:
        players = (state_or_players if isinstance(state_or_players, int)
                   else state_or_players.ruleset.players)
        if side == human % 2 and players % 2 == 0:
            return "Your side"
        return "Their side"
    return f"Side {side + 1}"


def narrate(before: GameState, action: Action, after: GameState, moves: Sequence[Move],
            human: int | None = 0) -> list[str]:
    """The log lines for ``action`` taken in ``before`` (one or more sentences)."""
    rs = before.ruleset
    seat = before.to_act
    who = seat_name(rs.players, seat, human)
    you = who == "You"
    lines: list[str] = []
    threes = [m for m in moves if m.dst.startswith("threes:")]
    if isinstance(action, Draw):
        if not before.stock:
            lines.append(f"{who} could not draw: the stock is empty.")
        else:
            drawn = [m.card for m in moves if m.src == "stock" and m.dst == f"hand:{seat}"]
            n = len(drawn) - sum(1 for m in threes if m.src == f"hand:{seat}")
            if you:
                shown = [c for c in drawn if not c.is_red_three]
                lines.append(f"You drew {cards_str(shown, True) or 'nothing'}.")
            else:
                lines.append(f"{who} drew {max(n, 0) or len(drawn)} card"
                             f"{'' if n == 1 else 's'}.")
    elif isinstance(action, TakePile):
        top = before.top
        size = len(before.pile)
        with_cards = cards_str(action.cards, True)
        lines.append(f"{who} took the pile: {size} card{'s' if size != 1 else ''}, "
                     f"{top.symbol() if top else ''} with {with_cards or 'a meld'}.")
    elif isinstance(action, Meld):
        cards = cards_str(action.cards, True)
        if action.meld is None:
            lines.append(f"{who} melded {cards}.")
        else:
            meld = next((m for side in before.melds for m in side if m.id == action.meld), None)
            name = rank_name(meld.rank) if meld else "a meld"
            lines.append(f"{who} added {cards} to the {name}.")
        for side in after.melds:
            for m in side:
                old = next((o for o in before.melds[m.side] if o.id == m.id), None)
                if m.is_canasta and (old is None or not old.is_canasta):
                    lines.append(canasta_sentence(m.canasta_kind(rs), m.rank))
    elif isinstance(action, Discard):
        lines.append(f"{who} discarded {action.card.symbol()}"
                     f"{' (the pile is frozen)' if action.card.is_wild else ''}.")
        picked = [m for m in moves if m.src == f"foot:{seat}"]
        if picked:
            lines.append(f"{who} picked up {'your' if you else 'the'} foot "
                         f"({len(picked)} cards).")
    elif isinstance(action, UndoTurn):
        lines.append(f"{who} took back this turn's melds.")
    elif isinstance(action, AskPartner):
        partner = seat_name(rs.players, action.partner, human)
        lines.append(f"{who} asked {'you' if partner == 'You' else partner}: "
                     "\u201cMay I go out?\u201d")
    elif isinstance(action, Answer):
        lines.append(f"{who} answered {'yes' if action.yes else 'no'}.")
    elif isinstance(action, EndPlay):
        lines.append(f"{who} has no legal discard: the play ends.")
    elif isinstance(action, NextDeal):
        lines.append(f"Deal {after.deal_no}: {seat_name(rs.players, after.dealer, human)} "
                     f"dealt.")
    for move in threes:
        owner = int(move.src.split(":")[1]) if move.src.startswith("hand:") else seat
        name = seat_name(rs.players, owner, human)
        lines.append(f"{name} laid out the red three {move.card.symbol()}.")
    if after.history and len(after.history) > len(before.history):
        lines.append(deal_summary(after.history[-1], after, human))
    return lines


def canasta_sentence(kind: str | None, rank: int) -> str:
    """The log line for a canasta just completed, by ``kind`` (as
    ``TableMeld.canasta_kind`` gives it) and rank: "A natural canasta of kings!",
    "A mixed canasta of aces!", "A canasta of wild cards!", "A canasta of sevens!"
    (a wild or sevens canasta is named by its rank alone, CL-4.4, PH-3.7)."""
    if kind in ("natural", "mixed"):
        return f"A {kind} canasta of {rank_name(rank)}!"
    return f"A canasta of {rank_name(rank)}!"


def deal_summary(score: DealScore, state: GameState, human: int | None = 0) -> str:
    """"The deal is over: South went out. Your side 1230, their side 455."""
    rs = state.ruleset
    why = (f"{seat_name(rs.players, score.went_out, human)} went out"
           if score.went_out is not None else score.ended)
    parts = [f"{side_name(state, s, human)} {t:+d}" for s, t in enumerate(score.totals)]
    return f"Deal {score.deal} is over: {why}. " + ", ".join(parts) + "."


def score_sheet_lines(score: DealScore, state: GameState, human: int | None = 0) -> list[str]:
    """The score sheet of a deal as text: each side's itemized lines (label, points,
    rule id), the deal total, the cumulative total and the next initial-meld minimum."""
    out = [f"Score sheet, deal {score.deal}"]
    for side, lines in enumerate(score.lines):
        out.append(f"  {side_name(state, side, human)}")
        for line in lines:
            out.append(f"    {line.label:<36} {line.points:>7}  ({line.rule})")
        out.append(f"    {'deal total':<36} {score.totals[side]:>7}")
        out.append(f"    {'cumulative':<36} {score.cumulative[side]:>7}")
        out.append(f"    {'next initial meld minimum':<36} {score.next_minimums[side]:>7}")
    return out
