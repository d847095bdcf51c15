"""``python -m game review``: a saved game's deal or a deal played at once, reviewed
by the coach; bad input exits 2 with one line."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.coach import THRESHOLD, WORLDS
from tests.coach.saved import save_deals

DECISION_KEYS = {"index", "turn", "seat", "position", "played", "suggested", "cost",
                 "interval", "grade", "kind", "words", "rules", "worlds"}


@pytest.fixture
def saved_game(tmp_path):
    """A Classic game saved by the game's own code: the first deal played to its end
    (the human in seat 2 played by Easy), the second begun."""
    return save_deals(tmp_path, ended=1, seed=4)


def test_review_of_a_save_reviews_the_human_in_the_last_finished_deal(saved_game, capsys):
    assert main(["review", str(saved_game), "--worlds", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "classic" and out["deal"] == 1 and out["seat"] == 2
    assert out["worlds"] == 3 and out["threshold"] == 30 and out["judged"] > 0
    assert out["seconds"] >= 0
    for decision in out["decisions"]:
        assert set(decision) == DECISION_KEYS
        assert decision["interval"][0] > 30 and decision["seat"] == 2
        assert decision["rules"] and all(r.startswith(("CL-", "G-")) for r in decision["rules"])


def test_review_of_a_save_as_sentences(saved_game, capsys):
    assert main(["review", str(saved_game), "--worlds", "3", "--seat", "1",
                 "--threshold", "-100000"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Classic Canasta, deal 1, seat 1:")
    assert "at 95 percent confidence" in out


def test_the_help_names_the_coachs_defaults(capsys):
    from game.cli import build_parser

    with pytest.raises(SystemExit):
        build_parser().parse_args(["review", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"(default {WORLDS})" in text and f"(default {THRESHOLD:g})" in text


def test_review_play_reviews_seat_0_of_one_deal(capsys):
    assert main(["review", "--play", "easy", "--variant", "classic", "--seed", "2",
                 "--worlds", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["deal"] == 1 and out["judged"] > 0
    assert all(set(d) == DECISION_KEYS for d in out["decisions"])


def test_review_in_hungarian(saved_game, capsys):
    assert main(["review", str(saved_game), "--worlds", "2", "--lang", "hu"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Klasszikus kanaszta, 1. leosztás, 2. hely: ")
    assert "döntés mérlegelve" in out


@pytest.mark.parametrize("args, words", [
    (["--deal", "7"], "this game has no deal 7 (deals 1 to 2)"),
    (["--seat", "4"], "seat 4 is out of range: seats 0 to 3"),
    (["--worlds", "1"], "--worlds must be at least 2"),
    (["--play", "easy"], "give a save file or --play, not both"),
])
def test_bad_review_arguments_exit_2_with_one_line(saved_game, capsys, args, words):
    assert main(["review", str(saved_game), *args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"canasta-table: error: {words}"]


def test_a_bad_file_or_level_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["review", str(bad)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert main(["review", "--play", "grandmaster"]) == 2
    assert "unknown level 'grandmaster'" in capsys.readouterr().err
    assert main(["review"]) == 2
    assert "give a save file, or --play LEVEL" in capsys.readouterr().err
    assert main(["review", "--play", "easy", "--variant", "classic", "--players", "9"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert main(["review", "--play", "easy", "--seat", "4", "--worlds", "2"]) == 2
    assert "seat 4 is out of range: seats 0 to 3" in capsys.readouterr().err
    assert main(["review", "--play", "easy", "--variant", "classic", "--players", "9",
                 "--lang", "hu"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
