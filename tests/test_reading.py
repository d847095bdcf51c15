"""``python -m game reading`` (game.reading): the share of the other hands' cards a
world places in the right hand, by card and by kind."""

from __future__ import annotations

import json

from game.cli import main
from game.reading import placed, reading
from game.rules import observe
from game.rules.position import setup


def test_placed_counts_cards_by_card_and_by_kind():
    """West truly holds QH/0 and KS/0; a world giving West QH/1 (the other pack's
    queen of hearts) and 5C places it right by kind, not by card."""
    truth = setup("classic", hands={0: "4D 4C", 1: "QH/0 KS/0", 2: "7C 8C", 3: "9C 10C"})
    world = setup("classic", hands={0: "4D 4C", 1: "QH/1 5C", 2: "7C 8C", 3: "9C 10C"})
    view = observe(truth, 0)
    assert placed(view, truth, truth) == (6, 6, 6)
    assert placed(view, truth, world) == (4, 5, 6)


def test_hards_worlds_place_about_a_hands_share(capsys):
    """Dealt at random, a world places some but far from all cards right."""
    result = reading("classic", deals=3, worlds=2)
    assert result["positions"] > 50 and result["worlds"] == 2 * result["positions"]
    by_card, by_kind = result["by card"]["mean"], result["by kind"]["mean"]
    assert 0.03 < by_card <= by_kind < 0.5
    assert main(["reading", "--variant", "pennies", "--deals", "1", "--worlds", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pennies" and out["deals"] == 1


def test_bad_input_exits_2(capsys):
    assert main(["reading", "--deals", "0"]) == 2
    assert "--deals must be at least 1" in capsys.readouterr().err
    assert main(["reading", "--variant", "chess", "--deals", "1"]) == 2
    assert "chess" in capsys.readouterr().err


def test_reading_the_pickups_places_more_cards_right(capsys):
    """CL-5.1: worlds that deal the cards seen taken with the pile to their holder
    (--read) place more cards right by card than worlds dealt blind."""
    assert main(["reading", "--variant", "classic", "--deals", "4", "--worlds", "2"]) == 0
    blind = json.loads(capsys.readouterr().out)
    assert main(["reading", "--variant", "classic", "--deals", "4", "--worlds", "2",
                 "--read"]) == 0
    read = json.loads(capsys.readouterr().out)
    assert (blind["dealt by"], read["dealt by"]) == ("sample_world", "read_world")
    assert read["by card"]["mean"] > blind["by card"]["mean"]
    assert main(["reading", "--variant", "classic", "--deals", "4", "--worlds", "2",
                 "--pickups-only"]) == 0
    pickups = json.loads(capsys.readouterr().out)
    assert pickups["dealt by"] == "known_world"
    assert pickups["by card"]["mean"] > blind["by card"]["mean"]
