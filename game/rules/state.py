"""The game state: an explicit :class:`Phase`, every zone of G-4, the turn's
bookkeeping, and the card movements (:class:`Move`) that ``apply`` reports.

Zones are named by strings: ``"stock"``, ``"pile"``, ``"hand:S"``, ``"foot:S"``
(seat S), ``"meld:D:M"`` (side D, meld id M), ``"threes:D"`` (side D's red threes; every
three laid out in MA-2.1), ``"bonus:S"`` (seat S's bonus cards, MA-7.1).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from operator import attrgetter

from game.rules.cards import JOKER, Card
from game.rules.context import Context
from game.rules.context import ScoreLine as ScoreLine  # part of the state's interface
from game.rules.own import NO_OWN_STATE, OwnState
from game.rules.ruleset import RuleSet


class Phase(enum.Enum):
    """Whose move and of what kind; each phase has one legal_* and one apply_*."""

    CUT = "cut"              # before the deal, the starter keeps cards shown at the cut (DK-2.1)
    FOOT_LOOK = "look at foot"  # before play, each player looks at the foot once (BH-1.2)
    DRAW = "draw"            # the current player draws or takes the pile (G-5)
    MELD = "meld"            # after drawing: meld, ask, undo, discard
    ANSWER = "answer"        # the asked partner answers "may I go out?" (CL-7.3)
    DEAL_OVER = "deal over"  # the score sheet; next action: NextDeal
    GAME_OVER = "game over"  # a side has won (CL-10.1, PH-11.1)


@dataclass(frozen=True, slots=True)
class Move:
    """One card moving from zone ``src`` to zone ``dst``; ``face_up`` says whether
    the others see it, ``sideways`` that it lies crosswise (a wild card in the
    pile, G-10)."""

    card: Card
    src: str
    dst: str
    face_up: bool = True
    sideways: bool = False


class MeldKind(enum.Enum):
    """What a meld is made of; with its key it says which meld it is (G-7)."""

    RANK = "rank"                  # one natural rank with wild cards (CL-4.1, PH-3.3)
    WILD = "wild"                  # wild cards only (PH-3.5)
    SEQUENCE = "sequence"          # consecutive naturals of one suit (DH-3.3 samba)
    BLACK_THREES = "black threes"  # laid only when going out (CL-3.2, PH-7.3)
    GARBAGE = "garbage"            # BH-7.1: cards of ranks the side has canastas in


MeldKey = int | str
"""A rank (RANK), ``JOKER`` (WILD), 3 (BLACK_THREES), a suit letter (SEQUENCE)."""

_KIND_RANKS = {MeldKind.WILD: JOKER, MeldKind.BLACK_THREES: 3}
_IS_WILD = attrgetter("is_wild")

CANASTA_SIZE = 7
"""G-8; a RuleSet may say otherwise (``RuleSet.canasta_size``)."""


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table: an id unique in the deal, the side that owns it, its
    ``kind`` and ``key`` (see :class:`MeldKind`), its cards in the order laid, and
    the number of cards that makes it a canasta (the RuleSet's, G-8)."""

    id: int
    side: int
    kind: MeldKind
    key: MeldKey
    cards: tuple[Card, ...]
    canasta_size: int = CANASTA_SIZE
    rank: int = field(init=False, compare=False, repr=False)
    """The natural rank of a RANK meld, ``JOKER`` for WILD, 3 for black threes, 0
    for melds of no single rank (sequence, garbage); derived from kind and key."""
    wilds: int = field(init=False, compare=False, repr=False)
    """The number of wild cards among ``cards`` (G-2)."""
    is_canasta: bool = field(init=False, compare=False, repr=False)
    """``canasta_size`` or more cards (G-8); black threes and the garbage pile
    never make a canasta (PH-7.3, BH-7.1)."""

    def __post_init__(self) -> None:
        kind = self.kind
        rank = int(self.key) if kind is MeldKind.RANK else _KIND_RANKS.get(kind, 0)
        put = object.__setattr__
        put(self, "rank", rank)
        put(self, "wilds", sum(map(_IS_WILD, self.cards)))
        put(self, "is_canasta", len(self.cards) >= self.canasta_size
            and kind is not MeldKind.BLACK_THREES and kind is not MeldKind.GARBAGE)

    @property
    def zone(self) -> str:
        """The zone name card movements give the meld (``"meld:<side>:<id>"``)."""
        return f"meld:{self.side}:{self.id}"

    @property
    def naturals(self) -> int:
        return len(self.cards) - self.wilds

    def canasta_kind(self, ruleset: RuleSet) -> str | None:
        """The kind of canasta this meld is, or None (decided by the RuleSet:
        :meth:`RuleSet.canasta_kind`)."""
        return ruleset.canasta_kind(self)


@dataclass(slots=True)
class Snapshot:
    """What ``undo`` restores: the state right after the draw (or before an
    unfinished pile pickup)."""

    phase: Phase
    hand: list[Card]
    melds: list[TableMeld]
    pile: list[Card]
    melded: bool
    next_meld_id: int
    completed: bool
    foot_due: bool
    laid_value: int
    pending: list[Card] | None


@dataclass(frozen=True, slots=True)
class DealScore:
    """The itemized score of a deal: ``lines[side]`` and ``totals[side]`` (points),
    ``cumulative[side]`` after the deal, the next deal's initial-meld minimums, the
    seat that went out (or None) and why the play ended."""

    deal: int
    lines: tuple[tuple[ScoreLine, ...], ...]
    totals: tuple[int, ...]
    cumulative: tuple[int, ...]
    next_minimums: tuple[int, ...]
    went_out: int | None
    ended: str


@dataclass(slots=True)
class GameState:
    """A whole game: the current deal's zones and turn, and the cumulative scores.

    ``stock`` and ``pile`` are lists whose last element is the top card.
    Per seat: ``hands``, ``feet``, ``foot_taken``, ``completed`` (the player has
    personally completed a canasta, PH-6.1). Per side: ``melds``, ``red_threes``,
    ``melded`` (initial meld made), ``scores`` (cumulative before this deal).
    """

    ruleset: RuleSet
    seed: int | str
    deal_no: int
    dealer: int
    phase: Phase
    current: int
    stock: list[Card]
    pile: list[Card]
    hands: list[list[Card]]
    feet: list[list[Card]]
    foot_taken: list[bool]
    completed: list[bool]
    first_turn_done: list[bool]
    melds: list[list[TableMeld]]
    red_threes: list[list[Card]]
    melded: list[bool]
    scores: list[int]
    history: list[DealScore] = field(default_factory=list)
    next_meld_id: int = 0
    turn_no: int = 0
    melded_before_turn: bool = False
    laid_value: int = 0
    pending: list[Card] | None = None
    snapshot: Snapshot | None = None
    laid_this_turn: bool = False
    foot_due: bool = False
    asked: bool = False
    asked_partner: int | None = None
    permission: bool | None = None
    went_out: int | None = None
    ended: str = ""
    winner: int | None = None
    waiting: list[Card] = field(default_factory=list)
    """Cards taken from the pile this turn that may not be melded before the
    player's next turn (DH-5.7)."""
    discard_only: bool = False
    """The turn is a discard alone (DK-4.4: the starter's first turn)."""
    taken: int = 0
    """Cards taken from the pile this turn by a pickup that is not the free one,
    the top card included (DK-12.1, MA-12.5)."""
    bonus: list[list[Card]] = field(default_factory=list)
    """By seat: the zone of bonus cards drawn face down, joining the hand at the
    start of the seat's next turn (MA-7.1, MA-7.2); empty lists in other games."""
    special: tuple[str, int] | None = None
    """The special hand (name, points) that ended the deal (MA-9.1, MA-9.7)."""
    melders: dict[int, int] = field(default_factory=dict)
    """Side -> the seat that made its initial meld this deal (BH-6.1)."""
    last_discard: Card | None = None
    """The card discarded last (DK-6.3: a twin goes onto it while it is on top)."""
    own: OwnState = NO_OWN_STATE
    """The game's own state (:mod:`game.rules.own`: díszített kanaszta's cut, talon,
    free pickup and twins; Modern American's asking and wild draw), made at each
    deal by the game's turn rules (:meth:`TurnRules.own_state`)."""
    known: list[list[Card]] = field(default_factory=list)
    """By seat: the cards every player saw go from the pile into that seat's hand
    (a pickup, CL-5.1, PH-5.4) that the seat has not melded or discarded since: what
    the table knows of its hand (:func:`game.rules.transitions.track_known`). Empty
    in a position written without it; derived from the moves, so neither the
    fingerprint nor the position text holds it."""
    declined: list[list[int]] = field(default_factory=list)
    """By seat: the rank of the pile's top card, a natural other than a three, each
    time the seat drew from the stock while it lay there this deal (CL-5, PH-5.4):
    a sign that the seat then held no natural pair of that rank. Derived from the
    actions (:func:`game.rules.transitions.track_signs`), as :attr:`known`."""
    discarded: list[list[int]] = field(default_factory=list)
    """By seat: the natural ranks the seat discarded this deal, in order (derived
    from the moves, as :attr:`known`)."""
    contexts: dict[int, Context] = field(default_factory=dict, repr=False, compare=False)
    """The read-only Context of each seat, made once (it reads the state live)."""

    def cut_cards(self) -> list[Card]:
        """DK-2.1: in Phase.CUT, the cards shown at the cut (the bottom of the
        lifted part), which the starter may keep."""
        if self.phase is not Phase.CUT:
            return []
        cut_at = self.own.cut_at()
        return self.stock[cut_at:cut_at + self.ruleset.cut_shown]

    def context(self, seat: int | None = None) -> Context:
        """The read-only :class:`~game.rules.context.Context` of ``seat`` (default:
        the current player) that RuleSet hooks receive."""
        seat = self.current if seat is None else seat
        ctx = self.contexts.get(seat)
        if ctx is None:
            ctx = self.contexts[seat] = Context(self, seat)
        return ctx

    @property
    def to_act(self) -> int:
        """The seat whose decision it is (the asked partner in Phase.ANSWER)."""
        if self.phase is Phase.ANSWER and self.asked_partner is not None:
            return self.asked_partner
        return self.current

    @property
    def top(self) -> Card | None:
        """The top card of the discard pile, or None when it is empty."""
        return self.pile[-1] if self.pile else None

    def side_of(self, seat: int) -> int:
        return self.ruleset.side_of(seat)

    def initial_minimum(self, side: int) -> int:
        """The side's initial-meld minimum this deal (CL-6.1, PH-4.1)."""
        return self.ruleset.initial_minimum(self.scores[side], self.deal_no)

    def pile_frozen(self) -> bool:
        """The pile itself is frozen (:meth:`RuleSet.pile_freezes`: CL-5.3, PH-5.3)."""
        return self.ruleset.pile_freezes(self.pile)

    def copy(self) -> GameState:
        """An independent copy (zones are copied; cards and melds are immutable).
        Every field is set here, without the constructor's keyword handling (the
        planners copy a position at every try)."""
        new = GameState.__new__(GameState)
        new.ruleset, new.seed, new.deal_no = self.ruleset, self.seed, self.deal_no
        new.dealer, new.phase, new.current = self.dealer, self.phase, self.current
        new.stock, new.pile = self.stock[:], self.pile[:]
        new.hands = [h[:] for h in self.hands]
        new.feet = [f[:] for f in self.feet]
        new.foot_taken, new.completed = self.foot_taken[:], self.completed[:]
        new.first_turn_done = self.first_turn_done[:]
        new.melds = [m[:] for m in self.melds]
        new.red_threes = [r[:] for r in self.red_threes]
        new.melded, new.scores, new.history = self.melded[:], self.scores[:], self.history[:]
        new.next_meld_id, new.turn_no = self.next_meld_id, self.turn_no
        new.melded_before_turn, new.laid_value = self.melded_before_turn, self.laid_value
        new.pending = None if self.pending is None else self.pending[:]
        new.snapshot, new.laid_this_turn = self.snapshot, self.laid_this_turn
        new.foot_due, new.asked, new.asked_partner = self.foot_due, self.asked, self.asked_partner
        new.permission, new.went_out, new.ended = self.permission, self.went_out, self.ended
        new.winner, new.waiting = self.winner, self.waiting[:]
        new.discard_only, new.taken = self.discard_only, self.taken
        new.bonus, new.special = [b[:] for b in self.bonus], self.special
        new.melders, new.last_discard = dict(self.melders), self.last_discard
        new.own = self.own.copy()
        new.known = [k[:] for k in self.known]
        new.declined = [d[:] for d in self.declined]
        new.discarded = [d[:] for d in self.discarded]
        new.contexts = {}
        return new

    def all_cards(self) -> list[Card]:
        """Every card in every zone (a physical card must appear exactly once, G-1)."""
        out = self.stock + self.pile
        for h in self.hands:
            out += h
        for f in self.feet:
            out += f
        for side in self.melds:
            for m in side:
                out += m.cards
        for r in self.red_threes:
            out += r
        for b in self.bonus:
            out += b
        if self.pending:
            out += self.pending
        return out

    def fingerprint(self) -> str:
        """A text that is equal for equal states (used by replays and saves)."""
        parts = [self.ruleset.id, str(self.deal_no), str(self.dealer), self.phase.value,
                 str(self.current), _codes(self.stock), _codes(self.pile)]
        parts += [_codes(h) for h in self.hands] + [_codes(f) for f in self.feet]
        for side in self.melds:
            parts += [f"{m.id}:{_codes(m.cards)}" for m in side]
        parts += [_codes(r) for r in self.red_threes]
        parts += [repr(self.scores), repr(self.melded), repr(self.foot_taken),
                  repr(self.completed), repr(self.pending and _codes(self.pending)),
                  repr(self.permission), str(self.laid_value), str(self.winner)]
        if self.waiting:  # only where a game has it: older saves keep their checksum
            parts.append("waiting " + _codes(self.waiting))
        if self.melders:
            parts.append(f"melders {sorted(self.melders.items())}")
        own = self.own.fingerprint(self)
        if own:
            parts.append(own)
        return "|".join(parts)


def _codes(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(c.code for c in cards)
