"""FE Cipher primitives that move cards between zones (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`): to hand, to the Bond Area, deck search, deploying by a skill, destroying
all, revealing and milling the opponent's deck top, adding an orb, putting cards on the deck, retrieving cards with
different names. The primitives that shape a skill's flow are in :mod:`tcgkit.games.fe_cipher.primitives_flow`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import CompileError, Primitive, fire, int_arg, mapping_arg
from tcgkit.games.fe_cipher.selectors import read_selector
from tcgkit.games.fe_cipher.match import BACK, FRONT
from tcgkit.games.fe_cipher.deployment import deploy, may_deploy
from tcgkit.games.fe_cipher.bonds import distinct_cards, place_bond
from tcgkit.games.fe_cipher.orbs import add_orb_from_deck, deck_ready, destroy, mill_top
from tcgkit.games.fe_cipher.primitives_base import discard_step

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

SOURCE_WORDS = {"retreat": "Retreat Area", "bonds": "Bond Area", "deck": "deck", "hand": "hand"}


def _zone_name(m: "FEMatch", uid) -> str:
    return m.zone_table[m.card_zone[uid]].spec.name


class ToHand(Primitive):
    """The chosen card goes to its owner's hand (from the Retreat Area, the Bond Area or the deck, revealed)."""

    name, tags, takes_value = "to_hand", frozenset({"card_advantage"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "add it to your hand"

    def resolve(self, m: "FEMatch", ctx):
        uid = ctx.it
        if uid < 0 or _zone_name(m, uid) not in ("retreat", "bonds", "deck"):
            return
        src = _zone_name(m, uid)
        if src == "deck":
            m.reveal(uid, ALL)
        p = m.card_owner[uid]
        m.move(uid, m.z_hand[p])
        m.face_down[uid] = 0
        m.emit("to_hand", ALL, uid=uid, player=p, source=SOURCE_WORDS[src])
        if src == "retreat":  # B04-075 Libra (any skill's, either player's); B04-089 Brady (his own skill's)
            fire(m, "added_to_hand_from_retreat", uid)
            if m.resolving_skill:  # skill_records.py
                fire(m, "card_added_by_skill", uid)


class ToBond(ToHand):
    """The chosen card (from hand) is placed face up in the Bond Area."""

    name, tags = "to_bond", frozenset({"ramp"})

    def describe(self):
        return "place it in your Bond Area"

    def resolve(self, m: "FEMatch", ctx):
        if ctx.it >= 0 and _zone_name(m, ctx.it) == "hand":
            place_bond(m, ctx.it, event="to_bond")


class SearchDeck(Primitive):
    """Look through your deck for a card the selector admits (you may find none), add it to your hand revealed
    (``then: hand``) or deploy it (``then: deploy``, without paying), then shuffle."""

    name, tags = "search_deck", frozenset({"card_advantage"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("find", "then"))
        if v["then"] not in ("hand", "deploy"):
            raise CompileError(f"{where}.then: hand or deploy")
        return read_selector({"zone": "deck", **v["find"]}, where + ".find"), v["then"]

    def describe(self, sel, then):
        return f"search your deck for {sel.describe().replace(' from your deck', '')} and " \
               f"{'add it to your hand' if then == 'hand' else 'deploy it'}, then shuffle your deck"

    def resolve(self, m: "FEMatch", ctx, sel, then):
        p = ctx.controller
        for u in m.zones[m.z_deck[p]]:
            m.reveal(u, 1 << p)
        cands = [u for u in sel.candidates(m, ctx)
                 if then == "hand" or _deployable(m, p, u)]
        m.emit("search", ALL, player=p)
        m.then((shuffle_after_search, p))
        if cands:
            acts = [("choose", u) for u in distinct_cards(m, cands)] + [("decline",)]
            m.ask(p, "choose_card", acts, (searched, then, ctx))


def _deployable(m: "FEMatch", p, uid) -> bool:
    return may_deploy(m, p, uid, pay=False)


def searched(m: "FEMatch", action, then, ctx) -> None:
    if action[0] != "choose":
        return
    uid = action[1]
    if then == "hand":
        m.reveal(uid, ALL)
        m.emit("search", ALL, player=ctx.controller, uid=uid)
        m.move(uid, m.z_hand[ctx.controller])
    else:
        m.then((ask_line, uid))


def shuffle_after_search(m: "FEMatch", p) -> None:
    m.shuffle_zone(m.z_deck[p])
    m.emit("shuffle", ALL, player=p)


def ask_line(m: "FEMatch", uid, by_skill: bool = False) -> None:
    """Frame: deploy ``uid`` by a skill (no cost), to the line its owner chooses; ``by_skill``: fire
    ``deployed_by_skill`` too (a card's own hand skill deploying it, B03-085 Flora)."""
    m.ask(m.card_owner[uid], "deploy_line", (("line", FRONT), ("line", BACK)), (line_chosen, uid, by_skill))


def line_chosen(m: "FEMatch", action, uid, by_skill: bool = False) -> None:
    deploy(m, uid, action[1], pay=False)
    if by_skill:
        fire(m, "deployed_by_skill", uid)


class DeployIt(Primitive):
    """Deploy the chosen card (from the Retreat Area) without paying its cost, if the one-name rule allows."""

    name, tags, takes_value = "deploy_it", frozenset({"ramp"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "deploy it"

    def resolve(self, m: "FEMatch", ctx):
        if ctx.it >= 0 and _deployable(m, ctx.controller, ctx.it):
            m.then((ask_line, ctx.it))


class DeployThis(DeployIt):
    """Deploy the skill's own card (from the hand, without paying), if the one-name rule allows (B03-085 Flora's
    hand skill)."""

    name = "deploy_this"

    def describe(self):
        return "deploy this card"

    def resolve(self, m: "FEMatch", ctx):
        if ctx.this >= 0 and not m.on_field(ctx.this) and _deployable(m, ctx.controller, ctx.this):
            m.then((ask_line, ctx.this, True))


class DestroyAll(Primitive):
    """Destroy every unit the selector admits; the skill's unit gains ``gain_per`` attack per unit destroyed until
    the end of the turn (B01-050 Camus); with ``discard_per``, the opponent then discards that many cards per unit
    destroyed (B03-078 Azura)."""

    name, tags = "destroy_all", frozenset({"removal"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("units",), ("gain_per", "discard_per"))
        return (read_selector(v["units"], where + ".units"), int_arg(v.get("gain_per", 0), where, 0, 100),
                int_arg(v.get("discard_per", 0), where, 0, 5))

    def describe(self, sel, per, discard_per=0):
        text = f"destroy every {sel.describe()}" + (f"; this unit gains +{per} attack per unit destroyed this "
                                                    f"way until the end of the turn" if per else "")
        if discard_per:
            text += f"; your opponent sends {discard_per} card from their hand to the Retreat Area per unit " \
                    f"destroyed this way"
        return text

    def resolve(self, m: "FEMatch", ctx, sel, per, discard_per=0):
        from tcgkit.core.effects import TURN, add_modifier
        n = 0
        for u in sel.candidates(m, ctx):
            if m.ended:
                return
            if destroy(m, u):
                n += 1
        if discard_per and n:
            m.then((discard_step, 1 - ctx.controller, discard_per * n, ctx.controller))
        if per and n and m.on_field(ctx.this):
            add_modifier(m, ctx.this, "attack", per * n, TURN)
            m.emit("modifier", ALL, uid=ctx.this, what=f"gains +{per * n} attack until the end of the turn")


class RevealOpponentTop(Primitive):
    """Reveal the top card of the opponent's deck (a later ``revealed_cost_at_least`` reads it)."""

    name, tags, takes_value = "reveal_opponent_top", frozenset({"information"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "reveal the top card of your opponent's deck"

    def resolve(self, m: "FEMatch", ctx):
        q = 1 - ctx.controller
        m.revealed_top = -1
        if deck_ready(m, q):
            uid = m.zones[m.z_deck[q]][-1]
            m.reveal(uid, ALL)
            m.revealed_top = uid
            m.emit("reveal_top", ALL, player=q, uid=uid)
            fire(m, "deck_card_revealed_by_skill", uid)  # B04-070 Gaius: once per reveal (ruling Q12)


class MillRevealed(RevealOpponentTop):
    """The card revealed by this skill goes to the Retreat Area (if it is still on top of the deck)."""

    name, tags = "mill_revealed", frozenset({"mill"})

    def describe(self):
        return "send the revealed card to the Retreat Area"

    def resolve(self, m: "FEMatch", ctx):
        u = m.revealed_top
        if u >= 0:
            q = m.card_owner[u]
            deck = m.zones[m.z_deck[q]]
            if deck and deck[-1] == u:
                mill_top(m, q)


class MillOpponentTop(RevealOpponentTop):
    name, tags = "mill_opponent_top", frozenset({"mill"})

    def describe(self):
        return "your opponent sends the top card of their deck to the Retreat Area"

    def resolve(self, m: "FEMatch", ctx):
        mill_top(m, 1 - ctx.controller)


class AddOrb(RevealOpponentTop):
    name, tags = "add_orb", frozenset({"orbs"})

    def describe(self):
        return "add the top card of your deck to your orbs"

    def resolve(self, m: "FEMatch", ctx):
        add_orb_from_deck(m, ctx.controller)


class PutOnDeckTop(Primitive):
    """Choose ``n`` cards of your hand and put them on top of your deck, one at a time (the last chosen on top)."""

    name, tags = "put_on_deck_top", frozenset({"deck_setup"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 5),)

    def describe(self, n):
        return f"put {n} card{'s' if n > 1 else ''} from your hand on top of your deck in any order"

    def resolve(self, m: "FEMatch", ctx, n):
        m.then((to_deck_top_step, ctx.controller, n))


def to_deck_top_step(m: "FEMatch", p, left) -> None:
    hand = m.zones[m.z_hand[p]]
    if left <= 0 or not hand:
        return
    m.then((to_deck_top_step, p, left - 1))
    m.ask(p, "to_deck_top", [("to_deck_top", u) for u in distinct_cards(m, hand)], (put_on_top,))


def put_on_top(m: "FEMatch", action) -> None:
    uid = action[1]
    p = m.card_owner[uid]
    m.move(uid, m.z_deck[p])
    m.revealed[uid] = 1 << p  # its owner knows what they put there
    m.emit_secret(1 << p, "to_deck_top", {"player": p}, {"player": p, "uid": uid})


class RetrieveDifferent(Primitive):
    """Choose up to ``count`` cards with different unit names from your Retreat Area and add them to your hand
    (B01-032 Maria)."""

    name, tags = "retrieve_different", frozenset({"card_advantage"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count", "find"))
        return int_arg(v["count"], where, 1, 5), read_selector({"zone": "retreat", **v["find"]}, where + ".find")

    def describe(self, n, sel):
        return f"choose up to {n} cards with different unit names ({sel.describe()}) and add them to your hand"

    def resolve(self, m: "FEMatch", ctx, n, sel):
        m.then((retrieve_step, n, sel, frozenset(), ctx))


def retrieve_step(m: "FEMatch", left, sel, names, ctx) -> None:
    if left <= 0:
        return
    cands = [u for u in sel.candidates(m, ctx) if m.card_def[u].names.isdisjoint(names)]
    if not cands:
        return
    m.ask(ctx.controller, "choose_card", [("choose", u) for u in distinct_cards(m, cands)] + [("decline",)],
          (retrieved, left, sel, names, ctx))


def retrieved(m: "FEMatch", action, left, sel, names, ctx) -> None:
    if action[0] != "choose":
        return
    uid = action[1]
    ToHand().resolve(m, ctx.with_it(uid))
    m.then((retrieve_step, left - 1, sel, names | m.card_def[uid].names, ctx))


ZONE_PRIMITIVES = [ToHand(), ToBond(), SearchDeck(), DeployIt(), DeployThis(), DestroyAll(), RevealOpponentTop(),
                   MillRevealed(), MillOpponentTop(), AddOrb(), PutOnDeckTop(), RetrieveDifferent()]
