"""Primitives that act at once on cards in play: rest, set active, return to the hand, damage, recover HP, destroy,
damage to every card a selector admits, and an attack redirected to another Unit. What lasts for a duration (AP/HP,
keywords, a ban on attacking, guards) is a modifier: :mod:`.modifiers`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import Primitive, fire, int_arg, mapping_arg
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.amounts import read_amount, value, words
from tcgkit.games.gundam.management import damage_card, destroy_checked, leave_play
from tcgkit.games.gundam.primitives.common import TARGET_WORDS, read_target, target_card
from tcgkit.games.gundam.carddef import BASE
from tcgkit.games.gundam.statics import CANT_BE_SET_ACTIVE, REST_INSTEAD_OF_BASE
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


PRIMITIVES = (Rest(), SetActive(), ReturnToHand(), DealDamage(), RecoverHp(), Destroy(), DamageAll(), RedirectAttack())
