"""Scoring a deal: an itemized sheet per side (CL-9, PH-10) and the game's end
(CL-10.1, PH-11.1)."""

from __future__ import annotations

from game.rules.context import Context
from game.rules.messages import N_, NN_, Refusal
from game.rules.ruleset import RuleSet
from game.rules.state import DealScore, GameState, ScoreLine

_KIND_LABELS = {"natural": NN_("{n} natural canasta", "{n} natural canastas"),
                "mixed": NN_("{n} mixed canasta", "{n} mixed canastas"),
                "wild": NN_("{n} wild canasta", "{n} wild canastas"),
                "sevens": NN_("{n} sevens canasta", "{n} sevens canastas"),
                "sequence": NN_("{n} sequence canasta", "{n} sequence canastas")}
"""The canasta-bonus labels by kind, singular and plural (CL-9.2), in the game's own
words (:meth:`RuleSet.says_n`: RR-2.2's red and black canastas)."""

_MELDED = Refusal(N_("melded cards"))
_GOING_OUT = Refusal(N_("going out"))
_CONCEALED = Refusal(N_("concealed going out"))
_IN_HANDS = Refusal(N_("cards left in hands"))
_IN_FEET = N_("feet not picked up")


def score_sides(state: GameState) -> list[list[ScoreLine]]:
    """The score lines of each side for the deal that just ended: the RuleSet's
    ``score_side`` hook, the standard sheet by default."""
    rs = state.ruleset
    hook = rs.score_side or standard_score_side
    first = {rs.side_of(s): s for s in reversed(range(rs.players))}
    return [hook(state.context(first[side])) for side in range(rs.sides)]


def standard_score_side(ctx: Context) -> list[ScoreLine]:
    """The sheet of the side of ``ctx`` (CL-9, PH-10, DH-8.1, BH-9): melded cards,
    canasta bonuses, red threes, going out, minus hands and unpicked feet."""
    rs = ctx.ruleset
    value = rs.card_value
    lines: list[ScoreLine] = []
    melds = ctx.melds
    if melds:
        lines.append(ScoreLine(_MELDED, sum(value(c) for m in melds for c in m.cards),
                               rs.rule("melded_points")))
    for kind, bonus in rs.canasta_bonus.items():
        n = sum(1 for m in melds if rs.canasta_kind(m) == kind)
        if n:
            forms = rs.says_n(_KIND_LABELS.get(kind) or (f"{{n}} {kind} canasta",
                                                        f"{{n}} {kind} canastas"))
            lines.append(ScoreLine(Refusal.counted(forms, n), n * bonus,
                                   rs.rule("canasta_bonus")))
    lines += _red_three_lines(ctx)
    if ctx.went_out is not None and rs.side_of(ctx.went_out) == ctx.side:
        lines.append(ScoreLine(_GOING_OUT, rs.going_out_bonus, rs.rule("going_out_bonus")))
        if rs.concealed_bonus and not ctx.melded_before_turn:
            lines.append(ScoreLine(_CONCEALED, rs.concealed_bonus,
                                   rs.rule("concealed_bonus")))
    seats = ctx.side_seats
    in_hands = sum(value(c) for s in seats for c in ctx.hand_of(s))
    if in_hands:
        lines.append(ScoreLine(_IN_HANDS, -in_hands, rs.rule("hand_penalty")))
    feet = [c for s in seats for c in ctx.foot_of(s)]
    in_feet = sum(value(c) for c in feet)
    if in_feet:
        lines.append(ScoreLine(Refusal(rs.says(_IN_FEET)), -in_feet,  # RR-1.2: kitties
                               rs.rule("foot_penalty")))
    threes = sum(1 for c in feet if c.is_red_three)
    each = -rs.red_three_each if rs.foot_red_three_each is None else rs.foot_red_three_each
    if threes and each:  # PH-10.4; RR-4.3: nothing (RR-7.2: + 100 each)
        forms = rs.says_n(NN_("{n} red three in feet not picked up",
                              "{n} red threes in feet not picked up"))
        lines.append(ScoreLine(Refusal.counted(forms, threes), each * threes,
                               rs.rule("foot_red_threes")))
    return lines


def _red_three_lines(ctx: Context) -> list[ScoreLine]:
    """CL-9.3 (minus when the side melded nothing), PH-10.4 (minus without a
    sevens canasta) or RR-4.1 (always plus); all the deck's red threes score
    ``red_three_all`` where the game has that bonus."""
    rs = ctx.ruleset
    n = len(ctx.red_threes)
    if not n:
        return []
    points = (rs.red_three_all if n == rs.packs * 2 and rs.red_three_all is not None
              else rs.red_three_each * n)
    if rs.red_threes == "always":  # RR-4.1: never against the side
        return [ScoreLine(Refusal.counted(NN_("{n} red three", "{n} red threes"), n), points,
                          rs.rule("red_three_score"))]
    if rs.red_threes == "sevens":
        positive = ctx.sevens_canasta()
        forms = (NN_("{n} red three", "{n} red threes") if positive else
                 NN_("{n} red three (no sevens canasta)", "{n} red threes (no sevens canasta)"))
    else:
        positive = bool(ctx.melds)
        forms = (NN_("{n} red three", "{n} red threes") if positive
                 else NN_("{n} red three (no meld)", "{n} red threes (no meld)"))
    label = Refusal.counted(forms, n)
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
