"""``python -m game coach-measure``: records one JSON object a line, goes on from
where its file stops, summarizes record files; bad input exits 2 with one line."""

from __future__ import annotations

import json

from game.cli import main


def test_records_go_on_from_where_the_file_stops_and_are_summarized(tmp_path, capsys):
    out = tmp_path / "coach.jsonl"
    args = ["coach-measure", "--variant", "classic", "--seed", "3", "--worlds", "2",
            "--levels", "easy", "--out", str(out)]
    assert main([*args, "--deals", "1"]) == 0
    first = out.read_text().splitlines()
    assert [json.loads(line)["seed"] for line in first] == [3]
    assert main([*args, "--deals", "2"]) == 0  # seed 3 is in the file: only seed 4 is played
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["seed"] for r in records] == [3, 4]
    assert records[0] == json.loads(first[0])
    assert all("realized" in f for r in records for f in r["shown"])
    capsys.readouterr()
    assert main(["coach-measure", "--summary", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["classic"]["easy"]["deals"] == 2


def test_bad_input_exits_2_with_one_line(tmp_path, capsys):
    assert main(["coach-measure", "--levels", "grandmaster", "--deals", "1"]) == 2
    assert "unknown level 'grandmaster'" in capsys.readouterr().err
    assert main(["coach-measure", "--deals", "0"]) == 2
    assert "--deals must be at least 1" in capsys.readouterr().err
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{not json\n")
    assert main(["coach-measure", "--summary", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and len(err.strip().splitlines()) == 1


def test_live_records_time_the_live_coach_before_each_discard_and_pickup(tmp_path):
    out = tmp_path / "live.jsonl"
    assert main(["coach-measure", "--variant", "classic", "--seed", "3", "--deals", "1",
                 "--live", "--out", str(out)]) == 0
    record = json.loads(out.read_text())
    assert set(record) == {"game", "seed", "level", "live", "warned"}
    assert len(record["live"]) >= 5 and all(t > 0 for t in record["live"])
    assert 0 <= record["warned"] <= len(record["live"])
