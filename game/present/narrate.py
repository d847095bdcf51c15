"""Sentences for the game log: what a move did, as a player at the table saw it
("West took the pile: 12 cards, with 8♠ 8♦"), in the player's language (catalog
messages, see game.i18n). Pure Python."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import N_, NC_, _, digits, label, ntr, pgettext, tr
from game.present.games.registry import game_table
from game.present.names import rank_words, seat_name, side_name
from game.rules.actions import (
    GARBAGE,
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LookAtFoot,
    Meld,
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.cards import Card, cards_str
from game.rules.melds import rank_name
from game.rules.messages import NN_
from game.rules.state import DealScore, GameState, MeldKind, Move, TableMeld

GAME_NAMES = (N_("Classic Canasta"), N_("Pennies from Heaven"), N_("Dollars from Heaven"),
              N_("Bain Hand and Foot"), N_("Railroad Canasta"), N_("Díszített kanaszta"),
              N_("Modern American Canasta"))
"""The games' names (``RuleSet.name``) for the catalogs: the screens show
``_(ruleset.name)``, so a new game is translated by its catalog entries alone
(tests/test_i18n.py checks that every game's name has them)."""

MA_PHRASES = (
    N_("straight"), N_("pairs"), N_("pairs with twos"), N_("garbage"), N_("zip code"),
    N_("incomplete wild meld"), N_("incomplete meld of aces"), N_("incomplete meld of sevens"),
    NN_("{n} black three laid out", "{n} black threes laid out"),
    NN_("{n} pure ace canasta", "{n} pure ace canastas"),
    NN_("{n} canasta of twos", "{n} canastas of twos"),
    NN_("{n} canasta of four jokers", "{n} canastas of four jokers"),
)
"""Modern American Canasta's special hands (MA-9.2 to MA-9.6) and score lines
(MA-10.2, MA-10.3) as the rules core names them, for the catalogs."""


SEQUENCE_NAMES = {"C": N_("clubs sequence"), "D": N_("diamonds sequence"),
                  "H": N_("hearts sequence"), "S": N_("spades sequence")}
"""A sequence meld named by its suit (DH-3.3), as catalog messages."""

SUIT_WORDS = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades")}
"""The suits' names (catalog messages)."""


def meld_words(meld: TableMeld) -> str:
    """What a meld is in the player's language: the plural of its rank ("kings",
    "black threes", "wild cards"), "hearts sequence" for a sequence meld (DH-3.3),
    "garbage pile" (BH-7.1)."""
    if meld.kind is MeldKind.SEQUENCE:
        return _(SEQUENCE_NAMES[str(meld.key)])
    if meld.kind is MeldKind.GARBAGE:
        return _("garbage pile")
    return rank_words(meld.rank)


TO_MELD = {
    "aces": NC_("added to", "aces"), "kings": NC_("added to", "kings"),
    "queens": NC_("added to", "queens"), "jacks": NC_("added to", "jacks"),
    "tens": NC_("added to", "tens"), "nines": NC_("added to", "nines"),
    "eights": NC_("added to", "eights"), "sevens": NC_("added to", "sevens"),
    "sixes": NC_("added to", "sixes"), "fives": NC_("added to", "fives"),
    "fours": NC_("added to", "fours"), "black threes": NC_("added to", "black threes"),
    "wild cards": NC_("added to", "wild cards"),
    "clubs sequence": NC_("added to", "clubs sequence"),
    "diamonds sequence": NC_("added to", "diamonds sequence"),
    "hearts sequence": NC_("added to", "hearts sequence"),
    "spades sequence": NC_("added to", "spades sequence"),
    "garbage pile": NC_("added to", "garbage pile"), "a meld": NC_("added to", "a meld"),
}
"""A meld's name where cards are added to it (the ``{meld}`` of "added ... to the
{meld}"): in English the name itself, in a language with cases its form for
"to" (Hungarian "a nyolcasokhoz"), article included."""


def to_meld_words(meld: TableMeld | None, garbage: bool = False) -> str:
    """The name of ``meld`` (None: "a meld", or the garbage pile) in the form for
    cards added to it, from the "added to" context of the catalog."""
    if meld is None:
        return pgettext("added to", TO_MELD["garbage pile" if garbage else "a meld"])
    if meld.kind is MeldKind.SEQUENCE:
        key = str(SEQUENCE_NAMES[str(meld.key)])
    elif meld.kind is MeldKind.GARBAGE:
        key = "garbage pile"
    else:
        key = rank_name(meld.rank)
    return pgettext("added to", TO_MELD[key]) if key in TO_MELD else meld_words(meld)


def replacements(moves: Sequence[Move], seat: int) -> list[Card]:
    """The cards drawn from the stock into ``seat``'s hand to replace the threes
    laid out of it in ``moves`` (CL-3.1): as many as threes, drawn after them."""
    hand = f"hand:{seat}"
    laid = [i for i, m in enumerate(moves) if m.src == hand and m.dst.startswith("threes:")]
    if not laid:
        return []
    drawn = [m.card for m in moves[laid[0]:] if m.src == "stock" and m.dst == hand]
    return drawn[:len(laid)]


def narrate(before: GameState, action: Action, after: GameState, moves: Sequence[Move],
            human: int | None = 0) -> list[str]:
    """The log lines for ``action`` taken in ``before`` (one or more sentences), in the
    player's language. A sentence about the player ("You drew ...") is its own message:
    many languages conjugate the verb by person."""
    rs = before.ruleset
    own = game_table(rs)
    seat = before.to_act
    who = seat_name(rs.players, seat, human)
    you = human is not None and seat == human
    lines: list[str] = []
    threes = [m for m in moves if m.dst.startswith("threes:")]
    reshuffled = any(m.src == "pile" and m.dst == "stock" for m in moves)
    if reshuffled and (refill := own.refill_line(after)):  # DK-4.2
        lines.append(refill)
    if isinstance(action, Draw):
        if not before.stock and not reshuffled:
            lines.append(_("You could not draw: the stock is empty.") if you else
                         tr("{player} could not draw: the stock is empty.", player=who))
        else:
            drawn = [m.card for m in moves if m.src == "stock" and m.dst == f"hand:{seat}"]
            n = len(drawn) - sum(1 for m in threes if m.src == f"hand:{seat}")
            if you:
                shown = [c for c in drawn if not c.is_red_three]
                lines.append(tr("You drew {cards}.", cards=cards_str(shown, True))
                             if shown else _("You drew nothing."))
            else:
                count = max(n, 0) or len(drawn)
                lines.append(ntr("{player} drew {n} card.", "{player} drew {n} cards.", count,
                                 player=who, n=count))
    elif isinstance(action, TakePile) and (
            told := own.pickup_line(before, action, seat, who, you)) is not None:
        lines.append(told)  # DK-5.2, DK-5.3
    elif isinstance(action, TakePile):
        top = before.top
        size = rs.pickup_size(before.context(seat))  # CL-5.1, DH-2.1, BH-5.2
        with_cards = cards_str(action.cards, True)
        params = {"player": who, "n": size, "top": top.symbol() if top else "",
                  "cards": with_cards or _("a meld")}
        if you:
            lines.append(ntr("You took the pile: {n} card, {top} with {cards}.",
                             "You took the pile: {n} cards, {top} with {cards}.", size, **params))
        else:
            lines.append(ntr("{player} took the pile: {n} card, {top} with {cards}.",
                             "{player} took the pile: {n} cards, {top} with {cards}.", size,
                             **params))
    elif isinstance(action, Meld):
        cards = cards_str(action.cards, True)
        if action.meld is None:
            lines.append(tr("You melded {cards}.", cards=cards) if you else
                         tr("{player} melded {cards}.", player=who, cards=cards))
        else:
            meld = next((m for side in before.melds for m in side if m.id == action.meld), None)
            # the meld's name in the form for "to" ("a nyolcasokhoz" in Hungarian)
            name = to_meld_words(meld, action.meld == GARBAGE)
            lines.append(tr("You added {cards} to the {meld}.", cards=cards, meld=name) if you
                         else tr("{player} added {cards} to the {meld}.", player=who,
                                 cards=cards, meld=name))
        lines += new_canastas(before, after)
    elif isinstance(action, MoveWilds):
        lines += move_lines(before, action, who, you)
        lines += new_canastas(before, after)
    elif isinstance(action, Discard):
        card = action.card.symbol()
        if action.card.is_wild:
            lines.append(tr("You discarded {card} (the pile is frozen).", card=card) if you
                         else tr("{player} discarded {card} (the pile is frozen).",
                                 player=who, card=card))
        else:
            lines.append(tr("You discarded {card}.", card=card) if you else
                         tr("{player} discarded {card}.", player=who, card=card))
        side = before.side_of(seat)
        if after.own.twins(side) > before.own.twins(side):
            lines.append(tr("You made a twin on {card} (DK-6.1).", card=card) if you else
                         tr("{player} made a twin on {card} (DK-6.1).", player=who, card=card))
        nxt = after.current
        if after.own.free_offered(nxt) and not after.history[len(before.history):]:
            if human is not None and nxt == human:
                lines.append(tr("You may take {card} as your free pickup (DK-5.2).", card=card))
            else:
                lines.append(tr("{player} may take {card} as the free pickup (DK-5.2).",
                                player=seat_name(rs.players, nxt, human), card=card))
    elif isinstance(action, UndoTurn):
        lines.append(_("You took back this turn's melds.") if you else
                     tr("{player} took back this turn's melds.", player=who))
    elif isinstance(action, AskPartner):
        if human is not None and action.partner == human:
            lines.append(tr("{player} asked you: \u201cMay I go out?\u201d", player=who))
        else:
            partner = seat_name(rs.players, action.partner, human)
            lines.append(tr("You asked {partner}: \u201cMay I go out?\u201d", partner=partner)
                         if you else tr("{player} asked {partner}: \u201cMay I go out?\u201d",
                                        player=who, partner=partner))
    elif isinstance(action, Answer):
        if you:
            lines.append(_("You answered yes.") if action.yes else _("You answered no."))
        else:
            lines.append(tr("{player} answered yes.", player=who) if action.yes else
                         tr("{player} answered no.", player=who))
    elif isinstance(action, EndPlay):
        lines.append(_("You have no legal discard: the play ends.") if you else
                     tr("{player} has no legal discard: the play ends.", player=who))
    elif isinstance(action, LookAtFoot):
        lines.append(_("You looked at your foot and set it aside.") if you else
                     tr("{player} looked at the foot and set it aside.", player=who))
    elif isinstance(action, KeepCut):
        lines.append(cut_sentence(action, who, you))
    elif isinstance(action, NextDeal):
        lines.append(tr("Deal {deal}: {player} dealt.", deal=after.deal_no,
                        player=seat_name(rs.players, after.dealer, human)))
    elif isinstance(action, SpecialHand) and after.special is not None:  # MA-9.1
        name, points = after.special
        lines.append(tr("You laid down a special hand: {hand}, {points} points (MA-9.1).",
                        hand=label(name), points=digits(str(points))) if you else
                     tr("{player} laid down a special hand: {hand}, {points} points (MA-9.1).",
                        player=who, hand=label(name), points=digits(str(points))))
    # the foot joins the hand after the discard (PH-6.2, RR-3.1) or at once, with the
    # meld or pickup that completes the first canasta (BH-6.2)
    picked = [m for m in moves if m.src == f"foot:{seat}"]
    if picked:
        n = len(picked)
        # the game's own words: the kitty (RR-1.2, RR-3.1)
        one, many = rs.says_n(NN_("You picked up your foot ({n} card).",
                                  "You picked up your foot ({n} cards).") if you
                              else NN_("{player} picked up the foot ({n} card).",
                                       "{player} picked up the foot ({n} cards)."))
        lines.append(ntr(one, many, n, n=n, player=who))
    for move in threes:
        owner = int(move.src.split(":")[1]) if move.src.startswith(("hand:", "bonus:")) else seat
        mine = human is not None and owner == human
        lines.append(own.three_line(action, move.card.symbol(),
                                    None if mine else seat_name(rs.players, owner, human)))
    # the cards that replaced the human's threes, where no draw of theirs names them
    # (a three dealt, laid out at the first turn; a three in the pile taken: CL-3.1)
    if human is not None and not (you and isinstance(action, Draw)):
        replaced = replacements(moves, human)
        if replaced:
            lines.append(ntr("You drew {cards} to replace it.", "You drew {cards} to replace them.",
                             len(replaced), cards=cards_str(replaced, True)))
    lines += own.turn_lines(before, after, seat, human)
    if after.history and len(after.history) > len(before.history):
        lines.append(deal_summary(after.history[-1], after, human))
        lines += own.deal_end_lines(after, human)
    return lines


def cut_sentence(action: KeepCut, who: str, you: bool) -> str:
    """DK-2.1: what the starter kept of the three cards shown at the cut: "South kept
    2♣ K♦ from the cut (DK-2.1)."."""
    if not action.cards:
        return (_("You kept no card from the cut (DK-2.1).") if you else
                tr("{player} kept no card from the cut (DK-2.1).", player=who))
    cards = cards_str(action.cards, True)
    return (tr("You kept {cards} from the cut (DK-2.1).", cards=cards) if you else
            tr("{player} kept {cards} from the cut (DK-2.1).", player=who, cards=cards))


def new_canastas(before: GameState, after: GameState) -> list[str]:
    """A line for every canasta completed between ``before`` and ``after``, and for a
    canasta whose kind changed (a black canasta turned red or gold, DK-10.3)."""
    rs = after.ruleset
    lines = []
    for side in after.melds:
        for m in side:
            old = next((o for o in before.melds[m.side] if o.id == m.id), None)
            if m.is_canasta and (old is None or not old.is_canasta
                                 or named_kind(rs, old) != named_kind(rs, m)):
                lines.append(canasta_sentence(named_kind(rs, m), m.rank, m))
    return lines


def move_lines(before: GameState, action: MoveWilds, who: str, you: bool) -> list[str]:
    """DK-10.2, DK-10.3: zsolis moved between one's groups: "West moved 2♣ from the
    nines to the kings (DK-10.2)." or "… to a new meld (DK-10.2)."; a line for each
    further zsoli of a split among several groups; naturals added in
    their place: "West added 9♥ to the nines in their place (DK-10.3)."."""
    melds = {m.id: m for side in before.melds for m in side}
    source = melds.get(action.source)
    target = melds.get(action.target) if action.target is not None else None
    params = {"player": who, "cards": cards_str(action.wilds, True),
              "source": meld_words(source) if source else "",
              "meld": meld_words(target) if target else ""}
    if target is None:
        line = (tr("You moved {cards} from the {source} to a new meld (DK-10.2).", **params)
                if you else tr("{player} moved {cards} from the {source} to a new meld "
                               "(DK-10.2).", **params))
    else:
        line = (tr("You moved {cards} from the {source} to the {meld} (DK-10.2).", **params)
                if you else tr("{player} moved {cards} from the {source} to the {meld} "
                               "(DK-10.2).", **params))
    lines = [line]
    for card, target_id in action.more:  # DK-10.2: split among several groups
        joined = melds.get(target_id)
        more = {**params, "cards": card.symbol(), "meld": meld_words(joined) if joined else ""}
        lines.append(tr("You moved {cards} from the {source} to the {meld} (DK-10.2).", **more)
                     if you else tr("{player} moved {cards} from the {source} to the {meld} "
                                    "(DK-10.2).", **more))
    if action.naturals:
        params["naturals"] = cards_str(action.naturals, True)
        lines.append(tr("You added {naturals} to the {source} in their place (DK-10.3).",
                        **params) if you else
                     tr("{player} added {naturals} to the {source} in their place (DK-10.3).",
                        **params))
    return lines


def named_kind(rs: Any, meld: TableMeld) -> str | None:
    """The kind of canasta ``meld`` is, as the game names it (``RuleSet.canasta_name``:
    DK-9.1's "gold", "red", "black", "red_zsoli", "black_zsoli"), as
    :func:`shown_kind` shows it; None for a meld that is no canasta."""
    kind = rs.canasta_name(meld)  # the table's tags name them the same way
    return kind and shown_kind(rs, kind)


def shown_kind(rs: Any, kind: str) -> str:
    """The kind of canasta as the game names it: "red" and "black" for natural and
    mixed where the game speaks of colours (RR-2.2, RR-2.4), else ``kind``."""
    return game_table(rs).kind_word(kind)


def canasta_sentence(kind: str | None, rank: int, meld: TableMeld | None = None) -> str:
    """The log line for a canasta just completed, by ``kind`` (as
    ``TableMeld.canasta_kind`` gives it) and rank: "A natural canasta of kings!",
    "A mixed canasta of aces!", "A canasta of wild cards!", "A canasta of sevens!"
    (a wild or sevens canasta is named by its rank alone, CL-4.4, PH-3.7); "A gold
    canasta of kings!", "A red zsoli canasta!" (DK-9.1); a
    sequence canasta by its ``meld``'s suit: "A sequence canasta of hearts!"
    (DH-3.4)."""
    if kind == "sequence" and meld is not None:
        return tr("A sequence canasta of {suit}!", suit=_(SUIT_WORDS[str(meld.key)]))
    if kind == "natural":
        return tr("A natural canasta of {rank}!", rank=rank_words(rank))
    if kind == "mixed":
        return tr("A mixed canasta of {rank}!", rank=rank_words(rank))
    if kind == "red":
        return tr("A red canasta of {rank}!", rank=rank_words(rank))
    if kind == "black":
        return tr("A black canasta of {rank}!", rank=rank_words(rank))
    if kind == "gold":
        return tr("A gold canasta of {rank}!", rank=rank_words(rank))
    if kind == "red_zsoli":
        return _("A red zsoli canasta!")
    if kind == "black_zsoli":
        return _("A black zsoli canasta!")
    return tr("A canasta of {rank}!", rank=rank_words(rank))


def deal_summary(score: DealScore, state: GameState, human: int | None = 0) -> str:
    """"The deal is over: South went out. Your side 1230, their side 455."""
    rs = state.ruleset
    if score.went_out is None:
        why = label(score.ended)
    elif human is not None and score.went_out == human:
        why = _("You went out")
    else:
        why = tr("{player} went out", player=seat_name(rs.players, score.went_out, human))
    parts = [tr("{side} {points}", side=side_name(state, s, human), points=digits(f"{t:+d}"))
             for s, t in enumerate(score.totals)]
    return tr("Deal {deal} is over: {why}. {totals}.", deal=score.deal, why=why,
              totals=_(", ").join(parts))


def score_sheet_lines(score: DealScore, state: GameState, human: int | None = 0) -> list[str]:
    """The score sheet of a deal as text: each side's itemized lines (label, points,
    rule id), the deal total, the cumulative total and the next initial-meld minimum."""
    out = [tr("Score sheet, deal {deal}", deal=score.deal)]
    for side, lines in enumerate(score.lines):
        out.append(f"  {side_name(state, side, human)}")
        for line in lines:
            out.append(f"    {label(line.label):<36} {line.points:>7}  ({line.rule})")
        out.append(f"    {_('deal total'):<36} {score.totals[side]:>7}")
        out.append(f"    {_('cumulative'):<36} {score.cumulative[side]:>7}")
        out.append(f"    {_('next initial meld minimum'):<36} {score.next_minimums[side]:>7}")
    return out
