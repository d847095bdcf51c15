"""``python -m game departures`` (game.departures): where Hard and the seeing reference
leave Normal's choice, and what each departure is worth in truth and in Hard's
worlds."""

from __future__ import annotations

import json

import pytest

from game.ai.hard import HardPlayer
from game.cli import main
from game.departures import KINDS, deal_departures, departures, kind_of, summarize, worth
from game.rules import legal_actions, observe
from game.rules.actions import Discard, Draw, TakePile
from game.rules.position import setup
from game.rules.state import Phase


def _discards(legal):
    return [a for a in legal if isinstance(a, Discard)]


def test_kind_of_names_each_departure():
    """CL-5: taking the pile where Normal draws is ``take``, the reverse ``draw``; a
    discard other than Normal's is ``discard``, or ``guard`` where the pile guard
    changed it; Normal's own choice is no departure."""
    state = setup("classic", hands={0: "7H 7C 9S KD", 1: "4C 5C", 2: "6C 8C", 3: "9C 10C"},
                  pile="5D 7D", melds={0: ["KH KC KS"]})
    view, legal = observe(state, 0), legal_actions(state)
    hard = HardPlayer("t")
    take = next(a for a in legal if isinstance(a, TakePile))
    assert kind_of(hard, view, legal, Draw(), Draw(), False) is None
    assert kind_of(hard, view, legal, Draw(), take, False) == "take"
    assert kind_of(hard, view, legal, take, Draw(), False) == "draw"
    melding = setup("classic", hands={0: "7H 9S KD", 1: "4C 5C", 2: "6C 8C", 3: "9C 10C"},
                    phase=Phase.MELD)
    view, legal = observe(melding, 0), legal_actions(melding)
    first, second = _discards(legal)[:2]
    assert kind_of(hard, view, legal, first, second, False) == "discard"
    assert set(KINDS) == {"take", "draw", "guard", "discard", "other"}


def test_worth_is_the_mean_difference_in_the_worlds_dealt():
    """A departure played against itself is worth 0 in every world; a deal function
    that finds no world gives None."""
    state = setup("classic", hands={0: "7H 9S KD", 1: "4C 5C 6D", 2: "6C 8C 8D",
                                    3: "9C 10C JD"}, phase=Phase.MELD)
    view = observe(state, 0)
    discard = _discards(legal_actions(state))[0]
    assert worth(view, discard, discard, lambda rng: state, 3, None, "t") == 0.0
    assert worth(view, discard, discard, lambda rng: None, 3, None, "t") is None


def test_summary_counts_departures_by_kind_and_a_deal():
    """Two deals: Hard took the pile once (+100 in truth) and changed a discard once
    (-20); the seeing reference alone changed a discard at a third position (+60)."""
    def row(hard, seeing):
        def side(found):
            if found is None:
                return {"kind": None, "choice": "", "truth": None, "hard's worlds": None}
            kind, truth, seen = found
            return {"kind": kind, "choice": "", "truth": truth, "hard's worlds": seen}
        return {"hard": side(hard), "seeing": side(seeing)}

    rows = [row(("take", 100.0, 40.0), ("take", 100.0, 40.0)),
            row(("discard", -20.0, 30.0), None),
            row(None, ("discard", 60.0, -2.0))]
    out = summarize(rows, deals=2)
    assert out["hard"]["all"]["departures"] == 2
    assert out["hard"]["all"]["a deal in truth"] == 40.0
    assert out["hard"]["take"]["each in truth"] == 100.0
    assert out["hard"]["discard"]["each in hard's worlds"] == 30.0
    assert out["seeing"]["all"]["a deal in truth"] == 80.0
    assert out["seeing alone"]["all"]["departures"] == 1
    assert out["seeing alone"]["discard"] == {
        "departures": 1, "a deal in truth": 30.0, "each in truth": 60.0,
        "95% half-interval": None, "each in hard's worlds": -2.0}
    assert "take" not in out["seeing alone"]


def test_a_deal_judges_every_departure_of_hards_side():
    """Every row is a position of Hard's side (side seed % 2 holds Hard) where Hard
    or the seeing reference left Normal's choice; each departure is judged in both
    sorts of world, a choice that is Normal's in neither."""
    rows = deal_departures(("classic", None, 1, 1))
    assert rows
    for row in rows:
        kinds = [row[level]["kind"] for level in ("hard", "seeing")]
        assert any(kinds)
        for level, kind in zip(("hard", "seeing"), kinds, strict=True):
            judged = (row[level]["truth"], row[level]["hard's worlds"])
            if kind is None:
                assert judged == (None, None) and row[level]["choice"] == row["normal"]
            else:
                assert kind in KINDS and row[level]["choice"] != row["normal"]
                assert all(isinstance(x, float) for x in judged)


def test_the_command_prints_the_table_and_refuses_bad_input(capsys):
    assert main(["departures", "--deals", "1", "--worlds", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "classic" and out["deals"] == 1
    assert set(out) >= {"hard", "seeing", "seeing alone"}
    assert main(["departures", "--deals", "0"]) == 2
    assert "--deals must be at least 1" in capsys.readouterr().err
    assert main(["departures", "--variant", "railroad", "--players", "3", "--deals", "1"]) == 2
    assert capsys.readouterr().err
    with pytest.raises(ValueError):
        departures("classic", 1, worlds=0)
