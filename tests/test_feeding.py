"""``python -m game feeding``: a discard feeds the next player when it lets them take
a pile of ten or more cards (CL-5.1, CL-5.3) while another discard would not have."""

from __future__ import annotations

import json

import pytest
from rules.scenario import make_state

from game.ai import make_player
from game.ai.hard import HardPlayer
from game.cli import main
from game.feeding import (
    BANDS,
    GUARDS,
    JUDGEMENTS,
    LARGE,
    OPTION_KINDS,
    JudgedOption,
    calibration_of,
    feeding,
    feeds,
    gives_pile,
    judge_feed,
    option_kinds,
    option_risks,
)
from game.rules.actions import Discard, Draw
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe

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


def _unseen_kings_state():
    """The next player holds two of the three kings the player cannot see, and no
    pair of fives or sevens, of which six and seven are unseen (CL-5.1: a natural
    pair and the discard take the pile)."""
    return make_state("classic", hands={0: "KH 5S 7C",
                                        1: "KS KD 9H 9D 4H 6H 8C 10S JS QS AC AD 6C 8D 10H"},
                      pile=PILE, melds={0: ["AH AS AD", "KC KC KH KS"], 1: ["JH JD JC"]},
                      phase=Phase.MELD)


def test_a_guarded_feed_is_judged_as_the_player_saw_it():
    """Hard's guard keeps the king, the card least likely in its worlds to give the
    pile away; in truth the king is the one that does: the feed came from cards the
    player could not see."""
    state = _unseen_kings_state()
    legal = legal_actions(state)
    player = make_player("hard", 0)
    assert isinstance(player, HardPlayer)
    view = observe(state, 0)
    options = player.guard_options(view, legal, legal[0])
    risk = player.discard_risks(view, options)
    assert set(risk) == {"KH", "5S", "7C"}
    assert risk["KH"] < min(risk["5S"], risk["7C"])
    king, five = (next(a for a in legal if isinstance(a, Discard) and a.card.kind == k)
                  for k in ("KH", "5S"))
    assert feeds(state, king, legal) is True
    assert judge_feed(player, state, king, legal) == "safe_looked_riskier"
    assert judge_feed(player, state, five, legal) == "not_least"


def test_feeding_judges_the_feeds_of_a_guarded_level_only():
    """PH-5.4: the first deal of Pennies seeded 1 has a feed by Hard."""
    hard = feeding("pennies", "hard", 1, seed=1)
    assert set(hard["judged"]) == set(JUDGEMENTS)
    assert hard["feeds"] >= 1 and sum(hard["judged"].values()) == hard["feeds"]
    assert "judged" not in feeding("classic", "hard-guard", 1, seed=3)
    assert "judged" not in feeding("classic", "normal", 1, seed=3)


def test_the_options_risks_are_judged_in_fresh_worlds_against_the_truth():
    """CL-5.1: in the unseen-kings position the worlds judge the king the least risky
    discard, and in truth it alone feeds; each risk is a share of the worlds."""
    state = _unseen_kings_state()
    legal = legal_actions(state)
    options = [next(a for a in legal if isinstance(a, Discard) and a.card.kind == k)
               for k in ("KH", "5S", "7C")]
    judged = option_risks(state, 1, options, 64)
    assert [truth for _, truth in judged] == [True, False, False]
    risks = [risk for risk, _ in judged]
    assert all(0 <= r <= 1 for r in risks) and risks[0] < min(risks[1:])
    assert option_risks(state, 1, options, 64) == judged  # the same seed, the same worlds


def test_calibration_bands_the_options_by_risk():
    """Each option falls in the band of its risk (the last band holds a risk of 1);
    ``chosen`` summarizes the chosen discards alone, ``kinds`` each kind of option."""
    judged = [JudgedOption(0.0, False, True, ("passed", "frozen")),
              JudgedOption(0.01, True, False, ("not_passed", "frozen")),
              JudgedOption(0.5, True, True, ("not_passed", "not_frozen")),
              JudgedOption(1.0, True, False)]
    out = calibration_of(judged, 16)
    assert out["worlds"] == 16
    assert [b["from"] for b in out["bands"]] == list(BANDS)
    assert [b["options"] for b in out["bands"]] == [2, 0, 0, 1, 1]
    assert out["bands"][0] == {"from": 0.0, "to": 0.02, "options": 2, "risk": 0.005, "fed": 0.5}
    assert out["bands"][1]["risk"] is None and out["bands"][4]["to"] == 1.0
    assert out["chosen"] == {"options": 2, "risk": 0.25, "fed": 0.5}
    assert set(out["kinds"]) == set(OPTION_KINDS)
    assert out["kinds"]["passed"] == {"options": 1, "risk": 0.0, "fed": 0.0}
    assert out["kinds"]["not_passed"] == {"options": 2, "risk": 0.255, "fed": 1.0}
    assert out["kinds"]["frozen"]["options"] == 2
    assert out["kinds"]["one_in_sight"] == {"options": 0, "risk": None, "fed": None}


def test_an_options_kinds_are_read_from_the_view():
    """The next player's own discard (three from the top with four players) and the
    card it left on top (the fourth) are passed ranks; a wild card in the pile
    freezes it (CL-5.3); the cards of a rank in sight are counted in the pile and
    the melds."""
    state = make_state("classic", hands={0: "6H 9S KH"}, pile="4C 2C 6C 7C 8C KD",
                       melds={1: ["KC KS KD"]}, melded=[True, True], current=0,
                       phase=Phase.MELD)
    view = observe(state, 0)
    legal = legal_actions(state)
    six, nine, king = (next(a for a in legal if isinstance(a, Discard) and a.card.kind == k)
                       for k in ("6H", "9S", "KH"))
    assert option_kinds(view, six) == ("passed", "frozen", "one_in_sight")
    assert option_kinds(view, nine) == ("not_passed", "frozen", "none_in_sight")
    assert option_kinds(view, king) == ("not_passed", "frozen", "more_in_sight")


def test_feeding_calibrates_a_guarded_level_only(capsys):
    """PH-5.4: Hard's guard judges discards in the first deal of Pennies seeded 1;
    every option it weighed is banded, and the chosen ones are among them. A level
    without the guard is refused, in a sentence."""
    result = feeding("pennies", "hard", 1, seed=1, calibrate=16)
    calibration = result["calibration"]
    options = sum(b["options"] for b in calibration["bands"])
    assert calibration["worlds"] == 16
    assert 0 < calibration["chosen"]["options"] < options
    kinds = {kind: summary["options"] for kind, summary in calibration["kinds"].items()}
    assert kinds["passed"] + kinds["not_passed"] == options  # every option told by each
    assert kinds["frozen"] + kinds["not_frozen"] == options
    assert kinds["none_in_sight"] + kinds["one_in_sight"] + kinds["more_in_sight"] == options
    assert "calibration" not in feeding("pennies", "hard", 1, seed=1)
    for level in ("normal", "hard-guard"):
        with pytest.raises(ValueError, match="pile guard"):
            feeding("classic", level, 1, seed=3, calibrate=16)
    assert main(["feeding", "--level", "normal", "--deals", "1", "--calibrate", "8"]) == 2
    assert "pile guard" in capsys.readouterr().err


def test_the_pile_guards_are_set_side_by_side_against_the_truth(capsys):
    """CL-5.3: at each discard of Normal onto a pile that would be a large pickup,
    each guard of GUARDS chooses; the one that sees the next hand lets it take the
    pile only where no option it weighs was safe, and none does better."""
    result = feeding("classic", "normal", 5, seed=1, guards=True)
    compared = result["guards"]
    assert set(compared["fed"]) == {"normal", *GUARDS}
    assert compared["positions"] > compared["safe_at_hand"] > 0
    unavoidable = compared["positions"] - compared["safe_at_hand"]
    assert compared["fed"]["seeing@guard"] == unavoidable
    assert all(unavoidable <= fed <= compared["positions"] for fed in compared["fed"].values())
    assert "guards" not in feeding("classic", "normal", 1, seed=1)
    assert main(["feeding", "--deals", "2", "--guards"]) == 0
    assert '"seeing@guard"' in capsys.readouterr().out
