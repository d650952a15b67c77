"""Power Duell's effect vocabulary: each thing a card does is one :class:`Primitive`; selectors choose face-up
monsters; conditions read the own side. ``VOCAB`` compiles card data (docs/games/power_duell.md#writing-a-card).

=================  =====================================================================================
primitive          what it does
=================  =====================================================================================
``gain_energy``    ``gain_energy: N`` — N energy points into your account
``draw``           ``draw: {monster: N, energy: N}`` — draw from your monster and/or energy deck
``boost``          ``boost: {ap|dp|lp|attack_cost: N, to: WHO, for: HOW_LONG}`` — a temporary change;
                   WHO: ``this``, ``it``, ``linked``, ``attacker``, ``target``; HOW_LONG: ``calculation``,
                   ``turn``, ``opponents_next_turn``
``heal``           ``heal: N`` — the monster (``it``, else this card) regains N LP, up to its total LP
``repair``         ``repair: this`` or ``repair: it`` — the monster's lost DP is restored
``link``           ``link`` — this card is linked to ``it`` (its ``to: linked`` effects apply to that monster)
``damage_points``  ``damage_points: {amount: N, to: opponent|you}``
``summon``         ``summon: {from: hand|graveyard|either, discount: N}`` — a summoning card's summon
``void_guardian``  ``void_guardian: {whose: opposing|own, for: HOW_LONG}`` — gravitation only: a guardian god's
                   effect and special effect are void
``swap_guardians`` ``swap_guardians: {until: your_next_clear_phase}`` — gravitation only: the gods change sides
=================  =====================================================================================

Selector atom (``choose:``, ``for_each:``, aura ``to:``): ``{monster: own|opposing|any, planet: P, shield: true|false,
other: true}`` — face-up monsters only, so a choice never names a hidden card. Condition atoms: ``{control: {planet:
P, shield: B, other: true, min: N}}`` (face-up monsters you control), ``{account_ge: N}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.effects import (
    BATTLE, TURN, CompileError, Condition, Ctx, Primitive, Selector, Vocabulary, add_modifier, int_arg, mapping_arg,
)
from tcgkit.games.power_duell.activation import summon_cost
from tcgkit.games.power_duell.carddef import PLANETS, RANK_OTHER, SHIELD_MONSTER, STATS, rank_of_card
from tcgkit.games.power_duell.clear import NEXT_TURN, UNTIL_CLEAR, swap_guardians
from tcgkit.games.power_duell.energy import gain_energy, pay
from tcgkit.games.power_duell.field import place_monster
from tcgkit.games.power_duell.losing import add_damage
from tcgkit.games.power_duell.match import PowerDuellMatch, controller, emit_about, emit_all, god_of
from tcgkit.games.power_duell.ranks import refresh, total
from tcgkit.games.power_duell.statics import LINKED, LP, STAT_KINDS, STATICS
from tcgkit.games.power_duell.triggers import TIMINGS, WINDOWS
from tcgkit.games.power_duell.turn import draw

DURATIONS = {"calculation": BATTLE, "turn": TURN, "opponents_next_turn": NEXT_TURN}
DURATION_WORDS = {"calculation": "for this calculation", "turn": "this turn",
                  "opponents_next_turn": "until the end of the opponent's next turn"}
WHO = ("this", "it", "linked", "attacker", "target")
WHO_WORDS = {"this": "this monster", "it": "it", "linked": "the linked monster", "attacker": "the attacker",
             "target": "the attacked monster"}
GRAVITATION_ONLY = frozenset(("void_guardian", "swap_guardians"))
"""Primitives only a gravitation card may use: only gravitation affects a guardian god (§1.1, §9)."""


def _who(m: PowerDuellMatch, ctx: Ctx, who: str) -> int:
    if who == "this":
        return ctx.this
    if who == "it":
        return ctx.it
    if who == "linked":
        return m.link[ctx.this] if ctx.this >= 0 else -1
    if not m.attack:
        return -1
    return m.attack[0] if who == "attacker" else m.attack[1]


def _enum(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed:
        raise CompileError(f"{where}: {value!r} is not one of {', '.join(allowed)}")
    return value


class GainEnergy(Primitive):
    name, tags = "gain_energy", frozenset({"resource"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 20),)

    def describe(self, n):
        return f"gain {n} energy point{'s' if n != 1 else ''}"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, n):
        gain_energy(m, ctx.controller, n)


class Draw(Primitive):
    name, tags = "draw", frozenset({"draw"})

    def compile(self, value, where):
        v = mapping_arg(value, where, (), ("monster", "energy"))
        if not v:
            raise CompileError(f"{where}: name the deck: {{monster: N}} and/or {{energy: N}}")
        return (int_arg(v.get("monster", 0), f"{where}.monster", 0, 5),
                int_arg(v.get("energy", 0), f"{where}.energy", 0, 5))

    def describe(self, monster, energy):
        parts = [f"{n} {kind} card{'s' if n != 1 else ''}"
                 for n, kind in ((monster, "monster"), (energy, "energy")) if n]
        return "draw " + " and ".join(parts)

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, monster, energy):
        for deck, n in (("monster", monster), ("energy", energy)):
            for _ in range(n):
                if not draw(m, ctx.controller, deck):
                    return


class Boost(Primitive):
    name, tags = "boost", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "for"), STATS)
        changes = tuple((s, int_arg(v[s], f"{where}.{s}", -10000, 10000)) for s in STATS if s in v)
        if not changes:
            raise CompileError(f"{where}: name at least one of {', '.join(STATS)}")
        return changes, _enum(v["to"], WHO, f"{where}.to"), _enum(v["for"], tuple(DURATIONS), f"{where}.for")

    def describe(self, changes, to, dur):
        what = ", ".join(f"{n:+d} {s.replace('_', ' ').upper() if s != 'attack_cost' else 'attack cost'}"
                         for s, n in changes)
        return f"{WHO_WORDS[to]} gets {what} {DURATION_WORDS[dur]}"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, changes, to, dur):
        target = _who(m, ctx, to)
        if target < 0 or m.place[target] < 0:
            return
        rank = rank_of_card(m.card_def[ctx.source]) if ctx.source >= 0 else RANK_OTHER
        for stat, n in changes:
            kind = STAT_KINDS[stat]
            add_modifier(m, target, kind.mod_keys[rank - 1], n, DURATIONS[dur])
            if kind is LP:
                m.lp_check = True
        emit_about(m, "boost", target, source=ctx.source, changes=[list(c) for c in changes], until=dur)


class Heal(Primitive):
    name, tags = "heal", frozenset({"heal"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 100000),)

    def describe(self, n):
        return f"it regains {n} LP (up to its total LP)"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, n):
        t = ctx.it if ctx.it >= 0 else ctx.this
        if t < 0 or m.place[t] < 0 or not m.lp_damage[t]:
            return
        healed = min(n, m.lp_damage[t])
        m.lp_damage[t] -= healed
        emit_about(m, "heal", t, amount=healed, lp=total(m, t, LP) - m.lp_damage[t])


class Repair(Primitive):
    name, tags = "repair", frozenset({"heal"})

    def compile(self, value, where):
        return (_enum(value, ("this", "it"), where),)

    def describe(self, who):
        return f"{WHO_WORDS[who]} regains the DP it lost"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, who):
        t = _who(m, ctx, who)
        if t >= 0 and m.place[t] >= 0 and m.dp_damage[t]:
            emit_about(m, "repair", t, amount=m.dp_damage[t])
            m.dp_damage[t] = 0


class Link(Primitive):
    name, tags, takes_value = "link", frozenset({"buff"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "link this card to it"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx):
        if ctx.it >= 0 and m.place[ctx.it] >= 0:
            m.link[ctx.this] = ctx.it
            emit_all(m, "link", uid=ctx.this, monster=ctx.it)
            refresh(m)


class DamagePoints(Primitive):
    name, tags = "damage_points", frozenset({"damage"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("amount", "to"))
        return int_arg(v["amount"], f"{where}.amount", 1, 10000), _enum(v["to"], ("opponent", "you"), f"{where}.to")

    def describe(self, amount, to):
        return f"{'the opponent takes' if to == 'opponent' else 'you take'} {amount} damage points"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, amount, to):
        add_damage(m, 1 - ctx.controller if to == "opponent" else ctx.controller, amount, "effect")


class Summon(Primitive):
    """A summoning card's summon: the chosen monster (``it``) goes face up on the chosen place (the context's memo),
    paying its A&O less the discount, and the summoning card is linked to it (1.2.2.2, §10.16)."""

    name, tags = "summon", frozenset({"summon"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("from",), ("discount",))
        return (_enum(v["from"], ("hand", "graveyard", "either"), f"{where}.from"),
                int_arg(v.get("discount", 0), f"{where}.discount", 0, 10))

    def describe(self, source, discount):
        frm = {"hand": "from your hand", "graveyard": "from your monster graveyard (a reviving summon)",
               "either": "from your hand or your monster graveyard"}[source]
        cost = f"its A&O less {discount}" if discount else "its A&O"
        return f"activate a monster {frm} face up, paying {cost}, linked to this card"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, source, discount):
        p = ctx.controller
        u, place = ctx.it, ctx.memo
        pay(m, p, summon_cost(m, m.card_def[ctx.this], u), "summon", u)
        place_monster(m, u, p, place, True)
        m.link[ctx.this] = u
        refresh(m)


class VoidGuardian(Primitive):
    name, tags = "void_guardian", frozenset({"gravitation"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("whose", "for"))
        return (_enum(v["whose"], ("opposing", "own"), f"{where}.whose"),
                _enum(v["for"], tuple(DURATIONS), f"{where}.for"))

    def describe(self, whose, dur):
        return (f"the {'opposing' if whose == 'opposing' else 'own'} guardian god's effect and special effect are "
                f"void {DURATION_WORDS[dur]}")

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, whose, dur):
        g = god_of(m, 1 - ctx.controller if whose == "opposing" else ctx.controller)
        if g >= 0:
            add_modifier(m, g, "void", 1, DURATIONS[dur])
            emit_all(m, "void", uid=g, player=controller(m, g), until=dur)
            refresh(m)


class SwapGuardians(Primitive):
    name, tags = "swap_guardians", frozenset({"gravitation"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("until",))
        return (_enum(v["until"], ("your_next_clear_phase",), f"{where}.until"),)

    def describe(self, until):
        return "the two guardian gods change sides until your next clear phase"

    def resolve(self, m: PowerDuellMatch, ctx: Ctx, until):
        if swap_guardians(m):
            add_modifier(m, -1, "swap", 1, UNTIL_CLEAR[ctx.controller])
            emit_all(m, "swap", player=ctx.controller)


# ------------------------------------------------------------------------------------------- selectors, conditions


@dataclass(frozen=True, slots=True)
class Monsters(Selector):
    """Face-up monsters on a side ("own", "opposing" or "any" of the controller), optionally of a planet, shield or
    not, other than this card."""

    side: str = "any"
    planet: str = ""
    shield: bool | None = None
    other: bool = False

    def scope(self, m: PowerDuellMatch, ctx: Ctx):
        c = ctx.controller
        Z = m.Z
        sides = (c,) if self.side == "own" else (1 - c,) if self.side == "opposing" else (c, 1 - c)
        return [z for p in sides for z in (Z.monster_field[p], Z.shield_field[p])]

    def test(self, m: PowerDuellMatch, ctx: Ctx, uid):
        if m.card_zone[uid] not in self.scope(m, ctx):
            return False
        d = m.card_def[uid]
        if self.planet and self.planet not in d.planets:
            return False
        if self.shield is not None and (d.type == SHIELD_MONSTER) != self.shield:
            return False
        return not (self.other and uid == ctx.this)

    def describe(self):
        who = {"own": "your ", "opposing": "an opposing ", "any": "a "}[self.side]
        kind = "shield monster" if self.shield else "monster"
        if self.other:
            who = {"own": "another of your ", "opposing": "another opposing ", "any": "another "}[self.side]
        return f"{who}face-up {self.planet + ' ' if self.planet else ''}{kind}"


@dataclass(frozen=True, slots=True)
class GodPlanet(Selector):
    """A guardian god's effect (Wirkung) reaches its controller's face-up monsters of its planet (§1.1; with
    ``wirkung_planets: primary_or_secondary`` also by the secondary planet)."""

    def scope(self, m: PowerDuellMatch, ctx: Ctx):
        return (m.Z.monster_field[ctx.controller], m.Z.shield_field[ctx.controller])

    def test(self, m: PowerDuellMatch, ctx: Ctx, uid):
        z = m.card_zone[uid]
        if z != m.Z.monster_field[ctx.controller] and z != m.Z.shield_field[ctx.controller]:
            return False
        planet = m.card_def[ctx.source].planet
        d = m.card_def[uid]
        if d.planet == planet:
            return True
        return d.secondary == planet and m.game.options.wirkung_planets == "primary_or_secondary"

    def describe(self):
        return "your face-up monsters of its planet"


@dataclass(frozen=True, slots=True)
class Controls(Condition):
    """You control at least ``least`` face-up monsters matching (planet, shield, other than this one)."""

    match: Monsters
    least: int = 1

    def holds(self, m: PowerDuellMatch, ctx: Ctx):
        return len(self.match.candidates(m, ctx)) >= self.least

    def describe(self):
        return f"you control {'at least ' + str(self.least) + ' × ' if self.least > 1 else ''}{self.match.describe()}"


@dataclass(frozen=True, slots=True)
class AccountAtLeast(Condition):
    n: int

    def holds(self, m: PowerDuellMatch, ctx: Ctx):
        return m.account[ctx.controller] >= self.n

    def describe(self):
        return f"your energy account holds {self.n} or more"


def _selector(spec, where):
    v = mapping_arg(spec, where, ("monster",), ("planet", "shield", "other"))
    side = _enum(v["monster"], ("own", "opposing", "any"), f"{where}.monster")
    planet = v.get("planet", "")
    if planet and planet not in PLANETS:
        raise CompileError(f"{where}.planet: {planet!r} is not a planet ({', '.join(PLANETS)})")
    shield = v.get("shield")
    if shield is not None and not isinstance(shield, bool):
        raise CompileError(f"{where}.shield: expected true or false")
    other = v.get("other", False)
    if not isinstance(other, bool):
        raise CompileError(f"{where}.other: expected true or false")
    return Monsters(side, planet, shield, other)


def _condition(spec, where):
    if isinstance(spec, dict) and set(spec) == {"control"}:
        c = mapping_arg(spec["control"], f"{where}.control", (), ("planet", "shield", "other", "min"))
        sel = _selector({"monster": "own", **{k: c[k] for k in ("planet", "shield", "other") if k in c}},
                        f"{where}.control")
        return Controls(sel, int_arg(c.get("min", 1), f"{where}.control.min", 1, 6))
    if isinstance(spec, dict) and set(spec) == {"account_ge"}:
        return AccountAtLeast(int_arg(spec["account_ge"], f"{where}.account_ge", 0, 100))
    raise CompileError(f"{where}: unknown condition {spec!r} (known: control, account_ge, all_of, any_of, not)")


class PowerDuellVocabulary(Vocabulary):
    """Power Duell's card language: the core's vocabulary with the game's timings (:mod:`.triggers`) and static
    kinds (:mod:`.statics`); a static ability's ``to:`` also takes ``this`` (the default) and ``linked``."""

    def scope(self, spec: Any, where: str) -> Selector | None:
        if spec == "this":
            return None
        if spec == "linked":
            return LINKED
        return self.selector(spec, where)


VOCAB = PowerDuellVocabulary(
    [GainEnergy(), Draw(), Boost(), Heal(), Repair(), Link(), DamagePoints(), Summon(), VoidGuardian(),
     SwapGuardians()],
    _selector, _condition, triggers=TIMINGS, statics=STATICS, windows=WINDOWS,
)
