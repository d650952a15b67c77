"""Primitives that put cards into play or use them: tokens, a card from the hand, this card, resources and EX
Resources, a Burst that uses its card's 【Main】."""

from __future__ import annotations

from tcgkit.core.effects import CompileError, Ctx, Primitive, mapping_arg
from tcgkit.games.gundam.play import deploy_token, place_card
from tcgkit.games.gundam.resources import can_pay, pay, place_ex_resource, place_resource
from tcgkit.games.gundam.selectors import read_selector

class DeployToken(Primitive):
    name, tags = "deploy_token", frozenset({"token"})

    def compile(self, value, where):
        if not isinstance(value, str) or not value.startswith("T-"):
            raise CompileError(f"{where}: a token card number (T-00N), got {value!r}")
        return (value,)

    def describe(self, number):
        from tcgkit.games.gundam.cards import pool  # the pool is built with this vocabulary

        d = pool()[number]
        return f"deploy a {d.name} {d.ap}/{d.hp} ({number}) unit token"

    def resolve(self, m, ctx, number):
        deploy_token(m, ctx.controller, number)


class DeployFromHand(Primitive):
    """The controller may deploy a card of their hand the selector admits, free."""

    name, tags = "deploy_from_hand", frozenset({"deploy"})

    def compile(self, value, where):
        return (read_selector(value, where),)

    def describe(self, sel):
        return f"you may deploy a {sel.text()} from your hand for free"

    def resolve(self, m, ctx, sel):
        ctl = ctx.controller
        ctx = Ctx(ctl, ctx.source, -1)
        cands = [u for u in m.zones[m.z_hand[ctl]] if sel.qualifies(m, ctx, u, in_hand=True)]
        if cands:
            m.ask(ctl, "optional_deploy", [("deploy", u) for u in cands] + [("decline",)], (deploy_chosen, ctl))


def deploy_chosen(m, action: tuple, ctl: int) -> None:
    """Resume of ``optional_deploy``."""
    if action[0] == "deploy":
        m.then((place_card, ctl, action[1], 0))


class DeploySelf(Primitive):
    name, tags, takes_value = "deploy_self", frozenset({"deploy"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "deploy this card"

    def resolve(self, m, ctx):
        ctl, src = ctx.controller, ctx.source
        z = m.card_zone[src]
        if z == m.z_trash[ctl] or z == m.z_hand[ctl]:
            m.then((place_card, ctl, src, 0))


class PlaceExResource(Primitive):
    name, tags, takes_value = "place_ex_resource", frozenset({"resource"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "place an EX Resource"

    def resolve(self, m, ctx):
        place_ex_resource(m, ctx.controller)


class PlaceResource(Primitive):
    name, tags = "place_resource", frozenset({"resource"})

    def compile(self, value, where):
        v = mapping_arg(value, where, (), ("rested",))
        rested = v.get("rested", True)
        if not isinstance(rested, bool):
            raise CompileError(f"{where}.rested: expected true or false, got {rested!r}")
        return (rested,)

    def describe(self, rested):
        return f"put the top of your resource deck into play{' rested' if rested else ''}"

    def resolve(self, m, ctx, rested):
        place_resource(m, ctx.controller, rested)


class ActivateMain(Primitive):
    """A 【Burst】 that uses its card's 【Main】: free and with targets as usual (rules/gundam.md §1.10 ruling 7,
    ``burst_main_skips_cost``)."""

    name, tags, takes_value = "activate_main", frozenset({"cast"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "use this card's Main effect"

    def resolve(self, m, ctx):
        ctl, src = ctx.controller, ctx.source
        d = m.card_def[src]
        for a in d.main_abilities:
            if not m.game.options.burst_main_skips_cost:
                if not can_pay(m, ctl, d.cost, d.level):
                    return
                pay(m, ctl, d.cost)
            a.effect.run(m, Ctx(ctl, src, -1, -1, -1))
            return


PRIMITIVES = (DeployToken(), DeployFromHand(), DeploySelf(), PlaceExResource(), PlaceResource(), ActivateMain())
