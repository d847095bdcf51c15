"""Two mistakes a partner dreads, recognised in a decision: handing the next player a
large pile while a safe discard was at hand, and a wild card laid into a meld of a
rank while the side lacks its wild canasta. ``python -m game feeding`` counts the
first, the coach names both (:mod:`game.coach.reviewer`), and ``python -m game duel
--blunders`` counts both for each side (docs/strength.md, "Partners")."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.hard import LARGE_PILE, gives_pile
from game.rules.actions import Action, Discard, Meld, TakePile
from game.rules.state import GameState, MeldKind
from game.rules.view import PlayerView

BLUNDERS = ("fed_pile", "wild_into_mixed")
"""The names of the mistakes :func:`blunder_of` recognises, in its order."""


def feeds(state: GameState, choice: Action, legal: Sequence[Action]) -> bool | None:
    """Whether the discard ``choice`` (legal in ``state``, the true cards) feeds the
    next player: after it the next player may take the pile and the pickup takes at
    least :data:`~game.ai.hard.LARGE_PILE` cards (CL-5.1, PH-5.4; DH-2.1's top five
    never do), while another legal discard would have left them unable to take it.
    True, False, or None when it is no discard or the pile after it is under
    :data:`~game.ai.hard.LARGE_PILE` cards (nothing to count)."""
    if not isinstance(choice, Discard) or len(state.pile) + 1 < LARGE_PILE:
        return None
    if not gives_pile(state, choice):
        return False
    kinds = {choice.card.kind}
    for action in legal:
        if isinstance(action, Discard) and action.card.kind not in kinds:
            kinds.add(action.card.kind)
            if not gives_pile(state, action):
                return True
    return False


def wild_into_rank_meld(view: PlayerView, action: Action) -> bool:
    """``action`` lays a wild card into a meld of a rank (a mixed meld) in a game
    with melds of wild cards only (PH-3.5, MA-3.5)."""
    if not view.ruleset.wild_melds or not isinstance(action, (Meld, TakePile)):
        return False
    if not any(c.is_wild for c in action.cards):
        return False
    if action.meld is None:
        return any(c.is_natural for c in action.cards)
    target = next((m for m in view.my_melds if m.id == action.meld), None)
    return target is not None and target.kind is MeldKind.RANK


def lacks_wild_canasta(view: PlayerView) -> bool:
    """The seat's side has no wild canasta yet (PH-3.5, PH-8)."""
    rs = view.ruleset
    return not any(rs.canasta_kind(m) == "wild" for m in view.my_melds)


def blunder_of(state: GameState, view: PlayerView, legal: Sequence[Action],
               action: Action) -> int | None:
    """Which of :data:`BLUNDERS` ``action`` (legal in ``state``, chosen from the
    seat's ``view``) is, as an index into it, or None: a discard that feeds the next
    player (:func:`feeds`, judged in the true cards; CL-5.1, PH-5.4), or a wild card
    into a meld of a rank while the side lacks its wild canasta
    (:func:`wild_into_rank_meld`, PH-3.5, MA-3.5)."""
    if isinstance(action, Discard):
        return 0 if feeds(state, action, legal) else None
    if wild_into_rank_meld(view, action) and lacks_wild_canasta(view):
        return 1
    return None
