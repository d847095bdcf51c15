"""The log names each kind of canasta in a sentence that reads well."""

from __future__ import annotations

import pytest

from game.narrate import canasta_sentence
from game.rules.cards import ACE, JOKER, KING
from game.session import GameSession


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
