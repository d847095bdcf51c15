"""The rules core's sentences in the player's language: refusals with
numbers, rank names and canasta kinds, score-sheet labels with counts and how a deal
ended are structured messages (game.rules.messages.Refusal) whose str value stays the
English sentence, and game.i18n shows them in Persian and Hungarian with the rule id
kept."""

from __future__ import annotations

import random

import pytest
from rules.scenario import act, play

from game import i18n
from game.present.narrate import score_sheet_lines
from game.rules import Phase, apply, legal_actions, new_game, why_illegal
from game.rules.messages import N_, NN_, Refusal, Word
from game.rules.position import setup


def _refused(state, text: str) -> Refusal:
    reason = why_illegal(state, act(state, text))
    assert isinstance(reason, Refusal), reason
    return reason


def _in(lang: str, reason) -> str:
    i18n.set_language(lang, persian_digits=True)
    try:
        return i18n.refusal(reason)
    finally:
        i18n.set_language("en")


def test_a_refusal_is_its_english_sentence():
    reason = Refusal(N_("Meld at least {minimum} points first"), "CL-6.1", minimum=50)
    assert reason == "Meld at least 50 points first (CL-6.1)."
    assert isinstance(reason, str) and "CL-6.1" in reason and hash(reason) == hash(str(reason))
    assert reason.message == "Meld at least {minimum} points first"
    assert reason.params == {"minimum": 50} and reason.rule == "CL-6.1"
    clause = Refusal(N_("You would be left with {card}, which you may not discard: {problem}"),
                     card="7♠", problem=Refusal(N_("Sevens may never be discarded"), "BH-7.2"))
    assert clause == ("You would be left with 7♠, which you may not discard: sevens may never "
                      "be discarded (BH-7.2).")
    two = Refusal.counted(NN_("{n} red three", "{n} red threes"), 2)
    assert (two, Refusal.counted(NN_("{n} red three", "{n} red threes"), 1)) == (
        "2 red threes", "1 red three")
    import copy
    import pickle
    for again in (copy.deepcopy(clause), pickle.loads(pickle.dumps(two))):
        assert isinstance(again, Refusal) and again.params.keys() == (
            clause if again == clause else two).params.keys()


def test_cl_6_1_initial_meld_minimum_with_its_number():
    """CL-6.1: a side at 1500 needs 90; the refusal carries both numbers."""
    state = setup("classic", hands={0: "AH AD AS KH KD KS 9C 4D"}, scores=[1500, 0],
                  phase=Phase.MELD)
    low, _ = play(state, "meld AH AD AS")
    reason = _refused(low, "discard 9C")
    assert reason == "Your initial meld counts 60; it needs 90. Meld more or undo (CL-6.1)."
    assert _in("hu", reason) == ("Az első lerakásod 60 pontot ér; 90 kell. Rakj le többet, "
                                 "vagy vond vissza (CL-6.1).")
    assert _in("fa", reason) == ("ست نخستتان ۶۰ امتیاز دارد؛ ۹۰ لازم است. بیشتر ست کنید یا "
                                 "پس بگیرید (CL-6.1).")
    assert _in("en", reason) == str(reason)


def test_a_rank_name_is_translated_in_the_sentence():
    """CL-4.3: one meld per rank; the rank's plural comes from the catalog."""
    state = setup("classic", hands={0: "8H 8S 8D 9C"}, melds={0: ["8C 8C 8D"]},
                  phase=Phase.MELD)
    reason = _refused(state, "meld 8H 8S 8D")
    assert reason == "Your side already has a meld of eights: add to it (CL-4.3)."
    assert isinstance(reason.params["rank"], Word)
    hu = _in("hu", reason)
    assert "nyolcasok" in hu and "eights" not in hu and hu.endswith("(CL-4.3).")
    fa = _in("fa", reason)
    assert "هشت‌ها" in fa and fa.endswith("(CL-4.3).")


def test_bh_8_1_red_threes_with_their_count():
    """BH-8.1: all eight red threes face up before going out."""
    kinds = ["KH KS KD KC KH KS KD", "QH QS QD QC 2C 2D 2H", "2S 2C 2D 2H JK JK JK",
             "7H 7S 7D 7C 7H 7S 7D"]
    state = setup("bain", hands={0: "9H 9S 9D 4C"}, melds={0: kinds},
                  red_threes={0: "3H 3H 3H", 1: "3D 3D 3D 3D"}, phase=Phase.MELD)
    reason = _refused(state, "meld 9H 9S 9D")
    assert "(BH-8.3): all 8 red threes must be face up" in reason
    assert reason.endswith("(BH-8.1).")
    hu, fa = _in("hu", reason), _in("fa", reason)
    assert "(BH-8.3): mind a 8 piros hármasnak" in hu and hu.endswith("(BH-8.1).")
    assert "هر ۸ سه‌ی قرمز" in fa and "(BH-8.1)." in fa


def test_dh_4_1_minimum_by_deal():
    """DH-4.1: the second deal's minimum is 90."""
    state = setup("dollars", hands={0: "KH KS KD AH AS AD 9C 4S"}, deal_no=2,
                  phase=Phase.MELD)
    after, _ = play(state, "meld KH KS KD")
    reason = _refused(after, "discard 9C")
    assert reason.endswith("it needs 90. Meld more or undo (DH-4.1).")
    assert "90 kell" in _in("hu", reason) and _in("hu", reason).endswith("(DH-4.1).")
    assert "۹۰ لازم است" in _in("fa", reason) and _in("fa", reason).endswith("(DH-4.1).")


def test_a_nested_clause_and_the_canasta_kinds_are_translated():
    """PH-8.1: the canasta kinds still missing, each in the player's words."""
    state = setup("pennies", hands={0: "9H 9S 9D"}, melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    reason = _refused(state, "meld 9H 9S 9D")
    assert "needs a natural, mixed, wild and sevens canasta" in reason
    hu = _in("hu", reason)
    assert "tiszta, kevert, zsoli és hetes kanaszta" in hu and "(PH-8.1)" in hu
    assert "needs" not in hu and "(PH-8.1)" in _in("fa", reason)


def _sheet_state():
    state = setup("classic", hands={0: "4C"}, melds={0: ["KH KS KD KC KH KS KD",
                                                        "QH QS QD QC QH QS QD", "9H 9S 9D"]},
                  red_threes={0: "3H 3D 3H"}, phase=Phase.MELD)
    done, _ = play(state, "discard 4C")
    assert done.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return done


def test_score_labels_are_translated_with_their_numbers():
    done = _sheet_state()
    lines = done.history[-1].lines[0]
    labels = [str(line.label) for line in lines]
    assert "2 natural canastas" in labels and "3 red threes" in labels
    i18n.set_language("hu")
    shown = [i18n.label(line.label) for line in lines]
    assert "2 tiszta kanaszta" in shown and "3 piros hármas" in shown
    assert "lerakott lapok" in shown
    i18n.set_language("fa", persian_digits=True)
    shown = [i18n.label(line.label) for line in lines]
    assert "۲ کاناستای خالص" in shown and "۳ سه‌ی قرمز" in shown
    text = "\n".join(score_sheet_lines(done.history[-1], done))
    assert "۲ کاناستای خالص" in text


def test_how_a_deal_ended_is_translated():
    state = setup("classic", hands={0: "4C"}, stock="", phase=Phase.DRAW, rest="pile")
    ended, _ = play(state, "draw")
    assert ended.ended == "the stock ran out (G-12)"
    i18n.set_language("hu")
    assert i18n.label(ended.ended) == "elfogyott a pakli (G-12)"
    assert i18n.label("") == ""


@pytest.mark.parametrize("game", ["classic", "pennies", "dollars", "bain"])
def test_every_refusal_of_a_random_game_is_its_english_string(game):
    """Refusals, score labels and endings met in seeded random play: each a
    Refusal whose str value is its English text rebuilt from message and params,
    translated without error into each language."""
    rng = random.Random(f"refusals:{game}")
    state = new_game(game, seed=7)
    seen = 0
    for _ in range(400):
        if state.phase is Phase.GAME_OVER:
            break
        actions = legal_actions(state)
        probe = act_of(state, rng)
        if probe is not None:
            reason = why_illegal(state, probe)
            if reason is not None:
                seen += 1
                assert isinstance(reason, Refusal), reason
                _check(reason)
        state, _ = apply(state, rng.choice(actions))
    for score in state.history:
        for lines in score.lines:
            for line in lines:
                _check(line.label)
        if score.ended:
            _check(score.ended)
    assert seen > 10


def act_of(state, rng):
    """A random action that is likely illegal: a discard, a meld or a pickup with
    cards of the current hand."""
    from game.rules.actions import Discard, Meld, TakePile

    hand = state.hands[state.current]
    if not hand:
        return None
    cards = tuple(rng.sample(hand, min(len(hand), rng.randint(1, 3))))
    return rng.choice([Discard(cards[0]), Meld(cards), TakePile(cards[:2])])


def _check(message) -> None:
    if not isinstance(message, Refusal):
        return
    params = {k: (str(v)[:1].lower() + str(v)[1:] if isinstance(v, Refusal) else v)
              for k, v in message.params.items()}
    form = (message.plural if message.plural is not None and message.number != 1
            else message.message)
    text = form.format(**params)
    assert str(message) == (f"{text} ({message.rule})." if message.rule else text)
    for lang in ("hu", "fa"):
        assert _in(lang, message)


def test_hungarian_a_or_az_by_the_word_that_follows():
    """Hungarian writes "a" before a consonant and "az" before a vowel, as the word is
    read: numbers by their first word (egy, öt, ezer begin with a vowel; tíz, száz,
    húsz do not), cards by their rank (ász, király), other words by their first
    letter; what it cannot read keeps "a(z)"."""
    from game import i18n
    from game.i18n import hungarian_articles

    cases = {"a(z) 50 pontos": "az 50 pontos", "A(z) 1. csapat": "Az 1. csapat",
             "a(z) 20\u00a0000 pont": "a 20\u00a0000 pont", "a(z) 1500": "az 1500",
             "a(z) 100": "a 100", "a(z) 11": "a 11", "a(z) 5000": "az 5000",
             "a(z) A\u2660 lapot": "az A\u2660 lapot", "a(z) K\u2665 lapot": "a K\u2665 lapot",
             "a(z) 8\u2666": "a 8\u2666", "a(z) edző": "az edző", "a(z) talon": "a talon",
             "a(z) /tmp/x mappa": "a(z) /tmp/x mappa"}
    assert {text: hungarian_articles(text) for text in cases} == cases
    try:
        i18n.set_language("hu")
        assert i18n.tr("Your side has not made its initial meld of {minimum}",
                       minimum=50) == "A csapatod még nem tette le az 50 pontos első lerakást"
        assert i18n.tr("Lay out your {card} before the initial meld",
                       card="K\u2663") == "Az első lerakás előtt tedd ki a K\u2663 lapodat"
    finally:
        i18n.set_language("en")
