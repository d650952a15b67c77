"""Primitives on the hand, the deck and the shields: draw, discard, a shield into the hand, look at the top and order
it, this card back into the hand."""

from __future__ import annotations

from tcgkit.core.effects import Primitive, int_arg, mapping_arg
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.management import check_deck_out
from tcgkit.games.gundam.turn import discard_one, draw

class Draw(Primitive):
    name, tags = "draw", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 60),)

    def describe(self, n):
        return f"draw {n}"

    def resolve(self, m, ctx, n):
        for _ in range(n):
            draw(m, ctx.controller)
            if m.each_step and check_deck_out(m):  # rules/gundam.md §1.10 ruling 4
                return


class Discard(Primitive):
    name, tags = "discard", frozenset({"discard"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 60),)

    def describe(self, n):
        return f"discard {n}"

    def resolve(self, m, ctx, n):
        for _ in range(n):
            m.then((discard_one, ctx.controller, "effect"))


class AddShieldToHand(Primitive):
    name, tags = "add_shield_to_hand", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 6),)

    def describe(self, n):
        return f"put {n} of your shields into your hand"

    def resolve(self, m, ctx, n):
        shields = m.zones[m.z_shields[ctx.controller]]
        for _ in range(n):
            if not shields:
                return
            uid = shields[-1]
            owner = m.card_owner[uid]  # a team's shared shield area: the top Shield goes to its owner (§1.8)
            m.move(uid, m.z_hand[owner])
            m.emit_secret(1 << owner, "shield_to_hand", {"player": owner},
                          {"player": owner, "uid": uid, "card": m.card_def[uid].id})


class LookTopAndOrder(Primitive):
    name, tags = "look_top_and_order", frozenset({"filter"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count", "top"))
        return int_arg(v["count"], where + ".count", 1, 10), int_arg(v["top"], where + ".top", 0, 10)

    def describe(self, count, top):
        return f"look at your top {count} cards; put {top} back on top and the rest at the bottom"

    def resolve(self, m, ctx, count, top):
        ctl = ctx.controller
        deck = m.zones[m.z_deck[ctl]]
        looked = deck[-count:][::-1] if deck else []
        for u in looked:
            m.reveal(u, 1 << ctl)
        m.emit("look", ALL, player=ctl, count=len(looked))
        m.emit("look_cards", 1 << ctl, player=ctl, cards=[m.card_def[u].id for u in looked], uids=looked)
        if len(looked) <= top:
            return
        m.ask(ctl, "order_top", [("top", u) for u in looked], (top_chosen, ctl, tuple(looked)))


def top_chosen(m, action: tuple, ctl: int, looked: tuple) -> None:
    """Resume of ``order_top``: the chosen card back on top, the others to the bottom."""
    keep = action[1]
    deck_zone = m.z_deck[ctl]
    for u in looked:
        if u != keep:
            m.move(u, deck_zone, 0)
    m.move(keep, deck_zone)
    m.emit("deck_ordered", ALL, player=ctl, top=1, bottom=len(looked) - 1)


class SelfToHand(Primitive):
    name, tags, takes_value = "self_to_hand", frozenset({"recursion"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "put this card into your hand"

    def resolve(self, m, ctx):
        ctl, src = ctx.controller, ctx.source
        if m.card_zone[src] == m.z_trash[ctl]:
            m.move(src, m.z_hand[ctl])
            m.emit("to_hand", ALL, player=ctl, uid=src, card=m.card_def[src].id)


PRIMITIVES = (Draw(), Discard(), AddShieldToHand(), LookTopAndOrder(), SelfToHand())
