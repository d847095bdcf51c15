"""The coach's measurements (game.coach.measure, docs/coach.md): a realized cost is
the coach's line against the move made from the true position, played on alike;
the summary computes its means, intervals, shares and correlation from records."""

from __future__ import annotations

import pytest

from game.coach import DealLog, Settings
from game.coach.measure import finish, measure_deal, realized_cost, state_at, summarize
from tests.coach.test_review import discard, planted


def test_the_realized_cost_replays_both_lines_from_the_true_position():
    """CL-5.2: from the planted position, both lines are played on by the same
    players with the same random numbers: the same line twice costs nothing, and the
    cost is the difference of the two results."""
    state = planted(seed=3)
    king, three = discard(state, "KH"), discard(state, "3S")
    log = DealLog(state, (king,))
    assert state_at(log, 0).fingerprint() == state.fingerprint()
    assert realized_cost(log, 0, [king], [king], "easy", "t") == 0.0
    made, coach = finish(state, [king], "easy", "t"), finish(state, [three], "easy", "t")
    assert realized_cost(log, 0, [king], [three], "easy", "t") == coach - made
    assert made != coach


def test_a_measured_deal_records_its_review_and_replays_every_shown_decision():
    every = Settings(worlds=4, threshold=-1e9)
    record = measure_deal("classic", 3, "easy", calibrate=True, settings=every)
    assert record["game"] == "classic" and record["level"] == "easy"
    assert record["judged"] == len(record["shown"]) > 0
    assert record["cpu"] > 0
    for shown in record["shown"]:
        assert shown["low"] <= shown["cost"] <= shown["high"]
        assert isinstance(shown["realized"], float)
    quiet = measure_deal("classic", 3, "easy", calibrate=False, settings=every)
    assert all("realized" not in s for s in quiet["shown"])


def test_the_summary_of_records():
    def flag(cost: float, realized: float, grade: str = "mistake") -> dict[str, object]:
        return {"index": 1, "kind": "general", "grade": grade, "cost": cost, "low": cost - 50,
                "high": cost + 50, "realized": realized}

    records = [
        {"game": "classic", "seed": 1, "level": "easy", "cpu": 2.0, "judged": 5,
         "shown": [flag(100, 80), flag(200, 250, "blunder")]},
        {"game": "classic", "seed": 2, "level": "easy", "cpu": 4.0, "judged": 7,
         "shown": [flag(150, -20)]},
        {"game": "classic", "seed": 1, "level": "easy", "live": [0.5, 0.8, 0.2], "warned": 1},
        {"game": "classic", "seed": 1, "level": "hard", "cpu": 3.0, "judged": 6, "shown": []},
    ]
    out = summarize(records)["classic"]
    easy, hard = out["easy"], out["hard"]
    calibration = easy["calibration"]
    assert calibration["flags"] == 3
    assert calibration["realized"]["mean"] == pytest.approx(103.3, abs=0.05)
    assert calibration["share realized above 0"] == pytest.approx(0.667, abs=0.001)
    assert calibration["share realized 0"] == 0
    assert calibration["share realized below 0"] == pytest.approx(0.333, abs=0.001)
    assert 0 < calibration["correlation"] < 1
    assert calibration["by grade"]["blunder"]["mean"] == 250
    assert easy["discrimination"]["shown per deal"]["mean"] == 1.5
    assert easy["discrimination"]["estimated cost per deal"]["mean"] == 225
    assert easy["time"] == {"median": 3.0, "worst": 4.0, "p90": 4.0}
    assert easy["live coach"] == {"deals": 1, "moves": 3, "median": 0.5, "p99": 0.8,
                                  "worst": 0.8, "warned": 1}
    assert easy["deals"] == 2  # the live coach's record is not a reviewed deal
    assert hard["discrimination"]["shown per deal"]["mean"] == 0
    assert "live coach" not in hard
    assert "calibration" not in hard
