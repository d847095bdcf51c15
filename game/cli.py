"""``python -m game`` / ``canasta-table``: the command line.

``python -m game`` (or ``play``) opens the table; ``replay`` prints a saved game,
``review`` the coach's review of a deal, ``learn`` lists or checks the lessons,
``selftest`` runs the table headless; ``bench`` measures the rules core and the AI;
``pace`` times the computer players' turns at the table. The measurements of the
computer players (``simulate``, ``duel``, ``gap``, ``feeding``, ``reading``, ``departures``,
``coach-measure``) are in :mod:`game.measuring`. A bad argument exits 2 with one
clear line.

The lines for a person (``replay``, the ``simulate`` and ``duel`` summaries, the
error lines) are in the language of ``--lang`` (catalog messages, with the logical
order of the text: a terminal lays Persian out itself); ``--json`` output stays
English, for programs, and so does argparse's own help.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from collections.abc import Sequence

from game.console import PHASE_WORDS, Parser, error_line, level_word, print_line, word
from game.i18n import N_
from game.measuring import MEASURING_COUNTS, add_commands
from game.rules.messages import Refusal, sentence_of


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
            error_line(sentence_of(error))
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
        error_line(sentence_of(error))
        return 2
    print(json.dumps(result, indent=2))
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    if args.load and _unreadable_load(args.load):
        return 2
    try:
        from game.ui.app import run
    except ImportError as error:  # the table is not installed in this build
        from game.i18n import tr

        error_line(tr("the table cannot start: {error}", error=str(error)))
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
        error_line(sentence_of(error))
        return True
    return False


def _cmd_learn(args: argparse.Namespace) -> int:
    """``learn --list`` / ``learn --check`` (see game.lessons)."""
    from game.i18n import _, ntr, tr
    from game.lessons import LessonError, all_lessons, check_lesson

    try:
        lessons = all_lessons()
    except LessonError as error:
        error_line(str(error))
        return 1
    if args.check:
        problems = [p for group in lessons.values() for lesson in group
                    for p in check_lesson(lesson)]
        for problem in problems:
            error_line(problem)
        count = sum(len(group) for group in lessons.values())
        if not problems:
            print_line(ntr("{count} lesson plays to its end.", "{count} lessons play to their end.",
                       count, count=count))
        return 1 if problems else 0
    every = [lesson for group in lessons.values() for lesson in group]
    if args.json:
        print(json.dumps([{"game": lesson.game, "lesson": lesson.ident, "title": lesson.title,
                           "steps": len(lesson.steps), "rules": lesson.rule_ids()}
                          for lesson in every], indent=1, ensure_ascii=False))
        return 0
    for lesson in every:
        print_line(tr("{game} {lesson}: {title} ({steps} steps; {rules})",
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
        error_line(sentence_of(error))
        return 2
    saved = loaded.saved
    human = next((p.seat for p in saved.players if p.kind == "human"), None)
    levels = [p.level for p in sorted(saved.players, key=lambda p: p.seat)]
    session = GameSession(saved.game, dict(saved.table_rules), saved.seed, human, levels)
    rs = session.ruleset
    names = ", ".join(tr("{name} ({level})", name=p.name,
                         level=level_word(p.kind if p.kind == "human" else p.level))
                      for p in saved.players)
    print_line(tr("{game}, seed {seed}: {players}", game=_(rs.name), seed=saved.seed,
              players=names))
    print_line(tr("table rules: {rules}", rules=table_rule_words(rs, saved.table_rules)))
    for count, text in enumerate(saved.actions, 1):
        step = session.propose(parse_action(text))
        if isinstance(step, str):  # load_game already replayed it: cannot happen
            error_line(tr("action {n} ('{action}') is illegal: {reason}", n=count, action=text,
                      reason=notice(step)))
            return 2
        for line in step.lines:
            print_line(f"{number(count):>5}  {line}")
        if len(step.after.history) > len(step.before.history):
            for line in score_sheet_lines(step.after.history[-1], step.after, human):
                print_line(line)
    state = session.state
    if state.winner is not None:
        print_line(tr("Game over: side {side} wins, {scores}.", side=state.winner + 1,
                  scores=digits(" - ".join(map(str, state.scores)))))
    else:
        print_line(tr("The game goes on: deal {deal}, {phase}.", deal=state.deal_no,
                  phase=word(PHASE_WORDS, state.phase.value, "phase")))
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
        error_line(Refusal(message, **params))
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
            error_line(sentence_of(error))
            return 2
        seat = 0 if args.seat is None else args.seat
    else:
        if args.file is None:
            return fail(N_("give a save file, or --play LEVEL"))
        try:
            saved = load_game(args.file).saved
        except SaveError as error:
            error_line(sentence_of(error))
            return 2
        try:
            logs = game_deals(saved.game, saved.table_rules, saved.seed, saved.actions)
        except ValueError as error:
            error_line(sentence_of(error))
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
    print_line(tr("{game}, deal {deal}, seat {seat}: {judged} decisions weighed in {seconds} s, "
              "each in {worlds} deals of the unseen cards played to the end.", game=_(rs.name),
              deal=log.deal_no, seat=seat, judged=len(result.judged),
              seconds=number(round(result.seconds, 1)), worlds=settings.worlds))
    if not result.decisions:
        print_line(tr("No decision cost more than {threshold} points for sure.",
                  threshold=number(round(settings.threshold))))
    for d in result.decisions:
        print_line(tr("Turn {turn}, {grade}: played {played}; the coach would play {suggested}.",
                  turn=d.turn, grade=_(d.grade), played=refusal(move_words((d.played,))),
                  suggested=refusal(move_words(d.suggested_line))))
        print_line("    " + tr("About {cost} points lost (between {low} and {high}, at 95 percent "
                           "confidence).", cost=number(round(d.cost)), low=number(round(d.low)),
                           high=number(round(d.high))))
        if d.kind != "general":  # its sentence says what the line above says
            print_line("    " + tr("{sentence} ({rules}).", sentence=refusal(d.words),
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
    parser = Parser(prog="canasta-table",
                     formatter_class=argparse.RawDescriptionHelpFormatter,
                     description="Canasta Table: the canasta family. Without a command (or "
                                 "with play and its\noptions) the table opens; the other "
                                 "commands run without a window.\nCOMMAND --help tells more.",
                     epilog=TOP_EPILOG)
    from game.rules.games import REGISTRY

    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    add_commands(sub)
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


AT_LEAST_ONE: dict[str, tuple[tuple[str, str], ...]] = {
    **MEASURING_COUNTS,
    "bench": (("deals", "--deals"), ("level_deals", "--level-deals")),
    "pace": (("seeds", "--seeds"), ("turns", "--turns")),
}
"""The counts each command needs to be at least 1, by command: (the parsed argument's
name, its option), checked in this order before the command runs (exit 2)."""


def _take_lang(args_list: list[str]) -> str | None:
    """Remove ``--lang CODE`` (or ``--lang=CODE``) from anywhere in the arguments, so it
    works before or after any command; returns CODE (checked) or None."""
    from game.i18n import LANGUAGES

    code = None
    for i, item in enumerate(args_list):
        if item == "--lang" or item.startswith("--lang="):
            if item == "--lang":
                if i + 1 >= len(args_list):
                    error_line("argument --lang: expected one of " + ", ".join(LANGUAGES))
                    raise SystemExit(2)
                code = args_list[i + 1]
                del args_list[i:i + 2]
            else:
                code = item.split("=", 1)[1]
                del args_list[i]
            break
    if code is not None and code not in LANGUAGES:
        error_line(f"argument --lang: invalid choice: '{code}' (choose from "
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
    for attribute, option in AT_LEAST_ONE.get(args.command, ()):
        if getattr(args, attribute) < 1:
            parser.error(Refusal(N_("{option} must be at least 1"), option=option))
    try:
        status = int(args.func(args) or 0)
        if sys.stdout is not None:  # None in the windowed app (no console)
            sys.stdout.flush()
    except BrokenPipeError:
        # whoever read the output stopped reading (``... | head``): end quietly, the
        # rest sent nowhere, as the Python documentation advises (signal, SIGPIPE)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return status
