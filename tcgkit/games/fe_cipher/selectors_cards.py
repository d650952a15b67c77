"""FE Cipher's card selector atoms: cards in a zone (:class:`Cards`: the Retreat Area, the hand, the deck, the Bond
Area, the stack beneath a unit) and a card's own properties wherever it is (:class:`CardIs`: a supporting card).
Unit atoms and the reader of every selector are in :mod:`tcgkit.games.fe_cipher.selectors`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass

from tcgkit.core.effects import CompileError, Selector
from tcgkit.games.fe_cipher.properties import colors
from tcgkit.games.fe_cipher.selector_args import affinity_words, flag_arg, names_arg, opt_int, refuse_proposed_keys

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

CARD_KEYS = ("zone", "side", "named", "not_named", "not_this_name", "max_cost", "cost", "color", "min_cost",
             "affinity", "not_affinity", "named_like", "cost_below_revealed", "face_up")
ZONES = {"retreat": "retreat", "hand": "hand", "deck": "deck", "bonds": "bonds", "stack": "stacks"}
NAMED_LIKE = ("mc", "it")


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards in a zone of the controller (``side: own``) or the opponent's: retreat, hand, deck, bonds, or ``stack``
    (the cards beneath the skill's unit). ``named_like``: ``mc`` (a unit name of your Main Character, B02-080
    Jakob) or ``it`` (of the unit chosen before, B03-080 Hinoka); ``cost_below_revealed``: a deployment cost lower
    than the card the skill revealed (B04-070 Gaius); ``face_up``: a face-up bond."""

    zone: str
    side: str = "own"
    named: tuple = ()
    not_named: tuple = ()
    not_this_name: bool = False
    max_cost: int | None = None
    cost: int | None = None
    color: str = ""
    min_cost: int | None = None
    affinity: tuple = ()
    not_affinity: tuple = ()
    named_like: str = ""
    cost_below_revealed: bool = False
    face_up: bool = False

    def scope(self, m: "FEMatch", ctx):
        p = ctx.controller if self.side == "own" else 1 - ctx.controller
        return [m.zone(ZONES[self.zone], p)]

    def candidates(self, m: "FEMatch", ctx):
        if self.zone != "stack":
            return Selector.candidates(self, m, ctx)
        return [u for u in m.stack_of(ctx.this)[1:] if self.test(m, ctx, u)] if ctx.this >= 0 else []

    def test(self, m: "FEMatch", ctx, uid):
        if m.card_zone[uid] not in self.scope(m, ctx):
            return False
        d = m.card_def[uid]
        if self.named and d.names.isdisjoint(self.named):
            return False
        if self.not_named and not d.names.isdisjoint(self.not_named):
            return False
        if self.not_this_name and ctx.this >= 0 and not d.names.isdisjoint(m.card_def[ctx.this].names):
            return False
        if self.max_cost is not None and (d.cost is None or d.cost > self.max_cost):
            return False
        if self.min_cost is not None and (d.cost is None or d.cost < self.min_cost):
            return False
        if self.cost is not None and d.cost != self.cost:
            return False
        if self.affinity and d.affinities.isdisjoint(self.affinity):
            return False
        if self.not_affinity and not d.affinities.isdisjoint(self.not_affinity):
            return False
        if self.named_like:
            like = m.mc[ctx.controller] if self.named_like == "mc" else ctx.it
            if like < 0 or d.names.isdisjoint(m.card_def[like].names):
                return False
        if self.cost_below_revealed:
            r = m.revealed_top
            if r < 0 or d.cost is None or d.cost >= (m.card_def[r].cost or 0):
                return False
        if self.face_up and m.face_down[uid]:
            return False
        return not self.color or self.color in colors(m, uid)

    def describe(self):
        words = ["a"]
        if self.face_up:
            words.append("face-up")
        if self.color:
            words.append(f"<{self.color}>")
        words += affinity_words(self.affinity, self.not_affinity)
        words.append("card")
        if self.named:
            words.append("named " + " or ".join(repr(n) for n in self.named))
        if self.named_like:
            words.append("with a unit name of " + ("your Main Character" if self.named_like == "mc" else "that unit"))
        if self.not_this_name:
            words.append("without this unit's name")
        if self.not_named:
            words.append("not named " + " or ".join(repr(n) for n in self.not_named))
        if self.max_cost is not None:
            words.append(f"with a deployment cost of {self.max_cost} or lower")
        if self.min_cost is not None:
            words.append(f"with a deployment cost of {self.min_cost} or higher")
        if self.cost is not None:
            words.append(f"with a deployment cost of {self.cost}")
        if self.cost_below_revealed:
            words.append("with a lower deployment cost than the revealed card")
        if self.zone == "stack":
            words.append("beneath this unit")
            return " ".join(words)
        whose = "your" if self.side == "own" else "your opponent's"
        place = {"retreat": "Retreat Area", "hand": "hand", "deck": "deck", "bonds": "Bond Area"}[self.zone]
        words.append(f"from {whose} {place}")
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class CardIs(Selector):
    """A card with given names or affinities, wherever it is (a supporting card: B01-071 Lon'qu refuses <Female>
    supporters, B01-017 Ogma all but "Caeda" and "Navarre")."""

    named: tuple = ()
    not_named: tuple = ()
    affinity: tuple = ()
    not_affinity: tuple = ()

    def test(self, m: "FEMatch", ctx, uid):
        d = m.card_def[uid]
        if self.named and d.names.isdisjoint(self.named):
            return False
        if self.not_named and not d.names.isdisjoint(self.not_named):
            return False
        if self.not_affinity and not d.affinities.isdisjoint(self.not_affinity):
            return False
        return not self.affinity or not d.affinities.isdisjoint(self.affinity)

    def describe(self):
        words = []
        words += affinity_words(self.affinity, self.not_affinity)
        words.append("card")
        if self.named:
            words.append("named " + " or ".join(repr(n) for n in self.named))
        if self.not_named:
            words.append("not named " + " or ".join(repr(n) for n in self.not_named))
        return " ".join(words)


def read_cards(spec: dict, where: str) -> "Cards":
    """A :class:`Cards` atom from data (``zone`` and :data:`CARD_KEYS`)."""
    refuse_proposed_keys(spec, where)
    bad = sorted(set(spec) - set(CARD_KEYS))
    if bad or spec["zone"] not in ZONES:
        raise CompileError(f"{where}: card selector keys are {', '.join(CARD_KEYS)} and zone is one of "
                           f"{', '.join(ZONES)}; got {spec!r}")
    like = spec.get("named_like", "")
    if like and like not in NAMED_LIKE:
        raise CompileError(f"{where}.named_like: mc or it, not {like!r}")
    return Cards(
        spec["zone"], spec.get("side", "own"), names_arg(spec.get("named", []), where),
        names_arg(spec.get("not_named", []), where), bool(spec.get("not_this_name", False)),
        opt_int(spec, "max_cost", where), opt_int(spec, "cost", where), spec.get("color", ""),
        opt_int(spec, "min_cost", where), names_arg(spec.get("affinity", []), where),
        names_arg(spec.get("not_affinity", []), where), like, flag_arg(spec, "cost_below_revealed", where),
        flag_arg(spec, "face_up", where))


def read_card_is(c, where: str) -> "CardIs":
    """A :class:`CardIs` atom from data (``{card: {named, not_named, affinity, not_affinity}}``)."""
    if not isinstance(c, dict) or set(c) - {"named", "not_named", "affinity", "not_affinity"}:
        raise CompileError(f"{where}.card: keys named, not_named, affinity, not_affinity")
    return CardIs(names_arg(c.get("named", []), where), names_arg(c.get("not_named", []), where),
                  names_arg(c.get("affinity", []), where), names_arg(c.get("not_affinity", []), where))
