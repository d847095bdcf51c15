"""The log names each kind of canasta in a sentence that reads well."""

from __future__ import annotations

import dataclasses

import pytest

from game.present.narrate import canasta_sentence
from game.present.session import GameSession
from game.rules.cards import ACE, JOKER, KING
from game.rules.games.diszitett import own as dk_own


@pytest.mark.parametrize(("kind", "rank", "sentence"), [
    ("natural", KING, "A natural canasta of kings!"),
    ("mixed", ACE, "A mixed canasta of aces!"),
    ("wild", JOKER, "A canasta of wild cards!"),
    ("sevens", 7, "A canasta of sevens!"),
    ("natural", 7, "A natural canasta of sevens!"),  # Classic: sevens are a natural rank
])
def test_canasta_sentence_for_every_kind(kind, rank, sentence):
    assert canasta_sentence(kind, rank) == sentence


def test_a_played_pennies_deal_names_its_canastas_plainly():
    session = GameSession("pennies", {}, 1, None, ["normal"])
    while session.ai_step():
        pass
    canastas = [line for line in session.log if "canasta of" in line]
    assert "A canasta of sevens!" in canastas
    assert "A canasta of wild cards!" in canastas
    assert any(line.startswith("A natural canasta of") for line in canastas)
    assert not [line for line in canastas if "sevens canasta" in line or "wild canasta" in line]


# -- díszített kanaszta (DK) ----------------------------------------------------------


def _dk_lines(state, action, human=None):
    from game.present.narrate import narrate
    from game.rules import apply

    after, moves = apply(state, action)
    return after, narrate(state, action, after, moves, human)


def test_dk_2_1_the_cut_names_the_cards_kept():
    from game.rules import KeepCut, start_game
    from game.rules.games import DISZITETT

    state, _ = start_game(DISZITETT, {}, seed=5)
    shown = tuple(state.cut_cards())
    who = "North" if state.current == 1 else "South"
    _after, lines = _dk_lines(state, KeepCut(shown[:2]))
    cards = " ".join(c.symbol() for c in shown[:2])
    assert lines == [f"{who} kept {cards} from the cut (DK-2.1)."]
    _after, lines = _dk_lines(state, KeepCut(()), human=state.current)
    assert lines == ["You kept no card from the cut (DK-2.1)."]


@pytest.mark.parametrize("rule, count", [(None, "1 of 3"), ("unlimited", "1")])
def test_dk_4_2_the_talon_becomes_the_stock(rule, count):
    from game.rules import Draw
    from game.rules.position import setup

    state = setup("diszitett", hands={0: "4H 5H 6H", 1: "4S 5S 6S"}, pile="8H 9S 10D JC QH",
                  rest="pile", current=0,
                  table_rules={"reshuffles": rule} if rule else {})
    _after, lines = _dk_lines(state, Draw())
    assert lines == [f"The talon becomes the stock ({count}, DK-4.2).", "South drew 1 card."]


def _dk_offer(hand1: str = "KH KS 5C 6C 7C 8C 9C", melded: bool = False):
    """Two players: South (seat 0) discards Q♦ onto three cards; North is offered it
    as the free pickup (DK-5.2)."""
    from game.rules import Discard, Phase, apply
    from game.rules.position import setup

    state = setup("diszitett", hands={0: "QD 4H 4S 4D", 1: hand1}, pile="5H 6H 7H",
                  current=0, phase=Phase.MELD, melded=[False, melded])
    queen = next(c for c in state.hands[0] if c.rank == 12)
    state, _ = apply(state, Discard(queen))
    return state


def test_dk_5_2_the_free_pickup_is_offered_in_the_log():
    from game.rules import Discard, Phase
    from game.rules.position import setup

    state = setup("diszitett", hands={0: "QD 4H 4S 4D", 1: "KH KS 5C"}, pile="5H 6H 7H",
                  current=0, phase=Phase.MELD, melded=[False, False])
    queen = next(c for c in state.hands[0] if c.rank == 12)
    _after, lines = _dk_lines(state, Discard(queen), human=1)
    assert lines == ["North discarded Q\u2666.",
                     "You may take Q\u2666 as your free pickup (DK-5.2)."]
    _after, lines = _dk_lines(state, Discard(queen), human=0)
    assert lines[-1] == "North may take Q\u2666 as the free pickup (DK-5.2)."
    two = setup("diszitett", hands={0: "2D 4H 4S 4D", 1: "KH KS 5C"}, pile="5H 6H 7H",
                current=0, phase=Phase.MELD, melded=[False, False])
    zsoli = next(c for c in two.hands[0] if c.rank == 2)
    _after, lines = _dk_lines(two, Discard(zsoli))  # DK-5.2: zsolis are passed over
    assert not any("free pickup" in line for line in lines)


def test_dk_5_2_the_free_pickup_is_told_apart():
    from game.rules import TakePile

    _after, lines = _dk_lines(_dk_offer(), TakePile(()))
    assert lines == ["North took Q\u2666 as the free pickup (DK-5.2)."]


def test_dk_5_3_the_penalized_pickup_takes_the_talon():
    from game.rules import TakePile

    state = _dk_offer(hand1="QH QS 5C 6C 7C 8C 9C", melded=True)
    queens = tuple(c for c in state.hands[1] if c.rank == 12)
    _after, lines = _dk_lines(state, TakePile(queens), human=1)
    assert lines == ["You took the talon, 4 cards: Q\u2666 with Q\u2665 Q\u2660 (DK-5.3)."]


def test_dk_6_1_a_twin_is_logged():
    from game.rules import Discard, Phase
    from game.rules.position import setup

    state = setup("diszitett", hands={0: "4H 5H 6H 7H", 1: "8D 5C 6C"}, pile="9C 8D",
                  current=0, phase=Phase.MELD)
    state.last_discard = state.pile[-1]
    state.current = 1
    dk_own(state).free_spent = [True, True]  # DK-5.2: no free pickup left to offer
    eight = next(c for c in state.hands[1] if c.rank == 8)
    _after, lines = _dk_lines(state, Discard(eight))
    assert lines == ["North discarded 8\u2666.", "North made a twin on 8\u2666 (DK-6.1)."]


@pytest.mark.parametrize(("hand", "meld", "cards", "sentence"), [
    ("KD KC 9C 9S", "KH KS KD KC KH", "KD KC", "A red canasta of kings!"),
    ("KD 2C 9C 9S", "KH KS KD KC KH", "KD 2C", "A black canasta of kings!"),
    ("KD KC KS 9C 9S", "KH KS KD KC KH", "KD KC KS", "A gold canasta of kings!"),
    ("2C 2D 9C 9S", "2H 2S 2D 2C 2H", "2C 2D", "A red zsoli canasta!"),
    ("JK 2D 9C 9S", "2H 2S 2D 2C 2H", "JK 2D", "A black zsoli canasta!"),
])
def test_dk_9_1_the_canasta_kinds_are_named(hand, meld, cards, sentence):
    from game.rules import Meld, Phase
    from game.rules.cards import parse_cards
    from game.rules.position import setup

    state = setup("diszitett", hands={0: hand, 1: "4S 5S 6S"}, melds={0: [meld]},
                  current=0, phase=Phase.MELD)
    wanted = [c.kind for c in parse_cards(cards)]
    laid = []
    for kind in wanted:
        laid.append(next(c for c in state.hands[0] if c.kind == kind and c not in laid))
    _after, lines = _dk_lines(state, Meld(tuple(laid), state.melds[0][0].id))
    assert lines[-1] == sentence


def test_a_played_diszitett_deal_is_narrated():
    session = GameSession("diszitett", {}, 3, None, ["normal", "normal"])
    while session.ai_step():
        pass
    assert any(line.endswith("from the cut (DK-2.1).") for line in session.log)
    assert any(line.startswith("Deal 1 is over") for line in session.log)


def test_dk_10_2_and_10_3_zsolis_moved_are_logged():
    """DK-10.2: a zsoli moved from group to group is logged with both groups; DK-10.3:
    naturals added in its place and a black canasta turned red are told too."""
    from game.rules import MoveWilds, Phase
    from game.rules.position import setup

    state = setup("diszitett", hands={0: "9H 5C 6C", 1: "4S 5S 6S"},
                  melds={0: ["9S 9D 9C 9H 9S 9D 2C", "KH KS KD"]}, current=0,
                  phase=Phase.MELD)
    nines, kings = (m.id for m in state.melds[0])
    two = state.melds[0][0].cards[-1]
    nine = next(c for c in state.hands[0] if c.rank == 9)
    _after, lines = _dk_lines(state, MoveWilds((two,), nines, kings, (nine,)), human=0)
    assert lines == ["You moved 2\u2663 from the nines to the kings (DK-10.2).",
                     "You added 9\u2665 to the nines in their place (DK-10.3).",
                     "A red canasta of nines!"]


def _ma_state(**zones):
    from game.rules.position import setup

    zones.setdefault("hands", {0: "4S 5D 6C", 1: "4C 5C 6D", 2: "4D 5H 6S", 3: "4H 5S 6H"})
    return setup("modern", pile="9C", **zones)


def test_modern_american_log_tells_the_turn_card_bonus_cards_and_dead_ranks():
    """MA-1.3: the draw that takes the turn card (here among bonus cards) is announced
    with the cards left;
    MA-7.1, MA-7.2: bonus cards drawn face down and joining the hand; MA-3.6: a
    rank gone dead."""
    from game.present.games.modern import modern_lines

    before = _ma_state(melds={1: ["KH KD KC KS KH KD"]})
    king = next(c for c in before.stock if c.kind == "KC")
    before.stock.remove(king)
    del before.stock[:-9]
    after = before.copy()
    after.stock.pop()
    after.bonus = [[], [], [after.stock.pop() for _ in range(3)], []]
    meld = after.melds[1][0]
    after.melds[1][0] = dataclasses.replace(meld, cards=(*meld.cards, king))
    lines = modern_lines(before, after, 2, 0)
    assert lines == [
        "The turn card is drawn: the bottom 5 cards remain, no more bonus cards (MA-1.3).",
        "North drew 3 bonus cards face down (MA-7.1).",
        "The kings are dead: no meld of them may be begun or added to (MA-3.6)."]
    joined = after.copy()
    joined.bonus = [[], [], [], []]
    assert modern_lines(after, joined, 2, 0) == [
        "North's 3 bonus cards joined the hand (MA-7.2)."]
    mine = [[], [], [], []]
    mine[0] = list(after.bonus[2])
    after.bonus, joined.bonus = mine, [[], [], [], []]
    assert modern_lines(after, joined, 0, 0)[-1] == "Your 3 bonus cards joined your hand (MA-7.2)."


def test_modern_american_log_tells_threes_laid_out_and_kept():
    """MA-2.1, MA-2.2: every three is laid out, red or black, with its rule; the
    human is told of a three kept for a straight; a held three laid out cites
    MA-2.2."""
    from game.present.narrate import narrate
    from game.rules import apply
    from game.rules.actions import LayOut
    from game.rules.state import Phase

    state = _ma_state(hands={0: "3C 3S 4S 5D 6C", 1: "4C 5C 6D", 2: "4D 5H 6S", 3: "4H 5S 6H"},
                      melded=[False, False], phase=Phase.DRAW)
    three = next(c for c in state.hands[0] if c.kind == "3C")
    after, moves = apply(state, LayOut(three))
    lines = narrate(state, LayOut(three), after, moves, 0)
    assert "You laid out the three 3\u2663 (MA-2.2)." in lines
    assert "You keep 3\u2660 in your hand for a straight (MA-2.2)." in lines
    assert narrate(state, LayOut(three), after, moves, 1)[0] == (
        "East laid out the three 3\u2663 (MA-2.2).")  # South seen from West


# -- Bain Hand and Foot (BH) ----------------------------------------------------------


def test_bh_6_2_the_foot_picked_up_at_once_is_logged():
    """BH-6.2: the meld that completes the first canasta brings the foot at once;
    the log says so, as it does for Dollars' foot after the discard (DH-6.1)."""
    from game.present.narrate import narrate
    from game.rules import apply
    from game.rules.state import Phase
    from tests.rules.scenario import act, make_state

    foot = "5C 5D 5H 6C 6D 6H 8C 8D 8H 9C 9D 9H 4S"
    state = make_state("bain", hands={0: "KC 5S"}, feet={0: foot},
                       melds={0: ["KH KS KD KC KH KS"]}, melders={0: 2}, phase=Phase.MELD)
    action = act(state, "meld KC @0")
    after, moves = apply(state, action)
    assert "You picked up your foot (13 cards)." in narrate(state, action, after, moves, 0)
    assert "South picked up the foot (13 cards)." in narrate(state, action, after, moves, None)


# -- the log in Hungarian ----------------------------------------------------------------


def test_the_hungarian_log_names_the_meld_cards_are_added_to_in_its_own_case():
    """CL-4.1 (adding to a meld), CL-5.1 (taking the pile), MA-3 (threes laid out):
    the Hungarian log reads as written by a person: "Kelet hozzátette a
    nyolcasokhoz: 2♦." (the meld's name in the "to" case, with its article), not
    "hozzárakta ezeket: 2♦ a következőhöz: nyolcasok"; a three laid out is "kitett
    egy hármast: 3♦", not "kitette a(z) 3♦ hármast"."""
    import re

    from game import i18n

    i18n.set_language("hu")
    try:
        classic = GameSession("classic", {}, 3, None, ["normal"])
        modern = GameSession("modern", {}, 3, None, ["normal"])
        for session in (classic, modern):
            while session.ai_step():
                pass
    finally:
        i18n.set_language("en")
    log = classic.log + modern.log
    added = [line for line in log if "hozzátette" in line]
    assert added, "no card was added to a meld in the deal"
    for line in added:
        assert re.fullmatch(r"\S+ hozzátette (a|az|egy) \S.*(hoz|hez|höz): .+\.", line), line
    assert not [line for line in log if "a következőhöz" in line or "a(z)" in line
                or "ezeket:" in line]
    threes = [line for line in modern.log if "hármast" in line]
    assert threes and all("kitett egy hármast: " in line for line in threes), threes
    taken = [line for line in log if "felvette a talont" in line]
    assert taken and all(re.search(r"felvette a talont \(\d+ lap\): \S+ \+ ", line)
                         for line in taken), taken
