"""FE Cipher primitives on cards outside the field (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`), added with series 2–4: flipping bonds, looking at and arranging the
deck top, revealing the deck top and picking from it, the opponent's Retreat Area shuffled back, the deck top to the
Bond Area, milling your own deck, a card to the deck top or into the orbs, looking at an orb, destroying your own
orb. The hand effects are in :mod:`.primitives_hand`.

Hidden information (match.py): a card looked at is revealed to its looker only; a card revealed is revealed to all;
an orb stays secret to everybody but the player who looked at it or put it there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Primitive, int_arg, mapping_arg
from tcgkit.games.fe_cipher.paying import choose_flip
from tcgkit.games.fe_cipher.primitives_base import Count_, sent_by_skill
from tcgkit.games.fe_cipher.selectors import read_selector
from tcgkit.games.fe_cipher.bonds import distinct_cards, face_up_bonds, flip_bond, place_bond
from tcgkit.games.fe_cipher.orbs import deck_emptied, deck_ready, destroy_orbs, mill_top

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def _distinct(m: "FEMatch", uids):
    return distinct_cards(m, uids)


class FlipBonds(Count_):
    """Choose ``n`` of your face-up bonds and flip them face down (an effect, not a cost: with fewer, all of them;
    B02-002 Corrin)."""

    name, tags = "flip_bonds", frozenset({"drawback"})

    def describe(self, n):
        return f"flip {n} of your face-up bonds face down"

    def resolve(self, m: "FEMatch", ctx, n):
        m.then((choose_flip, n, ctx))


class FlipAllBonds(Primitive):
    """Every face-up bond of yours is flipped face down (B02-041 Kana)."""

    name, tags, takes_value = "flip_all_bonds", frozenset({"drawback"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "flip all your bonds face down"

    def resolve(self, m: "FEMatch", ctx):
        for u in face_up_bonds(m, ctx.controller):
            flip_bond(m, u)


class ArrangeTop(Primitive):
    """Look at the top ``look`` cards of your deck; send ``mill`` of them (``any``: as many as you wish) to the
    Retreat Area; put the rest back on top in the order you choose (B03-053 Azura, B04-063 Lucina, P03-017 Azura)."""

    name, tags = "arrange_top", frozenset({"deck_setup"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("look",), ("mill",))
        mill = v.get("mill", 0)
        if mill != "any":
            mill = int_arg(mill, where + ".mill", 0, 5)
        return int_arg(v["look"], where + ".look", 1, 5), mill

    def describe(self, look, mill):
        text = f"look at the top {look} cards of your deck"
        if mill == "any":
            text += ", send any of them to the Retreat Area"
        elif mill:
            text += f", send {mill} of them to the Retreat Area"
        return text + ", and put the rest back on top in any order"

    def resolve(self, m: "FEMatch", ctx, look, mill):
        p = ctx.controller
        deck = m.zones[m.z_deck[p]]
        cards = tuple(deck[-look:])
        for u in cards:
            m.reveal(u, 1 << p)
            m.emit_secret(1 << p, "look_top", {"player": p}, {"player": p, "uid": u})
        m.then((mill_step, p, cards, mill))


def mill_step(m: "FEMatch", p, cards, left) -> None:
    """Frame: send one of ``cards`` to the Retreat Area (``left``: how many more, or ``"any"``), then order."""
    if not cards or left == 0:
        m.then((order_step, p, cards))
        return
    acts = [("choose", u) for u in cards] + ([("decline",)] if left == "any" else [])
    m.ask(p, "choose_card", acts, (milled, p, cards, left))


def milled(m: "FEMatch", action, p, cards, left) -> None:
    if action[0] != "choose":
        m.then((order_step, p, cards))
        return
    uid = action[1]
    m.move(uid, m.z_retreat[p])
    m.emit("to_retreat", ALL, uid=uid)
    rest = tuple(u for u in cards if u != uid)
    m.then((mill_step, p, rest, left if left == "any" else left - 1))


def order_step(m: "FEMatch", p, cards) -> None:
    """Frame: the player puts ``cards`` back on top of the deck one at a time (the last one put is the top)."""
    if len(cards) <= 1:
        deck_emptied(m, p)
        return
    m.ask(p, "deck_order", [("to_deck_top", u) for u in cards], (ordered, p, cards))


def ordered(m: "FEMatch", action, p, cards) -> None:
    uid = action[1]
    m.move(uid, m.z_deck[p])
    m.revealed[uid] = 1 << p
    m.then((order_step, p, tuple(u for u in cards if u != uid)))


class RevealTopPick(Primitive):
    """Reveal the top ``count`` cards of your deck; choose one the selector admits and add it to your hand; the
    rest go to the Retreat Area (B02-026 Hana, B02-028 Subaki)."""

    name, tags = "reveal_top_pick", frozenset({"card_advantage"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count", "find"))
        return int_arg(v["count"], where + ".count", 1, 10), read_selector({"card": v["find"]}, where + ".find")

    def describe(self, n, find):
        return f"reveal the top {n} cards of your deck, add a {find.describe()} among them to your hand, and send " \
               f"the rest to the Retreat Area"

    def resolve(self, m: "FEMatch", ctx, n, find):
        p = ctx.controller
        cards = tuple(m.zones[m.z_deck[p]][-n:])
        for u in cards:
            m.reveal(u, ALL)
            m.emit("reveal_top", ALL, player=p, uid=u)
        picks = [u for u in cards if find.test(m, ctx, u)]
        if picks:
            m.ask(p, "choose_card", [("choose", u) for u in _distinct(m, picks)], (picked, p, cards))
        else:
            picked(m, ("decline",), p, cards)


def picked(m: "FEMatch", action, p, cards) -> None:
    for u in cards:
        if action[0] == "choose" and u == action[1]:
            m.move(u, m.z_hand[p])
            m.emit("to_hand", ALL, uid=u, player=p, source="deck")
        else:
            m.move(u, m.z_retreat[p])
            m.emit("to_retreat", ALL, uid=u)
    deck_emptied(m, p)


class LookOpponentTop(Primitive):
    """Look at the top card of the opponent's deck, seen by you only (B04-030 Julian); ``mill_revealed`` may then
    send it to the Retreat Area."""

    name, tags, takes_value = "look_opponent_top", frozenset({"information"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "look at the top card of your opponent's deck"

    def resolve(self, m: "FEMatch", ctx):
        q = 1 - ctx.controller
        m.revealed_top = -1
        if deck_ready(m, q):
            uid = m.zones[m.z_deck[q]][-1]
            m.reveal(uid, 1 << ctx.controller)
            m.revealed_top = uid
            m.emit_secret(1 << ctx.controller, "look_top", {"player": q}, {"player": q, "uid": uid})


class OpponentRecyclesRetreat(LookOpponentTop):
    """Your opponent's Retreat Area is shuffled into their deck (B03-069 Mitama)."""

    name, tags = "opponent_recycles_retreat", frozenset({"disruption"})

    def describe(self):
        return "your opponent shuffles their Retreat Area into their deck"

    def resolve(self, m: "FEMatch", ctx):
        q = 1 - ctx.controller
        retreat = m.zones[m.z_retreat[q]]
        n = len(retreat)
        for uid in list(retreat):
            m.move(uid, m.z_deck[q])
        m.shuffle_zone(m.z_deck[q])
        m.emit("recycled", ALL, player=q, count=n)


class DeckTopToBond(LookOpponentTop):
    """The top card of your deck goes face up to your Bond Area (B04-048 Nyna)."""

    name, tags = "deck_top_to_bond", frozenset({"ramp"})

    def describe(self):
        return "place the top card of your deck in your Bond Area"

    def resolve(self, m: "FEMatch", ctx):
        p = ctx.controller
        if deck_ready(m, p):
            place_bond(m, m.zones[m.z_deck[p]][-1], event="to_bond")
            deck_emptied(m, p)


class MillOwn(Primitive):
    """Send the top ``count`` cards of your deck to the Retreat Area; with ``gain_per``, this unit gains
    ``amount`` attack until the end of the turn per card sent that ``find`` admits (B04-081 Donnel)."""

    name, tags = "mill_own", frozenset({"self_mill"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count",), ("gain_per",))
        per = None
        if "gain_per" in v:
            g = mapping_arg(v["gain_per"], where + ".gain_per", ("find", "amount"))
            per = (read_selector({"card": g["find"]}, where + ".find"), int_arg(g["amount"], where, 1, 100))
        return int_arg(v["count"], where + ".count", 1, 10), per

    def describe(self, n, per):
        text = f"send the top {n} card{'s' if n > 1 else ''} of your deck to the Retreat Area"
        if per:
            text += f"; this unit gains +{per[1]} attack until the end of the turn per {per[0].describe()} sent"
        return text

    def resolve(self, m: "FEMatch", ctx, n, per):
        from tcgkit.core.effects import TURN, add_modifier
        hits, sent = 0, []
        for _ in range(n):
            uid = mill_top(m, ctx.controller)
            if uid < 0:
                break
            sent.append(uid)
            if per and per[0].test(m, ctx, uid):
                hits += 1
        sent_by_skill(m, sent)  # B03-072 Selkie deploys what her skill milled
        if per and hits and m.on_field(ctx.this):
            add_modifier(m, ctx.this, "attack", per[1] * hits, TURN)
            m.emit("modifier", ALL, uid=ctx.this, what=f"gains +{per[1] * hits} attack until the end of the turn")


class ToDeckTop(Primitive):
    """The chosen card (from the Retreat Area) goes on top of its owner's deck, shown to all (B04-017 Tiki)."""

    name, tags, takes_value = "to_deck_top", frozenset({"deck_setup"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "put it on top of your deck"

    def resolve(self, m: "FEMatch", ctx):
        uid = ctx.it
        if uid >= 0 and m.card_zone[uid] == m.z_retreat[m.card_owner[uid]]:
            m.move(uid, m.z_deck[m.card_owner[uid]])
            m.reveal(uid, ALL)
            m.emit("to_deck_top", ALL, player=m.card_owner[uid], uid=uid)


class ToOrb(ToDeckTop):
    """The chosen card (from your hand) goes face down into your Orb Area, known to you only (B04-065 Robin)."""

    name, tags = "to_orb", frozenset({"orbs"})

    def describe(self):
        return "put it face down into your Orb Area"

    def resolve(self, m: "FEMatch", ctx):
        uid = ctx.it
        if uid >= 0 and m.card_zone[uid] == m.z_hand[m.card_owner[uid]]:
            p = m.card_owner[uid]
            m.move(uid, m.z_orbs[p])
            m.revealed[uid] = 1 << p
            m.emit_secret(1 << p, "to_orb", {"player": p}, {"player": p, "uid": uid})


class LookAtOrb(LookOpponentTop):
    """Look at one of your orbs (B04-019 Marth). Orbs are face down, so the choice among them is blind: you see
    one you have not seen yet (the top one of those), if any."""

    name, tags = "look_at_orb", frozenset({"information"})

    def describe(self):
        return "look at one of your orbs"

    def resolve(self, m: "FEMatch", ctx):
        p = ctx.controller
        unseen = [u for u in m.zones[m.z_orbs[p]] if not m.revealed[u] & (1 << p)]
        if unseen:
            uid = unseen[-1]
            m.reveal(uid, 1 << p)
            m.emit_secret(1 << p, "look_orb", {"player": p}, {"player": p, "uid": uid})


class DestroyOwnOrb(Count_):
    """Destroy ``n`` of your orbs: each goes to your hand (as a cost does, :class:`~.skill_model.DestroyOrb`)."""

    name, tags = "destroy_own_orb", frozenset({"card_advantage"})

    def describe(self, n):
        return f"destroy {n} of your orbs (to your hand)"

    def resolve(self, m: "FEMatch", ctx, n):
        destroy_orbs(m, ctx.controller, n)


CARD_PRIMITIVES = [FlipBonds(), FlipAllBonds(), ArrangeTop(), RevealTopPick(), LookOpponentTop(),
                   OpponentRecyclesRetreat(), DeckTopToBond(), MillOwn(), ToDeckTop(), ToOrb(), LookAtOrb(),
                   DestroyOwnOrb()]
