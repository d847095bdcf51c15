"""Normal's plans beyond baseline, each kept because ``python -m game duel`` showed
it helps (figures in README.md)."""

from __future__ import annotations

from rules.scenario import make_state

from game.ai import HeuristicPlayer
from game.rules.actions import Meld
from game.rules.cards import JOKER
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe


def choose(level: str, state, seat: int = 0):
    return HeuristicPlayer(level, 1).choose(observe(state, seat), legal_actions(state))


def test_pennies_keeps_wild_cards_for_the_missing_wild_canasta():
    """PH-3.7, PH-8.1: lacking the wild canasta (the mixed one made), Normal lays
    its wild cards on the meld of wild cards, where baseline completes a second
    mixed canasta with them."""
    state = make_state("pennies", hands={0: "2C 2D 9H 4S 5C KD 8H 10S 6C JH"},
                       melds={0: ["2H 2S JK", "QH QS QD QC QH", "KH KS KD KC KH 2H 2S"]},
                       phase=Phase.MELD)
    view = observe(state, 0)
    wild_meld = next(m.id for m in view.my_melds if m.rank == JOKER)
    wild_on_naturals = [a for a in legal_actions(state) if isinstance(a, Meld)
                        and a.meld not in (None, wild_meld) and any(c.is_wild for c in a.cards)]
    assert wild_on_naturals
    assert choose("baseline", state) in wild_on_naturals
    assert choose("normal", state) not in wild_on_naturals
