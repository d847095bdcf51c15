"""The floors (docs/floors.md, STYLE.md "Imports point down"): the import contract in
pyproject.toml lets a circle pass only where its imports are type annotations."""

from __future__ import annotations

import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]


def _ignored_imports() -> list[tuple[str, str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    pairs = []
    for contract in contracts:
        for expression in contract.get("ignore_imports", []):
            importer, imported = (part.strip() for part in expression.split("->"))
            pairs.append((importer, imported))
    return pairs


def test_the_imports_a_contract_lets_pass_are_annotations_only():
    """Every import a contract ignores (the rules core's RuleSet, GameState, Context
    and OwnState naming each other in their hooks' types) is made under
    ``if TYPE_CHECKING:`` alone: without those imports the graph has it not, with
    them it has it."""
    pairs = _ignored_imports()
    assert pairs, "the contract ignores no import: drop this test with the exceptions"
    annotations = grimp.build_graph("game", cache_dir=None)
    run_time = grimp.build_graph("game", cache_dir=None, exclude_type_checking_imports=True)
    for importer, imported in pairs:
        assert annotations.direct_import_exists(importer=importer, imported=imported), (
            importer, imported)
        assert not run_time.direct_import_exists(importer=importer, imported=imported), (
            f"{importer} imports {imported} at run time: a circle across the floors")
