"""Setting up a position, the way chess programs use FEN: every zone written in
the card notation (:mod:`game.rules.cards`), validated so that each physical card
of the deck is used exactly once (G-1, G-4). Tests, example saves, hints and
tutorials start from positions instead of writing the state's fields by hand.

Two forms, the same rules:

* :func:`setup` takes the zones as keyword arguments:
  ``setup("classic", hands={0: "QH QS 9C"}, pile="4C KS", melds={0: ["8H 8S 8D"]})``.
* :func:`parse_position` reads a text of ``key: value`` lines, and
  :func:`position_text` writes one (every card with its pack, so that
  ``parse_position(position_text(s))`` gives the same position)::

      game: classic
      turn: 0 draw          # the seat to play and the phase
      hand 0: QH QS 9C
      melds 0: 8H 8S 8D | KH KS KD
      threes 1: 3H
      pile: 4C KS           # bottom to top
      stock: ...            # bottom to top
      rest: stock           # where the cards not named go: stock (default) or pile
      scores: 1490 2990
      melded: yes no

  Other keys: ``foot S``, ``foot taken: yes no ...`` (by seat), ``completed: ...``
  (by seat), ``rules: name=value ...`` (table rules), ``seed``, ``deal`` (the deal
  number), ``dealer``, ``asked: S`` (the partner asked, in phase ``answer``),
  ``melders: 0=2 1=3`` (side=seat that made the initial meld, BH-6.1), ``waiting:
  cards`` (cards of the hand to play taken from the pile this turn, DH-5.7).

A card written without ``/pack`` takes the lowest free copy of its kind. The cards
not named go, in the seed's shuffled order, under the named stock cards (or under
the named pile cards with ``rest="pile"``). With ``rest="none"`` every card must be
named. Red threes are never left in a hand that has played (the position is taken
to be after the seat's first turn began).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.rules import melds as M
from game.rules.cards import Card, make_deck, parse_card
from game.rules.games import get_ruleset
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, Phase
from game.rules.transitions import deal, reset_turn, snapshot

Cards = str | Sequence[str]


class PositionError(ValueError):
    """A position that names a card twice, a card not in the deck, a zone the game
    has not, or a malformed line; the message says which."""


def card_words(text: Cards | None) -> list[str]:
    """The words of a zone written as one string or several (commas count as
    spaces)."""
    if text is None:
        return []
    if isinstance(text, str):
        return text.replace(",", " ").split()
    return [w for part in text for w in str(part).replace(",", " ").split()]


class _Pool:
    """The deck's physical cards, handed out once each."""

    def __init__(self, deck: Iterable[Card]) -> None:
        self.free: dict[str, list[Card]] = {}
        for card in sorted(deck, key=lambda c: c.pack):
            self.free.setdefault(card.kind, []).append(card)

    def take(self, word: str, where: str) -> Card:
        try:
            card = parse_card(word)
        except ValueError as error:
            raise PositionError(f"{where}: {error}") from None
        copies = self.free.get(card.kind, [])
        if "/" in word:
            if card not in copies:
                raise PositionError(f"{where}: {card.code} is not in the deck or is named twice")
        elif not copies:
            raise PositionError(f"{where}: no copy of {card.kind} is left in the deck")
        else:
            card = copies[0]
        copies.remove(card)
        return card

    def rest(self) -> set[Card]:
        return {c for copies in self.free.values() for c in copies}


def setup(game_id: str | RuleSet, *, hands: Mapping[int, Cards] | None = None,
          feet: Mapping[int, Cards] | None = None, pile: Cards | None = None,
          melds: Mapping[int, Sequence[Cards]] | None = None,
          red_threes: Mapping[int, Cards] | None = None, stock: Cards | None = None,
          rest: str = "stock", melded: Sequence[bool] | None = None,
          scores: Sequence[int] | None = None, current: int = 0,
          phase: Phase = Phase.DRAW, foot_taken: Sequence[bool] | None = None,
          completed: Sequence[bool] | None = None,
          table_rules: Mapping[str, Any] | None = None, seed: int | str = 0,
          deal_no: int = 1, dealer: int | None = None,
          asked_partner: int | None = None, melders: Mapping[int, int] | None = None,
          waiting: Cards | None = None) -> GameState:
    """The position of ``game_id`` (or of a RuleSet) with the zones given in the card notation (see
    the module notes): ``hands``/``feet`` by seat, ``melds``/``red_threes`` by
    side; ``stock`` and ``pile`` bottom to top. A seat given a foot has not picked
    it up (unless ``foot_taken`` says otherwise). ``melded`` defaults to "the side
    has a meld". ``dealer`` defaults to the seat before ``current``. ``melders``
    names, by side, the seat that made the initial meld (BH-6.1); ``waiting`` the
    cards of the current hand taken from the pile this turn (DH-5.7).

    Raises PositionError (a ValueError) when a card is named twice or is not of
    this deck, a meld is not a meld, a seat or side does not exist, or ``rest`` is
    not "stock", "pile" or "none"; TableRuleError/UnknownGameError as get_ruleset.
    """
    rs = (game_id.with_table_rules(table_rules or {}) if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, table_rules))
    n, sides = rs.players, rs.sides
    for what, keys, count in (("seat", (hands or {}), n), ("seat", (feet or {}), n),
                              ("side", (melds or {}), sides),
                              ("side", (red_threes or {}), sides)):
        bad = [k for k in keys if not 0 <= k < count]
        if bad:
            raise PositionError(f"{rs.name} has no {what} {bad[0]}")
    if rest not in ("stock", "pile", "none"):
        raise PositionError(f"rest must be 'stock', 'pile' or 'none', not {rest!r}")
    zones: list[tuple[str, list[str]]] = []
    zones += [(f"hand:{seat}", card_words(text)) for seat, text in (hands or {}).items()]
    zones += [(f"foot:{seat}", card_words(text)) for seat, text in (feet or {}).items()]
    for side, texts in (melds or {}).items():
        zones += [(f"meld:{side}:{i}", card_words(text)) for i, text in enumerate(texts)]
    zones += [(f"threes:{side}", card_words(text)) for side, text in (red_threes or {}).items()]
    zones += [("pile", card_words(pile)), ("stock", card_words(stock))]

    pool = _Pool(make_deck(rs.packs, rs.jokers))
    exact = {(where, i): pool.take(w, where)  # first, so "QH" never takes a named QH/0
             for where, words in zones for i, w in enumerate(words) if "/" in w}
    built = {where: [exact.get((where, i)) or pool.take(w, where) for i, w in enumerate(words)]
             for where, words in zones}
    leftover = pool.rest()
    if rest == "none" and leftover:
        raise PositionError(f"{len(leftover)} cards of the deck are in no zone, e.g. "
                            + " ".join(sorted(c.code for c in leftover)[:5]))
    dealer = (current - 1) % n if dealer is None else dealer
    state = _empty(rs, seed, deal_no, dealer)
    rest_cards = [c for c in state.stock if c in leftover]

    state.hands = [built.get(f"hand:{s}", []) for s in range(n)]
    state.feet = [built.get(f"foot:{s}", []) for s in range(n)]
    state.stock, state.pile = built["stock"], built["pile"]
    if rest == "pile":
        state.pile = rest_cards + state.pile
    else:
        state.stock = rest_cards + state.stock
    next_id = 0
    for side, texts in (melds or {}).items():
        for i in range(len(texts)):
            cards = tuple(built[f"meld:{side}:{i}"])
            classified = M.classify(rs, cards)
            if isinstance(classified, str):
                raise PositionError(f"meld {i} of side {side}: {classified}")
            state.melds[side].append(M.new_meld(rs, next_id, side, *classified, cards))
            next_id += 1
    state.next_meld_id = next_id
    state.red_threes = [built.get(f"threes:{side}", []) for side in range(sides)]
    state.melded = (list(melded) if melded is not None
                    else [bool(state.melds[side]) for side in range(sides)])
    state.scores = list(scores) if scores is not None else [0] * sides
    state.foot_taken = (list(foot_taken) if foot_taken is not None
                        else [rs.foot_size == 0 or f"foot:{s}" not in built for s in range(n)])
    state.completed = list(completed) if completed is not None else [False] * n
    for name, values, count in (("melded", state.melded, sides), ("scores", state.scores, sides),
                                ("foot taken", state.foot_taken, n),
                                ("completed", state.completed, n)):
        if len(values) != count:
            raise PositionError(f"{name} needs {count} values, not {len(values)}")
    state.first_turn_done = [True] * n
    state.current = current
    state.phase = phase
    reset_turn(state)
    if phase is Phase.MELD:
        state.snapshot = snapshot(state)
    if asked_partner is not None:
        state.asked, state.asked_partner = True, asked_partner
    state.melders = dict(melders or {})
    hand = state.hands[current]
    for word in card_words(waiting):
        kind = parse_card(word)
        card = next((c for c in hand if (c == kind if "/" in word else c.kind == kind.kind)
                     and c not in state.waiting), None)
        if card is None:
            raise PositionError(f"waiting: {word} is not in the hand of seat {current}")
        state.waiting.append(card)
    check_conserved(state)
    return state


def _empty(rs: Any, seed: int | str, deal_no: int, dealer: int) -> GameState:
    """A dealt state of deal ``deal_no`` (its stock gives the order of the cards
    not named), to be filled in."""
    n = rs.players
    state = GameState(
        ruleset=rs, seed=seed, deal_no=deal_no - 1, dealer=(dealer - 1) % n,
        phase=Phase.DEAL_OVER, current=0, stock=[], pile=[], hands=[[] for _ in range(n)],
        feet=[[] for _ in range(n)], foot_taken=[False] * n, completed=[False] * n,
        first_turn_done=[False] * n, melds=[[] for _ in range(rs.sides)],
        red_threes=[[] for _ in range(rs.sides)], melded=[False] * rs.sides,
        scores=[0] * rs.sides)
    deal(state)
    order = (state.stock + state.pile + [c for h in state.hands for c in h]
             + [c for f in state.feet for c in f] + [c for r in state.red_threes for c in r])
    state.stock, state.pile = order, []
    state.hands = [[] for _ in range(n)]
    state.feet = [[] for _ in range(n)]
    state.red_threes = [[] for _ in range(rs.sides)]
    return state


def check_conserved(state: GameState) -> None:
    """G-1, G-4: raise PositionError unless every physical card of the deck is in
    exactly one zone."""
    rs = state.ruleset
    deck = set(make_deck(rs.packs, rs.jokers))
    counts = Counter(state.all_cards())
    doubled = sorted(c.code for c, k in counts.items() if k > 1)
    missing = sorted(c.code for c in deck - set(counts))
    strange = sorted(c.code for c in set(counts) - deck)
    if doubled or missing or strange:
        raise PositionError(f"cards doubled {doubled}, missing {missing}, "
                            f"not of this deck {strange}")


# ---------------------------------------------------------------------------
# The text form

_PHASES = {p.value.replace(" ", "_"): p for p in Phase}


def _flags(words: list[str]) -> list[bool]:
    out = []
    for w in words:
        if w.lower() not in ("yes", "no", "true", "false", "1", "0"):
            raise PositionError(f"'{w}' is not yes or no")
        out.append(w.lower() in ("yes", "true", "1"))
    return out


def parse_position(text: str) -> GameState:
    """The position written in ``text`` (see the module notes); ``#`` starts a
    comment. Raises PositionError naming the bad line."""
    kw: dict[str, Any] = {}
    game = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise PositionError(f"line {number}: expected 'key: value', got {raw!r}")
        words = key.split()
        name = " ".join(w for w in words if not w.isdigit())
        index = next((int(w) for w in words if w.isdigit()), None)
        value = value.strip()
        try:
            game = _read(kw, name, index, value) or game
        except (ValueError, KeyError) as error:
            raise PositionError(f"line {number} ({raw.strip()!r}): {error}") from None
    if game is None:
        raise PositionError("the position names no game ('game: classic')")
    return setup(game, **kw)


def _read(kw: dict[str, Any], name: str, index: int | None, value: str) -> str | None:
    """Store one line's value in ``kw``; returns the game id on the ``game`` line."""
    words = value.split()
    zone = {"hand": "hands", "foot": "feet", "threes": "red_threes"}
    if name == "game":
        return value
    if name in zone and index is not None:
        kw.setdefault(zone[name], {})[index] = value
    elif name == "melds" and index is not None:
        kw.setdefault("melds", {})[index] = [g for g in value.split("|") if g.strip()]
    elif name in ("pile", "stock", "rest", "waiting"):
        kw[name] = value
    elif name == "melders":
        kw["melders"] = {int(k): int(v) for k, v in (w.split("=", 1) for w in words)}
    elif name == "turn":
        kw["current"] = int(words[0])
        kw["phase"] = _PHASES[words[1].lower()] if len(words) > 1 else Phase.DRAW
    elif name in ("melded", "foot taken", "completed"):
        kw[name.replace(" ", "_")] = _flags(words)
    elif name == "scores":
        kw["scores"] = [int(w) for w in words]
    elif name in ("seed", "deal", "dealer", "asked"):
        field = {"deal": "deal_no", "asked": "asked_partner"}.get(name, name)
        kw[field] = int(value) if name != "seed" or value.lstrip("-").isdigit() else value
    elif name == "rules":
        kw["table_rules"] = dict(w.split("=", 1) for w in words)
    else:
        raise KeyError(f"unknown key '{name}'")
    return None


def position_text(state: GameState) -> str:
    """The position of ``state`` as text that :func:`parse_position` reads back
    (every card with its pack; the turn's bookkeeping, history and pending pile
    pickup are not part of a position)."""
    rs = state.ruleset

    def codes(cards: Iterable[Card]) -> str:
        return " ".join(c.code for c in cards)

    def yes(flags: Iterable[bool]) -> str:
        return " ".join("yes" if f else "no" for f in flags)

    lines = [f"game: {rs.id}"]
    changed = {k: v for k, v in rs.table_rules().items()
               if v != rs.option(k).default}
    if changed:
        lines.append("rules: " + " ".join(f"{k}={rs.option(k).text(v)}"
                                          for k, v in changed.items()))
    lines += [f"seed: {state.seed}", f"deal: {state.deal_no}", f"dealer: {state.dealer}",
              f"turn: {state.current} {state.phase.value.replace(' ', '_')}"]
    if state.phase is Phase.ANSWER and state.asked_partner is not None:
        lines.append(f"asked: {state.asked_partner}")
    lines += [f"hand {s}: {codes(h)}" for s, h in enumerate(state.hands) if h]
    lines += [f"foot {s}: {codes(f)}" for s, f in enumerate(state.feet) if f]
    lines += [f"melds {d}: " + " | ".join(codes(m.cards) for m in melds)
              for d, melds in enumerate(state.melds) if melds]
    lines += [f"threes {d}: {codes(r)}" for d, r in enumerate(state.red_threes) if r]
    if state.melders:
        lines.append("melders: " + " ".join(f"{d}={s}" for d, s in sorted(state.melders.items())))
    if state.waiting:
        lines.append(f"waiting: {codes(state.waiting)}")
    lines += [f"pile: {codes(state.pile)}", f"stock: {codes(state.stock)}", "rest: none",
              f"scores: {' '.join(map(str, state.scores))}", f"melded: {yes(state.melded)}",
              f"foot taken: {yes(state.foot_taken)}", f"completed: {yes(state.completed)}"]
    return "\n".join(lines) + "\n"
