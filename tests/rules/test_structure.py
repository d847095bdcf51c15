"""The shape of the rules core: game/rules has no import cycle (imports
inside functions count too), no module outside the engine uses the engine's
private names, and no code branches on a game's rule-id prefix."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "game" / "rules"


def _runtime_nodes(tree: ast.AST):
    """Every node of ``tree`` except those under ``if TYPE_CHECKING:`` (imports for
    annotations only, never executed)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        yield node
        yield from _runtime_nodes(node)


def _module(path: Path) -> str:
    """The name of a module of game/rules below ``game.rules`` (``"checks"``,
    ``"games.classic"``; a package by its own name, ``"games"``)."""
    parts = path.relative_to(RULES).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _rules_imports(path: Path) -> set[str]:
    """The game.rules modules that ``path`` imports at run time, anywhere in the
    file (inside functions too), named as :func:`_module` names them."""
    out: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith("game.rules"):
                base = node.module.removeprefix("game.rules").lstrip(".")
                for alias in node.names:  # ``from game.rules.games import classic``
                    sub = f"{base}.{alias.name}" if base else alias.name
                    if (RULES / f"{sub.replace('.', '/')}.py").exists():
                        out.add(sub)
                    elif base:
                        out.add(base)
        elif isinstance(node, ast.Import):
            out.update(a.name.removeprefix("game.rules.") for a in node.names
                       if a.name.startswith("game.rules."))
    return out


def test_game_rules_has_no_import_cycle():
    """Every module of game/rules (its games too) imports only modules that do not
    import it back, directly or through others (a topological order exists)."""
    graph = {_module(p): _rules_imports(p) - {_module(p)} for p in RULES.rglob("*.py")
             if p != RULES / "__init__.py"}
    done: set[str] = set()
    while len(done) < len(graph):
        ready = [m for m in graph if m not in done and graph[m] <= done]
        assert ready, f"import cycle among {sorted(set(graph) - done)}"
        done.update(ready)


def _py_files() -> list[Path]:
    return [p for d in ("game", "tests") for p in (ROOT / d).rglob("*.py")
            if p.resolve() != Path(__file__).resolve()]


def test_no_private_engine_names_outside_the_engine():
    """Nobody outside engine.py writes ``engine._name``."""
    bad = [f"{p.relative_to(ROOT)}:{m.group(0)}" for p in _py_files()
           for m in re.finditer(r"\bengine\._\w+", p.read_text(encoding="utf-8"))]
    assert not bad, bad


def test_no_code_branches_on_a_rule_id_prefix():
    """Games differ by RuleSet data and hooks, never by ``prefix == "PH"``."""
    bad = [f"{p.relative_to(ROOT)}:{m.group(0)}" for p in _py_files()
           for m in re.finditer(r"prefix\s*[!=]=|[!=]=\s*\w*\.?prefix\b",
                                p.read_text(encoding="utf-8"))]
    assert not bad, bad


def test_no_code_outside_a_games_own_module_asks_which_game_it_is():
    """A game's particulars are its module's (game/rules/games/<id>.py): no other
    code compares a game id, or a word the game uses ("talon", "kitty", "zsoli") to
    choose what to do; the words are looked up (``RuleSet.says``), the pile's rules
    asked (game.rules.pile)."""
    ids = "|".join(("classic", "pennies", "dollars", "bain", "railroad", "diszitett", "modern"))
    pattern = re.compile(r"(?:[!=]=|\bin)\s*[(\[{]?\s*[\"'](?:" + ids + r")[\"']"
                         r"|[\"'](?:" + ids + r")[\"']\s*[!=]=|\b\w+_term\b")
    game = ROOT / "game"
    bad = [f"{p.relative_to(ROOT)}:{m.group(0)}" for p in sorted(game.rglob("*.py"))
           if (game / "rules" / "games") not in p.parents
           for m in pattern.finditer(p.read_text(encoding="utf-8"))]
    # the one exception: a save file's format upgrade rewrites the old logs of one
    # game (format 1 to 2, MA-2.2), so it names the game whose files it reads
    assert bad == ['game/storage/saves.py:== "modern"'], bad


UI_ONLY = {"prefix", "blurb", "glossary"}
"""RuleSet fields the rules core does not read: the rule-id prefix (what the game's
own rule ids start with), the one-line blurb of the UI's game lists and the side
panel's gloss of the game's own words ("zsoli: wild card", DK-4.1, DK-7.2)."""


def test_every_ruleset_field_is_read_by_the_core():
    """No RuleSet field is declared and never read (four were found once)."""
    import dataclasses

    from game.rules.ruleset import RuleSet

    source = "\n".join(p.read_text(encoding="utf-8") for p in RULES.rglob("*.py"))
    unread = [f.name for f in dataclasses.fields(RuleSet) if f.name not in UI_ONLY
              and not re.search(r"\b(?:rs|ruleset|self|rules)\." + f.name + r"\b", source)]
    assert not unread, unread


READ_BY_EVERY_GAME = {
    "deals": "a game's length in deals (None: to the target score), by which the command "
             "line and the duel play any game to its end",
    "glossary": "words: the side panel's gloss of the game's own words",
    "sequence_melds": "a kind of meld the rules allow (DH-3.3), which the shared computer "
                      "player weighs as it weighs canasta size",
}
"""RuleSet fields set by one game only that any module may still read, and why."""


def _one_game_fields() -> dict[str, str]:
    """Every RuleSet field that exactly one game sets away from its default: name ->
    that game's id."""
    import dataclasses

    from game.rules.games import REGISTRY
    from game.rules.ruleset import RuleSet

    out = {}
    for f in dataclasses.fields(RuleSet):
        default = (f.default if f.default is not dataclasses.MISSING
                   else f.default_factory() if f.default_factory is not dataclasses.MISSING
                   else object())
        setters = [gid for gid, rs in REGISTRY.items() if getattr(rs, f.name) != default]
        if len(setters) == 1:
            out[f.name] = setters[0]
    return out


def test_no_table_narration_or_player_reads_another_games_flag():
    """Outside the rules core (game/rules), a field that one game sets (Modern
    American's turn card, díszített's rearranging, Bain's garbage pile, Railroad's
    coloured canastas ...) is read only in that game's own modules:
    game/present/games/<id>.py (its part of the table and narration) and game/ai/<id>.py.
    The shared table asks the game's GameTable instead. A one-game hook may be called
    anywhere (a hook answers alike for every game) but not tested for None."""
    fields = _one_game_fields()
    assert {"turn_card", "keep_one_three", "twins", "garbage_pile", "top_card_counts",
            "ask_once", "cut_shown"} <= set(fields)
    bad = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        if RULES in path.parents:
            continue
        text = path.read_text(encoding="utf-8")
        for name, gid in fields.items():
            if name in READ_BY_EVERY_GAME or path.stem == gid and path.parent.name in ("games",
                                                                                        "ai"):
                continue
            # a call is a hook's (any game's) or a question to the game's own state
            # (``state.own.twins(side)``); a flag is never called
            pattern = r"\." + name + r"\b(?!\s*\()"
            bad += [f"{path.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}:{name}"
                    for m in re.finditer(pattern, text)]
    assert not bad, bad


SHARED_RULE_VARIANTS = {
    "top_card_counts": "DK-8.3: whether the pile's top card counts toward the initial meld, "
                       "a variation of the shared count (CL-6.2, PH-5.4)",
    "out_opens": "DK-8.2: going out meets the initial minimum, a variation of the shared "
                 "initial-meld rule (CL-6.2)",
    "black_threes_any_size": "RR-4.2: a meld of black threes of any size, a variation of "
                             "the shared black-three meld (CL-3.2, PH-7.3)",
    "sequence_melds": "DH-3.3: sequences, a kind of meld of the shared schema "
                      "(MeldKind.SEQUENCE) that the meld checks, listing and planner build",
    "garbage_pile": "BH-7.1: the garbage pile, a kind of meld of the shared schema "
                    "(MeldKind.GARBAGE) that the meld checks, listing and planner build",
    "meld_limits": "whether the game's meld rule comes with limits the listing builds "
                   "candidates within (MA-3), so that they need no oracle",
    "meld_rule": "whether the game has a meld rule of its own, likewise",
}
"""The one-game switches the shared rules core may read, and why: each states a
variation of a shared rule, not a mechanism of one game."""


def test_the_rules_core_reads_no_other_one_game_switch():
    """In game/rules outside the games' own modules (and the RuleSet schema, whose
    methods read its own fields), a switch that one game sets (a flag, or a hook
    tested rather than called) is read only where :data:`SHARED_RULE_VARIANTS` says
    why. A game's mechanisms (DK's cut, talon, twins and rearranging; MA's threes,
    turn card, bonus cards, special hands and pickups; Bain's foot look and partner
    gate) are its TurnRules hooks, in its module. Numbers (how many, how much) are
    parameters any code may read."""
    from game.rules.games import REGISTRY

    fields = _one_game_fields()
    switches = {name for name, gid in fields.items()
                if isinstance(getattr(REGISTRY[gid], name), bool)
                or callable(getattr(REGISTRY[gid], name))}
    assert {"twins", "keep_one_three", "garbage_pile"} <= switches
    bad = []
    for path in sorted(RULES.rglob("*.py")):
        if (RULES / "games") in path.parents or path.name == "ruleset.py":
            continue
        text = path.read_text(encoding="utf-8")
        for name in sorted(switches - set(SHARED_RULE_VARIANTS)):
            bad += [f"{path.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}:{name}"
                    for m in re.finditer(r"\." + name + r"\b(?!\s*\()", text)]
    assert not bad, bad
