"""``python -m game`` / ``canasta-table``: the command line.

``python -m game`` (or ``play``) opens the table; ``simulate`` plays AI-only
games; ``duel`` compares two computer levels on duplicate deals; ``bench``
measures the rules core and the AI; ``pace`` times the computer players' turns
at the table. A bad argument exits 2 with one clear line.

The lines for a person (``replay``, the ``simulate`` and ``duel`` summaries, the
error lines) are in the language of ``--lang`` (catalog messages, with the logical
order of the text: a terminal lays Persian out itself); ``--json`` output stays
English, for programs, and so does argparse's own help.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from game.i18n import N_, NC_
from game.rules.messages import Refusal, sentence_of


def _error(message: str) -> None:
    """One line on standard error (absent in a frozen app started by a double click);
    ``message`` (a catalog message, a structured one of the storage layer, or
    argparse's English) is shown in the player's language."""
    from game.i18n import notice, tr

    _print(tr("canasta-table: error: {message}", message=notice(message)), sys.stderr)


_LEVEL_WORDS = {"human": NC_("player", "human"), "easy": NC_("level", "easy"),
                "normal": NC_("level", "normal"), "random": NC_("level", "random"),
                "hard": NC_("level", "hard"), "expert": NC_("level", "expert"),
                "baseline": NC_("level", "baseline")}

_PHASE_WORDS = {"look at foot": NC_("phase", "look at foot"), "draw": NC_("phase", "draw"),
                "meld": NC_("phase", "meld"), "answer": NC_("phase", "answer"),
                "deal over": NC_("phase", "deal over"), "game over": NC_("phase", "game over")}


def _word(words: dict[str, str], text: str, context: str) -> str:
    """A level, a kind of player or a phase as the player reads it (as it is when
    the catalog has no such word)."""
    from game.i18n import pgettext

    return pgettext(context, words[text]) if text in words else text


def _level(text: str) -> str:
    return _word(_LEVEL_WORDS, text, "player" if text == "human" else "level")


def _print(text: str, stream=None) -> None:
    """Print a line that may hold text from a file (a player's name): a character
    the console cannot show, or a lone surrogate, is printed as a replacement
    character instead of stopping the program."""
    stream = sys.stdout if stream is None else stream
    if stream is None:
        return
    text = re.sub("[\ud800-\udfff]", "\ufffd", text)
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.encode(encoding, "replace").decode(encoding, "replace")
    print(text, file=stream)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one clear line, exit 2
        _error(message)
        raise SystemExit(2)


def _parse_table_rules(items: Sequence[str]) -> dict[str, str]:
    out = {}
    for item in items:
        if "=" not in item:
            raise ValueError(Refusal(N_("table rule '{item}' must be written NAME=VALUE"),
                                     item=item))
        name, value = item.split("=", 1)
        out[name.strip()] = value.strip()
    return out


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.i18n import _, digits, tr
    from game.sim import simulate

    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None

    def report(result) -> None:
        if args.json:
            return
        totals = digits(" - ".join(str(t) for t in result.final))
        who = (_("no winner yet") if result.winner is None
               else tr("side {side} wins", side=result.winner))
        _print(tr("game seed {seed}: {totals} after {deals} deals, {who}", seed=result.seed,
                  totals=totals, deals=len(result.deal_totals), who=who))

    try:
        summary = simulate(args.variant, args.games, args.seed, seats,
                           _parse_table_rules(args.table_rule), args.max_deals, report,
                           players=args.players)
    except ValueError as error:
        _error(sentence_of(error))
        return 2
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print(tr("{deals} deals, {rate} deals/s", deals=summary["deals"],
                  rate=summary["deals_per_second"]))
        for side in summary["mean_points_per_deal"]:
            lo, hi = side["ci95"]
            _print(tr("side {side} ({levels}): {mean} points per deal (95% CI {lo} to {hi}), "
                      "{wins} games won", side=side["side"],
                      levels=", ".join(_level(level) for level in side["levels"]),
                      mean=side["mean"], lo=lo, hi=hi, wins=side["wins"]))
        d = summary["decision_ms"]
        _print(tr("decision time: median {median} ms, p99 {p99} ms", median=d["median"],
                  p99=d["p99"]))
    return 0


def _cmd_duel(args: argparse.Namespace) -> int:
    from game.duel import duel, stderr_progress
    from game.i18n import digits, tr

    try:
        result = duel(args.variant, args.a, args.b, args.deals, args.seed, args.jobs,
                      _parse_table_rules(args.table_rule), args.players, stderr_progress(),
                      args.whole_games, args.start_score, args.blunders,
                      Path(args.out) if args.out else None)
    except ValueError as error:
        _error(sentence_of(error))
        return 2
    except OSError as error:
        _error(Refusal(N_("cannot write {path}: {error}"), path=args.out,
                       error=error.strerror or str(error)))
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
    elif result.get("whole_games"):
        lo, hi = result["ci95"]
        _print(tr("{game}, {games} duplicate whole games ({per} deals a game): {a} - {b} = "
                  "{mean} points a game (95% CI {lo} to {hi}), sd {sd}, {a} wins {share} of "
                  "the games, {rate} plays/s",
                  game=result["variant"], games=result["deals"],
                  per=digits(str(result["deals_per_game"])), a=_level(result["a"]["level"]),
                  b=_level(result["b"]["level"]), mean=result["mean"], lo=lo, hi=hi,
                  sd=result["sd"], share=digits(f"{100 * result['game_win_share']:.1f}%"),
                  rate=result["plays_per_second"]))
    else:
        lo, hi = result["ci95"]
        _print(tr("{game}, {deals} duplicate deals: {a} - {b} = {mean} points a deal (95% CI "
                  "{lo} to {hi}), sd {sd}, {a} wins {share} of deals, {rate} plays/s",
                  game=result["variant"], deals=result["deals"], a=_level(result["a"]["level"]),
                  b=_level(result["b"]["level"]), mean=result["mean"], lo=lo, hi=hi,
                  sd=result["sd"], share=digits(f"{100 * result['win_share']:.1f}%"),
                  rate=result["plays_per_second"]))
    return 0


def _cmd_gap(args: argparse.Namespace) -> int:
    from game.duel import gap
    from game.i18n import digits, tr

    try:
        result = gap(Path(args.closer), Path(args.reference), args.bootstrap)
    except ValueError as error:
        _error(sentence_of(error))
        return 2
    except OSError as error:
        _error(Refusal(N_("cannot read {path}: {error}"), path=error.filename or "",
                       error=error.strerror or str(error)))
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    def percent(value: float | None) -> str:
        return "?" if value is None else digits(f"{100 * value:.0f}%")

    share, bounds = result["share"], result["share_ci95"] or (None, None)
    _print(tr("{game}, {deals} duplicate deals against {b}: {closer} {x} a deal, {reference} "
              "{y}; {closer} closes {share} of the gap (95% {lo} to {hi})",
              game=result["variant"], deals=result["deals"], b=_level(result["b"]),
              closer=_level(result["closer"]["level"]), x=result["closer"]["mean"],
              reference=_level(result["reference"]["level"]), y=result["reference"]["mean"],
              share=percent(share), lo=percent(bounds[0]), hi=percent(bounds[1])))
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from game.rules import engine_compiled
    from game.rules.games import REGISTRY
    from game.sim import bench

    result: dict = {"engine": "compiled" if engine_compiled() else "python"}
    if not args.frames_only:
        result.update(bench(args.deals, args.seed, "random" if args.random else "normal"))
    if args.levels:
        from game.duel import decision_times

        levels = [level.strip() for level in args.levels.split(",")]
        try:
            result["decision_ms_by_level"] = {
                game_id: decision_times(game_id, levels, args.level_deals, args.seed)
                for game_id in REGISTRY}
        except ValueError as error:
            _error(sentence_of(error))
            return 2
    if args.frames or args.frames_only:
        from game.ui.app import bench_frames

        result["frames"] = bench_frames("pennies", args.seed)
    print(json.dumps(result, indent=2))
    return 0


def _cmd_pace(args: argparse.Namespace) -> int:
    from game.ui.pace import measure

    games = tuple(g.strip() for g in args.games.split(",") if g.strip())
    try:
        result = measure(games, args.seeds, args.speed, args.turns, draw=args.draw)
    except ValueError as error:
        _error(sentence_of(error))
        return 2
    print(json.dumps(result, indent=2))
    return 0


def _cmd_feeding(args: argparse.Namespace) -> int:
    from game.feeding import feeding

    try:
        result = feeding(args.variant, args.level, args.deals, args.seed, args.players,
                         args.calibrate)
    except ValueError as error:
        _error(sentence_of(error))
        return 2
    print(json.dumps(result, indent=2))
    return 0


def _cmd_coach_measure(args: argparse.Namespace) -> int:
    """``coach-measure``: the coach's calibration, discrimination and time over
    first deals (game.coach.measure, docs/coach.md); records go on from where
    ``--out`` stops, one JSON object a line. Bad input exits 2."""
    from game.ai import LEVELS
    from game.coach import Settings
    from game.coach.measure import measure_deal, measure_live, summarize

    if args.summary:
        records = []
        for path in args.summary:
            try:
                with open(path, encoding="utf-8") as handle:
                    records += [json.loads(line) for line in handle if line.strip()]
            except (OSError, ValueError) as error:
                _error(Refusal(N_("cannot read {path}: {error}"), path=path, error=str(error)))
                return 2
        print(json.dumps(summarize(records), indent=1))
        return 0
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    bad = [level for level in levels if level not in LEVELS]
    if bad or not levels:
        _error(Refusal(N_("unknown level '{level}'; valid levels: {valid}"),
                       level=",".join(bad), valid=", ".join(LEVELS)))
        return 2
    for option, value, least in (("--deals", args.deals, 1), ("--worlds", args.worlds, 2)):
        if value < least:
            _error(Refusal(N_("{option} must be at least {least}"), option=option, least=least))
            return 2
    done: set[tuple[str, int, str]] = set()
    if args.out:
        try:
            with open(args.out, encoding="utf-8") as handle:
                for line in handle:
                    if line.strip():
                        r = json.loads(line)
                        done.add((r["game"], r["seed"], r["level"]))
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError) as error:
            _error(Refusal(N_("cannot read {path}: {error}"), path=args.out, error=str(error)))
            return 2
    for seed in range(args.seed, args.seed + args.deals):
        for level in levels:
            if (args.variant, seed, level) in done:
                continue
            try:
                record = (measure_live(args.variant, seed, level) if args.live else
                          measure_deal(args.variant, seed, level,
                                       calibrate=level in args.calibrate.split(","),
                                       settings=Settings(worlds=args.worlds)))
            except ValueError as error:
                _error(sentence_of(error))
                return 2
            line = json.dumps(record)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as handle:
                    handle.write(line + "\n")
            else:
                print(line, flush=True)
    return 0


def _cmd_reading(args: argparse.Namespace) -> int:
    """``reading``: the share of the other hands' cards Hard's worlds place right
    (game.reading, docs/strength.md); a bad game or count exits 2."""
    from game.ai.hard import known_world, read_world, sample_world
    from game.reading import reading
    from game.rules.games import REGISTRY

    if args.deals < 1 or args.worlds < 1:
        _error(Refusal(N_("{option} must be at least {least}"),
                       option="--deals" if args.deals < 1 else "--worlds", least=1))
        return 2
    results = []
    for game_id in (list(REGISTRY) if args.variant == "all" else [args.variant]):
        table_rules = {"players": args.players} if args.players is not None else None
        try:
            deal = (known_world if args.pickups_only else read_world if args.read
                    else sample_world)
            results.append(reading(game_id, args.deals, args.seed, args.worlds, table_rules,
                                   deal))
        except ValueError as error:
            _error(sentence_of(error))
            return 2
    print(json.dumps(results if len(results) > 1 else results[0], indent=1))
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    if args.load and _unreadable_load(args.load):
        return 2
    try:
        from game.ui.app import run
    except ImportError as error:  # the table is not installed in this build
        from game.i18n import tr

        _error(tr("the table cannot start: {error}", error=str(error)))
        return 1
    return run(args)


def _unreadable_load(path: str) -> bool:
    """Check the save given to ``--load`` before a window opens: True (and one line
    on standard error) when it cannot be opened and has no previous autosave
    (``.bak``) to fall back on."""
    from game.storage import SaveError, backup_path, load_game

    try:
        load_game(path)
    except SaveError as error:
        if backup_path(path).is_file():
            return False  # the table moves the file aside and opens the previous autosave
        _error(sentence_of(error))
        return True
    return False


def _cmd_learn(args: argparse.Namespace) -> int:
    """``learn --list`` / ``learn --check`` (see game.lessons)."""
    from game.i18n import _, ntr, tr
    from game.lessons import LessonError, all_lessons, check_lesson

    try:
        lessons = all_lessons()
    except LessonError as error:
        _error(str(error))
        return 1
    if args.check:
        problems = [p for group in lessons.values() for lesson in group
                    for p in check_lesson(lesson)]
        for problem in problems:
            _error(problem)
        count = sum(len(group) for group in lessons.values())
        if not problems:
            _print(ntr("{count} lesson plays to its end.", "{count} lessons play to their end.",
                       count, count=count))
        return 1 if problems else 0
    every = [lesson for group in lessons.values() for lesson in group]
    if args.json:
        print(json.dumps([{"game": lesson.game, "lesson": lesson.ident, "title": lesson.title,
                           "steps": len(lesson.steps), "rules": lesson.rule_ids()}
                          for lesson in every], indent=1, ensure_ascii=False))
        return 0
    for lesson in every:
        _print(tr("{game} {lesson}: {title} ({steps} steps; {rules})",
                  game=lesson.game, lesson=lesson.ident, title=_(lesson.title),
                  steps=len(lesson.steps), rules=" ".join(lesson.rule_ids())))
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from game.i18n import _, digits, notice, number, tr
    from game.present.narrate import score_sheet_lines
    from game.present.session import GameSession
    from game.rules.actions import parse_action
    from game.storage import SaveError, load_game

    try:
        loaded = load_game(args.file)
    except SaveError as error:
        _error(sentence_of(error))
        return 2
    saved = loaded.saved
    human = next((p.seat for p in saved.players if p.kind == "human"), None)
    levels = [p.level for p in sorted(saved.players, key=lambda p: p.seat)]
    session = GameSession(saved.game, dict(saved.table_rules), saved.seed, human, levels)
    rs = session.ruleset
    names = ", ".join(tr("{name} ({level})", name=p.name,
                         level=_level(p.kind if p.kind == "human" else p.level))
                      for p in saved.players)
    _print(tr("{game}, seed {seed}: {players}", game=_(rs.name), seed=saved.seed,
              players=names))
    _print(tr("table rules: {rules}", rules=table_rule_words(rs, saved.table_rules)))
    for count, text in enumerate(saved.actions, 1):
        step = session.propose(parse_action(text))
        if isinstance(step, str):  # load_game already replayed it: cannot happen
            _error(tr("action {n} ('{action}') is illegal: {reason}", n=count, action=text,
                      reason=notice(step)))
            return 2
        for line in step.lines:
            _print(f"{number(count):>5}  {line}")
        if len(step.after.history) > len(step.before.history):
            for line in score_sheet_lines(step.after.history[-1], step.after, human):
                _print(line)
    state = session.state
    if state.winner is not None:
        _print(tr("Game over: side {side} wins, {scores}.", side=state.winner + 1,
                  scores=digits(" - ".join(map(str, state.scores)))))
    else:
        _print(tr("The game goes on: deal {deal}, {phase}.", deal=state.deal_no,
                  phase=_word(_PHASE_WORDS, state.phase.value, "phase")))
    return 0


def _cmd_review(args: argparse.Namespace) -> int:
    """``review FILE`` / ``review --play LEVEL``: the coach's review of one seat's
    deal (game.coach, docs/coach.md); a bad file, deal, seat or level exits 2."""
    from game.ai import LEVELS
    from game.coach import THRESHOLD, WORLDS, Settings, review
    from game.coach.reviewer import game_deals, move_words, play_deal
    from game.i18n import _, number, refusal, tr
    from game.storage import SaveError, load_game

    def fail(message: str, **params) -> int:
        _error(Refusal(message, **params))
        return 2

    worlds = WORLDS if args.worlds is None else args.worlds
    if worlds < 2:
        return fail(N_("{option} must be at least {least}"), option="--worlds", least=2)
    settings = Settings(worlds=worlds,
                        threshold=THRESHOLD if args.threshold is None else args.threshold)
    if args.play is not None:
        if args.file is not None:
            return fail(N_("give a save file or --play, not both"))
        if args.play not in LEVELS:
            return fail(N_("unknown level '{level}'; valid levels: {valid}"), level=args.play,
                        valid=", ".join(LEVELS))
        table_rules = {"players": args.players} if args.players is not None else None
        try:
            log, _end = play_deal(args.variant, args.play, args.seed, table_rules)
        except ValueError as error:
            _error(sentence_of(error))
            return 2
        seat = 0 if args.seat is None else args.seat
    else:
        if args.file is None:
            return fail(N_("give a save file, or --play LEVEL"))
        try:
            saved = load_game(args.file).saved
        except SaveError as error:
            _error(sentence_of(error))
            return 2
        try:
            logs = game_deals(saved.game, saved.table_rules, saved.seed, saved.actions)
        except ValueError as error:
            _error(sentence_of(error))
            return 2
        if args.deal is not None:
            found = [one for one in logs if one.deal_no == args.deal]
            if not found:
                return fail(N_("this game has no deal {deal} (deals 1 to {last})"),
                            deal=args.deal, last=logs[-1].deal_no)
            log = found[0]
        else:
            done = [one for one in logs if one.finished()]
            if not done:
                return fail(N_("no deal of this game has ended yet: give --deal"))
            log = done[-1]
        human = next((p.seat for p in saved.players if p.kind == "human"), 0)
        seat = human if args.seat is None else args.seat
    players_count = log.start.ruleset.players
    if not 0 <= seat < players_count:
        return fail(N_("seat {seat} is out of range: seats 0 to {last}"), seat=seat,
                    last=players_count - 1)
    result = review(log, seat, settings)
    rs = log.start.ruleset
    if args.json:
        print(json.dumps({"game": rs.id, "deal": log.deal_no, "seat": seat,
                          "threshold": settings.threshold, "worlds": settings.worlds,
                          "judged": len(result.judged),
                          "decisions": [d.to_json() for d in result.decisions],
                          "seconds": round(result.seconds, 2)}, indent=1, ensure_ascii=False))
        return 0
    _print(tr("{game}, deal {deal}, seat {seat}: {judged} decisions weighed in {seconds} s, "
              "each in {worlds} deals of the unseen cards played to the end.", game=_(rs.name),
              deal=log.deal_no, seat=seat, judged=len(result.judged),
              seconds=number(round(result.seconds, 1)), worlds=settings.worlds))
    if not result.decisions:
        _print(tr("No decision cost more than {threshold} points for sure.",
                  threshold=number(round(settings.threshold))))
    for d in result.decisions:
        _print(tr("Turn {turn}, {grade}: played {played}; the coach would play {suggested}.",
                  turn=d.turn, grade=_(d.grade), played=refusal(move_words((d.played,))),
                  suggested=refusal(move_words(d.suggested_line))))
        _print("    " + tr("About {cost} points lost (between {low} and {high}, at 95 percent "
                           "confidence).", cost=number(round(d.cost)), low=number(round(d.low)),
                           high=number(round(d.high))))
        if d.kind != "general":  # its sentence says what the line above says
            _print("    " + tr("{sentence} ({rules}).", sentence=refusal(d.words),
                               rules=", ".join(d.rules)))
    return 0


def table_rule_words(rs, table_rules) -> str:
    """The table rules of a saved game as a player reads them, each with its
    value, in the game's order, the ones not played with its number of players
    left out (CL-12.3): "Concealed going out: Off; Wild cards in a meld: Up to
    half". ``rs``: the game's RuleSet; ``table_rules``: name to value."""
    from game.i18n import _, choice_text, tr

    parts = []
    for option in rs.options:
        if option.name not in table_rules or not option.plays_with(rs.players):
            continue
        parts.append(tr("{rule}: {value}", rule=_(option.label),
                        value=choice_text(option, table_rules[option.name])))
    if not parts:
        return _("none")
    return functools.reduce(lambda a, b: tr("{first}; {second}", first=a, second=b), parts)


def _cmd_selftest(args: argparse.Namespace) -> int:
    from game.ui.app import selftest

    return selftest(args)


PLAY_OPTIONS = (
    ("--load FILE", "open a saved game (a save file, JSON) instead of the title"),
    ("--data-dir DIR", "where saves and settings live (by default the system's folder)"),
    ("--time-startup", "print the seconds from start to the first title frame"),
)
"""The table's options (``play``, also given without the command), as the top-level
``--help`` lists them."""

TOP_EPILOG = "\n".join([
    "options of the table (play; also without the command, e.g.",
    "python -m game --load saves/classic-frozen-pile.json):",
    *(f"  {option:<18}{words}" for option, words in PLAY_OPTIONS),
    "",
    "--lang en|fa|hu, before or after the command, chooses the language (English,",
    "Persian, Hungarian).",
])


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="canasta-table",
                     formatter_class=argparse.RawDescriptionHelpFormatter,
                     description="Canasta Table: the canasta family. Without a command (or "
                                 "with play and its\noptions) the table opens; the other "
                                 "commands run without a window.\nCOMMAND --help tells more.",
                     epilog=TOP_EPILOG)
    from game.rules.games import REGISTRY

    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    sim = sub.add_parser("simulate", help="play AI-only games")
    sim.add_argument("--variant", default="classic",
                     help="game id: " + ", ".join(REGISTRY))
    sim.add_argument("--games", type=int, default=10,
                     help="how many whole games to play (default 10)")
    sim.add_argument("--seed", type=int, default=1,
                     help="game i (from 0) is dealt from seed SEED+i (default 1)")
    sim.add_argument("--seats", default=None,
                     help="levels by seat, cycled: e.g. normal,random (easy, normal, hard, "
                          "random)")
    sim.add_argument("--table-rule", action="append", default=[], metavar="NAME=VALUE",
                     help="a table rule, e.g. wild_limit=1950 (may be repeated)")
    sim.add_argument("--max-deals", type=int, default=40,
                     help="stop a game unfinished after this many deals (default 40)")
    sim.add_argument("--players", type=int, default=None,
                     help="number of players (the game's own count by default)")
    sim.add_argument("--json", action="store_true",
                     help="print the summary as JSON (in English) instead of sentences")
    sim.set_defaults(func=_cmd_simulate)
    d = sub.add_parser("duel", help="two computer levels on duplicate deals (seats swapped)")
    d.add_argument("--variant", default="classic", help="game id: " + ", ".join(REGISTRY))
    d.add_argument("--a", required=True, help="level of side A (easy, normal, random, ...)")
    d.add_argument("--b", required=True, help="level of side B")
    d.add_argument("--deals", type=int, default=100, help="duplicate deals (each played twice)")
    d.add_argument("--seed", type=int, default=1, help="deal i uses game seed SEED+i")
    d.add_argument("--players", type=int, default=None,
                   help="the number of players (one the game is played by)")
    d.add_argument("--jobs", type=int, default=1, help="worker processes")
    d.add_argument("--table-rule", action="append", default=[], metavar="NAME=VALUE",
                   help="a table rule, e.g. wild_limit=1950 (may be repeated)")
    d.add_argument("--whole-games", action="store_true",
                   help="play whole games to the game's end instead of first deals (--deals "
                        "counts games)")
    d.add_argument("--start-score", type=int, default=0, metavar="POINTS",
                   help="both sides begin the game at this cumulative score (a higher "
                        "initial-meld minimum)")
    d.add_argument("--blunders", action="store_true",
                   help="also count each side's fed piles and wild cards into mixed melds "
                        "(per 100 plays)")
    d.add_argument("--out", default=None, metavar="FILE",
                   help="write each deal to FILE (JSON lines) as it is played, and go on "
                        "from the deals FILE already holds")
    d.add_argument("--json", action="store_true",
                   help="print the result as JSON (in English) instead of a sentence")
    d.set_defaults(func=_cmd_duel)
    g = sub.add_parser("gap", help="the share of a gap one level closes, from two duels' "
                                   "record files against the same level")
    g.add_argument("closer", help="the record file of the level measured (duel --out)")
    g.add_argument("reference", help="the record file of the reference level (duel --out)")
    g.add_argument("--bootstrap", type=int, default=2000,
                   help="resamples of the paired bootstrap (default 2000)")
    g.add_argument("--json", action="store_true",
                   help="print the result as JSON (in English) instead of a sentence")
    g.set_defaults(func=_cmd_gap)
    f = sub.add_parser("feeding", help="count discards that let the next player take a "
                                       "large pile while a safe discard was at hand")
    f.add_argument("--variant", default="classic", help="game id: " + ", ".join(REGISTRY))
    f.add_argument("--level", default="normal", help="the level in every seat")
    f.add_argument("--deals", type=int, default=200, help="deals to play (default 200)")
    f.add_argument("--seed", type=int, default=1,
                   help="deal i (from 0) uses seed SEED+i (default 1)")
    f.add_argument("--players", type=int, default=None,
                   help="the number of players (one the game is played by)")
    f.add_argument("--calibrate", type=int, default=0, metavar="WORLDS",
                   help="judge each option of the pile guard's discards again in WORLDS "
                        "fresh worlds against what in truth feeds (a level with the guard)")
    f.set_defaults(func=_cmd_feeding)
    rd = sub.add_parser("reading", help="the share of the other hands' cards that Hard's "
                                        "worlds place in the right hand")
    rd.add_argument("--variant", default="classic",
                    help="game id, or all: " + ", ".join(REGISTRY))
    rd.add_argument("--deals", type=int, default=50, help="first deals of Normal self-play "
                                                          "(default 50)")
    rd.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    rd.add_argument("--worlds", type=int, default=8, help="worlds a position (default 8)")
    rd.add_argument("--players", type=int, default=None,
                    help="the number of players (one the game is played by)")
    rd.add_argument("--read", action="store_true",
                    help="deal the cards seen taken with the pile to their holder first and "
                         "weigh the worlds by the ranks each player discarded and declined "
                         "(Hard +read)")
    rd.add_argument("--pickups-only", action="store_true",
                    help="deal the cards seen taken with the pile to their holder first, "
                         "nothing more")
    rd.set_defaults(func=_cmd_reading)
    b = sub.add_parser("bench", help="measure deals per second and AI decision time")
    b.add_argument("--deals", type=int, default=200,
                   help="deals to play for the deals per second (default 200)")
    b.add_argument("--seed", type=int, default=1,
                   help="deal i (from 0) uses seed SEED+i (default 1)")
    b.add_argument("--random", action="store_true",
                   help="random play in every seat instead of Normal (the rules alone at work)")
    b.add_argument("--frames", action="store_true",
                   help="also time the table's frames during an AI-only 6-player Pennies deal")
    b.add_argument("--frames-only", action="store_true", help=argparse.SUPPRESS)
    b.add_argument("--levels", default=None,
                   help="also time each level's decisions against Normal: e.g. easy,normal,hard")
    b.add_argument("--level-deals", type=int, default=10,
                   help="deals per level and game for --levels")
    b.set_defaults(func=_cmd_bench)
    pc = sub.add_parser("pace", help="time the computer players' turns at the table (seconds "
                                     "a player waits, on the table's clock)")
    pc.add_argument("--games", default="classic:4,railroad:6,bain,modern",
                    help="games to time, GAME or GAME:PLAYERS, comma-separated")
    pc.add_argument("--seeds", type=int, default=3, help="deals per game (seeds 1 to N)")
    pc.add_argument("--turns", type=int, default=40, help="turns timed per deal at most")
    pc.add_argument("--speed", default="normal", choices=("fast", "normal", "slow"),
                    help="the animation speed")
    pc.add_argument("--draw", action="store_true",
                    help="also draw every frame (slower, same figures)")
    pc.set_defaults(func=_cmd_pace)
    play = sub.add_parser("play", help="open the table (the default)")
    (load, load_help), (data, data_help), (timing, timing_help) = PLAY_OPTIONS
    play.add_argument("--load", default=None, metavar=load.split()[1], help=load_help)
    play.add_argument("--data-dir", default=None, metavar=data.split()[1], help=data_help)
    play.add_argument(timing, action="store_true", help=timing_help)
    play.set_defaults(func=_cmd_play)
    rp = sub.add_parser("replay", help="print a saved game move by move with its score sheets")
    rp.add_argument("file", help="a save file (JSON)")
    rp.set_defaults(func=_cmd_replay)
    rv = sub.add_parser("review", help="the coach: the decisions of a deal that cost points, "
                                       "with how many and why (docs/coach.md)")
    rv.add_argument("file", nargs="?", default=None, help="a save file (JSON)")
    rv.add_argument("--deal", type=int, default=None,
                    help="the deal to review (default: the last one that ended)")
    rv.add_argument("--seat", type=int, default=None,
                    help="the seat to review, from 0 (default: the human's)")
    rv.add_argument("--play", default=None, metavar="LEVEL",
                    help="instead of a file, play one deal with LEVEL in seat 0 and Normal "
                         "elsewhere, and review seat 0 (or --seat)")
    rv.add_argument("--variant", default="classic", help="game id for --play: "
                    + ", ".join(REGISTRY))
    rv.add_argument("--seed", type=int, default=1, help="the deal's seed for --play")
    rv.add_argument("--players", type=int, default=None,
                    help="the number of players for --play (the game's own by default)")
    rv.add_argument("--worlds", type=int, default=None,
                    help="deals of the unseen cards per decision (default 64)")
    rv.add_argument("--threshold", type=float, default=None,
                    help="points a decision's 95%% interval must lie above to be shown "
                         "(default 30)")
    rv.add_argument("--json", action="store_true",
                    help="print the review as JSON (in English) instead of sentences")
    rv.set_defaults(func=_cmd_review)
    cm = sub.add_parser("coach-measure", help="measure the coach: calibration, "
                        "discrimination and time over first deals (docs/coach.md)")
    cm.add_argument("--variant", default="classic", help="game id: " + ", ".join(REGISTRY))
    cm.add_argument("--levels", default="easy",
                    help="levels at seat 0, reviewed, comma-separated (default easy)")
    cm.add_argument("--calibrate", default="easy", metavar="LEVELS",
                    help="levels whose shown decisions are replayed with the true cards "
                         "(default easy; '' for none)")
    cm.add_argument("--deals", type=int, default=300, help="first deals (default 300)")
    cm.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    cm.add_argument("--worlds", type=int, default=64,
                    help="worlds dealt per decision (default 64, as a review)")
    cm.add_argument("--live", action="store_true",
                    help="instead of reviewing, time the live coach before each of seat 0's "
                         "discards and pile pickups (wall seconds)")
    cm.add_argument("--out", default=None, metavar="FILE",
                    help="append one JSON object a line to FILE, skipping deals it holds")
    cm.add_argument("--summary", nargs="+", default=None, metavar="FILE",
                    help="print the measurements of record files instead of measuring")
    cm.set_defaults(func=_cmd_coach_measure)
    learn = sub.add_parser("learn", help="list the lessons or check that each one plays")
    what = learn.add_mutually_exclusive_group(required=True)
    what.add_argument("--list", action="store_true",
                      help="the games' lessons, their steps and the rule ids they cite")
    what.add_argument("--check", action="store_true",
                      help="play every lesson by its listed moves; exit 1 naming the lesson "
                           "and step that fails")
    learn.add_argument("--json", action="store_true", help="--list as JSON")
    learn.set_defaults(func=_cmd_learn)
    from game.rules.games import playable_games

    selftest_help = (f"run the table headless through an AI-only deal of every game "
                     f"({len(playable_games())} deals)")
    st = sub.add_parser("selftest", help=selftest_help, description=selftest_help)
    st.add_argument("--screenshot", default=None, metavar="PATH",
                    help="save each game's score-sheet frame as PATH-<game id>.png "
                         "(PATH-classic.png, PATH-pennies.png, ...)")
    st.set_defaults(func=_cmd_selftest)
    return parser


def _take_lang(args_list: list[str]) -> str | None:
    """Remove ``--lang CODE`` (or ``--lang=CODE``) from anywhere in the arguments, so it
    works before or after any command; returns CODE (checked) or None."""
    from game.i18n import LANGUAGES

    code = None
    for i, item in enumerate(args_list):
        if item == "--lang" or item.startswith("--lang="):
            if item == "--lang":
                if i + 1 >= len(args_list):
                    _error("argument --lang: expected one of " + ", ".join(LANGUAGES))
                    raise SystemExit(2)
                code = args_list[i + 1]
                del args_list[i:i + 2]
            else:
                code = item.split("=", 1)[1]
                del args_list[i]
            break
    if code is not None and code not in LANGUAGES:
        _error(f"argument --lang: invalid choice: '{code}' (choose from "
               + ", ".join(LANGUAGES) + ")")
        raise SystemExit(2)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status. ``--lang en|fa|hu`` (anywhere)
    chooses the language of every command; without it the table uses the one in
    Settings (first the system's) and the other commands English."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    lang = _take_lang(args_list)
    if not args_list or (args_list[0].startswith("--") and args_list[0] != "--help"):
        args_list = ["play", *args_list]  # the table; bare --help lists every command
    parser = build_parser()
    args = parser.parse_args(args_list)
    args.lang = lang
    from game.i18n import set_language

    set_language(lang or "en")
    least = N_("{option} must be at least 1")
    if args.command == "simulate" and args.games < 1:
        parser.error(Refusal(least, option="--games"))
    if args.command == "simulate" and args.max_deals < 1:
        parser.error(Refusal(least, option="--max-deals"))
    if args.command == "duel" and args.deals < 1:
        parser.error(Refusal(least, option="--deals"))
    if args.command == "duel" and args.jobs < 1:
        parser.error(Refusal(least, option="--jobs"))
    if args.command == "gap" and args.bootstrap < 1:
        parser.error(Refusal(least, option="--bootstrap"))
    if args.command == "bench" and args.deals < 1:
        parser.error(Refusal(least, option="--deals"))
    if args.command == "bench" and args.level_deals < 1:
        parser.error(Refusal(least, option="--level-deals"))
    if args.command == "pace" and args.seeds < 1:
        parser.error(Refusal(least, option="--seeds"))
    if args.command == "pace" and args.turns < 1:
        parser.error(Refusal(least, option="--turns"))
    return int(args.func(args) or 0)
