"""``python -m game feeding``: a discard feeds the next player when it lets them take
a pile of ten or more cards (CL-5.1, CL-5.3) while another discard would not have."""

from __future__ import annotations

import json

from rules.scenario import make_state

from game.cli import main
from game.feeding import LARGE, feeding, feeds, gives_pile
from game.rules.actions import Discard, Draw
from game.rules.legal import legal_actions
from game.rules.state import Phase

PILE = "4C 5D 6S 8H 9C 10D JS QH 4D"  # nine cards, no wild card: not frozen (CL-5.3)


def _state(pile: str = PILE):
    return make_state("classic", hands={0: "KH 5S 7C", 1: "KS KD 9H 9D"}, pile=pile,
                      melds={0: ["AH AS AD"], 1: ["JH JD JC"]}, phase=Phase.MELD)


def test_cl_5_1_a_king_lets_the_next_player_take_the_pile_with_their_pair():
    state = _state()
    legal = legal_actions(state)
    king, five = (next(a for a in legal if isinstance(a, Discard) and a.card.kind == k)
                  for k in ("KH", "5S"))
    assert len(state.pile) + 1 == LARGE
    assert gives_pile(state, king) and not gives_pile(state, five)
    assert feeds(state, king, legal) is True
    assert feeds(state, five, legal) is False


def test_a_small_pile_or_a_move_that_is_no_discard_is_not_counted():
    state = _state("4C 5D 6S")
    legal = legal_actions(state)
    king = next(a for a in legal if isinstance(a, Discard) and a.card.kind == "KH")
    assert feeds(state, king, legal) is None
    assert feeds(_state(), Draw(), legal_actions(_state())) is None


def test_no_safe_discard_means_no_feed():
    """When every discard lets the next player take the pile, none is counted as
    feeding: there was no choice."""
    state = make_state("classic", hands={0: "KH KC", 1: "KS KD 9H 9D"}, pile=PILE,
                       melds={0: ["AH AS AD"], 1: ["JH JD JC"]}, phase=Phase.MELD)
    legal = legal_actions(state)
    king = next(a for a in legal if isinstance(a, Discard))
    assert gives_pile(state, king) and feeds(state, king, legal) is False


def test_feeding_counts_over_deals(capsys):
    result = feeding("classic", "normal", 6, seed=3)
    assert result["deals"] == 6 and result["discards"] > 0
    assert 0 <= result["feeds"] <= result["large_pile_discards"] <= result["discards"]
    assert main(["feeding", "--variant", "classic", "--deals", "2", "--seed", "3"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2
    assert main(["feeding", "--variant", "classic", "--level", "wizard"]) == 2
