"""Scenario tests of díszített kanaszta (diszitett.md, DK-1 to DK-14). Each player is
a side of their own (seat = side); two players unless a test says otherwise. The
tests use the game's RuleSet, :data:`game.rules.games.diszitett.DISZITETT` (``diszitett``)."""

from __future__ import annotations

import re

import pytest

from game.rules import (
    Discard,
    Draw,
    KeepCut,
    Meld,
    MoveWilds,
    NextDeal,
    Phase,
    TakePile,
    UndoTurn,
    apply,
    legal_actions,
    new_game,
    observe,
    parse_action,
    start_game,
)
from game.rules.cards import make_deck, parse_card, parse_cards
from game.rules.engine import why_illegal
from game.rules.games import DISZITETT, REGISTRY
from game.rules.games.diszitett import (
    DK_RULE_IDS,
    canasta_kind,
    deal_lines,
    dk_value,
    half,
    quarter,
    tax,
    tenth,
)
from game.rules.games.diszitett import own as dk_own
from game.rules.position import setup
from game.rules.ruleset import RULE_KEYS
from game.rules.scoring import finish_deal
from game.rules.transitions import snapshot

from .scenario import assert_cites, assert_conserved, assert_moves_match, uncited

DK = DISZITETT


def test_dk_is_registered_and_cites_its_own_rules():
    """Issue 12: the game is registered and playable at the table; every mechanism
    has a DK rule id."""
    assert REGISTRY["diszitett"] is DK
    assert DK.playable
    assert set(RULE_KEYS) <= set(DK_RULE_IDS)
    assert all(v.startswith("DK-") for v in DK_RULE_IDS.values())


# ---------------------------------------------------------------------------
# DK-1 Cards


def test_dk_1_1_two_packs_and_eight_jokers():
    """DK-1.1: two 52-card packs and eight jokers, 112 cards."""
    deck = make_deck(DK.packs, DK.jokers)
    assert len(deck) == 112
    assert sum(1 for c in deck if c.is_joker) == 8
    assert sum(1 for c in deck if c.is_red_three) == 4


@pytest.mark.parametrize("card, value", [
    ("4H", 5), ("7C", 5), ("8D", 10), ("10S", 10), ("JH", 10), ("KC", 10), ("AS", 20),
    ("2D", 20), ("JK", 50), ("3S", 100), ("3C", 100), ("3H", 0)])
def test_dk_1_2_card_values(card, value):
    """DK-1.2: 4-7: 5; 8-K: 10; A and two: 20; joker: 50; black three: 100."""
    assert dk_value(parse_card(card)) == value
    assert DK.card_value(parse_card(card)) == value


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dk_1_4_two_to_four_players_each_for_themself(players):
    """DK-1.4: two to four players, each for themself."""
    rs = DK.with_table_rules({"players": players})
    assert rs.players == rs.sides == players
    assert not rs.partnerships
    assert [rs.side_of(s) for s in range(players)] == list(range(players))


# ---------------------------------------------------------------------------
# DK-2 Deal


def _cut(players: int = 2, seed: int = 5):
    state, _ = start_game(DK, {"players": players}, seed=seed)
    assert_conserved(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dk_2_1_the_starter_decides_on_three_cards_shown_at_the_cut(players):
    """DK-2.1: before the deal (Phase.CUT) the starter sees the bottom three cards of
    the lifted part and keeps each one or not: eight choices; nothing dealt yet."""
    state = _cut(players)
    assert state.phase is Phase.CUT
    assert state.current == (state.dealer + 1) % players
    shown = state.cut_cards()
    assert len(shown) == 3
    choices = legal_actions(state)
    assert len(choices) == 8 and KeepCut(()) in choices and KeepCut(tuple(shown)) in choices
    assert not any(state.hands) and not state.pile


def test_dk_2_1_no_other_card_of_the_cut_may_be_kept():
    """DK-2.1: only the shown cards, each once; nothing else is possible in the cut."""
    state = _cut()
    shown = state.cut_cards()
    other = next(c for c in state.stock if c not in shown)
    assert_cites(why_illegal(state, KeepCut((other,))), "DK-2.1")
    assert_cites(why_illegal(state, KeepCut((shown[0], shown[0]))), "DK-2.1")
    assert_cites(why_illegal(state, Draw()), "DK-2.1")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("keep", [0, 1, 3])
def test_dk_2_2_fifteen_to_the_starter_with_the_kept_cards(players, keep):
    """DK-2.2: 14 cards to each other player and 15 to the starter, the kept cut
    cards included; DK-2.3, DK-2.5: the shown cards not kept lie at the bottom of
    the stock; every card in exactly one zone (G-1); no upcard (DK-4.1)."""
    state = _cut(players)
    shown = state.cut_cards()
    kept, left = tuple(shown[:keep]), shown[keep:]
    starter = state.current
    state, moves = apply(state, KeepCut(kept))
    assert_conserved(state)
    assert not state.pile
    assert state.phase is Phase.MELD and state.current == starter  # DK-4.4
    dealt = [m.dst for m in moves if m.src == "stock" and m.dst.startswith("hand:")]
    first = dealt[: 15 + 14 * (players - 1)]
    for seat in range(players):
        assert first.count(f"hand:{seat}") == (15 if seat == starter else 14)
    assert [m.card for m in moves[:keep]] == list(kept) and all(m.face_up
                                                               for m in moves[:keep])
    assert state.stock[: len(left)] == left


@pytest.mark.parametrize("players, lower", [(2, 29), (3, 43), (4, 57)])
def test_dk_2_5_the_cut_leaves_three_above_and_enough_below(players, lower):
    """DK-2.5: at least three cards in the lifted part, at least 15 + 14 per other
    player in the lower part."""
    for seed in range(40):
        state = _cut(players, seed)
        assert lower <= state.own.cut_at() <= 112 - 3


def test_dk_2_4_the_starter_passes_to_the_left():
    """DK-2.4: the starter role passes to the left after each deal (with two
    players it alternates)."""
    state = _cut(3)
    starters = [state.current]
    for _ in range(3):
        state.phase = Phase.DEAL_OVER
        state, _ = apply(state, NextDeal())
        assert state.phase is Phase.CUT
        starters.append(state.current)
    assert starters == [(starters[0] + k) % 3 for k in range(4)]


# ---------------------------------------------------------------------------
# DK-4 Turns and the talon


def test_dk_4_4_the_starters_first_turn_is_the_discard_alone():
    """DK-4.4, DK-4.1: after the cut the starter discards to start the talon: no
    draw, no meld; then the next player draws or takes."""
    state = _cut()
    state, _ = apply(state, KeepCut(()))
    starter = state.current
    assert state.phase is Phase.MELD and state.discard_only
    actions = legal_actions(state)
    assert actions and all(isinstance(a, Discard) for a in actions)
    hand = state.hands[starter]
    fours = [c for c in hand if c.rank == 4]
    assert_cites(why_illegal(state, Meld(tuple(hand[:3]))), "DK-4.4")
    assert_cites(why_illegal(state, Draw()), "DK-4.4")
    state, _ = apply(state, actions[0])
    assert len(state.pile) == 1 and state.current != starter
    assert state.phase is Phase.DRAW and not state.discard_only
    del fours


def test_dk_4_2_the_talon_is_shuffled_into_an_empty_stock():
    """DK-4.2: when a card must be drawn and the stock is empty, the whole talon is
    shuffled and becomes the stock; the talon is then empty."""
    state = setup(DK, hands={0: "4H 5H 6H", 1: "4S 5S 6S"}, pile="8H 9S 10D JC QH",
                  rest="pile", current=0)
    talon = len(state.pile)
    state, moves = apply(state, Draw())
    assert_conserved(state)
    assert state.pile == [] and len(state.hands[0]) == 4
    assert len(state.stock) + len(state.red_threes[0]) == talon - 1
    assert state.own.refills() == 1 and state.phase is Phase.MELD
    assert sum(1 for m in moves if m.src == "pile" and m.dst == "stock") == talon


def test_dk_4_2_a_red_three_replacement_reshuffles_too():
    """DK-4.2: a red three drawn is replaced at once (DK-3.1), from the talon
    reshuffled when the stock is empty."""
    state = setup(DK, hands={0: "4H 5H 6H", 1: "4S 5S 6S"}, pile="8H 9S", stock="3D",
                  rest="pile", current=0)
    state.hands[1] += state.pile[:-2]
    state.pile = state.pile[-2:]
    state, _ = apply(state, Draw())
    assert_conserved(state)
    assert [c.kind for c in state.red_threes[0]] == ["3D"]
    assert len(state.hands[0]) == 4 and len(state.stock) == 1 and not state.pile


def test_dk_4_2_empty_stock_and_talon_end_the_deal():
    """DK-4.2: if the talon is empty too, the deal ends at once, with no going-out
    bonus."""
    state = setup(DK, hands={0: "4H 5H 6H", 1: "4S 5S 6S"}, rest="pile", current=0)
    state.hands[1] += state.pile
    state.pile = []
    state, _ = apply(state, Draw())
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and state.went_out is None


@pytest.mark.parametrize("rule, limit", [(None, 3), (1, 1), (2, 2), ("unlimited", 10**9)])
def test_dk_4_5_and_14_5_the_talon_becomes_the_stock_at_most_three_times(rule, limit):
    """DK-4.5, DK-14.5: the talon may become the stock at most three times a deal (1,
    2, 3 or no limit); after that, an empty stock ends the deal."""
    rules = {} if rule is None else {"reshuffles": rule}
    state = setup(DK, hands={0: "4H 5H 6H", 1: "4S 5S 6S"}, rest="pile", current=0,
                  table_rules=rules)
    assert state.ruleset.talon_reshuffles == limit
    dk_own(state).reshuffles = min(limit, 50)
    after, _ = apply(state, Draw())
    if limit < 50:
        assert after.phase is Phase.DEAL_OVER and after.went_out is None
        assert "DK-4.5" in after.history[-1].ended
    else:
        assert after.phase is Phase.MELD and after.own.refills() == 51


# ---------------------------------------------------------------------------
# DK-7, DK-9 Groups and canastas


def test_dk_7_2_zsolis_fewer_than_naturals_none_in_eight():
    """DK-7.2: one zsoli in three or four cards, two in five or six, three in seven,
    none in eight."""
    ok = DK.mixed_ok
    assert ok(2, 1, 3) and ok(3, 1, 4) and not ok(2, 2, 4)
    assert ok(3, 2, 5) and ok(4, 2, 6) and not ok(3, 3, 6)
    assert ok(4, 3, 7) and not ok(3, 4, 7)
    assert ok(8, 0, 8) and not ok(7, 1, 8)


def test_dk_7_2_refusals_say_group_and_zsoli():
    """DK-7.1, DK-7.2: the game's refusals use its own words, a group and a zsoli,
    where the other games say a meld and a wild card."""
    state = _collection("9H 2C 5C 6C", ["9S 9D 2H"])
    nine = _meld_of(state, 0, 0).id
    too_wild = why_illegal(state, Meld(_cards(state, 0, "2C"), nine))
    left = why_illegal(state, MoveWilds((_meld_of(state, 0, 0).cards[-1],), nine, None,
                                        cards=_cards(state, 0, "5C 6C")))
    odd = why_illegal(state, Meld(_cards(state, 0, "5C"), nine))
    for reason in (too_wild, left, odd):
        assert reason and "group" in reason
        assert "meld" not in reason.lower() and "wild" not in reason.lower()
    assert "zsolis" in too_wild
    from game.rules.games.diszitett import DK_WORDS
    for shared, own in DK_WORDS.items():  # the shared messages DK words its own way
        for text in (own,) if isinstance(own, str) else own:
            text = re.sub(r"\{\w+\}", "", text)  # the placeholders are no words
            assert any(w in shared.lower() for w in ("meld", "wild", "pile"))
            assert any(w in text.lower() for w in ("group", "zsoli", "talon"))
            assert "meld" not in text.lower() and "wild" not in text.lower()


@pytest.mark.parametrize("cards, kind", [
    ("JH JS JD JC 2C 2D 2H", "black"),
    ("5H 5S 5D 5C 5H 5S 5D", "red"),
    ("8H 8S 8D 8C 8H 8S 8D 8C", "gold"),
    ("2C 2D 2H 2S 2C 2D 2H", "red_zsoli"),
    ("JK JK JK JK JK JK JK", "red_zsoli"),
    ("JK JK JK 2C 2D 2H 2S", "black_zsoli"),
    ("QH QS QD QC 2C 2D", None),
])
def test_dk_9_1_five_kinds_of_canasta(cards, kind):
    """DK-9.1: black (seven, one to three zsolis), red (seven naturals), gold (eight
    naturals), red zsoli (seven twos or seven jokers), black zsoli (mixed zsolis)."""
    assert canasta_kind(parse_cards(cards)) == kind


# ---------------------------------------------------------------------------
# DK-12 Scoring


def _score(**kw) -> int:
    return sum(line.points for line in deal_lines(DK, **kw))


def test_dk_12_3_golden_seed_example_1015():
    """DK-12.3 (golden): a black canasta of four jacks and three twos, a red canasta
    of fives, one red three, one twin, an ace left in hand: 900 + 115 = 1015."""
    lines = deal_lines(DK, [parse_cards("JH JS JD JC 2C 2D 2H"),
                            parse_cards("5H 5S 5D 5C 5H 5S 5D")],
                       red_threes=1, twins=1, hand=parse_cards("AS"), went_out=False)
    assert sum(line.points for line in lines) == 1015
    assert {line.rule for line in lines} <= {"DK-12.1", "DK-12.2"}


def test_dk_12_4_card_value_example():
    """DK-12.2, DK-12.4: a red canasta of eights and three aces laid, two jacks in hand:
    70 + 60 - 20 = 110 card value (+ 400 for the red canasta)."""
    assert _score(groups=[parse_cards("8H 8S 8D 8C 8H 8S 8D"), parse_cards("AH AS AD")],
                  red_threes=0, twins=0, hand=parse_cards("JH JS"), went_out=False) == 510


def test_dk_12_5_base_example_1500():
    """DK-12.5 (Decisions: 1500, not the seed's 2300): went out from hand, a black
    zsoli canasta, four red threes, three twins."""
    zsolis = parse_cards("JK JK 2C 2D 2H 2S 2C")
    total = _score(groups=[zsolis], red_threes=4, twins=3, hand=(), went_out=True,
                   from_hand=True)
    assert total - sum(dk_value(c) for c in zsolis) == 1500


def test_dk_14_1_joker_canasta_table_rule():
    """DK-14.1: a red zsoli canasta of seven jokers scores 1000 instead of 500."""
    jokers = [parse_cards("JK JK JK JK JK JK JK")]
    base = dict(groups=jokers, red_threes=0, twins=0, hand=(), went_out=False)
    assert _score(**base) == 350 + 500
    assert _score(**base, joker_canasta=True) == 350 + 1000


# ---------------------------------------------------------------------------
# DK-13 Tax and game


def test_dk_13_5_tax_steps():
    """DK-13.5: half(545) = 275, quarter(545) = 140, quarter(1015) = 255,
    tenth(2375) = 240, tenth(1015) = 100, tenth(45) = 0."""
    assert half(545) == 275
    assert quarter(545) == 140
    assert quarter(1015) == 255
    assert tenth(2375) == 240
    assert tenth(1015) == 100
    assert tenth(45) == 0


@pytest.mark.parametrize("before, score, taxed", [
    (4995, 545, 545), (5000, 545, 275), (6999, 1015, 510), (7000, 1015, 255),
    (8999, 545, 140), (9000, 2375, 240), (9725, 2375, 240)])
def test_dk_13_1_tax_by_the_total_before_the_deal(before, score, taxed):
    """DK-13.1: below 5000 unchanged, 5000-6999 halved, 7000-8999 quartered, 9000 or
    more divided by ten."""
    assert tax(score, before) == taxed


def test_dk_13_3_and_14_2_negative_scores():
    """DK-13.3: a negative deal score is not taxed; DK-14.2: taxed by its absolute
    value with the table rule."""
    assert tax(-545, 6000) == -545
    assert tax(-545, 6000, losses=True) == -275


def test_dk_13_2_golden_seed_example_9965():
    """DK-13.2 (golden): total 9725, deal 2375 -> 237 -> 240 -> 9965; the sheet shows
    the tax as a line of its own, and 9965 does not win (DK-13.4: over 10000)."""
    # 2375 before tax: three gold canastas (3 x (80 + 600)), fours and fives (35),
    # two red threes (200), going out (100)
    groups = {0: ["KH KS KD KC KH KS KD KC", "QH QS QD QC QH QS QD QC",
                  "JH JS JD JC JH JS JD JC", "4H 4S 4D", "5H 5S 5D 5C"]}
    state = setup(DK, hands={0: "", 1: "4H 4S"}, melds=groups, scores=[9725, 0],
                  red_threes={0: "3H 3D"}, current=0)
    state.went_out = 0
    score = finish_deal(state)
    before_tax = sum(line.points for line in score.lines[0] if line.rule != "DK-13.1")
    assert before_tax == 2375
    assert score.totals[0] == 240
    assert score.cumulative[0] == 9965
    assert state.winner is None  # 9965: not over 10000


def test_dk_13_4_the_game_goes_to_over_10000():
    """DK-13.4: 10000 itself is not enough; several over: the highest; a tie for the
    highest: another deal."""
    assert DK.winner(DK, [10000, 500], 3) is None
    assert DK.winner(DK, [10005, 500], 3) == 0
    assert DK.winner(DK, [10100, 10200], 3) == 1
    assert DK.winner(DK, [10200, 10200], 3) is None


# ---------------------------------------------------------------------------
# DK-7 Groups


def _melding(hand: str, melds: list[str] | None = None):
    return setup(DK, hands={0: hand, 1: "4S 5S 6S"}, melds={0: melds or []},
                 melded=[bool(melds), False], current=0, phase=Phase.MELD)


def test_dk_7_1_groups_of_three_to_eight_of_one_value():
    """DK-7.1: three to eight cards of one value; a ninth card is refused."""
    state = _melding("KH KS KD KC KH KS KD KC 2H", ["9S 9D 9C 9H 9S 9D 9C 9H"])
    kings = tuple(c for c in state.hands[0] if c.rank == 13)
    assert why_illegal(state, Meld(kings)) is None
    assert why_illegal(state, Meld(kings[:3])) is None
    two = next(c for c in state.hands[0] if c.rank == 2)
    assert_cites(why_illegal(state, Meld((two,), state.melds[0][0].id)), "DK-7.1", "DK-9.1")


def test_dk_7_3_zsolis_only_three_to_seven():
    """DK-7.3: a group of zsolis only holds three to seven cards, jokers and twos in
    any mix."""
    state = _melding("JK JK 2C 2D 2H 2S 2C 2D 5H")
    wild = [c for c in state.hands[0] if c.is_wild]
    assert why_illegal(state, Meld(tuple(wild[:7]))) is None
    assert why_illegal(state, Meld(tuple(wild[:3]))) is None
    assert_cites(why_illegal(state, Meld(tuple(wild))), "DK-7.3")


def test_dk_7_4_threes_are_never_melded():
    """DK-7.4: threes are never melded (black threes neither, not even going out)."""
    state = _melding("3S 3C 3S 4H", ["KH KS KD KC KH KS KD"])
    threes = tuple(c for c in state.hands[0] if c.rank == 3)
    assert_cites(why_illegal(state, Meld(threes)), "DK-7.4")
    assert not any(isinstance(a, Meld) and any(c.rank == 3 for c in a.cards)
                   for a in legal_actions(state))


def test_dk_7_5_several_groups_of_one_value():
    """DK-7.5: a player may hold several groups of the same value."""
    state = _melding("QH QS QD 5C 6C 7C", ["QH QS QD"])
    assert why_illegal(state, Meld(tuple(c for c in state.hands[0] if c.rank == 12))) is None


# ---------------------------------------------------------------------------
# DK-11 Going out


def test_dk_11_3_keep_two_cards_without_a_canasta():
    """DK-11.3, DK-11.1: before the discard a player keeps at least two cards unless
    the player has a canasta."""
    state = _melding("QH QS QD 5C", ["QH QS QD"])
    queens = tuple(c for c in state.hands[0] if c.rank == 12)
    assert_cites(why_illegal(state, Meld(queens)), "DK-11.3")
    state = _melding("QH QS QD 5C", ["KH KS KD KC KH KS KD"])
    queens = tuple(c for c in state.hands[0] if c.rank == 12)
    assert why_illegal(state, Meld(queens)) is None


# ---------------------------------------------------------------------------
# DK-5 Taking from the talon


def _after_discard(card: str, hand1: str = "KH KS 5C 6C 7C 8C 9C", pile: str = ""):
    """Seat 0 discards ``card``; seat 1 is to play."""
    state = setup(DK, hands={0: f"{card} 4H 4S 4D", 1: hand1}, pile=pile or None,
                  current=0, phase=Phase.MELD, melded=[False, False])
    discard = next(c for c in state.hands[0] if c.kind == parse_card(card).kind)
    state, _ = apply(state, Discard(discard))
    assert state.current == 1 and state.phase is Phase.DRAW
    return state


def test_dk_5_2_the_free_pickup_takes_the_single_card():
    """DK-5.2: the opponent's first discard may be taken with no condition and no
    consequence: that single card, nothing under it; then the player may meld and
    discards."""
    state = _after_discard("QD", pile="5H 6H 7H")
    top = state.pile[-1]
    free = TakePile(())
    assert free in legal_actions(state)
    state, moves = apply(state, free)
    assert_conserved(state)
    assert top in state.hands[1] and len(state.pile) == 3
    assert state.phase is Phase.MELD and dk_own(state).free_spent[1]
    assert [m.dst for m in moves] == ["hand:1"]


def test_dk_5_2_the_free_pickup_is_lost_when_not_taken():
    """DK-5.2: a player who does not take the first card offered, on the turn it is
    offered, loses the free pickup for the deal."""
    state = _after_discard("QD")
    state, _ = apply(state, Draw())
    assert dk_own(state).free_spent[1] and not state.own.free_offered(1)
    five = next(c for c in state.hands[1] if c.rank == 5)
    state, _ = apply(state, Discard(five))
    assert state.own.free_offered(0)  # seat 0's own offer: seat 1's first discard
    state, _ = apply(state, Draw())
    assert dk_own(state).free_spent[0]
    four = next(c for c in state.hands[0] if c.rank == 4)
    state, _ = apply(state, Discard(four))
    assert state.current == 1 and not state.own.free_offered(1)
    assert TakePile(()) not in legal_actions(state)


def test_dk_5_2_black_threes_and_zsolis_are_passed_over():
    """DK-5.2, DK-5.1: a black three or zsoli discarded first is not offered (and
    freezes the talon); the first discard after it that is neither is."""
    for card in ("3S", "2C", "JK"):
        state = _after_discard(card)
        assert not state.own.free_offered(1) and not dk_own(state).free_spent[1]
        assert TakePile(()) not in legal_actions(state)
        assert not any(isinstance(a, TakePile) for a in legal_actions(state))


def test_dk_5_3_the_penalized_pickup_makes_a_new_group():
    """DK-5.3: any other pickup lays a new group of at least three cards with the
    taken card, the others from the hand, never onto a laid group; then the whole
    talon goes to the hand."""
    state = setup(DK, hands={0: "KH KS 5C 6C 7C 8C 9C", 1: "4S 5S 6S"},
                  melds={0: ["KD KC KH"]}, pile="8H 9S KD", current=0)
    top_meld = state.melds[0][0].id
    kings = tuple(c for c in state.hands[0] if c.rank == 13)
    assert_cites(why_illegal(state, TakePile(kings[:1], top_meld)), "DK-5.3")
    assert_cites(why_illegal(state, TakePile(kings[:1])), "DK-5.3")
    state, _ = apply(state, TakePile(kings))
    assert_conserved(state)
    assert not state.pile and len(state.melds[0]) == 2
    assert len(state.hands[0]) == 5 + 2


def test_dk_5_3_a_natural_and_a_zsoli_take_the_talon():
    """DK-5.3: e.g. a four and a zsoli to take a four."""
    state = setup(DK, hands={0: "4S 2C 5C 6C 7C 8C 9C", 1: "4S 5S 6S"},
                  melds={0: ["KD KC KH"]}, pile="8H 9S 4D", current=0)
    cards = tuple(c for c in state.hands[0] if c.rank in (4, 2))
    assert why_illegal(state, TakePile(cards)) is None


# ---------------------------------------------------------------------------
# DK-6 Twins


def _twin_position(top: str, hand: str):
    """Seat 0 has just discarded ``top``; seat 1 (holding ``hand``) is to meld."""
    state = setup(DK, hands={0: "4H 5H 6H 7H", 1: hand}, pile="9C " + top, current=0,
                  phase=Phase.MELD)
    state.last_discard = state.pile[-1]
    state.current = 1
    return state


@pytest.mark.parametrize("top, card, twin", [
    ("8D", "8D", True), ("8D", "8H", False), ("3S", "3S", True), ("3S", "3C", False),
    ("2H", "2H", True), ("JK", "JK", False)])
def test_dk_6_1_and_6_2_a_twin_is_the_same_rank_and_suit(top, card, twin):
    """DK-6.1, DK-6.2: a discard identical in rank and suit to the card the previous
    player just discarded earns a twin (black threes and twos too, never jokers)."""
    state = _twin_position(top, f"{card} 5C 6C")
    mine = next(c for c in state.hands[1] if c.kind == parse_card(card).kind)
    state, _ = apply(state, Discard(mine))
    assert state.own.twins(1) == (1 if twin else 0)


def test_dk_6_3_no_twin_once_the_card_was_taken():
    """DK-6.3: after the player has taken the card (here the free pickup shows
    the card beneath), no twin can be made that turn."""
    state = _twin_position("8D", "8D 5C 6C")
    state.pile.append(state.pile.pop(-2))  # the 8D is no longer the last discard on top
    mine = next(c for c in state.hands[1] if c.rank == 8)
    state, _ = apply(state, Discard(mine))
    assert state.own.twins(1) == 0


def test_dk_12_1_twins_score_100_each():
    """DK-12.1: a twin is worth 100 at scoring."""
    state = setup(DK, hands={0: "", 1: "4H 4S"}, melds={0: ["KH KS KD KC KH KS KD"]},
                  current=0)
    dk_own(state).twin_counts = [2, 0]
    state.went_out = 0
    score = finish_deal(state)
    twins = [line for line in score.lines[0] if "twins" in line.label]
    assert [(line.points, line.rule) for line in twins] == [(200, "DK-12.1")]
    assert score.totals[1] == -10


def test_dk_14_1_and_14_2_table_rules_reach_the_score_sheet():
    """DK-14.1: seven jokers score 1000 with the table rule; DK-14.2: a negative
    deal score is taxed by its absolute value with the table rule."""
    for rules, bonus in (({}, 500), ({"joker_canasta": "on"}, 1000)):
        state = setup(DK, hands={0: "", 1: "4H 4S"}, melds={0: ["JK JK JK JK JK JK JK"]},
                      current=0, table_rules=rules)
        state.went_out = 0
        score = finish_deal(state)
        assert any(line.points == bonus for line in score.lines[0])
    for rules, loss in (({}, -545), ({"tax_on_losses": "on"}, -275)):
        hand = "JK JK JK JK JK JK JK JK AS AH AD AC AS AH AD 5H"  # 400 + 140 + 5
        state = setup(DK, hands={0: "", 1: hand},
                      melds={0: ["KH KS KD"]}, current=0, scores=[0, 6000],
                      table_rules=rules)
        state.went_out = 0
        score = finish_deal(state)
        assert score.totals[1] == loss


DK_RULES = [f"DK-{a}.{b}" for a, n in ((1, 4), (2, 5), (3, 1), (4, 5), (5, 5), (6, 3), (7, 5),
                                      (8, 3), (9, 1), (10, 8), (11, 3), (12, 5), (13, 5),
                                      (14, 5)) for b in range(1, n + 1)]
"""Every rule id of diszitett.md."""


def _cards(state, seat: int, codes: str) -> tuple:
    """The cards of ``codes`` from the seat's hand, each once, in order."""
    hand = list(state.hands[seat])
    out = []
    for code in codes.split():
        card = next(c for c in hand if c.kind == parse_card(code).kind)
        hand.remove(card)
        out.append(card)
    return tuple(out)


def _meld_of(state, side: int, index: int):
    return state.melds[side][index]


# ---------------------------------------------------------------------------
# DK-1, DK-2 Collections and the starter


def test_dk_1_3_each_collection_is_its_own_and_visible_to_all():
    """DK-1.3: each player keeps a separate collection, face up and visible to all,
    twins face down with their number visible; nobody adds to another's."""
    state = setup(DK, hands={0: "KH 5C 6C", 1: "KS KD 4H 4S"},
                  melds={0: ["KD KC KH"], 1: ["9S 9D 9C"]}, current=1, phase=Phase.MELD)
    dk_own(state).twin_counts = [2, 0]
    theirs = state.melds[0][0].id
    king = _cards(state, 1, "KS")
    assert why_illegal(state, Meld(king, theirs)) is not None  # not on another's group
    view = observe(state, 1)
    assert view.melds[0] == tuple(state.melds[0])
    assert (view.own.twins(0), view.own.twins(1)) == (2, 0)


def test_dk_2_4_the_first_starter_is_drawn_by_lot():
    """DK-2.4: the first deal's starter is chosen at random (the same for the same
    seed), then the role passes to the left."""
    starters = {new_game(DK, seed=seed).current for seed in range(40)}
    assert starters == {0, 1}
    assert new_game(DK, seed=5).current == new_game(DK, seed=5).current
    four = {new_game(DK, {"players": 4}, seed=seed).current for seed in range(40)}
    assert four == {0, 1, 2, 3}


# ---------------------------------------------------------------------------
# DK-3, DK-4, DK-11 Red threes, turns, going out


def test_dk_3_1_red_threes_are_laid_out_and_replaced():
    """DK-3.1: red threes dealt go into the collection and are replaced when the
    owner's turn comes; one drawn is put out and replaced at once."""
    state = setup(DK, hands={0: "4H 5H 6H", 1: "3H 4S 5S 6S"}, stock="5D 9D 7D", current=0,
                  phase=Phase.MELD)
    state.first_turn_done[1] = False
    state, _ = apply(state, Discard(_cards(state, 0, "4H")[0]))
    assert [c.kind for c in state.red_threes[1]] == ["3H"] and len(state.hands[1]) == 4
    state.stock.append(parse_card("3D"))
    state, _ = apply(state, Draw())
    assert len(state.red_threes[1]) == 2 and len(state.hands[1]) == 5
    assert not any(c.is_red_three for c in state.hands[1])


def test_dk_4_3_and_11_2_an_empty_hand_after_the_discard_goes_out():
    """DK-4.3, DK-11.1: a player whose hand is empty after the discard has gone out
    (a canasta laid); DK-11.2: the others may then not draw, take or meld."""
    state = setup(DK, hands={0: "5C", 1: "4S 5S 6S"},
                  melds={0: ["KH KS KD KC KH KS KD"]}, current=0, phase=Phase.MELD)
    state, _ = apply(state, Discard(state.hands[0][0]))
    assert state.went_out == 0 and state.phase is Phase.DEAL_OVER
    for action in (Draw(), TakePile(()), Meld(_cards(state, 1, "4S 5S 6S"))):
        assert why_illegal(state, action) is not None


def test_dk_11_1_going_out_needs_a_canasta_and_a_discard():
    """DK-11.1: the player going out must have a canasta, and going out needs a
    discard: the whole hand may not be melded."""
    state = _melding("QH QS QD 5C", ["KH KS KD KC KH KS KD"])
    queens = _cards(state, 0, "QH QS QD")
    state, _ = apply(state, Meld(queens))
    assert why_illegal(state, Meld(_cards(state, 0, "5C"), state.melds[0][1].id))
    state = _melding("QH QS QD 5C", ["KH KS KD"])
    assert_cites(why_illegal(state, Meld(_cards(state, 0, "QH QS QD"))), "DK-11.3")


# ---------------------------------------------------------------------------
# DK-8 The opening meld


def _opening(hand: str, **kw):
    return setup(DK, hands={0: hand, 1: "5S 6S 7S"}, melded=[False, False], current=0,
                 phase=Phase.MELD, **kw)


def test_dk_8_1_and_14_4_the_opening_minimum():
    """DK-8.1, DK-14.4: the first cards laid in a deal must reach the agreed minimum
    (default 50; 75, 90 or 120 by the table rule); short of it, no discard."""
    state = _opening("KH KS KD QH QS QD 5C 6C")
    assert state.initial_minimum(0) == 50
    state, _ = apply(state, Meld(_cards(state, 0, "KH KS KD")))
    assert not state.melded[0]
    assert_cites(why_illegal(state, Discard(_cards(state, 0, "5C")[0])), "DK-8.1")
    state, _ = apply(state, Meld(_cards(state, 0, "QH QS QD")))
    assert state.melded[0]
    high = _opening("KH KS KD QH QS QD 5C 6C", table_rules={"opening_minimum": 75})
    assert high.initial_minimum(0) == 75
    high, _ = apply(high, Meld(_cards(high, 0, "KH KS KD")))
    high, _ = apply(high, Meld(_cards(high, 0, "QH QS QD")))
    assert not high.melded[0]


def test_dk_8_2_a_zsoli_counts_as_the_card_it_stands_for():
    """DK-8.2: in the opening meld a zsoli counts as the card it stands for (here a
    joker among fours counts 5, not 50); in a group of zsolis only each counts as
    a two (20)."""
    state = _opening("4H 4S JK 9C 9D 9H 5C 6C")
    state, _ = apply(state, Meld(_cards(state, 0, "4H 4S JK")))
    assert state.laid_value == 15
    state, _ = apply(state, Meld(_cards(state, 0, "9C 9D 9H")))
    assert state.laid_value == 45 and not state.melded[0]
    state = _opening("JK JK 2C 5C 6C")
    state, _ = apply(state, Meld(_cards(state, 0, "JK JK 2C")))
    assert state.laid_value == 60 and state.melded[0]


def test_dk_8_2_going_out_meets_the_minimum():
    """DK-8.2: going out in the same turn meets the minimum automatically: a
    canasta of fours (35) laid with the opening, then the last card discarded."""
    state = _opening("4H 4S 4D 4C 4H 4S 4D 9C")
    fours = _cards(state, 0, "4H 4S 4D 4C 4H 4S 4D")
    assert why_illegal(state, Meld(fours)) is None
    state, _ = apply(state, Meld(fours))
    assert not state.melded[0] and state.laid_value == 35
    state, _ = apply(state, Discard(state.hands[0][0]))
    assert state.went_out == 0


def test_dk_8_3_and_5_4_the_taken_card_counts_before_the_talon_is_taken():
    """DK-8.3, DK-5.4: after a penalized pickup before the opening, the taken card
    and the hand form the opening meld (the taken card counts); the rest of the
    talon joins the hand only once the minimum is reached; short of it, undo
    gives the card back (DK-10.5, DK-10.8)."""
    state = setup(DK, hands={0: "KH KS QH QS QD 5C 6C", 1: "4S 5S 6S"},
                  pile="8H 9S 10D KD", melded=[False, False], current=0)
    state, _ = apply(state, TakePile(_cards(state, 0, "KH KS")))
    assert state.laid_value == 30 and state.pending is not None
    assert_cites(why_illegal(state, Discard(_cards(state, 0, "5C")[0])), "DK-5.3")
    before_undo = state
    state, _ = apply(state, Meld(_cards(state, 0, "QH QS QD")))
    assert state.melded[0] and state.pending is None and len(state.hands[0]) == 2 + 3
    undone, _ = apply(before_undo, UndoTurn())
    assert undone.phase is Phase.DRAW and len(undone.pile) == 4


# ---------------------------------------------------------------------------
# DK-5 Pickups


def test_dk_5_5_a_penalized_pickup_on_the_turn_of_the_offer():
    """DK-5.5: on the turn the free pickup is offered, the player may instead take
    the card by a penalized pickup (the whole talon); the free pickup is spent."""
    state = _after_discard("KD", hand1="KH KS QH QS QD 5C 6C", pile="5H 6H 7H")
    assert state.own.free_offered(1)
    state, _ = apply(state, TakePile(_cards(state, 1, "KH KS")))
    assert dk_own(state).free_spent[1] and not state.own.free_offered(1)
    assert len(state.pending) == 3  # the whole talon, once the opening is made (DK-5.4)


def test_dk_14_3_free_zsoli_table_rule():
    """DK-14.3: with the table rule a zsoli discarded first is offered as the free
    pickup and DK-5.1 does not stop it; without it, it is passed over."""
    plain = _after_discard("2C")
    assert not plain.own.free_offered(1)
    state = setup(DK, hands={0: "2C 4H 4S 4D", 1: "KH KS 5C"}, pile="5H",
                  current=0, phase=Phase.MELD, melded=[False, False],
                  table_rules={"free_zsoli": "on"})
    state, _ = apply(state, Discard(_cards(state, 0, "2C")[0]))
    assert state.own.free_offered(1) and TakePile(()) in legal_actions(state)
    state, _ = apply(state, TakePile(()))
    assert any(c.rank == 2 for c in state.hands[1]) and len(state.pile) == 1


def test_dk_5_1_only_the_top_card_freezes():
    """DK-5.1: a black three or zsoli on top blocks the talon; covered by a later
    discard it has no effect."""
    state = setup(DK, hands={0: "KH KS 5C 6C", 1: "4S 5S 6S"}, pile="8H JK KD", current=0,
                  melds={0: ["5H 5D 5C"]})
    assert why_illegal(state, TakePile(_cards(state, 0, "KH KS"))) is None
    state = setup(DK, hands={0: "KH KS 5C 6C", 1: "4S 5S 6S"}, pile="8H KD JK", current=0,
                  melds={0: ["5H 5D 5C"]})
    assert_cites(why_illegal(state, TakePile(_cards(state, 0, "KH KS"))), "DK-5.1")


# ---------------------------------------------------------------------------
# DK-10 Rearranging the collection


def _collection(hand: str, melds: list[str]):
    return setup(DK, hands={0: hand, 1: "4S 5S 6S"}, melds={0: melds}, current=0,
                 phase=Phase.MELD)


def test_dk_10_1_extending_a_group_from_the_hand():
    """DK-10.1: a card from the hand joins a fitting group, which must stay legal."""
    state = _collection("9H 2C 5C 6C", ["9S 9D 2H"])
    nine = _meld_of(state, 0, 0).id
    assert_cites(why_illegal(state, Meld(_cards(state, 0, "2C"), nine)), "DK-7.2")
    state, _ = apply(state, Meld(_cards(state, 0, "9H"), nine))
    assert why_illegal(state, Meld(_cards(state, 0, "2C"), nine)) is None


def test_dk_10_2_zsolis_move_from_group_to_group():
    """DK-10.2: zsolis may be taken from a group that stays legal and must at once
    join another group of the player's, laid or newly laid with hand cards."""
    state = _collection("8H 8S 5C 6C 7C", ["9S 9D 9C 9H 2H", "KH KS KD"])
    nines, kings = (m.id for m in state.melds[0])
    two = next(c for c in state.melds[0][0].cards if c.is_wild)
    move = MoveWilds((two,), nines, kings)
    assert move in legal_actions(state)
    after, moves = apply(state, move)
    assert_conserved(after)
    assert two in after.melds[0][1].cards and two not in after.melds[0][0].cards
    assert [(m.src, m.dst) for m in moves] == [(f"meld:0:{nines}", f"meld:0:{kings}")]
    new = MoveWilds((two,), nines, None, cards=_cards(state, 0, "8H 8S"))
    after, _ = apply(state, new)
    assert len(after.melds[0]) == 3 and after.melds[0][-1].rank == 8
    assert parse_action(str(new)) == new


def test_dk_10_2_a_group_that_would_become_illegal_keeps_its_zsoli():
    """DK-10.2: the group the zsolis leave must stay legal (three cards at least)."""
    state = _collection("5C 6C 7C", ["9S 9D 2H", "KH KS KD"])
    nines, kings = (m.id for m in state.melds[0])
    two = next(c for c in state.melds[0][0].cards if c.is_wild)
    assert_cites(why_illegal(state, MoveWilds((two,), nines, kings)), "DK-10.2")


def test_dk_10_2_a_group_of_zsolis_only_may_be_broken_up():
    """DK-10.2: a group of zsolis only that is not a zsoli canasta may be broken up,
    its zsolis joining other groups (all of them at once, or leaving three)."""
    state = _collection("5C 6C 7C", ["2H 2S 2D", "KH KS KD KC"])
    wild, kings = (m.id for m in state.melds[0])
    twos = state.melds[0][0].cards
    assert_cites(why_illegal(state, MoveWilds(twos[:2], wild, kings)), "DK-10.2")
    after, _ = apply(state, MoveWilds(twos, wild, kings))
    assert [len(m.cards) for m in after.melds[0]] == [7]
    assert canasta_kind(after.melds[0][0].cards) == "black"


def _split_position():
    """Three groups of three naturals and a group of zsolis 2-joker-joker: any one
    zsoli alone would leave two cards behind, all three would swamp one group."""
    return _collection("4C 5D 7C", ["KC KD KH", "QC QD QH", "JC JD JH", "2C JK JK"])


def test_dk_10_2_a_group_of_zsolis_split_among_several_groups():
    """DK-10.2: a group of zsolis only (not a canasta) may be broken up, its zsolis
    joining other groups; one move sends them to several groups. Moved one at a
    time it would keep two cards, and no single group may take all three (DK-7.2),
    so the split move is listed, legal, applied and written as text."""
    state = _split_position()
    kings, queens, jacks, wild = (m.id for m in state.melds[0])
    two, joker, joker2 = state.melds[0][3].cards
    for w in (two, joker):
        for t in (kings, queens, jacks):
            assert_cites(why_illegal(state, MoveWilds((w,), wild, t)), "DK-10.2")
    assert_cites(why_illegal(state, MoveWilds((two, joker, joker2), wild, kings)), "DK-7.2")
    split = MoveWilds((two,), wild, kings, more=((joker, queens), (joker2, jacks)))
    listed = [a for a in legal_actions(state) if isinstance(a, MoveWilds)]
    assert split in listed and all(a.more for a in listed)
    assert str(split) == (f"move {two.code} from @{wild} to @{kings} + {joker.code} to "
                          f"@{queens} + {joker2.code} to @{jacks}")
    assert parse_action(str(split)) == split
    assert why_illegal(state, split) is None
    after, moves = apply(state, split)
    assert_conserved(after)
    assert_moves_match(state, after, moves)
    assert [len(m.cards) for m in after.melds[0]] == [4, 4, 4]
    assert wild not in [m.id for m in after.melds[0]]
    assert [(m.card, m.dst) for m in moves] == [
        (two, f"meld:0:{kings}"), (joker, f"meld:0:{queens}"), (joker2, f"meld:0:{jacks}")]
    two_to_one = MoveWilds((two, joker), wild, kings, more=((joker2, queens),))
    assert why_illegal(state, two_to_one) is None  # kings K-K-K-2-joker: 3 to 2
    assert parse_action(str(two_to_one)) == two_to_one


def test_dk_10_2_a_split_move_is_refused_naming_the_rule():
    """DK-10.2: a split that leaves the group of zsolis one or two cards, sends a
    group more zsolis than DK-7.2 allows, names a zsoli twice, a card that is not a
    zsoli of the group, the group itself or a group not the player's, is refused
    with the rule's sentence, the state unchanged."""
    state = _split_position()
    kings, queens, jacks, wild = (m.id for m in state.melds[0])
    two, joker, joker2 = state.melds[0][3].cards
    before = state.copy()
    left_one = why_illegal(state, MoveWilds((two,), wild, kings, more=((joker, queens),)))
    assert_cites(left_one, "DK-10.2")
    assert "at least three cards" in left_one
    crowded = MoveWilds((two,), wild, kings, more=((joker, kings), (joker2, kings)))
    assert_cites(why_illegal(state, crowded), "DK-7.2")
    assert "more natural cards than zsolis" in why_illegal(state, crowded)
    assert_cites(why_illegal(state, MoveWilds((two,), wild, kings,
                                              more=((two, queens), (joker2, jacks)))),
                 "DK-10.2")
    king = state.melds[0][0].cards[0]
    assert_cites(why_illegal(state, MoveWilds((two,), wild, queens,
                                              more=((joker, jacks), (king, jacks)))),
                 "DK-10.2")
    assert_cites(why_illegal(state, MoveWilds((two,), wild, kings,
                                              more=((joker, wild), (joker2, jacks)))), "G-7")
    assert_cites(why_illegal(state, MoveWilds((two,), wild, kings,
                                              more=((joker, 99), (joker2, jacks)))), "G-7")
    assert state.melds == before.melds and state.hands == before.hands
    for text in (f"move {two.code} from @{wild} to @{kings} +",
                 f"move {two.code} from @{wild} to @{kings} + {joker.code} @1",
                 f"move {two.code} from @{wild} to @{kings} + {joker.code} to new"):
        with pytest.raises(ValueError):
            parse_action(text)


def test_dk_10_2_a_split_may_make_a_new_group_and_leave_three():
    """DK-10.2: the first part of a split may make a new group with cards from the
    hand; a group of zsolis may keep three or more, and a group of naturals may
    give its zsolis to two groups at once as long as it stays legal."""
    state = _collection("8H 8S 5C 6C", ["KC KD KH", "QC QD QH", "2C 2D 2H JK JK"])
    kings, queens, wild = (m.id for m in state.melds[0])
    twos = state.melds[0][2].cards
    eights = _cards(state, 0, "8H 8S")
    split = MoveWilds(twos[:1], wild, None, (), eights, ((twos[1], kings),))
    assert why_illegal(state, split) is None
    after, _ = apply(state, split)
    assert sorted(len(m.cards) for m in after.melds[0]) == [3, 3, 3, 4]
    assert parse_action(str(split)) == split
    state = _collection("5C 6C 7C", ["9S 9D 9C 9H 2H 2D", "KH KS KD", "QH QS QD"])
    nines, kings, queens = (m.id for m in state.melds[0])
    two, two2 = (c for c in state.melds[0][0].cards if c.is_wild)
    after, _ = apply(state, MoveWilds((two,), nines, kings, more=((two2, queens),)))
    assert [len(m.cards) for m in after.melds[0]] == [4, 4, 4]


def test_dk_10_2_the_old_single_group_move_reads_as_before():
    """DK-10.2: a move written before split moves existed (one target, no ``+``)
    reads back as the same single-group move with nothing more."""
    action = parse_action("move 2C/0 JK/1 from @3 with KH/1 to @0")
    assert action == MoveWilds((parse_card("2C/0"), parse_card("JK/1")), 3, 0,
                               (parse_card("KH/1"),))
    assert action.more == () and str(action) == "move 2C/0 JK/1 from @3 with KH/1 to @0"
    assert str(parse_action("move 2C/0 from @1 to new 8H/0 8S/0")) == (
        "move 2C/0 from @1 to new 8H/0 8S/0")


def test_dk_10_3_a_black_canasta_becomes_red_or_gold():
    """DK-10.3: a black canasta never exceeds seven cards: a sixth natural gives up a
    zsoli, which joins another group at once; with its zsolis taken out and the
    missing naturals added from the hand at the same time it becomes red, or gold
    with eight naturals."""
    state = _collection("9H 9D 9C 5C 6C 7C", ["9S 9D 9C 9H 9S 2H JK", "KH KS KD"])
    nines, kings = (m.id for m in state.melds[0])
    wilds = tuple(c for c in state.melds[0][0].cards if c.is_wild)
    assert_cites(why_illegal(state, Meld(_cards(state, 0, "9H"), nines)), "DK-7.2")
    for naturals, moved, kind in (("9H", 1, "black"), ("9H 9D", 2, "red"),
                                  ("9H 9D 9C", 2, "gold")):
        move = MoveWilds(wilds[:moved], nines, kings, _cards(state, 0, naturals))
        assert why_illegal(state, move) is None, naturals
        after, moves = apply(state, move)
        assert_conserved(after)
        assert canasta_kind(after.melds[0][0].cards) == kind
        assert len(after.melds[0][1].cards) == 3 + moved
        assert parse_action(str(move)) == move


def test_dk_10_4_and_10_7_natural_cards_never_move():
    """DK-10.4, DK-10.7: natural cards never move from one group to another (so
    groups are never split or merged), and no laid card goes back to the hand or is
    discarded."""
    state = _collection("5C 6C 7C", ["9S 9D 9C 9H 2H", "KH KS KD"])
    nines, kings = (m.id for m in state.melds[0])
    nine = state.melds[0][0].cards[0]
    assert_cites(why_illegal(state, MoveWilds((nine,), nines, kings)), "DK-10.2")
    assert_cites(why_illegal(state, MoveWilds((nine,), nines, None)), "DK-10.2")
    assert_cites(why_illegal(state, Discard(nine)), "G-4")


def test_dk_10_5_what_was_laid_this_turn_may_be_taken_back():
    """DK-10.5: before the discard, what was laid this turn, zsolis moved included,
    may be taken back (the per-turn undo); the moves carry every card back."""
    state = _collection("8H 8S 8D 5C 6C", ["9S 9D 9C 9H 2H", "KH KS KD"])
    state.snapshot = snapshot(state)
    nines, kings = (m.id for m in state.melds[0])
    two = next(c for c in state.melds[0][0].cards if c.is_wild)
    after, _ = apply(state, MoveWilds((two,), nines, kings))
    after, _ = apply(after, Meld(_cards(after, 0, "8H 8S 8D")))
    undone, moves = apply(after, UndoTurn())
    assert_moves_match(after, undone, moves)
    assert undone.melds[0] == state.melds[0] and sorted(undone.hands[0]) == sorted(
        state.hands[0])


def test_dk_10_6_a_canasta_stays_a_canasta():
    """DK-10.6: no card may be taken from a zsoli canasta, and a black canasta keeps
    seven cards until it becomes red or gold."""
    state = _collection("5C 6C 7C", ["2H 2S 2D 2C JK JK JK", "KH KS KD KC KH KS 2H"])
    wild, kings = (m.id for m in state.melds[0])
    joker = state.melds[0][0].cards[-1]
    two = state.melds[0][1].cards[-1]
    assert_cites(why_illegal(state, MoveWilds((joker,), wild, kings)), "DK-10.2")
    assert_cites(why_illegal(state, MoveWilds((two,), kings, wild)), "DK-10.2")


def test_dk_10_8_undo_cannot_unmake_a_pickup():
    """DK-10.8: once the rest of the talon is taken, the group laid for the pickup
    stays: undo takes back only what was laid after it."""
    state = setup(DK, hands={0: "KH KS QH QS QD 5C 6C", 1: "4S 5S 6S"},
                  melds={0: ["9S 9D 9C"]}, pile="8H 9S 10D KD", current=0)
    state, _ = apply(state, TakePile(_cards(state, 0, "KH KS")))
    assert state.pending is None and not state.pile
    taken = state
    state, _ = apply(state, Meld(_cards(state, 0, "QH QS QD")))
    undone, _ = apply(state, UndoTurn())
    assert undone.melds[0] == taken.melds[0] and undone.phase is Phase.MELD
    assert sorted(undone.hands[0]) == sorted(taken.hands[0])
    assert_cites(why_illegal(taken, UndoTurn()), "DK-10.5")


# ---------------------------------------------------------------------------
# DK-12 Clearing the table, going out from hand


def test_dk_12_1_clearing_the_table_and_going_out_from_hand():
    """DK-12.1: going out from hand (opening, canasta and going out in one turn)
    + 100; clearing the table + 100 more when the player took the talon by a
    penalized pickup of at least ten cards, the top card included, in that turn."""
    state = setup(DK, hands={0: "KH KS 5C 6C 7C", 1: "4S 5S 6S"}, pile="KD",
                  melds={0: ["5H 5D 5C"]}, current=0)
    state.pile = state.stock[-9:] + state.pile
    del state.stock[-9:]
    state, _ = apply(state, TakePile(_cards(state, 0, "KH KS")))
    assert state.taken == 10
    for taken, melded, labels in ((10, False, {"going out", "going out from hand",
                                              "clearing the table"}),
                                  (9, False, {"going out", "going out from hand"}),
                                  (10, True, {"going out"})):
        over = setup(DK, hands={0: "", 1: "4H 4S"}, melds={0: ["KH KS KD KC KH KS KD"]},
                     current=0)
        over.taken, over.melded_before_turn, over.went_out = taken, melded, 0
        score = finish_deal(over)
        bonuses = {line.label for line in score.lines[0] if line.points == 100}
        assert bonuses == labels, (taken, melded)
        assert all(line.rule.startswith("DK-12") for line in score.lines[0])


def test_every_dk_rule_is_cited_by_a_scenario_test():
    """Issue 12: every DK rule id is named by a test of this file."""
    assert uncited(__file__, DK_RULES) == []
