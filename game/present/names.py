"""The words for who sits where and for a rank, in the player's language: a seat's
compass name ("West", "You"), a side ("Your side", "Side 2"), a rank's plural
("kings"). Shared by the narration (:mod:`game.present.narrate`), each game's own
part of the table (:mod:`game.present.games`) and the window. Pure Python."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _, tr
from game.rules.melds import rank_name

if TYPE_CHECKING:
    from game.rules.state import GameState

SEAT_NAMES = {
    2: (N_("South"), N_("North")),
    3: (N_("South"), N_("West"), N_("East")),
    4: (N_("South"), N_("West"), N_("North"), N_("East")),
    5: (N_("South"), N_("South-west"), N_("North-west"), N_("North-east"), N_("South-east")),
    6: (N_("South"), N_("South-west"), N_("North-west"), N_("North"), N_("North-east"),
        N_("South-east")),
}
"""The compass names by table size, the human's seat first (catalog messages)."""

RANK_NAMES = {
    "aces": N_("aces"), "kings": N_("kings"), "queens": N_("queens"), "jacks": N_("jacks"),
    "tens": N_("tens"), "nines": N_("nines"), "eights": N_("eights"), "sevens": N_("sevens"),
    "sixes": N_("sixes"), "fives": N_("fives"), "fours": N_("fours"),
    "black threes": N_("black threes"), "wild cards": N_("wild cards"),
}
"""The rules core's plural rank names ("kings"), as catalog messages."""

def rank_words(rank: int) -> str:
    """The plural name of ``rank`` in the player's language ("kings", "királyok")."""
    name = rank_name(rank)
    return _(RANK_NAMES.get(name, name))


def seat_name(players: int, seat: int, human: int | None = 0, translate: bool = True) -> str:
    """A compass name for ``seat`` at a table of ``players`` ("You" for the human), in
    the player's language (``translate=False``: in English, as saves store it)."""
    look = _ if translate else N_
    if human is not None and seat == human:
        return look("You")
    names = SEAT_NAMES.get(players)
    if names is None:
        return tr("Player {n}", n=seat + 1) if translate else f"Player {seat + 1}"
    return look(names[(seat - (human or 0)) % players])


def side_name(state_or_players: GameState | int, side: int, human: int | None = 0,
              partnerships: bool = True) -> str:
    """"Your side" / "Their side" in partnerships ("Side 1" without a human); for
    players each on their own (``partnerships`` false, or the state's game says so)
    the player: "You", "West"."""
    if not isinstance(state_or_players, int):
        partnerships = state_or_players.ruleset.partnerships
    if not partnerships:
        players = (state_or_players if isinstance(state_or_players, int)
                   else state_or_players.ruleset.players)
        return seat_name(players, side, human)
    if human is not None:
        players = (state_or_players if isinstance(state_or_players, int)
                   else state_or_players.ruleset.players)
        if side == human % 2 and players % 2 == 0:
            return _("Your side")
        return _("Their side")
    return tr("Side {n}", n=side + 1)

