"""Scoring a deal: an itemized sheet per side (CL-9, PH-10) and the game's end
(CL-10.1, PH-11.1)."""

from __future__ import annotations

from game.rules.ruleset import RuleSet
from game.rules.state import DealScore, GameState, ScoreLine

_KIND_LABELS = {"natural": "natural canasta", "mixed": "mixed canasta",
                "wild": "wild canasta", "sevens": "sevens canasta",
                "sequence": "sequence canasta"}


def score_sides(state: GameState) -> list[list[ScoreLine]]:
    """The score lines of each side for the deal that just ended."""
    rs = state.ruleset
    value = rs.card_value
    sheets: list[list[ScoreLine]] = []
    for side in range(rs.sides):
        lines: list[ScoreLine] = []
        melds = state.melds[side]
        melded_points = sum(value(c) for m in melds for c in m.cards)
        if melds:
            lines.append(ScoreLine("melded cards", melded_points, rs.rule("melded_points")))
        for kind, bonus in rs.canasta_bonus.items():
            n = sum(1 for m in melds if m.canasta_kind(rs) == kind)
            if n:
                label = _KIND_LABELS.get(kind, kind)
                lines.append(ScoreLine(f"{n} {label}{'s' if n > 1 else ''}", n * bonus,
                                       rs.rule("canasta_bonus")))
        lines += _red_three_lines(state, side)
        if state.went_out is not None and rs.side_of(state.went_out) == side:
            lines.append(ScoreLine("going out", rs.going_out_bonus, rs.rule("going_out_bonus")))
            if rs.concealed_bonus and not state.melded_before_turn:
                lines.append(ScoreLine("concealed going out", rs.concealed_bonus,
                                       rs.rule("concealed_bonus")))
        seats = [s for s in range(rs.players) if rs.side_of(s) == side]
        in_hands = sum(value(c) for s in seats for c in state.hands[s])
        if in_hands:
            lines.append(ScoreLine("cards left in hands", -in_hands, rs.rule("hand_penalty")))
        in_feet = sum(value(c) for s in seats if not state.foot_taken[s]
                      for c in state.feet[s])
        if in_feet:
            lines.append(ScoreLine("feet not picked up", -in_feet, rs.rule("foot_penalty")))
        threes_in_feet = sum(1 for s in seats if not state.foot_taken[s]
                             for c in state.feet[s] if c.is_red_three)
        if threes_in_feet:
            lines.append(ScoreLine(f"{threes_in_feet} red three{'s' if threes_in_feet > 1 else ''}"
                                   " in feet not picked up", -rs.red_three_each * threes_in_feet,
                                   rs.rule("foot_red_threes")))
        sheets.append(lines)
    return sheets


def _red_three_lines(state: GameState, side: int) -> list[ScoreLine]:
    """CL-9.3 (minus when the side melded nothing) or PH-10.4 (minus without a
    sevens canasta); all the deck's red threes score ``red_three_all``."""
    rs = state.ruleset
    n = len(state.red_threes[side])
    if not n:
        return []
    all_threes = rs.packs * 2
    points = rs.red_three_all if n == all_threes else rs.red_three_each * n
    if rs.red_threes == "sevens":
        positive = any(m.canasta_kind(rs) == "sevens" for m in state.melds[side])
        why = "" if positive else " (no sevens canasta)"
    else:
        positive = bool(state.melds[side])
        why = "" if positive else " (no meld)"
    label = f"{n} red three{'s' if n > 1 else ''}{why}"
    return [ScoreLine(label, points if positive else -points, rs.rule("red_three_score"))]


def finish_deal(state: GameState) -> DealScore:
    """Score the ended deal into ``state`` (scores, history, winner, phase) and
    return its sheet (CL-9, CL-10.1, PH-10, PH-11.1)."""
    from game.rules.state import Phase

    rs: RuleSet = state.ruleset
    sheets = score_sides(state)
    totals = tuple(sum(line.points for line in lines) for lines in sheets)
    cumulative = tuple(s + t for s, t in zip(state.scores, totals, strict=True))
    state.scores = list(cumulative)
    score = DealScore(
        deal=state.deal_no,
        lines=tuple(tuple(lines) for lines in sheets),
        totals=totals,
        cumulative=cumulative,
        next_minimums=tuple(rs.initial_minimum(s, state.deal_no + 1) for s in cumulative),
        went_out=state.went_out,
        ended=state.ended,
    )
    state.history.append(score)
    winner = rs.winner(rs, cumulative, state.deal_no)
    if winner is not None:
        state.winner = winner
        state.phase = Phase.GAME_OVER
    else:
        state.phase = Phase.DEAL_OVER
    return score
