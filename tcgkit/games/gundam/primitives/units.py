"""Primitives on cards in play: rest, set active, return to the hand, damage, recover, AP/HP modifiers, keywords, a
ban on attacking, and the shield guard (a player-wide modifier)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import (
    BATTLE, PERMANENT, TURN, CompileError, Primitive, add_modifier, fire, int_arg, mapping_arg,
)
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.amounts import read_amount, value, words
from tcgkit.games.gundam.management import damage_card, destroy_checked, leave_play
from tcgkit.games.gundam.primitives.common import (
    DURATION_WORDS, TARGET_WORDS, read_duration, read_target, target_card,
)
from tcgkit.games.gundam.carddef import BASE
from tcgkit.games.gundam.statics import AP_UNREDUCIBLE, CANT_BE_SET_ACTIVE, KEYWORDS, REST_INSTEAD_OF_BASE, keyword_label
from tcgkit.games.gundam.stats import in_play
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.management import destroy
from tcgkit.games.gundam.damage_statics import INDESTRUCTIBLE_BY_ENEMY_EFFECTS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


class Rest(Primitive):
    name, tags = "rest", frozenset({"tempo"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"rest {TARGET_WORDS[which]}"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u) and not m.rested[u]:
            if m.card_def[u].kind == BASE and m.continuous:  # GD03-079: a Unit may be rested instead of the Base
                instead = REST_INSTEAD_OF_BASE.substitutes(m, u, ctx.controller, ctx.source)
                if instead:
                    m.ask(ctx.controller, "rest_instead", [("rest_instead", g) for g in instead] + [("decline",)],
                          (rest_chosen, u, ctx.controller), {"source": instead[0]})
                    return
            rest_by_effect(m, u, ctx.controller)


def rest_chosen(m: GundamMatch, action: tuple, base: int, by: int) -> None:
    """Resume of ``rest_instead``: the chosen Unit is rested instead of the Base, or (``decline``) the Base."""
    rest_by_effect(m, action[1] if action[0] == "rest_instead" else base, by)


def rest_by_effect(m: GundamMatch, u: int, by: int) -> None:
    m.rested[u] = 1
    m.emit("rest", ALL, uid=u)
    fire(m, "rested_by_effect", u, by)  # "when this unit is rested by an effect"


class SetActive(Primitive):
    name, tags = "set_active", frozenset({"tempo"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"set {TARGET_WORDS[which]} active"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and (in_play(m, u) or m.card_zone[u] == m.z_resources[m.card_owner[u]]) and m.rested[u]:
            if CANT_BE_SET_ACTIVE.holds(m, u):
                return  # T-014: never set active
            m.rested[u] = 0
            m.emit("set_active", ALL, uid=u)
            if in_play(m, u):
                fire(m, "set_active_by_effect", u, ctx.controller)  # "when this unit is set active by an effect"


class ReturnToHand(Primitive):
    name, tags = "return_to_hand", frozenset({"removal"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"return {TARGET_WORDS[which]} to its owner's hand"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u < 0:
            return
        owner = m.card_owner[u]
        if which == "pilot":
            # the paired Pilot went to the trash with its Unit: it comes back from there (last-known state)
            if m.card_zone[u] != m.z_trash[owner]:
                return
            m.move(u, m.z_hand[owner])
            m.emit("return_to_hand", ALL, uid=u, card=m.card_def[u].id, player=owner)
            return
        if not in_play(m, u):
            return
        leave_play(m, u, m.z_hand[owner])
        m.emit("return_to_hand", ALL, uid=u, card=m.card_def[u].id, player=owner)
        destroy_checked(m)  # it may have given others HP (rules management, rules/gundam.md §1.7)


class DealDamage(Primitive):
    """``amount`` damage (a number, or an amount read now: :mod:`~tcgkit.games.gundam.amounts`) to the target."""

    name, tags = "deal_damage", frozenset({"removal"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("amount", "to"))
        return read_amount(v["amount"], where + ".amount", 1, 20), read_target(v["to"], where)

    def describe(self, n, which):
        return f"{TARGET_WORDS[which]} takes {words(n)} damage"

    def resolve(self, m: GundamMatch, ctx, n, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            damage_card(m, u, value(n, m, ctx), battle=False, by=ctx.controller, source=ctx.source)
            destroy_checked(m)


class RecoverHp(Primitive):
    name, tags = "recover_hp", frozenset({"heal"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("amount", "to"))
        return int_arg(v["amount"], where + ".amount", 1, 20), read_target(v["to"], where)

    def describe(self, n, which):
        return f"{TARGET_WORDS[which]} recovers {n} HP"

    def resolve(self, m: GundamMatch, ctx, n, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u) and m.damage[u]:
            healed = min(n, m.damage[u])
            m.damage[u] -= healed
            m.emit("recover", ALL, uid=u, amount=healed)
            fire(m, "recovered_hp", u)


class Modify(Primitive):
    """AP/HP modifiers for a duration (a "this battle" one outside a battle does nothing)."""

    name, tags = "modify", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"), ("ap", "hp"))
        return (read_amount(v.get("ap", 0), where + ".ap", -20, 20), read_amount(v.get("hp", 0), where + ".hp", -20, 20),
                read_target(v["to"], where), read_duration(v["duration"], where))

    def describe(self, ap, hp, which, dur):
        mods = [f"{k}{n:+d}" if n.__class__ is int else f"{k} changed by {words(n)}" for k, n in (("AP", ap), ("HP", hp))
                if n]
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


class Destroy(Primitive):
    name, tags = "destroy", frozenset({"removal"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"destroy {TARGET_WORDS[which]}"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u):
            if m.mods and INDESTRUCTIBLE_BY_ENEMY_EFFECTS.protects(m, u, ctx.controller):  # GD04-101
                m.emit("not_destroyed", ALL, uid=u, player=ctx.controller)
                return
            destroy(m, u)
            destroy_checked(m)


class DamageAll(Primitive):
    """``amount`` damage to every card the selector admits, at once; then rules management (rules/gundam.md §1.7)."""

    name, tags = "damage_all", frozenset({"removal", "sweep"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("amount", "cards"))
        return int_arg(v["amount"], where + ".amount", 1, 20), read_selector(v["cards"], where + ".cards")

    def describe(self, n, sel):
        return f"deal {n} damage to every {sel.text()}"

    def resolve(self, m: GundamMatch, ctx, n, sel):
        for u in sel.candidates(m, ctx):
            damage_card(m, u, n, battle=False, by=ctx.controller, source=ctx.source)
        destroy_checked(m)


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
        what = "enemy units" if key == "any" else f"enemy units of {dict(ap_le='AP', level_le='Lv', hp_le='HP')[key]} {n} or less"
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


class RedirectAttack(Primitive):
    """The battling enemy Unit attacks the target instead (ST07-013)."""

    name, tags = "redirect_attack", frozenset({"protection"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"the attacking enemy unit attacks {TARGET_WORDS[which]} instead"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u) and m.atk >= 0 and m.card_owner[m.atk] != ctx.controller and u != m.atk_unit:
            m.atk_unit = u
            m.atk_player = -1
            m.emit("block", ALL, player=ctx.controller, uid=u)


PRIMITIVES = (Rest(), SetActive(), ReturnToHand(), DealDamage(), RecoverHp(), Modify(), GrantKeyword(), CantAttack(),
              ShieldGuard(), Destroy(), DamageAll(), BattleGuard(), AllowAttackActive(), AttackOnDeploy(),
              StayRested(), RedirectAttack())
