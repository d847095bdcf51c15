"""The seeing reference (game.ai.seeing): Hard's search with the other hands known,
for measuring only. Its worlds hold the true hands and deal only the stock, the feet
and the bonus cards at random (MA-7.1); it is never a level of the table."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, make_player
from game.ai.hard import LARGE_PILE, HardPlayer, game_world, gives_pile, sample_world
from game.ai.seeing import SeeingPlayer, seeing_world
from game.duel import duel, play_deal
from game.reading import placed
from game.rules import engine, legal_actions, observe
from game.rules.actions import Discard
from game.rules.games import RULESETS
from game.rules.state import Phase
from game.storage.settings import Settings, SettingsError


def mid_deal(game_id: str, seed: int = 3, actions: int = 40):
    """A position ``actions`` moves into the first deal of Normal self-play."""
    state = engine.new_game(game_id, None, seed)
    players = [make_player("normal", f"{seed}:{s}") for s in range(state.ruleset.players)]
    for _ in range(actions):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        action = players[state.to_act].choose(observe(state, state.to_act),
                                              legal_actions(state))
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    assert state.phase in (Phase.DRAW, Phase.MELD)
    return state


@pytest.mark.parametrize("game_id", ["classic", "bain", "modern"])
def test_a_seeing_world_holds_the_true_hands_and_deals_the_rest(game_id):
    """BH-1.2: feet, MA-7.1: bonus cards and the stock are dealt at random by their
    counts; every other hand is the true one, so every card is placed right."""
    state = mid_deal(game_id)
    seat = state.to_act
    view = observe(state, seat)
    world = seeing_world(view, state, random.Random(1))
    assert world is not None
    for other in range(state.ruleset.players):
        assert sorted(world.hands[other]) == sorted(state.hands[other])
    hidden = [*state.stock, *(c for f in state.feet for c in f),
              *(c for b in (state.bonus or []) for c in b)]
    dealt = [*world.stock, *(c for f in world.feet for c in f),
             *(c for b in (world.bonus or []) for c in b)]
    assert sorted(dealt) == sorted(hidden)
    assert [len(f) for f in world.feet] == [len(f) for f in state.feet]
    exact, kinds, cards = placed(view, state, world)
    assert exact == kinds == cards > 0
    hard_world = sample_world(view, random.Random(1))
    assert placed(view, state, hard_world)[0] < cards  # Hard's worlds guess


def test_shown_no_state_the_seeing_player_deals_as_hard():
    """Without a true state shown (or for another position) the seeing player's worlds
    are Hard's: in Classic they deal the cards seen taken with the pile to their
    holder (CL-5.1), as :func:`game_world` does."""
    state = next(s for s in (mid_deal("classic", seed, 40) for seed in range(1, 30))
                 if any(s.known[seat] for seat in range(4) if seat != s.to_act))
    view = observe(state, state.to_act)
    world = SeeingPlayer(1).seeing_world(view, random.Random(5))
    hard = game_world(view, random.Random(5))
    assert world is not None and hard is not None and world.hands == hard.hands
    blind = sample_world(view, random.Random(5))
    assert blind is not None and blind.hands != hard.hands


def test_the_seeing_player_reads_the_state_it_was_shown():
    state = mid_deal("classic")
    player = make_player("seeing", 1)
    assert isinstance(player, SeeingPlayer)
    view = observe(state, state.to_act)
    player.see(state)
    world = player.deal_world(view, random.Random(2))
    assert world is not None and world.hands == state.hands
    player.see(mid_deal("classic", actions=30))  # another position: dealt as Hard deals
    world = player.deal_world(view, random.Random(2))
    assert world is not None and world.hands != state.hands
    assert player.choose(view, legal_actions(state)) in legal_actions(state)


def test_seeing_is_never_a_level_of_the_table():
    assert "seeing" not in LEVELS
    with pytest.raises(SettingsError):
        Settings().replace(last_levels=("seeing",))


def test_a_duel_shows_the_seeing_player_the_true_state():
    """Not shown the state, the seeing player deals its worlds as Hard does, with
    Hard's random numbers, and would play Hard's deal move for move; the duel shows
    it the state before each decision, and the deal goes otherwise."""
    rs = RULESETS["classic"]
    seeing = play_deal(rs, 2, ("seeing", "normal"), 0)
    hard = play_deal(rs, 2, ("hard", "normal"), 0)
    assert (seeing.a, seeing.b) != (hard.a, hard.b)
    result = duel("classic", "seeing", "normal", deals=1, seed=5)
    assert result["a"]["level"] == "seeing" and result["plays"] == 2


@pytest.mark.parametrize("seen", ["next", "prev", "partners"])
def test_a_partly_seeing_world_holds_only_the_hands_it_sees(seen):
    """``seeing@next`` (``@prev``, ``@partners``) holds that hand as it is and deals
    the other hands as Hard does: their counts kept, no red three in them (CL-3.1),
    every card of the deck once."""
    state = mid_deal("classic", seed=4)
    seat = state.to_act
    view = observe(state, seat)
    seen_seat = {"next": (seat + 1) % 4, "prev": (seat - 1) % 4, "partners": (seat + 2) % 4}[seen]
    player = make_player(f"seeing@{seen}", 1)
    assert isinstance(player, SeeingPlayer) and player.seen == seen
    player.see(state)
    world = player.deal_world(view, random.Random(2))
    assert world is not None and observe(world, seat) == view
    assert sorted(world.all_cards()) == sorted(state.all_cards())
    assert sorted(world.hands[seen_seat]) == sorted(state.hands[seen_seat])
    others = [s for s in range(4) if s not in (seat, seen_seat)]
    assert any(sorted(world.hands[s]) != sorted(state.hands[s]) for s in others)
    assert not any(c.is_red_three for s in others for c in world.hands[s])


def test_seeing_all_deals_as_before_and_a_bad_part_is_refused():
    """Seeing every hand, the world is :func:`seeing_world`'s with the same numbers;
    an unknown part of the table is no level."""
    state = mid_deal("classic", seed=4)
    view = observe(state, state.to_act)
    player = SeeingPlayer(1)
    player.see(state)
    a = player.deal_world(view, random.Random(3))
    b = seeing_world(view, state, random.Random(3))
    assert a is not None and b is not None and a.hands == b.hands and a.stock == b.stock
    with pytest.raises(ValueError):
        make_player("seeing@stock", 1)
    with pytest.raises(ValueError):
        SeeingPlayer(1, "stock")


def large_pile_discard(seed: int = 1):
    """The first position of Normal self-play (Classic) where the player to act
    discards onto a pile that would then be a large pickup, with at least two kinds
    of card to discard, one of which lets the next player take it and one not."""
    state = engine.new_game("classic", None, seed)
    players = [make_player("normal", f"{seed}:{s}") for s in range(4)]
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        legal = legal_actions(state)
        view = observe(state, state.to_act)
        action = players[state.to_act].choose(view, legal)
        if isinstance(action, Discard) and len(view.pile) + 1 >= LARGE_PILE:
            feeds = {gives_pile(state, a) for a in legal if isinstance(a, Discard)}
            if feeds == {True, False}:
                return state
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    return None


def test_seeing_guard_shows_the_next_hand_to_the_pile_guard_alone():
    """``seeing@guard`` judges each discard onto a large pile (CL-5.3) by the next
    player's true hand: the risk of a discard is all its worlds' weight where it truly
    lets the next player take the pile and none where not; its look-ahead deals as
    Hard does."""
    state = next(s for s in map(large_pile_discard, range(1, 40)) if s is not None)
    view = observe(state, state.to_act)
    player = make_player("seeing@guard", 1)
    assert isinstance(player, SeeingPlayer) and player.deal_world is game_world
    player.see(state)
    discards = [a for a in legal_actions(state) if isinstance(a, Discard)]
    risks = player.discard_risks(view, discards)
    total = max(risks.values())
    assert total > 0
    for action in discards:
        assert risks[action.card.kind] == (total if gives_pile(state, action) else 0)
    hard_risks = HardPlayer(1).discard_risks(view, discards)
    assert hard_risks != risks  # blind, the guard's worlds only weigh the chances
