"""The shared parts of FE Cipher's primitives: targets, durations, and the bases every primitive module builds on
(:class:`Modify` for a modifier with a duration, :class:`OneTarget` for a primitive on one named unit,
:class:`Count_` for one taking a count) and the discard frames. Imported by :mod:`.primitives` and its sibling
modules; it imports none of them (state ← primitives_base ← primitives_* ← primitives).

Targets: ``to`` names the unit: ``it`` (the chosen card, default), ``this`` (the skill's unit; for a support skill
the supported unit), ``subject`` (the unit that triggered the skill: "that ally"), ``attacker``, ``defender``.
Durations (``until``): ``turn``, ``combat`` or ``opponents_next_turn`` (the modifiers of core/effects/modifiers.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import (
    BATTLE, TURN, CompileError, Ctx, Primitive, add_modifier, fire, int_arg, mapping_arg,
)
from tcgkit.games.fe_cipher.skill_records import record_sent
from tcgkit.games.fe_cipher.match import NEXT_TURN_BASE
from tcgkit.games.fe_cipher.bonds import distinct_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

TARGETS = ("it", "this", "subject", "attacker", "defender")
UNTIL = {"turn": "until the end of the turn", "combat": "until the end of the combat",
         "opponents_next_turn": "until the end of your opponent's next turn"}
TARGET_WORDS = {"it": "it", "this": "this unit", "subject": "that unit", "attacker": "the attacking unit",
                "defender": "the defending unit"}


def target_of(m: "FEMatch", ctx: Ctx, to: str) -> int:
    """The unit a ``to`` names, -1 if none (or it is no longer on the field)."""
    uid = {"it": ctx.it, "this": ctx.this, "subject": ctx.memo if isinstance(ctx.memo, int) else -1,
           "attacker": m.attacker, "defender": m.defender}[to]
    return uid if uid >= 0 and m.on_field(uid) else -1


def duration_of(m: "FEMatch", ctx: Ctx, until: str) -> int:
    if until == "turn":
        return TURN
    if until == "combat":
        return BATTLE
    return NEXT_TURN_BASE + m.turn_number + (1 if m.active == ctx.controller else 2)


def to_until(v: dict, where: str, until_default: str = "turn", to_default: str = "it") -> tuple[str, str]:
    to = v.get("to", to_default)
    until = v.get("until", until_default)
    if to not in TARGETS:
        raise CompileError(f"{where}.to: one of {', '.join(TARGETS)}, not {to!r}")
    if until not in UNTIL:
        raise CompileError(f"{where}.until: one of {', '.join(UNTIL)}, not {until!r}")
    return to, until


class Nested(Primitive):
    """A primitive that compiles or describes an effect, a cost or a skill inside its own value ("you may pay …: …",
    ``gain_skill``): the vocabulary that holds it hands itself over (``vocab``, set by ``FEVocabulary``), so the
    primitive modules never import the module that builds the vocabulary."""

    vocab: Any = None


class Modify(Primitive):
    """Base of the primitives that give a unit a modifier for a duration (a bare name means ``to: it``, ``until:
    turn``)."""

    takes_value = False
    keys: tuple = ()
    key = ""
    tags = frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value if value is not None else {}, where, (), ("to", "until") + self.keys)
        to, until = to_until(v, where)
        return (to, until) + self.extra(v, where)

    def extra(self, v, where):
        return ()

    def resolve(self, m: "FEMatch", ctx, to, until, *extra):
        uid = target_of(m, ctx, to)
        if uid < 0:
            return
        key, value, words = self.modifier(*extra)
        add_modifier(m, uid, key, value, duration_of(m, ctx, until))
        m.emit("modifier", ALL, uid=uid, what=f"{words} {UNTIL[until]}")

    def describe(self, to, until, *extra):
        return f"{TARGET_WORDS[to]} {self.modifier(*extra)[2]} {UNTIL[until]}"


class OneTarget(Primitive):
    """Base of the primitives on one unit named by a bare value (``move``, ``untap: this``, ``tap: subject``)."""

    takes_value = False

    def compile(self, value, where):
        to = value if value is not None else "it"
        if to not in TARGETS:
            raise CompileError(f"{where}: one of {', '.join(TARGETS)}, not {value!r}")
        return (to,)


class Count_(Primitive):
    """Base of the primitives that take a count."""

    lo, hi = 1, 5

    def compile(self, value, where):
        return (int_arg(value, where, self.lo, self.hi),)


def discard_step(m: "FEMatch", p: int, left: int, by: int = -1) -> None:
    """Frame: ``p`` chooses a card of their hand to send to the Retreat Area (``left`` more to go), by the effect
    of a skill of player ``by``."""
    hand = m.zones[m.z_hand[p]]
    if left <= 0 or not hand:
        return
    m.then((discard_step, p, left - 1, by))
    m.ask(p, "discard", [("discard", u) for u in distinct_cards(m, hand)], (discarded, by))


def discarded(m: "FEMatch", action: tuple, by: int = -1) -> None:
    uid = action[1]
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)
    sent_by_opponent(m, uid, by)
    if by >= 0:
        sent_by_skill(m, [uid])


def sent_by_opponent(m: "FEMatch", uid: int, by: int) -> None:
    """A card went from its owner's hand to the Retreat Area by the effect of a skill of ``by``: when ``by`` is the
    owner's opponent, "when a card of the opponent's hand is sent by a skill" triggers (B02-074 Niles), and so does
    the card's own "when sent from your hand by an opponent's skill" (B04-066 Robin); a cost the owner pays is not
    such a skill (ruling Q16)."""
    if by >= 0 and by != m.card_owner[uid]:
        fire(m, "hand_card_sent_by_skill", uid)
        fire(m, "discarded_by_opponent", uid)


def sent_by_skill(m: "FEMatch", uids: list[int]) -> None:
    """The resolving skill's effect sent ``uids`` to a Retreat Area: recorded (skill_records.py), and
    ``cards_sent_by_skill`` fires once for them (B02-060 Leo)."""
    if record_sent(m, uids):
        fire(m, "cards_sent_by_skill", uids[0])
