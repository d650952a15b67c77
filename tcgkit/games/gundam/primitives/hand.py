"""Primitives on the hand, the deck, the shields and the trash: draw, discard, a shield into the hand, look at the top
and order it, this card back into the hand, a card of the trash exiled from the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import TURN, CompileError, Primitive, add_modifier, fire, int_arg, mapping_arg
from tcgkit.core.kinds import EventKind
from tcgkit.core.words import named
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.management import check_deck_out, leave_play
from tcgkit.games.gundam.primitives.common import TARGET_WORDS, read_target, target_card
from tcgkit.games.gundam.selector_readers import read_selector_tree
from tcgkit.games.gundam.selectors import printed_fit, text_of
from tcgkit.games.gundam.stats import in_play
from tcgkit.games.gundam.turn import discard_one, draw

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


class Draw(Primitive):
    name, tags = "draw", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 60),)

    def describe(self, n):
        return f"draw {n}"

    def resolve(self, m: GundamMatch, ctx, n):
        for _ in range(n):
            draw(m, ctx.controller)
            if m.each_step and check_deck_out(m):  # rules/gundam.md §1.10 ruling 4
                return
        if n:
            fire(m, "drew_by_effect", ctx.controller)  # "when you draw with an effect" (ST08-011)


class Discard(Primitive):
    name, tags = "discard", frozenset({"discard"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 60),)

    def describe(self, n):
        return f"discard {n}"

    def resolve(self, m: GundamMatch, ctx, n):
        for _ in range(n):
            m.then((discard_one, ctx.controller, "effect"))


class AddShieldToHand(Primitive):
    """"Add N of your Shields to your hand": the controller's topmost Shield goes into their hand, N times. In a
    team's shared shield area that is the topmost Shield the controller owns (seed 000, Teamkampf: "you"/"your" is
    the card's owner, each player looks after their own Shields); under ``team_your="team"`` the area's top Shield,
    whoever owns it, into that owner's hand (rules version 4)."""

    name, tags = "add_shield_to_hand", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 0, 6),)

    def describe(self, n):
        return f"put {n} of your shields into your hand"

    def resolve(self, m: GundamMatch, ctx, n):
        ctl = ctx.controller
        shields = m.zones[m.z_shields[ctl]]
        anyones = m.game.options.team_your == "team"
        for _ in range(n):
            uid = next((u for u in reversed(shields) if anyones or m.card_owner[u] == ctl), -1)
            if uid < 0:
                return
            owner = m.card_owner[uid]
            m.move(uid, m.z_hand[owner])
            m.emit_secret(1 << owner, "shield_to_hand", {"player": owner},
                          {"player": owner, "uid": uid, "card": m.card_def[uid].id})


class LookTopAndOrder(Primitive):
    name, tags = "look_top_and_order", frozenset({"filter"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count", "top"), ("rest",))
        rest = v.get("rest", "bottom")
        if rest not in ("bottom", "trash"):
            raise CompileError(f"{where}.rest: bottom or trash, got {rest!r}")
        return int_arg(v["count"], where + ".count", 1, 10), int_arg(v["top"], where + ".top", 0, 10), rest

    def describe(self, count, top, rest="bottom"):
        where = "at the bottom" if rest == "bottom" else "into your trash"
        return f"look at your top {count} cards; put {top} back on top and the rest {where}"

    def resolve(self, m: GundamMatch, ctx, count, top, rest="bottom"):
        ctl = ctx.controller
        looked = _look(m, ctl, count)
        if len(looked) <= top:
            return
        m.ask(ctl, "order_top", [("top", u) for u in looked], (top_chosen, ctl, tuple(looked), rest))


def top_chosen(m: GundamMatch, action: tuple, ctl: int, looked: tuple, rest: str = "bottom") -> None:
    """Resume of ``order_top``: the chosen card back on top, the others to the bottom (or the trash)."""
    keep = action[1]
    deck_zone = m.z_deck[ctl]
    for u in looked:
        if u != keep:
            if rest == "trash":
                m.move(u, m.z_trash[ctl])
                m.emit("mill", ALL, player=ctl, uid=u, card=m.card_def[u].id)
            else:
                m.move(u, deck_zone, 0)
    m.move(keep, deck_zone)
    m.emit("deck_ordered", ALL, player=ctl, top=1, bottom=len(looked) - 1)


class SelfToHand(Primitive):
    name, tags, takes_value = "self_to_hand", frozenset({"recursion"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "put this card into your hand"

    def resolve(self, m: GundamMatch, ctx):
        ctl, src = ctx.controller, ctx.source
        if m.card_zone[src] == m.z_trash[ctl]:
            m.move(src, m.z_hand[ctl])
            m.emit("to_hand", ALL, player=ctl, uid=src, card=m.card_def[src].id)


def _look(m: GundamMatch, ctl: int, count: int) -> list[int]:
    """The top ``count`` cards of ``ctl``'s deck, top first, shown to ``ctl`` alone."""
    deck = m.zones[m.z_deck[ctl]]
    looked = deck[-count:][::-1] if deck else []
    for u in looked:
        m.reveal(u, 1 << ctl)
    m.emit("look", ALL, player=ctl, count=len(looked))
    m.emit("look_cards", 1 << ctl, player=ctl, cards=[m.card_def[u].id for u in looked], uids=looked)
    return looked


def _to_bottom_randomly(m: GundamMatch, ctl: int, cards) -> None:
    """The cards go to the bottom of ``ctl``'s deck in a random order (``m.rand_below``)."""
    cards = list(cards)
    deck_zone = m.z_deck[ctl]
    while cards:
        u = cards.pop(m.rand_below(len(cards)))
        m.move(u, deck_zone, 0)
    m.emit("deck_ordered", ALL, player=ctl, top=0, bottom=0)


class LookTopAndTake(Primitive):
    """Look at the top ``count`` cards; the controller may reveal one the selector admits (printed facts) and put it
    into their hand; the rest go to the bottom of the deck in a random order. Subclasses do something else with
    the chosen card (their ``kind``, ``act``, ``verb`` and ``resume``, e.g. ``look_top_and_deploy``)."""

    name, tags = "look_top_and_take", frozenset({"draw", "filter"})
    kind, act, verb = "take_card", "take", "reveal a {} among them and put it into your hand"

    def compile(self, value, where):
        v = mapping_arg(value, where, ("count", "cards"))
        return int_arg(v["count"], where + ".count", 1, 10), read_selector_tree(v["cards"], where + ".cards")

    def describe(self, count, sel):
        return (f"look at your top {count} card{'s' if count > 1 else ''}; you may {self.verb.format(text_of(sel))}; "
                f"the rest go to the bottom of your deck")

    def resolve(self, m: GundamMatch, ctx, count, sel):
        ctl = ctx.controller
        looked = _look(m, ctl, count)
        fits = [u for u in looked if printed_fit(sel, m, ctx, u)]
        if fits:
            m.ask(ctl, self.kind, [(self.act, u) for u in fits] + [("decline",)], (self.resume, ctl, tuple(looked)))
        elif looked:
            _to_bottom_randomly(m, ctl, looked)

    @staticmethod
    def resume(m: GundamMatch, action: tuple, ctl: int, looked: tuple) -> None:
        taken(m, action, ctl, looked)


def taken(m: GundamMatch, action: tuple, ctl: int, looked: tuple) -> None:
    """Resume of ``take_card``: the revealed card to the hand, the rest to the bottom in a random order."""
    rest = list(looked)
    if action[0] == "take":
        u = action[1]
        rest.remove(u)
        m.move(u, m.z_hand[ctl])
        m.reveal(u)  # revealed to everybody (the card says so), then put into the hand
        m.emit("to_hand", ALL, player=ctl, uid=u, card=m.card_def[u].id)
    _to_bottom_randomly(m, ctl, rest)


class TopOrBottom(Primitive):
    """Look at the top card of the deck and keep it there or put it at the bottom."""

    name, tags, takes_value = "top_or_bottom", frozenset({"filter"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "look at your top card; leave it on top or put it at the bottom"

    def resolve(self, m: GundamMatch, ctx):
        ctl = ctx.controller
        looked = _look(m, ctl, 1)
        if looked:
            m.ask(ctl, "top_or_bottom", [("top", looked[0]), ("bottom", looked[0])], (top_or_bottom_chosen, ctl))


def top_or_bottom_chosen(m: GundamMatch, action: tuple, ctl: int) -> None:
    if action[0] == "bottom":
        m.move(action[1], m.z_deck[ctl], 0)
    m.emit("deck_ordered", ALL, player=ctl, top=int(action[0] == "top"), bottom=int(action[0] == "bottom"))


class Mill(Primitive):
    """Put the top ``count`` cards of your deck into your trash; with ``draw_if: TRAIT``, draw 1 if one of them
    has that trait (ST07-001). The cards it placed are marked ``milled`` for this turn, the marks of an earlier mill
    dropped, so a selector ``{zone: trash, milled: true}`` reads "placed with this effect" (GD03-092, GD04-116)."""

    name, tags = "mill", frozenset({"mill"})

    def compile(self, value, where):
        if isinstance(value, int):
            return int_arg(value, where, 1, 20), None
        v = mapping_arg(value, where, ("count",), ("draw_if",))
        return int_arg(v["count"], where + ".count", 1, 20), v.get("draw_if")

    def describe(self, n, draw_if):
        text = f"put the top {n} card{'s' if n > 1 else ''} of your deck into your trash"
        return text + (f"; if one of them is ({draw_if}), draw 1" if draw_if else "")

    def resolve(self, m: GundamMatch, ctx, n, draw_if):
        ctl = ctx.controller
        deck = m.zones[m.z_deck[ctl]]
        hit = False
        if m.mods:
            m.mods = [mod for mod in m.mods if mod[1] != "milled"]
        for _ in range(n):
            if not deck:
                break
            u = deck[-1]
            m.move(u, m.z_trash[ctl])
            add_modifier(m, u, "milled", 1, TURN)
            m.emit("mill", ALL, player=ctl, uid=u, card=m.card_def[u].id)
            hit = hit or (draw_if is not None and draw_if in m.card_def[u].traits)
        if hit:
            DRAW.resolve(m, ctx, 1)


class AddToHand(Primitive):
    """The target card (out of play, e.g. chosen in the trash) goes to its owner's hand."""

    name, tags = "add_to_hand", frozenset({"recursion"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"put {TARGET_WORDS[which]} into your hand"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and not in_play(m, u) and m.card_zone[u] != m.z_hand[m.card_owner[u]]:
            m.move(u, m.z_hand[m.card_owner[u]])
            m.emit("to_hand", ALL, player=m.card_owner[u], uid=u, card=m.card_def[u].id)


class ToDeck(Primitive):
    """The target card goes to its owner's deck: ``bottom`` or ``top`` (then ``shuffle_deck`` for "shuffle it");
    a card in play leaves play (``self`` in a cost, ST09-001)."""

    name, tags = "to_deck", frozenset({"recycle"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("card", "where"))
        if v["where"] not in ("top", "bottom"):
            raise CompileError(f"{where}.where: top or bottom, got {v['where']!r}")
        return read_target(v["card"], where), v["where"]

    def describe(self, which, end):
        return f"put {TARGET_WORDS[which]} at the {end} of its owner's deck"

    def resolve(self, m: GundamMatch, ctx, which, end):
        u = target_card(ctx, which)
        if u < 0:
            return
        owner = m.card_owner[u]
        deck = m.z_deck[owner]
        if in_play(m, u):
            leave_play(m, u, m.z_trash[owner])
            if m.card_def[u].token:
                return
        elif m.card_zone[u] == m.z_hand[owner]:
            m.reveal(u)  # a card chosen in the hand by what it must be is shown (ST08-006; docs/games/gundam.md)
        m.move(u, deck, 0 if end == "bottom" else None)
        m.emit("to_deck", ALL, player=owner, uid=u, card=m.card_def[u].id, where=end)


class ShuffleDeck(Primitive):
    name, tags, takes_value = "shuffle_deck", frozenset(), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "shuffle your deck"

    def resolve(self, m: GundamMatch, ctx):
        m.shuffle_zone(m.z_deck[ctx.controller])
        m.emit("shuffle", ALL, player=ctx.controller)


class Trash(Primitive):
    """The target card in a hand goes to its owner's trash (a discard by choice, e.g. a cost)."""

    name, tags = "trash_card", frozenset({"discard"})

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"discard {TARGET_WORDS[which]}"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u >= 0 and m.card_zone[u] == m.z_hand[m.card_owner[u]]:
            m.move(u, m.z_trash[m.card_owner[u]])
            m.emit("discard", ALL, player=m.card_owner[u], uid=u, card=m.card_def[u].id, reason="effect")


DRAW = Draw()
class Exile(Primitive):
    """"Exile it from the game" (GD02-GD04): the target card, out of play (chosen in a trash), is removed from the
    game: to its owner's ``removed`` zone, public. A card in play is not exiled by this effect (no card asks it)."""

    name, tags = "exile", frozenset({"exile", "cost"})
    events = (EventKind("exile", lambda m, d: f"{named(m, d.get('uid', -1))} is exiled from the game"),)

    def compile(self, value, where):
        return (read_target(value, where),)

    def describe(self, which):
        return f"exile {TARGET_WORDS[which]} from the game"

    def resolve(self, m: GundamMatch, ctx, which):
        u = target_card(ctx, which)
        if u < 0 or in_play(m, u) or m.card_zone[u] == m.z_removed[m.card_owner[u]]:
            return
        owner = m.card_owner[u]
        m.move(u, m.z_removed[owner])
        m.emit("exile", ALL, player=owner, uid=u, card=m.card_def[u].id)


PRIMITIVES = (DRAW, Discard(), Exile(), AddShieldToHand(), LookTopAndOrder(), SelfToHand(), LookTopAndTake(),
              TopOrBottom(), Mill(), AddToHand(), ToDeck(), ShuffleDeck(), Trash())
