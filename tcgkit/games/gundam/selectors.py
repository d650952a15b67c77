"""Gundam's selector and condition atoms (core :class:`~tcgkit.core.effects.Selector` /
:class:`~tcgkit.core.effects.Condition` subclasses, so they compose with ``&``, ``|``, ``~`` and, in
cards/effects.yaml, with ``all_of`` / ``any_of`` / ``not``).

* :class:`Cards` — the selector of ``choose`` and ``deploy_from_hand``: one flat atom with the filters card texts
  combine (``side``, ``type``, ``hp_le`` (current HP), ``ap_le``, ``level_le``, ``rested``, ``trait``, ``keyword``,
  ``other``), flat because legal-action generation asks it on the hot path;
* :class:`FriendlyCards` — the scope of a constant effect on "your units";
* conditions: ``during_pair``, ``during_link``, ``your_turn``, ``{friendly_units_le: N}``,
  ``{opponent_hand_ge: N}``, ``{trash_count_ge: {type, count}}``, ``{has_keyword: K}``; a list means all of them.

A condition reads the ability's context: ``ctx.controller`` ("you"), ``ctx.this`` (this Unit) and ``ctx.memo`` (its
last-known paired Pilot, for 【During Pair】/【During Link】 on a 【Destroyed】 ability).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.effects import Both, CompileError, Condition, Selector, has_modifier, int_arg
from tcgkit.games.gundam.carddef import BASE, COMMAND, KEYWORDS, PILOT, RESOURCE, UNIT, keyword_label
from tcgkit.games.gundam.resources import can_pay
from tcgkit.games.gundam.stats import ap, hp, is_linked, keyword, link_met

SIDES = ("enemy", "friendly", "any")
TYPES = ("unit", "base", "resource", "pilot", "command")
ZONES = ("play", "trash", "hand", "pilots")
_KIND = {"unit": UNIT, "base": BASE, "pilot": PILOT, "command": COMMAND, "resource": RESOURCE}


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards a ``choose`` (or a count, a ``for_each``) may pick. ``None`` fields do not filter.

    ``zone``: ``play`` (the battle area for units, the base section for bases, the resource area for resources),
    ``pilots`` (paired Pilots), ``trash`` or ``hand``. ``type`` is one card type or a list of them (any of);
    ``trait`` one trait or a list (any of). Outside play only the card's printed facts count (type, Lv, trait,
    colour, name); in play ``hp_le`` is the current HP left (HP minus damage), ``ap_le``/``ap_ge`` the current AP.
    ``level_le_this``: Lv at most this Unit's; ``highest_level``: only the enemy units of the highest Lv;
    ``affordable``: its cost can be paid now (a card deployed by paying its cost).
    """

    side: str = "any"  # enemy | friendly | any
    type: Any = "unit"  # a type or a tuple of types
    zone: str = "play"
    hp_le: int | None = None  # current HP (HP minus damage) at most
    ap_le: int | None = None
    ap_ge: int | None = None
    level_le: int | None = None
    level_ge: int | None = None
    level_le_this: bool = False
    rested: bool | None = None
    damaged: bool | None = None
    linked: bool | None = None
    token: bool | None = None
    trait: Any = None  # a trait or a tuple of traits (any of)
    color: str | None = None
    keyword: str | None = None
    name_has: str | None = None
    name_lacks: str | None = None
    other: bool = False  # not this Unit
    highest_level: bool = False
    affordable: bool = False

    def scope(self, m, ctx) -> list[int]:
        team = m.team_of[ctx.controller]
        zone = self.zone
        t = self.type if self.type.__class__ is str else self.type[0]
        if zone == "play":
            zones = m.z_battle if t == "unit" else m.z_base if t == "base" else m.z_resources
        else:
            zones = m.z_trash if zone == "trash" else m.z_hand if zone == "hand" else m.z_pilots
        side = self.side
        out = []
        for p in range(m.n_players):
            enemy = m.team_of[p] != team
            if (side == "enemy" and not enemy) or (side == "friendly" and enemy):
                continue
            out.append(zones[p])
        return out

    def candidates(self, m, ctx) -> list[int]:
        """Every card that qualifies, player by player (a flat loop: this is asked for every legal-action list)."""
        out = []
        zones = m.zones
        for z in self.scope(m, ctx):
            for u in zones[z]:
                if self.qualifies(m, ctx, u):
                    out.append(u)
        if self.highest_level and out:
            top = max(m.card_def[u].level for u in out)
            out = [u for u in out if m.card_def[u].level == top]
        return out

    def test(self, m, ctx, uid: int) -> bool:
        return m.card_zone[uid] in self.scope(m, ctx) and self.qualifies(m, ctx, uid)

    def qualifies(self, m, ctx, u: int, in_hand: bool = False) -> bool:
        """The filters (out of play, i.e. ``in_hand`` or a trash/hand zone, only the printed facts apply)."""
        d = m.card_def[u]
        t = self.type
        if t.__class__ is str:
            if t == "unit":
                if d.kind != UNIT:
                    return False
            elif t != "resource" and d.kind != _KIND[t] and not (t == "pilot" and self.zone == "pilots"):
                return False
        elif not any(d.kind == _KIND[x] for x in t):
            return False
        if d.token and d.kind == BASE and not m.game.options.ex_base_is_a_base:
            return False  # the EX Base counts as a Base unless the option says otherwise (ST09-004)
        if self.rested is not None and bool(m.rested[u]) != self.rested:
            return False
        tr = self.trait
        if tr is not None:
            if tr.__class__ is str:
                if tr not in d.traits:
                    return False
            elif not any(x in d.traits for x in tr):
                return False
        if self.other and u == ctx.this:
            return False
        if self.level_le is not None and d.level > self.level_le:
            return False
        if self.level_ge is not None and d.level < self.level_ge:
            return False
        if self.color is not None and d.color != self.color:
            return False
        if self.token is not None and d.token != self.token:
            return False
        if self.name_has is not None and self.name_has not in d.name:
            return False
        if self.name_lacks is not None and self.name_lacks in d.name:
            return False
        if self.affordable and not can_pay(m, ctx.controller, d.cost, 0):
            return False
        if in_hand or self.zone != "play":
            return True
        if self.hp_le is not None and hp(m, u) - m.damage[u] > self.hp_le:
            return False
        if self.ap_le is not None and ap(m, u) > self.ap_le:
            return False
        if self.ap_ge is not None and ap(m, u) < self.ap_ge:
            return False
        if self.damaged is not None and bool(m.damage[u]) != self.damaged:
            return False
        if self.linked is not None and is_linked(m, u) != self.linked:
            return False
        if self.level_le_this and (ctx.this < 0 or d.level > m.card_def[ctx.this].level):
            return False
        if self.keyword is not None and not keyword(m, u, self.keyword):
            return False
        return True

    def text(self) -> str:
        """The cards in words, without an article: "rested enemy unit (HP 5 or less)"."""
        bits = []
        for flag, yes, no in ((self.rested, "rested", "active"), (self.damaged, "damaged", "undamaged")):
            if flag is not None:
                bits.append(yes if flag else no)
        bits.append({"enemy": "enemy", "friendly": "friendly", "any": ""}[self.side])
        if self.color:
            bits.append(self.color.lower())
        if self.linked:
            bits.append("Link")
        if self.trait:
            traits = (self.trait,) if self.trait.__class__ is str else self.trait
            bits.append("/".join(f"({t})" for t in traits))
        types = (self.type,) if self.type.__class__ is str else self.type
        noun = "/".join(types) + (" token" if self.token else "") + (" card" if self.zone not in ("play",) else "")
        bits.append(noun)
        text = " ".join(b for b in bits if b)
        quals = []
        for key, words in (("hp_le", "HP {} or less"), ("ap_le", "AP {} or less"), ("ap_ge", "AP {} or more"),
                           ("level_le", "Lv {} or less"), ("level_ge", "Lv {} or more"),
                           ("name_has", 'with "{}" in its name'), ("name_lacks", 'without "{}" in its name')):
            v = getattr(self, key)
            if v is not None:
                quals.append(words.format(v))
        if self.level_le_this:
            quals.append("Lv at most this unit's")
        if self.keyword:
            quals.append(f"with {keyword_label(self.keyword)}")
        if self.other:
            quals.append("other than this one")
        if self.token is False:
            quals.append("not a token")
        if self.highest_level:
            quals.append("of the highest Lv")
        if self.affordable:
            quals.append("whose cost you can pay")
        where = {"trash": " in your trash" if self.side == "friendly" else " in a trash",
                 "hand": " in your hand", "pilots": " in play", "play": ""}[self.zone]
        return text + (" (" + ", ".join(quals) + ")" if quals else "") + where

    def describe(self) -> str:
        text = self.text()
        return f"{'an' if text[0] in 'aeiou' else 'a'} {text}"


@dataclass(frozen=True, slots=True)
class FriendlyCards(Selector):
    """The scope of a constant effect on "your units": cards owned by the effect's controller."""

    def test(self, m, ctx, uid: int) -> bool:
        return m.card_owner[uid] == ctx.controller

    def describe(self) -> str:
        return "your units"


def _tupled(v):
    return tuple(v) if isinstance(v, list) else v


def read_selector(spec: Any, where: str) -> Cards:
    """A :class:`Cards` atom from a mapping of its filters.

    Raises:
        CompileError: not a mapping, an unknown filter or a bad value (named).
    """
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector must be a mapping, got {spec!r}")
    try:
        sel = Cards(**{k: _tupled(v) for k, v in spec.items()})
    except TypeError as exc:
        raise CompileError(f"{where}: bad selector {spec!r}: {exc}") from None
    types = (sel.type,) if isinstance(sel.type, str) else sel.type
    if (sel.side not in SIDES or not isinstance(types, tuple) or any(t not in TYPES for t in types)
            or sel.zone not in ZONES or (sel.keyword is not None and sel.keyword not in KEYWORDS)):
        raise CompileError(f"{where}: bad selector {spec!r}: side is one of {SIDES}, type one of {TYPES} (or a list), "
                           f"zone one of {ZONES}, keyword one of {KEYWORDS}")
    for k in ("hp_le", "ap_le", "ap_ge", "level_le", "level_ge"):
        if getattr(sel, k) is not None:
            int_arg(getattr(sel, k), f"{where}.{k}", 0, 99)
    return sel


# ------------------------------------------------------------------------------------------------ conditions


@dataclass(frozen=True, slots=True)
class DuringPair(Condition):
    """【During Pair】: this Unit has a Pilot (or had one, for a 【Destroyed】 ability)."""

    def holds(self, m, ctx) -> bool:
        unit = ctx.this
        return unit >= 0 and (m.pilot[unit] >= 0 or (ctx.memo is not None and ctx.memo >= 0))

    def describe(self) -> str:
        return "while paired"


@dataclass(frozen=True, slots=True)
class DuringLink(Condition):
    """【During Link】: this Unit's Pilot (last-known for 【Destroyed】) meets its link condition."""

    def holds(self, m, ctx) -> bool:
        unit = ctx.this
        if unit < 0:
            return False
        p = m.pilot[unit] if m.pilot[unit] >= 0 else (-1 if ctx.memo is None else ctx.memo)
        return p >= 0 and link_met(m, unit, p)

    def describe(self) -> str:
        return "while linked"


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    def holds(self, m, ctx) -> bool:
        return m.active == ctx.controller

    def describe(self) -> str:
        return "it is your turn"


@dataclass(frozen=True, slots=True)
class FriendlyUnitsLe(Condition):
    n: int

    def holds(self, m, ctx) -> bool:
        return len(m.zones[m.z_battle[ctx.controller]]) <= self.n

    def describe(self) -> str:
        return "you have no units" if self.n == 0 else f"you have at most {self.n} unit{'s' if self.n > 1 else ''}"


@dataclass(frozen=True, slots=True)
class OpponentHandGe(Condition):
    n: int

    def holds(self, m, ctx) -> bool:
        return any(len(m.zones[m.z_hand[q]]) >= self.n for q in m.opponents(ctx.controller))

    def describe(self) -> str:
        return f"if the opponent holds {self.n}+ cards"


@dataclass(frozen=True, slots=True)
class TrashCountGe(Condition):
    type: str
    n: int

    def holds(self, m, ctx) -> bool:
        defs = m.card_def
        return sum(1 for u in m.zones[m.z_trash[ctx.controller]] if defs[u].type == self.type) >= self.n

    def describe(self) -> str:
        return f"with {self.n}+ {self.type} cards in your trash"


@dataclass(frozen=True, slots=True)
class HasKeyword(Condition):
    keyword: str

    def holds(self, m, ctx) -> bool:
        return ctx.this >= 0 and bool(keyword(m, ctx.this, self.keyword))

    def describe(self) -> str:
        return f"while it has {keyword_label(self.keyword)}"


@dataclass(frozen=True, slots=True)
class CountGe(Condition):
    """At least ``n`` cards the selector admits (e.g. "if you have 2 or more other (OZ) Units in play", "if there
    are 7 or more (CB) cards in your trash")."""

    n: int
    cards: Cards

    def holds(self, m, ctx) -> bool:
        return len(self.cards.candidates(m, ctx)) >= self.n

    def describe(self) -> str:
        return (f"there is {self.cards.describe()}" if self.n == 1 else
                f"there are {self.n}+ {self.cards.text().replace('unit', 'units', 1)}")


@dataclass(frozen=True, slots=True)
class CountLe(Condition):
    """At most ``n`` cards the selector admits (``n: 0``: "if you have no (Earth Alliance) Unit tokens")."""

    n: int
    cards: Cards

    def holds(self, m, ctx) -> bool:
        return len(self.cards.candidates(m, ctx)) <= self.n

    def describe(self) -> str:
        return (f"there is no {self.cards.text()}" if self.n == 0 else
                f"there are at most {self.n} {self.cards.text().replace('unit', 'units', 1)}")


@dataclass(frozen=True, slots=True)
class ThisIs(Condition):
    """This Unit (the one the ability speaks for) passes the selector's filters: "while this Unit has 5 or more
    AP", "if this is a (CB) Unit", "while this Unit is blue"."""

    cards: Cards

    def holds(self, m, ctx) -> bool:
        return ctx.this >= 0 and self.cards.qualifies(m, ctx, ctx.this)

    def describe(self) -> str:
        return f"this is {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class Attacking(Condition):
    """This Unit is attacking: ``player`` (the enemy player), ``unit`` (an enemy Unit) or ``any``."""

    target: str

    def holds(self, m, ctx) -> bool:
        if m.atk < 0 or m.atk != ctx.this:
            return False
        t = self.target
        return t == "any" or (m.atk_player >= 0 if t == "player" else m.atk_unit >= 0)

    def describe(self) -> str:
        return "it is attacking" + {"any": "", "player": " the enemy player", "unit": " an enemy unit"}[self.target]


@dataclass(frozen=True, slots=True)
class Battling(Condition):
    """This Unit is in a battle against an enemy Unit the selector admits."""

    cards: Cards

    def holds(self, m, ctx) -> bool:
        u = ctx.this
        if m.atk < 0 or m.atk_unit < 0 or u < 0:
            return False
        other = m.atk_unit if m.atk == u else m.atk if m.atk_unit == u else -1
        return other >= 0 and self.cards.qualifies(m, ctx, other)

    def describe(self) -> str:
        return f"it is battling {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class PilotIs(Condition):
    """This Unit's paired Pilot (last-known for 【Destroyed】) passes the selector's printed-fact filters."""

    cards: Cards

    def holds(self, m, ctx) -> bool:
        u = ctx.this
        pl = m.pilot[u] if u >= 0 and m.pilot[u] >= 0 else (ctx.memo if isinstance(ctx.memo, int) else -1)
        return pl >= 0 and self.cards.qualifies(m, ctx, pl, in_hand=True)

    def describe(self) -> str:
        return f"its pilot is {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class HandGe(Condition):
    n: int

    def holds(self, m, ctx) -> bool:
        return len(m.zones[m.z_hand[ctx.controller]]) >= self.n

    def describe(self) -> str:
        return f"you hold {self.n}+ cards"


@dataclass(frozen=True, slots=True)
class DeployedFromTrash(Condition):
    """This Unit was deployed from the trash (by ``deploy_card``, which marks it for the turn)."""

    def holds(self, m, ctx) -> bool:
        return ctx.this >= 0 and bool(m.mods) and has_modifier(m, ctx.this, "from_trash")

    def describe(self) -> str:
        return "it was deployed from your trash"


NAMED_CONDITIONS = {"during_pair": DuringPair(), "during_link": DuringLink(), "your_turn": YourTurn(),
                    "deployed_from_trash": DeployedFromTrash()}


def read_condition(spec: Any, where: str, nested=None) -> Condition:
    """A condition atom: a name, a one-key mapping, or a list (all of them; ``nested`` reads each item, so items may
    use ``all_of``/``any_of``/``not``).

    Raises:
        CompileError: an unknown condition or a bad value (named).
    """
    if isinstance(spec, list):
        parts = tuple((nested or read_condition)(c, f"{where}[{i}]") for i, c in enumerate(spec))
        if not parts:
            raise CompileError(f"{where}: an empty list of conditions")
        return parts[0] if len(parts) == 1 else Both(parts)
    if isinstance(spec, str):
        if spec not in NAMED_CONDITIONS:
            raise CompileError(f"{where}: unknown condition {spec!r}")
        return NAMED_CONDITIONS[spec]
    if isinstance(spec, dict) and len(spec) == 1:
        (k, v), = spec.items()
        if k == "trash_count_ge":
            if not isinstance(v, dict) or set(v) != {"type", "count"}:
                raise CompileError(f"{where}.trash_count_ge: expected {{type, count}}, got {v!r}")
            return TrashCountGe(str(v["type"]), int_arg(v["count"], f"{where}.trash_count_ge.count", 0, 60))
        if k == "friendly_units_le":
            return FriendlyUnitsLe(int_arg(v, f"{where}.{k}", 0, 6))
        if k == "opponent_hand_ge":
            return OpponentHandGe(int_arg(v, f"{where}.{k}", 0, 60))
        if k == "has_keyword":
            if v not in KEYWORDS:
                raise CompileError(f"{where}.has_keyword: unknown keyword {v!r}")
            return HasKeyword(v)
        if k == "count_ge":
            if not isinstance(v, dict) or set(v) != {"n", "cards"}:
                raise CompileError(f"{where}.count_ge: expected {{n, cards}}, got {v!r}")
            return CountGe(int_arg(v["n"], f"{where}.count_ge.n", 1, 60), read_selector(v["cards"], f"{where}.count_ge"))
        if k == "count_le":
            if not isinstance(v, dict) or set(v) != {"n", "cards"}:
                raise CompileError(f"{where}.count_le: expected {{n, cards}}, got {v!r}")
            return CountLe(int_arg(v["n"], f"{where}.count_le.n", 0, 60), read_selector(v["cards"], f"{where}.count_le"))
        if k == "this":
            return ThisIs(read_selector(v, f"{where}.this"))
        if k == "battling":
            return Battling(read_selector(v, f"{where}.battling"))
        if k == "attacking":
            if v not in ("player", "unit", "any"):
                raise CompileError(f"{where}.attacking: player, unit or any, got {v!r}")
            return Attacking(v)
        if k == "pilot":
            return PilotIs(read_selector({"type": "pilot", "zone": "pilots", **v} if isinstance(v, dict) else v, f"{where}.pilot"))
        if k == "hand_ge":
            return HandGe(int_arg(v, f"{where}.{k}", 0, 60))
        raise CompileError(f"{where}: unknown condition {k!r}")
    raise CompileError(f"{where}: bad condition {spec!r}")
