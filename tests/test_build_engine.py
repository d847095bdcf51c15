"""The compiled engine's build tool (game/build_engine.py). Compiling itself is
.ci/compiled's work (a minute of a C compiler): it runs the rules and players' tests
on a compiled copy and checks that it plays every game as the sources do."""

from __future__ import annotations

from pathlib import Path

from game.build_engine import INTERPRETED, compiled_files, engine_modules, main

ROOT = Path(__file__).resolve().parent.parent


def test_the_rules_core_the_players_and_the_coach_are_compiled_but_not_the_text_modules():
    modules = engine_modules(ROOT)
    for module in ("game/rules/legal.py", "game/rules/transitions.py",
                   "game/rules/state.py", "game/rules/games/diszitett.py",
                   "game/rules/games/modern.py", "game/ai/players.py", "game/ai/hard.py",
                   "game/coach/reviewer.py"):
        assert module in modules
    assert not [m for m in modules if Path(m).name in INTERPRETED]
    assert "game/rules/cards.py" not in modules and "game/rules/position.py" not in modules
    every = {p.relative_to(ROOT).as_posix() for top in ("rules", "ai", "coach")
             for p in (ROOT / "game" / top).rglob("*.py")}
    assert set(modules) == {m for m in every if Path(m).name not in INTERPRETED}


def _tree(tmp_path: Path) -> Path:
    rules = tmp_path / "game" / "rules"
    rules.mkdir(parents=True)
    (rules / "engine.py").write_text("")
    (rules / "legal.py").write_text("")
    (rules / "legal.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\0")
    (rules / "engine.cp311-win_amd64.pyd").write_bytes(b"\0")
    (tmp_path / "0123abcd__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\0")
    return tmp_path


def test_clean_removes_the_compiled_modules_and_keeps_the_sources(tmp_path):
    root = _tree(tmp_path)
    assert [p.name for p in compiled_files(root)] == [
        "0123abcd__mypyc.cpython-311-x86_64-linux-gnu.so", "engine.cp311-win_amd64.pyd",
        "legal.cpython-311-x86_64-linux-gnu.so"]
    assert main([str(root), "--clean"]) == 0
    assert compiled_files(root) == []
    assert sorted(p.name for p in (root / "game" / "rules").iterdir()) == ["engine.py",
                                                                          "legal.py"]


def test_a_folder_without_the_game_is_refused(tmp_path, capsys):
    assert main([str(tmp_path)]) == 2
    assert "holds no game/rules/engine.py" in capsys.readouterr().err
