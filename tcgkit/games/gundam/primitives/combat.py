"""Primitives of attacks and battles from the later sets (GD02–GD04): a Unit may not attack the player this turn,
damage to the shield area a Unit is attacking, rest Units to deal that much damage to every enemy Unit."""

from __future__ import annotations

from tcgkit.core.effects import BATTLE, CompileError, Primitive, add_modifier, int_arg, mapping_arg
from tcgkit.core.kinds import EventKind
from tcgkit.core.words import named
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.battle import hit_shield_area
from tcgkit.games.gundam.damage_statics import BATTLE_KEY, IMMUNITY_KEY, INDESTRUCTIBLE_KEY, NEXT_KEY, REDIRECT_KEY
from tcgkit.games.gundam.management import damage_card, destroy_checked
from tcgkit.games.gundam.primitives.common import (
    DURATION_WORDS, TARGET_WORDS, read_duration, read_target, target_card,
)
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.statics import MUST_BE_ATTACKED_KEY
from tcgkit.games.gundam.stats import in_play


class CantAttackPlayer(Primitive):
    """The target cannot choose the enemy player as its attack target for the duration (GD02-069, GD04-065)."""

    name, tags = "cant_attack_player", frozenset({"restriction"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "duration"))
        return read_target(v["to"], where), read_duration(v["duration"], where)

    def describe(self, which, dur):
        return f"{TARGET_WORDS[which]} cannot attack the enemy player{DURATION_WORDS[dur]}"

    def resolve(self, m, ctx, which, dur):
        u = target_card(ctx, which)
        if u >= 0 and in_play(m, u) and not (dur == BATTLE and m.atk < 0):
            add_modifier(m, u, "cant_attack_player", 1, dur)


class DamageAttackedShieldArea(Primitive):
    """N damage to the card of the enemy shield area this Unit is battling: while it attacks a player, the Base if
    there is one, else the top Shield (which is destroyed and may Burst). Used after the Unit is destroyed as the
    cost (GD02-011): the battle it was in is still the current one (ruling in docs/games/gundam.md)."""

    name, tags = "damage_attacked_shield_area", frozenset({"removal"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 20),)

    def describe(self, n):
        return f"deal {n} damage to the enemy base or shield this unit is battling"

    def resolve(self, m, ctx, n):
        if ctx.this >= 0 and m.atk == ctx.this and m.atk_player >= 0:
            hit_shield_area(m, m.atk_player, n, m.card_def[ctx.this].level, source=ctx.this, by=ctx.controller)


class RestForDamageAll(Primitive):
    """"You may choose 1 to N of your … Units. Rest them. If you do, deal damage equal to the number of Units
    rested with this effect to all …" (GD04-036): the controller rests up to ``up_to`` cards ``cards`` admits, one
    decision each (declining ends the choosing), then every card ``targets`` admits takes that much damage, once."""

    name, tags = "rest_for_damage_all", frozenset({"removal", "sweep"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("up_to", "cards", "targets"))
        return (int_arg(v["up_to"], where + ".up_to", 1, 6), read_selector(v["cards"], where + ".cards"),
                read_selector(v["targets"], where + ".targets"))

    def describe(self, n, cards, targets):
        return (f"you may rest up to {n} {cards.plural()}; then every "
                f"{targets.text()} takes that much damage")

    def resolve(self, m, ctx, n, cards, targets):
        rest_next(m, n, cards, targets, ctx, 0)


def rest_next(m, n: int, cards, targets, ctx, rested: int) -> None:
    """Frame: the next card to rest, or the damage."""
    cands = [u for u in cards.candidates(m, ctx) if not m.rested[u]] if rested < n else []
    if not cands:
        if rested:
            for u in targets.candidates(m, ctx):
                damage_card(m, u, rested, battle=False, by=ctx.controller, source=ctx.source)
            destroy_checked(m)
        return
    acts = [("target", u) for u in cands] + [("decline",)]
    m.ask(ctx.controller, "target", acts, (rest_chosen, n, cards, targets, ctx, rested), {"source": ctx.source})


def rest_chosen(m, action: tuple, n: int, cards, targets, ctx, rested: int) -> None:
    if action[0] == "decline":
        rest_next(m, 0, cards, targets, ctx, rested)
        return
    m.rested[action[1]] = 1
    m.emit("rest", ALL, uid=action[1])
    rest_next(m, n, cards, targets, ctx, rested + 1)




class GrantStatic(Primitive):
    """The target has a continuous effect for the duration (GD04-093, GD04-107, GD04-108, GD04-113, GD04-119): a
    modifier its kind's reader also looks at — ``must_be_attacked: 1`` (``statics.MUST_BE_ATTACKED``),
    ``effect_damage_immunity: enemy | enemy_commands | enemy_units`` and ``damage_reduction: {next: N}`` (the next
    damage it receives, spent by it) or ``{battle: N}`` (battle damage this battle), ``battle_damage_redirect:
    TARGET`` (battle damage it would receive goes to that Unit, GD04-087, GD04-095) and
    ``indestructible_by_enemy_effects: 1`` (GD04-101) (:mod:`..damage_statics`)."""

    name, tags = "grant_static", frozenset({"protection"})
    events = (EventKind("grant_static", lambda m, d: f"{named(m, d.get('uid', -1))} gains a continuous effect"),)
    IMMUNITY = ("enemy", "enemy_commands", "enemy_units")

    def compile(self, value, where):
        v = mapping_arg(value, where, ("to", "static", "duration"))
        spec = v["static"]
        if not isinstance(spec, dict) or len(spec) != 1:
            raise CompileError(f"{where}.static: one continuous effect {{KIND: VALUE}}, got {spec!r}")
        (kind, val), = spec.items()
        if kind == "must_be_attacked" and val == 1:
            key, n = MUST_BE_ATTACKED_KEY, 1
        elif kind == "effect_damage_immunity" and val in self.IMMUNITY:
            key, n = IMMUNITY_KEY, self.IMMUNITY.index(val)
        elif kind == "damage_reduction" and isinstance(val, dict) and len(val) == 1 and next(iter(val)) in (
                "next", "battle"):
            (k, amount), = val.items()
            key, n = NEXT_KEY if k == "next" else BATTLE_KEY, int_arg(amount, f"{where}.static.{kind}.{k}", 1, 20)
        elif kind == "battle_damage_redirect":  # the recipient: a target word, read when it is given
            key, n = REDIRECT_KEY, read_target(val, f"{where}.static.{kind}")
        elif kind == "indestructible_by_enemy_effects" and val == 1:
            key, n = INDESTRUCTIBLE_KEY, 1
        else:
            raise CompileError(f"{where}.static: must_be_attacked: 1, effect_damage_immunity: "
                               f"{' | '.join(self.IMMUNITY)}, damage_reduction: {{next | battle: N}}, "
                               f"battle_damage_redirect: TARGET or indestructible_by_enemy_effects: 1, got {spec!r}")
        return read_target(v["to"], where), key, n, read_duration(v["duration"], where)

    def describe(self, which, key, n, dur):
        if key == MUST_BE_ATTACKED_KEY:
            what = "must be chosen as the attack target of enemy units while rested"
        elif key == IMMUNITY_KEY:
            what = f"takes no effect damage from {self.IMMUNITY[n].replace('_', ' ')}"
        elif key == NEXT_KEY:
            what = f"has the next damage it receives reduced by {n}"
        elif key == REDIRECT_KEY:
            what = f"has the battle damage it would receive dealt to {TARGET_WORDS[n]} instead"
        elif key == INDESTRUCTIBLE_KEY:
            what = "cannot be destroyed by enemy effects"
        else:
            what = f"has battle damage it receives reduced by {n}"
        return f"{TARGET_WORDS[which]} {what}{DURATION_WORDS[dur]}"

    def resolve(self, m, ctx, which, key, n, dur):
        u = target_card(ctx, which)
        if key == REDIRECT_KEY:
            n = target_card(ctx, n)
            if n < 0 or not in_play(m, n):
                return
        if u >= 0 and in_play(m, u) and not (dur == BATTLE and m.atk < 0):
            add_modifier(m, u, key, n, dur)
            m.emit("grant_static", ALL, uid=u, key=key, value=n, duration=dur)


PRIMITIVES = (CantAttackPlayer(), DamageAttackedShieldArea(), RestForDamageAll(), GrantStatic())
