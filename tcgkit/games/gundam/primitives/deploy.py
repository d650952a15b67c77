"""Primitives that put cards into play or use them: tokens, a card from the hand, this card, resources and EX
Resources, a Burst that uses its card's 【Main】."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import TURN, CompileError, Ctx, Primitive, add_modifier, mapping_arg
from tcgkit.games.gundam.carddata import token_words
from tcgkit.games.gundam.carddef import BASE
from tcgkit.games.gundam.play import deploy_token, pair, place_card
from tcgkit.games.gundam.primitives.common import TARGET_WORDS, read_target, target_card
from tcgkit.games.gundam.primitives.hand import LookTopAndTake, _to_bottom_randomly
from tcgkit.games.gundam.stats import in_play
from tcgkit.games.gundam.resources import can_pay, cost_of, pay, place_ex_resource, place_resource
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.statics import CANT_BE_PAIRED, keyword_label

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


class DeployToken(Primitive):
    name, tags = "deploy_token", frozenset({"token"})

    def compile(self, value, where):
        rested = False
        if isinstance(value, dict):
            v = mapping_arg(value, where, ("card",), ("rested",))
            value, rested = v["card"], bool(v.get("rested", False))
        if not isinstance(value, str) or not (value.startswith("T-") or value.startswith("EXB-")):
            raise CompileError(f"{where}: a token card number (T-00N, or EXB-00N for an EX Base), got {value!r}")
        return (value, rested)

    def describe(self, number, rested=False):
        name, ap, hp, keywords, kind = token_words(number)
        if kind == BASE:
            return f"deploy an {name} 0/{hp} ({number})"
        kw = "".join(f" {keyword_label(k, v)}" for k, v in keywords.items())
        return f"deploy a{' rested' if rested else ''} {name} {ap}/{hp}{kw} ({number}) unit token"

    def resolve(self, m: GundamMatch, ctx, number, rested=False):
        deploy_token(m, ctx.controller, number, rested)


class DeployFromHand(Primitive):
    """The controller may deploy a card of their hand the selector admits, free."""

    name, tags = "deploy_from_hand", frozenset({"deploy"})

    def compile(self, value, where):
        return (read_selector(value, where),)

    def describe(self, sel):
        return f"you may deploy a {sel.text()} from your hand for free"

    def resolve(self, m: GundamMatch, ctx, sel):
        ctl = ctx.controller
        ctx = Ctx(ctl, ctx.source, -1)
        cands = [u for u in m.zones[m.z_hand[ctl]] if sel.qualifies(m, ctx, u, in_hand=True)]
        if cands:
            m.ask(ctl, "optional_deploy", [("deploy", u) for u in cands] + [("decline",)], (deploy_chosen, ctl))


def deploy_chosen(m: GundamMatch, action: tuple, ctl: int) -> None:
    """Resume of ``optional_deploy``."""
    if action[0] == "deploy":
        m.then((place_card, ctl, action[1], 0))


class DeploySelf(Primitive):
    name, tags, takes_value = "deploy_self", frozenset({"deploy"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "deploy this card"

    def resolve(self, m: GundamMatch, ctx):
        ctl, src = ctx.controller, ctx.source
        z = m.card_zone[src]
        if z == m.z_trash[ctl] or z == m.z_hand[ctl]:
            m.then((place_card, ctl, src, 0))


class PlaceExResource(Primitive):
    """Place an EX Resource (``{rested: true}``: a rested one, GD04-085)."""

    name, tags = "place_ex_resource", frozenset({"resource"})
    takes_value = False

    def compile(self, value, where):
        if value is None:
            return (False,)
        v = mapping_arg(value, where, ("rested",))
        if not isinstance(v["rested"], bool):
            raise CompileError(f"{where}.rested: expected true or false, got {v['rested']!r}")
        return (v["rested"],)

    def describe(self, rested=False):
        return f"place a{' rested' if rested else 'n'} EX Resource"

    def resolve(self, m: GundamMatch, ctx, rested=False):
        uid = place_ex_resource(m, ctx.controller)
        if rested and uid >= 0:
            m.rested[uid] = 1


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

    def resolve(self, m: GundamMatch, ctx, rested):
        place_resource(m, ctx.controller, rested)


class ActivateMain(Primitive):
    """A 【Burst】 that uses its card's 【Main】: free and with targets as usual (rules/gundam.md §1.10 ruling 7,
    ``burst_main_skips_cost``)."""

    name, tags, takes_value = "activate_main", frozenset({"cast"}), False
    words = "Main"

    def compile(self, value, where):
        return ()

    def describe(self):
        return f"use this card's {self.words} effect"

    @staticmethod
    def abilities(d):
        return d.main_abilities

    def resolve(self, m: GundamMatch, ctx):
        ctl, src = ctx.controller, ctx.source
        d = m.card_def[src]
        for a in self.abilities(d):
            if not m.game.options.burst_main_skips_cost:
                if not can_pay(m, ctl, d.cost, d.level):
                    return
                pay(m, ctl, d.cost, src)
            a.effect.run(m, Ctx(ctl, src, -1, -1, -1))
            return


class ActivateAction(ActivateMain):
    """A 【Burst】 that uses its card's 【Action】 (GD03-114, GD04-117), as ``activate_main`` does its 【Main】."""

    name = "activate_action"
    words = "Action"

    @staticmethod
    def abilities(d):
        return d.action_abilities


class DeployCard(Primitive):
    """Deploy the target card (chosen out of play, e.g. in the trash): free, or paying its cost (``pay: true``).
    It is marked "deployed from the trash" for this turn (ST09-006)."""

    name, tags = "deploy_card", frozenset({"deploy", "recursion"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("card",), ("pay",))
        return read_target(v["card"], where), bool(v.get("pay", False))

    def describe(self, which, paid):
        return f"deploy {TARGET_WORDS[which]}" + (" paying its cost" if paid else "")

    def resolve(self, m: GundamMatch, ctx, which, paid):
        u = target_card(ctx, which)
        ctl = ctx.controller
        if u < 0 or in_play(m, u) or m.card_owner[u] != ctl:
            return
        if paid and not can_pay(m, ctl, cost_of(m, u), 0):  # its cost where it is (GD03-058 in the trash)
            return
        if m.card_zone[u] == m.z_trash[ctl]:
            add_modifier(m, u, "from_trash", 1, TURN)
        m.then((place_card, ctl, u, int(paid)))


class LookTopAndDeploy(LookTopAndTake):
    """Look at the top ``count`` cards; the controller may deploy one the selector admits (free); the rest go to the
    bottom of the deck in a random order (GD01-045)."""

    name, tags = "look_top_and_deploy", frozenset({"deploy", "filter"})
    kind, act, verb = "optional_deploy", "deploy", "deploy a {} among them"

    @staticmethod
    def resume(m: GundamMatch, action: tuple, ctl: int, looked: tuple) -> None:
        deployed_from_top(m, action, ctl, looked)


def deployed_from_top(m: GundamMatch, action: tuple, ctl: int, looked: tuple) -> None:
    """Resume of ``look_top_and_deploy``: the chosen card is deployed, the rest go to the bottom at random."""
    rest = [u for u in looked if not (action[0] == "deploy" and u == action[1])]
    if action[0] == "deploy":
        m.move(action[1], m.z_removed[ctl])  # out of the deck before the rest go under it
        m.then((place_card, ctl, action[1], 0))
    _to_bottom_randomly(m, ctl, rest)


class PairWithSelf(Primitive):
    """Pair the target Pilot card (e.g. from the trash) with this Unit, free, if it has no Pilot (GD01-023)."""

    name, tags = "pair_with_self", frozenset({"recursion"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"pair {TARGET_WORDS[which]} with this unit"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        unit = ctx.this
        if (u >= 0 and unit >= 0 and in_play(m, unit) and m.pilot[unit] < 0 and not in_play(m, u)
                and not CANT_BE_PAIRED.value(m, unit)):
            pair(m, ctx.controller, u, unit, paid=False)


PRIMITIVES = (DeployToken(), DeployFromHand(), DeploySelf(), PlaceExResource(), PlaceResource(), ActivateMain(),
              ActivateAction(), DeployCard(), LookTopAndDeploy(), PairWithSelf())
