"""The command line's measurements of the computer players and the coach:
``simulate`` (AI-only games), ``duel`` (two levels on duplicate deals), ``gap`` (the
share of a gap one level closes), ``feeding`` (discards that feed the next player),
``reading`` (how well worlds place the hidden cards), ``departures`` (where Hard and the
seeing reference leave Normal's choice, and what that is worth) and ``coach-measure`` (the coach's
calibration, discrimination and time). Each ``cmd_*`` takes the parsed arguments and
returns the exit status: a bad game, level, count or file exits 2 with one clear line
(:func:`game.console.error_line`). No window: pure, no pygame."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.console import error_line, level_word, parse_table_rules, print_line
from game.i18n import N_
from game.rules.messages import Refusal, sentence_of

MEASURING_COUNTS: dict[str, tuple[tuple[str, str], ...]] = {
    "simulate": (("games", "--games"), ("max_deals", "--max-deals")),
    "duel": (("deals", "--deals"), ("jobs", "--jobs")),
    "gap": (("bootstrap", "--bootstrap"),),
}
"""The counts of the measuring commands that must be at least 1, by command: (the
parsed argument's name, its option); the command line refuses a smaller one with one
line and exit 2 before the command runs."""


def add_commands(sub: Any) -> None:
    """Add the measuring commands to ``sub``, the command line's subparsers
    (``argparse._SubParsersAction``), each with its ``func``."""
    from game.rules.games import REGISTRY

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
    sim.set_defaults(func=cmd_simulate)
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
    d.set_defaults(func=cmd_duel)
    g = sub.add_parser("gap", help="the share of a gap one level closes, from two duels' "
                                   "record files against the same level")
    g.add_argument("closer", help="the record file of the level measured (duel --out)")
    g.add_argument("reference", help="the record file of the reference level (duel --out)")
    g.add_argument("--bootstrap", type=int, default=2000,
                   help="resamples of the paired bootstrap (default 2000)")
    g.add_argument("--json", action="store_true",
                   help="print the result as JSON (in English) instead of a sentence")
    g.set_defaults(func=cmd_gap)
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
    f.add_argument("--guards", action="store_true",
                   help="at each discard onto a large pile, count how often the pile "
                        "guards of hard, hard+read, hard+kept and seeing@guard would "
                        "let the next player take it")
    f.set_defaults(func=cmd_feeding)
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
    rd.add_argument("--kept", action="store_true",
                    help="deal the worlds as Hard does: where the game's profile shapes "
                         "the hidden hands, the pickups to their holder and the hands "
                         "shaped as kept")
    rd.add_argument("--laid", choices=("all", "ranks"), default=None,
                    help="deal the pickups to their holder, then take out of the hands of "
                         "a side that has melded what it would have laid: all (wild "
                         "cards, naturals of its melded ranks, a third natural) or ranks "
                         "(the naturals of its melded ranks alone)")
    rd.add_argument("--fit-shape", action="store_true",
                    help="fit the weights that shape the hidden hands (more pairs, fewer "
                         "wild cards) to those of Normal self-play, instead")
    rd.set_defaults(func=cmd_reading)
    dp = sub.add_parser("departures", help="where Hard and the seeing reference leave "
                                           "Normal's choice, and what each departure is worth "
                                           "in truth and in Hard's worlds")
    dp.add_argument("--variant", default="classic", help="game id: " + ", ".join(REGISTRY))
    dp.add_argument("--deals", type=int, default=100, help="first deals (default 100)")
    dp.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    dp.add_argument("--worlds", type=int, default=24,
                    help="worlds each departure is played in, of each sort (default 24)")
    dp.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    dp.add_argument("--players", type=int, default=None,
                    help="the number of players (one the game is played by)")
    dp.set_defaults(func=cmd_departures)
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
    cm.set_defaults(func=cmd_coach_measure)


def cmd_simulate(args: argparse.Namespace) -> int:
    from game.i18n import _, digits, tr
    from game.sim import simulate

    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None

    def report(result) -> None:
        if args.json:
            return
        totals = digits(" - ".join(str(t) for t in result.final))
        who = (_("no winner yet") if result.winner is None
               else tr("side {side} wins", side=result.winner))
        print_line(tr("game seed {seed}: {totals} after {deals} deals, {who}", seed=result.seed,
                  totals=totals, deals=len(result.deal_totals), who=who))

    try:
        summary = simulate(args.variant, args.games, args.seed, seats,
                           parse_table_rules(args.table_rule), args.max_deals, report,
                           players=args.players)
    except ValueError as error:
        error_line(sentence_of(error))
        return 2
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print_line(tr("{deals} deals, {rate} deals/s", deals=summary["deals"],
                  rate=summary["deals_per_second"]))
        for side in summary["mean_points_per_deal"]:
            lo, hi = side["ci95"]
            print_line(tr("side {side} ({levels}): {mean} points per deal (95% CI {lo} to {hi}), "
                      "{wins} games won", side=side["side"],
                      levels=", ".join(level_word(level) for level in side["levels"]),
                      mean=side["mean"], lo=lo, hi=hi, wins=side["wins"]))
        d = summary["decision_ms"]
        print_line(tr("decision time: median {median} ms, p99 {p99} ms", median=d["median"],
                  p99=d["p99"]))
    return 0


def cmd_duel(args: argparse.Namespace) -> int:
    from game.duel import duel, stderr_progress
    from game.i18n import digits, tr

    try:
        result = duel(args.variant, args.a, args.b, args.deals, args.seed, args.jobs,
                      parse_table_rules(args.table_rule), args.players, stderr_progress(),
                      args.whole_games, args.start_score, args.blunders,
                      Path(args.out) if args.out else None)
    except ValueError as error:
        error_line(sentence_of(error))
        return 2
    except OSError as error:
        error_line(Refusal(N_("cannot write {path}: {error}"), path=args.out,
                       error=error.strerror or str(error)))
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
    elif result.get("whole_games"):
        lo, hi = result["ci95"]
        print_line(tr("{game}, {games} duplicate whole games ({per} deals a game): {a} - {b} = "
                  "{mean} points a game (95% CI {lo} to {hi}), sd {sd}, {a} wins {share} of "
                  "the games, {rate} plays/s",
                  game=result["variant"], games=result["deals"],
                  per=digits(str(result["deals_per_game"])), a=level_word(result["a"]["level"]),
                  b=level_word(result["b"]["level"]), mean=result["mean"], lo=lo, hi=hi,
                  sd=result["sd"], share=digits(f"{100 * result['game_win_share']:.1f}%"),
                  rate=_rate(result)))
    else:
        lo, hi = result["ci95"]
        print_line(tr("{game}, {deals} duplicate deals: {a} - {b} = {mean} points a deal (95% CI "
                  "{lo} to {hi}), sd {sd}, {a} wins {share} of deals, {rate} plays/s",
                  game=result["variant"], deals=result["deals"], a=level_word(result["a"]["level"]),
                  b=level_word(result["b"]["level"]), mean=result["mean"], lo=lo, hi=hi,
                  sd=result["sd"], share=digits(f"{100 * result['win_share']:.1f}%"),
                  rate=_rate(result)))
    return 0


def _rate(result: dict[str, Any]) -> float | str:
    """A duel's plays a second as its summary shows them: "–" when every deal came
    from the record file and none was played."""
    rate: float | None = result["plays_per_second"]
    return "–" if rate is None else rate


def cmd_gap(args: argparse.Namespace) -> int:
    from game.duel import gap
    from game.i18n import digits, tr

    try:
        result = gap(Path(args.closer), Path(args.reference), args.bootstrap)
    except ValueError as error:
        error_line(sentence_of(error))
        return 2
    except OSError as error:
        error_line(Refusal(N_("cannot read {path}: {error}"), path=error.filename or "",
                       error=error.strerror or str(error)))
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    def percent(value: float | None) -> str:
        return "?" if value is None else digits(f"{100 * value:.0f}%")

    share, bounds = result["share"], result["share_ci95"] or (None, None)
    closer = level_word(result["closer"]["level"])
    reference = level_word(result["reference"]["level"])
    print_line(tr("{game}, {deals} duplicate deals against {b}: {closer} {x} a deal, {reference} "
              "{y}; {closer} closes {share} of the gap (95% {lo} to {hi})",
              game=result["variant"], deals=result["deals"], b=level_word(result["b"]),
              closer=closer, x=result["closer"]["mean"],
              reference=reference, y=result["reference"]["mean"],
              share=percent(share), lo=percent(bounds[0]), hi=percent(bounds[1])))
    low, high = result["difference"]["ci95"]
    print_line(tr("{closer} - {reference}, deal by deal: {mean} a deal (95% {lo} to {hi})",
                  closer=closer, reference=reference, mean=result["difference"]["mean"],
                  lo=low, hi=high))
    return 0


def cmd_feeding(args: argparse.Namespace) -> int:
    from game.feeding import feeding

    try:
        result = feeding(args.variant, args.level, args.deals, args.seed, args.players,
                         args.calibrate, args.guards)
    except ValueError as error:
        error_line(sentence_of(error))
        return 2
    print(json.dumps(result, indent=2))
    return 0


def cmd_departures(args: argparse.Namespace) -> int:
    """``departures``: Hard's and the seeing reference's departures from Normal's
    choice and their worth (game.departures, docs/strength.md); bad input exits 2."""
    from game.departures import departures

    table_rules = {"players": args.players} if args.players is not None else None
    try:
        result = departures(args.variant, args.deals, args.seed, args.worlds, args.jobs,
                            table_rules)
    except ValueError as error:
        error_line(sentence_of(error))
        return 2
    print(json.dumps(result, indent=1))
    return 0


def cmd_coach_measure(args: argparse.Namespace) -> int:
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
                error_line(Refusal(N_("cannot read {path}: {error}"), path=path, error=str(error)))
                return 2
        print(json.dumps(summarize(records), indent=1))
        return 0
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    bad = [level for level in levels if level not in LEVELS]
    if bad or not levels:
        error_line(Refusal(N_("unknown level '{level}'; valid levels: {valid}"),
                       level=",".join(bad), valid=", ".join(LEVELS)))
        return 2
    for option, value, least in (("--deals", args.deals, 1), ("--worlds", args.worlds, 2)):
        if value < least:
            error_line(Refusal(N_("{option} must be at least {least}"), option=option, least=least))
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
            error_line(Refusal(N_("cannot read {path}: {error}"), path=args.out, error=str(error)))
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
                error_line(sentence_of(error))
                return 2
            line = json.dumps(record)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as handle:
                    handle.write(line + "\n")
            else:
                print(line, flush=True)
    return 0


def cmd_reading(args: argparse.Namespace) -> int:
    """``reading``: the share of the other hands' cards Hard's worlds place right, or
    with ``--fit-shape`` the weights that shape them as kept (game.reading,
    docs/strength.md); a bad game or count exits 2."""
    from game.ai.hard import LAID_WORLDS, kept_world, known_world, read_world, sample_world
    from game.reading import fit_shape, reading
    from game.rules.games import REGISTRY

    if args.deals < 1 or args.worlds < 1:
        error_line(Refusal(N_("{option} must be at least {least}"),
                       option="--deals" if args.deals < 1 else "--worlds", least=1))
        return 2
    results = []
    for game_id in (list(REGISTRY) if args.variant == "all" else [args.variant]):
        table_rules = {"players": args.players} if args.players is not None else None
        try:
            if args.fit_shape:
                results.append(fit_shape(game_id, args.deals, args.seed, table_rules))
                continue
            deal = (known_world if args.pickups_only else read_world if args.read
                    else kept_world if args.kept else LAID_WORLDS[args.laid] if args.laid
                    else sample_world)
            results.append(reading(game_id, args.deals, args.seed, args.worlds, table_rules,
                                   deal))
        except ValueError as error:
            error_line(sentence_of(error))
            return 2
    print(json.dumps(results if len(results) > 1 else results[0], indent=1))
    return 0
