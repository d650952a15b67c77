"""FE Cipher's effect primitives — one object per thing skills do — and the vocabulary that reads skill data.

Each primitive has its schema (``compile``), our words (``describe``), its rules (``resolve``) and tags for agents.
Targets: ``to`` names the unit: ``it`` (the chosen card, default), ``this`` (the skill's unit; for a support skill
the supported unit), ``subject`` (the unit that triggered the skill: "that ally"), ``attacker``, ``defender``.
Durations (``until``): ``turn``, ``combat`` or ``opponents_next_turn`` (the modifiers of core/effects/modifiers.py).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import ALL
from tcgkit.core.effects import (
    BATTLE, TURN, CompileError, Ctx, Primitive, Vocabulary, add_modifier, int_arg, mapping_arg, refresh_continuous,
    run_effect,
)
from tcgkit.games.fe_cipher.conditions import read_condition
from tcgkit.games.fe_cipher.primitives_flow import FLOW_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_zones import ZONE_PRIMITIVES
from tcgkit.games.fe_cipher.selectors import Count, read_selector
from tcgkit.games.fe_cipher.state import NEXT_TURN_BASE

TARGETS = ("it", "this", "subject", "attacker", "defender")
UNTIL = {"turn": "until the end of the turn", "combat": "until the end of the combat",
         "opponents_next_turn": "until the end of your opponent's next turn"}
TARGET_WORDS = {"it": "it", "this": "this unit", "subject": "that unit", "attacker": "the attacking unit",
                "defender": "the defending unit"}


def target_of(m, ctx: Ctx, to: str) -> int:
    """The unit a ``to`` names, -1 if none (or it is no longer on the field)."""
    uid = {"it": ctx.it, "this": ctx.this, "subject": ctx.memo if isinstance(ctx.memo, int) else -1,
           "attacker": m.attacker, "defender": m.defender}[to]
    return uid if uid >= 0 and m.on_field(uid) else -1


def duration_of(m, ctx: Ctx, until: str) -> int:
    if until == "turn":
        return TURN
    if until == "combat":
        return BATTLE
    return NEXT_TURN_BASE + m.turn_number + (1 if m.active == ctx.controller else 2)


def _to_until(v: dict, where: str, until_default: str = "turn", to_default: str = "it") -> tuple[str, str]:
    to = v.get("to", to_default)
    until = v.get("until", until_default)
    if to not in TARGETS:
        raise CompileError(f"{where}.to: one of {', '.join(TARGETS)}, not {to!r}")
    if until not in UNTIL:
        raise CompileError(f"{where}.until: one of {', '.join(UNTIL)}, not {until!r}")
    return to, until


class Modify(Primitive):
    """Base of the primitives that give a unit a modifier for a duration."""

    keys: tuple = ()
    key = ""
    tags = frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value if value is not None else {}, where, (), ("to", "until") + self.keys)
        to, until = _to_until(v, where)
        return (to, until) + self.extra(v, where)

    def extra(self, v, where):
        return ()

    def resolve(self, m, ctx, to, until, *extra):
        uid = target_of(m, ctx, to)
        if uid < 0:
            return
        key, value, words = self.modifier(*extra)
        add_modifier(m, uid, key, value, duration_of(m, ctx, until))
        m.emit("modifier", ALL, uid=uid, what=f"{words} {UNTIL[until]}")

    def describe(self, to, until, *extra):
        return f"{TARGET_WORDS[to]} {self.modifier(*extra)[2]} {UNTIL[until]}"


class GainAttack(Modify):
    name, keys = "gain_attack", ("amount",)

    def extra(self, v, where):
        return (int_arg(v.get("amount"), f"{where}.amount", -100, 100),)

    def modifier(self, n):
        return "attack", n, (f"gains +{n} attack" if n >= 0 else f"loses {-n} attack")


class GainRange(Modify):
    name, keys = "gain_range", ("range",)

    def extra(self, v, where):
        r = v.get("range")
        if not (isinstance(r, list) and len(r) == 2 and 1 <= r[0] <= r[1] <= 3):
            raise CompileError(f"{where}.range: [min, max] within 1-3, got {r!r}")
        return (r[0], r[1])

    def modifier(self, lo, hi):
        return "range", sum(1 << (d - 1) for d in range(lo, hi + 1)), f"acquires range {lo}-{hi}"


class GainAffinity(Modify):
    name, keys = "gain_affinity", ("affinity",)

    def extra(self, v, where):
        return (str(v.get("affinity")),)

    def modifier(self, a):
        return f"affinity:{a}", 1, f"acquires <{a}>"


class GainKeyword(Modify):
    name, keys = "gain_keyword", ("keyword",)

    def extra(self, v, where):
        if v.get("keyword") != "anti_fliers":
            raise CompileError(f"{where}.keyword: anti_fliers")
        return ("anti_fliers",)

    def modifier(self, kw):
        return f"kw:{kw}", 1, "acquires Anti-Fliers (+30 attack while attacking a <Flier>)"


class CannotBeEvaded(Modify):
    name, keys = "cannot_be_evaded", ("vs",)

    def extra(self, v, where):
        return (str(v.get("vs", "")),)

    def modifier(self, vs):
        if vs:
            return f"no_evade_vs:{vs}", 1, f"cannot be evaded when attacking a <{vs}>"
        return "no_evade", 1, "cannot be evaded"


class BreakTwoOrbs(Modify):
    name = "break_two_orbs"

    def modifier(self):
        return "orbs", 2, "breaks 2 orbs with its attacks"


class AttackDoubled(Modify):
    name = "attack_doubled"

    def modifier(self):
        return "doubled", 1, "has its attack doubled"


class NoCriticalHit(Modify):
    name = "no_critical_hit"
    tags = frozenset({"defense"})

    def modifier(self):
        return "no_critical", 1, "cannot critical hit"


class Move(Primitive):
    """Move a unit to its other line (a skill's move: no tap, may move a tapped unit)."""

    name, tags, takes_value = "move", frozenset({"move"}), False

    def compile(self, value, where):
        to = value if value is not None else "it"
        if to not in TARGETS:
            raise CompileError(f"{where}: move it, this or subject, not {value!r}")
        return (to,)

    def describe(self, to):
        return f"move {TARGET_WORDS[to]}"

    def resolve(self, m, ctx, to):
        from tcgkit.games.fe_cipher.movement import move_unit

        uid = target_of(m, ctx, to)
        if uid >= 0:
            move_unit(m, uid, by_skill=True)


class Untap(Move):
    name, tags = "untap", frozenset({"untap"})

    def describe(self, to):
        return f"untap {TARGET_WORDS[to]}"

    def resolve(self, m, ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and m.tapped[uid]:
            m.tapped[uid] = 0
            m.emit("untap_unit", ALL, uid=uid)


class Destroy(Move):
    name, tags = "destroy", frozenset({"removal"})

    def describe(self, to):
        return f"destroy {TARGET_WORDS[to]}"

    def resolve(self, m, ctx, to):
        from tcgkit.games.fe_cipher.orbs import destroy
        from tcgkit.games.fe_cipher.skills import fire

        uid = target_of(m, ctx, to)
        if uid >= 0 and destroy(m, uid) and m.card_owner[uid] != ctx.controller and m.on_field(ctx.source):
            fire(m, "skill_destroys", ctx.source)


class AttackedInstead(Move):
    """This unit becomes the defender of the current attack (B01-011 Draug)."""

    name, tags = "attacked_instead", frozenset({"defense"})

    def describe(self, to):
        return f"{TARGET_WORDS[to]} is attacked instead"

    def resolve(self, m, ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and m.attacker >= 0:
            m.defender = uid
            m.emit("attacked_instead", ALL, uid=uid)


class CopyIt(Primitive):
    """This unit becomes a copy of the chosen ally until the end of the turn, but for name and attack (B01-045)."""

    name, tags, takes_value = "copy", frozenset({"buff"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "until the end of the turn this unit becomes a copy of it in all but name and attack"

    def resolve(self, m, ctx):
        if ctx.it >= 0 and m.on_field(ctx.this):
            m.mods = [mod for mod in m.mods if not (mod[0] == ctx.this and mod[1] == "copy")]
            add_modifier(m, ctx.this, "copy", ctx.it, TURN)
            m.copying = True
            refresh_continuous(m)
            m.emit("copy", ALL, uid=ctx.this, of=ctx.it)


class Count_(Primitive):
    """Base of the primitives that take a count."""

    lo, hi = 1, 5

    def compile(self, value, where):
        return (int_arg(value, where, self.lo, self.hi),)


class Draw(Count_):
    name, tags = "draw", frozenset({"draw"})

    def describe(self, n):
        return f"draw {n} card{'s' if n > 1 else ''}"

    def resolve(self, m, ctx, n):
        from tcgkit.games.fe_cipher.orbs import draw

        draw(m, ctx.controller, n)


class Discard(Count_):
    """The controller chooses ``n`` cards of their hand and sends them to the Retreat Area."""

    name, tags = "discard", frozenset({"discard"})
    who = "you"

    def describe(self, n):
        return f"{self.who} choose{'s' if self.who != 'you' else ''} {n} card{'s' if n > 1 else ''} from " \
               f"{'your' if self.who == 'you' else 'their'} hand and send{'s' if self.who != 'you' else ''} " \
               f"{'it' if n == 1 else 'them'} to the Retreat Area"

    def players(self, ctx):
        return (ctx.controller,)

    def resolve(self, m, ctx, n):
        for p in reversed(self.players(ctx)):
            m.then((discard_step, p, n))


class OpponentDiscards(Discard):
    name, tags, who = "opponent_discards", frozenset({"hand_attack"}), "your opponent"

    def players(self, ctx):
        return (1 - ctx.controller,)


class EachPlayerDiscards(Discard):
    name, tags, who = "each_player_discards", frozenset({"hand_attack"}), "each player"

    def players(self, ctx):
        return (ctx.controller, 1 - ctx.controller)


def discard_step(m, p: int, left: int) -> None:
    """Frame: ``p`` chooses a card of their hand to send to the Retreat Area (``left`` more to go)."""
    from tcgkit.games.fe_cipher.bonds import distinct_cards

    hand = m.zones[m.z_hand[p]]
    if left <= 0 or not hand:
        return
    m.then((discard_step, p, left - 1))
    m.ask(p, "discard", [("discard", u) for u in distinct_cards(m, hand)], (discarded,))


def discarded(m, action: tuple) -> None:
    uid = action[1]
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)


PRIMITIVES = [GainAttack(), GainRange(), GainAffinity(), GainKeyword(), CannotBeEvaded(), BreakTwoOrbs(),
              AttackDoubled(), NoCriticalHit(), Move(), Untap(), Destroy(), AttackedInstead(), CopyIt(), Draw(),
              Discard(), OpponentDiscards(), EachPlayerDiscards(), *ZONE_PRIMITIVES, *FLOW_PRIMITIVES]


def _amount(spec: Any, where: str) -> Any:
    if isinstance(spec, dict) and set(spec) == {"count"}:
        return Count(read_selector(spec["count"], where + ".count"))
    raise CompileError(f"{where}: a number, or {{count: SELECTOR}}")


class FEVocabulary(Vocabulary):
    """The core vocabulary with FE Cipher's phrasing."""

    def phrase_choose(self, selector, then, optional):
        if not selector.startswith(("a ", "an ", "this ")):
            selector = ("an " if selector[:1] in "aeiou" else "a ") + selector
            selector = selector.replace("an other ", "another ")
        return f"{'you may ' if optional else ''}choose {selector}: {then}"


VOCAB = FEVocabulary(PRIMITIVES, read_selector, read_condition, _amount)


def run(m, node, ctx: Ctx) -> None:
    """Resolve an effect tree now (a frame)."""
    run_effect(m, node, ctx)
