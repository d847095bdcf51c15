"""Lessons (game/lessons): every lesson file plays to its end by its listed moves,
a wrong move is refused or answered with the step's sentence and changes nothing,
and a broken file is reported naming the file and the step."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.lessons import (
    LessonError,
    LessonRun,
    all_lessons,
    check_lesson,
    game_lessons,
    load_lesson,
    model,
    play_computers,
    same_move,
)
from game.rules.actions import Discard, Draw, parse_action
from game.rules.engine import apply as engine_apply
from game.rules.position import position_text

ROOT = Path(__file__).resolve().parents[2]
LESSONS = [lesson for group in all_lessons().values() for lesson in group]


def test_the_lessons_are_found():
    assert [lesson.ident for lesson in game_lessons("classic")][:1] == ["01-a-turn"]


def test_lessons_are_pure():
    code = "import sys, game.lessons; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"{x.game}/{x.ident}")
def test_every_lesson_plays_to_its_end(lesson):
    assert check_lesson(lesson) == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"{x.game}/{x.ident}")
def test_every_lesson_cites_rules(lesson):
    assert lesson.rule_ids(), "a lesson teaches rules and names them"


def _first_turn_lesson():
    lesson = game_lessons("classic")[0]
    run = LessonRun(lesson)
    assert run.next()  # the read-only introduction
    return run


def test_an_illegal_move_is_refused_with_the_rule_and_the_steps_sentence():
    """CL-2.2: a turn begins with a draw; discarding first is illegal."""
    run = _first_turn_lesson()
    before = position_text(run.state)
    outcome = run.try_move(Discard(run.state.hands[0][0]))
    assert not outcome.accepted
    assert "CL-2.2" in str(outcome.refusal) or "G-5" in str(outcome.refusal)
    assert outcome.sentence == run.step.wrong
    assert position_text(run.state) == before and run.number == (2, 4)


def test_a_legal_move_the_step_does_not_teach_gets_its_sentence():
    """Step 3 teaches the meld of eights (CL-4.1); a legal discard instead is answered
    with the step's own sentence, and nothing changes."""
    run = _first_turn_lesson()
    assert run.try_move(Draw()).accepted
    before = position_text(run.state)
    outcome = run.try_move(Discard(run.state.hands[0][0]))
    assert not outcome.accepted and outcome.refusal is None
    assert outcome.sentence == "Lay the three eights as a new meld: 8♥, 8♠ and 8♦."
    assert position_text(run.state) == before and run.number == (3, 4)


def test_the_taught_moves_advance_and_the_computers_play_until_the_learners_turn():
    """Step 4 (CL-2.2) waits for a discard, then lets West, North and East play
    until the learner's turn (``then = "your turn"``); the table makes their moves
    through the run's ``apply``, as here."""
    seats = []

    def apply(state, action):
        seats.append(state.to_act)
        return engine_apply(state, action)[0]

    run = LessonRun(game_lessons("classic")[0], apply=apply)
    run.next()
    run.try_move(Draw())
    outcome = run.try_move(parse_action("meld 8S 8H 8D"))  # any order, any pack
    assert outcome.accepted and run.number == (4, 4)
    assert run.try_move(Discard(run.state.hands[0][0])).accepted
    assert not run.finished and run.computer_to_move()
    play_computers(run, {})
    assert run.finished and run.state.current == 0 and run.state.phase.value == "draw"
    assert seats[:4] == [0, 0, 0, 1] and {1, 2, 3} <= set(seats[3:])


def test_scripted_replies_come_before_the_computers_own_play():
    """CL-7.3: the learner asks, the partner's scripted answer is yes."""
    lesson = game_lessons("classic")[6]
    run = LessonRun(lesson)
    run.next()
    assert run.try_move(parse_action("ask 2")).accepted
    assert run.computer_to_move() and str(run.reply()) == "answer yes"
    play_computers(run, {})
    assert run.state.permission is True and run.number == (3, 6)


def test_back_and_restart():
    run = _first_turn_lesson()
    start = position_text(run.state)
    run.try_move(Draw())
    assert run.number == (3, 4)
    assert run.back() and run.number == (2, 4)  # step 3 had begun with nothing made
    assert position_text(run.state) == start
    assert run.back() and run.number == (1, 4)
    assert not run.back() and run.number == (1, 4)
    run.next()
    run.try_move(Draw())
    run.restart()
    assert run.number == (1, 4) and position_text(run.state) == start


def test_same_move_ignores_the_pack_and_the_order():
    assert same_move(parse_action("meld 8H/1 8S/0 8D/0"), parse_action("meld 8D 8H 8S"))
    assert not same_move(parse_action("meld 8H 8S 8D"), parse_action("meld 8H 8S 8C"))
    assert same_move(parse_action("take 8H 8S + QH QS QD + KH KS KD"),
                     parse_action("take 8S 8H + KD KH KS + QH QS QD"))  # the order of melds
    assert not same_move(parse_action("take 8H 8S + QH QS QD"), parse_action("take 8H 8S"))
    assert same_move(parse_action("discard 4C/1"), "Discard")
    assert not same_move(parse_action("draw"), "Discard")


GOOD = '''
title = "T"
summary = "S"
closing = "C (CL-2.2)."
[[step]]
say = "Draw (CL-2.2)."
position = """
game: classic
turn: 0 draw
hand 0: 8H 8S
"""
moves = ["draw"]
'''


@pytest.mark.parametrize(("text", "problem"), [
    (GOOD.replace('say = "Draw', 'sai = "Draw'), "step 1: unknown key 'sai'"),
    (GOOD.replace("game: classic", "game: chess"), "step 1: the position"),
    (GOOD.replace("game: classic", "game: pennies"), "not classic"),
    (GOOD.replace('moves = ["draw"]', 'moves = ["fly"]'), "step 1: 'moves'"),
    (GOOD.replace('moves = ["draw"]', 'moves = ["draw"]\nany = true'), "exclude each other"),
    (GOOD.replace('title = "T"', 'title = "T'), "01-x.toml"),
    (GOOD.replace('moves = ["draw"]', 'outline = ["moon"]'), "cannot outline 'moon'"),
])
def test_a_broken_lesson_file_names_the_file_and_step(tmp_path, text, problem):
    path = tmp_path / "classic" / "01-x.toml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LessonError, match="01-x.toml") as caught:
        load_lesson(path)
    assert problem in str(caught.value)


def test_a_lesson_whose_listed_move_is_illegal_fails_its_check(tmp_path):
    path = tmp_path / "classic" / "02-bad.toml"
    path.parent.mkdir()
    path.write_text(GOOD.replace('moves = ["draw"]', 'moves = ["discard 8H"]'),
                    encoding="utf-8")
    problems = check_lesson(load_lesson(path))
    assert len(problems) == 1 and "02-bad.toml, step 1" in problems[0]
    assert "discard 8H" in problems[0]


def _learn(tmp_path, *args):
    """python -m game learn with the lessons folder pointed at tmp_path."""
    code = ("import sys; from pathlib import Path; import game.lessons.model as m; "
            f"m._folder = lambda: Path({str(tmp_path)!r}); from game.cli import main; "
            f"sys.exit(main({['learn', *args]!r}))")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT)


def test_learn_check_exits_1_naming_the_lesson_and_step(tmp_path):
    (tmp_path / "classic").mkdir()
    (tmp_path / "classic" / "01-ok.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "classic" / "02-bad.toml").write_text(
        GOOD.replace('moves = ["draw"]', 'moves = ["discard 8H"]'), encoding="utf-8")
    out = _learn(tmp_path, "--check")
    assert out.returncode == 1
    assert "02-bad.toml, step 1" in out.stderr and "01-ok" not in out.stderr


def test_learn_list_json_gives_steps_and_rule_ids(tmp_path):
    (tmp_path / "classic").mkdir()
    (tmp_path / "classic" / "01-ok.toml").write_text(GOOD, encoding="utf-8")
    out = _learn(tmp_path, "--list", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == [{"game": "classic", "lesson": "01-ok", "title": "T",
                                       "steps": 1, "rules": ["CL-2.2"]}]
    good = _learn(tmp_path, "--check")
    assert good.returncode == 0 and "1 lesson plays to its end." in good.stdout


def test_the_shipped_lessons_check_from_the_command_line():
    out = subprocess.run([sys.executable, "-m", "game", "learn", "--check"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert f"{len(LESSONS)} lesson" in out.stdout


def test_model_folder_is_the_assets_lessons_folder():
    assert model._folder() == ROOT / "assets" / "lessons"


def _ids(prefix: str, section: int, last: int) -> list[str]:
    return [f"{prefix}-{section}.{n}" for n in range(1, last + 1)]


REQUIRED = {
    # the rules of the pile, going out, the end of play and scoring, by game, as the
    # rules give them (each id once): the game's lessons must cite every one
    "classic": (_ids("CL", 5, 5) + _ids("CL", 7, 4) + _ids("CL", 8, 1) + _ids("CL", 9, 5)),
    "pennies": (_ids("PH", 5, 6) + _ids("PH", 8, 4) + _ids("PH", 9, 2) + _ids("PH", 10, 4)),
    "modern": (_ids("MA", 5, 5) + _ids("MA", 8, 3) + _ids("MA", 10, 5) + _ids("MA", 11, 5)),
    "dollars": _ids("DH", 5, 7) + _ids("DH", 6, 4) + _ids("DH", 7, 2) + _ids("DH", 8, 2),
    "bain": _ids("BH", 5, 3) + _ids("BH", 8, 3) + _ids("BH", 9, 6),
    "railroad": (_ids("RR", 3, 2) + _ids("RR", 4, 3) + _ids("RR", 5, 6)
                 + ["PH-5.3", "PH-5.4"]),
    "diszitett": (_ids("DK", 4, 5) + _ids("DK", 5, 5) + _ids("DK", 11, 3)
                  + _ids("DK", 12, 5)),
}


@pytest.mark.parametrize("game", sorted(REQUIRED))
def test_a_games_lessons_cite_its_pile_going_out_and_scoring_rules(game):
    cited = {rule for lesson in game_lessons(game) for rule in lesson.rule_ids()}
    missing = [rule for rule in REQUIRED[game] if rule not in cited]
    assert not missing, f"{game}'s lessons never cite {', '.join(missing)}"


def test_classic_lessons_cover_an_ordinary_deal():
    titles = [lesson.title for lesson in game_lessons("classic")]
    assert titles == ["The table and a turn", "Melds and wild cards", "The initial meld",
                      "Taking the discard pile", "Red and black threes", "Canastas",
                      "Going out and the score", "Classic for two", "Classic for three"]


def test_a_move_onto_the_garbage_pile_is_named_by_its_meld_id_once_it_is_open():
    """BH-7.1: the table names an open garbage pile by its meld id; a lesson's
    ``@garbage`` matches it."""
    from game.lessons.player import here
    from game.rules.position import parse_position

    state = parse_position("game: bain\nturn: 0 meld\nhand 0: 5H 5S 9C\n"
                           "melds 0: KH KS KD KC KH KS KD | @4 garbage 9H 9S\nmelded: yes no\n")
    assert str(here(state, parse_action("meld 5H @garbage"))) == "meld 5H/0 @4"
    empty = parse_position("game: bain\nturn: 0 meld\nhand 0: 5H 5S 9C\nmelded: yes no\n")
    assert str(here(empty, parse_action("meld 5H @garbage"))) == "meld 5H/0 @garbage"


def test_a_listed_move_takes_the_copies_the_hand_holds():
    """A lesson writes QH; the hand may hold QH/1 alone: the move is made with it."""
    from game.lessons.player import resolve
    from game.rules.position import parse_position

    state = parse_position("game: classic\nturn: 0 meld\nhand 0: QH/1 QS/1 QD 4C 5D 6S\n"
                           "hand 1: QH/0 QS/0 5C\nmelded: yes no\n")
    action = resolve(state, parse_action("meld QH QS QD"))
    assert action is not None and str(action) == "meld QH/1 QS/1 QD/0"
