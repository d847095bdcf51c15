"""The coach: a review of a player's deal that finds the decisions that cost points,
says why in the game's words and how sure it is (docs/coach.md). Pure Python, on the
rules core (game/rules) and the computer players (game/ai): nothing here draws.

Entry points: :func:`~game.coach.reviewer.review` (one seat's decisions in one deal)
and :func:`~game.coach.reviewer.deal_logs` (a game's action log split into deals)."""

from game.coach.reviewer import (
    ALTERNATIVES,
    THRESHOLD,
    WORLDS,
    DealLog,
    Decision,
    Judged,
    Review,
    Settings,
    deal_logs,
    play_out,
    review,
)

__all__ = ["ALTERNATIVES", "THRESHOLD", "WORLDS", "DealLog", "Decision", "Judged", "Review",
           "Settings", "deal_logs", "play_out", "review"]
