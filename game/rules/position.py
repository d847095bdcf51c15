"""Setting up a position, the way chess programs use FEN: every zone written in
the card notation (:mod:`game.rules.cards`), validated so that each physical card
of the deck is used exactly once (G-1, G-4). Tests, example saves, hints and
tutorials start from positions instead of writing the state's fields by hand.

Two forms, the same rules:

* :func:`setup` takes the zones as keyword arguments:
  ``setup("classic", hands={0: "QH QS 9C"}, pile="4C KS", melds={0: ["8H 8S 8D"]})``.
* :func:`parse_position` reads a text of ``key: value`` lines, and
  :func:`position_text` writes one. The text is the state's full serialisation:
  ``parse_position(position_text(s))`` gives a state with the same fields as
  ``s`` (every card with its pack, every meld with its id, the turn's
  bookkeeping, the pile pickup in progress, what undo restores and each game's
  own state), so the same legal actions and the same play from there on; only
  the score sheets of past deals (``history``), the sentence saying how the
  last deal ended (``ended``) and the cards the table saw go from the pile into a
  hand (``known``, the deal's past, not its position) are not kept: no legal action
  depends on them::

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

Keys of the zones (``S`` a seat, ``D`` a side; cards in the card notation):

* ``hand S``, ``foot S`` (a foot not yet picked up), ``threes D`` (the side's
  red threes; every three laid out in MA-2.1), ``pile``, ``stock``, ``rest``.
* ``melds D``: the side's melds separated by ``|``, in the order laid; a meld
  may begin with its id, ``@3 8H 8S 8D`` (else the melds are numbered from 0 in
  the order written, skipping the ids given), and ``garbage`` after the id marks
  the side's garbage pile (BH-7.1): ``@4 garbage 9H 9S``.
* ``bonus S``: the seat's bonus cards, drawn face down, not yet in the hand
  (MA-7.1, MA-7.2).
* ``pending``: the cards of a pile pickup in progress, not yet in the hand until
  the initial meld is made (PH-5.4, CL-6.2); an empty value is a pickup of the
  top card alone.

Keys of the deal: ``rules: name=value ...`` (table rules), ``seed``, ``deal``
(the deal number), ``dealer``, ``scores`` (by side, before the deal),
``melded: yes no`` (by side), ``foot taken``, ``completed`` (the seat has
completed a canasta, PH-6.1) and ``first turn done`` (the seat's first turn has
begun, its red threes laid out, CL-3.1; default all yes), each by seat;
``melders: 0=2 1=3`` (side=seat that made the initial meld, BH-6.1); ``next
meld: N`` (the id the next meld gets; default one more than the highest);
``last discard: card`` (DK-6.3); the keys of the game's own state
(:mod:`game.rules.own`; a game refuses another's): in díszített kanaszta
``reshuffles: N`` (the times the pile became the stock, DK-4.2), ``free offer``
and ``free spent`` (by seat: the free pickup offered now, and offered this
deal, DK-5.2), ``twins`` (by side, DK-6.1) and ``cut: N`` (in phase ``cut``,
where the pack is cut, DK-2.1); in Modern American ``asked deal`` (by seat: has
asked to go out this deal, MA-8.2); and once the deal is over
``went out: S``, ``winner: D`` and ``special: points name`` (the special hand
that ended it, MA-9.7).

Keys of the turn: ``turn: S phase``; ``turn number: N`` (turns begun this
deal); ``asked: S`` (the partner asked "may I go out?", CL-7.3);
``permission: yes|no`` (the partner's answer); ``waiting: cards`` (cards of the
hand to play, or of the pickup in progress, taken from the pile this turn,
DH-5.7; written with the pack, a card may be one laid out since, e.g. a red
three); ``this turn: name=value ...`` with ``laid_value`` (points laid toward
the initial meld), ``melded_before_turn`` (default: the side's ``melded``),
``laid_this_turn``, ``foot_due`` (PH-6.2), ``taken`` (cards of a pickup,
DK-12.1), ``wild_draw`` (Modern American's own, MA-11.1) and ``discard_only``
(DK-4.4).

What undo restores (CL-6.3, PH-4.2): ``undo: phase`` (``none``: nothing to
undo), ``undo hand``, ``undo melds`` (the side's, as ``melds D``), ``undo
pile``, ``undo pending`` and ``undo turn: melded=yes next_meld_id=N
completed=no foot_due=no laid_value=N``; their cards are written with the pack
(``QH/1``; without it, pack 0). Without an ``undo`` key, undo in phase
``meld`` restores the position as written, and there is nothing to undo in the
other phases.

A card written without ``/pack`` takes the lowest free copy of its kind. The cards
not named go, in the seed's shuffled order, under the named stock cards (or under
the named pile cards with ``rest="pile"``). With ``rest="none"`` every card must be
named. Red threes are never left in a hand that has played (the position is taken
to be after the seat's first turn began, unless ``first turn done`` says not).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from game.rules import melds as M
from game.rules.cards import Card, make_deck, parse_card
from game.rules.games import REGISTRY, get_ruleset
from game.rules.own import read_flags, read_number
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, MeldKind, Phase, Snapshot, TableMeld
from game.rules.transitions import deal, reset_turn, snapshot

Cards = str | Sequence[str]


class PositionError(ValueError):
    """A position that names a card twice, a card not in the deck, a zone the game
    has not, or a malformed line; the message says which. ``where`` is the key
    of the text the error is about (``"hand 0"``, ``"melds 1"``), or None."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


def card_words(text: Cards | None) -> list[str]:
    """The words of a zone written as one string or several (commas count as
    spaces)."""
    if text is None:
        return []
    if isinstance(text, str):
        return text.replace(",", " ").split()
    return [w for part in text for w in str(part).replace(",", " ").split()]


@functools.cache
def _deck_codes(packs: int, jokers: int) -> Mapping[str, Card]:
    """The deck's cards by code (``"QH/1"``)."""
    return {c.code: c for c in make_deck(packs, jokers)}


@functools.cache
def _deck_kinds(packs: int, jokers: int) -> Mapping[str, list[Card]]:
    """The deck's cards by kind (``"QH"``), lowest pack first (never changed)."""
    kinds: dict[str, list[Card]] = {}
    for card in sorted(_deck_codes(packs, jokers).values(), key=lambda c: c.pack):
        kinds.setdefault(card.kind, []).append(card)
    return kinds


class _Pool:
    """The deck's physical cards, handed out once each."""

    def __init__(self, rs: RuleSet) -> None:
        self.codes = _deck_codes(rs.packs, rs.jokers)
        self.free = {kind: copies[:] for kind, copies in _deck_kinds(rs.packs, rs.jokers).items()}

    def take(self, word: str, where: str) -> Card:
        card = self.codes.get(word)
        if card is None:
            try:
                card = parse_card(word)
            except ValueError as error:
                raise PositionError(f"{where}: {error}", where) from None
        copies = self.free.get(card.kind, [])
        if "/" in word:
            if card not in copies:
                raise PositionError(f"{where}: {card.code} is not in the deck or is named twice",
                                    where)
        elif not copies:
            raise PositionError(f"{where}: no copy of {card.kind} is left in the deck", where)
        else:
            card = copies[0]
        copies.remove(card)
        return card

    def rest(self) -> set[Card]:
        return {c for copies in self.free.values() for c in copies}


def _meld_header(words: list[str], where: str) -> tuple[int | None, bool, list[str]]:
    """A meld written ``[@id] [garbage] cards``: its id (None: not given), whether
    it is the garbage pile (BH-7.1), and the words of its cards."""
    meld_id = None
    if words and words[0].startswith("@"):
        if not words[0][1:].isdigit():
            raise PositionError(f"{where}: '{words[0]}' is not a meld id (write e.g. @3)", where)
        meld_id = int(words[0][1:])
        words = words[1:]
    garbage = bool(words) and words[0].lower() == "garbage"
    return meld_id, garbage, words[1:] if garbage else words


def _table_meld(rs: RuleSet, meld_id: int, side: int, garbage: bool,
                cards: tuple[Card, ...], what: str, where: str) -> TableMeld:
    """The meld of ``cards`` as the rules classify it (G-7), or the side's garbage
    pile (BH-7.1); errors say ``what`` meld it is and name the key ``where``."""
    if garbage:
        if not rs.garbage_pile:
            raise PositionError(f"{what}: {rs.name} has no garbage pile", where)
        return M.new_meld(rs, meld_id, side, MeldKind.GARBAGE, 0, cards)
    classified = M.classify(rs, cards)
    if isinstance(classified, str):
        raise PositionError(f"{what}: {classified}", where)
    return M.new_meld(rs, meld_id, side, *classified, cards)


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
          waiting: Cards | None = None, bonus: Mapping[int, Cards] | None = None,
          pending: Cards | None = None) -> GameState:
    """The position of ``game_id`` (or of a RuleSet) with the zones given in the card notation (see
    the module notes): ``hands``/``feet``/``bonus`` by seat, ``melds``/``red_threes`` by
    side; ``stock`` and ``pile`` bottom to top. A meld may begin with its id and
    ``garbage`` (``"@3 garbage 9H 9S"``, BH-7.1). A seat given a foot has not picked
    it up (unless ``foot_taken`` says otherwise). ``melded`` defaults to "the side
    has a meld". ``dealer`` defaults to the seat before ``current``. ``melders``
    names, by side, the seat that made the initial meld (BH-6.1); ``waiting`` the
    cards of the current hand (or of ``pending``) taken from the pile this turn
    (DH-5.7; a card written with its pack may have left the hand since, e.g. a
    red three laid out); ``pending`` the cards of a pile pickup in progress (PH-5.4; ``""``
    the top card alone); ``bonus`` the bonus cards not yet in the hand (MA-7.1).

    Raises PositionError (a ValueError) when a card is named twice or is not of
    this deck, a meld is not a meld or two melds have one id, a seat or side does not
    exist, or ``rest`` is not "stock", "pile" or "none"; TableRuleError/UnknownGameError
    as get_ruleset.
    """
    rs = (game_id.with_table_rules(table_rules or {}) if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, table_rules))
    n, sides = rs.players, rs.sides
    for what, key, keys, count in (("seat", "hand", hands, n), ("seat", "foot", feet, n),
                                   ("seat", "bonus", bonus, n), ("side", "melds", melds, sides),
                                   ("side", "threes", red_threes, sides)):
        bad = [k for k in (keys or {}) if not 0 <= k < count]
        if bad:
            raise PositionError(f"{rs.name} has no {what} {bad[0]}", f"{key} {bad[0]}")
    if not 0 <= current < n:
        raise PositionError(f"{rs.name} has no seat {current}", "turn")
    if rest not in ("stock", "pile", "none"):
        raise PositionError(f"rest must be 'stock', 'pile' or 'none', not {rest!r}", "rest")
    zones: list[tuple[str, list[str]]] = []
    zones += [(f"hand {seat}", card_words(text)) for seat, text in (hands or {}).items()]
    zones += [(f"foot {seat}", card_words(text)) for seat, text in (feet or {}).items()]
    zones += [(f"bonus {seat}", card_words(text)) for seat, text in (bonus or {}).items()]
    headers: dict[tuple[int, int], tuple[int | None, bool]] = {}
    for side, texts in (melds or {}).items():
        for i, text in enumerate(texts):
            meld_id, garbage, words = _meld_header(card_words(text), f"melds {side}")
            headers[side, i] = meld_id, garbage
            zones.append((f"melds {side}#{i}", words))
    zones += [(f"threes {side}", card_words(text)) for side, text in (red_threes or {}).items()]
    zones += [("pile", card_words(pile)), ("stock", card_words(stock)),
              ("pending", card_words(pending))]

    pool = _Pool(rs)
    exact = {(where, i): pool.take(w, _key(where))  # first, so "QH" never takes a named QH/0
             for where, words in zones for i, w in enumerate(words) if "/" in w}
    built = {where: [exact[where, i] if "/" in w else pool.take(w, _key(where))
                     for i, w in enumerate(words)]
             for where, words in zones}
    leftover = pool.rest()
    if rest == "none" and leftover:
        raise PositionError(f"{len(leftover)} cards of the deck are in no zone, e.g. "
                            + " ".join(sorted(c.code for c in leftover)[:5]), "rest")
    dealer = (current - 1) % n if dealer is None else dealer
    if not 0 <= dealer < n:
        raise PositionError(f"{rs.name} has no seat {dealer}", "dealer")
    state = _empty(rs, seed, deal_no, dealer)
    rest_cards = [c for c in state.stock if c in leftover]

    state.hands = [built.get(f"hand {s}", []) for s in range(n)]
    state.feet = [built.get(f"foot {s}", []) for s in range(n)]
    state.bonus = [built.get(f"bonus {s}", []) for s in range(n)]
    state.stock, state.pile = built["stock"], built["pile"]
    if rest == "pile":
        state.pile = rest_cards + state.pile
    else:
        state.stock = rest_cards + state.stock
    state.next_meld_id = _lay_melds(state, headers, built)
    state.red_threes = [built.get(f"threes {side}", []) for side in range(sides)]
    state.melded = (list(melded) if melded is not None
                    else [bool(state.melds[side]) for side in range(sides)])
    state.scores = list(scores) if scores is not None else [0] * sides
    state.foot_taken = (list(foot_taken) if foot_taken is not None
                        else [rs.foot_size == 0 or f"foot {s}" not in built for s in range(n)])
    state.completed = list(completed) if completed is not None else [False] * n
    for name, values, count in (("melded", state.melded, sides), ("scores", state.scores, sides),
                                ("foot taken", state.foot_taken, n),
                                ("completed", state.completed, n)):
        if len(values) != count:
            raise PositionError(f"{name} needs {count} values, not {len(values)}", name)
    state.first_turn_done = [True] * n
    state.current = current
    state.phase = phase
    reset_turn(state)
    state.pending = None if pending is None else built["pending"]
    if phase is not Phase.CUT:
        state.own = rs.turns.own_state(rs)  # DK-2.1: the cut is made before the deal only
    if phase is Phase.MELD:
        state.snapshot = snapshot(state)
    if asked_partner is not None:
        if not 0 <= asked_partner < n:
            raise PositionError(f"{rs.name} has no seat {asked_partner}", "asked")
        state.asked, state.asked_partner = True, asked_partner
    for side, seat in (melders or {}).items():
        if not (0 <= side < sides and 0 <= seat < n):
            raise PositionError(f"no side {side} or no seat {seat}", "melders")
    state.melders = dict(melders or {})
    hand = state.hands[current] + (state.pending or [])
    laid_out = set(state.all_cards()) - set(hand)  # DH-5.7: e.g. a red three of the pickup
    for word in card_words(waiting):
        try:
            kind = parse_card(word)
        except ValueError as error:
            raise PositionError(f"waiting: {error}", "waiting") from None
        card = next((c for c in hand if (c == kind if "/" in word else c.kind == kind.kind)
                     and c not in state.waiting), None)
        if card is None and "/" in word and kind in laid_out and kind not in state.waiting:
            card = kind  # taken with the pile, since laid out
        if card is None:
            raise PositionError(f"waiting: {word} is not in the hand of seat {current}",
                                "waiting")
        state.waiting.append(card)
    check_conserved(state)
    return state


def _key(zone: str) -> str:
    """The text key of a zone (``"melds 0#2"``, the third meld of side 0, is
    ``"melds 0"``)."""
    return zone.split("#", 1)[0]


def _lay_melds(state: GameState, headers: Mapping[tuple[int, int], tuple[int | None, bool]],
               built: Mapping[str, list[Card]]) -> int:
    """Put the melds on the table with their ids (given, or the lowest unused in
    the order written); returns one more than the highest id (0 without melds)."""
    given = [meld_id for meld_id, _ in headers.values() if meld_id is not None]
    doubled = sorted(i for i, k in Counter(given).items() if k > 1)
    if doubled:
        raise PositionError(f"two melds have the id @{doubled[0]}", "melds")
    used = set(given)
    free = (i for i in range(len(headers) + len(used) + 1) if i not in used)
    top = -1
    for (side, i), (meld_id, garbage) in headers.items():
        meld_id = next(free) if meld_id is None else meld_id
        top = max(top, meld_id)
        cards = tuple(built[f"melds {side}#{i}"])
        state.melds[side].append(_table_meld(state.ruleset, meld_id, side, garbage, cards,
                                             f"meld {i} of side {side}", f"melds {side}"))
    return top + 1


def _empty(rs: RuleSet, seed: int | str, deal_no: int, dealer: int) -> GameState:
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
             + [c for f in state.feet for c in f] + [c for r in state.red_threes for c in r]
             + [c for b in state.bonus for c in b])
    state.stock, state.pile = order, []
    state.hands = [[] for _ in range(n)]
    state.feet = [[] for _ in range(n)]
    state.red_threes = [[] for _ in range(rs.sides)]
    return state


def check_conserved(state: GameState) -> None:
    """G-1, G-4: raise PositionError unless every physical card of the deck is in
    exactly one zone."""
    rs = state.ruleset
    deck = set(_deck_codes(rs.packs, rs.jokers).values())
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

_SETUP_KEYS = {"hand": "hands", "foot": "feet", "threes": "red_threes", "bonus": "bonus"}
"""Keys of a seat's or side's zone and their :func:`setup` keyword."""

_TURN_ITEMS = ("laid_value", "melded_before_turn", "laid_this_turn", "foot_due", "taken",
               "wild_draw", "discard_only")
"""The items of ``this turn``: GameState fields reset at each turn's start."""

_UNDO_ITEMS = ("melded", "next_meld_id", "completed", "foot_due", "laid_value")
"""The items of ``undo turn``: Snapshot fields besides its cards."""

_EXTRA_KEYS = ("turn number", "permission", "this turn", "next meld", "first turn done",
               "last discard", "special", "went out", "winner", "undo", "undo hand",
               "undo melds", "undo pile", "undo pending", "undo turn")
"""Keys read after the zones are set up (they name cards already placed, or
fields :func:`setup` leaves at their start-of-turn values)."""


@functools.cache
def _own_keys() -> frozenset[str]:
    """The keys of every game's own state (:attr:`OwnState.KEYS`), also read after
    the zones are set up."""
    return frozenset(key for game in REGISTRY for key in
                     get_ruleset(game).turns.own_state(get_ruleset(game)).KEYS)


def _flags(words: list[str]) -> list[bool]:
    try:
        return read_flags(words)
    except ValueError as error:
        raise PositionError(str(error)) from None


def _flag(value: str) -> bool:
    flags = _flags(value.split())
    if len(flags) != 1:
        raise PositionError(f"expected yes or no, got {value!r}")
    return flags[0]


def _number(value: str) -> int:
    """A whole number (negative allowed); raises PositionError."""
    try:
        return read_number(value)
    except ValueError as error:
        raise PositionError(str(error)) from None


def _items(value: str, names: Sequence[str]) -> dict[str, str]:
    """``name=value`` words whose names are among ``names``."""
    out = {}
    for word in value.split():
        name, sep, item = word.partition("=")
        if not sep or name not in names:
            raise PositionError(f"'{word}' is not one of {', '.join(n + '=' for n in names)}")
        out[name] = item
    return out


def parse_position(text: str) -> GameState:
    """The position written in ``text`` (see the module notes); ``#`` starts a
    comment.

    Raises PositionError naming the bad line (or the position as a whole when no
    line is to blame, e.g. no ``game`` line): a malformed line, an unknown key,
    game or table rule, a card named twice or not of this deck, a seat or side the
    game has not.
    """
    kw: dict[str, Any] = {}
    extra: dict[str, str] = {}
    lines: dict[str, str] = {}
    game = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        label = f"line {number} ({raw.strip()!r})"
        key, sep, value = line.partition(":")
        if not sep:
            raise PositionError(f"line {number}: expected 'key: value', got {raw!r}")
        words = key.split()
        name = " ".join(w for w in words if not w.isdigit())
        index = next((int(w) for w in words if w.isdigit()), None)
        value = value.strip()
        lines[name if index is None else f"{name} {index}"] = label
        lines.setdefault(name, label)
        try:
            if (name in _EXTRA_KEYS or name in _own_keys()) and index is None:
                extra[name] = value
            else:
                game = _read(kw, name, index, value) or game
        except (ValueError, KeyError, IndexError) as error:
            raise PositionError(f"{label}: {_said(error)}", name) from None
    if game is None:
        raise PositionError("the position names no game ('game: classic')")
    try:
        rs = get_ruleset(game)
    except ValueError as error:
        raise PositionError(f"{lines['game']}: {error}", "game") from None
    try:
        rs = rs.with_table_rules(kw.pop("table_rules", {}))
    except ValueError as error:
        raise PositionError(f"{lines['rules']}: {error}", "rules") from None
    try:
        state = setup(rs, **kw)
    except (ValueError, KeyError, IndexError) as error:
        topic = error.where if isinstance(error, PositionError) else None
        where = lines.get(topic or "")
        raise PositionError(f"{where}: {_said(error)}" if where else _said(error),
                            topic) from None
    for name, value in extra.items():
        if name.startswith("undo"):
            continue  # below, once every other field is set
        try:
            _restore(state, name, value)
        except (ValueError, KeyError, IndexError) as error:
            raise PositionError(f"{lines[name]}: {_said(error)}", name) from None
    if "undo" not in extra and any(k in extra for k in _EXTRA_KEYS if k.startswith("undo ")):
        raise PositionError(f"{lines[next(k for k in extra if k.startswith('undo '))]}: "
                            "the undo lines need 'undo: phase' first", "undo")
    if "undo" in extra:
        _restore_undo(state, extra, lines)
    elif state.phase is Phase.MELD:
        state.snapshot = snapshot(state)  # undo restores the position as written
    return state


def _said(error: BaseException) -> str:
    """The sentence of an error (a KeyError's without the quotes around it)."""
    return str(error.args[0]) if isinstance(error, KeyError) and error.args else str(error)


def _read(kw: dict[str, Any], name: str, index: int | None, value: str) -> str | None:
    """Store one line's value in ``kw``; returns the game id on the ``game`` line."""
    words = value.split()
    if name == "game":
        if not value:
            raise PositionError("the game is missing")
        return value
    if name in _SETUP_KEYS and index is not None:
        kw.setdefault(_SETUP_KEYS[name], {})[index] = value
    elif name == "melds" and index is not None:
        kw.setdefault("melds", {})[index] = [g for g in value.split("|") if g.strip()]
    elif name in ("pile", "stock", "rest", "waiting", "pending"):
        kw[name] = value
    elif name == "melders":
        kw["melders"] = {_number(k): _number(v) for k, v in (w.split("=", 1) for w in words)}
    elif name == "turn":
        kw["current"] = _number(words[0])
        phase = words[1].lower() if len(words) > 1 else "draw"
        if phase not in _PHASES or len(words) > 2:
            raise PositionError(f"'{value}' is not a seat and a phase ({', '.join(_PHASES)})")
        kw["phase"] = _PHASES[phase]
    elif name in ("melded", "foot taken", "completed"):
        kw[name.replace(" ", "_")] = _flags(words)
    elif name == "scores":
        kw["scores"] = [_number(w) for w in words]
    elif name in ("deal", "dealer", "asked"):
        kw[{"deal": "deal_no", "asked": "asked_partner"}.get(name, name)] = _number(value)
    elif name == "seed":
        kw["seed"] = int(value) if value.lstrip("-").isdigit() else value
    elif name == "rules":
        kw["table_rules"] = dict(w.split("=", 1) for w in words)
    else:
        raise KeyError(f"unknown key '{name if index is None else f'{name} {index}'}'")
    return None


def _seat(state: GameState, value: str, what: str = "seat") -> int:
    count = state.ruleset.players if what == "seat" else state.ruleset.sides
    number = _number(value)
    if not 0 <= number < count:
        raise PositionError(f"{state.ruleset.name} has no {what} {number}")
    return number


def _by(count: int, values: list[Any], what: str) -> list[Any]:
    if len(values) != count:
        raise PositionError(f"needs {count} values (one by {what}), not {len(values)}")
    return values


def _known_card(state: GameState, word: str) -> Card:
    """The deck's card written ``word`` (pack 0 when not given)."""
    rs = state.ruleset
    codes = _deck_codes(rs.packs, rs.jokers)
    card = codes.get(word) or parse_card(word)
    if card.code not in codes:
        raise PositionError(f"{word} is not a card of this deck")
    return card


def _restore(state: GameState, name: str, value: str) -> None:
    """Set the fields of one key read after :func:`setup` (see ``_EXTRA_KEYS``)."""
    rs = state.ruleset
    n, words = rs.players, value.split()
    if name == "turn number":
        state.turn_no = _number(value)
    elif name == "permission":
        state.permission = _flag(value)
    elif name == "this turn":
        own = state.own.TURN_ITEMS
        for item, text in _items(value, [i for i in _TURN_ITEMS if i in own
                                         or hasattr(state, i)]).items():
            number = _flag(text) if item not in ("laid_value", "taken") else _number(text)
            if item in own:
                state.own.set_turn_item(item, number)
            else:
                setattr(state, item, number)
    elif name == "next meld":
        ids = [m.id for side in state.melds for m in side]
        state.next_meld_id = _number(value)
        if ids and state.next_meld_id <= max(ids):
            raise PositionError(f"the next meld id must be above the highest, @{max(ids)}")
    elif name == "first turn done":
        state.first_turn_done = _by(n, _flags(words), "seat")
    elif name in _own_keys():
        if name not in state.own.KEYS:
            raise PositionError(f"{rs.name} keeps no {name}")
        state.own.read(name, value, functools.partial(_known_card, state))
        if not 0 <= state.own.cut_at() <= len(state.stock):
            raise PositionError(f"the stock has no place {state.own.cut_at()} to cut at")
    elif name == "last discard":
        state.last_discard = _known_card(state, value) if value else None
    elif name == "special":
        if len(words) < 2:
            raise PositionError("write the special hand as its points and name: "
                                "'2000 garbage'")
        state.special = " ".join(words[1:]), _number(words[0])
    elif name == "went out":
        state.went_out = _seat(state, value)
    elif name == "winner":
        state.winner = _seat(state, value, "side")


def _restore_undo(state: GameState, extra: Mapping[str, str], lines: Mapping[str, str]) -> None:
    """What undo restores, from the ``undo`` lines (CL-6.3, PH-4.2)."""

    def line(key: str) -> Callable[[str], PositionError]:
        return lambda message: PositionError(f"{lines[key]}: {message}", key)

    value = extra["undo"].strip().lower()
    if value == "none":
        state.snapshot = None
        return
    if value not in _PHASES:
        raise line("undo")(f"'{value}' is not a phase or none ({', '.join(_PHASES)})")
    cards: dict[str, list[Card]] = {}
    for key in ("undo hand", "undo pile", "undo pending"):
        try:
            cards[key] = [_known_card(state, w) for w in card_words(extra.get(key, ""))]
        except ValueError as error:
            raise line(key)(str(error)) from None
    melds: list[TableMeld] = []
    side = state.side_of(state.current)
    try:
        for i, group in enumerate(g for g in extra.get("undo melds", "").split("|") if g.strip()):
            meld_id, garbage, words = _meld_header(card_words(group), "undo melds")
            if meld_id is None:
                raise PositionError("each meld of undo melds begins with its id (@3)")
            melds.append(_table_meld(state.ruleset, meld_id, side, garbage,
                                     tuple(_known_card(state, w) for w in words),
                                     f"meld {i}", "undo melds"))
    except ValueError as error:
        raise line("undo melds")(str(error)) from None
    try:
        items = _items(extra.get("undo turn", ""), _UNDO_ITEMS)
        if set(items) != set(_UNDO_ITEMS):
            raise PositionError("needs " + " ".join(f"{k}=..." for k in _UNDO_ITEMS))
        flags = {k: _flag(items[k]) for k in ("melded", "completed", "foot_due")}
        numbers = {k: _number(items[k]) for k in ("next_meld_id", "laid_value")}
    except ValueError as error:
        raise line("undo turn" if "undo turn" in extra else "undo")(str(error)) from None
    state.snapshot = Snapshot(
        phase=_PHASES[value], hand=cards["undo hand"], melds=melds, pile=cards["undo pile"],
        melded=flags["melded"], next_meld_id=numbers["next_meld_id"],
        completed=flags["completed"], foot_due=flags["foot_due"],
        laid_value=numbers["laid_value"],
        pending=cards["undo pending"] if "undo pending" in extra else None)


def position_text(state: GameState) -> str:
    """The position of ``state`` as text (str) that :func:`parse_position` reads
    back to a state with the same fields (every card with its pack, every meld
    with its id; see the module notes for the three fields not kept). A key whose
    value is what the reader assumes without it is left out. Raises nothing."""
    rs = state.ruleset
    seat = state.current

    def codes(cards: Iterable[Card]) -> str:
        return " ".join(c.code for c in cards)

    def yes(flags: Iterable[bool]) -> str:
        return " ".join("yes" if f else "no" for f in flags)

    def meld(m: TableMeld) -> str:
        kind = " garbage" if m.kind is MeldKind.GARBAGE else ""
        return f"@{m.id}{kind} {codes(m.cards)}".rstrip()

    lines = [f"game: {rs.id}"]
    changed = {k: v for k, v in rs.table_rules().items()
               if v != rs.option(k).default}
    if changed:
        lines.append("rules: " + " ".join(f"{k}={rs.option(k).text(v)}"
                                          for k, v in changed.items()))
    lines += [f"seed: {state.seed}", f"deal: {state.deal_no}", f"dealer: {state.dealer}",
              f"turn: {seat} {state.phase.value.replace(' ', '_')}",
              f"turn number: {state.turn_no}"]
    if state.asked_partner is not None:
        lines.append(f"asked: {state.asked_partner}")
    if state.permission is not None:
        lines.append(f"permission: {yes([state.permission])}")
    usual: dict[str, int | bool] = {item: False for item in _TURN_ITEMS}
    usual.update(laid_value=0, taken=0,
                 melded_before_turn=state.melded[state.side_of(seat)])
    own = state.own
    values = {item: own.turn_item(item) if item in own.TURN_ITEMS else getattr(state, item)
              for item in _TURN_ITEMS if item in own.TURN_ITEMS or hasattr(state, item)}
    turn = {item: value for item, value in values.items() if value != usual[item]}
    if turn:
        lines.append("this turn: " + " ".join(
            f"{k}={yes([v]) if isinstance(v, bool) else v}" for k, v in turn.items()))
    lines += [f"hand {s}: {codes(h)}" for s, h in enumerate(state.hands) if h]
    lines += [f"foot {s}: {codes(f)}" for s, f in enumerate(state.feet) if f]
    lines += [f"bonus {s}: {codes(b)}" for s, b in enumerate(state.bonus) if b]
    lines += [f"melds {d}: " + " | ".join(meld(m) for m in melds)
              for d, melds in enumerate(state.melds) if melds]
    ids = [m.id for melds in state.melds for m in melds]
    if state.next_meld_id != max(ids, default=-1) + 1:
        lines.append(f"next meld: {state.next_meld_id}")
    lines += [f"threes {d}: {codes(r)}" for d, r in enumerate(state.red_threes) if r]
    if state.melders:
        lines.append("melders: " + " ".join(f"{d}={s}" for d, s in sorted(state.melders.items())))
    if state.pending is not None:
        lines.append(f"pending: {codes(state.pending)}".rstrip())
    if state.waiting:
        lines.append(f"waiting: {codes(state.waiting)}")
    lines += _undo_lines(state, meld)
    lines += [f"pile: {codes(state.pile)}", f"stock: {codes(state.stock)}", "rest: none",
              f"scores: {' '.join(map(str, state.scores))}", f"melded: {yes(state.melded)}",
              f"foot taken: {yes(state.foot_taken)}", f"completed: {yes(state.completed)}"]
    if not all(state.first_turn_done):
        lines.append(f"first turn done: {yes(state.first_turn_done)}")
    lines += own.lines(codes)
    if state.last_discard is not None:
        lines.append(f"last discard: {state.last_discard.code}")
    if state.special is not None:
        lines.append(f"special: {state.special[1]} {state.special[0]}")
    if state.went_out is not None:
        lines.append(f"went out: {state.went_out}")
    if state.winner is not None:
        lines.append(f"winner: {state.winner}")
    return "\n".join(lines) + "\n"


def _undo_lines(state: GameState, meld: Callable[[TableMeld], str]) -> list[str]:
    """The ``undo`` lines: none where undo restores what the reader assumes
    without them (the position as written in phase ``meld``, nothing otherwise)."""
    snap = state.snapshot
    assumed = snapshot(state) if state.phase is Phase.MELD else None
    if snap == assumed:
        return []
    if snap is None:
        return ["undo: none"]

    def codes(cards: Iterable[Card]) -> str:
        return " ".join(c.code for c in cards)

    lines = [f"undo: {snap.phase.value.replace(' ', '_')}"]
    if snap.hand:
        lines.append(f"undo hand: {codes(snap.hand)}")
    if snap.melds:
        lines.append("undo melds: " + " | ".join(meld(m) for m in snap.melds))
    if snap.pile:
        lines.append(f"undo pile: {codes(snap.pile)}")
    if snap.pending is not None:
        lines.append(f"undo pending: {codes(snap.pending)}".rstrip())
    flags = {"melded": snap.melded, "completed": snap.completed, "foot_due": snap.foot_due}
    lines.append(f"undo turn: melded={'yes' if flags['melded'] else 'no'} "
                 f"next_meld_id={snap.next_meld_id} "
                 f"completed={'yes' if flags['completed'] else 'no'} "
                 f"foot_due={'yes' if flags['foot_due'] else 'no'} "
                 f"laid_value={snap.laid_value}")
    return lines
