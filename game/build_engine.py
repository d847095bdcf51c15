"""The compiled engine: ``python -m game.build_engine DIR`` compiles the rules core,
the computer players and the coach (game/rules, game/ai, game/coach) of the source
tree DIR with mypyc, from the same typed sources (``mypy --strict`` clean), into C
extension modules beside them. Python imports a compiled module in place of its
source, and the two play alike, move for move (docs/engine.md, "The compiled
engine"); the packaged app is built from such a tree (.ci/package) and the rules,
players' and coach's tests run on one too (.ci/compiled).

Compile a copy of the sources, not a checkout you edit: a compiled module would
shadow later edits of its source. ``--clean`` removes the compiled modules again.

Needs mypy and setuptools (the project's dev extra) and a C compiler. Exit status 0
when the tree is compiled (or cleaned), 1 when the compiler failed, 2 for a DIR
that is not a source tree of the game.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from pathlib import Path

INTERPRETED = frozenset({"__init__.py", "cards.py", "messages.py", "position.py"})
"""Modules left as Python: package inits, and three whose classes subclass ``str`` or
intern their instances in ``__new__`` (messages, cards) or that only read and write
text (position). Compiled code calls them as it calls any Python module."""


def engine_modules(root: Path) -> list[str]:
    """The source files mypyc compiles, relative to ``root`` (posix paths, sorted)."""
    files = [*sorted((root / "game" / "rules").rglob("*.py")),
             *sorted((root / "game" / "ai").glob("*.py")),
             *sorted((root / "game" / "coach").glob("*.py"))]
    return [path.relative_to(root).as_posix() for path in files
            if path.name not in INTERPRETED]


def compiled_files(root: Path) -> list[Path]:
    """The extension modules a build left under ``root`` (the engine's and mypyc's
    shared runtime module at the top)."""
    suffixes = (".so", ".pyd")
    return sorted(path for path in [*root.glob("*__mypyc*"), *(root / "game").rglob("*")]
                  if path.suffix in suffixes)


def build(root: Path) -> None:
    """Compile the engine of the source tree ``root`` in place. Raises SystemExit
    (from setuptools) when the compiler fails, ImportError without mypy."""
    from mypyc.build import mypycify
    from setuptools.dist import Distribution

    with contextlib.chdir(root):
        modules = mypycify(engine_modules(Path(".")), opt_level="3")
        # setuptools' setup() without its reading of pyproject.toml: the project's
        # packaging is pip's business; this builds the extension modules only.
        dist = Distribution({"name": "canasta-table-engine", "ext_modules": modules,
                             "script_args": ["build_ext", "--inplace", "--parallel", "2",
                                             "--build-temp", "build/engine"]})
        dist.parse_command_line()
        dist.run_commands()


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: compile (or with ``--clean``, uncompile) the tree DIR."""
    parser = argparse.ArgumentParser(prog="python -m game.build_engine",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path, help="the source tree (holding game/)")
    parser.add_argument("--clean", action="store_true",
                        help="remove the compiled modules instead")
    args = parser.parse_args(argv)
    root = args.dir.resolve()
    if not (root / "game" / "rules" / "engine.py").is_file():
        print(f"build_engine: {root} holds no game/rules/engine.py", file=sys.stderr)
        return 2
    if args.clean:
        for path in compiled_files(root):
            path.unlink()
        return 0
    try:
        build(root)
    except SystemExit as failed:
        print(f"build_engine: the compiler failed ({failed})", file=sys.stderr)
        return 1
    print(f"build_engine: {len(compiled_files(root))} compiled modules in {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
