"""The new-game screen: which game, how many play, where you sit, how strong the
computer players are, the table rules and the seed of the deal."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.ai import LEVELS
from game.i18n import N_, _, digits, ntr, prose_digits, tr
from game.present.games.registry import game_table
from game.present.names import seat_name
from game.rules.games import RULESETS, get_ruleset, playable_games, player_counts
from game.rules.ruleset import Option, RuleSet
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import (
    Cycle,
    MenuScene,
    Toggle,
    fit_text,
    px,
    tab_widths,
)
from game.ui.scenes.table_draw import LEVEL_NAMES
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import BUTTON_TEXT, Button, draw_panel

COMPUTER_LEVELS = tuple(level for level in ("easy", "normal", "hard", "expert")
                        if level in LEVELS)
"""The levels offered for a computer player, weakest first."""


MAX_SEED_DIGITS = 12

RULE_TEXTS = (
    # the games' blurbs (RuleSet.blurb)
    N_("6 players in two teams of three \u00b7 216 cards \u00b7 a hand and a foot"),
    N_("4 or 6 players in two teams \u00b7 216 cards \u00b7 sequence canastas \u00b7 4 deals"),
    N_("4 players in two partnerships \u00b7 216 cards \u00b7 15-card hand, 13-card foot"),
    # the table rules (Option.label, Option.help, choice names)
    N_("Concealed going out"),
    N_("+100 more for going out in one turn without the side having melded before"),
    N_("Wild cards in a meld"),
    N_("up to half: wild cards may not outnumber naturals; up to three (the 1950 rule): at "
       "least two naturals and at most three wild cards in a meld"),
    N_("Up to half"), N_("Up to three"),
    N_("Game target"), N_("the cumulative score that ends the game"),
    N_("Mixed canasta bonus"),
    N_("bonus of a mixed (black) canasta: 300, as in the sister games, or 500, as one old "
       "table gives"),
    N_("Initial meld ranges"),
    N_("minimum by score: 90 from 5000, 120 from 10000, 150 from 15000 (x10), or thresholds "
       "ten times smaller, as two printed books give (books)"),
    N_("Books"),
    N_("Foot before going out"),
    N_("a player must have picked up the foot before going out (the Hand and Foot custom); "
       "off: going out with the foot unpicked, which then counts against"),
    N_("Players"),
    N_("four players (four packs, 216 cards) or six (five packs, 270 cards), in two teams"),
    N_("Sevens in sequences"),
    N_("sevens may go in sequence melds at any time; off: only once the team has completed a "
       "sevens canasta"),
    N_("Pile cards wait"),
    N_("cards taken from the pile wait for the next turn after every pickup (always), or only "
       "after a pickup with a natural pair (pair)"),
    N_("Always"), N_("Pair"),
    N_("Sequences per suit"),
    N_("several unfinished sequence melds of one suit may lie at once (many), or at most one "
       "(one)"),
    N_("Many"), N_("One"),
    N_("Wild cards in the garbage pile"),
    N_("wild cards may go in the garbage pile once the team has a wild canasta"),
    N_("All eight red threes"),
    N_("all eight red threes on one side count 800 (nothing extra) or 1000, as in Pennies from "
       "Heaven"),
    N_("Unlimited"),  # DK-14.5's "unlimited" reshuffles, as choice_text shows it
)
"""What the registered games say of themselves in ruleset.py (blurbs, table rules),
for the catalogs: the screen shows ``_(text)``; tests/test_i18n.py checks that every
registered game's texts are translated."""


_KEYPAD = {getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)}


def option_title(option: Option) -> str:
    """The name of a table rule as a player reads it ("Concealed going out")."""
    return _(option.label)


def choice_text(value: Any, option: Option | None = None) -> str:
    """A table rule's value on its button: its name, On/Off, numbers ("20,000"),
    words (see :func:`game.i18n.choice_text`)."""
    return i18n.choice_text(option, value)


def deal_order(players: int, human: int, cut: bool = False) -> str:
    """Who deals and who plays first (seat 0 deals the first deal, G-13):
    "South deals the first deal; you (West) play first." With a ``cut`` there is
    no dealer: the first player cuts, keeps cards shown at the cut and starts
    (DK-2.1), drawn by lot for the first deal (DK-2.4): the sentence says so, and
    names nobody."""
    dealer, first = seat_name(players, 0, None), seat_name(players, 1, None)
    if cut:
        return tr("The first deal's starter is drawn by lot, cuts and starts; then the "
                  "starter passes to the left ({rule}).", rule="DK-2.4")
    if human == 0:
        return tr("You ({seat}) deal the first deal; {first} plays first.", seat=dealer,
                  first=first)
    if human == 1:
        return tr("{dealer} deals the first deal; you ({seat}) play first.", dealer=dealer,
                  seat=first)
    return tr("{dealer} deals the first deal; {first} plays first.", dealer=dealer,
              first=first)


def count_note(game_id: str, table_rules: dict[str, Any]) -> str | None:
    """What changes with the chosen number of players, for a game whose counts
    deal and play differently (Classic for two, CL-11, or three, CL-12): "2
    players, each for themself: 15 cards each; a draw from the stock takes 2
    cards; going out needs 2 canastas of your own (CL-11.1, CL-11.2, CL-11.3)."
    With CL-12.3's table rule the three-player note says two cards and two
    canastas. None for the game's own count and for a game whose counts differ
    only in the number of players. ``table_rules``: the chosen ones, with
    "players"."""
    counts = player_counts(game_id)
    if len(counts) < 2:
        return None
    own = RULESETS[game_id]
    rs = get_ruleset(game_id, table_rules)
    if rs.players == own.players:
        return None

    def shape(r: RuleSet) -> tuple[int, int, int]:
        return r.hand_size, r.draw_count, r.canastas_needed()

    if all(shape(get_ruleset(game_id, {"players": n})) == shape(own) for n in counts):
        return None
    who = (ntr("{n} player, each for themself", "{n} players, each for themself",
               rs.players, n=rs.players) if not rs.partnerships
           else ntr("{n} player", "{n} players", rs.players, n=rs.players))
    rules = ", ".join(dict.fromkeys(rs.rule(k) for k in ("deal", "turn", "go_out")))
    return tr("{who}: {cards}; {draw}; {out} ({rules}).", who=who,
              cards=ntr("{n} card each", "{n} cards each", rs.hand_size, n=rs.hand_size),
              draw=ntr("a draw from the stock takes {n} card",
                       "a draw from the stock takes {n} cards", rs.draw_count,
                       n=rs.draw_count),
              out=ntr("going out needs {n} canasta of your own",
                      "going out needs {n} canastas of your own", rs.canastas_needed(),
                      n=rs.canastas_needed()),
              rules=rules)


def random_seed() -> int:
    """A seed from the clock, for a blank seed field."""
    return time.time_ns() // 1000 % 1_000_000_000


@dataclass
class _Text:
    """A piece of text placed by the layout."""

    text: str
    pos: tuple[int, int]
    size: int
    colour: tuple[int, int, int] = INK
    bold: bool = False
    anchor: str = "topleft"


class NewGameScene(MenuScene):
    """Choose a game and start it (Enter: Start, Esc: Back).

    Start calls ``game.ui.scenes.table.start_table(ctx, game_id, table_rules,
    seed, human_seat, levels)`` with ``levels`` one per seat (the human's seat
    holds "normal"), and remembers the game and levels in the settings. A game
    played by several counts of players (DH-1.1) has its count among the table
    rules ("players"); the seats and levels follow it.
    """

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        settings = ctx.settings
        last = getattr(settings, "last_game", None)
        games = playable_games()
        self.game_id: str = last if last in games else next(iter(games))
        self.human = 0
        self.relative_levels: dict[str, list[str]] = {}
        self.table_rules: dict[str, dict[str, Any]] = {}
        remembered = [lv for lv in getattr(settings, "last_levels", ()) or ()]
        chosen_counts = dict(getattr(settings, "last_players", ()) or ())
        for gid, rs in games.items():
            self.table_rules[gid] = {o.name: o.default for o in rs.options}
            players = rs.players
            counts = player_counts(gid)
            if gid == self.game_id and len(counts) > 1 and len(remembered) + 1 in counts:
                players = len(remembered) + 1  # the count last played
                self.table_rules[gid]["players"] = players
            elif len(counts) > 1 and chosen_counts.get(gid) in counts:
                players = chosen_counts[gid]  # the count last chosen for this game
                self.table_rules[gid]["players"] = players
            levels = ["normal"] * (players - 1)
            if gid == self.game_id:
                for i, level in enumerate(remembered[: players - 1]):
                    if level in COMPUTER_LEVELS:
                        levels[i] = level
            self.relative_levels[gid] = levels
        self.seed_text = ""
        self.texts: list[_Text] = []
        self.panels: list[pygame.Rect] = []
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0
        self.problem: str | None = None
        self.long_help: list[tuple[Button, str, pygame.Rect]] = []
        """The table rules whose description is shortened: their button, the
        whole description and where the shortened lines lie."""

    # -- what is chosen ---------------------------------------------------------
    @property
    def ruleset(self) -> RuleSet:
        """The chosen game with the chosen number of players."""
        rs = RULESETS[self.game_id]
        players = self.table_rules[self.game_id].get("players")
        return rs if players is None else get_ruleset(self.game_id, {"players": players})

    def levels(self) -> list[str]:
        """The computer level of every seat ("normal" at the human's seat)."""
        rs = self.ruleset
        out = ["normal"] * rs.players
        for k, level in enumerate(self.relative_levels[self.game_id]):
            out[(self.human + 1 + k) % rs.players] = level
        return out

    def seed(self) -> int:
        """The typed seed, or one from the clock when the field is blank."""
        return int(self.seed_text) if self.seed_text else random_seed()

    # -- actions ----------------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        if self.human >= self.ruleset.players:
            self.human = 0
        self.relayout()

    def choose_players(self, players: int) -> None:
        """Play the chosen game with ``players`` players (its "players" table rule):
        the computer players' levels are kept, new seats get "normal"."""
        self.table_rules[self.game_id]["players"] = players
        levels = self.relative_levels[self.game_id]
        self.relative_levels[self.game_id] = (levels + ["normal"] * players)[: players - 1]
        if self.human >= players:
            self.human = 0
        self.relayout()

    def choose_seat(self, seat: int) -> None:
        self.human = seat
        self.relayout()

    def cycle_level(self, k: int) -> None:
        levels = self.relative_levels[self.game_id]
        i = COMPUTER_LEVELS.index(levels[k]) if levels[k] in COMPUTER_LEVELS else -1
        levels[k] = COMPUTER_LEVELS[(i + 1) % len(COMPUTER_LEVELS)]
        self.relayout()

    def cycle_rule(self, name: str) -> None:
        option = self.ruleset.option(name)
        values = self.table_rules[self.game_id]
        i = option.choices.index(values[name]) if values[name] in option.choices else -1
        values[name] = option.choices[(i + 1) % len(option.choices)]
        self.relayout()

    def type_digit(self, digit: str) -> None:
        if len(self.seed_text) < MAX_SEED_DIGITS and digit.isdigit():
            self.seed_text = (self.seed_text + digit).lstrip("0") or "0"

    def start(self) -> None:
        """Start the game (the new-game screen closes first)."""
        try:
            from game.ui.scenes.table import start_table
        except ImportError:
            self.problem = _("The card table is not available in this version.")
            return
        levels = self.levels()
        self._remember()
        self.app.pop(self)
        start_table(self.ctx, self.game_id, self.chosen_rules(), self.seed(), self.human,
                    levels)

    def chosen_rules(self) -> dict[str, Any]:
        """The table rules to start the game with: each as chosen, but a rule not
        played with the chosen number of players at its default (CL-12.3)."""
        players = self.ruleset.players
        return {o.name: (self.table_rules[self.game_id][o.name] if o.plays_with(players)
                         else o.default)
                for o in RULESETS[self.game_id].options}

    def back(self) -> None:
        self.app.pop(self)

    def _remember(self) -> None:
        settings = self.ctx.settings
        if settings is None or not (hasattr(settings, "last_game")
                                    and hasattr(settings, "last_levels")):
            return
        changes: dict[str, Any] = {"last_game": self.game_id,
                                   "last_levels": tuple(self.relative_levels[self.game_id])}
        if hasattr(settings, "last_players") and len(player_counts(self.game_id)) > 1:
            counts = dict(settings.last_players)  # each game's count, kept apart
            counts[self.game_id] = self.ruleset.players
            changes["last_players"] = tuple(sorted(counts.items()))
        store.change_settings(self.ctx, **changes)

    # -- input ------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        text = getattr(event, "unicode", "") or ""
        if len(text) == 1 and text.isdigit():
            self.type_digit(text)
            return True
        if event.key in _KEYPAD:
            self.type_digit(_KEYPAD[event.key])
            return True
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
            return True
        if event.key == pygame.K_DELETE:
            self.seed_text = ""
            return True
        return super().on_key(event)

    def on_escape(self) -> None:
        self.back()

    def on_enter(self) -> None:
        self.start()

    def update(self, dt: float) -> None:
        self.clock += dt

    # -- layout -----------------------------------------------------------------
    def layout(self) -> None:
        """The games in a row across the top; below, the players (count, seats and
        levels) and the seed at the left, the table rules at the right. Laid out
        left to right, then mirrored in a right-to-left language."""
        w, h = self.size
        s = self.scale
        rs = self.ruleset
        fonts = self.ctx.fonts
        self.buttons = []
        self.texts = []
        margin = px(64, s, 40)
        col_gap = px(56, s, 30)
        col_w = (w - 2 * margin - col_gap) // 2
        bh = px(42, s, 30)
        gap = px(10, s, 6)
        label_px, text_px, small_px = px(21, s, 15), px(17, s, 13), px(15, s, 12)
        small_h = fonts.get(small_px).get_linesize()
        label_gap = px(8, s, 5)
        section_gap = px(18, s, 10)
        row_h = px(36, s, 26)
        pad = px(18, s, 12)

        def label(text: str, x: int, y: int) -> int:
            self.texts.append(_Text(text, (x, y), label_px, GOLD, True))
            return y + fonts.get(label_px, True).get_linesize() + label_gap

        # across the top: the games and the chosen one's blurb
        y = px(94, s, 72)
        games = playable_games()
        full = w - 2 * margin
        names = [_(other.name) for other in games.values()]
        tab_size = max(11, int(bh * 0.40))
        tab_size, widths = tab_widths(fonts, names, full, gap, tab_size,
                                      max(9, round(tab_size * 0.75)))
        x = margin
        for (gid, _other), name, gw in zip(games.items(), names, widths, strict=True):
            rect = pygame.Rect(x, y, gw, bh)
            self.buttons.append(Toggle(name, rect, partial(self.choose_game, gid),
                                       selected=gid == self.game_id, text_size=tab_size))
            x += gw + gap
        y += bh + px(6, s, 4)
        blurb = (prose_digits(_(rs.blurb)) if rs.blurb
                 else ntr("{n} player", "{n} players", rs.players, n=rs.players))
        self.texts.append(_Text(fit_text(fonts, blurb, small_px, full), (w // 2, y), small_px,
                                DIM, anchor="midtop"))
        top = y + small_h + px(14, s, 8) + pad

        # the bottom: Back and Start
        bw, bh2 = px(200, s, 150), px(50, s, 36)
        by = h - margin // 2 - bh2 - px(10, s)
        limit = by - px(16, s, 8) - pad  # the lowest text of the panels

        # left column: players, seats and levels, seed
        x, y = margin, top
        label_y = y
        y = label(_("Players"), x, y)
        counts = player_counts(self.game_id)
        if len(counts) > 1:
            # the counts share the room beside the label: "4 players" where the words
            # fit, else the number alone (Railroad's five counts, RR-1.4)
            room = col_w - fonts.size(_("Players"), label_px, True)[0] - 2 * gap
            cw = min(px(120, s, 90), (room + gap) // len(counts) - gap)
            text_room = cw - 10
            least = max(9, round(max(11, int(row_h * 0.40)) * 0.75))
            names = [ntr("{n} player", "{n} players", n, n=n) for n in counts]
            if any(fonts.size(name, least, True)[0] > text_room for name in names):
                names = [digits(str(n)) for n in counts]
            for i, (n, name) in enumerate(zip(counts, names, strict=True)):
                rect = pygame.Rect(x + col_w - (len(counts) - i) * (cw + gap) + gap, label_y,
                                   cw, row_h)
                self.buttons.append(Toggle(name, rect, partial(self.choose_players, n),
                                           selected=n == rs.players))
            y = max(y, label_y + row_h + label_gap)
        seat_w = px(170, s, 120)
        level_w = px(130, s, 96)
        for seat in range(rs.players):
            rect = pygame.Rect(x, y, seat_w, row_h)
            self.buttons.append(Toggle(seat_name(rs.players, seat, None), rect,
                                       partial(self.choose_seat, seat),
                                       selected=seat == self.human))
            if seat == self.human:
                role = _("you")
            else:
                role = _("partner") if rs.side_of(seat) == rs.side_of(self.human) else _(
                    "opponent")
                k = (seat - self.human - 1) % rs.players
                level = self.relative_levels[self.game_id][k]
                self.buttons.append(Cycle(_(LEVEL_NAMES.get(level, level.capitalize())),
                                          pygame.Rect(x + col_w - level_w, y, level_w, row_h),
                                          partial(self.cycle_level, k)))
            role_x = rect.right + px(12, s, 8)
            self.texts.append(_Text(fit_text(fonts, role, text_px, col_w - level_w - role_x
                                             + x - gap), (role_x, rect.centery), text_px,
                                    INK if seat == self.human else DIM, seat == self.human,
                                    "midleft"))
            y += row_h + px(5, s, 3)
        y += px(2, s, 1)
        for line in fonts.wrap(deal_order(rs.players, self.human,
                                               game_table(rs).starter_cuts(rs)),
                               small_px, col_w)[:2]:
            self.texts.append(_Text(line, (x, y), small_px, DIM))
            y += small_h
        note = count_note(self.game_id, self.chosen_rules())
        if note:  # what changes with this number of players (CL-11, CL-12)
            y += px(4, s, 2)
            for line in fonts.wrap(note, small_px, col_w):
                self.texts.append(_Text(line, (x, y), small_px, INK))
                y += small_h
        y += section_gap
        y = label(_("Seed"), x, y)
        self.seed_rect = pygame.Rect(x, y, px(180, s, 130), bh)
        hint = _("Type digits to replay a deal; leave it blank for a new deal.")
        hint_x = self.seed_rect.right + px(14, s, 8)
        hint_lines = fonts.wrap(hint, small_px, x + col_w - hint_x)[:3]
        for i, line in enumerate(hint_lines):
            self.texts.append(_Text(line, (hint_x, y + i * small_h), small_px, DIM))
        left_bottom = max(self.seed_rect.bottom, y + len(hint_lines) * small_h)

        # right column: the table rules (the number of players aside), each with its
        # whole description under its name, beside its button; those the column has
        # no room for continue in the left column under the seed (Modern
        # American's seven, MA-12)
        x, y = margin + col_w + col_gap, top
        y = label(_("Table rules"), x, y)
        cycle_w = px(130, s, 96)
        options = [o for o in rs.options if o.name != "players" and o.plays_with(rs.players)]
        self.long_help = []
        option_gap = px(10, s, 6)
        title_h = fonts.get(text_px, True).get_linesize()
        desc_w = col_w - cycle_w - gap
        helps = [tr("{text} ({rule})", text=prose_digits(_(o.help)), rule=o.rule)
                 for o in options]
        wrapped = [fonts.wrap(text, small_px, desc_w) for text in helps]

        def height(lines: int) -> int:
            return max(row_h, title_h + lines * small_h) + option_gap

        heights = [height(len(lines)) for lines in wrapped]
        split = len(options)
        while split and y + sum(heights[:split]) - option_gap > limit:
            split -= 1
        more_y = left_bottom + section_gap
        more_top = more_y + fonts.get(label_px, True).get_linesize() + label_gap
        if split < len(options) and (
                more_top + sum(heights[split:]) - option_gap > limit or split == 0):
            split = len(options)  # no room in either column: shortened, whole on hover
        most_lines = 99
        if split == len(options) and y + sum(heights) - option_gap > limit:
            fixed = height(0)
            room = (limit - y - len(options) * fixed) // max(1, len(options) * small_h)
            most_lines = max(1, min(3, room))
        for i, option in enumerate(options):
            if i == split:
                right_bottom = y - option_gap
                x = margin
                label(_("More table rules"), x, more_y)
                y = more_top
            value = self.table_rules[self.game_id][option.name]
            rect = pygame.Rect(x + col_w - cycle_w, y, cycle_w, row_h)
            self.buttons.append(Cycle(choice_text(value, option), rect,
                                      partial(self.cycle_rule, option.name)))
            self.texts.append(_Text(fit_text(fonts, option_title(option), text_px, desc_w,
                                             bold=True),
                                    (x, y + title_h // 2), text_px, INK, True, "midleft"))
            lines = wrapped[i]
            if len(lines) > most_lines:
                # the whole text while the rule's button has the pointer or the focus
                self.long_help.append((self.buttons[-1], helps[i], pygame.Rect(
                    x, y + title_h, desc_w, most_lines * small_h)))
                # shortened, the line still ends with its rule id
                text = prose_digits(_(option.help))
                lines = fonts.wrap(text, small_px, desc_w)[: most_lines - 1]
                rest = text[sum(len(line) + 1 for line in lines):]
                room = desc_w - fonts.size(tr("{text} ({rule})", text="", rule=option.rule),
                                           small_px)[0]
                lines.append(tr("{text} ({rule})", text=fit_text(fonts, rest, small_px, room),
                                rule=option.rule))
            for k, line in enumerate(lines):
                self.texts.append(_Text(line, (x, y + title_h + k * small_h), small_px, DIM))
            y += height(len(lines))
        if split < len(options):
            left_bottom = y - option_gap
        else:
            right_bottom = y - option_gap

        bottom = min(max(left_bottom, right_bottom) + pad, by - px(16, s, 8))
        self.panels = [pygame.Rect(margin - pad, top - pad, col_w + 2 * pad, bottom - top + pad),
                       pygame.Rect(margin + col_w + col_gap - pad, top - pad, col_w + 2 * pad,
                                   bottom - top + pad)]
        self.buttons.append(Button(_("Back"), pygame.Rect(w // 2 - bw - gap * 2, by, bw, bh2),
                                   self.back))
        self.buttons.append(Toggle(_("Start"), pygame.Rect(w // 2 + gap * 2, by, bw, bh2),
                                   self.start, selected=True))
        if i18n.is_rtl():
            self._mirror()

    def _mirror(self) -> None:
        """Flip the layout left to right (a right-to-left language)."""
        w = self.size[0]

        def flipped(rect: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(w - rect.right, rect.top, rect.width, rect.height)

        for button in self.buttons:
            button.rect = flipped(button.rect)
        self.panels = [flipped(rect) for rect in self.panels]
        self.long_help = [(b, text, flipped(area)) for b, text, area in self.long_help]
        self.seed_rect = flipped(self.seed_rect)
        swap = {"left": "right", "right": "left"}
        self.texts = [replace(t, pos=(w - t.pos[0], t.pos[1]), anchor=next(
            (t.anchor.replace(a, b) for a, b in swap.items() if t.anchor.endswith(a)),
            t.anchor)) for t in self.texts]

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("New game"))
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        for rect in self.panels:
            draw_panel(surface, rect, alpha=70, radius=max(6, round(12 * s)))
        for t in self.texts:
            blit_text(surface, fonts, t.text, t.pos, t.size, t.colour, t.bold, t.anchor)
        self._draw_seed(surface)
        self.draw_buttons(surface)
        shown = self.shown_help()
        if shown is not None:
            self._draw_long_help(surface, *shown)
        if self.problem:
            blit_text(surface, fonts, self.problem, (w // 2, h - px(12, s, 6)),
                      px(15, s, 12), (235, 120, 100), anchor="midbottom")

    def shown_help(self) -> tuple[str, pygame.Rect] | None:
        """The whole description of a shortened table rule (MA-12) whose button
        has the pointer or the keyboard focus, or whose lines have the pointer:
        (text, where its shortened lines lie); None for none."""
        pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for button, text, area in self.long_help:
            if (button.hover or (button is self.focus and self._focused())
                    or (pointer is not None and area.collidepoint(pointer))):
                return text, area
        return None

    def _draw_long_help(self, surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
        """The whole description over its shortened lines, on a panel of its own."""
        s = self.scale
        fonts = self.ctx.fonts
        small_px = px(15, s, 12)
        line_h = fonts.get(small_px).get_linesize()
        pad = px(8, s, 5)
        lines = fonts.wrap(text, small_px, area.width)
        panel = pygame.Rect(area.x - pad, area.y - pad, area.width + 2 * pad,
                            len(lines) * line_h + 2 * pad)
        panel.clamp_ip(surface.get_rect())
        radius = max(6, round(10 * s))
        pygame.draw.rect(surface, (14, 48, 32), panel, border_radius=radius)  # opaque
        pygame.draw.rect(surface, GOLD, panel, 1, border_radius=radius)
        rtl = i18n.is_rtl()
        for i, line in enumerate(lines):
            at = (panel.right - pad if rtl else panel.x + pad, panel.y + pad + i * line_h)
            blit_text(surface, fonts, line, at, small_px, INK, anchor="topright" if rtl
                      else "topleft")

    def _draw_seed(self, surface: pygame.Surface) -> None:
        s = self.scale
        fonts = self.ctx.fonts
        rect = self.seed_rect
        radius = max(4, rect.height // 5)
        pygame.draw.rect(surface, (250, 246, 232), rect, border_radius=radius)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=radius)
        size = px(19, s, 14)
        pad = px(12, s, 8)
        if self.seed_text:
            image = fonts.render(digits(self.seed_text), size, BUTTON_TEXT, bold=True)
        else:
            image = fonts.render(_("random"), size, (150, 140, 120))
        where = image.get_rect(midleft=(rect.left + pad, rect.centery))
        surface.blit(image, where)
        if int(self.clock * 2) % 2 == 0:
            cx = where.right + 2 if self.seed_text else rect.left + pad - 3
            pygame.draw.line(surface, BUTTON_TEXT, (cx, rect.top + pad // 2 + 2),
                             (cx, rect.bottom - pad // 2 - 2), 2)
