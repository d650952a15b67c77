"""Primitives that change cards in play for a duration, each by a modifier (core ``add_modifier``): AP/HP, keywords,
a ban on attacking, the shield guard (a player-wide modifier), guards against battle damage, attacking an active
Unit, attacking on the turn deployed, staying rested. What acts at once (rest, damage, destroy …) is in
:mod:`.units`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import (
    BATTLE, PERMANENT, TURN, CompileError, Primitive, add_modifier, fire, int_arg, mapping_arg,
)
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.amounts import read_amount, value, words
from tcgkit.games.gundam.management import destroy_checked
from tcgkit.games.gundam.primitives.common import (
    DURATION_WORDS, TARGET_WORDS, read_duration, read_target, target_card,
)
from tcgkit.games.gundam.statics import AP_UNREDUCIBLE, KEYWORDS, keyword_label
from tcgkit.games.gundam.stats import in_play

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


class Modify(Primitive):
    """AP/HP modifiers for a duration (a "this battle" one outside a battle does nothing)."""

    name, tags = "modify", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"), ("ap", "hp"))
        return (read_amount(v.get("ap", 0), where + ".ap", -20, 20),
                read_amount(v.get("hp", 0), where + ".hp", -20, 20),
                read_target(v["to"], where), read_duration(v["duration"], where))

    def describe(self, ap, hp, which, dur):
        mods = [f"{k}{n:+d}" if n.__class__ is int else f"{k} changed by {words(n)}"
                for k, n in (("AP", ap), ("HP", hp)) if n]
        return f"{TARGET_WORDS[which]} gets {' '.join(mods)}{DURATION_WORDS[dur]}"

    def resolve(self, m: GundamMatch, ctx, ap, hp, which, dur):
        u = target_card(ctx, which)
        if dur == BATTLE and m.atk < 0:
            return
        if ap.__class__ is not int or hp.__class__ is not int:
            ap, hp = value(ap, m, ctx), value(hp, m, ctx)
        if u >= 0 and in_play(m, u):
            if ap < 0 and m.card_owner[u] != ctx.controller and m.continuous and AP_UNREDUCIBLE.holds(m, u):
                ap = 0  # GD01-090: its AP cannot be reduced by enemy effects
            if ap:
                add_modifier(m, u, "ap", ap, dur)
            if hp:
                add_modifier(m, u, "hp", hp, dur)
            m.emit("modify", ALL, uid=u, ap=ap, hp=hp, duration=dur)
            if ap < 0 and m.team_of[m.card_owner[u]] != m.team_of[ctx.controller]:
                fire(m, "ap_reduced_by_enemy", u)  # GD02-009 (effect_triggers.py)
            destroy_checked(m)


class GrantKeyword(Primitive):
    name, tags = "grant_keyword", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("keyword", "to", "duration"), ("value",))
        if v["keyword"] not in KEYWORDS:
            raise CompileError(f"{where}: unknown keyword {v['keyword']!r}")
        return (v["keyword"], int_arg(v.get("value", 1), where + ".value", 1, 20), read_target(v["to"], where),
                read_duration(v["duration"], where))

    def describe(self, kw, value, which, dur):
        return f"{TARGET_WORDS[which]} gains {keyword_label(kw, value)}{DURATION_WORDS[dur]}"

    def resolve(self, m: GundamMatch, ctx, kw, value, which, dur):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            add_modifier(m, u, kw, value, dur)
            m.emit("grant_keyword", ALL, uid=u, keyword=kw, value=value, duration=dur)


class CantAttack(Primitive):
    name, tags = "cant_attack", frozenset({"restriction"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"))
        return read_target(v["to"], where), read_duration(v["duration"], where)

    def describe(self, which, dur):
        return f"{TARGET_WORDS[which]} cannot attack{DURATION_WORDS[dur]}"

    def resolve(self, m: GundamMatch, ctx, which, dur):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            add_modifier(m, u, "cant_attack", 1, dur)


class ShieldGuard(Primitive):
    """The controller's shield area takes no damage from Units of Lv N or less (a player-wide modifier on the
    target ``-1 - player``)."""

    name, tags = "shield_guard", frozenset({"protection"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("level_le", "duration"))
        return int_arg(v["level_le"], where + ".level_le", 0, 20), read_duration(v["duration"], where)

    def describe(self, level_le, dur):
        return f"your shield area takes no damage from enemy units of Lv {level_le} or less{DURATION_WORDS[dur]}"

    def resolve(self, m: GundamMatch, ctx, level_le, dur):
        if dur == BATTLE and m.atk < 0:
            return  # "during this battle" outside a battle (e.g. the end-phase action step): nothing to protect
        add_modifier(m, -1 - ctx.controller, "shield_guard", level_le, dur)
        m.emit("shield_guard", ALL, player=ctx.controller, level_le=level_le)


class BattleGuard(Primitive):
    """The target takes no battle damage from enemy Units of AP ``ap_le`` or less, Lv ``level_le`` or less, HP
    ``hp_le`` or less (HP left, GD02-040), or from any enemy Unit (``any: true``, GD02-105)."""

    name, tags = "battle_guard", frozenset({"protection"})
    KEYS = ("ap_le", "level_le", "hp_le", "any")

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"), self.KEYS)
        keys = [k for k in self.KEYS if k in v]
        if len(keys) != 1:
            raise CompileError(f"{where}: exactly one of {', '.join(self.KEYS)}")
        key = keys[0]
        n = 1 if key == "any" else int_arg(v[key], f"{where}.{key}", 0, 20)
        return key, n, read_target(v["to"], where), read_duration(v["duration"], where)

    def describe(self, key, n, which, dur):
        what = ("enemy units" if key == "any"
                else f"enemy units of {dict(ap_le='AP', level_le='Lv', hp_le='HP')[key]} {n} or less")
        return f"{TARGET_WORDS[which]} takes no battle damage from {what}{DURATION_WORDS[dur]}"

    def resolve(self, m: GundamMatch, ctx, key, n, which, dur):
        u = target_card(ctx, which)
        if dur == BATTLE and m.atk < 0:
            return
        if u >= 0 and in_play(m, u):
            add_modifier(m, u, "battle_damage_immunity_" + key, n, dur)
            m.emit("modify", ALL, uid=u, ap=0, hp=0, duration=dur)


class AllowAttackActive(Primitive):
    """The target may attack an active enemy Unit of Lv ``level_le`` or less (``this``: this Unit's Lv), of AP
    ``ap_le`` or less (``this``: at most the attacker's own AP when it attacks, GD03-035), a damaged one
    (``damaged: true``), one with no paired Pilot (``unpaired: true``, GD03-105) or any one (``any: true``,
    GD03-021)."""

    name, tags = "allow_attack_active", frozenset({"tempo"})
    KEYS = ("level_le", "ap_le", "damaged", "unpaired", "any")

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"), self.KEYS)
        keys = [k for k in self.KEYS if k in v]
        if len(keys) != 1:
            raise CompileError(f"{where}: exactly one of {', '.join(self.KEYS)}")
        k = keys[0]
        val = v[k]
        if k in ("damaged", "unpaired", "any"):
            val = 1
        elif val != "this":
            val = int_arg(val, f"{where}.{k}", 0, 20)
        return k, val, read_target(v["to"], where), read_duration(v["duration"], where)

    def describe(self, k, val, which, dur):
        what = {"level_le": f"of Lv {val} or less", "ap_le": f"with AP {val} or less", "damaged": "that is damaged",
                "unpaired": "with no paired pilot", "any": ""}[k]
        if val == "this":
            what = "whose Lv is at most this unit's" if k == "level_le" else "whose AP is at most its own"
        return f"{TARGET_WORDS[which]} may attack an active enemy unit {what}".rstrip() + DURATION_WORDS[dur]

    def resolve(self, m: GundamMatch, ctx, k, val, which, dur):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            if val == "this":
                if k == "ap_le":
                    k, val = "ap_le_own", 1  # compared with the attacker's AP when it attacks
                else:
                    val = m.card_def[ctx.this].level if ctx.this >= 0 else 0
            add_modifier(m, u, "attack_active_" + k, val, dur)
            m.emit("modify", ALL, uid=u, ap=0, hp=0, duration=dur)


class AttackOnDeploy(Primitive):
    """The target may attack on the turn it was deployed (GD01-066)."""

    name, tags = "attack_on_deploy", frozenset({"tempo"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"{TARGET_WORDS[which]} may attack on the turn it was deployed"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            add_modifier(m, u, "attack_on_deploy", 1, TURN)


class StayRested(Primitive):
    """The target is not set active in the start phase of its controller's next turn (ST08-009)."""

    name, tags = "stay_rested", frozenset({"tempo"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"{TARGET_WORDS[which]} is not set active in its controller's next start phase"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            owner = m.card_owner[u]
            q, turns = m.next_seat(m.active), 1  # the controller's (team's) next turn, in the table's turn order
            while m.team_of[q] != m.team_of[owner] and turns < m.n_players:
                q, turns = m.next_seat(q), turns + 1
            add_modifier(m, u, "stay_rested", m.turn_number + turns, PERMANENT)


PRIMITIVES = (Modify(), GrantKeyword(), CantAttack(), ShieldGuard(), BattleGuard(), AllowAttackActive(),
              AttackOnDeploy(), StayRested())
