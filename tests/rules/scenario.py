"""Scenario builder for the rules tests: a position written in the card notation.

``make_state("classic", hands={0: "QH QS 9C"}, pile="4C KS", melds={0: ["8H 8S 8D"]})``
is the rules' own position setup (:func:`game.rules.position.setup`, the FEN of
this game): each physical card of the deck is used exactly once, a card written
without ``/pack`` taking the lowest free copy of its kind; the cards not named go
to the stock (or under the pile with ``rest="pile"``). Zones are lists whose last
card is the top (stock, pile).

Helpers: :func:`assert_conserved` (G-1: every card in exactly one zone), :func:`act`
(an action written with card kinds, resolved against the hand of the seat to act),
:func:`play` (apply several), :func:`refusal` (why_illegal of an action text),
:func:`lines_of` (a side's score sheet as ``{label: (points, rule)}``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.rules.actions import GARBAGE, Action, Discard, Meld, TakePile, parse_action
from game.rules.cards import Card, make_deck, parse_card
from game.rules.engine import apply, why_illegal
from game.rules.position import Cards, card_words, setup
from game.rules.state import GameState, Move


def make_state(game_id: str, **zones: Any) -> GameState:
    """A position of ``game_id`` built from the notation: the rules' own
    :func:`game.rules.position.setup` (see there for the keywords), checked for
    conservation."""
    state = setup(game_id, **zones)
    assert_conserved(state)
    return state


def assert_conserved(state: GameState) -> None:
    """G-1, G-4: every physical card of the deck is in exactly one zone."""
    rs = state.ruleset
    deck = make_deck(rs.packs, rs.jokers)
    cards = state.all_cards()
    counts = Counter(cards)
    doubled = sorted(c.code for c, k in counts.items() if k > 1)
    missing = sorted(c.code for c in set(deck) - set(counts))
    strange = sorted(c.code for c in set(counts) - set(deck))
    assert not doubled and not missing and not strange, (
        f"doubled {doubled}, missing {missing}, not of this deck {strange}")
    assert len(cards) == len(deck)


def hand_cards(state: GameState, seat: int, text: Cards) -> tuple[Card, ...]:
    """The physical cards of ``seat``'s hand named by ``text`` (kinds, or exact
    codes with ``/pack``); each word takes another copy. Raises AssertionError if
    the hand lacks one."""
    pool = list(state.hands[seat])
    out = []
    for w in card_words(text):
        want = parse_card(w)
        match = (want if "/" in w and want in pool
                 else next((c for c in pool if c.kind == want.kind), None))
        assert match is not None and match in pool, f"{w} is not in hand {seat}: {pool}"
        pool.remove(match)
        out.append(match)
    return tuple(out)


def act(state: GameState, text: str) -> Action:
    """An action from its text, cards written as kinds (``"meld QH QS QD"``,
    ``"take KH KD @0"``, ``"discard 9C"``) and resolved against the hand of the
    seat to act."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb in ("take", "meld", "discard"):
        groups = " ".join(words[1:]).split("+")  # "take KH KD + AH AS AD": composite
        rest = groups[0].split()
        target = None
        if rest and rest[-1].startswith("@"):
            target = GARBAGE if rest[-1] == "@garbage" else int(rest[-1][1:])
            rest = rest[:-1]
        sizes = [len(rest)] + [len(g.split()) for g in groups[1:]]
        every = hand_cards(state, state.to_act, rest + [w for g in groups[1:] for w in g.split()])
        parts, start = [], 0
        for size in sizes:
            parts.append(tuple(every[start:start + size]))
            start += size
        cards = parts[0]
        if verb == "discard":
            assert len(cards) == 1
            return Discard(cards[0])
        if verb == "take":
            return TakePile(cards, target, tuple(parts[1:]))
        return Meld(cards, target)
    return parse_action(text)


def play(state: GameState, *texts: str) -> tuple[GameState, list[Move]]:
    """Apply the actions written in ``texts`` one after the other (checked), and
    check conservation after each; returns the last state and all moves."""
    moves: list[Move] = []
    for text in texts:
        state, made = apply(state, act(state, text))
        moves += made
        assert_conserved(state)
    return state, moves


def refusal(state: GameState, text: str) -> str:
    """The refusal sentence for the action ``text``; fails if it is legal."""
    reason = why_illegal(state, act(state, text))
    assert reason is not None, f"'{text}' should be illegal"
    return reason


def legal(state: GameState, text: str) -> bool:
    """Whether the action ``text`` is legal now (the oracle's answer)."""
    return why_illegal(state, act(state, text)) is None


def listed(state: GameState, text: str) -> bool:
    """Whether ``legal_actions`` lists the action ``text`` or one that differs only
    in the suits of natural cards and which twos (the list holds one choice per
    combination of ranks: identical cards, and suits, do not change a meld)."""
    from game.rules.legal import legal_actions

    want = _signature(act(state, text))
    return any(_signature(a) == want for a in legal_actions(state))


def _signature(action: Action) -> str:
    """An action's text with cards reduced to what matters to the rules: the rank
    (and colour for threes, which differ), jokers apart from twos."""
    def sig(c: Card) -> str:
        if c.rank == 3:
            return "3r" if c.is_red_three else "3b"
        return str(c.rank)

    if isinstance(action, (Meld, TakePile)):
        ranks = " ".join(sorted(sig(c) for c in action.cards))
        extra = sorted(" ".join(sorted(sig(c) for c in group))
                       for group in getattr(action, "melds", ()))
        return f"{type(action).__name__} {ranks} @{action.meld} + {' + '.join(extra)}"
    if isinstance(action, Discard):
        return f"Discard {action.card.kind}"
    return str(action)


def lines_of(state: GameState, side: int, deal: int = -1) -> dict[str, tuple[int, str]]:
    """A side's score lines of a finished deal: ``{label: (points, rule)}``."""
    return {line.label: (line.points, line.rule) for line in state.history[deal].lines[side]}


def cards(text: Cards) -> list[Card]:
    """Cards from the notation, each word its own card (packs numbered by kind)."""
    from game.rules.cards import parse_cards

    return list(parse_cards(card_words(text)))


def assert_cites(message: str | None, *rule_ids: str) -> None:
    """The refusal ``message`` names one of ``rule_ids`` in parentheses, like the
    engine's sentences: ``"... (CL-5.3)."``."""
    assert message is not None, "expected a refusal"
    assert any(f"({rid})" in message for rid in rule_ids), (
        f"{message!r} does not cite {' or '.join(rule_ids)}")


def zone_map(state: GameState) -> dict[str, set[Card]]:
    """Every zone of G-4 by its Move name, with its cards (the part of a pile taken
    but not yet joined to the hand still counts as ``"pile"``); empty zones are
    left out. Sets suffice: every physical card is unique (G-1)."""
    zones: dict[str, set[Card]] = {"stock": set(state.stock),
                                   "pile": set(state.pile).union(state.pending or ())}
    for seat, hand in enumerate(state.hands):
        zones[f"hand:{seat}"] = set(hand)
    for seat, foot in enumerate(state.feet):
        zones[f"foot:{seat}"] = set(foot)
    for side, melds in enumerate(state.melds):
        for meld in melds:
            zones[f"meld:{side}:{meld.id}"] = set(meld.cards)
    for side, threes in enumerate(state.red_threes):
        zones[f"threes:{side}"] = set(threes)
    for seat, bonus in enumerate(state.bonus):
        zones[f"bonus:{seat}"] = set(bonus)  # MA-7.1
    return {name: cards for name, cards in zones.items() if cards}


def assert_moves_match(before: GameState, after: GameState, moves: Sequence[Move]) -> None:
    """G-4, style point 7: replaying ``moves`` (card from zone to zone, in order) on
    the zones of ``before`` gives the zones of ``after``."""
    zones = zone_map(before)
    for m in moves:
        src = zones.get(m.src)
        assert src and m.card in src, f"{m.card.code} is not in {m.src} for {m}"
        src.remove(m.card)
        zones.setdefault(m.dst, set()).add(m.card)
    got = {name: cards for name, cards in zones.items() if cards}
    assert got == zone_map(after), "the moves do not account for the new zones"


def uncited(test_file: str, rule_ids: Sequence[str]) -> list[str]:
    """The rule ids that no test function's docstring in ``test_file`` names (every
    rule of a game must be cited by a scenario test)."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(test_file).read_text(encoding="utf-8"))
    docs = " ".join(ast.get_docstring(f) or "" for f in tree.body
                    if isinstance(f, ast.FunctionDef) and f.name.startswith("test_"))
    return [rid for rid in rule_ids if rid not in docs]


def end_by_stock(state: GameState) -> GameState:
    """The deal scored by an empty stock at the next draw (G-12): ``state`` must be
    set up with every unnamed card in the pile (``rest="pile"``)."""
    from game.rules.actions import Draw
    from game.rules.state import Phase

    over, _ = apply(state, Draw())
    assert over.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return over
