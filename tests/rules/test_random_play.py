"""Seeded random play per game (style point 15): every action keeps the cards
conserved (G-1, G-4) and the views honest (information hiding); every few actions,
every listed legal action must apply and sampled illegal actions must be refused
with a rule id, leaving the state untouched; every deal ends within a bound;
replays are deterministic (style point 5).

The default run plays 200 complete deals per game; ``-m slow`` plays 2000.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable, Iterator

import pytest

from game.rules import (
    AskPartner,
    Card,
    Discard,
    Draw,
    EndPlay,
    GameState,
    IllegalActionError,
    Meld,
    MoveWilds,
    NextDeal,
    Phase,
    TakePile,
    UndoTurn,
    apply,
    apply_unchecked,
    legal_actions,
    new_game,
    observe,
    parse_action,
    why_illegal,
)
from game.rules import melds as M
from game.rules.cards import make_deck
from game.rules.games import MODERN
from game.rules.state import MeldKind

from .scenario import assert_moves_match

VARIANTS = {"classic": ("classic", {}), "classic-2": ("classic", {"players": 2}),
            "classic-3": ("classic", {"players": 3}),
            "classic-3-draw-two": ("classic", {"players": 3, "draw_two": True}),
            "pennies": ("pennies", {}),
            "dollars": ("dollars", {}), "dollars-6": ("dollars", {"players": 6}),
            "bain": ("bain", {}),
            **{f"railroad-{n}": ("railroad", {"players": n}) for n in range(2, 7)},
            **{f"diszitett-{n}": ("diszitett", {"players": n}) for n in range(2, 5)},
            "modern": (MODERN, {})}
"""Each game (and player count) played at random: the game id and its table rules."""
GAMES = tuple(VARIANTS)
DEALS = 200            # complete deals per game in the default run
DEALS_PER_GAME = 2     # deals played in one game before a new seed (NextDeal is exercised)
CHUNKS = 4             # the default run split into test cases per game
EXPENSIVE_EVERY = 89   # actions between full checks (all legal actions applied, ...)
MAX_ACTIONS = 1500     # a deal must end within this many actions
RULE_ID = re.compile(r"\((?:[A-Z]{2}|G)-\d+(?:\.\d+)?\)\.?$")


def choose(rng: random.Random, actions: list, eager: bool):
    """A random legal action; an eager player prefers melding and taking the pile
    (more canastas, feet and going out than uniform play). Undo and moving zsolis
    are picked seldom (they only lengthen the deal; the full checks apply them
    whenever they are legal)."""
    if eager and rng.random() < 0.6:
        keen = [a for a in actions
                if isinstance(a, (Meld, TakePile, AskPartner, EndPlay, MoveWilds))]
        if keen:
            return rng.choice(keen)
    action = rng.choice(actions)
    seldom = (UndoTurn, MoveWilds)  # they only lengthen the deal (DK-10: many moves)
    if isinstance(action, seldom) and rng.random() < 0.8:
        others = [a for a in actions if not isinstance(a, seldom)]
        action = rng.choice(others) if others else action
    return action


# ---------------------------------------------------------------------------
# Checks


def cheap_checks(state: GameState, deck_size: int, seats: Iterable[int] | None = None) -> None:
    """After every action: each physical card exactly once; the views of ``seats``
    (default: every seat) show their own hand and only counts of the others; no
    red three stays in a hand."""
    cards = state.all_cards()
    assert len(cards) == deck_size and len(set(cards)) == deck_size
    counts = tuple(len(h) for h in state.hands)
    for seat in range(state.ruleset.players) if seats is None else seats:
        view = observe(state, seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == counts
        assert view.stock_count == len(state.stock)
        if state.first_turn_done[seat] and state.ruleset.keep_one_three:  # MA-2.2
            ended = state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and not state.stock
            held = [c for c in state.hands[seat] if c.rank == 3]
            choosing = (seat == state.current and len({c.is_red for c in held}) == len(held)
                        and not state.melded[state.side_of(seat)])  # a red and a black
            assert len(held) <= 1 + (ended or choosing), "MA-2.2 (MA-11.3: the last card a three)"
        elif state.first_turn_done[seat]:
            assert not any(c.is_red_three for c in state.hands[seat]), "CL-3.1/PH-7.1"
    if state.phase is not Phase.MELD:
        assert state.pending is None


def meld_checks(state: GameState) -> None:
    """Every meld on the table has a legal shape (CL-4, PH-3, DH-3.3) and a side has
    one meld per rank (CL-4.3) or one unfinished meld per rank (PH-3.2, DH-3.1), or
    any number (DK-7.5)."""
    rs = state.ruleset
    for side, melds in enumerate(state.melds):
        ranks: list[int] = []
        for meld in melds:
            if meld.kind is MeldKind.GARBAGE:  # BH-7.1: any number, no threes or sevens
                assert rs.garbage_pile and not any(c.rank in (3, 7) for c in meld.cards), meld
                continue
            assert meld.side == side and len(meld.cards) >= 3
            if meld.kind is MeldKind.SEQUENCE:
                assert rs.sequence_melds and M.sequence_problem(rs, meld.cards) is None, meld
                continue
            assert M.shape_problem(rs, meld.rank, meld.cards) is None, meld
            if not (rs.one_meld_per_rank == "unfinished" and meld.is_canasta) and meld.rank != 3:
                ranks.append(meld.rank)
        if rs.one_meld_per_rank != "any":  # DK-7.5: several melds of a rank
            assert len(ranks) == len(set(ranks)), "CL-4.3/PH-3.2: two melds of a rank"


def _cards_in(value, out: set[Card]) -> None:
    if isinstance(value, Card):
        out.add(value)
    elif isinstance(value, (tuple, list)):
        for item in value:
            _cards_in(item, out)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name != "ruleset":
                _cards_in(getattr(value, f.name), out)


def view_leaks(state: GameState, seat: int) -> set[Card]:
    """Cards a seat's view shows that the seat may not see (other hands, feet, the
    stock): the view's every field is searched."""
    seen: set[Card] = set()
    _cards_in(observe(state, seat), seen)
    hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h}
    hidden |= {c for f in state.feet for c in f} | set(state.stock)
    if state.phase is Phase.FOOT_LOOK and seat == state.current:
        hidden -= set(state.feet[seat])  # BH-1.2: looking at one's own foot
    hidden -= set(state.cut_cards())  # DK-2.1: shown to every player
    hidden -= {c for k in state.known for c in k}  # CL-5.1: seen taken with the pile
    return seen & hidden


def expensive_checks(state: GameState, rng: random.Random, deck_size: int) -> None:
    """Every listed action applies (checked) and conserves the cards; a few
    illegal actions are refused with a rule id and change nothing."""
    for seat in range(state.ruleset.players):
        assert not view_leaks(state, seat)
        assert set(state.known[seat]) <= set(state.hands[seat])  # known: still in the hand
    meld_checks(state)
    before = state.fingerprint()
    for action in legal_actions(state):
        assert why_illegal(state, action) is None
        after, moves = apply(state, action)
        assert len(set(after.all_cards())) == deck_size == len(after.all_cards())
        if not isinstance(action, NextDeal):
            assert_moves_match(state, after, moves)
    assert state.fingerprint() == before, "apply changed its argument"
    for action in illegal_samples(state, rng):
        reason = why_illegal(state, action)
        if reason is None:
            continue  # a random meld that happens to be legal
        assert RULE_ID.search(reason), f"no rule id in {reason!r}"
        with pytest.raises(IllegalActionError) as err:
            apply(state, action)
        assert str(err.value) == reason
        assert state.fingerprint() == before


def illegal_samples(state: GameState, rng: random.Random) -> Iterator:
    """A few actions that are (mostly) illegal now."""
    seat = state.to_act
    hand = state.hands[seat]
    elsewhere = [c for s, h in enumerate(state.hands) if s != seat for c in h] + state.stock
    if elsewhere:
        yield Discard(rng.choice(elsewhere))
    if len(hand) >= 3:
        yield Meld(tuple(rng.sample(hand, 3)))
    if hand:
        yield Meld((rng.choice(hand),), 10_000)
    if state.phase is Phase.MELD:
        yield Draw()
        yield TakePile(tuple(hand[:2]))
        yield EndPlay()
    if state.phase is Phase.DRAW and hand:
        yield Discard(hand[0])
        yield EndPlay()
    if state.phase in (Phase.DRAW, Phase.MELD):
        yield NextDeal()


# ---------------------------------------------------------------------------
# Playing


def play_deals(game_id: str, seeds: range, deals_per_game: int = DEALS_PER_GAME,
               expensive_every: int = EXPENSIVE_EVERY) -> dict[str, int]:
    """Random play of ``deals_per_game`` deals per seed; returns counters."""
    stats = {"deals": 0, "actions": 0, "went_out": 0, "feet": 0, "wild_moves": 0}
    for seed in seeds:
        rng = random.Random(f"{game_id}-{seed}")
        probe = random.Random(seed)  # for the sampled illegal actions: play stays the same
        eager = seed % 2 == 1
        state = new_game(VARIANTS[game_id][0], VARIANTS[game_id][1], seed=seed)
        deck_size = len(make_deck(state.ruleset.packs, state.ruleset.jokers))
        players = state.ruleset.players
        # the long deals of big decks (Railroad: 432 to 648 cards) get a full check
        # every two or three times as many actions: about as many per deal as the others
        every = expensive_every * max(1, deck_size // 216)
        cheap_checks(state, deck_size)
        for _ in range(deals_per_game):
            steps = 0
            while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
                actions = legal_actions(state)
                assert actions, f"{game_id} seed {seed}: no legal action in {state.phase}"
                action = choose(rng, actions, eager)
                if steps % every == 0:
                    expensive_checks(state, probe, deck_size)
                state, moves = apply_unchecked(state, action)
                steps += 1
                stats["wild_moves"] += isinstance(action, MoveWilds)
                # the views of the seat to act and of one seat in turn (all of them
                # in the full checks and at the end of the deal): observe() is the
                # cost here, and every seat comes round every few actions
                cheap_checks(state, deck_size, {state.to_act, steps % players})
                assert steps <= MAX_ACTIONS, f"{game_id} seed {seed}: deal too long"
            meld_checks(state)
            cheap_checks(state, deck_size)
            stats["deals"] += 1
            stats["actions"] += steps
            stats["went_out"] += state.went_out is not None
            stats["feet"] += sum(1 for s in range(state.ruleset.players)
                                 if state.ruleset.foot_size and state.foot_taken[s])
            score = state.history[-1]
            assert score.cumulative == tuple(state.scores)
            assert sum(score.totals) == sum(sum(ln.points for ln in side) for side in score.lines)
            if state.phase is Phase.GAME_OVER:
                break
            state, _ = apply(state, NextDeal())
            cheap_checks(state, deck_size)
    return stats


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", GAMES)
def test_random_play_keeps_invariants(game_id: str, chunk: int):
    """G-1, G-4: seeded random deals keep every invariant (200 deals per game over
    the chunks)."""
    games = DEALS // DEALS_PER_GAME // CHUNKS
    stats = play_deals(game_id, range(chunk * games, (chunk + 1) * games))
    assert stats["deals"] == games * DEALS_PER_GAME
    # the checks ran on real play: classic (díszített, modern) players go out, players
    # of the hand-and-foot games pick up their feet
    footless = game_id.startswith(("classic", "modern", "diszitett"))
    assert stats["went_out"] > 0 if footless else stats["feet"] > 0
    if game_id.startswith("diszitett"):  # DK-10: zsolis moved between groups
        assert stats["wild_moves"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_random_play_long_run(game_id: str):
    """The long run: 2000 deals per game (run with -m slow)."""
    stats = play_deals(game_id, range(10_000, 11_000), expensive_every=97)
    assert stats["deals"] == 2000


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_from_action_texts_is_deterministic(game_id: str):
    """Style point 5: (game, seed, action texts) replays to the same fingerprint."""
    rng = random.Random(77)
    state = new_game(*VARIANTS[game_id], seed=77)
    texts, prints = [], []
    while state.phase is not Phase.DEAL_OVER and len(texts) < MAX_ACTIONS:
        action = choose(rng, legal_actions(state), eager=True)
        texts.append(str(action))
        state, _ = apply(state, action)
        prints.append(state.fingerprint())
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    replay = new_game(*VARIANTS[game_id], seed=77)
    for text, expected in zip(texts, prints, strict=True):
        replay, _ = apply(replay, parse_action(text))
        assert replay.fingerprint() == expected
    assert replay.history[-1] == state.history[-1]
