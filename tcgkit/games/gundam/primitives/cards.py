"""Primitives of the later sets (GD02–GD04) on cards out of play and on Pilots: exile a card (from the trash),
look at the top card and keep it or trash it, every player draws, take a Pilot off its Unit, copy the keywords
printed on a Unit card, pay resources inside an effect."""

from __future__ import annotations

from tcgkit.core.effects import CompileError, Primitive, add_modifier, int_arg, mapping_arg, refresh_continuous
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.management import check_deck_out, destroy_checked
from tcgkit.games.gundam.play import pair
from tcgkit.games.gundam.primitives.common import (
    DURATION_WORDS, TARGET_WORDS, read_duration, read_target, target_card,
)
from tcgkit.games.gundam.primitives.hand import _look
from tcgkit.games.gundam.reactions import effect_draw
from tcgkit.games.gundam.resources import free_resources, pay
from tcgkit.games.gundam.stats import in_play
from tcgkit.games.gundam.turn import draw


class Exile(Primitive):
    """The target card, out of play (e.g. chosen in a trash), is removed from the game ("exile it from the game",
    GD02-111, GD03-015 …). Paying an "exile N cards" cost is a ``choose`` of N cards then this, behind a condition
    that N such cards are there (docs/games/gundam.md, "Costs that are not resources")."""

    name, tags = "exile", frozenset({"cost"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"exile {TARGET_WORDS[which]} from the game"

    def resolve(self, m, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and not in_play(m, u) and m.card_zone[u] != m.z_removed[m.card_owner[u]]:
            m.move(u, m.z_removed[m.card_owner[u]])
            m.emit("exile", ALL, player=m.card_owner[u], uid=u, card=m.card_def[u].id)


class TopOrTrash(Primitive):
    """Look at the top card of your deck and keep it on top or put it into your trash (GD04-026)."""

    name, tags, takes_value = "top_or_trash", frozenset({"filter", "mill"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "look at your top card; leave it on top or put it into your trash"

    def resolve(self, m, ctx):
        ctl = ctx.controller
        looked = _look(m, ctl, 1)
        if looked:
            m.ask(ctl, "top_or_trash", [("top", looked[0]), ("trash", looked[0])], (top_or_trash_chosen, ctl))


def top_or_trash_chosen(m, action: tuple, ctl: int) -> None:
    """Resume of ``top_or_trash``."""
    u = action[1]
    if action[0] == "trash":
        m.move(u, m.z_trash[ctl])
        m.emit("mill", ALL, player=ctl, uid=u, card=m.card_def[u].id)
    else:
        m.emit("deck_ordered", ALL, player=ctl, top=1, bottom=0)


class EveryPlayerDraws(Primitive):
    """Every player still in the game draws N, in turn order from the controller (GD04-128 "all players draw 1")."""

    name, tags = "every_player_draws", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 10),)

    def describe(self, n):
        return f"every player draws {n}"

    def resolve(self, m, ctx, n):
        p, done = ctx.controller, 0
        while not done >> p & 1:  # each player once, in turn order (next_seat skips eliminated players)
            done |= 1 << p
            if not (m.out and m.out >> p & 1):
                for _ in range(n):
                    draw(m, p)
                    if m.each_step and check_deck_out(m):  # rules/gundam.md §1.10 ruling 4
                        return
                effect_draw(m, p)
            p = m.next_seat(p)


class RemovePilot(Primitive):
    """The target Pilot, paired with a Unit, leaves it: to its owner's hand (``to: hand``, GD04-099) or to the trash
    (``to: trash``, "destroy it", GD03-110). ``pilot`` means this Unit's paired Pilot (GD04-001). The Unit stays,
    unpaired; no 【Destroyed】 of the Pilot triggers (a Pilot's text speaks for its Unit; ruling in
    docs/games/gundam.md)."""

    name, tags = "remove_pilot", frozenset({"removal"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("card", "to"))
        if v["to"] not in ("hand", "trash"):
            raise CompileError(f"{where}.to: hand or trash, got {v['to']!r}")
        return read_target(v["card"], where), v["to"]

    def describe(self, which, to):
        what = "this unit's paired pilot" if which == "pilot" else TARGET_WORDS[which]
        return f"return {what} to its owner's hand" if to == "hand" else f"destroy {what} (to the trash)"

    def resolve(self, m, ctx, which, to):
        pl = m.pilot[ctx.this] if which == "pilot" and ctx.this >= 0 else target_card(ctx, which)
        if pl < 0 or m.host[pl] < 0:
            return
        unit, owner = m.host[pl], m.card_owner[pl]
        m.pilot[unit] = -1
        m.host[pl] = -1
        if to == "hand":
            m.move(pl, m.z_hand[owner])
            m.emit("return_to_hand", ALL, uid=pl, card=m.card_def[pl].id, player=owner)
        else:
            m.move(pl, m.z_trash[owner])
            m.emit("destroyed", ALL, uid=pl, card=m.card_def[pl].id, player=owner)
        refresh_continuous(m)  # the Pilot's constant effects end, and with its HP gone the Unit may be destroyed
        destroy_checked(m)


class PairPilot(Primitive):
    """Pair the card ``pilot`` (a Pilot or a Pilot-Command out of play, e.g. in the trash) with the Unit ``unit``,
    free, if that Unit of its controller has no Pilot (GD04-021: "pair that card from your trash with one of your
    Units")."""

    name, tags = "pair_pilot", frozenset({"recursion"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("pilot", "unit"))
        return read_target(v["pilot"], where), read_target(v["unit"], where)

    def describe(self, pilot, unit):
        return f"pair {TARGET_WORDS[pilot]} with {TARGET_WORDS[unit]}"

    def resolve(self, m, ctx, pilot, unit):
        pl, u = target_card(ctx, pilot), target_card(ctx, unit)
        if pl >= 0 and u >= 0 and in_play(m, u) and m.pilot[u] < 0 and not in_play(m, pl) and m.host[pl] < 0:
            pair(m, m.card_owner[u], pl, u, paid=False)


class CopyKeywords(Primitive):
    """This Unit gets AP+``ap`` and every keyword printed on the target Unit card (e.g. in a trash) for the duration,
    with its value (GD04-067)."""

    name, tags = "copy_keywords", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("from", "duration"), ("ap",))
        return read_target(v["from"], where), int_arg(v.get("ap", 0), where + ".ap", 0, 10), read_duration(
            v["duration"], where)

    def describe(self, which, ap, dur):
        gets = f"AP+{ap} and " if ap else ""
        return f"this unit gets {gets}every keyword printed on {TARGET_WORDS[which]}{DURATION_WORDS[dur]}"

    def resolve(self, m, ctx, which, ap, dur):
        src, u = target_card(ctx, which), ctx.this
        if src < 0 or u < 0 or not in_play(m, u):
            return
        if ap:
            add_modifier(m, u, "ap", ap, dur)
            m.emit("modify", ALL, uid=u, ap=ap, hp=0, duration=dur)
        for kw, v in m.card_def[src].keywords:
            add_modifier(m, u, kw, v, dur)
            m.emit("grant_keyword", ALL, uid=u, keyword=kw, value=v, duration=dur)


class Pay(Primitive):
    """Pay N resources inside an effect ("you may pay ①. If you do …", GD04-074): nothing if fewer are active (the
    card data asks ``active_resources_ge`` first)."""

    name, tags = "pay", frozenset({"cost"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 10),)

    def describe(self, n):
        return f"pay {n}"

    def resolve(self, m, ctx, n):
        if free_resources(m, ctx.controller) >= n:
            pay(m, ctx.controller, n, ctx.source, ability=True)


PRIMITIVES = (Exile(), TopOrTrash(), EveryPlayerDraws(), RemovePilot(), PairPilot(), CopyKeywords(), Pay())
