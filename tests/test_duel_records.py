"""Duel record files (``duel --out``: one JSON line a deal, resumed where they stop),
the share of a gap from two of them (``python -m game gap``, a paired bootstrap),
a level for each seat of a side (``normal/hard``) and the blunders a duel counts."""

from __future__ import annotations

import json

import pytest

from game.ai.blunders import BLUNDERS
from game.cli import main
from game.duel import duel, gap, load_records, play_deal, seat_levels
from game.rules.games import get_ruleset
from tests.test_duel import without_timing as settled


def test_a_record_file_resumes_where_it_stops_and_gives_the_same_summary(tmp_path):
    """Two deals, then four: the first two are read back, not played again, and the
    summary equals that of one run of four deals."""
    out = tmp_path / "duel.jsonl"
    duel("classic", "normal", "easy", 2, seed=3, out=out)
    assert len(out.read_text().splitlines()) == 2
    resumed = duel("classic", "normal", "easy", 4, seed=3, out=out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["seed"] for line in lines] == [3, 4, 5, 6]
    assert settled(resumed) == settled(duel("classic", "normal", "easy", 4, seed=3))
    again = duel("classic", "normal", "easy", 4, seed=3, out=out)
    assert len(out.read_text().splitlines()) == 4 and again["plays_per_second"] is None
    assert set(load_records(out)) == {3, 4, 5, 6}


def test_a_line_cut_off_by_a_stopped_run_is_played_again(tmp_path):
    """A run stopped while writing its last line leaves it without its end: that deal
    is left out when the file is read, cut off before the next is written, and played
    again; the deals before it are kept."""
    out = tmp_path / "duel.jsonl"
    duel("classic", "normal", "easy", 2, seed=3, out=out)
    whole = out.read_text()
    out.write_text(whole[:-40])  # the second line cut off
    assert set(load_records(out)) == {3}
    again = duel("classic", "normal", "easy", 2, seed=3, out=out)
    lines = out.read_text().splitlines()
    assert len(lines) == 2 and lines[0] == whole.splitlines()[0]
    assert [json.loads(line)["seed"] for line in lines] == [3, 4]
    assert settled(again) == settled(duel("classic", "normal", "easy", 2, seed=3))


def test_a_record_file_of_another_duel_or_not_of_records_is_refused(tmp_path, capsys):
    out = tmp_path / "duel.jsonl"
    duel("classic", "normal", "easy", 1, seed=3, out=out)
    before = out.read_text()
    with pytest.raises(ValueError, match="records another duel"):
        duel("classic", "hard", "easy", 1, seed=3, out=out)
    with pytest.raises(ValueError, match="records another duel"):
        duel("pennies", "normal", "easy", 1, seed=3, out=out)
    assert out.read_text() == before  # nothing played, nothing written
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"seed": 1}\n')
    with pytest.raises(ValueError, match="line 1 of .* is not a duel's record"):
        load_records(bad)
    assert main(["duel", "--a", "normal", "--b", "easy", "--deals", "1", "--out",
                 str(bad)]) == 2
    assert "is not a duel's record" in capsys.readouterr().err


def test_the_share_of_a_gap_with_its_paired_bootstrap(tmp_path, capsys):
    """The share is the ratio of the two duels' means on their common seeds; a duel
    measured against itself closes exactly all of its gap, every resample too."""
    near, far = tmp_path / "near.jsonl", tmp_path / "far.jsonl"
    duel("pennies", "easy", "random", 3, seed=1, out=near)
    duel("pennies", "normal", "random", 4, seed=1, out=far)
    result = gap(near, far, reps=200)
    assert result["deals"] == 3 and result["seeds"] == [1, 3]
    one = duel("pennies", "easy", "random", 3, seed=1)["mean"]
    two = duel("pennies", "normal", "random", 3, seed=1)["mean"]
    assert result["closer"]["mean"] == one and result["reference"]["mean"] == two
    assert result["share"] == pytest.approx(one / two, abs=1e-3)
    # deal by deal: the mean of the differences is the difference of the means
    assert result["difference"]["mean"] == pytest.approx(one - two, abs=0.11)
    low, high = result["difference"]["ci95"]
    assert low < result["difference"]["mean"] < high
    low, high = result["share_ci95"]
    assert low <= result["share"] <= high
    itself = gap(far, far, reps=50)
    assert itself["share_ci95"] == [1.0, 1.0]
    assert itself["difference"] == {"mean": 0.0, "ci95": [0.0, 0.0]}
    assert main(["gap", str(near), str(far), "--bootstrap", "50"]) == 0
    out = capsys.readouterr().out
    assert "of the gap" in out
    assert f"deal by deal: {result['difference']['mean']} a deal" in out


def test_a_gap_between_duels_of_other_games_or_no_common_seed_is_refused(tmp_path):
    one, two, three = (tmp_path / f"{n}.jsonl" for n in ("one", "two", "three"))
    duel("classic", "easy", "random", 1, seed=1, out=one)
    duel("pennies", "easy", "random", 1, seed=1, out=two)
    duel("classic", "normal", "random", 1, seed=5, out=three)
    with pytest.raises(ValueError, match="not duels of the same game"):
        gap(one, two)
    with pytest.raises(ValueError, match="no deal of the same seed"):
        gap(one, three)
    assert main(["gap", str(one), str(tmp_path / "missing.jsonl")]) == 2


def test_a_level_for_each_seat_of_a_side():
    """``normal/hard``: the side's first seat Normal, its partner Hard (CL-2.1,
    partners sit across); the other side's seats take its one level."""
    rs = get_ruleset("classic")
    assert seat_levels(("normal/hard", "easy"), rs, 0) == ["normal", "easy", "hard", "easy"]
    assert seat_levels(("normal/hard", "easy"), rs, 1) == ["easy", "normal", "easy", "hard"]
    pennies = get_ruleset("pennies")  # six players, three to a side (PH-2.1)
    assert seat_levels(("a/b", "c"), pennies, 0) == ["a", "c", "b", "c", "a", "c"]
    with pytest.raises(ValueError, match="unknown computer level"):
        duel("classic", "normal/expertise", "normal", 1)


def test_a_partner_level_plays_its_seat_only():
    """(Normal + Normal) against Normal is Normal against itself: exactly even; with
    a Hard partner some deal ends otherwise."""
    even = duel("classic", "normal/normal", "normal", 2, seed=7)
    assert even["mean"] == 0 and even["sd"] == 0
    rs = get_ruleset("classic")
    ends = [((m.a, m.b), (p.a, p.b)) for m, p in
            ((play_deal(rs, s, ("normal/hard", "normal"), 0),
              play_deal(rs, s, ("normal", "normal"), 0)) for s in range(1, 5))]
    assert any(mixed != plain for mixed, plain in ends)


def test_a_duel_counts_each_sides_blunders_per_100_plays():
    """Random play feeds the pile and spends wild cards in mixed melds often; the
    counts are per side and per 100 plays, and absent unless asked for."""
    result = duel("pennies", "random", "normal", 2, seed=2, blunders=True)
    counted = result["blunders_per_100"]
    assert set(counted["a"]) == set(BLUNDERS) == set(counted["b"])
    assert counted["a"]["wild_into_mixed"] > counted["b"]["wild_into_mixed"]
    assert sum(counted["a"].values()) > 0
    assert "blunders_per_100" not in duel("pennies", "random", "normal", 1, seed=2)
    play = play_deal(get_ruleset("pennies"), 2, ("random", "normal"), 0, blunders=True)
    assert len(play.blunders) == 2 and all(len(side) == len(BLUNDERS) for side in play.blunders)


def test_a_duel_read_whole_from_its_record_plays_nothing_and_shows_no_rate(tmp_path, capsys):
    """Asked again for deals its record file holds, a duel plays none: its summary is
    the record's, with "–" for the plays a second it did not measure."""
    out = tmp_path / "duel.jsonl"
    command = ["duel", "--a", "normal", "--b", "easy", "--deals", "1", "--seed", "3",
               "--out", str(out)]
    assert main(command) == 0
    first = capsys.readouterr().out
    assert main(command) == 0
    again = capsys.readouterr().out
    assert "– plays/s" in again and "None" not in again
    assert again.split(", sd")[0] == first.split(", sd")[0]  # the same deal, the same mean
